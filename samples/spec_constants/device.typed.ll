; ModuleID = 'device.bc'
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024"
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

@__usid_str = internal unnamed_addr addrspace(4) constant [14 x i8] c"____ZL6kIters\00", align 1
@_ZL6kIters = internal addrspace(1) constant %"class.sycl::_V1::specialization_id" { i32 1 }, align 4
@__usid_str.1 = internal unnamed_addr addrspace(4) constant [13 x i8] c"____ZL5kBase\00", align 1
@_ZL5kBase = internal addrspace(1) constant %"class.sycl::_V1::specialization_id.21" zeroinitializer, align 8
@__usid_str.2 = internal unnamed_addr addrspace(4) constant [13 x i8] c"____ZL5kMask\00", align 1
@_ZL5kMask = internal addrspace(1) constant %"class.sycl::_V1::specialization_id.22" { i32 255 }, align 4
@__usid_str.3 = internal unnamed_addr addrspace(4) constant [13 x i8] c"____ZL5kTaps\00", align 1
@_ZL5kTaps = internal addrspace(1) constant %"class.sycl::_V1::specialization_id" { i32 2 }, align 4
@__usid_str.4 = internal unnamed_addr addrspace(4) constant [14 x i8] c"____ZL6kShift\00", align 1
@_ZL6kShift = internal addrspace(1) constant %"class.sycl::_V1::specialization_id.23" zeroinitializer, align 2
@__usid_str.5 = internal unnamed_addr addrspace(4) constant [13 x i8] c"____ZL5kGain\00", align 1
@_ZL5kGain = internal addrspace(1) constant %"class.sycl::_V1::specialization_id.25" { float 1.000000e+00 }, align 4
@__usid_str.6 = internal unnamed_addr addrspace(4) constant [15 x i8] c"____ZL7kCoeffs\00", align 1
@_ZL7kCoeffs = internal addrspace(1) constant %"class.sycl::_V1::specialization_id.27" { %struct.Coeffs { float 1.000000e+00, i32 0 } }, align 4
@__usid_str.7 = internal unnamed_addr addrspace(4) constant [16 x i8] c"____ZL8kWeights\00", align 1
@_ZL8kWeights = internal addrspace(1) constant %"class.sycl::_V1::specialization_id.28" zeroinitializer, align 4
@__usid_str.8 = internal unnamed_addr addrspace(4) constant [13 x i8] c"____ZL5kMode\00", align 1
@_ZL5kMode = internal addrspace(1) constant %"class.sycl::_V1::specialization_id" zeroinitializer, align 4

; Function Attrs: nounwind
declare spir_func i32 @_Z37__sycl_getScalar2020SpecConstantValueIiET_PKcPKvS4_(i8 addrspace(4)*, i8 addrspace(4)*, i8 addrspace(4)*) #0

; Function Attrs: nounwind
declare spir_func i64 @_Z37__sycl_getScalar2020SpecConstantValueIlET_PKcPKvS4_(i8 addrspace(4)*, i8 addrspace(4)*, i8 addrspace(4)*) #0

; Function Attrs: nounwind
declare spir_func i32 @_Z37__sycl_getScalar2020SpecConstantValueIjET_PKcPKvS4_(i8 addrspace(4)*, i8 addrspace(4)*, i8 addrspace(4)*) #0

; Function Attrs: nounwind
declare spir_func signext i16 @_Z37__sycl_getScalar2020SpecConstantValueIsET_PKcPKvS4_(i8 addrspace(4)*, i8 addrspace(4)*, i8 addrspace(4)*) #0

; Function Attrs: nounwind
declare spir_func float @_Z37__sycl_getScalar2020SpecConstantValueIfET_PKcPKvS4_(i8 addrspace(4)*, i8 addrspace(4)*, i8 addrspace(4)*) #0

; Function Attrs: nounwind
declare spir_func void @_Z40__sycl_getComposite2020SpecConstantValueI6CoeffsET_PKcPKvS5_(%struct.Coeffs addrspace(4)* sret(%struct.Coeffs) align 4, i8 addrspace(4)*, i8 addrspace(4)*, i8 addrspace(4)*) #0

; Function Attrs: nounwind
declare spir_func void @_Z40__sycl_getComposite2020SpecConstantValueISt5arrayIiLm4EEET_PKcPKvS6_(%"struct.std::array" addrspace(4)* sret(%"struct.std::array") align 4, i8 addrspace(4)*, i8 addrspace(4)*, i8 addrspace(4)*) #0

; Function Attrs: nounwind
define spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI11LoopRuntimeEE(%"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %0, float addrspace(1)* readonly align 4 %1, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %2, i32 %3, float addrspace(1)* align 4 %4, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %5) #0 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_type_qual !9 !kernel_arg_base_type !8 {
  %7 = bitcast %"class.sycl::_V1::range"* %0 to i64*
  %8 = load i64, i64* %7, align 8
  %9 = bitcast %"class.sycl::_V1::id"* %2 to i64*
  %10 = load i64, i64* %9, align 8
  %11 = getelementptr inbounds float, float addrspace(1)* %1, i64 %10
  %12 = bitcast %"class.sycl::_V1::id"* %5 to i64*
  %13 = load i64, i64* %12, align 8
  %14 = getelementptr inbounds float, float addrspace(1)* %4, i64 %13
  %15 = call spir_func i64 @_Z13get_global_idj(i32 0) #3
  %16 = insertelement <3 x i64> undef, i64 %15, i32 0
  %17 = call spir_func i64 @_Z13get_global_idj(i32 1) #3
  %18 = insertelement <3 x i64> %16, i64 %17, i32 1
  %19 = call spir_func i64 @_Z13get_global_idj(i32 2) #3
  %20 = insertelement <3 x i64> %18, i64 %19, i32 2
  %21 = extractelement <3 x i64> %20, i32 0
  %22 = select i1 true, i64 %21, i64 0
  %23 = call spir_func i64 @_Z15get_global_sizej(i32 0) #3
  %24 = insertelement <3 x i64> undef, i64 %23, i32 0
  %25 = call spir_func i64 @_Z15get_global_sizej(i32 1) #3
  %26 = insertelement <3 x i64> %24, i64 %25, i32 1
  %27 = call spir_func i64 @_Z15get_global_sizej(i32 2) #3
  %28 = insertelement <3 x i64> %26, i64 %27, i32 2
  %29 = extractelement <3 x i64> %28, i32 0
  %30 = select i1 true, i64 %29, i64 1
  %31 = icmp ult i64 %22, %8
  br i1 %31, label %32, label %52

32:                                               ; preds = %6
  %33 = icmp sgt i32 %3, 0
  br label %34

34:                                               ; preds = %46, %32
  %35 = phi i64 [ %22, %32 ], [ %49, %46 ]
  %36 = getelementptr inbounds float, float addrspace(1)* %11, i64 %35
  %37 = load float, float addrspace(1)* %36, align 4
  br i1 %33, label %38, label %46

38:                                               ; preds = %34
  br label %39

39:                                               ; preds = %39, %38
  %40 = phi i32 [ %43, %39 ], [ 0, %38 ]
  %41 = phi float [ %42, %39 ], [ %37, %38 ]
  %42 = call spir_func float @_Z3madfff(float %41, float 5.000000e-01, float 1.000000e+00) #4
  %43 = add nuw nsw i32 %40, 1
  %44 = icmp eq i32 %43, %3
  br i1 %44, label %45, label %39

45:                                               ; preds = %39
  br label %46

46:                                               ; preds = %45, %34
  %47 = phi float [ %37, %34 ], [ %42, %45 ]
  %48 = getelementptr inbounds float, float addrspace(1)* %14, i64 %35
  store float %47, float addrspace(1)* %48, align 4
  %49 = add i64 %35, %30
  %50 = icmp ult i64 %49, %8
  br i1 %50, label %34, label %51

51:                                               ; preds = %46
  br label %52

52:                                               ; preds = %51, %6
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTS11LoopRuntime(float addrspace(1)* readonly align 4 %0, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %1, i32 %2, float addrspace(1)* align 4 %3, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %4) #0 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_type_qual !13 !kernel_arg_base_type !12 {
  %6 = bitcast %"class.sycl::_V1::id"* %1 to i64*
  %7 = load i64, i64* %6, align 8
  %8 = getelementptr inbounds float, float addrspace(1)* %0, i64 %7
  %9 = bitcast %"class.sycl::_V1::id"* %4 to i64*
  %10 = load i64, i64* %9, align 8
  %11 = call spir_func i64 @_Z13get_global_idj(i32 0) #3
  %12 = insertelement <3 x i64> undef, i64 %11, i32 0
  %13 = call spir_func i64 @_Z13get_global_idj(i32 1) #3
  %14 = insertelement <3 x i64> %12, i64 %13, i32 1
  %15 = call spir_func i64 @_Z13get_global_idj(i32 2) #3
  %16 = insertelement <3 x i64> %14, i64 %15, i32 2
  %17 = extractelement <3 x i64> %16, i32 0
  %18 = select i1 true, i64 %17, i64 0
  %19 = icmp ult i64 %18, 2147483648
  call void @llvm.assume(i1 %19)
  %20 = getelementptr inbounds float, float addrspace(1)* %8, i64 %18
  %21 = load float, float addrspace(1)* %20, align 4
  %22 = icmp sgt i32 %2, 0
  br i1 %22, label %23, label %31

23:                                               ; preds = %5
  br label %24

24:                                               ; preds = %24, %23
  %25 = phi i32 [ %28, %24 ], [ 0, %23 ]
  %26 = phi float [ %27, %24 ], [ %21, %23 ]
  %27 = call spir_func float @_Z3madfff(float %26, float 5.000000e-01, float 1.000000e+00) #4
  %28 = add nuw nsw i32 %25, 1
  %29 = icmp eq i32 %28, %2
  br i1 %29, label %30, label %24

30:                                               ; preds = %24
  br label %31

31:                                               ; preds = %30, %5
  %32 = phi float [ %21, %5 ], [ %27, %30 ]
  %33 = getelementptr inbounds float, float addrspace(1)* %3, i64 %10
  %34 = getelementptr inbounds float, float addrspace(1)* %33, i64 %18
  store float %32, float addrspace(1)* %34, align 4
  ret void
}

; Function Attrs: inaccessiblememonly nocallback nofree nosync nounwind willreturn
declare void @llvm.assume(i1 noundef) #1

; Function Attrs: nounwind
define spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI8LoopSpecEE(%"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %0, float addrspace(1)* readonly align 4 %1, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %2, float addrspace(1)* align 4 %3, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %4) #0 !kernel_arg_addr_space !14 !kernel_arg_access_qual !11 !kernel_arg_type !15 !kernel_arg_type_qual !13 !kernel_arg_base_type !15 {
  %6 = bitcast %"class.sycl::_V1::range"* %0 to i64*
  %7 = load i64, i64* %6, align 8
  %8 = bitcast %"class.sycl::_V1::id"* %2 to i64*
  %9 = load i64, i64* %8, align 8
  %10 = getelementptr inbounds float, float addrspace(1)* %1, i64 %9
  %11 = bitcast %"class.sycl::_V1::id"* %4 to i64*
  %12 = load i64, i64* %11, align 8
  %13 = getelementptr inbounds float, float addrspace(1)* %3, i64 %12
  %14 = call spir_func i64 @_Z13get_global_idj(i32 0) #3
  %15 = insertelement <3 x i64> undef, i64 %14, i32 0
  %16 = call spir_func i64 @_Z13get_global_idj(i32 1) #3
  %17 = insertelement <3 x i64> %15, i64 %16, i32 1
  %18 = call spir_func i64 @_Z13get_global_idj(i32 2) #3
  %19 = insertelement <3 x i64> %17, i64 %18, i32 2
  %20 = extractelement <3 x i64> %19, i32 0
  %21 = select i1 true, i64 %20, i64 0
  %22 = call spir_func i64 @_Z15get_global_sizej(i32 0) #3
  %23 = insertelement <3 x i64> undef, i64 %22, i32 0
  %24 = call spir_func i64 @_Z15get_global_sizej(i32 1) #3
  %25 = insertelement <3 x i64> %23, i64 %24, i32 1
  %26 = call spir_func i64 @_Z15get_global_sizej(i32 2) #3
  %27 = insertelement <3 x i64> %25, i64 %26, i32 2
  %28 = extractelement <3 x i64> %27, i32 0
  %29 = select i1 true, i64 %28, i64 1
  %30 = icmp ult i64 %21, %7
  %31 = addrspacecast %"class.sycl::_V1::specialization_id" addrspace(1)* @_ZL6kIters to %"class.sycl::_V1::specialization_id" addrspace(4)*
  br i1 %30, label %32, label %55

32:                                               ; preds = %5
  br label %33

33:                                               ; preds = %49, %32
  %34 = phi i64 [ %52, %49 ], [ %21, %32 ]
  %35 = bitcast [14 x i8] addrspace(4)* @__usid_str to i8 addrspace(4)*
  %36 = bitcast %"class.sycl::_V1::specialization_id" addrspace(4)* %31 to i8 addrspace(4)*
  %37 = call spir_func i32 @_Z37__sycl_getScalar2020SpecConstantValueIiET_PKcPKvS4_(i8 addrspace(4)* %35, i8 addrspace(4)* %36, i8 addrspace(4)* null) #0
  %38 = getelementptr inbounds float, float addrspace(1)* %10, i64 %34
  %39 = load float, float addrspace(1)* %38, align 4
  %40 = icmp sgt i32 %37, 0
  br i1 %40, label %41, label %49

41:                                               ; preds = %33
  br label %42

42:                                               ; preds = %42, %41
  %43 = phi i32 [ %46, %42 ], [ 0, %41 ]
  %44 = phi float [ %45, %42 ], [ %39, %41 ]
  %45 = call spir_func float @_Z3madfff(float %44, float 5.000000e-01, float 1.000000e+00) #4
  %46 = add nuw nsw i32 %43, 1
  %47 = icmp eq i32 %46, %37
  br i1 %47, label %48, label %42

48:                                               ; preds = %42
  br label %49

49:                                               ; preds = %48, %33
  %50 = phi float [ %39, %33 ], [ %45, %48 ]
  %51 = getelementptr inbounds float, float addrspace(1)* %13, i64 %34
  store float %50, float addrspace(1)* %51, align 4
  %52 = add i64 %34, %29
  %53 = icmp ult i64 %52, %7
  br i1 %53, label %33, label %54

54:                                               ; preds = %49
  br label %55

55:                                               ; preds = %54, %5
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTS8LoopSpec(float addrspace(1)* readonly align 4 %0, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %1, float addrspace(1)* align 4 %2, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %3) #0 !kernel_arg_addr_space !16 !kernel_arg_access_qual !17 !kernel_arg_type !18 !kernel_arg_type_qual !19 !kernel_arg_base_type !18 {
  %5 = bitcast %"class.sycl::_V1::id"* %1 to i64*
  %6 = load i64, i64* %5, align 8
  %7 = getelementptr inbounds float, float addrspace(1)* %0, i64 %6
  %8 = bitcast %"class.sycl::_V1::id"* %3 to i64*
  %9 = load i64, i64* %8, align 8
  %10 = call spir_func i64 @_Z13get_global_idj(i32 0) #3
  %11 = insertelement <3 x i64> undef, i64 %10, i32 0
  %12 = call spir_func i64 @_Z13get_global_idj(i32 1) #3
  %13 = insertelement <3 x i64> %11, i64 %12, i32 1
  %14 = call spir_func i64 @_Z13get_global_idj(i32 2) #3
  %15 = insertelement <3 x i64> %13, i64 %14, i32 2
  %16 = extractelement <3 x i64> %15, i32 0
  %17 = select i1 true, i64 %16, i64 0
  %18 = icmp ult i64 %17, 2147483648
  call void @llvm.assume(i1 %18)
  %19 = addrspacecast %"class.sycl::_V1::specialization_id" addrspace(1)* @_ZL6kIters to %"class.sycl::_V1::specialization_id" addrspace(4)*
  %20 = bitcast [14 x i8] addrspace(4)* @__usid_str to i8 addrspace(4)*
  %21 = bitcast %"class.sycl::_V1::specialization_id" addrspace(4)* %19 to i8 addrspace(4)*
  %22 = call spir_func i32 @_Z37__sycl_getScalar2020SpecConstantValueIiET_PKcPKvS4_(i8 addrspace(4)* %20, i8 addrspace(4)* %21, i8 addrspace(4)* null) #0
  %23 = getelementptr inbounds float, float addrspace(1)* %7, i64 %17
  %24 = load float, float addrspace(1)* %23, align 4
  %25 = icmp sgt i32 %22, 0
  br i1 %25, label %26, label %34

26:                                               ; preds = %4
  br label %27

27:                                               ; preds = %27, %26
  %28 = phi i32 [ %31, %27 ], [ 0, %26 ]
  %29 = phi float [ %30, %27 ], [ %24, %26 ]
  %30 = call spir_func float @_Z3madfff(float %29, float 5.000000e-01, float 1.000000e+00) #4
  %31 = add nuw nsw i32 %28, 1
  %32 = icmp eq i32 %31, %22
  br i1 %32, label %33, label %27

33:                                               ; preds = %27
  br label %34

34:                                               ; preds = %33, %4
  %35 = phi float [ %24, %4 ], [ %30, %33 ]
  %36 = getelementptr inbounds float, float addrspace(1)* %2, i64 %9
  %37 = getelementptr inbounds float, float addrspace(1)* %36, i64 %17
  store float %35, float addrspace(1)* %37, align 4
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI11LoopLiteralEE(%"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %0, float addrspace(1)* readonly align 4 %1, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %2, float addrspace(1)* align 4 %3, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %4) #0 !kernel_arg_addr_space !14 !kernel_arg_access_qual !11 !kernel_arg_type !15 !kernel_arg_type_qual !13 !kernel_arg_base_type !15 {
  %6 = bitcast %"class.sycl::_V1::range"* %0 to i64*
  %7 = load i64, i64* %6, align 8
  %8 = bitcast %"class.sycl::_V1::id"* %2 to i64*
  %9 = load i64, i64* %8, align 8
  %10 = getelementptr inbounds float, float addrspace(1)* %1, i64 %9
  %11 = bitcast %"class.sycl::_V1::id"* %4 to i64*
  %12 = load i64, i64* %11, align 8
  %13 = getelementptr inbounds float, float addrspace(1)* %3, i64 %12
  %14 = call spir_func i64 @_Z13get_global_idj(i32 0) #3
  %15 = insertelement <3 x i64> undef, i64 %14, i32 0
  %16 = call spir_func i64 @_Z13get_global_idj(i32 1) #3
  %17 = insertelement <3 x i64> %15, i64 %16, i32 1
  %18 = call spir_func i64 @_Z13get_global_idj(i32 2) #3
  %19 = insertelement <3 x i64> %17, i64 %18, i32 2
  %20 = extractelement <3 x i64> %19, i32 0
  %21 = select i1 true, i64 %20, i64 0
  %22 = call spir_func i64 @_Z15get_global_sizej(i32 0) #3
  %23 = insertelement <3 x i64> undef, i64 %22, i32 0
  %24 = call spir_func i64 @_Z15get_global_sizej(i32 1) #3
  %25 = insertelement <3 x i64> %23, i64 %24, i32 1
  %26 = call spir_func i64 @_Z15get_global_sizej(i32 2) #3
  %27 = insertelement <3 x i64> %25, i64 %26, i32 2
  %28 = extractelement <3 x i64> %27, i32 0
  %29 = select i1 true, i64 %28, i64 1
  %30 = icmp ult i64 %21, %7
  br i1 %30, label %31, label %56

31:                                               ; preds = %5
  br label %32

32:                                               ; preds = %32, %31
  %33 = phi i64 [ %53, %32 ], [ %21, %31 ]
  %34 = getelementptr inbounds float, float addrspace(1)* %10, i64 %33
  %35 = load float, float addrspace(1)* %34, align 4
  %36 = call spir_func float @_Z3madfff(float %35, float 5.000000e-01, float 1.000000e+00) #4
  %37 = call spir_func float @_Z3madfff(float %36, float 5.000000e-01, float 1.000000e+00) #4
  %38 = call spir_func float @_Z3madfff(float %37, float 5.000000e-01, float 1.000000e+00) #4
  %39 = call spir_func float @_Z3madfff(float %38, float 5.000000e-01, float 1.000000e+00) #4
  %40 = call spir_func float @_Z3madfff(float %39, float 5.000000e-01, float 1.000000e+00) #4
  %41 = call spir_func float @_Z3madfff(float %40, float 5.000000e-01, float 1.000000e+00) #4
  %42 = call spir_func float @_Z3madfff(float %41, float 5.000000e-01, float 1.000000e+00) #4
  %43 = call spir_func float @_Z3madfff(float %42, float 5.000000e-01, float 1.000000e+00) #4
  %44 = call spir_func float @_Z3madfff(float %43, float 5.000000e-01, float 1.000000e+00) #4
  %45 = call spir_func float @_Z3madfff(float %44, float 5.000000e-01, float 1.000000e+00) #4
  %46 = call spir_func float @_Z3madfff(float %45, float 5.000000e-01, float 1.000000e+00) #4
  %47 = call spir_func float @_Z3madfff(float %46, float 5.000000e-01, float 1.000000e+00) #4
  %48 = call spir_func float @_Z3madfff(float %47, float 5.000000e-01, float 1.000000e+00) #4
  %49 = call spir_func float @_Z3madfff(float %48, float 5.000000e-01, float 1.000000e+00) #4
  %50 = call spir_func float @_Z3madfff(float %49, float 5.000000e-01, float 1.000000e+00) #4
  %51 = call spir_func float @_Z3madfff(float %50, float 5.000000e-01, float 1.000000e+00) #4
  %52 = getelementptr inbounds float, float addrspace(1)* %13, i64 %33
  store float %51, float addrspace(1)* %52, align 4
  %53 = add i64 %33, %29
  %54 = icmp ult i64 %53, %7
  br i1 %54, label %32, label %55

55:                                               ; preds = %32
  br label %56

56:                                               ; preds = %55, %5
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTS11LoopLiteral(float addrspace(1)* readonly align 4 %0, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %1, float addrspace(1)* align 4 %2, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %3) #0 !kernel_arg_addr_space !16 !kernel_arg_access_qual !17 !kernel_arg_type !18 !kernel_arg_type_qual !19 !kernel_arg_base_type !18 {
  %5 = bitcast %"class.sycl::_V1::id"* %1 to i64*
  %6 = load i64, i64* %5, align 8
  %7 = getelementptr inbounds float, float addrspace(1)* %0, i64 %6
  %8 = bitcast %"class.sycl::_V1::id"* %3 to i64*
  %9 = load i64, i64* %8, align 8
  %10 = call spir_func i64 @_Z13get_global_idj(i32 0) #3
  %11 = insertelement <3 x i64> undef, i64 %10, i32 0
  %12 = call spir_func i64 @_Z13get_global_idj(i32 1) #3
  %13 = insertelement <3 x i64> %11, i64 %12, i32 1
  %14 = call spir_func i64 @_Z13get_global_idj(i32 2) #3
  %15 = insertelement <3 x i64> %13, i64 %14, i32 2
  %16 = extractelement <3 x i64> %15, i32 0
  %17 = select i1 true, i64 %16, i64 0
  %18 = icmp ult i64 %17, 2147483648
  call void @llvm.assume(i1 %18)
  %19 = getelementptr inbounds float, float addrspace(1)* %7, i64 %17
  %20 = load float, float addrspace(1)* %19, align 4
  %21 = call spir_func float @_Z3madfff(float %20, float 5.000000e-01, float 1.000000e+00) #4
  %22 = call spir_func float @_Z3madfff(float %21, float 5.000000e-01, float 1.000000e+00) #4
  %23 = call spir_func float @_Z3madfff(float %22, float 5.000000e-01, float 1.000000e+00) #4
  %24 = call spir_func float @_Z3madfff(float %23, float 5.000000e-01, float 1.000000e+00) #4
  %25 = call spir_func float @_Z3madfff(float %24, float 5.000000e-01, float 1.000000e+00) #4
  %26 = call spir_func float @_Z3madfff(float %25, float 5.000000e-01, float 1.000000e+00) #4
  %27 = call spir_func float @_Z3madfff(float %26, float 5.000000e-01, float 1.000000e+00) #4
  %28 = call spir_func float @_Z3madfff(float %27, float 5.000000e-01, float 1.000000e+00) #4
  %29 = call spir_func float @_Z3madfff(float %28, float 5.000000e-01, float 1.000000e+00) #4
  %30 = call spir_func float @_Z3madfff(float %29, float 5.000000e-01, float 1.000000e+00) #4
  %31 = call spir_func float @_Z3madfff(float %30, float 5.000000e-01, float 1.000000e+00) #4
  %32 = call spir_func float @_Z3madfff(float %31, float 5.000000e-01, float 1.000000e+00) #4
  %33 = call spir_func float @_Z3madfff(float %32, float 5.000000e-01, float 1.000000e+00) #4
  %34 = call spir_func float @_Z3madfff(float %33, float 5.000000e-01, float 1.000000e+00) #4
  %35 = call spir_func float @_Z3madfff(float %34, float 5.000000e-01, float 1.000000e+00) #4
  %36 = call spir_func float @_Z3madfff(float %35, float 5.000000e-01, float 1.000000e+00) #4
  %37 = getelementptr inbounds float, float addrspace(1)* %2, i64 %9
  %38 = getelementptr inbounds float, float addrspace(1)* %37, i64 %17
  store float %36, float addrspace(1)* %38, align 4
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI7ScalarsEE(%"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %0, i64 addrspace(1)* align 8 %1, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %2, float addrspace(1)* align 4 %3, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %4) #0 !kernel_arg_addr_space !14 !kernel_arg_access_qual !11 !kernel_arg_type !20 !kernel_arg_type_qual !13 !kernel_arg_base_type !20 {
  %6 = bitcast %"class.sycl::_V1::range"* %0 to i64*
  %7 = load i64, i64* %6, align 8
  %8 = bitcast %"class.sycl::_V1::id"* %2 to i64*
  %9 = load i64, i64* %8, align 8
  %10 = getelementptr inbounds i64, i64 addrspace(1)* %1, i64 %9
  %11 = bitcast %"class.sycl::_V1::id"* %4 to i64*
  %12 = load i64, i64* %11, align 8
  %13 = getelementptr inbounds float, float addrspace(1)* %3, i64 %12
  %14 = call spir_func i64 @_Z13get_global_idj(i32 0) #3
  %15 = insertelement <3 x i64> undef, i64 %14, i32 0
  %16 = call spir_func i64 @_Z13get_global_idj(i32 1) #3
  %17 = insertelement <3 x i64> %15, i64 %16, i32 1
  %18 = call spir_func i64 @_Z13get_global_idj(i32 2) #3
  %19 = insertelement <3 x i64> %17, i64 %18, i32 2
  %20 = extractelement <3 x i64> %19, i32 0
  %21 = select i1 true, i64 %20, i64 0
  %22 = call spir_func i64 @_Z15get_global_sizej(i32 0) #3
  %23 = insertelement <3 x i64> undef, i64 %22, i32 0
  %24 = call spir_func i64 @_Z15get_global_sizej(i32 1) #3
  %25 = insertelement <3 x i64> %23, i64 %24, i32 1
  %26 = call spir_func i64 @_Z15get_global_sizej(i32 2) #3
  %27 = insertelement <3 x i64> %25, i64 %26, i32 2
  %28 = extractelement <3 x i64> %27, i32 0
  %29 = select i1 true, i64 %28, i64 1
  %30 = icmp ult i64 %21, %7
  %31 = addrspacecast %"class.sycl::_V1::specialization_id.21" addrspace(1)* @_ZL5kBase to %"class.sycl::_V1::specialization_id.21" addrspace(4)*
  %32 = addrspacecast %"class.sycl::_V1::specialization_id.22" addrspace(1)* @_ZL5kMask to %"class.sycl::_V1::specialization_id.22" addrspace(4)*
  %33 = addrspacecast %"class.sycl::_V1::specialization_id" addrspace(1)* @_ZL5kTaps to %"class.sycl::_V1::specialization_id" addrspace(4)*
  %34 = addrspacecast %"class.sycl::_V1::specialization_id.23" addrspace(1)* @_ZL6kShift to %"class.sycl::_V1::specialization_id.23" addrspace(4)*
  %35 = addrspacecast %"class.sycl::_V1::specialization_id.25" addrspace(1)* @_ZL5kGain to %"class.sycl::_V1::specialization_id.25" addrspace(4)*
  br i1 %30, label %36, label %72

36:                                               ; preds = %5
  br label %37

37:                                               ; preds = %37, %36
  %38 = phi i64 [ %69, %37 ], [ %21, %36 ]
  %39 = bitcast [13 x i8] addrspace(4)* @__usid_str.1 to i8 addrspace(4)*
  %40 = bitcast %"class.sycl::_V1::specialization_id.21" addrspace(4)* %31 to i8 addrspace(4)*
  %41 = call spir_func i64 @_Z37__sycl_getScalar2020SpecConstantValueIlET_PKcPKvS4_(i8 addrspace(4)* %39, i8 addrspace(4)* %40, i8 addrspace(4)* null) #0
  %42 = bitcast [13 x i8] addrspace(4)* @__usid_str.2 to i8 addrspace(4)*
  %43 = bitcast %"class.sycl::_V1::specialization_id.22" addrspace(4)* %32 to i8 addrspace(4)*
  %44 = call spir_func i32 @_Z37__sycl_getScalar2020SpecConstantValueIjET_PKcPKvS4_(i8 addrspace(4)* %42, i8 addrspace(4)* %43, i8 addrspace(4)* null) #0
  %45 = zext i32 %44 to i64
  %46 = and i64 %38, %45
  %47 = bitcast [13 x i8] addrspace(4)* @__usid_str.3 to i8 addrspace(4)*
  %48 = bitcast %"class.sycl::_V1::specialization_id" addrspace(4)* %33 to i8 addrspace(4)*
  %49 = call spir_func i32 @_Z37__sycl_getScalar2020SpecConstantValueIiET_PKcPKvS4_(i8 addrspace(4)* %47, i8 addrspace(4)* %48, i8 addrspace(4)* null) #0
  %50 = sext i32 %49 to i64
  %51 = mul nsw i64 %46, %50
  %52 = add nsw i64 %51, %41
  %53 = bitcast [14 x i8] addrspace(4)* @__usid_str.4 to i8 addrspace(4)*
  %54 = bitcast %"class.sycl::_V1::specialization_id.23" addrspace(4)* %34 to i8 addrspace(4)*
  %55 = call spir_func signext i16 @_Z37__sycl_getScalar2020SpecConstantValueIsET_PKcPKvS4_(i8 addrspace(4)* %53, i8 addrspace(4)* %54, i8 addrspace(4)* null) #0
  %56 = sext i16 %55 to i64
  %57 = and i64 %56, 4294967295
  %58 = shl i64 %38, %57
  %59 = add nsw i64 %52, %58
  %60 = getelementptr inbounds i64, i64 addrspace(1)* %10, i64 %38
  store i64 %59, i64 addrspace(1)* %60, align 8
  %61 = bitcast [13 x i8] addrspace(4)* @__usid_str.5 to i8 addrspace(4)*
  %62 = bitcast %"class.sycl::_V1::specialization_id.25" addrspace(4)* %35 to i8 addrspace(4)*
  %63 = call spir_func float @_Z37__sycl_getScalar2020SpecConstantValueIfET_PKcPKvS4_(i8 addrspace(4)* %61, i8 addrspace(4)* %62, i8 addrspace(4)* null) #0
  %64 = trunc i64 %38 to i32
  %65 = urem i32 %64, 7
  %66 = uitofp i32 %65 to float
  %67 = fmul float %63, %66
  %68 = getelementptr inbounds float, float addrspace(1)* %13, i64 %38
  store float %67, float addrspace(1)* %68, align 4
  %69 = add i64 %38, %29
  %70 = icmp ult i64 %69, %7
  br i1 %70, label %37, label %71

71:                                               ; preds = %37
  br label %72

72:                                               ; preds = %71, %5
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTS7Scalars(i64 addrspace(1)* align 8 %0, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %1, float addrspace(1)* align 4 %2, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %3) #0 !kernel_arg_addr_space !16 !kernel_arg_access_qual !17 !kernel_arg_type !21 !kernel_arg_type_qual !19 !kernel_arg_base_type !21 {
  %5 = bitcast %"class.sycl::_V1::id"* %1 to i64*
  %6 = load i64, i64* %5, align 8
  %7 = getelementptr inbounds i64, i64 addrspace(1)* %0, i64 %6
  %8 = bitcast %"class.sycl::_V1::id"* %3 to i64*
  %9 = load i64, i64* %8, align 8
  %10 = getelementptr inbounds float, float addrspace(1)* %2, i64 %9
  %11 = call spir_func i64 @_Z13get_global_idj(i32 0) #3
  %12 = insertelement <3 x i64> undef, i64 %11, i32 0
  %13 = call spir_func i64 @_Z13get_global_idj(i32 1) #3
  %14 = insertelement <3 x i64> %12, i64 %13, i32 1
  %15 = call spir_func i64 @_Z13get_global_idj(i32 2) #3
  %16 = insertelement <3 x i64> %14, i64 %15, i32 2
  %17 = extractelement <3 x i64> %16, i32 0
  %18 = select i1 true, i64 %17, i64 0
  %19 = icmp ult i64 %18, 2147483648
  call void @llvm.assume(i1 %19)
  %20 = addrspacecast %"class.sycl::_V1::specialization_id.21" addrspace(1)* @_ZL5kBase to %"class.sycl::_V1::specialization_id.21" addrspace(4)*
  %21 = bitcast [13 x i8] addrspace(4)* @__usid_str.1 to i8 addrspace(4)*
  %22 = bitcast %"class.sycl::_V1::specialization_id.21" addrspace(4)* %20 to i8 addrspace(4)*
  %23 = call spir_func i64 @_Z37__sycl_getScalar2020SpecConstantValueIlET_PKcPKvS4_(i8 addrspace(4)* %21, i8 addrspace(4)* %22, i8 addrspace(4)* null) #0
  %24 = addrspacecast %"class.sycl::_V1::specialization_id.22" addrspace(1)* @_ZL5kMask to %"class.sycl::_V1::specialization_id.22" addrspace(4)*
  %25 = bitcast [13 x i8] addrspace(4)* @__usid_str.2 to i8 addrspace(4)*
  %26 = bitcast %"class.sycl::_V1::specialization_id.22" addrspace(4)* %24 to i8 addrspace(4)*
  %27 = call spir_func i32 @_Z37__sycl_getScalar2020SpecConstantValueIjET_PKcPKvS4_(i8 addrspace(4)* %25, i8 addrspace(4)* %26, i8 addrspace(4)* null) #0
  %28 = zext i32 %27 to i64
  %29 = and i64 %18, %28
  %30 = addrspacecast %"class.sycl::_V1::specialization_id" addrspace(1)* @_ZL5kTaps to %"class.sycl::_V1::specialization_id" addrspace(4)*
  %31 = bitcast [13 x i8] addrspace(4)* @__usid_str.3 to i8 addrspace(4)*
  %32 = bitcast %"class.sycl::_V1::specialization_id" addrspace(4)* %30 to i8 addrspace(4)*
  %33 = call spir_func i32 @_Z37__sycl_getScalar2020SpecConstantValueIiET_PKcPKvS4_(i8 addrspace(4)* %31, i8 addrspace(4)* %32, i8 addrspace(4)* null) #0
  %34 = sext i32 %33 to i64
  %35 = mul nsw i64 %29, %34
  %36 = add nsw i64 %35, %23
  %37 = addrspacecast %"class.sycl::_V1::specialization_id.23" addrspace(1)* @_ZL6kShift to %"class.sycl::_V1::specialization_id.23" addrspace(4)*
  %38 = bitcast [14 x i8] addrspace(4)* @__usid_str.4 to i8 addrspace(4)*
  %39 = bitcast %"class.sycl::_V1::specialization_id.23" addrspace(4)* %37 to i8 addrspace(4)*
  %40 = call spir_func signext i16 @_Z37__sycl_getScalar2020SpecConstantValueIsET_PKcPKvS4_(i8 addrspace(4)* %38, i8 addrspace(4)* %39, i8 addrspace(4)* null) #0
  %41 = sext i16 %40 to i64
  %42 = and i64 %41, 4294967295
  %43 = shl i64 %18, %42
  %44 = add nsw i64 %36, %43
  %45 = getelementptr inbounds i64, i64 addrspace(1)* %7, i64 %18
  store i64 %44, i64 addrspace(1)* %45, align 8
  %46 = addrspacecast %"class.sycl::_V1::specialization_id.25" addrspace(1)* @_ZL5kGain to %"class.sycl::_V1::specialization_id.25" addrspace(4)*
  %47 = bitcast [13 x i8] addrspace(4)* @__usid_str.5 to i8 addrspace(4)*
  %48 = bitcast %"class.sycl::_V1::specialization_id.25" addrspace(4)* %46 to i8 addrspace(4)*
  %49 = call spir_func float @_Z37__sycl_getScalar2020SpecConstantValueIfET_PKcPKvS4_(i8 addrspace(4)* %47, i8 addrspace(4)* %48, i8 addrspace(4)* null) #0
  %50 = trunc i64 %18 to i32
  %51 = urem i32 %50, 7
  %52 = uitofp i32 %51 to float
  %53 = fmul float %49, %52
  %54 = getelementptr inbounds float, float addrspace(1)* %10, i64 %18
  store float %53, float addrspace(1)* %54, align 4
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTS9Composite(float addrspace(1)* align 4 %0, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %1, float addrspace(1)* readonly align 4 %2, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %3) #0 !kernel_arg_addr_space !16 !kernel_arg_access_qual !17 !kernel_arg_type !18 !kernel_arg_type_qual !19 !kernel_arg_base_type !18 {
  %5 = alloca %struct.Coeffs, align 4
  %6 = alloca %"struct.std::array", align 4
  %7 = bitcast %"class.sycl::_V1::id"* %1 to i64*
  %8 = load i64, i64* %7, align 8
  %9 = getelementptr inbounds float, float addrspace(1)* %0, i64 %8
  %10 = bitcast %"class.sycl::_V1::id"* %3 to i64*
  %11 = load i64, i64* %10, align 8
  %12 = getelementptr inbounds float, float addrspace(1)* %2, i64 %11
  %13 = addrspacecast %struct.Coeffs* %5 to %struct.Coeffs addrspace(4)*
  %14 = addrspacecast %"struct.std::array"* %6 to %"struct.std::array" addrspace(4)*
  %15 = bitcast %struct.Coeffs* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* %15)
  %16 = addrspacecast %"class.sycl::_V1::specialization_id.27" addrspace(1)* @_ZL7kCoeffs to %"class.sycl::_V1::specialization_id.27" addrspace(4)*
  %17 = bitcast [15 x i8] addrspace(4)* @__usid_str.6 to i8 addrspace(4)*
  %18 = bitcast %"class.sycl::_V1::specialization_id.27" addrspace(4)* %16 to i8 addrspace(4)*
  call spir_func void @_Z40__sycl_getComposite2020SpecConstantValueI6CoeffsET_PKcPKvS5_(%struct.Coeffs addrspace(4)* sret(%struct.Coeffs) align 4 %13, i8 addrspace(4)* %17, i8 addrspace(4)* %18, i8 addrspace(4)* null) #0
  %19 = bitcast %"struct.std::array"* %6 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* %19)
  %20 = addrspacecast %"class.sycl::_V1::specialization_id.28" addrspace(1)* @_ZL8kWeights to %"class.sycl::_V1::specialization_id.28" addrspace(4)*
  %21 = bitcast [16 x i8] addrspace(4)* @__usid_str.7 to i8 addrspace(4)*
  %22 = bitcast %"class.sycl::_V1::specialization_id.28" addrspace(4)* %20 to i8 addrspace(4)*
  call spir_func void @_Z40__sycl_getComposite2020SpecConstantValueISt5arrayIiLm4EEET_PKcPKvS6_(%"struct.std::array" addrspace(4)* sret(%"struct.std::array") align 4 %14, i8 addrspace(4)* %21, i8 addrspace(4)* %22, i8 addrspace(4)* null) #0
  %23 = call spir_func i64 @_Z13get_global_idj(i32 0) #3
  %24 = insertelement <3 x i64> undef, i64 %23, i32 0
  %25 = call spir_func i64 @_Z13get_global_idj(i32 1) #3
  %26 = insertelement <3 x i64> %24, i64 %25, i32 1
  %27 = call spir_func i64 @_Z13get_global_idj(i32 2) #3
  %28 = insertelement <3 x i64> %26, i64 %27, i32 2
  %29 = extractelement <3 x i64> %28, i32 0
  %30 = select i1 true, i64 %29, i64 0
  %31 = icmp ult i64 %30, 2147483648
  call void @llvm.assume(i1 %31)
  %32 = getelementptr inbounds %struct.Coeffs, %struct.Coeffs* %5, i64 0, i32 0
  %33 = load float, float* %32, align 4
  %34 = getelementptr inbounds float, float addrspace(1)* %12, i64 %30
  %35 = load float, float addrspace(1)* %34, align 4
  %36 = getelementptr inbounds %struct.Coeffs, %struct.Coeffs* %5, i64 0, i32 1
  %37 = load i32, i32* %36, align 4
  %38 = call spir_func i64 @_Z12get_local_idj(i32 0) #3
  %39 = insertelement <3 x i64> undef, i64 %38, i32 0
  %40 = call spir_func i64 @_Z12get_local_idj(i32 1) #3
  %41 = insertelement <3 x i64> %39, i64 %40, i32 1
  %42 = call spir_func i64 @_Z12get_local_idj(i32 2) #3
  %43 = insertelement <3 x i64> %41, i64 %42, i32 2
  %44 = extractelement <3 x i64> %43, i32 0
  %45 = select i1 true, i64 %44, i64 0
  %46 = icmp ult i64 %45, 2147483648
  call void @llvm.assume(i1 %46)
  %47 = and i64 %45, 3
  %48 = getelementptr inbounds %"struct.std::array", %"struct.std::array"* %6, i64 0, i32 0
  %49 = getelementptr inbounds [4 x i32], [4 x i32]* %48, i64 0, i64 %47
  %50 = load i32, i32* %49, align 4
  %51 = add nsw i32 %50, %37
  %52 = sitofp i32 %51 to float
  %53 = call spir_func float @_Z3madfff(float %33, float %35, float %52) #4
  %54 = getelementptr inbounds float, float addrspace(1)* %9, i64 %30
  store float %53, float addrspace(1)* %54, align 4
  %55 = bitcast %"struct.std::array"* %6 to i8*
  call void @llvm.lifetime.end.p0i8(i64 16, i8* %55)
  %56 = bitcast %struct.Coeffs* %5 to i8*
  call void @llvm.lifetime.end.p0i8(i64 8, i8* %56)
  ret void
}

; Function Attrs: argmemonly nocallback nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: argmemonly nocallback nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nounwind
define spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI8ModeStepEE(%"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %0, i32 addrspace(1)* align 4 %1, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %2) #0 !kernel_arg_addr_space !22 !kernel_arg_access_qual !23 !kernel_arg_type !24 !kernel_arg_type_qual !25 !kernel_arg_base_type !24 {
  %4 = bitcast %"class.sycl::_V1::range"* %0 to i64*
  %5 = load i64, i64* %4, align 8
  %6 = bitcast %"class.sycl::_V1::id"* %2 to i64*
  %7 = load i64, i64* %6, align 8
  %8 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 %7
  %9 = call spir_func i64 @_Z13get_global_idj(i32 0) #3
  %10 = insertelement <3 x i64> undef, i64 %9, i32 0
  %11 = call spir_func i64 @_Z13get_global_idj(i32 1) #3
  %12 = insertelement <3 x i64> %10, i64 %11, i32 1
  %13 = call spir_func i64 @_Z13get_global_idj(i32 2) #3
  %14 = insertelement <3 x i64> %12, i64 %13, i32 2
  %15 = extractelement <3 x i64> %14, i32 0
  %16 = select i1 true, i64 %15, i64 0
  %17 = call spir_func i64 @_Z15get_global_sizej(i32 0) #3
  %18 = insertelement <3 x i64> undef, i64 %17, i32 0
  %19 = call spir_func i64 @_Z15get_global_sizej(i32 1) #3
  %20 = insertelement <3 x i64> %18, i64 %19, i32 1
  %21 = call spir_func i64 @_Z15get_global_sizej(i32 2) #3
  %22 = insertelement <3 x i64> %20, i64 %21, i32 2
  %23 = extractelement <3 x i64> %22, i32 0
  %24 = select i1 true, i64 %23, i64 1
  %25 = icmp ult i64 %16, %5
  %26 = addrspacecast %"class.sycl::_V1::specialization_id" addrspace(1)* @_ZL5kMode to %"class.sycl::_V1::specialization_id" addrspace(4)*
  br i1 %25, label %27, label %42

27:                                               ; preds = %3
  br label %28

28:                                               ; preds = %28, %27
  %29 = phi i64 [ %39, %28 ], [ %16, %27 ]
  %30 = bitcast [13 x i8] addrspace(4)* @__usid_str.8 to i8 addrspace(4)*
  %31 = bitcast %"class.sycl::_V1::specialization_id" addrspace(4)* %26 to i8 addrspace(4)*
  %32 = call spir_func i32 @_Z37__sycl_getScalar2020SpecConstantValueIiET_PKcPKvS4_(i8 addrspace(4)* %30, i8 addrspace(4)* %31, i8 addrspace(4)* null) #0
  %33 = icmp eq i32 %32, 1
  %34 = getelementptr inbounds i32, i32 addrspace(1)* %8, i64 %29
  %35 = load i32, i32 addrspace(1)* %34, align 4
  %36 = add nsw i32 %35, 10
  %37 = mul nsw i32 %35, %32
  %38 = select i1 %33, i32 %36, i32 %37
  store i32 %38, i32 addrspace(1)* %34, align 4
  %39 = add i64 %29, %24
  %40 = icmp ult i64 %39, %5
  br i1 %40, label %28, label %41

41:                                               ; preds = %28
  br label %42

42:                                               ; preds = %41, %3
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTS8ModeStep(i32 addrspace(1)* align 4 %0, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %1) #0 !kernel_arg_addr_space !3 !kernel_arg_access_qual !26 !kernel_arg_type !27 !kernel_arg_type_qual !28 !kernel_arg_base_type !27 {
  %3 = bitcast %"class.sycl::_V1::id"* %1 to i64*
  %4 = load i64, i64* %3, align 8
  %5 = getelementptr inbounds i32, i32 addrspace(1)* %0, i64 %4
  %6 = call spir_func i64 @_Z13get_global_idj(i32 0) #3
  %7 = insertelement <3 x i64> undef, i64 %6, i32 0
  %8 = call spir_func i64 @_Z13get_global_idj(i32 1) #3
  %9 = insertelement <3 x i64> %7, i64 %8, i32 1
  %10 = call spir_func i64 @_Z13get_global_idj(i32 2) #3
  %11 = insertelement <3 x i64> %9, i64 %10, i32 2
  %12 = extractelement <3 x i64> %11, i32 0
  %13 = select i1 true, i64 %12, i64 0
  %14 = icmp ult i64 %13, 2147483648
  call void @llvm.assume(i1 %14)
  %15 = addrspacecast %"class.sycl::_V1::specialization_id" addrspace(1)* @_ZL5kMode to %"class.sycl::_V1::specialization_id" addrspace(4)*
  %16 = bitcast [13 x i8] addrspace(4)* @__usid_str.8 to i8 addrspace(4)*
  %17 = bitcast %"class.sycl::_V1::specialization_id" addrspace(4)* %15 to i8 addrspace(4)*
  %18 = call spir_func i32 @_Z37__sycl_getScalar2020SpecConstantValueIiET_PKcPKvS4_(i8 addrspace(4)* %16, i8 addrspace(4)* %17, i8 addrspace(4)* null) #0
  %19 = icmp eq i32 %18, 1
  %20 = getelementptr inbounds i32, i32 addrspace(1)* %5, i64 %13
  %21 = load i32, i32 addrspace(1)* %20, align 4
  %22 = add nsw i32 %21, 10
  %23 = mul nsw i32 %21, %18
  %24 = select i1 %19, i32 %22, i32 %23
  store i32 %24, i32 addrspace(1)* %20, align 4
  ret void
}

; Function Attrs: nounwind readnone willreturn
declare spir_func i64 @_Z13get_global_idj(i32) #3

; Function Attrs: nounwind readnone willreturn
declare spir_func i64 @_Z15get_global_sizej(i32) #3

; Function Attrs: nounwind readnone
declare spir_func float @_Z3madfff(float, float, float) #4

; Function Attrs: nounwind readnone willreturn
declare spir_func i64 @_Z12get_local_idj(i32) #3

attributes #0 = { nounwind }
attributes #1 = { inaccessiblememonly nocallback nofree nosync nounwind willreturn }
attributes #2 = { argmemonly nocallback nofree nosync nounwind willreturn }
attributes #3 = { nounwind readnone willreturn }
attributes #4 = { nounwind readnone }

!spirv.MemoryModel = !{!0}
!spirv.Source = !{!1}
!opencl.spir.version = !{!2}
!opencl.ocl.version = !{!3}
!opencl.used.extensions = !{!4}
!opencl.used.optional.core.features = !{!4}
!spirv.Generator = !{!5}

!0 = !{i32 2, i32 2}
!1 = !{i32 4, i32 100000}
!2 = !{i32 1, i32 2}
!3 = !{i32 1, i32 0}
!4 = !{}
!5 = !{i16 6, i16 14}
!6 = !{i32 0, i32 1, i32 0, i32 0, i32 1, i32 0}
!7 = !{!"none", !"none", !"none", !"none", !"none", !"none"}
!8 = !{!"class.sycl::_V1::range", !"float*", !"class.sycl::_V1::id", !"int", !"float*", !"class.sycl::_V1::id"}
!9 = !{!"", !"", !"", !"", !"", !""}
!10 = !{i32 1, i32 0, i32 0, i32 1, i32 0}
!11 = !{!"none", !"none", !"none", !"none", !"none"}
!12 = !{!"float*", !"class.sycl::_V1::id", !"int", !"float*", !"class.sycl::_V1::id"}
!13 = !{!"", !"", !"", !"", !""}
!14 = !{i32 0, i32 1, i32 0, i32 1, i32 0}
!15 = !{!"class.sycl::_V1::range", !"float*", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::id"}
!16 = !{i32 1, i32 0, i32 1, i32 0}
!17 = !{!"none", !"none", !"none", !"none"}
!18 = !{!"float*", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::id"}
!19 = !{!"", !"", !"", !""}
!20 = !{!"class.sycl::_V1::range", !"long*", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::id"}
!21 = !{!"long*", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::id"}
!22 = !{i32 0, i32 1, i32 0}
!23 = !{!"none", !"none", !"none"}
!24 = !{!"class.sycl::_V1::range", !"int*", !"class.sycl::_V1::id"}
!25 = !{!"", !"", !""}
!26 = !{!"none", !"none"}
!27 = !{!"int*", !"class.sycl::_V1::id"}
!28 = !{!"", !""}
