source_filename = "rtc_0.cpp"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

%"class.sycl::_V1::specialization_id" = type { %struct.Limits }
%struct.Limits = type { i32, i32 }
%"class.sycl::_V1::specialization_id.3" = type { i32 }
%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [1 x i64] }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array" }

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI11BundleScaleEE = comdat any

$_ZTS11BundleScale = comdat any

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI12BundleOffsetEE = comdat any

$_ZTS12BundleOffset = comdat any

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI11HandlerReadEE = comdat any

$_ZTS11HandlerRead = comdat any

@__usid_str = private unnamed_addr addrspace(4) constant [15 x i8] c"____ZL7kLimits\00", align 1
@_ZL7kLimits = internal addrspace(1) constant %"class.sycl::_V1::specialization_id" { %struct.Limits { i32 -1000, i32 1000 } }, align 4
@__usid_str.1 = private unnamed_addr addrspace(4) constant [15 x i8] c"____ZL7kFactor\00", align 1
@_ZL7kFactor = internal addrspace(1) constant %"class.sycl::_V1::specialization_id.3" { i32 1 }, align 4
@__usid_str.2 = private unnamed_addr addrspace(4) constant [15 x i8] c"____ZL7kOffset\00", align 1
@_ZL7kOffset = internal addrspace(1) constant %"class.sycl::_V1::specialization_id.3" zeroinitializer, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI11BundleScaleEE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, ptr addrspace(1) noundef align 4 %1, ptr noundef byval(%"class.sycl::_V1::id") align 8 %2, i32 noundef %3) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !10 !kernel_arg_exclusive_ptr !10 !sycl_fixed_targets !11 !sycl_kernel_omit_args !12 {
  %5 = alloca %struct.Limits, align 4
  %6 = load i64, ptr %0, align 8
  %7 = load i64, ptr %2, align 8
  %8 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %7
  %9 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #6
  %10 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #6
  %11 = icmp ult i64 %9, %6
  br i1 %11, label %12, label %29

12:                                               ; preds = %4
  %13 = addrspacecast ptr %5 to ptr addrspace(4)
  %14 = getelementptr inbounds %struct.Limits, ptr %5, i64 0, i32 0
  %15 = getelementptr inbounds %struct.Limits, ptr %5, i64 0, i32 1
  br label %16

16:                                               ; preds = %16, %12
  %17 = phi i64 [ %9, %12 ], [ %27, %16 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %5) #7
  call spir_func void @_Z40__sycl_getComposite2020SpecConstantValueI6LimitsET_PKcPKvS5_(ptr addrspace(4) dead_on_unwind writable sret(%struct.Limits) align 4 %13, ptr addrspace(4) noundef @__usid_str, ptr addrspace(4) noundef addrspacecast (ptr addrspace(1) @_ZL7kLimits to ptr addrspace(4)), ptr addrspace(4) noundef null) #8
  %18 = getelementptr inbounds nuw i32, ptr addrspace(1) %8, i64 %17
  %19 = load i32, ptr addrspace(1) %18, align 4, !tbaa !13
  %20 = call spir_func noundef i32 @_Z37__sycl_getScalar2020SpecConstantValueIiET_PKcPKvS4_(ptr addrspace(4) noundef @__usid_str.1, ptr addrspace(4) noundef addrspacecast (ptr addrspace(1) @_ZL7kFactor to ptr addrspace(4)), ptr addrspace(4) noundef null) #8
  %21 = mul nsw i32 %20, %19
  %22 = add nsw i32 %21, %3
  %23 = load i32, ptr %14, align 4, !tbaa !13
  %24 = load i32, ptr %15, align 4, !tbaa !13
  %25 = call i32 @llvm.smax.i32(i32 %22, i32 %23)
  %26 = call i32 @llvm.smin.i32(i32 %24, i32 %25)
  store i32 %26, ptr addrspace(1) %18, align 4, !tbaa !13
  call void @llvm.lifetime.end.p0(ptr nonnull %5) #7
  %27 = add i64 %17, %10
  %28 = icmp ult i64 %27, %6
  br i1 %28, label %16, label %29, !llvm.loop !14

29:                                               ; preds = %16, %4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: convergent nounwind
declare dso_local spir_func void @_Z40__sycl_getComposite2020SpecConstantValueI6LimitsET_PKcPKvS5_(ptr addrspace(4) dead_on_unwind writable sret(%struct.Limits) align 4, ptr addrspace(4) noundef, ptr addrspace(4) noundef, ptr addrspace(4) noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local spir_func noundef i32 @_Z37__sycl_getScalar2020SpecConstantValueIiET_PKcPKvS4_(ptr addrspace(4) noundef, ptr addrspace(4) noundef, ptr addrspace(4) noundef) local_unnamed_addr #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS11BundleScale(ptr addrspace(1) noundef align 4 %0, ptr noundef byval(%"class.sycl::_V1::id") align 8 %1, i32 noundef %2) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !16 !kernel_arg_exclusive_ptr !16 !sycl_fixed_targets !11 !sycl_kernel_omit_args !17 {
  %4 = alloca %struct.Limits, align 4
  %5 = load i64, ptr %1, align 8
  %6 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %5
  %7 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #6
  %8 = icmp ult i64 %7, 2147483648
  tail call void @llvm.assume(i1 %8)
  %9 = addrspacecast ptr %4 to ptr addrspace(4)
  call void @llvm.lifetime.start.p0(ptr nonnull %4) #7
  call spir_func void @_Z40__sycl_getComposite2020SpecConstantValueI6LimitsET_PKcPKvS5_(ptr addrspace(4) dead_on_unwind writable sret(%struct.Limits) align 4 %9, ptr addrspace(4) noundef @__usid_str, ptr addrspace(4) noundef addrspacecast (ptr addrspace(1) @_ZL7kLimits to ptr addrspace(4)), ptr addrspace(4) noundef null) #8
  %10 = getelementptr inbounds nuw i32, ptr addrspace(1) %6, i64 %7
  %11 = load i32, ptr addrspace(1) %10, align 4, !tbaa !13
  %12 = call spir_func noundef i32 @_Z37__sycl_getScalar2020SpecConstantValueIiET_PKcPKvS4_(ptr addrspace(4) noundef @__usid_str.1, ptr addrspace(4) noundef addrspacecast (ptr addrspace(1) @_ZL7kFactor to ptr addrspace(4)), ptr addrspace(4) noundef null) #8
  %13 = mul nsw i32 %12, %11
  %14 = add nsw i32 %13, %2
  %15 = getelementptr inbounds %struct.Limits, ptr %4, i64 0, i32 0
  %16 = load i32, ptr %15, align 4, !tbaa !13
  %17 = getelementptr inbounds %struct.Limits, ptr %4, i64 0, i32 1
  %18 = load i32, ptr %17, align 4, !tbaa !13
  %19 = call i32 @llvm.smax.i32(i32 %14, i32 %16)
  %20 = call i32 @llvm.smin.i32(i32 %18, i32 %19)
  store i32 %20, ptr addrspace(1) %10, align 4, !tbaa !13
  call void @llvm.lifetime.end.p0(ptr nonnull %4) #7
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI12BundleOffsetEE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, ptr addrspace(1) noundef align 4 %1, ptr noundef byval(%"class.sycl::_V1::id") align 8 %2) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !18 !kernel_arg_exclusive_ptr !18 !sycl_fixed_targets !11 !sycl_kernel_omit_args !19 {
  %4 = alloca %struct.Limits, align 4
  %5 = load i64, ptr %0, align 8
  %6 = load i64, ptr %2, align 8
  %7 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %6
  %8 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #6
  %9 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #6
  %10 = icmp ult i64 %8, %5
  br i1 %10, label %11, label %24

11:                                               ; preds = %3
  %12 = addrspacecast ptr %4 to ptr addrspace(4)
  %13 = getelementptr inbounds %struct.Limits, ptr %4, i64 0, i32 1
  br label %14

14:                                               ; preds = %14, %11
  %15 = phi i64 [ %8, %11 ], [ %22, %14 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %4) #7
  call spir_func void @_Z40__sycl_getComposite2020SpecConstantValueI6LimitsET_PKcPKvS5_(ptr addrspace(4) dead_on_unwind writable sret(%struct.Limits) align 4 %12, ptr addrspace(4) noundef @__usid_str, ptr addrspace(4) noundef addrspacecast (ptr addrspace(1) @_ZL7kLimits to ptr addrspace(4)), ptr addrspace(4) noundef null) #8
  %16 = getelementptr inbounds nuw i32, ptr addrspace(1) %7, i64 %15
  %17 = load i32, ptr addrspace(1) %16, align 4, !tbaa !13
  %18 = call spir_func noundef i32 @_Z37__sycl_getScalar2020SpecConstantValueIiET_PKcPKvS4_(ptr addrspace(4) noundef @__usid_str.1, ptr addrspace(4) noundef addrspacecast (ptr addrspace(1) @_ZL7kFactor to ptr addrspace(4)), ptr addrspace(4) noundef null) #8
  %19 = add nsw i32 %18, %17
  %20 = load i32, ptr %13, align 4, !tbaa !13
  %21 = call i32 @llvm.smin.i32(i32 %20, i32 %19)
  store i32 %21, ptr addrspace(1) %16, align 4, !tbaa !13
  call void @llvm.lifetime.end.p0(ptr nonnull %4) #7
  %22 = add i64 %15, %9
  %23 = icmp ult i64 %22, %5
  br i1 %23, label %14, label %24, !llvm.loop !20

24:                                               ; preds = %14, %3
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS12BundleOffset(ptr addrspace(1) noundef align 4 %0, ptr noundef byval(%"class.sycl::_V1::id") align 8 %1) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !21 !kernel_arg_exclusive_ptr !21 !sycl_fixed_targets !11 !sycl_kernel_omit_args !22 {
  %3 = alloca %struct.Limits, align 4
  %4 = load i64, ptr %1, align 8
  %5 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %4
  %6 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #6
  %7 = icmp ult i64 %6, 2147483648
  tail call void @llvm.assume(i1 %7)
  %8 = addrspacecast ptr %3 to ptr addrspace(4)
  call void @llvm.lifetime.start.p0(ptr nonnull %3) #7
  call spir_func void @_Z40__sycl_getComposite2020SpecConstantValueI6LimitsET_PKcPKvS5_(ptr addrspace(4) dead_on_unwind writable sret(%struct.Limits) align 4 %8, ptr addrspace(4) noundef @__usid_str, ptr addrspace(4) noundef addrspacecast (ptr addrspace(1) @_ZL7kLimits to ptr addrspace(4)), ptr addrspace(4) noundef null) #8
  %9 = getelementptr inbounds nuw i32, ptr addrspace(1) %5, i64 %6
  %10 = load i32, ptr addrspace(1) %9, align 4, !tbaa !13
  %11 = call spir_func noundef i32 @_Z37__sycl_getScalar2020SpecConstantValueIiET_PKcPKvS4_(ptr addrspace(4) noundef @__usid_str.1, ptr addrspace(4) noundef addrspacecast (ptr addrspace(1) @_ZL7kFactor to ptr addrspace(4)), ptr addrspace(4) noundef null) #8
  %12 = add nsw i32 %11, %10
  %13 = getelementptr inbounds %struct.Limits, ptr %3, i64 0, i32 1
  %14 = load i32, ptr %13, align 4, !tbaa !13
  %15 = call i32 @llvm.smin.i32(i32 %14, i32 %12)
  store i32 %15, ptr addrspace(1) %9, align 4, !tbaa !13
  call void @llvm.lifetime.end.p0(ptr nonnull %3) #7
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI11HandlerReadEE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, ptr addrspace(1) noundef align 4 %1, ptr noundef byval(%"class.sycl::_V1::id") align 8 %2, i32 noundef %3) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !10 !kernel_arg_exclusive_ptr !10 !sycl_fixed_targets !11 !sycl_kernel_omit_args !12 {
  %5 = load i64, ptr %0, align 8
  %6 = load i64, ptr %2, align 8
  %7 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %6
  %8 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #6
  %9 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #6
  %10 = icmp ult i64 %8, %5
  br i1 %10, label %11, label %19

11:                                               ; preds = %11, %4
  %12 = phi i64 [ %17, %11 ], [ %8, %4 ]
  %13 = tail call spir_func noundef i32 @_Z37__sycl_getScalar2020SpecConstantValueIiET_PKcPKvS4_(ptr addrspace(4) noundef @__usid_str.2, ptr addrspace(4) noundef addrspacecast (ptr addrspace(1) @_ZL7kOffset to ptr addrspace(4)), ptr addrspace(4) noundef null) #8
  %14 = mul nsw i32 %13, 100
  %15 = add nsw i32 %14, %3
  %16 = getelementptr inbounds nuw i32, ptr addrspace(1) %7, i64 %12
  store i32 %15, ptr addrspace(1) %16, align 4, !tbaa !13
  %17 = add i64 %12, %9
  %18 = icmp ult i64 %17, %5
  br i1 %18, label %11, label %19, !llvm.loop !23

19:                                               ; preds = %11, %4
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS11HandlerRead(ptr addrspace(1) noundef align 4 %0, ptr noundef byval(%"class.sycl::_V1::id") align 8 %1, i32 noundef %2) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !16 !kernel_arg_exclusive_ptr !16 !sycl_fixed_targets !11 !sycl_kernel_omit_args !17 {
  %4 = load i64, ptr %1, align 8
  %5 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %4
  %6 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #6
  %7 = icmp ult i64 %6, 2147483648
  tail call void @llvm.assume(i1 %7)
  %8 = tail call spir_func noundef i32 @_Z37__sycl_getScalar2020SpecConstantValueIiET_PKcPKvS4_(ptr addrspace(4) noundef @__usid_str.2, ptr addrspace(4) noundef addrspacecast (ptr addrspace(1) @_ZL7kOffset to ptr addrspace(4)), ptr addrspace(4) noundef null) #8
  %9 = mul nsw i32 %8, 100
  %10 = add nsw i32 %9, %2
  %11 = getelementptr inbounds nuw i32, ptr addrspace(1) %5, i64 %6
  store i32 %10, ptr addrspace(1) %11, align 4, !tbaa !13
  ret void
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #5

declare dso_local spir_func i32 @_Z18__spirv_ocl_printfPU3AS2Kcz(ptr addrspace(2), ...)

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "sycl-module-id"="rtc_0.cpp" "sycl-optlevel"="2" "uniform-work-group-size" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size" }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #4 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size" }
attributes #5 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { convergent nounwind willreturn memory(none) "uniform-work-group-size" }
attributes #7 = { nounwind }
attributes #8 = { convergent nounwind "uniform-work-group-size" }

!llvm.module.flags = !{!0, !1}
!opencl.spir.version = !{!2}
!spirv.Source = !{!3}
!llvm.ident = !{!4}
!llvm.errno.tbaa = !{!5}

!0 = !{i32 1, !"sycl-device", i32 1}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{i32 1, i32 2}
!3 = !{i32 4, i32 100000}
!4 = !{!"Intel(R) oneAPI DPC++/C++ Compiler 2026.2.0 (2026.2.0.20261001)"}
!5 = !{!6, !7, i64 0}
!6 = !{!"__libc_errno", !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{i1 false, i1 true, i1 false, i1 false}
!11 = !{}
!12 = !{i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true}
!13 = !{!7, !7, i64 0}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
!16 = !{i1 true, i1 false, i1 false}
!17 = !{i1 false, i1 true, i1 true, i1 false, i1 false, i1 true}
!18 = !{i1 false, i1 true, i1 false}
!19 = !{i1 false, i1 false, i1 true, i1 true, i1 false, i1 true}
!20 = distinct !{!20, !15}
!21 = !{i1 true, i1 false}
!22 = !{i1 false, i1 true, i1 true, i1 false, i1 true}
!23 = distinct !{!23, !15}
