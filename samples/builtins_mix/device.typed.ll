; ModuleID = 'device.bc'
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024"
target triple = "spir64-unknown-unknown"

%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [1 x i64] }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::vec" = type { %"class.sycl::_V1::detail::vec_base" }
%"class.sycl::_V1::detail::vec_base" = type { [4 x float] }

; Function Attrs: nounwind
define spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI11ClampPixelsEE(%"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %0, float addrspace(1)* align 4 %1, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %2, %"class.sycl::_V1::vec"* byval(%"class.sycl::_V1::vec") align 16 %3, %"class.sycl::_V1::vec"* byval(%"class.sycl::_V1::vec") align 16 %4) #0 !kernel_arg_addr_space !7 !kernel_arg_access_qual !8 !kernel_arg_type !9 !kernel_arg_type_qual !10 !kernel_arg_base_type !9 {
  %6 = bitcast %"class.sycl::_V1::range"* %0 to i64*
  %7 = load i64, i64* %6, align 8
  %8 = bitcast %"class.sycl::_V1::vec"* %3 to <4 x float>*
  %9 = load <4 x float>, <4 x float>* %8, align 16
  %10 = bitcast %"class.sycl::_V1::vec"* %4 to <4 x float>*
  %11 = load <4 x float>, <4 x float>* %10, align 16
  %12 = bitcast %"class.sycl::_V1::id"* %2 to i64*
  %13 = load i64, i64* %12, align 8
  %14 = getelementptr inbounds float, float addrspace(1)* %1, i64 %13
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
  %31 = icmp ult i64 %22, %7
  br i1 %31, label %32, label %56

32:                                               ; preds = %5
  br label %33

33:                                               ; preds = %33, %32
  %34 = phi i64 [ %53, %33 ], [ %22, %32 ]
  %35 = shl nuw nsw i64 %34, 2
  %36 = getelementptr inbounds float, float addrspace(1)* %14, i64 %35
  %37 = getelementptr inbounds float, float addrspace(1)* %36, i64 1
  %38 = getelementptr inbounds float, float addrspace(1)* %36, i64 2
  %39 = getelementptr inbounds float, float addrspace(1)* %36, i64 3
  %40 = load float, float addrspace(1)* %36, align 4
  %41 = load float, float addrspace(1)* %37, align 4
  %42 = load float, float addrspace(1)* %38, align 4
  %43 = load float, float addrspace(1)* %39, align 4
  %44 = insertelement <4 x float> undef, float %40, i32 0
  %45 = insertelement <4 x float> %44, float %41, i32 1
  %46 = insertelement <4 x float> %45, float %42, i32 2
  %47 = insertelement <4 x float> %46, float %43, i32 3
  %48 = call spir_func <4 x float> @_Z5clampDv4_fS_S_(<4 x float> %47, <4 x float> %9, <4 x float> %11) #0
  %49 = extractelement <4 x float> %48, i32 0
  store float %49, float addrspace(1)* %36, align 4
  %50 = extractelement <4 x float> %48, i32 1
  store float %50, float addrspace(1)* %37, align 4
  %51 = extractelement <4 x float> %48, i32 2
  store float %51, float addrspace(1)* %38, align 4
  %52 = extractelement <4 x float> %48, i32 3
  store float %52, float addrspace(1)* %39, align 4
  %53 = add i64 %34, %30
  %54 = icmp ult i64 %53, %7
  br i1 %54, label %33, label %55

55:                                               ; preds = %33
  br label %56

56:                                               ; preds = %55, %5
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTS11ClampPixels(float addrspace(1)* align 4 %0, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %1, %"class.sycl::_V1::vec"* byval(%"class.sycl::_V1::vec") align 16 %2, %"class.sycl::_V1::vec"* byval(%"class.sycl::_V1::vec") align 16 %3) #0 !kernel_arg_addr_space !11 !kernel_arg_access_qual !12 !kernel_arg_type !13 !kernel_arg_type_qual !14 !kernel_arg_base_type !13 {
  %5 = bitcast %"class.sycl::_V1::vec"* %2 to <4 x float>*
  %6 = load <4 x float>, <4 x float>* %5, align 16
  %7 = bitcast %"class.sycl::_V1::vec"* %3 to <4 x float>*
  %8 = load <4 x float>, <4 x float>* %7, align 16
  %9 = bitcast %"class.sycl::_V1::id"* %1 to i64*
  %10 = load i64, i64* %9, align 8
  %11 = getelementptr inbounds float, float addrspace(1)* %0, i64 %10
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
  %21 = shl nuw nsw i64 %19, 2
  %22 = getelementptr inbounds float, float addrspace(1)* %11, i64 %21
  %23 = getelementptr inbounds float, float addrspace(1)* %22, i64 1
  %24 = getelementptr inbounds float, float addrspace(1)* %22, i64 2
  %25 = getelementptr inbounds float, float addrspace(1)* %22, i64 3
  %26 = load float, float addrspace(1)* %22, align 4
  %27 = load float, float addrspace(1)* %23, align 4
  %28 = load float, float addrspace(1)* %24, align 4
  %29 = load float, float addrspace(1)* %25, align 4
  %30 = insertelement <4 x float> undef, float %26, i32 0
  %31 = insertelement <4 x float> %30, float %27, i32 1
  %32 = insertelement <4 x float> %31, float %28, i32 2
  %33 = insertelement <4 x float> %32, float %29, i32 3
  %34 = call spir_func <4 x float> @_Z5clampDv4_fS_S_(<4 x float> %33, <4 x float> %6, <4 x float> %8) #0
  %35 = extractelement <4 x float> %34, i32 0
  store float %35, float addrspace(1)* %22, align 4
  %36 = extractelement <4 x float> %34, i32 1
  store float %36, float addrspace(1)* %23, align 4
  %37 = extractelement <4 x float> %34, i32 2
  store float %37, float addrspace(1)* %24, align 4
  %38 = extractelement <4 x float> %34, i32 3
  store float %38, float addrspace(1)* %25, align 4
  ret void
}

; Function Attrs: inaccessiblememonly nocallback nofree nosync nounwind willreturn
declare void @llvm.assume(i1 noundef) #1

; Function Attrs: nounwind
define spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI9HistogramEE(%"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %0, i32 addrspace(1)* align 4 %1, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %2, i32 addrspace(1)* readonly align 4 %3, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %4) #0 !kernel_arg_addr_space !15 !kernel_arg_access_qual !8 !kernel_arg_type !16 !kernel_arg_type_qual !10 !kernel_arg_base_type !16 {
  %6 = bitcast %"class.sycl::_V1::range"* %0 to i64*
  %7 = load i64, i64* %6, align 8
  %8 = bitcast %"class.sycl::_V1::id"* %2 to i64*
  %9 = load i64, i64* %8, align 8
  %10 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 %9
  %11 = bitcast %"class.sycl::_V1::id"* %4 to i64*
  %12 = load i64, i64* %11, align 8
  %13 = getelementptr inbounds i32, i32 addrspace(1)* %3, i64 %12
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
  br i1 %30, label %31, label %43

31:                                               ; preds = %5
  br label %32

32:                                               ; preds = %32, %31
  %33 = phi i64 [ %40, %32 ], [ %21, %31 ]
  %34 = getelementptr inbounds i32, i32 addrspace(1)* %13, i64 %33
  %35 = load i32, i32 addrspace(1)* %34, align 4
  %36 = and i32 %35, 15
  %37 = zext i32 %36 to i64
  %38 = getelementptr inbounds i32, i32 addrspace(1)* %10, i64 %37
  %39 = call spir_func i32 @_Z10atomic_addPU3AS1Vii(i32 addrspace(1)* %38, i32 1) #0
  %40 = add i64 %33, %29
  %41 = icmp ult i64 %40, %7
  br i1 %41, label %32, label %42

42:                                               ; preds = %32
  br label %43

43:                                               ; preds = %42, %5
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTS9Histogram(i32 addrspace(1)* align 4 %0, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %1, i32 addrspace(1)* readonly align 4 %2, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %3) #0 !kernel_arg_addr_space !17 !kernel_arg_access_qual !12 !kernel_arg_type !18 !kernel_arg_type_qual !14 !kernel_arg_base_type !18 {
  %5 = bitcast %"class.sycl::_V1::id"* %1 to i64*
  %6 = load i64, i64* %5, align 8
  %7 = getelementptr inbounds i32, i32 addrspace(1)* %0, i64 %6
  %8 = bitcast %"class.sycl::_V1::id"* %3 to i64*
  %9 = load i64, i64* %8, align 8
  %10 = getelementptr inbounds i32, i32 addrspace(1)* %2, i64 %9
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
  %20 = getelementptr inbounds i32, i32 addrspace(1)* %10, i64 %18
  %21 = load i32, i32 addrspace(1)* %20, align 4
  %22 = and i32 %21, 15
  %23 = zext i32 %22 to i64
  %24 = getelementptr inbounds i32, i32 addrspace(1)* %7, i64 %23
  %25 = call spir_func i32 @_Z10atomic_addPU3AS1Vii(i32 addrspace(1)* %24, i32 1) #0
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTS11GroupTotals(i32 addrspace(1)* readonly align 4 %0, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %1, i32 addrspace(1)* align 4 %2, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %3, i32 addrspace(1)* align 4 %4, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %5, i32 addrspace(1)* align 4 %6, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %7, float addrspace(1)* align 4 %8, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %9) #0 !kernel_arg_addr_space !19 !kernel_arg_access_qual !20 !kernel_arg_type !21 !kernel_arg_type_qual !22 !kernel_arg_base_type !21 {
  %11 = bitcast %"class.sycl::_V1::id"* %1 to i64*
  %12 = load i64, i64* %11, align 8
  %13 = getelementptr inbounds i32, i32 addrspace(1)* %0, i64 %12
  %14 = bitcast %"class.sycl::_V1::id"* %3 to i64*
  %15 = load i64, i64* %14, align 8
  %16 = getelementptr inbounds i32, i32 addrspace(1)* %2, i64 %15
  %17 = bitcast %"class.sycl::_V1::id"* %5 to i64*
  %18 = load i64, i64* %17, align 8
  %19 = getelementptr inbounds i32, i32 addrspace(1)* %4, i64 %18
  %20 = bitcast %"class.sycl::_V1::id"* %7 to i64*
  %21 = load i64, i64* %20, align 8
  %22 = bitcast %"class.sycl::_V1::id"* %9 to i64*
  %23 = load i64, i64* %22, align 8
  %24 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %25 = insertelement <3 x i64> undef, i64 %24, i32 0
  %26 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %27 = insertelement <3 x i64> %25, i64 %26, i32 1
  %28 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %29 = insertelement <3 x i64> %27, i64 %28, i32 2
  %30 = extractelement <3 x i64> %29, i32 0
  %31 = select i1 true, i64 %30, i64 0
  %32 = icmp ult i64 %31, 2147483648
  call void @llvm.assume(i1 %32)
  %33 = getelementptr inbounds i32, i32 addrspace(1)* %13, i64 %31
  %34 = load i32, i32 addrspace(1)* %33, align 4
  %35 = call spir_func i32 @_Z21work_group_reduce_addi(i32 %34) #3
  %36 = sitofp i32 %34 to float
  %37 = fmul nnan float %36, 5.000000e-01
  %38 = call spir_func float @_Z21work_group_reduce_addf(float %37) #3
  %39 = call spir_func i32 @_Z29work_group_scan_inclusive_addi(i32 %34) #3
  %40 = getelementptr inbounds i32, i32 addrspace(1)* %16, i64 %31
  store i32 %39, i32 addrspace(1)* %40, align 4
  %41 = call spir_func i32 @_Z29work_group_scan_exclusive_addi(i32 %34) #3
  %42 = getelementptr inbounds i32, i32 addrspace(1)* %19, i64 %31
  store i32 %41, i32 addrspace(1)* %42, align 4
  %43 = call spir_func i32 @_Z21work_group_reduce_maxi(i32 %34) #3
  %44 = icmp eq i64 %31, 0
  br i1 %44, label %45, label %49

45:                                               ; preds = %10
  %46 = getelementptr inbounds float, float addrspace(1)* %8, i64 %23
  %47 = getelementptr inbounds i32, i32 addrspace(1)* %6, i64 %21
  store i32 %35, i32 addrspace(1)* %47, align 4
  %48 = getelementptr inbounds i32, i32 addrspace(1)* %47, i64 1
  store i32 %43, i32 addrspace(1)* %48, align 4
  store float %38, float addrspace(1)* %46, align 4
  br label %49

49:                                               ; preds = %45, %10
  ret void
}

; Function Attrs: nounwind readnone willreturn
declare spir_func i64 @_Z13get_global_idj(i32) #2

; Function Attrs: nounwind readnone willreturn
declare spir_func i64 @_Z15get_global_sizej(i32) #2

; Function Attrs: nounwind
declare spir_func <4 x float> @_Z5clampDv4_fS_S_(<4 x float>, <4 x float>, <4 x float>) #0

; Function Attrs: nounwind
declare spir_func i32 @_Z10atomic_addPU3AS1Vii(i32 addrspace(1)*, i32) #0

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z21work_group_reduce_addi(i32) #3

; Function Attrs: convergent nounwind
declare spir_func float @_Z21work_group_reduce_addf(float) #3

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z29work_group_scan_inclusive_addi(i32) #3

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z29work_group_scan_exclusive_addi(i32) #3

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z21work_group_reduce_maxi(i32) #3

attributes #0 = { nounwind }
attributes #1 = { inaccessiblememonly nocallback nofree nosync nounwind willreturn }
attributes #2 = { nounwind readnone willreturn }
attributes #3 = { convergent nounwind }

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
!4 = !{!"cl_khr_subgroups"}
!5 = !{}
!6 = !{i16 6, i16 14}
!7 = !{i32 0, i32 1, i32 0, i32 0, i32 0}
!8 = !{!"none", !"none", !"none", !"none", !"none"}
!9 = !{!"class.sycl::_V1::range", !"float*", !"class.sycl::_V1::id", !"class.sycl::_V1::vec", !"class.sycl::_V1::vec"}
!10 = !{!"", !"", !"", !"", !""}
!11 = !{i32 1, i32 0, i32 0, i32 0}
!12 = !{!"none", !"none", !"none", !"none"}
!13 = !{!"float*", !"class.sycl::_V1::id", !"class.sycl::_V1::vec", !"class.sycl::_V1::vec"}
!14 = !{!"", !"", !"", !""}
!15 = !{i32 0, i32 1, i32 0, i32 1, i32 0}
!16 = !{!"class.sycl::_V1::range", !"int*", !"class.sycl::_V1::id", !"int*", !"class.sycl::_V1::id"}
!17 = !{i32 1, i32 0, i32 1, i32 0}
!18 = !{!"int*", !"class.sycl::_V1::id", !"int*", !"class.sycl::_V1::id"}
!19 = !{i32 1, i32 0, i32 1, i32 0, i32 1, i32 0, i32 1, i32 0, i32 1, i32 0}
!20 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!21 = !{!"int*", !"class.sycl::_V1::id", !"int*", !"class.sycl::_V1::id", !"int*", !"class.sycl::_V1::id", !"int*", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::id"}
!22 = !{!"", !"", !"", !"", !"", !"", !"", !"", !"", !""}
