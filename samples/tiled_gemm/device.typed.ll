; ModuleID = 'device.bc'
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024"
target triple = "spir64-unknown-unknown"

%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [2 x i64] }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array" }

; Function Attrs: nounwind
define spir_kernel void @_ZTS9TiledGemm(float addrspace(1)* readonly align 4 %0, %"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %1, %"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %2, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %3, float addrspace(3)* align 4 %4, %"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %5, float addrspace(3)* align 4 %6, %"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %7, float addrspace(1)* readonly align 4 %8, %"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %9, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %10, float addrspace(1)* align 4 %11, %"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %12, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %13) #0 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_type_qual !9 !kernel_arg_base_type !8 {
  %15 = bitcast %"class.sycl::_V1::range"* %1 to i64*
  %16 = getelementptr inbounds i64, i64* %15, i64 1
  %17 = load i64, i64* %16, align 8
  %18 = bitcast %"class.sycl::_V1::range"* %9 to i64*
  %19 = getelementptr inbounds i64, i64* %18, i64 1
  %20 = load i64, i64* %19, align 8
  %21 = bitcast %"class.sycl::_V1::range"* %12 to i64*
  %22 = getelementptr inbounds i64, i64* %21, i64 1
  %23 = load i64, i64* %22, align 8
  %24 = bitcast %"class.sycl::_V1::id"* %13 to i64*
  %25 = load i64, i64* %24, align 8
  %26 = bitcast %"class.sycl::_V1::id"* %13 to i64*
  %27 = getelementptr inbounds i64, i64* %26, i64 1
  %28 = load i64, i64* %27, align 8
  %29 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %30 = insertelement <3 x i64> undef, i64 %29, i32 0
  %31 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %32 = insertelement <3 x i64> %30, i64 %31, i32 1
  %33 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %34 = insertelement <3 x i64> %32, i64 %33, i32 2
  %35 = extractelement <3 x i64> %34, i32 1
  %36 = select i1 true, i64 %35, i64 0
  %37 = icmp ult i64 %36, 2147483648
  call void @llvm.assume(i1 %37)
  %38 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %39 = insertelement <3 x i64> undef, i64 %38, i32 0
  %40 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %41 = insertelement <3 x i64> %39, i64 %40, i32 1
  %42 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %43 = insertelement <3 x i64> %41, i64 %42, i32 2
  %44 = extractelement <3 x i64> %43, i32 0
  %45 = select i1 true, i64 %44, i64 0
  %46 = icmp ult i64 %45, 2147483648
  call void @llvm.assume(i1 %46)
  %47 = call spir_func i64 @_Z12get_local_idj(i32 0) #2
  %48 = insertelement <3 x i64> undef, i64 %47, i32 0
  %49 = call spir_func i64 @_Z12get_local_idj(i32 1) #2
  %50 = insertelement <3 x i64> %48, i64 %49, i32 1
  %51 = call spir_func i64 @_Z12get_local_idj(i32 2) #2
  %52 = insertelement <3 x i64> %50, i64 %51, i32 2
  %53 = extractelement <3 x i64> %52, i32 1
  %54 = select i1 true, i64 %53, i64 0
  %55 = icmp ult i64 %54, 2147483648
  call void @llvm.assume(i1 %55)
  %56 = call spir_func i64 @_Z12get_local_idj(i32 0) #2
  %57 = insertelement <3 x i64> undef, i64 %56, i32 0
  %58 = call spir_func i64 @_Z12get_local_idj(i32 1) #2
  %59 = insertelement <3 x i64> %57, i64 %58, i32 1
  %60 = call spir_func i64 @_Z12get_local_idj(i32 2) #2
  %61 = insertelement <3 x i64> %59, i64 %60, i32 2
  %62 = extractelement <3 x i64> %61, i32 0
  %63 = select i1 true, i64 %62, i64 0
  %64 = icmp ult i64 %63, 2147483648
  call void @llvm.assume(i1 %64)
  %65 = icmp eq i64 %17, 0
  br i1 %65, label %207, label %66

66:                                               ; preds = %14
  %67 = bitcast %"class.sycl::_V1::range"* %7 to i64*
  %68 = getelementptr inbounds i64, i64* %67, i64 1
  %69 = load i64, i64* %68, align 8
  %70 = bitcast %"class.sycl::_V1::id"* %3 to i64*
  %71 = getelementptr inbounds i64, i64* %70, i64 1
  %72 = load i64, i64* %71, align 8
  %73 = getelementptr float, float addrspace(1)* %0, i64 %72
  %74 = bitcast %"class.sycl::_V1::id"* %3 to i64*
  %75 = load i64, i64* %74, align 8
  %76 = bitcast %"class.sycl::_V1::range"* %2 to i64*
  %77 = getelementptr inbounds i64, i64* %76, i64 1
  %78 = load i64, i64* %77, align 8
  %79 = mul i64 %75, %78
  %80 = getelementptr float, float addrspace(1)* %73, i64 %79
  %81 = getelementptr float, float addrspace(1)* %80, i64 %63
  %82 = bitcast %"class.sycl::_V1::id"* %10 to i64*
  %83 = getelementptr inbounds i64, i64* %82, i64 1
  %84 = load i64, i64* %83, align 8
  %85 = getelementptr float, float addrspace(1)* %8, i64 %84
  %86 = bitcast %"class.sycl::_V1::id"* %10 to i64*
  %87 = load i64, i64* %86, align 8
  %88 = mul i64 %87, %20
  %89 = getelementptr float, float addrspace(1)* %85, i64 %88
  %90 = bitcast %"class.sycl::_V1::range"* %5 to i64*
  %91 = getelementptr inbounds i64, i64* %90, i64 1
  %92 = load i64, i64* %91, align 8
  %93 = mul i64 %36, %78
  %94 = getelementptr float, float addrspace(1)* %81, i64 %93
  %95 = mul i64 %54, %92
  %96 = getelementptr float, float addrspace(3)* %4, i64 %63
  %97 = getelementptr float, float addrspace(3)* %96, i64 %95
  %98 = getelementptr float, float addrspace(1)* %89, i64 %45
  %99 = mul i64 %54, %69
  %100 = getelementptr float, float addrspace(3)* %6, i64 %63
  %101 = getelementptr float, float addrspace(3)* %100, i64 %99
  %102 = getelementptr float, float addrspace(3)* %4, i64 %95
  %103 = getelementptr float, float addrspace(3)* %102, i64 1
  %104 = getelementptr float, float addrspace(3)* %100, i64 %69
  %105 = getelementptr float, float addrspace(3)* %102, i64 2
  %106 = shl i64 %69, 1
  %107 = getelementptr float, float addrspace(3)* %100, i64 %106
  %108 = getelementptr float, float addrspace(3)* %102, i64 3
  %109 = mul i64 %69, 3
  %110 = getelementptr float, float addrspace(3)* %100, i64 %109
  %111 = getelementptr float, float addrspace(3)* %102, i64 4
  %112 = shl i64 %69, 2
  %113 = getelementptr float, float addrspace(3)* %100, i64 %112
  %114 = getelementptr float, float addrspace(3)* %102, i64 5
  %115 = mul i64 %69, 5
  %116 = getelementptr float, float addrspace(3)* %100, i64 %115
  %117 = getelementptr float, float addrspace(3)* %102, i64 6
  %118 = mul i64 %69, 6
  %119 = getelementptr float, float addrspace(3)* %100, i64 %118
  %120 = getelementptr float, float addrspace(3)* %102, i64 7
  %121 = mul i64 %69, 7
  %122 = getelementptr float, float addrspace(3)* %100, i64 %121
  %123 = getelementptr float, float addrspace(3)* %102, i64 8
  %124 = shl i64 %69, 3
  %125 = getelementptr float, float addrspace(3)* %100, i64 %124
  %126 = getelementptr float, float addrspace(3)* %102, i64 9
  %127 = mul i64 %69, 9
  %128 = getelementptr float, float addrspace(3)* %100, i64 %127
  %129 = getelementptr float, float addrspace(3)* %102, i64 10
  %130 = mul i64 %69, 10
  %131 = getelementptr float, float addrspace(3)* %100, i64 %130
  %132 = getelementptr float, float addrspace(3)* %102, i64 11
  %133 = mul i64 %69, 11
  %134 = getelementptr float, float addrspace(3)* %100, i64 %133
  %135 = getelementptr float, float addrspace(3)* %102, i64 12
  %136 = mul i64 %69, 12
  %137 = getelementptr float, float addrspace(3)* %100, i64 %136
  %138 = getelementptr float, float addrspace(3)* %102, i64 13
  %139 = mul i64 %69, 13
  %140 = getelementptr float, float addrspace(3)* %100, i64 %139
  %141 = getelementptr float, float addrspace(3)* %102, i64 14
  %142 = mul i64 %69, 14
  %143 = getelementptr float, float addrspace(3)* %100, i64 %142
  %144 = getelementptr float, float addrspace(3)* %102, i64 15
  %145 = mul i64 %69, 15
  %146 = getelementptr float, float addrspace(3)* %100, i64 %145
  br label %147

147:                                              ; preds = %147, %66
  %148 = phi i64 [ 0, %66 ], [ %204, %147 ]
  %149 = phi float [ 0.000000e+00, %66 ], [ %203, %147 ]
  %150 = getelementptr float, float addrspace(1)* %94, i64 %148
  %151 = load float, float addrspace(1)* %150, align 4
  store float %151, float addrspace(3)* %97, align 4
  %152 = add i64 %148, %54
  %153 = mul i64 %152, %20
  %154 = getelementptr float, float addrspace(1)* %98, i64 %153
  %155 = load float, float addrspace(1)* %154, align 4
  store float %155, float addrspace(3)* %101, align 4
  call spir_func void @_Z7barrierj(i32 1) #3
  %156 = load float, float addrspace(3)* %102, align 4
  %157 = load float, float addrspace(3)* %100, align 4
  %158 = call spir_func float @_Z3madfff(float %156, float %157, float %149) #4
  %159 = load float, float addrspace(3)* %103, align 4
  %160 = load float, float addrspace(3)* %104, align 4
  %161 = call spir_func float @_Z3madfff(float %159, float %160, float %158) #4
  %162 = load float, float addrspace(3)* %105, align 4
  %163 = load float, float addrspace(3)* %107, align 4
  %164 = call spir_func float @_Z3madfff(float %162, float %163, float %161) #4
  %165 = load float, float addrspace(3)* %108, align 4
  %166 = load float, float addrspace(3)* %110, align 4
  %167 = call spir_func float @_Z3madfff(float %165, float %166, float %164) #4
  %168 = load float, float addrspace(3)* %111, align 4
  %169 = load float, float addrspace(3)* %113, align 4
  %170 = call spir_func float @_Z3madfff(float %168, float %169, float %167) #4
  %171 = load float, float addrspace(3)* %114, align 4
  %172 = load float, float addrspace(3)* %116, align 4
  %173 = call spir_func float @_Z3madfff(float %171, float %172, float %170) #4
  %174 = load float, float addrspace(3)* %117, align 4
  %175 = load float, float addrspace(3)* %119, align 4
  %176 = call spir_func float @_Z3madfff(float %174, float %175, float %173) #4
  %177 = load float, float addrspace(3)* %120, align 4
  %178 = load float, float addrspace(3)* %122, align 4
  %179 = call spir_func float @_Z3madfff(float %177, float %178, float %176) #4
  %180 = load float, float addrspace(3)* %123, align 4
  %181 = load float, float addrspace(3)* %125, align 4
  %182 = call spir_func float @_Z3madfff(float %180, float %181, float %179) #4
  %183 = load float, float addrspace(3)* %126, align 4
  %184 = load float, float addrspace(3)* %128, align 4
  %185 = call spir_func float @_Z3madfff(float %183, float %184, float %182) #4
  %186 = load float, float addrspace(3)* %129, align 4
  %187 = load float, float addrspace(3)* %131, align 4
  %188 = call spir_func float @_Z3madfff(float %186, float %187, float %185) #4
  %189 = load float, float addrspace(3)* %132, align 4
  %190 = load float, float addrspace(3)* %134, align 4
  %191 = call spir_func float @_Z3madfff(float %189, float %190, float %188) #4
  %192 = load float, float addrspace(3)* %135, align 4
  %193 = load float, float addrspace(3)* %137, align 4
  %194 = call spir_func float @_Z3madfff(float %192, float %193, float %191) #4
  %195 = load float, float addrspace(3)* %138, align 4
  %196 = load float, float addrspace(3)* %140, align 4
  %197 = call spir_func float @_Z3madfff(float %195, float %196, float %194) #4
  %198 = load float, float addrspace(3)* %141, align 4
  %199 = load float, float addrspace(3)* %143, align 4
  %200 = call spir_func float @_Z3madfff(float %198, float %199, float %197) #4
  %201 = load float, float addrspace(3)* %144, align 4
  %202 = load float, float addrspace(3)* %146, align 4
  %203 = call spir_func float @_Z3madfff(float %201, float %202, float %200) #4
  call spir_func void @_Z7barrierj(i32 3) #3
  %204 = add i64 %148, 16
  %205 = icmp ult i64 %204, %17
  br i1 %205, label %147, label %206

206:                                              ; preds = %147
  br label %207

207:                                              ; preds = %206, %14
  %208 = phi float [ 0.000000e+00, %14 ], [ %203, %206 ]
  %209 = getelementptr float, float addrspace(1)* %11, i64 %28
  %210 = mul i64 %25, %23
  %211 = getelementptr float, float addrspace(1)* %209, i64 %210
  %212 = mul i64 %36, %23
  %213 = getelementptr float, float addrspace(1)* %211, i64 %45
  %214 = getelementptr float, float addrspace(1)* %213, i64 %212
  store float %208, float addrspace(1)* %214, align 4
  ret void
}

; Function Attrs: inaccessiblememonly nocallback nofree nosync nounwind willreturn
declare void @llvm.assume(i1 noundef) #1

; Function Attrs: nounwind
define spir_kernel void @_ZTS8BlockSum(float addrspace(3)* align 4 %0, float addrspace(1)* readonly align 4 %1, %"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %2, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %3, float addrspace(1)* align 4 %4, %"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %5, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %6) #0 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_type_qual !13 !kernel_arg_base_type !12 {
  %8 = bitcast %"class.sycl::_V1::range"* %2 to i64*
  %9 = getelementptr inbounds i64, i64* %8, i64 1
  %10 = load i64, i64* %9, align 8
  %11 = bitcast %"class.sycl::_V1::id"* %3 to i64*
  %12 = load i64, i64* %11, align 8
  %13 = bitcast %"class.sycl::_V1::id"* %3 to i64*
  %14 = getelementptr inbounds i64, i64* %13, i64 1
  %15 = load i64, i64* %14, align 8
  %16 = mul i64 %12, %10
  %17 = getelementptr float, float addrspace(1)* %1, i64 %15
  %18 = getelementptr float, float addrspace(1)* %17, i64 %16
  %19 = bitcast %"class.sycl::_V1::range"* %5 to i64*
  %20 = getelementptr inbounds i64, i64* %19, i64 1
  %21 = load i64, i64* %20, align 8
  %22 = bitcast %"class.sycl::_V1::id"* %6 to i64*
  %23 = load i64, i64* %22, align 8
  %24 = bitcast %"class.sycl::_V1::id"* %6 to i64*
  %25 = getelementptr inbounds i64, i64* %24, i64 1
  %26 = load i64, i64* %25, align 8
  %27 = call spir_func i64 @_Z12get_local_idj(i32 0) #2
  %28 = insertelement <3 x i64> undef, i64 %27, i32 0
  %29 = call spir_func i64 @_Z12get_local_idj(i32 1) #2
  %30 = insertelement <3 x i64> %28, i64 %29, i32 1
  %31 = call spir_func i64 @_Z12get_local_idj(i32 2) #2
  %32 = insertelement <3 x i64> %30, i64 %31, i32 2
  %33 = extractelement <3 x i64> %32, i32 1
  %34 = select i1 true, i64 %33, i64 0
  %35 = call spir_func i64 @_Z12get_local_idj(i32 0) #2
  %36 = insertelement <3 x i64> undef, i64 %35, i32 0
  %37 = call spir_func i64 @_Z12get_local_idj(i32 1) #2
  %38 = insertelement <3 x i64> %36, i64 %37, i32 1
  %39 = call spir_func i64 @_Z12get_local_idj(i32 2) #2
  %40 = insertelement <3 x i64> %38, i64 %39, i32 2
  %41 = extractelement <3 x i64> %40, i32 0
  %42 = select i1 true, i64 %41, i64 0
  %43 = call spir_func i64 @_Z14get_local_sizej(i32 0) #2
  %44 = insertelement <3 x i64> undef, i64 %43, i32 0
  %45 = call spir_func i64 @_Z14get_local_sizej(i32 1) #2
  %46 = insertelement <3 x i64> %44, i64 %45, i32 1
  %47 = call spir_func i64 @_Z14get_local_sizej(i32 2) #2
  %48 = insertelement <3 x i64> %46, i64 %47, i32 2
  %49 = extractelement <3 x i64> %48, i32 0
  %50 = select i1 true, i64 %49, i64 1
  %51 = mul i64 %50, %34
  %52 = add i64 %51, %42
  %53 = icmp ult i64 %52, 2147483648
  call void @llvm.assume(i1 %53)
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
  %70 = mul i64 %61, %10
  %71 = getelementptr float, float addrspace(1)* %18, i64 %69
  %72 = getelementptr float, float addrspace(1)* %71, i64 %70
  %73 = load float, float addrspace(1)* %72, align 4
  %74 = getelementptr inbounds float, float addrspace(3)* %0, i64 %52
  store float %73, float addrspace(3)* %74, align 4
  call spir_func void @_Z7barrierj(i32 3) #3
  %75 = icmp ult i64 %52, 128
  br i1 %75, label %76, label %81

76:                                               ; preds = %7
  %77 = getelementptr inbounds float, float addrspace(3)* %74, i64 128
  %78 = load float, float addrspace(3)* %77, align 4
  %79 = load float, float addrspace(3)* %74, align 4
  %80 = fadd float %78, %79
  store float %80, float addrspace(3)* %74, align 4
  br label %81

81:                                               ; preds = %76, %7
  call spir_func void @_Z7barrierj(i32 1) #3
  %82 = icmp ult i64 %52, 64
  br i1 %82, label %83, label %88

83:                                               ; preds = %81
  %84 = getelementptr inbounds float, float addrspace(3)* %74, i64 64
  %85 = load float, float addrspace(3)* %84, align 4
  %86 = load float, float addrspace(3)* %74, align 4
  %87 = fadd float %85, %86
  store float %87, float addrspace(3)* %74, align 4
  br label %88

88:                                               ; preds = %83, %81
  call spir_func void @_Z7barrierj(i32 1) #3
  %89 = icmp ult i64 %52, 32
  br i1 %89, label %90, label %95

90:                                               ; preds = %88
  %91 = getelementptr inbounds float, float addrspace(3)* %74, i64 32
  %92 = load float, float addrspace(3)* %91, align 4
  %93 = load float, float addrspace(3)* %74, align 4
  %94 = fadd float %92, %93
  store float %94, float addrspace(3)* %74, align 4
  br label %95

95:                                               ; preds = %90, %88
  call spir_func void @_Z7barrierj(i32 1) #3
  %96 = icmp ult i64 %52, 16
  br i1 %96, label %97, label %102

97:                                               ; preds = %95
  %98 = getelementptr inbounds float, float addrspace(3)* %74, i64 16
  %99 = load float, float addrspace(3)* %98, align 4
  %100 = load float, float addrspace(3)* %74, align 4
  %101 = fadd float %99, %100
  store float %101, float addrspace(3)* %74, align 4
  br label %102

102:                                              ; preds = %97, %95
  call spir_func void @_Z7barrierj(i32 1) #3
  %103 = icmp ult i64 %52, 8
  br i1 %103, label %104, label %109

104:                                              ; preds = %102
  %105 = getelementptr inbounds float, float addrspace(3)* %74, i64 8
  %106 = load float, float addrspace(3)* %105, align 4
  %107 = load float, float addrspace(3)* %74, align 4
  %108 = fadd float %106, %107
  store float %108, float addrspace(3)* %74, align 4
  br label %109

109:                                              ; preds = %104, %102
  call spir_func void @_Z7barrierj(i32 1) #3
  %110 = icmp ult i64 %52, 4
  br i1 %110, label %111, label %116

111:                                              ; preds = %109
  %112 = getelementptr inbounds float, float addrspace(3)* %74, i64 4
  %113 = load float, float addrspace(3)* %112, align 4
  %114 = load float, float addrspace(3)* %74, align 4
  %115 = fadd float %113, %114
  store float %115, float addrspace(3)* %74, align 4
  br label %116

116:                                              ; preds = %111, %109
  call spir_func void @_Z7barrierj(i32 1) #3
  %117 = icmp ult i64 %52, 2
  br i1 %117, label %118, label %123

118:                                              ; preds = %116
  %119 = getelementptr inbounds float, float addrspace(3)* %74, i64 2
  %120 = load float, float addrspace(3)* %119, align 4
  %121 = load float, float addrspace(3)* %74, align 4
  %122 = fadd float %120, %121
  store float %122, float addrspace(3)* %74, align 4
  br label %123

123:                                              ; preds = %118, %116
  call spir_func void @_Z7barrierj(i32 1) #3
  %124 = icmp eq i64 %52, 0
  br i1 %124, label %125, label %130

125:                                              ; preds = %123
  %126 = getelementptr inbounds float, float addrspace(3)* %74, i64 1
  %127 = load float, float addrspace(3)* %126, align 4
  %128 = load float, float addrspace(3)* %74, align 4
  %129 = fadd float %127, %128
  store float %129, float addrspace(3)* %74, align 4
  br label %130

130:                                              ; preds = %125, %123
  call spir_func void @_Z7barrierj(i32 3) #3
  br i1 %124, label %131, label %157

131:                                              ; preds = %130
  %132 = getelementptr float, float addrspace(1)* %4, i64 %26
  %133 = mul i64 %23, %21
  %134 = getelementptr float, float addrspace(1)* %132, i64 %133
  %135 = load float, float addrspace(3)* %0, align 4
  %136 = call spir_func i64 @_Z12get_group_idj(i32 0) #2
  %137 = insertelement <3 x i64> undef, i64 %136, i32 0
  %138 = call spir_func i64 @_Z12get_group_idj(i32 1) #2
  %139 = insertelement <3 x i64> %137, i64 %138, i32 1
  %140 = call spir_func i64 @_Z12get_group_idj(i32 2) #2
  %141 = insertelement <3 x i64> %139, i64 %140, i32 2
  %142 = extractelement <3 x i64> %141, i32 1
  %143 = select i1 true, i64 %142, i64 0
  %144 = icmp ult i64 %143, 2147483648
  call void @llvm.assume(i1 %144)
  %145 = call spir_func i64 @_Z12get_group_idj(i32 0) #2
  %146 = insertelement <3 x i64> undef, i64 %145, i32 0
  %147 = call spir_func i64 @_Z12get_group_idj(i32 1) #2
  %148 = insertelement <3 x i64> %146, i64 %147, i32 1
  %149 = call spir_func i64 @_Z12get_group_idj(i32 2) #2
  %150 = insertelement <3 x i64> %148, i64 %149, i32 2
  %151 = extractelement <3 x i64> %150, i32 0
  %152 = select i1 true, i64 %151, i64 0
  %153 = icmp ult i64 %152, 2147483648
  call void @llvm.assume(i1 %153)
  %154 = mul i64 %143, %21
  %155 = getelementptr float, float addrspace(1)* %134, i64 %152
  %156 = getelementptr float, float addrspace(1)* %155, i64 %154
  store float %135, float addrspace(1)* %156, align 4
  br label %157

157:                                              ; preds = %131, %130
  ret void
}

; Function Attrs: nounwind readnone willreturn
declare spir_func i64 @_Z13get_global_idj(i32) #2

; Function Attrs: nounwind readnone willreturn
declare spir_func i64 @_Z12get_local_idj(i32) #2

; Function Attrs: convergent nounwind
declare spir_func void @_Z7barrierj(i32) #3

; Function Attrs: nounwind readnone
declare spir_func float @_Z3madfff(float, float, float) #4

; Function Attrs: nounwind readnone willreturn
declare spir_func i64 @_Z14get_local_sizej(i32) #2

; Function Attrs: nounwind readnone willreturn
declare spir_func i64 @_Z12get_group_idj(i32) #2

attributes #0 = { nounwind }
attributes #1 = { inaccessiblememonly nocallback nofree nosync nounwind willreturn }
attributes #2 = { nounwind readnone willreturn }
attributes #3 = { convergent nounwind }
attributes #4 = { nounwind readnone }

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
!6 = !{i32 1, i32 0, i32 0, i32 0, i32 3, i32 0, i32 3, i32 0, i32 1, i32 0, i32 0, i32 1, i32 0, i32 0}
!7 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!8 = !{!"float*", !"class.sycl::_V1::range", !"class.sycl::_V1::range", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::range", !"float*", !"class.sycl::_V1::range", !"float*", !"class.sycl::_V1::range", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::range", !"class.sycl::_V1::id"}
!9 = !{!"", !"", !"", !"", !"", !"", !"", !"", !"", !"", !"", !"", !"", !""}
!10 = !{i32 3, i32 1, i32 0, i32 0, i32 1, i32 0, i32 0}
!11 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!12 = !{!"float*", !"float*", !"class.sycl::_V1::range", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::range", !"class.sycl::_V1::id"}
!13 = !{!"", !"", !"", !"", !"", !"", !""}
