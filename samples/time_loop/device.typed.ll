; ModuleID = 'device.bc'
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024"
target triple = "spir64-unknown-unknown"

%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [2 x i64] }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array.1" }
%"class.sycl::_V1::detail::array.1" = type { [1 x i64] }
%"class.sycl::_V1::range.0" = type { %"class.sycl::_V1::detail::array.1" }

; Function Attrs: nounwind
define spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI7UpdateEEE(%"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %0, i64 %1, float addrspace(1)* readonly align 4 %2, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %3, i64 %4, float %5, float addrspace(1)* align 4 %6, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %7, float %8) #0 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_type_qual !9 !kernel_arg_base_type !8 {
  %10 = bitcast %"class.sycl::_V1::range"* %0 to i64*
  %11 = load i64, i64* %10, align 8
  %12 = bitcast %"class.sycl::_V1::range"* %0 to i64*
  %13 = getelementptr inbounds i64, i64* %12, i64 1
  %14 = load i64, i64* %13, align 8
  %15 = bitcast %"class.sycl::_V1::id"* %3 to i64*
  %16 = load i64, i64* %15, align 8
  %17 = getelementptr inbounds float, float addrspace(1)* %2, i64 %16
  %18 = bitcast %"class.sycl::_V1::id"* %7 to i64*
  %19 = load i64, i64* %18, align 8
  %20 = getelementptr inbounds float, float addrspace(1)* %6, i64 %19
  %21 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %22 = insertelement <3 x i64> undef, i64 %21, i32 0
  %23 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %24 = insertelement <3 x i64> %22, i64 %23, i32 1
  %25 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %26 = insertelement <3 x i64> %24, i64 %25, i32 2
  %27 = extractelement <3 x i64> %26, i32 1
  %28 = select i1 true, i64 %27, i64 0
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
  %43 = extractelement <3 x i64> %42, i32 1
  %44 = select i1 true, i64 %43, i64 1
  %45 = call spir_func i64 @_Z15get_global_sizej(i32 0) #2
  %46 = insertelement <3 x i64> undef, i64 %45, i32 0
  %47 = call spir_func i64 @_Z15get_global_sizej(i32 1) #2
  %48 = insertelement <3 x i64> %46, i64 %47, i32 1
  %49 = call spir_func i64 @_Z15get_global_sizej(i32 2) #2
  %50 = insertelement <3 x i64> %48, i64 %49, i32 2
  %51 = extractelement <3 x i64> %50, i32 0
  %52 = select i1 true, i64 %51, i64 1
  %53 = icmp ult i64 %28, %11
  %54 = icmp ult i64 %36, %14
  %55 = select i1 %54, i1 %53, i1 false
  br i1 %55, label %56, label %106

56:                                               ; preds = %9
  %57 = lshr i64 %4, 1
  %58 = lshr i64 %1, 1
  %59 = fneg float %8
  br label %60

60:                                               ; preds = %102, %56
  %61 = phi i64 [ %36, %56 ], [ %103, %102 ]
  %62 = phi i64 [ %28, %56 ], [ %104, %102 ]
  %63 = mul i64 %62, %1
  %64 = add i64 %63, %61
  %65 = icmp eq i64 %62, 0
  br i1 %65, label %73, label %66

66:                                               ; preds = %60
  %67 = getelementptr inbounds float, float addrspace(1)* %17, i64 %64
  %68 = load float, float addrspace(1)* %67, align 4
  %69 = sub i64 %64, %1
  %70 = getelementptr inbounds float, float addrspace(1)* %17, i64 %69
  %71 = load float, float addrspace(1)* %70, align 4
  %72 = fsub float %68, %71
  br label %73

73:                                               ; preds = %66, %60
  %74 = phi float [ %72, %66 ], [ 0.000000e+00, %60 ]
  %75 = icmp eq i64 %61, 0
  br i1 %75, label %82, label %76

76:                                               ; preds = %73
  %77 = getelementptr float, float addrspace(1)* %17, i64 %64
  %78 = load float, float addrspace(1)* %77, align 4
  %79 = getelementptr float, float addrspace(1)* %77, i64 -1
  %80 = load float, float addrspace(1)* %79, align 4
  %81 = fsub float %78, %80
  br label %82

82:                                               ; preds = %76, %73
  %83 = phi float [ %81, %76 ], [ 0.000000e+00, %73 ]
  %84 = icmp eq i64 %62, %57
  %85 = icmp eq i64 %61, %58
  %86 = and i1 %84, %85
  br i1 %86, label %87, label %89

87:                                               ; preds = %82
  %88 = call spir_func float @_Z3sinf(float %5) #3
  br label %89

89:                                               ; preds = %87, %82
  %90 = phi float [ %88, %87 ], [ 0.000000e+00, %82 ]
  %91 = getelementptr inbounds float, float addrspace(1)* %17, i64 %64
  %92 = load float, float addrspace(1)* %91, align 4
  %93 = fadd float %74, %83
  %94 = call spir_func float @_Z3madfff(float %59, float %93, float %92) #3
  %95 = fadd float %90, %94
  %96 = getelementptr inbounds float, float addrspace(1)* %20, i64 %64
  store float %95, float addrspace(1)* %96, align 4
  %97 = add i64 %62, %44
  %98 = icmp ult i64 %97, %11
  br i1 %98, label %102, label %99

99:                                               ; preds = %89
  %100 = add i64 %61, %52
  %101 = icmp ult i64 %100, %14
  br i1 %101, label %102, label %105

102:                                              ; preds = %99, %89
  %103 = phi i64 [ %100, %99 ], [ %61, %89 ]
  %104 = phi i64 [ %28, %99 ], [ %97, %89 ]
  br label %60

105:                                              ; preds = %99
  br label %106

106:                                              ; preds = %105, %9
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTS7UpdateE(i64 %0, float addrspace(1)* readonly align 4 %1, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %2, i64 %3, float %4, float addrspace(1)* align 4 %5, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %6, float %7) #0 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_type_qual !13 !kernel_arg_base_type !12 {
  %9 = bitcast %"class.sycl::_V1::id"* %2 to i64*
  %10 = load i64, i64* %9, align 8
  %11 = getelementptr inbounds float, float addrspace(1)* %1, i64 %10
  %12 = bitcast %"class.sycl::_V1::id"* %6 to i64*
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
  %32 = mul i64 %21, %0
  %33 = add i64 %32, %29
  %34 = icmp eq i64 %21, 0
  br i1 %34, label %42, label %35

35:                                               ; preds = %8
  %36 = getelementptr inbounds float, float addrspace(1)* %11, i64 %33
  %37 = load float, float addrspace(1)* %36, align 4
  %38 = sub i64 %33, %0
  %39 = getelementptr inbounds float, float addrspace(1)* %11, i64 %38
  %40 = load float, float addrspace(1)* %39, align 4
  %41 = fsub float %37, %40
  br label %42

42:                                               ; preds = %35, %8
  %43 = phi float [ %41, %35 ], [ 0.000000e+00, %8 ]
  %44 = icmp eq i64 %29, 0
  br i1 %44, label %51, label %45

45:                                               ; preds = %42
  %46 = getelementptr float, float addrspace(1)* %11, i64 %33
  %47 = load float, float addrspace(1)* %46, align 4
  %48 = getelementptr float, float addrspace(1)* %46, i64 -1
  %49 = load float, float addrspace(1)* %48, align 4
  %50 = fsub float %47, %49
  br label %51

51:                                               ; preds = %45, %42
  %52 = phi float [ %50, %45 ], [ 0.000000e+00, %42 ]
  %53 = lshr i64 %3, 1
  %54 = icmp eq i64 %21, %53
  %55 = lshr i64 %0, 1
  %56 = icmp eq i64 %29, %55
  %57 = and i1 %54, %56
  br i1 %57, label %58, label %60

58:                                               ; preds = %51
  %59 = call spir_func float @_Z3sinf(float %4) #3
  br label %60

60:                                               ; preds = %58, %51
  %61 = phi float [ %59, %58 ], [ 0.000000e+00, %51 ]
  %62 = getelementptr inbounds float, float addrspace(1)* %5, i64 %13
  %63 = getelementptr inbounds float, float addrspace(1)* %11, i64 %33
  %64 = load float, float addrspace(1)* %63, align 4
  %65 = fadd float %43, %52
  %66 = fneg float %7
  %67 = call spir_func float @_Z3madfff(float %66, float %65, float %64) #3
  %68 = fadd float %61, %67
  %69 = getelementptr inbounds float, float addrspace(1)* %62, i64 %33
  store float %68, float addrspace(1)* %69, align 4
  ret void
}

; Function Attrs: inaccessiblememonly nocallback nofree nosync nounwind willreturn
declare void @llvm.assume(i1 noundef) #1

; Function Attrs: nounwind
define spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI7UpdateHEE(%"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %0, i64 %1, i64 %2, float addrspace(1)* readonly align 4 %3, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %4, float addrspace(1)* align 4 %5, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %6, float %7, float %8) #0 !kernel_arg_addr_space !14 !kernel_arg_access_qual !7 !kernel_arg_type !15 !kernel_arg_type_qual !9 !kernel_arg_base_type !15 {
  %10 = bitcast %"class.sycl::_V1::range"* %0 to i64*
  %11 = load i64, i64* %10, align 8
  %12 = bitcast %"class.sycl::_V1::range"* %0 to i64*
  %13 = getelementptr inbounds i64, i64* %12, i64 1
  %14 = load i64, i64* %13, align 8
  %15 = bitcast %"class.sycl::_V1::id"* %4 to i64*
  %16 = load i64, i64* %15, align 8
  %17 = getelementptr inbounds float, float addrspace(1)* %3, i64 %16
  %18 = bitcast %"class.sycl::_V1::id"* %6 to i64*
  %19 = load i64, i64* %18, align 8
  %20 = getelementptr inbounds float, float addrspace(1)* %5, i64 %19
  %21 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %22 = insertelement <3 x i64> undef, i64 %21, i32 0
  %23 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %24 = insertelement <3 x i64> %22, i64 %23, i32 1
  %25 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %26 = insertelement <3 x i64> %24, i64 %25, i32 2
  %27 = extractelement <3 x i64> %26, i32 1
  %28 = select i1 true, i64 %27, i64 0
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
  %43 = extractelement <3 x i64> %42, i32 1
  %44 = select i1 true, i64 %43, i64 1
  %45 = call spir_func i64 @_Z15get_global_sizej(i32 0) #2
  %46 = insertelement <3 x i64> undef, i64 %45, i32 0
  %47 = call spir_func i64 @_Z15get_global_sizej(i32 1) #2
  %48 = insertelement <3 x i64> %46, i64 %47, i32 1
  %49 = call spir_func i64 @_Z15get_global_sizej(i32 2) #2
  %50 = insertelement <3 x i64> %48, i64 %49, i32 2
  %51 = extractelement <3 x i64> %50, i32 0
  %52 = select i1 true, i64 %51, i64 1
  %53 = icmp ult i64 %28, %11
  %54 = icmp ult i64 %36, %14
  %55 = select i1 %54, i1 %53, i1 false
  br i1 %55, label %56, label %101

56:                                               ; preds = %9
  %57 = fmul float %8, 5.000000e-01
  br label %58

58:                                               ; preds = %97, %56
  %59 = phi i64 [ %36, %56 ], [ %98, %97 ]
  %60 = phi i64 [ %28, %56 ], [ %99, %97 ]
  %61 = mul i64 %60, %1
  %62 = add i64 %61, %59
  %63 = add nuw nsw i64 %60, 1
  %64 = icmp ult i64 %63, %2
  br i1 %64, label %65, label %71

65:                                               ; preds = %58
  %66 = getelementptr float, float addrspace(1)* %17, i64 %62
  %67 = getelementptr float, float addrspace(1)* %66, i64 %1
  %68 = load float, float addrspace(1)* %67, align 4
  %69 = load float, float addrspace(1)* %66, align 4
  %70 = fsub float %68, %69
  br label %71

71:                                               ; preds = %65, %58
  %72 = phi float [ %70, %65 ], [ 0.000000e+00, %58 ]
  %73 = add nuw nsw i64 %59, 1
  %74 = icmp ult i64 %73, %1
  %75 = getelementptr float, float addrspace(1)* %17, i64 %62
  br i1 %74, label %78, label %76

76:                                               ; preds = %71
  %77 = load float, float addrspace(1)* %75, align 4
  br label %83

78:                                               ; preds = %71
  %79 = getelementptr float, float addrspace(1)* %75, i64 1
  %80 = load float, float addrspace(1)* %79, align 4
  %81 = load float, float addrspace(1)* %75, align 4
  %82 = fsub float %80, %81
  br label %83

83:                                               ; preds = %78, %76
  %84 = phi float [ %81, %78 ], [ %77, %76 ]
  %85 = phi float [ %82, %78 ], [ 0.000000e+00, %76 ]
  %86 = fsub float %72, %85
  %87 = fmul float %7, %86
  %88 = call spir_func float @_Z3cosf(float %57) #3
  %89 = fmul float %88, %87
  %90 = call spir_func float @_Z3madfff(float %84, float 0x3FEF5C2900000000, float %89) #3
  %91 = getelementptr inbounds float, float addrspace(1)* %20, i64 %62
  store float %90, float addrspace(1)* %91, align 4
  %92 = add i64 %60, %44
  %93 = icmp ult i64 %92, %11
  br i1 %93, label %97, label %94

94:                                               ; preds = %83
  %95 = add i64 %59, %52
  %96 = icmp ult i64 %95, %14
  br i1 %96, label %97, label %100

97:                                               ; preds = %94, %83
  %98 = phi i64 [ %95, %94 ], [ %59, %83 ]
  %99 = phi i64 [ %28, %94 ], [ %92, %83 ]
  br label %58

100:                                              ; preds = %94
  br label %101

101:                                              ; preds = %100, %9
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTS7UpdateH(i64 %0, i64 %1, float addrspace(1)* readonly align 4 %2, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %3, float addrspace(1)* align 4 %4, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %5, float %6, float %7) #0 !kernel_arg_addr_space !16 !kernel_arg_access_qual !11 !kernel_arg_type !17 !kernel_arg_type_qual !13 !kernel_arg_base_type !17 {
  %9 = bitcast %"class.sycl::_V1::id"* %3 to i64*
  %10 = load i64, i64* %9, align 8
  %11 = getelementptr inbounds float, float addrspace(1)* %2, i64 %10
  %12 = bitcast %"class.sycl::_V1::id"* %5 to i64*
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
  %32 = mul i64 %21, %0
  %33 = add i64 %32, %29
  %34 = add nuw nsw i64 %21, 1
  %35 = icmp ult i64 %34, %1
  br i1 %35, label %36, label %42

36:                                               ; preds = %8
  %37 = getelementptr float, float addrspace(1)* %11, i64 %33
  %38 = getelementptr float, float addrspace(1)* %37, i64 %0
  %39 = load float, float addrspace(1)* %38, align 4
  %40 = load float, float addrspace(1)* %37, align 4
  %41 = fsub float %39, %40
  br label %42

42:                                               ; preds = %36, %8
  %43 = phi float [ %41, %36 ], [ 0.000000e+00, %8 ]
  %44 = add nuw nsw i64 %29, 1
  %45 = icmp ult i64 %44, %0
  %46 = getelementptr float, float addrspace(1)* %11, i64 %33
  br i1 %45, label %49, label %47

47:                                               ; preds = %42
  %48 = load float, float addrspace(1)* %46, align 4
  br label %54

49:                                               ; preds = %42
  %50 = getelementptr float, float addrspace(1)* %46, i64 1
  %51 = load float, float addrspace(1)* %50, align 4
  %52 = load float, float addrspace(1)* %46, align 4
  %53 = fsub float %51, %52
  br label %54

54:                                               ; preds = %49, %47
  %55 = phi float [ %52, %49 ], [ %48, %47 ]
  %56 = phi float [ %53, %49 ], [ 0.000000e+00, %47 ]
  %57 = getelementptr inbounds float, float addrspace(1)* %4, i64 %13
  %58 = fsub float %43, %56
  %59 = fmul float %6, %58
  %60 = fmul float %7, 5.000000e-01
  %61 = call spir_func float @_Z3cosf(float %60) #3
  %62 = fmul float %59, %61
  %63 = call spir_func float @_Z3madfff(float %55, float 0x3FEF5C2900000000, float %62) #3
  %64 = getelementptr inbounds float, float addrspace(1)* %57, i64 %33
  store float %63, float addrspace(1)* %64, align 4
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI6EnergyEE(%"class.sycl::_V1::range.0"* byval(%"class.sycl::_V1::range.0") align 8 %0, float addrspace(1)* align 4 %1, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %2, float addrspace(1)* readonly align 4 %3, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %4) #0 !kernel_arg_addr_space !18 !kernel_arg_access_qual !19 !kernel_arg_type !20 !kernel_arg_type_qual !21 !kernel_arg_base_type !20 {
  %6 = bitcast %"class.sycl::_V1::range.0"* %0 to i64*
  %7 = load i64, i64* %6, align 8
  %8 = bitcast %"class.sycl::_V1::id"* %2 to i64*
  %9 = load i64, i64* %8, align 8
  %10 = getelementptr inbounds float, float addrspace(1)* %1, i64 %9
  %11 = bitcast %"class.sycl::_V1::id"* %4 to i64*
  %12 = load i64, i64* %11, align 8
  %13 = getelementptr inbounds float, float addrspace(1)* %3, i64 %12
  %14 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %15 = insertelement <3 x i64> undef, i64 %14, i32 0
  %16 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %17 = insertelement <3 x i64> %15, i64 %16, i32 1
  %18 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %19 = insertelement <3 x i64> %17, i64 %18, i32 2
  %20 = extractelement <3 x i64> %19, i32 0
  %21 = select i1 true, i64 %20, i64 0
  %22 = call spir_func i64 @_Z15get_global_sizej(i32 0) #2
  %23 = insertelement <3 x i64> undef, i64 %22, i32 0
  %24 = call spir_func i64 @_Z15get_global_sizej(i32 1) #2
  %25 = insertelement <3 x i64> %23, i64 %24, i32 1
  %26 = call spir_func i64 @_Z15get_global_sizej(i32 2) #2
  %27 = insertelement <3 x i64> %25, i64 %26, i32 2
  %28 = extractelement <3 x i64> %27, i32 0
  %29 = select i1 true, i64 %28, i64 1
  %30 = icmp ult i64 %21, %7
  br i1 %30, label %31, label %42

31:                                               ; preds = %5
  br label %32

32:                                               ; preds = %32, %31
  %33 = phi i64 [ %39, %32 ], [ %21, %31 ]
  %34 = getelementptr inbounds float, float addrspace(1)* %13, i64 %33
  %35 = load float, float addrspace(1)* %34, align 4
  %36 = fmul float %35, 5.000000e-01
  %37 = fmul float %35, %36
  %38 = getelementptr inbounds float, float addrspace(1)* %10, i64 %33
  store float %37, float addrspace(1)* %38, align 4
  %39 = add i64 %33, %29
  %40 = icmp ult i64 %39, %7
  br i1 %40, label %32, label %41

41:                                               ; preds = %32
  br label %42

42:                                               ; preds = %41, %5
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTS6Energy(float addrspace(1)* align 4 %0, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %1, float addrspace(1)* readonly align 4 %2, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %3) #0 !kernel_arg_addr_space !22 !kernel_arg_access_qual !23 !kernel_arg_type !24 !kernel_arg_type_qual !25 !kernel_arg_base_type !24 {
  %5 = bitcast %"class.sycl::_V1::id"* %1 to i64*
  %6 = load i64, i64* %5, align 8
  %7 = getelementptr inbounds float, float addrspace(1)* %0, i64 %6
  %8 = bitcast %"class.sycl::_V1::id"* %3 to i64*
  %9 = load i64, i64* %8, align 8
  %10 = getelementptr inbounds float, float addrspace(1)* %2, i64 %9
  %11 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %12 = insertelement <3 x i64> undef, i64 %11, i32 0
  %13 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %14 = insertelement <3 x i64> %12, i64 %13, i32 1
  %15 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %16 = insertelement <3 x i64> %14, i64 %15, i32 2
  %17 = extractelement <3 x i64> %16, i32 0
  %18 = select i1 true, i64 %17, i64 0
  %19 = icmp ult i64 %18, 2147483648
  call void @llvm.assume(i1 %19)
  %20 = getelementptr inbounds float, float addrspace(1)* %10, i64 %18
  %21 = load float, float addrspace(1)* %20, align 4
  %22 = fmul float %21, 5.000000e-01
  %23 = fmul float %21, %22
  %24 = getelementptr inbounds float, float addrspace(1)* %7, i64 %18
  store float %23, float addrspace(1)* %24, align 4
  ret void
}

; Function Attrs: nounwind readnone willreturn
declare spir_func i64 @_Z13get_global_idj(i32) #2

; Function Attrs: nounwind readnone willreturn
declare spir_func i64 @_Z15get_global_sizej(i32) #2

; Function Attrs: nounwind readnone
declare spir_func float @_Z3sinf(float) #3

; Function Attrs: nounwind readnone
declare spir_func float @_Z3madfff(float, float, float) #3

; Function Attrs: nounwind readnone
declare spir_func float @_Z3cosf(float) #3

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
!6 = !{i32 0, i32 0, i32 1, i32 0, i32 0, i32 0, i32 1, i32 0, i32 0}
!7 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!8 = !{!"class.sycl::_V1::range", !"long", !"float*", !"class.sycl::_V1::id", !"long", !"float", !"float*", !"class.sycl::_V1::id", !"float"}
!9 = !{!"", !"", !"", !"", !"", !"", !"", !"", !""}
!10 = !{i32 0, i32 1, i32 0, i32 0, i32 0, i32 1, i32 0, i32 0}
!11 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!12 = !{!"long", !"float*", !"class.sycl::_V1::id", !"long", !"float", !"float*", !"class.sycl::_V1::id", !"float"}
!13 = !{!"", !"", !"", !"", !"", !"", !"", !""}
!14 = !{i32 0, i32 0, i32 0, i32 1, i32 0, i32 1, i32 0, i32 0, i32 0}
!15 = !{!"class.sycl::_V1::range", !"long", !"long", !"float*", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::id", !"float", !"float"}
!16 = !{i32 0, i32 0, i32 1, i32 0, i32 1, i32 0, i32 0, i32 0}
!17 = !{!"long", !"long", !"float*", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::id", !"float", !"float"}
!18 = !{i32 0, i32 1, i32 0, i32 1, i32 0}
!19 = !{!"none", !"none", !"none", !"none", !"none"}
!20 = !{!"class.sycl::_V1::range.0", !"float*", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::id"}
!21 = !{!"", !"", !"", !"", !""}
!22 = !{i32 1, i32 0, i32 1, i32 0}
!23 = !{!"none", !"none", !"none", !"none"}
!24 = !{!"float*", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::id"}
!25 = !{!"", !"", !"", !""}
