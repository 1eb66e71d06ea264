source_filename = "rtc_0.cpp"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [1 x i64] }
%class.anon = type { i64, ptr addrspace(4), ptr addrspace(4) }
%class.anon.0 = type { ptr addrspace(4), i64, ptr addrspace(4), ptr addrspace(4) }

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI7RowSumsEE = comdat any

$_ZTS7RowSums = comdat any

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI8RowScaleEE = comdat any

$_ZTS8RowScale = comdat any

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI7RowSumsEE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, ptr noundef byval(%class.anon) align 8 %1) local_unnamed_addr #0 comdat !sycl_fixed_targets !10 !sycl_kernel_omit_args !11 {
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
  br i1 %14, label %15, label %37

15:                                               ; preds = %2
  %16 = trunc i64 %5 to i32
  %17 = icmp sgt i32 %16, 0
  %18 = and i64 %5, 4294967295
  br label %19

19:                                               ; preds = %32, %15
  %20 = phi i64 [ %12, %15 ], [ %35, %32 ]
  br i1 %17, label %21, label %32

21:                                               ; preds = %19
  %22 = mul i64 %20, %5
  %23 = getelementptr float, ptr addrspace(4) %8, i64 %22
  br label %24

24:                                               ; preds = %24, %21
  %25 = phi i64 [ %18, %21 ], [ %27, %24 ]
  %26 = phi float [ 0.000000e+00, %21 ], [ %30, %24 ]
  %27 = add nsw i64 %25, -1
  %28 = getelementptr float, ptr addrspace(4) %23, i64 %27
  %29 = load float, ptr addrspace(4) %28, align 4, !tbaa !17
  %30 = fadd float %26, %29
  %31 = icmp sgt i64 %25, 1
  br i1 %31, label %24, label %32, !llvm.loop !19

32:                                               ; preds = %24, %19
  %33 = phi float [ 0.000000e+00, %19 ], [ %30, %24 ]
  %34 = getelementptr inbounds nuw float, ptr addrspace(4) %11, i64 %20
  store float %33, ptr addrspace(4) %34, align 4, !tbaa !17
  %35 = add i64 %20, %13
  %36 = icmp ult i64 %35, %3
  br i1 %36, label %19, label %37, !llvm.loop !21

37:                                               ; preds = %32, %2
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS7RowSums(i64 noundef %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2) local_unnamed_addr #0 comdat !sycl_fixed_targets !10 !sycl_kernel_omit_args !22 {
  %4 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #3
  %5 = icmp ult i64 %4, 2147483648
  tail call void @llvm.assume(i1 %5)
  %6 = trunc i64 %0 to i32
  %7 = icmp sgt i32 %6, 0
  br i1 %7, label %8, label %20

8:                                                ; preds = %3
  %9 = mul i64 %4, %0
  %10 = getelementptr float, ptr addrspace(1) %1, i64 %9
  %11 = and i64 %0, 2147483647
  br label %12

12:                                               ; preds = %12, %8
  %13 = phi i64 [ %11, %8 ], [ %15, %12 ]
  %14 = phi float [ 0.000000e+00, %8 ], [ %18, %12 ]
  %15 = add nsw i64 %13, -1
  %16 = getelementptr float, ptr addrspace(1) %10, i64 %15
  %17 = load float, ptr addrspace(1) %16, align 4, !tbaa !17
  %18 = fadd float %14, %17
  %19 = icmp samesign ugt i64 %13, 1
  br i1 %19, label %12, label %20, !llvm.loop !19

20:                                               ; preds = %12, %3
  %21 = phi float [ 0.000000e+00, %3 ], [ %18, %12 ]
  %22 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %4
  store float %21, ptr addrspace(1) %22, align 4, !tbaa !17
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI8RowScaleEE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, ptr noundef byval(%class.anon.0) align 8 %1) local_unnamed_addr #0 comdat !sycl_fixed_targets !10 !sycl_kernel_omit_args !11 {
  %3 = load i64, ptr %0, align 8
  %4 = getelementptr inbounds nuw { i64, i64, i64, i64 }, ptr %1, i64 0, i32 0
  %5 = load i64, ptr %4, align 8, !tbaa !14
  %6 = inttoptr i64 %5 to ptr addrspace(4)
  %7 = getelementptr inbounds nuw { i64, i64, i64, i64 }, ptr %1, i64 0, i32 1
  %8 = load i64, ptr %7, align 8, !tbaa !12
  %9 = getelementptr inbounds nuw { i64, i64, i64, i64 }, ptr %1, i64 0, i32 2
  %10 = load i64, ptr %9, align 8, !tbaa !14
  %11 = inttoptr i64 %10 to ptr addrspace(4)
  %12 = getelementptr inbounds nuw { i64, i64, i64, i64 }, ptr %1, i64 0, i32 3
  %13 = load i64, ptr %12, align 8, !tbaa !14
  %14 = inttoptr i64 %13 to ptr addrspace(4)
  %15 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #3
  %16 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #3
  %17 = icmp ult i64 %15, %3
  br i1 %17, label %18, label %40

18:                                               ; preds = %2
  %19 = trunc i64 %8 to i32
  %20 = icmp sgt i32 %19, 0
  %21 = and i64 %8, 4294967295
  br label %22

22:                                               ; preds = %37, %18
  %23 = phi i64 [ %15, %18 ], [ %38, %37 ]
  %24 = getelementptr inbounds nuw float, ptr addrspace(4) %6, i64 %23
  %25 = load float, ptr addrspace(4) %24, align 4, !tbaa !17
  br i1 %20, label %26, label %37

26:                                               ; preds = %22
  %27 = mul i64 %23, %8
  br label %28

28:                                               ; preds = %28, %26
  %29 = phi i64 [ %21, %26 ], [ %30, %28 ]
  %30 = add nsw i64 %29, -1
  %31 = add i64 %30, %27
  %32 = getelementptr inbounds nuw float, ptr addrspace(4) %14, i64 %31
  %33 = load float, ptr addrspace(4) %32, align 4, !tbaa !17
  %34 = fmul float %25, %33
  %35 = getelementptr inbounds nuw float, ptr addrspace(4) %11, i64 %31
  store float %34, ptr addrspace(4) %35, align 4, !tbaa !17
  %36 = icmp sgt i64 %29, 1
  br i1 %36, label %28, label %37, !llvm.loop !23

37:                                               ; preds = %28, %22
  %38 = add i64 %23, %16
  %39 = icmp ult i64 %38, %3
  br i1 %39, label %22, label %40, !llvm.loop !24

40:                                               ; preds = %37, %2
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS8RowScale(ptr addrspace(1) noundef align 4 %0, i64 noundef %1, ptr addrspace(1) noundef align 4 %2, ptr addrspace(1) noundef align 4 %3) local_unnamed_addr #0 comdat !sycl_fixed_targets !10 !sycl_kernel_omit_args !25 {
  %5 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #3
  %6 = icmp ult i64 %5, 2147483648
  tail call void @llvm.assume(i1 %6)
  %7 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %5
  %8 = load float, ptr addrspace(1) %7, align 4, !tbaa !17
  %9 = trunc i64 %1 to i32
  %10 = icmp sgt i32 %9, 0
  br i1 %10, label %11, label %23

11:                                               ; preds = %4
  %12 = mul i64 %5, %1
  %13 = and i64 %1, 2147483647
  br label %14

14:                                               ; preds = %14, %11
  %15 = phi i64 [ %13, %11 ], [ %16, %14 ]
  %16 = add nsw i64 %15, -1
  %17 = add i64 %12, %16
  %18 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %17
  %19 = load float, ptr addrspace(1) %18, align 4, !tbaa !17
  %20 = fmul float %8, %19
  %21 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %17
  store float %20, ptr addrspace(1) %21, align 4, !tbaa !17
  %22 = icmp samesign ugt i64 %15, 1
  br i1 %22, label %14, label %23, !llvm.loop !23

23:                                               ; preds = %14, %4
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
!25 = !{i1 false, i1 false, i1 false, i1 false}
