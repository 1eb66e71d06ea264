; ModuleID = 'device.bc'
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024"
target triple = "spir64-unknown-unknown"

%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [2 x i64] }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::range.11" = type { %"class.sycl::_V1::detail::array.12" }
%"class.sycl::_V1::detail::array.12" = type { [3 x i64] }
%"class.sycl::_V1::id.13" = type { %"class.sycl::_V1::detail::array.12" }

; Function Attrs: nounwind
define spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI13Jacobi2DSweepEE(%"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %0, i64 %1, i64 %2, float addrspace(1)* align 4 %3, %"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %4, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %5, float addrspace(1)* readonly align 4 %6, %"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %7, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %8, float %9) #0 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_type_qual !9 !kernel_arg_base_type !8 {
  %11 = bitcast %"class.sycl::_V1::range"* %0 to i64*
  %12 = load i64, i64* %11, align 8
  %13 = bitcast %"class.sycl::_V1::range"* %0 to i64*
  %14 = getelementptr inbounds i64, i64* %13, i64 1
  %15 = load i64, i64* %14, align 8
  %16 = bitcast %"class.sycl::_V1::range"* %4 to i64*
  %17 = getelementptr inbounds i64, i64* %16, i64 1
  %18 = load i64, i64* %17, align 8
  %19 = bitcast %"class.sycl::_V1::id"* %5 to i64*
  %20 = load i64, i64* %19, align 8
  %21 = bitcast %"class.sycl::_V1::id"* %5 to i64*
  %22 = getelementptr inbounds i64, i64* %21, i64 1
  %23 = load i64, i64* %22, align 8
  %24 = mul i64 %20, %18
  %25 = getelementptr float, float addrspace(1)* %3, i64 %23
  %26 = getelementptr float, float addrspace(1)* %25, i64 %24
  %27 = bitcast %"class.sycl::_V1::range"* %7 to i64*
  %28 = getelementptr inbounds i64, i64* %27, i64 1
  %29 = load i64, i64* %28, align 8
  %30 = bitcast %"class.sycl::_V1::id"* %8 to i64*
  %31 = load i64, i64* %30, align 8
  %32 = bitcast %"class.sycl::_V1::id"* %8 to i64*
  %33 = getelementptr inbounds i64, i64* %32, i64 1
  %34 = load i64, i64* %33, align 8
  %35 = mul i64 %31, %29
  %36 = getelementptr float, float addrspace(1)* %6, i64 %34
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
  %70 = icmp ult i64 %45, %12
  %71 = icmp ult i64 %53, %15
  %72 = select i1 %71, i1 %70, i1 false
  br i1 %72, label %73, label %122

73:                                               ; preds = %10
  br label %74

74:                                               ; preds = %118, %73
  %75 = phi i64 [ %119, %118 ], [ %53, %73 ]
  %76 = icmp eq i64 %75, 0
  %77 = add nuw nsw i64 %75, 1
  %78 = getelementptr float, float addrspace(1)* %26, i64 %75
  %79 = icmp eq i64 %77, %2
  %80 = getelementptr float, float addrspace(1)* %37, i64 %75
  %81 = getelementptr float, float addrspace(1)* %80, i64 -1
  %82 = getelementptr float, float addrspace(1)* %37, i64 %77
  br label %83

83:                                               ; preds = %112, %74
  %84 = phi i64 [ %45, %74 ], [ %116, %112 ]
  %85 = icmp eq i64 %84, 0
  %86 = or i1 %85, %76
  br i1 %86, label %91, label %87

87:                                               ; preds = %83
  %88 = add nuw nsw i64 %84, 1
  %89 = icmp eq i64 %88, %1
  %90 = select i1 %89, i1 true, i1 %79
  br i1 %90, label %91, label %95

91:                                               ; preds = %87, %83
  %92 = mul i64 %84, %29
  %93 = getelementptr float, float addrspace(1)* %80, i64 %92
  %94 = load float, float addrspace(1)* %93, align 4
  br label %112

95:                                               ; preds = %87
  %96 = add nsw i64 %84, -1
  %97 = mul i64 %96, %29
  %98 = getelementptr float, float addrspace(1)* %80, i64 %97
  %99 = load float, float addrspace(1)* %98, align 4
  %100 = mul i64 %88, %29
  %101 = getelementptr float, float addrspace(1)* %80, i64 %100
  %102 = load float, float addrspace(1)* %101, align 4
  %103 = fadd float %99, %102
  %104 = mul i64 %84, %29
  %105 = getelementptr float, float addrspace(1)* %81, i64 %104
  %106 = load float, float addrspace(1)* %105, align 4
  %107 = fadd float %103, %106
  %108 = getelementptr float, float addrspace(1)* %82, i64 %104
  %109 = load float, float addrspace(1)* %108, align 4
  %110 = fadd float %107, %109
  %111 = fmul float %9, %110
  br label %112

112:                                              ; preds = %95, %91
  %113 = phi float [ %94, %91 ], [ %111, %95 ]
  %114 = mul i64 %84, %18
  %115 = getelementptr float, float addrspace(1)* %78, i64 %114
  store float %113, float addrspace(1)* %115, align 4
  %116 = add i64 %84, %61
  %117 = icmp ult i64 %116, %12
  br i1 %117, label %83, label %118

118:                                              ; preds = %112
  %119 = add i64 %75, %69
  %120 = icmp ult i64 %119, %15
  br i1 %120, label %74, label %121

121:                                              ; preds = %118
  br label %122

122:                                              ; preds = %121, %10
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTS13Jacobi2DSweep(i64 %0, i64 %1, float addrspace(1)* align 4 %2, %"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %3, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %4, float addrspace(1)* readonly align 4 %5, %"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %6, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %7, float %8) #0 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_type_qual !13 !kernel_arg_base_type !12 {
  %10 = bitcast %"class.sycl::_V1::range"* %3 to i64*
  %11 = getelementptr inbounds i64, i64* %10, i64 1
  %12 = load i64, i64* %11, align 8
  %13 = bitcast %"class.sycl::_V1::id"* %4 to i64*
  %14 = load i64, i64* %13, align 8
  %15 = bitcast %"class.sycl::_V1::id"* %4 to i64*
  %16 = getelementptr inbounds i64, i64* %15, i64 1
  %17 = load i64, i64* %16, align 8
  %18 = bitcast %"class.sycl::_V1::range"* %6 to i64*
  %19 = getelementptr inbounds i64, i64* %18, i64 1
  %20 = load i64, i64* %19, align 8
  %21 = bitcast %"class.sycl::_V1::id"* %7 to i64*
  %22 = load i64, i64* %21, align 8
  %23 = bitcast %"class.sycl::_V1::id"* %7 to i64*
  %24 = getelementptr inbounds i64, i64* %23, i64 1
  %25 = load i64, i64* %24, align 8
  %26 = mul i64 %22, %20
  %27 = getelementptr float, float addrspace(1)* %5, i64 %25
  %28 = getelementptr float, float addrspace(1)* %27, i64 %26
  %29 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %30 = insertelement <3 x i64> undef, i64 %29, i32 0
  %31 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %32 = insertelement <3 x i64> %30, i64 %31, i32 1
  %33 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %34 = insertelement <3 x i64> %32, i64 %33, i32 2
  %35 = extractelement <3 x i64> %34, i32 1
  %36 = select i1 true, i64 %35, i64 0
  %37 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %38 = insertelement <3 x i64> undef, i64 %37, i32 0
  %39 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %40 = insertelement <3 x i64> %38, i64 %39, i32 1
  %41 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %42 = insertelement <3 x i64> %40, i64 %41, i32 2
  %43 = extractelement <3 x i64> %42, i32 0
  %44 = select i1 true, i64 %43, i64 0
  %45 = icmp ult i64 %36, 2147483648
  call void @llvm.assume(i1 %45)
  %46 = icmp ult i64 %44, 2147483648
  call void @llvm.assume(i1 %46)
  %47 = icmp eq i64 %36, 0
  %48 = icmp eq i64 %44, 0
  %49 = or i1 %47, %48
  br i1 %49, label %56, label %50

50:                                               ; preds = %9
  %51 = add nuw nsw i64 %36, 1
  %52 = icmp eq i64 %51, %0
  br i1 %52, label %56, label %53

53:                                               ; preds = %50
  %54 = add nuw nsw i64 %44, 1
  %55 = icmp eq i64 %54, %1
  br i1 %55, label %56, label %61

56:                                               ; preds = %53, %50, %9
  %57 = mul i64 %36, %20
  %58 = getelementptr float, float addrspace(1)* %28, i64 %44
  %59 = getelementptr float, float addrspace(1)* %58, i64 %57
  %60 = load float, float addrspace(1)* %59, align 4
  br label %81

61:                                               ; preds = %53
  %62 = add nsw i64 %36, -1
  %63 = mul i64 %62, %20
  %64 = getelementptr float, float addrspace(1)* %28, i64 %44
  %65 = getelementptr float, float addrspace(1)* %64, i64 %63
  %66 = load float, float addrspace(1)* %65, align 4
  %67 = mul i64 %51, %20
  %68 = getelementptr float, float addrspace(1)* %64, i64 %67
  %69 = load float, float addrspace(1)* %68, align 4
  %70 = fadd float %66, %69
  %71 = mul i64 %36, %20
  %72 = getelementptr float, float addrspace(1)* %64, i64 -1
  %73 = getelementptr float, float addrspace(1)* %72, i64 %71
  %74 = load float, float addrspace(1)* %73, align 4
  %75 = fadd float %70, %74
  %76 = getelementptr float, float addrspace(1)* %28, i64 %54
  %77 = getelementptr float, float addrspace(1)* %76, i64 %71
  %78 = load float, float addrspace(1)* %77, align 4
  %79 = fadd float %75, %78
  %80 = fmul float %8, %79
  br label %81

81:                                               ; preds = %61, %56
  %82 = phi float [ %60, %56 ], [ %80, %61 ]
  %83 = getelementptr float, float addrspace(1)* %2, i64 %17
  %84 = mul i64 %14, %12
  %85 = getelementptr float, float addrspace(1)* %83, i64 %84
  %86 = mul i64 %36, %12
  %87 = getelementptr float, float addrspace(1)* %85, i64 %44
  %88 = getelementptr float, float addrspace(1)* %87, i64 %86
  store float %82, float addrspace(1)* %88, align 4
  ret void
}

; Function Attrs: inaccessiblememonly nocallback nofree nosync nounwind willreturn
declare void @llvm.assume(i1 noundef) #1

; Function Attrs: nounwind
define spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI14Stencil3DSweepEE(%"class.sycl::_V1::range.11"* byval(%"class.sycl::_V1::range.11") align 8 %0, float %1, float addrspace(1)* align 4 %2, %"class.sycl::_V1::range.11"* byval(%"class.sycl::_V1::range.11") align 8 %3, %"class.sycl::_V1::id.13"* byval(%"class.sycl::_V1::id.13") align 8 %4, float addrspace(1)* readonly align 4 %5, %"class.sycl::_V1::range.11"* byval(%"class.sycl::_V1::range.11") align 8 %6, %"class.sycl::_V1::id.13"* byval(%"class.sycl::_V1::id.13") align 8 %7) #0 !kernel_arg_addr_space !14 !kernel_arg_access_qual !15 !kernel_arg_type !16 !kernel_arg_type_qual !17 !kernel_arg_base_type !16 {
  %9 = bitcast %"class.sycl::_V1::range.11"* %0 to i64*
  %10 = load i64, i64* %9, align 8
  %11 = bitcast %"class.sycl::_V1::range.11"* %0 to i64*
  %12 = getelementptr inbounds i64, i64* %11, i64 1
  %13 = load i64, i64* %12, align 8
  %14 = bitcast %"class.sycl::_V1::range.11"* %0 to i64*
  %15 = getelementptr inbounds i64, i64* %14, i64 2
  %16 = load i64, i64* %15, align 8
  %17 = bitcast %"class.sycl::_V1::range.11"* %3 to i64*
  %18 = getelementptr inbounds i64, i64* %17, i64 1
  %19 = load i64, i64* %18, align 8
  %20 = bitcast %"class.sycl::_V1::range.11"* %3 to i64*
  %21 = getelementptr inbounds i64, i64* %20, i64 2
  %22 = load i64, i64* %21, align 8
  %23 = bitcast %"class.sycl::_V1::id.13"* %4 to i64*
  %24 = load i64, i64* %23, align 8
  %25 = bitcast %"class.sycl::_V1::id.13"* %4 to i64*
  %26 = getelementptr inbounds i64, i64* %25, i64 1
  %27 = load i64, i64* %26, align 8
  %28 = bitcast %"class.sycl::_V1::id.13"* %4 to i64*
  %29 = getelementptr inbounds i64, i64* %28, i64 2
  %30 = load i64, i64* %29, align 8
  %31 = mul i64 %24, %19
  %32 = add i64 %31, %27
  %33 = mul i64 %32, %22
  %34 = getelementptr float, float addrspace(1)* %2, i64 %30
  %35 = getelementptr float, float addrspace(1)* %34, i64 %33
  %36 = bitcast %"class.sycl::_V1::range.11"* %6 to i64*
  %37 = getelementptr inbounds i64, i64* %36, i64 1
  %38 = load i64, i64* %37, align 8
  %39 = bitcast %"class.sycl::_V1::range.11"* %6 to i64*
  %40 = getelementptr inbounds i64, i64* %39, i64 2
  %41 = load i64, i64* %40, align 8
  %42 = bitcast %"class.sycl::_V1::id.13"* %7 to i64*
  %43 = load i64, i64* %42, align 8
  %44 = bitcast %"class.sycl::_V1::id.13"* %7 to i64*
  %45 = getelementptr inbounds i64, i64* %44, i64 1
  %46 = load i64, i64* %45, align 8
  %47 = bitcast %"class.sycl::_V1::id.13"* %7 to i64*
  %48 = getelementptr inbounds i64, i64* %47, i64 2
  %49 = load i64, i64* %48, align 8
  %50 = mul i64 %43, %38
  %51 = add i64 %50, %46
  %52 = mul i64 %51, %41
  %53 = getelementptr float, float addrspace(1)* %5, i64 %49
  %54 = getelementptr float, float addrspace(1)* %53, i64 %52
  %55 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %56 = insertelement <3 x i64> undef, i64 %55, i32 0
  %57 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %58 = insertelement <3 x i64> %56, i64 %57, i32 1
  %59 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %60 = insertelement <3 x i64> %58, i64 %59, i32 2
  %61 = extractelement <3 x i64> %60, i32 2
  %62 = select i1 true, i64 %61, i64 0
  %63 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %64 = insertelement <3 x i64> undef, i64 %63, i32 0
  %65 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %66 = insertelement <3 x i64> %64, i64 %65, i32 1
  %67 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %68 = insertelement <3 x i64> %66, i64 %67, i32 2
  %69 = extractelement <3 x i64> %68, i32 1
  %70 = select i1 true, i64 %69, i64 0
  %71 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %72 = insertelement <3 x i64> undef, i64 %71, i32 0
  %73 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %74 = insertelement <3 x i64> %72, i64 %73, i32 1
  %75 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %76 = insertelement <3 x i64> %74, i64 %75, i32 2
  %77 = extractelement <3 x i64> %76, i32 0
  %78 = select i1 true, i64 %77, i64 0
  %79 = call spir_func i64 @_Z15get_global_sizej(i32 0) #2
  %80 = insertelement <3 x i64> undef, i64 %79, i32 0
  %81 = call spir_func i64 @_Z15get_global_sizej(i32 1) #2
  %82 = insertelement <3 x i64> %80, i64 %81, i32 1
  %83 = call spir_func i64 @_Z15get_global_sizej(i32 2) #2
  %84 = insertelement <3 x i64> %82, i64 %83, i32 2
  %85 = extractelement <3 x i64> %84, i32 2
  %86 = select i1 true, i64 %85, i64 1
  %87 = call spir_func i64 @_Z15get_global_sizej(i32 0) #2
  %88 = insertelement <3 x i64> undef, i64 %87, i32 0
  %89 = call spir_func i64 @_Z15get_global_sizej(i32 1) #2
  %90 = insertelement <3 x i64> %88, i64 %89, i32 1
  %91 = call spir_func i64 @_Z15get_global_sizej(i32 2) #2
  %92 = insertelement <3 x i64> %90, i64 %91, i32 2
  %93 = extractelement <3 x i64> %92, i32 1
  %94 = select i1 true, i64 %93, i64 1
  %95 = call spir_func i64 @_Z15get_global_sizej(i32 0) #2
  %96 = insertelement <3 x i64> undef, i64 %95, i32 0
  %97 = call spir_func i64 @_Z15get_global_sizej(i32 1) #2
  %98 = insertelement <3 x i64> %96, i64 %97, i32 1
  %99 = call spir_func i64 @_Z15get_global_sizej(i32 2) #2
  %100 = insertelement <3 x i64> %98, i64 %99, i32 2
  %101 = extractelement <3 x i64> %100, i32 0
  %102 = select i1 true, i64 %101, i64 1
  %103 = icmp ult i64 %62, %10
  %104 = icmp ult i64 %70, %13
  %105 = icmp ult i64 %78, %16
  %106 = select i1 %105, i1 %104, i1 false
  %107 = select i1 %106, i1 %103, i1 false
  br i1 %107, label %108, label %170

108:                                              ; preds = %8
  br label %109

109:                                              ; preds = %166, %108
  %110 = phi i64 [ %167, %166 ], [ %78, %108 ]
  %111 = add nuw nsw i64 %110, 1
  %112 = getelementptr float, float addrspace(1)* %54, i64 %111
  %113 = getelementptr float, float addrspace(1)* %54, i64 %110
  %114 = getelementptr float, float addrspace(1)* %113, i64 2
  %115 = getelementptr float, float addrspace(1)* %35, i64 %111
  br label %116

116:                                              ; preds = %163, %109
  %117 = phi i64 [ %164, %163 ], [ %70, %109 ]
  %118 = add nuw nsw i64 %117, 1
  br label %119

119:                                              ; preds = %119, %116
  %120 = phi i64 [ %161, %119 ], [ %62, %116 ]
  %121 = add nuw nsw i64 %120, 1
  %122 = mul i64 %121, %38
  %123 = add i64 %122, %118
  %124 = mul i64 %123, %41
  %125 = getelementptr float, float addrspace(1)* %112, i64 %124
  %126 = load float, float addrspace(1)* %125, align 4
  %127 = mul i64 %120, %38
  %128 = add i64 %127, %118
  %129 = mul i64 %128, %41
  %130 = getelementptr float, float addrspace(1)* %112, i64 %129
  %131 = load float, float addrspace(1)* %130, align 4
  %132 = call spir_func float @_Z3madfff(float %126, float 2.000000e+00, float %131) #3
  %133 = add nuw nsw i64 %120, 2
  %134 = mul i64 %133, %38
  %135 = add i64 %134, %118
  %136 = mul i64 %135, %41
  %137 = getelementptr float, float addrspace(1)* %112, i64 %136
  %138 = load float, float addrspace(1)* %137, align 4
  %139 = fadd float %132, %138
  %140 = add i64 %122, %117
  %141 = mul i64 %140, %41
  %142 = getelementptr float, float addrspace(1)* %112, i64 %141
  %143 = load float, float addrspace(1)* %142, align 4
  %144 = fadd float %139, %143
  %145 = add i64 %140, 2
  %146 = mul i64 %145, %41
  %147 = getelementptr float, float addrspace(1)* %112, i64 %146
  %148 = load float, float addrspace(1)* %147, align 4
  %149 = fadd float %144, %148
  %150 = getelementptr float, float addrspace(1)* %113, i64 %124
  %151 = load float, float addrspace(1)* %150, align 4
  %152 = fadd float %149, %151
  %153 = getelementptr float, float addrspace(1)* %114, i64 %124
  %154 = load float, float addrspace(1)* %153, align 4
  %155 = fadd float %152, %154
  %156 = fmul float %1, %155
  %157 = mul i64 %121, %19
  %158 = add i64 %157, %118
  %159 = mul i64 %158, %22
  %160 = getelementptr float, float addrspace(1)* %115, i64 %159
  store float %156, float addrspace(1)* %160, align 4
  %161 = add i64 %120, %86
  %162 = icmp ult i64 %161, %10
  br i1 %162, label %119, label %163

163:                                              ; preds = %119
  %164 = add i64 %117, %94
  %165 = icmp ult i64 %164, %13
  br i1 %165, label %116, label %166

166:                                              ; preds = %163
  %167 = add i64 %110, %102
  %168 = icmp ult i64 %167, %16
  br i1 %168, label %109, label %169

169:                                              ; preds = %166
  br label %170

170:                                              ; preds = %169, %8
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTS14Stencil3DSweep(float %0, float addrspace(1)* align 4 %1, %"class.sycl::_V1::range.11"* byval(%"class.sycl::_V1::range.11") align 8 %2, %"class.sycl::_V1::id.13"* byval(%"class.sycl::_V1::id.13") align 8 %3, float addrspace(1)* readonly align 4 %4, %"class.sycl::_V1::range.11"* byval(%"class.sycl::_V1::range.11") align 8 %5, %"class.sycl::_V1::id.13"* byval(%"class.sycl::_V1::id.13") align 8 %6) #0 !kernel_arg_addr_space !18 !kernel_arg_access_qual !19 !kernel_arg_type !20 !kernel_arg_type_qual !21 !kernel_arg_base_type !20 {
  %8 = bitcast %"class.sycl::_V1::range.11"* %2 to i64*
  %9 = getelementptr inbounds i64, i64* %8, i64 1
  %10 = load i64, i64* %9, align 8
  %11 = bitcast %"class.sycl::_V1::range.11"* %2 to i64*
  %12 = getelementptr inbounds i64, i64* %11, i64 2
  %13 = load i64, i64* %12, align 8
  %14 = bitcast %"class.sycl::_V1::id.13"* %3 to i64*
  %15 = load i64, i64* %14, align 8
  %16 = bitcast %"class.sycl::_V1::id.13"* %3 to i64*
  %17 = getelementptr inbounds i64, i64* %16, i64 1
  %18 = load i64, i64* %17, align 8
  %19 = bitcast %"class.sycl::_V1::id.13"* %3 to i64*
  %20 = getelementptr inbounds i64, i64* %19, i64 2
  %21 = load i64, i64* %20, align 8
  %22 = mul i64 %15, %10
  %23 = add i64 %22, %18
  %24 = mul i64 %23, %13
  %25 = getelementptr float, float addrspace(1)* %1, i64 %21
  %26 = getelementptr float, float addrspace(1)* %25, i64 %24
  %27 = bitcast %"class.sycl::_V1::range.11"* %5 to i64*
  %28 = getelementptr inbounds i64, i64* %27, i64 1
  %29 = load i64, i64* %28, align 8
  %30 = bitcast %"class.sycl::_V1::range.11"* %5 to i64*
  %31 = getelementptr inbounds i64, i64* %30, i64 2
  %32 = load i64, i64* %31, align 8
  %33 = bitcast %"class.sycl::_V1::id.13"* %6 to i64*
  %34 = load i64, i64* %33, align 8
  %35 = bitcast %"class.sycl::_V1::id.13"* %6 to i64*
  %36 = getelementptr inbounds i64, i64* %35, i64 1
  %37 = load i64, i64* %36, align 8
  %38 = bitcast %"class.sycl::_V1::id.13"* %6 to i64*
  %39 = getelementptr inbounds i64, i64* %38, i64 2
  %40 = load i64, i64* %39, align 8
  %41 = mul i64 %34, %29
  %42 = add i64 %41, %37
  %43 = mul i64 %42, %32
  %44 = getelementptr float, float addrspace(1)* %4, i64 %40
  %45 = getelementptr float, float addrspace(1)* %44, i64 %43
  %46 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %47 = insertelement <3 x i64> undef, i64 %46, i32 0
  %48 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %49 = insertelement <3 x i64> %47, i64 %48, i32 1
  %50 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %51 = insertelement <3 x i64> %49, i64 %50, i32 2
  %52 = extractelement <3 x i64> %51, i32 2
  %53 = select i1 true, i64 %52, i64 0
  %54 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %55 = insertelement <3 x i64> undef, i64 %54, i32 0
  %56 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %57 = insertelement <3 x i64> %55, i64 %56, i32 1
  %58 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %59 = insertelement <3 x i64> %57, i64 %58, i32 2
  %60 = extractelement <3 x i64> %59, i32 1
  %61 = select i1 true, i64 %60, i64 0
  %62 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %63 = insertelement <3 x i64> undef, i64 %62, i32 0
  %64 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %65 = insertelement <3 x i64> %63, i64 %64, i32 1
  %66 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %67 = insertelement <3 x i64> %65, i64 %66, i32 2
  %68 = extractelement <3 x i64> %67, i32 0
  %69 = select i1 true, i64 %68, i64 0
  %70 = icmp ult i64 %53, 2147483648
  call void @llvm.assume(i1 %70)
  %71 = icmp ult i64 %61, 2147483648
  call void @llvm.assume(i1 %71)
  %72 = icmp ult i64 %69, 2147483648
  call void @llvm.assume(i1 %72)
  %73 = add nuw nsw i64 %53, 1
  %74 = add nuw nsw i64 %61, 1
  %75 = add nuw nsw i64 %69, 1
  %76 = mul i64 %73, %29
  %77 = add i64 %76, %74
  %78 = mul i64 %77, %32
  %79 = getelementptr float, float addrspace(1)* %45, i64 %75
  %80 = getelementptr float, float addrspace(1)* %79, i64 %78
  %81 = load float, float addrspace(1)* %80, align 4
  %82 = mul i64 %53, %29
  %83 = add i64 %74, %82
  %84 = mul i64 %83, %32
  %85 = getelementptr float, float addrspace(1)* %79, i64 %84
  %86 = load float, float addrspace(1)* %85, align 4
  %87 = call spir_func float @_Z3madfff(float %81, float 2.000000e+00, float %86) #3
  %88 = add nuw nsw i64 %53, 2
  %89 = mul i64 %88, %29
  %90 = add i64 %89, %74
  %91 = mul i64 %90, %32
  %92 = getelementptr float, float addrspace(1)* %79, i64 %91
  %93 = load float, float addrspace(1)* %92, align 4
  %94 = fadd float %87, %93
  %95 = add i64 %76, %61
  %96 = mul i64 %95, %32
  %97 = getelementptr float, float addrspace(1)* %79, i64 %96
  %98 = load float, float addrspace(1)* %97, align 4
  %99 = fadd float %94, %98
  %100 = add i64 %95, 2
  %101 = mul i64 %100, %32
  %102 = getelementptr float, float addrspace(1)* %79, i64 %101
  %103 = load float, float addrspace(1)* %102, align 4
  %104 = fadd float %99, %103
  %105 = getelementptr float, float addrspace(1)* %45, i64 %69
  %106 = getelementptr float, float addrspace(1)* %105, i64 %78
  %107 = load float, float addrspace(1)* %106, align 4
  %108 = fadd float %104, %107
  %109 = getelementptr float, float addrspace(1)* %105, i64 2
  %110 = getelementptr float, float addrspace(1)* %109, i64 %78
  %111 = load float, float addrspace(1)* %110, align 4
  %112 = fadd float %108, %111
  %113 = fmul float %0, %112
  %114 = mul i64 %73, %10
  %115 = add i64 %114, %74
  %116 = mul i64 %115, %13
  %117 = getelementptr float, float addrspace(1)* %26, i64 %75
  %118 = getelementptr float, float addrspace(1)* %117, i64 %116
  store float %113, float addrspace(1)* %118, align 4
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
!6 = !{i32 0, i32 0, i32 0, i32 1, i32 0, i32 0, i32 1, i32 0, i32 0, i32 0}
!7 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!8 = !{!"class.sycl::_V1::range", !"long", !"long", !"float*", !"class.sycl::_V1::range", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::range", !"class.sycl::_V1::id", !"float"}
!9 = !{!"", !"", !"", !"", !"", !"", !"", !"", !"", !""}
!10 = !{i32 0, i32 0, i32 1, i32 0, i32 0, i32 1, i32 0, i32 0, i32 0}
!11 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!12 = !{!"long", !"long", !"float*", !"class.sycl::_V1::range", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::range", !"class.sycl::_V1::id", !"float"}
!13 = !{!"", !"", !"", !"", !"", !"", !"", !"", !""}
!14 = !{i32 0, i32 0, i32 1, i32 0, i32 0, i32 1, i32 0, i32 0}
!15 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!16 = !{!"class.sycl::_V1::range.11", !"float", !"float*", !"class.sycl::_V1::range.11", !"class.sycl::_V1::id.13", !"float*", !"class.sycl::_V1::range.11", !"class.sycl::_V1::id.13"}
!17 = !{!"", !"", !"", !"", !"", !"", !"", !""}
!18 = !{i32 0, i32 1, i32 0, i32 0, i32 1, i32 0, i32 0}
!19 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!20 = !{!"float", !"float*", !"class.sycl::_V1::range.11", !"class.sycl::_V1::id.13", !"float*", !"class.sycl::_V1::range.11", !"class.sycl::_V1::id.13"}
!21 = !{!"", !"", !"", !"", !"", !"", !""}
