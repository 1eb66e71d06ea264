; ModuleID = 'device.bc'
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024"
target triple = "spir64-unknown-unknown"

%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [1 x i64] }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array" }
%class.anon.10 = type { float }

; Function Attrs: nounwind
define spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI6SmoothEE(%"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %0, float addrspace(1)* readonly align 4 %1, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %2, i64 %3, float addrspace(1)* align 4 %4, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %5) #0 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_type_qual !9 !kernel_arg_base_type !8 {
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
  br i1 %31, label %32, label %52

32:                                               ; preds = %6
  br label %33

33:                                               ; preds = %33, %32
  %34 = phi i64 [ %49, %33 ], [ %22, %32 ]
  %35 = icmp eq i64 %34, 0
  %36 = getelementptr float, float addrspace(1)* %11, i64 %34
  %37 = getelementptr float, float addrspace(1)* %36, i64 -1
  %38 = select i1 %35, float addrspace(1)* %11, float addrspace(1)* %37
  %39 = load float, float addrspace(1)* %38, align 4
  %40 = icmp ult i64 %34, %3
  %41 = select i1 %40, i64 1, i64 0
  %42 = getelementptr inbounds float, float addrspace(1)* %36, i64 %41
  %43 = load float, float addrspace(1)* %42, align 4
  %44 = load float, float addrspace(1)* %36, align 4
  %45 = fmul float %44, 5.000000e-01
  %46 = call spir_func float @_Z3madfff(float %39, float 2.500000e-01, float %45) #3
  %47 = call spir_func float @_Z3madfff(float %43, float 2.500000e-01, float %46) #3
  %48 = getelementptr inbounds float, float addrspace(1)* %14, i64 %34
  store float %47, float addrspace(1)* %48, align 4
  %49 = add i64 %34, %30
  %50 = icmp ult i64 %49, %8
  br i1 %50, label %33, label %51

51:                                               ; preds = %33
  br label %52

52:                                               ; preds = %51, %6
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTS6Smooth(float addrspace(1)* readonly align 4 %0, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %1, i64 %2, float addrspace(1)* align 4 %3, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %4) #0 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_type_qual !13 !kernel_arg_base_type !12 {
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
  %20 = icmp eq i64 %18, 0
  %21 = getelementptr float, float addrspace(1)* %8, i64 %18
  %22 = getelementptr float, float addrspace(1)* %21, i64 -1
  %23 = select i1 %20, float addrspace(1)* %8, float addrspace(1)* %22
  %24 = load float, float addrspace(1)* %23, align 4
  %25 = icmp ult i64 %18, %2
  %26 = select i1 %25, i64 1, i64 0
  %27 = getelementptr inbounds float, float addrspace(1)* %21, i64 %26
  %28 = getelementptr inbounds float, float addrspace(1)* %3, i64 %10
  %29 = load float, float addrspace(1)* %27, align 4
  %30 = load float, float addrspace(1)* %21, align 4
  %31 = fmul float %30, 5.000000e-01
  %32 = call spir_func float @_Z3madfff(float %24, float 2.500000e-01, float %31) #3
  %33 = call spir_func float @_Z3madfff(float %29, float 2.500000e-01, float %32) #3
  %34 = getelementptr inbounds float, float addrspace(1)* %28, i64 %18
  store float %33, float addrspace(1)* %34, align 4
  ret void
}

; Function Attrs: inaccessiblememonly nocallback nofree nosync nounwind willreturn
declare void @llvm.assume(i1 noundef) #1

; Function Attrs: nounwind
define spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI5ScaleEE(%"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %0, float addrspace(1)* align 4 %1, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %2, %class.anon.10* byval(%class.anon.10) align 4 %3, float addrspace(1)* readonly align 4 %4, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %5) #0 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !14 !kernel_arg_type_qual !9 !kernel_arg_base_type !14 {
  %7 = bitcast %"class.sycl::_V1::range"* %0 to i64*
  %8 = load i64, i64* %7, align 8
  %9 = getelementptr inbounds %class.anon.10, %class.anon.10* %3, i64 0, i32 0
  %10 = load float, float* %9, align 4
  %11 = bitcast %"class.sycl::_V1::id"* %2 to i64*
  %12 = load i64, i64* %11, align 8
  %13 = getelementptr inbounds float, float addrspace(1)* %1, i64 %12
  %14 = bitcast %"class.sycl::_V1::id"* %5 to i64*
  %15 = load i64, i64* %14, align 8
  %16 = getelementptr inbounds float, float addrspace(1)* %4, i64 %15
  %17 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %18 = insertelement <3 x i64> undef, i64 %17, i32 0
  %19 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %20 = insertelement <3 x i64> %18, i64 %19, i32 1
  %21 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %22 = insertelement <3 x i64> %20, i64 %21, i32 2
  %23 = extractelement <3 x i64> %22, i32 0
  %24 = select i1 true, i64 %23, i64 0
  %25 = call spir_func i64 @_Z15get_global_sizej(i32 0) #2
  %26 = insertelement <3 x i64> undef, i64 %25, i32 0
  %27 = call spir_func i64 @_Z15get_global_sizej(i32 1) #2
  %28 = insertelement <3 x i64> %26, i64 %27, i32 1
  %29 = call spir_func i64 @_Z15get_global_sizej(i32 2) #2
  %30 = insertelement <3 x i64> %28, i64 %29, i32 2
  %31 = extractelement <3 x i64> %30, i32 0
  %32 = select i1 true, i64 %31, i64 1
  %33 = icmp ult i64 %24, %8
  br i1 %33, label %34, label %44

34:                                               ; preds = %6
  br label %35

35:                                               ; preds = %35, %34
  %36 = phi i64 [ %41, %35 ], [ %24, %34 ]
  %37 = getelementptr inbounds float, float addrspace(1)* %16, i64 %36
  %38 = load float, float addrspace(1)* %37, align 4
  %39 = fmul float %10, %38
  %40 = getelementptr inbounds float, float addrspace(1)* %13, i64 %36
  store float %39, float addrspace(1)* %40, align 4
  %41 = add i64 %36, %32
  %42 = icmp ult i64 %41, %8
  br i1 %42, label %35, label %43

43:                                               ; preds = %35
  br label %44

44:                                               ; preds = %43, %6
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTS5Scale(float addrspace(1)* align 4 %0, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %1, %class.anon.10* byval(%class.anon.10) align 4 %2, float addrspace(1)* readonly align 4 %3, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %4) #0 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !15 !kernel_arg_type_qual !13 !kernel_arg_base_type !15 {
  %6 = getelementptr inbounds %class.anon.10, %class.anon.10* %2, i64 0, i32 0
  %7 = load float, float* %6, align 4
  %8 = bitcast %"class.sycl::_V1::id"* %1 to i64*
  %9 = load i64, i64* %8, align 8
  %10 = getelementptr inbounds float, float addrspace(1)* %0, i64 %9
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
  %22 = icmp ult i64 %21, 2147483648
  call void @llvm.assume(i1 %22)
  %23 = getelementptr inbounds float, float addrspace(1)* %13, i64 %21
  %24 = load float, float addrspace(1)* %23, align 4
  %25 = fmul float %7, %24
  %26 = getelementptr inbounds float, float addrspace(1)* %10, i64 %21
  store float %25, float addrspace(1)* %26, align 4
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI6OffsetEE(%"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %0, float addrspace(1)* align 4 %1, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %2, float addrspace(1)* readonly align 4 %3, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %4) #0 !kernel_arg_addr_space !16 !kernel_arg_access_qual !11 !kernel_arg_type !17 !kernel_arg_type_qual !13 !kernel_arg_base_type !17 {
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
  %36 = fadd float %35, 5.000000e-01
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
define spir_kernel void @_ZTS6Offset(float addrspace(1)* align 4 %0, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %1, float addrspace(1)* readonly align 4 %2, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %3) #0 !kernel_arg_addr_space !18 !kernel_arg_access_qual !19 !kernel_arg_type !20 !kernel_arg_type_qual !21 !kernel_arg_base_type !20 {
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
  %22 = fadd float %21, 5.000000e-01
  %23 = getelementptr inbounds float, float addrspace(1)* %7, i64 %18
  store float %22, float addrspace(1)* %23, align 4
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI6SquareEE(%"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %0, float addrspace(1)* align 4 %1, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %2, float addrspace(1)* readonly align 4 %3, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %4) #0 !kernel_arg_addr_space !16 !kernel_arg_access_qual !11 !kernel_arg_type !17 !kernel_arg_type_qual !13 !kernel_arg_base_type !17 {
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
  %36 = fmul float %35, %35
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
define spir_kernel void @_ZTS6Square(float addrspace(1)* align 4 %0, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %1, float addrspace(1)* readonly align 4 %2, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %3) #0 !kernel_arg_addr_space !18 !kernel_arg_access_qual !19 !kernel_arg_type !20 !kernel_arg_type_qual !21 !kernel_arg_base_type !20 {
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
  %22 = fmul float %21, %21
  %23 = getelementptr inbounds float, float addrspace(1)* %7, i64 %18
  store float %22, float addrspace(1)* %23, align 4
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI6NegateEE(%"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %0, float addrspace(1)* align 4 %1, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %2, float addrspace(1)* readonly align 4 %3, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %4) #0 !kernel_arg_addr_space !16 !kernel_arg_access_qual !11 !kernel_arg_type !17 !kernel_arg_type_qual !13 !kernel_arg_base_type !17 {
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
  %36 = fneg float %35
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
define spir_kernel void @_ZTS6Negate(float addrspace(1)* align 4 %0, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %1, float addrspace(1)* readonly align 4 %2, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %3) #0 !kernel_arg_addr_space !18 !kernel_arg_access_qual !19 !kernel_arg_type !20 !kernel_arg_type_qual !21 !kernel_arg_base_type !20 {
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
  %22 = fneg float %21
  %23 = getelementptr inbounds float, float addrspace(1)* %7, i64 %18
  store float %22, float addrspace(1)* %23, align 4
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI4CopyEE(%"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %0, float addrspace(1)* align 4 %1, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %2, float addrspace(1)* readonly align 4 %3, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %4) #0 !kernel_arg_addr_space !16 !kernel_arg_access_qual !11 !kernel_arg_type !17 !kernel_arg_type_qual !13 !kernel_arg_base_type !17 {
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
  br i1 %30, label %31, label %40

31:                                               ; preds = %5
  br label %32

32:                                               ; preds = %32, %31
  %33 = phi i64 [ %37, %32 ], [ %21, %31 ]
  %34 = getelementptr inbounds float, float addrspace(1)* %13, i64 %33
  %35 = load float, float addrspace(1)* %34, align 4
  %36 = getelementptr inbounds float, float addrspace(1)* %10, i64 %33
  store float %35, float addrspace(1)* %36, align 4
  %37 = add i64 %33, %29
  %38 = icmp ult i64 %37, %7
  br i1 %38, label %32, label %39

39:                                               ; preds = %32
  br label %40

40:                                               ; preds = %39, %5
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTS4Copy(float addrspace(1)* align 4 %0, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %1, float addrspace(1)* readonly align 4 %2, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %3) #0 !kernel_arg_addr_space !18 !kernel_arg_access_qual !19 !kernel_arg_type !20 !kernel_arg_type_qual !21 !kernel_arg_base_type !20 {
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
  %22 = getelementptr inbounds float, float addrspace(1)* %7, i64 %18
  store float %21, float addrspace(1)* %22, align 4
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI4BiasEE(%"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %0, float addrspace(1)* align 4 %1, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %2, float addrspace(1)* readonly align 4 %3, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %4) #0 !kernel_arg_addr_space !16 !kernel_arg_access_qual !11 !kernel_arg_type !17 !kernel_arg_type_qual !13 !kernel_arg_base_type !17 {
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
define spir_kernel void @_ZTS4Bias(float addrspace(1)* align 4 %0, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %1, float addrspace(1)* readonly align 4 %2, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %3) #0 !kernel_arg_addr_space !18 !kernel_arg_access_qual !19 !kernel_arg_type !20 !kernel_arg_type_qual !21 !kernel_arg_base_type !20 {
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

; Function Attrs: nounwind
define spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI5HalveEE(%"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %0, float addrspace(1)* align 4 %1, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %2, float addrspace(1)* readonly align 4 %3, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %4) #0 !kernel_arg_addr_space !16 !kernel_arg_access_qual !11 !kernel_arg_type !17 !kernel_arg_type_qual !13 !kernel_arg_base_type !17 {
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
  %36 = fmul float %35, 5.000000e-01
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
define spir_kernel void @_ZTS5Halve(float addrspace(1)* align 4 %0, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %1, float addrspace(1)* readonly align 4 %2, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %3) #0 !kernel_arg_addr_space !18 !kernel_arg_access_qual !19 !kernel_arg_type !20 !kernel_arg_type_qual !21 !kernel_arg_base_type !20 {
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
  %22 = fmul float %21, 5.000000e-01
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
!6 = !{i32 0, i32 1, i32 0, i32 0, i32 1, i32 0}
!7 = !{!"none", !"none", !"none", !"none", !"none", !"none"}
!8 = !{!"class.sycl::_V1::range", !"float*", !"class.sycl::_V1::id", !"long", !"float*", !"class.sycl::_V1::id"}
!9 = !{!"", !"", !"", !"", !"", !""}
!10 = !{i32 1, i32 0, i32 0, i32 1, i32 0}
!11 = !{!"none", !"none", !"none", !"none", !"none"}
!12 = !{!"float*", !"class.sycl::_V1::id", !"long", !"float*", !"class.sycl::_V1::id"}
!13 = !{!"", !"", !"", !"", !""}
!14 = !{!"class.sycl::_V1::range", !"float*", !"class.sycl::_V1::id", !"class.anon.10", !"float*", !"class.sycl::_V1::id"}
!15 = !{!"float*", !"class.sycl::_V1::id", !"class.anon.10", !"float*", !"class.sycl::_V1::id"}
!16 = !{i32 0, i32 1, i32 0, i32 1, i32 0}
!17 = !{!"class.sycl::_V1::range", !"float*", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::id"}
!18 = !{i32 1, i32 0, i32 1, i32 0}
!19 = !{!"none", !"none", !"none", !"none"}
!20 = !{!"float*", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::id"}
!21 = !{!"", !"", !"", !""}
