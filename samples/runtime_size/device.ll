source_filename = "rtc_0.cpp"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [1 x i64] }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::range.3" = type { %"class.sycl::_V1::detail::array.4" }
%"class.sycl::_V1::detail::array.4" = type { [2 x i64] }
%"class.sycl::_V1::id.5" = type { %"class.sycl::_V1::detail::array.4" }
%class.anon.22 = type { ptr addrspace(4) }

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI4AxpbEE = comdat any

$_ZTS4Axpb = comdat any

$_ZTSN4sycl3_V16detail18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZ4mainENKUlRNS0_7handlerEE0_clES6_EUlNS0_2idILi2EEEE_EE = comdat any

$_ZTSZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_EUlNS0_2idILi2EEEE_ = comdat any

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI6SquareEE = comdat any

$_ZTS6Square = comdat any

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI4AxpbEE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, ptr addrspace(1) noundef align 4 %1, ptr noundef byval(%"class.sycl::_V1::id") align 8 %2, float noundef %3, i32 noundef %4) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !10 !kernel_arg_exclusive_ptr !10 !sycl_fixed_targets !11 !sycl_kernel_omit_args !12 {
  %6 = load i64, ptr %0, align 8
  %7 = load i64, ptr %2, align 8
  %8 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %7
  %9 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %10 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #4
  %11 = icmp ult i64 %9, %6
  br i1 %11, label %12, label %21

12:                                               ; preds = %5
  %13 = sitofp i32 %4 to float
  br label %14

14:                                               ; preds = %14, %12
  %15 = phi i64 [ %9, %12 ], [ %19, %14 ]
  %16 = getelementptr inbounds nuw float, ptr addrspace(1) %8, i64 %15
  %17 = load float, ptr addrspace(1) %16, align 4, !tbaa !13
  %18 = tail call float @llvm.fmuladd.f32(float %3, float %17, float %13)
  store float %18, ptr addrspace(1) %16, align 4, !tbaa !13
  %19 = add i64 %15, %10
  %20 = icmp ult i64 %19, %6
  br i1 %20, label %14, label %21, !llvm.loop !15

21:                                               ; preds = %14, %5
  ret void
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS4Axpb(ptr addrspace(1) noundef align 4 %0, ptr noundef byval(%"class.sycl::_V1::id") align 8 %1, float noundef %2, i32 noundef %3) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !17 !kernel_arg_exclusive_ptr !17 !sycl_fixed_targets !11 !sycl_kernel_omit_args !18 {
  %5 = load i64, ptr %1, align 8
  %6 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %5
  %7 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %8 = icmp ult i64 %7, 2147483648
  tail call void @llvm.assume(i1 %8)
  %9 = getelementptr inbounds nuw float, ptr addrspace(1) %6, i64 %7
  %10 = load float, ptr addrspace(1) %9, align 4, !tbaa !13
  %11 = sitofp i32 %3 to float
  %12 = tail call float @llvm.fmuladd.f32(float %2, float %10, float %11)
  store float %12, ptr addrspace(1) %9, align 4, !tbaa !13
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZ4mainENKUlRNS0_7handlerEE0_clES6_EUlNS0_2idILi2EEEE_EE(ptr noundef byval(%"class.sycl::_V1::range.3") align 8 %0, ptr addrspace(1) noundef align 4 %1, ptr noundef byval(%"class.sycl::_V1::range.3") align 8 %2, ptr noundef byval(%"class.sycl::_V1::id.5") align 8 %3, i64 noundef %4) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !10 !kernel_arg_exclusive_ptr !10 !sycl_fixed_targets !11 !sycl_kernel_omit_args !19 {
  %6 = load i64, ptr %0, align 8
  %7 = getelementptr inbounds i64, ptr %0, i64 1
  %8 = load i64, ptr %7, align 8
  %9 = getelementptr inbounds i64, ptr %2, i64 1
  %10 = load i64, ptr %9, align 8
  %11 = load i64, ptr %3, align 8
  %12 = getelementptr inbounds i64, ptr %3, i64 1
  %13 = load i64, ptr %12, align 8
  %14 = mul i64 %11, %10
  %15 = getelementptr i32, ptr addrspace(1) %1, i64 %13
  %16 = getelementptr i32, ptr addrspace(1) %15, i64 %14
  %17 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 1) #4
  %18 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %19 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 1) #4
  %20 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #4
  %21 = icmp ult i64 %17, %6
  %22 = icmp ult i64 %18, %8
  %23 = select i1 %22, i1 %21, i1 false
  br i1 %23, label %24, label %39

24:                                               ; preds = %36, %5
  %25 = phi i64 [ %37, %36 ], [ %18, %5 ]
  %26 = getelementptr i32, ptr addrspace(1) %16, i64 %25
  br label %27

27:                                               ; preds = %27, %24
  %28 = phi i64 [ %17, %24 ], [ %34, %27 ]
  %29 = mul i64 %28, %4
  %30 = add i64 %29, %25
  %31 = trunc i64 %30 to i32
  %32 = mul i64 %28, %10
  %33 = getelementptr i32, ptr addrspace(1) %26, i64 %32
  store i32 %31, ptr addrspace(1) %33, align 4, !tbaa !20
  %34 = add i64 %28, %19
  %35 = icmp ult i64 %34, %6
  br i1 %35, label %27, label %36

36:                                               ; preds = %27
  %37 = add i64 %25, %20
  %38 = icmp ult i64 %37, %8
  br i1 %38, label %24, label %39, !llvm.loop !21

39:                                               ; preds = %36, %5
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_EUlNS0_2idILi2EEEE_(ptr addrspace(1) noundef align 4 %0, ptr noundef byval(%"class.sycl::_V1::range.3") align 8 %1, ptr noundef byval(%"class.sycl::_V1::id.5") align 8 %2, i64 noundef %3) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !17 !kernel_arg_exclusive_ptr !17 !sycl_fixed_targets !11 !sycl_kernel_omit_args !10 {
  %5 = getelementptr inbounds i64, ptr %1, i64 1
  %6 = load i64, ptr %5, align 8
  %7 = load i64, ptr %2, align 8
  %8 = getelementptr inbounds i64, ptr %2, i64 1
  %9 = load i64, ptr %8, align 8
  %10 = mul i64 %7, %6
  %11 = getelementptr i32, ptr addrspace(1) %0, i64 %9
  %12 = getelementptr i32, ptr addrspace(1) %11, i64 %10
  %13 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 1) #4
  %14 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %15 = icmp ult i64 %13, 2147483648
  tail call void @llvm.assume(i1 %15)
  %16 = icmp ult i64 %14, 2147483648
  tail call void @llvm.assume(i1 %16)
  %17 = mul i64 %13, %3
  %18 = add i64 %17, %14
  %19 = trunc i64 %18 to i32
  %20 = mul i64 %13, %6
  %21 = getelementptr i32, ptr addrspace(1) %12, i64 %14
  %22 = getelementptr i32, ptr addrspace(1) %21, i64 %20
  store i32 %19, ptr addrspace(1) %22, align 4, !tbaa !20
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI6SquareEE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, ptr noundef byval(%class.anon.22) align 8 %1) local_unnamed_addr #0 comdat !sycl_fixed_targets !11 !sycl_kernel_omit_args !22 {
  %3 = load i64, ptr %0, align 8
  %4 = getelementptr inbounds nuw { i64 }, ptr %1, i64 0, i32 0
  %5 = load i64, ptr %4, align 8, !tbaa !23
  %6 = inttoptr i64 %5 to ptr addrspace(4)
  %7 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %8 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #4
  %9 = icmp ult i64 %7, %3
  br i1 %9, label %10, label %17

10:                                               ; preds = %10, %2
  %11 = phi i64 [ %15, %10 ], [ %7, %2 ]
  %12 = getelementptr inbounds nuw float, ptr addrspace(4) %6, i64 %11
  %13 = load float, ptr addrspace(4) %12, align 4, !tbaa !13
  %14 = fmul float %13, %13
  store float %14, ptr addrspace(4) %12, align 4, !tbaa !13
  %15 = add i64 %11, %8
  %16 = icmp ult i64 %15, %3
  br i1 %16, label %10, label %17, !llvm.loop !26

17:                                               ; preds = %10, %2
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS6Square(ptr addrspace(1) noundef align 4 %0) local_unnamed_addr #0 comdat !sycl_fixed_targets !11 !sycl_kernel_omit_args !27 {
  %2 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %3 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %2
  %4 = load float, ptr addrspace(1) %3, align 4, !tbaa !13
  %5 = fmul float %4, %4
  %6 = icmp ult i64 %2, 2147483648
  tail call void @llvm.assume(i1 %6)
  store float %5, ptr addrspace(1) %3, align 4, !tbaa !13
  ret void
}

declare dso_local spir_func i32 @_Z18__spirv_ocl_printfPU3AS2Kcz(ptr addrspace(2), ...)

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "sycl-module-id"="rtc_0.cpp" "sycl-optlevel"="2" "uniform-work-group-size" }
attributes #1 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #3 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size" }
attributes #4 = { convergent nounwind willreturn memory(none) "uniform-work-group-size" }

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
!10 = !{i1 false, i1 true, i1 false, i1 false, i1 false}
!11 = !{}
!12 = !{i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 false}
!13 = !{!14, !14, i64 0}
!14 = !{!"float", !8, i64 0}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = !{i1 true, i1 false, i1 false, i1 false}
!18 = !{i1 false, i1 true, i1 true, i1 false, i1 false, i1 false}
!19 = !{i1 false, i1 false, i1 true, i1 false, i1 false, i1 false}
!20 = !{!7, !7, i64 0}
!21 = distinct !{!21, !16}
!22 = !{i1 false, i1 false}
!23 = !{!24, !24, i64 0}
!24 = !{!"p1 float", !25, i64 0}
!25 = !{!"any pointer", !8, i64 0}
!26 = distinct !{!26, !16}
!27 = !{i1 false}
