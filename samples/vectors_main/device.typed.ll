; ModuleID = 'device.bc'
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024"
target triple = "spir64-unknown-unknown"

%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [1 x i64] }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array" }

; Function Attrs: nounwind
define spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI4AxpyEE(%"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %0, float addrspace(1)* align 4 %1, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %2, float addrspace(1)* readonly align 4 %3, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %4, float addrspace(1)* readonly align 4 %5, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %6) #0 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_type_qual !9 !kernel_arg_base_type !8 {
  %8 = bitcast %"class.sycl::_V1::range"* %0 to i64*
  %9 = load i64, i64* %8, align 8
  %10 = bitcast %"class.sycl::_V1::id"* %2 to i64*
  %11 = load i64, i64* %10, align 8
  %12 = getelementptr inbounds float, float addrspace(1)* %1, i64 %11
  %13 = bitcast %"class.sycl::_V1::id"* %4 to i64*
  %14 = load i64, i64* %13, align 8
  %15 = getelementptr inbounds float, float addrspace(1)* %3, i64 %14
  %16 = bitcast %"class.sycl::_V1::id"* %6 to i64*
  %17 = load i64, i64* %16, align 8
  %18 = getelementptr inbounds float, float addrspace(1)* %5, i64 %17
  %19 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %20 = insertelement <3 x i64> undef, i64 %19, i32 0
  %21 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %22 = insertelement <3 x i64> %20, i64 %21, i32 1
  %23 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %24 = insertelement <3 x i64> %22, i64 %23, i32 2
  %25 = extractelement <3 x i64> %24, i32 0
  %26 = select i1 true, i64 %25, i64 0
  %27 = call spir_func i64 @_Z15get_global_sizej(i32 0) #2
  %28 = insertelement <3 x i64> undef, i64 %27, i32 0
  %29 = call spir_func i64 @_Z15get_global_sizej(i32 1) #2
  %30 = insertelement <3 x i64> %28, i64 %29, i32 1
  %31 = call spir_func i64 @_Z15get_global_sizej(i32 2) #2
  %32 = insertelement <3 x i64> %30, i64 %31, i32 2
  %33 = extractelement <3 x i64> %32, i32 0
  %34 = select i1 true, i64 %33, i64 1
  %35 = icmp ult i64 %26, %9
  br i1 %35, label %36, label %48

36:                                               ; preds = %7
  br label %37

37:                                               ; preds = %37, %36
  %38 = phi i64 [ %45, %37 ], [ %26, %36 ]
  %39 = getelementptr inbounds float, float addrspace(1)* %15, i64 %38
  %40 = load float, float addrspace(1)* %39, align 4
  %41 = getelementptr inbounds float, float addrspace(1)* %18, i64 %38
  %42 = load float, float addrspace(1)* %41, align 4
  %43 = call spir_func float @_Z3madfff(float %40, float 2.500000e+00, float %42) #3
  %44 = getelementptr inbounds float, float addrspace(1)* %12, i64 %38
  store float %43, float addrspace(1)* %44, align 4
  %45 = add i64 %38, %34
  %46 = icmp ult i64 %45, %9
  br i1 %46, label %37, label %47

47:                                               ; preds = %37
  br label %48

48:                                               ; preds = %47, %7
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTS4Axpy(float addrspace(1)* align 4 %0, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %1, float addrspace(1)* readonly align 4 %2, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %3, float addrspace(1)* readonly align 4 %4, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %5) #0 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_type_qual !13 !kernel_arg_base_type !12 {
  %7 = bitcast %"class.sycl::_V1::id"* %1 to i64*
  %8 = load i64, i64* %7, align 8
  %9 = getelementptr inbounds float, float addrspace(1)* %0, i64 %8
  %10 = bitcast %"class.sycl::_V1::id"* %3 to i64*
  %11 = load i64, i64* %10, align 8
  %12 = getelementptr inbounds float, float addrspace(1)* %2, i64 %11
  %13 = bitcast %"class.sycl::_V1::id"* %5 to i64*
  %14 = load i64, i64* %13, align 8
  %15 = getelementptr inbounds float, float addrspace(1)* %4, i64 %14
  %16 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %17 = insertelement <3 x i64> undef, i64 %16, i32 0
  %18 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %19 = insertelement <3 x i64> %17, i64 %18, i32 1
  %20 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %21 = insertelement <3 x i64> %19, i64 %20, i32 2
  %22 = extractelement <3 x i64> %21, i32 0
  %23 = select i1 true, i64 %22, i64 0
  %24 = icmp ult i64 %23, 2147483648
  call void @llvm.assume(i1 %24)
  %25 = getelementptr inbounds float, float addrspace(1)* %12, i64 %23
  %26 = load float, float addrspace(1)* %25, align 4
  %27 = getelementptr inbounds float, float addrspace(1)* %15, i64 %23
  %28 = load float, float addrspace(1)* %27, align 4
  %29 = call spir_func float @_Z3madfff(float %26, float 2.500000e+00, float %28) #3
  %30 = getelementptr inbounds float, float addrspace(1)* %9, i64 %23
  store float %29, float addrspace(1)* %30, align 4
  ret void
}

; Function Attrs: inaccessiblememonly nocallback nofree nosync nounwind willreturn
declare void @llvm.assume(i1 noundef) #1

; Function Attrs: nounwind
define spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI10ScaleOwnedEE(%"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %0, float addrspace(1)* align 4 %1, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %2, float addrspace(1)* readonly align 4 %3, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %4, float addrspace(1)* readonly align 4 %5, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %6) #0 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_type_qual !9 !kernel_arg_base_type !8 {
  %8 = bitcast %"class.sycl::_V1::range"* %0 to i64*
  %9 = load i64, i64* %8, align 8
  %10 = bitcast %"class.sycl::_V1::id"* %2 to i64*
  %11 = load i64, i64* %10, align 8
  %12 = getelementptr inbounds float, float addrspace(1)* %1, i64 %11
  %13 = bitcast %"class.sycl::_V1::id"* %4 to i64*
  %14 = load i64, i64* %13, align 8
  %15 = getelementptr inbounds float, float addrspace(1)* %3, i64 %14
  %16 = bitcast %"class.sycl::_V1::id"* %6 to i64*
  %17 = load i64, i64* %16, align 8
  %18 = getelementptr inbounds float, float addrspace(1)* %5, i64 %17
  %19 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %20 = insertelement <3 x i64> undef, i64 %19, i32 0
  %21 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %22 = insertelement <3 x i64> %20, i64 %21, i32 1
  %23 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %24 = insertelement <3 x i64> %22, i64 %23, i32 2
  %25 = extractelement <3 x i64> %24, i32 0
  %26 = select i1 true, i64 %25, i64 0
  %27 = call spir_func i64 @_Z15get_global_sizej(i32 0) #2
  %28 = insertelement <3 x i64> undef, i64 %27, i32 0
  %29 = call spir_func i64 @_Z15get_global_sizej(i32 1) #2
  %30 = insertelement <3 x i64> %28, i64 %29, i32 1
  %31 = call spir_func i64 @_Z15get_global_sizej(i32 2) #2
  %32 = insertelement <3 x i64> %30, i64 %31, i32 2
  %33 = extractelement <3 x i64> %32, i32 0
  %34 = select i1 true, i64 %33, i64 1
  %35 = icmp ult i64 %26, %9
  br i1 %35, label %36, label %48

36:                                               ; preds = %7
  br label %37

37:                                               ; preds = %37, %36
  %38 = phi i64 [ %45, %37 ], [ %26, %36 ]
  %39 = getelementptr inbounds float, float addrspace(1)* %15, i64 %38
  %40 = load float, float addrspace(1)* %39, align 4
  %41 = getelementptr inbounds float, float addrspace(1)* %18, i64 %38
  %42 = load float, float addrspace(1)* %41, align 4
  %43 = fmul float %40, %42
  %44 = getelementptr inbounds float, float addrspace(1)* %12, i64 %38
  store float %43, float addrspace(1)* %44, align 4
  %45 = add i64 %38, %34
  %46 = icmp ult i64 %45, %9
  br i1 %46, label %37, label %47

47:                                               ; preds = %37
  br label %48

48:                                               ; preds = %47, %7
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTS10ScaleOwned(float addrspace(1)* align 4 %0, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %1, float addrspace(1)* readonly align 4 %2, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %3, float addrspace(1)* readonly align 4 %4, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %5) #0 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_type_qual !13 !kernel_arg_base_type !12 {
  %7 = bitcast %"class.sycl::_V1::id"* %1 to i64*
  %8 = load i64, i64* %7, align 8
  %9 = getelementptr inbounds float, float addrspace(1)* %0, i64 %8
  %10 = bitcast %"class.sycl::_V1::id"* %3 to i64*
  %11 = load i64, i64* %10, align 8
  %12 = getelementptr inbounds float, float addrspace(1)* %2, i64 %11
  %13 = bitcast %"class.sycl::_V1::id"* %5 to i64*
  %14 = load i64, i64* %13, align 8
  %15 = getelementptr inbounds float, float addrspace(1)* %4, i64 %14
  %16 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %17 = insertelement <3 x i64> undef, i64 %16, i32 0
  %18 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %19 = insertelement <3 x i64> %17, i64 %18, i32 1
  %20 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %21 = insertelement <3 x i64> %19, i64 %20, i32 2
  %22 = extractelement <3 x i64> %21, i32 0
  %23 = select i1 true, i64 %22, i64 0
  %24 = icmp ult i64 %23, 2147483648
  call void @llvm.assume(i1 %24)
  %25 = getelementptr inbounds float, float addrspace(1)* %12, i64 %23
  %26 = load float, float addrspace(1)* %25, align 4
  %27 = getelementptr inbounds float, float addrspace(1)* %15, i64 %23
  %28 = load float, float addrspace(1)* %27, align 4
  %29 = fmul float %26, %28
  %30 = getelementptr inbounds float, float addrspace(1)* %9, i64 %23
  store float %29, float addrspace(1)* %30, align 4
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI4TapsEE(%"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %0, i64 %1, float addrspace(1)* readonly align 4 %2, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %3, float addrspace(1)* align 4 %4, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %5, float addrspace(1)* readonly align 4 %6, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %7) #0 !kernel_arg_addr_space !14 !kernel_arg_access_qual !15 !kernel_arg_type !16 !kernel_arg_type_qual !17 !kernel_arg_base_type !16 {
  %9 = bitcast %"class.sycl::_V1::range"* %0 to i64*
  %10 = load i64, i64* %9, align 8
  %11 = bitcast %"class.sycl::_V1::id"* %3 to i64*
  %12 = load i64, i64* %11, align 8
  %13 = getelementptr inbounds float, float addrspace(1)* %2, i64 %12
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
  br i1 %36, label %37, label %60

37:                                               ; preds = %8
  br label %38

38:                                               ; preds = %51, %37
  %39 = phi i64 [ %57, %51 ], [ %27, %37 ]
  %40 = icmp ult i64 %39, %1
  br i1 %40, label %41, label %51

41:                                               ; preds = %38
  br label %42

42:                                               ; preds = %42, %41
  %43 = phi i64 [ %48, %42 ], [ %39, %41 ]
  %44 = phi float [ %47, %42 ], [ 0.000000e+00, %41 ]
  %45 = getelementptr inbounds float, float addrspace(1)* %13, i64 %43
  %46 = load float, float addrspace(1)* %45, align 4
  %47 = fadd float %44, %46
  %48 = add nuw i64 %43, 64
  %49 = icmp ult i64 %48, %1
  br i1 %49, label %42, label %50

50:                                               ; preds = %42
  br label %51

51:                                               ; preds = %50, %38
  %52 = phi float [ 0.000000e+00, %38 ], [ %47, %50 ]
  %53 = getelementptr inbounds float, float addrspace(1)* %19, i64 %39
  %54 = load float, float addrspace(1)* %53, align 4
  %55 = fmul float %52, %54
  %56 = getelementptr inbounds float, float addrspace(1)* %16, i64 %39
  store float %55, float addrspace(1)* %56, align 4
  %57 = add i64 %39, %35
  %58 = icmp ult i64 %57, %10
  br i1 %58, label %38, label %59

59:                                               ; preds = %51
  br label %60

60:                                               ; preds = %59, %8
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTS4Taps(i64 %0, float addrspace(1)* readonly align 4 %1, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %2, float addrspace(1)* align 4 %3, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %4, float addrspace(1)* readonly align 4 %5, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %6) #0 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !18 !kernel_arg_type_qual !9 !kernel_arg_base_type !18 {
  %8 = bitcast %"class.sycl::_V1::id"* %2 to i64*
  %9 = load i64, i64* %8, align 8
  %10 = getelementptr inbounds float, float addrspace(1)* %1, i64 %9
  %11 = bitcast %"class.sycl::_V1::id"* %4 to i64*
  %12 = load i64, i64* %11, align 8
  %13 = bitcast %"class.sycl::_V1::id"* %6 to i64*
  %14 = load i64, i64* %13, align 8
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
  %24 = icmp ult i64 %22, %0
  br i1 %24, label %25, label %35

25:                                               ; preds = %7
  br label %26

26:                                               ; preds = %26, %25
  %27 = phi i64 [ %32, %26 ], [ %22, %25 ]
  %28 = phi float [ %31, %26 ], [ 0.000000e+00, %25 ]
  %29 = getelementptr inbounds float, float addrspace(1)* %10, i64 %27
  %30 = load float, float addrspace(1)* %29, align 4
  %31 = fadd float %28, %30
  %32 = add nuw i64 %27, 64
  %33 = icmp ult i64 %32, %0
  br i1 %33, label %26, label %34

34:                                               ; preds = %26
  br label %35

35:                                               ; preds = %34, %7
  %36 = phi float [ 0.000000e+00, %7 ], [ %31, %34 ]
  %37 = getelementptr inbounds float, float addrspace(1)* %5, i64 %14
  %38 = getelementptr inbounds float, float addrspace(1)* %3, i64 %12
  %39 = getelementptr inbounds float, float addrspace(1)* %37, i64 %22
  %40 = load float, float addrspace(1)* %39, align 4
  %41 = fmul float %36, %40
  %42 = getelementptr inbounds float, float addrspace(1)* %38, i64 %22
  store float %41, float addrspace(1)* %42, align 4
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI7InPlaceEE(%"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %0, float addrspace(1)* align 4 %1, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %2, float addrspace(1)* readonly align 4 %3, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %4) #0 !kernel_arg_addr_space !19 !kernel_arg_access_qual !20 !kernel_arg_type !21 !kernel_arg_type_qual !22 !kernel_arg_base_type !21 {
  %6 = bitcast %"class.sycl::_V1::range"* %0 to i64*
  %7 = load i64, i64* %6, align 8
  %8 = bitcast %"class.sycl::_V1::id"* %2 to i64*
  %9 = load i64, i64* %8, align 8
  %10 = getelementptr inbounds float, float addrspace(1)* %1, i64 %9
  %11 = bitcast %"class.sycl::_V1::id"* %4 to i64*
  %12 = load i64, i64* %11, align 8
  %13 = getelementptr inbounds float, float addrspace(1)* %3, i64 %12
  %14 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %15 = insertelement <3 x i64> undef, i64 %14, i32 0
  %16 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %17 = insertelement <3 x i64> %15, i64 %16, i32 1
  %18 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %19 = insertelement <3 x i64> %17, i64 %18, i32 2
  %20 = extractelement <3 x i64> %19, i32 0
  %21 = select i1 true, i64 %20, i64 0
  %22 = call spir_func i64 @_Z15get_global_sizej(i32 0) #2
  %23 = insertelement <3 x i64> undef, i64 %22, i32 0
  %24 = call spir_func i64 @_Z15get_global_sizej(i32 1) #2
  %25 = insertelement <3 x i64> %23, i64 %24, i32 1
  %26 = call spir_func i64 @_Z15get_global_sizej(i32 2) #2
  %27 = insertelement <3 x i64> %25, i64 %26, i32 2
  %28 = extractelement <3 x i64> %27, i32 0
  %29 = select i1 true, i64 %28, i64 1
  %30 = icmp ult i64 %21, %7
  br i1 %30, label %31, label %41

31:                                               ; preds = %5
  br label %32

32:                                               ; preds = %32, %31
  %33 = phi i64 [ %38, %32 ], [ %21, %31 ]
  %34 = getelementptr inbounds float, float addrspace(1)* %13, i64 %33
  %35 = load float, float addrspace(1)* %34, align 4
  %36 = fadd float %35, 1.000000e+00
  %37 = getelementptr inbounds float, float addrspace(1)* %10, i64 %33
  store float %36, float addrspace(1)* %37, align 4
  %38 = add i64 %33, %29
  %39 = icmp ult i64 %38, %7
  br i1 %39, label %32, label %40

40:                                               ; preds = %32
  br label %41

41:                                               ; preds = %40, %5
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTS7InPlace(float addrspace(1)* align 4 %0, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %1, float addrspace(1)* readonly align 4 %2, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %3) #0 !kernel_arg_addr_space !23 !kernel_arg_access_qual !24 !kernel_arg_type !25 !kernel_arg_type_qual !26 !kernel_arg_base_type !25 {
  %5 = bitcast %"class.sycl::_V1::id"* %1 to i64*
  %6 = load i64, i64* %5, align 8
  %7 = getelementptr inbounds float, float addrspace(1)* %0, i64 %6
  %8 = bitcast %"class.sycl::_V1::id"* %3 to i64*
  %9 = load i64, i64* %8, align 8
  %10 = getelementptr inbounds float, float addrspace(1)* %2, i64 %9
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
  %20 = getelementptr inbounds float, float addrspace(1)* %10, i64 %18
  %21 = load float, float addrspace(1)* %20, align 4
  %22 = fadd float %21, 1.000000e+00
  %23 = getelementptr inbounds float, float addrspace(1)* %7, i64 %18
  store float %22, float addrspace(1)* %23, align 4
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
!6 = !{i32 0, i32 1, i32 0, i32 1, i32 0, i32 1, i32 0}
!7 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!8 = !{!"class.sycl::_V1::range", !"float*", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::id"}
!9 = !{!"", !"", !"", !"", !"", !"", !""}
!10 = !{i32 1, i32 0, i32 1, i32 0, i32 1, i32 0}
!11 = !{!"none", !"none", !"none", !"none", !"none", !"none"}
!12 = !{!"float*", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::id"}
!13 = !{!"", !"", !"", !"", !"", !""}
!14 = !{i32 0, i32 0, i32 1, i32 0, i32 1, i32 0, i32 1, i32 0}
!15 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!16 = !{!"class.sycl::_V1::range", !"long", !"float*", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::id"}
!17 = !{!"", !"", !"", !"", !"", !"", !"", !""}
!18 = !{!"long", !"float*", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::id"}
!19 = !{i32 0, i32 1, i32 0, i32 1, i32 0}
!20 = !{!"none", !"none", !"none", !"none", !"none"}
!21 = !{!"class.sycl::_V1::range", !"float*", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::id"}
!22 = !{!"", !"", !"", !"", !""}
!23 = !{i32 1, i32 0, i32 1, i32 0}
!24 = !{!"none", !"none", !"none", !"none"}
!25 = !{!"float*", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::id"}
!26 = !{!"", !"", !"", !""}
