source_filename = "rtc_0.cpp"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [1 x i64] }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::vec" = type { %"class.sycl::_V1::detail::vec_base" }
%"class.sycl::_V1::detail::vec_base" = type { [4 x float] }

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI13ComputeForcesEE = comdat any

$_ZTS13ComputeForces = comdat any

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI9IntegrateEE = comdat any

$_ZTS9Integrate = comdat any

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI13ComputeForcesEE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, ptr addrspace(1) noundef readonly align 16 %1, ptr noundef byval(%"class.sycl::_V1::id") align 8 %2, i64 noundef %3, float noundef %4, ptr addrspace(1) noundef readonly align 4 %5, ptr noundef byval(%"class.sycl::_V1::id") align 8 %6, ptr addrspace(1) noundef align 16 %7, ptr noundef byval(%"class.sycl::_V1::id") align 8 %8, float noundef %9) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !10 !kernel_arg_exclusive_ptr !10 !sycl_fixed_targets !11 !sycl_kernel_omit_args !12 {
  %11 = load i64, ptr %0, align 8
  %12 = load i64, ptr %2, align 8
  %13 = getelementptr inbounds nuw %"class.sycl::_V1::vec", ptr addrspace(1) %1, i64 %12
  %14 = load i64, ptr %6, align 8
  %15 = getelementptr inbounds nuw float, ptr addrspace(1) %5, i64 %14
  %16 = load i64, ptr %8, align 8
  %17 = getelementptr inbounds nuw %"class.sycl::_V1::vec", ptr addrspace(1) %7, i64 %16
  %18 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #3
  %19 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #3
  %20 = icmp ult i64 %18, %11
  br i1 %20, label %21, label %62

21:                                               ; preds = %10
  %22 = icmp eq i64 %3, 0
  %23 = insertelement <4 x float> poison, float %9, i64 0
  %24 = shufflevector <4 x float> %23, <4 x float> poison, <4 x i32> <i32 0, i32 0, i32 0, i32 poison>
  br label %25

25:                                               ; preds = %52, %21
  %26 = phi i64 [ %60, %52 ], [ %18, %21 ]
  %27 = getelementptr inbounds nuw %"class.sycl::_V1::vec", ptr addrspace(1) %13, i64 %26
  %28 = load <4 x float>, ptr addrspace(1) %27, align 16
  br i1 %22, label %52, label %29

29:                                               ; preds = %29, %25
  %30 = phi i64 [ %50, %29 ], [ 0, %25 ]
  %31 = phi <4 x float> [ %49, %29 ], [ zeroinitializer, %25 ]
  %32 = getelementptr inbounds nuw %"class.sycl::_V1::vec", ptr addrspace(1) %13, i64 %30
  %33 = load <4 x float>, ptr addrspace(1) %32, align 16, !noalias !13
  %34 = fsub <4 x float> %33, %28
  %35 = shufflevector <4 x float> %34, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %36 = tail call spir_func noundef float @_Z11__spirv_DotDv3_fS_(<3 x float> noundef %35, <3 x float> noundef %35) #3
  %37 = fadd float %4, %36
  %38 = tail call spir_func noundef float @_Z17__spirv_ocl_rsqrtf(float noundef %37) #3
  %39 = getelementptr inbounds nuw float, ptr addrspace(1) %15, i64 %30
  %40 = load float, ptr addrspace(1) %39, align 4, !tbaa !18
  %41 = fmul float %38, %40
  %42 = fmul float %38, %41
  %43 = fmul float %38, %42
  %44 = insertelement <4 x float> poison, float %43, i64 0
  %45 = shufflevector <4 x float> %44, <4 x float> poison, <4 x i32> <i32 0, i32 0, i32 0, i32 poison>
  %46 = fmul <4 x float> %34, %45
  %47 = fadd <4 x float> %31, %46
  %48 = shufflevector <4 x float> %47, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %49 = shufflevector <3 x float> %48, <3 x float> <float undef, float poison, float poison>, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %50 = add nuw i64 %30, 1
  %51 = icmp eq i64 %50, %3
  br i1 %51, label %52, label %29, !llvm.loop !20

52:                                               ; preds = %29, %25
  %53 = phi <4 x float> [ zeroinitializer, %25 ], [ %49, %29 ]
  %54 = fmul <4 x float> %24, %53
  %55 = getelementptr inbounds nuw %"class.sycl::_V1::vec", ptr addrspace(1) %17, i64 %26
  %56 = load <4 x float>, ptr addrspace(1) %55, align 16, !noalias !22
  %57 = fadd <4 x float> %56, %54
  %58 = shufflevector <4 x float> %57, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %59 = shufflevector <3 x float> %58, <3 x float> <float undef, float poison, float poison>, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  store <4 x float> %59, ptr addrspace(1) %55, align 16
  %60 = add i64 %26, %19
  %61 = icmp ult i64 %60, %11
  br i1 %61, label %25, label %62, !llvm.loop !29

62:                                               ; preds = %52, %10
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef float @_Z17__spirv_ocl_rsqrtf(float noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef float @_Z11__spirv_DotDv3_fS_(<3 x float> noundef, <3 x float> noundef) local_unnamed_addr #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS13ComputeForces(ptr addrspace(1) noundef readonly align 16 %0, ptr noundef byval(%"class.sycl::_V1::id") align 8 %1, i64 noundef %2, float noundef %3, ptr addrspace(1) noundef readonly align 4 %4, ptr noundef byval(%"class.sycl::_V1::id") align 8 %5, ptr addrspace(1) noundef align 16 %6, ptr noundef byval(%"class.sycl::_V1::id") align 8 %7, float noundef %8) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !30 !kernel_arg_exclusive_ptr !30 !sycl_fixed_targets !11 !sycl_kernel_omit_args !31 {
  %10 = load i64, ptr %1, align 8
  %11 = getelementptr inbounds nuw %"class.sycl::_V1::vec", ptr addrspace(1) %0, i64 %10
  %12 = load i64, ptr %5, align 8
  %13 = getelementptr inbounds nuw float, ptr addrspace(1) %4, i64 %12
  %14 = load i64, ptr %7, align 8
  %15 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #3
  %16 = icmp ult i64 %15, 2147483648
  tail call void @llvm.assume(i1 %16)
  %17 = getelementptr inbounds nuw %"class.sycl::_V1::vec", ptr addrspace(1) %11, i64 %15
  %18 = load <4 x float>, ptr addrspace(1) %17, align 16
  %19 = icmp eq i64 %2, 0
  br i1 %19, label %43, label %20

20:                                               ; preds = %20, %9
  %21 = phi i64 [ %41, %20 ], [ 0, %9 ]
  %22 = phi <4 x float> [ %40, %20 ], [ zeroinitializer, %9 ]
  %23 = getelementptr inbounds nuw %"class.sycl::_V1::vec", ptr addrspace(1) %11, i64 %21
  %24 = load <4 x float>, ptr addrspace(1) %23, align 16, !noalias !32
  %25 = fsub <4 x float> %24, %18
  %26 = shufflevector <4 x float> %25, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %27 = tail call spir_func noundef float @_Z11__spirv_DotDv3_fS_(<3 x float> noundef %26, <3 x float> noundef %26) #3
  %28 = fadd float %3, %27
  %29 = tail call spir_func noundef float @_Z17__spirv_ocl_rsqrtf(float noundef %28) #3
  %30 = getelementptr inbounds nuw float, ptr addrspace(1) %13, i64 %21
  %31 = load float, ptr addrspace(1) %30, align 4, !tbaa !18
  %32 = fmul float %29, %31
  %33 = fmul float %29, %32
  %34 = fmul float %29, %33
  %35 = insertelement <4 x float> poison, float %34, i64 0
  %36 = shufflevector <4 x float> %35, <4 x float> poison, <4 x i32> <i32 0, i32 0, i32 0, i32 poison>
  %37 = fmul <4 x float> %25, %36
  %38 = fadd <4 x float> %22, %37
  %39 = shufflevector <4 x float> %38, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %40 = shufflevector <3 x float> %39, <3 x float> <float undef, float poison, float poison>, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %41 = add nuw i64 %21, 1
  %42 = icmp eq i64 %41, %2
  br i1 %42, label %43, label %20, !llvm.loop !20

43:                                               ; preds = %20, %9
  %44 = phi <4 x float> [ zeroinitializer, %9 ], [ %40, %20 ]
  %45 = getelementptr inbounds nuw %"class.sycl::_V1::vec", ptr addrspace(1) %6, i64 %14
  %46 = insertelement <4 x float> poison, float %8, i64 0
  %47 = shufflevector <4 x float> %46, <4 x float> poison, <4 x i32> <i32 0, i32 0, i32 0, i32 poison>
  %48 = fmul <4 x float> %47, %44
  %49 = getelementptr inbounds nuw %"class.sycl::_V1::vec", ptr addrspace(1) %45, i64 %15
  %50 = load <4 x float>, ptr addrspace(1) %49, align 16, !noalias !37
  %51 = fadd <4 x float> %48, %50
  %52 = shufflevector <4 x float> %51, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %53 = shufflevector <3 x float> %52, <3 x float> <float undef, float poison, float poison>, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  store <4 x float> %53, ptr addrspace(1) %49, align 16
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI9IntegrateEE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, float noundef %1, ptr addrspace(1) noundef align 16 %2, ptr noundef byval(%"class.sycl::_V1::id") align 8 %3, ptr addrspace(1) noundef readonly align 16 %4, ptr noundef byval(%"class.sycl::_V1::id") align 8 %5, ptr addrspace(1) noundef readonly align 16 %6, ptr noundef byval(%"class.sycl::_V1::id") align 8 %7) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !44 !kernel_arg_exclusive_ptr !44 !sycl_fixed_targets !11 !sycl_kernel_omit_args !45 {
  %9 = load i64, ptr %0, align 8
  %10 = load i64, ptr %3, align 8
  %11 = getelementptr inbounds nuw %"class.sycl::_V1::vec", ptr addrspace(1) %2, i64 %10
  %12 = load i64, ptr %5, align 8
  %13 = getelementptr inbounds nuw %"class.sycl::_V1::vec", ptr addrspace(1) %4, i64 %12
  %14 = load i64, ptr %7, align 8
  %15 = getelementptr inbounds nuw %"class.sycl::_V1::vec", ptr addrspace(1) %6, i64 %14
  %16 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #3
  %17 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #3
  %18 = icmp ult i64 %16, %9
  br i1 %18, label %19, label %35

19:                                               ; preds = %8
  %20 = insertelement <4 x float> poison, float %1, i64 0
  %21 = shufflevector <4 x float> %20, <4 x float> poison, <4 x i32> <i32 0, i32 0, i32 0, i32 poison>
  br label %22

22:                                               ; preds = %22, %19
  %23 = phi i64 [ %33, %22 ], [ %16, %19 ]
  %24 = getelementptr inbounds nuw %"class.sycl::_V1::vec", ptr addrspace(1) %13, i64 %23
  %25 = getelementptr inbounds nuw %"class.sycl::_V1::vec", ptr addrspace(1) %15, i64 %23
  %26 = load <4 x float>, ptr addrspace(1) %25, align 16, !noalias !46
  %27 = fmul <4 x float> %21, %26
  %28 = load <4 x float>, ptr addrspace(1) %24, align 16, !noalias !51
  %29 = fadd <4 x float> %28, %27
  %30 = shufflevector <4 x float> %29, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %31 = shufflevector <3 x float> %30, <3 x float> <float undef, float poison, float poison>, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %32 = getelementptr inbounds nuw %"class.sycl::_V1::vec", ptr addrspace(1) %11, i64 %23
  store <4 x float> %31, ptr addrspace(1) %32, align 16
  %33 = add i64 %23, %17
  %34 = icmp ult i64 %33, %9
  br i1 %34, label %22, label %35, !llvm.loop !56

35:                                               ; preds = %22, %8
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS9Integrate(float noundef %0, ptr addrspace(1) noundef align 16 %1, ptr noundef byval(%"class.sycl::_V1::id") align 8 %2, ptr addrspace(1) noundef readonly align 16 %3, ptr noundef byval(%"class.sycl::_V1::id") align 8 %4, ptr addrspace(1) noundef readonly align 16 %5, ptr noundef byval(%"class.sycl::_V1::id") align 8 %6) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !57 !kernel_arg_exclusive_ptr !57 !sycl_fixed_targets !11 !sycl_kernel_omit_args !58 {
  %8 = load i64, ptr %2, align 8
  %9 = getelementptr inbounds nuw %"class.sycl::_V1::vec", ptr addrspace(1) %1, i64 %8
  %10 = load i64, ptr %4, align 8
  %11 = getelementptr inbounds nuw %"class.sycl::_V1::vec", ptr addrspace(1) %3, i64 %10
  %12 = load i64, ptr %6, align 8
  %13 = getelementptr inbounds nuw %"class.sycl::_V1::vec", ptr addrspace(1) %5, i64 %12
  %14 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #3
  %15 = icmp ult i64 %14, 2147483648
  tail call void @llvm.assume(i1 %15)
  %16 = getelementptr inbounds nuw %"class.sycl::_V1::vec", ptr addrspace(1) %11, i64 %14
  %17 = getelementptr inbounds nuw %"class.sycl::_V1::vec", ptr addrspace(1) %13, i64 %14
  %18 = insertelement <4 x float> poison, float %0, i64 0
  %19 = shufflevector <4 x float> %18, <4 x float> poison, <4 x i32> <i32 0, i32 0, i32 0, i32 poison>
  %20 = load <4 x float>, ptr addrspace(1) %17, align 16, !noalias !59
  %21 = fmul <4 x float> %19, %20
  %22 = load <4 x float>, ptr addrspace(1) %16, align 16, !noalias !64
  %23 = fadd <4 x float> %22, %21
  %24 = shufflevector <4 x float> %23, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %25 = shufflevector <3 x float> %24, <3 x float> <float undef, float poison, float poison>, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %26 = getelementptr inbounds nuw %"class.sycl::_V1::vec", ptr addrspace(1) %9, i64 %14
  store <4 x float> %25, ptr addrspace(1) %26, align 16
  ret void
}

declare dso_local spir_func i32 @_Z18__spirv_ocl_printfPU3AS2Kcz(ptr addrspace(2), ...)

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "sycl-module-id"="rtc_0.cpp" "sycl-optlevel"="2" "uniform-work-group-size" }
attributes #1 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size" }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
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
!10 = !{i1 false, i1 true, i1 false, i1 false, i1 false, i1 true, i1 false, i1 true, i1 false, i1 false}
!11 = !{}
!12 = !{i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false}
!13 = !{!14, !16}
!14 = distinct !{!14, !15}
!15 = distinct !{!15}
!16 = distinct !{!16, !17}
!17 = distinct !{!17}
!18 = !{!19, !19, i64 0}
!19 = !{!"float", !8, i64 0}
!20 = distinct !{!20, !21}
!21 = !{!"llvm.loop.mustprogress"}
!22 = !{!23, !25, !27}
!23 = distinct !{!23, !24}
!24 = distinct !{!24}
!25 = distinct !{!25, !26}
!26 = distinct !{!26}
!27 = distinct !{!27, !28}
!28 = distinct !{!28}
!29 = distinct !{!29, !21}
!30 = !{i1 true, i1 false, i1 false, i1 false, i1 true, i1 false, i1 true, i1 false, i1 false}
!31 = !{i1 false, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false}
!32 = !{!33, !35}
!33 = distinct !{!33, !34}
!34 = distinct !{!34}
!35 = distinct !{!35, !36}
!36 = distinct !{!36}
!37 = !{!38, !40, !42}
!38 = distinct !{!38, !39}
!39 = distinct !{!39}
!40 = distinct !{!40, !41}
!41 = distinct !{!41}
!42 = distinct !{!42, !43}
!43 = distinct !{!43}
!44 = !{i1 false, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false}
!45 = !{i1 false, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false}
!46 = !{!47, !49}
!47 = distinct !{!47, !48}
!48 = distinct !{!48}
!49 = distinct !{!49, !50}
!50 = distinct !{!50}
!51 = !{!52, !54}
!52 = distinct !{!52, !53}
!53 = distinct !{!53}
!54 = distinct !{!54, !55}
!55 = distinct !{!55}
!56 = distinct !{!56, !21}
!57 = !{i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false}
!58 = !{i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false}
!59 = !{!60, !62}
!60 = distinct !{!60, !61}
!61 = distinct !{!61}
!62 = distinct !{!62, !63}
!63 = distinct !{!63}
!64 = !{!65, !67}
!65 = distinct !{!65, !66}
!66 = distinct !{!66}
!67 = distinct !{!67, !68}
!68 = distinct !{!68}
