source_filename = "rtc_0.cpp"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [1 x i64] }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::range.12" = type { %"class.sycl::_V1::detail::array.13" }
%"class.sycl::_V1::detail::array.13" = type { [2 x i64] }

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI7RowMeanEE = comdat any

$_ZTS7RowMean = comdat any

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI11RowVarianceEE = comdat any

$_ZTS11RowVariance = comdat any

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI11StandardiseEE = comdat any

$_ZTS11Standardise = comdat any

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI7RowMeanEE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, ptr addrspace(1) noundef readonly align 4 %1, ptr noundef byval(%"class.sycl::_V1::id") align 8 %2, i64 noundef %3, ptr addrspace(1) noundef align 4 %4, ptr noundef byval(%"class.sycl::_V1::id") align 8 %5) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !10 !kernel_arg_exclusive_ptr !10 !sycl_fixed_targets !11 !sycl_kernel_omit_args !12 {
  %7 = load i64, ptr %0, align 8
  %8 = load i64, ptr %2, align 8
  %9 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %8
  %10 = load i64, ptr %5, align 8
  %11 = getelementptr inbounds nuw float, ptr addrspace(1) %4, i64 %10
  %12 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %13 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #4
  %14 = icmp ult i64 %12, %7
  br i1 %14, label %15, label %36

15:                                               ; preds = %6
  %16 = icmp eq i64 %3, 0
  %17 = uitofp i64 %3 to float
  br label %18

18:                                               ; preds = %30, %15
  %19 = phi i64 [ %12, %15 ], [ %34, %30 ]
  %20 = mul i64 %19, %3
  %21 = getelementptr inbounds nuw float, ptr addrspace(1) %9, i64 %20
  br i1 %16, label %30, label %22

22:                                               ; preds = %22, %18
  %23 = phi i64 [ %28, %22 ], [ 0, %18 ]
  %24 = phi float [ %27, %22 ], [ 0.000000e+00, %18 ]
  %25 = getelementptr inbounds float, ptr addrspace(1) %21, i64 %23
  %26 = load float, ptr addrspace(1) %25, align 4, !tbaa !13
  %27 = fadd float %24, %26
  %28 = add nuw i64 %23, 1
  %29 = icmp eq i64 %28, %3
  br i1 %29, label %30, label %22, !llvm.loop !15

30:                                               ; preds = %22, %18
  %31 = phi float [ 0.000000e+00, %18 ], [ %27, %22 ]
  %32 = fdiv float %31, %17
  %33 = getelementptr inbounds nuw float, ptr addrspace(1) %11, i64 %19
  store float %32, ptr addrspace(1) %33, align 4, !tbaa !13
  %34 = add i64 %19, %13
  %35 = icmp ult i64 %34, %7
  br i1 %35, label %18, label %36, !llvm.loop !17

36:                                               ; preds = %30, %6
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS7RowMean(ptr addrspace(1) noundef readonly align 4 %0, ptr noundef byval(%"class.sycl::_V1::id") align 8 %1, i64 noundef %2, ptr addrspace(1) noundef align 4 %3, ptr noundef byval(%"class.sycl::_V1::id") align 8 %4) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !18 !kernel_arg_exclusive_ptr !18 !sycl_fixed_targets !11 !sycl_kernel_omit_args !19 {
  %6 = load i64, ptr %1, align 8
  %7 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %6
  %8 = load i64, ptr %4, align 8
  %9 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %10 = icmp ult i64 %9, 2147483648
  tail call void @llvm.assume(i1 %10)
  %11 = mul i64 %9, %2
  %12 = getelementptr inbounds nuw float, ptr addrspace(1) %7, i64 %11
  %13 = icmp eq i64 %2, 0
  br i1 %13, label %22, label %14

14:                                               ; preds = %14, %5
  %15 = phi i64 [ %20, %14 ], [ 0, %5 ]
  %16 = phi float [ %19, %14 ], [ 0.000000e+00, %5 ]
  %17 = getelementptr inbounds float, ptr addrspace(1) %12, i64 %15
  %18 = load float, ptr addrspace(1) %17, align 4, !tbaa !13
  %19 = fadd float %16, %18
  %20 = add nuw i64 %15, 1
  %21 = icmp eq i64 %20, %2
  br i1 %21, label %22, label %14, !llvm.loop !15

22:                                               ; preds = %14, %5
  %23 = phi float [ 0.000000e+00, %5 ], [ %19, %14 ]
  %24 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %8
  %25 = uitofp i64 %2 to float
  %26 = fdiv float %23, %25
  %27 = getelementptr inbounds nuw float, ptr addrspace(1) %24, i64 %9
  store float %26, ptr addrspace(1) %27, align 4, !tbaa !13
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI11RowVarianceEE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, ptr addrspace(1) noundef readonly align 4 %1, ptr noundef byval(%"class.sycl::_V1::id") align 8 %2, i64 noundef %3, ptr addrspace(1) noundef readonly align 4 %4, ptr noundef byval(%"class.sycl::_V1::id") align 8 %5, ptr addrspace(1) noundef align 4 %6, ptr noundef byval(%"class.sycl::_V1::id") align 8 %7) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !20 !kernel_arg_exclusive_ptr !20 !sycl_fixed_targets !11 !sycl_kernel_omit_args !21 {
  %9 = load i64, ptr %0, align 8
  %10 = load i64, ptr %2, align 8
  %11 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %10
  %12 = load i64, ptr %5, align 8
  %13 = getelementptr inbounds nuw float, ptr addrspace(1) %4, i64 %12
  %14 = load i64, ptr %7, align 8
  %15 = getelementptr inbounds nuw float, ptr addrspace(1) %6, i64 %14
  %16 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %17 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #4
  %18 = icmp ult i64 %16, %9
  br i1 %18, label %19, label %44

19:                                               ; preds = %8
  %20 = icmp eq i64 %3, 0
  %21 = uitofp i64 %3 to float
  br label %22

22:                                               ; preds = %38, %19
  %23 = phi i64 [ %16, %19 ], [ %42, %38 ]
  %24 = getelementptr inbounds nuw float, ptr addrspace(1) %11, i64 %23
  %25 = load float, ptr addrspace(1) %24, align 4, !tbaa !13
  br i1 %20, label %38, label %26

26:                                               ; preds = %22
  %27 = mul i64 %23, %3
  %28 = getelementptr float, ptr addrspace(1) %13, i64 %27
  br label %29

29:                                               ; preds = %29, %26
  %30 = phi float [ 0.000000e+00, %26 ], [ %35, %29 ]
  %31 = phi i64 [ 0, %26 ], [ %36, %29 ]
  %32 = getelementptr float, ptr addrspace(1) %28, i64 %31
  %33 = load float, ptr addrspace(1) %32, align 4, !tbaa !13
  %34 = fsub float %33, %25
  %35 = tail call float @llvm.fmuladd.f32(float %34, float %34, float %30)
  %36 = add nuw i64 %31, 1
  %37 = icmp eq i64 %36, %3
  br i1 %37, label %38, label %29, !llvm.loop !22

38:                                               ; preds = %29, %22
  %39 = phi float [ 0.000000e+00, %22 ], [ %35, %29 ]
  %40 = fdiv float %39, %21
  %41 = getelementptr inbounds nuw float, ptr addrspace(1) %15, i64 %23
  store float %40, ptr addrspace(1) %41, align 4, !tbaa !13
  %42 = add i64 %23, %17
  %43 = icmp ult i64 %42, %9
  br i1 %43, label %22, label %44, !llvm.loop !23

44:                                               ; preds = %38, %8
  ret void
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #3

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS11RowVariance(ptr addrspace(1) noundef readonly align 4 %0, ptr noundef byval(%"class.sycl::_V1::id") align 8 %1, i64 noundef %2, ptr addrspace(1) noundef readonly align 4 %3, ptr noundef byval(%"class.sycl::_V1::id") align 8 %4, ptr addrspace(1) noundef align 4 %5, ptr noundef byval(%"class.sycl::_V1::id") align 8 %6) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !24 !kernel_arg_exclusive_ptr !24 !sycl_fixed_targets !11 !sycl_kernel_omit_args !25 {
  %8 = load i64, ptr %1, align 8
  %9 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %8
  %10 = load i64, ptr %6, align 8
  %11 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %12 = icmp ult i64 %11, 2147483648
  tail call void @llvm.assume(i1 %12)
  %13 = getelementptr inbounds nuw float, ptr addrspace(1) %9, i64 %11
  %14 = load float, ptr addrspace(1) %13, align 4, !tbaa !13
  %15 = icmp eq i64 %2, 0
  br i1 %15, label %30, label %16

16:                                               ; preds = %7
  %17 = load i64, ptr %4, align 8
  %18 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %17
  %19 = mul i64 %11, %2
  %20 = getelementptr float, ptr addrspace(1) %18, i64 %19
  br label %21

21:                                               ; preds = %21, %16
  %22 = phi float [ 0.000000e+00, %16 ], [ %27, %21 ]
  %23 = phi i64 [ 0, %16 ], [ %28, %21 ]
  %24 = getelementptr float, ptr addrspace(1) %20, i64 %23
  %25 = load float, ptr addrspace(1) %24, align 4, !tbaa !13
  %26 = fsub float %25, %14
  %27 = tail call float @llvm.fmuladd.f32(float %26, float %26, float %22)
  %28 = add nuw i64 %23, 1
  %29 = icmp eq i64 %28, %2
  br i1 %29, label %30, label %21, !llvm.loop !22

30:                                               ; preds = %21, %7
  %31 = phi float [ 0.000000e+00, %7 ], [ %27, %21 ]
  %32 = getelementptr inbounds nuw float, ptr addrspace(1) %5, i64 %10
  %33 = uitofp i64 %2 to float
  %34 = fdiv float %31, %33
  %35 = getelementptr inbounds nuw float, ptr addrspace(1) %32, i64 %11
  store float %34, ptr addrspace(1) %35, align 4, !tbaa !13
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI11StandardiseEE(ptr noundef byval(%"class.sycl::_V1::range.12") align 8 %0, ptr addrspace(1) noundef align 4 %1, ptr noundef byval(%"class.sycl::_V1::id") align 8 %2, i64 noundef %3, ptr addrspace(1) noundef readonly align 4 %4, ptr noundef byval(%"class.sycl::_V1::id") align 8 %5, ptr addrspace(1) noundef readonly align 4 %6, ptr noundef byval(%"class.sycl::_V1::id") align 8 %7, ptr addrspace(1) noundef readonly align 4 %8, ptr noundef byval(%"class.sycl::_V1::id") align 8 %9, float noundef %10) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !26 !kernel_arg_exclusive_ptr !26 !sycl_fixed_targets !11 !sycl_kernel_omit_args !27 {
  %12 = load i64, ptr %0, align 8
  %13 = getelementptr inbounds i64, ptr %0, i64 1
  %14 = load i64, ptr %13, align 8
  %15 = load i64, ptr %2, align 8
  %16 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %15
  %17 = load i64, ptr %5, align 8
  %18 = getelementptr inbounds nuw float, ptr addrspace(1) %4, i64 %17
  %19 = load i64, ptr %7, align 8
  %20 = getelementptr inbounds nuw float, ptr addrspace(1) %6, i64 %19
  %21 = load i64, ptr %9, align 8
  %22 = getelementptr inbounds nuw float, ptr addrspace(1) %8, i64 %21
  %23 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 1) #4
  %24 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %25 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 1) #4
  %26 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #4
  %27 = icmp ult i64 %23, %12
  %28 = icmp ult i64 %24, %14
  %29 = select i1 %28, i1 %27, i1 false
  br i1 %29, label %30, label %54

30:                                               ; preds = %51, %11
  %31 = phi i64 [ %52, %51 ], [ %24, %11 ]
  %32 = phi i64 [ %53, %51 ], [ %23, %11 ]
  %33 = mul i64 %32, %3
  %34 = add i64 %33, %31
  %35 = getelementptr inbounds nuw float, ptr addrspace(1) %18, i64 %34
  %36 = load float, ptr addrspace(1) %35, align 4, !tbaa !13
  %37 = getelementptr inbounds nuw float, ptr addrspace(1) %20, i64 %32
  %38 = load float, ptr addrspace(1) %37, align 4, !tbaa !13
  %39 = fsub float %36, %38
  %40 = getelementptr inbounds nuw float, ptr addrspace(1) %22, i64 %32
  %41 = load float, ptr addrspace(1) %40, align 4, !tbaa !13
  %42 = fadd float %10, %41
  %43 = tail call spir_func noundef float @_Z16__spirv_ocl_sqrtf(float noundef %42) #4
  %44 = fdiv float %39, %43
  %45 = getelementptr inbounds nuw float, ptr addrspace(1) %16, i64 %34
  store float %44, ptr addrspace(1) %45, align 4, !tbaa !13
  %46 = add i64 %32, %25
  %47 = icmp ult i64 %46, %12
  br i1 %47, label %51, label %48

48:                                               ; preds = %30
  %49 = add i64 %31, %26
  %50 = icmp ult i64 %49, %14
  br i1 %50, label %51, label %54

51:                                               ; preds = %48, %30
  %52 = phi i64 [ %31, %30 ], [ %49, %48 ]
  %53 = phi i64 [ %46, %30 ], [ %23, %48 ]
  br label %30, !llvm.loop !28

54:                                               ; preds = %48, %11
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef float @_Z16__spirv_ocl_sqrtf(float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS11Standardise(ptr addrspace(1) noundef align 4 %0, ptr noundef byval(%"class.sycl::_V1::id") align 8 %1, i64 noundef %2, ptr addrspace(1) noundef readonly align 4 %3, ptr noundef byval(%"class.sycl::_V1::id") align 8 %4, ptr addrspace(1) noundef readonly align 4 %5, ptr noundef byval(%"class.sycl::_V1::id") align 8 %6, ptr addrspace(1) noundef readonly align 4 %7, ptr noundef byval(%"class.sycl::_V1::id") align 8 %8, float noundef %9) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !29 !kernel_arg_exclusive_ptr !29 !sycl_fixed_targets !11 !sycl_kernel_omit_args !30 {
  %11 = load i64, ptr %1, align 8
  %12 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %11
  %13 = load i64, ptr %4, align 8
  %14 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %13
  %15 = load i64, ptr %6, align 8
  %16 = getelementptr inbounds nuw float, ptr addrspace(1) %5, i64 %15
  %17 = load i64, ptr %8, align 8
  %18 = getelementptr inbounds nuw float, ptr addrspace(1) %7, i64 %17
  %19 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 1) #4
  %20 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %21 = icmp ult i64 %19, 2147483648
  tail call void @llvm.assume(i1 %21)
  %22 = icmp ult i64 %20, 2147483648
  tail call void @llvm.assume(i1 %22)
  %23 = mul i64 %19, %2
  %24 = add i64 %23, %20
  %25 = getelementptr inbounds nuw float, ptr addrspace(1) %14, i64 %24
  %26 = load float, ptr addrspace(1) %25, align 4, !tbaa !13
  %27 = getelementptr inbounds nuw float, ptr addrspace(1) %16, i64 %19
  %28 = load float, ptr addrspace(1) %27, align 4, !tbaa !13
  %29 = fsub float %26, %28
  %30 = getelementptr inbounds nuw float, ptr addrspace(1) %18, i64 %19
  %31 = load float, ptr addrspace(1) %30, align 4, !tbaa !13
  %32 = fadd float %9, %31
  %33 = tail call spir_func noundef float @_Z16__spirv_ocl_sqrtf(float noundef %32) #4
  %34 = fdiv float %29, %33
  %35 = getelementptr inbounds nuw float, ptr addrspace(1) %12, i64 %24
  store float %34, ptr addrspace(1) %35, align 4, !tbaa !13
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
!10 = !{i1 false, i1 true, i1 false, i1 false, i1 true, i1 false}
!11 = !{}
!12 = !{i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 false, i1 true, i1 true, i1 false}
!13 = !{!14, !14, i64 0}
!14 = !{!"float", !8, i64 0}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = distinct !{!17, !16}
!18 = !{i1 true, i1 false, i1 false, i1 true, i1 false}
!19 = !{i1 false, i1 true, i1 true, i1 false, i1 false, i1 false, i1 true, i1 true, i1 false}
!20 = !{i1 false, i1 true, i1 false, i1 false, i1 true, i1 false, i1 true, i1 false}
!21 = !{i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false}
!22 = distinct !{!22, !16}
!23 = distinct !{!23, !16}
!24 = !{i1 true, i1 false, i1 false, i1 true, i1 false, i1 true, i1 false}
!25 = !{i1 false, i1 true, i1 true, i1 false, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false}
!26 = !{i1 false, i1 true, i1 false, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 false}
!27 = !{i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false}
!28 = distinct !{!28, !16}
!29 = !{i1 true, i1 false, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 false}
!30 = !{i1 false, i1 true, i1 true, i1 false, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false}
