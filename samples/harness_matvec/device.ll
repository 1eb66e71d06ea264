source_filename = "rtc_0.cpp"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [1 x i64] }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::range.0" = type { %"class.sycl::_V1::detail::array.1" }
%"class.sycl::_V1::detail::array.1" = type { [2 x i64] }
%"class.sycl::_V1::id.2" = type { %"class.sycl::_V1::detail::array.1" }

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI7MvtRowsEE = comdat any

$_ZTS7MvtRows = comdat any

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI7MvtColsEE = comdat any

$_ZTS7MvtCols = comdat any

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperIZZN6MatVec3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE1_clESC_E5BicgSEE = comdat any

$_ZTSZZN6MatVec3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE1_clESA_E5BicgS = comdat any

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperIZZN6MatVec3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE2_clESC_E5BicgQEE = comdat any

$_ZTSZZN6MatVec3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE2_clESA_E5BicgQ = comdat any

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI7MvtRowsEE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, i64 noundef %1, ptr addrspace(1) noundef align 4 %2, ptr noundef byval(%"class.sycl::_V1::id") align 8 %3, ptr addrspace(1) noundef readonly align 4 %4, ptr noundef byval(%"class.sycl::_V1::range.0") align 8 %5, ptr noundef byval(%"class.sycl::_V1::id.2") align 8 %6, ptr addrspace(1) noundef readonly align 4 %7, ptr noundef byval(%"class.sycl::_V1::id") align 8 %8) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !10 !kernel_arg_exclusive_ptr !10 !sycl_fixed_targets !11 !sycl_kernel_omit_args !12 {
  %10 = load i64, ptr %0, align 8
  %11 = load i64, ptr %3, align 8
  %12 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %11
  %13 = getelementptr inbounds i64, ptr %5, i64 1
  %14 = load i64, ptr %13, align 8
  %15 = load i64, ptr %6, align 8
  %16 = getelementptr inbounds i64, ptr %6, i64 1
  %17 = load i64, ptr %16, align 8
  %18 = mul i64 %15, %14
  %19 = getelementptr float, ptr addrspace(1) %4, i64 %17
  %20 = getelementptr float, ptr addrspace(1) %19, i64 %18
  %21 = load i64, ptr %8, align 8
  %22 = getelementptr inbounds nuw float, ptr addrspace(1) %7, i64 %21
  %23 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %24 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #4
  %25 = icmp ult i64 %23, %10
  br i1 %25, label %26, label %48

26:                                               ; preds = %9
  %27 = icmp eq i64 %1, 0
  br label %28

28:                                               ; preds = %45, %26
  %29 = phi i64 [ %23, %26 ], [ %46, %45 ]
  br i1 %27, label %45, label %30

30:                                               ; preds = %28
  %31 = mul i64 %29, %14
  %32 = getelementptr float, ptr addrspace(1) %20, i64 %31
  %33 = getelementptr inbounds nuw float, ptr addrspace(1) %12, i64 %29
  %34 = load float, ptr addrspace(1) %33, align 4, !tbaa !13
  br label %35

35:                                               ; preds = %35, %30
  %36 = phi float [ %42, %35 ], [ %34, %30 ]
  %37 = phi i64 [ %43, %35 ], [ 0, %30 ]
  %38 = getelementptr float, ptr addrspace(1) %32, i64 %37
  %39 = load float, ptr addrspace(1) %38, align 4, !tbaa !13
  %40 = getelementptr inbounds nuw float, ptr addrspace(1) %22, i64 %37
  %41 = load float, ptr addrspace(1) %40, align 4, !tbaa !13
  %42 = tail call float @llvm.fmuladd.f32(float %39, float %41, float %36)
  store float %42, ptr addrspace(1) %33, align 4, !tbaa !13
  %43 = add nuw i64 %37, 1
  %44 = icmp eq i64 %43, %1
  br i1 %44, label %45, label %35, !llvm.loop !15

45:                                               ; preds = %35, %28
  %46 = add i64 %29, %24
  %47 = icmp ult i64 %46, %10
  br i1 %47, label %28, label %48, !llvm.loop !17

48:                                               ; preds = %45, %9
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
define weak_odr dso_local spir_kernel void @_ZTS7MvtRows(i64 noundef %0, ptr addrspace(1) noundef align 4 %1, ptr noundef byval(%"class.sycl::_V1::id") align 8 %2, ptr addrspace(1) noundef readonly align 4 %3, ptr noundef byval(%"class.sycl::_V1::range.0") align 8 %4, ptr noundef byval(%"class.sycl::_V1::id.2") align 8 %5, ptr addrspace(1) noundef readonly align 4 %6, ptr noundef byval(%"class.sycl::_V1::id") align 8 %7) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !18 !kernel_arg_exclusive_ptr !18 !sycl_fixed_targets !11 !sycl_kernel_omit_args !19 {
  %9 = load i64, ptr %7, align 8
  %10 = getelementptr inbounds nuw float, ptr addrspace(1) %6, i64 %9
  %11 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %12 = icmp ult i64 %11, 2147483648
  tail call void @llvm.assume(i1 %12)
  %13 = icmp eq i64 %0, 0
  br i1 %13, label %39, label %14

14:                                               ; preds = %8
  %15 = getelementptr inbounds i64, ptr %5, i64 1
  %16 = load i64, ptr %15, align 8
  %17 = getelementptr float, ptr addrspace(1) %3, i64 %16
  %18 = load i64, ptr %5, align 8
  %19 = getelementptr inbounds i64, ptr %4, i64 1
  %20 = load i64, ptr %19, align 8
  %21 = mul i64 %18, %20
  %22 = getelementptr float, ptr addrspace(1) %17, i64 %21
  %23 = load i64, ptr %2, align 8
  %24 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %23
  %25 = mul i64 %11, %20
  %26 = getelementptr float, ptr addrspace(1) %22, i64 %25
  %27 = getelementptr inbounds nuw float, ptr addrspace(1) %24, i64 %11
  %28 = load float, ptr addrspace(1) %27, align 4, !tbaa !13
  br label %29

29:                                               ; preds = %29, %14
  %30 = phi float [ %28, %14 ], [ %36, %29 ]
  %31 = phi i64 [ 0, %14 ], [ %37, %29 ]
  %32 = getelementptr float, ptr addrspace(1) %26, i64 %31
  %33 = load float, ptr addrspace(1) %32, align 4, !tbaa !13
  %34 = getelementptr inbounds nuw float, ptr addrspace(1) %10, i64 %31
  %35 = load float, ptr addrspace(1) %34, align 4, !tbaa !13
  %36 = tail call float @llvm.fmuladd.f32(float %33, float %35, float %30)
  store float %36, ptr addrspace(1) %27, align 4, !tbaa !13
  %37 = add nuw i64 %31, 1
  %38 = icmp eq i64 %37, %0
  br i1 %38, label %39, label %29, !llvm.loop !15

39:                                               ; preds = %29, %8
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI7MvtColsEE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, i64 noundef %1, ptr addrspace(1) noundef align 4 %2, ptr noundef byval(%"class.sycl::_V1::id") align 8 %3, ptr addrspace(1) noundef readonly align 4 %4, ptr noundef byval(%"class.sycl::_V1::range.0") align 8 %5, ptr noundef byval(%"class.sycl::_V1::id.2") align 8 %6, ptr addrspace(1) noundef readonly align 4 %7, ptr noundef byval(%"class.sycl::_V1::id") align 8 %8) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !10 !kernel_arg_exclusive_ptr !10 !sycl_fixed_targets !11 !sycl_kernel_omit_args !12 {
  %10 = load i64, ptr %0, align 8
  %11 = load i64, ptr %3, align 8
  %12 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %11
  %13 = getelementptr inbounds i64, ptr %5, i64 1
  %14 = load i64, ptr %13, align 8
  %15 = load i64, ptr %6, align 8
  %16 = getelementptr inbounds i64, ptr %6, i64 1
  %17 = load i64, ptr %16, align 8
  %18 = mul i64 %15, %14
  %19 = getelementptr float, ptr addrspace(1) %4, i64 %17
  %20 = getelementptr float, ptr addrspace(1) %19, i64 %18
  %21 = load i64, ptr %8, align 8
  %22 = getelementptr inbounds nuw float, ptr addrspace(1) %7, i64 %21
  %23 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %24 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #4
  %25 = icmp ult i64 %23, %10
  br i1 %25, label %26, label %48

26:                                               ; preds = %9
  %27 = icmp eq i64 %1, 0
  br label %28

28:                                               ; preds = %45, %26
  %29 = phi i64 [ %23, %26 ], [ %46, %45 ]
  br i1 %27, label %45, label %30

30:                                               ; preds = %28
  %31 = getelementptr float, ptr addrspace(1) %20, i64 %29
  %32 = getelementptr inbounds nuw float, ptr addrspace(1) %12, i64 %29
  %33 = load float, ptr addrspace(1) %32, align 4, !tbaa !13
  br label %34

34:                                               ; preds = %34, %30
  %35 = phi float [ %42, %34 ], [ %33, %30 ]
  %36 = phi i64 [ %43, %34 ], [ 0, %30 ]
  %37 = mul i64 %36, %14
  %38 = getelementptr float, ptr addrspace(1) %31, i64 %37
  %39 = load float, ptr addrspace(1) %38, align 4, !tbaa !13
  %40 = getelementptr inbounds nuw float, ptr addrspace(1) %22, i64 %36
  %41 = load float, ptr addrspace(1) %40, align 4, !tbaa !13
  %42 = tail call float @llvm.fmuladd.f32(float %39, float %41, float %35)
  store float %42, ptr addrspace(1) %32, align 4, !tbaa !13
  %43 = add nuw i64 %36, 1
  %44 = icmp eq i64 %43, %1
  br i1 %44, label %45, label %34, !llvm.loop !20

45:                                               ; preds = %34, %28
  %46 = add i64 %29, %24
  %47 = icmp ult i64 %46, %10
  br i1 %47, label %28, label %48, !llvm.loop !21

48:                                               ; preds = %45, %9
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS7MvtCols(i64 noundef %0, ptr addrspace(1) noundef align 4 %1, ptr noundef byval(%"class.sycl::_V1::id") align 8 %2, ptr addrspace(1) noundef readonly align 4 %3, ptr noundef byval(%"class.sycl::_V1::range.0") align 8 %4, ptr noundef byval(%"class.sycl::_V1::id.2") align 8 %5, ptr addrspace(1) noundef readonly align 4 %6, ptr noundef byval(%"class.sycl::_V1::id") align 8 %7) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !18 !kernel_arg_exclusive_ptr !18 !sycl_fixed_targets !11 !sycl_kernel_omit_args !19 {
  %9 = getelementptr inbounds i64, ptr %4, i64 1
  %10 = load i64, ptr %9, align 8
  %11 = load i64, ptr %7, align 8
  %12 = getelementptr inbounds nuw float, ptr addrspace(1) %6, i64 %11
  %13 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %14 = icmp ult i64 %13, 2147483648
  tail call void @llvm.assume(i1 %14)
  %15 = icmp eq i64 %0, 0
  br i1 %15, label %39, label %16

16:                                               ; preds = %8
  %17 = getelementptr inbounds i64, ptr %5, i64 1
  %18 = load i64, ptr %17, align 8
  %19 = getelementptr float, ptr addrspace(1) %3, i64 %18
  %20 = load i64, ptr %5, align 8
  %21 = mul i64 %20, %10
  %22 = getelementptr float, ptr addrspace(1) %19, i64 %21
  %23 = load i64, ptr %2, align 8
  %24 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %23
  %25 = getelementptr float, ptr addrspace(1) %22, i64 %13
  %26 = getelementptr inbounds nuw float, ptr addrspace(1) %24, i64 %13
  %27 = load float, ptr addrspace(1) %26, align 4, !tbaa !13
  br label %28

28:                                               ; preds = %28, %16
  %29 = phi float [ %27, %16 ], [ %36, %28 ]
  %30 = phi i64 [ 0, %16 ], [ %37, %28 ]
  %31 = mul i64 %30, %10
  %32 = getelementptr float, ptr addrspace(1) %25, i64 %31
  %33 = load float, ptr addrspace(1) %32, align 4, !tbaa !13
  %34 = getelementptr inbounds nuw float, ptr addrspace(1) %12, i64 %30
  %35 = load float, ptr addrspace(1) %34, align 4, !tbaa !13
  %36 = tail call float @llvm.fmuladd.f32(float %33, float %35, float %29)
  store float %36, ptr addrspace(1) %26, align 4, !tbaa !13
  %37 = add nuw i64 %30, 1
  %38 = icmp eq i64 %37, %0
  br i1 %38, label %39, label %28, !llvm.loop !20

39:                                               ; preds = %28, %8
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperIZZN6MatVec3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE1_clESC_E5BicgSEE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, i64 noundef %1, ptr addrspace(1) noundef align 4 %2, ptr noundef byval(%"class.sycl::_V1::id") align 8 %3, ptr addrspace(1) noundef readonly align 4 %4, ptr noundef byval(%"class.sycl::_V1::id") align 8 %5, ptr addrspace(1) noundef readonly align 4 %6, ptr noundef byval(%"class.sycl::_V1::range.0") align 8 %7, ptr noundef byval(%"class.sycl::_V1::id.2") align 8 %8) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !22 !kernel_arg_exclusive_ptr !22 !sycl_fixed_targets !11 !sycl_kernel_omit_args !23 {
  %10 = load i64, ptr %0, align 8
  %11 = load i64, ptr %3, align 8
  %12 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %11
  %13 = load i64, ptr %5, align 8
  %14 = getelementptr inbounds nuw float, ptr addrspace(1) %4, i64 %13
  %15 = getelementptr inbounds i64, ptr %7, i64 1
  %16 = load i64, ptr %15, align 8
  %17 = load i64, ptr %8, align 8
  %18 = getelementptr inbounds i64, ptr %8, i64 1
  %19 = load i64, ptr %18, align 8
  %20 = mul i64 %17, %16
  %21 = getelementptr float, ptr addrspace(1) %6, i64 %19
  %22 = getelementptr float, ptr addrspace(1) %21, i64 %20
  %23 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %24 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #4
  %25 = icmp ult i64 %23, %10
  br i1 %25, label %26, label %47

26:                                               ; preds = %9
  %27 = icmp eq i64 %1, 0
  br label %28

28:                                               ; preds = %44, %26
  %29 = phi i64 [ %23, %26 ], [ %45, %44 ]
  %30 = getelementptr inbounds nuw float, ptr addrspace(1) %12, i64 %29
  store float 0.000000e+00, ptr addrspace(1) %30, align 4, !tbaa !13
  br i1 %27, label %44, label %31

31:                                               ; preds = %28
  %32 = getelementptr float, ptr addrspace(1) %22, i64 %29
  br label %33

33:                                               ; preds = %33, %31
  %34 = phi float [ %41, %33 ], [ 0.000000e+00, %31 ]
  %35 = phi i64 [ %42, %33 ], [ 0, %31 ]
  %36 = getelementptr inbounds nuw float, ptr addrspace(1) %14, i64 %35
  %37 = load float, ptr addrspace(1) %36, align 4, !tbaa !13
  %38 = mul i64 %35, %16
  %39 = getelementptr float, ptr addrspace(1) %32, i64 %38
  %40 = load float, ptr addrspace(1) %39, align 4, !tbaa !13
  %41 = tail call float @llvm.fmuladd.f32(float %37, float %40, float %34)
  store float %41, ptr addrspace(1) %30, align 4, !tbaa !13
  %42 = add nuw i64 %35, 1
  %43 = icmp eq i64 %42, %1
  br i1 %43, label %44, label %33, !llvm.loop !24

44:                                               ; preds = %33, %28
  %45 = add i64 %29, %24
  %46 = icmp ult i64 %45, %10
  br i1 %46, label %28, label %47, !llvm.loop !25

47:                                               ; preds = %44, %9
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSZZN6MatVec3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE1_clESA_E5BicgS(i64 noundef %0, ptr addrspace(1) noundef align 4 %1, ptr noundef byval(%"class.sycl::_V1::id") align 8 %2, ptr addrspace(1) noundef readonly align 4 %3, ptr noundef byval(%"class.sycl::_V1::id") align 8 %4, ptr addrspace(1) noundef readonly align 4 %5, ptr noundef byval(%"class.sycl::_V1::range.0") align 8 %6, ptr noundef byval(%"class.sycl::_V1::id.2") align 8 %7) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !26 !kernel_arg_exclusive_ptr !26 !sycl_fixed_targets !11 !sycl_kernel_omit_args !27 {
  %9 = load i64, ptr %2, align 8
  %10 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %9
  %11 = load i64, ptr %4, align 8
  %12 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %11
  %13 = getelementptr inbounds i64, ptr %6, i64 1
  %14 = load i64, ptr %13, align 8
  %15 = load i64, ptr %7, align 8
  %16 = getelementptr inbounds i64, ptr %7, i64 1
  %17 = load i64, ptr %16, align 8
  %18 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %19 = icmp ult i64 %18, 2147483648
  tail call void @llvm.assume(i1 %19)
  %20 = getelementptr inbounds nuw float, ptr addrspace(1) %10, i64 %18
  store float 0.000000e+00, ptr addrspace(1) %20, align 4, !tbaa !13
  %21 = icmp eq i64 %0, 0
  br i1 %21, label %38, label %22

22:                                               ; preds = %8
  %23 = getelementptr float, ptr addrspace(1) %5, i64 %17
  %24 = mul i64 %15, %14
  %25 = getelementptr float, ptr addrspace(1) %23, i64 %24
  %26 = getelementptr float, ptr addrspace(1) %25, i64 %18
  br label %27

27:                                               ; preds = %27, %22
  %28 = phi float [ 0.000000e+00, %22 ], [ %35, %27 ]
  %29 = phi i64 [ 0, %22 ], [ %36, %27 ]
  %30 = getelementptr inbounds nuw float, ptr addrspace(1) %12, i64 %29
  %31 = load float, ptr addrspace(1) %30, align 4, !tbaa !13
  %32 = mul i64 %29, %14
  %33 = getelementptr float, ptr addrspace(1) %26, i64 %32
  %34 = load float, ptr addrspace(1) %33, align 4, !tbaa !13
  %35 = tail call float @llvm.fmuladd.f32(float %31, float %34, float %28)
  store float %35, ptr addrspace(1) %20, align 4, !tbaa !13
  %36 = add nuw i64 %29, 1
  %37 = icmp eq i64 %36, %0
  br i1 %37, label %38, label %27, !llvm.loop !24

38:                                               ; preds = %27, %8
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperIZZN6MatVec3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE2_clESC_E5BicgQEE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, i64 noundef %1, ptr addrspace(1) noundef align 4 %2, ptr noundef byval(%"class.sycl::_V1::id") align 8 %3, ptr addrspace(1) noundef readonly align 4 %4, ptr noundef byval(%"class.sycl::_V1::range.0") align 8 %5, ptr noundef byval(%"class.sycl::_V1::id.2") align 8 %6, ptr addrspace(1) noundef readonly align 4 %7, ptr noundef byval(%"class.sycl::_V1::id") align 8 %8) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !10 !kernel_arg_exclusive_ptr !10 !sycl_fixed_targets !11 !sycl_kernel_omit_args !12 {
  %10 = load i64, ptr %0, align 8
  %11 = load i64, ptr %3, align 8
  %12 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %11
  %13 = getelementptr inbounds i64, ptr %5, i64 1
  %14 = load i64, ptr %13, align 8
  %15 = load i64, ptr %6, align 8
  %16 = getelementptr inbounds i64, ptr %6, i64 1
  %17 = load i64, ptr %16, align 8
  %18 = mul i64 %15, %14
  %19 = getelementptr float, ptr addrspace(1) %4, i64 %17
  %20 = getelementptr float, ptr addrspace(1) %19, i64 %18
  %21 = load i64, ptr %8, align 8
  %22 = getelementptr inbounds nuw float, ptr addrspace(1) %7, i64 %21
  %23 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %24 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #4
  %25 = icmp ult i64 %23, %10
  br i1 %25, label %26, label %47

26:                                               ; preds = %9
  %27 = icmp eq i64 %1, 0
  br label %28

28:                                               ; preds = %44, %26
  %29 = phi i64 [ %23, %26 ], [ %45, %44 ]
  %30 = getelementptr inbounds nuw float, ptr addrspace(1) %12, i64 %29
  store float 0.000000e+00, ptr addrspace(1) %30, align 4, !tbaa !13
  br i1 %27, label %44, label %31

31:                                               ; preds = %28
  %32 = mul i64 %29, %14
  %33 = getelementptr float, ptr addrspace(1) %20, i64 %32
  br label %34

34:                                               ; preds = %34, %31
  %35 = phi float [ %41, %34 ], [ 0.000000e+00, %31 ]
  %36 = phi i64 [ %42, %34 ], [ 0, %31 ]
  %37 = getelementptr float, ptr addrspace(1) %33, i64 %36
  %38 = load float, ptr addrspace(1) %37, align 4, !tbaa !13
  %39 = getelementptr inbounds nuw float, ptr addrspace(1) %22, i64 %36
  %40 = load float, ptr addrspace(1) %39, align 4, !tbaa !13
  %41 = tail call float @llvm.fmuladd.f32(float %38, float %40, float %35)
  store float %41, ptr addrspace(1) %30, align 4, !tbaa !13
  %42 = add nuw i64 %36, 1
  %43 = icmp eq i64 %42, %1
  br i1 %43, label %44, label %34, !llvm.loop !28

44:                                               ; preds = %34, %28
  %45 = add i64 %29, %24
  %46 = icmp ult i64 %45, %10
  br i1 %46, label %28, label %47, !llvm.loop !29

47:                                               ; preds = %44, %9
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSZZN6MatVec3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE2_clESA_E5BicgQ(i64 noundef %0, ptr addrspace(1) noundef align 4 %1, ptr noundef byval(%"class.sycl::_V1::id") align 8 %2, ptr addrspace(1) noundef readonly align 4 %3, ptr noundef byval(%"class.sycl::_V1::range.0") align 8 %4, ptr noundef byval(%"class.sycl::_V1::id.2") align 8 %5, ptr addrspace(1) noundef readonly align 4 %6, ptr noundef byval(%"class.sycl::_V1::id") align 8 %7) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !18 !kernel_arg_exclusive_ptr !18 !sycl_fixed_targets !11 !sycl_kernel_omit_args !19 {
  %9 = load i64, ptr %2, align 8
  %10 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %9
  %11 = getelementptr inbounds i64, ptr %4, i64 1
  %12 = load i64, ptr %11, align 8
  %13 = load i64, ptr %5, align 8
  %14 = getelementptr inbounds i64, ptr %5, i64 1
  %15 = load i64, ptr %14, align 8
  %16 = load i64, ptr %7, align 8
  %17 = getelementptr inbounds nuw float, ptr addrspace(1) %6, i64 %16
  %18 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %19 = icmp ult i64 %18, 2147483648
  tail call void @llvm.assume(i1 %19)
  %20 = getelementptr inbounds nuw float, ptr addrspace(1) %10, i64 %18
  store float 0.000000e+00, ptr addrspace(1) %20, align 4, !tbaa !13
  %21 = icmp eq i64 %0, 0
  br i1 %21, label %38, label %22

22:                                               ; preds = %8
  %23 = getelementptr float, ptr addrspace(1) %3, i64 %15
  %24 = mul i64 %13, %12
  %25 = getelementptr float, ptr addrspace(1) %23, i64 %24
  %26 = mul i64 %18, %12
  %27 = getelementptr float, ptr addrspace(1) %25, i64 %26
  br label %28

28:                                               ; preds = %28, %22
  %29 = phi float [ 0.000000e+00, %22 ], [ %35, %28 ]
  %30 = phi i64 [ 0, %22 ], [ %36, %28 ]
  %31 = getelementptr float, ptr addrspace(1) %27, i64 %30
  %32 = load float, ptr addrspace(1) %31, align 4, !tbaa !13
  %33 = getelementptr inbounds nuw float, ptr addrspace(1) %17, i64 %30
  %34 = load float, ptr addrspace(1) %33, align 4, !tbaa !13
  %35 = tail call float @llvm.fmuladd.f32(float %32, float %34, float %29)
  store float %35, ptr addrspace(1) %20, align 4, !tbaa !13
  %36 = add nuw i64 %30, 1
  %37 = icmp eq i64 %36, %0
  br i1 %37, label %38, label %28, !llvm.loop !28

38:                                               ; preds = %28, %8
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
!10 = !{i1 false, i1 false, i1 true, i1 false, i1 true, i1 false, i1 false, i1 true, i1 false}
!11 = !{}
!12 = !{i1 false, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 false, i1 false, i1 false, i1 true, i1 true, i1 false}
!13 = !{!14, !14, i64 0}
!14 = !{!"float", !8, i64 0}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = distinct !{!17, !16}
!18 = !{i1 false, i1 true, i1 false, i1 true, i1 false, i1 false, i1 true, i1 false}
!19 = !{i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 false, i1 false, i1 false, i1 true, i1 true, i1 false}
!20 = distinct !{!20, !16}
!21 = distinct !{!21, !16}
!22 = !{i1 false, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 false}
!23 = !{i1 false, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 false, i1 false}
!24 = distinct !{!24, !16}
!25 = distinct !{!25, !16}
!26 = !{i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 false}
!27 = !{i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 false, i1 false}
!28 = distinct !{!28, !16}
!29 = distinct !{!29, !16}
