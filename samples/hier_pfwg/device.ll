source_filename = "rtc_0.cpp"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

%class.anon = type { %"class.sycl::_V1::accessor", %"class.sycl::_V1::accessor.0" }
%"class.sycl::_V1::accessor" = type { %"class.sycl::_V1::detail::AccessorImplDevice", %union.anon }
%"class.sycl::_V1::detail::AccessorImplDevice" = type { %"class.sycl::_V1::id", %"class.sycl::_V1::range", %"class.sycl::_V1::range" }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [1 x i64] }
%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%union.anon = type { ptr addrspace(1) }
%"class.sycl::_V1::accessor.0" = type { %"class.sycl::_V1::detail::AccessorImplDevice", %union.anon.3 }
%union.anon.3 = type { ptr addrspace(1) }
%class.anon.11 = type { %"class.sycl::_V1::accessor.0", %"class.sycl::_V1::accessor" }
%"class.sycl::_V1::group" = type { %"class.sycl::_V1::range", %"class.sycl::_V1::range", %"class.sycl::_V1::range", %"class.sycl::_V1::id" }

$_ZTS9HierScale = comdat any

$_ZTS10HierCentre = comdat any

@_ZZ14_ZTS9HierScalePU3AS1fN4sycl3_V15rangeILi1EEES4_NS2_2idILi1EEEPU3AS1KfS4_S4_S6_E12__SYCLKernel = internal addrspace(3) global %class.anon undef, align 8
@_ZZ16_ZTS10HierCentrePU3AS1KfN4sycl3_V15rangeILi1EEES4_NS2_2idILi1EEEPU3AS1fS4_S4_S6_E12__SYCLKernel = internal addrspace(3) global %class.anon.11 undef, align 8
@_ZZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENKUlNS0_5groupILi1EEEE_clES5_E4tile = internal addrspace(3) global [32 x float] undef, align 4
@_ZZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENKUlNS0_5groupILi1EEEE_clES5_E4base = internal addrspace(3) global i64 undef, align 8
@_ZZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENKUlNS0_5groupILi1EEEE_clES5_E3sum = internal unnamed_addr addrspace(3) global float undef, align 4
@_ZZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENKUlNS0_5groupILi1EEEE_clES5_E1k = internal unnamed_addr addrspace(3) global i64 undef, align 8
@_ZZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENKUlNS0_5groupILi1EEEE_clES5_E4mean = internal addrspace(3) global float undef, align 4
@__spirv_BuiltInLocalInvocationIndex = external local_unnamed_addr addrspace(1) constant i64, align 8
@_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENKUlNS0_5groupILi1EEEE_clES5_WG_ = internal unnamed_addr addrspace(3) global ptr addrspace(4) undef, align 8
@WGCopy.1.0 = internal unnamed_addr addrspace(3) global ptr addrspace(4) undef, align 8
@WGCopy.1.1 = internal unnamed_addr addrspace(3) global ptr addrspace(4) undef, align 8
@ArgShadow = internal unnamed_addr addrspace(3) global %"class.sycl::_V1::group" undef, align 16
@_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENKUlNS0_5groupILi1EEEE_clES5_WG_ = internal unnamed_addr addrspace(3) global ptr addrspace(4) undef, align 8
@_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENKUlNS0_5groupILi1EEEE_clES5_WG_.3 = internal unnamed_addr addrspace(3) global i1 undef, align 1
@WGCopy.5.0 = internal unnamed_addr addrspace(3) global i64 undef, align 8
@WGCopy.6.0 = internal unnamed_addr addrspace(3) global ptr addrspace(4) undef, align 16
@WGCopy.6.1 = internal unnamed_addr addrspace(3) global ptr addrspace(4) undef, align 8
@WGCopy.6.2 = internal unnamed_addr addrspace(3) global ptr addrspace(4) undef, align 16
@WGCopy.7.0 = internal unnamed_addr addrspace(3) global i64 undef, align 8
@WGCopy.8.0 = internal unnamed_addr addrspace(3) global ptr addrspace(4) undef, align 16
@WGCopy.8.1 = internal unnamed_addr addrspace(3) global ptr addrspace(4) undef, align 8
@WGCopy.8.2 = internal unnamed_addr addrspace(3) global ptr addrspace(4) undef, align 16
@WGCopy.8.3 = internal unnamed_addr addrspace(3) global ptr addrspace(4) undef, align 8
@ArgShadow.9 = internal unnamed_addr addrspace(3) global %"class.sycl::_V1::group" undef, align 16

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS9HierScale(ptr addrspace(1) noundef align 4 %0, ptr noundef byval(%"class.sycl::_V1::range") align 8 %1, ptr noundef byval(%"class.sycl::_V1::range") align 8 %2, ptr noundef byval(%"class.sycl::_V1::id") align 8 %3, ptr addrspace(1) noundef readonly align 4 %4, ptr noundef byval(%"class.sycl::_V1::range") align 8 %5, ptr noundef byval(%"class.sycl::_V1::range") align 8 %6, ptr noundef byval(%"class.sycl::_V1::id") align 8 %7) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !10 !kernel_arg_exclusive_ptr !10 !sycl_fixed_targets !11 !sycl_kernel_omit_args !12 {
  %9 = alloca %"class.sycl::_V1::group", align 8
  %10 = load i64, ptr %1, align 8
  %11 = load i64, ptr %2, align 8
  %12 = load i64, ptr %3, align 8
  store i64 %12, ptr addrspace(3) @_ZZ14_ZTS9HierScalePU3AS1fN4sycl3_V15rangeILi1EEES4_NS2_2idILi1EEEPU3AS1KfS4_S4_S6_E12__SYCLKernel, align 8, !tbaa !13
  store i64 %10, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ14_ZTS9HierScalePU3AS1fN4sycl3_V15rangeILi1EEES4_NS2_2idILi1EEEPU3AS1KfS4_S4_S6_E12__SYCLKernel, i64 8), align 8, !tbaa !13
  store i64 %11, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ14_ZTS9HierScalePU3AS1fN4sycl3_V15rangeILi1EEES4_NS2_2idILi1EEEPU3AS1KfS4_S4_S6_E12__SYCLKernel, i64 16), align 8, !tbaa !13
  %13 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %12
  store ptr addrspace(1) %13, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ14_ZTS9HierScalePU3AS1fN4sycl3_V15rangeILi1EEES4_NS2_2idILi1EEEPU3AS1KfS4_S4_S6_E12__SYCLKernel, i64 24), align 8, !tbaa !15
  %14 = load i64, ptr %5, align 8
  %15 = load i64, ptr %6, align 8
  %16 = load i64, ptr %7, align 8
  store i64 %16, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ14_ZTS9HierScalePU3AS1fN4sycl3_V15rangeILi1EEES4_NS2_2idILi1EEEPU3AS1KfS4_S4_S6_E12__SYCLKernel, i64 32), align 8, !tbaa !13
  store i64 %14, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ14_ZTS9HierScalePU3AS1fN4sycl3_V15rangeILi1EEES4_NS2_2idILi1EEEPU3AS1KfS4_S4_S6_E12__SYCLKernel, i64 40), align 8, !tbaa !13
  store i64 %15, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ14_ZTS9HierScalePU3AS1fN4sycl3_V15rangeILi1EEES4_NS2_2idILi1EEEPU3AS1KfS4_S4_S6_E12__SYCLKernel, i64 48), align 8, !tbaa !13
  %17 = getelementptr inbounds nuw float, ptr addrspace(1) %4, i64 %16
  store ptr addrspace(1) %17, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ14_ZTS9HierScalePU3AS1fN4sycl3_V15rangeILi1EEES4_NS2_2idILi1EEEPU3AS1KfS4_S4_S6_E12__SYCLKernel, i64 56), align 8, !tbaa !15
  %18 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #7
  %19 = tail call spir_func noundef i64 @_Z28__spirv_BuiltInWorkgroupSizei(i32 noundef 0) #7
  %20 = tail call spir_func noundef i64 @_Z28__spirv_BuiltInNumWorkgroupsi(i32 noundef 0) #7
  %21 = tail call spir_func noundef i64 @_Z26__spirv_BuiltInWorkgroupIdi(i32 noundef 0) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %9)
  store i64 %18, ptr %9, align 8
  %22 = getelementptr inbounds nuw i64, ptr %9, i64 1
  store i64 %19, ptr %22, align 8
  %23 = getelementptr inbounds nuw i64, ptr %9, i64 2
  store i64 %20, ptr %23, align 8
  %24 = getelementptr inbounds nuw i64, ptr %9, i64 3
  store i64 %21, ptr %24, align 8
  %25 = load i64, ptr addrspace(1) @__spirv_BuiltInLocalInvocationIndex, align 8
  tail call spir_func void @_Z22__spirv_ControlBarrieriii(i32 2, i32 2, i32 272) #8
  %26 = icmp eq i64 %25, 0
  br i1 %26, label %27, label %28

27:                                               ; preds = %8
  call void @llvm.memcpy.p3.p0.i64(ptr addrspace(3) noundef align 16 dereferenceable(32) @ArgShadow, ptr noundef nonnull align 8 dereferenceable(32) %9, i64 32, i1 false)
  br label %28

28:                                               ; preds = %27, %8
  tail call spir_func void @_Z22__spirv_ControlBarrieriii(i32 2, i32 2, i32 272) #8
  call void @llvm.memcpy.p0.p3.i64(ptr noundef nonnull align 8 dereferenceable(32) %9, ptr addrspace(3) noundef align 16 dereferenceable(32) @ArgShadow, i64 32, i1 false)
  tail call spir_func void @_Z22__spirv_ControlBarrieriii(i32 2, i32 2, i32 272) #8
  br i1 %26, label %29, label %31

29:                                               ; preds = %28
  %30 = addrspacecast ptr %9 to ptr addrspace(4)
  store ptr addrspace(4) %30, ptr addrspace(3) @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENKUlNS0_5groupILi1EEEE_clES5_WG_, align 8
  br label %31

31:                                               ; preds = %29, %28
  call spir_func void @_Z22__spirv_ControlBarrieriii(i32 2, i32 2, i32 272) #8
  br i1 %26, label %32, label %33

32:                                               ; preds = %31
  store ptr addrspace(4) addrspacecast (ptr addrspace(3) @_ZZ14_ZTS9HierScalePU3AS1fN4sycl3_V15rangeILi1EEES4_NS2_2idILi1EEEPU3AS1KfS4_S4_S6_E12__SYCLKernel to ptr addrspace(4)), ptr addrspace(3) @WGCopy.1.0, align 8
  store ptr addrspace(4) addrspacecast (ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ14_ZTS9HierScalePU3AS1fN4sycl3_V15rangeILi1EEES4_NS2_2idILi1EEEPU3AS1KfS4_S4_S6_E12__SYCLKernel, i64 32) to ptr addrspace(4)), ptr addrspace(3) @WGCopy.1.1, align 8
  br label %33

33:                                               ; preds = %32, %31
  call spir_func void @_Z22__spirv_ControlBarrieriii(i32 2, i32 2, i32 272) #8
  %34 = load ptr addrspace(4), ptr addrspace(3) @WGCopy.1.0, align 8
  %35 = load ptr addrspace(4), ptr addrspace(3) @WGCopy.1.1, align 8
  call spir_func void @_Z22__spirv_ControlBarrieriii(i32 2, i32 2, i32 272) #8
  %36 = call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #7
  %37 = getelementptr i8, ptr addrspace(4) %34, i64 24
  %38 = load ptr addrspace(1), ptr addrspace(4) %37, align 8, !tbaa !15
  %39 = getelementptr i8, ptr addrspace(4) %35, i64 24
  %40 = load ptr addrspace(1), ptr addrspace(4) %39, align 8, !tbaa !15
  %41 = icmp ult i64 %36, 2147483648
  call void @llvm.assume(i1 %41)
  %42 = getelementptr inbounds nuw float, ptr addrspace(1) %40, i64 %36
  %43 = load float, ptr addrspace(1) %42, align 4, !tbaa !16
  %44 = call float @llvm.fmuladd.f32(float %43, float 3.000000e+00, float 1.000000e+00)
  %45 = getelementptr inbounds nuw float, ptr addrspace(1) %38, i64 %36
  store float %44, ptr addrspace(1) %45, align 4, !tbaa !16
  call spir_func void @_Z22__spirv_ControlBarrieriii(i32 noundef 2, i32 noundef 2, i32 noundef 272) #9
  call void @llvm.lifetime.end.p0(ptr nonnull %9)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: convergent nounwind
declare dso_local spir_func void @_Z22__spirv_ControlBarrieriii(i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z28__spirv_BuiltInWorkgroupSizei(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z32__spirv_BuiltInLocalInvocationIdi(i32 noundef) local_unnamed_addr #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #5

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z28__spirv_BuiltInNumWorkgroupsi(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z26__spirv_BuiltInWorkgroupIdi(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS10HierCentre(ptr addrspace(1) noundef readonly align 4 %0, ptr noundef byval(%"class.sycl::_V1::range") align 8 %1, ptr noundef byval(%"class.sycl::_V1::range") align 8 %2, ptr noundef byval(%"class.sycl::_V1::id") align 8 %3, ptr addrspace(1) noundef align 4 %4, ptr noundef byval(%"class.sycl::_V1::range") align 8 %5, ptr noundef byval(%"class.sycl::_V1::range") align 8 %6, ptr noundef byval(%"class.sycl::_V1::id") align 8 %7) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !10 !kernel_arg_exclusive_ptr !10 !sycl_fixed_targets !11 !sycl_kernel_omit_args !12 {
  %9 = alloca %"class.sycl::_V1::group", align 8
  %10 = load i64, ptr %1, align 8
  %11 = load i64, ptr %2, align 8
  %12 = load i64, ptr %3, align 8
  store i64 %12, ptr addrspace(3) @_ZZ16_ZTS10HierCentrePU3AS1KfN4sycl3_V15rangeILi1EEES4_NS2_2idILi1EEEPU3AS1fS4_S4_S6_E12__SYCLKernel, align 8, !tbaa !13
  store i64 %10, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ16_ZTS10HierCentrePU3AS1KfN4sycl3_V15rangeILi1EEES4_NS2_2idILi1EEEPU3AS1fS4_S4_S6_E12__SYCLKernel, i64 8), align 8, !tbaa !13
  store i64 %11, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ16_ZTS10HierCentrePU3AS1KfN4sycl3_V15rangeILi1EEES4_NS2_2idILi1EEEPU3AS1fS4_S4_S6_E12__SYCLKernel, i64 16), align 8, !tbaa !13
  %13 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %12
  store ptr addrspace(1) %13, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ16_ZTS10HierCentrePU3AS1KfN4sycl3_V15rangeILi1EEES4_NS2_2idILi1EEEPU3AS1fS4_S4_S6_E12__SYCLKernel, i64 24), align 8, !tbaa !15
  %14 = load i64, ptr %5, align 8
  %15 = load i64, ptr %6, align 8
  %16 = load i64, ptr %7, align 8
  store i64 %16, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ16_ZTS10HierCentrePU3AS1KfN4sycl3_V15rangeILi1EEES4_NS2_2idILi1EEEPU3AS1fS4_S4_S6_E12__SYCLKernel, i64 32), align 8, !tbaa !13
  store i64 %14, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ16_ZTS10HierCentrePU3AS1KfN4sycl3_V15rangeILi1EEES4_NS2_2idILi1EEEPU3AS1fS4_S4_S6_E12__SYCLKernel, i64 40), align 8, !tbaa !13
  store i64 %15, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ16_ZTS10HierCentrePU3AS1KfN4sycl3_V15rangeILi1EEES4_NS2_2idILi1EEEPU3AS1fS4_S4_S6_E12__SYCLKernel, i64 48), align 8, !tbaa !13
  %17 = getelementptr inbounds nuw float, ptr addrspace(1) %4, i64 %16
  store ptr addrspace(1) %17, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ16_ZTS10HierCentrePU3AS1KfN4sycl3_V15rangeILi1EEES4_NS2_2idILi1EEEPU3AS1fS4_S4_S6_E12__SYCLKernel, i64 56), align 8, !tbaa !15
  %18 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #7
  %19 = tail call spir_func noundef i64 @_Z28__spirv_BuiltInWorkgroupSizei(i32 noundef 0) #7
  %20 = tail call spir_func noundef i64 @_Z28__spirv_BuiltInNumWorkgroupsi(i32 noundef 0) #7
  %21 = tail call spir_func noundef i64 @_Z26__spirv_BuiltInWorkgroupIdi(i32 noundef 0) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %9)
  store i64 %18, ptr %9, align 8
  %22 = getelementptr inbounds nuw i64, ptr %9, i64 1
  store i64 %19, ptr %22, align 8
  %23 = getelementptr inbounds nuw i64, ptr %9, i64 2
  store i64 %20, ptr %23, align 8
  %24 = getelementptr inbounds nuw i64, ptr %9, i64 3
  store i64 %21, ptr %24, align 8
  %25 = load i64, ptr addrspace(1) @__spirv_BuiltInLocalInvocationIndex, align 8
  tail call spir_func void @_Z22__spirv_ControlBarrieriii(i32 2, i32 2, i32 272) #8
  %26 = icmp eq i64 %25, 0
  br i1 %26, label %27, label %28

27:                                               ; preds = %8
  call void @llvm.memcpy.p3.p0.i64(ptr addrspace(3) noundef align 16 dereferenceable(32) @ArgShadow.9, ptr noundef nonnull align 8 dereferenceable(32) %9, i64 32, i1 false)
  br label %28

28:                                               ; preds = %27, %8
  tail call spir_func void @_Z22__spirv_ControlBarrieriii(i32 2, i32 2, i32 272) #8
  call void @llvm.memcpy.p0.p3.i64(ptr noundef nonnull align 8 dereferenceable(32) %9, ptr addrspace(3) noundef align 16 dereferenceable(32) @ArgShadow.9, i64 32, i1 false)
  tail call spir_func void @_Z22__spirv_ControlBarrieriii(i32 2, i32 2, i32 272) #8
  br i1 %26, label %29, label %35

29:                                               ; preds = %28
  %30 = addrspacecast ptr %9 to ptr addrspace(4)
  store ptr addrspace(4) %30, ptr addrspace(3) @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENKUlNS0_5groupILi1EEEE_clES5_WG_, align 8
  %31 = getelementptr inbounds %"class.sycl::_V1::group", ptr %9, i64 0, i32 3
  %32 = load i64, ptr %31, align 8, !tbaa !13
  %33 = shl i64 %32, 5
  store i64 %33, ptr addrspace(3) @_ZZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENKUlNS0_5groupILi1EEEE_clES5_E4base, align 8, !tbaa !13
  %34 = call ptr @llvm.invariant.start.p4(i64 8, ptr addrspace(4) addrspacecast (ptr addrspace(3) @_ZZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENKUlNS0_5groupILi1EEEE_clES5_E4base to ptr addrspace(4)))
  br label %35

35:                                               ; preds = %29, %28
  call spir_func void @_Z22__spirv_ControlBarrieriii(i32 2, i32 2, i32 272) #8
  br i1 %26, label %36, label %37

36:                                               ; preds = %35
  store i64 32, ptr addrspace(3) @WGCopy.5.0, align 8
  store ptr addrspace(4) addrspacecast (ptr addrspace(3) @_ZZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENKUlNS0_5groupILi1EEEE_clES5_E4tile to ptr addrspace(4)), ptr addrspace(3) @WGCopy.6.0, align 16
  store ptr addrspace(4) addrspacecast (ptr addrspace(3) @_ZZ16_ZTS10HierCentrePU3AS1KfN4sycl3_V15rangeILi1EEES4_NS2_2idILi1EEEPU3AS1fS4_S4_S6_E12__SYCLKernel to ptr addrspace(4)), ptr addrspace(3) @WGCopy.6.1, align 8
  store ptr addrspace(4) addrspacecast (ptr addrspace(3) @_ZZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENKUlNS0_5groupILi1EEEE_clES5_E4base to ptr addrspace(4)), ptr addrspace(3) @WGCopy.6.2, align 16
  br label %37

37:                                               ; preds = %36, %35
  call spir_func void @_Z22__spirv_ControlBarrieriii(i32 2, i32 2, i32 272) #8
  %38 = load ptr addrspace(4), ptr addrspace(3) @WGCopy.6.0, align 16
  %39 = load ptr addrspace(4), ptr addrspace(3) @WGCopy.6.1, align 8
  %40 = load ptr addrspace(4), ptr addrspace(3) @WGCopy.6.2, align 16
  %41 = load i64, ptr addrspace(3) @WGCopy.5.0, align 8
  %42 = load ptr addrspace(4), ptr addrspace(3) @WGCopy.8.0, align 16
  %43 = load ptr addrspace(4), ptr addrspace(3) @WGCopy.8.1, align 8
  %44 = load ptr addrspace(4), ptr addrspace(3) @WGCopy.8.2, align 16
  %45 = load ptr addrspace(4), ptr addrspace(3) @WGCopy.8.3, align 8
  %46 = load i64, ptr addrspace(3) @WGCopy.7.0, align 8
  call spir_func void @_Z22__spirv_ControlBarrieriii(i32 2, i32 2, i32 272) #8
  %47 = call spir_func noundef i64 @_Z28__spirv_BuiltInWorkgroupSizei(i32 noundef 0) #7
  %48 = call spir_func noundef i64 @_Z32__spirv_BuiltInLocalInvocationIdi(i32 noundef 0) #7
  %49 = icmp ult i64 %48, %41
  br i1 %49, label %50, label %63

50:                                               ; preds = %37
  %51 = getelementptr i8, ptr addrspace(4) %39, i64 24
  %52 = load i64, ptr addrspace(4) %40, align 8, !tbaa !13
  %53 = load ptr addrspace(1), ptr addrspace(4) %51, align 8, !tbaa !15
  %54 = getelementptr float, ptr addrspace(1) %53, i64 %52
  br label %55

55:                                               ; preds = %55, %50
  %56 = phi i64 [ %48, %50 ], [ %61, %55 ]
  %57 = icmp ult i64 %56, 2147483648
  call void @llvm.assume(i1 %57)
  %58 = getelementptr float, ptr addrspace(1) %54, i64 %56
  %59 = load float, ptr addrspace(1) %58, align 4, !tbaa !16
  %60 = getelementptr inbounds nuw [32 x float], ptr addrspace(4) %38, i64 0, i64 %56
  store float %59, ptr addrspace(4) %60, align 4, !tbaa !16
  %61 = add i64 %56, %47
  %62 = icmp ult i64 %61, %41
  br i1 %62, label %55, label %63, !llvm.loop !18

63:                                               ; preds = %55, %37
  call spir_func void @_Z22__spirv_ControlBarrieriii(i32 noundef 2, i32 noundef 2, i32 noundef 272) #9
  br i1 %26, label %64, label %65

64:                                               ; preds = %63
  store float 0.000000e+00, ptr addrspace(3) @_ZZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENKUlNS0_5groupILi1EEEE_clES5_E3sum, align 4, !tbaa !16
  store i64 0, ptr addrspace(3) @_ZZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENKUlNS0_5groupILi1EEEE_clES5_E1k, align 8, !tbaa !13
  br label %65

65:                                               ; preds = %64, %63
  call spir_func void @_Z22__spirv_ControlBarrieriii(i32 2, i32 2, i32 272) #8
  br label %66

66:                                               ; preds = %83, %65
  br i1 %26, label %67, label %70

67:                                               ; preds = %66
  %68 = load i64, ptr addrspace(3) @_ZZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENKUlNS0_5groupILi1EEEE_clES5_E1k, align 8, !tbaa !13
  %69 = icmp ult i64 %68, 32
  store i1 %69, ptr addrspace(3) @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENKUlNS0_5groupILi1EEEE_clES5_WG_.3, align 1
  br label %70

70:                                               ; preds = %67, %66
  call spir_func void @_Z22__spirv_ControlBarrieriii(i32 2, i32 2, i32 272) #8
  %71 = load i1, ptr addrspace(3) @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENKUlNS0_5groupILi1EEEE_clES5_WG_.3, align 1
  br i1 %71, label %72, label %84

72:                                               ; preds = %70
  call spir_func void @_Z22__spirv_ControlBarrieriii(i32 2, i32 2, i32 272) #8
  br i1 %26, label %73, label %79

73:                                               ; preds = %72
  %74 = load i64, ptr addrspace(3) @_ZZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENKUlNS0_5groupILi1EEEE_clES5_E1k, align 8, !tbaa !13
  %75 = getelementptr inbounds [32 x float], ptr addrspace(3) @_ZZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENKUlNS0_5groupILi1EEEE_clES5_E4tile, i64 0, i64 %74
  %76 = load float, ptr addrspace(3) %75, align 4, !tbaa !16
  %77 = load float, ptr addrspace(3) @_ZZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENKUlNS0_5groupILi1EEEE_clES5_E3sum, align 4, !tbaa !16
  %78 = fadd float %76, %77
  store float %78, ptr addrspace(3) @_ZZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENKUlNS0_5groupILi1EEEE_clES5_E3sum, align 4, !tbaa !16
  br label %79

79:                                               ; preds = %73, %72
  call spir_func void @_Z22__spirv_ControlBarrieriii(i32 2, i32 2, i32 272) #8
  br i1 %26, label %80, label %83

80:                                               ; preds = %79
  %81 = load i64, ptr addrspace(3) @_ZZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENKUlNS0_5groupILi1EEEE_clES5_E1k, align 8, !tbaa !13
  %82 = add i64 %81, 1
  store i64 %82, ptr addrspace(3) @_ZZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENKUlNS0_5groupILi1EEEE_clES5_E1k, align 8, !tbaa !13
  br label %83

83:                                               ; preds = %80, %79
  call spir_func void @_Z22__spirv_ControlBarrieriii(i32 2, i32 2, i32 272) #8
  br label %66, !llvm.loop !20

84:                                               ; preds = %70
  call spir_func void @_Z22__spirv_ControlBarrieriii(i32 2, i32 2, i32 272) #8
  br i1 %26, label %85, label %89

85:                                               ; preds = %84
  %86 = load float, ptr addrspace(3) @_ZZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENKUlNS0_5groupILi1EEEE_clES5_E3sum, align 4, !tbaa !16
  %87 = fmul float %86, 3.125000e-02
  store float %87, ptr addrspace(3) @_ZZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENKUlNS0_5groupILi1EEEE_clES5_E4mean, align 4, !tbaa !16
  %88 = call ptr @llvm.invariant.start.p4(i64 4, ptr addrspace(4) addrspacecast (ptr addrspace(3) @_ZZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENKUlNS0_5groupILi1EEEE_clES5_E4mean to ptr addrspace(4)))
  br label %89

89:                                               ; preds = %85, %84
  %90 = phi ptr addrspace(4) [ addrspacecast (ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ16_ZTS10HierCentrePU3AS1KfN4sycl3_V15rangeILi1EEES4_NS2_2idILi1EEEPU3AS1fS4_S4_S6_E12__SYCLKernel, i64 32) to ptr addrspace(4)), %85 ], [ %42, %84 ]
  %91 = phi ptr addrspace(4) [ addrspacecast (ptr addrspace(3) @_ZZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENKUlNS0_5groupILi1EEEE_clES5_E4base to ptr addrspace(4)), %85 ], [ %43, %84 ]
  %92 = phi ptr addrspace(4) [ addrspacecast (ptr addrspace(3) @_ZZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENKUlNS0_5groupILi1EEEE_clES5_E4tile to ptr addrspace(4)), %85 ], [ %44, %84 ]
  %93 = phi ptr addrspace(4) [ addrspacecast (ptr addrspace(3) @_ZZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENKUlNS0_5groupILi1EEEE_clES5_E4mean to ptr addrspace(4)), %85 ], [ %45, %84 ]
  %94 = phi i64 [ 32, %85 ], [ %46, %84 ]
  call spir_func void @_Z22__spirv_ControlBarrieriii(i32 2, i32 2, i32 272) #8
  br i1 %26, label %95, label %96

95:                                               ; preds = %89
  store i64 %94, ptr addrspace(3) @WGCopy.7.0, align 8
  store ptr addrspace(4) %90, ptr addrspace(3) @WGCopy.8.0, align 16
  store ptr addrspace(4) %91, ptr addrspace(3) @WGCopy.8.1, align 8
  store ptr addrspace(4) %92, ptr addrspace(3) @WGCopy.8.2, align 16
  store ptr addrspace(4) %93, ptr addrspace(3) @WGCopy.8.3, align 8
  store i64 %41, ptr addrspace(3) @WGCopy.5.0, align 8
  store ptr addrspace(4) %38, ptr addrspace(3) @WGCopy.6.0, align 16
  store ptr addrspace(4) %39, ptr addrspace(3) @WGCopy.6.1, align 8
  store ptr addrspace(4) %40, ptr addrspace(3) @WGCopy.6.2, align 16
  br label %96

96:                                               ; preds = %95, %89
  call spir_func void @_Z22__spirv_ControlBarrieriii(i32 2, i32 2, i32 272) #8
  %97 = load ptr addrspace(4), ptr addrspace(3) @WGCopy.8.0, align 16
  %98 = load ptr addrspace(4), ptr addrspace(3) @WGCopy.8.1, align 8
  %99 = load ptr addrspace(4), ptr addrspace(3) @WGCopy.8.2, align 16
  %100 = load ptr addrspace(4), ptr addrspace(3) @WGCopy.8.3, align 8
  %101 = load i64, ptr addrspace(3) @WGCopy.7.0, align 8
  call spir_func void @_Z22__spirv_ControlBarrieriii(i32 2, i32 2, i32 272) #8
  %102 = call spir_func noundef i64 @_Z28__spirv_BuiltInWorkgroupSizei(i32 noundef 0) #7
  %103 = call spir_func noundef i64 @_Z32__spirv_BuiltInLocalInvocationIdi(i32 noundef 0) #7
  %104 = icmp ult i64 %103, %101
  br i1 %104, label %105, label %120

105:                                              ; preds = %96
  %106 = load i64, ptr addrspace(4) %98, align 8, !tbaa !13
  %107 = getelementptr inbounds nuw %"class.sycl::_V1::accessor", ptr addrspace(4) %97, i64 0, i32 1
  %108 = load ptr addrspace(1), ptr addrspace(4) %107, align 8, !tbaa !15
  %109 = getelementptr float, ptr addrspace(1) %108, i64 %106
  br label %110

110:                                              ; preds = %110, %105
  %111 = phi i64 [ %103, %105 ], [ %118, %110 ]
  %112 = icmp ult i64 %111, 2147483648
  call void @llvm.assume(i1 %112)
  %113 = getelementptr inbounds nuw [32 x float], ptr addrspace(4) %99, i64 0, i64 %111
  %114 = load float, ptr addrspace(4) %113, align 4, !tbaa !16
  %115 = load float, ptr addrspace(4) %100, align 4, !tbaa !16
  %116 = fsub float %114, %115
  %117 = getelementptr float, ptr addrspace(1) %109, i64 %111
  store float %116, ptr addrspace(1) %117, align 4, !tbaa !16
  %118 = add i64 %111, %102
  %119 = icmp ult i64 %118, %101
  br i1 %119, label %110, label %120, !llvm.loop !21

120:                                              ; preds = %110, %96
  call spir_func void @_Z22__spirv_ControlBarrieriii(i32 noundef 2, i32 noundef 2, i32 noundef 272) #9
  call void @llvm.lifetime.end.p0(ptr nonnull %9)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare ptr @llvm.invariant.start.p4(i64 immarg, ptr addrspace(4) captures(none)) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p3.p0.i64(ptr addrspace(3) noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #6

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p3.i64(ptr noalias writeonly captures(none), ptr addrspace(3) noalias readonly captures(none), i64, i1 immarg) #6

declare dso_local spir_func i32 @_Z18__spirv_ocl_printfPU3AS2Kcz(ptr addrspace(2), ...)

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "sycl-module-id"="rtc_0.cpp" "sycl-optlevel"="2" "uniform-work-group-size" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size" }
attributes #3 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size" }
attributes #4 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #6 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { convergent nounwind willreturn memory(none) "uniform-work-group-size" }
attributes #8 = { convergent }
attributes #9 = { convergent nounwind "uniform-work-group-size" }

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
!10 = !{i1 true, i1 false, i1 false, i1 false, i1 true, i1 false, i1 false, i1 false}
!11 = !{}
!12 = !{i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false}
!13 = !{!14, !14, i64 0}
!14 = !{!"long", !8, i64 0}
!15 = !{!8, !8, i64 0}
!16 = !{!17, !17, i64 0}
!17 = !{!"float", !8, i64 0}
!18 = distinct !{!18, !19}
!19 = !{!"llvm.loop.mustprogress"}
!20 = distinct !{!20, !19}
!21 = distinct !{!21, !19}
