source_filename = "rtc_0.cpp"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [1 x i64] }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array" }

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI7ColMeanEE = comdat any

$_ZTS7ColMean = comdat any

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI9ColStdDevEE = comdat any

$_ZTS9ColStdDev = comdat any

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI7ColMeanEE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, i64 noundef %1, ptr addrspace(1) noundef readonly align 4 %2, ptr noundef byval(%"class.sycl::_V1::id") align 8 %3, i64 noundef %4, ptr addrspace(1) noundef align 4 %5, ptr noundef byval(%"class.sycl::_V1::id") align 8 %6) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !10 !kernel_arg_exclusive_ptr !10 !sycl_fixed_targets !11 !sycl_kernel_omit_args !12 {
  %8 = load i64, ptr %0, align 8
  %9 = load i64, ptr %3, align 8
  %10 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %9
  %11 = load i64, ptr %6, align 8
  %12 = getelementptr inbounds nuw float, ptr addrspace(1) %5, i64 %11
  %13 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %14 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #4
  %15 = icmp ult i64 %13, %8
  br i1 %15, label %16, label %38

16:                                               ; preds = %7
  %17 = icmp eq i64 %1, 0
  %18 = uitofp i64 %1 to float
  br label %19

19:                                               ; preds = %32, %16
  %20 = phi i64 [ %13, %16 ], [ %36, %32 ]
  br i1 %17, label %32, label %21

21:                                               ; preds = %19
  %22 = getelementptr float, ptr addrspace(1) %10, i64 %20
  br label %23

23:                                               ; preds = %23, %21
  %24 = phi i64 [ 0, %21 ], [ %30, %23 ]
  %25 = phi float [ 0.000000e+00, %21 ], [ %29, %23 ]
  %26 = mul i64 %24, %4
  %27 = getelementptr float, ptr addrspace(1) %22, i64 %26
  %28 = load float, ptr addrspace(1) %27, align 4, !tbaa !13
  %29 = fadd float %25, %28
  %30 = add nuw i64 %24, 1
  %31 = icmp eq i64 %30, %1
  br i1 %31, label %32, label %23, !llvm.loop !15

32:                                               ; preds = %23, %19
  %33 = phi float [ 0.000000e+00, %19 ], [ %29, %23 ]
  %34 = fdiv float %33, %18
  %35 = getelementptr inbounds nuw float, ptr addrspace(1) %12, i64 %20
  store float %34, ptr addrspace(1) %35, align 4, !tbaa !13
  %36 = add i64 %20, %14
  %37 = icmp ult i64 %36, %8
  br i1 %37, label %19, label %38, !llvm.loop !17

38:                                               ; preds = %32, %7
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS7ColMean(i64 noundef %0, ptr addrspace(1) noundef readonly align 4 %1, ptr noundef byval(%"class.sycl::_V1::id") align 8 %2, i64 noundef %3, ptr addrspace(1) noundef align 4 %4, ptr noundef byval(%"class.sycl::_V1::id") align 8 %5) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !18 !kernel_arg_exclusive_ptr !18 !sycl_fixed_targets !11 !sycl_kernel_omit_args !19 {
  %7 = load i64, ptr %2, align 8
  %8 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %7
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
  %17 = mul i64 %15, %3
  %18 = getelementptr float, ptr addrspace(1) %12, i64 %17
  %19 = load float, ptr addrspace(1) %18, align 4, !tbaa !13
  %20 = fadd float %16, %19
  %21 = add nuw i64 %15, 1
  %22 = icmp eq i64 %21, %0
  br i1 %22, label %23, label %14, !llvm.loop !15

23:                                               ; preds = %14, %6
  %24 = phi float [ 0.000000e+00, %6 ], [ %20, %14 ]
  %25 = getelementptr inbounds nuw float, ptr addrspace(1) %4, i64 %9
  %26 = uitofp i64 %0 to float
  %27 = fdiv float %24, %26
  %28 = getelementptr inbounds nuw float, ptr addrspace(1) %25, i64 %10
  store float %27, ptr addrspace(1) %28, align 4, !tbaa !13
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI9ColStdDevEE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, ptr addrspace(1) noundef readonly align 4 %1, ptr noundef byval(%"class.sycl::_V1::id") align 8 %2, i64 noundef %3, ptr addrspace(1) noundef readonly align 4 %4, ptr noundef byval(%"class.sycl::_V1::id") align 8 %5, i64 noundef %6, ptr addrspace(1) noundef align 4 %7, ptr noundef byval(%"class.sycl::_V1::id") align 8 %8) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !20 !kernel_arg_exclusive_ptr !20 !sycl_fixed_targets !11 !sycl_kernel_omit_args !21 {
  %10 = load i64, ptr %0, align 8
  %11 = load i64, ptr %2, align 8
  %12 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %11
  %13 = load i64, ptr %5, align 8
  %14 = getelementptr inbounds nuw float, ptr addrspace(1) %4, i64 %13
  %15 = load i64, ptr %8, align 8
  %16 = getelementptr inbounds nuw float, ptr addrspace(1) %7, i64 %15
  %17 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %18 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #4
  %19 = icmp ult i64 %17, %10
  br i1 %19, label %20, label %46

20:                                               ; preds = %9
  %21 = icmp eq i64 %3, 0
  %22 = uitofp i64 %3 to float
  br label %23

23:                                               ; preds = %39, %20
  %24 = phi i64 [ %17, %20 ], [ %44, %39 ]
  %25 = getelementptr inbounds nuw float, ptr addrspace(1) %12, i64 %24
  %26 = load float, ptr addrspace(1) %25, align 4, !tbaa !13
  br i1 %21, label %39, label %27

27:                                               ; preds = %23
  %28 = getelementptr float, ptr addrspace(1) %14, i64 %24
  br label %29

29:                                               ; preds = %29, %27
  %30 = phi float [ 0.000000e+00, %27 ], [ %36, %29 ]
  %31 = phi i64 [ 0, %27 ], [ %37, %29 ]
  %32 = mul i64 %31, %6
  %33 = getelementptr float, ptr addrspace(1) %28, i64 %32
  %34 = load float, ptr addrspace(1) %33, align 4, !tbaa !13
  %35 = fsub float %34, %26
  %36 = tail call float @llvm.fmuladd.f32(float %35, float %35, float %30)
  %37 = add nuw i64 %31, 1
  %38 = icmp eq i64 %37, %3
  br i1 %38, label %39, label %29, !llvm.loop !22

39:                                               ; preds = %29, %23
  %40 = phi float [ 0.000000e+00, %23 ], [ %36, %29 ]
  %41 = fdiv float %40, %22
  %42 = tail call spir_func noundef float @_Z16__spirv_ocl_sqrtf(float noundef %41) #4
  %43 = getelementptr inbounds nuw float, ptr addrspace(1) %16, i64 %24
  store float %42, ptr addrspace(1) %43, align 4, !tbaa !13
  %44 = add i64 %24, %18
  %45 = icmp ult i64 %44, %10
  br i1 %45, label %23, label %46, !llvm.loop !23

46:                                               ; preds = %39, %9
  ret void
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef float @_Z16__spirv_ocl_sqrtf(float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS9ColStdDev(ptr addrspace(1) noundef readonly align 4 %0, ptr noundef byval(%"class.sycl::_V1::id") align 8 %1, i64 noundef %2, ptr addrspace(1) noundef readonly align 4 %3, ptr noundef byval(%"class.sycl::_V1::id") align 8 %4, i64 noundef %5, ptr addrspace(1) noundef align 4 %6, ptr noundef byval(%"class.sycl::_V1::id") align 8 %7) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !24 !kernel_arg_exclusive_ptr !24 !sycl_fixed_targets !11 !sycl_kernel_omit_args !25 {
  %9 = load i64, ptr %1, align 8
  %10 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %9
  %11 = load i64, ptr %4, align 8
  %12 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %11
  %13 = load i64, ptr %7, align 8
  %14 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %15 = icmp ult i64 %14, 2147483648
  tail call void @llvm.assume(i1 %15)
  %16 = getelementptr inbounds nuw float, ptr addrspace(1) %10, i64 %14
  %17 = load float, ptr addrspace(1) %16, align 4, !tbaa !13
  %18 = getelementptr float, ptr addrspace(1) %12, i64 %14
  %19 = icmp eq i64 %2, 0
  br i1 %19, label %30, label %20

20:                                               ; preds = %20, %8
  %21 = phi float [ %27, %20 ], [ 0.000000e+00, %8 ]
  %22 = phi i64 [ %28, %20 ], [ 0, %8 ]
  %23 = mul i64 %22, %5
  %24 = getelementptr float, ptr addrspace(1) %18, i64 %23
  %25 = load float, ptr addrspace(1) %24, align 4, !tbaa !13
  %26 = fsub float %25, %17
  %27 = tail call float @llvm.fmuladd.f32(float %26, float %26, float %21)
  %28 = add nuw i64 %22, 1
  %29 = icmp eq i64 %28, %2
  br i1 %29, label %30, label %20, !llvm.loop !22

30:                                               ; preds = %20, %8
  %31 = phi float [ 0.000000e+00, %8 ], [ %27, %20 ]
  %32 = getelementptr inbounds nuw float, ptr addrspace(1) %6, i64 %13
  %33 = uitofp i64 %2 to float
  %34 = fdiv float %31, %33
  %35 = tail call spir_func noundef float @_Z16__spirv_ocl_sqrtf(float noundef %34) #4
  %36 = getelementptr inbounds nuw float, ptr addrspace(1) %32, i64 %14
  store float %35, ptr addrspace(1) %36, align 4, !tbaa !13
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
!12 = !{i1 false, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 false, i1 true, i1 true, i1 false}
!13 = !{!14, !14, i64 0}
!14 = !{!"float", !8, i64 0}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = distinct !{!17, !16}
!18 = !{i1 false, i1 true, i1 false, i1 false, i1 true, i1 false}
!19 = !{i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 false, i1 true, i1 true, i1 false}
!20 = !{i1 false, i1 true, i1 false, i1 false, i1 true, i1 false, i1 false, i1 true, i1 false}
!21 = !{i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 false, i1 true, i1 true, i1 false}
!22 = distinct !{!22, !16}
!23 = distinct !{!23, !16}
!24 = !{i1 true, i1 false, i1 false, i1 true, i1 false, i1 false, i1 true, i1 false}
!25 = !{i1 false, i1 true, i1 true, i1 false, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 false, i1 true, i1 true, i1 false}
