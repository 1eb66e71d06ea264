; ModuleID = 'device.bc'
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024"
target triple = "spir64-unknown-unknown"

%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [1 x i64] }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::range.12" = type { %"class.sycl::_V1::detail::array.13" }
%"class.sycl::_V1::detail::array.13" = type { [2 x i64] }

; Function Attrs: nounwind
define spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI10ColumnMeanEE(%"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %0, i64 %1, i64 %2, float addrspace(1)* readonly align 4 %3, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %4, float addrspace(1)* align 4 %5, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %6) #0 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_type_qual !9 !kernel_arg_base_type !8 {
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
  br i1 %32, label %33, label %57

33:                                               ; preds = %7
  %34 = icmp eq i64 %2, 0
  %35 = uitofp i64 %2 to float
  br label %36

36:                                               ; preds = %50, %33
  %37 = phi i64 [ %23, %33 ], [ %54, %50 ]
  br i1 %34, label %50, label %38

38:                                               ; preds = %36
  %39 = getelementptr float, float addrspace(1)* %12, i64 %37
  br label %40

40:                                               ; preds = %40, %38
  %41 = phi i64 [ 0, %38 ], [ %47, %40 ]
  %42 = phi float [ 0.000000e+00, %38 ], [ %46, %40 ]
  %43 = mul i64 %41, %1
  %44 = getelementptr float, float addrspace(1)* %39, i64 %43
  %45 = load float, float addrspace(1)* %44, align 4
  %46 = fadd float %42, %45
  %47 = add nuw i64 %41, 1
  %48 = icmp eq i64 %47, %2
  br i1 %48, label %49, label %40

49:                                               ; preds = %40
  br label %50

50:                                               ; preds = %49, %36
  %51 = phi float [ 0.000000e+00, %36 ], [ %46, %49 ]
  %52 = fdiv float %51, %35
  %53 = getelementptr inbounds float, float addrspace(1)* %15, i64 %37
  store float %52, float addrspace(1)* %53, align 4
  %54 = add i64 %37, %31
  %55 = icmp ult i64 %54, %9
  br i1 %55, label %36, label %56

56:                                               ; preds = %50
  br label %57

57:                                               ; preds = %56, %7
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTS10ColumnMean(i64 %0, i64 %1, float addrspace(1)* readonly align 4 %2, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %3, float addrspace(1)* align 4 %4, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %5) #0 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_type_qual !13 !kernel_arg_base_type !12 {
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
  %22 = icmp eq i64 %1, 0
  br i1 %22, label %34, label %23

23:                                               ; preds = %6
  br label %24

24:                                               ; preds = %24, %23
  %25 = phi i64 [ %31, %24 ], [ 0, %23 ]
  %26 = phi float [ %30, %24 ], [ 0.000000e+00, %23 ]
  %27 = mul i64 %25, %0
  %28 = getelementptr float, float addrspace(1)* %21, i64 %27
  %29 = load float, float addrspace(1)* %28, align 4
  %30 = fadd float %26, %29
  %31 = add nuw i64 %25, 1
  %32 = icmp eq i64 %31, %1
  br i1 %32, label %33, label %24

33:                                               ; preds = %24
  br label %34

34:                                               ; preds = %33, %6
  %35 = phi float [ 0.000000e+00, %6 ], [ %30, %33 ]
  %36 = getelementptr inbounds float, float addrspace(1)* %4, i64 %11
  %37 = uitofp i64 %1 to float
  %38 = fdiv float %35, %37
  %39 = getelementptr inbounds float, float addrspace(1)* %36, i64 %19
  store float %38, float addrspace(1)* %39, align 4
  ret void
}

; Function Attrs: inaccessiblememonly nocallback nofree nosync nounwind willreturn
declare void @llvm.assume(i1 noundef) #1

; Function Attrs: nounwind
define spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI12ColumnStddevEE(%"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %0, i64 %1, i64 %2, float addrspace(1)* readonly align 4 %3, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %4, float addrspace(1)* readonly align 4 %5, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %6, float addrspace(1)* align 4 %7, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %8) #0 !kernel_arg_addr_space !14 !kernel_arg_access_qual !15 !kernel_arg_type !16 !kernel_arg_type_qual !17 !kernel_arg_base_type !16 {
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
  br i1 %37, label %38, label %68

38:                                               ; preds = %9
  %39 = icmp eq i64 %2, 0
  %40 = uitofp i64 %2 to float
  br label %41

41:                                               ; preds = %58, %38
  %42 = phi i64 [ %28, %38 ], [ %65, %58 ]
  %43 = getelementptr inbounds float, float addrspace(1)* %14, i64 %42
  %44 = load float, float addrspace(1)* %43, align 4
  br i1 %39, label %58, label %45

45:                                               ; preds = %41
  %46 = getelementptr float, float addrspace(1)* %17, i64 %42
  br label %47

47:                                               ; preds = %47, %45
  %48 = phi float [ 0.000000e+00, %45 ], [ %54, %47 ]
  %49 = phi i64 [ 0, %45 ], [ %55, %47 ]
  %50 = mul i64 %49, %1
  %51 = getelementptr float, float addrspace(1)* %46, i64 %50
  %52 = load float, float addrspace(1)* %51, align 4
  %53 = fsub float %52, %44
  %54 = call spir_func float @_Z3madfff(float %53, float %53, float %48) #3
  %55 = add nuw i64 %49, 1
  %56 = icmp eq i64 %55, %2
  br i1 %56, label %57, label %47

57:                                               ; preds = %47
  br label %58

58:                                               ; preds = %57, %41
  %59 = phi float [ 0.000000e+00, %41 ], [ %54, %57 ]
  %60 = fdiv float %59, %40
  %61 = call spir_func float @_Z4sqrtf(float %60) #3
  %62 = fcmp ole float %61, 0x3F1A36E2E0000000
  %63 = select i1 %62, float 1.000000e+00, float %61
  %64 = getelementptr inbounds float, float addrspace(1)* %20, i64 %42
  store float %63, float addrspace(1)* %64, align 4
  %65 = add i64 %42, %36
  %66 = icmp ult i64 %65, %11
  br i1 %66, label %41, label %67

67:                                               ; preds = %58
  br label %68

68:                                               ; preds = %67, %9
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTS12ColumnStddev(i64 %0, i64 %1, float addrspace(1)* readonly align 4 %2, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %3, float addrspace(1)* readonly align 4 %4, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %5, float addrspace(1)* align 4 %6, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %7) #0 !kernel_arg_addr_space !18 !kernel_arg_access_qual !19 !kernel_arg_type !20 !kernel_arg_type_qual !21 !kernel_arg_base_type !20 {
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
  %26 = getelementptr inbounds float, float addrspace(1)* %11, i64 %24
  %27 = load float, float addrspace(1)* %26, align 4
  %28 = getelementptr float, float addrspace(1)* %14, i64 %24
  %29 = icmp eq i64 %1, 0
  br i1 %29, label %42, label %30

30:                                               ; preds = %8
  br label %31

31:                                               ; preds = %31, %30
  %32 = phi float [ %38, %31 ], [ 0.000000e+00, %30 ]
  %33 = phi i64 [ %39, %31 ], [ 0, %30 ]
  %34 = mul i64 %33, %0
  %35 = getelementptr float, float addrspace(1)* %28, i64 %34
  %36 = load float, float addrspace(1)* %35, align 4
  %37 = fsub float %36, %27
  %38 = call spir_func float @_Z3madfff(float %37, float %37, float %32) #3
  %39 = add nuw i64 %33, 1
  %40 = icmp eq i64 %39, %1
  br i1 %40, label %41, label %31

41:                                               ; preds = %31
  br label %42

42:                                               ; preds = %41, %8
  %43 = phi float [ 0.000000e+00, %8 ], [ %38, %41 ]
  %44 = getelementptr inbounds float, float addrspace(1)* %6, i64 %16
  %45 = uitofp i64 %1 to float
  %46 = fdiv float %43, %45
  %47 = call spir_func float @_Z4sqrtf(float %46) #3
  %48 = fcmp ole float %47, 0x3F1A36E2E0000000
  %49 = select i1 %48, float 1.000000e+00, float %47
  %50 = getelementptr inbounds float, float addrspace(1)* %44, i64 %24
  store float %49, float addrspace(1)* %50, align 4
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI9NormaliseEE(%"class.sycl::_V1::range.12"* byval(%"class.sycl::_V1::range.12") align 8 %0, i64 %1, float addrspace(1)* align 4 %2, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %3, float addrspace(1)* readonly align 4 %4, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %5, float addrspace(1)* readonly align 4 %6, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %7, float %8, float addrspace(1)* readonly align 4 %9, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %10) #0 !kernel_arg_addr_space !22 !kernel_arg_access_qual !23 !kernel_arg_type !24 !kernel_arg_type_qual !25 !kernel_arg_base_type !24 {
  %12 = bitcast %"class.sycl::_V1::range.12"* %0 to i64*
  %13 = load i64, i64* %12, align 8
  %14 = bitcast %"class.sycl::_V1::range.12"* %0 to i64*
  %15 = getelementptr inbounds i64, i64* %14, i64 1
  %16 = load i64, i64* %15, align 8
  %17 = bitcast %"class.sycl::_V1::id"* %3 to i64*
  %18 = load i64, i64* %17, align 8
  %19 = getelementptr inbounds float, float addrspace(1)* %2, i64 %18
  %20 = bitcast %"class.sycl::_V1::id"* %5 to i64*
  %21 = load i64, i64* %20, align 8
  %22 = getelementptr inbounds float, float addrspace(1)* %4, i64 %21
  %23 = bitcast %"class.sycl::_V1::id"* %7 to i64*
  %24 = load i64, i64* %23, align 8
  %25 = getelementptr inbounds float, float addrspace(1)* %6, i64 %24
  %26 = bitcast %"class.sycl::_V1::id"* %10 to i64*
  %27 = load i64, i64* %26, align 8
  %28 = getelementptr inbounds float, float addrspace(1)* %9, i64 %27
  %29 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %30 = insertelement <3 x i64> undef, i64 %29, i32 0
  %31 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %32 = insertelement <3 x i64> %30, i64 %31, i32 1
  %33 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %34 = insertelement <3 x i64> %32, i64 %33, i32 2
  %35 = extractelement <3 x i64> %34, i32 1
  %36 = select i1 true, i64 %35, i64 0
  %37 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %38 = insertelement <3 x i64> undef, i64 %37, i32 0
  %39 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %40 = insertelement <3 x i64> %38, i64 %39, i32 1
  %41 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %42 = insertelement <3 x i64> %40, i64 %41, i32 2
  %43 = extractelement <3 x i64> %42, i32 0
  %44 = select i1 true, i64 %43, i64 0
  %45 = call spir_func i64 @_Z15get_global_sizej(i32 0) #2
  %46 = insertelement <3 x i64> undef, i64 %45, i32 0
  %47 = call spir_func i64 @_Z15get_global_sizej(i32 1) #2
  %48 = insertelement <3 x i64> %46, i64 %47, i32 1
  %49 = call spir_func i64 @_Z15get_global_sizej(i32 2) #2
  %50 = insertelement <3 x i64> %48, i64 %49, i32 2
  %51 = extractelement <3 x i64> %50, i32 1
  %52 = select i1 true, i64 %51, i64 1
  %53 = call spir_func i64 @_Z15get_global_sizej(i32 0) #2
  %54 = insertelement <3 x i64> undef, i64 %53, i32 0
  %55 = call spir_func i64 @_Z15get_global_sizej(i32 1) #2
  %56 = insertelement <3 x i64> %54, i64 %55, i32 1
  %57 = call spir_func i64 @_Z15get_global_sizej(i32 2) #2
  %58 = insertelement <3 x i64> %56, i64 %57, i32 2
  %59 = extractelement <3 x i64> %58, i32 0
  %60 = select i1 true, i64 %59, i64 1
  %61 = icmp ult i64 %36, %13
  %62 = icmp ult i64 %44, %16
  %63 = select i1 %62, i1 %61, i1 false
  br i1 %63, label %64, label %87

64:                                               ; preds = %11
  br label %65

65:                                               ; preds = %83, %64
  %66 = phi i64 [ %84, %83 ], [ %44, %64 ]
  %67 = getelementptr inbounds float, float addrspace(1)* %25, i64 %66
  %68 = getelementptr inbounds float, float addrspace(1)* %28, i64 %66
  br label %69

69:                                               ; preds = %69, %65
  %70 = phi i64 [ %36, %65 ], [ %81, %69 ]
  %71 = mul i64 %70, %1
  %72 = add i64 %71, %66
  %73 = getelementptr inbounds float, float addrspace(1)* %22, i64 %72
  %74 = load float, float addrspace(1)* %73, align 4
  %75 = load float, float addrspace(1)* %67, align 4
  %76 = fsub float %74, %75
  %77 = load float, float addrspace(1)* %68, align 4
  %78 = fmul float %8, %77
  %79 = fdiv float %76, %78
  %80 = getelementptr inbounds float, float addrspace(1)* %19, i64 %72
  store float %79, float addrspace(1)* %80, align 4
  %81 = add i64 %70, %52
  %82 = icmp ult i64 %81, %13
  br i1 %82, label %69, label %83

83:                                               ; preds = %69
  %84 = add i64 %66, %60
  %85 = icmp ult i64 %84, %16
  br i1 %85, label %65, label %86

86:                                               ; preds = %83
  br label %87

87:                                               ; preds = %86, %11
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTS9Normalise(i64 %0, float addrspace(1)* align 4 %1, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %2, float addrspace(1)* readonly align 4 %3, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %4, float addrspace(1)* readonly align 4 %5, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %6, float %7, float addrspace(1)* readonly align 4 %8, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %9) #0 !kernel_arg_addr_space !26 !kernel_arg_access_qual !27 !kernel_arg_type !28 !kernel_arg_type_qual !29 !kernel_arg_base_type !28 {
  %11 = bitcast %"class.sycl::_V1::id"* %2 to i64*
  %12 = load i64, i64* %11, align 8
  %13 = getelementptr inbounds float, float addrspace(1)* %1, i64 %12
  %14 = bitcast %"class.sycl::_V1::id"* %4 to i64*
  %15 = load i64, i64* %14, align 8
  %16 = getelementptr inbounds float, float addrspace(1)* %3, i64 %15
  %17 = bitcast %"class.sycl::_V1::id"* %6 to i64*
  %18 = load i64, i64* %17, align 8
  %19 = getelementptr inbounds float, float addrspace(1)* %5, i64 %18
  %20 = bitcast %"class.sycl::_V1::id"* %9 to i64*
  %21 = load i64, i64* %20, align 8
  %22 = getelementptr inbounds float, float addrspace(1)* %8, i64 %21
  %23 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %24 = insertelement <3 x i64> undef, i64 %23, i32 0
  %25 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %26 = insertelement <3 x i64> %24, i64 %25, i32 1
  %27 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %28 = insertelement <3 x i64> %26, i64 %27, i32 2
  %29 = extractelement <3 x i64> %28, i32 1
  %30 = select i1 true, i64 %29, i64 0
  %31 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %32 = insertelement <3 x i64> undef, i64 %31, i32 0
  %33 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %34 = insertelement <3 x i64> %32, i64 %33, i32 1
  %35 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %36 = insertelement <3 x i64> %34, i64 %35, i32 2
  %37 = extractelement <3 x i64> %36, i32 0
  %38 = select i1 true, i64 %37, i64 0
  %39 = icmp ult i64 %30, 2147483648
  call void @llvm.assume(i1 %39)
  %40 = icmp ult i64 %38, 2147483648
  call void @llvm.assume(i1 %40)
  %41 = mul i64 %30, %0
  %42 = add i64 %41, %38
  %43 = getelementptr inbounds float, float addrspace(1)* %16, i64 %42
  %44 = load float, float addrspace(1)* %43, align 4
  %45 = getelementptr inbounds float, float addrspace(1)* %19, i64 %38
  %46 = load float, float addrspace(1)* %45, align 4
  %47 = fsub float %44, %46
  %48 = getelementptr inbounds float, float addrspace(1)* %22, i64 %38
  %49 = load float, float addrspace(1)* %48, align 4
  %50 = fmul float %7, %49
  %51 = fdiv float %47, %50
  %52 = getelementptr inbounds float, float addrspace(1)* %13, i64 %42
  store float %51, float addrspace(1)* %52, align 4
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI11CorrelationEE(%"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %0, i64 %1, i64 %2, float addrspace(1)* align 4 %3, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %4, float addrspace(1)* readonly align 4 %5, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %6) #0 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_type_qual !9 !kernel_arg_base_type !8 {
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
  br i1 %32, label %33, label %75

33:                                               ; preds = %7
  %34 = add i64 %1, 1
  %35 = icmp eq i64 %2, 0
  br label %36

36:                                               ; preds = %71, %33
  %37 = phi i64 [ %23, %33 ], [ %72, %71 ]
  %38 = mul i64 %37, %34
  %39 = getelementptr inbounds float, float addrspace(1)* %12, i64 %38
  store float 1.000000e+00, float addrspace(1)* %39, align 4
  %40 = add nuw nsw i64 %37, 1
  %41 = icmp ult i64 %40, %1
  br i1 %41, label %42, label %71

42:                                               ; preds = %36
  %43 = mul i64 %37, %1
  %44 = getelementptr float, float addrspace(1)* %12, i64 %43
  %45 = getelementptr float, float addrspace(1)* %12, i64 %37
  %46 = getelementptr float, float addrspace(1)* %15, i64 %37
  br label %47

47:                                               ; preds = %63, %42
  %48 = phi i64 [ %40, %42 ], [ %68, %63 ]
  br i1 %35, label %63, label %49

49:                                               ; preds = %47
  %50 = getelementptr float, float addrspace(1)* %15, i64 %48
  br label %51

51:                                               ; preds = %51, %49
  %52 = phi i64 [ 0, %49 ], [ %60, %51 ]
  %53 = phi float [ 0.000000e+00, %49 ], [ %59, %51 ]
  %54 = mul i64 %52, %1
  %55 = getelementptr float, float addrspace(1)* %46, i64 %54
  %56 = load float, float addrspace(1)* %55, align 4
  %57 = getelementptr float, float addrspace(1)* %50, i64 %54
  %58 = load float, float addrspace(1)* %57, align 4
  %59 = call spir_func float @_Z3madfff(float %56, float %58, float %53) #3
  %60 = add nuw i64 %52, 1
  %61 = icmp eq i64 %60, %2
  br i1 %61, label %62, label %51

62:                                               ; preds = %51
  br label %63

63:                                               ; preds = %62, %47
  %64 = phi float [ 0.000000e+00, %47 ], [ %59, %62 ]
  %65 = getelementptr float, float addrspace(1)* %44, i64 %48
  store float %64, float addrspace(1)* %65, align 4
  %66 = mul i64 %48, %1
  %67 = getelementptr float, float addrspace(1)* %45, i64 %66
  store float %64, float addrspace(1)* %67, align 4
  %68 = add nuw i64 %48, 1
  %69 = icmp eq i64 %68, %1
  br i1 %69, label %70, label %47

70:                                               ; preds = %63
  br label %71

71:                                               ; preds = %70, %36
  %72 = add i64 %37, %31
  %73 = icmp ult i64 %72, %9
  br i1 %73, label %36, label %74

74:                                               ; preds = %71
  br label %75

75:                                               ; preds = %74, %7
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTS11Correlation(i64 %0, i64 %1, float addrspace(1)* align 4 %2, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %3, float addrspace(1)* readonly align 4 %4, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %5) #0 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_type_qual !13 !kernel_arg_base_type !12 {
  %7 = bitcast %"class.sycl::_V1::id"* %3 to i64*
  %8 = load i64, i64* %7, align 8
  %9 = getelementptr inbounds float, float addrspace(1)* %2, i64 %8
  %10 = bitcast %"class.sycl::_V1::id"* %5 to i64*
  %11 = load i64, i64* %10, align 8
  %12 = getelementptr inbounds float, float addrspace(1)* %4, i64 %11
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
  %22 = add i64 %0, 1
  %23 = mul i64 %20, %22
  %24 = getelementptr inbounds float, float addrspace(1)* %9, i64 %23
  store float 1.000000e+00, float addrspace(1)* %24, align 4
  %25 = getelementptr float, float addrspace(1)* %9, i64 %20
  %26 = add nuw nsw i64 %20, 1
  %27 = icmp ult i64 %26, %0
  br i1 %27, label %28, label %57

28:                                               ; preds = %6
  %29 = getelementptr float, float addrspace(1)* %12, i64 %20
  %30 = icmp eq i64 %1, 0
  %31 = mul i64 %20, %0
  %32 = getelementptr float, float addrspace(1)* %9, i64 %31
  br label %33

33:                                               ; preds = %49, %28
  %34 = phi i64 [ %26, %28 ], [ %54, %49 ]
  %35 = getelementptr float, float addrspace(1)* %12, i64 %34
  br i1 %30, label %49, label %36

36:                                               ; preds = %33
  br label %37

37:                                               ; preds = %37, %36
  %38 = phi i64 [ %46, %37 ], [ 0, %36 ]
  %39 = phi float [ %45, %37 ], [ 0.000000e+00, %36 ]
  %40 = mul i64 %38, %0
  %41 = getelementptr float, float addrspace(1)* %29, i64 %40
  %42 = load float, float addrspace(1)* %41, align 4
  %43 = getelementptr float, float addrspace(1)* %35, i64 %40
  %44 = load float, float addrspace(1)* %43, align 4
  %45 = call spir_func float @_Z3madfff(float %42, float %44, float %39) #3
  %46 = add nuw i64 %38, 1
  %47 = icmp eq i64 %46, %1
  br i1 %47, label %48, label %37

48:                                               ; preds = %37
  br label %49

49:                                               ; preds = %48, %33
  %50 = phi float [ 0.000000e+00, %33 ], [ %45, %48 ]
  %51 = getelementptr float, float addrspace(1)* %32, i64 %34
  store float %50, float addrspace(1)* %51, align 4
  %52 = mul i64 %34, %0
  %53 = getelementptr float, float addrspace(1)* %25, i64 %52
  store float %50, float addrspace(1)* %53, align 4
  %54 = add nuw i64 %34, 1
  %55 = icmp eq i64 %54, %0
  br i1 %55, label %56, label %33

56:                                               ; preds = %49
  br label %57

57:                                               ; preds = %56, %6
  ret void
}

; Function Attrs: nounwind readnone willreturn
declare spir_func i64 @_Z13get_global_idj(i32) #2

; Function Attrs: nounwind readnone willreturn
declare spir_func i64 @_Z15get_global_sizej(i32) #2

; Function Attrs: nounwind readnone
declare spir_func float @_Z3madfff(float, float, float) #3

; Function Attrs: nounwind readnone
declare spir_func float @_Z4sqrtf(float) #3

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
!14 = !{i32 0, i32 0, i32 0, i32 1, i32 0, i32 1, i32 0, i32 1, i32 0}
!15 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!16 = !{!"class.sycl::_V1::range", !"long", !"long", !"float*", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::id"}
!17 = !{!"", !"", !"", !"", !"", !"", !"", !"", !""}
!18 = !{i32 0, i32 0, i32 1, i32 0, i32 1, i32 0, i32 1, i32 0}
!19 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!20 = !{!"long", !"long", !"float*", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::id"}
!21 = !{!"", !"", !"", !"", !"", !"", !"", !""}
!22 = !{i32 0, i32 0, i32 1, i32 0, i32 1, i32 0, i32 1, i32 0, i32 0, i32 1, i32 0}
!23 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!24 = !{!"class.sycl::_V1::range.12", !"long", !"float*", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::id", !"float", !"float*", !"class.sycl::_V1::id"}
!25 = !{!"", !"", !"", !"", !"", !"", !"", !"", !"", !"", !""}
!26 = !{i32 0, i32 1, i32 0, i32 1, i32 0, i32 1, i32 0, i32 0, i32 1, i32 0}
!27 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!28 = !{!"long", !"float*", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::id", !"float", !"float*", !"class.sycl::_V1::id"}
!29 = !{!"", !"", !"", !"", !"", !"", !"", !"", !"", !""}
