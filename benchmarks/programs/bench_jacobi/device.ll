source_filename = "rtc_0.cpp"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [2 x i64] }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array" }

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI11BenchJacobiEE = comdat any

$_ZTS11BenchJacobi = comdat any

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI11BenchJacobiEE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, ptr addrspace(1) noundef readonly align 4 %1, ptr noundef byval(%"class.sycl::_V1::range") align 8 %2, ptr noundef byval(%"class.sycl::_V1::range") align 8 %3, ptr noundef byval(%"class.sycl::_V1::id") align 8 %4, ptr addrspace(1) noundef align 4 %5, ptr noundef byval(%"class.sycl::_V1::range") align 8 %6, ptr noundef byval(%"class.sycl::_V1::id") align 8 %7) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !10 !kernel_arg_exclusive_ptr !10 !sycl_fixed_targets !11 !sycl_kernel_omit_args !12 {
  %9 = load i64, ptr %0, align 8
  %10 = getelementptr inbounds i64, ptr %0, i64 1
  %11 = load i64, ptr %10, align 8
  %12 = getelementptr inbounds i64, ptr %3, i64 1
  %13 = load i64, ptr %12, align 8
  %14 = load i64, ptr %4, align 8
  %15 = getelementptr inbounds i64, ptr %4, i64 1
  %16 = load i64, ptr %15, align 8
  %17 = mul i64 %14, %13
  %18 = getelementptr float, ptr addrspace(1) %1, i64 %16
  %19 = getelementptr float, ptr addrspace(1) %18, i64 %17
  %20 = getelementptr inbounds i64, ptr %6, i64 1
  %21 = load i64, ptr %20, align 8
  %22 = load i64, ptr %7, align 8
  %23 = getelementptr inbounds i64, ptr %7, i64 1
  %24 = load i64, ptr %23, align 8
  %25 = mul i64 %22, %21
  %26 = getelementptr float, ptr addrspace(1) %5, i64 %24
  %27 = getelementptr float, ptr addrspace(1) %26, i64 %25
  %28 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 1) #3
  %29 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #3
  %30 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 1) #3
  %31 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #3
  %32 = icmp ult i64 %28, %9
  %33 = icmp ult i64 %29, %11
  %34 = select i1 %33, i1 %32, i1 false
  br i1 %34, label %35, label %87

35:                                               ; preds = %8
  %36 = getelementptr inbounds i64, ptr %2, i64 1
  %37 = load i64, ptr %36, align 8
  %38 = load i64, ptr %2, align 8
  %39 = add i64 %38, -1
  %40 = add i64 %37, -1
  br label %41

41:                                               ; preds = %84, %35
  %42 = phi i64 [ %85, %84 ], [ %29, %35 ]
  %43 = icmp eq i64 %42, 0
  %44 = icmp eq i64 %42, %40
  %45 = getelementptr float, ptr addrspace(1) %27, i64 %42
  %46 = getelementptr float, ptr addrspace(1) %19, i64 %42
  %47 = getelementptr float, ptr addrspace(1) %46, i64 -1
  %48 = getelementptr float, ptr addrspace(1) %46, i64 1
  br label %49

49:                                               ; preds = %78, %41
  %50 = phi i64 [ %28, %41 ], [ %82, %78 ]
  %51 = icmp eq i64 %50, 0
  %52 = or i1 %51, %43
  %53 = icmp eq i64 %50, %39
  %54 = select i1 %52, i1 true, i1 %53
  %55 = select i1 %54, i1 true, i1 %44
  br i1 %55, label %56, label %60

56:                                               ; preds = %49
  %57 = mul i64 %50, %13
  %58 = getelementptr float, ptr addrspace(1) %46, i64 %57
  %59 = load float, ptr addrspace(1) %58, align 4, !tbaa !13
  br label %78

60:                                               ; preds = %49
  %61 = add nsw i64 %50, -1
  %62 = mul i64 %61, %13
  %63 = getelementptr float, ptr addrspace(1) %46, i64 %62
  %64 = load float, ptr addrspace(1) %63, align 4, !tbaa !13
  %65 = add nuw nsw i64 %50, 1
  %66 = mul i64 %65, %13
  %67 = getelementptr float, ptr addrspace(1) %46, i64 %66
  %68 = load float, ptr addrspace(1) %67, align 4, !tbaa !13
  %69 = fadd float %64, %68
  %70 = mul i64 %50, %13
  %71 = getelementptr float, ptr addrspace(1) %47, i64 %70
  %72 = load float, ptr addrspace(1) %71, align 4, !tbaa !13
  %73 = fadd float %69, %72
  %74 = getelementptr float, ptr addrspace(1) %48, i64 %70
  %75 = load float, ptr addrspace(1) %74, align 4, !tbaa !13
  %76 = fadd float %73, %75
  %77 = fmul float %76, 2.500000e-01
  br label %78

78:                                               ; preds = %60, %56
  %79 = phi float [ %59, %56 ], [ %77, %60 ]
  %80 = mul i64 %50, %21
  %81 = getelementptr float, ptr addrspace(1) %45, i64 %80
  store float %79, ptr addrspace(1) %81, align 4, !tbaa !13
  %82 = add i64 %50, %30
  %83 = icmp ult i64 %82, %9
  br i1 %83, label %49, label %84

84:                                               ; preds = %78
  %85 = add i64 %42, %31
  %86 = icmp ult i64 %85, %11
  br i1 %86, label %41, label %87, !llvm.loop !15

87:                                               ; preds = %84, %8
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS11BenchJacobi(ptr addrspace(1) noundef readonly align 4 %0, ptr noundef byval(%"class.sycl::_V1::range") align 8 %1, ptr noundef byval(%"class.sycl::_V1::range") align 8 %2, ptr noundef byval(%"class.sycl::_V1::id") align 8 %3, ptr addrspace(1) noundef align 4 %4, ptr noundef byval(%"class.sycl::_V1::range") align 8 %5, ptr noundef byval(%"class.sycl::_V1::id") align 8 %6) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !17 !kernel_arg_exclusive_ptr !17 !sycl_fixed_targets !11 !sycl_kernel_omit_args !18 {
  %8 = load i64, ptr %1, align 8
  %9 = getelementptr inbounds i64, ptr %1, i64 1
  %10 = load i64, ptr %9, align 8
  %11 = getelementptr inbounds i64, ptr %2, i64 1
  %12 = load i64, ptr %11, align 8
  %13 = load i64, ptr %3, align 8
  %14 = getelementptr inbounds i64, ptr %3, i64 1
  %15 = load i64, ptr %14, align 8
  %16 = mul i64 %13, %12
  %17 = getelementptr float, ptr addrspace(1) %0, i64 %15
  %18 = getelementptr float, ptr addrspace(1) %17, i64 %16
  %19 = getelementptr inbounds i64, ptr %5, i64 1
  %20 = load i64, ptr %19, align 8
  %21 = load i64, ptr %6, align 8
  %22 = getelementptr inbounds i64, ptr %6, i64 1
  %23 = load i64, ptr %22, align 8
  %24 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 1) #3
  %25 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #3
  %26 = icmp ult i64 %24, 2147483648
  tail call void @llvm.assume(i1 %26)
  %27 = icmp ult i64 %25, 2147483648
  tail call void @llvm.assume(i1 %27)
  %28 = icmp eq i64 %24, 0
  %29 = icmp eq i64 %25, 0
  %30 = or i1 %28, %29
  %31 = add i64 %8, -1
  %32 = icmp eq i64 %24, %31
  %33 = select i1 %30, i1 true, i1 %32
  %34 = add i64 %10, -1
  %35 = icmp eq i64 %25, %34
  %36 = select i1 %33, i1 true, i1 %35
  br i1 %36, label %37, label %42

37:                                               ; preds = %7
  %38 = mul i64 %24, %12
  %39 = getelementptr float, ptr addrspace(1) %18, i64 %25
  %40 = getelementptr float, ptr addrspace(1) %39, i64 %38
  %41 = load float, ptr addrspace(1) %40, align 4, !tbaa !13
  br label %63

42:                                               ; preds = %7
  %43 = add nsw i64 %24, -1
  %44 = mul i64 %43, %12
  %45 = getelementptr float, ptr addrspace(1) %18, i64 %25
  %46 = getelementptr float, ptr addrspace(1) %45, i64 %44
  %47 = load float, ptr addrspace(1) %46, align 4, !tbaa !13
  %48 = add nuw nsw i64 %24, 1
  %49 = mul i64 %48, %12
  %50 = getelementptr float, ptr addrspace(1) %45, i64 %49
  %51 = load float, ptr addrspace(1) %50, align 4, !tbaa !13
  %52 = fadd float %47, %51
  %53 = mul i64 %24, %12
  %54 = getelementptr float, ptr addrspace(1) %45, i64 -1
  %55 = getelementptr float, ptr addrspace(1) %54, i64 %53
  %56 = load float, ptr addrspace(1) %55, align 4, !tbaa !13
  %57 = fadd float %52, %56
  %58 = getelementptr float, ptr addrspace(1) %45, i64 1
  %59 = getelementptr float, ptr addrspace(1) %58, i64 %53
  %60 = load float, ptr addrspace(1) %59, align 4, !tbaa !13
  %61 = fadd float %57, %60
  %62 = fmul float %61, 2.500000e-01
  br label %63

63:                                               ; preds = %42, %37
  %64 = phi float [ %41, %37 ], [ %62, %42 ]
  %65 = getelementptr float, ptr addrspace(1) %4, i64 %23
  %66 = mul i64 %21, %20
  %67 = getelementptr float, ptr addrspace(1) %65, i64 %66
  %68 = mul i64 %24, %20
  %69 = getelementptr float, ptr addrspace(1) %67, i64 %25
  %70 = getelementptr float, ptr addrspace(1) %69, i64 %68
  store float %64, ptr addrspace(1) %70, align 4, !tbaa !13
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
!10 = !{i1 false, i1 true, i1 false, i1 false, i1 false, i1 true, i1 false, i1 false}
!11 = !{}
!12 = !{i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 true, i1 false, i1 false}
!13 = !{!14, !14, i64 0}
!14 = !{!"float", !8, i64 0}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = !{i1 true, i1 false, i1 false, i1 false, i1 true, i1 false, i1 false}
!18 = !{i1 false, i1 false, i1 false, i1 false, i1 false, i1 true, i1 false, i1 false}
