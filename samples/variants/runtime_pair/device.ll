source_filename = "rtc_0.cpp"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [2 x i64] }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array" }

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI7PairAddEE = comdat any

$_ZTS7PairAdd = comdat any

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI7PairAddEE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, ptr addrspace(1) noundef align 4 %1, ptr noundef byval(%"class.sycl::_V1::range") align 8 %2, ptr noundef byval(%"class.sycl::_V1::id") align 8 %3, ptr addrspace(1) noundef readonly align 4 %4, ptr noundef byval(%"class.sycl::_V1::range") align 8 %5, ptr noundef byval(%"class.sycl::_V1::id") align 8 %6) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !10 !kernel_arg_exclusive_ptr !10 !sycl_fixed_targets !11 !sycl_kernel_omit_args !12 {
  %8 = load i64, ptr %0, align 8
  %9 = getelementptr inbounds i64, ptr %0, i64 1
  %10 = load i64, ptr %9, align 8
  %11 = getelementptr inbounds i64, ptr %2, i64 1
  %12 = load i64, ptr %11, align 8
  %13 = load i64, ptr %3, align 8
  %14 = getelementptr inbounds i64, ptr %3, i64 1
  %15 = load i64, ptr %14, align 8
  %16 = mul i64 %13, %12
  %17 = getelementptr float, ptr addrspace(1) %1, i64 %15
  %18 = getelementptr float, ptr addrspace(1) %17, i64 %16
  %19 = getelementptr inbounds i64, ptr %5, i64 1
  %20 = load i64, ptr %19, align 8
  %21 = load i64, ptr %6, align 8
  %22 = getelementptr inbounds i64, ptr %6, i64 1
  %23 = load i64, ptr %22, align 8
  %24 = mul i64 %21, %20
  %25 = getelementptr float, ptr addrspace(1) %4, i64 %23
  %26 = getelementptr float, ptr addrspace(1) %25, i64 %24
  %27 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 1) #3
  %28 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #3
  %29 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 1) #3
  %30 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #3
  %31 = icmp ult i64 %27, %8
  %32 = icmp ult i64 %28, %10
  %33 = select i1 %32, i1 %31, i1 false
  br i1 %33, label %34, label %52

34:                                               ; preds = %49, %7
  %35 = phi i64 [ %50, %49 ], [ %28, %7 ]
  %36 = getelementptr float, ptr addrspace(1) %26, i64 %35
  %37 = getelementptr float, ptr addrspace(1) %18, i64 %35
  br label %38

38:                                               ; preds = %38, %34
  %39 = phi i64 [ %27, %34 ], [ %47, %38 ]
  %40 = mul i64 %39, %20
  %41 = getelementptr float, ptr addrspace(1) %36, i64 %40
  %42 = load float, ptr addrspace(1) %41, align 4, !tbaa !13
  %43 = mul i64 %39, %12
  %44 = getelementptr float, ptr addrspace(1) %37, i64 %43
  %45 = load float, ptr addrspace(1) %44, align 4, !tbaa !13
  %46 = fadd float %42, %45
  store float %46, ptr addrspace(1) %44, align 4, !tbaa !13
  %47 = add i64 %39, %29
  %48 = icmp ult i64 %47, %8
  br i1 %48, label %38, label %49

49:                                               ; preds = %38
  %50 = add i64 %35, %30
  %51 = icmp ult i64 %50, %10
  br i1 %51, label %34, label %52, !llvm.loop !15

52:                                               ; preds = %49, %7
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS7PairAdd(ptr addrspace(1) noundef align 4 %0, ptr noundef byval(%"class.sycl::_V1::range") align 8 %1, ptr noundef byval(%"class.sycl::_V1::id") align 8 %2, ptr addrspace(1) noundef readonly align 4 %3, ptr noundef byval(%"class.sycl::_V1::range") align 8 %4, ptr noundef byval(%"class.sycl::_V1::id") align 8 %5) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !17 !kernel_arg_exclusive_ptr !17 !sycl_fixed_targets !11 !sycl_kernel_omit_args !18 {
  %7 = getelementptr inbounds i64, ptr %1, i64 1
  %8 = load i64, ptr %7, align 8
  %9 = load i64, ptr %2, align 8
  %10 = getelementptr inbounds i64, ptr %2, i64 1
  %11 = load i64, ptr %10, align 8
  %12 = mul i64 %9, %8
  %13 = getelementptr float, ptr addrspace(1) %0, i64 %11
  %14 = getelementptr float, ptr addrspace(1) %13, i64 %12
  %15 = getelementptr inbounds i64, ptr %4, i64 1
  %16 = load i64, ptr %15, align 8
  %17 = load i64, ptr %5, align 8
  %18 = getelementptr inbounds i64, ptr %5, i64 1
  %19 = load i64, ptr %18, align 8
  %20 = mul i64 %17, %16
  %21 = getelementptr float, ptr addrspace(1) %3, i64 %19
  %22 = getelementptr float, ptr addrspace(1) %21, i64 %20
  %23 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 1) #3
  %24 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #3
  %25 = icmp ult i64 %23, 2147483648
  tail call void @llvm.assume(i1 %25)
  %26 = icmp ult i64 %24, 2147483648
  tail call void @llvm.assume(i1 %26)
  %27 = mul i64 %23, %16
  %28 = getelementptr float, ptr addrspace(1) %22, i64 %24
  %29 = getelementptr float, ptr addrspace(1) %28, i64 %27
  %30 = load float, ptr addrspace(1) %29, align 4, !tbaa !13
  %31 = mul i64 %23, %8
  %32 = getelementptr float, ptr addrspace(1) %14, i64 %24
  %33 = getelementptr float, ptr addrspace(1) %32, i64 %31
  %34 = load float, ptr addrspace(1) %33, align 4, !tbaa !13
  %35 = fadd float %30, %34
  store float %35, ptr addrspace(1) %33, align 4, !tbaa !13
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
!10 = !{i1 false, i1 true, i1 false, i1 false, i1 true, i1 false, i1 false}
!11 = !{}
!12 = !{i1 false, i1 false, i1 true, i1 false, i1 false, i1 false, i1 true, i1 false, i1 false}
!13 = !{!14, !14, i64 0}
!14 = !{!"float", !8, i64 0}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = !{i1 true, i1 false, i1 false, i1 true, i1 false, i1 false}
!18 = !{i1 false, i1 true, i1 false, i1 false, i1 false, i1 true, i1 false, i1 false}
