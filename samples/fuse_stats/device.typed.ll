; ModuleID = 'device.bc'
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024"
target triple = "spir64-unknown-unknown"

%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [1 x i64] }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array" }

; Function Attrs: nounwind
define spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI10FeatureSumEE(%"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %0, i64 %1, float addrspace(1)* readonly align 4 %2, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %3, i64 %4, float addrspace(1)* align 4 %5, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %6) #0 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_type_qual !9 !kernel_arg_base_type !8 {
  %8 = bitcast %"class.sycl::_V1::range"* %0 to i64*
  %9 = load i64, i64* %8, align 8
  %10 = bitcast %"class.sycl::_V1::id"* %3 to i64*
  %11 = load i64, i64* %10, align 8
  %12 = getelementptr inbounds float, float addrspace(1)* %2, i64 %11
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
  %42 = mul i64 %40, %4
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
define spir_kernel void @_ZTS10FeatureSum(i64 %0, float addrspace(1)* readonly align 4 %1, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %2, i64 %3, float addrspace(1)* align 4 %4, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %5) #0 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_type_qual !13 !kernel_arg_base_type !12 {
  %7 = bitcast %"class.sycl::_V1::id"* %2 to i64*
  %8 = load i64, i64* %7, align 8
  %9 = getelementptr inbounds float, float addrspace(1)* %1, i64 %8
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
  %27 = mul i64 %25, %3
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
define spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI14FeatureSquaresEE(%"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %0, i64 %1, float addrspace(1)* readonly align 4 %2, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %3, i64 %4, float addrspace(1)* align 4 %5, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %6) #0 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_type_qual !9 !kernel_arg_base_type !8 {
  %8 = bitcast %"class.sycl::_V1::range"* %0 to i64*
  %9 = load i64, i64* %8, align 8
  %10 = bitcast %"class.sycl::_V1::id"* %3 to i64*
  %11 = load i64, i64* %10, align 8
  %12 = getelementptr inbounds float, float addrspace(1)* %2, i64 %11
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
  %40 = phi float [ 0.000000e+00, %37 ], [ %45, %39 ]
  %41 = phi i64 [ 0, %37 ], [ %46, %39 ]
  %42 = mul i64 %41, %4
  %43 = getelementptr float, float addrspace(1)* %38, i64 %42
  %44 = load float, float addrspace(1)* %43, align 4
  %45 = call spir_func float @_Z3madfff(float %44, float %44, float %40) #3
  %46 = add nuw i64 %41, 1
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
define spir_kernel void @_ZTS14FeatureSquares(i64 %0, float addrspace(1)* readonly align 4 %1, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %2, i64 %3, float addrspace(1)* align 4 %4, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %5) #0 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_type_qual !13 !kernel_arg_base_type !12 {
  %7 = bitcast %"class.sycl::_V1::id"* %2 to i64*
  %8 = load i64, i64* %7, align 8
  %9 = getelementptr inbounds float, float addrspace(1)* %1, i64 %8
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
  %25 = phi float [ %30, %24 ], [ 0.000000e+00, %23 ]
  %26 = phi i64 [ %31, %24 ], [ 0, %23 ]
  %27 = mul i64 %26, %3
  %28 = getelementptr float, float addrspace(1)* %21, i64 %27
  %29 = load float, float addrspace(1)* %28, align 4
  %30 = call spir_func float @_Z3madfff(float %29, float %29, float %25) #3
  %31 = add nuw i64 %26, 1
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

; Function Attrs: nounwind
define spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI11StandardiseEE(%"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %0, float addrspace(1)* readonly align 4 %1, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %2, float %3, float addrspace(1)* readonly align 4 %4, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %5, float addrspace(1)* align 4 %6, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %7, float addrspace(1)* align 4 %8, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %9) #0 !kernel_arg_addr_space !14 !kernel_arg_access_qual !15 !kernel_arg_type !16 !kernel_arg_type_qual !17 !kernel_arg_base_type !16 {
  %11 = bitcast %"class.sycl::_V1::range"* %0 to i64*
  %12 = load i64, i64* %11, align 8
  %13 = bitcast %"class.sycl::_V1::id"* %2 to i64*
  %14 = load i64, i64* %13, align 8
  %15 = getelementptr inbounds float, float addrspace(1)* %1, i64 %14
  %16 = bitcast %"class.sycl::_V1::id"* %5 to i64*
  %17 = load i64, i64* %16, align 8
  %18 = getelementptr inbounds float, float addrspace(1)* %4, i64 %17
  %19 = bitcast %"class.sycl::_V1::id"* %7 to i64*
  %20 = load i64, i64* %19, align 8
  %21 = getelementptr inbounds float, float addrspace(1)* %6, i64 %20
  %22 = bitcast %"class.sycl::_V1::id"* %9 to i64*
  %23 = load i64, i64* %22, align 8
  %24 = getelementptr inbounds float, float addrspace(1)* %8, i64 %23
  %25 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %26 = insertelement <3 x i64> undef, i64 %25, i32 0
  %27 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %28 = insertelement <3 x i64> %26, i64 %27, i32 1
  %29 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %30 = insertelement <3 x i64> %28, i64 %29, i32 2
  %31 = extractelement <3 x i64> %30, i32 0
  %32 = select i1 true, i64 %31, i64 0
  %33 = call spir_func i64 @_Z15get_global_sizej(i32 0) #2
  %34 = insertelement <3 x i64> undef, i64 %33, i32 0
  %35 = call spir_func i64 @_Z15get_global_sizej(i32 1) #2
  %36 = insertelement <3 x i64> %34, i64 %35, i32 1
  %37 = call spir_func i64 @_Z15get_global_sizej(i32 2) #2
  %38 = insertelement <3 x i64> %36, i64 %37, i32 2
  %39 = extractelement <3 x i64> %38, i32 0
  %40 = select i1 true, i64 %39, i64 1
  %41 = icmp ult i64 %32, %12
  br i1 %41, label %42, label %64

42:                                               ; preds = %10
  br label %43

43:                                               ; preds = %58, %42
  %44 = phi i64 [ %61, %58 ], [ %32, %42 ]
  %45 = getelementptr inbounds float, float addrspace(1)* %15, i64 %44
  %46 = load float, float addrspace(1)* %45, align 4
  %47 = fmul float %3, %46
  %48 = getelementptr inbounds float, float addrspace(1)* %18, i64 %44
  %49 = load float, float addrspace(1)* %48, align 4
  %50 = fneg float %47
  %51 = fmul float %47, %50
  %52 = call spir_func float @_Z3madfff(float %49, float %3, float %51) #3
  %53 = getelementptr inbounds float, float addrspace(1)* %21, i64 %44
  store float %47, float addrspace(1)* %53, align 4
  %54 = fcmp ogt float %52, 0.000000e+00
  br i1 %54, label %55, label %58

55:                                               ; preds = %43
  %56 = call spir_func float @_Z4sqrtf(float %52) #3
  %57 = fdiv float 1.000000e+00, %56
  br label %58

58:                                               ; preds = %55, %43
  %59 = phi float [ %57, %55 ], [ 0.000000e+00, %43 ]
  %60 = getelementptr inbounds float, float addrspace(1)* %24, i64 %44
  store float %59, float addrspace(1)* %60, align 4
  %61 = add i64 %44, %40
  %62 = icmp ult i64 %61, %12
  br i1 %62, label %43, label %63

63:                                               ; preds = %58
  br label %64

64:                                               ; preds = %63, %10
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTS11Standardise(float addrspace(1)* readonly align 4 %0, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %1, float %2, float addrspace(1)* readonly align 4 %3, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %4, float addrspace(1)* align 4 %5, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %6, float addrspace(1)* align 4 %7, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %8) #0 !kernel_arg_addr_space !18 !kernel_arg_access_qual !19 !kernel_arg_type !20 !kernel_arg_type_qual !21 !kernel_arg_base_type !20 {
  %10 = bitcast %"class.sycl::_V1::id"* %1 to i64*
  %11 = load i64, i64* %10, align 8
  %12 = getelementptr inbounds float, float addrspace(1)* %0, i64 %11
  %13 = bitcast %"class.sycl::_V1::id"* %4 to i64*
  %14 = load i64, i64* %13, align 8
  %15 = getelementptr inbounds float, float addrspace(1)* %3, i64 %14
  %16 = bitcast %"class.sycl::_V1::id"* %6 to i64*
  %17 = load i64, i64* %16, align 8
  %18 = getelementptr inbounds float, float addrspace(1)* %5, i64 %17
  %19 = bitcast %"class.sycl::_V1::id"* %8 to i64*
  %20 = load i64, i64* %19, align 8
  %21 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %22 = insertelement <3 x i64> undef, i64 %21, i32 0
  %23 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %24 = insertelement <3 x i64> %22, i64 %23, i32 1
  %25 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %26 = insertelement <3 x i64> %24, i64 %25, i32 2
  %27 = extractelement <3 x i64> %26, i32 0
  %28 = select i1 true, i64 %27, i64 0
  %29 = icmp ult i64 %28, 2147483648
  call void @llvm.assume(i1 %29)
  %30 = getelementptr inbounds float, float addrspace(1)* %12, i64 %28
  %31 = load float, float addrspace(1)* %30, align 4
  %32 = fmul float %2, %31
  %33 = getelementptr inbounds float, float addrspace(1)* %15, i64 %28
  %34 = load float, float addrspace(1)* %33, align 4
  %35 = fneg float %32
  %36 = fmul float %32, %35
  %37 = call spir_func float @_Z3madfff(float %34, float %2, float %36) #3
  %38 = getelementptr inbounds float, float addrspace(1)* %18, i64 %28
  store float %32, float addrspace(1)* %38, align 4
  %39 = fcmp ogt float %37, 0.000000e+00
  br i1 %39, label %40, label %43

40:                                               ; preds = %9
  %41 = call spir_func float @_Z4sqrtf(float %37) #3
  %42 = fdiv float 1.000000e+00, %41
  br label %43

43:                                               ; preds = %40, %9
  %44 = phi float [ %42, %40 ], [ 0.000000e+00, %9 ]
  %45 = getelementptr inbounds float, float addrspace(1)* %7, i64 %20
  %46 = getelementptr inbounds float, float addrspace(1)* %45, i64 %28
  store float %44, float addrspace(1)* %46, align 4
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
!6 = !{i32 0, i32 0, i32 1, i32 0, i32 0, i32 1, i32 0}
!7 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!8 = !{!"class.sycl::_V1::range", !"long", !"float*", !"class.sycl::_V1::id", !"long", !"float*", !"class.sycl::_V1::id"}
!9 = !{!"", !"", !"", !"", !"", !"", !""}
!10 = !{i32 0, i32 1, i32 0, i32 0, i32 1, i32 0}
!11 = !{!"none", !"none", !"none", !"none", !"none", !"none"}
!12 = !{!"long", !"float*", !"class.sycl::_V1::id", !"long", !"float*", !"class.sycl::_V1::id"}
!13 = !{!"", !"", !"", !"", !"", !""}
!14 = !{i32 0, i32 1, i32 0, i32 0, i32 1, i32 0, i32 1, i32 0, i32 1, i32 0}
!15 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!16 = !{!"class.sycl::_V1::range", !"float*", !"class.sycl::_V1::id", !"float", !"float*", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::id"}
!17 = !{!"", !"", !"", !"", !"", !"", !"", !"", !"", !""}
!18 = !{i32 1, i32 0, i32 0, i32 1, i32 0, i32 1, i32 0, i32 1, i32 0}
!19 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!20 = !{!"float*", !"class.sycl::_V1::id", !"float", !"float*", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::id"}
!21 = !{!"", !"", !"", !"", !"", !"", !"", !"", !""}
