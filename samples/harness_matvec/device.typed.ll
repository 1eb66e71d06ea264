; ModuleID = 'device.bc'
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024"
target triple = "spir64-unknown-unknown"

%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [1 x i64] }
%"class.sycl::_V1::range.0" = type { %"class.sycl::_V1::detail::array.1" }
%"class.sycl::_V1::detail::array.1" = type { [2 x i64] }
%"class.sycl::_V1::id.2" = type { %"class.sycl::_V1::detail::array.1" }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array" }

; Function Attrs: nounwind
define spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI7MvtRowsEE(%"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %0, i64 %1, float addrspace(1)* align 4 %2, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %3, float addrspace(1)* readonly align 4 %4, %"class.sycl::_V1::range.0"* byval(%"class.sycl::_V1::range.0") align 8 %5, %"class.sycl::_V1::id.2"* byval(%"class.sycl::_V1::id.2") align 8 %6, float addrspace(1)* readonly align 4 %7, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %8) #0 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_type_qual !9 !kernel_arg_base_type !8 {
  %10 = bitcast %"class.sycl::_V1::range"* %0 to i64*
  %11 = load i64, i64* %10, align 8
  %12 = bitcast %"class.sycl::_V1::id"* %3 to i64*
  %13 = load i64, i64* %12, align 8
  %14 = getelementptr inbounds float, float addrspace(1)* %2, i64 %13
  %15 = bitcast %"class.sycl::_V1::range.0"* %5 to i64*
  %16 = getelementptr inbounds i64, i64* %15, i64 1
  %17 = load i64, i64* %16, align 8
  %18 = bitcast %"class.sycl::_V1::id.2"* %6 to i64*
  %19 = load i64, i64* %18, align 8
  %20 = bitcast %"class.sycl::_V1::id.2"* %6 to i64*
  %21 = getelementptr inbounds i64, i64* %20, i64 1
  %22 = load i64, i64* %21, align 8
  %23 = mul i64 %19, %17
  %24 = getelementptr float, float addrspace(1)* %4, i64 %22
  %25 = getelementptr float, float addrspace(1)* %24, i64 %23
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

48:                                               ; preds = %66, %46
  %49 = phi i64 [ %36, %46 ], [ %67, %66 ]
  br i1 %47, label %66, label %50

50:                                               ; preds = %48
  %51 = mul i64 %49, %17
  %52 = getelementptr float, float addrspace(1)* %25, i64 %51
  %53 = getelementptr inbounds float, float addrspace(1)* %14, i64 %49
  %54 = load float, float addrspace(1)* %53, align 4
  br label %55

55:                                               ; preds = %55, %50
  %56 = phi float [ %62, %55 ], [ %54, %50 ]
  %57 = phi i64 [ %63, %55 ], [ 0, %50 ]
  %58 = getelementptr float, float addrspace(1)* %52, i64 %57
  %59 = load float, float addrspace(1)* %58, align 4
  %60 = getelementptr inbounds float, float addrspace(1)* %28, i64 %57
  %61 = load float, float addrspace(1)* %60, align 4
  %62 = call spir_func float @_Z3madfff(float %59, float %61, float %56) #3
  store float %62, float addrspace(1)* %53, align 4
  %63 = add nuw i64 %57, 1
  %64 = icmp eq i64 %63, %1
  br i1 %64, label %65, label %55

65:                                               ; preds = %55
  br label %66

66:                                               ; preds = %65, %48
  %67 = add i64 %49, %44
  %68 = icmp ult i64 %67, %11
  br i1 %68, label %48, label %69

69:                                               ; preds = %66
  br label %70

70:                                               ; preds = %69, %9
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTS7MvtRows(i64 %0, float addrspace(1)* align 4 %1, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %2, float addrspace(1)* readonly align 4 %3, %"class.sycl::_V1::range.0"* byval(%"class.sycl::_V1::range.0") align 8 %4, %"class.sycl::_V1::id.2"* byval(%"class.sycl::_V1::id.2") align 8 %5, float addrspace(1)* readonly align 4 %6, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %7) #0 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_type_qual !13 !kernel_arg_base_type !12 {
  %9 = bitcast %"class.sycl::_V1::id"* %7 to i64*
  %10 = load i64, i64* %9, align 8
  %11 = getelementptr inbounds float, float addrspace(1)* %6, i64 %10
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
  br i1 %21, label %52, label %22

22:                                               ; preds = %8
  %23 = bitcast %"class.sycl::_V1::id.2"* %5 to i64*
  %24 = getelementptr inbounds i64, i64* %23, i64 1
  %25 = load i64, i64* %24, align 8
  %26 = getelementptr float, float addrspace(1)* %3, i64 %25
  %27 = bitcast %"class.sycl::_V1::id.2"* %5 to i64*
  %28 = load i64, i64* %27, align 8
  %29 = bitcast %"class.sycl::_V1::range.0"* %4 to i64*
  %30 = getelementptr inbounds i64, i64* %29, i64 1
  %31 = load i64, i64* %30, align 8
  %32 = mul i64 %28, %31
  %33 = getelementptr float, float addrspace(1)* %26, i64 %32
  %34 = bitcast %"class.sycl::_V1::id"* %2 to i64*
  %35 = load i64, i64* %34, align 8
  %36 = getelementptr inbounds float, float addrspace(1)* %1, i64 %35
  %37 = mul i64 %19, %31
  %38 = getelementptr float, float addrspace(1)* %33, i64 %37
  %39 = getelementptr inbounds float, float addrspace(1)* %36, i64 %19
  %40 = load float, float addrspace(1)* %39, align 4
  br label %41

41:                                               ; preds = %41, %22
  %42 = phi float [ %40, %22 ], [ %48, %41 ]
  %43 = phi i64 [ 0, %22 ], [ %49, %41 ]
  %44 = getelementptr float, float addrspace(1)* %38, i64 %43
  %45 = load float, float addrspace(1)* %44, align 4
  %46 = getelementptr inbounds float, float addrspace(1)* %11, i64 %43
  %47 = load float, float addrspace(1)* %46, align 4
  %48 = call spir_func float @_Z3madfff(float %45, float %47, float %42) #3
  store float %48, float addrspace(1)* %39, align 4
  %49 = add nuw i64 %43, 1
  %50 = icmp eq i64 %49, %0
  br i1 %50, label %51, label %41

51:                                               ; preds = %41
  br label %52

52:                                               ; preds = %51, %8
  ret void
}

; Function Attrs: inaccessiblememonly nocallback nofree nosync nounwind willreturn
declare void @llvm.assume(i1 noundef) #1

; Function Attrs: nounwind
define spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI7MvtColsEE(%"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %0, i64 %1, float addrspace(1)* align 4 %2, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %3, float addrspace(1)* readonly align 4 %4, %"class.sycl::_V1::range.0"* byval(%"class.sycl::_V1::range.0") align 8 %5, %"class.sycl::_V1::id.2"* byval(%"class.sycl::_V1::id.2") align 8 %6, float addrspace(1)* readonly align 4 %7, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %8) #0 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_type_qual !9 !kernel_arg_base_type !8 {
  %10 = bitcast %"class.sycl::_V1::range"* %0 to i64*
  %11 = load i64, i64* %10, align 8
  %12 = bitcast %"class.sycl::_V1::id"* %3 to i64*
  %13 = load i64, i64* %12, align 8
  %14 = getelementptr inbounds float, float addrspace(1)* %2, i64 %13
  %15 = bitcast %"class.sycl::_V1::range.0"* %5 to i64*
  %16 = getelementptr inbounds i64, i64* %15, i64 1
  %17 = load i64, i64* %16, align 8
  %18 = bitcast %"class.sycl::_V1::id.2"* %6 to i64*
  %19 = load i64, i64* %18, align 8
  %20 = bitcast %"class.sycl::_V1::id.2"* %6 to i64*
  %21 = getelementptr inbounds i64, i64* %20, i64 1
  %22 = load i64, i64* %21, align 8
  %23 = mul i64 %19, %17
  %24 = getelementptr float, float addrspace(1)* %4, i64 %22
  %25 = getelementptr float, float addrspace(1)* %24, i64 %23
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

48:                                               ; preds = %66, %46
  %49 = phi i64 [ %36, %46 ], [ %67, %66 ]
  br i1 %47, label %66, label %50

50:                                               ; preds = %48
  %51 = getelementptr float, float addrspace(1)* %25, i64 %49
  %52 = getelementptr inbounds float, float addrspace(1)* %14, i64 %49
  %53 = load float, float addrspace(1)* %52, align 4
  br label %54

54:                                               ; preds = %54, %50
  %55 = phi float [ %62, %54 ], [ %53, %50 ]
  %56 = phi i64 [ %63, %54 ], [ 0, %50 ]
  %57 = mul i64 %56, %17
  %58 = getelementptr float, float addrspace(1)* %51, i64 %57
  %59 = load float, float addrspace(1)* %58, align 4
  %60 = getelementptr inbounds float, float addrspace(1)* %28, i64 %56
  %61 = load float, float addrspace(1)* %60, align 4
  %62 = call spir_func float @_Z3madfff(float %59, float %61, float %55) #3
  store float %62, float addrspace(1)* %52, align 4
  %63 = add nuw i64 %56, 1
  %64 = icmp eq i64 %63, %1
  br i1 %64, label %65, label %54

65:                                               ; preds = %54
  br label %66

66:                                               ; preds = %65, %48
  %67 = add i64 %49, %44
  %68 = icmp ult i64 %67, %11
  br i1 %68, label %48, label %69

69:                                               ; preds = %66
  br label %70

70:                                               ; preds = %69, %9
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTS7MvtCols(i64 %0, float addrspace(1)* align 4 %1, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %2, float addrspace(1)* readonly align 4 %3, %"class.sycl::_V1::range.0"* byval(%"class.sycl::_V1::range.0") align 8 %4, %"class.sycl::_V1::id.2"* byval(%"class.sycl::_V1::id.2") align 8 %5, float addrspace(1)* readonly align 4 %6, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %7) #0 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_type_qual !13 !kernel_arg_base_type !12 {
  %9 = bitcast %"class.sycl::_V1::range.0"* %4 to i64*
  %10 = getelementptr inbounds i64, i64* %9, i64 1
  %11 = load i64, i64* %10, align 8
  %12 = bitcast %"class.sycl::_V1::id"* %7 to i64*
  %13 = load i64, i64* %12, align 8
  %14 = getelementptr inbounds float, float addrspace(1)* %6, i64 %13
  %15 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %16 = insertelement <3 x i64> undef, i64 %15, i32 0
  %17 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %18 = insertelement <3 x i64> %16, i64 %17, i32 1
  %19 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %20 = insertelement <3 x i64> %18, i64 %19, i32 2
  %21 = extractelement <3 x i64> %20, i32 0
  %22 = select i1 true, i64 %21, i64 0
  %23 = icmp ult i64 %22, 2147483648
  call void @llvm.assume(i1 %23)
  %24 = icmp eq i64 %0, 0
  br i1 %24, label %52, label %25

25:                                               ; preds = %8
  %26 = bitcast %"class.sycl::_V1::id.2"* %5 to i64*
  %27 = getelementptr inbounds i64, i64* %26, i64 1
  %28 = load i64, i64* %27, align 8
  %29 = getelementptr float, float addrspace(1)* %3, i64 %28
  %30 = bitcast %"class.sycl::_V1::id.2"* %5 to i64*
  %31 = load i64, i64* %30, align 8
  %32 = mul i64 %31, %11
  %33 = getelementptr float, float addrspace(1)* %29, i64 %32
  %34 = bitcast %"class.sycl::_V1::id"* %2 to i64*
  %35 = load i64, i64* %34, align 8
  %36 = getelementptr inbounds float, float addrspace(1)* %1, i64 %35
  %37 = getelementptr float, float addrspace(1)* %33, i64 %22
  %38 = getelementptr inbounds float, float addrspace(1)* %36, i64 %22
  %39 = load float, float addrspace(1)* %38, align 4
  br label %40

40:                                               ; preds = %40, %25
  %41 = phi float [ %39, %25 ], [ %48, %40 ]
  %42 = phi i64 [ 0, %25 ], [ %49, %40 ]
  %43 = mul i64 %42, %11
  %44 = getelementptr float, float addrspace(1)* %37, i64 %43
  %45 = load float, float addrspace(1)* %44, align 4
  %46 = getelementptr inbounds float, float addrspace(1)* %14, i64 %42
  %47 = load float, float addrspace(1)* %46, align 4
  %48 = call spir_func float @_Z3madfff(float %45, float %47, float %41) #3
  store float %48, float addrspace(1)* %38, align 4
  %49 = add nuw i64 %42, 1
  %50 = icmp eq i64 %49, %0
  br i1 %50, label %51, label %40

51:                                               ; preds = %40
  br label %52

52:                                               ; preds = %51, %8
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperIZZN6MatVec3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE1_clESC_E5BicgSEE(%"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %0, i64 %1, float addrspace(1)* align 4 %2, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %3, float addrspace(1)* readonly align 4 %4, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %5, float addrspace(1)* readonly align 4 %6, %"class.sycl::_V1::range.0"* byval(%"class.sycl::_V1::range.0") align 8 %7, %"class.sycl::_V1::id.2"* byval(%"class.sycl::_V1::id.2") align 8 %8) #0 !kernel_arg_addr_space !14 !kernel_arg_access_qual !7 !kernel_arg_type !15 !kernel_arg_type_qual !9 !kernel_arg_base_type !15 {
  %10 = bitcast %"class.sycl::_V1::range"* %0 to i64*
  %11 = load i64, i64* %10, align 8
  %12 = bitcast %"class.sycl::_V1::id"* %3 to i64*
  %13 = load i64, i64* %12, align 8
  %14 = getelementptr inbounds float, float addrspace(1)* %2, i64 %13
  %15 = bitcast %"class.sycl::_V1::id"* %5 to i64*
  %16 = load i64, i64* %15, align 8
  %17 = getelementptr inbounds float, float addrspace(1)* %4, i64 %16
  %18 = bitcast %"class.sycl::_V1::range.0"* %7 to i64*
  %19 = getelementptr inbounds i64, i64* %18, i64 1
  %20 = load i64, i64* %19, align 8
  %21 = bitcast %"class.sycl::_V1::id.2"* %8 to i64*
  %22 = load i64, i64* %21, align 8
  %23 = bitcast %"class.sycl::_V1::id.2"* %8 to i64*
  %24 = getelementptr inbounds i64, i64* %23, i64 1
  %25 = load i64, i64* %24, align 8
  %26 = mul i64 %22, %20
  %27 = getelementptr float, float addrspace(1)* %6, i64 %25
  %28 = getelementptr float, float addrspace(1)* %27, i64 %26
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
  br i1 %45, label %46, label %69

46:                                               ; preds = %9
  %47 = icmp eq i64 %1, 0
  br label %48

48:                                               ; preds = %65, %46
  %49 = phi i64 [ %36, %46 ], [ %66, %65 ]
  %50 = getelementptr inbounds float, float addrspace(1)* %14, i64 %49
  store float 0.000000e+00, float addrspace(1)* %50, align 4
  br i1 %47, label %65, label %51

51:                                               ; preds = %48
  %52 = getelementptr float, float addrspace(1)* %28, i64 %49
  br label %53

53:                                               ; preds = %53, %51
  %54 = phi float [ %61, %53 ], [ 0.000000e+00, %51 ]
  %55 = phi i64 [ %62, %53 ], [ 0, %51 ]
  %56 = getelementptr inbounds float, float addrspace(1)* %17, i64 %55
  %57 = load float, float addrspace(1)* %56, align 4
  %58 = mul i64 %55, %20
  %59 = getelementptr float, float addrspace(1)* %52, i64 %58
  %60 = load float, float addrspace(1)* %59, align 4
  %61 = call spir_func float @_Z3madfff(float %57, float %60, float %54) #3
  store float %61, float addrspace(1)* %50, align 4
  %62 = add nuw i64 %55, 1
  %63 = icmp eq i64 %62, %1
  br i1 %63, label %64, label %53

64:                                               ; preds = %53
  br label %65

65:                                               ; preds = %64, %48
  %66 = add i64 %49, %44
  %67 = icmp ult i64 %66, %11
  br i1 %67, label %48, label %68

68:                                               ; preds = %65
  br label %69

69:                                               ; preds = %68, %9
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTSZZN6MatVec3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE1_clESA_E5BicgS(i64 %0, float addrspace(1)* align 4 %1, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %2, float addrspace(1)* readonly align 4 %3, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %4, float addrspace(1)* readonly align 4 %5, %"class.sycl::_V1::range.0"* byval(%"class.sycl::_V1::range.0") align 8 %6, %"class.sycl::_V1::id.2"* byval(%"class.sycl::_V1::id.2") align 8 %7) #0 !kernel_arg_addr_space !16 !kernel_arg_access_qual !11 !kernel_arg_type !17 !kernel_arg_type_qual !13 !kernel_arg_base_type !17 {
  %9 = bitcast %"class.sycl::_V1::id"* %2 to i64*
  %10 = load i64, i64* %9, align 8
  %11 = getelementptr inbounds float, float addrspace(1)* %1, i64 %10
  %12 = bitcast %"class.sycl::_V1::id"* %4 to i64*
  %13 = load i64, i64* %12, align 8
  %14 = getelementptr inbounds float, float addrspace(1)* %3, i64 %13
  %15 = bitcast %"class.sycl::_V1::range.0"* %6 to i64*
  %16 = getelementptr inbounds i64, i64* %15, i64 1
  %17 = load i64, i64* %16, align 8
  %18 = bitcast %"class.sycl::_V1::id.2"* %7 to i64*
  %19 = load i64, i64* %18, align 8
  %20 = bitcast %"class.sycl::_V1::id.2"* %7 to i64*
  %21 = getelementptr inbounds i64, i64* %20, i64 1
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
  %32 = getelementptr inbounds float, float addrspace(1)* %11, i64 %30
  store float 0.000000e+00, float addrspace(1)* %32, align 4
  %33 = icmp eq i64 %0, 0
  br i1 %33, label %51, label %34

34:                                               ; preds = %8
  %35 = getelementptr float, float addrspace(1)* %5, i64 %22
  %36 = mul i64 %19, %17
  %37 = getelementptr float, float addrspace(1)* %35, i64 %36
  %38 = getelementptr float, float addrspace(1)* %37, i64 %30
  br label %39

39:                                               ; preds = %39, %34
  %40 = phi float [ 0.000000e+00, %34 ], [ %47, %39 ]
  %41 = phi i64 [ 0, %34 ], [ %48, %39 ]
  %42 = getelementptr inbounds float, float addrspace(1)* %14, i64 %41
  %43 = load float, float addrspace(1)* %42, align 4
  %44 = mul i64 %41, %17
  %45 = getelementptr float, float addrspace(1)* %38, i64 %44
  %46 = load float, float addrspace(1)* %45, align 4
  %47 = call spir_func float @_Z3madfff(float %43, float %46, float %40) #3
  store float %47, float addrspace(1)* %32, align 4
  %48 = add nuw i64 %41, 1
  %49 = icmp eq i64 %48, %0
  br i1 %49, label %50, label %39

50:                                               ; preds = %39
  br label %51

51:                                               ; preds = %50, %8
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperIZZN6MatVec3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE2_clESC_E5BicgQEE(%"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %0, i64 %1, float addrspace(1)* align 4 %2, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %3, float addrspace(1)* readonly align 4 %4, %"class.sycl::_V1::range.0"* byval(%"class.sycl::_V1::range.0") align 8 %5, %"class.sycl::_V1::id.2"* byval(%"class.sycl::_V1::id.2") align 8 %6, float addrspace(1)* readonly align 4 %7, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %8) #0 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_type_qual !9 !kernel_arg_base_type !8 {
  %10 = bitcast %"class.sycl::_V1::range"* %0 to i64*
  %11 = load i64, i64* %10, align 8
  %12 = bitcast %"class.sycl::_V1::id"* %3 to i64*
  %13 = load i64, i64* %12, align 8
  %14 = getelementptr inbounds float, float addrspace(1)* %2, i64 %13
  %15 = bitcast %"class.sycl::_V1::range.0"* %5 to i64*
  %16 = getelementptr inbounds i64, i64* %15, i64 1
  %17 = load i64, i64* %16, align 8
  %18 = bitcast %"class.sycl::_V1::id.2"* %6 to i64*
  %19 = load i64, i64* %18, align 8
  %20 = bitcast %"class.sycl::_V1::id.2"* %6 to i64*
  %21 = getelementptr inbounds i64, i64* %20, i64 1
  %22 = load i64, i64* %21, align 8
  %23 = mul i64 %19, %17
  %24 = getelementptr float, float addrspace(1)* %4, i64 %22
  %25 = getelementptr float, float addrspace(1)* %24, i64 %23
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
  br i1 %45, label %46, label %69

46:                                               ; preds = %9
  %47 = icmp eq i64 %1, 0
  br label %48

48:                                               ; preds = %65, %46
  %49 = phi i64 [ %36, %46 ], [ %66, %65 ]
  %50 = getelementptr inbounds float, float addrspace(1)* %14, i64 %49
  store float 0.000000e+00, float addrspace(1)* %50, align 4
  br i1 %47, label %65, label %51

51:                                               ; preds = %48
  %52 = mul i64 %49, %17
  %53 = getelementptr float, float addrspace(1)* %25, i64 %52
  br label %54

54:                                               ; preds = %54, %51
  %55 = phi float [ %61, %54 ], [ 0.000000e+00, %51 ]
  %56 = phi i64 [ %62, %54 ], [ 0, %51 ]
  %57 = getelementptr float, float addrspace(1)* %53, i64 %56
  %58 = load float, float addrspace(1)* %57, align 4
  %59 = getelementptr inbounds float, float addrspace(1)* %28, i64 %56
  %60 = load float, float addrspace(1)* %59, align 4
  %61 = call spir_func float @_Z3madfff(float %58, float %60, float %55) #3
  store float %61, float addrspace(1)* %50, align 4
  %62 = add nuw i64 %56, 1
  %63 = icmp eq i64 %62, %1
  br i1 %63, label %64, label %54

64:                                               ; preds = %54
  br label %65

65:                                               ; preds = %64, %48
  %66 = add i64 %49, %44
  %67 = icmp ult i64 %66, %11
  br i1 %67, label %48, label %68

68:                                               ; preds = %65
  br label %69

69:                                               ; preds = %68, %9
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTSZZN6MatVec3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE2_clESA_E5BicgQ(i64 %0, float addrspace(1)* align 4 %1, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %2, float addrspace(1)* readonly align 4 %3, %"class.sycl::_V1::range.0"* byval(%"class.sycl::_V1::range.0") align 8 %4, %"class.sycl::_V1::id.2"* byval(%"class.sycl::_V1::id.2") align 8 %5, float addrspace(1)* readonly align 4 %6, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %7) #0 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_type_qual !13 !kernel_arg_base_type !12 {
  %9 = bitcast %"class.sycl::_V1::id"* %2 to i64*
  %10 = load i64, i64* %9, align 8
  %11 = getelementptr inbounds float, float addrspace(1)* %1, i64 %10
  %12 = bitcast %"class.sycl::_V1::range.0"* %4 to i64*
  %13 = getelementptr inbounds i64, i64* %12, i64 1
  %14 = load i64, i64* %13, align 8
  %15 = bitcast %"class.sycl::_V1::id.2"* %5 to i64*
  %16 = load i64, i64* %15, align 8
  %17 = bitcast %"class.sycl::_V1::id.2"* %5 to i64*
  %18 = getelementptr inbounds i64, i64* %17, i64 1
  %19 = load i64, i64* %18, align 8
  %20 = bitcast %"class.sycl::_V1::id"* %7 to i64*
  %21 = load i64, i64* %20, align 8
  %22 = getelementptr inbounds float, float addrspace(1)* %6, i64 %21
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
  %32 = getelementptr inbounds float, float addrspace(1)* %11, i64 %30
  store float 0.000000e+00, float addrspace(1)* %32, align 4
  %33 = icmp eq i64 %0, 0
  br i1 %33, label %51, label %34

34:                                               ; preds = %8
  %35 = getelementptr float, float addrspace(1)* %3, i64 %19
  %36 = mul i64 %16, %14
  %37 = getelementptr float, float addrspace(1)* %35, i64 %36
  %38 = mul i64 %30, %14
  %39 = getelementptr float, float addrspace(1)* %37, i64 %38
  br label %40

40:                                               ; preds = %40, %34
  %41 = phi float [ 0.000000e+00, %34 ], [ %47, %40 ]
  %42 = phi i64 [ 0, %34 ], [ %48, %40 ]
  %43 = getelementptr float, float addrspace(1)* %39, i64 %42
  %44 = load float, float addrspace(1)* %43, align 4
  %45 = getelementptr inbounds float, float addrspace(1)* %22, i64 %42
  %46 = load float, float addrspace(1)* %45, align 4
  %47 = call spir_func float @_Z3madfff(float %44, float %46, float %41) #3
  store float %47, float addrspace(1)* %32, align 4
  %48 = add nuw i64 %42, 1
  %49 = icmp eq i64 %48, %0
  br i1 %49, label %50, label %40

50:                                               ; preds = %40
  br label %51

51:                                               ; preds = %50, %8
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
!6 = !{i32 0, i32 0, i32 1, i32 0, i32 1, i32 0, i32 0, i32 1, i32 0}
!7 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!8 = !{!"class.sycl::_V1::range", !"long", !"float*", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::range.0", !"class.sycl::_V1::id.2", !"float*", !"class.sycl::_V1::id"}
!9 = !{!"", !"", !"", !"", !"", !"", !"", !"", !""}
!10 = !{i32 0, i32 1, i32 0, i32 1, i32 0, i32 0, i32 1, i32 0}
!11 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!12 = !{!"long", !"float*", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::range.0", !"class.sycl::_V1::id.2", !"float*", !"class.sycl::_V1::id"}
!13 = !{!"", !"", !"", !"", !"", !"", !"", !""}
!14 = !{i32 0, i32 0, i32 1, i32 0, i32 1, i32 0, i32 1, i32 0, i32 0}
!15 = !{!"class.sycl::_V1::range", !"long", !"float*", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::range.0", !"class.sycl::_V1::id.2"}
!16 = !{i32 0, i32 1, i32 0, i32 1, i32 0, i32 1, i32 0, i32 0}
!17 = !{!"long", !"float*", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::range.0", !"class.sycl::_V1::id.2"}
