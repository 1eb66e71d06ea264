source_filename = "rtc_0.cpp"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [1 x i64] }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array" }

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI10VectorNormEE = comdat any

$_ZTS10VectorNorm = comdat any

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI10VectorNormEE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, i64 noundef %1, ptr addrspace(1) noundef readonly align 4 %2, ptr noundef byval(%"class.sycl::_V1::id") align 8 %3, ptr addrspace(1) noundef align 4 %4, ptr noundef byval(%"class.sycl::_V1::id") align 8 %5) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !10 !kernel_arg_exclusive_ptr !10 !sycl_fixed_targets !11 !sycl_kernel_omit_args !12 {
  %7 = load i64, ptr %0, align 8
  %8 = load i64, ptr %3, align 8
  %9 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %8
  %10 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #3
  %11 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #3
  %12 = icmp ult i64 %10, %7
  br i1 %12, label %13, label %32

13:                                               ; preds = %6
  %14 = load i64, ptr %5, align 8
  %15 = getelementptr inbounds nuw float, ptr addrspace(1) %4, i64 %14
  %16 = icmp eq i64 %1, 0
  br label %17

17:                                               ; preds = %27, %13
  %18 = phi i64 [ %10, %13 ], [ %30, %27 ]
  br i1 %16, label %27, label %19

19:                                               ; preds = %19, %17
  %20 = phi i64 [ %25, %19 ], [ 0, %17 ]
  %21 = phi float [ %24, %19 ], [ 0.000000e+00, %17 ]
  %22 = getelementptr inbounds nuw float, ptr addrspace(1) %9, i64 %20
  %23 = load float, ptr addrspace(1) %22, align 4, !tbaa !13
  %24 = tail call float @llvm.fmuladd.f32(float %23, float %23, float %21)
  %25 = add nuw i64 %20, 1
  %26 = icmp eq i64 %25, %1
  br i1 %26, label %27, label %19, !llvm.loop !15

27:                                               ; preds = %19, %17
  %28 = phi float [ 0.000000e+00, %17 ], [ %24, %19 ]
  %29 = tail call spir_func noundef float @_Z16__spirv_ocl_sqrtf(float noundef %28) #3
  store float %29, ptr addrspace(1) %15, align 4, !tbaa !13
  %30 = add i64 %18, %11
  %31 = icmp ult i64 %30, %7
  br i1 %31, label %17, label %32, !llvm.loop !17

32:                                               ; preds = %27, %6
  ret void
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef float @_Z16__spirv_ocl_sqrtf(float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS10VectorNorm(i64 noundef %0, ptr addrspace(1) noundef readonly align 4 %1, ptr noundef byval(%"class.sycl::_V1::id") align 8 %2, ptr addrspace(1) noundef align 4 %3, ptr noundef byval(%"class.sycl::_V1::id") align 8 %4) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !18 !kernel_arg_exclusive_ptr !18 !sycl_fixed_targets !11 !sycl_kernel_omit_args !19 {
  %6 = load i64, ptr %2, align 8
  %7 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %6
  %8 = load i64, ptr %4, align 8
  %9 = icmp eq i64 %0, 0
  br i1 %9, label %18, label %10

10:                                               ; preds = %10, %5
  %11 = phi i64 [ %16, %10 ], [ 0, %5 ]
  %12 = phi float [ %15, %10 ], [ 0.000000e+00, %5 ]
  %13 = getelementptr inbounds nuw float, ptr addrspace(1) %7, i64 %11
  %14 = load float, ptr addrspace(1) %13, align 4, !tbaa !13
  %15 = tail call float @llvm.fmuladd.f32(float %14, float %14, float %12)
  %16 = add nuw i64 %11, 1
  %17 = icmp eq i64 %16, %0
  br i1 %17, label %18, label %10, !llvm.loop !15

18:                                               ; preds = %10, %5
  %19 = phi float [ 0.000000e+00, %5 ], [ %15, %10 ]
  %20 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %8
  %21 = tail call spir_func noundef float @_Z16__spirv_ocl_sqrtf(float noundef %19) #3
  store float %21, ptr addrspace(1) %20, align 4, !tbaa !13
  ret void
}

declare dso_local spir_func i32 @_Z18__spirv_ocl_printfPU3AS2Kcz(ptr addrspace(2), ...)

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "sycl-module-id"="rtc_0.cpp" "sycl-optlevel"="2" "uniform-work-group-size" }
attributes #1 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
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
