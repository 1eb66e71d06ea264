source_filename = "rtc_0.cpp"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [2 x i64] }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::vec" = type { %"class.sycl::_V1::detail::vec_base" }
%"class.sycl::_V1::detail::vec_base" = type { [4 x float] }

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI7Blur3x3EE = comdat any

$_ZTS7Blur3x3 = comdat any

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI7ToneMapEE = comdat any

$_ZTS7ToneMap = comdat any

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI7Blur3x3EE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, i32 noundef %1, i32 noundef %2, ptr addrspace(1) noundef readonly align 16 %3, ptr noundef byval(%"class.sycl::_V1::range") align 8 %4, ptr noundef byval(%"class.sycl::_V1::id") align 8 %5, ptr addrspace(1) noundef align 16 %6, ptr noundef byval(%"class.sycl::_V1::range") align 8 %7, ptr noundef byval(%"class.sycl::_V1::id") align 8 %8) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !10 !kernel_arg_exclusive_ptr !10 !sycl_fixed_targets !11 !sycl_kernel_omit_args !12 {
  %10 = load i64, ptr %0, align 8
  %11 = getelementptr inbounds i64, ptr %0, i64 1
  %12 = load i64, ptr %11, align 8
  %13 = getelementptr inbounds i64, ptr %4, i64 1
  %14 = load i64, ptr %13, align 8
  %15 = load i64, ptr %5, align 8
  %16 = getelementptr inbounds i64, ptr %5, i64 1
  %17 = load i64, ptr %16, align 8
  %18 = mul i64 %15, %14
  %19 = getelementptr %"class.sycl::_V1::vec", ptr addrspace(1) %3, i64 %17
  %20 = getelementptr %"class.sycl::_V1::vec", ptr addrspace(1) %19, i64 %18
  %21 = getelementptr inbounds i64, ptr %7, i64 1
  %22 = load i64, ptr %21, align 8
  %23 = load i64, ptr %8, align 8
  %24 = getelementptr inbounds i64, ptr %8, i64 1
  %25 = load i64, ptr %24, align 8
  %26 = mul i64 %23, %22
  %27 = getelementptr %"class.sycl::_V1::vec", ptr addrspace(1) %6, i64 %25
  %28 = getelementptr %"class.sycl::_V1::vec", ptr addrspace(1) %27, i64 %26
  %29 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 1) #3
  %30 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #3
  %31 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 1) #3
  %32 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #3
  %33 = icmp uge i64 %29, %10
  %34 = icmp uge i64 %30, %12
  %35 = select i1 %34, i1 true, i1 %33
  br i1 %35, label %98, label %36

36:                                               ; preds = %9
  %37 = add nsw i32 %1, -1
  %38 = add nsw i32 %2, -1
  br label %39

39:                                               ; preds = %95, %36
  %40 = phi i64 [ %29, %36 ], [ %96, %95 ]
  %41 = phi i64 [ %30, %36 ], [ %97, %95 ]
  %42 = trunc nuw nsw i64 %40 to i32
  %43 = trunc nuw nsw i64 %41 to i32
  %44 = add nsw i32 %43, -1
  %45 = add nsw i32 %43, 1
  br label %46

46:                                               ; preds = %46, %39
  %47 = phi i32 [ -1, %39 ], [ %83, %46 ]
  %48 = phi <4 x float> [ zeroinitializer, %39 ], [ %82, %46 ]
  %49 = add nsw i32 %47, %42
  %50 = mul nsw i32 %47, %47
  %51 = sub nsw i32 2, %50
  %52 = tail call spir_func noundef i32 @_Z19__spirv_ocl_s_clampiii(i32 noundef %49, i32 noundef 0, i32 noundef %37) #3
  %53 = tail call spir_func noundef i32 @_Z19__spirv_ocl_s_clampiii(i32 noundef %44, i32 noundef 0, i32 noundef %38) #3
  %54 = sitofp i32 %51 to float
  %55 = sext i32 %52 to i64
  %56 = sext i32 %53 to i64
  %57 = mul i64 %14, %55
  %58 = getelementptr %"class.sycl::_V1::vec", ptr addrspace(1) %20, i64 %56
  %59 = getelementptr %"class.sycl::_V1::vec", ptr addrspace(1) %58, i64 %57
  %60 = insertelement <4 x float> poison, float %54, i64 0
  %61 = shufflevector <4 x float> %60, <4 x float> poison, <4 x i32> zeroinitializer
  %62 = load <4 x float>, ptr addrspace(1) %59, align 16, !tbaa !13, !noalias !14
  %63 = fmul <4 x float> %62, %61
  %64 = fadd <4 x float> %48, %63
  %65 = tail call spir_func noundef i32 @_Z19__spirv_ocl_s_clampiii(i32 noundef %43, i32 noundef 0, i32 noundef %38) #3
  %66 = shl nsw i32 %51, 1
  %67 = sitofp i32 %66 to float
  %68 = sext i32 %65 to i64
  %69 = getelementptr %"class.sycl::_V1::vec", ptr addrspace(1) %20, i64 %68
  %70 = getelementptr %"class.sycl::_V1::vec", ptr addrspace(1) %69, i64 %57
  %71 = insertelement <4 x float> poison, float %67, i64 0
  %72 = shufflevector <4 x float> %71, <4 x float> poison, <4 x i32> zeroinitializer
  %73 = load <4 x float>, ptr addrspace(1) %70, align 16, !tbaa !13, !noalias !14
  %74 = fmul <4 x float> %72, %73
  %75 = fadd <4 x float> %64, %74
  %76 = tail call spir_func noundef i32 @_Z19__spirv_ocl_s_clampiii(i32 noundef %45, i32 noundef 0, i32 noundef %38) #3
  %77 = sext i32 %76 to i64
  %78 = getelementptr %"class.sycl::_V1::vec", ptr addrspace(1) %20, i64 %77
  %79 = getelementptr %"class.sycl::_V1::vec", ptr addrspace(1) %78, i64 %57
  %80 = load <4 x float>, ptr addrspace(1) %79, align 16, !tbaa !13, !noalias !14
  %81 = fmul <4 x float> %61, %80
  %82 = fadd <4 x float> %75, %81
  %83 = add nsw i32 %47, 1
  %84 = icmp eq i32 %83, 2
  br i1 %84, label %85, label %46, !llvm.loop !19

85:                                               ; preds = %46
  %86 = fmul <4 x float> %82, splat (float 6.250000e-02)
  %87 = mul i64 %40, %22
  %88 = getelementptr %"class.sycl::_V1::vec", ptr addrspace(1) %28, i64 %41
  %89 = getelementptr %"class.sycl::_V1::vec", ptr addrspace(1) %88, i64 %87
  store <4 x float> %86, ptr addrspace(1) %89, align 16
  %90 = add i64 %40, %31
  %91 = icmp ult i64 %90, %10
  br i1 %91, label %95, label %92

92:                                               ; preds = %85
  %93 = add i64 %41, %32
  %94 = icmp ult i64 %93, %12
  br i1 %94, label %95, label %98

95:                                               ; preds = %92, %85
  %96 = phi i64 [ %29, %92 ], [ %90, %85 ]
  %97 = phi i64 [ %93, %92 ], [ %41, %85 ]
  br label %39, !llvm.loop !21

98:                                               ; preds = %92, %9
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i32 @_Z19__spirv_ocl_s_clampiii(i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS7Blur3x3(i32 noundef %0, i32 noundef %1, ptr addrspace(1) noundef readonly align 16 %2, ptr noundef byval(%"class.sycl::_V1::range") align 8 %3, ptr noundef byval(%"class.sycl::_V1::id") align 8 %4, ptr addrspace(1) noundef align 16 %5, ptr noundef byval(%"class.sycl::_V1::range") align 8 %6, ptr noundef byval(%"class.sycl::_V1::id") align 8 %7) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !22 !kernel_arg_exclusive_ptr !22 !sycl_fixed_targets !11 !sycl_kernel_omit_args !23 {
  %9 = getelementptr inbounds i64, ptr %3, i64 1
  %10 = load i64, ptr %9, align 8
  %11 = load i64, ptr %4, align 8
  %12 = getelementptr inbounds i64, ptr %4, i64 1
  %13 = load i64, ptr %12, align 8
  %14 = mul i64 %11, %10
  %15 = getelementptr %"class.sycl::_V1::vec", ptr addrspace(1) %2, i64 %13
  %16 = getelementptr %"class.sycl::_V1::vec", ptr addrspace(1) %15, i64 %14
  %17 = getelementptr inbounds i64, ptr %6, i64 1
  %18 = load i64, ptr %17, align 8
  %19 = load i64, ptr %7, align 8
  %20 = getelementptr inbounds i64, ptr %7, i64 1
  %21 = load i64, ptr %20, align 8
  %22 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 1) #3
  %23 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #3
  %24 = icmp ult i64 %22, 2147483648
  tail call void @llvm.assume(i1 %24)
  %25 = trunc nuw nsw i64 %22 to i32
  %26 = icmp ult i64 %23, 2147483648
  tail call void @llvm.assume(i1 %26)
  %27 = trunc nuw nsw i64 %23 to i32
  %28 = add nsw i32 %0, -1
  %29 = add nsw i32 %1, -1
  %30 = add nsw i32 %27, -1
  %31 = add nuw nsw i32 %27, 1
  br label %32

32:                                               ; preds = %32, %8
  %33 = phi i32 [ -1, %8 ], [ %69, %32 ]
  %34 = phi <4 x float> [ zeroinitializer, %8 ], [ %68, %32 ]
  %35 = add nsw i32 %33, %25
  %36 = mul nsw i32 %33, %33
  %37 = sub nsw i32 2, %36
  %38 = tail call spir_func noundef i32 @_Z19__spirv_ocl_s_clampiii(i32 noundef %35, i32 noundef 0, i32 noundef %28) #3
  %39 = tail call spir_func noundef i32 @_Z19__spirv_ocl_s_clampiii(i32 noundef %30, i32 noundef 0, i32 noundef %29) #3
  %40 = sitofp i32 %37 to float
  %41 = sext i32 %38 to i64
  %42 = sext i32 %39 to i64
  %43 = mul i64 %10, %41
  %44 = getelementptr %"class.sycl::_V1::vec", ptr addrspace(1) %16, i64 %42
  %45 = getelementptr %"class.sycl::_V1::vec", ptr addrspace(1) %44, i64 %43
  %46 = insertelement <4 x float> poison, float %40, i64 0
  %47 = shufflevector <4 x float> %46, <4 x float> poison, <4 x i32> zeroinitializer
  %48 = load <4 x float>, ptr addrspace(1) %45, align 16, !tbaa !13, !noalias !24
  %49 = fmul <4 x float> %47, %48
  %50 = fadd <4 x float> %34, %49
  %51 = tail call spir_func noundef i32 @_Z19__spirv_ocl_s_clampiii(i32 noundef %27, i32 noundef 0, i32 noundef %29) #3
  %52 = shl nsw i32 %37, 1
  %53 = sitofp i32 %52 to float
  %54 = sext i32 %51 to i64
  %55 = getelementptr %"class.sycl::_V1::vec", ptr addrspace(1) %16, i64 %54
  %56 = getelementptr %"class.sycl::_V1::vec", ptr addrspace(1) %55, i64 %43
  %57 = insertelement <4 x float> poison, float %53, i64 0
  %58 = shufflevector <4 x float> %57, <4 x float> poison, <4 x i32> zeroinitializer
  %59 = load <4 x float>, ptr addrspace(1) %56, align 16, !tbaa !13, !noalias !24
  %60 = fmul <4 x float> %58, %59
  %61 = fadd <4 x float> %50, %60
  %62 = tail call spir_func noundef i32 @_Z19__spirv_ocl_s_clampiii(i32 noundef %31, i32 noundef 0, i32 noundef %29) #3
  %63 = sext i32 %62 to i64
  %64 = getelementptr %"class.sycl::_V1::vec", ptr addrspace(1) %16, i64 %63
  %65 = getelementptr %"class.sycl::_V1::vec", ptr addrspace(1) %64, i64 %43
  %66 = load <4 x float>, ptr addrspace(1) %65, align 16, !tbaa !13, !noalias !24
  %67 = fmul <4 x float> %47, %66
  %68 = fadd <4 x float> %61, %67
  %69 = add nsw i32 %33, 1
  %70 = icmp eq i32 %69, 2
  br i1 %70, label %71, label %32, !llvm.loop !19

71:                                               ; preds = %32
  %72 = getelementptr %"class.sycl::_V1::vec", ptr addrspace(1) %5, i64 %21
  %73 = mul i64 %19, %18
  %74 = getelementptr %"class.sycl::_V1::vec", ptr addrspace(1) %72, i64 %73
  %75 = fmul <4 x float> %68, splat (float 6.250000e-02)
  %76 = mul i64 %22, %18
  %77 = getelementptr %"class.sycl::_V1::vec", ptr addrspace(1) %74, i64 %23
  %78 = getelementptr %"class.sycl::_V1::vec", ptr addrspace(1) %77, i64 %76
  store <4 x float> %75, ptr addrspace(1) %78, align 16
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI7ToneMapEE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, ptr addrspace(1) noundef align 16 %1, ptr noundef byval(%"class.sycl::_V1::range") align 8 %2, ptr noundef byval(%"class.sycl::_V1::id") align 8 %3, ptr addrspace(1) noundef readonly align 16 %4, ptr noundef byval(%"class.sycl::_V1::range") align 8 %5, ptr noundef byval(%"class.sycl::_V1::id") align 8 %6, float noundef %7) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !29 !kernel_arg_exclusive_ptr !29 !sycl_fixed_targets !11 !sycl_kernel_omit_args !30 {
  %9 = load i64, ptr %0, align 8
  %10 = getelementptr inbounds i64, ptr %0, i64 1
  %11 = load i64, ptr %10, align 8
  %12 = getelementptr inbounds i64, ptr %2, i64 1
  %13 = load i64, ptr %12, align 8
  %14 = load i64, ptr %3, align 8
  %15 = getelementptr inbounds i64, ptr %3, i64 1
  %16 = load i64, ptr %15, align 8
  %17 = mul i64 %14, %13
  %18 = getelementptr %"class.sycl::_V1::vec", ptr addrspace(1) %1, i64 %16
  %19 = getelementptr %"class.sycl::_V1::vec", ptr addrspace(1) %18, i64 %17
  %20 = getelementptr inbounds i64, ptr %5, i64 1
  %21 = load i64, ptr %20, align 8
  %22 = load i64, ptr %6, align 8
  %23 = getelementptr inbounds i64, ptr %6, i64 1
  %24 = load i64, ptr %23, align 8
  %25 = mul i64 %22, %21
  %26 = getelementptr %"class.sycl::_V1::vec", ptr addrspace(1) %4, i64 %24
  %27 = getelementptr %"class.sycl::_V1::vec", ptr addrspace(1) %26, i64 %25
  %28 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 1) #3
  %29 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #3
  %30 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 1) #3
  %31 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #3
  %32 = icmp ult i64 %28, %9
  %33 = icmp ult i64 %29, %11
  %34 = select i1 %33, i1 %32, i1 false
  br i1 %34, label %35, label %66

35:                                               ; preds = %8
  %36 = insertelement <4 x float> <float poison, float poison, float poison, float 0.000000e+00>, float %7, i64 0
  %37 = insertelement <4 x float> %36, float %7, i64 1
  %38 = insertelement <4 x float> %37, float %7, i64 2
  br label %39

39:                                               ; preds = %63, %35
  %40 = phi i64 [ %29, %35 ], [ %64, %63 ]
  %41 = phi i64 [ %28, %35 ], [ %65, %63 ]
  %42 = mul i64 %41, %21
  %43 = getelementptr %"class.sycl::_V1::vec", ptr addrspace(1) %27, i64 %40
  %44 = getelementptr %"class.sycl::_V1::vec", ptr addrspace(1) %43, i64 %42
  %45 = load <4 x float>, ptr addrspace(1) %44, align 16
  %46 = tail call spir_func noundef float @_Z11__spirv_DotDv4_fS_(<4 x float> noundef %45, <4 x float> noundef <float 0x3FD322D0E0000000, float 0x3FE2C8B440000000, float 0x3FBD2F1AA0000000, float 0.000000e+00>) #3
  %47 = insertelement <4 x float> poison, float %46, i64 0
  %48 = shufflevector <4 x float> %47, <4 x float> %45, <4 x i32> <i32 0, i32 0, i32 0, i32 7>
  %49 = fsub <4 x float> %45, %48
  %50 = fmul <4 x float> %49, <float 1.250000e+00, float 1.250000e+00, float 1.250000e+00, float 1.000000e+00>
  %51 = fadd <4 x float> %48, %50
  %52 = fmul <4 x float> %51, <float 0x3FF19999A0000000, float 1.000000e+00, float 0x3FECCCCCC0000000, float 1.000000e+00>
  %53 = fadd <4 x float> %38, %52
  %54 = tail call spir_func noundef <4 x float> @_Z18__spirv_ocl_fclampDv4_fS_S_(<4 x float> noundef %53, <4 x float> noundef zeroinitializer, <4 x float> noundef splat (float 1.000000e+00)) #3
  %55 = mul i64 %41, %13
  %56 = getelementptr %"class.sycl::_V1::vec", ptr addrspace(1) %19, i64 %40
  %57 = getelementptr %"class.sycl::_V1::vec", ptr addrspace(1) %56, i64 %55
  store <4 x float> %54, ptr addrspace(1) %57, align 16
  %58 = add i64 %41, %30
  %59 = icmp ult i64 %58, %9
  br i1 %59, label %63, label %60

60:                                               ; preds = %39
  %61 = add i64 %40, %31
  %62 = icmp ult i64 %61, %11
  br i1 %62, label %63, label %66

63:                                               ; preds = %60, %39
  %64 = phi i64 [ %61, %60 ], [ %40, %39 ]
  %65 = phi i64 [ %28, %60 ], [ %58, %39 ]
  br label %39, !llvm.loop !31

66:                                               ; preds = %60, %8
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef float @_Z11__spirv_DotDv4_fS_(<4 x float> noundef, <4 x float> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef <4 x float> @_Z18__spirv_ocl_fclampDv4_fS_S_(<4 x float> noundef, <4 x float> noundef, <4 x float> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS7ToneMap(ptr addrspace(1) noundef align 16 %0, ptr noundef byval(%"class.sycl::_V1::range") align 8 %1, ptr noundef byval(%"class.sycl::_V1::id") align 8 %2, ptr addrspace(1) noundef readonly align 16 %3, ptr noundef byval(%"class.sycl::_V1::range") align 8 %4, ptr noundef byval(%"class.sycl::_V1::id") align 8 %5, float noundef %6) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !32 !kernel_arg_exclusive_ptr !32 !sycl_fixed_targets !11 !sycl_kernel_omit_args !33 {
  %8 = getelementptr inbounds i64, ptr %1, i64 1
  %9 = load i64, ptr %8, align 8
  %10 = load i64, ptr %2, align 8
  %11 = getelementptr inbounds i64, ptr %2, i64 1
  %12 = load i64, ptr %11, align 8
  %13 = mul i64 %10, %9
  %14 = getelementptr %"class.sycl::_V1::vec", ptr addrspace(1) %0, i64 %12
  %15 = getelementptr %"class.sycl::_V1::vec", ptr addrspace(1) %14, i64 %13
  %16 = getelementptr inbounds i64, ptr %4, i64 1
  %17 = load i64, ptr %16, align 8
  %18 = load i64, ptr %5, align 8
  %19 = getelementptr inbounds i64, ptr %5, i64 1
  %20 = load i64, ptr %19, align 8
  %21 = mul i64 %18, %17
  %22 = getelementptr %"class.sycl::_V1::vec", ptr addrspace(1) %3, i64 %20
  %23 = getelementptr %"class.sycl::_V1::vec", ptr addrspace(1) %22, i64 %21
  %24 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 1) #3
  %25 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #3
  %26 = icmp ult i64 %24, 2147483648
  tail call void @llvm.assume(i1 %26)
  %27 = icmp ult i64 %25, 2147483648
  tail call void @llvm.assume(i1 %27)
  %28 = mul i64 %24, %17
  %29 = getelementptr %"class.sycl::_V1::vec", ptr addrspace(1) %23, i64 %25
  %30 = getelementptr %"class.sycl::_V1::vec", ptr addrspace(1) %29, i64 %28
  %31 = load <4 x float>, ptr addrspace(1) %30, align 16
  %32 = insertelement <4 x float> <float poison, float poison, float poison, float 0.000000e+00>, float %6, i64 0
  %33 = insertelement <4 x float> %32, float %6, i64 1
  %34 = insertelement <4 x float> %33, float %6, i64 2
  %35 = tail call spir_func noundef float @_Z11__spirv_DotDv4_fS_(<4 x float> noundef %31, <4 x float> noundef <float 0x3FD322D0E0000000, float 0x3FE2C8B440000000, float 0x3FBD2F1AA0000000, float 0.000000e+00>) #3
  %36 = insertelement <4 x float> poison, float %35, i64 0
  %37 = shufflevector <4 x float> %36, <4 x float> %31, <4 x i32> <i32 0, i32 0, i32 0, i32 7>
  %38 = fsub <4 x float> %31, %37
  %39 = fmul <4 x float> %38, <float 1.250000e+00, float 1.250000e+00, float 1.250000e+00, float 1.000000e+00>
  %40 = fadd <4 x float> %37, %39
  %41 = fmul <4 x float> %40, <float 0x3FF19999A0000000, float 1.000000e+00, float 0x3FECCCCCC0000000, float 1.000000e+00>
  %42 = fadd <4 x float> %34, %41
  %43 = tail call spir_func noundef <4 x float> @_Z18__spirv_ocl_fclampDv4_fS_S_(<4 x float> noundef %42, <4 x float> noundef zeroinitializer, <4 x float> noundef splat (float 1.000000e+00)) #3
  %44 = mul i64 %24, %9
  %45 = getelementptr %"class.sycl::_V1::vec", ptr addrspace(1) %15, i64 %25
  %46 = getelementptr %"class.sycl::_V1::vec", ptr addrspace(1) %45, i64 %44
  store <4 x float> %43, ptr addrspace(1) %46, align 16
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
!10 = !{i1 false, i1 false, i1 false, i1 true, i1 false, i1 false, i1 true, i1 false, i1 false}
!11 = !{}
!12 = !{i1 false, i1 false, i1 false, i1 false, i1 true, i1 false, i1 false, i1 false, i1 true, i1 false, i1 false}
!13 = !{!8, !8, i64 0}
!14 = !{!15, !17}
!15 = distinct !{!15, !16}
!16 = distinct !{!16}
!17 = distinct !{!17, !18}
!18 = distinct !{!18}
!19 = distinct !{!19, !20}
!20 = !{!"llvm.loop.mustprogress"}
!21 = distinct !{!21, !20}
!22 = !{i1 false, i1 false, i1 true, i1 false, i1 false, i1 true, i1 false, i1 false}
!23 = !{i1 false, i1 false, i1 false, i1 true, i1 false, i1 false, i1 false, i1 true, i1 false, i1 false}
!24 = !{!25, !27}
!25 = distinct !{!25, !26}
!26 = distinct !{!26}
!27 = distinct !{!27, !28}
!28 = distinct !{!28}
!29 = !{i1 false, i1 true, i1 false, i1 false, i1 true, i1 false, i1 false, i1 false}
!30 = !{i1 false, i1 false, i1 true, i1 false, i1 false, i1 false, i1 true, i1 false, i1 false, i1 false}
!31 = distinct !{!31, !20}
!32 = !{i1 true, i1 false, i1 false, i1 true, i1 false, i1 false, i1 false}
!33 = !{i1 false, i1 true, i1 false, i1 false, i1 false, i1 true, i1 false, i1 false, i1 false}
