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
  %12 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %13 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #4
  %14 = icmp ult i64 %12, %7
  br i1 %14, label %15, label %33

15:                                               ; preds = %6
  %16 = tail call i64 @llvm.umax.i64(i64 %1, i64 1)
  br label %17

17:                                               ; preds = %29, %15
  %18 = phi i64 [ %12, %15 ], [ %31, %29 ]
  %19 = mul i64 %18, %1
  %20 = getelementptr float, ptr addrspace(1) %9, i64 %19
  br label %21

21:                                               ; preds = %21, %17
  %22 = phi i64 [ 0, %17 ], [ %27, %21 ]
  %23 = phi float [ 0.000000e+00, %17 ], [ %26, %21 ]
  %24 = getelementptr float, ptr addrspace(1) %20, i64 %22
  %25 = load float, ptr addrspace(1) %24, align 4, !tbaa !13
  %26 = fadd float %23, %25
  %27 = add nuw i64 %22, 1
  %28 = icmp eq i64 %27, %16
  br i1 %28, label %29, label %21, !llvm.loop !15

29:                                               ; preds = %21
  %30 = getelementptr inbounds nuw float, ptr addrspace(1) %11, i64 %18
  store float %26, ptr addrspace(1) %30, align 4, !tbaa !13
  %31 = add i64 %18, %13
  %32 = icmp ult i64 %31, %7
  br i1 %32, label %17, label %33, !llvm.loop !17

33:                                               ; preds = %29, %6
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
  %6 = load i64, ptr %2, align 8
  %7 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %6
  %8 = load i64, ptr %4, align 8
  %9 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %10 = icmp ult i64 %9, 2147483648
  tail call void @llvm.assume(i1 %10)
  %11 = mul i64 %9, %0
  %12 = getelementptr float, ptr addrspace(1) %7, i64 %11
  %13 = tail call i64 @llvm.umax.i64(i64 %0, i64 1)
  br label %14

14:                                               ; preds = %14, %5
  %15 = phi i64 [ 0, %5 ], [ %20, %14 ]
  %16 = phi float [ 0.000000e+00, %5 ], [ %19, %14 ]
  %17 = getelementptr float, ptr addrspace(1) %12, i64 %15
  %18 = load float, ptr addrspace(1) %17, align 4, !tbaa !13
  %19 = fadd float %16, %18
  %20 = add nuw i64 %15, 1
  %21 = icmp eq i64 %20, %13
  br i1 %21, label %22, label %14, !llvm.loop !15

22:                                               ; preds = %14
  %23 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %8
  %24 = getelementptr inbounds nuw float, ptr addrspace(1) %23, i64 %9
  store float %19, ptr addrspace(1) %24, align 4, !tbaa !13
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
  %16 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %17 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #4
  %18 = icmp ult i64 %16, %9
  br i1 %18, label %19, label %38

19:                                               ; preds = %8
  %20 = tail call i64 @llvm.umax.i64(i64 %3, i64 1)
  br label %21

21:                                               ; preds = %35, %19
  %22 = phi i64 [ %16, %19 ], [ %36, %35 ]
  %23 = getelementptr inbounds nuw float, ptr addrspace(1) %11, i64 %22
  %24 = load float, ptr addrspace(1) %23, align 4, !tbaa !13
  %25 = mul i64 %22, %3
  br label %26

26:                                               ; preds = %26, %21
  %27 = phi i64 [ 0, %21 ], [ %33, %26 ]
  %28 = add i64 %27, %25
  %29 = getelementptr inbounds nuw float, ptr addrspace(1) %15, i64 %28
  %30 = load float, ptr addrspace(1) %29, align 4, !tbaa !13
  %31 = fmul float %24, %30
  %32 = getelementptr inbounds nuw float, ptr addrspace(1) %13, i64 %28
  store float %31, ptr addrspace(1) %32, align 4, !tbaa !13
  %33 = add nuw i64 %27, 1
  %34 = icmp eq i64 %33, %20
  br i1 %34, label %35, label %26, !llvm.loop !22

35:                                               ; preds = %26
  %36 = add i64 %22, %17
  %37 = icmp ult i64 %36, %9
  br i1 %37, label %21, label %38, !llvm.loop !23

38:                                               ; preds = %35, %8
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
  %14 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %15 = icmp ult i64 %14, 2147483648
  tail call void @llvm.assume(i1 %15)
  %16 = getelementptr inbounds nuw float, ptr addrspace(1) %9, i64 %14
  %17 = load float, ptr addrspace(1) %16, align 4, !tbaa !13
  %18 = mul i64 %14, %2
  %19 = tail call i64 @llvm.umax.i64(i64 %2, i64 1)
  br label %20

20:                                               ; preds = %20, %7
  %21 = phi i64 [ 0, %7 ], [ %27, %20 ]
  %22 = add i64 %21, %18
  %23 = getelementptr inbounds nuw float, ptr addrspace(1) %13, i64 %22
  %24 = load float, ptr addrspace(1) %23, align 4, !tbaa !13
  %25 = fmul float %17, %24
  %26 = getelementptr inbounds nuw float, ptr addrspace(1) %11, i64 %22
  store float %25, ptr addrspace(1) %26, align 4, !tbaa !13
  %27 = add nuw i64 %21, 1
  %28 = icmp eq i64 %27, %19
  br i1 %28, label %29, label %20, !llvm.loop !22

29:                                               ; preds = %20
  ret void
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #3

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
