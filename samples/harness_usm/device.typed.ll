; ModuleID = 'device.bc'
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024"
target triple = "spir64-unknown-unknown"

%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [1 x i64] }
%class.anon = type <{ i8 addrspace(4)*, float, [4 x i8] }>
%class.anon.0 = type { i8 addrspace(4)*, float, i8 addrspace(4)* }
%class.anon.2 = type { i64, i8 addrspace(4)*, i8 addrspace(4)*, i8 addrspace(4)* }
%structtype = type { i64, i64, i64, i64 }
%class.anon.4 = type { i64, i8 addrspace(4)*, i8 addrspace(4)* }
%structtype.0 = type { i64, i64, i64 }

; Function Attrs: nounwind
define spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI5ScaleEE(%"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %0, %class.anon* byval(%class.anon) align 8 %1) #0 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_type_qual !9 !kernel_arg_base_type !8 {
  %3 = bitcast %"class.sycl::_V1::range"* %0 to i64*
  %4 = load i64, i64* %3, align 8
  %5 = bitcast %class.anon* %1 to float addrspace(4)**
  %6 = load float addrspace(4)*, float addrspace(4)** %5, align 8
  %7 = bitcast %class.anon* %1 to float*
  %8 = getelementptr inbounds float, float* %7, i64 2
  %9 = load float, float* %8, align 8
  %10 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %11 = insertelement <3 x i64> undef, i64 %10, i32 0
  %12 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %13 = insertelement <3 x i64> %11, i64 %12, i32 1
  %14 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %15 = insertelement <3 x i64> %13, i64 %14, i32 2
  %16 = extractelement <3 x i64> %15, i32 0
  %17 = select i1 true, i64 %16, i64 0
  %18 = call spir_func i64 @_Z15get_global_sizej(i32 0) #2
  %19 = insertelement <3 x i64> undef, i64 %18, i32 0
  %20 = call spir_func i64 @_Z15get_global_sizej(i32 1) #2
  %21 = insertelement <3 x i64> %19, i64 %20, i32 1
  %22 = call spir_func i64 @_Z15get_global_sizej(i32 2) #2
  %23 = insertelement <3 x i64> %21, i64 %22, i32 2
  %24 = extractelement <3 x i64> %23, i32 0
  %25 = select i1 true, i64 %24, i64 1
  %26 = icmp ult i64 %17, %4
  br i1 %26, label %27, label %36

27:                                               ; preds = %2
  br label %28

28:                                               ; preds = %28, %27
  %29 = phi i64 [ %33, %28 ], [ %17, %27 ]
  %30 = getelementptr inbounds float, float addrspace(4)* %6, i64 %29
  %31 = load float, float addrspace(4)* %30, align 4
  %32 = fmul float %9, %31
  store float %32, float addrspace(4)* %30, align 4
  %33 = add i64 %29, %25
  %34 = icmp ult i64 %33, %4
  br i1 %34, label %28, label %35

35:                                               ; preds = %28
  br label %36

36:                                               ; preds = %35, %2
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTS5Scale(float addrspace(1)* align 4 %0, float %1) #0 !kernel_arg_addr_space !3 !kernel_arg_access_qual !7 !kernel_arg_type !10 !kernel_arg_type_qual !9 !kernel_arg_base_type !10 {
  %3 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %4 = insertelement <3 x i64> undef, i64 %3, i32 0
  %5 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %6 = insertelement <3 x i64> %4, i64 %5, i32 1
  %7 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %8 = insertelement <3 x i64> %6, i64 %7, i32 2
  %9 = extractelement <3 x i64> %8, i32 0
  %10 = select i1 true, i64 %9, i64 0
  %11 = getelementptr inbounds float, float addrspace(1)* %0, i64 %10
  %12 = load float, float addrspace(1)* %11, align 4
  %13 = fmul float %1, %12
  %14 = icmp ult i64 %10, 2147483648
  call void @llvm.assume(i1 %14)
  store float %13, float addrspace(1)* %11, align 4
  ret void
}

; Function Attrs: inaccessiblememonly nocallback nofree nosync nounwind willreturn
declare void @llvm.assume(i1 noundef) #1

; Function Attrs: nounwind
define spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI5SaxpyEE(%"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %0, %class.anon.0* byval(%class.anon.0) align 8 %1) #0 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !11 !kernel_arg_type_qual !9 !kernel_arg_base_type !11 {
  %3 = bitcast %"class.sycl::_V1::range"* %0 to i64*
  %4 = load i64, i64* %3, align 8
  %5 = getelementptr inbounds %class.anon.0, %class.anon.0* %1, i64 0, i32 0
  %6 = load i8 addrspace(4)*, i8 addrspace(4)** %5, align 8
  %7 = getelementptr inbounds %class.anon.0, %class.anon.0* %1, i64 0, i32 1
  %8 = load float, float* %7, align 8
  %9 = getelementptr inbounds %class.anon.0, %class.anon.0* %1, i64 0, i32 2
  %10 = load i8 addrspace(4)*, i8 addrspace(4)** %9, align 8
  %11 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %12 = insertelement <3 x i64> undef, i64 %11, i32 0
  %13 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %14 = insertelement <3 x i64> %12, i64 %13, i32 1
  %15 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %16 = insertelement <3 x i64> %14, i64 %15, i32 2
  %17 = extractelement <3 x i64> %16, i32 0
  %18 = select i1 true, i64 %17, i64 0
  %19 = call spir_func i64 @_Z15get_global_sizej(i32 0) #2
  %20 = insertelement <3 x i64> undef, i64 %19, i32 0
  %21 = call spir_func i64 @_Z15get_global_sizej(i32 1) #2
  %22 = insertelement <3 x i64> %20, i64 %21, i32 1
  %23 = call spir_func i64 @_Z15get_global_sizej(i32 2) #2
  %24 = insertelement <3 x i64> %22, i64 %23, i32 2
  %25 = extractelement <3 x i64> %24, i32 0
  %26 = select i1 true, i64 %25, i64 1
  %27 = icmp ult i64 %18, %4
  br i1 %27, label %28, label %41

28:                                               ; preds = %2
  br label %29

29:                                               ; preds = %29, %28
  %30 = phi i64 [ %38, %29 ], [ %18, %28 ]
  %31 = bitcast i8 addrspace(4)* %10 to float addrspace(4)*
  %32 = getelementptr inbounds float, float addrspace(4)* %31, i64 %30
  %33 = load float, float addrspace(4)* %32, align 4
  %34 = bitcast i8 addrspace(4)* %6 to float addrspace(4)*
  %35 = getelementptr inbounds float, float addrspace(4)* %34, i64 %30
  %36 = load float, float addrspace(4)* %35, align 4
  %37 = call spir_func float @_Z3madfff(float %8, float %33, float %36) #3
  store float %37, float addrspace(4)* %35, align 4
  %38 = add i64 %30, %26
  %39 = icmp ult i64 %38, %4
  br i1 %39, label %29, label %40

40:                                               ; preds = %29
  br label %41

41:                                               ; preds = %40, %2
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTS5Saxpy(float addrspace(1)* align 4 %0, float %1, float addrspace(1)* align 4 %2) #0 !kernel_arg_addr_space !12 !kernel_arg_access_qual !13 !kernel_arg_type !14 !kernel_arg_type_qual !15 !kernel_arg_base_type !14 {
  %4 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %5 = insertelement <3 x i64> undef, i64 %4, i32 0
  %6 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %7 = insertelement <3 x i64> %5, i64 %6, i32 1
  %8 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %9 = insertelement <3 x i64> %7, i64 %8, i32 2
  %10 = extractelement <3 x i64> %9, i32 0
  %11 = select i1 true, i64 %10, i64 0
  %12 = getelementptr inbounds float, float addrspace(1)* %2, i64 %11
  %13 = load float, float addrspace(1)* %12, align 4
  %14 = getelementptr inbounds float, float addrspace(1)* %0, i64 %11
  %15 = load float, float addrspace(1)* %14, align 4
  %16 = call spir_func float @_Z3madfff(float %1, float %13, float %15) #3
  %17 = icmp ult i64 %11, 2147483648
  call void @llvm.assume(i1 %17)
  store float %16, float addrspace(1)* %14, align 4
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI10MatVecRowsEE(%"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %0, %class.anon.2* byval(%class.anon.2) align 8 %1) #0 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !16 !kernel_arg_type_qual !9 !kernel_arg_base_type !16 {
  %3 = bitcast %"class.sycl::_V1::range"* %0 to i64*
  %4 = load i64, i64* %3, align 8
  %5 = bitcast %class.anon.2* %1 to %structtype*
  %6 = getelementptr inbounds %structtype, %structtype* %5, i64 0, i32 0
  %7 = load i64, i64* %6, align 8
  %8 = bitcast %class.anon.2* %1 to %structtype*
  %9 = getelementptr inbounds %structtype, %structtype* %8, i64 0, i32 1
  %10 = load i64, i64* %9, align 8
  %11 = inttoptr i64 %10 to float addrspace(4)*
  %12 = bitcast %class.anon.2* %1 to %structtype*
  %13 = getelementptr inbounds %structtype, %structtype* %12, i64 0, i32 2
  %14 = load i64, i64* %13, align 8
  %15 = inttoptr i64 %14 to float addrspace(4)*
  %16 = bitcast %class.anon.2* %1 to %structtype*
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
  br i1 %36, label %37, label %60

37:                                               ; preds = %2
  %38 = icmp eq i64 %7, 0
  br label %39

39:                                               ; preds = %56, %37
  %40 = phi i64 [ %27, %37 ], [ %57, %56 ]
  %41 = getelementptr inbounds float, float addrspace(4)* %11, i64 %40
  store float 0.000000e+00, float addrspace(4)* %41, align 4
  br i1 %38, label %56, label %42

42:                                               ; preds = %39
  %43 = mul i64 %40, %7
  %44 = getelementptr float, float addrspace(4)* %15, i64 %43
  br label %45

45:                                               ; preds = %45, %42
  %46 = phi float [ 0.000000e+00, %42 ], [ %52, %45 ]
  %47 = phi i64 [ 0, %42 ], [ %53, %45 ]
  %48 = getelementptr float, float addrspace(4)* %44, i64 %47
  %49 = load float, float addrspace(4)* %48, align 4
  %50 = getelementptr inbounds float, float addrspace(4)* %19, i64 %47
  %51 = load float, float addrspace(4)* %50, align 4
  %52 = call spir_func float @_Z3madfff(float %49, float %51, float %46) #3
  store float %52, float addrspace(4)* %41, align 4
  %53 = add nuw i64 %47, 1
  %54 = icmp eq i64 %53, %7
  br i1 %54, label %55, label %45

55:                                               ; preds = %45
  br label %56

56:                                               ; preds = %55, %39
  %57 = add i64 %40, %35
  %58 = icmp ult i64 %57, %4
  br i1 %58, label %39, label %59

59:                                               ; preds = %56
  br label %60

60:                                               ; preds = %59, %2
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTS10MatVecRows(i64 %0, float addrspace(1)* align 4 %1, float addrspace(1)* align 4 %2, float addrspace(1)* align 4 %3) #0 !kernel_arg_addr_space !17 !kernel_arg_access_qual !18 !kernel_arg_type !19 !kernel_arg_type_qual !20 !kernel_arg_base_type !19 {
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
  %14 = getelementptr inbounds float, float addrspace(1)* %1, i64 %12
  store float 0.000000e+00, float addrspace(1)* %14, align 4
  %15 = icmp eq i64 %0, 0
  br i1 %15, label %30, label %16

16:                                               ; preds = %4
  %17 = mul i64 %12, %0
  %18 = getelementptr float, float addrspace(1)* %2, i64 %17
  br label %19

19:                                               ; preds = %19, %16
  %20 = phi float [ 0.000000e+00, %16 ], [ %26, %19 ]
  %21 = phi i64 [ 0, %16 ], [ %27, %19 ]
  %22 = getelementptr float, float addrspace(1)* %18, i64 %21
  %23 = load float, float addrspace(1)* %22, align 4
  %24 = getelementptr inbounds float, float addrspace(1)* %3, i64 %21
  %25 = load float, float addrspace(1)* %24, align 4
  %26 = call spir_func float @_Z3madfff(float %23, float %25, float %20) #3
  store float %26, float addrspace(1)* %14, align 4
  %27 = add nuw i64 %21, 1
  %28 = icmp eq i64 %27, %0
  br i1 %28, label %29, label %19

29:                                               ; preds = %19
  br label %30

30:                                               ; preds = %29, %4
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI10FoldHalvesEE(%"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %0, %class.anon.4* byval(%class.anon.4) align 8 %1) #0 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !21 !kernel_arg_type_qual !9 !kernel_arg_base_type !21 {
  %3 = bitcast %"class.sycl::_V1::range"* %0 to i64*
  %4 = load i64, i64* %3, align 8
  %5 = bitcast %class.anon.4* %1 to %structtype.0*
  %6 = getelementptr inbounds %structtype.0, %structtype.0* %5, i64 0, i32 0
  %7 = load i64, i64* %6, align 8
  %8 = bitcast %class.anon.4* %1 to %structtype.0*
  %9 = getelementptr inbounds %structtype.0, %structtype.0* %8, i64 0, i32 1
  %10 = load i64, i64* %9, align 8
  %11 = inttoptr i64 %10 to float addrspace(4)*
  %12 = bitcast %class.anon.4* %1 to %structtype.0*
  %13 = getelementptr inbounds %structtype.0, %structtype.0* %12, i64 0, i32 2
  %14 = load i64, i64* %13, align 8
  %15 = inttoptr i64 %14 to float addrspace(4)*
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
  %32 = icmp ult i64 %23, %4
  br i1 %32, label %33, label %47

33:                                               ; preds = %2
  br label %34

34:                                               ; preds = %34, %33
  %35 = phi i64 [ %44, %34 ], [ %23, %33 ]
  %36 = getelementptr inbounds float, float addrspace(4)* %15, i64 %35
  %37 = load float, float addrspace(4)* %36, align 4
  %38 = add i64 %35, %7
  %39 = icmp ult i64 %38, 2147483648
  call void @llvm.assume(i1 %39)
  %40 = getelementptr inbounds float, float addrspace(4)* %15, i64 %38
  %41 = load float, float addrspace(4)* %40, align 4
  %42 = call spir_func float @_Z3madfff(float %41, float 5.000000e-01, float %37) #3
  %43 = getelementptr inbounds float, float addrspace(4)* %11, i64 %35
  store float %42, float addrspace(4)* %43, align 4
  %44 = add i64 %35, %31
  %45 = icmp ult i64 %44, %4
  br i1 %45, label %34, label %46

46:                                               ; preds = %34
  br label %47

47:                                               ; preds = %46, %2
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTS10FoldHalves(i64 %0, float addrspace(1)* align 4 %1, float addrspace(1)* align 4 %2) #0 !kernel_arg_addr_space !22 !kernel_arg_access_qual !13 !kernel_arg_type !23 !kernel_arg_type_qual !15 !kernel_arg_base_type !23 {
  %4 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %5 = insertelement <3 x i64> undef, i64 %4, i32 0
  %6 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %7 = insertelement <3 x i64> %5, i64 %6, i32 1
  %8 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %9 = insertelement <3 x i64> %7, i64 %8, i32 2
  %10 = extractelement <3 x i64> %9, i32 0
  %11 = select i1 true, i64 %10, i64 0
  %12 = getelementptr inbounds float, float addrspace(1)* %2, i64 %11
  %13 = load float, float addrspace(1)* %12, align 4
  %14 = add i64 %11, %0
  %15 = icmp ult i64 %14, 2147483648
  call void @llvm.assume(i1 %15)
  %16 = getelementptr inbounds float, float addrspace(1)* %2, i64 %14
  %17 = load float, float addrspace(1)* %16, align 4
  %18 = call spir_func float @_Z3madfff(float %17, float 5.000000e-01, float %13) #3
  %19 = icmp ult i64 %11, 2147483648
  call void @llvm.assume(i1 %19)
  %20 = getelementptr inbounds float, float addrspace(1)* %1, i64 %11
  store float %18, float addrspace(1)* %20, align 4
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
!6 = !{i32 0, i32 0}
!7 = !{!"none", !"none"}
!8 = !{!"class.sycl::_V1::range", !"class.anon"}
!9 = !{!"", !""}
!10 = !{!"float*", !"float"}
!11 = !{!"class.sycl::_V1::range", !"class.anon.0"}
!12 = !{i32 1, i32 0, i32 1}
!13 = !{!"none", !"none", !"none"}
!14 = !{!"float*", !"float", !"float*"}
!15 = !{!"", !"", !""}
!16 = !{!"class.sycl::_V1::range", !"class.anon.2"}
!17 = !{i32 0, i32 1, i32 1, i32 1}
!18 = !{!"none", !"none", !"none", !"none"}
!19 = !{!"long", !"float*", !"float*", !"float*"}
!20 = !{!"", !"", !"", !""}
!21 = !{!"class.sycl::_V1::range", !"class.anon.4"}
!22 = !{i32 0, i32 1, i32 1}
!23 = !{!"long", !"float*", !"float*"}
