; ModuleID = 'device.bc'
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024"
target triple = "spir64-unknown-unknown"

%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [1 x i64] }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array" }

; Function Attrs: nounwind
define spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI11RelaxKernelEE(%"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %0, i64 %1, float addrspace(1)* align 4 %2, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %3, float addrspace(1)* readonly align 4 %4, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %5, float %6) #0 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_type_qual !9 !kernel_arg_base_type !8 {
  %8 = bitcast %"class.sycl::_V1::range"* %0 to i64*
  %9 = load i64, i64* %8, align 8
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
  %24 = call spir_func i64 @_Z15get_global_sizej(i32 0) #2
  %25 = insertelement <3 x i64> undef, i64 %24, i32 0
  %26 = call spir_func i64 @_Z15get_global_sizej(i32 1) #2
  %27 = insertelement <3 x i64> %25, i64 %26, i32 1
  %28 = call spir_func i64 @_Z15get_global_sizej(i32 2) #2
  %29 = insertelement <3 x i64> %27, i64 %28, i32 2
  %30 = extractelement <3 x i64> %29, i32 0
  %31 = select i1 true, i64 %30, i64 1
  %32 = icmp ult i64 %23, %9
  br i1 %32, label %33, label %61

33:                                               ; preds = %7
  %34 = fsub float 1.000000e+00, %6
  %35 = fmul float %6, 5.000000e-01
  br label %36

36:                                               ; preds = %55, %33
  %37 = phi i64 [ %58, %55 ], [ %23, %33 ]
  %38 = icmp eq i64 %37, 0
  br i1 %38, label %42, label %39

39:                                               ; preds = %36
  %40 = add nuw nsw i64 %37, 1
  %41 = icmp eq i64 %40, %1
  br i1 %41, label %42, label %45

42:                                               ; preds = %39, %36
  %43 = getelementptr inbounds float, float addrspace(1)* %15, i64 %37
  %44 = load float, float addrspace(1)* %43, align 4
  br label %55

45:                                               ; preds = %39
  %46 = getelementptr float, float addrspace(1)* %15, i64 %37
  %47 = getelementptr float, float addrspace(1)* %46, i64 -1
  %48 = load float, float addrspace(1)* %47, align 4
  %49 = load float, float addrspace(1)* %46, align 4
  %50 = getelementptr inbounds float, float addrspace(1)* %15, i64 %40
  %51 = load float, float addrspace(1)* %50, align 4
  %52 = fadd float %48, %51
  %53 = fmul float %35, %52
  %54 = call spir_func float @_Z3madfff(float %34, float %49, float %53) #3
  br label %55

55:                                               ; preds = %45, %42
  %56 = phi float [ %44, %42 ], [ %54, %45 ]
  %57 = getelementptr inbounds float, float addrspace(1)* %12, i64 %37
  store float %56, float addrspace(1)* %57, align 4
  %58 = add i64 %37, %31
  %59 = icmp ult i64 %58, %9
  br i1 %59, label %36, label %60

60:                                               ; preds = %55
  br label %61

61:                                               ; preds = %60, %7
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTS11RelaxKernel(i64 %0, float addrspace(1)* align 4 %1, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %2, float addrspace(1)* readonly align 4 %3, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %4, float %5) #0 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_type_qual !13 !kernel_arg_base_type !12 {
  %7 = bitcast %"class.sycl::_V1::id"* %2 to i64*
  %8 = load i64, i64* %7, align 8
  %9 = bitcast %"class.sycl::_V1::id"* %4 to i64*
  %10 = load i64, i64* %9, align 8
  %11 = getelementptr inbounds float, float addrspace(1)* %3, i64 %10
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
  %21 = icmp eq i64 %19, 0
  br i1 %21, label %25, label %22

22:                                               ; preds = %6
  %23 = add nuw nsw i64 %19, 1
  %24 = icmp eq i64 %23, %0
  br i1 %24, label %25, label %28

25:                                               ; preds = %22, %6
  %26 = getelementptr inbounds float, float addrspace(1)* %11, i64 %19
  %27 = load float, float addrspace(1)* %26, align 4
  br label %40

28:                                               ; preds = %22
  %29 = getelementptr float, float addrspace(1)* %11, i64 %19
  %30 = getelementptr float, float addrspace(1)* %29, i64 -1
  %31 = load float, float addrspace(1)* %30, align 4
  %32 = load float, float addrspace(1)* %29, align 4
  %33 = getelementptr inbounds float, float addrspace(1)* %11, i64 %23
  %34 = load float, float addrspace(1)* %33, align 4
  %35 = fsub float 1.000000e+00, %5
  %36 = fmul float %5, 5.000000e-01
  %37 = fadd float %31, %34
  %38 = fmul float %36, %37
  %39 = call spir_func float @_Z3madfff(float %35, float %32, float %38) #3
  br label %40

40:                                               ; preds = %28, %25
  %41 = phi float [ %27, %25 ], [ %39, %28 ]
  %42 = getelementptr inbounds float, float addrspace(1)* %1, i64 %8
  %43 = getelementptr inbounds float, float addrspace(1)* %42, i64 %19
  store float %41, float addrspace(1)* %43, align 4
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
!6 = !{i32 0, i32 0, i32 1, i32 0, i32 1, i32 0, i32 0}
!7 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!8 = !{!"class.sycl::_V1::range", !"long", !"float*", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::id", !"float"}
!9 = !{!"", !"", !"", !"", !"", !"", !""}
!10 = !{i32 0, i32 1, i32 0, i32 1, i32 0, i32 0}
!11 = !{!"none", !"none", !"none", !"none", !"none", !"none"}
!12 = !{!"long", !"float*", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::id", !"float"}
!13 = !{!"", !"", !"", !"", !"", !""}
