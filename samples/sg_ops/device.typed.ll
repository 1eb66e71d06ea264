; ModuleID = 'device.bc'
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024"
target triple = "spir64-unknown-unknown"

%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [1 x i64] }

; Function Attrs: nounwind
define spir_kernel void @_ZTS11SubGroupOps(float addrspace(1)* readonly align 4 %0, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %1, float addrspace(1)* align 4 %2, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %3, float addrspace(1)* align 4 %4, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %5, i32 addrspace(1)* readonly align 4 %6, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %7, i32 addrspace(1)* align 4 %8, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %9, i32 addrspace(1)* align 4 %10, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %11) #0 !kernel_arg_addr_space !7 !kernel_arg_access_qual !8 !kernel_arg_type !9 !kernel_arg_type_qual !10 !kernel_arg_base_type !9 {
  %13 = bitcast %"class.sycl::_V1::id"* %1 to i64*
  %14 = load i64, i64* %13, align 8
  %15 = getelementptr inbounds float, float addrspace(1)* %0, i64 %14
  %16 = bitcast %"class.sycl::_V1::id"* %3 to i64*
  %17 = load i64, i64* %16, align 8
  %18 = getelementptr inbounds float, float addrspace(1)* %2, i64 %17
  %19 = bitcast %"class.sycl::_V1::id"* %5 to i64*
  %20 = load i64, i64* %19, align 8
  %21 = getelementptr inbounds float, float addrspace(1)* %4, i64 %20
  %22 = bitcast %"class.sycl::_V1::id"* %7 to i64*
  %23 = load i64, i64* %22, align 8
  %24 = getelementptr inbounds i32, i32 addrspace(1)* %6, i64 %23
  %25 = bitcast %"class.sycl::_V1::id"* %9 to i64*
  %26 = load i64, i64* %25, align 8
  %27 = getelementptr inbounds i32, i32 addrspace(1)* %8, i64 %26
  %28 = bitcast %"class.sycl::_V1::id"* %11 to i64*
  %29 = load i64, i64* %28, align 8
  %30 = getelementptr inbounds i32, i32 addrspace(1)* %10, i64 %29
  %31 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %32 = insertelement <3 x i64> undef, i64 %31, i32 0
  %33 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %34 = insertelement <3 x i64> %32, i64 %33, i32 1
  %35 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %36 = insertelement <3 x i64> %34, i64 %35, i32 2
  %37 = extractelement <3 x i64> %36, i32 0
  %38 = select i1 true, i64 %37, i64 0
  %39 = icmp ult i64 %38, 2147483648
  call void @llvm.assume(i1 %39)
  %40 = call spir_func i32 @_Z18get_sub_group_sizev() #2
  %41 = call spir_func i32 @_Z22get_sub_group_local_idv() #2
  %42 = getelementptr inbounds float, float addrspace(1)* %15, i64 %38
  %43 = load float, float addrspace(1)* %42, align 4
  %44 = call spir_func float @_Z22sub_group_shuffle_downfj(float %43, i32 1) #0
  %45 = add i32 %41, 1
  %46 = icmp ult i32 %45, %40
  %47 = fsub float %44, %43
  %48 = select i1 %46, float %47, float 0.000000e+00
  %49 = getelementptr inbounds float, float addrspace(1)* %18, i64 %38
  store float %48, float addrspace(1)* %49, align 4
  %50 = xor i32 %41, -1
  %51 = add i32 %40, %50
  %52 = call spir_func float @_Z17sub_group_shufflefj(float %43, i32 %51) #0
  %53 = getelementptr inbounds float, float addrspace(1)* %21, i64 %38
  store float %52, float addrspace(1)* %53, align 4
  %54 = getelementptr inbounds i32, i32 addrspace(1)* %24, i64 %38
  %55 = load i32, i32 addrspace(1)* %54, align 4
  %56 = call spir_func i32 @_Z20sub_group_reduce_addi(i32 %55) #3
  %57 = load i32, i32 addrspace(1)* %54, align 4
  %58 = call spir_func i32 @_Z19sub_group_broadcastjj(i32 %57, i32 0) #3
  %59 = sub nsw i32 %56, %58
  %60 = getelementptr inbounds i32, i32 addrspace(1)* %27, i64 %38
  store i32 %59, i32 addrspace(1)* %60, align 4
  %61 = shl nuw nsw i64 %38, 2
  %62 = getelementptr inbounds i32, i32 addrspace(1)* %30, i64 %61
  store i32 %40, i32 addrspace(1)* %62, align 4
  %63 = call spir_func i32 @_Z22get_max_sub_group_sizev() #2
  %64 = getelementptr inbounds i32, i32 addrspace(1)* %62, i64 1
  store i32 %63, i32 addrspace(1)* %64, align 4
  %65 = call spir_func i32 @_Z16get_sub_group_idv() #2
  %66 = getelementptr inbounds i32, i32 addrspace(1)* %62, i64 2
  store i32 %65, i32 addrspace(1)* %66, align 4
  %67 = call spir_func i32 @_Z18get_num_sub_groupsv() #2
  %68 = getelementptr inbounds i32, i32 addrspace(1)* %62, i64 3
  store i32 %67, i32 addrspace(1)* %68, align 4
  ret void
}

; Function Attrs: inaccessiblememonly nocallback nofree nosync nounwind willreturn
declare void @llvm.assume(i1 noundef) #1

; Function Attrs: nounwind readnone willreturn
declare spir_func i64 @_Z13get_global_idj(i32) #2

; Function Attrs: nounwind readnone willreturn
declare spir_func i32 @_Z18get_sub_group_sizev() #2

; Function Attrs: nounwind readnone willreturn
declare spir_func i32 @_Z22get_sub_group_local_idv() #2

; Function Attrs: nounwind
declare spir_func float @_Z22sub_group_shuffle_downfj(float, i32) #0

; Function Attrs: nounwind
declare spir_func float @_Z17sub_group_shufflefj(float, i32) #0

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z20sub_group_reduce_addi(i32) #3

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z19sub_group_broadcastjj(i32, i32) #3

; Function Attrs: nounwind readnone willreturn
declare spir_func i32 @_Z22get_max_sub_group_sizev() #2

; Function Attrs: nounwind readnone willreturn
declare spir_func i32 @_Z16get_sub_group_idv() #2

; Function Attrs: nounwind readnone willreturn
declare spir_func i32 @_Z18get_num_sub_groupsv() #2

attributes #0 = { nounwind }
attributes #1 = { inaccessiblememonly nocallback nofree nosync nounwind willreturn }
attributes #2 = { nounwind readnone willreturn }
attributes #3 = { convergent nounwind }

!spirv.MemoryModel = !{!0}
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
!7 = !{i32 1, i32 0, i32 1, i32 0, i32 1, i32 0, i32 1, i32 0, i32 1, i32 0, i32 1, i32 0}
!8 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!9 = !{!"float*", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::id", !"int*", !"class.sycl::_V1::id", !"int*", !"class.sycl::_V1::id", !"int*", !"class.sycl::_V1::id"}
!10 = !{!"", !"", !"", !"", !"", !"", !"", !"", !"", !"", !"", !""}
