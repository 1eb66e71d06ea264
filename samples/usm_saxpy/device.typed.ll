; ModuleID = 'device.bc'
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024"
target triple = "spir64-unknown-unknown"

%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [1 x i64] }
%class.anon = type { i8 addrspace(4)*, float, i8 addrspace(4)* }

; Function Attrs: nounwind
define spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI5SaxpyEE(%"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %0, %class.anon* byval(%class.anon) align 8 %1) #0 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_type_qual !9 !kernel_arg_base_type !8 {
  %3 = bitcast %"class.sycl::_V1::range"* %0 to i64*
  %4 = load i64, i64* %3, align 8
  %5 = getelementptr inbounds %class.anon, %class.anon* %1, i64 0, i32 0
  %6 = load i8 addrspace(4)*, i8 addrspace(4)** %5, align 8
  %7 = getelementptr inbounds %class.anon, %class.anon* %1, i64 0, i32 1
  %8 = load float, float* %7, align 8
  %9 = getelementptr inbounds %class.anon, %class.anon* %1, i64 0, i32 2
  %10 = load i8 addrspace(4)*, i8 addrspace(4)** %9, align 8
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
  %27 = icmp ult i64 %18, %4
  br i1 %27, label %28, label %41

28:                                               ; preds = %2
  br label %29

29:                                               ; preds = %29, %28
  %30 = phi i64 [ %38, %29 ], [ %18, %28 ]
  %31 = bitcast i8 addrspace(4)* %10 to float addrspace(4)*
  %32 = getelementptr inbounds float, float addrspace(4)* %31, i64 %30
  %33 = load float, float addrspace(4)* %32, align 4
  %34 = bitcast i8 addrspace(4)* %6 to float addrspace(4)*
  %35 = getelementptr inbounds float, float addrspace(4)* %34, i64 %30
  %36 = load float, float addrspace(4)* %35, align 4
  %37 = call spir_func float @_Z3madfff(float %8, float %33, float %36) #3
  store float %37, float addrspace(4)* %35, align 4
  %38 = add i64 %30, %26
  %39 = icmp ult i64 %38, %4
  br i1 %39, label %29, label %40

40:                                               ; preds = %29
  br label %41

41:                                               ; preds = %40, %2
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTS5Saxpy(float addrspace(1)* align 4 %0, float %1, float addrspace(1)* align 4 %2) #0 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_type_qual !13 !kernel_arg_base_type !12 {
  %4 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %5 = insertelement <3 x i64> undef, i64 %4, i32 0
  %6 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %7 = insertelement <3 x i64> %5, i64 %6, i32 1
  %8 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %9 = insertelement <3 x i64> %7, i64 %8, i32 2
  %10 = extractelement <3 x i64> %9, i32 0
  %11 = select i1 true, i64 %10, i64 0
  %12 = getelementptr inbounds float, float addrspace(1)* %2, i64 %11
  %13 = load float, float addrspace(1)* %12, align 4
  %14 = getelementptr inbounds float, float addrspace(1)* %0, i64 %11
  %15 = load float, float addrspace(1)* %14, align 4
  %16 = call spir_func float @_Z3madfff(float %1, float %13, float %15) #3
  %17 = icmp ult i64 %11, 2147483648
  call void @llvm.assume(i1 %17)
  store float %16, float addrspace(1)* %14, align 4
  ret void
}

; Function Attrs: inaccessiblememonly nocallback nofree nosync nounwind willreturn
declare void @llvm.assume(i1 noundef) #1

; Function Attrs: nounwind
define spir_kernel void @_ZTS6SumAll(i32 %0, float addrspace(1)* align 4 %1, float addrspace(1)* align 4 %2) #0 !kernel_arg_addr_space !14 !kernel_arg_access_qual !11 !kernel_arg_type !15 !kernel_arg_type_qual !13 !kernel_arg_base_type !15 {
  %4 = icmp sgt i32 %0, 0
  br i1 %4, label %5, label %16

5:                                                ; preds = %3
  %6 = zext i32 %0 to i64
  br label %7

7:                                                ; preds = %7, %5
  %8 = phi i64 [ 0, %5 ], [ %13, %7 ]
  %9 = phi float [ 0.000000e+00, %5 ], [ %12, %7 ]
  %10 = getelementptr inbounds float, float addrspace(1)* %1, i64 %8
  %11 = load float, float addrspace(1)* %10, align 4
  %12 = fadd float %9, %11
  %13 = add nuw nsw i64 %8, 1
  %14 = icmp eq i64 %13, %6
  br i1 %14, label %15, label %7

15:                                               ; preds = %7
  br label %16

16:                                               ; preds = %15, %3
  %17 = phi float [ 0.000000e+00, %3 ], [ %12, %15 ]
  store float %17, float addrspace(1)* %2, align 4
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
!6 = !{i32 0, i32 0}
!7 = !{!"none", !"none"}
!8 = !{!"class.sycl::_V1::range", !"class.anon"}
!9 = !{!"", !""}
!10 = !{i32 1, i32 0, i32 1}
!11 = !{!"none", !"none", !"none"}
!12 = !{!"float*", !"float", !"float*"}
!13 = !{!"", !"", !""}
!14 = !{i32 0, i32 1, i32 1}
!15 = !{!"int", !"float*", !"float*"}
