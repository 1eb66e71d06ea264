; ModuleID = 'device.bc'
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024"
target triple = "spir64-unknown-unknown"

%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [2 x i64] }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array.1" }
%"class.sycl::_V1::detail::array.1" = type { [1 x i64] }
%"class.sycl::_V1::range.0" = type { %"class.sycl::_V1::detail::array.1" }

; Function Attrs: nounwind
define spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI8HeatStepEE(%"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %0, i64 %1, float addrspace(1)* align 4 %2, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %3, float addrspace(1)* readonly align 4 %4, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %5, float %6) #0 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_type_qual !9 !kernel_arg_base_type !8 {
  %8 = bitcast %"class.sycl::_V1::range"* %0 to i64*
  %9 = load i64, i64* %8, align 8
  %10 = bitcast %"class.sycl::_V1::range"* %0 to i64*
  %11 = getelementptr inbounds i64, i64* %10, i64 1
  %12 = load i64, i64* %11, align 8
  %13 = bitcast %"class.sycl::_V1::id"* %3 to i64*
  %14 = load i64, i64* %13, align 8
  %15 = getelementptr inbounds float, float addrspace(1)* %2, i64 %14
  %16 = bitcast %"class.sycl::_V1::id"* %5 to i64*
  %17 = load i64, i64* %16, align 8
  %18 = getelementptr inbounds float, float addrspace(1)* %4, i64 %17
  %19 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %20 = insertelement <3 x i64> undef, i64 %19, i32 0
  %21 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %22 = insertelement <3 x i64> %20, i64 %21, i32 1
  %23 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %24 = insertelement <3 x i64> %22, i64 %23, i32 2
  %25 = extractelement <3 x i64> %24, i32 1
  %26 = select i1 true, i64 %25, i64 0
  %27 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %28 = insertelement <3 x i64> undef, i64 %27, i32 0
  %29 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %30 = insertelement <3 x i64> %28, i64 %29, i32 1
  %31 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %32 = insertelement <3 x i64> %30, i64 %31, i32 2
  %33 = extractelement <3 x i64> %32, i32 0
  %34 = select i1 true, i64 %33, i64 0
  %35 = call spir_func i64 @_Z15get_global_sizej(i32 0) #2
  %36 = insertelement <3 x i64> undef, i64 %35, i32 0
  %37 = call spir_func i64 @_Z15get_global_sizej(i32 1) #2
  %38 = insertelement <3 x i64> %36, i64 %37, i32 1
  %39 = call spir_func i64 @_Z15get_global_sizej(i32 2) #2
  %40 = insertelement <3 x i64> %38, i64 %39, i32 2
  %41 = extractelement <3 x i64> %40, i32 1
  %42 = select i1 true, i64 %41, i64 1
  %43 = call spir_func i64 @_Z15get_global_sizej(i32 0) #2
  %44 = insertelement <3 x i64> undef, i64 %43, i32 0
  %45 = call spir_func i64 @_Z15get_global_sizej(i32 1) #2
  %46 = insertelement <3 x i64> %44, i64 %45, i32 1
  %47 = call spir_func i64 @_Z15get_global_sizej(i32 2) #2
  %48 = insertelement <3 x i64> %46, i64 %47, i32 2
  %49 = extractelement <3 x i64> %48, i32 0
  %50 = select i1 true, i64 %49, i64 1
  %51 = icmp ult i64 %26, %9
  %52 = icmp ult i64 %34, %12
  %53 = select i1 %52, i1 %51, i1 false
  br i1 %53, label %54, label %95

54:                                               ; preds = %7
  %55 = add i64 %1, -1
  br label %56

56:                                               ; preds = %91, %54
  %57 = phi i64 [ %92, %91 ], [ %34, %54 ]
  %58 = icmp eq i64 %57, 0
  %59 = icmp eq i64 %57, %55
  br label %60

60:                                               ; preds = %86, %56
  %61 = phi i64 [ %26, %56 ], [ %89, %86 ]
  %62 = mul i64 %61, %1
  %63 = add i64 %62, %57
  %64 = icmp eq i64 %61, 0
  %65 = or i1 %64, %58
  %66 = icmp eq i64 %61, %55
  %67 = or i1 %66, %59
  %68 = or i1 %65, %67
  %69 = getelementptr float, float addrspace(1)* %18, i64 %63
  %70 = load float, float addrspace(1)* %69, align 4
  br i1 %68, label %86, label %71

71:                                               ; preds = %60
  %72 = sub i64 %63, %1
  %73 = getelementptr inbounds float, float addrspace(1)* %18, i64 %72
  %74 = load float, float addrspace(1)* %73, align 4
  %75 = getelementptr float, float addrspace(1)* %69, i64 %1
  %76 = load float, float addrspace(1)* %75, align 4
  %77 = fadd float %74, %76
  %78 = getelementptr float, float addrspace(1)* %69, i64 -1
  %79 = load float, float addrspace(1)* %78, align 4
  %80 = fadd float %77, %79
  %81 = getelementptr float, float addrspace(1)* %69, i64 1
  %82 = load float, float addrspace(1)* %81, align 4
  %83 = fadd float %80, %82
  %84 = call spir_func float @_Z3madfff(float %70, float -4.000000e+00, float %83) #3
  %85 = call spir_func float @_Z3madfff(float %6, float %84, float %70) #3
  br label %86

86:                                               ; preds = %71, %60
  %87 = phi float [ %85, %71 ], [ %70, %60 ]
  %88 = getelementptr inbounds float, float addrspace(1)* %15, i64 %63
  store float %87, float addrspace(1)* %88, align 4
  %89 = add i64 %61, %42
  %90 = icmp ult i64 %89, %9
  br i1 %90, label %60, label %91

91:                                               ; preds = %86
  %92 = add i64 %57, %50
  %93 = icmp ult i64 %92, %12
  br i1 %93, label %56, label %94

94:                                               ; preds = %91
  br label %95

95:                                               ; preds = %94, %7
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTS8HeatStep(i64 %0, float addrspace(1)* align 4 %1, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %2, float addrspace(1)* readonly align 4 %3, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %4, float %5) #0 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_type_qual !13 !kernel_arg_base_type !12 {
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
  %18 = extractelement <3 x i64> %17, i32 1
  %19 = select i1 true, i64 %18, i64 0
  %20 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %21 = insertelement <3 x i64> undef, i64 %20, i32 0
  %22 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %23 = insertelement <3 x i64> %21, i64 %22, i32 1
  %24 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %25 = insertelement <3 x i64> %23, i64 %24, i32 2
  %26 = extractelement <3 x i64> %25, i32 0
  %27 = select i1 true, i64 %26, i64 0
  %28 = icmp ult i64 %19, 2147483648
  call void @llvm.assume(i1 %28)
  %29 = icmp ult i64 %27, 2147483648
  call void @llvm.assume(i1 %29)
  %30 = mul i64 %19, %0
  %31 = add i64 %30, %27
  %32 = icmp eq i64 %19, 0
  %33 = icmp eq i64 %27, 0
  %34 = or i1 %32, %33
  br i1 %34, label %40, label %35

35:                                               ; preds = %6
  %36 = add i64 %0, -1
  %37 = icmp eq i64 %19, %36
  %38 = icmp eq i64 %27, %36
  %39 = or i1 %37, %38
  br i1 %39, label %40, label %43

40:                                               ; preds = %35, %6
  %41 = getelementptr inbounds float, float addrspace(1)* %11, i64 %31
  %42 = load float, float addrspace(1)* %41, align 4
  br label %60

43:                                               ; preds = %35
  %44 = getelementptr float, float addrspace(1)* %11, i64 %31
  %45 = load float, float addrspace(1)* %44, align 4
  %46 = sub i64 %31, %0
  %47 = getelementptr inbounds float, float addrspace(1)* %11, i64 %46
  %48 = load float, float addrspace(1)* %47, align 4
  %49 = getelementptr float, float addrspace(1)* %44, i64 %0
  %50 = load float, float addrspace(1)* %49, align 4
  %51 = fadd float %48, %50
  %52 = getelementptr float, float addrspace(1)* %44, i64 -1
  %53 = load float, float addrspace(1)* %52, align 4
  %54 = fadd float %51, %53
  %55 = getelementptr float, float addrspace(1)* %44, i64 1
  %56 = load float, float addrspace(1)* %55, align 4
  %57 = fadd float %54, %56
  %58 = call spir_func float @_Z3madfff(float %45, float -4.000000e+00, float %57) #3
  %59 = call spir_func float @_Z3madfff(float %5, float %58, float %45) #3
  br label %60

60:                                               ; preds = %43, %40
  %61 = phi float [ %42, %40 ], [ %59, %43 ]
  %62 = getelementptr inbounds float, float addrspace(1)* %1, i64 %8
  %63 = getelementptr inbounds float, float addrspace(1)* %62, i64 %31
  store float %61, float addrspace(1)* %63, align 4
  ret void
}

; Function Attrs: inaccessiblememonly nocallback nofree nosync nounwind willreturn
declare void @llvm.assume(i1 noundef) #1

; Function Attrs: nounwind
define spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI7RowHeatEE(%"class.sycl::_V1::range.0"* byval(%"class.sycl::_V1::range.0") align 8 %0, i64 %1, float addrspace(1)* readonly align 4 %2, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %3, float addrspace(1)* align 4 %4, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %5) #0 !kernel_arg_addr_space !14 !kernel_arg_access_qual !11 !kernel_arg_type !15 !kernel_arg_type_qual !13 !kernel_arg_base_type !15 {
  %7 = bitcast %"class.sycl::_V1::range.0"* %0 to i64*
  %8 = load i64, i64* %7, align 8
  %9 = bitcast %"class.sycl::_V1::id"* %3 to i64*
  %10 = load i64, i64* %9, align 8
  %11 = getelementptr inbounds float, float addrspace(1)* %2, i64 %10
  %12 = bitcast %"class.sycl::_V1::id"* %5 to i64*
  %13 = load i64, i64* %12, align 8
  %14 = getelementptr inbounds float, float addrspace(1)* %4, i64 %13
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
  br i1 %31, label %32, label %54

32:                                               ; preds = %6
  %33 = icmp eq i64 %1, 0
  br label %34

34:                                               ; preds = %48, %32
  %35 = phi i64 [ %22, %32 ], [ %51, %48 ]
  br i1 %33, label %48, label %36

36:                                               ; preds = %34
  %37 = mul i64 %35, %1
  %38 = getelementptr float, float addrspace(1)* %11, i64 %37
  br label %39

39:                                               ; preds = %39, %36
  %40 = phi i64 [ 0, %36 ], [ %45, %39 ]
  %41 = phi float [ 0.000000e+00, %36 ], [ %44, %39 ]
  %42 = getelementptr float, float addrspace(1)* %38, i64 %40
  %43 = load float, float addrspace(1)* %42, align 4
  %44 = fadd float %41, %43
  %45 = add nuw i64 %40, 1
  %46 = icmp eq i64 %45, %1
  br i1 %46, label %47, label %39

47:                                               ; preds = %39
  br label %48

48:                                               ; preds = %47, %34
  %49 = phi float [ 0.000000e+00, %34 ], [ %44, %47 ]
  %50 = getelementptr inbounds float, float addrspace(1)* %14, i64 %35
  store float %49, float addrspace(1)* %50, align 4
  %51 = add i64 %35, %30
  %52 = icmp ult i64 %51, %8
  br i1 %52, label %34, label %53

53:                                               ; preds = %48
  br label %54

54:                                               ; preds = %53, %6
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTS7RowHeat(i64 %0, float addrspace(1)* readonly align 4 %1, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %2, float addrspace(1)* align 4 %3, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %4) #0 !kernel_arg_addr_space !16 !kernel_arg_access_qual !17 !kernel_arg_type !18 !kernel_arg_type_qual !19 !kernel_arg_base_type !18 {
  %6 = bitcast %"class.sycl::_V1::id"* %4 to i64*
  %7 = load i64, i64* %6, align 8
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
  %17 = icmp eq i64 %0, 0
  br i1 %17, label %33, label %18

18:                                               ; preds = %5
  %19 = bitcast %"class.sycl::_V1::id"* %2 to i64*
  %20 = load i64, i64* %19, align 8
  %21 = getelementptr inbounds float, float addrspace(1)* %1, i64 %20
  %22 = mul i64 %15, %0
  %23 = getelementptr float, float addrspace(1)* %21, i64 %22
  br label %24

24:                                               ; preds = %24, %18
  %25 = phi i64 [ 0, %18 ], [ %30, %24 ]
  %26 = phi float [ 0.000000e+00, %18 ], [ %29, %24 ]
  %27 = getelementptr float, float addrspace(1)* %23, i64 %25
  %28 = load float, float addrspace(1)* %27, align 4
  %29 = fadd float %26, %28
  %30 = add nuw i64 %25, 1
  %31 = icmp eq i64 %30, %0
  br i1 %31, label %32, label %24

32:                                               ; preds = %24
  br label %33

33:                                               ; preds = %32, %5
  %34 = phi float [ 0.000000e+00, %5 ], [ %29, %32 ]
  %35 = getelementptr inbounds float, float addrspace(1)* %3, i64 %7
  %36 = getelementptr inbounds float, float addrspace(1)* %35, i64 %15
  store float %34, float addrspace(1)* %36, align 4
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
!6 = !{i32 0, i32 0, i32 1, i32 0, i32 1, i32 0, i32 0}
!7 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!8 = !{!"class.sycl::_V1::range", !"long", !"float*", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::id", !"float"}
!9 = !{!"", !"", !"", !"", !"", !"", !""}
!10 = !{i32 0, i32 1, i32 0, i32 1, i32 0, i32 0}
!11 = !{!"none", !"none", !"none", !"none", !"none", !"none"}
!12 = !{!"long", !"float*", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::id", !"float"}
!13 = !{!"", !"", !"", !"", !"", !""}
!14 = !{i32 0, i32 0, i32 1, i32 0, i32 1, i32 0}
!15 = !{!"class.sycl::_V1::range.0", !"long", !"float*", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::id"}
!16 = !{i32 0, i32 1, i32 0, i32 1, i32 0}
!17 = !{!"none", !"none", !"none", !"none", !"none"}
!18 = !{!"long", !"float*", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::id"}
!19 = !{!"", !"", !"", !"", !""}
