source_filename = "rtc_0.cpp"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [1 x i64] }
%class.anon = type { i64, ptr addrspace(4), ptr addrspace(4) }
%class.anon.0 = type { i64, ptr addrspace(4), ptr addrspace(4) }

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI6SquareEE = comdat any

$_ZTS6Square = comdat any

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI8RowTotalEE = comdat any

$_ZTS8RowTotal = comdat any

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI6SquareEE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, ptr noundef byval(%class.anon) align 8 %1) local_unnamed_addr #0 comdat !sycl_fixed_targets !10 !sycl_kernel_omit_args !11 {
  %3 = load i64, ptr %0, align 8
  %4 = getelementptr inbounds nuw { i64, i64, i64 }, ptr %1, i64 0, i32 0
  %5 = load i64, ptr %4, align 8, !tbaa !12
  %6 = getelementptr inbounds nuw { i64, i64, i64 }, ptr %1, i64 0, i32 1
  %7 = load i64, ptr %6, align 8, !tbaa !14
  %8 = inttoptr i64 %7 to ptr addrspace(4)
  %9 = getelementptr inbounds nuw { i64, i64, i64 }, ptr %1, i64 0, i32 2
  %10 = load i64, ptr %9, align 8, !tbaa !14
  %11 = inttoptr i64 %10 to ptr addrspace(4)
  %12 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #3
  %13 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #3
  %14 = icmp ult i64 %12, %3
  br i1 %14, label %15, label %33

15:                                               ; preds = %2
  %16 = icmp eq i64 %5, 0
  br label %17

17:                                               ; preds = %30, %15
  %18 = phi i64 [ %12, %15 ], [ %31, %30 ]
  br i1 %16, label %30, label %19

19:                                               ; preds = %17
  %20 = mul i64 %18, %5
  br label %21

21:                                               ; preds = %21, %19
  %22 = phi i64 [ 0, %19 ], [ %28, %21 ]
  %23 = add i64 %22, %20
  %24 = getelementptr inbounds nuw float, ptr addrspace(4) %11, i64 %23
  %25 = load float, ptr addrspace(4) %24, align 4, !tbaa !17
  %26 = fmul float %25, %25
  %27 = getelementptr inbounds nuw float, ptr addrspace(4) %8, i64 %23
  store float %26, ptr addrspace(4) %27, align 4, !tbaa !17
  %28 = add nuw i64 %22, 1
  %29 = icmp eq i64 %28, %5
  br i1 %29, label %30, label %21, !llvm.loop !19

30:                                               ; preds = %21, %17
  %31 = add i64 %18, %13
  %32 = icmp ult i64 %31, %3
  br i1 %32, label %17, label %33, !llvm.loop !21

33:                                               ; preds = %30, %2
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS6Square(i64 noundef %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2) local_unnamed_addr #0 comdat !sycl_fixed_targets !10 !sycl_kernel_omit_args !22 {
  %4 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #3
  %5 = icmp ult i64 %4, 2147483648
  tail call void @llvm.assume(i1 %5)
  %6 = icmp eq i64 %0, 0
  br i1 %6, label %18, label %7

7:                                                ; preds = %3
  %8 = mul i64 %4, %0
  br label %9

9:                                                ; preds = %9, %7
  %10 = phi i64 [ 0, %7 ], [ %16, %9 ]
  %11 = add i64 %10, %8
  %12 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %11
  %13 = load float, ptr addrspace(1) %12, align 4, !tbaa !17
  %14 = fmul float %13, %13
  %15 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %11
  store float %14, ptr addrspace(1) %15, align 4, !tbaa !17
  %16 = add nuw i64 %10, 1
  %17 = icmp eq i64 %16, %0
  br i1 %17, label %18, label %9, !llvm.loop !19

18:                                               ; preds = %9, %3
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI8RowTotalEE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, ptr noundef byval(%class.anon.0) align 8 %1) local_unnamed_addr #0 comdat !sycl_fixed_targets !10 !sycl_kernel_omit_args !11 {
  %3 = load i64, ptr %0, align 8
  %4 = getelementptr inbounds nuw { i64, i64, i64 }, ptr %1, i64 0, i32 0
  %5 = load i64, ptr %4, align 8, !tbaa !12
  %6 = getelementptr inbounds nuw { i64, i64, i64 }, ptr %1, i64 0, i32 1
  %7 = load i64, ptr %6, align 8, !tbaa !14
  %8 = inttoptr i64 %7 to ptr addrspace(4)
  %9 = getelementptr inbounds nuw { i64, i64, i64 }, ptr %1, i64 0, i32 2
  %10 = load i64, ptr %9, align 8, !tbaa !14
  %11 = inttoptr i64 %10 to ptr addrspace(4)
  %12 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #3
  %13 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #3
  %14 = icmp ult i64 %12, %3
  br i1 %14, label %15, label %35

15:                                               ; preds = %2
  %16 = icmp eq i64 %5, 0
  br label %17

17:                                               ; preds = %30, %15
  %18 = phi i64 [ %12, %15 ], [ %33, %30 ]
  br i1 %16, label %30, label %19

19:                                               ; preds = %17
  %20 = mul i64 %18, %5
  %21 = getelementptr float, ptr addrspace(4) %8, i64 %20
  br label %22

22:                                               ; preds = %22, %19
  %23 = phi i64 [ 0, %19 ], [ %28, %22 ]
  %24 = phi float [ 0.000000e+00, %19 ], [ %27, %22 ]
  %25 = getelementptr float, ptr addrspace(4) %21, i64 %23
  %26 = load float, ptr addrspace(4) %25, align 4, !tbaa !17
  %27 = fadd float %24, %26
  %28 = add nuw i64 %23, 1
  %29 = icmp eq i64 %28, %5
  br i1 %29, label %30, label %22, !llvm.loop !23

30:                                               ; preds = %22, %17
  %31 = phi float [ 0.000000e+00, %17 ], [ %27, %22 ]
  %32 = getelementptr inbounds nuw float, ptr addrspace(4) %11, i64 %18
  store float %31, ptr addrspace(4) %32, align 4, !tbaa !17
  %33 = add i64 %18, %13
  %34 = icmp ult i64 %33, %3
  br i1 %34, label %17, label %35, !llvm.loop !24

35:                                               ; preds = %30, %2
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS8RowTotal(i64 noundef %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2) local_unnamed_addr #0 comdat !sycl_fixed_targets !10 !sycl_kernel_omit_args !22 {
  %4 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #3
  %5 = icmp ult i64 %4, 2147483648
  tail call void @llvm.assume(i1 %5)
  %6 = icmp eq i64 %0, 0
  br i1 %6, label %18, label %7

7:                                                ; preds = %3
  %8 = mul i64 %4, %0
  %9 = getelementptr float, ptr addrspace(1) %1, i64 %8
  br label %10

10:                                               ; preds = %10, %7
  %11 = phi i64 [ 0, %7 ], [ %16, %10 ]
  %12 = phi float [ 0.000000e+00, %7 ], [ %15, %10 ]
  %13 = getelementptr float, ptr addrspace(1) %9, i64 %11
  %14 = load float, ptr addrspace(1) %13, align 4, !tbaa !17
  %15 = fadd float %12, %14
  %16 = add nuw i64 %11, 1
  %17 = icmp eq i64 %16, %0
  br i1 %17, label %18, label %10, !llvm.loop !23

18:                                               ; preds = %10, %3
  %19 = phi float [ 0.000000e+00, %3 ], [ %15, %10 ]
  %20 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %4
  store float %19, ptr addrspace(1) %20, align 4, !tbaa !17
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
!10 = !{}
!11 = !{i1 false, i1 false}
!12 = !{!13, !13, i64 0}
!13 = !{!"long", !8, i64 0}
!14 = !{!15, !15, i64 0}
!15 = !{!"p1 float", !16, i64 0}
!16 = !{!"any pointer", !8, i64 0}
!17 = !{!18, !18, i64 0}
!18 = !{!"float", !8, i64 0}
!19 = distinct !{!19, !20}
!20 = !{!"llvm.loop.mustprogress"}
!21 = distinct !{!21, !20}
!22 = !{i1 false, i1 false, i1 false}
!23 = distinct !{!23, !20}
!24 = distinct !{!24, !20}
