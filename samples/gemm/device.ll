source_filename = "rtc_0.cpp"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [2 x i64] }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array" }

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI4GemmEE = comdat any

$_ZTS4Gemm = comdat any

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI4GemmEE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, ptr addrspace(1) noundef readonly align 4 %1, ptr noundef byval(%"class.sycl::_V1::range") align 8 %2, ptr noundef byval(%"class.sycl::_V1::range") align 8 %3, ptr noundef byval(%"class.sycl::_V1::id") align 8 %4, ptr addrspace(1) noundef readonly align 4 %5, ptr noundef byval(%"class.sycl::_V1::range") align 8 %6, ptr noundef byval(%"class.sycl::_V1::id") align 8 %7, ptr addrspace(1) noundef align 4 %8, ptr noundef byval(%"class.sycl::_V1::range") align 8 %9, ptr noundef byval(%"class.sycl::_V1::id") align 8 %10, float noundef %11) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !10 !kernel_arg_exclusive_ptr !10 !sycl_fixed_targets !11 !sycl_kernel_omit_args !12 {
  %13 = load i64, ptr %0, align 8
  %14 = getelementptr inbounds i64, ptr %0, i64 1
  %15 = load i64, ptr %14, align 8
  %16 = getelementptr inbounds i64, ptr %2, i64 1
  %17 = load i64, ptr %16, align 8
  %18 = getelementptr inbounds i64, ptr %3, i64 1
  %19 = load i64, ptr %18, align 8
  %20 = load i64, ptr %4, align 8
  %21 = getelementptr inbounds i64, ptr %4, i64 1
  %22 = load i64, ptr %21, align 8
  %23 = mul i64 %20, %19
  %24 = getelementptr float, ptr addrspace(1) %1, i64 %22
  %25 = getelementptr float, ptr addrspace(1) %24, i64 %23
  %26 = getelementptr inbounds i64, ptr %6, i64 1
  %27 = load i64, ptr %26, align 8
  %28 = load i64, ptr %7, align 8
  %29 = getelementptr inbounds i64, ptr %7, i64 1
  %30 = load i64, ptr %29, align 8
  %31 = mul i64 %28, %27
  %32 = getelementptr float, ptr addrspace(1) %5, i64 %30
  %33 = getelementptr float, ptr addrspace(1) %32, i64 %31
  %34 = getelementptr inbounds i64, ptr %9, i64 1
  %35 = load i64, ptr %34, align 8
  %36 = load i64, ptr %10, align 8
  %37 = getelementptr inbounds i64, ptr %10, i64 1
  %38 = load i64, ptr %37, align 8
  %39 = mul i64 %36, %35
  %40 = getelementptr float, ptr addrspace(1) %8, i64 %38
  %41 = getelementptr float, ptr addrspace(1) %40, i64 %39
  %42 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 1) #4
  %43 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %44 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 1) #4
  %45 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #4
  %46 = icmp uge i64 %42, %13
  %47 = icmp uge i64 %43, %15
  %48 = select i1 %47, i1 true, i1 %46
  br i1 %48, label %81, label %49

49:                                               ; preds = %12
  %50 = icmp eq i64 %17, 0
  br label %51

51:                                               ; preds = %78, %49
  %52 = phi i64 [ %79, %78 ], [ %43, %49 ]
  %53 = getelementptr float, ptr addrspace(1) %41, i64 %52
  %54 = getelementptr float, ptr addrspace(1) %33, i64 %52
  br label %55

55:                                               ; preds = %71, %51
  %56 = phi i64 [ %42, %51 ], [ %76, %71 ]
  br i1 %50, label %71, label %57

57:                                               ; preds = %55
  %58 = mul i64 %56, %19
  %59 = getelementptr float, ptr addrspace(1) %25, i64 %58
  br label %60

60:                                               ; preds = %60, %57
  %61 = phi i64 [ 0, %57 ], [ %69, %60 ]
  %62 = phi float [ 0.000000e+00, %57 ], [ %68, %60 ]
  %63 = getelementptr float, ptr addrspace(1) %59, i64 %61
  %64 = load float, ptr addrspace(1) %63, align 4, !tbaa !13
  %65 = mul i64 %61, %27
  %66 = getelementptr float, ptr addrspace(1) %54, i64 %65
  %67 = load float, ptr addrspace(1) %66, align 4, !tbaa !13
  %68 = tail call float @llvm.fmuladd.f32(float %64, float %67, float %62)
  %69 = add nuw i64 %61, 1
  %70 = icmp eq i64 %69, %17
  br i1 %70, label %71, label %60, !llvm.loop !15

71:                                               ; preds = %60, %55
  %72 = phi float [ 0.000000e+00, %55 ], [ %68, %60 ]
  %73 = fmul float %11, %72
  %74 = mul i64 %56, %35
  %75 = getelementptr float, ptr addrspace(1) %53, i64 %74
  store float %73, ptr addrspace(1) %75, align 4, !tbaa !13
  %76 = add i64 %56, %44
  %77 = icmp ult i64 %76, %13
  br i1 %77, label %55, label %78

78:                                               ; preds = %71
  %79 = add i64 %52, %45
  %80 = icmp ult i64 %79, %15
  br i1 %80, label %51, label %81, !llvm.loop !17

81:                                               ; preds = %78, %12
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
define weak_odr dso_local spir_kernel void @_ZTS4Gemm(ptr addrspace(1) noundef readonly align 4 %0, ptr noundef byval(%"class.sycl::_V1::range") align 8 %1, ptr noundef byval(%"class.sycl::_V1::range") align 8 %2, ptr noundef byval(%"class.sycl::_V1::id") align 8 %3, ptr addrspace(1) noundef readonly align 4 %4, ptr noundef byval(%"class.sycl::_V1::range") align 8 %5, ptr noundef byval(%"class.sycl::_V1::id") align 8 %6, ptr addrspace(1) noundef align 4 %7, ptr noundef byval(%"class.sycl::_V1::range") align 8 %8, ptr noundef byval(%"class.sycl::_V1::id") align 8 %9, float noundef %10) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !18 !kernel_arg_exclusive_ptr !18 !sycl_fixed_targets !11 !sycl_kernel_omit_args !19 {
  %12 = getelementptr inbounds i64, ptr %1, i64 1
  %13 = load i64, ptr %12, align 8
  %14 = getelementptr inbounds i64, ptr %5, i64 1
  %15 = load i64, ptr %14, align 8
  %16 = getelementptr inbounds i64, ptr %8, i64 1
  %17 = load i64, ptr %16, align 8
  %18 = load i64, ptr %9, align 8
  %19 = getelementptr inbounds i64, ptr %9, i64 1
  %20 = load i64, ptr %19, align 8
  %21 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 1) #4
  %22 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %23 = icmp ult i64 %21, 2147483648
  tail call void @llvm.assume(i1 %23)
  %24 = icmp ult i64 %22, 2147483648
  tail call void @llvm.assume(i1 %24)
  %25 = icmp eq i64 %13, 0
  br i1 %25, label %55, label %26

26:                                               ; preds = %11
  %27 = getelementptr inbounds i64, ptr %6, i64 1
  %28 = load i64, ptr %27, align 8
  %29 = getelementptr float, ptr addrspace(1) %4, i64 %28
  %30 = load i64, ptr %6, align 8
  %31 = mul i64 %30, %15
  %32 = getelementptr float, ptr addrspace(1) %29, i64 %31
  %33 = getelementptr inbounds i64, ptr %3, i64 1
  %34 = load i64, ptr %33, align 8
  %35 = getelementptr float, ptr addrspace(1) %0, i64 %34
  %36 = load i64, ptr %3, align 8
  %37 = getelementptr inbounds i64, ptr %2, i64 1
  %38 = load i64, ptr %37, align 8
  %39 = mul i64 %36, %38
  %40 = getelementptr float, ptr addrspace(1) %35, i64 %39
  %41 = mul i64 %21, %38
  %42 = getelementptr float, ptr addrspace(1) %40, i64 %41
  %43 = getelementptr float, ptr addrspace(1) %32, i64 %22
  br label %44

44:                                               ; preds = %44, %26
  %45 = phi i64 [ 0, %26 ], [ %53, %44 ]
  %46 = phi float [ 0.000000e+00, %26 ], [ %52, %44 ]
  %47 = getelementptr float, ptr addrspace(1) %42, i64 %45
  %48 = load float, ptr addrspace(1) %47, align 4, !tbaa !13
  %49 = mul i64 %45, %15
  %50 = getelementptr float, ptr addrspace(1) %43, i64 %49
  %51 = load float, ptr addrspace(1) %50, align 4, !tbaa !13
  %52 = tail call float @llvm.fmuladd.f32(float %48, float %51, float %46)
  %53 = add nuw i64 %45, 1
  %54 = icmp eq i64 %53, %13
  br i1 %54, label %55, label %44, !llvm.loop !15

55:                                               ; preds = %44, %11
  %56 = phi float [ 0.000000e+00, %11 ], [ %52, %44 ]
  %57 = getelementptr float, ptr addrspace(1) %7, i64 %20
  %58 = mul i64 %18, %17
  %59 = getelementptr float, ptr addrspace(1) %57, i64 %58
  %60 = fmul float %10, %56
  %61 = mul i64 %21, %17
  %62 = getelementptr float, ptr addrspace(1) %59, i64 %22
  %63 = getelementptr float, ptr addrspace(1) %62, i64 %61
  store float %60, ptr addrspace(1) %63, align 4, !tbaa !13
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
!10 = !{i1 false, i1 true, i1 false, i1 false, i1 false, i1 true, i1 false, i1 false, i1 true, i1 false, i1 false, i1 false}
!11 = !{}
!12 = !{i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 true, i1 false, i1 false, i1 false, i1 true, i1 false, i1 false, i1 false}
!13 = !{!14, !14, i64 0}
!14 = !{!"float", !8, i64 0}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = distinct !{!17, !16}
!18 = !{i1 true, i1 false, i1 false, i1 false, i1 true, i1 false, i1 false, i1 true, i1 false, i1 false, i1 false}
!19 = !{i1 false, i1 false, i1 false, i1 false, i1 false, i1 true, i1 false, i1 false, i1 false, i1 true, i1 false, i1 false, i1 false}
