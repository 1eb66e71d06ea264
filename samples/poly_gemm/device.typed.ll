; ModuleID = 'device.bc'
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024"
target triple = "spir64-unknown-unknown"

%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [2 x i64] }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array" }

; Function Attrs: nounwind
define spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperIZZN9GemmRange11submit_gemmERNS0_5queueEENKUlRNS0_7handlerEE_clES7_E15GemmRangeKernelEE(%"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %0, i64 %1, float addrspace(1)* readonly align 4 %2, %"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %3, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %4, float addrspace(1)* readonly align 4 %5, %"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %6, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %7, float addrspace(1)* align 4 %8, %"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %9, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %10, float %11, float %12) #0 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_type_qual !9 !kernel_arg_base_type !8 {
  %14 = bitcast %"class.sycl::_V1::range"* %0 to i64*
  %15 = load i64, i64* %14, align 8
  %16 = bitcast %"class.sycl::_V1::range"* %0 to i64*
  %17 = getelementptr inbounds i64, i64* %16, i64 1
  %18 = load i64, i64* %17, align 8
  %19 = bitcast %"class.sycl::_V1::range"* %3 to i64*
  %20 = getelementptr inbounds i64, i64* %19, i64 1
  %21 = load i64, i64* %20, align 8
  %22 = bitcast %"class.sycl::_V1::id"* %4 to i64*
  %23 = load i64, i64* %22, align 8
  %24 = bitcast %"class.sycl::_V1::id"* %4 to i64*
  %25 = getelementptr inbounds i64, i64* %24, i64 1
  %26 = load i64, i64* %25, align 8
  %27 = mul i64 %23, %21
  %28 = getelementptr float, float addrspace(1)* %2, i64 %26
  %29 = getelementptr float, float addrspace(1)* %28, i64 %27
  %30 = bitcast %"class.sycl::_V1::range"* %6 to i64*
  %31 = getelementptr inbounds i64, i64* %30, i64 1
  %32 = load i64, i64* %31, align 8
  %33 = bitcast %"class.sycl::_V1::id"* %7 to i64*
  %34 = load i64, i64* %33, align 8
  %35 = bitcast %"class.sycl::_V1::id"* %7 to i64*
  %36 = getelementptr inbounds i64, i64* %35, i64 1
  %37 = load i64, i64* %36, align 8
  %38 = mul i64 %34, %32
  %39 = getelementptr float, float addrspace(1)* %5, i64 %37
  %40 = getelementptr float, float addrspace(1)* %39, i64 %38
  %41 = bitcast %"class.sycl::_V1::range"* %9 to i64*
  %42 = getelementptr inbounds i64, i64* %41, i64 1
  %43 = load i64, i64* %42, align 8
  %44 = bitcast %"class.sycl::_V1::id"* %10 to i64*
  %45 = load i64, i64* %44, align 8
  %46 = bitcast %"class.sycl::_V1::id"* %10 to i64*
  %47 = getelementptr inbounds i64, i64* %46, i64 1
  %48 = load i64, i64* %47, align 8
  %49 = mul i64 %45, %43
  %50 = getelementptr float, float addrspace(1)* %8, i64 %48
  %51 = getelementptr float, float addrspace(1)* %50, i64 %49
  %52 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %53 = insertelement <3 x i64> undef, i64 %52, i32 0
  %54 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %55 = insertelement <3 x i64> %53, i64 %54, i32 1
  %56 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %57 = insertelement <3 x i64> %55, i64 %56, i32 2
  %58 = extractelement <3 x i64> %57, i32 1
  %59 = select i1 true, i64 %58, i64 0
  %60 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %61 = insertelement <3 x i64> undef, i64 %60, i32 0
  %62 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %63 = insertelement <3 x i64> %61, i64 %62, i32 1
  %64 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %65 = insertelement <3 x i64> %63, i64 %64, i32 2
  %66 = extractelement <3 x i64> %65, i32 0
  %67 = select i1 true, i64 %66, i64 0
  %68 = call spir_func i64 @_Z15get_global_sizej(i32 0) #2
  %69 = insertelement <3 x i64> undef, i64 %68, i32 0
  %70 = call spir_func i64 @_Z15get_global_sizej(i32 1) #2
  %71 = insertelement <3 x i64> %69, i64 %70, i32 1
  %72 = call spir_func i64 @_Z15get_global_sizej(i32 2) #2
  %73 = insertelement <3 x i64> %71, i64 %72, i32 2
  %74 = extractelement <3 x i64> %73, i32 1
  %75 = select i1 true, i64 %74, i64 1
  %76 = call spir_func i64 @_Z15get_global_sizej(i32 0) #2
  %77 = insertelement <3 x i64> undef, i64 %76, i32 0
  %78 = call spir_func i64 @_Z15get_global_sizej(i32 1) #2
  %79 = insertelement <3 x i64> %77, i64 %78, i32 1
  %80 = call spir_func i64 @_Z15get_global_sizej(i32 2) #2
  %81 = insertelement <3 x i64> %79, i64 %80, i32 2
  %82 = extractelement <3 x i64> %81, i32 0
  %83 = select i1 true, i64 %82, i64 1
  %84 = icmp uge i64 %59, %15
  %85 = icmp uge i64 %67, %18
  %86 = select i1 %85, i1 true, i1 %84
  br i1 %86, label %123, label %87

87:                                               ; preds = %13
  %88 = icmp eq i64 %1, 0
  br label %89

89:                                               ; preds = %119, %87
  %90 = phi i64 [ %120, %119 ], [ %67, %87 ]
  %91 = getelementptr float, float addrspace(1)* %51, i64 %90
  %92 = getelementptr float, float addrspace(1)* %40, i64 %90
  br label %93

93:                                               ; preds = %110, %89
  %94 = phi i64 [ %59, %89 ], [ %117, %110 ]
  br i1 %88, label %110, label %95

95:                                               ; preds = %93
  %96 = mul i64 %94, %21
  %97 = getelementptr float, float addrspace(1)* %29, i64 %96
  br label %98

98:                                               ; preds = %98, %95
  %99 = phi i64 [ 0, %95 ], [ %107, %98 ]
  %100 = phi float [ 0.000000e+00, %95 ], [ %106, %98 ]
  %101 = getelementptr float, float addrspace(1)* %97, i64 %99
  %102 = load float, float addrspace(1)* %101, align 4
  %103 = mul i64 %99, %32
  %104 = getelementptr float, float addrspace(1)* %92, i64 %103
  %105 = load float, float addrspace(1)* %104, align 4
  %106 = call spir_func float @_Z3madfff(float %102, float %105, float %100) #3
  %107 = add nuw i64 %99, 1
  %108 = icmp eq i64 %107, %1
  br i1 %108, label %109, label %98

109:                                              ; preds = %98
  br label %110

110:                                              ; preds = %109, %93
  %111 = phi float [ 0.000000e+00, %93 ], [ %106, %109 ]
  %112 = mul i64 %94, %43
  %113 = getelementptr float, float addrspace(1)* %91, i64 %112
  %114 = load float, float addrspace(1)* %113, align 4
  %115 = fmul float %12, %114
  %116 = call spir_func float @_Z3madfff(float %11, float %111, float %115) #3
  store float %116, float addrspace(1)* %113, align 4
  %117 = add i64 %94, %75
  %118 = icmp ult i64 %117, %15
  br i1 %118, label %93, label %119

119:                                              ; preds = %110
  %120 = add i64 %90, %83
  %121 = icmp ult i64 %120, %18
  br i1 %121, label %89, label %122

122:                                              ; preds = %119
  br label %123

123:                                              ; preds = %122, %13
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTSZZN9GemmRange11submit_gemmERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_E15GemmRangeKernel(i64 %0, float addrspace(1)* readonly align 4 %1, %"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %2, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %3, float addrspace(1)* readonly align 4 %4, %"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %5, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %6, float addrspace(1)* align 4 %7, %"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %8, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %9, float %10, float %11) #0 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_type_qual !13 !kernel_arg_base_type !12 {
  %13 = bitcast %"class.sycl::_V1::range"* %5 to i64*
  %14 = getelementptr inbounds i64, i64* %13, i64 1
  %15 = load i64, i64* %14, align 8
  %16 = bitcast %"class.sycl::_V1::range"* %8 to i64*
  %17 = getelementptr inbounds i64, i64* %16, i64 1
  %18 = load i64, i64* %17, align 8
  %19 = bitcast %"class.sycl::_V1::id"* %9 to i64*
  %20 = load i64, i64* %19, align 8
  %21 = bitcast %"class.sycl::_V1::id"* %9 to i64*
  %22 = getelementptr inbounds i64, i64* %21, i64 1
  %23 = load i64, i64* %22, align 8
  %24 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %25 = insertelement <3 x i64> undef, i64 %24, i32 0
  %26 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %27 = insertelement <3 x i64> %25, i64 %26, i32 1
  %28 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %29 = insertelement <3 x i64> %27, i64 %28, i32 2
  %30 = extractelement <3 x i64> %29, i32 1
  %31 = select i1 true, i64 %30, i64 0
  %32 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %33 = insertelement <3 x i64> undef, i64 %32, i32 0
  %34 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %35 = insertelement <3 x i64> %33, i64 %34, i32 1
  %36 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %37 = insertelement <3 x i64> %35, i64 %36, i32 2
  %38 = extractelement <3 x i64> %37, i32 0
  %39 = select i1 true, i64 %38, i64 0
  %40 = icmp ult i64 %31, 2147483648
  call void @llvm.assume(i1 %40)
  %41 = icmp ult i64 %39, 2147483648
  call void @llvm.assume(i1 %41)
  %42 = icmp eq i64 %0, 0
  br i1 %42, label %78, label %43

43:                                               ; preds = %12
  %44 = bitcast %"class.sycl::_V1::id"* %6 to i64*
  %45 = getelementptr inbounds i64, i64* %44, i64 1
  %46 = load i64, i64* %45, align 8
  %47 = getelementptr float, float addrspace(1)* %4, i64 %46
  %48 = bitcast %"class.sycl::_V1::id"* %6 to i64*
  %49 = load i64, i64* %48, align 8
  %50 = mul i64 %49, %15
  %51 = getelementptr float, float addrspace(1)* %47, i64 %50
  %52 = bitcast %"class.sycl::_V1::id"* %3 to i64*
  %53 = getelementptr inbounds i64, i64* %52, i64 1
  %54 = load i64, i64* %53, align 8
  %55 = getelementptr float, float addrspace(1)* %1, i64 %54
  %56 = bitcast %"class.sycl::_V1::id"* %3 to i64*
  %57 = load i64, i64* %56, align 8
  %58 = bitcast %"class.sycl::_V1::range"* %2 to i64*
  %59 = getelementptr inbounds i64, i64* %58, i64 1
  %60 = load i64, i64* %59, align 8
  %61 = mul i64 %57, %60
  %62 = getelementptr float, float addrspace(1)* %55, i64 %61
  %63 = mul i64 %31, %60
  %64 = getelementptr float, float addrspace(1)* %62, i64 %63
  %65 = getelementptr float, float addrspace(1)* %51, i64 %39
  br label %66

66:                                               ; preds = %66, %43
  %67 = phi i64 [ 0, %43 ], [ %75, %66 ]
  %68 = phi float [ 0.000000e+00, %43 ], [ %74, %66 ]
  %69 = getelementptr float, float addrspace(1)* %64, i64 %67
  %70 = load float, float addrspace(1)* %69, align 4
  %71 = mul i64 %67, %15
  %72 = getelementptr float, float addrspace(1)* %65, i64 %71
  %73 = load float, float addrspace(1)* %72, align 4
  %74 = call spir_func float @_Z3madfff(float %70, float %73, float %68) #3
  %75 = add nuw i64 %67, 1
  %76 = icmp eq i64 %75, %0
  br i1 %76, label %77, label %66

77:                                               ; preds = %66
  br label %78

78:                                               ; preds = %77, %12
  %79 = phi float [ 0.000000e+00, %12 ], [ %74, %77 ]
  %80 = getelementptr float, float addrspace(1)* %7, i64 %23
  %81 = mul i64 %20, %18
  %82 = getelementptr float, float addrspace(1)* %80, i64 %81
  %83 = mul i64 %31, %18
  %84 = getelementptr float, float addrspace(1)* %82, i64 %39
  %85 = getelementptr float, float addrspace(1)* %84, i64 %83
  %86 = load float, float addrspace(1)* %85, align 4
  %87 = fmul float %11, %86
  %88 = call spir_func float @_Z3madfff(float %10, float %79, float %87) #3
  store float %88, float addrspace(1)* %85, align 4
  ret void
}

; Function Attrs: inaccessiblememonly nocallback nofree nosync nounwind willreturn
declare void @llvm.assume(i1 noundef) #1

; Function Attrs: nounwind
define spir_kernel void @_ZTSZZN11GemmNdRange11submit_gemmERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_E17GemmNdRangeKernel(i64 %0, i64 %1, i64 %2, float addrspace(1)* align 4 %3, %"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %4, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %5, float %6, float %7, float addrspace(1)* readonly align 4 %8, %"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %9, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %10, float addrspace(1)* readonly align 4 %11, %"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %12, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %13) #0 !kernel_arg_addr_space !14 !kernel_arg_access_qual !15 !kernel_arg_type !16 !kernel_arg_type_qual !17 !kernel_arg_base_type !16 {
  %15 = bitcast %"class.sycl::_V1::range"* %9 to i64*
  %16 = getelementptr inbounds i64, i64* %15, i64 1
  %17 = load i64, i64* %16, align 8
  %18 = bitcast %"class.sycl::_V1::id"* %10 to i64*
  %19 = load i64, i64* %18, align 8
  %20 = bitcast %"class.sycl::_V1::id"* %10 to i64*
  %21 = getelementptr inbounds i64, i64* %20, i64 1
  %22 = load i64, i64* %21, align 8
  %23 = mul i64 %19, %17
  %24 = getelementptr float, float addrspace(1)* %8, i64 %22
  %25 = getelementptr float, float addrspace(1)* %24, i64 %23
  %26 = bitcast %"class.sycl::_V1::range"* %12 to i64*
  %27 = getelementptr inbounds i64, i64* %26, i64 1
  %28 = load i64, i64* %27, align 8
  %29 = bitcast %"class.sycl::_V1::id"* %13 to i64*
  %30 = load i64, i64* %29, align 8
  %31 = bitcast %"class.sycl::_V1::id"* %13 to i64*
  %32 = getelementptr inbounds i64, i64* %31, i64 1
  %33 = load i64, i64* %32, align 8
  %34 = mul i64 %30, %28
  %35 = getelementptr float, float addrspace(1)* %11, i64 %33
  %36 = getelementptr float, float addrspace(1)* %35, i64 %34
  %37 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %38 = insertelement <3 x i64> undef, i64 %37, i32 0
  %39 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %40 = insertelement <3 x i64> %38, i64 %39, i32 1
  %41 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %42 = insertelement <3 x i64> %40, i64 %41, i32 2
  %43 = extractelement <3 x i64> %42, i32 1
  %44 = select i1 true, i64 %43, i64 0
  %45 = icmp ult i64 %44, 2147483648
  call void @llvm.assume(i1 %45)
  %46 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %47 = insertelement <3 x i64> undef, i64 %46, i32 0
  %48 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %49 = insertelement <3 x i64> %47, i64 %48, i32 1
  %50 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %51 = insertelement <3 x i64> %49, i64 %50, i32 2
  %52 = extractelement <3 x i64> %51, i32 0
  %53 = select i1 true, i64 %52, i64 0
  %54 = icmp ult i64 %53, 2147483648
  call void @llvm.assume(i1 %54)
  %55 = icmp ult i64 %44, %0
  %56 = icmp ult i64 %53, %1
  %57 = and i1 %55, %56
  br i1 %57, label %58, label %93

58:                                               ; preds = %14
  %59 = bitcast %"class.sycl::_V1::id"* %5 to i64*
  %60 = getelementptr inbounds i64, i64* %59, i64 1
  %61 = load i64, i64* %60, align 8
  %62 = getelementptr float, float addrspace(1)* %3, i64 %61
  %63 = bitcast %"class.sycl::_V1::range"* %4 to i64*
  %64 = getelementptr inbounds i64, i64* %63, i64 1
  %65 = load i64, i64* %64, align 8
  %66 = bitcast %"class.sycl::_V1::id"* %5 to i64*
  %67 = load i64, i64* %66, align 8
  %68 = mul i64 %67, %65
  %69 = getelementptr float, float addrspace(1)* %62, i64 %68
  %70 = mul i64 %65, %44
  %71 = getelementptr float, float addrspace(1)* %69, i64 %53
  %72 = getelementptr float, float addrspace(1)* %71, i64 %70
  %73 = load float, float addrspace(1)* %72, align 4
  %74 = fmul float %6, %73
  store float %74, float addrspace(1)* %72, align 4
  %75 = icmp eq i64 %2, 0
  br i1 %75, label %93, label %76

76:                                               ; preds = %58
  %77 = mul i64 %44, %17
  %78 = getelementptr float, float addrspace(1)* %25, i64 %77
  %79 = getelementptr float, float addrspace(1)* %36, i64 %53
  br label %80

80:                                               ; preds = %80, %76
  %81 = phi float [ %74, %76 ], [ %89, %80 ]
  %82 = phi i64 [ 0, %76 ], [ %90, %80 ]
  %83 = getelementptr float, float addrspace(1)* %78, i64 %82
  %84 = load float, float addrspace(1)* %83, align 4
  %85 = fmul float %7, %84
  %86 = mul i64 %82, %28
  %87 = getelementptr float, float addrspace(1)* %79, i64 %86
  %88 = load float, float addrspace(1)* %87, align 4
  %89 = call spir_func float @_Z3madfff(float %85, float %88, float %81) #3
  store float %89, float addrspace(1)* %72, align 4
  %90 = add nuw i64 %82, 1
  %91 = icmp eq i64 %90, %2
  br i1 %91, label %92, label %80

92:                                               ; preds = %80
  br label %93

93:                                               ; preds = %92, %58, %14
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
!6 = !{i32 0, i32 0, i32 1, i32 0, i32 0, i32 1, i32 0, i32 0, i32 1, i32 0, i32 0, i32 0, i32 0}
!7 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!8 = !{!"class.sycl::_V1::range", !"long", !"float*", !"class.sycl::_V1::range", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::range", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::range", !"class.sycl::_V1::id", !"float", !"float"}
!9 = !{!"", !"", !"", !"", !"", !"", !"", !"", !"", !"", !"", !"", !""}
!10 = !{i32 0, i32 1, i32 0, i32 0, i32 1, i32 0, i32 0, i32 1, i32 0, i32 0, i32 0, i32 0}
!11 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!12 = !{!"long", !"float*", !"class.sycl::_V1::range", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::range", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::range", !"class.sycl::_V1::id", !"float", !"float"}
!13 = !{!"", !"", !"", !"", !"", !"", !"", !"", !"", !"", !"", !""}
!14 = !{i32 0, i32 0, i32 0, i32 1, i32 0, i32 0, i32 0, i32 0, i32 1, i32 0, i32 0, i32 1, i32 0, i32 0}
!15 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!16 = !{!"long", !"long", !"long", !"float*", !"class.sycl::_V1::range", !"class.sycl::_V1::id", !"float", !"float", !"float*", !"class.sycl::_V1::range", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::range", !"class.sycl::_V1::id"}
!17 = !{!"", !"", !"", !"", !"", !"", !"", !"", !"", !"", !"", !"", !"", !""}
