source_filename = "rtc_0.cpp"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [1 x i64] }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array" }

$_ZTSN4sycl3_V16detail18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN9Particles4stepERNS0_5queueERSt6vectorINS0_5eventESaIS9_EEfENKUlRNS0_7handlerEE_clESE_EUlNS0_2idILi1EEEE_EE = comdat any

$_ZTSZZN9Particles4stepERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEfENKUlRNS1_7handlerEE_clESA_EUlNS1_2idILi1EEEE_ = comdat any

$_ZTSN4sycl3_V16detail18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN9Particles4stepERNS0_5queueERSt6vectorINS0_5eventESaIS9_EEfENKUlRNS0_7handlerEE0_clESE_EUlNS0_2idILi1EEEE_EE = comdat any

$_ZTSZZN9Particles4stepERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEfENKUlRNS1_7handlerEE0_clESA_EUlNS1_2idILi1EEEE_ = comdat any

$_ZTSN4sycl3_V16detail18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN9Particles4stepERNS0_5queueERSt6vectorINS0_5eventESaIS9_EEfENKUlRNS0_7handlerEE1_clESE_EUlNS0_2idILi1EEEE_EE = comdat any

$_ZTSZZN9Particles4stepERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEfENKUlRNS1_7handlerEE1_clESA_EUlNS1_2idILi1EEEE_ = comdat any

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN9Particles4stepERNS0_5queueERSt6vectorINS0_5eventESaIS9_EEfENKUlRNS0_7handlerEE_clESE_EUlNS0_2idILi1EEEE_EE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, ptr addrspace(1) noundef align 4 %1, ptr noundef byval(%"class.sycl::_V1::id") align 8 %2, ptr addrspace(1) noundef readonly align 4 %3, ptr noundef byval(%"class.sycl::_V1::id") align 8 %4, ptr addrspace(1) noundef align 4 %5, ptr noundef byval(%"class.sycl::_V1::id") align 8 %6, float noundef %7) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !10 !kernel_arg_exclusive_ptr !10 !sycl_fixed_targets !11 !sycl_kernel_omit_args !12 {
  %9 = load i64, ptr %0, align 8
  %10 = load i64, ptr %2, align 8
  %11 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %10
  %12 = load i64, ptr %4, align 8
  %13 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %12
  %14 = load i64, ptr %6, align 8
  %15 = getelementptr inbounds nuw float, ptr addrspace(1) %5, i64 %14
  %16 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %17 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #4
  %18 = icmp ult i64 %16, %9
  br i1 %18, label %19, label %35

19:                                               ; preds = %8
  %20 = fneg float %7
  br label %21

21:                                               ; preds = %21, %19
  %22 = phi i64 [ %33, %21 ], [ %16, %19 ]
  %23 = getelementptr inbounds nuw float, ptr addrspace(1) %11, i64 %22
  %24 = load float, ptr addrspace(1) %23, align 4, !tbaa !13
  %25 = fmul float %24, 0x3F847AE140000000
  %26 = getelementptr inbounds nuw float, ptr addrspace(1) %13, i64 %22
  %27 = load float, ptr addrspace(1) %26, align 4, !tbaa !13
  %28 = fdiv float %25, %27
  %29 = fsub float %24, %28
  store float %29, ptr addrspace(1) %23, align 4, !tbaa !13
  %30 = getelementptr inbounds nuw float, ptr addrspace(1) %15, i64 %22
  %31 = load float, ptr addrspace(1) %30, align 4, !tbaa !13
  %32 = tail call float @llvm.fmuladd.f32(float %20, float 0x40239EB860000000, float %31)
  store float %32, ptr addrspace(1) %30, align 4, !tbaa !13
  %33 = add i64 %22, %17
  %34 = icmp ult i64 %33, %9
  br i1 %34, label %21, label %35, !llvm.loop !15

35:                                               ; preds = %21, %8
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
define weak_odr dso_local spir_kernel void @_ZTSZZN9Particles4stepERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEfENKUlRNS1_7handlerEE_clESA_EUlNS1_2idILi1EEEE_(ptr addrspace(1) noundef align 4 %0, ptr noundef byval(%"class.sycl::_V1::id") align 8 %1, ptr addrspace(1) noundef readonly align 4 %2, ptr noundef byval(%"class.sycl::_V1::id") align 8 %3, ptr addrspace(1) noundef align 4 %4, ptr noundef byval(%"class.sycl::_V1::id") align 8 %5, float noundef %6) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !17 !kernel_arg_exclusive_ptr !17 !sycl_fixed_targets !11 !sycl_kernel_omit_args !18 {
  %8 = load i64, ptr %1, align 8
  %9 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %8
  %10 = load i64, ptr %3, align 8
  %11 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %10
  %12 = load i64, ptr %5, align 8
  %13 = getelementptr inbounds nuw float, ptr addrspace(1) %4, i64 %12
  %14 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %15 = icmp ult i64 %14, 2147483648
  tail call void @llvm.assume(i1 %15)
  %16 = getelementptr inbounds nuw float, ptr addrspace(1) %9, i64 %14
  %17 = load float, ptr addrspace(1) %16, align 4, !tbaa !13
  %18 = fmul float %17, 0x3F847AE140000000
  %19 = getelementptr inbounds nuw float, ptr addrspace(1) %11, i64 %14
  %20 = load float, ptr addrspace(1) %19, align 4, !tbaa !13
  %21 = fdiv float %18, %20
  %22 = fsub float %17, %21
  store float %22, ptr addrspace(1) %16, align 4, !tbaa !13
  %23 = getelementptr inbounds nuw float, ptr addrspace(1) %13, i64 %14
  %24 = load float, ptr addrspace(1) %23, align 4, !tbaa !13
  %25 = fneg float %6
  %26 = tail call float @llvm.fmuladd.f32(float %25, float 0x40239EB860000000, float %24)
  store float %26, ptr addrspace(1) %23, align 4, !tbaa !13
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN9Particles4stepERNS0_5queueERSt6vectorINS0_5eventESaIS9_EEfENKUlRNS0_7handlerEE0_clESE_EUlNS0_2idILi1EEEE_EE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, ptr addrspace(1) noundef align 4 %1, ptr noundef byval(%"class.sycl::_V1::id") align 8 %2, float noundef %3, ptr addrspace(1) noundef readonly align 4 %4, ptr noundef byval(%"class.sycl::_V1::id") align 8 %5, ptr addrspace(1) noundef align 4 %6, ptr noundef byval(%"class.sycl::_V1::id") align 8 %7, ptr addrspace(1) noundef readonly align 4 %8, ptr noundef byval(%"class.sycl::_V1::id") align 8 %9) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !19 !kernel_arg_exclusive_ptr !19 !sycl_fixed_targets !11 !sycl_kernel_omit_args !20 {
  %11 = load i64, ptr %0, align 8
  %12 = load i64, ptr %2, align 8
  %13 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %12
  %14 = load i64, ptr %5, align 8
  %15 = getelementptr inbounds nuw float, ptr addrspace(1) %4, i64 %14
  %16 = load i64, ptr %7, align 8
  %17 = getelementptr inbounds nuw float, ptr addrspace(1) %6, i64 %16
  %18 = load i64, ptr %9, align 8
  %19 = getelementptr inbounds nuw float, ptr addrspace(1) %8, i64 %18
  %20 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %21 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #4
  %22 = icmp ult i64 %20, %11
  br i1 %22, label %23, label %37

23:                                               ; preds = %23, %10
  %24 = phi i64 [ %35, %23 ], [ %20, %10 ]
  %25 = getelementptr inbounds nuw float, ptr addrspace(1) %15, i64 %24
  %26 = load float, ptr addrspace(1) %25, align 4, !tbaa !13
  %27 = getelementptr inbounds nuw float, ptr addrspace(1) %13, i64 %24
  %28 = load float, ptr addrspace(1) %27, align 4, !tbaa !13
  %29 = tail call float @llvm.fmuladd.f32(float %3, float %26, float %28)
  store float %29, ptr addrspace(1) %27, align 4, !tbaa !13
  %30 = getelementptr inbounds nuw float, ptr addrspace(1) %19, i64 %24
  %31 = load float, ptr addrspace(1) %30, align 4, !tbaa !13
  %32 = getelementptr inbounds nuw float, ptr addrspace(1) %17, i64 %24
  %33 = load float, ptr addrspace(1) %32, align 4, !tbaa !13
  %34 = tail call float @llvm.fmuladd.f32(float %3, float %31, float %33)
  store float %34, ptr addrspace(1) %32, align 4, !tbaa !13
  %35 = add i64 %24, %21
  %36 = icmp ult i64 %35, %11
  br i1 %36, label %23, label %37, !llvm.loop !21

37:                                               ; preds = %23, %10
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSZZN9Particles4stepERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEfENKUlRNS1_7handlerEE0_clESA_EUlNS1_2idILi1EEEE_(ptr addrspace(1) noundef align 4 %0, ptr noundef byval(%"class.sycl::_V1::id") align 8 %1, float noundef %2, ptr addrspace(1) noundef readonly align 4 %3, ptr noundef byval(%"class.sycl::_V1::id") align 8 %4, ptr addrspace(1) noundef align 4 %5, ptr noundef byval(%"class.sycl::_V1::id") align 8 %6, ptr addrspace(1) noundef readonly align 4 %7, ptr noundef byval(%"class.sycl::_V1::id") align 8 %8) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !22 !kernel_arg_exclusive_ptr !22 !sycl_fixed_targets !11 !sycl_kernel_omit_args !23 {
  %10 = load i64, ptr %1, align 8
  %11 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %10
  %12 = load i64, ptr %4, align 8
  %13 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %12
  %14 = load i64, ptr %6, align 8
  %15 = getelementptr inbounds nuw float, ptr addrspace(1) %5, i64 %14
  %16 = load i64, ptr %8, align 8
  %17 = getelementptr inbounds nuw float, ptr addrspace(1) %7, i64 %16
  %18 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %19 = icmp ult i64 %18, 2147483648
  tail call void @llvm.assume(i1 %19)
  %20 = getelementptr inbounds nuw float, ptr addrspace(1) %13, i64 %18
  %21 = load float, ptr addrspace(1) %20, align 4, !tbaa !13
  %22 = getelementptr inbounds nuw float, ptr addrspace(1) %11, i64 %18
  %23 = load float, ptr addrspace(1) %22, align 4, !tbaa !13
  %24 = tail call float @llvm.fmuladd.f32(float %2, float %21, float %23)
  store float %24, ptr addrspace(1) %22, align 4, !tbaa !13
  %25 = getelementptr inbounds nuw float, ptr addrspace(1) %17, i64 %18
  %26 = load float, ptr addrspace(1) %25, align 4, !tbaa !13
  %27 = getelementptr inbounds nuw float, ptr addrspace(1) %15, i64 %18
  %28 = load float, ptr addrspace(1) %27, align 4, !tbaa !13
  %29 = tail call float @llvm.fmuladd.f32(float %2, float %26, float %28)
  store float %29, ptr addrspace(1) %27, align 4, !tbaa !13
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN9Particles4stepERNS0_5queueERSt6vectorINS0_5eventESaIS9_EEfENKUlRNS0_7handlerEE1_clESE_EUlNS0_2idILi1EEEE_EE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, ptr addrspace(1) noundef align 4 %1, ptr noundef byval(%"class.sycl::_V1::id") align 8 %2, ptr addrspace(1) noundef align 4 %3, ptr noundef byval(%"class.sycl::_V1::id") align 8 %4) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !24 !kernel_arg_exclusive_ptr !24 !sycl_fixed_targets !11 !sycl_kernel_omit_args !25 {
  %6 = load i64, ptr %0, align 8
  %7 = load i64, ptr %2, align 8
  %8 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %7
  %9 = load i64, ptr %4, align 8
  %10 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %9
  %11 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %12 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #4
  %13 = icmp ult i64 %11, %6
  br i1 %13, label %14, label %27

14:                                               ; preds = %24, %5
  %15 = phi i64 [ %25, %24 ], [ %11, %5 ]
  %16 = getelementptr inbounds nuw float, ptr addrspace(1) %8, i64 %15
  %17 = load float, ptr addrspace(1) %16, align 4, !tbaa !13
  %18 = fcmp olt float %17, 0.000000e+00
  br i1 %18, label %19, label %24

19:                                               ; preds = %14
  %20 = fneg float %17
  store float %20, ptr addrspace(1) %16, align 4, !tbaa !13
  %21 = getelementptr inbounds nuw float, ptr addrspace(1) %10, i64 %15
  %22 = load float, ptr addrspace(1) %21, align 4, !tbaa !13
  %23 = fneg float %22
  store float %23, ptr addrspace(1) %21, align 4, !tbaa !13
  br label %24

24:                                               ; preds = %19, %14
  %25 = add i64 %15, %12
  %26 = icmp ult i64 %25, %6
  br i1 %26, label %14, label %27, !llvm.loop !26

27:                                               ; preds = %24, %5
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSZZN9Particles4stepERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEfENKUlRNS1_7handlerEE1_clESA_EUlNS1_2idILi1EEEE_(ptr addrspace(1) noundef align 4 %0, ptr noundef byval(%"class.sycl::_V1::id") align 8 %1, ptr addrspace(1) noundef align 4 %2, ptr noundef byval(%"class.sycl::_V1::id") align 8 %3) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !27 !kernel_arg_exclusive_ptr !27 !sycl_fixed_targets !11 !sycl_kernel_omit_args !28 {
  %5 = load i64, ptr %1, align 8
  %6 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %5
  %7 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %8 = icmp ult i64 %7, 2147483648
  tail call void @llvm.assume(i1 %8)
  %9 = getelementptr inbounds nuw float, ptr addrspace(1) %6, i64 %7
  %10 = load float, ptr addrspace(1) %9, align 4, !tbaa !13
  %11 = fcmp olt float %10, 0.000000e+00
  br i1 %11, label %12, label %19

12:                                               ; preds = %4
  %13 = load i64, ptr %3, align 8
  %14 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %13
  %15 = fneg float %10
  store float %15, ptr addrspace(1) %9, align 4, !tbaa !13
  %16 = getelementptr inbounds nuw float, ptr addrspace(1) %14, i64 %7
  %17 = load float, ptr addrspace(1) %16, align 4, !tbaa !13
  %18 = fneg float %17
  store float %18, ptr addrspace(1) %16, align 4, !tbaa !13
  br label %19

19:                                               ; preds = %12, %4
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
!10 = !{i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 false}
!11 = !{}
!12 = !{i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false}
!13 = !{!14, !14, i64 0}
!14 = !{!"float", !8, i64 0}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = !{i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 false}
!18 = !{i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false}
!19 = !{i1 false, i1 true, i1 false, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false}
!20 = !{i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false}
!21 = distinct !{!21, !16}
!22 = !{i1 true, i1 false, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false}
!23 = !{i1 false, i1 true, i1 true, i1 false, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false}
!24 = !{i1 false, i1 true, i1 false, i1 true, i1 false}
!25 = !{i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false}
!26 = distinct !{!26, !16}
!27 = !{i1 true, i1 false, i1 true, i1 false}
!28 = !{i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false}
