source_filename = "rtc_0.cpp"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [2 x i64] }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array.1" }
%"class.sycl::_V1::detail::array.1" = type { [1 x i64] }

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI10ForwardDctEE = comdat any

$_ZTS10ForwardDct = comdat any

$_ZTS9TileScale = comdat any

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI10ForwardDctEE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, ptr addrspace(1) noundef readonly align 4 %1, i32 noundef %2, ptr addrspace(1) noundef align 4 %3) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !10 !kernel_arg_exclusive_ptr !10 !sycl_fixed_targets !11 !sycl_kernel_omit_args !12 {
  %5 = alloca [64 x float], align 4
  %6 = alloca [8 x float], align 4
  %7 = alloca [8 x float], align 4
  %8 = load i64, ptr %0, align 8
  %9 = getelementptr inbounds i64, ptr %0, i64 1
  %10 = load i64, ptr %9, align 8
  %11 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 1) #7
  %12 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #7
  %13 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 1) #7
  %14 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #7
  %15 = icmp uge i64 %11, %8
  %16 = icmp uge i64 %12, %10
  %17 = select i1 %16, i1 true, i1 %15
  br i1 %17, label %127, label %18

18:                                               ; preds = %4
  %19 = shl i32 %2, 3
  %20 = getelementptr inbounds [8 x float], ptr %6, i64 0, i64 0
  %21 = addrspacecast ptr %20 to ptr addrspace(4)
  %22 = getelementptr inbounds [8 x float], ptr %6, i64 0, i64 1
  %23 = getelementptr inbounds [8 x float], ptr %6, i64 0, i64 2
  %24 = getelementptr inbounds [8 x float], ptr %6, i64 0, i64 3
  %25 = getelementptr inbounds [8 x float], ptr %6, i64 0, i64 4
  %26 = getelementptr inbounds [8 x float], ptr %6, i64 0, i64 5
  %27 = getelementptr inbounds [8 x float], ptr %6, i64 0, i64 6
  %28 = getelementptr inbounds [8 x float], ptr %6, i64 0, i64 7
  %29 = getelementptr inbounds [8 x float], ptr %7, i64 0, i64 0
  %30 = addrspacecast ptr %29 to ptr addrspace(4)
  %31 = sext i32 %2 to i64
  %32 = getelementptr inbounds [8 x float], ptr %7, i64 0, i64 1
  %33 = getelementptr inbounds [8 x float], ptr %7, i64 0, i64 2
  %34 = shl nsw i64 %31, 1
  %35 = getelementptr inbounds [8 x float], ptr %7, i64 0, i64 3
  %36 = mul nsw i64 %31, 3
  %37 = getelementptr inbounds [8 x float], ptr %7, i64 0, i64 4
  %38 = shl nsw i64 %31, 2
  %39 = getelementptr inbounds [8 x float], ptr %7, i64 0, i64 5
  %40 = mul nsw i64 %31, 5
  %41 = getelementptr inbounds [8 x float], ptr %7, i64 0, i64 6
  %42 = mul nsw i64 %31, 6
  %43 = getelementptr inbounds [8 x float], ptr %7, i64 0, i64 7
  %44 = mul nsw i64 %31, 7
  br label %45

45:                                               ; preds = %124, %18
  %46 = phi i64 [ %12, %18 ], [ %125, %124 ]
  %47 = phi i64 [ %11, %18 ], [ %126, %124 ]
  %48 = trunc nuw nsw i64 %47 to i32
  %49 = mul i32 %19, %48
  %50 = shl nuw nsw i64 %46, 3
  call void @llvm.lifetime.start.p0(ptr nonnull %5) #8
  call void @llvm.lifetime.start.p0(ptr nonnull %6) #8
  %51 = sext i32 %49 to i64
  %52 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %51
  %53 = and i64 %50, 4294967288
  %54 = getelementptr inbounds float, ptr addrspace(1) %52, i64 %53
  br label %65

55:                                               ; preds = %65
  %56 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %51
  %57 = getelementptr inbounds float, ptr addrspace(1) %56, i64 %53
  %58 = getelementptr float, ptr addrspace(1) %57, i64 %31
  %59 = getelementptr float, ptr addrspace(1) %57, i64 %34
  %60 = getelementptr float, ptr addrspace(1) %57, i64 %36
  %61 = getelementptr float, ptr addrspace(1) %57, i64 %38
  %62 = getelementptr float, ptr addrspace(1) %57, i64 %40
  %63 = getelementptr float, ptr addrspace(1) %57, i64 %42
  %64 = getelementptr float, ptr addrspace(1) %57, i64 %44
  br label %96

65:                                               ; preds = %65, %45
  %66 = phi i64 [ 0, %45 ], [ %94, %65 ]
  %67 = mul nsw i64 %66, %31
  %68 = getelementptr inbounds float, ptr addrspace(1) %54, i64 %67
  %69 = addrspacecast ptr addrspace(1) %68 to ptr addrspace(4)
  %70 = shl nuw nsw i64 %66, 3
  %71 = getelementptr inbounds [64 x float], ptr %5, i64 0, i64 %70
  %72 = addrspacecast ptr %71 to ptr addrspace(4)
  call spir_func void @_ZL6dct_1dPKfiPf(ptr addrspace(4) noundef %69, i32 noundef 1, ptr addrspace(4) noundef %72) #9
  %73 = or disjoint i64 %66, 1
  %74 = mul nsw i64 %73, %31
  %75 = getelementptr inbounds float, ptr addrspace(1) %54, i64 %74
  %76 = load float, ptr addrspace(1) %75, align 4, !tbaa !13
  store float %76, ptr %20, align 4, !tbaa !13
  %77 = getelementptr inbounds float, ptr addrspace(1) %75, i64 1
  %78 = load float, ptr addrspace(1) %77, align 4, !tbaa !13
  store float %78, ptr %22, align 4, !tbaa !13
  %79 = getelementptr inbounds float, ptr addrspace(1) %75, i64 2
  %80 = load float, ptr addrspace(1) %79, align 4, !tbaa !13
  store float %80, ptr %23, align 4, !tbaa !13
  %81 = getelementptr inbounds float, ptr addrspace(1) %75, i64 3
  %82 = load float, ptr addrspace(1) %81, align 4, !tbaa !13
  store float %82, ptr %24, align 4, !tbaa !13
  %83 = getelementptr inbounds float, ptr addrspace(1) %75, i64 4
  %84 = load float, ptr addrspace(1) %83, align 4, !tbaa !13
  store float %84, ptr %25, align 4, !tbaa !13
  %85 = getelementptr inbounds float, ptr addrspace(1) %75, i64 5
  %86 = load float, ptr addrspace(1) %85, align 4, !tbaa !13
  store float %86, ptr %26, align 4, !tbaa !13
  %87 = getelementptr inbounds float, ptr addrspace(1) %75, i64 6
  %88 = load float, ptr addrspace(1) %87, align 4, !tbaa !13
  store float %88, ptr %27, align 4, !tbaa !13
  %89 = getelementptr inbounds float, ptr addrspace(1) %75, i64 7
  %90 = load float, ptr addrspace(1) %89, align 4, !tbaa !13
  store float %90, ptr %28, align 4, !tbaa !13
  %91 = shl nuw nsw i64 %73, 3
  %92 = getelementptr inbounds [64 x float], ptr %5, i64 0, i64 %91
  %93 = addrspacecast ptr %92 to ptr addrspace(4)
  call spir_func void @_ZL6dct_1dPKfiPf(ptr addrspace(4) noundef %21, i32 noundef 1, ptr addrspace(4) noundef nonnull %93) #9
  %94 = add nuw nsw i64 %66, 2
  %95 = icmp samesign ult i64 %66, 6
  br i1 %95, label %65, label %55, !llvm.loop !15

96:                                               ; preds = %96, %55
  %97 = phi i64 [ 0, %55 ], [ %116, %96 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %7) #8
  %98 = getelementptr inbounds [64 x float], ptr %5, i64 0, i64 %97
  %99 = addrspacecast ptr %98 to ptr addrspace(4)
  call spir_func void @_ZL6dct_1dPKfiPf(ptr addrspace(4) noundef %99, i32 noundef 8, ptr addrspace(4) noundef %30) #9
  %100 = load float, ptr %29, align 4, !tbaa !13
  %101 = getelementptr inbounds float, ptr addrspace(1) %57, i64 %97
  store float %100, ptr addrspace(1) %101, align 4, !tbaa !13
  %102 = load float, ptr %32, align 4, !tbaa !13
  %103 = getelementptr float, ptr addrspace(1) %58, i64 %97
  store float %102, ptr addrspace(1) %103, align 4, !tbaa !13
  %104 = load float, ptr %33, align 4, !tbaa !13
  %105 = getelementptr float, ptr addrspace(1) %59, i64 %97
  store float %104, ptr addrspace(1) %105, align 4, !tbaa !13
  %106 = load float, ptr %35, align 4, !tbaa !13
  %107 = getelementptr float, ptr addrspace(1) %60, i64 %97
  store float %106, ptr addrspace(1) %107, align 4, !tbaa !13
  %108 = load float, ptr %37, align 4, !tbaa !13
  %109 = getelementptr float, ptr addrspace(1) %61, i64 %97
  store float %108, ptr addrspace(1) %109, align 4, !tbaa !13
  %110 = load float, ptr %39, align 4, !tbaa !13
  %111 = getelementptr float, ptr addrspace(1) %62, i64 %97
  store float %110, ptr addrspace(1) %111, align 4, !tbaa !13
  %112 = load float, ptr %41, align 4, !tbaa !13
  %113 = getelementptr float, ptr addrspace(1) %63, i64 %97
  store float %112, ptr addrspace(1) %113, align 4, !tbaa !13
  %114 = load float, ptr %43, align 4, !tbaa !13
  %115 = getelementptr float, ptr addrspace(1) %64, i64 %97
  store float %114, ptr addrspace(1) %115, align 4, !tbaa !13
  call void @llvm.lifetime.end.p0(ptr nonnull %7) #8
  %116 = add nuw nsw i64 %97, 1
  %117 = icmp eq i64 %116, 8
  br i1 %117, label %118, label %96, !llvm.loop !17

118:                                              ; preds = %96
  call void @llvm.lifetime.end.p0(ptr nonnull %6) #8
  call void @llvm.lifetime.end.p0(ptr nonnull %5) #8
  %119 = add i64 %47, %13
  %120 = icmp ult i64 %119, %8
  br i1 %120, label %124, label %121

121:                                              ; preds = %118
  %122 = add i64 %46, %14
  %123 = icmp ult i64 %122, %10
  br i1 %123, label %124, label %127

124:                                              ; preds = %121, %118
  %125 = phi i64 [ %122, %121 ], [ %46, %118 ]
  %126 = phi i64 [ %11, %121 ], [ %119, %118 ]
  br label %45, !llvm.loop !18

127:                                              ; preds = %121, %4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: convergent mustprogress nofree norecurse nounwind memory(argmem: readwrite)
define internal spir_func void @_ZL6dct_1dPKfiPf(ptr addrspace(4) nofree noundef readonly captures(none) %0, i32 noundef range(i32 1, 9) %1, ptr addrspace(4) noalias nofree noundef writeonly captures(none) %2) unnamed_addr #2 !sycl_kernel_omit_args !19 {
  %4 = zext nneg i32 %1 to i64
  %5 = getelementptr inbounds nuw float, ptr addrspace(4) %0, i64 %4
  %6 = shl nuw nsw i64 %4, 1
  %7 = getelementptr inbounds nuw float, ptr addrspace(4) %0, i64 %6
  %8 = mul nuw nsw i64 %4, 3
  %9 = getelementptr inbounds nuw float, ptr addrspace(4) %0, i64 %8
  %10 = shl nuw nsw i64 %4, 2
  %11 = getelementptr inbounds nuw float, ptr addrspace(4) %0, i64 %10
  %12 = mul nuw nsw i64 %4, 5
  %13 = getelementptr inbounds nuw float, ptr addrspace(4) %0, i64 %12
  %14 = mul nuw nsw i64 %4, 6
  %15 = getelementptr inbounds nuw float, ptr addrspace(4) %0, i64 %14
  %16 = mul nuw nsw i64 %4, 7
  %17 = getelementptr inbounds nuw float, ptr addrspace(4) %0, i64 %16
  %18 = load float, ptr addrspace(4) %0, align 4, !tbaa !13
  %19 = tail call spir_func noundef float @_Z15__spirv_ocl_cosf(float noundef 0.000000e+00) #7
  %20 = tail call float @llvm.fmuladd.f32(float %18, float %19, float 0.000000e+00)
  %21 = load float, ptr addrspace(4) %5, align 4, !tbaa !13
  %22 = tail call spir_func noundef float @_Z15__spirv_ocl_cosf(float noundef 0.000000e+00) #7
  %23 = tail call float @llvm.fmuladd.f32(float %21, float %22, float %20)
  %24 = load float, ptr addrspace(4) %7, align 4, !tbaa !13
  %25 = tail call spir_func noundef float @_Z15__spirv_ocl_cosf(float noundef 0.000000e+00) #7
  %26 = tail call float @llvm.fmuladd.f32(float %24, float %25, float %23)
  %27 = load float, ptr addrspace(4) %9, align 4, !tbaa !13
  %28 = tail call spir_func noundef float @_Z15__spirv_ocl_cosf(float noundef 0.000000e+00) #7
  %29 = tail call float @llvm.fmuladd.f32(float %27, float %28, float %26)
  %30 = load float, ptr addrspace(4) %11, align 4, !tbaa !13
  %31 = tail call spir_func noundef float @_Z15__spirv_ocl_cosf(float noundef 0.000000e+00) #7
  %32 = tail call float @llvm.fmuladd.f32(float %30, float %31, float %29)
  %33 = load float, ptr addrspace(4) %13, align 4, !tbaa !13
  %34 = tail call spir_func noundef float @_Z15__spirv_ocl_cosf(float noundef 0.000000e+00) #7
  %35 = tail call float @llvm.fmuladd.f32(float %33, float %34, float %32)
  %36 = load float, ptr addrspace(4) %15, align 4, !tbaa !13
  %37 = tail call spir_func noundef float @_Z15__spirv_ocl_cosf(float noundef 0.000000e+00) #7
  %38 = tail call float @llvm.fmuladd.f32(float %36, float %37, float %35)
  %39 = load float, ptr addrspace(4) %17, align 4, !tbaa !13
  %40 = tail call spir_func noundef float @_Z15__spirv_ocl_cosf(float noundef 0.000000e+00) #7
  %41 = tail call float @llvm.fmuladd.f32(float %39, float %40, float %38)
  %42 = fmul float %41, 0x3FD6A09E60000000
  store float %42, ptr addrspace(4) %2, align 4, !tbaa !13
  %43 = load float, ptr addrspace(4) %0, align 4, !tbaa !13
  %44 = load float, ptr addrspace(4) %5, align 4, !tbaa !13
  %45 = load float, ptr addrspace(4) %7, align 4, !tbaa !13
  %46 = load float, ptr addrspace(4) %9, align 4, !tbaa !13
  %47 = load float, ptr addrspace(4) %11, align 4, !tbaa !13
  %48 = load float, ptr addrspace(4) %13, align 4, !tbaa !13
  %49 = load float, ptr addrspace(4) %15, align 4, !tbaa !13
  %50 = load float, ptr addrspace(4) %17, align 4, !tbaa !13
  br label %51

51:                                               ; preds = %51, %3
  %52 = phi i64 [ 1, %3 ], [ %103, %51 ]
  %53 = trunc nuw nsw i64 %52 to i32
  %54 = uitofp nneg i32 %53 to float
  %55 = fmul nnan float %54, 0x400921FB60000000
  %56 = fmul nnan float %55, 6.250000e-02
  %57 = tail call spir_func noundef float @_Z15__spirv_ocl_cosf(float noundef %56) #7
  %58 = tail call float @llvm.fmuladd.f32(float %43, float %57, float 0.000000e+00)
  %59 = mul nuw nsw i32 %53, 3
  %60 = uitofp nneg i32 %59 to float
  %61 = fmul nnan float %60, 0x400921FB60000000
  %62 = fmul nnan float %61, 6.250000e-02
  %63 = tail call spir_func noundef float @_Z15__spirv_ocl_cosf(float noundef %62) #7
  %64 = tail call float @llvm.fmuladd.f32(float %44, float %63, float %58)
  %65 = mul nuw nsw i32 %53, 5
  %66 = uitofp nneg i32 %65 to float
  %67 = fmul nnan float %66, 0x400921FB60000000
  %68 = fmul nnan float %67, 6.250000e-02
  %69 = tail call spir_func noundef float @_Z15__spirv_ocl_cosf(float noundef %68) #7
  %70 = tail call float @llvm.fmuladd.f32(float %45, float %69, float %64)
  %71 = mul nuw nsw i32 %53, 7
  %72 = uitofp nneg i32 %71 to float
  %73 = fmul nnan float %72, 0x400921FB60000000
  %74 = fmul nnan float %73, 6.250000e-02
  %75 = tail call spir_func noundef float @_Z15__spirv_ocl_cosf(float noundef %74) #7
  %76 = tail call float @llvm.fmuladd.f32(float %46, float %75, float %70)
  %77 = mul nuw nsw i32 %53, 9
  %78 = uitofp nneg i32 %77 to float
  %79 = fmul nnan float %78, 0x400921FB60000000
  %80 = fmul nnan float %79, 6.250000e-02
  %81 = tail call spir_func noundef float @_Z15__spirv_ocl_cosf(float noundef %80) #7
  %82 = tail call float @llvm.fmuladd.f32(float %47, float %81, float %76)
  %83 = mul nuw nsw i32 %53, 11
  %84 = uitofp nneg i32 %83 to float
  %85 = fmul nnan float %84, 0x400921FB60000000
  %86 = fmul nnan float %85, 6.250000e-02
  %87 = tail call spir_func noundef float @_Z15__spirv_ocl_cosf(float noundef %86) #7
  %88 = tail call float @llvm.fmuladd.f32(float %48, float %87, float %82)
  %89 = mul nuw nsw i32 %53, 13
  %90 = uitofp nneg i32 %89 to float
  %91 = fmul nnan float %90, 0x400921FB60000000
  %92 = fmul nnan float %91, 6.250000e-02
  %93 = tail call spir_func noundef float @_Z15__spirv_ocl_cosf(float noundef %92) #7
  %94 = tail call float @llvm.fmuladd.f32(float %49, float %93, float %88)
  %95 = mul nuw nsw i32 %53, 15
  %96 = uitofp nneg i32 %95 to float
  %97 = fmul nnan float %96, 0x400921FB60000000
  %98 = fmul nnan float %97, 6.250000e-02
  %99 = tail call spir_func noundef float @_Z15__spirv_ocl_cosf(float noundef %98) #7
  %100 = tail call float @llvm.fmuladd.f32(float %50, float %99, float %94)
  %101 = fmul float %100, 5.000000e-01
  %102 = getelementptr inbounds nuw float, ptr addrspace(4) %2, i64 %52
  store float %101, ptr addrspace(4) %102, align 4, !tbaa !13
  %103 = add nuw nsw i64 %52, 1
  %104 = icmp eq i64 %103, 8
  br i1 %104, label %105, label %51, !llvm.loop !20

105:                                              ; preds = %51
  ret void
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef float @_Z15__spirv_ocl_cosf(float noundef) local_unnamed_addr #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #5

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS10ForwardDct(ptr addrspace(1) noundef readonly align 4 %0, i32 noundef %1, ptr addrspace(1) noundef align 4 %2) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !22 !kernel_arg_exclusive_ptr !22 !sycl_fixed_targets !11 !sycl_kernel_omit_args !23 {
  %4 = alloca [64 x float], align 4
  %5 = alloca [8 x float], align 4
  %6 = alloca [8 x float], align 4
  %7 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 1) #7
  %8 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #7
  %9 = icmp ult i64 %7, 2147483648
  tail call void @llvm.assume(i1 %9)
  %10 = icmp ult i64 %8, 2147483648
  tail call void @llvm.assume(i1 %10)
  %11 = trunc nuw nsw i64 %7 to i32
  %12 = shl nuw nsw i64 %8, 3
  call void @llvm.lifetime.start.p0(ptr nonnull %4) #8
  call void @llvm.lifetime.start.p0(ptr nonnull %5) #8
  %13 = shl i32 %1, 3
  %14 = mul i32 %13, %11
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %15
  %17 = and i64 %12, 4294967288
  %18 = getelementptr inbounds float, ptr addrspace(1) %16, i64 %17
  %19 = getelementptr inbounds [8 x float], ptr %5, i64 0, i64 0
  %20 = addrspacecast ptr %19 to ptr addrspace(4)
  %21 = getelementptr inbounds [8 x float], ptr %5, i64 0, i64 1
  %22 = getelementptr inbounds [8 x float], ptr %5, i64 0, i64 2
  %23 = getelementptr inbounds [8 x float], ptr %5, i64 0, i64 3
  %24 = getelementptr inbounds [8 x float], ptr %5, i64 0, i64 4
  %25 = getelementptr inbounds [8 x float], ptr %5, i64 0, i64 5
  %26 = getelementptr inbounds [8 x float], ptr %5, i64 0, i64 6
  %27 = getelementptr inbounds [8 x float], ptr %5, i64 0, i64 7
  %28 = sext i32 %1 to i64
  br label %54

29:                                               ; preds = %54
  %30 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %15
  %31 = getelementptr inbounds float, ptr addrspace(1) %30, i64 %17
  %32 = getelementptr inbounds [8 x float], ptr %6, i64 0, i64 0
  %33 = addrspacecast ptr %32 to ptr addrspace(4)
  %34 = getelementptr inbounds [8 x float], ptr %6, i64 0, i64 1
  %35 = getelementptr float, ptr addrspace(1) %31, i64 %28
  %36 = getelementptr inbounds [8 x float], ptr %6, i64 0, i64 2
  %37 = shl nsw i64 %28, 1
  %38 = getelementptr float, ptr addrspace(1) %31, i64 %37
  %39 = getelementptr inbounds [8 x float], ptr %6, i64 0, i64 3
  %40 = mul nsw i64 %28, 3
  %41 = getelementptr float, ptr addrspace(1) %31, i64 %40
  %42 = getelementptr inbounds [8 x float], ptr %6, i64 0, i64 4
  %43 = shl nsw i64 %28, 2
  %44 = getelementptr float, ptr addrspace(1) %31, i64 %43
  %45 = getelementptr inbounds [8 x float], ptr %6, i64 0, i64 5
  %46 = mul nsw i64 %28, 5
  %47 = getelementptr float, ptr addrspace(1) %31, i64 %46
  %48 = getelementptr inbounds [8 x float], ptr %6, i64 0, i64 6
  %49 = mul nsw i64 %28, 6
  %50 = getelementptr float, ptr addrspace(1) %31, i64 %49
  %51 = getelementptr inbounds [8 x float], ptr %6, i64 0, i64 7
  %52 = mul nsw i64 %28, 7
  %53 = getelementptr float, ptr addrspace(1) %31, i64 %52
  br label %85

54:                                               ; preds = %54, %3
  %55 = phi i64 [ 0, %3 ], [ %83, %54 ]
  %56 = mul nsw i64 %55, %28
  %57 = getelementptr inbounds float, ptr addrspace(1) %18, i64 %56
  %58 = addrspacecast ptr addrspace(1) %57 to ptr addrspace(4)
  %59 = shl nuw nsw i64 %55, 3
  %60 = getelementptr inbounds [64 x float], ptr %4, i64 0, i64 %59
  %61 = addrspacecast ptr %60 to ptr addrspace(4)
  call spir_func void @_ZL6dct_1dPKfiPf(ptr addrspace(4) noundef %58, i32 noundef 1, ptr addrspace(4) noundef %61) #9
  %62 = or disjoint i64 %55, 1
  %63 = mul nsw i64 %62, %28
  %64 = getelementptr inbounds float, ptr addrspace(1) %18, i64 %63
  %65 = load float, ptr addrspace(1) %64, align 4, !tbaa !13
  store float %65, ptr %19, align 4, !tbaa !13
  %66 = getelementptr inbounds float, ptr addrspace(1) %64, i64 1
  %67 = load float, ptr addrspace(1) %66, align 4, !tbaa !13
  store float %67, ptr %21, align 4, !tbaa !13
  %68 = getelementptr inbounds float, ptr addrspace(1) %64, i64 2
  %69 = load float, ptr addrspace(1) %68, align 4, !tbaa !13
  store float %69, ptr %22, align 4, !tbaa !13
  %70 = getelementptr inbounds float, ptr addrspace(1) %64, i64 3
  %71 = load float, ptr addrspace(1) %70, align 4, !tbaa !13
  store float %71, ptr %23, align 4, !tbaa !13
  %72 = getelementptr inbounds float, ptr addrspace(1) %64, i64 4
  %73 = load float, ptr addrspace(1) %72, align 4, !tbaa !13
  store float %73, ptr %24, align 4, !tbaa !13
  %74 = getelementptr inbounds float, ptr addrspace(1) %64, i64 5
  %75 = load float, ptr addrspace(1) %74, align 4, !tbaa !13
  store float %75, ptr %25, align 4, !tbaa !13
  %76 = getelementptr inbounds float, ptr addrspace(1) %64, i64 6
  %77 = load float, ptr addrspace(1) %76, align 4, !tbaa !13
  store float %77, ptr %26, align 4, !tbaa !13
  %78 = getelementptr inbounds float, ptr addrspace(1) %64, i64 7
  %79 = load float, ptr addrspace(1) %78, align 4, !tbaa !13
  store float %79, ptr %27, align 4, !tbaa !13
  %80 = shl nuw nsw i64 %62, 3
  %81 = getelementptr inbounds [64 x float], ptr %4, i64 0, i64 %80
  %82 = addrspacecast ptr %81 to ptr addrspace(4)
  call spir_func void @_ZL6dct_1dPKfiPf(ptr addrspace(4) noundef %20, i32 noundef 1, ptr addrspace(4) noundef nonnull %82) #9
  %83 = add nuw nsw i64 %55, 2
  %84 = icmp samesign ult i64 %55, 6
  br i1 %84, label %54, label %29, !llvm.loop !15

85:                                               ; preds = %85, %29
  %86 = phi i64 [ 0, %29 ], [ %105, %85 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %6) #8
  %87 = getelementptr inbounds [64 x float], ptr %4, i64 0, i64 %86
  %88 = addrspacecast ptr %87 to ptr addrspace(4)
  call spir_func void @_ZL6dct_1dPKfiPf(ptr addrspace(4) noundef %88, i32 noundef 8, ptr addrspace(4) noundef %33) #9
  %89 = load float, ptr %32, align 4, !tbaa !13
  %90 = getelementptr inbounds float, ptr addrspace(1) %31, i64 %86
  store float %89, ptr addrspace(1) %90, align 4, !tbaa !13
  %91 = load float, ptr %34, align 4, !tbaa !13
  %92 = getelementptr float, ptr addrspace(1) %35, i64 %86
  store float %91, ptr addrspace(1) %92, align 4, !tbaa !13
  %93 = load float, ptr %36, align 4, !tbaa !13
  %94 = getelementptr float, ptr addrspace(1) %38, i64 %86
  store float %93, ptr addrspace(1) %94, align 4, !tbaa !13
  %95 = load float, ptr %39, align 4, !tbaa !13
  %96 = getelementptr float, ptr addrspace(1) %41, i64 %86
  store float %95, ptr addrspace(1) %96, align 4, !tbaa !13
  %97 = load float, ptr %42, align 4, !tbaa !13
  %98 = getelementptr float, ptr addrspace(1) %44, i64 %86
  store float %97, ptr addrspace(1) %98, align 4, !tbaa !13
  %99 = load float, ptr %45, align 4, !tbaa !13
  %100 = getelementptr float, ptr addrspace(1) %47, i64 %86
  store float %99, ptr addrspace(1) %100, align 4, !tbaa !13
  %101 = load float, ptr %48, align 4, !tbaa !13
  %102 = getelementptr float, ptr addrspace(1) %50, i64 %86
  store float %101, ptr addrspace(1) %102, align 4, !tbaa !13
  %103 = load float, ptr %51, align 4, !tbaa !13
  %104 = getelementptr float, ptr addrspace(1) %53, i64 %86
  store float %103, ptr addrspace(1) %104, align 4, !tbaa !13
  call void @llvm.lifetime.end.p0(ptr nonnull %6) #8
  %105 = add nuw nsw i64 %86, 1
  %106 = icmp eq i64 %105, 8
  br i1 %106, label %107, label %85, !llvm.loop !17

107:                                              ; preds = %85
  call void @llvm.lifetime.end.p0(ptr nonnull %5) #8
  call void @llvm.lifetime.end.p0(ptr nonnull %4) #8
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS9TileScale(i32 noundef %0, ptr addrspace(1) noundef readonly align 4 %1, i32 noundef %2, ptr addrspace(3) noundef align 4 %3, ptr addrspace(1) noundef align 4 %4, ptr noundef byval(%"class.sycl::_V1::id") align 8 %5) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !24 !kernel_arg_exclusive_ptr !24 !sycl_fixed_targets !11 !sycl_kernel_omit_args !25 {
  %7 = load i64, ptr %5, align 8
  %8 = getelementptr inbounds nuw float, ptr addrspace(1) %4, i64 %7
  %9 = tail call spir_func noundef i64 @_Z26__spirv_BuiltInWorkgroupIdi(i32 noundef 0) #7
  %10 = icmp ult i64 %9, 2147483648
  tail call void @llvm.assume(i1 %10)
  %11 = trunc nuw nsw i64 %9 to i32
  %12 = tail call spir_func noundef i64 @_Z32__spirv_BuiltInLocalInvocationIdi(i32 noundef 0) #7
  %13 = icmp ult i64 %12, 2147483648
  tail call void @llvm.assume(i1 %13)
  %14 = trunc nuw nsw i64 %12 to i32
  %15 = sdiv i32 %11, %0
  %16 = shl nsw i32 %15, 3
  %17 = mul i32 %15, %0
  %18 = sub i32 %11, %17
  %19 = shl nsw i32 %18, 3
  %20 = add nsw i32 %16, %14
  %21 = mul nsw i32 %20, %2
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %22
  %24 = zext nneg i32 %19 to i64
  %25 = getelementptr inbounds float, ptr addrspace(1) %23, i64 %24
  %26 = shl nuw nsw i64 %12, 3
  %27 = and i64 %26, 4294967288
  %28 = getelementptr inbounds float, ptr addrspace(3) %3, i64 %27
  %29 = load float, ptr addrspace(1) %25, align 4, !tbaa !13
  store float %29, ptr addrspace(3) %28, align 4, !tbaa !13
  %30 = getelementptr inbounds float, ptr addrspace(1) %25, i64 1
  %31 = load float, ptr addrspace(1) %30, align 4, !tbaa !13
  %32 = getelementptr inbounds float, ptr addrspace(3) %28, i64 1
  store float %31, ptr addrspace(3) %32, align 4, !tbaa !13
  %33 = getelementptr inbounds float, ptr addrspace(1) %25, i64 2
  %34 = load float, ptr addrspace(1) %33, align 4, !tbaa !13
  %35 = getelementptr inbounds float, ptr addrspace(3) %28, i64 2
  store float %34, ptr addrspace(3) %35, align 4, !tbaa !13
  %36 = getelementptr inbounds float, ptr addrspace(1) %25, i64 3
  %37 = load float, ptr addrspace(1) %36, align 4, !tbaa !13
  %38 = getelementptr inbounds float, ptr addrspace(3) %28, i64 3
  store float %37, ptr addrspace(3) %38, align 4, !tbaa !13
  %39 = getelementptr inbounds float, ptr addrspace(1) %25, i64 4
  %40 = load float, ptr addrspace(1) %39, align 4, !tbaa !13
  %41 = getelementptr inbounds float, ptr addrspace(3) %28, i64 4
  store float %40, ptr addrspace(3) %41, align 4, !tbaa !13
  %42 = getelementptr inbounds float, ptr addrspace(1) %25, i64 5
  %43 = load float, ptr addrspace(1) %42, align 4, !tbaa !13
  %44 = getelementptr inbounds float, ptr addrspace(3) %28, i64 5
  store float %43, ptr addrspace(3) %44, align 4, !tbaa !13
  %45 = getelementptr inbounds float, ptr addrspace(1) %25, i64 6
  %46 = load float, ptr addrspace(1) %45, align 4, !tbaa !13
  %47 = getelementptr inbounds float, ptr addrspace(3) %28, i64 6
  store float %46, ptr addrspace(3) %47, align 4, !tbaa !13
  %48 = getelementptr inbounds float, ptr addrspace(1) %25, i64 7
  %49 = load float, ptr addrspace(1) %48, align 4, !tbaa !13
  %50 = getelementptr inbounds float, ptr addrspace(3) %28, i64 7
  store float %49, ptr addrspace(3) %50, align 4, !tbaa !13
  tail call spir_func void @_Z22__spirv_ControlBarrieriii(i32 noundef 2, i32 noundef 2, i32 noundef 912) #9
  %51 = icmp eq i64 %12, 0
  br i1 %51, label %52, label %62

52:                                               ; preds = %52, %6
  %53 = phi i64 [ %58, %52 ], [ 0, %6 ]
  %54 = phi float [ %57, %52 ], [ 0.000000e+00, %6 ]
  %55 = getelementptr inbounds float, ptr addrspace(3) %3, i64 %53
  %56 = load float, ptr addrspace(3) %55, align 4, !tbaa !13
  %57 = tail call float @llvm.fmuladd.f32(float %56, float %56, float %54)
  %58 = add nuw nsw i64 %53, 1
  %59 = icmp eq i64 %58, 64
  br i1 %59, label %60, label %52, !llvm.loop !26

60:                                               ; preds = %52
  %61 = getelementptr inbounds nuw float, ptr addrspace(1) %8, i64 %9
  store float %57, ptr addrspace(1) %61, align 4, !tbaa !13
  br label %62

62:                                               ; preds = %60, %6
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z26__spirv_BuiltInWorkgroupIdi(i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z32__spirv_BuiltInLocalInvocationIdi(i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare dso_local spir_func void @_Z22__spirv_ControlBarrieriii(i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #6

declare dso_local spir_func i32 @_Z18__spirv_ocl_printfPU3AS2Kcz(ptr addrspace(2), ...)

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "sycl-module-id"="rtc_0.cpp" "sycl-optlevel"="2" "uniform-work-group-size" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { convergent mustprogress nofree norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "sycl-optlevel"="2" "uniform-work-group-size" }
attributes #3 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size" }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #6 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size" }
attributes #7 = { convergent nounwind willreturn memory(none) "uniform-work-group-size" }
attributes #8 = { nounwind }
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
!10 = !{i1 false, i1 true, i1 false, i1 true}
!11 = !{}
!12 = !{i1 false, i1 false, i1 true, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 true}
!13 = !{!14, !14, i64 0}
!14 = !{!"float", !8, i64 0}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = distinct !{!17, !16}
!18 = distinct !{!18, !16}
!19 = !{i1 false, i1 false, i1 false}
!20 = distinct !{!20, !16, !21}
!21 = !{!"llvm.loop.peeled.count", i32 1}
!22 = !{i1 true, i1 false, i1 true}
!23 = !{i1 false, i1 true, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 true}
!24 = !{i1 false, i1 true, i1 false, i1 true, i1 true, i1 false}
!25 = !{i1 false, i1 false, i1 true, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 true, i1 false, i1 true, i1 true, i1 false}
!26 = distinct !{!26, !16}
