; ModuleID = 'device.bc'
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024"
target triple = "spir64-unknown-unknown"

%class.anon = type { %"class.sycl::_V1::accessor", %"class.sycl::_V1::accessor.0" }
%"class.sycl::_V1::accessor" = type { %"class.sycl::_V1::detail::AccessorImplDevice", %union.anon }
%"class.sycl::_V1::detail::AccessorImplDevice" = type { %"class.sycl::_V1::id", %"class.sycl::_V1::range", %"class.sycl::_V1::range" }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [1 x i64] }
%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%union.anon = type { i8 addrspace(1)* }
%"class.sycl::_V1::accessor.0" = type { %"class.sycl::_V1::detail::AccessorImplDevice", %union.anon.3 }
%union.anon.3 = type { i8 addrspace(1)* }
%class.anon.11 = type { %"class.sycl::_V1::accessor.0", %"class.sycl::_V1::accessor" }
%"class.sycl::_V1::group" = type { %"class.sycl::_V1::range", %"class.sycl::_V1::range", %"class.sycl::_V1::range", %"class.sycl::_V1::id" }

@_ZZ14_ZTS9HierScalePU3AS1fN4sycl3_V15rangeILi1EEES4_NS2_2idILi1EEEPU3AS1KfS4_S4_S6_E12__SYCLKernel = internal addrspace(3) global %class.anon undef, align 8
@_ZZ16_ZTS10HierCentrePU3AS1KfN4sycl3_V15rangeILi1EEES4_NS2_2idILi1EEEPU3AS1fS4_S4_S6_E12__SYCLKernel = internal addrspace(3) global %class.anon.11 undef, align 8
@_ZZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENKUlNS0_5groupILi1EEEE_clES5_E4tile = internal addrspace(3) global [32 x float] undef, align 4
@_ZZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENKUlNS0_5groupILi1EEEE_clES5_E4base = internal addrspace(3) global i64 undef, align 8
@_ZZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENKUlNS0_5groupILi1EEEE_clES5_E3sum = internal addrspace(3) global float undef, align 4
@_ZZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENKUlNS0_5groupILi1EEEE_clES5_E1k = internal addrspace(3) global i64 undef, align 8
@_ZZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENKUlNS0_5groupILi1EEEE_clES5_E4mean = internal addrspace(3) global float undef, align 4
@_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENKUlNS0_5groupILi1EEEE_clES5_WG_ = internal addrspace(3) global i8 addrspace(4)* undef, align 8
@WGCopy.1.0 = internal addrspace(3) global i8 addrspace(4)* undef, align 8
@WGCopy.1.1 = internal addrspace(3) global i8 addrspace(4)* undef, align 8
@ArgShadow = internal addrspace(3) global %"class.sycl::_V1::group" undef, align 16
@_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENKUlNS0_5groupILi1EEEE_clES5_WG_ = internal addrspace(3) global i8 addrspace(4)* undef, align 8
@_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENKUlNS0_5groupILi1EEEE_clES5_WG_.3 = internal addrspace(3) global i1 undef, align 1
@WGCopy.5.0 = internal addrspace(3) global i64 undef, align 8
@WGCopy.6.0 = internal addrspace(3) global i8 addrspace(4)* undef, align 16
@WGCopy.6.1 = internal addrspace(3) global i8 addrspace(4)* undef, align 8
@WGCopy.6.2 = internal addrspace(3) global i8 addrspace(4)* undef, align 16
@WGCopy.7.0 = internal addrspace(3) global i64 undef, align 8
@WGCopy.8.0 = internal addrspace(3) global i8 addrspace(4)* undef, align 16
@WGCopy.8.1 = internal addrspace(3) global i8 addrspace(4)* undef, align 8
@WGCopy.8.2 = internal addrspace(3) global i8 addrspace(4)* undef, align 16
@WGCopy.8.3 = internal addrspace(3) global i8 addrspace(4)* undef, align 8
@ArgShadow.9 = internal addrspace(3) global %"class.sycl::_V1::group" undef, align 16

; Function Attrs: nounwind
define spir_kernel void @_ZTS9HierScale(float addrspace(1)* align 4 %0, %"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %1, %"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %2, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %3, float addrspace(1)* readonly align 4 %4, %"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %5, %"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %6, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %7) #0 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_type_qual !9 !kernel_arg_base_type !8 {
  %9 = alloca %"class.sycl::_V1::group", align 8
  %10 = bitcast %"class.sycl::_V1::range"* %1 to i64*
  %11 = load i64, i64* %10, align 8
  %12 = bitcast %"class.sycl::_V1::range"* %2 to i64*
  %13 = load i64, i64* %12, align 8
  %14 = bitcast %"class.sycl::_V1::id"* %3 to i64*
  %15 = load i64, i64* %14, align 8
  %16 = bitcast %class.anon addrspace(3)* @_ZZ14_ZTS9HierScalePU3AS1fN4sycl3_V15rangeILi1EEES4_NS2_2idILi1EEEPU3AS1KfS4_S4_S6_E12__SYCLKernel to i64 addrspace(3)*
  store i64 %15, i64 addrspace(3)* %16, align 8
  %17 = bitcast %class.anon addrspace(3)* @_ZZ14_ZTS9HierScalePU3AS1fN4sycl3_V15rangeILi1EEES4_NS2_2idILi1EEEPU3AS1KfS4_S4_S6_E12__SYCLKernel to i8 addrspace(3)*
  %18 = getelementptr inbounds i8, i8 addrspace(3)* %17, i64 8
  %19 = bitcast i8 addrspace(3)* %18 to i64 addrspace(3)*
  store i64 %11, i64 addrspace(3)* %19, align 8
  %20 = bitcast %class.anon addrspace(3)* @_ZZ14_ZTS9HierScalePU3AS1fN4sycl3_V15rangeILi1EEES4_NS2_2idILi1EEEPU3AS1KfS4_S4_S6_E12__SYCLKernel to i8 addrspace(3)*
  %21 = getelementptr inbounds i8, i8 addrspace(3)* %20, i64 16
  %22 = bitcast i8 addrspace(3)* %21 to i64 addrspace(3)*
  store i64 %13, i64 addrspace(3)* %22, align 8
  %23 = getelementptr inbounds float, float addrspace(1)* %0, i64 %15
  %24 = bitcast %class.anon addrspace(3)* @_ZZ14_ZTS9HierScalePU3AS1fN4sycl3_V15rangeILi1EEES4_NS2_2idILi1EEEPU3AS1KfS4_S4_S6_E12__SYCLKernel to i8 addrspace(3)*
  %25 = getelementptr inbounds i8, i8 addrspace(3)* %24, i64 24
  %26 = bitcast i8 addrspace(3)* %25 to float addrspace(1)* addrspace(3)*
  store float addrspace(1)* %23, float addrspace(1)* addrspace(3)* %26, align 8
  %27 = bitcast %"class.sycl::_V1::range"* %5 to i64*
  %28 = load i64, i64* %27, align 8
  %29 = bitcast %"class.sycl::_V1::range"* %6 to i64*
  %30 = load i64, i64* %29, align 8
  %31 = bitcast %"class.sycl::_V1::id"* %7 to i64*
  %32 = load i64, i64* %31, align 8
  %33 = bitcast %class.anon addrspace(3)* @_ZZ14_ZTS9HierScalePU3AS1fN4sycl3_V15rangeILi1EEES4_NS2_2idILi1EEEPU3AS1KfS4_S4_S6_E12__SYCLKernel to i8 addrspace(3)*
  %34 = getelementptr inbounds i8, i8 addrspace(3)* %33, i64 32
  %35 = bitcast i8 addrspace(3)* %34 to i64 addrspace(3)*
  store i64 %32, i64 addrspace(3)* %35, align 8
  %36 = bitcast %class.anon addrspace(3)* @_ZZ14_ZTS9HierScalePU3AS1fN4sycl3_V15rangeILi1EEES4_NS2_2idILi1EEEPU3AS1KfS4_S4_S6_E12__SYCLKernel to i8 addrspace(3)*
  %37 = getelementptr inbounds i8, i8 addrspace(3)* %36, i64 40
  %38 = bitcast i8 addrspace(3)* %37 to i64 addrspace(3)*
  store i64 %28, i64 addrspace(3)* %38, align 8
  %39 = bitcast %class.anon addrspace(3)* @_ZZ14_ZTS9HierScalePU3AS1fN4sycl3_V15rangeILi1EEES4_NS2_2idILi1EEEPU3AS1KfS4_S4_S6_E12__SYCLKernel to i8 addrspace(3)*
  %40 = getelementptr inbounds i8, i8 addrspace(3)* %39, i64 48
  %41 = bitcast i8 addrspace(3)* %40 to i64 addrspace(3)*
  store i64 %30, i64 addrspace(3)* %41, align 8
  %42 = getelementptr inbounds float, float addrspace(1)* %4, i64 %32
  %43 = bitcast %class.anon addrspace(3)* @_ZZ14_ZTS9HierScalePU3AS1fN4sycl3_V15rangeILi1EEES4_NS2_2idILi1EEEPU3AS1KfS4_S4_S6_E12__SYCLKernel to i8 addrspace(3)*
  %44 = getelementptr inbounds i8, i8 addrspace(3)* %43, i64 56
  %45 = bitcast i8 addrspace(3)* %44 to float addrspace(1)* addrspace(3)*
  store float addrspace(1)* %42, float addrspace(1)* addrspace(3)* %45, align 8
  %46 = call spir_func i64 @_Z15get_global_sizej(i32 0) #4
  %47 = insertelement <3 x i64> undef, i64 %46, i32 0
  %48 = call spir_func i64 @_Z15get_global_sizej(i32 1) #4
  %49 = insertelement <3 x i64> %47, i64 %48, i32 1
  %50 = call spir_func i64 @_Z15get_global_sizej(i32 2) #4
  %51 = insertelement <3 x i64> %49, i64 %50, i32 2
  %52 = extractelement <3 x i64> %51, i32 0
  %53 = select i1 true, i64 %52, i64 1
  %54 = call spir_func i64 @_Z14get_local_sizej(i32 0) #4
  %55 = insertelement <3 x i64> undef, i64 %54, i32 0
  %56 = call spir_func i64 @_Z14get_local_sizej(i32 1) #4
  %57 = insertelement <3 x i64> %55, i64 %56, i32 1
  %58 = call spir_func i64 @_Z14get_local_sizej(i32 2) #4
  %59 = insertelement <3 x i64> %57, i64 %58, i32 2
  %60 = extractelement <3 x i64> %59, i32 0
  %61 = select i1 true, i64 %60, i64 1
  %62 = call spir_func i64 @_Z14get_num_groupsj(i32 0) #4
  %63 = insertelement <3 x i64> undef, i64 %62, i32 0
  %64 = call spir_func i64 @_Z14get_num_groupsj(i32 1) #4
  %65 = insertelement <3 x i64> %63, i64 %64, i32 1
  %66 = call spir_func i64 @_Z14get_num_groupsj(i32 2) #4
  %67 = insertelement <3 x i64> %65, i64 %66, i32 2
  %68 = extractelement <3 x i64> %67, i32 0
  %69 = select i1 true, i64 %68, i64 1
  %70 = call spir_func i64 @_Z12get_group_idj(i32 0) #4
  %71 = insertelement <3 x i64> undef, i64 %70, i32 0
  %72 = call spir_func i64 @_Z12get_group_idj(i32 1) #4
  %73 = insertelement <3 x i64> %71, i64 %72, i32 1
  %74 = call spir_func i64 @_Z12get_group_idj(i32 2) #4
  %75 = insertelement <3 x i64> %73, i64 %74, i32 2
  %76 = extractelement <3 x i64> %75, i32 0
  %77 = select i1 true, i64 %76, i64 0
  %78 = bitcast %"class.sycl::_V1::group"* %9 to i8*
  call void @llvm.lifetime.start.p0i8(i64 32, i8* %78)
  %79 = bitcast %"class.sycl::_V1::group"* %9 to i64*
  store i64 %53, i64* %79, align 8
  %80 = bitcast %"class.sycl::_V1::group"* %9 to i64*
  %81 = getelementptr inbounds i64, i64* %80, i64 1
  store i64 %61, i64* %81, align 8
  %82 = bitcast %"class.sycl::_V1::group"* %9 to i64*
  %83 = getelementptr inbounds i64, i64* %82, i64 2
  store i64 %69, i64* %83, align 8
  %84 = bitcast %"class.sycl::_V1::group"* %9 to i64*
  %85 = getelementptr inbounds i64, i64* %84, i64 3
  store i64 %77, i64* %85, align 8
  %86 = call spir_func i64 @_Z19get_local_linear_idv() #4
  call spir_func void @_Z7barrierj(i32 1) #5
  %87 = icmp eq i64 %86, 0
  %88 = addrspacecast %class.anon addrspace(3)* @_ZZ14_ZTS9HierScalePU3AS1fN4sycl3_V15rangeILi1EEES4_NS2_2idILi1EEEPU3AS1KfS4_S4_S6_E12__SYCLKernel to %class.anon addrspace(4)*
  %89 = bitcast %class.anon addrspace(3)* @_ZZ14_ZTS9HierScalePU3AS1fN4sycl3_V15rangeILi1EEES4_NS2_2idILi1EEEPU3AS1KfS4_S4_S6_E12__SYCLKernel to i8 addrspace(3)*
  %90 = getelementptr inbounds i8, i8 addrspace(3)* %89, i64 32
  %91 = addrspacecast i8 addrspace(3)* %90 to i8 addrspace(4)*
  br i1 %87, label %92, label %94

92:                                               ; preds = %8
  %93 = bitcast %"class.sycl::_V1::group"* %9 to i8*
  call void @llvm.memcpy.p3i8.p0i8.i64(i8 addrspace(3)* align 16 bitcast (%"class.sycl::_V1::group" addrspace(3)* @ArgShadow to i8 addrspace(3)*), i8* align 16 %93, i64 32, i1 false)
  br label %94

94:                                               ; preds = %92, %8
  call spir_func void @_Z7barrierj(i32 1) #5
  %95 = bitcast %"class.sycl::_V1::group"* %9 to i8*
  call void @llvm.memcpy.p0i8.p3i8.i64(i8* align 8 %95, i8 addrspace(3)* align 8 bitcast (%"class.sycl::_V1::group" addrspace(3)* @ArgShadow to i8 addrspace(3)*), i64 32, i1 false)
  call spir_func void @_Z7barrierj(i32 1) #5
  br i1 %87, label %96, label %99

96:                                               ; preds = %94
  %97 = addrspacecast %"class.sycl::_V1::group"* %9 to %"class.sycl::_V1::group" addrspace(4)*
  %98 = bitcast i8 addrspace(4)* addrspace(3)* @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENKUlNS0_5groupILi1EEEE_clES5_WG_ to %"class.sycl::_V1::group" addrspace(4)* addrspace(3)*
  store %"class.sycl::_V1::group" addrspace(4)* %97, %"class.sycl::_V1::group" addrspace(4)* addrspace(3)* %98, align 8
  br label %99

99:                                               ; preds = %96, %94
  call spir_func void @_Z7barrierj(i32 1) #5
  br i1 %87, label %100, label %102

100:                                              ; preds = %99
  %101 = bitcast i8 addrspace(4)* addrspace(3)* @WGCopy.1.0 to %class.anon addrspace(4)* addrspace(3)*
  store %class.anon addrspace(4)* %88, %class.anon addrspace(4)* addrspace(3)* %101, align 8
  store i8 addrspace(4)* %91, i8 addrspace(4)* addrspace(3)* @WGCopy.1.1, align 8
  br label %102

102:                                              ; preds = %100, %99
  call spir_func void @_Z7barrierj(i32 1) #5
  %103 = load i8 addrspace(4)*, i8 addrspace(4)* addrspace(3)* @WGCopy.1.0, align 8
  %104 = load i8 addrspace(4)*, i8 addrspace(4)* addrspace(3)* @WGCopy.1.1, align 8
  call spir_func void @_Z7barrierj(i32 1) #5
  %105 = call spir_func i64 @_Z13get_global_idj(i32 0) #4
  %106 = insertelement <3 x i64> undef, i64 %105, i32 0
  %107 = call spir_func i64 @_Z13get_global_idj(i32 1) #4
  %108 = insertelement <3 x i64> %106, i64 %107, i32 1
  %109 = call spir_func i64 @_Z13get_global_idj(i32 2) #4
  %110 = insertelement <3 x i64> %108, i64 %109, i32 2
  %111 = extractelement <3 x i64> %110, i32 0
  %112 = select i1 true, i64 %111, i64 0
  %113 = getelementptr i8, i8 addrspace(4)* %103, i64 24
  %114 = bitcast i8 addrspace(4)* %113 to float addrspace(1)* addrspace(4)*
  %115 = load float addrspace(1)*, float addrspace(1)* addrspace(4)* %114, align 8
  %116 = getelementptr i8, i8 addrspace(4)* %104, i64 24
  %117 = bitcast i8 addrspace(4)* %116 to float addrspace(1)* addrspace(4)*
  %118 = load float addrspace(1)*, float addrspace(1)* addrspace(4)* %117, align 8
  %119 = icmp ult i64 %112, 2147483648
  call void @llvm.assume(i1 %119)
  %120 = getelementptr inbounds float, float addrspace(1)* %118, i64 %112
  %121 = load float, float addrspace(1)* %120, align 4
  %122 = call spir_func float @_Z3madfff(float %121, float 3.000000e+00, float 1.000000e+00) #6
  %123 = getelementptr inbounds float, float addrspace(1)* %115, i64 %112
  store float %122, float addrspace(1)* %123, align 4
  call spir_func void @_Z7barrierj(i32 1) #5
  %124 = bitcast %"class.sycl::_V1::group"* %9 to i8*
  call void @llvm.lifetime.end.p0i8(i64 32, i8* %124)
  ret void
}

; Function Attrs: argmemonly nocallback nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly nocallback nofree nounwind willreturn
declare void @llvm.memcpy.p3i8.p0i8.i64(i8 addrspace(3)* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: argmemonly nocallback nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p3i8.i64(i8* noalias nocapture writeonly, i8 addrspace(3)* noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: inaccessiblememonly nocallback nofree nosync nounwind willreturn
declare void @llvm.assume(i1 noundef) #3

; Function Attrs: argmemonly nocallback nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nounwind
define spir_kernel void @_ZTS10HierCentre(float addrspace(1)* readonly align 4 %0, %"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %1, %"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %2, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %3, float addrspace(1)* align 4 %4, %"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %5, %"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %6, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %7) #0 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_type_qual !9 !kernel_arg_base_type !8 {
  %9 = alloca %"class.sycl::_V1::group", align 8
  %10 = bitcast %"class.sycl::_V1::range"* %1 to i64*
  %11 = load i64, i64* %10, align 8
  %12 = bitcast %"class.sycl::_V1::range"* %2 to i64*
  %13 = load i64, i64* %12, align 8
  %14 = bitcast %"class.sycl::_V1::id"* %3 to i64*
  %15 = load i64, i64* %14, align 8
  %16 = bitcast %class.anon.11 addrspace(3)* @_ZZ16_ZTS10HierCentrePU3AS1KfN4sycl3_V15rangeILi1EEES4_NS2_2idILi1EEEPU3AS1fS4_S4_S6_E12__SYCLKernel to i64 addrspace(3)*
  store i64 %15, i64 addrspace(3)* %16, align 8
  %17 = bitcast %class.anon.11 addrspace(3)* @_ZZ16_ZTS10HierCentrePU3AS1KfN4sycl3_V15rangeILi1EEES4_NS2_2idILi1EEEPU3AS1fS4_S4_S6_E12__SYCLKernel to i8 addrspace(3)*
  %18 = getelementptr inbounds i8, i8 addrspace(3)* %17, i64 8
  %19 = bitcast i8 addrspace(3)* %18 to i64 addrspace(3)*
  store i64 %11, i64 addrspace(3)* %19, align 8
  %20 = bitcast %class.anon.11 addrspace(3)* @_ZZ16_ZTS10HierCentrePU3AS1KfN4sycl3_V15rangeILi1EEES4_NS2_2idILi1EEEPU3AS1fS4_S4_S6_E12__SYCLKernel to i8 addrspace(3)*
  %21 = getelementptr inbounds i8, i8 addrspace(3)* %20, i64 16
  %22 = bitcast i8 addrspace(3)* %21 to i64 addrspace(3)*
  store i64 %13, i64 addrspace(3)* %22, align 8
  %23 = getelementptr inbounds float, float addrspace(1)* %0, i64 %15
  %24 = bitcast %class.anon.11 addrspace(3)* @_ZZ16_ZTS10HierCentrePU3AS1KfN4sycl3_V15rangeILi1EEES4_NS2_2idILi1EEEPU3AS1fS4_S4_S6_E12__SYCLKernel to i8 addrspace(3)*
  %25 = getelementptr inbounds i8, i8 addrspace(3)* %24, i64 24
  %26 = bitcast i8 addrspace(3)* %25 to float addrspace(1)* addrspace(3)*
  store float addrspace(1)* %23, float addrspace(1)* addrspace(3)* %26, align 8
  %27 = bitcast %"class.sycl::_V1::range"* %5 to i64*
  %28 = load i64, i64* %27, align 8
  %29 = bitcast %"class.sycl::_V1::range"* %6 to i64*
  %30 = load i64, i64* %29, align 8
  %31 = bitcast %"class.sycl::_V1::id"* %7 to i64*
  %32 = load i64, i64* %31, align 8
  %33 = bitcast %class.anon.11 addrspace(3)* @_ZZ16_ZTS10HierCentrePU3AS1KfN4sycl3_V15rangeILi1EEES4_NS2_2idILi1EEEPU3AS1fS4_S4_S6_E12__SYCLKernel to i8 addrspace(3)*
  %34 = getelementptr inbounds i8, i8 addrspace(3)* %33, i64 32
  %35 = bitcast i8 addrspace(3)* %34 to i64 addrspace(3)*
  store i64 %32, i64 addrspace(3)* %35, align 8
  %36 = bitcast %class.anon.11 addrspace(3)* @_ZZ16_ZTS10HierCentrePU3AS1KfN4sycl3_V15rangeILi1EEES4_NS2_2idILi1EEEPU3AS1fS4_S4_S6_E12__SYCLKernel to i8 addrspace(3)*
  %37 = getelementptr inbounds i8, i8 addrspace(3)* %36, i64 40
  %38 = bitcast i8 addrspace(3)* %37 to i64 addrspace(3)*
  store i64 %28, i64 addrspace(3)* %38, align 8
  %39 = bitcast %class.anon.11 addrspace(3)* @_ZZ16_ZTS10HierCentrePU3AS1KfN4sycl3_V15rangeILi1EEES4_NS2_2idILi1EEEPU3AS1fS4_S4_S6_E12__SYCLKernel to i8 addrspace(3)*
  %40 = getelementptr inbounds i8, i8 addrspace(3)* %39, i64 48
  %41 = bitcast i8 addrspace(3)* %40 to i64 addrspace(3)*
  store i64 %30, i64 addrspace(3)* %41, align 8
  %42 = getelementptr inbounds float, float addrspace(1)* %4, i64 %32
  %43 = bitcast %class.anon.11 addrspace(3)* @_ZZ16_ZTS10HierCentrePU3AS1KfN4sycl3_V15rangeILi1EEES4_NS2_2idILi1EEEPU3AS1fS4_S4_S6_E12__SYCLKernel to i8 addrspace(3)*
  %44 = getelementptr inbounds i8, i8 addrspace(3)* %43, i64 56
  %45 = bitcast i8 addrspace(3)* %44 to float addrspace(1)* addrspace(3)*
  store float addrspace(1)* %42, float addrspace(1)* addrspace(3)* %45, align 8
  %46 = call spir_func i64 @_Z15get_global_sizej(i32 0) #4
  %47 = insertelement <3 x i64> undef, i64 %46, i32 0
  %48 = call spir_func i64 @_Z15get_global_sizej(i32 1) #4
  %49 = insertelement <3 x i64> %47, i64 %48, i32 1
  %50 = call spir_func i64 @_Z15get_global_sizej(i32 2) #4
  %51 = insertelement <3 x i64> %49, i64 %50, i32 2
  %52 = extractelement <3 x i64> %51, i32 0
  %53 = select i1 true, i64 %52, i64 1
  %54 = call spir_func i64 @_Z14get_local_sizej(i32 0) #4
  %55 = insertelement <3 x i64> undef, i64 %54, i32 0
  %56 = call spir_func i64 @_Z14get_local_sizej(i32 1) #4
  %57 = insertelement <3 x i64> %55, i64 %56, i32 1
  %58 = call spir_func i64 @_Z14get_local_sizej(i32 2) #4
  %59 = insertelement <3 x i64> %57, i64 %58, i32 2
  %60 = extractelement <3 x i64> %59, i32 0
  %61 = select i1 true, i64 %60, i64 1
  %62 = call spir_func i64 @_Z14get_num_groupsj(i32 0) #4
  %63 = insertelement <3 x i64> undef, i64 %62, i32 0
  %64 = call spir_func i64 @_Z14get_num_groupsj(i32 1) #4
  %65 = insertelement <3 x i64> %63, i64 %64, i32 1
  %66 = call spir_func i64 @_Z14get_num_groupsj(i32 2) #4
  %67 = insertelement <3 x i64> %65, i64 %66, i32 2
  %68 = extractelement <3 x i64> %67, i32 0
  %69 = select i1 true, i64 %68, i64 1
  %70 = call spir_func i64 @_Z12get_group_idj(i32 0) #4
  %71 = insertelement <3 x i64> undef, i64 %70, i32 0
  %72 = call spir_func i64 @_Z12get_group_idj(i32 1) #4
  %73 = insertelement <3 x i64> %71, i64 %72, i32 1
  %74 = call spir_func i64 @_Z12get_group_idj(i32 2) #4
  %75 = insertelement <3 x i64> %73, i64 %74, i32 2
  %76 = extractelement <3 x i64> %75, i32 0
  %77 = select i1 true, i64 %76, i64 0
  %78 = bitcast %"class.sycl::_V1::group"* %9 to i8*
  call void @llvm.lifetime.start.p0i8(i64 32, i8* %78)
  %79 = bitcast %"class.sycl::_V1::group"* %9 to i64*
  store i64 %53, i64* %79, align 8
  %80 = bitcast %"class.sycl::_V1::group"* %9 to i64*
  %81 = getelementptr inbounds i64, i64* %80, i64 1
  store i64 %61, i64* %81, align 8
  %82 = bitcast %"class.sycl::_V1::group"* %9 to i64*
  %83 = getelementptr inbounds i64, i64* %82, i64 2
  store i64 %69, i64* %83, align 8
  %84 = bitcast %"class.sycl::_V1::group"* %9 to i64*
  %85 = getelementptr inbounds i64, i64* %84, i64 3
  store i64 %77, i64* %85, align 8
  %86 = call spir_func i64 @_Z19get_local_linear_idv() #4
  call spir_func void @_Z7barrierj(i32 1) #5
  %87 = icmp eq i64 %86, 0
  %88 = addrspacecast i64 addrspace(3)* @_ZZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENKUlNS0_5groupILi1EEEE_clES5_E4base to i64 addrspace(4)*
  %89 = addrspacecast [32 x float] addrspace(3)* @_ZZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENKUlNS0_5groupILi1EEEE_clES5_E4tile to [32 x float] addrspace(4)*
  %90 = addrspacecast %class.anon.11 addrspace(3)* @_ZZ16_ZTS10HierCentrePU3AS1KfN4sycl3_V15rangeILi1EEES4_NS2_2idILi1EEEPU3AS1fS4_S4_S6_E12__SYCLKernel to %class.anon.11 addrspace(4)*
  %91 = addrspacecast float addrspace(3)* @_ZZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENKUlNS0_5groupILi1EEEE_clES5_E4mean to float addrspace(4)*
  %92 = bitcast %class.anon.11 addrspace(3)* @_ZZ16_ZTS10HierCentrePU3AS1KfN4sycl3_V15rangeILi1EEES4_NS2_2idILi1EEEPU3AS1fS4_S4_S6_E12__SYCLKernel to i8 addrspace(3)*
  %93 = getelementptr inbounds i8, i8 addrspace(3)* %92, i64 32
  %94 = addrspacecast i8 addrspace(3)* %93 to i8 addrspace(4)*
  br i1 %87, label %95, label %97

95:                                               ; preds = %8
  %96 = bitcast %"class.sycl::_V1::group"* %9 to i8*
  call void @llvm.memcpy.p3i8.p0i8.i64(i8 addrspace(3)* align 16 bitcast (%"class.sycl::_V1::group" addrspace(3)* @ArgShadow.9 to i8 addrspace(3)*), i8* align 16 %96, i64 32, i1 false)
  br label %97

97:                                               ; preds = %95, %8
  call spir_func void @_Z7barrierj(i32 1) #5
  %98 = bitcast %"class.sycl::_V1::group"* %9 to i8*
  call void @llvm.memcpy.p0i8.p3i8.i64(i8* align 8 %98, i8 addrspace(3)* align 8 bitcast (%"class.sycl::_V1::group" addrspace(3)* @ArgShadow.9 to i8 addrspace(3)*), i64 32, i1 false)
  call spir_func void @_Z7barrierj(i32 1) #5
  br i1 %87, label %99, label %107

99:                                               ; preds = %97
  %100 = addrspacecast %"class.sycl::_V1::group"* %9 to %"class.sycl::_V1::group" addrspace(4)*
  %101 = bitcast i8 addrspace(4)* addrspace(3)* @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENKUlNS0_5groupILi1EEEE_clES5_WG_ to %"class.sycl::_V1::group" addrspace(4)* addrspace(3)*
  store %"class.sycl::_V1::group" addrspace(4)* %100, %"class.sycl::_V1::group" addrspace(4)* addrspace(3)* %101, align 8
  %102 = getelementptr inbounds %"class.sycl::_V1::group", %"class.sycl::_V1::group"* %9, i64 0, i32 3
  %103 = bitcast %"class.sycl::_V1::id"* %102 to i64*
  %104 = load i64, i64* %103, align 8
  %105 = shl i64 %104, 5
  store i64 %105, i64 addrspace(3)* @_ZZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENKUlNS0_5groupILi1EEEE_clES5_E4base, align 8
  %106 = bitcast i64 addrspace(4)* %88 to i8 addrspace(4)*
  br label %107

107:                                              ; preds = %99, %97
  call spir_func void @_Z7barrierj(i32 1) #5
  br i1 %87, label %108, label %112

108:                                              ; preds = %107
  store i64 32, i64 addrspace(3)* @WGCopy.5.0, align 8
  %109 = bitcast i8 addrspace(4)* addrspace(3)* @WGCopy.6.0 to [32 x float] addrspace(4)* addrspace(3)*
  store [32 x float] addrspace(4)* %89, [32 x float] addrspace(4)* addrspace(3)* %109, align 16
  %110 = bitcast i8 addrspace(4)* addrspace(3)* @WGCopy.6.1 to %class.anon.11 addrspace(4)* addrspace(3)*
  store %class.anon.11 addrspace(4)* %90, %class.anon.11 addrspace(4)* addrspace(3)* %110, align 8
  %111 = bitcast i8 addrspace(4)* addrspace(3)* @WGCopy.6.2 to i64 addrspace(4)* addrspace(3)*
  store i64 addrspace(4)* %88, i64 addrspace(4)* addrspace(3)* %111, align 16
  br label %112

112:                                              ; preds = %108, %107
  call spir_func void @_Z7barrierj(i32 1) #5
  %113 = load i8 addrspace(4)*, i8 addrspace(4)* addrspace(3)* @WGCopy.6.0, align 16
  %114 = load i8 addrspace(4)*, i8 addrspace(4)* addrspace(3)* @WGCopy.6.1, align 8
  %115 = load i8 addrspace(4)*, i8 addrspace(4)* addrspace(3)* @WGCopy.6.2, align 16
  %116 = load i64, i64 addrspace(3)* @WGCopy.5.0, align 8
  %117 = load i8 addrspace(4)*, i8 addrspace(4)* addrspace(3)* @WGCopy.8.0, align 16
  %118 = load i8 addrspace(4)*, i8 addrspace(4)* addrspace(3)* @WGCopy.8.1, align 8
  %119 = load i8 addrspace(4)*, i8 addrspace(4)* addrspace(3)* @WGCopy.8.2, align 16
  %120 = load i8 addrspace(4)*, i8 addrspace(4)* addrspace(3)* @WGCopy.8.3, align 8
  %121 = load i64, i64 addrspace(3)* @WGCopy.7.0, align 8
  call spir_func void @_Z7barrierj(i32 1) #5
  %122 = call spir_func i64 @_Z14get_local_sizej(i32 0) #4
  %123 = insertelement <3 x i64> undef, i64 %122, i32 0
  %124 = call spir_func i64 @_Z14get_local_sizej(i32 1) #4
  %125 = insertelement <3 x i64> %123, i64 %124, i32 1
  %126 = call spir_func i64 @_Z14get_local_sizej(i32 2) #4
  %127 = insertelement <3 x i64> %125, i64 %126, i32 2
  %128 = extractelement <3 x i64> %127, i32 0
  %129 = select i1 true, i64 %128, i64 1
  %130 = call spir_func i64 @_Z12get_local_idj(i32 0) #4
  %131 = insertelement <3 x i64> undef, i64 %130, i32 0
  %132 = call spir_func i64 @_Z12get_local_idj(i32 1) #4
  %133 = insertelement <3 x i64> %131, i64 %132, i32 1
  %134 = call spir_func i64 @_Z12get_local_idj(i32 2) #4
  %135 = insertelement <3 x i64> %133, i64 %134, i32 2
  %136 = extractelement <3 x i64> %135, i32 0
  %137 = select i1 true, i64 %136, i64 0
  %138 = icmp ult i64 %137, %116
  br i1 %138, label %139, label %156

139:                                              ; preds = %112
  %140 = getelementptr i8, i8 addrspace(4)* %114, i64 24
  %141 = bitcast i8 addrspace(4)* %115 to i64 addrspace(4)*
  %142 = load i64, i64 addrspace(4)* %141, align 8
  %143 = bitcast i8 addrspace(4)* %140 to float addrspace(1)* addrspace(4)*
  %144 = load float addrspace(1)*, float addrspace(1)* addrspace(4)* %143, align 8
  %145 = getelementptr float, float addrspace(1)* %144, i64 %142
  br label %146

146:                                              ; preds = %146, %139
  %147 = phi i64 [ %137, %139 ], [ %153, %146 ]
  %148 = icmp ult i64 %147, 2147483648
  call void @llvm.assume(i1 %148)
  %149 = getelementptr float, float addrspace(1)* %145, i64 %147
  %150 = load float, float addrspace(1)* %149, align 4
  %151 = bitcast i8 addrspace(4)* %113 to [32 x float] addrspace(4)*
  %152 = getelementptr inbounds [32 x float], [32 x float] addrspace(4)* %151, i64 0, i64 %147
  store float %150, float addrspace(4)* %152, align 4
  %153 = add i64 %147, %129
  %154 = icmp ult i64 %153, %116
  br i1 %154, label %146, label %155

155:                                              ; preds = %146
  br label %156

156:                                              ; preds = %155, %112
  call spir_func void @_Z7barrierj(i32 1) #5
  br i1 %87, label %157, label %158

157:                                              ; preds = %156
  store float 0.000000e+00, float addrspace(3)* @_ZZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENKUlNS0_5groupILi1EEEE_clES5_E3sum, align 4
  store i64 0, i64 addrspace(3)* @_ZZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENKUlNS0_5groupILi1EEEE_clES5_E1k, align 8
  br label %158

158:                                              ; preds = %157, %156
  call spir_func void @_Z7barrierj(i32 1) #5
  br label %159

159:                                              ; preds = %176, %158
  br i1 %87, label %160, label %163

160:                                              ; preds = %159
  %161 = load i64, i64 addrspace(3)* @_ZZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENKUlNS0_5groupILi1EEEE_clES5_E1k, align 8
  %162 = icmp ult i64 %161, 32
  store i1 %162, i1 addrspace(3)* @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENKUlNS0_5groupILi1EEEE_clES5_WG_.3, align 1
  br label %163

163:                                              ; preds = %160, %159
  call spir_func void @_Z7barrierj(i32 1) #5
  %164 = load i1, i1 addrspace(3)* @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENKUlNS0_5groupILi1EEEE_clES5_WG_.3, align 1
  br i1 %164, label %165, label %177

165:                                              ; preds = %163
  call spir_func void @_Z7barrierj(i32 1) #5
  br i1 %87, label %166, label %172

166:                                              ; preds = %165
  %167 = load i64, i64 addrspace(3)* @_ZZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENKUlNS0_5groupILi1EEEE_clES5_E1k, align 8
  %168 = getelementptr inbounds [32 x float], [32 x float] addrspace(3)* @_ZZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENKUlNS0_5groupILi1EEEE_clES5_E4tile, i64 0, i64 %167
  %169 = load float, float addrspace(3)* %168, align 4
  %170 = load float, float addrspace(3)* @_ZZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENKUlNS0_5groupILi1EEEE_clES5_E3sum, align 4
  %171 = fadd float %169, %170
  store float %171, float addrspace(3)* @_ZZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENKUlNS0_5groupILi1EEEE_clES5_E3sum, align 4
  br label %172

172:                                              ; preds = %166, %165
  call spir_func void @_Z7barrierj(i32 1) #5
  br i1 %87, label %173, label %176

173:                                              ; preds = %172
  %174 = load i64, i64 addrspace(3)* @_ZZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENKUlNS0_5groupILi1EEEE_clES5_E1k, align 8
  %175 = add i64 %174, 1
  store i64 %175, i64 addrspace(3)* @_ZZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENKUlNS0_5groupILi1EEEE_clES5_E1k, align 8
  br label %176

176:                                              ; preds = %173, %172
  call spir_func void @_Z7barrierj(i32 1) #5
  br label %159

177:                                              ; preds = %163
  call spir_func void @_Z7barrierj(i32 1) #5
  %178 = bitcast i8 addrspace(4)* %118 to i64 addrspace(4)*
  %179 = bitcast i8 addrspace(4)* %119 to [32 x float] addrspace(4)*
  %180 = bitcast i8 addrspace(4)* %120 to float addrspace(4)*
  br i1 %87, label %181, label %185

181:                                              ; preds = %177
  %182 = load float, float addrspace(3)* @_ZZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENKUlNS0_5groupILi1EEEE_clES5_E3sum, align 4
  %183 = fmul float %182, 3.125000e-02
  store float %183, float addrspace(3)* @_ZZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENKUlNS0_5groupILi1EEEE_clES5_E4mean, align 4
  %184 = bitcast float addrspace(4)* %91 to i8 addrspace(4)*
  br label %185

185:                                              ; preds = %181, %177
  %186 = phi i8 addrspace(4)* [ %94, %181 ], [ %117, %177 ]
  %187 = phi i64 addrspace(4)* [ %88, %181 ], [ %178, %177 ]
  %188 = phi [32 x float] addrspace(4)* [ %89, %181 ], [ %179, %177 ]
  %189 = phi float addrspace(4)* [ %91, %181 ], [ %180, %177 ]
  %190 = phi i64 [ 32, %181 ], [ %121, %177 ]
  call spir_func void @_Z7barrierj(i32 1) #5
  br i1 %87, label %191, label %195

191:                                              ; preds = %185
  store i64 %190, i64 addrspace(3)* @WGCopy.7.0, align 8
  store i8 addrspace(4)* %186, i8 addrspace(4)* addrspace(3)* @WGCopy.8.0, align 16
  %192 = bitcast i8 addrspace(4)* addrspace(3)* @WGCopy.8.1 to i64 addrspace(4)* addrspace(3)*
  store i64 addrspace(4)* %187, i64 addrspace(4)* addrspace(3)* %192, align 8
  %193 = bitcast i8 addrspace(4)* addrspace(3)* @WGCopy.8.2 to [32 x float] addrspace(4)* addrspace(3)*
  store [32 x float] addrspace(4)* %188, [32 x float] addrspace(4)* addrspace(3)* %193, align 16
  %194 = bitcast i8 addrspace(4)* addrspace(3)* @WGCopy.8.3 to float addrspace(4)* addrspace(3)*
  store float addrspace(4)* %189, float addrspace(4)* addrspace(3)* %194, align 8
  store i64 %116, i64 addrspace(3)* @WGCopy.5.0, align 8
  store i8 addrspace(4)* %113, i8 addrspace(4)* addrspace(3)* @WGCopy.6.0, align 16
  store i8 addrspace(4)* %114, i8 addrspace(4)* addrspace(3)* @WGCopy.6.1, align 8
  store i8 addrspace(4)* %115, i8 addrspace(4)* addrspace(3)* @WGCopy.6.2, align 16
  br label %195

195:                                              ; preds = %191, %185
  call spir_func void @_Z7barrierj(i32 1) #5
  %196 = load i8 addrspace(4)*, i8 addrspace(4)* addrspace(3)* @WGCopy.8.0, align 16
  %197 = load i8 addrspace(4)*, i8 addrspace(4)* addrspace(3)* @WGCopy.8.1, align 8
  %198 = load i8 addrspace(4)*, i8 addrspace(4)* addrspace(3)* @WGCopy.8.2, align 16
  %199 = load i8 addrspace(4)*, i8 addrspace(4)* addrspace(3)* @WGCopy.8.3, align 8
  %200 = load i64, i64 addrspace(3)* @WGCopy.7.0, align 8
  call spir_func void @_Z7barrierj(i32 1) #5
  %201 = call spir_func i64 @_Z14get_local_sizej(i32 0) #4
  %202 = insertelement <3 x i64> undef, i64 %201, i32 0
  %203 = call spir_func i64 @_Z14get_local_sizej(i32 1) #4
  %204 = insertelement <3 x i64> %202, i64 %203, i32 1
  %205 = call spir_func i64 @_Z14get_local_sizej(i32 2) #4
  %206 = insertelement <3 x i64> %204, i64 %205, i32 2
  %207 = extractelement <3 x i64> %206, i32 0
  %208 = select i1 true, i64 %207, i64 1
  %209 = call spir_func i64 @_Z12get_local_idj(i32 0) #4
  %210 = insertelement <3 x i64> undef, i64 %209, i32 0
  %211 = call spir_func i64 @_Z12get_local_idj(i32 1) #4
  %212 = insertelement <3 x i64> %210, i64 %211, i32 1
  %213 = call spir_func i64 @_Z12get_local_idj(i32 2) #4
  %214 = insertelement <3 x i64> %212, i64 %213, i32 2
  %215 = extractelement <3 x i64> %214, i32 0
  %216 = select i1 true, i64 %215, i64 0
  %217 = icmp ult i64 %216, %200
  br i1 %217, label %218, label %239

218:                                              ; preds = %195
  %219 = bitcast i8 addrspace(4)* %197 to i64 addrspace(4)*
  %220 = load i64, i64 addrspace(4)* %219, align 8
  %221 = bitcast i8 addrspace(4)* %196 to %"class.sycl::_V1::accessor" addrspace(4)*
  %222 = getelementptr inbounds %"class.sycl::_V1::accessor", %"class.sycl::_V1::accessor" addrspace(4)* %221, i64 0, i32 1
  %223 = bitcast %union.anon addrspace(4)* %222 to float addrspace(1)* addrspace(4)*
  %224 = load float addrspace(1)*, float addrspace(1)* addrspace(4)* %223, align 8
  %225 = getelementptr float, float addrspace(1)* %224, i64 %220
  br label %226

226:                                              ; preds = %226, %218
  %227 = phi i64 [ %216, %218 ], [ %236, %226 ]
  %228 = icmp ult i64 %227, 2147483648
  call void @llvm.assume(i1 %228)
  %229 = bitcast i8 addrspace(4)* %198 to [32 x float] addrspace(4)*
  %230 = getelementptr inbounds [32 x float], [32 x float] addrspace(4)* %229, i64 0, i64 %227
  %231 = load float, float addrspace(4)* %230, align 4
  %232 = bitcast i8 addrspace(4)* %199 to float addrspace(4)*
  %233 = load float, float addrspace(4)* %232, align 4
  %234 = fsub float %231, %233
  %235 = getelementptr float, float addrspace(1)* %225, i64 %227
  store float %234, float addrspace(1)* %235, align 4
  %236 = add i64 %227, %208
  %237 = icmp ult i64 %236, %200
  br i1 %237, label %226, label %238

238:                                              ; preds = %226
  br label %239

239:                                              ; preds = %238, %195
  call spir_func void @_Z7barrierj(i32 1) #5
  %240 = bitcast %"class.sycl::_V1::group"* %9 to i8*
  call void @llvm.lifetime.end.p0i8(i64 32, i8* %240)
  ret void
}

; Function Attrs: nounwind readnone willreturn
declare spir_func i64 @_Z15get_global_sizej(i32) #4

; Function Attrs: nounwind readnone willreturn
declare spir_func i64 @_Z14get_local_sizej(i32) #4

; Function Attrs: nounwind readnone willreturn
declare spir_func i64 @_Z14get_num_groupsj(i32) #4

; Function Attrs: nounwind readnone willreturn
declare spir_func i64 @_Z12get_group_idj(i32) #4

; Function Attrs: nounwind readnone willreturn
declare spir_func i64 @_Z19get_local_linear_idv() #4

; Function Attrs: convergent nounwind
declare spir_func void @_Z7barrierj(i32) #5

; Function Attrs: nounwind readnone willreturn
declare spir_func i64 @_Z13get_global_idj(i32) #4

; Function Attrs: nounwind readnone
declare spir_func float @_Z3madfff(float, float, float) #6

; Function Attrs: nounwind readnone willreturn
declare spir_func i64 @_Z12get_local_idj(i32) #4

attributes #0 = { nounwind }
attributes #1 = { argmemonly nocallback nofree nosync nounwind willreturn }
attributes #2 = { argmemonly nocallback nofree nounwind willreturn }
attributes #3 = { inaccessiblememonly nocallback nofree nosync nounwind willreturn }
attributes #4 = { nounwind readnone willreturn }
attributes #5 = { convergent nounwind }
attributes #6 = { nounwind readnone }

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
!6 = !{i32 1, i32 0, i32 0, i32 0, i32 1, i32 0, i32 0, i32 0}
!7 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!8 = !{!"float*", !"class.sycl::_V1::range", !"class.sycl::_V1::range", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::range", !"class.sycl::_V1::range", !"class.sycl::_V1::id"}
!9 = !{!"", !"", !"", !"", !"", !"", !"", !""}
