; ModuleID = 'device.bc'
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024"
target triple = "spir64-unknown-unknown"

%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [1 x i64] }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array" }

; Function Attrs: nounwind
define spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI10InitKernelEE(%"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %0, float addrspace(1)* align 4 %1, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %2) #0 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_type_qual !9 !kernel_arg_base_type !8 {
  %4 = bitcast %"class.sycl::_V1::range"* %0 to i64*
  %5 = load i64, i64* %4, align 8
  %6 = bitcast %"class.sycl::_V1::id"* %2 to i64*
  %7 = load i64, i64* %6, align 8
  %8 = getelementptr inbounds float, float addrspace(1)* %1, i64 %7
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
  %25 = icmp ult i64 %16, %5
  br i1 %25, label %26, label %37

26:                                               ; preds = %3
  br label %27

27:                                               ; preds = %27, %26
  %28 = phi i64 [ %34, %27 ], [ %16, %26 ]
  %29 = mul nuw nsw i64 %28, 37
  %30 = urem i64 %29, 19
  %31 = add nsw i64 %30, -9
  %32 = sitofp i64 %31 to float
  %33 = getelementptr inbounds float, float addrspace(1)* %8, i64 %28
  store float %32, float addrspace(1)* %33, align 4
  %34 = add i64 %28, %24
  %35 = icmp ult i64 %34, %5
  br i1 %35, label %27, label %36

36:                                               ; preds = %27
  br label %37

37:                                               ; preds = %36, %3
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTS10InitKernel(float addrspace(1)* align 4 %0, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %1) #0 !kernel_arg_addr_space !3 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_type_qual !12 !kernel_arg_base_type !11 {
  %3 = bitcast %"class.sycl::_V1::id"* %1 to i64*
  %4 = load i64, i64* %3, align 8
  %5 = getelementptr inbounds float, float addrspace(1)* %0, i64 %4
  %6 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %7 = insertelement <3 x i64> undef, i64 %6, i32 0
  %8 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %9 = insertelement <3 x i64> %7, i64 %8, i32 1
  %10 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %11 = insertelement <3 x i64> %9, i64 %10, i32 2
  %12 = extractelement <3 x i64> %11, i32 0
  %13 = select i1 true, i64 %12, i64 0
  %14 = icmp ult i64 %13, 2147483648
  call void @llvm.assume(i1 %14)
  %15 = mul nuw nsw i64 %13, 37
  %16 = urem i64 %15, 19
  %17 = add nsw i64 %16, -9
  %18 = sitofp i64 %17 to float
  %19 = getelementptr inbounds float, float addrspace(1)* %5, i64 %13
  store float %18, float addrspace(1)* %19, align 4
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
!6 = !{i32 0, i32 1, i32 0}
!7 = !{!"none", !"none", !"none"}
!8 = !{!"class.sycl::_V1::range", !"float*", !"class.sycl::_V1::id"}
!9 = !{!"", !"", !""}
!10 = !{!"none", !"none"}
!11 = !{!"float*", !"class.sycl::_V1::id"}
!12 = !{!"", !""}
