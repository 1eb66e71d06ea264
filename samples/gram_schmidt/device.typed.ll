; ModuleID = 'device.bc'
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024"
target triple = "spir64-unknown-unknown"

%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [1 x i64] }
%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }

; Function Attrs: nounwind
define spir_kernel void @_ZTS10ColumnNorm(i64 %0, i64 %1, float addrspace(1)* readonly align 4 %2, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %3, i64 %4, float addrspace(1)* align 4 %5, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %6) #0 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_type_qual !9 !kernel_arg_base_type !8 {
  %8 = bitcast %"class.sycl::_V1::id"* %3 to i64*
  %9 = load i64, i64* %8, align 8
  %10 = getelementptr inbounds float, float addrspace(1)* %2, i64 %9
  %11 = bitcast %"class.sycl::_V1::id"* %6 to i64*
  %12 = load i64, i64* %11, align 8
  %13 = getelementptr float, float addrspace(1)* %10, i64 %4
  %14 = icmp eq i64 %0, 0
  br i1 %14, label %26, label %15

15:                                               ; preds = %7
  br label %16

16:                                               ; preds = %16, %15
  %17 = phi i64 [ %23, %16 ], [ 0, %15 ]
  %18 = phi float [ %22, %16 ], [ 0.000000e+00, %15 ]
  %19 = mul i64 %17, %1
  %20 = getelementptr float, float addrspace(1)* %13, i64 %19
  %21 = load float, float addrspace(1)* %20, align 4
  %22 = call spir_func float @_Z3madfff(float %21, float %21, float %18) #2
  %23 = add nuw i64 %17, 1
  %24 = icmp eq i64 %23, %0
  br i1 %24, label %25, label %16

25:                                               ; preds = %16
  br label %26

26:                                               ; preds = %25, %7
  %27 = phi float [ 0.000000e+00, %7 ], [ %22, %25 ]
  %28 = getelementptr inbounds float, float addrspace(1)* %5, i64 %12
  %29 = call spir_func float @_Z4sqrtf(float %27) #2
  %30 = add i64 %1, 1
  %31 = mul i64 %4, %30
  %32 = getelementptr inbounds float, float addrspace(1)* %28, i64 %31
  store float %29, float addrspace(1)* %32, align 4
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI15NormalizeColumnEE(%"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %0, i64 %1, float addrspace(1)* align 4 %2, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %3, i64 %4, float addrspace(1)* readonly align 4 %5, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %6, float addrspace(1)* readonly align 4 %7, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %8) #0 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_type_qual !13 !kernel_arg_base_type !12 {
  %10 = bitcast %"class.sycl::_V1::range"* %0 to i64*
  %11 = load i64, i64* %10, align 8
  %12 = bitcast %"class.sycl::_V1::id"* %3 to i64*
  %13 = load i64, i64* %12, align 8
  %14 = getelementptr inbounds float, float addrspace(1)* %2, i64 %13
  %15 = bitcast %"class.sycl::_V1::id"* %6 to i64*
  %16 = load i64, i64* %15, align 8
  %17 = getelementptr inbounds float, float addrspace(1)* %5, i64 %16
  %18 = call spir_func i64 @_Z13get_global_idj(i32 0) #3
  %19 = insertelement <3 x i64> undef, i64 %18, i32 0
  %20 = call spir_func i64 @_Z13get_global_idj(i32 1) #3
  %21 = insertelement <3 x i64> %19, i64 %20, i32 1
  %22 = call spir_func i64 @_Z13get_global_idj(i32 2) #3
  %23 = insertelement <3 x i64> %21, i64 %22, i32 2
  %24 = extractelement <3 x i64> %23, i32 0
  %25 = select i1 true, i64 %24, i64 0
  %26 = call spir_func i64 @_Z15get_global_sizej(i32 0) #3
  %27 = insertelement <3 x i64> undef, i64 %26, i32 0
  %28 = call spir_func i64 @_Z15get_global_sizej(i32 1) #3
  %29 = insertelement <3 x i64> %27, i64 %28, i32 1
  %30 = call spir_func i64 @_Z15get_global_sizej(i32 2) #3
  %31 = insertelement <3 x i64> %29, i64 %30, i32 2
  %32 = extractelement <3 x i64> %31, i32 0
  %33 = select i1 true, i64 %32, i64 1
  %34 = icmp ult i64 %25, %11
  br i1 %34, label %35, label %54

35:                                               ; preds = %9
  %36 = bitcast %"class.sycl::_V1::id"* %8 to i64*
  %37 = load i64, i64* %36, align 8
  %38 = getelementptr inbounds float, float addrspace(1)* %7, i64 %37
  %39 = add i64 %1, 1
  %40 = mul i64 %4, %39
  %41 = getelementptr inbounds float, float addrspace(1)* %38, i64 %40
  br label %42

42:                                               ; preds = %42, %35
  %43 = phi i64 [ %25, %35 ], [ %51, %42 ]
  %44 = mul i64 %43, %1
  %45 = add i64 %44, %4
  %46 = getelementptr inbounds float, float addrspace(1)* %17, i64 %45
  %47 = load float, float addrspace(1)* %46, align 4
  %48 = load float, float addrspace(1)* %41, align 4
  %49 = fdiv float %47, %48
  %50 = getelementptr inbounds float, float addrspace(1)* %14, i64 %45
  store float %49, float addrspace(1)* %50, align 4
  %51 = add i64 %43, %33
  %52 = icmp ult i64 %51, %11
  br i1 %52, label %42, label %53

53:                                               ; preds = %42
  br label %54

54:                                               ; preds = %53, %9
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTS15NormalizeColumn(i64 %0, float addrspace(1)* align 4 %1, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %2, i64 %3, float addrspace(1)* readonly align 4 %4, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %5, float addrspace(1)* readonly align 4 %6, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %7) #0 !kernel_arg_addr_space !14 !kernel_arg_access_qual !15 !kernel_arg_type !16 !kernel_arg_type_qual !17 !kernel_arg_base_type !16 {
  %9 = bitcast %"class.sycl::_V1::id"* %2 to i64*
  %10 = load i64, i64* %9, align 8
  %11 = getelementptr inbounds float, float addrspace(1)* %1, i64 %10
  %12 = bitcast %"class.sycl::_V1::id"* %5 to i64*
  %13 = load i64, i64* %12, align 8
  %14 = getelementptr inbounds float, float addrspace(1)* %4, i64 %13
  %15 = bitcast %"class.sycl::_V1::id"* %7 to i64*
  %16 = load i64, i64* %15, align 8
  %17 = getelementptr inbounds float, float addrspace(1)* %6, i64 %16
  %18 = call spir_func i64 @_Z13get_global_idj(i32 0) #3
  %19 = insertelement <3 x i64> undef, i64 %18, i32 0
  %20 = call spir_func i64 @_Z13get_global_idj(i32 1) #3
  %21 = insertelement <3 x i64> %19, i64 %20, i32 1
  %22 = call spir_func i64 @_Z13get_global_idj(i32 2) #3
  %23 = insertelement <3 x i64> %21, i64 %22, i32 2
  %24 = extractelement <3 x i64> %23, i32 0
  %25 = select i1 true, i64 %24, i64 0
  %26 = icmp ult i64 %25, 2147483648
  call void @llvm.assume(i1 %26)
  %27 = mul i64 %25, %0
  %28 = add i64 %27, %3
  %29 = getelementptr inbounds float, float addrspace(1)* %14, i64 %28
  %30 = load float, float addrspace(1)* %29, align 4
  %31 = add i64 %0, 1
  %32 = mul i64 %3, %31
  %33 = getelementptr inbounds float, float addrspace(1)* %17, i64 %32
  %34 = load float, float addrspace(1)* %33, align 4
  %35 = fdiv float %30, %34
  %36 = getelementptr inbounds float, float addrspace(1)* %11, i64 %28
  store float %35, float addrspace(1)* %36, align 4
  ret void
}

; Function Attrs: inaccessiblememonly nocallback nofree nosync nounwind willreturn
declare void @llvm.assume(i1 noundef) #1

; Function Attrs: nounwind
define spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI14ProjectColumnsEE(%"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %0, i64 %1, i64 %2, i64 %3, float addrspace(1)* readonly align 4 %4, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %5, float addrspace(1)* align 4 %6, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %7, float addrspace(1)* align 4 %8, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %9) #0 !kernel_arg_addr_space !18 !kernel_arg_access_qual !19 !kernel_arg_type !20 !kernel_arg_type_qual !21 !kernel_arg_base_type !20 {
  %11 = bitcast %"class.sycl::_V1::range"* %0 to i64*
  %12 = load i64, i64* %11, align 8
  %13 = bitcast %"class.sycl::_V1::id"* %7 to i64*
  %14 = load i64, i64* %13, align 8
  %15 = getelementptr inbounds float, float addrspace(1)* %6, i64 %14
  %16 = call spir_func i64 @_Z13get_global_idj(i32 0) #3
  %17 = insertelement <3 x i64> undef, i64 %16, i32 0
  %18 = call spir_func i64 @_Z13get_global_idj(i32 1) #3
  %19 = insertelement <3 x i64> %17, i64 %18, i32 1
  %20 = call spir_func i64 @_Z13get_global_idj(i32 2) #3
  %21 = insertelement <3 x i64> %19, i64 %20, i32 2
  %22 = extractelement <3 x i64> %21, i32 0
  %23 = select i1 true, i64 %22, i64 0
  %24 = call spir_func i64 @_Z15get_global_sizej(i32 0) #3
  %25 = insertelement <3 x i64> undef, i64 %24, i32 0
  %26 = call spir_func i64 @_Z15get_global_sizej(i32 1) #3
  %27 = insertelement <3 x i64> %25, i64 %26, i32 1
  %28 = call spir_func i64 @_Z15get_global_sizej(i32 2) #3
  %29 = insertelement <3 x i64> %27, i64 %28, i32 2
  %30 = extractelement <3 x i64> %29, i32 0
  %31 = select i1 true, i64 %30, i64 1
  %32 = icmp ult i64 %23, %12
  br i1 %32, label %33, label %81

33:                                               ; preds = %10
  %34 = bitcast %"class.sycl::_V1::id"* %9 to i64*
  %35 = load i64, i64* %34, align 8
  %36 = getelementptr inbounds float, float addrspace(1)* %8, i64 %35
  %37 = bitcast %"class.sycl::_V1::id"* %5 to i64*
  %38 = load i64, i64* %37, align 8
  %39 = getelementptr inbounds float, float addrspace(1)* %4, i64 %38
  %40 = add i64 %3, 1
  %41 = icmp eq i64 %1, 0
  %42 = mul i64 %3, %2
  %43 = getelementptr float, float addrspace(1)* %39, i64 %3
  %44 = getelementptr float, float addrspace(1)* %36, i64 %42
  br label %45

45:                                               ; preds = %77, %33
  %46 = phi i64 [ %23, %33 ], [ %78, %77 ]
  %47 = add i64 %40, %46
  br i1 %41, label %48, label %50

48:                                               ; preds = %45
  %49 = getelementptr float, float addrspace(1)* %44, i64 %47
  store float 0.000000e+00, float addrspace(1)* %49, align 4
  br label %77

50:                                               ; preds = %45
  %51 = getelementptr float, float addrspace(1)* %15, i64 %47
  br label %52

52:                                               ; preds = %52, %50
  %53 = phi i64 [ 0, %50 ], [ %61, %52 ]
  %54 = phi float [ 0.000000e+00, %50 ], [ %60, %52 ]
  %55 = mul i64 %53, %2
  %56 = getelementptr float, float addrspace(1)* %43, i64 %55
  %57 = load float, float addrspace(1)* %56, align 4
  %58 = getelementptr float, float addrspace(1)* %51, i64 %55
  %59 = load float, float addrspace(1)* %58, align 4
  %60 = call spir_func float @_Z3madfff(float %57, float %59, float %54) #2
  %61 = add nuw i64 %53, 1
  %62 = icmp eq i64 %61, %1
  br i1 %62, label %63, label %52

63:                                               ; preds = %52
  %64 = getelementptr float, float addrspace(1)* %44, i64 %47
  store float %60, float addrspace(1)* %64, align 4
  %65 = fneg float %60
  br label %66

66:                                               ; preds = %66, %63
  %67 = phi i64 [ 0, %63 ], [ %74, %66 ]
  %68 = mul i64 %67, %2
  %69 = getelementptr float, float addrspace(1)* %43, i64 %68
  %70 = load float, float addrspace(1)* %69, align 4
  %71 = getelementptr float, float addrspace(1)* %51, i64 %68
  %72 = load float, float addrspace(1)* %71, align 4
  %73 = call spir_func float @_Z3madfff(float %65, float %70, float %72) #2
  store float %73, float addrspace(1)* %71, align 4
  %74 = add nuw i64 %67, 1
  %75 = icmp eq i64 %74, %1
  br i1 %75, label %76, label %66

76:                                               ; preds = %66
  br label %77

77:                                               ; preds = %76, %48
  %78 = add i64 %46, %31
  %79 = icmp ult i64 %78, %12
  br i1 %79, label %45, label %80

80:                                               ; preds = %77
  br label %81

81:                                               ; preds = %80, %10
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTS14ProjectColumns(i64 %0, i64 %1, i64 %2, float addrspace(1)* readonly align 4 %3, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %4, float addrspace(1)* align 4 %5, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %6, float addrspace(1)* align 4 %7, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %8) #0 !kernel_arg_addr_space !22 !kernel_arg_access_qual !11 !kernel_arg_type !23 !kernel_arg_type_qual !13 !kernel_arg_base_type !23 {
  %10 = bitcast %"class.sycl::_V1::id"* %4 to i64*
  %11 = load i64, i64* %10, align 8
  %12 = getelementptr inbounds float, float addrspace(1)* %3, i64 %11
  %13 = bitcast %"class.sycl::_V1::id"* %6 to i64*
  %14 = load i64, i64* %13, align 8
  %15 = getelementptr inbounds float, float addrspace(1)* %5, i64 %14
  %16 = bitcast %"class.sycl::_V1::id"* %8 to i64*
  %17 = load i64, i64* %16, align 8
  %18 = getelementptr inbounds float, float addrspace(1)* %7, i64 %17
  %19 = call spir_func i64 @_Z13get_global_idj(i32 0) #3
  %20 = insertelement <3 x i64> undef, i64 %19, i32 0
  %21 = call spir_func i64 @_Z13get_global_idj(i32 1) #3
  %22 = insertelement <3 x i64> %20, i64 %21, i32 1
  %23 = call spir_func i64 @_Z13get_global_idj(i32 2) #3
  %24 = insertelement <3 x i64> %22, i64 %23, i32 2
  %25 = extractelement <3 x i64> %24, i32 0
  %26 = select i1 true, i64 %25, i64 0
  %27 = icmp ult i64 %26, 2147483648
  call void @llvm.assume(i1 %27)
  %28 = add i64 %2, 1
  %29 = add i64 %28, %26
  %30 = getelementptr float, float addrspace(1)* %12, i64 %2
  %31 = getelementptr float, float addrspace(1)* %15, i64 %29
  %32 = icmp eq i64 %0, 0
  br i1 %32, label %34, label %33

33:                                               ; preds = %9
  br label %38

34:                                               ; preds = %9
  %35 = mul i64 %2, %1
  %36 = getelementptr float, float addrspace(1)* %18, i64 %35
  %37 = getelementptr float, float addrspace(1)* %36, i64 %29
  store float 0.000000e+00, float addrspace(1)* %37, align 4
  br label %65

38:                                               ; preds = %38, %33
  %39 = phi i64 [ %47, %38 ], [ 0, %33 ]
  %40 = phi float [ %46, %38 ], [ 0.000000e+00, %33 ]
  %41 = mul i64 %39, %1
  %42 = getelementptr float, float addrspace(1)* %30, i64 %41
  %43 = load float, float addrspace(1)* %42, align 4
  %44 = getelementptr float, float addrspace(1)* %31, i64 %41
  %45 = load float, float addrspace(1)* %44, align 4
  %46 = call spir_func float @_Z3madfff(float %43, float %45, float %40) #2
  %47 = add nuw i64 %39, 1
  %48 = icmp eq i64 %47, %0
  br i1 %48, label %49, label %38

49:                                               ; preds = %38
  %50 = mul i64 %2, %1
  %51 = getelementptr float, float addrspace(1)* %18, i64 %50
  %52 = getelementptr float, float addrspace(1)* %51, i64 %29
  store float %46, float addrspace(1)* %52, align 4
  %53 = fneg float %46
  br label %54

54:                                               ; preds = %54, %49
  %55 = phi i64 [ 0, %49 ], [ %62, %54 ]
  %56 = mul i64 %55, %1
  %57 = getelementptr float, float addrspace(1)* %30, i64 %56
  %58 = load float, float addrspace(1)* %57, align 4
  %59 = getelementptr float, float addrspace(1)* %31, i64 %56
  %60 = load float, float addrspace(1)* %59, align 4
  %61 = call spir_func float @_Z3madfff(float %53, float %58, float %60) #2
  store float %61, float addrspace(1)* %59, align 4
  %62 = add nuw i64 %55, 1
  %63 = icmp eq i64 %62, %0
  br i1 %63, label %64, label %54

64:                                               ; preds = %54
  br label %65

65:                                               ; preds = %64, %34
  ret void
}

; Function Attrs: nounwind readnone
declare spir_func float @_Z3madfff(float, float, float) #2

; Function Attrs: nounwind readnone
declare spir_func float @_Z4sqrtf(float) #2

; Function Attrs: nounwind readnone willreturn
declare spir_func i64 @_Z13get_global_idj(i32) #3

; Function Attrs: nounwind readnone willreturn
declare spir_func i64 @_Z15get_global_sizej(i32) #3

attributes #0 = { nounwind }
attributes #1 = { inaccessiblememonly nocallback nofree nosync nounwind willreturn }
attributes #2 = { nounwind readnone }
attributes #3 = { nounwind readnone willreturn }

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
!6 = !{i32 0, i32 0, i32 1, i32 0, i32 0, i32 1, i32 0}
!7 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!8 = !{!"long", !"long", !"float*", !"class.sycl::_V1::id", !"long", !"float*", !"class.sycl::_V1::id"}
!9 = !{!"", !"", !"", !"", !"", !"", !""}
!10 = !{i32 0, i32 0, i32 1, i32 0, i32 0, i32 1, i32 0, i32 1, i32 0}
!11 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!12 = !{!"class.sycl::_V1::range", !"long", !"float*", !"class.sycl::_V1::id", !"long", !"float*", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::id"}
!13 = !{!"", !"", !"", !"", !"", !"", !"", !"", !""}
!14 = !{i32 0, i32 1, i32 0, i32 0, i32 1, i32 0, i32 1, i32 0}
!15 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!16 = !{!"long", !"float*", !"class.sycl::_V1::id", !"long", !"float*", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::id"}
!17 = !{!"", !"", !"", !"", !"", !"", !"", !""}
!18 = !{i32 0, i32 0, i32 0, i32 0, i32 1, i32 0, i32 1, i32 0, i32 1, i32 0}
!19 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!20 = !{!"class.sycl::_V1::range", !"long", !"long", !"long", !"float*", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::id"}
!21 = !{!"", !"", !"", !"", !"", !"", !"", !"", !"", !""}
!22 = !{i32 0, i32 0, i32 0, i32 1, i32 0, i32 1, i32 0, i32 1, i32 0}
!23 = !{!"long", !"long", !"long", !"float*", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::id"}
