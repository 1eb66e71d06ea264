source_filename = "rtc_0.cpp"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [1 x i64] }
%class.anon = type <{ ptr addrspace(4), i32, [4 x i8] }>
%class.anon.0 = type { ptr addrspace(4) }

$_ZTSN4sycl3_V16detail18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZNS0_7handler4fillIiEEvPvRKT_mEUlNS0_2idILi1EEEE_EE = comdat any

$_ZTSZN4sycl3_V17handler4fillIiEEvPvRKT_mEUlNS0_2idILi1EEEE_ = comdat any

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI6AddOneEE = comdat any

$_ZTS6AddOne = comdat any

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZNS0_7handler4fillIiEEvPvRKT_mEUlNS0_2idILi1EEEE_EE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, ptr noundef byval(%class.anon) align 8 %1) local_unnamed_addr #0 comdat !sycl_fixed_targets !10 !sycl_kernel_omit_args !11 {
  %3 = load i64, ptr %0, align 8
  %4 = load ptr addrspace(4), ptr %1, align 8, !tbaa !12
  %5 = getelementptr inbounds i32, ptr %1, i64 2
  %6 = load i32, ptr %5, align 8, !tbaa !14
  %7 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #3
  %8 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #3
  %9 = icmp ult i64 %7, %3
  br i1 %9, label %10, label %15

10:                                               ; preds = %10, %2
  %11 = phi i64 [ %13, %10 ], [ %7, %2 ]
  %12 = getelementptr inbounds nuw i32, ptr addrspace(4) %4, i64 %11
  store i32 %6, ptr addrspace(4) %12, align 4, !tbaa !14
  %13 = add i64 %11, %8
  %14 = icmp ult i64 %13, %3
  br i1 %14, label %10, label %15, !llvm.loop !15

15:                                               ; preds = %10, %2
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSZN4sycl3_V17handler4fillIiEEvPvRKT_mEUlNS0_2idILi1EEEE_(ptr addrspace(1) noundef %0, i32 noundef %1) local_unnamed_addr #0 comdat !sycl_fixed_targets !10 !sycl_kernel_omit_args !11 {
  %3 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #3
  %4 = icmp ult i64 %3, 2147483648
  tail call void @llvm.assume(i1 %4)
  %5 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %3
  store i32 %1, ptr addrspace(1) %5, align 4, !tbaa !14
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI6AddOneEE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, ptr noundef byval(%class.anon.0) align 8 %1) local_unnamed_addr #0 comdat !sycl_fixed_targets !10 !sycl_kernel_omit_args !11 {
  %3 = load i64, ptr %0, align 8
  %4 = getelementptr inbounds nuw { i64 }, ptr %1, i64 0, i32 0
  %5 = load i64, ptr %4, align 8, !tbaa !17
  %6 = inttoptr i64 %5 to ptr addrspace(4)
  %7 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #3
  %8 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #3
  %9 = icmp ult i64 %7, %3
  br i1 %9, label %10, label %17

10:                                               ; preds = %10, %2
  %11 = phi i64 [ %15, %10 ], [ %7, %2 ]
  %12 = getelementptr inbounds nuw i32, ptr addrspace(4) %6, i64 %11
  %13 = load i32, ptr addrspace(4) %12, align 4, !tbaa !14
  %14 = add nsw i32 %13, 1
  store i32 %14, ptr addrspace(4) %12, align 4, !tbaa !14
  %15 = add i64 %11, %8
  %16 = icmp ult i64 %15, %3
  br i1 %16, label %10, label %17, !llvm.loop !19

17:                                               ; preds = %10, %2
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS6AddOne(ptr addrspace(1) noundef align 4 %0) local_unnamed_addr #0 comdat !sycl_fixed_targets !10 !sycl_kernel_omit_args !20 {
  %2 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #3
  %3 = icmp ult i64 %2, 2147483648
  tail call void @llvm.assume(i1 %3)
  %4 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %2
  %5 = load i32, ptr addrspace(1) %4, align 4, !tbaa !14
  %6 = add nsw i32 %5, 1
  store i32 %6, ptr addrspace(1) %4, align 4, !tbaa !14
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
!10 = !{}
!11 = !{i1 false, i1 false}
!12 = !{!13, !13, i64 0}
!13 = !{!"any pointer", !8, i64 0}
!14 = !{!7, !7, i64 0}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = !{!18, !18, i64 0}
!18 = !{!"p1 int", !13, i64 0}
!19 = distinct !{!19, !16}
!20 = !{i1 false}
