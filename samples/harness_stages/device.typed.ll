; ModuleID = 'device.bc'
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024"
target triple = "spir64-unknown-unknown"

%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [1 x i64] }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array" }

; Function Attrs: nounwind
define spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI5ScaleEE(%"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %0, float addrspace(1)* align 4 %1, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %2, float addrspace(1)* readonly align 4 %3, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %4) #0 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_type_qual !9 !kernel_arg_base_type !8 {
  %6 = bitcast %"class.sycl::_V1::range"* %0 to i64*
  %7 = load i64, i64* %6, align 8
  %8 = bitcast %"class.sycl::_V1::id"* %2 to i64*
  %9 = load i64, i64* %8, align 8
  %10 = getelementptr inbounds float, float addrspace(1)* %1, i64 %9
  %11 = bitcast %"class.sycl::_V1::id"* %4 to i64*
  %12 = load i64, i64* %11, align 8
  %13 = getelementptr inbounds float, float addrspace(1)* %3, i64 %12
  %14 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %15 = insertelement <3 x i64> undef, i64 %14, i32 0
  %16 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %17 = insertelement <3 x i64> %15, i64 %16, i32 1
  %18 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %19 = insertelement <3 x i64> %17, i64 %18, i32 2
  %20 = extractelement <3 x i64> %19, i32 0
  %21 = select i1 true, i64 %20, i64 0
  %22 = call spir_func i64 @_Z15get_global_sizej(i32 0) #2
  %23 = insertelement <3 x i64> undef, i64 %22, i32 0
  %24 = call spir_func i64 @_Z15get_global_sizej(i32 1) #2
  %25 = insertelement <3 x i64> %23, i64 %24, i32 1
  %26 = call spir_func i64 @_Z15get_global_sizej(i32 2) #2
  %27 = insertelement <3 x i64> %25, i64 %26, i32 2
  %28 = extractelement <3 x i64> %27, i32 0
  %29 = select i1 true, i64 %28, i64 1
  %30 = icmp ult i64 %21, %7
  br i1 %30, label %31, label %41

31:                                               ; preds = %5
  br label %32

32:                                               ; preds = %32, %31
  %33 = phi i64 [ %38, %32 ], [ %21, %31 ]
  %34 = getelementptr inbounds float, float addrspace(1)* %13, i64 %33
  %35 = load float, float addrspace(1)* %34, align 4
  %36 = fmul float %35, 5.000000e-01
  %37 = getelementptr inbounds float, float addrspace(1)* %10, i64 %33
  store float %36, float addrspace(1)* %37, align 4
  %38 = add i64 %33, %29
  %39 = icmp ult i64 %38, %7
  br i1 %39, label %32, label %40

40:                                               ; preds = %32
  br label %41

41:                                               ; preds = %40, %5
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTS5Scale(float addrspace(1)* align 4 %0, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %1, float addrspace(1)* readonly align 4 %2, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %3) #0 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_type_qual !13 !kernel_arg_base_type !12 {
  %5 = bitcast %"class.sycl::_V1::id"* %1 to i64*
  %6 = load i64, i64* %5, align 8
  %7 = getelementptr inbounds float, float addrspace(1)* %0, i64 %6
  %8 = bitcast %"class.sycl::_V1::id"* %3 to i64*
  %9 = load i64, i64* %8, align 8
  %10 = getelementptr inbounds float, float addrspace(1)* %2, i64 %9
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
  %20 = getelementptr inbounds float, float addrspace(1)* %10, i64 %18
  %21 = load float, float addrspace(1)* %20, align 4
  %22 = fmul float %21, 5.000000e-01
  %23 = getelementptr inbounds float, float addrspace(1)* %7, i64 %18
  store float %22, float addrspace(1)* %23, align 4
  ret void
}

; Function Attrs: inaccessiblememonly nocallback nofree nosync nounwind willreturn
declare void @llvm.assume(i1 noundef) #1

; Function Attrs: nounwind
define spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI5ShiftEE(%"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %0, float addrspace(1)* align 4 %1, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %2, float addrspace(1)* readonly align 4 %3, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %4) #0 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_type_qual !9 !kernel_arg_base_type !8 {
  %6 = bitcast %"class.sycl::_V1::range"* %0 to i64*
  %7 = load i64, i64* %6, align 8
  %8 = bitcast %"class.sycl::_V1::id"* %2 to i64*
  %9 = load i64, i64* %8, align 8
  %10 = getelementptr inbounds float, float addrspace(1)* %1, i64 %9
  %11 = bitcast %"class.sycl::_V1::id"* %4 to i64*
  %12 = load i64, i64* %11, align 8
  %13 = getelementptr inbounds float, float addrspace(1)* %3, i64 %12
  %14 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %15 = insertelement <3 x i64> undef, i64 %14, i32 0
  %16 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %17 = insertelement <3 x i64> %15, i64 %16, i32 1
  %18 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %19 = insertelement <3 x i64> %17, i64 %18, i32 2
  %20 = extractelement <3 x i64> %19, i32 0
  %21 = select i1 true, i64 %20, i64 0
  %22 = call spir_func i64 @_Z15get_global_sizej(i32 0) #2
  %23 = insertelement <3 x i64> undef, i64 %22, i32 0
  %24 = call spir_func i64 @_Z15get_global_sizej(i32 1) #2
  %25 = insertelement <3 x i64> %23, i64 %24, i32 1
  %26 = call spir_func i64 @_Z15get_global_sizej(i32 2) #2
  %27 = insertelement <3 x i64> %25, i64 %26, i32 2
  %28 = extractelement <3 x i64> %27, i32 0
  %29 = select i1 true, i64 %28, i64 1
  %30 = icmp ult i64 %21, %7
  br i1 %30, label %31, label %41

31:                                               ; preds = %5
  br label %32

32:                                               ; preds = %32, %31
  %33 = phi i64 [ %38, %32 ], [ %21, %31 ]
  %34 = getelementptr inbounds float, float addrspace(1)* %13, i64 %33
  %35 = load float, float addrspace(1)* %34, align 4
  %36 = fadd float %35, 1.000000e+00
  %37 = getelementptr inbounds float, float addrspace(1)* %10, i64 %33
  store float %36, float addrspace(1)* %37, align 4
  %38 = add i64 %33, %29
  %39 = icmp ult i64 %38, %7
  br i1 %39, label %32, label %40

40:                                               ; preds = %32
  br label %41

41:                                               ; preds = %40, %5
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTS5Shift(float addrspace(1)* align 4 %0, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %1, float addrspace(1)* readonly align 4 %2, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %3) #0 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_type_qual !13 !kernel_arg_base_type !12 {
  %5 = bitcast %"class.sycl::_V1::id"* %1 to i64*
  %6 = load i64, i64* %5, align 8
  %7 = getelementptr inbounds float, float addrspace(1)* %0, i64 %6
  %8 = bitcast %"class.sycl::_V1::id"* %3 to i64*
  %9 = load i64, i64* %8, align 8
  %10 = getelementptr inbounds float, float addrspace(1)* %2, i64 %9
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
  %20 = getelementptr inbounds float, float addrspace(1)* %10, i64 %18
  %21 = load float, float addrspace(1)* %20, align 4
  %22 = fadd float %21, 1.000000e+00
  %23 = getelementptr inbounds float, float addrspace(1)* %7, i64 %18
  store float %22, float addrspace(1)* %23, align 4
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
!6 = !{i32 0, i32 1, i32 0, i32 1, i32 0}
!7 = !{!"none", !"none", !"none", !"none", !"none"}
!8 = !{!"class.sycl::_V1::range", !"float*", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::id"}
!9 = !{!"", !"", !"", !"", !""}
!10 = !{i32 1, i32 0, i32 1, i32 0}
!11 = !{!"none", !"none", !"none", !"none"}
!12 = !{!"float*", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::id"}
!13 = !{!"", !"", !"", !""}
