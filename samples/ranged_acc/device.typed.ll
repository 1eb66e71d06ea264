; ModuleID = 'device.bc'
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024"
target triple = "spir64-unknown-unknown"

%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [2 x i64] }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array" }

; Function Attrs: nounwind
define spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI8AddBlockEE(%"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %0, i32 addrspace(1)* align 4 %1, %"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %2, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %3, i32 addrspace(1)* readonly align 4 %4, %"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %5, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %6) #0 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_type_qual !9 !kernel_arg_base_type !8 {
  %8 = bitcast %"class.sycl::_V1::range"* %0 to i64*
  %9 = load i64, i64* %8, align 8
  %10 = bitcast %"class.sycl::_V1::range"* %0 to i64*
  %11 = getelementptr inbounds i64, i64* %10, i64 1
  %12 = load i64, i64* %11, align 8
  %13 = bitcast %"class.sycl::_V1::range"* %2 to i64*
  %14 = getelementptr inbounds i64, i64* %13, i64 1
  %15 = load i64, i64* %14, align 8
  %16 = bitcast %"class.sycl::_V1::id"* %3 to i64*
  %17 = load i64, i64* %16, align 8
  %18 = bitcast %"class.sycl::_V1::id"* %3 to i64*
  %19 = getelementptr inbounds i64, i64* %18, i64 1
  %20 = load i64, i64* %19, align 8
  %21 = mul i64 %17, %15
  %22 = getelementptr i32, i32 addrspace(1)* %1, i64 %20
  %23 = getelementptr i32, i32 addrspace(1)* %22, i64 %21
  %24 = bitcast %"class.sycl::_V1::range"* %5 to i64*
  %25 = getelementptr inbounds i64, i64* %24, i64 1
  %26 = load i64, i64* %25, align 8
  %27 = bitcast %"class.sycl::_V1::id"* %6 to i64*
  %28 = load i64, i64* %27, align 8
  %29 = bitcast %"class.sycl::_V1::id"* %6 to i64*
  %30 = getelementptr inbounds i64, i64* %29, i64 1
  %31 = load i64, i64* %30, align 8
  %32 = mul i64 %28, %26
  %33 = getelementptr i32, i32 addrspace(1)* %4, i64 %31
  %34 = getelementptr i32, i32 addrspace(1)* %33, i64 %32
  %35 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %36 = insertelement <3 x i64> undef, i64 %35, i32 0
  %37 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %38 = insertelement <3 x i64> %36, i64 %37, i32 1
  %39 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %40 = insertelement <3 x i64> %38, i64 %39, i32 2
  %41 = extractelement <3 x i64> %40, i32 1
  %42 = select i1 true, i64 %41, i64 0
  %43 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %44 = insertelement <3 x i64> undef, i64 %43, i32 0
  %45 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %46 = insertelement <3 x i64> %44, i64 %45, i32 1
  %47 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %48 = insertelement <3 x i64> %46, i64 %47, i32 2
  %49 = extractelement <3 x i64> %48, i32 0
  %50 = select i1 true, i64 %49, i64 0
  %51 = call spir_func i64 @_Z15get_global_sizej(i32 0) #2
  %52 = insertelement <3 x i64> undef, i64 %51, i32 0
  %53 = call spir_func i64 @_Z15get_global_sizej(i32 1) #2
  %54 = insertelement <3 x i64> %52, i64 %53, i32 1
  %55 = call spir_func i64 @_Z15get_global_sizej(i32 2) #2
  %56 = insertelement <3 x i64> %54, i64 %55, i32 2
  %57 = extractelement <3 x i64> %56, i32 1
  %58 = select i1 true, i64 %57, i64 1
  %59 = call spir_func i64 @_Z15get_global_sizej(i32 0) #2
  %60 = insertelement <3 x i64> undef, i64 %59, i32 0
  %61 = call spir_func i64 @_Z15get_global_sizej(i32 1) #2
  %62 = insertelement <3 x i64> %60, i64 %61, i32 1
  %63 = call spir_func i64 @_Z15get_global_sizej(i32 2) #2
  %64 = insertelement <3 x i64> %62, i64 %63, i32 2
  %65 = extractelement <3 x i64> %64, i32 0
  %66 = select i1 true, i64 %65, i64 1
  %67 = icmp ult i64 %42, %9
  %68 = icmp ult i64 %50, %12
  %69 = select i1 %68, i1 %67, i1 false
  br i1 %69, label %70, label %90

70:                                               ; preds = %7
  br label %71

71:                                               ; preds = %86, %70
  %72 = phi i64 [ %87, %86 ], [ %50, %70 ]
  %73 = getelementptr i32, i32 addrspace(1)* %34, i64 %72
  %74 = getelementptr i32, i32 addrspace(1)* %23, i64 %72
  br label %75

75:                                               ; preds = %75, %71
  %76 = phi i64 [ %42, %71 ], [ %84, %75 ]
  %77 = mul i64 %76, %26
  %78 = getelementptr i32, i32 addrspace(1)* %73, i64 %77
  %79 = load i32, i32 addrspace(1)* %78, align 4
  %80 = mul i64 %76, %15
  %81 = getelementptr i32, i32 addrspace(1)* %74, i64 %80
  %82 = load i32, i32 addrspace(1)* %81, align 4
  %83 = add nsw i32 %82, %79
  store i32 %83, i32 addrspace(1)* %81, align 4
  %84 = add i64 %76, %58
  %85 = icmp ult i64 %84, %9
  br i1 %85, label %75, label %86

86:                                               ; preds = %75
  %87 = add i64 %72, %66
  %88 = icmp ult i64 %87, %12
  br i1 %88, label %71, label %89

89:                                               ; preds = %86
  br label %90

90:                                               ; preds = %89, %7
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTS8AddBlock(i32 addrspace(1)* align 4 %0, %"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %1, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %2, i32 addrspace(1)* readonly align 4 %3, %"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %4, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %5) #0 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_type_qual !13 !kernel_arg_base_type !12 {
  %7 = bitcast %"class.sycl::_V1::range"* %1 to i64*
  %8 = getelementptr inbounds i64, i64* %7, i64 1
  %9 = load i64, i64* %8, align 8
  %10 = bitcast %"class.sycl::_V1::id"* %2 to i64*
  %11 = load i64, i64* %10, align 8
  %12 = bitcast %"class.sycl::_V1::id"* %2 to i64*
  %13 = getelementptr inbounds i64, i64* %12, i64 1
  %14 = load i64, i64* %13, align 8
  %15 = mul i64 %11, %9
  %16 = getelementptr i32, i32 addrspace(1)* %0, i64 %14
  %17 = getelementptr i32, i32 addrspace(1)* %16, i64 %15
  %18 = bitcast %"class.sycl::_V1::range"* %4 to i64*
  %19 = getelementptr inbounds i64, i64* %18, i64 1
  %20 = load i64, i64* %19, align 8
  %21 = bitcast %"class.sycl::_V1::id"* %5 to i64*
  %22 = load i64, i64* %21, align 8
  %23 = bitcast %"class.sycl::_V1::id"* %5 to i64*
  %24 = getelementptr inbounds i64, i64* %23, i64 1
  %25 = load i64, i64* %24, align 8
  %26 = mul i64 %22, %20
  %27 = getelementptr i32, i32 addrspace(1)* %3, i64 %25
  %28 = getelementptr i32, i32 addrspace(1)* %27, i64 %26
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
  %47 = mul i64 %36, %20
  %48 = getelementptr i32, i32 addrspace(1)* %28, i64 %44
  %49 = getelementptr i32, i32 addrspace(1)* %48, i64 %47
  %50 = load i32, i32 addrspace(1)* %49, align 4
  %51 = mul i64 %36, %9
  %52 = getelementptr i32, i32 addrspace(1)* %17, i64 %44
  %53 = getelementptr i32, i32 addrspace(1)* %52, i64 %51
  %54 = load i32, i32 addrspace(1)* %53, align 4
  %55 = add nsw i32 %54, %50
  store i32 %55, i32 addrspace(1)* %53, align 4
  ret void
}

; Function Attrs: inaccessiblememonly nocallback nofree nosync nounwind willreturn
declare void @llvm.assume(i1 noundef) #1

; Function Attrs: nounwind
define spir_kernel void @_ZTSN4sycl3_V16detail18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZ4mainENKUlRNS0_7handlerEE0_clES6_EUlNS0_2idILi2EEEE_EE(%"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %0, i32 addrspace(1)* align 4 %1, %"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %2, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %3, i32 addrspace(1)* readonly align 4 %4, %"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %5, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %6) #0 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_type_qual !9 !kernel_arg_base_type !8 {
  %8 = bitcast %"class.sycl::_V1::range"* %0 to i64*
  %9 = load i64, i64* %8, align 8
  %10 = bitcast %"class.sycl::_V1::range"* %0 to i64*
  %11 = getelementptr inbounds i64, i64* %10, i64 1
  %12 = load i64, i64* %11, align 8
  %13 = bitcast %"class.sycl::_V1::range"* %2 to i64*
  %14 = getelementptr inbounds i64, i64* %13, i64 1
  %15 = load i64, i64* %14, align 8
  %16 = bitcast %"class.sycl::_V1::id"* %3 to i64*
  %17 = load i64, i64* %16, align 8
  %18 = bitcast %"class.sycl::_V1::id"* %3 to i64*
  %19 = getelementptr inbounds i64, i64* %18, i64 1
  %20 = load i64, i64* %19, align 8
  %21 = mul i64 %17, %15
  %22 = getelementptr i32, i32 addrspace(1)* %1, i64 %20
  %23 = getelementptr i32, i32 addrspace(1)* %22, i64 %21
  %24 = bitcast %"class.sycl::_V1::range"* %5 to i64*
  %25 = getelementptr inbounds i64, i64* %24, i64 1
  %26 = load i64, i64* %25, align 8
  %27 = bitcast %"class.sycl::_V1::id"* %6 to i64*
  %28 = load i64, i64* %27, align 8
  %29 = bitcast %"class.sycl::_V1::id"* %6 to i64*
  %30 = getelementptr inbounds i64, i64* %29, i64 1
  %31 = load i64, i64* %30, align 8
  %32 = mul i64 %28, %26
  %33 = getelementptr i32, i32 addrspace(1)* %4, i64 %31
  %34 = getelementptr i32, i32 addrspace(1)* %33, i64 %32
  %35 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %36 = insertelement <3 x i64> undef, i64 %35, i32 0
  %37 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %38 = insertelement <3 x i64> %36, i64 %37, i32 1
  %39 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %40 = insertelement <3 x i64> %38, i64 %39, i32 2
  %41 = extractelement <3 x i64> %40, i32 1
  %42 = select i1 true, i64 %41, i64 0
  %43 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %44 = insertelement <3 x i64> undef, i64 %43, i32 0
  %45 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %46 = insertelement <3 x i64> %44, i64 %45, i32 1
  %47 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %48 = insertelement <3 x i64> %46, i64 %47, i32 2
  %49 = extractelement <3 x i64> %48, i32 0
  %50 = select i1 true, i64 %49, i64 0
  %51 = call spir_func i64 @_Z15get_global_sizej(i32 0) #2
  %52 = insertelement <3 x i64> undef, i64 %51, i32 0
  %53 = call spir_func i64 @_Z15get_global_sizej(i32 1) #2
  %54 = insertelement <3 x i64> %52, i64 %53, i32 1
  %55 = call spir_func i64 @_Z15get_global_sizej(i32 2) #2
  %56 = insertelement <3 x i64> %54, i64 %55, i32 2
  %57 = extractelement <3 x i64> %56, i32 1
  %58 = select i1 true, i64 %57, i64 1
  %59 = call spir_func i64 @_Z15get_global_sizej(i32 0) #2
  %60 = insertelement <3 x i64> undef, i64 %59, i32 0
  %61 = call spir_func i64 @_Z15get_global_sizej(i32 1) #2
  %62 = insertelement <3 x i64> %60, i64 %61, i32 1
  %63 = call spir_func i64 @_Z15get_global_sizej(i32 2) #2
  %64 = insertelement <3 x i64> %62, i64 %63, i32 2
  %65 = extractelement <3 x i64> %64, i32 0
  %66 = select i1 true, i64 %65, i64 1
  %67 = icmp ult i64 %42, %9
  %68 = icmp ult i64 %50, %12
  %69 = select i1 %68, i1 %67, i1 false
  br i1 %69, label %70, label %90

70:                                               ; preds = %7
  br label %71

71:                                               ; preds = %86, %70
  %72 = phi i64 [ %87, %86 ], [ %50, %70 ]
  %73 = getelementptr i32, i32 addrspace(1)* %34, i64 %72
  %74 = getelementptr i32, i32 addrspace(1)* %23, i64 %72
  br label %75

75:                                               ; preds = %75, %71
  %76 = phi i64 [ %42, %71 ], [ %84, %75 ]
  %77 = add nuw nsw i64 %76, 14
  %78 = mul i64 %77, %26
  %79 = getelementptr i32, i32 addrspace(1)* %73, i64 %78
  %80 = load i32, i32 addrspace(1)* %79, align 4
  %81 = shl nsw i32 %80, 1
  %82 = mul i64 %76, %15
  %83 = getelementptr i32, i32 addrspace(1)* %74, i64 %82
  store i32 %81, i32 addrspace(1)* %83, align 4
  %84 = add i64 %76, %58
  %85 = icmp ult i64 %84, %9
  br i1 %85, label %75, label %86

86:                                               ; preds = %75
  %87 = add i64 %72, %66
  %88 = icmp ult i64 %87, %12
  br i1 %88, label %71, label %89

89:                                               ; preds = %86
  br label %90

90:                                               ; preds = %89, %7
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTSZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_EUlNS0_2idILi2EEEE_(i32 addrspace(1)* align 4 %0, %"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %1, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %2, i32 addrspace(1)* readonly align 4 %3, %"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %4, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %5) #0 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_type_qual !13 !kernel_arg_base_type !12 {
  %7 = bitcast %"class.sycl::_V1::range"* %1 to i64*
  %8 = getelementptr inbounds i64, i64* %7, i64 1
  %9 = load i64, i64* %8, align 8
  %10 = bitcast %"class.sycl::_V1::id"* %2 to i64*
  %11 = load i64, i64* %10, align 8
  %12 = bitcast %"class.sycl::_V1::id"* %2 to i64*
  %13 = getelementptr inbounds i64, i64* %12, i64 1
  %14 = load i64, i64* %13, align 8
  %15 = mul i64 %11, %9
  %16 = getelementptr i32, i32 addrspace(1)* %0, i64 %14
  %17 = getelementptr i32, i32 addrspace(1)* %16, i64 %15
  %18 = bitcast %"class.sycl::_V1::range"* %4 to i64*
  %19 = getelementptr inbounds i64, i64* %18, i64 1
  %20 = load i64, i64* %19, align 8
  %21 = bitcast %"class.sycl::_V1::id"* %5 to i64*
  %22 = load i64, i64* %21, align 8
  %23 = bitcast %"class.sycl::_V1::id"* %5 to i64*
  %24 = getelementptr inbounds i64, i64* %23, i64 1
  %25 = load i64, i64* %24, align 8
  %26 = mul i64 %22, %20
  %27 = getelementptr i32, i32 addrspace(1)* %3, i64 %25
  %28 = getelementptr i32, i32 addrspace(1)* %27, i64 %26
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
  %47 = add nuw nsw i64 %36, 14
  %48 = mul i64 %47, %20
  %49 = getelementptr i32, i32 addrspace(1)* %28, i64 %44
  %50 = getelementptr i32, i32 addrspace(1)* %49, i64 %48
  %51 = load i32, i32 addrspace(1)* %50, align 4
  %52 = shl nsw i32 %51, 1
  %53 = mul i64 %36, %9
  %54 = getelementptr i32, i32 addrspace(1)* %17, i64 %44
  %55 = getelementptr i32, i32 addrspace(1)* %54, i64 %53
  store i32 %52, i32 addrspace(1)* %55, align 4
  ret void
}

; Function Attrs: nounwind readnone willreturn
declare spir_func i64 @_Z13get_global_idj(i32) #2

; Function Attrs: nounwind readnone willreturn
declare spir_func i64 @_Z15get_global_sizej(i32) #2

attributes #0 = { nounwind }
attributes #1 = { inaccessiblememonly nocallback nofree nosync nounwind willreturn }
attributes #2 = { nounwind readnone willreturn }

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
!6 = !{i32 0, i32 1, i32 0, i32 0, i32 1, i32 0, i32 0}
!7 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!8 = !{!"class.sycl::_V1::range", !"int*", !"class.sycl::_V1::range", !"class.sycl::_V1::id", !"int*", !"class.sycl::_V1::range", !"class.sycl::_V1::id"}
!9 = !{!"", !"", !"", !"", !"", !"", !""}
!10 = !{i32 1, i32 0, i32 0, i32 1, i32 0, i32 0}
!11 = !{!"none", !"none", !"none", !"none", !"none", !"none"}
!12 = !{!"int*", !"class.sycl::_V1::range", !"class.sycl::_V1::id", !"int*", !"class.sycl::_V1::range", !"class.sycl::_V1::id"}
!13 = !{!"", !"", !"", !"", !"", !""}
