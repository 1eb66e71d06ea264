; ModuleID = 'device.bc'
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024"
target triple = "spir64-unknown-unknown"

%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [1 x i64] }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::range.3" = type { %"class.sycl::_V1::detail::array.4" }
%"class.sycl::_V1::detail::array.4" = type { [2 x i64] }
%"class.sycl::_V1::id.5" = type { %"class.sycl::_V1::detail::array.4" }
%class.anon.22 = type { i8 addrspace(4)* }
%structtype = type { i64 }

; Function Attrs: nounwind
define spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI4AxpbEE(%"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %0, float addrspace(1)* align 4 %1, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %2, float %3, i32 %4) #0 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_type_qual !9 !kernel_arg_base_type !8 {
  %6 = bitcast %"class.sycl::_V1::range"* %0 to i64*
  %7 = load i64, i64* %6, align 8
  %8 = bitcast %"class.sycl::_V1::id"* %2 to i64*
  %9 = load i64, i64* %8, align 8
  %10 = getelementptr inbounds float, float addrspace(1)* %1, i64 %9
  %11 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %12 = insertelement <3 x i64> undef, i64 %11, i32 0
  %13 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %14 = insertelement <3 x i64> %12, i64 %13, i32 1
  %15 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %16 = insertelement <3 x i64> %14, i64 %15, i32 2
  %17 = extractelement <3 x i64> %16, i32 0
  %18 = select i1 true, i64 %17, i64 0
  %19 = call spir_func i64 @_Z15get_global_sizej(i32 0) #2
  %20 = insertelement <3 x i64> undef, i64 %19, i32 0
  %21 = call spir_func i64 @_Z15get_global_sizej(i32 1) #2
  %22 = insertelement <3 x i64> %20, i64 %21, i32 1
  %23 = call spir_func i64 @_Z15get_global_sizej(i32 2) #2
  %24 = insertelement <3 x i64> %22, i64 %23, i32 2
  %25 = extractelement <3 x i64> %24, i32 0
  %26 = select i1 true, i64 %25, i64 1
  %27 = icmp ult i64 %18, %7
  br i1 %27, label %28, label %38

28:                                               ; preds = %5
  %29 = sitofp i32 %4 to float
  br label %30

30:                                               ; preds = %30, %28
  %31 = phi i64 [ %18, %28 ], [ %35, %30 ]
  %32 = getelementptr inbounds float, float addrspace(1)* %10, i64 %31
  %33 = load float, float addrspace(1)* %32, align 4
  %34 = call spir_func float @_Z3madfff(float %3, float %33, float %29) #3
  store float %34, float addrspace(1)* %32, align 4
  %35 = add i64 %31, %26
  %36 = icmp ult i64 %35, %7
  br i1 %36, label %30, label %37

37:                                               ; preds = %30
  br label %38

38:                                               ; preds = %37, %5
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTS4Axpb(float addrspace(1)* align 4 %0, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %1, float %2, i32 %3) #0 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_type_qual !13 !kernel_arg_base_type !12 {
  %5 = bitcast %"class.sycl::_V1::id"* %1 to i64*
  %6 = load i64, i64* %5, align 8
  %7 = getelementptr inbounds float, float addrspace(1)* %0, i64 %6
  %8 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %9 = insertelement <3 x i64> undef, i64 %8, i32 0
  %10 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %11 = insertelement <3 x i64> %9, i64 %10, i32 1
  %12 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %13 = insertelement <3 x i64> %11, i64 %12, i32 2
  %14 = extractelement <3 x i64> %13, i32 0
  %15 = select i1 true, i64 %14, i64 0
  %16 = icmp ult i64 %15, 2147483648
  call void @llvm.assume(i1 %16)
  %17 = getelementptr inbounds float, float addrspace(1)* %7, i64 %15
  %18 = load float, float addrspace(1)* %17, align 4
  %19 = sitofp i32 %3 to float
  %20 = call spir_func float @_Z3madfff(float %2, float %18, float %19) #3
  store float %20, float addrspace(1)* %17, align 4
  ret void
}

; Function Attrs: inaccessiblememonly nocallback nofree nosync nounwind willreturn
declare void @llvm.assume(i1 noundef) #1

; Function Attrs: nounwind
define spir_kernel void @_ZTSN4sycl3_V16detail18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZ4mainENKUlRNS0_7handlerEE0_clES6_EUlNS0_2idILi2EEEE_EE(%"class.sycl::_V1::range.3"* byval(%"class.sycl::_V1::range.3") align 8 %0, i32 addrspace(1)* align 4 %1, %"class.sycl::_V1::range.3"* byval(%"class.sycl::_V1::range.3") align 8 %2, %"class.sycl::_V1::id.5"* byval(%"class.sycl::_V1::id.5") align 8 %3, i64 %4) #0 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !14 !kernel_arg_type_qual !9 !kernel_arg_base_type !14 {
  %6 = bitcast %"class.sycl::_V1::range.3"* %0 to i64*
  %7 = load i64, i64* %6, align 8
  %8 = bitcast %"class.sycl::_V1::range.3"* %0 to i64*
  %9 = getelementptr inbounds i64, i64* %8, i64 1
  %10 = load i64, i64* %9, align 8
  %11 = bitcast %"class.sycl::_V1::range.3"* %2 to i64*
  %12 = getelementptr inbounds i64, i64* %11, i64 1
  %13 = load i64, i64* %12, align 8
  %14 = bitcast %"class.sycl::_V1::id.5"* %3 to i64*
  %15 = load i64, i64* %14, align 8
  %16 = bitcast %"class.sycl::_V1::id.5"* %3 to i64*
  %17 = getelementptr inbounds i64, i64* %16, i64 1
  %18 = load i64, i64* %17, align 8
  %19 = mul i64 %15, %13
  %20 = getelementptr i32, i32 addrspace(1)* %1, i64 %18
  %21 = getelementptr i32, i32 addrspace(1)* %20, i64 %19
  %22 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %23 = insertelement <3 x i64> undef, i64 %22, i32 0
  %24 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %25 = insertelement <3 x i64> %23, i64 %24, i32 1
  %26 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %27 = insertelement <3 x i64> %25, i64 %26, i32 2
  %28 = extractelement <3 x i64> %27, i32 1
  %29 = select i1 true, i64 %28, i64 0
  %30 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %31 = insertelement <3 x i64> undef, i64 %30, i32 0
  %32 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %33 = insertelement <3 x i64> %31, i64 %32, i32 1
  %34 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %35 = insertelement <3 x i64> %33, i64 %34, i32 2
  %36 = extractelement <3 x i64> %35, i32 0
  %37 = select i1 true, i64 %36, i64 0
  %38 = call spir_func i64 @_Z15get_global_sizej(i32 0) #2
  %39 = insertelement <3 x i64> undef, i64 %38, i32 0
  %40 = call spir_func i64 @_Z15get_global_sizej(i32 1) #2
  %41 = insertelement <3 x i64> %39, i64 %40, i32 1
  %42 = call spir_func i64 @_Z15get_global_sizej(i32 2) #2
  %43 = insertelement <3 x i64> %41, i64 %42, i32 2
  %44 = extractelement <3 x i64> %43, i32 1
  %45 = select i1 true, i64 %44, i64 1
  %46 = call spir_func i64 @_Z15get_global_sizej(i32 0) #2
  %47 = insertelement <3 x i64> undef, i64 %46, i32 0
  %48 = call spir_func i64 @_Z15get_global_sizej(i32 1) #2
  %49 = insertelement <3 x i64> %47, i64 %48, i32 1
  %50 = call spir_func i64 @_Z15get_global_sizej(i32 2) #2
  %51 = insertelement <3 x i64> %49, i64 %50, i32 2
  %52 = extractelement <3 x i64> %51, i32 0
  %53 = select i1 true, i64 %52, i64 1
  %54 = icmp ult i64 %29, %7
  %55 = icmp ult i64 %37, %10
  %56 = select i1 %55, i1 %54, i1 false
  br i1 %56, label %57, label %74

57:                                               ; preds = %5
  br label %58

58:                                               ; preds = %70, %57
  %59 = phi i64 [ %71, %70 ], [ %37, %57 ]
  %60 = getelementptr i32, i32 addrspace(1)* %21, i64 %59
  br label %61

61:                                               ; preds = %61, %58
  %62 = phi i64 [ %29, %58 ], [ %68, %61 ]
  %63 = mul i64 %62, %4
  %64 = add i64 %63, %59
  %65 = trunc i64 %64 to i32
  %66 = mul i64 %62, %13
  %67 = getelementptr i32, i32 addrspace(1)* %60, i64 %66
  store i32 %65, i32 addrspace(1)* %67, align 4
  %68 = add i64 %62, %45
  %69 = icmp ult i64 %68, %7
  br i1 %69, label %61, label %70

70:                                               ; preds = %61
  %71 = add i64 %59, %53
  %72 = icmp ult i64 %71, %10
  br i1 %72, label %58, label %73

73:                                               ; preds = %70
  br label %74

74:                                               ; preds = %73, %5
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTSZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_EUlNS0_2idILi2EEEE_(i32 addrspace(1)* align 4 %0, %"class.sycl::_V1::range.3"* byval(%"class.sycl::_V1::range.3") align 8 %1, %"class.sycl::_V1::id.5"* byval(%"class.sycl::_V1::id.5") align 8 %2, i64 %3) #0 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !15 !kernel_arg_type_qual !13 !kernel_arg_base_type !15 {
  %5 = bitcast %"class.sycl::_V1::range.3"* %1 to i64*
  %6 = getelementptr inbounds i64, i64* %5, i64 1
  %7 = load i64, i64* %6, align 8
  %8 = bitcast %"class.sycl::_V1::id.5"* %2 to i64*
  %9 = load i64, i64* %8, align 8
  %10 = bitcast %"class.sycl::_V1::id.5"* %2 to i64*
  %11 = getelementptr inbounds i64, i64* %10, i64 1
  %12 = load i64, i64* %11, align 8
  %13 = mul i64 %9, %7
  %14 = getelementptr i32, i32 addrspace(1)* %0, i64 %12
  %15 = getelementptr i32, i32 addrspace(1)* %14, i64 %13
  %16 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %17 = insertelement <3 x i64> undef, i64 %16, i32 0
  %18 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %19 = insertelement <3 x i64> %17, i64 %18, i32 1
  %20 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %21 = insertelement <3 x i64> %19, i64 %20, i32 2
  %22 = extractelement <3 x i64> %21, i32 1
  %23 = select i1 true, i64 %22, i64 0
  %24 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %25 = insertelement <3 x i64> undef, i64 %24, i32 0
  %26 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %27 = insertelement <3 x i64> %25, i64 %26, i32 1
  %28 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %29 = insertelement <3 x i64> %27, i64 %28, i32 2
  %30 = extractelement <3 x i64> %29, i32 0
  %31 = select i1 true, i64 %30, i64 0
  %32 = icmp ult i64 %23, 2147483648
  call void @llvm.assume(i1 %32)
  %33 = icmp ult i64 %31, 2147483648
  call void @llvm.assume(i1 %33)
  %34 = mul i64 %23, %3
  %35 = add i64 %34, %31
  %36 = trunc i64 %35 to i32
  %37 = mul i64 %23, %7
  %38 = getelementptr i32, i32 addrspace(1)* %15, i64 %31
  %39 = getelementptr i32, i32 addrspace(1)* %38, i64 %37
  store i32 %36, i32 addrspace(1)* %39, align 4
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI6SquareEE(%"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %0, %class.anon.22* byval(%class.anon.22) align 8 %1) #0 !kernel_arg_addr_space !16 !kernel_arg_access_qual !17 !kernel_arg_type !18 !kernel_arg_type_qual !19 !kernel_arg_base_type !18 {
  %3 = bitcast %"class.sycl::_V1::range"* %0 to i64*
  %4 = load i64, i64* %3, align 8
  %5 = bitcast %class.anon.22* %1 to %structtype*
  %6 = getelementptr inbounds %structtype, %structtype* %5, i64 0, i32 0
  %7 = load i64, i64* %6, align 8
  %8 = inttoptr i64 %7 to float addrspace(4)*
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
  %25 = icmp ult i64 %16, %4
  br i1 %25, label %26, label %35

26:                                               ; preds = %2
  br label %27

27:                                               ; preds = %27, %26
  %28 = phi i64 [ %32, %27 ], [ %16, %26 ]
  %29 = getelementptr inbounds float, float addrspace(4)* %8, i64 %28
  %30 = load float, float addrspace(4)* %29, align 4
  %31 = fmul float %30, %30
  store float %31, float addrspace(4)* %29, align 4
  %32 = add i64 %28, %24
  %33 = icmp ult i64 %32, %4
  br i1 %33, label %27, label %34

34:                                               ; preds = %27
  br label %35

35:                                               ; preds = %34, %2
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTS6Square(float addrspace(1)* align 4 %0) #0 !kernel_arg_addr_space !20 !kernel_arg_access_qual !21 !kernel_arg_type !22 !kernel_arg_type_qual !23 !kernel_arg_base_type !22 {
  %2 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %3 = insertelement <3 x i64> undef, i64 %2, i32 0
  %4 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %5 = insertelement <3 x i64> %3, i64 %4, i32 1
  %6 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %7 = insertelement <3 x i64> %5, i64 %6, i32 2
  %8 = extractelement <3 x i64> %7, i32 0
  %9 = select i1 true, i64 %8, i64 0
  %10 = getelementptr inbounds float, float addrspace(1)* %0, i64 %9
  %11 = load float, float addrspace(1)* %10, align 4
  %12 = fmul float %11, %11
  %13 = icmp ult i64 %9, 2147483648
  call void @llvm.assume(i1 %13)
  store float %12, float addrspace(1)* %10, align 4
  ret void
}

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
!6 = !{i32 0, i32 1, i32 0, i32 0, i32 0}
!7 = !{!"none", !"none", !"none", !"none", !"none"}
!8 = !{!"class.sycl::_V1::range", !"float*", !"class.sycl::_V1::id", !"float", !"int"}
!9 = !{!"", !"", !"", !"", !""}
!10 = !{i32 1, i32 0, i32 0, i32 0}
!11 = !{!"none", !"none", !"none", !"none"}
!12 = !{!"float*", !"class.sycl::_V1::id", !"float", !"int"}
!13 = !{!"", !"", !"", !""}
!14 = !{!"class.sycl::_V1::range.3", !"int*", !"class.sycl::_V1::range.3", !"class.sycl::_V1::id.5", !"long"}
!15 = !{!"int*", !"class.sycl::_V1::range.3", !"class.sycl::_V1::id.5", !"long"}
!16 = !{i32 0, i32 0}
!17 = !{!"none", !"none"}
!18 = !{!"class.sycl::_V1::range", !"class.anon.22"}
!19 = !{!"", !""}
!20 = !{i32 1}
!21 = !{!"none"}
!22 = !{!"float*"}
!23 = !{!""}
