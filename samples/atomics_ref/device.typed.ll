; ModuleID = 'device.bc'
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024"
target triple = "spir64-unknown-unknown"

%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [1 x i64] }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array" }

; Function Attrs: nounwind
define spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI15GlobalHistogramEE(%"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %0, i64 %1, i32 addrspace(1)* readonly align 4 %2, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %3, i32 addrspace(1)* align 4 %4, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %5) #0 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_type_qual !9 !kernel_arg_base_type !8 {
  %7 = bitcast %"class.sycl::_V1::range"* %0 to i64*
  %8 = load i64, i64* %7, align 8
  %9 = bitcast %"class.sycl::_V1::id"* %3 to i64*
  %10 = load i64, i64* %9, align 8
  %11 = getelementptr inbounds i32, i32 addrspace(1)* %2, i64 %10
  %12 = bitcast %"class.sycl::_V1::id"* %5 to i64*
  %13 = load i64, i64* %12, align 8
  %14 = getelementptr inbounds i32, i32 addrspace(1)* %4, i64 %13
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
  br i1 %31, label %32, label %45

32:                                               ; preds = %6
  br label %33

33:                                               ; preds = %33, %32
  %34 = phi i64 [ %42, %33 ], [ %22, %32 ]
  %35 = getelementptr inbounds i32, i32 addrspace(1)* %11, i64 %34
  %36 = load i32, i32 addrspace(1)* %35, align 4
  %37 = add nsw i32 %36, 300
  %38 = zext i32 %37 to i64
  %39 = urem i64 %38, %1
  %40 = getelementptr inbounds i32, i32 addrspace(1)* %14, i64 %39
  %41 = call spir_func i32 @_Z10atomic_addPU3AS1Vii(i32 addrspace(1)* %40, i32 1) #0
  %42 = add i64 %34, %30
  %43 = icmp ult i64 %42, %8
  br i1 %43, label %33, label %44

44:                                               ; preds = %33
  br label %45

45:                                               ; preds = %44, %6
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTS15GlobalHistogram(i64 %0, i32 addrspace(1)* readonly align 4 %1, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %2, i32 addrspace(1)* align 4 %3, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %4) #0 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_type_qual !13 !kernel_arg_base_type !12 {
  %6 = bitcast %"class.sycl::_V1::id"* %2 to i64*
  %7 = load i64, i64* %6, align 8
  %8 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 %7
  %9 = bitcast %"class.sycl::_V1::id"* %4 to i64*
  %10 = load i64, i64* %9, align 8
  %11 = getelementptr inbounds i32, i32 addrspace(1)* %3, i64 %10
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
  %21 = getelementptr inbounds i32, i32 addrspace(1)* %8, i64 %19
  %22 = load i32, i32 addrspace(1)* %21, align 4
  %23 = add nsw i32 %22, 300
  %24 = zext i32 %23 to i64
  %25 = urem i64 %24, %0
  %26 = getelementptr inbounds i32, i32 addrspace(1)* %11, i64 %25
  %27 = call spir_func i32 @_Z10atomic_addPU3AS1Vii(i32 addrspace(1)* %26, i32 1) #0
  ret void
}

; Function Attrs: inaccessiblememonly nocallback nofree nosync nounwind willreturn
declare void @llvm.assume(i1 noundef) #1

; Function Attrs: nounwind
define spir_kernel void @_ZTS14LocalHistogram(i64 %0, i32 addrspace(3)* align 4 %1, i32 addrspace(1)* readonly align 4 %2, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %3, i32 addrspace(1)* align 4 %4, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %5) #0 !kernel_arg_addr_space !14 !kernel_arg_access_qual !7 !kernel_arg_type !15 !kernel_arg_type_qual !9 !kernel_arg_base_type !15 {
  %7 = bitcast %"class.sycl::_V1::id"* %3 to i64*
  %8 = load i64, i64* %7, align 8
  %9 = getelementptr inbounds i32, i32 addrspace(1)* %2, i64 %8
  %10 = bitcast %"class.sycl::_V1::id"* %5 to i64*
  %11 = load i64, i64* %10, align 8
  %12 = getelementptr inbounds i32, i32 addrspace(1)* %4, i64 %11
  %13 = call spir_func i64 @_Z12get_local_idj(i32 0) #2
  %14 = insertelement <3 x i64> undef, i64 %13, i32 0
  %15 = call spir_func i64 @_Z12get_local_idj(i32 1) #2
  %16 = insertelement <3 x i64> %14, i64 %15, i32 1
  %17 = call spir_func i64 @_Z12get_local_idj(i32 2) #2
  %18 = insertelement <3 x i64> %16, i64 %17, i32 2
  %19 = extractelement <3 x i64> %18, i32 0
  %20 = select i1 true, i64 %19, i64 0
  %21 = icmp ult i64 %20, 2147483648
  call void @llvm.assume(i1 %21)
  %22 = call spir_func i64 @_Z14get_local_sizej(i32 0) #2
  %23 = insertelement <3 x i64> undef, i64 %22, i32 0
  %24 = call spir_func i64 @_Z14get_local_sizej(i32 1) #2
  %25 = insertelement <3 x i64> %23, i64 %24, i32 1
  %26 = call spir_func i64 @_Z14get_local_sizej(i32 2) #2
  %27 = insertelement <3 x i64> %25, i64 %26, i32 2
  %28 = extractelement <3 x i64> %27, i32 0
  %29 = select i1 true, i64 %28, i64 1
  %30 = icmp ult i64 %29, 2147483648
  call void @llvm.assume(i1 %30)
  %31 = icmp ult i64 %20, %0
  br i1 %31, label %32, label %39

32:                                               ; preds = %6
  br label %33

33:                                               ; preds = %33, %32
  %34 = phi i64 [ %36, %33 ], [ %20, %32 ]
  %35 = getelementptr inbounds i32, i32 addrspace(3)* %1, i64 %34
  store i32 0, i32 addrspace(3)* %35, align 4
  %36 = add i64 %34, %29
  %37 = icmp ult i64 %36, %0
  br i1 %37, label %33, label %38

38:                                               ; preds = %33
  br label %39

39:                                               ; preds = %38, %6
  call spir_func void @_Z7barrierj(i32 3) #3
  %40 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %41 = insertelement <3 x i64> undef, i64 %40, i32 0
  %42 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %43 = insertelement <3 x i64> %41, i64 %42, i32 1
  %44 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %45 = insertelement <3 x i64> %43, i64 %44, i32 2
  %46 = extractelement <3 x i64> %45, i32 0
  %47 = select i1 true, i64 %46, i64 0
  %48 = icmp ult i64 %47, 2147483648
  call void @llvm.assume(i1 %48)
  %49 = getelementptr inbounds i32, i32 addrspace(1)* %9, i64 %47
  %50 = load i32, i32 addrspace(1)* %49, align 4
  %51 = add nsw i32 %50, 300
  %52 = zext i32 %51 to i64
  %53 = urem i64 %52, %0
  %54 = getelementptr inbounds i32, i32 addrspace(3)* %1, i64 %53
  %55 = call spir_func i32 @_Z10atomic_addPU3AS3Vii(i32 addrspace(3)* %54, i32 1) #0
  call spir_func void @_Z7barrierj(i32 3) #3
  br i1 %31, label %56, label %69

56:                                               ; preds = %39
  br label %57

57:                                               ; preds = %65, %56
  %58 = phi i64 [ %66, %65 ], [ %20, %56 ]
  %59 = getelementptr inbounds i32, i32 addrspace(3)* %1, i64 %58
  %60 = load i32, i32 addrspace(3)* %59, align 4
  %61 = icmp eq i32 %60, 0
  br i1 %61, label %65, label %62

62:                                               ; preds = %57
  %63 = getelementptr inbounds i32, i32 addrspace(1)* %12, i64 %58
  %64 = call spir_func i32 @_Z10atomic_addPU3AS1Vii(i32 addrspace(1)* %63, i32 %60) #0
  br label %65

65:                                               ; preds = %62, %57
  %66 = add i64 %58, %29
  %67 = icmp ult i64 %66, %0
  br i1 %67, label %57, label %68

68:                                               ; preds = %65
  br label %69

69:                                               ; preds = %68, %39
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI8ExtremesEE(%"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %0, i32 addrspace(1)* readonly align 4 %1, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %2, i32 addrspace(1)* align 4 %3, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %4) #0 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !16 !kernel_arg_type_qual !13 !kernel_arg_base_type !16 {
  %6 = bitcast %"class.sycl::_V1::range"* %0 to i64*
  %7 = load i64, i64* %6, align 8
  %8 = bitcast %"class.sycl::_V1::id"* %2 to i64*
  %9 = load i64, i64* %8, align 8
  %10 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 %9
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
  %27 = icmp ult i64 %18, %7
  br i1 %27, label %28, label %66

28:                                               ; preds = %5
  %29 = bitcast %"class.sycl::_V1::id"* %4 to i64*
  %30 = load i64, i64* %29, align 8
  %31 = getelementptr inbounds i32, i32 addrspace(1)* %3, i64 %30
  %32 = addrspacecast i32 addrspace(1)* %31 to i32 addrspace(4)*
  %33 = getelementptr inbounds i32, i32 addrspace(1)* %31, i64 1
  %34 = addrspacecast i32 addrspace(1)* %33 to i32 addrspace(4)*
  %35 = getelementptr inbounds i32, i32 addrspace(1)* %31, i64 3
  %36 = addrspacecast i32 addrspace(1)* %35 to i32 addrspace(4)*
  %37 = getelementptr inbounds i32, i32 addrspace(1)* %31, i64 2
  %38 = addrspacecast i32 addrspace(1)* %37 to i32 addrspace(4)*
  br label %39

39:                                               ; preds = %62, %28
  %40 = phi i64 [ %63, %62 ], [ %18, %28 ]
  %41 = getelementptr inbounds i32, i32 addrspace(1)* %10, i64 %40
  %42 = load i32, i32 addrspace(1)* %41, align 4
  %43 = call spir_func i32 @_Z10atomic_maxPU3AS4Vii(i32 addrspace(4)* %32, i32 %42) #0
  %44 = call spir_func i32 @_Z10atomic_minPU3AS4Vii(i32 addrspace(4)* %34, i32 %42) #0
  %45 = icmp slt i32 %42, 0
  br i1 %45, label %46, label %48

46:                                               ; preds = %39
  %47 = call spir_func i32 @_Z10atomic_addPU3AS4Vii(i32 addrspace(4)* %38, i32 1) #0
  br label %62

48:                                               ; preds = %39
  %49 = icmp eq i32 %42, 699
  br i1 %49, label %50, label %62

50:                                               ; preds = %48
  %51 = call spir_func i32 @_Z10atomic_addPU3AS4Vii(i32 addrspace(4)* %36, i32 0) #0
  %52 = trunc i64 %40 to i32
  br label %53

53:                                               ; preds = %58, %50
  %54 = phi i32 [ %51, %50 ], [ %59, %58 ]
  %55 = icmp slt i32 %54, 0
  %56 = icmp sgt i32 %54, %52
  %57 = select i1 %55, i1 true, i1 %56
  br i1 %57, label %58, label %61

58:                                               ; preds = %53
  %59 = call spir_func i32 @_Z14atomic_cmpxchgPU3AS4Viii(i32 addrspace(4)* %36, i32 %54, i32 %52) #0
  %60 = icmp eq i32 %59, %54
  br i1 %60, label %61, label %53

61:                                               ; preds = %58, %53
  br label %62

62:                                               ; preds = %61, %48, %46
  %63 = add i64 %40, %26
  %64 = icmp ult i64 %63, %7
  br i1 %64, label %39, label %65

65:                                               ; preds = %62
  br label %66

66:                                               ; preds = %65, %5
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTS8Extremes(i32 addrspace(1)* readonly align 4 %0, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %1, i32 addrspace(1)* align 4 %2, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %3) #0 !kernel_arg_addr_space !17 !kernel_arg_access_qual !18 !kernel_arg_type !19 !kernel_arg_type_qual !20 !kernel_arg_base_type !19 {
  %5 = bitcast %"class.sycl::_V1::id"* %1 to i64*
  %6 = load i64, i64* %5, align 8
  %7 = getelementptr inbounds i32, i32 addrspace(1)* %0, i64 %6
  %8 = bitcast %"class.sycl::_V1::id"* %3 to i64*
  %9 = load i64, i64* %8, align 8
  %10 = getelementptr inbounds i32, i32 addrspace(1)* %2, i64 %9
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
  %20 = getelementptr inbounds i32, i32 addrspace(1)* %7, i64 %18
  %21 = load i32, i32 addrspace(1)* %20, align 4
  %22 = addrspacecast i32 addrspace(1)* %10 to i32 addrspace(4)*
  %23 = getelementptr inbounds i32, i32 addrspace(1)* %10, i64 1
  %24 = addrspacecast i32 addrspace(1)* %23 to i32 addrspace(4)*
  %25 = call spir_func i32 @_Z10atomic_maxPU3AS4Vii(i32 addrspace(4)* %22, i32 %21) #0
  %26 = call spir_func i32 @_Z10atomic_minPU3AS4Vii(i32 addrspace(4)* %24, i32 %21) #0
  %27 = icmp slt i32 %21, 0
  br i1 %27, label %28, label %32

28:                                               ; preds = %4
  %29 = getelementptr inbounds i32, i32 addrspace(1)* %10, i64 2
  %30 = addrspacecast i32 addrspace(1)* %29 to i32 addrspace(4)*
  %31 = call spir_func i32 @_Z10atomic_addPU3AS4Vii(i32 addrspace(4)* %30, i32 1) #0
  br label %48

32:                                               ; preds = %4
  %33 = icmp eq i32 %21, 699
  br i1 %33, label %34, label %48

34:                                               ; preds = %32
  %35 = getelementptr inbounds i32, i32 addrspace(1)* %10, i64 3
  %36 = addrspacecast i32 addrspace(1)* %35 to i32 addrspace(4)*
  %37 = call spir_func i32 @_Z10atomic_addPU3AS4Vii(i32 addrspace(4)* %36, i32 0) #0
  %38 = trunc i64 %18 to i32
  br label %39

39:                                               ; preds = %44, %34
  %40 = phi i32 [ %37, %34 ], [ %45, %44 ]
  %41 = icmp slt i32 %40, 0
  %42 = icmp sgt i32 %40, %38
  %43 = select i1 %41, i1 true, i1 %42
  br i1 %43, label %44, label %47

44:                                               ; preds = %39
  %45 = call spir_func i32 @_Z14atomic_cmpxchgPU3AS4Viii(i32 addrspace(4)* %36, i32 %40, i32 %38) #0
  %46 = icmp eq i32 %45, %40
  br i1 %46, label %47, label %39

47:                                               ; preds = %44, %39
  br label %48

48:                                               ; preds = %47, %32, %28
  ret void
}

; Function Attrs: nounwind readnone willreturn
declare spir_func i64 @_Z13get_global_idj(i32) #2

; Function Attrs: nounwind readnone willreturn
declare spir_func i64 @_Z15get_global_sizej(i32) #2

; Function Attrs: nounwind
declare spir_func i32 @_Z10atomic_addPU3AS1Vii(i32 addrspace(1)*, i32) #0

; Function Attrs: nounwind readnone willreturn
declare spir_func i64 @_Z12get_local_idj(i32) #2

; Function Attrs: nounwind readnone willreturn
declare spir_func i64 @_Z14get_local_sizej(i32) #2

; Function Attrs: convergent nounwind
declare spir_func void @_Z7barrierj(i32) #3

; Function Attrs: nounwind
declare spir_func i32 @_Z10atomic_addPU3AS3Vii(i32 addrspace(3)*, i32) #0

; Function Attrs: nounwind
declare spir_func i32 @_Z10atomic_maxPU3AS4Vii(i32 addrspace(4)*, i32) #0

; Function Attrs: nounwind
declare spir_func i32 @_Z10atomic_minPU3AS4Vii(i32 addrspace(4)*, i32) #0

; Function Attrs: nounwind
declare spir_func i32 @_Z10atomic_addPU3AS4Vii(i32 addrspace(4)*, i32) #0

; Function Attrs: nounwind
declare spir_func i32 @_Z14atomic_cmpxchgPU3AS4Viii(i32 addrspace(4)*, i32, i32) #0

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
!6 = !{i32 0, i32 0, i32 1, i32 0, i32 1, i32 0}
!7 = !{!"none", !"none", !"none", !"none", !"none", !"none"}
!8 = !{!"class.sycl::_V1::range", !"long", !"int*", !"class.sycl::_V1::id", !"int*", !"class.sycl::_V1::id"}
!9 = !{!"", !"", !"", !"", !"", !""}
!10 = !{i32 0, i32 1, i32 0, i32 1, i32 0}
!11 = !{!"none", !"none", !"none", !"none", !"none"}
!12 = !{!"long", !"int*", !"class.sycl::_V1::id", !"int*", !"class.sycl::_V1::id"}
!13 = !{!"", !"", !"", !"", !""}
!14 = !{i32 0, i32 3, i32 1, i32 0, i32 1, i32 0}
!15 = !{!"long", !"int*", !"int*", !"class.sycl::_V1::id", !"int*", !"class.sycl::_V1::id"}
!16 = !{!"class.sycl::_V1::range", !"int*", !"class.sycl::_V1::id", !"int*", !"class.sycl::_V1::id"}
!17 = !{i32 1, i32 0, i32 1, i32 0}
!18 = !{!"none", !"none", !"none", !"none"}
!19 = !{!"int*", !"class.sycl::_V1::id", !"int*", !"class.sycl::_V1::id"}
!20 = !{!"", !"", !"", !""}
