source_filename = "rtc_0.cpp"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [1 x i64] }
%"class.sycl::_V1::range.0" = type { %"class.sycl::_V1::detail::array.1" }
%"class.sycl::_V1::detail::array.1" = type { [2 x i64] }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array.1" }
%"class.sycl::_V1::id.2" = type { %"class.sycl::_V1::detail::array" }

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI11ColumnMeansEE = comdat any

$_ZTS11ColumnMeans = comdat any

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI10CenterDataEE = comdat any

$_ZTS10CenterData = comdat any

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI10CovarianceEE = comdat any

$_ZTS10Covariance = comdat any

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI11ColumnMeansEE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, i64 noundef %1, ptr addrspace(1) noundef readonly align 4 %2, ptr noundef byval(%"class.sycl::_V1::range.0") align 8 %3, ptr noundef byval(%"class.sycl::_V1::id") align 8 %4, ptr addrspace(1) noundef align 4 %5, ptr noundef byval(%"class.sycl::_V1::id.2") align 8 %6) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !10 !kernel_arg_exclusive_ptr !10 !sycl_fixed_targets !11 !sycl_kernel_omit_args !12 {
  %8 = load i64, ptr %0, align 8
  %9 = getelementptr inbounds i64, ptr %3, i64 1
  %10 = load i64, ptr %9, align 8
  %11 = load i64, ptr %4, align 8
  %12 = getelementptr inbounds i64, ptr %4, i64 1
  %13 = load i64, ptr %12, align 8
  %14 = mul i64 %11, %10
  %15 = getelementptr float, ptr addrspace(1) %2, i64 %13
  %16 = getelementptr float, ptr addrspace(1) %15, i64 %14
  %17 = load i64, ptr %6, align 8
  %18 = getelementptr inbounds nuw float, ptr addrspace(1) %5, i64 %17
  %19 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %20 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #4
  %21 = icmp ult i64 %19, %8
  br i1 %21, label %22, label %44

22:                                               ; preds = %7
  %23 = icmp eq i64 %1, 0
  %24 = uitofp i64 %1 to float
  br label %25

25:                                               ; preds = %38, %22
  %26 = phi i64 [ %19, %22 ], [ %42, %38 ]
  br i1 %23, label %38, label %27

27:                                               ; preds = %25
  %28 = getelementptr float, ptr addrspace(1) %16, i64 %26
  br label %29

29:                                               ; preds = %29, %27
  %30 = phi i64 [ 0, %27 ], [ %36, %29 ]
  %31 = phi float [ 0.000000e+00, %27 ], [ %35, %29 ]
  %32 = mul i64 %30, %10
  %33 = getelementptr float, ptr addrspace(1) %28, i64 %32
  %34 = load float, ptr addrspace(1) %33, align 4, !tbaa !13
  %35 = fadd float %31, %34
  %36 = add nuw i64 %30, 1
  %37 = icmp eq i64 %36, %1
  br i1 %37, label %38, label %29, !llvm.loop !15

38:                                               ; preds = %29, %25
  %39 = phi float [ 0.000000e+00, %25 ], [ %35, %29 ]
  %40 = fdiv float %39, %24
  %41 = getelementptr inbounds nuw float, ptr addrspace(1) %18, i64 %26
  store float %40, ptr addrspace(1) %41, align 4, !tbaa !13
  %42 = add i64 %26, %20
  %43 = icmp ult i64 %42, %8
  br i1 %43, label %25, label %44, !llvm.loop !17

44:                                               ; preds = %38, %7
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS11ColumnMeans(i64 noundef %0, ptr addrspace(1) noundef readonly align 4 %1, ptr noundef byval(%"class.sycl::_V1::range.0") align 8 %2, ptr noundef byval(%"class.sycl::_V1::id") align 8 %3, ptr addrspace(1) noundef align 4 %4, ptr noundef byval(%"class.sycl::_V1::id.2") align 8 %5) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !18 !kernel_arg_exclusive_ptr !18 !sycl_fixed_targets !11 !sycl_kernel_omit_args !19 {
  %7 = getelementptr inbounds i64, ptr %2, i64 1
  %8 = load i64, ptr %7, align 8
  %9 = load i64, ptr %5, align 8
  %10 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %11 = icmp ult i64 %10, 2147483648
  tail call void @llvm.assume(i1 %11)
  %12 = icmp eq i64 %0, 0
  br i1 %12, label %30, label %13

13:                                               ; preds = %6
  %14 = getelementptr inbounds i64, ptr %3, i64 1
  %15 = load i64, ptr %14, align 8
  %16 = getelementptr float, ptr addrspace(1) %1, i64 %15
  %17 = load i64, ptr %3, align 8
  %18 = mul i64 %17, %8
  %19 = getelementptr float, ptr addrspace(1) %16, i64 %18
  %20 = getelementptr float, ptr addrspace(1) %19, i64 %10
  br label %21

21:                                               ; preds = %21, %13
  %22 = phi i64 [ 0, %13 ], [ %28, %21 ]
  %23 = phi float [ 0.000000e+00, %13 ], [ %27, %21 ]
  %24 = mul i64 %22, %8
  %25 = getelementptr float, ptr addrspace(1) %20, i64 %24
  %26 = load float, ptr addrspace(1) %25, align 4, !tbaa !13
  %27 = fadd float %23, %26
  %28 = add nuw i64 %22, 1
  %29 = icmp eq i64 %28, %0
  br i1 %29, label %30, label %21, !llvm.loop !15

30:                                               ; preds = %21, %6
  %31 = phi float [ 0.000000e+00, %6 ], [ %27, %21 ]
  %32 = getelementptr inbounds nuw float, ptr addrspace(1) %4, i64 %9
  %33 = uitofp i64 %0 to float
  %34 = fdiv float %31, %33
  %35 = getelementptr inbounds nuw float, ptr addrspace(1) %32, i64 %10
  store float %34, ptr addrspace(1) %35, align 4, !tbaa !13
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI10CenterDataEE(ptr noundef byval(%"class.sycl::_V1::range.0") align 8 %0, ptr addrspace(1) noundef align 4 %1, ptr noundef byval(%"class.sycl::_V1::range.0") align 8 %2, ptr noundef byval(%"class.sycl::_V1::id") align 8 %3, ptr addrspace(1) noundef readonly align 4 %4, ptr noundef byval(%"class.sycl::_V1::id.2") align 8 %5) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !18 !kernel_arg_exclusive_ptr !18 !sycl_fixed_targets !11 !sycl_kernel_omit_args !19 {
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
  %18 = load i64, ptr %5, align 8
  %19 = getelementptr inbounds nuw float, ptr addrspace(1) %4, i64 %18
  %20 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 1) #4
  %21 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %22 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 1) #4
  %23 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #4
  %24 = icmp ult i64 %20, %7
  %25 = icmp ult i64 %21, %9
  %26 = select i1 %25, i1 %24, i1 false
  br i1 %26, label %27, label %43

27:                                               ; preds = %40, %6
  %28 = phi i64 [ %41, %40 ], [ %21, %6 ]
  %29 = getelementptr inbounds nuw float, ptr addrspace(1) %19, i64 %28
  %30 = getelementptr float, ptr addrspace(1) %17, i64 %28
  br label %31

31:                                               ; preds = %31, %27
  %32 = phi i64 [ %20, %27 ], [ %38, %31 ]
  %33 = load float, ptr addrspace(1) %29, align 4, !tbaa !13
  %34 = mul i64 %32, %11
  %35 = getelementptr float, ptr addrspace(1) %30, i64 %34
  %36 = load float, ptr addrspace(1) %35, align 4, !tbaa !13
  %37 = fsub float %36, %33
  store float %37, ptr addrspace(1) %35, align 4, !tbaa !13
  %38 = add i64 %32, %22
  %39 = icmp ult i64 %38, %7
  br i1 %39, label %31, label %40

40:                                               ; preds = %31
  %41 = add i64 %28, %23
  %42 = icmp ult i64 %41, %9
  br i1 %42, label %27, label %43, !llvm.loop !20

43:                                               ; preds = %40, %6
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS10CenterData(ptr addrspace(1) noundef align 4 %0, ptr noundef byval(%"class.sycl::_V1::range.0") align 8 %1, ptr noundef byval(%"class.sycl::_V1::id") align 8 %2, ptr addrspace(1) noundef readonly align 4 %3, ptr noundef byval(%"class.sycl::_V1::id.2") align 8 %4) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !21 !kernel_arg_exclusive_ptr !21 !sycl_fixed_targets !11 !sycl_kernel_omit_args !22 {
  %6 = getelementptr inbounds i64, ptr %1, i64 1
  %7 = load i64, ptr %6, align 8
  %8 = load i64, ptr %2, align 8
  %9 = getelementptr inbounds i64, ptr %2, i64 1
  %10 = load i64, ptr %9, align 8
  %11 = mul i64 %8, %7
  %12 = getelementptr float, ptr addrspace(1) %0, i64 %10
  %13 = getelementptr float, ptr addrspace(1) %12, i64 %11
  %14 = load i64, ptr %4, align 8
  %15 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %14
  %16 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 1) #4
  %17 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %18 = icmp ult i64 %16, 2147483648
  tail call void @llvm.assume(i1 %18)
  %19 = icmp ult i64 %17, 2147483648
  tail call void @llvm.assume(i1 %19)
  %20 = getelementptr inbounds nuw float, ptr addrspace(1) %15, i64 %17
  %21 = load float, ptr addrspace(1) %20, align 4, !tbaa !13
  %22 = mul i64 %16, %7
  %23 = getelementptr float, ptr addrspace(1) %13, i64 %17
  %24 = getelementptr float, ptr addrspace(1) %23, i64 %22
  %25 = load float, ptr addrspace(1) %24, align 4, !tbaa !13
  %26 = fsub float %25, %21
  store float %26, ptr addrspace(1) %24, align 4, !tbaa !13
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI10CovarianceEE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, i64 noundef %1, ptr addrspace(1) noundef readonly align 4 %2, ptr noundef byval(%"class.sycl::_V1::range.0") align 8 %3, ptr noundef byval(%"class.sycl::_V1::id") align 8 %4, ptr addrspace(1) noundef align 4 %5, ptr noundef byval(%"class.sycl::_V1::id.2") align 8 %6, float noundef %7) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !23 !kernel_arg_exclusive_ptr !23 !sycl_fixed_targets !11 !sycl_kernel_omit_args !24 {
  %9 = load i64, ptr %0, align 8
  %10 = getelementptr inbounds i64, ptr %3, i64 1
  %11 = load i64, ptr %10, align 8
  %12 = load i64, ptr %4, align 8
  %13 = getelementptr inbounds i64, ptr %4, i64 1
  %14 = load i64, ptr %13, align 8
  %15 = mul i64 %12, %11
  %16 = getelementptr float, ptr addrspace(1) %2, i64 %14
  %17 = getelementptr float, ptr addrspace(1) %16, i64 %15
  %18 = load i64, ptr %6, align 8
  %19 = getelementptr inbounds nuw float, ptr addrspace(1) %5, i64 %18
  %20 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %21 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #4
  %22 = icmp ult i64 %20, %9
  br i1 %22, label %23, label %55

23:                                               ; preds = %52, %8
  %24 = phi i64 [ %53, %52 ], [ %20, %8 ]
  %25 = icmp ult i64 %24, %1
  br i1 %25, label %26, label %52

26:                                               ; preds = %23
  %27 = mul i64 %24, %1
  %28 = getelementptr float, ptr addrspace(1) %17, i64 %24
  %29 = getelementptr float, ptr addrspace(1) %19, i64 %27
  %30 = getelementptr float, ptr addrspace(1) %19, i64 %24
  br label %31

31:                                               ; preds = %34, %26
  %32 = phi i64 [ %24, %26 ], [ %39, %34 ]
  %33 = getelementptr float, ptr addrspace(1) %17, i64 %32
  br label %41

34:                                               ; preds = %41
  %35 = fmul float %7, %49
  %36 = getelementptr float, ptr addrspace(1) %29, i64 %32
  store float %35, ptr addrspace(1) %36, align 4, !tbaa !13
  %37 = mul i64 %32, %1
  %38 = getelementptr float, ptr addrspace(1) %30, i64 %37
  store float %35, ptr addrspace(1) %38, align 4, !tbaa !13
  %39 = add nuw i64 %32, 1
  %40 = icmp eq i64 %39, %1
  br i1 %40, label %52, label %31, !llvm.loop !25

41:                                               ; preds = %41, %31
  %42 = phi i64 [ 0, %31 ], [ %50, %41 ]
  %43 = phi float [ 0.000000e+00, %31 ], [ %49, %41 ]
  %44 = mul i64 %42, %11
  %45 = getelementptr float, ptr addrspace(1) %28, i64 %44
  %46 = load float, ptr addrspace(1) %45, align 4, !tbaa !13
  %47 = getelementptr float, ptr addrspace(1) %33, i64 %44
  %48 = load float, ptr addrspace(1) %47, align 4, !tbaa !13
  %49 = tail call float @llvm.fmuladd.f32(float %46, float %48, float %43)
  %50 = add nuw i64 %42, 1
  %51 = icmp eq i64 %50, %1
  br i1 %51, label %34, label %41, !llvm.loop !26

52:                                               ; preds = %34, %23
  %53 = add i64 %24, %21
  %54 = icmp ult i64 %53, %9
  br i1 %54, label %23, label %55, !llvm.loop !27

55:                                               ; preds = %52, %8
  ret void
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #3

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS10Covariance(i64 noundef %0, ptr addrspace(1) noundef readonly align 4 %1, ptr noundef byval(%"class.sycl::_V1::range.0") align 8 %2, ptr noundef byval(%"class.sycl::_V1::id") align 8 %3, ptr addrspace(1) noundef align 4 %4, ptr noundef byval(%"class.sycl::_V1::id.2") align 8 %5, float noundef %6) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !28 !kernel_arg_exclusive_ptr !28 !sycl_fixed_targets !11 !sycl_kernel_omit_args !29 {
  %8 = getelementptr inbounds i64, ptr %2, i64 1
  %9 = load i64, ptr %8, align 8
  %10 = load i64, ptr %3, align 8
  %11 = getelementptr inbounds i64, ptr %3, i64 1
  %12 = load i64, ptr %11, align 8
  %13 = mul i64 %10, %9
  %14 = getelementptr float, ptr addrspace(1) %1, i64 %12
  %15 = getelementptr float, ptr addrspace(1) %14, i64 %13
  %16 = load i64, ptr %5, align 8
  %17 = getelementptr inbounds nuw float, ptr addrspace(1) %4, i64 %16
  %18 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %19 = icmp ult i64 %18, 2147483648
  tail call void @llvm.assume(i1 %19)
  %20 = getelementptr float, ptr addrspace(1) %17, i64 %18
  %21 = icmp ult i64 %18, %0
  br i1 %21, label %22, label %47

22:                                               ; preds = %7
  %23 = getelementptr float, ptr addrspace(1) %15, i64 %18
  %24 = mul i64 %18, %0
  %25 = getelementptr float, ptr addrspace(1) %17, i64 %24
  br label %26

26:                                               ; preds = %29, %22
  %27 = phi i64 [ %18, %22 ], [ %34, %29 ]
  %28 = getelementptr float, ptr addrspace(1) %15, i64 %27
  br label %36

29:                                               ; preds = %36
  %30 = fmul float %6, %44
  %31 = getelementptr float, ptr addrspace(1) %25, i64 %27
  store float %30, ptr addrspace(1) %31, align 4, !tbaa !13
  %32 = mul i64 %27, %0
  %33 = getelementptr float, ptr addrspace(1) %20, i64 %32
  store float %30, ptr addrspace(1) %33, align 4, !tbaa !13
  %34 = add nuw i64 %27, 1
  %35 = icmp eq i64 %34, %0
  br i1 %35, label %47, label %26, !llvm.loop !25

36:                                               ; preds = %36, %26
  %37 = phi i64 [ 0, %26 ], [ %45, %36 ]
  %38 = phi float [ 0.000000e+00, %26 ], [ %44, %36 ]
  %39 = mul i64 %37, %9
  %40 = getelementptr float, ptr addrspace(1) %23, i64 %39
  %41 = load float, ptr addrspace(1) %40, align 4, !tbaa !13
  %42 = getelementptr float, ptr addrspace(1) %28, i64 %39
  %43 = load float, ptr addrspace(1) %42, align 4, !tbaa !13
  %44 = tail call float @llvm.fmuladd.f32(float %41, float %43, float %38)
  %45 = add nuw i64 %37, 1
  %46 = icmp eq i64 %45, %0
  br i1 %46, label %29, label %36, !llvm.loop !26

47:                                               ; preds = %29, %7
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
!12 = !{i1 false, i1 false, i1 false, i1 true, i1 false, i1 false, i1 false, i1 true, i1 true, i1 false}
!13 = !{!14, !14, i64 0}
!14 = !{!"float", !8, i64 0}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = distinct !{!17, !16}
!18 = !{i1 false, i1 true, i1 false, i1 false, i1 true, i1 false}
!19 = !{i1 false, i1 false, i1 true, i1 false, i1 false, i1 false, i1 true, i1 true, i1 false}
!20 = distinct !{!20, !16}
!21 = !{i1 true, i1 false, i1 false, i1 true, i1 false}
!22 = !{i1 false, i1 true, i1 false, i1 false, i1 false, i1 true, i1 true, i1 false}
!23 = !{i1 false, i1 false, i1 true, i1 false, i1 false, i1 true, i1 false, i1 false}
!24 = !{i1 false, i1 false, i1 false, i1 true, i1 false, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false}
!25 = distinct !{!25, !16}
!26 = distinct !{!26, !16}
!27 = distinct !{!27, !16}
!28 = !{i1 false, i1 true, i1 false, i1 false, i1 true, i1 false, i1 false}
!29 = !{i1 false, i1 false, i1 true, i1 false, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false}
