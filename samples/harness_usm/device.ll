source_filename = "rtc_0.cpp"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [1 x i64] }
%class.anon = type <{ ptr addrspace(4), float, [4 x i8] }>
%class.anon.0 = type { ptr addrspace(4), float, ptr addrspace(4) }
%class.anon.2 = type { i64, ptr addrspace(4), ptr addrspace(4), ptr addrspace(4) }
%class.anon.4 = type { i64, ptr addrspace(4), ptr addrspace(4) }

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI5ScaleEE = comdat any

$_ZTS5Scale = comdat any

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI5SaxpyEE = comdat any

$_ZTS5Saxpy = comdat any

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI10MatVecRowsEE = comdat any

$_ZTS10MatVecRows = comdat any

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI10FoldHalvesEE = comdat any

$_ZTS10FoldHalves = comdat any

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI5ScaleEE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, ptr noundef byval(%class.anon) align 8 %1) local_unnamed_addr #0 comdat !sycl_fixed_targets !10 !sycl_kernel_omit_args !11 {
  %3 = load i64, ptr %0, align 8
  %4 = load ptr addrspace(4), ptr %1, align 8, !tbaa !12
  %5 = getelementptr inbounds float, ptr %1, i64 2
  %6 = load float, ptr %5, align 8, !tbaa !15
  %7 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %8 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #4
  %9 = icmp ult i64 %7, %3
  br i1 %9, label %10, label %17

10:                                               ; preds = %10, %2
  %11 = phi i64 [ %15, %10 ], [ %7, %2 ]
  %12 = getelementptr inbounds nuw float, ptr addrspace(4) %4, i64 %11
  %13 = load float, ptr addrspace(4) %12, align 4, !tbaa !15
  %14 = fmul float %6, %13
  store float %14, ptr addrspace(4) %12, align 4, !tbaa !15
  %15 = add i64 %11, %8
  %16 = icmp ult i64 %15, %3
  br i1 %16, label %10, label %17, !llvm.loop !17

17:                                               ; preds = %10, %2
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS5Scale(ptr addrspace(1) noundef align 4 %0, float noundef %1) local_unnamed_addr #0 comdat !sycl_fixed_targets !10 !sycl_kernel_omit_args !11 {
  %3 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %4 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %3
  %5 = load float, ptr addrspace(1) %4, align 4, !tbaa !15
  %6 = fmul float %1, %5
  %7 = icmp ult i64 %3, 2147483648
  tail call void @llvm.assume(i1 %7)
  store float %6, ptr addrspace(1) %4, align 4, !tbaa !15
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI5SaxpyEE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, ptr noundef byval(%class.anon.0) align 8 %1) local_unnamed_addr #0 comdat !sycl_fixed_targets !10 !sycl_kernel_omit_args !11 {
  %3 = load i64, ptr %0, align 8
  %4 = getelementptr inbounds nuw %class.anon.0, ptr %1, i64 0, i32 0
  %5 = load ptr addrspace(4), ptr %4, align 8, !tbaa !12
  %6 = getelementptr inbounds nuw %class.anon.0, ptr %1, i64 0, i32 1
  %7 = load float, ptr %6, align 8, !tbaa !15
  %8 = getelementptr inbounds nuw %class.anon.0, ptr %1, i64 0, i32 2
  %9 = load ptr addrspace(4), ptr %8, align 8, !tbaa !12
  %10 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %11 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #4
  %12 = icmp ult i64 %10, %3
  br i1 %12, label %13, label %22

13:                                               ; preds = %13, %2
  %14 = phi i64 [ %20, %13 ], [ %10, %2 ]
  %15 = getelementptr inbounds nuw float, ptr addrspace(4) %9, i64 %14
  %16 = load float, ptr addrspace(4) %15, align 4, !tbaa !15
  %17 = getelementptr inbounds nuw float, ptr addrspace(4) %5, i64 %14
  %18 = load float, ptr addrspace(4) %17, align 4, !tbaa !15
  %19 = tail call float @llvm.fmuladd.f32(float %7, float %16, float %18)
  store float %19, ptr addrspace(4) %17, align 4, !tbaa !15
  %20 = add i64 %14, %11
  %21 = icmp ult i64 %20, %3
  br i1 %21, label %13, label %22, !llvm.loop !19

22:                                               ; preds = %13, %2
  ret void
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #3

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS5Saxpy(ptr addrspace(1) noundef align 4 %0, float noundef %1, ptr addrspace(1) noundef align 4 %2) local_unnamed_addr #0 comdat !sycl_fixed_targets !10 !sycl_kernel_omit_args !20 {
  %4 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %5 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %4
  %6 = load float, ptr addrspace(1) %5, align 4, !tbaa !15
  %7 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %4
  %8 = load float, ptr addrspace(1) %7, align 4, !tbaa !15
  %9 = tail call float @llvm.fmuladd.f32(float %1, float %6, float %8)
  %10 = icmp ult i64 %4, 2147483648
  tail call void @llvm.assume(i1 %10)
  store float %9, ptr addrspace(1) %7, align 4, !tbaa !15
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI10MatVecRowsEE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, ptr noundef byval(%class.anon.2) align 8 %1) local_unnamed_addr #0 comdat !sycl_fixed_targets !10 !sycl_kernel_omit_args !11 {
  %3 = load i64, ptr %0, align 8
  %4 = getelementptr inbounds nuw { i64, i64, i64, i64 }, ptr %1, i64 0, i32 0
  %5 = load i64, ptr %4, align 8, !tbaa !21
  %6 = getelementptr inbounds nuw { i64, i64, i64, i64 }, ptr %1, i64 0, i32 1
  %7 = load i64, ptr %6, align 8, !tbaa !12
  %8 = inttoptr i64 %7 to ptr addrspace(4)
  %9 = getelementptr inbounds nuw { i64, i64, i64, i64 }, ptr %1, i64 0, i32 2
  %10 = load i64, ptr %9, align 8, !tbaa !12
  %11 = inttoptr i64 %10 to ptr addrspace(4)
  %12 = getelementptr inbounds nuw { i64, i64, i64, i64 }, ptr %1, i64 0, i32 3
  %13 = load i64, ptr %12, align 8, !tbaa !12
  %14 = inttoptr i64 %13 to ptr addrspace(4)
  %15 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %16 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #4
  %17 = icmp ult i64 %15, %3
  br i1 %17, label %18, label %39

18:                                               ; preds = %2
  %19 = icmp eq i64 %5, 0
  br label %20

20:                                               ; preds = %36, %18
  %21 = phi i64 [ %15, %18 ], [ %37, %36 ]
  %22 = getelementptr inbounds nuw float, ptr addrspace(4) %8, i64 %21
  store float 0.000000e+00, ptr addrspace(4) %22, align 4, !tbaa !15
  br i1 %19, label %36, label %23

23:                                               ; preds = %20
  %24 = mul i64 %21, %5
  %25 = getelementptr float, ptr addrspace(4) %11, i64 %24
  br label %26

26:                                               ; preds = %26, %23
  %27 = phi float [ 0.000000e+00, %23 ], [ %33, %26 ]
  %28 = phi i64 [ 0, %23 ], [ %34, %26 ]
  %29 = getelementptr float, ptr addrspace(4) %25, i64 %28
  %30 = load float, ptr addrspace(4) %29, align 4, !tbaa !15
  %31 = getelementptr inbounds nuw float, ptr addrspace(4) %14, i64 %28
  %32 = load float, ptr addrspace(4) %31, align 4, !tbaa !15
  %33 = tail call float @llvm.fmuladd.f32(float %30, float %32, float %27)
  store float %33, ptr addrspace(4) %22, align 4, !tbaa !15
  %34 = add nuw i64 %28, 1
  %35 = icmp eq i64 %34, %5
  br i1 %35, label %36, label %26, !llvm.loop !23

36:                                               ; preds = %26, %20
  %37 = add i64 %21, %16
  %38 = icmp ult i64 %37, %3
  br i1 %38, label %20, label %39, !llvm.loop !24

39:                                               ; preds = %36, %2
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS10MatVecRows(i64 noundef %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, ptr addrspace(1) noundef align 4 %3) local_unnamed_addr #0 comdat !sycl_fixed_targets !10 !sycl_kernel_omit_args !25 {
  %5 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %6 = icmp ult i64 %5, 2147483648
  tail call void @llvm.assume(i1 %6)
  %7 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %5
  store float 0.000000e+00, ptr addrspace(1) %7, align 4, !tbaa !15
  %8 = icmp eq i64 %0, 0
  br i1 %8, label %22, label %9

9:                                                ; preds = %4
  %10 = mul i64 %5, %0
  %11 = getelementptr float, ptr addrspace(1) %2, i64 %10
  br label %12

12:                                               ; preds = %12, %9
  %13 = phi float [ 0.000000e+00, %9 ], [ %19, %12 ]
  %14 = phi i64 [ 0, %9 ], [ %20, %12 ]
  %15 = getelementptr float, ptr addrspace(1) %11, i64 %14
  %16 = load float, ptr addrspace(1) %15, align 4, !tbaa !15
  %17 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %14
  %18 = load float, ptr addrspace(1) %17, align 4, !tbaa !15
  %19 = tail call float @llvm.fmuladd.f32(float %16, float %18, float %13)
  store float %19, ptr addrspace(1) %7, align 4, !tbaa !15
  %20 = add nuw i64 %14, 1
  %21 = icmp eq i64 %20, %0
  br i1 %21, label %22, label %12, !llvm.loop !23

22:                                               ; preds = %12, %4
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI10FoldHalvesEE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, ptr noundef byval(%class.anon.4) align 8 %1) local_unnamed_addr #0 comdat !sycl_fixed_targets !10 !sycl_kernel_omit_args !11 {
  %3 = load i64, ptr %0, align 8
  %4 = getelementptr inbounds nuw { i64, i64, i64 }, ptr %1, i64 0, i32 0
  %5 = load i64, ptr %4, align 8, !tbaa !21
  %6 = getelementptr inbounds nuw { i64, i64, i64 }, ptr %1, i64 0, i32 1
  %7 = load i64, ptr %6, align 8, !tbaa !12
  %8 = inttoptr i64 %7 to ptr addrspace(4)
  %9 = getelementptr inbounds nuw { i64, i64, i64 }, ptr %1, i64 0, i32 2
  %10 = load i64, ptr %9, align 8, !tbaa !12
  %11 = inttoptr i64 %10 to ptr addrspace(4)
  %12 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %13 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #4
  %14 = icmp ult i64 %12, %3
  br i1 %14, label %15, label %27

15:                                               ; preds = %15, %2
  %16 = phi i64 [ %25, %15 ], [ %12, %2 ]
  %17 = getelementptr inbounds nuw float, ptr addrspace(4) %11, i64 %16
  %18 = load float, ptr addrspace(4) %17, align 4, !tbaa !15
  %19 = add i64 %16, %5
  %20 = icmp ult i64 %19, 2147483648
  tail call void @llvm.assume(i1 %20)
  %21 = getelementptr inbounds nuw float, ptr addrspace(4) %11, i64 %19
  %22 = load float, ptr addrspace(4) %21, align 4, !tbaa !15
  %23 = tail call float @llvm.fmuladd.f32(float %22, float 5.000000e-01, float %18)
  %24 = getelementptr inbounds nuw float, ptr addrspace(4) %8, i64 %16
  store float %23, ptr addrspace(4) %24, align 4, !tbaa !15
  %25 = add i64 %16, %13
  %26 = icmp ult i64 %25, %3
  br i1 %26, label %15, label %27, !llvm.loop !26

27:                                               ; preds = %15, %2
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS10FoldHalves(i64 noundef %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2) local_unnamed_addr #0 comdat !sycl_fixed_targets !10 !sycl_kernel_omit_args !20 {
  %4 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %5 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %4
  %6 = load float, ptr addrspace(1) %5, align 4, !tbaa !15
  %7 = add i64 %4, %0
  %8 = icmp ult i64 %7, 2147483648
  tail call void @llvm.assume(i1 %8)
  %9 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %7
  %10 = load float, ptr addrspace(1) %9, align 4, !tbaa !15
  %11 = tail call float @llvm.fmuladd.f32(float %10, float 5.000000e-01, float %6)
  %12 = icmp ult i64 %4, 2147483648
  tail call void @llvm.assume(i1 %12)
  %13 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %4
  store float %11, ptr addrspace(1) %13, align 4, !tbaa !15
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
!10 = !{}
!11 = !{i1 false, i1 false}
!12 = !{!13, !13, i64 0}
!13 = !{!"p1 float", !14, i64 0}
!14 = !{!"any pointer", !8, i64 0}
!15 = !{!16, !16, i64 0}
!16 = !{!"float", !8, i64 0}
!17 = distinct !{!17, !18}
!18 = !{!"llvm.loop.mustprogress"}
!19 = distinct !{!19, !18}
!20 = !{i1 false, i1 false, i1 false}
!21 = !{!22, !22, i64 0}
!22 = !{!"long", !8, i64 0}
!23 = distinct !{!23, !18}
!24 = distinct !{!24, !18}
!25 = !{i1 false, i1 false, i1 false, i1 false}
!26 = distinct !{!26, !18}
