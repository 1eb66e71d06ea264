; ModuleID = 'device.bc'
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024"
target triple = "spir64-unknown-unknown"

%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [1 x i64] }
%"class.sycl::_V1::range.0" = type { %"class.sycl::_V1::detail::array.1" }
%"class.sycl::_V1::detail::array.1" = type { [2 x i64] }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array.1" }
%"class.sycl::_V1::id.2" = type { %"class.sycl::_V1::detail::array" }

; Function Attrs: nounwind
define spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperIZZN11ColumnStats3runERNS0_5queueEENKUlRNS0_7handlerEE_clES7_E10ColumnMeanEE(%"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %0, i64 %1, float addrspace(1)* readonly align 4 %2, %"class.sycl::_V1::range.0"* byval(%"class.sycl::_V1::range.0") align 8 %3, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %4, float addrspace(1)* align 4 %5, %"class.sycl::_V1::id.2"* byval(%"class.sycl::_V1::id.2") align 8 %6) #0 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_type_qual !9 !kernel_arg_base_type !8 {
  %8 = bitcast %"class.sycl::_V1::range"* %0 to i64*
  %9 = load i64, i64* %8, align 8
  %10 = bitcast %"class.sycl::_V1::range.0"* %3 to i64*
  %11 = getelementptr inbounds i64, i64* %10, i64 1
  %12 = load i64, i64* %11, align 8
  %13 = bitcast %"class.sycl::_V1::id"* %4 to i64*
  %14 = load i64, i64* %13, align 8
  %15 = bitcast %"class.sycl::_V1::id"* %4 to i64*
  %16 = getelementptr inbounds i64, i64* %15, i64 1
  %17 = load i64, i64* %16, align 8
  %18 = mul i64 %14, %12
  %19 = getelementptr float, float addrspace(1)* %2, i64 %17
  %20 = getelementptr float, float addrspace(1)* %19, i64 %18
  %21 = bitcast %"class.sycl::_V1::id.2"* %6 to i64*
  %22 = load i64, i64* %21, align 8
  %23 = getelementptr inbounds float, float addrspace(1)* %5, i64 %22
  %24 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %25 = insertelement <3 x i64> undef, i64 %24, i32 0
  %26 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %27 = insertelement <3 x i64> %25, i64 %26, i32 1
  %28 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %29 = insertelement <3 x i64> %27, i64 %28, i32 2
  %30 = extractelement <3 x i64> %29, i32 0
  %31 = select i1 true, i64 %30, i64 0
  %32 = call spir_func i64 @_Z15get_global_sizej(i32 0) #2
  %33 = insertelement <3 x i64> undef, i64 %32, i32 0
  %34 = call spir_func i64 @_Z15get_global_sizej(i32 1) #2
  %35 = insertelement <3 x i64> %33, i64 %34, i32 1
  %36 = call spir_func i64 @_Z15get_global_sizej(i32 2) #2
  %37 = insertelement <3 x i64> %35, i64 %36, i32 2
  %38 = extractelement <3 x i64> %37, i32 0
  %39 = select i1 true, i64 %38, i64 1
  %40 = icmp ult i64 %31, %9
  br i1 %40, label %41, label %65

41:                                               ; preds = %7
  %42 = icmp eq i64 %1, 0
  %43 = uitofp i64 %1 to float
  br label %44

44:                                               ; preds = %58, %41
  %45 = phi i64 [ %31, %41 ], [ %62, %58 ]
  br i1 %42, label %58, label %46

46:                                               ; preds = %44
  %47 = getelementptr float, float addrspace(1)* %20, i64 %45
  br label %48

48:                                               ; preds = %48, %46
  %49 = phi i64 [ 0, %46 ], [ %55, %48 ]
  %50 = phi float [ 0.000000e+00, %46 ], [ %54, %48 ]
  %51 = mul i64 %49, %12
  %52 = getelementptr float, float addrspace(1)* %47, i64 %51
  %53 = load float, float addrspace(1)* %52, align 4
  %54 = fadd float %50, %53
  %55 = add nuw i64 %49, 1
  %56 = icmp eq i64 %55, %1
  br i1 %56, label %57, label %48

57:                                               ; preds = %48
  br label %58

58:                                               ; preds = %57, %44
  %59 = phi float [ 0.000000e+00, %44 ], [ %54, %57 ]
  %60 = fdiv float %59, %43
  %61 = getelementptr inbounds float, float addrspace(1)* %23, i64 %45
  store float %60, float addrspace(1)* %61, align 4
  %62 = add i64 %45, %39
  %63 = icmp ult i64 %62, %9
  br i1 %63, label %44, label %64

64:                                               ; preds = %58
  br label %65

65:                                               ; preds = %64, %7
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTSZZN11ColumnStats3runERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_E10ColumnMean(i64 %0, float addrspace(1)* readonly align 4 %1, %"class.sycl::_V1::range.0"* byval(%"class.sycl::_V1::range.0") align 8 %2, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %3, float addrspace(1)* align 4 %4, %"class.sycl::_V1::id.2"* byval(%"class.sycl::_V1::id.2") align 8 %5) #0 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_type_qual !13 !kernel_arg_base_type !12 {
  %7 = bitcast %"class.sycl::_V1::range.0"* %2 to i64*
  %8 = getelementptr inbounds i64, i64* %7, i64 1
  %9 = load i64, i64* %8, align 8
  %10 = bitcast %"class.sycl::_V1::id.2"* %5 to i64*
  %11 = load i64, i64* %10, align 8
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
  %21 = icmp eq i64 %0, 0
  br i1 %21, label %42, label %22

22:                                               ; preds = %6
  %23 = bitcast %"class.sycl::_V1::id"* %3 to i64*
  %24 = getelementptr inbounds i64, i64* %23, i64 1
  %25 = load i64, i64* %24, align 8
  %26 = getelementptr float, float addrspace(1)* %1, i64 %25
  %27 = bitcast %"class.sycl::_V1::id"* %3 to i64*
  %28 = load i64, i64* %27, align 8
  %29 = mul i64 %28, %9
  %30 = getelementptr float, float addrspace(1)* %26, i64 %29
  %31 = getelementptr float, float addrspace(1)* %30, i64 %19
  br label %32

32:                                               ; preds = %32, %22
  %33 = phi i64 [ 0, %22 ], [ %39, %32 ]
  %34 = phi float [ 0.000000e+00, %22 ], [ %38, %32 ]
  %35 = mul i64 %33, %9
  %36 = getelementptr float, float addrspace(1)* %31, i64 %35
  %37 = load float, float addrspace(1)* %36, align 4
  %38 = fadd float %34, %37
  %39 = add nuw i64 %33, 1
  %40 = icmp eq i64 %39, %0
  br i1 %40, label %41, label %32

41:                                               ; preds = %32
  br label %42

42:                                               ; preds = %41, %6
  %43 = phi float [ 0.000000e+00, %6 ], [ %38, %41 ]
  %44 = getelementptr inbounds float, float addrspace(1)* %4, i64 %11
  %45 = uitofp i64 %0 to float
  %46 = fdiv float %43, %45
  %47 = getelementptr inbounds float, float addrspace(1)* %44, i64 %19
  store float %46, float addrspace(1)* %47, align 4
  ret void
}

; Function Attrs: inaccessiblememonly nocallback nofree nosync nounwind willreturn
declare void @llvm.assume(i1 noundef) #1

; Function Attrs: nounwind
define spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperIZZN11ColumnStats3runERNS0_5queueEENKUlRNS0_7handlerEE0_clES7_E14ColumnVarianceEE(%"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %0, i64 %1, float addrspace(1)* readonly align 4 %2, %"class.sycl::_V1::range.0"* byval(%"class.sycl::_V1::range.0") align 8 %3, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %4, float addrspace(1)* readonly align 4 %5, %"class.sycl::_V1::id.2"* byval(%"class.sycl::_V1::id.2") align 8 %6, float addrspace(1)* align 4 %7, %"class.sycl::_V1::id.2"* byval(%"class.sycl::_V1::id.2") align 8 %8) #0 !kernel_arg_addr_space !14 !kernel_arg_access_qual !15 !kernel_arg_type !16 !kernel_arg_type_qual !17 !kernel_arg_base_type !16 {
  %10 = bitcast %"class.sycl::_V1::range"* %0 to i64*
  %11 = load i64, i64* %10, align 8
  %12 = bitcast %"class.sycl::_V1::range.0"* %3 to i64*
  %13 = getelementptr inbounds i64, i64* %12, i64 1
  %14 = load i64, i64* %13, align 8
  %15 = bitcast %"class.sycl::_V1::id"* %4 to i64*
  %16 = load i64, i64* %15, align 8
  %17 = bitcast %"class.sycl::_V1::id"* %4 to i64*
  %18 = getelementptr inbounds i64, i64* %17, i64 1
  %19 = load i64, i64* %18, align 8
  %20 = mul i64 %16, %14
  %21 = getelementptr float, float addrspace(1)* %2, i64 %19
  %22 = getelementptr float, float addrspace(1)* %21, i64 %20
  %23 = bitcast %"class.sycl::_V1::id.2"* %6 to i64*
  %24 = load i64, i64* %23, align 8
  %25 = getelementptr inbounds float, float addrspace(1)* %5, i64 %24
  %26 = bitcast %"class.sycl::_V1::id.2"* %8 to i64*
  %27 = load i64, i64* %26, align 8
  %28 = getelementptr inbounds float, float addrspace(1)* %7, i64 %27
  %29 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %30 = insertelement <3 x i64> undef, i64 %29, i32 0
  %31 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %32 = insertelement <3 x i64> %30, i64 %31, i32 1
  %33 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %34 = insertelement <3 x i64> %32, i64 %33, i32 2
  %35 = extractelement <3 x i64> %34, i32 0
  %36 = select i1 true, i64 %35, i64 0
  %37 = call spir_func i64 @_Z15get_global_sizej(i32 0) #2
  %38 = insertelement <3 x i64> undef, i64 %37, i32 0
  %39 = call spir_func i64 @_Z15get_global_sizej(i32 1) #2
  %40 = insertelement <3 x i64> %38, i64 %39, i32 1
  %41 = call spir_func i64 @_Z15get_global_sizej(i32 2) #2
  %42 = insertelement <3 x i64> %40, i64 %41, i32 2
  %43 = extractelement <3 x i64> %42, i32 0
  %44 = select i1 true, i64 %43, i64 1
  %45 = icmp ult i64 %36, %11
  br i1 %45, label %46, label %73

46:                                               ; preds = %9
  %47 = icmp eq i64 %1, 0
  %48 = uitofp i64 %1 to float
  br label %49

49:                                               ; preds = %66, %46
  %50 = phi i64 [ %36, %46 ], [ %70, %66 ]
  br i1 %47, label %66, label %51

51:                                               ; preds = %49
  %52 = getelementptr float, float addrspace(1)* %22, i64 %50
  %53 = getelementptr inbounds float, float addrspace(1)* %25, i64 %50
  %54 = load float, float addrspace(1)* %53, align 4
  br label %55

55:                                               ; preds = %55, %51
  %56 = phi float [ 0.000000e+00, %51 ], [ %62, %55 ]
  %57 = phi i64 [ 0, %51 ], [ %63, %55 ]
  %58 = mul i64 %57, %14
  %59 = getelementptr float, float addrspace(1)* %52, i64 %58
  %60 = load float, float addrspace(1)* %59, align 4
  %61 = fsub float %60, %54
  %62 = call spir_func float @_Z3madfff(float %61, float %61, float %56) #3
  %63 = add nuw i64 %57, 1
  %64 = icmp eq i64 %63, %1
  br i1 %64, label %65, label %55

65:                                               ; preds = %55
  br label %66

66:                                               ; preds = %65, %49
  %67 = phi float [ 0.000000e+00, %49 ], [ %62, %65 ]
  %68 = fdiv float %67, %48
  %69 = getelementptr inbounds float, float addrspace(1)* %28, i64 %50
  store float %68, float addrspace(1)* %69, align 4
  %70 = add i64 %50, %44
  %71 = icmp ult i64 %70, %11
  br i1 %71, label %49, label %72

72:                                               ; preds = %66
  br label %73

73:                                               ; preds = %72, %9
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTSZZN11ColumnStats3runERN4sycl3_V15queueEENKUlRNS1_7handlerEE0_clES5_E14ColumnVariance(i64 %0, float addrspace(1)* readonly align 4 %1, %"class.sycl::_V1::range.0"* byval(%"class.sycl::_V1::range.0") align 8 %2, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %3, float addrspace(1)* readonly align 4 %4, %"class.sycl::_V1::id.2"* byval(%"class.sycl::_V1::id.2") align 8 %5, float addrspace(1)* align 4 %6, %"class.sycl::_V1::id.2"* byval(%"class.sycl::_V1::id.2") align 8 %7) #0 !kernel_arg_addr_space !18 !kernel_arg_access_qual !19 !kernel_arg_type !20 !kernel_arg_type_qual !21 !kernel_arg_base_type !20 {
  %9 = bitcast %"class.sycl::_V1::range.0"* %2 to i64*
  %10 = getelementptr inbounds i64, i64* %9, i64 1
  %11 = load i64, i64* %10, align 8
  %12 = bitcast %"class.sycl::_V1::id.2"* %7 to i64*
  %13 = load i64, i64* %12, align 8
  %14 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %15 = insertelement <3 x i64> undef, i64 %14, i32 0
  %16 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %17 = insertelement <3 x i64> %15, i64 %16, i32 1
  %18 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %19 = insertelement <3 x i64> %17, i64 %18, i32 2
  %20 = extractelement <3 x i64> %19, i32 0
  %21 = select i1 true, i64 %20, i64 0
  %22 = icmp ult i64 %21, 2147483648
  call void @llvm.assume(i1 %22)
  %23 = icmp eq i64 %0, 0
  br i1 %23, label %50, label %24

24:                                               ; preds = %8
  %25 = bitcast %"class.sycl::_V1::id.2"* %5 to i64*
  %26 = load i64, i64* %25, align 8
  %27 = getelementptr inbounds float, float addrspace(1)* %4, i64 %26
  %28 = bitcast %"class.sycl::_V1::id"* %3 to i64*
  %29 = getelementptr inbounds i64, i64* %28, i64 1
  %30 = load i64, i64* %29, align 8
  %31 = getelementptr float, float addrspace(1)* %1, i64 %30
  %32 = bitcast %"class.sycl::_V1::id"* %3 to i64*
  %33 = load i64, i64* %32, align 8
  %34 = mul i64 %33, %11
  %35 = getelementptr float, float addrspace(1)* %31, i64 %34
  %36 = getelementptr float, float addrspace(1)* %35, i64 %21
  %37 = getelementptr inbounds float, float addrspace(1)* %27, i64 %21
  %38 = load float, float addrspace(1)* %37, align 4
  br label %39

39:                                               ; preds = %39, %24
  %40 = phi float [ 0.000000e+00, %24 ], [ %46, %39 ]
  %41 = phi i64 [ 0, %24 ], [ %47, %39 ]
  %42 = mul i64 %41, %11
  %43 = getelementptr float, float addrspace(1)* %36, i64 %42
  %44 = load float, float addrspace(1)* %43, align 4
  %45 = fsub float %44, %38
  %46 = call spir_func float @_Z3madfff(float %45, float %45, float %40) #3
  %47 = add nuw i64 %41, 1
  %48 = icmp eq i64 %47, %0
  br i1 %48, label %49, label %39

49:                                               ; preds = %39
  br label %50

50:                                               ; preds = %49, %8
  %51 = phi float [ 0.000000e+00, %8 ], [ %46, %49 ]
  %52 = getelementptr inbounds float, float addrspace(1)* %6, i64 %13
  %53 = uitofp i64 %0 to float
  %54 = fdiv float %51, %53
  %55 = getelementptr inbounds float, float addrspace(1)* %52, i64 %21
  store float %54, float addrspace(1)* %55, align 4
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperIZZN11ColumnStats3runERNS0_5queueEENKUlRNS0_7handlerEE1_clES7_E13CentreColumnsEE(%"class.sycl::_V1::range.0"* byval(%"class.sycl::_V1::range.0") align 8 %0, float addrspace(1)* align 4 %1, %"class.sycl::_V1::range.0"* byval(%"class.sycl::_V1::range.0") align 8 %2, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %3, float addrspace(1)* readonly align 4 %4, %"class.sycl::_V1::range.0"* byval(%"class.sycl::_V1::range.0") align 8 %5, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %6, float addrspace(1)* readonly align 4 %7, %"class.sycl::_V1::id.2"* byval(%"class.sycl::_V1::id.2") align 8 %8) #0 !kernel_arg_addr_space !22 !kernel_arg_access_qual !15 !kernel_arg_type !23 !kernel_arg_type_qual !17 !kernel_arg_base_type !23 {
  %10 = bitcast %"class.sycl::_V1::range.0"* %0 to i64*
  %11 = load i64, i64* %10, align 8
  %12 = bitcast %"class.sycl::_V1::range.0"* %0 to i64*
  %13 = getelementptr inbounds i64, i64* %12, i64 1
  %14 = load i64, i64* %13, align 8
  %15 = bitcast %"class.sycl::_V1::range.0"* %2 to i64*
  %16 = getelementptr inbounds i64, i64* %15, i64 1
  %17 = load i64, i64* %16, align 8
  %18 = bitcast %"class.sycl::_V1::id"* %3 to i64*
  %19 = load i64, i64* %18, align 8
  %20 = bitcast %"class.sycl::_V1::id"* %3 to i64*
  %21 = getelementptr inbounds i64, i64* %20, i64 1
  %22 = load i64, i64* %21, align 8
  %23 = mul i64 %19, %17
  %24 = getelementptr float, float addrspace(1)* %1, i64 %22
  %25 = getelementptr float, float addrspace(1)* %24, i64 %23
  %26 = bitcast %"class.sycl::_V1::range.0"* %5 to i64*
  %27 = getelementptr inbounds i64, i64* %26, i64 1
  %28 = load i64, i64* %27, align 8
  %29 = bitcast %"class.sycl::_V1::id"* %6 to i64*
  %30 = load i64, i64* %29, align 8
  %31 = bitcast %"class.sycl::_V1::id"* %6 to i64*
  %32 = getelementptr inbounds i64, i64* %31, i64 1
  %33 = load i64, i64* %32, align 8
  %34 = mul i64 %30, %28
  %35 = getelementptr float, float addrspace(1)* %4, i64 %33
  %36 = getelementptr float, float addrspace(1)* %35, i64 %34
  %37 = bitcast %"class.sycl::_V1::id.2"* %8 to i64*
  %38 = load i64, i64* %37, align 8
  %39 = getelementptr inbounds float, float addrspace(1)* %7, i64 %38
  %40 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %41 = insertelement <3 x i64> undef, i64 %40, i32 0
  %42 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %43 = insertelement <3 x i64> %41, i64 %42, i32 1
  %44 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %45 = insertelement <3 x i64> %43, i64 %44, i32 2
  %46 = extractelement <3 x i64> %45, i32 1
  %47 = select i1 true, i64 %46, i64 0
  %48 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %49 = insertelement <3 x i64> undef, i64 %48, i32 0
  %50 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %51 = insertelement <3 x i64> %49, i64 %50, i32 1
  %52 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %53 = insertelement <3 x i64> %51, i64 %52, i32 2
  %54 = extractelement <3 x i64> %53, i32 0
  %55 = select i1 true, i64 %54, i64 0
  %56 = call spir_func i64 @_Z15get_global_sizej(i32 0) #2
  %57 = insertelement <3 x i64> undef, i64 %56, i32 0
  %58 = call spir_func i64 @_Z15get_global_sizej(i32 1) #2
  %59 = insertelement <3 x i64> %57, i64 %58, i32 1
  %60 = call spir_func i64 @_Z15get_global_sizej(i32 2) #2
  %61 = insertelement <3 x i64> %59, i64 %60, i32 2
  %62 = extractelement <3 x i64> %61, i32 1
  %63 = select i1 true, i64 %62, i64 1
  %64 = call spir_func i64 @_Z15get_global_sizej(i32 0) #2
  %65 = insertelement <3 x i64> undef, i64 %64, i32 0
  %66 = call spir_func i64 @_Z15get_global_sizej(i32 1) #2
  %67 = insertelement <3 x i64> %65, i64 %66, i32 1
  %68 = call spir_func i64 @_Z15get_global_sizej(i32 2) #2
  %69 = insertelement <3 x i64> %67, i64 %68, i32 2
  %70 = extractelement <3 x i64> %69, i32 0
  %71 = select i1 true, i64 %70, i64 1
  %72 = icmp ult i64 %47, %11
  %73 = icmp ult i64 %55, %14
  %74 = select i1 %73, i1 %72, i1 false
  br i1 %74, label %75, label %96

75:                                               ; preds = %9
  br label %76

76:                                               ; preds = %92, %75
  %77 = phi i64 [ %93, %92 ], [ %55, %75 ]
  %78 = getelementptr float, float addrspace(1)* %36, i64 %77
  %79 = getelementptr inbounds float, float addrspace(1)* %39, i64 %77
  %80 = getelementptr float, float addrspace(1)* %25, i64 %77
  br label %81

81:                                               ; preds = %81, %76
  %82 = phi i64 [ %47, %76 ], [ %90, %81 ]
  %83 = mul i64 %82, %28
  %84 = getelementptr float, float addrspace(1)* %78, i64 %83
  %85 = load float, float addrspace(1)* %84, align 4
  %86 = load float, float addrspace(1)* %79, align 4
  %87 = fsub float %85, %86
  %88 = mul i64 %82, %17
  %89 = getelementptr float, float addrspace(1)* %80, i64 %88
  store float %87, float addrspace(1)* %89, align 4
  %90 = add i64 %82, %63
  %91 = icmp ult i64 %90, %11
  br i1 %91, label %81, label %92

92:                                               ; preds = %81
  %93 = add i64 %77, %71
  %94 = icmp ult i64 %93, %14
  br i1 %94, label %76, label %95

95:                                               ; preds = %92
  br label %96

96:                                               ; preds = %95, %9
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTSZZN11ColumnStats3runERN4sycl3_V15queueEENKUlRNS1_7handlerEE1_clES5_E13CentreColumns(float addrspace(1)* align 4 %0, %"class.sycl::_V1::range.0"* byval(%"class.sycl::_V1::range.0") align 8 %1, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %2, float addrspace(1)* readonly align 4 %3, %"class.sycl::_V1::range.0"* byval(%"class.sycl::_V1::range.0") align 8 %4, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %5, float addrspace(1)* readonly align 4 %6, %"class.sycl::_V1::id.2"* byval(%"class.sycl::_V1::id.2") align 8 %7) #0 !kernel_arg_addr_space !24 !kernel_arg_access_qual !19 !kernel_arg_type !25 !kernel_arg_type_qual !21 !kernel_arg_base_type !25 {
  %9 = bitcast %"class.sycl::_V1::range.0"* %1 to i64*
  %10 = getelementptr inbounds i64, i64* %9, i64 1
  %11 = load i64, i64* %10, align 8
  %12 = bitcast %"class.sycl::_V1::id"* %2 to i64*
  %13 = load i64, i64* %12, align 8
  %14 = bitcast %"class.sycl::_V1::id"* %2 to i64*
  %15 = getelementptr inbounds i64, i64* %14, i64 1
  %16 = load i64, i64* %15, align 8
  %17 = mul i64 %13, %11
  %18 = getelementptr float, float addrspace(1)* %0, i64 %16
  %19 = getelementptr float, float addrspace(1)* %18, i64 %17
  %20 = bitcast %"class.sycl::_V1::range.0"* %4 to i64*
  %21 = getelementptr inbounds i64, i64* %20, i64 1
  %22 = load i64, i64* %21, align 8
  %23 = bitcast %"class.sycl::_V1::id"* %5 to i64*
  %24 = load i64, i64* %23, align 8
  %25 = bitcast %"class.sycl::_V1::id"* %5 to i64*
  %26 = getelementptr inbounds i64, i64* %25, i64 1
  %27 = load i64, i64* %26, align 8
  %28 = mul i64 %24, %22
  %29 = getelementptr float, float addrspace(1)* %3, i64 %27
  %30 = getelementptr float, float addrspace(1)* %29, i64 %28
  %31 = bitcast %"class.sycl::_V1::id.2"* %7 to i64*
  %32 = load i64, i64* %31, align 8
  %33 = getelementptr inbounds float, float addrspace(1)* %6, i64 %32
  %34 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %35 = insertelement <3 x i64> undef, i64 %34, i32 0
  %36 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %37 = insertelement <3 x i64> %35, i64 %36, i32 1
  %38 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %39 = insertelement <3 x i64> %37, i64 %38, i32 2
  %40 = extractelement <3 x i64> %39, i32 1
  %41 = select i1 true, i64 %40, i64 0
  %42 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %43 = insertelement <3 x i64> undef, i64 %42, i32 0
  %44 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %45 = insertelement <3 x i64> %43, i64 %44, i32 1
  %46 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %47 = insertelement <3 x i64> %45, i64 %46, i32 2
  %48 = extractelement <3 x i64> %47, i32 0
  %49 = select i1 true, i64 %48, i64 0
  %50 = icmp ult i64 %41, 2147483648
  call void @llvm.assume(i1 %50)
  %51 = icmp ult i64 %49, 2147483648
  call void @llvm.assume(i1 %51)
  %52 = mul i64 %41, %22
  %53 = getelementptr float, float addrspace(1)* %30, i64 %49
  %54 = getelementptr float, float addrspace(1)* %53, i64 %52
  %55 = load float, float addrspace(1)* %54, align 4
  %56 = getelementptr inbounds float, float addrspace(1)* %33, i64 %49
  %57 = load float, float addrspace(1)* %56, align 4
  %58 = fsub float %55, %57
  %59 = mul i64 %41, %11
  %60 = getelementptr float, float addrspace(1)* %19, i64 %49
  %61 = getelementptr float, float addrspace(1)* %60, i64 %59
  store float %58, float addrspace(1)* %61, align 4
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
!6 = !{i32 0, i32 0, i32 1, i32 0, i32 0, i32 1, i32 0}
!7 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!8 = !{!"class.sycl::_V1::range", !"long", !"float*", !"class.sycl::_V1::range.0", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::id.2"}
!9 = !{!"", !"", !"", !"", !"", !"", !""}
!10 = !{i32 0, i32 1, i32 0, i32 0, i32 1, i32 0}
!11 = !{!"none", !"none", !"none", !"none", !"none", !"none"}
!12 = !{!"long", !"float*", !"class.sycl::_V1::range.0", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::id.2"}
!13 = !{!"", !"", !"", !"", !"", !""}
!14 = !{i32 0, i32 0, i32 1, i32 0, i32 0, i32 1, i32 0, i32 1, i32 0}
!15 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!16 = !{!"class.sycl::_V1::range", !"long", !"float*", !"class.sycl::_V1::range.0", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::id.2", !"float*", !"class.sycl::_V1::id.2"}
!17 = !{!"", !"", !"", !"", !"", !"", !"", !"", !""}
!18 = !{i32 0, i32 1, i32 0, i32 0, i32 1, i32 0, i32 1, i32 0}
!19 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!20 = !{!"long", !"float*", !"class.sycl::_V1::range.0", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::id.2", !"float*", !"class.sycl::_V1::id.2"}
!21 = !{!"", !"", !"", !"", !"", !"", !"", !""}
!22 = !{i32 0, i32 1, i32 0, i32 0, i32 1, i32 0, i32 0, i32 1, i32 0}
!23 = !{!"class.sycl::_V1::range.0", !"float*", !"class.sycl::_V1::range.0", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::range.0", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::id.2"}
!24 = !{i32 1, i32 0, i32 0, i32 1, i32 0, i32 0, i32 1, i32 0}
!25 = !{!"float*", !"class.sycl::_V1::range.0", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::range.0", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::id.2"}
