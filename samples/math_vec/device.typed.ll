; ModuleID = 'device.bc'
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024"
target triple = "spir64-unknown-unknown"

%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [1 x i64] }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array" }

; Function Attrs: nounwind
define spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI4AxpyIdEEE(%"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %0, double addrspace(1)* align 8 %1, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %2, double %3, double addrspace(1)* readonly align 8 %4, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %5) #0 !kernel_arg_addr_space !7 !kernel_arg_access_qual !8 !kernel_arg_type !9 !kernel_arg_type_qual !10 !kernel_arg_base_type !9 {
  %7 = bitcast %"class.sycl::_V1::range"* %0 to i64*
  %8 = load i64, i64* %7, align 8
  %9 = bitcast %"class.sycl::_V1::id"* %2 to i64*
  %10 = load i64, i64* %9, align 8
  %11 = getelementptr inbounds double, double addrspace(1)* %1, i64 %10
  %12 = bitcast %"class.sycl::_V1::id"* %5 to i64*
  %13 = load i64, i64* %12, align 8
  %14 = getelementptr inbounds double, double addrspace(1)* %4, i64 %13
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
  %31 = icmp ult i64 %22, %8
  br i1 %31, label %32, label %43

32:                                               ; preds = %6
  br label %33

33:                                               ; preds = %33, %32
  %34 = phi i64 [ %40, %33 ], [ %22, %32 ]
  %35 = getelementptr inbounds double, double addrspace(1)* %14, i64 %34
  %36 = load double, double addrspace(1)* %35, align 8
  %37 = getelementptr inbounds double, double addrspace(1)* %11, i64 %34
  %38 = load double, double addrspace(1)* %37, align 8
  %39 = call spir_func double @_Z3madddd(double %3, double %36, double %38) #3
  store double %39, double addrspace(1)* %37, align 8
  %40 = add i64 %34, %30
  %41 = icmp ult i64 %40, %8
  br i1 %41, label %33, label %42

42:                                               ; preds = %33
  br label %43

43:                                               ; preds = %42, %6
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTS4AxpyIdE(double addrspace(1)* align 8 %0, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %1, double %2, double addrspace(1)* readonly align 8 %3, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %4) #0 !kernel_arg_addr_space !11 !kernel_arg_access_qual !12 !kernel_arg_type !13 !kernel_arg_type_qual !14 !kernel_arg_base_type !13 {
  %6 = bitcast %"class.sycl::_V1::id"* %1 to i64*
  %7 = load i64, i64* %6, align 8
  %8 = getelementptr inbounds double, double addrspace(1)* %0, i64 %7
  %9 = bitcast %"class.sycl::_V1::id"* %4 to i64*
  %10 = load i64, i64* %9, align 8
  %11 = getelementptr inbounds double, double addrspace(1)* %3, i64 %10
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
  %21 = getelementptr inbounds double, double addrspace(1)* %11, i64 %19
  %22 = load double, double addrspace(1)* %21, align 8
  %23 = getelementptr inbounds double, double addrspace(1)* %8, i64 %19
  %24 = load double, double addrspace(1)* %23, align 8
  %25 = call spir_func double @_Z3madddd(double %2, double %22, double %24) #3
  store double %25, double addrspace(1)* %23, align 8
  ret void
}

; Function Attrs: inaccessiblememonly nocallback nofree nosync nounwind willreturn
declare void @llvm.assume(i1 noundef) #1

; Function Attrs: nounwind readnone willreturn
declare spir_func i64 @_Z13get_global_idj(i32) #2

; Function Attrs: nounwind readnone willreturn
declare spir_func i64 @_Z15get_global_sizej(i32) #2

; Function Attrs: nounwind readnone
declare spir_func double @_Z3madddd(double, double, double) #3

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
!opencl.used.optional.core.features = !{!5}
!spirv.Generator = !{!6}

!0 = !{i32 2, i32 2}
!1 = !{i32 4, i32 100000}
!2 = !{i32 1, i32 2}
!3 = !{i32 1, i32 0}
!4 = !{}
!5 = !{!"cl_doubles"}
!6 = !{i16 6, i16 14}
!7 = !{i32 0, i32 1, i32 0, i32 0, i32 1, i32 0}
!8 = !{!"none", !"none", !"none", !"none", !"none", !"none"}
!9 = !{!"class.sycl::_V1::range", !"double*", !"class.sycl::_V1::id", !"double", !"double*", !"class.sycl::_V1::id"}
!10 = !{!"", !"", !"", !"", !"", !""}
!11 = !{i32 1, i32 0, i32 0, i32 1, i32 0}
!12 = !{!"none", !"none", !"none", !"none", !"none"}
!13 = !{!"double*", !"class.sycl::_V1::id", !"double", !"double*", !"class.sycl::_V1::id"}
!14 = !{!"", !"", !"", !"", !""}
