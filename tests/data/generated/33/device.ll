source_filename = "rtc_0.cpp"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

%"class.sycl::_V1::range.2" = type { %"class.sycl::_V1::detail::array.3" }
%"class.sycl::_V1::detail::array.3" = type { [2 x i64] }
%"class.sycl::_V1::id.4" = type { %"class.sycl::_V1::detail::array.3" }
%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [1 x i64] }
%class.anon.12 = type { ptr addrspace(4), ptr addrspace(4) }

$_ZTS9GroupMax1 = comdat any

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI4Map2EE = comdat any

$_ZTS4Map2 = comdat any

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI10Histogram3EE = comdat any

$_ZTS10Histogram3 = comdat any

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS9GroupMax1(i64 noundef %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2) local_unnamed_addr #0 comdat !sycl_fixed_targets !10 !sycl_kernel_omit_args !11 {
  %4 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %5 = icmp ult i64 %4, 2147483648
  tail call void @llvm.assume(i1 %5)
  %6 = tail call spir_func noundef i64 @_Z32__spirv_BuiltInLocalInvocationIdi(i32 noundef 0) #4
  %7 = icmp ult i64 %6, 2147483648
  tail call void @llvm.assume(i1 %7)
  %8 = icmp ult i64 %4, %0
  br i1 %8, label %9, label %12

9:                                                ; preds = %3
  %10 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %4
  %11 = load float, ptr addrspace(1) %10, align 4, !tbaa !12
  br label %12

12:                                               ; preds = %9, %3
  %13 = phi float [ %11, %9 ], [ 0.000000e+00, %3 ]
  %14 = tail call spir_func noundef float @_Z17__spirv_GroupFAddiif(i32 noundef 2, i32 noundef 0, float noundef %13) #5
  %15 = icmp eq i64 %6, 0
  br i1 %15, label %16, label %20

16:                                               ; preds = %12
  %17 = tail call spir_func noundef i64 @_Z26__spirv_BuiltInWorkgroupIdi(i32 noundef 0) #4
  %18 = icmp ult i64 %17, 2147483648
  tail call void @llvm.assume(i1 %18)
  %19 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %17
  store float %14, ptr addrspace(1) %19, align 4, !tbaa !12
  br label %20

20:                                               ; preds = %16, %12
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z32__spirv_BuiltInLocalInvocationIdi(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local spir_func noundef float @_Z17__spirv_GroupFAddiif(i32 noundef, i32 noundef, float noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z26__spirv_BuiltInWorkgroupIdi(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI4Map2EE(ptr noundef byval(%"class.sycl::_V1::range.2") align 8 %0, ptr addrspace(1) noundef align 4 %1, ptr noundef byval(%"class.sycl::_V1::range.2") align 8 %2, ptr noundef byval(%"class.sycl::_V1::id.4") align 8 %3, float noundef %4, i32 noundef %5) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !14 !kernel_arg_exclusive_ptr !14 !sycl_fixed_targets !10 !sycl_kernel_omit_args !15 {
  %7 = load i64, ptr %0, align 8
  %8 = getelementptr inbounds i64, ptr %0, i64 1
  %9 = load i64, ptr %8, align 8
  %10 = getelementptr inbounds i64, ptr %2, i64 1
  %11 = load i64, ptr %10, align 8
  %12 = load i64, ptr %3, align 8
  %13 = getelementptr inbounds i64, ptr %3, i64 1
  %14 = load i64, ptr %13, align 8
  %15 = mul i64 %12, %11
  %16 = getelementptr float, ptr addrspace(1) %1, i64 %14
  %17 = getelementptr float, ptr addrspace(1) %16, i64 %15
  %18 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 1) #4
  %19 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %20 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 1) #4
  %21 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #4
  %22 = icmp ult i64 %18, %7
  %23 = icmp ult i64 %19, %9
  %24 = select i1 %23, i1 %22, i1 false
  br i1 %24, label %25, label %44

25:                                               ; preds = %6
  %26 = sitofp i32 %5 to float
  br label %27

27:                                               ; preds = %41, %25
  %28 = phi i64 [ %19, %25 ], [ %42, %41 ]
  %29 = phi i64 [ %18, %25 ], [ %43, %41 ]
  %30 = tail call spir_func noundef float @_Z16__spirv_ocl_fabsf(float noundef %26) #4
  %31 = tail call spir_func noundef float @_Z16__spirv_ocl_sqrtf(float noundef %30) #4
  %32 = fadd float %4, %31
  %33 = mul i64 %29, %11
  %34 = getelementptr float, ptr addrspace(1) %17, i64 %28
  %35 = getelementptr float, ptr addrspace(1) %34, i64 %33
  store float %32, ptr addrspace(1) %35, align 4, !tbaa !12
  %36 = add i64 %29, %20
  %37 = icmp ult i64 %36, %7
  br i1 %37, label %41, label %38

38:                                               ; preds = %27
  %39 = add i64 %28, %21
  %40 = icmp ult i64 %39, %9
  br i1 %40, label %41, label %44

41:                                               ; preds = %38, %27
  %42 = phi i64 [ %39, %38 ], [ %28, %27 ]
  %43 = phi i64 [ %18, %38 ], [ %36, %27 ]
  br label %27, !llvm.loop !16

44:                                               ; preds = %38, %6
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef float @_Z16__spirv_ocl_sqrtf(float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef float @_Z16__spirv_ocl_fabsf(float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS4Map2(ptr addrspace(1) noundef align 4 %0, ptr noundef byval(%"class.sycl::_V1::range.2") align 8 %1, ptr noundef byval(%"class.sycl::_V1::id.4") align 8 %2, float noundef %3, i32 noundef %4) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !18 !kernel_arg_exclusive_ptr !18 !sycl_fixed_targets !10 !sycl_kernel_omit_args !14 {
  %6 = getelementptr inbounds i64, ptr %1, i64 1
  %7 = load i64, ptr %6, align 8
  %8 = load i64, ptr %2, align 8
  %9 = getelementptr inbounds i64, ptr %2, i64 1
  %10 = load i64, ptr %9, align 8
  %11 = mul i64 %8, %7
  %12 = getelementptr float, ptr addrspace(1) %0, i64 %10
  %13 = getelementptr float, ptr addrspace(1) %12, i64 %11
  %14 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 1) #4
  %15 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %16 = icmp ult i64 %14, 2147483648
  tail call void @llvm.assume(i1 %16)
  %17 = icmp ult i64 %15, 2147483648
  tail call void @llvm.assume(i1 %17)
  %18 = sitofp i32 %4 to float
  %19 = tail call spir_func noundef float @_Z16__spirv_ocl_fabsf(float noundef %18) #4
  %20 = tail call spir_func noundef float @_Z16__spirv_ocl_sqrtf(float noundef %19) #4
  %21 = fadd float %3, %20
  %22 = mul i64 %14, %7
  %23 = getelementptr float, ptr addrspace(1) %13, i64 %15
  %24 = getelementptr float, ptr addrspace(1) %23, i64 %22
  store float %21, ptr addrspace(1) %24, align 4, !tbaa !12
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI10Histogram3EE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, ptr noundef byval(%class.anon.12) align 8 %1) local_unnamed_addr #0 comdat !sycl_fixed_targets !10 !sycl_kernel_omit_args !19 {
  %3 = load i64, ptr %0, align 8
  %4 = getelementptr inbounds nuw { i64, i64 }, ptr %1, i64 0, i32 0
  %5 = load i64, ptr %4, align 8, !tbaa !20
  %6 = inttoptr i64 %5 to ptr addrspace(4)
  %7 = getelementptr inbounds nuw { i64, i64 }, ptr %1, i64 0, i32 1
  %8 = load i64, ptr %7, align 8, !tbaa !20
  %9 = inttoptr i64 %8 to ptr addrspace(4)
  %10 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %11 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #4
  %12 = icmp ult i64 %10, %3
  br i1 %12, label %13, label %23

13:                                               ; preds = %13, %2
  %14 = phi i64 [ %21, %13 ], [ %10, %2 ]
  %15 = getelementptr inbounds nuw i32, ptr addrspace(4) %6, i64 %14
  %16 = load i32, ptr addrspace(4) %15, align 4, !tbaa !23
  %17 = and i32 %16, 15
  %18 = zext nneg i32 %17 to i64
  %19 = getelementptr inbounds nuw i32, ptr addrspace(4) %9, i64 %18
  %20 = tail call spir_func noundef i32 @_Z18__spirv_AtomicIAddPiiii(ptr addrspace(4) noundef %19, i32 noundef 1, i32 noundef 896, i32 noundef 1) #5
  %21 = add i64 %14, %11
  %22 = icmp ult i64 %21, %3
  br i1 %22, label %13, label %23, !llvm.loop !24

23:                                               ; preds = %13, %2
  ret void
}

; Function Attrs: convergent nounwind
declare dso_local spir_func noundef i32 @_Z18__spirv_AtomicIAddPiiii(ptr addrspace(4) noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS10Histogram3(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) local_unnamed_addr #0 comdat !sycl_fixed_targets !10 !sycl_kernel_omit_args !19 {
  %3 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %4 = icmp ult i64 %3, 2147483648
  tail call void @llvm.assume(i1 %4)
  %5 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %3
  %6 = load i32, ptr addrspace(1) %5, align 4, !tbaa !23
  %7 = and i32 %6, 15
  %8 = zext nneg i32 %7 to i64
  %9 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %8
  %10 = addrspacecast ptr addrspace(1) %9 to ptr addrspace(4)
  %11 = tail call spir_func noundef i32 @_Z18__spirv_AtomicIAddPiiii(ptr addrspace(4) noundef %10, i32 noundef 1, i32 noundef 896, i32 noundef 1) #5
  ret void
}

declare dso_local spir_func i32 @_Z18__spirv_ocl_printfPU3AS2Kcz(ptr addrspace(2), ...)

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "sycl-module-id"="rtc_0.cpp" "sycl-optlevel"="2" "uniform-work-group-size" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #2 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size" }
attributes #3 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size" }
attributes #4 = { convergent nounwind willreturn memory(none) "uniform-work-group-size" }
attributes #5 = { convergent nounwind "uniform-work-group-size" }

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
!10 = !{}
!11 = !{i1 false, i1 false, i1 false}
!12 = !{!13, !13, i64 0}
!13 = !{!"float", !8, i64 0}
!14 = !{i1 false, i1 true, i1 false, i1 false, i1 false, i1 false}
!15 = !{i1 false, i1 false, i1 true, i1 false, i1 false, i1 false, i1 false}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.mustprogress"}
!18 = !{i1 true, i1 false, i1 false, i1 false, i1 false}
!19 = !{i1 false, i1 false}
!20 = !{!21, !21, i64 0}
!21 = !{!"p1 int", !22, i64 0}
!22 = !{!"any pointer", !8, i64 0}
!23 = !{!7, !7, i64 0}
!24 = distinct !{!24, !17}
