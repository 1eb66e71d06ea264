source_filename = "rtc_0.cpp"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [1 x i64] }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array" }
%struct.Particle = type { float, float, float, float, float, float, float, i32 }
%"class.sycl::_V1::range.3" = type { %"class.sycl::_V1::detail::array.4" }
%"class.sycl::_V1::detail::array.4" = type { [3 x i64] }
%"class.sycl::_V1::id.5" = type { %"class.sycl::_V1::detail::array.4" }

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI5DriftEE = comdat any

$_ZTS5Drift = comdat any

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI7DepositEE = comdat any

$_ZTS7Deposit = comdat any

$_ZTS13RelaxInterior = comdat any

$_ZTS10GridEnergy = comdat any

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI5DriftEE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, ptr addrspace(1) noundef align 4 %1, ptr noundef byval(%"class.sycl::_V1::id") align 8 %2, float noundef %3, float noundef %4, float noundef %5, float noundef %6, i64 noundef %7, i64 noundef %8) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !10 !kernel_arg_exclusive_ptr !10 !sycl_fixed_targets !11 !sycl_kernel_omit_args !12 {
  %10 = load i64, ptr %0, align 8
  %11 = load i64, ptr %2, align 8
  %12 = getelementptr inbounds nuw %struct.Particle, ptr addrspace(1) %1, i64 %11
  %13 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %14 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #4
  %15 = icmp ult i64 %13, %10
  br i1 %15, label %16, label %50

16:                                               ; preds = %16, %9
  %17 = phi i64 [ %48, %16 ], [ %13, %9 ]
  %18 = getelementptr inbounds nuw %struct.Particle, ptr addrspace(1) %12, i64 %17
  %19 = load float, ptr addrspace(1) %18, align 4, !tbaa !13
  %20 = getelementptr inbounds float, ptr addrspace(1) %18, i64 1
  %21 = load float, ptr addrspace(1) %20, align 4, !tbaa !13
  %22 = getelementptr inbounds float, ptr addrspace(1) %18, i64 2
  %23 = load float, ptr addrspace(1) %22, align 4, !tbaa !13
  %24 = getelementptr inbounds float, ptr addrspace(1) %18, i64 3
  %25 = load float, ptr addrspace(1) %24, align 4, !tbaa !13
  %26 = getelementptr inbounds float, ptr addrspace(1) %18, i64 4
  %27 = load float, ptr addrspace(1) %26, align 4, !tbaa !13
  %28 = getelementptr inbounds float, ptr addrspace(1) %18, i64 5
  %29 = load float, ptr addrspace(1) %28, align 4, !tbaa !13
  %30 = tail call float @llvm.fmuladd.f32(float %3, float %25, float %19)
  %31 = fadd float %4, %30
  %32 = tail call spir_func noundef float @_Z16__spirv_ocl_fmodff(float noundef %31, float noundef %4) #4
  %33 = tail call float @llvm.fmuladd.f32(float %3, float %27, float %21)
  %34 = fadd float %5, %33
  %35 = tail call spir_func noundef float @_Z16__spirv_ocl_fmodff(float noundef %34, float noundef %5) #4
  %36 = tail call float @llvm.fmuladd.f32(float %3, float %29, float %23)
  %37 = fadd float %6, %36
  %38 = tail call spir_func noundef float @_Z16__spirv_ocl_fmodff(float noundef %37, float noundef %6) #4
  %39 = fptoui float %32 to i64
  %40 = mul i64 %7, %39
  %41 = fptoui float %35 to i64
  %42 = add i64 %40, %41
  %43 = mul i64 %42, %8
  %44 = fptoui float %38 to i64
  %45 = add i64 %43, %44
  %46 = trunc i64 %45 to i32
  store float %32, ptr addrspace(1) %18, align 4, !tbaa !13
  store float %35, ptr addrspace(1) %20, align 4, !tbaa !13
  store float %38, ptr addrspace(1) %22, align 4, !tbaa !13
  %47 = getelementptr inbounds i32, ptr addrspace(1) %18, i64 7
  store i32 %46, ptr addrspace(1) %47, align 4, !tbaa !15
  %48 = add i64 %17, %14
  %49 = icmp ult i64 %48, %10
  br i1 %49, label %16, label %50, !llvm.loop !16

50:                                               ; preds = %16, %9
  ret void
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef float @_Z16__spirv_ocl_fmodff(float noundef, float noundef) local_unnamed_addr #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z27__spirv_BuiltInGlobalOffseti(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS5Drift(ptr addrspace(1) noundef align 4 %0, ptr noundef byval(%"class.sycl::_V1::id") align 8 %1, float noundef %2, float noundef %3, float noundef %4, float noundef %5, i64 noundef %6, i64 noundef %7) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !18 !kernel_arg_exclusive_ptr !18 !sycl_fixed_targets !11 !sycl_kernel_omit_args !19 {
  %9 = load i64, ptr %1, align 8
  %10 = getelementptr inbounds nuw %struct.Particle, ptr addrspace(1) %0, i64 %9
  %11 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %12 = icmp ult i64 %11, 2147483648
  tail call void @llvm.assume(i1 %12)
  %13 = getelementptr inbounds nuw %struct.Particle, ptr addrspace(1) %10, i64 %11
  %14 = load float, ptr addrspace(1) %13, align 4, !tbaa !13
  %15 = getelementptr inbounds float, ptr addrspace(1) %13, i64 1
  %16 = load float, ptr addrspace(1) %15, align 4, !tbaa !13
  %17 = getelementptr inbounds float, ptr addrspace(1) %13, i64 2
  %18 = load float, ptr addrspace(1) %17, align 4, !tbaa !13
  %19 = getelementptr inbounds float, ptr addrspace(1) %13, i64 3
  %20 = load float, ptr addrspace(1) %19, align 4, !tbaa !13
  %21 = getelementptr inbounds float, ptr addrspace(1) %13, i64 4
  %22 = load float, ptr addrspace(1) %21, align 4, !tbaa !13
  %23 = getelementptr inbounds float, ptr addrspace(1) %13, i64 5
  %24 = load float, ptr addrspace(1) %23, align 4, !tbaa !13
  %25 = tail call float @llvm.fmuladd.f32(float %2, float %20, float %14)
  %26 = fadd float %3, %25
  %27 = tail call spir_func noundef float @_Z16__spirv_ocl_fmodff(float noundef %26, float noundef %3) #4
  %28 = tail call float @llvm.fmuladd.f32(float %2, float %22, float %16)
  %29 = fadd float %4, %28
  %30 = tail call spir_func noundef float @_Z16__spirv_ocl_fmodff(float noundef %29, float noundef %4) #4
  %31 = tail call float @llvm.fmuladd.f32(float %2, float %24, float %18)
  %32 = fadd float %5, %31
  %33 = tail call spir_func noundef float @_Z16__spirv_ocl_fmodff(float noundef %32, float noundef %5) #4
  %34 = fptoui float %27 to i64
  %35 = mul i64 %6, %34
  %36 = fptoui float %30 to i64
  %37 = add i64 %35, %36
  %38 = mul i64 %37, %7
  %39 = fptoui float %33 to i64
  %40 = add i64 %38, %39
  %41 = trunc i64 %40 to i32
  store float %27, ptr addrspace(1) %13, align 4, !tbaa !13
  store float %30, ptr addrspace(1) %15, align 4, !tbaa !13
  store float %33, ptr addrspace(1) %17, align 4, !tbaa !13
  %42 = getelementptr inbounds i32, ptr addrspace(1) %13, i64 7
  store i32 %41, ptr addrspace(1) %42, align 4, !tbaa !15
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI7DepositEE(ptr noundef byval(%"class.sycl::_V1::range.3") align 8 %0, i64 noundef %1, ptr addrspace(1) noundef readonly align 4 %2, ptr noundef byval(%"class.sycl::_V1::id") align 8 %3, ptr addrspace(1) noundef align 4 %4, ptr noundef byval(%"class.sycl::_V1::range.3") align 8 %5, ptr noundef byval(%"class.sycl::_V1::id.5") align 8 %6) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !20 !kernel_arg_exclusive_ptr !20 !sycl_fixed_targets !11 !sycl_kernel_omit_args !21 {
  %8 = load i64, ptr %0, align 8
  %9 = getelementptr inbounds i64, ptr %0, i64 1
  %10 = load i64, ptr %9, align 8
  %11 = getelementptr inbounds i64, ptr %0, i64 2
  %12 = load i64, ptr %11, align 8
  %13 = load i64, ptr %3, align 8
  %14 = getelementptr inbounds nuw %struct.Particle, ptr addrspace(1) %2, i64 %13
  %15 = getelementptr inbounds i64, ptr %5, i64 1
  %16 = load i64, ptr %15, align 8
  %17 = getelementptr inbounds i64, ptr %5, i64 2
  %18 = load i64, ptr %17, align 8
  %19 = load i64, ptr %6, align 8
  %20 = getelementptr inbounds i64, ptr %6, i64 1
  %21 = load i64, ptr %20, align 8
  %22 = getelementptr inbounds i64, ptr %6, i64 2
  %23 = load i64, ptr %22, align 8
  %24 = mul i64 %19, %16
  %25 = add i64 %24, %21
  %26 = mul i64 %25, %18
  %27 = getelementptr float, ptr addrspace(1) %4, i64 %23
  %28 = getelementptr float, ptr addrspace(1) %27, i64 %26
  %29 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 2) #4
  %30 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 1) #4
  %31 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %32 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 2) #4
  %33 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 1) #4
  %34 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #4
  %35 = icmp uge i64 %29, %8
  %36 = icmp uge i64 %30, %10
  %37 = icmp uge i64 %31, %12
  %38 = select i1 %37, i1 true, i1 %36
  %39 = select i1 %38, i1 true, i1 %35
  br i1 %39, label %87, label %40

40:                                               ; preds = %7
  %41 = icmp eq i64 %1, 0
  br label %42

42:                                               ; preds = %84, %40
  %43 = phi i64 [ %85, %84 ], [ %31, %40 ]
  %44 = icmp ult i64 %43, 2147483648
  tail call void @llvm.assume(i1 %44)
  %45 = getelementptr float, ptr addrspace(1) %28, i64 %43
  br label %46

46:                                               ; preds = %81, %42
  %47 = phi i64 [ %82, %81 ], [ %30, %42 ]
  %48 = icmp ult i64 %47, 2147483648
  tail call void @llvm.assume(i1 %48)
  br label %49

49:                                               ; preds = %72, %46
  %50 = phi i64 [ %79, %72 ], [ %29, %46 ]
  %51 = mul i64 %50, %10
  %52 = add i64 %51, %47
  %53 = mul i64 %52, %12
  %54 = add i64 %53, %43
  %55 = icmp ult i64 %54, 2147483648
  tail call void @llvm.assume(i1 %55)
  %56 = trunc nuw nsw i64 %54 to i32
  br i1 %41, label %72, label %57

57:                                               ; preds = %68, %49
  %58 = phi i64 [ %70, %68 ], [ 0, %49 ]
  %59 = phi float [ %69, %68 ], [ 0.000000e+00, %49 ]
  %60 = getelementptr inbounds nuw %struct.Particle, ptr addrspace(1) %14, i64 %58
  %61 = getelementptr inbounds %struct.Particle, ptr addrspace(1) %60, i64 0, i32 7
  %62 = load i32, ptr addrspace(1) %61, align 4, !tbaa !22
  %63 = icmp eq i32 %62, %56
  br i1 %63, label %64, label %68

64:                                               ; preds = %57
  %65 = getelementptr inbounds %struct.Particle, ptr addrspace(1) %60, i64 0, i32 6
  %66 = load float, ptr addrspace(1) %65, align 4, !tbaa !24
  %67 = fadd float %59, %66
  br label %68

68:                                               ; preds = %64, %57
  %69 = phi float [ %67, %64 ], [ %59, %57 ]
  %70 = add nuw i64 %58, 1
  %71 = icmp eq i64 %70, %1
  br i1 %71, label %72, label %57, !llvm.loop !25

72:                                               ; preds = %68, %49
  %73 = phi float [ 0.000000e+00, %49 ], [ %69, %68 ]
  %74 = icmp ult i64 %50, 2147483648
  tail call void @llvm.assume(i1 %74)
  %75 = mul i64 %50, %16
  %76 = add i64 %75, %47
  %77 = mul i64 %76, %18
  %78 = getelementptr float, ptr addrspace(1) %45, i64 %77
  store float %73, ptr addrspace(1) %78, align 4, !tbaa !13
  %79 = add i64 %50, %32
  %80 = icmp ult i64 %79, %8
  br i1 %80, label %49, label %81

81:                                               ; preds = %72
  %82 = add i64 %47, %33
  %83 = icmp ult i64 %82, %10
  br i1 %83, label %46, label %84

84:                                               ; preds = %81
  %85 = add i64 %43, %34
  %86 = icmp ult i64 %85, %12
  br i1 %86, label %42, label %87, !llvm.loop !26

87:                                               ; preds = %84, %7
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS7Deposit(i64 noundef %0, ptr addrspace(1) noundef readonly align 4 %1, ptr noundef byval(%"class.sycl::_V1::id") align 8 %2, ptr addrspace(1) noundef align 4 %3, ptr noundef byval(%"class.sycl::_V1::range.3") align 8 %4, ptr noundef byval(%"class.sycl::_V1::id.5") align 8 %5) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !27 !kernel_arg_exclusive_ptr !27 !sycl_fixed_targets !11 !sycl_kernel_omit_args !28 {
  %7 = load i64, ptr %2, align 8
  %8 = getelementptr inbounds nuw %struct.Particle, ptr addrspace(1) %1, i64 %7
  %9 = getelementptr inbounds i64, ptr %4, i64 1
  %10 = load i64, ptr %9, align 8
  %11 = getelementptr inbounds i64, ptr %4, i64 2
  %12 = load i64, ptr %11, align 8
  %13 = load i64, ptr %5, align 8
  %14 = getelementptr inbounds i64, ptr %5, i64 1
  %15 = load i64, ptr %14, align 8
  %16 = getelementptr inbounds i64, ptr %5, i64 2
  %17 = load i64, ptr %16, align 8
  %18 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 2) #4
  %19 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 1) #4
  %20 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %21 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 1) #4
  %22 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #4
  %23 = tail call spir_func noundef i64 @_Z27__spirv_BuiltInGlobalOffseti(i32 noundef 2) #4
  %24 = tail call spir_func noundef i64 @_Z27__spirv_BuiltInGlobalOffseti(i32 noundef 1) #4
  %25 = tail call spir_func noundef i64 @_Z27__spirv_BuiltInGlobalOffseti(i32 noundef 0) #4
  %26 = sub i64 %18, %23
  %27 = mul i64 %26, %21
  %28 = sub i64 %19, %24
  %29 = add i64 %28, %27
  %30 = mul i64 %29, %22
  %31 = sub i64 %20, %25
  %32 = add i64 %30, %31
  %33 = icmp ult i64 %32, 2147483648
  tail call void @llvm.assume(i1 %33)
  %34 = trunc nuw nsw i64 %32 to i32
  %35 = icmp eq i64 %0, 0
  br i1 %35, label %51, label %36

36:                                               ; preds = %47, %6
  %37 = phi i64 [ %49, %47 ], [ 0, %6 ]
  %38 = phi float [ %48, %47 ], [ 0.000000e+00, %6 ]
  %39 = getelementptr inbounds nuw %struct.Particle, ptr addrspace(1) %8, i64 %37
  %40 = getelementptr inbounds %struct.Particle, ptr addrspace(1) %39, i64 0, i32 7
  %41 = load i32, ptr addrspace(1) %40, align 4, !tbaa !22
  %42 = icmp eq i32 %41, %34
  br i1 %42, label %43, label %47

43:                                               ; preds = %36
  %44 = getelementptr inbounds %struct.Particle, ptr addrspace(1) %39, i64 0, i32 6
  %45 = load float, ptr addrspace(1) %44, align 4, !tbaa !24
  %46 = fadd float %38, %45
  br label %47

47:                                               ; preds = %43, %36
  %48 = phi float [ %46, %43 ], [ %38, %36 ]
  %49 = add nuw i64 %37, 1
  %50 = icmp eq i64 %49, %0
  br i1 %50, label %51, label %36, !llvm.loop !25

51:                                               ; preds = %47, %6
  %52 = phi float [ 0.000000e+00, %6 ], [ %48, %47 ]
  %53 = getelementptr float, ptr addrspace(1) %3, i64 %17
  %54 = mul i64 %13, %10
  %55 = add i64 %54, %15
  %56 = mul i64 %55, %12
  %57 = getelementptr float, ptr addrspace(1) %53, i64 %56
  %58 = icmp ult i64 %18, 2147483648
  tail call void @llvm.assume(i1 %58)
  %59 = icmp ult i64 %19, 2147483648
  tail call void @llvm.assume(i1 %59)
  %60 = icmp ult i64 %20, 2147483648
  tail call void @llvm.assume(i1 %60)
  %61 = mul i64 %18, %10
  %62 = add i64 %61, %19
  %63 = mul i64 %62, %12
  %64 = getelementptr float, ptr addrspace(1) %57, i64 %20
  %65 = getelementptr float, ptr addrspace(1) %64, i64 %63
  store float %52, ptr addrspace(1) %65, align 4, !tbaa !13
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS13RelaxInterior(ptr addrspace(1) noundef readonly align 4 %0, ptr noundef byval(%"class.sycl::_V1::range.3") align 8 %1, ptr noundef byval(%"class.sycl::_V1::id.5") align 8 %2, ptr addrspace(1) noundef align 4 %3, ptr noundef byval(%"class.sycl::_V1::range.3") align 8 %4, ptr noundef byval(%"class.sycl::_V1::id.5") align 8 %5) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !29 !kernel_arg_exclusive_ptr !29 !sycl_fixed_targets !11 !sycl_kernel_omit_args !30 {
  %7 = getelementptr inbounds i64, ptr %1, i64 1
  %8 = load i64, ptr %7, align 8
  %9 = getelementptr inbounds i64, ptr %1, i64 2
  %10 = load i64, ptr %9, align 8
  %11 = load i64, ptr %2, align 8
  %12 = getelementptr inbounds i64, ptr %2, i64 1
  %13 = load i64, ptr %12, align 8
  %14 = getelementptr inbounds i64, ptr %2, i64 2
  %15 = load i64, ptr %14, align 8
  %16 = mul i64 %11, %8
  %17 = add i64 %16, %13
  %18 = mul i64 %17, %10
  %19 = getelementptr float, ptr addrspace(1) %0, i64 %15
  %20 = getelementptr float, ptr addrspace(1) %19, i64 %18
  %21 = getelementptr inbounds i64, ptr %4, i64 1
  %22 = load i64, ptr %21, align 8
  %23 = getelementptr inbounds i64, ptr %4, i64 2
  %24 = load i64, ptr %23, align 8
  %25 = load i64, ptr %5, align 8
  %26 = getelementptr inbounds i64, ptr %5, i64 1
  %27 = load i64, ptr %26, align 8
  %28 = getelementptr inbounds i64, ptr %5, i64 2
  %29 = load i64, ptr %28, align 8
  %30 = mul i64 %25, %22
  %31 = add i64 %30, %27
  %32 = mul i64 %31, %24
  %33 = getelementptr float, ptr addrspace(1) %3, i64 %29
  %34 = getelementptr float, ptr addrspace(1) %33, i64 %32
  %35 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 2) #4
  %36 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 1) #4
  %37 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %38 = add i64 %35, -1
  %39 = mul i64 %38, %8
  %40 = add i64 %39, %36
  %41 = mul i64 %40, %10
  %42 = getelementptr float, ptr addrspace(1) %20, i64 %37
  %43 = getelementptr float, ptr addrspace(1) %42, i64 %41
  %44 = load float, ptr addrspace(1) %43, align 4, !tbaa !13
  %45 = add i64 %35, 1
  %46 = mul i64 %45, %8
  %47 = add i64 %46, %36
  %48 = mul i64 %47, %10
  %49 = getelementptr float, ptr addrspace(1) %42, i64 %48
  %50 = load float, ptr addrspace(1) %49, align 4, !tbaa !13
  %51 = fadd float %44, %50
  %52 = mul i64 %35, %8
  %53 = add i64 %52, %36
  %54 = add i64 %53, -1
  %55 = mul i64 %54, %10
  %56 = getelementptr float, ptr addrspace(1) %42, i64 %55
  %57 = load float, ptr addrspace(1) %56, align 4, !tbaa !13
  %58 = fadd float %51, %57
  %59 = add i64 %53, 1
  %60 = mul i64 %59, %10
  %61 = getelementptr float, ptr addrspace(1) %42, i64 %60
  %62 = load float, ptr addrspace(1) %61, align 4, !tbaa !13
  %63 = fadd float %58, %62
  %64 = mul i64 %53, %10
  %65 = getelementptr float, ptr addrspace(1) %42, i64 -1
  %66 = getelementptr float, ptr addrspace(1) %65, i64 %64
  %67 = load float, ptr addrspace(1) %66, align 4, !tbaa !13
  %68 = fadd float %63, %67
  %69 = getelementptr float, ptr addrspace(1) %42, i64 1
  %70 = getelementptr float, ptr addrspace(1) %69, i64 %64
  %71 = load float, ptr addrspace(1) %70, align 4, !tbaa !13
  %72 = fadd float %68, %71
  %73 = getelementptr float, ptr addrspace(1) %42, i64 %64
  %74 = load float, ptr addrspace(1) %73, align 4, !tbaa !13
  %75 = fdiv float %72, 1.200000e+01
  %76 = tail call float @llvm.fmuladd.f32(float %74, float 5.000000e-01, float %75)
  %77 = mul i64 %35, %22
  %78 = add i64 %77, %36
  %79 = mul i64 %78, %24
  %80 = getelementptr float, ptr addrspace(1) %34, i64 %37
  %81 = getelementptr float, ptr addrspace(1) %80, i64 %79
  store float %76, ptr addrspace(1) %81, align 4, !tbaa !13
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS10GridEnergy(ptr addrspace(1) noundef align 4 %0, ptr noundef byval(%"class.sycl::_V1::range.3") align 8 %1, ptr noundef byval(%"class.sycl::_V1::id.5") align 8 %2, ptr addrspace(1) noundef readonly align 4 %3, ptr noundef byval(%"class.sycl::_V1::range.3") align 8 %4, ptr noundef byval(%"class.sycl::_V1::id.5") align 8 %5) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !29 !kernel_arg_exclusive_ptr !29 !sycl_fixed_targets !11 !sycl_kernel_omit_args !30 {
  %7 = getelementptr inbounds i64, ptr %1, i64 1
  %8 = load i64, ptr %7, align 8
  %9 = getelementptr inbounds i64, ptr %1, i64 2
  %10 = load i64, ptr %9, align 8
  %11 = load i64, ptr %2, align 8
  %12 = getelementptr inbounds i64, ptr %2, i64 1
  %13 = load i64, ptr %12, align 8
  %14 = getelementptr inbounds i64, ptr %2, i64 2
  %15 = load i64, ptr %14, align 8
  %16 = mul i64 %11, %8
  %17 = add i64 %16, %13
  %18 = mul i64 %17, %10
  %19 = getelementptr float, ptr addrspace(1) %0, i64 %15
  %20 = getelementptr float, ptr addrspace(1) %19, i64 %18
  %21 = getelementptr inbounds i64, ptr %4, i64 1
  %22 = load i64, ptr %21, align 8
  %23 = getelementptr inbounds i64, ptr %4, i64 2
  %24 = load i64, ptr %23, align 8
  %25 = load i64, ptr %5, align 8
  %26 = getelementptr inbounds i64, ptr %5, i64 1
  %27 = load i64, ptr %26, align 8
  %28 = getelementptr inbounds i64, ptr %5, i64 2
  %29 = load i64, ptr %28, align 8
  %30 = mul i64 %25, %22
  %31 = add i64 %30, %27
  %32 = mul i64 %31, %24
  %33 = getelementptr float, ptr addrspace(1) %3, i64 %29
  %34 = getelementptr float, ptr addrspace(1) %33, i64 %32
  %35 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 2) #4
  %36 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 1) #4
  %37 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %38 = icmp ult i64 %35, 2147483648
  tail call void @llvm.assume(i1 %38)
  %39 = icmp ult i64 %36, 2147483648
  tail call void @llvm.assume(i1 %39)
  %40 = icmp ult i64 %37, 2147483648
  tail call void @llvm.assume(i1 %40)
  %41 = mul i64 %35, %22
  %42 = add i64 %41, %36
  %43 = mul i64 %42, %24
  %44 = getelementptr float, ptr addrspace(1) %34, i64 %37
  %45 = getelementptr float, ptr addrspace(1) %44, i64 %43
  %46 = load float, ptr addrspace(1) %45, align 4, !tbaa !13
  %47 = mul i64 %35, %8
  %48 = add i64 %47, %36
  %49 = mul i64 %48, %10
  %50 = getelementptr float, ptr addrspace(1) %20, i64 %37
  %51 = getelementptr float, ptr addrspace(1) %50, i64 %49
  store float %46, ptr addrspace(1) %51, align 4, !tbaa !13
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
!10 = !{i1 false, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false}
!11 = !{}
!12 = !{i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false}
!13 = !{!14, !14, i64 0}
!14 = !{!"float", !8, i64 0}
!15 = !{!7, !7, i64 0}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.mustprogress"}
!18 = !{i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false}
!19 = !{i1 false, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false}
!20 = !{i1 false, i1 false, i1 true, i1 false, i1 true, i1 false, i1 false}
!21 = !{i1 false, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 false, i1 false}
!22 = !{!23, !7, i64 28}
!23 = !{!"_ZTS8Particle", !14, i64 0, !14, i64 4, !14, i64 8, !14, i64 12, !14, i64 16, !14, i64 20, !14, i64 24, !7, i64 28}
!24 = !{!23, !14, i64 24}
!25 = distinct !{!25, !17}
!26 = distinct !{!26, !17}
!27 = !{i1 false, i1 true, i1 false, i1 true, i1 false, i1 false}
!28 = !{i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 false, i1 false}
!29 = !{i1 true, i1 false, i1 false, i1 true, i1 false, i1 false}
!30 = !{i1 false, i1 true, i1 false, i1 false, i1 false, i1 true, i1 false, i1 false}
