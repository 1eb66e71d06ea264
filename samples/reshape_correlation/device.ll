source_filename = "rtc_0.cpp"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [1 x i64] }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::range.12" = type { %"class.sycl::_V1::detail::array.13" }
%"class.sycl::_V1::detail::array.13" = type { [2 x i64] }

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI10ColumnMeanEE = comdat any

$_ZTS10ColumnMean = comdat any

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI12ColumnStddevEE = comdat any

$_ZTS12ColumnStddev = comdat any

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI9NormaliseEE = comdat any

$_ZTS9Normalise = comdat any

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI11CorrelationEE = comdat any

$_ZTS11Correlation = comdat any

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI10ColumnMeanEE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, i64 noundef %1, i64 noundef %2, ptr addrspace(1) noundef readonly align 4 %3, ptr noundef byval(%"class.sycl::_V1::id") align 8 %4, ptr addrspace(1) noundef align 4 %5, ptr noundef byval(%"class.sycl::_V1::id") align 8 %6) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !10 !kernel_arg_exclusive_ptr !10 !sycl_fixed_targets !11 !sycl_kernel_omit_args !12 {
  %8 = load i64, ptr %0, align 8
  %9 = load i64, ptr %4, align 8
  %10 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %9
  %11 = load i64, ptr %6, align 8
  %12 = getelementptr inbounds nuw float, ptr addrspace(1) %5, i64 %11
  %13 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %14 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #4
  %15 = icmp ult i64 %13, %8
  br i1 %15, label %16, label %38

16:                                               ; preds = %7
  %17 = icmp eq i64 %2, 0
  %18 = uitofp i64 %2 to float
  br label %19

19:                                               ; preds = %32, %16
  %20 = phi i64 [ %13, %16 ], [ %36, %32 ]
  br i1 %17, label %32, label %21

21:                                               ; preds = %19
  %22 = getelementptr float, ptr addrspace(1) %10, i64 %20
  br label %23

23:                                               ; preds = %23, %21
  %24 = phi i64 [ 0, %21 ], [ %30, %23 ]
  %25 = phi float [ 0.000000e+00, %21 ], [ %29, %23 ]
  %26 = mul i64 %24, %1
  %27 = getelementptr float, ptr addrspace(1) %22, i64 %26
  %28 = load float, ptr addrspace(1) %27, align 4, !tbaa !13
  %29 = fadd float %25, %28
  %30 = add nuw i64 %24, 1
  %31 = icmp eq i64 %30, %2
  br i1 %31, label %32, label %23, !llvm.loop !15

32:                                               ; preds = %23, %19
  %33 = phi float [ 0.000000e+00, %19 ], [ %29, %23 ]
  %34 = fdiv float %33, %18
  %35 = getelementptr inbounds nuw float, ptr addrspace(1) %12, i64 %20
  store float %34, ptr addrspace(1) %35, align 4, !tbaa !13
  %36 = add i64 %20, %14
  %37 = icmp ult i64 %36, %8
  br i1 %37, label %19, label %38, !llvm.loop !17

38:                                               ; preds = %32, %7
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS10ColumnMean(i64 noundef %0, i64 noundef %1, ptr addrspace(1) noundef readonly align 4 %2, ptr noundef byval(%"class.sycl::_V1::id") align 8 %3, ptr addrspace(1) noundef align 4 %4, ptr noundef byval(%"class.sycl::_V1::id") align 8 %5) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !18 !kernel_arg_exclusive_ptr !18 !sycl_fixed_targets !11 !sycl_kernel_omit_args !19 {
  %7 = load i64, ptr %3, align 8
  %8 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %7
  %9 = load i64, ptr %5, align 8
  %10 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %11 = icmp ult i64 %10, 2147483648
  tail call void @llvm.assume(i1 %11)
  %12 = getelementptr float, ptr addrspace(1) %8, i64 %10
  %13 = icmp eq i64 %1, 0
  br i1 %13, label %23, label %14

14:                                               ; preds = %14, %6
  %15 = phi i64 [ %21, %14 ], [ 0, %6 ]
  %16 = phi float [ %20, %14 ], [ 0.000000e+00, %6 ]
  %17 = mul i64 %15, %0
  %18 = getelementptr float, ptr addrspace(1) %12, i64 %17
  %19 = load float, ptr addrspace(1) %18, align 4, !tbaa !13
  %20 = fadd float %16, %19
  %21 = add nuw i64 %15, 1
  %22 = icmp eq i64 %21, %1
  br i1 %22, label %23, label %14, !llvm.loop !15

23:                                               ; preds = %14, %6
  %24 = phi float [ 0.000000e+00, %6 ], [ %20, %14 ]
  %25 = getelementptr inbounds nuw float, ptr addrspace(1) %4, i64 %9
  %26 = uitofp i64 %1 to float
  %27 = fdiv float %24, %26
  %28 = getelementptr inbounds nuw float, ptr addrspace(1) %25, i64 %10
  store float %27, ptr addrspace(1) %28, align 4, !tbaa !13
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI12ColumnStddevEE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, i64 noundef %1, i64 noundef %2, ptr addrspace(1) noundef readonly align 4 %3, ptr noundef byval(%"class.sycl::_V1::id") align 8 %4, ptr addrspace(1) noundef readonly align 4 %5, ptr noundef byval(%"class.sycl::_V1::id") align 8 %6, ptr addrspace(1) noundef align 4 %7, ptr noundef byval(%"class.sycl::_V1::id") align 8 %8) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !20 !kernel_arg_exclusive_ptr !20 !sycl_fixed_targets !11 !sycl_kernel_omit_args !21 {
  %10 = load i64, ptr %0, align 8
  %11 = load i64, ptr %4, align 8
  %12 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %11
  %13 = load i64, ptr %6, align 8
  %14 = getelementptr inbounds nuw float, ptr addrspace(1) %5, i64 %13
  %15 = load i64, ptr %8, align 8
  %16 = getelementptr inbounds nuw float, ptr addrspace(1) %7, i64 %15
  %17 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %18 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #4
  %19 = icmp ult i64 %17, %10
  br i1 %19, label %20, label %48

20:                                               ; preds = %9
  %21 = icmp eq i64 %2, 0
  %22 = uitofp i64 %2 to float
  br label %23

23:                                               ; preds = %39, %20
  %24 = phi i64 [ %17, %20 ], [ %46, %39 ]
  %25 = getelementptr inbounds nuw float, ptr addrspace(1) %12, i64 %24
  %26 = load float, ptr addrspace(1) %25, align 4, !tbaa !13
  br i1 %21, label %39, label %27

27:                                               ; preds = %23
  %28 = getelementptr float, ptr addrspace(1) %14, i64 %24
  br label %29

29:                                               ; preds = %29, %27
  %30 = phi float [ 0.000000e+00, %27 ], [ %36, %29 ]
  %31 = phi i64 [ 0, %27 ], [ %37, %29 ]
  %32 = mul i64 %31, %1
  %33 = getelementptr float, ptr addrspace(1) %28, i64 %32
  %34 = load float, ptr addrspace(1) %33, align 4, !tbaa !13
  %35 = fsub float %34, %26
  %36 = tail call float @llvm.fmuladd.f32(float %35, float %35, float %30)
  %37 = add nuw i64 %31, 1
  %38 = icmp eq i64 %37, %2
  br i1 %38, label %39, label %29, !llvm.loop !22

39:                                               ; preds = %29, %23
  %40 = phi float [ 0.000000e+00, %23 ], [ %36, %29 ]
  %41 = fdiv float %40, %22
  %42 = tail call spir_func noundef float @_Z16__spirv_ocl_sqrtf(float noundef %41) #4
  %43 = fcmp ole float %42, 0x3F1A36E2E0000000
  %44 = select i1 %43, float 1.000000e+00, float %42
  %45 = getelementptr inbounds nuw float, ptr addrspace(1) %16, i64 %24
  store float %44, ptr addrspace(1) %45, align 4, !tbaa !13
  %46 = add i64 %24, %18
  %47 = icmp ult i64 %46, %10
  br i1 %47, label %23, label %48, !llvm.loop !23

48:                                               ; preds = %39, %9
  ret void
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef float @_Z16__spirv_ocl_sqrtf(float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS12ColumnStddev(i64 noundef %0, i64 noundef %1, ptr addrspace(1) noundef readonly align 4 %2, ptr noundef byval(%"class.sycl::_V1::id") align 8 %3, ptr addrspace(1) noundef readonly align 4 %4, ptr noundef byval(%"class.sycl::_V1::id") align 8 %5, ptr addrspace(1) noundef align 4 %6, ptr noundef byval(%"class.sycl::_V1::id") align 8 %7) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !24 !kernel_arg_exclusive_ptr !24 !sycl_fixed_targets !11 !sycl_kernel_omit_args !25 {
  %9 = load i64, ptr %3, align 8
  %10 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %9
  %11 = load i64, ptr %5, align 8
  %12 = getelementptr inbounds nuw float, ptr addrspace(1) %4, i64 %11
  %13 = load i64, ptr %7, align 8
  %14 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %15 = icmp ult i64 %14, 2147483648
  tail call void @llvm.assume(i1 %15)
  %16 = getelementptr inbounds nuw float, ptr addrspace(1) %10, i64 %14
  %17 = load float, ptr addrspace(1) %16, align 4, !tbaa !13
  %18 = getelementptr float, ptr addrspace(1) %12, i64 %14
  %19 = icmp eq i64 %1, 0
  br i1 %19, label %30, label %20

20:                                               ; preds = %20, %8
  %21 = phi float [ %27, %20 ], [ 0.000000e+00, %8 ]
  %22 = phi i64 [ %28, %20 ], [ 0, %8 ]
  %23 = mul i64 %22, %0
  %24 = getelementptr float, ptr addrspace(1) %18, i64 %23
  %25 = load float, ptr addrspace(1) %24, align 4, !tbaa !13
  %26 = fsub float %25, %17
  %27 = tail call float @llvm.fmuladd.f32(float %26, float %26, float %21)
  %28 = add nuw i64 %22, 1
  %29 = icmp eq i64 %28, %1
  br i1 %29, label %30, label %20, !llvm.loop !22

30:                                               ; preds = %20, %8
  %31 = phi float [ 0.000000e+00, %8 ], [ %27, %20 ]
  %32 = getelementptr inbounds nuw float, ptr addrspace(1) %6, i64 %13
  %33 = uitofp i64 %1 to float
  %34 = fdiv float %31, %33
  %35 = tail call spir_func noundef float @_Z16__spirv_ocl_sqrtf(float noundef %34) #4
  %36 = fcmp ole float %35, 0x3F1A36E2E0000000
  %37 = select i1 %36, float 1.000000e+00, float %35
  %38 = getelementptr inbounds nuw float, ptr addrspace(1) %32, i64 %14
  store float %37, ptr addrspace(1) %38, align 4, !tbaa !13
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI9NormaliseEE(ptr noundef byval(%"class.sycl::_V1::range.12") align 8 %0, i64 noundef %1, ptr addrspace(1) noundef align 4 %2, ptr noundef byval(%"class.sycl::_V1::id") align 8 %3, ptr addrspace(1) noundef readonly align 4 %4, ptr noundef byval(%"class.sycl::_V1::id") align 8 %5, ptr addrspace(1) noundef readonly align 4 %6, ptr noundef byval(%"class.sycl::_V1::id") align 8 %7, float noundef %8, ptr addrspace(1) noundef readonly align 4 %9, ptr noundef byval(%"class.sycl::_V1::id") align 8 %10) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !26 !kernel_arg_exclusive_ptr !26 !sycl_fixed_targets !11 !sycl_kernel_omit_args !27 {
  %12 = load i64, ptr %0, align 8
  %13 = getelementptr inbounds i64, ptr %0, i64 1
  %14 = load i64, ptr %13, align 8
  %15 = load i64, ptr %3, align 8
  %16 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %15
  %17 = load i64, ptr %5, align 8
  %18 = getelementptr inbounds nuw float, ptr addrspace(1) %4, i64 %17
  %19 = load i64, ptr %7, align 8
  %20 = getelementptr inbounds nuw float, ptr addrspace(1) %6, i64 %19
  %21 = load i64, ptr %10, align 8
  %22 = getelementptr inbounds nuw float, ptr addrspace(1) %9, i64 %21
  %23 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 1) #4
  %24 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %25 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 1) #4
  %26 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #4
  %27 = icmp ult i64 %23, %12
  %28 = icmp ult i64 %24, %14
  %29 = select i1 %28, i1 %27, i1 false
  br i1 %29, label %30, label %51

30:                                               ; preds = %48, %11
  %31 = phi i64 [ %49, %48 ], [ %24, %11 ]
  %32 = getelementptr inbounds nuw float, ptr addrspace(1) %20, i64 %31
  %33 = getelementptr inbounds nuw float, ptr addrspace(1) %22, i64 %31
  br label %34

34:                                               ; preds = %34, %30
  %35 = phi i64 [ %23, %30 ], [ %46, %34 ]
  %36 = mul i64 %35, %1
  %37 = add i64 %36, %31
  %38 = getelementptr inbounds nuw float, ptr addrspace(1) %18, i64 %37
  %39 = load float, ptr addrspace(1) %38, align 4, !tbaa !13
  %40 = load float, ptr addrspace(1) %32, align 4, !tbaa !13
  %41 = fsub float %39, %40
  %42 = load float, ptr addrspace(1) %33, align 4, !tbaa !13
  %43 = fmul float %8, %42
  %44 = fdiv float %41, %43
  %45 = getelementptr inbounds nuw float, ptr addrspace(1) %16, i64 %37
  store float %44, ptr addrspace(1) %45, align 4, !tbaa !13
  %46 = add i64 %35, %25
  %47 = icmp ult i64 %46, %12
  br i1 %47, label %34, label %48

48:                                               ; preds = %34
  %49 = add i64 %31, %26
  %50 = icmp ult i64 %49, %14
  br i1 %50, label %30, label %51, !llvm.loop !28

51:                                               ; preds = %48, %11
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS9Normalise(i64 noundef %0, ptr addrspace(1) noundef align 4 %1, ptr noundef byval(%"class.sycl::_V1::id") align 8 %2, ptr addrspace(1) noundef readonly align 4 %3, ptr noundef byval(%"class.sycl::_V1::id") align 8 %4, ptr addrspace(1) noundef readonly align 4 %5, ptr noundef byval(%"class.sycl::_V1::id") align 8 %6, float noundef %7, ptr addrspace(1) noundef readonly align 4 %8, ptr noundef byval(%"class.sycl::_V1::id") align 8 %9) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !29 !kernel_arg_exclusive_ptr !29 !sycl_fixed_targets !11 !sycl_kernel_omit_args !30 {
  %11 = load i64, ptr %2, align 8
  %12 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %11
  %13 = load i64, ptr %4, align 8
  %14 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %13
  %15 = load i64, ptr %6, align 8
  %16 = getelementptr inbounds nuw float, ptr addrspace(1) %5, i64 %15
  %17 = load i64, ptr %9, align 8
  %18 = getelementptr inbounds nuw float, ptr addrspace(1) %8, i64 %17
  %19 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 1) #4
  %20 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %21 = icmp ult i64 %19, 2147483648
  tail call void @llvm.assume(i1 %21)
  %22 = icmp ult i64 %20, 2147483648
  tail call void @llvm.assume(i1 %22)
  %23 = mul i64 %19, %0
  %24 = add i64 %23, %20
  %25 = getelementptr inbounds nuw float, ptr addrspace(1) %14, i64 %24
  %26 = load float, ptr addrspace(1) %25, align 4, !tbaa !13
  %27 = getelementptr inbounds nuw float, ptr addrspace(1) %16, i64 %20
  %28 = load float, ptr addrspace(1) %27, align 4, !tbaa !13
  %29 = fsub float %26, %28
  %30 = getelementptr inbounds nuw float, ptr addrspace(1) %18, i64 %20
  %31 = load float, ptr addrspace(1) %30, align 4, !tbaa !13
  %32 = fmul float %7, %31
  %33 = fdiv float %29, %32
  %34 = getelementptr inbounds nuw float, ptr addrspace(1) %12, i64 %24
  store float %33, ptr addrspace(1) %34, align 4, !tbaa !13
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI11CorrelationEE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, i64 noundef %1, i64 noundef %2, ptr addrspace(1) noundef align 4 %3, ptr noundef byval(%"class.sycl::_V1::id") align 8 %4, ptr addrspace(1) noundef readonly align 4 %5, ptr noundef byval(%"class.sycl::_V1::id") align 8 %6) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !10 !kernel_arg_exclusive_ptr !10 !sycl_fixed_targets !11 !sycl_kernel_omit_args !12 {
  %8 = load i64, ptr %0, align 8
  %9 = load i64, ptr %4, align 8
  %10 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %9
  %11 = load i64, ptr %6, align 8
  %12 = getelementptr inbounds nuw float, ptr addrspace(1) %5, i64 %11
  %13 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %14 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #4
  %15 = icmp ult i64 %13, %8
  br i1 %15, label %16, label %55

16:                                               ; preds = %7
  %17 = add i64 %1, 1
  %18 = icmp eq i64 %2, 0
  br label %19

19:                                               ; preds = %52, %16
  %20 = phi i64 [ %13, %16 ], [ %53, %52 ]
  %21 = mul i64 %20, %17
  %22 = getelementptr inbounds nuw float, ptr addrspace(1) %10, i64 %21
  store float 1.000000e+00, ptr addrspace(1) %22, align 4, !tbaa !13
  %23 = add nuw nsw i64 %20, 1
  %24 = icmp ult i64 %23, %1
  br i1 %24, label %25, label %52

25:                                               ; preds = %19
  %26 = mul i64 %20, %1
  %27 = getelementptr float, ptr addrspace(1) %10, i64 %26
  %28 = getelementptr float, ptr addrspace(1) %10, i64 %20
  %29 = getelementptr float, ptr addrspace(1) %12, i64 %20
  br label %30

30:                                               ; preds = %34, %25
  %31 = phi i64 [ %23, %25 ], [ %39, %34 ]
  br i1 %18, label %34, label %32

32:                                               ; preds = %30
  %33 = getelementptr float, ptr addrspace(1) %12, i64 %31
  br label %41

34:                                               ; preds = %41, %30
  %35 = phi float [ 0.000000e+00, %30 ], [ %49, %41 ]
  %36 = getelementptr float, ptr addrspace(1) %27, i64 %31
  store float %35, ptr addrspace(1) %36, align 4, !tbaa !13
  %37 = mul i64 %31, %1
  %38 = getelementptr float, ptr addrspace(1) %28, i64 %37
  store float %35, ptr addrspace(1) %38, align 4, !tbaa !13
  %39 = add nuw i64 %31, 1
  %40 = icmp eq i64 %39, %1
  br i1 %40, label %52, label %30, !llvm.loop !31

41:                                               ; preds = %41, %32
  %42 = phi i64 [ 0, %32 ], [ %50, %41 ]
  %43 = phi float [ 0.000000e+00, %32 ], [ %49, %41 ]
  %44 = mul i64 %42, %1
  %45 = getelementptr float, ptr addrspace(1) %29, i64 %44
  %46 = load float, ptr addrspace(1) %45, align 4, !tbaa !13
  %47 = getelementptr float, ptr addrspace(1) %33, i64 %44
  %48 = load float, ptr addrspace(1) %47, align 4, !tbaa !13
  %49 = tail call float @llvm.fmuladd.f32(float %46, float %48, float %43)
  %50 = add nuw i64 %42, 1
  %51 = icmp eq i64 %50, %2
  br i1 %51, label %34, label %41, !llvm.loop !32

52:                                               ; preds = %34, %19
  %53 = add i64 %20, %14
  %54 = icmp ult i64 %53, %8
  br i1 %54, label %19, label %55, !llvm.loop !33

55:                                               ; preds = %52, %7
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS11Correlation(i64 noundef %0, i64 noundef %1, ptr addrspace(1) noundef align 4 %2, ptr noundef byval(%"class.sycl::_V1::id") align 8 %3, ptr addrspace(1) noundef readonly align 4 %4, ptr noundef byval(%"class.sycl::_V1::id") align 8 %5) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !18 !kernel_arg_exclusive_ptr !18 !sycl_fixed_targets !11 !sycl_kernel_omit_args !19 {
  %7 = load i64, ptr %3, align 8
  %8 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %7
  %9 = load i64, ptr %5, align 8
  %10 = getelementptr inbounds nuw float, ptr addrspace(1) %4, i64 %9
  %11 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %12 = icmp ult i64 %11, 2147483648
  tail call void @llvm.assume(i1 %12)
  %13 = add i64 %0, 1
  %14 = mul i64 %11, %13
  %15 = getelementptr inbounds nuw float, ptr addrspace(1) %8, i64 %14
  store float 1.000000e+00, ptr addrspace(1) %15, align 4, !tbaa !13
  %16 = getelementptr float, ptr addrspace(1) %8, i64 %11
  %17 = add nuw nsw i64 %11, 1
  %18 = icmp ult i64 %17, %0
  br i1 %18, label %19, label %45

19:                                               ; preds = %6
  %20 = getelementptr float, ptr addrspace(1) %10, i64 %11
  %21 = icmp eq i64 %1, 0
  %22 = mul i64 %11, %0
  %23 = getelementptr float, ptr addrspace(1) %8, i64 %22
  br label %24

24:                                               ; preds = %27, %19
  %25 = phi i64 [ %17, %19 ], [ %32, %27 ]
  %26 = getelementptr float, ptr addrspace(1) %10, i64 %25
  br i1 %21, label %27, label %34

27:                                               ; preds = %34, %24
  %28 = phi float [ 0.000000e+00, %24 ], [ %42, %34 ]
  %29 = getelementptr float, ptr addrspace(1) %23, i64 %25
  store float %28, ptr addrspace(1) %29, align 4, !tbaa !13
  %30 = mul i64 %25, %0
  %31 = getelementptr float, ptr addrspace(1) %16, i64 %30
  store float %28, ptr addrspace(1) %31, align 4, !tbaa !13
  %32 = add nuw i64 %25, 1
  %33 = icmp eq i64 %32, %0
  br i1 %33, label %45, label %24, !llvm.loop !31

34:                                               ; preds = %34, %24
  %35 = phi i64 [ %43, %34 ], [ 0, %24 ]
  %36 = phi float [ %42, %34 ], [ 0.000000e+00, %24 ]
  %37 = mul i64 %35, %0
  %38 = getelementptr float, ptr addrspace(1) %20, i64 %37
  %39 = load float, ptr addrspace(1) %38, align 4, !tbaa !13
  %40 = getelementptr float, ptr addrspace(1) %26, i64 %37
  %41 = load float, ptr addrspace(1) %40, align 4, !tbaa !13
  %42 = tail call float @llvm.fmuladd.f32(float %39, float %41, float %36)
  %43 = add nuw i64 %35, 1
  %44 = icmp eq i64 %43, %1
  br i1 %44, label %27, label %34, !llvm.loop !32

45:                                               ; preds = %27, %6
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
!10 = !{i1 false, i1 false, i1 false, i1 true, i1 false, i1 true, i1 false}
!11 = !{}
!12 = !{i1 false, i1 false, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false}
!13 = !{!14, !14, i64 0}
!14 = !{!"float", !8, i64 0}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = distinct !{!17, !16}
!18 = !{i1 false, i1 false, i1 true, i1 false, i1 true, i1 false}
!19 = !{i1 false, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false}
!20 = !{i1 false, i1 false, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false}
!21 = !{i1 false, i1 false, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false}
!22 = distinct !{!22, !16}
!23 = distinct !{!23, !16}
!24 = !{i1 false, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false}
!25 = !{i1 false, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false}
!26 = !{i1 false, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 false, i1 true, i1 false}
!27 = !{i1 false, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 false, i1 true, i1 true, i1 false}
!28 = distinct !{!28, !16}
!29 = !{i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 false, i1 true, i1 false}
!30 = !{i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 false, i1 true, i1 true, i1 false}
!31 = distinct !{!31, !16}
!32 = distinct !{!32, !16}
!33 = distinct !{!33, !16}
