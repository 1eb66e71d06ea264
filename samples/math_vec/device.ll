source_filename = "rtc_0.cpp"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [1 x i64] }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::vec" = type { %"class.sycl::_V1::detail::vec_base" }
%"class.sycl::_V1::detail::vec_base" = type { [4 x float] }
%struct.Smoothing = type { [5 x float], float, i32 }
%"struct.std::array.242" = type { [3 x double] }
%"class.sycl::_V1::detail::half_impl::half" = type { half }

$_ZTSN4sycl3_V16detail18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1E11MathFunctorEE = comdat any

$_ZTS11MathFunctor = comdat any

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI10VecSwizzleEE = comdat any

$_ZTS10VecSwizzle = comdat any

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI10HalfDoubleEE = comdat any

$_ZTS10HalfDouble = comdat any

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI4AxpyIfEEE = comdat any

$_ZTS4AxpyIfE = comdat any

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI4AxpyIdEEE = comdat any

$_ZTS4AxpyIdE = comdat any

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI4AxpyIiEEE = comdat any

$_ZTS4AxpyIiE = comdat any

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1E11MathFunctorEE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, ptr addrspace(1) noundef readonly align 4 %1, ptr noundef byval(%"class.sycl::_V1::id") align 8 %2, ptr addrspace(1) noundef align 4 %3, ptr noundef byval(%"class.sycl::_V1::id") align 8 %4, ptr addrspace(1) noundef align 4 %5, ptr noundef byval(%"class.sycl::_V1::id") align 8 %6, float noundef %7) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !10 !kernel_arg_exclusive_ptr !10 !sycl_fixed_targets !11 !sycl_kernel_omit_args !12 {
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
  br i1 %18, label %19, label %48

19:                                               ; preds = %19, %8
  %20 = phi i64 [ %46, %19 ], [ %16, %8 ]
  %21 = getelementptr inbounds nuw float, ptr addrspace(1) %11, i64 %20
  %22 = load float, ptr addrspace(1) %21, align 4, !tbaa !13
  %23 = tail call spir_func noundef float @_Z16__spirv_ocl_fabsf(float noundef %22) #4
  %24 = fadd float %23, 5.000000e-01
  %25 = tail call spir_func noundef float @_Z16__spirv_ocl_sqrtf(float noundef %24) #4
  %26 = tail call spir_func noundef float @_Z17__spirv_ocl_rsqrtf(float noundef %24) #4
  %27 = fadd float %25, %26
  %28 = fneg float %24
  %29 = tail call spir_func noundef float @_Z15__spirv_ocl_expf(float noundef %28) #4
  %30 = fadd float %27, %29
  %31 = tail call spir_func noundef float @_Z15__spirv_ocl_logf(float noundef %24) #4
  %32 = fadd float %30, %31
  %33 = tail call spir_func noundef float @_Z15__spirv_ocl_powff(float noundef %24, float noundef %7) #4
  %34 = fadd float %32, %33
  %35 = tail call spir_func noundef float @_Z16__spirv_ocl_fminff(float noundef %34, float noundef 1.000000e+02) #4
  %36 = tail call spir_func noundef float @_Z17__spirv_ocl_floorf(float noundef %24) #4
  %37 = tail call spir_func noundef float @_Z16__spirv_ocl_fmaxff(float noundef %36, float noundef 1.000000e+00) #4
  %38 = fadd float %35, %37
  %39 = getelementptr inbounds nuw float, ptr addrspace(1) %13, i64 %20
  store float %38, ptr addrspace(1) %39, align 4, !tbaa !13
  %40 = tail call spir_func noundef float @_Z22__spirv_ocl_native_expf(float noundef %28) #4
  %41 = tail call spir_func noundef float @_Z23__spirv_ocl_native_sqrtf(float noundef %24) #4
  %42 = fadd float %40, %41
  %43 = tail call spir_func noundef float @_Z24__spirv_ocl_native_recipf(float noundef %24) #4
  %44 = fadd float %42, %43
  %45 = getelementptr inbounds nuw float, ptr addrspace(1) %15, i64 %20
  store float %44, ptr addrspace(1) %45, align 4, !tbaa !13
  %46 = add i64 %20, %17
  %47 = icmp ult i64 %46, %9
  br i1 %47, label %19, label %48, !llvm.loop !15

48:                                               ; preds = %19, %8
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef float @_Z16__spirv_ocl_fabsf(float noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef float @_Z16__spirv_ocl_sqrtf(float noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef float @_Z17__spirv_ocl_rsqrtf(float noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef float @_Z15__spirv_ocl_expf(float noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef float @_Z15__spirv_ocl_logf(float noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef float @_Z15__spirv_ocl_powff(float noundef, float noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef float @_Z16__spirv_ocl_fminff(float noundef, float noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef float @_Z16__spirv_ocl_fmaxff(float noundef, float noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef float @_Z17__spirv_ocl_floorf(float noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef float @_Z22__spirv_ocl_native_expf(float noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef float @_Z23__spirv_ocl_native_sqrtf(float noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef float @_Z24__spirv_ocl_native_recipf(float noundef) local_unnamed_addr #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS11MathFunctor(ptr addrspace(1) noundef readonly align 4 %0, ptr noundef byval(%"class.sycl::_V1::id") align 8 %1, ptr addrspace(1) noundef align 4 %2, ptr noundef byval(%"class.sycl::_V1::id") align 8 %3, ptr addrspace(1) noundef align 4 %4, ptr noundef byval(%"class.sycl::_V1::id") align 8 %5, float noundef %6) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !17 !kernel_arg_exclusive_ptr !17 !sycl_fixed_targets !11 !sycl_kernel_omit_args !18 {
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
  %18 = tail call spir_func noundef float @_Z16__spirv_ocl_fabsf(float noundef %17) #4
  %19 = fadd float %18, 5.000000e-01
  %20 = tail call spir_func noundef float @_Z16__spirv_ocl_sqrtf(float noundef %19) #4
  %21 = tail call spir_func noundef float @_Z17__spirv_ocl_rsqrtf(float noundef %19) #4
  %22 = fadd float %20, %21
  %23 = fneg float %19
  %24 = tail call spir_func noundef float @_Z15__spirv_ocl_expf(float noundef %23) #4
  %25 = fadd float %22, %24
  %26 = tail call spir_func noundef float @_Z15__spirv_ocl_logf(float noundef %19) #4
  %27 = fadd float %25, %26
  %28 = tail call spir_func noundef float @_Z15__spirv_ocl_powff(float noundef %19, float noundef %6) #4
  %29 = fadd float %27, %28
  %30 = tail call spir_func noundef float @_Z16__spirv_ocl_fminff(float noundef %29, float noundef 1.000000e+02) #4
  %31 = tail call spir_func noundef float @_Z17__spirv_ocl_floorf(float noundef %19) #4
  %32 = tail call spir_func noundef float @_Z16__spirv_ocl_fmaxff(float noundef %31, float noundef 1.000000e+00) #4
  %33 = fadd float %30, %32
  %34 = getelementptr inbounds nuw float, ptr addrspace(1) %11, i64 %14
  store float %33, ptr addrspace(1) %34, align 4, !tbaa !13
  %35 = tail call spir_func noundef float @_Z22__spirv_ocl_native_expf(float noundef %23) #4
  %36 = tail call spir_func noundef float @_Z23__spirv_ocl_native_sqrtf(float noundef %19) #4
  %37 = fadd float %35, %36
  %38 = tail call spir_func noundef float @_Z24__spirv_ocl_native_recipf(float noundef %19) #4
  %39 = fadd float %37, %38
  %40 = getelementptr inbounds nuw float, ptr addrspace(1) %13, i64 %14
  store float %39, ptr addrspace(1) %40, align 4, !tbaa !13
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI10VecSwizzleEE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, ptr addrspace(1) noundef readonly align 16 %1, ptr noundef byval(%"class.sycl::_V1::id") align 8 %2, ptr addrspace(1) noundef align 16 %3, ptr noundef byval(%"class.sycl::_V1::id") align 8 %4) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !19 !kernel_arg_exclusive_ptr !19 !sycl_fixed_targets !11 !sycl_kernel_omit_args !20 {
  %6 = load i64, ptr %0, align 8
  %7 = load i64, ptr %2, align 8
  %8 = getelementptr inbounds nuw %"class.sycl::_V1::vec", ptr addrspace(1) %1, i64 %7
  %9 = load i64, ptr %4, align 8
  %10 = getelementptr inbounds nuw %"class.sycl::_V1::vec", ptr addrspace(1) %3, i64 %9
  %11 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %12 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #4
  %13 = icmp ult i64 %11, %6
  br i1 %13, label %14, label %37

14:                                               ; preds = %14, %5
  %15 = phi i64 [ %35, %14 ], [ %11, %5 ]
  %16 = getelementptr inbounds nuw %"class.sycl::_V1::vec", ptr addrspace(1) %8, i64 %15
  %17 = load <4 x float>, ptr addrspace(1) %16, align 16
  %18 = extractelement <4 x float> %17, i64 2
  %19 = extractelement <4 x float> %17, i64 1
  %20 = extractelement <4 x float> %17, i64 0
  %21 = fmul <4 x float> %17, <float 2.000000e+00, float 2.000000e+00, float poison, float poison>
  %22 = shufflevector <4 x float> %21, <4 x float> %17, <4 x i32> <i32 0, i32 1, i32 5, i32 4>
  %23 = fmul float %20, 5.000000e-01
  %24 = fmul float %19, 5.000000e-01
  %25 = fmul float %18, 5.000000e-01
  %26 = fadd float %23, 1.000000e+00
  %27 = fadd float %24, 1.000000e+00
  %28 = fadd float %25, 1.000000e+00
  %29 = tail call spir_func noundef float @_Z11__spirv_DotDv4_fS_(<4 x float> noundef %17, <4 x float> noundef %22) #4
  %30 = fadd float %29, %26
  %31 = fadd float %27, %30
  %32 = fadd float %28, %31
  %33 = insertelement <4 x float> %22, float %32, i64 3
  %34 = getelementptr inbounds nuw %"class.sycl::_V1::vec", ptr addrspace(1) %10, i64 %15
  store <4 x float> %33, ptr addrspace(1) %34, align 16
  %35 = add i64 %15, %12
  %36 = icmp ult i64 %35, %6
  br i1 %36, label %14, label %37, !llvm.loop !21

37:                                               ; preds = %14, %5
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef float @_Z11__spirv_DotDv4_fS_(<4 x float> noundef, <4 x float> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS10VecSwizzle(ptr addrspace(1) noundef readonly align 16 %0, ptr noundef byval(%"class.sycl::_V1::id") align 8 %1, ptr addrspace(1) noundef align 16 %2, ptr noundef byval(%"class.sycl::_V1::id") align 8 %3) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !22 !kernel_arg_exclusive_ptr !22 !sycl_fixed_targets !11 !sycl_kernel_omit_args !23 {
  %5 = load i64, ptr %1, align 8
  %6 = getelementptr inbounds nuw %"class.sycl::_V1::vec", ptr addrspace(1) %0, i64 %5
  %7 = load i64, ptr %3, align 8
  %8 = getelementptr inbounds nuw %"class.sycl::_V1::vec", ptr addrspace(1) %2, i64 %7
  %9 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %10 = icmp ult i64 %9, 2147483648
  tail call void @llvm.assume(i1 %10)
  %11 = getelementptr inbounds nuw %"class.sycl::_V1::vec", ptr addrspace(1) %6, i64 %9
  %12 = load <4 x float>, ptr addrspace(1) %11, align 16
  %13 = extractelement <4 x float> %12, i64 2
  %14 = extractelement <4 x float> %12, i64 1
  %15 = extractelement <4 x float> %12, i64 0
  %16 = fmul <4 x float> %12, <float 2.000000e+00, float 2.000000e+00, float poison, float poison>
  %17 = shufflevector <4 x float> %16, <4 x float> %12, <4 x i32> <i32 0, i32 1, i32 5, i32 4>
  %18 = fmul float %15, 5.000000e-01
  %19 = fmul float %14, 5.000000e-01
  %20 = fmul float %13, 5.000000e-01
  %21 = fadd float %18, 1.000000e+00
  %22 = fadd float %19, 1.000000e+00
  %23 = fadd float %20, 1.000000e+00
  %24 = tail call spir_func noundef float @_Z11__spirv_DotDv4_fS_(<4 x float> noundef %12, <4 x float> noundef %17) #4
  %25 = fadd float %24, %21
  %26 = fadd float %22, %25
  %27 = fadd float %23, %26
  %28 = insertelement <4 x float> %17, float %27, i64 3
  %29 = getelementptr inbounds nuw %"class.sycl::_V1::vec", ptr addrspace(1) %8, i64 %9
  store <4 x float> %28, ptr addrspace(1) %29, align 16
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI10HalfDoubleEE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, i64 noundef %1, ptr noundef byval(%struct.Smoothing) align 4 %2, ptr addrspace(1) noundef readonly align 4 %3, ptr noundef byval(%"class.sycl::_V1::id") align 8 %4, ptr addrspace(1) noundef align 4 %5, ptr noundef byval(%"class.sycl::_V1::id") align 8 %6, ptr addrspace(1) noundef align 2 %7, ptr noundef byval(%"class.sycl::_V1::id") align 8 %8, ptr noundef byval(%"struct.std::array.242") align 8 %9, ptr addrspace(1) noundef align 8 %10, ptr noundef byval(%"class.sycl::_V1::id") align 8 %11) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !24 !kernel_arg_exclusive_ptr !24 !sycl_used_aspects !25 !sycl_fixed_targets !11 !sycl_kernel_omit_args !28 {
  %13 = load i64, ptr %0, align 8
  %14 = load float, ptr %2, align 4
  %15 = getelementptr inbounds float, ptr %2, i64 1
  %16 = load float, ptr %15, align 4
  %17 = getelementptr inbounds float, ptr %2, i64 2
  %18 = load float, ptr %17, align 4
  %19 = getelementptr inbounds float, ptr %2, i64 3
  %20 = load float, ptr %19, align 4
  %21 = getelementptr inbounds float, ptr %2, i64 4
  %22 = load float, ptr %21, align 4, !tbaa !29
  %23 = getelementptr inbounds float, ptr %2, i64 5
  %24 = load float, ptr %23, align 4, !tbaa !13
  %25 = load double, ptr %9, align 8
  %26 = getelementptr inbounds double, ptr %9, i64 1
  %27 = load double, ptr %26, align 8
  %28 = getelementptr inbounds double, ptr %9, i64 2
  %29 = load double, ptr %28, align 8, !tbaa !29
  %30 = load i64, ptr %4, align 8
  %31 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %30
  %32 = load i64, ptr %6, align 8
  %33 = getelementptr inbounds nuw float, ptr addrspace(1) %5, i64 %32
  %34 = load i64, ptr %8, align 8
  %35 = getelementptr inbounds nuw %"class.sycl::_V1::detail::half_impl::half", ptr addrspace(1) %7, i64 %34
  %36 = load i64, ptr %11, align 8
  %37 = getelementptr inbounds nuw double, ptr addrspace(1) %10, i64 %36
  %38 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %39 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #4
  %40 = icmp ult i64 %38, %13
  br i1 %40, label %41, label %106

41:                                               ; preds = %84, %12
  %42 = phi i64 [ %104, %84 ], [ %38, %12 ]
  %43 = add nsw i64 %42, -2
  %44 = icmp samesign ult i64 %42, 2
  br i1 %44, label %53, label %45

45:                                               ; preds = %41
  %46 = icmp slt i64 %43, %1
  br i1 %46, label %47, label %50

47:                                               ; preds = %45
  %48 = getelementptr inbounds nuw float, ptr addrspace(1) %31, i64 %43
  %49 = load float, ptr addrspace(1) %48, align 4, !tbaa !13
  br label %50

50:                                               ; preds = %47, %45
  %51 = phi float [ 0.000000e+00, %45 ], [ %49, %47 ]
  %52 = add nuw nsw i64 %42, 1
  br label %55

53:                                               ; preds = %41
  %54 = icmp eq i64 %42, 0
  br i1 %54, label %63, label %55

55:                                               ; preds = %53, %50
  %56 = phi i64 [ %52, %50 ], [ 2, %53 ]
  %57 = phi float [ %51, %50 ], [ 0.000000e+00, %53 ]
  %58 = icmp sgt i64 %42, %1
  br i1 %58, label %63, label %59

59:                                               ; preds = %55
  %60 = getelementptr float, ptr addrspace(1) %31, i64 %42
  %61 = getelementptr float, ptr addrspace(1) %60, i64 -1
  %62 = load float, ptr addrspace(1) %61, align 4, !tbaa !13
  br label %63

63:                                               ; preds = %59, %55, %53
  %64 = phi i64 [ %56, %59 ], [ %56, %55 ], [ 1, %53 ]
  %65 = phi float [ %57, %59 ], [ %57, %55 ], [ 0.000000e+00, %53 ]
  %66 = phi float [ %62, %59 ], [ 0.000000e+00, %55 ], [ 0.000000e+00, %53 ]
  %67 = icmp slt i64 %42, %1
  br i1 %67, label %68, label %71

68:                                               ; preds = %63
  %69 = getelementptr inbounds nuw float, ptr addrspace(1) %31, i64 %42
  %70 = load float, ptr addrspace(1) %69, align 4, !tbaa !13
  br label %71

71:                                               ; preds = %68, %63
  %72 = phi float [ %70, %68 ], [ 0.000000e+00, %63 ]
  %73 = icmp slt i64 %64, %1
  br i1 %73, label %74, label %77

74:                                               ; preds = %71
  %75 = getelementptr inbounds nuw float, ptr addrspace(1) %31, i64 %64
  %76 = load float, ptr addrspace(1) %75, align 4, !tbaa !13
  br label %77

77:                                               ; preds = %74, %71
  %78 = phi float [ %76, %74 ], [ 0.000000e+00, %71 ]
  %79 = add nuw nsw i64 %42, 2
  %80 = icmp slt i64 %79, %1
  br i1 %80, label %81, label %84

81:                                               ; preds = %77
  %82 = getelementptr inbounds nuw float, ptr addrspace(1) %31, i64 %79
  %83 = load float, ptr addrspace(1) %82, align 4, !tbaa !13
  br label %84

84:                                               ; preds = %81, %77
  %85 = phi float [ %83, %81 ], [ 0.000000e+00, %77 ]
  %86 = tail call float @llvm.fmuladd.f32(float %14, float %65, float %24)
  %87 = tail call float @llvm.fmuladd.f32(float %16, float %66, float %86)
  %88 = tail call float @llvm.fmuladd.f32(float %18, float %72, float %87)
  %89 = tail call float @llvm.fmuladd.f32(float %20, float %78, float %88)
  %90 = tail call float @llvm.fmuladd.f32(float %22, float %85, float %89)
  %91 = getelementptr inbounds nuw float, ptr addrspace(1) %33, i64 %42
  store float %90, ptr addrspace(1) %91, align 4, !tbaa !13
  %92 = getelementptr inbounds nuw %"class.sycl::_V1::detail::half_impl::half", ptr addrspace(1) %35, i64 %42
  %93 = load half, ptr addrspace(1) %92, align 2, !tbaa !30
  %94 = fmul half %93, %93
  %95 = fadd half %94, 0xH3800
  %96 = getelementptr inbounds { i16 }, ptr addrspace(1) %92, i64 0, i32 0
  store half %95, ptr addrspace(1) %96, align 2, !tbaa !30
  %97 = fpext float %66 to double
  %98 = tail call double @llvm.fmuladd.f64(double %25, double %97, double 0.000000e+00)
  %99 = fpext float %72 to double
  %100 = tail call double @llvm.fmuladd.f64(double %27, double %99, double %98)
  %101 = fpext float %78 to double
  %102 = tail call double @llvm.fmuladd.f64(double %29, double %101, double %100)
  %103 = getelementptr inbounds nuw double, ptr addrspace(1) %37, i64 %42
  store double %102, ptr addrspace(1) %103, align 8, !tbaa !32
  %104 = add i64 %42, %39
  %105 = icmp ult i64 %104, %13
  br i1 %105, label %41, label %106, !llvm.loop !34

106:                                              ; preds = %84, %12
  ret void
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare !sycl_used_aspects !35 double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS10HalfDouble(i64 noundef %0, ptr noundef byval(%struct.Smoothing) align 4 %1, ptr addrspace(1) noundef readonly align 4 %2, ptr noundef byval(%"class.sycl::_V1::id") align 8 %3, ptr addrspace(1) noundef align 4 %4, ptr noundef byval(%"class.sycl::_V1::id") align 8 %5, ptr addrspace(1) noundef align 2 %6, ptr noundef byval(%"class.sycl::_V1::id") align 8 %7, ptr noundef byval(%"struct.std::array.242") align 8 %8, ptr addrspace(1) noundef align 8 %9, ptr noundef byval(%"class.sycl::_V1::id") align 8 %10) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !36 !kernel_arg_exclusive_ptr !36 !sycl_used_aspects !25 !sycl_fixed_targets !11 !sycl_kernel_omit_args !37 {
  %12 = load float, ptr %1, align 4
  %13 = getelementptr inbounds float, ptr %1, i64 1
  %14 = load float, ptr %13, align 4
  %15 = getelementptr inbounds float, ptr %1, i64 2
  %16 = load float, ptr %15, align 4
  %17 = getelementptr inbounds float, ptr %1, i64 3
  %18 = load float, ptr %17, align 4
  %19 = getelementptr inbounds float, ptr %1, i64 4
  %20 = load float, ptr %19, align 4, !tbaa !29
  %21 = getelementptr inbounds float, ptr %1, i64 5
  %22 = load float, ptr %21, align 4, !tbaa !13
  %23 = load double, ptr %8, align 8
  %24 = getelementptr inbounds double, ptr %8, i64 1
  %25 = load double, ptr %24, align 8
  %26 = getelementptr inbounds double, ptr %8, i64 2
  %27 = load double, ptr %26, align 8, !tbaa !29
  %28 = load i64, ptr %3, align 8
  %29 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %28
  %30 = load i64, ptr %5, align 8
  %31 = load i64, ptr %7, align 8
  %32 = load i64, ptr %10, align 8
  %33 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %34 = icmp ult i64 %33, 2147483648
  tail call void @llvm.assume(i1 %34)
  %35 = add nsw i64 %33, -2
  %36 = icmp samesign ugt i64 %33, 1
  %37 = icmp slt i64 %35, %0
  %38 = select i1 %36, i1 %37, i1 false
  br i1 %38, label %39, label %42

39:                                               ; preds = %11
  %40 = getelementptr inbounds nuw float, ptr addrspace(1) %29, i64 %35
  %41 = load float, ptr addrspace(1) %40, align 4, !tbaa !13
  br label %42

42:                                               ; preds = %39, %11
  %43 = phi float [ %41, %39 ], [ 0.000000e+00, %11 ]
  %44 = add nuw nsw i64 %33, 1
  %45 = icmp ne i64 %33, 0
  %46 = icmp sle i64 %33, %0
  %47 = and i1 %45, %46
  br i1 %47, label %48, label %52

48:                                               ; preds = %42
  %49 = getelementptr float, ptr addrspace(1) %29, i64 %33
  %50 = getelementptr float, ptr addrspace(1) %49, i64 -1
  %51 = load float, ptr addrspace(1) %50, align 4, !tbaa !13
  br label %52

52:                                               ; preds = %48, %42
  %53 = phi float [ %51, %48 ], [ 0.000000e+00, %42 ]
  %54 = icmp slt i64 %33, %0
  br i1 %54, label %55, label %58

55:                                               ; preds = %52
  %56 = getelementptr inbounds nuw float, ptr addrspace(1) %29, i64 %33
  %57 = load float, ptr addrspace(1) %56, align 4, !tbaa !13
  br label %58

58:                                               ; preds = %55, %52
  %59 = phi float [ %57, %55 ], [ 0.000000e+00, %52 ]
  %60 = icmp slt i64 %44, %0
  br i1 %60, label %61, label %64

61:                                               ; preds = %58
  %62 = getelementptr inbounds nuw float, ptr addrspace(1) %29, i64 %44
  %63 = load float, ptr addrspace(1) %62, align 4, !tbaa !13
  br label %64

64:                                               ; preds = %61, %58
  %65 = phi float [ %63, %61 ], [ 0.000000e+00, %58 ]
  %66 = add nuw nsw i64 %33, 2
  %67 = icmp slt i64 %66, %0
  br i1 %67, label %68, label %71

68:                                               ; preds = %64
  %69 = getelementptr inbounds nuw float, ptr addrspace(1) %29, i64 %66
  %70 = load float, ptr addrspace(1) %69, align 4, !tbaa !13
  br label %71

71:                                               ; preds = %68, %64
  %72 = phi float [ %70, %68 ], [ 0.000000e+00, %64 ]
  %73 = getelementptr inbounds nuw double, ptr addrspace(1) %9, i64 %32
  %74 = getelementptr inbounds nuw %"class.sycl::_V1::detail::half_impl::half", ptr addrspace(1) %6, i64 %31
  %75 = getelementptr inbounds nuw float, ptr addrspace(1) %4, i64 %30
  %76 = tail call float @llvm.fmuladd.f32(float %12, float %43, float %22)
  %77 = tail call float @llvm.fmuladd.f32(float %14, float %53, float %76)
  %78 = tail call float @llvm.fmuladd.f32(float %16, float %59, float %77)
  %79 = tail call float @llvm.fmuladd.f32(float %18, float %65, float %78)
  %80 = tail call float @llvm.fmuladd.f32(float %20, float %72, float %79)
  %81 = getelementptr inbounds nuw float, ptr addrspace(1) %75, i64 %33
  store float %80, ptr addrspace(1) %81, align 4, !tbaa !13
  %82 = getelementptr inbounds nuw %"class.sycl::_V1::detail::half_impl::half", ptr addrspace(1) %74, i64 %33
  %83 = load half, ptr addrspace(1) %82, align 2, !tbaa !30
  %84 = fmul half %83, %83
  %85 = fadd half %84, 0xH3800
  %86 = getelementptr inbounds { i16 }, ptr addrspace(1) %82, i64 0, i32 0
  store half %85, ptr addrspace(1) %86, align 2, !tbaa !30
  %87 = fpext float %53 to double
  %88 = tail call double @llvm.fmuladd.f64(double %23, double %87, double 0.000000e+00)
  %89 = fpext float %59 to double
  %90 = tail call double @llvm.fmuladd.f64(double %25, double %89, double %88)
  %91 = fpext float %65 to double
  %92 = tail call double @llvm.fmuladd.f64(double %27, double %91, double %90)
  %93 = getelementptr inbounds nuw double, ptr addrspace(1) %73, i64 %33
  store double %92, ptr addrspace(1) %93, align 8, !tbaa !32
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI4AxpyIfEEE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, ptr addrspace(1) noundef align 4 %1, ptr noundef byval(%"class.sycl::_V1::id") align 8 %2, float noundef %3, ptr addrspace(1) noundef readonly align 4 %4, ptr noundef byval(%"class.sycl::_V1::id") align 8 %5) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !38 !kernel_arg_exclusive_ptr !38 !sycl_fixed_targets !11 !sycl_kernel_omit_args !39 {
  %7 = load i64, ptr %0, align 8
  %8 = load i64, ptr %2, align 8
  %9 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %8
  %10 = load i64, ptr %5, align 8
  %11 = getelementptr inbounds nuw float, ptr addrspace(1) %4, i64 %10
  %12 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %13 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #4
  %14 = icmp ult i64 %12, %7
  br i1 %14, label %15, label %24

15:                                               ; preds = %15, %6
  %16 = phi i64 [ %22, %15 ], [ %12, %6 ]
  %17 = getelementptr inbounds nuw float, ptr addrspace(1) %11, i64 %16
  %18 = load float, ptr addrspace(1) %17, align 4, !tbaa !13
  %19 = getelementptr inbounds nuw float, ptr addrspace(1) %9, i64 %16
  %20 = load float, ptr addrspace(1) %19, align 4, !tbaa !13
  %21 = tail call float @llvm.fmuladd.f32(float %3, float %18, float %20)
  store float %21, ptr addrspace(1) %19, align 4, !tbaa !13
  %22 = add i64 %16, %13
  %23 = icmp ult i64 %22, %7
  br i1 %23, label %15, label %24, !llvm.loop !40

24:                                               ; preds = %15, %6
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS4AxpyIfE(ptr addrspace(1) noundef align 4 %0, ptr noundef byval(%"class.sycl::_V1::id") align 8 %1, float noundef %2, ptr addrspace(1) noundef readonly align 4 %3, ptr noundef byval(%"class.sycl::_V1::id") align 8 %4) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !41 !kernel_arg_exclusive_ptr !41 !sycl_fixed_targets !11 !sycl_kernel_omit_args !42 {
  %6 = load i64, ptr %1, align 8
  %7 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %6
  %8 = load i64, ptr %4, align 8
  %9 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %8
  %10 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %11 = icmp ult i64 %10, 2147483648
  tail call void @llvm.assume(i1 %11)
  %12 = getelementptr inbounds nuw float, ptr addrspace(1) %9, i64 %10
  %13 = load float, ptr addrspace(1) %12, align 4, !tbaa !13
  %14 = getelementptr inbounds nuw float, ptr addrspace(1) %7, i64 %10
  %15 = load float, ptr addrspace(1) %14, align 4, !tbaa !13
  %16 = tail call float @llvm.fmuladd.f32(float %2, float %13, float %15)
  store float %16, ptr addrspace(1) %14, align 4, !tbaa !13
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI4AxpyIdEEE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, ptr addrspace(1) noundef align 8 %1, ptr noundef byval(%"class.sycl::_V1::id") align 8 %2, double noundef %3, ptr addrspace(1) noundef readonly align 8 %4, ptr noundef byval(%"class.sycl::_V1::id") align 8 %5) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !38 !kernel_arg_exclusive_ptr !38 !sycl_used_aspects !35 !sycl_fixed_targets !11 !sycl_kernel_omit_args !39 {
  %7 = load i64, ptr %0, align 8
  %8 = load i64, ptr %2, align 8
  %9 = getelementptr inbounds nuw double, ptr addrspace(1) %1, i64 %8
  %10 = load i64, ptr %5, align 8
  %11 = getelementptr inbounds nuw double, ptr addrspace(1) %4, i64 %10
  %12 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %13 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #4
  %14 = icmp ult i64 %12, %7
  br i1 %14, label %15, label %24

15:                                               ; preds = %15, %6
  %16 = phi i64 [ %22, %15 ], [ %12, %6 ]
  %17 = getelementptr inbounds nuw double, ptr addrspace(1) %11, i64 %16
  %18 = load double, ptr addrspace(1) %17, align 8, !tbaa !32
  %19 = getelementptr inbounds nuw double, ptr addrspace(1) %9, i64 %16
  %20 = load double, ptr addrspace(1) %19, align 8, !tbaa !32
  %21 = tail call double @llvm.fmuladd.f64(double %3, double %18, double %20)
  store double %21, ptr addrspace(1) %19, align 8, !tbaa !32
  %22 = add i64 %16, %13
  %23 = icmp ult i64 %22, %7
  br i1 %23, label %15, label %24, !llvm.loop !43

24:                                               ; preds = %15, %6
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS4AxpyIdE(ptr addrspace(1) noundef align 8 %0, ptr noundef byval(%"class.sycl::_V1::id") align 8 %1, double noundef %2, ptr addrspace(1) noundef readonly align 8 %3, ptr noundef byval(%"class.sycl::_V1::id") align 8 %4) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !41 !kernel_arg_exclusive_ptr !41 !sycl_used_aspects !35 !sycl_fixed_targets !11 !sycl_kernel_omit_args !42 {
  %6 = load i64, ptr %1, align 8
  %7 = getelementptr inbounds nuw double, ptr addrspace(1) %0, i64 %6
  %8 = load i64, ptr %4, align 8
  %9 = getelementptr inbounds nuw double, ptr addrspace(1) %3, i64 %8
  %10 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %11 = icmp ult i64 %10, 2147483648
  tail call void @llvm.assume(i1 %11)
  %12 = getelementptr inbounds nuw double, ptr addrspace(1) %9, i64 %10
  %13 = load double, ptr addrspace(1) %12, align 8, !tbaa !32
  %14 = getelementptr inbounds nuw double, ptr addrspace(1) %7, i64 %10
  %15 = load double, ptr addrspace(1) %14, align 8, !tbaa !32
  %16 = tail call double @llvm.fmuladd.f64(double %2, double %13, double %15)
  store double %16, ptr addrspace(1) %14, align 8, !tbaa !32
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI4AxpyIiEEE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, ptr addrspace(1) noundef align 4 %1, ptr noundef byval(%"class.sycl::_V1::id") align 8 %2, i32 noundef %3, ptr addrspace(1) noundef readonly align 4 %4, ptr noundef byval(%"class.sycl::_V1::id") align 8 %5) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !38 !kernel_arg_exclusive_ptr !38 !sycl_fixed_targets !11 !sycl_kernel_omit_args !39 {
  %7 = load i64, ptr %0, align 8
  %8 = load i64, ptr %2, align 8
  %9 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %8
  %10 = load i64, ptr %5, align 8
  %11 = getelementptr inbounds nuw i32, ptr addrspace(1) %4, i64 %10
  %12 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %13 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #4
  %14 = icmp ult i64 %12, %7
  br i1 %14, label %15, label %25

15:                                               ; preds = %15, %6
  %16 = phi i64 [ %23, %15 ], [ %12, %6 ]
  %17 = getelementptr inbounds nuw i32, ptr addrspace(1) %11, i64 %16
  %18 = load i32, ptr addrspace(1) %17, align 4, !tbaa !44
  %19 = mul nsw i32 %18, %3
  %20 = getelementptr inbounds nuw i32, ptr addrspace(1) %9, i64 %16
  %21 = load i32, ptr addrspace(1) %20, align 4, !tbaa !44
  %22 = add nsw i32 %21, %19
  store i32 %22, ptr addrspace(1) %20, align 4, !tbaa !44
  %23 = add i64 %16, %13
  %24 = icmp ult i64 %23, %7
  br i1 %24, label %15, label %25, !llvm.loop !45

25:                                               ; preds = %15, %6
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS4AxpyIiE(ptr addrspace(1) noundef align 4 %0, ptr noundef byval(%"class.sycl::_V1::id") align 8 %1, i32 noundef %2, ptr addrspace(1) noundef readonly align 4 %3, ptr noundef byval(%"class.sycl::_V1::id") align 8 %4) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !41 !kernel_arg_exclusive_ptr !41 !sycl_fixed_targets !11 !sycl_kernel_omit_args !42 {
  %6 = load i64, ptr %1, align 8
  %7 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %6
  %8 = load i64, ptr %4, align 8
  %9 = getelementptr inbounds nuw i32, ptr addrspace(1) %3, i64 %8
  %10 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %11 = icmp ult i64 %10, 2147483648
  tail call void @llvm.assume(i1 %11)
  %12 = getelementptr inbounds nuw i32, ptr addrspace(1) %9, i64 %10
  %13 = load i32, ptr addrspace(1) %12, align 4, !tbaa !44
  %14 = mul nsw i32 %13, %2
  %15 = getelementptr inbounds nuw i32, ptr addrspace(1) %7, i64 %10
  %16 = load i32, ptr addrspace(1) %15, align 4, !tbaa !44
  %17 = add nsw i32 %14, %16
  store i32 %17, ptr addrspace(1) %15, align 4, !tbaa !44
  ret void
}

declare dso_local spir_func i32 @_Z18__spirv_ocl_printfPU3AS2Kcz(ptr addrspace(2), ...)

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "sycl-module-id"="rtc_0.cpp" "sycl-optlevel"="2" "uniform-work-group-size" }
attributes #1 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size" }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
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
!10 = !{i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 false}
!11 = !{}
!12 = !{i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false}
!13 = !{!14, !14, i64 0}
!14 = !{!"float", !8, i64 0}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = !{i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 false}
!18 = !{i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false}
!19 = !{i1 false, i1 true, i1 false, i1 true, i1 false}
!20 = !{i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false}
!21 = distinct !{!21, !16}
!22 = !{i1 true, i1 false, i1 true, i1 false}
!23 = !{i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false}
!24 = !{i1 false, i1 false, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 false, i1 true, i1 false}
!25 = !{!26, !27}
!26 = !{!"fp64", i32 6}
!27 = !{!"fp16", i32 5}
!28 = !{i1 false, i1 false, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 false, i1 true, i1 true, i1 false}
!29 = !{!8, !8, i64 0}
!30 = !{!31, !31, i64 0}
!31 = !{!"_Float16", !8, i64 0}
!32 = !{!33, !33, i64 0}
!33 = !{!"double", !8, i64 0}
!34 = distinct !{!34, !16}
!35 = !{!26}
!36 = !{i1 false, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 false, i1 true, i1 false}
!37 = !{i1 false, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 false, i1 true, i1 true, i1 false}
!38 = !{i1 false, i1 true, i1 false, i1 false, i1 true, i1 false}
!39 = !{i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 false, i1 true, i1 true, i1 false}
!40 = distinct !{!40, !16}
!41 = !{i1 true, i1 false, i1 false, i1 true, i1 false}
!42 = !{i1 false, i1 true, i1 true, i1 false, i1 false, i1 false, i1 true, i1 true, i1 false}
!43 = distinct !{!43, !16}
!44 = !{!7, !7, i64 0}
!45 = distinct !{!45, !16}
