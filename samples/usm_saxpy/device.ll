source_filename = "rtc_0.cpp"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [1 x i64] }
%class.anon = type { ptr addrspace(4), float, ptr addrspace(4) }

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI5SaxpyEE = comdat any

$_ZTS5Saxpy = comdat any

$_ZTS6SumAll = comdat any

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI5SaxpyEE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, ptr noundef byval(%class.anon) align 8 %1) local_unnamed_addr #0 comdat !sycl_fixed_targets !10 !sycl_kernel_omit_args !11 {
  %3 = load i64, ptr %0, align 8
  %4 = getelementptr inbounds nuw %class.anon, ptr %1, i64 0, i32 0
  %5 = load ptr addrspace(4), ptr %4, align 8, !tbaa !12
  %6 = getelementptr inbounds nuw %class.anon, ptr %1, i64 0, i32 1
  %7 = load float, ptr %6, align 8, !tbaa !15
  %8 = getelementptr inbounds nuw %class.anon, ptr %1, i64 0, i32 2
  %9 = load ptr addrspace(4), ptr %8, align 8, !tbaa !12
  %10 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #5
  %11 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #5
  %12 = icmp ult i64 %10, %3
  br i1 %12, label %13, label %22

13:                                               ; preds = %13, %2
  %14 = phi i64 [ %20, %13 ], [ %10, %2 ]
  %15 = getelementptr inbounds nuw float, ptr addrspace(4) %9, i64 %14
  %16 = load float, ptr addrspace(4) %15, align 4, !tbaa !15
  %17 = getelementptr inbounds nuw float, ptr addrspace(4) %5, i64 %14
  %18 = load float, ptr addrspace(4) %17, align 4, !tbaa !15
  %19 = tail call float @llvm.fmuladd.f32(float %7, float %16, float %18)
  store float %19, ptr addrspace(4) %17, align 4, !tbaa !15
  %20 = add i64 %14, %11
  %21 = icmp ult i64 %20, %3
  br i1 %21, label %13, label %22, !llvm.loop !17

22:                                               ; preds = %13, %2
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
define weak_odr dso_local spir_kernel void @_ZTS5Saxpy(ptr addrspace(1) noundef align 4 %0, float noundef %1, ptr addrspace(1) noundef align 4 %2) local_unnamed_addr #0 comdat !sycl_fixed_targets !10 !sycl_kernel_omit_args !19 {
  %4 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #5
  %5 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %4
  %6 = load float, ptr addrspace(1) %5, align 4, !tbaa !15
  %7 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %4
  %8 = load float, ptr addrspace(1) %7, align 4, !tbaa !15
  %9 = tail call float @llvm.fmuladd.f32(float %1, float %6, float %8)
  %10 = icmp ult i64 %4, 2147483648
  tail call void @llvm.assume(i1 %10)
  store float %9, ptr addrspace(1) %7, align 4, !tbaa !15
  ret void
}

; Function Attrs: mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS6SumAll(i32 noundef %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2) local_unnamed_addr #4 comdat !sycl_fixed_targets !10 !sycl_kernel_omit_args !19 {
  %4 = icmp sgt i32 %0, 0
  br i1 %4, label %5, label %15

5:                                                ; preds = %3
  %6 = zext nneg i32 %0 to i64
  br label %7

7:                                                ; preds = %7, %5
  %8 = phi i64 [ 0, %5 ], [ %13, %7 ]
  %9 = phi float [ 0.000000e+00, %5 ], [ %12, %7 ]
  %10 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %8
  %11 = load float, ptr addrspace(1) %10, align 4, !tbaa !15
  %12 = fadd float %9, %11
  %13 = add nuw nsw i64 %8, 1
  %14 = icmp eq i64 %13, %6
  br i1 %14, label %15, label %7, !llvm.loop !20

15:                                               ; preds = %7, %3
  %16 = phi float [ 0.000000e+00, %3 ], [ %12, %7 ]
  store float %16, ptr addrspace(1) %2, align 4, !tbaa !15
  ret void
}

declare dso_local spir_func i32 @_Z18__spirv_ocl_printfPU3AS2Kcz(ptr addrspace(2), ...)

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "sycl-module-id"="rtc_0.cpp" "sycl-optlevel"="2" "uniform-work-group-size" }
attributes #1 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #3 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size" }
attributes #4 = { mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "sycl-module-id"="rtc_0.cpp" "sycl-optlevel"="2" "sycl-single-task" "uniform-work-group-size" }
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
!10 = !{}
!11 = !{i1 false, i1 false}
!12 = !{!13, !13, i64 0}
!13 = !{!"p1 float", !14, i64 0}
!14 = !{!"any pointer", !8, i64 0}
!15 = !{!16, !16, i64 0}
!16 = !{!"float", !8, i64 0}
!17 = distinct !{!17, !18}
!18 = !{!"llvm.loop.mustprogress"}
!19 = !{i1 false, i1 false, i1 false}
!20 = distinct !{!20, !18}
