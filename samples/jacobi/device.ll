source_filename = "rtc_0.cpp"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [2 x i64] }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array" }

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI10JacobiStepEE = comdat any

$_ZTS10JacobiStep = comdat any

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI10JacobiStepEE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, ptr addrspace(1) noundef align 4 %1, ptr noundef byval(%"class.sycl::_V1::range") align 8 %2, ptr noundef byval(%"class.sycl::_V1::id") align 8 %3, ptr addrspace(1) noundef readonly align 4 %4, ptr noundef byval(%"class.sycl::_V1::range") align 8 %5, ptr noundef byval(%"class.sycl::_V1::id") align 8 %6, float noundef %7) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !10 !kernel_arg_exclusive_ptr !10 !sycl_fixed_targets !11 !sycl_kernel_omit_args !12 {
  %9 = load i64, ptr %0, align 8
  %10 = getelementptr inbounds i64, ptr %0, i64 1
  %11 = load i64, ptr %10, align 8
  %12 = getelementptr inbounds i64, ptr %2, i64 1
  %13 = load i64, ptr %12, align 8
  %14 = load i64, ptr %3, align 8
  %15 = getelementptr inbounds i64, ptr %3, i64 1
  %16 = load i64, ptr %15, align 8
  %17 = mul i64 %14, %13
  %18 = getelementptr float, ptr addrspace(1) %1, i64 %16
  %19 = getelementptr float, ptr addrspace(1) %18, i64 %17
  %20 = getelementptr inbounds i64, ptr %5, i64 1
  %21 = load i64, ptr %20, align 8
  %22 = load i64, ptr %6, align 8
  %23 = getelementptr inbounds i64, ptr %6, i64 1
  %24 = load i64, ptr %23, align 8
  %25 = mul i64 %22, %21
  %26 = getelementptr float, ptr addrspace(1) %4, i64 %24
  %27 = getelementptr float, ptr addrspace(1) %26, i64 %25
  %28 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 1) #3
  %29 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #3
  %30 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 1) #3
  %31 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #3
  %32 = icmp ult i64 %28, %9
  %33 = icmp ult i64 %29, %11
  %34 = select i1 %33, i1 %32, i1 false
  br i1 %34, label %35, label %81

35:                                               ; preds = %78, %8
  %36 = phi i64 [ %79, %78 ], [ %29, %8 ]
  %37 = icmp eq i64 %36, 0
  %38 = icmp eq i64 %36, 63
  %39 = getelementptr float, ptr addrspace(1) %19, i64 %36
  %40 = getelementptr float, ptr addrspace(1) %27, i64 %36
  %41 = getelementptr float, ptr addrspace(1) %40, i64 -1
  %42 = getelementptr float, ptr addrspace(1) %40, i64 1
  br label %43

43:                                               ; preds = %72, %35
  %44 = phi i64 [ %28, %35 ], [ %76, %72 ]
  %45 = icmp eq i64 %44, 0
  %46 = or i1 %45, %37
  %47 = icmp eq i64 %44, 63
  %48 = or i1 %46, %47
  %49 = or i1 %48, %38
  br i1 %49, label %50, label %54

50:                                               ; preds = %43
  %51 = mul i64 %44, %21
  %52 = getelementptr float, ptr addrspace(1) %40, i64 %51
  %53 = load float, ptr addrspace(1) %52, align 4, !tbaa !13
  br label %72

54:                                               ; preds = %43
  %55 = add nsw i64 %44, -1
  %56 = mul i64 %55, %21
  %57 = getelementptr float, ptr addrspace(1) %40, i64 %56
  %58 = load float, ptr addrspace(1) %57, align 4, !tbaa !13
  %59 = add nuw nsw i64 %44, 1
  %60 = mul i64 %59, %21
  %61 = getelementptr float, ptr addrspace(1) %40, i64 %60
  %62 = load float, ptr addrspace(1) %61, align 4, !tbaa !13
  %63 = fadd float %58, %62
  %64 = mul i64 %44, %21
  %65 = getelementptr float, ptr addrspace(1) %41, i64 %64
  %66 = load float, ptr addrspace(1) %65, align 4, !tbaa !13
  %67 = fadd float %63, %66
  %68 = getelementptr float, ptr addrspace(1) %42, i64 %64
  %69 = load float, ptr addrspace(1) %68, align 4, !tbaa !13
  %70 = fadd float %67, %69
  %71 = fmul float %7, %70
  br label %72

72:                                               ; preds = %54, %50
  %73 = phi float [ %53, %50 ], [ %71, %54 ]
  %74 = mul i64 %44, %13
  %75 = getelementptr float, ptr addrspace(1) %39, i64 %74
  store float %73, ptr addrspace(1) %75, align 4, !tbaa !13
  %76 = add i64 %44, %30
  %77 = icmp ult i64 %76, %9
  br i1 %77, label %43, label %78

78:                                               ; preds = %72
  %79 = add i64 %36, %31
  %80 = icmp ult i64 %79, %11
  br i1 %80, label %35, label %81, !llvm.loop !15

81:                                               ; preds = %78, %8
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS10JacobiStep(ptr addrspace(1) noundef align 4 %0, ptr noundef byval(%"class.sycl::_V1::range") align 8 %1, ptr noundef byval(%"class.sycl::_V1::id") align 8 %2, ptr addrspace(1) noundef readonly align 4 %3, ptr noundef byval(%"class.sycl::_V1::range") align 8 %4, ptr noundef byval(%"class.sycl::_V1::id") align 8 %5, float noundef %6) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !17 !kernel_arg_exclusive_ptr !17 !sycl_fixed_targets !11 !sycl_kernel_omit_args !18 {
  %8 = getelementptr inbounds i64, ptr %1, i64 1
  %9 = load i64, ptr %8, align 8
  %10 = load i64, ptr %2, align 8
  %11 = getelementptr inbounds i64, ptr %2, i64 1
  %12 = load i64, ptr %11, align 8
  %13 = getelementptr inbounds i64, ptr %4, i64 1
  %14 = load i64, ptr %13, align 8
  %15 = load i64, ptr %5, align 8
  %16 = getelementptr inbounds i64, ptr %5, i64 1
  %17 = load i64, ptr %16, align 8
  %18 = mul i64 %15, %14
  %19 = getelementptr float, ptr addrspace(1) %3, i64 %17
  %20 = getelementptr float, ptr addrspace(1) %19, i64 %18
  %21 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 1) #3
  %22 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #3
  %23 = icmp ult i64 %21, 2147483648
  tail call void @llvm.assume(i1 %23)
  %24 = icmp ult i64 %22, 2147483648
  tail call void @llvm.assume(i1 %24)
  %25 = icmp eq i64 %21, 0
  %26 = icmp eq i64 %22, 0
  %27 = or i1 %25, %26
  %28 = icmp eq i64 %21, 63
  %29 = or i1 %27, %28
  %30 = icmp eq i64 %22, 63
  %31 = or i1 %29, %30
  br i1 %31, label %32, label %37

32:                                               ; preds = %7
  %33 = mul i64 %21, %14
  %34 = getelementptr float, ptr addrspace(1) %20, i64 %22
  %35 = getelementptr float, ptr addrspace(1) %34, i64 %33
  %36 = load float, ptr addrspace(1) %35, align 4, !tbaa !13
  br label %58

37:                                               ; preds = %7
  %38 = add nsw i64 %21, -1
  %39 = mul i64 %38, %14
  %40 = getelementptr float, ptr addrspace(1) %20, i64 %22
  %41 = getelementptr float, ptr addrspace(1) %40, i64 %39
  %42 = load float, ptr addrspace(1) %41, align 4, !tbaa !13
  %43 = add nuw nsw i64 %21, 1
  %44 = mul i64 %43, %14
  %45 = getelementptr float, ptr addrspace(1) %40, i64 %44
  %46 = load float, ptr addrspace(1) %45, align 4, !tbaa !13
  %47 = fadd float %42, %46
  %48 = mul i64 %21, %14
  %49 = getelementptr float, ptr addrspace(1) %40, i64 -1
  %50 = getelementptr float, ptr addrspace(1) %49, i64 %48
  %51 = load float, ptr addrspace(1) %50, align 4, !tbaa !13
  %52 = fadd float %47, %51
  %53 = getelementptr float, ptr addrspace(1) %40, i64 1
  %54 = getelementptr float, ptr addrspace(1) %53, i64 %48
  %55 = load float, ptr addrspace(1) %54, align 4, !tbaa !13
  %56 = fadd float %52, %55
  %57 = fmul float %6, %56
  br label %58

58:                                               ; preds = %37, %32
  %59 = phi float [ %36, %32 ], [ %57, %37 ]
  %60 = getelementptr float, ptr addrspace(1) %0, i64 %12
  %61 = mul i64 %10, %9
  %62 = getelementptr float, ptr addrspace(1) %60, i64 %61
  %63 = mul i64 %21, %9
  %64 = getelementptr float, ptr addrspace(1) %62, i64 %22
  %65 = getelementptr float, ptr addrspace(1) %64, i64 %63
  store float %59, ptr addrspace(1) %65, align 4, !tbaa !13
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
!10 = !{i1 false, i1 true, i1 false, i1 false, i1 true, i1 false, i1 false, i1 false}
!11 = !{}
!12 = !{i1 false, i1 false, i1 true, i1 false, i1 false, i1 false, i1 true, i1 false, i1 false, i1 false}
!13 = !{!14, !14, i64 0}
!14 = !{!"float", !8, i64 0}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = !{i1 true, i1 false, i1 false, i1 true, i1 false, i1 false, i1 false}
!18 = !{i1 false, i1 true, i1 false, i1 false, i1 false, i1 true, i1 false, i1 false, i1 false}
