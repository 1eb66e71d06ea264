source_filename = "rtc_0.cpp"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [1 x i64] }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array" }

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI4WaveEE = comdat any

$_ZTS4Wave = comdat any

$_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI5DecayEE = comdat any

$_ZTS5Decay = comdat any

@.str = private unnamed_addr addrspace(1) constant [10 x i8] c"v < limit\00", align 1
@.str.1 = private unnamed_addr addrspace(1) constant [10 x i8] c"rtc_0.cpp\00", align 1
@__PRETTY_FUNCTION__._ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENKUlNS0_2idILi1EEEE_clES5_ = private unnamed_addr addrspace(1) constant [104 x i8] c"auto main(int, char **)::(lambda)::operator()(sycl::handler &)::(lambda)::operator()(sycl::id<1>) const\00", align 1

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI4WaveEE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, float noundef %1, ptr addrspace(1) noundef align 4 %2, ptr noundef byval(%"class.sycl::_V1::id") align 8 %3) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !10 !kernel_arg_exclusive_ptr !10 !sycl_fixed_targets !11 !sycl_kernel_omit_args !12 {
  %5 = load i64, ptr %0, align 8
  %6 = load i64, ptr %3, align 8
  %7 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %6
  %8 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #6
  %9 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #6
  %10 = icmp ult i64 %8, %5
  br i1 %10, label %11, label %26

11:                                               ; preds = %22, %4
  %12 = phi i64 [ %24, %22 ], [ %8, %4 ]
  %13 = uitofp nneg i64 %12 to float
  %14 = fmul nnan float %13, 0x3FB99999A0000000
  %15 = tail call spir_func noundef float @sinf(float noundef %14) #7
  %16 = tail call spir_func noundef float @erff(float noundef %14) #7
  %17 = fadd float %15, %16
  %18 = tail call spir_func noundef float @fmodf(float noundef %14, float noundef 1.500000e+00) #7
  %19 = fadd float %17, %18
  %20 = fcmp olt float %19, %1
  br i1 %20, label %22, label %21

21:                                               ; preds = %11
  tail call spir_func void @__assert_fail(ptr addrspace(4) noundef addrspacecast (ptr addrspace(1) @.str to ptr addrspace(4)), ptr addrspace(4) noundef addrspacecast (ptr addrspace(1) @.str.1 to ptr addrspace(4)), i32 noundef 33, ptr addrspace(4) noundef addrspacecast (ptr addrspace(1) @__PRETTY_FUNCTION__._ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENKUlNS0_2idILi1EEEE_clES5_ to ptr addrspace(4))) #7
  br label %22

22:                                               ; preds = %21, %11
  %23 = getelementptr inbounds nuw float, ptr addrspace(1) %7, i64 %12
  store float %19, ptr addrspace(1) %23, align 4, !tbaa !13
  %24 = add i64 %12, %9
  %25 = icmp ult i64 %24, %5
  br i1 %25, label %11, label %26, !llvm.loop !15

26:                                               ; preds = %22, %4
  ret void
}

; Function Attrs: convergent nofree nounwind
declare dso_local spir_func void @__assert_fail(ptr addrspace(4) noundef, ptr addrspace(4) noundef, i32 noundef, ptr addrspace(4) noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn memory(errnomem: write)
declare dso_local spir_func float @sinf(float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn memory(errnomem: write)
declare dso_local spir_func float @erff(float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn memory(errnomem: write)
declare dso_local spir_func float @fmodf(float noundef, float noundef) local_unnamed_addr #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS4Wave(float noundef %0, ptr addrspace(1) noundef align 4 %1, ptr noundef byval(%"class.sycl::_V1::id") align 8 %2) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !17 !kernel_arg_exclusive_ptr !17 !sycl_fixed_targets !11 !sycl_kernel_omit_args !18 {
  %4 = load i64, ptr %2, align 8
  %5 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #6
  %6 = icmp ult i64 %5, 2147483648
  tail call void @llvm.assume(i1 %6)
  %7 = uitofp nneg i64 %5 to float
  %8 = fmul nnan float %7, 0x3FB99999A0000000
  %9 = tail call spir_func noundef float @sinf(float noundef %8) #7
  %10 = tail call spir_func noundef float @erff(float noundef %8) #7
  %11 = fadd float %9, %10
  %12 = tail call spir_func noundef float @fmodf(float noundef %8, float noundef 1.500000e+00) #7
  %13 = fadd float %11, %12
  %14 = fcmp olt float %13, %0
  br i1 %14, label %16, label %15

15:                                               ; preds = %3
  tail call spir_func void @__assert_fail(ptr addrspace(4) noundef addrspacecast (ptr addrspace(1) @.str to ptr addrspace(4)), ptr addrspace(4) noundef addrspacecast (ptr addrspace(1) @.str.1 to ptr addrspace(4)), i32 noundef 33, ptr addrspace(4) noundef addrspacecast (ptr addrspace(1) @__PRETTY_FUNCTION__._ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENKUlNS0_2idILi1EEEE_clES5_ to ptr addrspace(4))) #7
  br label %16

16:                                               ; preds = %15, %3
  %17 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %4
  %18 = getelementptr inbounds nuw float, ptr addrspace(1) %17, i64 %5
  store float %13, ptr addrspace(1) %18, align 4, !tbaa !13
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI5DecayEE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, ptr addrspace(1) noundef align 8 %1, ptr noundef byval(%"class.sycl::_V1::id") align 8 %2) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !17 !kernel_arg_exclusive_ptr !17 !sycl_used_aspects !19 !sycl_fixed_targets !11 !sycl_kernel_omit_args !18 {
  %4 = load i64, ptr %0, align 8
  %5 = load i64, ptr %2, align 8
  %6 = getelementptr inbounds nuw double, ptr addrspace(1) %1, i64 %5
  %7 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #6
  %8 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #6
  %9 = icmp ult i64 %7, %4
  br i1 %9, label %10, label %21

10:                                               ; preds = %10, %3
  %11 = phi i64 [ %19, %10 ], [ %7, %3 ]
  %12 = uitofp nneg i64 %11 to double
  %13 = fmul nnan double %12, 5.000000e-02
  %14 = tail call spir_func double @pow(double noundef 5.000000e-01, double noundef %13) #7
  %15 = fadd double %13, 1.000000e+00
  %16 = tail call spir_func double @cbrt(double noundef %15) #6
  %17 = fmul double %14, %16
  %18 = getelementptr inbounds nuw double, ptr addrspace(1) %6, i64 %11
  store double %17, ptr addrspace(1) %18, align 8, !tbaa !21
  %19 = add i64 %11, %8
  %20 = icmp ult i64 %19, %4
  br i1 %20, label %10, label %21, !llvm.loop !23

21:                                               ; preds = %10, %3
  ret void
}

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn memory(errnomem: write)
declare !sycl_used_aspects !19 dso_local spir_func double @pow(double noundef, double noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare !sycl_used_aspects !19 dso_local spir_func double @cbrt(double noundef) local_unnamed_addr #5

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS5Decay(ptr addrspace(1) noundef align 8 %0, ptr noundef byval(%"class.sycl::_V1::id") align 8 %1) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !24 !kernel_arg_exclusive_ptr !24 !sycl_used_aspects !19 !sycl_fixed_targets !11 !sycl_kernel_omit_args !25 {
  %3 = load i64, ptr %1, align 8
  %4 = getelementptr inbounds nuw double, ptr addrspace(1) %0, i64 %3
  %5 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #6
  %6 = icmp ult i64 %5, 2147483648
  tail call void @llvm.assume(i1 %6)
  %7 = uitofp nneg i64 %5 to double
  %8 = fmul nnan double %7, 5.000000e-02
  %9 = tail call spir_func double @pow(double noundef 5.000000e-01, double noundef %8) #7
  %10 = fadd double %8, 1.000000e+00
  %11 = tail call spir_func double @cbrt(double noundef %10) #6
  %12 = fmul double %9, %11
  %13 = getelementptr inbounds nuw double, ptr addrspace(1) %4, i64 %5
  store double %12, ptr addrspace(1) %13, align 8, !tbaa !21
  ret void
}

declare dso_local spir_func i32 @_Z18__spirv_ocl_printfPU3AS2Kcz(ptr addrspace(2), ...)

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "sycl-module-id"="rtc_0.cpp" "sycl-optlevel"="2" "uniform-work-group-size" }
attributes #1 = { convergent nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size" }
attributes #2 = { convergent mustprogress nocallback nofree nosync nounwind willreturn memory(errnomem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size" }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #4 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size" }
attributes #5 = { convergent mustprogress nocallback nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size" }
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
!10 = !{i1 false, i1 false, i1 true, i1 false}
!11 = !{}
!12 = !{i1 false, i1 false, i1 false, i1 true, i1 true, i1 false}
!13 = !{!14, !14, i64 0}
!14 = !{!"float", !8, i64 0}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = !{i1 false, i1 true, i1 false}
!18 = !{i1 false, i1 false, i1 true, i1 true, i1 false}
!19 = !{!20}
!20 = !{!"fp64", i32 6}
!21 = !{!22, !22, i64 0}
!22 = !{!"double", !8, i64 0}
!23 = distinct !{!23, !16}
!24 = !{i1 true, i1 false}
!25 = !{i1 false, i1 true, i1 true, i1 false}
