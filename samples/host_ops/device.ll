source_filename = "rtc_0.cpp"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [1 x i64] }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array" }
%class.anon.21 = type { ptr addrspace(4), ptr addrspace(4) }

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI6SmoothEE = comdat any

$_ZTS6Smooth = comdat any

$_ZTSN4sycl3_V16detail18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZNS0_7handler18copyAccToAccHelperIfLi1ELNS0_6access4modeE1024ELNS7_6targetE2014EfLi1ELS8_1025ELS9_2014ELNS7_11placeholderE0ELSA_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENSE_IT3_XT4_EXT5_EXT6_EXT8_ESJ_EEEUlNS0_2idILi1EEEE_EE = comdat any

$_ZTSZN4sycl3_V17handler18copyAccToAccHelperIfLi1ELNS0_6access4modeE1024ELNS3_6targetE2014EfLi1ELS4_1025ELS5_2014ELNS3_11placeholderE0ELS6_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENSA_IT3_XT4_EXT5_EXT6_EXT8_ESF_EEEUlNS0_2idILi1EEEE_ = comdat any

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI6OffsetEE = comdat any

$_ZTS6Offset = comdat any

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI6SquareEE = comdat any

$_ZTS6Square = comdat any

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI6SmoothEE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, ptr addrspace(1) noundef align 4 %1, ptr noundef byval(%"class.sycl::_V1::id") align 8 %2) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !10 !kernel_arg_exclusive_ptr !10 !sycl_fixed_targets !11 !sycl_kernel_omit_args !12 {
  %4 = load i64, ptr %0, align 8
  %5 = load i64, ptr %2, align 8
  %6 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %5
  %7 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %8 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #4
  %9 = icmp ult i64 %7, %4
  br i1 %9, label %10, label %17

10:                                               ; preds = %10, %3
  %11 = phi i64 [ %15, %10 ], [ %7, %3 ]
  %12 = getelementptr inbounds nuw float, ptr addrspace(1) %6, i64 %11
  %13 = load float, ptr addrspace(1) %12, align 4, !tbaa !13
  %14 = tail call float @llvm.fmuladd.f32(float %13, float 5.000000e-01, float 1.000000e+00)
  store float %14, ptr addrspace(1) %12, align 4, !tbaa !13
  %15 = add i64 %11, %8
  %16 = icmp ult i64 %15, %4
  br i1 %16, label %10, label %17, !llvm.loop !15

17:                                               ; preds = %10, %3
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
define weak_odr dso_local spir_kernel void @_ZTS6Smooth(ptr addrspace(1) noundef align 4 %0, ptr noundef byval(%"class.sycl::_V1::id") align 8 %1) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !17 !kernel_arg_exclusive_ptr !17 !sycl_fixed_targets !11 !sycl_kernel_omit_args !18 {
  %3 = load i64, ptr %1, align 8
  %4 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %3
  %5 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %6 = icmp ult i64 %5, 2147483648
  tail call void @llvm.assume(i1 %6)
  %7 = getelementptr inbounds nuw float, ptr addrspace(1) %4, i64 %5
  %8 = load float, ptr addrspace(1) %7, align 4, !tbaa !13
  %9 = tail call float @llvm.fmuladd.f32(float %8, float 5.000000e-01, float 1.000000e+00)
  store float %9, ptr addrspace(1) %7, align 4, !tbaa !13
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZNS0_7handler18copyAccToAccHelperIfLi1ELNS0_6access4modeE1024ELNS7_6targetE2014EfLi1ELS8_1025ELS9_2014ELNS7_11placeholderE0ELSA_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENSE_IT3_XT4_EXT5_EXT6_EXT8_ESJ_EEEUlNS0_2idILi1EEEE_EE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, ptr addrspace(1) noundef readonly align 4 %1, ptr noundef byval(%"class.sycl::_V1::id") align 8 %2, ptr addrspace(1) noundef align 4 %3, ptr noundef byval(%"class.sycl::_V1::id") align 8 %4) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !19 !kernel_arg_exclusive_ptr !19 !sycl_fixed_targets !11 !sycl_kernel_omit_args !20 {
  %6 = load i64, ptr %0, align 8
  %7 = load i64, ptr %2, align 8
  %8 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %7
  %9 = load i64, ptr %4, align 8
  %10 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %9
  %11 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %12 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #4
  %13 = icmp ult i64 %11, %6
  br i1 %13, label %14, label %21

14:                                               ; preds = %14, %5
  %15 = phi i64 [ %19, %14 ], [ %11, %5 ]
  %16 = getelementptr inbounds nuw float, ptr addrspace(1) %8, i64 %15
  %17 = load float, ptr addrspace(1) %16, align 4, !tbaa !13
  %18 = getelementptr inbounds nuw float, ptr addrspace(1) %10, i64 %15
  store float %17, ptr addrspace(1) %18, align 4, !tbaa !13
  %19 = add i64 %15, %12
  %20 = icmp ult i64 %19, %6
  br i1 %20, label %14, label %21, !llvm.loop !21

21:                                               ; preds = %14, %5
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSZN4sycl3_V17handler18copyAccToAccHelperIfLi1ELNS0_6access4modeE1024ELNS3_6targetE2014EfLi1ELS4_1025ELS5_2014ELNS3_11placeholderE0ELS6_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENSA_IT3_XT4_EXT5_EXT6_EXT8_ESF_EEEUlNS0_2idILi1EEEE_(ptr addrspace(1) noundef readonly align 4 %0, ptr noundef byval(%"class.sycl::_V1::id") align 8 %1, ptr addrspace(1) noundef align 4 %2, ptr noundef byval(%"class.sycl::_V1::id") align 8 %3) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !22 !kernel_arg_exclusive_ptr !22 !sycl_fixed_targets !11 !sycl_kernel_omit_args !23 {
  %5 = load i64, ptr %1, align 8
  %6 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %5
  %7 = load i64, ptr %3, align 8
  %8 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %7
  %9 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %10 = icmp ult i64 %9, 2147483648
  tail call void @llvm.assume(i1 %10)
  %11 = getelementptr inbounds nuw float, ptr addrspace(1) %6, i64 %9
  %12 = load float, ptr addrspace(1) %11, align 4, !tbaa !13
  %13 = getelementptr inbounds nuw float, ptr addrspace(1) %8, i64 %9
  store float %12, ptr addrspace(1) %13, align 4, !tbaa !13
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI6OffsetEE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, ptr addrspace(1) noundef align 4 %1, ptr noundef byval(%"class.sycl::_V1::id") align 8 %2, ptr addrspace(1) noundef readonly align 4 %3, ptr noundef byval(%"class.sycl::_V1::id") align 8 %4) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !19 !kernel_arg_exclusive_ptr !19 !sycl_fixed_targets !11 !sycl_kernel_omit_args !20 {
  %6 = load i64, ptr %0, align 8
  %7 = load i64, ptr %2, align 8
  %8 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %7
  %9 = load i64, ptr %4, align 8
  %10 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %9
  %11 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %12 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #4
  %13 = icmp ult i64 %11, %6
  br i1 %13, label %14, label %22

14:                                               ; preds = %14, %5
  %15 = phi i64 [ %20, %14 ], [ %11, %5 ]
  %16 = getelementptr inbounds nuw float, ptr addrspace(1) %10, i64 %15
  %17 = load float, ptr addrspace(1) %16, align 4, !tbaa !13
  %18 = fadd float %17, 1.000000e+00
  %19 = getelementptr inbounds nuw float, ptr addrspace(1) %8, i64 %15
  store float %18, ptr addrspace(1) %19, align 4, !tbaa !13
  %20 = add i64 %15, %12
  %21 = icmp ult i64 %20, %6
  br i1 %21, label %14, label %22, !llvm.loop !24

22:                                               ; preds = %14, %5
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS6Offset(ptr addrspace(1) noundef align 4 %0, ptr noundef byval(%"class.sycl::_V1::id") align 8 %1, ptr addrspace(1) noundef readonly align 4 %2, ptr noundef byval(%"class.sycl::_V1::id") align 8 %3) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !22 !kernel_arg_exclusive_ptr !22 !sycl_fixed_targets !11 !sycl_kernel_omit_args !23 {
  %5 = load i64, ptr %1, align 8
  %6 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %5
  %7 = load i64, ptr %3, align 8
  %8 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %7
  %9 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %10 = icmp ult i64 %9, 2147483648
  tail call void @llvm.assume(i1 %10)
  %11 = getelementptr inbounds nuw float, ptr addrspace(1) %8, i64 %9
  %12 = load float, ptr addrspace(1) %11, align 4, !tbaa !13
  %13 = fadd float %12, 1.000000e+00
  %14 = getelementptr inbounds nuw float, ptr addrspace(1) %6, i64 %9
  store float %13, ptr addrspace(1) %14, align 4, !tbaa !13
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI6SquareEE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, ptr noundef byval(%class.anon.21) align 8 %1) local_unnamed_addr #0 comdat !sycl_fixed_targets !11 !sycl_kernel_omit_args !25 {
  %3 = load i64, ptr %0, align 8
  %4 = getelementptr inbounds nuw { i64, i64 }, ptr %1, i64 0, i32 0
  %5 = load i64, ptr %4, align 8, !tbaa !26
  %6 = inttoptr i64 %5 to ptr addrspace(4)
  %7 = getelementptr inbounds nuw { i64, i64 }, ptr %1, i64 0, i32 1
  %8 = load i64, ptr %7, align 8, !tbaa !26
  %9 = inttoptr i64 %8 to ptr addrspace(4)
  %10 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %11 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #4
  %12 = icmp ult i64 %10, %3
  br i1 %12, label %13, label %21

13:                                               ; preds = %13, %2
  %14 = phi i64 [ %19, %13 ], [ %10, %2 ]
  %15 = getelementptr inbounds nuw float, ptr addrspace(4) %9, i64 %14
  %16 = load float, ptr addrspace(4) %15, align 4, !tbaa !13
  %17 = fmul float %16, %16
  %18 = getelementptr inbounds nuw float, ptr addrspace(4) %6, i64 %14
  store float %17, ptr addrspace(4) %18, align 4, !tbaa !13
  %19 = add i64 %14, %11
  %20 = icmp ult i64 %19, %3
  br i1 %20, label %13, label %21, !llvm.loop !29

21:                                               ; preds = %13, %2
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS6Square(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) local_unnamed_addr #0 comdat !sycl_fixed_targets !11 !sycl_kernel_omit_args !25 {
  %3 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %4 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %3
  %5 = load float, ptr addrspace(1) %4, align 4, !tbaa !13
  %6 = fmul float %5, %5
  %7 = icmp ult i64 %3, 2147483648
  tail call void @llvm.assume(i1 %7)
  %8 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %3
  store float %6, ptr addrspace(1) %8, align 4, !tbaa !13
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
!24 = distinct !{!24, !16}
!25 = !{i1 false, i1 false}
!26 = !{!27, !27, i64 0}
!27 = !{!"p1 float", !28, i64 0}
!28 = !{!"any pointer", !8, i64 0}
!29 = distinct !{!29, !16}
