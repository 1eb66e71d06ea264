; ModuleID = 'device.bc'
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024"
target triple = "spir64-unknown-unknown"

%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [2 x i64] }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::range.13" = type { %"class.sycl::_V1::detail::array.14" }
%"class.sycl::_V1::detail::array.14" = type { [1 x i64] }
%class.anon.15 = type { i64, i8 addrspace(4)*, i8 addrspace(4)*, i8 addrspace(4)* }
%structtype = type { i64, i64, i64, i64 }
%"class.sycl::_V1::id.18" = type { %"class.sycl::_V1::detail::array.14" }

; Function Attrs: nounwind
define spir_kernel void @_ZTS10GemmKernel(i64 %0, float addrspace(1)* readonly align 4 %1, %"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %2, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %3, float addrspace(1)* readonly align 4 %4, %"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %5, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %6, float addrspace(1)* align 4 %7, %"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %8, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %9) #0 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_type_qual !9 !kernel_arg_base_type !8 {
  %11 = bitcast %"class.sycl::_V1::range"* %5 to i64*
  %12 = getelementptr inbounds i64, i64* %11, i64 1
  %13 = load i64, i64* %12, align 8
  %14 = bitcast %"class.sycl::_V1::range"* %8 to i64*
  %15 = getelementptr inbounds i64, i64* %14, i64 1
  %16 = load i64, i64* %15, align 8
  %17 = bitcast %"class.sycl::_V1::id"* %9 to i64*
  %18 = load i64, i64* %17, align 8
  %19 = bitcast %"class.sycl::_V1::id"* %9 to i64*
  %20 = getelementptr inbounds i64, i64* %19, i64 1
  %21 = load i64, i64* %20, align 8
  %22 = mul i64 %18, %16
  %23 = getelementptr float, float addrspace(1)* %7, i64 %21
  %24 = getelementptr float, float addrspace(1)* %23, i64 %22
  %25 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %26 = insertelement <3 x i64> undef, i64 %25, i32 0
  %27 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %28 = insertelement <3 x i64> %26, i64 %27, i32 1
  %29 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %30 = insertelement <3 x i64> %28, i64 %29, i32 2
  %31 = extractelement <3 x i64> %30, i32 1
  %32 = select i1 true, i64 %31, i64 0
  %33 = icmp ult i64 %32, 2147483648
  call void @llvm.assume(i1 %33)
  %34 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %35 = insertelement <3 x i64> undef, i64 %34, i32 0
  %36 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %37 = insertelement <3 x i64> %35, i64 %36, i32 1
  %38 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %39 = insertelement <3 x i64> %37, i64 %38, i32 2
  %40 = extractelement <3 x i64> %39, i32 0
  %41 = select i1 true, i64 %40, i64 0
  %42 = icmp ult i64 %41, 2147483648
  call void @llvm.assume(i1 %42)
  %43 = icmp ult i64 %32, %0
  %44 = icmp ult i64 %41, %0
  %45 = and i1 %43, %44
  br i1 %45, label %46, label %84

46:                                               ; preds = %10
  %47 = bitcast %"class.sycl::_V1::id"* %6 to i64*
  %48 = getelementptr inbounds i64, i64* %47, i64 1
  %49 = load i64, i64* %48, align 8
  %50 = getelementptr float, float addrspace(1)* %4, i64 %49
  %51 = bitcast %"class.sycl::_V1::id"* %6 to i64*
  %52 = load i64, i64* %51, align 8
  %53 = mul i64 %52, %13
  %54 = getelementptr float, float addrspace(1)* %50, i64 %53
  %55 = bitcast %"class.sycl::_V1::id"* %3 to i64*
  %56 = getelementptr inbounds i64, i64* %55, i64 1
  %57 = load i64, i64* %56, align 8
  %58 = getelementptr float, float addrspace(1)* %1, i64 %57
  %59 = bitcast %"class.sycl::_V1::id"* %3 to i64*
  %60 = load i64, i64* %59, align 8
  %61 = bitcast %"class.sycl::_V1::range"* %2 to i64*
  %62 = getelementptr inbounds i64, i64* %61, i64 1
  %63 = load i64, i64* %62, align 8
  %64 = mul i64 %60, %63
  %65 = getelementptr float, float addrspace(1)* %58, i64 %64
  %66 = mul i64 %32, %63
  %67 = getelementptr float, float addrspace(1)* %65, i64 %66
  %68 = getelementptr float, float addrspace(1)* %54, i64 %41
  br label %69

69:                                               ; preds = %69, %46
  %70 = phi i64 [ 0, %46 ], [ %78, %69 ]
  %71 = phi float [ 0.000000e+00, %46 ], [ %77, %69 ]
  %72 = getelementptr float, float addrspace(1)* %67, i64 %70
  %73 = load float, float addrspace(1)* %72, align 4
  %74 = mul i64 %70, %13
  %75 = getelementptr float, float addrspace(1)* %68, i64 %74
  %76 = load float, float addrspace(1)* %75, align 4
  %77 = call spir_func float @_Z3madfff(float %73, float %76, float %71) #3
  %78 = add nuw i64 %70, 1
  %79 = icmp eq i64 %78, %0
  br i1 %79, label %80, label %69

80:                                               ; preds = %69
  %81 = mul i64 %32, %16
  %82 = getelementptr float, float addrspace(1)* %24, i64 %41
  %83 = getelementptr float, float addrspace(1)* %82, i64 %81
  store float %77, float addrspace(1)* %83, align 4
  br label %84

84:                                               ; preds = %80, %10
  ret void
}

; Function Attrs: inaccessiblememonly nocallback nofree nosync nounwind willreturn
declare void @llvm.assume(i1 noundef) #1

; Function Attrs: nounwind
define spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI12MatVecKernelEE(%"class.sycl::_V1::range.13"* byval(%"class.sycl::_V1::range.13") align 8 %0, %class.anon.15* byval(%class.anon.15) align 8 %1) #0 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_type_qual !13 !kernel_arg_base_type !12 {
  %3 = bitcast %"class.sycl::_V1::range.13"* %0 to i64*
  %4 = load i64, i64* %3, align 8
  %5 = bitcast %class.anon.15* %1 to %structtype*
  %6 = getelementptr inbounds %structtype, %structtype* %5, i64 0, i32 0
  %7 = load i64, i64* %6, align 8
  %8 = bitcast %class.anon.15* %1 to %structtype*
  %9 = getelementptr inbounds %structtype, %structtype* %8, i64 0, i32 1
  %10 = load i64, i64* %9, align 8
  %11 = inttoptr i64 %10 to float addrspace(4)*
  %12 = bitcast %class.anon.15* %1 to %structtype*
  %13 = getelementptr inbounds %structtype, %structtype* %12, i64 0, i32 2
  %14 = load i64, i64* %13, align 8
  %15 = inttoptr i64 %14 to float addrspace(4)*
  %16 = bitcast %class.anon.15* %1 to %structtype*
  %17 = getelementptr inbounds %structtype, %structtype* %16, i64 0, i32 3
  %18 = load i64, i64* %17, align 8
  %19 = inttoptr i64 %18 to float addrspace(4)*
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
  %36 = icmp ult i64 %27, %4
  br i1 %36, label %37, label %61

37:                                               ; preds = %2
  %38 = icmp eq i64 %7, 0
  br label %39

39:                                               ; preds = %55, %37
  %40 = phi i64 [ %27, %37 ], [ %58, %55 ]
  br i1 %38, label %55, label %41

41:                                               ; preds = %39
  %42 = mul i64 %40, %7
  %43 = getelementptr float, float addrspace(4)* %11, i64 %42
  br label %44

44:                                               ; preds = %44, %41
  %45 = phi i64 [ 0, %41 ], [ %52, %44 ]
  %46 = phi float [ 0.000000e+00, %41 ], [ %51, %44 ]
  %47 = getelementptr float, float addrspace(4)* %43, i64 %45
  %48 = load float, float addrspace(4)* %47, align 4
  %49 = getelementptr inbounds float, float addrspace(4)* %15, i64 %45
  %50 = load float, float addrspace(4)* %49, align 4
  %51 = call spir_func float @_Z3madfff(float %48, float %50, float %46) #3
  %52 = add nuw i64 %45, 1
  %53 = icmp eq i64 %52, %7
  br i1 %53, label %54, label %44

54:                                               ; preds = %44
  br label %55

55:                                               ; preds = %54, %39
  %56 = phi float [ 0.000000e+00, %39 ], [ %51, %54 ]
  %57 = getelementptr inbounds float, float addrspace(4)* %19, i64 %40
  store float %56, float addrspace(4)* %57, align 4
  %58 = add i64 %40, %35
  %59 = icmp ult i64 %58, %4
  br i1 %59, label %39, label %60

60:                                               ; preds = %55
  br label %61

61:                                               ; preds = %60, %2
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTS12MatVecKernel(i64 %0, float addrspace(1)* align 4 %1, float addrspace(1)* align 4 %2, float addrspace(1)* align 4 %3) #0 !kernel_arg_addr_space !14 !kernel_arg_access_qual !15 !kernel_arg_type !16 !kernel_arg_type_qual !17 !kernel_arg_base_type !16 {
  %5 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %6 = insertelement <3 x i64> undef, i64 %5, i32 0
  %7 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %8 = insertelement <3 x i64> %6, i64 %7, i32 1
  %9 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %10 = insertelement <3 x i64> %8, i64 %9, i32 2
  %11 = extractelement <3 x i64> %10, i32 0
  %12 = select i1 true, i64 %11, i64 0
  %13 = icmp ult i64 %12, 2147483648
  call void @llvm.assume(i1 %13)
  %14 = icmp eq i64 %0, 0
  br i1 %14, label %29, label %15

15:                                               ; preds = %4
  %16 = mul i64 %12, %0
  %17 = getelementptr float, float addrspace(1)* %1, i64 %16
  br label %18

18:                                               ; preds = %18, %15
  %19 = phi i64 [ 0, %15 ], [ %26, %18 ]
  %20 = phi float [ 0.000000e+00, %15 ], [ %25, %18 ]
  %21 = getelementptr float, float addrspace(1)* %17, i64 %19
  %22 = load float, float addrspace(1)* %21, align 4
  %23 = getelementptr inbounds float, float addrspace(1)* %2, i64 %19
  %24 = load float, float addrspace(1)* %23, align 4
  %25 = call spir_func float @_Z3madfff(float %22, float %24, float %20) #3
  %26 = add nuw i64 %19, 1
  %27 = icmp eq i64 %26, %0
  br i1 %27, label %28, label %18

28:                                               ; preds = %18
  br label %29

29:                                               ; preds = %28, %4
  %30 = phi float [ 0.000000e+00, %4 ], [ %25, %28 ]
  %31 = getelementptr inbounds float, float addrspace(1)* %3, i64 %12
  store float %30, float addrspace(1)* %31, align 4
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTS11ApplySource(i64 %0, float addrspace(1)* align 4 %1, %"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %2, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %3, i64 %4) #0 !kernel_arg_addr_space !18 !kernel_arg_access_qual !19 !kernel_arg_type !20 !kernel_arg_type_qual !21 !kernel_arg_base_type !20 {
  %6 = bitcast %"class.sycl::_V1::range"* %2 to i64*
  %7 = getelementptr inbounds i64, i64* %6, i64 1
  %8 = load i64, i64* %7, align 8
  %9 = bitcast %"class.sycl::_V1::id"* %3 to i64*
  %10 = load i64, i64* %9, align 8
  %11 = bitcast %"class.sycl::_V1::id"* %3 to i64*
  %12 = getelementptr inbounds i64, i64* %11, i64 1
  %13 = load i64, i64* %12, align 8
  %14 = mul i64 %10, %8
  %15 = getelementptr float, float addrspace(1)* %1, i64 %13
  %16 = getelementptr float, float addrspace(1)* %15, i64 %14
  %17 = uitofp i64 %0 to float
  %18 = fmul nnan float %17, 5.000000e-01
  %19 = call spir_func float @_Z3sinf(float %18) #3
  %20 = lshr i64 %4, 1
  %21 = mul i64 %8, %20
  %22 = getelementptr float, float addrspace(1)* %16, i64 %20
  %23 = getelementptr float, float addrspace(1)* %22, i64 %21
  %24 = load float, float addrspace(1)* %23, align 4
  %25 = fadd float %19, %24
  store float %25, float addrspace(1)* %23, align 4
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI11DiffuseStepEE(%"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %0, i64 %1, i64 %2, float addrspace(1)* align 4 %3, %"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %4, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %5, float addrspace(1)* readonly align 4 %6, %"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %7, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %8, float %9) #0 !kernel_arg_addr_space !22 !kernel_arg_access_qual !7 !kernel_arg_type !23 !kernel_arg_type_qual !9 !kernel_arg_base_type !23 {
  %11 = bitcast %"class.sycl::_V1::range"* %0 to i64*
  %12 = load i64, i64* %11, align 8
  %13 = bitcast %"class.sycl::_V1::range"* %0 to i64*
  %14 = getelementptr inbounds i64, i64* %13, i64 1
  %15 = load i64, i64* %14, align 8
  %16 = bitcast %"class.sycl::_V1::range"* %4 to i64*
  %17 = getelementptr inbounds i64, i64* %16, i64 1
  %18 = load i64, i64* %17, align 8
  %19 = bitcast %"class.sycl::_V1::id"* %5 to i64*
  %20 = load i64, i64* %19, align 8
  %21 = bitcast %"class.sycl::_V1::id"* %5 to i64*
  %22 = getelementptr inbounds i64, i64* %21, i64 1
  %23 = load i64, i64* %22, align 8
  %24 = mul i64 %20, %18
  %25 = getelementptr float, float addrspace(1)* %3, i64 %23
  %26 = getelementptr float, float addrspace(1)* %25, i64 %24
  %27 = bitcast %"class.sycl::_V1::range"* %7 to i64*
  %28 = getelementptr inbounds i64, i64* %27, i64 1
  %29 = load i64, i64* %28, align 8
  %30 = bitcast %"class.sycl::_V1::id"* %8 to i64*
  %31 = load i64, i64* %30, align 8
  %32 = bitcast %"class.sycl::_V1::id"* %8 to i64*
  %33 = getelementptr inbounds i64, i64* %32, i64 1
  %34 = load i64, i64* %33, align 8
  %35 = mul i64 %31, %29
  %36 = getelementptr float, float addrspace(1)* %6, i64 %34
  %37 = getelementptr float, float addrspace(1)* %36, i64 %35
  %38 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %39 = insertelement <3 x i64> undef, i64 %38, i32 0
  %40 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %41 = insertelement <3 x i64> %39, i64 %40, i32 1
  %42 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %43 = insertelement <3 x i64> %41, i64 %42, i32 2
  %44 = extractelement <3 x i64> %43, i32 1
  %45 = select i1 true, i64 %44, i64 0
  %46 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %47 = insertelement <3 x i64> undef, i64 %46, i32 0
  %48 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %49 = insertelement <3 x i64> %47, i64 %48, i32 1
  %50 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %51 = insertelement <3 x i64> %49, i64 %50, i32 2
  %52 = extractelement <3 x i64> %51, i32 0
  %53 = select i1 true, i64 %52, i64 0
  %54 = call spir_func i64 @_Z15get_global_sizej(i32 0) #2
  %55 = insertelement <3 x i64> undef, i64 %54, i32 0
  %56 = call spir_func i64 @_Z15get_global_sizej(i32 1) #2
  %57 = insertelement <3 x i64> %55, i64 %56, i32 1
  %58 = call spir_func i64 @_Z15get_global_sizej(i32 2) #2
  %59 = insertelement <3 x i64> %57, i64 %58, i32 2
  %60 = extractelement <3 x i64> %59, i32 1
  %61 = select i1 true, i64 %60, i64 1
  %62 = call spir_func i64 @_Z15get_global_sizej(i32 0) #2
  %63 = insertelement <3 x i64> undef, i64 %62, i32 0
  %64 = call spir_func i64 @_Z15get_global_sizej(i32 1) #2
  %65 = insertelement <3 x i64> %63, i64 %64, i32 1
  %66 = call spir_func i64 @_Z15get_global_sizej(i32 2) #2
  %67 = insertelement <3 x i64> %65, i64 %66, i32 2
  %68 = extractelement <3 x i64> %67, i32 0
  %69 = select i1 true, i64 %68, i64 1
  %70 = icmp ult i64 %45, %12
  %71 = icmp ult i64 %53, %15
  %72 = select i1 %71, i1 %70, i1 false
  br i1 %72, label %73, label %129

73:                                               ; preds = %10
  %74 = uitofp i64 %1 to float
  %75 = call spir_func float @_Z3madfff(float %74, float 0x3F847AE140000000, float 1.000000e+00) #3
  %76 = fdiv nnan float 1.000000e+00, %75
  br label %77

77:                                               ; preds = %125, %73
  %78 = phi i64 [ %126, %125 ], [ %53, %73 ]
  %79 = icmp eq i64 %78, 0
  %80 = add nuw nsw i64 %78, 1
  %81 = getelementptr float, float addrspace(1)* %26, i64 %78
  %82 = icmp eq i64 %80, %2
  %83 = getelementptr float, float addrspace(1)* %37, i64 %78
  %84 = getelementptr float, float addrspace(1)* %83, i64 -1
  %85 = getelementptr float, float addrspace(1)* %37, i64 %80
  br label %86

86:                                               ; preds = %118, %77
  %87 = phi i64 [ %45, %77 ], [ %123, %118 ]
  %88 = icmp eq i64 %87, 0
  %89 = or i1 %88, %79
  br i1 %89, label %94, label %90

90:                                               ; preds = %86
  %91 = add nuw nsw i64 %87, 1
  %92 = icmp eq i64 %91, %2
  %93 = select i1 %92, i1 true, i1 %82
  br i1 %93, label %94, label %98

94:                                               ; preds = %90, %86
  %95 = mul i64 %87, %29
  %96 = getelementptr float, float addrspace(1)* %83, i64 %95
  %97 = load float, float addrspace(1)* %96, align 4
  br label %118

98:                                               ; preds = %90
  %99 = add nsw i64 %87, -1
  %100 = mul i64 %99, %29
  %101 = getelementptr float, float addrspace(1)* %83, i64 %100
  %102 = load float, float addrspace(1)* %101, align 4
  %103 = mul i64 %91, %29
  %104 = getelementptr float, float addrspace(1)* %83, i64 %103
  %105 = load float, float addrspace(1)* %104, align 4
  %106 = fadd float %102, %105
  %107 = mul i64 %87, %29
  %108 = getelementptr float, float addrspace(1)* %84, i64 %107
  %109 = load float, float addrspace(1)* %108, align 4
  %110 = fadd float %106, %109
  %111 = getelementptr float, float addrspace(1)* %85, i64 %107
  %112 = load float, float addrspace(1)* %111, align 4
  %113 = fadd float %110, %112
  %114 = getelementptr float, float addrspace(1)* %83, i64 %107
  %115 = load float, float addrspace(1)* %114, align 4
  %116 = call spir_func float @_Z3madfff(float %115, float -4.000000e+00, float %113) #3
  %117 = call spir_func float @_Z3madfff(float %9, float %116, float %115) #3
  br label %118

118:                                              ; preds = %98, %94
  %119 = phi float [ %97, %94 ], [ %117, %98 ]
  %120 = fmul float %76, %119
  %121 = mul i64 %87, %18
  %122 = getelementptr float, float addrspace(1)* %81, i64 %121
  store float %120, float addrspace(1)* %122, align 4
  %123 = add i64 %87, %61
  %124 = icmp ult i64 %123, %12
  br i1 %124, label %86, label %125

125:                                              ; preds = %118
  %126 = add i64 %78, %69
  %127 = icmp ult i64 %126, %15
  br i1 %127, label %77, label %128

128:                                              ; preds = %125
  br label %129

129:                                              ; preds = %128, %10
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTS11DiffuseStep(i64 %0, i64 %1, float addrspace(1)* align 4 %2, %"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %3, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %4, float addrspace(1)* readonly align 4 %5, %"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %6, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %7, float %8) #0 !kernel_arg_addr_space !24 !kernel_arg_access_qual !25 !kernel_arg_type !26 !kernel_arg_type_qual !27 !kernel_arg_base_type !26 {
  %10 = bitcast %"class.sycl::_V1::range"* %3 to i64*
  %11 = getelementptr inbounds i64, i64* %10, i64 1
  %12 = load i64, i64* %11, align 8
  %13 = bitcast %"class.sycl::_V1::id"* %4 to i64*
  %14 = load i64, i64* %13, align 8
  %15 = bitcast %"class.sycl::_V1::id"* %4 to i64*
  %16 = getelementptr inbounds i64, i64* %15, i64 1
  %17 = load i64, i64* %16, align 8
  %18 = bitcast %"class.sycl::_V1::range"* %6 to i64*
  %19 = getelementptr inbounds i64, i64* %18, i64 1
  %20 = load i64, i64* %19, align 8
  %21 = bitcast %"class.sycl::_V1::id"* %7 to i64*
  %22 = load i64, i64* %21, align 8
  %23 = bitcast %"class.sycl::_V1::id"* %7 to i64*
  %24 = getelementptr inbounds i64, i64* %23, i64 1
  %25 = load i64, i64* %24, align 8
  %26 = mul i64 %22, %20
  %27 = getelementptr float, float addrspace(1)* %5, i64 %25
  %28 = getelementptr float, float addrspace(1)* %27, i64 %26
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
  %45 = icmp ult i64 %36, 2147483648
  call void @llvm.assume(i1 %45)
  %46 = icmp ult i64 %44, 2147483648
  call void @llvm.assume(i1 %46)
  %47 = icmp eq i64 %36, 0
  %48 = icmp eq i64 %44, 0
  %49 = or i1 %47, %48
  br i1 %49, label %56, label %50

50:                                               ; preds = %9
  %51 = add nuw nsw i64 %36, 1
  %52 = icmp eq i64 %51, %1
  br i1 %52, label %56, label %53

53:                                               ; preds = %50
  %54 = add nuw nsw i64 %44, 1
  %55 = icmp eq i64 %54, %1
  br i1 %55, label %56, label %61

56:                                               ; preds = %53, %50, %9
  %57 = mul i64 %36, %20
  %58 = getelementptr float, float addrspace(1)* %28, i64 %44
  %59 = getelementptr float, float addrspace(1)* %58, i64 %57
  %60 = load float, float addrspace(1)* %59, align 4
  br label %84

61:                                               ; preds = %53
  %62 = add nsw i64 %36, -1
  %63 = mul i64 %62, %20
  %64 = getelementptr float, float addrspace(1)* %28, i64 %44
  %65 = getelementptr float, float addrspace(1)* %64, i64 %63
  %66 = load float, float addrspace(1)* %65, align 4
  %67 = mul i64 %51, %20
  %68 = getelementptr float, float addrspace(1)* %64, i64 %67
  %69 = load float, float addrspace(1)* %68, align 4
  %70 = fadd float %66, %69
  %71 = mul i64 %36, %20
  %72 = getelementptr float, float addrspace(1)* %64, i64 -1
  %73 = getelementptr float, float addrspace(1)* %72, i64 %71
  %74 = load float, float addrspace(1)* %73, align 4
  %75 = fadd float %70, %74
  %76 = getelementptr float, float addrspace(1)* %28, i64 %54
  %77 = getelementptr float, float addrspace(1)* %76, i64 %71
  %78 = load float, float addrspace(1)* %77, align 4
  %79 = fadd float %75, %78
  %80 = getelementptr float, float addrspace(1)* %64, i64 %71
  %81 = load float, float addrspace(1)* %80, align 4
  %82 = call spir_func float @_Z3madfff(float %81, float -4.000000e+00, float %79) #3
  %83 = call spir_func float @_Z3madfff(float %8, float %82, float %81) #3
  br label %84

84:                                               ; preds = %61, %56
  %85 = phi float [ %60, %56 ], [ %83, %61 ]
  %86 = uitofp i64 %0 to float
  %87 = call spir_func float @_Z3madfff(float %86, float 0x3F847AE140000000, float 1.000000e+00) #3
  %88 = fdiv nnan float 1.000000e+00, %87
  %89 = getelementptr float, float addrspace(1)* %2, i64 %17
  %90 = mul i64 %14, %12
  %91 = getelementptr float, float addrspace(1)* %89, i64 %90
  %92 = fmul float %88, %85
  %93 = mul i64 %36, %12
  %94 = getelementptr float, float addrspace(1)* %91, i64 %44
  %95 = getelementptr float, float addrspace(1)* %94, i64 %93
  store float %92, float addrspace(1)* %95, align 4
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI9ProbeStepEE(%"class.sycl::_V1::range.13"* byval(%"class.sycl::_V1::range.13") align 8 %0, float addrspace(1)* align 4 %1, %"class.sycl::_V1::id.18"* byval(%"class.sycl::_V1::id.18") align 8 %2, i64 %3, float addrspace(1)* readonly align 4 %4, %"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %5, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %6, i64 %7) #0 !kernel_arg_addr_space !28 !kernel_arg_access_qual !29 !kernel_arg_type !30 !kernel_arg_type_qual !31 !kernel_arg_base_type !30 {
  %9 = bitcast %"class.sycl::_V1::range.13"* %0 to i64*
  %10 = load i64, i64* %9, align 8
  %11 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %12 = insertelement <3 x i64> undef, i64 %11, i32 0
  %13 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %14 = insertelement <3 x i64> %12, i64 %13, i32 1
  %15 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %16 = insertelement <3 x i64> %14, i64 %15, i32 2
  %17 = extractelement <3 x i64> %16, i32 0
  %18 = select i1 true, i64 %17, i64 0
  %19 = icmp ult i64 %18, %10
  br i1 %19, label %20, label %42

20:                                               ; preds = %8
  %21 = bitcast %"class.sycl::_V1::id"* %6 to i64*
  %22 = getelementptr inbounds i64, i64* %21, i64 1
  %23 = load i64, i64* %22, align 8
  %24 = getelementptr float, float addrspace(1)* %4, i64 %23
  %25 = bitcast %"class.sycl::_V1::id"* %6 to i64*
  %26 = load i64, i64* %25, align 8
  %27 = bitcast %"class.sycl::_V1::range"* %5 to i64*
  %28 = getelementptr inbounds i64, i64* %27, i64 1
  %29 = load i64, i64* %28, align 8
  %30 = mul i64 %26, %29
  %31 = getelementptr float, float addrspace(1)* %24, i64 %30
  %32 = bitcast %"class.sycl::_V1::id.18"* %2 to i64*
  %33 = load i64, i64* %32, align 8
  %34 = getelementptr inbounds float, float addrspace(1)* %1, i64 %33
  %35 = lshr i64 %7, 1
  %36 = mul i64 %29, %35
  %37 = getelementptr float, float addrspace(1)* %31, i64 %35
  %38 = getelementptr float, float addrspace(1)* %37, i64 1
  %39 = getelementptr float, float addrspace(1)* %38, i64 %36
  %40 = getelementptr inbounds float, float addrspace(1)* %34, i64 %3
  %41 = load float, float addrspace(1)* %39, align 4
  store float %41, float addrspace(1)* %40, align 4
  br label %42

42:                                               ; preds = %20, %8
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTS9ProbeStep(float addrspace(1)* align 4 %0, %"class.sycl::_V1::id.18"* byval(%"class.sycl::_V1::id.18") align 8 %1, i64 %2, float addrspace(1)* readonly align 4 %3, %"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %4, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %5, i64 %6) #0 !kernel_arg_addr_space !32 !kernel_arg_access_qual !33 !kernel_arg_type !34 !kernel_arg_type_qual !35 !kernel_arg_base_type !34 {
  %8 = bitcast %"class.sycl::_V1::id.18"* %1 to i64*
  %9 = load i64, i64* %8, align 8
  %10 = getelementptr inbounds float, float addrspace(1)* %0, i64 %9
  %11 = bitcast %"class.sycl::_V1::range"* %4 to i64*
  %12 = getelementptr inbounds i64, i64* %11, i64 1
  %13 = load i64, i64* %12, align 8
  %14 = bitcast %"class.sycl::_V1::id"* %5 to i64*
  %15 = load i64, i64* %14, align 8
  %16 = bitcast %"class.sycl::_V1::id"* %5 to i64*
  %17 = getelementptr inbounds i64, i64* %16, i64 1
  %18 = load i64, i64* %17, align 8
  %19 = mul i64 %15, %13
  %20 = getelementptr float, float addrspace(1)* %3, i64 %18
  %21 = getelementptr float, float addrspace(1)* %20, i64 %19
  %22 = lshr i64 %6, 1
  %23 = mul i64 %13, %22
  %24 = getelementptr float, float addrspace(1)* %21, i64 %22
  %25 = getelementptr float, float addrspace(1)* %24, i64 1
  %26 = getelementptr float, float addrspace(1)* %25, i64 %23
  %27 = load float, float addrspace(1)* %26, align 4
  %28 = getelementptr inbounds float, float addrspace(1)* %10, i64 %2
  store float %27, float addrspace(1)* %28, align 4
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTS11PartialSums(i32 addrspace(3)* align 4 %0, i64 %1, i32 addrspace(1)* readonly align 4 %2, %"class.sycl::_V1::id.18"* byval(%"class.sycl::_V1::id.18") align 8 %3, i64 %4, i32 addrspace(1)* align 4 %5, %"class.sycl::_V1::id.18"* byval(%"class.sycl::_V1::id.18") align 8 %6) #0 !kernel_arg_addr_space !36 !kernel_arg_access_qual !33 !kernel_arg_type !37 !kernel_arg_type_qual !35 !kernel_arg_base_type !37 {
  %8 = bitcast %"class.sycl::_V1::id.18"* %6 to i64*
  %9 = load i64, i64* %8, align 8
  %10 = getelementptr inbounds i32, i32 addrspace(1)* %5, i64 %9
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
  %20 = call spir_func i64 @_Z12get_local_idj(i32 0) #2
  %21 = insertelement <3 x i64> undef, i64 %20, i32 0
  %22 = call spir_func i64 @_Z12get_local_idj(i32 1) #2
  %23 = insertelement <3 x i64> %21, i64 %22, i32 1
  %24 = call spir_func i64 @_Z12get_local_idj(i32 2) #2
  %25 = insertelement <3 x i64> %23, i64 %24, i32 2
  %26 = extractelement <3 x i64> %25, i32 0
  %27 = select i1 true, i64 %26, i64 0
  %28 = icmp ult i64 %27, 2147483648
  call void @llvm.assume(i1 %28)
  %29 = icmp ult i64 %18, %1
  br i1 %29, label %30, label %36

30:                                               ; preds = %7
  %31 = bitcast %"class.sycl::_V1::id.18"* %3 to i64*
  %32 = load i64, i64* %31, align 8
  %33 = getelementptr inbounds i32, i32 addrspace(1)* %2, i64 %32
  %34 = getelementptr inbounds i32, i32 addrspace(1)* %33, i64 %18
  %35 = load i32, i32 addrspace(1)* %34, align 4
  br label %36

36:                                               ; preds = %30, %7
  %37 = phi i32 [ %35, %30 ], [ 0, %7 ]
  %38 = getelementptr inbounds i32, i32 addrspace(3)* %0, i64 %27
  store i32 %37, i32 addrspace(3)* %38, align 4
  %39 = lshr i64 %4, 1
  %40 = icmp eq i64 %39, 0
  br i1 %40, label %49, label %41

41:                                               ; preds = %36
  br label %42

42:                                               ; preds = %45, %41
  %43 = phi i64 [ %46, %45 ], [ %39, %41 ]
  call spir_func void @_Z7barrierj(i32 3) #4
  %44 = icmp ult i64 %27, %43
  br i1 %44, label %51, label %45

45:                                               ; preds = %51, %42
  %46 = lshr i64 %43, 1
  %47 = icmp eq i64 %46, 0
  br i1 %47, label %48, label %42

48:                                               ; preds = %45
  br label %49

49:                                               ; preds = %48, %36
  %50 = icmp eq i64 %27, 0
  br i1 %50, label %56, label %68

51:                                               ; preds = %42
  %52 = getelementptr inbounds i32, i32 addrspace(3)* %38, i64 %43
  %53 = load i32, i32 addrspace(3)* %52, align 4
  %54 = load i32, i32 addrspace(3)* %38, align 4
  %55 = add nsw i32 %54, %53
  store i32 %55, i32 addrspace(3)* %38, align 4
  br label %45

56:                                               ; preds = %49
  %57 = load i32, i32 addrspace(3)* %0, align 4
  %58 = call spir_func i64 @_Z12get_group_idj(i32 0) #2
  %59 = insertelement <3 x i64> undef, i64 %58, i32 0
  %60 = call spir_func i64 @_Z12get_group_idj(i32 1) #2
  %61 = insertelement <3 x i64> %59, i64 %60, i32 1
  %62 = call spir_func i64 @_Z12get_group_idj(i32 2) #2
  %63 = insertelement <3 x i64> %61, i64 %62, i32 2
  %64 = extractelement <3 x i64> %63, i32 0
  %65 = select i1 true, i64 %64, i64 0
  %66 = icmp ult i64 %65, 2147483648
  call void @llvm.assume(i1 %66)
  %67 = getelementptr inbounds i32, i32 addrspace(1)* %10, i64 %65
  store i32 %57, i32 addrspace(1)* %67, align 4
  br label %68

68:                                               ; preds = %56, %49
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTS8FinalSum(i64 %0, i32 addrspace(1)* readonly align 4 %1, %"class.sycl::_V1::id.18"* byval(%"class.sycl::_V1::id.18") align 8 %2, i32 addrspace(1)* align 4 %3, %"class.sycl::_V1::id.18"* byval(%"class.sycl::_V1::id.18") align 8 %4) #0 !kernel_arg_addr_space !38 !kernel_arg_access_qual !19 !kernel_arg_type !39 !kernel_arg_type_qual !21 !kernel_arg_base_type !39 {
  %6 = bitcast %"class.sycl::_V1::id.18"* %2 to i64*
  %7 = load i64, i64* %6, align 8
  %8 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 %7
  %9 = bitcast %"class.sycl::_V1::id.18"* %4 to i64*
  %10 = load i64, i64* %9, align 8
  %11 = icmp eq i64 %0, 0
  br i1 %11, label %22, label %12

12:                                               ; preds = %5
  br label %13

13:                                               ; preds = %13, %12
  %14 = phi i64 [ %19, %13 ], [ 0, %12 ]
  %15 = phi i32 [ %18, %13 ], [ 0, %12 ]
  %16 = getelementptr inbounds i32, i32 addrspace(1)* %8, i64 %14
  %17 = load i32, i32 addrspace(1)* %16, align 4
  %18 = add nsw i32 %17, %15
  %19 = add nuw i64 %14, 1
  %20 = icmp eq i64 %19, %0
  br i1 %20, label %21, label %13

21:                                               ; preds = %13
  br label %22

22:                                               ; preds = %21, %5
  %23 = phi i32 [ 0, %5 ], [ %18, %21 ]
  %24 = getelementptr inbounds i32, i32 addrspace(1)* %3, i64 %10
  store i32 %23, i32 addrspace(1)* %24, align 4
  ret void
}

; Function Attrs: nounwind readnone willreturn
declare spir_func i64 @_Z13get_global_idj(i32) #2

; Function Attrs: nounwind readnone
declare spir_func float @_Z3madfff(float, float, float) #3

; Function Attrs: nounwind readnone willreturn
declare spir_func i64 @_Z15get_global_sizej(i32) #2

; Function Attrs: nounwind readnone
declare spir_func float @_Z3sinf(float) #3

; Function Attrs: nounwind readnone willreturn
declare spir_func i64 @_Z12get_local_idj(i32) #2

; Function Attrs: convergent nounwind
declare spir_func void @_Z7barrierj(i32) #4

; Function Attrs: nounwind readnone willreturn
declare spir_func i64 @_Z12get_group_idj(i32) #2

attributes #0 = { nounwind }
attributes #1 = { inaccessiblememonly nocallback nofree nosync nounwind willreturn }
attributes #2 = { nounwind readnone willreturn }
attributes #3 = { nounwind readnone }
attributes #4 = { convergent nounwind }

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
!6 = !{i32 0, i32 1, i32 0, i32 0, i32 1, i32 0, i32 0, i32 1, i32 0, i32 0}
!7 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!8 = !{!"long", !"float*", !"class.sycl::_V1::range", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::range", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::range", !"class.sycl::_V1::id"}
!9 = !{!"", !"", !"", !"", !"", !"", !"", !"", !"", !""}
!10 = !{i32 0, i32 0}
!11 = !{!"none", !"none"}
!12 = !{!"class.sycl::_V1::range.13", !"class.anon.15"}
!13 = !{!"", !""}
!14 = !{i32 0, i32 1, i32 1, i32 1}
!15 = !{!"none", !"none", !"none", !"none"}
!16 = !{!"long", !"float*", !"float*", !"float*"}
!17 = !{!"", !"", !"", !""}
!18 = !{i32 0, i32 1, i32 0, i32 0, i32 0}
!19 = !{!"none", !"none", !"none", !"none", !"none"}
!20 = !{!"long", !"float*", !"class.sycl::_V1::range", !"class.sycl::_V1::id", !"long"}
!21 = !{!"", !"", !"", !"", !""}
!22 = !{i32 0, i32 0, i32 0, i32 1, i32 0, i32 0, i32 1, i32 0, i32 0, i32 0}
!23 = !{!"class.sycl::_V1::range", !"long", !"long", !"float*", !"class.sycl::_V1::range", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::range", !"class.sycl::_V1::id", !"float"}
!24 = !{i32 0, i32 0, i32 1, i32 0, i32 0, i32 1, i32 0, i32 0, i32 0}
!25 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!26 = !{!"long", !"long", !"float*", !"class.sycl::_V1::range", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::range", !"class.sycl::_V1::id", !"float"}
!27 = !{!"", !"", !"", !"", !"", !"", !"", !"", !""}
!28 = !{i32 0, i32 1, i32 0, i32 0, i32 1, i32 0, i32 0, i32 0}
!29 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!30 = !{!"class.sycl::_V1::range.13", !"float*", !"class.sycl::_V1::id.18", !"long", !"float*", !"class.sycl::_V1::range", !"class.sycl::_V1::id", !"long"}
!31 = !{!"", !"", !"", !"", !"", !"", !"", !""}
!32 = !{i32 1, i32 0, i32 0, i32 1, i32 0, i32 0, i32 0}
!33 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!34 = !{!"float*", !"class.sycl::_V1::id.18", !"long", !"float*", !"class.sycl::_V1::range", !"class.sycl::_V1::id", !"long"}
!35 = !{!"", !"", !"", !"", !"", !"", !""}
!36 = !{i32 3, i32 0, i32 1, i32 0, i32 0, i32 1, i32 0}
!37 = !{!"int*", !"long", !"int*", !"class.sycl::_V1::id.18", !"long", !"int*", !"class.sycl::_V1::id.18"}
!38 = !{i32 0, i32 1, i32 0, i32 1, i32 0}
!39 = !{!"long", !"int*", !"class.sycl::_V1::id.18", !"int*", !"class.sycl::_V1::id.18"}
