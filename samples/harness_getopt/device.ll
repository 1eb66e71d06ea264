source_filename = "rtc_0.cpp"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [2 x i64] }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array.1" }
%"class.sycl::_V1::detail::array.1" = type { [1 x i64] }
%"class.sycl::_V1::range.0" = type { %"class.sycl::_V1::detail::array.1" }

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI8HeatStepEE = comdat any

$_ZTS8HeatStep = comdat any

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI7RowHeatEE = comdat any

$_ZTS7RowHeat = comdat any

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI8HeatStepEE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, i64 noundef %1, ptr addrspace(1) noundef align 4 %2, ptr noundef byval(%"class.sycl::_V1::id") align 8 %3, ptr addrspace(1) noundef readonly align 4 %4, ptr noundef byval(%"class.sycl::_V1::id") align 8 %5, float noundef %6) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !10 !kernel_arg_exclusive_ptr !10 !sycl_fixed_targets !11 !sycl_kernel_omit_args !12 {
  %8 = load i64, ptr %0, align 8
  %9 = getelementptr inbounds i64, ptr %0, i64 1
  %10 = load i64, ptr %9, align 8
  %11 = load i64, ptr %3, align 8
  %12 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %11
  %13 = load i64, ptr %5, align 8
  %14 = getelementptr inbounds nuw float, ptr addrspace(1) %4, i64 %13
  %15 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 1) #4
  %16 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %17 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 1) #4
  %18 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #4
  %19 = icmp ult i64 %15, %8
  %20 = icmp ult i64 %16, %10
  %21 = select i1 %20, i1 %19, i1 false
  br i1 %21, label %22, label %62

22:                                               ; preds = %7
  %23 = add i64 %1, -1
  br label %24

24:                                               ; preds = %59, %22
  %25 = phi i64 [ %60, %59 ], [ %16, %22 ]
  %26 = icmp eq i64 %25, 0
  %27 = icmp eq i64 %25, %23
  br label %28

28:                                               ; preds = %54, %24
  %29 = phi i64 [ %15, %24 ], [ %57, %54 ]
  %30 = mul i64 %29, %1
  %31 = add i64 %30, %25
  %32 = icmp eq i64 %29, 0
  %33 = or i1 %32, %26
  %34 = icmp eq i64 %29, %23
  %35 = or i1 %34, %27
  %36 = or i1 %33, %35
  %37 = getelementptr float, ptr addrspace(1) %14, i64 %31
  %38 = load float, ptr addrspace(1) %37, align 4, !tbaa !13
  br i1 %36, label %54, label %39

39:                                               ; preds = %28
  %40 = sub i64 %31, %1
  %41 = getelementptr inbounds nuw float, ptr addrspace(1) %14, i64 %40
  %42 = load float, ptr addrspace(1) %41, align 4, !tbaa !13
  %43 = getelementptr float, ptr addrspace(1) %37, i64 %1
  %44 = load float, ptr addrspace(1) %43, align 4, !tbaa !13
  %45 = fadd float %42, %44
  %46 = getelementptr float, ptr addrspace(1) %37, i64 -1
  %47 = load float, ptr addrspace(1) %46, align 4, !tbaa !13
  %48 = fadd float %45, %47
  %49 = getelementptr float, ptr addrspace(1) %37, i64 1
  %50 = load float, ptr addrspace(1) %49, align 4, !tbaa !13
  %51 = fadd float %48, %50
  %52 = tail call float @llvm.fmuladd.f32(float %38, float -4.000000e+00, float %51)
  %53 = tail call float @llvm.fmuladd.f32(float %6, float %52, float %38)
  br label %54

54:                                               ; preds = %39, %28
  %55 = phi float [ %53, %39 ], [ %38, %28 ]
  %56 = getelementptr inbounds nuw float, ptr addrspace(1) %12, i64 %31
  store float %55, ptr addrspace(1) %56, align 4, !tbaa !13
  %57 = add i64 %29, %17
  %58 = icmp ult i64 %57, %8
  br i1 %58, label %28, label %59

59:                                               ; preds = %54
  %60 = add i64 %25, %18
  %61 = icmp ult i64 %60, %10
  br i1 %61, label %24, label %62, !llvm.loop !15

62:                                               ; preds = %59, %7
  ret void
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS8HeatStep(i64 noundef %0, ptr addrspace(1) noundef align 4 %1, ptr noundef byval(%"class.sycl::_V1::id") align 8 %2, ptr addrspace(1) noundef readonly align 4 %3, ptr noundef byval(%"class.sycl::_V1::id") align 8 %4, float noundef %5) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !17 !kernel_arg_exclusive_ptr !17 !sycl_fixed_targets !11 !sycl_kernel_omit_args !18 {
  %7 = load i64, ptr %2, align 8
  %8 = load i64, ptr %4, align 8
  %9 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %8
  %10 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 1) #4
  %11 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %12 = icmp ult i64 %10, 2147483648
  tail call void @llvm.assume(i1 %12)
  %13 = icmp ult i64 %11, 2147483648
  tail call void @llvm.assume(i1 %13)
  %14 = mul i64 %10, %0
  %15 = add i64 %14, %11
  %16 = icmp eq i64 %10, 0
  %17 = icmp eq i64 %11, 0
  %18 = or i1 %16, %17
  br i1 %18, label %24, label %19

19:                                               ; preds = %6
  %20 = add i64 %0, -1
  %21 = icmp eq i64 %10, %20
  %22 = icmp eq i64 %11, %20
  %23 = or i1 %21, %22
  br i1 %23, label %24, label %27

24:                                               ; preds = %19, %6
  %25 = getelementptr inbounds nuw float, ptr addrspace(1) %9, i64 %15
  %26 = load float, ptr addrspace(1) %25, align 4, !tbaa !13
  br label %44

27:                                               ; preds = %19
  %28 = getelementptr float, ptr addrspace(1) %9, i64 %15
  %29 = load float, ptr addrspace(1) %28, align 4, !tbaa !13
  %30 = sub i64 %15, %0
  %31 = getelementptr inbounds nuw float, ptr addrspace(1) %9, i64 %30
  %32 = load float, ptr addrspace(1) %31, align 4, !tbaa !13
  %33 = getelementptr float, ptr addrspace(1) %28, i64 %0
  %34 = load float, ptr addrspace(1) %33, align 4, !tbaa !13
  %35 = fadd float %32, %34
  %36 = getelementptr float, ptr addrspace(1) %28, i64 -1
  %37 = load float, ptr addrspace(1) %36, align 4, !tbaa !13
  %38 = fadd float %35, %37
  %39 = getelementptr float, ptr addrspace(1) %28, i64 1
  %40 = load float, ptr addrspace(1) %39, align 4, !tbaa !13
  %41 = fadd float %38, %40
  %42 = tail call float @llvm.fmuladd.f32(float %29, float -4.000000e+00, float %41)
  %43 = tail call float @llvm.fmuladd.f32(float %5, float %42, float %29)
  br label %44

44:                                               ; preds = %27, %24
  %45 = phi float [ %26, %24 ], [ %43, %27 ]
  %46 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %7
  %47 = getelementptr inbounds nuw float, ptr addrspace(1) %46, i64 %15
  store float %45, ptr addrspace(1) %47, align 4, !tbaa !13
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI7RowHeatEE(ptr noundef byval(%"class.sycl::_V1::range.0") align 8 %0, i64 noundef %1, ptr addrspace(1) noundef readonly align 4 %2, ptr noundef byval(%"class.sycl::_V1::id") align 8 %3, ptr addrspace(1) noundef align 4 %4, ptr noundef byval(%"class.sycl::_V1::id") align 8 %5) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !19 !kernel_arg_exclusive_ptr !19 !sycl_fixed_targets !11 !sycl_kernel_omit_args !20 {
  %7 = load i64, ptr %0, align 8
  %8 = load i64, ptr %3, align 8
  %9 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %8
  %10 = load i64, ptr %5, align 8
  %11 = getelementptr inbounds nuw float, ptr addrspace(1) %4, i64 %10
  %12 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %13 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #4
  %14 = icmp ult i64 %12, %7
  br i1 %14, label %15, label %35

15:                                               ; preds = %6
  %16 = icmp eq i64 %1, 0
  br label %17

17:                                               ; preds = %30, %15
  %18 = phi i64 [ %12, %15 ], [ %33, %30 ]
  br i1 %16, label %30, label %19

19:                                               ; preds = %17
  %20 = mul i64 %18, %1
  %21 = getelementptr float, ptr addrspace(1) %9, i64 %20
  br label %22

22:                                               ; preds = %22, %19
  %23 = phi i64 [ 0, %19 ], [ %28, %22 ]
  %24 = phi float [ 0.000000e+00, %19 ], [ %27, %22 ]
  %25 = getelementptr float, ptr addrspace(1) %21, i64 %23
  %26 = load float, ptr addrspace(1) %25, align 4, !tbaa !13
  %27 = fadd float %24, %26
  %28 = add nuw i64 %23, 1
  %29 = icmp eq i64 %28, %1
  br i1 %29, label %30, label %22, !llvm.loop !21

30:                                               ; preds = %22, %17
  %31 = phi float [ 0.000000e+00, %17 ], [ %27, %22 ]
  %32 = getelementptr inbounds nuw float, ptr addrspace(1) %11, i64 %18
  store float %31, ptr addrspace(1) %32, align 4, !tbaa !13
  %33 = add i64 %18, %13
  %34 = icmp ult i64 %33, %7
  br i1 %34, label %17, label %35, !llvm.loop !22

35:                                               ; preds = %30, %6
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS7RowHeat(i64 noundef %0, ptr addrspace(1) noundef readonly align 4 %1, ptr noundef byval(%"class.sycl::_V1::id") align 8 %2, ptr addrspace(1) noundef align 4 %3, ptr noundef byval(%"class.sycl::_V1::id") align 8 %4) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !23 !kernel_arg_exclusive_ptr !23 !sycl_fixed_targets !11 !sycl_kernel_omit_args !24 {
  %6 = load i64, ptr %4, align 8
  %7 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %8 = icmp ult i64 %7, 2147483648
  tail call void @llvm.assume(i1 %8)
  %9 = icmp eq i64 %0, 0
  br i1 %9, label %23, label %10

10:                                               ; preds = %5
  %11 = load i64, ptr %2, align 8
  %12 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %11
  %13 = mul i64 %7, %0
  %14 = getelementptr float, ptr addrspace(1) %12, i64 %13
  br label %15

15:                                               ; preds = %15, %10
  %16 = phi i64 [ 0, %10 ], [ %21, %15 ]
  %17 = phi float [ 0.000000e+00, %10 ], [ %20, %15 ]
  %18 = getelementptr float, ptr addrspace(1) %14, i64 %16
  %19 = load float, ptr addrspace(1) %18, align 4, !tbaa !13
  %20 = fadd float %17, %19
  %21 = add nuw i64 %16, 1
  %22 = icmp eq i64 %21, %0
  br i1 %22, label %23, label %15, !llvm.loop !21

23:                                               ; preds = %15, %5
  %24 = phi float [ 0.000000e+00, %5 ], [ %20, %15 ]
  %25 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %6
  %26 = getelementptr inbounds nuw float, ptr addrspace(1) %25, i64 %7
  store float %24, ptr addrspace(1) %26, align 4, !tbaa !13
  ret void
}

declare dso_local spir_func i32 @_Z18__spirv_ocl_printfPU3AS2Kcz(ptr addrspace(2), ...)

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "sycl-module-id"="rtc_0.cpp" "sycl-optlevel"="2" "uniform-work-group-size" }
attributes #1 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #3 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size" }
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
!10 = !{i1 false, i1 false, i1 true, i1 false, i1 true, i1 false, i1 false}
!11 = !{}
!12 = !{i1 false, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false}
!13 = !{!14, !14, i64 0}
!14 = !{!"float", !8, i64 0}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = !{i1 false, i1 true, i1 false, i1 true, i1 false, i1 false}
!18 = !{i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false}
!19 = !{i1 false, i1 false, i1 true, i1 false, i1 true, i1 false}
!20 = !{i1 false, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false}
!21 = distinct !{!21, !16}
!22 = distinct !{!22, !16}
!23 = !{i1 false, i1 true, i1 false, i1 true, i1 false}
!24 = !{i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false}
