source_filename = "rtc_0.cpp"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [1 x i64] }

$_ZTS10TreeReduce = comdat any

$_ZTS12SegmentedSum = comdat any

$_ZTS12FinishReduce = comdat any

@WGLocalMem = internal addrspace(3) global [8 x i8] poison, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS10TreeReduce(i64 noundef %0, ptr addrspace(3) noundef align 4 %1, ptr addrspace(1) noundef readonly align 4 %2, ptr noundef byval(%"class.sycl::_V1::id") align 8 %3, ptr addrspace(1) noundef align 4 %4, ptr noundef byval(%"class.sycl::_V1::id") align 8 %5) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !10 !kernel_arg_exclusive_ptr !10 !sycl_fixed_targets !11 !sycl_kernel_omit_args !12 {
  %7 = load i64, ptr %5, align 8
  %8 = getelementptr inbounds nuw i32, ptr addrspace(1) %4, i64 %7
  %9 = tail call spir_func noundef i64 @_Z32__spirv_BuiltInLocalInvocationIdi(i32 noundef 0) #6
  %10 = icmp ult i64 %9, 2147483648
  tail call void @llvm.assume(i1 %10)
  %11 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #6
  %12 = icmp ult i64 %11, 2147483648
  tail call void @llvm.assume(i1 %12)
  %13 = icmp ult i64 %11, %0
  br i1 %13, label %14, label %19

14:                                               ; preds = %6
  %15 = load i64, ptr %3, align 8
  %16 = getelementptr inbounds nuw i32, ptr addrspace(1) %2, i64 %15
  %17 = getelementptr inbounds nuw i32, ptr addrspace(1) %16, i64 %11
  %18 = load i32, ptr addrspace(1) %17, align 4, !tbaa !13
  br label %19

19:                                               ; preds = %14, %6
  %20 = phi i32 [ %18, %14 ], [ 0, %6 ]
  %21 = getelementptr inbounds nuw i32, ptr addrspace(3) %1, i64 %9
  store i32 %20, ptr addrspace(3) %21, align 4, !tbaa !13
  %22 = tail call spir_func noundef i64 @_Z28__spirv_BuiltInWorkgroupSizei(i32 noundef 0) #6
  %23 = icmp ult i64 %22, 2147483648
  tail call void @llvm.assume(i1 %23)
  %24 = lshr i64 %22, 1
  %25 = icmp eq i64 %24, 0
  br i1 %25, label %26, label %28

26:                                               ; preds = %36, %19
  %27 = icmp eq i64 %9, 0
  br i1 %27, label %39, label %44

28:                                               ; preds = %36, %19
  %29 = phi i64 [ %37, %36 ], [ %24, %19 ]
  tail call spir_func void @_Z22__spirv_ControlBarrieriii(i32 noundef 2, i32 noundef 2, i32 noundef 912) #7
  %30 = icmp samesign ult i64 %9, %29
  br i1 %30, label %31, label %36

31:                                               ; preds = %28
  %32 = getelementptr inbounds nuw i32, ptr addrspace(3) %21, i64 %29
  %33 = load i32, ptr addrspace(3) %32, align 4, !tbaa !13
  %34 = load i32, ptr addrspace(3) %21, align 4, !tbaa !13
  %35 = add nsw i32 %34, %33
  store i32 %35, ptr addrspace(3) %21, align 4, !tbaa !13
  br label %36

36:                                               ; preds = %31, %28
  %37 = lshr i64 %29, 1
  %38 = icmp eq i64 %37, 0
  br i1 %38, label %26, label %28, !llvm.loop !14

39:                                               ; preds = %26
  %40 = load i32, ptr addrspace(3) %1, align 4, !tbaa !13
  %41 = tail call spir_func noundef i64 @_Z26__spirv_BuiltInWorkgroupIdi(i32 noundef 0) #6
  %42 = icmp ult i64 %41, 2147483648
  tail call void @llvm.assume(i1 %42)
  %43 = getelementptr inbounds nuw i32, ptr addrspace(1) %8, i64 %41
  store i32 %40, ptr addrspace(1) %43, align 4, !tbaa !13
  br label %44

44:                                               ; preds = %39, %26
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z32__spirv_BuiltInLocalInvocationIdi(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z28__spirv_BuiltInWorkgroupSizei(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local spir_func void @_Z22__spirv_ControlBarrieriii(i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z26__spirv_BuiltInWorkgroupIdi(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS12SegmentedSum(ptr addrspace(1) noundef readonly align 4 %0, ptr noundef byval(%"class.sycl::_V1::id") align 8 %1, ptr addrspace(1) noundef readonly align 4 %2, ptr noundef byval(%"class.sycl::_V1::id") align 8 %3, ptr addrspace(3) noundef align 4 %4, ptr addrspace(1) noundef align 4 %5, ptr noundef byval(%"class.sycl::_V1::id") align 8 %6) local_unnamed_addr #4 comdat !kernel_arg_runtime_aligned !16 !kernel_arg_exclusive_ptr !16 !sycl_fixed_targets !11 !sycl_kernel_omit_args !17 {
  %8 = load i64, ptr %3, align 8
  %9 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %8
  %10 = load i64, ptr %6, align 8
  %11 = getelementptr inbounds nuw float, ptr addrspace(1) %5, i64 %10
  %12 = tail call spir_func noundef i64 @_Z26__spirv_BuiltInWorkgroupIdi(i32 noundef 0) #6
  %13 = icmp ult i64 %12, 2147483648
  tail call void @llvm.assume(i1 %13)
  %14 = tail call spir_func noundef i64 @_Z32__spirv_BuiltInLocalInvocationIdi(i32 noundef 0) #6
  %15 = icmp ult i64 %14, 2147483648
  tail call void @llvm.assume(i1 %15)
  %16 = tail call spir_func noundef i64 @_Z28__spirv_BuiltInWorkgroupSizei(i32 noundef 0) #6
  %17 = icmp ult i64 %16, 2147483648
  tail call void @llvm.assume(i1 %17)
  %18 = icmp eq i64 %14, 0
  br i1 %18, label %19, label %26

19:                                               ; preds = %7
  %20 = load i64, ptr %1, align 8
  %21 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %20
  %22 = getelementptr inbounds nuw i32, ptr addrspace(1) %21, i64 %12
  %23 = load i32, ptr addrspace(1) %22, align 4, !tbaa !13
  store i32 %23, ptr addrspace(3) @WGLocalMem, align 4, !tbaa !13
  %24 = getelementptr inbounds nuw i32, ptr addrspace(1) %22, i64 1
  %25 = load i32, ptr addrspace(1) %24, align 4, !tbaa !13
  store i32 %25, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @WGLocalMem, i64 4), align 4, !tbaa !13
  br label %26

26:                                               ; preds = %19, %7
  tail call spir_func void @_Z22__spirv_ControlBarrieriii(i32 noundef 2, i32 noundef 2, i32 noundef 912) #7
  %27 = load i32, ptr addrspace(3) @WGLocalMem, align 4, !tbaa !13
  %28 = trunc nuw nsw i64 %14 to i32
  %29 = add i32 %27, %28
  %30 = load i32, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @WGLocalMem, i64 4), align 4, !tbaa !13
  %31 = icmp ult i32 %29, %30
  br i1 %31, label %32, label %34

32:                                               ; preds = %26
  %33 = trunc nuw nsw i64 %16 to i32
  br label %38

34:                                               ; preds = %38, %26
  %35 = phi float [ 0.000000e+00, %26 ], [ %44, %38 ]
  %36 = getelementptr inbounds nuw float, ptr addrspace(3) %4, i64 %14
  store float %35, ptr addrspace(3) %36, align 4, !tbaa !18
  %37 = icmp samesign ugt i64 %16, 1
  br i1 %37, label %48, label %47

38:                                               ; preds = %38, %32
  %39 = phi i32 [ %29, %32 ], [ %45, %38 ]
  %40 = phi float [ 0.000000e+00, %32 ], [ %44, %38 ]
  %41 = zext i32 %39 to i64
  %42 = getelementptr inbounds nuw float, ptr addrspace(1) %9, i64 %41
  %43 = load float, ptr addrspace(1) %42, align 4, !tbaa !18
  %44 = fadd float %40, %43
  %45 = add i32 %39, %33
  %46 = icmp ult i32 %45, %30
  br i1 %46, label %38, label %34, !llvm.loop !20

47:                                               ; preds = %62, %34
  br i1 %18, label %64, label %67

48:                                               ; preds = %62, %34
  %49 = phi i64 [ %50, %62 ], [ 1, %34 ]
  tail call spir_func void @_Z22__spirv_ControlBarrieriii(i32 noundef 2, i32 noundef 2, i32 noundef 912) #7
  %50 = shl nuw nsw i64 %49, 1
  %51 = add nuw i64 %50, 2147483647
  %52 = and i64 %51, %14
  %53 = icmp eq i64 %52, 0
  br i1 %53, label %54, label %62

54:                                               ; preds = %48
  %55 = add nuw i64 %49, %14
  %56 = icmp ult i64 %55, %16
  br i1 %56, label %57, label %62

57:                                               ; preds = %54
  %58 = getelementptr inbounds nuw float, ptr addrspace(3) %4, i64 %55
  %59 = load float, ptr addrspace(3) %58, align 4, !tbaa !18
  %60 = load float, ptr addrspace(3) %36, align 4, !tbaa !18
  %61 = fadd float %59, %60
  store float %61, ptr addrspace(3) %36, align 4, !tbaa !18
  br label %62

62:                                               ; preds = %57, %54, %48
  %63 = icmp samesign ult i64 %50, %16
  br i1 %63, label %48, label %47, !llvm.loop !21

64:                                               ; preds = %47
  %65 = load float, ptr addrspace(3) %4, align 4, !tbaa !18
  %66 = getelementptr inbounds nuw float, ptr addrspace(1) %11, i64 %12
  store float %65, ptr addrspace(1) %66, align 4, !tbaa !18
  br label %67

67:                                               ; preds = %64, %47
  ret void
}

; Function Attrs: mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS12FinishReduce(i64 noundef %0, ptr addrspace(1) noundef readonly align 4 %1, ptr noundef byval(%"class.sycl::_V1::id") align 8 %2, ptr addrspace(1) noundef align 4 %3, ptr noundef byval(%"class.sycl::_V1::id") align 8 %4) local_unnamed_addr #5 comdat !kernel_arg_runtime_aligned !22 !kernel_arg_exclusive_ptr !22 !sycl_fixed_targets !11 !sycl_kernel_omit_args !23 {
  %6 = load i64, ptr %2, align 8
  %7 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %6
  %8 = load i64, ptr %4, align 8
  %9 = icmp eq i64 %0, 0
  br i1 %9, label %18, label %10

10:                                               ; preds = %10, %5
  %11 = phi i64 [ %16, %10 ], [ 0, %5 ]
  %12 = phi i32 [ %15, %10 ], [ 0, %5 ]
  %13 = getelementptr inbounds nuw i32, ptr addrspace(1) %7, i64 %11
  %14 = load i32, ptr addrspace(1) %13, align 4, !tbaa !13
  %15 = add nsw i32 %14, %12
  %16 = add nuw i64 %11, 1
  %17 = icmp eq i64 %16, %0
  br i1 %17, label %18, label %10, !llvm.loop !24

18:                                               ; preds = %10, %5
  %19 = phi i32 [ 0, %5 ], [ %15, %10 ]
  %20 = getelementptr inbounds nuw i32, ptr addrspace(1) %3, i64 %8
  store i32 %19, ptr addrspace(1) %20, align 4, !tbaa !13
  ret void
}

declare dso_local spir_func i32 @_Z18__spirv_ocl_printfPU3AS2Kcz(ptr addrspace(2), ...)

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "sycl-module-id"="rtc_0.cpp" "sycl-optlevel"="2" "uniform-work-group-size" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #2 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size" }
attributes #3 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size" }
attributes #4 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "sycl-module-id"="rtc_0.cpp" "sycl-optlevel"="2" "sycl-work-group-static" "uniform-work-group-size" }
attributes #5 = { mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "sycl-module-id"="rtc_0.cpp" "sycl-optlevel"="2" "sycl-single-task" "uniform-work-group-size" }
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
!10 = !{i1 false, i1 true, i1 true, i1 false, i1 true, i1 false}
!11 = !{}
!12 = !{i1 false, i1 false, i1 true, i1 true, i1 true, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false}
!13 = !{!7, !7, i64 0}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
!16 = !{i1 true, i1 false, i1 true, i1 false, i1 true, i1 true, i1 false}
!17 = !{i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 true, i1 false, i1 true, i1 true, i1 false}
!18 = !{!19, !19, i64 0}
!19 = !{!"float", !8, i64 0}
!20 = distinct !{!20, !15}
!21 = distinct !{!21, !15}
!22 = !{i1 false, i1 true, i1 false, i1 true, i1 false}
!23 = !{i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false}
!24 = distinct !{!24, !15}
