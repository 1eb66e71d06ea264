source_filename = "rtc_0.cpp"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [2 x i64] }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::id.19" = type { %"class.sycl::_V1::detail::array.18" }
%"class.sycl::_V1::detail::array.18" = type { [1 x i64] }

$_ZTS11TiledMatMul = comdat any

$_ZTS8GroupSum = comdat any

$_ZTS11AddPartials = comdat any

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS11TiledMatMul(i64 noundef %0, i64 noundef %1, ptr addrspace(3) noundef align 4 %2, ptr noundef byval(%"class.sycl::_V1::range") align 8 %3, ptr addrspace(1) noundef readonly align 4 %4, ptr noundef byval(%"class.sycl::_V1::range") align 8 %5, ptr noundef byval(%"class.sycl::_V1::id") align 8 %6, ptr addrspace(3) noundef align 4 %7, ptr noundef byval(%"class.sycl::_V1::range") align 8 %8, ptr addrspace(1) noundef readonly align 4 %9, ptr noundef byval(%"class.sycl::_V1::range") align 8 %10, ptr noundef byval(%"class.sycl::_V1::id") align 8 %11, ptr addrspace(1) noundef align 4 %12, ptr noundef byval(%"class.sycl::_V1::range") align 8 %13, ptr noundef byval(%"class.sycl::_V1::id") align 8 %14) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !10 !kernel_arg_exclusive_ptr !10 !sycl_fixed_targets !11 !sycl_kernel_omit_args !12 {
  %16 = getelementptr inbounds i64, ptr %8, i64 1
  %17 = load i64, ptr %16, align 8
  %18 = getelementptr inbounds i64, ptr %10, i64 1
  %19 = load i64, ptr %18, align 8
  %20 = getelementptr inbounds i64, ptr %13, i64 1
  %21 = load i64, ptr %20, align 8
  %22 = load i64, ptr %14, align 8
  %23 = getelementptr inbounds i64, ptr %14, i64 1
  %24 = load i64, ptr %23, align 8
  %25 = mul i64 %22, %21
  %26 = getelementptr float, ptr addrspace(1) %12, i64 %24
  %27 = getelementptr float, ptr addrspace(1) %26, i64 %25
  %28 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 1) #6
  %29 = icmp ult i64 %28, 2147483648
  tail call void @llvm.assume(i1 %29)
  %30 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #6
  %31 = icmp ult i64 %30, 2147483648
  tail call void @llvm.assume(i1 %31)
  %32 = tail call spir_func noundef i64 @_Z32__spirv_BuiltInLocalInvocationIdi(i32 noundef 1) #6
  %33 = icmp ult i64 %32, 2147483648
  tail call void @llvm.assume(i1 %33)
  %34 = tail call spir_func noundef i64 @_Z32__spirv_BuiltInLocalInvocationIdi(i32 noundef 0) #6
  %35 = icmp ult i64 %34, 2147483648
  tail call void @llvm.assume(i1 %35)
  %36 = icmp eq i64 %0, 0
  br i1 %36, label %67, label %37

37:                                               ; preds = %15
  %38 = getelementptr inbounds i64, ptr %11, i64 1
  %39 = load i64, ptr %38, align 8
  %40 = getelementptr float, ptr addrspace(1) %9, i64 %39
  %41 = load i64, ptr %11, align 8
  %42 = mul i64 %41, %19
  %43 = getelementptr float, ptr addrspace(1) %40, i64 %42
  %44 = getelementptr inbounds i64, ptr %6, i64 1
  %45 = load i64, ptr %44, align 8
  %46 = getelementptr float, ptr addrspace(1) %4, i64 %45
  %47 = load i64, ptr %6, align 8
  %48 = getelementptr inbounds i64, ptr %5, i64 1
  %49 = load i64, ptr %48, align 8
  %50 = mul i64 %47, %49
  %51 = getelementptr float, ptr addrspace(1) %46, i64 %50
  %52 = getelementptr inbounds i64, ptr %3, i64 1
  %53 = load i64, ptr %52, align 8
  %54 = icmp ult i64 %28, %0
  %55 = mul i64 %28, %49
  %56 = getelementptr float, ptr addrspace(1) %51, i64 %55
  %57 = mul i64 %32, %53
  %58 = getelementptr float, ptr addrspace(3) %2, i64 %34
  %59 = getelementptr float, ptr addrspace(3) %58, i64 %57
  %60 = icmp ult i64 %30, %0
  %61 = getelementptr float, ptr addrspace(1) %43, i64 %30
  %62 = mul i64 %32, %17
  %63 = getelementptr float, ptr addrspace(3) %7, i64 %34
  %64 = getelementptr float, ptr addrspace(3) %63, i64 %62
  %65 = getelementptr float, ptr addrspace(3) %2, i64 %57
  %66 = icmp eq i64 %1, 0
  br label %72

67:                                               ; preds = %92, %15
  %68 = phi float [ 0.000000e+00, %15 ], [ %93, %92 ]
  %69 = icmp ult i64 %28, %0
  %70 = icmp ult i64 %30, %0
  %71 = and i1 %69, %70
  br i1 %71, label %107, label %111

72:                                               ; preds = %92, %37
  %73 = phi i64 [ 0, %37 ], [ %94, %92 ]
  %74 = phi float [ 0.000000e+00, %37 ], [ %93, %92 ]
  br i1 %54, label %75, label %81

75:                                               ; preds = %72
  %76 = add i64 %73, %34
  %77 = icmp ult i64 %76, %0
  br i1 %77, label %78, label %81

78:                                               ; preds = %75
  %79 = getelementptr float, ptr addrspace(1) %56, i64 %76
  %80 = load float, ptr addrspace(1) %79, align 4, !tbaa !13
  br label %81

81:                                               ; preds = %78, %75, %72
  %82 = phi float [ %80, %78 ], [ 0.000000e+00, %75 ], [ 0.000000e+00, %72 ]
  store float %82, ptr addrspace(3) %59, align 4, !tbaa !13
  %83 = add i64 %73, %32
  %84 = icmp ult i64 %83, %0
  %85 = and i1 %84, %60
  br i1 %85, label %86, label %90

86:                                               ; preds = %81
  %87 = mul i64 %83, %19
  %88 = getelementptr float, ptr addrspace(1) %61, i64 %87
  %89 = load float, ptr addrspace(1) %88, align 4, !tbaa !13
  br label %90

90:                                               ; preds = %86, %81
  %91 = phi float [ %89, %86 ], [ 0.000000e+00, %81 ]
  store float %91, ptr addrspace(3) %64, align 4, !tbaa !13
  tail call spir_func void @_Z22__spirv_ControlBarrieriii(i32 noundef 2, i32 noundef 2, i32 noundef 400) #7
  br i1 %66, label %92, label %96

92:                                               ; preds = %96, %90
  %93 = phi float [ %74, %90 ], [ %104, %96 ]
  tail call spir_func void @_Z22__spirv_ControlBarrieriii(i32 noundef 2, i32 noundef 2, i32 noundef 912) #7
  %94 = add i64 %73, %1
  %95 = icmp ult i64 %94, %0
  br i1 %95, label %72, label %67, !llvm.loop !15

96:                                               ; preds = %96, %90
  %97 = phi i64 [ %105, %96 ], [ 0, %90 ]
  %98 = phi float [ %104, %96 ], [ %74, %90 ]
  %99 = getelementptr float, ptr addrspace(3) %65, i64 %97
  %100 = load float, ptr addrspace(3) %99, align 4, !tbaa !13
  %101 = mul i64 %97, %17
  %102 = getelementptr float, ptr addrspace(3) %63, i64 %101
  %103 = load float, ptr addrspace(3) %102, align 4, !tbaa !13
  %104 = tail call float @llvm.fmuladd.f32(float %100, float %103, float %98)
  %105 = add nuw i64 %97, 1
  %106 = icmp eq i64 %105, %1
  br i1 %106, label %92, label %96, !llvm.loop !17

107:                                              ; preds = %67
  %108 = mul i64 %28, %21
  %109 = getelementptr float, ptr addrspace(1) %27, i64 %30
  %110 = getelementptr float, ptr addrspace(1) %109, i64 %108
  store float %68, ptr addrspace(1) %110, align 4, !tbaa !13
  br label %111

111:                                              ; preds = %107, %67
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
define weak_odr dso_local spir_kernel void @_ZTS8GroupSum(i64 noundef %0, ptr addrspace(3) noundef align 4 %1, ptr addrspace(1) noundef readonly align 4 %2, ptr noundef byval(%"class.sycl::_V1::range") align 8 %3, ptr noundef byval(%"class.sycl::_V1::id") align 8 %4, ptr addrspace(1) noundef align 4 %5, ptr noundef byval(%"class.sycl::_V1::id.19") align 8 %6) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !18 !kernel_arg_exclusive_ptr !18 !sycl_fixed_targets !11 !sycl_kernel_omit_args !19 {
  %8 = load i64, ptr %6, align 8
  %9 = getelementptr inbounds nuw float, ptr addrspace(1) %5, i64 %8
  %10 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #6
  %11 = icmp ult i64 %10, 2147483648
  tail call void @llvm.assume(i1 %11)
  %12 = tail call spir_func noundef i64 @_Z32__spirv_BuiltInLocalInvocationIdi(i32 noundef 0) #6
  %13 = icmp ult i64 %12, 2147483648
  tail call void @llvm.assume(i1 %13)
  %14 = tail call spir_func noundef i64 @_Z28__spirv_BuiltInWorkgroupSizei(i32 noundef 0) #6
  %15 = icmp ult i64 %14, 2147483648
  tail call void @llvm.assume(i1 %15)
  %16 = mul i64 %0, %0
  %17 = icmp ult i64 %10, %16
  br i1 %17, label %18, label %34

18:                                               ; preds = %7
  %19 = getelementptr inbounds i64, ptr %4, i64 1
  %20 = load i64, ptr %19, align 8
  %21 = getelementptr float, ptr addrspace(1) %2, i64 %20
  %22 = getelementptr inbounds i64, ptr %3, i64 1
  %23 = load i64, ptr %22, align 8
  %24 = load i64, ptr %4, align 8
  %25 = mul i64 %24, %23
  %26 = getelementptr float, ptr addrspace(1) %21, i64 %25
  %27 = udiv i64 %10, %0
  %28 = mul i64 %27, %0
  %29 = sub i64 %10, %28
  %30 = mul i64 %27, %23
  %31 = getelementptr float, ptr addrspace(1) %26, i64 %29
  %32 = getelementptr float, ptr addrspace(1) %31, i64 %30
  %33 = load float, ptr addrspace(1) %32, align 4, !tbaa !13
  br label %34

34:                                               ; preds = %18, %7
  %35 = phi float [ %33, %18 ], [ 0.000000e+00, %7 ]
  %36 = getelementptr inbounds nuw float, ptr addrspace(3) %1, i64 %12
  store float %35, ptr addrspace(3) %36, align 4, !tbaa !13
  tail call spir_func void @_Z22__spirv_ControlBarrieriii(i32 noundef 2, i32 noundef 2, i32 noundef 912) #7
  %37 = icmp samesign ugt i64 %14, 1
  br i1 %37, label %40, label %38

38:                                               ; preds = %54, %34
  %39 = icmp eq i64 %12, 0
  br i1 %39, label %56, label %61

40:                                               ; preds = %54, %34
  %41 = phi i64 [ %42, %54 ], [ 1, %34 ]
  %42 = shl nuw nsw i64 %41, 1
  %43 = add nuw i64 %42, 2147483647
  %44 = and i64 %43, %12
  %45 = icmp eq i64 %44, 0
  br i1 %45, label %46, label %54

46:                                               ; preds = %40
  %47 = add nuw nsw i64 %41, %12
  %48 = icmp samesign ult i64 %47, %14
  br i1 %48, label %49, label %54

49:                                               ; preds = %46
  %50 = getelementptr inbounds nuw float, ptr addrspace(3) %1, i64 %47
  %51 = load float, ptr addrspace(3) %50, align 4, !tbaa !13
  %52 = load float, ptr addrspace(3) %36, align 4, !tbaa !13
  %53 = fadd float %51, %52
  store float %53, ptr addrspace(3) %36, align 4, !tbaa !13
  br label %54

54:                                               ; preds = %49, %46, %40
  tail call spir_func void @_Z22__spirv_ControlBarrieriii(i32 noundef 2, i32 noundef 2, i32 noundef 400) #7
  %55 = icmp samesign ult i64 %42, %14
  br i1 %55, label %40, label %38, !llvm.loop !20

56:                                               ; preds = %38
  %57 = load float, ptr addrspace(3) %1, align 4, !tbaa !13
  %58 = tail call spir_func noundef i64 @_Z26__spirv_BuiltInWorkgroupIdi(i32 noundef 0) #6
  %59 = icmp ult i64 %58, 2147483648
  tail call void @llvm.assume(i1 %59)
  %60 = getelementptr inbounds nuw float, ptr addrspace(1) %9, i64 %58
  store float %57, ptr addrspace(1) %60, align 4, !tbaa !13
  br label %61

61:                                               ; preds = %56, %38
  ret void
}

; Function Attrs: mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS11AddPartials(i64 noundef %0, ptr addrspace(1) noundef readonly align 4 %1, ptr noundef byval(%"class.sycl::_V1::id.19") align 8 %2, ptr addrspace(1) noundef align 4 %3, ptr noundef byval(%"class.sycl::_V1::id.19") align 8 %4) local_unnamed_addr #5 comdat !kernel_arg_runtime_aligned !21 !kernel_arg_exclusive_ptr !21 !sycl_fixed_targets !11 !sycl_kernel_omit_args !22 {
  %6 = load i64, ptr %2, align 8
  %7 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %6
  %8 = load i64, ptr %4, align 8
  %9 = icmp eq i64 %0, 0
  br i1 %9, label %18, label %10

10:                                               ; preds = %10, %5
  %11 = phi i64 [ %16, %10 ], [ 0, %5 ]
  %12 = phi float [ %15, %10 ], [ 0.000000e+00, %5 ]
  %13 = getelementptr inbounds nuw float, ptr addrspace(1) %7, i64 %11
  %14 = load float, ptr addrspace(1) %13, align 4, !tbaa !13
  %15 = fadd float %12, %14
  %16 = add nuw i64 %11, 1
  %17 = icmp eq i64 %16, %0
  br i1 %17, label %18, label %10, !llvm.loop !23

18:                                               ; preds = %10, %5
  %19 = phi float [ 0.000000e+00, %5 ], [ %15, %10 ]
  %20 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %8
  store float %19, ptr addrspace(1) %20, align 4, !tbaa !13
  ret void
}

declare dso_local spir_func i32 @_Z18__spirv_ocl_printfPU3AS2Kcz(ptr addrspace(2), ...)

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "sycl-module-id"="rtc_0.cpp" "sycl-optlevel"="2" "uniform-work-group-size" }
attributes #1 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #3 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size" }
attributes #4 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size" }
attributes #5 = { mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "sycl-module-id"="rtc_0.cpp" "sycl-optlevel"="2" "sycl-single-task" "uniform-work-group-size" }
attributes #6 = { convergent nounwind willreturn memory(none) "uniform-work-group-size" }
attributes #7 = { convergent nounwind "uniform-work-group-size" }

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
!10 = !{i1 false, i1 false, i1 true, i1 false, i1 true, i1 false, i1 false, i1 true, i1 false, i1 true, i1 false, i1 false, i1 true, i1 false, i1 false}
!11 = !{}
!12 = !{i1 false, i1 false, i1 false, i1 false, i1 true, i1 true, i1 false, i1 true, i1 false, i1 false, i1 false, i1 false, i1 true, i1 true, i1 false, i1 true, i1 false, i1 false, i1 false, i1 true, i1 false, i1 false}
!13 = !{!14, !14, i64 0}
!14 = !{!"float", !8, i64 0}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = distinct !{!17, !16}
!18 = !{i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 false}
!19 = !{i1 false, i1 false, i1 true, i1 true, i1 true, i1 false, i1 true, i1 false, i1 false, i1 false, i1 true, i1 true, i1 false}
!20 = distinct !{!20, !16}
!21 = !{i1 false, i1 true, i1 false, i1 true, i1 false}
!22 = !{i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false}
!23 = distinct !{!23, !16}
