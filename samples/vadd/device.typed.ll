; ModuleID = 'device.bc'
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024"
target triple = "spir64-unknown-unknown"

%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [1 x i64] }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array" }

; Function Attrs: nounwind
define spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI4VAddEE(%"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %0, float addrspace(1)* align 4 %1, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %2, float addrspace(1)* readonly align 4 %3, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %4, float addrspace(1)* readonly align 4 %5, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %6) #0 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_type_qual !9 !kernel_arg_base_type !8 {
  %8 = bitcast %"class.sycl::_V1::range"* %0 to i64*
  %9 = load i64, i64* %8, align 8
  %10 = bitcast %"class.sycl::_V1::id"* %2 to i64*
  %11 = load i64, i64* %10, align 8
  %12 = getelementptr inbounds float, float addrspace(1)* %1, i64 %11
  %13 = bitcast %"class.sycl::_V1::id"* %4 to i64*
  %14 = load i64, i64* %13, align 8
  %15 = getelementptr inbounds float, float addrspace(1)* %3, i64 %14
  %16 = bitcast %"class.sycl::_V1::id"* %6 to i64*
  %17 = load i64, i64* %16, align 8
  %18 = getelementptr inbounds float, float addrspace(1)* %5, i64 %17
  %19 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %20 = insertelement <3 x i64> undef, i64 %19, i32 0
  %21 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %22 = insertelement <3 x i64> %20, i64 %21, i32 1
  %23 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %24 = insertelement <3 x i64> %22, i64 %23, i32 2
  %25 = extractelement <3 x i64> %24, i32 0
  %26 = select i1 true, i64 %25, i64 0
  %27 = call spir_func i64 @_Z15get_global_sizej(i32 0) #2
  %28 = insertelement <3 x i64> undef, i64 %27, i32 0
  %29 = call spir_func i64 @_Z15get_global_sizej(i32 1) #2
  %30 = insertelement <3 x i64> %28, i64 %29, i32 1
  %31 = call spir_func i64 @_Z15get_global_sizej(i32 2) #2
  %32 = insertelement <3 x i64> %30, i64 %31, i32 2
  %33 = extractelement <3 x i64> %32, i32 0
  %34 = select i1 true, i64 %33, i64 1
  %35 = icmp ult i64 %26, %9
  br i1 %35, label %36, label %48

36:                                               ; preds = %7
  br label %37

37:                                               ; preds = %37, %36
  %38 = phi i64 [ %45, %37 ], [ %26, %36 ]
  %39 = getelementptr inbounds float, float addrspace(1)* %15, i64 %38
  %40 = load float, float addrspace(1)* %39, align 4
  %41 = getelementptr inbounds float, float addrspace(1)* %18, i64 %38
  %42 = load float, float addrspace(1)* %41, align 4
  %43 = fadd float %40, %42
  %44 = getelementptr inbounds float, float addrspace(1)* %12, i64 %38
  store float %43, float addrspace(1)* %44, align 4
  %45 = add i64 %38, %34
  %46 = icmp ult i64 %45, %9
  br i1 %46, label %37, label %47

47:                                               ; preds = %37
  br label %48

48:                                               ; preds = %47, %7
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTS4VAdd(float addrspace(1)* align 4 %0, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %1, float addrspace(1)* readonly align 4 %2, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %3, float addrspace(1)* readonly align 4 %4, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %5) #0 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_type_qual !13 !kernel_arg_base_type !12 {
  %7 = bitcast %"class.sycl::_V1::id"* %1 to i64*
  %8 = load i64, i64* %7, align 8
  %9 = getelementptr inbounds float, float addrspace(1)* %0, i64 %8
  %10 = bitcast %"class.sycl::_V1::id"* %3 to i64*
  %11 = load i64, i64* %10, align 8
  %12 = getelementptr inbounds float, float addrspace(1)* %2, i64 %11
  %13 = bitcast %"class.sycl::_V1::id"* %5 to i64*
  %14 = load i64, i64* %13, align 8
  %15 = getelementptr inbounds float, float addrspace(1)* %4, i64 %14
  %16 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %17 = insertelement <3 x i64> undef, i64 %16, i32 0
  %18 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %19 = insertelement <3 x i64> %17, i64 %18, i32 1
  %20 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %21 = insertelement <3 x i64> %19, i64 %20, i32 2
  %22 = extractelement <3 x i64> %21, i32 0
  %23 = select i1 true, i64 %22, i64 0
  %24 = icmp ult i64 %23, 2147483648
  call void @llvm.assume(i1 %24)
  %25 = getelementptr inbounds float, float addrspace(1)* %12, i64 %23
  %26 = load float, float addrspace(1)* %25, align 4
  %27 = getelementptr inbounds float, float addrspace(1)* %15, i64 %23
  %28 = load float, float addrspace(1)* %27, align 4
  %29 = fadd float %26, %28
  %30 = getelementptr inbounds float, float addrspace(1)* %9, i64 %23
  store float %29, float addrspace(1)* %30, align 4
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
!6 = !{i32 0, i32 1, i32 0, i32 1, i32 0, i32 1, i32 0}
!7 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!8 = !{!"class.sycl::_V1::range", !"float*", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::id"}
!9 = !{!"", !"", !"", !"", !"", !"", !""}
!10 = !{i32 1, i32 0, i32 1, i32 0, i32 1, i32 0}
!11 = !{!"none", !"none", !"none", !"none", !"none", !"none"}
!12 = !{!"float*", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::id"}
!13 = !{!"", !"", !"", !"", !"", !""}
