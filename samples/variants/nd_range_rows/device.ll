source_filename = "rtc_0.cpp"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [1 x i64] }

$_ZTS7NdScale = comdat any

$_ZTS7NdShift = comdat any

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS7NdScale(i64 noundef %0, ptr addrspace(1) noundef align 4 %1, ptr noundef byval(%"class.sycl::_V1::id") align 8 %2, ptr addrspace(1) noundef readonly align 4 %3, ptr noundef byval(%"class.sycl::_V1::id") align 8 %4) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !10 !kernel_arg_exclusive_ptr !10 !sycl_fixed_targets !11 !sycl_kernel_omit_args !12 {
  %6 = load i64, ptr %2, align 8
  %7 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %6
  %8 = load i64, ptr %4, align 8
  %9 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %8
  %10 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #3
  %11 = icmp ult i64 %10, 2147483648
  tail call void @llvm.assume(i1 %11)
  %12 = icmp eq i64 %0, 0
  br i1 %12, label %26, label %13

13:                                               ; preds = %5
  %14 = mul i64 %10, %0
  %15 = add nuw nsw i64 %10, 1
  %16 = uitofp nneg i64 %15 to float
  br label %17

17:                                               ; preds = %17, %13
  %18 = phi i64 [ 0, %13 ], [ %24, %17 ]
  %19 = add i64 %18, %14
  %20 = getelementptr inbounds nuw float, ptr addrspace(1) %9, i64 %19
  %21 = load float, ptr addrspace(1) %20, align 4, !tbaa !13
  %22 = fmul float %21, %16
  %23 = getelementptr inbounds nuw float, ptr addrspace(1) %7, i64 %19
  store float %22, ptr addrspace(1) %23, align 4, !tbaa !13
  %24 = add nuw i64 %18, 1
  %25 = icmp eq i64 %24, %0
  br i1 %25, label %26, label %17, !llvm.loop !15

26:                                               ; preds = %17, %5
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS7NdShift(i64 noundef %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2) local_unnamed_addr #0 comdat !sycl_fixed_targets !11 !sycl_kernel_omit_args !17 {
  %4 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #3
  %5 = icmp ult i64 %4, 2147483648
  tail call void @llvm.assume(i1 %5)
  %6 = icmp eq i64 %0, 0
  br i1 %6, label %18, label %7

7:                                                ; preds = %3
  %8 = mul i64 %4, %0
  br label %9

9:                                                ; preds = %9, %7
  %10 = phi i64 [ %0, %7 ], [ %11, %9 ]
  %11 = add i64 %10, -1
  %12 = add i64 %11, %8
  %13 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %12
  %14 = load float, ptr addrspace(1) %13, align 4, !tbaa !13
  %15 = fadd float %14, -1.000000e+00
  %16 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %12
  store float %15, ptr addrspace(1) %16, align 4, !tbaa !13
  %17 = icmp eq i64 %11, 0
  br i1 %17, label %18, label %9, !llvm.loop !18

18:                                               ; preds = %9, %3
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
!10 = !{i1 false, i1 true, i1 false, i1 true, i1 false}
!11 = !{}
!12 = !{i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false}
!13 = !{!14, !14, i64 0}
!14 = !{!"float", !8, i64 0}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = !{i1 false, i1 false, i1 false}
!18 = distinct !{!18, !16}
