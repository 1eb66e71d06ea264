source_filename = "rtc_0.cpp"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [2 x i64] }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array.1" }
%"class.sycl::_V1::detail::array.1" = type { [1 x i64] }
%class.anon.13 = type { float, float }
%class.anon.16 = type { float }

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI6ToGrayEE = comdat any

$_ZTS6ToGray = comdat any

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI9NormaliseEE = comdat any

$_ZTS9Normalise = comdat any

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI5GammaEE = comdat any

$_ZTS5Gamma = comdat any

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI5ClampEE = comdat any

$_ZTS5Clamp = comdat any

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI6ToGrayEE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, i64 noundef %1, ptr addrspace(1) noundef align 4 %2, ptr noundef byval(%"class.sycl::_V1::id") align 8 %3, ptr addrspace(1) noundef readonly align 4 %4, ptr noundef byval(%"class.sycl::_V1::id") align 8 %5) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !10 !kernel_arg_exclusive_ptr !10 !sycl_fixed_targets !11 !sycl_kernel_omit_args !12 {
  %7 = load i64, ptr %0, align 8
  %8 = getelementptr inbounds i64, ptr %0, i64 1
  %9 = load i64, ptr %8, align 8
  %10 = load i64, ptr %3, align 8
  %11 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %10
  %12 = load i64, ptr %5, align 8
  %13 = getelementptr inbounds nuw float, ptr addrspace(1) %4, i64 %12
  %14 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 1) #4
  %15 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %16 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 1) #4
  %17 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #4
  %18 = icmp ult i64 %14, %7
  %19 = icmp ult i64 %15, %9
  %20 = select i1 %19, i1 %18, i1 false
  br i1 %20, label %21, label %43

21:                                               ; preds = %40, %6
  %22 = phi i64 [ %41, %40 ], [ %15, %6 ]
  br label %23

23:                                               ; preds = %23, %21
  %24 = phi i64 [ %14, %21 ], [ %38, %23 ]
  %25 = mul i64 %24, %1
  %26 = add i64 %25, %22
  %27 = mul i64 %26, 3
  %28 = getelementptr float, ptr addrspace(1) %13, i64 %27
  %29 = load float, ptr addrspace(1) %28, align 4, !tbaa !13
  %30 = getelementptr float, ptr addrspace(1) %28, i64 1
  %31 = load float, ptr addrspace(1) %30, align 4, !tbaa !13
  %32 = fmul float %31, 0x3FE2C8B440000000
  %33 = tail call float @llvm.fmuladd.f32(float %29, float 0x3FD322D0E0000000, float %32)
  %34 = getelementptr float, ptr addrspace(1) %28, i64 2
  %35 = load float, ptr addrspace(1) %34, align 4, !tbaa !13
  %36 = tail call float @llvm.fmuladd.f32(float %35, float 0x3FBD2F1AA0000000, float %33)
  %37 = getelementptr inbounds nuw float, ptr addrspace(1) %11, i64 %26
  store float %36, ptr addrspace(1) %37, align 4, !tbaa !13
  %38 = add i64 %24, %16
  %39 = icmp ult i64 %38, %7
  br i1 %39, label %23, label %40

40:                                               ; preds = %23
  %41 = add i64 %22, %17
  %42 = icmp ult i64 %41, %9
  br i1 %42, label %21, label %43, !llvm.loop !15

43:                                               ; preds = %40, %6
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
define weak_odr dso_local spir_kernel void @_ZTS6ToGray(i64 noundef %0, ptr addrspace(1) noundef align 4 %1, ptr noundef byval(%"class.sycl::_V1::id") align 8 %2, ptr addrspace(1) noundef readonly align 4 %3, ptr noundef byval(%"class.sycl::_V1::id") align 8 %4) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !17 !kernel_arg_exclusive_ptr !17 !sycl_fixed_targets !11 !sycl_kernel_omit_args !18 {
  %6 = load i64, ptr %2, align 8
  %7 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %6
  %8 = load i64, ptr %4, align 8
  %9 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %8
  %10 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 1) #4
  %11 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %12 = icmp ult i64 %10, 2147483648
  tail call void @llvm.assume(i1 %12)
  %13 = icmp ult i64 %11, 2147483648
  tail call void @llvm.assume(i1 %13)
  %14 = mul i64 %10, %0
  %15 = add i64 %14, %11
  %16 = mul i64 %15, 3
  %17 = getelementptr float, ptr addrspace(1) %9, i64 %16
  %18 = load float, ptr addrspace(1) %17, align 4, !tbaa !13
  %19 = getelementptr float, ptr addrspace(1) %17, i64 1
  %20 = load float, ptr addrspace(1) %19, align 4, !tbaa !13
  %21 = fmul float %20, 0x3FE2C8B440000000
  %22 = tail call float @llvm.fmuladd.f32(float %18, float 0x3FD322D0E0000000, float %21)
  %23 = getelementptr float, ptr addrspace(1) %17, i64 2
  %24 = load float, ptr addrspace(1) %23, align 4, !tbaa !13
  %25 = tail call float @llvm.fmuladd.f32(float %24, float 0x3FBD2F1AA0000000, float %22)
  %26 = getelementptr inbounds nuw float, ptr addrspace(1) %7, i64 %15
  store float %25, ptr addrspace(1) %26, align 4, !tbaa !13
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI9NormaliseEE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, i64 noundef %1, ptr addrspace(1) noundef align 4 %2, ptr noundef byval(%"class.sycl::_V1::id") align 8 %3, ptr noundef byval(%class.anon.13) align 4 %4, ptr addrspace(1) noundef readonly align 4 %5, ptr noundef byval(%"class.sycl::_V1::id") align 8 %6) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !19 !kernel_arg_exclusive_ptr !19 !sycl_fixed_targets !11 !sycl_kernel_omit_args !20 {
  %8 = load i64, ptr %0, align 8
  %9 = getelementptr inbounds i64, ptr %0, i64 1
  %10 = load i64, ptr %9, align 8
  %11 = getelementptr inbounds nuw %class.anon.13, ptr %4, i64 0, i32 0
  %12 = load float, ptr %11, align 4, !tbaa !13
  %13 = getelementptr inbounds nuw %class.anon.13, ptr %4, i64 0, i32 1
  %14 = load float, ptr %13, align 4, !tbaa !13
  %15 = load i64, ptr %3, align 8
  %16 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %15
  %17 = load i64, ptr %6, align 8
  %18 = getelementptr inbounds nuw float, ptr addrspace(1) %5, i64 %17
  %19 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 1) #4
  %20 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %21 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 1) #4
  %22 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #4
  %23 = icmp ult i64 %19, %8
  %24 = icmp ult i64 %20, %10
  %25 = select i1 %24, i1 %23, i1 false
  br i1 %25, label %26, label %42

26:                                               ; preds = %39, %7
  %27 = phi i64 [ %40, %39 ], [ %20, %7 ]
  br label %28

28:                                               ; preds = %28, %26
  %29 = phi i64 [ %19, %26 ], [ %37, %28 ]
  %30 = mul i64 %29, %1
  %31 = add i64 %30, %27
  %32 = getelementptr inbounds nuw float, ptr addrspace(1) %18, i64 %31
  %33 = load float, ptr addrspace(1) %32, align 4, !tbaa !13
  %34 = fsub float %33, %12
  %35 = fmul float %14, %34
  %36 = getelementptr inbounds nuw float, ptr addrspace(1) %16, i64 %31
  store float %35, ptr addrspace(1) %36, align 4, !tbaa !13
  %37 = add i64 %29, %21
  %38 = icmp ult i64 %37, %8
  br i1 %38, label %28, label %39

39:                                               ; preds = %28
  %40 = add i64 %27, %22
  %41 = icmp ult i64 %40, %10
  br i1 %41, label %26, label %42, !llvm.loop !21

42:                                               ; preds = %39, %7
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS9Normalise(i64 noundef %0, ptr addrspace(1) noundef align 4 %1, ptr noundef byval(%"class.sycl::_V1::id") align 8 %2, ptr noundef byval(%class.anon.13) align 4 %3, ptr addrspace(1) noundef readonly align 4 %4, ptr noundef byval(%"class.sycl::_V1::id") align 8 %5) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !22 !kernel_arg_exclusive_ptr !22 !sycl_fixed_targets !11 !sycl_kernel_omit_args !23 {
  %7 = getelementptr inbounds nuw %class.anon.13, ptr %3, i64 0, i32 0
  %8 = load float, ptr %7, align 4, !tbaa !13
  %9 = getelementptr inbounds nuw %class.anon.13, ptr %3, i64 0, i32 1
  %10 = load float, ptr %9, align 4, !tbaa !13
  %11 = load i64, ptr %2, align 8
  %12 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %11
  %13 = load i64, ptr %5, align 8
  %14 = getelementptr inbounds nuw float, ptr addrspace(1) %4, i64 %13
  %15 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 1) #4
  %16 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %17 = icmp ult i64 %15, 2147483648
  tail call void @llvm.assume(i1 %17)
  %18 = icmp ult i64 %16, 2147483648
  tail call void @llvm.assume(i1 %18)
  %19 = mul i64 %15, %0
  %20 = add i64 %19, %16
  %21 = getelementptr inbounds nuw float, ptr addrspace(1) %14, i64 %20
  %22 = load float, ptr addrspace(1) %21, align 4, !tbaa !13
  %23 = fsub float %22, %8
  %24 = fmul float %10, %23
  %25 = getelementptr inbounds nuw float, ptr addrspace(1) %12, i64 %20
  store float %24, ptr addrspace(1) %25, align 4, !tbaa !13
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI5GammaEE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, i64 noundef %1, ptr addrspace(1) noundef align 4 %2, ptr noundef byval(%"class.sycl::_V1::id") align 8 %3, ptr noundef byval(%class.anon.16) align 4 %4, ptr addrspace(1) noundef readonly align 4 %5, ptr noundef byval(%"class.sycl::_V1::id") align 8 %6) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !19 !kernel_arg_exclusive_ptr !19 !sycl_fixed_targets !11 !sycl_kernel_omit_args !20 {
  %8 = load i64, ptr %0, align 8
  %9 = getelementptr inbounds i64, ptr %0, i64 1
  %10 = load i64, ptr %9, align 8
  %11 = getelementptr inbounds nuw %class.anon.16, ptr %4, i64 0, i32 0
  %12 = load float, ptr %11, align 4, !tbaa !13
  %13 = load i64, ptr %3, align 8
  %14 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %13
  %15 = load i64, ptr %6, align 8
  %16 = getelementptr inbounds nuw float, ptr addrspace(1) %5, i64 %15
  %17 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 1) #4
  %18 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %19 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 1) #4
  %20 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #4
  %21 = icmp ult i64 %17, %8
  %22 = icmp ult i64 %18, %10
  %23 = select i1 %22, i1 %21, i1 false
  br i1 %23, label %24, label %45

24:                                               ; preds = %42, %7
  %25 = phi i64 [ %43, %42 ], [ %18, %7 ]
  %26 = phi i64 [ %44, %42 ], [ %17, %7 ]
  %27 = mul i64 %26, %1
  %28 = add i64 %27, %25
  %29 = getelementptr inbounds nuw float, ptr addrspace(1) %16, i64 %28
  %30 = load float, ptr addrspace(1) %29, align 4, !tbaa !13
  %31 = fcmp ogt float %30, 0.000000e+00
  br i1 %31, label %32, label %34

32:                                               ; preds = %24
  %33 = tail call spir_func noundef float @_Z15__spirv_ocl_powff(float noundef %30, float noundef %12) #4
  br label %34

34:                                               ; preds = %32, %24
  %35 = phi float [ %33, %32 ], [ 0.000000e+00, %24 ]
  %36 = getelementptr inbounds nuw float, ptr addrspace(1) %14, i64 %28
  store float %35, ptr addrspace(1) %36, align 4, !tbaa !13
  %37 = add i64 %26, %19
  %38 = icmp ult i64 %37, %8
  br i1 %38, label %42, label %39

39:                                               ; preds = %34
  %40 = add i64 %25, %20
  %41 = icmp ult i64 %40, %10
  br i1 %41, label %42, label %45

42:                                               ; preds = %39, %34
  %43 = phi i64 [ %25, %34 ], [ %40, %39 ]
  %44 = phi i64 [ %37, %34 ], [ %17, %39 ]
  br label %24, !llvm.loop !24

45:                                               ; preds = %39, %7
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef float @_Z15__spirv_ocl_powff(float noundef, float noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS5Gamma(i64 noundef %0, ptr addrspace(1) noundef align 4 %1, ptr noundef byval(%"class.sycl::_V1::id") align 8 %2, ptr noundef byval(%class.anon.16) align 4 %3, ptr addrspace(1) noundef readonly align 4 %4, ptr noundef byval(%"class.sycl::_V1::id") align 8 %5) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !22 !kernel_arg_exclusive_ptr !22 !sycl_fixed_targets !11 !sycl_kernel_omit_args !23 {
  %7 = load i64, ptr %2, align 8
  %8 = load i64, ptr %5, align 8
  %9 = getelementptr inbounds nuw float, ptr addrspace(1) %4, i64 %8
  %10 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 1) #4
  %11 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %12 = icmp ult i64 %10, 2147483648
  tail call void @llvm.assume(i1 %12)
  %13 = icmp ult i64 %11, 2147483648
  tail call void @llvm.assume(i1 %13)
  %14 = mul i64 %10, %0
  %15 = add i64 %14, %11
  %16 = getelementptr inbounds nuw float, ptr addrspace(1) %9, i64 %15
  %17 = load float, ptr addrspace(1) %16, align 4, !tbaa !13
  %18 = fcmp ogt float %17, 0.000000e+00
  br i1 %18, label %19, label %23

19:                                               ; preds = %6
  %20 = getelementptr inbounds nuw %class.anon.16, ptr %3, i64 0, i32 0
  %21 = load float, ptr %20, align 4, !tbaa !13
  %22 = tail call spir_func noundef float @_Z15__spirv_ocl_powff(float noundef %17, float noundef %21) #4
  br label %23

23:                                               ; preds = %19, %6
  %24 = phi float [ %22, %19 ], [ 0.000000e+00, %6 ]
  %25 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %7
  %26 = getelementptr inbounds nuw float, ptr addrspace(1) %25, i64 %15
  store float %24, ptr addrspace(1) %26, align 4, !tbaa !13
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI5ClampEE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, i64 noundef %1, ptr addrspace(1) noundef align 4 %2, ptr noundef byval(%"class.sycl::_V1::id") align 8 %3, ptr addrspace(1) noundef readonly align 4 %4, ptr noundef byval(%"class.sycl::_V1::id") align 8 %5) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !10 !kernel_arg_exclusive_ptr !10 !sycl_fixed_targets !11 !sycl_kernel_omit_args !25 {
  %7 = load i64, ptr %0, align 8
  %8 = getelementptr inbounds i64, ptr %0, i64 1
  %9 = load i64, ptr %8, align 8
  %10 = load i64, ptr %3, align 8
  %11 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %10
  %12 = load i64, ptr %5, align 8
  %13 = getelementptr inbounds nuw float, ptr addrspace(1) %4, i64 %12
  %14 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 1) #4
  %15 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %16 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 1) #4
  %17 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #4
  %18 = icmp ult i64 %14, %7
  %19 = icmp ult i64 %15, %9
  %20 = select i1 %19, i1 %18, i1 false
  br i1 %20, label %21, label %38

21:                                               ; preds = %35, %6
  %22 = phi i64 [ %36, %35 ], [ %15, %6 ]
  %23 = phi i64 [ %37, %35 ], [ %14, %6 ]
  %24 = mul i64 %23, %1
  %25 = add i64 %24, %22
  %26 = getelementptr inbounds nuw float, ptr addrspace(1) %13, i64 %25
  %27 = load float, ptr addrspace(1) %26, align 4, !tbaa !13
  %28 = tail call spir_func noundef float @_Z18__spirv_ocl_fclampfff(float noundef %27, float noundef 0.000000e+00, float noundef 1.000000e+00) #4
  %29 = getelementptr inbounds nuw float, ptr addrspace(1) %11, i64 %25
  store float %28, ptr addrspace(1) %29, align 4, !tbaa !13
  %30 = add i64 %23, %16
  %31 = icmp ult i64 %30, %7
  br i1 %31, label %35, label %32

32:                                               ; preds = %21
  %33 = add i64 %22, %17
  %34 = icmp ult i64 %33, %9
  br i1 %34, label %35, label %38

35:                                               ; preds = %32, %21
  %36 = phi i64 [ %22, %21 ], [ %33, %32 ]
  %37 = phi i64 [ %30, %21 ], [ %14, %32 ]
  br label %21, !llvm.loop !26

38:                                               ; preds = %32, %6
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef float @_Z18__spirv_ocl_fclampfff(float noundef, float noundef, float noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS5Clamp(i64 noundef %0, ptr addrspace(1) noundef align 4 %1, ptr noundef byval(%"class.sycl::_V1::id") align 8 %2, ptr addrspace(1) noundef readonly align 4 %3, ptr noundef byval(%"class.sycl::_V1::id") align 8 %4) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !17 !kernel_arg_exclusive_ptr !17 !sycl_fixed_targets !11 !sycl_kernel_omit_args !27 {
  %6 = load i64, ptr %2, align 8
  %7 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %6
  %8 = load i64, ptr %4, align 8
  %9 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %8
  %10 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 1) #4
  %11 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %12 = icmp ult i64 %10, 2147483648
  tail call void @llvm.assume(i1 %12)
  %13 = icmp ult i64 %11, 2147483648
  tail call void @llvm.assume(i1 %13)
  %14 = mul i64 %10, %0
  %15 = add i64 %14, %11
  %16 = getelementptr inbounds nuw float, ptr addrspace(1) %9, i64 %15
  %17 = load float, ptr addrspace(1) %16, align 4, !tbaa !13
  %18 = tail call spir_func noundef float @_Z18__spirv_ocl_fclampfff(float noundef %17, float noundef 0.000000e+00, float noundef 1.000000e+00) #4
  %19 = getelementptr inbounds nuw float, ptr addrspace(1) %7, i64 %15
  store float %18, ptr addrspace(1) %19, align 4, !tbaa !13
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
!10 = !{i1 false, i1 false, i1 true, i1 false, i1 true, i1 false}
!11 = !{}
!12 = !{i1 false, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false}
!13 = !{!14, !14, i64 0}
!14 = !{!"float", !8, i64 0}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = !{i1 false, i1 true, i1 false, i1 true, i1 false}
!18 = !{i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false}
!19 = !{i1 false, i1 false, i1 true, i1 false, i1 false, i1 true, i1 false}
!20 = !{i1 false, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 false, i1 true, i1 true, i1 false}
!21 = distinct !{!21, !16}
!22 = !{i1 false, i1 true, i1 false, i1 false, i1 true, i1 false}
!23 = !{i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 false, i1 true, i1 true, i1 false}
!24 = distinct !{!24, !16}
!25 = !{i1 false, i1 false, i1 false, i1 true, i1 true, i1 false, i1 true, i1 false, i1 true, i1 true, i1 false}
!26 = distinct !{!26, !16}
!27 = !{i1 false, i1 false, i1 true, i1 true, i1 false, i1 true, i1 false, i1 true, i1 true, i1 false}
