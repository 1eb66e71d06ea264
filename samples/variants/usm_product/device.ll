source_filename = "rtc_0.cpp"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [2 x i64] }
%class.anon = type { i64, ptr addrspace(4), ptr addrspace(4), i64, ptr addrspace(4) }

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI7ProductEE = comdat any

$_ZTS7Product = comdat any

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI7ProductEE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, ptr noundef byval(%class.anon) align 8 %1) local_unnamed_addr #0 comdat !sycl_fixed_targets !10 !sycl_kernel_omit_args !11 {
  %3 = load i64, ptr %0, align 8
  %4 = getelementptr inbounds i64, ptr %0, i64 1
  %5 = load i64, ptr %4, align 8
  %6 = getelementptr inbounds nuw { i64, i64, i64, i64, i64 }, ptr %1, i64 0, i32 0
  %7 = load i64, ptr %6, align 8, !tbaa !12
  %8 = getelementptr inbounds nuw { i64, i64, i64, i64, i64 }, ptr %1, i64 0, i32 1
  %9 = load i64, ptr %8, align 8, !tbaa !14
  %10 = inttoptr i64 %9 to ptr addrspace(4)
  %11 = getelementptr inbounds nuw { i64, i64, i64, i64, i64 }, ptr %1, i64 0, i32 2
  %12 = load i64, ptr %11, align 8, !tbaa !14
  %13 = inttoptr i64 %12 to ptr addrspace(4)
  %14 = getelementptr inbounds nuw { i64, i64, i64, i64, i64 }, ptr %1, i64 0, i32 3
  %15 = load i64, ptr %14, align 8, !tbaa !12
  %16 = getelementptr inbounds nuw { i64, i64, i64, i64, i64 }, ptr %1, i64 0, i32 4
  %17 = load i64, ptr %16, align 8, !tbaa !14
  %18 = inttoptr i64 %17 to ptr addrspace(4)
  %19 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 1) #4
  %20 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %21 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 1) #4
  %22 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #4
  %23 = icmp uge i64 %19, %3
  %24 = icmp uge i64 %20, %5
  %25 = select i1 %24, i1 true, i1 %23
  br i1 %25, label %57, label %26

26:                                               ; preds = %2
  %27 = icmp eq i64 %7, 0
  br label %28

28:                                               ; preds = %54, %26
  %29 = phi i64 [ %55, %54 ], [ %20, %26 ]
  %30 = getelementptr float, ptr addrspace(4) %18, i64 %29
  %31 = getelementptr float, ptr addrspace(4) %13, i64 %29
  br label %32

32:                                               ; preds = %48, %28
  %33 = phi i64 [ %19, %28 ], [ %52, %48 ]
  br i1 %27, label %48, label %34

34:                                               ; preds = %32
  %35 = mul i64 %33, %7
  %36 = getelementptr float, ptr addrspace(4) %10, i64 %35
  br label %37

37:                                               ; preds = %37, %34
  %38 = phi i64 [ 0, %34 ], [ %46, %37 ]
  %39 = phi float [ 0.000000e+00, %34 ], [ %45, %37 ]
  %40 = getelementptr float, ptr addrspace(4) %36, i64 %38
  %41 = load float, ptr addrspace(4) %40, align 4, !tbaa !17
  %42 = mul i64 %38, %15
  %43 = getelementptr float, ptr addrspace(4) %31, i64 %42
  %44 = load float, ptr addrspace(4) %43, align 4, !tbaa !17
  %45 = tail call float @llvm.fmuladd.f32(float %41, float %44, float %39)
  %46 = add nuw i64 %38, 1
  %47 = icmp eq i64 %46, %7
  br i1 %47, label %48, label %37, !llvm.loop !19

48:                                               ; preds = %37, %32
  %49 = phi float [ 0.000000e+00, %32 ], [ %45, %37 ]
  %50 = mul i64 %33, %15
  %51 = getelementptr float, ptr addrspace(4) %30, i64 %50
  store float %49, ptr addrspace(4) %51, align 4, !tbaa !17
  %52 = add i64 %33, %21
  %53 = icmp ult i64 %52, %3
  br i1 %53, label %32, label %54

54:                                               ; preds = %48
  %55 = add i64 %29, %22
  %56 = icmp ult i64 %55, %5
  br i1 %56, label %28, label %57, !llvm.loop !21

57:                                               ; preds = %54, %2
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
define weak_odr dso_local spir_kernel void @_ZTS7Product(i64 noundef %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, i64 noundef %3, ptr addrspace(1) noundef align 4 %4) local_unnamed_addr #0 comdat !sycl_fixed_targets !10 !sycl_kernel_omit_args !22 {
  %6 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 1) #4
  %7 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %8 = icmp ult i64 %6, 2147483648
  tail call void @llvm.assume(i1 %8)
  %9 = icmp ult i64 %7, 2147483648
  tail call void @llvm.assume(i1 %9)
  %10 = getelementptr float, ptr addrspace(1) %2, i64 %7
  %11 = icmp eq i64 %0, 0
  br i1 %11, label %26, label %12

12:                                               ; preds = %5
  %13 = mul i64 %6, %0
  %14 = getelementptr float, ptr addrspace(1) %1, i64 %13
  br label %15

15:                                               ; preds = %15, %12
  %16 = phi i64 [ 0, %12 ], [ %24, %15 ]
  %17 = phi float [ 0.000000e+00, %12 ], [ %23, %15 ]
  %18 = getelementptr float, ptr addrspace(1) %14, i64 %16
  %19 = load float, ptr addrspace(1) %18, align 4, !tbaa !17
  %20 = mul i64 %16, %3
  %21 = getelementptr float, ptr addrspace(1) %10, i64 %20
  %22 = load float, ptr addrspace(1) %21, align 4, !tbaa !17
  %23 = tail call float @llvm.fmuladd.f32(float %19, float %22, float %17)
  %24 = add nuw i64 %16, 1
  %25 = icmp eq i64 %24, %0
  br i1 %25, label %26, label %15, !llvm.loop !19

26:                                               ; preds = %15, %5
  %27 = phi float [ 0.000000e+00, %5 ], [ %23, %15 ]
  %28 = mul i64 %6, %3
  %29 = getelementptr float, ptr addrspace(1) %4, i64 %28
  %30 = getelementptr float, ptr addrspace(1) %29, i64 %7
  store float %27, ptr addrspace(1) %30, align 4, !tbaa !17
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
!22 = !{i1 false, i1 false, i1 false, i1 false, i1 false}
