source_filename = "rtc_0.cpp"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [1 x i64] }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array" }

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI4VAddEE = comdat any

$_ZTS4VAdd = comdat any

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI4VAddEE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, ptr addrspace(1) noundef align 4 %1, ptr noundef byval(%"class.sycl::_V1::id") align 8 %2, ptr addrspace(1) noundef readonly align 4 %3, ptr noundef byval(%"class.sycl::_V1::id") align 8 %4, ptr addrspace(1) noundef readonly align 4 %5, ptr noundef byval(%"class.sycl::_V1::id") align 8 %6, ptr addrspace(1) noundef readonly align 4 %7, ptr noundef byval(%"class.sycl::_V1::id") align 8 %8) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !10 !kernel_arg_exclusive_ptr !10 !sycl_fixed_targets !11 !sycl_kernel_omit_args !12 {
  %10 = load i64, ptr %0, align 8
  %11 = load i64, ptr %2, align 8
  %12 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %11
  %13 = load i64, ptr %4, align 8
  %14 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %13
  %15 = load i64, ptr %6, align 8
  %16 = getelementptr inbounds nuw float, ptr addrspace(1) %5, i64 %15
  %17 = load i64, ptr %8, align 8
  %18 = getelementptr inbounds nuw float, ptr addrspace(1) %7, i64 %17
  %19 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #3
  %20 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #3
  %21 = icmp ult i64 %19, %10
  br i1 %21, label %22, label %35

22:                                               ; preds = %22, %9
  %23 = phi i64 [ %33, %22 ], [ %19, %9 ]
  %24 = getelementptr inbounds nuw float, ptr addrspace(1) %14, i64 %23
  %25 = load float, ptr addrspace(1) %24, align 4, !tbaa !13
  %26 = getelementptr inbounds nuw float, ptr addrspace(1) %16, i64 %23
  %27 = load float, ptr addrspace(1) %26, align 4, !tbaa !13
  %28 = fadd float %25, %27
  %29 = getelementptr inbounds nuw float, ptr addrspace(1) %18, i64 %23
  %30 = load float, ptr addrspace(1) %29, align 4, !tbaa !13
  %31 = fadd float %28, %30
  %32 = getelementptr inbounds nuw float, ptr addrspace(1) %12, i64 %23
  store float %31, ptr addrspace(1) %32, align 4, !tbaa !13
  %33 = add i64 %23, %20
  %34 = icmp ult i64 %33, %10
  br i1 %34, label %22, label %35, !llvm.loop !15

35:                                               ; preds = %22, %9
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS4VAdd(ptr addrspace(1) noundef align 4 %0, ptr noundef byval(%"class.sycl::_V1::id") align 8 %1, ptr addrspace(1) noundef readonly align 4 %2, ptr noundef byval(%"class.sycl::_V1::id") align 8 %3, ptr addrspace(1) noundef readonly align 4 %4, ptr noundef byval(%"class.sycl::_V1::id") align 8 %5, ptr addrspace(1) noundef readonly align 4 %6, ptr noundef byval(%"class.sycl::_V1::id") align 8 %7) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !17 !kernel_arg_exclusive_ptr !17 !sycl_fixed_targets !11 !sycl_kernel_omit_args !18 {
  %9 = load i64, ptr %1, align 8
  %10 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %9
  %11 = load i64, ptr %3, align 8
  %12 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %11
  %13 = load i64, ptr %5, align 8
  %14 = getelementptr inbounds nuw float, ptr addrspace(1) %4, i64 %13
  %15 = load i64, ptr %7, align 8
  %16 = getelementptr inbounds nuw float, ptr addrspace(1) %6, i64 %15
  %17 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #3
  %18 = icmp ult i64 %17, 2147483648
  tail call void @llvm.assume(i1 %18)
  %19 = getelementptr inbounds nuw float, ptr addrspace(1) %12, i64 %17
  %20 = load float, ptr addrspace(1) %19, align 4, !tbaa !13
  %21 = getelementptr inbounds nuw float, ptr addrspace(1) %14, i64 %17
  %22 = load float, ptr addrspace(1) %21, align 4, !tbaa !13
  %23 = fadd float %20, %22
  %24 = getelementptr inbounds nuw float, ptr addrspace(1) %16, i64 %17
  %25 = load float, ptr addrspace(1) %24, align 4, !tbaa !13
  %26 = fadd float %23, %25
  %27 = getelementptr inbounds nuw float, ptr addrspace(1) %10, i64 %17
  store float %26, ptr addrspace(1) %27, align 4, !tbaa !13
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
!10 = !{i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false}
!11 = !{}
!12 = !{i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false}
!13 = !{!14, !14, i64 0}
!14 = !{!"float", !8, i64 0}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = !{i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false}
!18 = !{i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false}
