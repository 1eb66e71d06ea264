source_filename = "rtc_0.cpp"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [1 x i64] }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array" }

$_ZTS5TouchIN4sycl3_V18accessorIfLi1ELNS1_6access4modeE1026ELNS3_6targetE2014ELNS3_11placeholderE0ENS1_3ext6oneapi22accessor_property_listIJEEEEEE = comdat any

$_ZTS5TouchIN4sycl3_V18accessorIiLi1ELNS1_6access4modeE1026ELNS3_6targetE2014ELNS3_11placeholderE0ENS1_3ext6oneapi22accessor_property_listIJEEEEEE = comdat any

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI12AssignPointsEE = comdat any

$_ZTS12AssignPoints = comdat any

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI15UpdateCentroidsEE = comdat any

$_ZTS15UpdateCentroids = comdat any

; Function Attrs: mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS5TouchIN4sycl3_V18accessorIfLi1ELNS1_6access4modeE1026ELNS3_6targetE2014ELNS3_11placeholderE0ENS1_3ext6oneapi22accessor_property_listIJEEEEEE() local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !10 !kernel_arg_exclusive_ptr !10 !sycl_fixed_targets !10 !sycl_kernel_omit_args !11 {
  ret void
}

; Function Attrs: mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS5TouchIN4sycl3_V18accessorIiLi1ELNS1_6access4modeE1026ELNS3_6targetE2014ELNS3_11placeholderE0ENS1_3ext6oneapi22accessor_property_listIJEEEEEE() local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !10 !kernel_arg_exclusive_ptr !10 !sycl_fixed_targets !10 !sycl_kernel_omit_args !11 {
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI12AssignPointsEE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, i64 noundef %1, ptr addrspace(1) noundef readonly align 4 %2, ptr noundef byval(%"class.sycl::_V1::id") align 8 %3, ptr addrspace(1) noundef readonly align 4 %4, ptr noundef byval(%"class.sycl::_V1::id") align 8 %5, ptr addrspace(1) noundef readonly align 4 %6, ptr noundef byval(%"class.sycl::_V1::id") align 8 %7, ptr addrspace(1) noundef readonly align 4 %8, ptr noundef byval(%"class.sycl::_V1::id") align 8 %9, ptr addrspace(1) noundef align 4 %10, ptr noundef byval(%"class.sycl::_V1::id") align 8 %11) local_unnamed_addr #1 comdat !kernel_arg_runtime_aligned !12 !kernel_arg_exclusive_ptr !12 !sycl_fixed_targets !10 !sycl_kernel_omit_args !13 {
  %13 = load i64, ptr %0, align 8
  %14 = load i64, ptr %3, align 8
  %15 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %14
  %16 = load i64, ptr %5, align 8
  %17 = getelementptr inbounds nuw float, ptr addrspace(1) %4, i64 %16
  %18 = load i64, ptr %7, align 8
  %19 = getelementptr inbounds nuw float, ptr addrspace(1) %6, i64 %18
  %20 = load i64, ptr %9, align 8
  %21 = getelementptr inbounds nuw float, ptr addrspace(1) %8, i64 %20
  %22 = load i64, ptr %11, align 8
  %23 = getelementptr inbounds nuw i32, ptr addrspace(1) %10, i64 %22
  %24 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #5
  %25 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #5
  %26 = icmp ult i64 %24, %13
  br i1 %26, label %27, label %59

27:                                               ; preds = %12
  %28 = icmp eq i64 %1, 0
  br label %29

29:                                               ; preds = %54, %27
  %30 = phi i64 [ %24, %27 ], [ %57, %54 ]
  br i1 %28, label %54, label %31

31:                                               ; preds = %29
  %32 = getelementptr inbounds nuw float, ptr addrspace(1) %15, i64 %30
  %33 = load float, ptr addrspace(1) %32, align 4, !tbaa !14
  %34 = getelementptr inbounds nuw float, ptr addrspace(1) %19, i64 %30
  %35 = load float, ptr addrspace(1) %34, align 4, !tbaa !14
  br label %36

36:                                               ; preds = %36, %31
  %37 = phi i32 [ 0, %31 ], [ %51, %36 ]
  %38 = phi float [ 0x7FF0000000000000, %31 ], [ %50, %36 ]
  %39 = phi i64 [ 0, %31 ], [ %52, %36 ]
  %40 = getelementptr inbounds nuw float, ptr addrspace(1) %17, i64 %39
  %41 = load float, ptr addrspace(1) %40, align 4, !tbaa !14
  %42 = fsub float %33, %41
  %43 = getelementptr inbounds nuw float, ptr addrspace(1) %21, i64 %39
  %44 = load float, ptr addrspace(1) %43, align 4, !tbaa !14
  %45 = fsub float %35, %44
  %46 = fmul float %45, %45
  %47 = tail call float @llvm.fmuladd.f32(float %42, float %42, float %46)
  %48 = fcmp olt float %47, %38
  %49 = trunc i64 %39 to i32
  %50 = select i1 %48, float %47, float %38
  %51 = select i1 %48, i32 %49, i32 %37
  %52 = add nuw i64 %39, 1
  %53 = icmp eq i64 %52, %1
  br i1 %53, label %54, label %36, !llvm.loop !16

54:                                               ; preds = %36, %29
  %55 = phi i32 [ 0, %29 ], [ %51, %36 ]
  %56 = getelementptr inbounds nuw i32, ptr addrspace(1) %23, i64 %30
  store i32 %55, ptr addrspace(1) %56, align 4, !tbaa !18
  %57 = add i64 %30, %25
  %58 = icmp ult i64 %57, %13
  br i1 %58, label %29, label %59, !llvm.loop !19

59:                                               ; preds = %54, %12
  ret void
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS12AssignPoints(i64 noundef %0, ptr addrspace(1) noundef readonly align 4 %1, ptr noundef byval(%"class.sycl::_V1::id") align 8 %2, ptr addrspace(1) noundef readonly align 4 %3, ptr noundef byval(%"class.sycl::_V1::id") align 8 %4, ptr addrspace(1) noundef readonly align 4 %5, ptr noundef byval(%"class.sycl::_V1::id") align 8 %6, ptr addrspace(1) noundef readonly align 4 %7, ptr noundef byval(%"class.sycl::_V1::id") align 8 %8, ptr addrspace(1) noundef align 4 %9, ptr noundef byval(%"class.sycl::_V1::id") align 8 %10) local_unnamed_addr #1 comdat !kernel_arg_runtime_aligned !20 !kernel_arg_exclusive_ptr !20 !sycl_fixed_targets !10 !sycl_kernel_omit_args !21 {
  %12 = load i64, ptr %4, align 8
  %13 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %12
  %14 = load i64, ptr %8, align 8
  %15 = getelementptr inbounds nuw float, ptr addrspace(1) %7, i64 %14
  %16 = load i64, ptr %10, align 8
  %17 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #5
  %18 = icmp ult i64 %17, 2147483648
  tail call void @llvm.assume(i1 %18)
  %19 = icmp eq i64 %0, 0
  br i1 %19, label %47, label %20

20:                                               ; preds = %11
  %21 = load i64, ptr %6, align 8
  %22 = getelementptr inbounds nuw float, ptr addrspace(1) %5, i64 %21
  %23 = load i64, ptr %2, align 8
  %24 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %23
  %25 = getelementptr inbounds nuw float, ptr addrspace(1) %24, i64 %17
  %26 = load float, ptr addrspace(1) %25, align 4, !tbaa !14
  %27 = getelementptr inbounds nuw float, ptr addrspace(1) %22, i64 %17
  %28 = load float, ptr addrspace(1) %27, align 4, !tbaa !14
  br label %29

29:                                               ; preds = %29, %20
  %30 = phi i32 [ 0, %20 ], [ %44, %29 ]
  %31 = phi float [ 0x7FF0000000000000, %20 ], [ %43, %29 ]
  %32 = phi i64 [ 0, %20 ], [ %45, %29 ]
  %33 = getelementptr inbounds nuw float, ptr addrspace(1) %13, i64 %32
  %34 = load float, ptr addrspace(1) %33, align 4, !tbaa !14
  %35 = fsub float %26, %34
  %36 = getelementptr inbounds nuw float, ptr addrspace(1) %15, i64 %32
  %37 = load float, ptr addrspace(1) %36, align 4, !tbaa !14
  %38 = fsub float %28, %37
  %39 = fmul float %38, %38
  %40 = tail call float @llvm.fmuladd.f32(float %35, float %35, float %39)
  %41 = fcmp olt float %40, %31
  %42 = trunc i64 %32 to i32
  %43 = select i1 %41, float %40, float %31
  %44 = select i1 %41, i32 %42, i32 %30
  %45 = add nuw i64 %32, 1
  %46 = icmp eq i64 %45, %0
  br i1 %46, label %47, label %29, !llvm.loop !16

47:                                               ; preds = %29, %11
  %48 = phi i32 [ 0, %11 ], [ %44, %29 ]
  %49 = getelementptr inbounds nuw i32, ptr addrspace(1) %9, i64 %16
  %50 = getelementptr inbounds nuw i32, ptr addrspace(1) %49, i64 %17
  store i32 %48, ptr addrspace(1) %50, align 4, !tbaa !18
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI15UpdateCentroidsEE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, i64 noundef %1, ptr addrspace(1) noundef readonly align 4 %2, ptr noundef byval(%"class.sycl::_V1::id") align 8 %3, ptr addrspace(1) noundef readonly align 4 %4, ptr noundef byval(%"class.sycl::_V1::id") align 8 %5, ptr addrspace(1) noundef readonly align 4 %6, ptr noundef byval(%"class.sycl::_V1::id") align 8 %7, ptr addrspace(1) noundef align 4 %8, ptr noundef byval(%"class.sycl::_V1::id") align 8 %9, ptr addrspace(1) noundef align 4 %10, ptr noundef byval(%"class.sycl::_V1::id") align 8 %11) local_unnamed_addr #1 comdat !kernel_arg_runtime_aligned !12 !kernel_arg_exclusive_ptr !12 !sycl_fixed_targets !10 !sycl_kernel_omit_args !13 {
  %13 = load i64, ptr %0, align 8
  %14 = load i64, ptr %3, align 8
  %15 = getelementptr inbounds nuw i32, ptr addrspace(1) %2, i64 %14
  %16 = load i64, ptr %5, align 8
  %17 = getelementptr inbounds nuw float, ptr addrspace(1) %4, i64 %16
  %18 = load i64, ptr %7, align 8
  %19 = getelementptr inbounds nuw float, ptr addrspace(1) %6, i64 %18
  %20 = load i64, ptr %9, align 8
  %21 = getelementptr inbounds nuw float, ptr addrspace(1) %8, i64 %20
  %22 = load i64, ptr %11, align 8
  %23 = getelementptr inbounds nuw float, ptr addrspace(1) %10, i64 %22
  %24 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #5
  %25 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #5
  %26 = icmp ult i64 %24, %13
  br i1 %26, label %27, label %66

27:                                               ; preds = %12
  %28 = icmp eq i64 %1, 0
  br label %29

29:                                               ; preds = %63, %27
  %30 = phi i64 [ %24, %27 ], [ %64, %63 ]
  br i1 %28, label %63, label %31

31:                                               ; preds = %29
  %32 = trunc i64 %30 to i32
  br label %35

33:                                               ; preds = %51
  %34 = icmp sgt i32 %54, 0
  br i1 %34, label %57, label %63

35:                                               ; preds = %51, %31
  %36 = phi i64 [ 0, %31 ], [ %55, %51 ]
  %37 = phi i32 [ 0, %31 ], [ %54, %51 ]
  %38 = phi float [ 0.000000e+00, %31 ], [ %53, %51 ]
  %39 = phi float [ 0.000000e+00, %31 ], [ %52, %51 ]
  %40 = getelementptr inbounds nuw i32, ptr addrspace(1) %15, i64 %36
  %41 = load i32, ptr addrspace(1) %40, align 4, !tbaa !18
  %42 = icmp eq i32 %41, %32
  br i1 %42, label %43, label %51

43:                                               ; preds = %35
  %44 = getelementptr inbounds nuw float, ptr addrspace(1) %17, i64 %36
  %45 = load float, ptr addrspace(1) %44, align 4, !tbaa !14
  %46 = fadd float %39, %45
  %47 = getelementptr inbounds nuw float, ptr addrspace(1) %19, i64 %36
  %48 = load float, ptr addrspace(1) %47, align 4, !tbaa !14
  %49 = fadd float %38, %48
  %50 = add nsw i32 %37, 1
  br label %51

51:                                               ; preds = %43, %35
  %52 = phi float [ %46, %43 ], [ %39, %35 ]
  %53 = phi float [ %49, %43 ], [ %38, %35 ]
  %54 = phi i32 [ %50, %43 ], [ %37, %35 ]
  %55 = add nuw i64 %36, 1
  %56 = icmp eq i64 %55, %1
  br i1 %56, label %33, label %35, !llvm.loop !22

57:                                               ; preds = %33
  %58 = uitofp nneg i32 %54 to float
  %59 = fdiv float %52, %58
  %60 = getelementptr inbounds nuw float, ptr addrspace(1) %21, i64 %30
  store float %59, ptr addrspace(1) %60, align 4, !tbaa !14
  %61 = fdiv float %53, %58
  %62 = getelementptr inbounds nuw float, ptr addrspace(1) %23, i64 %30
  store float %61, ptr addrspace(1) %62, align 4, !tbaa !14
  br label %63

63:                                               ; preds = %57, %33, %29
  %64 = add i64 %30, %25
  %65 = icmp ult i64 %64, %13
  br i1 %65, label %29, label %66, !llvm.loop !23

66:                                               ; preds = %63, %12
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS15UpdateCentroids(i64 noundef %0, ptr addrspace(1) noundef readonly align 4 %1, ptr noundef byval(%"class.sycl::_V1::id") align 8 %2, ptr addrspace(1) noundef readonly align 4 %3, ptr noundef byval(%"class.sycl::_V1::id") align 8 %4, ptr addrspace(1) noundef readonly align 4 %5, ptr noundef byval(%"class.sycl::_V1::id") align 8 %6, ptr addrspace(1) noundef align 4 %7, ptr noundef byval(%"class.sycl::_V1::id") align 8 %8, ptr addrspace(1) noundef align 4 %9, ptr noundef byval(%"class.sycl::_V1::id") align 8 %10) local_unnamed_addr #1 comdat !kernel_arg_runtime_aligned !20 !kernel_arg_exclusive_ptr !20 !sycl_fixed_targets !10 !sycl_kernel_omit_args !21 {
  %12 = load i64, ptr %2, align 8
  %13 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %12
  %14 = load i64, ptr %4, align 8
  %15 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %14
  %16 = load i64, ptr %6, align 8
  %17 = getelementptr inbounds nuw float, ptr addrspace(1) %5, i64 %16
  %18 = load i64, ptr %8, align 8
  %19 = getelementptr inbounds nuw float, ptr addrspace(1) %7, i64 %18
  %20 = load i64, ptr %10, align 8
  %21 = getelementptr inbounds nuw float, ptr addrspace(1) %9, i64 %20
  %22 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #5
  %23 = icmp ult i64 %22, 2147483648
  tail call void @llvm.assume(i1 %23)
  %24 = icmp eq i64 %0, 0
  br i1 %24, label %57, label %25

25:                                               ; preds = %11
  %26 = trunc nuw nsw i64 %22 to i32
  br label %29

27:                                               ; preds = %45
  %28 = icmp sgt i32 %48, 0
  br i1 %28, label %51, label %57

29:                                               ; preds = %45, %25
  %30 = phi i64 [ 0, %25 ], [ %49, %45 ]
  %31 = phi i32 [ 0, %25 ], [ %48, %45 ]
  %32 = phi float [ 0.000000e+00, %25 ], [ %47, %45 ]
  %33 = phi float [ 0.000000e+00, %25 ], [ %46, %45 ]
  %34 = getelementptr inbounds nuw i32, ptr addrspace(1) %13, i64 %30
  %35 = load i32, ptr addrspace(1) %34, align 4, !tbaa !18
  %36 = icmp eq i32 %35, %26
  br i1 %36, label %37, label %45

37:                                               ; preds = %29
  %38 = getelementptr inbounds nuw float, ptr addrspace(1) %15, i64 %30
  %39 = load float, ptr addrspace(1) %38, align 4, !tbaa !14
  %40 = fadd float %33, %39
  %41 = getelementptr inbounds nuw float, ptr addrspace(1) %17, i64 %30
  %42 = load float, ptr addrspace(1) %41, align 4, !tbaa !14
  %43 = fadd float %32, %42
  %44 = add nsw i32 %31, 1
  br label %45

45:                                               ; preds = %37, %29
  %46 = phi float [ %40, %37 ], [ %33, %29 ]
  %47 = phi float [ %43, %37 ], [ %32, %29 ]
  %48 = phi i32 [ %44, %37 ], [ %31, %29 ]
  %49 = add nuw i64 %30, 1
  %50 = icmp eq i64 %49, %0
  br i1 %50, label %27, label %29, !llvm.loop !22

51:                                               ; preds = %27
  %52 = uitofp nneg i32 %48 to float
  %53 = fdiv float %46, %52
  %54 = getelementptr inbounds nuw float, ptr addrspace(1) %19, i64 %22
  store float %53, ptr addrspace(1) %54, align 4, !tbaa !14
  %55 = fdiv float %47, %52
  %56 = getelementptr inbounds nuw float, ptr addrspace(1) %21, i64 %22
  store float %55, ptr addrspace(1) %56, align 4, !tbaa !14
  br label %57

57:                                               ; preds = %51, %27, %11
  ret void
}

declare dso_local spir_func i32 @_Z18__spirv_ocl_printfPU3AS2Kcz(ptr addrspace(2), ...)

attributes #0 = { mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "sycl-module-id"="rtc_0.cpp" "sycl-optlevel"="2" "sycl-single-task" "uniform-work-group-size" }
attributes #1 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "sycl-module-id"="rtc_0.cpp" "sycl-optlevel"="2" "uniform-work-group-size" }
attributes #2 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #4 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size" }
attributes #5 = { convergent nounwind willreturn memory(none) "uniform-work-group-size" }

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
!10 = !{}
!11 = !{i1 true, i1 true, i1 true, i1 true}
!12 = !{i1 false, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false}
!13 = !{i1 false, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false}
!14 = !{!15, !15, i64 0}
!15 = !{!"float", !8, i64 0}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.mustprogress"}
!18 = !{!7, !7, i64 0}
!19 = distinct !{!19, !17}
!20 = !{i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false}
!21 = !{i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false}
!22 = distinct !{!22, !17}
!23 = distinct !{!23, !17}
