source_filename = "rtc_0.cpp"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [1 x i64] }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array" }
%class.anon.10 = type { float }

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI6SmoothEE = comdat any

$_ZTS6Smooth = comdat any

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI5ScaleEE = comdat any

$_ZTS5Scale = comdat any

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI6OffsetEE = comdat any

$_ZTS6Offset = comdat any

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI6SquareEE = comdat any

$_ZTS6Square = comdat any

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI6NegateEE = comdat any

$_ZTS6Negate = comdat any

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI4CopyEE = comdat any

$_ZTS4Copy = comdat any

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI4BiasEE = comdat any

$_ZTS4Bias = comdat any

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI5HalveEE = comdat any

$_ZTS5Halve = comdat any

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI6SmoothEE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, ptr addrspace(1) noundef readonly align 4 %1, ptr noundef byval(%"class.sycl::_V1::id") align 8 %2, i64 noundef %3, ptr addrspace(1) noundef align 4 %4, ptr noundef byval(%"class.sycl::_V1::id") align 8 %5) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !10 !kernel_arg_exclusive_ptr !10 !sycl_fixed_targets !11 !sycl_kernel_omit_args !12 {
  %7 = load i64, ptr %0, align 8
  %8 = load i64, ptr %2, align 8
  %9 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %8
  %10 = load i64, ptr %5, align 8
  %11 = getelementptr inbounds nuw float, ptr addrspace(1) %4, i64 %10
  %12 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %13 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #4
  %14 = icmp ult i64 %12, %7
  br i1 %14, label %15, label %33

15:                                               ; preds = %15, %6
  %16 = phi i64 [ %31, %15 ], [ %12, %6 ]
  %17 = icmp eq i64 %16, 0
  %18 = getelementptr float, ptr addrspace(1) %9, i64 %16
  %19 = getelementptr float, ptr addrspace(1) %18, i64 -1
  %20 = select i1 %17, ptr addrspace(1) %9, ptr addrspace(1) %19
  %21 = load float, ptr addrspace(1) %20, align 4, !tbaa !13
  %22 = icmp ult i64 %16, %3
  %23 = zext i1 %22 to i64
  %24 = getelementptr inbounds nuw float, ptr addrspace(1) %18, i64 %23
  %25 = load float, ptr addrspace(1) %24, align 4, !tbaa !13
  %26 = load float, ptr addrspace(1) %18, align 4, !tbaa !13
  %27 = fmul float %26, 5.000000e-01
  %28 = tail call float @llvm.fmuladd.f32(float %21, float 2.500000e-01, float %27)
  %29 = tail call float @llvm.fmuladd.f32(float %25, float 2.500000e-01, float %28)
  %30 = getelementptr inbounds nuw float, ptr addrspace(1) %11, i64 %16
  store float %29, ptr addrspace(1) %30, align 4, !tbaa !13
  %31 = add i64 %16, %13
  %32 = icmp ult i64 %31, %7
  br i1 %32, label %15, label %33, !llvm.loop !15

33:                                               ; preds = %15, %6
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
define weak_odr dso_local spir_kernel void @_ZTS6Smooth(ptr addrspace(1) noundef readonly align 4 %0, ptr noundef byval(%"class.sycl::_V1::id") align 8 %1, i64 noundef %2, ptr addrspace(1) noundef align 4 %3, ptr noundef byval(%"class.sycl::_V1::id") align 8 %4) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !17 !kernel_arg_exclusive_ptr !17 !sycl_fixed_targets !11 !sycl_kernel_omit_args !18 {
  %6 = load i64, ptr %1, align 8
  %7 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %6
  %8 = load i64, ptr %4, align 8
  %9 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %10 = icmp ult i64 %9, 2147483648
  tail call void @llvm.assume(i1 %10)
  %11 = icmp eq i64 %9, 0
  %12 = getelementptr float, ptr addrspace(1) %7, i64 %9
  %13 = getelementptr float, ptr addrspace(1) %12, i64 -1
  %14 = select i1 %11, ptr addrspace(1) %7, ptr addrspace(1) %13
  %15 = load float, ptr addrspace(1) %14, align 4, !tbaa !13
  %16 = icmp ult i64 %9, %2
  %17 = zext i1 %16 to i64
  %18 = getelementptr inbounds nuw float, ptr addrspace(1) %12, i64 %17
  %19 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %8
  %20 = load float, ptr addrspace(1) %18, align 4, !tbaa !13
  %21 = load float, ptr addrspace(1) %12, align 4, !tbaa !13
  %22 = fmul float %21, 5.000000e-01
  %23 = tail call float @llvm.fmuladd.f32(float %15, float 2.500000e-01, float %22)
  %24 = tail call float @llvm.fmuladd.f32(float %20, float 2.500000e-01, float %23)
  %25 = getelementptr inbounds nuw float, ptr addrspace(1) %19, i64 %9
  store float %24, ptr addrspace(1) %25, align 4, !tbaa !13
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI5ScaleEE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, ptr addrspace(1) noundef align 4 %1, ptr noundef byval(%"class.sycl::_V1::id") align 8 %2, ptr noundef byval(%class.anon.10) align 4 %3, ptr addrspace(1) noundef readonly align 4 %4, ptr noundef byval(%"class.sycl::_V1::id") align 8 %5) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !10 !kernel_arg_exclusive_ptr !10 !sycl_fixed_targets !11 !sycl_kernel_omit_args !12 {
  %7 = load i64, ptr %0, align 8
  %8 = getelementptr inbounds nuw %class.anon.10, ptr %3, i64 0, i32 0
  %9 = load float, ptr %8, align 4, !tbaa !13
  %10 = load i64, ptr %2, align 8
  %11 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %10
  %12 = load i64, ptr %5, align 8
  %13 = getelementptr inbounds nuw float, ptr addrspace(1) %4, i64 %12
  %14 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %15 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #4
  %16 = icmp ult i64 %14, %7
  br i1 %16, label %17, label %25

17:                                               ; preds = %17, %6
  %18 = phi i64 [ %23, %17 ], [ %14, %6 ]
  %19 = getelementptr inbounds nuw float, ptr addrspace(1) %13, i64 %18
  %20 = load float, ptr addrspace(1) %19, align 4, !tbaa !13
  %21 = fmul float %9, %20
  %22 = getelementptr inbounds nuw float, ptr addrspace(1) %11, i64 %18
  store float %21, ptr addrspace(1) %22, align 4, !tbaa !13
  %23 = add i64 %18, %15
  %24 = icmp ult i64 %23, %7
  br i1 %24, label %17, label %25, !llvm.loop !19

25:                                               ; preds = %17, %6
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS5Scale(ptr addrspace(1) noundef align 4 %0, ptr noundef byval(%"class.sycl::_V1::id") align 8 %1, ptr noundef byval(%class.anon.10) align 4 %2, ptr addrspace(1) noundef readonly align 4 %3, ptr noundef byval(%"class.sycl::_V1::id") align 8 %4) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !17 !kernel_arg_exclusive_ptr !17 !sycl_fixed_targets !11 !sycl_kernel_omit_args !18 {
  %6 = getelementptr inbounds nuw %class.anon.10, ptr %2, i64 0, i32 0
  %7 = load float, ptr %6, align 4, !tbaa !13
  %8 = load i64, ptr %1, align 8
  %9 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %8
  %10 = load i64, ptr %4, align 8
  %11 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %10
  %12 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %13 = icmp ult i64 %12, 2147483648
  tail call void @llvm.assume(i1 %13)
  %14 = getelementptr inbounds nuw float, ptr addrspace(1) %11, i64 %12
  %15 = load float, ptr addrspace(1) %14, align 4, !tbaa !13
  %16 = fmul float %7, %15
  %17 = getelementptr inbounds nuw float, ptr addrspace(1) %9, i64 %12
  store float %16, ptr addrspace(1) %17, align 4, !tbaa !13
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI6OffsetEE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, ptr addrspace(1) noundef align 4 %1, ptr noundef byval(%"class.sycl::_V1::id") align 8 %2, ptr addrspace(1) noundef readonly align 4 %3, ptr noundef byval(%"class.sycl::_V1::id") align 8 %4) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !20 !kernel_arg_exclusive_ptr !20 !sycl_fixed_targets !11 !sycl_kernel_omit_args !21 {
  %6 = load i64, ptr %0, align 8
  %7 = load i64, ptr %2, align 8
  %8 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %7
  %9 = load i64, ptr %4, align 8
  %10 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %9
  %11 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %12 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #4
  %13 = icmp ult i64 %11, %6
  br i1 %13, label %14, label %22

14:                                               ; preds = %14, %5
  %15 = phi i64 [ %20, %14 ], [ %11, %5 ]
  %16 = getelementptr inbounds nuw float, ptr addrspace(1) %10, i64 %15
  %17 = load float, ptr addrspace(1) %16, align 4, !tbaa !13
  %18 = fadd float %17, 5.000000e-01
  %19 = getelementptr inbounds nuw float, ptr addrspace(1) %8, i64 %15
  store float %18, ptr addrspace(1) %19, align 4, !tbaa !13
  %20 = add i64 %15, %12
  %21 = icmp ult i64 %20, %6
  br i1 %21, label %14, label %22, !llvm.loop !22

22:                                               ; preds = %14, %5
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS6Offset(ptr addrspace(1) noundef align 4 %0, ptr noundef byval(%"class.sycl::_V1::id") align 8 %1, ptr addrspace(1) noundef readonly align 4 %2, ptr noundef byval(%"class.sycl::_V1::id") align 8 %3) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !23 !kernel_arg_exclusive_ptr !23 !sycl_fixed_targets !11 !sycl_kernel_omit_args !24 {
  %5 = load i64, ptr %1, align 8
  %6 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %5
  %7 = load i64, ptr %3, align 8
  %8 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %7
  %9 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %10 = icmp ult i64 %9, 2147483648
  tail call void @llvm.assume(i1 %10)
  %11 = getelementptr inbounds nuw float, ptr addrspace(1) %8, i64 %9
  %12 = load float, ptr addrspace(1) %11, align 4, !tbaa !13
  %13 = fadd float %12, 5.000000e-01
  %14 = getelementptr inbounds nuw float, ptr addrspace(1) %6, i64 %9
  store float %13, ptr addrspace(1) %14, align 4, !tbaa !13
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI6SquareEE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, ptr addrspace(1) noundef align 4 %1, ptr noundef byval(%"class.sycl::_V1::id") align 8 %2, ptr addrspace(1) noundef readonly align 4 %3, ptr noundef byval(%"class.sycl::_V1::id") align 8 %4) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !20 !kernel_arg_exclusive_ptr !20 !sycl_fixed_targets !11 !sycl_kernel_omit_args !21 {
  %6 = load i64, ptr %0, align 8
  %7 = load i64, ptr %2, align 8
  %8 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %7
  %9 = load i64, ptr %4, align 8
  %10 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %9
  %11 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %12 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #4
  %13 = icmp ult i64 %11, %6
  br i1 %13, label %14, label %22

14:                                               ; preds = %14, %5
  %15 = phi i64 [ %20, %14 ], [ %11, %5 ]
  %16 = getelementptr inbounds nuw float, ptr addrspace(1) %10, i64 %15
  %17 = load float, ptr addrspace(1) %16, align 4, !tbaa !13
  %18 = fmul float %17, %17
  %19 = getelementptr inbounds nuw float, ptr addrspace(1) %8, i64 %15
  store float %18, ptr addrspace(1) %19, align 4, !tbaa !13
  %20 = add i64 %15, %12
  %21 = icmp ult i64 %20, %6
  br i1 %21, label %14, label %22, !llvm.loop !25

22:                                               ; preds = %14, %5
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS6Square(ptr addrspace(1) noundef align 4 %0, ptr noundef byval(%"class.sycl::_V1::id") align 8 %1, ptr addrspace(1) noundef readonly align 4 %2, ptr noundef byval(%"class.sycl::_V1::id") align 8 %3) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !23 !kernel_arg_exclusive_ptr !23 !sycl_fixed_targets !11 !sycl_kernel_omit_args !24 {
  %5 = load i64, ptr %1, align 8
  %6 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %5
  %7 = load i64, ptr %3, align 8
  %8 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %7
  %9 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %10 = icmp ult i64 %9, 2147483648
  tail call void @llvm.assume(i1 %10)
  %11 = getelementptr inbounds nuw float, ptr addrspace(1) %8, i64 %9
  %12 = load float, ptr addrspace(1) %11, align 4, !tbaa !13
  %13 = fmul float %12, %12
  %14 = getelementptr inbounds nuw float, ptr addrspace(1) %6, i64 %9
  store float %13, ptr addrspace(1) %14, align 4, !tbaa !13
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI6NegateEE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, ptr addrspace(1) noundef align 4 %1, ptr noundef byval(%"class.sycl::_V1::id") align 8 %2, ptr addrspace(1) noundef readonly align 4 %3, ptr noundef byval(%"class.sycl::_V1::id") align 8 %4) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !20 !kernel_arg_exclusive_ptr !20 !sycl_fixed_targets !11 !sycl_kernel_omit_args !21 {
  %6 = load i64, ptr %0, align 8
  %7 = load i64, ptr %2, align 8
  %8 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %7
  %9 = load i64, ptr %4, align 8
  %10 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %9
  %11 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %12 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #4
  %13 = icmp ult i64 %11, %6
  br i1 %13, label %14, label %22

14:                                               ; preds = %14, %5
  %15 = phi i64 [ %20, %14 ], [ %11, %5 ]
  %16 = getelementptr inbounds nuw float, ptr addrspace(1) %10, i64 %15
  %17 = load float, ptr addrspace(1) %16, align 4, !tbaa !13
  %18 = fneg float %17
  %19 = getelementptr inbounds nuw float, ptr addrspace(1) %8, i64 %15
  store float %18, ptr addrspace(1) %19, align 4, !tbaa !13
  %20 = add i64 %15, %12
  %21 = icmp ult i64 %20, %6
  br i1 %21, label %14, label %22, !llvm.loop !26

22:                                               ; preds = %14, %5
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS6Negate(ptr addrspace(1) noundef align 4 %0, ptr noundef byval(%"class.sycl::_V1::id") align 8 %1, ptr addrspace(1) noundef readonly align 4 %2, ptr noundef byval(%"class.sycl::_V1::id") align 8 %3) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !23 !kernel_arg_exclusive_ptr !23 !sycl_fixed_targets !11 !sycl_kernel_omit_args !24 {
  %5 = load i64, ptr %1, align 8
  %6 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %5
  %7 = load i64, ptr %3, align 8
  %8 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %7
  %9 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %10 = icmp ult i64 %9, 2147483648
  tail call void @llvm.assume(i1 %10)
  %11 = getelementptr inbounds nuw float, ptr addrspace(1) %8, i64 %9
  %12 = load float, ptr addrspace(1) %11, align 4, !tbaa !13
  %13 = fneg float %12
  %14 = getelementptr inbounds nuw float, ptr addrspace(1) %6, i64 %9
  store float %13, ptr addrspace(1) %14, align 4, !tbaa !13
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI4CopyEE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, ptr addrspace(1) noundef align 4 %1, ptr noundef byval(%"class.sycl::_V1::id") align 8 %2, ptr addrspace(1) noundef readonly align 4 %3, ptr noundef byval(%"class.sycl::_V1::id") align 8 %4) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !20 !kernel_arg_exclusive_ptr !20 !sycl_fixed_targets !11 !sycl_kernel_omit_args !21 {
  %6 = load i64, ptr %0, align 8
  %7 = load i64, ptr %2, align 8
  %8 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %7
  %9 = load i64, ptr %4, align 8
  %10 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %9
  %11 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %12 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #4
  %13 = icmp ult i64 %11, %6
  br i1 %13, label %14, label %21

14:                                               ; preds = %14, %5
  %15 = phi i64 [ %19, %14 ], [ %11, %5 ]
  %16 = getelementptr inbounds nuw float, ptr addrspace(1) %10, i64 %15
  %17 = load float, ptr addrspace(1) %16, align 4, !tbaa !13
  %18 = getelementptr inbounds nuw float, ptr addrspace(1) %8, i64 %15
  store float %17, ptr addrspace(1) %18, align 4, !tbaa !13
  %19 = add i64 %15, %12
  %20 = icmp ult i64 %19, %6
  br i1 %20, label %14, label %21, !llvm.loop !27

21:                                               ; preds = %14, %5
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS4Copy(ptr addrspace(1) noundef align 4 %0, ptr noundef byval(%"class.sycl::_V1::id") align 8 %1, ptr addrspace(1) noundef readonly align 4 %2, ptr noundef byval(%"class.sycl::_V1::id") align 8 %3) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !23 !kernel_arg_exclusive_ptr !23 !sycl_fixed_targets !11 !sycl_kernel_omit_args !24 {
  %5 = load i64, ptr %1, align 8
  %6 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %5
  %7 = load i64, ptr %3, align 8
  %8 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %7
  %9 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %10 = icmp ult i64 %9, 2147483648
  tail call void @llvm.assume(i1 %10)
  %11 = getelementptr inbounds nuw float, ptr addrspace(1) %8, i64 %9
  %12 = load float, ptr addrspace(1) %11, align 4, !tbaa !13
  %13 = getelementptr inbounds nuw float, ptr addrspace(1) %6, i64 %9
  store float %12, ptr addrspace(1) %13, align 4, !tbaa !13
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI4BiasEE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, ptr addrspace(1) noundef align 4 %1, ptr noundef byval(%"class.sycl::_V1::id") align 8 %2, ptr addrspace(1) noundef readonly align 4 %3, ptr noundef byval(%"class.sycl::_V1::id") align 8 %4) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !20 !kernel_arg_exclusive_ptr !20 !sycl_fixed_targets !11 !sycl_kernel_omit_args !21 {
  %6 = load i64, ptr %0, align 8
  %7 = load i64, ptr %2, align 8
  %8 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %7
  %9 = load i64, ptr %4, align 8
  %10 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %9
  %11 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %12 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #4
  %13 = icmp ult i64 %11, %6
  br i1 %13, label %14, label %22

14:                                               ; preds = %14, %5
  %15 = phi i64 [ %20, %14 ], [ %11, %5 ]
  %16 = getelementptr inbounds nuw float, ptr addrspace(1) %10, i64 %15
  %17 = load float, ptr addrspace(1) %16, align 4, !tbaa !13
  %18 = fadd float %17, 1.000000e+00
  %19 = getelementptr inbounds nuw float, ptr addrspace(1) %8, i64 %15
  store float %18, ptr addrspace(1) %19, align 4, !tbaa !13
  %20 = add i64 %15, %12
  %21 = icmp ult i64 %20, %6
  br i1 %21, label %14, label %22, !llvm.loop !28

22:                                               ; preds = %14, %5
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS4Bias(ptr addrspace(1) noundef align 4 %0, ptr noundef byval(%"class.sycl::_V1::id") align 8 %1, ptr addrspace(1) noundef readonly align 4 %2, ptr noundef byval(%"class.sycl::_V1::id") align 8 %3) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !23 !kernel_arg_exclusive_ptr !23 !sycl_fixed_targets !11 !sycl_kernel_omit_args !24 {
  %5 = load i64, ptr %1, align 8
  %6 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %5
  %7 = load i64, ptr %3, align 8
  %8 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %7
  %9 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %10 = icmp ult i64 %9, 2147483648
  tail call void @llvm.assume(i1 %10)
  %11 = getelementptr inbounds nuw float, ptr addrspace(1) %8, i64 %9
  %12 = load float, ptr addrspace(1) %11, align 4, !tbaa !13
  %13 = fadd float %12, 1.000000e+00
  %14 = getelementptr inbounds nuw float, ptr addrspace(1) %6, i64 %9
  store float %13, ptr addrspace(1) %14, align 4, !tbaa !13
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI5HalveEE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, ptr addrspace(1) noundef align 4 %1, ptr noundef byval(%"class.sycl::_V1::id") align 8 %2, ptr addrspace(1) noundef readonly align 4 %3, ptr noundef byval(%"class.sycl::_V1::id") align 8 %4) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !20 !kernel_arg_exclusive_ptr !20 !sycl_fixed_targets !11 !sycl_kernel_omit_args !21 {
  %6 = load i64, ptr %0, align 8
  %7 = load i64, ptr %2, align 8
  %8 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %7
  %9 = load i64, ptr %4, align 8
  %10 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %9
  %11 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %12 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #4
  %13 = icmp ult i64 %11, %6
  br i1 %13, label %14, label %22

14:                                               ; preds = %14, %5
  %15 = phi i64 [ %20, %14 ], [ %11, %5 ]
  %16 = getelementptr inbounds nuw float, ptr addrspace(1) %10, i64 %15
  %17 = load float, ptr addrspace(1) %16, align 4, !tbaa !13
  %18 = fmul float %17, 5.000000e-01
  %19 = getelementptr inbounds nuw float, ptr addrspace(1) %8, i64 %15
  store float %18, ptr addrspace(1) %19, align 4, !tbaa !13
  %20 = add i64 %15, %12
  %21 = icmp ult i64 %20, %6
  br i1 %21, label %14, label %22, !llvm.loop !29

22:                                               ; preds = %14, %5
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS5Halve(ptr addrspace(1) noundef align 4 %0, ptr noundef byval(%"class.sycl::_V1::id") align 8 %1, ptr addrspace(1) noundef readonly align 4 %2, ptr noundef byval(%"class.sycl::_V1::id") align 8 %3) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !23 !kernel_arg_exclusive_ptr !23 !sycl_fixed_targets !11 !sycl_kernel_omit_args !24 {
  %5 = load i64, ptr %1, align 8
  %6 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %5
  %7 = load i64, ptr %3, align 8
  %8 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %7
  %9 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %10 = icmp ult i64 %9, 2147483648
  tail call void @llvm.assume(i1 %10)
  %11 = getelementptr inbounds nuw float, ptr addrspace(1) %8, i64 %9
  %12 = load float, ptr addrspace(1) %11, align 4, !tbaa !13
  %13 = fmul float %12, 5.000000e-01
  %14 = getelementptr inbounds nuw float, ptr addrspace(1) %6, i64 %9
  store float %13, ptr addrspace(1) %14, align 4, !tbaa !13
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
!10 = !{i1 false, i1 true, i1 false, i1 false, i1 true, i1 false}
!11 = !{}
!12 = !{i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 false, i1 true, i1 true, i1 false}
!13 = !{!14, !14, i64 0}
!14 = !{!"float", !8, i64 0}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = !{i1 true, i1 false, i1 false, i1 true, i1 false}
!18 = !{i1 false, i1 true, i1 true, i1 false, i1 false, i1 false, i1 true, i1 true, i1 false}
!19 = distinct !{!19, !16}
!20 = !{i1 false, i1 true, i1 false, i1 true, i1 false}
!21 = !{i1 false, i1 false, i1 true, i1 true, i1 false, i1 true, i1 false, i1 true, i1 true, i1 false}
!22 = distinct !{!22, !16}
!23 = !{i1 true, i1 false, i1 true, i1 false}
!24 = !{i1 false, i1 true, i1 true, i1 false, i1 true, i1 false, i1 true, i1 true, i1 false}
!25 = distinct !{!25, !16}
!26 = distinct !{!26, !16}
!27 = distinct !{!27, !16}
!28 = distinct !{!28, !16}
!29 = distinct !{!29, !16}
