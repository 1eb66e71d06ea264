source_filename = "rtc_0.cpp"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [2 x i64] }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array" }

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperIZZN4Syrk6updateERNS0_5queueEENKUlRNS0_7handlerEE_clES7_E9SyrkLowerEE = comdat any

$_ZTSZZN4Syrk6updateERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_E9SyrkLower = comdat any

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperIZZN5Syr2k6updateERNS0_5queueEENKUlRNS0_7handlerEE_clES7_E10Syr2kLowerEE = comdat any

$_ZTSZZN5Syr2k6updateERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_E10Syr2kLower = comdat any

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperIZZN4Syrk6updateERNS0_5queueEENKUlRNS0_7handlerEE_clES7_E9SyrkLowerEE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, i64 noundef %1, ptr addrspace(1) noundef readonly align 4 %2, ptr noundef byval(%"class.sycl::_V1::range") align 8 %3, ptr noundef byval(%"class.sycl::_V1::id") align 8 %4, ptr addrspace(1) noundef align 4 %5, ptr noundef byval(%"class.sycl::_V1::range") align 8 %6, ptr noundef byval(%"class.sycl::_V1::id") align 8 %7, float noundef %8, float noundef %9) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !10 !kernel_arg_exclusive_ptr !10 !sycl_fixed_targets !11 !sycl_kernel_omit_args !12 {
  %11 = load i64, ptr %0, align 8
  %12 = getelementptr inbounds i64, ptr %0, i64 1
  %13 = load i64, ptr %12, align 8
  %14 = getelementptr inbounds i64, ptr %3, i64 1
  %15 = load i64, ptr %14, align 8
  %16 = load i64, ptr %4, align 8
  %17 = getelementptr inbounds i64, ptr %4, i64 1
  %18 = load i64, ptr %17, align 8
  %19 = mul i64 %16, %15
  %20 = getelementptr float, ptr addrspace(1) %2, i64 %18
  %21 = getelementptr float, ptr addrspace(1) %20, i64 %19
  %22 = getelementptr inbounds i64, ptr %6, i64 1
  %23 = load i64, ptr %22, align 8
  %24 = load i64, ptr %7, align 8
  %25 = getelementptr inbounds i64, ptr %7, i64 1
  %26 = load i64, ptr %25, align 8
  %27 = mul i64 %24, %23
  %28 = getelementptr float, ptr addrspace(1) %5, i64 %26
  %29 = getelementptr float, ptr addrspace(1) %28, i64 %27
  %30 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 1) #4
  %31 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %32 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 1) #4
  %33 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #4
  %34 = icmp uge i64 %30, %11
  %35 = icmp uge i64 %31, %13
  %36 = select i1 %35, i1 true, i1 %34
  br i1 %36, label %73, label %37

37:                                               ; preds = %10
  %38 = icmp eq i64 %1, 0
  br label %39

39:                                               ; preds = %70, %37
  %40 = phi i64 [ %71, %70 ], [ %31, %37 ]
  %41 = mul i64 %40, %15
  %42 = getelementptr float, ptr addrspace(1) %29, i64 %40
  br label %43

43:                                               ; preds = %67, %39
  %44 = phi i64 [ %30, %39 ], [ %68, %67 ]
  %45 = icmp samesign ugt i64 %40, %44
  br i1 %45, label %67, label %46

46:                                               ; preds = %43
  br i1 %38, label %49, label %47

47:                                               ; preds = %46
  %48 = mul i64 %44, %15
  br label %56

49:                                               ; preds = %56, %46
  %50 = phi float [ 0.000000e+00, %46 ], [ %64, %56 ]
  %51 = mul i64 %44, %23
  %52 = getelementptr float, ptr addrspace(1) %42, i64 %51
  %53 = load float, ptr addrspace(1) %52, align 4, !tbaa !13
  %54 = fmul float %9, %50
  %55 = tail call float @llvm.fmuladd.f32(float %8, float %53, float %54)
  store float %55, ptr addrspace(1) %52, align 4, !tbaa !13
  br label %67

56:                                               ; preds = %56, %47
  %57 = phi i64 [ 0, %47 ], [ %65, %56 ]
  %58 = phi float [ 0.000000e+00, %47 ], [ %64, %56 ]
  %59 = getelementptr float, ptr addrspace(1) %21, i64 %57
  %60 = getelementptr float, ptr addrspace(1) %59, i64 %48
  %61 = load float, ptr addrspace(1) %60, align 4, !tbaa !13
  %62 = getelementptr float, ptr addrspace(1) %59, i64 %41
  %63 = load float, ptr addrspace(1) %62, align 4, !tbaa !13
  %64 = tail call float @llvm.fmuladd.f32(float %61, float %63, float %58)
  %65 = add nuw i64 %57, 1
  %66 = icmp eq i64 %65, %1
  br i1 %66, label %49, label %56, !llvm.loop !15

67:                                               ; preds = %49, %43
  %68 = add i64 %44, %32
  %69 = icmp ult i64 %68, %11
  br i1 %69, label %43, label %70

70:                                               ; preds = %67
  %71 = add i64 %40, %33
  %72 = icmp ult i64 %71, %13
  br i1 %72, label %39, label %73, !llvm.loop !17

73:                                               ; preds = %70, %10
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
define weak_odr dso_local spir_kernel void @_ZTSZZN4Syrk6updateERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_E9SyrkLower(i64 noundef %0, ptr addrspace(1) noundef readonly align 4 %1, ptr noundef byval(%"class.sycl::_V1::range") align 8 %2, ptr noundef byval(%"class.sycl::_V1::id") align 8 %3, ptr addrspace(1) noundef align 4 %4, ptr noundef byval(%"class.sycl::_V1::range") align 8 %5, ptr noundef byval(%"class.sycl::_V1::id") align 8 %6, float noundef %7, float noundef %8) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !18 !kernel_arg_exclusive_ptr !18 !sycl_fixed_targets !11 !sycl_kernel_omit_args !19 {
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
  %26 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 1) #4
  %27 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %28 = icmp ult i64 %26, 2147483648
  tail call void @llvm.assume(i1 %28)
  %29 = icmp ult i64 %27, 2147483648
  tail call void @llvm.assume(i1 %29)
  %30 = icmp samesign ugt i64 %27, %26
  br i1 %30, label %55, label %31

31:                                               ; preds = %9
  %32 = icmp eq i64 %0, 0
  br i1 %32, label %36, label %33

33:                                               ; preds = %31
  %34 = mul i64 %26, %11
  %35 = mul i64 %27, %11
  br label %44

36:                                               ; preds = %44, %31
  %37 = phi float [ 0.000000e+00, %31 ], [ %52, %44 ]
  %38 = mul i64 %26, %19
  %39 = getelementptr float, ptr addrspace(1) %25, i64 %27
  %40 = getelementptr float, ptr addrspace(1) %39, i64 %38
  %41 = load float, ptr addrspace(1) %40, align 4, !tbaa !13
  %42 = fmul float %8, %37
  %43 = tail call float @llvm.fmuladd.f32(float %7, float %41, float %42)
  store float %43, ptr addrspace(1) %40, align 4, !tbaa !13
  br label %55

44:                                               ; preds = %44, %33
  %45 = phi i64 [ 0, %33 ], [ %53, %44 ]
  %46 = phi float [ 0.000000e+00, %33 ], [ %52, %44 ]
  %47 = getelementptr float, ptr addrspace(1) %17, i64 %45
  %48 = getelementptr float, ptr addrspace(1) %47, i64 %34
  %49 = load float, ptr addrspace(1) %48, align 4, !tbaa !13
  %50 = getelementptr float, ptr addrspace(1) %47, i64 %35
  %51 = load float, ptr addrspace(1) %50, align 4, !tbaa !13
  %52 = tail call float @llvm.fmuladd.f32(float %49, float %51, float %46)
  %53 = add nuw i64 %45, 1
  %54 = icmp eq i64 %53, %0
  br i1 %54, label %36, label %44, !llvm.loop !15

55:                                               ; preds = %36, %9
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperIZZN5Syr2k6updateERNS0_5queueEENKUlRNS0_7handlerEE_clES7_E10Syr2kLowerEE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, i64 noundef %1, ptr addrspace(1) noundef align 4 %2, ptr noundef byval(%"class.sycl::_V1::range") align 8 %3, ptr noundef byval(%"class.sycl::_V1::id") align 8 %4, float noundef %5, ptr addrspace(1) noundef readonly align 4 %6, ptr noundef byval(%"class.sycl::_V1::range") align 8 %7, ptr noundef byval(%"class.sycl::_V1::id") align 8 %8, float noundef %9, ptr addrspace(1) noundef readonly align 4 %10, ptr noundef byval(%"class.sycl::_V1::range") align 8 %11, ptr noundef byval(%"class.sycl::_V1::id") align 8 %12) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !20 !kernel_arg_exclusive_ptr !20 !sycl_fixed_targets !11 !sycl_kernel_omit_args !21 {
  %14 = load i64, ptr %0, align 8
  %15 = getelementptr inbounds i64, ptr %0, i64 1
  %16 = load i64, ptr %15, align 8
  %17 = getelementptr inbounds i64, ptr %3, i64 1
  %18 = load i64, ptr %17, align 8
  %19 = load i64, ptr %4, align 8
  %20 = getelementptr inbounds i64, ptr %4, i64 1
  %21 = load i64, ptr %20, align 8
  %22 = mul i64 %19, %18
  %23 = getelementptr float, ptr addrspace(1) %2, i64 %21
  %24 = getelementptr float, ptr addrspace(1) %23, i64 %22
  %25 = getelementptr inbounds i64, ptr %7, i64 1
  %26 = load i64, ptr %25, align 8
  %27 = load i64, ptr %8, align 8
  %28 = getelementptr inbounds i64, ptr %8, i64 1
  %29 = load i64, ptr %28, align 8
  %30 = mul i64 %27, %26
  %31 = getelementptr float, ptr addrspace(1) %6, i64 %29
  %32 = getelementptr float, ptr addrspace(1) %31, i64 %30
  %33 = getelementptr inbounds i64, ptr %11, i64 1
  %34 = load i64, ptr %33, align 8
  %35 = load i64, ptr %12, align 8
  %36 = getelementptr inbounds i64, ptr %12, i64 1
  %37 = load i64, ptr %36, align 8
  %38 = mul i64 %35, %34
  %39 = getelementptr float, ptr addrspace(1) %10, i64 %37
  %40 = getelementptr float, ptr addrspace(1) %39, i64 %38
  %41 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 1) #4
  %42 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %43 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 1) #4
  %44 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #4
  %45 = icmp uge i64 %41, %14
  %46 = icmp uge i64 %42, %16
  %47 = select i1 %46, i1 true, i1 %45
  br i1 %47, label %92, label %48

48:                                               ; preds = %13
  %49 = icmp eq i64 %1, 0
  br label %50

50:                                               ; preds = %89, %48
  %51 = phi i64 [ %90, %89 ], [ %42, %48 ]
  %52 = getelementptr float, ptr addrspace(1) %24, i64 %51
  %53 = mul i64 %51, %26
  %54 = mul i64 %51, %34
  br label %55

55:                                               ; preds = %86, %50
  %56 = phi i64 [ %41, %50 ], [ %87, %86 ]
  %57 = icmp samesign ugt i64 %51, %56
  br i1 %57, label %86, label %58

58:                                               ; preds = %55
  %59 = mul i64 %56, %18
  %60 = getelementptr float, ptr addrspace(1) %52, i64 %59
  %61 = load float, ptr addrspace(1) %60, align 4, !tbaa !13
  %62 = fmul float %5, %61
  store float %62, ptr addrspace(1) %60, align 4, !tbaa !13
  br i1 %49, label %86, label %63

63:                                               ; preds = %58
  %64 = mul i64 %56, %34
  %65 = mul i64 %56, %26
  br label %66

66:                                               ; preds = %66, %63
  %67 = phi float [ %83, %66 ], [ %62, %63 ]
  %68 = phi i64 [ %84, %66 ], [ 0, %63 ]
  %69 = getelementptr float, ptr addrspace(1) %32, i64 %68
  %70 = getelementptr float, ptr addrspace(1) %69, i64 %53
  %71 = load float, ptr addrspace(1) %70, align 4, !tbaa !13
  %72 = fmul float %9, %71
  %73 = getelementptr float, ptr addrspace(1) %40, i64 %68
  %74 = getelementptr float, ptr addrspace(1) %73, i64 %64
  %75 = load float, ptr addrspace(1) %74, align 4, !tbaa !13
  %76 = getelementptr float, ptr addrspace(1) %73, i64 %54
  %77 = load float, ptr addrspace(1) %76, align 4, !tbaa !13
  %78 = fmul float %9, %77
  %79 = getelementptr float, ptr addrspace(1) %69, i64 %65
  %80 = load float, ptr addrspace(1) %79, align 4, !tbaa !13
  %81 = fmul float %78, %80
  %82 = tail call float @llvm.fmuladd.f32(float %72, float %75, float %81)
  %83 = fadd float %67, %82
  store float %83, ptr addrspace(1) %60, align 4, !tbaa !13
  %84 = add nuw i64 %68, 1
  %85 = icmp eq i64 %84, %1
  br i1 %85, label %86, label %66, !llvm.loop !22

86:                                               ; preds = %66, %58, %55
  %87 = add i64 %56, %43
  %88 = icmp ult i64 %87, %14
  br i1 %88, label %55, label %89

89:                                               ; preds = %86
  %90 = add i64 %51, %44
  %91 = icmp ult i64 %90, %16
  br i1 %91, label %50, label %92, !llvm.loop !23

92:                                               ; preds = %89, %13
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSZZN5Syr2k6updateERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_E10Syr2kLower(i64 noundef %0, ptr addrspace(1) noundef align 4 %1, ptr noundef byval(%"class.sycl::_V1::range") align 8 %2, ptr noundef byval(%"class.sycl::_V1::id") align 8 %3, float noundef %4, ptr addrspace(1) noundef readonly align 4 %5, ptr noundef byval(%"class.sycl::_V1::range") align 8 %6, ptr noundef byval(%"class.sycl::_V1::id") align 8 %7, float noundef %8, ptr addrspace(1) noundef readonly align 4 %9, ptr noundef byval(%"class.sycl::_V1::range") align 8 %10, ptr noundef byval(%"class.sycl::_V1::id") align 8 %11) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !24 !kernel_arg_exclusive_ptr !24 !sycl_fixed_targets !11 !sycl_kernel_omit_args !25 {
  %13 = getelementptr inbounds i64, ptr %6, i64 1
  %14 = load i64, ptr %13, align 8
  %15 = load i64, ptr %7, align 8
  %16 = getelementptr inbounds i64, ptr %7, i64 1
  %17 = load i64, ptr %16, align 8
  %18 = mul i64 %15, %14
  %19 = getelementptr float, ptr addrspace(1) %5, i64 %17
  %20 = getelementptr float, ptr addrspace(1) %19, i64 %18
  %21 = getelementptr inbounds i64, ptr %10, i64 1
  %22 = load i64, ptr %21, align 8
  %23 = load i64, ptr %11, align 8
  %24 = getelementptr inbounds i64, ptr %11, i64 1
  %25 = load i64, ptr %24, align 8
  %26 = mul i64 %23, %22
  %27 = getelementptr float, ptr addrspace(1) %9, i64 %25
  %28 = getelementptr float, ptr addrspace(1) %27, i64 %26
  %29 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 1) #4
  %30 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %31 = icmp ult i64 %29, 2147483648
  tail call void @llvm.assume(i1 %31)
  %32 = icmp ult i64 %30, 2147483648
  tail call void @llvm.assume(i1 %32)
  %33 = icmp samesign ugt i64 %30, %29
  br i1 %33, label %74, label %34

34:                                               ; preds = %12
  %35 = getelementptr inbounds i64, ptr %3, i64 1
  %36 = load i64, ptr %35, align 8
  %37 = getelementptr float, ptr addrspace(1) %1, i64 %36
  %38 = getelementptr inbounds i64, ptr %2, i64 1
  %39 = load i64, ptr %38, align 8
  %40 = load i64, ptr %3, align 8
  %41 = mul i64 %40, %39
  %42 = getelementptr float, ptr addrspace(1) %37, i64 %41
  %43 = mul i64 %39, %29
  %44 = getelementptr float, ptr addrspace(1) %42, i64 %30
  %45 = getelementptr float, ptr addrspace(1) %44, i64 %43
  %46 = load float, ptr addrspace(1) %45, align 4, !tbaa !13
  %47 = fmul float %4, %46
  store float %47, ptr addrspace(1) %45, align 4, !tbaa !13
  %48 = icmp eq i64 %0, 0
  br i1 %48, label %74, label %49

49:                                               ; preds = %34
  %50 = mul i64 %30, %14
  %51 = mul i64 %29, %22
  %52 = mul i64 %30, %22
  %53 = mul i64 %29, %14
  br label %54

54:                                               ; preds = %54, %49
  %55 = phi float [ %47, %49 ], [ %71, %54 ]
  %56 = phi i64 [ 0, %49 ], [ %72, %54 ]
  %57 = getelementptr float, ptr addrspace(1) %20, i64 %56
  %58 = getelementptr float, ptr addrspace(1) %57, i64 %50
  %59 = load float, ptr addrspace(1) %58, align 4, !tbaa !13
  %60 = fmul float %8, %59
  %61 = getelementptr float, ptr addrspace(1) %28, i64 %56
  %62 = getelementptr float, ptr addrspace(1) %61, i64 %51
  %63 = load float, ptr addrspace(1) %62, align 4, !tbaa !13
  %64 = getelementptr float, ptr addrspace(1) %61, i64 %52
  %65 = load float, ptr addrspace(1) %64, align 4, !tbaa !13
  %66 = fmul float %8, %65
  %67 = getelementptr float, ptr addrspace(1) %57, i64 %53
  %68 = load float, ptr addrspace(1) %67, align 4, !tbaa !13
  %69 = fmul float %66, %68
  %70 = tail call float @llvm.fmuladd.f32(float %60, float %63, float %69)
  %71 = fadd float %55, %70
  store float %71, ptr addrspace(1) %45, align 4, !tbaa !13
  %72 = add nuw i64 %56, 1
  %73 = icmp eq i64 %72, %0
  br i1 %73, label %74, label %54, !llvm.loop !22

74:                                               ; preds = %54, %34, %12
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
!10 = !{i1 false, i1 false, i1 true, i1 false, i1 false, i1 true, i1 false, i1 false, i1 false, i1 false}
!11 = !{}
!12 = !{i1 false, i1 false, i1 false, i1 true, i1 false, i1 false, i1 false, i1 true, i1 false, i1 false, i1 false, i1 false}
!13 = !{!14, !14, i64 0}
!14 = !{!"float", !8, i64 0}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = distinct !{!17, !16}
!18 = !{i1 false, i1 true, i1 false, i1 false, i1 true, i1 false, i1 false, i1 false, i1 false}
!19 = !{i1 false, i1 false, i1 true, i1 false, i1 false, i1 false, i1 true, i1 false, i1 false, i1 false, i1 false}
!20 = !{i1 false, i1 false, i1 true, i1 false, i1 false, i1 false, i1 true, i1 false, i1 false, i1 false, i1 true, i1 false, i1 false}
!21 = !{i1 false, i1 false, i1 false, i1 true, i1 false, i1 false, i1 false, i1 false, i1 true, i1 false, i1 false, i1 false, i1 false, i1 true, i1 false, i1 false}
!22 = distinct !{!22, !16}
!23 = distinct !{!23, !16}
!24 = !{i1 false, i1 true, i1 false, i1 false, i1 false, i1 true, i1 false, i1 false, i1 false, i1 true, i1 false, i1 false}
!25 = !{i1 false, i1 false, i1 true, i1 false, i1 false, i1 false, i1 false, i1 true, i1 false, i1 false, i1 false, i1 false, i1 true, i1 false, i1 false}
