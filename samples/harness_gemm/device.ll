source_filename = "rtc_0.cpp"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [2 x i64] }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::range.3" = type { %"class.sycl::_V1::detail::array.4" }
%"class.sycl::_V1::detail::array.4" = type { [1 x i64] }
%"class.sycl::_V1::id.5" = type { %"class.sycl::_V1::detail::array.4" }

$_ZTSZZN13BufferWrapperIfLi2EE10initializeERN4sycl3_V15queueEPfNS2_5rangeILi2EEEENKUlRNS2_7handlerEE_clES9_EUlvE_ = comdat any

$_ZTSZZN13BufferWrapperIfLi1EE10initializeERN4sycl3_V15queueEPfNS2_5rangeILi1EEEENKUlRNS2_7handlerEE_clES9_EUlvE_ = comdat any

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperIZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE_clESC_E11HarnessGemmEE = comdat any

$_ZTSZZN13MatrixKernels3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE_clESA_E11HarnessGemm = comdat any

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperIZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE0_clESC_E13HarnessMatVecEE = comdat any

$_ZTSZZN13MatrixKernels3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE0_clESA_E13HarnessMatVec = comdat any

; Function Attrs: mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSZZN13BufferWrapperIfLi2EE10initializeERN4sycl3_V15queueEPfNS2_5rangeILi2EEEENKUlRNS2_7handlerEE_clES9_EUlvE_() local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !10 !kernel_arg_exclusive_ptr !10 !sycl_fixed_targets !10 !sycl_kernel_omit_args !11 {
  ret void
}

; Function Attrs: mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSZZN13BufferWrapperIfLi1EE10initializeERN4sycl3_V15queueEPfNS2_5rangeILi1EEEENKUlRNS2_7handlerEE_clES9_EUlvE_() local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !10 !kernel_arg_exclusive_ptr !10 !sycl_fixed_targets !10 !sycl_kernel_omit_args !11 {
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperIZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE_clESC_E11HarnessGemmEE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, i64 noundef %1, ptr addrspace(1) noundef align 4 %2, ptr noundef byval(%"class.sycl::_V1::range") align 8 %3, ptr noundef byval(%"class.sycl::_V1::id") align 8 %4, ptr addrspace(1) noundef readonly align 4 %5, ptr noundef byval(%"class.sycl::_V1::range") align 8 %6, ptr noundef byval(%"class.sycl::_V1::id") align 8 %7, ptr addrspace(1) noundef readonly align 4 %8, ptr noundef byval(%"class.sycl::_V1::range") align 8 %9, ptr noundef byval(%"class.sycl::_V1::id") align 8 %10) local_unnamed_addr #1 comdat !kernel_arg_runtime_aligned !12 !kernel_arg_exclusive_ptr !12 !sycl_fixed_targets !10 !sycl_kernel_omit_args !13 {
  %12 = load i64, ptr %0, align 8
  %13 = getelementptr inbounds i64, ptr %0, i64 1
  %14 = load i64, ptr %13, align 8
  %15 = getelementptr inbounds i64, ptr %3, i64 1
  %16 = load i64, ptr %15, align 8
  %17 = load i64, ptr %4, align 8
  %18 = getelementptr inbounds i64, ptr %4, i64 1
  %19 = load i64, ptr %18, align 8
  %20 = mul i64 %17, %16
  %21 = getelementptr float, ptr addrspace(1) %2, i64 %19
  %22 = getelementptr float, ptr addrspace(1) %21, i64 %20
  %23 = getelementptr inbounds i64, ptr %6, i64 1
  %24 = load i64, ptr %23, align 8
  %25 = load i64, ptr %7, align 8
  %26 = getelementptr inbounds i64, ptr %7, i64 1
  %27 = load i64, ptr %26, align 8
  %28 = mul i64 %25, %24
  %29 = getelementptr float, ptr addrspace(1) %5, i64 %27
  %30 = getelementptr float, ptr addrspace(1) %29, i64 %28
  %31 = getelementptr inbounds i64, ptr %9, i64 1
  %32 = load i64, ptr %31, align 8
  %33 = load i64, ptr %10, align 8
  %34 = getelementptr inbounds i64, ptr %10, i64 1
  %35 = load i64, ptr %34, align 8
  %36 = mul i64 %33, %32
  %37 = getelementptr float, ptr addrspace(1) %8, i64 %35
  %38 = getelementptr float, ptr addrspace(1) %37, i64 %36
  %39 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 1) #5
  %40 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #5
  %41 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 1) #5
  %42 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #5
  %43 = icmp uge i64 %39, %12
  %44 = icmp uge i64 %40, %14
  %45 = select i1 %44, i1 true, i1 %43
  br i1 %45, label %77, label %46

46:                                               ; preds = %11
  %47 = icmp eq i64 %1, 0
  br label %48

48:                                               ; preds = %74, %46
  %49 = phi i64 [ %75, %74 ], [ %40, %46 ]
  %50 = getelementptr float, ptr addrspace(1) %38, i64 %49
  %51 = getelementptr float, ptr addrspace(1) %22, i64 %49
  br label %52

52:                                               ; preds = %71, %48
  %53 = phi i64 [ %39, %48 ], [ %72, %71 ]
  br i1 %47, label %71, label %54

54:                                               ; preds = %52
  %55 = mul i64 %53, %24
  %56 = getelementptr float, ptr addrspace(1) %30, i64 %55
  %57 = mul i64 %53, %16
  %58 = getelementptr float, ptr addrspace(1) %51, i64 %57
  %59 = load float, ptr addrspace(1) %58, align 4, !tbaa !14
  br label %60

60:                                               ; preds = %60, %54
  %61 = phi float [ %68, %60 ], [ %59, %54 ]
  %62 = phi i64 [ %69, %60 ], [ 0, %54 ]
  %63 = getelementptr float, ptr addrspace(1) %56, i64 %62
  %64 = load float, ptr addrspace(1) %63, align 4, !tbaa !14
  %65 = mul i64 %62, %32
  %66 = getelementptr float, ptr addrspace(1) %50, i64 %65
  %67 = load float, ptr addrspace(1) %66, align 4, !tbaa !14
  %68 = tail call float @llvm.fmuladd.f32(float %64, float %67, float %61)
  store float %68, ptr addrspace(1) %58, align 4, !tbaa !14
  %69 = add nuw i64 %62, 1
  %70 = icmp eq i64 %69, %1
  br i1 %70, label %71, label %60, !llvm.loop !16

71:                                               ; preds = %60, %52
  %72 = add i64 %53, %41
  %73 = icmp ult i64 %72, %12
  br i1 %73, label %52, label %74

74:                                               ; preds = %71
  %75 = add i64 %49, %42
  %76 = icmp ult i64 %75, %14
  br i1 %76, label %48, label %77, !llvm.loop !18

77:                                               ; preds = %74, %11
  ret void
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSZZN13MatrixKernels3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE_clESA_E11HarnessGemm(i64 noundef %0, ptr addrspace(1) noundef align 4 %1, ptr noundef byval(%"class.sycl::_V1::range") align 8 %2, ptr noundef byval(%"class.sycl::_V1::id") align 8 %3, ptr addrspace(1) noundef readonly align 4 %4, ptr noundef byval(%"class.sycl::_V1::range") align 8 %5, ptr noundef byval(%"class.sycl::_V1::id") align 8 %6, ptr addrspace(1) noundef readonly align 4 %7, ptr noundef byval(%"class.sycl::_V1::range") align 8 %8, ptr noundef byval(%"class.sycl::_V1::id") align 8 %9) local_unnamed_addr #1 comdat !kernel_arg_runtime_aligned !19 !kernel_arg_exclusive_ptr !19 !sycl_fixed_targets !10 !sycl_kernel_omit_args !20 {
  %11 = getelementptr inbounds i64, ptr %8, i64 1
  %12 = load i64, ptr %11, align 8
  %13 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 1) #5
  %14 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #5
  %15 = icmp ult i64 %13, 2147483648
  tail call void @llvm.assume(i1 %15)
  %16 = icmp ult i64 %14, 2147483648
  tail call void @llvm.assume(i1 %16)
  %17 = icmp eq i64 %0, 0
  br i1 %17, label %59, label %18

18:                                               ; preds = %10
  %19 = getelementptr inbounds i64, ptr %9, i64 1
  %20 = load i64, ptr %19, align 8
  %21 = getelementptr float, ptr addrspace(1) %7, i64 %20
  %22 = load i64, ptr %9, align 8
  %23 = mul i64 %22, %12
  %24 = getelementptr float, ptr addrspace(1) %21, i64 %23
  %25 = getelementptr inbounds i64, ptr %6, i64 1
  %26 = load i64, ptr %25, align 8
  %27 = getelementptr float, ptr addrspace(1) %4, i64 %26
  %28 = load i64, ptr %6, align 8
  %29 = getelementptr inbounds i64, ptr %5, i64 1
  %30 = load i64, ptr %29, align 8
  %31 = mul i64 %28, %30
  %32 = getelementptr float, ptr addrspace(1) %27, i64 %31
  %33 = getelementptr inbounds i64, ptr %3, i64 1
  %34 = load i64, ptr %33, align 8
  %35 = getelementptr float, ptr addrspace(1) %1, i64 %34
  %36 = load i64, ptr %3, align 8
  %37 = getelementptr inbounds i64, ptr %2, i64 1
  %38 = load i64, ptr %37, align 8
  %39 = mul i64 %36, %38
  %40 = getelementptr float, ptr addrspace(1) %35, i64 %39
  %41 = mul i64 %13, %30
  %42 = getelementptr float, ptr addrspace(1) %32, i64 %41
  %43 = getelementptr float, ptr addrspace(1) %24, i64 %14
  %44 = mul i64 %13, %38
  %45 = getelementptr float, ptr addrspace(1) %40, i64 %14
  %46 = getelementptr float, ptr addrspace(1) %45, i64 %44
  %47 = load float, ptr addrspace(1) %46, align 4, !tbaa !14
  br label %48

48:                                               ; preds = %48, %18
  %49 = phi float [ %47, %18 ], [ %56, %48 ]
  %50 = phi i64 [ 0, %18 ], [ %57, %48 ]
  %51 = getelementptr float, ptr addrspace(1) %42, i64 %50
  %52 = load float, ptr addrspace(1) %51, align 4, !tbaa !14
  %53 = mul i64 %50, %12
  %54 = getelementptr float, ptr addrspace(1) %43, i64 %53
  %55 = load float, ptr addrspace(1) %54, align 4, !tbaa !14
  %56 = tail call float @llvm.fmuladd.f32(float %52, float %55, float %49)
  store float %56, ptr addrspace(1) %46, align 4, !tbaa !14
  %57 = add nuw i64 %50, 1
  %58 = icmp eq i64 %57, %0
  br i1 %58, label %59, label %48, !llvm.loop !16

59:                                               ; preds = %48, %10
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperIZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE0_clESC_E13HarnessMatVecEE(ptr noundef byval(%"class.sycl::_V1::range.3") align 8 %0, i64 noundef %1, ptr addrspace(1) noundef readonly align 4 %2, ptr noundef byval(%"class.sycl::_V1::range") align 8 %3, ptr noundef byval(%"class.sycl::_V1::id") align 8 %4, ptr addrspace(1) noundef readonly align 4 %5, ptr noundef byval(%"class.sycl::_V1::id.5") align 8 %6, ptr addrspace(1) noundef align 4 %7, ptr noundef byval(%"class.sycl::_V1::id.5") align 8 %8) local_unnamed_addr #1 comdat !kernel_arg_runtime_aligned !21 !kernel_arg_exclusive_ptr !21 !sycl_fixed_targets !10 !sycl_kernel_omit_args !22 {
  %10 = load i64, ptr %0, align 8
  %11 = getelementptr inbounds i64, ptr %3, i64 1
  %12 = load i64, ptr %11, align 8
  %13 = load i64, ptr %4, align 8
  %14 = getelementptr inbounds i64, ptr %4, i64 1
  %15 = load i64, ptr %14, align 8
  %16 = mul i64 %13, %12
  %17 = getelementptr float, ptr addrspace(1) %2, i64 %15
  %18 = getelementptr float, ptr addrspace(1) %17, i64 %16
  %19 = load i64, ptr %6, align 8
  %20 = getelementptr inbounds nuw float, ptr addrspace(1) %5, i64 %19
  %21 = load i64, ptr %8, align 8
  %22 = getelementptr inbounds nuw float, ptr addrspace(1) %7, i64 %21
  %23 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #5
  %24 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #5
  %25 = icmp ult i64 %23, %10
  br i1 %25, label %26, label %48

26:                                               ; preds = %9
  %27 = icmp eq i64 %1, 0
  br label %28

28:                                               ; preds = %43, %26
  %29 = phi i64 [ %23, %26 ], [ %46, %43 ]
  br i1 %27, label %43, label %30

30:                                               ; preds = %28
  %31 = mul i64 %29, %12
  %32 = getelementptr float, ptr addrspace(1) %18, i64 %31
  br label %33

33:                                               ; preds = %33, %30
  %34 = phi i64 [ 0, %30 ], [ %41, %33 ]
  %35 = phi float [ 0.000000e+00, %30 ], [ %40, %33 ]
  %36 = getelementptr float, ptr addrspace(1) %32, i64 %34
  %37 = load float, ptr addrspace(1) %36, align 4, !tbaa !14
  %38 = getelementptr inbounds nuw float, ptr addrspace(1) %20, i64 %34
  %39 = load float, ptr addrspace(1) %38, align 4, !tbaa !14
  %40 = tail call float @llvm.fmuladd.f32(float %37, float %39, float %35)
  %41 = add nuw i64 %34, 1
  %42 = icmp eq i64 %41, %1
  br i1 %42, label %43, label %33, !llvm.loop !23

43:                                               ; preds = %33, %28
  %44 = phi float [ 0.000000e+00, %28 ], [ %40, %33 ]
  %45 = getelementptr inbounds nuw float, ptr addrspace(1) %22, i64 %29
  store float %44, ptr addrspace(1) %45, align 4, !tbaa !14
  %46 = add i64 %29, %24
  %47 = icmp ult i64 %46, %10
  br i1 %47, label %28, label %48, !llvm.loop !24

48:                                               ; preds = %43, %9
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSZZN13MatrixKernels3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE0_clESA_E13HarnessMatVec(i64 noundef %0, ptr addrspace(1) noundef readonly align 4 %1, ptr noundef byval(%"class.sycl::_V1::range") align 8 %2, ptr noundef byval(%"class.sycl::_V1::id") align 8 %3, ptr addrspace(1) noundef readonly align 4 %4, ptr noundef byval(%"class.sycl::_V1::id.5") align 8 %5, ptr addrspace(1) noundef align 4 %6, ptr noundef byval(%"class.sycl::_V1::id.5") align 8 %7) local_unnamed_addr #1 comdat !kernel_arg_runtime_aligned !25 !kernel_arg_exclusive_ptr !25 !sycl_fixed_targets !10 !sycl_kernel_omit_args !26 {
  %9 = load i64, ptr %5, align 8
  %10 = getelementptr inbounds nuw float, ptr addrspace(1) %4, i64 %9
  %11 = load i64, ptr %7, align 8
  %12 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #5
  %13 = icmp ult i64 %12, 2147483648
  tail call void @llvm.assume(i1 %13)
  %14 = icmp eq i64 %0, 0
  br i1 %14, label %36, label %15

15:                                               ; preds = %8
  %16 = getelementptr inbounds i64, ptr %3, i64 1
  %17 = load i64, ptr %16, align 8
  %18 = getelementptr float, ptr addrspace(1) %1, i64 %17
  %19 = load i64, ptr %3, align 8
  %20 = getelementptr inbounds i64, ptr %2, i64 1
  %21 = load i64, ptr %20, align 8
  %22 = mul i64 %19, %21
  %23 = getelementptr float, ptr addrspace(1) %18, i64 %22
  %24 = mul i64 %12, %21
  %25 = getelementptr float, ptr addrspace(1) %23, i64 %24
  br label %26

26:                                               ; preds = %26, %15
  %27 = phi i64 [ 0, %15 ], [ %34, %26 ]
  %28 = phi float [ 0.000000e+00, %15 ], [ %33, %26 ]
  %29 = getelementptr float, ptr addrspace(1) %25, i64 %27
  %30 = load float, ptr addrspace(1) %29, align 4, !tbaa !14
  %31 = getelementptr inbounds nuw float, ptr addrspace(1) %10, i64 %27
  %32 = load float, ptr addrspace(1) %31, align 4, !tbaa !14
  %33 = tail call float @llvm.fmuladd.f32(float %30, float %32, float %28)
  %34 = add nuw i64 %27, 1
  %35 = icmp eq i64 %34, %0
  br i1 %35, label %36, label %26, !llvm.loop !23

36:                                               ; preds = %26, %8
  %37 = phi float [ 0.000000e+00, %8 ], [ %33, %26 ]
  %38 = getelementptr inbounds nuw float, ptr addrspace(1) %6, i64 %11
  %39 = getelementptr inbounds nuw float, ptr addrspace(1) %38, i64 %12
  store float %37, ptr addrspace(1) %39, align 4, !tbaa !14
  ret void
}

declare dso_local spir_func i32 @_Z18__spirv_ocl_printfPU3AS2Kcz(ptr addrspace(2), ...)

attributes #0 = { mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "sycl-module-id"="rtc_0.cpp" "sycl-optlevel"="2" "sycl-single-task" "uniform-work-group-size" }
attributes #1 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "sycl-module-id"="rtc_0.cpp" "sycl-optlevel"="2" "uniform-work-group-size" }
attributes #2 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #4 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size" }
attributes #5 = { convergent nounwind willreturn memory(none) "uniform-work-group-size" }

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
!11 = !{i1 true, i1 true, i1 true, i1 true}
!12 = !{i1 false, i1 false, i1 true, i1 false, i1 false, i1 true, i1 false, i1 false, i1 true, i1 false, i1 false}
!13 = !{i1 false, i1 false, i1 false, i1 true, i1 false, i1 false, i1 false, i1 true, i1 false, i1 false, i1 false, i1 true, i1 false, i1 false}
!14 = !{!15, !15, i64 0}
!15 = !{!"float", !8, i64 0}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.mustprogress"}
!18 = distinct !{!18, !17}
!19 = !{i1 false, i1 true, i1 false, i1 false, i1 true, i1 false, i1 false, i1 true, i1 false, i1 false}
!20 = !{i1 false, i1 false, i1 true, i1 false, i1 false, i1 false, i1 true, i1 false, i1 false, i1 false, i1 true, i1 false, i1 false}
!21 = !{i1 false, i1 false, i1 true, i1 false, i1 false, i1 true, i1 false, i1 true, i1 false}
!22 = !{i1 false, i1 false, i1 false, i1 true, i1 false, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false}
!23 = distinct !{!23, !17}
!24 = distinct !{!24, !17}
!25 = !{i1 false, i1 true, i1 false, i1 false, i1 true, i1 false, i1 true, i1 false}
!26 = !{i1 false, i1 false, i1 true, i1 false, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false}
