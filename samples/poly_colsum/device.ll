source_filename = "rtc_0.cpp"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [1 x i64] }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::range.10" = type { %"class.sycl::_V1::detail::array.11" }
%"class.sycl::_V1::detail::array.11" = type { [2 x i64] }
%"class.sycl::_V1::id.12" = type { %"class.sycl::_V1::detail::array.11" }

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperIZZN10ColumnSums11column_sumsERNS0_5queueEENKUlRNS0_7handlerEE_clES7_E9ColumnSumEE = comdat any

$_ZTSZZN10ColumnSums11column_sumsERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_E9ColumnSum = comdat any

$_ZTSZZN10MatVecPair18transposed_productERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_E16TransposedMatVec = comdat any

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperIZZN10MatVecPair11row_productERNS0_5queueEENKUlRNS0_7handlerEE_clES7_E9RowMatVecEE = comdat any

$_ZTSZZN10MatVecPair11row_productERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_E9RowMatVec = comdat any

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperIZZN10ColumnSums11column_sumsERNS0_5queueEENKUlRNS0_7handlerEE_clES7_E9ColumnSumEE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, i64 noundef %1, i64 noundef %2, ptr addrspace(1) noundef readonly align 4 %3, ptr noundef byval(%"class.sycl::_V1::id") align 8 %4, ptr addrspace(1) noundef align 4 %5, ptr noundef byval(%"class.sycl::_V1::id") align 8 %6) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !10 !kernel_arg_exclusive_ptr !10 !sycl_fixed_targets !11 !sycl_kernel_omit_args !12 {
  %8 = load i64, ptr %0, align 8
  %9 = load i64, ptr %4, align 8
  %10 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %9
  %11 = load i64, ptr %6, align 8
  %12 = getelementptr inbounds nuw float, ptr addrspace(1) %5, i64 %11
  %13 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %14 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #4
  %15 = icmp ult i64 %13, %8
  br i1 %15, label %16, label %36

16:                                               ; preds = %7
  %17 = icmp eq i64 %1, 0
  br label %18

18:                                               ; preds = %31, %16
  %19 = phi i64 [ %13, %16 ], [ %34, %31 ]
  br i1 %17, label %31, label %20

20:                                               ; preds = %18
  %21 = getelementptr float, ptr addrspace(1) %10, i64 %19
  br label %22

22:                                               ; preds = %22, %20
  %23 = phi i64 [ 0, %20 ], [ %29, %22 ]
  %24 = phi float [ 0.000000e+00, %20 ], [ %28, %22 ]
  %25 = mul i64 %23, %2
  %26 = getelementptr float, ptr addrspace(1) %21, i64 %25
  %27 = load float, ptr addrspace(1) %26, align 4, !tbaa !13
  %28 = fadd float %24, %27
  %29 = add nuw i64 %23, 1
  %30 = icmp eq i64 %29, %1
  br i1 %30, label %31, label %22, !llvm.loop !15

31:                                               ; preds = %22, %18
  %32 = phi float [ 0.000000e+00, %18 ], [ %28, %22 ]
  %33 = getelementptr inbounds nuw float, ptr addrspace(1) %12, i64 %19
  store float %32, ptr addrspace(1) %33, align 4, !tbaa !13
  %34 = add i64 %19, %14
  %35 = icmp ult i64 %34, %8
  br i1 %35, label %18, label %36, !llvm.loop !17

36:                                               ; preds = %31, %7
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSZZN10ColumnSums11column_sumsERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_E9ColumnSum(i64 noundef %0, i64 noundef %1, ptr addrspace(1) noundef readonly align 4 %2, ptr noundef byval(%"class.sycl::_V1::id") align 8 %3, ptr addrspace(1) noundef align 4 %4, ptr noundef byval(%"class.sycl::_V1::id") align 8 %5) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !18 !kernel_arg_exclusive_ptr !18 !sycl_fixed_targets !11 !sycl_kernel_omit_args !19 {
  %7 = load i64, ptr %3, align 8
  %8 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %7
  %9 = load i64, ptr %5, align 8
  %10 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %11 = icmp ult i64 %10, 2147483648
  tail call void @llvm.assume(i1 %11)
  %12 = getelementptr float, ptr addrspace(1) %8, i64 %10
  %13 = icmp eq i64 %0, 0
  br i1 %13, label %23, label %14

14:                                               ; preds = %14, %6
  %15 = phi i64 [ %21, %14 ], [ 0, %6 ]
  %16 = phi float [ %20, %14 ], [ 0.000000e+00, %6 ]
  %17 = mul i64 %15, %1
  %18 = getelementptr float, ptr addrspace(1) %12, i64 %17
  %19 = load float, ptr addrspace(1) %18, align 4, !tbaa !13
  %20 = fadd float %16, %19
  %21 = add nuw i64 %15, 1
  %22 = icmp eq i64 %21, %0
  br i1 %22, label %23, label %14, !llvm.loop !15

23:                                               ; preds = %14, %6
  %24 = phi float [ 0.000000e+00, %6 ], [ %20, %14 ]
  %25 = getelementptr inbounds nuw float, ptr addrspace(1) %4, i64 %9
  %26 = getelementptr inbounds nuw float, ptr addrspace(1) %25, i64 %10
  store float %24, ptr addrspace(1) %26, align 4, !tbaa !13
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSZZN10MatVecPair18transposed_productERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_E16TransposedMatVec(i64 noundef %0, i64 noundef %1, ptr addrspace(1) noundef readonly align 4 %2, ptr noundef byval(%"class.sycl::_V1::range.10") align 8 %3, ptr noundef byval(%"class.sycl::_V1::id.12") align 8 %4, ptr addrspace(1) noundef readonly align 4 %5, ptr noundef byval(%"class.sycl::_V1::id") align 8 %6, ptr addrspace(1) noundef align 4 %7, ptr noundef byval(%"class.sycl::_V1::id") align 8 %8) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !20 !kernel_arg_exclusive_ptr !20 !sycl_fixed_targets !11 !sycl_kernel_omit_args !21 {
  %10 = getelementptr inbounds i64, ptr %3, i64 1
  %11 = load i64, ptr %10, align 8
  %12 = load i64, ptr %4, align 8
  %13 = getelementptr inbounds i64, ptr %4, i64 1
  %14 = load i64, ptr %13, align 8
  %15 = mul i64 %12, %11
  %16 = getelementptr float, ptr addrspace(1) %2, i64 %14
  %17 = getelementptr float, ptr addrspace(1) %16, i64 %15
  %18 = load i64, ptr %6, align 8
  %19 = getelementptr inbounds nuw float, ptr addrspace(1) %5, i64 %18
  %20 = load i64, ptr %8, align 8
  %21 = getelementptr inbounds nuw float, ptr addrspace(1) %7, i64 %20
  %22 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %23 = icmp ult i64 %22, 2147483648
  tail call void @llvm.assume(i1 %23)
  %24 = icmp ult i64 %22, %1
  br i1 %24, label %25, label %43

25:                                               ; preds = %9
  %26 = icmp eq i64 %0, 0
  br i1 %26, label %29, label %27

27:                                               ; preds = %25
  %28 = getelementptr float, ptr addrspace(1) %17, i64 %22
  br label %32

29:                                               ; preds = %32, %25
  %30 = phi float [ 0.000000e+00, %25 ], [ %40, %32 ]
  %31 = getelementptr inbounds nuw float, ptr addrspace(1) %21, i64 %22
  store float %30, ptr addrspace(1) %31, align 4, !tbaa !13
  br label %43

32:                                               ; preds = %32, %27
  %33 = phi i64 [ 0, %27 ], [ %41, %32 ]
  %34 = phi float [ 0.000000e+00, %27 ], [ %40, %32 ]
  %35 = mul i64 %33, %11
  %36 = getelementptr float, ptr addrspace(1) %28, i64 %35
  %37 = load float, ptr addrspace(1) %36, align 4, !tbaa !13
  %38 = getelementptr inbounds nuw float, ptr addrspace(1) %19, i64 %33
  %39 = load float, ptr addrspace(1) %38, align 4, !tbaa !13
  %40 = tail call float @llvm.fmuladd.f32(float %37, float %39, float %34)
  %41 = add nuw i64 %33, 1
  %42 = icmp eq i64 %41, %0
  br i1 %42, label %29, label %32, !llvm.loop !22

43:                                               ; preds = %29, %9
  ret void
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #3

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperIZZN10MatVecPair11row_productERNS0_5queueEENKUlRNS0_7handlerEE_clES7_E9RowMatVecEE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, i64 noundef %1, ptr addrspace(1) noundef readonly align 4 %2, ptr noundef byval(%"class.sycl::_V1::range.10") align 8 %3, ptr noundef byval(%"class.sycl::_V1::id.12") align 8 %4, ptr addrspace(1) noundef readonly align 4 %5, ptr noundef byval(%"class.sycl::_V1::id") align 8 %6, ptr addrspace(1) noundef align 4 %7, ptr noundef byval(%"class.sycl::_V1::id") align 8 %8) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !20 !kernel_arg_exclusive_ptr !20 !sycl_fixed_targets !11 !sycl_kernel_omit_args !21 {
  %10 = load i64, ptr %0, align 8
  %11 = getelementptr inbounds i64, ptr %3, i64 1
  %12 = load i64, ptr %11, align 8
  %13 = load i64, ptr %4, align 8
  %14 = getelementptr inbounds i64, ptr %4, i64 1
  %15 = load i64, ptr %14, align 8
  %16 = mul i64 %13, %12
  %17 = getelementptr float, ptr addrspace(1) %2, i64 %15
  %18 = getelementptr float, ptr addrspace(1) %17, i64 %16
  %19 = load i64, ptr %6, align 8
  %20 = getelementptr inbounds nuw float, ptr addrspace(1) %5, i64 %19
  %21 = load i64, ptr %8, align 8
  %22 = getelementptr inbounds nuw float, ptr addrspace(1) %7, i64 %21
  %23 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %24 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #4
  %25 = icmp ult i64 %23, %10
  br i1 %25, label %26, label %48

26:                                               ; preds = %9
  %27 = icmp eq i64 %1, 0
  br label %28

28:                                               ; preds = %43, %26
  %29 = phi i64 [ %23, %26 ], [ %46, %43 ]
  br i1 %27, label %43, label %30

30:                                               ; preds = %28
  %31 = mul i64 %29, %12
  %32 = getelementptr float, ptr addrspace(1) %18, i64 %31
  br label %33

33:                                               ; preds = %33, %30
  %34 = phi i64 [ 0, %30 ], [ %41, %33 ]
  %35 = phi float [ 0.000000e+00, %30 ], [ %40, %33 ]
  %36 = getelementptr float, ptr addrspace(1) %32, i64 %34
  %37 = load float, ptr addrspace(1) %36, align 4, !tbaa !13
  %38 = getelementptr inbounds nuw float, ptr addrspace(1) %20, i64 %34
  %39 = load float, ptr addrspace(1) %38, align 4, !tbaa !13
  %40 = tail call float @llvm.fmuladd.f32(float %37, float %39, float %35)
  %41 = add nuw i64 %34, 1
  %42 = icmp eq i64 %41, %1
  br i1 %42, label %43, label %33, !llvm.loop !23

43:                                               ; preds = %33, %28
  %44 = phi float [ 0.000000e+00, %28 ], [ %40, %33 ]
  %45 = getelementptr inbounds nuw float, ptr addrspace(1) %22, i64 %29
  store float %44, ptr addrspace(1) %45, align 4, !tbaa !13
  %46 = add i64 %29, %24
  %47 = icmp ult i64 %46, %10
  br i1 %47, label %28, label %48, !llvm.loop !24

48:                                               ; preds = %43, %9
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSZZN10MatVecPair11row_productERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_E9RowMatVec(i64 noundef %0, ptr addrspace(1) noundef readonly align 4 %1, ptr noundef byval(%"class.sycl::_V1::range.10") align 8 %2, ptr noundef byval(%"class.sycl::_V1::id.12") align 8 %3, ptr addrspace(1) noundef readonly align 4 %4, ptr noundef byval(%"class.sycl::_V1::id") align 8 %5, ptr addrspace(1) noundef align 4 %6, ptr noundef byval(%"class.sycl::_V1::id") align 8 %7) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !25 !kernel_arg_exclusive_ptr !25 !sycl_fixed_targets !11 !sycl_kernel_omit_args !26 {
  %9 = load i64, ptr %5, align 8
  %10 = getelementptr inbounds nuw float, ptr addrspace(1) %4, i64 %9
  %11 = load i64, ptr %7, align 8
  %12 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %13 = icmp ult i64 %12, 2147483648
  tail call void @llvm.assume(i1 %13)
  %14 = icmp eq i64 %0, 0
  br i1 %14, label %36, label %15

15:                                               ; preds = %8
  %16 = getelementptr inbounds i64, ptr %3, i64 1
  %17 = load i64, ptr %16, align 8
  %18 = getelementptr float, ptr addrspace(1) %1, i64 %17
  %19 = load i64, ptr %3, align 8
  %20 = getelementptr inbounds i64, ptr %2, i64 1
  %21 = load i64, ptr %20, align 8
  %22 = mul i64 %19, %21
  %23 = getelementptr float, ptr addrspace(1) %18, i64 %22
  %24 = mul i64 %12, %21
  %25 = getelementptr float, ptr addrspace(1) %23, i64 %24
  br label %26

26:                                               ; preds = %26, %15
  %27 = phi i64 [ 0, %15 ], [ %34, %26 ]
  %28 = phi float [ 0.000000e+00, %15 ], [ %33, %26 ]
  %29 = getelementptr float, ptr addrspace(1) %25, i64 %27
  %30 = load float, ptr addrspace(1) %29, align 4, !tbaa !13
  %31 = getelementptr inbounds nuw float, ptr addrspace(1) %10, i64 %27
  %32 = load float, ptr addrspace(1) %31, align 4, !tbaa !13
  %33 = tail call float @llvm.fmuladd.f32(float %30, float %32, float %28)
  %34 = add nuw i64 %27, 1
  %35 = icmp eq i64 %34, %0
  br i1 %35, label %36, label %26, !llvm.loop !23

36:                                               ; preds = %26, %8
  %37 = phi float [ 0.000000e+00, %8 ], [ %33, %26 ]
  %38 = getelementptr inbounds nuw float, ptr addrspace(1) %6, i64 %11
  %39 = getelementptr inbounds nuw float, ptr addrspace(1) %38, i64 %12
  store float %37, ptr addrspace(1) %39, align 4, !tbaa !13
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
!10 = !{i1 false, i1 false, i1 false, i1 true, i1 false, i1 true, i1 false}
!11 = !{}
!12 = !{i1 false, i1 false, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false}
!13 = !{!14, !14, i64 0}
!14 = !{!"float", !8, i64 0}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = distinct !{!17, !16}
!18 = !{i1 false, i1 false, i1 true, i1 false, i1 true, i1 false}
!19 = !{i1 false, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false}
!20 = !{i1 false, i1 false, i1 true, i1 false, i1 false, i1 true, i1 false, i1 true, i1 false}
!21 = !{i1 false, i1 false, i1 false, i1 true, i1 false, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false}
!22 = distinct !{!22, !16}
!23 = distinct !{!23, !16}
!24 = distinct !{!24, !16}
!25 = !{i1 false, i1 true, i1 false, i1 false, i1 true, i1 false, i1 true, i1 false}
!26 = !{i1 false, i1 false, i1 true, i1 false, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false}
