; ModuleID = 'device.bc'
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024"
target triple = "spir64-unknown-unknown"

%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [2 x i64] }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::id.19" = type { %"class.sycl::_V1::detail::array.18" }
%"class.sycl::_V1::detail::array.18" = type { [1 x i64] }

; Function Attrs: nounwind
define spir_kernel void @_ZTS11TiledMatMul(i64 %0, i64 %1, float addrspace(3)* align 4 %2, %"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %3, float addrspace(1)* readonly align 4 %4, %"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %5, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %6, float addrspace(3)* align 4 %7, %"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %8, float addrspace(1)* readonly align 4 %9, %"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %10, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %11, float addrspace(1)* align 4 %12, %"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %13, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %14) #0 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_type_qual !9 !kernel_arg_base_type !8 {
  %16 = bitcast %"class.sycl::_V1::range"* %8 to i64*
  %17 = getelementptr inbounds i64, i64* %16, i64 1
  %18 = load i64, i64* %17, align 8
  %19 = bitcast %"class.sycl::_V1::range"* %10 to i64*
  %20 = getelementptr inbounds i64, i64* %19, i64 1
  %21 = load i64, i64* %20, align 8
  %22 = bitcast %"class.sycl::_V1::range"* %13 to i64*
  %23 = getelementptr inbounds i64, i64* %22, i64 1
  %24 = load i64, i64* %23, align 8
  %25 = bitcast %"class.sycl::_V1::id"* %14 to i64*
  %26 = load i64, i64* %25, align 8
  %27 = bitcast %"class.sycl::_V1::id"* %14 to i64*
  %28 = getelementptr inbounds i64, i64* %27, i64 1
  %29 = load i64, i64* %28, align 8
  %30 = mul i64 %26, %24
  %31 = getelementptr float, float addrspace(1)* %12, i64 %29
  %32 = getelementptr float, float addrspace(1)* %31, i64 %30
  %33 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %34 = insertelement <3 x i64> undef, i64 %33, i32 0
  %35 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %36 = insertelement <3 x i64> %34, i64 %35, i32 1
  %37 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %38 = insertelement <3 x i64> %36, i64 %37, i32 2
  %39 = extractelement <3 x i64> %38, i32 1
  %40 = select i1 true, i64 %39, i64 0
  %41 = icmp ult i64 %40, 2147483648
  call void @llvm.assume(i1 %41)
  %42 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %43 = insertelement <3 x i64> undef, i64 %42, i32 0
  %44 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %45 = insertelement <3 x i64> %43, i64 %44, i32 1
  %46 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %47 = insertelement <3 x i64> %45, i64 %46, i32 2
  %48 = extractelement <3 x i64> %47, i32 0
  %49 = select i1 true, i64 %48, i64 0
  %50 = icmp ult i64 %49, 2147483648
  call void @llvm.assume(i1 %50)
  %51 = call spir_func i64 @_Z12get_local_idj(i32 0) #2
  %52 = insertelement <3 x i64> undef, i64 %51, i32 0
  %53 = call spir_func i64 @_Z12get_local_idj(i32 1) #2
  %54 = insertelement <3 x i64> %52, i64 %53, i32 1
  %55 = call spir_func i64 @_Z12get_local_idj(i32 2) #2
  %56 = insertelement <3 x i64> %54, i64 %55, i32 2
  %57 = extractelement <3 x i64> %56, i32 1
  %58 = select i1 true, i64 %57, i64 0
  %59 = icmp ult i64 %58, 2147483648
  call void @llvm.assume(i1 %59)
  %60 = call spir_func i64 @_Z12get_local_idj(i32 0) #2
  %61 = insertelement <3 x i64> undef, i64 %60, i32 0
  %62 = call spir_func i64 @_Z12get_local_idj(i32 1) #2
  %63 = insertelement <3 x i64> %61, i64 %62, i32 1
  %64 = call spir_func i64 @_Z12get_local_idj(i32 2) #2
  %65 = insertelement <3 x i64> %63, i64 %64, i32 2
  %66 = extractelement <3 x i64> %65, i32 0
  %67 = select i1 true, i64 %66, i64 0
  %68 = icmp ult i64 %67, 2147483648
  call void @llvm.assume(i1 %68)
  %69 = icmp eq i64 %0, 0
  br i1 %69, label %121, label %70

70:                                               ; preds = %15
  %71 = bitcast %"class.sycl::_V1::id"* %11 to i64*
  %72 = getelementptr inbounds i64, i64* %71, i64 1
  %73 = load i64, i64* %72, align 8
  %74 = getelementptr float, float addrspace(1)* %9, i64 %73
  %75 = bitcast %"class.sycl::_V1::id"* %11 to i64*
  %76 = load i64, i64* %75, align 8
  %77 = mul i64 %76, %21
  %78 = getelementptr float, float addrspace(1)* %74, i64 %77
  %79 = bitcast %"class.sycl::_V1::id"* %6 to i64*
  %80 = getelementptr inbounds i64, i64* %79, i64 1
  %81 = load i64, i64* %80, align 8
  %82 = getelementptr float, float addrspace(1)* %4, i64 %81
  %83 = bitcast %"class.sycl::_V1::id"* %6 to i64*
  %84 = load i64, i64* %83, align 8
  %85 = bitcast %"class.sycl::_V1::range"* %5 to i64*
  %86 = getelementptr inbounds i64, i64* %85, i64 1
  %87 = load i64, i64* %86, align 8
  %88 = mul i64 %84, %87
  %89 = getelementptr float, float addrspace(1)* %82, i64 %88
  %90 = bitcast %"class.sycl::_V1::range"* %3 to i64*
  %91 = getelementptr inbounds i64, i64* %90, i64 1
  %92 = load i64, i64* %91, align 8
  %93 = icmp ult i64 %40, %0
  %94 = mul i64 %40, %87
  %95 = getelementptr float, float addrspace(1)* %89, i64 %94
  %96 = mul i64 %58, %92
  %97 = getelementptr float, float addrspace(3)* %2, i64 %67
  %98 = getelementptr float, float addrspace(3)* %97, i64 %96
  %99 = icmp ult i64 %49, %0
  %100 = getelementptr float, float addrspace(1)* %78, i64 %49
  %101 = mul i64 %58, %18
  %102 = getelementptr float, float addrspace(3)* %7, i64 %67
  %103 = getelementptr float, float addrspace(3)* %102, i64 %101
  %104 = getelementptr float, float addrspace(3)* %2, i64 %96
  %105 = icmp eq i64 %1, 0
  br label %106

106:                                              ; preds = %116, %70
  %107 = phi i64 [ 0, %70 ], [ %118, %116 ]
  %108 = phi float [ 0.000000e+00, %70 ], [ %117, %116 ]
  br i1 %93, label %126, label %109

109:                                              ; preds = %129, %126, %106
  %110 = phi float [ %131, %129 ], [ 0.000000e+00, %126 ], [ 0.000000e+00, %106 ]
  store float %110, float addrspace(3)* %98, align 4
  %111 = add i64 %107, %58
  %112 = icmp ult i64 %111, %0
  %113 = and i1 %112, %99
  br i1 %113, label %132, label %114

114:                                              ; preds = %132, %109
  %115 = phi float [ %135, %132 ], [ 0.000000e+00, %109 ]
  store float %115, float addrspace(3)* %103, align 4
  call spir_func void @_Z7barrierj(i32 1) #3
  br i1 %105, label %116, label %136

116:                                              ; preds = %148, %114
  %117 = phi float [ %108, %114 ], [ %145, %148 ]
  call spir_func void @_Z7barrierj(i32 3) #3
  %118 = add i64 %107, %1
  %119 = icmp ult i64 %118, %0
  br i1 %119, label %106, label %120

120:                                              ; preds = %116
  br label %121

121:                                              ; preds = %120, %15
  %122 = phi float [ 0.000000e+00, %15 ], [ %117, %120 ]
  %123 = icmp ult i64 %40, %0
  %124 = icmp ult i64 %49, %0
  %125 = and i1 %123, %124
  br i1 %125, label %149, label %153

126:                                              ; preds = %106
  %127 = add i64 %107, %67
  %128 = icmp ult i64 %127, %0
  br i1 %128, label %129, label %109

129:                                              ; preds = %126
  %130 = getelementptr float, float addrspace(1)* %95, i64 %127
  %131 = load float, float addrspace(1)* %130, align 4
  br label %109

132:                                              ; preds = %109
  %133 = mul i64 %111, %21
  %134 = getelementptr float, float addrspace(1)* %100, i64 %133
  %135 = load float, float addrspace(1)* %134, align 4
  br label %114

136:                                              ; preds = %114
  br label %137

137:                                              ; preds = %137, %136
  %138 = phi i64 [ %146, %137 ], [ 0, %136 ]
  %139 = phi float [ %145, %137 ], [ %108, %136 ]
  %140 = getelementptr float, float addrspace(3)* %104, i64 %138
  %141 = load float, float addrspace(3)* %140, align 4
  %142 = mul i64 %138, %18
  %143 = getelementptr float, float addrspace(3)* %102, i64 %142
  %144 = load float, float addrspace(3)* %143, align 4
  %145 = call spir_func float @_Z3madfff(float %141, float %144, float %139) #4
  %146 = add nuw i64 %138, 1
  %147 = icmp eq i64 %146, %1
  br i1 %147, label %148, label %137

148:                                              ; preds = %137
  br label %116

149:                                              ; preds = %121
  %150 = mul i64 %40, %24
  %151 = getelementptr float, float addrspace(1)* %32, i64 %49
  %152 = getelementptr float, float addrspace(1)* %151, i64 %150
  store float %122, float addrspace(1)* %152, align 4
  br label %153

153:                                              ; preds = %149, %121
  ret void
}

; Function Attrs: inaccessiblememonly nocallback nofree nosync nounwind willreturn
declare void @llvm.assume(i1 noundef) #1

; Function Attrs: nounwind
define spir_kernel void @_ZTS8GroupSum(i64 %0, float addrspace(3)* align 4 %1, float addrspace(1)* readonly align 4 %2, %"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %3, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %4, float addrspace(1)* align 4 %5, %"class.sycl::_V1::id.19"* byval(%"class.sycl::_V1::id.19") align 8 %6) #0 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_type_qual !13 !kernel_arg_base_type !12 {
  %8 = bitcast %"class.sycl::_V1::id.19"* %6 to i64*
  %9 = load i64, i64* %8, align 8
  %10 = getelementptr inbounds float, float addrspace(1)* %5, i64 %9
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
  %20 = call spir_func i64 @_Z12get_local_idj(i32 0) #2
  %21 = insertelement <3 x i64> undef, i64 %20, i32 0
  %22 = call spir_func i64 @_Z12get_local_idj(i32 1) #2
  %23 = insertelement <3 x i64> %21, i64 %22, i32 1
  %24 = call spir_func i64 @_Z12get_local_idj(i32 2) #2
  %25 = insertelement <3 x i64> %23, i64 %24, i32 2
  %26 = extractelement <3 x i64> %25, i32 0
  %27 = select i1 true, i64 %26, i64 0
  %28 = icmp ult i64 %27, 2147483648
  call void @llvm.assume(i1 %28)
  %29 = call spir_func i64 @_Z14get_local_sizej(i32 0) #2
  %30 = insertelement <3 x i64> undef, i64 %29, i32 0
  %31 = call spir_func i64 @_Z14get_local_sizej(i32 1) #2
  %32 = insertelement <3 x i64> %30, i64 %31, i32 1
  %33 = call spir_func i64 @_Z14get_local_sizej(i32 2) #2
  %34 = insertelement <3 x i64> %32, i64 %33, i32 2
  %35 = extractelement <3 x i64> %34, i32 0
  %36 = select i1 true, i64 %35, i64 1
  %37 = icmp ult i64 %36, 2147483648
  call void @llvm.assume(i1 %37)
  %38 = mul i64 %0, %0
  %39 = icmp ult i64 %18, %38
  br i1 %39, label %40, label %59

40:                                               ; preds = %7
  %41 = bitcast %"class.sycl::_V1::id"* %4 to i64*
  %42 = getelementptr inbounds i64, i64* %41, i64 1
  %43 = load i64, i64* %42, align 8
  %44 = getelementptr float, float addrspace(1)* %2, i64 %43
  %45 = bitcast %"class.sycl::_V1::range"* %3 to i64*
  %46 = getelementptr inbounds i64, i64* %45, i64 1
  %47 = load i64, i64* %46, align 8
  %48 = bitcast %"class.sycl::_V1::id"* %4 to i64*
  %49 = load i64, i64* %48, align 8
  %50 = mul i64 %49, %47
  %51 = getelementptr float, float addrspace(1)* %44, i64 %50
  %52 = udiv i64 %18, %0
  %53 = mul i64 %52, %0
  %54 = sub i64 %18, %53
  %55 = mul i64 %52, %47
  %56 = getelementptr float, float addrspace(1)* %51, i64 %54
  %57 = getelementptr float, float addrspace(1)* %56, i64 %55
  %58 = load float, float addrspace(1)* %57, align 4
  br label %59

59:                                               ; preds = %40, %7
  %60 = phi float [ %58, %40 ], [ 0.000000e+00, %7 ]
  %61 = getelementptr inbounds float, float addrspace(3)* %1, i64 %27
  store float %60, float addrspace(3)* %61, align 4
  call spir_func void @_Z7barrierj(i32 3) #3
  %62 = icmp ugt i64 %36, 1
  br i1 %62, label %63, label %73

63:                                               ; preds = %59
  br label %64

64:                                               ; preds = %70, %63
  %65 = phi i64 [ %66, %70 ], [ 1, %63 ]
  %66 = shl nuw nsw i64 %65, 1
  %67 = add nuw i64 %66, 2147483647
  %68 = and i64 %67, %27
  %69 = icmp eq i64 %68, 0
  br i1 %69, label %75, label %70

70:                                               ; preds = %78, %75, %64
  call spir_func void @_Z7barrierj(i32 1) #3
  %71 = icmp ult i64 %66, %36
  br i1 %71, label %64, label %72

72:                                               ; preds = %70
  br label %73

73:                                               ; preds = %72, %59
  %74 = icmp eq i64 %27, 0
  br i1 %74, label %83, label %95

75:                                               ; preds = %64
  %76 = add nuw nsw i64 %65, %27
  %77 = icmp ult i64 %76, %36
  br i1 %77, label %78, label %70

78:                                               ; preds = %75
  %79 = getelementptr inbounds float, float addrspace(3)* %1, i64 %76
  %80 = load float, float addrspace(3)* %79, align 4
  %81 = load float, float addrspace(3)* %61, align 4
  %82 = fadd float %80, %81
  store float %82, float addrspace(3)* %61, align 4
  br label %70

83:                                               ; preds = %73
  %84 = load float, float addrspace(3)* %1, align 4
  %85 = call spir_func i64 @_Z12get_group_idj(i32 0) #2
  %86 = insertelement <3 x i64> undef, i64 %85, i32 0
  %87 = call spir_func i64 @_Z12get_group_idj(i32 1) #2
  %88 = insertelement <3 x i64> %86, i64 %87, i32 1
  %89 = call spir_func i64 @_Z12get_group_idj(i32 2) #2
  %90 = insertelement <3 x i64> %88, i64 %89, i32 2
  %91 = extractelement <3 x i64> %90, i32 0
  %92 = select i1 true, i64 %91, i64 0
  %93 = icmp ult i64 %92, 2147483648
  call void @llvm.assume(i1 %93)
  %94 = getelementptr inbounds float, float addrspace(1)* %10, i64 %92
  store float %84, float addrspace(1)* %94, align 4
  br label %95

95:                                               ; preds = %83, %73
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTS11AddPartials(i64 %0, float addrspace(1)* readonly align 4 %1, %"class.sycl::_V1::id.19"* byval(%"class.sycl::_V1::id.19") align 8 %2, float addrspace(1)* align 4 %3, %"class.sycl::_V1::id.19"* byval(%"class.sycl::_V1::id.19") align 8 %4) #0 !kernel_arg_addr_space !14 !kernel_arg_access_qual !15 !kernel_arg_type !16 !kernel_arg_type_qual !17 !kernel_arg_base_type !16 {
  %6 = bitcast %"class.sycl::_V1::id.19"* %2 to i64*
  %7 = load i64, i64* %6, align 8
  %8 = getelementptr inbounds float, float addrspace(1)* %1, i64 %7
  %9 = bitcast %"class.sycl::_V1::id.19"* %4 to i64*
  %10 = load i64, i64* %9, align 8
  %11 = icmp eq i64 %0, 0
  br i1 %11, label %22, label %12

12:                                               ; preds = %5
  br label %13

13:                                               ; preds = %13, %12
  %14 = phi i64 [ %19, %13 ], [ 0, %12 ]
  %15 = phi float [ %18, %13 ], [ 0.000000e+00, %12 ]
  %16 = getelementptr inbounds float, float addrspace(1)* %8, i64 %14
  %17 = load float, float addrspace(1)* %16, align 4
  %18 = fadd float %15, %17
  %19 = add nuw i64 %14, 1
  %20 = icmp eq i64 %19, %0
  br i1 %20, label %21, label %13

21:                                               ; preds = %13
  br label %22

22:                                               ; preds = %21, %5
  %23 = phi float [ 0.000000e+00, %5 ], [ %18, %21 ]
  %24 = getelementptr inbounds float, float addrspace(1)* %3, i64 %10
  store float %23, float addrspace(1)* %24, align 4
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
!6 = !{i32 0, i32 0, i32 3, i32 0, i32 1, i32 0, i32 0, i32 3, i32 0, i32 1, i32 0, i32 0, i32 1, i32 0, i32 0}
!7 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!8 = !{!"long", !"long", !"float*", !"class.sycl::_V1::range", !"float*", !"class.sycl::_V1::range", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::range", !"float*", !"class.sycl::_V1::range", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::range", !"class.sycl::_V1::id"}
!9 = !{!"", !"", !"", !"", !"", !"", !"", !"", !"", !"", !"", !"", !"", !"", !""}
!10 = !{i32 0, i32 3, i32 1, i32 0, i32 0, i32 1, i32 0}
!11 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!12 = !{!"long", !"float*", !"float*", !"class.sycl::_V1::range", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::id.19"}
!13 = !{!"", !"", !"", !"", !"", !"", !""}
!14 = !{i32 0, i32 1, i32 0, i32 1, i32 0}
!15 = !{!"none", !"none", !"none", !"none", !"none"}
!16 = !{!"long", !"float*", !"class.sycl::_V1::id.19", !"float*", !"class.sycl::_V1::id.19"}
!17 = !{!"", !"", !"", !"", !""}
