source_filename = "rtc_0.cpp"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [2 x i64] }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array" }

$_ZTSZZN5TwoMM13first_productERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_E13ScaledProduct = comdat any

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperIZZN5TwoMM14second_productERNS0_5queueEENKUlRNS0_7handlerEE_clES7_E15ScaleAccumulateEE = comdat any

$_ZTSZZN5TwoMM14second_productERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_E15ScaleAccumulate = comdat any

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSZZN5TwoMM13first_productERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_E13ScaledProduct(i64 noundef %0, i64 noundef %1, i64 noundef %2, ptr addrspace(1) noundef align 4 %3, ptr noundef byval(%"class.sycl::_V1::range") align 8 %4, ptr noundef byval(%"class.sycl::_V1::id") align 8 %5, float noundef %6, ptr addrspace(1) noundef readonly align 4 %7, ptr noundef byval(%"class.sycl::_V1::range") align 8 %8, ptr noundef byval(%"class.sycl::_V1::id") align 8 %9, ptr addrspace(1) noundef readonly align 4 %10, ptr noundef byval(%"class.sycl::_V1::range") align 8 %11, ptr noundef byval(%"class.sycl::_V1::id") align 8 %12) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !10 !kernel_arg_exclusive_ptr !10 !sycl_fixed_targets !11 !sycl_kernel_omit_args !12 {
  %14 = getelementptr inbounds i64, ptr %8, i64 1
  %15 = load i64, ptr %14, align 8
  %16 = load i64, ptr %9, align 8
  %17 = getelementptr inbounds i64, ptr %9, i64 1
  %18 = load i64, ptr %17, align 8
  %19 = mul i64 %16, %15
  %20 = getelementptr float, ptr addrspace(1) %7, i64 %18
  %21 = getelementptr float, ptr addrspace(1) %20, i64 %19
  %22 = getelementptr inbounds i64, ptr %11, i64 1
  %23 = load i64, ptr %22, align 8
  %24 = load i64, ptr %12, align 8
  %25 = getelementptr inbounds i64, ptr %12, i64 1
  %26 = load i64, ptr %25, align 8
  %27 = mul i64 %24, %23
  %28 = getelementptr float, ptr addrspace(1) %10, i64 %26
  %29 = getelementptr float, ptr addrspace(1) %28, i64 %27
  %30 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 1) #4
  %31 = icmp ult i64 %30, 2147483648
  tail call void @llvm.assume(i1 %31)
  %32 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %33 = icmp ult i64 %32, 2147483648
  tail call void @llvm.assume(i1 %33)
  %34 = icmp ult i64 %30, %0
  %35 = icmp ult i64 %32, %1
  %36 = and i1 %34, %35
  br i1 %36, label %37, label %66

37:                                               ; preds = %13
  %38 = getelementptr inbounds i64, ptr %5, i64 1
  %39 = load i64, ptr %38, align 8
  %40 = getelementptr float, ptr addrspace(1) %3, i64 %39
  %41 = getelementptr inbounds i64, ptr %4, i64 1
  %42 = load i64, ptr %41, align 8
  %43 = load i64, ptr %5, align 8
  %44 = mul i64 %43, %42
  %45 = getelementptr float, ptr addrspace(1) %40, i64 %44
  %46 = mul i64 %42, %30
  %47 = getelementptr float, ptr addrspace(1) %45, i64 %32
  %48 = getelementptr float, ptr addrspace(1) %47, i64 %46
  store float 0.000000e+00, ptr addrspace(1) %48, align 4, !tbaa !13
  %49 = icmp eq i64 %2, 0
  br i1 %49, label %66, label %50

50:                                               ; preds = %37
  %51 = mul i64 %30, %15
  %52 = getelementptr float, ptr addrspace(1) %21, i64 %51
  %53 = getelementptr float, ptr addrspace(1) %29, i64 %32
  br label %54

54:                                               ; preds = %54, %50
  %55 = phi float [ 0.000000e+00, %50 ], [ %63, %54 ]
  %56 = phi i64 [ 0, %50 ], [ %64, %54 ]
  %57 = getelementptr float, ptr addrspace(1) %52, i64 %56
  %58 = load float, ptr addrspace(1) %57, align 4, !tbaa !13
  %59 = fmul float %6, %58
  %60 = mul i64 %56, %23
  %61 = getelementptr float, ptr addrspace(1) %53, i64 %60
  %62 = load float, ptr addrspace(1) %61, align 4, !tbaa !13
  %63 = tail call float @llvm.fmuladd.f32(float %59, float %62, float %55)
  store float %63, ptr addrspace(1) %48, align 4, !tbaa !13
  %64 = add nuw i64 %56, 1
  %65 = icmp eq i64 %64, %2
  br i1 %65, label %66, label %54, !llvm.loop !15

66:                                               ; preds = %54, %37, %13
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
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperIZZN5TwoMM14second_productERNS0_5queueEENKUlRNS0_7handlerEE_clES7_E15ScaleAccumulateEE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, i64 noundef %1, ptr addrspace(1) noundef align 4 %2, ptr noundef byval(%"class.sycl::_V1::range") align 8 %3, ptr noundef byval(%"class.sycl::_V1::id") align 8 %4, float noundef %5, ptr addrspace(1) noundef readonly align 4 %6, ptr noundef byval(%"class.sycl::_V1::range") align 8 %7, ptr noundef byval(%"class.sycl::_V1::id") align 8 %8, ptr addrspace(1) noundef readonly align 4 %9, ptr noundef byval(%"class.sycl::_V1::range") align 8 %10, ptr noundef byval(%"class.sycl::_V1::id") align 8 %11) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !17 !kernel_arg_exclusive_ptr !17 !sycl_fixed_targets !11 !sycl_kernel_omit_args !18 {
  %13 = load i64, ptr %0, align 8
  %14 = getelementptr inbounds i64, ptr %0, i64 1
  %15 = load i64, ptr %14, align 8
  %16 = getelementptr inbounds i64, ptr %3, i64 1
  %17 = load i64, ptr %16, align 8
  %18 = load i64, ptr %4, align 8
  %19 = getelementptr inbounds i64, ptr %4, i64 1
  %20 = load i64, ptr %19, align 8
  %21 = mul i64 %18, %17
  %22 = getelementptr float, ptr addrspace(1) %2, i64 %20
  %23 = getelementptr float, ptr addrspace(1) %22, i64 %21
  %24 = getelementptr inbounds i64, ptr %7, i64 1
  %25 = load i64, ptr %24, align 8
  %26 = load i64, ptr %8, align 8
  %27 = getelementptr inbounds i64, ptr %8, i64 1
  %28 = load i64, ptr %27, align 8
  %29 = mul i64 %26, %25
  %30 = getelementptr float, ptr addrspace(1) %6, i64 %28
  %31 = getelementptr float, ptr addrspace(1) %30, i64 %29
  %32 = getelementptr inbounds i64, ptr %10, i64 1
  %33 = load i64, ptr %32, align 8
  %34 = load i64, ptr %11, align 8
  %35 = getelementptr inbounds i64, ptr %11, i64 1
  %36 = load i64, ptr %35, align 8
  %37 = mul i64 %34, %33
  %38 = getelementptr float, ptr addrspace(1) %9, i64 %36
  %39 = getelementptr float, ptr addrspace(1) %38, i64 %37
  %40 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 1) #4
  %41 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %42 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 1) #4
  %43 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #4
  %44 = icmp uge i64 %40, %13
  %45 = icmp uge i64 %41, %15
  %46 = select i1 %45, i1 true, i1 %44
  br i1 %46, label %79, label %47

47:                                               ; preds = %12
  %48 = icmp eq i64 %1, 0
  br label %49

49:                                               ; preds = %76, %47
  %50 = phi i64 [ %77, %76 ], [ %41, %47 ]
  %51 = getelementptr float, ptr addrspace(1) %23, i64 %50
  %52 = getelementptr float, ptr addrspace(1) %39, i64 %50
  br label %53

53:                                               ; preds = %73, %49
  %54 = phi i64 [ %40, %49 ], [ %74, %73 ]
  %55 = mul i64 %54, %17
  %56 = getelementptr float, ptr addrspace(1) %51, i64 %55
  %57 = load float, ptr addrspace(1) %56, align 4, !tbaa !13
  %58 = fmul float %5, %57
  store float %58, ptr addrspace(1) %56, align 4, !tbaa !13
  br i1 %48, label %73, label %59

59:                                               ; preds = %53
  %60 = mul i64 %54, %25
  %61 = getelementptr float, ptr addrspace(1) %31, i64 %60
  br label %62

62:                                               ; preds = %62, %59
  %63 = phi float [ %70, %62 ], [ %58, %59 ]
  %64 = phi i64 [ %71, %62 ], [ 0, %59 ]
  %65 = getelementptr float, ptr addrspace(1) %61, i64 %64
  %66 = load float, ptr addrspace(1) %65, align 4, !tbaa !13
  %67 = mul i64 %64, %33
  %68 = getelementptr float, ptr addrspace(1) %52, i64 %67
  %69 = load float, ptr addrspace(1) %68, align 4, !tbaa !13
  %70 = tail call float @llvm.fmuladd.f32(float %66, float %69, float %63)
  store float %70, ptr addrspace(1) %56, align 4, !tbaa !13
  %71 = add nuw i64 %64, 1
  %72 = icmp eq i64 %71, %1
  br i1 %72, label %73, label %62, !llvm.loop !19

73:                                               ; preds = %62, %53
  %74 = add i64 %54, %42
  %75 = icmp ult i64 %74, %13
  br i1 %75, label %53, label %76

76:                                               ; preds = %73
  %77 = add i64 %50, %43
  %78 = icmp ult i64 %77, %15
  br i1 %78, label %49, label %79, !llvm.loop !20

79:                                               ; preds = %76, %12
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSZZN5TwoMM14second_productERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_E15ScaleAccumulate(i64 noundef %0, ptr addrspace(1) noundef align 4 %1, ptr noundef byval(%"class.sycl::_V1::range") align 8 %2, ptr noundef byval(%"class.sycl::_V1::id") align 8 %3, float noundef %4, ptr addrspace(1) noundef readonly align 4 %5, ptr noundef byval(%"class.sycl::_V1::range") align 8 %6, ptr noundef byval(%"class.sycl::_V1::id") align 8 %7, ptr addrspace(1) noundef readonly align 4 %8, ptr noundef byval(%"class.sycl::_V1::range") align 8 %9, ptr noundef byval(%"class.sycl::_V1::id") align 8 %10) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !21 !kernel_arg_exclusive_ptr !21 !sycl_fixed_targets !11 !sycl_kernel_omit_args !22 {
  %12 = getelementptr inbounds i64, ptr %2, i64 1
  %13 = load i64, ptr %12, align 8
  %14 = load i64, ptr %3, align 8
  %15 = getelementptr inbounds i64, ptr %3, i64 1
  %16 = load i64, ptr %15, align 8
  %17 = mul i64 %14, %13
  %18 = getelementptr float, ptr addrspace(1) %1, i64 %16
  %19 = getelementptr float, ptr addrspace(1) %18, i64 %17
  %20 = getelementptr inbounds i64, ptr %6, i64 1
  %21 = load i64, ptr %20, align 8
  %22 = load i64, ptr %7, align 8
  %23 = getelementptr inbounds i64, ptr %7, i64 1
  %24 = load i64, ptr %23, align 8
  %25 = getelementptr inbounds i64, ptr %9, i64 1
  %26 = load i64, ptr %25, align 8
  %27 = load i64, ptr %10, align 8
  %28 = getelementptr inbounds i64, ptr %10, i64 1
  %29 = load i64, ptr %28, align 8
  %30 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 1) #4
  %31 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %32 = icmp ult i64 %30, 2147483648
  tail call void @llvm.assume(i1 %32)
  %33 = icmp ult i64 %31, 2147483648
  tail call void @llvm.assume(i1 %33)
  %34 = mul i64 %30, %13
  %35 = getelementptr float, ptr addrspace(1) %19, i64 %31
  %36 = getelementptr float, ptr addrspace(1) %35, i64 %34
  %37 = load float, ptr addrspace(1) %36, align 4, !tbaa !13
  %38 = fmul float %4, %37
  store float %38, ptr addrspace(1) %36, align 4, !tbaa !13
  %39 = icmp eq i64 %0, 0
  br i1 %39, label %61, label %40

40:                                               ; preds = %11
  %41 = getelementptr float, ptr addrspace(1) %8, i64 %29
  %42 = mul i64 %27, %26
  %43 = getelementptr float, ptr addrspace(1) %41, i64 %42
  %44 = getelementptr float, ptr addrspace(1) %5, i64 %24
  %45 = mul i64 %22, %21
  %46 = getelementptr float, ptr addrspace(1) %44, i64 %45
  %47 = mul i64 %30, %21
  %48 = getelementptr float, ptr addrspace(1) %46, i64 %47
  %49 = getelementptr float, ptr addrspace(1) %43, i64 %31
  br label %50

50:                                               ; preds = %50, %40
  %51 = phi float [ %38, %40 ], [ %58, %50 ]
  %52 = phi i64 [ 0, %40 ], [ %59, %50 ]
  %53 = getelementptr float, ptr addrspace(1) %48, i64 %52
  %54 = load float, ptr addrspace(1) %53, align 4, !tbaa !13
  %55 = mul i64 %52, %26
  %56 = getelementptr float, ptr addrspace(1) %49, i64 %55
  %57 = load float, ptr addrspace(1) %56, align 4, !tbaa !13
  %58 = tail call float @llvm.fmuladd.f32(float %54, float %57, float %51)
  store float %58, ptr addrspace(1) %36, align 4, !tbaa !13
  %59 = add nuw i64 %52, 1
  %60 = icmp eq i64 %59, %0
  br i1 %60, label %61, label %50, !llvm.loop !19

61:                                               ; preds = %50, %11
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
!10 = !{i1 false, i1 false, i1 false, i1 true, i1 false, i1 false, i1 false, i1 true, i1 false, i1 false, i1 true, i1 false, i1 false}
!11 = !{}
!12 = !{i1 false, i1 false, i1 false, i1 false, i1 true, i1 false, i1 false, i1 false, i1 false, i1 true, i1 false, i1 false, i1 false, i1 true, i1 false, i1 false}
!13 = !{!14, !14, i64 0}
!14 = !{!"float", !8, i64 0}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = !{i1 false, i1 false, i1 true, i1 false, i1 false, i1 false, i1 true, i1 false, i1 false, i1 true, i1 false, i1 false}
!18 = !{i1 false, i1 false, i1 false, i1 true, i1 false, i1 false, i1 false, i1 false, i1 true, i1 false, i1 false, i1 false, i1 true, i1 false, i1 false}
!19 = distinct !{!19, !16}
!20 = distinct !{!20, !16}
!21 = !{i1 false, i1 true, i1 false, i1 false, i1 false, i1 true, i1 false, i1 false, i1 true, i1 false, i1 false}
!22 = !{i1 false, i1 false, i1 true, i1 false, i1 false, i1 false, i1 false, i1 true, i1 false, i1 false, i1 false, i1 true, i1 false, i1 false}
