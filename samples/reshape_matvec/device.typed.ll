; ModuleID = 'device.bc'
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024"
target triple = "spir64-unknown-unknown"

%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [1 x i64] }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array" }

; Function Attrs: nounwind
define spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI9RowMatVecEE(%"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %0, i64 %1, float addrspace(1)* readonly align 4 %2, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %3, float addrspace(1)* readonly align 4 %4, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %5, float addrspace(1)* align 4 %6, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %7) #0 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_type_qual !9 !kernel_arg_base_type !8 {
  %9 = bitcast %"class.sycl::_V1::range"* %0 to i64*
  %10 = load i64, i64* %9, align 8
  %11 = bitcast %"class.sycl::_V1::id"* %3 to i64*
  %12 = load i64, i64* %11, align 8
  %13 = getelementptr inbounds float, float addrspace(1)* %2, i64 %12
  %14 = bitcast %"class.sycl::_V1::id"* %5 to i64*
  %15 = load i64, i64* %14, align 8
  %16 = getelementptr inbounds float, float addrspace(1)* %4, i64 %15
  %17 = bitcast %"class.sycl::_V1::id"* %7 to i64*
  %18 = load i64, i64* %17, align 8
  %19 = getelementptr inbounds float, float addrspace(1)* %6, i64 %18
  %20 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %21 = insertelement <3 x i64> undef, i64 %20, i32 0
  %22 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %23 = insertelement <3 x i64> %21, i64 %22, i32 1
  %24 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %25 = insertelement <3 x i64> %23, i64 %24, i32 2
  %26 = extractelement <3 x i64> %25, i32 0
  %27 = select i1 true, i64 %26, i64 0
  %28 = call spir_func i64 @_Z15get_global_sizej(i32 0) #2
  %29 = insertelement <3 x i64> undef, i64 %28, i32 0
  %30 = call spir_func i64 @_Z15get_global_sizej(i32 1) #2
  %31 = insertelement <3 x i64> %29, i64 %30, i32 1
  %32 = call spir_func i64 @_Z15get_global_sizej(i32 2) #2
  %33 = insertelement <3 x i64> %31, i64 %32, i32 2
  %34 = extractelement <3 x i64> %33, i32 0
  %35 = select i1 true, i64 %34, i64 1
  %36 = icmp ult i64 %27, %10
  br i1 %36, label %37, label %61

37:                                               ; preds = %8
  %38 = icmp eq i64 %1, 0
  br label %39

39:                                               ; preds = %55, %37
  %40 = phi i64 [ %27, %37 ], [ %58, %55 ]
  br i1 %38, label %55, label %41

41:                                               ; preds = %39
  %42 = mul i64 %40, %1
  %43 = getelementptr float, float addrspace(1)* %13, i64 %42
  br label %44

44:                                               ; preds = %44, %41
  %45 = phi i64 [ 0, %41 ], [ %52, %44 ]
  %46 = phi float [ 0.000000e+00, %41 ], [ %51, %44 ]
  %47 = getelementptr float, float addrspace(1)* %43, i64 %45
  %48 = load float, float addrspace(1)* %47, align 4
  %49 = getelementptr inbounds float, float addrspace(1)* %16, i64 %45
  %50 = load float, float addrspace(1)* %49, align 4
  %51 = call spir_func float @_Z3madfff(float %48, float %50, float %46) #3
  %52 = add nuw i64 %45, 1
  %53 = icmp eq i64 %52, %1
  br i1 %53, label %54, label %44

54:                                               ; preds = %44
  br label %55

55:                                               ; preds = %54, %39
  %56 = phi float [ 0.000000e+00, %39 ], [ %51, %54 ]
  %57 = getelementptr inbounds float, float addrspace(1)* %19, i64 %40
  store float %56, float addrspace(1)* %57, align 4
  %58 = add i64 %40, %35
  %59 = icmp ult i64 %58, %10
  br i1 %59, label %39, label %60

60:                                               ; preds = %55
  br label %61

61:                                               ; preds = %60, %8
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTS9RowMatVec(i64 %0, float addrspace(1)* readonly align 4 %1, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %2, float addrspace(1)* readonly align 4 %3, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %4, float addrspace(1)* align 4 %5, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %6) #0 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_type_qual !13 !kernel_arg_base_type !12 {
  %8 = bitcast %"class.sycl::_V1::id"* %4 to i64*
  %9 = load i64, i64* %8, align 8
  %10 = getelementptr inbounds float, float addrspace(1)* %3, i64 %9
  %11 = bitcast %"class.sycl::_V1::id"* %6 to i64*
  %12 = load i64, i64* %11, align 8
  %13 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %14 = insertelement <3 x i64> undef, i64 %13, i32 0
  %15 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %16 = insertelement <3 x i64> %14, i64 %15, i32 1
  %17 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %18 = insertelement <3 x i64> %16, i64 %17, i32 2
  %19 = extractelement <3 x i64> %18, i32 0
  %20 = select i1 true, i64 %19, i64 0
  %21 = icmp ult i64 %20, 2147483648
  call void @llvm.assume(i1 %21)
  %22 = icmp eq i64 %0, 0
  br i1 %22, label %40, label %23

23:                                               ; preds = %7
  %24 = bitcast %"class.sycl::_V1::id"* %2 to i64*
  %25 = load i64, i64* %24, align 8
  %26 = getelementptr inbounds float, float addrspace(1)* %1, i64 %25
  %27 = mul i64 %20, %0
  %28 = getelementptr float, float addrspace(1)* %26, i64 %27
  br label %29

29:                                               ; preds = %29, %23
  %30 = phi i64 [ 0, %23 ], [ %37, %29 ]
  %31 = phi float [ 0.000000e+00, %23 ], [ %36, %29 ]
  %32 = getelementptr float, float addrspace(1)* %28, i64 %30
  %33 = load float, float addrspace(1)* %32, align 4
  %34 = getelementptr inbounds float, float addrspace(1)* %10, i64 %30
  %35 = load float, float addrspace(1)* %34, align 4
  %36 = call spir_func float @_Z3madfff(float %33, float %35, float %31) #3
  %37 = add nuw i64 %30, 1
  %38 = icmp eq i64 %37, %0
  br i1 %38, label %39, label %29

39:                                               ; preds = %29
  br label %40

40:                                               ; preds = %39, %7
  %41 = phi float [ 0.000000e+00, %7 ], [ %36, %39 ]
  %42 = getelementptr inbounds float, float addrspace(1)* %5, i64 %12
  %43 = getelementptr inbounds float, float addrspace(1)* %42, i64 %20
  store float %41, float addrspace(1)* %43, align 4
  ret void
}

; Function Attrs: inaccessiblememonly nocallback nofree nosync nounwind willreturn
declare void @llvm.assume(i1 noundef) #1

; Function Attrs: nounwind
define spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI12ColumnMatVecEE(%"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %0, i64 %1, i64 %2, float addrspace(1)* readonly align 4 %3, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %4, float addrspace(1)* readonly align 4 %5, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %6, float addrspace(1)* align 4 %7, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %8) #0 !kernel_arg_addr_space !14 !kernel_arg_access_qual !15 !kernel_arg_type !16 !kernel_arg_type_qual !17 !kernel_arg_base_type !16 {
  %10 = bitcast %"class.sycl::_V1::range"* %0 to i64*
  %11 = load i64, i64* %10, align 8
  %12 = bitcast %"class.sycl::_V1::id"* %4 to i64*
  %13 = load i64, i64* %12, align 8
  %14 = getelementptr inbounds float, float addrspace(1)* %3, i64 %13
  %15 = bitcast %"class.sycl::_V1::id"* %6 to i64*
  %16 = load i64, i64* %15, align 8
  %17 = getelementptr inbounds float, float addrspace(1)* %5, i64 %16
  %18 = bitcast %"class.sycl::_V1::id"* %8 to i64*
  %19 = load i64, i64* %18, align 8
  %20 = getelementptr inbounds float, float addrspace(1)* %7, i64 %19
  %21 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %22 = insertelement <3 x i64> undef, i64 %21, i32 0
  %23 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %24 = insertelement <3 x i64> %22, i64 %23, i32 1
  %25 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %26 = insertelement <3 x i64> %24, i64 %25, i32 2
  %27 = extractelement <3 x i64> %26, i32 0
  %28 = select i1 true, i64 %27, i64 0
  %29 = call spir_func i64 @_Z15get_global_sizej(i32 0) #2
  %30 = insertelement <3 x i64> undef, i64 %29, i32 0
  %31 = call spir_func i64 @_Z15get_global_sizej(i32 1) #2
  %32 = insertelement <3 x i64> %30, i64 %31, i32 1
  %33 = call spir_func i64 @_Z15get_global_sizej(i32 2) #2
  %34 = insertelement <3 x i64> %32, i64 %33, i32 2
  %35 = extractelement <3 x i64> %34, i32 0
  %36 = select i1 true, i64 %35, i64 1
  %37 = icmp ult i64 %28, %11
  br i1 %37, label %38, label %62

38:                                               ; preds = %9
  %39 = icmp eq i64 %1, 0
  br label %40

40:                                               ; preds = %56, %38
  %41 = phi i64 [ %28, %38 ], [ %59, %56 ]
  br i1 %39, label %56, label %42

42:                                               ; preds = %40
  %43 = getelementptr float, float addrspace(1)* %14, i64 %41
  br label %44

44:                                               ; preds = %44, %42
  %45 = phi i64 [ 0, %42 ], [ %53, %44 ]
  %46 = phi float [ 0.000000e+00, %42 ], [ %52, %44 ]
  %47 = mul i64 %45, %2
  %48 = getelementptr float, float addrspace(1)* %43, i64 %47
  %49 = load float, float addrspace(1)* %48, align 4
  %50 = getelementptr inbounds float, float addrspace(1)* %17, i64 %45
  %51 = load float, float addrspace(1)* %50, align 4
  %52 = call spir_func float @_Z3madfff(float %49, float %51, float %46) #3
  %53 = add nuw i64 %45, 1
  %54 = icmp eq i64 %53, %1
  br i1 %54, label %55, label %44

55:                                               ; preds = %44
  br label %56

56:                                               ; preds = %55, %40
  %57 = phi float [ 0.000000e+00, %40 ], [ %52, %55 ]
  %58 = getelementptr inbounds float, float addrspace(1)* %20, i64 %41
  store float %57, float addrspace(1)* %58, align 4
  %59 = add i64 %41, %36
  %60 = icmp ult i64 %59, %11
  br i1 %60, label %40, label %61

61:                                               ; preds = %56
  br label %62

62:                                               ; preds = %61, %9
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTS12ColumnMatVec(i64 %0, i64 %1, float addrspace(1)* readonly align 4 %2, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %3, float addrspace(1)* readonly align 4 %4, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %5, float addrspace(1)* align 4 %6, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %7) #0 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !18 !kernel_arg_type_qual !9 !kernel_arg_base_type !18 {
  %9 = bitcast %"class.sycl::_V1::id"* %3 to i64*
  %10 = load i64, i64* %9, align 8
  %11 = getelementptr inbounds float, float addrspace(1)* %2, i64 %10
  %12 = bitcast %"class.sycl::_V1::id"* %5 to i64*
  %13 = load i64, i64* %12, align 8
  %14 = getelementptr inbounds float, float addrspace(1)* %4, i64 %13
  %15 = bitcast %"class.sycl::_V1::id"* %7 to i64*
  %16 = load i64, i64* %15, align 8
  %17 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %18 = insertelement <3 x i64> undef, i64 %17, i32 0
  %19 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %20 = insertelement <3 x i64> %18, i64 %19, i32 1
  %21 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %22 = insertelement <3 x i64> %20, i64 %21, i32 2
  %23 = extractelement <3 x i64> %22, i32 0
  %24 = select i1 true, i64 %23, i64 0
  %25 = icmp ult i64 %24, 2147483648
  call void @llvm.assume(i1 %25)
  %26 = getelementptr float, float addrspace(1)* %11, i64 %24
  %27 = icmp eq i64 %0, 0
  br i1 %27, label %41, label %28

28:                                               ; preds = %8
  br label %29

29:                                               ; preds = %29, %28
  %30 = phi i64 [ %38, %29 ], [ 0, %28 ]
  %31 = phi float [ %37, %29 ], [ 0.000000e+00, %28 ]
  %32 = mul i64 %30, %1
  %33 = getelementptr float, float addrspace(1)* %26, i64 %32
  %34 = load float, float addrspace(1)* %33, align 4
  %35 = getelementptr inbounds float, float addrspace(1)* %14, i64 %30
  %36 = load float, float addrspace(1)* %35, align 4
  %37 = call spir_func float @_Z3madfff(float %34, float %36, float %31) #3
  %38 = add nuw i64 %30, 1
  %39 = icmp eq i64 %38, %0
  br i1 %39, label %40, label %29

40:                                               ; preds = %29
  br label %41

41:                                               ; preds = %40, %8
  %42 = phi float [ 0.000000e+00, %8 ], [ %37, %40 ]
  %43 = getelementptr inbounds float, float addrspace(1)* %6, i64 %16
  %44 = getelementptr inbounds float, float addrspace(1)* %43, i64 %24
  store float %42, float addrspace(1)* %44, align 4
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
!6 = !{i32 0, i32 0, i32 1, i32 0, i32 1, i32 0, i32 1, i32 0}
!7 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!8 = !{!"class.sycl::_V1::range", !"long", !"float*", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::id"}
!9 = !{!"", !"", !"", !"", !"", !"", !"", !""}
!10 = !{i32 0, i32 1, i32 0, i32 1, i32 0, i32 1, i32 0}
!11 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!12 = !{!"long", !"float*", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::id"}
!13 = !{!"", !"", !"", !"", !"", !"", !""}
!14 = !{i32 0, i32 0, i32 0, i32 1, i32 0, i32 1, i32 0, i32 1, i32 0}
!15 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!16 = !{!"class.sycl::_V1::range", !"long", !"long", !"float*", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::id"}
!17 = !{!"", !"", !"", !"", !"", !"", !"", !"", !""}
!18 = !{!"long", !"long", !"float*", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::id"}
