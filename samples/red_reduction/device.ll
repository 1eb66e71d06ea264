source_filename = "rtc_0.cpp"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [1 x i64] }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::ReductionIdentityContainer" = type { i32 }
%class.anon.47 = type { i64, %"class.sycl::_V1::range", %class.anon.48 }
%class.anon.48 = type { ptr addrspace(4) }
%"class.sycl::_V1::detail::ReducerElement.60" = type { i32 }
%class.anon.73 = type { ptr addrspace(4) }

$_ZTSN4sycl3_V16detail9reduction7MainKrnI8SumRangeLNS2_8strategyE1EJNS0_8accessorIiLi1ELNS0_6access4modeE1026ELNS7_6targetE2014ELNS7_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEEEEE = comdat any

$_ZTSN4sycl3_V16detail9reduction7MainKrnI8SumRangeLNS2_8strategyE1EJPiEEE = comdat any

$_ZTSN4sycl3_V16detail9reduction7MainKrnI5MinNdLNS2_8strategyE4EJEEE = comdat any

$_ZTSN4sycl3_V16detail18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZNS0_7handler18copyAccToAccHelperIfLi1ELNS0_6access4modeE1026ELNS7_6targetE2014EfLi1ELS8_1026ELS9_2014ELNS7_11placeholderE0ELSA_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENSE_IT3_XT4_EXT5_EXT6_EXT8_ESJ_EEEUlNS0_2idILi1EEEE_EE = comdat any

$_ZTSZN4sycl3_V17handler18copyAccToAccHelperIfLi1ELNS0_6access4modeE1026ELNS3_6targetE2014EfLi1ELS4_1026ELS5_2014ELNS3_11placeholderE0ELS6_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENSA_IT3_XT4_EXT5_EXT6_EXT8_ESF_EEEUlNS0_2idILi1EEEE_ = comdat any

$_ZTSN4sycl3_V16detail9reduction7MainKrnI6MaxUsmLNS2_8strategyE3EJEEE = comdat any

$_ZTSN4sycl3_V16detail9reduction7MainKrnI8SumNdUsmLNS2_8strategyE4EJEEE = comdat any

$_ZTSN4sycl3_V16detail9reduction10InitMemKrnINS2_7MainKrnI8SumNdUsmLNS2_8strategyE4EJEEEEE = comdat any

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail9reduction7MainKrnI8SumRangeLNS2_8strategyE1EJNS0_8accessorIiLi1ELNS0_6access4modeE1026ELNS7_6targetE2014ELNS7_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEEEEE(i64 noundef %0, ptr noundef byval(%"class.sycl::_V1::range") align 8 %1, ptr addrspace(1) noundef readonly align 4 %2, ptr noundef byval(%"class.sycl::_V1::id") align 8 %3, i64 noundef %4, i64 noundef %5, i8 noundef %6, ptr addrspace(1) noundef align 4 %7, ptr noundef byval(%"class.sycl::_V1::id") align 8 %8, ptr addrspace(1) noundef align 4 %9, ptr noundef byval(%"class.sycl::_V1::id") align 8 %10, ptr addrspace(1) noundef align 4 %11, ptr noundef byval(%"class.sycl::_V1::id") align 8 %12, ptr addrspace(3) noundef align 4 %13, i64 noundef %14) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !10 !kernel_arg_exclusive_ptr !10 !sycl_fixed_targets !11 !sycl_kernel_omit_args !12 {
  %16 = and i8 %6, 1
  %17 = load i64, ptr %1, align 8
  %18 = load i64, ptr %3, align 8
  %19 = getelementptr inbounds nuw i32, ptr addrspace(1) %2, i64 %18
  %20 = load i64, ptr %8, align 8
  %21 = getelementptr inbounds nuw i32, ptr addrspace(1) %7, i64 %20
  %22 = load i64, ptr %10, align 8
  %23 = getelementptr inbounds nuw i32, ptr addrspace(1) %9, i64 %22
  %24 = load i64, ptr %12, align 8
  %25 = getelementptr inbounds nuw i32, ptr addrspace(1) %11, i64 %24
  %26 = tail call spir_func noundef i64 @_Z28__spirv_BuiltInNumWorkgroupsi(i32 noundef 0) #6
  %27 = tail call spir_func noundef i64 @_Z26__spirv_BuiltInWorkgroupIdi(i32 noundef 0) #6
  %28 = add i64 %26, -1
  %29 = icmp eq i64 %27, %28
  %30 = mul i64 %27, %0
  %31 = add i64 %30, %0
  %32 = select i1 %29, i64 %17, i64 %31
  %33 = tail call spir_func noundef i64 @_Z32__spirv_BuiltInLocalInvocationIdi(i32 noundef 0) #6
  %34 = icmp ult i64 %33, 2147483648
  tail call void @llvm.assume(i1 %34)
  %35 = add i64 %33, %30
  %36 = tail call spir_func noundef i64 @_Z28__spirv_BuiltInWorkgroupSizei(i32 noundef 0) #6
  %37 = icmp ult i64 %36, 2147483648
  tail call void @llvm.assume(i1 %37)
  %38 = icmp ult i64 %35, %32
  br i1 %38, label %39, label %47

39:                                               ; preds = %39, %15
  %40 = phi i64 [ %45, %39 ], [ %35, %15 ]
  %41 = phi i32 [ %44, %39 ], [ 0, %15 ]
  %42 = getelementptr inbounds nuw i32, ptr addrspace(1) %19, i64 %40
  %43 = load i32, ptr addrspace(1) %42, align 4, !tbaa !13
  %44 = add nsw i32 %43, %41
  %45 = add i64 %40, %36
  %46 = icmp ult i64 %45, %32
  br i1 %46, label %39, label %47, !llvm.loop !14

47:                                               ; preds = %39, %15
  %48 = phi i32 [ 0, %15 ], [ %44, %39 ]
  %49 = tail call spir_func noundef i64 @_Z32__spirv_BuiltInLocalInvocationIdi(i32 noundef 0) #6
  %50 = icmp ult i64 %49, 2147483648
  tail call void @llvm.assume(i1 %50)
  %51 = icmp eq i64 %4, 0
  br i1 %51, label %56, label %52

52:                                               ; preds = %47
  %53 = icmp eq i64 %49, 0
  %54 = icmp eq i64 %5, 1
  %55 = icmp eq i8 %16, 0
  br label %58

56:                                               ; preds = %77, %47
  %57 = icmp eq i64 %5, 1
  br i1 %57, label %123, label %81

58:                                               ; preds = %77, %52
  %59 = phi i64 [ 0, %52 ], [ %79, %77 ]
  %60 = phi i32 [ %48, %52 ], [ %78, %77 ]
  %61 = tail call spir_func noundef i32 @_Z17__spirv_GroupIAddiii(i32 noundef 2, i32 noundef 0, i32 noundef %60) #7
  br i1 %53, label %62, label %77

62:                                               ; preds = %58
  br i1 %54, label %63, label %68

63:                                               ; preds = %62
  br i1 %55, label %73, label %64

64:                                               ; preds = %63
  %65 = getelementptr inbounds nuw i32, ptr addrspace(1) %21, i64 %59
  %66 = load i32, ptr addrspace(1) %65, align 4, !tbaa !13
  %67 = add nsw i32 %66, %61
  br label %73

68:                                               ; preds = %62
  %69 = tail call spir_func noundef i64 @_Z26__spirv_BuiltInWorkgroupIdi(i32 noundef 0) #6
  %70 = icmp ult i64 %69, 2147483648
  tail call void @llvm.assume(i1 %70)
  %71 = mul i64 %69, %4
  %72 = getelementptr i32, ptr addrspace(1) %23, i64 %71
  br label %73

73:                                               ; preds = %68, %64, %63
  %74 = phi ptr addrspace(1) [ %72, %68 ], [ %21, %63 ], [ %21, %64 ]
  %75 = phi i32 [ %61, %68 ], [ %61, %63 ], [ %67, %64 ]
  %76 = getelementptr i32, ptr addrspace(1) %74, i64 %59
  store i32 %75, ptr addrspace(1) %76, align 4, !tbaa !13
  br label %77

77:                                               ; preds = %73, %58
  %78 = phi i32 [ %61, %58 ], [ %75, %73 ]
  %79 = add nuw i64 %59, 1
  %80 = icmp eq i64 %79, %4
  br i1 %80, label %56, label %58, !llvm.loop !16

81:                                               ; preds = %56
  %82 = icmp eq i64 %49, 0
  br i1 %82, label %83, label %89

83:                                               ; preds = %81
  %84 = tail call spir_func noundef i32 @_Z18__spirv_AtomicIAddPU3AS1iiii(ptr addrspace(1) noundef %25, i32 noundef 1, i32 noundef 904, i32 noundef 1) #7
  %85 = add nsw i32 %84, 1
  %86 = trunc i64 %5 to i32
  %87 = icmp eq i32 %85, %86
  %88 = zext i1 %87 to i32
  store i32 %88, ptr addrspace(3) %13, align 4, !tbaa !13
  br label %89

89:                                               ; preds = %83, %81
  tail call spir_func void @_Z22__spirv_ControlBarrieriii(i32 noundef 2, i32 noundef 2, i32 noundef 272) #7
  %90 = load i32, ptr addrspace(3) %13, align 4, !tbaa !13
  %91 = icmp eq i32 %90, 0
  %92 = or i1 %91, %51
  br i1 %92, label %123, label %93

93:                                               ; preds = %89
  %94 = icmp ult i64 %49, %5
  %95 = icmp eq i8 %16, 0
  br label %96

96:                                               ; preds = %120, %93
  %97 = phi i64 [ %121, %120 ], [ 0, %93 ]
  br i1 %94, label %98, label %100

98:                                               ; preds = %96
  %99 = getelementptr i32, ptr addrspace(1) %23, i64 %97
  br label %103

100:                                              ; preds = %103, %96
  %101 = phi i32 [ 0, %96 ], [ %109, %103 ]
  %102 = tail call spir_func noundef i32 @_Z17__spirv_GroupIAddiii(i32 noundef 2, i32 noundef 0, i32 noundef %101) #7
  br i1 %82, label %112, label %120

103:                                              ; preds = %103, %98
  %104 = phi i64 [ %49, %98 ], [ %110, %103 ]
  %105 = phi i32 [ 0, %98 ], [ %109, %103 ]
  %106 = mul i64 %104, %4
  %107 = getelementptr i32, ptr addrspace(1) %99, i64 %106
  %108 = load i32, ptr addrspace(1) %107, align 4, !tbaa !13
  %109 = add nsw i32 %108, %105
  %110 = add i64 %104, %14
  %111 = icmp ult i64 %110, %5
  br i1 %111, label %103, label %100, !llvm.loop !17

112:                                              ; preds = %100
  br i1 %95, label %117, label %113

113:                                              ; preds = %112
  %114 = getelementptr inbounds nuw i32, ptr addrspace(1) %21, i64 %97
  %115 = load i32, ptr addrspace(1) %114, align 4, !tbaa !13
  %116 = add nsw i32 %115, %102
  br label %117

117:                                              ; preds = %113, %112
  %118 = phi i32 [ %116, %113 ], [ %102, %112 ]
  %119 = getelementptr inbounds nuw i32, ptr addrspace(1) %21, i64 %97
  store i32 %118, ptr addrspace(1) %119, align 4, !tbaa !13
  br label %120

120:                                              ; preds = %117, %100
  %121 = add nuw i64 %97, 1
  %122 = icmp eq i64 %121, %4
  br i1 %122, label %123, label %96, !llvm.loop !18

123:                                              ; preds = %120, %89, %56
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z28__spirv_BuiltInWorkgroupSizei(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z28__spirv_BuiltInNumWorkgroupsi(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z26__spirv_BuiltInWorkgroupIdi(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z32__spirv_BuiltInLocalInvocationIdi(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local spir_func noundef i32 @_Z17__spirv_GroupIAddiii(i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local spir_func noundef i32 @_Z18__spirv_AtomicIAddPU3AS1iiii(ptr addrspace(1) noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local spir_func void @_Z22__spirv_ControlBarrieriii(i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail9reduction7MainKrnI8SumRangeLNS2_8strategyE1EJPiEEE(i64 noundef %0, ptr noundef byval(%"class.sycl::_V1::range") align 8 %1, ptr addrspace(1) noundef readonly align 4 %2, ptr noundef byval(%"class.sycl::_V1::id") align 8 %3, i64 noundef %4, i64 noundef %5, i8 noundef %6, ptr addrspace(1) noundef align 4 %7, ptr noundef byval(%"class.sycl::_V1::id") align 8 %8, ptr addrspace(1) noundef align 4 %9, ptr noundef byval(%"class.sycl::_V1::id") align 8 %10, ptr addrspace(1) noundef align 4 %11, ptr addrspace(3) noundef align 4 %12, i64 noundef %13) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !19 !kernel_arg_exclusive_ptr !19 !sycl_fixed_targets !11 !sycl_kernel_omit_args !20 {
  %15 = and i8 %6, 1
  %16 = load i64, ptr %1, align 8
  %17 = load i64, ptr %3, align 8
  %18 = getelementptr inbounds nuw i32, ptr addrspace(1) %2, i64 %17
  %19 = load i64, ptr %8, align 8
  %20 = getelementptr inbounds nuw i32, ptr addrspace(1) %7, i64 %19
  %21 = load i64, ptr %10, align 8
  %22 = getelementptr inbounds nuw i32, ptr addrspace(1) %9, i64 %21
  %23 = tail call spir_func noundef i64 @_Z28__spirv_BuiltInNumWorkgroupsi(i32 noundef 0) #6
  %24 = tail call spir_func noundef i64 @_Z26__spirv_BuiltInWorkgroupIdi(i32 noundef 0) #6
  %25 = add i64 %23, -1
  %26 = icmp eq i64 %24, %25
  %27 = mul i64 %24, %0
  %28 = add i64 %27, %0
  %29 = select i1 %26, i64 %16, i64 %28
  %30 = tail call spir_func noundef i64 @_Z32__spirv_BuiltInLocalInvocationIdi(i32 noundef 0) #6
  %31 = icmp ult i64 %30, 2147483648
  tail call void @llvm.assume(i1 %31)
  %32 = add i64 %30, %27
  %33 = tail call spir_func noundef i64 @_Z28__spirv_BuiltInWorkgroupSizei(i32 noundef 0) #6
  %34 = icmp ult i64 %33, 2147483648
  tail call void @llvm.assume(i1 %34)
  %35 = icmp ult i64 %32, %29
  br i1 %35, label %36, label %44

36:                                               ; preds = %36, %14
  %37 = phi i64 [ %42, %36 ], [ %32, %14 ]
  %38 = phi i32 [ %41, %36 ], [ 0, %14 ]
  %39 = getelementptr inbounds nuw i32, ptr addrspace(1) %18, i64 %37
  %40 = load i32, ptr addrspace(1) %39, align 4, !tbaa !13
  %41 = add nsw i32 %40, %38
  %42 = add i64 %37, %33
  %43 = icmp ult i64 %42, %29
  br i1 %43, label %36, label %44, !llvm.loop !14

44:                                               ; preds = %36, %14
  %45 = phi i32 [ 0, %14 ], [ %41, %36 ]
  %46 = tail call spir_func noundef i64 @_Z32__spirv_BuiltInLocalInvocationIdi(i32 noundef 0) #6
  %47 = icmp ult i64 %46, 2147483648
  tail call void @llvm.assume(i1 %47)
  %48 = icmp eq i64 %4, 0
  br i1 %48, label %53, label %49

49:                                               ; preds = %44
  %50 = icmp eq i64 %46, 0
  %51 = icmp eq i64 %5, 1
  %52 = icmp eq i8 %15, 0
  br label %55

53:                                               ; preds = %74, %44
  %54 = icmp eq i64 %5, 1
  br i1 %54, label %120, label %78

55:                                               ; preds = %74, %49
  %56 = phi i64 [ 0, %49 ], [ %76, %74 ]
  %57 = phi i32 [ %45, %49 ], [ %75, %74 ]
  %58 = tail call spir_func noundef i32 @_Z17__spirv_GroupIAddiii(i32 noundef 2, i32 noundef 0, i32 noundef %57) #7
  br i1 %50, label %59, label %74

59:                                               ; preds = %55
  br i1 %51, label %60, label %65

60:                                               ; preds = %59
  br i1 %52, label %70, label %61

61:                                               ; preds = %60
  %62 = getelementptr inbounds nuw i32, ptr addrspace(1) %20, i64 %56
  %63 = load i32, ptr addrspace(1) %62, align 4, !tbaa !13
  %64 = add nsw i32 %63, %58
  br label %70

65:                                               ; preds = %59
  %66 = tail call spir_func noundef i64 @_Z26__spirv_BuiltInWorkgroupIdi(i32 noundef 0) #6
  %67 = icmp ult i64 %66, 2147483648
  tail call void @llvm.assume(i1 %67)
  %68 = mul i64 %66, %4
  %69 = getelementptr i32, ptr addrspace(1) %22, i64 %68
  br label %70

70:                                               ; preds = %65, %61, %60
  %71 = phi ptr addrspace(1) [ %69, %65 ], [ %20, %60 ], [ %20, %61 ]
  %72 = phi i32 [ %58, %65 ], [ %58, %60 ], [ %64, %61 ]
  %73 = getelementptr i32, ptr addrspace(1) %71, i64 %56
  store i32 %72, ptr addrspace(1) %73, align 4, !tbaa !13
  br label %74

74:                                               ; preds = %70, %55
  %75 = phi i32 [ %58, %55 ], [ %72, %70 ]
  %76 = add nuw i64 %56, 1
  %77 = icmp eq i64 %76, %4
  br i1 %77, label %53, label %55, !llvm.loop !21

78:                                               ; preds = %53
  %79 = icmp eq i64 %46, 0
  br i1 %79, label %80, label %86

80:                                               ; preds = %78
  %81 = tail call spir_func noundef i32 @_Z18__spirv_AtomicIAddPU3AS1iiii(ptr addrspace(1) noundef %11, i32 noundef 1, i32 noundef 904, i32 noundef 1) #7
  %82 = add nsw i32 %81, 1
  %83 = trunc i64 %5 to i32
  %84 = icmp eq i32 %82, %83
  %85 = zext i1 %84 to i32
  store i32 %85, ptr addrspace(3) %12, align 4, !tbaa !13
  br label %86

86:                                               ; preds = %80, %78
  tail call spir_func void @_Z22__spirv_ControlBarrieriii(i32 noundef 2, i32 noundef 2, i32 noundef 272) #7
  %87 = load i32, ptr addrspace(3) %12, align 4, !tbaa !13
  %88 = icmp eq i32 %87, 0
  %89 = or i1 %88, %48
  br i1 %89, label %120, label %90

90:                                               ; preds = %86
  %91 = icmp ult i64 %46, %5
  %92 = icmp eq i8 %15, 0
  br label %93

93:                                               ; preds = %117, %90
  %94 = phi i64 [ %118, %117 ], [ 0, %90 ]
  br i1 %91, label %95, label %97

95:                                               ; preds = %93
  %96 = getelementptr i32, ptr addrspace(1) %22, i64 %94
  br label %100

97:                                               ; preds = %100, %93
  %98 = phi i32 [ 0, %93 ], [ %106, %100 ]
  %99 = tail call spir_func noundef i32 @_Z17__spirv_GroupIAddiii(i32 noundef 2, i32 noundef 0, i32 noundef %98) #7
  br i1 %79, label %109, label %117

100:                                              ; preds = %100, %95
  %101 = phi i64 [ %46, %95 ], [ %107, %100 ]
  %102 = phi i32 [ 0, %95 ], [ %106, %100 ]
  %103 = mul i64 %101, %4
  %104 = getelementptr i32, ptr addrspace(1) %96, i64 %103
  %105 = load i32, ptr addrspace(1) %104, align 4, !tbaa !13
  %106 = add nsw i32 %105, %102
  %107 = add i64 %101, %13
  %108 = icmp ult i64 %107, %5
  br i1 %108, label %100, label %97, !llvm.loop !22

109:                                              ; preds = %97
  br i1 %92, label %114, label %110

110:                                              ; preds = %109
  %111 = getelementptr inbounds nuw i32, ptr addrspace(1) %20, i64 %94
  %112 = load i32, ptr addrspace(1) %111, align 4, !tbaa !13
  %113 = add nsw i32 %112, %99
  br label %114

114:                                              ; preds = %110, %109
  %115 = phi i32 [ %113, %110 ], [ %99, %109 ]
  %116 = getelementptr inbounds nuw i32, ptr addrspace(1) %20, i64 %94
  store i32 %115, ptr addrspace(1) %116, align 4, !tbaa !13
  br label %117

117:                                              ; preds = %114, %97
  %118 = add nuw i64 %94, 1
  %119 = icmp eq i64 %118, %4
  br i1 %119, label %120, label %93, !llvm.loop !23

120:                                              ; preds = %117, %86, %53
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail9reduction7MainKrnI5MinNdLNS2_8strategyE4EJEEE(ptr addrspace(1) noundef readonly align 4 %0, ptr noundef byval(%"class.sycl::_V1::id") align 8 %1, i64 noundef %2, ptr addrspace(1) noundef align 4 %3, ptr noundef byval(%"class.sycl::_V1::id") align 8 %4) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !24 !kernel_arg_exclusive_ptr !24 !sycl_fixed_targets !11 !sycl_kernel_omit_args !25 {
  %6 = load i64, ptr %1, align 8
  %7 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %6
  %8 = load i64, ptr %4, align 8
  %9 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %8
  %10 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #6
  %11 = icmp ult i64 %10, 2147483648
  tail call void @llvm.assume(i1 %11)
  %12 = getelementptr inbounds nuw float, ptr addrspace(1) %7, i64 %10
  %13 = load float, ptr addrspace(1) %12, align 4, !tbaa !26
  %14 = fcmp olt float %13, 0x7FF0000000000000
  %15 = select i1 %14, float %13, float 0x7FF0000000000000
  %16 = icmp eq i64 %2, 0
  br i1 %16, label %17, label %22

17:                                               ; preds = %22, %5
  %18 = phi float [ %15, %5 ], [ %25, %22 ]
  %19 = tail call spir_func noundef i64 @_Z32__spirv_BuiltInLocalInvocationIdi(i32 noundef 0) #6
  %20 = icmp ult i64 %19, 2147483648
  tail call void @llvm.assume(i1 %20)
  %21 = icmp eq i64 %19, 0
  br i1 %21, label %28, label %32

22:                                               ; preds = %22, %5
  %23 = phi i64 [ %26, %22 ], [ 0, %5 ]
  %24 = phi float [ %25, %22 ], [ %15, %5 ]
  %25 = tail call spir_func noundef float @_Z17__spirv_GroupFMiniif(i32 noundef 2, i32 noundef 0, float noundef %24) #7
  %26 = add nuw i64 %23, 1
  %27 = icmp eq i64 %26, %2
  br i1 %27, label %17, label %22, !llvm.loop !28

28:                                               ; preds = %17
  %29 = addrspacecast ptr addrspace(1) %9 to ptr addrspace(4)
  %30 = tail call spir_func noundef ptr addrspace(1) @_Z41__spirv_GenericCastToPtrExplicit_ToGlobalPvi(ptr addrspace(4) noundef %29, i32 noundef 5) #6
  %31 = tail call spir_func noundef float @_Z21__spirv_AtomicFMinEXTPU3AS1fiif(ptr addrspace(1) noundef %30, i32 noundef 1, i32 noundef 896, float noundef %18) #7
  br label %32

32:                                               ; preds = %28, %17
  ret void
}

; Function Attrs: convergent nounwind
declare dso_local spir_func noundef float @_Z17__spirv_GroupFMiniif(i32 noundef, i32 noundef, float noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func noundef ptr addrspace(1) @_Z41__spirv_GenericCastToPtrExplicit_ToGlobalPvi(ptr addrspace(4) noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local spir_func noundef float @_Z21__spirv_AtomicFMinEXTPU3AS1fiif(ptr addrspace(1) noundef, i32 noundef, i32 noundef, float noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZNS0_7handler18copyAccToAccHelperIfLi1ELNS0_6access4modeE1026ELNS7_6targetE2014EfLi1ELS8_1026ELS9_2014ELNS7_11placeholderE0ELSA_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENSE_IT3_XT4_EXT5_EXT6_EXT8_ESJ_EEEUlNS0_2idILi1EEEE_EE(ptr noundef byval(%"class.sycl::_V1::range") align 8 %0, ptr addrspace(1) noundef align 4 %1, ptr noundef byval(%"class.sycl::_V1::id") align 8 %2, ptr addrspace(1) noundef align 4 %3, ptr noundef byval(%"class.sycl::_V1::id") align 8 %4) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !29 !kernel_arg_exclusive_ptr !29 !sycl_fixed_targets !11 !sycl_kernel_omit_args !30 {
  %6 = load i64, ptr %0, align 8
  %7 = load i64, ptr %2, align 8
  %8 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %7
  %9 = load i64, ptr %4, align 8
  %10 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %9
  %11 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #6
  %12 = tail call spir_func noundef i64 @_Z25__spirv_BuiltInGlobalSizei(i32 noundef 0) #6
  %13 = icmp ult i64 %11, %6
  br i1 %13, label %14, label %21

14:                                               ; preds = %14, %5
  %15 = phi i64 [ %19, %14 ], [ %11, %5 ]
  %16 = getelementptr inbounds nuw float, ptr addrspace(1) %8, i64 %15
  %17 = load float, ptr addrspace(1) %16, align 4, !tbaa !26
  %18 = getelementptr inbounds nuw float, ptr addrspace(1) %10, i64 %15
  store float %17, ptr addrspace(1) %18, align 4, !tbaa !26
  %19 = add i64 %15, %12
  %20 = icmp ult i64 %19, %6
  br i1 %20, label %14, label %21, !llvm.loop !31

21:                                               ; preds = %14, %5
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSZN4sycl3_V17handler18copyAccToAccHelperIfLi1ELNS0_6access4modeE1026ELNS3_6targetE2014EfLi1ELS4_1026ELS5_2014ELNS3_11placeholderE0ELS6_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENSA_IT3_XT4_EXT5_EXT6_EXT8_ESF_EEEUlNS0_2idILi1EEEE_(ptr addrspace(1) noundef align 4 %0, ptr noundef byval(%"class.sycl::_V1::id") align 8 %1, ptr addrspace(1) noundef align 4 %2, ptr noundef byval(%"class.sycl::_V1::id") align 8 %3) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !32 !kernel_arg_exclusive_ptr !32 !sycl_fixed_targets !11 !sycl_kernel_omit_args !33 {
  %5 = load i64, ptr %1, align 8
  %6 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %5
  %7 = load i64, ptr %3, align 8
  %8 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %7
  %9 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #6
  %10 = icmp ult i64 %9, 2147483648
  tail call void @llvm.assume(i1 %10)
  %11 = getelementptr inbounds nuw float, ptr addrspace(1) %6, i64 %9
  %12 = load float, ptr addrspace(1) %11, align 4, !tbaa !26
  %13 = getelementptr inbounds nuw float, ptr addrspace(1) %8, i64 %9
  store float %12, ptr addrspace(1) %13, align 4, !tbaa !26
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail9reduction7MainKrnI6MaxUsmLNS2_8strategyE3EJEEE(ptr noundef byval(%"class.sycl::_V1::detail::ReductionIdentityContainer") align 4 %0, ptr noundef byval(%class.anon.47) align 8 %1, i64 noundef %2, i64 noundef %3, ptr addrspace(3) noundef align 4 %4, i64 noundef %5, i8 noundef %6, ptr addrspace(1) noundef align 4 %7, ptr addrspace(1) noundef align 4 %8, ptr noundef byval(%"class.sycl::_V1::id") align 8 %9, ptr addrspace(1) noundef align 4 %10, ptr noundef byval(%"class.sycl::_V1::id") align 8 %11, ptr addrspace(3) noundef align 4 %12) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !34 !kernel_arg_exclusive_ptr !34 !sycl_fixed_targets !11 !sycl_kernel_omit_args !35 {
  %14 = and i8 %6, 1
  %15 = getelementptr inbounds nuw { i32 }, ptr %0, i64 0, i32 0
  %16 = load i32, ptr %15, align 4, !tbaa !13
  %17 = load i64, ptr %1, align 8
  %18 = getelementptr inbounds i64, ptr %1, i64 1
  %19 = load i64, ptr %18, align 8
  %20 = getelementptr inbounds i8, ptr %1, i64 16
  %21 = load ptr addrspace(4), ptr %20, align 8
  %22 = load i64, ptr %9, align 8
  %23 = getelementptr inbounds nuw %"class.sycl::_V1::detail::ReducerElement.60", ptr addrspace(1) %8, i64 %22
  %24 = load i64, ptr %11, align 8
  %25 = getelementptr inbounds nuw i32, ptr addrspace(1) %10, i64 %24
  %26 = tail call spir_func noundef i64 @_Z28__spirv_BuiltInNumWorkgroupsi(i32 noundef 0) #6
  %27 = tail call spir_func noundef i64 @_Z26__spirv_BuiltInWorkgroupIdi(i32 noundef 0) #6
  %28 = add i64 %26, -1
  %29 = icmp eq i64 %27, %28
  %30 = mul i64 %27, %17
  %31 = add i64 %30, %17
  %32 = select i1 %29, i64 %19, i64 %31
  %33 = tail call spir_func noundef i64 @_Z32__spirv_BuiltInLocalInvocationIdi(i32 noundef 0) #6
  %34 = icmp ult i64 %33, 2147483648
  tail call void @llvm.assume(i1 %34)
  %35 = add i64 %33, %30
  %36 = tail call spir_func noundef i64 @_Z28__spirv_BuiltInWorkgroupSizei(i32 noundef 0) #6
  %37 = icmp ult i64 %36, 2147483648
  tail call void @llvm.assume(i1 %37)
  %38 = icmp ult i64 %35, %32
  br i1 %38, label %39, label %48

39:                                               ; preds = %39, %13
  %40 = phi i64 [ %46, %39 ], [ %35, %13 ]
  %41 = phi i32 [ %45, %39 ], [ %16, %13 ]
  %42 = icmp ult i64 %40, 2147483648
  tail call void @llvm.assume(i1 %42)
  %43 = getelementptr inbounds nuw i32, ptr addrspace(4) %21, i64 %40
  %44 = load i32, ptr addrspace(4) %43, align 4, !tbaa !13
  %45 = tail call noundef i32 @llvm.smax.i32(i32 %41, i32 %44)
  %46 = add nuw nsw i64 %40, %36
  %47 = icmp ult i64 %46, %32
  br i1 %47, label %39, label %48, !llvm.loop !36

48:                                               ; preds = %39, %13
  %49 = phi i32 [ %16, %13 ], [ %45, %39 ]
  %50 = tail call spir_func noundef i64 @_Z32__spirv_BuiltInLocalInvocationIdi(i32 noundef 0) #6
  %51 = icmp ult i64 %50, 2147483648
  tail call void @llvm.assume(i1 %51)
  %52 = icmp eq i64 %2, 0
  br i1 %52, label %59, label %53

53:                                               ; preds = %48
  %54 = icmp eq i64 %50, 0
  %55 = icmp eq i64 %3, 0
  %56 = getelementptr inbounds { i32 }, ptr addrspace(3) %4, i64 0, i32 0
  %57 = icmp eq i64 %5, 1
  %58 = icmp eq i8 %14, 0
  br label %61

59:                                               ; preds = %117, %48
  %60 = icmp eq i64 %50, 0
  br i1 %60, label %120, label %128

61:                                               ; preds = %117, %53
  %62 = phi i64 [ 0, %53 ], [ %118, %117 ]
  %63 = tail call spir_func noundef i64 @_Z32__spirv_BuiltInLocalInvocationIdi(i32 noundef 0) #6
  %64 = icmp ult i64 %63, 2147483648
  tail call void @llvm.assume(i1 %64)
  %65 = getelementptr inbounds nuw %"class.sycl::_V1::detail::ReducerElement.60", ptr addrspace(3) %4, i64 %63
  %66 = getelementptr inbounds { i32 }, ptr addrspace(3) %65, i64 0, i32 0
  store i32 %49, ptr addrspace(3) %66, align 4, !tbaa !13
  tail call spir_func void @_Z22__spirv_ControlBarrieriii(i32 noundef 2, i32 noundef 2, i32 noundef 272) #7
  br i1 %55, label %73, label %67

67:                                               ; preds = %67, %61
  %68 = phi i64 [ %70, %67 ], [ %3, %61 ]
  %69 = phi i64 [ %72, %67 ], [ 1, %61 ]
  %70 = lshr i64 %68, 1
  %71 = icmp eq i64 %70, 0
  %72 = shl i64 %69, 1
  br i1 %71, label %73, label %67, !llvm.loop !37

73:                                               ; preds = %67, %61
  %74 = phi i64 [ 0, %61 ], [ %69, %67 ]
  %75 = icmp eq i64 %74, %3
  br i1 %75, label %85, label %76

76:                                               ; preds = %73
  %77 = add i64 %74, %63
  %78 = icmp ult i64 %77, %3
  br i1 %78, label %79, label %84

79:                                               ; preds = %76
  %80 = getelementptr inbounds nuw %"class.sycl::_V1::detail::ReducerElement.60", ptr addrspace(3) %4, i64 %77
  %81 = load i32, ptr addrspace(3) %80, align 4, !tbaa !13
  %82 = load i32, ptr addrspace(3) %66, align 4, !tbaa !38, !noalias !40
  %83 = tail call noundef i32 @llvm.smax.i32(i32 %82, i32 %81)
  store i32 %83, ptr addrspace(3) %66, align 4, !tbaa !13
  br label %84

84:                                               ; preds = %79, %76
  tail call spir_func void @_Z22__spirv_ControlBarrieriii(i32 noundef 2, i32 noundef 2, i32 noundef 272) #7
  br label %85

85:                                               ; preds = %84, %73
  %86 = lshr i64 %74, 1
  %87 = icmp eq i64 %86, 0
  br i1 %87, label %99, label %88

88:                                               ; preds = %96, %85
  %89 = phi i64 [ %97, %96 ], [ %86, %85 ]
  %90 = icmp samesign ult i64 %63, %89
  br i1 %90, label %91, label %96

91:                                               ; preds = %88
  %92 = getelementptr inbounds nuw %"class.sycl::_V1::detail::ReducerElement.60", ptr addrspace(3) %65, i64 %89
  %93 = load i32, ptr addrspace(3) %92, align 4, !tbaa !13
  %94 = load i32, ptr addrspace(3) %66, align 4, !tbaa !38, !noalias !43
  %95 = tail call noundef i32 @llvm.smax.i32(i32 %94, i32 %93)
  store i32 %95, ptr addrspace(3) %66, align 4, !tbaa !13
  br label %96

96:                                               ; preds = %91, %88
  tail call spir_func void @_Z22__spirv_ControlBarrieriii(i32 noundef 2, i32 noundef 2, i32 noundef 272) #7
  %97 = lshr i64 %89, 1
  %98 = icmp eq i64 %97, 0
  br i1 %98, label %99, label %88, !llvm.loop !46

99:                                               ; preds = %96, %85
  br i1 %54, label %100, label %117

100:                                              ; preds = %99
  %101 = load i32, ptr addrspace(3) %56, align 4, !tbaa !13
  br i1 %57, label %102, label %107

102:                                              ; preds = %100
  br i1 %58, label %114, label %103

103:                                              ; preds = %102
  %104 = getelementptr inbounds i32, ptr addrspace(1) %7, i64 %62
  %105 = load i32, ptr addrspace(1) %104, align 4, !tbaa !13
  %106 = tail call noundef i32 @llvm.smax.i32(i32 %101, i32 %105)
  br label %114

107:                                              ; preds = %100
  %108 = tail call spir_func noundef i64 @_Z26__spirv_BuiltInWorkgroupIdi(i32 noundef 0) #6
  %109 = icmp ult i64 %108, 2147483648
  tail call void @llvm.assume(i1 %109)
  %110 = mul i64 %108, %2
  %111 = getelementptr %"class.sycl::_V1::detail::ReducerElement.60", ptr addrspace(1) %23, i64 %110
  %112 = getelementptr %"class.sycl::_V1::detail::ReducerElement.60", ptr addrspace(1) %111, i64 %62
  %113 = getelementptr inbounds { i32 }, ptr addrspace(1) %112, i64 0, i32 0
  store i32 %101, ptr addrspace(1) %113, align 4, !tbaa !13
  br label %117

114:                                              ; preds = %103, %102
  %115 = phi i32 [ %101, %102 ], [ %106, %103 ]
  %116 = getelementptr inbounds i32, ptr addrspace(1) %7, i64 %62
  store i32 %115, ptr addrspace(1) %116, align 4, !tbaa !13
  br label %117

117:                                              ; preds = %114, %107, %99
  %118 = add nuw i64 %62, 1
  %119 = icmp eq i64 %118, %2
  br i1 %119, label %59, label %61, !llvm.loop !47

120:                                              ; preds = %59
  %121 = tail call spir_func noundef i32 @_Z18__spirv_AtomicIAddPU3AS1iiii(ptr addrspace(1) noundef %25, i32 noundef 1, i32 noundef 904, i32 noundef 1) #7
  %122 = add nsw i32 %121, 1
  %123 = sext i32 %122 to i64
  %124 = icmp eq i64 %5, %123
  %125 = icmp ugt i64 %5, 1
  %126 = and i1 %124, %125
  %127 = zext i1 %126 to i32
  store i32 %127, ptr addrspace(3) %12, align 4, !tbaa !13
  br label %128

128:                                              ; preds = %120, %59
  tail call spir_func void @_Z22__spirv_ControlBarrieriii(i32 noundef 2, i32 noundef 2, i32 noundef 272) #7
  %129 = load i32, ptr addrspace(3) %12, align 4, !tbaa !13
  %130 = icmp eq i32 %129, 0
  %131 = or i1 %130, %52
  br i1 %131, label %217, label %132

132:                                              ; preds = %128
  %133 = getelementptr inbounds { i32 }, ptr addrspace(3) %4, i64 0, i32 0
  %134 = icmp eq i8 %14, 0
  br label %135

135:                                              ; preds = %214, %132
  %136 = phi i64 [ %215, %214 ], [ 0, %132 ]
  %137 = tail call spir_func noundef i64 @_Z32__spirv_BuiltInLocalInvocationIdi(i32 noundef 0) #6
  %138 = icmp ult i64 %137, 2147483648
  tail call void @llvm.assume(i1 %138)
  %139 = tail call spir_func noundef i64 @_Z28__spirv_BuiltInWorkgroupSizei(i32 noundef 0) #6
  %140 = tail call i64 @llvm.umin.i64(i64 %5, i64 %139)
  %141 = icmp ult i64 %137, %140
  br i1 %141, label %142, label %165

142:                                              ; preds = %135
  %143 = mul i64 %137, %2
  %144 = getelementptr %"class.sycl::_V1::detail::ReducerElement.60", ptr addrspace(1) %23, i64 %143
  %145 = getelementptr %"class.sycl::_V1::detail::ReducerElement.60", ptr addrspace(1) %144, i64 %136
  %146 = getelementptr inbounds { i32 }, ptr addrspace(1) %145, i64 0, i32 0
  %147 = load i32, ptr addrspace(1) %146, align 4, !tbaa !13, !noalias !48
  %148 = getelementptr %"class.sycl::_V1::detail::ReducerElement.60", ptr addrspace(1) %23, i64 %136
  %149 = add i64 %139, %137
  %150 = icmp ult i64 %149, %5
  br i1 %150, label %155, label %151

151:                                              ; preds = %155, %142
  %152 = phi i32 [ %147, %142 ], [ %162, %155 ]
  %153 = getelementptr inbounds nuw %"class.sycl::_V1::detail::ReducerElement.60", ptr addrspace(3) %4, i64 %137
  %154 = getelementptr inbounds { i32 }, ptr addrspace(3) %153, i64 0, i32 0
  store i32 %152, ptr addrspace(3) %154, align 4, !tbaa !13
  br label %165

155:                                              ; preds = %155, %142
  %156 = phi i64 [ %163, %155 ], [ %149, %142 ]
  %157 = phi i32 [ %162, %155 ], [ %147, %142 ]
  %158 = mul i64 %156, %2
  %159 = getelementptr %"class.sycl::_V1::detail::ReducerElement.60", ptr addrspace(1) %148, i64 %158
  %160 = getelementptr inbounds { i32 }, ptr addrspace(1) %159, i64 0, i32 0
  %161 = load i32, ptr addrspace(1) %160, align 4, !tbaa !13, !noalias !51
  %162 = tail call noundef i32 @llvm.smax.i32(i32 %157, i32 %161)
  %163 = add i64 %156, %139
  %164 = icmp ult i64 %163, %5
  br i1 %164, label %155, label %151, !llvm.loop !54

165:                                              ; preds = %151, %135
  tail call spir_func void @_Z22__spirv_ControlBarrieriii(i32 noundef 2, i32 noundef 2, i32 noundef 272) #7
  %166 = icmp eq i64 %140, 0
  br i1 %166, label %173, label %167

167:                                              ; preds = %167, %165
  %168 = phi i64 [ %170, %167 ], [ %140, %165 ]
  %169 = phi i64 [ %172, %167 ], [ 1, %165 ]
  %170 = lshr i64 %168, 1
  %171 = icmp eq i64 %170, 0
  %172 = shl i64 %169, 1
  br i1 %171, label %173, label %167, !llvm.loop !37

173:                                              ; preds = %167, %165
  %174 = phi i64 [ 0, %165 ], [ %169, %167 ]
  %175 = icmp eq i64 %174, %140
  br i1 %175, label %187, label %176

176:                                              ; preds = %173
  %177 = add i64 %174, %137
  %178 = icmp ult i64 %177, %140
  br i1 %178, label %179, label %186

179:                                              ; preds = %176
  %180 = getelementptr inbounds nuw %"class.sycl::_V1::detail::ReducerElement.60", ptr addrspace(3) %4, i64 %137
  %181 = getelementptr inbounds nuw %"class.sycl::_V1::detail::ReducerElement.60", ptr addrspace(3) %4, i64 %177
  %182 = load i32, ptr addrspace(3) %181, align 4, !tbaa !13
  %183 = getelementptr inbounds %"class.sycl::_V1::detail::ReducerElement.60", ptr addrspace(3) %180, i64 0, i32 0
  %184 = load i32, ptr addrspace(3) %183, align 4, !tbaa !38, !noalias !55
  %185 = tail call noundef i32 @llvm.smax.i32(i32 %184, i32 %182)
  store i32 %185, ptr addrspace(3) %183, align 4, !tbaa !13
  br label %186

186:                                              ; preds = %179, %176
  tail call spir_func void @_Z22__spirv_ControlBarrieriii(i32 noundef 2, i32 noundef 2, i32 noundef 272) #7
  br label %187

187:                                              ; preds = %186, %173
  %188 = lshr i64 %174, 1
  %189 = icmp eq i64 %188, 0
  br i1 %189, label %204, label %190

190:                                              ; preds = %187
  %191 = getelementptr inbounds nuw %"class.sycl::_V1::detail::ReducerElement.60", ptr addrspace(3) %4, i64 %137
  %192 = getelementptr inbounds %"class.sycl::_V1::detail::ReducerElement.60", ptr addrspace(3) %191, i64 0, i32 0
  br label %193

193:                                              ; preds = %201, %190
  %194 = phi i64 [ %202, %201 ], [ %188, %190 ]
  %195 = icmp samesign ult i64 %137, %194
  br i1 %195, label %196, label %201

196:                                              ; preds = %193
  %197 = getelementptr inbounds nuw %"class.sycl::_V1::detail::ReducerElement.60", ptr addrspace(3) %191, i64 %194
  %198 = load i32, ptr addrspace(3) %197, align 4, !tbaa !13
  %199 = load i32, ptr addrspace(3) %192, align 4, !tbaa !38, !noalias !58
  %200 = tail call noundef i32 @llvm.smax.i32(i32 %199, i32 %198)
  store i32 %200, ptr addrspace(3) %192, align 4, !tbaa !13
  br label %201

201:                                              ; preds = %196, %193
  tail call spir_func void @_Z22__spirv_ControlBarrieriii(i32 noundef 2, i32 noundef 2, i32 noundef 272) #7
  %202 = lshr i64 %194, 1
  %203 = icmp eq i64 %202, 0
  br i1 %203, label %204, label %193, !llvm.loop !61

204:                                              ; preds = %201, %187
  br i1 %60, label %205, label %214

205:                                              ; preds = %204
  %206 = load i32, ptr addrspace(3) %133, align 4, !tbaa !13
  br i1 %134, label %211, label %207

207:                                              ; preds = %205
  %208 = getelementptr inbounds i32, ptr addrspace(1) %7, i64 %136
  %209 = load i32, ptr addrspace(1) %208, align 4, !tbaa !13
  %210 = tail call noundef i32 @llvm.smax.i32(i32 %206, i32 %209)
  br label %211

211:                                              ; preds = %207, %205
  %212 = phi i32 [ %206, %205 ], [ %210, %207 ]
  %213 = getelementptr inbounds i32, ptr addrspace(1) %7, i64 %136
  store i32 %212, ptr addrspace(1) %213, align 4, !tbaa !13
  br label %214

214:                                              ; preds = %211, %204
  %215 = add nuw i64 %136, 1
  %216 = icmp eq i64 %215, %2
  br i1 %216, label %217, label %135, !llvm.loop !62

217:                                              ; preds = %214, %128
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail9reduction7MainKrnI8SumNdUsmLNS2_8strategyE4EJEEE(ptr noundef byval(%class.anon.73) align 8 %0, i64 noundef %1, ptr addrspace(1) noundef align 4 %2, ptr noundef byval(%"class.sycl::_V1::id") align 8 %3) local_unnamed_addr #0 comdat !kernel_arg_runtime_aligned !63 !kernel_arg_exclusive_ptr !63 !sycl_fixed_targets !11 !sycl_kernel_omit_args !64 {
  %5 = getelementptr inbounds nuw { i64 }, ptr %0, i64 0, i32 0
  %6 = load i64, ptr %5, align 8, !tbaa !65
  %7 = inttoptr i64 %6 to ptr addrspace(4)
  %8 = load i64, ptr %3, align 8
  %9 = getelementptr inbounds nuw i32, ptr addrspace(1) %2, i64 %8
  %10 = tail call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #6
  %11 = icmp ult i64 %10, 2147483648
  tail call void @llvm.assume(i1 %11)
  %12 = getelementptr inbounds nuw i32, ptr addrspace(4) %7, i64 %10
  %13 = load i32, ptr addrspace(4) %12, align 4, !tbaa !13
  %14 = shl nsw i32 %13, 1
  %15 = icmp eq i64 %1, 0
  br i1 %15, label %16, label %21

16:                                               ; preds = %21, %4
  %17 = phi i32 [ %14, %4 ], [ %24, %21 ]
  %18 = tail call spir_func noundef i64 @_Z32__spirv_BuiltInLocalInvocationIdi(i32 noundef 0) #6
  %19 = icmp ult i64 %18, 2147483648
  tail call void @llvm.assume(i1 %19)
  %20 = icmp eq i64 %18, 0
  br i1 %20, label %27, label %31

21:                                               ; preds = %21, %4
  %22 = phi i64 [ %25, %21 ], [ 0, %4 ]
  %23 = phi i32 [ %24, %21 ], [ %14, %4 ]
  %24 = tail call spir_func noundef i32 @_Z17__spirv_GroupIAddiii(i32 noundef 2, i32 noundef 0, i32 noundef %23) #7
  %25 = add nuw i64 %22, 1
  %26 = icmp eq i64 %25, %1
  br i1 %26, label %16, label %21, !llvm.loop !68

27:                                               ; preds = %16
  %28 = addrspacecast ptr addrspace(1) %9 to ptr addrspace(4)
  %29 = tail call spir_func noundef ptr addrspace(1) @_Z41__spirv_GenericCastToPtrExplicit_ToGlobalPvi(ptr addrspace(4) noundef %28, i32 noundef 5) #6
  %30 = tail call spir_func noundef i32 @_Z18__spirv_AtomicIAddPU3AS1iiii(ptr addrspace(1) noundef %29, i32 noundef 1, i32 noundef 896, i32 noundef %17) #7
  br label %31

31:                                               ; preds = %27, %16
  ret void
}

; Function Attrs: mustprogress norecurse nounwind
define weak_odr dso_local spir_kernel void @_ZTSN4sycl3_V16detail9reduction10InitMemKrnINS2_7MainKrnI8SumNdUsmLNS2_8strategyE4EJEEEEE(i64 noundef %0, i8 noundef %1, ptr addrspace(1) noundef align 4 %2, ptr addrspace(1) noundef align 4 %3, ptr noundef byval(%"class.sycl::_V1::id") align 8 %4) local_unnamed_addr #4 comdat !kernel_arg_runtime_aligned !69 !kernel_arg_exclusive_ptr !69 !sycl_fixed_targets !11 !sycl_kernel_omit_args !70 {
  %6 = load i64, ptr %4, align 8
  %7 = getelementptr inbounds nuw i32, ptr addrspace(1) %3, i64 %6
  %8 = icmp eq i64 %0, 0
  br i1 %8, label %27, label %9

9:                                                ; preds = %5
  %10 = and i8 %1, 1
  %11 = icmp eq i8 %10, 0
  br label %12

12:                                               ; preds = %24, %9
  %13 = phi i64 [ 0, %9 ], [ %25, %24 ]
  br i1 %11, label %20, label %14

14:                                               ; preds = %12
  %15 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %13
  %16 = getelementptr inbounds nuw i32, ptr addrspace(1) %7, i64 %13
  %17 = load i32, ptr addrspace(1) %15, align 4, !tbaa !13
  %18 = load i32, ptr addrspace(1) %16, align 4, !tbaa !13
  %19 = add nsw i32 %18, %17
  store i32 %19, ptr addrspace(1) %15, align 4, !tbaa !13
  br label %24

20:                                               ; preds = %12
  %21 = getelementptr inbounds nuw i32, ptr addrspace(1) %7, i64 %13
  %22 = load i32, ptr addrspace(1) %21, align 4, !tbaa !13
  %23 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %13
  store i32 %22, ptr addrspace(1) %23, align 4, !tbaa !13
  br label %24

24:                                               ; preds = %20, %14
  %25 = add nuw i64 %13, 1
  %26 = icmp eq i64 %25, %0
  br i1 %26, label %27, label %12, !llvm.loop !71

27:                                               ; preds = %24, %5
  ret void
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #5

declare dso_local spir_func i32 @_Z18__spirv_ocl_printfPU3AS2Kcz(ptr addrspace(2), ...)

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "sycl-module-id"="rtc_0.cpp" "sycl-optlevel"="2" "uniform-work-group-size" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #2 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size" }
attributes #3 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size" }
attributes #4 = { mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "sycl-module-id"="rtc_0.cpp" "sycl-optlevel"="2" "sycl-single-task" "uniform-work-group-size" }
attributes #5 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
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
!10 = !{i1 false, i1 false, i1 true, i1 false, i1 false, i1 false, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false}
!11 = !{}
!12 = !{i1 false, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 true, i1 false}
!13 = !{!7, !7, i64 0}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
!16 = distinct !{!16, !15}
!17 = distinct !{!17, !15}
!18 = distinct !{!18, !15}
!19 = !{i1 false, i1 false, i1 true, i1 false, i1 false, i1 false, i1 false, i1 true, i1 false, i1 true, i1 false, i1 false, i1 true, i1 false}
!20 = !{i1 false, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 false, i1 true, i1 true, i1 true, i1 false}
!21 = distinct !{!21, !15}
!22 = distinct !{!22, !15}
!23 = distinct !{!23, !15}
!24 = !{i1 true, i1 false, i1 false, i1 true, i1 false}
!25 = !{i1 false, i1 true, i1 true, i1 false, i1 false, i1 false, i1 true, i1 true, i1 false}
!26 = !{!27, !27, i64 0}
!27 = !{!"float", !8, i64 0}
!28 = distinct !{!28, !15}
!29 = !{i1 false, i1 true, i1 false, i1 true, i1 false}
!30 = !{i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false}
!31 = distinct !{!31, !15}
!32 = !{i1 true, i1 false, i1 true, i1 false}
!33 = !{i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false}
!34 = !{i1 false, i1 false, i1 false, i1 false, i1 true, i1 false, i1 false, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true}
!35 = !{i1 false, i1 true, i1 false, i1 false, i1 false, i1 false, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 true}
!36 = distinct !{!36, !15}
!37 = distinct !{!37, !15}
!38 = !{!39, !7, i64 0}
!39 = !{!"_ZTSN4sycl3_V16detail14ReducerElementIi5MaxOfLb0EEE", !7, i64 0}
!40 = !{!41}
!41 = distinct !{!41, !42}
!42 = distinct !{!42}
!43 = !{!44}
!44 = distinct !{!44, !45}
!45 = distinct !{!45}
!46 = distinct !{!46, !15}
!47 = distinct !{!47, !15}
!48 = !{!49}
!49 = distinct !{!49, !50}
!50 = distinct !{!50}
!51 = !{!52}
!52 = distinct !{!52, !53}
!53 = distinct !{!53}
!54 = distinct !{!54, !15}
!55 = !{!56}
!56 = distinct !{!56, !57}
!57 = distinct !{!57}
!58 = !{!59}
!59 = distinct !{!59, !60}
!60 = distinct !{!60}
!61 = distinct !{!61, !15}
!62 = distinct !{!62, !15}
!63 = !{i1 false, i1 false, i1 true, i1 false}
!64 = !{i1 false, i1 false, i1 false, i1 true, i1 true, i1 false}
!65 = !{!66, !66, i64 0}
!66 = !{!"p1 int", !67, i64 0}
!67 = !{!"any pointer", !8, i64 0}
!68 = distinct !{!68, !15}
!69 = !{i1 false, i1 false, i1 false, i1 true, i1 false}
!70 = !{i1 false, i1 false, i1 false, i1 true, i1 false, i1 true, i1 true, i1 false}
!71 = distinct !{!71, !15}
