source_filename = "rtc_0.cpp"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [1 x i64] }
%"class.sycl::_V1::range.0" = type { %"class.sycl::_V1::detail::array.1" }
%"class.sycl::_V1::detail::array.1" = type { [2 x i64] }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array.1" }
%"class.sycl::_V1::id.2" = type { %"class.sycl::_V1::detail::array" }

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperIZZN11ColumnStats3runERNS0_5queueEENKUlRNS0_7handlerEE_clES7_E10ColumnMeanEE = comdat any

$_ZTSZZN11ColumnStats3runERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_E10ColumnMean = comdat any

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperIZZN11ColumnStats3runERNS0_5queueEENKUlRNS0_7handlerEE0_clES7_E14ColumnVarianceEE = comdat any

$_ZTSZZN11ColumnStats3runERN4sycl3_V15queueEENKUlRNS1_7handlerEE0_clES5_E14ColumnVariance = comdat any

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperIZZN11ColumnStats3runERNS0_5queueEENKUlRNS0_7handlerEE1_clES7_E13CentreColumnsEE = comdat any

$_ZTSZZN11ColumnStats3runERN4sycl3_V15queueEENKUlRNS1_7handlerEE1_clES5_E13CentreColumns = comdat any

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperIZZN11ColumnStats3runERNS0_5queueEENKUlRNS0_7handlerEE_clES7_E10ColumnMeanEE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, i64 noundef %1, ptr addrspace(1) noundef readonly align 4 %2, ptr noundef byval(%"class.sycl::_V1::range.0") align 8 %3, ptr noundef byval(%"class.sycl::_V1::id") align 8 %4, ptr addrspace(1) noundef align 4 %5, ptr noundef byval(%"class.sycl::_V1::id.2") align 8 %6) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !10 !kernel_arg_exclusive_ptr !10 !sycl_fixed_targets !11 !sycl_kernel_omit_args !12 {
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
define weak_odr dso_local spir_kernel void @_ZTSZZN11ColumnStats3runERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_E10ColumnMean(i64 noundef %0, ptr addrspace(1) noundef readonly align 4 %1, ptr noundef byval(%"class.sycl::_V1::range.0") align 8 %2, ptr noundef byval(%"class.sycl::_V1::id") align 8 %3, ptr addrspace(1) noundef align 4 %4, ptr noundef byval(%"class.sycl::_V1::id.2") align 8 %5) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !18 !kernel_arg_exclusive_ptr !18 !sycl_fixed_targets !11 !sycl_kernel_omit_args !19 {
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
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperIZZN11ColumnStats3runERNS0_5queueEENKUlRNS0_7handlerEE0_clES7_E14ColumnVarianceEE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, i64 noundef %1, ptr addrspace(1) noundef readonly align 4 %2, ptr noundef byval(%"class.sycl::_V1::range.0") align 8 %3, ptr noundef byval(%"class.sycl::_V1::id") align 8 %4, ptr addrspace(1) noundef readonly align 4 %5, ptr noundef byval(%"class.sycl::_V1::id.2") align 8 %6, ptr addrspace(1) noundef align 4 %7, ptr noundef byval(%"class.sycl::_V1::id.2") align 8 %8) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !20 !kernel_arg_exclusive_ptr !20 !sycl_fixed_targets !11 !sycl_kernel_omit_args !21 {
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
  %23 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %24 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #4
  %25 = icmp ult i64 %23, %10
  br i1 %25, label %26, label %51

26:                                               ; preds = %9
  %27 = icmp eq i64 %1, 0
  %28 = uitofp i64 %1 to float
  br label %29

29:                                               ; preds = %45, %26
  %30 = phi i64 [ %23, %26 ], [ %49, %45 ]
  br i1 %27, label %45, label %31

31:                                               ; preds = %29
  %32 = getelementptr float, ptr addrspace(1) %18, i64 %30
  %33 = getelementptr inbounds nuw float, ptr addrspace(1) %20, i64 %30
  %34 = load float, ptr addrspace(1) %33, align 4, !tbaa !13
  br label %35

35:                                               ; preds = %35, %31
  %36 = phi float [ 0.000000e+00, %31 ], [ %42, %35 ]
  %37 = phi i64 [ 0, %31 ], [ %43, %35 ]
  %38 = mul i64 %37, %12
  %39 = getelementptr float, ptr addrspace(1) %32, i64 %38
  %40 = load float, ptr addrspace(1) %39, align 4, !tbaa !13
  %41 = fsub float %40, %34
  %42 = tail call float @llvm.fmuladd.f32(float %41, float %41, float %36)
  %43 = add nuw i64 %37, 1
  %44 = icmp eq i64 %43, %1
  br i1 %44, label %45, label %35, !llvm.loop !22

45:                                               ; preds = %35, %29
  %46 = phi float [ 0.000000e+00, %29 ], [ %42, %35 ]
  %47 = fdiv float %46, %28
  %48 = getelementptr inbounds nuw float, ptr addrspace(1) %22, i64 %30
  store float %47, ptr addrspace(1) %48, align 4, !tbaa !13
  %49 = add i64 %30, %24
  %50 = icmp ult i64 %49, %10
  br i1 %50, label %29, label %51, !llvm.loop !23

51:                                               ; preds = %45, %9
  ret void
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #3

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSZZN11ColumnStats3runERN4sycl3_V15queueEENKUlRNS1_7handlerEE0_clES5_E14ColumnVariance(i64 noundef %0, ptr addrspace(1) noundef readonly align 4 %1, ptr noundef byval(%"class.sycl::_V1::range.0") align 8 %2, ptr noundef byval(%"class.sycl::_V1::id") align 8 %3, ptr addrspace(1) noundef readonly align 4 %4, ptr noundef byval(%"class.sycl::_V1::id.2") align 8 %5, ptr addrspace(1) noundef align 4 %6, ptr noundef byval(%"class.sycl::_V1::id.2") align 8 %7) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !24 !kernel_arg_exclusive_ptr !24 !sycl_fixed_targets !11 !sycl_kernel_omit_args !25 {
  %9 = getelementptr inbounds i64, ptr %2, i64 1
  %10 = load i64, ptr %9, align 8
  %11 = load i64, ptr %7, align 8
  %12 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %13 = icmp ult i64 %12, 2147483648
  tail call void @llvm.assume(i1 %13)
  %14 = icmp eq i64 %0, 0
  br i1 %14, label %37, label %15

15:                                               ; preds = %8
  %16 = load i64, ptr %5, align 8
  %17 = getelementptr inbounds nuw float, ptr addrspace(1) %4, i64 %16
  %18 = getelementptr inbounds i64, ptr %3, i64 1
  %19 = load i64, ptr %18, align 8
  %20 = getelementptr float, ptr addrspace(1) %1, i64 %19
  %21 = load i64, ptr %3, align 8
  %22 = mul i64 %21, %10
  %23 = getelementptr float, ptr addrspace(1) %20, i64 %22
  %24 = getelementptr float, ptr addrspace(1) %23, i64 %12
  %25 = getelementptr inbounds nuw float, ptr addrspace(1) %17, i64 %12
  %26 = load float, ptr addrspace(1) %25, align 4, !tbaa !13
  br label %27

27:                                               ; preds = %27, %15
  %28 = phi float [ 0.000000e+00, %15 ], [ %34, %27 ]
  %29 = phi i64 [ 0, %15 ], [ %35, %27 ]
  %30 = mul i64 %29, %10
  %31 = getelementptr float, ptr addrspace(1) %24, i64 %30
  %32 = load float, ptr addrspace(1) %31, align 4, !tbaa !13
  %33 = fsub float %32, %26
  %34 = tail call float @llvm.fmuladd.f32(float %33, float %33, float %28)
  %35 = add nuw i64 %29, 1
  %36 = icmp eq i64 %35, %0
  br i1 %36, label %37, label %27, !llvm.loop !22

37:                                               ; preds = %27, %8
  %38 = phi float [ 0.000000e+00, %8 ], [ %34, %27 ]
  %39 = getelementptr inbounds nuw float, ptr addrspace(1) %6, i64 %11
  %40 = uitofp i64 %0 to float
  %41 = fdiv float %38, %40
  %42 = getelementptr inbounds nuw float, ptr addrspace(1) %39, i64 %12
  store float %41, ptr addrspace(1) %42, align 4, !tbaa !13
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperIZZN11ColumnStats3runERNS0_5queueEENKUlRNS0_7handlerEE1_clES7_E13CentreColumnsEE(ptr noundef byval(%"class.sycl::_V1::range.0") align 8 %0, ptr addrspace(1) noundef align 4 %1, ptr noundef byval(%"class.sycl::_V1::range.0") align 8 %2, ptr noundef byval(%"class.sycl::_V1::id") align 8 %3, ptr addrspace(1) noundef readonly align 4 %4, ptr noundef byval(%"class.sycl::_V1::range.0") align 8 %5, ptr noundef byval(%"class.sycl::_V1::id") align 8 %6, ptr addrspace(1) noundef readonly align 4 %7, ptr noundef byval(%"class.sycl::_V1::id.2") align 8 %8) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !26 !kernel_arg_exclusive_ptr !26 !sycl_fixed_targets !11 !sycl_kernel_omit_args !27 {
  %10 = load i64, ptr %0, align 8
  %11 = getelementptr inbounds i64, ptr %0, i64 1
  %12 = load i64, ptr %11, align 8
  %13 = getelementptr inbounds i64, ptr %2, i64 1
  %14 = load i64, ptr %13, align 8
  %15 = load i64, ptr %3, align 8
  %16 = getelementptr inbounds i64, ptr %3, i64 1
  %17 = load i64, ptr %16, align 8
  %18 = mul i64 %15, %14
  %19 = getelementptr float, ptr addrspace(1) %1, i64 %17
  %20 = getelementptr float, ptr addrspace(1) %19, i64 %18
  %21 = getelementptr inbounds i64, ptr %5, i64 1
  %22 = load i64, ptr %21, align 8
  %23 = load i64, ptr %6, align 8
  %24 = getelementptr inbounds i64, ptr %6, i64 1
  %25 = load i64, ptr %24, align 8
  %26 = mul i64 %23, %22
  %27 = getelementptr float, ptr addrspace(1) %4, i64 %25
  %28 = getelementptr float, ptr addrspace(1) %27, i64 %26
  %29 = load i64, ptr %8, align 8
  %30 = getelementptr inbounds nuw float, ptr addrspace(1) %7, i64 %29
  %31 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 1) #4
  %32 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %33 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 1) #4
  %34 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #4
  %35 = icmp ult i64 %31, %10
  %36 = icmp ult i64 %32, %12
  %37 = select i1 %36, i1 %35, i1 false
  br i1 %37, label %38, label %57

38:                                               ; preds = %54, %9
  %39 = phi i64 [ %55, %54 ], [ %32, %9 ]
  %40 = getelementptr float, ptr addrspace(1) %28, i64 %39
  %41 = getelementptr inbounds nuw float, ptr addrspace(1) %30, i64 %39
  %42 = getelementptr float, ptr addrspace(1) %20, i64 %39
  br label %43

43:                                               ; preds = %43, %38
  %44 = phi i64 [ %31, %38 ], [ %52, %43 ]
  %45 = mul i64 %44, %22
  %46 = getelementptr float, ptr addrspace(1) %40, i64 %45
  %47 = load float, ptr addrspace(1) %46, align 4, !tbaa !13
  %48 = load float, ptr addrspace(1) %41, align 4, !tbaa !13
  %49 = fsub float %47, %48
  %50 = mul i64 %44, %14
  %51 = getelementptr float, ptr addrspace(1) %42, i64 %50
  store float %49, ptr addrspace(1) %51, align 4, !tbaa !13
  %52 = add i64 %44, %33
  %53 = icmp ult i64 %52, %10
  br i1 %53, label %43, label %54

54:                                               ; preds = %43
  %55 = add i64 %39, %34
  %56 = icmp ult i64 %55, %12
  br i1 %56, label %38, label %57, !llvm.loop !28

57:                                               ; preds = %54, %9
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSZZN11ColumnStats3runERN4sycl3_V15queueEENKUlRNS1_7handlerEE1_clES5_E13CentreColumns(ptr addrspace(1) noundef align 4 %0, ptr noundef byval(%"class.sycl::_V1::range.0") align 8 %1, ptr noundef byval(%"class.sycl::_V1::id") align 8 %2, ptr addrspace(1) noundef readonly align 4 %3, ptr noundef byval(%"class.sycl::_V1::range.0") align 8 %4, ptr noundef byval(%"class.sycl::_V1::id") align 8 %5, ptr addrspace(1) noundef readonly align 4 %6, ptr noundef byval(%"class.sycl::_V1::id.2") align 8 %7) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !29 !kernel_arg_exclusive_ptr !29 !sycl_fixed_targets !11 !sycl_kernel_omit_args !30 {
  %9 = getelementptr inbounds i64, ptr %1, i64 1
  %10 = load i64, ptr %9, align 8
  %11 = load i64, ptr %2, align 8
  %12 = getelementptr inbounds i64, ptr %2, i64 1
  %13 = load i64, ptr %12, align 8
  %14 = mul i64 %11, %10
  %15 = getelementptr float, ptr addrspace(1) %0, i64 %13
  %16 = getelementptr float, ptr addrspace(1) %15, i64 %14
  %17 = getelementptr inbounds i64, ptr %4, i64 1
  %18 = load i64, ptr %17, align 8
  %19 = load i64, ptr %5, align 8
  %20 = getelementptr inbounds i64, ptr %5, i64 1
  %21 = load i64, ptr %20, align 8
  %22 = mul i64 %19, %18
  %23 = getelementptr float, ptr addrspace(1) %3, i64 %21
  %24 = getelementptr float, ptr addrspace(1) %23, i64 %22
  %25 = load i64, ptr %7, align 8
  %26 = getelementptr inbounds nuw float, ptr addrspace(1) %6, i64 %25
  %27 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 1) #4
  %28 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %29 = icmp ult i64 %27, 2147483648
  tail call void @llvm.assume(i1 %29)
  %30 = icmp ult i64 %28, 2147483648
  tail call void @llvm.assume(i1 %30)
  %31 = mul i64 %27, %18
  %32 = getelementptr float, ptr addrspace(1) %24, i64 %28
  %33 = getelementptr float, ptr addrspace(1) %32, i64 %31
  %34 = load float, ptr addrspace(1) %33, align 4, !tbaa !13
  %35 = getelementptr inbounds nuw float, ptr addrspace(1) %26, i64 %28
  %36 = load float, ptr addrspace(1) %35, align 4, !tbaa !13
  %37 = fsub float %34, %36
  %38 = mul i64 %27, %10
  %39 = getelementptr float, ptr addrspace(1) %16, i64 %28
  %40 = getelementptr float, ptr addrspace(1) %39, i64 %38
  store float %37, ptr addrspace(1) %40, align 4, !tbaa !13
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
!20 = !{i1 false, i1 false, i1 true, i1 false, i1 false, i1 true, i1 false, i1 true, i1 false}
!21 = !{i1 false, i1 false, i1 false, i1 true, i1 false, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false}
!22 = distinct !{!22, !16}
!23 = distinct !{!23, !16}
!24 = !{i1 false, i1 true, i1 false, i1 false, i1 true, i1 false, i1 true, i1 false}
!25 = !{i1 false, i1 false, i1 true, i1 false, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false}
!26 = !{i1 false, i1 true, i1 false, i1 false, i1 true, i1 false, i1 false, i1 true, i1 false}
!27 = !{i1 false, i1 false, i1 true, i1 false, i1 false, i1 false, i1 true, i1 false, i1 false, i1 false, i1 true, i1 true, i1 false}
!28 = distinct !{!28, !16}
!29 = !{i1 true, i1 false, i1 false, i1 true, i1 false, i1 false, i1 true, i1 false}
!30 = !{i1 false, i1 true, i1 false, i1 false, i1 false, i1 true, i1 false, i1 false, i1 false, i1 true, i1 true, i1 false}
