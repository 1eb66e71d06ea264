source_filename = "rtc_0.cpp"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [2 x i64] }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::range.13" = type { %"class.sycl::_V1::detail::array.14" }
%"class.sycl::_V1::detail::array.14" = type { [1 x i64] }
%class.anon.15 = type { i64, ptr addrspace(4), ptr addrspace(4), ptr addrspace(4) }
%"class.sycl::_V1::id.18" = type { %"class.sycl::_V1::detail::array.14" }

$_ZTS10GemmKernel = comdat any

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI12MatVecKernelEE = comdat any

$_ZTS12MatVecKernel = comdat any

$_ZTS11ApplySource = comdat any

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI11DiffuseStepEE = comdat any

$_ZTS11DiffuseStep = comdat any

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI9ProbeStepEE = comdat any

$_ZTS9ProbeStep = comdat any

$_ZTS11PartialSums = comdat any

$_ZTS8FinalSum = comdat any

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS10GemmKernel(i64 noundef %0, ptr addrspace(1) noundef readonly align 4 %1, ptr noundef byval(%"class.sycl::_V1::range") align 8 %2, ptr noundef byval(%"class.sycl::_V1::id") align 8 %3, ptr addrspace(1) noundef readonly align 4 %4, ptr noundef byval(%"class.sycl::_V1::range") align 8 %5, ptr noundef byval(%"class.sycl::_V1::id") align 8 %6, ptr addrspace(1) noundef align 4 %7, ptr noundef byval(%"class.sycl::_V1::range") align 8 %8, ptr noundef byval(%"class.sycl::_V1::id") align 8 %9) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !10 !kernel_arg_exclusive_ptr !10 !sycl_fixed_targets !11 !sycl_kernel_omit_args !12 {
  %11 = getelementptr inbounds i64, ptr %5, i64 1
  %12 = load i64, ptr %11, align 8
  %13 = getelementptr inbounds i64, ptr %8, i64 1
  %14 = load i64, ptr %13, align 8
  %15 = load i64, ptr %9, align 8
  %16 = getelementptr inbounds i64, ptr %9, i64 1
  %17 = load i64, ptr %16, align 8
  %18 = mul i64 %15, %14
  %19 = getelementptr float, ptr addrspace(1) %7, i64 %17
  %20 = getelementptr float, ptr addrspace(1) %19, i64 %18
  %21 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 1) #7
  %22 = icmp ult i64 %21, 2147483648
  tail call void @llvm.assume(i1 %22)
  %23 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #7
  %24 = icmp ult i64 %23, 2147483648
  tail call void @llvm.assume(i1 %24)
  %25 = icmp ult i64 %21, %0
  %26 = icmp ult i64 %23, %0
  %27 = and i1 %25, %26
  br i1 %27, label %28, label %61

28:                                               ; preds = %10
  %29 = getelementptr inbounds i64, ptr %6, i64 1
  %30 = load i64, ptr %29, align 8
  %31 = getelementptr float, ptr addrspace(1) %4, i64 %30
  %32 = load i64, ptr %6, align 8
  %33 = mul i64 %32, %12
  %34 = getelementptr float, ptr addrspace(1) %31, i64 %33
  %35 = getelementptr inbounds i64, ptr %3, i64 1
  %36 = load i64, ptr %35, align 8
  %37 = getelementptr float, ptr addrspace(1) %1, i64 %36
  %38 = load i64, ptr %3, align 8
  %39 = getelementptr inbounds i64, ptr %2, i64 1
  %40 = load i64, ptr %39, align 8
  %41 = mul i64 %38, %40
  %42 = getelementptr float, ptr addrspace(1) %37, i64 %41
  %43 = mul i64 %21, %40
  %44 = getelementptr float, ptr addrspace(1) %42, i64 %43
  %45 = getelementptr float, ptr addrspace(1) %34, i64 %23
  br label %50

46:                                               ; preds = %50
  %47 = mul i64 %21, %14
  %48 = getelementptr float, ptr addrspace(1) %20, i64 %23
  %49 = getelementptr float, ptr addrspace(1) %48, i64 %47
  store float %58, ptr addrspace(1) %49, align 4, !tbaa !13
  br label %61

50:                                               ; preds = %50, %28
  %51 = phi i64 [ 0, %28 ], [ %59, %50 ]
  %52 = phi float [ 0.000000e+00, %28 ], [ %58, %50 ]
  %53 = getelementptr float, ptr addrspace(1) %44, i64 %51
  %54 = load float, ptr addrspace(1) %53, align 4, !tbaa !13
  %55 = mul i64 %51, %12
  %56 = getelementptr float, ptr addrspace(1) %45, i64 %55
  %57 = load float, ptr addrspace(1) %56, align 4, !tbaa !13
  %58 = tail call float @llvm.fmuladd.f32(float %54, float %57, float %52)
  %59 = add nuw i64 %51, 1
  %60 = icmp eq i64 %59, %0
  br i1 %60, label %46, label %50, !llvm.loop !15

61:                                               ; preds = %46, %10
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

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z26__spirv_BuiltInWorkgroupIdi(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z32__spirv_BuiltInLocalInvocationIdi(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI12MatVecKernelEE(ptr noundef byval(%"class.sycl::_V1::range.13") align 8 %0, ptr noundef byval(%class.anon.15) align 8 %1) local_unnamed_addr #0 comdat !sycl_fixed_targets !11 !sycl_kernel_omit_args !17 {
  %3 = load i64, ptr %0, align 8
  %4 = getelementptr inbounds nuw { i64, i64, i64, i64 }, ptr %1, i64 0, i32 0
  %5 = load i64, ptr %4, align 8, !tbaa !18
  %6 = getelementptr inbounds nuw { i64, i64, i64, i64 }, ptr %1, i64 0, i32 1
  %7 = load i64, ptr %6, align 8, !tbaa !20
  %8 = inttoptr i64 %7 to ptr addrspace(4)
  %9 = getelementptr inbounds nuw { i64, i64, i64, i64 }, ptr %1, i64 0, i32 2
  %10 = load i64, ptr %9, align 8, !tbaa !20
  %11 = inttoptr i64 %10 to ptr addrspace(4)
  %12 = getelementptr inbounds nuw { i64, i64, i64, i64 }, ptr %1, i64 0, i32 3
  %13 = load i64, ptr %12, align 8, !tbaa !20
  %14 = inttoptr i64 %13 to ptr addrspace(4)
  %15 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #7
  %16 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #7
  %17 = icmp ult i64 %15, %3
  br i1 %17, label %18, label %40

18:                                               ; preds = %2
  %19 = icmp eq i64 %5, 0
  br label %20

20:                                               ; preds = %35, %18
  %21 = phi i64 [ %15, %18 ], [ %38, %35 ]
  br i1 %19, label %35, label %22

22:                                               ; preds = %20
  %23 = mul i64 %21, %5
  %24 = getelementptr float, ptr addrspace(4) %8, i64 %23
  br label %25

25:                                               ; preds = %25, %22
  %26 = phi i64 [ 0, %22 ], [ %33, %25 ]
  %27 = phi float [ 0.000000e+00, %22 ], [ %32, %25 ]
  %28 = getelementptr float, ptr addrspace(4) %24, i64 %26
  %29 = load float, ptr addrspace(4) %28, align 4, !tbaa !13
  %30 = getelementptr inbounds nuw float, ptr addrspace(4) %11, i64 %26
  %31 = load float, ptr addrspace(4) %30, align 4, !tbaa !13
  %32 = tail call float @llvm.fmuladd.f32(float %29, float %31, float %27)
  %33 = add nuw i64 %26, 1
  %34 = icmp eq i64 %33, %5
  br i1 %34, label %35, label %25, !llvm.loop !23

35:                                               ; preds = %25, %20
  %36 = phi float [ 0.000000e+00, %20 ], [ %32, %25 ]
  %37 = getelementptr inbounds nuw float, ptr addrspace(4) %14, i64 %21
  store float %36, ptr addrspace(4) %37, align 4, !tbaa !13
  %38 = add i64 %21, %16
  %39 = icmp ult i64 %38, %3
  br i1 %39, label %20, label %40, !llvm.loop !24

40:                                               ; preds = %35, %2
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS12MatVecKernel(i64 noundef %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, ptr addrspace(1) noundef align 4 %3) local_unnamed_addr #0 comdat !sycl_fixed_targets !11 !sycl_kernel_omit_args !25 {
  %5 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #7
  %6 = icmp ult i64 %5, 2147483648
  tail call void @llvm.assume(i1 %6)
  %7 = icmp eq i64 %0, 0
  br i1 %7, label %21, label %8

8:                                                ; preds = %4
  %9 = mul i64 %5, %0
  %10 = getelementptr float, ptr addrspace(1) %1, i64 %9
  br label %11

11:                                               ; preds = %11, %8
  %12 = phi i64 [ 0, %8 ], [ %19, %11 ]
  %13 = phi float [ 0.000000e+00, %8 ], [ %18, %11 ]
  %14 = getelementptr float, ptr addrspace(1) %10, i64 %12
  %15 = load float, ptr addrspace(1) %14, align 4, !tbaa !13
  %16 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %12
  %17 = load float, ptr addrspace(1) %16, align 4, !tbaa !13
  %18 = tail call float @llvm.fmuladd.f32(float %15, float %17, float %13)
  %19 = add nuw i64 %12, 1
  %20 = icmp eq i64 %19, %0
  br i1 %20, label %21, label %11, !llvm.loop !23

21:                                               ; preds = %11, %4
  %22 = phi float [ 0.000000e+00, %4 ], [ %18, %11 ]
  %23 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %5
  store float %22, ptr addrspace(1) %23, align 4, !tbaa !13
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS11ApplySource(i64 noundef %0, ptr addrspace(1) noundef align 4 %1, ptr noundef byval(%"class.sycl::_V1::range") align 8 %2, ptr noundef byval(%"class.sycl::_V1::id") align 8 %3, i64 noundef %4) local_unnamed_addr #4 comdat !kernel_arg_runtime_aligned !26 !kernel_arg_exclusive_ptr !26 !sycl_fixed_targets !11 !sycl_kernel_omit_args !27 {
  %6 = getelementptr inbounds i64, ptr %2, i64 1
  %7 = load i64, ptr %6, align 8
  %8 = load i64, ptr %3, align 8
  %9 = getelementptr inbounds i64, ptr %3, i64 1
  %10 = load i64, ptr %9, align 8
  %11 = mul i64 %8, %7
  %12 = getelementptr float, ptr addrspace(1) %1, i64 %10
  %13 = getelementptr float, ptr addrspace(1) %12, i64 %11
  %14 = uitofp i64 %0 to float
  %15 = fmul nnan float %14, 5.000000e-01
  %16 = tail call spir_func noundef float @_Z15__spirv_ocl_sinf(float noundef %15) #7
  %17 = lshr i64 %4, 1
  %18 = mul i64 %7, %17
  %19 = getelementptr float, ptr addrspace(1) %13, i64 %17
  %20 = getelementptr float, ptr addrspace(1) %19, i64 %18
  %21 = load float, ptr addrspace(1) %20, align 4, !tbaa !13
  %22 = fadd float %16, %21
  store float %22, ptr addrspace(1) %20, align 4, !tbaa !13
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef float @_Z15__spirv_ocl_sinf(float noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI11DiffuseStepEE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, i64 noundef %1, i64 noundef %2, ptr addrspace(1) noundef align 4 %3, ptr noundef byval(%"class.sycl::_V1::range") align 8 %4, ptr noundef byval(%"class.sycl::_V1::id") align 8 %5, ptr addrspace(1) noundef readonly align 4 %6, ptr noundef byval(%"class.sycl::_V1::range") align 8 %7, ptr noundef byval(%"class.sycl::_V1::id") align 8 %8, float noundef %9) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !28 !kernel_arg_exclusive_ptr !28 !sycl_fixed_targets !11 !sycl_kernel_omit_args !29 {
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
  %30 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 1) #7
  %31 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #7
  %32 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 1) #7
  %33 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #7
  %34 = icmp ult i64 %30, %11
  %35 = icmp ult i64 %31, %13
  %36 = select i1 %35, i1 %34, i1 false
  br i1 %36, label %37, label %92

37:                                               ; preds = %10
  %38 = uitofp i64 %1 to float
  %39 = tail call nnan float @llvm.fmuladd.f32(float %38, float 0x3F847AE140000000, float 1.000000e+00)
  %40 = fdiv nnan float 1.000000e+00, %39
  br label %41

41:                                               ; preds = %89, %37
  %42 = phi i64 [ %90, %89 ], [ %31, %37 ]
  %43 = icmp eq i64 %42, 0
  %44 = add nuw nsw i64 %42, 1
  %45 = getelementptr float, ptr addrspace(1) %21, i64 %42
  %46 = icmp eq i64 %44, %2
  %47 = getelementptr float, ptr addrspace(1) %29, i64 %42
  %48 = getelementptr float, ptr addrspace(1) %47, i64 -1
  %49 = getelementptr float, ptr addrspace(1) %29, i64 %44
  br label %50

50:                                               ; preds = %82, %41
  %51 = phi i64 [ %30, %41 ], [ %87, %82 ]
  %52 = icmp eq i64 %51, 0
  %53 = or i1 %52, %43
  br i1 %53, label %58, label %54

54:                                               ; preds = %50
  %55 = add nuw nsw i64 %51, 1
  %56 = icmp eq i64 %55, %2
  %57 = select i1 %56, i1 true, i1 %46
  br i1 %57, label %58, label %62

58:                                               ; preds = %54, %50
  %59 = mul i64 %51, %23
  %60 = getelementptr float, ptr addrspace(1) %47, i64 %59
  %61 = load float, ptr addrspace(1) %60, align 4, !tbaa !13
  br label %82

62:                                               ; preds = %54
  %63 = add nsw i64 %51, -1
  %64 = mul i64 %63, %23
  %65 = getelementptr float, ptr addrspace(1) %47, i64 %64
  %66 = load float, ptr addrspace(1) %65, align 4, !tbaa !13
  %67 = mul i64 %55, %23
  %68 = getelementptr float, ptr addrspace(1) %47, i64 %67
  %69 = load float, ptr addrspace(1) %68, align 4, !tbaa !13
  %70 = fadd float %66, %69
  %71 = mul i64 %51, %23
  %72 = getelementptr float, ptr addrspace(1) %48, i64 %71
  %73 = load float, ptr addrspace(1) %72, align 4, !tbaa !13
  %74 = fadd float %70, %73
  %75 = getelementptr float, ptr addrspace(1) %49, i64 %71
  %76 = load float, ptr addrspace(1) %75, align 4, !tbaa !13
  %77 = fadd float %74, %76
  %78 = getelementptr float, ptr addrspace(1) %47, i64 %71
  %79 = load float, ptr addrspace(1) %78, align 4, !tbaa !13
  %80 = tail call float @llvm.fmuladd.f32(float %79, float -4.000000e+00, float %77)
  %81 = tail call float @llvm.fmuladd.f32(float %9, float %80, float %79)
  br label %82

82:                                               ; preds = %62, %58
  %83 = phi float [ %61, %58 ], [ %81, %62 ]
  %84 = fmul float %40, %83
  %85 = mul i64 %51, %15
  %86 = getelementptr float, ptr addrspace(1) %45, i64 %85
  store float %84, ptr addrspace(1) %86, align 4, !tbaa !13
  %87 = add i64 %51, %32
  %88 = icmp ult i64 %87, %11
  br i1 %88, label %50, label %89

89:                                               ; preds = %82
  %90 = add i64 %42, %33
  %91 = icmp ult i64 %90, %13
  br i1 %91, label %41, label %92, !llvm.loop !30

92:                                               ; preds = %89, %10
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS11DiffuseStep(i64 noundef %0, i64 noundef %1, ptr addrspace(1) noundef align 4 %2, ptr noundef byval(%"class.sycl::_V1::range") align 8 %3, ptr noundef byval(%"class.sycl::_V1::id") align 8 %4, ptr addrspace(1) noundef readonly align 4 %5, ptr noundef byval(%"class.sycl::_V1::range") align 8 %6, ptr noundef byval(%"class.sycl::_V1::id") align 8 %7, float noundef %8) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !31 !kernel_arg_exclusive_ptr !31 !sycl_fixed_targets !11 !sycl_kernel_omit_args !32 {
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
  %23 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 1) #7
  %24 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #7
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
  %32 = icmp eq i64 %31, %1
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
  br label %64

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
  %60 = getelementptr float, ptr addrspace(1) %44, i64 %51
  %61 = load float, ptr addrspace(1) %60, align 4, !tbaa !13
  %62 = tail call float @llvm.fmuladd.f32(float %61, float -4.000000e+00, float %59)
  %63 = tail call float @llvm.fmuladd.f32(float %8, float %62, float %61)
  br label %64

64:                                               ; preds = %41, %36
  %65 = phi float [ %40, %36 ], [ %63, %41 ]
  %66 = uitofp i64 %0 to float
  %67 = tail call nnan float @llvm.fmuladd.f32(float %66, float 0x3F847AE140000000, float 1.000000e+00)
  %68 = fdiv nnan float 1.000000e+00, %67
  %69 = getelementptr float, ptr addrspace(1) %2, i64 %14
  %70 = mul i64 %12, %11
  %71 = getelementptr float, ptr addrspace(1) %69, i64 %70
  %72 = fmul float %68, %65
  %73 = mul i64 %23, %11
  %74 = getelementptr float, ptr addrspace(1) %71, i64 %24
  %75 = getelementptr float, ptr addrspace(1) %74, i64 %73
  store float %72, ptr addrspace(1) %75, align 4, !tbaa !13
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI9ProbeStepEE(ptr noundef byval(%"class.sycl::_V1::range.13") align 8 %0, ptr addrspace(1) noundef align 4 %1, ptr noundef byval(%"class.sycl::_V1::id.18") align 8 %2, i64 noundef %3, ptr addrspace(1) noundef readonly align 4 %4, ptr noundef byval(%"class.sycl::_V1::range") align 8 %5, ptr noundef byval(%"class.sycl::_V1::id") align 8 %6, i64 noundef %7) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !33 !kernel_arg_exclusive_ptr !33 !sycl_fixed_targets !11 !sycl_kernel_omit_args !34 {
  %9 = load i64, ptr %0, align 8
  %10 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #7
  %11 = icmp ult i64 %10, %9
  br i1 %11, label %12, label %30

12:                                               ; preds = %8
  %13 = getelementptr inbounds i64, ptr %6, i64 1
  %14 = load i64, ptr %13, align 8
  %15 = getelementptr float, ptr addrspace(1) %4, i64 %14
  %16 = load i64, ptr %6, align 8
  %17 = getelementptr inbounds i64, ptr %5, i64 1
  %18 = load i64, ptr %17, align 8
  %19 = mul i64 %16, %18
  %20 = getelementptr float, ptr addrspace(1) %15, i64 %19
  %21 = load i64, ptr %2, align 8
  %22 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %21
  %23 = lshr i64 %7, 1
  %24 = mul i64 %18, %23
  %25 = getelementptr float, ptr addrspace(1) %20, i64 %23
  %26 = getelementptr float, ptr addrspace(1) %25, i64 1
  %27 = getelementptr float, ptr addrspace(1) %26, i64 %24
  %28 = getelementptr inbounds nuw float, ptr addrspace(1) %22, i64 %3
  %29 = load float, ptr addrspace(1) %27, align 4, !tbaa !13
  store float %29, ptr addrspace(1) %28, align 4, !tbaa !13
  br label %30

30:                                               ; preds = %12, %8
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS9ProbeStep(ptr addrspace(1) noundef align 4 %0, ptr noundef byval(%"class.sycl::_V1::id.18") align 8 %1, i64 noundef %2, ptr addrspace(1) noundef readonly align 4 %3, ptr noundef byval(%"class.sycl::_V1::range") align 8 %4, ptr noundef byval(%"class.sycl::_V1::id") align 8 %5, i64 noundef %6) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !35 !kernel_arg_exclusive_ptr !35 !sycl_fixed_targets !11 !sycl_kernel_omit_args !36 {
  %8 = load i64, ptr %1, align 8
  %9 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %8
  %10 = getelementptr inbounds i64, ptr %4, i64 1
  %11 = load i64, ptr %10, align 8
  %12 = load i64, ptr %5, align 8
  %13 = getelementptr inbounds i64, ptr %5, i64 1
  %14 = load i64, ptr %13, align 8
  %15 = mul i64 %12, %11
  %16 = getelementptr float, ptr addrspace(1) %3, i64 %14
  %17 = getelementptr float, ptr addrspace(1) %16, i64 %15
  %18 = lshr i64 %6, 1
  %19 = mul i64 %11, %18
  %20 = getelementptr float, ptr addrspace(1) %17, i64 %18
  %21 = getelementptr float, ptr addrspace(1) %20, i64 1
  %22 = getelementptr float, ptr addrspace(1) %21, i64 %19
  %23 = load float, ptr addrspace(1) %22, align 4, !tbaa !13
  %24 = getelementptr inbounds nuw float, ptr addrspace(1) %9, i64 %2
  store float %23, ptr addrspace(1) %24, align 4, !tbaa !13
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS11PartialSums(ptr addrspace(3) noundef align 4 %0, i64 noundef %1, ptr addrspace(1) noundef readonly align 4 %2, ptr noundef byval(%"class.sycl::_V1::id.18") align 8 %3, i64 noundef %4, ptr addrspace(1) noundef align 4 %5, ptr noundef byval(%"class.sycl::_V1::id.18") align 8 %6) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !37 !kernel_arg_exclusive_ptr !37 !sycl_fixed_targets !11 !sycl_kernel_omit_args !38 {
  %8 = load i64, ptr %6, align 8
  %9 = getelementptr inbounds nuw i32, ptr addrspace(1) %5, i64 %8
  %10 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #7
  %11 = icmp ult i64 %10, 2147483648
  tail call void @llvm.assume(i1 %11)
  %12 = tail call spir_func noundef i64 @_Z32__spirv_BuiltInLocalInvocationIdi(i32 noundef 0) #7
  %13 = icmp ult i64 %12, 2147483648
  tail call void @llvm.assume(i1 %13)
  %14 = icmp ult i64 %10, %1
  br i1 %14, label %15, label %20

15:                                               ; preds = %7
  %16 = load i64, ptr %3, align 8
  %17 = getelementptr inbounds nuw i32, ptr addrspace(1) %2, i64 %16
  %18 = getelementptr inbounds nuw i32, ptr addrspace(1) %17, i64 %10
  %19 = load i32, ptr addrspace(1) %18, align 4, !tbaa !39
  br label %20

20:                                               ; preds = %15, %7
  %21 = phi i32 [ %19, %15 ], [ 0, %7 ]
  %22 = getelementptr inbounds nuw i32, ptr addrspace(3) %0, i64 %12
  store i32 %21, ptr addrspace(3) %22, align 4, !tbaa !39
  %23 = lshr i64 %4, 1
  %24 = icmp eq i64 %23, 0
  br i1 %24, label %25, label %27

25:                                               ; preds = %35, %20
  %26 = icmp eq i64 %12, 0
  br i1 %26, label %38, label %43

27:                                               ; preds = %35, %20
  %28 = phi i64 [ %36, %35 ], [ %23, %20 ]
  tail call spir_func void @_Z22__spirv_ControlBarrieriii(i32 noundef 2, i32 noundef 2, i32 noundef 912) #8
  %29 = icmp samesign ult i64 %12, %28
  br i1 %29, label %30, label %35

30:                                               ; preds = %27
  %31 = getelementptr inbounds nuw i32, ptr addrspace(3) %22, i64 %28
  %32 = load i32, ptr addrspace(3) %31, align 4, !tbaa !39
  %33 = load i32, ptr addrspace(3) %22, align 4, !tbaa !39
  %34 = add nsw i32 %33, %32
  store i32 %34, ptr addrspace(3) %22, align 4, !tbaa !39
  br label %35

35:                                               ; preds = %30, %27
  %36 = lshr i64 %28, 1
  %37 = icmp eq i64 %36, 0
  br i1 %37, label %25, label %27, !llvm.loop !40

38:                                               ; preds = %25
  %39 = load i32, ptr addrspace(3) %0, align 4, !tbaa !39
  %40 = tail call spir_func noundef i64 @_Z26__spirv_BuiltInWorkgroupIdi(i32 noundef 0) #7
  %41 = icmp ult i64 %40, 2147483648
  tail call void @llvm.assume(i1 %41)
  %42 = getelementptr inbounds nuw i32, ptr addrspace(1) %9, i64 %40
  store i32 %39, ptr addrspace(1) %42, align 4, !tbaa !39
  br label %43

43:                                               ; preds = %38, %25
  ret void
}

; Function Attrs: convergent nounwind
declare dso_local spir_func void @_Z22__spirv_ControlBarrieriii(i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS8FinalSum(i64 noundef %0, ptr addrspace(1) noundef readonly align 4 %1, ptr noundef byval(%"class.sycl::_V1::id.18") align 8 %2, ptr addrspace(1) noundef align 4 %3, ptr noundef byval(%"class.sycl::_V1::id.18") align 8 %4) local_unnamed_addr #6 comdat !kernel_arg_runtime_aligned !41 !kernel_arg_exclusive_ptr !41 !sycl_fixed_targets !11 !sycl_kernel_omit_args !42 {
  %6 = load i64, ptr %2, align 8
  %7 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %6
  %8 = load i64, ptr %4, align 8
  %9 = icmp eq i64 %0, 0
  br i1 %9, label %18, label %10

10:                                               ; preds = %10, %5
  %11 = phi i64 [ %16, %10 ], [ 0, %5 ]
  %12 = phi i32 [ %15, %10 ], [ 0, %5 ]
  %13 = getelementptr inbounds nuw i32, ptr addrspace(1) %7, i64 %11
  %14 = load i32, ptr addrspace(1) %13, align 4, !tbaa !39
  %15 = add nsw i32 %14, %12
  %16 = add nuw i64 %11, 1
  %17 = icmp eq i64 %16, %0
  br i1 %17, label %18, label %10, !llvm.loop !43

18:                                               ; preds = %10, %5
  %19 = phi i32 [ 0, %5 ], [ %15, %10 ]
  %20 = getelementptr inbounds nuw i32, ptr addrspace(1) %3, i64 %8
  store i32 %19, ptr addrspace(1) %20, align 4, !tbaa !39
  ret void
}

declare dso_local spir_func i32 @_Z18__spirv_ocl_printfPU3AS2Kcz(ptr addrspace(2), ...)

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "sycl-module-id"="rtc_0.cpp" "sycl-optlevel"="2" "uniform-work-group-size" }
attributes #1 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #3 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size" }
attributes #4 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "sycl-module-id"="rtc_0.cpp" "sycl-optlevel"="2" "sycl-single-task" "uniform-work-group-size" }
attributes #5 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size" }
attributes #6 = { mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "sycl-module-id"="rtc_0.cpp" "sycl-optlevel"="2" "sycl-single-task" "uniform-work-group-size" }
attributes #7 = { convergent nounwind willreturn memory(none) "uniform-work-group-size" }
attributes #8 = { convergent nounwind "uniform-work-group-size" }

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
!10 = !{i1 false, i1 true, i1 false, i1 false, i1 true, i1 false, i1 false, i1 true, i1 false, i1 false}
!11 = !{}
!12 = !{i1 false, i1 false, i1 true, i1 false, i1 false, i1 false, i1 true, i1 false, i1 false, i1 false, i1 true, i1 false, i1 false}
!13 = !{!14, !14, i64 0}
!14 = !{!"float", !8, i64 0}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = !{i1 false, i1 false}
!18 = !{!19, !19, i64 0}
!19 = !{!"long", !8, i64 0}
!20 = !{!21, !21, i64 0}
!21 = !{!"p1 float", !22, i64 0}
!22 = !{!"any pointer", !8, i64 0}
!23 = distinct !{!23, !16}
!24 = distinct !{!24, !16}
!25 = !{i1 false, i1 false, i1 false, i1 false}
!26 = !{i1 false, i1 true, i1 false, i1 false, i1 false}
!27 = !{i1 false, i1 false, i1 true, i1 false, i1 false, i1 false}
!28 = !{i1 false, i1 false, i1 false, i1 true, i1 false, i1 false, i1 true, i1 false, i1 false, i1 false}
!29 = !{i1 false, i1 false, i1 false, i1 false, i1 true, i1 false, i1 false, i1 false, i1 true, i1 false, i1 false, i1 false}
!30 = distinct !{!30, !16}
!31 = !{i1 false, i1 false, i1 true, i1 false, i1 false, i1 true, i1 false, i1 false, i1 false}
!32 = !{i1 false, i1 false, i1 false, i1 true, i1 false, i1 false, i1 false, i1 true, i1 false, i1 false, i1 false}
!33 = !{i1 false, i1 true, i1 false, i1 false, i1 true, i1 false, i1 false, i1 false}
!34 = !{i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 false, i1 true, i1 false, i1 false, i1 false}
!35 = !{i1 true, i1 false, i1 false, i1 true, i1 false, i1 false, i1 false}
!36 = !{i1 false, i1 true, i1 true, i1 false, i1 false, i1 false, i1 true, i1 false, i1 false, i1 false}
!37 = !{i1 true, i1 false, i1 true, i1 false, i1 false, i1 true, i1 false}
!38 = !{i1 false, i1 true, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 false, i1 true, i1 true, i1 false}
!39 = !{!7, !7, i64 0}
!40 = distinct !{!40, !16}
!41 = !{i1 false, i1 true, i1 false, i1 true, i1 false}
!42 = !{i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false}
!43 = distinct !{!43, !16}
