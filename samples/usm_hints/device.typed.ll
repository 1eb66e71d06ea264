; ModuleID = 'device.bc'
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024"
target triple = "spir64-unknown-unknown"

%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [1 x i64] }
%"class.sycl::_V1::range.0" = type { %"class.sycl::_V1::detail::array.1" }
%"class.sycl::_V1::detail::array.1" = type { [2 x i64] }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array.1" }
%"class.sycl::_V1::id.2" = type { %"class.sycl::_V1::detail::array" }
%class.anon.25 = type <{ i8 addrspace(4)*, float, [4 x i8] }>
%class.anon.27 = type { i64, i8 addrspace(4)*, i8 addrspace(4)*, i8 addrspace(4)*, i8 addrspace(4)*, i8 addrspace(4)* }
%structtype = type { i64, i64, i64, i64, i64, i64 }

; Function Attrs: nounwind
define spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI7RowSumsEE(%"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %0, i64 %1, float addrspace(1)* readonly align 4 %2, %"class.sycl::_V1::range.0"* byval(%"class.sycl::_V1::range.0") align 8 %3, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %4, float addrspace(1)* align 4 %5, %"class.sycl::_V1::id.2"* byval(%"class.sycl::_V1::id.2") align 8 %6) #0 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_type_qual !9 !kernel_arg_base_type !8 {
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
  br i1 %40, label %41, label %63

41:                                               ; preds = %7
  %42 = icmp eq i64 %1, 0
  br label %43

43:                                               ; preds = %57, %41
  %44 = phi i64 [ %31, %41 ], [ %60, %57 ]
  br i1 %42, label %57, label %45

45:                                               ; preds = %43
  %46 = mul i64 %44, %12
  %47 = getelementptr float, float addrspace(1)* %20, i64 %46
  br label %48

48:                                               ; preds = %48, %45
  %49 = phi i64 [ 0, %45 ], [ %54, %48 ]
  %50 = phi float [ 0.000000e+00, %45 ], [ %53, %48 ]
  %51 = getelementptr float, float addrspace(1)* %47, i64 %49
  %52 = load float, float addrspace(1)* %51, align 4
  %53 = fadd float %50, %52
  %54 = add nuw i64 %49, 1
  %55 = icmp eq i64 %54, %1
  br i1 %55, label %56, label %48

56:                                               ; preds = %48
  br label %57

57:                                               ; preds = %56, %43
  %58 = phi float [ 0.000000e+00, %43 ], [ %53, %56 ]
  %59 = getelementptr inbounds float, float addrspace(1)* %23, i64 %44
  store float %58, float addrspace(1)* %59, align 4
  %60 = add i64 %44, %39
  %61 = icmp ult i64 %60, %9
  br i1 %61, label %43, label %62

62:                                               ; preds = %57
  br label %63

63:                                               ; preds = %62, %7
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTS7RowSums(i64 %0, float addrspace(1)* readonly align 4 %1, %"class.sycl::_V1::range.0"* byval(%"class.sycl::_V1::range.0") align 8 %2, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %3, float addrspace(1)* align 4 %4, %"class.sycl::_V1::id.2"* byval(%"class.sycl::_V1::id.2") align 8 %5) #0 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_type_qual !13 !kernel_arg_base_type !12 {
  %7 = bitcast %"class.sycl::_V1::id.2"* %5 to i64*
  %8 = load i64, i64* %7, align 8
  %9 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %10 = insertelement <3 x i64> undef, i64 %9, i32 0
  %11 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %12 = insertelement <3 x i64> %10, i64 %11, i32 1
  %13 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %14 = insertelement <3 x i64> %12, i64 %13, i32 2
  %15 = extractelement <3 x i64> %14, i32 0
  %16 = select i1 true, i64 %15, i64 0
  %17 = icmp ult i64 %16, 2147483648
  call void @llvm.assume(i1 %17)
  %18 = icmp eq i64 %0, 0
  br i1 %18, label %42, label %19

19:                                               ; preds = %6
  %20 = bitcast %"class.sycl::_V1::id"* %3 to i64*
  %21 = getelementptr inbounds i64, i64* %20, i64 1
  %22 = load i64, i64* %21, align 8
  %23 = getelementptr float, float addrspace(1)* %1, i64 %22
  %24 = bitcast %"class.sycl::_V1::id"* %3 to i64*
  %25 = load i64, i64* %24, align 8
  %26 = bitcast %"class.sycl::_V1::range.0"* %2 to i64*
  %27 = getelementptr inbounds i64, i64* %26, i64 1
  %28 = load i64, i64* %27, align 8
  %29 = mul i64 %25, %28
  %30 = getelementptr float, float addrspace(1)* %23, i64 %29
  %31 = mul i64 %16, %28
  %32 = getelementptr float, float addrspace(1)* %30, i64 %31
  br label %33

33:                                               ; preds = %33, %19
  %34 = phi i64 [ 0, %19 ], [ %39, %33 ]
  %35 = phi float [ 0.000000e+00, %19 ], [ %38, %33 ]
  %36 = getelementptr float, float addrspace(1)* %32, i64 %34
  %37 = load float, float addrspace(1)* %36, align 4
  %38 = fadd float %35, %37
  %39 = add nuw i64 %34, 1
  %40 = icmp eq i64 %39, %0
  br i1 %40, label %41, label %33

41:                                               ; preds = %33
  br label %42

42:                                               ; preds = %41, %6
  %43 = phi float [ 0.000000e+00, %6 ], [ %38, %41 ]
  %44 = getelementptr inbounds float, float addrspace(1)* %4, i64 %8
  %45 = getelementptr inbounds float, float addrspace(1)* %44, i64 %16
  store float %43, float addrspace(1)* %45, align 4
  ret void
}

; Function Attrs: inaccessiblememonly nocallback nofree nosync nounwind willreturn
declare void @llvm.assume(i1 noundef) #1

; Function Attrs: nounwind
define spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI10DoubleSumsEE(%"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %0, float addrspace(1)* align 4 %1, %"class.sycl::_V1::id.2"* byval(%"class.sycl::_V1::id.2") align 8 %2) #0 !kernel_arg_addr_space !14 !kernel_arg_access_qual !15 !kernel_arg_type !16 !kernel_arg_type_qual !17 !kernel_arg_base_type !16 {
  %4 = bitcast %"class.sycl::_V1::range"* %0 to i64*
  %5 = load i64, i64* %4, align 8
  %6 = bitcast %"class.sycl::_V1::id.2"* %2 to i64*
  %7 = load i64, i64* %6, align 8
  %8 = getelementptr inbounds float, float addrspace(1)* %1, i64 %7
  %9 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %10 = insertelement <3 x i64> undef, i64 %9, i32 0
  %11 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %12 = insertelement <3 x i64> %10, i64 %11, i32 1
  %13 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %14 = insertelement <3 x i64> %12, i64 %13, i32 2
  %15 = extractelement <3 x i64> %14, i32 0
  %16 = select i1 true, i64 %15, i64 0
  %17 = call spir_func i64 @_Z15get_global_sizej(i32 0) #2
  %18 = insertelement <3 x i64> undef, i64 %17, i32 0
  %19 = call spir_func i64 @_Z15get_global_sizej(i32 1) #2
  %20 = insertelement <3 x i64> %18, i64 %19, i32 1
  %21 = call spir_func i64 @_Z15get_global_sizej(i32 2) #2
  %22 = insertelement <3 x i64> %20, i64 %21, i32 2
  %23 = extractelement <3 x i64> %22, i32 0
  %24 = select i1 true, i64 %23, i64 1
  %25 = icmp ult i64 %16, %5
  br i1 %25, label %26, label %35

26:                                               ; preds = %3
  br label %27

27:                                               ; preds = %27, %26
  %28 = phi i64 [ %32, %27 ], [ %16, %26 ]
  %29 = getelementptr inbounds float, float addrspace(1)* %8, i64 %28
  %30 = load float, float addrspace(1)* %29, align 4
  %31 = fmul float %30, 2.000000e+00
  store float %31, float addrspace(1)* %29, align 4
  %32 = add i64 %28, %24
  %33 = icmp ult i64 %32, %5
  br i1 %33, label %27, label %34

34:                                               ; preds = %27
  br label %35

35:                                               ; preds = %34, %3
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTS10DoubleSums(float addrspace(1)* align 4 %0, %"class.sycl::_V1::id.2"* byval(%"class.sycl::_V1::id.2") align 8 %1) #0 !kernel_arg_addr_space !3 !kernel_arg_access_qual !18 !kernel_arg_type !19 !kernel_arg_type_qual !20 !kernel_arg_base_type !19 {
  %3 = bitcast %"class.sycl::_V1::id.2"* %1 to i64*
  %4 = load i64, i64* %3, align 8
  %5 = getelementptr inbounds float, float addrspace(1)* %0, i64 %4
  %6 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %7 = insertelement <3 x i64> undef, i64 %6, i32 0
  %8 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %9 = insertelement <3 x i64> %7, i64 %8, i32 1
  %10 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %11 = insertelement <3 x i64> %9, i64 %10, i32 2
  %12 = extractelement <3 x i64> %11, i32 0
  %13 = select i1 true, i64 %12, i64 0
  %14 = icmp ult i64 %13, 2147483648
  call void @llvm.assume(i1 %14)
  %15 = getelementptr inbounds float, float addrspace(1)* %5, i64 %13
  %16 = load float, float addrspace(1)* %15, align 4
  %17 = fmul float %16, 2.000000e+00
  store float %17, float addrspace(1)* %15, align 4
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTSN4sycl3_V16detail18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZNS0_7handler4fillIfEEvPvRKT_mEUlNS0_2idILi1EEEE_EE(%"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %0, %class.anon.25* byval(%class.anon.25) align 8 %1) #0 !kernel_arg_addr_space !21 !kernel_arg_access_qual !18 !kernel_arg_type !22 !kernel_arg_type_qual !20 !kernel_arg_base_type !22 {
  %3 = bitcast %"class.sycl::_V1::range"* %0 to i64*
  %4 = load i64, i64* %3, align 8
  %5 = bitcast %class.anon.25* %1 to float addrspace(4)**
  %6 = load float addrspace(4)*, float addrspace(4)** %5, align 8
  %7 = bitcast %class.anon.25* %1 to float*
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
  br i1 %26, label %27, label %34

27:                                               ; preds = %2
  br label %28

28:                                               ; preds = %28, %27
  %29 = phi i64 [ %31, %28 ], [ %17, %27 ]
  %30 = getelementptr inbounds float, float addrspace(4)* %6, i64 %29
  store float %9, float addrspace(4)* %30, align 4
  %31 = add i64 %29, %25
  %32 = icmp ult i64 %31, %4
  br i1 %32, label %28, label %33

33:                                               ; preds = %28
  br label %34

34:                                               ; preds = %33, %2
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTSZN4sycl3_V17handler4fillIfEEvPvRKT_mEUlNS0_2idILi1EEEE_(float addrspace(1)* %0, float %1) #0 !kernel_arg_addr_space !3 !kernel_arg_access_qual !18 !kernel_arg_type !23 !kernel_arg_type_qual !20 !kernel_arg_base_type !23 {
  %3 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %4 = insertelement <3 x i64> undef, i64 %3, i32 0
  %5 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %6 = insertelement <3 x i64> %4, i64 %5, i32 1
  %7 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %8 = insertelement <3 x i64> %6, i64 %7, i32 2
  %9 = extractelement <3 x i64> %8, i32 0
  %10 = select i1 true, i64 %9, i64 0
  %11 = icmp ult i64 %10, 2147483648
  call void @llvm.assume(i1 %11)
  %12 = getelementptr inbounds float, float addrspace(1)* %0, i64 %10
  store float %1, float addrspace(1)* %12, align 4
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI11ColumnScaleEE(%"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %0, %class.anon.27* byval(%class.anon.27) align 8 %1) #0 !kernel_arg_addr_space !21 !kernel_arg_access_qual !18 !kernel_arg_type !24 !kernel_arg_type_qual !20 !kernel_arg_base_type !24 {
  %3 = bitcast %"class.sycl::_V1::range"* %0 to i64*
  %4 = load i64, i64* %3, align 8
  %5 = bitcast %class.anon.27* %1 to %structtype*
  %6 = getelementptr inbounds %structtype, %structtype* %5, i64 0, i32 0
  %7 = load i64, i64* %6, align 8
  %8 = bitcast %class.anon.27* %1 to %structtype*
  %9 = getelementptr inbounds %structtype, %structtype* %8, i64 0, i32 1
  %10 = load i64, i64* %9, align 8
  %11 = inttoptr i64 %10 to float addrspace(4)*
  %12 = bitcast %class.anon.27* %1 to %structtype*
  %13 = getelementptr inbounds %structtype, %structtype* %12, i64 0, i32 2
  %14 = load i64, i64* %13, align 8
  %15 = inttoptr i64 %14 to float addrspace(4)*
  %16 = bitcast %class.anon.27* %1 to %structtype*
  %17 = getelementptr inbounds %structtype, %structtype* %16, i64 0, i32 3
  %18 = load i64, i64* %17, align 8
  %19 = inttoptr i64 %18 to float addrspace(4)*
  %20 = bitcast %class.anon.27* %1 to %structtype*
  %21 = getelementptr inbounds %structtype, %structtype* %20, i64 0, i32 4
  %22 = load i64, i64* %21, align 8
  %23 = inttoptr i64 %22 to float addrspace(4)*
  %24 = bitcast %class.anon.27* %1 to %structtype*
  %25 = getelementptr inbounds %structtype, %structtype* %24, i64 0, i32 5
  %26 = load i64, i64* %25, align 8
  %27 = inttoptr i64 %26 to float addrspace(4)*
  %28 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %29 = insertelement <3 x i64> undef, i64 %28, i32 0
  %30 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %31 = insertelement <3 x i64> %29, i64 %30, i32 1
  %32 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %33 = insertelement <3 x i64> %31, i64 %32, i32 2
  %34 = extractelement <3 x i64> %33, i32 0
  %35 = select i1 true, i64 %34, i64 0
  %36 = call spir_func i64 @_Z15get_global_sizej(i32 0) #2
  %37 = insertelement <3 x i64> undef, i64 %36, i32 0
  %38 = call spir_func i64 @_Z15get_global_sizej(i32 1) #2
  %39 = insertelement <3 x i64> %37, i64 %38, i32 1
  %40 = call spir_func i64 @_Z15get_global_sizej(i32 2) #2
  %41 = insertelement <3 x i64> %39, i64 %40, i32 2
  %42 = extractelement <3 x i64> %41, i32 0
  %43 = select i1 true, i64 %42, i64 1
  %44 = icmp ult i64 %35, %4
  br i1 %44, label %45, label %63

45:                                               ; preds = %2
  br label %46

46:                                               ; preds = %46, %45
  %47 = phi i64 [ %60, %46 ], [ %35, %45 ]
  %48 = getelementptr inbounds float, float addrspace(4)* %15, i64 %47
  %49 = load float, float addrspace(4)* %48, align 4
  %50 = urem i64 %47, %7
  %51 = getelementptr inbounds float, float addrspace(4)* %19, i64 %50
  %52 = load float, float addrspace(4)* %51, align 4
  %53 = fmul float %49, %52
  %54 = getelementptr inbounds float, float addrspace(4)* %23, i64 %50
  %55 = load float, float addrspace(4)* %54, align 4
  %56 = getelementptr inbounds float, float addrspace(4)* %27, i64 %50
  %57 = load float, float addrspace(4)* %56, align 4
  %58 = call spir_func float @_Z3madfff(float %53, float %55, float %57) #3
  %59 = getelementptr inbounds float, float addrspace(4)* %11, i64 %47
  store float %58, float addrspace(4)* %59, align 4
  %60 = add i64 %47, %43
  %61 = icmp ult i64 %60, %4
  br i1 %61, label %46, label %62

62:                                               ; preds = %46
  br label %63

63:                                               ; preds = %62, %2
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTS11ColumnScale(i64 %0, float addrspace(1)* align 4 %1, float addrspace(1)* align 4 %2, float addrspace(1)* align 4 %3, float addrspace(1)* align 4 %4, float addrspace(1)* align 4 %5) #0 !kernel_arg_addr_space !25 !kernel_arg_access_qual !11 !kernel_arg_type !26 !kernel_arg_type_qual !13 !kernel_arg_base_type !26 {
  %7 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %8 = insertelement <3 x i64> undef, i64 %7, i32 0
  %9 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %10 = insertelement <3 x i64> %8, i64 %9, i32 1
  %11 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %12 = insertelement <3 x i64> %10, i64 %11, i32 2
  %13 = extractelement <3 x i64> %12, i32 0
  %14 = select i1 true, i64 %13, i64 0
  %15 = icmp ult i64 %14, 2147483648
  call void @llvm.assume(i1 %15)
  %16 = getelementptr inbounds float, float addrspace(1)* %2, i64 %14
  %17 = load float, float addrspace(1)* %16, align 4
  %18 = urem i64 %14, %0
  %19 = getelementptr inbounds float, float addrspace(1)* %3, i64 %18
  %20 = load float, float addrspace(1)* %19, align 4
  %21 = fmul float %17, %20
  %22 = getelementptr inbounds float, float addrspace(1)* %4, i64 %18
  %23 = load float, float addrspace(1)* %22, align 4
  %24 = getelementptr inbounds float, float addrspace(1)* %5, i64 %18
  %25 = load float, float addrspace(1)* %24, align 4
  %26 = call spir_func float @_Z3madfff(float %21, float %23, float %25) #3
  %27 = getelementptr inbounds float, float addrspace(1)* %1, i64 %14
  store float %26, float addrspace(1)* %27, align 4
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTS6SumAll(i64 %0, float addrspace(1)* align 4 %1, float addrspace(1)* align 4 %2) #0 !kernel_arg_addr_space !27 !kernel_arg_access_qual !15 !kernel_arg_type !28 !kernel_arg_type_qual !17 !kernel_arg_base_type !28 {
  %4 = icmp eq i64 %0, 0
  br i1 %4, label %15, label %5

5:                                                ; preds = %3
  br label %6

6:                                                ; preds = %6, %5
  %7 = phi i64 [ %12, %6 ], [ 0, %5 ]
  %8 = phi float [ %11, %6 ], [ 0.000000e+00, %5 ]
  %9 = getelementptr inbounds float, float addrspace(1)* %1, i64 %7
  %10 = load float, float addrspace(1)* %9, align 4
  %11 = fadd float %8, %10
  %12 = add nuw i64 %7, 1
  %13 = icmp eq i64 %12, %0
  br i1 %13, label %14, label %6

14:                                               ; preds = %6
  br label %15

15:                                               ; preds = %14, %3
  %16 = phi float [ 0.000000e+00, %3 ], [ %11, %14 ]
  %17 = load float, float addrspace(1)* %2, align 4
  %18 = fadd float %16, %17
  store float %18, float addrspace(1)* %2, align 4
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
!14 = !{i32 0, i32 1, i32 0}
!15 = !{!"none", !"none", !"none"}
!16 = !{!"class.sycl::_V1::range", !"float*", !"class.sycl::_V1::id.2"}
!17 = !{!"", !"", !""}
!18 = !{!"none", !"none"}
!19 = !{!"float*", !"class.sycl::_V1::id.2"}
!20 = !{!"", !""}
!21 = !{i32 0, i32 0}
!22 = !{!"class.sycl::_V1::range", !"class.anon.25"}
!23 = !{!"float*", !"float"}
!24 = !{!"class.sycl::_V1::range", !"class.anon.27"}
!25 = !{i32 0, i32 1, i32 1, i32 1, i32 1, i32 1}
!26 = !{!"long", !"float*", !"float*", !"float*", !"float*", !"float*"}
!27 = !{i32 0, i32 1, i32 1}
!28 = !{!"long", !"float*", !"float*"}
