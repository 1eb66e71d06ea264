source_filename = "rtc_0.cpp"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [2 x i64] }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array.1" }
%"class.sycl::_V1::detail::array.1" = type { [1 x i64] }
%"class.sycl::_V1::range.0" = type { %"class.sycl::_V1::detail::array.1" }

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI7UpdateEEE = comdat any

$_ZTS7UpdateE = comdat any

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI7UpdateHEE = comdat any

$_ZTS7UpdateH = comdat any

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI6EnergyEE = comdat any

$_ZTS6Energy = comdat any

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI7UpdateEEE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, i64 noundef %1, ptr addrspace(1) noundef readonly align 4 %2, ptr noundef byval(%"class.sycl::_V1::id") align 8 %3, i64 noundef %4, float noundef %5, ptr addrspace(1) noundef align 4 %6, ptr noundef byval(%"class.sycl::_V1::id") align 8 %7, float noundef %8) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !10 !kernel_arg_exclusive_ptr !10 !sycl_fixed_targets !11 !sycl_kernel_omit_args !12 {
  %10 = load i64, ptr %0, align 8
  %11 = getelementptr inbounds i64, ptr %0, i64 1
  %12 = load i64, ptr %11, align 8
  %13 = load i64, ptr %3, align 8
  %14 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %13
  %15 = load i64, ptr %7, align 8
  %16 = getelementptr inbounds nuw float, ptr addrspace(1) %6, i64 %15
  %17 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 1) #4
  %18 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %19 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 1) #4
  %20 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #4
  %21 = icmp ult i64 %17, %10
  %22 = icmp ult i64 %18, %12
  %23 = select i1 %22, i1 %21, i1 false
  br i1 %23, label %24, label %73

24:                                               ; preds = %9
  %25 = lshr i64 %4, 1
  %26 = lshr i64 %1, 1
  %27 = fneg float %8
  br label %28

28:                                               ; preds = %70, %24
  %29 = phi i64 [ %18, %24 ], [ %71, %70 ]
  %30 = phi i64 [ %17, %24 ], [ %72, %70 ]
  %31 = mul i64 %30, %1
  %32 = add i64 %31, %29
  %33 = icmp eq i64 %30, 0
  br i1 %33, label %41, label %34

34:                                               ; preds = %28
  %35 = getelementptr inbounds nuw float, ptr addrspace(1) %14, i64 %32
  %36 = load float, ptr addrspace(1) %35, align 4, !tbaa !13
  %37 = sub i64 %32, %1
  %38 = getelementptr inbounds nuw float, ptr addrspace(1) %14, i64 %37
  %39 = load float, ptr addrspace(1) %38, align 4, !tbaa !13
  %40 = fsub float %36, %39
  br label %41

41:                                               ; preds = %34, %28
  %42 = phi float [ %40, %34 ], [ 0.000000e+00, %28 ]
  %43 = icmp eq i64 %29, 0
  br i1 %43, label %50, label %44

44:                                               ; preds = %41
  %45 = getelementptr float, ptr addrspace(1) %14, i64 %32
  %46 = load float, ptr addrspace(1) %45, align 4, !tbaa !13
  %47 = getelementptr float, ptr addrspace(1) %45, i64 -1
  %48 = load float, ptr addrspace(1) %47, align 4, !tbaa !13
  %49 = fsub float %46, %48
  br label %50

50:                                               ; preds = %44, %41
  %51 = phi float [ %49, %44 ], [ 0.000000e+00, %41 ]
  %52 = icmp eq i64 %30, %25
  %53 = icmp eq i64 %29, %26
  %54 = and i1 %52, %53
  br i1 %54, label %55, label %57

55:                                               ; preds = %50
  %56 = tail call spir_func noundef float @_Z15__spirv_ocl_sinf(float noundef %5) #4
  br label %57

57:                                               ; preds = %55, %50
  %58 = phi float [ %56, %55 ], [ 0.000000e+00, %50 ]
  %59 = getelementptr inbounds nuw float, ptr addrspace(1) %14, i64 %32
  %60 = load float, ptr addrspace(1) %59, align 4, !tbaa !13
  %61 = fadd float %42, %51
  %62 = tail call float @llvm.fmuladd.f32(float %27, float %61, float %60)
  %63 = fadd float %58, %62
  %64 = getelementptr inbounds nuw float, ptr addrspace(1) %16, i64 %32
  store float %63, ptr addrspace(1) %64, align 4, !tbaa !13
  %65 = add i64 %30, %19
  %66 = icmp ult i64 %65, %10
  br i1 %66, label %70, label %67

67:                                               ; preds = %57
  %68 = add i64 %29, %20
  %69 = icmp ult i64 %68, %12
  br i1 %69, label %70, label %73

70:                                               ; preds = %67, %57
  %71 = phi i64 [ %68, %67 ], [ %29, %57 ]
  %72 = phi i64 [ %17, %67 ], [ %65, %57 ]
  br label %28, !llvm.loop !15

73:                                               ; preds = %67, %9
  ret void
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef float @_Z15__spirv_ocl_sinf(float noundef) local_unnamed_addr #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS7UpdateE(i64 noundef %0, ptr addrspace(1) noundef readonly align 4 %1, ptr noundef byval(%"class.sycl::_V1::id") align 8 %2, i64 noundef %3, float noundef %4, ptr addrspace(1) noundef align 4 %5, ptr noundef byval(%"class.sycl::_V1::id") align 8 %6, float noundef %7) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !17 !kernel_arg_exclusive_ptr !17 !sycl_fixed_targets !11 !sycl_kernel_omit_args !18 {
  %9 = load i64, ptr %2, align 8
  %10 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %9
  %11 = load i64, ptr %6, align 8
  %12 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 1) #4
  %13 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %14 = icmp ult i64 %12, 2147483648
  tail call void @llvm.assume(i1 %14)
  %15 = icmp ult i64 %13, 2147483648
  tail call void @llvm.assume(i1 %15)
  %16 = mul i64 %12, %0
  %17 = add i64 %16, %13
  %18 = icmp eq i64 %12, 0
  br i1 %18, label %26, label %19

19:                                               ; preds = %8
  %20 = getelementptr inbounds nuw float, ptr addrspace(1) %10, i64 %17
  %21 = load float, ptr addrspace(1) %20, align 4, !tbaa !13
  %22 = sub i64 %17, %0
  %23 = getelementptr inbounds nuw float, ptr addrspace(1) %10, i64 %22
  %24 = load float, ptr addrspace(1) %23, align 4, !tbaa !13
  %25 = fsub float %21, %24
  br label %26

26:                                               ; preds = %19, %8
  %27 = phi float [ %25, %19 ], [ 0.000000e+00, %8 ]
  %28 = icmp eq i64 %13, 0
  br i1 %28, label %35, label %29

29:                                               ; preds = %26
  %30 = getelementptr float, ptr addrspace(1) %10, i64 %17
  %31 = load float, ptr addrspace(1) %30, align 4, !tbaa !13
  %32 = getelementptr float, ptr addrspace(1) %30, i64 -1
  %33 = load float, ptr addrspace(1) %32, align 4, !tbaa !13
  %34 = fsub float %31, %33
  br label %35

35:                                               ; preds = %29, %26
  %36 = phi float [ %34, %29 ], [ 0.000000e+00, %26 ]
  %37 = lshr i64 %3, 1
  %38 = icmp eq i64 %12, %37
  %39 = lshr i64 %0, 1
  %40 = icmp eq i64 %13, %39
  %41 = and i1 %38, %40
  br i1 %41, label %42, label %44

42:                                               ; preds = %35
  %43 = tail call spir_func noundef float @_Z15__spirv_ocl_sinf(float noundef %4) #4
  br label %44

44:                                               ; preds = %42, %35
  %45 = phi float [ %43, %42 ], [ 0.000000e+00, %35 ]
  %46 = getelementptr inbounds nuw float, ptr addrspace(1) %5, i64 %11
  %47 = getelementptr inbounds nuw float, ptr addrspace(1) %10, i64 %17
  %48 = load float, ptr addrspace(1) %47, align 4, !tbaa !13
  %49 = fadd float %27, %36
  %50 = fneg float %7
  %51 = tail call float @llvm.fmuladd.f32(float %50, float %49, float %48)
  %52 = fadd float %45, %51
  %53 = getelementptr inbounds nuw float, ptr addrspace(1) %46, i64 %17
  store float %52, ptr addrspace(1) %53, align 4, !tbaa !13
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI7UpdateHEE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, i64 noundef %1, i64 noundef %2, ptr addrspace(1) noundef readonly align 4 %3, ptr noundef byval(%"class.sycl::_V1::id") align 8 %4, ptr addrspace(1) noundef align 4 %5, ptr noundef byval(%"class.sycl::_V1::id") align 8 %6, float noundef %7, float noundef %8) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !19 !kernel_arg_exclusive_ptr !19 !sycl_fixed_targets !11 !sycl_kernel_omit_args !20 {
  %10 = load i64, ptr %0, align 8
  %11 = getelementptr inbounds i64, ptr %0, i64 1
  %12 = load i64, ptr %11, align 8
  %13 = load i64, ptr %4, align 8
  %14 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %13
  %15 = load i64, ptr %6, align 8
  %16 = getelementptr inbounds nuw float, ptr addrspace(1) %5, i64 %15
  %17 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 1) #4
  %18 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %19 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 1) #4
  %20 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #4
  %21 = icmp ult i64 %17, %10
  %22 = icmp ult i64 %18, %12
  %23 = select i1 %22, i1 %21, i1 false
  br i1 %23, label %24, label %68

24:                                               ; preds = %9
  %25 = fmul float %8, 5.000000e-01
  br label %26

26:                                               ; preds = %65, %24
  %27 = phi i64 [ %18, %24 ], [ %66, %65 ]
  %28 = phi i64 [ %17, %24 ], [ %67, %65 ]
  %29 = mul i64 %28, %1
  %30 = add i64 %29, %27
  %31 = add nuw nsw i64 %28, 1
  %32 = icmp ult i64 %31, %2
  br i1 %32, label %33, label %39

33:                                               ; preds = %26
  %34 = getelementptr float, ptr addrspace(1) %14, i64 %30
  %35 = getelementptr float, ptr addrspace(1) %34, i64 %1
  %36 = load float, ptr addrspace(1) %35, align 4, !tbaa !13
  %37 = load float, ptr addrspace(1) %34, align 4, !tbaa !13
  %38 = fsub float %36, %37
  br label %39

39:                                               ; preds = %33, %26
  %40 = phi float [ %38, %33 ], [ 0.000000e+00, %26 ]
  %41 = add nuw nsw i64 %27, 1
  %42 = icmp ult i64 %41, %1
  %43 = getelementptr float, ptr addrspace(1) %14, i64 %30
  br i1 %42, label %46, label %44

44:                                               ; preds = %39
  %45 = load float, ptr addrspace(1) %43, align 4, !tbaa !13
  br label %51

46:                                               ; preds = %39
  %47 = getelementptr float, ptr addrspace(1) %43, i64 1
  %48 = load float, ptr addrspace(1) %47, align 4, !tbaa !13
  %49 = load float, ptr addrspace(1) %43, align 4, !tbaa !13
  %50 = fsub float %48, %49
  br label %51

51:                                               ; preds = %46, %44
  %52 = phi float [ %49, %46 ], [ %45, %44 ]
  %53 = phi float [ %50, %46 ], [ 0.000000e+00, %44 ]
  %54 = fsub float %40, %53
  %55 = fmul float %7, %54
  %56 = tail call spir_func noundef float @_Z15__spirv_ocl_cosf(float noundef %25) #4
  %57 = fmul float %56, %55
  %58 = tail call float @llvm.fmuladd.f32(float %52, float 0x3FEF5C2900000000, float %57)
  %59 = getelementptr inbounds nuw float, ptr addrspace(1) %16, i64 %30
  store float %58, ptr addrspace(1) %59, align 4, !tbaa !13
  %60 = add i64 %28, %19
  %61 = icmp ult i64 %60, %10
  br i1 %61, label %65, label %62

62:                                               ; preds = %51
  %63 = add i64 %27, %20
  %64 = icmp ult i64 %63, %12
  br i1 %64, label %65, label %68

65:                                               ; preds = %62, %51
  %66 = phi i64 [ %63, %62 ], [ %27, %51 ]
  %67 = phi i64 [ %17, %62 ], [ %60, %51 ]
  br label %26, !llvm.loop !21

68:                                               ; preds = %62, %9
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef float @_Z15__spirv_ocl_cosf(float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS7UpdateH(i64 noundef %0, i64 noundef %1, ptr addrspace(1) noundef readonly align 4 %2, ptr noundef byval(%"class.sycl::_V1::id") align 8 %3, ptr addrspace(1) noundef align 4 %4, ptr noundef byval(%"class.sycl::_V1::id") align 8 %5, float noundef %6, float noundef %7) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !22 !kernel_arg_exclusive_ptr !22 !sycl_fixed_targets !11 !sycl_kernel_omit_args !23 {
  %9 = load i64, ptr %3, align 8
  %10 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %9
  %11 = load i64, ptr %5, align 8
  %12 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 1) #4
  %13 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %14 = icmp ult i64 %12, 2147483648
  tail call void @llvm.assume(i1 %14)
  %15 = icmp ult i64 %13, 2147483648
  tail call void @llvm.assume(i1 %15)
  %16 = mul i64 %12, %0
  %17 = add i64 %16, %13
  %18 = add nuw nsw i64 %12, 1
  %19 = icmp ult i64 %18, %1
  br i1 %19, label %20, label %26

20:                                               ; preds = %8
  %21 = getelementptr float, ptr addrspace(1) %10, i64 %17
  %22 = getelementptr float, ptr addrspace(1) %21, i64 %0
  %23 = load float, ptr addrspace(1) %22, align 4, !tbaa !13
  %24 = load float, ptr addrspace(1) %21, align 4, !tbaa !13
  %25 = fsub float %23, %24
  br label %26

26:                                               ; preds = %20, %8
  %27 = phi float [ %25, %20 ], [ 0.000000e+00, %8 ]
  %28 = add nuw nsw i64 %13, 1
  %29 = icmp ult i64 %28, %0
  %30 = getelementptr float, ptr addrspace(1) %10, i64 %17
  br i1 %29, label %33, label %31

31:                                               ; preds = %26
  %32 = load float, ptr addrspace(1) %30, align 4, !tbaa !13
  br label %38

33:                                               ; preds = %26
  %34 = getelementptr float, ptr addrspace(1) %30, i64 1
  %35 = load float, ptr addrspace(1) %34, align 4, !tbaa !13
  %36 = load float, ptr addrspace(1) %30, align 4, !tbaa !13
  %37 = fsub float %35, %36
  br label %38

38:                                               ; preds = %33, %31
  %39 = phi float [ %36, %33 ], [ %32, %31 ]
  %40 = phi float [ %37, %33 ], [ 0.000000e+00, %31 ]
  %41 = getelementptr inbounds nuw float, ptr addrspace(1) %4, i64 %11
  %42 = fsub float %27, %40
  %43 = fmul float %6, %42
  %44 = fmul float %7, 5.000000e-01
  %45 = tail call spir_func noundef float @_Z15__spirv_ocl_cosf(float noundef %44) #4
  %46 = fmul float %43, %45
  %47 = tail call float @llvm.fmuladd.f32(float %39, float 0x3FEF5C2900000000, float %46)
  %48 = getelementptr inbounds nuw float, ptr addrspace(1) %41, i64 %17
  store float %47, ptr addrspace(1) %48, align 4, !tbaa !13
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI6EnergyEE(ptr noundef byval(%"class.sycl::_V1::range.0") align 8 %0, ptr addrspace(1) noundef align 4 %1, ptr noundef byval(%"class.sycl::_V1::id") align 8 %2, ptr addrspace(1) noundef readonly align 4 %3, ptr noundef byval(%"class.sycl::_V1::id") align 8 %4) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !24 !kernel_arg_exclusive_ptr !24 !sycl_fixed_targets !11 !sycl_kernel_omit_args !25 {
  %6 = load i64, ptr %0, align 8
  %7 = load i64, ptr %2, align 8
  %8 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %7
  %9 = load i64, ptr %4, align 8
  %10 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %9
  %11 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %12 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #4
  %13 = icmp ult i64 %11, %6
  br i1 %13, label %14, label %23

14:                                               ; preds = %14, %5
  %15 = phi i64 [ %21, %14 ], [ %11, %5 ]
  %16 = getelementptr inbounds nuw float, ptr addrspace(1) %10, i64 %15
  %17 = load float, ptr addrspace(1) %16, align 4, !tbaa !13
  %18 = fmul float %17, 5.000000e-01
  %19 = fmul float %17, %18
  %20 = getelementptr inbounds nuw float, ptr addrspace(1) %8, i64 %15
  store float %19, ptr addrspace(1) %20, align 4, !tbaa !13
  %21 = add i64 %15, %12
  %22 = icmp ult i64 %21, %6
  br i1 %22, label %14, label %23, !llvm.loop !26

23:                                               ; preds = %14, %5
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS6Energy(ptr addrspace(1) noundef align 4 %0, ptr noundef byval(%"class.sycl::_V1::id") align 8 %1, ptr addrspace(1) noundef readonly align 4 %2, ptr noundef byval(%"class.sycl::_V1::id") align 8 %3) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !27 !kernel_arg_exclusive_ptr !27 !sycl_fixed_targets !11 !sycl_kernel_omit_args !28 {
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
  %14 = fmul float %12, %13
  %15 = getelementptr inbounds nuw float, ptr addrspace(1) %6, i64 %9
  store float %14, ptr addrspace(1) %15, align 4, !tbaa !13
  ret void
}

declare dso_local spir_func i32 @_Z18__spirv_ocl_printfPU3AS2Kcz(ptr addrspace(2), ...)

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "sycl-module-id"="rtc_0.cpp" "sycl-optlevel"="2" "uniform-work-group-size" }
attributes #1 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size" }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
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
!10 = !{i1 false, i1 false, i1 true, i1 false, i1 false, i1 false, i1 true, i1 false, i1 false}
!11 = !{}
!12 = !{i1 false, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false}
!13 = !{!14, !14, i64 0}
!14 = !{!"float", !8, i64 0}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = !{i1 false, i1 true, i1 false, i1 false, i1 false, i1 true, i1 false, i1 false}
!18 = !{i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false}
!19 = !{i1 false, i1 false, i1 false, i1 true, i1 false, i1 true, i1 false, i1 false, i1 false}
!20 = !{i1 false, i1 false, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 false}
!21 = distinct !{!21, !16}
!22 = !{i1 false, i1 false, i1 true, i1 false, i1 true, i1 false, i1 false, i1 false}
!23 = !{i1 false, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 false}
!24 = !{i1 false, i1 true, i1 false, i1 true, i1 false}
!25 = !{i1 false, i1 false, i1 true, i1 true, i1 false, i1 true, i1 false, i1 true, i1 true, i1 false}
!26 = distinct !{!26, !16}
!27 = !{i1 true, i1 false, i1 true, i1 false}
!28 = !{i1 false, i1 true, i1 true, i1 false, i1 true, i1 false, i1 true, i1 true, i1 false}
