; ModuleID = 'device.bc'
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024"
target triple = "spir64-unknown-unknown"

%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [2 x i64] }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::range.3" = type { %"class.sycl::_V1::detail::array.4" }
%"class.sycl::_V1::detail::array.4" = type { [1 x i64] }
%"class.sycl::_V1::id.5" = type { %"class.sycl::_V1::detail::array.4" }

; Function Attrs: nounwind
define spir_kernel void @_ZTSZZN13BufferWrapperIfLi2EE10initializeERN4sycl3_V15queueEPfNS2_5rangeILi2EEEENKUlRNS2_7handlerEE_clES9_EUlvE_() #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !4 !kernel_arg_type !4 !kernel_arg_type_qual !4 !kernel_arg_base_type !4 {
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTSZZN13BufferWrapperIfLi1EE10initializeERN4sycl3_V15queueEPfNS2_5rangeILi1EEEENKUlRNS2_7handlerEE_clES9_EUlvE_() #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !4 !kernel_arg_type !4 !kernel_arg_type_qual !4 !kernel_arg_base_type !4 {
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperIZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE_clESC_E11HarnessGemmEE(%"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %0, i64 %1, float addrspace(1)* align 4 %2, %"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %3, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %4, float addrspace(1)* readonly align 4 %5, %"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %6, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %7, float addrspace(1)* readonly align 4 %8, %"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %9, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %10) #0 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_type_qual !9 !kernel_arg_base_type !8 {
  %12 = bitcast %"class.sycl::_V1::range"* %0 to i64*
  %13 = load i64, i64* %12, align 8
  %14 = bitcast %"class.sycl::_V1::range"* %0 to i64*
  %15 = getelementptr inbounds i64, i64* %14, i64 1
  %16 = load i64, i64* %15, align 8
  %17 = bitcast %"class.sycl::_V1::range"* %3 to i64*
  %18 = getelementptr inbounds i64, i64* %17, i64 1
  %19 = load i64, i64* %18, align 8
  %20 = bitcast %"class.sycl::_V1::id"* %4 to i64*
  %21 = load i64, i64* %20, align 8
  %22 = bitcast %"class.sycl::_V1::id"* %4 to i64*
  %23 = getelementptr inbounds i64, i64* %22, i64 1
  %24 = load i64, i64* %23, align 8
  %25 = mul i64 %21, %19
  %26 = getelementptr float, float addrspace(1)* %2, i64 %24
  %27 = getelementptr float, float addrspace(1)* %26, i64 %25
  %28 = bitcast %"class.sycl::_V1::range"* %6 to i64*
  %29 = getelementptr inbounds i64, i64* %28, i64 1
  %30 = load i64, i64* %29, align 8
  %31 = bitcast %"class.sycl::_V1::id"* %7 to i64*
  %32 = load i64, i64* %31, align 8
  %33 = bitcast %"class.sycl::_V1::id"* %7 to i64*
  %34 = getelementptr inbounds i64, i64* %33, i64 1
  %35 = load i64, i64* %34, align 8
  %36 = mul i64 %32, %30
  %37 = getelementptr float, float addrspace(1)* %5, i64 %35
  %38 = getelementptr float, float addrspace(1)* %37, i64 %36
  %39 = bitcast %"class.sycl::_V1::range"* %9 to i64*
  %40 = getelementptr inbounds i64, i64* %39, i64 1
  %41 = load i64, i64* %40, align 8
  %42 = bitcast %"class.sycl::_V1::id"* %10 to i64*
  %43 = load i64, i64* %42, align 8
  %44 = bitcast %"class.sycl::_V1::id"* %10 to i64*
  %45 = getelementptr inbounds i64, i64* %44, i64 1
  %46 = load i64, i64* %45, align 8
  %47 = mul i64 %43, %41
  %48 = getelementptr float, float addrspace(1)* %8, i64 %46
  %49 = getelementptr float, float addrspace(1)* %48, i64 %47
  %50 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %51 = insertelement <3 x i64> undef, i64 %50, i32 0
  %52 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %53 = insertelement <3 x i64> %51, i64 %52, i32 1
  %54 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %55 = insertelement <3 x i64> %53, i64 %54, i32 2
  %56 = extractelement <3 x i64> %55, i32 1
  %57 = select i1 true, i64 %56, i64 0
  %58 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %59 = insertelement <3 x i64> undef, i64 %58, i32 0
  %60 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %61 = insertelement <3 x i64> %59, i64 %60, i32 1
  %62 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %63 = insertelement <3 x i64> %61, i64 %62, i32 2
  %64 = extractelement <3 x i64> %63, i32 0
  %65 = select i1 true, i64 %64, i64 0
  %66 = call spir_func i64 @_Z15get_global_sizej(i32 0) #2
  %67 = insertelement <3 x i64> undef, i64 %66, i32 0
  %68 = call spir_func i64 @_Z15get_global_sizej(i32 1) #2
  %69 = insertelement <3 x i64> %67, i64 %68, i32 1
  %70 = call spir_func i64 @_Z15get_global_sizej(i32 2) #2
  %71 = insertelement <3 x i64> %69, i64 %70, i32 2
  %72 = extractelement <3 x i64> %71, i32 1
  %73 = select i1 true, i64 %72, i64 1
  %74 = call spir_func i64 @_Z15get_global_sizej(i32 0) #2
  %75 = insertelement <3 x i64> undef, i64 %74, i32 0
  %76 = call spir_func i64 @_Z15get_global_sizej(i32 1) #2
  %77 = insertelement <3 x i64> %75, i64 %76, i32 1
  %78 = call spir_func i64 @_Z15get_global_sizej(i32 2) #2
  %79 = insertelement <3 x i64> %77, i64 %78, i32 2
  %80 = extractelement <3 x i64> %79, i32 0
  %81 = select i1 true, i64 %80, i64 1
  %82 = icmp uge i64 %57, %13
  %83 = icmp uge i64 %65, %16
  %84 = select i1 %83, i1 true, i1 %82
  br i1 %84, label %118, label %85

85:                                               ; preds = %11
  %86 = icmp eq i64 %1, 0
  br label %87

87:                                               ; preds = %114, %85
  %88 = phi i64 [ %115, %114 ], [ %65, %85 ]
  %89 = getelementptr float, float addrspace(1)* %49, i64 %88
  %90 = getelementptr float, float addrspace(1)* %27, i64 %88
  br label %91

91:                                               ; preds = %111, %87
  %92 = phi i64 [ %57, %87 ], [ %112, %111 ]
  br i1 %86, label %111, label %93

93:                                               ; preds = %91
  %94 = mul i64 %92, %30
  %95 = getelementptr float, float addrspace(1)* %38, i64 %94
  %96 = mul i64 %92, %19
  %97 = getelementptr float, float addrspace(1)* %90, i64 %96
  %98 = load float, float addrspace(1)* %97, align 4
  br label %99

99:                                               ; preds = %99, %93
  %100 = phi float [ %107, %99 ], [ %98, %93 ]
  %101 = phi i64 [ %108, %99 ], [ 0, %93 ]
  %102 = getelementptr float, float addrspace(1)* %95, i64 %101
  %103 = load float, float addrspace(1)* %102, align 4
  %104 = mul i64 %101, %41
  %105 = getelementptr float, float addrspace(1)* %89, i64 %104
  %106 = load float, float addrspace(1)* %105, align 4
  %107 = call spir_func float @_Z3madfff(float %103, float %106, float %100) #3
  store float %107, float addrspace(1)* %97, align 4
  %108 = add nuw i64 %101, 1
  %109 = icmp eq i64 %108, %1
  br i1 %109, label %110, label %99

110:                                              ; preds = %99
  br label %111

111:                                              ; preds = %110, %91
  %112 = add i64 %92, %73
  %113 = icmp ult i64 %112, %13
  br i1 %113, label %91, label %114

114:                                              ; preds = %111
  %115 = add i64 %88, %81
  %116 = icmp ult i64 %115, %16
  br i1 %116, label %87, label %117

117:                                              ; preds = %114
  br label %118

118:                                              ; preds = %117, %11
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTSZZN13MatrixKernels3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE_clESA_E11HarnessGemm(i64 %0, float addrspace(1)* align 4 %1, %"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %2, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %3, float addrspace(1)* readonly align 4 %4, %"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %5, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %6, float addrspace(1)* readonly align 4 %7, %"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %8, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %9) #0 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_type_qual !13 !kernel_arg_base_type !12 {
  %11 = bitcast %"class.sycl::_V1::range"* %8 to i64*
  %12 = getelementptr inbounds i64, i64* %11, i64 1
  %13 = load i64, i64* %12, align 8
  %14 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %15 = insertelement <3 x i64> undef, i64 %14, i32 0
  %16 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %17 = insertelement <3 x i64> %15, i64 %16, i32 1
  %18 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %19 = insertelement <3 x i64> %17, i64 %18, i32 2
  %20 = extractelement <3 x i64> %19, i32 1
  %21 = select i1 true, i64 %20, i64 0
  %22 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %23 = insertelement <3 x i64> undef, i64 %22, i32 0
  %24 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %25 = insertelement <3 x i64> %23, i64 %24, i32 1
  %26 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %27 = insertelement <3 x i64> %25, i64 %26, i32 2
  %28 = extractelement <3 x i64> %27, i32 0
  %29 = select i1 true, i64 %28, i64 0
  %30 = icmp ult i64 %21, 2147483648
  call void @llvm.assume(i1 %30)
  %31 = icmp ult i64 %29, 2147483648
  call void @llvm.assume(i1 %31)
  %32 = icmp eq i64 %0, 0
  br i1 %32, label %83, label %33

33:                                               ; preds = %10
  %34 = bitcast %"class.sycl::_V1::id"* %9 to i64*
  %35 = getelementptr inbounds i64, i64* %34, i64 1
  %36 = load i64, i64* %35, align 8
  %37 = getelementptr float, float addrspace(1)* %7, i64 %36
  %38 = bitcast %"class.sycl::_V1::id"* %9 to i64*
  %39 = load i64, i64* %38, align 8
  %40 = mul i64 %39, %13
  %41 = getelementptr float, float addrspace(1)* %37, i64 %40
  %42 = bitcast %"class.sycl::_V1::id"* %6 to i64*
  %43 = getelementptr inbounds i64, i64* %42, i64 1
  %44 = load i64, i64* %43, align 8
  %45 = getelementptr float, float addrspace(1)* %4, i64 %44
  %46 = bitcast %"class.sycl::_V1::id"* %6 to i64*
  %47 = load i64, i64* %46, align 8
  %48 = bitcast %"class.sycl::_V1::range"* %5 to i64*
  %49 = getelementptr inbounds i64, i64* %48, i64 1
  %50 = load i64, i64* %49, align 8
  %51 = mul i64 %47, %50
  %52 = getelementptr float, float addrspace(1)* %45, i64 %51
  %53 = bitcast %"class.sycl::_V1::id"* %3 to i64*
  %54 = getelementptr inbounds i64, i64* %53, i64 1
  %55 = load i64, i64* %54, align 8
  %56 = getelementptr float, float addrspace(1)* %1, i64 %55
  %57 = bitcast %"class.sycl::_V1::id"* %3 to i64*
  %58 = load i64, i64* %57, align 8
  %59 = bitcast %"class.sycl::_V1::range"* %2 to i64*
  %60 = getelementptr inbounds i64, i64* %59, i64 1
  %61 = load i64, i64* %60, align 8
  %62 = mul i64 %58, %61
  %63 = getelementptr float, float addrspace(1)* %56, i64 %62
  %64 = mul i64 %21, %50
  %65 = getelementptr float, float addrspace(1)* %52, i64 %64
  %66 = getelementptr float, float addrspace(1)* %41, i64 %29
  %67 = mul i64 %21, %61
  %68 = getelementptr float, float addrspace(1)* %63, i64 %29
  %69 = getelementptr float, float addrspace(1)* %68, i64 %67
  %70 = load float, float addrspace(1)* %69, align 4
  br label %71

71:                                               ; preds = %71, %33
  %72 = phi float [ %70, %33 ], [ %79, %71 ]
  %73 = phi i64 [ 0, %33 ], [ %80, %71 ]
  %74 = getelementptr float, float addrspace(1)* %65, i64 %73
  %75 = load float, float addrspace(1)* %74, align 4
  %76 = mul i64 %73, %13
  %77 = getelementptr float, float addrspace(1)* %66, i64 %76
  %78 = load float, float addrspace(1)* %77, align 4
  %79 = call spir_func float @_Z3madfff(float %75, float %78, float %72) #3
  store float %79, float addrspace(1)* %69, align 4
  %80 = add nuw i64 %73, 1
  %81 = icmp eq i64 %80, %0
  br i1 %81, label %82, label %71

82:                                               ; preds = %71
  br label %83

83:                                               ; preds = %82, %10
  ret void
}

; Function Attrs: inaccessiblememonly nocallback nofree nosync nounwind willreturn
declare void @llvm.assume(i1 noundef) #1

; Function Attrs: nounwind
define spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperIZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE0_clESC_E13HarnessMatVecEE(%"class.sycl::_V1::range.3"* byval(%"class.sycl::_V1::range.3") align 8 %0, i64 %1, float addrspace(1)* readonly align 4 %2, %"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %3, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %4, float addrspace(1)* readonly align 4 %5, %"class.sycl::_V1::id.5"* byval(%"class.sycl::_V1::id.5") align 8 %6, float addrspace(1)* align 4 %7, %"class.sycl::_V1::id.5"* byval(%"class.sycl::_V1::id.5") align 8 %8) #0 !kernel_arg_addr_space !14 !kernel_arg_access_qual !15 !kernel_arg_type !16 !kernel_arg_type_qual !17 !kernel_arg_base_type !16 {
  %10 = bitcast %"class.sycl::_V1::range.3"* %0 to i64*
  %11 = load i64, i64* %10, align 8
  %12 = bitcast %"class.sycl::_V1::range"* %3 to i64*
  %13 = getelementptr inbounds i64, i64* %12, i64 1
  %14 = load i64, i64* %13, align 8
  %15 = bitcast %"class.sycl::_V1::id"* %4 to i64*
  %16 = load i64, i64* %15, align 8
  %17 = bitcast %"class.sycl::_V1::id"* %4 to i64*
  %18 = getelementptr inbounds i64, i64* %17, i64 1
  %19 = load i64, i64* %18, align 8
  %20 = mul i64 %16, %14
  %21 = getelementptr float, float addrspace(1)* %2, i64 %19
  %22 = getelementptr float, float addrspace(1)* %21, i64 %20
  %23 = bitcast %"class.sycl::_V1::id.5"* %6 to i64*
  %24 = load i64, i64* %23, align 8
  %25 = getelementptr inbounds float, float addrspace(1)* %5, i64 %24
  %26 = bitcast %"class.sycl::_V1::id.5"* %8 to i64*
  %27 = load i64, i64* %26, align 8
  %28 = getelementptr inbounds float, float addrspace(1)* %7, i64 %27
  %29 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %30 = insertelement <3 x i64> undef, i64 %29, i32 0
  %31 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %32 = insertelement <3 x i64> %30, i64 %31, i32 1
  %33 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %34 = insertelement <3 x i64> %32, i64 %33, i32 2
  %35 = extractelement <3 x i64> %34, i32 0
  %36 = select i1 true, i64 %35, i64 0
  %37 = call spir_func i64 @_Z15get_global_sizej(i32 0) #2
  %38 = insertelement <3 x i64> undef, i64 %37, i32 0
  %39 = call spir_func i64 @_Z15get_global_sizej(i32 1) #2
  %40 = insertelement <3 x i64> %38, i64 %39, i32 1
  %41 = call spir_func i64 @_Z15get_global_sizej(i32 2) #2
  %42 = insertelement <3 x i64> %40, i64 %41, i32 2
  %43 = extractelement <3 x i64> %42, i32 0
  %44 = select i1 true, i64 %43, i64 1
  %45 = icmp ult i64 %36, %11
  br i1 %45, label %46, label %70

46:                                               ; preds = %9
  %47 = icmp eq i64 %1, 0
  br label %48

48:                                               ; preds = %64, %46
  %49 = phi i64 [ %36, %46 ], [ %67, %64 ]
  br i1 %47, label %64, label %50

50:                                               ; preds = %48
  %51 = mul i64 %49, %14
  %52 = getelementptr float, float addrspace(1)* %22, i64 %51
  br label %53

53:                                               ; preds = %53, %50
  %54 = phi i64 [ 0, %50 ], [ %61, %53 ]
  %55 = phi float [ 0.000000e+00, %50 ], [ %60, %53 ]
  %56 = getelementptr float, float addrspace(1)* %52, i64 %54
  %57 = load float, float addrspace(1)* %56, align 4
  %58 = getelementptr inbounds float, float addrspace(1)* %25, i64 %54
  %59 = load float, float addrspace(1)* %58, align 4
  %60 = call spir_func float @_Z3madfff(float %57, float %59, float %55) #3
  %61 = add nuw i64 %54, 1
  %62 = icmp eq i64 %61, %1
  br i1 %62, label %63, label %53

63:                                               ; preds = %53
  br label %64

64:                                               ; preds = %63, %48
  %65 = phi float [ 0.000000e+00, %48 ], [ %60, %63 ]
  %66 = getelementptr inbounds float, float addrspace(1)* %28, i64 %49
  store float %65, float addrspace(1)* %66, align 4
  %67 = add i64 %49, %44
  %68 = icmp ult i64 %67, %11
  br i1 %68, label %48, label %69

69:                                               ; preds = %64
  br label %70

70:                                               ; preds = %69, %9
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTSZZN13MatrixKernels3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE0_clESA_E13HarnessMatVec(i64 %0, float addrspace(1)* readonly align 4 %1, %"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %2, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %3, float addrspace(1)* readonly align 4 %4, %"class.sycl::_V1::id.5"* byval(%"class.sycl::_V1::id.5") align 8 %5, float addrspace(1)* align 4 %6, %"class.sycl::_V1::id.5"* byval(%"class.sycl::_V1::id.5") align 8 %7) #0 !kernel_arg_addr_space !18 !kernel_arg_access_qual !19 !kernel_arg_type !20 !kernel_arg_type_qual !21 !kernel_arg_base_type !20 {
  %9 = bitcast %"class.sycl::_V1::id.5"* %5 to i64*
  %10 = load i64, i64* %9, align 8
  %11 = getelementptr inbounds float, float addrspace(1)* %4, i64 %10
  %12 = bitcast %"class.sycl::_V1::id.5"* %7 to i64*
  %13 = load i64, i64* %12, align 8
  %14 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %15 = insertelement <3 x i64> undef, i64 %14, i32 0
  %16 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %17 = insertelement <3 x i64> %15, i64 %16, i32 1
  %18 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %19 = insertelement <3 x i64> %17, i64 %18, i32 2
  %20 = extractelement <3 x i64> %19, i32 0
  %21 = select i1 true, i64 %20, i64 0
  %22 = icmp ult i64 %21, 2147483648
  call void @llvm.assume(i1 %22)
  %23 = icmp eq i64 %0, 0
  br i1 %23, label %49, label %24

24:                                               ; preds = %8
  %25 = bitcast %"class.sycl::_V1::id"* %3 to i64*
  %26 = getelementptr inbounds i64, i64* %25, i64 1
  %27 = load i64, i64* %26, align 8
  %28 = getelementptr float, float addrspace(1)* %1, i64 %27
  %29 = bitcast %"class.sycl::_V1::id"* %3 to i64*
  %30 = load i64, i64* %29, align 8
  %31 = bitcast %"class.sycl::_V1::range"* %2 to i64*
  %32 = getelementptr inbounds i64, i64* %31, i64 1
  %33 = load i64, i64* %32, align 8
  %34 = mul i64 %30, %33
  %35 = getelementptr float, float addrspace(1)* %28, i64 %34
  %36 = mul i64 %21, %33
  %37 = getelementptr float, float addrspace(1)* %35, i64 %36
  br label %38

38:                                               ; preds = %38, %24
  %39 = phi i64 [ 0, %24 ], [ %46, %38 ]
  %40 = phi float [ 0.000000e+00, %24 ], [ %45, %38 ]
  %41 = getelementptr float, float addrspace(1)* %37, i64 %39
  %42 = load float, float addrspace(1)* %41, align 4
  %43 = getelementptr inbounds float, float addrspace(1)* %11, i64 %39
  %44 = load float, float addrspace(1)* %43, align 4
  %45 = call spir_func float @_Z3madfff(float %42, float %44, float %40) #3
  %46 = add nuw i64 %39, 1
  %47 = icmp eq i64 %46, %0
  br i1 %47, label %48, label %38

48:                                               ; preds = %38
  br label %49

49:                                               ; preds = %48, %8
  %50 = phi float [ 0.000000e+00, %8 ], [ %45, %48 ]
  %51 = getelementptr inbounds float, float addrspace(1)* %6, i64 %13
  %52 = getelementptr inbounds float, float addrspace(1)* %51, i64 %21
  store float %50, float addrspace(1)* %52, align 4
  ret void
}

; Function Attrs: nounwind readnone willreturn
declare spir_func i64 @_Z13get_global_idj(i32) #2

; Function Attrs: nounwind readnone willreturn
declare spir_func i64 @_Z15get_global_sizej(i32) #2

; Function Attrs: nounwind readnone
declare spir_func float @_Z3madfff(float, float, float) #3

attributes #0 = { nounwind }
attributes #1 = { inaccessiblememonly nocallback nofree nosync nounwind willreturn }
attributes #2 = { nounwind readnone willreturn }
attributes #3 = { nounwind readnone }

!spirv.MemoryModel = !{!0}
!opencl.enable.FP_CONTRACT = !{}
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
!6 = !{i32 0, i32 0, i32 1, i32 0, i32 0, i32 1, i32 0, i32 0, i32 1, i32 0, i32 0}
!7 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!8 = !{!"class.sycl::_V1::range", !"long", !"float*", !"class.sycl::_V1::range", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::range", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::range", !"class.sycl::_V1::id"}
!9 = !{!"", !"", !"", !"", !"", !"", !"", !"", !"", !"", !""}
!10 = !{i32 0, i32 1, i32 0, i32 0, i32 1, i32 0, i32 0, i32 1, i32 0, i32 0}
!11 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!12 = !{!"long", !"float*", !"class.sycl::_V1::range", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::range", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::range", !"class.sycl::_V1::id"}
!13 = !{!"", !"", !"", !"", !"", !"", !"", !"", !"", !""}
!14 = !{i32 0, i32 0, i32 1, i32 0, i32 0, i32 1, i32 0, i32 1, i32 0}
!15 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!16 = !{!"class.sycl::_V1::range.3", !"long", !"float*", !"class.sycl::_V1::range", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::id.5", !"float*", !"class.sycl::_V1::id.5"}
!17 = !{!"", !"", !"", !"", !"", !"", !"", !"", !""}
!18 = !{i32 0, i32 1, i32 0, i32 0, i32 1, i32 0, i32 1, i32 0}
!19 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!20 = !{!"long", !"float*", !"class.sycl::_V1::range", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::id.5", !"float*", !"class.sycl::_V1::id.5"}
!21 = !{!"", !"", !"", !"", !"", !"", !"", !""}
