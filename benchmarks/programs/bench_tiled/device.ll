source_filename = "rtc_0.cpp"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [2 x i64] }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array" }

$_ZTS10BenchTiled = comdat any

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS10BenchTiled(ptr addrspace(1) noundef readonly align 4 %0, ptr noundef byval(%"class.sycl::_V1::range") align 8 %1, ptr noundef byval(%"class.sycl::_V1::range") align 8 %2, ptr noundef byval(%"class.sycl::_V1::id") align 8 %3, ptr addrspace(3) noundef align 4 %4, ptr noundef byval(%"class.sycl::_V1::range") align 8 %5, ptr addrspace(3) noundef align 4 %6, ptr noundef byval(%"class.sycl::_V1::range") align 8 %7, ptr addrspace(1) noundef readonly align 4 %8, ptr noundef byval(%"class.sycl::_V1::range") align 8 %9, ptr noundef byval(%"class.sycl::_V1::id") align 8 %10, ptr addrspace(1) noundef align 4 %11, ptr noundef byval(%"class.sycl::_V1::range") align 8 %12, ptr noundef byval(%"class.sycl::_V1::id") align 8 %13) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !10 !kernel_arg_exclusive_ptr !10 !sycl_fixed_targets !11 !sycl_kernel_omit_args !12 {
  %15 = getelementptr inbounds i64, ptr %1, i64 1
  %16 = load i64, ptr %15, align 8
  %17 = getelementptr inbounds i64, ptr %7, i64 1
  %18 = load i64, ptr %17, align 8
  %19 = getelementptr inbounds i64, ptr %9, i64 1
  %20 = load i64, ptr %19, align 8
  %21 = getelementptr inbounds i64, ptr %12, i64 1
  %22 = load i64, ptr %21, align 8
  %23 = load i64, ptr %13, align 8
  %24 = getelementptr inbounds i64, ptr %13, i64 1
  %25 = load i64, ptr %24, align 8
  %26 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 1) #5
  %27 = icmp ult i64 %26, 2147483648
  tail call void @llvm.assume(i1 %27)
  %28 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #5
  %29 = icmp ult i64 %28, 2147483648
  tail call void @llvm.assume(i1 %29)
  %30 = tail call spir_func noundef i64 @_Z32__spirv_BuiltInLocalInvocationIdi(i32 noundef 1) #5
  %31 = icmp ult i64 %30, 2147483648
  tail call void @llvm.assume(i1 %31)
  %32 = tail call spir_func noundef i64 @_Z32__spirv_BuiltInLocalInvocationIdi(i32 noundef 0) #5
  %33 = icmp ult i64 %32, 2147483648
  tail call void @llvm.assume(i1 %33)
  %34 = tail call spir_func noundef i64 @_Z28__spirv_BuiltInWorkgroupSizei(i32 noundef 1) #5
  %35 = icmp ult i64 %34, 2147483648
  tail call void @llvm.assume(i1 %35)
  %36 = icmp eq i64 %16, 0
  br i1 %36, label %90, label %37

37:                                               ; preds = %14
  %38 = getelementptr inbounds i64, ptr %3, i64 1
  %39 = load i64, ptr %38, align 8
  %40 = getelementptr float, ptr addrspace(1) %0, i64 %39
  %41 = load i64, ptr %3, align 8
  %42 = getelementptr inbounds i64, ptr %2, i64 1
  %43 = load i64, ptr %42, align 8
  %44 = mul i64 %41, %43
  %45 = getelementptr float, ptr addrspace(1) %40, i64 %44
  %46 = getelementptr float, ptr addrspace(1) %45, i64 %32
  %47 = getelementptr inbounds i64, ptr %10, i64 1
  %48 = load i64, ptr %47, align 8
  %49 = getelementptr float, ptr addrspace(1) %8, i64 %48
  %50 = load i64, ptr %10, align 8
  %51 = mul i64 %50, %20
  %52 = getelementptr float, ptr addrspace(1) %49, i64 %51
  %53 = getelementptr inbounds i64, ptr %5, i64 1
  %54 = load i64, ptr %53, align 8
  %55 = mul i64 %26, %43
  %56 = getelementptr float, ptr addrspace(1) %46, i64 %55
  %57 = mul i64 %30, %54
  %58 = getelementptr float, ptr addrspace(3) %4, i64 %32
  %59 = getelementptr float, ptr addrspace(3) %58, i64 %57
  %60 = getelementptr float, ptr addrspace(1) %52, i64 %28
  %61 = mul i64 %30, %18
  %62 = getelementptr float, ptr addrspace(3) %6, i64 %32
  %63 = getelementptr float, ptr addrspace(3) %62, i64 %61
  %64 = getelementptr float, ptr addrspace(3) %4, i64 %57
  %65 = icmp eq i64 %34, 0
  br label %66

66:                                               ; preds = %75, %37
  %67 = phi i64 [ 0, %37 ], [ %77, %75 ]
  %68 = phi float [ 0.000000e+00, %37 ], [ %76, %75 ]
  %69 = getelementptr float, ptr addrspace(1) %56, i64 %67
  %70 = load float, ptr addrspace(1) %69, align 4, !tbaa !13
  store float %70, ptr addrspace(3) %59, align 4, !tbaa !13
  %71 = add i64 %67, %30
  %72 = mul i64 %71, %20
  %73 = getelementptr float, ptr addrspace(1) %60, i64 %72
  %74 = load float, ptr addrspace(1) %73, align 4, !tbaa !13
  store float %74, ptr addrspace(3) %63, align 4, !tbaa !13
  tail call spir_func void @_Z22__spirv_ControlBarrieriii(i32 noundef 2, i32 noundef 2, i32 noundef 912) #6
  br i1 %65, label %75, label %79

75:                                               ; preds = %79, %66
  %76 = phi float [ %68, %66 ], [ %87, %79 ]
  tail call spir_func void @_Z22__spirv_ControlBarrieriii(i32 noundef 2, i32 noundef 2, i32 noundef 912) #6
  %77 = add i64 %67, %34
  %78 = icmp ult i64 %77, %16
  br i1 %78, label %66, label %90, !llvm.loop !15

79:                                               ; preds = %79, %66
  %80 = phi i64 [ %88, %79 ], [ 0, %66 ]
  %81 = phi float [ %87, %79 ], [ %68, %66 ]
  %82 = getelementptr float, ptr addrspace(3) %64, i64 %80
  %83 = load float, ptr addrspace(3) %82, align 4, !tbaa !13
  %84 = mul i64 %80, %18
  %85 = getelementptr float, ptr addrspace(3) %62, i64 %84
  %86 = load float, ptr addrspace(3) %85, align 4, !tbaa !13
  %87 = tail call float @llvm.fmuladd.f32(float %83, float %86, float %81)
  %88 = add nuw nsw i64 %80, 1
  %89 = icmp eq i64 %88, %34
  br i1 %89, label %75, label %79, !llvm.loop !17

90:                                               ; preds = %75, %14
  %91 = phi float [ 0.000000e+00, %14 ], [ %76, %75 ]
  %92 = getelementptr float, ptr addrspace(1) %11, i64 %25
  %93 = mul i64 %23, %22
  %94 = getelementptr float, ptr addrspace(1) %92, i64 %93
  %95 = mul i64 %26, %22
  %96 = getelementptr float, ptr addrspace(1) %94, i64 %28
  %97 = getelementptr float, ptr addrspace(1) %96, i64 %95
  store float %91, ptr addrspace(1) %97, align 4, !tbaa !13
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

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z28__spirv_BuiltInWorkgroupSizei(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local spir_func void @_Z22__spirv_ControlBarrieriii(i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #4

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
!17 = distinct !{!17, !16}
