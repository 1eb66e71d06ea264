source_filename = "rtc_0.cpp"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [1 x i64] }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array" }
%struct.__wrapper_class = type { ptr addrspace(1) }
%struct.__wrapper_class.25 = type { ptr addrspace(1) }

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI5ShiftEE = comdat any

$_ZTS5Shift = comdat any

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI7SubCopyEE = comdat any

$_ZTS7SubCopy = comdat any

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI8TwoReadsEE = comdat any

$_ZTS8TwoReads = comdat any

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI6HalvesEE = comdat any

$_ZTS6Halves = comdat any

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI7WithUsmEE = comdat any

$_ZTS7WithUsm = comdat any

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI8FreshUsmEE = comdat any

$_ZTS8FreshUsm = comdat any

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI5ShiftEE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, ptr addrspace(1) noundef align 4 %1, ptr noundef byval(%"class.sycl::_V1::id") align 8 %2, ptr addrspace(1) noundef readonly align 4 %3, ptr noundef byval(%"class.sycl::_V1::id") align 8 %4) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !10 !kernel_arg_exclusive_ptr !10 !sycl_fixed_targets !11 !sycl_kernel_omit_args !12 {
  %6 = load i64, ptr %0, align 8
  %7 = load i64, ptr %2, align 8
  %8 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %7
  %9 = load i64, ptr %4, align 8
  %10 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %9
  %11 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #3
  %12 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #3
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
  br i1 %21, label %14, label %22, !llvm.loop !15

22:                                               ; preds = %14, %5
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS5Shift(ptr addrspace(1) noundef align 4 %0, ptr noundef byval(%"class.sycl::_V1::id") align 8 %1, ptr addrspace(1) noundef readonly align 4 %2, ptr noundef byval(%"class.sycl::_V1::id") align 8 %3) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !17 !kernel_arg_exclusive_ptr !17 !sycl_fixed_targets !11 !sycl_kernel_omit_args !18 {
  %5 = load i64, ptr %1, align 8
  %6 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %5
  %7 = load i64, ptr %3, align 8
  %8 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %7
  %9 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #3
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
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI7SubCopyEE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, ptr addrspace(1) noundef align 4 %1, ptr noundef byval(%"class.sycl::_V1::id") align 8 %2, ptr addrspace(1) noundef readonly align 4 %3, ptr noundef byval(%"class.sycl::_V1::id") align 8 %4) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !10 !kernel_arg_exclusive_ptr !10 !sycl_fixed_targets !11 !sycl_kernel_omit_args !12 {
  %6 = load i64, ptr %0, align 8
  %7 = load i64, ptr %2, align 8
  %8 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %7
  %9 = load i64, ptr %4, align 8
  %10 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %9
  %11 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #3
  %12 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #3
  %13 = icmp ult i64 %11, %6
  br i1 %13, label %14, label %22

14:                                               ; preds = %14, %5
  %15 = phi i64 [ %20, %14 ], [ %11, %5 ]
  %16 = getelementptr inbounds nuw float, ptr addrspace(1) %10, i64 %15
  %17 = load float, ptr addrspace(1) %16, align 4, !tbaa !13
  %18 = fmul float %17, 2.000000e+00
  %19 = getelementptr inbounds nuw float, ptr addrspace(1) %8, i64 %15
  store float %18, ptr addrspace(1) %19, align 4, !tbaa !13
  %20 = add i64 %15, %12
  %21 = icmp ult i64 %20, %6
  br i1 %21, label %14, label %22, !llvm.loop !19

22:                                               ; preds = %14, %5
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS7SubCopy(ptr addrspace(1) noundef align 4 %0, ptr noundef byval(%"class.sycl::_V1::id") align 8 %1, ptr addrspace(1) noundef readonly align 4 %2, ptr noundef byval(%"class.sycl::_V1::id") align 8 %3) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !17 !kernel_arg_exclusive_ptr !17 !sycl_fixed_targets !11 !sycl_kernel_omit_args !18 {
  %5 = load i64, ptr %1, align 8
  %6 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %5
  %7 = load i64, ptr %3, align 8
  %8 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %7
  %9 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #3
  %10 = icmp ult i64 %9, 2147483648
  tail call void @llvm.assume(i1 %10)
  %11 = getelementptr inbounds nuw float, ptr addrspace(1) %8, i64 %9
  %12 = load float, ptr addrspace(1) %11, align 4, !tbaa !13
  %13 = fmul float %12, 2.000000e+00
  %14 = getelementptr inbounds nuw float, ptr addrspace(1) %6, i64 %9
  store float %13, ptr addrspace(1) %14, align 4, !tbaa !13
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI8TwoReadsEE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, ptr addrspace(1) noundef align 4 %1, ptr noundef byval(%"class.sycl::_V1::id") align 8 %2, ptr addrspace(1) noundef readonly align 4 %3, ptr noundef byval(%"class.sycl::_V1::id") align 8 %4, ptr addrspace(1) noundef readonly align 4 %5, ptr noundef byval(%"class.sycl::_V1::id") align 8 %6, i64 noundef %7) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !20 !kernel_arg_exclusive_ptr !20 !sycl_fixed_targets !11 !sycl_kernel_omit_args !21 {
  %9 = load i64, ptr %0, align 8
  %10 = load i64, ptr %2, align 8
  %11 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %10
  %12 = load i64, ptr %4, align 8
  %13 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %12
  %14 = load i64, ptr %6, align 8
  %15 = getelementptr inbounds nuw float, ptr addrspace(1) %5, i64 %14
  %16 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #3
  %17 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #3
  %18 = icmp ult i64 %16, %9
  br i1 %18, label %19, label %31

19:                                               ; preds = %19, %8
  %20 = phi i64 [ %29, %19 ], [ %16, %8 ]
  %21 = getelementptr inbounds nuw float, ptr addrspace(1) %13, i64 %20
  %22 = load float, ptr addrspace(1) %21, align 4, !tbaa !13
  %23 = add nuw nsw i64 %20, 1
  %24 = urem i64 %23, %7
  %25 = getelementptr inbounds nuw float, ptr addrspace(1) %15, i64 %24
  %26 = load float, ptr addrspace(1) %25, align 4, !tbaa !13
  %27 = fmul float %22, %26
  %28 = getelementptr inbounds nuw float, ptr addrspace(1) %11, i64 %20
  store float %27, ptr addrspace(1) %28, align 4, !tbaa !13
  %29 = add i64 %20, %17
  %30 = icmp ult i64 %29, %9
  br i1 %30, label %19, label %31, !llvm.loop !22

31:                                               ; preds = %19, %8
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS8TwoReads(ptr addrspace(1) noundef align 4 %0, ptr noundef byval(%"class.sycl::_V1::id") align 8 %1, ptr addrspace(1) noundef readonly align 4 %2, ptr noundef byval(%"class.sycl::_V1::id") align 8 %3, ptr addrspace(1) noundef readonly align 4 %4, ptr noundef byval(%"class.sycl::_V1::id") align 8 %5, i64 noundef %6) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !23 !kernel_arg_exclusive_ptr !23 !sycl_fixed_targets !11 !sycl_kernel_omit_args !24 {
  %8 = load i64, ptr %1, align 8
  %9 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %8
  %10 = load i64, ptr %3, align 8
  %11 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %10
  %12 = load i64, ptr %5, align 8
  %13 = getelementptr inbounds nuw float, ptr addrspace(1) %4, i64 %12
  %14 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #3
  %15 = icmp ult i64 %14, 2147483648
  tail call void @llvm.assume(i1 %15)
  %16 = getelementptr inbounds nuw float, ptr addrspace(1) %11, i64 %14
  %17 = load float, ptr addrspace(1) %16, align 4, !tbaa !13
  %18 = add nuw nsw i64 %14, 1
  %19 = urem i64 %18, %6
  %20 = getelementptr inbounds nuw float, ptr addrspace(1) %13, i64 %19
  %21 = load float, ptr addrspace(1) %20, align 4, !tbaa !13
  %22 = fmul float %17, %21
  %23 = getelementptr inbounds nuw float, ptr addrspace(1) %9, i64 %14
  store float %22, ptr addrspace(1) %23, align 4, !tbaa !13
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI6HalvesEE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, ptr addrspace(1) noundef align 4 %1, ptr noundef byval(%"class.sycl::_V1::id") align 8 %2, ptr addrspace(1) noundef readonly align 4 %3, ptr noundef byval(%"class.sycl::_V1::id") align 8 %4) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !10 !kernel_arg_exclusive_ptr !10 !sycl_fixed_targets !11 !sycl_kernel_omit_args !12 {
  %6 = load i64, ptr %0, align 8
  %7 = load i64, ptr %2, align 8
  %8 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %7
  %9 = load i64, ptr %4, align 8
  %10 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %9
  %11 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #3
  %12 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #3
  %13 = icmp ult i64 %11, %6
  br i1 %13, label %14, label %22

14:                                               ; preds = %14, %5
  %15 = phi i64 [ %20, %14 ], [ %11, %5 ]
  %16 = getelementptr inbounds nuw float, ptr addrspace(1) %10, i64 %15
  %17 = load float, ptr addrspace(1) %16, align 4, !tbaa !13
  %18 = fmul float %17, 3.000000e+00
  %19 = getelementptr inbounds nuw float, ptr addrspace(1) %8, i64 %15
  store float %18, ptr addrspace(1) %19, align 4, !tbaa !13
  %20 = add i64 %15, %12
  %21 = icmp ult i64 %20, %6
  br i1 %21, label %14, label %22, !llvm.loop !25

22:                                               ; preds = %14, %5
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS6Halves(ptr addrspace(1) noundef align 4 %0, ptr noundef byval(%"class.sycl::_V1::id") align 8 %1, ptr addrspace(1) noundef readonly align 4 %2, ptr noundef byval(%"class.sycl::_V1::id") align 8 %3) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !17 !kernel_arg_exclusive_ptr !17 !sycl_fixed_targets !11 !sycl_kernel_omit_args !18 {
  %5 = load i64, ptr %1, align 8
  %6 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %5
  %7 = load i64, ptr %3, align 8
  %8 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %7
  %9 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #3
  %10 = icmp ult i64 %9, 2147483648
  tail call void @llvm.assume(i1 %10)
  %11 = getelementptr inbounds nuw float, ptr addrspace(1) %8, i64 %9
  %12 = load float, ptr addrspace(1) %11, align 4, !tbaa !13
  %13 = fmul float %12, 3.000000e+00
  %14 = getelementptr inbounds nuw float, ptr addrspace(1) %6, i64 %9
  store float %13, ptr addrspace(1) %14, align 4, !tbaa !13
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI7WithUsmEE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, ptr addrspace(1) noundef align 4 %1, ptr noundef byval(%"class.sycl::_V1::id") align 8 %2, ptr noundef byval(%struct.__wrapper_class) align 8 %3) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !26 !kernel_arg_exclusive_ptr !26 !sycl_fixed_targets !11 !sycl_kernel_omit_args !27 {
  %5 = load i64, ptr %0, align 8
  %6 = getelementptr inbounds %struct.__wrapper_class, ptr %3, i64 0, i32 0
  %7 = load ptr addrspace(1), ptr %6, align 8, !tbaa !28
  %8 = load i64, ptr %2, align 8
  %9 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %8
  %10 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #3
  %11 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #3
  %12 = icmp ult i64 %10, %5
  br i1 %12, label %13, label %22

13:                                               ; preds = %13, %4
  %14 = phi i64 [ %20, %13 ], [ %10, %4 ]
  %15 = getelementptr inbounds float, ptr addrspace(1) %7, i64 %14
  %16 = load float, ptr addrspace(1) %15, align 4, !tbaa !13
  %17 = getelementptr inbounds nuw float, ptr addrspace(1) %9, i64 %14
  %18 = load float, ptr addrspace(1) %17, align 4, !tbaa !13
  %19 = fadd float %16, %18
  store float %19, ptr addrspace(1) %17, align 4, !tbaa !13
  %20 = add i64 %14, %11
  %21 = icmp ult i64 %20, %5
  br i1 %21, label %13, label %22, !llvm.loop !32

22:                                               ; preds = %13, %4
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS7WithUsm(ptr addrspace(1) noundef align 4 %0, ptr noundef byval(%"class.sycl::_V1::id") align 8 %1, ptr addrspace(1) noundef align 4 %2) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !33 !kernel_arg_exclusive_ptr !33 !sycl_fixed_targets !11 !sycl_kernel_omit_args !34 {
  %4 = load i64, ptr %1, align 8
  %5 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %4
  %6 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #3
  %7 = icmp ult i64 %6, 2147483648
  tail call void @llvm.assume(i1 %7)
  %8 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %6
  %9 = load float, ptr addrspace(1) %8, align 4, !tbaa !13
  %10 = getelementptr inbounds nuw float, ptr addrspace(1) %5, i64 %6
  %11 = load float, ptr addrspace(1) %10, align 4, !tbaa !13
  %12 = fadd float %9, %11
  store float %12, ptr addrspace(1) %10, align 4, !tbaa !13
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI8FreshUsmEE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, ptr addrspace(1) noundef align 4 %1, ptr noundef byval(%"class.sycl::_V1::id") align 8 %2, ptr noundef byval(%struct.__wrapper_class.25) align 8 %3) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !26 !kernel_arg_exclusive_ptr !26 !sycl_fixed_targets !11 !sycl_kernel_omit_args !27 {
  %5 = load i64, ptr %0, align 8
  %6 = getelementptr inbounds %struct.__wrapper_class.25, ptr %3, i64 0, i32 0
  %7 = load ptr addrspace(1), ptr %6, align 8, !tbaa !28
  %8 = load i64, ptr %2, align 8
  %9 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %8
  %10 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #3
  %11 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #3
  %12 = icmp ult i64 %10, %5
  br i1 %12, label %13, label %21

13:                                               ; preds = %13, %4
  %14 = phi i64 [ %19, %13 ], [ %10, %4 ]
  %15 = getelementptr inbounds float, ptr addrspace(1) %7, i64 %14
  %16 = load float, ptr addrspace(1) %15, align 4, !tbaa !13
  %17 = fmul float %16, 2.000000e+00
  %18 = getelementptr inbounds nuw float, ptr addrspace(1) %9, i64 %14
  store float %17, ptr addrspace(1) %18, align 4, !tbaa !13
  %19 = add i64 %14, %11
  %20 = icmp ult i64 %19, %5
  br i1 %20, label %13, label %21, !llvm.loop !35

21:                                               ; preds = %13, %4
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS8FreshUsm(ptr addrspace(1) noundef align 4 %0, ptr noundef byval(%"class.sycl::_V1::id") align 8 %1, ptr addrspace(1) noundef align 4 %2) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !33 !kernel_arg_exclusive_ptr !33 !sycl_fixed_targets !11 !sycl_kernel_omit_args !34 {
  %4 = load i64, ptr %1, align 8
  %5 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %4
  %6 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #3
  %7 = icmp ult i64 %6, 2147483648
  tail call void @llvm.assume(i1 %7)
  %8 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %6
  %9 = load float, ptr addrspace(1) %8, align 4, !tbaa !13
  %10 = fmul float %9, 2.000000e+00
  %11 = getelementptr inbounds nuw float, ptr addrspace(1) %5, i64 %6
  store float %10, ptr addrspace(1) %11, align 4, !tbaa !13
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
!10 = !{i1 false, i1 true, i1 false, i1 true, i1 false}
!11 = !{}
!12 = !{i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false}
!13 = !{!14, !14, i64 0}
!14 = !{!"float", !8, i64 0}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = !{i1 true, i1 false, i1 true, i1 false}
!18 = !{i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false}
!19 = distinct !{!19, !16}
!20 = !{i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 false}
!21 = !{i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false}
!22 = distinct !{!22, !16}
!23 = !{i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 false}
!24 = !{i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false}
!25 = distinct !{!25, !16}
!26 = !{i1 false, i1 true, i1 false, i1 false}
!27 = !{i1 false, i1 false, i1 true, i1 true, i1 false, i1 false}
!28 = !{!29, !30, i64 0}
!29 = !{!"_ZTS15__wrapper_class", !30, i64 0}
!30 = !{!"p1 float", !31, i64 0}
!31 = !{!"any pointer", !8, i64 0}
!32 = distinct !{!32, !16}
!33 = !{i1 true, i1 false, i1 false}
!34 = !{i1 false, i1 true, i1 true, i1 false, i1 false}
!35 = distinct !{!35, !16}
