source_filename = "rtc_0.cpp"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [1 x i64] }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array" }

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI4VAddEE = comdat any

$_ZTS4VAdd = comdat any

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI4VAddEE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, ptr addrspace(1) noundef align 4 %1, ptr noundef byval(%"class.sycl::_V1::id") align 8 %2, ptr addrspace(1) noundef readonly align 4 %3, ptr noundef byval(%"class.sycl::_V1::id") align 8 %4, ptr addrspace(1) noundef readonly align 4 %5, ptr noundef byval(%"class.sycl::_V1::id") align 8 %6) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !10 !kernel_arg_exclusive_ptr !10 !sycl_fixed_targets !11 !sycl_kernel_omit_args !12 {
  %8 = load i64, ptr %0, align 8
  %9 = load i64, ptr %2, align 8
  %10 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %9
  %11 = load i64, ptr %4, align 8
  %12 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %11
  %13 = load i64, ptr %6, align 8
  %14 = getelementptr inbounds nuw float, ptr addrspace(1) %5, i64 %13
  %15 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #3
  %16 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #3
  %17 = icmp ult i64 %15, %8
  br i1 %17, label %18, label %28

18:                                               ; preds = %18, %7
  %19 = phi i64 [ %26, %18 ], [ %15, %7 ]
  %20 = getelementptr inbounds nuw float, ptr addrspace(1) %12, i64 %19
  %21 = load float, ptr addrspace(1) %20, align 4, !tbaa !13
  %22 = getelementptr inbounds nuw float, ptr addrspace(1) %14, i64 %19
  %23 = load float, ptr addrspace(1) %22, align 4, !tbaa !13
  %24 = fadd float %21, %23
  %25 = getelementptr inbounds nuw float, ptr addrspace(1) %10, i64 %19
  store float %24, ptr addrspace(1) %25, align 4, !tbaa !13
  %26 = add i64 %19, %16
  %27 = icmp ult i64 %26, %8
  br i1 %27, label %18, label %28, !llvm.loop !15

28:                                               ; preds = %18, %7
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS4VAdd(ptr addrspace(1) noundef align 4 %0, ptr noundef byval(%"class.sycl::_V1::id") align 8 %1, ptr addrspace(1) noundef readonly align 4 %2, ptr noundef byval(%"class.sycl::_V1::id") align 8 %3, ptr addrspace(1) noundef readonly align 4 %4, ptr noundef byval(%"class.sycl::_V1::id") align 8 %5) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !17 !kernel_arg_exclusive_ptr !17 !sycl_fixed_targets !11 !sycl_kernel_omit_args !18 {
  %7 = load i64, ptr %1, align 8
  %8 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %7
  %9 = load i64, ptr %3, align 8
  %10 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %9
  %11 = load i64, ptr %5, align 8
  %12 = getelementptr inbounds nuw float, ptr addrspace(1) %4, i64 %11
  %13 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #3
  %14 = icmp ult i64 %13, 2147483648
  tail call void @llvm.assume(i1 %14)
  %15 = getelementptr inbounds nuw float, ptr addrspace(1) %10, i64 %13
  %16 = load float, ptr addrspace(1) %15, align 4, !tbaa !13
  %17 = getelementptr inbounds nuw float, ptr addrspace(1) %12, i64 %13
  %18 = load float, ptr addrspace(1) %17, align 4, !tbaa !13
  %19 = fadd float %16, %18
  %20 = getelementptr inbounds nuw float, ptr addrspace(1) %8, i64 %13
  store float %19, ptr addrspace(1) %20, align 4, !tbaa !13
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
!10 = !{i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false}
!11 = !{}
!12 = !{i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false}
!13 = !{!14, !14, i64 0}
!14 = !{!"float", !8, i64 0}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = !{i1 true, i1 false, i1 true, i1 false, i1 true, i1 false}
!18 = !{i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false}
