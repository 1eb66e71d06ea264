source_filename = "rtc_0.cpp"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [1 x i64] }
%"class.sycl::_V1::range.0" = type { %"class.sycl::_V1::detail::array.1" }
%"class.sycl::_V1::detail::array.1" = type { [2 x i64] }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array.1" }
%"class.sycl::_V1::id.2" = type { %"class.sycl::_V1::detail::array" }
%class.anon.25 = type <{ ptr addrspace(4), float, [4 x i8] }>
%class.anon.27 = type { i64, ptr addrspace(4), ptr addrspace(4), ptr addrspace(4), ptr addrspace(4), ptr addrspace(4) }

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI7RowSumsEE = comdat any

$_ZTS7RowSums = comdat any

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI10DoubleSumsEE = comdat any

$_ZTS10DoubleSums = comdat any

$_ZTSN4sycl3_V16detail18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZNS0_7handler4fillIfEEvPvRKT_mEUlNS0_2idILi1EEEE_EE = comdat any

$_ZTSZN4sycl3_V17handler4fillIfEEvPvRKT_mEUlNS0_2idILi1EEEE_ = comdat any

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI11ColumnScaleEE = comdat any

$_ZTS11ColumnScale = comdat any

$_ZTS6SumAll = comdat any

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI7RowSumsEE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, i64 noundef %1, ptr addrspace(1) noundef readonly align 4 %2, ptr noundef byval(%"class.sycl::_V1::range.0") align 8 %3, ptr noundef byval(%"class.sycl::_V1::id") align 8 %4, ptr addrspace(1) noundef align 4 %5, ptr noundef byval(%"class.sycl::_V1::id.2") align 8 %6) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !10 !kernel_arg_exclusive_ptr !10 !sycl_fixed_targets !11 !sycl_kernel_omit_args !12 {
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
  %19 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #5
  %20 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #5
  %21 = icmp ult i64 %19, %8
  br i1 %21, label %22, label %42

22:                                               ; preds = %7
  %23 = icmp eq i64 %1, 0
  br label %24

24:                                               ; preds = %37, %22
  %25 = phi i64 [ %19, %22 ], [ %40, %37 ]
  br i1 %23, label %37, label %26

26:                                               ; preds = %24
  %27 = mul i64 %25, %10
  %28 = getelementptr float, ptr addrspace(1) %16, i64 %27
  br label %29

29:                                               ; preds = %29, %26
  %30 = phi i64 [ 0, %26 ], [ %35, %29 ]
  %31 = phi float [ 0.000000e+00, %26 ], [ %34, %29 ]
  %32 = getelementptr float, ptr addrspace(1) %28, i64 %30
  %33 = load float, ptr addrspace(1) %32, align 4, !tbaa !13
  %34 = fadd float %31, %33
  %35 = add nuw i64 %30, 1
  %36 = icmp eq i64 %35, %1
  br i1 %36, label %37, label %29, !llvm.loop !15

37:                                               ; preds = %29, %24
  %38 = phi float [ 0.000000e+00, %24 ], [ %34, %29 ]
  %39 = getelementptr inbounds nuw float, ptr addrspace(1) %18, i64 %25
  store float %38, ptr addrspace(1) %39, align 4, !tbaa !13
  %40 = add i64 %25, %20
  %41 = icmp ult i64 %40, %8
  br i1 %41, label %24, label %42, !llvm.loop !17

42:                                               ; preds = %37, %7
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS7RowSums(i64 noundef %0, ptr addrspace(1) noundef readonly align 4 %1, ptr noundef byval(%"class.sycl::_V1::range.0") align 8 %2, ptr noundef byval(%"class.sycl::_V1::id") align 8 %3, ptr addrspace(1) noundef align 4 %4, ptr noundef byval(%"class.sycl::_V1::id.2") align 8 %5) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !18 !kernel_arg_exclusive_ptr !18 !sycl_fixed_targets !11 !sycl_kernel_omit_args !19 {
  %7 = load i64, ptr %5, align 8
  %8 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #5
  %9 = icmp ult i64 %8, 2147483648
  tail call void @llvm.assume(i1 %9)
  %10 = icmp eq i64 %0, 0
  br i1 %10, label %30, label %11

11:                                               ; preds = %6
  %12 = getelementptr inbounds i64, ptr %3, i64 1
  %13 = load i64, ptr %12, align 8
  %14 = getelementptr float, ptr addrspace(1) %1, i64 %13
  %15 = load i64, ptr %3, align 8
  %16 = getelementptr inbounds i64, ptr %2, i64 1
  %17 = load i64, ptr %16, align 8
  %18 = mul i64 %15, %17
  %19 = getelementptr float, ptr addrspace(1) %14, i64 %18
  %20 = mul i64 %8, %17
  %21 = getelementptr float, ptr addrspace(1) %19, i64 %20
  br label %22

22:                                               ; preds = %22, %11
  %23 = phi i64 [ 0, %11 ], [ %28, %22 ]
  %24 = phi float [ 0.000000e+00, %11 ], [ %27, %22 ]
  %25 = getelementptr float, ptr addrspace(1) %21, i64 %23
  %26 = load float, ptr addrspace(1) %25, align 4, !tbaa !13
  %27 = fadd float %24, %26
  %28 = add nuw i64 %23, 1
  %29 = icmp eq i64 %28, %0
  br i1 %29, label %30, label %22, !llvm.loop !15

30:                                               ; preds = %22, %6
  %31 = phi float [ 0.000000e+00, %6 ], [ %27, %22 ]
  %32 = getelementptr inbounds nuw float, ptr addrspace(1) %4, i64 %7
  %33 = getelementptr inbounds nuw float, ptr addrspace(1) %32, i64 %8
  store float %31, ptr addrspace(1) %33, align 4, !tbaa !13
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI10DoubleSumsEE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, ptr addrspace(1) noundef align 4 %1, ptr noundef byval(%"class.sycl::_V1::id.2") align 8 %2) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !20 !kernel_arg_exclusive_ptr !20 !sycl_fixed_targets !11 !sycl_kernel_omit_args !21 {
  %4 = load i64, ptr %0, align 8
  %5 = load i64, ptr %2, align 8
  %6 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %5
  %7 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #5
  %8 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #5
  %9 = icmp ult i64 %7, %4
  br i1 %9, label %10, label %17

10:                                               ; preds = %10, %3
  %11 = phi i64 [ %15, %10 ], [ %7, %3 ]
  %12 = getelementptr inbounds nuw float, ptr addrspace(1) %6, i64 %11
  %13 = load float, ptr addrspace(1) %12, align 4, !tbaa !13
  %14 = fmul float %13, 2.000000e+00
  store float %14, ptr addrspace(1) %12, align 4, !tbaa !13
  %15 = add i64 %11, %8
  %16 = icmp ult i64 %15, %4
  br i1 %16, label %10, label %17, !llvm.loop !22

17:                                               ; preds = %10, %3
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS10DoubleSums(ptr addrspace(1) noundef align 4 %0, ptr noundef byval(%"class.sycl::_V1::id.2") align 8 %1) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !23 !kernel_arg_exclusive_ptr !23 !sycl_fixed_targets !11 !sycl_kernel_omit_args !24 {
  %3 = load i64, ptr %1, align 8
  %4 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %3
  %5 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #5
  %6 = icmp ult i64 %5, 2147483648
  tail call void @llvm.assume(i1 %6)
  %7 = getelementptr inbounds nuw float, ptr addrspace(1) %4, i64 %5
  %8 = load float, ptr addrspace(1) %7, align 4, !tbaa !13
  %9 = fmul float %8, 2.000000e+00
  store float %9, ptr addrspace(1) %7, align 4, !tbaa !13
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZNS0_7handler4fillIfEEvPvRKT_mEUlNS0_2idILi1EEEE_EE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, ptr noundef byval(%class.anon.25) align 8 %1) local_unnamed_addr #0 comdat !sycl_fixed_targets !11 !sycl_kernel_omit_args !25 {
  %3 = load i64, ptr %0, align 8
  %4 = load ptr addrspace(4), ptr %1, align 8, !tbaa !26
  %5 = getelementptr inbounds float, ptr %1, i64 2
  %6 = load float, ptr %5, align 8, !tbaa !13
  %7 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #5
  %8 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #5
  %9 = icmp ult i64 %7, %3
  br i1 %9, label %10, label %15

10:                                               ; preds = %10, %2
  %11 = phi i64 [ %13, %10 ], [ %7, %2 ]
  %12 = getelementptr inbounds nuw float, ptr addrspace(4) %4, i64 %11
  store float %6, ptr addrspace(4) %12, align 4, !tbaa !13
  %13 = add i64 %11, %8
  %14 = icmp ult i64 %13, %3
  br i1 %14, label %10, label %15, !llvm.loop !28

15:                                               ; preds = %10, %2
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSZN4sycl3_V17handler4fillIfEEvPvRKT_mEUlNS0_2idILi1EEEE_(ptr addrspace(1) noundef %0, float noundef %1) local_unnamed_addr #0 comdat !sycl_fixed_targets !11 !sycl_kernel_omit_args !25 {
  %3 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #5
  %4 = icmp ult i64 %3, 2147483648
  tail call void @llvm.assume(i1 %4)
  %5 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %3
  store float %1, ptr addrspace(1) %5, align 4, !tbaa !13
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI11ColumnScaleEE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, ptr noundef byval(%class.anon.27) align 8 %1) local_unnamed_addr #0 comdat !sycl_fixed_targets !11 !sycl_kernel_omit_args !25 {
  %3 = load i64, ptr %0, align 8
  %4 = getelementptr inbounds nuw { i64, i64, i64, i64, i64, i64 }, ptr %1, i64 0, i32 0
  %5 = load i64, ptr %4, align 8, !tbaa !29
  %6 = getelementptr inbounds nuw { i64, i64, i64, i64, i64, i64 }, ptr %1, i64 0, i32 1
  %7 = load i64, ptr %6, align 8, !tbaa !31
  %8 = inttoptr i64 %7 to ptr addrspace(4)
  %9 = getelementptr inbounds nuw { i64, i64, i64, i64, i64, i64 }, ptr %1, i64 0, i32 2
  %10 = load i64, ptr %9, align 8, !tbaa !31
  %11 = inttoptr i64 %10 to ptr addrspace(4)
  %12 = getelementptr inbounds nuw { i64, i64, i64, i64, i64, i64 }, ptr %1, i64 0, i32 3
  %13 = load i64, ptr %12, align 8, !tbaa !31
  %14 = inttoptr i64 %13 to ptr addrspace(4)
  %15 = getelementptr inbounds nuw { i64, i64, i64, i64, i64, i64 }, ptr %1, i64 0, i32 4
  %16 = load i64, ptr %15, align 8, !tbaa !31
  %17 = inttoptr i64 %16 to ptr addrspace(4)
  %18 = getelementptr inbounds nuw { i64, i64, i64, i64, i64, i64 }, ptr %1, i64 0, i32 5
  %19 = load i64, ptr %18, align 8, !tbaa !31
  %20 = inttoptr i64 %19 to ptr addrspace(4)
  %21 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #5
  %22 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #5
  %23 = icmp ult i64 %21, %3
  br i1 %23, label %24, label %40

24:                                               ; preds = %24, %2
  %25 = phi i64 [ %38, %24 ], [ %21, %2 ]
  %26 = getelementptr inbounds nuw float, ptr addrspace(4) %11, i64 %25
  %27 = load float, ptr addrspace(4) %26, align 4, !tbaa !13
  %28 = urem i64 %25, %5
  %29 = getelementptr inbounds nuw float, ptr addrspace(4) %14, i64 %28
  %30 = load float, ptr addrspace(4) %29, align 4, !tbaa !13
  %31 = fmul float %27, %30
  %32 = getelementptr inbounds nuw float, ptr addrspace(4) %17, i64 %28
  %33 = load float, ptr addrspace(4) %32, align 4, !tbaa !13
  %34 = getelementptr inbounds nuw float, ptr addrspace(4) %20, i64 %28
  %35 = load float, ptr addrspace(4) %34, align 4, !tbaa !13
  %36 = tail call float @llvm.fmuladd.f32(float %31, float %33, float %35)
  %37 = getelementptr inbounds nuw float, ptr addrspace(4) %8, i64 %25
  store float %36, ptr addrspace(4) %37, align 4, !tbaa !13
  %38 = add i64 %25, %22
  %39 = icmp ult i64 %38, %3
  br i1 %39, label %24, label %40, !llvm.loop !33

40:                                               ; preds = %24, %2
  ret void
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #3

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS11ColumnScale(i64 noundef %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, ptr addrspace(1) noundef align 4 %3, ptr addrspace(1) noundef align 4 %4, ptr addrspace(1) noundef align 4 %5) local_unnamed_addr #0 comdat !sycl_fixed_targets !11 !sycl_kernel_omit_args !34 {
  %7 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #5
  %8 = icmp ult i64 %7, 2147483648
  tail call void @llvm.assume(i1 %8)
  %9 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %7
  %10 = load float, ptr addrspace(1) %9, align 4, !tbaa !13
  %11 = urem i64 %7, %0
  %12 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %11
  %13 = load float, ptr addrspace(1) %12, align 4, !tbaa !13
  %14 = fmul float %10, %13
  %15 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %11
  %16 = load float, ptr addrspace(1) %15, align 4, !tbaa !13
  %17 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %11
  %18 = load float, ptr addrspace(1) %17, align 4, !tbaa !13
  %19 = tail call float @llvm.fmuladd.f32(float %14, float %16, float %18)
  %20 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %7
  store float %19, ptr addrspace(1) %20, align 4, !tbaa !13
  ret void
}

; Function Attrs: mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS6SumAll(i64 noundef %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2) local_unnamed_addr #4 comdat !sycl_fixed_targets !11 !sycl_kernel_omit_args !35 {
  %4 = icmp eq i64 %0, 0
  br i1 %4, label %13, label %5

5:                                                ; preds = %5, %3
  %6 = phi i64 [ %11, %5 ], [ 0, %3 ]
  %7 = phi float [ %10, %5 ], [ 0.000000e+00, %3 ]
  %8 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %6
  %9 = load float, ptr addrspace(1) %8, align 4, !tbaa !13
  %10 = fadd float %7, %9
  %11 = add nuw i64 %6, 1
  %12 = icmp eq i64 %11, %0
  br i1 %12, label %13, label %5, !llvm.loop !36

13:                                               ; preds = %5, %3
  %14 = phi float [ 0.000000e+00, %3 ], [ %10, %5 ]
  %15 = load float, ptr addrspace(1) %2, align 4, !tbaa !13
  %16 = fadd float %14, %15
  store float %16, ptr addrspace(1) %2, align 4, !tbaa !13
  ret void
}

declare dso_local spir_func i32 @_Z18__spirv_ocl_printfPU3AS2Kcz(ptr addrspace(2), ...)

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "sycl-module-id"="rtc_0.cpp" "sycl-optlevel"="2" "uniform-work-group-size" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #2 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size" }
attributes #3 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "sycl-module-id"="rtc_0.cpp" "sycl-optlevel"="2" "sycl-single-task" "uniform-work-group-size" }
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
!12 = !{i1 false, i1 false, i1 false, i1 true, i1 false, i1 false, i1 false, i1 true, i1 true, i1 false}
!13 = !{!14, !14, i64 0}
!14 = !{!"float", !8, i64 0}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = distinct !{!17, !16}
!18 = !{i1 false, i1 true, i1 false, i1 false, i1 true, i1 false}
!19 = !{i1 false, i1 false, i1 true, i1 false, i1 false, i1 false, i1 true, i1 true, i1 false}
!20 = !{i1 false, i1 true, i1 false}
!21 = !{i1 false, i1 false, i1 true, i1 true, i1 false}
!22 = distinct !{!22, !16}
!23 = !{i1 true, i1 false}
!24 = !{i1 false, i1 true, i1 true, i1 false}
!25 = !{i1 false, i1 false}
!26 = !{!27, !27, i64 0}
!27 = !{!"any pointer", !8, i64 0}
!28 = distinct !{!28, !16}
!29 = !{!30, !30, i64 0}
!30 = !{!"long", !8, i64 0}
!31 = !{!32, !32, i64 0}
!32 = !{!"p1 float", !27, i64 0}
!33 = distinct !{!33, !16}
!34 = !{i1 false, i1 false, i1 false, i1 false, i1 false, i1 false}
!35 = !{i1 false, i1 false, i1 false}
!36 = distinct !{!36, !16}
