source_filename = "rtc_0.cpp"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [2 x i64] }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array.1" }
%"class.sycl::_V1::detail::array.1" = type { [1 x i64] }

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI7ProductEE = comdat any

$_ZTS7Product = comdat any

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI7ProductEE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, i64 noundef %1, ptr addrspace(1) noundef readonly align 4 %2, ptr noundef byval(%"class.sycl::_V1::id") align 8 %3, ptr addrspace(1) noundef readonly align 4 %4, ptr noundef byval(%"class.sycl::_V1::id") align 8 %5, i64 noundef %6, ptr addrspace(1) noundef align 4 %7, ptr noundef byval(%"class.sycl::_V1::id") align 8 %8) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !10 !kernel_arg_exclusive_ptr !10 !sycl_fixed_targets !11 !sycl_kernel_omit_args !12 {
  %10 = load i64, ptr %0, align 8
  %11 = getelementptr inbounds i64, ptr %0, i64 1
  %12 = load i64, ptr %11, align 8
  %13 = load i64, ptr %3, align 8
  %14 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %13
  %15 = load i64, ptr %5, align 8
  %16 = getelementptr inbounds nuw float, ptr addrspace(1) %4, i64 %15
  %17 = load i64, ptr %8, align 8
  %18 = getelementptr inbounds nuw float, ptr addrspace(1) %7, i64 %17
  %19 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 1) #4
  %20 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %21 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 1) #4
  %22 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #4
  %23 = icmp uge i64 %19, %10
  %24 = icmp uge i64 %20, %12
  %25 = select i1 %24, i1 true, i1 %23
  br i1 %25, label %57, label %26

26:                                               ; preds = %9
  %27 = icmp eq i64 %1, 0
  br label %28

28:                                               ; preds = %54, %26
  %29 = phi i64 [ %55, %54 ], [ %20, %26 ]
  %30 = getelementptr float, ptr addrspace(1) %18, i64 %29
  %31 = getelementptr float, ptr addrspace(1) %16, i64 %29
  br label %32

32:                                               ; preds = %48, %28
  %33 = phi i64 [ %19, %28 ], [ %52, %48 ]
  br i1 %27, label %48, label %34

34:                                               ; preds = %32
  %35 = mul i64 %33, %1
  %36 = getelementptr float, ptr addrspace(1) %14, i64 %35
  br label %37

37:                                               ; preds = %37, %34
  %38 = phi i64 [ %1, %34 ], [ %40, %37 ]
  %39 = phi float [ 0.000000e+00, %34 ], [ %46, %37 ]
  %40 = add i64 %38, -1
  %41 = getelementptr float, ptr addrspace(1) %36, i64 %40
  %42 = load float, ptr addrspace(1) %41, align 4, !tbaa !13
  %43 = mul i64 %40, %6
  %44 = getelementptr float, ptr addrspace(1) %31, i64 %43
  %45 = load float, ptr addrspace(1) %44, align 4, !tbaa !13
  %46 = tail call float @llvm.fmuladd.f32(float %42, float %45, float %39)
  %47 = icmp eq i64 %40, 0
  br i1 %47, label %48, label %37, !llvm.loop !15

48:                                               ; preds = %37, %32
  %49 = phi float [ 0.000000e+00, %32 ], [ %46, %37 ]
  %50 = mul i64 %33, %6
  %51 = getelementptr float, ptr addrspace(1) %30, i64 %50
  store float %49, ptr addrspace(1) %51, align 4, !tbaa !13
  %52 = add i64 %33, %21
  %53 = icmp ult i64 %52, %10
  br i1 %53, label %32, label %54

54:                                               ; preds = %48
  %55 = add i64 %29, %22
  %56 = icmp ult i64 %55, %12
  br i1 %56, label %28, label %57, !llvm.loop !17

57:                                               ; preds = %54, %9
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
define weak_odr dso_local spir_kernel void @_ZTS7Product(i64 noundef %0, ptr addrspace(1) noundef readonly align 4 %1, ptr noundef byval(%"class.sycl::_V1::id") align 8 %2, ptr addrspace(1) noundef readonly align 4 %3, ptr noundef byval(%"class.sycl::_V1::id") align 8 %4, i64 noundef %5, ptr addrspace(1) noundef align 4 %6, ptr noundef byval(%"class.sycl::_V1::id") align 8 %7) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !18 !kernel_arg_exclusive_ptr !18 !sycl_fixed_targets !11 !sycl_kernel_omit_args !19 {
  %9 = load i64, ptr %4, align 8
  %10 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %9
  %11 = load i64, ptr %7, align 8
  %12 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 1) #4
  %13 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %14 = icmp ult i64 %12, 2147483648
  tail call void @llvm.assume(i1 %14)
  %15 = icmp ult i64 %13, 2147483648
  tail call void @llvm.assume(i1 %15)
  %16 = getelementptr float, ptr addrspace(1) %10, i64 %13
  %17 = icmp eq i64 %0, 0
  br i1 %17, label %34, label %18

18:                                               ; preds = %8
  %19 = load i64, ptr %2, align 8
  %20 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %19
  %21 = mul i64 %12, %0
  %22 = getelementptr float, ptr addrspace(1) %20, i64 %21
  br label %23

23:                                               ; preds = %23, %18
  %24 = phi i64 [ %0, %18 ], [ %26, %23 ]
  %25 = phi float [ 0.000000e+00, %18 ], [ %32, %23 ]
  %26 = add i64 %24, -1
  %27 = getelementptr float, ptr addrspace(1) %22, i64 %26
  %28 = load float, ptr addrspace(1) %27, align 4, !tbaa !13
  %29 = mul i64 %26, %5
  %30 = getelementptr float, ptr addrspace(1) %16, i64 %29
  %31 = load float, ptr addrspace(1) %30, align 4, !tbaa !13
  %32 = tail call float @llvm.fmuladd.f32(float %28, float %31, float %25)
  %33 = icmp eq i64 %26, 0
  br i1 %33, label %34, label %23, !llvm.loop !15

34:                                               ; preds = %23, %8
  %35 = phi float [ 0.000000e+00, %8 ], [ %32, %23 ]
  %36 = getelementptr inbounds nuw float, ptr addrspace(1) %6, i64 %11
  %37 = mul i64 %12, %5
  %38 = getelementptr float, ptr addrspace(1) %36, i64 %37
  %39 = getelementptr float, ptr addrspace(1) %38, i64 %13
  store float %35, ptr addrspace(1) %39, align 4, !tbaa !13
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
!10 = !{i1 false, i1 false, i1 true, i1 false, i1 true, i1 false, i1 false, i1 true, i1 false}
!11 = !{}
!12 = !{i1 false, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 false, i1 true, i1 true, i1 false}
!13 = !{!14, !14, i64 0}
!14 = !{!"float", !8, i64 0}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = distinct !{!17, !16}
!18 = !{i1 false, i1 true, i1 false, i1 true, i1 false, i1 false, i1 true, i1 false}
!19 = !{i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 false, i1 true, i1 true, i1 false}
