; ModuleID = 'device.bc'
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024"
target triple = "spir64-unknown-unknown"

%"class.sycl::_V1::specialization_id" = type { %struct.Limits }
%struct.Limits = type { i32, i32 }
%"class.sycl::_V1::specialization_id.3" = type { i32 }
%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [1 x i64] }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array" }

@__usid_str = internal unnamed_addr addrspace(4) constant [15 x i8] c"____ZL7kLimits\00", align 1
@_ZL7kLimits = internal addrspace(1) constant %"class.sycl::_V1::specialization_id" { %struct.Limits { i32 -1000, i32 1000 } }, align 4
@__usid_str.1 = internal unnamed_addr addrspace(4) constant [15 x i8] c"____ZL7kFactor\00", align 1
@_ZL7kFactor = internal addrspace(1) constant %"class.sycl::_V1::specialization_id.3" { i32 1 }, align 4
@__usid_str.2 = internal unnamed_addr addrspace(4) constant [15 x i8] c"____ZL7kOffset\00", align 1
@_ZL7kOffset = internal addrspace(1) constant %"class.sycl::_V1::specialization_id.3" zeroinitializer, align 4

; Function Attrs: nounwind
declare spir_func void @_Z40__sycl_getComposite2020SpecConstantValueI6LimitsET_PKcPKvS5_(%struct.Limits addrspace(4)* sret(%struct.Limits) align 4, i8 addrspace(4)*, i8 addrspace(4)*, i8 addrspace(4)*) #0

; Function Attrs: nounwind
declare spir_func i32 @_Z37__sycl_getScalar2020SpecConstantValueIiET_PKcPKvS4_(i8 addrspace(4)*, i8 addrspace(4)*, i8 addrspace(4)*) #0

; Function Attrs: nounwind
define spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI11BundleScaleEE(%"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %0, i32 addrspace(1)* align 4 %1, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %2, i32 %3) #0 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_type_qual !9 !kernel_arg_base_type !8 {
  %5 = alloca %struct.Limits, align 4
  %6 = bitcast %"class.sycl::_V1::range"* %0 to i64*
  %7 = load i64, i64* %6, align 8
  %8 = bitcast %"class.sycl::_V1::id"* %2 to i64*
  %9 = load i64, i64* %8, align 8
  %10 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 %9
  %11 = call spir_func i64 @_Z13get_global_idj(i32 0) #3
  %12 = insertelement <3 x i64> undef, i64 %11, i32 0
  %13 = call spir_func i64 @_Z13get_global_idj(i32 1) #3
  %14 = insertelement <3 x i64> %12, i64 %13, i32 1
  %15 = call spir_func i64 @_Z13get_global_idj(i32 2) #3
  %16 = insertelement <3 x i64> %14, i64 %15, i32 2
  %17 = extractelement <3 x i64> %16, i32 0
  %18 = select i1 true, i64 %17, i64 0
  %19 = call spir_func i64 @_Z15get_global_sizej(i32 0) #3
  %20 = insertelement <3 x i64> undef, i64 %19, i32 0
  %21 = call spir_func i64 @_Z15get_global_sizej(i32 1) #3
  %22 = insertelement <3 x i64> %20, i64 %21, i32 1
  %23 = call spir_func i64 @_Z15get_global_sizej(i32 2) #3
  %24 = insertelement <3 x i64> %22, i64 %23, i32 2
  %25 = extractelement <3 x i64> %24, i32 0
  %26 = select i1 true, i64 %25, i64 1
  %27 = icmp ult i64 %18, %7
  %28 = addrspacecast %"class.sycl::_V1::specialization_id" addrspace(1)* @_ZL7kLimits to %"class.sycl::_V1::specialization_id" addrspace(4)*
  %29 = addrspacecast %"class.sycl::_V1::specialization_id.3" addrspace(1)* @_ZL7kFactor to %"class.sycl::_V1::specialization_id.3" addrspace(4)*
  br i1 %27, label %30, label %56

30:                                               ; preds = %4
  %31 = addrspacecast %struct.Limits* %5 to %struct.Limits addrspace(4)*
  %32 = getelementptr inbounds %struct.Limits, %struct.Limits* %5, i64 0, i32 0
  %33 = getelementptr inbounds %struct.Limits, %struct.Limits* %5, i64 0, i32 1
  br label %34

34:                                               ; preds = %34, %30
  %35 = phi i64 [ %18, %30 ], [ %53, %34 ]
  %36 = bitcast %struct.Limits* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* %36)
  %37 = bitcast [15 x i8] addrspace(4)* @__usid_str to i8 addrspace(4)*
  %38 = bitcast %"class.sycl::_V1::specialization_id" addrspace(4)* %28 to i8 addrspace(4)*
  call spir_func void @_Z40__sycl_getComposite2020SpecConstantValueI6LimitsET_PKcPKvS5_(%struct.Limits addrspace(4)* sret(%struct.Limits) align 4 %31, i8 addrspace(4)* %37, i8 addrspace(4)* %38, i8 addrspace(4)* null) #0
  %39 = getelementptr inbounds i32, i32 addrspace(1)* %10, i64 %35
  %40 = load i32, i32 addrspace(1)* %39, align 4
  %41 = bitcast [15 x i8] addrspace(4)* @__usid_str.1 to i8 addrspace(4)*
  %42 = bitcast %"class.sycl::_V1::specialization_id.3" addrspace(4)* %29 to i8 addrspace(4)*
  %43 = call spir_func i32 @_Z37__sycl_getScalar2020SpecConstantValueIiET_PKcPKvS4_(i8 addrspace(4)* %41, i8 addrspace(4)* %42, i8 addrspace(4)* null) #0
  %44 = mul nsw i32 %43, %40
  %45 = add nsw i32 %44, %3
  %46 = load i32, i32* %32, align 4
  %47 = load i32, i32* %33, align 4
  %48 = icmp sgt i32 %45, %46
  %49 = select i1 %48, i32 %45, i32 %46
  %50 = icmp slt i32 %47, %49
  %51 = select i1 %50, i32 %47, i32 %49
  store i32 %51, i32 addrspace(1)* %39, align 4
  %52 = bitcast %struct.Limits* %5 to i8*
  call void @llvm.lifetime.end.p0i8(i64 8, i8* %52)
  %53 = add i64 %35, %26
  %54 = icmp ult i64 %53, %7
  br i1 %54, label %34, label %55

55:                                               ; preds = %34
  br label %56

56:                                               ; preds = %55, %4
  ret void
}

; Function Attrs: argmemonly nocallback nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly nocallback nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nounwind
define spir_kernel void @_ZTS11BundleScale(i32 addrspace(1)* align 4 %0, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %1, i32 %2) #0 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_type_qual !13 !kernel_arg_base_type !12 {
  %4 = alloca %struct.Limits, align 4
  %5 = bitcast %"class.sycl::_V1::id"* %1 to i64*
  %6 = load i64, i64* %5, align 8
  %7 = getelementptr inbounds i32, i32 addrspace(1)* %0, i64 %6
  %8 = call spir_func i64 @_Z13get_global_idj(i32 0) #3
  %9 = insertelement <3 x i64> undef, i64 %8, i32 0
  %10 = call spir_func i64 @_Z13get_global_idj(i32 1) #3
  %11 = insertelement <3 x i64> %9, i64 %10, i32 1
  %12 = call spir_func i64 @_Z13get_global_idj(i32 2) #3
  %13 = insertelement <3 x i64> %11, i64 %12, i32 2
  %14 = extractelement <3 x i64> %13, i32 0
  %15 = select i1 true, i64 %14, i64 0
  %16 = icmp ult i64 %15, 2147483648
  call void @llvm.assume(i1 %16)
  %17 = addrspacecast %struct.Limits* %4 to %struct.Limits addrspace(4)*
  %18 = bitcast %struct.Limits* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* %18)
  %19 = addrspacecast %"class.sycl::_V1::specialization_id" addrspace(1)* @_ZL7kLimits to %"class.sycl::_V1::specialization_id" addrspace(4)*
  %20 = bitcast [15 x i8] addrspace(4)* @__usid_str to i8 addrspace(4)*
  %21 = bitcast %"class.sycl::_V1::specialization_id" addrspace(4)* %19 to i8 addrspace(4)*
  call spir_func void @_Z40__sycl_getComposite2020SpecConstantValueI6LimitsET_PKcPKvS5_(%struct.Limits addrspace(4)* sret(%struct.Limits) align 4 %17, i8 addrspace(4)* %20, i8 addrspace(4)* %21, i8 addrspace(4)* null) #0
  %22 = getelementptr inbounds i32, i32 addrspace(1)* %7, i64 %15
  %23 = load i32, i32 addrspace(1)* %22, align 4
  %24 = addrspacecast %"class.sycl::_V1::specialization_id.3" addrspace(1)* @_ZL7kFactor to %"class.sycl::_V1::specialization_id.3" addrspace(4)*
  %25 = bitcast [15 x i8] addrspace(4)* @__usid_str.1 to i8 addrspace(4)*
  %26 = bitcast %"class.sycl::_V1::specialization_id.3" addrspace(4)* %24 to i8 addrspace(4)*
  %27 = call spir_func i32 @_Z37__sycl_getScalar2020SpecConstantValueIiET_PKcPKvS4_(i8 addrspace(4)* %25, i8 addrspace(4)* %26, i8 addrspace(4)* null) #0
  %28 = mul nsw i32 %27, %23
  %29 = add nsw i32 %28, %2
  %30 = getelementptr inbounds %struct.Limits, %struct.Limits* %4, i64 0, i32 0
  %31 = load i32, i32* %30, align 4
  %32 = getelementptr inbounds %struct.Limits, %struct.Limits* %4, i64 0, i32 1
  %33 = load i32, i32* %32, align 4
  %34 = icmp sgt i32 %29, %31
  %35 = select i1 %34, i32 %29, i32 %31
  %36 = icmp slt i32 %33, %35
  %37 = select i1 %36, i32 %33, i32 %35
  store i32 %37, i32 addrspace(1)* %22, align 4
  %38 = bitcast %struct.Limits* %4 to i8*
  call void @llvm.lifetime.end.p0i8(i64 8, i8* %38)
  ret void
}

; Function Attrs: inaccessiblememonly nocallback nofree nosync nounwind willreturn
declare void @llvm.assume(i1 noundef) #2

; Function Attrs: nounwind
define spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI12BundleOffsetEE(%"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %0, i32 addrspace(1)* align 4 %1, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %2) #0 !kernel_arg_addr_space !14 !kernel_arg_access_qual !11 !kernel_arg_type !15 !kernel_arg_type_qual !13 !kernel_arg_base_type !15 {
  %4 = alloca %struct.Limits, align 4
  %5 = bitcast %"class.sycl::_V1::range"* %0 to i64*
  %6 = load i64, i64* %5, align 8
  %7 = bitcast %"class.sycl::_V1::id"* %2 to i64*
  %8 = load i64, i64* %7, align 8
  %9 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 %8
  %10 = call spir_func i64 @_Z13get_global_idj(i32 0) #3
  %11 = insertelement <3 x i64> undef, i64 %10, i32 0
  %12 = call spir_func i64 @_Z13get_global_idj(i32 1) #3
  %13 = insertelement <3 x i64> %11, i64 %12, i32 1
  %14 = call spir_func i64 @_Z13get_global_idj(i32 2) #3
  %15 = insertelement <3 x i64> %13, i64 %14, i32 2
  %16 = extractelement <3 x i64> %15, i32 0
  %17 = select i1 true, i64 %16, i64 0
  %18 = call spir_func i64 @_Z15get_global_sizej(i32 0) #3
  %19 = insertelement <3 x i64> undef, i64 %18, i32 0
  %20 = call spir_func i64 @_Z15get_global_sizej(i32 1) #3
  %21 = insertelement <3 x i64> %19, i64 %20, i32 1
  %22 = call spir_func i64 @_Z15get_global_sizej(i32 2) #3
  %23 = insertelement <3 x i64> %21, i64 %22, i32 2
  %24 = extractelement <3 x i64> %23, i32 0
  %25 = select i1 true, i64 %24, i64 1
  %26 = icmp ult i64 %17, %6
  %27 = addrspacecast %"class.sycl::_V1::specialization_id" addrspace(1)* @_ZL7kLimits to %"class.sycl::_V1::specialization_id" addrspace(4)*
  %28 = addrspacecast %"class.sycl::_V1::specialization_id.3" addrspace(1)* @_ZL7kFactor to %"class.sycl::_V1::specialization_id.3" addrspace(4)*
  br i1 %26, label %29, label %50

29:                                               ; preds = %3
  %30 = addrspacecast %struct.Limits* %4 to %struct.Limits addrspace(4)*
  %31 = getelementptr inbounds %struct.Limits, %struct.Limits* %4, i64 0, i32 1
  br label %32

32:                                               ; preds = %32, %29
  %33 = phi i64 [ %17, %29 ], [ %47, %32 ]
  %34 = bitcast %struct.Limits* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* %34)
  %35 = bitcast [15 x i8] addrspace(4)* @__usid_str to i8 addrspace(4)*
  %36 = bitcast %"class.sycl::_V1::specialization_id" addrspace(4)* %27 to i8 addrspace(4)*
  call spir_func void @_Z40__sycl_getComposite2020SpecConstantValueI6LimitsET_PKcPKvS5_(%struct.Limits addrspace(4)* sret(%struct.Limits) align 4 %30, i8 addrspace(4)* %35, i8 addrspace(4)* %36, i8 addrspace(4)* null) #0
  %37 = getelementptr inbounds i32, i32 addrspace(1)* %9, i64 %33
  %38 = load i32, i32 addrspace(1)* %37, align 4
  %39 = bitcast [15 x i8] addrspace(4)* @__usid_str.1 to i8 addrspace(4)*
  %40 = bitcast %"class.sycl::_V1::specialization_id.3" addrspace(4)* %28 to i8 addrspace(4)*
  %41 = call spir_func i32 @_Z37__sycl_getScalar2020SpecConstantValueIiET_PKcPKvS4_(i8 addrspace(4)* %39, i8 addrspace(4)* %40, i8 addrspace(4)* null) #0
  %42 = add nsw i32 %41, %38
  %43 = load i32, i32* %31, align 4
  %44 = icmp slt i32 %43, %42
  %45 = select i1 %44, i32 %43, i32 %42
  store i32 %45, i32 addrspace(1)* %37, align 4
  %46 = bitcast %struct.Limits* %4 to i8*
  call void @llvm.lifetime.end.p0i8(i64 8, i8* %46)
  %47 = add i64 %33, %25
  %48 = icmp ult i64 %47, %6
  br i1 %48, label %32, label %49

49:                                               ; preds = %32
  br label %50

50:                                               ; preds = %49, %3
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTS12BundleOffset(i32 addrspace(1)* align 4 %0, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %1) #0 !kernel_arg_addr_space !3 !kernel_arg_access_qual !16 !kernel_arg_type !17 !kernel_arg_type_qual !18 !kernel_arg_base_type !17 {
  %3 = alloca %struct.Limits, align 4
  %4 = bitcast %"class.sycl::_V1::id"* %1 to i64*
  %5 = load i64, i64* %4, align 8
  %6 = getelementptr inbounds i32, i32 addrspace(1)* %0, i64 %5
  %7 = call spir_func i64 @_Z13get_global_idj(i32 0) #3
  %8 = insertelement <3 x i64> undef, i64 %7, i32 0
  %9 = call spir_func i64 @_Z13get_global_idj(i32 1) #3
  %10 = insertelement <3 x i64> %8, i64 %9, i32 1
  %11 = call spir_func i64 @_Z13get_global_idj(i32 2) #3
  %12 = insertelement <3 x i64> %10, i64 %11, i32 2
  %13 = extractelement <3 x i64> %12, i32 0
  %14 = select i1 true, i64 %13, i64 0
  %15 = icmp ult i64 %14, 2147483648
  call void @llvm.assume(i1 %15)
  %16 = addrspacecast %struct.Limits* %3 to %struct.Limits addrspace(4)*
  %17 = bitcast %struct.Limits* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* %17)
  %18 = addrspacecast %"class.sycl::_V1::specialization_id" addrspace(1)* @_ZL7kLimits to %"class.sycl::_V1::specialization_id" addrspace(4)*
  %19 = bitcast [15 x i8] addrspace(4)* @__usid_str to i8 addrspace(4)*
  %20 = bitcast %"class.sycl::_V1::specialization_id" addrspace(4)* %18 to i8 addrspace(4)*
  call spir_func void @_Z40__sycl_getComposite2020SpecConstantValueI6LimitsET_PKcPKvS5_(%struct.Limits addrspace(4)* sret(%struct.Limits) align 4 %16, i8 addrspace(4)* %19, i8 addrspace(4)* %20, i8 addrspace(4)* null) #0
  %21 = getelementptr inbounds i32, i32 addrspace(1)* %6, i64 %14
  %22 = load i32, i32 addrspace(1)* %21, align 4
  %23 = addrspacecast %"class.sycl::_V1::specialization_id.3" addrspace(1)* @_ZL7kFactor to %"class.sycl::_V1::specialization_id.3" addrspace(4)*
  %24 = bitcast [15 x i8] addrspace(4)* @__usid_str.1 to i8 addrspace(4)*
  %25 = bitcast %"class.sycl::_V1::specialization_id.3" addrspace(4)* %23 to i8 addrspace(4)*
  %26 = call spir_func i32 @_Z37__sycl_getScalar2020SpecConstantValueIiET_PKcPKvS4_(i8 addrspace(4)* %24, i8 addrspace(4)* %25, i8 addrspace(4)* null) #0
  %27 = add nsw i32 %26, %22
  %28 = getelementptr inbounds %struct.Limits, %struct.Limits* %3, i64 0, i32 1
  %29 = load i32, i32* %28, align 4
  %30 = icmp slt i32 %29, %27
  %31 = select i1 %30, i32 %29, i32 %27
  store i32 %31, i32 addrspace(1)* %21, align 4
  %32 = bitcast %struct.Limits* %3 to i8*
  call void @llvm.lifetime.end.p0i8(i64 8, i8* %32)
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI11HandlerReadEE(%"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %0, i32 addrspace(1)* align 4 %1, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %2, i32 %3) #0 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_type_qual !9 !kernel_arg_base_type !8 {
  %5 = bitcast %"class.sycl::_V1::range"* %0 to i64*
  %6 = load i64, i64* %5, align 8
  %7 = bitcast %"class.sycl::_V1::id"* %2 to i64*
  %8 = load i64, i64* %7, align 8
  %9 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 %8
  %10 = call spir_func i64 @_Z13get_global_idj(i32 0) #3
  %11 = insertelement <3 x i64> undef, i64 %10, i32 0
  %12 = call spir_func i64 @_Z13get_global_idj(i32 1) #3
  %13 = insertelement <3 x i64> %11, i64 %12, i32 1
  %14 = call spir_func i64 @_Z13get_global_idj(i32 2) #3
  %15 = insertelement <3 x i64> %13, i64 %14, i32 2
  %16 = extractelement <3 x i64> %15, i32 0
  %17 = select i1 true, i64 %16, i64 0
  %18 = call spir_func i64 @_Z15get_global_sizej(i32 0) #3
  %19 = insertelement <3 x i64> undef, i64 %18, i32 0
  %20 = call spir_func i64 @_Z15get_global_sizej(i32 1) #3
  %21 = insertelement <3 x i64> %19, i64 %20, i32 1
  %22 = call spir_func i64 @_Z15get_global_sizej(i32 2) #3
  %23 = insertelement <3 x i64> %21, i64 %22, i32 2
  %24 = extractelement <3 x i64> %23, i32 0
  %25 = select i1 true, i64 %24, i64 1
  %26 = icmp ult i64 %17, %6
  %27 = addrspacecast %"class.sycl::_V1::specialization_id.3" addrspace(1)* @_ZL7kOffset to %"class.sycl::_V1::specialization_id.3" addrspace(4)*
  br i1 %26, label %28, label %40

28:                                               ; preds = %4
  br label %29

29:                                               ; preds = %29, %28
  %30 = phi i64 [ %37, %29 ], [ %17, %28 ]
  %31 = bitcast [15 x i8] addrspace(4)* @__usid_str.2 to i8 addrspace(4)*
  %32 = bitcast %"class.sycl::_V1::specialization_id.3" addrspace(4)* %27 to i8 addrspace(4)*
  %33 = call spir_func i32 @_Z37__sycl_getScalar2020SpecConstantValueIiET_PKcPKvS4_(i8 addrspace(4)* %31, i8 addrspace(4)* %32, i8 addrspace(4)* null) #0
  %34 = mul nsw i32 %33, 100
  %35 = add nsw i32 %34, %3
  %36 = getelementptr inbounds i32, i32 addrspace(1)* %9, i64 %30
  store i32 %35, i32 addrspace(1)* %36, align 4
  %37 = add i64 %30, %25
  %38 = icmp ult i64 %37, %6
  br i1 %38, label %29, label %39

39:                                               ; preds = %29
  br label %40

40:                                               ; preds = %39, %4
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTS11HandlerRead(i32 addrspace(1)* align 4 %0, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %1, i32 %2) #0 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_type_qual !13 !kernel_arg_base_type !12 {
  %4 = bitcast %"class.sycl::_V1::id"* %1 to i64*
  %5 = load i64, i64* %4, align 8
  %6 = getelementptr inbounds i32, i32 addrspace(1)* %0, i64 %5
  %7 = call spir_func i64 @_Z13get_global_idj(i32 0) #3
  %8 = insertelement <3 x i64> undef, i64 %7, i32 0
  %9 = call spir_func i64 @_Z13get_global_idj(i32 1) #3
  %10 = insertelement <3 x i64> %8, i64 %9, i32 1
  %11 = call spir_func i64 @_Z13get_global_idj(i32 2) #3
  %12 = insertelement <3 x i64> %10, i64 %11, i32 2
  %13 = extractelement <3 x i64> %12, i32 0
  %14 = select i1 true, i64 %13, i64 0
  %15 = icmp ult i64 %14, 2147483648
  call void @llvm.assume(i1 %15)
  %16 = addrspacecast %"class.sycl::_V1::specialization_id.3" addrspace(1)* @_ZL7kOffset to %"class.sycl::_V1::specialization_id.3" addrspace(4)*
  %17 = bitcast [15 x i8] addrspace(4)* @__usid_str.2 to i8 addrspace(4)*
  %18 = bitcast %"class.sycl::_V1::specialization_id.3" addrspace(4)* %16 to i8 addrspace(4)*
  %19 = call spir_func i32 @_Z37__sycl_getScalar2020SpecConstantValueIiET_PKcPKvS4_(i8 addrspace(4)* %17, i8 addrspace(4)* %18, i8 addrspace(4)* null) #0
  %20 = mul nsw i32 %19, 100
  %21 = add nsw i32 %20, %2
  %22 = getelementptr inbounds i32, i32 addrspace(1)* %6, i64 %14
  store i32 %21, i32 addrspace(1)* %22, align 4
  ret void
}

; Function Attrs: nounwind readnone willreturn
declare spir_func i64 @_Z13get_global_idj(i32) #3

; Function Attrs: nounwind readnone willreturn
declare spir_func i64 @_Z15get_global_sizej(i32) #3

attributes #0 = { nounwind }
attributes #1 = { argmemonly nocallback nofree nosync nounwind willreturn }
attributes #2 = { inaccessiblememonly nocallback nofree nosync nounwind willreturn }
attributes #3 = { nounwind readnone willreturn }

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
!6 = !{i32 0, i32 1, i32 0, i32 0}
!7 = !{!"none", !"none", !"none", !"none"}
!8 = !{!"class.sycl::_V1::range", !"int*", !"class.sycl::_V1::id", !"int"}
!9 = !{!"", !"", !"", !""}
!10 = !{i32 1, i32 0, i32 0}
!11 = !{!"none", !"none", !"none"}
!12 = !{!"int*", !"class.sycl::_V1::id", !"int"}
!13 = !{!"", !"", !""}
!14 = !{i32 0, i32 1, i32 0}
!15 = !{!"class.sycl::_V1::range", !"int*", !"class.sycl::_V1::id"}
!16 = !{!"none", !"none"}
!17 = !{!"int*", !"class.sycl::_V1::id"}
!18 = !{!"", !""}
