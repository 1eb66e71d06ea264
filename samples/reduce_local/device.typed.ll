; ModuleID = 'device.bc'
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024"
target triple = "spir64-unknown-unknown"

%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [1 x i64] }

@WGLocalMem = internal addrspace(3) global [8 x i8] undef, align 4

; Function Attrs: nounwind
define spir_kernel void @_ZTS10TreeReduce(i64 %0, i32 addrspace(3)* align 4 %1, i32 addrspace(1)* readonly align 4 %2, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %3, i32 addrspace(1)* align 4 %4, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %5) #0 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_type_qual !9 !kernel_arg_base_type !8 {
  %7 = bitcast %"class.sycl::_V1::id"* %5 to i64*
  %8 = load i64, i64* %7, align 8
  %9 = getelementptr inbounds i32, i32 addrspace(1)* %4, i64 %8
  %10 = call spir_func i64 @_Z12get_local_idj(i32 0) #2
  %11 = insertelement <3 x i64> undef, i64 %10, i32 0
  %12 = call spir_func i64 @_Z12get_local_idj(i32 1) #2
  %13 = insertelement <3 x i64> %11, i64 %12, i32 1
  %14 = call spir_func i64 @_Z12get_local_idj(i32 2) #2
  %15 = insertelement <3 x i64> %13, i64 %14, i32 2
  %16 = extractelement <3 x i64> %15, i32 0
  %17 = select i1 true, i64 %16, i64 0
  %18 = icmp ult i64 %17, 2147483648
  call void @llvm.assume(i1 %18)
  %19 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %20 = insertelement <3 x i64> undef, i64 %19, i32 0
  %21 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %22 = insertelement <3 x i64> %20, i64 %21, i32 1
  %23 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %24 = insertelement <3 x i64> %22, i64 %23, i32 2
  %25 = extractelement <3 x i64> %24, i32 0
  %26 = select i1 true, i64 %25, i64 0
  %27 = icmp ult i64 %26, 2147483648
  call void @llvm.assume(i1 %27)
  %28 = icmp ult i64 %26, %0
  br i1 %28, label %29, label %35

29:                                               ; preds = %6
  %30 = bitcast %"class.sycl::_V1::id"* %3 to i64*
  %31 = load i64, i64* %30, align 8
  %32 = getelementptr inbounds i32, i32 addrspace(1)* %2, i64 %31
  %33 = getelementptr inbounds i32, i32 addrspace(1)* %32, i64 %26
  %34 = load i32, i32 addrspace(1)* %33, align 4
  br label %35

35:                                               ; preds = %29, %6
  %36 = phi i32 [ %34, %29 ], [ 0, %6 ]
  %37 = getelementptr inbounds i32, i32 addrspace(3)* %1, i64 %17
  store i32 %36, i32 addrspace(3)* %37, align 4
  %38 = call spir_func i64 @_Z14get_local_sizej(i32 0) #2
  %39 = insertelement <3 x i64> undef, i64 %38, i32 0
  %40 = call spir_func i64 @_Z14get_local_sizej(i32 1) #2
  %41 = insertelement <3 x i64> %39, i64 %40, i32 1
  %42 = call spir_func i64 @_Z14get_local_sizej(i32 2) #2
  %43 = insertelement <3 x i64> %41, i64 %42, i32 2
  %44 = extractelement <3 x i64> %43, i32 0
  %45 = select i1 true, i64 %44, i64 1
  %46 = icmp ult i64 %45, 2147483648
  call void @llvm.assume(i1 %46)
  %47 = lshr i64 %45, 1
  %48 = icmp eq i64 %47, 0
  br i1 %48, label %57, label %49

49:                                               ; preds = %35
  br label %50

50:                                               ; preds = %53, %49
  %51 = phi i64 [ %54, %53 ], [ %47, %49 ]
  call spir_func void @_Z7barrierj(i32 3) #3
  %52 = icmp ult i64 %17, %51
  br i1 %52, label %59, label %53

53:                                               ; preds = %59, %50
  %54 = lshr i64 %51, 1
  %55 = icmp eq i64 %54, 0
  br i1 %55, label %56, label %50

56:                                               ; preds = %53
  br label %57

57:                                               ; preds = %56, %35
  %58 = icmp eq i64 %17, 0
  br i1 %58, label %64, label %76

59:                                               ; preds = %50
  %60 = getelementptr inbounds i32, i32 addrspace(3)* %37, i64 %51
  %61 = load i32, i32 addrspace(3)* %60, align 4
  %62 = load i32, i32 addrspace(3)* %37, align 4
  %63 = add nsw i32 %62, %61
  store i32 %63, i32 addrspace(3)* %37, align 4
  br label %53

64:                                               ; preds = %57
  %65 = load i32, i32 addrspace(3)* %1, align 4
  %66 = call spir_func i64 @_Z12get_group_idj(i32 0) #2
  %67 = insertelement <3 x i64> undef, i64 %66, i32 0
  %68 = call spir_func i64 @_Z12get_group_idj(i32 1) #2
  %69 = insertelement <3 x i64> %67, i64 %68, i32 1
  %70 = call spir_func i64 @_Z12get_group_idj(i32 2) #2
  %71 = insertelement <3 x i64> %69, i64 %70, i32 2
  %72 = extractelement <3 x i64> %71, i32 0
  %73 = select i1 true, i64 %72, i64 0
  %74 = icmp ult i64 %73, 2147483648
  call void @llvm.assume(i1 %74)
  %75 = getelementptr inbounds i32, i32 addrspace(1)* %9, i64 %73
  store i32 %65, i32 addrspace(1)* %75, align 4
  br label %76

76:                                               ; preds = %64, %57
  ret void
}

; Function Attrs: inaccessiblememonly nocallback nofree nosync nounwind willreturn
declare void @llvm.assume(i1 noundef) #1

; Function Attrs: nounwind
define spir_kernel void @_ZTS12SegmentedSum(i32 addrspace(1)* readonly align 4 %0, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %1, float addrspace(1)* readonly align 4 %2, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %3, float addrspace(3)* align 4 %4, float addrspace(1)* align 4 %5, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %6) #0 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_type_qual !13 !kernel_arg_base_type !12 {
  %8 = bitcast %"class.sycl::_V1::id"* %3 to i64*
  %9 = load i64, i64* %8, align 8
  %10 = getelementptr inbounds float, float addrspace(1)* %2, i64 %9
  %11 = bitcast %"class.sycl::_V1::id"* %6 to i64*
  %12 = load i64, i64* %11, align 8
  %13 = getelementptr inbounds float, float addrspace(1)* %5, i64 %12
  %14 = call spir_func i64 @_Z12get_group_idj(i32 0) #2
  %15 = insertelement <3 x i64> undef, i64 %14, i32 0
  %16 = call spir_func i64 @_Z12get_group_idj(i32 1) #2
  %17 = insertelement <3 x i64> %15, i64 %16, i32 1
  %18 = call spir_func i64 @_Z12get_group_idj(i32 2) #2
  %19 = insertelement <3 x i64> %17, i64 %18, i32 2
  %20 = extractelement <3 x i64> %19, i32 0
  %21 = select i1 true, i64 %20, i64 0
  %22 = icmp ult i64 %21, 2147483648
  call void @llvm.assume(i1 %22)
  %23 = call spir_func i64 @_Z12get_local_idj(i32 0) #2
  %24 = insertelement <3 x i64> undef, i64 %23, i32 0
  %25 = call spir_func i64 @_Z12get_local_idj(i32 1) #2
  %26 = insertelement <3 x i64> %24, i64 %25, i32 1
  %27 = call spir_func i64 @_Z12get_local_idj(i32 2) #2
  %28 = insertelement <3 x i64> %26, i64 %27, i32 2
  %29 = extractelement <3 x i64> %28, i32 0
  %30 = select i1 true, i64 %29, i64 0
  %31 = icmp ult i64 %30, 2147483648
  call void @llvm.assume(i1 %31)
  %32 = call spir_func i64 @_Z14get_local_sizej(i32 0) #2
  %33 = insertelement <3 x i64> undef, i64 %32, i32 0
  %34 = call spir_func i64 @_Z14get_local_sizej(i32 1) #2
  %35 = insertelement <3 x i64> %33, i64 %34, i32 1
  %36 = call spir_func i64 @_Z14get_local_sizej(i32 2) #2
  %37 = insertelement <3 x i64> %35, i64 %36, i32 2
  %38 = extractelement <3 x i64> %37, i32 0
  %39 = select i1 true, i64 %38, i64 1
  %40 = icmp ult i64 %39, 2147483648
  call void @llvm.assume(i1 %40)
  %41 = icmp eq i64 %30, 0
  %42 = bitcast [8 x i8] addrspace(3)* @WGLocalMem to i8 addrspace(3)*
  %43 = getelementptr inbounds i8, i8 addrspace(3)* %42, i64 4
  br i1 %41, label %44, label %54

44:                                               ; preds = %7
  %45 = bitcast %"class.sycl::_V1::id"* %1 to i64*
  %46 = load i64, i64* %45, align 8
  %47 = getelementptr inbounds i32, i32 addrspace(1)* %0, i64 %46
  %48 = getelementptr inbounds i32, i32 addrspace(1)* %47, i64 %21
  %49 = load i32, i32 addrspace(1)* %48, align 4
  %50 = bitcast [8 x i8] addrspace(3)* @WGLocalMem to i32 addrspace(3)*
  store i32 %49, i32 addrspace(3)* %50, align 4
  %51 = getelementptr inbounds i32, i32 addrspace(1)* %48, i64 1
  %52 = load i32, i32 addrspace(1)* %51, align 4
  %53 = bitcast i8 addrspace(3)* %43 to i32 addrspace(3)*
  store i32 %52, i32 addrspace(3)* %53, align 4
  br label %54

54:                                               ; preds = %44, %7
  call spir_func void @_Z7barrierj(i32 3) #3
  %55 = bitcast [8 x i8] addrspace(3)* @WGLocalMem to i32 addrspace(3)*
  %56 = load i32, i32 addrspace(3)* %55, align 4
  %57 = trunc i64 %30 to i32
  %58 = add i32 %56, %57
  %59 = bitcast i8 addrspace(3)* %43 to i32 addrspace(3)*
  %60 = load i32, i32 addrspace(3)* %59, align 4
  %61 = icmp ult i32 %58, %60
  br i1 %61, label %62, label %74

62:                                               ; preds = %54
  %63 = trunc i64 %39 to i32
  br label %64

64:                                               ; preds = %64, %62
  %65 = phi i32 [ %58, %62 ], [ %71, %64 ]
  %66 = phi float [ 0.000000e+00, %62 ], [ %70, %64 ]
  %67 = zext i32 %65 to i64
  %68 = getelementptr inbounds float, float addrspace(1)* %10, i64 %67
  %69 = load float, float addrspace(1)* %68, align 4
  %70 = fadd float %66, %69
  %71 = add i32 %65, %63
  %72 = icmp ult i32 %71, %60
  br i1 %72, label %64, label %73

73:                                               ; preds = %64
  br label %74

74:                                               ; preds = %73, %54
  %75 = phi float [ 0.000000e+00, %54 ], [ %70, %73 ]
  %76 = getelementptr inbounds float, float addrspace(3)* %4, i64 %30
  store float %75, float addrspace(3)* %76, align 4
  %77 = icmp ugt i64 %39, 1
  br i1 %77, label %78, label %88

78:                                               ; preds = %74
  br label %79

79:                                               ; preds = %85, %78
  %80 = phi i64 [ %81, %85 ], [ 1, %78 ]
  call spir_func void @_Z7barrierj(i32 3) #3
  %81 = shl nuw nsw i64 %80, 1
  %82 = add nuw i64 %81, 2147483647
  %83 = and i64 %82, %30
  %84 = icmp eq i64 %83, 0
  br i1 %84, label %89, label %85

85:                                               ; preds = %92, %89, %79
  %86 = icmp ult i64 %81, %39
  br i1 %86, label %79, label %87

87:                                               ; preds = %85
  br label %88

88:                                               ; preds = %87, %74
  br i1 %41, label %97, label %100

89:                                               ; preds = %79
  %90 = add nuw i64 %80, %30
  %91 = icmp ult i64 %90, %39
  br i1 %91, label %92, label %85

92:                                               ; preds = %89
  %93 = getelementptr inbounds float, float addrspace(3)* %4, i64 %90
  %94 = load float, float addrspace(3)* %93, align 4
  %95 = load float, float addrspace(3)* %76, align 4
  %96 = fadd float %94, %95
  store float %96, float addrspace(3)* %76, align 4
  br label %85

97:                                               ; preds = %88
  %98 = load float, float addrspace(3)* %4, align 4
  %99 = getelementptr inbounds float, float addrspace(1)* %13, i64 %21
  store float %98, float addrspace(1)* %99, align 4
  br label %100

100:                                              ; preds = %97, %88
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTS12FinishReduce(i64 %0, i32 addrspace(1)* readonly align 4 %1, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %2, i32 addrspace(1)* align 4 %3, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %4) #0 !kernel_arg_addr_space !14 !kernel_arg_access_qual !15 !kernel_arg_type !16 !kernel_arg_type_qual !17 !kernel_arg_base_type !16 {
  %6 = bitcast %"class.sycl::_V1::id"* %2 to i64*
  %7 = load i64, i64* %6, align 8
  %8 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 %7
  %9 = bitcast %"class.sycl::_V1::id"* %4 to i64*
  %10 = load i64, i64* %9, align 8
  %11 = icmp eq i64 %0, 0
  br i1 %11, label %22, label %12

12:                                               ; preds = %5
  br label %13

13:                                               ; preds = %13, %12
  %14 = phi i64 [ %19, %13 ], [ 0, %12 ]
  %15 = phi i32 [ %18, %13 ], [ 0, %12 ]
  %16 = getelementptr inbounds i32, i32 addrspace(1)* %8, i64 %14
  %17 = load i32, i32 addrspace(1)* %16, align 4
  %18 = add nsw i32 %17, %15
  %19 = add nuw i64 %14, 1
  %20 = icmp eq i64 %19, %0
  br i1 %20, label %21, label %13

21:                                               ; preds = %13
  br label %22

22:                                               ; preds = %21, %5
  %23 = phi i32 [ 0, %5 ], [ %18, %21 ]
  %24 = getelementptr inbounds i32, i32 addrspace(1)* %3, i64 %10
  store i32 %23, i32 addrspace(1)* %24, align 4
  ret void
}

; Function Attrs: nounwind readnone willreturn
declare spir_func i64 @_Z12get_local_idj(i32) #2

; Function Attrs: nounwind readnone willreturn
declare spir_func i64 @_Z13get_global_idj(i32) #2

; Function Attrs: nounwind readnone willreturn
declare spir_func i64 @_Z14get_local_sizej(i32) #2

; Function Attrs: convergent nounwind
declare spir_func void @_Z7barrierj(i32) #3

; Function Attrs: nounwind readnone willreturn
declare spir_func i64 @_Z12get_group_idj(i32) #2

attributes #0 = { nounwind }
attributes #1 = { inaccessiblememonly nocallback nofree nosync nounwind willreturn }
attributes #2 = { nounwind readnone willreturn }
attributes #3 = { convergent nounwind }

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
!6 = !{i32 0, i32 3, i32 1, i32 0, i32 1, i32 0}
!7 = !{!"none", !"none", !"none", !"none", !"none", !"none"}
!8 = !{!"long", !"int*", !"int*", !"class.sycl::_V1::id", !"int*", !"class.sycl::_V1::id"}
!9 = !{!"", !"", !"", !"", !"", !""}
!10 = !{i32 1, i32 0, i32 1, i32 0, i32 3, i32 1, i32 0}
!11 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!12 = !{!"int*", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::id", !"float*", !"float*", !"class.sycl::_V1::id"}
!13 = !{!"", !"", !"", !"", !"", !"", !""}
!14 = !{i32 0, i32 1, i32 0, i32 1, i32 0}
!15 = !{!"none", !"none", !"none", !"none", !"none"}
!16 = !{!"long", !"int*", !"class.sycl::_V1::id", !"int*", !"class.sycl::_V1::id"}
!17 = !{!"", !"", !"", !"", !""}
