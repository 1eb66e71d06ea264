; ModuleID = 'device.bc'
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024"
target triple = "spir64-unknown-unknown"

%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [3 x i64] }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array" }
%struct.Window = type { float, float }
%"class.sycl::_V1::id.16" = type { %"class.sycl::_V1::detail::array.15" }
%"class.sycl::_V1::detail::array.15" = type { [1 x i64] }
%"class.sycl::_V1::range.14" = type { %"class.sycl::_V1::detail::array.15" }
%class.anon.36 = type { i8 addrspace(4)* }
%structtype = type { i64 }
%class.anon.42 = type { i8 addrspace(4)* }

; Function Attrs: nounwind
define spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI7Scale3DEE(%"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %0, float addrspace(1)* align 4 %1, %"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %2, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %3, float %4) #0 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_type_qual !9 !kernel_arg_base_type !8 {
  %6 = bitcast %"class.sycl::_V1::range"* %0 to i64*
  %7 = load i64, i64* %6, align 8
  %8 = bitcast %"class.sycl::_V1::range"* %0 to i64*
  %9 = getelementptr inbounds i64, i64* %8, i64 1
  %10 = load i64, i64* %9, align 8
  %11 = bitcast %"class.sycl::_V1::range"* %0 to i64*
  %12 = getelementptr inbounds i64, i64* %11, i64 2
  %13 = load i64, i64* %12, align 8
  %14 = bitcast %"class.sycl::_V1::range"* %2 to i64*
  %15 = getelementptr inbounds i64, i64* %14, i64 1
  %16 = load i64, i64* %15, align 8
  %17 = bitcast %"class.sycl::_V1::range"* %2 to i64*
  %18 = getelementptr inbounds i64, i64* %17, i64 2
  %19 = load i64, i64* %18, align 8
  %20 = bitcast %"class.sycl::_V1::id"* %3 to i64*
  %21 = load i64, i64* %20, align 8
  %22 = bitcast %"class.sycl::_V1::id"* %3 to i64*
  %23 = getelementptr inbounds i64, i64* %22, i64 1
  %24 = load i64, i64* %23, align 8
  %25 = bitcast %"class.sycl::_V1::id"* %3 to i64*
  %26 = getelementptr inbounds i64, i64* %25, i64 2
  %27 = load i64, i64* %26, align 8
  %28 = mul i64 %21, %16
  %29 = add i64 %28, %24
  %30 = mul i64 %29, %19
  %31 = getelementptr float, float addrspace(1)* %1, i64 %27
  %32 = getelementptr float, float addrspace(1)* %31, i64 %30
  %33 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %34 = insertelement <3 x i64> undef, i64 %33, i32 0
  %35 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %36 = insertelement <3 x i64> %34, i64 %35, i32 1
  %37 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %38 = insertelement <3 x i64> %36, i64 %37, i32 2
  %39 = extractelement <3 x i64> %38, i32 2
  %40 = select i1 true, i64 %39, i64 0
  %41 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %42 = insertelement <3 x i64> undef, i64 %41, i32 0
  %43 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %44 = insertelement <3 x i64> %42, i64 %43, i32 1
  %45 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %46 = insertelement <3 x i64> %44, i64 %45, i32 2
  %47 = extractelement <3 x i64> %46, i32 1
  %48 = select i1 true, i64 %47, i64 0
  %49 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %50 = insertelement <3 x i64> undef, i64 %49, i32 0
  %51 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %52 = insertelement <3 x i64> %50, i64 %51, i32 1
  %53 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %54 = insertelement <3 x i64> %52, i64 %53, i32 2
  %55 = extractelement <3 x i64> %54, i32 0
  %56 = select i1 true, i64 %55, i64 0
  %57 = call spir_func i64 @_Z15get_global_sizej(i32 0) #2
  %58 = insertelement <3 x i64> undef, i64 %57, i32 0
  %59 = call spir_func i64 @_Z15get_global_sizej(i32 1) #2
  %60 = insertelement <3 x i64> %58, i64 %59, i32 1
  %61 = call spir_func i64 @_Z15get_global_sizej(i32 2) #2
  %62 = insertelement <3 x i64> %60, i64 %61, i32 2
  %63 = extractelement <3 x i64> %62, i32 2
  %64 = select i1 true, i64 %63, i64 1
  %65 = call spir_func i64 @_Z15get_global_sizej(i32 0) #2
  %66 = insertelement <3 x i64> undef, i64 %65, i32 0
  %67 = call spir_func i64 @_Z15get_global_sizej(i32 1) #2
  %68 = insertelement <3 x i64> %66, i64 %67, i32 1
  %69 = call spir_func i64 @_Z15get_global_sizej(i32 2) #2
  %70 = insertelement <3 x i64> %68, i64 %69, i32 2
  %71 = extractelement <3 x i64> %70, i32 1
  %72 = select i1 true, i64 %71, i64 1
  %73 = call spir_func i64 @_Z15get_global_sizej(i32 0) #2
  %74 = insertelement <3 x i64> undef, i64 %73, i32 0
  %75 = call spir_func i64 @_Z15get_global_sizej(i32 1) #2
  %76 = insertelement <3 x i64> %74, i64 %75, i32 1
  %77 = call spir_func i64 @_Z15get_global_sizej(i32 2) #2
  %78 = insertelement <3 x i64> %76, i64 %77, i32 2
  %79 = extractelement <3 x i64> %78, i32 0
  %80 = select i1 true, i64 %79, i64 1
  %81 = icmp ult i64 %40, %7
  %82 = icmp ult i64 %48, %10
  %83 = icmp ult i64 %56, %13
  %84 = select i1 %83, i1 %82, i1 false
  %85 = select i1 %84, i1 %81, i1 false
  br i1 %85, label %86, label %109

86:                                               ; preds = %5
  br label %87

87:                                               ; preds = %105, %86
  %88 = phi i64 [ %106, %105 ], [ %56, %86 ]
  %89 = getelementptr float, float addrspace(1)* %32, i64 %88
  br label %90

90:                                               ; preds = %102, %87
  %91 = phi i64 [ %103, %102 ], [ %48, %87 ]
  br label %92

92:                                               ; preds = %92, %90
  %93 = phi i64 [ %100, %92 ], [ %40, %90 ]
  %94 = mul i64 %93, %16
  %95 = add i64 %94, %91
  %96 = mul i64 %95, %19
  %97 = getelementptr float, float addrspace(1)* %89, i64 %96
  %98 = load float, float addrspace(1)* %97, align 4
  %99 = fmul float %4, %98
  store float %99, float addrspace(1)* %97, align 4
  %100 = add i64 %93, %64
  %101 = icmp ult i64 %100, %7
  br i1 %101, label %92, label %102

102:                                              ; preds = %92
  %103 = add i64 %91, %72
  %104 = icmp ult i64 %103, %10
  br i1 %104, label %90, label %105

105:                                              ; preds = %102
  %106 = add i64 %88, %80
  %107 = icmp ult i64 %106, %13
  br i1 %107, label %87, label %108

108:                                              ; preds = %105
  br label %109

109:                                              ; preds = %108, %5
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTS7Scale3D(float addrspace(1)* align 4 %0, %"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %1, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %2, float %3) #0 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_type_qual !13 !kernel_arg_base_type !12 {
  %5 = bitcast %"class.sycl::_V1::range"* %1 to i64*
  %6 = getelementptr inbounds i64, i64* %5, i64 1
  %7 = load i64, i64* %6, align 8
  %8 = bitcast %"class.sycl::_V1::range"* %1 to i64*
  %9 = getelementptr inbounds i64, i64* %8, i64 2
  %10 = load i64, i64* %9, align 8
  %11 = bitcast %"class.sycl::_V1::id"* %2 to i64*
  %12 = load i64, i64* %11, align 8
  %13 = bitcast %"class.sycl::_V1::id"* %2 to i64*
  %14 = getelementptr inbounds i64, i64* %13, i64 1
  %15 = load i64, i64* %14, align 8
  %16 = bitcast %"class.sycl::_V1::id"* %2 to i64*
  %17 = getelementptr inbounds i64, i64* %16, i64 2
  %18 = load i64, i64* %17, align 8
  %19 = mul i64 %12, %7
  %20 = add i64 %19, %15
  %21 = mul i64 %20, %10
  %22 = getelementptr float, float addrspace(1)* %0, i64 %18
  %23 = getelementptr float, float addrspace(1)* %22, i64 %21
  %24 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %25 = insertelement <3 x i64> undef, i64 %24, i32 0
  %26 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %27 = insertelement <3 x i64> %25, i64 %26, i32 1
  %28 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %29 = insertelement <3 x i64> %27, i64 %28, i32 2
  %30 = extractelement <3 x i64> %29, i32 2
  %31 = select i1 true, i64 %30, i64 0
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
  %48 = icmp ult i64 %31, 2147483648
  call void @llvm.assume(i1 %48)
  %49 = icmp ult i64 %39, 2147483648
  call void @llvm.assume(i1 %49)
  %50 = icmp ult i64 %47, 2147483648
  call void @llvm.assume(i1 %50)
  %51 = mul i64 %31, %7
  %52 = add i64 %51, %39
  %53 = mul i64 %52, %10
  %54 = getelementptr float, float addrspace(1)* %23, i64 %47
  %55 = getelementptr float, float addrspace(1)* %54, i64 %53
  %56 = load float, float addrspace(1)* %55, align 4
  %57 = fmul float %3, %56
  store float %57, float addrspace(1)* %55, align 4
  ret void
}

; Function Attrs: inaccessiblememonly nocallback nofree nosync nounwind willreturn
declare void @llvm.assume(i1 noundef) #1

; Function Attrs: nounwind
define spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI6Init3DEE(%"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %0, float addrspace(1)* align 4 %1, %"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %2, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %3) #0 !kernel_arg_addr_space !14 !kernel_arg_access_qual !11 !kernel_arg_type !15 !kernel_arg_type_qual !13 !kernel_arg_base_type !15 {
  %5 = bitcast %"class.sycl::_V1::range"* %0 to i64*
  %6 = load i64, i64* %5, align 8
  %7 = bitcast %"class.sycl::_V1::range"* %0 to i64*
  %8 = getelementptr inbounds i64, i64* %7, i64 1
  %9 = load i64, i64* %8, align 8
  %10 = bitcast %"class.sycl::_V1::range"* %0 to i64*
  %11 = getelementptr inbounds i64, i64* %10, i64 2
  %12 = load i64, i64* %11, align 8
  %13 = bitcast %"class.sycl::_V1::range"* %2 to i64*
  %14 = getelementptr inbounds i64, i64* %13, i64 1
  %15 = load i64, i64* %14, align 8
  %16 = bitcast %"class.sycl::_V1::range"* %2 to i64*
  %17 = getelementptr inbounds i64, i64* %16, i64 2
  %18 = load i64, i64* %17, align 8
  %19 = bitcast %"class.sycl::_V1::id"* %3 to i64*
  %20 = load i64, i64* %19, align 8
  %21 = bitcast %"class.sycl::_V1::id"* %3 to i64*
  %22 = getelementptr inbounds i64, i64* %21, i64 1
  %23 = load i64, i64* %22, align 8
  %24 = bitcast %"class.sycl::_V1::id"* %3 to i64*
  %25 = getelementptr inbounds i64, i64* %24, i64 2
  %26 = load i64, i64* %25, align 8
  %27 = mul i64 %20, %15
  %28 = add i64 %27, %23
  %29 = mul i64 %28, %18
  %30 = getelementptr float, float addrspace(1)* %1, i64 %26
  %31 = getelementptr float, float addrspace(1)* %30, i64 %29
  %32 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %33 = insertelement <3 x i64> undef, i64 %32, i32 0
  %34 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %35 = insertelement <3 x i64> %33, i64 %34, i32 1
  %36 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %37 = insertelement <3 x i64> %35, i64 %36, i32 2
  %38 = extractelement <3 x i64> %37, i32 2
  %39 = select i1 true, i64 %38, i64 0
  %40 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %41 = insertelement <3 x i64> undef, i64 %40, i32 0
  %42 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %43 = insertelement <3 x i64> %41, i64 %42, i32 1
  %44 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %45 = insertelement <3 x i64> %43, i64 %44, i32 2
  %46 = extractelement <3 x i64> %45, i32 1
  %47 = select i1 true, i64 %46, i64 0
  %48 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %49 = insertelement <3 x i64> undef, i64 %48, i32 0
  %50 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %51 = insertelement <3 x i64> %49, i64 %50, i32 1
  %52 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %53 = insertelement <3 x i64> %51, i64 %52, i32 2
  %54 = extractelement <3 x i64> %53, i32 0
  %55 = select i1 true, i64 %54, i64 0
  %56 = call spir_func i64 @_Z15get_global_sizej(i32 0) #2
  %57 = insertelement <3 x i64> undef, i64 %56, i32 0
  %58 = call spir_func i64 @_Z15get_global_sizej(i32 1) #2
  %59 = insertelement <3 x i64> %57, i64 %58, i32 1
  %60 = call spir_func i64 @_Z15get_global_sizej(i32 2) #2
  %61 = insertelement <3 x i64> %59, i64 %60, i32 2
  %62 = extractelement <3 x i64> %61, i32 2
  %63 = select i1 true, i64 %62, i64 1
  %64 = call spir_func i64 @_Z15get_global_sizej(i32 0) #2
  %65 = insertelement <3 x i64> undef, i64 %64, i32 0
  %66 = call spir_func i64 @_Z15get_global_sizej(i32 1) #2
  %67 = insertelement <3 x i64> %65, i64 %66, i32 1
  %68 = call spir_func i64 @_Z15get_global_sizej(i32 2) #2
  %69 = insertelement <3 x i64> %67, i64 %68, i32 2
  %70 = extractelement <3 x i64> %69, i32 1
  %71 = select i1 true, i64 %70, i64 1
  %72 = call spir_func i64 @_Z15get_global_sizej(i32 0) #2
  %73 = insertelement <3 x i64> undef, i64 %72, i32 0
  %74 = call spir_func i64 @_Z15get_global_sizej(i32 1) #2
  %75 = insertelement <3 x i64> %73, i64 %74, i32 1
  %76 = call spir_func i64 @_Z15get_global_sizej(i32 2) #2
  %77 = insertelement <3 x i64> %75, i64 %76, i32 2
  %78 = extractelement <3 x i64> %77, i32 0
  %79 = select i1 true, i64 %78, i64 1
  %80 = icmp ult i64 %39, %6
  %81 = icmp ult i64 %47, %9
  %82 = icmp ult i64 %55, %12
  %83 = select i1 %82, i1 %81, i1 false
  %84 = select i1 %83, i1 %80, i1 false
  br i1 %84, label %85, label %111

85:                                               ; preds = %4
  br label %86

86:                                               ; preds = %107, %85
  %87 = phi i64 [ %108, %107 ], [ %55, %85 ]
  %88 = getelementptr float, float addrspace(1)* %31, i64 %87
  br label %89

89:                                               ; preds = %104, %86
  %90 = phi i64 [ %105, %104 ], [ %47, %86 ]
  %91 = mul nuw nsw i64 %90, 10
  %92 = add nuw nsw i64 %91, %87
  br label %93

93:                                               ; preds = %93, %89
  %94 = phi i64 [ %102, %93 ], [ %39, %89 ]
  %95 = mul nuw nsw i64 %94, 100
  %96 = add nuw nsw i64 %92, %95
  %97 = uitofp i64 %96 to float
  %98 = mul i64 %94, %15
  %99 = add i64 %98, %90
  %100 = mul i64 %99, %18
  %101 = getelementptr float, float addrspace(1)* %88, i64 %100
  store float %97, float addrspace(1)* %101, align 4
  %102 = add i64 %94, %63
  %103 = icmp ult i64 %102, %6
  br i1 %103, label %93, label %104

104:                                              ; preds = %93
  %105 = add i64 %90, %71
  %106 = icmp ult i64 %105, %9
  br i1 %106, label %89, label %107

107:                                              ; preds = %104
  %108 = add i64 %87, %79
  %109 = icmp ult i64 %108, %12
  br i1 %109, label %86, label %110

110:                                              ; preds = %107
  br label %111

111:                                              ; preds = %110, %4
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTS6Init3D(float addrspace(1)* align 4 %0, %"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %1, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %2) #0 !kernel_arg_addr_space !16 !kernel_arg_access_qual !17 !kernel_arg_type !18 !kernel_arg_type_qual !19 !kernel_arg_base_type !18 {
  %4 = bitcast %"class.sycl::_V1::range"* %1 to i64*
  %5 = getelementptr inbounds i64, i64* %4, i64 1
  %6 = load i64, i64* %5, align 8
  %7 = bitcast %"class.sycl::_V1::range"* %1 to i64*
  %8 = getelementptr inbounds i64, i64* %7, i64 2
  %9 = load i64, i64* %8, align 8
  %10 = bitcast %"class.sycl::_V1::id"* %2 to i64*
  %11 = load i64, i64* %10, align 8
  %12 = bitcast %"class.sycl::_V1::id"* %2 to i64*
  %13 = getelementptr inbounds i64, i64* %12, i64 1
  %14 = load i64, i64* %13, align 8
  %15 = bitcast %"class.sycl::_V1::id"* %2 to i64*
  %16 = getelementptr inbounds i64, i64* %15, i64 2
  %17 = load i64, i64* %16, align 8
  %18 = mul i64 %11, %6
  %19 = add i64 %18, %14
  %20 = mul i64 %19, %9
  %21 = getelementptr float, float addrspace(1)* %0, i64 %17
  %22 = getelementptr float, float addrspace(1)* %21, i64 %20
  %23 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %24 = insertelement <3 x i64> undef, i64 %23, i32 0
  %25 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %26 = insertelement <3 x i64> %24, i64 %25, i32 1
  %27 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %28 = insertelement <3 x i64> %26, i64 %27, i32 2
  %29 = extractelement <3 x i64> %28, i32 2
  %30 = select i1 true, i64 %29, i64 0
  %31 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %32 = insertelement <3 x i64> undef, i64 %31, i32 0
  %33 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %34 = insertelement <3 x i64> %32, i64 %33, i32 1
  %35 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %36 = insertelement <3 x i64> %34, i64 %35, i32 2
  %37 = extractelement <3 x i64> %36, i32 1
  %38 = select i1 true, i64 %37, i64 0
  %39 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %40 = insertelement <3 x i64> undef, i64 %39, i32 0
  %41 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %42 = insertelement <3 x i64> %40, i64 %41, i32 1
  %43 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %44 = insertelement <3 x i64> %42, i64 %43, i32 2
  %45 = extractelement <3 x i64> %44, i32 0
  %46 = select i1 true, i64 %45, i64 0
  %47 = icmp ult i64 %30, 2147483648
  call void @llvm.assume(i1 %47)
  %48 = icmp ult i64 %38, 2147483648
  call void @llvm.assume(i1 %48)
  %49 = icmp ult i64 %46, 2147483648
  call void @llvm.assume(i1 %49)
  %50 = mul nuw nsw i64 %30, 100
  %51 = mul nuw nsw i64 %38, 10
  %52 = add nuw nsw i64 %51, %50
  %53 = add nuw nsw i64 %52, %46
  %54 = uitofp i64 %53 to float
  %55 = mul i64 %30, %6
  %56 = add i64 %55, %38
  %57 = mul i64 %56, %9
  %58 = getelementptr float, float addrspace(1)* %22, i64 %46
  %59 = getelementptr float, float addrspace(1)* %58, i64 %57
  store float %54, float addrspace(1)* %59, align 4
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTSZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_EUlvE_(float addrspace(1)* readonly align 4 %0, %"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %1, %"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %2, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %3, %struct.Window* byval(%struct.Window) align 4 %4, i32 addrspace(1)* align 4 %5, %"class.sycl::_V1::id.16"* byval(%"class.sycl::_V1::id.16") align 8 %6, i32 %7) #0 !kernel_arg_addr_space !20 !kernel_arg_access_qual !21 !kernel_arg_type !22 !kernel_arg_type_qual !23 !kernel_arg_base_type !22 {
  %9 = getelementptr inbounds %struct.Window, %struct.Window* %4, i64 0, i32 0
  %10 = load float, float* %9, align 4
  %11 = getelementptr inbounds %struct.Window, %struct.Window* %4, i64 0, i32 1
  %12 = load float, float* %11, align 4
  %13 = bitcast %"class.sycl::_V1::range"* %1 to i64*
  %14 = load i64, i64* %13, align 8
  %15 = bitcast %"class.sycl::_V1::range"* %1 to i64*
  %16 = getelementptr inbounds i64, i64* %15, i64 1
  %17 = load i64, i64* %16, align 8
  %18 = bitcast %"class.sycl::_V1::range"* %1 to i64*
  %19 = getelementptr inbounds i64, i64* %18, i64 2
  %20 = load i64, i64* %19, align 8
  %21 = bitcast %"class.sycl::_V1::range"* %2 to i64*
  %22 = getelementptr inbounds i64, i64* %21, i64 1
  %23 = load i64, i64* %22, align 8
  %24 = bitcast %"class.sycl::_V1::range"* %2 to i64*
  %25 = getelementptr inbounds i64, i64* %24, i64 2
  %26 = load i64, i64* %25, align 8
  %27 = bitcast %"class.sycl::_V1::id"* %3 to i64*
  %28 = load i64, i64* %27, align 8
  %29 = bitcast %"class.sycl::_V1::id"* %3 to i64*
  %30 = getelementptr inbounds i64, i64* %29, i64 1
  %31 = load i64, i64* %30, align 8
  %32 = bitcast %"class.sycl::_V1::id"* %3 to i64*
  %33 = getelementptr inbounds i64, i64* %32, i64 2
  %34 = load i64, i64* %33, align 8
  %35 = mul i64 %28, %23
  %36 = add i64 %35, %31
  %37 = mul i64 %36, %26
  %38 = getelementptr float, float addrspace(1)* %0, i64 %34
  %39 = getelementptr float, float addrspace(1)* %38, i64 %37
  %40 = bitcast %"class.sycl::_V1::id.16"* %6 to i64*
  %41 = load i64, i64* %40, align 8
  %42 = icmp eq i64 %14, 0
  br i1 %42, label %100, label %43

43:                                               ; preds = %8
  %44 = icmp eq i64 %17, 0
  %45 = icmp eq i64 %20, 0
  br label %46

46:                                               ; preds = %69, %43
  %47 = phi i32 [ 0, %43 ], [ %72, %69 ]
  %48 = phi i64 [ 0, %43 ], [ %73, %69 ]
  %49 = phi i32 [ 0, %43 ], [ %71, %69 ]
  %50 = phi i32 [ 0, %43 ], [ %70, %69 ]
  br i1 %44, label %69, label %51

51:                                               ; preds = %46
  %52 = mul i64 %48, %23
  br label %53

53:                                               ; preds = %62, %51
  %54 = phi i32 [ %47, %51 ], [ %65, %62 ]
  %55 = phi i64 [ 0, %51 ], [ %66, %62 ]
  %56 = phi i32 [ %49, %51 ], [ %64, %62 ]
  %57 = phi i32 [ %50, %51 ], [ %63, %62 ]
  br i1 %45, label %62, label %58

58:                                               ; preds = %53
  %59 = add i64 %55, %52
  %60 = mul i64 %59, %26
  %61 = getelementptr float, float addrspace(1)* %39, i64 %60
  br label %75

62:                                               ; preds = %89, %53
  %63 = phi i32 [ %57, %53 ], [ %84, %89 ]
  %64 = phi i32 [ %56, %53 ], [ %85, %89 ]
  %65 = phi i32 [ %54, %53 ], [ %86, %89 ]
  %66 = add nuw i64 %55, 1
  %67 = icmp eq i64 %66, %17
  br i1 %67, label %68, label %53

68:                                               ; preds = %62
  br label %69

69:                                               ; preds = %68, %46
  %70 = phi i32 [ %50, %46 ], [ %63, %68 ]
  %71 = phi i32 [ %49, %46 ], [ %64, %68 ]
  %72 = phi i32 [ %47, %46 ], [ %65, %68 ]
  %73 = add nuw i64 %48, 1
  %74 = icmp eq i64 %73, %14
  br i1 %74, label %99, label %46

75:                                               ; preds = %83, %58
  %76 = phi i32 [ %54, %58 ], [ %86, %83 ]
  %77 = phi i64 [ 0, %58 ], [ %87, %83 ]
  %78 = phi i32 [ %56, %58 ], [ %85, %83 ]
  %79 = phi i32 [ %57, %58 ], [ %84, %83 ]
  %80 = getelementptr float, float addrspace(1)* %61, i64 %77
  %81 = load float, float addrspace(1)* %80, align 4
  %82 = fcmp olt float %81, %10
  br i1 %82, label %90, label %92

83:                                               ; preds = %92, %90
  %84 = phi i32 [ %79, %90 ], [ %95, %92 ]
  %85 = phi i32 [ %78, %90 ], [ %98, %92 ]
  %86 = phi i32 [ %91, %90 ], [ %76, %92 ]
  %87 = add nuw i64 %77, 1
  %88 = icmp eq i64 %87, %20
  br i1 %88, label %89, label %75

89:                                               ; preds = %83
  br label %62

90:                                               ; preds = %75
  %91 = add nsw i32 %76, 1
  br label %83

92:                                               ; preds = %75
  %93 = fcmp olt float %81, %12
  %94 = select i1 %93, i32 1, i32 0
  %95 = add nsw i32 %79, %94
  %96 = icmp ne i1 %93, true
  %97 = select i1 %96, i32 1, i32 0
  %98 = add nsw i32 %78, %97
  br label %83

99:                                               ; preds = %69
  br label %100

100:                                              ; preds = %99, %8
  %101 = phi i32 [ 0, %8 ], [ %70, %99 ]
  %102 = phi i32 [ 0, %8 ], [ %71, %99 ]
  %103 = phi i32 [ 0, %8 ], [ %72, %99 ]
  %104 = getelementptr inbounds i32, i32 addrspace(1)* %5, i64 %41
  store i32 %103, i32 addrspace(1)* %104, align 4
  %105 = getelementptr inbounds i32, i32 addrspace(1)* %104, i64 1
  store i32 %101, i32 addrspace(1)* %105, align 4
  %106 = getelementptr inbounds i32, i32 addrspace(1)* %104, i64 2
  store i32 %102, i32 addrspace(1)* %106, align 4
  %107 = getelementptr inbounds i32, i32 addrspace(1)* %104, i64 3
  store i32 %7, i32 addrspace(1)* %107, align 4
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTSN4sycl3_V16detail18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZ4mainEUlNS0_2idILi1EEEE_EE(%"class.sycl::_V1::range.14"* byval(%"class.sycl::_V1::range.14") align 8 %0, %class.anon.36* byval(%class.anon.36) align 8 %1) #0 !kernel_arg_addr_space !24 !kernel_arg_access_qual !25 !kernel_arg_type !26 !kernel_arg_type_qual !27 !kernel_arg_base_type !26 {
  %3 = bitcast %"class.sycl::_V1::range.14"* %0 to i64*
  %4 = load i64, i64* %3, align 8
  %5 = bitcast %class.anon.36* %1 to %structtype*
  %6 = getelementptr inbounds %structtype, %structtype* %5, i64 0, i32 0
  %7 = load i64, i64* %6, align 8
  %8 = inttoptr i64 %7 to i32 addrspace(4)*
  %9 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %10 = insertelement <3 x i64> undef, i64 %9, i32 0
  %11 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %12 = insertelement <3 x i64> %10, i64 %11, i32 1
  %13 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %14 = insertelement <3 x i64> %12, i64 %13, i32 2
  %15 = extractelement <3 x i64> %14, i32 0
  %16 = select i1 true, i64 %15, i64 0
  %17 = call spir_func i64 @_Z15get_global_sizej(i32 0) #2
  %18 = insertelement <3 x i64> undef, i64 %17, i32 0
  %19 = call spir_func i64 @_Z15get_global_sizej(i32 1) #2
  %20 = insertelement <3 x i64> %18, i64 %19, i32 1
  %21 = call spir_func i64 @_Z15get_global_sizej(i32 2) #2
  %22 = insertelement <3 x i64> %20, i64 %21, i32 2
  %23 = extractelement <3 x i64> %22, i32 0
  %24 = select i1 true, i64 %23, i64 1
  %25 = icmp ult i64 %16, %4
  br i1 %25, label %26, label %35

26:                                               ; preds = %2
  br label %27

27:                                               ; preds = %27, %26
  %28 = phi i64 [ %32, %27 ], [ %16, %26 ]
  %29 = trunc i64 %28 to i32
  %30 = shl nuw nsw i32 %29, 1
  %31 = getelementptr inbounds i32, i32 addrspace(4)* %8, i64 %28
  store i32 %30, i32 addrspace(4)* %31, align 4
  %32 = add i64 %28, %24
  %33 = icmp ult i64 %32, %4
  br i1 %33, label %27, label %34

34:                                               ; preds = %27
  br label %35

35:                                               ; preds = %34, %2
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTSZ4mainEUlN4sycl3_V12idILi1EEEE_(i32 addrspace(1)* align 4 %0) #0 !kernel_arg_addr_space !28 !kernel_arg_access_qual !29 !kernel_arg_type !30 !kernel_arg_type_qual !31 !kernel_arg_base_type !30 {
  %2 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %3 = insertelement <3 x i64> undef, i64 %2, i32 0
  %4 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %5 = insertelement <3 x i64> %3, i64 %4, i32 1
  %6 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %7 = insertelement <3 x i64> %5, i64 %6, i32 2
  %8 = extractelement <3 x i64> %7, i32 0
  %9 = select i1 true, i64 %8, i64 0
  %10 = trunc i64 %9 to i32
  %11 = shl nuw nsw i32 %10, 1
  %12 = icmp ult i64 %9, 2147483648
  call void @llvm.assume(i1 %12)
  %13 = getelementptr inbounds i32, i32 addrspace(1)* %0, i64 %9
  store i32 %11, i32 addrspace(1)* %13, align 4
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI4BumpEE(%"class.sycl::_V1::range.14"* byval(%"class.sycl::_V1::range.14") align 8 %0, %class.anon.42* byval(%class.anon.42) align 8 %1) #0 !kernel_arg_addr_space !24 !kernel_arg_access_qual !25 !kernel_arg_type !32 !kernel_arg_type_qual !27 !kernel_arg_base_type !32 {
  %3 = bitcast %"class.sycl::_V1::range.14"* %0 to i64*
  %4 = load i64, i64* %3, align 8
  %5 = bitcast %class.anon.42* %1 to %structtype*
  %6 = getelementptr inbounds %structtype, %structtype* %5, i64 0, i32 0
  %7 = load i64, i64* %6, align 8
  %8 = inttoptr i64 %7 to i32 addrspace(4)*
  %9 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %10 = insertelement <3 x i64> undef, i64 %9, i32 0
  %11 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %12 = insertelement <3 x i64> %10, i64 %11, i32 1
  %13 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %14 = insertelement <3 x i64> %12, i64 %13, i32 2
  %15 = extractelement <3 x i64> %14, i32 0
  %16 = select i1 true, i64 %15, i64 0
  %17 = call spir_func i64 @_Z15get_global_sizej(i32 0) #2
  %18 = insertelement <3 x i64> undef, i64 %17, i32 0
  %19 = call spir_func i64 @_Z15get_global_sizej(i32 1) #2
  %20 = insertelement <3 x i64> %18, i64 %19, i32 1
  %21 = call spir_func i64 @_Z15get_global_sizej(i32 2) #2
  %22 = insertelement <3 x i64> %20, i64 %21, i32 2
  %23 = extractelement <3 x i64> %22, i32 0
  %24 = select i1 true, i64 %23, i64 1
  %25 = icmp ult i64 %16, %4
  br i1 %25, label %26, label %35

26:                                               ; preds = %2
  br label %27

27:                                               ; preds = %27, %26
  %28 = phi i64 [ %32, %27 ], [ %16, %26 ]
  %29 = getelementptr inbounds i32, i32 addrspace(4)* %8, i64 %28
  %30 = load i32, i32 addrspace(4)* %29, align 4
  %31 = add nsw i32 %30, 1
  store i32 %31, i32 addrspace(4)* %29, align 4
  %32 = add i64 %28, %24
  %33 = icmp ult i64 %32, %4
  br i1 %33, label %27, label %34

34:                                               ; preds = %27
  br label %35

35:                                               ; preds = %34, %2
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTS4Bump(i32 addrspace(1)* align 4 %0) #0 !kernel_arg_addr_space !28 !kernel_arg_access_qual !29 !kernel_arg_type !30 !kernel_arg_type_qual !31 !kernel_arg_base_type !30 {
  %2 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %3 = insertelement <3 x i64> undef, i64 %2, i32 0
  %4 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %5 = insertelement <3 x i64> %3, i64 %4, i32 1
  %6 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %7 = insertelement <3 x i64> %5, i64 %6, i32 2
  %8 = extractelement <3 x i64> %7, i32 0
  %9 = select i1 true, i64 %8, i64 0
  %10 = icmp ult i64 %9, 2147483648
  call void @llvm.assume(i1 %10)
  %11 = getelementptr inbounds i32, i32 addrspace(1)* %0, i64 %9
  %12 = load i32, i32 addrspace(1)* %11, align 4
  %13 = add nsw i32 %12, 1
  store i32 %13, i32 addrspace(1)* %11, align 4
  ret void
}

; Function Attrs: nounwind readnone willreturn
declare spir_func i64 @_Z13get_global_idj(i32) #2

; Function Attrs: nounwind readnone willreturn
declare spir_func i64 @_Z15get_global_sizej(i32) #2

attributes #0 = { nounwind }
attributes #1 = { inaccessiblememonly nocallback nofree nosync nounwind willreturn }
attributes #2 = { nounwind readnone willreturn }

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
!6 = !{i32 0, i32 1, i32 0, i32 0, i32 0}
!7 = !{!"none", !"none", !"none", !"none", !"none"}
!8 = !{!"class.sycl::_V1::range", !"float*", !"class.sycl::_V1::range", !"class.sycl::_V1::id", !"float"}
!9 = !{!"", !"", !"", !"", !""}
!10 = !{i32 1, i32 0, i32 0, i32 0}
!11 = !{!"none", !"none", !"none", !"none"}
!12 = !{!"float*", !"class.sycl::_V1::range", !"class.sycl::_V1::id", !"float"}
!13 = !{!"", !"", !"", !""}
!14 = !{i32 0, i32 1, i32 0, i32 0}
!15 = !{!"class.sycl::_V1::range", !"float*", !"class.sycl::_V1::range", !"class.sycl::_V1::id"}
!16 = !{i32 1, i32 0, i32 0}
!17 = !{!"none", !"none", !"none"}
!18 = !{!"float*", !"class.sycl::_V1::range", !"class.sycl::_V1::id"}
!19 = !{!"", !"", !""}
!20 = !{i32 1, i32 0, i32 0, i32 0, i32 0, i32 1, i32 0, i32 0}
!21 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!22 = !{!"float*", !"class.sycl::_V1::range", !"class.sycl::_V1::range", !"class.sycl::_V1::id", !"struct Window", !"int*", !"class.sycl::_V1::id.16", !"int"}
!23 = !{!"", !"", !"", !"", !"", !"", !"", !""}
!24 = !{i32 0, i32 0}
!25 = !{!"none", !"none"}
!26 = !{!"class.sycl::_V1::range.14", !"class.anon.36"}
!27 = !{!"", !""}
!28 = !{i32 1}
!29 = !{!"none"}
!30 = !{!"int*"}
!31 = !{!""}
!32 = !{!"class.sycl::_V1::range.14", !"class.anon.42"}
