source_filename = "rtc_0.cpp"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [1 x i64] }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array" }

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI6SquareEE = comdat any

$_ZTS6Square = comdat any

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI8RowTotalEE = comdat any

$_ZTS8RowTotal = comdat any

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI6SquareEE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, i64 noundef %1, ptr addrspace(1) noundef align 4 %2, ptr noundef byval(%"class.sycl::_V1::id") align 8 %3, ptr addrspace(1) noundef readonly align 4 %4, ptr noundef byval(%"class.sycl::_V1::id") align 8 %5) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !10 !kernel_arg_exclusive_ptr !10 !sycl_fixed_targets !11 !sycl_kernel_omit_args !12 {
  %7 = load i64, ptr %0, align 8
  %8 = load i64, ptr %3, align 8
  %9 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %8
  %10 = load i64, ptr %5, align 8
  %11 = getelementptr inbounds nuw float, ptr addrspace(1) %4, i64 %10
  %12 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #3
  %13 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #3
  %14 = icmp ult i64 %12, %7
  br i1 %14, label %15, label %33

15:                                               ; preds = %6
  %16 = icmp eq i64 %1, 0
  br label %17

17:                                               ; preds = %30, %15
  %18 = phi i64 [ %12, %15 ], [ %31, %30 ]
  br i1 %16, label %30, label %19

19:                                               ; preds = %17
  %20 = mul i64 %18, %1
  br label %21

21:                                               ; preds = %21, %19
  %22 = phi i64 [ 0, %19 ], [ %28, %21 ]
  %23 = add i64 %22, %20
  %24 = getelementptr inbounds nuw float, ptr addrspace(1) %11, i64 %23
  %25 = load float, ptr addrspace(1) %24, align 4, !tbaa !13
  %26 = fmul float %25, %25
  %27 = getelementptr inbounds nuw float, ptr addrspace(1) %9, i64 %23
  store float %26, ptr addrspace(1) %27, align 4, !tbaa !13
  %28 = add nuw i64 %22, 1
  %29 = icmp eq i64 %28, %1
  br i1 %29, label %30, label %21, !llvm.loop !15

30:                                               ; preds = %21, %17
  %31 = add i64 %18, %13
  %32 = icmp ult i64 %31, %7
  br i1 %32, label %17, label %33, !llvm.loop !17

33:                                               ; preds = %30, %6
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS6Square(i64 noundef %0, ptr addrspace(1) noundef align 4 %1, ptr noundef byval(%"class.sycl::_V1::id") align 8 %2, ptr addrspace(1) noundef readonly align 4 %3, ptr noundef byval(%"class.sycl::_V1::id") align 8 %4) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !18 !kernel_arg_exclusive_ptr !18 !sycl_fixed_targets !11 !sycl_kernel_omit_args !19 {
  %6 = load i64, ptr %2, align 8
  %7 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %6
  %8 = load i64, ptr %4, align 8
  %9 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %8
  %10 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #3
  %11 = icmp ult i64 %10, 2147483648
  tail call void @llvm.assume(i1 %11)
  %12 = icmp eq i64 %0, 0
  br i1 %12, label %24, label %13

13:                                               ; preds = %5
  %14 = mul i64 %10, %0
  br label %15

15:                                               ; preds = %15, %13
  %16 = phi i64 [ 0, %13 ], [ %22, %15 ]
  %17 = add i64 %16, %14
  %18 = getelementptr inbounds nuw float, ptr addrspace(1) %9, i64 %17
  %19 = load float, ptr addrspace(1) %18, align 4, !tbaa !13
  %20 = fmul float %19, %19
  %21 = getelementptr inbounds nuw float, ptr addrspace(1) %7, i64 %17
  store float %20, ptr addrspace(1) %21, align 4, !tbaa !13
  %22 = add nuw i64 %16, 1
  %23 = icmp eq i64 %22, %0
  br i1 %23, label %24, label %15, !llvm.loop !15

24:                                               ; preds = %15, %5
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI8RowTotalEE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, i64 noundef %1, ptr addrspace(1) noundef readonly align 4 %2, ptr noundef byval(%"class.sycl::_V1::id") align 8 %3, ptr addrspace(1) noundef align 4 %4, ptr noundef byval(%"class.sycl::_V1::id") align 8 %5) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !10 !kernel_arg_exclusive_ptr !10 !sycl_fixed_targets !11 !sycl_kernel_omit_args !12 {
  %7 = load i64, ptr %0, align 8
  %8 = load i64, ptr %3, align 8
  %9 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %8
  %10 = load i64, ptr %5, align 8
  %11 = getelementptr inbounds nuw float, ptr addrspace(1) %4, i64 %10
  %12 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #3
  %13 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #3
  %14 = icmp ult i64 %12, %7
  br i1 %14, label %15, label %35

15:                                               ; preds = %6
  %16 = icmp eq i64 %1, 0
  br label %17

17:                                               ; preds = %30, %15
  %18 = phi i64 [ %12, %15 ], [ %33, %30 ]
  br i1 %16, label %30, label %19

19:                                               ; preds = %17
  %20 = mul i64 %18, %1
  %21 = getelementptr float, ptr addrspace(1) %9, i64 %20
  br label %22

22:                                               ; preds = %22, %19
  %23 = phi i64 [ 0, %19 ], [ %28, %22 ]
  %24 = phi float [ 0.000000e+00, %19 ], [ %27, %22 ]
  %25 = getelementptr float, ptr addrspace(1) %21, i64 %23
  %26 = load float, ptr addrspace(1) %25, align 4, !tbaa !13
  %27 = fadd float %24, %26
  %28 = add nuw i64 %23, 1
  %29 = icmp eq i64 %28, %1
  br i1 %29, label %30, label %22, !llvm.loop !20

30:                                               ; preds = %22, %17
  %31 = phi float [ 0.000000e+00, %17 ], [ %27, %22 ]
  %32 = getelementptr inbounds nuw float, ptr addrspace(1) %11, i64 %18
  store float %31, ptr addrspace(1) %32, align 4, !tbaa !13
  %33 = add i64 %18, %13
  %34 = icmp ult i64 %33, %7
  br i1 %34, label %17, label %35, !llvm.loop !21

35:                                               ; preds = %30, %6
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS8RowTotal(i64 noundef %0, ptr addrspace(1) noundef readonly align 4 %1, ptr noundef byval(%"class.sycl::_V1::id") align 8 %2, ptr addrspace(1) noundef align 4 %3, ptr noundef byval(%"class.sycl::_V1::id") align 8 %4) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !18 !kernel_arg_exclusive_ptr !18 !sycl_fixed_targets !11 !sycl_kernel_omit_args !19 {
  %6 = load i64, ptr %4, align 8
  %7 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #3
  %8 = icmp ult i64 %7, 2147483648
  tail call void @llvm.assume(i1 %8)
  %9 = icmp eq i64 %0, 0
  br i1 %9, label %23, label %10

10:                                               ; preds = %5
  %11 = load i64, ptr %2, align 8
  %12 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %11
  %13 = mul i64 %7, %0
  %14 = getelementptr float, ptr addrspace(1) %12, i64 %13
  br label %15

15:                                               ; preds = %15, %10
  %16 = phi i64 [ 0, %10 ], [ %21, %15 ]
  %17 = phi float [ 0.000000e+00, %10 ], [ %20, %15 ]
  %18 = getelementptr float, ptr addrspace(1) %14, i64 %16
  %19 = load float, ptr addrspace(1) %18, align 4, !tbaa !13
  %20 = fadd float %17, %19
  %21 = add nuw i64 %16, 1
  %22 = icmp eq i64 %21, %0
  br i1 %22, label %23, label %15, !llvm.loop !20

23:                                               ; preds = %15, %5
  %24 = phi float [ 0.000000e+00, %5 ], [ %20, %15 ]
  %25 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %6
  %26 = getelementptr inbounds nuw float, ptr addrspace(1) %25, i64 %7
  store float %24, ptr addrspace(1) %26, align 4, !tbaa !13
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
!10 = !{i1 false, i1 false, i1 true, i1 false, i1 true, i1 false}
!11 = !{}
!12 = !{i1 false, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false}
!13 = !{!14, !14, i64 0}
!14 = !{!"float", !8, i64 0}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = distinct !{!17, !16}
!18 = !{i1 false, i1 true, i1 false, i1 true, i1 false}
!19 = !{i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false}
!20 = distinct !{!20, !16}
!21 = distinct !{!21, !16}
