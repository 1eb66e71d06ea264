source_filename = "rtc_0.cpp"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [1 x i64] }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::vec" = type { %"class.sycl::_V1::detail::vec_base" }
%"class.sycl::_V1::detail::vec_base" = type { [4 x float] }

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI11ClampPixelsEE = comdat any

$_ZTS11ClampPixels = comdat any

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI9HistogramEE = comdat any

$_ZTS9Histogram = comdat any

$_ZTS11GroupTotals = comdat any

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI11ClampPixelsEE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, ptr addrspace(1) noundef align 4 %1, ptr noundef byval(%"class.sycl::_V1::id") align 8 %2, ptr noundef byval(%"class.sycl::_V1::vec") align 16 %3, ptr noundef byval(%"class.sycl::_V1::vec") align 16 %4) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !10 !kernel_arg_exclusive_ptr !10 !sycl_fixed_targets !11 !sycl_kernel_omit_args !12 {
  %6 = load i64, ptr %0, align 8
  %7 = load <4 x float>, ptr %3, align 16
  %8 = load <4 x float>, ptr %4, align 16
  %9 = load i64, ptr %2, align 8
  %10 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %9
  %11 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %12 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #4
  %13 = icmp ult i64 %11, %6
  br i1 %13, label %14, label %36

14:                                               ; preds = %14, %5
  %15 = phi i64 [ %34, %14 ], [ %11, %5 ]
  %16 = shl nuw nsw i64 %15, 2
  %17 = getelementptr inbounds nuw float, ptr addrspace(1) %10, i64 %16
  %18 = getelementptr inbounds nuw float, ptr addrspace(1) %17, i64 1
  %19 = getelementptr inbounds nuw float, ptr addrspace(1) %17, i64 2
  %20 = getelementptr inbounds nuw float, ptr addrspace(1) %17, i64 3
  %21 = load float, ptr addrspace(1) %17, align 4, !tbaa !13, !noalias !15
  %22 = load float, ptr addrspace(1) %18, align 4, !tbaa !13, !noalias !20
  %23 = load float, ptr addrspace(1) %19, align 4, !tbaa !13, !noalias !25
  %24 = load float, ptr addrspace(1) %20, align 4, !tbaa !13, !noalias !30
  %25 = insertelement <4 x float> poison, float %21, i64 0
  %26 = insertelement <4 x float> %25, float %22, i64 1
  %27 = insertelement <4 x float> %26, float %23, i64 2
  %28 = insertelement <4 x float> %27, float %24, i64 3
  %29 = tail call spir_func noundef <4 x float> @_Z18__spirv_ocl_fclampDv4_fS_S_(<4 x float> noundef %28, <4 x float> noundef %7, <4 x float> noundef %8) #4
  %30 = extractelement <4 x float> %29, i64 0
  store float %30, ptr addrspace(1) %17, align 4, !tbaa !13
  %31 = extractelement <4 x float> %29, i64 1
  store float %31, ptr addrspace(1) %18, align 4, !tbaa !13
  %32 = extractelement <4 x float> %29, i64 2
  store float %32, ptr addrspace(1) %19, align 4, !tbaa !13
  %33 = extractelement <4 x float> %29, i64 3
  store float %33, ptr addrspace(1) %20, align 4, !tbaa !13
  %34 = add i64 %15, %12
  %35 = icmp ult i64 %34, %6
  br i1 %35, label %14, label %36, !llvm.loop !35

36:                                               ; preds = %14, %5
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef <4 x float> @_Z18__spirv_ocl_fclampDv4_fS_S_(<4 x float> noundef, <4 x float> noundef, <4 x float> noundef) local_unnamed_addr #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS11ClampPixels(ptr addrspace(1) noundef align 4 %0, ptr noundef byval(%"class.sycl::_V1::id") align 8 %1, ptr noundef byval(%"class.sycl::_V1::vec") align 16 %2, ptr noundef byval(%"class.sycl::_V1::vec") align 16 %3) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !37 !kernel_arg_exclusive_ptr !37 !sycl_fixed_targets !11 !sycl_kernel_omit_args !38 {
  %5 = load <4 x float>, ptr %2, align 16
  %6 = load <4 x float>, ptr %3, align 16
  %7 = load i64, ptr %1, align 8
  %8 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %7
  %9 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %10 = icmp ult i64 %9, 2147483648
  tail call void @llvm.assume(i1 %10)
  %11 = shl nuw nsw i64 %9, 2
  %12 = getelementptr inbounds nuw float, ptr addrspace(1) %8, i64 %11
  %13 = getelementptr inbounds nuw float, ptr addrspace(1) %12, i64 1
  %14 = getelementptr inbounds nuw float, ptr addrspace(1) %12, i64 2
  %15 = getelementptr inbounds nuw float, ptr addrspace(1) %12, i64 3
  %16 = load float, ptr addrspace(1) %12, align 4, !tbaa !13, !noalias !39
  %17 = load float, ptr addrspace(1) %13, align 4, !tbaa !13, !noalias !44
  %18 = load float, ptr addrspace(1) %14, align 4, !tbaa !13, !noalias !49
  %19 = load float, ptr addrspace(1) %15, align 4, !tbaa !13, !noalias !54
  %20 = insertelement <4 x float> poison, float %16, i64 0
  %21 = insertelement <4 x float> %20, float %17, i64 1
  %22 = insertelement <4 x float> %21, float %18, i64 2
  %23 = insertelement <4 x float> %22, float %19, i64 3
  %24 = tail call spir_func noundef <4 x float> @_Z18__spirv_ocl_fclampDv4_fS_S_(<4 x float> noundef %23, <4 x float> noundef %5, <4 x float> noundef %6) #4
  %25 = extractelement <4 x float> %24, i64 0
  store float %25, ptr addrspace(1) %12, align 4, !tbaa !13
  %26 = extractelement <4 x float> %24, i64 1
  store float %26, ptr addrspace(1) %13, align 4, !tbaa !13
  %27 = extractelement <4 x float> %24, i64 2
  store float %27, ptr addrspace(1) %14, align 4, !tbaa !13
  %28 = extractelement <4 x float> %24, i64 3
  store float %28, ptr addrspace(1) %15, align 4, !tbaa !13
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI9HistogramEE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, ptr addrspace(1) noundef align 4 %1, ptr noundef byval(%"class.sycl::_V1::id") align 8 %2, ptr addrspace(1) noundef readonly align 4 %3, ptr noundef byval(%"class.sycl::_V1::id") align 8 %4) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !59 !kernel_arg_exclusive_ptr !59 !sycl_fixed_targets !11 !sycl_kernel_omit_args !60 {
  %6 = load i64, ptr %0, align 8
  %7 = load i64, ptr %2, align 8
  %8 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %7
  %9 = load i64, ptr %4, align 8
  %10 = getelementptr inbounds nuw i32, ptr addrspace(1) %3, i64 %9
  %11 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %12 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #4
  %13 = icmp ult i64 %11, %6
  br i1 %13, label %14, label %24

14:                                               ; preds = %14, %5
  %15 = phi i64 [ %22, %14 ], [ %11, %5 ]
  %16 = getelementptr inbounds nuw i32, ptr addrspace(1) %10, i64 %15
  %17 = load i32, ptr addrspace(1) %16, align 4, !tbaa !61
  %18 = and i32 %17, 15
  %19 = zext nneg i32 %18 to i64
  %20 = getelementptr inbounds nuw i32, ptr addrspace(1) %8, i64 %19
  %21 = tail call spir_func noundef i32 @_Z18__spirv_AtomicIAddPU3AS1iiii(ptr addrspace(1) noundef %20, i32 noundef 1, i32 noundef 896, i32 noundef 1) #5
  %22 = add i64 %15, %12
  %23 = icmp ult i64 %22, %6
  br i1 %23, label %14, label %24, !llvm.loop !62

24:                                               ; preds = %14, %5
  ret void
}

; Function Attrs: convergent nounwind
declare dso_local spir_func noundef i32 @_Z18__spirv_AtomicIAddPU3AS1iiii(ptr addrspace(1) noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS9Histogram(ptr addrspace(1) noundef align 4 %0, ptr noundef byval(%"class.sycl::_V1::id") align 8 %1, ptr addrspace(1) noundef readonly align 4 %2, ptr noundef byval(%"class.sycl::_V1::id") align 8 %3) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !63 !kernel_arg_exclusive_ptr !63 !sycl_fixed_targets !11 !sycl_kernel_omit_args !64 {
  %5 = load i64, ptr %1, align 8
  %6 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %5
  %7 = load i64, ptr %3, align 8
  %8 = getelementptr inbounds nuw i32, ptr addrspace(1) %2, i64 %7
  %9 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %10 = icmp ult i64 %9, 2147483648
  tail call void @llvm.assume(i1 %10)
  %11 = getelementptr inbounds nuw i32, ptr addrspace(1) %8, i64 %9
  %12 = load i32, ptr addrspace(1) %11, align 4, !tbaa !61
  %13 = and i32 %12, 15
  %14 = zext nneg i32 %13 to i64
  %15 = getelementptr inbounds nuw i32, ptr addrspace(1) %6, i64 %14
  %16 = tail call spir_func noundef i32 @_Z18__spirv_AtomicIAddPU3AS1iiii(ptr addrspace(1) noundef %15, i32 noundef 1, i32 noundef 896, i32 noundef 1) #5
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS11GroupTotals(ptr addrspace(1) noundef readonly align 4 %0, ptr noundef byval(%"class.sycl::_V1::id") align 8 %1, ptr addrspace(1) noundef align 4 %2, ptr noundef byval(%"class.sycl::_V1::id") align 8 %3, ptr addrspace(1) noundef align 4 %4, ptr noundef byval(%"class.sycl::_V1::id") align 8 %5, ptr addrspace(1) noundef align 4 %6, ptr noundef byval(%"class.sycl::_V1::id") align 8 %7, ptr addrspace(1) noundef align 4 %8, ptr noundef byval(%"class.sycl::_V1::id") align 8 %9) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !65 !kernel_arg_exclusive_ptr !65 !sycl_fixed_targets !11 !sycl_kernel_omit_args !66 {
  %11 = load i64, ptr %1, align 8
  %12 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %11
  %13 = load i64, ptr %3, align 8
  %14 = getelementptr inbounds nuw i32, ptr addrspace(1) %2, i64 %13
  %15 = load i64, ptr %5, align 8
  %16 = getelementptr inbounds nuw i32, ptr addrspace(1) %4, i64 %15
  %17 = load i64, ptr %7, align 8
  %18 = load i64, ptr %9, align 8
  %19 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %20 = icmp ult i64 %19, 2147483648
  tail call void @llvm.assume(i1 %20)
  %21 = getelementptr inbounds nuw i32, ptr addrspace(1) %12, i64 %19
  %22 = load i32, ptr addrspace(1) %21, align 4, !tbaa !61
  %23 = tail call spir_func noundef i32 @_Z17__spirv_GroupIAddiii(i32 noundef 2, i32 noundef 0, i32 noundef %22) #5
  %24 = sitofp i32 %22 to float
  %25 = fmul nnan float %24, 5.000000e-01
  %26 = tail call spir_func noundef float @_Z17__spirv_GroupFAddiif(i32 noundef 2, i32 noundef 0, float noundef %25) #5
  %27 = tail call spir_func noundef i32 @_Z17__spirv_GroupIAddiii(i32 noundef 2, i32 noundef 1, i32 noundef %22) #5
  %28 = getelementptr inbounds nuw i32, ptr addrspace(1) %14, i64 %19
  store i32 %27, ptr addrspace(1) %28, align 4, !tbaa !61
  %29 = tail call spir_func noundef i32 @_Z17__spirv_GroupIAddiii(i32 noundef 2, i32 noundef 2, i32 noundef %22) #5
  %30 = getelementptr inbounds nuw i32, ptr addrspace(1) %16, i64 %19
  store i32 %29, ptr addrspace(1) %30, align 4, !tbaa !61
  %31 = tail call spir_func noundef i32 @_Z17__spirv_GroupSMaxiii(i32 noundef 2, i32 noundef 0, i32 noundef %22) #5
  %32 = icmp eq i64 %19, 0
  br i1 %32, label %33, label %37

33:                                               ; preds = %10
  %34 = getelementptr inbounds nuw float, ptr addrspace(1) %8, i64 %18
  %35 = getelementptr inbounds nuw i32, ptr addrspace(1) %6, i64 %17
  store i32 %23, ptr addrspace(1) %35, align 4, !tbaa !61
  %36 = getelementptr inbounds nuw i32, ptr addrspace(1) %35, i64 1
  store i32 %31, ptr addrspace(1) %36, align 4, !tbaa !61
  store float %26, ptr addrspace(1) %34, align 4, !tbaa !13
  br label %37

37:                                               ; preds = %33, %10
  ret void
}

; Function Attrs: convergent nounwind
declare dso_local spir_func noundef i32 @_Z17__spirv_GroupIAddiii(i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local spir_func noundef float @_Z17__spirv_GroupFAddiif(i32 noundef, i32 noundef, float noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local spir_func noundef i32 @_Z17__spirv_GroupSMaxiii(i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #3

declare dso_local spir_func i32 @_Z18__spirv_ocl_printfPU3AS2Kcz(ptr addrspace(2), ...)

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "sycl-module-id"="rtc_0.cpp" "sycl-optlevel"="2" "uniform-work-group-size" }
attributes #1 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size" }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #3 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size" }
attributes #4 = { convergent nounwind willreturn memory(none) "uniform-work-group-size" }
attributes #5 = { convergent nounwind "uniform-work-group-size" }

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
!10 = !{i1 false, i1 true, i1 false, i1 false, i1 false}
!11 = !{}
!12 = !{i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 false}
!13 = !{!14, !14, i64 0}
!14 = !{!"float", !8, i64 0}
!15 = !{!16, !18}
!16 = distinct !{!16, !17}
!17 = distinct !{!17}
!18 = distinct !{!18, !19}
!19 = distinct !{!19}
!20 = !{!21, !23, !18}
!21 = distinct !{!21, !22}
!22 = distinct !{!22}
!23 = distinct !{!23, !24}
!24 = distinct !{!24}
!25 = !{!26, !28, !23, !18}
!26 = distinct !{!26, !27}
!27 = distinct !{!27}
!28 = distinct !{!28, !29}
!29 = distinct !{!29}
!30 = !{!31, !33, !28, !23, !18}
!31 = distinct !{!31, !32}
!32 = distinct !{!32}
!33 = distinct !{!33, !34}
!34 = distinct !{!34}
!35 = distinct !{!35, !36}
!36 = !{!"llvm.loop.mustprogress"}
!37 = !{i1 true, i1 false, i1 false, i1 false}
!38 = !{i1 false, i1 true, i1 true, i1 false, i1 false, i1 false}
!39 = !{!40, !42}
!40 = distinct !{!40, !41}
!41 = distinct !{!41}
!42 = distinct !{!42, !43}
!43 = distinct !{!43}
!44 = !{!45, !47, !42}
!45 = distinct !{!45, !46}
!46 = distinct !{!46}
!47 = distinct !{!47, !48}
!48 = distinct !{!48}
!49 = !{!50, !52, !47, !42}
!50 = distinct !{!50, !51}
!51 = distinct !{!51}
!52 = distinct !{!52, !53}
!53 = distinct !{!53}
!54 = !{!55, !57, !52, !47, !42}
!55 = distinct !{!55, !56}
!56 = distinct !{!56}
!57 = distinct !{!57, !58}
!58 = distinct !{!58}
!59 = !{i1 false, i1 true, i1 false, i1 true, i1 false}
!60 = !{i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false}
!61 = !{!7, !7, i64 0}
!62 = distinct !{!62, !36}
!63 = !{i1 true, i1 false, i1 true, i1 false}
!64 = !{i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false}
!65 = !{i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false}
!66 = !{i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false}
