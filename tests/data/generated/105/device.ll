source_filename = "rtc_0.cpp"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [1 x i64] }
%class.anon = type { float, i64, ptr addrspace(4), ptr addrspace(4) }

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI7RowSum1EE = comdat any

$_ZTS7RowSum1 = comdat any

$_ZTS9GroupMax2 = comdat any

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI7RowSum1EE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, ptr noundef byval(%class.anon) align 8 %1) local_unnamed_addr #0 comdat !sycl_fixed_targets !10 !sycl_kernel_omit_args !11 {
  %3 = load i64, ptr %0, align 8
  %4 = getelementptr inbounds nuw %class.anon, ptr %1, i64 0, i32 0
  %5 = load float, ptr %4, align 8, !tbaa !12
  %6 = getelementptr inbounds nuw %class.anon, ptr %1, i64 0, i32 1
  %7 = load i64, ptr %6, align 8, !tbaa !14
  %8 = getelementptr inbounds nuw %class.anon, ptr %1, i64 0, i32 2
  %9 = load ptr addrspace(4), ptr %8, align 8, !tbaa !16
  %10 = getelementptr inbounds nuw %class.anon, ptr %1, i64 0, i32 3
  %11 = load ptr addrspace(4), ptr %10, align 8, !tbaa !16
  %12 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #5
  %13 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #5
  %14 = icmp ult i64 %12, %3
  br i1 %14, label %15, label %35

15:                                               ; preds = %2
  %16 = icmp eq i64 %7, 0
  br label %17

17:                                               ; preds = %32, %15
  %18 = phi i64 [ %12, %15 ], [ %33, %32 ]
  br i1 %16, label %32, label %19

19:                                               ; preds = %17
  %20 = mul i64 %18, %7
  %21 = getelementptr float, ptr addrspace(4) %11, i64 %20
  %22 = getelementptr inbounds nuw float, ptr addrspace(4) %9, i64 %18
  %23 = load float, ptr addrspace(4) %22, align 4, !tbaa !12
  br label %24

24:                                               ; preds = %24, %19
  %25 = phi float [ %23, %19 ], [ %29, %24 ]
  %26 = phi i64 [ 0, %19 ], [ %30, %24 ]
  %27 = getelementptr float, ptr addrspace(4) %21, i64 %26
  %28 = load float, ptr addrspace(4) %27, align 4, !tbaa !12
  %29 = tail call float @llvm.fmuladd.f32(float %28, float %5, float %25)
  store float %29, ptr addrspace(4) %22, align 4, !tbaa !12
  %30 = add nuw i64 %26, 1
  %31 = icmp eq i64 %30, %7
  br i1 %31, label %32, label %24, !llvm.loop !19

32:                                               ; preds = %24, %17
  %33 = add i64 %18, %13
  %34 = icmp ult i64 %33, %3
  br i1 %34, label %17, label %35, !llvm.loop !21

35:                                               ; preds = %32, %2
  ret void
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS7RowSum1(float noundef %0, i64 noundef %1, ptr addrspace(1) noundef align 4 %2, ptr addrspace(1) noundef align 4 %3) local_unnamed_addr #0 comdat !sycl_fixed_targets !10 !sycl_kernel_omit_args !22 {
  %5 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #5
  %6 = icmp ult i64 %5, 2147483648
  tail call void @llvm.assume(i1 %6)
  %7 = icmp eq i64 %1, 0
  br i1 %7, label %21, label %8

8:                                                ; preds = %4
  %9 = mul i64 %5, %1
  %10 = getelementptr float, ptr addrspace(1) %3, i64 %9
  %11 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %5
  %12 = load float, ptr addrspace(1) %11, align 4, !tbaa !12
  br label %13

13:                                               ; preds = %13, %8
  %14 = phi float [ %12, %8 ], [ %18, %13 ]
  %15 = phi i64 [ 0, %8 ], [ %19, %13 ]
  %16 = getelementptr float, ptr addrspace(1) %10, i64 %15
  %17 = load float, ptr addrspace(1) %16, align 4, !tbaa !12
  %18 = tail call float @llvm.fmuladd.f32(float %17, float %0, float %14)
  store float %18, ptr addrspace(1) %11, align 4, !tbaa !12
  %19 = add nuw i64 %15, 1
  %20 = icmp eq i64 %19, %1
  br i1 %20, label %21, label %13, !llvm.loop !19

21:                                               ; preds = %13, %4
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS9GroupMax2(ptr addrspace(1) noundef align 4 %0, i64 noundef %1, ptr addrspace(1) noundef align 4 %2) local_unnamed_addr #0 comdat !sycl_fixed_targets !10 !sycl_kernel_omit_args !23 {
  %4 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #5
  %5 = icmp ult i64 %4, 2147483648
  tail call void @llvm.assume(i1 %5)
  %6 = tail call spir_func noundef i64 @_Z32__spirv_BuiltInLocalInvocationIdi(i32 noundef 0) #5
  %7 = icmp ult i64 %6, 2147483648
  tail call void @llvm.assume(i1 %7)
  %8 = icmp ult i64 %4, %1
  %9 = add i64 %1, -1
  %10 = select i1 %8, i64 %4, i64 %9
  %11 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %10
  %12 = load i32, ptr addrspace(1) %11, align 4, !tbaa !24
  %13 = tail call spir_func noundef i32 @_Z17__spirv_GroupSMaxiii(i32 noundef 2, i32 noundef 0, i32 noundef %12) #6
  %14 = icmp eq i64 %6, 0
  br i1 %14, label %15, label %19

15:                                               ; preds = %3
  %16 = tail call spir_func noundef i64 @_Z26__spirv_BuiltInWorkgroupIdi(i32 noundef 0) #5
  %17 = icmp ult i64 %16, 2147483648
  tail call void @llvm.assume(i1 %17)
  %18 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %16
  store i32 %13, ptr addrspace(1) %18, align 4, !tbaa !24
  br label %19

19:                                               ; preds = %15, %3
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z32__spirv_BuiltInLocalInvocationIdi(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local spir_func noundef i32 @_Z17__spirv_GroupSMaxiii(i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z26__spirv_BuiltInWorkgroupIdi(i32 noundef) local_unnamed_addr #3

declare dso_local spir_func i32 @_Z18__spirv_ocl_printfPU3AS2Kcz(ptr addrspace(2), ...)

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "sycl-module-id"="rtc_0.cpp" "sycl-optlevel"="2" "uniform-work-group-size" }
attributes #1 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #3 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size" }
attributes #4 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size" }
attributes #5 = { convergent nounwind willreturn memory(none) "uniform-work-group-size" }
attributes #6 = { convergent nounwind "uniform-work-group-size" }

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
!13 = !{!"float", !8, i64 0}
!14 = !{!15, !15, i64 0}
!15 = !{!"long", !8, i64 0}
!16 = !{!17, !17, i64 0}
!17 = !{!"p1 float", !18, i64 0}
!18 = !{!"any pointer", !8, i64 0}
!19 = distinct !{!19, !20}
!20 = !{!"llvm.loop.mustprogress"}
!21 = distinct !{!21, !20}
!22 = !{i1 false, i1 false, i1 false, i1 false}
!23 = !{i1 false, i1 false, i1 false}
!24 = !{!7, !7, i64 0}
