; ModuleID = 'device.bc'
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024"
target triple = "spir64-unknown-unknown"

%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [2 x i64] }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array" }

; Function Attrs: nounwind
define spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperIZZN4Syrk6updateERNS0_5queueEENKUlRNS0_7handlerEE_clES7_E9SyrkLowerEE(%"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %0, i64 %1, float addrspace(1)* readonly align 4 %2, %"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %3, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %4, float addrspace(1)* align 4 %5, %"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %6, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %7, float %8, float %9) #0 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_type_qual !9 !kernel_arg_base_type !8 {
  %11 = bitcast %"class.sycl::_V1::range"* %0 to i64*
  %12 = load i64, i64* %11, align 8
  %13 = bitcast %"class.sycl::_V1::range"* %0 to i64*
  %14 = getelementptr inbounds i64, i64* %13, i64 1
  %15 = load i64, i64* %14, align 8
  %16 = bitcast %"class.sycl::_V1::range"* %3 to i64*
  %17 = getelementptr inbounds i64, i64* %16, i64 1
  %18 = load i64, i64* %17, align 8
  %19 = bitcast %"class.sycl::_V1::id"* %4 to i64*
  %20 = load i64, i64* %19, align 8
  %21 = bitcast %"class.sycl::_V1::id"* %4 to i64*
  %22 = getelementptr inbounds i64, i64* %21, i64 1
  %23 = load i64, i64* %22, align 8
  %24 = mul i64 %20, %18
  %25 = getelementptr float, float addrspace(1)* %2, i64 %23
  %26 = getelementptr float, float addrspace(1)* %25, i64 %24
  %27 = bitcast %"class.sycl::_V1::range"* %6 to i64*
  %28 = getelementptr inbounds i64, i64* %27, i64 1
  %29 = load i64, i64* %28, align 8
  %30 = bitcast %"class.sycl::_V1::id"* %7 to i64*
  %31 = load i64, i64* %30, align 8
  %32 = bitcast %"class.sycl::_V1::id"* %7 to i64*
  %33 = getelementptr inbounds i64, i64* %32, i64 1
  %34 = load i64, i64* %33, align 8
  %35 = mul i64 %31, %29
  %36 = getelementptr float, float addrspace(1)* %5, i64 %34
  %37 = getelementptr float, float addrspace(1)* %36, i64 %35
  %38 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %39 = insertelement <3 x i64> undef, i64 %38, i32 0
  %40 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %41 = insertelement <3 x i64> %39, i64 %40, i32 1
  %42 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %43 = insertelement <3 x i64> %41, i64 %42, i32 2
  %44 = extractelement <3 x i64> %43, i32 1
  %45 = select i1 true, i64 %44, i64 0
  %46 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %47 = insertelement <3 x i64> undef, i64 %46, i32 0
  %48 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %49 = insertelement <3 x i64> %47, i64 %48, i32 1
  %50 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %51 = insertelement <3 x i64> %49, i64 %50, i32 2
  %52 = extractelement <3 x i64> %51, i32 0
  %53 = select i1 true, i64 %52, i64 0
  %54 = call spir_func i64 @_Z15get_global_sizej(i32 0) #2
  %55 = insertelement <3 x i64> undef, i64 %54, i32 0
  %56 = call spir_func i64 @_Z15get_global_sizej(i32 1) #2
  %57 = insertelement <3 x i64> %55, i64 %56, i32 1
  %58 = call spir_func i64 @_Z15get_global_sizej(i32 2) #2
  %59 = insertelement <3 x i64> %57, i64 %58, i32 2
  %60 = extractelement <3 x i64> %59, i32 1
  %61 = select i1 true, i64 %60, i64 1
  %62 = call spir_func i64 @_Z15get_global_sizej(i32 0) #2
  %63 = insertelement <3 x i64> undef, i64 %62, i32 0
  %64 = call spir_func i64 @_Z15get_global_sizej(i32 1) #2
  %65 = insertelement <3 x i64> %63, i64 %64, i32 1
  %66 = call spir_func i64 @_Z15get_global_sizej(i32 2) #2
  %67 = insertelement <3 x i64> %65, i64 %66, i32 2
  %68 = extractelement <3 x i64> %67, i32 0
  %69 = select i1 true, i64 %68, i64 1
  %70 = icmp uge i64 %45, %12
  %71 = icmp uge i64 %53, %15
  %72 = select i1 %71, i1 true, i1 %70
  br i1 %72, label %111, label %73

73:                                               ; preds = %10
  %74 = icmp eq i64 %1, 0
  br label %75

75:                                               ; preds = %107, %73
  %76 = phi i64 [ %108, %107 ], [ %53, %73 ]
  %77 = mul i64 %76, %18
  %78 = getelementptr float, float addrspace(1)* %37, i64 %76
  br label %79

79:                                               ; preds = %104, %75
  %80 = phi i64 [ %45, %75 ], [ %105, %104 ]
  %81 = icmp ugt i64 %76, %80
  br i1 %81, label %104, label %82

82:                                               ; preds = %79
  br i1 %74, label %97, label %83

83:                                               ; preds = %82
  %84 = mul i64 %80, %18
  br label %85

85:                                               ; preds = %85, %83
  %86 = phi i64 [ 0, %83 ], [ %94, %85 ]
  %87 = phi float [ 0.000000e+00, %83 ], [ %93, %85 ]
  %88 = getelementptr float, float addrspace(1)* %26, i64 %86
  %89 = getelementptr float, float addrspace(1)* %88, i64 %84
  %90 = load float, float addrspace(1)* %89, align 4
  %91 = getelementptr float, float addrspace(1)* %88, i64 %77
  %92 = load float, float addrspace(1)* %91, align 4
  %93 = call spir_func float @_Z3madfff(float %90, float %92, float %87) #3
  %94 = add nuw i64 %86, 1
  %95 = icmp eq i64 %94, %1
  br i1 %95, label %96, label %85

96:                                               ; preds = %85
  br label %97

97:                                               ; preds = %96, %82
  %98 = phi float [ 0.000000e+00, %82 ], [ %93, %96 ]
  %99 = mul i64 %80, %29
  %100 = getelementptr float, float addrspace(1)* %78, i64 %99
  %101 = load float, float addrspace(1)* %100, align 4
  %102 = fmul float %9, %98
  %103 = call spir_func float @_Z3madfff(float %8, float %101, float %102) #3
  store float %103, float addrspace(1)* %100, align 4
  br label %104

104:                                              ; preds = %97, %79
  %105 = add i64 %80, %61
  %106 = icmp ult i64 %105, %12
  br i1 %106, label %79, label %107

107:                                              ; preds = %104
  %108 = add i64 %76, %69
  %109 = icmp ult i64 %108, %15
  br i1 %109, label %75, label %110

110:                                              ; preds = %107
  br label %111

111:                                              ; preds = %110, %10
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTSZZN4Syrk6updateERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_E9SyrkLower(i64 %0, float addrspace(1)* readonly align 4 %1, %"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %2, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %3, float addrspace(1)* align 4 %4, %"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %5, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %6, float %7, float %8) #0 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_type_qual !13 !kernel_arg_base_type !12 {
  %10 = bitcast %"class.sycl::_V1::range"* %2 to i64*
  %11 = getelementptr inbounds i64, i64* %10, i64 1
  %12 = load i64, i64* %11, align 8
  %13 = bitcast %"class.sycl::_V1::id"* %3 to i64*
  %14 = load i64, i64* %13, align 8
  %15 = bitcast %"class.sycl::_V1::id"* %3 to i64*
  %16 = getelementptr inbounds i64, i64* %15, i64 1
  %17 = load i64, i64* %16, align 8
  %18 = mul i64 %14, %12
  %19 = getelementptr float, float addrspace(1)* %1, i64 %17
  %20 = getelementptr float, float addrspace(1)* %19, i64 %18
  %21 = bitcast %"class.sycl::_V1::range"* %5 to i64*
  %22 = getelementptr inbounds i64, i64* %21, i64 1
  %23 = load i64, i64* %22, align 8
  %24 = bitcast %"class.sycl::_V1::id"* %6 to i64*
  %25 = load i64, i64* %24, align 8
  %26 = bitcast %"class.sycl::_V1::id"* %6 to i64*
  %27 = getelementptr inbounds i64, i64* %26, i64 1
  %28 = load i64, i64* %27, align 8
  %29 = mul i64 %25, %23
  %30 = getelementptr float, float addrspace(1)* %4, i64 %28
  %31 = getelementptr float, float addrspace(1)* %30, i64 %29
  %32 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %33 = insertelement <3 x i64> undef, i64 %32, i32 0
  %34 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %35 = insertelement <3 x i64> %33, i64 %34, i32 1
  %36 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %37 = insertelement <3 x i64> %35, i64 %36, i32 2
  %38 = extractelement <3 x i64> %37, i32 1
  %39 = select i1 true, i64 %38, i64 0
  %40 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %41 = insertelement <3 x i64> undef, i64 %40, i32 0
  %42 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %43 = insertelement <3 x i64> %41, i64 %42, i32 1
  %44 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %45 = insertelement <3 x i64> %43, i64 %44, i32 2
  %46 = extractelement <3 x i64> %45, i32 0
  %47 = select i1 true, i64 %46, i64 0
  %48 = icmp ult i64 %39, 2147483648
  call void @llvm.assume(i1 %48)
  %49 = icmp ult i64 %47, 2147483648
  call void @llvm.assume(i1 %49)
  %50 = icmp ugt i64 %47, %39
  br i1 %50, label %76, label %51

51:                                               ; preds = %9
  %52 = icmp eq i64 %0, 0
  br i1 %52, label %68, label %53

53:                                               ; preds = %51
  %54 = mul i64 %39, %12
  %55 = mul i64 %47, %12
  br label %56

56:                                               ; preds = %56, %53
  %57 = phi i64 [ 0, %53 ], [ %65, %56 ]
  %58 = phi float [ 0.000000e+00, %53 ], [ %64, %56 ]
  %59 = getelementptr float, float addrspace(1)* %20, i64 %57
  %60 = getelementptr float, float addrspace(1)* %59, i64 %54
  %61 = load float, float addrspace(1)* %60, align 4
  %62 = getelementptr float, float addrspace(1)* %59, i64 %55
  %63 = load float, float addrspace(1)* %62, align 4
  %64 = call spir_func float @_Z3madfff(float %61, float %63, float %58) #3
  %65 = add nuw i64 %57, 1
  %66 = icmp eq i64 %65, %0
  br i1 %66, label %67, label %56

67:                                               ; preds = %56
  br label %68

68:                                               ; preds = %67, %51
  %69 = phi float [ 0.000000e+00, %51 ], [ %64, %67 ]
  %70 = mul i64 %39, %23
  %71 = getelementptr float, float addrspace(1)* %31, i64 %47
  %72 = getelementptr float, float addrspace(1)* %71, i64 %70
  %73 = load float, float addrspace(1)* %72, align 4
  %74 = fmul float %8, %69
  %75 = call spir_func float @_Z3madfff(float %7, float %73, float %74) #3
  store float %75, float addrspace(1)* %72, align 4
  br label %76

76:                                               ; preds = %68, %9
  ret void
}

; Function Attrs: inaccessiblememonly nocallback nofree nosync nounwind willreturn
declare void @llvm.assume(i1 noundef) #1

; Function Attrs: nounwind
define spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperIZZN5Syr2k6updateERNS0_5queueEENKUlRNS0_7handlerEE_clES7_E10Syr2kLowerEE(%"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %0, i64 %1, float addrspace(1)* align 4 %2, %"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %3, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %4, float %5, float addrspace(1)* readonly align 4 %6, %"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %7, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %8, float %9, float addrspace(1)* readonly align 4 %10, %"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %11, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %12) #0 !kernel_arg_addr_space !14 !kernel_arg_access_qual !15 !kernel_arg_type !16 !kernel_arg_type_qual !17 !kernel_arg_base_type !16 {
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
  %30 = bitcast %"class.sycl::_V1::range"* %7 to i64*
  %31 = getelementptr inbounds i64, i64* %30, i64 1
  %32 = load i64, i64* %31, align 8
  %33 = bitcast %"class.sycl::_V1::id"* %8 to i64*
  %34 = load i64, i64* %33, align 8
  %35 = bitcast %"class.sycl::_V1::id"* %8 to i64*
  %36 = getelementptr inbounds i64, i64* %35, i64 1
  %37 = load i64, i64* %36, align 8
  %38 = mul i64 %34, %32
  %39 = getelementptr float, float addrspace(1)* %6, i64 %37
  %40 = getelementptr float, float addrspace(1)* %39, i64 %38
  %41 = bitcast %"class.sycl::_V1::range"* %11 to i64*
  %42 = getelementptr inbounds i64, i64* %41, i64 1
  %43 = load i64, i64* %42, align 8
  %44 = bitcast %"class.sycl::_V1::id"* %12 to i64*
  %45 = load i64, i64* %44, align 8
  %46 = bitcast %"class.sycl::_V1::id"* %12 to i64*
  %47 = getelementptr inbounds i64, i64* %46, i64 1
  %48 = load i64, i64* %47, align 8
  %49 = mul i64 %45, %43
  %50 = getelementptr float, float addrspace(1)* %10, i64 %48
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
  br i1 %86, label %133, label %87

87:                                               ; preds = %13
  %88 = icmp eq i64 %1, 0
  br label %89

89:                                               ; preds = %129, %87
  %90 = phi i64 [ %130, %129 ], [ %67, %87 ]
  %91 = getelementptr float, float addrspace(1)* %29, i64 %90
  %92 = mul i64 %90, %32
  %93 = mul i64 %90, %43
  br label %94

94:                                               ; preds = %126, %89
  %95 = phi i64 [ %59, %89 ], [ %127, %126 ]
  %96 = icmp ugt i64 %90, %95
  br i1 %96, label %126, label %97

97:                                               ; preds = %94
  %98 = mul i64 %95, %21
  %99 = getelementptr float, float addrspace(1)* %91, i64 %98
  %100 = load float, float addrspace(1)* %99, align 4
  %101 = fmul float %5, %100
  store float %101, float addrspace(1)* %99, align 4
  br i1 %88, label %126, label %102

102:                                              ; preds = %97
  %103 = mul i64 %95, %43
  %104 = mul i64 %95, %32
  br label %105

105:                                              ; preds = %105, %102
  %106 = phi float [ %122, %105 ], [ %101, %102 ]
  %107 = phi i64 [ %123, %105 ], [ 0, %102 ]
  %108 = getelementptr float, float addrspace(1)* %40, i64 %107
  %109 = getelementptr float, float addrspace(1)* %108, i64 %92
  %110 = load float, float addrspace(1)* %109, align 4
  %111 = fmul float %9, %110
  %112 = getelementptr float, float addrspace(1)* %51, i64 %107
  %113 = getelementptr float, float addrspace(1)* %112, i64 %103
  %114 = load float, float addrspace(1)* %113, align 4
  %115 = getelementptr float, float addrspace(1)* %112, i64 %93
  %116 = load float, float addrspace(1)* %115, align 4
  %117 = fmul float %9, %116
  %118 = getelementptr float, float addrspace(1)* %108, i64 %104
  %119 = load float, float addrspace(1)* %118, align 4
  %120 = fmul float %117, %119
  %121 = call spir_func float @_Z3madfff(float %111, float %114, float %120) #3
  %122 = fadd float %106, %121
  store float %122, float addrspace(1)* %99, align 4
  %123 = add nuw i64 %107, 1
  %124 = icmp eq i64 %123, %1
  br i1 %124, label %125, label %105

125:                                              ; preds = %105
  br label %126

126:                                              ; preds = %125, %97, %94
  %127 = add i64 %95, %75
  %128 = icmp ult i64 %127, %15
  br i1 %128, label %94, label %129

129:                                              ; preds = %126
  %130 = add i64 %90, %83
  %131 = icmp ult i64 %130, %18
  br i1 %131, label %89, label %132

132:                                              ; preds = %129
  br label %133

133:                                              ; preds = %132, %13
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTSZZN5Syr2k6updateERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_E10Syr2kLower(i64 %0, float addrspace(1)* align 4 %1, %"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %2, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %3, float %4, float addrspace(1)* readonly align 4 %5, %"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %6, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %7, float %8, float addrspace(1)* readonly align 4 %9, %"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %10, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %11) #0 !kernel_arg_addr_space !18 !kernel_arg_access_qual !19 !kernel_arg_type !20 !kernel_arg_type_qual !21 !kernel_arg_base_type !20 {
  %13 = bitcast %"class.sycl::_V1::range"* %6 to i64*
  %14 = getelementptr inbounds i64, i64* %13, i64 1
  %15 = load i64, i64* %14, align 8
  %16 = bitcast %"class.sycl::_V1::id"* %7 to i64*
  %17 = load i64, i64* %16, align 8
  %18 = bitcast %"class.sycl::_V1::id"* %7 to i64*
  %19 = getelementptr inbounds i64, i64* %18, i64 1
  %20 = load i64, i64* %19, align 8
  %21 = mul i64 %17, %15
  %22 = getelementptr float, float addrspace(1)* %5, i64 %20
  %23 = getelementptr float, float addrspace(1)* %22, i64 %21
  %24 = bitcast %"class.sycl::_V1::range"* %10 to i64*
  %25 = getelementptr inbounds i64, i64* %24, i64 1
  %26 = load i64, i64* %25, align 8
  %27 = bitcast %"class.sycl::_V1::id"* %11 to i64*
  %28 = load i64, i64* %27, align 8
  %29 = bitcast %"class.sycl::_V1::id"* %11 to i64*
  %30 = getelementptr inbounds i64, i64* %29, i64 1
  %31 = load i64, i64* %30, align 8
  %32 = mul i64 %28, %26
  %33 = getelementptr float, float addrspace(1)* %9, i64 %31
  %34 = getelementptr float, float addrspace(1)* %33, i64 %32
  %35 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %36 = insertelement <3 x i64> undef, i64 %35, i32 0
  %37 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %38 = insertelement <3 x i64> %36, i64 %37, i32 1
  %39 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %40 = insertelement <3 x i64> %38, i64 %39, i32 2
  %41 = extractelement <3 x i64> %40, i32 1
  %42 = select i1 true, i64 %41, i64 0
  %43 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %44 = insertelement <3 x i64> undef, i64 %43, i32 0
  %45 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %46 = insertelement <3 x i64> %44, i64 %45, i32 1
  %47 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %48 = insertelement <3 x i64> %46, i64 %47, i32 2
  %49 = extractelement <3 x i64> %48, i32 0
  %50 = select i1 true, i64 %49, i64 0
  %51 = icmp ult i64 %42, 2147483648
  call void @llvm.assume(i1 %51)
  %52 = icmp ult i64 %50, 2147483648
  call void @llvm.assume(i1 %52)
  %53 = icmp ugt i64 %50, %42
  br i1 %53, label %98, label %54

54:                                               ; preds = %12
  %55 = bitcast %"class.sycl::_V1::id"* %3 to i64*
  %56 = getelementptr inbounds i64, i64* %55, i64 1
  %57 = load i64, i64* %56, align 8
  %58 = getelementptr float, float addrspace(1)* %1, i64 %57
  %59 = bitcast %"class.sycl::_V1::range"* %2 to i64*
  %60 = getelementptr inbounds i64, i64* %59, i64 1
  %61 = load i64, i64* %60, align 8
  %62 = bitcast %"class.sycl::_V1::id"* %3 to i64*
  %63 = load i64, i64* %62, align 8
  %64 = mul i64 %63, %61
  %65 = getelementptr float, float addrspace(1)* %58, i64 %64
  %66 = mul i64 %61, %42
  %67 = getelementptr float, float addrspace(1)* %65, i64 %50
  %68 = getelementptr float, float addrspace(1)* %67, i64 %66
  %69 = load float, float addrspace(1)* %68, align 4
  %70 = fmul float %4, %69
  store float %70, float addrspace(1)* %68, align 4
  %71 = icmp eq i64 %0, 0
  br i1 %71, label %98, label %72

72:                                               ; preds = %54
  %73 = mul i64 %50, %15
  %74 = mul i64 %42, %26
  %75 = mul i64 %50, %26
  %76 = mul i64 %42, %15
  br label %77

77:                                               ; preds = %77, %72
  %78 = phi float [ %70, %72 ], [ %94, %77 ]
  %79 = phi i64 [ 0, %72 ], [ %95, %77 ]
  %80 = getelementptr float, float addrspace(1)* %23, i64 %79
  %81 = getelementptr float, float addrspace(1)* %80, i64 %73
  %82 = load float, float addrspace(1)* %81, align 4
  %83 = fmul float %8, %82
  %84 = getelementptr float, float addrspace(1)* %34, i64 %79
  %85 = getelementptr float, float addrspace(1)* %84, i64 %74
  %86 = load float, float addrspace(1)* %85, align 4
  %87 = getelementptr float, float addrspace(1)* %84, i64 %75
  %88 = load float, float addrspace(1)* %87, align 4
  %89 = fmul float %8, %88
  %90 = getelementptr float, float addrspace(1)* %80, i64 %76
  %91 = load float, float addrspace(1)* %90, align 4
  %92 = fmul float %89, %91
  %93 = call spir_func float @_Z3madfff(float %83, float %86, float %92) #3
  %94 = fadd float %78, %93
  store float %94, float addrspace(1)* %68, align 4
  %95 = add nuw i64 %79, 1
  %96 = icmp eq i64 %95, %0
  br i1 %96, label %97, label %77

97:                                               ; preds = %77
  br label %98

98:                                               ; preds = %97, %54, %12
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
!6 = !{i32 0, i32 0, i32 1, i32 0, i32 0, i32 1, i32 0, i32 0, i32 0, i32 0}
!7 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!8 = !{!"class.sycl::_V1::range", !"long", !"float*", !"class.sycl::_V1::range", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::range", !"class.sycl::_V1::id", !"float", !"float"}
!9 = !{!"", !"", !"", !"", !"", !"", !"", !"", !"", !""}
!10 = !{i32 0, i32 1, i32 0, i32 0, i32 1, i32 0, i32 0, i32 0, i32 0}
!11 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!12 = !{!"long", !"float*", !"class.sycl::_V1::range", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::range", !"class.sycl::_V1::id", !"float", !"float"}
!13 = !{!"", !"", !"", !"", !"", !"", !"", !"", !""}
!14 = !{i32 0, i32 0, i32 1, i32 0, i32 0, i32 0, i32 1, i32 0, i32 0, i32 0, i32 1, i32 0, i32 0}
!15 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!16 = !{!"class.sycl::_V1::range", !"long", !"float*", !"class.sycl::_V1::range", !"class.sycl::_V1::id", !"float", !"float*", !"class.sycl::_V1::range", !"class.sycl::_V1::id", !"float", !"float*", !"class.sycl::_V1::range", !"class.sycl::_V1::id"}
!17 = !{!"", !"", !"", !"", !"", !"", !"", !"", !"", !"", !"", !"", !""}
!18 = !{i32 0, i32 1, i32 0, i32 0, i32 0, i32 1, i32 0, i32 0, i32 0, i32 1, i32 0, i32 0}
!19 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!20 = !{!"long", !"float*", !"class.sycl::_V1::range", !"class.sycl::_V1::id", !"float", !"float*", !"class.sycl::_V1::range", !"class.sycl::_V1::id", !"float", !"float*", !"class.sycl::_V1::range", !"class.sycl::_V1::id"}
!21 = !{!"", !"", !"", !"", !"", !"", !"", !"", !"", !"", !"", !""}
