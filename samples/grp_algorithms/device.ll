source_filename = "rtc_0.cpp"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [1 x i64] }

$_ZTS9BlockScan = comdat any

$_ZTS10BlockRange = comdat any

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS9BlockScan(ptr addrspace(1) noundef readonly align 4 %0, ptr noundef byval(%"class.sycl::_V1::id") align 8 %1, ptr addrspace(1) noundef align 4 %2, ptr noundef byval(%"class.sycl::_V1::id") align 8 %3, ptr addrspace(1) noundef align 4 %4, ptr noundef byval(%"class.sycl::_V1::id") align 8 %5, ptr addrspace(1) noundef align 4 %6, ptr noundef byval(%"class.sycl::_V1::id") align 8 %7, ptr addrspace(1) noundef align 4 %8, ptr noundef byval(%"class.sycl::_V1::id") align 8 %9) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !10 !kernel_arg_exclusive_ptr !10 !sycl_fixed_targets !11 !sycl_kernel_omit_args !12 {
  %11 = load i64, ptr %1, align 8
  %12 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %11
  %13 = load i64, ptr %3, align 8
  %14 = getelementptr inbounds nuw i32, ptr addrspace(1) %2, i64 %13
  %15 = load i64, ptr %5, align 8
  %16 = load i64, ptr %7, align 8
  %17 = load i64, ptr %9, align 8
  %18 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %19 = icmp ult i64 %18, 2147483648
  tail call void @llvm.assume(i1 %19)
  %20 = getelementptr inbounds nuw i32, ptr addrspace(1) %12, i64 %18
  %21 = load i32, ptr addrspace(1) %20, align 4, !tbaa !13
  %22 = tail call spir_func noundef i32 @_Z17__spirv_GroupIAddiii(i32 noundef 2, i32 noundef 0, i32 noundef %21) #5
  %23 = tail call spir_func noundef i32 @_Z22__spirv_GroupBroadcastiim(i32 noundef 2, i32 noundef %21, i64 noundef 0) #5
  %24 = tail call spir_func noundef i32 @_Z17__spirv_GroupIAddiii(i32 noundef 2, i32 noundef 2, i32 noundef %21) #5
  %25 = getelementptr inbounds nuw i32, ptr addrspace(1) %14, i64 %18
  store i32 %24, ptr addrspace(1) %25, align 4, !tbaa !13
  %26 = icmp slt i32 %21, 0
  %27 = tail call spir_func noundef zeroext i1 @_Z16__spirv_GroupAnyib(i32 noundef 2, i1 noundef zeroext %26) #5
  %28 = tail call spir_func noundef i64 @_Z32__spirv_BuiltInLocalInvocationIdi(i32 noundef 0) #4
  %29 = icmp ult i64 %28, 2147483648
  tail call void @llvm.assume(i1 %29)
  %30 = icmp eq i64 %28, 0
  br i1 %30, label %31, label %41

31:                                               ; preds = %10
  %32 = getelementptr inbounds nuw i32, ptr addrspace(1) %8, i64 %17
  %33 = getelementptr inbounds nuw i32, ptr addrspace(1) %6, i64 %16
  %34 = getelementptr inbounds nuw i32, ptr addrspace(1) %4, i64 %15
  %35 = tail call spir_func noundef i64 @_Z26__spirv_BuiltInWorkgroupIdi(i32 noundef 0) #4
  %36 = icmp ult i64 %35, 2147483648
  tail call void @llvm.assume(i1 %36)
  %37 = getelementptr inbounds nuw i32, ptr addrspace(1) %34, i64 %35
  store i32 %22, ptr addrspace(1) %37, align 4, !tbaa !13
  %38 = getelementptr inbounds nuw i32, ptr addrspace(1) %33, i64 %35
  store i32 %23, ptr addrspace(1) %38, align 4, !tbaa !13
  %39 = zext i1 %27 to i32
  %40 = getelementptr inbounds nuw i32, ptr addrspace(1) %32, i64 %35
  store i32 %39, ptr addrspace(1) %40, align 4, !tbaa !13
  br label %41

41:                                               ; preds = %31, %10
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z28__spirv_BuiltInWorkgroupSizei(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z26__spirv_BuiltInWorkgroupIdi(i32 noundef) local_unnamed_addr #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare dso_local spir_func noundef i32 @_Z17__spirv_GroupIAddiii(i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local spir_func noundef i32 @_Z22__spirv_GroupBroadcastiim(i32 noundef, i32 noundef, i64 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local spir_func noundef zeroext i1 @_Z16__spirv_GroupAnyib(i32 noundef, i1 noundef zeroext) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z32__spirv_BuiltInLocalInvocationIdi(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS10BlockRange(ptr addrspace(1) noundef readonly align 4 %0, ptr noundef byval(%"class.sycl::_V1::id") align 8 %1, ptr addrspace(1) noundef align 4 %2, ptr noundef byval(%"class.sycl::_V1::id") align 8 %3, ptr addrspace(1) noundef align 4 %4, ptr noundef byval(%"class.sycl::_V1::id") align 8 %5, ptr addrspace(1) noundef align 4 %6, ptr noundef byval(%"class.sycl::_V1::id") align 8 %7) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !14 !kernel_arg_exclusive_ptr !14 !sycl_fixed_targets !11 !sycl_kernel_omit_args !15 {
  %9 = load i64, ptr %1, align 8
  %10 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %9
  %11 = load i64, ptr %3, align 8
  %12 = load i64, ptr %5, align 8
  %13 = load i64, ptr %7, align 8
  %14 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %15 = icmp ult i64 %14, 2147483648
  tail call void @llvm.assume(i1 %15)
  %16 = getelementptr inbounds nuw float, ptr addrspace(1) %10, i64 %14
  %17 = load float, ptr addrspace(1) %16, align 4, !tbaa !16
  %18 = tail call spir_func noundef float @_Z17__spirv_GroupFMaxiif(i32 noundef 2, i32 noundef 0, float noundef %17) #5
  %19 = tail call spir_func noundef float @_Z17__spirv_GroupFMiniif(i32 noundef 2, i32 noundef 0, float noundef %17) #5
  %20 = tail call spir_func noundef i64 @_Z26__spirv_BuiltInWorkgroupIdi(i32 noundef 0) #4
  %21 = icmp ult i64 %20, 2147483648
  tail call void @llvm.assume(i1 %21)
  %22 = tail call spir_func noundef i64 @_Z28__spirv_BuiltInWorkgroupSizei(i32 noundef 0) #4
  %23 = icmp ult i64 %22, 2147483648
  tail call void @llvm.assume(i1 %23)
  %24 = trunc nuw nsw i64 %20 to i32
  %25 = trunc nuw nsw i64 %22 to i32
  %26 = urem i32 %24, %25
  %27 = zext nneg i32 %26 to i64
  %28 = tail call spir_func noundef float @_Z22__spirv_GroupBroadcastifm(i32 noundef 2, float noundef %17, i64 noundef %27) #5
  %29 = tail call spir_func noundef i64 @_Z32__spirv_BuiltInLocalInvocationIdi(i32 noundef 0) #4
  %30 = icmp ult i64 %29, 2147483648
  tail call void @llvm.assume(i1 %30)
  %31 = icmp eq i64 %29, 0
  br i1 %31, label %32, label %41

32:                                               ; preds = %8
  %33 = getelementptr inbounds nuw float, ptr addrspace(1) %6, i64 %13
  %34 = getelementptr inbounds nuw float, ptr addrspace(1) %4, i64 %12
  %35 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %11
  %36 = tail call spir_func noundef i64 @_Z26__spirv_BuiltInWorkgroupIdi(i32 noundef 0) #4
  %37 = icmp ult i64 %36, 2147483648
  tail call void @llvm.assume(i1 %37)
  %38 = getelementptr inbounds nuw float, ptr addrspace(1) %35, i64 %36
  store float %18, ptr addrspace(1) %38, align 4, !tbaa !16
  %39 = getelementptr inbounds nuw float, ptr addrspace(1) %34, i64 %36
  store float %19, ptr addrspace(1) %39, align 4, !tbaa !16
  %40 = getelementptr inbounds nuw float, ptr addrspace(1) %33, i64 %36
  store float %28, ptr addrspace(1) %40, align 4, !tbaa !16
  br label %41

41:                                               ; preds = %32, %8
  ret void
}

; Function Attrs: convergent nounwind
declare dso_local spir_func noundef float @_Z17__spirv_GroupFMaxiif(i32 noundef, i32 noundef, float noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local spir_func noundef float @_Z17__spirv_GroupFMiniif(i32 noundef, i32 noundef, float noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local spir_func noundef float @_Z22__spirv_GroupBroadcastifm(i32 noundef, float noundef, i64 noundef) local_unnamed_addr #3

declare dso_local spir_func i32 @_Z18__spirv_ocl_printfPU3AS2Kcz(ptr addrspace(2), ...)

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "sycl-module-id"="rtc_0.cpp" "sycl-optlevel"="2" "uniform-work-group-size" }
attributes #1 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size" }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #3 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size" }
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
!10 = !{i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false}
!11 = !{}
!12 = !{i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false}
!13 = !{!7, !7, i64 0}
!14 = !{i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false}
!15 = !{i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false}
!16 = !{!17, !17, i64 0}
!17 = !{!"float", !8, i64 0}
