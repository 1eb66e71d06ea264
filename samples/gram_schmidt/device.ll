source_filename = "rtc_0.cpp"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [1 x i64] }
%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }

$_ZTS10ColumnNorm = comdat any

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI15NormalizeColumnEE = comdat any

$_ZTS15NormalizeColumn = comdat any

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI14ProjectColumnsEE = comdat any

$_ZTS14ProjectColumns = comdat any

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS10ColumnNorm(i64 noundef %0, i64 noundef %1, ptr addrspace(1) noundef readonly align 4 %2, ptr noundef byval(%"class.sycl::_V1::id") align 8 %3, i64 noundef %4, ptr addrspace(1) noundef align 4 %5, ptr noundef byval(%"class.sycl::_V1::id") align 8 %6) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !10 !kernel_arg_exclusive_ptr !10 !sycl_fixed_targets !11 !sycl_kernel_omit_args !12 {
  %8 = load i64, ptr %3, align 8
  %9 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %8
  %10 = load i64, ptr %6, align 8
  %11 = getelementptr float, ptr addrspace(1) %9, i64 %4
  %12 = icmp eq i64 %0, 0
  br i1 %12, label %22, label %13

13:                                               ; preds = %13, %7
  %14 = phi i64 [ %20, %13 ], [ 0, %7 ]
  %15 = phi float [ %19, %13 ], [ 0.000000e+00, %7 ]
  %16 = mul i64 %14, %1
  %17 = getelementptr float, ptr addrspace(1) %11, i64 %16
  %18 = load float, ptr addrspace(1) %17, align 4, !tbaa !13
  %19 = tail call float @llvm.fmuladd.f32(float %18, float %18, float %15)
  %20 = add nuw i64 %14, 1
  %21 = icmp eq i64 %20, %0
  br i1 %21, label %22, label %13, !llvm.loop !15

22:                                               ; preds = %13, %7
  %23 = phi float [ 0.000000e+00, %7 ], [ %19, %13 ]
  %24 = getelementptr inbounds nuw float, ptr addrspace(1) %5, i64 %10
  %25 = tail call spir_func noundef float @_Z16__spirv_ocl_sqrtf(float noundef %23) #5
  %26 = add i64 %1, 1
  %27 = mul i64 %4, %26
  %28 = getelementptr inbounds nuw float, ptr addrspace(1) %24, i64 %27
  store float %25, ptr addrspace(1) %28, align 4, !tbaa !13
  ret void
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef float @_Z16__spirv_ocl_sqrtf(float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI15NormalizeColumnEE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, i64 noundef %1, ptr addrspace(1) noundef align 4 %2, ptr noundef byval(%"class.sycl::_V1::id") align 8 %3, i64 noundef %4, ptr addrspace(1) noundef readonly align 4 %5, ptr noundef byval(%"class.sycl::_V1::id") align 8 %6, ptr addrspace(1) noundef readonly align 4 %7, ptr noundef byval(%"class.sycl::_V1::id") align 8 %8) local_unnamed_addr #3 comdat !kernel_arg_runtime_aligned !17 !kernel_arg_exclusive_ptr !17 !sycl_fixed_targets !11 !sycl_kernel_omit_args !18 {
  %10 = load i64, ptr %0, align 8
  %11 = load i64, ptr %3, align 8
  %12 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %11
  %13 = load i64, ptr %6, align 8
  %14 = getelementptr inbounds nuw float, ptr addrspace(1) %5, i64 %13
  %15 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #5
  %16 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #5
  %17 = icmp ult i64 %15, %10
  br i1 %17, label %18, label %35

18:                                               ; preds = %9
  %19 = load i64, ptr %8, align 8
  %20 = getelementptr inbounds nuw float, ptr addrspace(1) %7, i64 %19
  %21 = add i64 %1, 1
  %22 = mul i64 %4, %21
  %23 = getelementptr inbounds nuw float, ptr addrspace(1) %20, i64 %22
  br label %24

24:                                               ; preds = %24, %18
  %25 = phi i64 [ %15, %18 ], [ %33, %24 ]
  %26 = mul i64 %25, %1
  %27 = add i64 %26, %4
  %28 = getelementptr inbounds nuw float, ptr addrspace(1) %14, i64 %27
  %29 = load float, ptr addrspace(1) %28, align 4, !tbaa !13
  %30 = load float, ptr addrspace(1) %23, align 4, !tbaa !13
  %31 = fdiv float %29, %30
  %32 = getelementptr inbounds nuw float, ptr addrspace(1) %12, i64 %27
  store float %31, ptr addrspace(1) %32, align 4, !tbaa !13
  %33 = add i64 %25, %16
  %34 = icmp ult i64 %33, %10
  br i1 %34, label %24, label %35, !llvm.loop !19

35:                                               ; preds = %24, %9
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #4

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS15NormalizeColumn(i64 noundef %0, ptr addrspace(1) noundef align 4 %1, ptr noundef byval(%"class.sycl::_V1::id") align 8 %2, i64 noundef %3, ptr addrspace(1) noundef readonly align 4 %4, ptr noundef byval(%"class.sycl::_V1::id") align 8 %5, ptr addrspace(1) noundef readonly align 4 %6, ptr noundef byval(%"class.sycl::_V1::id") align 8 %7) local_unnamed_addr #3 comdat !kernel_arg_runtime_aligned !20 !kernel_arg_exclusive_ptr !20 !sycl_fixed_targets !11 !sycl_kernel_omit_args !21 {
  %9 = load i64, ptr %2, align 8
  %10 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %9
  %11 = load i64, ptr %5, align 8
  %12 = getelementptr inbounds nuw float, ptr addrspace(1) %4, i64 %11
  %13 = load i64, ptr %7, align 8
  %14 = getelementptr inbounds nuw float, ptr addrspace(1) %6, i64 %13
  %15 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #5
  %16 = icmp ult i64 %15, 2147483648
  tail call void @llvm.assume(i1 %16)
  %17 = mul i64 %15, %0
  %18 = add i64 %17, %3
  %19 = getelementptr inbounds nuw float, ptr addrspace(1) %12, i64 %18
  %20 = load float, ptr addrspace(1) %19, align 4, !tbaa !13
  %21 = add i64 %0, 1
  %22 = mul i64 %3, %21
  %23 = getelementptr inbounds nuw float, ptr addrspace(1) %14, i64 %22
  %24 = load float, ptr addrspace(1) %23, align 4, !tbaa !13
  %25 = fdiv float %20, %24
  %26 = getelementptr inbounds nuw float, ptr addrspace(1) %10, i64 %18
  store float %25, ptr addrspace(1) %26, align 4, !tbaa !13
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI14ProjectColumnsEE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, ptr addrspace(1) noundef readonly align 4 %4, ptr noundef byval(%"class.sycl::_V1::id") align 8 %5, ptr addrspace(1) noundef align 4 %6, ptr noundef byval(%"class.sycl::_V1::id") align 8 %7, ptr addrspace(1) noundef align 4 %8, ptr noundef byval(%"class.sycl::_V1::id") align 8 %9) local_unnamed_addr #3 comdat !kernel_arg_runtime_aligned !22 !kernel_arg_exclusive_ptr !22 !sycl_fixed_targets !11 !sycl_kernel_omit_args !23 {
  %11 = load i64, ptr %0, align 8
  %12 = load i64, ptr %7, align 8
  %13 = getelementptr inbounds nuw float, ptr addrspace(1) %6, i64 %12
  %14 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #5
  %15 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #5
  %16 = icmp ult i64 %14, %11
  br i1 %16, label %17, label %61

17:                                               ; preds = %10
  %18 = load i64, ptr %9, align 8
  %19 = getelementptr inbounds nuw float, ptr addrspace(1) %8, i64 %18
  %20 = load i64, ptr %5, align 8
  %21 = getelementptr inbounds nuw float, ptr addrspace(1) %4, i64 %20
  %22 = add i64 %3, 1
  %23 = icmp eq i64 %1, 0
  %24 = mul i64 %3, %2
  %25 = getelementptr float, ptr addrspace(1) %21, i64 %3
  %26 = getelementptr float, ptr addrspace(1) %19, i64 %24
  br label %27

27:                                               ; preds = %58, %17
  %28 = phi i64 [ %14, %17 ], [ %59, %58 ]
  %29 = add i64 %22, %28
  br i1 %23, label %30, label %32

30:                                               ; preds = %27
  %31 = getelementptr float, ptr addrspace(1) %26, i64 %29
  store float 0.000000e+00, ptr addrspace(1) %31, align 4, !tbaa !13
  br label %58

32:                                               ; preds = %27
  %33 = getelementptr float, ptr addrspace(1) %13, i64 %29
  br label %37

34:                                               ; preds = %37
  %35 = getelementptr float, ptr addrspace(1) %26, i64 %29
  store float %45, ptr addrspace(1) %35, align 4, !tbaa !13
  %36 = fneg float %45
  br label %48

37:                                               ; preds = %37, %32
  %38 = phi i64 [ 0, %32 ], [ %46, %37 ]
  %39 = phi float [ 0.000000e+00, %32 ], [ %45, %37 ]
  %40 = mul i64 %38, %2
  %41 = getelementptr float, ptr addrspace(1) %25, i64 %40
  %42 = load float, ptr addrspace(1) %41, align 4, !tbaa !13
  %43 = getelementptr float, ptr addrspace(1) %33, i64 %40
  %44 = load float, ptr addrspace(1) %43, align 4, !tbaa !13
  %45 = tail call float @llvm.fmuladd.f32(float %42, float %44, float %39)
  %46 = add nuw i64 %38, 1
  %47 = icmp eq i64 %46, %1
  br i1 %47, label %34, label %37, !llvm.loop !24

48:                                               ; preds = %48, %34
  %49 = phi i64 [ 0, %34 ], [ %56, %48 ]
  %50 = mul i64 %49, %2
  %51 = getelementptr float, ptr addrspace(1) %25, i64 %50
  %52 = load float, ptr addrspace(1) %51, align 4, !tbaa !13
  %53 = getelementptr float, ptr addrspace(1) %33, i64 %50
  %54 = load float, ptr addrspace(1) %53, align 4, !tbaa !13
  %55 = tail call float @llvm.fmuladd.f32(float %36, float %52, float %54)
  store float %55, ptr addrspace(1) %53, align 4, !tbaa !13
  %56 = add nuw i64 %49, 1
  %57 = icmp eq i64 %56, %1
  br i1 %57, label %58, label %48, !llvm.loop !25

58:                                               ; preds = %48, %30
  %59 = add i64 %28, %15
  %60 = icmp ult i64 %59, %11
  br i1 %60, label %27, label %61, !llvm.loop !26

61:                                               ; preds = %58, %10
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS14ProjectColumns(i64 noundef %0, i64 noundef %1, i64 noundef %2, ptr addrspace(1) noundef readonly align 4 %3, ptr noundef byval(%"class.sycl::_V1::id") align 8 %4, ptr addrspace(1) noundef align 4 %5, ptr noundef byval(%"class.sycl::_V1::id") align 8 %6, ptr addrspace(1) noundef align 4 %7, ptr noundef byval(%"class.sycl::_V1::id") align 8 %8) local_unnamed_addr #3 comdat !kernel_arg_runtime_aligned !27 !kernel_arg_exclusive_ptr !27 !sycl_fixed_targets !11 !sycl_kernel_omit_args !28 {
  %10 = load i64, ptr %4, align 8
  %11 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %10
  %12 = load i64, ptr %6, align 8
  %13 = getelementptr inbounds nuw float, ptr addrspace(1) %5, i64 %12
  %14 = load i64, ptr %8, align 8
  %15 = getelementptr inbounds nuw float, ptr addrspace(1) %7, i64 %14
  %16 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #5
  %17 = icmp ult i64 %16, 2147483648
  tail call void @llvm.assume(i1 %17)
  %18 = add i64 %2, 1
  %19 = add i64 %18, %16
  %20 = getelementptr float, ptr addrspace(1) %11, i64 %2
  %21 = getelementptr float, ptr addrspace(1) %13, i64 %19
  %22 = icmp eq i64 %0, 0
  br i1 %22, label %23, label %32

23:                                               ; preds = %9
  %24 = mul i64 %2, %1
  %25 = getelementptr float, ptr addrspace(1) %15, i64 %24
  %26 = getelementptr float, ptr addrspace(1) %25, i64 %19
  store float 0.000000e+00, ptr addrspace(1) %26, align 4, !tbaa !13
  br label %53

27:                                               ; preds = %32
  %28 = mul i64 %2, %1
  %29 = getelementptr float, ptr addrspace(1) %15, i64 %28
  %30 = getelementptr float, ptr addrspace(1) %29, i64 %19
  store float %40, ptr addrspace(1) %30, align 4, !tbaa !13
  %31 = fneg float %40
  br label %43

32:                                               ; preds = %32, %9
  %33 = phi i64 [ %41, %32 ], [ 0, %9 ]
  %34 = phi float [ %40, %32 ], [ 0.000000e+00, %9 ]
  %35 = mul i64 %33, %1
  %36 = getelementptr float, ptr addrspace(1) %20, i64 %35
  %37 = load float, ptr addrspace(1) %36, align 4, !tbaa !13
  %38 = getelementptr float, ptr addrspace(1) %21, i64 %35
  %39 = load float, ptr addrspace(1) %38, align 4, !tbaa !13
  %40 = tail call float @llvm.fmuladd.f32(float %37, float %39, float %34)
  %41 = add nuw i64 %33, 1
  %42 = icmp eq i64 %41, %0
  br i1 %42, label %27, label %32, !llvm.loop !24

43:                                               ; preds = %43, %27
  %44 = phi i64 [ 0, %27 ], [ %51, %43 ]
  %45 = mul i64 %44, %1
  %46 = getelementptr float, ptr addrspace(1) %20, i64 %45
  %47 = load float, ptr addrspace(1) %46, align 4, !tbaa !13
  %48 = getelementptr float, ptr addrspace(1) %21, i64 %45
  %49 = load float, ptr addrspace(1) %48, align 4, !tbaa !13
  %50 = tail call float @llvm.fmuladd.f32(float %31, float %47, float %49)
  store float %50, ptr addrspace(1) %48, align 4, !tbaa !13
  %51 = add nuw i64 %44, 1
  %52 = icmp eq i64 %51, %0
  br i1 %52, label %53, label %43, !llvm.loop !25

53:                                               ; preds = %43, %23
  ret void
}

declare dso_local spir_func i32 @_Z18__spirv_ocl_printfPU3AS2Kcz(ptr addrspace(2), ...)

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "sycl-module-id"="rtc_0.cpp" "sycl-optlevel"="2" "sycl-single-task" "uniform-work-group-size" }
attributes #1 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size" }
attributes #3 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "sycl-module-id"="rtc_0.cpp" "sycl-optlevel"="2" "uniform-work-group-size" }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
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
!10 = !{i1 false, i1 false, i1 true, i1 false, i1 false, i1 true, i1 false}
!11 = !{}
!12 = !{i1 false, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 false, i1 true, i1 true, i1 false}
!13 = !{!14, !14, i64 0}
!14 = !{!"float", !8, i64 0}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = !{i1 false, i1 false, i1 true, i1 false, i1 false, i1 true, i1 false, i1 true, i1 false}
!18 = !{i1 false, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false}
!19 = distinct !{!19, !16}
!20 = !{i1 false, i1 true, i1 false, i1 false, i1 true, i1 false, i1 true, i1 false}
!21 = !{i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false}
!22 = !{i1 false, i1 false, i1 false, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false}
!23 = !{i1 false, i1 false, i1 false, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false}
!24 = distinct !{!24, !16}
!25 = distinct !{!25, !16}
!26 = distinct !{!26, !16}
!27 = !{i1 false, i1 false, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false}
!28 = !{i1 false, i1 false, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false}
