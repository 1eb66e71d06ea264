source_filename = "rtc_0.cpp"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [1 x i64] }

$_ZTS6Total1 = comdat any

$_ZTSZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_EUlvE_ = comdat any

$_ZTS4Map3 = comdat any

; Function Attrs: mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS6Total1(i64 noundef %0, ptr addrspace(1) noundef align 4 %1, ptr noundef byval(%"class.sycl::_V1::id") align 8 %2, ptr addrspace(1) noundef readonly align 4 %3, ptr noundef byval(%"class.sycl::_V1::id") align 8 %4) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !10 !kernel_arg_exclusive_ptr !10 !sycl_fixed_targets !11 !sycl_kernel_omit_args !12 {
  %6 = load i64, ptr %2, align 8
  %7 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %6
  %8 = load i64, ptr %4, align 8
  %9 = getelementptr inbounds nuw i32, ptr addrspace(1) %3, i64 %8
  store i32 0, ptr addrspace(1) %7, align 4, !tbaa !13
  %10 = icmp eq i64 %0, 0
  br i1 %10, label %19, label %11

11:                                               ; preds = %11, %5
  %12 = phi i32 [ %16, %11 ], [ 0, %5 ]
  %13 = phi i64 [ %17, %11 ], [ 0, %5 ]
  %14 = getelementptr inbounds nuw i32, ptr addrspace(1) %9, i64 %13
  %15 = load i32, ptr addrspace(1) %14, align 4, !tbaa !13
  %16 = add nsw i32 %12, %15
  store i32 %16, ptr addrspace(1) %7, align 4, !tbaa !13
  %17 = add nuw i64 %13, 1
  %18 = icmp eq i64 %17, %0
  br i1 %18, label %19, label %11, !llvm.loop !14

19:                                               ; preds = %11, %5
  ret void
}

; Function Attrs: mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_EUlvE_(i64 noundef %0, ptr addrspace(1) noundef align 4 %1, ptr noundef byval(%"class.sycl::_V1::id") align 8 %2, ptr addrspace(1) noundef readonly align 4 %3, ptr noundef byval(%"class.sycl::_V1::id") align 8 %4) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !10 !kernel_arg_exclusive_ptr !10 !sycl_fixed_targets !11 !sycl_kernel_omit_args !12 {
  %6 = load i64, ptr %2, align 8
  %7 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %6
  %8 = load i64, ptr %4, align 8
  %9 = getelementptr inbounds nuw i32, ptr addrspace(1) %3, i64 %8
  store i32 0, ptr addrspace(1) %7, align 4, !tbaa !13
  %10 = icmp eq i64 %0, 0
  br i1 %10, label %19, label %11

11:                                               ; preds = %11, %5
  %12 = phi i32 [ %16, %11 ], [ 0, %5 ]
  %13 = phi i64 [ %17, %11 ], [ 0, %5 ]
  %14 = getelementptr inbounds nuw i32, ptr addrspace(1) %9, i64 %13
  %15 = load i32, ptr addrspace(1) %14, align 4, !tbaa !13
  %16 = add nsw i32 %12, %15
  store i32 %16, ptr addrspace(1) %7, align 4, !tbaa !13
  %17 = add nuw i64 %13, 1
  %18 = icmp eq i64 %17, %0
  br i1 %18, label %19, label %11, !llvm.loop !16

19:                                               ; preds = %11, %5
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS4Map3(i64 noundef %0, ptr addrspace(1) noundef align 4 %1, ptr noundef byval(%"class.sycl::_V1::id") align 8 %2, ptr addrspace(1) noundef readonly align 4 %3, ptr noundef byval(%"class.sycl::_V1::id") align 8 %4, ptr addrspace(1) noundef readonly align 4 %5, ptr noundef byval(%"class.sycl::_V1::id") align 8 %6) local_unnamed_addr #1 comdat !kernel_arg_runtime_aligned !17 !kernel_arg_exclusive_ptr !17 !sycl_fixed_targets !11 !sycl_kernel_omit_args !18 {
  %8 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #5
  %9 = icmp ult i64 %8, 2147483648
  tail call void @llvm.assume(i1 %9)
  %10 = icmp ult i64 %8, %0
  br i1 %10, label %11, label %26

11:                                               ; preds = %7
  %12 = load i64, ptr %6, align 8
  %13 = getelementptr inbounds nuw float, ptr addrspace(1) %5, i64 %12
  %14 = load i64, ptr %4, align 8
  %15 = getelementptr inbounds nuw i32, ptr addrspace(1) %3, i64 %14
  %16 = load i64, ptr %2, align 8
  %17 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %16
  %18 = getelementptr inbounds nuw i32, ptr addrspace(1) %15, i64 %8
  %19 = load i32, ptr addrspace(1) %18, align 4, !tbaa !13
  %20 = sitofp i32 %19 to float
  %21 = tail call spir_func noundef float @_Z16__spirv_ocl_fmaxff(float noundef %20, float noundef %20) #5
  %22 = getelementptr inbounds nuw float, ptr addrspace(1) %13, i64 %8
  %23 = load float, ptr addrspace(1) %22, align 4, !tbaa !19
  %24 = tail call float @llvm.fmuladd.f32(float %23, float 5.000000e-01, float %21)
  %25 = getelementptr inbounds nuw float, ptr addrspace(1) %17, i64 %8
  store float %24, ptr addrspace(1) %25, align 4, !tbaa !19
  br label %26

26:                                               ; preds = %11, %7
  ret void
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef float @_Z16__spirv_ocl_fmaxff(float noundef, float noundef) local_unnamed_addr #4

declare dso_local spir_func i32 @_Z18__spirv_ocl_printfPU3AS2Kcz(ptr addrspace(2), ...)

attributes #0 = { mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "sycl-module-id"="rtc_0.cpp" "sycl-optlevel"="2" "sycl-single-task" "uniform-work-group-size" }
attributes #1 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "sycl-module-id"="rtc_0.cpp" "sycl-optlevel"="2" "uniform-work-group-size" }
attributes #2 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #4 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size" }
attributes #5 = { convergent nounwind willreturn memory(none) "uniform-work-group-size" }

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
!10 = !{i1 false, i1 true, i1 false, i1 true, i1 false}
!11 = !{}
!12 = !{i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false}
!13 = !{!7, !7, i64 0}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
!16 = distinct !{!16, !15}
!17 = !{i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false}
!18 = !{i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false}
!19 = !{!20, !20, i64 0}
!20 = !{!"float", !8, i64 0}
