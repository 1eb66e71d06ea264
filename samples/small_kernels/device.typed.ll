; ModuleID = 'device.bc'
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024"
target triple = "spir64-unknown-unknown"

%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [1 x i64] }
%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::range.15" = type { %"class.sycl::_V1::detail::array.16" }
%"class.sycl::_V1::detail::array.16" = type { [2 x i64] }
%"class.sycl::_V1::id.17" = type { %"class.sycl::_V1::detail::array.16" }

@WGLocalMem = internal addrspace(3) global [8 x i8] undef, align 4

; Function Attrs: nounwind
define spir_kernel void @_ZTS8MarkStep(i32 addrspace(1)* align 4 %0, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %1, i32 %2) #0 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_type_qual !9 !kernel_arg_base_type !8 {
  %4 = bitcast %"class.sycl::_V1::id"* %1 to i64*
  %5 = load i64, i64* %4, align 8
  %6 = getelementptr inbounds i32, i32 addrspace(1)* %0, i64 %5
  %7 = sext i32 %2 to i64
  %8 = getelementptr inbounds i32, i32 addrspace(1)* %6, i64 %7
  store i32 %2, i32 addrspace(1)* %8, align 4
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI7AddStepEE(%"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %0, i32 addrspace(1)* align 4 %1, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %2, i32 %3) #0 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_type_qual !13 !kernel_arg_base_type !12 {
  %5 = bitcast %"class.sycl::_V1::range"* %0 to i64*
  %6 = load i64, i64* %5, align 8
  %7 = bitcast %"class.sycl::_V1::id"* %2 to i64*
  %8 = load i64, i64* %7, align 8
  %9 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 %8
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
  %26 = icmp ult i64 %17, %6
  br i1 %26, label %27, label %36

27:                                               ; preds = %4
  br label %28

28:                                               ; preds = %28, %27
  %29 = phi i64 [ %33, %28 ], [ %17, %27 ]
  %30 = getelementptr inbounds i32, i32 addrspace(1)* %9, i64 %29
  %31 = load i32, i32 addrspace(1)* %30, align 4
  %32 = add nsw i32 %31, %3
  store i32 %32, i32 addrspace(1)* %30, align 4
  %33 = add i64 %29, %25
  %34 = icmp ult i64 %33, %6
  br i1 %34, label %28, label %35

35:                                               ; preds = %28
  br label %36

36:                                               ; preds = %35, %4
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTS7AddStep(i32 addrspace(1)* align 4 %0, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %1, i32 %2) #0 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_type_qual !9 !kernel_arg_base_type !8 {
  %4 = bitcast %"class.sycl::_V1::id"* %1 to i64*
  %5 = load i64, i64* %4, align 8
  %6 = getelementptr inbounds i32, i32 addrspace(1)* %0, i64 %5
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
  %16 = getelementptr inbounds i32, i32 addrspace(1)* %6, i64 %14
  %17 = load i32, i32 addrspace(1)* %16, align 4
  %18 = add nsw i32 %17, %2
  store i32 %18, i32 addrspace(1)* %16, align 4
  ret void
}

; Function Attrs: inaccessiblememonly nocallback nofree nosync nounwind willreturn
declare void @llvm.assume(i1 noundef) #1

; Function Attrs: nounwind
define spir_kernel void @_ZTS10GroupShift(i32 %0, i32 addrspace(1)* align 4 %1, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %2) #0 !kernel_arg_addr_space !14 !kernel_arg_access_qual !7 !kernel_arg_type !15 !kernel_arg_type_qual !9 !kernel_arg_base_type !15 {
  %4 = bitcast %"class.sycl::_V1::id"* %2 to i64*
  %5 = load i64, i64* %4, align 8
  %6 = call spir_func i64 @_Z12get_local_idj(i32 0) #2
  %7 = insertelement <3 x i64> undef, i64 %6, i32 0
  %8 = call spir_func i64 @_Z12get_local_idj(i32 1) #2
  %9 = insertelement <3 x i64> %7, i64 %8, i32 1
  %10 = call spir_func i64 @_Z12get_local_idj(i32 2) #2
  %11 = insertelement <3 x i64> %9, i64 %10, i32 2
  %12 = extractelement <3 x i64> %11, i32 0
  %13 = select i1 true, i64 %12, i64 0
  %14 = icmp ult i64 %13, 2147483648
  call void @llvm.assume(i1 %14)
  %15 = icmp eq i64 %13, 0
  %16 = bitcast [8 x i8] addrspace(3)* @WGLocalMem to i8 addrspace(3)*
  %17 = getelementptr inbounds i8, i8 addrspace(3)* %16, i64 4
  br i1 %15, label %18, label %31

18:                                               ; preds = %3
  %19 = call spir_func i64 @_Z12get_group_idj(i32 0) #2
  %20 = insertelement <3 x i64> undef, i64 %19, i32 0
  %21 = call spir_func i64 @_Z12get_group_idj(i32 1) #2
  %22 = insertelement <3 x i64> %20, i64 %21, i32 1
  %23 = call spir_func i64 @_Z12get_group_idj(i32 2) #2
  %24 = insertelement <3 x i64> %22, i64 %23, i32 2
  %25 = extractelement <3 x i64> %24, i32 0
  %26 = select i1 true, i64 %25, i64 0
  %27 = icmp ult i64 %26, 2147483648
  call void @llvm.assume(i1 %27)
  %28 = trunc i64 %26 to i32
  %29 = bitcast [8 x i8] addrspace(3)* @WGLocalMem to i32 addrspace(3)*
  store i32 %28, i32 addrspace(3)* %29, align 4
  %30 = bitcast i8 addrspace(3)* %17 to i32 addrspace(3)*
  store i32 %0, i32 addrspace(3)* %30, align 4
  br label %31

31:                                               ; preds = %18, %3
  %32 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 %5
  call spir_func void @_Z7barrierj(i32 3) #3
  %33 = bitcast [8 x i8] addrspace(3)* @WGLocalMem to i32 addrspace(3)*
  %34 = load i32, i32 addrspace(3)* %33, align 4
  %35 = bitcast i8 addrspace(3)* %17 to i32 addrspace(3)*
  %36 = load i32, i32 addrspace(3)* %35, align 4
  %37 = add nsw i32 %36, %34
  %38 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %39 = insertelement <3 x i64> undef, i64 %38, i32 0
  %40 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %41 = insertelement <3 x i64> %39, i64 %40, i32 1
  %42 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %43 = insertelement <3 x i64> %41, i64 %42, i32 2
  %44 = extractelement <3 x i64> %43, i32 0
  %45 = select i1 true, i64 %44, i64 0
  %46 = icmp ult i64 %45, 2147483648
  call void @llvm.assume(i1 %46)
  %47 = getelementptr inbounds i32, i32 addrspace(1)* %32, i64 %45
  %48 = load i32, i32 addrspace(1)* %47, align 4
  %49 = add nsw i32 %37, %48
  store i32 %49, i32 addrspace(1)* %47, align 4
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI7CollectEE(%"class.sycl::_V1::range.15"* byval(%"class.sycl::_V1::range.15") align 8 %0, i32 addrspace(1)* align 4 %1, %"class.sycl::_V1::range.15"* byval(%"class.sycl::_V1::range.15") align 8 %2, %"class.sycl::_V1::id.17"* byval(%"class.sycl::_V1::id.17") align 8 %3, i32 addrspace(1)* readonly align 4 %4, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %5) #0 !kernel_arg_addr_space !16 !kernel_arg_access_qual !17 !kernel_arg_type !18 !kernel_arg_type_qual !19 !kernel_arg_base_type !18 {
  %7 = bitcast %"class.sycl::_V1::range.15"* %0 to i64*
  %8 = load i64, i64* %7, align 8
  %9 = bitcast %"class.sycl::_V1::range.15"* %0 to i64*
  %10 = getelementptr inbounds i64, i64* %9, i64 1
  %11 = load i64, i64* %10, align 8
  %12 = bitcast %"class.sycl::_V1::range.15"* %2 to i64*
  %13 = getelementptr inbounds i64, i64* %12, i64 1
  %14 = load i64, i64* %13, align 8
  %15 = bitcast %"class.sycl::_V1::id.17"* %3 to i64*
  %16 = load i64, i64* %15, align 8
  %17 = bitcast %"class.sycl::_V1::id.17"* %3 to i64*
  %18 = getelementptr inbounds i64, i64* %17, i64 1
  %19 = load i64, i64* %18, align 8
  %20 = mul i64 %16, %14
  %21 = getelementptr i32, i32 addrspace(1)* %1, i64 %19
  %22 = getelementptr i32, i32 addrspace(1)* %21, i64 %20
  %23 = bitcast %"class.sycl::_V1::id"* %5 to i64*
  %24 = load i64, i64* %23, align 8
  %25 = getelementptr inbounds i32, i32 addrspace(1)* %4, i64 %24
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
  br i1 %60, label %61, label %88

61:                                               ; preds = %6
  br label %62

62:                                               ; preds = %84, %61
  %63 = phi i64 [ %85, %84 ], [ %41, %61 ]
  %64 = icmp eq i64 %63, 0
  %65 = getelementptr i32, i32 addrspace(1)* %22, i64 %63
  br label %66

66:                                               ; preds = %77, %62
  %67 = phi i64 [ %33, %62 ], [ %82, %77 ]
  br i1 %64, label %68, label %72

68:                                               ; preds = %66
  %69 = icmp ult i64 %67, 2147483648
  call void @llvm.assume(i1 %69)
  %70 = getelementptr inbounds i32, i32 addrspace(1)* %25, i64 %67
  %71 = load i32, i32 addrspace(1)* %70, align 4
  br label %77

72:                                               ; preds = %66
  %73 = getelementptr inbounds i32, i32 addrspace(1)* %25, i64 %67
  %74 = load i32, i32 addrspace(1)* %73, align 4
  %75 = icmp ult i64 %67, 2147483648
  call void @llvm.assume(i1 %75)
  %76 = mul nsw i32 %74, %74
  br label %77

77:                                               ; preds = %72, %68
  %78 = phi i32 [ %71, %68 ], [ %76, %72 ]
  %79 = icmp ult i64 %67, 2147483648
  call void @llvm.assume(i1 %79)
  %80 = mul i64 %67, %14
  %81 = getelementptr i32, i32 addrspace(1)* %65, i64 %80
  store i32 %78, i32 addrspace(1)* %81, align 4
  %82 = add i64 %67, %49
  %83 = icmp ult i64 %82, %8
  br i1 %83, label %66, label %84

84:                                               ; preds = %77
  %85 = add i64 %63, %57
  %86 = icmp ult i64 %85, %11
  br i1 %86, label %62, label %87

87:                                               ; preds = %84
  br label %88

88:                                               ; preds = %87, %6
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTS7Collect(i32 addrspace(1)* align 4 %0, %"class.sycl::_V1::range.15"* byval(%"class.sycl::_V1::range.15") align 8 %1, %"class.sycl::_V1::id.17"* byval(%"class.sycl::_V1::id.17") align 8 %2, i32 addrspace(1)* readonly align 4 %3, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %4) #0 !kernel_arg_addr_space !20 !kernel_arg_access_qual !21 !kernel_arg_type !22 !kernel_arg_type_qual !23 !kernel_arg_base_type !22 {
  %6 = bitcast %"class.sycl::_V1::range.15"* %1 to i64*
  %7 = getelementptr inbounds i64, i64* %6, i64 1
  %8 = load i64, i64* %7, align 8
  %9 = bitcast %"class.sycl::_V1::id.17"* %2 to i64*
  %10 = load i64, i64* %9, align 8
  %11 = bitcast %"class.sycl::_V1::id.17"* %2 to i64*
  %12 = getelementptr inbounds i64, i64* %11, i64 1
  %13 = load i64, i64* %12, align 8
  %14 = bitcast %"class.sycl::_V1::id"* %4 to i64*
  %15 = load i64, i64* %14, align 8
  %16 = getelementptr inbounds i32, i32 addrspace(1)* %3, i64 %15
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
  %33 = icmp ult i64 %32, 2147483648
  call void @llvm.assume(i1 %33)
  %34 = icmp eq i64 %32, 0
  br i1 %34, label %35, label %39

35:                                               ; preds = %5
  %36 = icmp ult i64 %24, 2147483648
  call void @llvm.assume(i1 %36)
  %37 = getelementptr inbounds i32, i32 addrspace(1)* %16, i64 %24
  %38 = load i32, i32 addrspace(1)* %37, align 4
  br label %44

39:                                               ; preds = %5
  %40 = getelementptr inbounds i32, i32 addrspace(1)* %16, i64 %24
  %41 = load i32, i32 addrspace(1)* %40, align 4
  %42 = icmp ult i64 %24, 2147483648
  call void @llvm.assume(i1 %42)
  %43 = mul nsw i32 %41, %41
  br label %44

44:                                               ; preds = %39, %35
  %45 = phi i32 [ %38, %35 ], [ %43, %39 ]
  %46 = getelementptr i32, i32 addrspace(1)* %0, i64 %13
  %47 = mul i64 %10, %8
  %48 = getelementptr i32, i32 addrspace(1)* %46, i64 %47
  %49 = icmp ult i64 %24, 2147483648
  call void @llvm.assume(i1 %49)
  %50 = mul i64 %24, %8
  %51 = getelementptr i32, i32 addrspace(1)* %48, i64 %32
  %52 = getelementptr i32, i32 addrspace(1)* %51, i64 %50
  store i32 %45, i32 addrspace(1)* %52, align 4
  ret void
}

; Function Attrs: nounwind readnone willreturn
declare spir_func i64 @_Z13get_global_idj(i32) #2

; Function Attrs: nounwind readnone willreturn
declare spir_func i64 @_Z15get_global_sizej(i32) #2

; Function Attrs: nounwind readnone willreturn
declare spir_func i64 @_Z12get_local_idj(i32) #2

; Function Attrs: nounwind readnone willreturn
declare spir_func i64 @_Z12get_group_idj(i32) #2

; Function Attrs: convergent nounwind
declare spir_func void @_Z7barrierj(i32) #3

attributes #0 = { nounwind }
attributes #1 = { inaccessiblememonly nocallback nofree nosync nounwind willreturn }
attributes #2 = { nounwind readnone willreturn }
attributes #3 = { convergent nounwind }

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
!6 = !{i32 1, i32 0, i32 0}
!7 = !{!"none", !"none", !"none"}
!8 = !{!"int*", !"class.sycl::_V1::id", !"int"}
!9 = !{!"", !"", !""}
!10 = !{i32 0, i32 1, i32 0, i32 0}
!11 = !{!"none", !"none", !"none", !"none"}
!12 = !{!"class.sycl::_V1::range", !"int*", !"class.sycl::_V1::id", !"int"}
!13 = !{!"", !"", !"", !""}
!14 = !{i32 0, i32 1, i32 0}
!15 = !{!"int", !"int*", !"class.sycl::_V1::id"}
!16 = !{i32 0, i32 1, i32 0, i32 0, i32 1, i32 0}
!17 = !{!"none", !"none", !"none", !"none", !"none", !"none"}
!18 = !{!"class.sycl::_V1::range.15", !"int*", !"class.sycl::_V1::range.15", !"class.sycl::_V1::id.17", !"int*", !"class.sycl::_V1::id"}
!19 = !{!"", !"", !"", !"", !"", !""}
!20 = !{i32 1, i32 0, i32 0, i32 1, i32 0}
!21 = !{!"none", !"none", !"none", !"none", !"none"}
!22 = !{!"int*", !"class.sycl::_V1::range.15", !"class.sycl::_V1::id.17", !"int*", !"class.sycl::_V1::id"}
!23 = !{!"", !"", !"", !"", !""}
