source_filename = "rtc_0.cpp"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [1 x i64] }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array" }

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI7RowSumsEE = comdat any

$_ZTS7RowSums = comdat any

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI8RowScaleEE = comdat any

$_ZTS8RowScale = comdat any

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI7RowSumsEE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, i64 noundef %1, ptr addrspace(1) noundef readonly align 4 %2, ptr noundef byval(%"class.sycl::_V1::id") align 8 %3, ptr addrspace(1) noundef align 4 %4, ptr noundef byval(%"class.sycl::_V1::id") align 8 %5) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !10 !kernel_arg_exclusive_ptr !10 !sycl_fixed_targets !11 !sycl_kernel_omit_args !12 {
  %7 = load i64, ptr %0, align 8
  %8 = load i64, ptr %3, align 8
  %9 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %8
  %10 = load i64, ptr %5, align 8
  %11 = getelementptr inbounds nuw float, ptr addrspace(1) %4, i64 %10
  %12 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #3
  %13 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #3
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
  %23 = phi i64 [ %1, %19 ], [ %25, %22 ]
  %24 = phi float [ 0.000000e+00, %19 ], [ %28, %22 ]
  %25 = add i64 %23, -1
  %26 = getelementptr float, ptr addrspace(1) %21, i64 %25
  %27 = load float, ptr addrspace(1) %26, align 4, !tbaa !13
  %28 = fadd float %24, %27
  %29 = icmp eq i64 %25, 0
  br i1 %29, label %30, label %22, !llvm.loop !15

30:                                               ; preds = %22, %17
  %31 = phi float [ 0.000000e+00, %17 ], [ %28, %22 ]
  %32 = getelementptr inbounds nuw float, ptr addrspace(1) %11, i64 %18
  store float %31, ptr addrspace(1) %32, align 4, !tbaa !13
  %33 = add i64 %18, %13
  %34 = icmp ult i64 %33, %7
  br i1 %34, label %17, label %35, !llvm.loop !17

35:                                               ; preds = %30, %6
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS7RowSums(i64 noundef %0, ptr addrspace(1) noundef readonly align 4 %1, ptr noundef byval(%"class.sycl::_V1::id") align 8 %2, ptr addrspace(1) noundef align 4 %3, ptr noundef byval(%"class.sycl::_V1::id") align 8 %4) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !18 !kernel_arg_exclusive_ptr !18 !sycl_fixed_targets !11 !sycl_kernel_omit_args !19 {
  %6 = load i64, ptr %4, align 8
  %7 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #3
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
  %16 = phi i64 [ %0, %10 ], [ %18, %15 ]
  %17 = phi float [ 0.000000e+00, %10 ], [ %21, %15 ]
  %18 = add i64 %16, -1
  %19 = getelementptr float, ptr addrspace(1) %14, i64 %18
  %20 = load float, ptr addrspace(1) %19, align 4, !tbaa !13
  %21 = fadd float %17, %20
  %22 = icmp eq i64 %18, 0
  br i1 %22, label %23, label %15, !llvm.loop !15

23:                                               ; preds = %15, %5
  %24 = phi float [ 0.000000e+00, %5 ], [ %21, %15 ]
  %25 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %6
  %26 = getelementptr inbounds nuw float, ptr addrspace(1) %25, i64 %7
  store float %24, ptr addrspace(1) %26, align 4, !tbaa !13
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI8RowScaleEE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, ptr addrspace(1) noundef readonly align 4 %1, ptr noundef byval(%"class.sycl::_V1::id") align 8 %2, i64 noundef %3, ptr addrspace(1) noundef align 4 %4, ptr noundef byval(%"class.sycl::_V1::id") align 8 %5, ptr addrspace(1) noundef readonly align 4 %6, ptr noundef byval(%"class.sycl::_V1::id") align 8 %7) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !20 !kernel_arg_exclusive_ptr !20 !sycl_fixed_targets !11 !sycl_kernel_omit_args !21 {
  %9 = load i64, ptr %0, align 8
  %10 = load i64, ptr %2, align 8
  %11 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %10
  %12 = load i64, ptr %5, align 8
  %13 = getelementptr inbounds nuw float, ptr addrspace(1) %4, i64 %12
  %14 = load i64, ptr %7, align 8
  %15 = getelementptr inbounds nuw float, ptr addrspace(1) %6, i64 %14
  %16 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #3
  %17 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #3
  %18 = icmp ult i64 %16, %9
  br i1 %18, label %19, label %39

19:                                               ; preds = %8
  %20 = icmp eq i64 %3, 0
  br label %21

21:                                               ; preds = %36, %19
  %22 = phi i64 [ %16, %19 ], [ %37, %36 ]
  %23 = getelementptr inbounds nuw float, ptr addrspace(1) %11, i64 %22
  %24 = load float, ptr addrspace(1) %23, align 4, !tbaa !13
  br i1 %20, label %36, label %25

25:                                               ; preds = %21
  %26 = mul i64 %22, %3
  br label %27

27:                                               ; preds = %27, %25
  %28 = phi i64 [ %3, %25 ], [ %29, %27 ]
  %29 = add i64 %28, -1
  %30 = add i64 %29, %26
  %31 = getelementptr inbounds nuw float, ptr addrspace(1) %15, i64 %30
  %32 = load float, ptr addrspace(1) %31, align 4, !tbaa !13
  %33 = fmul float %24, %32
  %34 = getelementptr inbounds nuw float, ptr addrspace(1) %13, i64 %30
  store float %33, ptr addrspace(1) %34, align 4, !tbaa !13
  %35 = icmp eq i64 %29, 0
  br i1 %35, label %36, label %27, !llvm.loop !22

36:                                               ; preds = %27, %21
  %37 = add i64 %22, %17
  %38 = icmp ult i64 %37, %9
  br i1 %38, label %21, label %39, !llvm.loop !23

39:                                               ; preds = %36, %8
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS8RowScale(ptr addrspace(1) noundef readonly align 4 %0, ptr noundef byval(%"class.sycl::_V1::id") align 8 %1, i64 noundef %2, ptr addrspace(1) noundef align 4 %3, ptr noundef byval(%"class.sycl::_V1::id") align 8 %4, ptr addrspace(1) noundef readonly align 4 %5, ptr noundef byval(%"class.sycl::_V1::id") align 8 %6) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !24 !kernel_arg_exclusive_ptr !24 !sycl_fixed_targets !11 !sycl_kernel_omit_args !25 {
  %8 = load i64, ptr %1, align 8
  %9 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %8
  %10 = load i64, ptr %4, align 8
  %11 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %10
  %12 = load i64, ptr %6, align 8
  %13 = getelementptr inbounds nuw float, ptr addrspace(1) %5, i64 %12
  %14 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #3
  %15 = icmp ult i64 %14, 2147483648
  tail call void @llvm.assume(i1 %15)
  %16 = getelementptr inbounds nuw float, ptr addrspace(1) %9, i64 %14
  %17 = load float, ptr addrspace(1) %16, align 4, !tbaa !13
  %18 = icmp eq i64 %2, 0
  br i1 %18, label %30, label %19

19:                                               ; preds = %7
  %20 = mul i64 %14, %2
  br label %21

21:                                               ; preds = %21, %19
  %22 = phi i64 [ %2, %19 ], [ %23, %21 ]
  %23 = add i64 %22, -1
  %24 = add i64 %23, %20
  %25 = getelementptr inbounds nuw float, ptr addrspace(1) %13, i64 %24
  %26 = load float, ptr addrspace(1) %25, align 4, !tbaa !13
  %27 = fmul float %17, %26
  %28 = getelementptr inbounds nuw float, ptr addrspace(1) %11, i64 %24
  store float %27, ptr addrspace(1) %28, align 4, !tbaa !13
  %29 = icmp eq i64 %23, 0
  br i1 %29, label %30, label %21, !llvm.loop !22

30:                                               ; preds = %21, %7
  ret void
}

declare dso_local spir_func i32 @_Z18__spirv_ocl_printfPU3AS2Kcz(ptr addrspace(2), ...)

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "sycl-module-id"="rtc_0.cpp" "sycl-optlevel"="2" "uniform-work-group-size" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #2 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size" }
attributes #3 = { convergent nounwind willreturn memory(none) "uniform-work-group-size" }

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
!10 = !{i1 false, i1 false, i1 true, i1 false, i1 true, i1 false}
!11 = !{}
!12 = !{i1 false, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false}
!13 = !{!14, !14, i64 0}
!14 = !{!"float", !8, i64 0}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = distinct !{!17, !16}
!18 = !{i1 false, i1 true, i1 false, i1 true, i1 false}
!19 = !{i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false}
!20 = !{i1 false, i1 true, i1 false, i1 false, i1 true, i1 false, i1 true, i1 false}
!21 = !{i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false}
!22 = distinct !{!22, !16}
!23 = distinct !{!23, !16}
!24 = !{i1 true, i1 false, i1 false, i1 true, i1 false, i1 true, i1 false}
!25 = !{i1 false, i1 true, i1 true, i1 false, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false}
