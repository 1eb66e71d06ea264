; ModuleID = 'device.bc'
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024"
target triple = "spir64-unknown-unknown"

%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [1 x i64] }
%"class.sycl::_V1::range.0" = type { %"class.sycl::_V1::detail::array.1" }
%"class.sycl::_V1::detail::array.1" = type { [2 x i64] }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array.1" }
%"class.sycl::_V1::id.2" = type { %"class.sycl::_V1::detail::array" }

; Function Attrs: nounwind
define spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI11ColumnMeansEE(%"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %0, i64 %1, float addrspace(1)* readonly align 4 %2, %"class.sycl::_V1::range.0"* byval(%"class.sycl::_V1::range.0") align 8 %3, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %4, float addrspace(1)* align 4 %5, %"class.sycl::_V1::id.2"* byval(%"class.sycl::_V1::id.2") align 8 %6) #0 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_type_qual !9 !kernel_arg_base_type !8 {
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
  br i1 %40, label %41, label %65

41:                                               ; preds = %7
  %42 = icmp eq i64 %1, 0
  %43 = uitofp i64 %1 to float
  br label %44

44:                                               ; preds = %58, %41
  %45 = phi i64 [ %31, %41 ], [ %62, %58 ]
  br i1 %42, label %58, label %46

46:                                               ; preds = %44
  %47 = getelementptr float, float addrspace(1)* %20, i64 %45
  br label %48

48:                                               ; preds = %48, %46
  %49 = phi i64 [ 0, %46 ], [ %55, %48 ]
  %50 = phi float [ 0.000000e+00, %46 ], [ %54, %48 ]
  %51 = mul i64 %49, %12
  %52 = getelementptr float, float addrspace(1)* %47, i64 %51
  %53 = load float, float addrspace(1)* %52, align 4
  %54 = fadd float %50, %53
  %55 = add nuw i64 %49, 1
  %56 = icmp eq i64 %55, %1
  br i1 %56, label %57, label %48

57:                                               ; preds = %48
  br label %58

58:                                               ; preds = %57, %44
  %59 = phi float [ 0.000000e+00, %44 ], [ %54, %57 ]
  %60 = fdiv float %59, %43
  %61 = getelementptr inbounds float, float addrspace(1)* %23, i64 %45
  store float %60, float addrspace(1)* %61, align 4
  %62 = add i64 %45, %39
  %63 = icmp ult i64 %62, %9
  br i1 %63, label %44, label %64

64:                                               ; preds = %58
  br label %65

65:                                               ; preds = %64, %7
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTS11ColumnMeans(i64 %0, float addrspace(1)* readonly align 4 %1, %"class.sycl::_V1::range.0"* byval(%"class.sycl::_V1::range.0") align 8 %2, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %3, float addrspace(1)* align 4 %4, %"class.sycl::_V1::id.2"* byval(%"class.sycl::_V1::id.2") align 8 %5) #0 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_type_qual !13 !kernel_arg_base_type !12 {
  %7 = bitcast %"class.sycl::_V1::range.0"* %2 to i64*
  %8 = getelementptr inbounds i64, i64* %7, i64 1
  %9 = load i64, i64* %8, align 8
  %10 = bitcast %"class.sycl::_V1::id.2"* %5 to i64*
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
  %21 = icmp eq i64 %0, 0
  br i1 %21, label %42, label %22

22:                                               ; preds = %6
  %23 = bitcast %"class.sycl::_V1::id"* %3 to i64*
  %24 = getelementptr inbounds i64, i64* %23, i64 1
  %25 = load i64, i64* %24, align 8
  %26 = getelementptr float, float addrspace(1)* %1, i64 %25
  %27 = bitcast %"class.sycl::_V1::id"* %3 to i64*
  %28 = load i64, i64* %27, align 8
  %29 = mul i64 %28, %9
  %30 = getelementptr float, float addrspace(1)* %26, i64 %29
  %31 = getelementptr float, float addrspace(1)* %30, i64 %19
  br label %32

32:                                               ; preds = %32, %22
  %33 = phi i64 [ 0, %22 ], [ %39, %32 ]
  %34 = phi float [ 0.000000e+00, %22 ], [ %38, %32 ]
  %35 = mul i64 %33, %9
  %36 = getelementptr float, float addrspace(1)* %31, i64 %35
  %37 = load float, float addrspace(1)* %36, align 4
  %38 = fadd float %34, %37
  %39 = add nuw i64 %33, 1
  %40 = icmp eq i64 %39, %0
  br i1 %40, label %41, label %32

41:                                               ; preds = %32
  br label %42

42:                                               ; preds = %41, %6
  %43 = phi float [ 0.000000e+00, %6 ], [ %38, %41 ]
  %44 = getelementptr inbounds float, float addrspace(1)* %4, i64 %11
  %45 = uitofp i64 %0 to float
  %46 = fdiv float %43, %45
  %47 = getelementptr inbounds float, float addrspace(1)* %44, i64 %19
  store float %46, float addrspace(1)* %47, align 4
  ret void
}

; Function Attrs: inaccessiblememonly nocallback nofree nosync nounwind willreturn
declare void @llvm.assume(i1 noundef) #1

; Function Attrs: nounwind
define spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI10CenterDataEE(%"class.sycl::_V1::range.0"* byval(%"class.sycl::_V1::range.0") align 8 %0, float addrspace(1)* align 4 %1, %"class.sycl::_V1::range.0"* byval(%"class.sycl::_V1::range.0") align 8 %2, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %3, float addrspace(1)* readonly align 4 %4, %"class.sycl::_V1::id.2"* byval(%"class.sycl::_V1::id.2") align 8 %5) #0 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !14 !kernel_arg_type_qual !13 !kernel_arg_base_type !14 {
  %7 = bitcast %"class.sycl::_V1::range.0"* %0 to i64*
  %8 = load i64, i64* %7, align 8
  %9 = bitcast %"class.sycl::_V1::range.0"* %0 to i64*
  %10 = getelementptr inbounds i64, i64* %9, i64 1
  %11 = load i64, i64* %10, align 8
  %12 = bitcast %"class.sycl::_V1::range.0"* %2 to i64*
  %13 = getelementptr inbounds i64, i64* %12, i64 1
  %14 = load i64, i64* %13, align 8
  %15 = bitcast %"class.sycl::_V1::id"* %3 to i64*
  %16 = load i64, i64* %15, align 8
  %17 = bitcast %"class.sycl::_V1::id"* %3 to i64*
  %18 = getelementptr inbounds i64, i64* %17, i64 1
  %19 = load i64, i64* %18, align 8
  %20 = mul i64 %16, %14
  %21 = getelementptr float, float addrspace(1)* %1, i64 %19
  %22 = getelementptr float, float addrspace(1)* %21, i64 %20
  %23 = bitcast %"class.sycl::_V1::id.2"* %5 to i64*
  %24 = load i64, i64* %23, align 8
  %25 = getelementptr inbounds float, float addrspace(1)* %4, i64 %24
  %26 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %27 = insertelement <3 x i64> undef, i64 %26, i32 0
  %28 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %29 = insertelement <3 x i64> %27, i64 %28, i32 1
  %30 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %31 = insertelement <3 x i64> %29, i64 %30, i32 2
  %32 = extractelement <3 x i64> %31, i32 1
  %33 = select i1 true, i64 %32, i64 0
  %34 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %35 = insertelement <3 x i64> undef, i64 %34, i32 0
  %36 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %37 = insertelement <3 x i64> %35, i64 %36, i32 1
  %38 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %39 = insertelement <3 x i64> %37, i64 %38, i32 2
  %40 = extractelement <3 x i64> %39, i32 0
  %41 = select i1 true, i64 %40, i64 0
  %42 = call spir_func i64 @_Z15get_global_sizej(i32 0) #2
  %43 = insertelement <3 x i64> undef, i64 %42, i32 0
  %44 = call spir_func i64 @_Z15get_global_sizej(i32 1) #2
  %45 = insertelement <3 x i64> %43, i64 %44, i32 1
  %46 = call spir_func i64 @_Z15get_global_sizej(i32 2) #2
  %47 = insertelement <3 x i64> %45, i64 %46, i32 2
  %48 = extractelement <3 x i64> %47, i32 1
  %49 = select i1 true, i64 %48, i64 1
  %50 = call spir_func i64 @_Z15get_global_sizej(i32 0) #2
  %51 = insertelement <3 x i64> undef, i64 %50, i32 0
  %52 = call spir_func i64 @_Z15get_global_sizej(i32 1) #2
  %53 = insertelement <3 x i64> %51, i64 %52, i32 1
  %54 = call spir_func i64 @_Z15get_global_sizej(i32 2) #2
  %55 = insertelement <3 x i64> %53, i64 %54, i32 2
  %56 = extractelement <3 x i64> %55, i32 0
  %57 = select i1 true, i64 %56, i64 1
  %58 = icmp ult i64 %33, %8
  %59 = icmp ult i64 %41, %11
  %60 = select i1 %59, i1 %58, i1 false
  br i1 %60, label %61, label %79

61:                                               ; preds = %6
  br label %62

62:                                               ; preds = %75, %61
  %63 = phi i64 [ %76, %75 ], [ %41, %61 ]
  %64 = getelementptr inbounds float, float addrspace(1)* %25, i64 %63
  %65 = getelementptr float, float addrspace(1)* %22, i64 %63
  br label %66

66:                                               ; preds = %66, %62
  %67 = phi i64 [ %33, %62 ], [ %73, %66 ]
  %68 = load float, float addrspace(1)* %64, align 4
  %69 = mul i64 %67, %14
  %70 = getelementptr float, float addrspace(1)* %65, i64 %69
  %71 = load float, float addrspace(1)* %70, align 4
  %72 = fsub float %71, %68
  store float %72, float addrspace(1)* %70, align 4
  %73 = add i64 %67, %49
  %74 = icmp ult i64 %73, %8
  br i1 %74, label %66, label %75

75:                                               ; preds = %66
  %76 = add i64 %63, %57
  %77 = icmp ult i64 %76, %11
  br i1 %77, label %62, label %78

78:                                               ; preds = %75
  br label %79

79:                                               ; preds = %78, %6
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTS10CenterData(float addrspace(1)* align 4 %0, %"class.sycl::_V1::range.0"* byval(%"class.sycl::_V1::range.0") align 8 %1, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %2, float addrspace(1)* readonly align 4 %3, %"class.sycl::_V1::id.2"* byval(%"class.sycl::_V1::id.2") align 8 %4) #0 !kernel_arg_addr_space !15 !kernel_arg_access_qual !16 !kernel_arg_type !17 !kernel_arg_type_qual !18 !kernel_arg_base_type !17 {
  %6 = bitcast %"class.sycl::_V1::range.0"* %1 to i64*
  %7 = getelementptr inbounds i64, i64* %6, i64 1
  %8 = load i64, i64* %7, align 8
  %9 = bitcast %"class.sycl::_V1::id"* %2 to i64*
  %10 = load i64, i64* %9, align 8
  %11 = bitcast %"class.sycl::_V1::id"* %2 to i64*
  %12 = getelementptr inbounds i64, i64* %11, i64 1
  %13 = load i64, i64* %12, align 8
  %14 = mul i64 %10, %8
  %15 = getelementptr float, float addrspace(1)* %0, i64 %13
  %16 = getelementptr float, float addrspace(1)* %15, i64 %14
  %17 = bitcast %"class.sycl::_V1::id.2"* %4 to i64*
  %18 = load i64, i64* %17, align 8
  %19 = getelementptr inbounds float, float addrspace(1)* %3, i64 %18
  %20 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %21 = insertelement <3 x i64> undef, i64 %20, i32 0
  %22 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %23 = insertelement <3 x i64> %21, i64 %22, i32 1
  %24 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %25 = insertelement <3 x i64> %23, i64 %24, i32 2
  %26 = extractelement <3 x i64> %25, i32 1
  %27 = select i1 true, i64 %26, i64 0
  %28 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %29 = insertelement <3 x i64> undef, i64 %28, i32 0
  %30 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %31 = insertelement <3 x i64> %29, i64 %30, i32 1
  %32 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %33 = insertelement <3 x i64> %31, i64 %32, i32 2
  %34 = extractelement <3 x i64> %33, i32 0
  %35 = select i1 true, i64 %34, i64 0
  %36 = icmp ult i64 %27, 2147483648
  call void @llvm.assume(i1 %36)
  %37 = icmp ult i64 %35, 2147483648
  call void @llvm.assume(i1 %37)
  %38 = getelementptr inbounds float, float addrspace(1)* %19, i64 %35
  %39 = load float, float addrspace(1)* %38, align 4
  %40 = mul i64 %27, %8
  %41 = getelementptr float, float addrspace(1)* %16, i64 %35
  %42 = getelementptr float, float addrspace(1)* %41, i64 %40
  %43 = load float, float addrspace(1)* %42, align 4
  %44 = fsub float %43, %39
  store float %44, float addrspace(1)* %42, align 4
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI10CovarianceEE(%"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %0, i64 %1, float addrspace(1)* readonly align 4 %2, %"class.sycl::_V1::range.0"* byval(%"class.sycl::_V1::range.0") align 8 %3, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %4, float addrspace(1)* align 4 %5, %"class.sycl::_V1::id.2"* byval(%"class.sycl::_V1::id.2") align 8 %6, float %7) #0 !kernel_arg_addr_space !19 !kernel_arg_access_qual !20 !kernel_arg_type !21 !kernel_arg_type_qual !22 !kernel_arg_base_type !21 {
  %9 = bitcast %"class.sycl::_V1::range"* %0 to i64*
  %10 = load i64, i64* %9, align 8
  %11 = bitcast %"class.sycl::_V1::range.0"* %3 to i64*
  %12 = getelementptr inbounds i64, i64* %11, i64 1
  %13 = load i64, i64* %12, align 8
  %14 = bitcast %"class.sycl::_V1::id"* %4 to i64*
  %15 = load i64, i64* %14, align 8
  %16 = bitcast %"class.sycl::_V1::id"* %4 to i64*
  %17 = getelementptr inbounds i64, i64* %16, i64 1
  %18 = load i64, i64* %17, align 8
  %19 = mul i64 %15, %13
  %20 = getelementptr float, float addrspace(1)* %2, i64 %18
  %21 = getelementptr float, float addrspace(1)* %20, i64 %19
  %22 = bitcast %"class.sycl::_V1::id.2"* %6 to i64*
  %23 = load i64, i64* %22, align 8
  %24 = getelementptr inbounds float, float addrspace(1)* %5, i64 %23
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
  %41 = icmp ult i64 %32, %10
  br i1 %41, label %42, label %77

42:                                               ; preds = %8
  br label %43

43:                                               ; preds = %73, %42
  %44 = phi i64 [ %74, %73 ], [ %32, %42 ]
  %45 = icmp ult i64 %44, %1
  br i1 %45, label %46, label %73

46:                                               ; preds = %43
  %47 = mul i64 %44, %1
  %48 = getelementptr float, float addrspace(1)* %21, i64 %44
  %49 = getelementptr float, float addrspace(1)* %24, i64 %47
  %50 = getelementptr float, float addrspace(1)* %24, i64 %44
  br label %51

51:                                               ; preds = %65, %46
  %52 = phi i64 [ %44, %46 ], [ %70, %65 ]
  %53 = getelementptr float, float addrspace(1)* %21, i64 %52
  br label %54

54:                                               ; preds = %54, %51
  %55 = phi i64 [ 0, %51 ], [ %63, %54 ]
  %56 = phi float [ 0.000000e+00, %51 ], [ %62, %54 ]
  %57 = mul i64 %55, %13
  %58 = getelementptr float, float addrspace(1)* %48, i64 %57
  %59 = load float, float addrspace(1)* %58, align 4
  %60 = getelementptr float, float addrspace(1)* %53, i64 %57
  %61 = load float, float addrspace(1)* %60, align 4
  %62 = call spir_func float @_Z3madfff(float %59, float %61, float %56) #3
  %63 = add nuw i64 %55, 1
  %64 = icmp eq i64 %63, %1
  br i1 %64, label %65, label %54

65:                                               ; preds = %54
  %66 = fmul float %7, %62
  %67 = getelementptr float, float addrspace(1)* %49, i64 %52
  store float %66, float addrspace(1)* %67, align 4
  %68 = mul i64 %52, %1
  %69 = getelementptr float, float addrspace(1)* %50, i64 %68
  store float %66, float addrspace(1)* %69, align 4
  %70 = add nuw i64 %52, 1
  %71 = icmp eq i64 %70, %1
  br i1 %71, label %72, label %51

72:                                               ; preds = %65
  br label %73

73:                                               ; preds = %72, %43
  %74 = add i64 %44, %40
  %75 = icmp ult i64 %74, %10
  br i1 %75, label %43, label %76

76:                                               ; preds = %73
  br label %77

77:                                               ; preds = %76, %8
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTS10Covariance(i64 %0, float addrspace(1)* readonly align 4 %1, %"class.sycl::_V1::range.0"* byval(%"class.sycl::_V1::range.0") align 8 %2, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %3, float addrspace(1)* align 4 %4, %"class.sycl::_V1::id.2"* byval(%"class.sycl::_V1::id.2") align 8 %5, float %6) #0 !kernel_arg_addr_space !23 !kernel_arg_access_qual !7 !kernel_arg_type !24 !kernel_arg_type_qual !9 !kernel_arg_base_type !24 {
  %8 = bitcast %"class.sycl::_V1::range.0"* %2 to i64*
  %9 = getelementptr inbounds i64, i64* %8, i64 1
  %10 = load i64, i64* %9, align 8
  %11 = bitcast %"class.sycl::_V1::id"* %3 to i64*
  %12 = load i64, i64* %11, align 8
  %13 = bitcast %"class.sycl::_V1::id"* %3 to i64*
  %14 = getelementptr inbounds i64, i64* %13, i64 1
  %15 = load i64, i64* %14, align 8
  %16 = mul i64 %12, %10
  %17 = getelementptr float, float addrspace(1)* %1, i64 %15
  %18 = getelementptr float, float addrspace(1)* %17, i64 %16
  %19 = bitcast %"class.sycl::_V1::id.2"* %5 to i64*
  %20 = load i64, i64* %19, align 8
  %21 = getelementptr inbounds float, float addrspace(1)* %4, i64 %20
  %22 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %23 = insertelement <3 x i64> undef, i64 %22, i32 0
  %24 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %25 = insertelement <3 x i64> %23, i64 %24, i32 1
  %26 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %27 = insertelement <3 x i64> %25, i64 %26, i32 2
  %28 = extractelement <3 x i64> %27, i32 0
  %29 = select i1 true, i64 %28, i64 0
  %30 = icmp ult i64 %29, 2147483648
  call void @llvm.assume(i1 %30)
  %31 = getelementptr float, float addrspace(1)* %21, i64 %29
  %32 = icmp ult i64 %29, %0
  br i1 %32, label %33, label %59

33:                                               ; preds = %7
  %34 = getelementptr float, float addrspace(1)* %18, i64 %29
  %35 = mul i64 %29, %0
  %36 = getelementptr float, float addrspace(1)* %21, i64 %35
  br label %37

37:                                               ; preds = %51, %33
  %38 = phi i64 [ %29, %33 ], [ %56, %51 ]
  %39 = getelementptr float, float addrspace(1)* %18, i64 %38
  br label %40

40:                                               ; preds = %40, %37
  %41 = phi i64 [ 0, %37 ], [ %49, %40 ]
  %42 = phi float [ 0.000000e+00, %37 ], [ %48, %40 ]
  %43 = mul i64 %41, %10
  %44 = getelementptr float, float addrspace(1)* %34, i64 %43
  %45 = load float, float addrspace(1)* %44, align 4
  %46 = getelementptr float, float addrspace(1)* %39, i64 %43
  %47 = load float, float addrspace(1)* %46, align 4
  %48 = call spir_func float @_Z3madfff(float %45, float %47, float %42) #3
  %49 = add nuw i64 %41, 1
  %50 = icmp eq i64 %49, %0
  br i1 %50, label %51, label %40

51:                                               ; preds = %40
  %52 = fmul float %6, %48
  %53 = getelementptr float, float addrspace(1)* %36, i64 %38
  store float %52, float addrspace(1)* %53, align 4
  %54 = mul i64 %38, %0
  %55 = getelementptr float, float addrspace(1)* %31, i64 %54
  store float %52, float addrspace(1)* %55, align 4
  %56 = add nuw i64 %38, 1
  %57 = icmp eq i64 %56, %0
  br i1 %57, label %58, label %37

58:                                               ; preds = %51
  br label %59

59:                                               ; preds = %58, %7
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
!14 = !{!"class.sycl::_V1::range.0", !"float*", !"class.sycl::_V1::range.0", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::id.2"}
!15 = !{i32 1, i32 0, i32 0, i32 1, i32 0}
!16 = !{!"none", !"none", !"none", !"none", !"none"}
!17 = !{!"float*", !"class.sycl::_V1::range.0", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::id.2"}
!18 = !{!"", !"", !"", !"", !""}
!19 = !{i32 0, i32 0, i32 1, i32 0, i32 0, i32 1, i32 0, i32 0}
!20 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!21 = !{!"class.sycl::_V1::range", !"long", !"float*", !"class.sycl::_V1::range.0", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::id.2", !"float"}
!22 = !{!"", !"", !"", !"", !"", !"", !"", !""}
!23 = !{i32 0, i32 1, i32 0, i32 0, i32 1, i32 0, i32 0}
!24 = !{!"long", !"float*", !"class.sycl::_V1::range.0", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::id.2", !"float"}
