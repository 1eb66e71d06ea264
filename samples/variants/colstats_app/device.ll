source_filename = "rtc_0.cpp"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [1 x i64] }
%"class.sycl::_V1::range.0" = type { %"class.sycl::_V1::detail::array.1" }
%"class.sycl::_V1::detail::array.1" = type { [2 x i64] }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array.1" }
%"class.sycl::_V1::id.2" = type { %"class.sycl::_V1::detail::array" }

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI11ColumnMeansEE = comdat any

$_ZTS11ColumnMeans = comdat any

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI17ColumnCorrelationEE = comdat any

$_ZTS17ColumnCorrelation = comdat any

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI11ColumnMeansEE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, i64 noundef %1, ptr addrspace(1) noundef readonly align 4 %2, ptr noundef byval(%"class.sycl::_V1::range.0") align 8 %3, ptr noundef byval(%"class.sycl::_V1::id") align 8 %4, ptr addrspace(1) noundef align 4 %5, ptr noundef byval(%"class.sycl::_V1::id.2") align 8 %6) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !10 !kernel_arg_exclusive_ptr !10 !sycl_fixed_targets !11 !sycl_kernel_omit_args !12 {
  %8 = load i64, ptr %0, align 8
  %9 = getelementptr inbounds i64, ptr %3, i64 1
  %10 = load i64, ptr %9, align 8
  %11 = load i64, ptr %4, align 8
  %12 = getelementptr inbounds i64, ptr %4, i64 1
  %13 = load i64, ptr %12, align 8
  %14 = mul i64 %11, %10
  %15 = getelementptr float, ptr addrspace(1) %2, i64 %13
  %16 = getelementptr float, ptr addrspace(1) %15, i64 %14
  %17 = load i64, ptr %6, align 8
  %18 = getelementptr inbounds nuw float, ptr addrspace(1) %5, i64 %17
  %19 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %20 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #4
  %21 = icmp ult i64 %19, %8
  br i1 %21, label %22, label %45

22:                                               ; preds = %7
  %23 = add i64 %1, 1
  %24 = icmp eq i64 %23, 0
  %25 = uitofp i64 %23 to float
  br label %26

26:                                               ; preds = %39, %22
  %27 = phi i64 [ %19, %22 ], [ %43, %39 ]
  br i1 %24, label %39, label %28

28:                                               ; preds = %26
  %29 = getelementptr float, ptr addrspace(1) %16, i64 %27
  br label %30

30:                                               ; preds = %30, %28
  %31 = phi i64 [ 0, %28 ], [ %37, %30 ]
  %32 = phi float [ 0.000000e+00, %28 ], [ %36, %30 ]
  %33 = mul i64 %31, %10
  %34 = getelementptr float, ptr addrspace(1) %29, i64 %33
  %35 = load float, ptr addrspace(1) %34, align 4, !tbaa !13
  %36 = fadd float %32, %35
  %37 = add nuw i64 %31, 1
  %38 = icmp eq i64 %31, %1
  br i1 %38, label %39, label %30, !llvm.loop !15

39:                                               ; preds = %30, %26
  %40 = phi float [ 0.000000e+00, %26 ], [ %36, %30 ]
  %41 = fdiv float %40, %25
  %42 = getelementptr inbounds nuw float, ptr addrspace(1) %18, i64 %27
  store float %41, ptr addrspace(1) %42, align 4, !tbaa !13
  %43 = add i64 %27, %20
  %44 = icmp ult i64 %43, %8
  br i1 %44, label %26, label %45, !llvm.loop !17

45:                                               ; preds = %39, %7
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS11ColumnMeans(i64 noundef %0, ptr addrspace(1) noundef readonly align 4 %1, ptr noundef byval(%"class.sycl::_V1::range.0") align 8 %2, ptr noundef byval(%"class.sycl::_V1::id") align 8 %3, ptr addrspace(1) noundef align 4 %4, ptr noundef byval(%"class.sycl::_V1::id.2") align 8 %5) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !18 !kernel_arg_exclusive_ptr !18 !sycl_fixed_targets !11 !sycl_kernel_omit_args !19 {
  %7 = getelementptr inbounds i64, ptr %2, i64 1
  %8 = load i64, ptr %7, align 8
  %9 = load i64, ptr %5, align 8
  %10 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %11 = icmp ult i64 %10, 2147483648
  tail call void @llvm.assume(i1 %11)
  %12 = add i64 %0, 1
  %13 = icmp eq i64 %12, 0
  br i1 %13, label %31, label %14

14:                                               ; preds = %6
  %15 = getelementptr inbounds i64, ptr %3, i64 1
  %16 = load i64, ptr %15, align 8
  %17 = getelementptr float, ptr addrspace(1) %1, i64 %16
  %18 = load i64, ptr %3, align 8
  %19 = mul i64 %18, %8
  %20 = getelementptr float, ptr addrspace(1) %17, i64 %19
  %21 = getelementptr float, ptr addrspace(1) %20, i64 %10
  br label %22

22:                                               ; preds = %22, %14
  %23 = phi i64 [ 0, %14 ], [ %29, %22 ]
  %24 = phi float [ 0.000000e+00, %14 ], [ %28, %22 ]
  %25 = mul i64 %23, %8
  %26 = getelementptr float, ptr addrspace(1) %21, i64 %25
  %27 = load float, ptr addrspace(1) %26, align 4, !tbaa !13
  %28 = fadd float %24, %27
  %29 = add nuw i64 %23, 1
  %30 = icmp eq i64 %23, %0
  br i1 %30, label %31, label %22, !llvm.loop !15

31:                                               ; preds = %22, %6
  %32 = phi float [ 0.000000e+00, %6 ], [ %28, %22 ]
  %33 = getelementptr inbounds nuw float, ptr addrspace(1) %4, i64 %9
  %34 = uitofp i64 %12 to float
  %35 = fdiv float %32, %34
  %36 = getelementptr inbounds nuw float, ptr addrspace(1) %33, i64 %10
  store float %35, ptr addrspace(1) %36, align 4, !tbaa !13
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI17ColumnCorrelationEE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, ptr addrspace(1) noundef align 4 %1, ptr noundef byval(%"class.sycl::_V1::range.0") align 8 %2, ptr noundef byval(%"class.sycl::_V1::id") align 8 %3, i64 noundef %4, i64 noundef %5, ptr addrspace(1) noundef readonly align 4 %6, ptr noundef byval(%"class.sycl::_V1::range.0") align 8 %7, ptr noundef byval(%"class.sycl::_V1::id") align 8 %8) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !20 !kernel_arg_exclusive_ptr !20 !sycl_fixed_targets !11 !sycl_kernel_omit_args !21 {
  %10 = load i64, ptr %0, align 8
  %11 = getelementptr inbounds i64, ptr %2, i64 1
  %12 = load i64, ptr %11, align 8
  %13 = load i64, ptr %3, align 8
  %14 = getelementptr inbounds i64, ptr %3, i64 1
  %15 = load i64, ptr %14, align 8
  %16 = mul i64 %13, %12
  %17 = getelementptr float, ptr addrspace(1) %1, i64 %15
  %18 = getelementptr float, ptr addrspace(1) %17, i64 %16
  %19 = getelementptr inbounds i64, ptr %7, i64 1
  %20 = load i64, ptr %19, align 8
  %21 = load i64, ptr %8, align 8
  %22 = getelementptr inbounds i64, ptr %8, i64 1
  %23 = load i64, ptr %22, align 8
  %24 = mul i64 %21, %20
  %25 = getelementptr float, ptr addrspace(1) %6, i64 %23
  %26 = getelementptr float, ptr addrspace(1) %25, i64 %24
  %27 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %28 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #4
  %29 = icmp ult i64 %27, %10
  br i1 %29, label %30, label %67

30:                                               ; preds = %9
  %31 = icmp eq i64 %5, -1
  br label %32

32:                                               ; preds = %64, %30
  %33 = phi i64 [ %65, %64 ], [ %27, %30 ]
  %34 = mul i64 %33, %12
  %35 = getelementptr float, ptr addrspace(1) %18, i64 %33
  %36 = getelementptr float, ptr addrspace(1) %35, i64 %34
  store float 1.000000e+00, ptr addrspace(1) %36, align 4, !tbaa !13
  %37 = add nuw nsw i64 %33, 1
  %38 = icmp ult i64 %37, %4
  br i1 %38, label %39, label %64

39:                                               ; preds = %32
  %40 = getelementptr float, ptr addrspace(1) %18, i64 %34
  %41 = getelementptr float, ptr addrspace(1) %26, i64 %33
  br label %42

42:                                               ; preds = %46, %39
  %43 = phi i64 [ %37, %39 ], [ %51, %46 ]
  br i1 %31, label %46, label %44

44:                                               ; preds = %42
  %45 = getelementptr float, ptr addrspace(1) %26, i64 %43
  br label %53

46:                                               ; preds = %53, %42
  %47 = phi float [ 0.000000e+00, %42 ], [ %61, %53 ]
  %48 = getelementptr float, ptr addrspace(1) %40, i64 %43
  store float %47, ptr addrspace(1) %48, align 4, !tbaa !13
  %49 = mul i64 %43, %12
  %50 = getelementptr float, ptr addrspace(1) %35, i64 %49
  store float %47, ptr addrspace(1) %50, align 4, !tbaa !13
  %51 = add nuw i64 %43, 1
  %52 = icmp eq i64 %51, %4
  br i1 %52, label %64, label %42, !llvm.loop !22

53:                                               ; preds = %53, %44
  %54 = phi i64 [ 0, %44 ], [ %62, %53 ]
  %55 = phi float [ 0.000000e+00, %44 ], [ %61, %53 ]
  %56 = mul i64 %54, %20
  %57 = getelementptr float, ptr addrspace(1) %41, i64 %56
  %58 = load float, ptr addrspace(1) %57, align 4, !tbaa !13
  %59 = getelementptr float, ptr addrspace(1) %45, i64 %56
  %60 = load float, ptr addrspace(1) %59, align 4, !tbaa !13
  %61 = tail call float @llvm.fmuladd.f32(float %58, float %60, float %55)
  %62 = add nuw i64 %54, 1
  %63 = icmp eq i64 %54, %5
  br i1 %63, label %46, label %53, !llvm.loop !23

64:                                               ; preds = %46, %32
  %65 = add i64 %33, %28
  %66 = icmp ult i64 %65, %10
  br i1 %66, label %32, label %67, !llvm.loop !24

67:                                               ; preds = %64, %9
  ret void
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #3

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS17ColumnCorrelation(ptr addrspace(1) noundef align 4 %0, ptr noundef byval(%"class.sycl::_V1::range.0") align 8 %1, ptr noundef byval(%"class.sycl::_V1::id") align 8 %2, i64 noundef %3, i64 noundef %4, ptr addrspace(1) noundef readonly align 4 %5, ptr noundef byval(%"class.sycl::_V1::range.0") align 8 %6, ptr noundef byval(%"class.sycl::_V1::id") align 8 %7) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !25 !kernel_arg_exclusive_ptr !25 !sycl_fixed_targets !11 !sycl_kernel_omit_args !26 {
  %9 = getelementptr inbounds i64, ptr %1, i64 1
  %10 = load i64, ptr %9, align 8
  %11 = load i64, ptr %2, align 8
  %12 = getelementptr inbounds i64, ptr %2, i64 1
  %13 = load i64, ptr %12, align 8
  %14 = mul i64 %11, %10
  %15 = getelementptr float, ptr addrspace(1) %0, i64 %13
  %16 = getelementptr float, ptr addrspace(1) %15, i64 %14
  %17 = getelementptr inbounds i64, ptr %6, i64 1
  %18 = load i64, ptr %17, align 8
  %19 = load i64, ptr %7, align 8
  %20 = getelementptr inbounds i64, ptr %7, i64 1
  %21 = load i64, ptr %20, align 8
  %22 = mul i64 %19, %18
  %23 = getelementptr float, ptr addrspace(1) %5, i64 %21
  %24 = getelementptr float, ptr addrspace(1) %23, i64 %22
  %25 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %26 = icmp ult i64 %25, 2147483648
  tail call void @llvm.assume(i1 %26)
  %27 = mul i64 %25, %10
  %28 = getelementptr float, ptr addrspace(1) %16, i64 %25
  %29 = getelementptr float, ptr addrspace(1) %28, i64 %27
  store float 1.000000e+00, ptr addrspace(1) %29, align 4, !tbaa !13
  %30 = getelementptr float, ptr addrspace(1) %16, i64 %27
  %31 = add nuw nsw i64 %25, 1
  %32 = icmp ult i64 %31, %3
  br i1 %32, label %33, label %58

33:                                               ; preds = %8
  %34 = icmp eq i64 %4, -1
  %35 = getelementptr float, ptr addrspace(1) %24, i64 %25
  br label %36

36:                                               ; preds = %40, %33
  %37 = phi i64 [ %31, %33 ], [ %45, %40 ]
  br i1 %34, label %40, label %38

38:                                               ; preds = %36
  %39 = getelementptr float, ptr addrspace(1) %24, i64 %37
  br label %47

40:                                               ; preds = %47, %36
  %41 = phi float [ 0.000000e+00, %36 ], [ %55, %47 ]
  %42 = getelementptr float, ptr addrspace(1) %30, i64 %37
  store float %41, ptr addrspace(1) %42, align 4, !tbaa !13
  %43 = mul i64 %37, %10
  %44 = getelementptr float, ptr addrspace(1) %28, i64 %43
  store float %41, ptr addrspace(1) %44, align 4, !tbaa !13
  %45 = add nuw i64 %37, 1
  %46 = icmp eq i64 %45, %3
  br i1 %46, label %58, label %36, !llvm.loop !22

47:                                               ; preds = %47, %38
  %48 = phi i64 [ 0, %38 ], [ %56, %47 ]
  %49 = phi float [ 0.000000e+00, %38 ], [ %55, %47 ]
  %50 = mul i64 %48, %18
  %51 = getelementptr float, ptr addrspace(1) %35, i64 %50
  %52 = load float, ptr addrspace(1) %51, align 4, !tbaa !13
  %53 = getelementptr float, ptr addrspace(1) %39, i64 %50
  %54 = load float, ptr addrspace(1) %53, align 4, !tbaa !13
  %55 = tail call float @llvm.fmuladd.f32(float %52, float %54, float %49)
  %56 = add nuw i64 %48, 1
  %57 = icmp eq i64 %48, %4
  br i1 %57, label %40, label %47, !llvm.loop !23

58:                                               ; preds = %40, %8
  ret void
}

declare dso_local spir_func i32 @_Z18__spirv_ocl_printfPU3AS2Kcz(ptr addrspace(2), ...)

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "sycl-module-id"="rtc_0.cpp" "sycl-optlevel"="2" "uniform-work-group-size" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #2 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size" }
attributes #3 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
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
!10 = !{i1 false, i1 false, i1 true, i1 false, i1 false, i1 true, i1 false}
!11 = !{}
!12 = !{i1 false, i1 false, i1 false, i1 true, i1 false, i1 false, i1 false, i1 true, i1 true, i1 false}
!13 = !{!14, !14, i64 0}
!14 = !{!"float", !8, i64 0}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = distinct !{!17, !16}
!18 = !{i1 false, i1 true, i1 false, i1 false, i1 true, i1 false}
!19 = !{i1 false, i1 false, i1 true, i1 false, i1 false, i1 false, i1 true, i1 true, i1 false}
!20 = !{i1 false, i1 true, i1 false, i1 false, i1 false, i1 false, i1 true, i1 false, i1 false}
!21 = !{i1 false, i1 false, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 true, i1 false, i1 false}
!22 = distinct !{!22, !16}
!23 = distinct !{!23, !16}
!24 = distinct !{!24, !16}
!25 = !{i1 true, i1 false, i1 false, i1 false, i1 false, i1 true, i1 false, i1 false}
!26 = !{i1 false, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 true, i1 false, i1 false}
