; ModuleID = 'device.bc'
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024"
target triple = "spir64-unknown-unknown"

%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [1 x i64] }
%"class.sycl::_V1::vec" = type { %"class.sycl::_V1::detail::vec_base" }
%"class.sycl::_V1::detail::vec_base" = type { [4 x float] }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array" }

; Function Attrs: nounwind
define spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI13ComputeForcesEE(%"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %0, %"class.sycl::_V1::vec" addrspace(1)* readonly align 16 %1, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %2, i64 %3, float %4, float addrspace(1)* readonly align 4 %5, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %6, %"class.sycl::_V1::vec" addrspace(1)* align 16 %7, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %8, float %9) #0 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_type_qual !9 !kernel_arg_base_type !8 {
  %11 = bitcast %"class.sycl::_V1::range"* %0 to i64*
  %12 = load i64, i64* %11, align 8
  %13 = bitcast %"class.sycl::_V1::id"* %2 to i64*
  %14 = load i64, i64* %13, align 8
  %15 = getelementptr inbounds %"class.sycl::_V1::vec", %"class.sycl::_V1::vec" addrspace(1)* %1, i64 %14
  %16 = bitcast %"class.sycl::_V1::id"* %6 to i64*
  %17 = load i64, i64* %16, align 8
  %18 = getelementptr inbounds float, float addrspace(1)* %5, i64 %17
  %19 = bitcast %"class.sycl::_V1::id"* %8 to i64*
  %20 = load i64, i64* %19, align 8
  %21 = getelementptr inbounds %"class.sycl::_V1::vec", %"class.sycl::_V1::vec" addrspace(1)* %7, i64 %20
  %22 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %23 = insertelement <3 x i64> undef, i64 %22, i32 0
  %24 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %25 = insertelement <3 x i64> %23, i64 %24, i32 1
  %26 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %27 = insertelement <3 x i64> %25, i64 %26, i32 2
  %28 = extractelement <3 x i64> %27, i32 0
  %29 = select i1 true, i64 %28, i64 0
  %30 = call spir_func i64 @_Z15get_global_sizej(i32 0) #2
  %31 = insertelement <3 x i64> undef, i64 %30, i32 0
  %32 = call spir_func i64 @_Z15get_global_sizej(i32 1) #2
  %33 = insertelement <3 x i64> %31, i64 %32, i32 1
  %34 = call spir_func i64 @_Z15get_global_sizej(i32 2) #2
  %35 = insertelement <3 x i64> %33, i64 %34, i32 2
  %36 = extractelement <3 x i64> %35, i32 0
  %37 = select i1 true, i64 %36, i64 1
  %38 = icmp ult i64 %29, %12
  br i1 %38, label %39, label %87

39:                                               ; preds = %10
  %40 = icmp eq i64 %3, 0
  %41 = insertelement <4 x float> undef, float %9, i32 0
  %42 = shufflevector <4 x float> %41, <4 x float> undef, <4 x i32> <i32 0, i32 0, i32 0, i32 undef>
  br label %43

43:                                               ; preds = %74, %39
  %44 = phi i64 [ %84, %74 ], [ %29, %39 ]
  %45 = getelementptr inbounds %"class.sycl::_V1::vec", %"class.sycl::_V1::vec" addrspace(1)* %15, i64 %44
  %46 = bitcast %"class.sycl::_V1::vec" addrspace(1)* %45 to <4 x float> addrspace(1)*
  %47 = load <4 x float>, <4 x float> addrspace(1)* %46, align 16
  br i1 %40, label %74, label %48

48:                                               ; preds = %43
  br label %49

49:                                               ; preds = %49, %48
  %50 = phi i64 [ %71, %49 ], [ 0, %48 ]
  %51 = phi <4 x float> [ %70, %49 ], [ zeroinitializer, %48 ]
  %52 = getelementptr inbounds %"class.sycl::_V1::vec", %"class.sycl::_V1::vec" addrspace(1)* %15, i64 %50
  %53 = bitcast %"class.sycl::_V1::vec" addrspace(1)* %52 to <4 x float> addrspace(1)*
  %54 = load <4 x float>, <4 x float> addrspace(1)* %53, align 16
  %55 = fsub <4 x float> %54, %47
  %56 = shufflevector <4 x float> %55, <4 x float> undef, <3 x i32> <i32 0, i32 1, i32 2>
  %57 = call spir_func float @_Z3dotDv3_fS_(<3 x float> %56, <3 x float> %56) #0
  %58 = fadd float %4, %57
  %59 = call spir_func float @_Z5rsqrtf(float %58) #3
  %60 = getelementptr inbounds float, float addrspace(1)* %18, i64 %50
  %61 = load float, float addrspace(1)* %60, align 4
  %62 = fmul float %59, %61
  %63 = fmul float %59, %62
  %64 = fmul float %59, %63
  %65 = insertelement <4 x float> undef, float %64, i32 0
  %66 = shufflevector <4 x float> %65, <4 x float> undef, <4 x i32> <i32 0, i32 0, i32 0, i32 undef>
  %67 = fmul <4 x float> %55, %66
  %68 = fadd <4 x float> %51, %67
  %69 = shufflevector <4 x float> %68, <4 x float> undef, <3 x i32> <i32 0, i32 1, i32 2>
  %70 = shufflevector <3 x float> %69, <3 x float> undef, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %71 = add nuw i64 %50, 1
  %72 = icmp eq i64 %71, %3
  br i1 %72, label %73, label %49

73:                                               ; preds = %49
  br label %74

74:                                               ; preds = %73, %43
  %75 = phi <4 x float> [ zeroinitializer, %43 ], [ %70, %73 ]
  %76 = fmul <4 x float> %42, %75
  %77 = getelementptr inbounds %"class.sycl::_V1::vec", %"class.sycl::_V1::vec" addrspace(1)* %21, i64 %44
  %78 = bitcast %"class.sycl::_V1::vec" addrspace(1)* %77 to <4 x float> addrspace(1)*
  %79 = load <4 x float>, <4 x float> addrspace(1)* %78, align 16
  %80 = fadd <4 x float> %79, %76
  %81 = shufflevector <4 x float> %80, <4 x float> undef, <3 x i32> <i32 0, i32 1, i32 2>
  %82 = shufflevector <3 x float> %81, <3 x float> undef, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %83 = bitcast %"class.sycl::_V1::vec" addrspace(1)* %77 to <4 x float> addrspace(1)*
  store <4 x float> %82, <4 x float> addrspace(1)* %83, align 16
  %84 = add i64 %44, %37
  %85 = icmp ult i64 %84, %12
  br i1 %85, label %43, label %86

86:                                               ; preds = %74
  br label %87

87:                                               ; preds = %86, %10
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTS13ComputeForces(%"class.sycl::_V1::vec" addrspace(1)* readonly align 16 %0, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %1, i64 %2, float %3, float addrspace(1)* readonly align 4 %4, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %5, %"class.sycl::_V1::vec" addrspace(1)* align 16 %6, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %7, float %8) #0 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_type_qual !13 !kernel_arg_base_type !12 {
  %10 = bitcast %"class.sycl::_V1::id"* %1 to i64*
  %11 = load i64, i64* %10, align 8
  %12 = getelementptr inbounds %"class.sycl::_V1::vec", %"class.sycl::_V1::vec" addrspace(1)* %0, i64 %11
  %13 = bitcast %"class.sycl::_V1::id"* %5 to i64*
  %14 = load i64, i64* %13, align 8
  %15 = getelementptr inbounds float, float addrspace(1)* %4, i64 %14
  %16 = bitcast %"class.sycl::_V1::id"* %7 to i64*
  %17 = load i64, i64* %16, align 8
  %18 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %19 = insertelement <3 x i64> undef, i64 %18, i32 0
  %20 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %21 = insertelement <3 x i64> %19, i64 %20, i32 1
  %22 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %23 = insertelement <3 x i64> %21, i64 %22, i32 2
  %24 = extractelement <3 x i64> %23, i32 0
  %25 = select i1 true, i64 %24, i64 0
  %26 = icmp ult i64 %25, 2147483648
  call void @llvm.assume(i1 %26)
  %27 = getelementptr inbounds %"class.sycl::_V1::vec", %"class.sycl::_V1::vec" addrspace(1)* %12, i64 %25
  %28 = bitcast %"class.sycl::_V1::vec" addrspace(1)* %27 to <4 x float> addrspace(1)*
  %29 = load <4 x float>, <4 x float> addrspace(1)* %28, align 16
  %30 = icmp eq i64 %2, 0
  br i1 %30, label %57, label %31

31:                                               ; preds = %9
  br label %32

32:                                               ; preds = %32, %31
  %33 = phi i64 [ %54, %32 ], [ 0, %31 ]
  %34 = phi <4 x float> [ %53, %32 ], [ zeroinitializer, %31 ]
  %35 = getelementptr inbounds %"class.sycl::_V1::vec", %"class.sycl::_V1::vec" addrspace(1)* %12, i64 %33
  %36 = bitcast %"class.sycl::_V1::vec" addrspace(1)* %35 to <4 x float> addrspace(1)*
  %37 = load <4 x float>, <4 x float> addrspace(1)* %36, align 16
  %38 = fsub <4 x float> %37, %29
  %39 = shufflevector <4 x float> %38, <4 x float> undef, <3 x i32> <i32 0, i32 1, i32 2>
  %40 = call spir_func float @_Z3dotDv3_fS_(<3 x float> %39, <3 x float> %39) #0
  %41 = fadd float %3, %40
  %42 = call spir_func float @_Z5rsqrtf(float %41) #3
  %43 = getelementptr inbounds float, float addrspace(1)* %15, i64 %33
  %44 = load float, float addrspace(1)* %43, align 4
  %45 = fmul float %42, %44
  %46 = fmul float %42, %45
  %47 = fmul float %42, %46
  %48 = insertelement <4 x float> undef, float %47, i32 0
  %49 = shufflevector <4 x float> %48, <4 x float> undef, <4 x i32> <i32 0, i32 0, i32 0, i32 undef>
  %50 = fmul <4 x float> %38, %49
  %51 = fadd <4 x float> %34, %50
  %52 = shufflevector <4 x float> %51, <4 x float> undef, <3 x i32> <i32 0, i32 1, i32 2>
  %53 = shufflevector <3 x float> %52, <3 x float> undef, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %54 = add nuw i64 %33, 1
  %55 = icmp eq i64 %54, %2
  br i1 %55, label %56, label %32

56:                                               ; preds = %32
  br label %57

57:                                               ; preds = %56, %9
  %58 = phi <4 x float> [ zeroinitializer, %9 ], [ %53, %56 ]
  %59 = getelementptr inbounds %"class.sycl::_V1::vec", %"class.sycl::_V1::vec" addrspace(1)* %6, i64 %17
  %60 = insertelement <4 x float> undef, float %8, i32 0
  %61 = shufflevector <4 x float> %60, <4 x float> undef, <4 x i32> <i32 0, i32 0, i32 0, i32 undef>
  %62 = fmul <4 x float> %61, %58
  %63 = getelementptr inbounds %"class.sycl::_V1::vec", %"class.sycl::_V1::vec" addrspace(1)* %59, i64 %25
  %64 = bitcast %"class.sycl::_V1::vec" addrspace(1)* %63 to <4 x float> addrspace(1)*
  %65 = load <4 x float>, <4 x float> addrspace(1)* %64, align 16
  %66 = fadd <4 x float> %62, %65
  %67 = shufflevector <4 x float> %66, <4 x float> undef, <3 x i32> <i32 0, i32 1, i32 2>
  %68 = shufflevector <3 x float> %67, <3 x float> undef, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %69 = bitcast %"class.sycl::_V1::vec" addrspace(1)* %63 to <4 x float> addrspace(1)*
  store <4 x float> %68, <4 x float> addrspace(1)* %69, align 16
  ret void
}

; Function Attrs: inaccessiblememonly nocallback nofree nosync nounwind willreturn
declare void @llvm.assume(i1 noundef) #1

; Function Attrs: nounwind
define spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI9IntegrateEE(%"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %0, float %1, %"class.sycl::_V1::vec" addrspace(1)* align 16 %2, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %3, %"class.sycl::_V1::vec" addrspace(1)* readonly align 16 %4, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %5, %"class.sycl::_V1::vec" addrspace(1)* readonly align 16 %6, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %7) #0 !kernel_arg_addr_space !14 !kernel_arg_access_qual !15 !kernel_arg_type !16 !kernel_arg_type_qual !17 !kernel_arg_base_type !16 {
  %9 = bitcast %"class.sycl::_V1::range"* %0 to i64*
  %10 = load i64, i64* %9, align 8
  %11 = bitcast %"class.sycl::_V1::id"* %3 to i64*
  %12 = load i64, i64* %11, align 8
  %13 = getelementptr inbounds %"class.sycl::_V1::vec", %"class.sycl::_V1::vec" addrspace(1)* %2, i64 %12
  %14 = bitcast %"class.sycl::_V1::id"* %5 to i64*
  %15 = load i64, i64* %14, align 8
  %16 = getelementptr inbounds %"class.sycl::_V1::vec", %"class.sycl::_V1::vec" addrspace(1)* %4, i64 %15
  %17 = bitcast %"class.sycl::_V1::id"* %7 to i64*
  %18 = load i64, i64* %17, align 8
  %19 = getelementptr inbounds %"class.sycl::_V1::vec", %"class.sycl::_V1::vec" addrspace(1)* %6, i64 %18
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
  %36 = icmp ult i64 %27, %10
  br i1 %36, label %37, label %57

37:                                               ; preds = %8
  %38 = insertelement <4 x float> undef, float %1, i32 0
  %39 = shufflevector <4 x float> %38, <4 x float> undef, <4 x i32> <i32 0, i32 0, i32 0, i32 undef>
  br label %40

40:                                               ; preds = %40, %37
  %41 = phi i64 [ %54, %40 ], [ %27, %37 ]
  %42 = getelementptr inbounds %"class.sycl::_V1::vec", %"class.sycl::_V1::vec" addrspace(1)* %16, i64 %41
  %43 = getelementptr inbounds %"class.sycl::_V1::vec", %"class.sycl::_V1::vec" addrspace(1)* %19, i64 %41
  %44 = bitcast %"class.sycl::_V1::vec" addrspace(1)* %43 to <4 x float> addrspace(1)*
  %45 = load <4 x float>, <4 x float> addrspace(1)* %44, align 16
  %46 = fmul <4 x float> %39, %45
  %47 = bitcast %"class.sycl::_V1::vec" addrspace(1)* %42 to <4 x float> addrspace(1)*
  %48 = load <4 x float>, <4 x float> addrspace(1)* %47, align 16
  %49 = fadd <4 x float> %48, %46
  %50 = shufflevector <4 x float> %49, <4 x float> undef, <3 x i32> <i32 0, i32 1, i32 2>
  %51 = shufflevector <3 x float> %50, <3 x float> undef, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %52 = getelementptr inbounds %"class.sycl::_V1::vec", %"class.sycl::_V1::vec" addrspace(1)* %13, i64 %41
  %53 = bitcast %"class.sycl::_V1::vec" addrspace(1)* %52 to <4 x float> addrspace(1)*
  store <4 x float> %51, <4 x float> addrspace(1)* %53, align 16
  %54 = add i64 %41, %35
  %55 = icmp ult i64 %54, %10
  br i1 %55, label %40, label %56

56:                                               ; preds = %40
  br label %57

57:                                               ; preds = %56, %8
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTS9Integrate(float %0, %"class.sycl::_V1::vec" addrspace(1)* align 16 %1, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %2, %"class.sycl::_V1::vec" addrspace(1)* readonly align 16 %3, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %4, %"class.sycl::_V1::vec" addrspace(1)* readonly align 16 %5, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %6) #0 !kernel_arg_addr_space !18 !kernel_arg_access_qual !19 !kernel_arg_type !20 !kernel_arg_type_qual !21 !kernel_arg_base_type !20 {
  %8 = bitcast %"class.sycl::_V1::id"* %2 to i64*
  %9 = load i64, i64* %8, align 8
  %10 = getelementptr inbounds %"class.sycl::_V1::vec", %"class.sycl::_V1::vec" addrspace(1)* %1, i64 %9
  %11 = bitcast %"class.sycl::_V1::id"* %4 to i64*
  %12 = load i64, i64* %11, align 8
  %13 = getelementptr inbounds %"class.sycl::_V1::vec", %"class.sycl::_V1::vec" addrspace(1)* %3, i64 %12
  %14 = bitcast %"class.sycl::_V1::id"* %6 to i64*
  %15 = load i64, i64* %14, align 8
  %16 = getelementptr inbounds %"class.sycl::_V1::vec", %"class.sycl::_V1::vec" addrspace(1)* %5, i64 %15
  %17 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %18 = insertelement <3 x i64> undef, i64 %17, i32 0
  %19 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %20 = insertelement <3 x i64> %18, i64 %19, i32 1
  %21 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %22 = insertelement <3 x i64> %20, i64 %21, i32 2
  %23 = extractelement <3 x i64> %22, i32 0
  %24 = select i1 true, i64 %23, i64 0
  %25 = icmp ult i64 %24, 2147483648
  call void @llvm.assume(i1 %25)
  %26 = getelementptr inbounds %"class.sycl::_V1::vec", %"class.sycl::_V1::vec" addrspace(1)* %13, i64 %24
  %27 = getelementptr inbounds %"class.sycl::_V1::vec", %"class.sycl::_V1::vec" addrspace(1)* %16, i64 %24
  %28 = insertelement <4 x float> undef, float %0, i32 0
  %29 = shufflevector <4 x float> %28, <4 x float> undef, <4 x i32> <i32 0, i32 0, i32 0, i32 undef>
  %30 = bitcast %"class.sycl::_V1::vec" addrspace(1)* %27 to <4 x float> addrspace(1)*
  %31 = load <4 x float>, <4 x float> addrspace(1)* %30, align 16
  %32 = fmul <4 x float> %29, %31
  %33 = bitcast %"class.sycl::_V1::vec" addrspace(1)* %26 to <4 x float> addrspace(1)*
  %34 = load <4 x float>, <4 x float> addrspace(1)* %33, align 16
  %35 = fadd <4 x float> %34, %32
  %36 = shufflevector <4 x float> %35, <4 x float> undef, <3 x i32> <i32 0, i32 1, i32 2>
  %37 = shufflevector <3 x float> %36, <3 x float> undef, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %38 = getelementptr inbounds %"class.sycl::_V1::vec", %"class.sycl::_V1::vec" addrspace(1)* %10, i64 %24
  %39 = bitcast %"class.sycl::_V1::vec" addrspace(1)* %38 to <4 x float> addrspace(1)*
  store <4 x float> %37, <4 x float> addrspace(1)* %39, align 16
  ret void
}

; Function Attrs: nounwind readnone willreturn
declare spir_func i64 @_Z13get_global_idj(i32) #2

; Function Attrs: nounwind readnone willreturn
declare spir_func i64 @_Z15get_global_sizej(i32) #2

; Function Attrs: nounwind
declare spir_func float @_Z3dotDv3_fS_(<3 x float>, <3 x float>) #0

; Function Attrs: nounwind readnone
declare spir_func float @_Z5rsqrtf(float) #3

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
!6 = !{i32 0, i32 1, i32 0, i32 0, i32 0, i32 1, i32 0, i32 1, i32 0, i32 0}
!7 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!8 = !{!"class.sycl::_V1::range", !"class.sycl::_V1::vec*", !"class.sycl::_V1::id", !"long", !"float", !"float*", !"class.sycl::_V1::id", !"class.sycl::_V1::vec*", !"class.sycl::_V1::id", !"float"}
!9 = !{!"", !"", !"", !"", !"", !"", !"", !"", !"", !""}
!10 = !{i32 1, i32 0, i32 0, i32 0, i32 1, i32 0, i32 1, i32 0, i32 0}
!11 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!12 = !{!"class.sycl::_V1::vec*", !"class.sycl::_V1::id", !"long", !"float", !"float*", !"class.sycl::_V1::id", !"class.sycl::_V1::vec*", !"class.sycl::_V1::id", !"float"}
!13 = !{!"", !"", !"", !"", !"", !"", !"", !"", !""}
!14 = !{i32 0, i32 0, i32 1, i32 0, i32 1, i32 0, i32 1, i32 0}
!15 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!16 = !{!"class.sycl::_V1::range", !"float", !"class.sycl::_V1::vec*", !"class.sycl::_V1::id", !"class.sycl::_V1::vec*", !"class.sycl::_V1::id", !"class.sycl::_V1::vec*", !"class.sycl::_V1::id"}
!17 = !{!"", !"", !"", !"", !"", !"", !"", !""}
!18 = !{i32 0, i32 1, i32 0, i32 1, i32 0, i32 1, i32 0}
!19 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!20 = !{!"float", !"class.sycl::_V1::vec*", !"class.sycl::_V1::id", !"class.sycl::_V1::vec*", !"class.sycl::_V1::id", !"class.sycl::_V1::vec*", !"class.sycl::_V1::id"}
!21 = !{!"", !"", !"", !"", !"", !"", !""}
