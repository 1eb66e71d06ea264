source_filename = "rtc_0.cpp"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

%"class.sycl::_V1::vec" = type { %"class.sycl::_V1::detail::vec_base" }
%"class.sycl::_V1::detail::vec_base" = type { [4 x float] }
%"class.sycl::_V1::detail::half_impl::half" = type { half }
%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [1 x i64] }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::vec.367" = type { %"class.sycl::_V1::detail::vec_base.403" }
%"class.sycl::_V1::detail::vec_base.403" = type { [16 x i32] }

$_ZTS11SplatFloat4 = comdat any

$_ZTS11IntCompare8 = comdat any

$_ZTS11Float3Lanes = comdat any

$_ZTS15HalfRelational8 = comdat any

$_ZTS12DoubleLanes2 = comdat any

$_ZTS12Int16Swizzle = comdat any

$_ZTS12PickConstant = comdat any

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI14HalfLaneSelectEE = comdat any

$_ZTS14HalfLaneSelect = comdat any

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI14NarrowedLoad16EE = comdat any

$_ZTS14NarrowedLoad16 = comdat any

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS11SplatFloat4(ptr addrspace(1) noundef align 16 %0, ptr addrspace(1) noundef align 16 %1) local_unnamed_addr #0 comdat !sycl_fixed_targets !10 !sycl_kernel_omit_args !11 {
  %3 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #3
  %4 = icmp ult i64 %3, 2147483648
  tail call void @llvm.assume(i1 %4)
  %5 = getelementptr inbounds %"class.sycl::_V1::vec", ptr addrspace(1) %0, i64 %3
  %6 = load <4 x float>, ptr addrspace(1) %5, align 16
  %7 = fmul <4 x float> %6, splat (float 2.000000e+00)
  %8 = fadd <4 x float> %7, <float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 4.000000e+00>
  %9 = fcmp ogt <4 x float> %6, splat (float 5.000000e-01)
  %10 = sext <4 x i1> %9 to <4 x i32>
  %11 = extractelement <4 x i32> %10, i64 0
  %12 = icmp slt i32 %11, 0
  %13 = extractelement <4 x float> %8, i64 0
  %14 = select i1 %12, float %13, float 0.000000e+00
  %15 = extractelement <4 x i32> %10, i64 1
  %16 = icmp slt i32 %15, 0
  %17 = extractelement <4 x float> %8, i64 1
  %18 = select i1 %16, float %17, float 0.000000e+00
  %19 = extractelement <4 x i32> %10, i64 2
  %20 = icmp slt i32 %19, 0
  %21 = extractelement <4 x float> %8, i64 2
  %22 = select i1 %20, float %21, float 0.000000e+00
  %23 = extractelement <4 x i32> %10, i64 3
  %24 = icmp slt i32 %23, 0
  %25 = extractelement <4 x float> %8, i64 3
  %26 = select i1 %24, float %25, float 0.000000e+00
  %27 = getelementptr inbounds %"class.sycl::_V1::vec", ptr addrspace(1) %1, i64 %3
  store float %14, ptr addrspace(1) %27, align 16
  %28 = getelementptr inbounds float, ptr addrspace(1) %27, i64 1
  store float %18, ptr addrspace(1) %28, align 4
  %29 = getelementptr inbounds float, ptr addrspace(1) %27, i64 2
  store float %22, ptr addrspace(1) %29, align 8
  %30 = getelementptr inbounds float, ptr addrspace(1) %27, i64 3
  store float %26, ptr addrspace(1) %30, align 4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS11IntCompare8(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) local_unnamed_addr #0 comdat !sycl_fixed_targets !10 !sycl_kernel_omit_args !11 {
  %3 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #3
  %4 = icmp ult i64 %3, 2147483648
  tail call void @llvm.assume(i1 %4)
  %5 = shl nuw nsw i64 %3, 3
  %6 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %5
  %7 = load i32, ptr addrspace(1) %6, align 4, !tbaa !12
  %8 = insertelement <8 x i32> poison, i32 %7, i64 0
  %9 = getelementptr inbounds i32, ptr addrspace(1) %6, i64 1
  %10 = load i32, ptr addrspace(1) %9, align 4, !tbaa !12
  %11 = insertelement <8 x i32> %8, i32 %10, i64 1
  %12 = getelementptr inbounds i32, ptr addrspace(1) %6, i64 2
  %13 = load i32, ptr addrspace(1) %12, align 4, !tbaa !12
  %14 = insertelement <8 x i32> %11, i32 %13, i64 2
  %15 = getelementptr inbounds i32, ptr addrspace(1) %6, i64 3
  %16 = load i32, ptr addrspace(1) %15, align 4, !tbaa !12
  %17 = insertelement <8 x i32> %14, i32 %16, i64 3
  %18 = getelementptr inbounds i32, ptr addrspace(1) %6, i64 4
  %19 = load i32, ptr addrspace(1) %18, align 4, !tbaa !12
  %20 = insertelement <8 x i32> %17, i32 %19, i64 4
  %21 = getelementptr inbounds i32, ptr addrspace(1) %6, i64 5
  %22 = load i32, ptr addrspace(1) %21, align 4, !tbaa !12
  %23 = insertelement <8 x i32> %20, i32 %22, i64 5
  %24 = getelementptr inbounds i32, ptr addrspace(1) %6, i64 6
  %25 = load i32, ptr addrspace(1) %24, align 4, !tbaa !12
  %26 = insertelement <8 x i32> %23, i32 %25, i64 6
  %27 = getelementptr inbounds i32, ptr addrspace(1) %6, i64 7
  %28 = load i32, ptr addrspace(1) %27, align 4, !tbaa !12
  %29 = insertelement <8 x i32> %26, i32 %28, i64 7
  %30 = mul <8 x i32> %29, splat (i32 7)
  %31 = add <8 x i32> %30, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %32 = icmp sgt <8 x i32> %31, splat (i32 10)
  %33 = sext <8 x i1> %32 to <8 x i32>
  %34 = extractelement <8 x i32> %33, i64 0
  %35 = icmp slt i32 %34, 0
  %36 = extractelement <8 x i32> %31, i64 0
  %37 = select i1 %35, i32 %36, i32 0
  %38 = extractelement <8 x i32> %33, i64 1
  %39 = icmp slt i32 %38, 0
  %40 = extractelement <8 x i32> %31, i64 1
  %41 = select i1 %39, i32 %40, i32 0
  %42 = extractelement <8 x i32> %33, i64 2
  %43 = icmp slt i32 %42, 0
  %44 = extractelement <8 x i32> %31, i64 2
  %45 = select i1 %43, i32 %44, i32 0
  %46 = extractelement <8 x i32> %33, i64 3
  %47 = icmp slt i32 %46, 0
  %48 = extractelement <8 x i32> %31, i64 3
  %49 = select i1 %47, i32 %48, i32 0
  %50 = extractelement <8 x i32> %33, i64 4
  %51 = icmp slt i32 %50, 0
  %52 = extractelement <8 x i32> %31, i64 4
  %53 = select i1 %51, i32 %52, i32 0
  %54 = extractelement <8 x i32> %33, i64 5
  %55 = icmp slt i32 %54, 0
  %56 = extractelement <8 x i32> %31, i64 5
  %57 = select i1 %55, i32 %56, i32 0
  %58 = extractelement <8 x i32> %33, i64 6
  %59 = icmp slt i32 %58, 0
  %60 = extractelement <8 x i32> %31, i64 6
  %61 = select i1 %59, i32 %60, i32 0
  %62 = extractelement <8 x i32> %33, i64 7
  %63 = icmp slt i32 %62, 0
  %64 = extractelement <8 x i32> %31, i64 7
  %65 = select i1 %63, i32 %64, i32 0
  %66 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %5
  store i32 %37, ptr addrspace(1) %66, align 4, !tbaa !12
  %67 = getelementptr inbounds i32, ptr addrspace(1) %66, i64 1
  store i32 %41, ptr addrspace(1) %67, align 4, !tbaa !12
  %68 = getelementptr inbounds i32, ptr addrspace(1) %66, i64 2
  store i32 %45, ptr addrspace(1) %68, align 4, !tbaa !12
  %69 = getelementptr inbounds i32, ptr addrspace(1) %66, i64 3
  store i32 %49, ptr addrspace(1) %69, align 4, !tbaa !12
  %70 = getelementptr inbounds i32, ptr addrspace(1) %66, i64 4
  store i32 %53, ptr addrspace(1) %70, align 4, !tbaa !12
  %71 = getelementptr inbounds i32, ptr addrspace(1) %66, i64 5
  store i32 %57, ptr addrspace(1) %71, align 4, !tbaa !12
  %72 = getelementptr inbounds i32, ptr addrspace(1) %66, i64 6
  store i32 %61, ptr addrspace(1) %72, align 4, !tbaa !12
  %73 = getelementptr inbounds i32, ptr addrspace(1) %66, i64 7
  store i32 %65, ptr addrspace(1) %73, align 4, !tbaa !12
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS11Float3Lanes(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) local_unnamed_addr #0 comdat !sycl_fixed_targets !10 !sycl_kernel_omit_args !11 {
  %3 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #3
  %4 = icmp ult i64 %3, 2147483648
  tail call void @llvm.assume(i1 %4)
  %5 = mul nuw nsw i64 %3, 3
  %6 = getelementptr float, ptr addrspace(1) %0, i64 %5
  %7 = load float, ptr addrspace(1) %6, align 4, !tbaa !13
  %8 = insertelement <3 x float> poison, float %7, i64 0
  %9 = getelementptr float, ptr addrspace(1) %6, i64 1
  %10 = load float, ptr addrspace(1) %9, align 4, !tbaa !13
  %11 = insertelement <3 x float> %8, float %10, i64 1
  %12 = getelementptr float, ptr addrspace(1) %6, i64 2
  %13 = load float, ptr addrspace(1) %12, align 4, !tbaa !13
  %14 = insertelement <3 x float> %11, float %13, i64 2
  %15 = fmul <3 x float> %14, <float 5.000000e-01, float 1.500000e+00, float 2.500000e+00>
  %16 = fadd <3 x float> %15, splat (float -3.000000e+00)
  %17 = getelementptr float, ptr addrspace(1) %1, i64 %5
  %18 = extractelement <3 x float> %16, i64 0
  store float %18, ptr addrspace(1) %17, align 4, !tbaa !13
  %19 = extractelement <3 x float> %16, i64 1
  %20 = getelementptr float, ptr addrspace(1) %17, i64 1
  store float %19, ptr addrspace(1) %20, align 4, !tbaa !13
  %21 = extractelement <3 x float> %16, i64 2
  %22 = getelementptr float, ptr addrspace(1) %17, i64 2
  store float %21, ptr addrspace(1) %22, align 4, !tbaa !13
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS15HalfRelational8(ptr addrspace(1) noundef align 2 %0, ptr addrspace(1) noundef align 2 %1) local_unnamed_addr #0 comdat !sycl_used_aspects !15 !sycl_fixed_targets !10 !sycl_kernel_omit_args !11 {
  %3 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #3
  %4 = icmp ult i64 %3, 2147483648
  tail call void @llvm.assume(i1 %4)
  %5 = shl nuw nsw i64 %3, 3
  %6 = getelementptr inbounds %"class.sycl::_V1::detail::half_impl::half", ptr addrspace(1) %0, i64 %5
  %7 = load half, ptr addrspace(1) %6, align 2, !tbaa !17
  %8 = insertelement <8 x half> poison, half %7, i64 0
  %9 = getelementptr inbounds half, ptr addrspace(1) %6, i64 1
  %10 = load half, ptr addrspace(1) %9, align 2, !tbaa !17
  %11 = insertelement <8 x half> %8, half %10, i64 1
  %12 = getelementptr inbounds half, ptr addrspace(1) %6, i64 2
  %13 = load half, ptr addrspace(1) %12, align 2, !tbaa !17
  %14 = insertelement <8 x half> %11, half %13, i64 2
  %15 = getelementptr inbounds half, ptr addrspace(1) %6, i64 3
  %16 = load half, ptr addrspace(1) %15, align 2, !tbaa !17
  %17 = insertelement <8 x half> %14, half %16, i64 3
  %18 = getelementptr inbounds half, ptr addrspace(1) %6, i64 4
  %19 = load half, ptr addrspace(1) %18, align 2, !tbaa !17
  %20 = insertelement <8 x half> %17, half %19, i64 4
  %21 = getelementptr inbounds half, ptr addrspace(1) %6, i64 5
  %22 = load half, ptr addrspace(1) %21, align 2, !tbaa !17
  %23 = insertelement <8 x half> %20, half %22, i64 5
  %24 = getelementptr inbounds half, ptr addrspace(1) %6, i64 6
  %25 = load half, ptr addrspace(1) %24, align 2, !tbaa !17
  %26 = insertelement <8 x half> %23, half %25, i64 6
  %27 = getelementptr inbounds half, ptr addrspace(1) %6, i64 7
  %28 = load half, ptr addrspace(1) %27, align 2, !tbaa !17
  %29 = insertelement <8 x half> %26, half %28, i64 7
  %30 = fmul <8 x half> %29, splat (half 0xH3800)
  %31 = fadd <8 x half> %30, <half 0xH3C00, half 0xH4000, half 0xH4200, half 0xH4400, half 0xH4500, half 0xH4600, half 0xH4700, half 0xH4800>
  %32 = tail call spir_func noundef <8 x i8> @_Z23__spirv_FOrdGreaterThanDv8_DF16_S_(<8 x half> noundef %29, <8 x half> noundef splat (half 0xH3400)) #3
  %33 = sext <8 x i8> %32 to <8 x i16>
  %34 = extractelement <8 x i16> %33, i64 0
  %35 = icmp slt i16 %34, 0
  %36 = extractelement <8 x half> %31, i64 0
  %37 = select i1 %35, half 0xHBC00, half %36
  %38 = extractelement <8 x i16> %33, i64 1
  %39 = icmp slt i16 %38, 0
  %40 = extractelement <8 x half> %31, i64 1
  %41 = select i1 %39, half 0xHBC00, half %40
  %42 = extractelement <8 x i16> %33, i64 2
  %43 = icmp slt i16 %42, 0
  %44 = extractelement <8 x half> %31, i64 2
  %45 = select i1 %43, half 0xHBC00, half %44
  %46 = extractelement <8 x i16> %33, i64 3
  %47 = icmp slt i16 %46, 0
  %48 = extractelement <8 x half> %31, i64 3
  %49 = select i1 %47, half 0xHBC00, half %48
  %50 = extractelement <8 x i16> %33, i64 4
  %51 = icmp slt i16 %50, 0
  %52 = extractelement <8 x half> %31, i64 4
  %53 = select i1 %51, half 0xHBC00, half %52
  %54 = extractelement <8 x i16> %33, i64 5
  %55 = icmp slt i16 %54, 0
  %56 = extractelement <8 x half> %31, i64 5
  %57 = select i1 %55, half 0xHBC00, half %56
  %58 = extractelement <8 x i16> %33, i64 6
  %59 = icmp slt i16 %58, 0
  %60 = extractelement <8 x half> %31, i64 6
  %61 = select i1 %59, half 0xHBC00, half %60
  %62 = extractelement <8 x i16> %33, i64 7
  %63 = icmp slt i16 %62, 0
  %64 = extractelement <8 x half> %31, i64 7
  %65 = select i1 %63, half 0xHBC00, half %64
  %66 = getelementptr inbounds %"class.sycl::_V1::detail::half_impl::half", ptr addrspace(1) %1, i64 %5
  store half %37, ptr addrspace(1) %66, align 2, !tbaa !17
  %67 = getelementptr inbounds half, ptr addrspace(1) %66, i64 1
  store half %41, ptr addrspace(1) %67, align 2, !tbaa !17
  %68 = getelementptr inbounds half, ptr addrspace(1) %66, i64 2
  store half %45, ptr addrspace(1) %68, align 2, !tbaa !17
  %69 = getelementptr inbounds half, ptr addrspace(1) %66, i64 3
  store half %49, ptr addrspace(1) %69, align 2, !tbaa !17
  %70 = getelementptr inbounds half, ptr addrspace(1) %66, i64 4
  store half %53, ptr addrspace(1) %70, align 2, !tbaa !17
  %71 = getelementptr inbounds half, ptr addrspace(1) %66, i64 5
  store half %57, ptr addrspace(1) %71, align 2, !tbaa !17
  %72 = getelementptr inbounds half, ptr addrspace(1) %66, i64 6
  store half %61, ptr addrspace(1) %72, align 2, !tbaa !17
  %73 = getelementptr inbounds half, ptr addrspace(1) %66, i64 7
  store half %65, ptr addrspace(1) %73, align 2, !tbaa !17
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef <8 x i8> @_Z23__spirv_FOrdGreaterThanDv8_DF16_S_(<8 x half> noundef, <8 x half> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS12DoubleLanes2(ptr addrspace(1) noundef align 8 %0, ptr addrspace(1) noundef align 8 %1) local_unnamed_addr #0 comdat !sycl_used_aspects !19 !sycl_fixed_targets !10 !sycl_kernel_omit_args !11 {
  %3 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #3
  %4 = icmp ult i64 %3, 2147483648
  tail call void @llvm.assume(i1 %4)
  %5 = shl nuw nsw i64 %3, 1
  %6 = getelementptr inbounds double, ptr addrspace(1) %0, i64 %5
  %7 = load <2 x double>, ptr addrspace(1) %6, align 8, !tbaa !21
  %8 = fmul <2 x double> %7, <double 2.500000e-01, double -4.000000e+00>
  %9 = fadd <2 x double> %8, splat (double 1.000000e+00)
  %10 = getelementptr inbounds double, ptr addrspace(1) %1, i64 %5
  store <2 x double> %9, ptr addrspace(1) %10, align 8, !tbaa !21
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS12Int16Swizzle(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) local_unnamed_addr #0 comdat !sycl_fixed_targets !10 !sycl_kernel_omit_args !11 {
  %3 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #3
  %4 = icmp ult i64 %3, 2147483648
  tail call void @llvm.assume(i1 %4)
  %5 = shl nuw nsw i64 %3, 4
  %6 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %5
  %7 = load i32, ptr addrspace(1) %6, align 4, !tbaa !12
  %8 = getelementptr inbounds i32, ptr addrspace(1) %6, i64 1
  %9 = load i32, ptr addrspace(1) %8, align 4, !tbaa !12
  %10 = getelementptr inbounds i32, ptr addrspace(1) %6, i64 2
  %11 = load i32, ptr addrspace(1) %10, align 4, !tbaa !12
  %12 = getelementptr inbounds i32, ptr addrspace(1) %6, i64 3
  %13 = load i32, ptr addrspace(1) %12, align 4, !tbaa !12
  %14 = getelementptr inbounds i32, ptr addrspace(1) %6, i64 4
  %15 = load i32, ptr addrspace(1) %14, align 4, !tbaa !12
  %16 = getelementptr inbounds i32, ptr addrspace(1) %6, i64 5
  %17 = load i32, ptr addrspace(1) %16, align 4, !tbaa !12
  %18 = getelementptr inbounds i32, ptr addrspace(1) %6, i64 6
  %19 = load i32, ptr addrspace(1) %18, align 4, !tbaa !12
  %20 = getelementptr inbounds i32, ptr addrspace(1) %6, i64 7
  %21 = load i32, ptr addrspace(1) %20, align 4, !tbaa !12
  %22 = getelementptr inbounds i32, ptr addrspace(1) %6, i64 8
  %23 = load i32, ptr addrspace(1) %22, align 4, !tbaa !12
  %24 = getelementptr inbounds i32, ptr addrspace(1) %6, i64 9
  %25 = load i32, ptr addrspace(1) %24, align 4, !tbaa !12
  %26 = getelementptr inbounds i32, ptr addrspace(1) %6, i64 10
  %27 = load i32, ptr addrspace(1) %26, align 4, !tbaa !12
  %28 = getelementptr inbounds i32, ptr addrspace(1) %6, i64 11
  %29 = load i32, ptr addrspace(1) %28, align 4, !tbaa !12
  %30 = getelementptr inbounds i32, ptr addrspace(1) %6, i64 12
  %31 = load i32, ptr addrspace(1) %30, align 4, !tbaa !12
  %32 = getelementptr inbounds i32, ptr addrspace(1) %6, i64 13
  %33 = load i32, ptr addrspace(1) %32, align 4, !tbaa !12
  %34 = getelementptr inbounds i32, ptr addrspace(1) %6, i64 14
  %35 = load i32, ptr addrspace(1) %34, align 4, !tbaa !12
  %36 = getelementptr inbounds i32, ptr addrspace(1) %6, i64 15
  %37 = load i32, ptr addrspace(1) %36, align 4, !tbaa !12
  %38 = insertelement <16 x i32> <i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>, i32 %37, i64 0
  %39 = insertelement <16 x i32> %38, i32 %35, i64 1
  %40 = insertelement <16 x i32> %39, i32 %33, i64 2
  %41 = insertelement <16 x i32> %40, i32 %31, i64 3
  %42 = insertelement <16 x i32> %41, i32 %29, i64 4
  %43 = insertelement <16 x i32> %42, i32 %27, i64 5
  %44 = insertelement <16 x i32> %43, i32 %25, i64 6
  %45 = insertelement <16 x i32> %44, i32 %23, i64 7
  %46 = insertelement <16 x i32> %45, i32 %21, i64 8
  %47 = insertelement <16 x i32> %46, i32 %19, i64 9
  %48 = insertelement <16 x i32> %47, i32 %17, i64 10
  %49 = insertelement <16 x i32> %48, i32 %15, i64 11
  %50 = insertelement <16 x i32> %49, i32 %13, i64 12
  %51 = insertelement <16 x i32> %50, i32 %11, i64 13
  %52 = insertelement <16 x i32> %51, i32 %9, i64 14
  %53 = insertelement <16 x i32> %52, i32 %7, i64 15
  %54 = add <16 x i32> %53, <i32 poison, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %55 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %5
  store i32 %37, ptr addrspace(1) %55, align 4, !tbaa !12
  %56 = extractelement <16 x i32> %54, i64 1
  %57 = getelementptr inbounds i32, ptr addrspace(1) %55, i64 1
  store i32 %56, ptr addrspace(1) %57, align 4, !tbaa !12
  %58 = extractelement <16 x i32> %54, i64 2
  %59 = getelementptr inbounds i32, ptr addrspace(1) %55, i64 2
  store i32 %58, ptr addrspace(1) %59, align 4, !tbaa !12
  %60 = extractelement <16 x i32> %54, i64 3
  %61 = getelementptr inbounds i32, ptr addrspace(1) %55, i64 3
  store i32 %60, ptr addrspace(1) %61, align 4, !tbaa !12
  %62 = extractelement <16 x i32> %54, i64 4
  %63 = getelementptr inbounds i32, ptr addrspace(1) %55, i64 4
  store i32 %62, ptr addrspace(1) %63, align 4, !tbaa !12
  %64 = extractelement <16 x i32> %54, i64 5
  %65 = getelementptr inbounds i32, ptr addrspace(1) %55, i64 5
  store i32 %64, ptr addrspace(1) %65, align 4, !tbaa !12
  %66 = extractelement <16 x i32> %54, i64 6
  %67 = getelementptr inbounds i32, ptr addrspace(1) %55, i64 6
  store i32 %66, ptr addrspace(1) %67, align 4, !tbaa !12
  %68 = extractelement <16 x i32> %54, i64 7
  %69 = getelementptr inbounds i32, ptr addrspace(1) %55, i64 7
  store i32 %68, ptr addrspace(1) %69, align 4, !tbaa !12
  %70 = extractelement <16 x i32> %54, i64 8
  %71 = getelementptr inbounds i32, ptr addrspace(1) %55, i64 8
  store i32 %70, ptr addrspace(1) %71, align 4, !tbaa !12
  %72 = extractelement <16 x i32> %54, i64 9
  %73 = getelementptr inbounds i32, ptr addrspace(1) %55, i64 9
  store i32 %72, ptr addrspace(1) %73, align 4, !tbaa !12
  %74 = extractelement <16 x i32> %54, i64 10
  %75 = getelementptr inbounds i32, ptr addrspace(1) %55, i64 10
  store i32 %74, ptr addrspace(1) %75, align 4, !tbaa !12
  %76 = extractelement <16 x i32> %54, i64 11
  %77 = getelementptr inbounds i32, ptr addrspace(1) %55, i64 11
  store i32 %76, ptr addrspace(1) %77, align 4, !tbaa !12
  %78 = extractelement <16 x i32> %54, i64 12
  %79 = getelementptr inbounds i32, ptr addrspace(1) %55, i64 12
  store i32 %78, ptr addrspace(1) %79, align 4, !tbaa !12
  %80 = extractelement <16 x i32> %54, i64 13
  %81 = getelementptr inbounds i32, ptr addrspace(1) %55, i64 13
  store i32 %80, ptr addrspace(1) %81, align 4, !tbaa !12
  %82 = extractelement <16 x i32> %54, i64 14
  %83 = getelementptr inbounds i32, ptr addrspace(1) %55, i64 14
  store i32 %82, ptr addrspace(1) %83, align 4, !tbaa !12
  %84 = extractelement <16 x i32> %54, i64 15
  %85 = getelementptr inbounds i32, ptr addrspace(1) %55, i64 15
  store i32 %84, ptr addrspace(1) %85, align 4, !tbaa !12
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS12PickConstant(ptr addrspace(1) noundef align 16 %0, ptr addrspace(1) noundef align 16 %1) local_unnamed_addr #0 comdat !sycl_fixed_targets !10 !sycl_kernel_omit_args !11 {
  %3 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #3
  %4 = icmp ult i64 %3, 2147483648
  tail call void @llvm.assume(i1 %4)
  %5 = getelementptr inbounds %"class.sycl::_V1::vec", ptr addrspace(1) %0, i64 %3
  %6 = load float, ptr addrspace(1) %5, align 16
  %7 = getelementptr inbounds float, ptr addrspace(1) %5, i64 1
  %8 = load float, ptr addrspace(1) %7, align 4
  %9 = fcmp ogt float %6, 0.000000e+00
  br i1 %9, label %15, label %10

10:                                               ; preds = %2
  %11 = getelementptr inbounds float, ptr addrspace(1) %5, i64 3
  %12 = load float, ptr addrspace(1) %11, align 4
  %13 = getelementptr inbounds float, ptr addrspace(1) %5, i64 2
  %14 = load float, ptr addrspace(1) %13, align 8
  br label %15

15:                                               ; preds = %10, %2
  %16 = phi float [ %6, %10 ], [ 5.000000e-01, %2 ]
  %17 = phi float [ %8, %10 ], [ -1.000000e+00, %2 ]
  %18 = phi float [ %14, %10 ], [ 2.000000e+00, %2 ]
  %19 = phi float [ %12, %10 ], [ 0.000000e+00, %2 ]
  %20 = getelementptr inbounds %"class.sycl::_V1::vec", ptr addrspace(1) %1, i64 %3
  store float %16, ptr addrspace(1) %20, align 16
  %21 = getelementptr inbounds float, ptr addrspace(1) %20, i64 1
  store float %17, ptr addrspace(1) %21, align 4
  %22 = getelementptr inbounds float, ptr addrspace(1) %20, i64 2
  store float %18, ptr addrspace(1) %22, align 8
  %23 = getelementptr inbounds float, ptr addrspace(1) %20, i64 3
  store float %19, ptr addrspace(1) %23, align 4
  %24 = fcmp ogt float %8, 5.000000e-01
  br i1 %24, label %25, label %30

25:                                               ; preds = %15
  %26 = getelementptr %"class.sycl::_V1::vec", ptr addrspace(1) %20, i64 64
  store float 2.500000e-01, ptr addrspace(1) %26, align 16
  %27 = getelementptr %"class.sycl::_V1::vec", ptr addrspace(1) %20, i64 64, i32 0, i32 0, i64 1
  store float 0.000000e+00, ptr addrspace(1) %27, align 4
  %28 = getelementptr %"class.sycl::_V1::vec", ptr addrspace(1) %20, i64 64, i32 0, i32 0, i64 2
  store float -3.000000e+00, ptr addrspace(1) %28, align 8
  %29 = getelementptr %"class.sycl::_V1::vec", ptr addrspace(1) %20, i64 64, i32 0, i32 0, i64 3
  store float 8.000000e+00, ptr addrspace(1) %29, align 4
  br label %30

30:                                               ; preds = %25, %15
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI14HalfLaneSelectEE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, ptr addrspace(1) noundef readonly align 2 %1, ptr addrspace(1) noundef align 2 %2) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !23 !kernel_arg_exclusive_ptr !23 !sycl_used_aspects !15 !sycl_fixed_targets !10 !sycl_kernel_omit_args !24 {
  %4 = load i64, ptr %0, align 8
  %5 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #3
  %6 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #3
  %7 = icmp ult i64 %5, %4
  br i1 %7, label %8, label %51

8:                                                ; preds = %8, %3
  %9 = phi i64 [ %49, %8 ], [ %5, %3 ]
  %10 = shl nuw nsw i64 %9, 1
  %11 = getelementptr inbounds nuw %"class.sycl::_V1::detail::half_impl::half", ptr addrspace(1) %1, i64 %10
  %12 = getelementptr inbounds %"class.sycl::_V1::detail::half_impl::half", ptr addrspace(1) %11, i64 0, i32 0
  %13 = load half, ptr addrspace(1) %12, align 2, !tbaa !17
  %14 = insertelement <2 x half> poison, half %13, i64 0
  %15 = getelementptr inbounds nuw %"class.sycl::_V1::detail::half_impl::half", ptr addrspace(1) %11, i64 1
  %16 = getelementptr inbounds %"class.sycl::_V1::detail::half_impl::half", ptr addrspace(1) %15, i64 0, i32 0
  %17 = load half, ptr addrspace(1) %16, align 2, !tbaa !17
  %18 = insertelement <2 x half> %14, half %17, i64 1
  %19 = insertelement <2 x half> poison, half %17, i64 0
  %20 = shufflevector <2 x half> %19, <2 x half> poison, <2 x i32> zeroinitializer
  %21 = bitcast half %17 to i16
  %22 = tail call spir_func noundef <2 x i8> @_Z25__spirv_FOrdLessThanEqualDv2_DF16_S_(<2 x half> noundef %20, <2 x half> noundef %18) #3
  %23 = extractelement <2 x i8> %22, i64 0
  %24 = icmp slt i8 %23, 0
  %25 = select i1 %24, half %13, half %17
  %26 = bitcast half %25 to i16
  %27 = zext i16 %21 to i32
  %28 = shl nuw i32 %27, 16
  %29 = zext i16 %26 to i32
  %30 = or disjoint i32 %28, %29
  %31 = bitcast i32 %30 to <2 x half>
  %32 = fadd half %13, 0xH3E00
  %33 = insertelement <2 x half> %31, half %32, i64 0
  %34 = bitcast <2 x half> %33 to <2 x i16>
  %35 = extractelement <2 x i16> %34, i64 1
  %36 = fcmp ole <2 x half> %33, %20
  %37 = sext <2 x i1> %36 to <2 x i16>
  %38 = extractelement <2 x i16> %37, i64 0
  %39 = icmp slt i16 %38, 0
  %40 = select i1 %39, half %17, half %32
  %41 = insertelement <2 x half> poison, half %40, i64 0
  %42 = extractelement <2 x i16> %37, i64 1
  %43 = icmp slt i16 %42, 0
  %44 = select i1 %43, i16 %21, i16 %35
  %45 = bitcast i16 %44 to half
  %46 = insertelement <2 x half> %41, half %45, i64 1
  %47 = fadd <2 x half> %18, %46
  %48 = getelementptr inbounds nuw %"class.sycl::_V1::detail::half_impl::half", ptr addrspace(1) %2, i64 %10
  store <2 x half> %47, ptr addrspace(1) %48, align 2, !tbaa !17
  %49 = add i64 %9, %6
  %50 = icmp ult i64 %49, %4
  br i1 %50, label %8, label %51, !llvm.loop !25

51:                                               ; preds = %8, %3
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef <2 x i8> @_Z25__spirv_FOrdLessThanEqualDv2_DF16_S_(<2 x half> noundef, <2 x half> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS14HalfLaneSelect(ptr addrspace(1) noundef readonly align 2 %0, ptr addrspace(1) noundef align 2 %1) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !27 !kernel_arg_exclusive_ptr !27 !sycl_used_aspects !15 !sycl_fixed_targets !10 !sycl_kernel_omit_args !28 {
  %3 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #3
  %4 = icmp ult i64 %3, 2147483648
  tail call void @llvm.assume(i1 %4)
  %5 = shl nuw nsw i64 %3, 1
  %6 = getelementptr inbounds nuw %"class.sycl::_V1::detail::half_impl::half", ptr addrspace(1) %0, i64 %5
  %7 = getelementptr inbounds %"class.sycl::_V1::detail::half_impl::half", ptr addrspace(1) %6, i64 0, i32 0
  %8 = load half, ptr addrspace(1) %7, align 2, !tbaa !17
  %9 = insertelement <2 x half> poison, half %8, i64 0
  %10 = getelementptr inbounds nuw %"class.sycl::_V1::detail::half_impl::half", ptr addrspace(1) %6, i64 1
  %11 = getelementptr inbounds %"class.sycl::_V1::detail::half_impl::half", ptr addrspace(1) %10, i64 0, i32 0
  %12 = load half, ptr addrspace(1) %11, align 2, !tbaa !17
  %13 = insertelement <2 x half> %9, half %12, i64 1
  %14 = insertelement <2 x half> poison, half %12, i64 0
  %15 = shufflevector <2 x half> %14, <2 x half> poison, <2 x i32> zeroinitializer
  %16 = bitcast half %12 to i16
  %17 = tail call spir_func noundef <2 x i8> @_Z25__spirv_FOrdLessThanEqualDv2_DF16_S_(<2 x half> noundef %15, <2 x half> noundef %13) #3
  %18 = extractelement <2 x i8> %17, i64 0
  %19 = icmp slt i8 %18, 0
  %20 = select i1 %19, half %8, half %12
  %21 = bitcast half %20 to i16
  %22 = zext i16 %16 to i32
  %23 = shl nuw i32 %22, 16
  %24 = zext i16 %21 to i32
  %25 = or disjoint i32 %23, %24
  %26 = bitcast i32 %25 to <2 x half>
  %27 = fadd half %8, 0xH3E00
  %28 = insertelement <2 x half> %26, half %27, i64 0
  %29 = bitcast <2 x half> %28 to <2 x i16>
  %30 = extractelement <2 x i16> %29, i64 1
  %31 = fcmp ole <2 x half> %28, %15
  %32 = sext <2 x i1> %31 to <2 x i16>
  %33 = extractelement <2 x i16> %32, i64 0
  %34 = icmp slt i16 %33, 0
  %35 = select i1 %34, half %12, half %27
  %36 = insertelement <2 x half> poison, half %35, i64 0
  %37 = extractelement <2 x i16> %32, i64 1
  %38 = icmp slt i16 %37, 0
  %39 = select i1 %38, i16 %16, i16 %30
  %40 = bitcast i16 %39 to half
  %41 = insertelement <2 x half> %36, half %40, i64 1
  %42 = fadd <2 x half> %13, %41
  %43 = getelementptr inbounds nuw %"class.sycl::_V1::detail::half_impl::half", ptr addrspace(1) %1, i64 %5
  store <2 x half> %42, ptr addrspace(1) %43, align 2, !tbaa !17
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI14NarrowedLoad16EE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, ptr addrspace(1) noundef readonly align 64 %1, ptr noundef byval(%"class.sycl::_V1::id") align 8 %2, ptr addrspace(1) noundef readonly align 64 %3, ptr noundef byval(%"class.sycl::_V1::id") align 8 %4, ptr addrspace(1) noundef align 64 %5, ptr noundef byval(%"class.sycl::_V1::id") align 8 %6) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !29 !kernel_arg_exclusive_ptr !29 !sycl_fixed_targets !10 !sycl_kernel_omit_args !30 {
  %8 = load i64, ptr %0, align 8
  %9 = load i64, ptr %2, align 8
  %10 = getelementptr inbounds nuw %"class.sycl::_V1::vec.367", ptr addrspace(1) %1, i64 %9
  %11 = load i64, ptr %4, align 8
  %12 = getelementptr inbounds nuw %"class.sycl::_V1::vec.367", ptr addrspace(1) %3, i64 %11
  %13 = load i64, ptr %6, align 8
  %14 = getelementptr inbounds nuw %"class.sycl::_V1::vec.367", ptr addrspace(1) %5, i64 %13
  %15 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #3
  %16 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #3
  %17 = icmp ult i64 %15, %8
  br i1 %17, label %18, label %30

18:                                               ; preds = %18, %7
  %19 = phi i64 [ %28, %18 ], [ %15, %7 ]
  %20 = getelementptr inbounds nuw %"class.sycl::_V1::vec.367", ptr addrspace(1) %10, i64 %19
  %21 = load <16 x i32>, ptr addrspace(1) %20, align 64
  %22 = getelementptr inbounds nuw %"class.sycl::_V1::vec.367", ptr addrspace(1) %12, i64 %19
  %23 = load <7 x i32>, ptr addrspace(1) %22, align 64
  %24 = shufflevector <7 x i32> %23, <7 x i32> poison, <16 x i32> <i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6>
  %25 = shl <16 x i32> %21, splat (i32 1)
  %26 = add <16 x i32> %24, %25
  %27 = getelementptr inbounds nuw %"class.sycl::_V1::vec.367", ptr addrspace(1) %14, i64 %19
  store <16 x i32> %26, ptr addrspace(1) %27, align 64
  %28 = add i64 %19, %16
  %29 = icmp ult i64 %28, %8
  br i1 %29, label %18, label %30, !llvm.loop !31

30:                                               ; preds = %18, %7
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS14NarrowedLoad16(ptr addrspace(1) noundef readonly align 64 %0, ptr noundef byval(%"class.sycl::_V1::id") align 8 %1, ptr addrspace(1) noundef readonly align 64 %2, ptr noundef byval(%"class.sycl::_V1::id") align 8 %3, ptr addrspace(1) noundef align 64 %4, ptr noundef byval(%"class.sycl::_V1::id") align 8 %5) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !32 !kernel_arg_exclusive_ptr !32 !sycl_fixed_targets !10 !sycl_kernel_omit_args !33 {
  %7 = load i64, ptr %1, align 8
  %8 = getelementptr inbounds nuw %"class.sycl::_V1::vec.367", ptr addrspace(1) %0, i64 %7
  %9 = load i64, ptr %3, align 8
  %10 = getelementptr inbounds nuw %"class.sycl::_V1::vec.367", ptr addrspace(1) %2, i64 %9
  %11 = load i64, ptr %5, align 8
  %12 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #3
  %13 = icmp ult i64 %12, 2147483648
  tail call void @llvm.assume(i1 %13)
  %14 = getelementptr inbounds nuw %"class.sycl::_V1::vec.367", ptr addrspace(1) %8, i64 %12
  %15 = load <16 x i32>, ptr addrspace(1) %14, align 64
  %16 = getelementptr inbounds nuw %"class.sycl::_V1::vec.367", ptr addrspace(1) %10, i64 %12
  %17 = load <7 x i32>, ptr addrspace(1) %16, align 64
  %18 = getelementptr inbounds nuw %"class.sycl::_V1::vec.367", ptr addrspace(1) %4, i64 %11
  %19 = shufflevector <7 x i32> %17, <7 x i32> poison, <16 x i32> <i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6>
  %20 = shl <16 x i32> %15, splat (i32 1)
  %21 = add <16 x i32> %19, %20
  %22 = getelementptr inbounds nuw %"class.sycl::_V1::vec.367", ptr addrspace(1) %18, i64 %12
  store <16 x i32> %21, ptr addrspace(1) %22, align 64
  ret void
}

declare dso_local spir_func i32 @_Z18__spirv_ocl_printfPU3AS2Kcz(ptr addrspace(2), ...)

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "sycl-module-id"="rtc_0.cpp" "sycl-optlevel"="2" "uniform-work-group-size" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #2 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size" }
attributes #3 = { convergent nounwind willreturn memory(none) "uniform-work-group-size" }

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
!11 = !{i1 true, i1 false, i1 false}
!12 = !{!7, !7, i64 0}
!13 = !{!14, !14, i64 0}
!14 = !{!"float", !8, i64 0}
!15 = !{!16}
!16 = !{!"fp16", i32 5}
!17 = !{!18, !18, i64 0}
!18 = !{!"_Float16", !8, i64 0}
!19 = !{!20}
!20 = !{!"fp64", i32 6}
!21 = !{!22, !22, i64 0}
!22 = !{!"double", !8, i64 0}
!23 = !{i1 false, i1 true, i1 true}
!24 = !{i1 false, i1 false, i1 true, i1 true, i1 true, i1 false, i1 true, i1 true, i1 true}
!25 = distinct !{!25, !26}
!26 = !{!"llvm.loop.mustprogress"}
!27 = !{i1 true, i1 true}
!28 = !{i1 false, i1 true, i1 true, i1 true, i1 false, i1 true, i1 true, i1 true}
!29 = !{i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false}
!30 = !{i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false}
!31 = distinct !{!31, !26}
!32 = !{i1 true, i1 false, i1 true, i1 false, i1 true, i1 false}
!33 = !{i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false}
