; ModuleID = 'device.bc'
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024"
target triple = "spir64-unknown-unknown"

%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [2 x i64] }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array" }

; Function Attrs: nounwind
define spir_kernel void @_ZTSZZN5TwoMM13first_productERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_E13ScaledProduct(i64 %0, i64 %1, i64 %2, float addrspace(1)* align 4 %3, %"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %4, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %5, float %6, float addrspace(1)* readonly align 4 %7, %"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %8, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %9, float addrspace(1)* readonly align 4 %10, %"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %11, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %12) #0 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_type_qual !9 !kernel_arg_base_type !8 {
  %14 = bitcast %"class.sycl::_V1::range"* %8 to i64*
  %15 = getelementptr inbounds i64, i64* %14, i64 1
  %16 = load i64, i64* %15, align 8
  %17 = bitcast %"class.sycl::_V1::id"* %9 to i64*
  %18 = load i64, i64* %17, align 8
  %19 = bitcast %"class.sycl::_V1::id"* %9 to i64*
  %20 = getelementptr inbounds i64, i64* %19, i64 1
  %21 = load i64, i64* %20, align 8
  %22 = mul i64 %18, %16
  %23 = getelementptr float, float addrspace(1)* %7, i64 %21
  %24 = getelementptr float, float addrspace(1)* %23, i64 %22
  %25 = bitcast %"class.sycl::_V1::range"* %11 to i64*
  %26 = getelementptr inbounds i64, i64* %25, i64 1
  %27 = load i64, i64* %26, align 8
  %28 = bitcast %"class.sycl::_V1::id"* %12 to i64*
  %29 = load i64, i64* %28, align 8
  %30 = bitcast %"class.sycl::_V1::id"* %12 to i64*
  %31 = getelementptr inbounds i64, i64* %30, i64 1
  %32 = load i64, i64* %31, align 8
  %33 = mul i64 %29, %27
  %34 = getelementptr float, float addrspace(1)* %10, i64 %32
  %35 = getelementptr float, float addrspace(1)* %34, i64 %33
  %36 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %37 = insertelement <3 x i64> undef, i64 %36, i32 0
  %38 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %39 = insertelement <3 x i64> %37, i64 %38, i32 1
  %40 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %41 = insertelement <3 x i64> %39, i64 %40, i32 2
  %42 = extractelement <3 x i64> %41, i32 1
  %43 = select i1 true, i64 %42, i64 0
  %44 = icmp ult i64 %43, 2147483648
  call void @llvm.assume(i1 %44)
  %45 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %46 = insertelement <3 x i64> undef, i64 %45, i32 0
  %47 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %48 = insertelement <3 x i64> %46, i64 %47, i32 1
  %49 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %50 = insertelement <3 x i64> %48, i64 %49, i32 2
  %51 = extractelement <3 x i64> %50, i32 0
  %52 = select i1 true, i64 %51, i64 0
  %53 = icmp ult i64 %52, 2147483648
  call void @llvm.assume(i1 %53)
  %54 = icmp ult i64 %43, %0
  %55 = icmp ult i64 %52, %1
  %56 = and i1 %54, %55
  br i1 %56, label %57, label %90

57:                                               ; preds = %13
  %58 = bitcast %"class.sycl::_V1::id"* %5 to i64*
  %59 = getelementptr inbounds i64, i64* %58, i64 1
  %60 = load i64, i64* %59, align 8
  %61 = getelementptr float, float addrspace(1)* %3, i64 %60
  %62 = bitcast %"class.sycl::_V1::range"* %4 to i64*
  %63 = getelementptr inbounds i64, i64* %62, i64 1
  %64 = load i64, i64* %63, align 8
  %65 = bitcast %"class.sycl::_V1::id"* %5 to i64*
  %66 = load i64, i64* %65, align 8
  %67 = mul i64 %66, %64
  %68 = getelementptr float, float addrspace(1)* %61, i64 %67
  %69 = mul i64 %64, %43
  %70 = getelementptr float, float addrspace(1)* %68, i64 %52
  %71 = getelementptr float, float addrspace(1)* %70, i64 %69
  store float 0.000000e+00, float addrspace(1)* %71, align 4
  %72 = icmp eq i64 %2, 0
  br i1 %72, label %90, label %73

73:                                               ; preds = %57
  %74 = mul i64 %43, %16
  %75 = getelementptr float, float addrspace(1)* %24, i64 %74
  %76 = getelementptr float, float addrspace(1)* %35, i64 %52
  br label %77

77:                                               ; preds = %77, %73
  %78 = phi float [ 0.000000e+00, %73 ], [ %86, %77 ]
  %79 = phi i64 [ 0, %73 ], [ %87, %77 ]
  %80 = getelementptr float, float addrspace(1)* %75, i64 %79
  %81 = load float, float addrspace(1)* %80, align 4
  %82 = fmul float %6, %81
  %83 = mul i64 %79, %27
  %84 = getelementptr float, float addrspace(1)* %76, i64 %83
  %85 = load float, float addrspace(1)* %84, align 4
  %86 = call spir_func float @_Z3madfff(float %82, float %85, float %78) #3
  store float %86, float addrspace(1)* %71, align 4
  %87 = add nuw i64 %79, 1
  %88 = icmp eq i64 %87, %2
  br i1 %88, label %89, label %77

89:                                               ; preds = %77
  br label %90

90:                                               ; preds = %89, %57, %13
  ret void
}

; Function Attrs: inaccessiblememonly nocallback nofree nosync nounwind willreturn
declare void @llvm.assume(i1 noundef) #1

; Function Attrs: nounwind
define spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperIZZN5TwoMM14second_productERNS0_5queueEENKUlRNS0_7handlerEE_clES7_E15ScaleAccumulateEE(%"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %0, i64 %1, float addrspace(1)* align 4 %2, %"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %3, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %4, float %5, float addrspace(1)* readonly align 4 %6, %"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %7, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %8, float addrspace(1)* readonly align 4 %9, %"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %10, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %11) #0 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_type_qual !13 !kernel_arg_base_type !12 {
  %13 = bitcast %"class.sycl::_V1::range"* %0 to i64*
  %14 = load i64, i64* %13, align 8
  %15 = bitcast %"class.sycl::_V1::range"* %0 to i64*
  %16 = getelementptr inbounds i64, i64* %15, i64 1
  %17 = load i64, i64* %16, align 8
  %18 = bitcast %"class.sycl::_V1::range"* %3 to i64*
  %19 = getelementptr inbounds i64, i64* %18, i64 1
  %20 = load i64, i64* %19, align 8
  %21 = bitcast %"class.sycl::_V1::id"* %4 to i64*
  %22 = load i64, i64* %21, align 8
  %23 = bitcast %"class.sycl::_V1::id"* %4 to i64*
  %24 = getelementptr inbounds i64, i64* %23, i64 1
  %25 = load i64, i64* %24, align 8
  %26 = mul i64 %22, %20
  %27 = getelementptr float, float addrspace(1)* %2, i64 %25
  %28 = getelementptr float, float addrspace(1)* %27, i64 %26
  %29 = bitcast %"class.sycl::_V1::range"* %7 to i64*
  %30 = getelementptr inbounds i64, i64* %29, i64 1
  %31 = load i64, i64* %30, align 8
  %32 = bitcast %"class.sycl::_V1::id"* %8 to i64*
  %33 = load i64, i64* %32, align 8
  %34 = bitcast %"class.sycl::_V1::id"* %8 to i64*
  %35 = getelementptr inbounds i64, i64* %34, i64 1
  %36 = load i64, i64* %35, align 8
  %37 = mul i64 %33, %31
  %38 = getelementptr float, float addrspace(1)* %6, i64 %36
  %39 = getelementptr float, float addrspace(1)* %38, i64 %37
  %40 = bitcast %"class.sycl::_V1::range"* %10 to i64*
  %41 = getelementptr inbounds i64, i64* %40, i64 1
  %42 = load i64, i64* %41, align 8
  %43 = bitcast %"class.sycl::_V1::id"* %11 to i64*
  %44 = load i64, i64* %43, align 8
  %45 = bitcast %"class.sycl::_V1::id"* %11 to i64*
  %46 = getelementptr inbounds i64, i64* %45, i64 1
  %47 = load i64, i64* %46, align 8
  %48 = mul i64 %44, %42
  %49 = getelementptr float, float addrspace(1)* %9, i64 %47
  %50 = getelementptr float, float addrspace(1)* %49, i64 %48
  %51 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %52 = insertelement <3 x i64> undef, i64 %51, i32 0
  %53 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %54 = insertelement <3 x i64> %52, i64 %53, i32 1
  %55 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %56 = insertelement <3 x i64> %54, i64 %55, i32 2
  %57 = extractelement <3 x i64> %56, i32 1
  %58 = select i1 true, i64 %57, i64 0
  %59 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %60 = insertelement <3 x i64> undef, i64 %59, i32 0
  %61 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %62 = insertelement <3 x i64> %60, i64 %61, i32 1
  %63 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %64 = insertelement <3 x i64> %62, i64 %63, i32 2
  %65 = extractelement <3 x i64> %64, i32 0
  %66 = select i1 true, i64 %65, i64 0
  %67 = call spir_func i64 @_Z15get_global_sizej(i32 0) #2
  %68 = insertelement <3 x i64> undef, i64 %67, i32 0
  %69 = call spir_func i64 @_Z15get_global_sizej(i32 1) #2
  %70 = insertelement <3 x i64> %68, i64 %69, i32 1
  %71 = call spir_func i64 @_Z15get_global_sizej(i32 2) #2
  %72 = insertelement <3 x i64> %70, i64 %71, i32 2
  %73 = extractelement <3 x i64> %72, i32 1
  %74 = select i1 true, i64 %73, i64 1
  %75 = call spir_func i64 @_Z15get_global_sizej(i32 0) #2
  %76 = insertelement <3 x i64> undef, i64 %75, i32 0
  %77 = call spir_func i64 @_Z15get_global_sizej(i32 1) #2
  %78 = insertelement <3 x i64> %76, i64 %77, i32 1
  %79 = call spir_func i64 @_Z15get_global_sizej(i32 2) #2
  %80 = insertelement <3 x i64> %78, i64 %79, i32 2
  %81 = extractelement <3 x i64> %80, i32 0
  %82 = select i1 true, i64 %81, i64 1
  %83 = icmp uge i64 %58, %14
  %84 = icmp uge i64 %66, %17
  %85 = select i1 %84, i1 true, i1 %83
  br i1 %85, label %120, label %86

86:                                               ; preds = %12
  %87 = icmp eq i64 %1, 0
  br label %88

88:                                               ; preds = %116, %86
  %89 = phi i64 [ %117, %116 ], [ %66, %86 ]
  %90 = getelementptr float, float addrspace(1)* %28, i64 %89
  %91 = getelementptr float, float addrspace(1)* %50, i64 %89
  br label %92

92:                                               ; preds = %113, %88
  %93 = phi i64 [ %58, %88 ], [ %114, %113 ]
  %94 = mul i64 %93, %20
  %95 = getelementptr float, float addrspace(1)* %90, i64 %94
  %96 = load float, float addrspace(1)* %95, align 4
  %97 = fmul float %5, %96
  store float %97, float addrspace(1)* %95, align 4
  br i1 %87, label %113, label %98

98:                                               ; preds = %92
  %99 = mul i64 %93, %31
  %100 = getelementptr float, float addrspace(1)* %39, i64 %99
  br label %101

101:                                              ; preds = %101, %98
  %102 = phi float [ %109, %101 ], [ %97, %98 ]
  %103 = phi i64 [ %110, %101 ], [ 0, %98 ]
  %104 = getelementptr float, float addrspace(1)* %100, i64 %103
  %105 = load float, float addrspace(1)* %104, align 4
  %106 = mul i64 %103, %42
  %107 = getelementptr float, float addrspace(1)* %91, i64 %106
  %108 = load float, float addrspace(1)* %107, align 4
  %109 = call spir_func float @_Z3madfff(float %105, float %108, float %102) #3
  store float %109, float addrspace(1)* %95, align 4
  %110 = add nuw i64 %103, 1
  %111 = icmp eq i64 %110, %1
  br i1 %111, label %112, label %101

112:                                              ; preds = %101
  br label %113

113:                                              ; preds = %112, %92
  %114 = add i64 %93, %74
  %115 = icmp ult i64 %114, %14
  br i1 %115, label %92, label %116

116:                                              ; preds = %113
  %117 = add i64 %89, %82
  %118 = icmp ult i64 %117, %17
  br i1 %118, label %88, label %119

119:                                              ; preds = %116
  br label %120

120:                                              ; preds = %119, %12
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTSZZN5TwoMM14second_productERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_E15ScaleAccumulate(i64 %0, float addrspace(1)* align 4 %1, %"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %2, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %3, float %4, float addrspace(1)* readonly align 4 %5, %"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %6, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %7, float addrspace(1)* readonly align 4 %8, %"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %9, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %10) #0 !kernel_arg_addr_space !14 !kernel_arg_access_qual !15 !kernel_arg_type !16 !kernel_arg_type_qual !17 !kernel_arg_base_type !16 {
  %12 = bitcast %"class.sycl::_V1::range"* %2 to i64*
  %13 = getelementptr inbounds i64, i64* %12, i64 1
  %14 = load i64, i64* %13, align 8
  %15 = bitcast %"class.sycl::_V1::id"* %3 to i64*
  %16 = load i64, i64* %15, align 8
  %17 = bitcast %"class.sycl::_V1::id"* %3 to i64*
  %18 = getelementptr inbounds i64, i64* %17, i64 1
  %19 = load i64, i64* %18, align 8
  %20 = mul i64 %16, %14
  %21 = getelementptr float, float addrspace(1)* %1, i64 %19
  %22 = getelementptr float, float addrspace(1)* %21, i64 %20
  %23 = bitcast %"class.sycl::_V1::range"* %6 to i64*
  %24 = getelementptr inbounds i64, i64* %23, i64 1
  %25 = load i64, i64* %24, align 8
  %26 = bitcast %"class.sycl::_V1::id"* %7 to i64*
  %27 = load i64, i64* %26, align 8
  %28 = bitcast %"class.sycl::_V1::id"* %7 to i64*
  %29 = getelementptr inbounds i64, i64* %28, i64 1
  %30 = load i64, i64* %29, align 8
  %31 = bitcast %"class.sycl::_V1::range"* %9 to i64*
  %32 = getelementptr inbounds i64, i64* %31, i64 1
  %33 = load i64, i64* %32, align 8
  %34 = bitcast %"class.sycl::_V1::id"* %10 to i64*
  %35 = load i64, i64* %34, align 8
  %36 = bitcast %"class.sycl::_V1::id"* %10 to i64*
  %37 = getelementptr inbounds i64, i64* %36, i64 1
  %38 = load i64, i64* %37, align 8
  %39 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %40 = insertelement <3 x i64> undef, i64 %39, i32 0
  %41 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %42 = insertelement <3 x i64> %40, i64 %41, i32 1
  %43 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %44 = insertelement <3 x i64> %42, i64 %43, i32 2
  %45 = extractelement <3 x i64> %44, i32 1
  %46 = select i1 true, i64 %45, i64 0
  %47 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %48 = insertelement <3 x i64> undef, i64 %47, i32 0
  %49 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %50 = insertelement <3 x i64> %48, i64 %49, i32 1
  %51 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %52 = insertelement <3 x i64> %50, i64 %51, i32 2
  %53 = extractelement <3 x i64> %52, i32 0
  %54 = select i1 true, i64 %53, i64 0
  %55 = icmp ult i64 %46, 2147483648
  call void @llvm.assume(i1 %55)
  %56 = icmp ult i64 %54, 2147483648
  call void @llvm.assume(i1 %56)
  %57 = mul i64 %46, %14
  %58 = getelementptr float, float addrspace(1)* %22, i64 %54
  %59 = getelementptr float, float addrspace(1)* %58, i64 %57
  %60 = load float, float addrspace(1)* %59, align 4
  %61 = fmul float %4, %60
  store float %61, float addrspace(1)* %59, align 4
  %62 = icmp eq i64 %0, 0
  br i1 %62, label %85, label %63

63:                                               ; preds = %11
  %64 = getelementptr float, float addrspace(1)* %8, i64 %38
  %65 = mul i64 %35, %33
  %66 = getelementptr float, float addrspace(1)* %64, i64 %65
  %67 = getelementptr float, float addrspace(1)* %5, i64 %30
  %68 = mul i64 %27, %25
  %69 = getelementptr float, float addrspace(1)* %67, i64 %68
  %70 = mul i64 %46, %25
  %71 = getelementptr float, float addrspace(1)* %69, i64 %70
  %72 = getelementptr float, float addrspace(1)* %66, i64 %54
  br label %73

73:                                               ; preds = %73, %63
  %74 = phi float [ %61, %63 ], [ %81, %73 ]
  %75 = phi i64 [ 0, %63 ], [ %82, %73 ]
  %76 = getelementptr float, float addrspace(1)* %71, i64 %75
  %77 = load float, float addrspace(1)* %76, align 4
  %78 = mul i64 %75, %33
  %79 = getelementptr float, float addrspace(1)* %72, i64 %78
  %80 = load float, float addrspace(1)* %79, align 4
  %81 = call spir_func float @_Z3madfff(float %77, float %80, float %74) #3
  store float %81, float addrspace(1)* %59, align 4
  %82 = add nuw i64 %75, 1
  %83 = icmp eq i64 %82, %0
  br i1 %83, label %84, label %73

84:                                               ; preds = %73
  br label %85

85:                                               ; preds = %84, %11
  ret void
}

; Function Attrs: nounwind readnone willreturn
declare spir_func i64 @_Z13get_global_idj(i32) #2

; Function Attrs: nounwind readnone
declare spir_func float @_Z3madfff(float, float, float) #3

; Function Attrs: nounwind readnone willreturn
declare spir_func i64 @_Z15get_global_sizej(i32) #2

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
!6 = !{i32 0, i32 0, i32 0, i32 1, i32 0, i32 0, i32 0, i32 1, i32 0, i32 0, i32 1, i32 0, i32 0}
!7 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!8 = !{!"long", !"long", !"long", !"float*", !"class.sycl::_V1::range", !"class.sycl::_V1::id", !"float", !"float*", !"class.sycl::_V1::range", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::range", !"class.sycl::_V1::id"}
!9 = !{!"", !"", !"", !"", !"", !"", !"", !"", !"", !"", !"", !"", !""}
!10 = !{i32 0, i32 0, i32 1, i32 0, i32 0, i32 0, i32 1, i32 0, i32 0, i32 1, i32 0, i32 0}
!11 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!12 = !{!"class.sycl::_V1::range", !"long", !"float*", !"class.sycl::_V1::range", !"class.sycl::_V1::id", !"float", !"float*", !"class.sycl::_V1::range", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::range", !"class.sycl::_V1::id"}
!13 = !{!"", !"", !"", !"", !"", !"", !"", !"", !"", !"", !"", !""}
!14 = !{i32 0, i32 1, i32 0, i32 0, i32 0, i32 1, i32 0, i32 0, i32 1, i32 0, i32 0}
!15 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!16 = !{!"long", !"float*", !"class.sycl::_V1::range", !"class.sycl::_V1::id", !"float", !"float*", !"class.sycl::_V1::range", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::range", !"class.sycl::_V1::id"}
!17 = !{!"", !"", !"", !"", !"", !"", !"", !"", !"", !"", !""}
