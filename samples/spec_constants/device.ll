source_filename = "rtc_0.cpp"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

%"class.sycl::_V1::specialization_id" = type { i32 }
%"class.sycl::_V1::specialization_id.21" = type { i64 }
%"class.sycl::_V1::specialization_id.22" = type { i32 }
%"class.sycl::_V1::specialization_id.23" = type { i16 }
%"class.sycl::_V1::specialization_id.25" = type { float }
%"class.sycl::_V1::specialization_id.27" = type { %struct.Coeffs }
%struct.Coeffs = type { float, i32 }
%"class.sycl::_V1::specialization_id.28" = type { %"struct.std::array" }
%"struct.std::array" = type { [4 x i32] }
%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [1 x i64] }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array" }

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI11LoopRuntimeEE = comdat any

$_ZTS11LoopRuntime = comdat any

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI8LoopSpecEE = comdat any

$_ZTS8LoopSpec = comdat any

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI11LoopLiteralEE = comdat any

$_ZTS11LoopLiteral = comdat any

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI7ScalarsEE = comdat any

$_ZTS7Scalars = comdat any

$_ZTS9Composite = comdat any

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI8ModeStepEE = comdat any

$_ZTS8ModeStep = comdat any

@__usid_str = private unnamed_addr addrspace(4) constant [14 x i8] c"____ZL6kIters\00", align 1
@_ZL6kIters = internal addrspace(1) constant %"class.sycl::_V1::specialization_id" { i32 1 }, align 4
@__usid_str.1 = private unnamed_addr addrspace(4) constant [13 x i8] c"____ZL5kBase\00", align 1
@_ZL5kBase = internal addrspace(1) constant %"class.sycl::_V1::specialization_id.21" zeroinitializer, align 8
@__usid_str.2 = private unnamed_addr addrspace(4) constant [13 x i8] c"____ZL5kMask\00", align 1
@_ZL5kMask = internal addrspace(1) constant %"class.sycl::_V1::specialization_id.22" { i32 255 }, align 4
@__usid_str.3 = private unnamed_addr addrspace(4) constant [13 x i8] c"____ZL5kTaps\00", align 1
@_ZL5kTaps = internal addrspace(1) constant %"class.sycl::_V1::specialization_id" { i32 2 }, align 4
@__usid_str.4 = private unnamed_addr addrspace(4) constant [14 x i8] c"____ZL6kShift\00", align 1
@_ZL6kShift = internal addrspace(1) constant %"class.sycl::_V1::specialization_id.23" zeroinitializer, align 2
@__usid_str.5 = private unnamed_addr addrspace(4) constant [13 x i8] c"____ZL5kGain\00", align 1
@_ZL5kGain = internal addrspace(1) constant %"class.sycl::_V1::specialization_id.25" { float 1.000000e+00 }, align 4
@__usid_str.6 = private unnamed_addr addrspace(4) constant [15 x i8] c"____ZL7kCoeffs\00", align 1
@_ZL7kCoeffs = internal addrspace(1) constant %"class.sycl::_V1::specialization_id.27" { %struct.Coeffs { float 1.000000e+00, i32 0 } }, align 4
@__usid_str.7 = private unnamed_addr addrspace(4) constant [16 x i8] c"____ZL8kWeights\00", align 1
@_ZL8kWeights = internal addrspace(1) constant %"class.sycl::_V1::specialization_id.28" zeroinitializer, align 4
@__usid_str.8 = private unnamed_addr addrspace(4) constant [13 x i8] c"____ZL5kMode\00", align 1
@_ZL5kMode = internal addrspace(1) constant %"class.sycl::_V1::specialization_id" zeroinitializer, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI11LoopRuntimeEE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, ptr addrspace(1) noundef readonly align 4 %1, ptr noundef byval(%"class.sycl::_V1::id") align 8 %2, i32 noundef %3, ptr addrspace(1) noundef align 4 %4, ptr noundef byval(%"class.sycl::_V1::id") align 8 %5) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !10 !kernel_arg_exclusive_ptr !10 !sycl_fixed_targets !11 !sycl_kernel_omit_args !12 {
  %7 = load i64, ptr %0, align 8
  %8 = load i64, ptr %2, align 8
  %9 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %8
  %10 = load i64, ptr %5, align 8
  %11 = getelementptr inbounds nuw float, ptr addrspace(1) %4, i64 %10
  %12 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #6
  %13 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #6
  %14 = icmp ult i64 %12, %7
  br i1 %14, label %15, label %32

15:                                               ; preds = %6
  %16 = icmp sgt i32 %3, 0
  br label %17

17:                                               ; preds = %27, %15
  %18 = phi i64 [ %12, %15 ], [ %30, %27 ]
  %19 = getelementptr inbounds nuw float, ptr addrspace(1) %9, i64 %18
  %20 = load float, ptr addrspace(1) %19, align 4, !tbaa !13
  br i1 %16, label %21, label %27

21:                                               ; preds = %21, %17
  %22 = phi i32 [ %25, %21 ], [ 0, %17 ]
  %23 = phi float [ %24, %21 ], [ %20, %17 ]
  %24 = tail call float @llvm.fmuladd.f32(float %23, float 5.000000e-01, float 1.000000e+00)
  %25 = add nuw nsw i32 %22, 1
  %26 = icmp eq i32 %25, %3
  br i1 %26, label %27, label %21, !llvm.loop !15

27:                                               ; preds = %21, %17
  %28 = phi float [ %20, %17 ], [ %24, %21 ]
  %29 = getelementptr inbounds nuw float, ptr addrspace(1) %11, i64 %18
  store float %28, ptr addrspace(1) %29, align 4, !tbaa !13
  %30 = add i64 %18, %13
  %31 = icmp ult i64 %30, %7
  br i1 %31, label %17, label %32, !llvm.loop !17

32:                                               ; preds = %27, %6
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS11LoopRuntime(ptr addrspace(1) noundef readonly align 4 %0, ptr noundef byval(%"class.sycl::_V1::id") align 8 %1, i32 noundef %2, ptr addrspace(1) noundef align 4 %3, ptr noundef byval(%"class.sycl::_V1::id") align 8 %4) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !18 !kernel_arg_exclusive_ptr !18 !sycl_fixed_targets !11 !sycl_kernel_omit_args !19 {
  %6 = load i64, ptr %1, align 8
  %7 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %6
  %8 = load i64, ptr %4, align 8
  %9 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #6
  %10 = icmp ult i64 %9, 2147483648
  tail call void @llvm.assume(i1 %10)
  %11 = getelementptr inbounds nuw float, ptr addrspace(1) %7, i64 %9
  %12 = load float, ptr addrspace(1) %11, align 4, !tbaa !13
  %13 = icmp sgt i32 %2, 0
  br i1 %13, label %14, label %20

14:                                               ; preds = %14, %5
  %15 = phi i32 [ %18, %14 ], [ 0, %5 ]
  %16 = phi float [ %17, %14 ], [ %12, %5 ]
  %17 = tail call float @llvm.fmuladd.f32(float %16, float 5.000000e-01, float 1.000000e+00)
  %18 = add nuw nsw i32 %15, 1
  %19 = icmp eq i32 %18, %2
  br i1 %19, label %20, label %14, !llvm.loop !15

20:                                               ; preds = %14, %5
  %21 = phi float [ %12, %5 ], [ %17, %14 ]
  %22 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %8
  %23 = getelementptr inbounds nuw float, ptr addrspace(1) %22, i64 %9
  store float %21, ptr addrspace(1) %23, align 4, !tbaa !13
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI8LoopSpecEE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, ptr addrspace(1) noundef readonly align 4 %1, ptr noundef byval(%"class.sycl::_V1::id") align 8 %2, ptr addrspace(1) noundef align 4 %3, ptr noundef byval(%"class.sycl::_V1::id") align 8 %4) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !20 !kernel_arg_exclusive_ptr !20 !sycl_fixed_targets !11 !sycl_kernel_omit_args !21 {
  %6 = load i64, ptr %0, align 8
  %7 = load i64, ptr %2, align 8
  %8 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %7
  %9 = load i64, ptr %4, align 8
  %10 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %9
  %11 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #6
  %12 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #6
  %13 = icmp ult i64 %11, %6
  br i1 %13, label %14, label %31

14:                                               ; preds = %26, %5
  %15 = phi i64 [ %29, %26 ], [ %11, %5 ]
  %16 = tail call spir_func noundef i32 @_Z37__sycl_getScalar2020SpecConstantValueIiET_PKcPKvS4_(ptr addrspace(4) noundef @__usid_str, ptr addrspace(4) noundef addrspacecast (ptr addrspace(1) @_ZL6kIters to ptr addrspace(4)), ptr addrspace(4) noundef null) #7
  %17 = getelementptr inbounds nuw float, ptr addrspace(1) %8, i64 %15
  %18 = load float, ptr addrspace(1) %17, align 4, !tbaa !13
  %19 = icmp sgt i32 %16, 0
  br i1 %19, label %20, label %26

20:                                               ; preds = %20, %14
  %21 = phi i32 [ %24, %20 ], [ 0, %14 ]
  %22 = phi float [ %23, %20 ], [ %18, %14 ]
  %23 = tail call float @llvm.fmuladd.f32(float %22, float 5.000000e-01, float 1.000000e+00)
  %24 = add nuw nsw i32 %21, 1
  %25 = icmp eq i32 %24, %16
  br i1 %25, label %26, label %20, !llvm.loop !22

26:                                               ; preds = %20, %14
  %27 = phi float [ %18, %14 ], [ %23, %20 ]
  %28 = getelementptr inbounds nuw float, ptr addrspace(1) %10, i64 %15
  store float %27, ptr addrspace(1) %28, align 4, !tbaa !13
  %29 = add i64 %15, %12
  %30 = icmp ult i64 %29, %6
  br i1 %30, label %14, label %31, !llvm.loop !23

31:                                               ; preds = %26, %5
  ret void
}

; Function Attrs: convergent nounwind
declare dso_local spir_func noundef i32 @_Z37__sycl_getScalar2020SpecConstantValueIiET_PKcPKvS4_(ptr addrspace(4) noundef, ptr addrspace(4) noundef, ptr addrspace(4) noundef) local_unnamed_addr #5

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS8LoopSpec(ptr addrspace(1) noundef readonly align 4 %0, ptr noundef byval(%"class.sycl::_V1::id") align 8 %1, ptr addrspace(1) noundef align 4 %2, ptr noundef byval(%"class.sycl::_V1::id") align 8 %3) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !24 !kernel_arg_exclusive_ptr !24 !sycl_fixed_targets !11 !sycl_kernel_omit_args !25 {
  %5 = load i64, ptr %1, align 8
  %6 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %5
  %7 = load i64, ptr %3, align 8
  %8 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #6
  %9 = icmp ult i64 %8, 2147483648
  tail call void @llvm.assume(i1 %9)
  %10 = tail call spir_func noundef i32 @_Z37__sycl_getScalar2020SpecConstantValueIiET_PKcPKvS4_(ptr addrspace(4) noundef @__usid_str, ptr addrspace(4) noundef addrspacecast (ptr addrspace(1) @_ZL6kIters to ptr addrspace(4)), ptr addrspace(4) noundef null) #7
  %11 = getelementptr inbounds nuw float, ptr addrspace(1) %6, i64 %8
  %12 = load float, ptr addrspace(1) %11, align 4, !tbaa !13
  %13 = icmp sgt i32 %10, 0
  br i1 %13, label %14, label %20

14:                                               ; preds = %14, %4
  %15 = phi i32 [ %18, %14 ], [ 0, %4 ]
  %16 = phi float [ %17, %14 ], [ %12, %4 ]
  %17 = tail call float @llvm.fmuladd.f32(float %16, float 5.000000e-01, float 1.000000e+00)
  %18 = add nuw nsw i32 %15, 1
  %19 = icmp eq i32 %18, %10
  br i1 %19, label %20, label %14, !llvm.loop !22

20:                                               ; preds = %14, %4
  %21 = phi float [ %12, %4 ], [ %17, %14 ]
  %22 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %7
  %23 = getelementptr inbounds nuw float, ptr addrspace(1) %22, i64 %8
  store float %21, ptr addrspace(1) %23, align 4, !tbaa !13
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI11LoopLiteralEE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, ptr addrspace(1) noundef readonly align 4 %1, ptr noundef byval(%"class.sycl::_V1::id") align 8 %2, ptr addrspace(1) noundef align 4 %3, ptr noundef byval(%"class.sycl::_V1::id") align 8 %4) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !20 !kernel_arg_exclusive_ptr !20 !sycl_fixed_targets !11 !sycl_kernel_omit_args !26 {
  %6 = load i64, ptr %0, align 8
  %7 = load i64, ptr %2, align 8
  %8 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %7
  %9 = load i64, ptr %4, align 8
  %10 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %9
  %11 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #6
  %12 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #6
  %13 = icmp ult i64 %11, %6
  br i1 %13, label %14, label %37

14:                                               ; preds = %14, %5
  %15 = phi i64 [ %35, %14 ], [ %11, %5 ]
  %16 = getelementptr inbounds nuw float, ptr addrspace(1) %8, i64 %15
  %17 = load float, ptr addrspace(1) %16, align 4, !tbaa !13
  %18 = tail call float @llvm.fmuladd.f32(float %17, float 5.000000e-01, float 1.000000e+00)
  %19 = tail call float @llvm.fmuladd.f32(float %18, float 5.000000e-01, float 1.000000e+00)
  %20 = tail call float @llvm.fmuladd.f32(float %19, float 5.000000e-01, float 1.000000e+00)
  %21 = tail call float @llvm.fmuladd.f32(float %20, float 5.000000e-01, float 1.000000e+00)
  %22 = tail call float @llvm.fmuladd.f32(float %21, float 5.000000e-01, float 1.000000e+00)
  %23 = tail call float @llvm.fmuladd.f32(float %22, float 5.000000e-01, float 1.000000e+00)
  %24 = tail call float @llvm.fmuladd.f32(float %23, float 5.000000e-01, float 1.000000e+00)
  %25 = tail call float @llvm.fmuladd.f32(float %24, float 5.000000e-01, float 1.000000e+00)
  %26 = tail call float @llvm.fmuladd.f32(float %25, float 5.000000e-01, float 1.000000e+00)
  %27 = tail call float @llvm.fmuladd.f32(float %26, float 5.000000e-01, float 1.000000e+00)
  %28 = tail call float @llvm.fmuladd.f32(float %27, float 5.000000e-01, float 1.000000e+00)
  %29 = tail call float @llvm.fmuladd.f32(float %28, float 5.000000e-01, float 1.000000e+00)
  %30 = tail call float @llvm.fmuladd.f32(float %29, float 5.000000e-01, float 1.000000e+00)
  %31 = tail call float @llvm.fmuladd.f32(float %30, float 5.000000e-01, float 1.000000e+00)
  %32 = tail call float @llvm.fmuladd.f32(float %31, float 5.000000e-01, float 1.000000e+00)
  %33 = tail call float @llvm.fmuladd.f32(float %32, float 5.000000e-01, float 1.000000e+00)
  %34 = getelementptr inbounds nuw float, ptr addrspace(1) %10, i64 %15
  store float %33, ptr addrspace(1) %34, align 4, !tbaa !13
  %35 = add i64 %15, %12
  %36 = icmp ult i64 %35, %6
  br i1 %36, label %14, label %37, !llvm.loop !27

37:                                               ; preds = %14, %5
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS11LoopLiteral(ptr addrspace(1) noundef readonly align 4 %0, ptr noundef byval(%"class.sycl::_V1::id") align 8 %1, ptr addrspace(1) noundef align 4 %2, ptr noundef byval(%"class.sycl::_V1::id") align 8 %3) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !24 !kernel_arg_exclusive_ptr !24 !sycl_fixed_targets !11 !sycl_kernel_omit_args !28 {
  %5 = load i64, ptr %1, align 8
  %6 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %5
  %7 = load i64, ptr %3, align 8
  %8 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #6
  %9 = icmp ult i64 %8, 2147483648
  tail call void @llvm.assume(i1 %9)
  %10 = getelementptr inbounds nuw float, ptr addrspace(1) %6, i64 %8
  %11 = load float, ptr addrspace(1) %10, align 4, !tbaa !13
  %12 = tail call float @llvm.fmuladd.f32(float %11, float 5.000000e-01, float 1.000000e+00)
  %13 = tail call float @llvm.fmuladd.f32(float %12, float 5.000000e-01, float 1.000000e+00)
  %14 = tail call float @llvm.fmuladd.f32(float %13, float 5.000000e-01, float 1.000000e+00)
  %15 = tail call float @llvm.fmuladd.f32(float %14, float 5.000000e-01, float 1.000000e+00)
  %16 = tail call float @llvm.fmuladd.f32(float %15, float 5.000000e-01, float 1.000000e+00)
  %17 = tail call float @llvm.fmuladd.f32(float %16, float 5.000000e-01, float 1.000000e+00)
  %18 = tail call float @llvm.fmuladd.f32(float %17, float 5.000000e-01, float 1.000000e+00)
  %19 = tail call float @llvm.fmuladd.f32(float %18, float 5.000000e-01, float 1.000000e+00)
  %20 = tail call float @llvm.fmuladd.f32(float %19, float 5.000000e-01, float 1.000000e+00)
  %21 = tail call float @llvm.fmuladd.f32(float %20, float 5.000000e-01, float 1.000000e+00)
  %22 = tail call float @llvm.fmuladd.f32(float %21, float 5.000000e-01, float 1.000000e+00)
  %23 = tail call float @llvm.fmuladd.f32(float %22, float 5.000000e-01, float 1.000000e+00)
  %24 = tail call float @llvm.fmuladd.f32(float %23, float 5.000000e-01, float 1.000000e+00)
  %25 = tail call float @llvm.fmuladd.f32(float %24, float 5.000000e-01, float 1.000000e+00)
  %26 = tail call float @llvm.fmuladd.f32(float %25, float 5.000000e-01, float 1.000000e+00)
  %27 = tail call float @llvm.fmuladd.f32(float %26, float 5.000000e-01, float 1.000000e+00)
  %28 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %7
  %29 = getelementptr inbounds nuw float, ptr addrspace(1) %28, i64 %8
  store float %27, ptr addrspace(1) %29, align 4, !tbaa !13
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI7ScalarsEE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, ptr addrspace(1) noundef align 8 %1, ptr noundef byval(%"class.sycl::_V1::id") align 8 %2, ptr addrspace(1) noundef align 4 %3, ptr noundef byval(%"class.sycl::_V1::id") align 8 %4) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !20 !kernel_arg_exclusive_ptr !20 !sycl_fixed_targets !11 !sycl_kernel_omit_args !21 {
  %6 = load i64, ptr %0, align 8
  %7 = load i64, ptr %2, align 8
  %8 = getelementptr inbounds nuw i64, ptr addrspace(1) %1, i64 %7
  %9 = load i64, ptr %4, align 8
  %10 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %9
  %11 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #6
  %12 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #6
  %13 = icmp ult i64 %11, %6
  br i1 %13, label %14, label %38

14:                                               ; preds = %14, %5
  %15 = phi i64 [ %36, %14 ], [ %11, %5 ]
  %16 = tail call spir_func noundef i64 @_Z37__sycl_getScalar2020SpecConstantValueIlET_PKcPKvS4_(ptr addrspace(4) noundef @__usid_str.1, ptr addrspace(4) noundef addrspacecast (ptr addrspace(1) @_ZL5kBase to ptr addrspace(4)), ptr addrspace(4) noundef null) #7
  %17 = tail call spir_func noundef i32 @_Z37__sycl_getScalar2020SpecConstantValueIjET_PKcPKvS4_(ptr addrspace(4) noundef @__usid_str.2, ptr addrspace(4) noundef addrspacecast (ptr addrspace(1) @_ZL5kMask to ptr addrspace(4)), ptr addrspace(4) noundef null) #7
  %18 = zext i32 %17 to i64
  %19 = and i64 %15, %18
  %20 = tail call spir_func noundef i32 @_Z37__sycl_getScalar2020SpecConstantValueIiET_PKcPKvS4_(ptr addrspace(4) noundef @__usid_str.3, ptr addrspace(4) noundef addrspacecast (ptr addrspace(1) @_ZL5kTaps to ptr addrspace(4)), ptr addrspace(4) noundef null) #7
  %21 = sext i32 %20 to i64
  %22 = mul nsw i64 %19, %21
  %23 = add nsw i64 %22, %16
  %24 = tail call spir_func noundef signext i16 @_Z37__sycl_getScalar2020SpecConstantValueIsET_PKcPKvS4_(ptr addrspace(4) noundef @__usid_str.4, ptr addrspace(4) noundef addrspacecast (ptr addrspace(1) @_ZL6kShift to ptr addrspace(4)), ptr addrspace(4) noundef null) #7
  %25 = sext i16 %24 to i64
  %26 = and i64 %25, 4294967295
  %27 = shl i64 %15, %26
  %28 = add nsw i64 %23, %27
  %29 = getelementptr inbounds nuw i64, ptr addrspace(1) %8, i64 %15
  store i64 %28, ptr addrspace(1) %29, align 8, !tbaa !29
  %30 = tail call spir_func noundef float @_Z37__sycl_getScalar2020SpecConstantValueIfET_PKcPKvS4_(ptr addrspace(4) noundef @__usid_str.5, ptr addrspace(4) noundef addrspacecast (ptr addrspace(1) @_ZL5kGain to ptr addrspace(4)), ptr addrspace(4) noundef null) #7
  %31 = trunc i64 %15 to i32
  %32 = urem i32 %31, 7
  %33 = uitofp nneg i32 %32 to float
  %34 = fmul float %30, %33
  %35 = getelementptr inbounds nuw float, ptr addrspace(1) %10, i64 %15
  store float %34, ptr addrspace(1) %35, align 4, !tbaa !13
  %36 = add i64 %15, %12
  %37 = icmp ult i64 %36, %6
  br i1 %37, label %14, label %38, !llvm.loop !31

38:                                               ; preds = %14, %5
  ret void
}

; Function Attrs: convergent nounwind
declare dso_local spir_func noundef i64 @_Z37__sycl_getScalar2020SpecConstantValueIlET_PKcPKvS4_(ptr addrspace(4) noundef, ptr addrspace(4) noundef, ptr addrspace(4) noundef) local_unnamed_addr #5

; Function Attrs: convergent nounwind
declare dso_local spir_func noundef i32 @_Z37__sycl_getScalar2020SpecConstantValueIjET_PKcPKvS4_(ptr addrspace(4) noundef, ptr addrspace(4) noundef, ptr addrspace(4) noundef) local_unnamed_addr #5

; Function Attrs: convergent nounwind
declare dso_local spir_func noundef signext i16 @_Z37__sycl_getScalar2020SpecConstantValueIsET_PKcPKvS4_(ptr addrspace(4) noundef, ptr addrspace(4) noundef, ptr addrspace(4) noundef) local_unnamed_addr #5

; Function Attrs: convergent nounwind
declare dso_local spir_func noundef float @_Z37__sycl_getScalar2020SpecConstantValueIfET_PKcPKvS4_(ptr addrspace(4) noundef, ptr addrspace(4) noundef, ptr addrspace(4) noundef) local_unnamed_addr #5

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS7Scalars(ptr addrspace(1) noundef align 8 %0, ptr noundef byval(%"class.sycl::_V1::id") align 8 %1, ptr addrspace(1) noundef align 4 %2, ptr noundef byval(%"class.sycl::_V1::id") align 8 %3) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !24 !kernel_arg_exclusive_ptr !24 !sycl_fixed_targets !11 !sycl_kernel_omit_args !25 {
  %5 = load i64, ptr %1, align 8
  %6 = getelementptr inbounds nuw i64, ptr addrspace(1) %0, i64 %5
  %7 = load i64, ptr %3, align 8
  %8 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %7
  %9 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #6
  %10 = icmp ult i64 %9, 2147483648
  tail call void @llvm.assume(i1 %10)
  %11 = tail call spir_func noundef i64 @_Z37__sycl_getScalar2020SpecConstantValueIlET_PKcPKvS4_(ptr addrspace(4) noundef @__usid_str.1, ptr addrspace(4) noundef addrspacecast (ptr addrspace(1) @_ZL5kBase to ptr addrspace(4)), ptr addrspace(4) noundef null) #7
  %12 = tail call spir_func noundef i32 @_Z37__sycl_getScalar2020SpecConstantValueIjET_PKcPKvS4_(ptr addrspace(4) noundef @__usid_str.2, ptr addrspace(4) noundef addrspacecast (ptr addrspace(1) @_ZL5kMask to ptr addrspace(4)), ptr addrspace(4) noundef null) #7
  %13 = zext i32 %12 to i64
  %14 = and i64 %9, %13
  %15 = tail call spir_func noundef i32 @_Z37__sycl_getScalar2020SpecConstantValueIiET_PKcPKvS4_(ptr addrspace(4) noundef @__usid_str.3, ptr addrspace(4) noundef addrspacecast (ptr addrspace(1) @_ZL5kTaps to ptr addrspace(4)), ptr addrspace(4) noundef null) #7
  %16 = sext i32 %15 to i64
  %17 = mul nsw i64 %14, %16
  %18 = add nsw i64 %17, %11
  %19 = tail call spir_func noundef signext i16 @_Z37__sycl_getScalar2020SpecConstantValueIsET_PKcPKvS4_(ptr addrspace(4) noundef @__usid_str.4, ptr addrspace(4) noundef addrspacecast (ptr addrspace(1) @_ZL6kShift to ptr addrspace(4)), ptr addrspace(4) noundef null) #7
  %20 = sext i16 %19 to i64
  %21 = and i64 %20, 4294967295
  %22 = shl i64 %9, %21
  %23 = add nsw i64 %18, %22
  %24 = getelementptr inbounds nuw i64, ptr addrspace(1) %6, i64 %9
  store i64 %23, ptr addrspace(1) %24, align 8, !tbaa !29
  %25 = tail call spir_func noundef float @_Z37__sycl_getScalar2020SpecConstantValueIfET_PKcPKvS4_(ptr addrspace(4) noundef @__usid_str.5, ptr addrspace(4) noundef addrspacecast (ptr addrspace(1) @_ZL5kGain to ptr addrspace(4)), ptr addrspace(4) noundef null) #7
  %26 = trunc nuw nsw i64 %9 to i32
  %27 = urem i32 %26, 7
  %28 = uitofp nneg i32 %27 to float
  %29 = fmul float %25, %28
  %30 = getelementptr inbounds nuw float, ptr addrspace(1) %8, i64 %9
  store float %29, ptr addrspace(1) %30, align 4, !tbaa !13
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS9Composite(ptr addrspace(1) noundef align 4 %0, ptr noundef byval(%"class.sycl::_V1::id") align 8 %1, ptr addrspace(1) noundef readonly align 4 %2, ptr noundef byval(%"class.sycl::_V1::id") align 8 %3) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !24 !kernel_arg_exclusive_ptr !24 !sycl_fixed_targets !11 !sycl_kernel_omit_args !25 {
  %5 = alloca %struct.Coeffs, align 4
  %6 = alloca %"struct.std::array", align 4
  %7 = load i64, ptr %1, align 8
  %8 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %7
  %9 = load i64, ptr %3, align 8
  %10 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %9
  %11 = addrspacecast ptr %5 to ptr addrspace(4)
  %12 = addrspacecast ptr %6 to ptr addrspace(4)
  call void @llvm.lifetime.start.p0(ptr nonnull %5) #8
  call spir_func void @_Z40__sycl_getComposite2020SpecConstantValueI6CoeffsET_PKcPKvS5_(ptr addrspace(4) dead_on_unwind writable sret(%struct.Coeffs) align 4 %11, ptr addrspace(4) noundef @__usid_str.6, ptr addrspace(4) noundef addrspacecast (ptr addrspace(1) @_ZL7kCoeffs to ptr addrspace(4)), ptr addrspace(4) noundef null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %6) #8
  call spir_func void @_Z40__sycl_getComposite2020SpecConstantValueISt5arrayIiLm4EEET_PKcPKvS6_(ptr addrspace(4) dead_on_unwind writable sret(%"struct.std::array") align 4 %12, ptr addrspace(4) noundef @__usid_str.7, ptr addrspace(4) noundef addrspacecast (ptr addrspace(1) @_ZL8kWeights to ptr addrspace(4)), ptr addrspace(4) noundef null) #7
  %13 = call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #6
  %14 = icmp ult i64 %13, 2147483648
  call void @llvm.assume(i1 %14)
  %15 = getelementptr inbounds %struct.Coeffs, ptr %5, i64 0, i32 0
  %16 = load float, ptr %15, align 4, !tbaa !32
  %17 = getelementptr inbounds nuw float, ptr addrspace(1) %10, i64 %13
  %18 = load float, ptr addrspace(1) %17, align 4, !tbaa !13
  %19 = getelementptr inbounds %struct.Coeffs, ptr %5, i64 0, i32 1
  %20 = load i32, ptr %19, align 4, !tbaa !34
  %21 = call spir_func noundef i64 @_Z32__spirv_BuiltInLocalInvocationIdi(i32 noundef 0) #6
  %22 = icmp ult i64 %21, 2147483648
  call void @llvm.assume(i1 %22)
  %23 = and i64 %21, 3
  %24 = getelementptr inbounds %"struct.std::array", ptr %6, i64 0, i32 0
  %25 = getelementptr inbounds [4 x i32], ptr %24, i64 0, i64 %23
  %26 = load i32, ptr %25, align 4, !tbaa !35
  %27 = add nsw i32 %26, %20
  %28 = sitofp i32 %27 to float
  %29 = call float @llvm.fmuladd.f32(float %16, float %18, float %28)
  %30 = getelementptr inbounds nuw float, ptr addrspace(1) %8, i64 %13
  store float %29, ptr addrspace(1) %30, align 4, !tbaa !13
  call void @llvm.lifetime.end.p0(ptr nonnull %6) #8
  call void @llvm.lifetime.end.p0(ptr nonnull %5) #8
  ret void
}

; Function Attrs: convergent nounwind
declare dso_local spir_func void @_Z40__sycl_getComposite2020SpecConstantValueI6CoeffsET_PKcPKvS5_(ptr addrspace(4) dead_on_unwind writable sret(%struct.Coeffs) align 4, ptr addrspace(4) noundef, ptr addrspace(4) noundef, ptr addrspace(4) noundef) local_unnamed_addr #5

; Function Attrs: convergent nounwind
declare dso_local spir_func void @_Z40__sycl_getComposite2020SpecConstantValueISt5arrayIiLm4EEET_PKcPKvS6_(ptr addrspace(4) dead_on_unwind writable sret(%"struct.std::array") align 4, ptr addrspace(4) noundef, ptr addrspace(4) noundef, ptr addrspace(4) noundef) local_unnamed_addr #5

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z32__spirv_BuiltInLocalInvocationIdi(i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI8ModeStepEE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, ptr addrspace(1) noundef align 4 %1, ptr noundef byval(%"class.sycl::_V1::id") align 8 %2) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !36 !kernel_arg_exclusive_ptr !36 !sycl_fixed_targets !11 !sycl_kernel_omit_args !37 {
  %4 = load i64, ptr %0, align 8
  %5 = load i64, ptr %2, align 8
  %6 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %5
  %7 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #6
  %8 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #6
  %9 = icmp ult i64 %7, %4
  br i1 %9, label %10, label %21

10:                                               ; preds = %10, %3
  %11 = phi i64 [ %19, %10 ], [ %7, %3 ]
  %12 = tail call spir_func noundef i32 @_Z37__sycl_getScalar2020SpecConstantValueIiET_PKcPKvS4_(ptr addrspace(4) noundef @__usid_str.8, ptr addrspace(4) noundef addrspacecast (ptr addrspace(1) @_ZL5kMode to ptr addrspace(4)), ptr addrspace(4) noundef null) #7
  %13 = icmp eq i32 %12, 1
  %14 = getelementptr inbounds nuw i32, ptr addrspace(1) %6, i64 %11
  %15 = load i32, ptr addrspace(1) %14, align 4, !tbaa !35
  %16 = add nsw i32 %15, 10
  %17 = mul nsw i32 %15, %12
  %18 = select i1 %13, i32 %16, i32 %17
  store i32 %18, ptr addrspace(1) %14, align 4, !tbaa !35
  %19 = add i64 %11, %8
  %20 = icmp ult i64 %19, %4
  br i1 %20, label %10, label %21, !llvm.loop !38

21:                                               ; preds = %10, %3
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS8ModeStep(ptr addrspace(1) noundef align 4 %0, ptr noundef byval(%"class.sycl::_V1::id") align 8 %1) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !39 !kernel_arg_exclusive_ptr !39 !sycl_fixed_targets !11 !sycl_kernel_omit_args !40 {
  %3 = load i64, ptr %1, align 8
  %4 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %3
  %5 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #6
  %6 = icmp ult i64 %5, 2147483648
  tail call void @llvm.assume(i1 %6)
  %7 = tail call spir_func noundef i32 @_Z37__sycl_getScalar2020SpecConstantValueIiET_PKcPKvS4_(ptr addrspace(4) noundef @__usid_str.8, ptr addrspace(4) noundef addrspacecast (ptr addrspace(1) @_ZL5kMode to ptr addrspace(4)), ptr addrspace(4) noundef null) #7
  %8 = icmp eq i32 %7, 1
  %9 = getelementptr inbounds nuw i32, ptr addrspace(1) %4, i64 %5
  %10 = load i32, ptr addrspace(1) %9, align 4, !tbaa !35
  %11 = add nsw i32 %10, 10
  %12 = mul nsw i32 %10, %7
  %13 = select i1 %8, i32 %11, i32 %12
  store i32 %13, ptr addrspace(1) %9, align 4, !tbaa !35
  ret void
}

declare dso_local spir_func i32 @_Z18__spirv_ocl_printfPU3AS2Kcz(ptr addrspace(2), ...)

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "sycl-module-id"="rtc_0.cpp" "sycl-optlevel"="2" "uniform-work-group-size" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #4 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size" }
attributes #5 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size" }
attributes #6 = { convergent nounwind willreturn memory(none) "uniform-work-group-size" }
attributes #7 = { convergent nounwind "uniform-work-group-size" }
attributes #8 = { nounwind }

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
!17 = distinct !{!17, !16}
!18 = !{i1 true, i1 false, i1 false, i1 true, i1 false}
!19 = !{i1 false, i1 true, i1 true, i1 false, i1 false, i1 false, i1 true, i1 true, i1 false}
!20 = !{i1 false, i1 true, i1 false, i1 true, i1 false}
!21 = !{i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false, i1 true}
!22 = distinct !{!22, !16}
!23 = distinct !{!23, !16}
!24 = !{i1 true, i1 false, i1 true, i1 false}
!25 = !{i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false, i1 true}
!26 = !{i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false}
!27 = distinct !{!27, !16}
!28 = !{i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false}
!29 = !{!30, !30, i64 0}
!30 = !{!"long", !8, i64 0}
!31 = distinct !{!31, !16}
!32 = !{!33, !14, i64 0}
!33 = !{!"_ZTS6Coeffs", !14, i64 0, !7, i64 4}
!34 = !{!33, !7, i64 4}
!35 = !{!7, !7, i64 0}
!36 = !{i1 false, i1 true, i1 false}
!37 = !{i1 false, i1 false, i1 true, i1 true, i1 false, i1 true}
!38 = distinct !{!38, !16}
!39 = !{i1 true, i1 false}
!40 = !{i1 false, i1 true, i1 true, i1 false, i1 true}
