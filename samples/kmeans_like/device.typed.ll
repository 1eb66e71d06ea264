; ModuleID = 'device.bc'
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024"
target triple = "spir64-unknown-unknown"

%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [1 x i64] }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array" }

; Function Attrs: nounwind
define spir_kernel void @_ZTS5TouchIN4sycl3_V18accessorIfLi1ELNS1_6access4modeE1026ELNS3_6targetE2014ELNS3_11placeholderE0ENS1_3ext6oneapi22accessor_property_listIJEEEEEE() #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !4 !kernel_arg_type !4 !kernel_arg_type_qual !4 !kernel_arg_base_type !4 {
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTS5TouchIN4sycl3_V18accessorIiLi1ELNS1_6access4modeE1026ELNS3_6targetE2014ELNS3_11placeholderE0ENS1_3ext6oneapi22accessor_property_listIJEEEEEE() #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !4 !kernel_arg_type !4 !kernel_arg_type_qual !4 !kernel_arg_base_type !4 {
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI12AssignPointsEE(%"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %0, i64 %1, float addrspace(1)* readonly align 4 %2, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %3, float addrspace(1)* readonly align 4 %4, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %5, float addrspace(1)* readonly align 4 %6, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %7, float addrspace(1)* readonly align 4 %8, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %9, i32 addrspace(1)* align 4 %10, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %11) #0 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_type_qual !9 !kernel_arg_base_type !8 {
  %13 = bitcast %"class.sycl::_V1::range"* %0 to i64*
  %14 = load i64, i64* %13, align 8
  %15 = bitcast %"class.sycl::_V1::id"* %3 to i64*
  %16 = load i64, i64* %15, align 8
  %17 = getelementptr inbounds float, float addrspace(1)* %2, i64 %16
  %18 = bitcast %"class.sycl::_V1::id"* %5 to i64*
  %19 = load i64, i64* %18, align 8
  %20 = getelementptr inbounds float, float addrspace(1)* %4, i64 %19
  %21 = bitcast %"class.sycl::_V1::id"* %7 to i64*
  %22 = load i64, i64* %21, align 8
  %23 = getelementptr inbounds float, float addrspace(1)* %6, i64 %22
  %24 = bitcast %"class.sycl::_V1::id"* %9 to i64*
  %25 = load i64, i64* %24, align 8
  %26 = getelementptr inbounds float, float addrspace(1)* %8, i64 %25
  %27 = bitcast %"class.sycl::_V1::id"* %11 to i64*
  %28 = load i64, i64* %27, align 8
  %29 = getelementptr inbounds i32, i32 addrspace(1)* %10, i64 %28
  %30 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %31 = insertelement <3 x i64> undef, i64 %30, i32 0
  %32 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %33 = insertelement <3 x i64> %31, i64 %32, i32 1
  %34 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %35 = insertelement <3 x i64> %33, i64 %34, i32 2
  %36 = extractelement <3 x i64> %35, i32 0
  %37 = select i1 true, i64 %36, i64 0
  %38 = call spir_func i64 @_Z15get_global_sizej(i32 0) #2
  %39 = insertelement <3 x i64> undef, i64 %38, i32 0
  %40 = call spir_func i64 @_Z15get_global_sizej(i32 1) #2
  %41 = insertelement <3 x i64> %39, i64 %40, i32 1
  %42 = call spir_func i64 @_Z15get_global_sizej(i32 2) #2
  %43 = insertelement <3 x i64> %41, i64 %42, i32 2
  %44 = extractelement <3 x i64> %43, i32 0
  %45 = select i1 true, i64 %44, i64 1
  %46 = icmp ult i64 %37, %14
  br i1 %46, label %47, label %81

47:                                               ; preds = %12
  %48 = icmp eq i64 %1, 0
  br label %49

49:                                               ; preds = %75, %47
  %50 = phi i64 [ %37, %47 ], [ %78, %75 ]
  br i1 %48, label %75, label %51

51:                                               ; preds = %49
  %52 = getelementptr inbounds float, float addrspace(1)* %17, i64 %50
  %53 = load float, float addrspace(1)* %52, align 4
  %54 = getelementptr inbounds float, float addrspace(1)* %23, i64 %50
  %55 = load float, float addrspace(1)* %54, align 4
  br label %56

56:                                               ; preds = %56, %51
  %57 = phi i32 [ 0, %51 ], [ %71, %56 ]
  %58 = phi float [ 0x7FF0000000000000, %51 ], [ %70, %56 ]
  %59 = phi i64 [ 0, %51 ], [ %72, %56 ]
  %60 = getelementptr inbounds float, float addrspace(1)* %20, i64 %59
  %61 = load float, float addrspace(1)* %60, align 4
  %62 = fsub float %53, %61
  %63 = getelementptr inbounds float, float addrspace(1)* %26, i64 %59
  %64 = load float, float addrspace(1)* %63, align 4
  %65 = fsub float %55, %64
  %66 = fmul float %65, %65
  %67 = call spir_func float @_Z3madfff(float %62, float %62, float %66) #3
  %68 = fcmp olt float %67, %58
  %69 = trunc i64 %59 to i32
  %70 = select i1 %68, float %67, float %58
  %71 = select i1 %68, i32 %69, i32 %57
  %72 = add nuw i64 %59, 1
  %73 = icmp eq i64 %72, %1
  br i1 %73, label %74, label %56

74:                                               ; preds = %56
  br label %75

75:                                               ; preds = %74, %49
  %76 = phi i32 [ 0, %49 ], [ %71, %74 ]
  %77 = getelementptr inbounds i32, i32 addrspace(1)* %29, i64 %50
  store i32 %76, i32 addrspace(1)* %77, align 4
  %78 = add i64 %50, %45
  %79 = icmp ult i64 %78, %14
  br i1 %79, label %49, label %80

80:                                               ; preds = %75
  br label %81

81:                                               ; preds = %80, %12
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTS12AssignPoints(i64 %0, float addrspace(1)* readonly align 4 %1, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %2, float addrspace(1)* readonly align 4 %3, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %4, float addrspace(1)* readonly align 4 %5, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %6, float addrspace(1)* readonly align 4 %7, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %8, i32 addrspace(1)* align 4 %9, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %10) #0 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_type_qual !13 !kernel_arg_base_type !12 {
  %12 = bitcast %"class.sycl::_V1::id"* %4 to i64*
  %13 = load i64, i64* %12, align 8
  %14 = getelementptr inbounds float, float addrspace(1)* %3, i64 %13
  %15 = bitcast %"class.sycl::_V1::id"* %8 to i64*
  %16 = load i64, i64* %15, align 8
  %17 = getelementptr inbounds float, float addrspace(1)* %7, i64 %16
  %18 = bitcast %"class.sycl::_V1::id"* %10 to i64*
  %19 = load i64, i64* %18, align 8
  %20 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %21 = insertelement <3 x i64> undef, i64 %20, i32 0
  %22 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %23 = insertelement <3 x i64> %21, i64 %22, i32 1
  %24 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %25 = insertelement <3 x i64> %23, i64 %24, i32 2
  %26 = extractelement <3 x i64> %25, i32 0
  %27 = select i1 true, i64 %26, i64 0
  %28 = icmp ult i64 %27, 2147483648
  call void @llvm.assume(i1 %28)
  %29 = icmp eq i64 %0, 0
  br i1 %29, label %60, label %30

30:                                               ; preds = %11
  %31 = bitcast %"class.sycl::_V1::id"* %6 to i64*
  %32 = load i64, i64* %31, align 8
  %33 = getelementptr inbounds float, float addrspace(1)* %5, i64 %32
  %34 = bitcast %"class.sycl::_V1::id"* %2 to i64*
  %35 = load i64, i64* %34, align 8
  %36 = getelementptr inbounds float, float addrspace(1)* %1, i64 %35
  %37 = getelementptr inbounds float, float addrspace(1)* %36, i64 %27
  %38 = load float, float addrspace(1)* %37, align 4
  %39 = getelementptr inbounds float, float addrspace(1)* %33, i64 %27
  %40 = load float, float addrspace(1)* %39, align 4
  br label %41

41:                                               ; preds = %41, %30
  %42 = phi i32 [ 0, %30 ], [ %56, %41 ]
  %43 = phi float [ 0x7FF0000000000000, %30 ], [ %55, %41 ]
  %44 = phi i64 [ 0, %30 ], [ %57, %41 ]
  %45 = getelementptr inbounds float, float addrspace(1)* %14, i64 %44
  %46 = load float, float addrspace(1)* %45, align 4
  %47 = fsub float %38, %46
  %48 = getelementptr inbounds float, float addrspace(1)* %17, i64 %44
  %49 = load float, float addrspace(1)* %48, align 4
  %50 = fsub float %40, %49
  %51 = fmul float %50, %50
  %52 = call spir_func float @_Z3madfff(float %47, float %47, float %51) #3
  %53 = fcmp olt float %52, %43
  %54 = trunc i64 %44 to i32
  %55 = select i1 %53, float %52, float %43
  %56 = select i1 %53, i32 %54, i32 %42
  %57 = add nuw i64 %44, 1
  %58 = icmp eq i64 %57, %0
  br i1 %58, label %59, label %41

59:                                               ; preds = %41
  br label %60

60:                                               ; preds = %59, %11
  %61 = phi i32 [ 0, %11 ], [ %56, %59 ]
  %62 = getelementptr inbounds i32, i32 addrspace(1)* %9, i64 %19
  %63 = getelementptr inbounds i32, i32 addrspace(1)* %62, i64 %27
  store i32 %61, i32 addrspace(1)* %63, align 4
  ret void
}

; Function Attrs: inaccessiblememonly nocallback nofree nosync nounwind willreturn
declare void @llvm.assume(i1 noundef) #1

; Function Attrs: nounwind
define spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI15UpdateCentroidsEE(%"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %0, i64 %1, i32 addrspace(1)* readonly align 4 %2, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %3, float addrspace(1)* readonly align 4 %4, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %5, float addrspace(1)* readonly align 4 %6, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %7, float addrspace(1)* align 4 %8, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %9, float addrspace(1)* align 4 %10, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %11) #0 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !14 !kernel_arg_type_qual !9 !kernel_arg_base_type !14 {
  %13 = bitcast %"class.sycl::_V1::range"* %0 to i64*
  %14 = load i64, i64* %13, align 8
  %15 = bitcast %"class.sycl::_V1::id"* %3 to i64*
  %16 = load i64, i64* %15, align 8
  %17 = getelementptr inbounds i32, i32 addrspace(1)* %2, i64 %16
  %18 = bitcast %"class.sycl::_V1::id"* %5 to i64*
  %19 = load i64, i64* %18, align 8
  %20 = getelementptr inbounds float, float addrspace(1)* %4, i64 %19
  %21 = bitcast %"class.sycl::_V1::id"* %7 to i64*
  %22 = load i64, i64* %21, align 8
  %23 = getelementptr inbounds float, float addrspace(1)* %6, i64 %22
  %24 = bitcast %"class.sycl::_V1::id"* %9 to i64*
  %25 = load i64, i64* %24, align 8
  %26 = getelementptr inbounds float, float addrspace(1)* %8, i64 %25
  %27 = bitcast %"class.sycl::_V1::id"* %11 to i64*
  %28 = load i64, i64* %27, align 8
  %29 = getelementptr inbounds float, float addrspace(1)* %10, i64 %28
  %30 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %31 = insertelement <3 x i64> undef, i64 %30, i32 0
  %32 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %33 = insertelement <3 x i64> %31, i64 %32, i32 1
  %34 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %35 = insertelement <3 x i64> %33, i64 %34, i32 2
  %36 = extractelement <3 x i64> %35, i32 0
  %37 = select i1 true, i64 %36, i64 0
  %38 = call spir_func i64 @_Z15get_global_sizej(i32 0) #2
  %39 = insertelement <3 x i64> undef, i64 %38, i32 0
  %40 = call spir_func i64 @_Z15get_global_sizej(i32 1) #2
  %41 = insertelement <3 x i64> %39, i64 %40, i32 1
  %42 = call spir_func i64 @_Z15get_global_sizej(i32 2) #2
  %43 = insertelement <3 x i64> %41, i64 %42, i32 2
  %44 = extractelement <3 x i64> %43, i32 0
  %45 = select i1 true, i64 %44, i64 1
  %46 = icmp ult i64 %37, %14
  br i1 %46, label %47, label %87

47:                                               ; preds = %12
  %48 = icmp eq i64 %1, 0
  br label %49

49:                                               ; preds = %83, %47
  %50 = phi i64 [ %37, %47 ], [ %84, %83 ]
  br i1 %48, label %83, label %51

51:                                               ; preds = %49
  %52 = trunc i64 %50 to i32
  br label %53

53:                                               ; preds = %61, %51
  %54 = phi i64 [ 0, %51 ], [ %65, %61 ]
  %55 = phi i32 [ 0, %51 ], [ %64, %61 ]
  %56 = phi float [ 0.000000e+00, %51 ], [ %63, %61 ]
  %57 = phi float [ 0.000000e+00, %51 ], [ %62, %61 ]
  %58 = getelementptr inbounds i32, i32 addrspace(1)* %17, i64 %54
  %59 = load i32, i32 addrspace(1)* %58, align 4
  %60 = icmp eq i32 %59, %52
  br i1 %60, label %69, label %61

61:                                               ; preds = %69, %53
  %62 = phi float [ %72, %69 ], [ %57, %53 ]
  %63 = phi float [ %75, %69 ], [ %56, %53 ]
  %64 = phi i32 [ %76, %69 ], [ %55, %53 ]
  %65 = add nuw i64 %54, 1
  %66 = icmp eq i64 %65, %1
  br i1 %66, label %67, label %53

67:                                               ; preds = %61
  %68 = icmp sgt i32 %64, 0
  br i1 %68, label %77, label %83

69:                                               ; preds = %53
  %70 = getelementptr inbounds float, float addrspace(1)* %20, i64 %54
  %71 = load float, float addrspace(1)* %70, align 4
  %72 = fadd float %57, %71
  %73 = getelementptr inbounds float, float addrspace(1)* %23, i64 %54
  %74 = load float, float addrspace(1)* %73, align 4
  %75 = fadd float %56, %74
  %76 = add nsw i32 %55, 1
  br label %61

77:                                               ; preds = %67
  %78 = uitofp i32 %64 to float
  %79 = fdiv float %62, %78
  %80 = getelementptr inbounds float, float addrspace(1)* %26, i64 %50
  store float %79, float addrspace(1)* %80, align 4
  %81 = fdiv float %63, %78
  %82 = getelementptr inbounds float, float addrspace(1)* %29, i64 %50
  store float %81, float addrspace(1)* %82, align 4
  br label %83

83:                                               ; preds = %77, %67, %49
  %84 = add i64 %50, %45
  %85 = icmp ult i64 %84, %14
  br i1 %85, label %49, label %86

86:                                               ; preds = %83
  br label %87

87:                                               ; preds = %86, %12
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTS15UpdateCentroids(i64 %0, i32 addrspace(1)* readonly align 4 %1, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %2, float addrspace(1)* readonly align 4 %3, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %4, float addrspace(1)* readonly align 4 %5, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %6, float addrspace(1)* align 4 %7, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %8, float addrspace(1)* align 4 %9, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %10) #0 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !15 !kernel_arg_type_qual !13 !kernel_arg_base_type !15 {
  %12 = bitcast %"class.sycl::_V1::id"* %2 to i64*
  %13 = load i64, i64* %12, align 8
  %14 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 %13
  %15 = bitcast %"class.sycl::_V1::id"* %4 to i64*
  %16 = load i64, i64* %15, align 8
  %17 = getelementptr inbounds float, float addrspace(1)* %3, i64 %16
  %18 = bitcast %"class.sycl::_V1::id"* %6 to i64*
  %19 = load i64, i64* %18, align 8
  %20 = getelementptr inbounds float, float addrspace(1)* %5, i64 %19
  %21 = bitcast %"class.sycl::_V1::id"* %8 to i64*
  %22 = load i64, i64* %21, align 8
  %23 = getelementptr inbounds float, float addrspace(1)* %7, i64 %22
  %24 = bitcast %"class.sycl::_V1::id"* %10 to i64*
  %25 = load i64, i64* %24, align 8
  %26 = getelementptr inbounds float, float addrspace(1)* %9, i64 %25
  %27 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %28 = insertelement <3 x i64> undef, i64 %27, i32 0
  %29 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %30 = insertelement <3 x i64> %28, i64 %29, i32 1
  %31 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %32 = insertelement <3 x i64> %30, i64 %31, i32 2
  %33 = extractelement <3 x i64> %32, i32 0
  %34 = select i1 true, i64 %33, i64 0
  %35 = icmp ult i64 %34, 2147483648
  call void @llvm.assume(i1 %35)
  %36 = icmp eq i64 %0, 0
  br i1 %36, label %69, label %37

37:                                               ; preds = %11
  %38 = trunc i64 %34 to i32
  br label %39

39:                                               ; preds = %47, %37
  %40 = phi i64 [ 0, %37 ], [ %51, %47 ]
  %41 = phi i32 [ 0, %37 ], [ %50, %47 ]
  %42 = phi float [ 0.000000e+00, %37 ], [ %49, %47 ]
  %43 = phi float [ 0.000000e+00, %37 ], [ %48, %47 ]
  %44 = getelementptr inbounds i32, i32 addrspace(1)* %14, i64 %40
  %45 = load i32, i32 addrspace(1)* %44, align 4
  %46 = icmp eq i32 %45, %38
  br i1 %46, label %55, label %47

47:                                               ; preds = %55, %39
  %48 = phi float [ %58, %55 ], [ %43, %39 ]
  %49 = phi float [ %61, %55 ], [ %42, %39 ]
  %50 = phi i32 [ %62, %55 ], [ %41, %39 ]
  %51 = add nuw i64 %40, 1
  %52 = icmp eq i64 %51, %0
  br i1 %52, label %53, label %39

53:                                               ; preds = %47
  %54 = icmp sgt i32 %50, 0
  br i1 %54, label %63, label %69

55:                                               ; preds = %39
  %56 = getelementptr inbounds float, float addrspace(1)* %17, i64 %40
  %57 = load float, float addrspace(1)* %56, align 4
  %58 = fadd float %43, %57
  %59 = getelementptr inbounds float, float addrspace(1)* %20, i64 %40
  %60 = load float, float addrspace(1)* %59, align 4
  %61 = fadd float %42, %60
  %62 = add nsw i32 %41, 1
  br label %47

63:                                               ; preds = %53
  %64 = uitofp i32 %50 to float
  %65 = fdiv float %48, %64
  %66 = getelementptr inbounds float, float addrspace(1)* %23, i64 %34
  store float %65, float addrspace(1)* %66, align 4
  %67 = fdiv float %49, %64
  %68 = getelementptr inbounds float, float addrspace(1)* %26, i64 %34
  store float %67, float addrspace(1)* %68, align 4
  br label %69

69:                                               ; preds = %63, %53, %11
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
!6 = !{i32 0, i32 0, i32 1, i32 0, i32 1, i32 0, i32 1, i32 0, i32 1, i32 0, i32 1, i32 0}
!7 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!8 = !{!"class.sycl::_V1::range", !"long", !"float*", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::id", !"int*", !"class.sycl::_V1::id"}
!9 = !{!"", !"", !"", !"", !"", !"", !"", !"", !"", !"", !"", !""}
!10 = !{i32 0, i32 1, i32 0, i32 1, i32 0, i32 1, i32 0, i32 1, i32 0, i32 1, i32 0}
!11 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!12 = !{!"long", !"float*", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::id", !"int*", !"class.sycl::_V1::id"}
!13 = !{!"", !"", !"", !"", !"", !"", !"", !"", !"", !"", !""}
!14 = !{!"class.sycl::_V1::range", !"long", !"int*", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::id"}
!15 = !{!"long", !"int*", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::id"}
