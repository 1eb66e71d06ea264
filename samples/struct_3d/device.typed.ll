; ModuleID = 'device.bc'
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024"
target triple = "spir64-unknown-unknown"

%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [1 x i64] }
%struct.Particle = type { float, float, float, float, float, float, float, i32 }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::range.3" = type { %"class.sycl::_V1::detail::array.4" }
%"class.sycl::_V1::detail::array.4" = type { [3 x i64] }
%"class.sycl::_V1::id.5" = type { %"class.sycl::_V1::detail::array.4" }

; Function Attrs: nounwind
define spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI5DriftEE(%"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %0, %struct.Particle addrspace(1)* align 4 %1, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %2, float %3, float %4, float %5, float %6, i64 %7, i64 %8) #0 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_type_qual !9 !kernel_arg_base_type !8 {
  %10 = bitcast %"class.sycl::_V1::range"* %0 to i64*
  %11 = load i64, i64* %10, align 8
  %12 = bitcast %"class.sycl::_V1::id"* %2 to i64*
  %13 = load i64, i64* %12, align 8
  %14 = getelementptr inbounds %struct.Particle, %struct.Particle addrspace(1)* %1, i64 %13
  %15 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %16 = insertelement <3 x i64> undef, i64 %15, i32 0
  %17 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %18 = insertelement <3 x i64> %16, i64 %17, i32 1
  %19 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %20 = insertelement <3 x i64> %18, i64 %19, i32 2
  %21 = extractelement <3 x i64> %20, i32 0
  %22 = select i1 true, i64 %21, i64 0
  %23 = call spir_func i64 @_Z15get_global_sizej(i32 0) #2
  %24 = insertelement <3 x i64> undef, i64 %23, i32 0
  %25 = call spir_func i64 @_Z15get_global_sizej(i32 1) #2
  %26 = insertelement <3 x i64> %24, i64 %25, i32 1
  %27 = call spir_func i64 @_Z15get_global_sizej(i32 2) #2
  %28 = insertelement <3 x i64> %26, i64 %27, i32 2
  %29 = extractelement <3 x i64> %28, i32 0
  %30 = select i1 true, i64 %29, i64 1
  %31 = icmp ult i64 %22, %11
  br i1 %31, label %32, label %76

32:                                               ; preds = %9
  br label %33

33:                                               ; preds = %33, %32
  %34 = phi i64 [ %73, %33 ], [ %22, %32 ]
  %35 = getelementptr inbounds %struct.Particle, %struct.Particle addrspace(1)* %14, i64 %34
  %36 = bitcast %struct.Particle addrspace(1)* %35 to float addrspace(1)*
  %37 = load float, float addrspace(1)* %36, align 4
  %38 = bitcast %struct.Particle addrspace(1)* %35 to float addrspace(1)*
  %39 = getelementptr inbounds float, float addrspace(1)* %38, i64 1
  %40 = load float, float addrspace(1)* %39, align 4
  %41 = bitcast %struct.Particle addrspace(1)* %35 to float addrspace(1)*
  %42 = getelementptr inbounds float, float addrspace(1)* %41, i64 2
  %43 = load float, float addrspace(1)* %42, align 4
  %44 = bitcast %struct.Particle addrspace(1)* %35 to float addrspace(1)*
  %45 = getelementptr inbounds float, float addrspace(1)* %44, i64 3
  %46 = load float, float addrspace(1)* %45, align 4
  %47 = bitcast %struct.Particle addrspace(1)* %35 to float addrspace(1)*
  %48 = getelementptr inbounds float, float addrspace(1)* %47, i64 4
  %49 = load float, float addrspace(1)* %48, align 4
  %50 = bitcast %struct.Particle addrspace(1)* %35 to float addrspace(1)*
  %51 = getelementptr inbounds float, float addrspace(1)* %50, i64 5
  %52 = load float, float addrspace(1)* %51, align 4
  %53 = call spir_func float @_Z3madfff(float %3, float %46, float %37) #3
  %54 = fadd float %4, %53
  %55 = call spir_func float @_Z4fmodff(float %54, float %4) #3
  %56 = call spir_func float @_Z3madfff(float %3, float %49, float %40) #3
  %57 = fadd float %5, %56
  %58 = call spir_func float @_Z4fmodff(float %57, float %5) #3
  %59 = call spir_func float @_Z3madfff(float %3, float %52, float %43) #3
  %60 = fadd float %6, %59
  %61 = call spir_func float @_Z4fmodff(float %60, float %6) #3
  %62 = fptoui float %55 to i64
  %63 = mul i64 %7, %62
  %64 = fptoui float %58 to i64
  %65 = add i64 %63, %64
  %66 = mul i64 %65, %8
  %67 = fptoui float %61 to i64
  %68 = add i64 %66, %67
  %69 = trunc i64 %68 to i32
  %70 = bitcast %struct.Particle addrspace(1)* %35 to float addrspace(1)*
  store float %55, float addrspace(1)* %70, align 4
  store float %58, float addrspace(1)* %39, align 4
  store float %61, float addrspace(1)* %42, align 4
  %71 = bitcast %struct.Particle addrspace(1)* %35 to i32 addrspace(1)*
  %72 = getelementptr inbounds i32, i32 addrspace(1)* %71, i64 7
  store i32 %69, i32 addrspace(1)* %72, align 4
  %73 = add i64 %34, %30
  %74 = icmp ult i64 %73, %11
  br i1 %74, label %33, label %75

75:                                               ; preds = %33
  br label %76

76:                                               ; preds = %75, %9
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTS5Drift(%struct.Particle addrspace(1)* align 4 %0, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %1, float %2, float %3, float %4, float %5, i64 %6, i64 %7) #0 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_type_qual !13 !kernel_arg_base_type !12 {
  %9 = bitcast %"class.sycl::_V1::id"* %1 to i64*
  %10 = load i64, i64* %9, align 8
  %11 = getelementptr inbounds %struct.Particle, %struct.Particle addrspace(1)* %0, i64 %10
  %12 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %13 = insertelement <3 x i64> undef, i64 %12, i32 0
  %14 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %15 = insertelement <3 x i64> %13, i64 %14, i32 1
  %16 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %17 = insertelement <3 x i64> %15, i64 %16, i32 2
  %18 = extractelement <3 x i64> %17, i32 0
  %19 = select i1 true, i64 %18, i64 0
  %20 = icmp ult i64 %19, 2147483648
  call void @llvm.assume(i1 %20)
  %21 = getelementptr inbounds %struct.Particle, %struct.Particle addrspace(1)* %11, i64 %19
  %22 = bitcast %struct.Particle addrspace(1)* %21 to float addrspace(1)*
  %23 = load float, float addrspace(1)* %22, align 4
  %24 = bitcast %struct.Particle addrspace(1)* %21 to float addrspace(1)*
  %25 = getelementptr inbounds float, float addrspace(1)* %24, i64 1
  %26 = load float, float addrspace(1)* %25, align 4
  %27 = bitcast %struct.Particle addrspace(1)* %21 to float addrspace(1)*
  %28 = getelementptr inbounds float, float addrspace(1)* %27, i64 2
  %29 = load float, float addrspace(1)* %28, align 4
  %30 = bitcast %struct.Particle addrspace(1)* %21 to float addrspace(1)*
  %31 = getelementptr inbounds float, float addrspace(1)* %30, i64 3
  %32 = load float, float addrspace(1)* %31, align 4
  %33 = bitcast %struct.Particle addrspace(1)* %21 to float addrspace(1)*
  %34 = getelementptr inbounds float, float addrspace(1)* %33, i64 4
  %35 = load float, float addrspace(1)* %34, align 4
  %36 = bitcast %struct.Particle addrspace(1)* %21 to float addrspace(1)*
  %37 = getelementptr inbounds float, float addrspace(1)* %36, i64 5
  %38 = load float, float addrspace(1)* %37, align 4
  %39 = call spir_func float @_Z3madfff(float %2, float %32, float %23) #3
  %40 = fadd float %3, %39
  %41 = call spir_func float @_Z4fmodff(float %40, float %3) #3
  %42 = call spir_func float @_Z3madfff(float %2, float %35, float %26) #3
  %43 = fadd float %4, %42
  %44 = call spir_func float @_Z4fmodff(float %43, float %4) #3
  %45 = call spir_func float @_Z3madfff(float %2, float %38, float %29) #3
  %46 = fadd float %5, %45
  %47 = call spir_func float @_Z4fmodff(float %46, float %5) #3
  %48 = fptoui float %41 to i64
  %49 = mul i64 %6, %48
  %50 = fptoui float %44 to i64
  %51 = add i64 %49, %50
  %52 = mul i64 %51, %7
  %53 = fptoui float %47 to i64
  %54 = add i64 %52, %53
  %55 = trunc i64 %54 to i32
  %56 = bitcast %struct.Particle addrspace(1)* %21 to float addrspace(1)*
  store float %41, float addrspace(1)* %56, align 4
  store float %44, float addrspace(1)* %25, align 4
  store float %47, float addrspace(1)* %28, align 4
  %57 = bitcast %struct.Particle addrspace(1)* %21 to i32 addrspace(1)*
  %58 = getelementptr inbounds i32, i32 addrspace(1)* %57, i64 7
  store i32 %55, i32 addrspace(1)* %58, align 4
  ret void
}

; Function Attrs: inaccessiblememonly nocallback nofree nosync nounwind willreturn
declare void @llvm.assume(i1 noundef) #1

; Function Attrs: nounwind
define spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI7DepositEE(%"class.sycl::_V1::range.3"* byval(%"class.sycl::_V1::range.3") align 8 %0, i64 %1, %struct.Particle addrspace(1)* readonly align 4 %2, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %3, float addrspace(1)* align 4 %4, %"class.sycl::_V1::range.3"* byval(%"class.sycl::_V1::range.3") align 8 %5, %"class.sycl::_V1::id.5"* byval(%"class.sycl::_V1::id.5") align 8 %6) #0 !kernel_arg_addr_space !14 !kernel_arg_access_qual !15 !kernel_arg_type !16 !kernel_arg_type_qual !17 !kernel_arg_base_type !16 {
  %8 = bitcast %"class.sycl::_V1::range.3"* %0 to i64*
  %9 = load i64, i64* %8, align 8
  %10 = bitcast %"class.sycl::_V1::range.3"* %0 to i64*
  %11 = getelementptr inbounds i64, i64* %10, i64 1
  %12 = load i64, i64* %11, align 8
  %13 = bitcast %"class.sycl::_V1::range.3"* %0 to i64*
  %14 = getelementptr inbounds i64, i64* %13, i64 2
  %15 = load i64, i64* %14, align 8
  %16 = bitcast %"class.sycl::_V1::id"* %3 to i64*
  %17 = load i64, i64* %16, align 8
  %18 = getelementptr inbounds %struct.Particle, %struct.Particle addrspace(1)* %2, i64 %17
  %19 = bitcast %"class.sycl::_V1::range.3"* %5 to i64*
  %20 = getelementptr inbounds i64, i64* %19, i64 1
  %21 = load i64, i64* %20, align 8
  %22 = bitcast %"class.sycl::_V1::range.3"* %5 to i64*
  %23 = getelementptr inbounds i64, i64* %22, i64 2
  %24 = load i64, i64* %23, align 8
  %25 = bitcast %"class.sycl::_V1::id.5"* %6 to i64*
  %26 = load i64, i64* %25, align 8
  %27 = bitcast %"class.sycl::_V1::id.5"* %6 to i64*
  %28 = getelementptr inbounds i64, i64* %27, i64 1
  %29 = load i64, i64* %28, align 8
  %30 = bitcast %"class.sycl::_V1::id.5"* %6 to i64*
  %31 = getelementptr inbounds i64, i64* %30, i64 2
  %32 = load i64, i64* %31, align 8
  %33 = mul i64 %26, %21
  %34 = add i64 %33, %29
  %35 = mul i64 %34, %24
  %36 = getelementptr float, float addrspace(1)* %4, i64 %32
  %37 = getelementptr float, float addrspace(1)* %36, i64 %35
  %38 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %39 = insertelement <3 x i64> undef, i64 %38, i32 0
  %40 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %41 = insertelement <3 x i64> %39, i64 %40, i32 1
  %42 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %43 = insertelement <3 x i64> %41, i64 %42, i32 2
  %44 = extractelement <3 x i64> %43, i32 2
  %45 = select i1 true, i64 %44, i64 0
  %46 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %47 = insertelement <3 x i64> undef, i64 %46, i32 0
  %48 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %49 = insertelement <3 x i64> %47, i64 %48, i32 1
  %50 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %51 = insertelement <3 x i64> %49, i64 %50, i32 2
  %52 = extractelement <3 x i64> %51, i32 1
  %53 = select i1 true, i64 %52, i64 0
  %54 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %55 = insertelement <3 x i64> undef, i64 %54, i32 0
  %56 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %57 = insertelement <3 x i64> %55, i64 %56, i32 1
  %58 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %59 = insertelement <3 x i64> %57, i64 %58, i32 2
  %60 = extractelement <3 x i64> %59, i32 0
  %61 = select i1 true, i64 %60, i64 0
  %62 = call spir_func i64 @_Z15get_global_sizej(i32 0) #2
  %63 = insertelement <3 x i64> undef, i64 %62, i32 0
  %64 = call spir_func i64 @_Z15get_global_sizej(i32 1) #2
  %65 = insertelement <3 x i64> %63, i64 %64, i32 1
  %66 = call spir_func i64 @_Z15get_global_sizej(i32 2) #2
  %67 = insertelement <3 x i64> %65, i64 %66, i32 2
  %68 = extractelement <3 x i64> %67, i32 2
  %69 = select i1 true, i64 %68, i64 1
  %70 = call spir_func i64 @_Z15get_global_sizej(i32 0) #2
  %71 = insertelement <3 x i64> undef, i64 %70, i32 0
  %72 = call spir_func i64 @_Z15get_global_sizej(i32 1) #2
  %73 = insertelement <3 x i64> %71, i64 %72, i32 1
  %74 = call spir_func i64 @_Z15get_global_sizej(i32 2) #2
  %75 = insertelement <3 x i64> %73, i64 %74, i32 2
  %76 = extractelement <3 x i64> %75, i32 1
  %77 = select i1 true, i64 %76, i64 1
  %78 = call spir_func i64 @_Z15get_global_sizej(i32 0) #2
  %79 = insertelement <3 x i64> undef, i64 %78, i32 0
  %80 = call spir_func i64 @_Z15get_global_sizej(i32 1) #2
  %81 = insertelement <3 x i64> %79, i64 %80, i32 1
  %82 = call spir_func i64 @_Z15get_global_sizej(i32 2) #2
  %83 = insertelement <3 x i64> %81, i64 %82, i32 2
  %84 = extractelement <3 x i64> %83, i32 0
  %85 = select i1 true, i64 %84, i64 1
  %86 = icmp uge i64 %45, %9
  %87 = icmp uge i64 %53, %12
  %88 = icmp uge i64 %61, %15
  %89 = select i1 %88, i1 true, i1 %87
  %90 = select i1 %89, i1 true, i1 %86
  br i1 %90, label %141, label %91

91:                                               ; preds = %7
  %92 = icmp eq i64 %1, 0
  br label %93

93:                                               ; preds = %137, %91
  %94 = phi i64 [ %138, %137 ], [ %61, %91 ]
  %95 = icmp ult i64 %94, 2147483648
  call void @llvm.assume(i1 %95)
  %96 = getelementptr float, float addrspace(1)* %37, i64 %94
  br label %97

97:                                               ; preds = %134, %93
  %98 = phi i64 [ %135, %134 ], [ %53, %93 ]
  %99 = icmp ult i64 %98, 2147483648
  call void @llvm.assume(i1 %99)
  br label %100

100:                                              ; preds = %125, %97
  %101 = phi i64 [ %132, %125 ], [ %45, %97 ]
  %102 = mul i64 %101, %12
  %103 = add i64 %102, %98
  %104 = mul i64 %103, %15
  %105 = add i64 %104, %94
  %106 = icmp ult i64 %105, 2147483648
  call void @llvm.assume(i1 %106)
  %107 = trunc i64 %105 to i32
  br i1 %92, label %125, label %108

108:                                              ; preds = %100
  br label %109

109:                                              ; preds = %120, %108
  %110 = phi i64 [ %122, %120 ], [ 0, %108 ]
  %111 = phi float [ %121, %120 ], [ 0.000000e+00, %108 ]
  %112 = getelementptr inbounds %struct.Particle, %struct.Particle addrspace(1)* %18, i64 %110
  %113 = getelementptr inbounds %struct.Particle, %struct.Particle addrspace(1)* %112, i64 0, i32 7
  %114 = load i32, i32 addrspace(1)* %113, align 4
  %115 = icmp eq i32 %114, %107
  br i1 %115, label %116, label %120

116:                                              ; preds = %109
  %117 = getelementptr inbounds %struct.Particle, %struct.Particle addrspace(1)* %112, i64 0, i32 6
  %118 = load float, float addrspace(1)* %117, align 4
  %119 = fadd float %111, %118
  br label %120

120:                                              ; preds = %116, %109
  %121 = phi float [ %119, %116 ], [ %111, %109 ]
  %122 = add nuw i64 %110, 1
  %123 = icmp eq i64 %122, %1
  br i1 %123, label %124, label %109

124:                                              ; preds = %120
  br label %125

125:                                              ; preds = %124, %100
  %126 = phi float [ 0.000000e+00, %100 ], [ %121, %124 ]
  %127 = icmp ult i64 %101, 2147483648
  call void @llvm.assume(i1 %127)
  %128 = mul i64 %101, %21
  %129 = add i64 %128, %98
  %130 = mul i64 %129, %24
  %131 = getelementptr float, float addrspace(1)* %96, i64 %130
  store float %126, float addrspace(1)* %131, align 4
  %132 = add i64 %101, %69
  %133 = icmp ult i64 %132, %9
  br i1 %133, label %100, label %134

134:                                              ; preds = %125
  %135 = add i64 %98, %77
  %136 = icmp ult i64 %135, %12
  br i1 %136, label %97, label %137

137:                                              ; preds = %134
  %138 = add i64 %94, %85
  %139 = icmp ult i64 %138, %15
  br i1 %139, label %93, label %140

140:                                              ; preds = %137
  br label %141

141:                                              ; preds = %140, %7
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTS7Deposit(i64 %0, %struct.Particle addrspace(1)* readonly align 4 %1, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %2, float addrspace(1)* align 4 %3, %"class.sycl::_V1::range.3"* byval(%"class.sycl::_V1::range.3") align 8 %4, %"class.sycl::_V1::id.5"* byval(%"class.sycl::_V1::id.5") align 8 %5) #0 !kernel_arg_addr_space !18 !kernel_arg_access_qual !19 !kernel_arg_type !20 !kernel_arg_type_qual !21 !kernel_arg_base_type !20 {
  %7 = bitcast %"class.sycl::_V1::id"* %2 to i64*
  %8 = load i64, i64* %7, align 8
  %9 = getelementptr inbounds %struct.Particle, %struct.Particle addrspace(1)* %1, i64 %8
  %10 = bitcast %"class.sycl::_V1::range.3"* %4 to i64*
  %11 = getelementptr inbounds i64, i64* %10, i64 1
  %12 = load i64, i64* %11, align 8
  %13 = bitcast %"class.sycl::_V1::range.3"* %4 to i64*
  %14 = getelementptr inbounds i64, i64* %13, i64 2
  %15 = load i64, i64* %14, align 8
  %16 = bitcast %"class.sycl::_V1::id.5"* %5 to i64*
  %17 = load i64, i64* %16, align 8
  %18 = bitcast %"class.sycl::_V1::id.5"* %5 to i64*
  %19 = getelementptr inbounds i64, i64* %18, i64 1
  %20 = load i64, i64* %19, align 8
  %21 = bitcast %"class.sycl::_V1::id.5"* %5 to i64*
  %22 = getelementptr inbounds i64, i64* %21, i64 2
  %23 = load i64, i64* %22, align 8
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
  %48 = call spir_func i64 @_Z15get_global_sizej(i32 0) #2
  %49 = insertelement <3 x i64> undef, i64 %48, i32 0
  %50 = call spir_func i64 @_Z15get_global_sizej(i32 1) #2
  %51 = insertelement <3 x i64> %49, i64 %50, i32 1
  %52 = call spir_func i64 @_Z15get_global_sizej(i32 2) #2
  %53 = insertelement <3 x i64> %51, i64 %52, i32 2
  %54 = extractelement <3 x i64> %53, i32 1
  %55 = select i1 true, i64 %54, i64 1
  %56 = call spir_func i64 @_Z15get_global_sizej(i32 0) #2
  %57 = insertelement <3 x i64> undef, i64 %56, i32 0
  %58 = call spir_func i64 @_Z15get_global_sizej(i32 1) #2
  %59 = insertelement <3 x i64> %57, i64 %58, i32 1
  %60 = call spir_func i64 @_Z15get_global_sizej(i32 2) #2
  %61 = insertelement <3 x i64> %59, i64 %60, i32 2
  %62 = extractelement <3 x i64> %61, i32 0
  %63 = select i1 true, i64 %62, i64 1
  %64 = call spir_func i64 @_Z17get_global_offsetj(i32 0) #2
  %65 = insertelement <3 x i64> undef, i64 %64, i32 0
  %66 = call spir_func i64 @_Z17get_global_offsetj(i32 1) #2
  %67 = insertelement <3 x i64> %65, i64 %66, i32 1
  %68 = call spir_func i64 @_Z17get_global_offsetj(i32 2) #2
  %69 = insertelement <3 x i64> %67, i64 %68, i32 2
  %70 = extractelement <3 x i64> %69, i32 2
  %71 = select i1 true, i64 %70, i64 0
  %72 = call spir_func i64 @_Z17get_global_offsetj(i32 0) #2
  %73 = insertelement <3 x i64> undef, i64 %72, i32 0
  %74 = call spir_func i64 @_Z17get_global_offsetj(i32 1) #2
  %75 = insertelement <3 x i64> %73, i64 %74, i32 1
  %76 = call spir_func i64 @_Z17get_global_offsetj(i32 2) #2
  %77 = insertelement <3 x i64> %75, i64 %76, i32 2
  %78 = extractelement <3 x i64> %77, i32 1
  %79 = select i1 true, i64 %78, i64 0
  %80 = call spir_func i64 @_Z17get_global_offsetj(i32 0) #2
  %81 = insertelement <3 x i64> undef, i64 %80, i32 0
  %82 = call spir_func i64 @_Z17get_global_offsetj(i32 1) #2
  %83 = insertelement <3 x i64> %81, i64 %82, i32 1
  %84 = call spir_func i64 @_Z17get_global_offsetj(i32 2) #2
  %85 = insertelement <3 x i64> %83, i64 %84, i32 2
  %86 = extractelement <3 x i64> %85, i32 0
  %87 = select i1 true, i64 %86, i64 0
  %88 = sub i64 %31, %71
  %89 = mul i64 %88, %55
  %90 = sub i64 %39, %79
  %91 = add i64 %90, %89
  %92 = mul i64 %91, %63
  %93 = sub i64 %47, %87
  %94 = add i64 %92, %93
  %95 = icmp ult i64 %94, 2147483648
  call void @llvm.assume(i1 %95)
  %96 = trunc i64 %94 to i32
  %97 = icmp eq i64 %0, 0
  br i1 %97, label %115, label %98

98:                                               ; preds = %6
  br label %99

99:                                               ; preds = %110, %98
  %100 = phi i64 [ %112, %110 ], [ 0, %98 ]
  %101 = phi float [ %111, %110 ], [ 0.000000e+00, %98 ]
  %102 = getelementptr inbounds %struct.Particle, %struct.Particle addrspace(1)* %9, i64 %100
  %103 = getelementptr inbounds %struct.Particle, %struct.Particle addrspace(1)* %102, i64 0, i32 7
  %104 = load i32, i32 addrspace(1)* %103, align 4
  %105 = icmp eq i32 %104, %96
  br i1 %105, label %106, label %110

106:                                              ; preds = %99
  %107 = getelementptr inbounds %struct.Particle, %struct.Particle addrspace(1)* %102, i64 0, i32 6
  %108 = load float, float addrspace(1)* %107, align 4
  %109 = fadd float %101, %108
  br label %110

110:                                              ; preds = %106, %99
  %111 = phi float [ %109, %106 ], [ %101, %99 ]
  %112 = add nuw i64 %100, 1
  %113 = icmp eq i64 %112, %0
  br i1 %113, label %114, label %99

114:                                              ; preds = %110
  br label %115

115:                                              ; preds = %114, %6
  %116 = phi float [ 0.000000e+00, %6 ], [ %111, %114 ]
  %117 = getelementptr float, float addrspace(1)* %3, i64 %23
  %118 = mul i64 %17, %12
  %119 = add i64 %118, %20
  %120 = mul i64 %119, %15
  %121 = getelementptr float, float addrspace(1)* %117, i64 %120
  %122 = icmp ult i64 %31, 2147483648
  call void @llvm.assume(i1 %122)
  %123 = icmp ult i64 %39, 2147483648
  call void @llvm.assume(i1 %123)
  %124 = icmp ult i64 %47, 2147483648
  call void @llvm.assume(i1 %124)
  %125 = mul i64 %31, %12
  %126 = add i64 %125, %39
  %127 = mul i64 %126, %15
  %128 = getelementptr float, float addrspace(1)* %121, i64 %47
  %129 = getelementptr float, float addrspace(1)* %128, i64 %127
  store float %116, float addrspace(1)* %129, align 4
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTS13RelaxInterior(float addrspace(1)* readonly align 4 %0, %"class.sycl::_V1::range.3"* byval(%"class.sycl::_V1::range.3") align 8 %1, %"class.sycl::_V1::id.5"* byval(%"class.sycl::_V1::id.5") align 8 %2, float addrspace(1)* align 4 %3, %"class.sycl::_V1::range.3"* byval(%"class.sycl::_V1::range.3") align 8 %4, %"class.sycl::_V1::id.5"* byval(%"class.sycl::_V1::id.5") align 8 %5) #0 !kernel_arg_addr_space !22 !kernel_arg_access_qual !19 !kernel_arg_type !23 !kernel_arg_type_qual !21 !kernel_arg_base_type !23 {
  %7 = bitcast %"class.sycl::_V1::range.3"* %1 to i64*
  %8 = getelementptr inbounds i64, i64* %7, i64 1
  %9 = load i64, i64* %8, align 8
  %10 = bitcast %"class.sycl::_V1::range.3"* %1 to i64*
  %11 = getelementptr inbounds i64, i64* %10, i64 2
  %12 = load i64, i64* %11, align 8
  %13 = bitcast %"class.sycl::_V1::id.5"* %2 to i64*
  %14 = load i64, i64* %13, align 8
  %15 = bitcast %"class.sycl::_V1::id.5"* %2 to i64*
  %16 = getelementptr inbounds i64, i64* %15, i64 1
  %17 = load i64, i64* %16, align 8
  %18 = bitcast %"class.sycl::_V1::id.5"* %2 to i64*
  %19 = getelementptr inbounds i64, i64* %18, i64 2
  %20 = load i64, i64* %19, align 8
  %21 = mul i64 %14, %9
  %22 = add i64 %21, %17
  %23 = mul i64 %22, %12
  %24 = getelementptr float, float addrspace(1)* %0, i64 %20
  %25 = getelementptr float, float addrspace(1)* %24, i64 %23
  %26 = bitcast %"class.sycl::_V1::range.3"* %4 to i64*
  %27 = getelementptr inbounds i64, i64* %26, i64 1
  %28 = load i64, i64* %27, align 8
  %29 = bitcast %"class.sycl::_V1::range.3"* %4 to i64*
  %30 = getelementptr inbounds i64, i64* %29, i64 2
  %31 = load i64, i64* %30, align 8
  %32 = bitcast %"class.sycl::_V1::id.5"* %5 to i64*
  %33 = load i64, i64* %32, align 8
  %34 = bitcast %"class.sycl::_V1::id.5"* %5 to i64*
  %35 = getelementptr inbounds i64, i64* %34, i64 1
  %36 = load i64, i64* %35, align 8
  %37 = bitcast %"class.sycl::_V1::id.5"* %5 to i64*
  %38 = getelementptr inbounds i64, i64* %37, i64 2
  %39 = load i64, i64* %38, align 8
  %40 = mul i64 %33, %28
  %41 = add i64 %40, %36
  %42 = mul i64 %41, %31
  %43 = getelementptr float, float addrspace(1)* %3, i64 %39
  %44 = getelementptr float, float addrspace(1)* %43, i64 %42
  %45 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %46 = insertelement <3 x i64> undef, i64 %45, i32 0
  %47 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %48 = insertelement <3 x i64> %46, i64 %47, i32 1
  %49 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %50 = insertelement <3 x i64> %48, i64 %49, i32 2
  %51 = extractelement <3 x i64> %50, i32 2
  %52 = select i1 true, i64 %51, i64 0
  %53 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %54 = insertelement <3 x i64> undef, i64 %53, i32 0
  %55 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %56 = insertelement <3 x i64> %54, i64 %55, i32 1
  %57 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %58 = insertelement <3 x i64> %56, i64 %57, i32 2
  %59 = extractelement <3 x i64> %58, i32 1
  %60 = select i1 true, i64 %59, i64 0
  %61 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %62 = insertelement <3 x i64> undef, i64 %61, i32 0
  %63 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %64 = insertelement <3 x i64> %62, i64 %63, i32 1
  %65 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %66 = insertelement <3 x i64> %64, i64 %65, i32 2
  %67 = extractelement <3 x i64> %66, i32 0
  %68 = select i1 true, i64 %67, i64 0
  %69 = add i64 %52, -1
  %70 = mul i64 %69, %9
  %71 = add i64 %70, %60
  %72 = mul i64 %71, %12
  %73 = getelementptr float, float addrspace(1)* %25, i64 %68
  %74 = getelementptr float, float addrspace(1)* %73, i64 %72
  %75 = load float, float addrspace(1)* %74, align 4
  %76 = add i64 %52, 1
  %77 = mul i64 %76, %9
  %78 = add i64 %77, %60
  %79 = mul i64 %78, %12
  %80 = getelementptr float, float addrspace(1)* %73, i64 %79
  %81 = load float, float addrspace(1)* %80, align 4
  %82 = fadd float %75, %81
  %83 = mul i64 %52, %9
  %84 = add i64 %83, %60
  %85 = add i64 %84, -1
  %86 = mul i64 %85, %12
  %87 = getelementptr float, float addrspace(1)* %73, i64 %86
  %88 = load float, float addrspace(1)* %87, align 4
  %89 = fadd float %82, %88
  %90 = add i64 %84, 1
  %91 = mul i64 %90, %12
  %92 = getelementptr float, float addrspace(1)* %73, i64 %91
  %93 = load float, float addrspace(1)* %92, align 4
  %94 = fadd float %89, %93
  %95 = mul i64 %84, %12
  %96 = getelementptr float, float addrspace(1)* %73, i64 -1
  %97 = getelementptr float, float addrspace(1)* %96, i64 %95
  %98 = load float, float addrspace(1)* %97, align 4
  %99 = fadd float %94, %98
  %100 = getelementptr float, float addrspace(1)* %73, i64 1
  %101 = getelementptr float, float addrspace(1)* %100, i64 %95
  %102 = load float, float addrspace(1)* %101, align 4
  %103 = fadd float %99, %102
  %104 = getelementptr float, float addrspace(1)* %73, i64 %95
  %105 = load float, float addrspace(1)* %104, align 4
  %106 = fdiv float %103, 1.200000e+01
  %107 = call spir_func float @_Z3madfff(float %105, float 5.000000e-01, float %106) #3
  %108 = mul i64 %52, %28
  %109 = add i64 %108, %60
  %110 = mul i64 %109, %31
  %111 = getelementptr float, float addrspace(1)* %44, i64 %68
  %112 = getelementptr float, float addrspace(1)* %111, i64 %110
  store float %107, float addrspace(1)* %112, align 4
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTS10GridEnergy(float addrspace(1)* align 4 %0, %"class.sycl::_V1::range.3"* byval(%"class.sycl::_V1::range.3") align 8 %1, %"class.sycl::_V1::id.5"* byval(%"class.sycl::_V1::id.5") align 8 %2, float addrspace(1)* readonly align 4 %3, %"class.sycl::_V1::range.3"* byval(%"class.sycl::_V1::range.3") align 8 %4, %"class.sycl::_V1::id.5"* byval(%"class.sycl::_V1::id.5") align 8 %5) #0 !kernel_arg_addr_space !22 !kernel_arg_access_qual !19 !kernel_arg_type !23 !kernel_arg_type_qual !21 !kernel_arg_base_type !23 {
  %7 = bitcast %"class.sycl::_V1::range.3"* %1 to i64*
  %8 = getelementptr inbounds i64, i64* %7, i64 1
  %9 = load i64, i64* %8, align 8
  %10 = bitcast %"class.sycl::_V1::range.3"* %1 to i64*
  %11 = getelementptr inbounds i64, i64* %10, i64 2
  %12 = load i64, i64* %11, align 8
  %13 = bitcast %"class.sycl::_V1::id.5"* %2 to i64*
  %14 = load i64, i64* %13, align 8
  %15 = bitcast %"class.sycl::_V1::id.5"* %2 to i64*
  %16 = getelementptr inbounds i64, i64* %15, i64 1
  %17 = load i64, i64* %16, align 8
  %18 = bitcast %"class.sycl::_V1::id.5"* %2 to i64*
  %19 = getelementptr inbounds i64, i64* %18, i64 2
  %20 = load i64, i64* %19, align 8
  %21 = mul i64 %14, %9
  %22 = add i64 %21, %17
  %23 = mul i64 %22, %12
  %24 = getelementptr float, float addrspace(1)* %0, i64 %20
  %25 = getelementptr float, float addrspace(1)* %24, i64 %23
  %26 = bitcast %"class.sycl::_V1::range.3"* %4 to i64*
  %27 = getelementptr inbounds i64, i64* %26, i64 1
  %28 = load i64, i64* %27, align 8
  %29 = bitcast %"class.sycl::_V1::range.3"* %4 to i64*
  %30 = getelementptr inbounds i64, i64* %29, i64 2
  %31 = load i64, i64* %30, align 8
  %32 = bitcast %"class.sycl::_V1::id.5"* %5 to i64*
  %33 = load i64, i64* %32, align 8
  %34 = bitcast %"class.sycl::_V1::id.5"* %5 to i64*
  %35 = getelementptr inbounds i64, i64* %34, i64 1
  %36 = load i64, i64* %35, align 8
  %37 = bitcast %"class.sycl::_V1::id.5"* %5 to i64*
  %38 = getelementptr inbounds i64, i64* %37, i64 2
  %39 = load i64, i64* %38, align 8
  %40 = mul i64 %33, %28
  %41 = add i64 %40, %36
  %42 = mul i64 %41, %31
  %43 = getelementptr float, float addrspace(1)* %3, i64 %39
  %44 = getelementptr float, float addrspace(1)* %43, i64 %42
  %45 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %46 = insertelement <3 x i64> undef, i64 %45, i32 0
  %47 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %48 = insertelement <3 x i64> %46, i64 %47, i32 1
  %49 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %50 = insertelement <3 x i64> %48, i64 %49, i32 2
  %51 = extractelement <3 x i64> %50, i32 2
  %52 = select i1 true, i64 %51, i64 0
  %53 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %54 = insertelement <3 x i64> undef, i64 %53, i32 0
  %55 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %56 = insertelement <3 x i64> %54, i64 %55, i32 1
  %57 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %58 = insertelement <3 x i64> %56, i64 %57, i32 2
  %59 = extractelement <3 x i64> %58, i32 1
  %60 = select i1 true, i64 %59, i64 0
  %61 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %62 = insertelement <3 x i64> undef, i64 %61, i32 0
  %63 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %64 = insertelement <3 x i64> %62, i64 %63, i32 1
  %65 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %66 = insertelement <3 x i64> %64, i64 %65, i32 2
  %67 = extractelement <3 x i64> %66, i32 0
  %68 = select i1 true, i64 %67, i64 0
  %69 = icmp ult i64 %52, 2147483648
  call void @llvm.assume(i1 %69)
  %70 = icmp ult i64 %60, 2147483648
  call void @llvm.assume(i1 %70)
  %71 = icmp ult i64 %68, 2147483648
  call void @llvm.assume(i1 %71)
  %72 = mul i64 %52, %28
  %73 = add i64 %72, %60
  %74 = mul i64 %73, %31
  %75 = getelementptr float, float addrspace(1)* %44, i64 %68
  %76 = getelementptr float, float addrspace(1)* %75, i64 %74
  %77 = load float, float addrspace(1)* %76, align 4
  %78 = mul i64 %52, %9
  %79 = add i64 %78, %60
  %80 = mul i64 %79, %12
  %81 = getelementptr float, float addrspace(1)* %25, i64 %68
  %82 = getelementptr float, float addrspace(1)* %81, i64 %80
  store float %77, float addrspace(1)* %82, align 4
  ret void
}

; Function Attrs: nounwind readnone willreturn
declare spir_func i64 @_Z13get_global_idj(i32) #2

; Function Attrs: nounwind readnone willreturn
declare spir_func i64 @_Z15get_global_sizej(i32) #2

; Function Attrs: nounwind readnone
declare spir_func float @_Z3madfff(float, float, float) #3

; Function Attrs: nounwind readnone
declare spir_func float @_Z4fmodff(float, float) #3

; Function Attrs: nounwind readnone willreturn
declare spir_func i64 @_Z17get_global_offsetj(i32) #2

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
!6 = !{i32 0, i32 1, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0}
!7 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!8 = !{!"class.sycl::_V1::range", !"struct Particle*", !"class.sycl::_V1::id", !"float", !"float", !"float", !"float", !"long", !"long"}
!9 = !{!"", !"", !"", !"", !"", !"", !"", !"", !""}
!10 = !{i32 1, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0}
!11 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!12 = !{!"struct Particle*", !"class.sycl::_V1::id", !"float", !"float", !"float", !"float", !"long", !"long"}
!13 = !{!"", !"", !"", !"", !"", !"", !"", !""}
!14 = !{i32 0, i32 0, i32 1, i32 0, i32 1, i32 0, i32 0}
!15 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!16 = !{!"class.sycl::_V1::range.3", !"long", !"struct Particle*", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::range.3", !"class.sycl::_V1::id.5"}
!17 = !{!"", !"", !"", !"", !"", !"", !""}
!18 = !{i32 0, i32 1, i32 0, i32 1, i32 0, i32 0}
!19 = !{!"none", !"none", !"none", !"none", !"none", !"none"}
!20 = !{!"long", !"struct Particle*", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::range.3", !"class.sycl::_V1::id.5"}
!21 = !{!"", !"", !"", !"", !"", !""}
!22 = !{i32 1, i32 0, i32 0, i32 1, i32 0, i32 0}
!23 = !{!"float*", !"class.sycl::_V1::range.3", !"class.sycl::_V1::id.5", !"float*", !"class.sycl::_V1::range.3", !"class.sycl::_V1::id.5"}
