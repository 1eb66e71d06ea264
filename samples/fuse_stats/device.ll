source_filename = "rtc_0.cpp"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [1 x i64] }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array" }

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI10FeatureSumEE = comdat any

$_ZTS10FeatureSum = comdat any

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI14FeatureSquaresEE = comdat any

$_ZTS14FeatureSquares = comdat any

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI11StandardiseEE = comdat any

$_ZTS11Standardise = comdat any

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI10FeatureSumEE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, i64 noundef %1, ptr addrspace(1) noundef readonly align 4 %2, ptr noundef byval(%"class.sycl::_V1::id") align 8 %3, i64 noundef %4, ptr addrspace(1) noundef align 4 %5, ptr noundef byval(%"class.sycl::_V1::id") align 8 %6) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !10 !kernel_arg_exclusive_ptr !10 !sycl_fixed_targets !11 !sycl_kernel_omit_args !12 {
  %8 = load i64, ptr %0, align 8
  %9 = load i64, ptr %3, align 8
  %10 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %9
  %11 = load i64, ptr %6, align 8
  %12 = getelementptr inbounds nuw float, ptr addrspace(1) %5, i64 %11
  %13 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %14 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #4
  %15 = icmp ult i64 %13, %8
  br i1 %15, label %16, label %36

16:                                               ; preds = %7
  %17 = icmp eq i64 %1, 0
  br label %18

18:                                               ; preds = %31, %16
  %19 = phi i64 [ %13, %16 ], [ %34, %31 ]
  br i1 %17, label %31, label %20

20:                                               ; preds = %18
  %21 = getelementptr float, ptr addrspace(1) %10, i64 %19
  br label %22

22:                                               ; preds = %22, %20
  %23 = phi i64 [ 0, %20 ], [ %29, %22 ]
  %24 = phi float [ 0.000000e+00, %20 ], [ %28, %22 ]
  %25 = mul i64 %23, %4
  %26 = getelementptr float, ptr addrspace(1) %21, i64 %25
  %27 = load float, ptr addrspace(1) %26, align 4, !tbaa !13
  %28 = fadd float %24, %27
  %29 = add nuw i64 %23, 1
  %30 = icmp eq i64 %29, %1
  br i1 %30, label %31, label %22, !llvm.loop !15

31:                                               ; preds = %22, %18
  %32 = phi float [ 0.000000e+00, %18 ], [ %28, %22 ]
  %33 = getelementptr inbounds nuw float, ptr addrspace(1) %12, i64 %19
  store float %32, ptr addrspace(1) %33, align 4, !tbaa !13
  %34 = add i64 %19, %14
  %35 = icmp ult i64 %34, %8
  br i1 %35, label %18, label %36, !llvm.loop !17

36:                                               ; preds = %31, %7
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS10FeatureSum(i64 noundef %0, ptr addrspace(1) noundef readonly align 4 %1, ptr noundef byval(%"class.sycl::_V1::id") align 8 %2, i64 noundef %3, ptr addrspace(1) noundef align 4 %4, ptr noundef byval(%"class.sycl::_V1::id") align 8 %5) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !18 !kernel_arg_exclusive_ptr !18 !sycl_fixed_targets !11 !sycl_kernel_omit_args !19 {
  %7 = load i64, ptr %2, align 8
  %8 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %7
  %9 = load i64, ptr %5, align 8
  %10 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %11 = icmp ult i64 %10, 2147483648
  tail call void @llvm.assume(i1 %11)
  %12 = getelementptr float, ptr addrspace(1) %8, i64 %10
  %13 = icmp eq i64 %0, 0
  br i1 %13, label %23, label %14

14:                                               ; preds = %14, %6
  %15 = phi i64 [ %21, %14 ], [ 0, %6 ]
  %16 = phi float [ %20, %14 ], [ 0.000000e+00, %6 ]
  %17 = mul i64 %15, %3
  %18 = getelementptr float, ptr addrspace(1) %12, i64 %17
  %19 = load float, ptr addrspace(1) %18, align 4, !tbaa !13
  %20 = fadd float %16, %19
  %21 = add nuw i64 %15, 1
  %22 = icmp eq i64 %21, %0
  br i1 %22, label %23, label %14, !llvm.loop !15

23:                                               ; preds = %14, %6
  %24 = phi float [ 0.000000e+00, %6 ], [ %20, %14 ]
  %25 = getelementptr inbounds nuw float, ptr addrspace(1) %4, i64 %9
  %26 = getelementptr inbounds nuw float, ptr addrspace(1) %25, i64 %10
  store float %24, ptr addrspace(1) %26, align 4, !tbaa !13
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI14FeatureSquaresEE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, i64 noundef %1, ptr addrspace(1) noundef readonly align 4 %2, ptr noundef byval(%"class.sycl::_V1::id") align 8 %3, i64 noundef %4, ptr addrspace(1) noundef align 4 %5, ptr noundef byval(%"class.sycl::_V1::id") align 8 %6) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !10 !kernel_arg_exclusive_ptr !10 !sycl_fixed_targets !11 !sycl_kernel_omit_args !12 {
  %8 = load i64, ptr %0, align 8
  %9 = load i64, ptr %3, align 8
  %10 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %9
  %11 = load i64, ptr %6, align 8
  %12 = getelementptr inbounds nuw float, ptr addrspace(1) %5, i64 %11
  %13 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %14 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #4
  %15 = icmp ult i64 %13, %8
  br i1 %15, label %16, label %36

16:                                               ; preds = %7
  %17 = icmp eq i64 %1, 0
  br label %18

18:                                               ; preds = %31, %16
  %19 = phi i64 [ %13, %16 ], [ %34, %31 ]
  br i1 %17, label %31, label %20

20:                                               ; preds = %18
  %21 = getelementptr float, ptr addrspace(1) %10, i64 %19
  br label %22

22:                                               ; preds = %22, %20
  %23 = phi float [ 0.000000e+00, %20 ], [ %28, %22 ]
  %24 = phi i64 [ 0, %20 ], [ %29, %22 ]
  %25 = mul i64 %24, %4
  %26 = getelementptr float, ptr addrspace(1) %21, i64 %25
  %27 = load float, ptr addrspace(1) %26, align 4, !tbaa !13
  %28 = tail call float @llvm.fmuladd.f32(float %27, float %27, float %23)
  %29 = add nuw i64 %24, 1
  %30 = icmp eq i64 %29, %1
  br i1 %30, label %31, label %22, !llvm.loop !20

31:                                               ; preds = %22, %18
  %32 = phi float [ 0.000000e+00, %18 ], [ %28, %22 ]
  %33 = getelementptr inbounds nuw float, ptr addrspace(1) %12, i64 %19
  store float %32, ptr addrspace(1) %33, align 4, !tbaa !13
  %34 = add i64 %19, %14
  %35 = icmp ult i64 %34, %8
  br i1 %35, label %18, label %36, !llvm.loop !21

36:                                               ; preds = %31, %7
  ret void
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #3

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS14FeatureSquares(i64 noundef %0, ptr addrspace(1) noundef readonly align 4 %1, ptr noundef byval(%"class.sycl::_V1::id") align 8 %2, i64 noundef %3, ptr addrspace(1) noundef align 4 %4, ptr noundef byval(%"class.sycl::_V1::id") align 8 %5) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !18 !kernel_arg_exclusive_ptr !18 !sycl_fixed_targets !11 !sycl_kernel_omit_args !19 {
  %7 = load i64, ptr %2, align 8
  %8 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %7
  %9 = load i64, ptr %5, align 8
  %10 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %11 = icmp ult i64 %10, 2147483648
  tail call void @llvm.assume(i1 %11)
  %12 = getelementptr float, ptr addrspace(1) %8, i64 %10
  %13 = icmp eq i64 %0, 0
  br i1 %13, label %23, label %14

14:                                               ; preds = %14, %6
  %15 = phi float [ %20, %14 ], [ 0.000000e+00, %6 ]
  %16 = phi i64 [ %21, %14 ], [ 0, %6 ]
  %17 = mul i64 %16, %3
  %18 = getelementptr float, ptr addrspace(1) %12, i64 %17
  %19 = load float, ptr addrspace(1) %18, align 4, !tbaa !13
  %20 = tail call float @llvm.fmuladd.f32(float %19, float %19, float %15)
  %21 = add nuw i64 %16, 1
  %22 = icmp eq i64 %21, %0
  br i1 %22, label %23, label %14, !llvm.loop !20

23:                                               ; preds = %14, %6
  %24 = phi float [ 0.000000e+00, %6 ], [ %20, %14 ]
  %25 = getelementptr inbounds nuw float, ptr addrspace(1) %4, i64 %9
  %26 = getelementptr inbounds nuw float, ptr addrspace(1) %25, i64 %10
  store float %24, ptr addrspace(1) %26, align 4, !tbaa !13
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI11StandardiseEE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, ptr addrspace(1) noundef readonly align 4 %1, ptr noundef byval(%"class.sycl::_V1::id") align 8 %2, float noundef %3, ptr addrspace(1) noundef readonly align 4 %4, ptr noundef byval(%"class.sycl::_V1::id") align 8 %5, ptr addrspace(1) noundef align 4 %6, ptr noundef byval(%"class.sycl::_V1::id") align 8 %7, ptr addrspace(1) noundef align 4 %8, ptr noundef byval(%"class.sycl::_V1::id") align 8 %9) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !22 !kernel_arg_exclusive_ptr !22 !sycl_fixed_targets !11 !sycl_kernel_omit_args !23 {
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
  br i1 %22, label %23, label %43

23:                                               ; preds = %38, %10
  %24 = phi i64 [ %41, %38 ], [ %20, %10 ]
  %25 = getelementptr inbounds nuw float, ptr addrspace(1) %13, i64 %24
  %26 = load float, ptr addrspace(1) %25, align 4, !tbaa !13
  %27 = fmul float %3, %26
  %28 = getelementptr inbounds nuw float, ptr addrspace(1) %15, i64 %24
  %29 = load float, ptr addrspace(1) %28, align 4, !tbaa !13
  %30 = fneg float %27
  %31 = fmul float %27, %30
  %32 = tail call float @llvm.fmuladd.f32(float %29, float %3, float %31)
  %33 = getelementptr inbounds nuw float, ptr addrspace(1) %17, i64 %24
  store float %27, ptr addrspace(1) %33, align 4, !tbaa !13
  %34 = fcmp ogt float %32, 0.000000e+00
  br i1 %34, label %35, label %38

35:                                               ; preds = %23
  %36 = tail call spir_func noundef float @_Z16__spirv_ocl_sqrtf(float noundef %32) #4
  %37 = fdiv float 1.000000e+00, %36
  br label %38

38:                                               ; preds = %35, %23
  %39 = phi float [ %37, %35 ], [ 0.000000e+00, %23 ]
  %40 = getelementptr inbounds nuw float, ptr addrspace(1) %19, i64 %24
  store float %39, ptr addrspace(1) %40, align 4, !tbaa !13
  %41 = add i64 %24, %21
  %42 = icmp ult i64 %41, %11
  br i1 %42, label %23, label %43, !llvm.loop !24

43:                                               ; preds = %38, %10
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef float @_Z16__spirv_ocl_sqrtf(float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS11Standardise(ptr addrspace(1) noundef readonly align 4 %0, ptr noundef byval(%"class.sycl::_V1::id") align 8 %1, float noundef %2, ptr addrspace(1) noundef readonly align 4 %3, ptr noundef byval(%"class.sycl::_V1::id") align 8 %4, ptr addrspace(1) noundef align 4 %5, ptr noundef byval(%"class.sycl::_V1::id") align 8 %6, ptr addrspace(1) noundef align 4 %7, ptr noundef byval(%"class.sycl::_V1::id") align 8 %8) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !25 !kernel_arg_exclusive_ptr !25 !sycl_fixed_targets !11 !sycl_kernel_omit_args !26 {
  %10 = load i64, ptr %1, align 8
  %11 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %10
  %12 = load i64, ptr %4, align 8
  %13 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %12
  %14 = load i64, ptr %6, align 8
  %15 = getelementptr inbounds nuw float, ptr addrspace(1) %5, i64 %14
  %16 = load i64, ptr %8, align 8
  %17 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %18 = icmp ult i64 %17, 2147483648
  tail call void @llvm.assume(i1 %18)
  %19 = getelementptr inbounds nuw float, ptr addrspace(1) %11, i64 %17
  %20 = load float, ptr addrspace(1) %19, align 4, !tbaa !13
  %21 = fmul float %2, %20
  %22 = getelementptr inbounds nuw float, ptr addrspace(1) %13, i64 %17
  %23 = load float, ptr addrspace(1) %22, align 4, !tbaa !13
  %24 = fneg float %21
  %25 = fmul float %21, %24
  %26 = tail call float @llvm.fmuladd.f32(float %23, float %2, float %25)
  %27 = getelementptr inbounds nuw float, ptr addrspace(1) %15, i64 %17
  store float %21, ptr addrspace(1) %27, align 4, !tbaa !13
  %28 = fcmp ogt float %26, 0.000000e+00
  br i1 %28, label %29, label %32

29:                                               ; preds = %9
  %30 = tail call spir_func noundef float @_Z16__spirv_ocl_sqrtf(float noundef %26) #4
  %31 = fdiv float 1.000000e+00, %30
  br label %32

32:                                               ; preds = %29, %9
  %33 = phi float [ %31, %29 ], [ 0.000000e+00, %9 ]
  %34 = getelementptr inbounds nuw float, ptr addrspace(1) %7, i64 %16
  %35 = getelementptr inbounds nuw float, ptr addrspace(1) %34, i64 %17
  store float %33, ptr addrspace(1) %35, align 4, !tbaa !13
  ret void
}

declare dso_local spir_func i32 @_Z18__spirv_ocl_printfPU3AS2Kcz(ptr addrspace(2), ...)

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "sycl-module-id"="rtc_0.cpp" "sycl-optlevel"="2" "uniform-work-group-size" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #2 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size" }
attributes #3 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
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
!10 = !{i1 false, i1 false, i1 true, i1 false, i1 false, i1 true, i1 false}
!11 = !{}
!12 = !{i1 false, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 false, i1 true, i1 true, i1 false}
!13 = !{!14, !14, i64 0}
!14 = !{!"float", !8, i64 0}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = distinct !{!17, !16}
!18 = !{i1 false, i1 true, i1 false, i1 false, i1 true, i1 false}
!19 = !{i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 false, i1 true, i1 true, i1 false}
!20 = distinct !{!20, !16}
!21 = distinct !{!21, !16}
!22 = !{i1 false, i1 true, i1 false, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false}
!23 = !{i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false}
!24 = distinct !{!24, !16}
!25 = !{i1 true, i1 false, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false}
!26 = !{i1 false, i1 true, i1 true, i1 false, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false}
