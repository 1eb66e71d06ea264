source_filename = "rtc_0.cpp"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [1 x i64] }
%"class.sycl::_V1::range.0" = type { %"class.sycl::_V1::detail::array.1" }
%"class.sycl::_V1::detail::array.1" = type { [2 x i64] }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array.1" }

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI9RowPrefixEE = comdat any

$_ZTS9RowPrefix = comdat any

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI11ColumnShiftEE = comdat any

$_ZTS11ColumnShift = comdat any

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI7BucketsEE = comdat any

$_ZTS7Buckets = comdat any

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI9RowPrefixEE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, ptr addrspace(1) noundef align 4 %1, ptr noundef byval(%"class.sycl::_V1::range.0") align 8 %2, ptr noundef byval(%"class.sycl::_V1::id") align 8 %3, ptr addrspace(1) noundef readonly align 4 %4, ptr noundef byval(%"class.sycl::_V1::range.0") align 8 %5, ptr noundef byval(%"class.sycl::_V1::id") align 8 %6, i64 noundef %7) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !10 !kernel_arg_exclusive_ptr !10 !sycl_fixed_targets !11 !sycl_kernel_omit_args !12 {
  %9 = load i64, ptr %0, align 8
  %10 = getelementptr inbounds i64, ptr %2, i64 1
  %11 = load i64, ptr %10, align 8
  %12 = load i64, ptr %3, align 8
  %13 = getelementptr inbounds i64, ptr %3, i64 1
  %14 = load i64, ptr %13, align 8
  %15 = mul i64 %12, %11
  %16 = getelementptr float, ptr addrspace(1) %1, i64 %14
  %17 = getelementptr float, ptr addrspace(1) %16, i64 %15
  %18 = getelementptr inbounds i64, ptr %5, i64 1
  %19 = load i64, ptr %18, align 8
  %20 = load i64, ptr %6, align 8
  %21 = getelementptr inbounds i64, ptr %6, i64 1
  %22 = load i64, ptr %21, align 8
  %23 = mul i64 %20, %19
  %24 = getelementptr float, ptr addrspace(1) %4, i64 %22
  %25 = getelementptr float, ptr addrspace(1) %24, i64 %23
  %26 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %27 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #4
  %28 = icmp ult i64 %26, %9
  br i1 %28, label %29, label %53

29:                                               ; preds = %8
  %30 = icmp ugt i64 %7, 1
  br label %31

31:                                               ; preds = %50, %29
  %32 = phi i64 [ %26, %29 ], [ %51, %50 ]
  %33 = mul i64 %32, %19
  %34 = getelementptr float, ptr addrspace(1) %25, i64 %33
  %35 = load float, ptr addrspace(1) %34, align 4, !tbaa !13
  %36 = mul i64 %32, %11
  %37 = getelementptr float, ptr addrspace(1) %17, i64 %36
  store float %35, ptr addrspace(1) %37, align 4, !tbaa !13
  br i1 %30, label %38, label %50

38:                                               ; preds = %38, %31
  %39 = phi i64 [ %48, %38 ], [ 1, %31 ]
  %40 = getelementptr float, ptr addrspace(1) %17, i64 %39
  %41 = getelementptr float, ptr addrspace(1) %40, i64 -1
  %42 = getelementptr float, ptr addrspace(1) %41, i64 %36
  %43 = load float, ptr addrspace(1) %42, align 4, !tbaa !13
  %44 = getelementptr float, ptr addrspace(1) %34, i64 %39
  %45 = load float, ptr addrspace(1) %44, align 4, !tbaa !13
  %46 = fadd float %43, %45
  %47 = getelementptr float, ptr addrspace(1) %40, i64 %36
  store float %46, ptr addrspace(1) %47, align 4, !tbaa !13
  %48 = add nuw i64 %39, 1
  %49 = icmp eq i64 %48, %7
  br i1 %49, label %50, label %38, !llvm.loop !15

50:                                               ; preds = %38, %31
  %51 = add i64 %32, %27
  %52 = icmp ult i64 %51, %9
  br i1 %52, label %31, label %53, !llvm.loop !17

53:                                               ; preds = %50, %8
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS9RowPrefix(ptr addrspace(1) noundef align 4 %0, ptr noundef byval(%"class.sycl::_V1::range.0") align 8 %1, ptr noundef byval(%"class.sycl::_V1::id") align 8 %2, ptr addrspace(1) noundef readonly align 4 %3, ptr noundef byval(%"class.sycl::_V1::range.0") align 8 %4, ptr noundef byval(%"class.sycl::_V1::id") align 8 %5, i64 noundef %6) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !18 !kernel_arg_exclusive_ptr !18 !sycl_fixed_targets !11 !sycl_kernel_omit_args !19 {
  %8 = getelementptr inbounds i64, ptr %1, i64 1
  %9 = load i64, ptr %8, align 8
  %10 = load i64, ptr %2, align 8
  %11 = getelementptr inbounds i64, ptr %2, i64 1
  %12 = load i64, ptr %11, align 8
  %13 = mul i64 %10, %9
  %14 = getelementptr float, ptr addrspace(1) %0, i64 %12
  %15 = getelementptr float, ptr addrspace(1) %14, i64 %13
  %16 = getelementptr inbounds i64, ptr %4, i64 1
  %17 = load i64, ptr %16, align 8
  %18 = load i64, ptr %5, align 8
  %19 = getelementptr inbounds i64, ptr %5, i64 1
  %20 = load i64, ptr %19, align 8
  %21 = mul i64 %18, %17
  %22 = getelementptr float, ptr addrspace(1) %3, i64 %20
  %23 = getelementptr float, ptr addrspace(1) %22, i64 %21
  %24 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %25 = icmp ult i64 %24, 2147483648
  tail call void @llvm.assume(i1 %25)
  %26 = mul i64 %24, %17
  %27 = getelementptr float, ptr addrspace(1) %23, i64 %26
  %28 = load float, ptr addrspace(1) %27, align 4, !tbaa !13
  %29 = mul i64 %24, %9
  %30 = getelementptr float, ptr addrspace(1) %15, i64 %29
  store float %28, ptr addrspace(1) %30, align 4, !tbaa !13
  %31 = icmp ugt i64 %6, 1
  br i1 %31, label %32, label %44

32:                                               ; preds = %32, %7
  %33 = phi i64 [ %42, %32 ], [ 1, %7 ]
  %34 = getelementptr float, ptr addrspace(1) %15, i64 %33
  %35 = getelementptr float, ptr addrspace(1) %34, i64 -1
  %36 = getelementptr float, ptr addrspace(1) %35, i64 %29
  %37 = load float, ptr addrspace(1) %36, align 4, !tbaa !13
  %38 = getelementptr float, ptr addrspace(1) %27, i64 %33
  %39 = load float, ptr addrspace(1) %38, align 4, !tbaa !13
  %40 = fadd float %37, %39
  %41 = getelementptr float, ptr addrspace(1) %30, i64 %33
  store float %40, ptr addrspace(1) %41, align 4, !tbaa !13
  %42 = add nuw i64 %33, 1
  %43 = icmp eq i64 %42, %6
  br i1 %43, label %44, label %32, !llvm.loop !15

44:                                               ; preds = %32, %7
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI11ColumnShiftEE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, i64 noundef %1, ptr addrspace(1) noundef align 4 %2, ptr noundef byval(%"class.sycl::_V1::range.0") align 8 %3, ptr noundef byval(%"class.sycl::_V1::id") align 8 %4, ptr addrspace(1) noundef readonly align 4 %5, ptr noundef byval(%"class.sycl::_V1::range.0") align 8 %6, ptr noundef byval(%"class.sycl::_V1::id") align 8 %7) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !20 !kernel_arg_exclusive_ptr !20 !sycl_fixed_targets !11 !sycl_kernel_omit_args !21 {
  %9 = load i64, ptr %0, align 8
  %10 = getelementptr inbounds i64, ptr %3, i64 1
  %11 = load i64, ptr %10, align 8
  %12 = load i64, ptr %4, align 8
  %13 = getelementptr inbounds i64, ptr %4, i64 1
  %14 = load i64, ptr %13, align 8
  %15 = mul i64 %12, %11
  %16 = getelementptr float, ptr addrspace(1) %2, i64 %14
  %17 = getelementptr float, ptr addrspace(1) %16, i64 %15
  %18 = getelementptr inbounds i64, ptr %6, i64 1
  %19 = load i64, ptr %18, align 8
  %20 = load i64, ptr %7, align 8
  %21 = getelementptr inbounds i64, ptr %7, i64 1
  %22 = load i64, ptr %21, align 8
  %23 = mul i64 %20, %19
  %24 = getelementptr float, ptr addrspace(1) %5, i64 %22
  %25 = getelementptr float, ptr addrspace(1) %24, i64 %23
  %26 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %27 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #4
  %28 = icmp ult i64 %26, %9
  br i1 %28, label %29, label %53

29:                                               ; preds = %8
  %30 = icmp ugt i64 %1, 1
  br label %31

31:                                               ; preds = %50, %29
  %32 = phi i64 [ %26, %29 ], [ %51, %50 ]
  br i1 %30, label %33, label %50

33:                                               ; preds = %31
  %34 = getelementptr float, ptr addrspace(1) %17, i64 %32
  %35 = getelementptr float, ptr addrspace(1) %25, i64 %32
  br label %36

36:                                               ; preds = %36, %33
  %37 = phi i64 [ %48, %36 ], [ 1, %33 ]
  %38 = phi i64 [ %37, %36 ], [ 0, %33 ]
  %39 = mul i64 %38, %11
  %40 = getelementptr float, ptr addrspace(1) %34, i64 %39
  %41 = load float, ptr addrspace(1) %40, align 4, !tbaa !13
  %42 = mul i64 %38, %19
  %43 = getelementptr float, ptr addrspace(1) %35, i64 %42
  %44 = load float, ptr addrspace(1) %43, align 4, !tbaa !13
  %45 = tail call float @llvm.fmuladd.f32(float %41, float 5.000000e-01, float %44)
  %46 = mul i64 %37, %11
  %47 = getelementptr float, ptr addrspace(1) %34, i64 %46
  store float %45, ptr addrspace(1) %47, align 4, !tbaa !13
  %48 = add nuw i64 %37, 1
  %49 = icmp eq i64 %48, %1
  br i1 %49, label %50, label %36, !llvm.loop !22

50:                                               ; preds = %36, %31
  %51 = add i64 %32, %27
  %52 = icmp ult i64 %51, %9
  br i1 %52, label %31, label %53, !llvm.loop !23

53:                                               ; preds = %50, %8
  ret void
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #3

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS11ColumnShift(i64 noundef %0, ptr addrspace(1) noundef align 4 %1, ptr noundef byval(%"class.sycl::_V1::range.0") align 8 %2, ptr noundef byval(%"class.sycl::_V1::id") align 8 %3, ptr addrspace(1) noundef readonly align 4 %4, ptr noundef byval(%"class.sycl::_V1::range.0") align 8 %5, ptr noundef byval(%"class.sycl::_V1::id") align 8 %6) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !24 !kernel_arg_exclusive_ptr !24 !sycl_fixed_targets !11 !sycl_kernel_omit_args !25 {
  %8 = getelementptr inbounds i64, ptr %2, i64 1
  %9 = load i64, ptr %8, align 8
  %10 = getelementptr inbounds i64, ptr %5, i64 1
  %11 = load i64, ptr %10, align 8
  %12 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %13 = icmp ult i64 %12, 2147483648
  tail call void @llvm.assume(i1 %13)
  %14 = icmp ugt i64 %0, 1
  br i1 %14, label %15, label %44

15:                                               ; preds = %7
  %16 = getelementptr inbounds i64, ptr %6, i64 1
  %17 = load i64, ptr %16, align 8
  %18 = getelementptr float, ptr addrspace(1) %4, i64 %17
  %19 = load i64, ptr %6, align 8
  %20 = mul i64 %19, %11
  %21 = getelementptr float, ptr addrspace(1) %18, i64 %20
  %22 = getelementptr inbounds i64, ptr %3, i64 1
  %23 = load i64, ptr %22, align 8
  %24 = getelementptr float, ptr addrspace(1) %1, i64 %23
  %25 = load i64, ptr %3, align 8
  %26 = mul i64 %25, %9
  %27 = getelementptr float, ptr addrspace(1) %24, i64 %26
  %28 = getelementptr float, ptr addrspace(1) %27, i64 %12
  %29 = getelementptr float, ptr addrspace(1) %21, i64 %12
  br label %30

30:                                               ; preds = %30, %15
  %31 = phi i64 [ 1, %15 ], [ %42, %30 ]
  %32 = phi i64 [ 0, %15 ], [ %31, %30 ]
  %33 = mul i64 %32, %9
  %34 = getelementptr float, ptr addrspace(1) %28, i64 %33
  %35 = load float, ptr addrspace(1) %34, align 4, !tbaa !13
  %36 = mul i64 %32, %11
  %37 = getelementptr float, ptr addrspace(1) %29, i64 %36
  %38 = load float, ptr addrspace(1) %37, align 4, !tbaa !13
  %39 = tail call float @llvm.fmuladd.f32(float %35, float 5.000000e-01, float %38)
  %40 = mul i64 %31, %9
  %41 = getelementptr float, ptr addrspace(1) %28, i64 %40
  store float %39, ptr addrspace(1) %41, align 4, !tbaa !13
  %42 = add nuw i64 %31, 1
  %43 = icmp eq i64 %42, %0
  br i1 %43, label %44, label %30, !llvm.loop !22

44:                                               ; preds = %30, %7
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI7BucketsEE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, i64 noundef %1, ptr addrspace(1) noundef align 4 %2, ptr noundef byval(%"class.sycl::_V1::range.0") align 8 %3, ptr noundef byval(%"class.sycl::_V1::id") align 8 %4, ptr addrspace(1) noundef readonly align 4 %5, ptr noundef byval(%"class.sycl::_V1::range.0") align 8 %6, ptr noundef byval(%"class.sycl::_V1::id") align 8 %7) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !20 !kernel_arg_exclusive_ptr !20 !sycl_fixed_targets !11 !sycl_kernel_omit_args !21 {
  %9 = load i64, ptr %0, align 8
  %10 = getelementptr inbounds i64, ptr %3, i64 1
  %11 = load i64, ptr %10, align 8
  %12 = load i64, ptr %4, align 8
  %13 = getelementptr inbounds i64, ptr %4, i64 1
  %14 = load i64, ptr %13, align 8
  %15 = mul i64 %12, %11
  %16 = getelementptr float, ptr addrspace(1) %2, i64 %14
  %17 = getelementptr float, ptr addrspace(1) %16, i64 %15
  %18 = getelementptr inbounds i64, ptr %6, i64 1
  %19 = load i64, ptr %18, align 8
  %20 = load i64, ptr %7, align 8
  %21 = getelementptr inbounds i64, ptr %7, i64 1
  %22 = load i64, ptr %21, align 8
  %23 = mul i64 %20, %19
  %24 = getelementptr float, ptr addrspace(1) %5, i64 %22
  %25 = getelementptr float, ptr addrspace(1) %24, i64 %23
  %26 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %27 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #4
  %28 = icmp ult i64 %26, %9
  br i1 %28, label %29, label %51

29:                                               ; preds = %8
  %30 = icmp eq i64 %1, 0
  br label %31

31:                                               ; preds = %48, %29
  %32 = phi i64 [ %26, %29 ], [ %49, %48 ]
  br i1 %30, label %48, label %33

33:                                               ; preds = %31
  %34 = mul i64 %32, %19
  %35 = getelementptr float, ptr addrspace(1) %25, i64 %34
  %36 = mul i64 %32, %11
  %37 = getelementptr float, ptr addrspace(1) %17, i64 %36
  br label %38

38:                                               ; preds = %38, %33
  %39 = phi i64 [ %46, %38 ], [ 0, %33 ]
  %40 = getelementptr float, ptr addrspace(1) %35, i64 %39
  %41 = load float, ptr addrspace(1) %40, align 4, !tbaa !13
  %42 = and i64 %39, 3
  %43 = getelementptr float, ptr addrspace(1) %37, i64 %42
  %44 = load float, ptr addrspace(1) %43, align 4, !tbaa !13
  %45 = fadd float %41, %44
  store float %45, ptr addrspace(1) %43, align 4, !tbaa !13
  %46 = add nuw i64 %39, 1
  %47 = icmp eq i64 %46, %1
  br i1 %47, label %48, label %38, !llvm.loop !26

48:                                               ; preds = %38, %31
  %49 = add i64 %32, %27
  %50 = icmp ult i64 %49, %9
  br i1 %50, label %31, label %51, !llvm.loop !27

51:                                               ; preds = %48, %8
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS7Buckets(i64 noundef %0, ptr addrspace(1) noundef align 4 %1, ptr noundef byval(%"class.sycl::_V1::range.0") align 8 %2, ptr noundef byval(%"class.sycl::_V1::id") align 8 %3, ptr addrspace(1) noundef readonly align 4 %4, ptr noundef byval(%"class.sycl::_V1::range.0") align 8 %5, ptr noundef byval(%"class.sycl::_V1::id") align 8 %6) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !24 !kernel_arg_exclusive_ptr !24 !sycl_fixed_targets !11 !sycl_kernel_omit_args !25 {
  %8 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %9 = icmp ult i64 %8, 2147483648
  tail call void @llvm.assume(i1 %9)
  %10 = icmp eq i64 %0, 0
  br i1 %10, label %42, label %11

11:                                               ; preds = %7
  %12 = getelementptr inbounds i64, ptr %6, i64 1
  %13 = load i64, ptr %12, align 8
  %14 = getelementptr float, ptr addrspace(1) %4, i64 %13
  %15 = load i64, ptr %6, align 8
  %16 = getelementptr inbounds i64, ptr %5, i64 1
  %17 = load i64, ptr %16, align 8
  %18 = mul i64 %15, %17
  %19 = getelementptr float, ptr addrspace(1) %14, i64 %18
  %20 = getelementptr inbounds i64, ptr %3, i64 1
  %21 = load i64, ptr %20, align 8
  %22 = getelementptr float, ptr addrspace(1) %1, i64 %21
  %23 = load i64, ptr %3, align 8
  %24 = getelementptr inbounds i64, ptr %2, i64 1
  %25 = load i64, ptr %24, align 8
  %26 = mul i64 %23, %25
  %27 = getelementptr float, ptr addrspace(1) %22, i64 %26
  %28 = mul i64 %8, %17
  %29 = getelementptr float, ptr addrspace(1) %19, i64 %28
  %30 = mul i64 %8, %25
  %31 = getelementptr float, ptr addrspace(1) %27, i64 %30
  br label %32

32:                                               ; preds = %32, %11
  %33 = phi i64 [ 0, %11 ], [ %40, %32 ]
  %34 = getelementptr float, ptr addrspace(1) %29, i64 %33
  %35 = load float, ptr addrspace(1) %34, align 4, !tbaa !13
  %36 = and i64 %33, 3
  %37 = getelementptr float, ptr addrspace(1) %31, i64 %36
  %38 = load float, ptr addrspace(1) %37, align 4, !tbaa !13
  %39 = fadd float %35, %38
  store float %39, ptr addrspace(1) %37, align 4, !tbaa !13
  %40 = add nuw i64 %33, 1
  %41 = icmp eq i64 %40, %0
  br i1 %41, label %42, label %32, !llvm.loop !26

42:                                               ; preds = %32, %7
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
!10 = !{i1 false, i1 true, i1 false, i1 false, i1 true, i1 false, i1 false, i1 false}
!11 = !{}
!12 = !{i1 false, i1 false, i1 true, i1 false, i1 false, i1 false, i1 true, i1 false, i1 false, i1 false}
!13 = !{!14, !14, i64 0}
!14 = !{!"float", !8, i64 0}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = distinct !{!17, !16}
!18 = !{i1 true, i1 false, i1 false, i1 true, i1 false, i1 false, i1 false}
!19 = !{i1 false, i1 true, i1 false, i1 false, i1 false, i1 true, i1 false, i1 false, i1 false}
!20 = !{i1 false, i1 false, i1 true, i1 false, i1 false, i1 true, i1 false, i1 false}
!21 = !{i1 false, i1 false, i1 false, i1 true, i1 false, i1 false, i1 false, i1 true, i1 false, i1 false}
!22 = distinct !{!22, !16}
!23 = distinct !{!23, !16}
!24 = !{i1 false, i1 true, i1 false, i1 false, i1 true, i1 false, i1 false}
!25 = !{i1 false, i1 false, i1 true, i1 false, i1 false, i1 false, i1 true, i1 false, i1 false}
!26 = distinct !{!26, !16}
!27 = distinct !{!27, !16}
