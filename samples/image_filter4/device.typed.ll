; ModuleID = 'device.bc'
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024"
target triple = "spir64-unknown-unknown"

%"class.sycl::_V1::vec" = type { %"class.sycl::_V1::detail::vec_base" }
%"class.sycl::_V1::detail::vec_base" = type { [4 x float] }
%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [2 x i64] }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array" }

; Function Attrs: nounwind
define spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI7Blur3x3EE(%"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %0, i32 %1, i32 %2, %"class.sycl::_V1::vec" addrspace(1)* readonly align 16 %3, %"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %4, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %5, %"class.sycl::_V1::vec" addrspace(1)* align 16 %6, %"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %7, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %8) #0 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_type_qual !9 !kernel_arg_base_type !8 {
  %10 = bitcast %"class.sycl::_V1::range"* %0 to i64*
  %11 = load i64, i64* %10, align 8
  %12 = bitcast %"class.sycl::_V1::range"* %0 to i64*
  %13 = getelementptr inbounds i64, i64* %12, i64 1
  %14 = load i64, i64* %13, align 8
  %15 = bitcast %"class.sycl::_V1::range"* %4 to i64*
  %16 = getelementptr inbounds i64, i64* %15, i64 1
  %17 = load i64, i64* %16, align 8
  %18 = bitcast %"class.sycl::_V1::id"* %5 to i64*
  %19 = load i64, i64* %18, align 8
  %20 = bitcast %"class.sycl::_V1::id"* %5 to i64*
  %21 = getelementptr inbounds i64, i64* %20, i64 1
  %22 = load i64, i64* %21, align 8
  %23 = mul i64 %19, %17
  %24 = getelementptr %"class.sycl::_V1::vec", %"class.sycl::_V1::vec" addrspace(1)* %3, i64 %22
  %25 = getelementptr %"class.sycl::_V1::vec", %"class.sycl::_V1::vec" addrspace(1)* %24, i64 %23
  %26 = bitcast %"class.sycl::_V1::range"* %7 to i64*
  %27 = getelementptr inbounds i64, i64* %26, i64 1
  %28 = load i64, i64* %27, align 8
  %29 = bitcast %"class.sycl::_V1::id"* %8 to i64*
  %30 = load i64, i64* %29, align 8
  %31 = bitcast %"class.sycl::_V1::id"* %8 to i64*
  %32 = getelementptr inbounds i64, i64* %31, i64 1
  %33 = load i64, i64* %32, align 8
  %34 = mul i64 %30, %28
  %35 = getelementptr %"class.sycl::_V1::vec", %"class.sycl::_V1::vec" addrspace(1)* %6, i64 %33
  %36 = getelementptr %"class.sycl::_V1::vec", %"class.sycl::_V1::vec" addrspace(1)* %35, i64 %34
  %37 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %38 = insertelement <3 x i64> undef, i64 %37, i32 0
  %39 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %40 = insertelement <3 x i64> %38, i64 %39, i32 1
  %41 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %42 = insertelement <3 x i64> %40, i64 %41, i32 2
  %43 = extractelement <3 x i64> %42, i32 1
  %44 = select i1 true, i64 %43, i64 0
  %45 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %46 = insertelement <3 x i64> undef, i64 %45, i32 0
  %47 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %48 = insertelement <3 x i64> %46, i64 %47, i32 1
  %49 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %50 = insertelement <3 x i64> %48, i64 %49, i32 2
  %51 = extractelement <3 x i64> %50, i32 0
  %52 = select i1 true, i64 %51, i64 0
  %53 = call spir_func i64 @_Z15get_global_sizej(i32 0) #2
  %54 = insertelement <3 x i64> undef, i64 %53, i32 0
  %55 = call spir_func i64 @_Z15get_global_sizej(i32 1) #2
  %56 = insertelement <3 x i64> %54, i64 %55, i32 1
  %57 = call spir_func i64 @_Z15get_global_sizej(i32 2) #2
  %58 = insertelement <3 x i64> %56, i64 %57, i32 2
  %59 = extractelement <3 x i64> %58, i32 1
  %60 = select i1 true, i64 %59, i64 1
  %61 = call spir_func i64 @_Z15get_global_sizej(i32 0) #2
  %62 = insertelement <3 x i64> undef, i64 %61, i32 0
  %63 = call spir_func i64 @_Z15get_global_sizej(i32 1) #2
  %64 = insertelement <3 x i64> %62, i64 %63, i32 1
  %65 = call spir_func i64 @_Z15get_global_sizej(i32 2) #2
  %66 = insertelement <3 x i64> %64, i64 %65, i32 2
  %67 = extractelement <3 x i64> %66, i32 0
  %68 = select i1 true, i64 %67, i64 1
  %69 = icmp uge i64 %44, %11
  %70 = icmp uge i64 %52, %14
  %71 = select i1 %70, i1 true, i1 %69
  br i1 %71, label %139, label %72

72:                                               ; preds = %9
  %73 = add nsw i32 %1, -1
  %74 = add nsw i32 %2, -1
  br label %75

75:                                               ; preds = %135, %72
  %76 = phi i64 [ %44, %72 ], [ %136, %135 ]
  %77 = phi i64 [ %52, %72 ], [ %137, %135 ]
  %78 = trunc i64 %76 to i32
  %79 = trunc i64 %77 to i32
  %80 = add nsw i32 %79, -1
  %81 = add nsw i32 %79, 1
  br label %82

82:                                               ; preds = %82, %75
  %83 = phi i32 [ -1, %75 ], [ %122, %82 ]
  %84 = phi <4 x float> [ zeroinitializer, %75 ], [ %121, %82 ]
  %85 = add nsw i32 %83, %78
  %86 = mul nsw i32 %83, %83
  %87 = sub nsw i32 2, %86
  %88 = call spir_func i32 @_Z5clampiii(i32 %85, i32 0, i32 %73) #0
  %89 = call spir_func i32 @_Z5clampiii(i32 %80, i32 0, i32 %74) #0
  %90 = sitofp i32 %87 to float
  %91 = sext i32 %88 to i64
  %92 = sext i32 %89 to i64
  %93 = mul i64 %17, %91
  %94 = getelementptr %"class.sycl::_V1::vec", %"class.sycl::_V1::vec" addrspace(1)* %25, i64 %92
  %95 = getelementptr %"class.sycl::_V1::vec", %"class.sycl::_V1::vec" addrspace(1)* %94, i64 %93
  %96 = insertelement <4 x float> undef, float %90, i32 0
  %97 = shufflevector <4 x float> %96, <4 x float> undef, <4 x i32> zeroinitializer
  %98 = bitcast %"class.sycl::_V1::vec" addrspace(1)* %95 to <4 x float> addrspace(1)*
  %99 = load <4 x float>, <4 x float> addrspace(1)* %98, align 16
  %100 = fmul <4 x float> %99, %97
  %101 = fadd <4 x float> %84, %100
  %102 = call spir_func i32 @_Z5clampiii(i32 %79, i32 0, i32 %74) #0
  %103 = shl nsw i32 %87, 1
  %104 = sitofp i32 %103 to float
  %105 = sext i32 %102 to i64
  %106 = getelementptr %"class.sycl::_V1::vec", %"class.sycl::_V1::vec" addrspace(1)* %25, i64 %105
  %107 = getelementptr %"class.sycl::_V1::vec", %"class.sycl::_V1::vec" addrspace(1)* %106, i64 %93
  %108 = insertelement <4 x float> undef, float %104, i32 0
  %109 = shufflevector <4 x float> %108, <4 x float> undef, <4 x i32> zeroinitializer
  %110 = bitcast %"class.sycl::_V1::vec" addrspace(1)* %107 to <4 x float> addrspace(1)*
  %111 = load <4 x float>, <4 x float> addrspace(1)* %110, align 16
  %112 = fmul <4 x float> %109, %111
  %113 = fadd <4 x float> %101, %112
  %114 = call spir_func i32 @_Z5clampiii(i32 %81, i32 0, i32 %74) #0
  %115 = sext i32 %114 to i64
  %116 = getelementptr %"class.sycl::_V1::vec", %"class.sycl::_V1::vec" addrspace(1)* %25, i64 %115
  %117 = getelementptr %"class.sycl::_V1::vec", %"class.sycl::_V1::vec" addrspace(1)* %116, i64 %93
  %118 = bitcast %"class.sycl::_V1::vec" addrspace(1)* %117 to <4 x float> addrspace(1)*
  %119 = load <4 x float>, <4 x float> addrspace(1)* %118, align 16
  %120 = fmul <4 x float> %97, %119
  %121 = fadd <4 x float> %113, %120
  %122 = add nsw i32 %83, 1
  %123 = icmp eq i32 %122, 2
  br i1 %123, label %124, label %82

124:                                              ; preds = %82
  %125 = fmul <4 x float> %121, <float 6.250000e-02, float 6.250000e-02, float 6.250000e-02, float 6.250000e-02>
  %126 = mul i64 %76, %28
  %127 = getelementptr %"class.sycl::_V1::vec", %"class.sycl::_V1::vec" addrspace(1)* %36, i64 %77
  %128 = getelementptr %"class.sycl::_V1::vec", %"class.sycl::_V1::vec" addrspace(1)* %127, i64 %126
  %129 = bitcast %"class.sycl::_V1::vec" addrspace(1)* %128 to <4 x float> addrspace(1)*
  store <4 x float> %125, <4 x float> addrspace(1)* %129, align 16
  %130 = add i64 %76, %60
  %131 = icmp ult i64 %130, %11
  br i1 %131, label %135, label %132

132:                                              ; preds = %124
  %133 = add i64 %77, %68
  %134 = icmp ult i64 %133, %14
  br i1 %134, label %135, label %138

135:                                              ; preds = %132, %124
  %136 = phi i64 [ %44, %132 ], [ %130, %124 ]
  %137 = phi i64 [ %133, %132 ], [ %77, %124 ]
  br label %75

138:                                              ; preds = %132
  br label %139

139:                                              ; preds = %138, %9
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTS7Blur3x3(i32 %0, i32 %1, %"class.sycl::_V1::vec" addrspace(1)* readonly align 16 %2, %"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %3, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %4, %"class.sycl::_V1::vec" addrspace(1)* align 16 %5, %"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %6, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %7) #0 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_type_qual !13 !kernel_arg_base_type !12 {
  %9 = bitcast %"class.sycl::_V1::range"* %3 to i64*
  %10 = getelementptr inbounds i64, i64* %9, i64 1
  %11 = load i64, i64* %10, align 8
  %12 = bitcast %"class.sycl::_V1::id"* %4 to i64*
  %13 = load i64, i64* %12, align 8
  %14 = bitcast %"class.sycl::_V1::id"* %4 to i64*
  %15 = getelementptr inbounds i64, i64* %14, i64 1
  %16 = load i64, i64* %15, align 8
  %17 = mul i64 %13, %11
  %18 = getelementptr %"class.sycl::_V1::vec", %"class.sycl::_V1::vec" addrspace(1)* %2, i64 %16
  %19 = getelementptr %"class.sycl::_V1::vec", %"class.sycl::_V1::vec" addrspace(1)* %18, i64 %17
  %20 = bitcast %"class.sycl::_V1::range"* %6 to i64*
  %21 = getelementptr inbounds i64, i64* %20, i64 1
  %22 = load i64, i64* %21, align 8
  %23 = bitcast %"class.sycl::_V1::id"* %7 to i64*
  %24 = load i64, i64* %23, align 8
  %25 = bitcast %"class.sycl::_V1::id"* %7 to i64*
  %26 = getelementptr inbounds i64, i64* %25, i64 1
  %27 = load i64, i64* %26, align 8
  %28 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %29 = insertelement <3 x i64> undef, i64 %28, i32 0
  %30 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %31 = insertelement <3 x i64> %29, i64 %30, i32 1
  %32 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %33 = insertelement <3 x i64> %31, i64 %32, i32 2
  %34 = extractelement <3 x i64> %33, i32 1
  %35 = select i1 true, i64 %34, i64 0
  %36 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %37 = insertelement <3 x i64> undef, i64 %36, i32 0
  %38 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %39 = insertelement <3 x i64> %37, i64 %38, i32 1
  %40 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %41 = insertelement <3 x i64> %39, i64 %40, i32 2
  %42 = extractelement <3 x i64> %41, i32 0
  %43 = select i1 true, i64 %42, i64 0
  %44 = icmp ult i64 %35, 2147483648
  call void @llvm.assume(i1 %44)
  %45 = trunc i64 %35 to i32
  %46 = icmp ult i64 %43, 2147483648
  call void @llvm.assume(i1 %46)
  %47 = trunc i64 %43 to i32
  %48 = add nsw i32 %0, -1
  %49 = add nsw i32 %1, -1
  %50 = add nsw i32 %47, -1
  %51 = add nuw nsw i32 %47, 1
  br label %52

52:                                               ; preds = %52, %8
  %53 = phi i32 [ -1, %8 ], [ %92, %52 ]
  %54 = phi <4 x float> [ zeroinitializer, %8 ], [ %91, %52 ]
  %55 = add nsw i32 %53, %45
  %56 = mul nsw i32 %53, %53
  %57 = sub nsw i32 2, %56
  %58 = call spir_func i32 @_Z5clampiii(i32 %55, i32 0, i32 %48) #0
  %59 = call spir_func i32 @_Z5clampiii(i32 %50, i32 0, i32 %49) #0
  %60 = sitofp i32 %57 to float
  %61 = sext i32 %58 to i64
  %62 = sext i32 %59 to i64
  %63 = mul i64 %11, %61
  %64 = getelementptr %"class.sycl::_V1::vec", %"class.sycl::_V1::vec" addrspace(1)* %19, i64 %62
  %65 = getelementptr %"class.sycl::_V1::vec", %"class.sycl::_V1::vec" addrspace(1)* %64, i64 %63
  %66 = insertelement <4 x float> undef, float %60, i32 0
  %67 = shufflevector <4 x float> %66, <4 x float> undef, <4 x i32> zeroinitializer
  %68 = bitcast %"class.sycl::_V1::vec" addrspace(1)* %65 to <4 x float> addrspace(1)*
  %69 = load <4 x float>, <4 x float> addrspace(1)* %68, align 16
  %70 = fmul <4 x float> %67, %69
  %71 = fadd <4 x float> %54, %70
  %72 = call spir_func i32 @_Z5clampiii(i32 %47, i32 0, i32 %49) #0
  %73 = shl nsw i32 %57, 1
  %74 = sitofp i32 %73 to float
  %75 = sext i32 %72 to i64
  %76 = getelementptr %"class.sycl::_V1::vec", %"class.sycl::_V1::vec" addrspace(1)* %19, i64 %75
  %77 = getelementptr %"class.sycl::_V1::vec", %"class.sycl::_V1::vec" addrspace(1)* %76, i64 %63
  %78 = insertelement <4 x float> undef, float %74, i32 0
  %79 = shufflevector <4 x float> %78, <4 x float> undef, <4 x i32> zeroinitializer
  %80 = bitcast %"class.sycl::_V1::vec" addrspace(1)* %77 to <4 x float> addrspace(1)*
  %81 = load <4 x float>, <4 x float> addrspace(1)* %80, align 16
  %82 = fmul <4 x float> %79, %81
  %83 = fadd <4 x float> %71, %82
  %84 = call spir_func i32 @_Z5clampiii(i32 %51, i32 0, i32 %49) #0
  %85 = sext i32 %84 to i64
  %86 = getelementptr %"class.sycl::_V1::vec", %"class.sycl::_V1::vec" addrspace(1)* %19, i64 %85
  %87 = getelementptr %"class.sycl::_V1::vec", %"class.sycl::_V1::vec" addrspace(1)* %86, i64 %63
  %88 = bitcast %"class.sycl::_V1::vec" addrspace(1)* %87 to <4 x float> addrspace(1)*
  %89 = load <4 x float>, <4 x float> addrspace(1)* %88, align 16
  %90 = fmul <4 x float> %67, %89
  %91 = fadd <4 x float> %83, %90
  %92 = add nsw i32 %53, 1
  %93 = icmp eq i32 %92, 2
  br i1 %93, label %94, label %52

94:                                               ; preds = %52
  %95 = getelementptr %"class.sycl::_V1::vec", %"class.sycl::_V1::vec" addrspace(1)* %5, i64 %27
  %96 = mul i64 %24, %22
  %97 = getelementptr %"class.sycl::_V1::vec", %"class.sycl::_V1::vec" addrspace(1)* %95, i64 %96
  %98 = fmul <4 x float> %91, <float 6.250000e-02, float 6.250000e-02, float 6.250000e-02, float 6.250000e-02>
  %99 = mul i64 %35, %22
  %100 = getelementptr %"class.sycl::_V1::vec", %"class.sycl::_V1::vec" addrspace(1)* %97, i64 %43
  %101 = getelementptr %"class.sycl::_V1::vec", %"class.sycl::_V1::vec" addrspace(1)* %100, i64 %99
  %102 = bitcast %"class.sycl::_V1::vec" addrspace(1)* %101 to <4 x float> addrspace(1)*
  store <4 x float> %98, <4 x float> addrspace(1)* %102, align 16
  ret void
}

; Function Attrs: inaccessiblememonly nocallback nofree nosync nounwind willreturn
declare void @llvm.assume(i1 noundef) #1

; Function Attrs: nounwind
define spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI7ToneMapEE(%"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %0, %"class.sycl::_V1::vec" addrspace(1)* align 16 %1, %"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %2, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %3, %"class.sycl::_V1::vec" addrspace(1)* readonly align 16 %4, %"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %5, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %6, float %7) #0 !kernel_arg_addr_space !14 !kernel_arg_access_qual !11 !kernel_arg_type !15 !kernel_arg_type_qual !13 !kernel_arg_base_type !15 {
  %9 = bitcast %"class.sycl::_V1::range"* %0 to i64*
  %10 = load i64, i64* %9, align 8
  %11 = bitcast %"class.sycl::_V1::range"* %0 to i64*
  %12 = getelementptr inbounds i64, i64* %11, i64 1
  %13 = load i64, i64* %12, align 8
  %14 = bitcast %"class.sycl::_V1::range"* %2 to i64*
  %15 = getelementptr inbounds i64, i64* %14, i64 1
  %16 = load i64, i64* %15, align 8
  %17 = bitcast %"class.sycl::_V1::id"* %3 to i64*
  %18 = load i64, i64* %17, align 8
  %19 = bitcast %"class.sycl::_V1::id"* %3 to i64*
  %20 = getelementptr inbounds i64, i64* %19, i64 1
  %21 = load i64, i64* %20, align 8
  %22 = mul i64 %18, %16
  %23 = getelementptr %"class.sycl::_V1::vec", %"class.sycl::_V1::vec" addrspace(1)* %1, i64 %21
  %24 = getelementptr %"class.sycl::_V1::vec", %"class.sycl::_V1::vec" addrspace(1)* %23, i64 %22
  %25 = bitcast %"class.sycl::_V1::range"* %5 to i64*
  %26 = getelementptr inbounds i64, i64* %25, i64 1
  %27 = load i64, i64* %26, align 8
  %28 = bitcast %"class.sycl::_V1::id"* %6 to i64*
  %29 = load i64, i64* %28, align 8
  %30 = bitcast %"class.sycl::_V1::id"* %6 to i64*
  %31 = getelementptr inbounds i64, i64* %30, i64 1
  %32 = load i64, i64* %31, align 8
  %33 = mul i64 %29, %27
  %34 = getelementptr %"class.sycl::_V1::vec", %"class.sycl::_V1::vec" addrspace(1)* %4, i64 %32
  %35 = getelementptr %"class.sycl::_V1::vec", %"class.sycl::_V1::vec" addrspace(1)* %34, i64 %33
  %36 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %37 = insertelement <3 x i64> undef, i64 %36, i32 0
  %38 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %39 = insertelement <3 x i64> %37, i64 %38, i32 1
  %40 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %41 = insertelement <3 x i64> %39, i64 %40, i32 2
  %42 = extractelement <3 x i64> %41, i32 1
  %43 = select i1 true, i64 %42, i64 0
  %44 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %45 = insertelement <3 x i64> undef, i64 %44, i32 0
  %46 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %47 = insertelement <3 x i64> %45, i64 %46, i32 1
  %48 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %49 = insertelement <3 x i64> %47, i64 %48, i32 2
  %50 = extractelement <3 x i64> %49, i32 0
  %51 = select i1 true, i64 %50, i64 0
  %52 = call spir_func i64 @_Z15get_global_sizej(i32 0) #2
  %53 = insertelement <3 x i64> undef, i64 %52, i32 0
  %54 = call spir_func i64 @_Z15get_global_sizej(i32 1) #2
  %55 = insertelement <3 x i64> %53, i64 %54, i32 1
  %56 = call spir_func i64 @_Z15get_global_sizej(i32 2) #2
  %57 = insertelement <3 x i64> %55, i64 %56, i32 2
  %58 = extractelement <3 x i64> %57, i32 1
  %59 = select i1 true, i64 %58, i64 1
  %60 = call spir_func i64 @_Z15get_global_sizej(i32 0) #2
  %61 = insertelement <3 x i64> undef, i64 %60, i32 0
  %62 = call spir_func i64 @_Z15get_global_sizej(i32 1) #2
  %63 = insertelement <3 x i64> %61, i64 %62, i32 1
  %64 = call spir_func i64 @_Z15get_global_sizej(i32 2) #2
  %65 = insertelement <3 x i64> %63, i64 %64, i32 2
  %66 = extractelement <3 x i64> %65, i32 0
  %67 = select i1 true, i64 %66, i64 1
  %68 = icmp ult i64 %43, %10
  %69 = icmp ult i64 %51, %13
  %70 = select i1 %69, i1 %68, i1 false
  br i1 %70, label %71, label %105

71:                                               ; preds = %8
  %72 = insertelement <4 x float> <float undef, float undef, float undef, float 0.000000e+00>, float %7, i32 0
  %73 = insertelement <4 x float> %72, float %7, i32 1
  %74 = insertelement <4 x float> %73, float %7, i32 2
  br label %75

75:                                               ; preds = %101, %71
  %76 = phi i64 [ %51, %71 ], [ %102, %101 ]
  %77 = phi i64 [ %43, %71 ], [ %103, %101 ]
  %78 = mul i64 %77, %27
  %79 = getelementptr %"class.sycl::_V1::vec", %"class.sycl::_V1::vec" addrspace(1)* %35, i64 %76
  %80 = getelementptr %"class.sycl::_V1::vec", %"class.sycl::_V1::vec" addrspace(1)* %79, i64 %78
  %81 = bitcast %"class.sycl::_V1::vec" addrspace(1)* %80 to <4 x float> addrspace(1)*
  %82 = load <4 x float>, <4 x float> addrspace(1)* %81, align 16
  %83 = call spir_func float @_Z3dotDv4_fS_(<4 x float> %82, <4 x float> <float 0x3FD322D0E0000000, float 0x3FE2C8B440000000, float 0x3FBD2F1AA0000000, float 0.000000e+00>) #0
  %84 = insertelement <4 x float> undef, float %83, i32 0
  %85 = shufflevector <4 x float> %84, <4 x float> %82, <4 x i32> <i32 0, i32 0, i32 0, i32 7>
  %86 = fsub <4 x float> %82, %85
  %87 = fmul <4 x float> %86, <float 1.250000e+00, float 1.250000e+00, float 1.250000e+00, float 1.000000e+00>
  %88 = fadd <4 x float> %85, %87
  %89 = fmul <4 x float> %88, <float 0x3FF19999A0000000, float 1.000000e+00, float 0x3FECCCCCC0000000, float 1.000000e+00>
  %90 = fadd <4 x float> %74, %89
  %91 = call spir_func <4 x float> @_Z5clampDv4_fS_S_(<4 x float> %90, <4 x float> zeroinitializer, <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>) #0
  %92 = mul i64 %77, %16
  %93 = getelementptr %"class.sycl::_V1::vec", %"class.sycl::_V1::vec" addrspace(1)* %24, i64 %76
  %94 = getelementptr %"class.sycl::_V1::vec", %"class.sycl::_V1::vec" addrspace(1)* %93, i64 %92
  %95 = bitcast %"class.sycl::_V1::vec" addrspace(1)* %94 to <4 x float> addrspace(1)*
  store <4 x float> %91, <4 x float> addrspace(1)* %95, align 16
  %96 = add i64 %77, %59
  %97 = icmp ult i64 %96, %10
  br i1 %97, label %101, label %98

98:                                               ; preds = %75
  %99 = add i64 %76, %67
  %100 = icmp ult i64 %99, %13
  br i1 %100, label %101, label %104

101:                                              ; preds = %98, %75
  %102 = phi i64 [ %99, %98 ], [ %76, %75 ]
  %103 = phi i64 [ %43, %98 ], [ %96, %75 ]
  br label %75

104:                                              ; preds = %98
  br label %105

105:                                              ; preds = %104, %8
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTS7ToneMap(%"class.sycl::_V1::vec" addrspace(1)* align 16 %0, %"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %1, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %2, %"class.sycl::_V1::vec" addrspace(1)* readonly align 16 %3, %"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %4, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %5, float %6) #0 !kernel_arg_addr_space !16 !kernel_arg_access_qual !17 !kernel_arg_type !18 !kernel_arg_type_qual !19 !kernel_arg_base_type !18 {
  %8 = bitcast %"class.sycl::_V1::range"* %1 to i64*
  %9 = getelementptr inbounds i64, i64* %8, i64 1
  %10 = load i64, i64* %9, align 8
  %11 = bitcast %"class.sycl::_V1::id"* %2 to i64*
  %12 = load i64, i64* %11, align 8
  %13 = bitcast %"class.sycl::_V1::id"* %2 to i64*
  %14 = getelementptr inbounds i64, i64* %13, i64 1
  %15 = load i64, i64* %14, align 8
  %16 = mul i64 %12, %10
  %17 = getelementptr %"class.sycl::_V1::vec", %"class.sycl::_V1::vec" addrspace(1)* %0, i64 %15
  %18 = getelementptr %"class.sycl::_V1::vec", %"class.sycl::_V1::vec" addrspace(1)* %17, i64 %16
  %19 = bitcast %"class.sycl::_V1::range"* %4 to i64*
  %20 = getelementptr inbounds i64, i64* %19, i64 1
  %21 = load i64, i64* %20, align 8
  %22 = bitcast %"class.sycl::_V1::id"* %5 to i64*
  %23 = load i64, i64* %22, align 8
  %24 = bitcast %"class.sycl::_V1::id"* %5 to i64*
  %25 = getelementptr inbounds i64, i64* %24, i64 1
  %26 = load i64, i64* %25, align 8
  %27 = mul i64 %23, %21
  %28 = getelementptr %"class.sycl::_V1::vec", %"class.sycl::_V1::vec" addrspace(1)* %3, i64 %26
  %29 = getelementptr %"class.sycl::_V1::vec", %"class.sycl::_V1::vec" addrspace(1)* %28, i64 %27
  %30 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %31 = insertelement <3 x i64> undef, i64 %30, i32 0
  %32 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %33 = insertelement <3 x i64> %31, i64 %32, i32 1
  %34 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %35 = insertelement <3 x i64> %33, i64 %34, i32 2
  %36 = extractelement <3 x i64> %35, i32 1
  %37 = select i1 true, i64 %36, i64 0
  %38 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %39 = insertelement <3 x i64> undef, i64 %38, i32 0
  %40 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %41 = insertelement <3 x i64> %39, i64 %40, i32 1
  %42 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %43 = insertelement <3 x i64> %41, i64 %42, i32 2
  %44 = extractelement <3 x i64> %43, i32 0
  %45 = select i1 true, i64 %44, i64 0
  %46 = icmp ult i64 %37, 2147483648
  call void @llvm.assume(i1 %46)
  %47 = icmp ult i64 %45, 2147483648
  call void @llvm.assume(i1 %47)
  %48 = mul i64 %37, %21
  %49 = getelementptr %"class.sycl::_V1::vec", %"class.sycl::_V1::vec" addrspace(1)* %29, i64 %45
  %50 = getelementptr %"class.sycl::_V1::vec", %"class.sycl::_V1::vec" addrspace(1)* %49, i64 %48
  %51 = bitcast %"class.sycl::_V1::vec" addrspace(1)* %50 to <4 x float> addrspace(1)*
  %52 = load <4 x float>, <4 x float> addrspace(1)* %51, align 16
  %53 = insertelement <4 x float> <float undef, float undef, float undef, float 0.000000e+00>, float %6, i32 0
  %54 = insertelement <4 x float> %53, float %6, i32 1
  %55 = insertelement <4 x float> %54, float %6, i32 2
  %56 = call spir_func float @_Z3dotDv4_fS_(<4 x float> %52, <4 x float> <float 0x3FD322D0E0000000, float 0x3FE2C8B440000000, float 0x3FBD2F1AA0000000, float 0.000000e+00>) #0
  %57 = insertelement <4 x float> undef, float %56, i32 0
  %58 = shufflevector <4 x float> %57, <4 x float> %52, <4 x i32> <i32 0, i32 0, i32 0, i32 7>
  %59 = fsub <4 x float> %52, %58
  %60 = fmul <4 x float> %59, <float 1.250000e+00, float 1.250000e+00, float 1.250000e+00, float 1.000000e+00>
  %61 = fadd <4 x float> %58, %60
  %62 = fmul <4 x float> %61, <float 0x3FF19999A0000000, float 1.000000e+00, float 0x3FECCCCCC0000000, float 1.000000e+00>
  %63 = fadd <4 x float> %55, %62
  %64 = call spir_func <4 x float> @_Z5clampDv4_fS_S_(<4 x float> %63, <4 x float> zeroinitializer, <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>) #0
  %65 = mul i64 %37, %10
  %66 = getelementptr %"class.sycl::_V1::vec", %"class.sycl::_V1::vec" addrspace(1)* %18, i64 %45
  %67 = getelementptr %"class.sycl::_V1::vec", %"class.sycl::_V1::vec" addrspace(1)* %66, i64 %65
  %68 = bitcast %"class.sycl::_V1::vec" addrspace(1)* %67 to <4 x float> addrspace(1)*
  store <4 x float> %64, <4 x float> addrspace(1)* %68, align 16
  ret void
}

; Function Attrs: nounwind readnone willreturn
declare spir_func i64 @_Z13get_global_idj(i32) #2

; Function Attrs: nounwind readnone willreturn
declare spir_func i64 @_Z15get_global_sizej(i32) #2

; Function Attrs: nounwind
declare spir_func i32 @_Z5clampiii(i32, i32, i32) #0

; Function Attrs: nounwind
declare spir_func float @_Z3dotDv4_fS_(<4 x float>, <4 x float>) #0

; Function Attrs: nounwind
declare spir_func <4 x float> @_Z5clampDv4_fS_S_(<4 x float>, <4 x float>, <4 x float>) #0

attributes #0 = { nounwind }
attributes #1 = { inaccessiblememonly nocallback nofree nosync nounwind willreturn }
attributes #2 = { nounwind readnone willreturn }

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
!6 = !{i32 0, i32 0, i32 0, i32 1, i32 0, i32 0, i32 1, i32 0, i32 0}
!7 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!8 = !{!"class.sycl::_V1::range", !"int", !"int", !"class.sycl::_V1::vec*", !"class.sycl::_V1::range", !"class.sycl::_V1::id", !"class.sycl::_V1::vec*", !"class.sycl::_V1::range", !"class.sycl::_V1::id"}
!9 = !{!"", !"", !"", !"", !"", !"", !"", !"", !""}
!10 = !{i32 0, i32 0, i32 1, i32 0, i32 0, i32 1, i32 0, i32 0}
!11 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!12 = !{!"int", !"int", !"class.sycl::_V1::vec*", !"class.sycl::_V1::range", !"class.sycl::_V1::id", !"class.sycl::_V1::vec*", !"class.sycl::_V1::range", !"class.sycl::_V1::id"}
!13 = !{!"", !"", !"", !"", !"", !"", !"", !""}
!14 = !{i32 0, i32 1, i32 0, i32 0, i32 1, i32 0, i32 0, i32 0}
!15 = !{!"class.sycl::_V1::range", !"class.sycl::_V1::vec*", !"class.sycl::_V1::range", !"class.sycl::_V1::id", !"class.sycl::_V1::vec*", !"class.sycl::_V1::range", !"class.sycl::_V1::id", !"float"}
!16 = !{i32 1, i32 0, i32 0, i32 1, i32 0, i32 0, i32 0}
!17 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!18 = !{!"class.sycl::_V1::vec*", !"class.sycl::_V1::range", !"class.sycl::_V1::id", !"class.sycl::_V1::vec*", !"class.sycl::_V1::range", !"class.sycl::_V1::id", !"float"}
!19 = !{!"", !"", !"", !"", !"", !"", !""}
