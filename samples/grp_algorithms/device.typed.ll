; ModuleID = 'device.bc'
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024"
target triple = "spir64-unknown-unknown"

%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [1 x i64] }

; Function Attrs: nounwind
define spir_kernel void @_ZTS9BlockScan(i32 addrspace(1)* readonly align 4 %0, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %1, i32 addrspace(1)* align 4 %2, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %3, i32 addrspace(1)* align 4 %4, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %5, i32 addrspace(1)* align 4 %6, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %7, i32 addrspace(1)* align 4 %8, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %9) #0 !kernel_arg_addr_space !7 !kernel_arg_access_qual !8 !kernel_arg_type !9 !kernel_arg_type_qual !10 !kernel_arg_base_type !9 {
  %11 = bitcast %"class.sycl::_V1::id"* %1 to i64*
  %12 = load i64, i64* %11, align 8
  %13 = getelementptr inbounds i32, i32 addrspace(1)* %0, i64 %12
  %14 = bitcast %"class.sycl::_V1::id"* %3 to i64*
  %15 = load i64, i64* %14, align 8
  %16 = getelementptr inbounds i32, i32 addrspace(1)* %2, i64 %15
  %17 = bitcast %"class.sycl::_V1::id"* %5 to i64*
  %18 = load i64, i64* %17, align 8
  %19 = bitcast %"class.sycl::_V1::id"* %7 to i64*
  %20 = load i64, i64* %19, align 8
  %21 = bitcast %"class.sycl::_V1::id"* %9 to i64*
  %22 = load i64, i64* %21, align 8
  %23 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %24 = insertelement <3 x i64> undef, i64 %23, i32 0
  %25 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %26 = insertelement <3 x i64> %24, i64 %25, i32 1
  %27 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %28 = insertelement <3 x i64> %26, i64 %27, i32 2
  %29 = extractelement <3 x i64> %28, i32 0
  %30 = select i1 true, i64 %29, i64 0
  %31 = icmp ult i64 %30, 2147483648
  call void @llvm.assume(i1 %31)
  %32 = getelementptr inbounds i32, i32 addrspace(1)* %13, i64 %30
  %33 = load i32, i32 addrspace(1)* %32, align 4
  %34 = call spir_func i32 @_Z21work_group_reduce_addi(i32 %33) #3
  %35 = call spir_func i32 @_Z20work_group_broadcastjm(i32 %33, i64 0) #3
  %36 = call spir_func i32 @_Z29work_group_scan_exclusive_addi(i32 %33) #3
  %37 = getelementptr inbounds i32, i32 addrspace(1)* %16, i64 %30
  store i32 %36, i32 addrspace(1)* %37, align 4
  %38 = icmp slt i32 %33, 0
  %39 = zext i1 %38 to i32
  %40 = call spir_func i32 @_Z14work_group_anyi(i32 %39) #3
  %41 = icmp ne i32 %40, 0
  %42 = call spir_func i64 @_Z12get_local_idj(i32 0) #2
  %43 = insertelement <3 x i64> undef, i64 %42, i32 0
  %44 = call spir_func i64 @_Z12get_local_idj(i32 1) #2
  %45 = insertelement <3 x i64> %43, i64 %44, i32 1
  %46 = call spir_func i64 @_Z12get_local_idj(i32 2) #2
  %47 = insertelement <3 x i64> %45, i64 %46, i32 2
  %48 = extractelement <3 x i64> %47, i32 0
  %49 = select i1 true, i64 %48, i64 0
  %50 = icmp ult i64 %49, 2147483648
  call void @llvm.assume(i1 %50)
  %51 = icmp eq i64 %49, 0
  br i1 %51, label %52, label %69

52:                                               ; preds = %10
  %53 = getelementptr inbounds i32, i32 addrspace(1)* %8, i64 %22
  %54 = getelementptr inbounds i32, i32 addrspace(1)* %6, i64 %20
  %55 = getelementptr inbounds i32, i32 addrspace(1)* %4, i64 %18
  %56 = call spir_func i64 @_Z12get_group_idj(i32 0) #2
  %57 = insertelement <3 x i64> undef, i64 %56, i32 0
  %58 = call spir_func i64 @_Z12get_group_idj(i32 1) #2
  %59 = insertelement <3 x i64> %57, i64 %58, i32 1
  %60 = call spir_func i64 @_Z12get_group_idj(i32 2) #2
  %61 = insertelement <3 x i64> %59, i64 %60, i32 2
  %62 = extractelement <3 x i64> %61, i32 0
  %63 = select i1 true, i64 %62, i64 0
  %64 = icmp ult i64 %63, 2147483648
  call void @llvm.assume(i1 %64)
  %65 = getelementptr inbounds i32, i32 addrspace(1)* %55, i64 %63
  store i32 %34, i32 addrspace(1)* %65, align 4
  %66 = getelementptr inbounds i32, i32 addrspace(1)* %54, i64 %63
  store i32 %35, i32 addrspace(1)* %66, align 4
  %67 = select i1 %41, i32 1, i32 0
  %68 = getelementptr inbounds i32, i32 addrspace(1)* %53, i64 %63
  store i32 %67, i32 addrspace(1)* %68, align 4
  br label %69

69:                                               ; preds = %52, %10
  ret void
}

; Function Attrs: inaccessiblememonly nocallback nofree nosync nounwind willreturn
declare void @llvm.assume(i1 noundef) #1

; Function Attrs: nounwind
define spir_kernel void @_ZTS10BlockRange(float addrspace(1)* readonly align 4 %0, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %1, float addrspace(1)* align 4 %2, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %3, float addrspace(1)* align 4 %4, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %5, float addrspace(1)* align 4 %6, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %7) #0 !kernel_arg_addr_space !11 !kernel_arg_access_qual !12 !kernel_arg_type !13 !kernel_arg_type_qual !14 !kernel_arg_base_type !13 {
  %9 = bitcast %"class.sycl::_V1::id"* %1 to i64*
  %10 = load i64, i64* %9, align 8
  %11 = getelementptr inbounds float, float addrspace(1)* %0, i64 %10
  %12 = bitcast %"class.sycl::_V1::id"* %3 to i64*
  %13 = load i64, i64* %12, align 8
  %14 = bitcast %"class.sycl::_V1::id"* %5 to i64*
  %15 = load i64, i64* %14, align 8
  %16 = bitcast %"class.sycl::_V1::id"* %7 to i64*
  %17 = load i64, i64* %16, align 8
  %18 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %19 = insertelement <3 x i64> undef, i64 %18, i32 0
  %20 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %21 = insertelement <3 x i64> %19, i64 %20, i32 1
  %22 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %23 = insertelement <3 x i64> %21, i64 %22, i32 2
  %24 = extractelement <3 x i64> %23, i32 0
  %25 = select i1 true, i64 %24, i64 0
  %26 = icmp ult i64 %25, 2147483648
  call void @llvm.assume(i1 %26)
  %27 = getelementptr inbounds float, float addrspace(1)* %11, i64 %25
  %28 = load float, float addrspace(1)* %27, align 4
  %29 = call spir_func float @_Z21work_group_reduce_maxf(float %28) #3
  %30 = call spir_func float @_Z21work_group_reduce_minf(float %28) #3
  %31 = call spir_func i64 @_Z12get_group_idj(i32 0) #2
  %32 = insertelement <3 x i64> undef, i64 %31, i32 0
  %33 = call spir_func i64 @_Z12get_group_idj(i32 1) #2
  %34 = insertelement <3 x i64> %32, i64 %33, i32 1
  %35 = call spir_func i64 @_Z12get_group_idj(i32 2) #2
  %36 = insertelement <3 x i64> %34, i64 %35, i32 2
  %37 = extractelement <3 x i64> %36, i32 0
  %38 = select i1 true, i64 %37, i64 0
  %39 = icmp ult i64 %38, 2147483648
  call void @llvm.assume(i1 %39)
  %40 = call spir_func i64 @_Z14get_local_sizej(i32 0) #2
  %41 = insertelement <3 x i64> undef, i64 %40, i32 0
  %42 = call spir_func i64 @_Z14get_local_sizej(i32 1) #2
  %43 = insertelement <3 x i64> %41, i64 %42, i32 1
  %44 = call spir_func i64 @_Z14get_local_sizej(i32 2) #2
  %45 = insertelement <3 x i64> %43, i64 %44, i32 2
  %46 = extractelement <3 x i64> %45, i32 0
  %47 = select i1 true, i64 %46, i64 1
  %48 = icmp ult i64 %47, 2147483648
  call void @llvm.assume(i1 %48)
  %49 = trunc i64 %38 to i32
  %50 = trunc i64 %47 to i32
  %51 = urem i32 %49, %50
  %52 = zext i32 %51 to i64
  %53 = call spir_func float @_Z20work_group_broadcastfm(float %28, i64 %52) #3
  %54 = call spir_func i64 @_Z12get_local_idj(i32 0) #2
  %55 = insertelement <3 x i64> undef, i64 %54, i32 0
  %56 = call spir_func i64 @_Z12get_local_idj(i32 1) #2
  %57 = insertelement <3 x i64> %55, i64 %56, i32 1
  %58 = call spir_func i64 @_Z12get_local_idj(i32 2) #2
  %59 = insertelement <3 x i64> %57, i64 %58, i32 2
  %60 = extractelement <3 x i64> %59, i32 0
  %61 = select i1 true, i64 %60, i64 0
  %62 = icmp ult i64 %61, 2147483648
  call void @llvm.assume(i1 %62)
  %63 = icmp eq i64 %61, 0
  br i1 %63, label %64, label %80

64:                                               ; preds = %8
  %65 = getelementptr inbounds float, float addrspace(1)* %6, i64 %17
  %66 = getelementptr inbounds float, float addrspace(1)* %4, i64 %15
  %67 = getelementptr inbounds float, float addrspace(1)* %2, i64 %13
  %68 = call spir_func i64 @_Z12get_group_idj(i32 0) #2
  %69 = insertelement <3 x i64> undef, i64 %68, i32 0
  %70 = call spir_func i64 @_Z12get_group_idj(i32 1) #2
  %71 = insertelement <3 x i64> %69, i64 %70, i32 1
  %72 = call spir_func i64 @_Z12get_group_idj(i32 2) #2
  %73 = insertelement <3 x i64> %71, i64 %72, i32 2
  %74 = extractelement <3 x i64> %73, i32 0
  %75 = select i1 true, i64 %74, i64 0
  %76 = icmp ult i64 %75, 2147483648
  call void @llvm.assume(i1 %76)
  %77 = getelementptr inbounds float, float addrspace(1)* %67, i64 %75
  store float %29, float addrspace(1)* %77, align 4
  %78 = getelementptr inbounds float, float addrspace(1)* %66, i64 %75
  store float %30, float addrspace(1)* %78, align 4
  %79 = getelementptr inbounds float, float addrspace(1)* %65, i64 %75
  store float %53, float addrspace(1)* %79, align 4
  br label %80

80:                                               ; preds = %64, %8
  ret void
}

; Function Attrs: nounwind readnone willreturn
declare spir_func i64 @_Z13get_global_idj(i32) #2

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z21work_group_reduce_addi(i32) #3

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z20work_group_broadcastjm(i32, i64) #3

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z29work_group_scan_exclusive_addi(i32) #3

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z14work_group_anyi(i32) #3

; Function Attrs: nounwind readnone willreturn
declare spir_func i64 @_Z12get_local_idj(i32) #2

; Function Attrs: nounwind readnone willreturn
declare spir_func i64 @_Z12get_group_idj(i32) #2

; Function Attrs: convergent nounwind
declare spir_func float @_Z21work_group_reduce_maxf(float) #3

; Function Attrs: convergent nounwind
declare spir_func float @_Z21work_group_reduce_minf(float) #3

; Function Attrs: nounwind readnone willreturn
declare spir_func i64 @_Z14get_local_sizej(i32) #2

; Function Attrs: convergent nounwind
declare spir_func float @_Z20work_group_broadcastfm(float, i64) #3

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
!7 = !{i32 1, i32 0, i32 1, i32 0, i32 1, i32 0, i32 1, i32 0, i32 1, i32 0}
!8 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!9 = !{!"int*", !"class.sycl::_V1::id", !"int*", !"class.sycl::_V1::id", !"int*", !"class.sycl::_V1::id", !"int*", !"class.sycl::_V1::id", !"int*", !"class.sycl::_V1::id"}
!10 = !{!"", !"", !"", !"", !"", !"", !"", !"", !"", !""}
!11 = !{i32 1, i32 0, i32 1, i32 0, i32 1, i32 0, i32 1, i32 0}
!12 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!13 = !{!"float*", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::id"}
!14 = !{!"", !"", !"", !"", !"", !"", !"", !""}
