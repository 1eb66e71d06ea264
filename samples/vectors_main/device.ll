source_filename = "rtc_0.cpp"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [1 x i64] }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array" }

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI4AxpyEE = comdat any

$_ZTS4Axpy = comdat any

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI10ScaleOwnedEE = comdat any

$_ZTS10ScaleOwned = comdat any

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI4TapsEE = comdat any

$_ZTS4Taps = comdat any

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI7InPlaceEE = comdat any

$_ZTS7InPlace = comdat any

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI4AxpyEE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, ptr addrspace(1) noundef align 4 %1, ptr noundef byval(%"class.sycl::_V1::id") align 8 %2, ptr addrspace(1) noundef readonly align 4 %3, ptr noundef byval(%"class.sycl::_V1::id") align 8 %4, ptr addrspace(1) noundef readonly align 4 %5, ptr noundef byval(%"class.sycl::_V1::id") align 8 %6) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !10 !kernel_arg_exclusive_ptr !10 !sycl_fixed_targets !11 !sycl_kernel_omit_args !12 {
  %8 = load i64, ptr %0, align 8
  %9 = load i64, ptr %2, align 8
  %10 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %9
  %11 = load i64, ptr %4, align 8
  %12 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %11
  %13 = load i64, ptr %6, align 8
  %14 = getelementptr inbounds nuw float, ptr addrspace(1) %5, i64 %13
  %15 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %16 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #4
  %17 = icmp ult i64 %15, %8
  br i1 %17, label %18, label %28

18:                                               ; preds = %18, %7
  %19 = phi i64 [ %26, %18 ], [ %15, %7 ]
  %20 = getelementptr inbounds nuw float, ptr addrspace(1) %12, i64 %19
  %21 = load float, ptr addrspace(1) %20, align 4, !tbaa !13
  %22 = getelementptr inbounds nuw float, ptr addrspace(1) %14, i64 %19
  %23 = load float, ptr addrspace(1) %22, align 4, !tbaa !13
  %24 = tail call float @llvm.fmuladd.f32(float %21, float 2.500000e+00, float %23)
  %25 = getelementptr inbounds nuw float, ptr addrspace(1) %10, i64 %19
  store float %24, ptr addrspace(1) %25, align 4, !tbaa !13
  %26 = add i64 %19, %16
  %27 = icmp ult i64 %26, %8
  br i1 %27, label %18, label %28, !llvm.loop !15

28:                                               ; preds = %18, %7
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
define weak_odr dso_local spir_kernel void @_ZTS4Axpy(ptr addrspace(1) noundef align 4 %0, ptr noundef byval(%"class.sycl::_V1::id") align 8 %1, ptr addrspace(1) noundef readonly align 4 %2, ptr noundef byval(%"class.sycl::_V1::id") align 8 %3, ptr addrspace(1) noundef readonly align 4 %4, ptr noundef byval(%"class.sycl::_V1::id") align 8 %5) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !17 !kernel_arg_exclusive_ptr !17 !sycl_fixed_targets !11 !sycl_kernel_omit_args !18 {
  %7 = load i64, ptr %1, align 8
  %8 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %7
  %9 = load i64, ptr %3, align 8
  %10 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %9
  %11 = load i64, ptr %5, align 8
  %12 = getelementptr inbounds nuw float, ptr addrspace(1) %4, i64 %11
  %13 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %14 = icmp ult i64 %13, 2147483648
  tail call void @llvm.assume(i1 %14)
  %15 = getelementptr inbounds nuw float, ptr addrspace(1) %10, i64 %13
  %16 = load float, ptr addrspace(1) %15, align 4, !tbaa !13
  %17 = getelementptr inbounds nuw float, ptr addrspace(1) %12, i64 %13
  %18 = load float, ptr addrspace(1) %17, align 4, !tbaa !13
  %19 = tail call float @llvm.fmuladd.f32(float %16, float 2.500000e+00, float %18)
  %20 = getelementptr inbounds nuw float, ptr addrspace(1) %8, i64 %13
  store float %19, ptr addrspace(1) %20, align 4, !tbaa !13
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI10ScaleOwnedEE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, ptr addrspace(1) noundef align 4 %1, ptr noundef byval(%"class.sycl::_V1::id") align 8 %2, ptr addrspace(1) noundef readonly align 4 %3, ptr noundef byval(%"class.sycl::_V1::id") align 8 %4, ptr addrspace(1) noundef readonly align 4 %5, ptr noundef byval(%"class.sycl::_V1::id") align 8 %6) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !10 !kernel_arg_exclusive_ptr !10 !sycl_fixed_targets !11 !sycl_kernel_omit_args !19 {
  %8 = load i64, ptr %0, align 8
  %9 = load i64, ptr %2, align 8
  %10 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %9
  %11 = load i64, ptr %4, align 8
  %12 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %11
  %13 = load i64, ptr %6, align 8
  %14 = getelementptr inbounds nuw float, ptr addrspace(1) %5, i64 %13
  %15 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %16 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #4
  %17 = icmp ult i64 %15, %8
  br i1 %17, label %18, label %28

18:                                               ; preds = %18, %7
  %19 = phi i64 [ %26, %18 ], [ %15, %7 ]
  %20 = getelementptr inbounds nuw float, ptr addrspace(1) %12, i64 %19
  %21 = load float, ptr addrspace(1) %20, align 4, !tbaa !13
  %22 = getelementptr inbounds nuw float, ptr addrspace(1) %14, i64 %19
  %23 = load float, ptr addrspace(1) %22, align 4, !tbaa !13
  %24 = fmul float %21, %23
  %25 = getelementptr inbounds nuw float, ptr addrspace(1) %10, i64 %19
  store float %24, ptr addrspace(1) %25, align 4, !tbaa !13
  %26 = add i64 %19, %16
  %27 = icmp ult i64 %26, %8
  br i1 %27, label %18, label %28, !llvm.loop !20

28:                                               ; preds = %18, %7
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS10ScaleOwned(ptr addrspace(1) noundef align 4 %0, ptr noundef byval(%"class.sycl::_V1::id") align 8 %1, ptr addrspace(1) noundef readonly align 4 %2, ptr noundef byval(%"class.sycl::_V1::id") align 8 %3, ptr addrspace(1) noundef readonly align 4 %4, ptr noundef byval(%"class.sycl::_V1::id") align 8 %5) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !17 !kernel_arg_exclusive_ptr !17 !sycl_fixed_targets !11 !sycl_kernel_omit_args !21 {
  %7 = load i64, ptr %1, align 8
  %8 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %7
  %9 = load i64, ptr %3, align 8
  %10 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %9
  %11 = load i64, ptr %5, align 8
  %12 = getelementptr inbounds nuw float, ptr addrspace(1) %4, i64 %11
  %13 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %14 = icmp ult i64 %13, 2147483648
  tail call void @llvm.assume(i1 %14)
  %15 = getelementptr inbounds nuw float, ptr addrspace(1) %10, i64 %13
  %16 = load float, ptr addrspace(1) %15, align 4, !tbaa !13
  %17 = getelementptr inbounds nuw float, ptr addrspace(1) %12, i64 %13
  %18 = load float, ptr addrspace(1) %17, align 4, !tbaa !13
  %19 = fmul float %16, %18
  %20 = getelementptr inbounds nuw float, ptr addrspace(1) %8, i64 %13
  store float %19, ptr addrspace(1) %20, align 4, !tbaa !13
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI4TapsEE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, i64 noundef %1, ptr addrspace(1) noundef readonly align 4 %2, ptr noundef byval(%"class.sycl::_V1::id") align 8 %3, ptr addrspace(1) noundef align 4 %4, ptr noundef byval(%"class.sycl::_V1::id") align 8 %5, ptr addrspace(1) noundef readonly align 4 %6, ptr noundef byval(%"class.sycl::_V1::id") align 8 %7) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !22 !kernel_arg_exclusive_ptr !22 !sycl_fixed_targets !11 !sycl_kernel_omit_args !23 {
  %9 = load i64, ptr %0, align 8
  %10 = load i64, ptr %3, align 8
  %11 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %10
  %12 = load i64, ptr %5, align 8
  %13 = getelementptr inbounds nuw float, ptr addrspace(1) %4, i64 %12
  %14 = load i64, ptr %7, align 8
  %15 = getelementptr inbounds nuw float, ptr addrspace(1) %6, i64 %14
  %16 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %17 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #4
  %18 = icmp ult i64 %16, %9
  br i1 %18, label %19, label %38

19:                                               ; preds = %30, %8
  %20 = phi i64 [ %36, %30 ], [ %16, %8 ]
  %21 = icmp ult i64 %20, %1
  br i1 %21, label %22, label %30

22:                                               ; preds = %22, %19
  %23 = phi i64 [ %28, %22 ], [ %20, %19 ]
  %24 = phi float [ %27, %22 ], [ 0.000000e+00, %19 ]
  %25 = getelementptr inbounds nuw float, ptr addrspace(1) %11, i64 %23
  %26 = load float, ptr addrspace(1) %25, align 4, !tbaa !13
  %27 = fadd float %24, %26
  %28 = add nuw i64 %23, 64
  %29 = icmp ult i64 %28, %1
  br i1 %29, label %22, label %30, !llvm.loop !24

30:                                               ; preds = %22, %19
  %31 = phi float [ 0.000000e+00, %19 ], [ %27, %22 ]
  %32 = getelementptr inbounds nuw float, ptr addrspace(1) %15, i64 %20
  %33 = load float, ptr addrspace(1) %32, align 4, !tbaa !13
  %34 = fmul float %31, %33
  %35 = getelementptr inbounds nuw float, ptr addrspace(1) %13, i64 %20
  store float %34, ptr addrspace(1) %35, align 4, !tbaa !13
  %36 = add i64 %20, %17
  %37 = icmp ult i64 %36, %9
  br i1 %37, label %19, label %38, !llvm.loop !25

38:                                               ; preds = %30, %8
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS4Taps(i64 noundef %0, ptr addrspace(1) noundef readonly align 4 %1, ptr noundef byval(%"class.sycl::_V1::id") align 8 %2, ptr addrspace(1) noundef align 4 %3, ptr noundef byval(%"class.sycl::_V1::id") align 8 %4, ptr addrspace(1) noundef readonly align 4 %5, ptr noundef byval(%"class.sycl::_V1::id") align 8 %6) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !10 !kernel_arg_exclusive_ptr !10 !sycl_fixed_targets !11 !sycl_kernel_omit_args !19 {
  %8 = load i64, ptr %2, align 8
  %9 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %8
  %10 = load i64, ptr %4, align 8
  %11 = load i64, ptr %6, align 8
  %12 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %13 = icmp ult i64 %12, 2147483648
  tail call void @llvm.assume(i1 %13)
  %14 = icmp ult i64 %12, %0
  br i1 %14, label %15, label %23

15:                                               ; preds = %15, %7
  %16 = phi i64 [ %21, %15 ], [ %12, %7 ]
  %17 = phi float [ %20, %15 ], [ 0.000000e+00, %7 ]
  %18 = getelementptr inbounds nuw float, ptr addrspace(1) %9, i64 %16
  %19 = load float, ptr addrspace(1) %18, align 4, !tbaa !13
  %20 = fadd float %17, %19
  %21 = add nuw i64 %16, 64
  %22 = icmp ult i64 %21, %0
  br i1 %22, label %15, label %23, !llvm.loop !24

23:                                               ; preds = %15, %7
  %24 = phi float [ 0.000000e+00, %7 ], [ %20, %15 ]
  %25 = getelementptr inbounds nuw float, ptr addrspace(1) %5, i64 %11
  %26 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %10
  %27 = getelementptr inbounds nuw float, ptr addrspace(1) %25, i64 %12
  %28 = load float, ptr addrspace(1) %27, align 4, !tbaa !13
  %29 = fmul float %24, %28
  %30 = getelementptr inbounds nuw float, ptr addrspace(1) %26, i64 %12
  store float %29, ptr addrspace(1) %30, align 4, !tbaa !13
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI7InPlaceEE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, ptr addrspace(1) noundef align 4 %1, ptr noundef byval(%"class.sycl::_V1::id") align 8 %2, ptr addrspace(1) noundef readonly align 4 %3, ptr noundef byval(%"class.sycl::_V1::id") align 8 %4) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !26 !kernel_arg_exclusive_ptr !26 !sycl_fixed_targets !11 !sycl_kernel_omit_args !27 {
  %6 = load i64, ptr %0, align 8
  %7 = load i64, ptr %2, align 8
  %8 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %7
  %9 = load i64, ptr %4, align 8
  %10 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %9
  %11 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %12 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #4
  %13 = icmp ult i64 %11, %6
  br i1 %13, label %14, label %22

14:                                               ; preds = %14, %5
  %15 = phi i64 [ %20, %14 ], [ %11, %5 ]
  %16 = getelementptr inbounds nuw float, ptr addrspace(1) %10, i64 %15
  %17 = load float, ptr addrspace(1) %16, align 4, !tbaa !13
  %18 = fadd float %17, 1.000000e+00
  %19 = getelementptr inbounds nuw float, ptr addrspace(1) %8, i64 %15
  store float %18, ptr addrspace(1) %19, align 4, !tbaa !13
  %20 = add i64 %15, %12
  %21 = icmp ult i64 %20, %6
  br i1 %21, label %14, label %22, !llvm.loop !28

22:                                               ; preds = %14, %5
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS7InPlace(ptr addrspace(1) noundef align 4 %0, ptr noundef byval(%"class.sycl::_V1::id") align 8 %1, ptr addrspace(1) noundef readonly align 4 %2, ptr noundef byval(%"class.sycl::_V1::id") align 8 %3) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !29 !kernel_arg_exclusive_ptr !29 !sycl_fixed_targets !11 !sycl_kernel_omit_args !30 {
  %5 = load i64, ptr %1, align 8
  %6 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %5
  %7 = load i64, ptr %3, align 8
  %8 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %7
  %9 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %10 = icmp ult i64 %9, 2147483648
  tail call void @llvm.assume(i1 %10)
  %11 = getelementptr inbounds nuw float, ptr addrspace(1) %8, i64 %9
  %12 = load float, ptr addrspace(1) %11, align 4, !tbaa !13
  %13 = fadd float %12, 1.000000e+00
  %14 = getelementptr inbounds nuw float, ptr addrspace(1) %6, i64 %9
  store float %13, ptr addrspace(1) %14, align 4, !tbaa !13
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
!10 = !{i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false}
!11 = !{}
!12 = !{i1 false, i1 false, i1 true, i1 true, i1 false, i1 true, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false}
!13 = !{!14, !14, i64 0}
!14 = !{!"float", !8, i64 0}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = !{i1 true, i1 false, i1 true, i1 false, i1 true, i1 false}
!18 = !{i1 false, i1 true, i1 true, i1 false, i1 true, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false}
!19 = !{i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false}
!20 = distinct !{!20, !16}
!21 = !{i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false}
!22 = !{i1 false, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false}
!23 = !{i1 false, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false}
!24 = distinct !{!24, !16}
!25 = distinct !{!25, !16}
!26 = !{i1 false, i1 true, i1 false, i1 true, i1 false}
!27 = !{i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false}
!28 = distinct !{!28, !16}
!29 = !{i1 true, i1 false, i1 true, i1 false}
!30 = !{i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false}
