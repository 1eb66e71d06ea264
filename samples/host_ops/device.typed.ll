; ModuleID = 'device.bc'
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024"
target triple = "spir64-unknown-unknown"

%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [1 x i64] }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array" }
%class.anon.21 = type { i8 addrspace(4)*, i8 addrspace(4)* }
%structtype = type { i64, i64 }

; Function Attrs: nounwind
define spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI6SmoothEE(%"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %0, float addrspace(1)* align 4 %1, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %2) #0 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_type_qual !9 !kernel_arg_base_type !8 {
  %4 = bitcast %"class.sycl::_V1::range"* %0 to i64*
  %5 = load i64, i64* %4, align 8
  %6 = bitcast %"class.sycl::_V1::id"* %2 to i64*
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
  %31 = call spir_func float @_Z3madfff(float %30, float 5.000000e-01, float 1.000000e+00) #3
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
define spir_kernel void @_ZTS6Smooth(float addrspace(1)* align 4 %0, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %1) #0 !kernel_arg_addr_space !3 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_type_qual !12 !kernel_arg_base_type !11 {
  %3 = bitcast %"class.sycl::_V1::id"* %1 to i64*
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
  %17 = call spir_func float @_Z3madfff(float %16, float 5.000000e-01, float 1.000000e+00) #3
  store float %17, float addrspace(1)* %15, align 4
  ret void
}

; Function Attrs: inaccessiblememonly nocallback nofree nosync nounwind willreturn
declare void @llvm.assume(i1 noundef) #1

; Function Attrs: nounwind
define spir_kernel void @_ZTSN4sycl3_V16detail18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZNS0_7handler18copyAccToAccHelperIfLi1ELNS0_6access4modeE1024ELNS7_6targetE2014EfLi1ELS8_1025ELS9_2014ELNS7_11placeholderE0ELSA_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENSE_IT3_XT4_EXT5_EXT6_EXT8_ESJ_EEEUlNS0_2idILi1EEEE_EE(%"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %0, float addrspace(1)* readonly align 4 %1, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %2, float addrspace(1)* align 4 %3, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %4) #0 !kernel_arg_addr_space !13 !kernel_arg_access_qual !14 !kernel_arg_type !15 !kernel_arg_type_qual !16 !kernel_arg_base_type !15 {
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
  %34 = getelementptr inbounds float, float addrspace(1)* %10, i64 %33
  %35 = load float, float addrspace(1)* %34, align 4
  %36 = getelementptr inbounds float, float addrspace(1)* %13, i64 %33
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
define spir_kernel void @_ZTSZN4sycl3_V17handler18copyAccToAccHelperIfLi1ELNS0_6access4modeE1024ELNS3_6targetE2014EfLi1ELS4_1025ELS5_2014ELNS3_11placeholderE0ELS6_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENSA_IT3_XT4_EXT5_EXT6_EXT8_ESF_EEEUlNS0_2idILi1EEEE_(float addrspace(1)* readonly align 4 %0, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %1, float addrspace(1)* align 4 %2, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %3) #0 !kernel_arg_addr_space !17 !kernel_arg_access_qual !18 !kernel_arg_type !19 !kernel_arg_type_qual !20 !kernel_arg_base_type !19 {
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
  %20 = getelementptr inbounds float, float addrspace(1)* %7, i64 %18
  %21 = load float, float addrspace(1)* %20, align 4
  %22 = getelementptr inbounds float, float addrspace(1)* %10, i64 %18
  store float %21, float addrspace(1)* %22, align 4
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI6OffsetEE(%"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %0, float addrspace(1)* align 4 %1, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %2, float addrspace(1)* readonly align 4 %3, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %4) #0 !kernel_arg_addr_space !13 !kernel_arg_access_qual !14 !kernel_arg_type !15 !kernel_arg_type_qual !16 !kernel_arg_base_type !15 {
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
define spir_kernel void @_ZTS6Offset(float addrspace(1)* align 4 %0, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %1, float addrspace(1)* readonly align 4 %2, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %3) #0 !kernel_arg_addr_space !17 !kernel_arg_access_qual !18 !kernel_arg_type !19 !kernel_arg_type_qual !20 !kernel_arg_base_type !19 {
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
define spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI6SquareEE(%"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %0, %class.anon.21* byval(%class.anon.21) align 8 %1) #0 !kernel_arg_addr_space !21 !kernel_arg_access_qual !10 !kernel_arg_type !22 !kernel_arg_type_qual !12 !kernel_arg_base_type !22 {
  %3 = bitcast %"class.sycl::_V1::range"* %0 to i64*
  %4 = load i64, i64* %3, align 8
  %5 = bitcast %class.anon.21* %1 to %structtype*
  %6 = getelementptr inbounds %structtype, %structtype* %5, i64 0, i32 0
  %7 = load i64, i64* %6, align 8
  %8 = inttoptr i64 %7 to float addrspace(4)*
  %9 = bitcast %class.anon.21* %1 to %structtype*
  %10 = getelementptr inbounds %structtype, %structtype* %9, i64 0, i32 1
  %11 = load i64, i64* %10, align 8
  %12 = inttoptr i64 %11 to float addrspace(4)*
  %13 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %14 = insertelement <3 x i64> undef, i64 %13, i32 0
  %15 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %16 = insertelement <3 x i64> %14, i64 %15, i32 1
  %17 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %18 = insertelement <3 x i64> %16, i64 %17, i32 2
  %19 = extractelement <3 x i64> %18, i32 0
  %20 = select i1 true, i64 %19, i64 0
  %21 = call spir_func i64 @_Z15get_global_sizej(i32 0) #2
  %22 = insertelement <3 x i64> undef, i64 %21, i32 0
  %23 = call spir_func i64 @_Z15get_global_sizej(i32 1) #2
  %24 = insertelement <3 x i64> %22, i64 %23, i32 1
  %25 = call spir_func i64 @_Z15get_global_sizej(i32 2) #2
  %26 = insertelement <3 x i64> %24, i64 %25, i32 2
  %27 = extractelement <3 x i64> %26, i32 0
  %28 = select i1 true, i64 %27, i64 1
  %29 = icmp ult i64 %20, %4
  br i1 %29, label %30, label %40

30:                                               ; preds = %2
  br label %31

31:                                               ; preds = %31, %30
  %32 = phi i64 [ %37, %31 ], [ %20, %30 ]
  %33 = getelementptr inbounds float, float addrspace(4)* %12, i64 %32
  %34 = load float, float addrspace(4)* %33, align 4
  %35 = fmul float %34, %34
  %36 = getelementptr inbounds float, float addrspace(4)* %8, i64 %32
  store float %35, float addrspace(4)* %36, align 4
  %37 = add i64 %32, %28
  %38 = icmp ult i64 %37, %4
  br i1 %38, label %31, label %39

39:                                               ; preds = %31
  br label %40

40:                                               ; preds = %39, %2
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTS6Square(float addrspace(1)* align 4 %0, float addrspace(1)* align 4 %1) #0 !kernel_arg_addr_space !23 !kernel_arg_access_qual !10 !kernel_arg_type !24 !kernel_arg_type_qual !12 !kernel_arg_base_type !24 {
  %3 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %4 = insertelement <3 x i64> undef, i64 %3, i32 0
  %5 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %6 = insertelement <3 x i64> %4, i64 %5, i32 1
  %7 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %8 = insertelement <3 x i64> %6, i64 %7, i32 2
  %9 = extractelement <3 x i64> %8, i32 0
  %10 = select i1 true, i64 %9, i64 0
  %11 = getelementptr inbounds float, float addrspace(1)* %1, i64 %10
  %12 = load float, float addrspace(1)* %11, align 4
  %13 = fmul float %12, %12
  %14 = icmp ult i64 %10, 2147483648
  call void @llvm.assume(i1 %14)
  %15 = getelementptr inbounds float, float addrspace(1)* %0, i64 %10
  store float %13, float addrspace(1)* %15, align 4
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
!6 = !{i32 0, i32 1, i32 0}
!7 = !{!"none", !"none", !"none"}
!8 = !{!"class.sycl::_V1::range", !"float*", !"class.sycl::_V1::id"}
!9 = !{!"", !"", !""}
!10 = !{!"none", !"none"}
!11 = !{!"float*", !"class.sycl::_V1::id"}
!12 = !{!"", !""}
!13 = !{i32 0, i32 1, i32 0, i32 1, i32 0}
!14 = !{!"none", !"none", !"none", !"none", !"none"}
!15 = !{!"class.sycl::_V1::range", !"float*", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::id"}
!16 = !{!"", !"", !"", !"", !""}
!17 = !{i32 1, i32 0, i32 1, i32 0}
!18 = !{!"none", !"none", !"none", !"none"}
!19 = !{!"float*", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::id"}
!20 = !{!"", !"", !"", !""}
!21 = !{i32 0, i32 0}
!22 = !{!"class.sycl::_V1::range", !"class.anon.21"}
!23 = !{i32 1, i32 1}
!24 = !{!"float*", !"float*"}
