; ModuleID = 'device.bc'
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024"
target triple = "spir64-unknown-unknown"

%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [1 x i64] }
%class.anon = type { i64, i8 addrspace(4)*, i8 addrspace(4)* }
%structtype = type { i64, i64, i64 }
%class.anon.0 = type { i8 addrspace(4)*, i64, i8 addrspace(4)*, i8 addrspace(4)* }
%structtype.0 = type { i64, i64, i64, i64 }

; Function Attrs: nounwind
define spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI7RowSumsEE(%"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %0, %class.anon* byval(%class.anon) align 8 %1) #0 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_type_qual !9 !kernel_arg_base_type !8 {
  %3 = bitcast %"class.sycl::_V1::range"* %0 to i64*
  %4 = load i64, i64* %3, align 8
  %5 = bitcast %class.anon* %1 to %structtype*
  %6 = getelementptr inbounds %structtype, %structtype* %5, i64 0, i32 0
  %7 = load i64, i64* %6, align 8
  %8 = bitcast %class.anon* %1 to %structtype*
  %9 = getelementptr inbounds %structtype, %structtype* %8, i64 0, i32 1
  %10 = load i64, i64* %9, align 8
  %11 = inttoptr i64 %10 to float addrspace(4)*
  %12 = bitcast %class.anon* %1 to %structtype*
  %13 = getelementptr inbounds %structtype, %structtype* %12, i64 0, i32 2
  %14 = load i64, i64* %13, align 8
  %15 = inttoptr i64 %14 to float addrspace(4)*
  %16 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %17 = insertelement <3 x i64> undef, i64 %16, i32 0
  %18 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %19 = insertelement <3 x i64> %17, i64 %18, i32 1
  %20 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %21 = insertelement <3 x i64> %19, i64 %20, i32 2
  %22 = extractelement <3 x i64> %21, i32 0
  %23 = select i1 true, i64 %22, i64 0
  %24 = call spir_func i64 @_Z15get_global_sizej(i32 0) #2
  %25 = insertelement <3 x i64> undef, i64 %24, i32 0
  %26 = call spir_func i64 @_Z15get_global_sizej(i32 1) #2
  %27 = insertelement <3 x i64> %25, i64 %26, i32 1
  %28 = call spir_func i64 @_Z15get_global_sizej(i32 2) #2
  %29 = insertelement <3 x i64> %27, i64 %28, i32 2
  %30 = extractelement <3 x i64> %29, i32 0
  %31 = select i1 true, i64 %30, i64 1
  %32 = icmp ult i64 %23, %4
  br i1 %32, label %33, label %55

33:                                               ; preds = %2
  %34 = icmp eq i64 %7, 0
  br label %35

35:                                               ; preds = %49, %33
  %36 = phi i64 [ %23, %33 ], [ %52, %49 ]
  br i1 %34, label %49, label %37

37:                                               ; preds = %35
  %38 = mul i64 %36, %7
  %39 = getelementptr float, float addrspace(4)* %11, i64 %38
  br label %40

40:                                               ; preds = %40, %37
  %41 = phi i64 [ 0, %37 ], [ %46, %40 ]
  %42 = phi float [ 0.000000e+00, %37 ], [ %45, %40 ]
  %43 = getelementptr float, float addrspace(4)* %39, i64 %41
  %44 = load float, float addrspace(4)* %43, align 4
  %45 = fadd float %42, %44
  %46 = add nuw i64 %41, 1
  %47 = icmp eq i64 %46, %7
  br i1 %47, label %48, label %40

48:                                               ; preds = %40
  br label %49

49:                                               ; preds = %48, %35
  %50 = phi float [ 0.000000e+00, %35 ], [ %45, %48 ]
  %51 = getelementptr inbounds float, float addrspace(4)* %15, i64 %36
  store float %50, float addrspace(4)* %51, align 4
  %52 = add i64 %36, %31
  %53 = icmp ult i64 %52, %4
  br i1 %53, label %35, label %54

54:                                               ; preds = %49
  br label %55

55:                                               ; preds = %54, %2
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTS7RowSums(i64 %0, float addrspace(1)* align 4 %1, float addrspace(1)* align 4 %2) #0 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_type_qual !13 !kernel_arg_base_type !12 {
  %4 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %5 = insertelement <3 x i64> undef, i64 %4, i32 0
  %6 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %7 = insertelement <3 x i64> %5, i64 %6, i32 1
  %8 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %9 = insertelement <3 x i64> %7, i64 %8, i32 2
  %10 = extractelement <3 x i64> %9, i32 0
  %11 = select i1 true, i64 %10, i64 0
  %12 = icmp ult i64 %11, 2147483648
  call void @llvm.assume(i1 %12)
  %13 = icmp eq i64 %0, 0
  br i1 %13, label %26, label %14

14:                                               ; preds = %3
  %15 = mul i64 %11, %0
  %16 = getelementptr float, float addrspace(1)* %1, i64 %15
  br label %17

17:                                               ; preds = %17, %14
  %18 = phi i64 [ 0, %14 ], [ %23, %17 ]
  %19 = phi float [ 0.000000e+00, %14 ], [ %22, %17 ]
  %20 = getelementptr float, float addrspace(1)* %16, i64 %18
  %21 = load float, float addrspace(1)* %20, align 4
  %22 = fadd float %19, %21
  %23 = add nuw i64 %18, 1
  %24 = icmp eq i64 %23, %0
  br i1 %24, label %25, label %17

25:                                               ; preds = %17
  br label %26

26:                                               ; preds = %25, %3
  %27 = phi float [ 0.000000e+00, %3 ], [ %22, %25 ]
  %28 = getelementptr inbounds float, float addrspace(1)* %2, i64 %11
  store float %27, float addrspace(1)* %28, align 4
  ret void
}

; Function Attrs: inaccessiblememonly nocallback nofree nosync nounwind willreturn
declare void @llvm.assume(i1 noundef) #1

; Function Attrs: nounwind
define spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI8RowScaleEE(%"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %0, %class.anon.0* byval(%class.anon.0) align 8 %1) #0 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !14 !kernel_arg_type_qual !9 !kernel_arg_base_type !14 {
  %3 = bitcast %"class.sycl::_V1::range"* %0 to i64*
  %4 = load i64, i64* %3, align 8
  %5 = bitcast %class.anon.0* %1 to %structtype.0*
  %6 = getelementptr inbounds %structtype.0, %structtype.0* %5, i64 0, i32 0
  %7 = load i64, i64* %6, align 8
  %8 = inttoptr i64 %7 to float addrspace(4)*
  %9 = bitcast %class.anon.0* %1 to %structtype.0*
  %10 = getelementptr inbounds %structtype.0, %structtype.0* %9, i64 0, i32 1
  %11 = load i64, i64* %10, align 8
  %12 = bitcast %class.anon.0* %1 to %structtype.0*
  %13 = getelementptr inbounds %structtype.0, %structtype.0* %12, i64 0, i32 2
  %14 = load i64, i64* %13, align 8
  %15 = inttoptr i64 %14 to float addrspace(4)*
  %16 = bitcast %class.anon.0* %1 to %structtype.0*
  %17 = getelementptr inbounds %structtype.0, %structtype.0* %16, i64 0, i32 3
  %18 = load i64, i64* %17, align 8
  %19 = inttoptr i64 %18 to float addrspace(4)*
  %20 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %21 = insertelement <3 x i64> undef, i64 %20, i32 0
  %22 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %23 = insertelement <3 x i64> %21, i64 %22, i32 1
  %24 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %25 = insertelement <3 x i64> %23, i64 %24, i32 2
  %26 = extractelement <3 x i64> %25, i32 0
  %27 = select i1 true, i64 %26, i64 0
  %28 = call spir_func i64 @_Z15get_global_sizej(i32 0) #2
  %29 = insertelement <3 x i64> undef, i64 %28, i32 0
  %30 = call spir_func i64 @_Z15get_global_sizej(i32 1) #2
  %31 = insertelement <3 x i64> %29, i64 %30, i32 1
  %32 = call spir_func i64 @_Z15get_global_sizej(i32 2) #2
  %33 = insertelement <3 x i64> %31, i64 %32, i32 2
  %34 = extractelement <3 x i64> %33, i32 0
  %35 = select i1 true, i64 %34, i64 1
  %36 = icmp ult i64 %27, %4
  br i1 %36, label %37, label %60

37:                                               ; preds = %2
  %38 = icmp eq i64 %11, 0
  br label %39

39:                                               ; preds = %56, %37
  %40 = phi i64 [ %27, %37 ], [ %57, %56 ]
  %41 = getelementptr inbounds float, float addrspace(4)* %8, i64 %40
  %42 = load float, float addrspace(4)* %41, align 4
  br i1 %38, label %56, label %43

43:                                               ; preds = %39
  %44 = mul i64 %40, %11
  %45 = getelementptr float, float addrspace(4)* %19, i64 %44
  %46 = getelementptr float, float addrspace(4)* %15, i64 %44
  br label %47

47:                                               ; preds = %47, %43
  %48 = phi i64 [ 0, %43 ], [ %53, %47 ]
  %49 = getelementptr float, float addrspace(4)* %45, i64 %48
  %50 = load float, float addrspace(4)* %49, align 4
  %51 = fmul float %42, %50
  %52 = getelementptr float, float addrspace(4)* %46, i64 %48
  store float %51, float addrspace(4)* %52, align 4
  %53 = add nuw i64 %48, 1
  %54 = icmp eq i64 %53, %11
  br i1 %54, label %55, label %47

55:                                               ; preds = %47
  br label %56

56:                                               ; preds = %55, %39
  %57 = add i64 %40, %35
  %58 = icmp ult i64 %57, %4
  br i1 %58, label %39, label %59

59:                                               ; preds = %56
  br label %60

60:                                               ; preds = %59, %2
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTS8RowScale(float addrspace(1)* align 4 %0, i64 %1, float addrspace(1)* align 4 %2, float addrspace(1)* align 4 %3) #0 !kernel_arg_addr_space !15 !kernel_arg_access_qual !16 !kernel_arg_type !17 !kernel_arg_type_qual !18 !kernel_arg_base_type !17 {
  %5 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %6 = insertelement <3 x i64> undef, i64 %5, i32 0
  %7 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %8 = insertelement <3 x i64> %6, i64 %7, i32 1
  %9 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %10 = insertelement <3 x i64> %8, i64 %9, i32 2
  %11 = extractelement <3 x i64> %10, i32 0
  %12 = select i1 true, i64 %11, i64 0
  %13 = icmp ult i64 %12, 2147483648
  call void @llvm.assume(i1 %13)
  %14 = getelementptr inbounds float, float addrspace(1)* %0, i64 %12
  %15 = load float, float addrspace(1)* %14, align 4
  %16 = icmp eq i64 %1, 0
  br i1 %16, label %30, label %17

17:                                               ; preds = %4
  %18 = mul i64 %12, %1
  %19 = getelementptr float, float addrspace(1)* %3, i64 %18
  %20 = getelementptr float, float addrspace(1)* %2, i64 %18
  br label %21

21:                                               ; preds = %21, %17
  %22 = phi i64 [ 0, %17 ], [ %27, %21 ]
  %23 = getelementptr float, float addrspace(1)* %19, i64 %22
  %24 = load float, float addrspace(1)* %23, align 4
  %25 = fmul float %15, %24
  %26 = getelementptr float, float addrspace(1)* %20, i64 %22
  store float %25, float addrspace(1)* %26, align 4
  %27 = add nuw i64 %22, 1
  %28 = icmp eq i64 %27, %1
  br i1 %28, label %29, label %21

29:                                               ; preds = %21
  br label %30

30:                                               ; preds = %29, %4
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
!6 = !{i32 0, i32 0}
!7 = !{!"none", !"none"}
!8 = !{!"class.sycl::_V1::range", !"class.anon"}
!9 = !{!"", !""}
!10 = !{i32 0, i32 1, i32 1}
!11 = !{!"none", !"none", !"none"}
!12 = !{!"long", !"float*", !"float*"}
!13 = !{!"", !"", !""}
!14 = !{!"class.sycl::_V1::range", !"class.anon.0"}
!15 = !{i32 1, i32 0, i32 1, i32 1}
!16 = !{!"none", !"none", !"none", !"none"}
!17 = !{!"float*", !"long", !"float*", !"float*"}
!18 = !{!"", !"", !"", !""}
