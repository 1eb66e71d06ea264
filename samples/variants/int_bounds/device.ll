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
  br i1 %14, label %15, label %37

15:                                               ; preds = %6
  %16 = trunc i64 %1 to i32
  %17 = icmp eq i32 %16, 0
  %18 = and i64 %1, 4294967295
  br label %19

19:                                               ; preds = %32, %15
  %20 = phi i64 [ %12, %15 ], [ %35, %32 ]
  br i1 %17, label %32, label %21

21:                                               ; preds = %19
  %22 = mul i64 %20, %1
  %23 = getelementptr float, ptr addrspace(1) %9, i64 %22
  br label %24

24:                                               ; preds = %24, %21
  %25 = phi i64 [ 0, %21 ], [ %30, %24 ]
  %26 = phi float [ 0.000000e+00, %21 ], [ %29, %24 ]
  %27 = getelementptr float, ptr addrspace(1) %23, i64 %25
  %28 = load float, ptr addrspace(1) %27, align 4, !tbaa !13
  %29 = fadd float %26, %28
  %30 = add nuw nsw i64 %25, 1
  %31 = icmp eq i64 %30, %18
  br i1 %31, label %32, label %24, !llvm.loop !15

32:                                               ; preds = %24, %19
  %33 = phi float [ 0.000000e+00, %19 ], [ %29, %24 ]
  %34 = getelementptr inbounds nuw float, ptr addrspace(1) %11, i64 %20
  store float %33, ptr addrspace(1) %34, align 4, !tbaa !13
  %35 = add i64 %20, %13
  %36 = icmp ult i64 %35, %7
  br i1 %36, label %19, label %37, !llvm.loop !17

37:                                               ; preds = %32, %6
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
  %9 = trunc i64 %0 to i32
  %10 = icmp eq i32 %9, 0
  br i1 %10, label %25, label %11

11:                                               ; preds = %5
  %12 = load i64, ptr %2, align 8
  %13 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %12
  %14 = mul i64 %7, %0
  %15 = getelementptr float, ptr addrspace(1) %13, i64 %14
  %16 = and i64 %0, 4294967295
  br label %17

17:                                               ; preds = %17, %11
  %18 = phi i64 [ 0, %11 ], [ %23, %17 ]
  %19 = phi float [ 0.000000e+00, %11 ], [ %22, %17 ]
  %20 = getelementptr float, ptr addrspace(1) %15, i64 %18
  %21 = load float, ptr addrspace(1) %20, align 4, !tbaa !13
  %22 = fadd float %19, %21
  %23 = add nuw nsw i64 %18, 1
  %24 = icmp eq i64 %23, %16
  br i1 %24, label %25, label %17, !llvm.loop !15

25:                                               ; preds = %17, %5
  %26 = phi float [ 0.000000e+00, %5 ], [ %22, %17 ]
  %27 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %6
  %28 = getelementptr inbounds nuw float, ptr addrspace(1) %27, i64 %7
  store float %26, ptr addrspace(1) %28, align 4, !tbaa !13
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
  br i1 %18, label %19, label %41

19:                                               ; preds = %8
  %20 = trunc i64 %3 to i32
  %21 = icmp eq i32 %20, 0
  %22 = and i64 %3, 4294967295
  br label %23

23:                                               ; preds = %38, %19
  %24 = phi i64 [ %16, %19 ], [ %39, %38 ]
  %25 = getelementptr inbounds nuw float, ptr addrspace(1) %11, i64 %24
  %26 = load float, ptr addrspace(1) %25, align 4, !tbaa !13
  br i1 %21, label %38, label %27

27:                                               ; preds = %23
  %28 = mul i64 %24, %3
  br label %29

29:                                               ; preds = %29, %27
  %30 = phi i64 [ 0, %27 ], [ %36, %29 ]
  %31 = add i64 %30, %28
  %32 = getelementptr inbounds nuw float, ptr addrspace(1) %15, i64 %31
  %33 = load float, ptr addrspace(1) %32, align 4, !tbaa !13
  %34 = fmul float %26, %33
  %35 = getelementptr inbounds nuw float, ptr addrspace(1) %13, i64 %31
  store float %34, ptr addrspace(1) %35, align 4, !tbaa !13
  %36 = add nuw nsw i64 %30, 1
  %37 = icmp eq i64 %36, %22
  br i1 %37, label %38, label %29, !llvm.loop !22

38:                                               ; preds = %29, %23
  %39 = add i64 %24, %17
  %40 = icmp ult i64 %39, %9
  br i1 %40, label %23, label %41, !llvm.loop !23

41:                                               ; preds = %38, %8
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
  %18 = trunc i64 %2 to i32
  %19 = icmp eq i32 %18, 0
  br i1 %19, label %32, label %20

20:                                               ; preds = %7
  %21 = mul i64 %14, %2
  %22 = and i64 %2, 4294967295
  br label %23

23:                                               ; preds = %23, %20
  %24 = phi i64 [ 0, %20 ], [ %30, %23 ]
  %25 = add i64 %21, %24
  %26 = getelementptr inbounds nuw float, ptr addrspace(1) %13, i64 %25
  %27 = load float, ptr addrspace(1) %26, align 4, !tbaa !13
  %28 = fmul float %17, %27
  %29 = getelementptr inbounds nuw float, ptr addrspace(1) %11, i64 %25
  store float %28, ptr addrspace(1) %29, align 4, !tbaa !13
  %30 = add nuw nsw i64 %24, 1
  %31 = icmp eq i64 %30, %22
  br i1 %31, label %32, label %23, !llvm.loop !22

32:                                               ; preds = %23, %7
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
