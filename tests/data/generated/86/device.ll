source_filename = "rtc_0.cpp"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [3 x i64] }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::range.6" = type { %"class.sycl::_V1::detail::array.7" }
%"class.sycl::_V1::detail::array.7" = type { [1 x i64] }
%"class.sycl::_V1::id.8" = type { %"class.sycl::_V1::detail::array.7" }

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI4Map1EE = comdat any

$_ZTS4Map1 = comdat any

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI7Ranged2EE = comdat any

$_ZTS7Ranged2 = comdat any

$_ZTS8TreeSum3 = comdat any

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI4Map1EE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, ptr addrspace(1) noundef align 4 %1, ptr noundef byval(%"class.sycl::_V1::range") align 8 %2, ptr noundef byval(%"class.sycl::_V1::id") align 8 %3) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !10 !kernel_arg_exclusive_ptr !10 !sycl_fixed_targets !11 !sycl_kernel_omit_args !12 {
  %5 = load i64, ptr %0, align 8
  %6 = getelementptr inbounds i64, ptr %0, i64 1
  %7 = load i64, ptr %6, align 8
  %8 = getelementptr inbounds i64, ptr %0, i64 2
  %9 = load i64, ptr %8, align 8
  %10 = getelementptr inbounds i64, ptr %2, i64 1
  %11 = load i64, ptr %10, align 8
  %12 = getelementptr inbounds i64, ptr %2, i64 2
  %13 = load i64, ptr %12, align 8
  %14 = load i64, ptr %3, align 8
  %15 = getelementptr inbounds i64, ptr %3, i64 1
  %16 = load i64, ptr %15, align 8
  %17 = getelementptr inbounds i64, ptr %3, i64 2
  %18 = load i64, ptr %17, align 8
  %19 = mul i64 %14, %11
  %20 = add i64 %19, %16
  %21 = mul i64 %20, %13
  %22 = getelementptr float, ptr addrspace(1) %1, i64 %18
  %23 = getelementptr float, ptr addrspace(1) %22, i64 %21
  %24 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 2) #5
  %25 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 1) #5
  %26 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #5
  %27 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 2) #5
  %28 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 1) #5
  %29 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #5
  %30 = icmp ult i64 %24, %5
  %31 = icmp ult i64 %25, %7
  %32 = icmp ult i64 %26, %9
  %33 = select i1 %32, i1 %31, i1 false
  %34 = select i1 %33, i1 %30, i1 false
  br i1 %34, label %35, label %61

35:                                               ; preds = %57, %4
  %36 = phi i64 [ %58, %57 ], [ %26, %4 ]
  %37 = phi i64 [ %59, %57 ], [ %25, %4 ]
  %38 = phi i64 [ %60, %57 ], [ %24, %4 ]
  %39 = mul i64 %38, %11
  %40 = add i64 %39, %37
  %41 = mul i64 %40, %13
  %42 = getelementptr float, ptr addrspace(1) %23, i64 %36
  %43 = getelementptr float, ptr addrspace(1) %42, i64 %41
  %44 = load float, ptr addrspace(1) %43, align 4, !tbaa !13
  %45 = tail call spir_func noundef float @_Z16__spirv_ocl_fminff(float noundef 3.000000e+00, float noundef 3.000000e+00) #5
  %46 = tail call spir_func noundef float @_Z16__spirv_ocl_fabsf(float noundef 3.000000e+00) #5
  %47 = tail call spir_func noundef float @_Z16__spirv_ocl_fmaxff(float noundef %45, float noundef %46) #5
  %48 = tail call float @llvm.fmuladd.f32(float %44, float 5.000000e-01, float %47)
  store float %48, ptr addrspace(1) %43, align 4, !tbaa !13
  %49 = add i64 %38, %27
  %50 = icmp ult i64 %49, %5
  br i1 %50, label %57, label %51

51:                                               ; preds = %35
  %52 = add i64 %37, %28
  %53 = icmp ult i64 %52, %7
  br i1 %53, label %57, label %54

54:                                               ; preds = %51
  %55 = add i64 %36, %29
  %56 = icmp ult i64 %55, %9
  br i1 %56, label %57, label %61

57:                                               ; preds = %54, %51, %35
  %58 = phi i64 [ %36, %51 ], [ %55, %54 ], [ %36, %35 ]
  %59 = phi i64 [ %52, %51 ], [ %25, %54 ], [ %37, %35 ]
  %60 = phi i64 [ %24, %51 ], [ %24, %54 ], [ %49, %35 ]
  br label %35, !llvm.loop !15

61:                                               ; preds = %54, %4
  ret void
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef float @_Z16__spirv_ocl_fmaxff(float noundef, float noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef float @_Z16__spirv_ocl_fminff(float noundef, float noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef float @_Z16__spirv_ocl_fabsf(float noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS4Map1(ptr addrspace(1) noundef align 4 %0, ptr noundef byval(%"class.sycl::_V1::range") align 8 %1, ptr noundef byval(%"class.sycl::_V1::id") align 8 %2) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !17 !kernel_arg_exclusive_ptr !17 !sycl_fixed_targets !11 !sycl_kernel_omit_args !10 {
  %4 = getelementptr inbounds i64, ptr %1, i64 1
  %5 = load i64, ptr %4, align 8
  %6 = getelementptr inbounds i64, ptr %1, i64 2
  %7 = load i64, ptr %6, align 8
  %8 = load i64, ptr %2, align 8
  %9 = getelementptr inbounds i64, ptr %2, i64 1
  %10 = load i64, ptr %9, align 8
  %11 = getelementptr inbounds i64, ptr %2, i64 2
  %12 = load i64, ptr %11, align 8
  %13 = mul i64 %8, %5
  %14 = add i64 %13, %10
  %15 = mul i64 %14, %7
  %16 = getelementptr float, ptr addrspace(1) %0, i64 %12
  %17 = getelementptr float, ptr addrspace(1) %16, i64 %15
  %18 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 2) #5
  %19 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 1) #5
  %20 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #5
  %21 = icmp ult i64 %18, 2147483648
  tail call void @llvm.assume(i1 %21)
  %22 = icmp ult i64 %19, 2147483648
  tail call void @llvm.assume(i1 %22)
  %23 = icmp ult i64 %20, 2147483648
  tail call void @llvm.assume(i1 %23)
  %24 = mul i64 %18, %5
  %25 = add i64 %24, %19
  %26 = mul i64 %25, %7
  %27 = getelementptr float, ptr addrspace(1) %17, i64 %20
  %28 = getelementptr float, ptr addrspace(1) %27, i64 %26
  %29 = load float, ptr addrspace(1) %28, align 4, !tbaa !13
  %30 = tail call spir_func noundef float @_Z16__spirv_ocl_fminff(float noundef 3.000000e+00, float noundef 3.000000e+00) #5
  %31 = tail call spir_func noundef float @_Z16__spirv_ocl_fabsf(float noundef 3.000000e+00) #5
  %32 = tail call spir_func noundef float @_Z16__spirv_ocl_fmaxff(float noundef %30, float noundef %31) #5
  %33 = tail call float @llvm.fmuladd.f32(float %29, float 5.000000e-01, float %32)
  store float %33, ptr addrspace(1) %28, align 4, !tbaa !13
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI7Ranged2EE(ptr noundef byval(%"class.sycl::_V1::range.6") align 8 %0, ptr addrspace(1) noundef align 4 %1, ptr noundef byval(%"class.sycl::_V1::id.8") align 8 %2) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !18 !kernel_arg_exclusive_ptr !18 !sycl_fixed_targets !11 !sycl_kernel_omit_args !19 {
  %4 = load i64, ptr %0, align 8
  %5 = load i64, ptr %2, align 8
  %6 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %5
  %7 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #5
  %8 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #5
  %9 = icmp ult i64 %7, %4
  br i1 %9, label %10, label %17

10:                                               ; preds = %10, %3
  %11 = phi i64 [ %15, %10 ], [ %7, %3 ]
  %12 = getelementptr inbounds nuw float, ptr addrspace(1) %6, i64 %11
  %13 = load float, ptr addrspace(1) %12, align 4, !tbaa !13
  %14 = tail call float @llvm.fmuladd.f32(float %13, float 5.000000e-01, float 2.000000e+00)
  store float %14, ptr addrspace(1) %12, align 4, !tbaa !13
  %15 = add i64 %11, %8
  %16 = icmp ult i64 %15, %4
  br i1 %16, label %10, label %17, !llvm.loop !20

17:                                               ; preds = %10, %3
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS7Ranged2(ptr addrspace(1) noundef align 4 %0, ptr noundef byval(%"class.sycl::_V1::id.8") align 8 %1) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !21 !kernel_arg_exclusive_ptr !21 !sycl_fixed_targets !11 !sycl_kernel_omit_args !22 {
  %3 = load i64, ptr %1, align 8
  %4 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %3
  %5 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #5
  %6 = icmp ult i64 %5, 2147483648
  tail call void @llvm.assume(i1 %6)
  %7 = getelementptr inbounds nuw float, ptr addrspace(1) %4, i64 %5
  %8 = load float, ptr addrspace(1) %7, align 4, !tbaa !13
  %9 = tail call float @llvm.fmuladd.f32(float %8, float 5.000000e-01, float 2.000000e+00)
  store float %9, ptr addrspace(1) %7, align 4, !tbaa !13
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS8TreeSum3(i64 noundef %0, ptr addrspace(3) noundef align 4 %1, ptr addrspace(1) noundef readonly align 4 %2, ptr noundef byval(%"class.sycl::_V1::id.8") align 8 %3, ptr addrspace(1) noundef align 4 %4, ptr noundef byval(%"class.sycl::_V1::id.8") align 8 %5) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !23 !kernel_arg_exclusive_ptr !23 !sycl_fixed_targets !11 !sycl_kernel_omit_args !24 {
  %7 = load i64, ptr %5, align 8
  %8 = getelementptr inbounds nuw float, ptr addrspace(1) %4, i64 %7
  %9 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #5
  %10 = icmp ult i64 %9, 2147483648
  tail call void @llvm.assume(i1 %10)
  %11 = tail call spir_func noundef i64 @_Z32__spirv_BuiltInLocalInvocationIdi(i32 noundef 0) #5
  %12 = icmp ult i64 %11, 2147483648
  tail call void @llvm.assume(i1 %12)
  %13 = icmp ult i64 %9, %0
  br i1 %13, label %14, label %19

14:                                               ; preds = %6
  %15 = load i64, ptr %3, align 8
  %16 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %15
  %17 = getelementptr inbounds nuw float, ptr addrspace(1) %16, i64 %9
  %18 = load float, ptr addrspace(1) %17, align 4, !tbaa !13
  br label %19

19:                                               ; preds = %14, %6
  %20 = phi float [ %18, %14 ], [ 0.000000e+00, %6 ]
  %21 = getelementptr inbounds nuw float, ptr addrspace(3) %1, i64 %11
  store float %20, ptr addrspace(3) %21, align 4, !tbaa !13
  tail call spir_func void @_Z22__spirv_ControlBarrieriii(i32 noundef 2, i32 noundef 2, i32 noundef 400) #6
  %22 = icmp samesign ult i64 %11, 16
  br i1 %22, label %23, label %28

23:                                               ; preds = %19
  %24 = getelementptr inbounds nuw float, ptr addrspace(3) %21, i64 16
  %25 = load float, ptr addrspace(3) %24, align 4, !tbaa !13
  %26 = load float, ptr addrspace(3) %21, align 4, !tbaa !13
  %27 = fadd float %25, %26
  store float %27, ptr addrspace(3) %21, align 4, !tbaa !13
  br label %28

28:                                               ; preds = %23, %19
  tail call spir_func void @_Z22__spirv_ControlBarrieriii(i32 noundef 2, i32 noundef 2, i32 noundef 400) #6
  %29 = icmp samesign ult i64 %11, 8
  br i1 %29, label %30, label %35

30:                                               ; preds = %28
  %31 = getelementptr inbounds nuw float, ptr addrspace(3) %21, i64 8
  %32 = load float, ptr addrspace(3) %31, align 4, !tbaa !13
  %33 = load float, ptr addrspace(3) %21, align 4, !tbaa !13
  %34 = fadd float %32, %33
  store float %34, ptr addrspace(3) %21, align 4, !tbaa !13
  br label %35

35:                                               ; preds = %30, %28
  tail call spir_func void @_Z22__spirv_ControlBarrieriii(i32 noundef 2, i32 noundef 2, i32 noundef 400) #6
  %36 = icmp samesign ult i64 %11, 4
  br i1 %36, label %37, label %42

37:                                               ; preds = %35
  %38 = getelementptr inbounds nuw float, ptr addrspace(3) %21, i64 4
  %39 = load float, ptr addrspace(3) %38, align 4, !tbaa !13
  %40 = load float, ptr addrspace(3) %21, align 4, !tbaa !13
  %41 = fadd float %39, %40
  store float %41, ptr addrspace(3) %21, align 4, !tbaa !13
  br label %42

42:                                               ; preds = %37, %35
  tail call spir_func void @_Z22__spirv_ControlBarrieriii(i32 noundef 2, i32 noundef 2, i32 noundef 400) #6
  %43 = icmp samesign ult i64 %11, 2
  br i1 %43, label %44, label %49

44:                                               ; preds = %42
  %45 = getelementptr inbounds nuw float, ptr addrspace(3) %21, i64 2
  %46 = load float, ptr addrspace(3) %45, align 4, !tbaa !13
  %47 = load float, ptr addrspace(3) %21, align 4, !tbaa !13
  %48 = fadd float %46, %47
  store float %48, ptr addrspace(3) %21, align 4, !tbaa !13
  br label %49

49:                                               ; preds = %44, %42
  tail call spir_func void @_Z22__spirv_ControlBarrieriii(i32 noundef 2, i32 noundef 2, i32 noundef 912) #6
  %50 = icmp eq i64 %11, 0
  br i1 %50, label %51, label %60

51:                                               ; preds = %49
  %52 = getelementptr inbounds nuw float, ptr addrspace(3) %21, i64 1
  %53 = load float, ptr addrspace(3) %52, align 4, !tbaa !13
  %54 = load float, ptr addrspace(3) %21, align 4, !tbaa !13
  %55 = fadd float %53, %54
  store float %55, ptr addrspace(3) %21, align 4, !tbaa !13
  %56 = load float, ptr addrspace(3) %1, align 4, !tbaa !13
  %57 = tail call spir_func noundef i64 @_Z26__spirv_BuiltInWorkgroupIdi(i32 noundef 0) #5
  %58 = icmp ult i64 %57, 2147483648
  tail call void @llvm.assume(i1 %58)
  %59 = getelementptr inbounds nuw float, ptr addrspace(1) %8, i64 %57
  store float %56, ptr addrspace(1) %59, align 4, !tbaa !13
  br label %60

60:                                               ; preds = %51, %49
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z32__spirv_BuiltInLocalInvocationIdi(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local spir_func void @_Z22__spirv_ControlBarrieriii(i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z26__spirv_BuiltInWorkgroupIdi(i32 noundef) local_unnamed_addr #3

declare dso_local spir_func i32 @_Z18__spirv_ocl_printfPU3AS2Kcz(ptr addrspace(2), ...)

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "sycl-module-id"="rtc_0.cpp" "sycl-optlevel"="2" "uniform-work-group-size" }
attributes #1 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #3 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size" }
attributes #4 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size" }
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
!10 = !{i1 false, i1 true, i1 false, i1 false}
!11 = !{}
!12 = !{i1 false, i1 false, i1 true, i1 false, i1 false}
!13 = !{!14, !14, i64 0}
!14 = !{!"float", !8, i64 0}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = !{i1 true, i1 false, i1 false}
!18 = !{i1 false, i1 true, i1 false}
!19 = !{i1 false, i1 false, i1 true, i1 true, i1 false}
!20 = distinct !{!20, !16}
!21 = !{i1 true, i1 false}
!22 = !{i1 false, i1 true, i1 true, i1 false}
!23 = !{i1 false, i1 true, i1 true, i1 false, i1 true, i1 false}
!24 = !{i1 false, i1 false, i1 true, i1 true, i1 true, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false}
