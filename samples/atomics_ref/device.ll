source_filename = "rtc_0.cpp"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [1 x i64] }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array" }

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI15GlobalHistogramEE = comdat any

$_ZTS15GlobalHistogram = comdat any

$_ZTS14LocalHistogram = comdat any

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI8ExtremesEE = comdat any

$_ZTS8Extremes = comdat any

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI15GlobalHistogramEE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, i64 noundef %1, ptr addrspace(1) noundef readonly align 4 %2, ptr noundef byval(%"class.sycl::_V1::id") align 8 %3, ptr addrspace(1) noundef align 4 %4, ptr noundef byval(%"class.sycl::_V1::id") align 8 %5) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !10 !kernel_arg_exclusive_ptr !10 !sycl_fixed_targets !11 !sycl_kernel_omit_args !12 {
  %7 = load i64, ptr %0, align 8
  %8 = load i64, ptr %3, align 8
  %9 = getelementptr inbounds nuw i32, ptr addrspace(1) %2, i64 %8
  %10 = load i64, ptr %5, align 8
  %11 = getelementptr inbounds nuw i32, ptr addrspace(1) %4, i64 %10
  %12 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %13 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #4
  %14 = icmp ult i64 %12, %7
  br i1 %14, label %15, label %26

15:                                               ; preds = %15, %6
  %16 = phi i64 [ %24, %15 ], [ %12, %6 ]
  %17 = getelementptr inbounds nuw i32, ptr addrspace(1) %9, i64 %16
  %18 = load i32, ptr addrspace(1) %17, align 4, !tbaa !13
  %19 = add nsw i32 %18, 300
  %20 = zext i32 %19 to i64
  %21 = urem i64 %20, %1
  %22 = getelementptr inbounds nuw i32, ptr addrspace(1) %11, i64 %21
  %23 = tail call spir_func noundef i32 @_Z18__spirv_AtomicIAddPU3AS1jiij(ptr addrspace(1) noundef %22, i32 noundef 1, i32 noundef 896, i32 noundef 1) #5
  %24 = add i64 %16, %13
  %25 = icmp ult i64 %24, %7
  br i1 %25, label %15, label %26, !llvm.loop !14

26:                                               ; preds = %15, %6
  ret void
}

; Function Attrs: convergent nounwind
declare dso_local spir_func noundef i32 @_Z18__spirv_AtomicIAddPU3AS1jiij(ptr addrspace(1) noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS15GlobalHistogram(i64 noundef %0, ptr addrspace(1) noundef readonly align 4 %1, ptr noundef byval(%"class.sycl::_V1::id") align 8 %2, ptr addrspace(1) noundef align 4 %3, ptr noundef byval(%"class.sycl::_V1::id") align 8 %4) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !16 !kernel_arg_exclusive_ptr !16 !sycl_fixed_targets !11 !sycl_kernel_omit_args !17 {
  %6 = load i64, ptr %2, align 8
  %7 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %6
  %8 = load i64, ptr %4, align 8
  %9 = getelementptr inbounds nuw i32, ptr addrspace(1) %3, i64 %8
  %10 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %11 = icmp ult i64 %10, 2147483648
  tail call void @llvm.assume(i1 %11)
  %12 = getelementptr inbounds nuw i32, ptr addrspace(1) %7, i64 %10
  %13 = load i32, ptr addrspace(1) %12, align 4, !tbaa !13
  %14 = add nsw i32 %13, 300
  %15 = zext i32 %14 to i64
  %16 = urem i64 %15, %0
  %17 = getelementptr inbounds nuw i32, ptr addrspace(1) %9, i64 %16
  %18 = tail call spir_func noundef i32 @_Z18__spirv_AtomicIAddPU3AS1jiij(ptr addrspace(1) noundef %17, i32 noundef 1, i32 noundef 896, i32 noundef 1) #5
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS14LocalHistogram(i64 noundef %0, ptr addrspace(3) noundef align 4 %1, ptr addrspace(1) noundef readonly align 4 %2, ptr noundef byval(%"class.sycl::_V1::id") align 8 %3, ptr addrspace(1) noundef align 4 %4, ptr noundef byval(%"class.sycl::_V1::id") align 8 %5) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !18 !kernel_arg_exclusive_ptr !18 !sycl_fixed_targets !11 !sycl_kernel_omit_args !19 {
  %7 = load i64, ptr %3, align 8
  %8 = getelementptr inbounds nuw i32, ptr addrspace(1) %2, i64 %7
  %9 = load i64, ptr %5, align 8
  %10 = getelementptr inbounds nuw i32, ptr addrspace(1) %4, i64 %9
  %11 = tail call spir_func noundef i64 @_Z32__spirv_BuiltInLocalInvocationIdi(i32 noundef 0) #4
  %12 = icmp ult i64 %11, 2147483648
  tail call void @llvm.assume(i1 %12)
  %13 = tail call spir_func noundef i64 @_Z28__spirv_BuiltInWorkgroupSizei(i32 noundef 0) #4
  %14 = icmp ult i64 %13, 2147483648
  tail call void @llvm.assume(i1 %14)
  %15 = icmp ult i64 %11, %0
  br i1 %15, label %26, label %16

16:                                               ; preds = %26, %6
  tail call spir_func void @_Z22__spirv_ControlBarrieriii(i32 noundef 2, i32 noundef 2, i32 noundef 912) #5
  %17 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %18 = icmp ult i64 %17, 2147483648
  tail call void @llvm.assume(i1 %18)
  %19 = getelementptr inbounds nuw i32, ptr addrspace(1) %8, i64 %17
  %20 = load i32, ptr addrspace(1) %19, align 4, !tbaa !13
  %21 = add nsw i32 %20, 300
  %22 = zext i32 %21 to i64
  %23 = urem i64 %22, %0
  %24 = getelementptr inbounds nuw i32, ptr addrspace(3) %1, i64 %23
  %25 = tail call spir_func noundef i32 @_Z18__spirv_AtomicIAddPU3AS3jiij(ptr addrspace(3) noundef %24, i32 noundef 2, i32 noundef 904, i32 noundef 1) #5
  tail call spir_func void @_Z22__spirv_ControlBarrieriii(i32 noundef 2, i32 noundef 2, i32 noundef 912) #5
  br i1 %15, label %31, label %42

26:                                               ; preds = %26, %6
  %27 = phi i64 [ %29, %26 ], [ %11, %6 ]
  %28 = getelementptr inbounds nuw i32, ptr addrspace(3) %1, i64 %27
  store i32 0, ptr addrspace(3) %28, align 4, !tbaa !13
  %29 = add i64 %27, %13
  %30 = icmp ult i64 %29, %0
  br i1 %30, label %26, label %16, !llvm.loop !20

31:                                               ; preds = %39, %16
  %32 = phi i64 [ %40, %39 ], [ %11, %16 ]
  %33 = getelementptr inbounds nuw i32, ptr addrspace(3) %1, i64 %32
  %34 = load i32, ptr addrspace(3) %33, align 4, !tbaa !13
  %35 = icmp eq i32 %34, 0
  br i1 %35, label %39, label %36

36:                                               ; preds = %31
  %37 = getelementptr inbounds nuw i32, ptr addrspace(1) %10, i64 %32
  %38 = tail call spir_func noundef i32 @_Z18__spirv_AtomicIAddPU3AS1jiij(ptr addrspace(1) noundef %37, i32 noundef 1, i32 noundef 896, i32 noundef %34) #5
  br label %39

39:                                               ; preds = %36, %31
  %40 = add i64 %32, %13
  %41 = icmp ult i64 %40, %0
  br i1 %41, label %31, label %42, !llvm.loop !21

42:                                               ; preds = %39, %16
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z32__spirv_BuiltInLocalInvocationIdi(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z28__spirv_BuiltInWorkgroupSizei(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local spir_func void @_Z22__spirv_ControlBarrieriii(i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare dso_local spir_func noundef i32 @_Z18__spirv_AtomicIAddPU3AS3jiij(ptr addrspace(3) noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI8ExtremesEE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, ptr addrspace(1) noundef readonly align 4 %1, ptr noundef byval(%"class.sycl::_V1::id") align 8 %2, ptr addrspace(1) noundef align 4 %3, ptr noundef byval(%"class.sycl::_V1::id") align 8 %4) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !16 !kernel_arg_exclusive_ptr !16 !sycl_fixed_targets !11 !sycl_kernel_omit_args !17 {
  %6 = load i64, ptr %0, align 8
  %7 = load i64, ptr %2, align 8
  %8 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %7
  %9 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %10 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #4
  %11 = icmp ult i64 %9, %6
  br i1 %11, label %12, label %47

12:                                               ; preds = %5
  %13 = load i64, ptr %4, align 8
  %14 = getelementptr inbounds nuw i32, ptr addrspace(1) %3, i64 %13
  %15 = addrspacecast ptr addrspace(1) %14 to ptr addrspace(4)
  %16 = getelementptr inbounds nuw i32, ptr addrspace(1) %14, i64 1
  %17 = addrspacecast ptr addrspace(1) %16 to ptr addrspace(4)
  %18 = getelementptr inbounds nuw i32, ptr addrspace(1) %14, i64 3
  %19 = addrspacecast ptr addrspace(1) %18 to ptr addrspace(4)
  %20 = getelementptr inbounds nuw i32, ptr addrspace(1) %14, i64 2
  %21 = addrspacecast ptr addrspace(1) %20 to ptr addrspace(4)
  br label %22

22:                                               ; preds = %44, %12
  %23 = phi i64 [ %45, %44 ], [ %9, %12 ]
  %24 = getelementptr inbounds nuw i32, ptr addrspace(1) %8, i64 %23
  %25 = load i32, ptr addrspace(1) %24, align 4, !tbaa !13
  %26 = tail call spir_func noundef i32 @_Z18__spirv_AtomicSMaxPiiii(ptr addrspace(4) noundef %15, i32 noundef 1, i32 noundef 904, i32 noundef %25) #5
  %27 = tail call spir_func noundef i32 @_Z18__spirv_AtomicSMinPiiii(ptr addrspace(4) noundef %17, i32 noundef 1, i32 noundef 904, i32 noundef %25) #5
  %28 = icmp slt i32 %25, 0
  br i1 %28, label %29, label %31

29:                                               ; preds = %22
  %30 = tail call spir_func noundef i32 @_Z18__spirv_AtomicIAddPiiii(ptr addrspace(4) noundef %21, i32 noundef 1, i32 noundef 896, i32 noundef 1) #5
  br label %44

31:                                               ; preds = %22
  %32 = icmp eq i32 %25, 699
  br i1 %32, label %33, label %44

33:                                               ; preds = %31
  %34 = tail call spir_func noundef i32 @_Z18__spirv_AtomicLoadPiii(ptr addrspace(4) noundef %19, i32 noundef 1, i32 noundef 898) #5
  %35 = trunc nuw nsw i64 %23 to i32
  br label %36

36:                                               ; preds = %41, %33
  %37 = phi i32 [ %34, %33 ], [ %42, %41 ]
  %38 = icmp slt i32 %37, 0
  %39 = icmp sgt i32 %37, %35
  %40 = select i1 %38, i1 true, i1 %39
  br i1 %40, label %41, label %44

41:                                               ; preds = %36
  %42 = tail call spir_func noundef i32 @_Z29__spirv_AtomicCompareExchangePiiiiii(ptr addrspace(4) noundef %19, i32 noundef 1, i32 noundef 904, i32 noundef 898, i32 noundef %35, i32 noundef %37) #5
  %43 = icmp eq i32 %42, %37
  br i1 %43, label %44, label %36

44:                                               ; preds = %41, %36, %31, %29
  %45 = add i64 %23, %10
  %46 = icmp ult i64 %45, %6
  br i1 %46, label %22, label %47, !llvm.loop !22

47:                                               ; preds = %44, %5
  ret void
}

; Function Attrs: convergent nounwind
declare dso_local spir_func noundef i32 @_Z18__spirv_AtomicSMaxPiiii(ptr addrspace(4) noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare dso_local spir_func noundef i32 @_Z18__spirv_AtomicSMinPiiii(ptr addrspace(4) noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare dso_local spir_func noundef i32 @_Z18__spirv_AtomicIAddPiiii(ptr addrspace(4) noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare dso_local spir_func noundef i32 @_Z18__spirv_AtomicLoadPiii(ptr addrspace(4) noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare dso_local spir_func noundef i32 @_Z29__spirv_AtomicCompareExchangePiiiiii(ptr addrspace(4) noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS8Extremes(ptr addrspace(1) noundef readonly align 4 %0, ptr noundef byval(%"class.sycl::_V1::id") align 8 %1, ptr addrspace(1) noundef align 4 %2, ptr noundef byval(%"class.sycl::_V1::id") align 8 %3) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !23 !kernel_arg_exclusive_ptr !23 !sycl_fixed_targets !11 !sycl_kernel_omit_args !24 {
  %5 = load i64, ptr %1, align 8
  %6 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %5
  %7 = load i64, ptr %3, align 8
  %8 = getelementptr inbounds nuw i32, ptr addrspace(1) %2, i64 %7
  %9 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %10 = icmp ult i64 %9, 2147483648
  tail call void @llvm.assume(i1 %10)
  %11 = getelementptr inbounds nuw i32, ptr addrspace(1) %6, i64 %9
  %12 = load i32, ptr addrspace(1) %11, align 4, !tbaa !13
  %13 = addrspacecast ptr addrspace(1) %8 to ptr addrspace(4)
  %14 = getelementptr inbounds nuw i32, ptr addrspace(1) %8, i64 1
  %15 = addrspacecast ptr addrspace(1) %14 to ptr addrspace(4)
  %16 = tail call spir_func noundef i32 @_Z18__spirv_AtomicSMaxPiiii(ptr addrspace(4) noundef %13, i32 noundef 1, i32 noundef 904, i32 noundef %12) #5
  %17 = tail call spir_func noundef i32 @_Z18__spirv_AtomicSMinPiiii(ptr addrspace(4) noundef %15, i32 noundef 1, i32 noundef 904, i32 noundef %12) #5
  %18 = icmp slt i32 %12, 0
  br i1 %18, label %19, label %23

19:                                               ; preds = %4
  %20 = getelementptr inbounds nuw i32, ptr addrspace(1) %8, i64 2
  %21 = addrspacecast ptr addrspace(1) %20 to ptr addrspace(4)
  %22 = tail call spir_func noundef i32 @_Z18__spirv_AtomicIAddPiiii(ptr addrspace(4) noundef %21, i32 noundef 1, i32 noundef 896, i32 noundef 1) #5
  br label %38

23:                                               ; preds = %4
  %24 = icmp eq i32 %12, 699
  br i1 %24, label %25, label %38

25:                                               ; preds = %23
  %26 = getelementptr inbounds nuw i32, ptr addrspace(1) %8, i64 3
  %27 = addrspacecast ptr addrspace(1) %26 to ptr addrspace(4)
  %28 = tail call spir_func noundef i32 @_Z18__spirv_AtomicLoadPiii(ptr addrspace(4) noundef %27, i32 noundef 1, i32 noundef 898) #5
  %29 = trunc nuw nsw i64 %9 to i32
  br label %30

30:                                               ; preds = %35, %25
  %31 = phi i32 [ %28, %25 ], [ %36, %35 ]
  %32 = icmp slt i32 %31, 0
  %33 = icmp sgt i32 %31, %29
  %34 = select i1 %32, i1 true, i1 %33
  br i1 %34, label %35, label %38

35:                                               ; preds = %30
  %36 = tail call spir_func noundef i32 @_Z29__spirv_AtomicCompareExchangePiiiiii(ptr addrspace(4) noundef %27, i32 noundef 1, i32 noundef 904, i32 noundef 898, i32 noundef %29, i32 noundef %31) #5
  %37 = icmp eq i32 %36, %31
  br i1 %37, label %38, label %30

38:                                               ; preds = %35, %30, %23, %19
  ret void
}

declare dso_local spir_func i32 @_Z18__spirv_ocl_printfPU3AS2Kcz(ptr addrspace(2), ...)

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "sycl-module-id"="rtc_0.cpp" "sycl-optlevel"="2" "uniform-work-group-size" }
attributes #1 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size" }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #3 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size" }
attributes #4 = { convergent nounwind willreturn memory(none) "uniform-work-group-size" }
attributes #5 = { convergent nounwind "uniform-work-group-size" }

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
!13 = !{!7, !7, i64 0}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
!16 = !{i1 false, i1 true, i1 false, i1 true, i1 false}
!17 = !{i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false}
!18 = !{i1 false, i1 true, i1 true, i1 false, i1 true, i1 false}
!19 = !{i1 false, i1 false, i1 true, i1 true, i1 true, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false}
!20 = distinct !{!20, !15}
!21 = distinct !{!21, !15}
!22 = distinct !{!22, !15}
!23 = !{i1 true, i1 false, i1 true, i1 false}
!24 = !{i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false}
