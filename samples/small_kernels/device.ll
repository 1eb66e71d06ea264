source_filename = "rtc_0.cpp"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [1 x i64] }
%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::range.15" = type { %"class.sycl::_V1::detail::array.16" }
%"class.sycl::_V1::detail::array.16" = type { [2 x i64] }
%"class.sycl::_V1::id.17" = type { %"class.sycl::_V1::detail::array.16" }

$_ZTS8MarkStep = comdat any

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI7AddStepEE = comdat any

$_ZTS7AddStep = comdat any

$_ZTS10GroupShift = comdat any

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI7CollectEE = comdat any

$_ZTS7Collect = comdat any

@WGLocalMem = internal addrspace(3) global [8 x i8] poison, align 4

; Function Attrs: mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS8MarkStep(ptr addrspace(1) noundef align 4 %0, ptr noundef byval(%"class.sycl::_V1::id") align 8 %1, i32 noundef %2) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !10 !kernel_arg_exclusive_ptr !10 !sycl_fixed_targets !11 !sycl_kernel_omit_args !12 {
  %4 = load i64, ptr %1, align 8
  %5 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %4
  %6 = sext i32 %2 to i64
  %7 = getelementptr inbounds nuw i32, ptr addrspace(1) %5, i64 %6
  store i32 %2, ptr addrspace(1) %7, align 4, !tbaa !13
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI7AddStepEE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, ptr addrspace(1) noundef align 4 %1, ptr noundef byval(%"class.sycl::_V1::id") align 8 %2, i32 noundef %3) local_unnamed_addr #1 comdat !kernel_arg_runtime_aligned !14 !kernel_arg_exclusive_ptr !14 !sycl_fixed_targets !11 !sycl_kernel_omit_args !15 {
  %5 = load i64, ptr %0, align 8
  %6 = load i64, ptr %2, align 8
  %7 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %6
  %8 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #6
  %9 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #6
  %10 = icmp ult i64 %8, %5
  br i1 %10, label %11, label %18

11:                                               ; preds = %11, %4
  %12 = phi i64 [ %16, %11 ], [ %8, %4 ]
  %13 = getelementptr inbounds nuw i32, ptr addrspace(1) %7, i64 %12
  %14 = load i32, ptr addrspace(1) %13, align 4, !tbaa !13
  %15 = add nsw i32 %14, %3
  store i32 %15, ptr addrspace(1) %13, align 4, !tbaa !13
  %16 = add i64 %12, %9
  %17 = icmp ult i64 %16, %5
  br i1 %17, label %11, label %18, !llvm.loop !16

18:                                               ; preds = %11, %4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS7AddStep(ptr addrspace(1) noundef align 4 %0, ptr noundef byval(%"class.sycl::_V1::id") align 8 %1, i32 noundef %2) local_unnamed_addr #1 comdat !kernel_arg_runtime_aligned !10 !kernel_arg_exclusive_ptr !10 !sycl_fixed_targets !11 !sycl_kernel_omit_args !12 {
  %4 = load i64, ptr %1, align 8
  %5 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %4
  %6 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #6
  %7 = icmp ult i64 %6, 2147483648
  tail call void @llvm.assume(i1 %7)
  %8 = getelementptr inbounds nuw i32, ptr addrspace(1) %5, i64 %6
  %9 = load i32, ptr addrspace(1) %8, align 4, !tbaa !13
  %10 = add nsw i32 %9, %2
  store i32 %10, ptr addrspace(1) %8, align 4, !tbaa !13
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS10GroupShift(i32 noundef %0, ptr addrspace(1) noundef align 4 %1, ptr noundef byval(%"class.sycl::_V1::id") align 8 %2) local_unnamed_addr #4 comdat !kernel_arg_runtime_aligned !18 !kernel_arg_exclusive_ptr !18 !sycl_fixed_targets !11 !sycl_kernel_omit_args !19 {
  %4 = load i64, ptr %2, align 8
  %5 = tail call spir_func noundef i64 @_Z32__spirv_BuiltInLocalInvocationIdi(i32 noundef 0) #6
  %6 = icmp ult i64 %5, 2147483648
  tail call void @llvm.assume(i1 %6)
  %7 = icmp eq i64 %5, 0
  br i1 %7, label %8, label %12

8:                                                ; preds = %3
  %9 = tail call spir_func noundef i64 @_Z26__spirv_BuiltInWorkgroupIdi(i32 noundef 0) #6
  %10 = icmp ult i64 %9, 2147483648
  tail call void @llvm.assume(i1 %10)
  %11 = trunc nuw nsw i64 %9 to i32
  store i32 %11, ptr addrspace(3) @WGLocalMem, align 4, !tbaa !13
  store i32 %0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @WGLocalMem, i64 4), align 4, !tbaa !13
  br label %12

12:                                               ; preds = %8, %3
  %13 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %4
  tail call spir_func void @_Z22__spirv_ControlBarrieriii(i32 noundef 2, i32 noundef 2, i32 noundef 912) #7
  %14 = load i32, ptr addrspace(3) @WGLocalMem, align 4, !tbaa !13
  %15 = load i32, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @WGLocalMem, i64 4), align 4, !tbaa !13
  %16 = add nsw i32 %15, %14
  %17 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #6
  %18 = icmp ult i64 %17, 2147483648
  tail call void @llvm.assume(i1 %18)
  %19 = getelementptr inbounds nuw i32, ptr addrspace(1) %13, i64 %17
  %20 = load i32, ptr addrspace(1) %19, align 4, !tbaa !13
  %21 = add nsw i32 %16, %20
  store i32 %21, ptr addrspace(1) %19, align 4, !tbaa !13
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z26__spirv_BuiltInWorkgroupIdi(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z32__spirv_BuiltInLocalInvocationIdi(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local spir_func void @_Z22__spirv_ControlBarrieriii(i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI7CollectEE(ptr noundef byval(%"class.sycl::_V1::range.15") align 8 %0, ptr addrspace(1) noundef align 4 %1, ptr noundef byval(%"class.sycl::_V1::range.15") align 8 %2, ptr noundef byval(%"class.sycl::_V1::id.17") align 8 %3, ptr addrspace(1) noundef readonly align 4 %4, ptr noundef byval(%"class.sycl::_V1::id") align 8 %5) local_unnamed_addr #1 comdat !kernel_arg_runtime_aligned !20 !kernel_arg_exclusive_ptr !20 !sycl_fixed_targets !11 !sycl_kernel_omit_args !21 {
  %7 = load i64, ptr %0, align 8
  %8 = getelementptr inbounds i64, ptr %0, i64 1
  %9 = load i64, ptr %8, align 8
  %10 = getelementptr inbounds i64, ptr %2, i64 1
  %11 = load i64, ptr %10, align 8
  %12 = load i64, ptr %3, align 8
  %13 = getelementptr inbounds i64, ptr %3, i64 1
  %14 = load i64, ptr %13, align 8
  %15 = mul i64 %12, %11
  %16 = getelementptr i32, ptr addrspace(1) %1, i64 %14
  %17 = getelementptr i32, ptr addrspace(1) %16, i64 %15
  %18 = load i64, ptr %5, align 8
  %19 = getelementptr inbounds nuw i32, ptr addrspace(1) %4, i64 %18
  %20 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 1) #6
  %21 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #6
  %22 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 1) #6
  %23 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #6
  %24 = icmp ult i64 %20, %7
  %25 = icmp ult i64 %21, %9
  %26 = select i1 %25, i1 %24, i1 false
  br i1 %26, label %27, label %52

27:                                               ; preds = %49, %6
  %28 = phi i64 [ %50, %49 ], [ %21, %6 ]
  %29 = icmp eq i64 %28, 0
  %30 = getelementptr i32, ptr addrspace(1) %17, i64 %28
  br label %31

31:                                               ; preds = %42, %27
  %32 = phi i64 [ %20, %27 ], [ %47, %42 ]
  br i1 %29, label %33, label %37

33:                                               ; preds = %31
  %34 = icmp ult i64 %32, 2147483648
  tail call void @llvm.assume(i1 %34)
  %35 = getelementptr inbounds nuw i32, ptr addrspace(1) %19, i64 %32
  %36 = load i32, ptr addrspace(1) %35, align 4, !tbaa !13
  br label %42

37:                                               ; preds = %31
  %38 = getelementptr inbounds nuw i32, ptr addrspace(1) %19, i64 %32
  %39 = load i32, ptr addrspace(1) %38, align 4, !tbaa !13
  %40 = icmp ult i64 %32, 2147483648
  tail call void @llvm.assume(i1 %40)
  %41 = mul nsw i32 %39, %39
  br label %42

42:                                               ; preds = %37, %33
  %43 = phi i32 [ %36, %33 ], [ %41, %37 ]
  %44 = icmp samesign ult i64 %32, 2147483648
  tail call void @llvm.assume(i1 %44)
  %45 = mul i64 %32, %11
  %46 = getelementptr i32, ptr addrspace(1) %30, i64 %45
  store i32 %43, ptr addrspace(1) %46, align 4, !tbaa !13
  %47 = add i64 %32, %22
  %48 = icmp ult i64 %47, %7
  br i1 %48, label %31, label %49

49:                                               ; preds = %42
  %50 = add i64 %28, %23
  %51 = icmp ult i64 %50, %9
  br i1 %51, label %27, label %52, !llvm.loop !22

52:                                               ; preds = %49, %6
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS7Collect(ptr addrspace(1) noundef align 4 %0, ptr noundef byval(%"class.sycl::_V1::range.15") align 8 %1, ptr noundef byval(%"class.sycl::_V1::id.17") align 8 %2, ptr addrspace(1) noundef readonly align 4 %3, ptr noundef byval(%"class.sycl::_V1::id") align 8 %4) local_unnamed_addr #1 comdat !kernel_arg_runtime_aligned !23 !kernel_arg_exclusive_ptr !23 !sycl_fixed_targets !11 !sycl_kernel_omit_args !24 {
  %6 = getelementptr inbounds i64, ptr %1, i64 1
  %7 = load i64, ptr %6, align 8
  %8 = load i64, ptr %2, align 8
  %9 = getelementptr inbounds i64, ptr %2, i64 1
  %10 = load i64, ptr %9, align 8
  %11 = load i64, ptr %4, align 8
  %12 = getelementptr inbounds nuw i32, ptr addrspace(1) %3, i64 %11
  %13 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 1) #6
  %14 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #6
  %15 = icmp ult i64 %14, 2147483648
  tail call void @llvm.assume(i1 %15)
  %16 = icmp eq i64 %14, 0
  br i1 %16, label %17, label %21

17:                                               ; preds = %5
  %18 = icmp ult i64 %13, 2147483648
  tail call void @llvm.assume(i1 %18)
  %19 = getelementptr inbounds nuw i32, ptr addrspace(1) %12, i64 %13
  %20 = load i32, ptr addrspace(1) %19, align 4, !tbaa !13
  br label %26

21:                                               ; preds = %5
  %22 = getelementptr inbounds nuw i32, ptr addrspace(1) %12, i64 %13
  %23 = load i32, ptr addrspace(1) %22, align 4, !tbaa !13
  %24 = icmp ult i64 %13, 2147483648
  tail call void @llvm.assume(i1 %24)
  %25 = mul nsw i32 %23, %23
  br label %26

26:                                               ; preds = %21, %17
  %27 = phi i32 [ %20, %17 ], [ %25, %21 ]
  %28 = getelementptr i32, ptr addrspace(1) %0, i64 %10
  %29 = mul i64 %8, %7
  %30 = getelementptr i32, ptr addrspace(1) %28, i64 %29
  %31 = icmp samesign ult i64 %13, 2147483648
  tail call void @llvm.assume(i1 %31)
  %32 = mul i64 %13, %7
  %33 = getelementptr i32, ptr addrspace(1) %30, i64 %14
  %34 = getelementptr i32, ptr addrspace(1) %33, i64 %32
  store i32 %27, ptr addrspace(1) %34, align 4, !tbaa !13
  ret void
}

declare dso_local spir_func i32 @_Z18__spirv_ocl_printfPU3AS2Kcz(ptr addrspace(2), ...)

attributes #0 = { mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "sycl-module-id"="rtc_0.cpp" "sycl-optlevel"="2" "sycl-single-task" "uniform-work-group-size" }
attributes #1 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "sycl-module-id"="rtc_0.cpp" "sycl-optlevel"="2" "uniform-work-group-size" }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #3 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size" }
attributes #4 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "sycl-module-id"="rtc_0.cpp" "sycl-optlevel"="2" "sycl-work-group-static" "uniform-work-group-size" }
attributes #5 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size" }
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
!10 = !{i1 true, i1 false, i1 false}
!11 = !{}
!12 = !{i1 false, i1 true, i1 true, i1 false, i1 false}
!13 = !{!7, !7, i64 0}
!14 = !{i1 false, i1 true, i1 false, i1 false}
!15 = !{i1 false, i1 false, i1 true, i1 true, i1 false, i1 false}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.mustprogress"}
!18 = !{i1 false, i1 true, i1 false}
!19 = !{i1 false, i1 false, i1 true, i1 true, i1 false}
!20 = !{i1 false, i1 true, i1 false, i1 false, i1 true, i1 false}
!21 = !{i1 false, i1 false, i1 true, i1 false, i1 false, i1 false, i1 true, i1 true, i1 false}
!22 = distinct !{!22, !17}
!23 = !{i1 true, i1 false, i1 false, i1 true, i1 false}
!24 = !{i1 false, i1 true, i1 false, i1 false, i1 false, i1 true, i1 true, i1 false}
