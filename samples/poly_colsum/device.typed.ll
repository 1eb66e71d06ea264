; ModuleID = 'device.bc'
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024"
target triple = "spir64-unknown-unknown"

%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [1 x i64] }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::range.10" = type { %"class.sycl::_V1::detail::array.11" }
%"class.sycl::_V1::detail::array.11" = type { [2 x i64] }
%"class.sycl::_V1::id.12" = type { %"class.sycl::_V1::detail::array.11" }

; Function Attrs: nounwind
define spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperIZZN10ColumnSums11column_sumsERNS0_5queueEENKUlRNS0_7handlerEE_clES7_E9ColumnSumEE(%"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %0, i64 %1, i64 %2, float addrspace(1)* readonly align 4 %3, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %4, float addrspace(1)* align 4 %5, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %6) #0 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_type_qual !9 !kernel_arg_base_type !8 {
  %8 = bitcast %"class.sycl::_V1::range"* %0 to i64*
  %9 = load i64, i64* %8, align 8
  %10 = bitcast %"class.sycl::_V1::id"* %4 to i64*
  %11 = load i64, i64* %10, align 8
  %12 = getelementptr inbounds float, float addrspace(1)* %3, i64 %11
  %13 = bitcast %"class.sycl::_V1::id"* %6 to i64*
  %14 = load i64, i64* %13, align 8
  %15 = getelementptr inbounds float, float addrspace(1)* %5, i64 %14
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
  br i1 %32, label %33, label %55

33:                                               ; preds = %7
  %34 = icmp eq i64 %1, 0
  br label %35

35:                                               ; preds = %49, %33
  %36 = phi i64 [ %23, %33 ], [ %52, %49 ]
  br i1 %34, label %49, label %37

37:                                               ; preds = %35
  %38 = getelementptr float, float addrspace(1)* %12, i64 %36
  br label %39

39:                                               ; preds = %39, %37
  %40 = phi i64 [ 0, %37 ], [ %46, %39 ]
  %41 = phi float [ 0.000000e+00, %37 ], [ %45, %39 ]
  %42 = mul i64 %40, %2
  %43 = getelementptr float, float addrspace(1)* %38, i64 %42
  %44 = load float, float addrspace(1)* %43, align 4
  %45 = fadd float %41, %44
  %46 = add nuw i64 %40, 1
  %47 = icmp eq i64 %46, %1
  br i1 %47, label %48, label %39

48:                                               ; preds = %39
  br label %49

49:                                               ; preds = %48, %35
  %50 = phi float [ 0.000000e+00, %35 ], [ %45, %48 ]
  %51 = getelementptr inbounds float, float addrspace(1)* %15, i64 %36
  store float %50, float addrspace(1)* %51, align 4
  %52 = add i64 %36, %31
  %53 = icmp ult i64 %52, %9
  br i1 %53, label %35, label %54

54:                                               ; preds = %49
  br label %55

55:                                               ; preds = %54, %7
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTSZZN10ColumnSums11column_sumsERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_E9ColumnSum(i64 %0, i64 %1, float addrspace(1)* readonly align 4 %2, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %3, float addrspace(1)* align 4 %4, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %5) #0 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_type_qual !13 !kernel_arg_base_type !12 {
  %7 = bitcast %"class.sycl::_V1::id"* %3 to i64*
  %8 = load i64, i64* %7, align 8
  %9 = getelementptr inbounds float, float addrspace(1)* %2, i64 %8
  %10 = bitcast %"class.sycl::_V1::id"* %5 to i64*
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
  %21 = getelementptr float, float addrspace(1)* %9, i64 %19
  %22 = icmp eq i64 %0, 0
  br i1 %22, label %34, label %23

23:                                               ; preds = %6
  br label %24

24:                                               ; preds = %24, %23
  %25 = phi i64 [ %31, %24 ], [ 0, %23 ]
  %26 = phi float [ %30, %24 ], [ 0.000000e+00, %23 ]
  %27 = mul i64 %25, %1
  %28 = getelementptr float, float addrspace(1)* %21, i64 %27
  %29 = load float, float addrspace(1)* %28, align 4
  %30 = fadd float %26, %29
  %31 = add nuw i64 %25, 1
  %32 = icmp eq i64 %31, %0
  br i1 %32, label %33, label %24

33:                                               ; preds = %24
  br label %34

34:                                               ; preds = %33, %6
  %35 = phi float [ 0.000000e+00, %6 ], [ %30, %33 ]
  %36 = getelementptr inbounds float, float addrspace(1)* %4, i64 %11
  %37 = getelementptr inbounds float, float addrspace(1)* %36, i64 %19
  store float %35, float addrspace(1)* %37, align 4
  ret void
}

; Function Attrs: inaccessiblememonly nocallback nofree nosync nounwind willreturn
declare void @llvm.assume(i1 noundef) #1

; Function Attrs: nounwind
define spir_kernel void @_ZTSZZN10MatVecPair18transposed_productERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_E16TransposedMatVec(i64 %0, i64 %1, float addrspace(1)* readonly align 4 %2, %"class.sycl::_V1::range.10"* byval(%"class.sycl::_V1::range.10") align 8 %3, %"class.sycl::_V1::id.12"* byval(%"class.sycl::_V1::id.12") align 8 %4, float addrspace(1)* readonly align 4 %5, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %6, float addrspace(1)* align 4 %7, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %8) #0 !kernel_arg_addr_space !14 !kernel_arg_access_qual !15 !kernel_arg_type !16 !kernel_arg_type_qual !17 !kernel_arg_base_type !16 {
  %10 = bitcast %"class.sycl::_V1::range.10"* %3 to i64*
  %11 = getelementptr inbounds i64, i64* %10, i64 1
  %12 = load i64, i64* %11, align 8
  %13 = bitcast %"class.sycl::_V1::id.12"* %4 to i64*
  %14 = load i64, i64* %13, align 8
  %15 = bitcast %"class.sycl::_V1::id.12"* %4 to i64*
  %16 = getelementptr inbounds i64, i64* %15, i64 1
  %17 = load i64, i64* %16, align 8
  %18 = mul i64 %14, %12
  %19 = getelementptr float, float addrspace(1)* %2, i64 %17
  %20 = getelementptr float, float addrspace(1)* %19, i64 %18
  %21 = bitcast %"class.sycl::_V1::id"* %6 to i64*
  %22 = load i64, i64* %21, align 8
  %23 = getelementptr inbounds float, float addrspace(1)* %5, i64 %22
  %24 = bitcast %"class.sycl::_V1::id"* %8 to i64*
  %25 = load i64, i64* %24, align 8
  %26 = getelementptr inbounds float, float addrspace(1)* %7, i64 %25
  %27 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %28 = insertelement <3 x i64> undef, i64 %27, i32 0
  %29 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %30 = insertelement <3 x i64> %28, i64 %29, i32 1
  %31 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %32 = insertelement <3 x i64> %30, i64 %31, i32 2
  %33 = extractelement <3 x i64> %32, i32 0
  %34 = select i1 true, i64 %33, i64 0
  %35 = icmp ult i64 %34, 2147483648
  call void @llvm.assume(i1 %35)
  %36 = icmp ult i64 %34, %1
  br i1 %36, label %37, label %56

37:                                               ; preds = %9
  %38 = icmp eq i64 %0, 0
  br i1 %38, label %53, label %39

39:                                               ; preds = %37
  %40 = getelementptr float, float addrspace(1)* %20, i64 %34
  br label %41

41:                                               ; preds = %41, %39
  %42 = phi i64 [ 0, %39 ], [ %50, %41 ]
  %43 = phi float [ 0.000000e+00, %39 ], [ %49, %41 ]
  %44 = mul i64 %42, %12
  %45 = getelementptr float, float addrspace(1)* %40, i64 %44
  %46 = load float, float addrspace(1)* %45, align 4
  %47 = getelementptr inbounds float, float addrspace(1)* %23, i64 %42
  %48 = load float, float addrspace(1)* %47, align 4
  %49 = call spir_func float @_Z3madfff(float %46, float %48, float %43) #3
  %50 = add nuw i64 %42, 1
  %51 = icmp eq i64 %50, %0
  br i1 %51, label %52, label %41

52:                                               ; preds = %41
  br label %53

53:                                               ; preds = %52, %37
  %54 = phi float [ 0.000000e+00, %37 ], [ %49, %52 ]
  %55 = getelementptr inbounds float, float addrspace(1)* %26, i64 %34
  store float %54, float addrspace(1)* %55, align 4
  br label %56

56:                                               ; preds = %53, %9
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperIZZN10MatVecPair11row_productERNS0_5queueEENKUlRNS0_7handlerEE_clES7_E9RowMatVecEE(%"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %0, i64 %1, float addrspace(1)* readonly align 4 %2, %"class.sycl::_V1::range.10"* byval(%"class.sycl::_V1::range.10") align 8 %3, %"class.sycl::_V1::id.12"* byval(%"class.sycl::_V1::id.12") align 8 %4, float addrspace(1)* readonly align 4 %5, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %6, float addrspace(1)* align 4 %7, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %8) #0 !kernel_arg_addr_space !14 !kernel_arg_access_qual !15 !kernel_arg_type !18 !kernel_arg_type_qual !17 !kernel_arg_base_type !18 {
  %10 = bitcast %"class.sycl::_V1::range"* %0 to i64*
  %11 = load i64, i64* %10, align 8
  %12 = bitcast %"class.sycl::_V1::range.10"* %3 to i64*
  %13 = getelementptr inbounds i64, i64* %12, i64 1
  %14 = load i64, i64* %13, align 8
  %15 = bitcast %"class.sycl::_V1::id.12"* %4 to i64*
  %16 = load i64, i64* %15, align 8
  %17 = bitcast %"class.sycl::_V1::id.12"* %4 to i64*
  %18 = getelementptr inbounds i64, i64* %17, i64 1
  %19 = load i64, i64* %18, align 8
  %20 = mul i64 %16, %14
  %21 = getelementptr float, float addrspace(1)* %2, i64 %19
  %22 = getelementptr float, float addrspace(1)* %21, i64 %20
  %23 = bitcast %"class.sycl::_V1::id"* %6 to i64*
  %24 = load i64, i64* %23, align 8
  %25 = getelementptr inbounds float, float addrspace(1)* %5, i64 %24
  %26 = bitcast %"class.sycl::_V1::id"* %8 to i64*
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
  br i1 %45, label %46, label %70

46:                                               ; preds = %9
  %47 = icmp eq i64 %1, 0
  br label %48

48:                                               ; preds = %64, %46
  %49 = phi i64 [ %36, %46 ], [ %67, %64 ]
  br i1 %47, label %64, label %50

50:                                               ; preds = %48
  %51 = mul i64 %49, %14
  %52 = getelementptr float, float addrspace(1)* %22, i64 %51
  br label %53

53:                                               ; preds = %53, %50
  %54 = phi i64 [ 0, %50 ], [ %61, %53 ]
  %55 = phi float [ 0.000000e+00, %50 ], [ %60, %53 ]
  %56 = getelementptr float, float addrspace(1)* %52, i64 %54
  %57 = load float, float addrspace(1)* %56, align 4
  %58 = getelementptr inbounds float, float addrspace(1)* %25, i64 %54
  %59 = load float, float addrspace(1)* %58, align 4
  %60 = call spir_func float @_Z3madfff(float %57, float %59, float %55) #3
  %61 = add nuw i64 %54, 1
  %62 = icmp eq i64 %61, %1
  br i1 %62, label %63, label %53

63:                                               ; preds = %53
  br label %64

64:                                               ; preds = %63, %48
  %65 = phi float [ 0.000000e+00, %48 ], [ %60, %63 ]
  %66 = getelementptr inbounds float, float addrspace(1)* %28, i64 %49
  store float %65, float addrspace(1)* %66, align 4
  %67 = add i64 %49, %44
  %68 = icmp ult i64 %67, %11
  br i1 %68, label %48, label %69

69:                                               ; preds = %64
  br label %70

70:                                               ; preds = %69, %9
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTSZZN10MatVecPair11row_productERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_E9RowMatVec(i64 %0, float addrspace(1)* readonly align 4 %1, %"class.sycl::_V1::range.10"* byval(%"class.sycl::_V1::range.10") align 8 %2, %"class.sycl::_V1::id.12"* byval(%"class.sycl::_V1::id.12") align 8 %3, float addrspace(1)* readonly align 4 %4, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %5, float addrspace(1)* align 4 %6, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %7) #0 !kernel_arg_addr_space !19 !kernel_arg_access_qual !20 !kernel_arg_type !21 !kernel_arg_type_qual !22 !kernel_arg_base_type !21 {
  %9 = bitcast %"class.sycl::_V1::id"* %5 to i64*
  %10 = load i64, i64* %9, align 8
  %11 = getelementptr inbounds float, float addrspace(1)* %4, i64 %10
  %12 = bitcast %"class.sycl::_V1::id"* %7 to i64*
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
  br i1 %23, label %49, label %24

24:                                               ; preds = %8
  %25 = bitcast %"class.sycl::_V1::id.12"* %3 to i64*
  %26 = getelementptr inbounds i64, i64* %25, i64 1
  %27 = load i64, i64* %26, align 8
  %28 = getelementptr float, float addrspace(1)* %1, i64 %27
  %29 = bitcast %"class.sycl::_V1::id.12"* %3 to i64*
  %30 = load i64, i64* %29, align 8
  %31 = bitcast %"class.sycl::_V1::range.10"* %2 to i64*
  %32 = getelementptr inbounds i64, i64* %31, i64 1
  %33 = load i64, i64* %32, align 8
  %34 = mul i64 %30, %33
  %35 = getelementptr float, float addrspace(1)* %28, i64 %34
  %36 = mul i64 %21, %33
  %37 = getelementptr float, float addrspace(1)* %35, i64 %36
  br label %38

38:                                               ; preds = %38, %24
  %39 = phi i64 [ 0, %24 ], [ %46, %38 ]
  %40 = phi float [ 0.000000e+00, %24 ], [ %45, %38 ]
  %41 = getelementptr float, float addrspace(1)* %37, i64 %39
  %42 = load float, float addrspace(1)* %41, align 4
  %43 = getelementptr inbounds float, float addrspace(1)* %11, i64 %39
  %44 = load float, float addrspace(1)* %43, align 4
  %45 = call spir_func float @_Z3madfff(float %42, float %44, float %40) #3
  %46 = add nuw i64 %39, 1
  %47 = icmp eq i64 %46, %0
  br i1 %47, label %48, label %38

48:                                               ; preds = %38
  br label %49

49:                                               ; preds = %48, %8
  %50 = phi float [ 0.000000e+00, %8 ], [ %45, %48 ]
  %51 = getelementptr inbounds float, float addrspace(1)* %6, i64 %13
  %52 = getelementptr inbounds float, float addrspace(1)* %51, i64 %21
  store float %50, float addrspace(1)* %52, align 4
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
!6 = !{i32 0, i32 0, i32 0, i32 1, i32 0, i32 1, i32 0}
!7 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!8 = !{!"class.sycl::_V1::range", !"long", !"long", !"float*", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::id"}
!9 = !{!"", !"", !"", !"", !"", !"", !""}
!10 = !{i32 0, i32 0, i32 1, i32 0, i32 1, i32 0}
!11 = !{!"none", !"none", !"none", !"none", !"none", !"none"}
!12 = !{!"long", !"long", !"float*", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::id"}
!13 = !{!"", !"", !"", !"", !"", !""}
!14 = !{i32 0, i32 0, i32 1, i32 0, i32 0, i32 1, i32 0, i32 1, i32 0}
!15 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!16 = !{!"long", !"long", !"float*", !"class.sycl::_V1::range.10", !"class.sycl::_V1::id.12", !"float*", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::id"}
!17 = !{!"", !"", !"", !"", !"", !"", !"", !"", !""}
!18 = !{!"class.sycl::_V1::range", !"long", !"float*", !"class.sycl::_V1::range.10", !"class.sycl::_V1::id.12", !"float*", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::id"}
!19 = !{i32 0, i32 1, i32 0, i32 0, i32 1, i32 0, i32 1, i32 0}
!20 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!21 = !{!"long", !"float*", !"class.sycl::_V1::range.10", !"class.sycl::_V1::id.12", !"float*", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::id"}
!22 = !{!"", !"", !"", !"", !"", !"", !"", !""}
