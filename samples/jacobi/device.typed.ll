; ModuleID = 'device.bc'
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024"
target triple = "spir64-unknown-unknown"

%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [2 x i64] }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array" }

; Function Attrs: nounwind
define spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI10JacobiStepEE(%"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %0, float addrspace(1)* align 4 %1, %"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %2, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %3, float addrspace(1)* readonly align 4 %4, %"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %5, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %6, float %7) #0 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_type_qual !9 !kernel_arg_base_type !8 {
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
  %23 = getelementptr float, float addrspace(1)* %1, i64 %21
  %24 = getelementptr float, float addrspace(1)* %23, i64 %22
  %25 = bitcast %"class.sycl::_V1::range"* %5 to i64*
  %26 = getelementptr inbounds i64, i64* %25, i64 1
  %27 = load i64, i64* %26, align 8
  %28 = bitcast %"class.sycl::_V1::id"* %6 to i64*
  %29 = load i64, i64* %28, align 8
  %30 = bitcast %"class.sycl::_V1::id"* %6 to i64*
  %31 = getelementptr inbounds i64, i64* %30, i64 1
  %32 = load i64, i64* %31, align 8
  %33 = mul i64 %29, %27
  %34 = getelementptr float, float addrspace(1)* %4, i64 %32
  %35 = getelementptr float, float addrspace(1)* %34, i64 %33
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
  br i1 %70, label %71, label %119

71:                                               ; preds = %8
  br label %72

72:                                               ; preds = %115, %71
  %73 = phi i64 [ %116, %115 ], [ %51, %71 ]
  %74 = icmp eq i64 %73, 0
  %75 = icmp eq i64 %73, 63
  %76 = getelementptr float, float addrspace(1)* %24, i64 %73
  %77 = getelementptr float, float addrspace(1)* %35, i64 %73
  %78 = getelementptr float, float addrspace(1)* %77, i64 -1
  %79 = getelementptr float, float addrspace(1)* %77, i64 1
  br label %80

80:                                               ; preds = %109, %72
  %81 = phi i64 [ %43, %72 ], [ %113, %109 ]
  %82 = icmp eq i64 %81, 0
  %83 = or i1 %82, %74
  %84 = icmp eq i64 %81, 63
  %85 = or i1 %83, %84
  %86 = or i1 %85, %75
  br i1 %86, label %87, label %91

87:                                               ; preds = %80
  %88 = mul i64 %81, %27
  %89 = getelementptr float, float addrspace(1)* %77, i64 %88
  %90 = load float, float addrspace(1)* %89, align 4
  br label %109

91:                                               ; preds = %80
  %92 = add nsw i64 %81, -1
  %93 = mul i64 %92, %27
  %94 = getelementptr float, float addrspace(1)* %77, i64 %93
  %95 = load float, float addrspace(1)* %94, align 4
  %96 = add nuw nsw i64 %81, 1
  %97 = mul i64 %96, %27
  %98 = getelementptr float, float addrspace(1)* %77, i64 %97
  %99 = load float, float addrspace(1)* %98, align 4
  %100 = fadd float %95, %99
  %101 = mul i64 %81, %27
  %102 = getelementptr float, float addrspace(1)* %78, i64 %101
  %103 = load float, float addrspace(1)* %102, align 4
  %104 = fadd float %100, %103
  %105 = getelementptr float, float addrspace(1)* %79, i64 %101
  %106 = load float, float addrspace(1)* %105, align 4
  %107 = fadd float %104, %106
  %108 = fmul float %7, %107
  br label %109

109:                                              ; preds = %91, %87
  %110 = phi float [ %90, %87 ], [ %108, %91 ]
  %111 = mul i64 %81, %16
  %112 = getelementptr float, float addrspace(1)* %76, i64 %111
  store float %110, float addrspace(1)* %112, align 4
  %113 = add i64 %81, %59
  %114 = icmp ult i64 %113, %10
  br i1 %114, label %80, label %115

115:                                              ; preds = %109
  %116 = add i64 %73, %67
  %117 = icmp ult i64 %116, %13
  br i1 %117, label %72, label %118

118:                                              ; preds = %115
  br label %119

119:                                              ; preds = %118, %8
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTS10JacobiStep(float addrspace(1)* align 4 %0, %"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %1, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %2, float addrspace(1)* readonly align 4 %3, %"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %4, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %5, float %6) #0 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_type_qual !13 !kernel_arg_base_type !12 {
  %8 = bitcast %"class.sycl::_V1::range"* %1 to i64*
  %9 = getelementptr inbounds i64, i64* %8, i64 1
  %10 = load i64, i64* %9, align 8
  %11 = bitcast %"class.sycl::_V1::id"* %2 to i64*
  %12 = load i64, i64* %11, align 8
  %13 = bitcast %"class.sycl::_V1::id"* %2 to i64*
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
  %27 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %28 = insertelement <3 x i64> undef, i64 %27, i32 0
  %29 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %30 = insertelement <3 x i64> %28, i64 %29, i32 1
  %31 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %32 = insertelement <3 x i64> %30, i64 %31, i32 2
  %33 = extractelement <3 x i64> %32, i32 1
  %34 = select i1 true, i64 %33, i64 0
  %35 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %36 = insertelement <3 x i64> undef, i64 %35, i32 0
  %37 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %38 = insertelement <3 x i64> %36, i64 %37, i32 1
  %39 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %40 = insertelement <3 x i64> %38, i64 %39, i32 2
  %41 = extractelement <3 x i64> %40, i32 0
  %42 = select i1 true, i64 %41, i64 0
  %43 = icmp ult i64 %34, 2147483648
  call void @llvm.assume(i1 %43)
  %44 = icmp ult i64 %42, 2147483648
  call void @llvm.assume(i1 %44)
  %45 = icmp eq i64 %34, 0
  %46 = icmp eq i64 %42, 0
  %47 = or i1 %45, %46
  %48 = icmp eq i64 %34, 63
  %49 = or i1 %47, %48
  %50 = icmp eq i64 %42, 63
  %51 = or i1 %49, %50
  br i1 %51, label %52, label %57

52:                                               ; preds = %7
  %53 = mul i64 %34, %18
  %54 = getelementptr float, float addrspace(1)* %26, i64 %42
  %55 = getelementptr float, float addrspace(1)* %54, i64 %53
  %56 = load float, float addrspace(1)* %55, align 4
  br label %78

57:                                               ; preds = %7
  %58 = add nsw i64 %34, -1
  %59 = mul i64 %58, %18
  %60 = getelementptr float, float addrspace(1)* %26, i64 %42
  %61 = getelementptr float, float addrspace(1)* %60, i64 %59
  %62 = load float, float addrspace(1)* %61, align 4
  %63 = add nuw nsw i64 %34, 1
  %64 = mul i64 %63, %18
  %65 = getelementptr float, float addrspace(1)* %60, i64 %64
  %66 = load float, float addrspace(1)* %65, align 4
  %67 = fadd float %62, %66
  %68 = mul i64 %34, %18
  %69 = getelementptr float, float addrspace(1)* %60, i64 -1
  %70 = getelementptr float, float addrspace(1)* %69, i64 %68
  %71 = load float, float addrspace(1)* %70, align 4
  %72 = fadd float %67, %71
  %73 = getelementptr float, float addrspace(1)* %60, i64 1
  %74 = getelementptr float, float addrspace(1)* %73, i64 %68
  %75 = load float, float addrspace(1)* %74, align 4
  %76 = fadd float %72, %75
  %77 = fmul float %6, %76
  br label %78

78:                                               ; preds = %57, %52
  %79 = phi float [ %56, %52 ], [ %77, %57 ]
  %80 = getelementptr float, float addrspace(1)* %0, i64 %15
  %81 = mul i64 %12, %10
  %82 = getelementptr float, float addrspace(1)* %80, i64 %81
  %83 = mul i64 %34, %10
  %84 = getelementptr float, float addrspace(1)* %82, i64 %42
  %85 = getelementptr float, float addrspace(1)* %84, i64 %83
  store float %79, float addrspace(1)* %85, align 4
  ret void
}

; Function Attrs: inaccessiblememonly nocallback nofree nosync nounwind willreturn
declare void @llvm.assume(i1 noundef) #1

; Function Attrs: nounwind readnone willreturn
declare spir_func i64 @_Z13get_global_idj(i32) #2

; Function Attrs: nounwind readnone willreturn
declare spir_func i64 @_Z15get_global_sizej(i32) #2

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
!6 = !{i32 0, i32 1, i32 0, i32 0, i32 1, i32 0, i32 0, i32 0}
!7 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!8 = !{!"class.sycl::_V1::range", !"float*", !"class.sycl::_V1::range", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::range", !"class.sycl::_V1::id", !"float"}
!9 = !{!"", !"", !"", !"", !"", !"", !"", !""}
!10 = !{i32 1, i32 0, i32 0, i32 1, i32 0, i32 0, i32 0}
!11 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!12 = !{!"float*", !"class.sycl::_V1::range", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::range", !"class.sycl::_V1::id", !"float"}
!13 = !{!"", !"", !"", !"", !"", !"", !""}
