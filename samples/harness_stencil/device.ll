source_filename = "rtc_0.cpp"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [2 x i64] }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::range.11" = type { %"class.sycl::_V1::detail::array.12" }
%"class.sycl::_V1::detail::array.12" = type { [3 x i64] }
%"class.sycl::_V1::id.13" = type { %"class.sycl::_V1::detail::array.12" }

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI13Jacobi2DSweepEE = comdat any

$_ZTS13Jacobi2DSweep = comdat any

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI14Stencil3DSweepEE = comdat any

$_ZTS14Stencil3DSweep = comdat any

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI13Jacobi2DSweepEE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, i64 noundef %1, i64 noundef %2, ptr addrspace(1) noundef align 4 %3, ptr noundef byval(%"class.sycl::_V1::range") align 8 %4, ptr noundef byval(%"class.sycl::_V1::id") align 8 %5, ptr addrspace(1) noundef readonly align 4 %6, ptr noundef byval(%"class.sycl::_V1::range") align 8 %7, ptr noundef byval(%"class.sycl::_V1::id") align 8 %8, float noundef %9) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !10 !kernel_arg_exclusive_ptr !10 !sycl_fixed_targets !11 !sycl_kernel_omit_args !12 {
  %11 = load i64, ptr %0, align 8
  %12 = getelementptr inbounds i64, ptr %0, i64 1
  %13 = load i64, ptr %12, align 8
  %14 = getelementptr inbounds i64, ptr %4, i64 1
  %15 = load i64, ptr %14, align 8
  %16 = load i64, ptr %5, align 8
  %17 = getelementptr inbounds i64, ptr %5, i64 1
  %18 = load i64, ptr %17, align 8
  %19 = mul i64 %16, %15
  %20 = getelementptr float, ptr addrspace(1) %3, i64 %18
  %21 = getelementptr float, ptr addrspace(1) %20, i64 %19
  %22 = getelementptr inbounds i64, ptr %7, i64 1
  %23 = load i64, ptr %22, align 8
  %24 = load i64, ptr %8, align 8
  %25 = getelementptr inbounds i64, ptr %8, i64 1
  %26 = load i64, ptr %25, align 8
  %27 = mul i64 %24, %23
  %28 = getelementptr float, ptr addrspace(1) %6, i64 %26
  %29 = getelementptr float, ptr addrspace(1) %28, i64 %27
  %30 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 1) #4
  %31 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %32 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 1) #4
  %33 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #4
  %34 = icmp ult i64 %30, %11
  %35 = icmp ult i64 %31, %13
  %36 = select i1 %35, i1 %34, i1 false
  br i1 %36, label %37, label %84

37:                                               ; preds = %81, %10
  %38 = phi i64 [ %82, %81 ], [ %31, %10 ]
  %39 = icmp eq i64 %38, 0
  %40 = add nuw nsw i64 %38, 1
  %41 = getelementptr float, ptr addrspace(1) %21, i64 %38
  %42 = icmp eq i64 %40, %2
  %43 = getelementptr float, ptr addrspace(1) %29, i64 %38
  %44 = getelementptr float, ptr addrspace(1) %43, i64 -1
  %45 = getelementptr float, ptr addrspace(1) %29, i64 %40
  br label %46

46:                                               ; preds = %75, %37
  %47 = phi i64 [ %30, %37 ], [ %79, %75 ]
  %48 = icmp eq i64 %47, 0
  %49 = or i1 %48, %39
  br i1 %49, label %54, label %50

50:                                               ; preds = %46
  %51 = add nuw nsw i64 %47, 1
  %52 = icmp eq i64 %51, %1
  %53 = select i1 %52, i1 true, i1 %42
  br i1 %53, label %54, label %58

54:                                               ; preds = %50, %46
  %55 = mul i64 %47, %23
  %56 = getelementptr float, ptr addrspace(1) %43, i64 %55
  %57 = load float, ptr addrspace(1) %56, align 4, !tbaa !13
  br label %75

58:                                               ; preds = %50
  %59 = add nsw i64 %47, -1
  %60 = mul i64 %59, %23
  %61 = getelementptr float, ptr addrspace(1) %43, i64 %60
  %62 = load float, ptr addrspace(1) %61, align 4, !tbaa !13
  %63 = mul i64 %51, %23
  %64 = getelementptr float, ptr addrspace(1) %43, i64 %63
  %65 = load float, ptr addrspace(1) %64, align 4, !tbaa !13
  %66 = fadd float %62, %65
  %67 = mul i64 %47, %23
  %68 = getelementptr float, ptr addrspace(1) %44, i64 %67
  %69 = load float, ptr addrspace(1) %68, align 4, !tbaa !13
  %70 = fadd float %66, %69
  %71 = getelementptr float, ptr addrspace(1) %45, i64 %67
  %72 = load float, ptr addrspace(1) %71, align 4, !tbaa !13
  %73 = fadd float %70, %72
  %74 = fmul float %9, %73
  br label %75

75:                                               ; preds = %58, %54
  %76 = phi float [ %57, %54 ], [ %74, %58 ]
  %77 = mul i64 %47, %15
  %78 = getelementptr float, ptr addrspace(1) %41, i64 %77
  store float %76, ptr addrspace(1) %78, align 4, !tbaa !13
  %79 = add i64 %47, %32
  %80 = icmp ult i64 %79, %11
  br i1 %80, label %46, label %81

81:                                               ; preds = %75
  %82 = add i64 %38, %33
  %83 = icmp ult i64 %82, %13
  br i1 %83, label %37, label %84, !llvm.loop !15

84:                                               ; preds = %81, %10
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS13Jacobi2DSweep(i64 noundef %0, i64 noundef %1, ptr addrspace(1) noundef align 4 %2, ptr noundef byval(%"class.sycl::_V1::range") align 8 %3, ptr noundef byval(%"class.sycl::_V1::id") align 8 %4, ptr addrspace(1) noundef readonly align 4 %5, ptr noundef byval(%"class.sycl::_V1::range") align 8 %6, ptr noundef byval(%"class.sycl::_V1::id") align 8 %7, float noundef %8) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !17 !kernel_arg_exclusive_ptr !17 !sycl_fixed_targets !11 !sycl_kernel_omit_args !18 {
  %10 = getelementptr inbounds i64, ptr %3, i64 1
  %11 = load i64, ptr %10, align 8
  %12 = load i64, ptr %4, align 8
  %13 = getelementptr inbounds i64, ptr %4, i64 1
  %14 = load i64, ptr %13, align 8
  %15 = getelementptr inbounds i64, ptr %6, i64 1
  %16 = load i64, ptr %15, align 8
  %17 = load i64, ptr %7, align 8
  %18 = getelementptr inbounds i64, ptr %7, i64 1
  %19 = load i64, ptr %18, align 8
  %20 = mul i64 %17, %16
  %21 = getelementptr float, ptr addrspace(1) %5, i64 %19
  %22 = getelementptr float, ptr addrspace(1) %21, i64 %20
  %23 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 1) #4
  %24 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %25 = icmp ult i64 %23, 2147483648
  tail call void @llvm.assume(i1 %25)
  %26 = icmp ult i64 %24, 2147483648
  tail call void @llvm.assume(i1 %26)
  %27 = icmp eq i64 %23, 0
  %28 = icmp eq i64 %24, 0
  %29 = or i1 %27, %28
  br i1 %29, label %36, label %30

30:                                               ; preds = %9
  %31 = add nuw nsw i64 %23, 1
  %32 = icmp eq i64 %31, %0
  br i1 %32, label %36, label %33

33:                                               ; preds = %30
  %34 = add nuw nsw i64 %24, 1
  %35 = icmp eq i64 %34, %1
  br i1 %35, label %36, label %41

36:                                               ; preds = %33, %30, %9
  %37 = mul i64 %23, %16
  %38 = getelementptr float, ptr addrspace(1) %22, i64 %24
  %39 = getelementptr float, ptr addrspace(1) %38, i64 %37
  %40 = load float, ptr addrspace(1) %39, align 4, !tbaa !13
  br label %61

41:                                               ; preds = %33
  %42 = add nsw i64 %23, -1
  %43 = mul i64 %42, %16
  %44 = getelementptr float, ptr addrspace(1) %22, i64 %24
  %45 = getelementptr float, ptr addrspace(1) %44, i64 %43
  %46 = load float, ptr addrspace(1) %45, align 4, !tbaa !13
  %47 = mul i64 %31, %16
  %48 = getelementptr float, ptr addrspace(1) %44, i64 %47
  %49 = load float, ptr addrspace(1) %48, align 4, !tbaa !13
  %50 = fadd float %46, %49
  %51 = mul i64 %23, %16
  %52 = getelementptr float, ptr addrspace(1) %44, i64 -1
  %53 = getelementptr float, ptr addrspace(1) %52, i64 %51
  %54 = load float, ptr addrspace(1) %53, align 4, !tbaa !13
  %55 = fadd float %50, %54
  %56 = getelementptr float, ptr addrspace(1) %22, i64 %34
  %57 = getelementptr float, ptr addrspace(1) %56, i64 %51
  %58 = load float, ptr addrspace(1) %57, align 4, !tbaa !13
  %59 = fadd float %55, %58
  %60 = fmul float %8, %59
  br label %61

61:                                               ; preds = %41, %36
  %62 = phi float [ %40, %36 ], [ %60, %41 ]
  %63 = getelementptr float, ptr addrspace(1) %2, i64 %14
  %64 = mul i64 %12, %11
  %65 = getelementptr float, ptr addrspace(1) %63, i64 %64
  %66 = mul i64 %23, %11
  %67 = getelementptr float, ptr addrspace(1) %65, i64 %24
  %68 = getelementptr float, ptr addrspace(1) %67, i64 %66
  store float %62, ptr addrspace(1) %68, align 4, !tbaa !13
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI14Stencil3DSweepEE(ptr noundef byval(%"class.sycl::_V1::range.11") align 8 %0, float noundef %1, ptr addrspace(1) noundef align 4 %2, ptr noundef byval(%"class.sycl::_V1::range.11") align 8 %3, ptr noundef byval(%"class.sycl::_V1::id.13") align 8 %4, ptr addrspace(1) noundef readonly align 4 %5, ptr noundef byval(%"class.sycl::_V1::range.11") align 8 %6, ptr noundef byval(%"class.sycl::_V1::id.13") align 8 %7) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !19 !kernel_arg_exclusive_ptr !19 !sycl_fixed_targets !11 !sycl_kernel_omit_args !20 {
  %9 = load i64, ptr %0, align 8
  %10 = getelementptr inbounds i64, ptr %0, i64 1
  %11 = load i64, ptr %10, align 8
  %12 = getelementptr inbounds i64, ptr %0, i64 2
  %13 = load i64, ptr %12, align 8
  %14 = getelementptr inbounds i64, ptr %3, i64 1
  %15 = load i64, ptr %14, align 8
  %16 = getelementptr inbounds i64, ptr %3, i64 2
  %17 = load i64, ptr %16, align 8
  %18 = load i64, ptr %4, align 8
  %19 = getelementptr inbounds i64, ptr %4, i64 1
  %20 = load i64, ptr %19, align 8
  %21 = getelementptr inbounds i64, ptr %4, i64 2
  %22 = load i64, ptr %21, align 8
  %23 = mul i64 %18, %15
  %24 = add i64 %23, %20
  %25 = mul i64 %24, %17
  %26 = getelementptr float, ptr addrspace(1) %2, i64 %22
  %27 = getelementptr float, ptr addrspace(1) %26, i64 %25
  %28 = getelementptr inbounds i64, ptr %6, i64 1
  %29 = load i64, ptr %28, align 8
  %30 = getelementptr inbounds i64, ptr %6, i64 2
  %31 = load i64, ptr %30, align 8
  %32 = load i64, ptr %7, align 8
  %33 = getelementptr inbounds i64, ptr %7, i64 1
  %34 = load i64, ptr %33, align 8
  %35 = getelementptr inbounds i64, ptr %7, i64 2
  %36 = load i64, ptr %35, align 8
  %37 = mul i64 %32, %29
  %38 = add i64 %37, %34
  %39 = mul i64 %38, %31
  %40 = getelementptr float, ptr addrspace(1) %5, i64 %36
  %41 = getelementptr float, ptr addrspace(1) %40, i64 %39
  %42 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 2) #4
  %43 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 1) #4
  %44 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %45 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 2) #4
  %46 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 1) #4
  %47 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #4
  %48 = icmp ult i64 %42, %9
  %49 = icmp ult i64 %43, %11
  %50 = icmp ult i64 %44, %13
  %51 = select i1 %50, i1 %49, i1 false
  %52 = select i1 %51, i1 %48, i1 false
  br i1 %52, label %53, label %113

53:                                               ; preds = %110, %8
  %54 = phi i64 [ %111, %110 ], [ %44, %8 ]
  %55 = add nuw nsw i64 %54, 1
  %56 = getelementptr float, ptr addrspace(1) %41, i64 %55
  %57 = getelementptr float, ptr addrspace(1) %41, i64 %54
  %58 = getelementptr float, ptr addrspace(1) %57, i64 2
  %59 = getelementptr float, ptr addrspace(1) %27, i64 %55
  br label %60

60:                                               ; preds = %107, %53
  %61 = phi i64 [ %108, %107 ], [ %43, %53 ]
  %62 = add nuw nsw i64 %61, 1
  br label %63

63:                                               ; preds = %63, %60
  %64 = phi i64 [ %105, %63 ], [ %42, %60 ]
  %65 = add nuw nsw i64 %64, 1
  %66 = mul i64 %65, %29
  %67 = add i64 %66, %62
  %68 = mul i64 %67, %31
  %69 = getelementptr float, ptr addrspace(1) %56, i64 %68
  %70 = load float, ptr addrspace(1) %69, align 4, !tbaa !13
  %71 = mul i64 %64, %29
  %72 = add i64 %71, %62
  %73 = mul i64 %72, %31
  %74 = getelementptr float, ptr addrspace(1) %56, i64 %73
  %75 = load float, ptr addrspace(1) %74, align 4, !tbaa !13
  %76 = tail call float @llvm.fmuladd.f32(float %70, float 2.000000e+00, float %75)
  %77 = add nuw nsw i64 %64, 2
  %78 = mul i64 %77, %29
  %79 = add i64 %78, %62
  %80 = mul i64 %79, %31
  %81 = getelementptr float, ptr addrspace(1) %56, i64 %80
  %82 = load float, ptr addrspace(1) %81, align 4, !tbaa !13
  %83 = fadd float %76, %82
  %84 = add i64 %66, %61
  %85 = mul i64 %84, %31
  %86 = getelementptr float, ptr addrspace(1) %56, i64 %85
  %87 = load float, ptr addrspace(1) %86, align 4, !tbaa !13
  %88 = fadd float %83, %87
  %89 = add i64 %84, 2
  %90 = mul i64 %89, %31
  %91 = getelementptr float, ptr addrspace(1) %56, i64 %90
  %92 = load float, ptr addrspace(1) %91, align 4, !tbaa !13
  %93 = fadd float %88, %92
  %94 = getelementptr float, ptr addrspace(1) %57, i64 %68
  %95 = load float, ptr addrspace(1) %94, align 4, !tbaa !13
  %96 = fadd float %93, %95
  %97 = getelementptr float, ptr addrspace(1) %58, i64 %68
  %98 = load float, ptr addrspace(1) %97, align 4, !tbaa !13
  %99 = fadd float %96, %98
  %100 = fmul float %1, %99
  %101 = mul i64 %65, %15
  %102 = add i64 %101, %62
  %103 = mul i64 %102, %17
  %104 = getelementptr float, ptr addrspace(1) %59, i64 %103
  store float %100, ptr addrspace(1) %104, align 4, !tbaa !13
  %105 = add i64 %64, %45
  %106 = icmp ult i64 %105, %9
  br i1 %106, label %63, label %107

107:                                              ; preds = %63
  %108 = add i64 %61, %46
  %109 = icmp ult i64 %108, %11
  br i1 %109, label %60, label %110

110:                                              ; preds = %107
  %111 = add i64 %54, %47
  %112 = icmp ult i64 %111, %13
  br i1 %112, label %53, label %113, !llvm.loop !21

113:                                              ; preds = %110, %8
  ret void
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #3

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS14Stencil3DSweep(float noundef %0, ptr addrspace(1) noundef align 4 %1, ptr noundef byval(%"class.sycl::_V1::range.11") align 8 %2, ptr noundef byval(%"class.sycl::_V1::id.13") align 8 %3, ptr addrspace(1) noundef readonly align 4 %4, ptr noundef byval(%"class.sycl::_V1::range.11") align 8 %5, ptr noundef byval(%"class.sycl::_V1::id.13") align 8 %6) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !22 !kernel_arg_exclusive_ptr !22 !sycl_fixed_targets !11 !sycl_kernel_omit_args !23 {
  %8 = getelementptr inbounds i64, ptr %2, i64 1
  %9 = load i64, ptr %8, align 8
  %10 = getelementptr inbounds i64, ptr %2, i64 2
  %11 = load i64, ptr %10, align 8
  %12 = load i64, ptr %3, align 8
  %13 = getelementptr inbounds i64, ptr %3, i64 1
  %14 = load i64, ptr %13, align 8
  %15 = getelementptr inbounds i64, ptr %3, i64 2
  %16 = load i64, ptr %15, align 8
  %17 = mul i64 %12, %9
  %18 = add i64 %17, %14
  %19 = mul i64 %18, %11
  %20 = getelementptr float, ptr addrspace(1) %1, i64 %16
  %21 = getelementptr float, ptr addrspace(1) %20, i64 %19
  %22 = getelementptr inbounds i64, ptr %5, i64 1
  %23 = load i64, ptr %22, align 8
  %24 = getelementptr inbounds i64, ptr %5, i64 2
  %25 = load i64, ptr %24, align 8
  %26 = load i64, ptr %6, align 8
  %27 = getelementptr inbounds i64, ptr %6, i64 1
  %28 = load i64, ptr %27, align 8
  %29 = getelementptr inbounds i64, ptr %6, i64 2
  %30 = load i64, ptr %29, align 8
  %31 = mul i64 %26, %23
  %32 = add i64 %31, %28
  %33 = mul i64 %32, %25
  %34 = getelementptr float, ptr addrspace(1) %4, i64 %30
  %35 = getelementptr float, ptr addrspace(1) %34, i64 %33
  %36 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 2) #4
  %37 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 1) #4
  %38 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %39 = icmp ult i64 %36, 2147483648
  tail call void @llvm.assume(i1 %39)
  %40 = icmp ult i64 %37, 2147483648
  tail call void @llvm.assume(i1 %40)
  %41 = icmp ult i64 %38, 2147483648
  tail call void @llvm.assume(i1 %41)
  %42 = add nuw nsw i64 %36, 1
  %43 = add nuw nsw i64 %37, 1
  %44 = add nuw nsw i64 %38, 1
  %45 = mul i64 %42, %23
  %46 = add i64 %45, %43
  %47 = mul i64 %46, %25
  %48 = getelementptr float, ptr addrspace(1) %35, i64 %44
  %49 = getelementptr float, ptr addrspace(1) %48, i64 %47
  %50 = load float, ptr addrspace(1) %49, align 4, !tbaa !13
  %51 = mul i64 %36, %23
  %52 = add i64 %43, %51
  %53 = mul i64 %52, %25
  %54 = getelementptr float, ptr addrspace(1) %48, i64 %53
  %55 = load float, ptr addrspace(1) %54, align 4, !tbaa !13
  %56 = tail call float @llvm.fmuladd.f32(float %50, float 2.000000e+00, float %55)
  %57 = add nuw nsw i64 %36, 2
  %58 = mul i64 %57, %23
  %59 = add i64 %58, %43
  %60 = mul i64 %59, %25
  %61 = getelementptr float, ptr addrspace(1) %48, i64 %60
  %62 = load float, ptr addrspace(1) %61, align 4, !tbaa !13
  %63 = fadd float %56, %62
  %64 = add i64 %45, %37
  %65 = mul i64 %64, %25
  %66 = getelementptr float, ptr addrspace(1) %48, i64 %65
  %67 = load float, ptr addrspace(1) %66, align 4, !tbaa !13
  %68 = fadd float %63, %67
  %69 = add i64 %64, 2
  %70 = mul i64 %69, %25
  %71 = getelementptr float, ptr addrspace(1) %48, i64 %70
  %72 = load float, ptr addrspace(1) %71, align 4, !tbaa !13
  %73 = fadd float %68, %72
  %74 = getelementptr float, ptr addrspace(1) %35, i64 %38
  %75 = getelementptr float, ptr addrspace(1) %74, i64 %47
  %76 = load float, ptr addrspace(1) %75, align 4, !tbaa !13
  %77 = fadd float %73, %76
  %78 = getelementptr float, ptr addrspace(1) %74, i64 2
  %79 = getelementptr float, ptr addrspace(1) %78, i64 %47
  %80 = load float, ptr addrspace(1) %79, align 4, !tbaa !13
  %81 = fadd float %77, %80
  %82 = fmul float %0, %81
  %83 = mul i64 %42, %9
  %84 = add i64 %83, %43
  %85 = mul i64 %84, %11
  %86 = getelementptr float, ptr addrspace(1) %21, i64 %44
  %87 = getelementptr float, ptr addrspace(1) %86, i64 %85
  store float %82, ptr addrspace(1) %87, align 4, !tbaa !13
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
!10 = !{i1 false, i1 false, i1 false, i1 true, i1 false, i1 false, i1 true, i1 false, i1 false, i1 false}
!11 = !{}
!12 = !{i1 false, i1 false, i1 false, i1 false, i1 true, i1 false, i1 false, i1 false, i1 true, i1 false, i1 false, i1 false}
!13 = !{!14, !14, i64 0}
!14 = !{!"float", !8, i64 0}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = !{i1 false, i1 false, i1 true, i1 false, i1 false, i1 true, i1 false, i1 false, i1 false}
!18 = !{i1 false, i1 false, i1 false, i1 true, i1 false, i1 false, i1 false, i1 true, i1 false, i1 false, i1 false}
!19 = !{i1 false, i1 false, i1 true, i1 false, i1 false, i1 true, i1 false, i1 false}
!20 = !{i1 false, i1 false, i1 false, i1 true, i1 false, i1 false, i1 false, i1 true, i1 false, i1 false}
!21 = distinct !{!21, !16}
!22 = !{i1 false, i1 true, i1 false, i1 false, i1 true, i1 false, i1 false}
!23 = !{i1 false, i1 false, i1 true, i1 false, i1 false, i1 false, i1 true, i1 false, i1 false}
