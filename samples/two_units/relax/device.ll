source_filename = "rtc_0.cpp"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [1 x i64] }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array" }

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI11RelaxKernelEE = comdat any

$_ZTS11RelaxKernel = comdat any

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI11RelaxKernelEE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, i64 noundef %1, ptr addrspace(1) noundef align 4 %2, ptr noundef byval(%"class.sycl::_V1::id") align 8 %3, ptr addrspace(1) noundef readonly align 4 %4, ptr noundef byval(%"class.sycl::_V1::id") align 8 %5, float noundef %6) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !10 !kernel_arg_exclusive_ptr !10 !sycl_fixed_targets !11 !sycl_kernel_omit_args !12 {
  %8 = load i64, ptr %0, align 8
  %9 = load i64, ptr %3, align 8
  %10 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %9
  %11 = load i64, ptr %5, align 8
  %12 = getelementptr inbounds nuw float, ptr addrspace(1) %4, i64 %11
  %13 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %14 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #4
  %15 = icmp ult i64 %13, %8
  br i1 %15, label %16, label %43

16:                                               ; preds = %7
  %17 = fsub float 1.000000e+00, %6
  %18 = fmul float %6, 5.000000e-01
  br label %19

19:                                               ; preds = %38, %16
  %20 = phi i64 [ %41, %38 ], [ %13, %16 ]
  %21 = icmp eq i64 %20, 0
  br i1 %21, label %25, label %22

22:                                               ; preds = %19
  %23 = add nuw nsw i64 %20, 1
  %24 = icmp eq i64 %23, %1
  br i1 %24, label %25, label %28

25:                                               ; preds = %22, %19
  %26 = getelementptr inbounds nuw float, ptr addrspace(1) %12, i64 %20
  %27 = load float, ptr addrspace(1) %26, align 4, !tbaa !13
  br label %38

28:                                               ; preds = %22
  %29 = getelementptr float, ptr addrspace(1) %12, i64 %20
  %30 = getelementptr float, ptr addrspace(1) %29, i64 -1
  %31 = load float, ptr addrspace(1) %30, align 4, !tbaa !13
  %32 = load float, ptr addrspace(1) %29, align 4, !tbaa !13
  %33 = getelementptr inbounds nuw float, ptr addrspace(1) %12, i64 %23
  %34 = load float, ptr addrspace(1) %33, align 4, !tbaa !13
  %35 = fadd float %31, %34
  %36 = fmul float %18, %35
  %37 = tail call noundef float @llvm.fmuladd.f32(float %17, float %32, float %36)
  br label %38

38:                                               ; preds = %28, %25
  %39 = phi float [ %27, %25 ], [ %37, %28 ]
  %40 = getelementptr inbounds nuw float, ptr addrspace(1) %10, i64 %20
  store float %39, ptr addrspace(1) %40, align 4, !tbaa !13
  %41 = add i64 %20, %14
  %42 = icmp ult i64 %41, %8
  br i1 %42, label %19, label %43, !llvm.loop !15

43:                                               ; preds = %38, %7
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
define weak_odr dso_local spir_kernel void @_ZTS11RelaxKernel(i64 noundef %0, ptr addrspace(1) noundef align 4 %1, ptr noundef byval(%"class.sycl::_V1::id") align 8 %2, ptr addrspace(1) noundef readonly align 4 %3, ptr noundef byval(%"class.sycl::_V1::id") align 8 %4, float noundef %5) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !17 !kernel_arg_exclusive_ptr !17 !sycl_fixed_targets !11 !sycl_kernel_omit_args !18 {
  %7 = load i64, ptr %2, align 8
  %8 = load i64, ptr %4, align 8
  %9 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %8
  %10 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %11 = icmp ult i64 %10, 2147483648
  tail call void @llvm.assume(i1 %11)
  %12 = icmp eq i64 %10, 0
  br i1 %12, label %16, label %13

13:                                               ; preds = %6
  %14 = add nuw nsw i64 %10, 1
  %15 = icmp eq i64 %14, %0
  br i1 %15, label %16, label %19

16:                                               ; preds = %13, %6
  %17 = getelementptr inbounds nuw float, ptr addrspace(1) %9, i64 %10
  %18 = load float, ptr addrspace(1) %17, align 4, !tbaa !13
  br label %31

19:                                               ; preds = %13
  %20 = getelementptr float, ptr addrspace(1) %9, i64 %10
  %21 = getelementptr float, ptr addrspace(1) %20, i64 -1
  %22 = load float, ptr addrspace(1) %21, align 4, !tbaa !13
  %23 = load float, ptr addrspace(1) %20, align 4, !tbaa !13
  %24 = getelementptr inbounds nuw float, ptr addrspace(1) %9, i64 %14
  %25 = load float, ptr addrspace(1) %24, align 4, !tbaa !13
  %26 = fsub float 1.000000e+00, %5
  %27 = fmul float %5, 5.000000e-01
  %28 = fadd float %22, %25
  %29 = fmul float %27, %28
  %30 = tail call noundef float @llvm.fmuladd.f32(float %26, float %23, float %29)
  br label %31

31:                                               ; preds = %19, %16
  %32 = phi float [ %18, %16 ], [ %30, %19 ]
  %33 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %7
  %34 = getelementptr inbounds nuw float, ptr addrspace(1) %33, i64 %10
  store float %32, ptr addrspace(1) %34, align 4, !tbaa !13
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
