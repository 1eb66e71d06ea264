source_filename = "rtc_0.cpp"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [1 x i64] }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array" }

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI7PairSumEE = comdat any

$_ZTS7PairSum = comdat any

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI6SmoothEE = comdat any

$_ZTS6Smooth = comdat any

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI7PairSumEE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, ptr addrspace(1) noundef align 4 %1, ptr noundef byval(%"class.sycl::_V1::id") align 8 %2) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !10 !kernel_arg_exclusive_ptr !10 !sycl_fixed_targets !11 !sycl_kernel_omit_args !12 {
  %4 = load i64, ptr %0, align 8
  %5 = load i64, ptr %2, align 8
  %6 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %5
  %7 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %8 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #4
  %9 = icmp ult i64 %7, %4
  br i1 %9, label %10, label %21

10:                                               ; preds = %3
  %11 = icmp ult i64 %4, 2147483648
  tail call void @llvm.assume(i1 %11)
  br label %12

12:                                               ; preds = %12, %10
  %13 = phi i64 [ %7, %10 ], [ %19, %12 ]
  %14 = getelementptr inbounds nuw float, ptr addrspace(1) %6, i64 %13
  %15 = load float, ptr addrspace(1) %14, align 4, !tbaa !13
  %16 = getelementptr inbounds nuw float, ptr addrspace(1) %14, i64 %4
  %17 = load float, ptr addrspace(1) %16, align 4, !tbaa !13
  %18 = fadd float %15, %17
  store float %18, ptr addrspace(1) %14, align 4, !tbaa !13
  %19 = add i64 %13, %8
  %20 = icmp ult i64 %19, %4
  br i1 %20, label %12, label %21, !llvm.loop !15

21:                                               ; preds = %12, %3
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS7PairSum(ptr addrspace(1) noundef align 4 %0, ptr noundef byval(%"class.sycl::_V1::id") align 8 %1) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !17 !kernel_arg_exclusive_ptr !17 !sycl_fixed_targets !11 !sycl_kernel_omit_args !18 {
  %3 = load i64, ptr %1, align 8
  %4 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %3
  %5 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %6 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #4
  %7 = icmp ult i64 %5, 2147483648
  tail call void @llvm.assume(i1 %7)
  %8 = getelementptr inbounds nuw float, ptr addrspace(1) %4, i64 %5
  %9 = load float, ptr addrspace(1) %8, align 4, !tbaa !13
  %10 = icmp ult i64 %6, 2147483648
  tail call void @llvm.assume(i1 %10)
  %11 = getelementptr inbounds nuw float, ptr addrspace(1) %8, i64 %6
  %12 = load float, ptr addrspace(1) %11, align 4, !tbaa !13
  %13 = fadd float %9, %12
  store float %13, ptr addrspace(1) %8, align 4, !tbaa !13
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI6SmoothEE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, ptr addrspace(1) noundef align 4 %1, ptr noundef byval(%"class.sycl::_V1::id") align 8 %2, ptr addrspace(1) noundef readonly align 4 %3, ptr noundef byval(%"class.sycl::_V1::id") align 8 %4) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !19 !kernel_arg_exclusive_ptr !19 !sycl_fixed_targets !11 !sycl_kernel_omit_args !20 {
  %6 = load i64, ptr %0, align 8
  %7 = load i64, ptr %2, align 8
  %8 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %7
  %9 = load i64, ptr %4, align 8
  %10 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %9
  %11 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %12 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #4
  %13 = icmp ult i64 %11, %6
  br i1 %13, label %14, label %33

14:                                               ; preds = %28, %5
  %15 = phi i64 [ %31, %28 ], [ %11, %5 ]
  %16 = getelementptr float, ptr addrspace(1) %10, i64 %15
  switch i64 %15, label %19 [
    i64 1023, label %17
    i64 0, label %17
  ]

17:                                               ; preds = %14, %14
  %18 = load float, ptr addrspace(1) %16, align 4, !tbaa !13
  br label %28

19:                                               ; preds = %14
  %20 = getelementptr float, ptr addrspace(1) %16, i64 -1
  %21 = load float, ptr addrspace(1) %20, align 4, !tbaa !13
  %22 = load float, ptr addrspace(1) %16, align 4, !tbaa !13
  %23 = fmul float %22, 5.000000e-01
  %24 = tail call float @llvm.fmuladd.f32(float %21, float 2.500000e-01, float %23)
  %25 = getelementptr inbounds nuw float, ptr addrspace(1) %16, i64 1
  %26 = load float, ptr addrspace(1) %25, align 4, !tbaa !13
  %27 = tail call float @llvm.fmuladd.f32(float %26, float 2.500000e-01, float %24)
  br label %28

28:                                               ; preds = %19, %17
  %29 = phi float [ %18, %17 ], [ %27, %19 ]
  %30 = getelementptr inbounds nuw float, ptr addrspace(1) %8, i64 %15
  store float %29, ptr addrspace(1) %30, align 4, !tbaa !13
  %31 = add i64 %15, %12
  %32 = icmp ult i64 %31, %6
  br i1 %32, label %14, label %33, !llvm.loop !21

33:                                               ; preds = %28, %5
  ret void
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #3

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS6Smooth(ptr addrspace(1) noundef align 4 %0, ptr noundef byval(%"class.sycl::_V1::id") align 8 %1, ptr addrspace(1) noundef readonly align 4 %2, ptr noundef byval(%"class.sycl::_V1::id") align 8 %3) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !22 !kernel_arg_exclusive_ptr !22 !sycl_fixed_targets !11 !sycl_kernel_omit_args !23 {
  %5 = load i64, ptr %1, align 8
  %6 = load i64, ptr %3, align 8
  %7 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %6
  %8 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %9 = icmp ult i64 %8, 2147483648
  tail call void @llvm.assume(i1 %9)
  %10 = getelementptr float, ptr addrspace(1) %7, i64 %8
  switch i64 %8, label %13 [
    i64 1023, label %11
    i64 0, label %11
  ]

11:                                               ; preds = %4, %4
  %12 = load float, ptr addrspace(1) %10, align 4, !tbaa !13
  br label %22

13:                                               ; preds = %4
  %14 = getelementptr float, ptr addrspace(1) %10, i64 -1
  %15 = load float, ptr addrspace(1) %14, align 4, !tbaa !13
  %16 = load float, ptr addrspace(1) %10, align 4, !tbaa !13
  %17 = fmul float %16, 5.000000e-01
  %18 = tail call float @llvm.fmuladd.f32(float %15, float 2.500000e-01, float %17)
  %19 = getelementptr inbounds nuw float, ptr addrspace(1) %10, i64 1
  %20 = load float, ptr addrspace(1) %19, align 4, !tbaa !13
  %21 = tail call float @llvm.fmuladd.f32(float %20, float 2.500000e-01, float %18)
  br label %22

22:                                               ; preds = %13, %11
  %23 = phi float [ %12, %11 ], [ %21, %13 ]
  %24 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %5
  %25 = getelementptr inbounds nuw float, ptr addrspace(1) %24, i64 %8
  store float %23, ptr addrspace(1) %25, align 4, !tbaa !13
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
!10 = !{i1 false, i1 true, i1 false}
!11 = !{}
!12 = !{i1 false, i1 false, i1 true, i1 true, i1 false}
!13 = !{!14, !14, i64 0}
!14 = !{!"float", !8, i64 0}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = !{i1 true, i1 false}
!18 = !{i1 false, i1 true, i1 true, i1 false}
!19 = !{i1 false, i1 true, i1 false, i1 true, i1 false}
!20 = !{i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false}
!21 = distinct !{!21, !16}
!22 = !{i1 true, i1 false, i1 true, i1 false}
!23 = !{i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false}
