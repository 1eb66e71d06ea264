source_filename = "rtc_0.cpp"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [2 x i64] }
%"class.sycl::_V1::range.77" = type { %"class.sycl::_V1::detail::array.78" }
%"class.sycl::_V1::detail::array.78" = type { [1 x i64] }
%"class.sycl::_V1::id.79" = type { %"class.sycl::_V1::detail::array.78" }
%"class.sycl::_V1::vec.35" = type { %"class.sycl::_V1::detail::vec_base.71" }
%"class.sycl::_V1::detail::vec_base.71" = type { [4 x float] }

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI8BrightenEE = comdat any

$_ZTS8Brighten = comdat any

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI4LumaEE = comdat any

$_ZTS4Luma = comdat any

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI8BrightenEE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1) %1, target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %2, float noundef %3) local_unnamed_addr #0 comdat !sycl_fixed_targets !10 !sycl_kernel_omit_args !11 {
  %5 = load i64, ptr %0, align 8
  %6 = getelementptr inbounds i64, ptr %0, i64 1
  %7 = load i64, ptr %6, align 8
  %8 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 1) #5
  %9 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #5
  %10 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 1) #5
  %11 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #5
  %12 = icmp ult i64 %8, %5
  %13 = icmp ult i64 %9, %7
  %14 = select i1 %13, i1 %12, i1 false
  br i1 %14, label %15, label %35

15:                                               ; preds = %4
  %16 = insertelement <4 x float> poison, float %3, i64 0
  %17 = shufflevector <4 x float> %16, <4 x float> poison, <4 x i32> zeroinitializer
  br label %18

18:                                               ; preds = %32, %15
  %19 = phi i64 [ %8, %15 ], [ %33, %32 ]
  %20 = phi i64 [ %9, %15 ], [ %34, %32 ]
  %21 = trunc nuw nsw i64 %19 to i32
  %22 = trunc nuw nsw i64 %20 to i32
  %23 = insertelement <2 x i32> poison, i32 %21, i64 0
  %24 = insertelement <2 x i32> %23, i32 %22, i64 1
  %25 = tail call spir_func noundef <4 x float> @_Z17__spirv_ImageReadIDv4_f14ocl_image2d_roDv2_iET_T0_T1_(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %2, <2 x i32> noundef %24) #6, !noalias !12
  %26 = fmul <4 x float> %17, %25
  tail call spir_func void @_Z18__spirv_ImageWriteI14ocl_image2d_woDv2_iDv4_fEvT_T0_T1_(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1) %1, <2 x i32> noundef %24, <4 x float> noundef %26) #6
  %27 = add i64 %19, %10
  %28 = icmp ult i64 %27, %5
  br i1 %28, label %32, label %29

29:                                               ; preds = %18
  %30 = add i64 %20, %11
  %31 = icmp ult i64 %30, %7
  br i1 %31, label %32, label %35

32:                                               ; preds = %29, %18
  %33 = phi i64 [ %8, %29 ], [ %27, %18 ]
  %34 = phi i64 [ %30, %29 ], [ %20, %18 ]
  br label %18, !llvm.loop !17

35:                                               ; preds = %29, %4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #1

; Function Attrs: convergent nounwind
declare dso_local spir_func void @_Z18__spirv_ImageWriteI14ocl_image2d_woDv2_iDv4_fEvT_T0_T1_(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1), <2 x i32> noundef, <4 x float> noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local spir_func noundef <4 x float> @_Z17__spirv_ImageReadIDv4_f14ocl_image2d_roDv2_iET_T0_T1_(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), <2 x i32> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS8Brighten(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1) %0, target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %1, float noundef %2) local_unnamed_addr #0 comdat !sycl_fixed_targets !10 !sycl_kernel_omit_args !19 {
  %4 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 1) #5
  %5 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #5
  %6 = icmp ult i64 %4, 2147483648
  tail call void @llvm.assume(i1 %6)
  %7 = trunc nuw nsw i64 %4 to i32
  %8 = icmp ult i64 %5, 2147483648
  tail call void @llvm.assume(i1 %8)
  %9 = trunc nuw nsw i64 %5 to i32
  %10 = insertelement <2 x i32> poison, i32 %7, i64 0
  %11 = insertelement <2 x i32> %10, i32 %9, i64 1
  %12 = tail call spir_func noundef <4 x float> @_Z17__spirv_ImageReadIDv4_f14ocl_image2d_roDv2_iET_T0_T1_(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %1, <2 x i32> noundef %11) #6, !noalias !20
  %13 = insertelement <4 x float> poison, float %2, i64 0
  %14 = shufflevector <4 x float> %13, <4 x float> poison, <4 x i32> zeroinitializer
  %15 = fmul <4 x float> %14, %12
  tail call spir_func void @_Z18__spirv_ImageWriteI14ocl_image2d_woDv2_iDv4_fEvT_T0_T1_(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1) %0, <2 x i32> noundef %11, <4 x float> noundef %15) #6
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI4LumaEE(ptr noundef byval(%"class.sycl::_V1::range.77") align 8 %0, ptr addrspace(1) noundef readonly align 16 %1, ptr noundef byval(%"class.sycl::_V1::id.79") align 8 %2, ptr addrspace(1) noundef align 4 %3, ptr noundef byval(%"class.sycl::_V1::id.79") align 8 %4) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !25 !kernel_arg_exclusive_ptr !25 !sycl_fixed_targets !10 !sycl_kernel_omit_args !26 {
  %6 = load i64, ptr %0, align 8
  %7 = load i64, ptr %2, align 8
  %8 = getelementptr inbounds nuw %"class.sycl::_V1::vec.35", ptr addrspace(1) %1, i64 %7
  %9 = load i64, ptr %4, align 8
  %10 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %9
  %11 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #5
  %12 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #5
  %13 = icmp ult i64 %11, %6
  br i1 %13, label %14, label %28

14:                                               ; preds = %14, %5
  %15 = phi i64 [ %26, %14 ], [ %11, %5 ]
  %16 = getelementptr inbounds nuw %"class.sycl::_V1::vec.35", ptr addrspace(1) %8, i64 %15
  %17 = load float, ptr addrspace(1) %16, align 16
  %18 = getelementptr inbounds float, ptr addrspace(1) %16, i64 1
  %19 = load float, ptr addrspace(1) %18, align 4
  %20 = getelementptr inbounds float, ptr addrspace(1) %16, i64 2
  %21 = load float, ptr addrspace(1) %20, align 8
  %22 = fmul float %19, 5.000000e-01
  %23 = tail call float @llvm.fmuladd.f32(float %17, float 2.500000e-01, float %22)
  %24 = tail call float @llvm.fmuladd.f32(float %21, float 2.500000e-01, float %23)
  %25 = getelementptr inbounds nuw float, ptr addrspace(1) %10, i64 %15
  store float %24, ptr addrspace(1) %25, align 4, !tbaa !27
  %26 = add i64 %15, %12
  %27 = icmp ult i64 %26, %6
  br i1 %27, label %14, label %28, !llvm.loop !29

28:                                               ; preds = %14, %5
  ret void
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #4

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS4Luma(ptr addrspace(1) noundef readonly align 16 %0, ptr noundef byval(%"class.sycl::_V1::id.79") align 8 %1, ptr addrspace(1) noundef align 4 %2, ptr noundef byval(%"class.sycl::_V1::id.79") align 8 %3) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !30 !kernel_arg_exclusive_ptr !30 !sycl_fixed_targets !10 !sycl_kernel_omit_args !31 {
  %5 = load i64, ptr %1, align 8
  %6 = getelementptr inbounds nuw %"class.sycl::_V1::vec.35", ptr addrspace(1) %0, i64 %5
  %7 = load i64, ptr %3, align 8
  %8 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %7
  %9 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #5
  %10 = icmp ult i64 %9, 2147483648
  tail call void @llvm.assume(i1 %10)
  %11 = getelementptr inbounds nuw %"class.sycl::_V1::vec.35", ptr addrspace(1) %6, i64 %9
  %12 = load float, ptr addrspace(1) %11, align 16
  %13 = getelementptr inbounds float, ptr addrspace(1) %11, i64 1
  %14 = load float, ptr addrspace(1) %13, align 4
  %15 = getelementptr inbounds float, ptr addrspace(1) %11, i64 2
  %16 = load float, ptr addrspace(1) %15, align 8
  %17 = fmul float %14, 5.000000e-01
  %18 = tail call float @llvm.fmuladd.f32(float %12, float 2.500000e-01, float %17)
  %19 = tail call float @llvm.fmuladd.f32(float %16, float 2.500000e-01, float %18)
  %20 = getelementptr inbounds nuw float, ptr addrspace(1) %8, i64 %9
  store float %19, ptr addrspace(1) %20, align 4, !tbaa !27
  ret void
}

declare dso_local spir_func i32 @_Z18__spirv_ocl_printfPU3AS2Kcz(ptr addrspace(2), ...)

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "sycl-module-id"="rtc_0.cpp" "sycl-optlevel"="2" "uniform-work-group-size" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #2 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size" }
attributes #3 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size" }
attributes #4 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nounwind willreturn memory(none) "uniform-work-group-size" }
attributes #6 = { convergent nounwind "uniform-work-group-size" }

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
!11 = !{i1 false, i1 false, i1 false, i1 false}
!12 = !{!13, !15}
!13 = distinct !{!13, !14}
!14 = distinct !{!14}
!15 = distinct !{!15, !16}
!16 = distinct !{!16}
!17 = distinct !{!17, !18}
!18 = !{!"llvm.loop.mustprogress"}
!19 = !{i1 false, i1 false, i1 false}
!20 = !{!21, !23}
!21 = distinct !{!21, !22}
!22 = distinct !{!22}
!23 = distinct !{!23, !24}
!24 = distinct !{!24}
!25 = !{i1 false, i1 true, i1 false, i1 true, i1 false}
!26 = !{i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false}
!27 = !{!28, !28, i64 0}
!28 = !{!"float", !8, i64 0}
!29 = distinct !{!29, !18}
!30 = !{i1 true, i1 false, i1 true, i1 false}
!31 = !{i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false}
