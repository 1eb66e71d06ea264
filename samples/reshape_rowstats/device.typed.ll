; ModuleID = 'device.bc'
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024"
target triple = "spir64-unknown-unknown"

%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [1 x i64] }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::range.12" = type { %"class.sycl::_V1::detail::array.13" }
%"class.sycl::_V1::detail::array.13" = type { [2 x i64] }

; Function Attrs: nounwind
define spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI7RowMeanEE(%"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %0, float addrspace(1)* readonly align 4 %1, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %2, i64 %3, float addrspace(1)* align 4 %4, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %5) #0 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_type_qual !9 !kernel_arg_base_type !8 {
  %7 = bitcast %"class.sycl::_V1::range"* %0 to i64*
  %8 = load i64, i64* %7, align 8
  %9 = bitcast %"class.sycl::_V1::id"* %2 to i64*
  %10 = load i64, i64* %9, align 8
  %11 = getelementptr inbounds float, float addrspace(1)* %1, i64 %10
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
  br i1 %31, label %32, label %56

32:                                               ; preds = %6
  %33 = icmp eq i64 %3, 0
  %34 = uitofp i64 %3 to float
  br label %35

35:                                               ; preds = %49, %32
  %36 = phi i64 [ %22, %32 ], [ %53, %49 ]
  %37 = mul i64 %36, %3
  %38 = getelementptr inbounds float, float addrspace(1)* %11, i64 %37
  br i1 %33, label %49, label %39

39:                                               ; preds = %35
  br label %40

40:                                               ; preds = %40, %39
  %41 = phi i64 [ %46, %40 ], [ 0, %39 ]
  %42 = phi float [ %45, %40 ], [ 0.000000e+00, %39 ]
  %43 = getelementptr inbounds float, float addrspace(1)* %38, i64 %41
  %44 = load float, float addrspace(1)* %43, align 4
  %45 = fadd float %42, %44
  %46 = add nuw i64 %41, 1
  %47 = icmp eq i64 %46, %3
  br i1 %47, label %48, label %40

48:                                               ; preds = %40
  br label %49

49:                                               ; preds = %48, %35
  %50 = phi float [ 0.000000e+00, %35 ], [ %45, %48 ]
  %51 = fdiv float %50, %34
  %52 = getelementptr inbounds float, float addrspace(1)* %14, i64 %36
  store float %51, float addrspace(1)* %52, align 4
  %53 = add i64 %36, %30
  %54 = icmp ult i64 %53, %8
  br i1 %54, label %35, label %55

55:                                               ; preds = %49
  br label %56

56:                                               ; preds = %55, %6
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTS7RowMean(float addrspace(1)* readonly align 4 %0, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %1, i64 %2, float addrspace(1)* align 4 %3, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %4) #0 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_type_qual !13 !kernel_arg_base_type !12 {
  %6 = bitcast %"class.sycl::_V1::id"* %1 to i64*
  %7 = load i64, i64* %6, align 8
  %8 = getelementptr inbounds float, float addrspace(1)* %0, i64 %7
  %9 = bitcast %"class.sycl::_V1::id"* %4 to i64*
  %10 = load i64, i64* %9, align 8
  %11 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %12 = insertelement <3 x i64> undef, i64 %11, i32 0
  %13 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %14 = insertelement <3 x i64> %12, i64 %13, i32 1
  %15 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %16 = insertelement <3 x i64> %14, i64 %15, i32 2
  %17 = extractelement <3 x i64> %16, i32 0
  %18 = select i1 true, i64 %17, i64 0
  %19 = icmp ult i64 %18, 2147483648
  call void @llvm.assume(i1 %19)
  %20 = mul i64 %18, %2
  %21 = getelementptr inbounds float, float addrspace(1)* %8, i64 %20
  %22 = icmp eq i64 %2, 0
  br i1 %22, label %33, label %23

23:                                               ; preds = %5
  br label %24

24:                                               ; preds = %24, %23
  %25 = phi i64 [ %30, %24 ], [ 0, %23 ]
  %26 = phi float [ %29, %24 ], [ 0.000000e+00, %23 ]
  %27 = getelementptr inbounds float, float addrspace(1)* %21, i64 %25
  %28 = load float, float addrspace(1)* %27, align 4
  %29 = fadd float %26, %28
  %30 = add nuw i64 %25, 1
  %31 = icmp eq i64 %30, %2
  br i1 %31, label %32, label %24

32:                                               ; preds = %24
  br label %33

33:                                               ; preds = %32, %5
  %34 = phi float [ 0.000000e+00, %5 ], [ %29, %32 ]
  %35 = getelementptr inbounds float, float addrspace(1)* %3, i64 %10
  %36 = uitofp i64 %2 to float
  %37 = fdiv float %34, %36
  %38 = getelementptr inbounds float, float addrspace(1)* %35, i64 %18
  store float %37, float addrspace(1)* %38, align 4
  ret void
}

; Function Attrs: inaccessiblememonly nocallback nofree nosync nounwind willreturn
declare void @llvm.assume(i1 noundef) #1

; Function Attrs: nounwind
define spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI11RowVarianceEE(%"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %0, float addrspace(1)* readonly align 4 %1, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %2, i64 %3, float addrspace(1)* readonly align 4 %4, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %5, float addrspace(1)* align 4 %6, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %7) #0 !kernel_arg_addr_space !14 !kernel_arg_access_qual !15 !kernel_arg_type !16 !kernel_arg_type_qual !17 !kernel_arg_base_type !16 {
  %9 = bitcast %"class.sycl::_V1::range"* %0 to i64*
  %10 = load i64, i64* %9, align 8
  %11 = bitcast %"class.sycl::_V1::id"* %2 to i64*
  %12 = load i64, i64* %11, align 8
  %13 = getelementptr inbounds float, float addrspace(1)* %1, i64 %12
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
  br i1 %36, label %37, label %64

37:                                               ; preds = %8
  %38 = icmp eq i64 %3, 0
  %39 = uitofp i64 %3 to float
  br label %40

40:                                               ; preds = %57, %37
  %41 = phi i64 [ %27, %37 ], [ %61, %57 ]
  %42 = getelementptr inbounds float, float addrspace(1)* %13, i64 %41
  %43 = load float, float addrspace(1)* %42, align 4
  br i1 %38, label %57, label %44

44:                                               ; preds = %40
  %45 = mul i64 %41, %3
  %46 = getelementptr float, float addrspace(1)* %16, i64 %45
  br label %47

47:                                               ; preds = %47, %44
  %48 = phi float [ 0.000000e+00, %44 ], [ %53, %47 ]
  %49 = phi i64 [ 0, %44 ], [ %54, %47 ]
  %50 = getelementptr float, float addrspace(1)* %46, i64 %49
  %51 = load float, float addrspace(1)* %50, align 4
  %52 = fsub float %51, %43
  %53 = call spir_func float @_Z3madfff(float %52, float %52, float %48) #3
  %54 = add nuw i64 %49, 1
  %55 = icmp eq i64 %54, %3
  br i1 %55, label %56, label %47

56:                                               ; preds = %47
  br label %57

57:                                               ; preds = %56, %40
  %58 = phi float [ 0.000000e+00, %40 ], [ %53, %56 ]
  %59 = fdiv float %58, %39
  %60 = getelementptr inbounds float, float addrspace(1)* %19, i64 %41
  store float %59, float addrspace(1)* %60, align 4
  %61 = add i64 %41, %35
  %62 = icmp ult i64 %61, %10
  br i1 %62, label %40, label %63

63:                                               ; preds = %57
  br label %64

64:                                               ; preds = %63, %8
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTS11RowVariance(float addrspace(1)* readonly align 4 %0, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %1, i64 %2, float addrspace(1)* readonly align 4 %3, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %4, float addrspace(1)* align 4 %5, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %6) #0 !kernel_arg_addr_space !18 !kernel_arg_access_qual !19 !kernel_arg_type !20 !kernel_arg_type_qual !21 !kernel_arg_base_type !20 {
  %8 = bitcast %"class.sycl::_V1::id"* %1 to i64*
  %9 = load i64, i64* %8, align 8
  %10 = getelementptr inbounds float, float addrspace(1)* %0, i64 %9
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
  %22 = getelementptr inbounds float, float addrspace(1)* %10, i64 %20
  %23 = load float, float addrspace(1)* %22, align 4
  %24 = icmp eq i64 %2, 0
  br i1 %24, label %41, label %25

25:                                               ; preds = %7
  %26 = bitcast %"class.sycl::_V1::id"* %4 to i64*
  %27 = load i64, i64* %26, align 8
  %28 = getelementptr inbounds float, float addrspace(1)* %3, i64 %27
  %29 = mul i64 %20, %2
  %30 = getelementptr float, float addrspace(1)* %28, i64 %29
  br label %31

31:                                               ; preds = %31, %25
  %32 = phi float [ 0.000000e+00, %25 ], [ %37, %31 ]
  %33 = phi i64 [ 0, %25 ], [ %38, %31 ]
  %34 = getelementptr float, float addrspace(1)* %30, i64 %33
  %35 = load float, float addrspace(1)* %34, align 4
  %36 = fsub float %35, %23
  %37 = call spir_func float @_Z3madfff(float %36, float %36, float %32) #3
  %38 = add nuw i64 %33, 1
  %39 = icmp eq i64 %38, %2
  br i1 %39, label %40, label %31

40:                                               ; preds = %31
  br label %41

41:                                               ; preds = %40, %7
  %42 = phi float [ 0.000000e+00, %7 ], [ %37, %40 ]
  %43 = getelementptr inbounds float, float addrspace(1)* %5, i64 %12
  %44 = uitofp i64 %2 to float
  %45 = fdiv float %42, %44
  %46 = getelementptr inbounds float, float addrspace(1)* %43, i64 %20
  store float %45, float addrspace(1)* %46, align 4
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI11StandardiseEE(%"class.sycl::_V1::range.12"* byval(%"class.sycl::_V1::range.12") align 8 %0, float addrspace(1)* align 4 %1, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %2, i64 %3, float addrspace(1)* readonly align 4 %4, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %5, float addrspace(1)* readonly align 4 %6, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %7, float addrspace(1)* readonly align 4 %8, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %9, float %10) #0 !kernel_arg_addr_space !22 !kernel_arg_access_qual !23 !kernel_arg_type !24 !kernel_arg_type_qual !25 !kernel_arg_base_type !24 {
  %12 = bitcast %"class.sycl::_V1::range.12"* %0 to i64*
  %13 = load i64, i64* %12, align 8
  %14 = bitcast %"class.sycl::_V1::range.12"* %0 to i64*
  %15 = getelementptr inbounds i64, i64* %14, i64 1
  %16 = load i64, i64* %15, align 8
  %17 = bitcast %"class.sycl::_V1::id"* %2 to i64*
  %18 = load i64, i64* %17, align 8
  %19 = getelementptr inbounds float, float addrspace(1)* %1, i64 %18
  %20 = bitcast %"class.sycl::_V1::id"* %5 to i64*
  %21 = load i64, i64* %20, align 8
  %22 = getelementptr inbounds float, float addrspace(1)* %4, i64 %21
  %23 = bitcast %"class.sycl::_V1::id"* %7 to i64*
  %24 = load i64, i64* %23, align 8
  %25 = getelementptr inbounds float, float addrspace(1)* %6, i64 %24
  %26 = bitcast %"class.sycl::_V1::id"* %9 to i64*
  %27 = load i64, i64* %26, align 8
  %28 = getelementptr inbounds float, float addrspace(1)* %8, i64 %27
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
  br i1 %63, label %64, label %90

64:                                               ; preds = %11
  br label %65

65:                                               ; preds = %86, %64
  %66 = phi i64 [ %87, %86 ], [ %44, %64 ]
  %67 = phi i64 [ %88, %86 ], [ %36, %64 ]
  %68 = mul i64 %67, %3
  %69 = add i64 %68, %66
  %70 = getelementptr inbounds float, float addrspace(1)* %22, i64 %69
  %71 = load float, float addrspace(1)* %70, align 4
  %72 = getelementptr inbounds float, float addrspace(1)* %25, i64 %67
  %73 = load float, float addrspace(1)* %72, align 4
  %74 = fsub float %71, %73
  %75 = getelementptr inbounds float, float addrspace(1)* %28, i64 %67
  %76 = load float, float addrspace(1)* %75, align 4
  %77 = fadd float %10, %76
  %78 = call spir_func float @_Z4sqrtf(float %77) #3
  %79 = fdiv float %74, %78
  %80 = getelementptr inbounds float, float addrspace(1)* %19, i64 %69
  store float %79, float addrspace(1)* %80, align 4
  %81 = add i64 %67, %52
  %82 = icmp ult i64 %81, %13
  br i1 %82, label %86, label %83

83:                                               ; preds = %65
  %84 = add i64 %66, %60
  %85 = icmp ult i64 %84, %16
  br i1 %85, label %86, label %89

86:                                               ; preds = %83, %65
  %87 = phi i64 [ %66, %65 ], [ %84, %83 ]
  %88 = phi i64 [ %81, %65 ], [ %36, %83 ]
  br label %65

89:                                               ; preds = %83
  br label %90

90:                                               ; preds = %89, %11
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTS11Standardise(float addrspace(1)* align 4 %0, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %1, i64 %2, float addrspace(1)* readonly align 4 %3, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %4, float addrspace(1)* readonly align 4 %5, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %6, float addrspace(1)* readonly align 4 %7, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %8, float %9) #0 !kernel_arg_addr_space !26 !kernel_arg_access_qual !27 !kernel_arg_type !28 !kernel_arg_type_qual !29 !kernel_arg_base_type !28 {
  %11 = bitcast %"class.sycl::_V1::id"* %1 to i64*
  %12 = load i64, i64* %11, align 8
  %13 = getelementptr inbounds float, float addrspace(1)* %0, i64 %12
  %14 = bitcast %"class.sycl::_V1::id"* %4 to i64*
  %15 = load i64, i64* %14, align 8
  %16 = getelementptr inbounds float, float addrspace(1)* %3, i64 %15
  %17 = bitcast %"class.sycl::_V1::id"* %6 to i64*
  %18 = load i64, i64* %17, align 8
  %19 = getelementptr inbounds float, float addrspace(1)* %5, i64 %18
  %20 = bitcast %"class.sycl::_V1::id"* %8 to i64*
  %21 = load i64, i64* %20, align 8
  %22 = getelementptr inbounds float, float addrspace(1)* %7, i64 %21
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
  %41 = mul i64 %30, %2
  %42 = add i64 %41, %38
  %43 = getelementptr inbounds float, float addrspace(1)* %16, i64 %42
  %44 = load float, float addrspace(1)* %43, align 4
  %45 = getelementptr inbounds float, float addrspace(1)* %19, i64 %30
  %46 = load float, float addrspace(1)* %45, align 4
  %47 = fsub float %44, %46
  %48 = getelementptr inbounds float, float addrspace(1)* %22, i64 %30
  %49 = load float, float addrspace(1)* %48, align 4
  %50 = fadd float %9, %49
  %51 = call spir_func float @_Z4sqrtf(float %50) #3
  %52 = fdiv float %47, %51
  %53 = getelementptr inbounds float, float addrspace(1)* %13, i64 %42
  store float %52, float addrspace(1)* %53, align 4
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
!6 = !{i32 0, i32 1, i32 0, i32 0, i32 1, i32 0}
!7 = !{!"none", !"none", !"none", !"none", !"none", !"none"}
!8 = !{!"class.sycl::_V1::range", !"float*", !"class.sycl::_V1::id", !"long", !"float*", !"class.sycl::_V1::id"}
!9 = !{!"", !"", !"", !"", !"", !""}
!10 = !{i32 1, i32 0, i32 0, i32 1, i32 0}
!11 = !{!"none", !"none", !"none", !"none", !"none"}
!12 = !{!"float*", !"class.sycl::_V1::id", !"long", !"float*", !"class.sycl::_V1::id"}
!13 = !{!"", !"", !"", !"", !""}
!14 = !{i32 0, i32 1, i32 0, i32 0, i32 1, i32 0, i32 1, i32 0}
!15 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!16 = !{!"class.sycl::_V1::range", !"float*", !"class.sycl::_V1::id", !"long", !"float*", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::id"}
!17 = !{!"", !"", !"", !"", !"", !"", !"", !""}
!18 = !{i32 1, i32 0, i32 0, i32 1, i32 0, i32 1, i32 0}
!19 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!20 = !{!"float*", !"class.sycl::_V1::id", !"long", !"float*", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::id"}
!21 = !{!"", !"", !"", !"", !"", !"", !""}
!22 = !{i32 0, i32 1, i32 0, i32 0, i32 1, i32 0, i32 1, i32 0, i32 1, i32 0, i32 0}
!23 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!24 = !{!"class.sycl::_V1::range.12", !"float*", !"class.sycl::_V1::id", !"long", !"float*", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::id", !"float"}
!25 = !{!"", !"", !"", !"", !"", !"", !"", !"", !"", !"", !""}
!26 = !{i32 1, i32 0, i32 0, i32 1, i32 0, i32 1, i32 0, i32 1, i32 0, i32 0}
!27 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!28 = !{!"float*", !"class.sycl::_V1::id", !"long", !"float*", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::id", !"float"}
!29 = !{!"", !"", !"", !"", !"", !"", !"", !"", !"", !""}
