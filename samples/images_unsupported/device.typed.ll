; ModuleID = 'device.bc'
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024"
target triple = "spir64-unknown-unknown"

%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [2 x i64] }
%opencl.image2d_wo_t = type opaque
%opencl.image2d_ro_t = type opaque
%"class.sycl::_V1::range.77" = type { %"class.sycl::_V1::detail::array.78" }
%"class.sycl::_V1::detail::array.78" = type { [1 x i64] }
%"class.sycl::_V1::vec.35" = type { %"class.sycl::_V1::detail::vec_base.71" }
%"class.sycl::_V1::detail::vec_base.71" = type { [4 x float] }
%"class.sycl::_V1::id.79" = type { %"class.sycl::_V1::detail::array.78" }

; Function Attrs: nounwind
define spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI8BrightenEE(%"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %0, %opencl.image2d_wo_t addrspace(1)* %1, %opencl.image2d_ro_t addrspace(1)* %2, float %3) #0 !kernel_arg_addr_space !7 !kernel_arg_access_qual !8 !kernel_arg_type !9 !kernel_arg_type_qual !10 !kernel_arg_base_type !9 {
  %5 = bitcast %"class.sycl::_V1::range"* %0 to i64*
  %6 = load i64, i64* %5, align 8
  %7 = bitcast %"class.sycl::_V1::range"* %0 to i64*
  %8 = getelementptr inbounds i64, i64* %7, i64 1
  %9 = load i64, i64* %8, align 8
  %10 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %11 = insertelement <3 x i64> undef, i64 %10, i32 0
  %12 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %13 = insertelement <3 x i64> %11, i64 %12, i32 1
  %14 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %15 = insertelement <3 x i64> %13, i64 %14, i32 2
  %16 = extractelement <3 x i64> %15, i32 1
  %17 = select i1 true, i64 %16, i64 0
  %18 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %19 = insertelement <3 x i64> undef, i64 %18, i32 0
  %20 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %21 = insertelement <3 x i64> %19, i64 %20, i32 1
  %22 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %23 = insertelement <3 x i64> %21, i64 %22, i32 2
  %24 = extractelement <3 x i64> %23, i32 0
  %25 = select i1 true, i64 %24, i64 0
  %26 = call spir_func i64 @_Z15get_global_sizej(i32 0) #2
  %27 = insertelement <3 x i64> undef, i64 %26, i32 0
  %28 = call spir_func i64 @_Z15get_global_sizej(i32 1) #2
  %29 = insertelement <3 x i64> %27, i64 %28, i32 1
  %30 = call spir_func i64 @_Z15get_global_sizej(i32 2) #2
  %31 = insertelement <3 x i64> %29, i64 %30, i32 2
  %32 = extractelement <3 x i64> %31, i32 1
  %33 = select i1 true, i64 %32, i64 1
  %34 = call spir_func i64 @_Z15get_global_sizej(i32 0) #2
  %35 = insertelement <3 x i64> undef, i64 %34, i32 0
  %36 = call spir_func i64 @_Z15get_global_sizej(i32 1) #2
  %37 = insertelement <3 x i64> %35, i64 %36, i32 1
  %38 = call spir_func i64 @_Z15get_global_sizej(i32 2) #2
  %39 = insertelement <3 x i64> %37, i64 %38, i32 2
  %40 = extractelement <3 x i64> %39, i32 0
  %41 = select i1 true, i64 %40, i64 1
  %42 = icmp ult i64 %17, %6
  %43 = icmp ult i64 %25, %9
  %44 = select i1 %43, i1 %42, i1 false
  br i1 %44, label %45, label %66

45:                                               ; preds = %4
  %46 = insertelement <4 x float> undef, float %3, i32 0
  %47 = shufflevector <4 x float> %46, <4 x float> undef, <4 x i32> zeroinitializer
  br label %48

48:                                               ; preds = %62, %45
  %49 = phi i64 [ %17, %45 ], [ %63, %62 ]
  %50 = phi i64 [ %25, %45 ], [ %64, %62 ]
  %51 = trunc i64 %49 to i32
  %52 = trunc i64 %50 to i32
  %53 = insertelement <2 x i32> undef, i32 %51, i32 0
  %54 = insertelement <2 x i32> %53, i32 %52, i32 1
  %55 = call spir_func <4 x float> @_Z11read_imagef14ocl_image2d_roDv2_i(%opencl.image2d_ro_t addrspace(1)* %2, <2 x i32> %54) #0
  %56 = fmul <4 x float> %47, %55
  call spir_func void @_Z12write_imagef14ocl_image2d_woDv2_iDv4_f(%opencl.image2d_wo_t addrspace(1)* %1, <2 x i32> %54, <4 x float> %56) #0
  %57 = add i64 %49, %33
  %58 = icmp ult i64 %57, %6
  br i1 %58, label %62, label %59

59:                                               ; preds = %48
  %60 = add i64 %50, %41
  %61 = icmp ult i64 %60, %9
  br i1 %61, label %62, label %65

62:                                               ; preds = %59, %48
  %63 = phi i64 [ %17, %59 ], [ %57, %48 ]
  %64 = phi i64 [ %60, %59 ], [ %50, %48 ]
  br label %48

65:                                               ; preds = %59
  br label %66

66:                                               ; preds = %65, %4
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTS8Brighten(%opencl.image2d_wo_t addrspace(1)* %0, %opencl.image2d_ro_t addrspace(1)* %1, float %2) #0 !kernel_arg_addr_space !11 !kernel_arg_access_qual !12 !kernel_arg_type !13 !kernel_arg_type_qual !14 !kernel_arg_base_type !13 {
  %4 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %5 = insertelement <3 x i64> undef, i64 %4, i32 0
  %6 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %7 = insertelement <3 x i64> %5, i64 %6, i32 1
  %8 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %9 = insertelement <3 x i64> %7, i64 %8, i32 2
  %10 = extractelement <3 x i64> %9, i32 1
  %11 = select i1 true, i64 %10, i64 0
  %12 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %13 = insertelement <3 x i64> undef, i64 %12, i32 0
  %14 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %15 = insertelement <3 x i64> %13, i64 %14, i32 1
  %16 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %17 = insertelement <3 x i64> %15, i64 %16, i32 2
  %18 = extractelement <3 x i64> %17, i32 0
  %19 = select i1 true, i64 %18, i64 0
  %20 = icmp ult i64 %11, 2147483648
  call void @llvm.assume(i1 %20)
  %21 = trunc i64 %11 to i32
  %22 = icmp ult i64 %19, 2147483648
  call void @llvm.assume(i1 %22)
  %23 = trunc i64 %19 to i32
  %24 = insertelement <2 x i32> undef, i32 %21, i32 0
  %25 = insertelement <2 x i32> %24, i32 %23, i32 1
  %26 = call spir_func <4 x float> @_Z11read_imagef14ocl_image2d_roDv2_i(%opencl.image2d_ro_t addrspace(1)* %1, <2 x i32> %25) #0
  %27 = insertelement <4 x float> undef, float %2, i32 0
  %28 = shufflevector <4 x float> %27, <4 x float> undef, <4 x i32> zeroinitializer
  %29 = fmul <4 x float> %28, %26
  call spir_func void @_Z12write_imagef14ocl_image2d_woDv2_iDv4_f(%opencl.image2d_wo_t addrspace(1)* %0, <2 x i32> %25, <4 x float> %29) #0
  ret void
}

; Function Attrs: inaccessiblememonly nocallback nofree nosync nounwind willreturn
declare void @llvm.assume(i1 noundef) #1

; Function Attrs: nounwind
define spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI4LumaEE(%"class.sycl::_V1::range.77"* byval(%"class.sycl::_V1::range.77") align 8 %0, %"class.sycl::_V1::vec.35" addrspace(1)* readonly align 16 %1, %"class.sycl::_V1::id.79"* byval(%"class.sycl::_V1::id.79") align 8 %2, float addrspace(1)* align 4 %3, %"class.sycl::_V1::id.79"* byval(%"class.sycl::_V1::id.79") align 8 %4) #0 !kernel_arg_addr_space !15 !kernel_arg_access_qual !16 !kernel_arg_type !17 !kernel_arg_type_qual !18 !kernel_arg_base_type !17 {
  %6 = bitcast %"class.sycl::_V1::range.77"* %0 to i64*
  %7 = load i64, i64* %6, align 8
  %8 = bitcast %"class.sycl::_V1::id.79"* %2 to i64*
  %9 = load i64, i64* %8, align 8
  %10 = getelementptr inbounds %"class.sycl::_V1::vec.35", %"class.sycl::_V1::vec.35" addrspace(1)* %1, i64 %9
  %11 = bitcast %"class.sycl::_V1::id.79"* %4 to i64*
  %12 = load i64, i64* %11, align 8
  %13 = getelementptr inbounds float, float addrspace(1)* %3, i64 %12
  %14 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %15 = insertelement <3 x i64> undef, i64 %14, i32 0
  %16 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %17 = insertelement <3 x i64> %15, i64 %16, i32 1
  %18 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %19 = insertelement <3 x i64> %17, i64 %18, i32 2
  %20 = extractelement <3 x i64> %19, i32 0
  %21 = select i1 true, i64 %20, i64 0
  %22 = call spir_func i64 @_Z15get_global_sizej(i32 0) #2
  %23 = insertelement <3 x i64> undef, i64 %22, i32 0
  %24 = call spir_func i64 @_Z15get_global_sizej(i32 1) #2
  %25 = insertelement <3 x i64> %23, i64 %24, i32 1
  %26 = call spir_func i64 @_Z15get_global_sizej(i32 2) #2
  %27 = insertelement <3 x i64> %25, i64 %26, i32 2
  %28 = extractelement <3 x i64> %27, i32 0
  %29 = select i1 true, i64 %28, i64 1
  %30 = icmp ult i64 %21, %7
  br i1 %30, label %31, label %50

31:                                               ; preds = %5
  br label %32

32:                                               ; preds = %32, %31
  %33 = phi i64 [ %47, %32 ], [ %21, %31 ]
  %34 = getelementptr inbounds %"class.sycl::_V1::vec.35", %"class.sycl::_V1::vec.35" addrspace(1)* %10, i64 %33
  %35 = bitcast %"class.sycl::_V1::vec.35" addrspace(1)* %34 to float addrspace(1)*
  %36 = load float, float addrspace(1)* %35, align 16
  %37 = bitcast %"class.sycl::_V1::vec.35" addrspace(1)* %34 to float addrspace(1)*
  %38 = getelementptr inbounds float, float addrspace(1)* %37, i64 1
  %39 = load float, float addrspace(1)* %38, align 4
  %40 = bitcast %"class.sycl::_V1::vec.35" addrspace(1)* %34 to float addrspace(1)*
  %41 = getelementptr inbounds float, float addrspace(1)* %40, i64 2
  %42 = load float, float addrspace(1)* %41, align 8
  %43 = fmul float %39, 5.000000e-01
  %44 = call spir_func float @_Z3madfff(float %36, float 2.500000e-01, float %43) #3
  %45 = call spir_func float @_Z3madfff(float %42, float 2.500000e-01, float %44) #3
  %46 = getelementptr inbounds float, float addrspace(1)* %13, i64 %33
  store float %45, float addrspace(1)* %46, align 4
  %47 = add i64 %33, %29
  %48 = icmp ult i64 %47, %7
  br i1 %48, label %32, label %49

49:                                               ; preds = %32
  br label %50

50:                                               ; preds = %49, %5
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTS4Luma(%"class.sycl::_V1::vec.35" addrspace(1)* readonly align 16 %0, %"class.sycl::_V1::id.79"* byval(%"class.sycl::_V1::id.79") align 8 %1, float addrspace(1)* align 4 %2, %"class.sycl::_V1::id.79"* byval(%"class.sycl::_V1::id.79") align 8 %3) #0 !kernel_arg_addr_space !19 !kernel_arg_access_qual !20 !kernel_arg_type !21 !kernel_arg_type_qual !10 !kernel_arg_base_type !21 {
  %5 = bitcast %"class.sycl::_V1::id.79"* %1 to i64*
  %6 = load i64, i64* %5, align 8
  %7 = getelementptr inbounds %"class.sycl::_V1::vec.35", %"class.sycl::_V1::vec.35" addrspace(1)* %0, i64 %6
  %8 = bitcast %"class.sycl::_V1::id.79"* %3 to i64*
  %9 = load i64, i64* %8, align 8
  %10 = getelementptr inbounds float, float addrspace(1)* %2, i64 %9
  %11 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %12 = insertelement <3 x i64> undef, i64 %11, i32 0
  %13 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %14 = insertelement <3 x i64> %12, i64 %13, i32 1
  %15 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %16 = insertelement <3 x i64> %14, i64 %15, i32 2
  %17 = extractelement <3 x i64> %16, i32 0
  %18 = select i1 true, i64 %17, i64 0
  %19 = icmp ult i64 %18, 2147483648
  call void @llvm.assume(i1 %19)
  %20 = getelementptr inbounds %"class.sycl::_V1::vec.35", %"class.sycl::_V1::vec.35" addrspace(1)* %7, i64 %18
  %21 = bitcast %"class.sycl::_V1::vec.35" addrspace(1)* %20 to float addrspace(1)*
  %22 = load float, float addrspace(1)* %21, align 16
  %23 = bitcast %"class.sycl::_V1::vec.35" addrspace(1)* %20 to float addrspace(1)*
  %24 = getelementptr inbounds float, float addrspace(1)* %23, i64 1
  %25 = load float, float addrspace(1)* %24, align 4
  %26 = bitcast %"class.sycl::_V1::vec.35" addrspace(1)* %20 to float addrspace(1)*
  %27 = getelementptr inbounds float, float addrspace(1)* %26, i64 2
  %28 = load float, float addrspace(1)* %27, align 8
  %29 = fmul float %25, 5.000000e-01
  %30 = call spir_func float @_Z3madfff(float %22, float 2.500000e-01, float %29) #3
  %31 = call spir_func float @_Z3madfff(float %28, float 2.500000e-01, float %30) #3
  %32 = getelementptr inbounds float, float addrspace(1)* %10, i64 %18
  store float %31, float addrspace(1)* %32, align 4
  ret void
}

; Function Attrs: nounwind readnone willreturn
declare spir_func i64 @_Z13get_global_idj(i32) #2

; Function Attrs: nounwind readnone willreturn
declare spir_func i64 @_Z15get_global_sizej(i32) #2

; Function Attrs: nounwind
declare spir_func <4 x float> @_Z11read_imagef14ocl_image2d_roDv2_i(%opencl.image2d_ro_t addrspace(1)*, <2 x i32>) #0

; Function Attrs: nounwind
declare spir_func void @_Z12write_imagef14ocl_image2d_woDv2_iDv4_f(%opencl.image2d_wo_t addrspace(1)*, <2 x i32>, <4 x float>) #0

; Function Attrs: nounwind readnone
declare spir_func float @_Z3madfff(float, float, float) #3

attributes #0 = { nounwind }
attributes #1 = { inaccessiblememonly nocallback nofree nosync nounwind willreturn }
attributes #2 = { nounwind readnone willreturn }
attributes #3 = { nounwind readnone }

!spirv.MemoryModel = !{!0}
!opencl.enable.FP_CONTRACT = !{}
!spirv.Source = !{!1}
!opencl.spir.version = !{!2}
!opencl.ocl.version = !{!3}
!opencl.used.extensions = !{!4}
!opencl.used.optional.core.features = !{!5}
!spirv.Generator = !{!6}

!0 = !{i32 2, i32 2}
!1 = !{i32 4, i32 100000}
!2 = !{i32 1, i32 2}
!3 = !{i32 1, i32 0}
!4 = !{}
!5 = !{!"cl_images"}
!6 = !{i16 6, i16 14}
!7 = !{i32 0, i32 1, i32 1, i32 0}
!8 = !{!"none", !"write_only", !"read_only", !"none"}
!9 = !{!"class.sycl::_V1::range", !"image2d_t", !"image2d_t", !"float"}
!10 = !{!"", !"", !"", !""}
!11 = !{i32 1, i32 1, i32 0}
!12 = !{!"write_only", !"read_only", !"none"}
!13 = !{!"image2d_t", !"image2d_t", !"float"}
!14 = !{!"", !"", !""}
!15 = !{i32 0, i32 1, i32 0, i32 1, i32 0}
!16 = !{!"none", !"none", !"none", !"none", !"none"}
!17 = !{!"class.sycl::_V1::range.77", !"class.sycl::_V1::vec.35*", !"class.sycl::_V1::id.79", !"float*", !"class.sycl::_V1::id.79"}
!18 = !{!"", !"", !"", !"", !""}
!19 = !{i32 1, i32 0, i32 1, i32 0}
!20 = !{!"none", !"none", !"none", !"none"}
!21 = !{!"class.sycl::_V1::vec.35*", !"class.sycl::_V1::id.79", !"float*", !"class.sycl::_V1::id.79"}
