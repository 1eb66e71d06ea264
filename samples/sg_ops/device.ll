source_filename = "rtc_0.cpp"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [1 x i64] }

$_ZTS11SubGroupOps = comdat any

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTS11SubGroupOps(ptr addrspace(1) noundef readonly align 4 %0, ptr noundef byval(%"class.sycl::_V1::id") align 8 %1, ptr addrspace(1) noundef align 4 %2, ptr noundef byval(%"class.sycl::_V1::id") align 8 %3, ptr addrspace(1) noundef align 4 %4, ptr noundef byval(%"class.sycl::_V1::id") align 8 %5, ptr addrspace(1) noundef readonly align 4 %6, ptr noundef byval(%"class.sycl::_V1::id") align 8 %7, ptr addrspace(1) noundef align 4 %8, ptr noundef byval(%"class.sycl::_V1::id") align 8 %9, ptr addrspace(1) noundef align 4 %10, ptr noundef byval(%"class.sycl::_V1::id") align 8 %11) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !10 !kernel_arg_exclusive_ptr !10 !sycl_fixed_targets !11 !sycl_kernel_omit_args !12 {
  %13 = load i64, ptr %1, align 8
  %14 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %13
  %15 = load i64, ptr %3, align 8
  %16 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %15
  %17 = load i64, ptr %5, align 8
  %18 = getelementptr inbounds nuw float, ptr addrspace(1) %4, i64 %17
  %19 = load i64, ptr %7, align 8
  %20 = getelementptr inbounds nuw i32, ptr addrspace(1) %6, i64 %19
  %21 = load i64, ptr %9, align 8
  %22 = getelementptr inbounds nuw i32, ptr addrspace(1) %8, i64 %21
  %23 = load i64, ptr %11, align 8
  %24 = getelementptr inbounds nuw i32, ptr addrspace(1) %10, i64 %23
  %25 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #4
  %26 = icmp ult i64 %25, 2147483648
  tail call void @llvm.assume(i1 %26)
  %27 = tail call spir_func noundef i32 @_Z27__spirv_BuiltInSubgroupSizev() #4
  %28 = tail call spir_func noundef i32 @_Z40__spirv_BuiltInSubgroupLocalInvocationIdv() #4
  %29 = getelementptr inbounds nuw float, ptr addrspace(1) %14, i64 %25
  %30 = load float, ptr addrspace(1) %29, align 4, !tbaa !13
  %31 = tail call spir_func noundef float @_Z34__spirv_GroupNonUniformShuffleDownifj(i32 noundef 3, float noundef %30, i32 noundef 1) #5
  %32 = add i32 %28, 1
  %33 = icmp ult i32 %32, %27
  %34 = fsub float %31, %30
  %35 = select i1 %33, float %34, float 0.000000e+00
  %36 = getelementptr inbounds nuw float, ptr addrspace(1) %16, i64 %25
  store float %35, ptr addrspace(1) %36, align 4, !tbaa !13
  %37 = xor i32 %28, -1
  %38 = add i32 %27, %37
  %39 = tail call spir_func noundef float @_Z30__spirv_GroupNonUniformShuffleifj(i32 noundef 3, float noundef %30, i32 noundef %38) #5
  %40 = getelementptr inbounds nuw float, ptr addrspace(1) %18, i64 %25
  store float %39, ptr addrspace(1) %40, align 4, !tbaa !13
  %41 = getelementptr inbounds nuw i32, ptr addrspace(1) %20, i64 %25
  %42 = load i32, ptr addrspace(1) %41, align 4, !tbaa !15
  %43 = tail call spir_func noundef i32 @_Z17__spirv_GroupIAddiii(i32 noundef 3, i32 noundef 0, i32 noundef %42) #5
  %44 = load i32, ptr addrspace(1) %41, align 4, !tbaa !15
  %45 = tail call spir_func noundef i32 @_Z22__spirv_GroupBroadcastiij(i32 noundef 3, i32 noundef %44, i32 noundef 0) #5
  %46 = sub nsw i32 %43, %45
  %47 = getelementptr inbounds nuw i32, ptr addrspace(1) %22, i64 %25
  store i32 %46, ptr addrspace(1) %47, align 4, !tbaa !15
  %48 = shl nuw nsw i64 %25, 2
  %49 = getelementptr inbounds nuw i32, ptr addrspace(1) %24, i64 %48
  store i32 %27, ptr addrspace(1) %49, align 4, !tbaa !15
  %50 = tail call spir_func noundef i32 @_Z30__spirv_BuiltInSubgroupMaxSizev() #4
  %51 = getelementptr inbounds nuw i32, ptr addrspace(1) %49, i64 1
  store i32 %50, ptr addrspace(1) %51, align 4, !tbaa !15
  %52 = tail call spir_func noundef i32 @_Z25__spirv_BuiltInSubgroupIdv() #4
  %53 = getelementptr inbounds nuw i32, ptr addrspace(1) %49, i64 2
  store i32 %52, ptr addrspace(1) %53, align 4, !tbaa !15
  %54 = tail call spir_func noundef i32 @_Z27__spirv_BuiltInNumSubgroupsv() #4
  %55 = getelementptr inbounds nuw i32, ptr addrspace(1) %49, i64 3
  store i32 %54, ptr addrspace(1) %55, align 4, !tbaa !15
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i32 @_Z27__spirv_BuiltInSubgroupSizev() local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i32 @_Z40__spirv_BuiltInSubgroupLocalInvocationIdv() local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local spir_func noundef float @_Z34__spirv_GroupNonUniformShuffleDownifj(i32 noundef, float noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local spir_func noundef float @_Z30__spirv_GroupNonUniformShuffleifj(i32 noundef, float noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local spir_func noundef i32 @_Z17__spirv_GroupIAddiii(i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local spir_func noundef i32 @_Z22__spirv_GroupBroadcastiij(i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i32 @_Z30__spirv_BuiltInSubgroupMaxSizev() local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i32 @_Z25__spirv_BuiltInSubgroupIdv() local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i32 @_Z27__spirv_BuiltInNumSubgroupsv() local_unnamed_addr #2

declare dso_local spir_func i32 @_Z18__spirv_ocl_printfPU3AS2Kcz(ptr addrspace(2), ...)

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "sycl-module-id"="rtc_0.cpp" "sycl-optlevel"="2" "uniform-work-group-size" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #2 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size" }
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
!10 = !{i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false}
!11 = !{}
!12 = !{i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false}
!13 = !{!14, !14, i64 0}
!14 = !{!"float", !8, i64 0}
!15 = !{!7, !7, i64 0}
