; ModuleID = 'device.bc'
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024"
target triple = "spir64-unknown-unknown"

%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [2 x i64] }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array" }

; Function Attrs: nounwind
define spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI4GemmEE(%"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %0, float addrspace(1)* readonly align 4 %1, %"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %2, %"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %3, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %4, float addrspace(1)* readonly align 4 %5, %"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %6, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %7, float addrspace(1)* align 4 %8, %"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %9, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %10, float %11) #0 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_type_qual !9 !kernel_arg_base_type !8 {
  %13 = bitcast %"class.sycl::_V1::range"* %0 to i64*
  %14 = load i64, i64* %13, align 8
  %15 = bitcast %"class.sycl::_V1::range"* %0 to i64*
  %16 = getelementptr inbounds i64, i64* %15, i64 1
  %17 = load i64, i64* %16, align 8
  %18 = bitcast %"class.sycl::_V1::range"* %2 to i64*
  %19 = getelementptr inbounds i64, i64* %18, i64 1
  %20 = load i64, i64* %19, align 8
  %21 = bitcast %"class.sycl::_V1::range"* %3 to i64*
  %22 = getelementptr inbounds i64, i64* %21, i64 1
  %23 = load i64, i64* %22, align 8
  %24 = bitcast %"class.sycl::_V1::id"* %4 to i64*
  %25 = load i64, i64* %24, align 8
  %26 = bitcast %"class.sycl::_V1::id"* %4 to i64*
  %27 = getelementptr inbounds i64, i64* %26, i64 1
  %28 = load i64, i64* %27, align 8
  %29 = mul i64 %25, %23
  %30 = getelementptr float, float addrspace(1)* %1, i64 %28
  %31 = getelementptr float, float addrspace(1)* %30, i64 %29
  %32 = bitcast %"class.sycl::_V1::range"* %6 to i64*
  %33 = getelementptr inbounds i64, i64* %32, i64 1
  %34 = load i64, i64* %33, align 8
  %35 = bitcast %"class.sycl::_V1::id"* %7 to i64*
  %36 = load i64, i64* %35, align 8
  %37 = bitcast %"class.sycl::_V1::id"* %7 to i64*
  %38 = getelementptr inbounds i64, i64* %37, i64 1
  %39 = load i64, i64* %38, align 8
  %40 = mul i64 %36, %34
  %41 = getelementptr float, float addrspace(1)* %5, i64 %39
  %42 = getelementptr float, float addrspace(1)* %41, i64 %40
  %43 = bitcast %"class.sycl::_V1::range"* %9 to i64*
  %44 = getelementptr inbounds i64, i64* %43, i64 1
  %45 = load i64, i64* %44, align 8
  %46 = bitcast %"class.sycl::_V1::id"* %10 to i64*
  %47 = load i64, i64* %46, align 8
  %48 = bitcast %"class.sycl::_V1::id"* %10 to i64*
  %49 = getelementptr inbounds i64, i64* %48, i64 1
  %50 = load i64, i64* %49, align 8
  %51 = mul i64 %47, %45
  %52 = getelementptr float, float addrspace(1)* %8, i64 %50
  %53 = getelementptr float, float addrspace(1)* %52, i64 %51
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
  %86 = icmp uge i64 %61, %14
  %87 = icmp uge i64 %69, %17
  %88 = select i1 %87, i1 true, i1 %86
  br i1 %88, label %123, label %89

89:                                               ; preds = %12
  %90 = icmp eq i64 %20, 0
  br label %91

91:                                               ; preds = %119, %89
  %92 = phi i64 [ %120, %119 ], [ %69, %89 ]
  %93 = getelementptr float, float addrspace(1)* %53, i64 %92
  %94 = getelementptr float, float addrspace(1)* %42, i64 %92
  br label %95

95:                                               ; preds = %112, %91
  %96 = phi i64 [ %61, %91 ], [ %117, %112 ]
  br i1 %90, label %112, label %97

97:                                               ; preds = %95
  %98 = mul i64 %96, %23
  %99 = getelementptr float, float addrspace(1)* %31, i64 %98
  br label %100

100:                                              ; preds = %100, %97
  %101 = phi i64 [ 0, %97 ], [ %109, %100 ]
  %102 = phi float [ 0.000000e+00, %97 ], [ %108, %100 ]
  %103 = getelementptr float, float addrspace(1)* %99, i64 %101
  %104 = load float, float addrspace(1)* %103, align 4
  %105 = mul i64 %101, %34
  %106 = getelementptr float, float addrspace(1)* %94, i64 %105
  %107 = load float, float addrspace(1)* %106, align 4
  %108 = call spir_func float @_Z3madfff(float %104, float %107, float %102) #3
  %109 = add nuw i64 %101, 1
  %110 = icmp eq i64 %109, %20
  br i1 %110, label %111, label %100

111:                                              ; preds = %100
  br label %112

112:                                              ; preds = %111, %95
  %113 = phi float [ 0.000000e+00, %95 ], [ %108, %111 ]
  %114 = fmul float %11, %113
  %115 = mul i64 %96, %45
  %116 = getelementptr float, float addrspace(1)* %93, i64 %115
  store float %114, float addrspace(1)* %116, align 4
  %117 = add i64 %96, %77
  %118 = icmp ult i64 %117, %14
  br i1 %118, label %95, label %119

119:                                              ; preds = %112
  %120 = add i64 %92, %85
  %121 = icmp ult i64 %120, %17
  br i1 %121, label %91, label %122

122:                                              ; preds = %119
  br label %123

123:                                              ; preds = %122, %12
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTS4Gemm(float addrspace(1)* readonly align 4 %0, %"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %1, %"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %2, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %3, float addrspace(1)* readonly align 4 %4, %"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %5, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %6, float addrspace(1)* align 4 %7, %"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %8, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %9, float %10) #0 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_type_qual !13 !kernel_arg_base_type !12 {
  %12 = bitcast %"class.sycl::_V1::range"* %1 to i64*
  %13 = getelementptr inbounds i64, i64* %12, i64 1
  %14 = load i64, i64* %13, align 8
  %15 = bitcast %"class.sycl::_V1::range"* %5 to i64*
  %16 = getelementptr inbounds i64, i64* %15, i64 1
  %17 = load i64, i64* %16, align 8
  %18 = bitcast %"class.sycl::_V1::range"* %8 to i64*
  %19 = getelementptr inbounds i64, i64* %18, i64 1
  %20 = load i64, i64* %19, align 8
  %21 = bitcast %"class.sycl::_V1::id"* %9 to i64*
  %22 = load i64, i64* %21, align 8
  %23 = bitcast %"class.sycl::_V1::id"* %9 to i64*
  %24 = getelementptr inbounds i64, i64* %23, i64 1
  %25 = load i64, i64* %24, align 8
  %26 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %27 = insertelement <3 x i64> undef, i64 %26, i32 0
  %28 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %29 = insertelement <3 x i64> %27, i64 %28, i32 1
  %30 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %31 = insertelement <3 x i64> %29, i64 %30, i32 2
  %32 = extractelement <3 x i64> %31, i32 1
  %33 = select i1 true, i64 %32, i64 0
  %34 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %35 = insertelement <3 x i64> undef, i64 %34, i32 0
  %36 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %37 = insertelement <3 x i64> %35, i64 %36, i32 1
  %38 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %39 = insertelement <3 x i64> %37, i64 %38, i32 2
  %40 = extractelement <3 x i64> %39, i32 0
  %41 = select i1 true, i64 %40, i64 0
  %42 = icmp ult i64 %33, 2147483648
  call void @llvm.assume(i1 %42)
  %43 = icmp ult i64 %41, 2147483648
  call void @llvm.assume(i1 %43)
  %44 = icmp eq i64 %14, 0
  br i1 %44, label %80, label %45

45:                                               ; preds = %11
  %46 = bitcast %"class.sycl::_V1::id"* %6 to i64*
  %47 = getelementptr inbounds i64, i64* %46, i64 1
  %48 = load i64, i64* %47, align 8
  %49 = getelementptr float, float addrspace(1)* %4, i64 %48
  %50 = bitcast %"class.sycl::_V1::id"* %6 to i64*
  %51 = load i64, i64* %50, align 8
  %52 = mul i64 %51, %17
  %53 = getelementptr float, float addrspace(1)* %49, i64 %52
  %54 = bitcast %"class.sycl::_V1::id"* %3 to i64*
  %55 = getelementptr inbounds i64, i64* %54, i64 1
  %56 = load i64, i64* %55, align 8
  %57 = getelementptr float, float addrspace(1)* %0, i64 %56
  %58 = bitcast %"class.sycl::_V1::id"* %3 to i64*
  %59 = load i64, i64* %58, align 8
  %60 = bitcast %"class.sycl::_V1::range"* %2 to i64*
  %61 = getelementptr inbounds i64, i64* %60, i64 1
  %62 = load i64, i64* %61, align 8
  %63 = mul i64 %59, %62
  %64 = getelementptr float, float addrspace(1)* %57, i64 %63
  %65 = mul i64 %33, %62
  %66 = getelementptr float, float addrspace(1)* %64, i64 %65
  %67 = getelementptr float, float addrspace(1)* %53, i64 %41
  br label %68

68:                                               ; preds = %68, %45
  %69 = phi i64 [ 0, %45 ], [ %77, %68 ]
  %70 = phi float [ 0.000000e+00, %45 ], [ %76, %68 ]
  %71 = getelementptr float, float addrspace(1)* %66, i64 %69
  %72 = load float, float addrspace(1)* %71, align 4
  %73 = mul i64 %69, %17
  %74 = getelementptr float, float addrspace(1)* %67, i64 %73
  %75 = load float, float addrspace(1)* %74, align 4
  %76 = call spir_func float @_Z3madfff(float %72, float %75, float %70) #3
  %77 = add nuw i64 %69, 1
  %78 = icmp eq i64 %77, %14
  br i1 %78, label %79, label %68

79:                                               ; preds = %68
  br label %80

80:                                               ; preds = %79, %11
  %81 = phi float [ 0.000000e+00, %11 ], [ %76, %79 ]
  %82 = getelementptr float, float addrspace(1)* %7, i64 %25
  %83 = mul i64 %22, %20
  %84 = getelementptr float, float addrspace(1)* %82, i64 %83
  %85 = fmul float %10, %81
  %86 = mul i64 %33, %20
  %87 = getelementptr float, float addrspace(1)* %84, i64 %41
  %88 = getelementptr float, float addrspace(1)* %87, i64 %86
  store float %85, float addrspace(1)* %88, align 4
  ret void
}

; Function Attrs: inaccessiblememonly nocallback nofree nosync nounwind willreturn
declare void @llvm.assume(i1 noundef) #1

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
!6 = !{i32 0, i32 1, i32 0, i32 0, i32 0, i32 1, i32 0, i32 0, i32 1, i32 0, i32 0, i32 0}
!7 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!8 = !{!"class.sycl::_V1::range", !"float*", !"class.sycl::_V1::range", !"class.sycl::_V1::range", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::range", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::range", !"class.sycl::_V1::id", !"float"}
!9 = !{!"", !"", !"", !"", !"", !"", !"", !"", !"", !"", !"", !""}
!10 = !{i32 1, i32 0, i32 0, i32 0, i32 1, i32 0, i32 0, i32 1, i32 0, i32 0, i32 0}
!11 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!12 = !{!"float*", !"class.sycl::_V1::range", !"class.sycl::_V1::range", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::range", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::range", !"class.sycl::_V1::id", !"float"}
!13 = !{!"", !"", !"", !"", !"", !"", !"", !"", !"", !"", !""}
