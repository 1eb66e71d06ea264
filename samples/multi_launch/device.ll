source_filename = "rtc_0.cpp"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [3 x i64] }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array" }
%struct.Window = type { float, float }
%"class.sycl::_V1::id.16" = type { %"class.sycl::_V1::detail::array.15" }
%"class.sycl::_V1::detail::array.15" = type { [1 x i64] }
%"class.sycl::_V1::range.14" = type { %"class.sycl::_V1::detail::array.15" }
%class.anon.36 = type { ptr addrspace(4) }
%class.anon.42 = type { ptr addrspace(4) }

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI7Scale3DEE = comdat any

$_ZTS7Scale3D = comdat any

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI6Init3DEE = comdat any

$_ZTS6Init3D = comdat any

$_ZTSZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_EUlvE_ = comdat any

$_ZTSN4sycl3_V16detail18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZ4mainEUlNS0_2idILi1EEEE_EE = comdat any

$_ZTSZ4mainEUlN4sycl3_V12idILi1EEEE_ = comdat any

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI4BumpEE = comdat any

$_ZTS4Bump = comdat any

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI7Scale3DEE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, ptr addrspace(1) noundef align 4 %1, ptr noundef byval(%"class.sycl::_V1::range") align 8 %2, ptr noundef byval(%"class.sycl::_V1::id") align 8 %3, float noundef %4) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !10 !kernel_arg_exclusive_ptr !10 !sycl_fixed_targets !11 !sycl_kernel_omit_args !12 {
  %6 = load i64, ptr %0, align 8
  %7 = getelementptr inbounds i64, ptr %0, i64 1
  %8 = load i64, ptr %7, align 8
  %9 = getelementptr inbounds i64, ptr %0, i64 2
  %10 = load i64, ptr %9, align 8
  %11 = getelementptr inbounds i64, ptr %2, i64 1
  %12 = load i64, ptr %11, align 8
  %13 = getelementptr inbounds i64, ptr %2, i64 2
  %14 = load i64, ptr %13, align 8
  %15 = load i64, ptr %3, align 8
  %16 = getelementptr inbounds i64, ptr %3, i64 1
  %17 = load i64, ptr %16, align 8
  %18 = getelementptr inbounds i64, ptr %3, i64 2
  %19 = load i64, ptr %18, align 8
  %20 = mul i64 %15, %12
  %21 = add i64 %20, %17
  %22 = mul i64 %21, %14
  %23 = getelementptr float, ptr addrspace(1) %1, i64 %19
  %24 = getelementptr float, ptr addrspace(1) %23, i64 %22
  %25 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 2) #4
  %26 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 1) #4
  %27 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %28 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 2) #4
  %29 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 1) #4
  %30 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #4
  %31 = icmp ult i64 %25, %6
  %32 = icmp ult i64 %26, %8
  %33 = icmp ult i64 %27, %10
  %34 = select i1 %33, i1 %32, i1 false
  %35 = select i1 %34, i1 %31, i1 false
  br i1 %35, label %36, label %57

36:                                               ; preds = %54, %5
  %37 = phi i64 [ %55, %54 ], [ %27, %5 ]
  %38 = getelementptr float, ptr addrspace(1) %24, i64 %37
  br label %39

39:                                               ; preds = %51, %36
  %40 = phi i64 [ %52, %51 ], [ %26, %36 ]
  br label %41

41:                                               ; preds = %41, %39
  %42 = phi i64 [ %49, %41 ], [ %25, %39 ]
  %43 = mul i64 %42, %12
  %44 = add i64 %43, %40
  %45 = mul i64 %44, %14
  %46 = getelementptr float, ptr addrspace(1) %38, i64 %45
  %47 = load float, ptr addrspace(1) %46, align 4, !tbaa !13
  %48 = fmul float %4, %47
  store float %48, ptr addrspace(1) %46, align 4, !tbaa !13
  %49 = add i64 %42, %28
  %50 = icmp ult i64 %49, %6
  br i1 %50, label %41, label %51

51:                                               ; preds = %41
  %52 = add i64 %40, %29
  %53 = icmp ult i64 %52, %8
  br i1 %53, label %39, label %54

54:                                               ; preds = %51
  %55 = add i64 %37, %30
  %56 = icmp ult i64 %55, %10
  br i1 %56, label %36, label %57, !llvm.loop !15

57:                                               ; preds = %54, %5
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS7Scale3D(ptr addrspace(1) noundef align 4 %0, ptr noundef byval(%"class.sycl::_V1::range") align 8 %1, ptr noundef byval(%"class.sycl::_V1::id") align 8 %2, float noundef %3) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !17 !kernel_arg_exclusive_ptr !17 !sycl_fixed_targets !11 !sycl_kernel_omit_args !10 {
  %5 = getelementptr inbounds i64, ptr %1, i64 1
  %6 = load i64, ptr %5, align 8
  %7 = getelementptr inbounds i64, ptr %1, i64 2
  %8 = load i64, ptr %7, align 8
  %9 = load i64, ptr %2, align 8
  %10 = getelementptr inbounds i64, ptr %2, i64 1
  %11 = load i64, ptr %10, align 8
  %12 = getelementptr inbounds i64, ptr %2, i64 2
  %13 = load i64, ptr %12, align 8
  %14 = mul i64 %9, %6
  %15 = add i64 %14, %11
  %16 = mul i64 %15, %8
  %17 = getelementptr float, ptr addrspace(1) %0, i64 %13
  %18 = getelementptr float, ptr addrspace(1) %17, i64 %16
  %19 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 2) #4
  %20 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 1) #4
  %21 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %22 = icmp ult i64 %19, 2147483648
  tail call void @llvm.assume(i1 %22)
  %23 = icmp ult i64 %20, 2147483648
  tail call void @llvm.assume(i1 %23)
  %24 = icmp ult i64 %21, 2147483648
  tail call void @llvm.assume(i1 %24)
  %25 = mul i64 %19, %6
  %26 = add i64 %25, %20
  %27 = mul i64 %26, %8
  %28 = getelementptr float, ptr addrspace(1) %18, i64 %21
  %29 = getelementptr float, ptr addrspace(1) %28, i64 %27
  %30 = load float, ptr addrspace(1) %29, align 4, !tbaa !13
  %31 = fmul float %3, %30
  store float %31, ptr addrspace(1) %29, align 4, !tbaa !13
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI6Init3DEE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, ptr addrspace(1) noundef align 4 %1, ptr noundef byval(%"class.sycl::_V1::range") align 8 %2, ptr noundef byval(%"class.sycl::_V1::id") align 8 %3) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !18 !kernel_arg_exclusive_ptr !18 !sycl_fixed_targets !11 !sycl_kernel_omit_args !19 {
  %5 = load i64, ptr %0, align 8
  %6 = getelementptr inbounds i64, ptr %0, i64 1
  %7 = load i64, ptr %6, align 8
  %8 = getelementptr inbounds i64, ptr %0, i64 2
  %9 = load i64, ptr %8, align 8
  %10 = getelementptr inbounds i64, ptr %2, i64 1
  %11 = load i64, ptr %10, align 8
  %12 = getelementptr inbounds i64, ptr %2, i64 2
  %13 = load i64, ptr %12, align 8
  %14 = load i64, ptr %3, align 8
  %15 = getelementptr inbounds i64, ptr %3, i64 1
  %16 = load i64, ptr %15, align 8
  %17 = getelementptr inbounds i64, ptr %3, i64 2
  %18 = load i64, ptr %17, align 8
  %19 = mul i64 %14, %11
  %20 = add i64 %19, %16
  %21 = mul i64 %20, %13
  %22 = getelementptr float, ptr addrspace(1) %1, i64 %18
  %23 = getelementptr float, ptr addrspace(1) %22, i64 %21
  %24 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 2) #4
  %25 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 1) #4
  %26 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %27 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 2) #4
  %28 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 1) #4
  %29 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #4
  %30 = icmp ult i64 %24, %5
  %31 = icmp ult i64 %25, %7
  %32 = icmp ult i64 %26, %9
  %33 = select i1 %32, i1 %31, i1 false
  %34 = select i1 %33, i1 %30, i1 false
  br i1 %34, label %35, label %59

35:                                               ; preds = %56, %4
  %36 = phi i64 [ %57, %56 ], [ %26, %4 ]
  %37 = getelementptr float, ptr addrspace(1) %23, i64 %36
  br label %38

38:                                               ; preds = %53, %35
  %39 = phi i64 [ %54, %53 ], [ %25, %35 ]
  %40 = mul nuw nsw i64 %39, 10
  %41 = add nuw nsw i64 %40, %36
  br label %42

42:                                               ; preds = %42, %38
  %43 = phi i64 [ %51, %42 ], [ %24, %38 ]
  %44 = mul nuw nsw i64 %43, 100
  %45 = add nuw nsw i64 %41, %44
  %46 = uitofp nneg i64 %45 to float
  %47 = mul i64 %43, %11
  %48 = add i64 %47, %39
  %49 = mul i64 %48, %13
  %50 = getelementptr float, ptr addrspace(1) %37, i64 %49
  store float %46, ptr addrspace(1) %50, align 4, !tbaa !13
  %51 = add i64 %43, %27
  %52 = icmp ult i64 %51, %5
  br i1 %52, label %42, label %53

53:                                               ; preds = %42
  %54 = add i64 %39, %28
  %55 = icmp ult i64 %54, %7
  br i1 %55, label %38, label %56

56:                                               ; preds = %53
  %57 = add i64 %36, %29
  %58 = icmp ult i64 %57, %9
  br i1 %58, label %35, label %59, !llvm.loop !20

59:                                               ; preds = %56, %4
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS6Init3D(ptr addrspace(1) noundef align 4 %0, ptr noundef byval(%"class.sycl::_V1::range") align 8 %1, ptr noundef byval(%"class.sycl::_V1::id") align 8 %2) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !21 !kernel_arg_exclusive_ptr !21 !sycl_fixed_targets !11 !sycl_kernel_omit_args !18 {
  %4 = getelementptr inbounds i64, ptr %1, i64 1
  %5 = load i64, ptr %4, align 8
  %6 = getelementptr inbounds i64, ptr %1, i64 2
  %7 = load i64, ptr %6, align 8
  %8 = load i64, ptr %2, align 8
  %9 = getelementptr inbounds i64, ptr %2, i64 1
  %10 = load i64, ptr %9, align 8
  %11 = getelementptr inbounds i64, ptr %2, i64 2
  %12 = load i64, ptr %11, align 8
  %13 = mul i64 %8, %5
  %14 = add i64 %13, %10
  %15 = mul i64 %14, %7
  %16 = getelementptr float, ptr addrspace(1) %0, i64 %12
  %17 = getelementptr float, ptr addrspace(1) %16, i64 %15
  %18 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 2) #4
  %19 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 1) #4
  %20 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %21 = icmp ult i64 %18, 2147483648
  tail call void @llvm.assume(i1 %21)
  %22 = icmp ult i64 %19, 2147483648
  tail call void @llvm.assume(i1 %22)
  %23 = icmp ult i64 %20, 2147483648
  tail call void @llvm.assume(i1 %23)
  %24 = mul nuw nsw i64 %18, 100
  %25 = mul nuw nsw i64 %19, 10
  %26 = add nuw nsw i64 %25, %24
  %27 = add nuw nsw i64 %26, %20
  %28 = uitofp nneg i64 %27 to float
  %29 = mul i64 %18, %5
  %30 = add i64 %29, %19
  %31 = mul i64 %30, %7
  %32 = getelementptr float, ptr addrspace(1) %17, i64 %20
  %33 = getelementptr float, ptr addrspace(1) %32, i64 %31
  store float %28, ptr addrspace(1) %33, align 4, !tbaa !13
  ret void
}

; Function Attrs: mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_EUlvE_(ptr addrspace(1) noundef readonly align 4 %0, ptr noundef byval(%"class.sycl::_V1::range") align 8 %1, ptr noundef byval(%"class.sycl::_V1::range") align 8 %2, ptr noundef byval(%"class.sycl::_V1::id") align 8 %3, ptr noundef byval(%struct.Window) align 4 %4, ptr addrspace(1) noundef align 4 %5, ptr noundef byval(%"class.sycl::_V1::id.16") align 8 %6, i32 noundef %7) local_unnamed_addr #3 comdat !kernel_arg_runtime_aligned !22 !kernel_arg_exclusive_ptr !22 !sycl_fixed_targets !11 !sycl_kernel_omit_args !23 {
  %9 = getelementptr inbounds nuw %struct.Window, ptr %4, i64 0, i32 0
  %10 = load float, ptr %9, align 4, !tbaa !13
  %11 = getelementptr inbounds nuw %struct.Window, ptr %4, i64 0, i32 1
  %12 = load float, ptr %11, align 4, !tbaa !13
  %13 = load i64, ptr %1, align 8
  %14 = getelementptr inbounds i64, ptr %1, i64 1
  %15 = load i64, ptr %14, align 8
  %16 = getelementptr inbounds i64, ptr %1, i64 2
  %17 = load i64, ptr %16, align 8
  %18 = getelementptr inbounds i64, ptr %2, i64 1
  %19 = load i64, ptr %18, align 8
  %20 = getelementptr inbounds i64, ptr %2, i64 2
  %21 = load i64, ptr %20, align 8
  %22 = load i64, ptr %3, align 8
  %23 = getelementptr inbounds i64, ptr %3, i64 1
  %24 = load i64, ptr %23, align 8
  %25 = getelementptr inbounds i64, ptr %3, i64 2
  %26 = load i64, ptr %25, align 8
  %27 = mul i64 %22, %19
  %28 = add i64 %27, %24
  %29 = mul i64 %28, %21
  %30 = getelementptr float, ptr addrspace(1) %0, i64 %26
  %31 = getelementptr float, ptr addrspace(1) %30, i64 %29
  %32 = load i64, ptr %6, align 8
  %33 = icmp eq i64 %13, 0
  br i1 %33, label %88, label %34

34:                                               ; preds = %8
  %35 = icmp eq i64 %15, 0
  %36 = icmp eq i64 %17, 0
  br label %37

37:                                               ; preds = %53, %34
  %38 = phi i32 [ 0, %34 ], [ %56, %53 ]
  %39 = phi i64 [ 0, %34 ], [ %57, %53 ]
  %40 = phi i32 [ 0, %34 ], [ %55, %53 ]
  %41 = phi i32 [ 0, %34 ], [ %54, %53 ]
  br i1 %35, label %53, label %42

42:                                               ; preds = %37
  %43 = mul i64 %39, %19
  br label %44

44:                                               ; preds = %59, %42
  %45 = phi i32 [ %38, %42 ], [ %62, %59 ]
  %46 = phi i64 [ 0, %42 ], [ %63, %59 ]
  %47 = phi i32 [ %40, %42 ], [ %61, %59 ]
  %48 = phi i32 [ %41, %42 ], [ %60, %59 ]
  br i1 %36, label %59, label %49

49:                                               ; preds = %44
  %50 = add i64 %46, %43
  %51 = mul i64 %50, %21
  %52 = getelementptr float, ptr addrspace(1) %31, i64 %51
  br label %65

53:                                               ; preds = %59, %37
  %54 = phi i32 [ %41, %37 ], [ %60, %59 ]
  %55 = phi i32 [ %40, %37 ], [ %61, %59 ]
  %56 = phi i32 [ %38, %37 ], [ %62, %59 ]
  %57 = add nuw i64 %39, 1
  %58 = icmp eq i64 %57, %13
  br i1 %58, label %88, label %37, !llvm.loop !24

59:                                               ; preds = %82, %44
  %60 = phi i32 [ %48, %44 ], [ %83, %82 ]
  %61 = phi i32 [ %47, %44 ], [ %84, %82 ]
  %62 = phi i32 [ %45, %44 ], [ %85, %82 ]
  %63 = add nuw i64 %46, 1
  %64 = icmp eq i64 %63, %15
  br i1 %64, label %53, label %44, !llvm.loop !25

65:                                               ; preds = %82, %49
  %66 = phi i32 [ %45, %49 ], [ %85, %82 ]
  %67 = phi i64 [ 0, %49 ], [ %86, %82 ]
  %68 = phi i32 [ %47, %49 ], [ %84, %82 ]
  %69 = phi i32 [ %48, %49 ], [ %83, %82 ]
  %70 = getelementptr float, ptr addrspace(1) %52, i64 %67
  %71 = load float, ptr addrspace(1) %70, align 4, !tbaa !13
  %72 = fcmp olt float %71, %10
  br i1 %72, label %73, label %75

73:                                               ; preds = %65
  %74 = add nsw i32 %66, 1
  br label %82

75:                                               ; preds = %65
  %76 = fcmp olt float %71, %12
  %77 = zext i1 %76 to i32
  %78 = add nsw i32 %69, %77
  %79 = xor i1 %76, true
  %80 = zext i1 %79 to i32
  %81 = add nsw i32 %68, %80
  br label %82

82:                                               ; preds = %75, %73
  %83 = phi i32 [ %69, %73 ], [ %78, %75 ]
  %84 = phi i32 [ %68, %73 ], [ %81, %75 ]
  %85 = phi i32 [ %74, %73 ], [ %66, %75 ]
  %86 = add nuw i64 %67, 1
  %87 = icmp eq i64 %86, %17
  br i1 %87, label %59, label %65, !llvm.loop !26

88:                                               ; preds = %53, %8
  %89 = phi i32 [ 0, %8 ], [ %54, %53 ]
  %90 = phi i32 [ 0, %8 ], [ %55, %53 ]
  %91 = phi i32 [ 0, %8 ], [ %56, %53 ]
  %92 = getelementptr inbounds nuw i32, ptr addrspace(1) %5, i64 %32
  store i32 %91, ptr addrspace(1) %92, align 4, !tbaa !27
  %93 = getelementptr inbounds nuw i32, ptr addrspace(1) %92, i64 1
  store i32 %89, ptr addrspace(1) %93, align 4, !tbaa !27
  %94 = getelementptr inbounds nuw i32, ptr addrspace(1) %92, i64 2
  store i32 %90, ptr addrspace(1) %94, align 4, !tbaa !27
  %95 = getelementptr inbounds nuw i32, ptr addrspace(1) %92, i64 3
  store i32 %7, ptr addrspace(1) %95, align 4, !tbaa !27
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZ4mainEUlNS0_2idILi1EEEE_EE(ptr noundef byval(%"class.sycl::_V1::range.14") align 8 %0, ptr noundef byval(%class.anon.36) align 8 %1) local_unnamed_addr #0 comdat !sycl_fixed_targets !11 !sycl_kernel_omit_args !28 {
  %3 = load i64, ptr %0, align 8
  %4 = getelementptr inbounds nuw { i64 }, ptr %1, i64 0, i32 0
  %5 = load i64, ptr %4, align 8, !tbaa !29
  %6 = inttoptr i64 %5 to ptr addrspace(4)
  %7 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %8 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #4
  %9 = icmp ult i64 %7, %3
  br i1 %9, label %10, label %17

10:                                               ; preds = %10, %2
  %11 = phi i64 [ %15, %10 ], [ %7, %2 ]
  %12 = trunc nuw nsw i64 %11 to i32
  %13 = shl nuw nsw i32 %12, 1
  %14 = getelementptr inbounds nuw i32, ptr addrspace(4) %6, i64 %11
  store i32 %13, ptr addrspace(4) %14, align 4, !tbaa !27
  %15 = add i64 %11, %8
  %16 = icmp ult i64 %15, %3
  br i1 %16, label %10, label %17, !llvm.loop !32

17:                                               ; preds = %10, %2
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSZ4mainEUlN4sycl3_V12idILi1EEEE_(ptr addrspace(1) noundef align 4 %0) local_unnamed_addr #0 comdat !sycl_fixed_targets !11 !sycl_kernel_omit_args !33 {
  %2 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %3 = trunc nuw nsw i64 %2 to i32
  %4 = shl nuw nsw i32 %3, 1
  %5 = icmp ult i64 %2, 2147483648
  tail call void @llvm.assume(i1 %5)
  %6 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %2
  store i32 %4, ptr addrspace(1) %6, align 4, !tbaa !27
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI4BumpEE(ptr noundef byval(%"class.sycl::_V1::range.14") align 8 %0, ptr noundef byval(%class.anon.42) align 8 %1) local_unnamed_addr #0 comdat !sycl_fixed_targets !11 !sycl_kernel_omit_args !28 {
  %3 = load i64, ptr %0, align 8
  %4 = getelementptr inbounds nuw { i64 }, ptr %1, i64 0, i32 0
  %5 = load i64, ptr %4, align 8, !tbaa !29
  %6 = inttoptr i64 %5 to ptr addrspace(4)
  %7 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %8 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #4
  %9 = icmp ult i64 %7, %3
  br i1 %9, label %10, label %17

10:                                               ; preds = %10, %2
  %11 = phi i64 [ %15, %10 ], [ %7, %2 ]
  %12 = getelementptr inbounds nuw i32, ptr addrspace(4) %6, i64 %11
  %13 = load i32, ptr addrspace(4) %12, align 4, !tbaa !27
  %14 = add nsw i32 %13, 1
  store i32 %14, ptr addrspace(4) %12, align 4, !tbaa !27
  %15 = add i64 %11, %8
  %16 = icmp ult i64 %15, %3
  br i1 %16, label %10, label %17, !llvm.loop !34

17:                                               ; preds = %10, %2
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS4Bump(ptr addrspace(1) noundef align 4 %0) local_unnamed_addr #0 comdat !sycl_fixed_targets !11 !sycl_kernel_omit_args !33 {
  %2 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %3 = icmp ult i64 %2, 2147483648
  tail call void @llvm.assume(i1 %3)
  %4 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %2
  %5 = load i32, ptr addrspace(1) %4, align 4, !tbaa !27
  %6 = add nsw i32 %5, 1
  store i32 %6, ptr addrspace(1) %4, align 4, !tbaa !27
  ret void
}

declare dso_local spir_func i32 @_Z18__spirv_ocl_printfPU3AS2Kcz(ptr addrspace(2), ...)

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "sycl-module-id"="rtc_0.cpp" "sycl-optlevel"="2" "uniform-work-group-size" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #2 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size" }
attributes #3 = { mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "sycl-module-id"="rtc_0.cpp" "sycl-optlevel"="2" "sycl-single-task" "uniform-work-group-size" }
attributes #4 = { convergent nounwind willreturn memory(none) "uniform-work-group-size" }

!llvm.module.flags = !{!0, !1}
!opencl.spir.version = !{!2}
!spirv.Source = !{!3}
!llvm.ident = !{!4}
!llvm.errno.tbaa = !{!5}

!0 = !{i32 1, !"sycl-device", i32 1}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{i32 1, i32 2}
!3 = !{i32 4, i32 100000}
!4 = !{!"Intel(R) oneAPI DPC++/C++ Compiler 2026.2.0 (2026.2.0.20261001)"}
!5 = !{!6, !7, i64 0}
!6 = !{!"__libc_errno", !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{i1 false, i1 true, i1 false, i1 false, i1 false}
!11 = !{}
!12 = !{i1 false, i1 false, i1 true, i1 false, i1 false, i1 false}
!13 = !{!14, !14, i64 0}
!14 = !{!"float", !8, i64 0}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = !{i1 true, i1 false, i1 false, i1 false}
!18 = !{i1 false, i1 true, i1 false, i1 false}
!19 = !{i1 false, i1 false, i1 true, i1 false, i1 false}
!20 = distinct !{!20, !16}
!21 = !{i1 true, i1 false, i1 false}
!22 = !{i1 true, i1 false, i1 false, i1 false, i1 false, i1 true, i1 false, i1 false}
!23 = !{i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false}
!24 = distinct !{!24, !16}
!25 = distinct !{!25, !16}
!26 = distinct !{!26, !16}
!27 = !{!7, !7, i64 0}
!28 = !{i1 false, i1 false}
!29 = !{!30, !30, i64 0}
!30 = !{!"p1 int", !31, i64 0}
!31 = !{!"any pointer", !8, i64 0}
!32 = distinct !{!32, !16}
!33 = !{i1 false}
!34 = distinct !{!34, !16}
