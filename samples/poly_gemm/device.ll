source_filename = "rtc_0.cpp"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [2 x i64] }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array" }

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperIZZN9GemmRange11submit_gemmERNS0_5queueEENKUlRNS0_7handlerEE_clES7_E15GemmRangeKernelEE = comdat any

$_ZTSZZN9GemmRange11submit_gemmERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_E15GemmRangeKernel = comdat any

$_ZTSZZN11GemmNdRange11submit_gemmERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_E17GemmNdRangeKernel = comdat any

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperIZZN9GemmRange11submit_gemmERNS0_5queueEENKUlRNS0_7handlerEE_clES7_E15GemmRangeKernelEE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, i64 noundef %1, ptr addrspace(1) noundef readonly align 4 %2, ptr noundef byval(%"class.sycl::_V1::range") align 8 %3, ptr noundef byval(%"class.sycl::_V1::id") align 8 %4, ptr addrspace(1) noundef readonly align 4 %5, ptr noundef byval(%"class.sycl::_V1::range") align 8 %6, ptr noundef byval(%"class.sycl::_V1::id") align 8 %7, ptr addrspace(1) noundef align 4 %8, ptr noundef byval(%"class.sycl::_V1::range") align 8 %9, ptr noundef byval(%"class.sycl::_V1::id") align 8 %10, float noundef %11, float noundef %12) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !10 !kernel_arg_exclusive_ptr !10 !sycl_fixed_targets !11 !sycl_kernel_omit_args !12 {
  %14 = load i64, ptr %0, align 8
  %15 = getelementptr inbounds i64, ptr %0, i64 1
  %16 = load i64, ptr %15, align 8
  %17 = getelementptr inbounds i64, ptr %3, i64 1
  %18 = load i64, ptr %17, align 8
  %19 = load i64, ptr %4, align 8
  %20 = getelementptr inbounds i64, ptr %4, i64 1
  %21 = load i64, ptr %20, align 8
  %22 = mul i64 %19, %18
  %23 = getelementptr float, ptr addrspace(1) %2, i64 %21
  %24 = getelementptr float, ptr addrspace(1) %23, i64 %22
  %25 = getelementptr inbounds i64, ptr %6, i64 1
  %26 = load i64, ptr %25, align 8
  %27 = load i64, ptr %7, align 8
  %28 = getelementptr inbounds i64, ptr %7, i64 1
  %29 = load i64, ptr %28, align 8
  %30 = mul i64 %27, %26
  %31 = getelementptr float, ptr addrspace(1) %5, i64 %29
  %32 = getelementptr float, ptr addrspace(1) %31, i64 %30
  %33 = getelementptr inbounds i64, ptr %9, i64 1
  %34 = load i64, ptr %33, align 8
  %35 = load i64, ptr %10, align 8
  %36 = getelementptr inbounds i64, ptr %10, i64 1
  %37 = load i64, ptr %36, align 8
  %38 = mul i64 %35, %34
  %39 = getelementptr float, ptr addrspace(1) %8, i64 %37
  %40 = getelementptr float, ptr addrspace(1) %39, i64 %38
  %41 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 1) #4
  %42 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %43 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 1) #4
  %44 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #4
  %45 = icmp uge i64 %41, %14
  %46 = icmp uge i64 %42, %16
  %47 = select i1 %46, i1 true, i1 %45
  br i1 %47, label %82, label %48

48:                                               ; preds = %13
  %49 = icmp eq i64 %1, 0
  br label %50

50:                                               ; preds = %79, %48
  %51 = phi i64 [ %80, %79 ], [ %42, %48 ]
  %52 = getelementptr float, ptr addrspace(1) %40, i64 %51
  %53 = getelementptr float, ptr addrspace(1) %32, i64 %51
  br label %54

54:                                               ; preds = %70, %50
  %55 = phi i64 [ %41, %50 ], [ %77, %70 ]
  br i1 %49, label %70, label %56

56:                                               ; preds = %54
  %57 = mul i64 %55, %18
  %58 = getelementptr float, ptr addrspace(1) %24, i64 %57
  br label %59

59:                                               ; preds = %59, %56
  %60 = phi i64 [ 0, %56 ], [ %68, %59 ]
  %61 = phi float [ 0.000000e+00, %56 ], [ %67, %59 ]
  %62 = getelementptr float, ptr addrspace(1) %58, i64 %60
  %63 = load float, ptr addrspace(1) %62, align 4, !tbaa !13
  %64 = mul i64 %60, %26
  %65 = getelementptr float, ptr addrspace(1) %53, i64 %64
  %66 = load float, ptr addrspace(1) %65, align 4, !tbaa !13
  %67 = tail call float @llvm.fmuladd.f32(float %63, float %66, float %61)
  %68 = add nuw i64 %60, 1
  %69 = icmp eq i64 %68, %1
  br i1 %69, label %70, label %59, !llvm.loop !15

70:                                               ; preds = %59, %54
  %71 = phi float [ 0.000000e+00, %54 ], [ %67, %59 ]
  %72 = mul i64 %55, %34
  %73 = getelementptr float, ptr addrspace(1) %52, i64 %72
  %74 = load float, ptr addrspace(1) %73, align 4, !tbaa !13
  %75 = fmul float %12, %74
  %76 = tail call float @llvm.fmuladd.f32(float %11, float %71, float %75)
  store float %76, ptr addrspace(1) %73, align 4, !tbaa !13
  %77 = add i64 %55, %43
  %78 = icmp ult i64 %77, %14
  br i1 %78, label %54, label %79

79:                                               ; preds = %70
  %80 = add i64 %51, %44
  %81 = icmp ult i64 %80, %16
  br i1 %81, label %50, label %82, !llvm.loop !17

82:                                               ; preds = %79, %13
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
define weak_odr dso_local spir_kernel void @_ZTSZZN9GemmRange11submit_gemmERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_E15GemmRangeKernel(i64 noundef %0, ptr addrspace(1) noundef readonly align 4 %1, ptr noundef byval(%"class.sycl::_V1::range") align 8 %2, ptr noundef byval(%"class.sycl::_V1::id") align 8 %3, ptr addrspace(1) noundef readonly align 4 %4, ptr noundef byval(%"class.sycl::_V1::range") align 8 %5, ptr noundef byval(%"class.sycl::_V1::id") align 8 %6, ptr addrspace(1) noundef align 4 %7, ptr noundef byval(%"class.sycl::_V1::range") align 8 %8, ptr noundef byval(%"class.sycl::_V1::id") align 8 %9, float noundef %10, float noundef %11) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !18 !kernel_arg_exclusive_ptr !18 !sycl_fixed_targets !11 !sycl_kernel_omit_args !19 {
  %13 = getelementptr inbounds i64, ptr %5, i64 1
  %14 = load i64, ptr %13, align 8
  %15 = getelementptr inbounds i64, ptr %8, i64 1
  %16 = load i64, ptr %15, align 8
  %17 = load i64, ptr %9, align 8
  %18 = getelementptr inbounds i64, ptr %9, i64 1
  %19 = load i64, ptr %18, align 8
  %20 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 1) #4
  %21 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %22 = icmp ult i64 %20, 2147483648
  tail call void @llvm.assume(i1 %22)
  %23 = icmp ult i64 %21, 2147483648
  tail call void @llvm.assume(i1 %23)
  %24 = icmp eq i64 %0, 0
  br i1 %24, label %54, label %25

25:                                               ; preds = %12
  %26 = getelementptr inbounds i64, ptr %6, i64 1
  %27 = load i64, ptr %26, align 8
  %28 = getelementptr float, ptr addrspace(1) %4, i64 %27
  %29 = load i64, ptr %6, align 8
  %30 = mul i64 %29, %14
  %31 = getelementptr float, ptr addrspace(1) %28, i64 %30
  %32 = getelementptr inbounds i64, ptr %3, i64 1
  %33 = load i64, ptr %32, align 8
  %34 = getelementptr float, ptr addrspace(1) %1, i64 %33
  %35 = load i64, ptr %3, align 8
  %36 = getelementptr inbounds i64, ptr %2, i64 1
  %37 = load i64, ptr %36, align 8
  %38 = mul i64 %35, %37
  %39 = getelementptr float, ptr addrspace(1) %34, i64 %38
  %40 = mul i64 %20, %37
  %41 = getelementptr float, ptr addrspace(1) %39, i64 %40
  %42 = getelementptr float, ptr addrspace(1) %31, i64 %21
  br label %43

43:                                               ; preds = %43, %25
  %44 = phi i64 [ 0, %25 ], [ %52, %43 ]
  %45 = phi float [ 0.000000e+00, %25 ], [ %51, %43 ]
  %46 = getelementptr float, ptr addrspace(1) %41, i64 %44
  %47 = load float, ptr addrspace(1) %46, align 4, !tbaa !13
  %48 = mul i64 %44, %14
  %49 = getelementptr float, ptr addrspace(1) %42, i64 %48
  %50 = load float, ptr addrspace(1) %49, align 4, !tbaa !13
  %51 = tail call float @llvm.fmuladd.f32(float %47, float %50, float %45)
  %52 = add nuw i64 %44, 1
  %53 = icmp eq i64 %52, %0
  br i1 %53, label %54, label %43, !llvm.loop !15

54:                                               ; preds = %43, %12
  %55 = phi float [ 0.000000e+00, %12 ], [ %51, %43 ]
  %56 = getelementptr float, ptr addrspace(1) %7, i64 %19
  %57 = mul i64 %17, %16
  %58 = getelementptr float, ptr addrspace(1) %56, i64 %57
  %59 = mul i64 %20, %16
  %60 = getelementptr float, ptr addrspace(1) %58, i64 %21
  %61 = getelementptr float, ptr addrspace(1) %60, i64 %59
  %62 = load float, ptr addrspace(1) %61, align 4, !tbaa !13
  %63 = fmul float %11, %62
  %64 = tail call float @llvm.fmuladd.f32(float %10, float %55, float %63)
  store float %64, ptr addrspace(1) %61, align 4, !tbaa !13
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSZZN11GemmNdRange11submit_gemmERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_E17GemmNdRangeKernel(i64 noundef %0, i64 noundef %1, i64 noundef %2, ptr addrspace(1) noundef align 4 %3, ptr noundef byval(%"class.sycl::_V1::range") align 8 %4, ptr noundef byval(%"class.sycl::_V1::id") align 8 %5, float noundef %6, float noundef %7, ptr addrspace(1) noundef readonly align 4 %8, ptr noundef byval(%"class.sycl::_V1::range") align 8 %9, ptr noundef byval(%"class.sycl::_V1::id") align 8 %10, ptr addrspace(1) noundef readonly align 4 %11, ptr noundef byval(%"class.sycl::_V1::range") align 8 %12, ptr noundef byval(%"class.sycl::_V1::id") align 8 %13) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !20 !kernel_arg_exclusive_ptr !20 !sycl_fixed_targets !11 !sycl_kernel_omit_args !21 {
  %15 = getelementptr inbounds i64, ptr %9, i64 1
  %16 = load i64, ptr %15, align 8
  %17 = load i64, ptr %10, align 8
  %18 = getelementptr inbounds i64, ptr %10, i64 1
  %19 = load i64, ptr %18, align 8
  %20 = mul i64 %17, %16
  %21 = getelementptr float, ptr addrspace(1) %8, i64 %19
  %22 = getelementptr float, ptr addrspace(1) %21, i64 %20
  %23 = getelementptr inbounds i64, ptr %12, i64 1
  %24 = load i64, ptr %23, align 8
  %25 = load i64, ptr %13, align 8
  %26 = getelementptr inbounds i64, ptr %13, i64 1
  %27 = load i64, ptr %26, align 8
  %28 = mul i64 %25, %24
  %29 = getelementptr float, ptr addrspace(1) %11, i64 %27
  %30 = getelementptr float, ptr addrspace(1) %29, i64 %28
  %31 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 1) #4
  %32 = icmp ult i64 %31, 2147483648
  tail call void @llvm.assume(i1 %32)
  %33 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %34 = icmp ult i64 %33, 2147483648
  tail call void @llvm.assume(i1 %34)
  %35 = icmp ult i64 %31, %0
  %36 = icmp ult i64 %33, %1
  %37 = and i1 %35, %36
  br i1 %37, label %38, label %69

38:                                               ; preds = %14
  %39 = getelementptr inbounds i64, ptr %5, i64 1
  %40 = load i64, ptr %39, align 8
  %41 = getelementptr float, ptr addrspace(1) %3, i64 %40
  %42 = getelementptr inbounds i64, ptr %4, i64 1
  %43 = load i64, ptr %42, align 8
  %44 = load i64, ptr %5, align 8
  %45 = mul i64 %44, %43
  %46 = getelementptr float, ptr addrspace(1) %41, i64 %45
  %47 = mul i64 %43, %31
  %48 = getelementptr float, ptr addrspace(1) %46, i64 %33
  %49 = getelementptr float, ptr addrspace(1) %48, i64 %47
  %50 = load float, ptr addrspace(1) %49, align 4, !tbaa !13
  %51 = fmul float %6, %50
  store float %51, ptr addrspace(1) %49, align 4, !tbaa !13
  %52 = icmp eq i64 %2, 0
  br i1 %52, label %69, label %53

53:                                               ; preds = %38
  %54 = mul i64 %31, %16
  %55 = getelementptr float, ptr addrspace(1) %22, i64 %54
  %56 = getelementptr float, ptr addrspace(1) %30, i64 %33
  br label %57

57:                                               ; preds = %57, %53
  %58 = phi float [ %51, %53 ], [ %66, %57 ]
  %59 = phi i64 [ 0, %53 ], [ %67, %57 ]
  %60 = getelementptr float, ptr addrspace(1) %55, i64 %59
  %61 = load float, ptr addrspace(1) %60, align 4, !tbaa !13
  %62 = fmul float %7, %61
  %63 = mul i64 %59, %24
  %64 = getelementptr float, ptr addrspace(1) %56, i64 %63
  %65 = load float, ptr addrspace(1) %64, align 4, !tbaa !13
  %66 = tail call float @llvm.fmuladd.f32(float %62, float %65, float %58)
  store float %66, ptr addrspace(1) %49, align 4, !tbaa !13
  %67 = add nuw i64 %59, 1
  %68 = icmp eq i64 %67, %2
  br i1 %68, label %69, label %57, !llvm.loop !22

69:                                               ; preds = %57, %38, %14
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
!10 = !{i1 false, i1 false, i1 true, i1 false, i1 false, i1 true, i1 false, i1 false, i1 true, i1 false, i1 false, i1 false, i1 false}
!11 = !{}
!12 = !{i1 false, i1 false, i1 false, i1 true, i1 false, i1 false, i1 false, i1 true, i1 false, i1 false, i1 false, i1 true, i1 false, i1 false, i1 false, i1 false}
!13 = !{!14, !14, i64 0}
!14 = !{!"float", !8, i64 0}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = distinct !{!17, !16}
!18 = !{i1 false, i1 true, i1 false, i1 false, i1 true, i1 false, i1 false, i1 true, i1 false, i1 false, i1 false, i1 false}
!19 = !{i1 false, i1 false, i1 true, i1 false, i1 false, i1 false, i1 true, i1 false, i1 false, i1 false, i1 true, i1 false, i1 false, i1 false, i1 false}
!20 = !{i1 false, i1 false, i1 false, i1 true, i1 false, i1 false, i1 false, i1 false, i1 true, i1 false, i1 false, i1 true, i1 false, i1 false}
!21 = !{i1 false, i1 false, i1 false, i1 false, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 true, i1 false, i1 false, i1 false, i1 true, i1 false, i1 false}
!22 = distinct !{!22, !16}
