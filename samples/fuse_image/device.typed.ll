; ModuleID = 'device.bc'
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024"
target triple = "spir64-unknown-unknown"

%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [2 x i64] }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array.1" }
%"class.sycl::_V1::detail::array.1" = type { [1 x i64] }
%class.anon.13 = type { float, float }
%class.anon.16 = type { float }

; Function Attrs: nounwind
define spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI6ToGrayEE(%"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %0, i64 %1, float addrspace(1)* align 4 %2, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %3, float addrspace(1)* readonly align 4 %4, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %5) #0 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_type_qual !9 !kernel_arg_base_type !8 {
  %7 = bitcast %"class.sycl::_V1::range"* %0 to i64*
  %8 = load i64, i64* %7, align 8
  %9 = bitcast %"class.sycl::_V1::range"* %0 to i64*
  %10 = getelementptr inbounds i64, i64* %9, i64 1
  %11 = load i64, i64* %10, align 8
  %12 = bitcast %"class.sycl::_V1::id"* %3 to i64*
  %13 = load i64, i64* %12, align 8
  %14 = getelementptr inbounds float, float addrspace(1)* %2, i64 %13
  %15 = bitcast %"class.sycl::_V1::id"* %5 to i64*
  %16 = load i64, i64* %15, align 8
  %17 = getelementptr inbounds float, float addrspace(1)* %4, i64 %16
  %18 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %19 = insertelement <3 x i64> undef, i64 %18, i32 0
  %20 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %21 = insertelement <3 x i64> %19, i64 %20, i32 1
  %22 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %23 = insertelement <3 x i64> %21, i64 %22, i32 2
  %24 = extractelement <3 x i64> %23, i32 1
  %25 = select i1 true, i64 %24, i64 0
  %26 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %27 = insertelement <3 x i64> undef, i64 %26, i32 0
  %28 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %29 = insertelement <3 x i64> %27, i64 %28, i32 1
  %30 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %31 = insertelement <3 x i64> %29, i64 %30, i32 2
  %32 = extractelement <3 x i64> %31, i32 0
  %33 = select i1 true, i64 %32, i64 0
  %34 = call spir_func i64 @_Z15get_global_sizej(i32 0) #2
  %35 = insertelement <3 x i64> undef, i64 %34, i32 0
  %36 = call spir_func i64 @_Z15get_global_sizej(i32 1) #2
  %37 = insertelement <3 x i64> %35, i64 %36, i32 1
  %38 = call spir_func i64 @_Z15get_global_sizej(i32 2) #2
  %39 = insertelement <3 x i64> %37, i64 %38, i32 2
  %40 = extractelement <3 x i64> %39, i32 1
  %41 = select i1 true, i64 %40, i64 1
  %42 = call spir_func i64 @_Z15get_global_sizej(i32 0) #2
  %43 = insertelement <3 x i64> undef, i64 %42, i32 0
  %44 = call spir_func i64 @_Z15get_global_sizej(i32 1) #2
  %45 = insertelement <3 x i64> %43, i64 %44, i32 1
  %46 = call spir_func i64 @_Z15get_global_sizej(i32 2) #2
  %47 = insertelement <3 x i64> %45, i64 %46, i32 2
  %48 = extractelement <3 x i64> %47, i32 0
  %49 = select i1 true, i64 %48, i64 1
  %50 = icmp ult i64 %25, %8
  %51 = icmp ult i64 %33, %11
  %52 = select i1 %51, i1 %50, i1 false
  br i1 %52, label %53, label %77

53:                                               ; preds = %6
  br label %54

54:                                               ; preds = %73, %53
  %55 = phi i64 [ %74, %73 ], [ %33, %53 ]
  br label %56

56:                                               ; preds = %56, %54
  %57 = phi i64 [ %25, %54 ], [ %71, %56 ]
  %58 = mul i64 %57, %1
  %59 = add i64 %58, %55
  %60 = mul i64 %59, 3
  %61 = getelementptr float, float addrspace(1)* %17, i64 %60
  %62 = load float, float addrspace(1)* %61, align 4
  %63 = getelementptr float, float addrspace(1)* %61, i64 1
  %64 = load float, float addrspace(1)* %63, align 4
  %65 = fmul float %64, 0x3FE2C8B440000000
  %66 = call spir_func float @_Z3madfff(float %62, float 0x3FD322D0E0000000, float %65) #3
  %67 = getelementptr float, float addrspace(1)* %61, i64 2
  %68 = load float, float addrspace(1)* %67, align 4
  %69 = call spir_func float @_Z3madfff(float %68, float 0x3FBD2F1AA0000000, float %66) #3
  %70 = getelementptr inbounds float, float addrspace(1)* %14, i64 %59
  store float %69, float addrspace(1)* %70, align 4
  %71 = add i64 %57, %41
  %72 = icmp ult i64 %71, %8
  br i1 %72, label %56, label %73

73:                                               ; preds = %56
  %74 = add i64 %55, %49
  %75 = icmp ult i64 %74, %11
  br i1 %75, label %54, label %76

76:                                               ; preds = %73
  br label %77

77:                                               ; preds = %76, %6
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTS6ToGray(i64 %0, float addrspace(1)* align 4 %1, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %2, float addrspace(1)* readonly align 4 %3, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %4) #0 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_type_qual !13 !kernel_arg_base_type !12 {
  %6 = bitcast %"class.sycl::_V1::id"* %2 to i64*
  %7 = load i64, i64* %6, align 8
  %8 = getelementptr inbounds float, float addrspace(1)* %1, i64 %7
  %9 = bitcast %"class.sycl::_V1::id"* %4 to i64*
  %10 = load i64, i64* %9, align 8
  %11 = getelementptr inbounds float, float addrspace(1)* %3, i64 %10
  %12 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %13 = insertelement <3 x i64> undef, i64 %12, i32 0
  %14 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %15 = insertelement <3 x i64> %13, i64 %14, i32 1
  %16 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %17 = insertelement <3 x i64> %15, i64 %16, i32 2
  %18 = extractelement <3 x i64> %17, i32 1
  %19 = select i1 true, i64 %18, i64 0
  %20 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %21 = insertelement <3 x i64> undef, i64 %20, i32 0
  %22 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %23 = insertelement <3 x i64> %21, i64 %22, i32 1
  %24 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %25 = insertelement <3 x i64> %23, i64 %24, i32 2
  %26 = extractelement <3 x i64> %25, i32 0
  %27 = select i1 true, i64 %26, i64 0
  %28 = icmp ult i64 %19, 2147483648
  call void @llvm.assume(i1 %28)
  %29 = icmp ult i64 %27, 2147483648
  call void @llvm.assume(i1 %29)
  %30 = mul i64 %19, %0
  %31 = add i64 %30, %27
  %32 = mul i64 %31, 3
  %33 = getelementptr float, float addrspace(1)* %11, i64 %32
  %34 = load float, float addrspace(1)* %33, align 4
  %35 = getelementptr float, float addrspace(1)* %33, i64 1
  %36 = load float, float addrspace(1)* %35, align 4
  %37 = fmul float %36, 0x3FE2C8B440000000
  %38 = call spir_func float @_Z3madfff(float %34, float 0x3FD322D0E0000000, float %37) #3
  %39 = getelementptr float, float addrspace(1)* %33, i64 2
  %40 = load float, float addrspace(1)* %39, align 4
  %41 = call spir_func float @_Z3madfff(float %40, float 0x3FBD2F1AA0000000, float %38) #3
  %42 = getelementptr inbounds float, float addrspace(1)* %8, i64 %31
  store float %41, float addrspace(1)* %42, align 4
  ret void
}

; Function Attrs: inaccessiblememonly nocallback nofree nosync nounwind willreturn
declare void @llvm.assume(i1 noundef) #1

; Function Attrs: nounwind
define spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI9NormaliseEE(%"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %0, i64 %1, float addrspace(1)* align 4 %2, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %3, %class.anon.13* byval(%class.anon.13) align 4 %4, float addrspace(1)* readonly align 4 %5, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %6) #0 !kernel_arg_addr_space !14 !kernel_arg_access_qual !15 !kernel_arg_type !16 !kernel_arg_type_qual !17 !kernel_arg_base_type !16 {
  %8 = bitcast %"class.sycl::_V1::range"* %0 to i64*
  %9 = load i64, i64* %8, align 8
  %10 = bitcast %"class.sycl::_V1::range"* %0 to i64*
  %11 = getelementptr inbounds i64, i64* %10, i64 1
  %12 = load i64, i64* %11, align 8
  %13 = getelementptr inbounds %class.anon.13, %class.anon.13* %4, i64 0, i32 0
  %14 = load float, float* %13, align 4
  %15 = getelementptr inbounds %class.anon.13, %class.anon.13* %4, i64 0, i32 1
  %16 = load float, float* %15, align 4
  %17 = bitcast %"class.sycl::_V1::id"* %3 to i64*
  %18 = load i64, i64* %17, align 8
  %19 = getelementptr inbounds float, float addrspace(1)* %2, i64 %18
  %20 = bitcast %"class.sycl::_V1::id"* %6 to i64*
  %21 = load i64, i64* %20, align 8
  %22 = getelementptr inbounds float, float addrspace(1)* %5, i64 %21
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
  %39 = call spir_func i64 @_Z15get_global_sizej(i32 0) #2
  %40 = insertelement <3 x i64> undef, i64 %39, i32 0
  %41 = call spir_func i64 @_Z15get_global_sizej(i32 1) #2
  %42 = insertelement <3 x i64> %40, i64 %41, i32 1
  %43 = call spir_func i64 @_Z15get_global_sizej(i32 2) #2
  %44 = insertelement <3 x i64> %42, i64 %43, i32 2
  %45 = extractelement <3 x i64> %44, i32 1
  %46 = select i1 true, i64 %45, i64 1
  %47 = call spir_func i64 @_Z15get_global_sizej(i32 0) #2
  %48 = insertelement <3 x i64> undef, i64 %47, i32 0
  %49 = call spir_func i64 @_Z15get_global_sizej(i32 1) #2
  %50 = insertelement <3 x i64> %48, i64 %49, i32 1
  %51 = call spir_func i64 @_Z15get_global_sizej(i32 2) #2
  %52 = insertelement <3 x i64> %50, i64 %51, i32 2
  %53 = extractelement <3 x i64> %52, i32 0
  %54 = select i1 true, i64 %53, i64 1
  %55 = icmp ult i64 %30, %9
  %56 = icmp ult i64 %38, %12
  %57 = select i1 %56, i1 %55, i1 false
  br i1 %57, label %58, label %76

58:                                               ; preds = %7
  br label %59

59:                                               ; preds = %72, %58
  %60 = phi i64 [ %73, %72 ], [ %38, %58 ]
  br label %61

61:                                               ; preds = %61, %59
  %62 = phi i64 [ %30, %59 ], [ %70, %61 ]
  %63 = mul i64 %62, %1
  %64 = add i64 %63, %60
  %65 = getelementptr inbounds float, float addrspace(1)* %22, i64 %64
  %66 = load float, float addrspace(1)* %65, align 4
  %67 = fsub float %66, %14
  %68 = fmul float %16, %67
  %69 = getelementptr inbounds float, float addrspace(1)* %19, i64 %64
  store float %68, float addrspace(1)* %69, align 4
  %70 = add i64 %62, %46
  %71 = icmp ult i64 %70, %9
  br i1 %71, label %61, label %72

72:                                               ; preds = %61
  %73 = add i64 %60, %54
  %74 = icmp ult i64 %73, %12
  br i1 %74, label %59, label %75

75:                                               ; preds = %72
  br label %76

76:                                               ; preds = %75, %7
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTS9Normalise(i64 %0, float addrspace(1)* align 4 %1, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %2, %class.anon.13* byval(%class.anon.13) align 4 %3, float addrspace(1)* readonly align 4 %4, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %5) #0 !kernel_arg_addr_space !18 !kernel_arg_access_qual !7 !kernel_arg_type !19 !kernel_arg_type_qual !9 !kernel_arg_base_type !19 {
  %7 = getelementptr inbounds %class.anon.13, %class.anon.13* %3, i64 0, i32 0
  %8 = load float, float* %7, align 4
  %9 = getelementptr inbounds %class.anon.13, %class.anon.13* %3, i64 0, i32 1
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
  %23 = extractelement <3 x i64> %22, i32 1
  %24 = select i1 true, i64 %23, i64 0
  %25 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %26 = insertelement <3 x i64> undef, i64 %25, i32 0
  %27 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %28 = insertelement <3 x i64> %26, i64 %27, i32 1
  %29 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %30 = insertelement <3 x i64> %28, i64 %29, i32 2
  %31 = extractelement <3 x i64> %30, i32 0
  %32 = select i1 true, i64 %31, i64 0
  %33 = icmp ult i64 %24, 2147483648
  call void @llvm.assume(i1 %33)
  %34 = icmp ult i64 %32, 2147483648
  call void @llvm.assume(i1 %34)
  %35 = mul i64 %24, %0
  %36 = add i64 %35, %32
  %37 = getelementptr inbounds float, float addrspace(1)* %16, i64 %36
  %38 = load float, float addrspace(1)* %37, align 4
  %39 = fsub float %38, %8
  %40 = fmul float %10, %39
  %41 = getelementptr inbounds float, float addrspace(1)* %13, i64 %36
  store float %40, float addrspace(1)* %41, align 4
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI5GammaEE(%"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %0, i64 %1, float addrspace(1)* align 4 %2, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %3, %class.anon.16* byval(%class.anon.16) align 4 %4, float addrspace(1)* readonly align 4 %5, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %6) #0 !kernel_arg_addr_space !14 !kernel_arg_access_qual !15 !kernel_arg_type !20 !kernel_arg_type_qual !17 !kernel_arg_base_type !20 {
  %8 = bitcast %"class.sycl::_V1::range"* %0 to i64*
  %9 = load i64, i64* %8, align 8
  %10 = bitcast %"class.sycl::_V1::range"* %0 to i64*
  %11 = getelementptr inbounds i64, i64* %10, i64 1
  %12 = load i64, i64* %11, align 8
  %13 = getelementptr inbounds %class.anon.16, %class.anon.16* %4, i64 0, i32 0
  %14 = load float, float* %13, align 4
  %15 = bitcast %"class.sycl::_V1::id"* %3 to i64*
  %16 = load i64, i64* %15, align 8
  %17 = getelementptr inbounds float, float addrspace(1)* %2, i64 %16
  %18 = bitcast %"class.sycl::_V1::id"* %6 to i64*
  %19 = load i64, i64* %18, align 8
  %20 = getelementptr inbounds float, float addrspace(1)* %5, i64 %19
  %21 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %22 = insertelement <3 x i64> undef, i64 %21, i32 0
  %23 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %24 = insertelement <3 x i64> %22, i64 %23, i32 1
  %25 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %26 = insertelement <3 x i64> %24, i64 %25, i32 2
  %27 = extractelement <3 x i64> %26, i32 1
  %28 = select i1 true, i64 %27, i64 0
  %29 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %30 = insertelement <3 x i64> undef, i64 %29, i32 0
  %31 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %32 = insertelement <3 x i64> %30, i64 %31, i32 1
  %33 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %34 = insertelement <3 x i64> %32, i64 %33, i32 2
  %35 = extractelement <3 x i64> %34, i32 0
  %36 = select i1 true, i64 %35, i64 0
  %37 = call spir_func i64 @_Z15get_global_sizej(i32 0) #2
  %38 = insertelement <3 x i64> undef, i64 %37, i32 0
  %39 = call spir_func i64 @_Z15get_global_sizej(i32 1) #2
  %40 = insertelement <3 x i64> %38, i64 %39, i32 1
  %41 = call spir_func i64 @_Z15get_global_sizej(i32 2) #2
  %42 = insertelement <3 x i64> %40, i64 %41, i32 2
  %43 = extractelement <3 x i64> %42, i32 1
  %44 = select i1 true, i64 %43, i64 1
  %45 = call spir_func i64 @_Z15get_global_sizej(i32 0) #2
  %46 = insertelement <3 x i64> undef, i64 %45, i32 0
  %47 = call spir_func i64 @_Z15get_global_sizej(i32 1) #2
  %48 = insertelement <3 x i64> %46, i64 %47, i32 1
  %49 = call spir_func i64 @_Z15get_global_sizej(i32 2) #2
  %50 = insertelement <3 x i64> %48, i64 %49, i32 2
  %51 = extractelement <3 x i64> %50, i32 0
  %52 = select i1 true, i64 %51, i64 1
  %53 = icmp ult i64 %28, %9
  %54 = icmp ult i64 %36, %12
  %55 = select i1 %54, i1 %53, i1 false
  br i1 %55, label %56, label %79

56:                                               ; preds = %7
  br label %57

57:                                               ; preds = %75, %56
  %58 = phi i64 [ %76, %75 ], [ %36, %56 ]
  %59 = phi i64 [ %77, %75 ], [ %28, %56 ]
  %60 = mul i64 %59, %1
  %61 = add i64 %60, %58
  %62 = getelementptr inbounds float, float addrspace(1)* %20, i64 %61
  %63 = load float, float addrspace(1)* %62, align 4
  %64 = fcmp ogt float %63, 0.000000e+00
  br i1 %64, label %65, label %67

65:                                               ; preds = %57
  %66 = call spir_func float @_Z3powff(float %63, float %14) #3
  br label %67

67:                                               ; preds = %65, %57
  %68 = phi float [ %66, %65 ], [ 0.000000e+00, %57 ]
  %69 = getelementptr inbounds float, float addrspace(1)* %17, i64 %61
  store float %68, float addrspace(1)* %69, align 4
  %70 = add i64 %59, %44
  %71 = icmp ult i64 %70, %9
  br i1 %71, label %75, label %72

72:                                               ; preds = %67
  %73 = add i64 %58, %52
  %74 = icmp ult i64 %73, %12
  br i1 %74, label %75, label %78

75:                                               ; preds = %72, %67
  %76 = phi i64 [ %58, %67 ], [ %73, %72 ]
  %77 = phi i64 [ %70, %67 ], [ %28, %72 ]
  br label %57

78:                                               ; preds = %72
  br label %79

79:                                               ; preds = %78, %7
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTS5Gamma(i64 %0, float addrspace(1)* align 4 %1, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %2, %class.anon.16* byval(%class.anon.16) align 4 %3, float addrspace(1)* readonly align 4 %4, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %5) #0 !kernel_arg_addr_space !18 !kernel_arg_access_qual !7 !kernel_arg_type !21 !kernel_arg_type_qual !9 !kernel_arg_base_type !21 {
  %7 = bitcast %"class.sycl::_V1::id"* %2 to i64*
  %8 = load i64, i64* %7, align 8
  %9 = bitcast %"class.sycl::_V1::id"* %5 to i64*
  %10 = load i64, i64* %9, align 8
  %11 = getelementptr inbounds float, float addrspace(1)* %4, i64 %10
  %12 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %13 = insertelement <3 x i64> undef, i64 %12, i32 0
  %14 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %15 = insertelement <3 x i64> %13, i64 %14, i32 1
  %16 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %17 = insertelement <3 x i64> %15, i64 %16, i32 2
  %18 = extractelement <3 x i64> %17, i32 1
  %19 = select i1 true, i64 %18, i64 0
  %20 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %21 = insertelement <3 x i64> undef, i64 %20, i32 0
  %22 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %23 = insertelement <3 x i64> %21, i64 %22, i32 1
  %24 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %25 = insertelement <3 x i64> %23, i64 %24, i32 2
  %26 = extractelement <3 x i64> %25, i32 0
  %27 = select i1 true, i64 %26, i64 0
  %28 = icmp ult i64 %19, 2147483648
  call void @llvm.assume(i1 %28)
  %29 = icmp ult i64 %27, 2147483648
  call void @llvm.assume(i1 %29)
  %30 = mul i64 %19, %0
  %31 = add i64 %30, %27
  %32 = getelementptr inbounds float, float addrspace(1)* %11, i64 %31
  %33 = load float, float addrspace(1)* %32, align 4
  %34 = fcmp ogt float %33, 0.000000e+00
  br i1 %34, label %35, label %39

35:                                               ; preds = %6
  %36 = getelementptr inbounds %class.anon.16, %class.anon.16* %3, i64 0, i32 0
  %37 = load float, float* %36, align 4
  %38 = call spir_func float @_Z3powff(float %33, float %37) #3
  br label %39

39:                                               ; preds = %35, %6
  %40 = phi float [ %38, %35 ], [ 0.000000e+00, %6 ]
  %41 = getelementptr inbounds float, float addrspace(1)* %1, i64 %8
  %42 = getelementptr inbounds float, float addrspace(1)* %41, i64 %31
  store float %40, float addrspace(1)* %42, align 4
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI5ClampEE(%"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %0, i64 %1, float addrspace(1)* align 4 %2, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %3, float addrspace(1)* readonly align 4 %4, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %5) #0 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_type_qual !9 !kernel_arg_base_type !8 {
  %7 = bitcast %"class.sycl::_V1::range"* %0 to i64*
  %8 = load i64, i64* %7, align 8
  %9 = bitcast %"class.sycl::_V1::range"* %0 to i64*
  %10 = getelementptr inbounds i64, i64* %9, i64 1
  %11 = load i64, i64* %10, align 8
  %12 = bitcast %"class.sycl::_V1::id"* %3 to i64*
  %13 = load i64, i64* %12, align 8
  %14 = getelementptr inbounds float, float addrspace(1)* %2, i64 %13
  %15 = bitcast %"class.sycl::_V1::id"* %5 to i64*
  %16 = load i64, i64* %15, align 8
  %17 = getelementptr inbounds float, float addrspace(1)* %4, i64 %16
  %18 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %19 = insertelement <3 x i64> undef, i64 %18, i32 0
  %20 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %21 = insertelement <3 x i64> %19, i64 %20, i32 1
  %22 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %23 = insertelement <3 x i64> %21, i64 %22, i32 2
  %24 = extractelement <3 x i64> %23, i32 1
  %25 = select i1 true, i64 %24, i64 0
  %26 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %27 = insertelement <3 x i64> undef, i64 %26, i32 0
  %28 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %29 = insertelement <3 x i64> %27, i64 %28, i32 1
  %30 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %31 = insertelement <3 x i64> %29, i64 %30, i32 2
  %32 = extractelement <3 x i64> %31, i32 0
  %33 = select i1 true, i64 %32, i64 0
  %34 = call spir_func i64 @_Z15get_global_sizej(i32 0) #2
  %35 = insertelement <3 x i64> undef, i64 %34, i32 0
  %36 = call spir_func i64 @_Z15get_global_sizej(i32 1) #2
  %37 = insertelement <3 x i64> %35, i64 %36, i32 1
  %38 = call spir_func i64 @_Z15get_global_sizej(i32 2) #2
  %39 = insertelement <3 x i64> %37, i64 %38, i32 2
  %40 = extractelement <3 x i64> %39, i32 1
  %41 = select i1 true, i64 %40, i64 1
  %42 = call spir_func i64 @_Z15get_global_sizej(i32 0) #2
  %43 = insertelement <3 x i64> undef, i64 %42, i32 0
  %44 = call spir_func i64 @_Z15get_global_sizej(i32 1) #2
  %45 = insertelement <3 x i64> %43, i64 %44, i32 1
  %46 = call spir_func i64 @_Z15get_global_sizej(i32 2) #2
  %47 = insertelement <3 x i64> %45, i64 %46, i32 2
  %48 = extractelement <3 x i64> %47, i32 0
  %49 = select i1 true, i64 %48, i64 1
  %50 = icmp ult i64 %25, %8
  %51 = icmp ult i64 %33, %11
  %52 = select i1 %51, i1 %50, i1 false
  br i1 %52, label %53, label %72

53:                                               ; preds = %6
  br label %54

54:                                               ; preds = %68, %53
  %55 = phi i64 [ %69, %68 ], [ %33, %53 ]
  %56 = phi i64 [ %70, %68 ], [ %25, %53 ]
  %57 = mul i64 %56, %1
  %58 = add i64 %57, %55
  %59 = getelementptr inbounds float, float addrspace(1)* %17, i64 %58
  %60 = load float, float addrspace(1)* %59, align 4
  %61 = call spir_func float @_Z5clampfff(float %60, float 0.000000e+00, float 1.000000e+00) #0
  %62 = getelementptr inbounds float, float addrspace(1)* %14, i64 %58
  store float %61, float addrspace(1)* %62, align 4
  %63 = add i64 %56, %41
  %64 = icmp ult i64 %63, %8
  br i1 %64, label %68, label %65

65:                                               ; preds = %54
  %66 = add i64 %55, %49
  %67 = icmp ult i64 %66, %11
  br i1 %67, label %68, label %71

68:                                               ; preds = %65, %54
  %69 = phi i64 [ %55, %54 ], [ %66, %65 ]
  %70 = phi i64 [ %63, %54 ], [ %25, %65 ]
  br label %54

71:                                               ; preds = %65
  br label %72

72:                                               ; preds = %71, %6
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTS5Clamp(i64 %0, float addrspace(1)* align 4 %1, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %2, float addrspace(1)* readonly align 4 %3, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %4) #0 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_type_qual !13 !kernel_arg_base_type !12 {
  %6 = bitcast %"class.sycl::_V1::id"* %2 to i64*
  %7 = load i64, i64* %6, align 8
  %8 = getelementptr inbounds float, float addrspace(1)* %1, i64 %7
  %9 = bitcast %"class.sycl::_V1::id"* %4 to i64*
  %10 = load i64, i64* %9, align 8
  %11 = getelementptr inbounds float, float addrspace(1)* %3, i64 %10
  %12 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %13 = insertelement <3 x i64> undef, i64 %12, i32 0
  %14 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %15 = insertelement <3 x i64> %13, i64 %14, i32 1
  %16 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %17 = insertelement <3 x i64> %15, i64 %16, i32 2
  %18 = extractelement <3 x i64> %17, i32 1
  %19 = select i1 true, i64 %18, i64 0
  %20 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %21 = insertelement <3 x i64> undef, i64 %20, i32 0
  %22 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %23 = insertelement <3 x i64> %21, i64 %22, i32 1
  %24 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %25 = insertelement <3 x i64> %23, i64 %24, i32 2
  %26 = extractelement <3 x i64> %25, i32 0
  %27 = select i1 true, i64 %26, i64 0
  %28 = icmp ult i64 %19, 2147483648
  call void @llvm.assume(i1 %28)
  %29 = icmp ult i64 %27, 2147483648
  call void @llvm.assume(i1 %29)
  %30 = mul i64 %19, %0
  %31 = add i64 %30, %27
  %32 = getelementptr inbounds float, float addrspace(1)* %11, i64 %31
  %33 = load float, float addrspace(1)* %32, align 4
  %34 = call spir_func float @_Z5clampfff(float %33, float 0.000000e+00, float 1.000000e+00) #0
  %35 = getelementptr inbounds float, float addrspace(1)* %8, i64 %31
  store float %34, float addrspace(1)* %35, align 4
  ret void
}

; Function Attrs: nounwind readnone willreturn
declare spir_func i64 @_Z13get_global_idj(i32) #2

; Function Attrs: nounwind readnone willreturn
declare spir_func i64 @_Z15get_global_sizej(i32) #2

; Function Attrs: nounwind readnone
declare spir_func float @_Z3madfff(float, float, float) #3

; Function Attrs: nounwind readnone
declare spir_func float @_Z3powff(float, float) #3

; Function Attrs: nounwind
declare spir_func float @_Z5clampfff(float, float, float) #0

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
!6 = !{i32 0, i32 0, i32 1, i32 0, i32 1, i32 0}
!7 = !{!"none", !"none", !"none", !"none", !"none", !"none"}
!8 = !{!"class.sycl::_V1::range", !"long", !"float*", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::id"}
!9 = !{!"", !"", !"", !"", !"", !""}
!10 = !{i32 0, i32 1, i32 0, i32 1, i32 0}
!11 = !{!"none", !"none", !"none", !"none", !"none"}
!12 = !{!"long", !"float*", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::id"}
!13 = !{!"", !"", !"", !"", !""}
!14 = !{i32 0, i32 0, i32 1, i32 0, i32 0, i32 1, i32 0}
!15 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!16 = !{!"class.sycl::_V1::range", !"long", !"float*", !"class.sycl::_V1::id", !"class.anon.13", !"float*", !"class.sycl::_V1::id"}
!17 = !{!"", !"", !"", !"", !"", !"", !""}
!18 = !{i32 0, i32 1, i32 0, i32 0, i32 1, i32 0}
!19 = !{!"long", !"float*", !"class.sycl::_V1::id", !"class.anon.13", !"float*", !"class.sycl::_V1::id"}
!20 = !{!"class.sycl::_V1::range", !"long", !"float*", !"class.sycl::_V1::id", !"class.anon.16", !"float*", !"class.sycl::_V1::id"}
!21 = !{!"long", !"float*", !"class.sycl::_V1::id", !"class.anon.16", !"float*", !"class.sycl::_V1::id"}
