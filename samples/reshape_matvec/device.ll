source_filename = "rtc_0.cpp"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [1 x i64] }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array" }

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI9RowMatVecEE = comdat any

$_ZTS9RowMatVec = comdat any

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI12ColumnMatVecEE = comdat any

$_ZTS12ColumnMatVec = comdat any

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI9RowMatVecEE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, i64 noundef %1, ptr addrspace(1) noundef readonly align 4 %2, ptr noundef byval(%"class.sycl::_V1::id") align 8 %3, ptr addrspace(1) noundef readonly align 4 %4, ptr noundef byval(%"class.sycl::_V1::id") align 8 %5, ptr addrspace(1) noundef align 4 %6, ptr noundef byval(%"class.sycl::_V1::id") align 8 %7) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !10 !kernel_arg_exclusive_ptr !10 !sycl_fixed_targets !11 !sycl_kernel_omit_args !12 {
  %9 = load i64, ptr %0, align 8
  %10 = load i64, ptr %3, align 8
  %11 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %10
  %12 = load i64, ptr %5, align 8
  %13 = getelementptr inbounds nuw float, ptr addrspace(1) %4, i64 %12
  %14 = load i64, ptr %7, align 8
  %15 = getelementptr inbounds nuw float, ptr addrspace(1) %6, i64 %14
  %16 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %17 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #4
  %18 = icmp ult i64 %16, %9
  br i1 %18, label %19, label %41

19:                                               ; preds = %8
  %20 = icmp eq i64 %1, 0
  br label %21

21:                                               ; preds = %36, %19
  %22 = phi i64 [ %16, %19 ], [ %39, %36 ]
  br i1 %20, label %36, label %23

23:                                               ; preds = %21
  %24 = mul i64 %22, %1
  %25 = getelementptr float, ptr addrspace(1) %11, i64 %24
  br label %26

26:                                               ; preds = %26, %23
  %27 = phi i64 [ 0, %23 ], [ %34, %26 ]
  %28 = phi float [ 0.000000e+00, %23 ], [ %33, %26 ]
  %29 = getelementptr float, ptr addrspace(1) %25, i64 %27
  %30 = load float, ptr addrspace(1) %29, align 4, !tbaa !13
  %31 = getelementptr inbounds nuw float, ptr addrspace(1) %13, i64 %27
  %32 = load float, ptr addrspace(1) %31, align 4, !tbaa !13
  %33 = tail call float @llvm.fmuladd.f32(float %30, float %32, float %28)
  %34 = add nuw i64 %27, 1
  %35 = icmp eq i64 %34, %1
  br i1 %35, label %36, label %26, !llvm.loop !15

36:                                               ; preds = %26, %21
  %37 = phi float [ 0.000000e+00, %21 ], [ %33, %26 ]
  %38 = getelementptr inbounds nuw float, ptr addrspace(1) %15, i64 %22
  store float %37, ptr addrspace(1) %38, align 4, !tbaa !13
  %39 = add i64 %22, %17
  %40 = icmp ult i64 %39, %9
  br i1 %40, label %21, label %41, !llvm.loop !17

41:                                               ; preds = %36, %8
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
define weak_odr dso_local spir_kernel void @_ZTS9RowMatVec(i64 noundef %0, ptr addrspace(1) noundef readonly align 4 %1, ptr noundef byval(%"class.sycl::_V1::id") align 8 %2, ptr addrspace(1) noundef readonly align 4 %3, ptr noundef byval(%"class.sycl::_V1::id") align 8 %4, ptr addrspace(1) noundef align 4 %5, ptr noundef byval(%"class.sycl::_V1::id") align 8 %6) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !18 !kernel_arg_exclusive_ptr !18 !sycl_fixed_targets !11 !sycl_kernel_omit_args !19 {
  %8 = load i64, ptr %4, align 8
  %9 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %8
  %10 = load i64, ptr %6, align 8
  %11 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %12 = icmp ult i64 %11, 2147483648
  tail call void @llvm.assume(i1 %12)
  %13 = icmp eq i64 %0, 0
  br i1 %13, label %29, label %14

14:                                               ; preds = %7
  %15 = load i64, ptr %2, align 8
  %16 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %15
  %17 = mul i64 %11, %0
  %18 = getelementptr float, ptr addrspace(1) %16, i64 %17
  br label %19

19:                                               ; preds = %19, %14
  %20 = phi i64 [ 0, %14 ], [ %27, %19 ]
  %21 = phi float [ 0.000000e+00, %14 ], [ %26, %19 ]
  %22 = getelementptr float, ptr addrspace(1) %18, i64 %20
  %23 = load float, ptr addrspace(1) %22, align 4, !tbaa !13
  %24 = getelementptr inbounds nuw float, ptr addrspace(1) %9, i64 %20
  %25 = load float, ptr addrspace(1) %24, align 4, !tbaa !13
  %26 = tail call float @llvm.fmuladd.f32(float %23, float %25, float %21)
  %27 = add nuw i64 %20, 1
  %28 = icmp eq i64 %27, %0
  br i1 %28, label %29, label %19, !llvm.loop !15

29:                                               ; preds = %19, %7
  %30 = phi float [ 0.000000e+00, %7 ], [ %26, %19 ]
  %31 = getelementptr inbounds nuw float, ptr addrspace(1) %5, i64 %10
  %32 = getelementptr inbounds nuw float, ptr addrspace(1) %31, i64 %11
  store float %30, ptr addrspace(1) %32, align 4, !tbaa !13
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI12ColumnMatVecEE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, i64 noundef %1, i64 noundef %2, ptr addrspace(1) noundef readonly align 4 %3, ptr noundef byval(%"class.sycl::_V1::id") align 8 %4, ptr addrspace(1) noundef readonly align 4 %5, ptr noundef byval(%"class.sycl::_V1::id") align 8 %6, ptr addrspace(1) noundef align 4 %7, ptr noundef byval(%"class.sycl::_V1::id") align 8 %8) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !20 !kernel_arg_exclusive_ptr !20 !sycl_fixed_targets !11 !sycl_kernel_omit_args !21 {
  %10 = load i64, ptr %0, align 8
  %11 = load i64, ptr %4, align 8
  %12 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %11
  %13 = load i64, ptr %6, align 8
  %14 = getelementptr inbounds nuw float, ptr addrspace(1) %5, i64 %13
  %15 = load i64, ptr %8, align 8
  %16 = getelementptr inbounds nuw float, ptr addrspace(1) %7, i64 %15
  %17 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %18 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #4
  %19 = icmp ult i64 %17, %10
  br i1 %19, label %20, label %42

20:                                               ; preds = %9
  %21 = icmp eq i64 %1, 0
  br label %22

22:                                               ; preds = %37, %20
  %23 = phi i64 [ %17, %20 ], [ %40, %37 ]
  br i1 %21, label %37, label %24

24:                                               ; preds = %22
  %25 = getelementptr float, ptr addrspace(1) %12, i64 %23
  br label %26

26:                                               ; preds = %26, %24
  %27 = phi i64 [ 0, %24 ], [ %35, %26 ]
  %28 = phi float [ 0.000000e+00, %24 ], [ %34, %26 ]
  %29 = mul i64 %27, %2
  %30 = getelementptr float, ptr addrspace(1) %25, i64 %29
  %31 = load float, ptr addrspace(1) %30, align 4, !tbaa !13
  %32 = getelementptr inbounds nuw float, ptr addrspace(1) %14, i64 %27
  %33 = load float, ptr addrspace(1) %32, align 4, !tbaa !13
  %34 = tail call float @llvm.fmuladd.f32(float %31, float %33, float %28)
  %35 = add nuw i64 %27, 1
  %36 = icmp eq i64 %35, %1
  br i1 %36, label %37, label %26, !llvm.loop !22

37:                                               ; preds = %26, %22
  %38 = phi float [ 0.000000e+00, %22 ], [ %34, %26 ]
  %39 = getelementptr inbounds nuw float, ptr addrspace(1) %16, i64 %23
  store float %38, ptr addrspace(1) %39, align 4, !tbaa !13
  %40 = add i64 %23, %18
  %41 = icmp ult i64 %40, %10
  br i1 %41, label %22, label %42, !llvm.loop !23

42:                                               ; preds = %37, %9
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS12ColumnMatVec(i64 noundef %0, i64 noundef %1, ptr addrspace(1) noundef readonly align 4 %2, ptr noundef byval(%"class.sycl::_V1::id") align 8 %3, ptr addrspace(1) noundef readonly align 4 %4, ptr noundef byval(%"class.sycl::_V1::id") align 8 %5, ptr addrspace(1) noundef align 4 %6, ptr noundef byval(%"class.sycl::_V1::id") align 8 %7) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !10 !kernel_arg_exclusive_ptr !10 !sycl_fixed_targets !11 !sycl_kernel_omit_args !12 {
  %9 = load i64, ptr %3, align 8
  %10 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %9
  %11 = load i64, ptr %5, align 8
  %12 = getelementptr inbounds nuw float, ptr addrspace(1) %4, i64 %11
  %13 = load i64, ptr %7, align 8
  %14 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %15 = icmp ult i64 %14, 2147483648
  tail call void @llvm.assume(i1 %15)
  %16 = getelementptr float, ptr addrspace(1) %10, i64 %14
  %17 = icmp eq i64 %0, 0
  br i1 %17, label %29, label %18

18:                                               ; preds = %18, %8
  %19 = phi i64 [ %27, %18 ], [ 0, %8 ]
  %20 = phi float [ %26, %18 ], [ 0.000000e+00, %8 ]
  %21 = mul i64 %19, %1
  %22 = getelementptr float, ptr addrspace(1) %16, i64 %21
  %23 = load float, ptr addrspace(1) %22, align 4, !tbaa !13
  %24 = getelementptr inbounds nuw float, ptr addrspace(1) %12, i64 %19
  %25 = load float, ptr addrspace(1) %24, align 4, !tbaa !13
  %26 = tail call float @llvm.fmuladd.f32(float %23, float %25, float %20)
  %27 = add nuw i64 %19, 1
  %28 = icmp eq i64 %27, %0
  br i1 %28, label %29, label %18, !llvm.loop !22

29:                                               ; preds = %18, %8
  %30 = phi float [ 0.000000e+00, %8 ], [ %26, %18 ]
  %31 = getelementptr inbounds nuw float, ptr addrspace(1) %6, i64 %13
  %32 = getelementptr inbounds nuw float, ptr addrspace(1) %31, i64 %14
  store float %30, ptr addrspace(1) %32, align 4, !tbaa !13
  ret void
}

declare dso_local spir_func i32 @_Z18__spirv_ocl_printfPU3AS2Kcz(ptr addrspace(2), ...)

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "sycl-module-id"="rtc_0.cpp" "sycl-optlevel"="2" "uniform-work-group-size" }
attributes #1 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #3 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size" }
attributes #4 = { convergent nounwind willreturn memory(none) "uniform-work-group-size" }

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
!10 = !{i1 false, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false}
!11 = !{}
!12 = !{i1 false, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false}
!13 = !{!14, !14, i64 0}
!14 = !{!"float", !8, i64 0}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = distinct !{!17, !16}
!18 = !{i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false}
!19 = !{i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false}
!20 = !{i1 false, i1 false, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false}
!21 = !{i1 false, i1 false, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false}
!22 = distinct !{!22, !16}
!23 = distinct !{!23, !16}
