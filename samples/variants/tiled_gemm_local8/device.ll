source_filename = "rtc_0.cpp"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [2 x i64] }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array" }

$_ZTS9TiledGemm = comdat any

$_ZTS8BlockSum = comdat any

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS9TiledGemm(ptr addrspace(1) noundef readonly align 4 %0, ptr noundef byval(%"class.sycl::_V1::range") align 8 %1, ptr noundef byval(%"class.sycl::_V1::range") align 8 %2, ptr noundef byval(%"class.sycl::_V1::id") align 8 %3, ptr addrspace(3) noundef align 4 %4, ptr noundef byval(%"class.sycl::_V1::range") align 8 %5, ptr addrspace(3) noundef align 4 %6, ptr noundef byval(%"class.sycl::_V1::range") align 8 %7, ptr addrspace(1) noundef readonly align 4 %8, ptr noundef byval(%"class.sycl::_V1::range") align 8 %9, ptr noundef byval(%"class.sycl::_V1::id") align 8 %10, ptr addrspace(1) noundef align 4 %11, ptr noundef byval(%"class.sycl::_V1::range") align 8 %12, ptr noundef byval(%"class.sycl::_V1::id") align 8 %13) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !10 !kernel_arg_exclusive_ptr !10 !sycl_fixed_targets !11 !sycl_kernel_omit_args !12 {
  %15 = getelementptr inbounds i64, ptr %1, i64 1
  %16 = load i64, ptr %15, align 8
  %17 = getelementptr inbounds i64, ptr %9, i64 1
  %18 = load i64, ptr %17, align 8
  %19 = getelementptr inbounds i64, ptr %12, i64 1
  %20 = load i64, ptr %19, align 8
  %21 = load i64, ptr %13, align 8
  %22 = getelementptr inbounds i64, ptr %13, i64 1
  %23 = load i64, ptr %22, align 8
  %24 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 1) #5
  %25 = icmp ult i64 %24, 2147483648
  tail call void @llvm.assume(i1 %25)
  %26 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #5
  %27 = icmp ult i64 %26, 2147483648
  tail call void @llvm.assume(i1 %27)
  %28 = tail call spir_func noundef i64 @_Z32__spirv_BuiltInLocalInvocationIdi(i32 noundef 1) #5
  %29 = icmp ult i64 %28, 2147483648
  tail call void @llvm.assume(i1 %29)
  %30 = tail call spir_func noundef i64 @_Z32__spirv_BuiltInLocalInvocationIdi(i32 noundef 0) #5
  %31 = icmp ult i64 %30, 2147483648
  tail call void @llvm.assume(i1 %31)
  %32 = icmp eq i64 %16, 0
  br i1 %32, label %118, label %33

33:                                               ; preds = %14
  %34 = getelementptr inbounds i64, ptr %7, i64 1
  %35 = load i64, ptr %34, align 8
  %36 = getelementptr inbounds i64, ptr %3, i64 1
  %37 = load i64, ptr %36, align 8
  %38 = getelementptr float, ptr addrspace(1) %0, i64 %37
  %39 = load i64, ptr %3, align 8
  %40 = getelementptr inbounds i64, ptr %2, i64 1
  %41 = load i64, ptr %40, align 8
  %42 = mul i64 %39, %41
  %43 = getelementptr float, ptr addrspace(1) %38, i64 %42
  %44 = getelementptr float, ptr addrspace(1) %43, i64 %30
  %45 = getelementptr inbounds i64, ptr %10, i64 1
  %46 = load i64, ptr %45, align 8
  %47 = getelementptr float, ptr addrspace(1) %8, i64 %46
  %48 = load i64, ptr %10, align 8
  %49 = mul i64 %48, %18
  %50 = getelementptr float, ptr addrspace(1) %47, i64 %49
  %51 = getelementptr inbounds i64, ptr %5, i64 1
  %52 = load i64, ptr %51, align 8
  %53 = mul i64 %24, %41
  %54 = getelementptr float, ptr addrspace(1) %44, i64 %53
  %55 = mul i64 %28, %52
  %56 = getelementptr float, ptr addrspace(3) %4, i64 %30
  %57 = getelementptr float, ptr addrspace(3) %56, i64 %55
  %58 = getelementptr float, ptr addrspace(1) %50, i64 %26
  %59 = mul i64 %28, %35
  %60 = getelementptr float, ptr addrspace(3) %6, i64 %30
  %61 = getelementptr float, ptr addrspace(3) %60, i64 %59
  %62 = getelementptr float, ptr addrspace(3) %4, i64 %55
  %63 = getelementptr float, ptr addrspace(3) %62, i64 1
  %64 = getelementptr float, ptr addrspace(3) %60, i64 %35
  %65 = getelementptr float, ptr addrspace(3) %62, i64 2
  %66 = shl i64 %35, 1
  %67 = getelementptr float, ptr addrspace(3) %60, i64 %66
  %68 = getelementptr float, ptr addrspace(3) %62, i64 3
  %69 = mul i64 %35, 3
  %70 = getelementptr float, ptr addrspace(3) %60, i64 %69
  %71 = getelementptr float, ptr addrspace(3) %62, i64 4
  %72 = shl i64 %35, 2
  %73 = getelementptr float, ptr addrspace(3) %60, i64 %72
  %74 = getelementptr float, ptr addrspace(3) %62, i64 5
  %75 = mul i64 %35, 5
  %76 = getelementptr float, ptr addrspace(3) %60, i64 %75
  %77 = getelementptr float, ptr addrspace(3) %62, i64 6
  %78 = mul i64 %35, 6
  %79 = getelementptr float, ptr addrspace(3) %60, i64 %78
  %80 = getelementptr float, ptr addrspace(3) %62, i64 7
  %81 = mul i64 %35, 7
  %82 = getelementptr float, ptr addrspace(3) %60, i64 %81
  br label %83

83:                                               ; preds = %83, %33
  %84 = phi i64 [ 0, %33 ], [ %116, %83 ]
  %85 = phi float [ 0.000000e+00, %33 ], [ %115, %83 ]
  %86 = getelementptr float, ptr addrspace(1) %54, i64 %84
  %87 = load float, ptr addrspace(1) %86, align 4, !tbaa !13
  store float %87, ptr addrspace(3) %57, align 4, !tbaa !13
  %88 = add i64 %84, %28
  %89 = mul i64 %88, %18
  %90 = getelementptr float, ptr addrspace(1) %58, i64 %89
  %91 = load float, ptr addrspace(1) %90, align 4, !tbaa !13
  store float %91, ptr addrspace(3) %61, align 4, !tbaa !13
  tail call spir_func void @_Z22__spirv_ControlBarrieriii(i32 noundef 2, i32 noundef 2, i32 noundef 400) #6
  %92 = load float, ptr addrspace(3) %62, align 4, !tbaa !13
  %93 = load float, ptr addrspace(3) %60, align 4, !tbaa !13
  %94 = tail call float @llvm.fmuladd.f32(float %92, float %93, float %85)
  %95 = load float, ptr addrspace(3) %63, align 4, !tbaa !13
  %96 = load float, ptr addrspace(3) %64, align 4, !tbaa !13
  %97 = tail call float @llvm.fmuladd.f32(float %95, float %96, float %94)
  %98 = load float, ptr addrspace(3) %65, align 4, !tbaa !13
  %99 = load float, ptr addrspace(3) %67, align 4, !tbaa !13
  %100 = tail call float @llvm.fmuladd.f32(float %98, float %99, float %97)
  %101 = load float, ptr addrspace(3) %68, align 4, !tbaa !13
  %102 = load float, ptr addrspace(3) %70, align 4, !tbaa !13
  %103 = tail call float @llvm.fmuladd.f32(float %101, float %102, float %100)
  %104 = load float, ptr addrspace(3) %71, align 4, !tbaa !13
  %105 = load float, ptr addrspace(3) %73, align 4, !tbaa !13
  %106 = tail call float @llvm.fmuladd.f32(float %104, float %105, float %103)
  %107 = load float, ptr addrspace(3) %74, align 4, !tbaa !13
  %108 = load float, ptr addrspace(3) %76, align 4, !tbaa !13
  %109 = tail call float @llvm.fmuladd.f32(float %107, float %108, float %106)
  %110 = load float, ptr addrspace(3) %77, align 4, !tbaa !13
  %111 = load float, ptr addrspace(3) %79, align 4, !tbaa !13
  %112 = tail call float @llvm.fmuladd.f32(float %110, float %111, float %109)
  %113 = load float, ptr addrspace(3) %80, align 4, !tbaa !13
  %114 = load float, ptr addrspace(3) %82, align 4, !tbaa !13
  %115 = tail call float @llvm.fmuladd.f32(float %113, float %114, float %112)
  tail call spir_func void @_Z22__spirv_ControlBarrieriii(i32 noundef 2, i32 noundef 2, i32 noundef 912) #6
  %116 = add i64 %84, 8
  %117 = icmp ult i64 %116, %16
  br i1 %117, label %83, label %118, !llvm.loop !15

118:                                              ; preds = %83, %14
  %119 = phi float [ 0.000000e+00, %14 ], [ %115, %83 ]
  %120 = getelementptr float, ptr addrspace(1) %11, i64 %23
  %121 = mul i64 %21, %20
  %122 = getelementptr float, ptr addrspace(1) %120, i64 %121
  %123 = mul i64 %24, %20
  %124 = getelementptr float, ptr addrspace(1) %122, i64 %26
  %125 = getelementptr float, ptr addrspace(1) %124, i64 %123
  store float %119, ptr addrspace(1) %125, align 4, !tbaa !13
  ret void
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z32__spirv_BuiltInLocalInvocationIdi(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local spir_func void @_Z22__spirv_ControlBarrieriii(i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z28__spirv_BuiltInWorkgroupSizei(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z26__spirv_BuiltInWorkgroupIdi(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS8BlockSum(ptr addrspace(3) noundef align 4 %0, ptr addrspace(1) noundef readonly align 4 %1, ptr noundef byval(%"class.sycl::_V1::range") align 8 %2, ptr noundef byval(%"class.sycl::_V1::id") align 8 %3, ptr addrspace(1) noundef align 4 %4, ptr noundef byval(%"class.sycl::_V1::range") align 8 %5, ptr noundef byval(%"class.sycl::_V1::id") align 8 %6) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !17 !kernel_arg_exclusive_ptr !17 !sycl_fixed_targets !11 !sycl_kernel_omit_args !18 {
  %8 = getelementptr inbounds i64, ptr %2, i64 1
  %9 = load i64, ptr %8, align 8
  %10 = load i64, ptr %3, align 8
  %11 = getelementptr inbounds i64, ptr %3, i64 1
  %12 = load i64, ptr %11, align 8
  %13 = mul i64 %10, %9
  %14 = getelementptr float, ptr addrspace(1) %1, i64 %12
  %15 = getelementptr float, ptr addrspace(1) %14, i64 %13
  %16 = getelementptr inbounds i64, ptr %5, i64 1
  %17 = load i64, ptr %16, align 8
  %18 = load i64, ptr %6, align 8
  %19 = getelementptr inbounds i64, ptr %6, i64 1
  %20 = load i64, ptr %19, align 8
  %21 = tail call spir_func noundef i64 @_Z32__spirv_BuiltInLocalInvocationIdi(i32 noundef 1) #5
  %22 = tail call spir_func noundef i64 @_Z32__spirv_BuiltInLocalInvocationIdi(i32 noundef 0) #5
  %23 = tail call spir_func noundef i64 @_Z28__spirv_BuiltInWorkgroupSizei(i32 noundef 0) #5
  %24 = mul i64 %23, %21
  %25 = add i64 %24, %22
  %26 = icmp ult i64 %25, 2147483648
  tail call void @llvm.assume(i1 %26)
  %27 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 1) #5
  %28 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #5
  %29 = mul i64 %27, %9
  %30 = getelementptr float, ptr addrspace(1) %15, i64 %28
  %31 = getelementptr float, ptr addrspace(1) %30, i64 %29
  %32 = load float, ptr addrspace(1) %31, align 4, !tbaa !13
  %33 = getelementptr inbounds nuw float, ptr addrspace(3) %0, i64 %25
  store float %32, ptr addrspace(3) %33, align 4, !tbaa !13
  tail call spir_func void @_Z22__spirv_ControlBarrieriii(i32 noundef 2, i32 noundef 2, i32 noundef 912) #6
  %34 = icmp samesign ult i64 %25, 32
  br i1 %34, label %35, label %40

35:                                               ; preds = %7
  %36 = getelementptr inbounds nuw float, ptr addrspace(3) %33, i64 32
  %37 = load float, ptr addrspace(3) %36, align 4, !tbaa !13
  %38 = load float, ptr addrspace(3) %33, align 4, !tbaa !13
  %39 = fadd float %37, %38
  store float %39, ptr addrspace(3) %33, align 4, !tbaa !13
  br label %40

40:                                               ; preds = %35, %7
  tail call spir_func void @_Z22__spirv_ControlBarrieriii(i32 noundef 2, i32 noundef 2, i32 noundef 400) #6
  %41 = icmp samesign ult i64 %25, 16
  br i1 %41, label %42, label %47

42:                                               ; preds = %40
  %43 = getelementptr inbounds nuw float, ptr addrspace(3) %33, i64 16
  %44 = load float, ptr addrspace(3) %43, align 4, !tbaa !13
  %45 = load float, ptr addrspace(3) %33, align 4, !tbaa !13
  %46 = fadd float %44, %45
  store float %46, ptr addrspace(3) %33, align 4, !tbaa !13
  br label %47

47:                                               ; preds = %42, %40
  tail call spir_func void @_Z22__spirv_ControlBarrieriii(i32 noundef 2, i32 noundef 2, i32 noundef 400) #6
  %48 = icmp samesign ult i64 %25, 8
  br i1 %48, label %49, label %54

49:                                               ; preds = %47
  %50 = getelementptr inbounds nuw float, ptr addrspace(3) %33, i64 8
  %51 = load float, ptr addrspace(3) %50, align 4, !tbaa !13
  %52 = load float, ptr addrspace(3) %33, align 4, !tbaa !13
  %53 = fadd float %51, %52
  store float %53, ptr addrspace(3) %33, align 4, !tbaa !13
  br label %54

54:                                               ; preds = %49, %47
  tail call spir_func void @_Z22__spirv_ControlBarrieriii(i32 noundef 2, i32 noundef 2, i32 noundef 400) #6
  %55 = icmp samesign ult i64 %25, 4
  br i1 %55, label %56, label %61

56:                                               ; preds = %54
  %57 = getelementptr inbounds nuw float, ptr addrspace(3) %33, i64 4
  %58 = load float, ptr addrspace(3) %57, align 4, !tbaa !13
  %59 = load float, ptr addrspace(3) %33, align 4, !tbaa !13
  %60 = fadd float %58, %59
  store float %60, ptr addrspace(3) %33, align 4, !tbaa !13
  br label %61

61:                                               ; preds = %56, %54
  tail call spir_func void @_Z22__spirv_ControlBarrieriii(i32 noundef 2, i32 noundef 2, i32 noundef 400) #6
  %62 = icmp samesign ult i64 %25, 2
  br i1 %62, label %63, label %68

63:                                               ; preds = %61
  %64 = getelementptr inbounds nuw float, ptr addrspace(3) %33, i64 2
  %65 = load float, ptr addrspace(3) %64, align 4, !tbaa !13
  %66 = load float, ptr addrspace(3) %33, align 4, !tbaa !13
  %67 = fadd float %65, %66
  store float %67, ptr addrspace(3) %33, align 4, !tbaa !13
  br label %68

68:                                               ; preds = %63, %61
  tail call spir_func void @_Z22__spirv_ControlBarrieriii(i32 noundef 2, i32 noundef 2, i32 noundef 400) #6
  %69 = icmp eq i64 %25, 0
  br i1 %69, label %70, label %75

70:                                               ; preds = %68
  %71 = getelementptr inbounds nuw float, ptr addrspace(3) %33, i64 1
  %72 = load float, ptr addrspace(3) %71, align 4, !tbaa !13
  %73 = load float, ptr addrspace(3) %33, align 4, !tbaa !13
  %74 = fadd float %72, %73
  store float %74, ptr addrspace(3) %33, align 4, !tbaa !13
  br label %75

75:                                               ; preds = %70, %68
  tail call spir_func void @_Z22__spirv_ControlBarrieriii(i32 noundef 2, i32 noundef 2, i32 noundef 912) #6
  br i1 %69, label %76, label %88

76:                                               ; preds = %75
  %77 = getelementptr float, ptr addrspace(1) %4, i64 %20
  %78 = mul i64 %18, %17
  %79 = getelementptr float, ptr addrspace(1) %77, i64 %78
  %80 = load float, ptr addrspace(3) %0, align 4, !tbaa !13
  %81 = tail call spir_func noundef i64 @_Z26__spirv_BuiltInWorkgroupIdi(i32 noundef 1) #5
  %82 = icmp ult i64 %81, 2147483648
  tail call void @llvm.assume(i1 %82)
  %83 = tail call spir_func noundef i64 @_Z26__spirv_BuiltInWorkgroupIdi(i32 noundef 0) #5
  %84 = icmp ult i64 %83, 2147483648
  tail call void @llvm.assume(i1 %84)
  %85 = mul i64 %81, %17
  %86 = getelementptr float, ptr addrspace(1) %79, i64 %83
  %87 = getelementptr float, ptr addrspace(1) %86, i64 %85
  store float %80, ptr addrspace(1) %87, align 4, !tbaa !13
  br label %88

88:                                               ; preds = %76, %75
  ret void
}

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
!10 = !{i1 true, i1 false, i1 false, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 false, i1 true, i1 false, i1 false}
!11 = !{}
!12 = !{i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false, i1 true, i1 false, i1 false, i1 false, i1 true, i1 false, i1 false}
!13 = !{!14, !14, i64 0}
!14 = !{!"float", !8, i64 0}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = !{i1 true, i1 true, i1 false, i1 false, i1 true, i1 false, i1 false}
!18 = !{i1 false, i1 true, i1 true, i1 true, i1 false, i1 true, i1 false, i1 false, i1 false, i1 true, i1 false, i1 false}
