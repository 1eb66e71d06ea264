; ModuleID = 'host_tu.cpp'
source_filename = "host_tu.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%"class.std::basic_ostream" = type { ptr, %"class.std::basic_ios" }
%"class.std::basic_ios" = type { %"class.std::ios_base", ptr, i8, i8, ptr, ptr, ptr, ptr }
%"class.std::ios_base" = type { ptr, i64, i64, i32, i32, i32, ptr, %"struct.std::ios_base::_Words", [8 x %"struct.std::ios_base::_Words"], i32, ptr, %"class.std::locale" }
%"struct.std::ios_base::_Words" = type { ptr, i64 }
%"class.std::locale" = type { ptr }
%"class.sycl::_V1::detail::tls_code_loc_t" = type { i8 }
%"class.sycl::_V1::detail::SubmissionInfo" = type { %"class.std::shared_ptr.73" }
%"class.std::shared_ptr.73" = type { %"class.std::__shared_ptr.74" }
%"class.std::__shared_ptr.74" = type { ptr, %"class.std::__shared_count" }
%"class.std::__shared_count" = type { ptr }
%"class.std::function.76" = type { %"class.std::_Function_base", ptr }
%"class.std::_Function_base" = type { %"union.std::_Any_data", ptr }
%"union.std::_Any_data" = type { %"union.std::_Nocopy_types" }
%"union.std::_Nocopy_types" = type { { i64, i64 } }
%"class.sycl::_V1::range.119" = type { %"class.sycl::_V1::detail::array.118" }
%"class.sycl::_V1::detail::array.118" = type { [3 x i64] }
%"class.std::unique_ptr" = type { %"struct.std::__uniq_ptr_data" }
%"struct.std::__uniq_ptr_data" = type { %"class.std::__uniq_ptr_impl" }
%"class.std::__uniq_ptr_impl" = type { %"class.std::tuple" }
%"class.std::tuple" = type { %"struct.std::_Tuple_impl" }
%"struct.std::_Tuple_impl" = type { %"struct.std::_Head_base.43" }
%"struct.std::_Head_base.43" = type { ptr }
%"class.sycl::_V1::image" = type { %"class.sycl::_V1::detail::unsampled_image_common" }
%"class.sycl::_V1::detail::unsampled_image_common" = type { %"class.sycl::_V1::detail::image_common" }
%"class.sycl::_V1::detail::image_common" = type { %"class.sycl::_V1::detail::image_plain" }
%"class.sycl::_V1::detail::image_plain" = type { %"class.std::shared_ptr.167" }
%"class.std::shared_ptr.167" = type { %"class.std::__shared_ptr.168" }
%"class.std::__shared_ptr.168" = type { ptr, %"class.std::__shared_count" }
%"class.sycl::_V1::property_list" = type { %"class.sycl::_V1::detail::PropertyListBase" }
%"class.sycl::_V1::detail::PropertyListBase" = type { %"class.std::bitset", %"class.std::vector.0" }
%"class.std::bitset" = type { %"struct.std::_Base_bitset" }
%"struct.std::_Base_bitset" = type { i64 }
%"class.std::vector.0" = type { %"struct.std::_Vector_base.1" }
%"struct.std::_Vector_base.1" = type { %"struct.std::_Vector_base<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>, std::allocator<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>>>::_Vector_impl" }
%"struct.std::_Vector_base<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>, std::allocator<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>>>::_Vector_impl" = type { %"struct.std::_Vector_base<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>, std::allocator<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>>>::_Vector_impl_data" }
%"struct.std::_Vector_base<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>, std::allocator<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>>>::_Vector_impl_data" = type { ptr, ptr, ptr }
%"class.sycl::_V1::event" = type { %"class.std::shared_ptr.39" }
%"class.std::shared_ptr.39" = type { %"class.std::__shared_ptr.40" }
%"class.std::__shared_ptr.40" = type { ptr, %"class.std::__shared_count" }
%"struct.sycl::_V1::detail::code_location" = type { ptr, ptr, i64, i64 }
%"class.sycl::_V1::buffer" = type <{ %"class.sycl::_V1::detail::buffer_plain", %"class.sycl::_V1::range", i64, i8, [7 x i8] }>
%"class.sycl::_V1::detail::buffer_plain" = type { %"class.std::shared_ptr.31" }
%"class.std::shared_ptr.31" = type { %"class.std::__shared_ptr.32" }
%"class.std::__shared_ptr.32" = type { ptr, %"class.std::__shared_count" }
%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [1 x i64] }
%"class.sycl::_V1::buffer.35" = type <{ %"class.sycl::_V1::detail::buffer_plain", %"class.sycl::_V1::range", i64, i8, [7 x i8] }>
%"class.std::function" = type { %"class.std::_Function_base", ptr }
%struct.Picture = type { i64, i64, %"class.std::vector" }
%"class.std::vector" = type { %"struct.std::_Vector_base" }
%"struct.std::_Vector_base" = type { %"struct.std::_Vector_base<sycl::_V1::vec<float, 4>, std::allocator<sycl::_V1::vec<float, 4>>>::_Vector_impl" }
%"struct.std::_Vector_base<sycl::_V1::vec<float, 4>, std::allocator<sycl::_V1::vec<float, 4>>>::_Vector_impl" = type { %"struct.std::_Vector_base<sycl::_V1::vec<float, 4>, std::allocator<sycl::_V1::vec<float, 4>>>::_Vector_impl_data" }
%"struct.std::_Vector_base<sycl::_V1::vec<float, 4>, std::allocator<sycl::_V1::vec<float, 4>>>::_Vector_impl_data" = type { ptr, ptr, ptr }
%"class.sycl::_V1::queue" = type { %"class.std::shared_ptr" }
%"class.std::shared_ptr" = type { %"class.std::__shared_ptr" }
%"class.std::__shared_ptr" = type { ptr, %"class.std::__shared_count" }
%"class.sycl::_V1::device" = type { %"class.std::shared_ptr.6" }
%"class.std::shared_ptr.6" = type { %"class.std::__shared_ptr.7" }
%"class.std::__shared_ptr.7" = type { ptr, %"class.std::__shared_count" }
%"class.sycl::_V1::vec" = type { %"struct.std::array" }
%"struct.std::array" = type { [4 x float] }
%"class.std::__exception_ptr::exception_ptr" = type { ptr }
%"class.std::function.20" = type { %"class.std::_Function_base", ptr }
%"class.sycl::_V1::exception_list" = type { %"class.std::vector.15" }
%"class.std::vector.15" = type { %"struct.std::_Vector_base.16" }
%"struct.std::_Vector_base.16" = type { %"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl" }
%"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl" = type { %"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl_data" }
%"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl_data" = type { ptr, ptr, ptr }
%"struct.std::array.52" = type { [3 x i64] }
%"class.std::vector.141" = type { %"struct.std::_Vector_base.142" }
%"struct.std::_Vector_base.142" = type { %"struct.std::_Vector_base<sycl::_V1::detail::kernel_param_desc_t, std::allocator<sycl::_V1::detail::kernel_param_desc_t>>::_Vector_impl" }
%"struct.std::_Vector_base<sycl::_V1::detail::kernel_param_desc_t, std::allocator<sycl::_V1::detail::kernel_param_desc_t>>::_Vector_impl" = type { %"struct.std::_Vector_base<sycl::_V1::detail::kernel_param_desc_t, std::allocator<sycl::_V1::detail::kernel_param_desc_t>>::_Vector_impl_data" }
%"struct.std::_Vector_base<sycl::_V1::detail::kernel_param_desc_t, std::allocator<sycl::_V1::detail::kernel_param_desc_t>>::_Vector_impl_data" = type { ptr, ptr, ptr }
%"class.std::tuple.121" = type { %"struct.std::_Tuple_impl.122" }
%"struct.std::_Tuple_impl.122" = type { %"struct.std::_Tuple_impl.123", %"struct.std::_Head_base.125" }
%"struct.std::_Tuple_impl.123" = type { %"struct.std::_Head_base.124" }
%"struct.std::_Head_base.124" = type { i8 }
%"struct.std::_Head_base.125" = type { %"class.sycl::_V1::range" }
%"class.sycl::_V1::detail::RoundedRangeKernel" = type { %"class.sycl::_V1::range", %class.anon.117 }
%class.anon.117 = type { %"class.sycl::_V1::accessor", %"class.sycl::_V1::accessor.113" }
%"class.sycl::_V1::accessor" = type { %"class.sycl::_V1::detail::AccessorBaseHost", ptr, [8 x i8] }
%"class.sycl::_V1::detail::AccessorBaseHost" = type { %"class.std::shared_ptr.109" }
%"class.std::shared_ptr.109" = type { %"class.std::__shared_ptr.110" }
%"class.std::__shared_ptr.110" = type { ptr, %"class.std::__shared_count" }
%"class.sycl::_V1::accessor.113" = type { %"class.sycl::_V1::detail::AccessorBaseHost", ptr, [8 x i8] }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array.118" }
%"class.sycl::_V1::ext::oneapi::accessor_property_list" = type { %"class.sycl::_V1::detail::PropertyListBase" }
%"class.std::tuple.129" = type { %"struct.std::_Tuple_impl.130" }
%"struct.std::_Tuple_impl.130" = type { %"struct.std::_Tuple_impl.123", %"struct.std::_Head_base.131" }
%"struct.std::_Head_base.131" = type { %"struct.std::array.52" }
%class.anon.128 = type { ptr, ptr, ptr }
%"struct.sycl::_V1::detail::kernel_param_desc_t" = type { i32, i32, i32 }
%"class.std::tuple.192" = type { %"struct.std::_Tuple_impl.193" }
%"struct.std::_Tuple_impl.193" = type { %"struct.std::_Tuple_impl.123", %"struct.std::_Head_base.194" }
%"struct.std::_Head_base.194" = type { %"class.sycl::_V1::range.170" }
%"class.sycl::_V1::range.170" = type { %"class.sycl::_V1::detail::array.171" }
%"class.sycl::_V1::detail::array.171" = type { [2 x i64] }
%"class.sycl::_V1::detail::RoundedRangeKernel.195" = type { %"class.sycl::_V1::range.170", %class.anon.190 }
%class.anon.190 = type <{ %"class.sycl::_V1::accessor.187", %"class.sycl::_V1::accessor.185", float, [4 x i8] }>
%"class.sycl::_V1::accessor.187" = type { %"class.sycl::_V1::detail::image_accessor.188" }
%"class.sycl::_V1::detail::image_accessor.188" = type { %"class.sycl::_V1::detail::AccessorBaseHost", i64, i32, i32 }
%"class.sycl::_V1::accessor.185" = type { %"class.sycl::_V1::detail::image_accessor" }
%"class.sycl::_V1::detail::image_accessor" = type { %"class.sycl::_V1::detail::AccessorBaseHost", i64, i32, i32 }
%class.anon.198 = type { ptr, ptr, ptr }
%"class.sycl::_V1::vec.214" = type { %"struct.std::array.218" }
%"struct.std::array.218" = type { [2 x i32] }
%"class.sycl::_V1::sampler" = type { %"class.std::shared_ptr.265" }
%"class.std::shared_ptr.265" = type { %"class.std::__shared_ptr.266" }
%"class.std::__shared_ptr.266" = type { ptr, %"class.std::__shared_count" }
%"class.sycl::_V1::vec.268" = type { %"struct.std::array.272" }
%"struct.std::array.272" = type { [8 x i32] }
%"class.sycl::_V1::vec.250" = type { %"struct.std::array.254" }
%"struct.std::array.254" = type { [4 x %"class.sycl::_V1::detail::half_impl::half"] }
%"class.sycl::_V1::detail::half_impl::half" = type { i16 }

$_ZN4sycl3_V16deviceD2Ev = comdat any

$_ZN4sycl3_V15queueD2Ev = comdat any

$__clang_call_terminate = comdat any

$_ZN4sycl3_V16detail19defaultAsyncHandlerENS0_14exception_listE = comdat any

$_ZN4sycl3_V15queueC2IFiRKNS0_6deviceEEvEERKT_RKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE = comdat any

$_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E9_M_invokeERKSt9_Any_dataOS2_ = comdat any

$_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E10_M_managerERSt9_Any_dataRKS6_St18_Manager_operation = comdat any

$_ZN4sycl3_V114exception_listD2Ev = comdat any

$_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E9_M_invokeERKSt9_Any_dataS4_ = comdat any

$_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E10_M_managerERSt9_Any_dataRKS8_St18_Manager_operation = comdat any

$_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv = comdat any

$_ZN4sycl3_V16bufferINS0_3vecIfLi4EEELi1ENS0_6detail17aligned_allocatorIS3_EEvEC2IS3_EEPKNSt9enable_ifIXaasr3stdE9is_same_vIS3_T_EntL_ZSt10is_const_vIS3_EEES3_E4typeERKNS0_5rangeILi1EEERKNS0_13property_listENS4_13code_locationE = comdat any

$_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi1EEERKNS0_13property_listENS2_13code_locationE = comdat any

$_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev = comdat any

$_ZN4sycl3_V16bufferINS0_3vecIfLi4EEELi1ENS0_6detail17aligned_allocatorIS3_EEvED2Ev = comdat any

$_ZN4sycl3_V16detail12buffer_plainD2Ev = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorINS0_3vecIfLi4EEEEES5_E16getAllocatorImplEv = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorINS0_3vecIfLi4EEEEES5_ED0Ev = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorINS0_3vecIfLi4EEEEES5_E8allocateEm = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorINS0_3vecIfLi4EEEEES5_E10deallocateEPvm = comdat any

$_ZNK4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorINS0_3vecIfLi4EEEEES5_E12getValueSizeEv = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorINS0_3vecIfLi4EEEEES5_E12setAlignmentEm = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE16getAllocatorImplEv = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfED0Ev = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE8allocateEm = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE10deallocateEPvm = comdat any

$_ZNK4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE12getValueSizeEv = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE12setAlignmentEm = comdat any

$_ZN4sycl3_V16detail14SubmissionInfoD2Ev = comdat any

$_ZN4sycl3_V18accessorINS0_3vecIfLi4EEELi1ELNS0_6access4modeE1024ELNS4_6targetE2014ELNS4_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IS3_Li1ENS0_6detail17aligned_allocatorIS3_EEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSE_13code_locationE = comdat any

$_ZN4sycl3_V16detail16PropertyListBaseD2Ev = comdat any

$_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE = comdat any

$_ZN4sycl3_V17handler15getRoundedRangeILi1EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_ = comdat any

$_ZZN4sycl3_V17handler15getRoundedRangeILi1EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_ENKUlimE_clEim = comdat any

$_ZN4sycl3_V16detail19getKernelParamDescsINS1_19__pf_kernel_wrapperI4LumaEEEESt6vectorINS1_19kernel_param_desc_tESaIS7_EEv = comdat any

$_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_ = comdat any

$_ZN4sycl3_V16detail11image_plainD2Ev = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIhEEhE16getAllocatorImplEv = comdat any

$_ZN4sycl3_V16detail19SYCLMemObjAllocatorD2Ev = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIhEEhED0Ev = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIhEEhE8allocateEm = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIhEEhE10deallocateEPvm = comdat any

$_ZNK4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIhEEhE12getValueSizeEv = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIhEEhE12setAlignmentEm = comdat any

$_ZN4sycl3_V16detail16AccessorBaseHostD2Ev = comdat any

$_ZN4sycl3_V16detail14image_accessorINS0_3vecIfLi4EEELi2ELNS0_6access4modeE1024ELNS5_6targetE2017ELNS5_11placeholderE0EEC2INS1_17aligned_allocatorIhEELi2EvEERNS0_5imageIXT0_ET_EERNS0_7handlerEi = comdat any

$_ZN4sycl3_V16detail14image_accessorINS0_3vecIfLi4EEELi2ELNS0_6access4modeE1025ELNS5_6targetE2017ELNS5_11placeholderE0EEC2INS1_17aligned_allocatorIhEELi2EvEERNS0_5imageIXT0_ET_EERNS0_7handlerEi = comdat any

$_ZN4sycl3_V17handler15getRoundedRangeILi2EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_ = comdat any

$_ZZN4sycl3_V17handler15getRoundedRangeILi2EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_ENKUlimE_clEim = comdat any

$_ZN4sycl3_V16detail19getKernelParamDescsINS1_19__pf_kernel_wrapperI8BrightenEEEESt6vectorINS1_19kernel_param_desc_tESaIS7_EEv = comdat any

$_ZNK4sycl3_V16detail14image_accessorINS0_3vecIfLi4EEELi2ELNS0_6access4modeE1024ELNS5_6targetE2017ELNS5_11placeholderE0EE4readINS3_IiLi2EEELi2EvEES4_RKT_ = comdat any

$_ZN4sycl3_V16detail18imageWriteHostImplINS0_3vecIiLi2EEENS3_IfLi4EEEEEvRKT_RKT0_NS0_2idILi3EEEhNS0_18image_channel_typeENS0_19image_channel_orderEPv = comdat any

$_ZN4sycl3_V16detail16convertWriteDataIsEENS0_3vecIT_Li4EEENS3_IfLi4EEENS0_18image_channel_typeE = comdat any

$_ZN4sycl3_V16detail11ConvertFToSIfiLi1EiLNS_13rounding_modeE1EEET0_T_ = comdat any

$_ZN4sycl3_V16detail11ConvertFToSIfsLi1EsLNS_13rounding_modeE0EEET0_T_ = comdat any

$_ZNK4sycl3_V13vecIfLi4EE7convertINS0_6detail9half_impl4halfELNS_13rounding_modeE0EEENS1_IT_Li4EEEv = comdat any

$_ZN4sycl3_V17samplerD2Ev = comdat any

$_ZN4sycl3_V16detail24imageReadSamplerHostImplINS0_3vecIiLi2EEENS3_IfLi4EEEEET0_RKT_NS0_29coordinate_normalization_modeENS0_15addressing_modeENS0_14filtering_modeENS0_5rangeILi3EEENS0_2idILi3EEENS0_18image_channel_typeENS0_19image_channel_orderEPvh = comdat any

$_ZN4sycl3_V16detail27ReadPixelDataLinearFiltModeINS0_3vecIfLi4EEEEET_NS3_IiLi8EEES4_NS0_15addressing_modeENS0_5rangeILi3EEENS0_2idILi3EEENS0_18image_channel_typeENS0_19image_channel_orderEPvh = comdat any

$_ZN4sycl3_V16detail13ReadPixelDataINS0_3vecIfLi4EEEEET_NS3_IiLi4EEENS0_2idILi3EEENS0_18image_channel_typeENS0_19image_channel_orderEPvh = comdat any

$_ZNK4sycl3_V13vecINS0_6detail9half_impl4halfELi4EE7convertIfLNS_13rounding_modeE0EEENS1_IT_Li4EEEv = comdat any

$_ZN4sycl3_V16detail19getKernelParamDescsI8BrightenEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv = comdat any

$_ZTSPFvN4sycl3_V114exception_listEE = comdat any

$_ZTSFvN4sycl3_V114exception_listEE = comdat any

$_ZTIFvN4sycl3_V114exception_listEE = comdat any

$_ZTIPFvN4sycl3_V114exception_listEE = comdat any

$_ZTSPFiRKN4sycl3_V16deviceEE = comdat any

$_ZTSFiRKN4sycl3_V16deviceEE = comdat any

$_ZTIFiRKN4sycl3_V16deviceEE = comdat any

$_ZTIPFiRKN4sycl3_V16deviceEE = comdat any

$_ZTSN4sycl3_V13vecIfLi4EEE = comdat any

$_ZTVN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorINS0_3vecIfLi4EEEEES5_EE = comdat any

$_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorINS0_3vecIfLi4EEEEES5_EE = comdat any

$_ZTSN4sycl3_V16detail19SYCLMemObjAllocatorE = comdat any

$_ZTIN4sycl3_V16detail19SYCLMemObjAllocatorE = comdat any

$_ZTIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorINS0_3vecIfLi4EEEEES5_EE = comdat any

$_ZTVN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE = comdat any

$_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE = comdat any

$_ZTIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE = comdat any

$_ZTSN4sycl3_V16detail14HostKernelBaseE = comdat any

$_ZTIN4sycl3_V16detail14HostKernelBaseE = comdat any

$_ZTVN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIhEEhEE = comdat any

$_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIhEEhEE = comdat any

$_ZTIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIhEEhEE = comdat any

@.str.1 = private unnamed_addr constant [5 x i8] c"PASS\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.3 = private unnamed_addr constant [26 x i8] c"vector::_M_default_append\00", align 1
@_ZSt4cerr = external global %"class.std::basic_ostream", align 8
@.str.4 = private unnamed_addr constant [41 x i8] c"Default async_handler caught exceptions:\00", align 1
@_ZTISt9exception = external constant ptr
@.str.5 = private unnamed_addr constant [3 x i8] c"\0A\09\00", align 1
@_ZTVN10__cxxabiv119__pointer_type_infoE = external global [0 x ptr]
@_ZTSPFvN4sycl3_V114exception_listEE = linkonce_odr dso_local constant [32 x i8] c"PFvN4sycl3_V114exception_listEE\00", comdat, align 1
@_ZTVN10__cxxabiv120__function_type_infoE = external global [0 x ptr]
@_ZTSFvN4sycl3_V114exception_listEE = linkonce_odr dso_local constant [31 x i8] c"FvN4sycl3_V114exception_listEE\00", comdat, align 1
@_ZTIFvN4sycl3_V114exception_listEE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__function_type_infoE, i64 2), ptr @_ZTSFvN4sycl3_V114exception_listEE }, comdat, align 8
@_ZTIPFvN4sycl3_V114exception_listEE = linkonce_odr dso_local constant { ptr, ptr, i32, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv119__pointer_type_infoE, i64 2), ptr @_ZTSPFvN4sycl3_V114exception_listEE, i32 0, ptr @_ZTIFvN4sycl3_V114exception_listEE }, comdat, align 8
@_ZTSPFiRKN4sycl3_V16deviceEE = linkonce_odr dso_local constant [25 x i8] c"PFiRKN4sycl3_V16deviceEE\00", comdat, align 1
@_ZTSFiRKN4sycl3_V16deviceEE = linkonce_odr dso_local constant [24 x i8] c"FiRKN4sycl3_V16deviceEE\00", comdat, align 1
@_ZTIFiRKN4sycl3_V16deviceEE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__function_type_infoE, i64 2), ptr @_ZTSFiRKN4sycl3_V16deviceEE }, comdat, align 8
@_ZTIPFiRKN4sycl3_V16deviceEE = linkonce_odr dso_local constant { ptr, ptr, i32, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv119__pointer_type_infoE, i64 2), ptr @_ZTSPFiRKN4sycl3_V16deviceEE, i32 0, ptr @_ZTIFiRKN4sycl3_V16deviceEE }, comdat, align 8
@__libc_single_threaded = external local_unnamed_addr global i8, align 1
@.str.6 = private unnamed_addr constant [23 x i8] c"images_unsupported.cpp\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"luma\00", align 1
@.str.8 = private unnamed_addr constant [49 x i8] c"cannot create std::vector larger than max_size()\00", align 1
@_ZTSN4sycl3_V13vecIfLi4EEE = linkonce_odr dso_local constant [23 x i8] c"N4sycl3_V13vecIfLi4EEE\00", comdat, align 1
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTVN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorINS0_3vecIfLi4EEEEES5_EE = linkonce_odr dso_local unnamed_addr constant { [9 x ptr] } { [9 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorINS0_3vecIfLi4EEEEES5_EE, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorINS0_3vecIfLi4EEEEES5_E16getAllocatorImplEv, ptr @_ZN4sycl3_V16detail19SYCLMemObjAllocatorD2Ev, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorINS0_3vecIfLi4EEEEES5_ED0Ev, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorINS0_3vecIfLi4EEEEES5_E8allocateEm, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorINS0_3vecIfLi4EEEEES5_E10deallocateEPvm, ptr @_ZNK4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorINS0_3vecIfLi4EEEEES5_E12getValueSizeEv, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorINS0_3vecIfLi4EEEEES5_E12setAlignmentEm] }, comdat, align 8
@_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorINS0_3vecIfLi4EEEEES5_EE = linkonce_odr dso_local constant [93 x i8] c"N4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorINS0_3vecIfLi4EEEEES5_EE\00", comdat, align 1
@_ZTSN4sycl3_V16detail19SYCLMemObjAllocatorE = linkonce_odr dso_local constant [40 x i8] c"N4sycl3_V16detail19SYCLMemObjAllocatorE\00", comdat, align 1
@_ZTIN4sycl3_V16detail19SYCLMemObjAllocatorE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail19SYCLMemObjAllocatorE }, comdat, align 8
@_ZTIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorINS0_3vecIfLi4EEEEES5_EE = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorINS0_3vecIfLi4EEEEES5_EE, ptr @_ZTIN4sycl3_V16detail19SYCLMemObjAllocatorE }, comdat, align 8
@_ZTISt9bad_alloc = external constant ptr
@_ZTVSt9bad_alloc = external unnamed_addr constant { [5 x ptr] }, align 8
@.str.9 = private unnamed_addr constant [19 x i8] c"Index out of range\00", align 1
@_ZTIN4sycl3_V19exceptionE = external constant ptr
@_ZTIf = external local_unnamed_addr constant ptr
@_ZTVN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE = linkonce_odr dso_local unnamed_addr constant { [9 x ptr] } { [9 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE16getAllocatorImplEv, ptr @_ZN4sycl3_V16detail19SYCLMemObjAllocatorD2Ev, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfED0Ev, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE8allocateEm, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE10deallocateEPvm, ptr @_ZNK4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE12getValueSizeEv, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE12setAlignmentEm] }, comdat, align 8
@_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE = linkonce_odr dso_local constant [76 x i8] c"N4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE\00", comdat, align 1
@_ZTIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE, ptr @_ZTIN4sycl3_V16detail19SYCLMemObjAllocatorE }, comdat, align 8
@.str.11 = private unnamed_addr constant [61 x i8] c"SyclObject.impl && \22every constructor should create an impl\22\00", align 1
@.str.12 = private unnamed_addr constant [96 x i8] c"root/intel-sycl-rt-2025.1.1/intel_sycl_rt-2025.1.1.data/data/include/sycl/detail/impl_utils.hpp\00", align 1
@.str.13 = private unnamed_addr constant [11 x i8] c"operator()\00", align 1
@__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferINS0_3vecIfLi4EEELi1ENS1_17aligned_allocatorIS5_EEvEEEERKDtsrT_4implERKS9_ = private unnamed_addr constant [111 x i8] c"const decltype(Obj::impl) &sycl::detail::getSyclObjImpl(const Obj &) [Obj = sycl::buffer<sycl::vec<float, 4>>]\00", align 1
@.str.14 = private unnamed_addr constant [46 x i8] c"accessor cannot be both read_only and no_init\00", align 1
@__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS7_ = private unnamed_addr constant [97 x i8] c"const decltype(Obj::impl) &sycl::detail::getSyclObjImpl(const Obj &) [Obj = sycl::buffer<float>]\00", align 1
@.str.15 = private unnamed_addr constant [65 x i8] c"The total number of work-items in a range must fit within size_t\00", align 1
@.str.16 = private unnamed_addr constant [131 x i8] c"Attempt to set multiple actions for the command group. Command group must consist of a single kernel or explicit memory operation.\00", align 1
@_ZSt4cout = external global %"class.std::basic_ostream", align 8
@.str.19 = private unnamed_addr constant [36 x i8] c"parallel_for range adjusted at dim \00", align 1
@.str.20 = private unnamed_addr constant [7 x i8] c" from \00", align 1
@.str.21 = private unnamed_addr constant [5 x i8] c" to \00", align 1
@.str.22 = private unnamed_addr constant [10 x i8] c"_ZTS4Luma\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZL4lumaRNS0_5queueERK7PictureENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi1EEEE_EES5_Li1EEE = internal unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZL4lumaRNS0_5queueERK7PictureENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi1EEEE_EES5_Li1EEE, ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZL4lumaRNS0_5queueERK7PictureENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi1EEEE_EES5_Li1EE6getPtrEv, ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZL4lumaRNS0_5queueERK7PictureENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi1EEEE_EES5_Li1EED2Ev, ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZL4lumaRNS0_5queueERK7PictureENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi1EEEE_EES5_Li1EED0Ev, ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZL4lumaRNS0_5queueERK7PictureENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi1EEEE_EES5_Li1EE23InstantiateKernelOnHostEv] }, align 8
@_ZTSN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZL4lumaRNS0_5queueERK7PictureENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi1EEEE_EES5_Li1EEE = internal constant [167 x i8] c"N4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZL4lumaRNS0_5queueERK7PictureENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi1EEEE_EES5_Li1EEE\00", align 1
@_ZTSN4sycl3_V16detail14HostKernelBaseE = linkonce_odr dso_local constant [35 x i8] c"N4sycl3_V16detail14HostKernelBaseE\00", comdat, align 1
@_ZTIN4sycl3_V16detail14HostKernelBaseE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail14HostKernelBaseE }, comdat, align 8
@_ZTIN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZL4lumaRNS0_5queueERK7PictureENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi1EEEE_EES5_Li1EEE = internal constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZL4lumaRNS0_5queueERK7PictureENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi1EEEE_EES5_Li1EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, align 8
@.str.24 = private unnamed_addr constant [26 x i8] c"vector::_M_realloc_insert\00", align 1
@.str.25 = private unnamed_addr constant [51 x i8] c"_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI4LumaEE\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelIZZL4lumaRNS0_5queueERK7PictureENKUlRNS0_7handlerEE_clES9_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = internal unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelIZZL4lumaRNS0_5queueERK7PictureENKUlRNS0_7handlerEE_clES9_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZN4sycl3_V16detail10HostKernelIZZL4lumaRNS0_5queueERK7PictureENKUlRNS0_7handlerEE_clES9_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv, ptr @_ZN4sycl3_V16detail10HostKernelIZZL4lumaRNS0_5queueERK7PictureENKUlRNS0_7handlerEE_clES9_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED2Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZL4lumaRNS0_5queueERK7PictureENKUlRNS0_7handlerEE_clES9_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZL4lumaRNS0_5queueERK7PictureENKUlRNS0_7handlerEE_clES9_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE23InstantiateKernelOnHostEv] }, align 8
@_ZTSN4sycl3_V16detail10HostKernelIZZL4lumaRNS0_5queueERK7PictureENKUlRNS0_7handlerEE_clES9_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = internal constant [133 x i8] c"N4sycl3_V16detail10HostKernelIZZL4lumaRNS0_5queueERK7PictureENKUlRNS0_7handlerEE_clES9_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE\00", align 1
@_ZTIN4sycl3_V16detail10HostKernelIZZL4lumaRNS0_5queueERK7PictureENKUlRNS0_7handlerEE_clES9_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = internal constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelIZZL4lumaRNS0_5queueERK7PictureENKUlRNS0_7handlerEE_clES9_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, align 8
@_ZTSZL4lumaRN4sycl3_V15queueERK7PictureEUlRNS0_7handlerEE_ = internal constant [55 x i8] c"ZL4lumaRN4sycl3_V15queueERK7PictureEUlRNS0_7handlerEE_\00", align 1
@_ZTIZL4lumaRN4sycl3_V15queueERK7PictureEUlRNS0_7handlerEE_ = internal constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSZL4lumaRN4sycl3_V15queueERK7PictureEUlRNS0_7handlerEE_ }, align 8
@.str.28 = private unnamed_addr constant [21 x i8] c"exception in ~buffer\00", align 1
@.str.29 = private unnamed_addr constant [2 x i8] c" \00", align 1
@.str.30 = private unnamed_addr constant [6 x i8] c"false\00", align 1
@.str.31 = private unnamed_addr constant [85 x i8] c"root/intel-sycl-rt-2025.1.1/intel_sycl_rt-2025.1.1.data/data/include/sycl/buffer.hpp\00", align 1
@__PRETTY_FUNCTION__._ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev = private unnamed_addr constant [127 x i8] c"sycl::buffer<float>::~buffer() [T = float, Dimensions = 1, AllocatorT = sycl::detail::aligned_allocator<float>, Enable = void]\00", align 1
@__PRETTY_FUNCTION__._ZN4sycl3_V16bufferINS0_3vecIfLi4EEELi1ENS0_6detail17aligned_allocatorIS3_EEvED2Ev = private unnamed_addr constant [169 x i8] c"sycl::buffer<sycl::vec<float, 4>>::~buffer() [T = sycl::vec<float, 4>, Dimensions = 1, AllocatorT = sycl::detail::aligned_allocator<sycl::vec<float, 4>>, Enable = void]\00", align 1
@.str.32 = private unnamed_addr constant [15 x i8] c"brighten_image\00", align 1
@_ZTVN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIhEEhEE = linkonce_odr dso_local unnamed_addr constant { [9 x ptr] } { [9 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIhEEhEE, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIhEEhE16getAllocatorImplEv, ptr @_ZN4sycl3_V16detail19SYCLMemObjAllocatorD2Ev, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIhEEhED0Ev, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIhEEhE8allocateEm, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIhEEhE10deallocateEPvm, ptr @_ZNK4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIhEEhE12getValueSizeEv, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIhEEhE12setAlignmentEm] }, comdat, align 8
@_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIhEEhEE = linkonce_odr dso_local constant [76 x i8] c"N4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIhEEhEE\00", comdat, align 1
@_ZTIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIhEEhEE = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIhEEhEE, ptr @_ZTIN4sycl3_V16detail19SYCLMemObjAllocatorE }, comdat, align 8
@.str.33 = private unnamed_addr constant [52 x i8] c"SYCL 1.2.1 images are not supported by this device.\00", align 1
@__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_5imageILi2ENS1_17aligned_allocatorIhEEEEEERKDtsrT_4implERKS7_ = private unnamed_addr constant [92 x i8] c"const decltype(Obj::impl) &sycl::detail::getSyclObjImpl(const Obj &) [Obj = sycl::image<2>]\00", align 1
@.str.34 = private unnamed_addr constant [14 x i8] c"_ZTS8Brighten\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZL14brighten_imageRNS0_5queueER7PicturefENKUlRNS0_7handlerEE_clESB_EUlS5_E_EES5_Li2EEE = internal unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZL14brighten_imageRNS0_5queueER7PicturefENKUlRNS0_7handlerEE_clESB_EUlS5_E_EES5_Li2EEE, ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZL14brighten_imageRNS0_5queueER7PicturefENKUlRNS0_7handlerEE_clESB_EUlS5_E_EES5_Li2EE6getPtrEv, ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZL14brighten_imageRNS0_5queueER7PicturefENKUlRNS0_7handlerEE_clESB_EUlS5_E_EES5_Li2EED2Ev, ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZL14brighten_imageRNS0_5queueER7PicturefENKUlRNS0_7handlerEE_clESB_EUlS5_E_EES5_Li2EED0Ev, ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZL14brighten_imageRNS0_5queueER7PicturefENKUlRNS0_7handlerEE_clESB_EUlS5_E_EES5_Li2EE23InstantiateKernelOnHostEv] }, align 8
@_ZTSN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZL14brighten_imageRNS0_5queueER7PicturefENKUlRNS0_7handlerEE_clESB_EUlS5_E_EES5_Li2EEE = internal constant [167 x i8] c"N4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZL14brighten_imageRNS0_5queueER7PicturefENKUlRNS0_7handlerEE_clESB_EUlS5_E_EES5_Li2EEE\00", align 1
@_ZTIN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZL14brighten_imageRNS0_5queueER7PicturefENKUlRNS0_7handlerEE_clESB_EUlS5_E_EES5_Li2EEE = internal constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZL14brighten_imageRNS0_5queueER7PicturefENKUlRNS0_7handlerEE_clESB_EUlS5_E_EES5_Li2EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, align 8
@.str.35 = private unnamed_addr constant [80 x i8] c"Currently unsupported datatype conversion from image_channel_type to cl_float4.\00", align 1
@.str.36 = private unnamed_addr constant [96 x i8] c"Datatype of data to write - cl_float4 is incompatible with the image_channel_type of the image.\00", align 1
@.str.37 = private unnamed_addr constant [44 x i8] c"Unable to set rounding mode to FE_TONEAREST\00", align 1
@.str.38 = private unnamed_addr constant [33 x i8] c"Unable to restore rounding mode.\00", align 1
@.str.39 = private unnamed_addr constant [117 x i8] c"Sampler used with unsupported configuration of mirrored_repeat/repeat filtering mode with unnormalized coordinates. \00", align 1
@.str.44 = private unnamed_addr constant [92 x i8] c"Datatype of read data - cl_float4 is incompatible with the image_channel_type of the image.\00", align 1
@.str.73 = private unnamed_addr constant [55 x i8] c"_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI8BrightenEE\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelIZZL14brighten_imageRNS0_5queueER7PicturefENKUlRNS0_7handlerEE_clES8_EUlNS0_4itemILi2ELb1EEEE_SB_Li2EEE = internal unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelIZZL14brighten_imageRNS0_5queueER7PicturefENKUlRNS0_7handlerEE_clES8_EUlNS0_4itemILi2ELb1EEEE_SB_Li2EEE, ptr @_ZN4sycl3_V16detail10HostKernelIZZL14brighten_imageRNS0_5queueER7PicturefENKUlRNS0_7handlerEE_clES8_EUlNS0_4itemILi2ELb1EEEE_SB_Li2EE6getPtrEv, ptr @_ZN4sycl3_V16detail10HostKernelIZZL14brighten_imageRNS0_5queueER7PicturefENKUlRNS0_7handlerEE_clES8_EUlNS0_4itemILi2ELb1EEEE_SB_Li2EED2Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZL14brighten_imageRNS0_5queueER7PicturefENKUlRNS0_7handlerEE_clES8_EUlNS0_4itemILi2ELb1EEEE_SB_Li2EED0Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZL14brighten_imageRNS0_5queueER7PicturefENKUlRNS0_7handlerEE_clES8_EUlNS0_4itemILi2ELb1EEEE_SB_Li2EE23InstantiateKernelOnHostEv] }, align 8
@_ZTSN4sycl3_V16detail10HostKernelIZZL14brighten_imageRNS0_5queueER7PicturefENKUlRNS0_7handlerEE_clES8_EUlNS0_4itemILi2ELb1EEEE_SB_Li2EEE = internal constant [133 x i8] c"N4sycl3_V16detail10HostKernelIZZL14brighten_imageRNS0_5queueER7PicturefENKUlRNS0_7handlerEE_clES8_EUlNS0_4itemILi2ELb1EEEE_SB_Li2EEE\00", align 1
@_ZTIN4sycl3_V16detail10HostKernelIZZL14brighten_imageRNS0_5queueER7PicturefENKUlRNS0_7handlerEE_clES8_EUlNS0_4itemILi2ELb1EEEE_SB_Li2EEE = internal constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelIZZL14brighten_imageRNS0_5queueER7PicturefENKUlRNS0_7handlerEE_clES8_EUlNS0_4itemILi2ELb1EEEE_SB_Li2EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, align 8
@_ZTSZL14brighten_imageRN4sycl3_V15queueER7PicturefEUlRNS0_7handlerEE_ = internal constant [66 x i8] c"ZL14brighten_imageRN4sycl3_V15queueER7PicturefEUlRNS0_7handlerEE_\00", align 1
@_ZTIZL14brighten_imageRN4sycl3_V15queueER7PicturefEUlRNS0_7handlerEE_ = internal constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSZL14brighten_imageRN4sycl3_V15queueER7PicturefEUlRNS0_7handlerEE_ }, align 8

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef range(i32 0, 2) i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 1
  %4 = alloca %"class.sycl::_V1::detail::SubmissionInfo", align 8
  %5 = alloca %"class.std::function.76", align 8
  %6 = alloca %"class.sycl::_V1::range.119", align 16
  %7 = alloca %"class.std::unique_ptr", align 8
  %8 = alloca %"class.sycl::_V1::range.119", align 16
  %9 = alloca %"class.std::unique_ptr", align 8
  %10 = alloca float, align 4
  %11 = alloca %"class.sycl::_V1::image", align 8
  %12 = alloca %"class.sycl::_V1::property_list", align 8
  %13 = alloca %"class.sycl::_V1::image", align 8
  %14 = alloca %"class.sycl::_V1::property_list", align 8
  %15 = alloca %"class.sycl::_V1::event", align 8
  %16 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %17 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 1
  %18 = alloca %"class.sycl::_V1::detail::SubmissionInfo", align 8
  %19 = alloca %"class.std::function.76", align 8
  %20 = alloca i64, align 8
  %21 = alloca %"class.sycl::_V1::buffer", align 8
  %22 = alloca %"class.sycl::_V1::range", align 8
  %23 = alloca %"class.sycl::_V1::property_list", align 8
  %24 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %25 = alloca %"class.sycl::_V1::buffer.35", align 8
  %26 = alloca %"class.sycl::_V1::range", align 8
  %27 = alloca %"class.sycl::_V1::property_list", align 8
  %28 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %29 = alloca %"class.sycl::_V1::event", align 8
  %30 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %31 = alloca %"class.std::function", align 8
  %32 = alloca %struct.Picture, align 16
  %33 = alloca %"class.sycl::_V1::queue", align 8
  %34 = alloca %"class.sycl::_V1::property_list", align 8
  %35 = alloca %"class.sycl::_V1::device", align 8
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %32) #26
  store i64 16, ptr %32, align 16, !tbaa !5
  %36 = getelementptr inbounds i8, ptr %32, i64 8
  store i64 8, ptr %36, align 8, !tbaa !15
  %37 = getelementptr inbounds i8, ptr %32, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %37, i8 0, i64 24, i1 false)
  %38 = icmp sgt i32 %0, 2
  br i1 %38, label %42, label %39

39:                                               ; preds = %2
  %40 = getelementptr inbounds i8, ptr %32, i64 24
  %41 = getelementptr inbounds i8, ptr %32, i64 32
  br label %57

42:                                               ; preds = %2
  %43 = getelementptr inbounds i8, ptr %1, i64 8
  %44 = load ptr, ptr %43, align 8, !tbaa !16
  %45 = tail call i64 @strtoul(ptr nocapture noundef %44, ptr noundef null, i32 noundef 10) #26
  store i64 %45, ptr %32, align 16, !tbaa !5
  %46 = getelementptr inbounds i8, ptr %1, i64 16
  %47 = load ptr, ptr %46, align 8, !tbaa !16
  %48 = tail call i64 @strtoul(ptr nocapture noundef %47, ptr noundef null, i32 noundef 10) #26
  store i64 %48, ptr %36, align 8, !tbaa !15
  %49 = mul i64 %48, %45
  %50 = getelementptr inbounds i8, ptr %32, i64 24
  %51 = icmp eq i64 %49, 0
  br i1 %51, label %85, label %52

52:                                               ; preds = %42
  %53 = getelementptr inbounds i8, ptr %32, i64 32
  %54 = icmp ugt i64 %49, 576460752303423487
  br i1 %54, label %55, label %57

55:                                               ; preds = %52
  invoke void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.3) #27
          to label %56 unwind label %845

56:                                               ; preds = %55
  unreachable

57:                                               ; preds = %39, %52
  %58 = phi ptr [ %41, %39 ], [ %53, %52 ]
  %59 = phi i64 [ 128, %39 ], [ %49, %52 ]
  %60 = phi ptr [ %40, %39 ], [ %50, %52 ]
  %61 = shl nuw nsw i64 %59, 4
  %62 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %61) #28
          to label %63 unwind label %845

63:                                               ; preds = %57
  tail call void @llvm.memset.p0.i64(ptr nonnull align 16 %62, i8 0, i64 %61, i1 false)
  store ptr %62, ptr %37, align 16, !tbaa !17
  %64 = getelementptr inbounds %"class.sycl::_V1::vec", ptr %62, i64 %59
  store ptr %64, ptr %60, align 8, !tbaa !18
  store ptr %64, ptr %58, align 8, !tbaa !19
  br label %65

65:                                               ; preds = %63, %65
  %66 = phi ptr [ %79, %65 ], [ %62, %63 ]
  %67 = phi i64 [ %77, %65 ], [ 0, %63 ]
  %68 = urem i64 %67, 7
  %69 = uitofp nneg i64 %68 to float
  %70 = fmul float %69, 0x3FB99999A0000000
  %71 = urem i64 %67, 11
  %72 = uitofp nneg i64 %71 to float
  %73 = fmul float %72, 0x3FA99999A0000000
  %74 = getelementptr inbounds %"class.sycl::_V1::vec", ptr %66, i64 %67
  store float %70, ptr %74, align 16
  %75 = getelementptr inbounds i8, ptr %74, i64 4
  store float %73, ptr %75, align 4
  %76 = getelementptr inbounds i8, ptr %74, i64 8
  store <2 x float> <float 0x3FC99999A0000000, float 1.000000e+00>, ptr %76, align 8
  %77 = add nuw i64 %67, 1
  %78 = load ptr, ptr %60, align 8, !tbaa !18
  %79 = load ptr, ptr %37, align 16, !tbaa !17
  %80 = ptrtoint ptr %78 to i64
  %81 = ptrtoint ptr %79 to i64
  %82 = sub i64 %80, %81
  %83 = ashr exact i64 %82, 4
  %84 = icmp ult i64 %77, %83
  br i1 %84, label %65, label %85, !llvm.loop !20

85:                                               ; preds = %65, %42
  %86 = phi ptr [ %50, %42 ], [ %60, %65 ]
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %33) #26
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %34) #26
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %34, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %31) #26
  %87 = getelementptr inbounds i8, ptr %31, i64 16
  %88 = getelementptr inbounds i8, ptr %31, i64 24
  %89 = getelementptr inbounds i8, ptr %31, i64 8
  store i64 0, ptr %89, align 8
  store ptr @_ZN4sycl3_V16detail19defaultAsyncHandlerENS0_14exception_listE, ptr %31, align 8, !tbaa !16
  store ptr @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E9_M_invokeERKSt9_Any_dataOS2_, ptr %88, align 8, !tbaa !22
  store ptr @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E10_M_managerERSt9_Any_dataRKS6_St18_Manager_operation, ptr %87, align 8, !tbaa !25
  invoke void @_ZN4sycl3_V15queueC2IFiRKNS0_6deviceEEvEERKT_RKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %33, ptr noundef nonnull @_ZN4sycl3_V118default_selector_vERKNS0_6deviceE, ptr noundef nonnull align 8 dereferenceable(32) %31, ptr noundef nonnull align 8 dereferenceable(32) %34)
          to label %90 unwind label %98

90:                                               ; preds = %85
  %91 = load ptr, ptr %87, align 8, !tbaa !25
  %92 = icmp eq ptr %91, null
  br i1 %92, label %108, label %93

93:                                               ; preds = %90
  %94 = invoke noundef zeroext i1 %91(ptr noundef nonnull align 8 dereferenceable(16) %31, ptr noundef nonnull align 8 dereferenceable(16) %31, i32 noundef 3)
          to label %108 unwind label %95

95:                                               ; preds = %93
  %96 = landingpad { ptr, i32 }
          catch ptr null
  %97 = extractvalue { ptr, i32 } %96, 0
  call void @__clang_call_terminate(ptr %97) #29
  unreachable

98:                                               ; preds = %85
  %99 = landingpad { ptr, i32 }
          cleanup
  %100 = load ptr, ptr %87, align 8, !tbaa !25
  %101 = icmp eq ptr %100, null
  br i1 %101, label %107, label %102

102:                                              ; preds = %98
  %103 = invoke noundef zeroext i1 %100(ptr noundef nonnull align 8 dereferenceable(16) %31, ptr noundef nonnull align 8 dereferenceable(16) %31, i32 noundef 3)
          to label %107 unwind label %104

104:                                              ; preds = %102
  %105 = landingpad { ptr, i32 }
          catch ptr null
  %106 = extractvalue { ptr, i32 } %105, 0
  call void @__clang_call_terminate(ptr %106) #29
  unreachable

107:                                              ; preds = %102, %98
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %31) #26
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %34) #26
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %34) #26
  br label %900

108:                                              ; preds = %93, %90
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %31) #26
  %109 = getelementptr inbounds i8, ptr %34, i64 8
  %110 = load ptr, ptr %109, align 8, !tbaa !26
  %111 = getelementptr inbounds i8, ptr %34, i64 16
  %112 = load ptr, ptr %111, align 8, !tbaa !28
  %113 = icmp eq ptr %110, %112
  br i1 %113, label %148, label %114

114:                                              ; preds = %108, %143
  %115 = phi ptr [ %144, %143 ], [ %110, %108 ]
  %116 = getelementptr inbounds i8, ptr %115, i64 8
  %117 = load ptr, ptr %116, align 8, !tbaa !29
  %118 = icmp eq ptr %117, null
  br i1 %118, label %143, label %119

119:                                              ; preds = %114
  %120 = getelementptr inbounds i8, ptr %117, i64 8
  %121 = load atomic i64, ptr %120 acquire, align 8
  %122 = icmp eq i64 %121, 4294967297
  %123 = trunc i64 %121 to i32
  br i1 %122, label %124, label %132

124:                                              ; preds = %119
  store i32 0, ptr %120, align 8, !tbaa !31
  %125 = getelementptr inbounds i8, ptr %117, i64 12
  store i32 0, ptr %125, align 4, !tbaa !34
  %126 = load ptr, ptr %117, align 8, !tbaa !35
  %127 = getelementptr inbounds i8, ptr %126, i64 16
  %128 = load ptr, ptr %127, align 8
  call void %128(ptr noundef nonnull align 8 dereferenceable(16) %117) #26
  %129 = load ptr, ptr %117, align 8, !tbaa !35
  %130 = getelementptr inbounds i8, ptr %129, i64 24
  %131 = load ptr, ptr %130, align 8
  call void %131(ptr noundef nonnull align 8 dereferenceable(16) %117) #26
  br label %143

132:                                              ; preds = %119
  %133 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %134 = icmp eq i8 %133, 0
  br i1 %134, label %137, label %135

135:                                              ; preds = %132
  %136 = add nsw i32 %123, -1
  store i32 %136, ptr %120, align 4, !tbaa !38
  br label %139

137:                                              ; preds = %132
  %138 = atomicrmw volatile add ptr %120, i32 -1 acq_rel, align 4
  br label %139

139:                                              ; preds = %137, %135
  %140 = phi i32 [ %123, %135 ], [ %138, %137 ]
  %141 = icmp eq i32 %140, 1
  br i1 %141, label %142, label %143, !prof !39

142:                                              ; preds = %139
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %117) #26
  br label %143

143:                                              ; preds = %142, %139, %124, %114
  %144 = getelementptr inbounds i8, ptr %115, i64 16
  %145 = icmp eq ptr %144, %112
  br i1 %145, label %146, label %114, !llvm.loop !40

146:                                              ; preds = %143
  %147 = load ptr, ptr %109, align 8, !tbaa !26
  br label %148

148:                                              ; preds = %146, %108
  %149 = phi ptr [ %147, %146 ], [ %110, %108 ]
  %150 = icmp eq ptr %149, null
  br i1 %150, label %157, label %151

151:                                              ; preds = %148
  %152 = getelementptr inbounds i8, ptr %34, i64 24
  %153 = load ptr, ptr %152, align 8, !tbaa !41
  %154 = ptrtoint ptr %153 to i64
  %155 = ptrtoint ptr %149 to i64
  %156 = sub i64 %154, %155
  call void @_ZdlPvm(ptr noundef nonnull %149, i64 noundef %156) #30
  br label %157

157:                                              ; preds = %148, %151
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %34) #26
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %24)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %28)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %29)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %20) #26
  %158 = load ptr, ptr %86, align 8, !tbaa !18
  %159 = load ptr, ptr %37, align 16, !tbaa !17
  %160 = ptrtoint ptr %158 to i64
  %161 = ptrtoint ptr %159 to i64
  %162 = sub i64 %160, %161
  %163 = ashr exact i64 %162, 4
  store i64 %163, ptr %20, align 8, !tbaa !42
  %164 = icmp ugt i64 %163, 2305843009213693951
  br i1 %164, label %477, label %165

165:                                              ; preds = %157
  %166 = icmp eq ptr %158, %159
  br i1 %166, label %176, label %167

167:                                              ; preds = %165
  %168 = ashr exact i64 %162, 2
  %169 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %168) #28
          to label %170 unwind label %847

170:                                              ; preds = %167
  %171 = getelementptr float, ptr %169, i64 %163
  store float 0.000000e+00, ptr %169, align 4, !tbaa !43
  %172 = icmp eq i64 %162, 16
  br i1 %172, label %176, label %173

173:                                              ; preds = %170
  %174 = getelementptr i8, ptr %169, i64 4
  %175 = add nsw i64 %168, -4
  call void @llvm.memset.p0.i64(ptr align 4 %174, i8 0, i64 %175, i1 false), !tbaa !43
  br label %176

176:                                              ; preds = %173, %170, %165
  %177 = phi ptr [ %171, %170 ], [ %171, %173 ], [ null, %165 ]
  %178 = phi ptr [ %169, %170 ], [ %169, %173 ], [ null, %165 ]
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %21) #26
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %22) #26
  store i64 %163, ptr %22, align 8, !tbaa !42
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %23) #26
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %23, i8 0, i64 32, i1 false)
  store ptr @.str.6, ptr %24, align 8, !tbaa !45, !alias.scope !47
  %179 = getelementptr inbounds i8, ptr %24, i64 8
  store ptr @.str.7, ptr %179, align 8, !tbaa !50, !alias.scope !47
  %180 = getelementptr inbounds i8, ptr %24, i64 16
  store i64 53, ptr %180, align 8, !tbaa !51, !alias.scope !47
  %181 = getelementptr inbounds i8, ptr %24, i64 24
  store i64 35, ptr %181, align 8, !tbaa !52, !alias.scope !47
  invoke void @_ZN4sycl3_V16bufferINS0_3vecIfLi4EEELi1ENS0_6detail17aligned_allocatorIS3_EEvEC2IS3_EEPKNSt9enable_ifIXaasr3stdE9is_same_vIS3_T_EntL_ZSt10is_const_vIS3_EEES3_E4typeERKNS0_5rangeILi1EEERKNS0_13property_listENS4_13code_locationE(ptr noundef nonnull align 8 dereferenceable(33) %21, ptr noundef %159, ptr noundef nonnull align 8 dereferenceable(8) %22, ptr noundef nonnull align 8 dereferenceable(32) %23, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %24)
          to label %182 unwind label %390

182:                                              ; preds = %176
  %183 = getelementptr inbounds i8, ptr %23, i64 8
  %184 = load ptr, ptr %183, align 8, !tbaa !26
  %185 = getelementptr inbounds i8, ptr %23, i64 16
  %186 = load ptr, ptr %185, align 8, !tbaa !28
  %187 = icmp eq ptr %184, %186
  br i1 %187, label %222, label %188

188:                                              ; preds = %182, %217
  %189 = phi ptr [ %218, %217 ], [ %184, %182 ]
  %190 = getelementptr inbounds i8, ptr %189, i64 8
  %191 = load ptr, ptr %190, align 8, !tbaa !29
  %192 = icmp eq ptr %191, null
  br i1 %192, label %217, label %193

193:                                              ; preds = %188
  %194 = getelementptr inbounds i8, ptr %191, i64 8
  %195 = load atomic i64, ptr %194 acquire, align 8
  %196 = icmp eq i64 %195, 4294967297
  %197 = trunc i64 %195 to i32
  br i1 %196, label %198, label %206

198:                                              ; preds = %193
  store i32 0, ptr %194, align 8, !tbaa !31
  %199 = getelementptr inbounds i8, ptr %191, i64 12
  store i32 0, ptr %199, align 4, !tbaa !34
  %200 = load ptr, ptr %191, align 8, !tbaa !35
  %201 = getelementptr inbounds i8, ptr %200, i64 16
  %202 = load ptr, ptr %201, align 8
  call void %202(ptr noundef nonnull align 8 dereferenceable(16) %191) #26
  %203 = load ptr, ptr %191, align 8, !tbaa !35
  %204 = getelementptr inbounds i8, ptr %203, i64 24
  %205 = load ptr, ptr %204, align 8
  call void %205(ptr noundef nonnull align 8 dereferenceable(16) %191) #26
  br label %217

206:                                              ; preds = %193
  %207 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %208 = icmp eq i8 %207, 0
  br i1 %208, label %211, label %209

209:                                              ; preds = %206
  %210 = add nsw i32 %197, -1
  store i32 %210, ptr %194, align 4, !tbaa !38
  br label %213

211:                                              ; preds = %206
  %212 = atomicrmw volatile add ptr %194, i32 -1 acq_rel, align 4
  br label %213

213:                                              ; preds = %211, %209
  %214 = phi i32 [ %197, %209 ], [ %212, %211 ]
  %215 = icmp eq i32 %214, 1
  br i1 %215, label %216, label %217, !prof !39

216:                                              ; preds = %213
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %191) #26
  br label %217

217:                                              ; preds = %216, %213, %198, %188
  %218 = getelementptr inbounds i8, ptr %189, i64 16
  %219 = icmp eq ptr %218, %186
  br i1 %219, label %220, label %188, !llvm.loop !40

220:                                              ; preds = %217
  %221 = load ptr, ptr %183, align 8, !tbaa !26
  br label %222

222:                                              ; preds = %220, %182
  %223 = phi ptr [ %221, %220 ], [ %184, %182 ]
  %224 = icmp eq ptr %223, null
  br i1 %224, label %231, label %225

225:                                              ; preds = %222
  %226 = getelementptr inbounds i8, ptr %23, i64 24
  %227 = load ptr, ptr %226, align 8, !tbaa !41
  %228 = ptrtoint ptr %227 to i64
  %229 = ptrtoint ptr %223 to i64
  %230 = sub i64 %228, %229
  call void @_ZdlPvm(ptr noundef nonnull %223, i64 noundef %230) #30
  br label %231

231:                                              ; preds = %225, %222
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %23) #26
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %22) #26
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %25) #26
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %26) #26
  %232 = load i64, ptr %20, align 8, !tbaa !42
  store i64 %232, ptr %26, align 8, !tbaa !42
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %27) #26
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %27, i8 0, i64 32, i1 false)
  store ptr @.str.6, ptr %28, align 8, !tbaa !45, !alias.scope !53
  %233 = getelementptr inbounds i8, ptr %28, i64 8
  store ptr @.str.7, ptr %233, align 8, !tbaa !50, !alias.scope !53
  %234 = getelementptr inbounds i8, ptr %28, i64 16
  store i64 54, ptr %234, align 8, !tbaa !51, !alias.scope !53
  %235 = getelementptr inbounds i8, ptr %28, i64 24
  store i64 28, ptr %235, align 8, !tbaa !52, !alias.scope !53
  invoke void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi1EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(33) %25, ptr noundef %178, ptr noundef nonnull align 8 dereferenceable(8) %26, ptr noundef nonnull align 8 dereferenceable(32) %27, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %28)
          to label %236 unwind label %392

236:                                              ; preds = %231
  %237 = getelementptr inbounds i8, ptr %27, i64 8
  %238 = load ptr, ptr %237, align 8, !tbaa !26
  %239 = getelementptr inbounds i8, ptr %27, i64 16
  %240 = load ptr, ptr %239, align 8, !tbaa !28
  %241 = icmp eq ptr %238, %240
  br i1 %241, label %276, label %242

242:                                              ; preds = %236, %271
  %243 = phi ptr [ %272, %271 ], [ %238, %236 ]
  %244 = getelementptr inbounds i8, ptr %243, i64 8
  %245 = load ptr, ptr %244, align 8, !tbaa !29
  %246 = icmp eq ptr %245, null
  br i1 %246, label %271, label %247

247:                                              ; preds = %242
  %248 = getelementptr inbounds i8, ptr %245, i64 8
  %249 = load atomic i64, ptr %248 acquire, align 8
  %250 = icmp eq i64 %249, 4294967297
  %251 = trunc i64 %249 to i32
  br i1 %250, label %252, label %260

252:                                              ; preds = %247
  store i32 0, ptr %248, align 8, !tbaa !31
  %253 = getelementptr inbounds i8, ptr %245, i64 12
  store i32 0, ptr %253, align 4, !tbaa !34
  %254 = load ptr, ptr %245, align 8, !tbaa !35
  %255 = getelementptr inbounds i8, ptr %254, i64 16
  %256 = load ptr, ptr %255, align 8
  call void %256(ptr noundef nonnull align 8 dereferenceable(16) %245) #26
  %257 = load ptr, ptr %245, align 8, !tbaa !35
  %258 = getelementptr inbounds i8, ptr %257, i64 24
  %259 = load ptr, ptr %258, align 8
  call void %259(ptr noundef nonnull align 8 dereferenceable(16) %245) #26
  br label %271

260:                                              ; preds = %247
  %261 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %262 = icmp eq i8 %261, 0
  br i1 %262, label %265, label %263

263:                                              ; preds = %260
  %264 = add nsw i32 %251, -1
  store i32 %264, ptr %248, align 4, !tbaa !38
  br label %267

265:                                              ; preds = %260
  %266 = atomicrmw volatile add ptr %248, i32 -1 acq_rel, align 4
  br label %267

267:                                              ; preds = %265, %263
  %268 = phi i32 [ %251, %263 ], [ %266, %265 ]
  %269 = icmp eq i32 %268, 1
  br i1 %269, label %270, label %271, !prof !39

270:                                              ; preds = %267
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %245) #26
  br label %271

271:                                              ; preds = %270, %267, %252, %242
  %272 = getelementptr inbounds i8, ptr %243, i64 16
  %273 = icmp eq ptr %272, %240
  br i1 %273, label %274, label %242, !llvm.loop !40

274:                                              ; preds = %271
  %275 = load ptr, ptr %237, align 8, !tbaa !26
  br label %276

276:                                              ; preds = %274, %236
  %277 = phi ptr [ %275, %274 ], [ %238, %236 ]
  %278 = icmp eq ptr %277, null
  br i1 %278, label %285, label %279

279:                                              ; preds = %276
  %280 = getelementptr inbounds i8, ptr %27, i64 24
  %281 = load ptr, ptr %280, align 8, !tbaa !41
  %282 = ptrtoint ptr %281 to i64
  %283 = ptrtoint ptr %277 to i64
  %284 = sub i64 %282, %283
  call void @_ZdlPvm(ptr noundef nonnull %277, i64 noundef %284) #30
  br label %285

285:                                              ; preds = %279, %276
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %27) #26
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %26) #26
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %30) #26
  store ptr @.str.6, ptr %30, align 8, !tbaa !45, !alias.scope !56
  %286 = getelementptr inbounds i8, ptr %30, i64 8
  store ptr @.str.7, ptr %286, align 8, !tbaa !50, !alias.scope !56
  %287 = getelementptr inbounds i8, ptr %30, i64 16
  store i64 55, ptr %287, align 8, !tbaa !51, !alias.scope !56
  %288 = getelementptr inbounds i8, ptr %30, i64 24
  store i64 5, ptr %288, align 8, !tbaa !52, !alias.scope !56
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %19), !noalias !59
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %17) #26, !noalias !62
  invoke void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 1 dereferenceable(1) %17, ptr noundef nonnull align 8 dereferenceable(32) %30)
          to label %289 unwind label %394

289:                                              ; preds = %285
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %18) #26, !noalias !62
  invoke void @_ZN4sycl3_V16detail14SubmissionInfoC1Ev(ptr noundef nonnull align 8 dereferenceable(16) %18)
          to label %294 unwind label %290, !noalias !62

290:                                              ; preds = %289
  %291 = landingpad { ptr, i32 }
          cleanup
  br label %353

292:                                              ; preds = %294
  %293 = landingpad { ptr, i32 }
          cleanup
  br label %351

294:                                              ; preds = %289
  %295 = getelementptr inbounds i8, ptr %19, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %19, i8 0, i64 32, i1 false), !noalias !62
  %296 = invoke noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #28
          to label %297 unwind label %292, !noalias !62

297:                                              ; preds = %294
  %298 = getelementptr inbounds i8, ptr %19, i64 24
  store ptr %21, ptr %296, align 16, !noalias !59
  %299 = getelementptr inbounds i8, ptr %296, i64 8
  store ptr %25, ptr %299, align 8, !noalias !59
  %300 = getelementptr inbounds i8, ptr %296, i64 16
  store ptr %20, ptr %300, align 16, !noalias !59
  store ptr %296, ptr %19, align 8, !tbaa !16, !noalias !62
  store ptr @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZL4lumaRNS1_5queueERK7PictureEUlS3_E_E9_M_invokeERKSt9_Any_dataS3_, ptr %298, align 8, !tbaa !65, !noalias !62
  store ptr @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZL4lumaRNS1_5queueERK7PictureEUlS3_E_E10_M_managerERSt9_Any_dataRKSC_St18_Manager_operation, ptr %295, align 8, !tbaa !25, !noalias !62
  %301 = invoke noundef nonnull align 8 dereferenceable(32) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 1 dereferenceable(1) %17)
          to label %302 unwind label %342, !noalias !62

302:                                              ; preds = %297
  %303 = load i8, ptr %17, align 1, !tbaa !67, !range !70, !noalias !62, !noundef !71
  %304 = trunc nuw i8 %303 to i1
  %305 = xor i1 %304, true
  invoke void @_ZN4sycl3_V15queue22submit_with_event_implESt8functionIFvRNS0_7handlerEEERKNS0_6detail14SubmissionInfoERKNS7_13code_locationEb(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %29, ptr noundef nonnull align 8 dereferenceable(16) %33, ptr noundef nonnull %19, ptr noundef nonnull align 8 dereferenceable(16) %18, ptr noundef nonnull align 8 dereferenceable(32) %301, i1 noundef zeroext %305)
          to label %306 unwind label %342

306:                                              ; preds = %302
  %307 = load ptr, ptr %295, align 8, !tbaa !25, !noalias !62
  %308 = icmp eq ptr %307, null
  br i1 %308, label %314, label %309

309:                                              ; preds = %306
  %310 = invoke noundef zeroext i1 %307(ptr noundef nonnull align 8 dereferenceable(16) %19, ptr noundef nonnull align 8 dereferenceable(16) %19, i32 noundef 3)
          to label %314 unwind label %311

311:                                              ; preds = %309
  %312 = landingpad { ptr, i32 }
          catch ptr null
  %313 = extractvalue { ptr, i32 } %312, 0
  call void @__clang_call_terminate(ptr %313) #29
  unreachable

314:                                              ; preds = %309, %306
  %315 = getelementptr inbounds i8, ptr %18, i64 8
  %316 = load ptr, ptr %315, align 8, !tbaa !29, !noalias !62
  %317 = icmp eq ptr %316, null
  br i1 %317, label %355, label %318

318:                                              ; preds = %314
  %319 = getelementptr inbounds i8, ptr %316, i64 8
  %320 = load atomic i64, ptr %319 acquire, align 8
  %321 = icmp eq i64 %320, 4294967297
  %322 = trunc i64 %320 to i32
  br i1 %321, label %323, label %331

323:                                              ; preds = %318
  store i32 0, ptr %319, align 8, !tbaa !31
  %324 = getelementptr inbounds i8, ptr %316, i64 12
  store i32 0, ptr %324, align 4, !tbaa !34
  %325 = load ptr, ptr %316, align 8, !tbaa !35
  %326 = getelementptr inbounds i8, ptr %325, i64 16
  %327 = load ptr, ptr %326, align 8
  call void %327(ptr noundef nonnull align 8 dereferenceable(16) %316) #26
  %328 = load ptr, ptr %316, align 8, !tbaa !35
  %329 = getelementptr inbounds i8, ptr %328, i64 24
  %330 = load ptr, ptr %329, align 8
  call void %330(ptr noundef nonnull align 8 dereferenceable(16) %316) #26
  br label %355

331:                                              ; preds = %318
  %332 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37, !noalias !62
  %333 = icmp eq i8 %332, 0
  br i1 %333, label %336, label %334

334:                                              ; preds = %331
  %335 = add nsw i32 %322, -1
  store i32 %335, ptr %319, align 4, !tbaa !38
  br label %338

336:                                              ; preds = %331
  %337 = atomicrmw volatile add ptr %319, i32 -1 acq_rel, align 4
  br label %338

338:                                              ; preds = %336, %334
  %339 = phi i32 [ %322, %334 ], [ %337, %336 ]
  %340 = icmp eq i32 %339, 1
  br i1 %340, label %341, label %355, !prof !39

341:                                              ; preds = %338
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %316) #26
  br label %355

342:                                              ; preds = %302, %297
  %343 = landingpad { ptr, i32 }
          cleanup
  %344 = load ptr, ptr %295, align 8, !tbaa !25, !noalias !62
  %345 = icmp eq ptr %344, null
  br i1 %345, label %351, label %346

346:                                              ; preds = %342
  %347 = invoke noundef zeroext i1 %344(ptr noundef nonnull align 8 dereferenceable(16) %19, ptr noundef nonnull align 8 dereferenceable(16) %19, i32 noundef 3)
          to label %351 unwind label %348

348:                                              ; preds = %346
  %349 = landingpad { ptr, i32 }
          catch ptr null
  %350 = extractvalue { ptr, i32 } %349, 0
  call void @__clang_call_terminate(ptr %350) #29
  unreachable

351:                                              ; preds = %346, %342, %292
  %352 = phi { ptr, i32 } [ %293, %292 ], [ %343, %342 ], [ %343, %346 ]
  call void @_ZN4sycl3_V16detail14SubmissionInfoD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %18) #26
  br label %353

353:                                              ; preds = %351, %290
  %354 = phi { ptr, i32 } [ %352, %351 ], [ %291, %290 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %18) #26, !noalias !62
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %17) #26
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %17) #26, !noalias !62
  br label %396

355:                                              ; preds = %341, %338, %323, %314
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %18) #26, !noalias !62
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %17) #26
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %17) #26, !noalias !62
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %19), !noalias !59
  %356 = getelementptr inbounds i8, ptr %29, i64 8
  %357 = load ptr, ptr %356, align 8, !tbaa !29
  %358 = icmp eq ptr %357, null
  br i1 %358, label %383, label %359

359:                                              ; preds = %355
  %360 = getelementptr inbounds i8, ptr %357, i64 8
  %361 = load atomic i64, ptr %360 acquire, align 8
  %362 = icmp eq i64 %361, 4294967297
  %363 = trunc i64 %361 to i32
  br i1 %362, label %364, label %372

364:                                              ; preds = %359
  store i32 0, ptr %360, align 8, !tbaa !31
  %365 = getelementptr inbounds i8, ptr %357, i64 12
  store i32 0, ptr %365, align 4, !tbaa !34
  %366 = load ptr, ptr %357, align 8, !tbaa !35
  %367 = getelementptr inbounds i8, ptr %366, i64 16
  %368 = load ptr, ptr %367, align 8
  call void %368(ptr noundef nonnull align 8 dereferenceable(16) %357) #26
  %369 = load ptr, ptr %357, align 8, !tbaa !35
  %370 = getelementptr inbounds i8, ptr %369, i64 24
  %371 = load ptr, ptr %370, align 8
  call void %371(ptr noundef nonnull align 8 dereferenceable(16) %357) #26
  br label %383

372:                                              ; preds = %359
  %373 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %374 = icmp eq i8 %373, 0
  br i1 %374, label %377, label %375

375:                                              ; preds = %372
  %376 = add nsw i32 %363, -1
  store i32 %376, ptr %360, align 4, !tbaa !38
  br label %379

377:                                              ; preds = %372
  %378 = atomicrmw volatile add ptr %360, i32 -1 acq_rel, align 4
  br label %379

379:                                              ; preds = %377, %375
  %380 = phi i32 [ %363, %375 ], [ %378, %377 ]
  %381 = icmp eq i32 %380, 1
  br i1 %381, label %382, label %383, !prof !39

382:                                              ; preds = %379
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %357) #26
  br label %383

383:                                              ; preds = %382, %379, %364, %355
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %30) #26
  call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %25) #26
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %25) #26
  call void @_ZN4sycl3_V16bufferINS0_3vecIfLi4EEELi1ENS0_6detail17aligned_allocatorIS3_EEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %21) #26
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %21) #26
  %384 = load i64, ptr %20, align 8, !tbaa !42
  %385 = icmp eq i64 %384, 0
  br i1 %385, label %420, label %400

386:                                              ; preds = %416
  %387 = add nuw i64 %401, 1
  %388 = load i64, ptr %20, align 8, !tbaa !42
  %389 = icmp ult i64 %387, %388
  br i1 %389, label %400, label %422, !llvm.loop !72

390:                                              ; preds = %176
  %391 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %23) #26
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %23) #26
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %22) #26
  br label %427

392:                                              ; preds = %231
  %393 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %27) #26
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %27) #26
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %26) #26
  br label %398

394:                                              ; preds = %285
  %395 = landingpad { ptr, i32 }
          cleanup
  br label %396

396:                                              ; preds = %394, %353
  %397 = phi { ptr, i32 } [ %395, %394 ], [ %354, %353 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %30) #26
  call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %25) #26
  br label %398

398:                                              ; preds = %396, %392
  %399 = phi { ptr, i32 } [ %397, %396 ], [ %393, %392 ]
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %25) #26
  call void @_ZN4sycl3_V16bufferINS0_3vecIfLi4EEELi1ENS0_6detail17aligned_allocatorIS3_EEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %21) #26
  br label %427

400:                                              ; preds = %383, %386
  %401 = phi i64 [ %387, %386 ], [ 0, %383 ]
  %402 = load ptr, ptr %37, align 16, !tbaa !17
  %403 = getelementptr inbounds %"class.sycl::_V1::vec", ptr %402, i64 %401
  %404 = load float, ptr %403, align 16
  %405 = getelementptr inbounds i8, ptr %403, i64 4
  %406 = load float, ptr %405, align 4
  %407 = getelementptr inbounds i8, ptr %403, i64 8
  %408 = load float, ptr %407, align 8
  %409 = getelementptr inbounds float, ptr %178, i64 %401
  %410 = load float, ptr %409, align 4, !tbaa !43
  %411 = fmul float %406, 5.000000e-01
  %412 = call float @llvm.fmuladd.f32(float %404, float 2.500000e-01, float %411)
  %413 = call float @llvm.fmuladd.f32(float %408, float 2.500000e-01, float %412)
  %414 = fsub float %410, %413
  %415 = invoke noundef float @_ZN4sycl3_V111__fabs_implEf(float noundef %414)
          to label %416 unwind label %418

416:                                              ; preds = %400
  %417 = fcmp ule float %415, 0x3EB0C6F7A0000000
  br i1 %417, label %386, label %422

418:                                              ; preds = %400
  %419 = landingpad { ptr, i32 }
          cleanup
  br label %430

420:                                              ; preds = %383
  %421 = icmp eq ptr %178, null
  br i1 %421, label %437, label %422

422:                                              ; preds = %416, %386, %420
  %423 = phi i1 [ true, %420 ], [ %417, %386 ], [ %417, %416 ]
  %424 = ptrtoint ptr %177 to i64
  %425 = ptrtoint ptr %178 to i64
  %426 = sub i64 %424, %425
  call void @_ZdlPvm(ptr noundef nonnull %178, i64 noundef %426) #30
  br label %437

427:                                              ; preds = %398, %390
  %428 = phi { ptr, i32 } [ %399, %398 ], [ %391, %390 ]
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %21) #26
  %429 = icmp eq ptr %178, null
  br i1 %429, label %435, label %430

430:                                              ; preds = %427, %418
  %431 = phi { ptr, i32 } [ %419, %418 ], [ %428, %427 ]
  %432 = ptrtoint ptr %177 to i64
  %433 = ptrtoint ptr %178 to i64
  %434 = sub i64 %432, %433
  call void @_ZdlPvm(ptr noundef nonnull %178, i64 noundef %434) #30
  br label %435

435:                                              ; preds = %430, %427
  %436 = phi { ptr, i32 } [ %428, %427 ], [ %431, %430 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %20) #26
  br label %898

437:                                              ; preds = %422, %420
  %438 = phi i1 [ true, %420 ], [ %423, %422 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %20) #26
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %24)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %28)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %29)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %35) #26
  invoke void @_ZNK4sycl3_V15queue10get_deviceEv(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::device") align 8 %35, ptr noundef nonnull align 8 dereferenceable(16) %33)
          to label %439 unwind label %849

439:                                              ; preds = %437
  %440 = invoke noundef zeroext i1 @_ZNK4sycl3_V16device3hasENS0_6aspectE(ptr noundef nonnull align 8 dereferenceable(16) %35, i32 noundef 9)
          to label %441 unwind label %851

441:                                              ; preds = %439
  %442 = getelementptr inbounds i8, ptr %35, i64 8
  %443 = load ptr, ptr %442, align 8, !tbaa !29
  %444 = icmp eq ptr %443, null
  br i1 %444, label %469, label %445

445:                                              ; preds = %441
  %446 = getelementptr inbounds i8, ptr %443, i64 8
  %447 = load atomic i64, ptr %446 acquire, align 8
  %448 = icmp eq i64 %447, 4294967297
  %449 = trunc i64 %447 to i32
  br i1 %448, label %450, label %458

450:                                              ; preds = %445
  store i32 0, ptr %446, align 8, !tbaa !31
  %451 = getelementptr inbounds i8, ptr %443, i64 12
  store i32 0, ptr %451, align 4, !tbaa !34
  %452 = load ptr, ptr %443, align 8, !tbaa !35
  %453 = getelementptr inbounds i8, ptr %452, i64 16
  %454 = load ptr, ptr %453, align 8
  call void %454(ptr noundef nonnull align 8 dereferenceable(16) %443) #26
  %455 = load ptr, ptr %443, align 8, !tbaa !35
  %456 = getelementptr inbounds i8, ptr %455, i64 24
  %457 = load ptr, ptr %456, align 8
  call void %457(ptr noundef nonnull align 8 dereferenceable(16) %443) #26
  br label %469

458:                                              ; preds = %445
  %459 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %460 = icmp eq i8 %459, 0
  br i1 %460, label %463, label %461

461:                                              ; preds = %458
  %462 = add nsw i32 %449, -1
  store i32 %462, ptr %446, align 4, !tbaa !38
  br label %465

463:                                              ; preds = %458
  %464 = atomicrmw volatile add ptr %446, i32 -1 acq_rel, align 4
  br label %465

465:                                              ; preds = %463, %461
  %466 = phi i32 [ %449, %461 ], [ %464, %463 ]
  %467 = icmp eq i32 %466, 1
  br i1 %467, label %468, label %469, !prof !39

468:                                              ; preds = %465
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %443) #26
  br label %469

469:                                              ; preds = %441, %450, %465, %468
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %35) #26
  br i1 %440, label %470, label %855

470:                                              ; preds = %469
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %10)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %15)
  store float 1.500000e+00, ptr %10, align 4, !tbaa !43
  %471 = load ptr, ptr %86, align 8, !tbaa !18
  %472 = load ptr, ptr %37, align 16, !tbaa !17
  %473 = ptrtoint ptr %471 to i64
  %474 = ptrtoint ptr %472 to i64
  %475 = sub i64 %473, %474
  %476 = icmp ugt i64 %475, 9223372036854775792
  br i1 %476, label %477, label %479

477:                                              ; preds = %470, %157
  invoke void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.8) #27
          to label %478 unwind label %847

478:                                              ; preds = %477
  unreachable

479:                                              ; preds = %470
  %480 = icmp eq ptr %471, %472
  br i1 %480, label %485, label %481

481:                                              ; preds = %479
  %482 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %475) #28
          to label %483 unwind label %847

483:                                              ; preds = %481
  %484 = getelementptr i8, ptr %482, i64 %475
  call void @llvm.memset.p0.i64(ptr nonnull align 16 %482, i8 0, i64 %475, i1 false)
  br label %485

485:                                              ; preds = %483, %479
  %486 = phi ptr [ %482, %483 ], [ null, %479 ]
  %487 = phi ptr [ %484, %483 ], [ null, %479 ]
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %11) #26
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %12) #26
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %12, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %8) #26
  %488 = load <2 x i64>, ptr %32, align 16, !tbaa !42
  store <2 x i64> %488, ptr %8, align 16, !tbaa !42, !alias.scope !73
  %489 = getelementptr inbounds i8, ptr %8, i64 16
  store i64 1, ptr %489, align 16, !tbaa !42, !alias.scope !73
  %490 = invoke noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #28
          to label %491 unwind label %798

491:                                              ; preds = %485
  store ptr getelementptr inbounds inrange(-16, 56) (i8, ptr @_ZTVN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIhEEhEE, i64 16), ptr %490, align 8, !tbaa !35, !noalias !76
  %492 = getelementptr inbounds i8, ptr %490, i64 8
  store i64 128, ptr %492, align 8, !tbaa !79, !noalias !76
  %493 = getelementptr inbounds i8, ptr %490, i64 16
  store i64 1, ptr %493, align 8, !tbaa !81, !noalias !76
  store ptr %490, ptr %9, align 8, !tbaa !84
  invoke void @_ZN4sycl3_V16detail11image_plainC2EPvNS0_19image_channel_orderENS0_18image_channel_typeERKNS0_5rangeILi3EEESt10unique_ptrINS1_19SYCLMemObjAllocatorESt14default_deleteISB_EEhRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %11, ptr noundef %472, i32 noundef 8, i32 noundef 14, ptr noundef nonnull align 8 dereferenceable(24) %8, ptr noundef nonnull %9, i8 noundef zeroext 2, ptr noundef nonnull align 8 dereferenceable(32) %12)
          to label %494 unwind label %501

494:                                              ; preds = %491
  %495 = load ptr, ptr %9, align 8, !tbaa !16
  %496 = icmp eq ptr %495, null
  br i1 %496, label %510, label %497

497:                                              ; preds = %494
  %498 = load ptr, ptr %495, align 8, !tbaa !35
  %499 = getelementptr inbounds i8, ptr %498, i64 16
  %500 = load ptr, ptr %499, align 8
  call void %500(ptr noundef nonnull align 8 dereferenceable(8) %495) #26
  br label %510

501:                                              ; preds = %491
  %502 = landingpad { ptr, i32 }
          cleanup
  %503 = load ptr, ptr %9, align 8, !tbaa !16
  %504 = icmp eq ptr %503, null
  br i1 %504, label %509, label %505

505:                                              ; preds = %501
  %506 = load ptr, ptr %503, align 8, !tbaa !35
  %507 = getelementptr inbounds i8, ptr %506, i64 16
  %508 = load ptr, ptr %507, align 8
  call void %508(ptr noundef nonnull align 8 dereferenceable(8) %503) #26
  br label %509

509:                                              ; preds = %505, %501
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %8) #26
  br label %800

510:                                              ; preds = %497, %494
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %8) #26
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  %511 = getelementptr inbounds i8, ptr %12, i64 8
  %512 = load ptr, ptr %511, align 8, !tbaa !26
  %513 = getelementptr inbounds i8, ptr %12, i64 16
  %514 = load ptr, ptr %513, align 8, !tbaa !28
  %515 = icmp eq ptr %512, %514
  br i1 %515, label %550, label %516

516:                                              ; preds = %510, %545
  %517 = phi ptr [ %546, %545 ], [ %512, %510 ]
  %518 = getelementptr inbounds i8, ptr %517, i64 8
  %519 = load ptr, ptr %518, align 8, !tbaa !29
  %520 = icmp eq ptr %519, null
  br i1 %520, label %545, label %521

521:                                              ; preds = %516
  %522 = getelementptr inbounds i8, ptr %519, i64 8
  %523 = load atomic i64, ptr %522 acquire, align 8
  %524 = icmp eq i64 %523, 4294967297
  %525 = trunc i64 %523 to i32
  br i1 %524, label %526, label %534

526:                                              ; preds = %521
  store i32 0, ptr %522, align 8, !tbaa !31
  %527 = getelementptr inbounds i8, ptr %519, i64 12
  store i32 0, ptr %527, align 4, !tbaa !34
  %528 = load ptr, ptr %519, align 8, !tbaa !35
  %529 = getelementptr inbounds i8, ptr %528, i64 16
  %530 = load ptr, ptr %529, align 8
  call void %530(ptr noundef nonnull align 8 dereferenceable(16) %519) #26
  %531 = load ptr, ptr %519, align 8, !tbaa !35
  %532 = getelementptr inbounds i8, ptr %531, i64 24
  %533 = load ptr, ptr %532, align 8
  call void %533(ptr noundef nonnull align 8 dereferenceable(16) %519) #26
  br label %545

534:                                              ; preds = %521
  %535 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %536 = icmp eq i8 %535, 0
  br i1 %536, label %539, label %537

537:                                              ; preds = %534
  %538 = add nsw i32 %525, -1
  store i32 %538, ptr %522, align 4, !tbaa !38
  br label %541

539:                                              ; preds = %534
  %540 = atomicrmw volatile add ptr %522, i32 -1 acq_rel, align 4
  br label %541

541:                                              ; preds = %539, %537
  %542 = phi i32 [ %525, %537 ], [ %540, %539 ]
  %543 = icmp eq i32 %542, 1
  br i1 %543, label %544, label %545, !prof !39

544:                                              ; preds = %541
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %519) #26
  br label %545

545:                                              ; preds = %544, %541, %526, %516
  %546 = getelementptr inbounds i8, ptr %517, i64 16
  %547 = icmp eq ptr %546, %514
  br i1 %547, label %548, label %516, !llvm.loop !40

548:                                              ; preds = %545
  %549 = load ptr, ptr %511, align 8, !tbaa !26
  br label %550

550:                                              ; preds = %548, %510
  %551 = phi ptr [ %549, %548 ], [ %512, %510 ]
  %552 = icmp eq ptr %551, null
  br i1 %552, label %559, label %553

553:                                              ; preds = %550
  %554 = getelementptr inbounds i8, ptr %12, i64 24
  %555 = load ptr, ptr %554, align 8, !tbaa !41
  %556 = ptrtoint ptr %555 to i64
  %557 = ptrtoint ptr %551 to i64
  %558 = sub i64 %556, %557
  call void @_ZdlPvm(ptr noundef nonnull %551, i64 noundef %558) #30
  br label %559

559:                                              ; preds = %553, %550
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12) #26
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %13) #26
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %14) #26
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %14, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6) #26
  %560 = load <2 x i64>, ptr %32, align 16, !tbaa !42
  store <2 x i64> %560, ptr %6, align 16, !tbaa !42, !alias.scope !86
  %561 = getelementptr inbounds i8, ptr %6, i64 16
  store i64 1, ptr %561, align 16, !tbaa !42, !alias.scope !86
  %562 = invoke noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #28
          to label %563 unwind label %802

563:                                              ; preds = %559
  store ptr getelementptr inbounds inrange(-16, 56) (i8, ptr @_ZTVN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIhEEhEE, i64 16), ptr %562, align 8, !tbaa !35, !noalias !89
  %564 = getelementptr inbounds i8, ptr %562, i64 8
  store i64 128, ptr %564, align 8, !tbaa !79, !noalias !89
  %565 = getelementptr inbounds i8, ptr %562, i64 16
  store i64 1, ptr %565, align 8, !tbaa !81, !noalias !89
  store ptr %562, ptr %7, align 8, !tbaa !84
  invoke void @_ZN4sycl3_V16detail11image_plainC2EPvNS0_19image_channel_orderENS0_18image_channel_typeERKNS0_5rangeILi3EEESt10unique_ptrINS1_19SYCLMemObjAllocatorESt14default_deleteISB_EEhRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %13, ptr noundef %486, i32 noundef 8, i32 noundef 14, ptr noundef nonnull align 8 dereferenceable(24) %6, ptr noundef nonnull %7, i8 noundef zeroext 2, ptr noundef nonnull align 8 dereferenceable(32) %14)
          to label %566 unwind label %573

566:                                              ; preds = %563
  %567 = load ptr, ptr %7, align 8, !tbaa !16
  %568 = icmp eq ptr %567, null
  br i1 %568, label %582, label %569

569:                                              ; preds = %566
  %570 = load ptr, ptr %567, align 8, !tbaa !35
  %571 = getelementptr inbounds i8, ptr %570, i64 16
  %572 = load ptr, ptr %571, align 8
  call void %572(ptr noundef nonnull align 8 dereferenceable(8) %567) #26
  br label %582

573:                                              ; preds = %563
  %574 = landingpad { ptr, i32 }
          cleanup
  %575 = load ptr, ptr %7, align 8, !tbaa !16
  %576 = icmp eq ptr %575, null
  br i1 %576, label %581, label %577

577:                                              ; preds = %573
  %578 = load ptr, ptr %575, align 8, !tbaa !35
  %579 = getelementptr inbounds i8, ptr %578, i64 16
  %580 = load ptr, ptr %579, align 8
  call void %580(ptr noundef nonnull align 8 dereferenceable(8) %575) #26
  br label %581

581:                                              ; preds = %577, %573
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6) #26
  br label %804

582:                                              ; preds = %569, %566
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6) #26
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  %583 = getelementptr inbounds i8, ptr %14, i64 8
  %584 = load ptr, ptr %583, align 8, !tbaa !26
  %585 = getelementptr inbounds i8, ptr %14, i64 16
  %586 = load ptr, ptr %585, align 8, !tbaa !28
  %587 = icmp eq ptr %584, %586
  br i1 %587, label %622, label %588

588:                                              ; preds = %582, %617
  %589 = phi ptr [ %618, %617 ], [ %584, %582 ]
  %590 = getelementptr inbounds i8, ptr %589, i64 8
  %591 = load ptr, ptr %590, align 8, !tbaa !29
  %592 = icmp eq ptr %591, null
  br i1 %592, label %617, label %593

593:                                              ; preds = %588
  %594 = getelementptr inbounds i8, ptr %591, i64 8
  %595 = load atomic i64, ptr %594 acquire, align 8
  %596 = icmp eq i64 %595, 4294967297
  %597 = trunc i64 %595 to i32
  br i1 %596, label %598, label %606

598:                                              ; preds = %593
  store i32 0, ptr %594, align 8, !tbaa !31
  %599 = getelementptr inbounds i8, ptr %591, i64 12
  store i32 0, ptr %599, align 4, !tbaa !34
  %600 = load ptr, ptr %591, align 8, !tbaa !35
  %601 = getelementptr inbounds i8, ptr %600, i64 16
  %602 = load ptr, ptr %601, align 8
  call void %602(ptr noundef nonnull align 8 dereferenceable(16) %591) #26
  %603 = load ptr, ptr %591, align 8, !tbaa !35
  %604 = getelementptr inbounds i8, ptr %603, i64 24
  %605 = load ptr, ptr %604, align 8
  call void %605(ptr noundef nonnull align 8 dereferenceable(16) %591) #26
  br label %617

606:                                              ; preds = %593
  %607 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %608 = icmp eq i8 %607, 0
  br i1 %608, label %611, label %609

609:                                              ; preds = %606
  %610 = add nsw i32 %597, -1
  store i32 %610, ptr %594, align 4, !tbaa !38
  br label %613

611:                                              ; preds = %606
  %612 = atomicrmw volatile add ptr %594, i32 -1 acq_rel, align 4
  br label %613

613:                                              ; preds = %611, %609
  %614 = phi i32 [ %597, %609 ], [ %612, %611 ]
  %615 = icmp eq i32 %614, 1
  br i1 %615, label %616, label %617, !prof !39

616:                                              ; preds = %613
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %591) #26
  br label %617

617:                                              ; preds = %616, %613, %598, %588
  %618 = getelementptr inbounds i8, ptr %589, i64 16
  %619 = icmp eq ptr %618, %586
  br i1 %619, label %620, label %588, !llvm.loop !40

620:                                              ; preds = %617
  %621 = load ptr, ptr %583, align 8, !tbaa !26
  br label %622

622:                                              ; preds = %620, %582
  %623 = phi ptr [ %621, %620 ], [ %584, %582 ]
  %624 = icmp eq ptr %623, null
  br i1 %624, label %631, label %625

625:                                              ; preds = %622
  %626 = getelementptr inbounds i8, ptr %14, i64 24
  %627 = load ptr, ptr %626, align 8, !tbaa !41
  %628 = ptrtoint ptr %627 to i64
  %629 = ptrtoint ptr %623 to i64
  %630 = sub i64 %628, %629
  call void @_ZdlPvm(ptr noundef nonnull %623, i64 noundef %630) #30
  br label %631

631:                                              ; preds = %625, %622
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %14) #26
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %16) #26
  store ptr @.str.6, ptr %16, align 8, !tbaa !45, !alias.scope !92
  %632 = getelementptr inbounds i8, ptr %16, i64 8
  store ptr @.str.32, ptr %632, align 8, !tbaa !50, !alias.scope !92
  %633 = getelementptr inbounds i8, ptr %16, i64 16
  store i64 35, ptr %633, align 8, !tbaa !51, !alias.scope !92
  %634 = getelementptr inbounds i8, ptr %16, i64 24
  store i64 5, ptr %634, align 8, !tbaa !52, !alias.scope !92
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5), !noalias !95
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %3) #26, !noalias !98
  invoke void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 1 dereferenceable(1) %3, ptr noundef nonnull align 8 dereferenceable(32) %16)
          to label %635 unwind label %806

635:                                              ; preds = %631
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #26, !noalias !98
  invoke void @_ZN4sycl3_V16detail14SubmissionInfoC1Ev(ptr noundef nonnull align 8 dereferenceable(16) %4)
          to label %640 unwind label %636, !noalias !98

636:                                              ; preds = %635
  %637 = landingpad { ptr, i32 }
          cleanup
  br label %700

638:                                              ; preds = %640
  %639 = landingpad { ptr, i32 }
          cleanup
  br label %698

640:                                              ; preds = %635
  %641 = getelementptr inbounds i8, ptr %5, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %5, i8 0, i64 32, i1 false), !noalias !98
  %642 = invoke noalias noundef nonnull dereferenceable(32) ptr @_Znwm(i64 noundef 32) #28
          to label %643 unwind label %638, !noalias !98

643:                                              ; preds = %640
  %644 = getelementptr inbounds i8, ptr %5, i64 24
  store ptr %11, ptr %642, align 16, !noalias !95
  %645 = getelementptr inbounds i8, ptr %642, i64 8
  store ptr %13, ptr %645, align 8, !noalias !95
  %646 = getelementptr inbounds i8, ptr %642, i64 16
  store ptr %32, ptr %646, align 16, !noalias !95
  %647 = getelementptr inbounds i8, ptr %642, i64 24
  store ptr %10, ptr %647, align 8, !noalias !95
  store ptr %642, ptr %5, align 8, !tbaa !16, !noalias !98
  store ptr @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZL14brighten_imageRNS1_5queueER7PicturefEUlS3_E_E9_M_invokeERKSt9_Any_dataS3_, ptr %644, align 8, !tbaa !65, !noalias !98
  store ptr @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZL14brighten_imageRNS1_5queueER7PicturefEUlS3_E_E10_M_managerERSt9_Any_dataRKSB_St18_Manager_operation, ptr %641, align 8, !tbaa !25, !noalias !98
  %648 = invoke noundef nonnull align 8 dereferenceable(32) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 1 dereferenceable(1) %3)
          to label %649 unwind label %689, !noalias !98

649:                                              ; preds = %643
  %650 = load i8, ptr %3, align 1, !tbaa !67, !range !70, !noalias !98, !noundef !71
  %651 = trunc nuw i8 %650 to i1
  %652 = xor i1 %651, true
  invoke void @_ZN4sycl3_V15queue22submit_with_event_implESt8functionIFvRNS0_7handlerEEERKNS0_6detail14SubmissionInfoERKNS7_13code_locationEb(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %15, ptr noundef nonnull align 8 dereferenceable(16) %33, ptr noundef nonnull %5, ptr noundef nonnull align 8 dereferenceable(16) %4, ptr noundef nonnull align 8 dereferenceable(32) %648, i1 noundef zeroext %652)
          to label %653 unwind label %689

653:                                              ; preds = %649
  %654 = load ptr, ptr %641, align 8, !tbaa !25, !noalias !98
  %655 = icmp eq ptr %654, null
  br i1 %655, label %661, label %656

656:                                              ; preds = %653
  %657 = invoke noundef zeroext i1 %654(ptr noundef nonnull align 8 dereferenceable(16) %5, ptr noundef nonnull align 8 dereferenceable(16) %5, i32 noundef 3)
          to label %661 unwind label %658

658:                                              ; preds = %656
  %659 = landingpad { ptr, i32 }
          catch ptr null
  %660 = extractvalue { ptr, i32 } %659, 0
  call void @__clang_call_terminate(ptr %660) #29
  unreachable

661:                                              ; preds = %656, %653
  %662 = getelementptr inbounds i8, ptr %4, i64 8
  %663 = load ptr, ptr %662, align 8, !tbaa !29, !noalias !98
  %664 = icmp eq ptr %663, null
  br i1 %664, label %702, label %665

665:                                              ; preds = %661
  %666 = getelementptr inbounds i8, ptr %663, i64 8
  %667 = load atomic i64, ptr %666 acquire, align 8
  %668 = icmp eq i64 %667, 4294967297
  %669 = trunc i64 %667 to i32
  br i1 %668, label %670, label %678

670:                                              ; preds = %665
  store i32 0, ptr %666, align 8, !tbaa !31
  %671 = getelementptr inbounds i8, ptr %663, i64 12
  store i32 0, ptr %671, align 4, !tbaa !34
  %672 = load ptr, ptr %663, align 8, !tbaa !35
  %673 = getelementptr inbounds i8, ptr %672, i64 16
  %674 = load ptr, ptr %673, align 8
  call void %674(ptr noundef nonnull align 8 dereferenceable(16) %663) #26
  %675 = load ptr, ptr %663, align 8, !tbaa !35
  %676 = getelementptr inbounds i8, ptr %675, i64 24
  %677 = load ptr, ptr %676, align 8
  call void %677(ptr noundef nonnull align 8 dereferenceable(16) %663) #26
  br label %702

678:                                              ; preds = %665
  %679 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37, !noalias !98
  %680 = icmp eq i8 %679, 0
  br i1 %680, label %683, label %681

681:                                              ; preds = %678
  %682 = add nsw i32 %669, -1
  store i32 %682, ptr %666, align 4, !tbaa !38
  br label %685

683:                                              ; preds = %678
  %684 = atomicrmw volatile add ptr %666, i32 -1 acq_rel, align 4
  br label %685

685:                                              ; preds = %683, %681
  %686 = phi i32 [ %669, %681 ], [ %684, %683 ]
  %687 = icmp eq i32 %686, 1
  br i1 %687, label %688, label %702, !prof !39

688:                                              ; preds = %685
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %663) #26
  br label %702

689:                                              ; preds = %649, %643
  %690 = landingpad { ptr, i32 }
          cleanup
  %691 = load ptr, ptr %641, align 8, !tbaa !25, !noalias !98
  %692 = icmp eq ptr %691, null
  br i1 %692, label %698, label %693

693:                                              ; preds = %689
  %694 = invoke noundef zeroext i1 %691(ptr noundef nonnull align 8 dereferenceable(16) %5, ptr noundef nonnull align 8 dereferenceable(16) %5, i32 noundef 3)
          to label %698 unwind label %695

695:                                              ; preds = %693
  %696 = landingpad { ptr, i32 }
          catch ptr null
  %697 = extractvalue { ptr, i32 } %696, 0
  call void @__clang_call_terminate(ptr %697) #29
  unreachable

698:                                              ; preds = %693, %689, %638
  %699 = phi { ptr, i32 } [ %639, %638 ], [ %690, %689 ], [ %690, %693 ]
  call void @_ZN4sycl3_V16detail14SubmissionInfoD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %4) #26
  br label %700

700:                                              ; preds = %698, %636
  %701 = phi { ptr, i32 } [ %699, %698 ], [ %637, %636 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #26, !noalias !98
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %3) #26
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %3) #26, !noalias !98
  br label %808

702:                                              ; preds = %688, %685, %670, %661
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #26, !noalias !98
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %3) #26
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %3) #26, !noalias !98
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5), !noalias !95
  %703 = getelementptr inbounds i8, ptr %15, i64 8
  %704 = load ptr, ptr %703, align 8, !tbaa !29
  %705 = icmp eq ptr %704, null
  br i1 %705, label %730, label %706

706:                                              ; preds = %702
  %707 = getelementptr inbounds i8, ptr %704, i64 8
  %708 = load atomic i64, ptr %707 acquire, align 8
  %709 = icmp eq i64 %708, 4294967297
  %710 = trunc i64 %708 to i32
  br i1 %709, label %711, label %719

711:                                              ; preds = %706
  store i32 0, ptr %707, align 8, !tbaa !31
  %712 = getelementptr inbounds i8, ptr %704, i64 12
  store i32 0, ptr %712, align 4, !tbaa !34
  %713 = load ptr, ptr %704, align 8, !tbaa !35
  %714 = getelementptr inbounds i8, ptr %713, i64 16
  %715 = load ptr, ptr %714, align 8
  call void %715(ptr noundef nonnull align 8 dereferenceable(16) %704) #26
  %716 = load ptr, ptr %704, align 8, !tbaa !35
  %717 = getelementptr inbounds i8, ptr %716, i64 24
  %718 = load ptr, ptr %717, align 8
  call void %718(ptr noundef nonnull align 8 dereferenceable(16) %704) #26
  br label %730

719:                                              ; preds = %706
  %720 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %721 = icmp eq i8 %720, 0
  br i1 %721, label %724, label %722

722:                                              ; preds = %719
  %723 = add nsw i32 %710, -1
  store i32 %723, ptr %707, align 4, !tbaa !38
  br label %726

724:                                              ; preds = %719
  %725 = atomicrmw volatile add ptr %707, i32 -1 acq_rel, align 4
  br label %726

726:                                              ; preds = %724, %722
  %727 = phi i32 [ %710, %722 ], [ %725, %724 ]
  %728 = icmp eq i32 %727, 1
  br i1 %728, label %729, label %730, !prof !39

729:                                              ; preds = %726
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %704) #26
  br label %730

730:                                              ; preds = %729, %726, %711, %702
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %16) #26
  %731 = getelementptr inbounds i8, ptr %13, i64 8
  %732 = load ptr, ptr %731, align 8, !tbaa !29
  %733 = icmp eq ptr %732, null
  br i1 %733, label %758, label %734

734:                                              ; preds = %730
  %735 = getelementptr inbounds i8, ptr %732, i64 8
  %736 = load atomic i64, ptr %735 acquire, align 8
  %737 = icmp eq i64 %736, 4294967297
  %738 = trunc i64 %736 to i32
  br i1 %737, label %739, label %747

739:                                              ; preds = %734
  store i32 0, ptr %735, align 8, !tbaa !31
  %740 = getelementptr inbounds i8, ptr %732, i64 12
  store i32 0, ptr %740, align 4, !tbaa !34
  %741 = load ptr, ptr %732, align 8, !tbaa !35
  %742 = getelementptr inbounds i8, ptr %741, i64 16
  %743 = load ptr, ptr %742, align 8
  call void %743(ptr noundef nonnull align 8 dereferenceable(16) %732) #26
  %744 = load ptr, ptr %732, align 8, !tbaa !35
  %745 = getelementptr inbounds i8, ptr %744, i64 24
  %746 = load ptr, ptr %745, align 8
  call void %746(ptr noundef nonnull align 8 dereferenceable(16) %732) #26
  br label %758

747:                                              ; preds = %734
  %748 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %749 = icmp eq i8 %748, 0
  br i1 %749, label %752, label %750

750:                                              ; preds = %747
  %751 = add nsw i32 %738, -1
  store i32 %751, ptr %735, align 4, !tbaa !38
  br label %754

752:                                              ; preds = %747
  %753 = atomicrmw volatile add ptr %735, i32 -1 acq_rel, align 4
  br label %754

754:                                              ; preds = %752, %750
  %755 = phi i32 [ %738, %750 ], [ %753, %752 ]
  %756 = icmp eq i32 %755, 1
  br i1 %756, label %757, label %758, !prof !39

757:                                              ; preds = %754
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %732) #26
  br label %758

758:                                              ; preds = %757, %754, %739, %730
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %13) #26
  %759 = getelementptr inbounds i8, ptr %11, i64 8
  %760 = load ptr, ptr %759, align 8, !tbaa !29
  %761 = icmp eq ptr %760, null
  br i1 %761, label %786, label %762

762:                                              ; preds = %758
  %763 = getelementptr inbounds i8, ptr %760, i64 8
  %764 = load atomic i64, ptr %763 acquire, align 8
  %765 = icmp eq i64 %764, 4294967297
  %766 = trunc i64 %764 to i32
  br i1 %765, label %767, label %775

767:                                              ; preds = %762
  store i32 0, ptr %763, align 8, !tbaa !31
  %768 = getelementptr inbounds i8, ptr %760, i64 12
  store i32 0, ptr %768, align 4, !tbaa !34
  %769 = load ptr, ptr %760, align 8, !tbaa !35
  %770 = getelementptr inbounds i8, ptr %769, i64 16
  %771 = load ptr, ptr %770, align 8
  call void %771(ptr noundef nonnull align 8 dereferenceable(16) %760) #26
  %772 = load ptr, ptr %760, align 8, !tbaa !35
  %773 = getelementptr inbounds i8, ptr %772, i64 24
  %774 = load ptr, ptr %773, align 8
  call void %774(ptr noundef nonnull align 8 dereferenceable(16) %760) #26
  br label %786

775:                                              ; preds = %762
  %776 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %777 = icmp eq i8 %776, 0
  br i1 %777, label %780, label %778

778:                                              ; preds = %775
  %779 = add nsw i32 %766, -1
  store i32 %779, ptr %763, align 4, !tbaa !38
  br label %782

780:                                              ; preds = %775
  %781 = atomicrmw volatile add ptr %763, i32 -1 acq_rel, align 4
  br label %782

782:                                              ; preds = %780, %778
  %783 = phi i32 [ %766, %778 ], [ %781, %780 ]
  %784 = icmp eq i32 %783, 1
  br i1 %784, label %785, label %786, !prof !39

785:                                              ; preds = %782
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %760) #26
  br label %786

786:                                              ; preds = %785, %782, %767, %758
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %11) #26
  %787 = ptrtoint ptr %487 to i64
  %788 = ptrtoint ptr %486 to i64
  %789 = sub i64 %787, %788
  %790 = ashr exact i64 %789, 4
  %791 = icmp eq ptr %487, %486
  br i1 %791, label %828, label %792

792:                                              ; preds = %786
  %793 = call i64 @llvm.umax.i64(i64 %790, i64 1)
  br label %812

794:                                              ; preds = %824
  %795 = add nuw i64 %814, 1
  %796 = icmp uge i64 %795, %790
  %797 = icmp eq i64 %795, %793
  br i1 %797, label %830, label %812, !llvm.loop !101

798:                                              ; preds = %485
  %799 = landingpad { ptr, i32 }
          cleanup
  br label %800

800:                                              ; preds = %798, %509
  %801 = phi { ptr, i32 } [ %799, %798 ], [ %502, %509 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %12) #26
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12) #26
  br label %832

802:                                              ; preds = %559
  %803 = landingpad { ptr, i32 }
          cleanup
  br label %804

804:                                              ; preds = %802, %581
  %805 = phi { ptr, i32 } [ %803, %802 ], [ %574, %581 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %14) #26
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %14) #26
  br label %810

806:                                              ; preds = %631
  %807 = landingpad { ptr, i32 }
          cleanup
  br label %808

808:                                              ; preds = %806, %700
  %809 = phi { ptr, i32 } [ %807, %806 ], [ %701, %700 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %16) #26
  call void @_ZN4sycl3_V16detail11image_plainD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %13) #26
  br label %810

810:                                              ; preds = %808, %804
  %811 = phi { ptr, i32 } [ %809, %808 ], [ %805, %804 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %13) #26
  call void @_ZN4sycl3_V16detail11image_plainD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %11) #26
  br label %832

812:                                              ; preds = %794, %792
  %813 = phi i1 [ %796, %794 ], [ false, %792 ]
  %814 = phi i64 [ %795, %794 ], [ 0, %792 ]
  %815 = getelementptr inbounds %"class.sycl::_V1::vec", ptr %486, i64 %814
  %816 = load float, ptr %815, align 4, !tbaa !43
  %817 = load ptr, ptr %37, align 16, !tbaa !17
  %818 = getelementptr inbounds %"class.sycl::_V1::vec", ptr %817, i64 %814
  %819 = load float, ptr %818, align 4, !tbaa !43
  %820 = load float, ptr %10, align 4, !tbaa !43
  %821 = fneg float %819
  %822 = call float @llvm.fmuladd.f32(float %821, float %820, float %816)
  %823 = invoke noundef float @_ZN4sycl3_V111__fabs_implEf(float noundef %822)
          to label %824 unwind label %826

824:                                              ; preds = %812
  %825 = fcmp ogt float %823, 0x3EE4F8B580000000
  br i1 %825, label %830, label %794

826:                                              ; preds = %812
  %827 = landingpad { ptr, i32 }
          cleanup
  br label %839

828:                                              ; preds = %786
  %829 = icmp eq ptr %486, null
  br i1 %829, label %842, label %830

830:                                              ; preds = %824, %794, %828
  %831 = phi i1 [ true, %828 ], [ %813, %824 ], [ %796, %794 ]
  call void @_ZdlPvm(ptr noundef nonnull %486, i64 noundef %789) #30
  br label %842

832:                                              ; preds = %810, %800
  %833 = phi { ptr, i32 } [ %811, %810 ], [ %801, %800 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %11) #26
  %834 = icmp eq ptr %486, null
  br i1 %834, label %898, label %835

835:                                              ; preds = %832
  %836 = ptrtoint ptr %487 to i64
  %837 = ptrtoint ptr %486 to i64
  %838 = sub i64 %836, %837
  br label %839

839:                                              ; preds = %835, %826
  %840 = phi i64 [ %838, %835 ], [ %789, %826 ]
  %841 = phi { ptr, i32 } [ %833, %835 ], [ %827, %826 ]
  call void @_ZdlPvm(ptr noundef nonnull %486, i64 noundef %840) #30
  br label %898

842:                                              ; preds = %830, %828
  %843 = phi i1 [ true, %828 ], [ %831, %830 ]
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %10)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %15)
  %844 = and i1 %438, %843
  br label %855

845:                                              ; preds = %57, %55
  %846 = landingpad { ptr, i32 }
          cleanup
  br label %902

847:                                              ; preds = %477, %481, %167
  %848 = landingpad { ptr, i32 }
          cleanup
  br label %898

849:                                              ; preds = %437
  %850 = landingpad { ptr, i32 }
          cleanup
  br label %853

851:                                              ; preds = %439
  %852 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16deviceD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %35) #26
  br label %853

853:                                              ; preds = %851, %849
  %854 = phi { ptr, i32 } [ %852, %851 ], [ %850, %849 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %35) #26
  br label %898

855:                                              ; preds = %842, %469
  %856 = phi i1 [ %844, %842 ], [ %438, %469 ]
  %857 = select i1 %856, ptr @.str.1, ptr @.str.2
  %858 = call i32 @puts(ptr nonnull dereferenceable(1) %857)
  %859 = getelementptr inbounds i8, ptr %33, i64 8
  %860 = load ptr, ptr %859, align 8, !tbaa !29
  %861 = icmp eq ptr %860, null
  br i1 %861, label %886, label %862

862:                                              ; preds = %855
  %863 = getelementptr inbounds i8, ptr %860, i64 8
  %864 = load atomic i64, ptr %863 acquire, align 8
  %865 = icmp eq i64 %864, 4294967297
  %866 = trunc i64 %864 to i32
  br i1 %865, label %867, label %875

867:                                              ; preds = %862
  store i32 0, ptr %863, align 8, !tbaa !31
  %868 = getelementptr inbounds i8, ptr %860, i64 12
  store i32 0, ptr %868, align 4, !tbaa !34
  %869 = load ptr, ptr %860, align 8, !tbaa !35
  %870 = getelementptr inbounds i8, ptr %869, i64 16
  %871 = load ptr, ptr %870, align 8
  call void %871(ptr noundef nonnull align 8 dereferenceable(16) %860) #26
  %872 = load ptr, ptr %860, align 8, !tbaa !35
  %873 = getelementptr inbounds i8, ptr %872, i64 24
  %874 = load ptr, ptr %873, align 8
  call void %874(ptr noundef nonnull align 8 dereferenceable(16) %860) #26
  br label %886

875:                                              ; preds = %862
  %876 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %877 = icmp eq i8 %876, 0
  br i1 %877, label %880, label %878

878:                                              ; preds = %875
  %879 = add nsw i32 %866, -1
  store i32 %879, ptr %863, align 4, !tbaa !38
  br label %882

880:                                              ; preds = %875
  %881 = atomicrmw volatile add ptr %863, i32 -1 acq_rel, align 4
  br label %882

882:                                              ; preds = %880, %878
  %883 = phi i32 [ %866, %878 ], [ %881, %880 ]
  %884 = icmp eq i32 %883, 1
  br i1 %884, label %885, label %886, !prof !39

885:                                              ; preds = %882
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %860) #26
  br label %886

886:                                              ; preds = %855, %867, %882, %885
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %33) #26
  %887 = load ptr, ptr %37, align 16, !tbaa !17
  %888 = icmp eq ptr %887, null
  br i1 %888, label %895, label %889

889:                                              ; preds = %886
  %890 = getelementptr inbounds i8, ptr %32, i64 32
  %891 = load ptr, ptr %890, align 16, !tbaa !19
  %892 = ptrtoint ptr %891 to i64
  %893 = ptrtoint ptr %887 to i64
  %894 = sub i64 %892, %893
  call void @_ZdlPvm(ptr noundef nonnull %887, i64 noundef %894) #30
  br label %895

895:                                              ; preds = %886, %889
  %896 = xor i1 %856, true
  %897 = zext i1 %896 to i32
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %32) #26
  ret i32 %897

898:                                              ; preds = %435, %832, %839, %847, %853
  %899 = phi { ptr, i32 } [ %854, %853 ], [ %436, %435 ], [ %848, %847 ], [ %833, %832 ], [ %841, %839 ]
  call void @_ZN4sycl3_V15queueD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %33) #26
  br label %900

900:                                              ; preds = %898, %107
  %901 = phi { ptr, i32 } [ %899, %898 ], [ %99, %107 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %33) #26
  br label %902

902:                                              ; preds = %900, %845
  %903 = phi { ptr, i32 } [ %901, %900 ], [ %846, %845 ]
  %904 = load ptr, ptr %37, align 16, !tbaa !17
  %905 = icmp eq ptr %904, null
  br i1 %905, label %912, label %906

906:                                              ; preds = %902
  %907 = getelementptr inbounds i8, ptr %32, i64 32
  %908 = load ptr, ptr %907, align 16, !tbaa !19
  %909 = ptrtoint ptr %908 to i64
  %910 = ptrtoint ptr %904 to i64
  %911 = sub i64 %909, %910
  call void @_ZdlPvm(ptr noundef nonnull %904, i64 noundef %911) #30
  br label %912

912:                                              ; preds = %902, %906
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %32) #26
  resume { ptr, i32 } %903
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtoul(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #2

declare i32 @__gxx_personality_v0(...)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare void @_ZNK4sycl3_V15queue10get_deviceEv(ptr dead_on_unwind writable sret(%"class.sycl::_V1::device") align 8, ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #3

declare noundef zeroext i1 @_ZNK4sycl3_V16device3hasENS0_6aspectE(ptr noundef nonnull align 8 dereferenceable(16), i32 noundef) local_unnamed_addr #3

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16deviceD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !29
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !31
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !34
  %12 = load ptr, ptr %3, align 8, !tbaa !35
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  %15 = load ptr, ptr %3, align 8, !tbaa !35
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !38
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !39

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V15queueD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !29
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !31
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !34
  %12 = load ptr, ptr %3, align 8, !tbaa !35
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  %15 = load ptr, ptr %3, align 8, !tbaa !35
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !38
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !39

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) local_unnamed_addr #6 comdat {
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #26
  tail call void @_ZSt9terminatev() #29
  unreachable
}

declare void @_ZSt9terminatev() local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #7

; Function Attrs: noreturn
declare void @_ZSt20__throw_length_errorPKc(ptr noundef) local_unnamed_addr #8

; Function Attrs: noreturn
declare void @_ZSt28__throw_bad_array_new_lengthv() local_unnamed_addr #8

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znwm(i64 noundef) local_unnamed_addr #9

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) local_unnamed_addr #10

declare noundef i32 @_ZN4sycl3_V118default_selector_vERKNS0_6deviceE(ptr noundef nonnull align 8 dereferenceable(16)) #3

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19defaultAsyncHandlerENS0_14exception_listE(ptr noundef %0) #11 comdat personality ptr @__gxx_personality_v0 {
  %2 = alloca %"class.std::__exception_ptr::exception_ptr", align 8
  %3 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef nonnull @.str.4, i64 noundef 40)
  %4 = tail call ptr @_ZNK4sycl3_V114exception_list5beginEv(ptr noundef nonnull align 8 dereferenceable(24) %0)
  %5 = tail call ptr @_ZNK4sycl3_V114exception_list3endEv(ptr noundef nonnull align 8 dereferenceable(24) %0)
  %6 = icmp eq ptr %4, %5
  br i1 %6, label %7, label %9

7:                                                ; preds = %46, %1
  %8 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZSt4endlIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr)
  call void @_ZSt9terminatev() #29
  unreachable

9:                                                ; preds = %1, %46
  %10 = phi ptr [ %47, %46 ], [ %4, %1 ]
  %11 = load ptr, ptr %10, align 8, !tbaa !102
  %12 = icmp eq ptr %11, null
  br i1 %12, label %46, label %13

13:                                               ; preds = %9
  store ptr %11, ptr %2, align 8, !tbaa !102
  call void @_ZNSt15__exception_ptr13exception_ptr9_M_addrefEv(ptr noundef nonnull align 8 dereferenceable(8) %2) #26
  invoke void @_ZSt17rethrow_exceptionNSt15__exception_ptr13exception_ptrE(ptr noundef nonnull %2) #27
          to label %14 unwind label %15

14:                                               ; preds = %13
  unreachable

15:                                               ; preds = %13
  %16 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt9exception
  %17 = extractvalue { ptr, i32 } %16, 1
  %18 = load ptr, ptr %2, align 8, !tbaa !102
  %19 = icmp eq ptr %18, null
  br i1 %19, label %21, label %20

20:                                               ; preds = %15
  call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %2) #26
  br label %21

21:                                               ; preds = %15, %20
  %22 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #26
  %23 = icmp eq i32 %17, %22
  br i1 %23, label %24, label %51

24:                                               ; preds = %21
  %25 = extractvalue { ptr, i32 } %16, 0
  %26 = call ptr @__cxa_begin_catch(ptr %25) #26
  %27 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef nonnull @.str.5, i64 noundef 2)
          to label %28 unwind label %49

28:                                               ; preds = %24
  %29 = load ptr, ptr %26, align 8, !tbaa !35
  %30 = getelementptr inbounds i8, ptr %29, i64 16
  %31 = load ptr, ptr %30, align 8
  %32 = call noundef ptr %31(ptr noundef nonnull align 8 dereferenceable(8) %26) #26
  %33 = icmp eq ptr %32, null
  br i1 %33, label %34, label %42

34:                                               ; preds = %28
  %35 = load ptr, ptr @_ZSt4cerr, align 8, !tbaa !35
  %36 = getelementptr i8, ptr %35, i64 -24
  %37 = load i64, ptr %36, align 8
  %38 = getelementptr inbounds i8, ptr @_ZSt4cerr, i64 %37
  %39 = getelementptr inbounds i8, ptr %38, i64 32
  %40 = load i32, ptr %39, align 8, !tbaa !104
  %41 = or i32 %40, 1
  invoke void @_ZNSt9basic_iosIcSt11char_traitsIcEE5clearESt12_Ios_Iostate(ptr noundef nonnull align 8 dereferenceable(264) %38, i32 noundef %41)
          to label %45 unwind label %49

42:                                               ; preds = %28
  %43 = call noundef i64 @strlen(ptr noundef nonnull dereferenceable(1) %32) #26
  %44 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef nonnull %32, i64 noundef %43)
          to label %45 unwind label %49

45:                                               ; preds = %34, %42
  call void @__cxa_end_catch()
  br label %46

46:                                               ; preds = %9, %45
  %47 = getelementptr inbounds i8, ptr %10, i64 8
  %48 = icmp eq ptr %47, %5
  br i1 %48, label %7, label %9

49:                                               ; preds = %42, %34, %24
  %50 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %51 unwind label %53

51:                                               ; preds = %21, %49
  %52 = phi { ptr, i32 } [ %50, %49 ], [ %16, %21 ]
  resume { ptr, i32 } %52

53:                                               ; preds = %49
  %54 = landingpad { ptr, i32 }
          catch ptr null
  %55 = extractvalue { ptr, i32 } %54, 0
  call void @__clang_call_terminate(ptr %55) #29
  unreachable
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V15queueC2IFiRKNS0_6deviceEEvEERKT_RKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull %1, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(32) %3) unnamed_addr #12 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.sycl::_V1::device", align 8
  %6 = alloca %"class.std::function.20", align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #26
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #26
  %7 = getelementptr inbounds i8, ptr %6, i64 16
  %8 = getelementptr inbounds i8, ptr %6, i64 24
  %9 = getelementptr inbounds i8, ptr %6, i64 8
  store i64 0, ptr %9, align 8
  store ptr %1, ptr %6, align 8, !tbaa !16
  store ptr @_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E9_M_invokeERKSt9_Any_dataS4_, ptr %8, align 8, !tbaa !110
  store ptr @_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E10_M_managerERSt9_Any_dataRKS8_St18_Manager_operation, ptr %7, align 8, !tbaa !25
  invoke void @_ZN4sycl3_V16detail13select_deviceERKSt8functionIFiRKNS0_6deviceEEE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::device") align 8 %5, ptr noundef nonnull align 8 dereferenceable(32) %6)
          to label %10 unwind label %48

10:                                               ; preds = %4
  invoke void @_ZN4sycl3_V15queueC2ERKNS0_6deviceERKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %5, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(32) %3)
          to label %11 unwind label %50

11:                                               ; preds = %10
  %12 = getelementptr inbounds i8, ptr %5, i64 8
  %13 = load ptr, ptr %12, align 8, !tbaa !29
  %14 = icmp eq ptr %13, null
  br i1 %14, label %39, label %15

15:                                               ; preds = %11
  %16 = getelementptr inbounds i8, ptr %13, i64 8
  %17 = load atomic i64, ptr %16 acquire, align 8
  %18 = icmp eq i64 %17, 4294967297
  %19 = trunc i64 %17 to i32
  br i1 %18, label %20, label %28

20:                                               ; preds = %15
  store i32 0, ptr %16, align 8, !tbaa !31
  %21 = getelementptr inbounds i8, ptr %13, i64 12
  store i32 0, ptr %21, align 4, !tbaa !34
  %22 = load ptr, ptr %13, align 8, !tbaa !35
  %23 = getelementptr inbounds i8, ptr %22, i64 16
  %24 = load ptr, ptr %23, align 8
  call void %24(ptr noundef nonnull align 8 dereferenceable(16) %13) #26
  %25 = load ptr, ptr %13, align 8, !tbaa !35
  %26 = getelementptr inbounds i8, ptr %25, i64 24
  %27 = load ptr, ptr %26, align 8
  call void %27(ptr noundef nonnull align 8 dereferenceable(16) %13) #26
  br label %39

28:                                               ; preds = %15
  %29 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %30 = icmp eq i8 %29, 0
  br i1 %30, label %33, label %31

31:                                               ; preds = %28
  %32 = add nsw i32 %19, -1
  store i32 %32, ptr %16, align 4, !tbaa !38
  br label %35

33:                                               ; preds = %28
  %34 = atomicrmw volatile add ptr %16, i32 -1 acq_rel, align 4
  br label %35

35:                                               ; preds = %33, %31
  %36 = phi i32 [ %19, %31 ], [ %34, %33 ]
  %37 = icmp eq i32 %36, 1
  br i1 %37, label %38, label %39, !prof !39

38:                                               ; preds = %35
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %13) #26
  br label %39

39:                                               ; preds = %11, %20, %35, %38
  %40 = load ptr, ptr %7, align 8, !tbaa !25
  %41 = icmp eq ptr %40, null
  br i1 %41, label %47, label %42

42:                                               ; preds = %39
  %43 = invoke noundef zeroext i1 %40(ptr noundef nonnull align 8 dereferenceable(16) %6, ptr noundef nonnull align 8 dereferenceable(16) %6, i32 noundef 3)
          to label %47 unwind label %44

44:                                               ; preds = %42
  %45 = landingpad { ptr, i32 }
          catch ptr null
  %46 = extractvalue { ptr, i32 } %45, 0
  call void @__clang_call_terminate(ptr %46) #29
  unreachable

47:                                               ; preds = %39, %42
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #26
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #26
  ret void

48:                                               ; preds = %4
  %49 = landingpad { ptr, i32 }
          cleanup
  br label %52

50:                                               ; preds = %10
  %51 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16deviceD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %5) #26
  br label %52

52:                                               ; preds = %50, %48
  %53 = phi { ptr, i32 } [ %51, %50 ], [ %49, %48 ]
  %54 = load ptr, ptr %7, align 8, !tbaa !25
  %55 = icmp eq ptr %54, null
  br i1 %55, label %61, label %56

56:                                               ; preds = %52
  %57 = invoke noundef zeroext i1 %54(ptr noundef nonnull align 8 dereferenceable(16) %6, ptr noundef nonnull align 8 dereferenceable(16) %6, i32 noundef 3)
          to label %61 unwind label %58

58:                                               ; preds = %56
  %59 = landingpad { ptr, i32 }
          catch ptr null
  %60 = extractvalue { ptr, i32 } %59, 0
  call void @__clang_call_terminate(ptr %60) #29
  unreachable

61:                                               ; preds = %52, %56
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #26
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #26
  resume { ptr, i32 } %53
}

; Function Attrs: inlinehint mustprogress uwtable
declare noundef nonnull align 8 dereferenceable(8) ptr @_ZStlsISt11char_traitsIcEERSt13basic_ostreamIcT_ES5_PKc(ptr noundef nonnull align 8 dereferenceable(8), ptr noundef) local_unnamed_addr #11

declare ptr @_ZNK4sycl3_V114exception_list5beginEv(ptr noundef nonnull align 8 dereferenceable(24)) local_unnamed_addr #3

declare ptr @_ZNK4sycl3_V114exception_list3endEv(ptr noundef nonnull align 8 dereferenceable(24)) local_unnamed_addr #3

; Function Attrs: noreturn
declare void @_ZSt17rethrow_exceptionNSt15__exception_ptr13exception_ptrE(ptr noundef) local_unnamed_addr #8

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #13

; Function Attrs: inlinehint mustprogress uwtable
declare noundef nonnull align 8 dereferenceable(8) ptr @_ZSt4endlIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_(ptr noundef nonnull align 8 dereferenceable(8)) local_unnamed_addr #11

declare noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8), ptr noundef, i64 noundef) local_unnamed_addr #3

declare void @_ZNSt9basic_iosIcSt11char_traitsIcEE5clearESt12_Ios_Iostate(ptr noundef nonnull align 8 dereferenceable(264), i32 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture noundef) local_unnamed_addr #14

; Function Attrs: nounwind
declare void @_ZNSt15__exception_ptr13exception_ptr9_M_addrefEv(ptr noundef nonnull align 8 dereferenceable(8)) local_unnamed_addr #15

; Function Attrs: nounwind
declare void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8)) local_unnamed_addr #15

declare noundef nonnull align 8 dereferenceable(8) ptr @_ZNSo3putEc(ptr noundef nonnull align 8 dereferenceable(8), i8 noundef signext) local_unnamed_addr #3

declare noundef nonnull align 8 dereferenceable(8) ptr @_ZNSo5flushEv(ptr noundef nonnull align 8 dereferenceable(8)) local_unnamed_addr #3

; Function Attrs: noreturn
declare void @_ZSt16__throw_bad_castv() local_unnamed_addr #8

declare void @_ZNKSt5ctypeIcE13_M_widen_initEv(ptr noundef nonnull align 8 dereferenceable(570)) local_unnamed_addr #3

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E9_M_invokeERKSt9_Any_dataOS2_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(24) %1) #12 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.sycl::_V1::exception_list", align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3)
  %4 = load ptr, ptr %0, align 8, !tbaa !16
  %5 = load <2 x ptr>, ptr %1, align 8, !tbaa !16
  store <2 x ptr> %5, ptr %3, align 16, !tbaa !16
  %6 = getelementptr inbounds i8, ptr %3, i64 16
  %7 = getelementptr inbounds i8, ptr %1, i64 16
  %8 = load ptr, ptr %7, align 8, !tbaa !112
  store ptr %8, ptr %6, align 16, !tbaa !112
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %1, i8 0, i64 24, i1 false)
  invoke void %4(ptr noundef nonnull %3)
          to label %9 unwind label %32

9:                                                ; preds = %2
  %10 = getelementptr inbounds i8, ptr %3, i64 8
  %11 = load ptr, ptr %3, align 16, !tbaa !114
  %12 = load ptr, ptr %10, align 8, !tbaa !115
  %13 = icmp eq ptr %11, %12
  br i1 %13, label %24, label %14

14:                                               ; preds = %9, %19
  %15 = phi ptr [ %20, %19 ], [ %11, %9 ]
  %16 = load ptr, ptr %15, align 8, !tbaa !102
  %17 = icmp eq ptr %16, null
  br i1 %17, label %19, label %18

18:                                               ; preds = %14
  call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %15) #26
  br label %19

19:                                               ; preds = %18, %14
  %20 = getelementptr inbounds i8, ptr %15, i64 8
  %21 = icmp eq ptr %20, %12
  br i1 %21, label %22, label %14, !llvm.loop !116

22:                                               ; preds = %19
  %23 = load ptr, ptr %3, align 16, !tbaa !114
  br label %24

24:                                               ; preds = %22, %9
  %25 = phi ptr [ %23, %22 ], [ %11, %9 ]
  %26 = icmp eq ptr %25, null
  br i1 %26, label %34, label %27

27:                                               ; preds = %24
  %28 = load ptr, ptr %6, align 16, !tbaa !112
  %29 = ptrtoint ptr %28 to i64
  %30 = ptrtoint ptr %25 to i64
  %31 = sub i64 %29, %30
  call void @_ZdlPvm(ptr noundef nonnull %25, i64 noundef %31) #30
  br label %34

32:                                               ; preds = %2
  %33 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V114exception_listD2Ev(ptr noundef nonnull align 8 dereferenceable(24) %3) #26
  resume { ptr, i32 } %33

34:                                               ; preds = %24, %27
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3)
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef zeroext i1 @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E10_M_managerERSt9_Any_dataRKS6_St18_Manager_operation(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1, i32 noundef %2) #12 comdat align 2 personality ptr @__gxx_personality_v0 {
  switch i32 %2, label %9 [
    i32 0, label %7
    i32 1, label %4
    i32 2, label %5
  ]

4:                                                ; preds = %3
  br label %7

5:                                                ; preds = %3
  %6 = load ptr, ptr %1, align 8, !tbaa !16
  br label %7

7:                                                ; preds = %3, %4, %5
  %8 = phi ptr [ %6, %5 ], [ %1, %4 ], [ @_ZTIPFvN4sycl3_V114exception_listEE, %3 ]
  store ptr %8, ptr %0, align 8, !tbaa !16
  br label %9

9:                                                ; preds = %7, %3
  ret i1 false
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V114exception_listD2Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = load ptr, ptr %0, align 8, !tbaa !114
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !115
  %5 = icmp eq ptr %2, %4
  br i1 %5, label %16, label %6

6:                                                ; preds = %1, %11
  %7 = phi ptr [ %12, %11 ], [ %2, %1 ]
  %8 = load ptr, ptr %7, align 8, !tbaa !102
  %9 = icmp eq ptr %8, null
  br i1 %9, label %11, label %10

10:                                               ; preds = %6
  tail call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %7) #26
  br label %11

11:                                               ; preds = %10, %6
  %12 = getelementptr inbounds i8, ptr %7, i64 8
  %13 = icmp eq ptr %12, %4
  br i1 %13, label %14, label %6, !llvm.loop !116

14:                                               ; preds = %11
  %15 = load ptr, ptr %0, align 8, !tbaa !114
  br label %16

16:                                               ; preds = %14, %1
  %17 = phi ptr [ %15, %14 ], [ %2, %1 ]
  %18 = icmp eq ptr %17, null
  br i1 %18, label %25, label %19

19:                                               ; preds = %16
  %20 = getelementptr inbounds i8, ptr %0, i64 16
  %21 = load ptr, ptr %20, align 8, !tbaa !112
  %22 = ptrtoint ptr %21 to i64
  %23 = ptrtoint ptr %17 to i64
  %24 = sub i64 %22, %23
  tail call void @_ZdlPvm(ptr noundef nonnull %17, i64 noundef %24) #30
  br label %25

25:                                               ; preds = %16, %19
  ret void
}

declare void @_ZN4sycl3_V16detail13select_deviceERKSt8functionIFiRKNS0_6deviceEEE(ptr dead_on_unwind writable sret(%"class.sycl::_V1::device") align 8, ptr noundef nonnull align 8 dereferenceable(32)) local_unnamed_addr #3

declare void @_ZN4sycl3_V15queueC2ERKNS0_6deviceERKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(32), ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #3

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef i32 @_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E9_M_invokeERKSt9_Any_dataS4_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1) #12 comdat align 2 {
  %3 = load ptr, ptr %0, align 8, !tbaa !16
  %4 = tail call noundef i32 %3(ptr noundef nonnull align 8 dereferenceable(16) %1)
  ret i32 %4
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef zeroext i1 @_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E10_M_managerERSt9_Any_dataRKS8_St18_Manager_operation(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1, i32 noundef %2) #12 comdat align 2 personality ptr @__gxx_personality_v0 {
  switch i32 %2, label %9 [
    i32 0, label %7
    i32 1, label %4
    i32 2, label %5
  ]

4:                                                ; preds = %3
  br label %7

5:                                                ; preds = %3
  %6 = load ptr, ptr %1, align 8, !tbaa !16
  br label %7

7:                                                ; preds = %3, %4, %5
  %8 = phi ptr [ %6, %5 ], [ %1, %4 ], [ @_ZTIPFiRKN4sycl3_V16deviceEE, %3 ]
  store ptr %8, ptr %0, align 8, !tbaa !16
  br label %9

9:                                                ; preds = %7, %3
  ret i1 false
}

; Function Attrs: mustprogress noinline nounwind uwtable
define linkonce_odr dso_local void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %0) local_unnamed_addr #16 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = load ptr, ptr %0, align 8, !tbaa !35
  %3 = getelementptr inbounds i8, ptr %2, i64 16
  %4 = load ptr, ptr %3, align 8
  tail call void %4(ptr noundef nonnull align 8 dereferenceable(16) %0) #26
  %5 = getelementptr inbounds i8, ptr %0, i64 12
  %6 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %7 = icmp eq i8 %6, 0
  br i1 %7, label %11, label %8

8:                                                ; preds = %1
  %9 = load i32, ptr %5, align 4, !tbaa !38
  %10 = add nsw i32 %9, -1
  store i32 %10, ptr %5, align 4, !tbaa !38
  br label %13

11:                                               ; preds = %1
  %12 = atomicrmw volatile add ptr %5, i32 -1 acq_rel, align 4
  br label %13

13:                                               ; preds = %11, %8
  %14 = phi i32 [ %9, %8 ], [ %12, %11 ]
  %15 = icmp eq i32 %14, 1
  br i1 %15, label %16, label %20

16:                                               ; preds = %13
  %17 = load ptr, ptr %0, align 8, !tbaa !35
  %18 = getelementptr inbounds i8, ptr %17, i64 24
  %19 = load ptr, ptr %18, align 8
  tail call void %19(ptr noundef nonnull align 8 dereferenceable(16) %0) #26
  br label %20

20:                                               ; preds = %13, %16
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16bufferINS0_3vecIfLi4EEELi1ENS0_6detail17aligned_allocatorIS3_EEvEC2IS3_EEPKNSt9enable_ifIXaasr3stdE9is_same_vIS3_T_EntL_ZSt10is_const_vIS3_EEES3_E4typeERKNS0_5rangeILi1EEERKNS0_13property_listENS4_13code_locationE(ptr noundef nonnull align 8 dereferenceable(33) %0, ptr noundef %1, ptr noundef nonnull align 8 dereferenceable(8) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #12 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.std::unique_ptr", align 8
  %7 = alloca %"struct.std::array.52", align 8
  %8 = load i64, ptr %2, align 8, !tbaa !42
  %9 = shl i64 %8, 4
  %10 = tail call noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #28, !noalias !117
  store ptr getelementptr inbounds inrange(-16, 56) (i8, ptr @_ZTVN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorINS0_3vecIfLi4EEEEES5_EE, i64 16), ptr %10, align 8, !tbaa !35, !noalias !117
  %11 = getelementptr inbounds i8, ptr %10, i64 8
  store i64 128, ptr %11, align 8, !tbaa !120, !noalias !117
  %12 = getelementptr inbounds i8, ptr %10, i64 16
  store i64 16, ptr %12, align 8, !tbaa !122, !noalias !117
  store ptr %10, ptr %6, align 8, !tbaa !84
  invoke void @_ZN4sycl3_V16detail12buffer_plainC2EPKvmmRKNS0_13property_listESt10unique_ptrINS1_19SYCLMemObjAllocatorESt14default_deleteIS9_EE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef %1, i64 noundef %9, i64 noundef 16, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef nonnull %6)
          to label %13 unwind label %28

13:                                               ; preds = %5
  %14 = load ptr, ptr %6, align 8, !tbaa !16
  %15 = icmp eq ptr %14, null
  br i1 %15, label %20, label %16

16:                                               ; preds = %13
  %17 = load ptr, ptr %14, align 8, !tbaa !35
  %18 = getelementptr inbounds i8, ptr %17, i64 16
  %19 = load ptr, ptr %18, align 8
  call void %19(ptr noundef nonnull align 8 dereferenceable(8) %14) #26
  br label %20

20:                                               ; preds = %13, %16
  store ptr null, ptr %6, align 8, !tbaa !16
  %21 = getelementptr inbounds i8, ptr %0, i64 16
  %22 = load i64, ptr %2, align 8
  store i64 %22, ptr %21, align 8
  %23 = getelementptr inbounds i8, ptr %0, i64 24
  store i64 0, ptr %23, align 8, !tbaa !124
  %24 = getelementptr inbounds i8, ptr %0, i64 32
  store i8 0, ptr %24, align 8, !tbaa !131
  %25 = load ptr, ptr %0, align 8, !tbaa !132
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7) #26
  store i64 %22, ptr %7, align 8, !tbaa !42, !alias.scope !133
  %26 = getelementptr inbounds i8, ptr %7, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %26, i8 0, i64 16, i1 false), !alias.scope !133
  invoke void @_ZN4sycl3_V16detail12buffer_plain23constructorNotificationERKNS1_13code_locationEPvPKvS8_jjPm(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(32) %4, ptr noundef %25, ptr noundef %1, ptr noundef nonnull @_ZTSN4sycl3_V13vecIfLi4EEE, i32 noundef 1, i32 noundef 16, ptr noundef nonnull %7)
          to label %27 unwind label %36

27:                                               ; preds = %20
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #26
  ret void

28:                                               ; preds = %5
  %29 = landingpad { ptr, i32 }
          cleanup
  %30 = load ptr, ptr %6, align 8, !tbaa !16
  %31 = icmp eq ptr %30, null
  br i1 %31, label %38, label %32

32:                                               ; preds = %28
  %33 = load ptr, ptr %30, align 8, !tbaa !35
  %34 = getelementptr inbounds i8, ptr %33, i64 16
  %35 = load ptr, ptr %34, align 8
  call void %35(ptr noundef nonnull align 8 dereferenceable(8) %30) #26
  br label %38

36:                                               ; preds = %20
  %37 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #26
  call void @_ZN4sycl3_V16detail12buffer_plainD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #26
  br label %38

38:                                               ; preds = %28, %32, %36
  %39 = phi { ptr, i32 } [ %37, %36 ], [ %29, %32 ], [ %29, %28 ]
  resume { ptr, i32 } %39
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi1EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(33) %0, ptr noundef %1, ptr noundef nonnull align 8 dereferenceable(8) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #12 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.std::unique_ptr", align 8
  %7 = alloca %"struct.std::array.52", align 8
  %8 = load i64, ptr %2, align 8, !tbaa !42
  %9 = shl i64 %8, 2
  %10 = tail call noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #28, !noalias !136
  store ptr getelementptr inbounds inrange(-16, 56) (i8, ptr @_ZTVN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE, i64 16), ptr %10, align 8, !tbaa !35, !noalias !136
  %11 = getelementptr inbounds i8, ptr %10, i64 8
  store i64 128, ptr %11, align 8, !tbaa !139, !noalias !136
  %12 = getelementptr inbounds i8, ptr %10, i64 16
  store i64 4, ptr %12, align 8, !tbaa !141, !noalias !136
  store ptr %10, ptr %6, align 8, !tbaa !84
  invoke void @_ZN4sycl3_V16detail12buffer_plainC2EPvmmRKNS0_13property_listESt10unique_ptrINS1_19SYCLMemObjAllocatorESt14default_deleteIS8_EE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef %1, i64 noundef %9, i64 noundef 4, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef nonnull %6)
          to label %13 unwind label %33

13:                                               ; preds = %5
  %14 = load ptr, ptr %6, align 8, !tbaa !16
  %15 = icmp eq ptr %14, null
  br i1 %15, label %20, label %16

16:                                               ; preds = %13
  %17 = load ptr, ptr %14, align 8, !tbaa !35
  %18 = getelementptr inbounds i8, ptr %17, i64 16
  %19 = load ptr, ptr %18, align 8
  call void %19(ptr noundef nonnull align 8 dereferenceable(8) %14) #26
  br label %20

20:                                               ; preds = %13, %16
  store ptr null, ptr %6, align 8, !tbaa !16
  %21 = getelementptr inbounds i8, ptr %0, i64 16
  %22 = load i64, ptr %2, align 8
  store i64 %22, ptr %21, align 8
  %23 = getelementptr inbounds i8, ptr %0, i64 24
  store i64 0, ptr %23, align 8, !tbaa !143
  %24 = getelementptr inbounds i8, ptr %0, i64 32
  store i8 0, ptr %24, align 8, !tbaa !145
  %25 = load ptr, ptr %0, align 8, !tbaa !132
  %26 = load ptr, ptr getelementptr inbounds (i8, ptr @_ZTIf, i64 8), align 8, !tbaa !146
  %27 = load i8, ptr %26, align 1, !tbaa !37
  %28 = icmp eq i8 %27, 42
  %29 = zext i1 %28 to i64
  %30 = getelementptr inbounds i8, ptr %26, i64 %29
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7) #26
  store i64 %22, ptr %7, align 8, !tbaa !42, !alias.scope !148
  %31 = getelementptr inbounds i8, ptr %7, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %31, i8 0, i64 16, i1 false), !alias.scope !148
  invoke void @_ZN4sycl3_V16detail12buffer_plain23constructorNotificationERKNS1_13code_locationEPvPKvS8_jjPm(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(32) %4, ptr noundef %25, ptr noundef %1, ptr noundef nonnull %30, i32 noundef 1, i32 noundef 4, ptr noundef nonnull %7)
          to label %32 unwind label %41

32:                                               ; preds = %20
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #26
  ret void

33:                                               ; preds = %5
  %34 = landingpad { ptr, i32 }
          cleanup
  %35 = load ptr, ptr %6, align 8, !tbaa !16
  %36 = icmp eq ptr %35, null
  br i1 %36, label %43, label %37

37:                                               ; preds = %33
  %38 = load ptr, ptr %35, align 8, !tbaa !35
  %39 = getelementptr inbounds i8, ptr %38, i64 16
  %40 = load ptr, ptr %39, align 8
  call void %40(ptr noundef nonnull align 8 dereferenceable(8) %35) #26
  br label %43

41:                                               ; preds = %20
  %42 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #26
  call void @_ZN4sycl3_V16detail12buffer_plainD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #26
  br label %43

43:                                               ; preds = %33, %37, %41
  %44 = phi { ptr, i32 } [ %42, %41 ], [ %34, %37 ], [ %34, %33 ]
  resume { ptr, i32 } %44
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %0) unnamed_addr #17 comdat align 2 personality ptr @__gxx_personality_v0 {
  invoke void @_ZNK4sycl3_V16detail12buffer_plain13handleReleaseEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %22 unwind label %2

2:                                                ; preds = %1
  %3 = landingpad { ptr, i32 }
          catch ptr @_ZTISt9exception
          catch ptr null
  %4 = extractvalue { ptr, i32 } %3, 0
  %5 = extractvalue { ptr, i32 } %3, 1
  %6 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #26
  %7 = icmp eq i32 %5, %6
  br i1 %7, label %8, label %54

8:                                                ; preds = %2
  %9 = tail call ptr @__cxa_begin_catch(ptr %4) #26
  %10 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef nonnull @.str.28, i64 noundef 20)
          to label %11 unwind label %51

11:                                               ; preds = %8
  %12 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef nonnull @.str.29, i64 noundef 1)
          to label %13 unwind label %51

13:                                               ; preds = %11
  %14 = load ptr, ptr %9, align 8, !tbaa !35
  %15 = getelementptr inbounds i8, ptr %14, i64 16
  %16 = load ptr, ptr %15, align 8
  %17 = tail call noundef ptr %16(ptr noundef nonnull align 8 dereferenceable(8) %9) #26
  %18 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZStlsISt11char_traitsIcEERSt13basic_ostreamIcT_ES5_PKc(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef %17)
          to label %19 unwind label %51

19:                                               ; preds = %13
  %20 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt4endlIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_(ptr noundef nonnull align 8 dereferenceable(8) %18)
          to label %21 unwind label %51

21:                                               ; preds = %19
  tail call void @__assert_fail(ptr noundef nonnull @.str.30, ptr noundef nonnull @.str.31, i32 noundef 483, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev) #29
  unreachable

22:                                               ; preds = %1
  %23 = getelementptr inbounds i8, ptr %0, i64 8
  %24 = load ptr, ptr %23, align 8, !tbaa !29
  %25 = icmp eq ptr %24, null
  br i1 %25, label %50, label %26

26:                                               ; preds = %22
  %27 = getelementptr inbounds i8, ptr %24, i64 8
  %28 = load atomic i64, ptr %27 acquire, align 8
  %29 = icmp eq i64 %28, 4294967297
  %30 = trunc i64 %28 to i32
  br i1 %29, label %31, label %39

31:                                               ; preds = %26
  store i32 0, ptr %27, align 8, !tbaa !31
  %32 = getelementptr inbounds i8, ptr %24, i64 12
  store i32 0, ptr %32, align 4, !tbaa !34
  %33 = load ptr, ptr %24, align 8, !tbaa !35
  %34 = getelementptr inbounds i8, ptr %33, i64 16
  %35 = load ptr, ptr %34, align 8
  tail call void %35(ptr noundef nonnull align 8 dereferenceable(16) %24) #26
  %36 = load ptr, ptr %24, align 8, !tbaa !35
  %37 = getelementptr inbounds i8, ptr %36, i64 24
  %38 = load ptr, ptr %37, align 8
  tail call void %38(ptr noundef nonnull align 8 dereferenceable(16) %24) #26
  br label %50

39:                                               ; preds = %26
  %40 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %41 = icmp eq i8 %40, 0
  br i1 %41, label %44, label %42

42:                                               ; preds = %39
  %43 = add nsw i32 %30, -1
  store i32 %43, ptr %27, align 4, !tbaa !38
  br label %46

44:                                               ; preds = %39
  %45 = atomicrmw volatile add ptr %27, i32 -1 acq_rel, align 4
  br label %46

46:                                               ; preds = %44, %42
  %47 = phi i32 [ %30, %42 ], [ %45, %44 ]
  %48 = icmp eq i32 %47, 1
  br i1 %48, label %49, label %50, !prof !39

49:                                               ; preds = %46
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %24) #26
  br label %50

50:                                               ; preds = %22, %31, %46, %49
  ret void

51:                                               ; preds = %19, %11, %8, %13
  %52 = landingpad { ptr, i32 }
          catch ptr null
  %53 = extractvalue { ptr, i32 } %52, 0
  tail call void @__clang_call_terminate(ptr %53) #29
  unreachable

54:                                               ; preds = %2
  tail call void @__clang_call_terminate(ptr %4) #29
  unreachable
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16bufferINS0_3vecIfLi4EEELi1ENS0_6detail17aligned_allocatorIS3_EEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %0) unnamed_addr #17 comdat align 2 personality ptr @__gxx_personality_v0 {
  invoke void @_ZNK4sycl3_V16detail12buffer_plain13handleReleaseEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %22 unwind label %2

2:                                                ; preds = %1
  %3 = landingpad { ptr, i32 }
          catch ptr @_ZTISt9exception
          catch ptr null
  %4 = extractvalue { ptr, i32 } %3, 0
  %5 = extractvalue { ptr, i32 } %3, 1
  %6 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #26
  %7 = icmp eq i32 %5, %6
  br i1 %7, label %8, label %54

8:                                                ; preds = %2
  %9 = tail call ptr @__cxa_begin_catch(ptr %4) #26
  %10 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef nonnull @.str.28, i64 noundef 20)
          to label %11 unwind label %51

11:                                               ; preds = %8
  %12 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef nonnull @.str.29, i64 noundef 1)
          to label %13 unwind label %51

13:                                               ; preds = %11
  %14 = load ptr, ptr %9, align 8, !tbaa !35
  %15 = getelementptr inbounds i8, ptr %14, i64 16
  %16 = load ptr, ptr %15, align 8
  %17 = tail call noundef ptr %16(ptr noundef nonnull align 8 dereferenceable(8) %9) #26
  %18 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZStlsISt11char_traitsIcEERSt13basic_ostreamIcT_ES5_PKc(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef %17)
          to label %19 unwind label %51

19:                                               ; preds = %13
  %20 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt4endlIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_(ptr noundef nonnull align 8 dereferenceable(8) %18)
          to label %21 unwind label %51

21:                                               ; preds = %19
  tail call void @__assert_fail(ptr noundef nonnull @.str.30, ptr noundef nonnull @.str.31, i32 noundef 483, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16bufferINS0_3vecIfLi4EEELi1ENS0_6detail17aligned_allocatorIS3_EEvED2Ev) #29
  unreachable

22:                                               ; preds = %1
  %23 = getelementptr inbounds i8, ptr %0, i64 8
  %24 = load ptr, ptr %23, align 8, !tbaa !29
  %25 = icmp eq ptr %24, null
  br i1 %25, label %50, label %26

26:                                               ; preds = %22
  %27 = getelementptr inbounds i8, ptr %24, i64 8
  %28 = load atomic i64, ptr %27 acquire, align 8
  %29 = icmp eq i64 %28, 4294967297
  %30 = trunc i64 %28 to i32
  br i1 %29, label %31, label %39

31:                                               ; preds = %26
  store i32 0, ptr %27, align 8, !tbaa !31
  %32 = getelementptr inbounds i8, ptr %24, i64 12
  store i32 0, ptr %32, align 4, !tbaa !34
  %33 = load ptr, ptr %24, align 8, !tbaa !35
  %34 = getelementptr inbounds i8, ptr %33, i64 16
  %35 = load ptr, ptr %34, align 8
  tail call void %35(ptr noundef nonnull align 8 dereferenceable(16) %24) #26
  %36 = load ptr, ptr %24, align 8, !tbaa !35
  %37 = getelementptr inbounds i8, ptr %36, i64 24
  %38 = load ptr, ptr %37, align 8
  tail call void %38(ptr noundef nonnull align 8 dereferenceable(16) %24) #26
  br label %50

39:                                               ; preds = %26
  %40 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %41 = icmp eq i8 %40, 0
  br i1 %41, label %44, label %42

42:                                               ; preds = %39
  %43 = add nsw i32 %30, -1
  store i32 %43, ptr %27, align 4, !tbaa !38
  br label %46

44:                                               ; preds = %39
  %45 = atomicrmw volatile add ptr %27, i32 -1 acq_rel, align 4
  br label %46

46:                                               ; preds = %44, %42
  %47 = phi i32 [ %30, %42 ], [ %45, %44 ]
  %48 = icmp eq i32 %47, 1
  br i1 %48, label %49, label %50, !prof !39

49:                                               ; preds = %46
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %24) #26
  br label %50

50:                                               ; preds = %22, %31, %46, %49
  ret void

51:                                               ; preds = %19, %11, %8, %13
  %52 = landingpad { ptr, i32 }
          catch ptr null
  %53 = extractvalue { ptr, i32 } %52, 0
  tail call void @__clang_call_terminate(ptr %53) #29
  unreachable

54:                                               ; preds = %2
  tail call void @__clang_call_terminate(ptr %4) #29
  unreachable
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #18

declare void @_ZN4sycl3_V16detail12buffer_plainC2EPKvmmRKNS0_13property_listESt10unique_ptrINS1_19SYCLMemObjAllocatorESt14default_deleteIS9_EE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef, i64 noundef, i64 noundef, ptr noundef nonnull align 8 dereferenceable(32), ptr noundef) unnamed_addr #3

declare void @_ZN4sycl3_V16detail12buffer_plain23constructorNotificationERKNS1_13code_locationEPvPKvS8_jjPm(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(32), ptr noundef, ptr noundef, ptr noundef, i32 noundef, i32 noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail12buffer_plainD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !29
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !31
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !34
  %12 = load ptr, ptr %3, align 8, !tbaa !35
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  %15 = load ptr, ptr %3, align 8, !tbaa !35
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !38
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !39

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorINS0_3vecIfLi4EEEEES5_E16getAllocatorImplEv(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #17 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorINS0_3vecIfLi4EEEEES5_ED0Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #17 comdat align 2 {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 24) #30
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorINS0_3vecIfLi4EEEEES5_E8allocateEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) unnamed_addr #12 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = shl i64 %1, 4
  %5 = add i64 %4, -1
  %6 = load i64, ptr %3, align 8, !tbaa !120
  %7 = add i64 %6, -1
  %8 = or i64 %7, %5
  %9 = add i64 %8, 1
  %10 = icmp ult i64 %9, %1
  br i1 %10, label %11, label %13

11:                                               ; preds = %2
  %12 = tail call ptr @__cxa_allocate_exception(i64 8) #26
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt9bad_alloc, i64 16), ptr %12, align 8, !tbaa !35
  tail call void @__cxa_throw(ptr nonnull %12, ptr nonnull @_ZTISt9bad_alloc, ptr nonnull @_ZNSt9bad_allocD1Ev) #27
  unreachable

13:                                               ; preds = %2
  %14 = tail call noundef ptr @_ZN4sycl3_V16detail6OSUtil12alignedAllocEmm(i64 noundef %6, i64 noundef %9)
  %15 = icmp eq ptr %14, null
  br i1 %15, label %16, label %18

16:                                               ; preds = %13
  %17 = tail call ptr @__cxa_allocate_exception(i64 8) #26
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt9bad_alloc, i64 16), ptr %17, align 8, !tbaa !35
  tail call void @__cxa_throw(ptr nonnull %17, ptr nonnull @_ZTISt9bad_alloc, ptr nonnull @_ZNSt9bad_allocD1Ev) #27
  unreachable

18:                                               ; preds = %13
  ret ptr %14
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorINS0_3vecIfLi4EEEEES5_E10deallocateEPvm(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr noundef %1, i64 noundef %2) unnamed_addr #12 comdat align 2 {
  %4 = icmp eq ptr %1, null
  br i1 %4, label %6, label %5

5:                                                ; preds = %3
  tail call void @_ZN4sycl3_V16detail6OSUtil11alignedFreeEPv(ptr noundef nonnull %1)
  br label %6

6:                                                ; preds = %3, %5
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i64 @_ZNK4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorINS0_3vecIfLi4EEEEES5_E12getValueSizeEv(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #17 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  %3 = load i64, ptr %2, align 8, !tbaa !122
  ret i64 %3
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorINS0_3vecIfLi4EEEEES5_E12setAlignmentEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) unnamed_addr #12 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = tail call i64 @llvm.umax.i64(i64 %1, i64 64)
  store i64 %4, ptr %3, align 8, !tbaa !120
  ret void
}

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

; Function Attrs: nounwind
declare void @_ZNSt9bad_allocD1Ev(ptr noundef nonnull align 8 dereferenceable(8)) unnamed_addr #15

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

declare noundef ptr @_ZN4sycl3_V16detail6OSUtil12alignedAllocEmm(i64 noundef, i64 noundef) local_unnamed_addr #3

declare void @_ZN4sycl3_V16detail6OSUtil11alignedFreeEPv(ptr noundef) local_unnamed_addr #3

; Function Attrs: nounwind
declare { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef) local_unnamed_addr #15

declare void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64), i32, ptr, ptr noundef) unnamed_addr #3

declare void @__cxa_free_exception(ptr) local_unnamed_addr

; Function Attrs: nounwind
declare void @_ZN4sycl3_V19exceptionD1Ev(ptr noundef nonnull align 8 dereferenceable(64)) unnamed_addr #15

declare void @_ZN4sycl3_V16detail12buffer_plainC2EPvmmRKNS0_13property_listESt10unique_ptrINS1_19SYCLMemObjAllocatorESt14default_deleteIS8_EE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef, i64 noundef, i64 noundef, ptr noundef nonnull align 8 dereferenceable(32), ptr noundef) unnamed_addr #3

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE16getAllocatorImplEv(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #17 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfED0Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #17 comdat align 2 {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 24) #30
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE8allocateEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) unnamed_addr #12 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = shl i64 %1, 2
  %5 = add i64 %4, -1
  %6 = load i64, ptr %3, align 8, !tbaa !139
  %7 = add i64 %6, -1
  %8 = or i64 %7, %5
  %9 = add i64 %8, 1
  %10 = icmp ult i64 %9, %1
  br i1 %10, label %11, label %13

11:                                               ; preds = %2
  %12 = tail call ptr @__cxa_allocate_exception(i64 8) #26
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt9bad_alloc, i64 16), ptr %12, align 8, !tbaa !35
  tail call void @__cxa_throw(ptr nonnull %12, ptr nonnull @_ZTISt9bad_alloc, ptr nonnull @_ZNSt9bad_allocD1Ev) #27
  unreachable

13:                                               ; preds = %2
  %14 = tail call noundef ptr @_ZN4sycl3_V16detail6OSUtil12alignedAllocEmm(i64 noundef %6, i64 noundef %9)
  %15 = icmp eq ptr %14, null
  br i1 %15, label %16, label %18

16:                                               ; preds = %13
  %17 = tail call ptr @__cxa_allocate_exception(i64 8) #26
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt9bad_alloc, i64 16), ptr %17, align 8, !tbaa !35
  tail call void @__cxa_throw(ptr nonnull %17, ptr nonnull @_ZTISt9bad_alloc, ptr nonnull @_ZNSt9bad_allocD1Ev) #27
  unreachable

18:                                               ; preds = %13
  ret ptr %14
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE10deallocateEPvm(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr noundef %1, i64 noundef %2) unnamed_addr #12 comdat align 2 {
  %4 = icmp eq ptr %1, null
  br i1 %4, label %6, label %5

5:                                                ; preds = %3
  tail call void @_ZN4sycl3_V16detail6OSUtil11alignedFreeEPv(ptr noundef nonnull %1)
  br label %6

6:                                                ; preds = %3, %5
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i64 @_ZNK4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE12getValueSizeEv(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #17 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  %3 = load i64, ptr %2, align 8, !tbaa !141
  ret i64 %3
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE12setAlignmentEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) unnamed_addr #12 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = tail call i64 @llvm.umax.i64(i64 %1, i64 64)
  store i64 %4, ptr %3, align 8, !tbaa !139
  ret void
}

declare void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 1 dereferenceable(1), ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #3

declare void @_ZN4sycl3_V16detail14SubmissionInfoC1Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #3

declare void @_ZN4sycl3_V15queue22submit_with_event_implESt8functionIFvRNS0_7handlerEEERKNS0_6detail14SubmissionInfoERKNS7_13code_locationEb(ptr dead_on_unwind writable sret(%"class.sycl::_V1::event") align 8, ptr noundef nonnull align 8 dereferenceable(16), ptr noundef, ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(32), i1 noundef zeroext) local_unnamed_addr #3

declare noundef nonnull align 8 dereferenceable(32) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 1 dereferenceable(1)) local_unnamed_addr #3

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail14SubmissionInfoD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !29
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !31
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !34
  %12 = load ptr, ptr %3, align 8, !tbaa !35
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  %15 = load ptr, ptr %3, align 8, !tbaa !35
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !38
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !39

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: nounwind
declare void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1)) unnamed_addr #15

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #19

; Function Attrs: mustprogress uwtable
define internal void @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZL4lumaRNS1_5queueERK7PictureEUlS3_E_E9_M_invokeERKSt9_Any_dataS3_(ptr nocapture noundef nonnull readonly align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(216) %1) #12 align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca { ptr, [8 x i8] }, align 8
  %4 = alloca { ptr, [8 x i8] }, align 8
  %5 = alloca %"class.std::vector.141", align 8
  %6 = alloca %"class.sycl::_V1::range.119", align 8
  %7 = alloca { ptr, [8 x i8] }, align 8
  %8 = alloca { ptr, [8 x i8] }, align 8
  %9 = alloca %"class.std::vector.141", align 8
  %10 = alloca %"class.sycl::_V1::range.119", align 8
  %11 = alloca %"class.std::tuple.121", align 8
  %12 = alloca %"class.sycl::_V1::detail::RoundedRangeKernel", align 8
  %13 = alloca { ptr, [8 x i8] }, align 8
  %14 = alloca { ptr, [8 x i8] }, align 8
  %15 = alloca %"class.sycl::_V1::detail::RoundedRangeKernel", align 8
  %16 = alloca %class.anon.117, align 8
  %17 = alloca %class.anon.117, align 8
  %18 = alloca i32, align 4
  %19 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %20 = alloca i32, align 4
  %21 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %22 = alloca %"class.sycl::_V1::accessor", align 8
  %23 = alloca %"class.sycl::_V1::property_list", align 8
  %24 = alloca %"class.sycl::_V1::accessor.113", align 8
  %25 = alloca %"class.sycl::_V1::property_list", align 8
  %26 = alloca %class.anon.117, align 8
  %27 = load ptr, ptr %0, align 8, !tbaa !16
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %22) #26
  %28 = load ptr, ptr %27, align 8, !tbaa !151
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %23) #26
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %23, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %21)
  store ptr @.str.6, ptr %21, align 8
  %29 = getelementptr inbounds i8, ptr %21, i64 8
  store ptr @.str.13, ptr %29, align 8
  %30 = getelementptr inbounds i8, ptr %21, i64 16
  store i64 56, ptr %30, align 8
  %31 = getelementptr inbounds i8, ptr %21, i64 24
  store i64 22, ptr %31, align 8
  invoke void @_ZN4sycl3_V18accessorINS0_3vecIfLi4EEELi1ELNS0_6access4modeE1024ELNS4_6targetE2014ELNS4_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IS3_Li1ENS0_6detail17aligned_allocatorIS3_EEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSE_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %22, ptr noundef nonnull align 8 dereferenceable(33) %28, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(32) %23, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %21)
          to label %32 unwind label %1291

32:                                               ; preds = %2
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %20) #26
  store i32 5, ptr %20, align 4, !tbaa !153
  invoke void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16) %28, ptr noundef nonnull align 4 dereferenceable(4) %20)
          to label %35 unwind label %33

33:                                               ; preds = %32
  %34 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %22) #26
  br label %1293

35:                                               ; preds = %32
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %20) #26
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %21)
  %36 = getelementptr inbounds i8, ptr %23, i64 8
  %37 = load ptr, ptr %36, align 8, !tbaa !26
  %38 = getelementptr inbounds i8, ptr %23, i64 16
  %39 = load ptr, ptr %38, align 8, !tbaa !28
  %40 = icmp eq ptr %37, %39
  br i1 %40, label %75, label %41

41:                                               ; preds = %35, %70
  %42 = phi ptr [ %71, %70 ], [ %37, %35 ]
  %43 = getelementptr inbounds i8, ptr %42, i64 8
  %44 = load ptr, ptr %43, align 8, !tbaa !29
  %45 = icmp eq ptr %44, null
  br i1 %45, label %70, label %46

46:                                               ; preds = %41
  %47 = getelementptr inbounds i8, ptr %44, i64 8
  %48 = load atomic i64, ptr %47 acquire, align 8
  %49 = icmp eq i64 %48, 4294967297
  %50 = trunc i64 %48 to i32
  br i1 %49, label %51, label %59

51:                                               ; preds = %46
  store i32 0, ptr %47, align 8, !tbaa !31
  %52 = getelementptr inbounds i8, ptr %44, i64 12
  store i32 0, ptr %52, align 4, !tbaa !34
  %53 = load ptr, ptr %44, align 8, !tbaa !35
  %54 = getelementptr inbounds i8, ptr %53, i64 16
  %55 = load ptr, ptr %54, align 8
  call void %55(ptr noundef nonnull align 8 dereferenceable(16) %44) #26
  %56 = load ptr, ptr %44, align 8, !tbaa !35
  %57 = getelementptr inbounds i8, ptr %56, i64 24
  %58 = load ptr, ptr %57, align 8
  call void %58(ptr noundef nonnull align 8 dereferenceable(16) %44) #26
  br label %70

59:                                               ; preds = %46
  %60 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %61 = icmp eq i8 %60, 0
  br i1 %61, label %64, label %62

62:                                               ; preds = %59
  %63 = add nsw i32 %50, -1
  store i32 %63, ptr %47, align 4, !tbaa !38
  br label %66

64:                                               ; preds = %59
  %65 = atomicrmw volatile add ptr %47, i32 -1 acq_rel, align 4
  br label %66

66:                                               ; preds = %64, %62
  %67 = phi i32 [ %50, %62 ], [ %65, %64 ]
  %68 = icmp eq i32 %67, 1
  br i1 %68, label %69, label %70, !prof !39

69:                                               ; preds = %66
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %44) #26
  br label %70

70:                                               ; preds = %69, %66, %51, %41
  %71 = getelementptr inbounds i8, ptr %42, i64 16
  %72 = icmp eq ptr %71, %39
  br i1 %72, label %73, label %41, !llvm.loop !40

73:                                               ; preds = %70
  %74 = load ptr, ptr %36, align 8, !tbaa !26
  br label %75

75:                                               ; preds = %73, %35
  %76 = phi ptr [ %74, %73 ], [ %37, %35 ]
  %77 = icmp eq ptr %76, null
  br i1 %77, label %84, label %78

78:                                               ; preds = %75
  %79 = getelementptr inbounds i8, ptr %23, i64 24
  %80 = load ptr, ptr %79, align 8, !tbaa !41
  %81 = ptrtoint ptr %80 to i64
  %82 = ptrtoint ptr %76 to i64
  %83 = sub i64 %81, %82
  call void @_ZdlPvm(ptr noundef nonnull %76, i64 noundef %83) #30
  br label %84

84:                                               ; preds = %78, %75
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %23) #26
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %24) #26
  %85 = getelementptr inbounds i8, ptr %27, i64 8
  %86 = load ptr, ptr %85, align 8, !tbaa !155
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %25) #26
  %87 = getelementptr inbounds i8, ptr %25, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %87, i8 0, i64 24, i1 false)
  store i64 16, ptr %25, align 8, !tbaa !42
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %19)
  store ptr @.str.6, ptr %19, align 8
  %88 = getelementptr inbounds i8, ptr %19, i64 8
  store ptr @.str.13, ptr %88, align 8
  %89 = getelementptr inbounds i8, ptr %19, i64 16
  store i64 57, ptr %89, align 8
  %90 = getelementptr inbounds i8, ptr %19, i64 24
  store i64 22, ptr %90, align 8
  invoke void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %24, ptr noundef nonnull align 8 dereferenceable(33) %86, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(32) %25, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %19)
          to label %91 unwind label %1295

91:                                               ; preds = %84
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %18) #26
  store i32 5, ptr %18, align 4, !tbaa !153
  invoke void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16) %86, ptr noundef nonnull align 4 dereferenceable(4) %18)
          to label %94 unwind label %92

92:                                               ; preds = %91
  %93 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %24) #26
  br label %1297

94:                                               ; preds = %91
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %18) #26
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %19)
  %95 = load ptr, ptr %87, align 8, !tbaa !26
  %96 = getelementptr inbounds i8, ptr %25, i64 16
  %97 = load ptr, ptr %96, align 8, !tbaa !28
  %98 = icmp eq ptr %95, %97
  br i1 %98, label %133, label %99

99:                                               ; preds = %94, %128
  %100 = phi ptr [ %129, %128 ], [ %95, %94 ]
  %101 = getelementptr inbounds i8, ptr %100, i64 8
  %102 = load ptr, ptr %101, align 8, !tbaa !29
  %103 = icmp eq ptr %102, null
  br i1 %103, label %128, label %104

104:                                              ; preds = %99
  %105 = getelementptr inbounds i8, ptr %102, i64 8
  %106 = load atomic i64, ptr %105 acquire, align 8
  %107 = icmp eq i64 %106, 4294967297
  %108 = trunc i64 %106 to i32
  br i1 %107, label %109, label %117

109:                                              ; preds = %104
  store i32 0, ptr %105, align 8, !tbaa !31
  %110 = getelementptr inbounds i8, ptr %102, i64 12
  store i32 0, ptr %110, align 4, !tbaa !34
  %111 = load ptr, ptr %102, align 8, !tbaa !35
  %112 = getelementptr inbounds i8, ptr %111, i64 16
  %113 = load ptr, ptr %112, align 8
  call void %113(ptr noundef nonnull align 8 dereferenceable(16) %102) #26
  %114 = load ptr, ptr %102, align 8, !tbaa !35
  %115 = getelementptr inbounds i8, ptr %114, i64 24
  %116 = load ptr, ptr %115, align 8
  call void %116(ptr noundef nonnull align 8 dereferenceable(16) %102) #26
  br label %128

117:                                              ; preds = %104
  %118 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %119 = icmp eq i8 %118, 0
  br i1 %119, label %122, label %120

120:                                              ; preds = %117
  %121 = add nsw i32 %108, -1
  store i32 %121, ptr %105, align 4, !tbaa !38
  br label %124

122:                                              ; preds = %117
  %123 = atomicrmw volatile add ptr %105, i32 -1 acq_rel, align 4
  br label %124

124:                                              ; preds = %122, %120
  %125 = phi i32 [ %108, %120 ], [ %123, %122 ]
  %126 = icmp eq i32 %125, 1
  br i1 %126, label %127, label %128, !prof !39

127:                                              ; preds = %124
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %102) #26
  br label %128

128:                                              ; preds = %127, %124, %109, %99
  %129 = getelementptr inbounds i8, ptr %100, i64 16
  %130 = icmp eq ptr %129, %97
  br i1 %130, label %131, label %99, !llvm.loop !40

131:                                              ; preds = %128
  %132 = load ptr, ptr %87, align 8, !tbaa !26
  br label %133

133:                                              ; preds = %131, %94
  %134 = phi ptr [ %132, %131 ], [ %95, %94 ]
  %135 = icmp eq ptr %134, null
  br i1 %135, label %142, label %136

136:                                              ; preds = %133
  %137 = getelementptr inbounds i8, ptr %25, i64 24
  %138 = load ptr, ptr %137, align 8, !tbaa !41
  %139 = ptrtoint ptr %138 to i64
  %140 = ptrtoint ptr %134 to i64
  %141 = sub i64 %139, %140
  call void @_ZdlPvm(ptr noundef nonnull %134, i64 noundef %141) #30
  br label %142

142:                                              ; preds = %136, %133
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %25) #26
  %143 = getelementptr inbounds i8, ptr %27, i64 16
  %144 = load ptr, ptr %143, align 8, !tbaa !156
  %145 = load i64, ptr %144, align 8, !tbaa !42
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %26) #26
  %146 = load ptr, ptr %22, align 8, !tbaa !157
  store ptr %146, ptr %26, align 8, !tbaa !157
  %147 = getelementptr inbounds i8, ptr %26, i64 8
  %148 = getelementptr inbounds i8, ptr %22, i64 8
  %149 = load ptr, ptr %148, align 8, !tbaa !29
  store ptr %149, ptr %147, align 8, !tbaa !29
  %150 = icmp eq ptr %149, null
  br i1 %150, label %160, label %151

151:                                              ; preds = %142
  %152 = getelementptr inbounds i8, ptr %149, i64 8
  %153 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %154 = icmp eq i8 %153, 0
  br i1 %154, label %158, label %155

155:                                              ; preds = %151
  %156 = load i32, ptr %152, align 4, !tbaa !38
  %157 = add nsw i32 %156, 1
  store i32 %157, ptr %152, align 4, !tbaa !38
  br label %160

158:                                              ; preds = %151
  %159 = atomicrmw volatile add ptr %152, i32 1 acq_rel, align 4
  br label %160

160:                                              ; preds = %158, %155, %142
  %161 = getelementptr inbounds i8, ptr %26, i64 16
  %162 = getelementptr inbounds i8, ptr %22, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %161, ptr noundef nonnull align 8 dereferenceable(16) %162, i64 16, i1 false)
  %163 = getelementptr inbounds i8, ptr %26, i64 32
  %164 = load ptr, ptr %24, align 8, !tbaa !157
  store ptr %164, ptr %163, align 8, !tbaa !157
  %165 = getelementptr inbounds i8, ptr %26, i64 40
  %166 = getelementptr inbounds i8, ptr %24, i64 8
  %167 = load ptr, ptr %166, align 8, !tbaa !29
  store ptr %167, ptr %165, align 8, !tbaa !29
  %168 = icmp eq ptr %167, null
  br i1 %168, label %178, label %169

169:                                              ; preds = %160
  %170 = getelementptr inbounds i8, ptr %167, i64 8
  %171 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %172 = icmp eq i8 %171, 0
  br i1 %172, label %176, label %173

173:                                              ; preds = %169
  %174 = load i32, ptr %170, align 4, !tbaa !38
  %175 = add nsw i32 %174, 1
  store i32 %175, ptr %170, align 4, !tbaa !38
  br label %178

176:                                              ; preds = %169
  %177 = atomicrmw volatile add ptr %170, i32 1 acq_rel, align 4
  br label %178

178:                                              ; preds = %176, %173, %160
  %179 = getelementptr inbounds i8, ptr %26, i64 48
  %180 = getelementptr inbounds i8, ptr %24, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %179, ptr noundef nonnull align 8 dereferenceable(16) %180, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %17)
  %181 = load ptr, ptr %26, align 8, !tbaa !157
  store ptr %181, ptr %17, align 8, !tbaa !157
  %182 = getelementptr inbounds i8, ptr %17, i64 8
  %183 = load ptr, ptr %147, align 8, !tbaa !29
  store ptr %183, ptr %182, align 8, !tbaa !29
  %184 = icmp eq ptr %183, null
  br i1 %184, label %194, label %185

185:                                              ; preds = %178
  %186 = getelementptr inbounds i8, ptr %183, i64 8
  %187 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %188 = icmp eq i8 %187, 0
  br i1 %188, label %192, label %189

189:                                              ; preds = %185
  %190 = load i32, ptr %186, align 4, !tbaa !38
  %191 = add nsw i32 %190, 1
  store i32 %191, ptr %186, align 4, !tbaa !38
  br label %194

192:                                              ; preds = %185
  %193 = atomicrmw volatile add ptr %186, i32 1 acq_rel, align 4
  br label %194

194:                                              ; preds = %192, %189, %178
  %195 = getelementptr inbounds i8, ptr %17, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %195, ptr noundef nonnull readonly align 8 dereferenceable(16) %161, i64 16, i1 false)
  %196 = getelementptr inbounds i8, ptr %17, i64 32
  %197 = load ptr, ptr %163, align 8, !tbaa !157
  store ptr %197, ptr %196, align 8, !tbaa !157
  %198 = getelementptr inbounds i8, ptr %17, i64 40
  %199 = load ptr, ptr %165, align 8, !tbaa !29
  store ptr %199, ptr %198, align 8, !tbaa !29
  %200 = icmp eq ptr %199, null
  br i1 %200, label %210, label %201

201:                                              ; preds = %194
  %202 = getelementptr inbounds i8, ptr %199, i64 8
  %203 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %204 = icmp eq i8 %203, 0
  br i1 %204, label %208, label %205

205:                                              ; preds = %201
  %206 = load i32, ptr %202, align 4, !tbaa !38
  %207 = add nsw i32 %206, 1
  store i32 %207, ptr %202, align 4, !tbaa !38
  br label %210

208:                                              ; preds = %201
  %209 = atomicrmw volatile add ptr %202, i32 1 acq_rel, align 4
  br label %210

210:                                              ; preds = %208, %205, %194
  %211 = getelementptr inbounds i8, ptr %17, i64 48
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %211, ptr noundef nonnull readonly align 8 dereferenceable(16) %179, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %13)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %14)
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %15)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %16)
  %212 = invoke noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
          to label %213 unwind label %1179

213:                                              ; preds = %210
  %214 = icmp eq i32 %212, 0
  br i1 %214, label %224, label %215

215:                                              ; preds = %213
  %216 = call ptr @__cxa_allocate_exception(i64 64) #26
  %217 = call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #26
  %218 = extractvalue { i32, ptr } %217, 0
  %219 = extractvalue { i32, ptr } %217, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %216, i32 %218, ptr %219, ptr noundef nonnull @.str.16)
          to label %220 unwind label %222

220:                                              ; preds = %215
  invoke void @__cxa_throw(ptr nonnull %216, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #27
          to label %221 unwind label %1179

221:                                              ; preds = %220
  unreachable

222:                                              ; preds = %215
  %223 = landingpad { ptr, i32 }
          cleanup
  call void @__cxa_free_exception(ptr %216) #26
  br label %1181

224:                                              ; preds = %213
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %11) #26
  invoke void @_ZN4sycl3_V17handler15getRoundedRangeILi1EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_(ptr dead_on_unwind nonnull writable sret(%"class.std::tuple.121") align 8 %11, ptr noundef nonnull align 8 dereferenceable(216) %1, i64 %145)
          to label %225 unwind label %1179

225:                                              ; preds = %224
  %226 = getelementptr inbounds i8, ptr %11, i64 8
  %227 = load i8, ptr %11, align 8, !tbaa !159, !range !70, !noundef !71
  %228 = trunc nuw i8 %227 to i1
  br i1 %228, label %229, label %756

229:                                              ; preds = %225
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %12) #26
  %230 = load ptr, ptr %17, align 8, !tbaa !157
  %231 = load ptr, ptr %182, align 8, !tbaa !29
  %232 = icmp eq ptr %231, null
  br i1 %232, label %242, label %233

233:                                              ; preds = %229
  %234 = getelementptr inbounds i8, ptr %231, i64 8
  %235 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %236 = icmp eq i8 %235, 0
  br i1 %236, label %240, label %237

237:                                              ; preds = %233
  %238 = load i32, ptr %234, align 4, !tbaa !38
  %239 = add nsw i32 %238, 1
  store i32 %239, ptr %234, align 4, !tbaa !38
  br label %242

240:                                              ; preds = %233
  %241 = atomicrmw volatile add ptr %234, i32 1 acq_rel, align 4
  br label %242

242:                                              ; preds = %240, %237, %229
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %13, ptr noundef nonnull align 8 dereferenceable(16) %195, i64 16, i1 false)
  %243 = load ptr, ptr %196, align 8, !tbaa !157
  %244 = load ptr, ptr %198, align 8, !tbaa !29
  %245 = icmp eq ptr %244, null
  br i1 %245, label %255, label %246

246:                                              ; preds = %242
  %247 = getelementptr inbounds i8, ptr %244, i64 8
  %248 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %249 = icmp eq i8 %248, 0
  br i1 %249, label %253, label %250

250:                                              ; preds = %246
  %251 = load i32, ptr %247, align 4, !tbaa !38
  %252 = add nsw i32 %251, 1
  store i32 %252, ptr %247, align 4, !tbaa !38
  br label %255

253:                                              ; preds = %246
  %254 = atomicrmw volatile add ptr %247, i32 1 acq_rel, align 4
  br label %255

255:                                              ; preds = %253, %250, %242
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %14, ptr noundef nonnull align 8 dereferenceable(16) %211, i64 16, i1 false)
  call void @llvm.experimental.noalias.scope.decl(metadata !160)
  store i64 %145, ptr %12, align 8, !alias.scope !160
  %256 = getelementptr inbounds i8, ptr %12, i64 8
  store ptr %230, ptr %256, align 8, !tbaa !157, !alias.scope !160
  %257 = getelementptr inbounds i8, ptr %12, i64 16
  store ptr %231, ptr %257, align 8, !tbaa !29, !alias.scope !160
  br i1 %232, label %267, label %258

258:                                              ; preds = %255
  %259 = getelementptr inbounds i8, ptr %231, i64 8
  %260 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37, !noalias !160
  %261 = icmp eq i8 %260, 0
  br i1 %261, label %265, label %262

262:                                              ; preds = %258
  %263 = load i32, ptr %259, align 4, !tbaa !38, !noalias !160
  %264 = add nsw i32 %263, 1
  store i32 %264, ptr %259, align 4, !tbaa !38, !noalias !160
  br label %267

265:                                              ; preds = %258
  %266 = atomicrmw volatile add ptr %259, i32 1 acq_rel, align 4, !noalias !160
  br label %267

267:                                              ; preds = %265, %262, %255
  %268 = getelementptr inbounds i8, ptr %12, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %268, ptr noundef nonnull align 8 dereferenceable(16) %13, i64 16, i1 false)
  %269 = getelementptr inbounds i8, ptr %12, i64 40
  store ptr %243, ptr %269, align 8, !tbaa !157, !alias.scope !160
  %270 = getelementptr inbounds i8, ptr %12, i64 48
  store ptr %244, ptr %270, align 8, !tbaa !29, !alias.scope !160
  br i1 %245, label %280, label %271

271:                                              ; preds = %267
  %272 = getelementptr inbounds i8, ptr %244, i64 8
  %273 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37, !noalias !160
  %274 = icmp eq i8 %273, 0
  br i1 %274, label %278, label %275

275:                                              ; preds = %271
  %276 = load i32, ptr %272, align 4, !tbaa !38, !noalias !160
  %277 = add nsw i32 %276, 1
  store i32 %277, ptr %272, align 4, !tbaa !38, !noalias !160
  br label %282

278:                                              ; preds = %271
  %279 = atomicrmw volatile add ptr %272, i32 1 acq_rel, align 4, !noalias !160
  br label %282

280:                                              ; preds = %267
  %281 = getelementptr inbounds i8, ptr %12, i64 56
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %281, ptr noundef nonnull align 8 dereferenceable(16) %14, i64 16, i1 false)
  br label %306

282:                                              ; preds = %278, %275
  %283 = getelementptr inbounds i8, ptr %12, i64 56
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %283, ptr noundef nonnull align 8 dereferenceable(16) %14, i64 16, i1 false)
  %284 = load atomic i64, ptr %272 acquire, align 8
  %285 = icmp eq i64 %284, 4294967297
  %286 = trunc i64 %284 to i32
  br i1 %285, label %287, label %295

287:                                              ; preds = %282
  store i32 0, ptr %272, align 8, !tbaa !31
  %288 = getelementptr inbounds i8, ptr %244, i64 12
  store i32 0, ptr %288, align 4, !tbaa !34
  %289 = load ptr, ptr %244, align 8, !tbaa !35
  %290 = getelementptr inbounds i8, ptr %289, i64 16
  %291 = load ptr, ptr %290, align 8
  call void %291(ptr noundef nonnull align 8 dereferenceable(16) %244) #26
  %292 = load ptr, ptr %244, align 8, !tbaa !35
  %293 = getelementptr inbounds i8, ptr %292, i64 24
  %294 = load ptr, ptr %293, align 8
  call void %294(ptr noundef nonnull align 8 dereferenceable(16) %244) #26
  br label %306

295:                                              ; preds = %282
  %296 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %297 = icmp eq i8 %296, 0
  br i1 %297, label %300, label %298

298:                                              ; preds = %295
  %299 = add nsw i32 %286, -1
  store i32 %299, ptr %272, align 4, !tbaa !38
  br label %302

300:                                              ; preds = %295
  %301 = atomicrmw volatile add ptr %272, i32 -1 acq_rel, align 4
  br label %302

302:                                              ; preds = %300, %298
  %303 = phi i32 [ %286, %298 ], [ %301, %300 ]
  %304 = icmp eq i32 %303, 1
  br i1 %304, label %305, label %306, !prof !39

305:                                              ; preds = %302
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %244) #26
  br label %306

306:                                              ; preds = %305, %302, %287, %280
  %307 = phi ptr [ %283, %305 ], [ %283, %302 ], [ %283, %287 ], [ %281, %280 ]
  br i1 %232, label %332, label %308

308:                                              ; preds = %306
  %309 = getelementptr inbounds i8, ptr %231, i64 8
  %310 = load atomic i64, ptr %309 acquire, align 8
  %311 = icmp eq i64 %310, 4294967297
  %312 = trunc i64 %310 to i32
  br i1 %311, label %313, label %321

313:                                              ; preds = %308
  store i32 0, ptr %309, align 8, !tbaa !31
  %314 = getelementptr inbounds i8, ptr %231, i64 12
  store i32 0, ptr %314, align 4, !tbaa !34
  %315 = load ptr, ptr %231, align 8, !tbaa !35
  %316 = getelementptr inbounds i8, ptr %315, i64 16
  %317 = load ptr, ptr %316, align 8
  call void %317(ptr noundef nonnull align 8 dereferenceable(16) %231) #26
  %318 = load ptr, ptr %231, align 8, !tbaa !35
  %319 = getelementptr inbounds i8, ptr %318, i64 24
  %320 = load ptr, ptr %319, align 8
  call void %320(ptr noundef nonnull align 8 dereferenceable(16) %231) #26
  br label %332

321:                                              ; preds = %308
  %322 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %323 = icmp eq i8 %322, 0
  br i1 %323, label %326, label %324

324:                                              ; preds = %321
  %325 = add nsw i32 %312, -1
  store i32 %325, ptr %309, align 4, !tbaa !38
  br label %328

326:                                              ; preds = %321
  %327 = atomicrmw volatile add ptr %309, i32 -1 acq_rel, align 4
  br label %328

328:                                              ; preds = %326, %324
  %329 = phi i32 [ %312, %324 ], [ %327, %326 ]
  %330 = icmp eq i32 %329, 1
  br i1 %330, label %331, label %332, !prof !39

331:                                              ; preds = %328
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %231) #26
  br label %332

332:                                              ; preds = %331, %328, %313, %306
  %333 = load ptr, ptr %257, align 8, !tbaa !29
  %334 = icmp eq ptr %333, null
  br i1 %334, label %344, label %335

335:                                              ; preds = %332
  %336 = getelementptr inbounds i8, ptr %333, i64 8
  %337 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %338 = icmp eq i8 %337, 0
  br i1 %338, label %342, label %339

339:                                              ; preds = %335
  %340 = load i32, ptr %336, align 4, !tbaa !38
  %341 = add nsw i32 %340, 1
  store i32 %341, ptr %336, align 4, !tbaa !38
  br label %344

342:                                              ; preds = %335
  %343 = atomicrmw volatile add ptr %336, i32 1 acq_rel, align 4
  br label %344

344:                                              ; preds = %342, %339, %332
  %345 = load ptr, ptr %270, align 8, !tbaa !29
  %346 = icmp eq ptr %345, null
  br i1 %346, label %356, label %347

347:                                              ; preds = %344
  %348 = getelementptr inbounds i8, ptr %345, i64 8
  %349 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %350 = icmp eq i8 %349, 0
  br i1 %350, label %354, label %351

351:                                              ; preds = %347
  %352 = load i32, ptr %348, align 4, !tbaa !38
  %353 = add nsw i32 %352, 1
  store i32 %353, ptr %348, align 4, !tbaa !38
  br label %356

354:                                              ; preds = %347
  %355 = atomicrmw volatile add ptr %348, i32 1 acq_rel, align 4
  br label %356

356:                                              ; preds = %354, %351, %344
  br i1 %334, label %366, label %357

357:                                              ; preds = %356
  %358 = getelementptr inbounds i8, ptr %333, i64 8
  %359 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %360 = icmp eq i8 %359, 0
  br i1 %360, label %364, label %361

361:                                              ; preds = %357
  %362 = load i32, ptr %358, align 4, !tbaa !38
  %363 = add nsw i32 %362, 1
  store i32 %363, ptr %358, align 4, !tbaa !38
  br label %366

364:                                              ; preds = %357
  %365 = atomicrmw volatile add ptr %358, i32 1 acq_rel, align 4
  br label %366

366:                                              ; preds = %364, %361, %356
  br i1 %346, label %399, label %367

367:                                              ; preds = %366
  %368 = getelementptr inbounds i8, ptr %345, i64 8
  %369 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %370 = icmp eq i8 %369, 0
  br i1 %370, label %374, label %371

371:                                              ; preds = %367
  %372 = load i32, ptr %368, align 4, !tbaa !38
  %373 = add nsw i32 %372, 1
  store i32 %373, ptr %368, align 4, !tbaa !38
  br label %376

374:                                              ; preds = %367
  %375 = atomicrmw volatile add ptr %368, i32 1 acq_rel, align 4
  br label %376

376:                                              ; preds = %374, %371
  %377 = load atomic i64, ptr %368 acquire, align 8
  %378 = icmp eq i64 %377, 4294967297
  %379 = trunc i64 %377 to i32
  br i1 %378, label %380, label %388

380:                                              ; preds = %376
  store i32 0, ptr %368, align 8, !tbaa !31
  %381 = getelementptr inbounds i8, ptr %345, i64 12
  store i32 0, ptr %381, align 4, !tbaa !34
  %382 = load ptr, ptr %345, align 8, !tbaa !35
  %383 = getelementptr inbounds i8, ptr %382, i64 16
  %384 = load ptr, ptr %383, align 8
  call void %384(ptr noundef nonnull align 8 dereferenceable(16) %345) #26
  %385 = load ptr, ptr %345, align 8, !tbaa !35
  %386 = getelementptr inbounds i8, ptr %385, i64 24
  %387 = load ptr, ptr %386, align 8
  call void %387(ptr noundef nonnull align 8 dereferenceable(16) %345) #26
  br label %399

388:                                              ; preds = %376
  %389 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %390 = icmp eq i8 %389, 0
  br i1 %390, label %393, label %391

391:                                              ; preds = %388
  %392 = add nsw i32 %379, -1
  store i32 %392, ptr %368, align 4, !tbaa !38
  br label %395

393:                                              ; preds = %388
  %394 = atomicrmw volatile add ptr %368, i32 -1 acq_rel, align 4
  br label %395

395:                                              ; preds = %393, %391
  %396 = phi i32 [ %379, %391 ], [ %394, %393 ]
  %397 = icmp eq i32 %396, 1
  br i1 %397, label %398, label %399, !prof !39

398:                                              ; preds = %395
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %345) #26
  br label %399

399:                                              ; preds = %398, %395, %380, %366
  br i1 %334, label %424, label %400

400:                                              ; preds = %399
  %401 = getelementptr inbounds i8, ptr %333, i64 8
  %402 = load atomic i64, ptr %401 acquire, align 8
  %403 = icmp eq i64 %402, 4294967297
  %404 = trunc i64 %402 to i32
  br i1 %403, label %405, label %413

405:                                              ; preds = %400
  store i32 0, ptr %401, align 8, !tbaa !31
  %406 = getelementptr inbounds i8, ptr %333, i64 12
  store i32 0, ptr %406, align 4, !tbaa !34
  %407 = load ptr, ptr %333, align 8, !tbaa !35
  %408 = getelementptr inbounds i8, ptr %407, i64 16
  %409 = load ptr, ptr %408, align 8
  call void %409(ptr noundef nonnull align 8 dereferenceable(16) %333) #26
  %410 = load ptr, ptr %333, align 8, !tbaa !35
  %411 = getelementptr inbounds i8, ptr %410, i64 24
  %412 = load ptr, ptr %411, align 8
  call void %412(ptr noundef nonnull align 8 dereferenceable(16) %333) #26
  br label %424

413:                                              ; preds = %400
  %414 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %415 = icmp eq i8 %414, 0
  br i1 %415, label %418, label %416

416:                                              ; preds = %413
  %417 = add nsw i32 %404, -1
  store i32 %417, ptr %401, align 4, !tbaa !38
  br label %420

418:                                              ; preds = %413
  %419 = atomicrmw volatile add ptr %401, i32 -1 acq_rel, align 4
  br label %420

420:                                              ; preds = %418, %416
  %421 = phi i32 [ %404, %416 ], [ %419, %418 ]
  %422 = icmp eq i32 %421, 1
  br i1 %422, label %423, label %424, !prof !39

423:                                              ; preds = %420
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %333) #26
  br label %424

424:                                              ; preds = %423, %420, %405, %399
  br i1 %346, label %449, label %425

425:                                              ; preds = %424
  %426 = getelementptr inbounds i8, ptr %345, i64 8
  %427 = load atomic i64, ptr %426 acquire, align 8
  %428 = icmp eq i64 %427, 4294967297
  %429 = trunc i64 %427 to i32
  br i1 %428, label %430, label %438

430:                                              ; preds = %425
  store i32 0, ptr %426, align 8, !tbaa !31
  %431 = getelementptr inbounds i8, ptr %345, i64 12
  store i32 0, ptr %431, align 4, !tbaa !34
  %432 = load ptr, ptr %345, align 8, !tbaa !35
  %433 = getelementptr inbounds i8, ptr %432, i64 16
  %434 = load ptr, ptr %433, align 8
  call void %434(ptr noundef nonnull align 8 dereferenceable(16) %345) #26
  %435 = load ptr, ptr %345, align 8, !tbaa !35
  %436 = getelementptr inbounds i8, ptr %435, i64 24
  %437 = load ptr, ptr %436, align 8
  call void %437(ptr noundef nonnull align 8 dereferenceable(16) %345) #26
  br label %449

438:                                              ; preds = %425
  %439 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %440 = icmp eq i8 %439, 0
  br i1 %440, label %443, label %441

441:                                              ; preds = %438
  %442 = add nsw i32 %429, -1
  store i32 %442, ptr %426, align 4, !tbaa !38
  br label %445

443:                                              ; preds = %438
  %444 = atomicrmw volatile add ptr %426, i32 -1 acq_rel, align 4
  br label %445

445:                                              ; preds = %443, %441
  %446 = phi i32 [ %429, %441 ], [ %444, %443 ]
  %447 = icmp eq i32 %446, 1
  br i1 %447, label %448, label %449, !prof !39

448:                                              ; preds = %445
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %345) #26
  br label %449

449:                                              ; preds = %448, %445, %430, %424
  br i1 %334, label %474, label %450

450:                                              ; preds = %449
  %451 = getelementptr inbounds i8, ptr %333, i64 8
  %452 = load atomic i64, ptr %451 acquire, align 8
  %453 = icmp eq i64 %452, 4294967297
  %454 = trunc i64 %452 to i32
  br i1 %453, label %455, label %463

455:                                              ; preds = %450
  store i32 0, ptr %451, align 8, !tbaa !31
  %456 = getelementptr inbounds i8, ptr %333, i64 12
  store i32 0, ptr %456, align 4, !tbaa !34
  %457 = load ptr, ptr %333, align 8, !tbaa !35
  %458 = getelementptr inbounds i8, ptr %457, i64 16
  %459 = load ptr, ptr %458, align 8
  call void %459(ptr noundef nonnull align 8 dereferenceable(16) %333) #26
  %460 = load ptr, ptr %333, align 8, !tbaa !35
  %461 = getelementptr inbounds i8, ptr %460, i64 24
  %462 = load ptr, ptr %461, align 8
  call void %462(ptr noundef nonnull align 8 dereferenceable(16) %333) #26
  br label %474

463:                                              ; preds = %450
  %464 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %465 = icmp eq i8 %464, 0
  br i1 %465, label %468, label %466

466:                                              ; preds = %463
  %467 = add nsw i32 %454, -1
  store i32 %467, ptr %451, align 4, !tbaa !38
  br label %470

468:                                              ; preds = %463
  %469 = atomicrmw volatile add ptr %451, i32 -1 acq_rel, align 4
  br label %470

470:                                              ; preds = %468, %466
  %471 = phi i32 [ %454, %466 ], [ %469, %468 ]
  %472 = icmp eq i32 %471, 1
  br i1 %472, label %473, label %474, !prof !39

473:                                              ; preds = %470
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %333) #26
  br label %474

474:                                              ; preds = %473, %470, %455, %449
  invoke void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr nonnull @.str.22)
          to label %475 unwind label %748

475:                                              ; preds = %474
  %476 = load i64, ptr %226, align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %10)
  %477 = getelementptr inbounds i8, ptr %10, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %477, i8 0, i64 16, i1 false), !alias.scope !163
  store i64 %476, ptr %10, align 8, !tbaa !42, !alias.scope !163
  invoke void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEEbi(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull byval(%"class.sycl::_V1::range.119") align 8 %10, i1 noundef zeroext false, i32 noundef 1)
          to label %478 unwind label %748

478:                                              ; preds = %475
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %10)
  %479 = load i64, ptr %12, align 8
  store i64 %479, ptr %15, align 8
  %480 = getelementptr inbounds i8, ptr %15, i64 8
  %481 = load ptr, ptr %256, align 8, !tbaa !157
  store ptr %481, ptr %480, align 8, !tbaa !157
  %482 = getelementptr inbounds i8, ptr %15, i64 16
  %483 = load ptr, ptr %257, align 8, !tbaa !29
  store ptr null, ptr %257, align 8, !tbaa !29
  store ptr %483, ptr %482, align 8, !tbaa !29
  store ptr null, ptr %256, align 8, !tbaa !157
  %484 = getelementptr inbounds i8, ptr %15, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %484, ptr noundef nonnull align 8 dereferenceable(16) %268, i64 16, i1 false)
  %485 = getelementptr inbounds i8, ptr %15, i64 40
  %486 = load ptr, ptr %269, align 8, !tbaa !157
  store ptr %486, ptr %485, align 8, !tbaa !157
  %487 = getelementptr inbounds i8, ptr %15, i64 48
  %488 = load ptr, ptr %270, align 8, !tbaa !29
  store ptr null, ptr %270, align 8, !tbaa !29
  store ptr %488, ptr %487, align 8, !tbaa !29
  store ptr null, ptr %269, align 8, !tbaa !157
  %489 = getelementptr inbounds i8, ptr %15, i64 56
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %489, ptr noundef nonnull align 8 dereferenceable(16) %307, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %8)
  %490 = invoke noalias noundef nonnull dereferenceable(80) ptr @_Znwm(i64 noundef 80) #28
          to label %491 unwind label %750

491:                                              ; preds = %478
  %492 = icmp eq ptr %483, null
  br i1 %492, label %504, label %493

493:                                              ; preds = %491
  %494 = getelementptr inbounds i8, ptr %483, i64 8
  %495 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37, !noalias !166
  %496 = icmp eq i8 %495, 0
  br i1 %496, label %500, label %497

497:                                              ; preds = %493
  %498 = load i32, ptr %494, align 4, !tbaa !38, !noalias !166
  %499 = add nsw i32 %498, 1
  store i32 %499, ptr %494, align 4, !tbaa !38, !noalias !166
  br label %504

500:                                              ; preds = %493
  %501 = atomicrmw volatile add ptr %494, i32 1 acq_rel, align 4, !noalias !166
  %502 = load ptr, ptr %485, align 8, !tbaa !157, !noalias !166
  %503 = load ptr, ptr %487, align 8, !tbaa !29, !noalias !166
  br label %504

504:                                              ; preds = %500, %497, %491
  %505 = phi ptr [ %503, %500 ], [ %488, %497 ], [ %488, %491 ]
  %506 = phi ptr [ %502, %500 ], [ %486, %497 ], [ %486, %491 ]
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %7, ptr noundef nonnull readonly align 8 dereferenceable(16) %484, i64 16, i1 false), !noalias !166
  %507 = icmp eq ptr %505, null
  br i1 %507, label %517, label %508

508:                                              ; preds = %504
  %509 = getelementptr inbounds i8, ptr %505, i64 8
  %510 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37, !noalias !166
  %511 = icmp eq i8 %510, 0
  br i1 %511, label %515, label %512

512:                                              ; preds = %508
  %513 = load i32, ptr %509, align 4, !tbaa !38, !noalias !166
  %514 = add nsw i32 %513, 1
  store i32 %514, ptr %509, align 4, !tbaa !38, !noalias !166
  br label %517

515:                                              ; preds = %508
  %516 = atomicrmw volatile add ptr %509, i32 1 acq_rel, align 4, !noalias !166
  br label %517

517:                                              ; preds = %515, %512, %504
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %8, ptr noundef nonnull readonly align 8 dereferenceable(16) %489, i64 16, i1 false), !noalias !166
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZL4lumaRNS0_5queueERK7PictureENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi1EEEE_EES5_Li1EEE, i64 16), ptr %490, align 8, !tbaa !35, !noalias !166
  %518 = getelementptr inbounds i8, ptr %490, i64 8
  store i64 %479, ptr %518, align 8, !noalias !166
  %519 = getelementptr inbounds i8, ptr %490, i64 16
  store ptr %481, ptr %519, align 8, !tbaa !157, !noalias !166
  %520 = getelementptr inbounds i8, ptr %490, i64 24
  store ptr %483, ptr %520, align 8, !tbaa !29, !noalias !166
  br i1 %492, label %530, label %521

521:                                              ; preds = %517
  %522 = getelementptr inbounds i8, ptr %483, i64 8
  %523 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37, !noalias !166
  %524 = icmp eq i8 %523, 0
  br i1 %524, label %528, label %525

525:                                              ; preds = %521
  %526 = load i32, ptr %522, align 4, !tbaa !38, !noalias !166
  %527 = add nsw i32 %526, 1
  store i32 %527, ptr %522, align 4, !tbaa !38, !noalias !166
  br label %530

528:                                              ; preds = %521
  %529 = atomicrmw volatile add ptr %522, i32 1 acq_rel, align 4, !noalias !166
  br label %530

530:                                              ; preds = %528, %525, %517
  %531 = getelementptr inbounds i8, ptr %490, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %531, ptr noundef nonnull align 8 dereferenceable(16) %7, i64 16, i1 false), !noalias !166
  %532 = getelementptr inbounds i8, ptr %490, i64 48
  store ptr %506, ptr %532, align 8, !tbaa !157, !noalias !166
  %533 = getelementptr inbounds i8, ptr %490, i64 56
  store ptr %505, ptr %533, align 8, !tbaa !29, !noalias !166
  br i1 %507, label %543, label %534

534:                                              ; preds = %530
  %535 = getelementptr inbounds i8, ptr %505, i64 8
  %536 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37, !noalias !166
  %537 = icmp eq i8 %536, 0
  br i1 %537, label %541, label %538

538:                                              ; preds = %534
  %539 = load i32, ptr %535, align 4, !tbaa !38, !noalias !166
  %540 = add nsw i32 %539, 1
  store i32 %540, ptr %535, align 4, !tbaa !38, !noalias !166
  br label %545

541:                                              ; preds = %534
  %542 = atomicrmw volatile add ptr %535, i32 1 acq_rel, align 4, !noalias !166
  br label %545

543:                                              ; preds = %530
  %544 = getelementptr inbounds i8, ptr %490, i64 64
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %544, ptr noundef nonnull align 8 dereferenceable(16) %8, i64 16, i1 false), !noalias !166
  br label %569

545:                                              ; preds = %541, %538
  %546 = getelementptr inbounds i8, ptr %490, i64 64
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %546, ptr noundef nonnull align 8 dereferenceable(16) %8, i64 16, i1 false), !noalias !166
  %547 = load atomic i64, ptr %535 acquire, align 8, !noalias !166
  %548 = icmp eq i64 %547, 4294967297
  %549 = trunc i64 %547 to i32
  br i1 %548, label %550, label %558

550:                                              ; preds = %545
  store i32 0, ptr %535, align 8, !tbaa !31, !noalias !166
  %551 = getelementptr inbounds i8, ptr %505, i64 12
  store i32 0, ptr %551, align 4, !tbaa !34, !noalias !166
  %552 = load ptr, ptr %505, align 8, !tbaa !35, !noalias !166
  %553 = getelementptr inbounds i8, ptr %552, i64 16
  %554 = load ptr, ptr %553, align 8, !noalias !166
  call void %554(ptr noundef nonnull align 8 dereferenceable(16) %505) #26, !noalias !166
  %555 = load ptr, ptr %505, align 8, !tbaa !35, !noalias !166
  %556 = getelementptr inbounds i8, ptr %555, i64 24
  %557 = load ptr, ptr %556, align 8, !noalias !166
  call void %557(ptr noundef nonnull align 8 dereferenceable(16) %505) #26, !noalias !166
  br label %569

558:                                              ; preds = %545
  %559 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37, !noalias !166
  %560 = icmp eq i8 %559, 0
  br i1 %560, label %563, label %561

561:                                              ; preds = %558
  %562 = add nsw i32 %549, -1
  store i32 %562, ptr %535, align 4, !tbaa !38, !noalias !166
  br label %565

563:                                              ; preds = %558
  %564 = atomicrmw volatile add ptr %535, i32 -1 acq_rel, align 4, !noalias !166
  br label %565

565:                                              ; preds = %563, %561
  %566 = phi i32 [ %549, %561 ], [ %564, %563 ]
  %567 = icmp eq i32 %566, 1
  br i1 %567, label %568, label %569, !prof !39

568:                                              ; preds = %565
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %505) #26, !noalias !166
  br label %569

569:                                              ; preds = %568, %565, %550, %543
  br i1 %492, label %594, label %570

570:                                              ; preds = %569
  %571 = getelementptr inbounds i8, ptr %483, i64 8
  %572 = load atomic i64, ptr %571 acquire, align 8, !noalias !166
  %573 = icmp eq i64 %572, 4294967297
  %574 = trunc i64 %572 to i32
  br i1 %573, label %575, label %583

575:                                              ; preds = %570
  store i32 0, ptr %571, align 8, !tbaa !31, !noalias !166
  %576 = getelementptr inbounds i8, ptr %483, i64 12
  store i32 0, ptr %576, align 4, !tbaa !34, !noalias !166
  %577 = load ptr, ptr %483, align 8, !tbaa !35, !noalias !166
  %578 = getelementptr inbounds i8, ptr %577, i64 16
  %579 = load ptr, ptr %578, align 8, !noalias !166
  call void %579(ptr noundef nonnull align 8 dereferenceable(16) %483) #26, !noalias !166
  %580 = load ptr, ptr %483, align 8, !tbaa !35, !noalias !166
  %581 = getelementptr inbounds i8, ptr %580, i64 24
  %582 = load ptr, ptr %581, align 8, !noalias !166
  call void %582(ptr noundef nonnull align 8 dereferenceable(16) %483) #26, !noalias !166
  br label %594

583:                                              ; preds = %570
  %584 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37, !noalias !166
  %585 = icmp eq i8 %584, 0
  br i1 %585, label %588, label %586

586:                                              ; preds = %583
  %587 = add nsw i32 %574, -1
  store i32 %587, ptr %571, align 4, !tbaa !38, !noalias !166
  br label %590

588:                                              ; preds = %583
  %589 = atomicrmw volatile add ptr %571, i32 -1 acq_rel, align 4, !noalias !166
  br label %590

590:                                              ; preds = %588, %586
  %591 = phi i32 [ %574, %586 ], [ %589, %588 ]
  %592 = icmp eq i32 %591, 1
  br i1 %592, label %593, label %594, !prof !39

593:                                              ; preds = %590
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %483) #26, !noalias !166
  br label %594

594:                                              ; preds = %593, %590, %575, %569
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %8)
  %595 = getelementptr inbounds i8, ptr %1, i64 152
  %596 = load ptr, ptr %595, align 8, !tbaa !16
  store ptr %490, ptr %595, align 8, !tbaa !16
  %597 = icmp eq ptr %596, null
  br i1 %597, label %602, label %598

598:                                              ; preds = %594
  %599 = load ptr, ptr %596, align 8, !tbaa !35
  %600 = getelementptr inbounds i8, ptr %599, i64 16
  %601 = load ptr, ptr %600, align 8
  call void %601(ptr noundef nonnull align 8 dereferenceable(8) %596) #26
  br label %602

602:                                              ; preds = %598, %594
  invoke void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
          to label %603 unwind label %750

603:                                              ; preds = %602
  %604 = load ptr, ptr %595, align 8, !tbaa !16
  %605 = load ptr, ptr %604, align 8, !tbaa !35
  %606 = load ptr, ptr %605, align 8
  %607 = invoke noundef ptr %606(ptr noundef nonnull align 8 dereferenceable(8) %604)
          to label %608 unwind label %750

608:                                              ; preds = %603
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %9) #26
  invoke void @_ZN4sycl3_V16detail19getKernelParamDescsINS1_19__pf_kernel_wrapperI4LumaEEEESt6vectorINS1_19kernel_param_desc_tESaIS7_EEv(ptr dead_on_unwind nonnull writable sret(%"class.std::vector.141") align 8 %9)
          to label %609 unwind label %750

609:                                              ; preds = %608
  invoke void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef %607, ptr noundef nonnull align 8 dereferenceable(24) %9, i1 noundef zeroext false)
          to label %610 unwind label %627

610:                                              ; preds = %609
  %611 = load ptr, ptr %9, align 8, !tbaa !169
  %612 = icmp eq ptr %611, null
  br i1 %612, label %619, label %613

613:                                              ; preds = %610
  %614 = getelementptr inbounds i8, ptr %9, i64 16
  %615 = load ptr, ptr %614, align 8, !tbaa !171
  %616 = ptrtoint ptr %615 to i64
  %617 = ptrtoint ptr %611 to i64
  %618 = sub i64 %616, %617
  call void @_ZdlPvm(ptr noundef nonnull %611, i64 noundef %618) #30
  br label %619

619:                                              ; preds = %613, %610
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %9) #26
  %620 = invoke noalias noundef nonnull dereferenceable(51) ptr @_Znam(i64 noundef 51) #28
          to label %621 unwind label %750

621:                                              ; preds = %619
  %622 = getelementptr inbounds i8, ptr %1, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(50) %620, ptr noundef nonnull align 1 dereferenceable(50) @.str.25, i64 50, i1 false)
  %623 = getelementptr inbounds i8, ptr %620, i64 50
  store i8 0, ptr %623, align 1, !tbaa !37
  %624 = load ptr, ptr %622, align 8, !tbaa !16
  store ptr %620, ptr %622, align 8, !tbaa !16
  %625 = icmp eq ptr %624, null
  br i1 %625, label %638, label %626

626:                                              ; preds = %621
  call void @_ZdaPv(ptr noundef nonnull %624) #30
  br label %638

627:                                              ; preds = %609
  %628 = landingpad { ptr, i32 }
          cleanup
  %629 = load ptr, ptr %9, align 8, !tbaa !169
  %630 = icmp eq ptr %629, null
  br i1 %630, label %637, label %631

631:                                              ; preds = %627
  %632 = getelementptr inbounds i8, ptr %9, i64 16
  %633 = load ptr, ptr %632, align 8, !tbaa !171
  %634 = ptrtoint ptr %633 to i64
  %635 = ptrtoint ptr %629 to i64
  %636 = sub i64 %634, %635
  call void @_ZdlPvm(ptr noundef nonnull %629, i64 noundef %636) #30
  br label %637

637:                                              ; preds = %631, %627
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %9) #26
  br label %752

638:                                              ; preds = %626, %621
  %639 = load ptr, ptr %487, align 8, !tbaa !29
  %640 = icmp eq ptr %639, null
  br i1 %640, label %665, label %641

641:                                              ; preds = %638
  %642 = getelementptr inbounds i8, ptr %639, i64 8
  %643 = load atomic i64, ptr %642 acquire, align 8
  %644 = icmp eq i64 %643, 4294967297
  %645 = trunc i64 %643 to i32
  br i1 %644, label %646, label %654

646:                                              ; preds = %641
  store i32 0, ptr %642, align 8, !tbaa !31
  %647 = getelementptr inbounds i8, ptr %639, i64 12
  store i32 0, ptr %647, align 4, !tbaa !34
  %648 = load ptr, ptr %639, align 8, !tbaa !35
  %649 = getelementptr inbounds i8, ptr %648, i64 16
  %650 = load ptr, ptr %649, align 8
  call void %650(ptr noundef nonnull align 8 dereferenceable(16) %639) #26
  %651 = load ptr, ptr %639, align 8, !tbaa !35
  %652 = getelementptr inbounds i8, ptr %651, i64 24
  %653 = load ptr, ptr %652, align 8
  call void %653(ptr noundef nonnull align 8 dereferenceable(16) %639) #26
  br label %665

654:                                              ; preds = %641
  %655 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %656 = icmp eq i8 %655, 0
  br i1 %656, label %659, label %657

657:                                              ; preds = %654
  %658 = add nsw i32 %645, -1
  store i32 %658, ptr %642, align 4, !tbaa !38
  br label %661

659:                                              ; preds = %654
  %660 = atomicrmw volatile add ptr %642, i32 -1 acq_rel, align 4
  br label %661

661:                                              ; preds = %659, %657
  %662 = phi i32 [ %645, %657 ], [ %660, %659 ]
  %663 = icmp eq i32 %662, 1
  br i1 %663, label %664, label %665, !prof !39

664:                                              ; preds = %661
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %639) #26
  br label %665

665:                                              ; preds = %664, %661, %646, %638
  %666 = load ptr, ptr %482, align 8, !tbaa !29
  %667 = icmp eq ptr %666, null
  br i1 %667, label %692, label %668

668:                                              ; preds = %665
  %669 = getelementptr inbounds i8, ptr %666, i64 8
  %670 = load atomic i64, ptr %669 acquire, align 8
  %671 = icmp eq i64 %670, 4294967297
  %672 = trunc i64 %670 to i32
  br i1 %671, label %673, label %681

673:                                              ; preds = %668
  store i32 0, ptr %669, align 8, !tbaa !31
  %674 = getelementptr inbounds i8, ptr %666, i64 12
  store i32 0, ptr %674, align 4, !tbaa !34
  %675 = load ptr, ptr %666, align 8, !tbaa !35
  %676 = getelementptr inbounds i8, ptr %675, i64 16
  %677 = load ptr, ptr %676, align 8
  call void %677(ptr noundef nonnull align 8 dereferenceable(16) %666) #26
  %678 = load ptr, ptr %666, align 8, !tbaa !35
  %679 = getelementptr inbounds i8, ptr %678, i64 24
  %680 = load ptr, ptr %679, align 8
  call void %680(ptr noundef nonnull align 8 dereferenceable(16) %666) #26
  br label %692

681:                                              ; preds = %668
  %682 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %683 = icmp eq i8 %682, 0
  br i1 %683, label %686, label %684

684:                                              ; preds = %681
  %685 = add nsw i32 %672, -1
  store i32 %685, ptr %669, align 4, !tbaa !38
  br label %688

686:                                              ; preds = %681
  %687 = atomicrmw volatile add ptr %669, i32 -1 acq_rel, align 4
  br label %688

688:                                              ; preds = %686, %684
  %689 = phi i32 [ %672, %684 ], [ %687, %686 ]
  %690 = icmp eq i32 %689, 1
  br i1 %690, label %691, label %692, !prof !39

691:                                              ; preds = %688
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %666) #26
  br label %692

692:                                              ; preds = %691, %688, %673, %665
  invoke void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216) %1, i32 noundef 1)
          to label %693 unwind label %748

693:                                              ; preds = %692
  %694 = load ptr, ptr %270, align 8, !tbaa !29
  %695 = icmp eq ptr %694, null
  br i1 %695, label %720, label %696

696:                                              ; preds = %693
  %697 = getelementptr inbounds i8, ptr %694, i64 8
  %698 = load atomic i64, ptr %697 acquire, align 8
  %699 = icmp eq i64 %698, 4294967297
  %700 = trunc i64 %698 to i32
  br i1 %699, label %701, label %709

701:                                              ; preds = %696
  store i32 0, ptr %697, align 8, !tbaa !31
  %702 = getelementptr inbounds i8, ptr %694, i64 12
  store i32 0, ptr %702, align 4, !tbaa !34
  %703 = load ptr, ptr %694, align 8, !tbaa !35
  %704 = getelementptr inbounds i8, ptr %703, i64 16
  %705 = load ptr, ptr %704, align 8
  call void %705(ptr noundef nonnull align 8 dereferenceable(16) %694) #26
  %706 = load ptr, ptr %694, align 8, !tbaa !35
  %707 = getelementptr inbounds i8, ptr %706, i64 24
  %708 = load ptr, ptr %707, align 8
  call void %708(ptr noundef nonnull align 8 dereferenceable(16) %694) #26
  br label %720

709:                                              ; preds = %696
  %710 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %711 = icmp eq i8 %710, 0
  br i1 %711, label %714, label %712

712:                                              ; preds = %709
  %713 = add nsw i32 %700, -1
  store i32 %713, ptr %697, align 4, !tbaa !38
  br label %716

714:                                              ; preds = %709
  %715 = atomicrmw volatile add ptr %697, i32 -1 acq_rel, align 4
  br label %716

716:                                              ; preds = %714, %712
  %717 = phi i32 [ %700, %712 ], [ %715, %714 ]
  %718 = icmp eq i32 %717, 1
  br i1 %718, label %719, label %720, !prof !39

719:                                              ; preds = %716
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %694) #26
  br label %720

720:                                              ; preds = %719, %716, %701, %693
  %721 = load ptr, ptr %257, align 8, !tbaa !29
  %722 = icmp eq ptr %721, null
  br i1 %722, label %747, label %723

723:                                              ; preds = %720
  %724 = getelementptr inbounds i8, ptr %721, i64 8
  %725 = load atomic i64, ptr %724 acquire, align 8
  %726 = icmp eq i64 %725, 4294967297
  %727 = trunc i64 %725 to i32
  br i1 %726, label %728, label %736

728:                                              ; preds = %723
  store i32 0, ptr %724, align 8, !tbaa !31
  %729 = getelementptr inbounds i8, ptr %721, i64 12
  store i32 0, ptr %729, align 4, !tbaa !34
  %730 = load ptr, ptr %721, align 8, !tbaa !35
  %731 = getelementptr inbounds i8, ptr %730, i64 16
  %732 = load ptr, ptr %731, align 8
  call void %732(ptr noundef nonnull align 8 dereferenceable(16) %721) #26
  %733 = load ptr, ptr %721, align 8, !tbaa !35
  %734 = getelementptr inbounds i8, ptr %733, i64 24
  %735 = load ptr, ptr %734, align 8
  call void %735(ptr noundef nonnull align 8 dereferenceable(16) %721) #26
  br label %747

736:                                              ; preds = %723
  %737 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %738 = icmp eq i8 %737, 0
  br i1 %738, label %741, label %739

739:                                              ; preds = %736
  %740 = add nsw i32 %727, -1
  store i32 %740, ptr %724, align 4, !tbaa !38
  br label %743

741:                                              ; preds = %736
  %742 = atomicrmw volatile add ptr %724, i32 -1 acq_rel, align 4
  br label %743

743:                                              ; preds = %741, %739
  %744 = phi i32 [ %727, %739 ], [ %742, %741 ]
  %745 = icmp eq i32 %744, 1
  br i1 %745, label %746, label %747, !prof !39

746:                                              ; preds = %743
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %721) #26
  br label %747

747:                                              ; preds = %746, %743, %728, %720
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %12) #26
  br label %1125

748:                                              ; preds = %692, %475, %474
  %749 = landingpad { ptr, i32 }
          cleanup
  br label %754

750:                                              ; preds = %619, %608, %603, %602, %478
  %751 = landingpad { ptr, i32 }
          cleanup
  br label %752

752:                                              ; preds = %750, %637
  %753 = phi { ptr, i32 } [ %751, %750 ], [ %628, %637 ]
  call fastcc void @_ZN4sycl3_V16detail18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZL4lumaRNS0_5queueERK7PictureENKUlRNS0_7handlerEE_clESB_EUlNS0_2idILi1EEEE_ED2Ev(ptr noundef nonnull align 8 dereferenceable(72) %15) #26
  br label %754

754:                                              ; preds = %752, %748
  %755 = phi { ptr, i32 } [ %749, %748 ], [ %753, %752 ]
  call fastcc void @_ZN4sycl3_V16detail18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZL4lumaRNS0_5queueERK7PictureENKUlRNS0_7handlerEE_clESB_EUlNS0_2idILi1EEEE_ED2Ev(ptr noundef nonnull align 8 dereferenceable(72) %12) #26
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %12) #26
  br label %1123

756:                                              ; preds = %225
  %757 = load ptr, ptr %182, align 8, !tbaa !29
  %758 = icmp eq ptr %757, null
  br i1 %758, label %768, label %759

759:                                              ; preds = %756
  %760 = getelementptr inbounds i8, ptr %757, i64 8
  %761 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %762 = icmp eq i8 %761, 0
  br i1 %762, label %766, label %763

763:                                              ; preds = %759
  %764 = load i32, ptr %760, align 4, !tbaa !38
  %765 = add nsw i32 %764, 1
  store i32 %765, ptr %760, align 4, !tbaa !38
  br label %768

766:                                              ; preds = %759
  %767 = atomicrmw volatile add ptr %760, i32 1 acq_rel, align 4
  br label %768

768:                                              ; preds = %766, %763, %756
  %769 = load ptr, ptr %198, align 8, !tbaa !29
  %770 = icmp eq ptr %769, null
  br i1 %770, label %780, label %771

771:                                              ; preds = %768
  %772 = getelementptr inbounds i8, ptr %769, i64 8
  %773 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %774 = icmp eq i8 %773, 0
  br i1 %774, label %778, label %775

775:                                              ; preds = %771
  %776 = load i32, ptr %772, align 4, !tbaa !38
  %777 = add nsw i32 %776, 1
  store i32 %777, ptr %772, align 4, !tbaa !38
  br label %780

778:                                              ; preds = %771
  %779 = atomicrmw volatile add ptr %772, i32 1 acq_rel, align 4
  br label %780

780:                                              ; preds = %778, %775, %768
  br i1 %758, label %790, label %781

781:                                              ; preds = %780
  %782 = getelementptr inbounds i8, ptr %757, i64 8
  %783 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %784 = icmp eq i8 %783, 0
  br i1 %784, label %788, label %785

785:                                              ; preds = %781
  %786 = load i32, ptr %782, align 4, !tbaa !38
  %787 = add nsw i32 %786, 1
  store i32 %787, ptr %782, align 4, !tbaa !38
  br label %790

788:                                              ; preds = %781
  %789 = atomicrmw volatile add ptr %782, i32 1 acq_rel, align 4
  br label %790

790:                                              ; preds = %788, %785, %780
  br i1 %770, label %823, label %791

791:                                              ; preds = %790
  %792 = getelementptr inbounds i8, ptr %769, i64 8
  %793 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %794 = icmp eq i8 %793, 0
  br i1 %794, label %798, label %795

795:                                              ; preds = %791
  %796 = load i32, ptr %792, align 4, !tbaa !38
  %797 = add nsw i32 %796, 1
  store i32 %797, ptr %792, align 4, !tbaa !38
  br label %800

798:                                              ; preds = %791
  %799 = atomicrmw volatile add ptr %792, i32 1 acq_rel, align 4
  br label %800

800:                                              ; preds = %798, %795
  %801 = load atomic i64, ptr %792 acquire, align 8
  %802 = icmp eq i64 %801, 4294967297
  %803 = trunc i64 %801 to i32
  br i1 %802, label %804, label %812

804:                                              ; preds = %800
  store i32 0, ptr %792, align 8, !tbaa !31
  %805 = getelementptr inbounds i8, ptr %769, i64 12
  store i32 0, ptr %805, align 4, !tbaa !34
  %806 = load ptr, ptr %769, align 8, !tbaa !35
  %807 = getelementptr inbounds i8, ptr %806, i64 16
  %808 = load ptr, ptr %807, align 8
  call void %808(ptr noundef nonnull align 8 dereferenceable(16) %769) #26
  %809 = load ptr, ptr %769, align 8, !tbaa !35
  %810 = getelementptr inbounds i8, ptr %809, i64 24
  %811 = load ptr, ptr %810, align 8
  call void %811(ptr noundef nonnull align 8 dereferenceable(16) %769) #26
  br label %823

812:                                              ; preds = %800
  %813 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %814 = icmp eq i8 %813, 0
  br i1 %814, label %817, label %815

815:                                              ; preds = %812
  %816 = add nsw i32 %803, -1
  store i32 %816, ptr %792, align 4, !tbaa !38
  br label %819

817:                                              ; preds = %812
  %818 = atomicrmw volatile add ptr %792, i32 -1 acq_rel, align 4
  br label %819

819:                                              ; preds = %817, %815
  %820 = phi i32 [ %803, %815 ], [ %818, %817 ]
  %821 = icmp eq i32 %820, 1
  br i1 %821, label %822, label %823, !prof !39

822:                                              ; preds = %819
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %769) #26
  br label %823

823:                                              ; preds = %822, %819, %804, %790
  br i1 %758, label %848, label %824

824:                                              ; preds = %823
  %825 = getelementptr inbounds i8, ptr %757, i64 8
  %826 = load atomic i64, ptr %825 acquire, align 8
  %827 = icmp eq i64 %826, 4294967297
  %828 = trunc i64 %826 to i32
  br i1 %827, label %829, label %837

829:                                              ; preds = %824
  store i32 0, ptr %825, align 8, !tbaa !31
  %830 = getelementptr inbounds i8, ptr %757, i64 12
  store i32 0, ptr %830, align 4, !tbaa !34
  %831 = load ptr, ptr %757, align 8, !tbaa !35
  %832 = getelementptr inbounds i8, ptr %831, i64 16
  %833 = load ptr, ptr %832, align 8
  call void %833(ptr noundef nonnull align 8 dereferenceable(16) %757) #26
  %834 = load ptr, ptr %757, align 8, !tbaa !35
  %835 = getelementptr inbounds i8, ptr %834, i64 24
  %836 = load ptr, ptr %835, align 8
  call void %836(ptr noundef nonnull align 8 dereferenceable(16) %757) #26
  br label %848

837:                                              ; preds = %824
  %838 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %839 = icmp eq i8 %838, 0
  br i1 %839, label %842, label %840

840:                                              ; preds = %837
  %841 = add nsw i32 %828, -1
  store i32 %841, ptr %825, align 4, !tbaa !38
  br label %844

842:                                              ; preds = %837
  %843 = atomicrmw volatile add ptr %825, i32 -1 acq_rel, align 4
  br label %844

844:                                              ; preds = %842, %840
  %845 = phi i32 [ %828, %840 ], [ %843, %842 ]
  %846 = icmp eq i32 %845, 1
  br i1 %846, label %847, label %848, !prof !39

847:                                              ; preds = %844
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %757) #26
  br label %848

848:                                              ; preds = %847, %844, %829, %823
  br i1 %770, label %873, label %849

849:                                              ; preds = %848
  %850 = getelementptr inbounds i8, ptr %769, i64 8
  %851 = load atomic i64, ptr %850 acquire, align 8
  %852 = icmp eq i64 %851, 4294967297
  %853 = trunc i64 %851 to i32
  br i1 %852, label %854, label %862

854:                                              ; preds = %849
  store i32 0, ptr %850, align 8, !tbaa !31
  %855 = getelementptr inbounds i8, ptr %769, i64 12
  store i32 0, ptr %855, align 4, !tbaa !34
  %856 = load ptr, ptr %769, align 8, !tbaa !35
  %857 = getelementptr inbounds i8, ptr %856, i64 16
  %858 = load ptr, ptr %857, align 8
  call void %858(ptr noundef nonnull align 8 dereferenceable(16) %769) #26
  %859 = load ptr, ptr %769, align 8, !tbaa !35
  %860 = getelementptr inbounds i8, ptr %859, i64 24
  %861 = load ptr, ptr %860, align 8
  call void %861(ptr noundef nonnull align 8 dereferenceable(16) %769) #26
  br label %873

862:                                              ; preds = %849
  %863 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %864 = icmp eq i8 %863, 0
  br i1 %864, label %867, label %865

865:                                              ; preds = %862
  %866 = add nsw i32 %853, -1
  store i32 %866, ptr %850, align 4, !tbaa !38
  br label %869

867:                                              ; preds = %862
  %868 = atomicrmw volatile add ptr %850, i32 -1 acq_rel, align 4
  br label %869

869:                                              ; preds = %867, %865
  %870 = phi i32 [ %853, %865 ], [ %868, %867 ]
  %871 = icmp eq i32 %870, 1
  br i1 %871, label %872, label %873, !prof !39

872:                                              ; preds = %869
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %769) #26
  br label %873

873:                                              ; preds = %872, %869, %854, %848
  br i1 %758, label %898, label %874

874:                                              ; preds = %873
  %875 = getelementptr inbounds i8, ptr %757, i64 8
  %876 = load atomic i64, ptr %875 acquire, align 8
  %877 = icmp eq i64 %876, 4294967297
  %878 = trunc i64 %876 to i32
  br i1 %877, label %879, label %887

879:                                              ; preds = %874
  store i32 0, ptr %875, align 8, !tbaa !31
  %880 = getelementptr inbounds i8, ptr %757, i64 12
  store i32 0, ptr %880, align 4, !tbaa !34
  %881 = load ptr, ptr %757, align 8, !tbaa !35
  %882 = getelementptr inbounds i8, ptr %881, i64 16
  %883 = load ptr, ptr %882, align 8
  call void %883(ptr noundef nonnull align 8 dereferenceable(16) %757) #26
  %884 = load ptr, ptr %757, align 8, !tbaa !35
  %885 = getelementptr inbounds i8, ptr %884, i64 24
  %886 = load ptr, ptr %885, align 8
  call void %886(ptr noundef nonnull align 8 dereferenceable(16) %757) #26
  br label %898

887:                                              ; preds = %874
  %888 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %889 = icmp eq i8 %888, 0
  br i1 %889, label %892, label %890

890:                                              ; preds = %887
  %891 = add nsw i32 %878, -1
  store i32 %891, ptr %875, align 4, !tbaa !38
  br label %894

892:                                              ; preds = %887
  %893 = atomicrmw volatile add ptr %875, i32 -1 acq_rel, align 4
  br label %894

894:                                              ; preds = %892, %890
  %895 = phi i32 [ %878, %890 ], [ %893, %892 ]
  %896 = icmp eq i32 %895, 1
  br i1 %896, label %897, label %898, !prof !39

897:                                              ; preds = %894
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %757) #26
  br label %898

898:                                              ; preds = %897, %894, %879, %873
  invoke void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr nonnull @.str.22)
          to label %899 unwind label %1179

899:                                              ; preds = %898
  invoke void @_ZN4sycl3_V17handler22setKernelIsCooperativeEb(ptr noundef nonnull align 8 dereferenceable(216) %1, i1 noundef zeroext false)
          to label %900 unwind label %1179

900:                                              ; preds = %899
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6)
  %901 = getelementptr inbounds i8, ptr %6, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %901, i8 0, i64 16, i1 false), !alias.scope !172
  store i64 %145, ptr %6, align 8, !tbaa !42, !alias.scope !172
  invoke void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEEbi(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull byval(%"class.sycl::_V1::range.119") align 8 %6, i1 noundef zeroext false, i32 noundef 1)
          to label %902 unwind label %1179

902:                                              ; preds = %900
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6)
  %903 = load ptr, ptr %17, align 8, !tbaa !157
  store ptr %903, ptr %16, align 8, !tbaa !157
  %904 = getelementptr inbounds i8, ptr %16, i64 8
  %905 = load ptr, ptr %182, align 8, !tbaa !29
  store ptr null, ptr %182, align 8, !tbaa !29
  store ptr %905, ptr %904, align 8, !tbaa !29
  store ptr null, ptr %17, align 8, !tbaa !157
  %906 = getelementptr inbounds i8, ptr %16, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %906, ptr noundef nonnull align 8 dereferenceable(16) %195, i64 16, i1 false)
  %907 = getelementptr inbounds i8, ptr %16, i64 32
  %908 = load ptr, ptr %196, align 8, !tbaa !157
  store ptr %908, ptr %907, align 8, !tbaa !157
  %909 = getelementptr inbounds i8, ptr %16, i64 40
  %910 = load ptr, ptr %198, align 8, !tbaa !29
  store ptr null, ptr %198, align 8, !tbaa !29
  store ptr %910, ptr %909, align 8, !tbaa !29
  store ptr null, ptr %196, align 8, !tbaa !157
  %911 = getelementptr inbounds i8, ptr %16, i64 48
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %911, ptr noundef nonnull align 8 dereferenceable(16) %211, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4)
  %912 = invoke noalias noundef nonnull dereferenceable(72) ptr @_Znwm(i64 noundef 72) #28
          to label %913 unwind label %1119

913:                                              ; preds = %902
  %914 = icmp eq ptr %905, null
  br i1 %914, label %926, label %915

915:                                              ; preds = %913
  %916 = getelementptr inbounds i8, ptr %905, i64 8
  %917 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37, !noalias !175
  %918 = icmp eq i8 %917, 0
  br i1 %918, label %922, label %919

919:                                              ; preds = %915
  %920 = load i32, ptr %916, align 4, !tbaa !38, !noalias !175
  %921 = add nsw i32 %920, 1
  store i32 %921, ptr %916, align 4, !tbaa !38, !noalias !175
  br label %926

922:                                              ; preds = %915
  %923 = atomicrmw volatile add ptr %916, i32 1 acq_rel, align 4, !noalias !175
  %924 = load ptr, ptr %907, align 8, !tbaa !157, !noalias !175
  %925 = load ptr, ptr %909, align 8, !tbaa !29, !noalias !175
  br label %926

926:                                              ; preds = %922, %919, %913
  %927 = phi ptr [ %925, %922 ], [ %910, %919 ], [ %910, %913 ]
  %928 = phi ptr [ %924, %922 ], [ %908, %919 ], [ %908, %913 ]
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull readonly align 8 dereferenceable(16) %906, i64 16, i1 false), !noalias !175
  %929 = icmp eq ptr %927, null
  br i1 %929, label %939, label %930

930:                                              ; preds = %926
  %931 = getelementptr inbounds i8, ptr %927, i64 8
  %932 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37, !noalias !175
  %933 = icmp eq i8 %932, 0
  br i1 %933, label %937, label %934

934:                                              ; preds = %930
  %935 = load i32, ptr %931, align 4, !tbaa !38, !noalias !175
  %936 = add nsw i32 %935, 1
  store i32 %936, ptr %931, align 4, !tbaa !38, !noalias !175
  br label %939

937:                                              ; preds = %930
  %938 = atomicrmw volatile add ptr %931, i32 1 acq_rel, align 4, !noalias !175
  br label %939

939:                                              ; preds = %937, %934, %926
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %4, ptr noundef nonnull readonly align 8 dereferenceable(16) %911, i64 16, i1 false), !noalias !175
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZL4lumaRNS0_5queueERK7PictureENKUlRNS0_7handlerEE_clES9_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %912, align 8, !tbaa !35, !noalias !175
  %940 = getelementptr inbounds i8, ptr %912, i64 8
  store ptr %903, ptr %940, align 8, !tbaa !157, !noalias !175
  %941 = getelementptr inbounds i8, ptr %912, i64 16
  store ptr %905, ptr %941, align 8, !tbaa !29, !noalias !175
  br i1 %914, label %951, label %942

942:                                              ; preds = %939
  %943 = getelementptr inbounds i8, ptr %905, i64 8
  %944 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37, !noalias !175
  %945 = icmp eq i8 %944, 0
  br i1 %945, label %949, label %946

946:                                              ; preds = %942
  %947 = load i32, ptr %943, align 4, !tbaa !38, !noalias !175
  %948 = add nsw i32 %947, 1
  store i32 %948, ptr %943, align 4, !tbaa !38, !noalias !175
  br label %951

949:                                              ; preds = %942
  %950 = atomicrmw volatile add ptr %943, i32 1 acq_rel, align 4, !noalias !175
  br label %951

951:                                              ; preds = %949, %946, %939
  %952 = getelementptr inbounds i8, ptr %912, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %952, ptr noundef nonnull align 8 dereferenceable(16) %3, i64 16, i1 false), !noalias !175
  %953 = getelementptr inbounds i8, ptr %912, i64 40
  store ptr %928, ptr %953, align 8, !tbaa !157, !noalias !175
  %954 = getelementptr inbounds i8, ptr %912, i64 48
  store ptr %927, ptr %954, align 8, !tbaa !29, !noalias !175
  br i1 %929, label %964, label %955

955:                                              ; preds = %951
  %956 = getelementptr inbounds i8, ptr %927, i64 8
  %957 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37, !noalias !175
  %958 = icmp eq i8 %957, 0
  br i1 %958, label %962, label %959

959:                                              ; preds = %955
  %960 = load i32, ptr %956, align 4, !tbaa !38, !noalias !175
  %961 = add nsw i32 %960, 1
  store i32 %961, ptr %956, align 4, !tbaa !38, !noalias !175
  br label %966

962:                                              ; preds = %955
  %963 = atomicrmw volatile add ptr %956, i32 1 acq_rel, align 4, !noalias !175
  br label %966

964:                                              ; preds = %951
  %965 = getelementptr inbounds i8, ptr %912, i64 56
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %965, ptr noundef nonnull align 8 dereferenceable(16) %4, i64 16, i1 false), !noalias !175
  br label %990

966:                                              ; preds = %962, %959
  %967 = getelementptr inbounds i8, ptr %912, i64 56
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %967, ptr noundef nonnull align 8 dereferenceable(16) %4, i64 16, i1 false), !noalias !175
  %968 = load atomic i64, ptr %956 acquire, align 8, !noalias !175
  %969 = icmp eq i64 %968, 4294967297
  %970 = trunc i64 %968 to i32
  br i1 %969, label %971, label %979

971:                                              ; preds = %966
  store i32 0, ptr %956, align 8, !tbaa !31, !noalias !175
  %972 = getelementptr inbounds i8, ptr %927, i64 12
  store i32 0, ptr %972, align 4, !tbaa !34, !noalias !175
  %973 = load ptr, ptr %927, align 8, !tbaa !35, !noalias !175
  %974 = getelementptr inbounds i8, ptr %973, i64 16
  %975 = load ptr, ptr %974, align 8, !noalias !175
  call void %975(ptr noundef nonnull align 8 dereferenceable(16) %927) #26, !noalias !175
  %976 = load ptr, ptr %927, align 8, !tbaa !35, !noalias !175
  %977 = getelementptr inbounds i8, ptr %976, i64 24
  %978 = load ptr, ptr %977, align 8, !noalias !175
  call void %978(ptr noundef nonnull align 8 dereferenceable(16) %927) #26, !noalias !175
  br label %990

979:                                              ; preds = %966
  %980 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37, !noalias !175
  %981 = icmp eq i8 %980, 0
  br i1 %981, label %984, label %982

982:                                              ; preds = %979
  %983 = add nsw i32 %970, -1
  store i32 %983, ptr %956, align 4, !tbaa !38, !noalias !175
  br label %986

984:                                              ; preds = %979
  %985 = atomicrmw volatile add ptr %956, i32 -1 acq_rel, align 4, !noalias !175
  br label %986

986:                                              ; preds = %984, %982
  %987 = phi i32 [ %970, %982 ], [ %985, %984 ]
  %988 = icmp eq i32 %987, 1
  br i1 %988, label %989, label %990, !prof !39

989:                                              ; preds = %986
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %927) #26, !noalias !175
  br label %990

990:                                              ; preds = %989, %986, %971, %964
  br i1 %914, label %1015, label %991

991:                                              ; preds = %990
  %992 = getelementptr inbounds i8, ptr %905, i64 8
  %993 = load atomic i64, ptr %992 acquire, align 8, !noalias !175
  %994 = icmp eq i64 %993, 4294967297
  %995 = trunc i64 %993 to i32
  br i1 %994, label %996, label %1004

996:                                              ; preds = %991
  store i32 0, ptr %992, align 8, !tbaa !31, !noalias !175
  %997 = getelementptr inbounds i8, ptr %905, i64 12
  store i32 0, ptr %997, align 4, !tbaa !34, !noalias !175
  %998 = load ptr, ptr %905, align 8, !tbaa !35, !noalias !175
  %999 = getelementptr inbounds i8, ptr %998, i64 16
  %1000 = load ptr, ptr %999, align 8, !noalias !175
  call void %1000(ptr noundef nonnull align 8 dereferenceable(16) %905) #26, !noalias !175
  %1001 = load ptr, ptr %905, align 8, !tbaa !35, !noalias !175
  %1002 = getelementptr inbounds i8, ptr %1001, i64 24
  %1003 = load ptr, ptr %1002, align 8, !noalias !175
  call void %1003(ptr noundef nonnull align 8 dereferenceable(16) %905) #26, !noalias !175
  br label %1015

1004:                                             ; preds = %991
  %1005 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37, !noalias !175
  %1006 = icmp eq i8 %1005, 0
  br i1 %1006, label %1009, label %1007

1007:                                             ; preds = %1004
  %1008 = add nsw i32 %995, -1
  store i32 %1008, ptr %992, align 4, !tbaa !38, !noalias !175
  br label %1011

1009:                                             ; preds = %1004
  %1010 = atomicrmw volatile add ptr %992, i32 -1 acq_rel, align 4, !noalias !175
  br label %1011

1011:                                             ; preds = %1009, %1007
  %1012 = phi i32 [ %995, %1007 ], [ %1010, %1009 ]
  %1013 = icmp eq i32 %1012, 1
  br i1 %1013, label %1014, label %1015, !prof !39

1014:                                             ; preds = %1011
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %905) #26, !noalias !175
  br label %1015

1015:                                             ; preds = %1014, %1011, %996, %990
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4)
  %1016 = getelementptr inbounds i8, ptr %1, i64 152
  %1017 = load ptr, ptr %1016, align 8, !tbaa !16
  store ptr %912, ptr %1016, align 8, !tbaa !16
  %1018 = icmp eq ptr %1017, null
  br i1 %1018, label %1023, label %1019

1019:                                             ; preds = %1015
  %1020 = load ptr, ptr %1017, align 8, !tbaa !35
  %1021 = getelementptr inbounds i8, ptr %1020, i64 16
  %1022 = load ptr, ptr %1021, align 8
  call void %1022(ptr noundef nonnull align 8 dereferenceable(8) %1017) #26
  br label %1023

1023:                                             ; preds = %1019, %1015
  invoke void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
          to label %1024 unwind label %1119

1024:                                             ; preds = %1023
  %1025 = load ptr, ptr %1016, align 8, !tbaa !16
  %1026 = load ptr, ptr %1025, align 8, !tbaa !35
  %1027 = load ptr, ptr %1026, align 8
  %1028 = invoke noundef ptr %1027(ptr noundef nonnull align 8 dereferenceable(8) %1025)
          to label %1029 unwind label %1119

1029:                                             ; preds = %1024
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5) #26
  call void @llvm.experimental.noalias.scope.decl(metadata !178)
  %1030 = getelementptr inbounds i8, ptr %5, i64 16
  %1031 = invoke noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #28
          to label %1032 unwind label %1119

1032:                                             ; preds = %1029
  store ptr %1031, ptr %5, align 8, !tbaa !169, !alias.scope !178
  %1033 = getelementptr inbounds i8, ptr %1031, i64 24
  store ptr %1033, ptr %1030, align 8, !tbaa !171, !alias.scope !178
  %1034 = getelementptr inbounds i8, ptr %5, i64 8
  store i64 17446157156352, ptr %1031, align 4, !noalias !178
  %1035 = getelementptr inbounds i8, ptr %1031, i64 8
  store i32 0, ptr %1035, align 4, !tbaa !38, !noalias !178
  %1036 = getelementptr inbounds i8, ptr %1031, i64 12
  store i64 17446157156352, ptr %1036, align 4, !noalias !178
  %1037 = getelementptr inbounds i8, ptr %1031, i64 20
  store i32 32, ptr %1037, align 4, !tbaa !38, !noalias !178
  store ptr %1033, ptr %1034, align 8, !tbaa !181, !alias.scope !178
  invoke void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef %1028, ptr noundef nonnull align 8 dereferenceable(24) %5, i1 noundef zeroext false)
          to label %1038 unwind label %1054

1038:                                             ; preds = %1032
  %1039 = load ptr, ptr %5, align 8, !tbaa !169
  %1040 = icmp eq ptr %1039, null
  br i1 %1040, label %1046, label %1041

1041:                                             ; preds = %1038
  %1042 = load ptr, ptr %1030, align 8, !tbaa !171
  %1043 = ptrtoint ptr %1042 to i64
  %1044 = ptrtoint ptr %1039 to i64
  %1045 = sub i64 %1043, %1044
  call void @_ZdlPvm(ptr noundef nonnull %1039, i64 noundef %1045) #30
  br label %1046

1046:                                             ; preds = %1041, %1038
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #26
  %1047 = invoke noalias noundef nonnull dereferenceable(10) ptr @_Znam(i64 noundef 10) #28
          to label %1048 unwind label %1119

1048:                                             ; preds = %1046
  %1049 = getelementptr inbounds i8, ptr %1, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(9) %1047, ptr noundef nonnull align 1 dereferenceable(9) @.str.22, i64 9, i1 false)
  %1050 = getelementptr inbounds i8, ptr %1047, i64 9
  store i8 0, ptr %1050, align 1, !tbaa !37
  %1051 = load ptr, ptr %1049, align 8, !tbaa !16
  store ptr %1047, ptr %1049, align 8, !tbaa !16
  %1052 = icmp eq ptr %1051, null
  br i1 %1052, label %1064, label %1053

1053:                                             ; preds = %1048
  call void @_ZdaPv(ptr noundef nonnull %1051) #30
  br label %1064

1054:                                             ; preds = %1032
  %1055 = landingpad { ptr, i32 }
          cleanup
  %1056 = load ptr, ptr %5, align 8, !tbaa !169
  %1057 = icmp eq ptr %1056, null
  br i1 %1057, label %1063, label %1058

1058:                                             ; preds = %1054
  %1059 = load ptr, ptr %1030, align 8, !tbaa !171
  %1060 = ptrtoint ptr %1059 to i64
  %1061 = ptrtoint ptr %1056 to i64
  %1062 = sub i64 %1060, %1061
  call void @_ZdlPvm(ptr noundef nonnull %1056, i64 noundef %1062) #30
  br label %1063

1063:                                             ; preds = %1058, %1054
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #26
  br label %1121

1064:                                             ; preds = %1053, %1048
  %1065 = load ptr, ptr %909, align 8, !tbaa !29
  %1066 = icmp eq ptr %1065, null
  br i1 %1066, label %1091, label %1067

1067:                                             ; preds = %1064
  %1068 = getelementptr inbounds i8, ptr %1065, i64 8
  %1069 = load atomic i64, ptr %1068 acquire, align 8
  %1070 = icmp eq i64 %1069, 4294967297
  %1071 = trunc i64 %1069 to i32
  br i1 %1070, label %1072, label %1080

1072:                                             ; preds = %1067
  store i32 0, ptr %1068, align 8, !tbaa !31
  %1073 = getelementptr inbounds i8, ptr %1065, i64 12
  store i32 0, ptr %1073, align 4, !tbaa !34
  %1074 = load ptr, ptr %1065, align 8, !tbaa !35
  %1075 = getelementptr inbounds i8, ptr %1074, i64 16
  %1076 = load ptr, ptr %1075, align 8
  call void %1076(ptr noundef nonnull align 8 dereferenceable(16) %1065) #26
  %1077 = load ptr, ptr %1065, align 8, !tbaa !35
  %1078 = getelementptr inbounds i8, ptr %1077, i64 24
  %1079 = load ptr, ptr %1078, align 8
  call void %1079(ptr noundef nonnull align 8 dereferenceable(16) %1065) #26
  br label %1091

1080:                                             ; preds = %1067
  %1081 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %1082 = icmp eq i8 %1081, 0
  br i1 %1082, label %1085, label %1083

1083:                                             ; preds = %1080
  %1084 = add nsw i32 %1071, -1
  store i32 %1084, ptr %1068, align 4, !tbaa !38
  br label %1087

1085:                                             ; preds = %1080
  %1086 = atomicrmw volatile add ptr %1068, i32 -1 acq_rel, align 4
  br label %1087

1087:                                             ; preds = %1085, %1083
  %1088 = phi i32 [ %1071, %1083 ], [ %1086, %1085 ]
  %1089 = icmp eq i32 %1088, 1
  br i1 %1089, label %1090, label %1091, !prof !39

1090:                                             ; preds = %1087
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %1065) #26
  br label %1091

1091:                                             ; preds = %1090, %1087, %1072, %1064
  %1092 = load ptr, ptr %904, align 8, !tbaa !29
  %1093 = icmp eq ptr %1092, null
  br i1 %1093, label %1118, label %1094

1094:                                             ; preds = %1091
  %1095 = getelementptr inbounds i8, ptr %1092, i64 8
  %1096 = load atomic i64, ptr %1095 acquire, align 8
  %1097 = icmp eq i64 %1096, 4294967297
  %1098 = trunc i64 %1096 to i32
  br i1 %1097, label %1099, label %1107

1099:                                             ; preds = %1094
  store i32 0, ptr %1095, align 8, !tbaa !31
  %1100 = getelementptr inbounds i8, ptr %1092, i64 12
  store i32 0, ptr %1100, align 4, !tbaa !34
  %1101 = load ptr, ptr %1092, align 8, !tbaa !35
  %1102 = getelementptr inbounds i8, ptr %1101, i64 16
  %1103 = load ptr, ptr %1102, align 8
  call void %1103(ptr noundef nonnull align 8 dereferenceable(16) %1092) #26
  %1104 = load ptr, ptr %1092, align 8, !tbaa !35
  %1105 = getelementptr inbounds i8, ptr %1104, i64 24
  %1106 = load ptr, ptr %1105, align 8
  call void %1106(ptr noundef nonnull align 8 dereferenceable(16) %1092) #26
  br label %1118

1107:                                             ; preds = %1094
  %1108 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %1109 = icmp eq i8 %1108, 0
  br i1 %1109, label %1112, label %1110

1110:                                             ; preds = %1107
  %1111 = add nsw i32 %1098, -1
  store i32 %1111, ptr %1095, align 4, !tbaa !38
  br label %1114

1112:                                             ; preds = %1107
  %1113 = atomicrmw volatile add ptr %1095, i32 -1 acq_rel, align 4
  br label %1114

1114:                                             ; preds = %1112, %1110
  %1115 = phi i32 [ %1098, %1110 ], [ %1113, %1112 ]
  %1116 = icmp eq i32 %1115, 1
  br i1 %1116, label %1117, label %1118, !prof !39

1117:                                             ; preds = %1114
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %1092) #26
  br label %1118

1118:                                             ; preds = %1117, %1114, %1099, %1091
  invoke void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216) %1, i32 noundef 1)
          to label %1125 unwind label %1179

1119:                                             ; preds = %1046, %1029, %1024, %1023, %902
  %1120 = landingpad { ptr, i32 }
          cleanup
  br label %1121

1121:                                             ; preds = %1119, %1063
  %1122 = phi { ptr, i32 } [ %1120, %1119 ], [ %1055, %1063 ]
  call fastcc void @_ZZZL4lumaRN4sycl3_V15queueERK7PictureENKUlRNS0_7handlerEE_clES7_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(64) %16) #26
  br label %1123

1123:                                             ; preds = %1121, %754
  %1124 = phi { ptr, i32 } [ %755, %754 ], [ %1122, %1121 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %11) #26
  br label %1181

1125:                                             ; preds = %1118, %747
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %11) #26
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %13)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %14)
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %15)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %16)
  %1126 = load ptr, ptr %198, align 8, !tbaa !29
  %1127 = icmp eq ptr %1126, null
  br i1 %1127, label %1152, label %1128

1128:                                             ; preds = %1125
  %1129 = getelementptr inbounds i8, ptr %1126, i64 8
  %1130 = load atomic i64, ptr %1129 acquire, align 8
  %1131 = icmp eq i64 %1130, 4294967297
  %1132 = trunc i64 %1130 to i32
  br i1 %1131, label %1133, label %1141

1133:                                             ; preds = %1128
  store i32 0, ptr %1129, align 8, !tbaa !31
  %1134 = getelementptr inbounds i8, ptr %1126, i64 12
  store i32 0, ptr %1134, align 4, !tbaa !34
  %1135 = load ptr, ptr %1126, align 8, !tbaa !35
  %1136 = getelementptr inbounds i8, ptr %1135, i64 16
  %1137 = load ptr, ptr %1136, align 8
  call void %1137(ptr noundef nonnull align 8 dereferenceable(16) %1126) #26
  %1138 = load ptr, ptr %1126, align 8, !tbaa !35
  %1139 = getelementptr inbounds i8, ptr %1138, i64 24
  %1140 = load ptr, ptr %1139, align 8
  call void %1140(ptr noundef nonnull align 8 dereferenceable(16) %1126) #26
  br label %1152

1141:                                             ; preds = %1128
  %1142 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %1143 = icmp eq i8 %1142, 0
  br i1 %1143, label %1146, label %1144

1144:                                             ; preds = %1141
  %1145 = add nsw i32 %1132, -1
  store i32 %1145, ptr %1129, align 4, !tbaa !38
  br label %1148

1146:                                             ; preds = %1141
  %1147 = atomicrmw volatile add ptr %1129, i32 -1 acq_rel, align 4
  br label %1148

1148:                                             ; preds = %1146, %1144
  %1149 = phi i32 [ %1132, %1144 ], [ %1147, %1146 ]
  %1150 = icmp eq i32 %1149, 1
  br i1 %1150, label %1151, label %1152, !prof !39

1151:                                             ; preds = %1148
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %1126) #26
  br label %1152

1152:                                             ; preds = %1151, %1148, %1133, %1125
  %1153 = load ptr, ptr %182, align 8, !tbaa !29
  %1154 = icmp eq ptr %1153, null
  br i1 %1154, label %1183, label %1155

1155:                                             ; preds = %1152
  %1156 = getelementptr inbounds i8, ptr %1153, i64 8
  %1157 = load atomic i64, ptr %1156 acquire, align 8
  %1158 = icmp eq i64 %1157, 4294967297
  %1159 = trunc i64 %1157 to i32
  br i1 %1158, label %1160, label %1168

1160:                                             ; preds = %1155
  store i32 0, ptr %1156, align 8, !tbaa !31
  %1161 = getelementptr inbounds i8, ptr %1153, i64 12
  store i32 0, ptr %1161, align 4, !tbaa !34
  %1162 = load ptr, ptr %1153, align 8, !tbaa !35
  %1163 = getelementptr inbounds i8, ptr %1162, i64 16
  %1164 = load ptr, ptr %1163, align 8
  call void %1164(ptr noundef nonnull align 8 dereferenceable(16) %1153) #26
  %1165 = load ptr, ptr %1153, align 8, !tbaa !35
  %1166 = getelementptr inbounds i8, ptr %1165, i64 24
  %1167 = load ptr, ptr %1166, align 8
  call void %1167(ptr noundef nonnull align 8 dereferenceable(16) %1153) #26
  br label %1183

1168:                                             ; preds = %1155
  %1169 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %1170 = icmp eq i8 %1169, 0
  br i1 %1170, label %1173, label %1171

1171:                                             ; preds = %1168
  %1172 = add nsw i32 %1159, -1
  store i32 %1172, ptr %1156, align 4, !tbaa !38
  br label %1175

1173:                                             ; preds = %1168
  %1174 = atomicrmw volatile add ptr %1156, i32 -1 acq_rel, align 4
  br label %1175

1175:                                             ; preds = %1173, %1171
  %1176 = phi i32 [ %1159, %1171 ], [ %1174, %1173 ]
  %1177 = icmp eq i32 %1176, 1
  br i1 %1177, label %1178, label %1183, !prof !39

1178:                                             ; preds = %1175
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %1153) #26
  br label %1183

1179:                                             ; preds = %1118, %900, %899, %898, %224, %220, %210
  %1180 = landingpad { ptr, i32 }
          cleanup
  br label %1181

1181:                                             ; preds = %1179, %1123, %222
  %1182 = phi { ptr, i32 } [ %1180, %1179 ], [ %223, %222 ], [ %1124, %1123 ]
  call fastcc void @_ZZZL4lumaRN4sycl3_V15queueERK7PictureENKUlRNS0_7handlerEE_clES7_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(64) %17) #26
  call fastcc void @_ZZZL4lumaRN4sycl3_V15queueERK7PictureENKUlRNS0_7handlerEE_clES7_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(64) %26) #26
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %26) #26
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %24) #26
  br label %1299

1183:                                             ; preds = %1178, %1175, %1160, %1152
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %17)
  %1184 = load ptr, ptr %165, align 8, !tbaa !29
  %1185 = icmp eq ptr %1184, null
  br i1 %1185, label %1210, label %1186

1186:                                             ; preds = %1183
  %1187 = getelementptr inbounds i8, ptr %1184, i64 8
  %1188 = load atomic i64, ptr %1187 acquire, align 8
  %1189 = icmp eq i64 %1188, 4294967297
  %1190 = trunc i64 %1188 to i32
  br i1 %1189, label %1191, label %1199

1191:                                             ; preds = %1186
  store i32 0, ptr %1187, align 8, !tbaa !31
  %1192 = getelementptr inbounds i8, ptr %1184, i64 12
  store i32 0, ptr %1192, align 4, !tbaa !34
  %1193 = load ptr, ptr %1184, align 8, !tbaa !35
  %1194 = getelementptr inbounds i8, ptr %1193, i64 16
  %1195 = load ptr, ptr %1194, align 8
  call void %1195(ptr noundef nonnull align 8 dereferenceable(16) %1184) #26
  %1196 = load ptr, ptr %1184, align 8, !tbaa !35
  %1197 = getelementptr inbounds i8, ptr %1196, i64 24
  %1198 = load ptr, ptr %1197, align 8
  call void %1198(ptr noundef nonnull align 8 dereferenceable(16) %1184) #26
  br label %1210

1199:                                             ; preds = %1186
  %1200 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %1201 = icmp eq i8 %1200, 0
  br i1 %1201, label %1204, label %1202

1202:                                             ; preds = %1199
  %1203 = add nsw i32 %1190, -1
  store i32 %1203, ptr %1187, align 4, !tbaa !38
  br label %1206

1204:                                             ; preds = %1199
  %1205 = atomicrmw volatile add ptr %1187, i32 -1 acq_rel, align 4
  br label %1206

1206:                                             ; preds = %1204, %1202
  %1207 = phi i32 [ %1190, %1202 ], [ %1205, %1204 ]
  %1208 = icmp eq i32 %1207, 1
  br i1 %1208, label %1209, label %1210, !prof !39

1209:                                             ; preds = %1206
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %1184) #26
  br label %1210

1210:                                             ; preds = %1209, %1206, %1191, %1183
  %1211 = load ptr, ptr %147, align 8, !tbaa !29
  %1212 = icmp eq ptr %1211, null
  br i1 %1212, label %1237, label %1213

1213:                                             ; preds = %1210
  %1214 = getelementptr inbounds i8, ptr %1211, i64 8
  %1215 = load atomic i64, ptr %1214 acquire, align 8
  %1216 = icmp eq i64 %1215, 4294967297
  %1217 = trunc i64 %1215 to i32
  br i1 %1216, label %1218, label %1226

1218:                                             ; preds = %1213
  store i32 0, ptr %1214, align 8, !tbaa !31
  %1219 = getelementptr inbounds i8, ptr %1211, i64 12
  store i32 0, ptr %1219, align 4, !tbaa !34
  %1220 = load ptr, ptr %1211, align 8, !tbaa !35
  %1221 = getelementptr inbounds i8, ptr %1220, i64 16
  %1222 = load ptr, ptr %1221, align 8
  call void %1222(ptr noundef nonnull align 8 dereferenceable(16) %1211) #26
  %1223 = load ptr, ptr %1211, align 8, !tbaa !35
  %1224 = getelementptr inbounds i8, ptr %1223, i64 24
  %1225 = load ptr, ptr %1224, align 8
  call void %1225(ptr noundef nonnull align 8 dereferenceable(16) %1211) #26
  br label %1237

1226:                                             ; preds = %1213
  %1227 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %1228 = icmp eq i8 %1227, 0
  br i1 %1228, label %1231, label %1229

1229:                                             ; preds = %1226
  %1230 = add nsw i32 %1217, -1
  store i32 %1230, ptr %1214, align 4, !tbaa !38
  br label %1233

1231:                                             ; preds = %1226
  %1232 = atomicrmw volatile add ptr %1214, i32 -1 acq_rel, align 4
  br label %1233

1233:                                             ; preds = %1231, %1229
  %1234 = phi i32 [ %1217, %1229 ], [ %1232, %1231 ]
  %1235 = icmp eq i32 %1234, 1
  br i1 %1235, label %1236, label %1237, !prof !39

1236:                                             ; preds = %1233
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %1211) #26
  br label %1237

1237:                                             ; preds = %1236, %1233, %1218, %1210
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %26) #26
  %1238 = load ptr, ptr %166, align 8, !tbaa !29
  %1239 = icmp eq ptr %1238, null
  br i1 %1239, label %1264, label %1240

1240:                                             ; preds = %1237
  %1241 = getelementptr inbounds i8, ptr %1238, i64 8
  %1242 = load atomic i64, ptr %1241 acquire, align 8
  %1243 = icmp eq i64 %1242, 4294967297
  %1244 = trunc i64 %1242 to i32
  br i1 %1243, label %1245, label %1253

1245:                                             ; preds = %1240
  store i32 0, ptr %1241, align 8, !tbaa !31
  %1246 = getelementptr inbounds i8, ptr %1238, i64 12
  store i32 0, ptr %1246, align 4, !tbaa !34
  %1247 = load ptr, ptr %1238, align 8, !tbaa !35
  %1248 = getelementptr inbounds i8, ptr %1247, i64 16
  %1249 = load ptr, ptr %1248, align 8
  call void %1249(ptr noundef nonnull align 8 dereferenceable(16) %1238) #26
  %1250 = load ptr, ptr %1238, align 8, !tbaa !35
  %1251 = getelementptr inbounds i8, ptr %1250, i64 24
  %1252 = load ptr, ptr %1251, align 8
  call void %1252(ptr noundef nonnull align 8 dereferenceable(16) %1238) #26
  br label %1264

1253:                                             ; preds = %1240
  %1254 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %1255 = icmp eq i8 %1254, 0
  br i1 %1255, label %1258, label %1256

1256:                                             ; preds = %1253
  %1257 = add nsw i32 %1244, -1
  store i32 %1257, ptr %1241, align 4, !tbaa !38
  br label %1260

1258:                                             ; preds = %1253
  %1259 = atomicrmw volatile add ptr %1241, i32 -1 acq_rel, align 4
  br label %1260

1260:                                             ; preds = %1258, %1256
  %1261 = phi i32 [ %1244, %1256 ], [ %1259, %1258 ]
  %1262 = icmp eq i32 %1261, 1
  br i1 %1262, label %1263, label %1264, !prof !39

1263:                                             ; preds = %1260
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %1238) #26
  br label %1264

1264:                                             ; preds = %1263, %1260, %1245, %1237
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %24) #26
  %1265 = load ptr, ptr %148, align 8, !tbaa !29
  %1266 = icmp eq ptr %1265, null
  br i1 %1266, label %1303, label %1267

1267:                                             ; preds = %1264
  %1268 = getelementptr inbounds i8, ptr %1265, i64 8
  %1269 = load atomic i64, ptr %1268 acquire, align 8
  %1270 = icmp eq i64 %1269, 4294967297
  %1271 = trunc i64 %1269 to i32
  br i1 %1270, label %1272, label %1280

1272:                                             ; preds = %1267
  store i32 0, ptr %1268, align 8, !tbaa !31
  %1273 = getelementptr inbounds i8, ptr %1265, i64 12
  store i32 0, ptr %1273, align 4, !tbaa !34
  %1274 = load ptr, ptr %1265, align 8, !tbaa !35
  %1275 = getelementptr inbounds i8, ptr %1274, i64 16
  %1276 = load ptr, ptr %1275, align 8
  call void %1276(ptr noundef nonnull align 8 dereferenceable(16) %1265) #26
  %1277 = load ptr, ptr %1265, align 8, !tbaa !35
  %1278 = getelementptr inbounds i8, ptr %1277, i64 24
  %1279 = load ptr, ptr %1278, align 8
  call void %1279(ptr noundef nonnull align 8 dereferenceable(16) %1265) #26
  br label %1303

1280:                                             ; preds = %1267
  %1281 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %1282 = icmp eq i8 %1281, 0
  br i1 %1282, label %1285, label %1283

1283:                                             ; preds = %1280
  %1284 = add nsw i32 %1271, -1
  store i32 %1284, ptr %1268, align 4, !tbaa !38
  br label %1287

1285:                                             ; preds = %1280
  %1286 = atomicrmw volatile add ptr %1268, i32 -1 acq_rel, align 4
  br label %1287

1287:                                             ; preds = %1285, %1283
  %1288 = phi i32 [ %1271, %1283 ], [ %1286, %1285 ]
  %1289 = icmp eq i32 %1288, 1
  br i1 %1289, label %1290, label %1303, !prof !39

1290:                                             ; preds = %1287
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %1265) #26
  br label %1303

1291:                                             ; preds = %2
  %1292 = landingpad { ptr, i32 }
          cleanup
  br label %1293

1293:                                             ; preds = %1291, %33
  %1294 = phi { ptr, i32 } [ %1292, %1291 ], [ %34, %33 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %23) #26
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %23) #26
  br label %1301

1295:                                             ; preds = %84
  %1296 = landingpad { ptr, i32 }
          cleanup
  br label %1297

1297:                                             ; preds = %1295, %92
  %1298 = phi { ptr, i32 } [ %1296, %1295 ], [ %93, %92 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %25) #26
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %25) #26
  br label %1299

1299:                                             ; preds = %1297, %1181
  %1300 = phi { ptr, i32 } [ %1182, %1181 ], [ %1298, %1297 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %24) #26
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %22) #26
  br label %1301

1301:                                             ; preds = %1299, %1293
  %1302 = phi { ptr, i32 } [ %1300, %1299 ], [ %1294, %1293 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %22) #26
  resume { ptr, i32 } %1302

1303:                                             ; preds = %1264, %1272, %1287, %1290
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %22) #26
  ret void
}

; Function Attrs: mustprogress uwtable
define internal noundef zeroext i1 @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZL4lumaRNS1_5queueERK7PictureEUlS3_E_E10_M_managerERSt9_Any_dataRKSC_St18_Manager_operation(ptr nocapture noundef nonnull align 8 dereferenceable(16) %0, ptr nocapture noundef nonnull readonly align 8 dereferenceable(16) %1, i32 noundef %2) #12 align 2 {
  switch i32 %2, label %14 [
    i32 0, label %4
    i32 1, label %5
    i32 3, label %10
    i32 2, label %7
  ]

4:                                                ; preds = %3
  store ptr @_ZTIZL4lumaRN4sycl3_V15queueERK7PictureEUlRNS0_7handlerEE_, ptr %0, align 8, !tbaa !16
  br label %14

5:                                                ; preds = %3
  %6 = load ptr, ptr %1, align 8, !tbaa !16
  store ptr %6, ptr %0, align 8, !tbaa !16
  br label %14

7:                                                ; preds = %3
  %8 = load ptr, ptr %1, align 8, !tbaa !16
  %9 = tail call noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #28
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %9, ptr noundef nonnull readonly align 8 dereferenceable(24) %8, i64 24, i1 false), !tbaa.struct !182
  store ptr %9, ptr %0, align 8, !tbaa !16
  br label %14

10:                                               ; preds = %3
  %11 = load ptr, ptr %0, align 8, !tbaa !16
  %12 = icmp eq ptr %11, null
  br i1 %12, label %14, label %13

13:                                               ; preds = %10
  tail call void @_ZdlPvm(ptr noundef nonnull %11, i64 noundef 24) #30
  br label %14

14:                                               ; preds = %3, %13, %10, %7, %5, %4
  ret i1 false
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define internal fastcc void @_ZZZL4lumaRN4sycl3_V15queueERK7PictureENKUlRNS0_7handlerEE_clES7_ENUlNS0_2idILi1EEEE_D2Ev(ptr nocapture noundef nonnull readonly align 8 dereferenceable(64) %0) unnamed_addr #4 align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 40
  %3 = load ptr, ptr %2, align 8, !tbaa !29
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !31
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !34
  %12 = load ptr, ptr %3, align 8, !tbaa !35
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  %15 = load ptr, ptr %3, align 8, !tbaa !35
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !38
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !39

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  %30 = getelementptr inbounds i8, ptr %0, i64 8
  %31 = load ptr, ptr %30, align 8, !tbaa !29
  %32 = icmp eq ptr %31, null
  br i1 %32, label %57, label %33

33:                                               ; preds = %29
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = load atomic i64, ptr %34 acquire, align 8
  %36 = icmp eq i64 %35, 4294967297
  %37 = trunc i64 %35 to i32
  br i1 %36, label %38, label %46

38:                                               ; preds = %33
  store i32 0, ptr %34, align 8, !tbaa !31
  %39 = getelementptr inbounds i8, ptr %31, i64 12
  store i32 0, ptr %39, align 4, !tbaa !34
  %40 = load ptr, ptr %31, align 8, !tbaa !35
  %41 = getelementptr inbounds i8, ptr %40, i64 16
  %42 = load ptr, ptr %41, align 8
  tail call void %42(ptr noundef nonnull align 8 dereferenceable(16) %31) #26
  %43 = load ptr, ptr %31, align 8, !tbaa !35
  %44 = getelementptr inbounds i8, ptr %43, i64 24
  %45 = load ptr, ptr %44, align 8
  tail call void %45(ptr noundef nonnull align 8 dereferenceable(16) %31) #26
  br label %57

46:                                               ; preds = %33
  %47 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %48 = icmp eq i8 %47, 0
  br i1 %48, label %51, label %49

49:                                               ; preds = %46
  %50 = add nsw i32 %37, -1
  store i32 %50, ptr %34, align 4, !tbaa !38
  br label %53

51:                                               ; preds = %46
  %52 = atomicrmw volatile add ptr %34, i32 -1 acq_rel, align 4
  br label %53

53:                                               ; preds = %51, %49
  %54 = phi i32 [ %37, %49 ], [ %52, %51 ]
  %55 = icmp eq i32 %54, 1
  br i1 %55, label %56, label %57, !prof !39

56:                                               ; preds = %53
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #26
  br label %57

57:                                               ; preds = %29, %38, %53, %56
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorINS0_3vecIfLi4EEELi1ELNS0_6access4modeE1024ELNS4_6targetE2014ELNS4_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IS3_Li1ENS0_6detail17aligned_allocatorIS3_EEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSE_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(33) %1, ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #12 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.sycl::_V1::id", align 8
  %7 = alloca %"class.sycl::_V1::range.119", align 8
  %8 = alloca %"class.sycl::_V1::range.119", align 8
  %9 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %10 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %11 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %6, i8 0, i64 24, i1 false)
  %12 = load i64, ptr %11, align 8
  store i64 %12, ptr %7, align 8, !tbaa !42, !alias.scope !183
  %13 = getelementptr inbounds i8, ptr %7, i64 8
  store i64 1, ptr %13, align 8, !tbaa !42, !alias.scope !183
  %14 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 1, ptr %14, align 8, !tbaa !42, !alias.scope !183
  store i64 %12, ptr %8, align 8, !tbaa !42, !alias.scope !186
  %15 = getelementptr inbounds i8, ptr %8, i64 8
  store i64 1, ptr %15, align 8, !tbaa !42, !alias.scope !186
  %16 = getelementptr inbounds i8, ptr %8, i64 16
  store i64 1, ptr %16, align 8, !tbaa !42, !alias.scope !186
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #26
  %17 = load i64, ptr %3, align 8
  %18 = getelementptr inbounds i8, ptr %3, i64 8
  %19 = getelementptr inbounds i8, ptr %3, i64 16
  %20 = load ptr, ptr %19, align 8, !tbaa !16
  %21 = load ptr, ptr %18, align 8, !tbaa !16
  %22 = ptrtoint ptr %20 to i64
  %23 = ptrtoint ptr %21 to i64
  %24 = sub i64 %22, %23
  %25 = icmp eq ptr %20, %21
  br i1 %25, label %52, label %26

26:                                               ; preds = %5
  %27 = icmp ugt i64 %24, 9223372036854775792
  br i1 %27, label %28, label %29, !prof !39

28:                                               ; preds = %26
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #27
  unreachable

29:                                               ; preds = %26
  %30 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %24) #28
  br label %31

31:                                               ; preds = %48, %29
  %32 = phi ptr [ %50, %48 ], [ %30, %29 ]
  %33 = phi ptr [ %49, %48 ], [ %21, %29 ]
  %34 = load ptr, ptr %33, align 8, !tbaa !189
  store ptr %34, ptr %32, align 8, !tbaa !189
  %35 = getelementptr inbounds i8, ptr %32, i64 8
  %36 = getelementptr inbounds i8, ptr %33, i64 8
  %37 = load ptr, ptr %36, align 8, !tbaa !29
  store ptr %37, ptr %35, align 8, !tbaa !29
  %38 = icmp eq ptr %37, null
  br i1 %38, label %48, label %39

39:                                               ; preds = %31
  %40 = getelementptr inbounds i8, ptr %37, i64 8
  %41 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %42 = icmp eq i8 %41, 0
  br i1 %42, label %46, label %43

43:                                               ; preds = %39
  %44 = load i32, ptr %40, align 4, !tbaa !38
  %45 = add nsw i32 %44, 1
  store i32 %45, ptr %40, align 4, !tbaa !38
  br label %48

46:                                               ; preds = %39
  %47 = atomicrmw volatile add ptr %40, i32 1 acq_rel, align 4
  br label %48

48:                                               ; preds = %46, %43, %31
  %49 = getelementptr inbounds i8, ptr %33, i64 16
  %50 = getelementptr inbounds i8, ptr %32, i64 16
  %51 = icmp eq ptr %49, %20
  br i1 %51, label %52, label %31, !llvm.loop !191

52:                                               ; preds = %48, %5
  %53 = phi ptr [ null, %5 ], [ %30, %48 ]
  %54 = phi ptr [ null, %5 ], [ %50, %48 ]
  %55 = getelementptr inbounds i8, ptr %53, i64 %24
  store i64 %17, ptr %9, align 8
  %56 = getelementptr inbounds i8, ptr %9, i64 8
  store ptr %53, ptr %56, align 8, !tbaa !26
  %57 = getelementptr inbounds i8, ptr %9, i64 16
  store ptr %54, ptr %57, align 8, !tbaa !28
  %58 = getelementptr inbounds i8, ptr %9, i64 24
  store ptr %55, ptr %58, align 8, !tbaa !41
  %59 = load ptr, ptr %1, align 8, !tbaa !132
  %60 = icmp eq ptr %59, null
  br i1 %60, label %61, label %62

61:                                               ; preds = %52
  tail call void @__assert_fail(ptr noundef nonnull @.str.11, ptr noundef nonnull @.str.12, i32 noundef 32, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferINS0_3vecIfLi4EEELi1ENS1_17aligned_allocatorIS5_EEvEEEERKDtsrT_4implERKS9_) #29
  unreachable

62:                                               ; preds = %52
  %63 = getelementptr inbounds i8, ptr %1, i64 24
  %64 = load i64, ptr %63, align 8, !tbaa !124
  %65 = getelementptr inbounds i8, ptr %1, i64 32
  %66 = load i8, ptr %65, align 8, !tbaa !131, !range !70, !noundef !71
  %67 = trunc nuw i8 %66 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %6, ptr noundef nonnull byval(%"class.sycl::_V1::range.119") align 8 %7, ptr noundef nonnull byval(%"class.sycl::_V1::range.119") align 8 %8, i32 noundef 1024, ptr noundef nonnull %59, i32 noundef 1, i32 noundef 16, i64 noundef %64, i1 noundef zeroext %67, ptr noundef nonnull align 8 dereferenceable(32) %3)
          to label %68 unwind label %234

68:                                               ; preds = %62
  %69 = icmp eq ptr %53, %54
  br i1 %69, label %104, label %70

70:                                               ; preds = %68, %99
  %71 = phi ptr [ %100, %99 ], [ %53, %68 ]
  %72 = getelementptr inbounds i8, ptr %71, i64 8
  %73 = load ptr, ptr %72, align 8, !tbaa !29
  %74 = icmp eq ptr %73, null
  br i1 %74, label %99, label %75

75:                                               ; preds = %70
  %76 = getelementptr inbounds i8, ptr %73, i64 8
  %77 = load atomic i64, ptr %76 acquire, align 8
  %78 = icmp eq i64 %77, 4294967297
  %79 = trunc i64 %77 to i32
  br i1 %78, label %80, label %88

80:                                               ; preds = %75
  store i32 0, ptr %76, align 8, !tbaa !31
  %81 = getelementptr inbounds i8, ptr %73, i64 12
  store i32 0, ptr %81, align 4, !tbaa !34
  %82 = load ptr, ptr %73, align 8, !tbaa !35
  %83 = getelementptr inbounds i8, ptr %82, i64 16
  %84 = load ptr, ptr %83, align 8
  tail call void %84(ptr noundef nonnull align 8 dereferenceable(16) %73) #26
  %85 = load ptr, ptr %73, align 8, !tbaa !35
  %86 = getelementptr inbounds i8, ptr %85, i64 24
  %87 = load ptr, ptr %86, align 8
  tail call void %87(ptr noundef nonnull align 8 dereferenceable(16) %73) #26
  br label %99

88:                                               ; preds = %75
  %89 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %90 = icmp eq i8 %89, 0
  br i1 %90, label %93, label %91

91:                                               ; preds = %88
  %92 = add nsw i32 %79, -1
  store i32 %92, ptr %76, align 4, !tbaa !38
  br label %95

93:                                               ; preds = %88
  %94 = atomicrmw volatile add ptr %76, i32 -1 acq_rel, align 4
  br label %95

95:                                               ; preds = %93, %91
  %96 = phi i32 [ %79, %91 ], [ %94, %93 ]
  %97 = icmp eq i32 %96, 1
  br i1 %97, label %98, label %99, !prof !39

98:                                               ; preds = %95
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %73) #26
  br label %99

99:                                               ; preds = %98, %95, %80, %70
  %100 = getelementptr inbounds i8, ptr %71, i64 16
  %101 = icmp eq ptr %100, %54
  br i1 %101, label %102, label %70, !llvm.loop !40

102:                                              ; preds = %99
  %103 = load ptr, ptr %56, align 8, !tbaa !26
  br label %104

104:                                              ; preds = %102, %68
  %105 = phi ptr [ %103, %102 ], [ %53, %68 ]
  %106 = icmp eq ptr %105, null
  br i1 %106, label %112, label %107

107:                                              ; preds = %104
  %108 = load ptr, ptr %58, align 8, !tbaa !41
  %109 = ptrtoint ptr %108 to i64
  %110 = ptrtoint ptr %105 to i64
  %111 = sub i64 %109, %110
  tail call void @_ZdlPvm(ptr noundef nonnull %105, i64 noundef %111) #30
  br label %112

112:                                              ; preds = %104, %107
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #26
  %113 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr null, ptr %113, align 8, !tbaa !192
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #26
  %114 = load i64, ptr %3, align 8
  %115 = load ptr, ptr %19, align 8, !tbaa !16
  %116 = load ptr, ptr %18, align 8, !tbaa !16
  %117 = ptrtoint ptr %115 to i64
  %118 = ptrtoint ptr %116 to i64
  %119 = sub i64 %117, %118
  %120 = icmp eq ptr %115, %116
  br i1 %120, label %148, label %121

121:                                              ; preds = %112
  %122 = icmp ugt i64 %119, 9223372036854775792
  br i1 %122, label %123, label %125, !prof !39

123:                                              ; preds = %121
  invoke void @_ZSt28__throw_bad_array_new_lengthv() #27
          to label %124 unwind label %238

124:                                              ; preds = %123
  unreachable

125:                                              ; preds = %121
  %126 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %119) #28
          to label %127 unwind label %238

127:                                              ; preds = %125, %144
  %128 = phi ptr [ %146, %144 ], [ %126, %125 ]
  %129 = phi ptr [ %145, %144 ], [ %116, %125 ]
  %130 = load ptr, ptr %129, align 8, !tbaa !189
  store ptr %130, ptr %128, align 8, !tbaa !189
  %131 = getelementptr inbounds i8, ptr %128, i64 8
  %132 = getelementptr inbounds i8, ptr %129, i64 8
  %133 = load ptr, ptr %132, align 8, !tbaa !29
  store ptr %133, ptr %131, align 8, !tbaa !29
  %134 = icmp eq ptr %133, null
  br i1 %134, label %144, label %135

135:                                              ; preds = %127
  %136 = getelementptr inbounds i8, ptr %133, i64 8
  %137 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %138 = icmp eq i8 %137, 0
  br i1 %138, label %142, label %139

139:                                              ; preds = %135
  %140 = load i32, ptr %136, align 4, !tbaa !38
  %141 = add nsw i32 %140, 1
  store i32 %141, ptr %136, align 4, !tbaa !38
  br label %144

142:                                              ; preds = %135
  %143 = atomicrmw volatile add ptr %136, i32 1 acq_rel, align 4
  br label %144

144:                                              ; preds = %142, %139, %127
  %145 = getelementptr inbounds i8, ptr %129, i64 16
  %146 = getelementptr inbounds i8, ptr %128, i64 16
  %147 = icmp eq ptr %145, %115
  br i1 %147, label %148, label %127, !llvm.loop !191

148:                                              ; preds = %144, %112
  %149 = phi ptr [ null, %112 ], [ %126, %144 ]
  %150 = phi ptr [ null, %112 ], [ %146, %144 ]
  %151 = getelementptr inbounds i8, ptr %149, i64 %119
  store i64 %114, ptr %10, align 8
  %152 = getelementptr inbounds i8, ptr %10, i64 8
  store ptr %149, ptr %152, align 8, !tbaa !26
  %153 = getelementptr inbounds i8, ptr %10, i64 16
  store ptr %150, ptr %153, align 8, !tbaa !28
  %154 = getelementptr inbounds i8, ptr %10, i64 24
  store ptr %151, ptr %154, align 8, !tbaa !41
  %155 = and i64 %114, 16
  %156 = icmp eq i64 %155, 0
  br i1 %156, label %166, label %157

157:                                              ; preds = %148
  %158 = tail call ptr @__cxa_allocate_exception(i64 64) #26
  %159 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #26
  %160 = extractvalue { i32, ptr } %159, 0
  %161 = extractvalue { i32, ptr } %159, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %158, i32 %160, ptr %161, ptr noundef nonnull @.str.14)
          to label %162 unwind label %164

162:                                              ; preds = %157
  invoke void @__cxa_throw(ptr nonnull %158, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #27
          to label %163 unwind label %240

163:                                              ; preds = %162
  unreachable

164:                                              ; preds = %157
  %165 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %158) #26
  br label %242

166:                                              ; preds = %148
  %167 = icmp eq ptr %149, %150
  br i1 %167, label %202, label %168

168:                                              ; preds = %166, %197
  %169 = phi ptr [ %198, %197 ], [ %149, %166 ]
  %170 = getelementptr inbounds i8, ptr %169, i64 8
  %171 = load ptr, ptr %170, align 8, !tbaa !29
  %172 = icmp eq ptr %171, null
  br i1 %172, label %197, label %173

173:                                              ; preds = %168
  %174 = getelementptr inbounds i8, ptr %171, i64 8
  %175 = load atomic i64, ptr %174 acquire, align 8
  %176 = icmp eq i64 %175, 4294967297
  %177 = trunc i64 %175 to i32
  br i1 %176, label %178, label %186

178:                                              ; preds = %173
  store i32 0, ptr %174, align 8, !tbaa !31
  %179 = getelementptr inbounds i8, ptr %171, i64 12
  store i32 0, ptr %179, align 4, !tbaa !34
  %180 = load ptr, ptr %171, align 8, !tbaa !35
  %181 = getelementptr inbounds i8, ptr %180, i64 16
  %182 = load ptr, ptr %181, align 8
  tail call void %182(ptr noundef nonnull align 8 dereferenceable(16) %171) #26
  %183 = load ptr, ptr %171, align 8, !tbaa !35
  %184 = getelementptr inbounds i8, ptr %183, i64 24
  %185 = load ptr, ptr %184, align 8
  tail call void %185(ptr noundef nonnull align 8 dereferenceable(16) %171) #26
  br label %197

186:                                              ; preds = %173
  %187 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %188 = icmp eq i8 %187, 0
  br i1 %188, label %191, label %189

189:                                              ; preds = %186
  %190 = add nsw i32 %177, -1
  store i32 %190, ptr %174, align 4, !tbaa !38
  br label %193

191:                                              ; preds = %186
  %192 = atomicrmw volatile add ptr %174, i32 -1 acq_rel, align 4
  br label %193

193:                                              ; preds = %191, %189
  %194 = phi i32 [ %177, %189 ], [ %192, %191 ]
  %195 = icmp eq i32 %194, 1
  br i1 %195, label %196, label %197, !prof !39

196:                                              ; preds = %193
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %171) #26
  br label %197

197:                                              ; preds = %196, %193, %178, %168
  %198 = getelementptr inbounds i8, ptr %169, i64 16
  %199 = icmp eq ptr %198, %150
  br i1 %199, label %200, label %168, !llvm.loop !40

200:                                              ; preds = %197
  %201 = load ptr, ptr %152, align 8, !tbaa !26
  br label %202

202:                                              ; preds = %200, %166
  %203 = phi ptr [ %201, %200 ], [ %149, %166 ]
  %204 = icmp eq ptr %203, null
  br i1 %204, label %210, label %205

205:                                              ; preds = %202
  %206 = load ptr, ptr %154, align 8, !tbaa !41
  %207 = ptrtoint ptr %206 to i64
  %208 = ptrtoint ptr %203 to i64
  %209 = sub i64 %207, %208
  tail call void @_ZdlPvm(ptr noundef nonnull %203, i64 noundef %209) #30
  br label %210

210:                                              ; preds = %202, %205
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #26
  invoke void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef nonnull %0, i32 noundef 2014)
          to label %211 unwind label %236

211:                                              ; preds = %210
  %212 = invoke noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %213 unwind label %236

213:                                              ; preds = %211
  store ptr %212, ptr %113, align 8, !tbaa !192
  %214 = load ptr, ptr %1, align 8, !tbaa !132
  %215 = icmp eq ptr %214, null
  br i1 %215, label %216, label %217

216:                                              ; preds = %213
  tail call void @__assert_fail(ptr noundef nonnull @.str.11, ptr noundef nonnull @.str.12, i32 noundef 32, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferINS0_3vecIfLi4EEELi1ENS1_17aligned_allocatorIS5_EEvEEEERKDtsrT_4implERKS9_) #29
  unreachable

217:                                              ; preds = %213
  %218 = load ptr, ptr %0, align 8, !tbaa !157
  invoke void @_ZN4sycl3_V16detail23constructorNotificationEPvS2_NS0_6access6targetENS3_4modeERKNS1_13code_locationE(ptr noundef nonnull %214, ptr noundef %218, i32 noundef 2014, i32 noundef 1024, ptr noundef nonnull align 8 dereferenceable(32) %4)
          to label %219 unwind label %236

219:                                              ; preds = %217
  %220 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %221 unwind label %236

221:                                              ; preds = %219
  %222 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %223 unwind label %236

223:                                              ; preds = %221
  %224 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %225 unwind label %236

225:                                              ; preds = %223
  %226 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %227 unwind label %236

227:                                              ; preds = %225
  %228 = call noundef ptr @_ZN4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #26
  %229 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #26
  %230 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %231 unwind label %236

231:                                              ; preds = %227
  %232 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %233 unwind label %236

233:                                              ; preds = %231
  ret void

234:                                              ; preds = %62
  %235 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %9) #26
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #26
  br label %248

236:                                              ; preds = %231, %227, %225, %223, %221, %219, %211, %217, %210
  %237 = landingpad { ptr, i32 }
          cleanup
  br label %246

238:                                              ; preds = %125, %123
  %239 = landingpad { ptr, i32 }
          cleanup
  br label %244

240:                                              ; preds = %162
  %241 = landingpad { ptr, i32 }
          cleanup
  br label %242

242:                                              ; preds = %164, %240
  %243 = phi { ptr, i32 } [ %241, %240 ], [ %165, %164 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %10) #26
  br label %244

244:                                              ; preds = %242, %238
  %245 = phi { ptr, i32 } [ %243, %242 ], [ %239, %238 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #26
  br label %246

246:                                              ; preds = %244, %236
  %247 = phi { ptr, i32 } [ %237, %236 ], [ %245, %244 ]
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #26
  br label %248

248:                                              ; preds = %246, %234
  %249 = phi { ptr, i32 } [ %247, %246 ], [ %235, %234 ]
  resume { ptr, i32 } %249
}

declare void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef byval(%"class.sycl::_V1::id") align 8, ptr noundef byval(%"class.sycl::_V1::range.119") align 8, ptr noundef byval(%"class.sycl::_V1::range.119") align 8, i32 noundef, ptr noundef, i32 noundef, i32 noundef, i64 noundef, i1 noundef zeroext, ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #3

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !26
  %4 = getelementptr inbounds i8, ptr %0, i64 16
  %5 = load ptr, ptr %4, align 8, !tbaa !28
  %6 = icmp eq ptr %3, %5
  br i1 %6, label %41, label %7

7:                                                ; preds = %1, %36
  %8 = phi ptr [ %37, %36 ], [ %3, %1 ]
  %9 = getelementptr inbounds i8, ptr %8, i64 8
  %10 = load ptr, ptr %9, align 8, !tbaa !29
  %11 = icmp eq ptr %10, null
  br i1 %11, label %36, label %12

12:                                               ; preds = %7
  %13 = getelementptr inbounds i8, ptr %10, i64 8
  %14 = load atomic i64, ptr %13 acquire, align 8
  %15 = icmp eq i64 %14, 4294967297
  %16 = trunc i64 %14 to i32
  br i1 %15, label %17, label %25

17:                                               ; preds = %12
  store i32 0, ptr %13, align 8, !tbaa !31
  %18 = getelementptr inbounds i8, ptr %10, i64 12
  store i32 0, ptr %18, align 4, !tbaa !34
  %19 = load ptr, ptr %10, align 8, !tbaa !35
  %20 = getelementptr inbounds i8, ptr %19, i64 16
  %21 = load ptr, ptr %20, align 8
  tail call void %21(ptr noundef nonnull align 8 dereferenceable(16) %10) #26
  %22 = load ptr, ptr %10, align 8, !tbaa !35
  %23 = getelementptr inbounds i8, ptr %22, i64 24
  %24 = load ptr, ptr %23, align 8
  tail call void %24(ptr noundef nonnull align 8 dereferenceable(16) %10) #26
  br label %36

25:                                               ; preds = %12
  %26 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %27 = icmp eq i8 %26, 0
  br i1 %27, label %30, label %28

28:                                               ; preds = %25
  %29 = add nsw i32 %16, -1
  store i32 %29, ptr %13, align 4, !tbaa !38
  br label %32

30:                                               ; preds = %25
  %31 = atomicrmw volatile add ptr %13, i32 -1 acq_rel, align 4
  br label %32

32:                                               ; preds = %30, %28
  %33 = phi i32 [ %16, %28 ], [ %31, %30 ]
  %34 = icmp eq i32 %33, 1
  br i1 %34, label %35, label %36, !prof !39

35:                                               ; preds = %32
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %10) #26
  br label %36

36:                                               ; preds = %35, %32, %17, %7
  %37 = getelementptr inbounds i8, ptr %8, i64 16
  %38 = icmp eq ptr %37, %5
  br i1 %38, label %39, label %7, !llvm.loop !40

39:                                               ; preds = %36
  %40 = load ptr, ptr %2, align 8, !tbaa !26
  br label %41

41:                                               ; preds = %39, %1
  %42 = phi ptr [ %40, %39 ], [ %3, %1 ]
  %43 = icmp eq ptr %42, null
  br i1 %43, label %50, label %44

44:                                               ; preds = %41
  %45 = getelementptr inbounds i8, ptr %0, i64 24
  %46 = load ptr, ptr %45, align 8, !tbaa !41
  %47 = ptrtoint ptr %46 to i64
  %48 = ptrtoint ptr %42 to i64
  %49 = sub i64 %47, %48
  tail call void @_ZdlPvm(ptr noundef nonnull %42, i64 noundef %49) #30
  br label %50

50:                                               ; preds = %41, %44
  ret void
}

declare void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(216), ptr noundef, i32 noundef) local_unnamed_addr #3

declare void @_ZN4sycl3_V16detail23constructorNotificationEPvS2_NS0_6access6targetENS3_4modeERKNS1_13code_locationE(ptr noundef, ptr noundef, i32 noundef, i32 noundef, ptr noundef nonnull align 8 dereferenceable(32)) local_unnamed_addr #3

declare noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #3

declare noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #3

declare noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #3

; Function Attrs: nounwind
declare noundef ptr @_ZN4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #15

; Function Attrs: nounwind
declare noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #15

declare noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #3

declare void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 4 dereferenceable(4)) local_unnamed_addr #3

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(33) %1, ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #12 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.sycl::_V1::id", align 8
  %7 = alloca %"class.sycl::_V1::range.119", align 8
  %8 = alloca %"class.sycl::_V1::range.119", align 8
  %9 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %10 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %6, i8 0, i64 24, i1 false)
  %11 = load i64, ptr %10, align 8
  store i64 %11, ptr %7, align 8, !tbaa !42, !alias.scope !196
  %12 = getelementptr inbounds i8, ptr %7, i64 8
  store i64 1, ptr %12, align 8, !tbaa !42, !alias.scope !196
  %13 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 1, ptr %13, align 8, !tbaa !42, !alias.scope !196
  store i64 %11, ptr %8, align 8, !tbaa !42, !alias.scope !199
  %14 = getelementptr inbounds i8, ptr %8, i64 8
  store i64 1, ptr %14, align 8, !tbaa !42, !alias.scope !199
  %15 = getelementptr inbounds i8, ptr %8, i64 16
  store i64 1, ptr %15, align 8, !tbaa !42, !alias.scope !199
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #26
  %16 = load i64, ptr %3, align 8
  %17 = getelementptr inbounds i8, ptr %3, i64 8
  %18 = getelementptr inbounds i8, ptr %3, i64 16
  %19 = load ptr, ptr %18, align 8, !tbaa !16
  %20 = load ptr, ptr %17, align 8, !tbaa !16
  %21 = ptrtoint ptr %19 to i64
  %22 = ptrtoint ptr %20 to i64
  %23 = sub i64 %21, %22
  %24 = icmp eq ptr %19, %20
  br i1 %24, label %51, label %25

25:                                               ; preds = %5
  %26 = icmp ugt i64 %23, 9223372036854775792
  br i1 %26, label %27, label %28, !prof !39

27:                                               ; preds = %25
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #27
  unreachable

28:                                               ; preds = %25
  %29 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %23) #28
  br label %30

30:                                               ; preds = %47, %28
  %31 = phi ptr [ %49, %47 ], [ %29, %28 ]
  %32 = phi ptr [ %48, %47 ], [ %20, %28 ]
  %33 = load ptr, ptr %32, align 8, !tbaa !189
  store ptr %33, ptr %31, align 8, !tbaa !189
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = getelementptr inbounds i8, ptr %32, i64 8
  %36 = load ptr, ptr %35, align 8, !tbaa !29
  store ptr %36, ptr %34, align 8, !tbaa !29
  %37 = icmp eq ptr %36, null
  br i1 %37, label %47, label %38

38:                                               ; preds = %30
  %39 = getelementptr inbounds i8, ptr %36, i64 8
  %40 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %41 = icmp eq i8 %40, 0
  br i1 %41, label %45, label %42

42:                                               ; preds = %38
  %43 = load i32, ptr %39, align 4, !tbaa !38
  %44 = add nsw i32 %43, 1
  store i32 %44, ptr %39, align 4, !tbaa !38
  br label %47

45:                                               ; preds = %38
  %46 = atomicrmw volatile add ptr %39, i32 1 acq_rel, align 4
  br label %47

47:                                               ; preds = %45, %42, %30
  %48 = getelementptr inbounds i8, ptr %32, i64 16
  %49 = getelementptr inbounds i8, ptr %31, i64 16
  %50 = icmp eq ptr %48, %19
  br i1 %50, label %51, label %30, !llvm.loop !191

51:                                               ; preds = %47, %5
  %52 = phi ptr [ null, %5 ], [ %29, %47 ]
  %53 = phi ptr [ null, %5 ], [ %49, %47 ]
  %54 = getelementptr inbounds i8, ptr %52, i64 %23
  store i64 %16, ptr %9, align 8
  %55 = getelementptr inbounds i8, ptr %9, i64 8
  store ptr %52, ptr %55, align 8, !tbaa !26
  %56 = getelementptr inbounds i8, ptr %9, i64 16
  store ptr %53, ptr %56, align 8, !tbaa !28
  %57 = getelementptr inbounds i8, ptr %9, i64 24
  store ptr %54, ptr %57, align 8, !tbaa !41
  %58 = load ptr, ptr %1, align 8, !tbaa !132
  %59 = icmp eq ptr %58, null
  br i1 %59, label %60, label %61

60:                                               ; preds = %51
  tail call void @__assert_fail(ptr noundef nonnull @.str.11, ptr noundef nonnull @.str.12, i32 noundef 32, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS7_) #29
  unreachable

61:                                               ; preds = %51
  %62 = and i64 %16, 16
  %63 = icmp eq i64 %62, 0
  %64 = select i1 %63, i32 1025, i32 1027
  %65 = getelementptr inbounds i8, ptr %1, i64 24
  %66 = load i64, ptr %65, align 8, !tbaa !143
  %67 = getelementptr inbounds i8, ptr %1, i64 32
  %68 = load i8, ptr %67, align 8, !tbaa !145, !range !70, !noundef !71
  %69 = trunc nuw i8 %68 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %6, ptr noundef nonnull byval(%"class.sycl::_V1::range.119") align 8 %7, ptr noundef nonnull byval(%"class.sycl::_V1::range.119") align 8 %8, i32 noundef %64, ptr noundef nonnull %58, i32 noundef 1, i32 noundef 4, i64 noundef %66, i1 noundef zeroext %69, ptr noundef nonnull align 8 dereferenceable(32) %3)
          to label %70 unwind label %206

70:                                               ; preds = %61
  %71 = icmp eq ptr %52, %53
  br i1 %71, label %106, label %72

72:                                               ; preds = %70, %101
  %73 = phi ptr [ %102, %101 ], [ %52, %70 ]
  %74 = getelementptr inbounds i8, ptr %73, i64 8
  %75 = load ptr, ptr %74, align 8, !tbaa !29
  %76 = icmp eq ptr %75, null
  br i1 %76, label %101, label %77

77:                                               ; preds = %72
  %78 = getelementptr inbounds i8, ptr %75, i64 8
  %79 = load atomic i64, ptr %78 acquire, align 8
  %80 = icmp eq i64 %79, 4294967297
  %81 = trunc i64 %79 to i32
  br i1 %80, label %82, label %90

82:                                               ; preds = %77
  store i32 0, ptr %78, align 8, !tbaa !31
  %83 = getelementptr inbounds i8, ptr %75, i64 12
  store i32 0, ptr %83, align 4, !tbaa !34
  %84 = load ptr, ptr %75, align 8, !tbaa !35
  %85 = getelementptr inbounds i8, ptr %84, i64 16
  %86 = load ptr, ptr %85, align 8
  tail call void %86(ptr noundef nonnull align 8 dereferenceable(16) %75) #26
  %87 = load ptr, ptr %75, align 8, !tbaa !35
  %88 = getelementptr inbounds i8, ptr %87, i64 24
  %89 = load ptr, ptr %88, align 8
  tail call void %89(ptr noundef nonnull align 8 dereferenceable(16) %75) #26
  br label %101

90:                                               ; preds = %77
  %91 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %92 = icmp eq i8 %91, 0
  br i1 %92, label %95, label %93

93:                                               ; preds = %90
  %94 = add nsw i32 %81, -1
  store i32 %94, ptr %78, align 4, !tbaa !38
  br label %97

95:                                               ; preds = %90
  %96 = atomicrmw volatile add ptr %78, i32 -1 acq_rel, align 4
  br label %97

97:                                               ; preds = %95, %93
  %98 = phi i32 [ %81, %93 ], [ %96, %95 ]
  %99 = icmp eq i32 %98, 1
  br i1 %99, label %100, label %101, !prof !39

100:                                              ; preds = %97
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %75) #26
  br label %101

101:                                              ; preds = %100, %97, %82, %72
  %102 = getelementptr inbounds i8, ptr %73, i64 16
  %103 = icmp eq ptr %102, %53
  br i1 %103, label %104, label %72, !llvm.loop !40

104:                                              ; preds = %101
  %105 = load ptr, ptr %55, align 8, !tbaa !26
  br label %106

106:                                              ; preds = %104, %70
  %107 = phi ptr [ %105, %104 ], [ %52, %70 ]
  %108 = icmp eq ptr %107, null
  br i1 %108, label %114, label %109

109:                                              ; preds = %106
  %110 = load ptr, ptr %57, align 8, !tbaa !41
  %111 = ptrtoint ptr %110 to i64
  %112 = ptrtoint ptr %107 to i64
  %113 = sub i64 %111, %112
  tail call void @_ZdlPvm(ptr noundef nonnull %107, i64 noundef %113) #30
  br label %114

114:                                              ; preds = %106, %109
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #26
  %115 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr null, ptr %115, align 8, !tbaa !202
  %116 = load ptr, ptr %18, align 8, !tbaa !16
  %117 = load ptr, ptr %17, align 8, !tbaa !16
  %118 = ptrtoint ptr %116 to i64
  %119 = ptrtoint ptr %117 to i64
  %120 = sub i64 %118, %119
  %121 = icmp eq ptr %116, %117
  br i1 %121, label %182, label %122

122:                                              ; preds = %114
  %123 = icmp ugt i64 %120, 9223372036854775792
  br i1 %123, label %124, label %126, !prof !39

124:                                              ; preds = %122
  invoke void @_ZSt28__throw_bad_array_new_lengthv() #27
          to label %125 unwind label %210

125:                                              ; preds = %124
  unreachable

126:                                              ; preds = %122
  %127 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %120) #28
          to label %128 unwind label %210

128:                                              ; preds = %126, %145
  %129 = phi ptr [ %147, %145 ], [ %127, %126 ]
  %130 = phi ptr [ %146, %145 ], [ %117, %126 ]
  %131 = load ptr, ptr %130, align 8, !tbaa !189
  store ptr %131, ptr %129, align 8, !tbaa !189
  %132 = getelementptr inbounds i8, ptr %129, i64 8
  %133 = getelementptr inbounds i8, ptr %130, i64 8
  %134 = load ptr, ptr %133, align 8, !tbaa !29
  store ptr %134, ptr %132, align 8, !tbaa !29
  %135 = icmp eq ptr %134, null
  br i1 %135, label %145, label %136

136:                                              ; preds = %128
  %137 = getelementptr inbounds i8, ptr %134, i64 8
  %138 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %139 = icmp eq i8 %138, 0
  br i1 %139, label %143, label %140

140:                                              ; preds = %136
  %141 = load i32, ptr %137, align 4, !tbaa !38
  %142 = add nsw i32 %141, 1
  store i32 %142, ptr %137, align 4, !tbaa !38
  br label %145

143:                                              ; preds = %136
  %144 = atomicrmw volatile add ptr %137, i32 1 acq_rel, align 4
  br label %145

145:                                              ; preds = %143, %140, %128
  %146 = getelementptr inbounds i8, ptr %130, i64 16
  %147 = getelementptr inbounds i8, ptr %129, i64 16
  %148 = icmp eq ptr %146, %116
  br i1 %148, label %149, label %128, !llvm.loop !191

149:                                              ; preds = %145, %178
  %150 = phi ptr [ %179, %178 ], [ %127, %145 ]
  %151 = getelementptr inbounds i8, ptr %150, i64 8
  %152 = load ptr, ptr %151, align 8, !tbaa !29
  %153 = icmp eq ptr %152, null
  br i1 %153, label %178, label %154

154:                                              ; preds = %149
  %155 = getelementptr inbounds i8, ptr %152, i64 8
  %156 = load atomic i64, ptr %155 acquire, align 8
  %157 = icmp eq i64 %156, 4294967297
  %158 = trunc i64 %156 to i32
  br i1 %157, label %159, label %167

159:                                              ; preds = %154
  store i32 0, ptr %155, align 8, !tbaa !31
  %160 = getelementptr inbounds i8, ptr %152, i64 12
  store i32 0, ptr %160, align 4, !tbaa !34
  %161 = load ptr, ptr %152, align 8, !tbaa !35
  %162 = getelementptr inbounds i8, ptr %161, i64 16
  %163 = load ptr, ptr %162, align 8
  tail call void %163(ptr noundef nonnull align 8 dereferenceable(16) %152) #26
  %164 = load ptr, ptr %152, align 8, !tbaa !35
  %165 = getelementptr inbounds i8, ptr %164, i64 24
  %166 = load ptr, ptr %165, align 8
  tail call void %166(ptr noundef nonnull align 8 dereferenceable(16) %152) #26
  br label %178

167:                                              ; preds = %154
  %168 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %169 = icmp eq i8 %168, 0
  br i1 %169, label %172, label %170

170:                                              ; preds = %167
  %171 = add nsw i32 %158, -1
  store i32 %171, ptr %155, align 4, !tbaa !38
  br label %174

172:                                              ; preds = %167
  %173 = atomicrmw volatile add ptr %155, i32 -1 acq_rel, align 4
  br label %174

174:                                              ; preds = %172, %170
  %175 = phi i32 [ %158, %170 ], [ %173, %172 ]
  %176 = icmp eq i32 %175, 1
  br i1 %176, label %177, label %178, !prof !39

177:                                              ; preds = %174
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %152) #26
  br label %178

178:                                              ; preds = %177, %174, %159, %149
  %179 = getelementptr inbounds i8, ptr %150, i64 16
  %180 = icmp eq ptr %150, %129
  br i1 %180, label %181, label %149, !llvm.loop !40

181:                                              ; preds = %178
  tail call void @_ZdlPvm(ptr noundef nonnull %127, i64 noundef %120) #30
  br label %182

182:                                              ; preds = %114, %181
  invoke void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef nonnull %0, i32 noundef 2014)
          to label %183 unwind label %208

183:                                              ; preds = %182
  %184 = invoke noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %185 unwind label %208

185:                                              ; preds = %183
  store ptr %184, ptr %115, align 8, !tbaa !202
  %186 = load ptr, ptr %1, align 8, !tbaa !132
  %187 = icmp eq ptr %186, null
  br i1 %187, label %188, label %189

188:                                              ; preds = %185
  tail call void @__assert_fail(ptr noundef nonnull @.str.11, ptr noundef nonnull @.str.12, i32 noundef 32, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS7_) #29
  unreachable

189:                                              ; preds = %185
  %190 = load ptr, ptr %0, align 8, !tbaa !157
  invoke void @_ZN4sycl3_V16detail23constructorNotificationEPvS2_NS0_6access6targetENS3_4modeERKNS1_13code_locationE(ptr noundef nonnull %186, ptr noundef %190, i32 noundef 2014, i32 noundef 1025, ptr noundef nonnull align 8 dereferenceable(32) %4)
          to label %191 unwind label %208

191:                                              ; preds = %189
  %192 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %193 unwind label %208

193:                                              ; preds = %191
  %194 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %195 unwind label %208

195:                                              ; preds = %193
  %196 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %197 unwind label %208

197:                                              ; preds = %195
  %198 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %199 unwind label %208

199:                                              ; preds = %197
  %200 = call noundef ptr @_ZN4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #26
  %201 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #26
  %202 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %203 unwind label %208

203:                                              ; preds = %199
  %204 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %205 unwind label %208

205:                                              ; preds = %203
  ret void

206:                                              ; preds = %61
  %207 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %9) #26
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #26
  br label %214

208:                                              ; preds = %203, %199, %197, %195, %193, %191, %183, %189, %182
  %209 = landingpad { ptr, i32 }
          cleanup
  br label %212

210:                                              ; preds = %126, %124
  %211 = landingpad { ptr, i32 }
          cleanup
  br label %212

212:                                              ; preds = %210, %208
  %213 = phi { ptr, i32 } [ %209, %208 ], [ %211, %210 ]
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #26
  br label %214

214:                                              ; preds = %212, %206
  %215 = phi { ptr, i32 } [ %213, %212 ], [ %207, %206 ]
  resume { ptr, i32 } %215
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler15getRoundedRangeILi1EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_(ptr dead_on_unwind noalias writable sret(%"class.std::tuple.121") align 8 %0, ptr noundef nonnull align 8 dereferenceable(216) %1, i64 %2) local_unnamed_addr #12 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = alloca %"class.std::tuple.129", align 8
  %5 = alloca %"class.sycl::_V1::range", align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i8, align 1
  %10 = alloca %class.anon.128, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #26
  store i64 %2, ptr %5, align 8
  %11 = tail call noundef zeroext i1 @_ZN4sycl3_V17handler20DisableRangeRoundingEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
  br i1 %11, label %12, label %14

12:                                               ; preds = %3
  store i8 0, ptr %0, align 8, !tbaa !204
  %13 = getelementptr inbounds i8, ptr %0, i64 8
  store i64 0, ptr %13, align 8
  br label %54

14:                                               ; preds = %3
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6) #26
  store i64 16, ptr %6, align 8, !tbaa !42
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7) #26
  store i64 32, ptr %7, align 8, !tbaa !42
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8) #26
  store i64 1024, ptr %8, align 8, !tbaa !42
  call void @_ZN4sycl3_V17handler24GetRangeRoundingSettingsERmS2_S2_(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(8) %6, ptr noundef nonnull align 8 dereferenceable(8) %7, ptr noundef nonnull align 8 dereferenceable(8) %8)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #26
  call void @_ZN4sycl3_V17handler19getMaxWorkGroups_v2Ev(ptr dead_on_unwind nonnull writable sret(%"class.std::tuple.129") align 8 %4, ptr noundef nonnull align 8 dereferenceable(216) %1)
  %15 = getelementptr inbounds i8, ptr %4, i64 8
  %16 = load i8, ptr %4, align 8, !tbaa !159, !range !70, !noundef !71
  %17 = trunc nuw i8 %16 to i1
  %18 = load i64, ptr %15, align 8
  %19 = call i64 @llvm.umin.i64(i64 %18, i64 2147483647)
  %20 = select i1 %17, i64 %19, i64 2147483647
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #26
  %21 = load i64, ptr %7, align 8, !tbaa !42
  %22 = mul i64 %20, %21
  %23 = icmp ugt i64 %22, 4294967295
  br i1 %23, label %24, label %27

24:                                               ; preds = %14
  %25 = urem i64 4294967295, %21
  %26 = xor i64 %25, 4294967295
  br label %27

27:                                               ; preds = %14, %24
  %28 = phi i64 [ %26, %24 ], [ %22, %14 ]
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %9) #26
  store i8 0, ptr %9, align 1, !tbaa !159
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %10) #26
  store ptr %1, ptr %10, align 8, !tbaa !206
  %29 = getelementptr inbounds i8, ptr %10, i64 8
  store ptr %5, ptr %29, align 8, !tbaa !16
  %30 = getelementptr inbounds i8, ptr %10, i64 16
  store ptr %9, ptr %30, align 8, !tbaa !16
  %31 = load i64, ptr %6, align 8, !tbaa !42
  %32 = urem i64 %2, %31
  %33 = icmp eq i64 %32, 0
  %34 = load i64, ptr %8, align 8
  %35 = icmp ugt i64 %34, %2
  %36 = select i1 %33, i1 true, i1 %35
  br i1 %36, label %44, label %37

37:                                               ; preds = %27
  %38 = add i64 %21, %2
  %39 = freeze i64 %38
  %40 = add i64 %39, -1
  %41 = urem i64 %40, %21
  %42 = sub nuw i64 %40, %41
  call void @_ZZN4sycl3_V17handler15getRoundedRangeILi1EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_ENKUlimE_clEim(ptr noundef nonnull align 8 dereferenceable(24) %10, i32 noundef 0, i64 noundef %42)
  %43 = load i64, ptr %5, align 8, !tbaa !42
  br label %44

44:                                               ; preds = %37, %27
  %45 = phi i64 [ %43, %37 ], [ %2, %27 ]
  %46 = icmp ugt i64 %45, %28
  br i1 %46, label %47, label %48

47:                                               ; preds = %44
  call void @_ZZN4sycl3_V17handler15getRoundedRangeILi1EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_ENKUlimE_clEim(ptr noundef nonnull align 8 dereferenceable(24) %10, i32 noundef 0, i64 noundef %28)
  br label %48

48:                                               ; preds = %44, %47
  %49 = load i8, ptr %9, align 1, !tbaa !159, !range !70, !noundef !71
  %50 = trunc nuw i8 %49 to i1
  %51 = load i64, ptr %5, align 8
  %52 = select i1 %50, i64 %51, i64 0
  store i8 %49, ptr %0, align 8
  %53 = getelementptr inbounds i8, ptr %0, i64 8
  store i64 %52, ptr %53, align 8
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %10) #26
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %9) #26
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8) #26
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7) #26
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #26
  br label %54

54:                                               ; preds = %48, %12
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #26
  ret void
}

declare void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216), ptr) local_unnamed_addr #3

; Function Attrs: inlinehint mustprogress nounwind uwtable
define internal fastcc void @_ZN4sycl3_V16detail18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZL4lumaRNS0_5queueERK7PictureENKUlRNS0_7handlerEE_clESB_EUlNS0_2idILi1EEEE_ED2Ev(ptr nocapture noundef nonnull readonly align 8 dereferenceable(72) %0) unnamed_addr #4 align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 48
  %3 = load ptr, ptr %2, align 8, !tbaa !29
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !31
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !34
  %12 = load ptr, ptr %3, align 8, !tbaa !35
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  %15 = load ptr, ptr %3, align 8, !tbaa !35
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !38
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !39

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  br label %29

29:                                               ; preds = %28, %25, %10, %1
  %30 = getelementptr inbounds i8, ptr %0, i64 16
  %31 = load ptr, ptr %30, align 8, !tbaa !29
  %32 = icmp eq ptr %31, null
  br i1 %32, label %57, label %33

33:                                               ; preds = %29
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = load atomic i64, ptr %34 acquire, align 8
  %36 = icmp eq i64 %35, 4294967297
  %37 = trunc i64 %35 to i32
  br i1 %36, label %38, label %46

38:                                               ; preds = %33
  store i32 0, ptr %34, align 8, !tbaa !31
  %39 = getelementptr inbounds i8, ptr %31, i64 12
  store i32 0, ptr %39, align 4, !tbaa !34
  %40 = load ptr, ptr %31, align 8, !tbaa !35
  %41 = getelementptr inbounds i8, ptr %40, i64 16
  %42 = load ptr, ptr %41, align 8
  tail call void %42(ptr noundef nonnull align 8 dereferenceable(16) %31) #26
  %43 = load ptr, ptr %31, align 8, !tbaa !35
  %44 = getelementptr inbounds i8, ptr %43, i64 24
  %45 = load ptr, ptr %44, align 8
  tail call void %45(ptr noundef nonnull align 8 dereferenceable(16) %31) #26
  br label %57

46:                                               ; preds = %33
  %47 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %48 = icmp eq i8 %47, 0
  br i1 %48, label %51, label %49

49:                                               ; preds = %46
  %50 = add nsw i32 %37, -1
  store i32 %50, ptr %34, align 4, !tbaa !38
  br label %53

51:                                               ; preds = %46
  %52 = atomicrmw volatile add ptr %34, i32 -1 acq_rel, align 4
  br label %53

53:                                               ; preds = %51, %49
  %54 = phi i32 [ %37, %49 ], [ %52, %51 ]
  %55 = icmp eq i32 %54, 1
  br i1 %55, label %56, label %57, !prof !39

56:                                               ; preds = %53
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #26
  br label %57

57:                                               ; preds = %29, %38, %53, %56
  ret void
}

declare void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216), i32 noundef) local_unnamed_addr #3

declare noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(216)) local_unnamed_addr #3

declare noundef zeroext i1 @_ZN4sycl3_V17handler20DisableRangeRoundingEv(ptr noundef nonnull align 8 dereferenceable(216)) local_unnamed_addr #3

declare void @_ZN4sycl3_V17handler24GetRangeRoundingSettingsERmS2_S2_(ptr noundef nonnull align 8 dereferenceable(216), ptr noundef nonnull align 8 dereferenceable(8), ptr noundef nonnull align 8 dereferenceable(8), ptr noundef nonnull align 8 dereferenceable(8)) local_unnamed_addr #3

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZZN4sycl3_V17handler15getRoundedRangeILi1EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_ENKUlimE_clEim(ptr noundef nonnull align 8 dereferenceable(24) %0, i32 noundef %1, i64 noundef %2) local_unnamed_addr #11 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = load ptr, ptr %0, align 8, !tbaa !206
  %5 = tail call noundef zeroext i1 @_ZN4sycl3_V17handler18RangeRoundingTraceEv(ptr noundef nonnull align 8 dereferenceable(216) %4)
  br i1 %5, label %6, label %53

6:                                                ; preds = %3
  %7 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cout, ptr noundef nonnull @.str.19, i64 noundef 35)
  %8 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSolsEi(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cout, i32 noundef %1)
  %9 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) %8, ptr noundef nonnull @.str.20, i64 noundef 6)
  %10 = icmp eq i32 %1, 0
  br i1 %10, label %22, label %11

11:                                               ; preds = %6
  %12 = tail call ptr @__cxa_allocate_exception(i64 64) #26
  %13 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #26
  %14 = extractvalue { i32, ptr } %13, 0
  %15 = extractvalue { i32, ptr } %13, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %12, i32 %14, ptr %15, ptr noundef nonnull @.str.9)
          to label %16 unwind label %20

16:                                               ; preds = %11
  tail call void @__cxa_throw(ptr nonnull %12, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #27
  unreachable

17:                                               ; preds = %61, %20
  %18 = phi ptr [ %56, %61 ], [ %12, %20 ]
  %19 = phi { ptr, i32 } [ %62, %61 ], [ %21, %20 ]
  tail call void @__cxa_free_exception(ptr %18) #26
  resume { ptr, i32 } %19

20:                                               ; preds = %11
  %21 = landingpad { ptr, i32 }
          cleanup
  br label %17

22:                                               ; preds = %6
  %23 = getelementptr inbounds i8, ptr %0, i64 8
  %24 = load ptr, ptr %23, align 8, !tbaa !208
  %25 = load i64, ptr %24, align 8, !tbaa !42
  %26 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSo9_M_insertImEERSoT_(ptr noundef nonnull align 8 dereferenceable(8) %8, i64 noundef %25)
  %27 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) %26, ptr noundef nonnull @.str.21, i64 noundef 4)
  %28 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSo9_M_insertImEERSoT_(ptr noundef nonnull align 8 dereferenceable(8) %26, i64 noundef %2)
  %29 = load ptr, ptr %28, align 8, !tbaa !35
  %30 = getelementptr i8, ptr %29, i64 -24
  %31 = load i64, ptr %30, align 8
  %32 = getelementptr inbounds i8, ptr %28, i64 %31
  %33 = getelementptr inbounds i8, ptr %32, i64 240
  %34 = load ptr, ptr %33, align 8, !tbaa !209
  %35 = icmp eq ptr %34, null
  br i1 %35, label %36, label %37

36:                                               ; preds = %22
  tail call void @_ZSt16__throw_bad_castv() #27
  unreachable

37:                                               ; preds = %22
  %38 = getelementptr inbounds i8, ptr %34, i64 56
  %39 = load i8, ptr %38, align 8, !tbaa !211
  %40 = icmp eq i8 %39, 0
  br i1 %40, label %44, label %41

41:                                               ; preds = %37
  %42 = getelementptr inbounds i8, ptr %34, i64 67
  %43 = load i8, ptr %42, align 1, !tbaa !37
  br label %49

44:                                               ; preds = %37
  tail call void @_ZNKSt5ctypeIcE13_M_widen_initEv(ptr noundef nonnull align 8 dereferenceable(570) %34)
  %45 = load ptr, ptr %34, align 8, !tbaa !35
  %46 = getelementptr inbounds i8, ptr %45, i64 48
  %47 = load ptr, ptr %46, align 8
  %48 = tail call noundef signext i8 %47(ptr noundef nonnull align 8 dereferenceable(570) %34, i8 noundef signext 10)
  br label %49

49:                                               ; preds = %44, %41
  %50 = phi i8 [ %43, %41 ], [ %48, %44 ]
  %51 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSo3putEc(ptr noundef nonnull align 8 dereferenceable(8) %28, i8 noundef signext %50)
  %52 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSo5flushEv(ptr noundef nonnull align 8 dereferenceable(8) %51)
  br label %63

53:                                               ; preds = %3
  %54 = icmp eq i32 %1, 0
  br i1 %54, label %63, label %55

55:                                               ; preds = %53
  %56 = tail call ptr @__cxa_allocate_exception(i64 64) #26
  %57 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #26
  %58 = extractvalue { i32, ptr } %57, 0
  %59 = extractvalue { i32, ptr } %57, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %56, i32 %58, ptr %59, ptr noundef nonnull @.str.9)
          to label %60 unwind label %61

60:                                               ; preds = %55
  tail call void @__cxa_throw(ptr nonnull %56, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #27
  unreachable

61:                                               ; preds = %55
  %62 = landingpad { ptr, i32 }
          cleanup
  br label %17

63:                                               ; preds = %49, %53
  %64 = getelementptr inbounds i8, ptr %0, i64 8
  %65 = load ptr, ptr %64, align 8, !tbaa !208
  store i64 %2, ptr %65, align 8, !tbaa !42
  %66 = getelementptr inbounds i8, ptr %0, i64 16
  %67 = load ptr, ptr %66, align 8, !tbaa !214
  store i8 1, ptr %67, align 1, !tbaa !159
  ret void
}

declare void @_ZN4sycl3_V17handler19getMaxWorkGroups_v2Ev(ptr dead_on_unwind writable sret(%"class.std::tuple.129") align 8, ptr noundef nonnull align 8 dereferenceable(216)) local_unnamed_addr #3

declare noundef zeroext i1 @_ZN4sycl3_V17handler18RangeRoundingTraceEv(ptr noundef nonnull align 8 dereferenceable(216)) local_unnamed_addr #3

declare noundef nonnull align 8 dereferenceable(8) ptr @_ZNSolsEi(ptr noundef nonnull align 8 dereferenceable(8), i32 noundef) local_unnamed_addr #3

declare noundef nonnull align 8 dereferenceable(8) ptr @_ZNSo9_M_insertImEERSoT_(ptr noundef nonnull align 8 dereferenceable(8), i64 noundef) local_unnamed_addr #3

declare void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEEbi(ptr noundef nonnull align 8 dereferenceable(216), ptr noundef byval(%"class.sycl::_V1::range.119") align 8, i1 noundef zeroext, i32 noundef) local_unnamed_addr #3

declare void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216)) local_unnamed_addr #3

declare void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216), ptr noundef, ptr noundef nonnull align 8 dereferenceable(24), i1 noundef zeroext) local_unnamed_addr #3

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19getKernelParamDescsINS1_19__pf_kernel_wrapperI4LumaEEEESt6vectorINS1_19kernel_param_desc_tESaIS7_EEv(ptr dead_on_unwind noalias writable sret(%"class.std::vector.141") align 8 %0) local_unnamed_addr #12 comdat personality ptr @__gxx_personality_v0 {
  %2 = alloca %"struct.sycl::_V1::detail::kernel_param_desc_t", align 8
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %0, i8 0, i64 24, i1 false)
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = tail call noalias noundef nonnull dereferenceable(36) ptr @_Znwm(i64 noundef 36) #28
  store ptr %4, ptr %0, align 8, !tbaa !169
  %5 = getelementptr inbounds i8, ptr %4, i64 36
  store ptr %5, ptr %3, align 8, !tbaa !171
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #26
  store i64 34359738369, ptr %2, align 8
  store i32 0, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %4, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !215
  %8 = getelementptr inbounds i8, ptr %4, i64 12
  store ptr %8, ptr %7, align 8, !tbaa !181
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #26
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #26
  store i64 17446157156352, ptr %2, align 8
  store i32 8, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %8, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !215
  %9 = getelementptr inbounds i8, ptr %4, i64 24
  store ptr %9, ptr %7, align 8, !tbaa !181
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #26
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #26
  store i64 17446157156352, ptr %2, align 8
  store i32 40, ptr %6, align 8
  %10 = load ptr, ptr %3, align 8, !tbaa !171
  %11 = icmp eq ptr %9, %10
  br i1 %11, label %15, label %12

12:                                               ; preds = %1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %9, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !215
  %13 = load ptr, ptr %7, align 8, !tbaa !181
  %14 = getelementptr inbounds i8, ptr %13, i64 12
  store ptr %14, ptr %7, align 8, !tbaa !181
  br label %16

15:                                               ; preds = %1
  invoke void @_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr nonnull %9, ptr noundef nonnull align 4 dereferenceable(12) %2)
          to label %16 unwind label %17

16:                                               ; preds = %15, %12
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #26
  ret void

17:                                               ; preds = %15
  %18 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #26
  %19 = load ptr, ptr %0, align 8, !tbaa !169
  %20 = icmp eq ptr %19, null
  br i1 %20, label %26, label %21

21:                                               ; preds = %17
  %22 = load ptr, ptr %3, align 8, !tbaa !171
  %23 = ptrtoint ptr %22 to i64
  %24 = ptrtoint ptr %19 to i64
  %25 = sub i64 %23, %24
  call void @_ZdlPvm(ptr noundef nonnull %19, i64 noundef %25) #30
  br label %26

26:                                               ; preds = %17, %21
  resume { ptr, i32 } %18
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef nonnull ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZL4lumaRNS0_5queueERK7PictureENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi1EEEE_EES5_Li1EE6getPtrEv(ptr noundef nonnull readnone align 8 dereferenceable(80) %0) unnamed_addr #20 align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZL4lumaRNS0_5queueERK7PictureENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi1EEEE_EES5_Li1EED2Ev(ptr nocapture noundef nonnull align 8 dereferenceable(80) %0) unnamed_addr #17 align 2 personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZL4lumaRNS0_5queueERK7PictureENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi1EEEE_EES5_Li1EEE, i64 16), ptr %0, align 8, !tbaa !35
  %2 = getelementptr inbounds i8, ptr %0, i64 56
  %3 = load ptr, ptr %2, align 8, !tbaa !29
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !31
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !34
  %12 = load ptr, ptr %3, align 8, !tbaa !35
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  %15 = load ptr, ptr %3, align 8, !tbaa !35
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !38
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !39

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  br label %29

29:                                               ; preds = %28, %25, %10, %1
  %30 = getelementptr inbounds i8, ptr %0, i64 24
  %31 = load ptr, ptr %30, align 8, !tbaa !29
  %32 = icmp eq ptr %31, null
  br i1 %32, label %57, label %33

33:                                               ; preds = %29
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = load atomic i64, ptr %34 acquire, align 8
  %36 = icmp eq i64 %35, 4294967297
  %37 = trunc i64 %35 to i32
  br i1 %36, label %38, label %46

38:                                               ; preds = %33
  store i32 0, ptr %34, align 8, !tbaa !31
  %39 = getelementptr inbounds i8, ptr %31, i64 12
  store i32 0, ptr %39, align 4, !tbaa !34
  %40 = load ptr, ptr %31, align 8, !tbaa !35
  %41 = getelementptr inbounds i8, ptr %40, i64 16
  %42 = load ptr, ptr %41, align 8
  tail call void %42(ptr noundef nonnull align 8 dereferenceable(16) %31) #26
  %43 = load ptr, ptr %31, align 8, !tbaa !35
  %44 = getelementptr inbounds i8, ptr %43, i64 24
  %45 = load ptr, ptr %44, align 8
  tail call void %45(ptr noundef nonnull align 8 dereferenceable(16) %31) #26
  br label %57

46:                                               ; preds = %33
  %47 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %48 = icmp eq i8 %47, 0
  br i1 %48, label %51, label %49

49:                                               ; preds = %46
  %50 = add nsw i32 %37, -1
  store i32 %50, ptr %34, align 4, !tbaa !38
  br label %53

51:                                               ; preds = %46
  %52 = atomicrmw volatile add ptr %34, i32 -1 acq_rel, align 4
  br label %53

53:                                               ; preds = %51, %49
  %54 = phi i32 [ %37, %49 ], [ %52, %51 ]
  %55 = icmp eq i32 %54, 1
  br i1 %55, label %56, label %57, !prof !39

56:                                               ; preds = %53
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #26
  br label %57

57:                                               ; preds = %29, %38, %53, %56
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZL4lumaRNS0_5queueERK7PictureENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi1EEEE_EES5_Li1EED0Ev(ptr noundef nonnull align 8 dereferenceable(80) %0) unnamed_addr #17 align 2 {
  tail call void @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZL4lumaRNS0_5queueERK7PictureENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi1EEEE_EES5_Li1EED2Ev(ptr noundef nonnull align 8 dereferenceable(80) %0) #26
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 80) #30
  ret void
}

; Function Attrs: mustprogress uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZL4lumaRNS0_5queueERK7PictureENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi1EEEE_EES5_Li1EE23InstantiateKernelOnHostEv(ptr nocapture noundef nonnull readonly align 8 dereferenceable(80) %0) unnamed_addr #12 align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca %"class.sycl::_V1::detail::RoundedRangeKernel", align 8
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load i64, ptr %3, align 8
  store i64 %4, ptr %2, align 8
  %5 = getelementptr inbounds i8, ptr %2, i64 8
  %6 = getelementptr inbounds i8, ptr %0, i64 16
  %7 = load ptr, ptr %6, align 8, !tbaa !157
  store ptr %7, ptr %5, align 8, !tbaa !157
  %8 = getelementptr inbounds i8, ptr %2, i64 16
  %9 = getelementptr inbounds i8, ptr %0, i64 24
  %10 = load ptr, ptr %9, align 8, !tbaa !29
  store ptr %10, ptr %8, align 8, !tbaa !29
  %11 = icmp eq ptr %10, null
  br i1 %11, label %21, label %12

12:                                               ; preds = %1
  %13 = getelementptr inbounds i8, ptr %10, i64 8
  %14 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %15 = icmp eq i8 %14, 0
  br i1 %15, label %19, label %16

16:                                               ; preds = %12
  %17 = load i32, ptr %13, align 4, !tbaa !38
  %18 = add nsw i32 %17, 1
  store i32 %18, ptr %13, align 4, !tbaa !38
  br label %21

19:                                               ; preds = %12
  %20 = atomicrmw volatile add ptr %13, i32 1 acq_rel, align 4
  br label %21

21:                                               ; preds = %19, %16, %1
  %22 = getelementptr inbounds i8, ptr %2, i64 24
  %23 = getelementptr inbounds i8, ptr %0, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %22, ptr noundef nonnull readonly align 8 dereferenceable(16) %23, i64 16, i1 false)
  %24 = getelementptr inbounds i8, ptr %2, i64 40
  %25 = getelementptr inbounds i8, ptr %0, i64 48
  %26 = load ptr, ptr %25, align 8, !tbaa !157
  store ptr %26, ptr %24, align 8, !tbaa !157
  %27 = getelementptr inbounds i8, ptr %2, i64 48
  %28 = getelementptr inbounds i8, ptr %0, i64 56
  %29 = load ptr, ptr %28, align 8, !tbaa !29
  store ptr %29, ptr %27, align 8, !tbaa !29
  %30 = icmp eq ptr %29, null
  br i1 %30, label %40, label %31

31:                                               ; preds = %21
  %32 = getelementptr inbounds i8, ptr %29, i64 8
  %33 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %34 = icmp eq i8 %33, 0
  br i1 %34, label %38, label %35

35:                                               ; preds = %31
  %36 = load i32, ptr %32, align 4, !tbaa !38
  %37 = add nsw i32 %36, 1
  store i32 %37, ptr %32, align 4, !tbaa !38
  br label %40

38:                                               ; preds = %31
  %39 = atomicrmw volatile add ptr %32, i32 1 acq_rel, align 4
  br label %40

40:                                               ; preds = %21, %35, %38
  %41 = getelementptr inbounds i8, ptr %2, i64 56
  %42 = getelementptr inbounds i8, ptr %0, i64 64
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %41, ptr noundef nonnull readonly align 8 dereferenceable(16) %42, i64 16, i1 false)
  %43 = load i64, ptr %2, align 8
  %44 = icmp eq i64 %43, 0
  br i1 %44, label %73, label %45

45:                                               ; preds = %40, %66
  %46 = phi i64 [ %71, %66 ], [ 0, %40 ]
  %47 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %5)
          to label %48 unwind label %128

48:                                               ; preds = %45
  %49 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %5)
          to label %50 unwind label %128

50:                                               ; preds = %48
  %51 = load i64, ptr %49, align 8
  %52 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %5) #26
  %53 = getelementptr %"class.sycl::_V1::vec", ptr %52, i64 %51
  %54 = getelementptr %"class.sycl::_V1::vec", ptr %53, i64 %46
  %55 = load float, ptr %54, align 16
  %56 = getelementptr inbounds i8, ptr %54, i64 4
  %57 = load float, ptr %56, align 4
  %58 = getelementptr inbounds i8, ptr %54, i64 8
  %59 = load float, ptr %58, align 8
  %60 = fmul float %57, 5.000000e-01
  %61 = call float @llvm.fmuladd.f32(float %55, float 2.500000e-01, float %60)
  %62 = call float @llvm.fmuladd.f32(float %59, float 2.500000e-01, float %61)
  %63 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %24)
          to label %64 unwind label %128

64:                                               ; preds = %50
  %65 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %24)
          to label %66 unwind label %128

66:                                               ; preds = %64
  %67 = load i64, ptr %65, align 8
  %68 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %24) #26
  %69 = getelementptr float, ptr %68, i64 %67
  %70 = getelementptr float, ptr %69, i64 %46
  store float %62, ptr %70, align 4, !tbaa !43
  %71 = add nuw i64 %46, 1
  %72 = icmp eq i64 %71, %43
  br i1 %72, label %73, label %45, !llvm.loop !218

73:                                               ; preds = %66, %40
  %74 = load ptr, ptr %27, align 8, !tbaa !29
  %75 = icmp eq ptr %74, null
  br i1 %75, label %100, label %76

76:                                               ; preds = %73
  %77 = getelementptr inbounds i8, ptr %74, i64 8
  %78 = load atomic i64, ptr %77 acquire, align 8
  %79 = icmp eq i64 %78, 4294967297
  %80 = trunc i64 %78 to i32
  br i1 %79, label %81, label %89

81:                                               ; preds = %76
  store i32 0, ptr %77, align 8, !tbaa !31
  %82 = getelementptr inbounds i8, ptr %74, i64 12
  store i32 0, ptr %82, align 4, !tbaa !34
  %83 = load ptr, ptr %74, align 8, !tbaa !35
  %84 = getelementptr inbounds i8, ptr %83, i64 16
  %85 = load ptr, ptr %84, align 8
  call void %85(ptr noundef nonnull align 8 dereferenceable(16) %74) #26
  %86 = load ptr, ptr %74, align 8, !tbaa !35
  %87 = getelementptr inbounds i8, ptr %86, i64 24
  %88 = load ptr, ptr %87, align 8
  call void %88(ptr noundef nonnull align 8 dereferenceable(16) %74) #26
  br label %100

89:                                               ; preds = %76
  %90 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %91 = icmp eq i8 %90, 0
  br i1 %91, label %94, label %92

92:                                               ; preds = %89
  %93 = add nsw i32 %80, -1
  store i32 %93, ptr %77, align 4, !tbaa !38
  br label %96

94:                                               ; preds = %89
  %95 = atomicrmw volatile add ptr %77, i32 -1 acq_rel, align 4
  br label %96

96:                                               ; preds = %94, %92
  %97 = phi i32 [ %80, %92 ], [ %95, %94 ]
  %98 = icmp eq i32 %97, 1
  br i1 %98, label %99, label %100, !prof !39

99:                                               ; preds = %96
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %74) #26
  br label %100

100:                                              ; preds = %99, %96, %81, %73
  %101 = load ptr, ptr %8, align 8, !tbaa !29
  %102 = icmp eq ptr %101, null
  br i1 %102, label %127, label %103

103:                                              ; preds = %100
  %104 = getelementptr inbounds i8, ptr %101, i64 8
  %105 = load atomic i64, ptr %104 acquire, align 8
  %106 = icmp eq i64 %105, 4294967297
  %107 = trunc i64 %105 to i32
  br i1 %106, label %108, label %116

108:                                              ; preds = %103
  store i32 0, ptr %104, align 8, !tbaa !31
  %109 = getelementptr inbounds i8, ptr %101, i64 12
  store i32 0, ptr %109, align 4, !tbaa !34
  %110 = load ptr, ptr %101, align 8, !tbaa !35
  %111 = getelementptr inbounds i8, ptr %110, i64 16
  %112 = load ptr, ptr %111, align 8
  call void %112(ptr noundef nonnull align 8 dereferenceable(16) %101) #26
  %113 = load ptr, ptr %101, align 8, !tbaa !35
  %114 = getelementptr inbounds i8, ptr %113, i64 24
  %115 = load ptr, ptr %114, align 8
  call void %115(ptr noundef nonnull align 8 dereferenceable(16) %101) #26
  br label %127

116:                                              ; preds = %103
  %117 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %118 = icmp eq i8 %117, 0
  br i1 %118, label %121, label %119

119:                                              ; preds = %116
  %120 = add nsw i32 %107, -1
  store i32 %120, ptr %104, align 4, !tbaa !38
  br label %123

121:                                              ; preds = %116
  %122 = atomicrmw volatile add ptr %104, i32 -1 acq_rel, align 4
  br label %123

123:                                              ; preds = %121, %119
  %124 = phi i32 [ %107, %119 ], [ %122, %121 ]
  %125 = icmp eq i32 %124, 1
  br i1 %125, label %126, label %127, !prof !39

126:                                              ; preds = %123
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %101) #26
  br label %127

127:                                              ; preds = %100, %108, %123, %126
  ret void

128:                                              ; preds = %64, %50, %48, %45
  %129 = landingpad { ptr, i32 }
          cleanup
  call fastcc void @_ZN4sycl3_V16detail18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZL4lumaRNS0_5queueERK7PictureENKUlRNS0_7handlerEE_clESB_EUlNS0_2idILi1EEEE_ED2Ev(ptr noundef nonnull align 8 dereferenceable(72) %2) #26
  resume { ptr, i32 } %129
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #5

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr %1, ptr noundef nonnull align 4 dereferenceable(12) %2) local_unnamed_addr #12 comdat align 2 {
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  %5 = load ptr, ptr %4, align 8, !tbaa !181
  %6 = load ptr, ptr %0, align 8, !tbaa !16
  %7 = ptrtoint ptr %5 to i64
  %8 = ptrtoint ptr %6 to i64
  %9 = sub i64 %7, %8
  %10 = icmp eq i64 %9, 9223372036854775800
  br i1 %10, label %11, label %12

11:                                               ; preds = %3
  tail call void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.24) #27
  unreachable

12:                                               ; preds = %3
  %13 = sdiv exact i64 %9, 12
  %14 = tail call i64 @llvm.umax.i64(i64 %13, i64 1)
  %15 = add nsw i64 %14, %13
  %16 = icmp ult i64 %15, %13
  %17 = tail call i64 @llvm.umin.i64(i64 %15, i64 768614336404564650)
  %18 = select i1 %16, i64 768614336404564650, i64 %17
  %19 = ptrtoint ptr %1 to i64
  %20 = sub i64 %19, %8
  %21 = sdiv exact i64 %20, 12
  %22 = icmp eq i64 %18, 0
  br i1 %22, label %26, label %23

23:                                               ; preds = %12
  %24 = mul nuw nsw i64 %18, 12
  %25 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %24) #28
  br label %26

26:                                               ; preds = %12, %23
  %27 = phi ptr [ %25, %23 ], [ null, %12 ]
  %28 = getelementptr inbounds %"struct.sycl::_V1::detail::kernel_param_desc_t", ptr %27, i64 %21
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %28, ptr noundef nonnull align 4 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !215
  %29 = icmp sgt i64 %20, 0
  br i1 %29, label %30, label %31

30:                                               ; preds = %26
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 4 %27, ptr align 4 %6, i64 %20, i1 false)
  br label %31

31:                                               ; preds = %26, %30
  %32 = getelementptr inbounds i8, ptr %27, i64 %20
  %33 = getelementptr inbounds i8, ptr %32, i64 12
  %34 = sub i64 %7, %19
  %35 = icmp sgt i64 %34, 0
  br i1 %35, label %36, label %37

36:                                               ; preds = %31
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 4 %33, ptr align 4 %1, i64 %34, i1 false)
  br label %37

37:                                               ; preds = %31, %36
  %38 = getelementptr inbounds i8, ptr %0, i64 16
  %39 = icmp eq ptr %6, null
  br i1 %39, label %44, label %40

40:                                               ; preds = %37
  %41 = load ptr, ptr %38, align 8, !tbaa !171
  %42 = ptrtoint ptr %41 to i64
  %43 = sub i64 %42, %8
  tail call void @_ZdlPvm(ptr noundef nonnull %6, i64 noundef %43) #30
  br label %44

44:                                               ; preds = %37, %40
  %45 = getelementptr inbounds i8, ptr %33, i64 %34
  store ptr %27, ptr %0, align 8, !tbaa !169
  store ptr %45, ptr %4, align 8, !tbaa !181
  %46 = getelementptr inbounds %"struct.sycl::_V1::detail::kernel_param_desc_t", ptr %27, i64 %18
  store ptr %46, ptr %38, align 8, !tbaa !171
  ret void
}

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znam(i64 noundef) local_unnamed_addr #9

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPv(ptr noundef) local_unnamed_addr #10

declare void @_ZN4sycl3_V17handler22setKernelIsCooperativeEb(ptr noundef nonnull align 8 dereferenceable(216), i1 noundef zeroext) local_unnamed_addr #3

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef nonnull ptr @_ZN4sycl3_V16detail10HostKernelIZZL4lumaRNS0_5queueERK7PictureENKUlRNS0_7handlerEE_clES9_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv(ptr noundef nonnull readnone align 8 dereferenceable(72) %0) unnamed_addr #20 align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZL4lumaRNS0_5queueERK7PictureENKUlRNS0_7handlerEE_clES9_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED2Ev(ptr nocapture noundef nonnull align 8 dereferenceable(72) %0) unnamed_addr #17 align 2 personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZL4lumaRNS0_5queueERK7PictureENKUlRNS0_7handlerEE_clES9_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %0, align 8, !tbaa !35
  %2 = getelementptr inbounds i8, ptr %0, i64 48
  %3 = load ptr, ptr %2, align 8, !tbaa !29
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !31
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !34
  %12 = load ptr, ptr %3, align 8, !tbaa !35
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  %15 = load ptr, ptr %3, align 8, !tbaa !35
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !38
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !39

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  br label %29

29:                                               ; preds = %28, %25, %10, %1
  %30 = getelementptr inbounds i8, ptr %0, i64 16
  %31 = load ptr, ptr %30, align 8, !tbaa !29
  %32 = icmp eq ptr %31, null
  br i1 %32, label %57, label %33

33:                                               ; preds = %29
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = load atomic i64, ptr %34 acquire, align 8
  %36 = icmp eq i64 %35, 4294967297
  %37 = trunc i64 %35 to i32
  br i1 %36, label %38, label %46

38:                                               ; preds = %33
  store i32 0, ptr %34, align 8, !tbaa !31
  %39 = getelementptr inbounds i8, ptr %31, i64 12
  store i32 0, ptr %39, align 4, !tbaa !34
  %40 = load ptr, ptr %31, align 8, !tbaa !35
  %41 = getelementptr inbounds i8, ptr %40, i64 16
  %42 = load ptr, ptr %41, align 8
  tail call void %42(ptr noundef nonnull align 8 dereferenceable(16) %31) #26
  %43 = load ptr, ptr %31, align 8, !tbaa !35
  %44 = getelementptr inbounds i8, ptr %43, i64 24
  %45 = load ptr, ptr %44, align 8
  tail call void %45(ptr noundef nonnull align 8 dereferenceable(16) %31) #26
  br label %57

46:                                               ; preds = %33
  %47 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %48 = icmp eq i8 %47, 0
  br i1 %48, label %51, label %49

49:                                               ; preds = %46
  %50 = add nsw i32 %37, -1
  store i32 %50, ptr %34, align 4, !tbaa !38
  br label %53

51:                                               ; preds = %46
  %52 = atomicrmw volatile add ptr %34, i32 -1 acq_rel, align 4
  br label %53

53:                                               ; preds = %51, %49
  %54 = phi i32 [ %37, %49 ], [ %52, %51 ]
  %55 = icmp eq i32 %54, 1
  br i1 %55, label %56, label %57, !prof !39

56:                                               ; preds = %53
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #26
  br label %57

57:                                               ; preds = %29, %38, %53, %56
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZL4lumaRNS0_5queueERK7PictureENKUlRNS0_7handlerEE_clES9_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev(ptr noundef nonnull align 8 dereferenceable(72) %0) unnamed_addr #17 align 2 {
  tail call void @_ZN4sycl3_V16detail10HostKernelIZZL4lumaRNS0_5queueERK7PictureENKUlRNS0_7handlerEE_clES9_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED2Ev(ptr noundef nonnull align 8 dereferenceable(72) %0) #26
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 72) #30
  ret void
}

; Function Attrs: mustprogress uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZL4lumaRNS0_5queueERK7PictureENKUlRNS0_7handlerEE_clES9_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE23InstantiateKernelOnHostEv(ptr nocapture noundef nonnull readonly align 8 dereferenceable(72) %0) unnamed_addr #12 align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca %class.anon.117, align 8
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !157
  store ptr %4, ptr %2, align 8, !tbaa !157
  %5 = getelementptr inbounds i8, ptr %2, i64 8
  %6 = getelementptr inbounds i8, ptr %0, i64 16
  %7 = load ptr, ptr %6, align 8, !tbaa !29
  store ptr %7, ptr %5, align 8, !tbaa !29
  %8 = icmp eq ptr %7, null
  br i1 %8, label %18, label %9

9:                                                ; preds = %1
  %10 = getelementptr inbounds i8, ptr %7, i64 8
  %11 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %12 = icmp eq i8 %11, 0
  br i1 %12, label %16, label %13

13:                                               ; preds = %9
  %14 = load i32, ptr %10, align 4, !tbaa !38
  %15 = add nsw i32 %14, 1
  store i32 %15, ptr %10, align 4, !tbaa !38
  br label %18

16:                                               ; preds = %9
  %17 = atomicrmw volatile add ptr %10, i32 1 acq_rel, align 4
  br label %18

18:                                               ; preds = %16, %13, %1
  %19 = getelementptr inbounds i8, ptr %2, i64 16
  %20 = getelementptr inbounds i8, ptr %0, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %19, ptr noundef nonnull readonly align 8 dereferenceable(16) %20, i64 16, i1 false)
  %21 = getelementptr inbounds i8, ptr %2, i64 32
  %22 = getelementptr inbounds i8, ptr %0, i64 40
  %23 = load ptr, ptr %22, align 8, !tbaa !157
  store ptr %23, ptr %21, align 8, !tbaa !157
  %24 = getelementptr inbounds i8, ptr %2, i64 40
  %25 = getelementptr inbounds i8, ptr %0, i64 48
  %26 = load ptr, ptr %25, align 8, !tbaa !29
  store ptr %26, ptr %24, align 8, !tbaa !29
  %27 = icmp eq ptr %26, null
  br i1 %27, label %37, label %28

28:                                               ; preds = %18
  %29 = getelementptr inbounds i8, ptr %26, i64 8
  %30 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %31 = icmp eq i8 %30, 0
  br i1 %31, label %35, label %32

32:                                               ; preds = %28
  %33 = load i32, ptr %29, align 4, !tbaa !38
  %34 = add nsw i32 %33, 1
  store i32 %34, ptr %29, align 4, !tbaa !38
  br label %37

35:                                               ; preds = %28
  %36 = atomicrmw volatile add ptr %29, i32 1 acq_rel, align 4
  br label %37

37:                                               ; preds = %18, %32, %35
  %38 = getelementptr inbounds i8, ptr %2, i64 48
  %39 = getelementptr inbounds i8, ptr %0, i64 56
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %38, ptr noundef nonnull readonly align 8 dereferenceable(16) %39, i64 16, i1 false)
  %40 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %2)
          to label %41 unwind label %116

41:                                               ; preds = %37
  %42 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %2)
          to label %43 unwind label %116

43:                                               ; preds = %41
  %44 = load i64, ptr %42, align 8
  %45 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %2) #26
  %46 = getelementptr %"class.sycl::_V1::vec", ptr %45, i64 %44
  %47 = load float, ptr %46, align 16
  %48 = getelementptr inbounds i8, ptr %46, i64 4
  %49 = load float, ptr %48, align 4
  %50 = getelementptr inbounds i8, ptr %46, i64 8
  %51 = load float, ptr %50, align 8
  %52 = fmul float %49, 5.000000e-01
  %53 = call float @llvm.fmuladd.f32(float %47, float 2.500000e-01, float %52)
  %54 = call float @llvm.fmuladd.f32(float %51, float 2.500000e-01, float %53)
  %55 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %21)
          to label %56 unwind label %116

56:                                               ; preds = %43
  %57 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %21)
          to label %58 unwind label %116

58:                                               ; preds = %56
  %59 = load i64, ptr %57, align 8
  %60 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %21) #26
  %61 = getelementptr float, ptr %60, i64 %59
  store float %54, ptr %61, align 4, !tbaa !43
  %62 = load ptr, ptr %24, align 8, !tbaa !29
  %63 = icmp eq ptr %62, null
  br i1 %63, label %88, label %64

64:                                               ; preds = %58
  %65 = getelementptr inbounds i8, ptr %62, i64 8
  %66 = load atomic i64, ptr %65 acquire, align 8
  %67 = icmp eq i64 %66, 4294967297
  %68 = trunc i64 %66 to i32
  br i1 %67, label %69, label %77

69:                                               ; preds = %64
  store i32 0, ptr %65, align 8, !tbaa !31
  %70 = getelementptr inbounds i8, ptr %62, i64 12
  store i32 0, ptr %70, align 4, !tbaa !34
  %71 = load ptr, ptr %62, align 8, !tbaa !35
  %72 = getelementptr inbounds i8, ptr %71, i64 16
  %73 = load ptr, ptr %72, align 8
  call void %73(ptr noundef nonnull align 8 dereferenceable(16) %62) #26
  %74 = load ptr, ptr %62, align 8, !tbaa !35
  %75 = getelementptr inbounds i8, ptr %74, i64 24
  %76 = load ptr, ptr %75, align 8
  call void %76(ptr noundef nonnull align 8 dereferenceable(16) %62) #26
  br label %88

77:                                               ; preds = %64
  %78 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %79 = icmp eq i8 %78, 0
  br i1 %79, label %82, label %80

80:                                               ; preds = %77
  %81 = add nsw i32 %68, -1
  store i32 %81, ptr %65, align 4, !tbaa !38
  br label %84

82:                                               ; preds = %77
  %83 = atomicrmw volatile add ptr %65, i32 -1 acq_rel, align 4
  br label %84

84:                                               ; preds = %82, %80
  %85 = phi i32 [ %68, %80 ], [ %83, %82 ]
  %86 = icmp eq i32 %85, 1
  br i1 %86, label %87, label %88, !prof !39

87:                                               ; preds = %84
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %62) #26
  br label %88

88:                                               ; preds = %87, %84, %69, %58
  %89 = load ptr, ptr %5, align 8, !tbaa !29
  %90 = icmp eq ptr %89, null
  br i1 %90, label %115, label %91

91:                                               ; preds = %88
  %92 = getelementptr inbounds i8, ptr %89, i64 8
  %93 = load atomic i64, ptr %92 acquire, align 8
  %94 = icmp eq i64 %93, 4294967297
  %95 = trunc i64 %93 to i32
  br i1 %94, label %96, label %104

96:                                               ; preds = %91
  store i32 0, ptr %92, align 8, !tbaa !31
  %97 = getelementptr inbounds i8, ptr %89, i64 12
  store i32 0, ptr %97, align 4, !tbaa !34
  %98 = load ptr, ptr %89, align 8, !tbaa !35
  %99 = getelementptr inbounds i8, ptr %98, i64 16
  %100 = load ptr, ptr %99, align 8
  call void %100(ptr noundef nonnull align 8 dereferenceable(16) %89) #26
  %101 = load ptr, ptr %89, align 8, !tbaa !35
  %102 = getelementptr inbounds i8, ptr %101, i64 24
  %103 = load ptr, ptr %102, align 8
  call void %103(ptr noundef nonnull align 8 dereferenceable(16) %89) #26
  br label %115

104:                                              ; preds = %91
  %105 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %106 = icmp eq i8 %105, 0
  br i1 %106, label %109, label %107

107:                                              ; preds = %104
  %108 = add nsw i32 %95, -1
  store i32 %108, ptr %92, align 4, !tbaa !38
  br label %111

109:                                              ; preds = %104
  %110 = atomicrmw volatile add ptr %92, i32 -1 acq_rel, align 4
  br label %111

111:                                              ; preds = %109, %107
  %112 = phi i32 [ %95, %107 ], [ %110, %109 ]
  %113 = icmp eq i32 %112, 1
  br i1 %113, label %114, label %115, !prof !39

114:                                              ; preds = %111
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %89) #26
  br label %115

115:                                              ; preds = %88, %96, %111, %114
  ret void

116:                                              ; preds = %56, %43, %41, %37
  %117 = landingpad { ptr, i32 }
          cleanup
  call fastcc void @_ZZZL4lumaRN4sycl3_V15queueERK7PictureENKUlRNS0_7handlerEE_clES7_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(64) %2) #26
  resume { ptr, i32 } %117
}

declare void @_ZNK4sycl3_V16detail12buffer_plain13handleReleaseEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #3

declare noundef float @_ZN4sycl3_V111__fabs_implEf(float noundef) local_unnamed_addr #3

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail11image_plainD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !29
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !31
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !34
  %12 = load ptr, ptr %3, align 8, !tbaa !35
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  %15 = load ptr, ptr %3, align 8, !tbaa !35
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !38
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !39

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIhEEhE16getAllocatorImplEv(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #17 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19SYCLMemObjAllocatorD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #17 comdat align 2 {
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIhEEhED0Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #17 comdat align 2 {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 24) #30
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIhEEhE8allocateEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) unnamed_addr #12 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = add i64 %1, -1
  %5 = load i64, ptr %3, align 8, !tbaa !79
  %6 = add i64 %5, -1
  %7 = or i64 %6, %4
  %8 = add i64 %7, 1
  %9 = icmp ult i64 %8, %1
  br i1 %9, label %10, label %12

10:                                               ; preds = %2
  %11 = tail call ptr @__cxa_allocate_exception(i64 8) #26
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt9bad_alloc, i64 16), ptr %11, align 8, !tbaa !35
  tail call void @__cxa_throw(ptr nonnull %11, ptr nonnull @_ZTISt9bad_alloc, ptr nonnull @_ZNSt9bad_allocD1Ev) #27
  unreachable

12:                                               ; preds = %2
  %13 = tail call noundef ptr @_ZN4sycl3_V16detail6OSUtil12alignedAllocEmm(i64 noundef %5, i64 noundef %8)
  %14 = icmp eq ptr %13, null
  br i1 %14, label %15, label %17

15:                                               ; preds = %12
  %16 = tail call ptr @__cxa_allocate_exception(i64 8) #26
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt9bad_alloc, i64 16), ptr %16, align 8, !tbaa !35
  tail call void @__cxa_throw(ptr nonnull %16, ptr nonnull @_ZTISt9bad_alloc, ptr nonnull @_ZNSt9bad_allocD1Ev) #27
  unreachable

17:                                               ; preds = %12
  ret ptr %13
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIhEEhE10deallocateEPvm(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr noundef %1, i64 noundef %2) unnamed_addr #12 comdat align 2 {
  %4 = icmp eq ptr %1, null
  br i1 %4, label %6, label %5

5:                                                ; preds = %3
  tail call void @_ZN4sycl3_V16detail6OSUtil11alignedFreeEPv(ptr noundef nonnull %1)
  br label %6

6:                                                ; preds = %3, %5
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i64 @_ZNK4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIhEEhE12getValueSizeEv(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #17 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  %3 = load i64, ptr %2, align 8, !tbaa !81
  ret i64 %3
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIhEEhE12setAlignmentEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) unnamed_addr #12 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = tail call i64 @llvm.umax.i64(i64 %1, i64 64)
  store i64 %4, ptr %3, align 8, !tbaa !79
  ret void
}

declare void @_ZN4sycl3_V16detail11image_plainC2EPvNS0_19image_channel_orderENS0_18image_channel_typeERKNS0_5rangeILi3EEESt10unique_ptrINS1_19SYCLMemObjAllocatorESt14default_deleteISB_EEhRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef, i32 noundef, i32 noundef, ptr noundef nonnull align 8 dereferenceable(24), ptr noundef, i8 noundef zeroext, ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #3

; Function Attrs: mustprogress uwtable
define internal void @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZL14brighten_imageRNS1_5queueER7PicturefEUlS3_E_E9_M_invokeERKSt9_Any_dataS3_(ptr nocapture noundef nonnull readonly align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(216) %1) #12 align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca { i64, i32, i32 }, align 8
  %4 = alloca { i64, i32, i32 }, align 8
  %5 = alloca %"class.std::vector.141", align 8
  %6 = alloca %"class.sycl::_V1::range.119", align 8
  %7 = alloca [2 x i64], align 8
  %8 = alloca { i64, i32, i32 }, align 8
  %9 = alloca { i64, i32, i32 }, align 8
  %10 = alloca %"class.std::vector.141", align 8
  %11 = alloca %"class.sycl::_V1::range.119", align 16
  %12 = alloca %"class.std::tuple.192", align 8
  %13 = alloca %"class.sycl::_V1::detail::RoundedRangeKernel.195", align 8
  %14 = alloca { i64, i32, i32 }, align 8
  %15 = alloca { i64, i32, i32 }, align 8
  %16 = alloca %"class.sycl::_V1::detail::RoundedRangeKernel.195", align 8
  %17 = alloca %class.anon.190, align 8
  %18 = alloca %class.anon.190, align 8
  %19 = alloca %"class.sycl::_V1::accessor.185", align 8
  %20 = alloca %"class.sycl::_V1::accessor.187", align 8
  %21 = alloca %class.anon.190, align 8
  %22 = load ptr, ptr %0, align 8, !tbaa !16
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %19) #26
  %23 = load ptr, ptr %22, align 8, !tbaa !219
  %24 = tail call noundef i64 @_ZNK4sycl3_V16detail11image_plain14getElementSizeEv(ptr noundef nonnull align 8 dereferenceable(16) %23), !noalias !221
  %25 = trunc i64 %24 to i32
  call void @_ZN4sycl3_V16detail14image_accessorINS0_3vecIfLi4EEELi2ELNS0_6access4modeE1024ELNS5_6targetE2017ELNS5_11placeholderE0EEC2INS1_17aligned_allocatorIhEELi2EvEERNS0_5imageIXT0_ET_EERNS0_7handlerEi(ptr noundef nonnull align 8 dereferenceable(32) %19, ptr noundef nonnull align 8 dereferenceable(16) %23, ptr noundef nonnull align 8 dereferenceable(216) %1, i32 noundef %25)
  invoke void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull %19, i32 noundef 2017)
          to label %30 unwind label %28

26:                                               ; preds = %1221, %28
  %27 = phi { ptr, i32 } [ %29, %28 ], [ %1222, %1221 ]
  resume { ptr, i32 } %27

28:                                               ; preds = %2
  %29 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %19) #26
  br label %26

30:                                               ; preds = %2
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %20) #26
  %31 = getelementptr inbounds i8, ptr %22, i64 8
  %32 = load ptr, ptr %31, align 8, !tbaa !224
  %33 = invoke noundef i64 @_ZNK4sycl3_V16detail11image_plain14getElementSizeEv(ptr noundef nonnull align 8 dereferenceable(16) %32)
          to label %34 unwind label %1219

34:                                               ; preds = %30
  %35 = trunc i64 %33 to i32
  invoke void @_ZN4sycl3_V16detail14image_accessorINS0_3vecIfLi4EEELi2ELNS0_6access4modeE1025ELNS5_6targetE2017ELNS5_11placeholderE0EEC2INS1_17aligned_allocatorIhEELi2EvEERNS0_5imageIXT0_ET_EERNS0_7handlerEi(ptr noundef nonnull align 8 dereferenceable(32) %20, ptr noundef nonnull align 8 dereferenceable(16) %32, ptr noundef nonnull align 8 dereferenceable(216) %1, i32 noundef %35)
          to label %36 unwind label %1219

36:                                               ; preds = %34
  invoke void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull %20, i32 noundef 2017)
          to label %39 unwind label %37

37:                                               ; preds = %36
  %38 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %20) #26
  br label %1221

39:                                               ; preds = %36
  %40 = getelementptr inbounds i8, ptr %22, i64 16
  %41 = load ptr, ptr %40, align 8, !tbaa !225
  %42 = load i64, ptr %41, align 8, !tbaa !5
  %43 = getelementptr inbounds i8, ptr %41, i64 8
  %44 = load i64, ptr %43, align 8, !tbaa !15
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %21) #26
  %45 = load ptr, ptr %20, align 8, !tbaa !157
  store ptr %45, ptr %21, align 8, !tbaa !157
  %46 = getelementptr inbounds i8, ptr %21, i64 8
  %47 = getelementptr inbounds i8, ptr %20, i64 8
  %48 = load ptr, ptr %47, align 8, !tbaa !29
  store ptr %48, ptr %46, align 8, !tbaa !29
  %49 = icmp eq ptr %48, null
  br i1 %49, label %59, label %50

50:                                               ; preds = %39
  %51 = getelementptr inbounds i8, ptr %48, i64 8
  %52 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %53 = icmp eq i8 %52, 0
  br i1 %53, label %57, label %54

54:                                               ; preds = %50
  %55 = load i32, ptr %51, align 4, !tbaa !38
  %56 = add nsw i32 %55, 1
  store i32 %56, ptr %51, align 4, !tbaa !38
  br label %59

57:                                               ; preds = %50
  %58 = atomicrmw volatile add ptr %51, i32 1 acq_rel, align 4
  br label %59

59:                                               ; preds = %57, %54, %39
  %60 = getelementptr inbounds i8, ptr %21, i64 16
  %61 = getelementptr inbounds i8, ptr %20, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %60, ptr noundef nonnull align 8 dereferenceable(16) %61, i64 16, i1 false)
  %62 = getelementptr inbounds i8, ptr %21, i64 32
  %63 = load ptr, ptr %19, align 8, !tbaa !157
  store ptr %63, ptr %62, align 8, !tbaa !157
  %64 = getelementptr inbounds i8, ptr %21, i64 40
  %65 = getelementptr inbounds i8, ptr %19, i64 8
  %66 = load ptr, ptr %65, align 8, !tbaa !29
  store ptr %66, ptr %64, align 8, !tbaa !29
  %67 = icmp eq ptr %66, null
  br i1 %67, label %77, label %68

68:                                               ; preds = %59
  %69 = getelementptr inbounds i8, ptr %66, i64 8
  %70 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %71 = icmp eq i8 %70, 0
  br i1 %71, label %75, label %72

72:                                               ; preds = %68
  %73 = load i32, ptr %69, align 4, !tbaa !38
  %74 = add nsw i32 %73, 1
  store i32 %74, ptr %69, align 4, !tbaa !38
  br label %77

75:                                               ; preds = %68
  %76 = atomicrmw volatile add ptr %69, i32 1 acq_rel, align 4
  br label %77

77:                                               ; preds = %75, %72, %59
  %78 = getelementptr inbounds i8, ptr %21, i64 48
  %79 = getelementptr inbounds i8, ptr %19, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %78, ptr noundef nonnull align 8 dereferenceable(16) %79, i64 16, i1 false)
  %80 = getelementptr inbounds i8, ptr %21, i64 64
  %81 = getelementptr inbounds i8, ptr %22, i64 24
  %82 = load ptr, ptr %81, align 8, !tbaa !226
  %83 = load float, ptr %82, align 4, !tbaa !43
  store float %83, ptr %80, align 8, !tbaa !227
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %18)
  %84 = load ptr, ptr %21, align 8, !tbaa !157
  store ptr %84, ptr %18, align 8, !tbaa !157
  %85 = getelementptr inbounds i8, ptr %18, i64 8
  %86 = load ptr, ptr %46, align 8, !tbaa !29
  store ptr %86, ptr %85, align 8, !tbaa !29
  %87 = icmp eq ptr %86, null
  br i1 %87, label %97, label %88

88:                                               ; preds = %77
  %89 = getelementptr inbounds i8, ptr %86, i64 8
  %90 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %91 = icmp eq i8 %90, 0
  br i1 %91, label %95, label %92

92:                                               ; preds = %88
  %93 = load i32, ptr %89, align 4, !tbaa !38
  %94 = add nsw i32 %93, 1
  store i32 %94, ptr %89, align 4, !tbaa !38
  br label %97

95:                                               ; preds = %88
  %96 = atomicrmw volatile add ptr %89, i32 1 acq_rel, align 4
  br label %97

97:                                               ; preds = %95, %92, %77
  %98 = getelementptr inbounds i8, ptr %18, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %98, ptr noundef nonnull readonly align 8 dereferenceable(16) %60, i64 16, i1 false)
  %99 = getelementptr inbounds i8, ptr %18, i64 32
  %100 = load ptr, ptr %62, align 8, !tbaa !157
  store ptr %100, ptr %99, align 8, !tbaa !157
  %101 = getelementptr inbounds i8, ptr %18, i64 40
  %102 = load ptr, ptr %64, align 8, !tbaa !29
  store ptr %102, ptr %101, align 8, !tbaa !29
  %103 = icmp eq ptr %102, null
  br i1 %103, label %113, label %104

104:                                              ; preds = %97
  %105 = getelementptr inbounds i8, ptr %102, i64 8
  %106 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %107 = icmp eq i8 %106, 0
  br i1 %107, label %111, label %108

108:                                              ; preds = %104
  %109 = load i32, ptr %105, align 4, !tbaa !38
  %110 = add nsw i32 %109, 1
  store i32 %110, ptr %105, align 4, !tbaa !38
  br label %113

111:                                              ; preds = %104
  %112 = atomicrmw volatile add ptr %105, i32 1 acq_rel, align 4
  br label %113

113:                                              ; preds = %111, %108, %97
  %114 = getelementptr inbounds i8, ptr %18, i64 48
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %114, ptr noundef nonnull readonly align 8 dereferenceable(16) %78, i64 16, i1 false)
  %115 = getelementptr inbounds i8, ptr %18, i64 64
  %116 = load float, ptr %80, align 8, !tbaa !227
  store float %116, ptr %115, align 8, !tbaa !227
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %14)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %15)
  call void @llvm.lifetime.start.p0(i64 88, ptr nonnull %16)
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %17)
  %117 = invoke noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
          to label %118 unwind label %1107

118:                                              ; preds = %113
  %119 = icmp eq i32 %117, 0
  br i1 %119, label %127, label %120

120:                                              ; preds = %118
  %121 = call ptr @__cxa_allocate_exception(i64 64) #26
  %122 = call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #26
  %123 = extractvalue { i32, ptr } %122, 0
  %124 = extractvalue { i32, ptr } %122, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %121, i32 %123, ptr %124, ptr noundef nonnull @.str.16)
          to label %137 unwind label %125

125:                                              ; preds = %120
  %126 = landingpad { ptr, i32 }
          cleanup
  call void @__cxa_free_exception(ptr %121) #26
  br label %1109

127:                                              ; preds = %118
  %128 = icmp eq i64 %44, 0
  br i1 %128, label %142, label %129

129:                                              ; preds = %127
  %130 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %44, i64 %42)
  %131 = extractvalue { i64, i1 } %130, 1
  br i1 %131, label %132, label %142

132:                                              ; preds = %129
  %133 = call ptr @__cxa_allocate_exception(i64 64) #26
  %134 = call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #26
  %135 = extractvalue { i32, ptr } %134, 0
  %136 = extractvalue { i32, ptr } %134, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %133, i32 %135, ptr %136, ptr noundef nonnull @.str.15)
          to label %137 unwind label %140

137:                                              ; preds = %132, %120
  %138 = phi ptr [ %121, %120 ], [ %133, %132 ]
  invoke void @__cxa_throw(ptr nonnull %138, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #27
          to label %139 unwind label %1107

139:                                              ; preds = %137
  unreachable

140:                                              ; preds = %132
  %141 = landingpad { ptr, i32 }
          cleanup
  call void @__cxa_free_exception(ptr %133) #26
  br label %1109

142:                                              ; preds = %129, %127
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %12) #26
  invoke void @_ZN4sycl3_V17handler15getRoundedRangeILi2EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_(ptr dead_on_unwind nonnull writable sret(%"class.std::tuple.192") align 8 %12, ptr noundef nonnull align 8 dereferenceable(216) %1, i64 %42, i64 %44)
          to label %143 unwind label %1107

143:                                              ; preds = %142
  %144 = getelementptr inbounds i8, ptr %12, i64 8
  %145 = load i8, ptr %12, align 8, !tbaa !159, !range !70, !noundef !71
  %146 = trunc nuw i8 %145 to i1
  br i1 %146, label %147, label %683

147:                                              ; preds = %143
  call void @llvm.lifetime.start.p0(i64 88, ptr nonnull %13) #26
  %148 = load ptr, ptr %18, align 8, !tbaa !157
  %149 = load ptr, ptr %85, align 8, !tbaa !29
  %150 = icmp eq ptr %149, null
  br i1 %150, label %160, label %151

151:                                              ; preds = %147
  %152 = getelementptr inbounds i8, ptr %149, i64 8
  %153 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %154 = icmp eq i8 %153, 0
  br i1 %154, label %158, label %155

155:                                              ; preds = %151
  %156 = load i32, ptr %152, align 4, !tbaa !38
  %157 = add nsw i32 %156, 1
  store i32 %157, ptr %152, align 4, !tbaa !38
  br label %160

158:                                              ; preds = %151
  %159 = atomicrmw volatile add ptr %152, i32 1 acq_rel, align 4
  br label %160

160:                                              ; preds = %158, %155, %147
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %14, ptr noundef nonnull align 8 dereferenceable(16) %98, i64 16, i1 false)
  %161 = load ptr, ptr %99, align 8, !tbaa !157
  %162 = load ptr, ptr %101, align 8, !tbaa !29
  %163 = icmp eq ptr %162, null
  br i1 %163, label %173, label %164

164:                                              ; preds = %160
  %165 = getelementptr inbounds i8, ptr %162, i64 8
  %166 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %167 = icmp eq i8 %166, 0
  br i1 %167, label %171, label %168

168:                                              ; preds = %164
  %169 = load i32, ptr %165, align 4, !tbaa !38
  %170 = add nsw i32 %169, 1
  store i32 %170, ptr %165, align 4, !tbaa !38
  br label %173

171:                                              ; preds = %164
  %172 = atomicrmw volatile add ptr %165, i32 1 acq_rel, align 4
  br label %173

173:                                              ; preds = %171, %168, %160
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %15, ptr noundef nonnull align 8 dereferenceable(16) %114, i64 16, i1 false)
  %174 = load float, ptr %115, align 8, !tbaa !227
  call void @llvm.experimental.noalias.scope.decl(metadata !235)
  store i64 %42, ptr %13, align 8, !alias.scope !235
  %175 = getelementptr inbounds i8, ptr %13, i64 8
  store i64 %44, ptr %175, align 8, !alias.scope !235
  %176 = getelementptr inbounds i8, ptr %13, i64 16
  store ptr %148, ptr %176, align 8, !tbaa !157, !alias.scope !235
  %177 = getelementptr inbounds i8, ptr %13, i64 24
  store ptr %149, ptr %177, align 8, !tbaa !29, !alias.scope !235
  br i1 %150, label %187, label %178

178:                                              ; preds = %173
  %179 = getelementptr inbounds i8, ptr %149, i64 8
  %180 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37, !noalias !235
  %181 = icmp eq i8 %180, 0
  br i1 %181, label %185, label %182

182:                                              ; preds = %178
  %183 = load i32, ptr %179, align 4, !tbaa !38, !noalias !235
  %184 = add nsw i32 %183, 1
  store i32 %184, ptr %179, align 4, !tbaa !38, !noalias !235
  br label %187

185:                                              ; preds = %178
  %186 = atomicrmw volatile add ptr %179, i32 1 acq_rel, align 4, !noalias !235
  br label %187

187:                                              ; preds = %185, %182, %173
  %188 = getelementptr inbounds i8, ptr %13, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %188, ptr noundef nonnull align 8 dereferenceable(16) %14, i64 16, i1 false)
  %189 = getelementptr inbounds i8, ptr %13, i64 48
  store ptr %161, ptr %189, align 8, !tbaa !157, !alias.scope !235
  %190 = getelementptr inbounds i8, ptr %13, i64 56
  store ptr %162, ptr %190, align 8, !tbaa !29, !alias.scope !235
  br i1 %163, label %200, label %191

191:                                              ; preds = %187
  %192 = getelementptr inbounds i8, ptr %162, i64 8
  %193 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37, !noalias !235
  %194 = icmp eq i8 %193, 0
  br i1 %194, label %198, label %195

195:                                              ; preds = %191
  %196 = load i32, ptr %192, align 4, !tbaa !38, !noalias !235
  %197 = add nsw i32 %196, 1
  store i32 %197, ptr %192, align 4, !tbaa !38, !noalias !235
  br label %203

198:                                              ; preds = %191
  %199 = atomicrmw volatile add ptr %192, i32 1 acq_rel, align 4, !noalias !235
  br label %203

200:                                              ; preds = %187
  %201 = getelementptr inbounds i8, ptr %13, i64 64
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %201, ptr noundef nonnull align 8 dereferenceable(16) %15, i64 16, i1 false)
  %202 = getelementptr inbounds i8, ptr %13, i64 80
  store float %174, ptr %202, align 8, !tbaa !227, !alias.scope !235
  br label %228

203:                                              ; preds = %198, %195
  %204 = getelementptr inbounds i8, ptr %13, i64 64
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %204, ptr noundef nonnull align 8 dereferenceable(16) %15, i64 16, i1 false)
  %205 = getelementptr inbounds i8, ptr %13, i64 80
  store float %174, ptr %205, align 8, !tbaa !227, !alias.scope !235
  %206 = load atomic i64, ptr %192 acquire, align 8
  %207 = icmp eq i64 %206, 4294967297
  %208 = trunc i64 %206 to i32
  br i1 %207, label %209, label %217

209:                                              ; preds = %203
  store i32 0, ptr %192, align 8, !tbaa !31
  %210 = getelementptr inbounds i8, ptr %162, i64 12
  store i32 0, ptr %210, align 4, !tbaa !34
  %211 = load ptr, ptr %162, align 8, !tbaa !35
  %212 = getelementptr inbounds i8, ptr %211, i64 16
  %213 = load ptr, ptr %212, align 8
  call void %213(ptr noundef nonnull align 8 dereferenceable(16) %162) #26
  %214 = load ptr, ptr %162, align 8, !tbaa !35
  %215 = getelementptr inbounds i8, ptr %214, i64 24
  %216 = load ptr, ptr %215, align 8
  call void %216(ptr noundef nonnull align 8 dereferenceable(16) %162) #26
  br label %228

217:                                              ; preds = %203
  %218 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %219 = icmp eq i8 %218, 0
  br i1 %219, label %222, label %220

220:                                              ; preds = %217
  %221 = add nsw i32 %208, -1
  store i32 %221, ptr %192, align 4, !tbaa !38
  br label %224

222:                                              ; preds = %217
  %223 = atomicrmw volatile add ptr %192, i32 -1 acq_rel, align 4
  br label %224

224:                                              ; preds = %222, %220
  %225 = phi i32 [ %208, %220 ], [ %223, %222 ]
  %226 = icmp eq i32 %225, 1
  br i1 %226, label %227, label %228, !prof !39

227:                                              ; preds = %224
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %162) #26
  br label %228

228:                                              ; preds = %227, %224, %209, %200
  %229 = phi ptr [ %205, %227 ], [ %205, %224 ], [ %205, %209 ], [ %202, %200 ]
  %230 = phi ptr [ %204, %227 ], [ %204, %224 ], [ %204, %209 ], [ %201, %200 ]
  br i1 %150, label %255, label %231

231:                                              ; preds = %228
  %232 = getelementptr inbounds i8, ptr %149, i64 8
  %233 = load atomic i64, ptr %232 acquire, align 8
  %234 = icmp eq i64 %233, 4294967297
  %235 = trunc i64 %233 to i32
  br i1 %234, label %236, label %244

236:                                              ; preds = %231
  store i32 0, ptr %232, align 8, !tbaa !31
  %237 = getelementptr inbounds i8, ptr %149, i64 12
  store i32 0, ptr %237, align 4, !tbaa !34
  %238 = load ptr, ptr %149, align 8, !tbaa !35
  %239 = getelementptr inbounds i8, ptr %238, i64 16
  %240 = load ptr, ptr %239, align 8
  call void %240(ptr noundef nonnull align 8 dereferenceable(16) %149) #26
  %241 = load ptr, ptr %149, align 8, !tbaa !35
  %242 = getelementptr inbounds i8, ptr %241, i64 24
  %243 = load ptr, ptr %242, align 8
  call void %243(ptr noundef nonnull align 8 dereferenceable(16) %149) #26
  br label %255

244:                                              ; preds = %231
  %245 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %246 = icmp eq i8 %245, 0
  br i1 %246, label %249, label %247

247:                                              ; preds = %244
  %248 = add nsw i32 %235, -1
  store i32 %248, ptr %232, align 4, !tbaa !38
  br label %251

249:                                              ; preds = %244
  %250 = atomicrmw volatile add ptr %232, i32 -1 acq_rel, align 4
  br label %251

251:                                              ; preds = %249, %247
  %252 = phi i32 [ %235, %247 ], [ %250, %249 ]
  %253 = icmp eq i32 %252, 1
  br i1 %253, label %254, label %255, !prof !39

254:                                              ; preds = %251
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %149) #26
  br label %255

255:                                              ; preds = %254, %251, %236, %228
  %256 = load ptr, ptr %177, align 8, !tbaa !29
  %257 = icmp eq ptr %256, null
  br i1 %257, label %267, label %258

258:                                              ; preds = %255
  %259 = getelementptr inbounds i8, ptr %256, i64 8
  %260 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %261 = icmp eq i8 %260, 0
  br i1 %261, label %265, label %262

262:                                              ; preds = %258
  %263 = load i32, ptr %259, align 4, !tbaa !38
  %264 = add nsw i32 %263, 1
  store i32 %264, ptr %259, align 4, !tbaa !38
  br label %267

265:                                              ; preds = %258
  %266 = atomicrmw volatile add ptr %259, i32 1 acq_rel, align 4
  br label %267

267:                                              ; preds = %265, %262, %255
  %268 = load ptr, ptr %190, align 8, !tbaa !29
  %269 = icmp eq ptr %268, null
  br i1 %269, label %279, label %270

270:                                              ; preds = %267
  %271 = getelementptr inbounds i8, ptr %268, i64 8
  %272 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %273 = icmp eq i8 %272, 0
  br i1 %273, label %277, label %274

274:                                              ; preds = %270
  %275 = load i32, ptr %271, align 4, !tbaa !38
  %276 = add nsw i32 %275, 1
  store i32 %276, ptr %271, align 4, !tbaa !38
  br label %279

277:                                              ; preds = %270
  %278 = atomicrmw volatile add ptr %271, i32 1 acq_rel, align 4
  br label %279

279:                                              ; preds = %277, %274, %267
  br i1 %257, label %289, label %280

280:                                              ; preds = %279
  %281 = getelementptr inbounds i8, ptr %256, i64 8
  %282 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %283 = icmp eq i8 %282, 0
  br i1 %283, label %287, label %284

284:                                              ; preds = %280
  %285 = load i32, ptr %281, align 4, !tbaa !38
  %286 = add nsw i32 %285, 1
  store i32 %286, ptr %281, align 4, !tbaa !38
  br label %289

287:                                              ; preds = %280
  %288 = atomicrmw volatile add ptr %281, i32 1 acq_rel, align 4
  br label %289

289:                                              ; preds = %287, %284, %279
  br i1 %269, label %322, label %290

290:                                              ; preds = %289
  %291 = getelementptr inbounds i8, ptr %268, i64 8
  %292 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %293 = icmp eq i8 %292, 0
  br i1 %293, label %297, label %294

294:                                              ; preds = %290
  %295 = load i32, ptr %291, align 4, !tbaa !38
  %296 = add nsw i32 %295, 1
  store i32 %296, ptr %291, align 4, !tbaa !38
  br label %299

297:                                              ; preds = %290
  %298 = atomicrmw volatile add ptr %291, i32 1 acq_rel, align 4
  br label %299

299:                                              ; preds = %297, %294
  %300 = load atomic i64, ptr %291 acquire, align 8
  %301 = icmp eq i64 %300, 4294967297
  %302 = trunc i64 %300 to i32
  br i1 %301, label %303, label %311

303:                                              ; preds = %299
  store i32 0, ptr %291, align 8, !tbaa !31
  %304 = getelementptr inbounds i8, ptr %268, i64 12
  store i32 0, ptr %304, align 4, !tbaa !34
  %305 = load ptr, ptr %268, align 8, !tbaa !35
  %306 = getelementptr inbounds i8, ptr %305, i64 16
  %307 = load ptr, ptr %306, align 8
  call void %307(ptr noundef nonnull align 8 dereferenceable(16) %268) #26
  %308 = load ptr, ptr %268, align 8, !tbaa !35
  %309 = getelementptr inbounds i8, ptr %308, i64 24
  %310 = load ptr, ptr %309, align 8
  call void %310(ptr noundef nonnull align 8 dereferenceable(16) %268) #26
  br label %322

311:                                              ; preds = %299
  %312 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %313 = icmp eq i8 %312, 0
  br i1 %313, label %316, label %314

314:                                              ; preds = %311
  %315 = add nsw i32 %302, -1
  store i32 %315, ptr %291, align 4, !tbaa !38
  br label %318

316:                                              ; preds = %311
  %317 = atomicrmw volatile add ptr %291, i32 -1 acq_rel, align 4
  br label %318

318:                                              ; preds = %316, %314
  %319 = phi i32 [ %302, %314 ], [ %317, %316 ]
  %320 = icmp eq i32 %319, 1
  br i1 %320, label %321, label %322, !prof !39

321:                                              ; preds = %318
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %268) #26
  br label %322

322:                                              ; preds = %321, %318, %303, %289
  br i1 %257, label %347, label %323

323:                                              ; preds = %322
  %324 = getelementptr inbounds i8, ptr %256, i64 8
  %325 = load atomic i64, ptr %324 acquire, align 8
  %326 = icmp eq i64 %325, 4294967297
  %327 = trunc i64 %325 to i32
  br i1 %326, label %328, label %336

328:                                              ; preds = %323
  store i32 0, ptr %324, align 8, !tbaa !31
  %329 = getelementptr inbounds i8, ptr %256, i64 12
  store i32 0, ptr %329, align 4, !tbaa !34
  %330 = load ptr, ptr %256, align 8, !tbaa !35
  %331 = getelementptr inbounds i8, ptr %330, i64 16
  %332 = load ptr, ptr %331, align 8
  call void %332(ptr noundef nonnull align 8 dereferenceable(16) %256) #26
  %333 = load ptr, ptr %256, align 8, !tbaa !35
  %334 = getelementptr inbounds i8, ptr %333, i64 24
  %335 = load ptr, ptr %334, align 8
  call void %335(ptr noundef nonnull align 8 dereferenceable(16) %256) #26
  br label %347

336:                                              ; preds = %323
  %337 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %338 = icmp eq i8 %337, 0
  br i1 %338, label %341, label %339

339:                                              ; preds = %336
  %340 = add nsw i32 %327, -1
  store i32 %340, ptr %324, align 4, !tbaa !38
  br label %343

341:                                              ; preds = %336
  %342 = atomicrmw volatile add ptr %324, i32 -1 acq_rel, align 4
  br label %343

343:                                              ; preds = %341, %339
  %344 = phi i32 [ %327, %339 ], [ %342, %341 ]
  %345 = icmp eq i32 %344, 1
  br i1 %345, label %346, label %347, !prof !39

346:                                              ; preds = %343
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %256) #26
  br label %347

347:                                              ; preds = %346, %343, %328, %322
  br i1 %269, label %372, label %348

348:                                              ; preds = %347
  %349 = getelementptr inbounds i8, ptr %268, i64 8
  %350 = load atomic i64, ptr %349 acquire, align 8
  %351 = icmp eq i64 %350, 4294967297
  %352 = trunc i64 %350 to i32
  br i1 %351, label %353, label %361

353:                                              ; preds = %348
  store i32 0, ptr %349, align 8, !tbaa !31
  %354 = getelementptr inbounds i8, ptr %268, i64 12
  store i32 0, ptr %354, align 4, !tbaa !34
  %355 = load ptr, ptr %268, align 8, !tbaa !35
  %356 = getelementptr inbounds i8, ptr %355, i64 16
  %357 = load ptr, ptr %356, align 8
  call void %357(ptr noundef nonnull align 8 dereferenceable(16) %268) #26
  %358 = load ptr, ptr %268, align 8, !tbaa !35
  %359 = getelementptr inbounds i8, ptr %358, i64 24
  %360 = load ptr, ptr %359, align 8
  call void %360(ptr noundef nonnull align 8 dereferenceable(16) %268) #26
  br label %372

361:                                              ; preds = %348
  %362 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %363 = icmp eq i8 %362, 0
  br i1 %363, label %366, label %364

364:                                              ; preds = %361
  %365 = add nsw i32 %352, -1
  store i32 %365, ptr %349, align 4, !tbaa !38
  br label %368

366:                                              ; preds = %361
  %367 = atomicrmw volatile add ptr %349, i32 -1 acq_rel, align 4
  br label %368

368:                                              ; preds = %366, %364
  %369 = phi i32 [ %352, %364 ], [ %367, %366 ]
  %370 = icmp eq i32 %369, 1
  br i1 %370, label %371, label %372, !prof !39

371:                                              ; preds = %368
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %268) #26
  br label %372

372:                                              ; preds = %371, %368, %353, %347
  br i1 %257, label %397, label %373

373:                                              ; preds = %372
  %374 = getelementptr inbounds i8, ptr %256, i64 8
  %375 = load atomic i64, ptr %374 acquire, align 8
  %376 = icmp eq i64 %375, 4294967297
  %377 = trunc i64 %375 to i32
  br i1 %376, label %378, label %386

378:                                              ; preds = %373
  store i32 0, ptr %374, align 8, !tbaa !31
  %379 = getelementptr inbounds i8, ptr %256, i64 12
  store i32 0, ptr %379, align 4, !tbaa !34
  %380 = load ptr, ptr %256, align 8, !tbaa !35
  %381 = getelementptr inbounds i8, ptr %380, i64 16
  %382 = load ptr, ptr %381, align 8
  call void %382(ptr noundef nonnull align 8 dereferenceable(16) %256) #26
  %383 = load ptr, ptr %256, align 8, !tbaa !35
  %384 = getelementptr inbounds i8, ptr %383, i64 24
  %385 = load ptr, ptr %384, align 8
  call void %385(ptr noundef nonnull align 8 dereferenceable(16) %256) #26
  br label %397

386:                                              ; preds = %373
  %387 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %388 = icmp eq i8 %387, 0
  br i1 %388, label %391, label %389

389:                                              ; preds = %386
  %390 = add nsw i32 %377, -1
  store i32 %390, ptr %374, align 4, !tbaa !38
  br label %393

391:                                              ; preds = %386
  %392 = atomicrmw volatile add ptr %374, i32 -1 acq_rel, align 4
  br label %393

393:                                              ; preds = %391, %389
  %394 = phi i32 [ %377, %389 ], [ %392, %391 ]
  %395 = icmp eq i32 %394, 1
  br i1 %395, label %396, label %397, !prof !39

396:                                              ; preds = %393
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %256) #26
  br label %397

397:                                              ; preds = %396, %393, %378, %372
  invoke void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr nonnull @.str.34)
          to label %398 unwind label %675

398:                                              ; preds = %397
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %11)
  %399 = getelementptr inbounds i8, ptr %11, i64 16
  store i64 0, ptr %399, align 16, !alias.scope !238
  %400 = load <2 x i64>, ptr %144, align 8
  store <2 x i64> %400, ptr %11, align 16, !tbaa !42, !alias.scope !238
  invoke void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEEbi(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull byval(%"class.sycl::_V1::range.119") align 8 %11, i1 noundef zeroext false, i32 noundef 2)
          to label %401 unwind label %675

401:                                              ; preds = %398
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %11)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %16, ptr noundef nonnull align 8 dereferenceable(16) %13, i64 16, i1 false)
  %402 = getelementptr inbounds i8, ptr %16, i64 16
  %403 = load ptr, ptr %176, align 8, !tbaa !157
  store ptr %403, ptr %402, align 8, !tbaa !157
  %404 = getelementptr inbounds i8, ptr %16, i64 24
  %405 = load ptr, ptr %177, align 8, !tbaa !29
  store ptr null, ptr %177, align 8, !tbaa !29
  store ptr %405, ptr %404, align 8, !tbaa !29
  store ptr null, ptr %176, align 8, !tbaa !157
  %406 = getelementptr inbounds i8, ptr %16, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %406, ptr noundef nonnull align 8 dereferenceable(16) %188, i64 16, i1 false)
  %407 = getelementptr inbounds i8, ptr %16, i64 48
  %408 = load ptr, ptr %189, align 8, !tbaa !157
  store ptr %408, ptr %407, align 8, !tbaa !157
  %409 = getelementptr inbounds i8, ptr %16, i64 56
  %410 = load ptr, ptr %190, align 8, !tbaa !29
  store ptr null, ptr %190, align 8, !tbaa !29
  store ptr %410, ptr %409, align 8, !tbaa !29
  store ptr null, ptr %189, align 8, !tbaa !157
  %411 = getelementptr inbounds i8, ptr %16, i64 64
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %411, ptr noundef nonnull align 8 dereferenceable(16) %230, i64 16, i1 false)
  %412 = getelementptr inbounds i8, ptr %16, i64 80
  %413 = load float, ptr %229, align 8, !tbaa !227
  store float %413, ptr %412, align 8, !tbaa !227
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %8)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %9)
  %414 = invoke noalias noundef nonnull dereferenceable(96) ptr @_Znwm(i64 noundef 96) #28
          to label %415 unwind label %677

415:                                              ; preds = %401
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %7, ptr noundef nonnull align 8 dereferenceable(16) %13, i64 16, i1 false)
  %416 = icmp eq ptr %405, null
  br i1 %416, label %428, label %417

417:                                              ; preds = %415
  %418 = getelementptr inbounds i8, ptr %405, i64 8
  %419 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37, !noalias !241
  %420 = icmp eq i8 %419, 0
  br i1 %420, label %424, label %421

421:                                              ; preds = %417
  %422 = load i32, ptr %418, align 4, !tbaa !38, !noalias !241
  %423 = add nsw i32 %422, 1
  store i32 %423, ptr %418, align 4, !tbaa !38, !noalias !241
  br label %428

424:                                              ; preds = %417
  %425 = atomicrmw volatile add ptr %418, i32 1 acq_rel, align 4, !noalias !241
  %426 = load ptr, ptr %407, align 8, !tbaa !157, !noalias !241
  %427 = load ptr, ptr %409, align 8, !tbaa !29, !noalias !241
  br label %428

428:                                              ; preds = %424, %421, %415
  %429 = phi ptr [ %427, %424 ], [ %410, %421 ], [ %410, %415 ]
  %430 = phi ptr [ %426, %424 ], [ %408, %421 ], [ %408, %415 ]
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %8, ptr noundef nonnull readonly align 8 dereferenceable(16) %406, i64 16, i1 false), !noalias !241
  %431 = icmp eq ptr %429, null
  br i1 %431, label %441, label %432

432:                                              ; preds = %428
  %433 = getelementptr inbounds i8, ptr %429, i64 8
  %434 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37, !noalias !241
  %435 = icmp eq i8 %434, 0
  br i1 %435, label %439, label %436

436:                                              ; preds = %432
  %437 = load i32, ptr %433, align 4, !tbaa !38, !noalias !241
  %438 = add nsw i32 %437, 1
  store i32 %438, ptr %433, align 4, !tbaa !38, !noalias !241
  br label %441

439:                                              ; preds = %432
  %440 = atomicrmw volatile add ptr %433, i32 1 acq_rel, align 4, !noalias !241
  br label %441

441:                                              ; preds = %439, %436, %428
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %9, ptr noundef nonnull readonly align 8 dereferenceable(16) %411, i64 16, i1 false), !noalias !241
  %442 = load float, ptr %412, align 8, !tbaa !227, !noalias !241
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZL14brighten_imageRNS0_5queueER7PicturefENKUlRNS0_7handlerEE_clESB_EUlS5_E_EES5_Li2EEE, i64 16), ptr %414, align 8, !tbaa !35, !noalias !241
  %443 = getelementptr inbounds i8, ptr %414, i64 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %443, ptr noundef nonnull align 8 dereferenceable(16) %7, i64 16, i1 false), !noalias !241
  %444 = getelementptr inbounds i8, ptr %414, i64 24
  store ptr %403, ptr %444, align 8, !tbaa !157, !noalias !241
  %445 = getelementptr inbounds i8, ptr %414, i64 32
  store ptr %405, ptr %445, align 8, !tbaa !29, !noalias !241
  br i1 %416, label %455, label %446

446:                                              ; preds = %441
  %447 = getelementptr inbounds i8, ptr %405, i64 8
  %448 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37, !noalias !241
  %449 = icmp eq i8 %448, 0
  br i1 %449, label %453, label %450

450:                                              ; preds = %446
  %451 = load i32, ptr %447, align 4, !tbaa !38, !noalias !241
  %452 = add nsw i32 %451, 1
  store i32 %452, ptr %447, align 4, !tbaa !38, !noalias !241
  br label %455

453:                                              ; preds = %446
  %454 = atomicrmw volatile add ptr %447, i32 1 acq_rel, align 4, !noalias !241
  br label %455

455:                                              ; preds = %453, %450, %441
  %456 = getelementptr inbounds i8, ptr %414, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %456, ptr noundef nonnull align 8 dereferenceable(16) %8, i64 16, i1 false), !noalias !241
  %457 = getelementptr inbounds i8, ptr %414, i64 56
  store ptr %430, ptr %457, align 8, !tbaa !157, !noalias !241
  %458 = getelementptr inbounds i8, ptr %414, i64 64
  store ptr %429, ptr %458, align 8, !tbaa !29, !noalias !241
  br i1 %431, label %468, label %459

459:                                              ; preds = %455
  %460 = getelementptr inbounds i8, ptr %429, i64 8
  %461 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37, !noalias !241
  %462 = icmp eq i8 %461, 0
  br i1 %462, label %466, label %463

463:                                              ; preds = %459
  %464 = load i32, ptr %460, align 4, !tbaa !38, !noalias !241
  %465 = add nsw i32 %464, 1
  store i32 %465, ptr %460, align 4, !tbaa !38, !noalias !241
  br label %471

466:                                              ; preds = %459
  %467 = atomicrmw volatile add ptr %460, i32 1 acq_rel, align 4, !noalias !241
  br label %471

468:                                              ; preds = %455
  %469 = getelementptr inbounds i8, ptr %414, i64 72
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %469, ptr noundef nonnull align 8 dereferenceable(16) %9, i64 16, i1 false), !noalias !241
  %470 = getelementptr inbounds i8, ptr %414, i64 88
  store float %442, ptr %470, align 8, !tbaa !227, !noalias !241
  br label %496

471:                                              ; preds = %466, %463
  %472 = getelementptr inbounds i8, ptr %414, i64 72
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %472, ptr noundef nonnull align 8 dereferenceable(16) %9, i64 16, i1 false), !noalias !241
  %473 = getelementptr inbounds i8, ptr %414, i64 88
  store float %442, ptr %473, align 8, !tbaa !227, !noalias !241
  %474 = load atomic i64, ptr %460 acquire, align 8, !noalias !241
  %475 = icmp eq i64 %474, 4294967297
  %476 = trunc i64 %474 to i32
  br i1 %475, label %477, label %485

477:                                              ; preds = %471
  store i32 0, ptr %460, align 8, !tbaa !31, !noalias !241
  %478 = getelementptr inbounds i8, ptr %429, i64 12
  store i32 0, ptr %478, align 4, !tbaa !34, !noalias !241
  %479 = load ptr, ptr %429, align 8, !tbaa !35, !noalias !241
  %480 = getelementptr inbounds i8, ptr %479, i64 16
  %481 = load ptr, ptr %480, align 8, !noalias !241
  call void %481(ptr noundef nonnull align 8 dereferenceable(16) %429) #26, !noalias !241
  %482 = load ptr, ptr %429, align 8, !tbaa !35, !noalias !241
  %483 = getelementptr inbounds i8, ptr %482, i64 24
  %484 = load ptr, ptr %483, align 8, !noalias !241
  call void %484(ptr noundef nonnull align 8 dereferenceable(16) %429) #26, !noalias !241
  br label %496

485:                                              ; preds = %471
  %486 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37, !noalias !241
  %487 = icmp eq i8 %486, 0
  br i1 %487, label %490, label %488

488:                                              ; preds = %485
  %489 = add nsw i32 %476, -1
  store i32 %489, ptr %460, align 4, !tbaa !38, !noalias !241
  br label %492

490:                                              ; preds = %485
  %491 = atomicrmw volatile add ptr %460, i32 -1 acq_rel, align 4, !noalias !241
  br label %492

492:                                              ; preds = %490, %488
  %493 = phi i32 [ %476, %488 ], [ %491, %490 ]
  %494 = icmp eq i32 %493, 1
  br i1 %494, label %495, label %496, !prof !39

495:                                              ; preds = %492
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %429) #26, !noalias !241
  br label %496

496:                                              ; preds = %495, %492, %477, %468
  br i1 %416, label %521, label %497

497:                                              ; preds = %496
  %498 = getelementptr inbounds i8, ptr %405, i64 8
  %499 = load atomic i64, ptr %498 acquire, align 8, !noalias !241
  %500 = icmp eq i64 %499, 4294967297
  %501 = trunc i64 %499 to i32
  br i1 %500, label %502, label %510

502:                                              ; preds = %497
  store i32 0, ptr %498, align 8, !tbaa !31, !noalias !241
  %503 = getelementptr inbounds i8, ptr %405, i64 12
  store i32 0, ptr %503, align 4, !tbaa !34, !noalias !241
  %504 = load ptr, ptr %405, align 8, !tbaa !35, !noalias !241
  %505 = getelementptr inbounds i8, ptr %504, i64 16
  %506 = load ptr, ptr %505, align 8, !noalias !241
  call void %506(ptr noundef nonnull align 8 dereferenceable(16) %405) #26, !noalias !241
  %507 = load ptr, ptr %405, align 8, !tbaa !35, !noalias !241
  %508 = getelementptr inbounds i8, ptr %507, i64 24
  %509 = load ptr, ptr %508, align 8, !noalias !241
  call void %509(ptr noundef nonnull align 8 dereferenceable(16) %405) #26, !noalias !241
  br label %521

510:                                              ; preds = %497
  %511 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37, !noalias !241
  %512 = icmp eq i8 %511, 0
  br i1 %512, label %515, label %513

513:                                              ; preds = %510
  %514 = add nsw i32 %501, -1
  store i32 %514, ptr %498, align 4, !tbaa !38, !noalias !241
  br label %517

515:                                              ; preds = %510
  %516 = atomicrmw volatile add ptr %498, i32 -1 acq_rel, align 4, !noalias !241
  br label %517

517:                                              ; preds = %515, %513
  %518 = phi i32 [ %501, %513 ], [ %516, %515 ]
  %519 = icmp eq i32 %518, 1
  br i1 %519, label %520, label %521, !prof !39

520:                                              ; preds = %517
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %405) #26, !noalias !241
  br label %521

521:                                              ; preds = %520, %517, %502, %496
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %8)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %9)
  %522 = getelementptr inbounds i8, ptr %1, i64 152
  %523 = load ptr, ptr %522, align 8, !tbaa !16
  store ptr %414, ptr %522, align 8, !tbaa !16
  %524 = icmp eq ptr %523, null
  br i1 %524, label %529, label %525

525:                                              ; preds = %521
  %526 = load ptr, ptr %523, align 8, !tbaa !35
  %527 = getelementptr inbounds i8, ptr %526, i64 16
  %528 = load ptr, ptr %527, align 8
  call void %528(ptr noundef nonnull align 8 dereferenceable(8) %523) #26
  br label %529

529:                                              ; preds = %525, %521
  invoke void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
          to label %530 unwind label %677

530:                                              ; preds = %529
  %531 = load ptr, ptr %522, align 8, !tbaa !16
  %532 = load ptr, ptr %531, align 8, !tbaa !35
  %533 = load ptr, ptr %532, align 8
  %534 = invoke noundef ptr %533(ptr noundef nonnull align 8 dereferenceable(8) %531)
          to label %535 unwind label %677

535:                                              ; preds = %530
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %10) #26
  invoke void @_ZN4sycl3_V16detail19getKernelParamDescsINS1_19__pf_kernel_wrapperI8BrightenEEEESt6vectorINS1_19kernel_param_desc_tESaIS7_EEv(ptr dead_on_unwind nonnull writable sret(%"class.std::vector.141") align 8 %10)
          to label %536 unwind label %677

536:                                              ; preds = %535
  invoke void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef %534, ptr noundef nonnull align 8 dereferenceable(24) %10, i1 noundef zeroext false)
          to label %537 unwind label %554

537:                                              ; preds = %536
  %538 = load ptr, ptr %10, align 8, !tbaa !169
  %539 = icmp eq ptr %538, null
  br i1 %539, label %546, label %540

540:                                              ; preds = %537
  %541 = getelementptr inbounds i8, ptr %10, i64 16
  %542 = load ptr, ptr %541, align 8, !tbaa !171
  %543 = ptrtoint ptr %542 to i64
  %544 = ptrtoint ptr %538 to i64
  %545 = sub i64 %543, %544
  call void @_ZdlPvm(ptr noundef nonnull %538, i64 noundef %545) #30
  br label %546

546:                                              ; preds = %540, %537
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %10) #26
  %547 = invoke noalias noundef nonnull dereferenceable(55) ptr @_Znam(i64 noundef 55) #28
          to label %548 unwind label %677

548:                                              ; preds = %546
  %549 = getelementptr inbounds i8, ptr %1, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(54) %547, ptr noundef nonnull align 1 dereferenceable(54) @.str.73, i64 54, i1 false)
  %550 = getelementptr inbounds i8, ptr %547, i64 54
  store i8 0, ptr %550, align 1, !tbaa !37
  %551 = load ptr, ptr %549, align 8, !tbaa !16
  store ptr %547, ptr %549, align 8, !tbaa !16
  %552 = icmp eq ptr %551, null
  br i1 %552, label %565, label %553

553:                                              ; preds = %548
  call void @_ZdaPv(ptr noundef nonnull %551) #30
  br label %565

554:                                              ; preds = %536
  %555 = landingpad { ptr, i32 }
          cleanup
  %556 = load ptr, ptr %10, align 8, !tbaa !169
  %557 = icmp eq ptr %556, null
  br i1 %557, label %564, label %558

558:                                              ; preds = %554
  %559 = getelementptr inbounds i8, ptr %10, i64 16
  %560 = load ptr, ptr %559, align 8, !tbaa !171
  %561 = ptrtoint ptr %560 to i64
  %562 = ptrtoint ptr %556 to i64
  %563 = sub i64 %561, %562
  call void @_ZdlPvm(ptr noundef nonnull %556, i64 noundef %563) #30
  br label %564

564:                                              ; preds = %558, %554
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %10) #26
  br label %679

565:                                              ; preds = %553, %548
  %566 = load ptr, ptr %409, align 8, !tbaa !29
  %567 = icmp eq ptr %566, null
  br i1 %567, label %592, label %568

568:                                              ; preds = %565
  %569 = getelementptr inbounds i8, ptr %566, i64 8
  %570 = load atomic i64, ptr %569 acquire, align 8
  %571 = icmp eq i64 %570, 4294967297
  %572 = trunc i64 %570 to i32
  br i1 %571, label %573, label %581

573:                                              ; preds = %568
  store i32 0, ptr %569, align 8, !tbaa !31
  %574 = getelementptr inbounds i8, ptr %566, i64 12
  store i32 0, ptr %574, align 4, !tbaa !34
  %575 = load ptr, ptr %566, align 8, !tbaa !35
  %576 = getelementptr inbounds i8, ptr %575, i64 16
  %577 = load ptr, ptr %576, align 8
  call void %577(ptr noundef nonnull align 8 dereferenceable(16) %566) #26
  %578 = load ptr, ptr %566, align 8, !tbaa !35
  %579 = getelementptr inbounds i8, ptr %578, i64 24
  %580 = load ptr, ptr %579, align 8
  call void %580(ptr noundef nonnull align 8 dereferenceable(16) %566) #26
  br label %592

581:                                              ; preds = %568
  %582 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %583 = icmp eq i8 %582, 0
  br i1 %583, label %586, label %584

584:                                              ; preds = %581
  %585 = add nsw i32 %572, -1
  store i32 %585, ptr %569, align 4, !tbaa !38
  br label %588

586:                                              ; preds = %581
  %587 = atomicrmw volatile add ptr %569, i32 -1 acq_rel, align 4
  br label %588

588:                                              ; preds = %586, %584
  %589 = phi i32 [ %572, %584 ], [ %587, %586 ]
  %590 = icmp eq i32 %589, 1
  br i1 %590, label %591, label %592, !prof !39

591:                                              ; preds = %588
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %566) #26
  br label %592

592:                                              ; preds = %591, %588, %573, %565
  %593 = load ptr, ptr %404, align 8, !tbaa !29
  %594 = icmp eq ptr %593, null
  br i1 %594, label %619, label %595

595:                                              ; preds = %592
  %596 = getelementptr inbounds i8, ptr %593, i64 8
  %597 = load atomic i64, ptr %596 acquire, align 8
  %598 = icmp eq i64 %597, 4294967297
  %599 = trunc i64 %597 to i32
  br i1 %598, label %600, label %608

600:                                              ; preds = %595
  store i32 0, ptr %596, align 8, !tbaa !31
  %601 = getelementptr inbounds i8, ptr %593, i64 12
  store i32 0, ptr %601, align 4, !tbaa !34
  %602 = load ptr, ptr %593, align 8, !tbaa !35
  %603 = getelementptr inbounds i8, ptr %602, i64 16
  %604 = load ptr, ptr %603, align 8
  call void %604(ptr noundef nonnull align 8 dereferenceable(16) %593) #26
  %605 = load ptr, ptr %593, align 8, !tbaa !35
  %606 = getelementptr inbounds i8, ptr %605, i64 24
  %607 = load ptr, ptr %606, align 8
  call void %607(ptr noundef nonnull align 8 dereferenceable(16) %593) #26
  br label %619

608:                                              ; preds = %595
  %609 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %610 = icmp eq i8 %609, 0
  br i1 %610, label %613, label %611

611:                                              ; preds = %608
  %612 = add nsw i32 %599, -1
  store i32 %612, ptr %596, align 4, !tbaa !38
  br label %615

613:                                              ; preds = %608
  %614 = atomicrmw volatile add ptr %596, i32 -1 acq_rel, align 4
  br label %615

615:                                              ; preds = %613, %611
  %616 = phi i32 [ %599, %611 ], [ %614, %613 ]
  %617 = icmp eq i32 %616, 1
  br i1 %617, label %618, label %619, !prof !39

618:                                              ; preds = %615
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %593) #26
  br label %619

619:                                              ; preds = %618, %615, %600, %592
  invoke void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216) %1, i32 noundef 1)
          to label %620 unwind label %675

620:                                              ; preds = %619
  %621 = load ptr, ptr %190, align 8, !tbaa !29
  %622 = icmp eq ptr %621, null
  br i1 %622, label %647, label %623

623:                                              ; preds = %620
  %624 = getelementptr inbounds i8, ptr %621, i64 8
  %625 = load atomic i64, ptr %624 acquire, align 8
  %626 = icmp eq i64 %625, 4294967297
  %627 = trunc i64 %625 to i32
  br i1 %626, label %628, label %636

628:                                              ; preds = %623
  store i32 0, ptr %624, align 8, !tbaa !31
  %629 = getelementptr inbounds i8, ptr %621, i64 12
  store i32 0, ptr %629, align 4, !tbaa !34
  %630 = load ptr, ptr %621, align 8, !tbaa !35
  %631 = getelementptr inbounds i8, ptr %630, i64 16
  %632 = load ptr, ptr %631, align 8
  call void %632(ptr noundef nonnull align 8 dereferenceable(16) %621) #26
  %633 = load ptr, ptr %621, align 8, !tbaa !35
  %634 = getelementptr inbounds i8, ptr %633, i64 24
  %635 = load ptr, ptr %634, align 8
  call void %635(ptr noundef nonnull align 8 dereferenceable(16) %621) #26
  br label %647

636:                                              ; preds = %623
  %637 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %638 = icmp eq i8 %637, 0
  br i1 %638, label %641, label %639

639:                                              ; preds = %636
  %640 = add nsw i32 %627, -1
  store i32 %640, ptr %624, align 4, !tbaa !38
  br label %643

641:                                              ; preds = %636
  %642 = atomicrmw volatile add ptr %624, i32 -1 acq_rel, align 4
  br label %643

643:                                              ; preds = %641, %639
  %644 = phi i32 [ %627, %639 ], [ %642, %641 ]
  %645 = icmp eq i32 %644, 1
  br i1 %645, label %646, label %647, !prof !39

646:                                              ; preds = %643
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %621) #26
  br label %647

647:                                              ; preds = %646, %643, %628, %620
  %648 = load ptr, ptr %177, align 8, !tbaa !29
  %649 = icmp eq ptr %648, null
  br i1 %649, label %674, label %650

650:                                              ; preds = %647
  %651 = getelementptr inbounds i8, ptr %648, i64 8
  %652 = load atomic i64, ptr %651 acquire, align 8
  %653 = icmp eq i64 %652, 4294967297
  %654 = trunc i64 %652 to i32
  br i1 %653, label %655, label %663

655:                                              ; preds = %650
  store i32 0, ptr %651, align 8, !tbaa !31
  %656 = getelementptr inbounds i8, ptr %648, i64 12
  store i32 0, ptr %656, align 4, !tbaa !34
  %657 = load ptr, ptr %648, align 8, !tbaa !35
  %658 = getelementptr inbounds i8, ptr %657, i64 16
  %659 = load ptr, ptr %658, align 8
  call void %659(ptr noundef nonnull align 8 dereferenceable(16) %648) #26
  %660 = load ptr, ptr %648, align 8, !tbaa !35
  %661 = getelementptr inbounds i8, ptr %660, i64 24
  %662 = load ptr, ptr %661, align 8
  call void %662(ptr noundef nonnull align 8 dereferenceable(16) %648) #26
  br label %674

663:                                              ; preds = %650
  %664 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %665 = icmp eq i8 %664, 0
  br i1 %665, label %668, label %666

666:                                              ; preds = %663
  %667 = add nsw i32 %654, -1
  store i32 %667, ptr %651, align 4, !tbaa !38
  br label %670

668:                                              ; preds = %663
  %669 = atomicrmw volatile add ptr %651, i32 -1 acq_rel, align 4
  br label %670

670:                                              ; preds = %668, %666
  %671 = phi i32 [ %654, %666 ], [ %669, %668 ]
  %672 = icmp eq i32 %671, 1
  br i1 %672, label %673, label %674, !prof !39

673:                                              ; preds = %670
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %648) #26
  br label %674

674:                                              ; preds = %673, %670, %655, %647
  call void @llvm.lifetime.end.p0(i64 88, ptr nonnull %13) #26
  br label %1053

675:                                              ; preds = %619, %398, %397
  %676 = landingpad { ptr, i32 }
          cleanup
  br label %681

677:                                              ; preds = %546, %535, %530, %529, %401
  %678 = landingpad { ptr, i32 }
          cleanup
  br label %679

679:                                              ; preds = %677, %564
  %680 = phi { ptr, i32 } [ %678, %677 ], [ %555, %564 ]
  call fastcc void @_ZN4sycl3_V16detail18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZL14brighten_imageRNS0_5queueER7PicturefENKUlRNS0_7handlerEE_clESA_EUlS4_E_ED2Ev(ptr noundef nonnull align 8 dereferenceable(88) %16) #26
  br label %681

681:                                              ; preds = %679, %675
  %682 = phi { ptr, i32 } [ %676, %675 ], [ %680, %679 ]
  call fastcc void @_ZN4sycl3_V16detail18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZL14brighten_imageRNS0_5queueER7PicturefENKUlRNS0_7handlerEE_clESA_EUlS4_E_ED2Ev(ptr noundef nonnull align 8 dereferenceable(88) %13) #26
  call void @llvm.lifetime.end.p0(i64 88, ptr nonnull %13) #26
  br label %1051

683:                                              ; preds = %143
  %684 = load ptr, ptr %85, align 8, !tbaa !29
  %685 = icmp eq ptr %684, null
  br i1 %685, label %695, label %686

686:                                              ; preds = %683
  %687 = getelementptr inbounds i8, ptr %684, i64 8
  %688 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %689 = icmp eq i8 %688, 0
  br i1 %689, label %693, label %690

690:                                              ; preds = %686
  %691 = load i32, ptr %687, align 4, !tbaa !38
  %692 = add nsw i32 %691, 1
  store i32 %692, ptr %687, align 4, !tbaa !38
  br label %695

693:                                              ; preds = %686
  %694 = atomicrmw volatile add ptr %687, i32 1 acq_rel, align 4
  br label %695

695:                                              ; preds = %693, %690, %683
  %696 = load ptr, ptr %101, align 8, !tbaa !29
  %697 = icmp eq ptr %696, null
  br i1 %697, label %707, label %698

698:                                              ; preds = %695
  %699 = getelementptr inbounds i8, ptr %696, i64 8
  %700 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %701 = icmp eq i8 %700, 0
  br i1 %701, label %705, label %702

702:                                              ; preds = %698
  %703 = load i32, ptr %699, align 4, !tbaa !38
  %704 = add nsw i32 %703, 1
  store i32 %704, ptr %699, align 4, !tbaa !38
  br label %707

705:                                              ; preds = %698
  %706 = atomicrmw volatile add ptr %699, i32 1 acq_rel, align 4
  br label %707

707:                                              ; preds = %705, %702, %695
  br i1 %685, label %717, label %708

708:                                              ; preds = %707
  %709 = getelementptr inbounds i8, ptr %684, i64 8
  %710 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %711 = icmp eq i8 %710, 0
  br i1 %711, label %715, label %712

712:                                              ; preds = %708
  %713 = load i32, ptr %709, align 4, !tbaa !38
  %714 = add nsw i32 %713, 1
  store i32 %714, ptr %709, align 4, !tbaa !38
  br label %717

715:                                              ; preds = %708
  %716 = atomicrmw volatile add ptr %709, i32 1 acq_rel, align 4
  br label %717

717:                                              ; preds = %715, %712, %707
  br i1 %697, label %750, label %718

718:                                              ; preds = %717
  %719 = getelementptr inbounds i8, ptr %696, i64 8
  %720 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %721 = icmp eq i8 %720, 0
  br i1 %721, label %725, label %722

722:                                              ; preds = %718
  %723 = load i32, ptr %719, align 4, !tbaa !38
  %724 = add nsw i32 %723, 1
  store i32 %724, ptr %719, align 4, !tbaa !38
  br label %727

725:                                              ; preds = %718
  %726 = atomicrmw volatile add ptr %719, i32 1 acq_rel, align 4
  br label %727

727:                                              ; preds = %725, %722
  %728 = load atomic i64, ptr %719 acquire, align 8
  %729 = icmp eq i64 %728, 4294967297
  %730 = trunc i64 %728 to i32
  br i1 %729, label %731, label %739

731:                                              ; preds = %727
  store i32 0, ptr %719, align 8, !tbaa !31
  %732 = getelementptr inbounds i8, ptr %696, i64 12
  store i32 0, ptr %732, align 4, !tbaa !34
  %733 = load ptr, ptr %696, align 8, !tbaa !35
  %734 = getelementptr inbounds i8, ptr %733, i64 16
  %735 = load ptr, ptr %734, align 8
  call void %735(ptr noundef nonnull align 8 dereferenceable(16) %696) #26
  %736 = load ptr, ptr %696, align 8, !tbaa !35
  %737 = getelementptr inbounds i8, ptr %736, i64 24
  %738 = load ptr, ptr %737, align 8
  call void %738(ptr noundef nonnull align 8 dereferenceable(16) %696) #26
  br label %750

739:                                              ; preds = %727
  %740 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %741 = icmp eq i8 %740, 0
  br i1 %741, label %744, label %742

742:                                              ; preds = %739
  %743 = add nsw i32 %730, -1
  store i32 %743, ptr %719, align 4, !tbaa !38
  br label %746

744:                                              ; preds = %739
  %745 = atomicrmw volatile add ptr %719, i32 -1 acq_rel, align 4
  br label %746

746:                                              ; preds = %744, %742
  %747 = phi i32 [ %730, %742 ], [ %745, %744 ]
  %748 = icmp eq i32 %747, 1
  br i1 %748, label %749, label %750, !prof !39

749:                                              ; preds = %746
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %696) #26
  br label %750

750:                                              ; preds = %749, %746, %731, %717
  br i1 %685, label %775, label %751

751:                                              ; preds = %750
  %752 = getelementptr inbounds i8, ptr %684, i64 8
  %753 = load atomic i64, ptr %752 acquire, align 8
  %754 = icmp eq i64 %753, 4294967297
  %755 = trunc i64 %753 to i32
  br i1 %754, label %756, label %764

756:                                              ; preds = %751
  store i32 0, ptr %752, align 8, !tbaa !31
  %757 = getelementptr inbounds i8, ptr %684, i64 12
  store i32 0, ptr %757, align 4, !tbaa !34
  %758 = load ptr, ptr %684, align 8, !tbaa !35
  %759 = getelementptr inbounds i8, ptr %758, i64 16
  %760 = load ptr, ptr %759, align 8
  call void %760(ptr noundef nonnull align 8 dereferenceable(16) %684) #26
  %761 = load ptr, ptr %684, align 8, !tbaa !35
  %762 = getelementptr inbounds i8, ptr %761, i64 24
  %763 = load ptr, ptr %762, align 8
  call void %763(ptr noundef nonnull align 8 dereferenceable(16) %684) #26
  br label %775

764:                                              ; preds = %751
  %765 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %766 = icmp eq i8 %765, 0
  br i1 %766, label %769, label %767

767:                                              ; preds = %764
  %768 = add nsw i32 %755, -1
  store i32 %768, ptr %752, align 4, !tbaa !38
  br label %771

769:                                              ; preds = %764
  %770 = atomicrmw volatile add ptr %752, i32 -1 acq_rel, align 4
  br label %771

771:                                              ; preds = %769, %767
  %772 = phi i32 [ %755, %767 ], [ %770, %769 ]
  %773 = icmp eq i32 %772, 1
  br i1 %773, label %774, label %775, !prof !39

774:                                              ; preds = %771
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %684) #26
  br label %775

775:                                              ; preds = %774, %771, %756, %750
  br i1 %697, label %800, label %776

776:                                              ; preds = %775
  %777 = getelementptr inbounds i8, ptr %696, i64 8
  %778 = load atomic i64, ptr %777 acquire, align 8
  %779 = icmp eq i64 %778, 4294967297
  %780 = trunc i64 %778 to i32
  br i1 %779, label %781, label %789

781:                                              ; preds = %776
  store i32 0, ptr %777, align 8, !tbaa !31
  %782 = getelementptr inbounds i8, ptr %696, i64 12
  store i32 0, ptr %782, align 4, !tbaa !34
  %783 = load ptr, ptr %696, align 8, !tbaa !35
  %784 = getelementptr inbounds i8, ptr %783, i64 16
  %785 = load ptr, ptr %784, align 8
  call void %785(ptr noundef nonnull align 8 dereferenceable(16) %696) #26
  %786 = load ptr, ptr %696, align 8, !tbaa !35
  %787 = getelementptr inbounds i8, ptr %786, i64 24
  %788 = load ptr, ptr %787, align 8
  call void %788(ptr noundef nonnull align 8 dereferenceable(16) %696) #26
  br label %800

789:                                              ; preds = %776
  %790 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %791 = icmp eq i8 %790, 0
  br i1 %791, label %794, label %792

792:                                              ; preds = %789
  %793 = add nsw i32 %780, -1
  store i32 %793, ptr %777, align 4, !tbaa !38
  br label %796

794:                                              ; preds = %789
  %795 = atomicrmw volatile add ptr %777, i32 -1 acq_rel, align 4
  br label %796

796:                                              ; preds = %794, %792
  %797 = phi i32 [ %780, %792 ], [ %795, %794 ]
  %798 = icmp eq i32 %797, 1
  br i1 %798, label %799, label %800, !prof !39

799:                                              ; preds = %796
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %696) #26
  br label %800

800:                                              ; preds = %799, %796, %781, %775
  br i1 %685, label %825, label %801

801:                                              ; preds = %800
  %802 = getelementptr inbounds i8, ptr %684, i64 8
  %803 = load atomic i64, ptr %802 acquire, align 8
  %804 = icmp eq i64 %803, 4294967297
  %805 = trunc i64 %803 to i32
  br i1 %804, label %806, label %814

806:                                              ; preds = %801
  store i32 0, ptr %802, align 8, !tbaa !31
  %807 = getelementptr inbounds i8, ptr %684, i64 12
  store i32 0, ptr %807, align 4, !tbaa !34
  %808 = load ptr, ptr %684, align 8, !tbaa !35
  %809 = getelementptr inbounds i8, ptr %808, i64 16
  %810 = load ptr, ptr %809, align 8
  call void %810(ptr noundef nonnull align 8 dereferenceable(16) %684) #26
  %811 = load ptr, ptr %684, align 8, !tbaa !35
  %812 = getelementptr inbounds i8, ptr %811, i64 24
  %813 = load ptr, ptr %812, align 8
  call void %813(ptr noundef nonnull align 8 dereferenceable(16) %684) #26
  br label %825

814:                                              ; preds = %801
  %815 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %816 = icmp eq i8 %815, 0
  br i1 %816, label %819, label %817

817:                                              ; preds = %814
  %818 = add nsw i32 %805, -1
  store i32 %818, ptr %802, align 4, !tbaa !38
  br label %821

819:                                              ; preds = %814
  %820 = atomicrmw volatile add ptr %802, i32 -1 acq_rel, align 4
  br label %821

821:                                              ; preds = %819, %817
  %822 = phi i32 [ %805, %817 ], [ %820, %819 ]
  %823 = icmp eq i32 %822, 1
  br i1 %823, label %824, label %825, !prof !39

824:                                              ; preds = %821
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %684) #26
  br label %825

825:                                              ; preds = %824, %821, %806, %800
  invoke void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr nonnull @.str.34)
          to label %826 unwind label %1107

826:                                              ; preds = %825
  invoke void @_ZN4sycl3_V17handler22setKernelIsCooperativeEb(ptr noundef nonnull align 8 dereferenceable(216) %1, i1 noundef zeroext false)
          to label %827 unwind label %1107

827:                                              ; preds = %826
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6)
  %828 = getelementptr inbounds i8, ptr %6, i64 8
  %829 = getelementptr inbounds i8, ptr %6, i64 16
  store i64 0, ptr %829, align 8, !alias.scope !244
  store i64 %42, ptr %6, align 8, !tbaa !42, !alias.scope !244
  store i64 %44, ptr %828, align 8, !tbaa !42, !alias.scope !244
  invoke void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEEbi(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull byval(%"class.sycl::_V1::range.119") align 8 %6, i1 noundef zeroext false, i32 noundef 2)
          to label %830 unwind label %1107

830:                                              ; preds = %827
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6)
  %831 = load ptr, ptr %18, align 8, !tbaa !157
  store ptr %831, ptr %17, align 8, !tbaa !157
  %832 = getelementptr inbounds i8, ptr %17, i64 8
  %833 = load ptr, ptr %85, align 8, !tbaa !29
  store ptr null, ptr %85, align 8, !tbaa !29
  store ptr %833, ptr %832, align 8, !tbaa !29
  store ptr null, ptr %18, align 8, !tbaa !157
  %834 = getelementptr inbounds i8, ptr %17, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %834, ptr noundef nonnull align 8 dereferenceable(16) %98, i64 16, i1 false)
  %835 = getelementptr inbounds i8, ptr %17, i64 32
  %836 = load ptr, ptr %99, align 8, !tbaa !157
  store ptr %836, ptr %835, align 8, !tbaa !157
  %837 = getelementptr inbounds i8, ptr %17, i64 40
  %838 = load ptr, ptr %101, align 8, !tbaa !29
  store ptr null, ptr %101, align 8, !tbaa !29
  store ptr %838, ptr %837, align 8, !tbaa !29
  store ptr null, ptr %99, align 8, !tbaa !157
  %839 = getelementptr inbounds i8, ptr %17, i64 48
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %839, ptr noundef nonnull align 8 dereferenceable(16) %114, i64 16, i1 false)
  %840 = getelementptr inbounds i8, ptr %17, i64 64
  %841 = load float, ptr %115, align 8, !tbaa !227
  store float %841, ptr %840, align 8, !tbaa !227
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4)
  %842 = invoke noalias noundef nonnull dereferenceable(80) ptr @_Znwm(i64 noundef 80) #28
          to label %843 unwind label %1047

843:                                              ; preds = %830
  %844 = icmp eq ptr %833, null
  br i1 %844, label %856, label %845

845:                                              ; preds = %843
  %846 = getelementptr inbounds i8, ptr %833, i64 8
  %847 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37, !noalias !247
  %848 = icmp eq i8 %847, 0
  br i1 %848, label %852, label %849

849:                                              ; preds = %845
  %850 = load i32, ptr %846, align 4, !tbaa !38, !noalias !247
  %851 = add nsw i32 %850, 1
  store i32 %851, ptr %846, align 4, !tbaa !38, !noalias !247
  br label %856

852:                                              ; preds = %845
  %853 = atomicrmw volatile add ptr %846, i32 1 acq_rel, align 4, !noalias !247
  %854 = load ptr, ptr %835, align 8, !tbaa !157, !noalias !247
  %855 = load ptr, ptr %837, align 8, !tbaa !29, !noalias !247
  br label %856

856:                                              ; preds = %852, %849, %843
  %857 = phi ptr [ %855, %852 ], [ %838, %849 ], [ %838, %843 ]
  %858 = phi ptr [ %854, %852 ], [ %836, %849 ], [ %836, %843 ]
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull readonly align 8 dereferenceable(16) %834, i64 16, i1 false), !noalias !247
  %859 = icmp eq ptr %857, null
  br i1 %859, label %869, label %860

860:                                              ; preds = %856
  %861 = getelementptr inbounds i8, ptr %857, i64 8
  %862 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37, !noalias !247
  %863 = icmp eq i8 %862, 0
  br i1 %863, label %867, label %864

864:                                              ; preds = %860
  %865 = load i32, ptr %861, align 4, !tbaa !38, !noalias !247
  %866 = add nsw i32 %865, 1
  store i32 %866, ptr %861, align 4, !tbaa !38, !noalias !247
  br label %869

867:                                              ; preds = %860
  %868 = atomicrmw volatile add ptr %861, i32 1 acq_rel, align 4, !noalias !247
  br label %869

869:                                              ; preds = %867, %864, %856
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %4, ptr noundef nonnull readonly align 8 dereferenceable(16) %839, i64 16, i1 false), !noalias !247
  %870 = load float, ptr %840, align 8, !tbaa !227, !noalias !247
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZL14brighten_imageRNS0_5queueER7PicturefENKUlRNS0_7handlerEE_clES8_EUlNS0_4itemILi2ELb1EEEE_SB_Li2EEE, i64 16), ptr %842, align 8, !tbaa !35, !noalias !247
  %871 = getelementptr inbounds i8, ptr %842, i64 8
  store ptr %831, ptr %871, align 8, !tbaa !157, !noalias !247
  %872 = getelementptr inbounds i8, ptr %842, i64 16
  store ptr %833, ptr %872, align 8, !tbaa !29, !noalias !247
  br i1 %844, label %882, label %873

873:                                              ; preds = %869
  %874 = getelementptr inbounds i8, ptr %833, i64 8
  %875 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37, !noalias !247
  %876 = icmp eq i8 %875, 0
  br i1 %876, label %880, label %877

877:                                              ; preds = %873
  %878 = load i32, ptr %874, align 4, !tbaa !38, !noalias !247
  %879 = add nsw i32 %878, 1
  store i32 %879, ptr %874, align 4, !tbaa !38, !noalias !247
  br label %882

880:                                              ; preds = %873
  %881 = atomicrmw volatile add ptr %874, i32 1 acq_rel, align 4, !noalias !247
  br label %882

882:                                              ; preds = %880, %877, %869
  %883 = getelementptr inbounds i8, ptr %842, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %883, ptr noundef nonnull align 8 dereferenceable(16) %3, i64 16, i1 false), !noalias !247
  %884 = getelementptr inbounds i8, ptr %842, i64 40
  store ptr %858, ptr %884, align 8, !tbaa !157, !noalias !247
  %885 = getelementptr inbounds i8, ptr %842, i64 48
  store ptr %857, ptr %885, align 8, !tbaa !29, !noalias !247
  br i1 %859, label %895, label %886

886:                                              ; preds = %882
  %887 = getelementptr inbounds i8, ptr %857, i64 8
  %888 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37, !noalias !247
  %889 = icmp eq i8 %888, 0
  br i1 %889, label %893, label %890

890:                                              ; preds = %886
  %891 = load i32, ptr %887, align 4, !tbaa !38, !noalias !247
  %892 = add nsw i32 %891, 1
  store i32 %892, ptr %887, align 4, !tbaa !38, !noalias !247
  br label %898

893:                                              ; preds = %886
  %894 = atomicrmw volatile add ptr %887, i32 1 acq_rel, align 4, !noalias !247
  br label %898

895:                                              ; preds = %882
  %896 = getelementptr inbounds i8, ptr %842, i64 56
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %896, ptr noundef nonnull align 8 dereferenceable(16) %4, i64 16, i1 false), !noalias !247
  %897 = getelementptr inbounds i8, ptr %842, i64 72
  store float %870, ptr %897, align 8, !tbaa !227, !noalias !247
  br label %923

898:                                              ; preds = %893, %890
  %899 = getelementptr inbounds i8, ptr %842, i64 56
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %899, ptr noundef nonnull align 8 dereferenceable(16) %4, i64 16, i1 false), !noalias !247
  %900 = getelementptr inbounds i8, ptr %842, i64 72
  store float %870, ptr %900, align 8, !tbaa !227, !noalias !247
  %901 = load atomic i64, ptr %887 acquire, align 8, !noalias !247
  %902 = icmp eq i64 %901, 4294967297
  %903 = trunc i64 %901 to i32
  br i1 %902, label %904, label %912

904:                                              ; preds = %898
  store i32 0, ptr %887, align 8, !tbaa !31, !noalias !247
  %905 = getelementptr inbounds i8, ptr %857, i64 12
  store i32 0, ptr %905, align 4, !tbaa !34, !noalias !247
  %906 = load ptr, ptr %857, align 8, !tbaa !35, !noalias !247
  %907 = getelementptr inbounds i8, ptr %906, i64 16
  %908 = load ptr, ptr %907, align 8, !noalias !247
  call void %908(ptr noundef nonnull align 8 dereferenceable(16) %857) #26, !noalias !247
  %909 = load ptr, ptr %857, align 8, !tbaa !35, !noalias !247
  %910 = getelementptr inbounds i8, ptr %909, i64 24
  %911 = load ptr, ptr %910, align 8, !noalias !247
  call void %911(ptr noundef nonnull align 8 dereferenceable(16) %857) #26, !noalias !247
  br label %923

912:                                              ; preds = %898
  %913 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37, !noalias !247
  %914 = icmp eq i8 %913, 0
  br i1 %914, label %917, label %915

915:                                              ; preds = %912
  %916 = add nsw i32 %903, -1
  store i32 %916, ptr %887, align 4, !tbaa !38, !noalias !247
  br label %919

917:                                              ; preds = %912
  %918 = atomicrmw volatile add ptr %887, i32 -1 acq_rel, align 4, !noalias !247
  br label %919

919:                                              ; preds = %917, %915
  %920 = phi i32 [ %903, %915 ], [ %918, %917 ]
  %921 = icmp eq i32 %920, 1
  br i1 %921, label %922, label %923, !prof !39

922:                                              ; preds = %919
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %857) #26, !noalias !247
  br label %923

923:                                              ; preds = %922, %919, %904, %895
  br i1 %844, label %948, label %924

924:                                              ; preds = %923
  %925 = getelementptr inbounds i8, ptr %833, i64 8
  %926 = load atomic i64, ptr %925 acquire, align 8, !noalias !247
  %927 = icmp eq i64 %926, 4294967297
  %928 = trunc i64 %926 to i32
  br i1 %927, label %929, label %937

929:                                              ; preds = %924
  store i32 0, ptr %925, align 8, !tbaa !31, !noalias !247
  %930 = getelementptr inbounds i8, ptr %833, i64 12
  store i32 0, ptr %930, align 4, !tbaa !34, !noalias !247
  %931 = load ptr, ptr %833, align 8, !tbaa !35, !noalias !247
  %932 = getelementptr inbounds i8, ptr %931, i64 16
  %933 = load ptr, ptr %932, align 8, !noalias !247
  call void %933(ptr noundef nonnull align 8 dereferenceable(16) %833) #26, !noalias !247
  %934 = load ptr, ptr %833, align 8, !tbaa !35, !noalias !247
  %935 = getelementptr inbounds i8, ptr %934, i64 24
  %936 = load ptr, ptr %935, align 8, !noalias !247
  call void %936(ptr noundef nonnull align 8 dereferenceable(16) %833) #26, !noalias !247
  br label %948

937:                                              ; preds = %924
  %938 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37, !noalias !247
  %939 = icmp eq i8 %938, 0
  br i1 %939, label %942, label %940

940:                                              ; preds = %937
  %941 = add nsw i32 %928, -1
  store i32 %941, ptr %925, align 4, !tbaa !38, !noalias !247
  br label %944

942:                                              ; preds = %937
  %943 = atomicrmw volatile add ptr %925, i32 -1 acq_rel, align 4, !noalias !247
  br label %944

944:                                              ; preds = %942, %940
  %945 = phi i32 [ %928, %940 ], [ %943, %942 ]
  %946 = icmp eq i32 %945, 1
  br i1 %946, label %947, label %948, !prof !39

947:                                              ; preds = %944
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %833) #26, !noalias !247
  br label %948

948:                                              ; preds = %947, %944, %929, %923
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4)
  %949 = getelementptr inbounds i8, ptr %1, i64 152
  %950 = load ptr, ptr %949, align 8, !tbaa !16
  store ptr %842, ptr %949, align 8, !tbaa !16
  %951 = icmp eq ptr %950, null
  br i1 %951, label %956, label %952

952:                                              ; preds = %948
  %953 = load ptr, ptr %950, align 8, !tbaa !35
  %954 = getelementptr inbounds i8, ptr %953, i64 16
  %955 = load ptr, ptr %954, align 8
  call void %955(ptr noundef nonnull align 8 dereferenceable(8) %950) #26
  br label %956

956:                                              ; preds = %952, %948
  invoke void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
          to label %957 unwind label %1047

957:                                              ; preds = %956
  %958 = load ptr, ptr %949, align 8, !tbaa !16
  %959 = load ptr, ptr %958, align 8, !tbaa !35
  %960 = load ptr, ptr %959, align 8
  %961 = invoke noundef ptr %960(ptr noundef nonnull align 8 dereferenceable(8) %958)
          to label %962 unwind label %1047

962:                                              ; preds = %957
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5) #26
  invoke void @_ZN4sycl3_V16detail19getKernelParamDescsI8BrightenEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv(ptr dead_on_unwind nonnull writable sret(%"class.std::vector.141") align 8 %5)
          to label %963 unwind label %1047

963:                                              ; preds = %962
  invoke void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef %961, ptr noundef nonnull align 8 dereferenceable(24) %5, i1 noundef zeroext false)
          to label %964 unwind label %981

964:                                              ; preds = %963
  %965 = load ptr, ptr %5, align 8, !tbaa !169
  %966 = icmp eq ptr %965, null
  br i1 %966, label %973, label %967

967:                                              ; preds = %964
  %968 = getelementptr inbounds i8, ptr %5, i64 16
  %969 = load ptr, ptr %968, align 8, !tbaa !171
  %970 = ptrtoint ptr %969 to i64
  %971 = ptrtoint ptr %965 to i64
  %972 = sub i64 %970, %971
  call void @_ZdlPvm(ptr noundef nonnull %965, i64 noundef %972) #30
  br label %973

973:                                              ; preds = %967, %964
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #26
  %974 = invoke noalias noundef nonnull dereferenceable(14) ptr @_Znam(i64 noundef 14) #28
          to label %975 unwind label %1047

975:                                              ; preds = %973
  %976 = getelementptr inbounds i8, ptr %1, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(13) %974, ptr noundef nonnull align 1 dereferenceable(13) @.str.34, i64 13, i1 false)
  %977 = getelementptr inbounds i8, ptr %974, i64 13
  store i8 0, ptr %977, align 1, !tbaa !37
  %978 = load ptr, ptr %976, align 8, !tbaa !16
  store ptr %974, ptr %976, align 8, !tbaa !16
  %979 = icmp eq ptr %978, null
  br i1 %979, label %992, label %980

980:                                              ; preds = %975
  call void @_ZdaPv(ptr noundef nonnull %978) #30
  br label %992

981:                                              ; preds = %963
  %982 = landingpad { ptr, i32 }
          cleanup
  %983 = load ptr, ptr %5, align 8, !tbaa !169
  %984 = icmp eq ptr %983, null
  br i1 %984, label %991, label %985

985:                                              ; preds = %981
  %986 = getelementptr inbounds i8, ptr %5, i64 16
  %987 = load ptr, ptr %986, align 8, !tbaa !171
  %988 = ptrtoint ptr %987 to i64
  %989 = ptrtoint ptr %983 to i64
  %990 = sub i64 %988, %989
  call void @_ZdlPvm(ptr noundef nonnull %983, i64 noundef %990) #30
  br label %991

991:                                              ; preds = %985, %981
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #26
  br label %1049

992:                                              ; preds = %980, %975
  %993 = load ptr, ptr %837, align 8, !tbaa !29
  %994 = icmp eq ptr %993, null
  br i1 %994, label %1019, label %995

995:                                              ; preds = %992
  %996 = getelementptr inbounds i8, ptr %993, i64 8
  %997 = load atomic i64, ptr %996 acquire, align 8
  %998 = icmp eq i64 %997, 4294967297
  %999 = trunc i64 %997 to i32
  br i1 %998, label %1000, label %1008

1000:                                             ; preds = %995
  store i32 0, ptr %996, align 8, !tbaa !31
  %1001 = getelementptr inbounds i8, ptr %993, i64 12
  store i32 0, ptr %1001, align 4, !tbaa !34
  %1002 = load ptr, ptr %993, align 8, !tbaa !35
  %1003 = getelementptr inbounds i8, ptr %1002, i64 16
  %1004 = load ptr, ptr %1003, align 8
  call void %1004(ptr noundef nonnull align 8 dereferenceable(16) %993) #26
  %1005 = load ptr, ptr %993, align 8, !tbaa !35
  %1006 = getelementptr inbounds i8, ptr %1005, i64 24
  %1007 = load ptr, ptr %1006, align 8
  call void %1007(ptr noundef nonnull align 8 dereferenceable(16) %993) #26
  br label %1019

1008:                                             ; preds = %995
  %1009 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %1010 = icmp eq i8 %1009, 0
  br i1 %1010, label %1013, label %1011

1011:                                             ; preds = %1008
  %1012 = add nsw i32 %999, -1
  store i32 %1012, ptr %996, align 4, !tbaa !38
  br label %1015

1013:                                             ; preds = %1008
  %1014 = atomicrmw volatile add ptr %996, i32 -1 acq_rel, align 4
  br label %1015

1015:                                             ; preds = %1013, %1011
  %1016 = phi i32 [ %999, %1011 ], [ %1014, %1013 ]
  %1017 = icmp eq i32 %1016, 1
  br i1 %1017, label %1018, label %1019, !prof !39

1018:                                             ; preds = %1015
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %993) #26
  br label %1019

1019:                                             ; preds = %1018, %1015, %1000, %992
  %1020 = load ptr, ptr %832, align 8, !tbaa !29
  %1021 = icmp eq ptr %1020, null
  br i1 %1021, label %1046, label %1022

1022:                                             ; preds = %1019
  %1023 = getelementptr inbounds i8, ptr %1020, i64 8
  %1024 = load atomic i64, ptr %1023 acquire, align 8
  %1025 = icmp eq i64 %1024, 4294967297
  %1026 = trunc i64 %1024 to i32
  br i1 %1025, label %1027, label %1035

1027:                                             ; preds = %1022
  store i32 0, ptr %1023, align 8, !tbaa !31
  %1028 = getelementptr inbounds i8, ptr %1020, i64 12
  store i32 0, ptr %1028, align 4, !tbaa !34
  %1029 = load ptr, ptr %1020, align 8, !tbaa !35
  %1030 = getelementptr inbounds i8, ptr %1029, i64 16
  %1031 = load ptr, ptr %1030, align 8
  call void %1031(ptr noundef nonnull align 8 dereferenceable(16) %1020) #26
  %1032 = load ptr, ptr %1020, align 8, !tbaa !35
  %1033 = getelementptr inbounds i8, ptr %1032, i64 24
  %1034 = load ptr, ptr %1033, align 8
  call void %1034(ptr noundef nonnull align 8 dereferenceable(16) %1020) #26
  br label %1046

1035:                                             ; preds = %1022
  %1036 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %1037 = icmp eq i8 %1036, 0
  br i1 %1037, label %1040, label %1038

1038:                                             ; preds = %1035
  %1039 = add nsw i32 %1026, -1
  store i32 %1039, ptr %1023, align 4, !tbaa !38
  br label %1042

1040:                                             ; preds = %1035
  %1041 = atomicrmw volatile add ptr %1023, i32 -1 acq_rel, align 4
  br label %1042

1042:                                             ; preds = %1040, %1038
  %1043 = phi i32 [ %1026, %1038 ], [ %1041, %1040 ]
  %1044 = icmp eq i32 %1043, 1
  br i1 %1044, label %1045, label %1046, !prof !39

1045:                                             ; preds = %1042
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %1020) #26
  br label %1046

1046:                                             ; preds = %1045, %1042, %1027, %1019
  invoke void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216) %1, i32 noundef 1)
          to label %1053 unwind label %1107

1047:                                             ; preds = %973, %962, %957, %956, %830
  %1048 = landingpad { ptr, i32 }
          cleanup
  br label %1049

1049:                                             ; preds = %1047, %991
  %1050 = phi { ptr, i32 } [ %1048, %1047 ], [ %982, %991 ]
  call fastcc void @_ZZZL14brighten_imageRN4sycl3_V15queueER7PicturefENKUlRNS0_7handlerEE_clES6_ENUlNS0_4itemILi2ELb1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(68) %17) #26
  br label %1051

1051:                                             ; preds = %1049, %681
  %1052 = phi { ptr, i32 } [ %682, %681 ], [ %1050, %1049 ]
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %12) #26
  br label %1109

1053:                                             ; preds = %1046, %674
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %12) #26
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %14)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %15)
  call void @llvm.lifetime.end.p0(i64 88, ptr nonnull %16)
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %17)
  %1054 = load ptr, ptr %101, align 8, !tbaa !29
  %1055 = icmp eq ptr %1054, null
  br i1 %1055, label %1080, label %1056

1056:                                             ; preds = %1053
  %1057 = getelementptr inbounds i8, ptr %1054, i64 8
  %1058 = load atomic i64, ptr %1057 acquire, align 8
  %1059 = icmp eq i64 %1058, 4294967297
  %1060 = trunc i64 %1058 to i32
  br i1 %1059, label %1061, label %1069

1061:                                             ; preds = %1056
  store i32 0, ptr %1057, align 8, !tbaa !31
  %1062 = getelementptr inbounds i8, ptr %1054, i64 12
  store i32 0, ptr %1062, align 4, !tbaa !34
  %1063 = load ptr, ptr %1054, align 8, !tbaa !35
  %1064 = getelementptr inbounds i8, ptr %1063, i64 16
  %1065 = load ptr, ptr %1064, align 8
  call void %1065(ptr noundef nonnull align 8 dereferenceable(16) %1054) #26
  %1066 = load ptr, ptr %1054, align 8, !tbaa !35
  %1067 = getelementptr inbounds i8, ptr %1066, i64 24
  %1068 = load ptr, ptr %1067, align 8
  call void %1068(ptr noundef nonnull align 8 dereferenceable(16) %1054) #26
  br label %1080

1069:                                             ; preds = %1056
  %1070 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %1071 = icmp eq i8 %1070, 0
  br i1 %1071, label %1074, label %1072

1072:                                             ; preds = %1069
  %1073 = add nsw i32 %1060, -1
  store i32 %1073, ptr %1057, align 4, !tbaa !38
  br label %1076

1074:                                             ; preds = %1069
  %1075 = atomicrmw volatile add ptr %1057, i32 -1 acq_rel, align 4
  br label %1076

1076:                                             ; preds = %1074, %1072
  %1077 = phi i32 [ %1060, %1072 ], [ %1075, %1074 ]
  %1078 = icmp eq i32 %1077, 1
  br i1 %1078, label %1079, label %1080, !prof !39

1079:                                             ; preds = %1076
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %1054) #26
  br label %1080

1080:                                             ; preds = %1079, %1076, %1061, %1053
  %1081 = load ptr, ptr %85, align 8, !tbaa !29
  %1082 = icmp eq ptr %1081, null
  br i1 %1082, label %1111, label %1083

1083:                                             ; preds = %1080
  %1084 = getelementptr inbounds i8, ptr %1081, i64 8
  %1085 = load atomic i64, ptr %1084 acquire, align 8
  %1086 = icmp eq i64 %1085, 4294967297
  %1087 = trunc i64 %1085 to i32
  br i1 %1086, label %1088, label %1096

1088:                                             ; preds = %1083
  store i32 0, ptr %1084, align 8, !tbaa !31
  %1089 = getelementptr inbounds i8, ptr %1081, i64 12
  store i32 0, ptr %1089, align 4, !tbaa !34
  %1090 = load ptr, ptr %1081, align 8, !tbaa !35
  %1091 = getelementptr inbounds i8, ptr %1090, i64 16
  %1092 = load ptr, ptr %1091, align 8
  call void %1092(ptr noundef nonnull align 8 dereferenceable(16) %1081) #26
  %1093 = load ptr, ptr %1081, align 8, !tbaa !35
  %1094 = getelementptr inbounds i8, ptr %1093, i64 24
  %1095 = load ptr, ptr %1094, align 8
  call void %1095(ptr noundef nonnull align 8 dereferenceable(16) %1081) #26
  br label %1111

1096:                                             ; preds = %1083
  %1097 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %1098 = icmp eq i8 %1097, 0
  br i1 %1098, label %1101, label %1099

1099:                                             ; preds = %1096
  %1100 = add nsw i32 %1087, -1
  store i32 %1100, ptr %1084, align 4, !tbaa !38
  br label %1103

1101:                                             ; preds = %1096
  %1102 = atomicrmw volatile add ptr %1084, i32 -1 acq_rel, align 4
  br label %1103

1103:                                             ; preds = %1101, %1099
  %1104 = phi i32 [ %1087, %1099 ], [ %1102, %1101 ]
  %1105 = icmp eq i32 %1104, 1
  br i1 %1105, label %1106, label %1111, !prof !39

1106:                                             ; preds = %1103
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %1081) #26
  br label %1111

1107:                                             ; preds = %1046, %827, %826, %825, %142, %137, %113
  %1108 = landingpad { ptr, i32 }
          cleanup
  br label %1109

1109:                                             ; preds = %1107, %1051, %140, %125
  %1110 = phi { ptr, i32 } [ %1108, %1107 ], [ %126, %125 ], [ %1052, %1051 ], [ %141, %140 ]
  call fastcc void @_ZZZL14brighten_imageRN4sycl3_V15queueER7PicturefENKUlRNS0_7handlerEE_clES6_ENUlNS0_4itemILi2ELb1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(68) %18) #26
  call fastcc void @_ZZZL14brighten_imageRN4sycl3_V15queueER7PicturefENKUlRNS0_7handlerEE_clES6_ENUlNS0_4itemILi2ELb1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(68) %21) #26
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %21) #26
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %20) #26
  br label %1221

1111:                                             ; preds = %1106, %1103, %1088, %1080
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %18)
  %1112 = load ptr, ptr %64, align 8, !tbaa !29
  %1113 = icmp eq ptr %1112, null
  br i1 %1113, label %1138, label %1114

1114:                                             ; preds = %1111
  %1115 = getelementptr inbounds i8, ptr %1112, i64 8
  %1116 = load atomic i64, ptr %1115 acquire, align 8
  %1117 = icmp eq i64 %1116, 4294967297
  %1118 = trunc i64 %1116 to i32
  br i1 %1117, label %1119, label %1127

1119:                                             ; preds = %1114
  store i32 0, ptr %1115, align 8, !tbaa !31
  %1120 = getelementptr inbounds i8, ptr %1112, i64 12
  store i32 0, ptr %1120, align 4, !tbaa !34
  %1121 = load ptr, ptr %1112, align 8, !tbaa !35
  %1122 = getelementptr inbounds i8, ptr %1121, i64 16
  %1123 = load ptr, ptr %1122, align 8
  call void %1123(ptr noundef nonnull align 8 dereferenceable(16) %1112) #26
  %1124 = load ptr, ptr %1112, align 8, !tbaa !35
  %1125 = getelementptr inbounds i8, ptr %1124, i64 24
  %1126 = load ptr, ptr %1125, align 8
  call void %1126(ptr noundef nonnull align 8 dereferenceable(16) %1112) #26
  br label %1138

1127:                                             ; preds = %1114
  %1128 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %1129 = icmp eq i8 %1128, 0
  br i1 %1129, label %1132, label %1130

1130:                                             ; preds = %1127
  %1131 = add nsw i32 %1118, -1
  store i32 %1131, ptr %1115, align 4, !tbaa !38
  br label %1134

1132:                                             ; preds = %1127
  %1133 = atomicrmw volatile add ptr %1115, i32 -1 acq_rel, align 4
  br label %1134

1134:                                             ; preds = %1132, %1130
  %1135 = phi i32 [ %1118, %1130 ], [ %1133, %1132 ]
  %1136 = icmp eq i32 %1135, 1
  br i1 %1136, label %1137, label %1138, !prof !39

1137:                                             ; preds = %1134
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %1112) #26
  br label %1138

1138:                                             ; preds = %1137, %1134, %1119, %1111
  %1139 = load ptr, ptr %46, align 8, !tbaa !29
  %1140 = icmp eq ptr %1139, null
  br i1 %1140, label %1165, label %1141

1141:                                             ; preds = %1138
  %1142 = getelementptr inbounds i8, ptr %1139, i64 8
  %1143 = load atomic i64, ptr %1142 acquire, align 8
  %1144 = icmp eq i64 %1143, 4294967297
  %1145 = trunc i64 %1143 to i32
  br i1 %1144, label %1146, label %1154

1146:                                             ; preds = %1141
  store i32 0, ptr %1142, align 8, !tbaa !31
  %1147 = getelementptr inbounds i8, ptr %1139, i64 12
  store i32 0, ptr %1147, align 4, !tbaa !34
  %1148 = load ptr, ptr %1139, align 8, !tbaa !35
  %1149 = getelementptr inbounds i8, ptr %1148, i64 16
  %1150 = load ptr, ptr %1149, align 8
  call void %1150(ptr noundef nonnull align 8 dereferenceable(16) %1139) #26
  %1151 = load ptr, ptr %1139, align 8, !tbaa !35
  %1152 = getelementptr inbounds i8, ptr %1151, i64 24
  %1153 = load ptr, ptr %1152, align 8
  call void %1153(ptr noundef nonnull align 8 dereferenceable(16) %1139) #26
  br label %1165

1154:                                             ; preds = %1141
  %1155 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %1156 = icmp eq i8 %1155, 0
  br i1 %1156, label %1159, label %1157

1157:                                             ; preds = %1154
  %1158 = add nsw i32 %1145, -1
  store i32 %1158, ptr %1142, align 4, !tbaa !38
  br label %1161

1159:                                             ; preds = %1154
  %1160 = atomicrmw volatile add ptr %1142, i32 -1 acq_rel, align 4
  br label %1161

1161:                                             ; preds = %1159, %1157
  %1162 = phi i32 [ %1145, %1157 ], [ %1160, %1159 ]
  %1163 = icmp eq i32 %1162, 1
  br i1 %1163, label %1164, label %1165, !prof !39

1164:                                             ; preds = %1161
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %1139) #26
  br label %1165

1165:                                             ; preds = %1164, %1161, %1146, %1138
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %21) #26
  %1166 = load ptr, ptr %47, align 8, !tbaa !29
  %1167 = icmp eq ptr %1166, null
  br i1 %1167, label %1192, label %1168

1168:                                             ; preds = %1165
  %1169 = getelementptr inbounds i8, ptr %1166, i64 8
  %1170 = load atomic i64, ptr %1169 acquire, align 8
  %1171 = icmp eq i64 %1170, 4294967297
  %1172 = trunc i64 %1170 to i32
  br i1 %1171, label %1173, label %1181

1173:                                             ; preds = %1168
  store i32 0, ptr %1169, align 8, !tbaa !31
  %1174 = getelementptr inbounds i8, ptr %1166, i64 12
  store i32 0, ptr %1174, align 4, !tbaa !34
  %1175 = load ptr, ptr %1166, align 8, !tbaa !35
  %1176 = getelementptr inbounds i8, ptr %1175, i64 16
  %1177 = load ptr, ptr %1176, align 8
  call void %1177(ptr noundef nonnull align 8 dereferenceable(16) %1166) #26
  %1178 = load ptr, ptr %1166, align 8, !tbaa !35
  %1179 = getelementptr inbounds i8, ptr %1178, i64 24
  %1180 = load ptr, ptr %1179, align 8
  call void %1180(ptr noundef nonnull align 8 dereferenceable(16) %1166) #26
  br label %1192

1181:                                             ; preds = %1168
  %1182 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %1183 = icmp eq i8 %1182, 0
  br i1 %1183, label %1186, label %1184

1184:                                             ; preds = %1181
  %1185 = add nsw i32 %1172, -1
  store i32 %1185, ptr %1169, align 4, !tbaa !38
  br label %1188

1186:                                             ; preds = %1181
  %1187 = atomicrmw volatile add ptr %1169, i32 -1 acq_rel, align 4
  br label %1188

1188:                                             ; preds = %1186, %1184
  %1189 = phi i32 [ %1172, %1184 ], [ %1187, %1186 ]
  %1190 = icmp eq i32 %1189, 1
  br i1 %1190, label %1191, label %1192, !prof !39

1191:                                             ; preds = %1188
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %1166) #26
  br label %1192

1192:                                             ; preds = %1191, %1188, %1173, %1165
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %20) #26
  %1193 = load ptr, ptr %65, align 8, !tbaa !29
  %1194 = icmp eq ptr %1193, null
  br i1 %1194, label %1223, label %1195

1195:                                             ; preds = %1192
  %1196 = getelementptr inbounds i8, ptr %1193, i64 8
  %1197 = load atomic i64, ptr %1196 acquire, align 8
  %1198 = icmp eq i64 %1197, 4294967297
  %1199 = trunc i64 %1197 to i32
  br i1 %1198, label %1200, label %1208

1200:                                             ; preds = %1195
  store i32 0, ptr %1196, align 8, !tbaa !31
  %1201 = getelementptr inbounds i8, ptr %1193, i64 12
  store i32 0, ptr %1201, align 4, !tbaa !34
  %1202 = load ptr, ptr %1193, align 8, !tbaa !35
  %1203 = getelementptr inbounds i8, ptr %1202, i64 16
  %1204 = load ptr, ptr %1203, align 8
  call void %1204(ptr noundef nonnull align 8 dereferenceable(16) %1193) #26
  %1205 = load ptr, ptr %1193, align 8, !tbaa !35
  %1206 = getelementptr inbounds i8, ptr %1205, i64 24
  %1207 = load ptr, ptr %1206, align 8
  call void %1207(ptr noundef nonnull align 8 dereferenceable(16) %1193) #26
  br label %1223

1208:                                             ; preds = %1195
  %1209 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %1210 = icmp eq i8 %1209, 0
  br i1 %1210, label %1213, label %1211

1211:                                             ; preds = %1208
  %1212 = add nsw i32 %1199, -1
  store i32 %1212, ptr %1196, align 4, !tbaa !38
  br label %1215

1213:                                             ; preds = %1208
  %1214 = atomicrmw volatile add ptr %1196, i32 -1 acq_rel, align 4
  br label %1215

1215:                                             ; preds = %1213, %1211
  %1216 = phi i32 [ %1199, %1211 ], [ %1214, %1213 ]
  %1217 = icmp eq i32 %1216, 1
  br i1 %1217, label %1218, label %1223, !prof !39

1218:                                             ; preds = %1215
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %1193) #26
  br label %1223

1219:                                             ; preds = %34, %30
  %1220 = landingpad { ptr, i32 }
          cleanup
  br label %1221

1221:                                             ; preds = %1219, %1109, %37
  %1222 = phi { ptr, i32 } [ %1110, %1109 ], [ %1220, %1219 ], [ %38, %37 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %20) #26
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %19) #26
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %19) #26
  br label %26

1223:                                             ; preds = %1192, %1200, %1215, %1218
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %19) #26
  ret void
}

; Function Attrs: mustprogress uwtable
define internal noundef zeroext i1 @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZL14brighten_imageRNS1_5queueER7PicturefEUlS3_E_E10_M_managerERSt9_Any_dataRKSB_St18_Manager_operation(ptr nocapture noundef nonnull align 8 dereferenceable(16) %0, ptr nocapture noundef nonnull readonly align 8 dereferenceable(16) %1, i32 noundef %2) #12 align 2 {
  switch i32 %2, label %14 [
    i32 0, label %4
    i32 1, label %5
    i32 3, label %10
    i32 2, label %7
  ]

4:                                                ; preds = %3
  store ptr @_ZTIZL14brighten_imageRN4sycl3_V15queueER7PicturefEUlRNS0_7handlerEE_, ptr %0, align 8, !tbaa !16
  br label %14

5:                                                ; preds = %3
  %6 = load ptr, ptr %1, align 8, !tbaa !16
  store ptr %6, ptr %0, align 8, !tbaa !16
  br label %14

7:                                                ; preds = %3
  %8 = load ptr, ptr %1, align 8, !tbaa !16
  %9 = tail call noalias noundef nonnull dereferenceable(32) ptr @_Znwm(i64 noundef 32) #28
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %9, ptr noundef nonnull readonly align 8 dereferenceable(32) %8, i64 32, i1 false), !tbaa.struct !250
  store ptr %9, ptr %0, align 8, !tbaa !16
  br label %14

10:                                               ; preds = %3
  %11 = load ptr, ptr %0, align 8, !tbaa !16
  %12 = icmp eq ptr %11, null
  br i1 %12, label %14, label %13

13:                                               ; preds = %10
  tail call void @_ZdlPvm(ptr noundef nonnull %11, i64 noundef 32) #30
  br label %14

14:                                               ; preds = %3, %13, %10, %7, %5, %4
  ret i1 false
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define internal fastcc void @_ZZZL14brighten_imageRN4sycl3_V15queueER7PicturefENKUlRNS0_7handlerEE_clES6_ENUlNS0_4itemILi2ELb1EEEE_D2Ev(ptr nocapture noundef nonnull readonly align 8 dereferenceable(68) %0) unnamed_addr #4 align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 40
  %3 = load ptr, ptr %2, align 8, !tbaa !29
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !31
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !34
  %12 = load ptr, ptr %3, align 8, !tbaa !35
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  %15 = load ptr, ptr %3, align 8, !tbaa !35
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !38
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !39

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  %30 = getelementptr inbounds i8, ptr %0, i64 8
  %31 = load ptr, ptr %30, align 8, !tbaa !29
  %32 = icmp eq ptr %31, null
  br i1 %32, label %57, label %33

33:                                               ; preds = %29
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = load atomic i64, ptr %34 acquire, align 8
  %36 = icmp eq i64 %35, 4294967297
  %37 = trunc i64 %35 to i32
  br i1 %36, label %38, label %46

38:                                               ; preds = %33
  store i32 0, ptr %34, align 8, !tbaa !31
  %39 = getelementptr inbounds i8, ptr %31, i64 12
  store i32 0, ptr %39, align 4, !tbaa !34
  %40 = load ptr, ptr %31, align 8, !tbaa !35
  %41 = getelementptr inbounds i8, ptr %40, i64 16
  %42 = load ptr, ptr %41, align 8
  tail call void %42(ptr noundef nonnull align 8 dereferenceable(16) %31) #26
  %43 = load ptr, ptr %31, align 8, !tbaa !35
  %44 = getelementptr inbounds i8, ptr %43, i64 24
  %45 = load ptr, ptr %44, align 8
  tail call void %45(ptr noundef nonnull align 8 dereferenceable(16) %31) #26
  br label %57

46:                                               ; preds = %33
  %47 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %48 = icmp eq i8 %47, 0
  br i1 %48, label %51, label %49

49:                                               ; preds = %46
  %50 = add nsw i32 %37, -1
  store i32 %50, ptr %34, align 4, !tbaa !38
  br label %53

51:                                               ; preds = %46
  %52 = atomicrmw volatile add ptr %34, i32 -1 acq_rel, align 4
  br label %53

53:                                               ; preds = %51, %49
  %54 = phi i32 [ %37, %49 ], [ %52, %51 ]
  %55 = icmp eq i32 %54, 1
  br i1 %55, label %56, label %57, !prof !39

56:                                               ; preds = %53
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #26
  br label %57

57:                                               ; preds = %29, %38, %53, %56
  ret void
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !29
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !31
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !34
  %12 = load ptr, ptr %3, align 8, !tbaa !35
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  %15 = load ptr, ptr %3, align 8, !tbaa !35
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !38
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !39

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail14image_accessorINS0_3vecIfLi4EEELi2ELNS0_6access4modeE1024ELNS5_6targetE2017ELNS5_11placeholderE0EEC2INS1_17aligned_allocatorIhEELi2EvEERNS0_5imageIXT0_ET_EERNS0_7handlerEi(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(216) %2, i32 noundef %3) unnamed_addr #12 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.sycl::_V1::range.119", align 16
  %6 = alloca %"class.sycl::_V1::range.119", align 16
  %7 = alloca %"class.sycl::_V1::id", align 8
  %8 = alloca %"class.sycl::_V1::range.119", align 16
  %9 = alloca %"class.sycl::_V1::range.119", align 16
  %10 = alloca %"class.sycl::_V1::property_list", align 8
  %11 = alloca %"class.sycl::_V1::device", align 8
  %12 = tail call noundef i64 @_ZNK4sycl3_V16detail11image_plain11getRowPitchEv(ptr noundef nonnull align 8 dereferenceable(16) %1)
  %13 = tail call noundef i64 @_ZNK4sycl3_V16detail11image_plain13getSlicePitchEv(ptr noundef nonnull align 8 dereferenceable(16) %1)
  store i64 %12, ptr %7, align 8, !tbaa !42
  %14 = getelementptr inbounds i8, ptr %7, i64 8
  store i64 %13, ptr %14, align 8, !tbaa !42
  %15 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 0, ptr %15, align 8, !tbaa !42
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6)
  call void @_ZNK4sycl3_V16detail11image_plain9get_rangeEv(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::range.119") align 8 %6, ptr noundef nonnull align 8 dereferenceable(16) %1)
  %16 = load <2 x i64>, ptr %6, align 16, !tbaa !42
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6)
  store <2 x i64> %16, ptr %8, align 16, !tbaa !42, !alias.scope !251
  %17 = getelementptr inbounds i8, ptr %8, i64 16
  store i64 1, ptr %17, align 16, !tbaa !42, !alias.scope !251
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5)
  call void @_ZNK4sycl3_V16detail11image_plain9get_rangeEv(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::range.119") align 8 %5, ptr noundef nonnull align 8 dereferenceable(16) %1)
  %18 = load <2 x i64>, ptr %5, align 16, !tbaa !42
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5)
  store <2 x i64> %18, ptr %9, align 16, !tbaa !42, !alias.scope !254
  %19 = getelementptr inbounds i8, ptr %9, i64 16
  store i64 1, ptr %19, align 16, !tbaa !42, !alias.scope !254
  %20 = load ptr, ptr %1, align 8, !tbaa !257
  %21 = icmp eq ptr %20, null
  br i1 %21, label %22, label %23

22:                                               ; preds = %4
  call void @__assert_fail(ptr noundef nonnull @.str.11, ptr noundef nonnull @.str.12, i32 noundef 32, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_5imageILi2ENS1_17aligned_allocatorIhEEEEEERKDtsrT_4implERKS7_) #29
  unreachable

23:                                               ; preds = %4
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #26
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %10, i8 0, i64 32, i1 false)
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %7, ptr noundef nonnull byval(%"class.sycl::_V1::range.119") align 8 %8, ptr noundef nonnull byval(%"class.sycl::_V1::range.119") align 8 %9, i32 noundef 1024, ptr noundef nonnull %20, i32 noundef 2, i32 noundef %3, i64 noundef 0, i1 noundef zeroext false, ptr noundef nonnull align 8 dereferenceable(32) %10)
          to label %24 unwind label %91

24:                                               ; preds = %23
  %25 = getelementptr inbounds i8, ptr %10, i64 8
  %26 = load ptr, ptr %25, align 8, !tbaa !26
  %27 = getelementptr inbounds i8, ptr %10, i64 16
  %28 = load ptr, ptr %27, align 8, !tbaa !28
  %29 = icmp eq ptr %26, %28
  br i1 %29, label %64, label %30

30:                                               ; preds = %24, %59
  %31 = phi ptr [ %60, %59 ], [ %26, %24 ]
  %32 = getelementptr inbounds i8, ptr %31, i64 8
  %33 = load ptr, ptr %32, align 8, !tbaa !29
  %34 = icmp eq ptr %33, null
  br i1 %34, label %59, label %35

35:                                               ; preds = %30
  %36 = getelementptr inbounds i8, ptr %33, i64 8
  %37 = load atomic i64, ptr %36 acquire, align 8
  %38 = icmp eq i64 %37, 4294967297
  %39 = trunc i64 %37 to i32
  br i1 %38, label %40, label %48

40:                                               ; preds = %35
  store i32 0, ptr %36, align 8, !tbaa !31
  %41 = getelementptr inbounds i8, ptr %33, i64 12
  store i32 0, ptr %41, align 4, !tbaa !34
  %42 = load ptr, ptr %33, align 8, !tbaa !35
  %43 = getelementptr inbounds i8, ptr %42, i64 16
  %44 = load ptr, ptr %43, align 8
  call void %44(ptr noundef nonnull align 8 dereferenceable(16) %33) #26
  %45 = load ptr, ptr %33, align 8, !tbaa !35
  %46 = getelementptr inbounds i8, ptr %45, i64 24
  %47 = load ptr, ptr %46, align 8
  call void %47(ptr noundef nonnull align 8 dereferenceable(16) %33) #26
  br label %59

48:                                               ; preds = %35
  %49 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %50 = icmp eq i8 %49, 0
  br i1 %50, label %53, label %51

51:                                               ; preds = %48
  %52 = add nsw i32 %39, -1
  store i32 %52, ptr %36, align 4, !tbaa !38
  br label %55

53:                                               ; preds = %48
  %54 = atomicrmw volatile add ptr %36, i32 -1 acq_rel, align 4
  br label %55

55:                                               ; preds = %53, %51
  %56 = phi i32 [ %39, %51 ], [ %54, %53 ]
  %57 = icmp eq i32 %56, 1
  br i1 %57, label %58, label %59, !prof !39

58:                                               ; preds = %55
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %33) #26
  br label %59

59:                                               ; preds = %58, %55, %40, %30
  %60 = getelementptr inbounds i8, ptr %31, i64 16
  %61 = icmp eq ptr %60, %28
  br i1 %61, label %62, label %30, !llvm.loop !40

62:                                               ; preds = %59
  %63 = load ptr, ptr %25, align 8, !tbaa !26
  br label %64

64:                                               ; preds = %62, %24
  %65 = phi ptr [ %63, %62 ], [ %26, %24 ]
  %66 = icmp eq ptr %65, null
  br i1 %66, label %73, label %67

67:                                               ; preds = %64
  %68 = getelementptr inbounds i8, ptr %10, i64 24
  %69 = load ptr, ptr %68, align 8, !tbaa !41
  %70 = ptrtoint ptr %69 to i64
  %71 = ptrtoint ptr %65 to i64
  %72 = sub i64 %70, %71
  call void @_ZdlPvm(ptr noundef nonnull %65, i64 noundef %72) #30
  br label %73

73:                                               ; preds = %64, %67
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #26
  %74 = getelementptr inbounds i8, ptr %0, i64 16
  %75 = call noundef i64 @_ZNK4sycl3_V16detail11image_plain9get_countEv(ptr noundef nonnull align 8 dereferenceable(16) %1) #26
  store i64 %75, ptr %74, align 8, !tbaa !259
  %76 = invoke noundef i32 @_ZNK4sycl3_V16detail11image_plain15getChannelOrderEv(ptr noundef nonnull align 8 dereferenceable(16) %1)
          to label %77 unwind label %93

77:                                               ; preds = %73
  %78 = getelementptr inbounds i8, ptr %0, i64 24
  store i32 %76, ptr %78, align 8, !tbaa !260
  %79 = invoke noundef i32 @_ZNK4sycl3_V16detail11image_plain14getChannelTypeEv(ptr noundef nonnull align 8 dereferenceable(16) %1)
          to label %80 unwind label %93

80:                                               ; preds = %77
  %81 = getelementptr inbounds i8, ptr %0, i64 28
  store i32 %79, ptr %81, align 4, !tbaa !261
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %11) #26
  invoke void @_ZN4sycl3_V16detail20getDeviceFromHandlerERNS0_7handlerE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::device") align 8 %11, ptr noundef nonnull align 8 dereferenceable(216) %2)
          to label %82 unwind label %95

82:                                               ; preds = %80
  %83 = invoke noundef zeroext i1 @_ZNK4sycl3_V16device3hasENS0_6aspectE(ptr noundef nonnull align 8 dereferenceable(16) %11, i32 noundef 41)
          to label %84 unwind label %97

84:                                               ; preds = %82
  br i1 %83, label %101, label %85

85:                                               ; preds = %84
  %86 = call ptr @__cxa_allocate_exception(i64 64) #26
  %87 = call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 12) #26
  %88 = extractvalue { i32, ptr } %87, 0
  %89 = extractvalue { i32, ptr } %87, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %86, i32 %88, ptr %89, ptr noundef nonnull @.str.33)
          to label %90 unwind label %99

90:                                               ; preds = %85
  invoke void @__cxa_throw(ptr nonnull %86, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #27
          to label %138 unwind label %97

91:                                               ; preds = %23
  %92 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %10) #26
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #26
  br label %136

93:                                               ; preds = %77, %73
  %94 = landingpad { ptr, i32 }
          cleanup
  br label %134

95:                                               ; preds = %80
  %96 = landingpad { ptr, i32 }
          cleanup
  br label %132

97:                                               ; preds = %90, %82
  %98 = landingpad { ptr, i32 }
          cleanup
  br label %130

99:                                               ; preds = %85
  %100 = landingpad { ptr, i32 }
          cleanup
  call void @__cxa_free_exception(ptr %86) #26
  br label %130

101:                                              ; preds = %84
  %102 = getelementptr inbounds i8, ptr %11, i64 8
  %103 = load ptr, ptr %102, align 8, !tbaa !29
  %104 = icmp eq ptr %103, null
  br i1 %104, label %129, label %105

105:                                              ; preds = %101
  %106 = getelementptr inbounds i8, ptr %103, i64 8
  %107 = load atomic i64, ptr %106 acquire, align 8
  %108 = icmp eq i64 %107, 4294967297
  %109 = trunc i64 %107 to i32
  br i1 %108, label %110, label %118

110:                                              ; preds = %105
  store i32 0, ptr %106, align 8, !tbaa !31
  %111 = getelementptr inbounds i8, ptr %103, i64 12
  store i32 0, ptr %111, align 4, !tbaa !34
  %112 = load ptr, ptr %103, align 8, !tbaa !35
  %113 = getelementptr inbounds i8, ptr %112, i64 16
  %114 = load ptr, ptr %113, align 8
  call void %114(ptr noundef nonnull align 8 dereferenceable(16) %103) #26
  %115 = load ptr, ptr %103, align 8, !tbaa !35
  %116 = getelementptr inbounds i8, ptr %115, i64 24
  %117 = load ptr, ptr %116, align 8
  call void %117(ptr noundef nonnull align 8 dereferenceable(16) %103) #26
  br label %129

118:                                              ; preds = %105
  %119 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %120 = icmp eq i8 %119, 0
  br i1 %120, label %123, label %121

121:                                              ; preds = %118
  %122 = add nsw i32 %109, -1
  store i32 %122, ptr %106, align 4, !tbaa !38
  br label %125

123:                                              ; preds = %118
  %124 = atomicrmw volatile add ptr %106, i32 -1 acq_rel, align 4
  br label %125

125:                                              ; preds = %123, %121
  %126 = phi i32 [ %109, %121 ], [ %124, %123 ]
  %127 = icmp eq i32 %126, 1
  br i1 %127, label %128, label %129, !prof !39

128:                                              ; preds = %125
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %103) #26
  br label %129

129:                                              ; preds = %101, %110, %125, %128
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %11) #26
  ret void

130:                                              ; preds = %99, %97
  %131 = phi { ptr, i32 } [ %98, %97 ], [ %100, %99 ]
  call void @_ZN4sycl3_V16deviceD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %11) #26
  br label %132

132:                                              ; preds = %130, %95
  %133 = phi { ptr, i32 } [ %131, %130 ], [ %96, %95 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %11) #26
  br label %134

134:                                              ; preds = %132, %93
  %135 = phi { ptr, i32 } [ %133, %132 ], [ %94, %93 ]
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #26
  br label %136

136:                                              ; preds = %134, %91
  %137 = phi { ptr, i32 } [ %135, %134 ], [ %92, %91 ]
  resume { ptr, i32 } %137

138:                                              ; preds = %90
  unreachable
}

declare noundef i64 @_ZNK4sycl3_V16detail11image_plain14getElementSizeEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #3

declare void @_ZN4sycl3_V16detail20getDeviceFromHandlerERNS0_7handlerE(ptr dead_on_unwind writable sret(%"class.sycl::_V1::device") align 8, ptr noundef nonnull align 8 dereferenceable(216)) local_unnamed_addr #3

declare noundef i64 @_ZNK4sycl3_V16detail11image_plain11getRowPitchEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #3

declare noundef i64 @_ZNK4sycl3_V16detail11image_plain13getSlicePitchEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #3

declare void @_ZNK4sycl3_V16detail11image_plain9get_rangeEv(ptr dead_on_unwind writable sret(%"class.sycl::_V1::range.119") align 8, ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #3

; Function Attrs: nounwind
declare noundef i64 @_ZNK4sycl3_V16detail11image_plain9get_countEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #15

declare noundef i32 @_ZNK4sycl3_V16detail11image_plain15getChannelOrderEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #3

declare noundef i32 @_ZNK4sycl3_V16detail11image_plain14getChannelTypeEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #3

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail14image_accessorINS0_3vecIfLi4EEELi2ELNS0_6access4modeE1025ELNS5_6targetE2017ELNS5_11placeholderE0EEC2INS1_17aligned_allocatorIhEELi2EvEERNS0_5imageIXT0_ET_EERNS0_7handlerEi(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(216) %2, i32 noundef %3) unnamed_addr #12 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.sycl::_V1::range.119", align 16
  %6 = alloca %"class.sycl::_V1::range.119", align 16
  %7 = alloca %"class.sycl::_V1::id", align 8
  %8 = alloca %"class.sycl::_V1::range.119", align 16
  %9 = alloca %"class.sycl::_V1::range.119", align 16
  %10 = alloca %"class.sycl::_V1::property_list", align 8
  %11 = alloca %"class.sycl::_V1::device", align 8
  %12 = tail call noundef i64 @_ZNK4sycl3_V16detail11image_plain11getRowPitchEv(ptr noundef nonnull align 8 dereferenceable(16) %1)
  %13 = tail call noundef i64 @_ZNK4sycl3_V16detail11image_plain13getSlicePitchEv(ptr noundef nonnull align 8 dereferenceable(16) %1)
  store i64 %12, ptr %7, align 8, !tbaa !42
  %14 = getelementptr inbounds i8, ptr %7, i64 8
  store i64 %13, ptr %14, align 8, !tbaa !42
  %15 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 0, ptr %15, align 8, !tbaa !42
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6)
  call void @_ZNK4sycl3_V16detail11image_plain9get_rangeEv(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::range.119") align 8 %6, ptr noundef nonnull align 8 dereferenceable(16) %1)
  %16 = load <2 x i64>, ptr %6, align 16, !tbaa !42
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6)
  store <2 x i64> %16, ptr %8, align 16, !tbaa !42, !alias.scope !262
  %17 = getelementptr inbounds i8, ptr %8, i64 16
  store i64 1, ptr %17, align 16, !tbaa !42, !alias.scope !262
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5)
  call void @_ZNK4sycl3_V16detail11image_plain9get_rangeEv(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::range.119") align 8 %5, ptr noundef nonnull align 8 dereferenceable(16) %1)
  %18 = load <2 x i64>, ptr %5, align 16, !tbaa !42
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5)
  store <2 x i64> %18, ptr %9, align 16, !tbaa !42, !alias.scope !265
  %19 = getelementptr inbounds i8, ptr %9, i64 16
  store i64 1, ptr %19, align 16, !tbaa !42, !alias.scope !265
  %20 = load ptr, ptr %1, align 8, !tbaa !257
  %21 = icmp eq ptr %20, null
  br i1 %21, label %22, label %23

22:                                               ; preds = %4
  call void @__assert_fail(ptr noundef nonnull @.str.11, ptr noundef nonnull @.str.12, i32 noundef 32, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_5imageILi2ENS1_17aligned_allocatorIhEEEEEERKDtsrT_4implERKS7_) #29
  unreachable

23:                                               ; preds = %4
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #26
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %10, i8 0, i64 32, i1 false)
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %7, ptr noundef nonnull byval(%"class.sycl::_V1::range.119") align 8 %8, ptr noundef nonnull byval(%"class.sycl::_V1::range.119") align 8 %9, i32 noundef 1025, ptr noundef nonnull %20, i32 noundef 2, i32 noundef %3, i64 noundef 0, i1 noundef zeroext false, ptr noundef nonnull align 8 dereferenceable(32) %10)
          to label %24 unwind label %91

24:                                               ; preds = %23
  %25 = getelementptr inbounds i8, ptr %10, i64 8
  %26 = load ptr, ptr %25, align 8, !tbaa !26
  %27 = getelementptr inbounds i8, ptr %10, i64 16
  %28 = load ptr, ptr %27, align 8, !tbaa !28
  %29 = icmp eq ptr %26, %28
  br i1 %29, label %64, label %30

30:                                               ; preds = %24, %59
  %31 = phi ptr [ %60, %59 ], [ %26, %24 ]
  %32 = getelementptr inbounds i8, ptr %31, i64 8
  %33 = load ptr, ptr %32, align 8, !tbaa !29
  %34 = icmp eq ptr %33, null
  br i1 %34, label %59, label %35

35:                                               ; preds = %30
  %36 = getelementptr inbounds i8, ptr %33, i64 8
  %37 = load atomic i64, ptr %36 acquire, align 8
  %38 = icmp eq i64 %37, 4294967297
  %39 = trunc i64 %37 to i32
  br i1 %38, label %40, label %48

40:                                               ; preds = %35
  store i32 0, ptr %36, align 8, !tbaa !31
  %41 = getelementptr inbounds i8, ptr %33, i64 12
  store i32 0, ptr %41, align 4, !tbaa !34
  %42 = load ptr, ptr %33, align 8, !tbaa !35
  %43 = getelementptr inbounds i8, ptr %42, i64 16
  %44 = load ptr, ptr %43, align 8
  call void %44(ptr noundef nonnull align 8 dereferenceable(16) %33) #26
  %45 = load ptr, ptr %33, align 8, !tbaa !35
  %46 = getelementptr inbounds i8, ptr %45, i64 24
  %47 = load ptr, ptr %46, align 8
  call void %47(ptr noundef nonnull align 8 dereferenceable(16) %33) #26
  br label %59

48:                                               ; preds = %35
  %49 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %50 = icmp eq i8 %49, 0
  br i1 %50, label %53, label %51

51:                                               ; preds = %48
  %52 = add nsw i32 %39, -1
  store i32 %52, ptr %36, align 4, !tbaa !38
  br label %55

53:                                               ; preds = %48
  %54 = atomicrmw volatile add ptr %36, i32 -1 acq_rel, align 4
  br label %55

55:                                               ; preds = %53, %51
  %56 = phi i32 [ %39, %51 ], [ %54, %53 ]
  %57 = icmp eq i32 %56, 1
  br i1 %57, label %58, label %59, !prof !39

58:                                               ; preds = %55
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %33) #26
  br label %59

59:                                               ; preds = %58, %55, %40, %30
  %60 = getelementptr inbounds i8, ptr %31, i64 16
  %61 = icmp eq ptr %60, %28
  br i1 %61, label %62, label %30, !llvm.loop !40

62:                                               ; preds = %59
  %63 = load ptr, ptr %25, align 8, !tbaa !26
  br label %64

64:                                               ; preds = %62, %24
  %65 = phi ptr [ %63, %62 ], [ %26, %24 ]
  %66 = icmp eq ptr %65, null
  br i1 %66, label %73, label %67

67:                                               ; preds = %64
  %68 = getelementptr inbounds i8, ptr %10, i64 24
  %69 = load ptr, ptr %68, align 8, !tbaa !41
  %70 = ptrtoint ptr %69 to i64
  %71 = ptrtoint ptr %65 to i64
  %72 = sub i64 %70, %71
  call void @_ZdlPvm(ptr noundef nonnull %65, i64 noundef %72) #30
  br label %73

73:                                               ; preds = %64, %67
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #26
  %74 = getelementptr inbounds i8, ptr %0, i64 16
  %75 = call noundef i64 @_ZNK4sycl3_V16detail11image_plain9get_countEv(ptr noundef nonnull align 8 dereferenceable(16) %1) #26
  store i64 %75, ptr %74, align 8, !tbaa !268
  %76 = invoke noundef i32 @_ZNK4sycl3_V16detail11image_plain15getChannelOrderEv(ptr noundef nonnull align 8 dereferenceable(16) %1)
          to label %77 unwind label %93

77:                                               ; preds = %73
  %78 = getelementptr inbounds i8, ptr %0, i64 24
  store i32 %76, ptr %78, align 8, !tbaa !269
  %79 = invoke noundef i32 @_ZNK4sycl3_V16detail11image_plain14getChannelTypeEv(ptr noundef nonnull align 8 dereferenceable(16) %1)
          to label %80 unwind label %93

80:                                               ; preds = %77
  %81 = getelementptr inbounds i8, ptr %0, i64 28
  store i32 %79, ptr %81, align 4, !tbaa !270
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %11) #26
  invoke void @_ZN4sycl3_V16detail20getDeviceFromHandlerERNS0_7handlerE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::device") align 8 %11, ptr noundef nonnull align 8 dereferenceable(216) %2)
          to label %82 unwind label %95

82:                                               ; preds = %80
  %83 = invoke noundef zeroext i1 @_ZNK4sycl3_V16device3hasENS0_6aspectE(ptr noundef nonnull align 8 dereferenceable(16) %11, i32 noundef 41)
          to label %84 unwind label %97

84:                                               ; preds = %82
  br i1 %83, label %101, label %85

85:                                               ; preds = %84
  %86 = call ptr @__cxa_allocate_exception(i64 64) #26
  %87 = call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 12) #26
  %88 = extractvalue { i32, ptr } %87, 0
  %89 = extractvalue { i32, ptr } %87, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %86, i32 %88, ptr %89, ptr noundef nonnull @.str.33)
          to label %90 unwind label %99

90:                                               ; preds = %85
  invoke void @__cxa_throw(ptr nonnull %86, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #27
          to label %138 unwind label %97

91:                                               ; preds = %23
  %92 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %10) #26
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #26
  br label %136

93:                                               ; preds = %77, %73
  %94 = landingpad { ptr, i32 }
          cleanup
  br label %134

95:                                               ; preds = %80
  %96 = landingpad { ptr, i32 }
          cleanup
  br label %132

97:                                               ; preds = %90, %82
  %98 = landingpad { ptr, i32 }
          cleanup
  br label %130

99:                                               ; preds = %85
  %100 = landingpad { ptr, i32 }
          cleanup
  call void @__cxa_free_exception(ptr %86) #26
  br label %130

101:                                              ; preds = %84
  %102 = getelementptr inbounds i8, ptr %11, i64 8
  %103 = load ptr, ptr %102, align 8, !tbaa !29
  %104 = icmp eq ptr %103, null
  br i1 %104, label %129, label %105

105:                                              ; preds = %101
  %106 = getelementptr inbounds i8, ptr %103, i64 8
  %107 = load atomic i64, ptr %106 acquire, align 8
  %108 = icmp eq i64 %107, 4294967297
  %109 = trunc i64 %107 to i32
  br i1 %108, label %110, label %118

110:                                              ; preds = %105
  store i32 0, ptr %106, align 8, !tbaa !31
  %111 = getelementptr inbounds i8, ptr %103, i64 12
  store i32 0, ptr %111, align 4, !tbaa !34
  %112 = load ptr, ptr %103, align 8, !tbaa !35
  %113 = getelementptr inbounds i8, ptr %112, i64 16
  %114 = load ptr, ptr %113, align 8
  call void %114(ptr noundef nonnull align 8 dereferenceable(16) %103) #26
  %115 = load ptr, ptr %103, align 8, !tbaa !35
  %116 = getelementptr inbounds i8, ptr %115, i64 24
  %117 = load ptr, ptr %116, align 8
  call void %117(ptr noundef nonnull align 8 dereferenceable(16) %103) #26
  br label %129

118:                                              ; preds = %105
  %119 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %120 = icmp eq i8 %119, 0
  br i1 %120, label %123, label %121

121:                                              ; preds = %118
  %122 = add nsw i32 %109, -1
  store i32 %122, ptr %106, align 4, !tbaa !38
  br label %125

123:                                              ; preds = %118
  %124 = atomicrmw volatile add ptr %106, i32 -1 acq_rel, align 4
  br label %125

125:                                              ; preds = %123, %121
  %126 = phi i32 [ %109, %121 ], [ %124, %123 ]
  %127 = icmp eq i32 %126, 1
  br i1 %127, label %128, label %129, !prof !39

128:                                              ; preds = %125
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %103) #26
  br label %129

129:                                              ; preds = %101, %110, %125, %128
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %11) #26
  ret void

130:                                              ; preds = %99, %97
  %131 = phi { ptr, i32 } [ %98, %97 ], [ %100, %99 ]
  call void @_ZN4sycl3_V16deviceD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %11) #26
  br label %132

132:                                              ; preds = %130, %95
  %133 = phi { ptr, i32 } [ %131, %130 ], [ %96, %95 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %11) #26
  br label %134

134:                                              ; preds = %132, %93
  %135 = phi { ptr, i32 } [ %133, %132 ], [ %94, %93 ]
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #26
  br label %136

136:                                              ; preds = %134, %91
  %137 = phi { ptr, i32 } [ %135, %134 ], [ %92, %91 ]
  resume { ptr, i32 } %137

138:                                              ; preds = %90
  unreachable
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler15getRoundedRangeILi2EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_(ptr dead_on_unwind noalias writable sret(%"class.std::tuple.192") align 8 %0, ptr noundef nonnull align 8 dereferenceable(216) %1, i64 %2, i64 %3) local_unnamed_addr #12 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.std::tuple.129", align 8
  %6 = alloca %"class.sycl::_V1::range.170", align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  %10 = alloca i8, align 1
  %11 = alloca %class.anon.198, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #26
  store i64 %2, ptr %6, align 8
  %12 = getelementptr inbounds i8, ptr %6, i64 8
  store i64 %3, ptr %12, align 8
  %13 = tail call noundef zeroext i1 @_ZN4sycl3_V17handler20DisableRangeRoundingEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
  br i1 %13, label %14, label %16

14:                                               ; preds = %4
  %15 = getelementptr inbounds i8, ptr %0, i64 8
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %15, i8 0, i64 16, i1 false)
  store i8 0, ptr %0, align 8, !tbaa !204
  br label %75

16:                                               ; preds = %4
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7) #26
  store i64 16, ptr %7, align 8, !tbaa !42
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8) #26
  store i64 32, ptr %8, align 8, !tbaa !42
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9) #26
  store i64 1024, ptr %9, align 8, !tbaa !42
  call void @_ZN4sycl3_V17handler24GetRangeRoundingSettingsERmS2_S2_(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(8) %7, ptr noundef nonnull align 8 dereferenceable(8) %8, ptr noundef nonnull align 8 dereferenceable(8) %9)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #26
  call void @_ZN4sycl3_V17handler19getMaxWorkGroups_v2Ev(ptr dead_on_unwind nonnull writable sret(%"class.std::tuple.129") align 8 %5, ptr noundef nonnull align 8 dereferenceable(216) %1)
  %17 = load i8, ptr %5, align 8, !tbaa !159, !range !70, !noundef !71
  %18 = trunc nuw i8 %17 to i1
  br i1 %18, label %19, label %26

19:                                               ; preds = %16
  %20 = getelementptr inbounds i8, ptr %5, i64 8
  %21 = getelementptr inbounds i8, ptr %5, i64 16
  %22 = load i64, ptr %21, align 8, !tbaa !42
  %23 = call i64 @llvm.umin.i64(i64 %22, i64 2147483647)
  %24 = load i64, ptr %20, align 8, !tbaa !42
  %25 = call i64 @llvm.umin.i64(i64 %24, i64 2147483647)
  br label %26

26:                                               ; preds = %16, %19
  %27 = phi i64 [ %23, %19 ], [ 2147483647, %16 ]
  %28 = phi i64 [ %25, %19 ], [ 2147483647, %16 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #26
  %29 = load i64, ptr %8, align 8, !tbaa !42
  %30 = mul i64 %29, %27
  %31 = icmp ugt i64 %30, 4294967295
  br i1 %31, label %32, label %35

32:                                               ; preds = %26
  %33 = urem i64 4294967295, %29
  %34 = xor i64 %33, 4294967295
  br label %35

35:                                               ; preds = %32, %26
  %36 = phi i64 [ %34, %32 ], [ %30, %26 ]
  %37 = mul i64 %29, %28
  %38 = icmp ugt i64 %37, 4294967295
  br i1 %38, label %39, label %42

39:                                               ; preds = %35
  %40 = urem i64 4294967295, %29
  %41 = xor i64 %40, 4294967295
  br label %42

42:                                               ; preds = %39, %35
  %43 = phi i64 [ %41, %39 ], [ %37, %35 ]
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %10) #26
  store i8 0, ptr %10, align 1, !tbaa !159
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %11) #26
  store ptr %1, ptr %11, align 8, !tbaa !271
  %44 = getelementptr inbounds i8, ptr %11, i64 8
  store ptr %6, ptr %44, align 8, !tbaa !16
  %45 = getelementptr inbounds i8, ptr %11, i64 16
  store ptr %10, ptr %45, align 8, !tbaa !16
  %46 = load i64, ptr %7, align 8, !tbaa !42
  %47 = urem i64 %2, %46
  %48 = icmp eq i64 %47, 0
  %49 = load i64, ptr %9, align 8
  %50 = icmp ugt i64 %49, %2
  %51 = select i1 %48, i1 true, i1 %50
  br i1 %51, label %59, label %52

52:                                               ; preds = %42
  %53 = add i64 %29, %2
  %54 = freeze i64 %53
  %55 = add i64 %54, -1
  %56 = urem i64 %55, %29
  %57 = sub nuw i64 %55, %56
  call void @_ZZN4sycl3_V17handler15getRoundedRangeILi2EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_ENKUlimE_clEim(ptr noundef nonnull align 8 dereferenceable(24) %11, i32 noundef 0, i64 noundef %57)
  %58 = load i64, ptr %6, align 8, !tbaa !42
  br label %59

59:                                               ; preds = %52, %42
  %60 = phi i64 [ %58, %52 ], [ %2, %42 ]
  %61 = icmp ugt i64 %60, %36
  br i1 %61, label %62, label %63

62:                                               ; preds = %59
  call void @_ZZN4sycl3_V17handler15getRoundedRangeILi2EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_ENKUlimE_clEim(ptr noundef nonnull align 8 dereferenceable(24) %11, i32 noundef 0, i64 noundef %36)
  br label %63

63:                                               ; preds = %59, %62
  %64 = load i64, ptr %12, align 8, !tbaa !42
  %65 = icmp ugt i64 %64, %43
  br i1 %65, label %66, label %67

66:                                               ; preds = %63
  call void @_ZZN4sycl3_V17handler15getRoundedRangeILi2EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_ENKUlimE_clEim(ptr noundef nonnull align 8 dereferenceable(24) %11, i32 noundef 1, i64 noundef %43)
  br label %67

67:                                               ; preds = %66, %63
  %68 = load i8, ptr %10, align 1, !tbaa !159, !range !70, !noundef !71
  %69 = trunc nuw i8 %68 to i1
  %70 = getelementptr inbounds i8, ptr %0, i64 8
  br i1 %69, label %72, label %71

71:                                               ; preds = %67
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %70, i8 0, i64 16, i1 false)
  br label %73

72:                                               ; preds = %67
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %70, ptr noundef nonnull align 8 dereferenceable(16) %6, i64 16, i1 false)
  br label %73

73:                                               ; preds = %72, %71
  %74 = phi i8 [ 1, %72 ], [ 0, %71 ]
  store i8 %74, ptr %0, align 8
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %11) #26
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %10) #26
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9) #26
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8) #26
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7) #26
  br label %75

75:                                               ; preds = %73, %14
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #26
  ret void
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define internal fastcc void @_ZN4sycl3_V16detail18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZL14brighten_imageRNS0_5queueER7PicturefENKUlRNS0_7handlerEE_clESA_EUlS4_E_ED2Ev(ptr nocapture noundef nonnull readonly align 8 dereferenceable(88) %0) unnamed_addr #4 align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 56
  %3 = load ptr, ptr %2, align 8, !tbaa !29
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !31
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !34
  %12 = load ptr, ptr %3, align 8, !tbaa !35
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  %15 = load ptr, ptr %3, align 8, !tbaa !35
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !38
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !39

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  br label %29

29:                                               ; preds = %28, %25, %10, %1
  %30 = getelementptr inbounds i8, ptr %0, i64 24
  %31 = load ptr, ptr %30, align 8, !tbaa !29
  %32 = icmp eq ptr %31, null
  br i1 %32, label %57, label %33

33:                                               ; preds = %29
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = load atomic i64, ptr %34 acquire, align 8
  %36 = icmp eq i64 %35, 4294967297
  %37 = trunc i64 %35 to i32
  br i1 %36, label %38, label %46

38:                                               ; preds = %33
  store i32 0, ptr %34, align 8, !tbaa !31
  %39 = getelementptr inbounds i8, ptr %31, i64 12
  store i32 0, ptr %39, align 4, !tbaa !34
  %40 = load ptr, ptr %31, align 8, !tbaa !35
  %41 = getelementptr inbounds i8, ptr %40, i64 16
  %42 = load ptr, ptr %41, align 8
  tail call void %42(ptr noundef nonnull align 8 dereferenceable(16) %31) #26
  %43 = load ptr, ptr %31, align 8, !tbaa !35
  %44 = getelementptr inbounds i8, ptr %43, i64 24
  %45 = load ptr, ptr %44, align 8
  tail call void %45(ptr noundef nonnull align 8 dereferenceable(16) %31) #26
  br label %57

46:                                               ; preds = %33
  %47 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %48 = icmp eq i8 %47, 0
  br i1 %48, label %51, label %49

49:                                               ; preds = %46
  %50 = add nsw i32 %37, -1
  store i32 %50, ptr %34, align 4, !tbaa !38
  br label %53

51:                                               ; preds = %46
  %52 = atomicrmw volatile add ptr %34, i32 -1 acq_rel, align 4
  br label %53

53:                                               ; preds = %51, %49
  %54 = phi i32 [ %37, %49 ], [ %52, %51 ]
  %55 = icmp eq i32 %54, 1
  br i1 %55, label %56, label %57, !prof !39

56:                                               ; preds = %53
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #26
  br label %57

57:                                               ; preds = %29, %38, %53, %56
  ret void
}

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZZN4sycl3_V17handler15getRoundedRangeILi2EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_ENKUlimE_clEim(ptr noundef nonnull align 8 dereferenceable(24) %0, i32 noundef %1, i64 noundef %2) local_unnamed_addr #11 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = load ptr, ptr %0, align 8, !tbaa !271
  %5 = tail call noundef zeroext i1 @_ZN4sycl3_V17handler18RangeRoundingTraceEv(ptr noundef nonnull align 8 dereferenceable(216) %4)
  br i1 %5, label %6, label %55

6:                                                ; preds = %3
  %7 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cout, ptr noundef nonnull @.str.19, i64 noundef 35)
  %8 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSolsEi(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cout, i32 noundef %1)
  %9 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) %8, ptr noundef nonnull @.str.20, i64 noundef 6)
  %10 = icmp ugt i32 %1, 1
  br i1 %10, label %11, label %22

11:                                               ; preds = %6
  %12 = tail call ptr @__cxa_allocate_exception(i64 64) #26
  %13 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #26
  %14 = extractvalue { i32, ptr } %13, 0
  %15 = extractvalue { i32, ptr } %13, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %12, i32 %14, ptr %15, ptr noundef nonnull @.str.9)
          to label %16 unwind label %20

16:                                               ; preds = %11
  tail call void @__cxa_throw(ptr nonnull %12, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #27
  unreachable

17:                                               ; preds = %65, %20
  %18 = phi ptr [ %60, %65 ], [ %12, %20 ]
  %19 = phi { ptr, i32 } [ %66, %65 ], [ %21, %20 ]
  tail call void @__cxa_free_exception(ptr %18) #26
  resume { ptr, i32 } %19

20:                                               ; preds = %11
  %21 = landingpad { ptr, i32 }
          cleanup
  br label %17

22:                                               ; preds = %6
  %23 = getelementptr inbounds i8, ptr %0, i64 8
  %24 = load ptr, ptr %23, align 8, !tbaa !273
  %25 = zext nneg i32 %1 to i64
  %26 = getelementptr inbounds [2 x i64], ptr %24, i64 0, i64 %25
  %27 = load i64, ptr %26, align 8, !tbaa !42
  %28 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSo9_M_insertImEERSoT_(ptr noundef nonnull align 8 dereferenceable(8) %8, i64 noundef %27)
  %29 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) %28, ptr noundef nonnull @.str.21, i64 noundef 4)
  %30 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSo9_M_insertImEERSoT_(ptr noundef nonnull align 8 dereferenceable(8) %28, i64 noundef %2)
  %31 = load ptr, ptr %30, align 8, !tbaa !35
  %32 = getelementptr i8, ptr %31, i64 -24
  %33 = load i64, ptr %32, align 8
  %34 = getelementptr inbounds i8, ptr %30, i64 %33
  %35 = getelementptr inbounds i8, ptr %34, i64 240
  %36 = load ptr, ptr %35, align 8, !tbaa !209
  %37 = icmp eq ptr %36, null
  br i1 %37, label %38, label %39

38:                                               ; preds = %22
  tail call void @_ZSt16__throw_bad_castv() #27
  unreachable

39:                                               ; preds = %22
  %40 = getelementptr inbounds i8, ptr %36, i64 56
  %41 = load i8, ptr %40, align 8, !tbaa !211
  %42 = icmp eq i8 %41, 0
  br i1 %42, label %46, label %43

43:                                               ; preds = %39
  %44 = getelementptr inbounds i8, ptr %36, i64 67
  %45 = load i8, ptr %44, align 1, !tbaa !37
  br label %51

46:                                               ; preds = %39
  tail call void @_ZNKSt5ctypeIcE13_M_widen_initEv(ptr noundef nonnull align 8 dereferenceable(570) %36)
  %47 = load ptr, ptr %36, align 8, !tbaa !35
  %48 = getelementptr inbounds i8, ptr %47, i64 48
  %49 = load ptr, ptr %48, align 8
  %50 = tail call noundef signext i8 %49(ptr noundef nonnull align 8 dereferenceable(570) %36, i8 noundef signext 10)
  br label %51

51:                                               ; preds = %46, %43
  %52 = phi i8 [ %45, %43 ], [ %50, %46 ]
  %53 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSo3putEc(ptr noundef nonnull align 8 dereferenceable(8) %30, i8 noundef signext %52)
  %54 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSo5flushEv(ptr noundef nonnull align 8 dereferenceable(8) %53)
  br label %67

55:                                               ; preds = %3
  %56 = icmp ugt i32 %1, 1
  br i1 %56, label %59, label %57

57:                                               ; preds = %55
  %58 = zext nneg i32 %1 to i64
  br label %67

59:                                               ; preds = %55
  %60 = tail call ptr @__cxa_allocate_exception(i64 64) #26
  %61 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #26
  %62 = extractvalue { i32, ptr } %61, 0
  %63 = extractvalue { i32, ptr } %61, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %60, i32 %62, ptr %63, ptr noundef nonnull @.str.9)
          to label %64 unwind label %65

64:                                               ; preds = %59
  tail call void @__cxa_throw(ptr nonnull %60, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #27
  unreachable

65:                                               ; preds = %59
  %66 = landingpad { ptr, i32 }
          cleanup
  br label %17

67:                                               ; preds = %57, %51
  %68 = phi i64 [ %58, %57 ], [ %25, %51 ]
  %69 = getelementptr inbounds i8, ptr %0, i64 8
  %70 = load ptr, ptr %69, align 8, !tbaa !273
  %71 = getelementptr inbounds [2 x i64], ptr %70, i64 0, i64 %68
  store i64 %2, ptr %71, align 8, !tbaa !42
  %72 = getelementptr inbounds i8, ptr %0, i64 16
  %73 = load ptr, ptr %72, align 8, !tbaa !274
  store i8 1, ptr %73, align 1, !tbaa !159
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19getKernelParamDescsINS1_19__pf_kernel_wrapperI8BrightenEEEESt6vectorINS1_19kernel_param_desc_tESaIS7_EEv(ptr dead_on_unwind noalias writable sret(%"class.std::vector.141") align 8 %0) local_unnamed_addr #12 comdat personality ptr @__gxx_personality_v0 {
  %2 = alloca %"struct.sycl::_V1::detail::kernel_param_desc_t", align 8
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %0, i8 0, i64 24, i1 false)
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = tail call noalias noundef nonnull dereferenceable(48) ptr @_Znwm(i64 noundef 48) #28
  store ptr %4, ptr %0, align 8, !tbaa !169
  %5 = getelementptr inbounds i8, ptr %4, i64 48
  store ptr %5, ptr %3, align 8, !tbaa !171
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #26
  store i64 68719476737, ptr %2, align 8
  store i32 0, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %4, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !215
  %8 = getelementptr inbounds i8, ptr %4, i64 12
  store ptr %8, ptr %7, align 8, !tbaa !181
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #26
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #26
  store i64 26255135080448, ptr %2, align 8
  store i32 16, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %8, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !215
  %9 = getelementptr inbounds i8, ptr %4, i64 24
  store ptr %9, ptr %7, align 8, !tbaa !181
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #26
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #26
  store i64 26255135080448, ptr %2, align 8
  store i32 48, ptr %6, align 8
  %10 = load ptr, ptr %3, align 8, !tbaa !171
  %11 = icmp eq ptr %9, %10
  br i1 %11, label %15, label %12

12:                                               ; preds = %1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %9, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !215
  %13 = load ptr, ptr %7, align 8, !tbaa !181
  %14 = getelementptr inbounds i8, ptr %13, i64 12
  store ptr %14, ptr %7, align 8, !tbaa !181
  br label %18

15:                                               ; preds = %1
  invoke void @_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr nonnull %9, ptr noundef nonnull align 4 dereferenceable(12) %2)
          to label %16 unwind label %27

16:                                               ; preds = %15
  %17 = load ptr, ptr %7, align 8, !tbaa !16
  br label %18

18:                                               ; preds = %16, %12
  %19 = phi ptr [ %17, %16 ], [ %14, %12 ]
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #26
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #26
  store i64 17179869185, ptr %2, align 8
  store i32 80, ptr %6, align 8
  %20 = load ptr, ptr %3, align 8, !tbaa !171
  %21 = icmp eq ptr %19, %20
  br i1 %21, label %25, label %22

22:                                               ; preds = %18
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %19, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !215
  %23 = load ptr, ptr %7, align 8, !tbaa !181
  %24 = getelementptr inbounds i8, ptr %23, i64 12
  store ptr %24, ptr %7, align 8, !tbaa !181
  br label %26

25:                                               ; preds = %18
  invoke void @_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr %19, ptr noundef nonnull align 4 dereferenceable(12) %2)
          to label %26 unwind label %27

26:                                               ; preds = %25, %22
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #26
  ret void

27:                                               ; preds = %15, %25
  %28 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #26
  %29 = load ptr, ptr %0, align 8, !tbaa !169
  %30 = icmp eq ptr %29, null
  br i1 %30, label %36, label %31

31:                                               ; preds = %27
  %32 = load ptr, ptr %3, align 8, !tbaa !171
  %33 = ptrtoint ptr %32 to i64
  %34 = ptrtoint ptr %29 to i64
  %35 = sub i64 %33, %34
  call void @_ZdlPvm(ptr noundef nonnull %29, i64 noundef %35) #30
  br label %36

36:                                               ; preds = %27, %31
  resume { ptr, i32 } %28
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef nonnull ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZL14brighten_imageRNS0_5queueER7PicturefENKUlRNS0_7handlerEE_clESB_EUlS5_E_EES5_Li2EE6getPtrEv(ptr noundef nonnull readnone align 8 dereferenceable(96) %0) unnamed_addr #20 align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZL14brighten_imageRNS0_5queueER7PicturefENKUlRNS0_7handlerEE_clESB_EUlS5_E_EES5_Li2EED2Ev(ptr nocapture noundef nonnull align 8 dereferenceable(96) %0) unnamed_addr #17 align 2 personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZL14brighten_imageRNS0_5queueER7PicturefENKUlRNS0_7handlerEE_clESB_EUlS5_E_EES5_Li2EEE, i64 16), ptr %0, align 8, !tbaa !35
  %2 = getelementptr inbounds i8, ptr %0, i64 64
  %3 = load ptr, ptr %2, align 8, !tbaa !29
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !31
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !34
  %12 = load ptr, ptr %3, align 8, !tbaa !35
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  %15 = load ptr, ptr %3, align 8, !tbaa !35
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !38
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !39

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  br label %29

29:                                               ; preds = %28, %25, %10, %1
  %30 = getelementptr inbounds i8, ptr %0, i64 32
  %31 = load ptr, ptr %30, align 8, !tbaa !29
  %32 = icmp eq ptr %31, null
  br i1 %32, label %57, label %33

33:                                               ; preds = %29
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = load atomic i64, ptr %34 acquire, align 8
  %36 = icmp eq i64 %35, 4294967297
  %37 = trunc i64 %35 to i32
  br i1 %36, label %38, label %46

38:                                               ; preds = %33
  store i32 0, ptr %34, align 8, !tbaa !31
  %39 = getelementptr inbounds i8, ptr %31, i64 12
  store i32 0, ptr %39, align 4, !tbaa !34
  %40 = load ptr, ptr %31, align 8, !tbaa !35
  %41 = getelementptr inbounds i8, ptr %40, i64 16
  %42 = load ptr, ptr %41, align 8
  tail call void %42(ptr noundef nonnull align 8 dereferenceable(16) %31) #26
  %43 = load ptr, ptr %31, align 8, !tbaa !35
  %44 = getelementptr inbounds i8, ptr %43, i64 24
  %45 = load ptr, ptr %44, align 8
  tail call void %45(ptr noundef nonnull align 8 dereferenceable(16) %31) #26
  br label %57

46:                                               ; preds = %33
  %47 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %48 = icmp eq i8 %47, 0
  br i1 %48, label %51, label %49

49:                                               ; preds = %46
  %50 = add nsw i32 %37, -1
  store i32 %50, ptr %34, align 4, !tbaa !38
  br label %53

51:                                               ; preds = %46
  %52 = atomicrmw volatile add ptr %34, i32 -1 acq_rel, align 4
  br label %53

53:                                               ; preds = %51, %49
  %54 = phi i32 [ %37, %49 ], [ %52, %51 ]
  %55 = icmp eq i32 %54, 1
  br i1 %55, label %56, label %57, !prof !39

56:                                               ; preds = %53
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #26
  br label %57

57:                                               ; preds = %29, %38, %53, %56
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZL14brighten_imageRNS0_5queueER7PicturefENKUlRNS0_7handlerEE_clESB_EUlS5_E_EES5_Li2EED0Ev(ptr noundef nonnull align 8 dereferenceable(96) %0) unnamed_addr #17 align 2 {
  tail call void @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZL14brighten_imageRNS0_5queueER7PicturefENKUlRNS0_7handlerEE_clESB_EUlS5_E_EES5_Li2EED2Ev(ptr noundef nonnull align 8 dereferenceable(96) %0) #26
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 96) #30
  ret void
}

; Function Attrs: mustprogress uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZL14brighten_imageRNS0_5queueER7PicturefENKUlRNS0_7handlerEE_clESB_EUlS5_E_EES5_Li2EE23InstantiateKernelOnHostEv(ptr nocapture noundef nonnull readonly align 8 dereferenceable(96) %0) unnamed_addr #21 align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca %"class.sycl::_V1::id", align 8
  %3 = alloca %"class.sycl::_V1::vec.214", align 8
  %4 = alloca %"class.sycl::_V1::vec", align 16
  %5 = alloca %"class.sycl::_V1::detail::RoundedRangeKernel.195", align 8
  %6 = getelementptr inbounds i8, ptr %0, i64 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %5, ptr noundef nonnull readonly align 8 dereferenceable(16) %6, i64 16, i1 false)
  %7 = getelementptr inbounds i8, ptr %5, i64 16
  %8 = getelementptr inbounds i8, ptr %0, i64 24
  %9 = load ptr, ptr %8, align 8, !tbaa !157
  store ptr %9, ptr %7, align 8, !tbaa !157
  %10 = getelementptr inbounds i8, ptr %5, i64 24
  %11 = getelementptr inbounds i8, ptr %0, i64 32
  %12 = load ptr, ptr %11, align 8, !tbaa !29
  store ptr %12, ptr %10, align 8, !tbaa !29
  %13 = icmp eq ptr %12, null
  br i1 %13, label %23, label %14

14:                                               ; preds = %1
  %15 = getelementptr inbounds i8, ptr %12, i64 8
  %16 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %17 = icmp eq i8 %16, 0
  br i1 %17, label %21, label %18

18:                                               ; preds = %14
  %19 = load i32, ptr %15, align 4, !tbaa !38
  %20 = add nsw i32 %19, 1
  store i32 %20, ptr %15, align 4, !tbaa !38
  br label %23

21:                                               ; preds = %14
  %22 = atomicrmw volatile add ptr %15, i32 1 acq_rel, align 4
  br label %23

23:                                               ; preds = %21, %18, %1
  %24 = getelementptr inbounds i8, ptr %5, i64 32
  %25 = getelementptr inbounds i8, ptr %0, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %24, ptr noundef nonnull readonly align 8 dereferenceable(16) %25, i64 16, i1 false)
  %26 = getelementptr inbounds i8, ptr %5, i64 48
  %27 = getelementptr inbounds i8, ptr %0, i64 56
  %28 = load ptr, ptr %27, align 8, !tbaa !157
  store ptr %28, ptr %26, align 8, !tbaa !157
  %29 = getelementptr inbounds i8, ptr %5, i64 56
  %30 = getelementptr inbounds i8, ptr %0, i64 64
  %31 = load ptr, ptr %30, align 8, !tbaa !29
  store ptr %31, ptr %29, align 8, !tbaa !29
  %32 = icmp eq ptr %31, null
  br i1 %32, label %42, label %33

33:                                               ; preds = %23
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %36 = icmp eq i8 %35, 0
  br i1 %36, label %40, label %37

37:                                               ; preds = %33
  %38 = load i32, ptr %34, align 4, !tbaa !38
  %39 = add nsw i32 %38, 1
  store i32 %39, ptr %34, align 4, !tbaa !38
  br label %42

40:                                               ; preds = %33
  %41 = atomicrmw volatile add ptr %34, i32 1 acq_rel, align 4
  br label %42

42:                                               ; preds = %23, %37, %40
  %43 = getelementptr inbounds i8, ptr %5, i64 64
  %44 = getelementptr inbounds i8, ptr %0, i64 72
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %43, ptr noundef nonnull readonly align 8 dereferenceable(16) %44, i64 16, i1 false)
  %45 = getelementptr inbounds i8, ptr %5, i64 80
  %46 = getelementptr inbounds i8, ptr %0, i64 88
  %47 = load float, ptr %46, align 8, !tbaa !227
  store float %47, ptr %45, align 8, !tbaa !227
  %48 = load i64, ptr %5, align 8
  %49 = getelementptr inbounds i8, ptr %5, i64 8
  %50 = load i64, ptr %49, align 8
  %51 = icmp eq i64 %48, 0
  %52 = icmp eq i64 %50, 0
  %53 = select i1 %52, i1 true, i1 %51
  br i1 %53, label %90, label %54

54:                                               ; preds = %42
  %55 = getelementptr inbounds i8, ptr %3, i64 4
  %56 = getelementptr inbounds i8, ptr %4, i64 8
  %57 = getelementptr inbounds i8, ptr %5, i64 44
  %58 = getelementptr inbounds i8, ptr %5, i64 40
  br label %59

59:                                               ; preds = %81, %54
  %60 = phi i64 [ 0, %54 ], [ %88, %81 ]
  %61 = phi i64 [ 0, %54 ], [ %87, %81 ]
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #26
  %62 = trunc i64 %61 to i32
  %63 = trunc i64 %60 to i32
  store i32 %62, ptr %3, align 8, !tbaa !38
  store i32 %63, ptr %55, align 4, !tbaa !38
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #26
  %64 = invoke { <2 x float>, <2 x float> } @_ZNK4sycl3_V16detail14image_accessorINS0_3vecIfLi4EEELi2ELNS0_6access4modeE1024ELNS5_6targetE2017ELNS5_11placeholderE0EE4readINS3_IiLi2EEELi2EvEES4_RKT_(ptr noundef nonnull align 8 dereferenceable(32) %26, ptr noundef nonnull align 8 dereferenceable(8) %3)
          to label %65 unwind label %145

65:                                               ; preds = %59
  %66 = extractvalue { <2 x float>, <2 x float> } %64, 0
  %67 = extractvalue { <2 x float>, <2 x float> } %64, 1
  %68 = load float, ptr %45, align 8, !tbaa !43
  %69 = insertelement <2 x float> poison, float %68, i64 0
  %70 = shufflevector <2 x float> %69, <2 x float> poison, <2 x i32> zeroinitializer
  %71 = fmul <2 x float> %66, %70
  %72 = fmul <2 x float> %67, %70
  store <2 x float> %71, ptr %4, align 16
  store <2 x float> %72, ptr %56, align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2)
  %73 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %7)
          to label %74 unwind label %145

74:                                               ; preds = %65
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %2, ptr noundef nonnull align 8 dereferenceable(24) %73, i64 24, i1 false)
  %75 = invoke noundef i32 @_ZNK4sycl3_V16detail16AccessorBaseHost11getElemSizeEv(ptr noundef nonnull align 8 dereferenceable(16) %7)
          to label %76 unwind label %145

76:                                               ; preds = %74
  %77 = trunc i32 %75 to i8
  %78 = load i32, ptr %57, align 4, !tbaa !270
  %79 = load i32, ptr %58, align 8, !tbaa !269
  %80 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %7) #26
  invoke void @_ZN4sycl3_V16detail18imageWriteHostImplINS0_3vecIiLi2EEENS3_IfLi4EEEEEvRKT_RKT0_NS0_2idILi3EEEhNS0_18image_channel_typeENS0_19image_channel_orderEPv(ptr noundef nonnull align 8 dereferenceable(8) %3, ptr noundef nonnull align 16 dereferenceable(16) %4, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %2, i8 noundef zeroext %77, i32 noundef %78, i32 noundef %79, ptr noundef %80)
          to label %81 unwind label %145

81:                                               ; preds = %76
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #26
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #26
  %82 = add i64 %61, 1
  %83 = icmp uge i64 %82, %48
  %84 = add i64 %60, 1
  %85 = icmp uge i64 %84, %50
  %86 = select i1 %85, i64 0, i64 %84
  %87 = select i1 %83, i64 0, i64 %82
  %88 = select i1 %83, i64 %86, i64 %60
  %89 = select i1 %83, i1 %85, i1 false
  br i1 %89, label %90, label %59, !llvm.loop !275

90:                                               ; preds = %81, %42
  %91 = load ptr, ptr %29, align 8, !tbaa !29
  %92 = icmp eq ptr %91, null
  br i1 %92, label %117, label %93

93:                                               ; preds = %90
  %94 = getelementptr inbounds i8, ptr %91, i64 8
  %95 = load atomic i64, ptr %94 acquire, align 8
  %96 = icmp eq i64 %95, 4294967297
  %97 = trunc i64 %95 to i32
  br i1 %96, label %98, label %106

98:                                               ; preds = %93
  store i32 0, ptr %94, align 8, !tbaa !31
  %99 = getelementptr inbounds i8, ptr %91, i64 12
  store i32 0, ptr %99, align 4, !tbaa !34
  %100 = load ptr, ptr %91, align 8, !tbaa !35
  %101 = getelementptr inbounds i8, ptr %100, i64 16
  %102 = load ptr, ptr %101, align 8
  call void %102(ptr noundef nonnull align 8 dereferenceable(16) %91) #26
  %103 = load ptr, ptr %91, align 8, !tbaa !35
  %104 = getelementptr inbounds i8, ptr %103, i64 24
  %105 = load ptr, ptr %104, align 8
  call void %105(ptr noundef nonnull align 8 dereferenceable(16) %91) #26
  br label %117

106:                                              ; preds = %93
  %107 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %108 = icmp eq i8 %107, 0
  br i1 %108, label %111, label %109

109:                                              ; preds = %106
  %110 = add nsw i32 %97, -1
  store i32 %110, ptr %94, align 4, !tbaa !38
  br label %113

111:                                              ; preds = %106
  %112 = atomicrmw volatile add ptr %94, i32 -1 acq_rel, align 4
  br label %113

113:                                              ; preds = %111, %109
  %114 = phi i32 [ %97, %109 ], [ %112, %111 ]
  %115 = icmp eq i32 %114, 1
  br i1 %115, label %116, label %117, !prof !39

116:                                              ; preds = %113
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %91) #26
  br label %117

117:                                              ; preds = %116, %113, %98, %90
  %118 = load ptr, ptr %10, align 8, !tbaa !29
  %119 = icmp eq ptr %118, null
  br i1 %119, label %144, label %120

120:                                              ; preds = %117
  %121 = getelementptr inbounds i8, ptr %118, i64 8
  %122 = load atomic i64, ptr %121 acquire, align 8
  %123 = icmp eq i64 %122, 4294967297
  %124 = trunc i64 %122 to i32
  br i1 %123, label %125, label %133

125:                                              ; preds = %120
  store i32 0, ptr %121, align 8, !tbaa !31
  %126 = getelementptr inbounds i8, ptr %118, i64 12
  store i32 0, ptr %126, align 4, !tbaa !34
  %127 = load ptr, ptr %118, align 8, !tbaa !35
  %128 = getelementptr inbounds i8, ptr %127, i64 16
  %129 = load ptr, ptr %128, align 8
  call void %129(ptr noundef nonnull align 8 dereferenceable(16) %118) #26
  %130 = load ptr, ptr %118, align 8, !tbaa !35
  %131 = getelementptr inbounds i8, ptr %130, i64 24
  %132 = load ptr, ptr %131, align 8
  call void %132(ptr noundef nonnull align 8 dereferenceable(16) %118) #26
  br label %144

133:                                              ; preds = %120
  %134 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %135 = icmp eq i8 %134, 0
  br i1 %135, label %138, label %136

136:                                              ; preds = %133
  %137 = add nsw i32 %124, -1
  store i32 %137, ptr %121, align 4, !tbaa !38
  br label %140

138:                                              ; preds = %133
  %139 = atomicrmw volatile add ptr %121, i32 -1 acq_rel, align 4
  br label %140

140:                                              ; preds = %138, %136
  %141 = phi i32 [ %124, %136 ], [ %139, %138 ]
  %142 = icmp eq i32 %141, 1
  br i1 %142, label %143, label %144, !prof !39

143:                                              ; preds = %140
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %118) #26
  br label %144

144:                                              ; preds = %117, %125, %140, %143
  ret void

145:                                              ; preds = %76, %74, %65, %59
  %146 = landingpad { ptr, i32 }
          cleanup
  call fastcc void @_ZN4sycl3_V16detail18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZL14brighten_imageRNS0_5queueER7PicturefENKUlRNS0_7handlerEE_clESA_EUlS4_E_ED2Ev(ptr noundef nonnull align 8 dereferenceable(88) %5) #26
  resume { ptr, i32 } %146
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local { <2 x float>, <2 x float> } @_ZNK4sycl3_V16detail14image_accessorINS0_3vecIfLi4EEELi2ELNS0_6access4modeE1024ELNS5_6targetE2017ELNS5_11placeholderE0EE4readINS3_IiLi2EEELi2EvEES4_RKT_(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(8) %1) local_unnamed_addr #21 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca [3 x i64], align 8
  %4 = alloca [3 x i64], align 8
  %5 = alloca %"class.sycl::_V1::sampler", align 8
  %6 = alloca %"class.sycl::_V1::property_list", align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #26
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #26
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %6, i8 0, i64 32, i1 false)
  invoke void @_ZN4sycl3_V17samplerC1ENS0_29coordinate_normalization_modeENS0_15addressing_modeENS0_14filtering_modeERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %5, i32 noundef 0, i32 noundef 4400, i32 noundef 4416, ptr noundef nonnull align 8 dereferenceable(32) %6)
          to label %7 unwind label %105

7:                                                ; preds = %2
  %8 = getelementptr inbounds i8, ptr %6, i64 8
  %9 = load ptr, ptr %8, align 8, !tbaa !26
  %10 = getelementptr inbounds i8, ptr %6, i64 16
  %11 = load ptr, ptr %10, align 8, !tbaa !28
  %12 = icmp eq ptr %9, %11
  br i1 %12, label %47, label %13

13:                                               ; preds = %7, %42
  %14 = phi ptr [ %43, %42 ], [ %9, %7 ]
  %15 = getelementptr inbounds i8, ptr %14, i64 8
  %16 = load ptr, ptr %15, align 8, !tbaa !29
  %17 = icmp eq ptr %16, null
  br i1 %17, label %42, label %18

18:                                               ; preds = %13
  %19 = getelementptr inbounds i8, ptr %16, i64 8
  %20 = load atomic i64, ptr %19 acquire, align 8
  %21 = icmp eq i64 %20, 4294967297
  %22 = trunc i64 %20 to i32
  br i1 %21, label %23, label %31

23:                                               ; preds = %18
  store i32 0, ptr %19, align 8, !tbaa !31
  %24 = getelementptr inbounds i8, ptr %16, i64 12
  store i32 0, ptr %24, align 4, !tbaa !34
  %25 = load ptr, ptr %16, align 8, !tbaa !35
  %26 = getelementptr inbounds i8, ptr %25, i64 16
  %27 = load ptr, ptr %26, align 8
  call void %27(ptr noundef nonnull align 8 dereferenceable(16) %16) #26
  %28 = load ptr, ptr %16, align 8, !tbaa !35
  %29 = getelementptr inbounds i8, ptr %28, i64 24
  %30 = load ptr, ptr %29, align 8
  call void %30(ptr noundef nonnull align 8 dereferenceable(16) %16) #26
  br label %42

31:                                               ; preds = %18
  %32 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %33 = icmp eq i8 %32, 0
  br i1 %33, label %36, label %34

34:                                               ; preds = %31
  %35 = add nsw i32 %22, -1
  store i32 %35, ptr %19, align 4, !tbaa !38
  br label %38

36:                                               ; preds = %31
  %37 = atomicrmw volatile add ptr %19, i32 -1 acq_rel, align 4
  br label %38

38:                                               ; preds = %36, %34
  %39 = phi i32 [ %22, %34 ], [ %37, %36 ]
  %40 = icmp eq i32 %39, 1
  br i1 %40, label %41, label %42, !prof !39

41:                                               ; preds = %38
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %16) #26
  br label %42

42:                                               ; preds = %41, %38, %23, %13
  %43 = getelementptr inbounds i8, ptr %14, i64 16
  %44 = icmp eq ptr %43, %11
  br i1 %44, label %45, label %13, !llvm.loop !40

45:                                               ; preds = %42
  %46 = load ptr, ptr %8, align 8, !tbaa !26
  br label %47

47:                                               ; preds = %45, %7
  %48 = phi ptr [ %46, %45 ], [ %9, %7 ]
  %49 = icmp eq ptr %48, null
  br i1 %49, label %56, label %50

50:                                               ; preds = %47
  %51 = getelementptr inbounds i8, ptr %6, i64 24
  %52 = load ptr, ptr %51, align 8, !tbaa !41
  %53 = ptrtoint ptr %52 to i64
  %54 = ptrtoint ptr %48 to i64
  %55 = sub i64 %53, %54
  call void @_ZdlPvm(ptr noundef nonnull %48, i64 noundef %55) #30
  br label %56

56:                                               ; preds = %47, %50
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #26
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4)
  %57 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %58 unwind label %107

58:                                               ; preds = %56
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %3, ptr noundef nonnull align 8 dereferenceable(24) %57, i64 24, i1 false)
  %59 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %60 unwind label %107

60:                                               ; preds = %58
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %4, ptr noundef nonnull align 8 dereferenceable(24) %59, i64 24, i1 false)
  %61 = getelementptr inbounds i8, ptr %0, i64 28
  %62 = load i32, ptr %61, align 4, !tbaa !261
  %63 = getelementptr inbounds i8, ptr %0, i64 24
  %64 = load i32, ptr %63, align 8, !tbaa !260
  %65 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #26
  %66 = invoke noundef i32 @_ZNK4sycl3_V16detail16AccessorBaseHost11getElemSizeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %67 unwind label %107

67:                                               ; preds = %60
  %68 = trunc i32 %66 to i8
  %69 = invoke noundef i32 @_ZNK4sycl3_V17sampler33get_coordinate_normalization_modeEv(ptr noundef nonnull align 8 dereferenceable(16) %5)
          to label %70 unwind label %107

70:                                               ; preds = %67
  %71 = invoke noundef i32 @_ZNK4sycl3_V17sampler19get_addressing_modeEv(ptr noundef nonnull align 8 dereferenceable(16) %5)
          to label %72 unwind label %107

72:                                               ; preds = %70
  %73 = invoke noundef i32 @_ZNK4sycl3_V17sampler18get_filtering_modeEv(ptr noundef nonnull align 8 dereferenceable(16) %5)
          to label %74 unwind label %107

74:                                               ; preds = %72
  %75 = invoke { <2 x float>, <2 x float> } @_ZN4sycl3_V16detail24imageReadSamplerHostImplINS0_3vecIiLi2EEENS3_IfLi4EEEEET0_RKT_NS0_29coordinate_normalization_modeENS0_15addressing_modeENS0_14filtering_modeENS0_5rangeILi3EEENS0_2idILi3EEENS0_18image_channel_typeENS0_19image_channel_orderEPvh(ptr noundef nonnull align 8 dereferenceable(8) %1, i32 noundef %69, i32 noundef %71, i32 noundef %73, ptr noundef nonnull byval(%"class.sycl::_V1::range.119") align 8 %3, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %4, i32 noundef %62, i32 noundef %64, ptr noundef %65, i8 noundef zeroext %68)
          to label %76 unwind label %107

76:                                               ; preds = %74
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4)
  %77 = getelementptr inbounds i8, ptr %5, i64 8
  %78 = load ptr, ptr %77, align 8, !tbaa !29
  %79 = icmp eq ptr %78, null
  br i1 %79, label %104, label %80

80:                                               ; preds = %76
  %81 = getelementptr inbounds i8, ptr %78, i64 8
  %82 = load atomic i64, ptr %81 acquire, align 8
  %83 = icmp eq i64 %82, 4294967297
  %84 = trunc i64 %82 to i32
  br i1 %83, label %85, label %93

85:                                               ; preds = %80
  store i32 0, ptr %81, align 8, !tbaa !31
  %86 = getelementptr inbounds i8, ptr %78, i64 12
  store i32 0, ptr %86, align 4, !tbaa !34
  %87 = load ptr, ptr %78, align 8, !tbaa !35
  %88 = getelementptr inbounds i8, ptr %87, i64 16
  %89 = load ptr, ptr %88, align 8
  call void %89(ptr noundef nonnull align 8 dereferenceable(16) %78) #26
  %90 = load ptr, ptr %78, align 8, !tbaa !35
  %91 = getelementptr inbounds i8, ptr %90, i64 24
  %92 = load ptr, ptr %91, align 8
  call void %92(ptr noundef nonnull align 8 dereferenceable(16) %78) #26
  br label %104

93:                                               ; preds = %80
  %94 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %95 = icmp eq i8 %94, 0
  br i1 %95, label %98, label %96

96:                                               ; preds = %93
  %97 = add nsw i32 %84, -1
  store i32 %97, ptr %81, align 4, !tbaa !38
  br label %100

98:                                               ; preds = %93
  %99 = atomicrmw volatile add ptr %81, i32 -1 acq_rel, align 4
  br label %100

100:                                              ; preds = %98, %96
  %101 = phi i32 [ %84, %96 ], [ %99, %98 ]
  %102 = icmp eq i32 %101, 1
  br i1 %102, label %103, label %104, !prof !39

103:                                              ; preds = %100
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %78) #26
  br label %104

104:                                              ; preds = %76, %85, %100, %103
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #26
  ret { <2 x float>, <2 x float> } %75

105:                                              ; preds = %2
  %106 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %6) #26
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #26
  br label %109

107:                                              ; preds = %74, %72, %70, %67, %60, %58, %56
  %108 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V17samplerD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %5) #26
  br label %109

109:                                              ; preds = %107, %105
  %110 = phi { ptr, i32 } [ %108, %107 ], [ %106, %105 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #26
  resume { ptr, i32 } %110
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail18imageWriteHostImplINS0_3vecIiLi2EEENS3_IfLi4EEEEEvRKT_RKT0_NS0_2idILi3EEEhNS0_18image_channel_typeENS0_19image_channel_orderEPv(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef nonnull align 16 dereferenceable(16) %1, ptr noundef byval(%"class.sycl::_V1::id") align 8 %2, i8 noundef zeroext %3, i32 noundef %4, i32 noundef %5, ptr noundef %6) local_unnamed_addr #21 comdat personality ptr @__gxx_personality_v0 {
  %8 = alloca %"class.sycl::_V1::vec", align 16
  %9 = load i64, ptr %2, align 8
  %10 = load i32, ptr %0, align 8, !tbaa !38
  %11 = zext i8 %3 to i32
  %12 = mul nsw i32 %10, %11
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds i8, ptr %0, i64 4
  %15 = load i32, ptr %14, align 4, !tbaa !38
  %16 = sext i32 %15 to i64
  %17 = mul i64 %9, %16
  %18 = getelementptr i8, ptr %6, i64 %17
  %19 = getelementptr i8, ptr %18, i64 %13
  switch i32 %4, label %472 [
    i32 0, label %20
    i32 1, label %78
    i32 2, label %136
    i32 3, label %194
    i32 4, label %252
    i32 5, label %263
    i32 6, label %298
    i32 7, label %362
    i32 8, label %370
    i32 9, label %378
    i32 10, label %386
    i32 11, label %394
    i32 12, label %402
    i32 13, label %410
    i32 14, label %448
  ]

20:                                               ; preds = %7
  %21 = load <2 x float>, ptr %1, align 16
  %22 = getelementptr inbounds i8, ptr %1, i64 8
  %23 = load <2 x float>, ptr %22, align 8
  %24 = extractelement <2 x float> %21, i64 0
  %25 = fmul float %24, 1.270000e+02
  %26 = extractelement <2 x float> %21, i64 1
  %27 = fmul float %26, 1.270000e+02
  %28 = extractelement <2 x float> %23, i64 0
  %29 = fmul float %28, 1.270000e+02
  %30 = extractelement <2 x float> %23, i64 1
  %31 = fmul float %30, 1.270000e+02
  %32 = tail call noundef i32 @_ZN4sycl3_V16detail11ConvertFToSIfiLi1EiLNS_13rounding_modeE1EEET0_T_(float noundef %25)
  %33 = zext i32 %32 to i64
  %34 = tail call noundef i32 @_ZN4sycl3_V16detail11ConvertFToSIfiLi1EiLNS_13rounding_modeE1EEET0_T_(float noundef %27)
  %35 = zext i32 %34 to i64
  %36 = shl nuw i64 %35, 32
  %37 = or disjoint i64 %36, %33
  %38 = tail call noundef i32 @_ZN4sycl3_V16detail11ConvertFToSIfiLi1EiLNS_13rounding_modeE1EEET0_T_(float noundef %29)
  %39 = zext i32 %38 to i64
  %40 = tail call noundef i32 @_ZN4sycl3_V16detail11ConvertFToSIfiLi1EiLNS_13rounding_modeE1EEET0_T_(float noundef %31)
  %41 = zext i32 %40 to i64
  %42 = shl nuw i64 %41, 32
  %43 = or disjoint i64 %42, %39
  %44 = tail call { i64, i64 } @_ZN4sycl3_V112__clamp_implENS0_3vecIiLi4EEES2_S2_(i64 %37, i64 %43, i64 -545460846720, i64 -545460846720, i64 545460846719, i64 545460846719)
  %45 = extractvalue { i64, i64 } %44, 0
  %46 = extractvalue { i64, i64 } %44, 1
  %47 = trunc i64 %45 to i8
  %48 = lshr i64 %45, 32
  %49 = trunc i64 %48 to i8
  %50 = trunc i64 %46 to i8
  %51 = lshr i64 %46, 32
  %52 = trunc i64 %51 to i8
  switch i32 %5, label %472 [
    i32 0, label %53
    i32 1, label %54
    i32 2, label %54
    i32 11, label %54
    i32 12, label %54
    i32 3, label %55
    i32 4, label %55
    i32 5, label %57
    i32 6, label %59
    i32 7, label %59
    i32 8, label %62
    i32 14, label %62
    i32 9, label %66
    i32 10, label %70
    i32 13, label %74
  ]

53:                                               ; preds = %20
  store i8 %52, ptr %19, align 1, !tbaa !37
  br label %472

54:                                               ; preds = %20, %20, %20, %20
  store i8 %47, ptr %19, align 1, !tbaa !37
  br label %472

55:                                               ; preds = %20, %20
  store i8 %47, ptr %19, align 1, !tbaa !37
  %56 = getelementptr inbounds i8, ptr %19, i64 1
  store i8 %49, ptr %56, align 1, !tbaa !37
  br label %472

57:                                               ; preds = %20
  store i8 %47, ptr %19, align 1, !tbaa !37
  %58 = getelementptr inbounds i8, ptr %19, i64 1
  store i8 %52, ptr %58, align 1, !tbaa !37
  br label %472

59:                                               ; preds = %20, %20
  store i8 %47, ptr %19, align 1, !tbaa !37
  %60 = getelementptr inbounds i8, ptr %19, i64 1
  store i8 %49, ptr %60, align 1, !tbaa !37
  %61 = getelementptr inbounds i8, ptr %19, i64 2
  store i8 %50, ptr %61, align 1, !tbaa !37
  br label %472

62:                                               ; preds = %20, %20
  store i8 %47, ptr %19, align 1, !tbaa !37
  %63 = getelementptr inbounds i8, ptr %19, i64 1
  store i8 %49, ptr %63, align 1, !tbaa !37
  %64 = getelementptr inbounds i8, ptr %19, i64 2
  store i8 %50, ptr %64, align 1, !tbaa !37
  %65 = getelementptr inbounds i8, ptr %19, i64 3
  store i8 %52, ptr %65, align 1, !tbaa !37
  br label %472

66:                                               ; preds = %20
  store i8 %52, ptr %19, align 1, !tbaa !37
  %67 = getelementptr inbounds i8, ptr %19, i64 1
  store i8 %47, ptr %67, align 1, !tbaa !37
  %68 = getelementptr inbounds i8, ptr %19, i64 2
  store i8 %49, ptr %68, align 1, !tbaa !37
  %69 = getelementptr inbounds i8, ptr %19, i64 3
  store i8 %50, ptr %69, align 1, !tbaa !37
  br label %472

70:                                               ; preds = %20
  store i8 %50, ptr %19, align 1, !tbaa !37
  %71 = getelementptr inbounds i8, ptr %19, i64 1
  store i8 %49, ptr %71, align 1, !tbaa !37
  %72 = getelementptr inbounds i8, ptr %19, i64 2
  store i8 %47, ptr %72, align 1, !tbaa !37
  %73 = getelementptr inbounds i8, ptr %19, i64 3
  store i8 %52, ptr %73, align 1, !tbaa !37
  br label %472

74:                                               ; preds = %20
  store i8 %52, ptr %19, align 1, !tbaa !37
  %75 = getelementptr inbounds i8, ptr %19, i64 1
  store i8 %50, ptr %75, align 1, !tbaa !37
  %76 = getelementptr inbounds i8, ptr %19, i64 2
  store i8 %49, ptr %76, align 1, !tbaa !37
  %77 = getelementptr inbounds i8, ptr %19, i64 3
  store i8 %47, ptr %77, align 1, !tbaa !37
  br label %472

78:                                               ; preds = %7
  %79 = load <2 x float>, ptr %1, align 16
  %80 = getelementptr inbounds i8, ptr %1, i64 8
  %81 = load <2 x float>, ptr %80, align 8
  %82 = extractelement <2 x float> %79, i64 0
  %83 = fmul float %82, 3.276700e+04
  %84 = extractelement <2 x float> %79, i64 1
  %85 = fmul float %84, 3.276700e+04
  %86 = extractelement <2 x float> %81, i64 0
  %87 = fmul float %86, 3.276700e+04
  %88 = extractelement <2 x float> %81, i64 1
  %89 = fmul float %88, 3.276700e+04
  %90 = tail call noundef i32 @_ZN4sycl3_V16detail11ConvertFToSIfiLi1EiLNS_13rounding_modeE1EEET0_T_(float noundef %83)
  %91 = zext i32 %90 to i64
  %92 = tail call noundef i32 @_ZN4sycl3_V16detail11ConvertFToSIfiLi1EiLNS_13rounding_modeE1EEET0_T_(float noundef %85)
  %93 = zext i32 %92 to i64
  %94 = shl nuw i64 %93, 32
  %95 = or disjoint i64 %94, %91
  %96 = tail call noundef i32 @_ZN4sycl3_V16detail11ConvertFToSIfiLi1EiLNS_13rounding_modeE1EEET0_T_(float noundef %87)
  %97 = zext i32 %96 to i64
  %98 = tail call noundef i32 @_ZN4sycl3_V16detail11ConvertFToSIfiLi1EiLNS_13rounding_modeE1EEET0_T_(float noundef %89)
  %99 = zext i32 %98 to i64
  %100 = shl nuw i64 %99, 32
  %101 = or disjoint i64 %100, %97
  %102 = tail call { i64, i64 } @_ZN4sycl3_V112__clamp_implENS0_3vecIiLi4EEES2_S2_(i64 %95, i64 %101, i64 -140733193420800, i64 -140733193420800, i64 140733193420799, i64 140733193420799)
  %103 = extractvalue { i64, i64 } %102, 0
  %104 = extractvalue { i64, i64 } %102, 1
  %105 = trunc i64 %103 to i16
  %106 = lshr i64 %103, 32
  %107 = trunc i64 %106 to i16
  %108 = trunc i64 %104 to i16
  %109 = lshr i64 %104, 32
  %110 = trunc i64 %109 to i16
  switch i32 %5, label %472 [
    i32 0, label %111
    i32 1, label %112
    i32 2, label %112
    i32 11, label %112
    i32 12, label %112
    i32 3, label %113
    i32 4, label %113
    i32 5, label %115
    i32 6, label %117
    i32 7, label %117
    i32 8, label %120
    i32 14, label %120
    i32 9, label %124
    i32 10, label %128
    i32 13, label %132
  ]

111:                                              ; preds = %78
  store i16 %110, ptr %19, align 2, !tbaa !276
  br label %472

112:                                              ; preds = %78, %78, %78, %78
  store i16 %105, ptr %19, align 2, !tbaa !276
  br label %472

113:                                              ; preds = %78, %78
  store i16 %105, ptr %19, align 2, !tbaa !276
  %114 = getelementptr inbounds i8, ptr %19, i64 2
  store i16 %107, ptr %114, align 2, !tbaa !276
  br label %472

115:                                              ; preds = %78
  store i16 %105, ptr %19, align 2, !tbaa !276
  %116 = getelementptr inbounds i8, ptr %19, i64 2
  store i16 %110, ptr %116, align 2, !tbaa !276
  br label %472

117:                                              ; preds = %78, %78
  store i16 %105, ptr %19, align 2, !tbaa !276
  %118 = getelementptr inbounds i8, ptr %19, i64 2
  store i16 %107, ptr %118, align 2, !tbaa !276
  %119 = getelementptr inbounds i8, ptr %19, i64 4
  store i16 %108, ptr %119, align 2, !tbaa !276
  br label %472

120:                                              ; preds = %78, %78
  store i16 %105, ptr %19, align 2, !tbaa !276
  %121 = getelementptr inbounds i8, ptr %19, i64 2
  store i16 %107, ptr %121, align 2, !tbaa !276
  %122 = getelementptr inbounds i8, ptr %19, i64 4
  store i16 %108, ptr %122, align 2, !tbaa !276
  %123 = getelementptr inbounds i8, ptr %19, i64 6
  store i16 %110, ptr %123, align 2, !tbaa !276
  br label %472

124:                                              ; preds = %78
  store i16 %110, ptr %19, align 2, !tbaa !276
  %125 = getelementptr inbounds i8, ptr %19, i64 2
  store i16 %105, ptr %125, align 2, !tbaa !276
  %126 = getelementptr inbounds i8, ptr %19, i64 4
  store i16 %107, ptr %126, align 2, !tbaa !276
  %127 = getelementptr inbounds i8, ptr %19, i64 6
  store i16 %108, ptr %127, align 2, !tbaa !276
  br label %472

128:                                              ; preds = %78
  store i16 %108, ptr %19, align 2, !tbaa !276
  %129 = getelementptr inbounds i8, ptr %19, i64 2
  store i16 %107, ptr %129, align 2, !tbaa !276
  %130 = getelementptr inbounds i8, ptr %19, i64 4
  store i16 %105, ptr %130, align 2, !tbaa !276
  %131 = getelementptr inbounds i8, ptr %19, i64 6
  store i16 %110, ptr %131, align 2, !tbaa !276
  br label %472

132:                                              ; preds = %78
  store i16 %110, ptr %19, align 2, !tbaa !276
  %133 = getelementptr inbounds i8, ptr %19, i64 2
  store i16 %108, ptr %133, align 2, !tbaa !276
  %134 = getelementptr inbounds i8, ptr %19, i64 4
  store i16 %107, ptr %134, align 2, !tbaa !276
  %135 = getelementptr inbounds i8, ptr %19, i64 6
  store i16 %105, ptr %135, align 2, !tbaa !276
  br label %472

136:                                              ; preds = %7
  %137 = load <2 x float>, ptr %1, align 16
  %138 = getelementptr inbounds i8, ptr %1, i64 8
  %139 = load <2 x float>, ptr %138, align 8
  %140 = extractelement <2 x float> %137, i64 0
  %141 = fmul float %140, 2.550000e+02
  %142 = extractelement <2 x float> %137, i64 1
  %143 = fmul float %142, 2.550000e+02
  %144 = extractelement <2 x float> %139, i64 0
  %145 = fmul float %144, 2.550000e+02
  %146 = extractelement <2 x float> %139, i64 1
  %147 = fmul float %146, 2.550000e+02
  %148 = tail call noundef i32 @_ZN4sycl3_V16detail11ConvertFToSIfiLi1EiLNS_13rounding_modeE1EEET0_T_(float noundef %141)
  %149 = zext i32 %148 to i64
  %150 = tail call noundef i32 @_ZN4sycl3_V16detail11ConvertFToSIfiLi1EiLNS_13rounding_modeE1EEET0_T_(float noundef %143)
  %151 = zext i32 %150 to i64
  %152 = shl nuw i64 %151, 32
  %153 = or disjoint i64 %152, %149
  %154 = tail call noundef i32 @_ZN4sycl3_V16detail11ConvertFToSIfiLi1EiLNS_13rounding_modeE1EEET0_T_(float noundef %145)
  %155 = zext i32 %154 to i64
  %156 = tail call noundef i32 @_ZN4sycl3_V16detail11ConvertFToSIfiLi1EiLNS_13rounding_modeE1EEET0_T_(float noundef %147)
  %157 = zext i32 %156 to i64
  %158 = shl nuw i64 %157, 32
  %159 = or disjoint i64 %158, %155
  %160 = tail call { i64, i64 } @_ZN4sycl3_V112__clamp_implENS0_3vecIiLi4EEES2_S2_(i64 %153, i64 %159, i64 0, i64 0, i64 1095216660735, i64 1095216660735)
  %161 = extractvalue { i64, i64 } %160, 0
  %162 = extractvalue { i64, i64 } %160, 1
  %163 = trunc i64 %161 to i8
  %164 = lshr i64 %161, 32
  %165 = trunc i64 %164 to i8
  %166 = trunc i64 %162 to i8
  %167 = lshr i64 %162, 32
  %168 = trunc i64 %167 to i8
  switch i32 %5, label %472 [
    i32 0, label %169
    i32 1, label %170
    i32 2, label %170
    i32 11, label %170
    i32 12, label %170
    i32 3, label %171
    i32 4, label %171
    i32 5, label %173
    i32 6, label %175
    i32 7, label %175
    i32 8, label %178
    i32 14, label %178
    i32 9, label %182
    i32 10, label %186
    i32 13, label %190
  ]

169:                                              ; preds = %136
  store i8 %168, ptr %19, align 1, !tbaa !37
  br label %472

170:                                              ; preds = %136, %136, %136, %136
  store i8 %163, ptr %19, align 1, !tbaa !37
  br label %472

171:                                              ; preds = %136, %136
  store i8 %163, ptr %19, align 1, !tbaa !37
  %172 = getelementptr inbounds i8, ptr %19, i64 1
  store i8 %165, ptr %172, align 1, !tbaa !37
  br label %472

173:                                              ; preds = %136
  store i8 %163, ptr %19, align 1, !tbaa !37
  %174 = getelementptr inbounds i8, ptr %19, i64 1
  store i8 %168, ptr %174, align 1, !tbaa !37
  br label %472

175:                                              ; preds = %136, %136
  store i8 %163, ptr %19, align 1, !tbaa !37
  %176 = getelementptr inbounds i8, ptr %19, i64 1
  store i8 %165, ptr %176, align 1, !tbaa !37
  %177 = getelementptr inbounds i8, ptr %19, i64 2
  store i8 %166, ptr %177, align 1, !tbaa !37
  br label %472

178:                                              ; preds = %136, %136
  store i8 %163, ptr %19, align 1, !tbaa !37
  %179 = getelementptr inbounds i8, ptr %19, i64 1
  store i8 %165, ptr %179, align 1, !tbaa !37
  %180 = getelementptr inbounds i8, ptr %19, i64 2
  store i8 %166, ptr %180, align 1, !tbaa !37
  %181 = getelementptr inbounds i8, ptr %19, i64 3
  store i8 %168, ptr %181, align 1, !tbaa !37
  br label %472

182:                                              ; preds = %136
  store i8 %168, ptr %19, align 1, !tbaa !37
  %183 = getelementptr inbounds i8, ptr %19, i64 1
  store i8 %163, ptr %183, align 1, !tbaa !37
  %184 = getelementptr inbounds i8, ptr %19, i64 2
  store i8 %165, ptr %184, align 1, !tbaa !37
  %185 = getelementptr inbounds i8, ptr %19, i64 3
  store i8 %166, ptr %185, align 1, !tbaa !37
  br label %472

186:                                              ; preds = %136
  store i8 %166, ptr %19, align 1, !tbaa !37
  %187 = getelementptr inbounds i8, ptr %19, i64 1
  store i8 %165, ptr %187, align 1, !tbaa !37
  %188 = getelementptr inbounds i8, ptr %19, i64 2
  store i8 %163, ptr %188, align 1, !tbaa !37
  %189 = getelementptr inbounds i8, ptr %19, i64 3
  store i8 %168, ptr %189, align 1, !tbaa !37
  br label %472

190:                                              ; preds = %136
  store i8 %168, ptr %19, align 1, !tbaa !37
  %191 = getelementptr inbounds i8, ptr %19, i64 1
  store i8 %166, ptr %191, align 1, !tbaa !37
  %192 = getelementptr inbounds i8, ptr %19, i64 2
  store i8 %165, ptr %192, align 1, !tbaa !37
  %193 = getelementptr inbounds i8, ptr %19, i64 3
  store i8 %163, ptr %193, align 1, !tbaa !37
  br label %472

194:                                              ; preds = %7
  %195 = load <2 x float>, ptr %1, align 16
  %196 = getelementptr inbounds i8, ptr %1, i64 8
  %197 = load <2 x float>, ptr %196, align 8
  %198 = extractelement <2 x float> %195, i64 0
  %199 = fmul float %198, 6.553500e+04
  %200 = extractelement <2 x float> %195, i64 1
  %201 = fmul float %200, 6.553500e+04
  %202 = extractelement <2 x float> %197, i64 0
  %203 = fmul float %202, 6.553500e+04
  %204 = extractelement <2 x float> %197, i64 1
  %205 = fmul float %204, 6.553500e+04
  %206 = tail call noundef i32 @_ZN4sycl3_V16detail11ConvertFToSIfiLi1EiLNS_13rounding_modeE1EEET0_T_(float noundef %199)
  %207 = zext i32 %206 to i64
  %208 = tail call noundef i32 @_ZN4sycl3_V16detail11ConvertFToSIfiLi1EiLNS_13rounding_modeE1EEET0_T_(float noundef %201)
  %209 = zext i32 %208 to i64
  %210 = shl nuw i64 %209, 32
  %211 = or disjoint i64 %210, %207
  %212 = tail call noundef i32 @_ZN4sycl3_V16detail11ConvertFToSIfiLi1EiLNS_13rounding_modeE1EEET0_T_(float noundef %203)
  %213 = zext i32 %212 to i64
  %214 = tail call noundef i32 @_ZN4sycl3_V16detail11ConvertFToSIfiLi1EiLNS_13rounding_modeE1EEET0_T_(float noundef %205)
  %215 = zext i32 %214 to i64
  %216 = shl nuw i64 %215, 32
  %217 = or disjoint i64 %216, %213
  %218 = tail call { i64, i64 } @_ZN4sycl3_V112__clamp_implENS0_3vecIiLi4EEES2_S2_(i64 %211, i64 %217, i64 0, i64 0, i64 281470681808895, i64 281470681808895)
  %219 = extractvalue { i64, i64 } %218, 0
  %220 = extractvalue { i64, i64 } %218, 1
  %221 = trunc i64 %219 to i16
  %222 = lshr i64 %219, 32
  %223 = trunc i64 %222 to i16
  %224 = trunc i64 %220 to i16
  %225 = lshr i64 %220, 32
  %226 = trunc i64 %225 to i16
  switch i32 %5, label %472 [
    i32 0, label %227
    i32 1, label %228
    i32 2, label %228
    i32 11, label %228
    i32 12, label %228
    i32 3, label %229
    i32 4, label %229
    i32 5, label %231
    i32 6, label %233
    i32 7, label %233
    i32 8, label %236
    i32 14, label %236
    i32 9, label %240
    i32 10, label %244
    i32 13, label %248
  ]

227:                                              ; preds = %194
  store i16 %226, ptr %19, align 2, !tbaa !276
  br label %472

228:                                              ; preds = %194, %194, %194, %194
  store i16 %221, ptr %19, align 2, !tbaa !276
  br label %472

229:                                              ; preds = %194, %194
  store i16 %221, ptr %19, align 2, !tbaa !276
  %230 = getelementptr inbounds i8, ptr %19, i64 2
  store i16 %223, ptr %230, align 2, !tbaa !276
  br label %472

231:                                              ; preds = %194
  store i16 %221, ptr %19, align 2, !tbaa !276
  %232 = getelementptr inbounds i8, ptr %19, i64 2
  store i16 %226, ptr %232, align 2, !tbaa !276
  br label %472

233:                                              ; preds = %194, %194
  store i16 %221, ptr %19, align 2, !tbaa !276
  %234 = getelementptr inbounds i8, ptr %19, i64 2
  store i16 %223, ptr %234, align 2, !tbaa !276
  %235 = getelementptr inbounds i8, ptr %19, i64 4
  store i16 %224, ptr %235, align 2, !tbaa !276
  br label %472

236:                                              ; preds = %194, %194
  store i16 %221, ptr %19, align 2, !tbaa !276
  %237 = getelementptr inbounds i8, ptr %19, i64 2
  store i16 %223, ptr %237, align 2, !tbaa !276
  %238 = getelementptr inbounds i8, ptr %19, i64 4
  store i16 %224, ptr %238, align 2, !tbaa !276
  %239 = getelementptr inbounds i8, ptr %19, i64 6
  store i16 %226, ptr %239, align 2, !tbaa !276
  br label %472

240:                                              ; preds = %194
  store i16 %226, ptr %19, align 2, !tbaa !276
  %241 = getelementptr inbounds i8, ptr %19, i64 2
  store i16 %221, ptr %241, align 2, !tbaa !276
  %242 = getelementptr inbounds i8, ptr %19, i64 4
  store i16 %223, ptr %242, align 2, !tbaa !276
  %243 = getelementptr inbounds i8, ptr %19, i64 6
  store i16 %224, ptr %243, align 2, !tbaa !276
  br label %472

244:                                              ; preds = %194
  store i16 %224, ptr %19, align 2, !tbaa !276
  %245 = getelementptr inbounds i8, ptr %19, i64 2
  store i16 %223, ptr %245, align 2, !tbaa !276
  %246 = getelementptr inbounds i8, ptr %19, i64 4
  store i16 %221, ptr %246, align 2, !tbaa !276
  %247 = getelementptr inbounds i8, ptr %19, i64 6
  store i16 %226, ptr %247, align 2, !tbaa !276
  br label %472

248:                                              ; preds = %194
  store i16 %226, ptr %19, align 2, !tbaa !276
  %249 = getelementptr inbounds i8, ptr %19, i64 2
  store i16 %224, ptr %249, align 2, !tbaa !276
  %250 = getelementptr inbounds i8, ptr %19, i64 4
  store i16 %223, ptr %250, align 2, !tbaa !276
  %251 = getelementptr inbounds i8, ptr %19, i64 6
  store i16 %221, ptr %251, align 2, !tbaa !276
  br label %472

252:                                              ; preds = %7
  %253 = tail call ptr @__cxa_allocate_exception(i64 64) #26
  %254 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 12) #26
  %255 = extractvalue { i32, ptr } %254, 0
  %256 = extractvalue { i32, ptr } %254, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %253, i32 %255, ptr %256, ptr noundef nonnull @.str.35)
          to label %257 unwind label %261

257:                                              ; preds = %252
  tail call void @__cxa_throw(ptr nonnull %253, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #27
  unreachable

258:                                              ; preds = %408, %400, %392, %384, %376, %368, %261
  %259 = phi ptr [ %403, %408 ], [ %395, %400 ], [ %387, %392 ], [ %379, %384 ], [ %371, %376 ], [ %363, %368 ], [ %253, %261 ]
  %260 = phi { ptr, i32 } [ %409, %408 ], [ %401, %400 ], [ %393, %392 ], [ %385, %384 ], [ %377, %376 ], [ %369, %368 ], [ %262, %261 ]
  tail call void @__cxa_free_exception(ptr %259) #26
  resume { ptr, i32 } %260

261:                                              ; preds = %252
  %262 = landingpad { ptr, i32 }
          cleanup
  br label %258

263:                                              ; preds = %7
  %264 = load <2 x float>, ptr %1, align 16
  %265 = getelementptr inbounds i8, ptr %1, i64 8
  %266 = load <2 x float>, ptr %265, align 8
  %267 = tail call i64 @_ZN4sycl3_V16detail16convertWriteDataIsEENS0_3vecIT_Li4EEENS3_IfLi4EEENS0_18image_channel_typeE(<2 x float> %264, <2 x float> %266, i32 noundef 5)
  %268 = trunc i64 %267 to i16
  %269 = lshr i64 %267, 16
  %270 = trunc i64 %269 to i16
  %271 = lshr i64 %267, 32
  %272 = trunc i64 %271 to i16
  %273 = lshr i64 %267, 48
  %274 = trunc nuw i64 %273 to i16
  switch i32 %5, label %472 [
    i32 0, label %275
    i32 1, label %276
    i32 2, label %276
    i32 11, label %276
    i32 12, label %276
    i32 3, label %277
    i32 4, label %277
    i32 5, label %279
    i32 6, label %281
    i32 7, label %281
    i32 8, label %282
    i32 14, label %282
    i32 9, label %286
    i32 10, label %290
    i32 13, label %294
  ]

275:                                              ; preds = %263
  store i16 %274, ptr %19, align 2, !tbaa !276
  br label %472

276:                                              ; preds = %263, %263, %263, %263
  store i16 %268, ptr %19, align 2, !tbaa !276
  br label %472

277:                                              ; preds = %263, %263
  store i16 %268, ptr %19, align 2, !tbaa !276
  %278 = getelementptr inbounds i8, ptr %19, i64 2
  store i16 %270, ptr %278, align 2, !tbaa !276
  br label %472

279:                                              ; preds = %263
  store i16 %268, ptr %19, align 2, !tbaa !276
  %280 = getelementptr inbounds i8, ptr %19, i64 2
  store i16 %274, ptr %280, align 2, !tbaa !276
  br label %472

281:                                              ; preds = %263, %263
  store i16 %268, ptr %19, align 2, !tbaa !276
  br label %472

282:                                              ; preds = %263, %263
  store i16 %268, ptr %19, align 2, !tbaa !276
  %283 = getelementptr inbounds i8, ptr %19, i64 2
  store i16 %270, ptr %283, align 2, !tbaa !276
  %284 = getelementptr inbounds i8, ptr %19, i64 4
  store i16 %272, ptr %284, align 2, !tbaa !276
  %285 = getelementptr inbounds i8, ptr %19, i64 6
  store i16 %274, ptr %285, align 2, !tbaa !276
  br label %472

286:                                              ; preds = %263
  store i16 %274, ptr %19, align 2, !tbaa !276
  %287 = getelementptr inbounds i8, ptr %19, i64 2
  store i16 %268, ptr %287, align 2, !tbaa !276
  %288 = getelementptr inbounds i8, ptr %19, i64 4
  store i16 %270, ptr %288, align 2, !tbaa !276
  %289 = getelementptr inbounds i8, ptr %19, i64 6
  store i16 %272, ptr %289, align 2, !tbaa !276
  br label %472

290:                                              ; preds = %263
  store i16 %272, ptr %19, align 2, !tbaa !276
  %291 = getelementptr inbounds i8, ptr %19, i64 2
  store i16 %270, ptr %291, align 2, !tbaa !276
  %292 = getelementptr inbounds i8, ptr %19, i64 4
  store i16 %268, ptr %292, align 2, !tbaa !276
  %293 = getelementptr inbounds i8, ptr %19, i64 6
  store i16 %274, ptr %293, align 2, !tbaa !276
  br label %472

294:                                              ; preds = %263
  store i16 %274, ptr %19, align 2, !tbaa !276
  %295 = getelementptr inbounds i8, ptr %19, i64 2
  store i16 %272, ptr %295, align 2, !tbaa !276
  %296 = getelementptr inbounds i8, ptr %19, i64 4
  store i16 %270, ptr %296, align 2, !tbaa !276
  %297 = getelementptr inbounds i8, ptr %19, i64 6
  store i16 %268, ptr %297, align 2, !tbaa !276
  br label %472

298:                                              ; preds = %7
  %299 = load <2 x float>, ptr %1, align 16
  %300 = getelementptr inbounds i8, ptr %1, i64 8
  %301 = load <2 x float>, ptr %300, align 8
  %302 = extractelement <2 x float> %299, i64 0
  %303 = fmul float %302, 1.023000e+03
  %304 = extractelement <2 x float> %299, i64 1
  %305 = fmul float %304, 1.023000e+03
  %306 = extractelement <2 x float> %301, i64 0
  %307 = fmul float %306, 1.023000e+03
  %308 = extractelement <2 x float> %301, i64 1
  %309 = fmul float %308, 1.023000e+03
  %310 = tail call noundef i32 @_ZN4sycl3_V16detail11ConvertFToSIfiLi1EiLNS_13rounding_modeE1EEET0_T_(float noundef %303)
  %311 = zext i32 %310 to i64
  %312 = tail call noundef i32 @_ZN4sycl3_V16detail11ConvertFToSIfiLi1EiLNS_13rounding_modeE1EEET0_T_(float noundef %305)
  %313 = zext i32 %312 to i64
  %314 = shl nuw i64 %313, 32
  %315 = or disjoint i64 %314, %311
  %316 = tail call noundef i32 @_ZN4sycl3_V16detail11ConvertFToSIfiLi1EiLNS_13rounding_modeE1EEET0_T_(float noundef %307)
  %317 = zext i32 %316 to i64
  %318 = tail call noundef i32 @_ZN4sycl3_V16detail11ConvertFToSIfiLi1EiLNS_13rounding_modeE1EEET0_T_(float noundef %309)
  %319 = zext i32 %318 to i64
  %320 = shl nuw i64 %319, 32
  %321 = or disjoint i64 %320, %317
  %322 = tail call { i64, i64 } @_ZN4sycl3_V112__clamp_implENS0_3vecIiLi4EEES2_S2_(i64 %315, i64 %321, i64 0, i64 0, i64 -1, i64 -1)
  %323 = extractvalue { i64, i64 } %322, 0
  %324 = extractvalue { i64, i64 } %322, 1
  %325 = tail call { i64, i64 } @_ZN4sycl3_V110__min_implENS0_3vecIjLi4EEES2_(i64 %323, i64 %324, i64 4393751544831, i64 4393751544831)
  %326 = extractvalue { i64, i64 } %325, 0
  %327 = extractvalue { i64, i64 } %325, 1
  %328 = shl i64 %326, 20
  %329 = lshr i64 %326, 22
  %330 = and i64 %329, 4294966272
  %331 = or i64 %328, %330
  %332 = or i64 %331, %327
  %333 = trunc i64 %332 to i32
  %334 = lshr i64 %326, 32
  %335 = trunc nuw i64 %334 to i32
  %336 = trunc i64 %327 to i32
  %337 = lshr i64 %327, 32
  %338 = trunc nuw i64 %337 to i32
  switch i32 %5, label %472 [
    i32 0, label %339
    i32 1, label %340
    i32 2, label %340
    i32 11, label %340
    i32 12, label %340
    i32 3, label %341
    i32 4, label %341
    i32 5, label %343
    i32 6, label %345
    i32 7, label %345
    i32 8, label %346
    i32 14, label %346
    i32 9, label %350
    i32 10, label %354
    i32 13, label %358
  ]

339:                                              ; preds = %298
  store i32 %338, ptr %19, align 4, !tbaa !38
  br label %472

340:                                              ; preds = %298, %298, %298, %298
  store i32 %333, ptr %19, align 4, !tbaa !38
  br label %472

341:                                              ; preds = %298, %298
  store i32 %333, ptr %19, align 4, !tbaa !38
  %342 = getelementptr inbounds i8, ptr %19, i64 4
  store i32 %335, ptr %342, align 4, !tbaa !38
  br label %472

343:                                              ; preds = %298
  store i32 %333, ptr %19, align 4, !tbaa !38
  %344 = getelementptr inbounds i8, ptr %19, i64 4
  store i32 %338, ptr %344, align 4, !tbaa !38
  br label %472

345:                                              ; preds = %298, %298
  store i32 %333, ptr %19, align 4, !tbaa !38
  br label %472

346:                                              ; preds = %298, %298
  store i32 %333, ptr %19, align 4, !tbaa !38
  %347 = getelementptr inbounds i8, ptr %19, i64 4
  store i32 %335, ptr %347, align 4, !tbaa !38
  %348 = getelementptr inbounds i8, ptr %19, i64 8
  store i32 %336, ptr %348, align 4, !tbaa !38
  %349 = getelementptr inbounds i8, ptr %19, i64 12
  store i32 %338, ptr %349, align 4, !tbaa !38
  br label %472

350:                                              ; preds = %298
  store i32 %338, ptr %19, align 4, !tbaa !38
  %351 = getelementptr inbounds i8, ptr %19, i64 4
  store i32 %333, ptr %351, align 4, !tbaa !38
  %352 = getelementptr inbounds i8, ptr %19, i64 8
  store i32 %335, ptr %352, align 4, !tbaa !38
  %353 = getelementptr inbounds i8, ptr %19, i64 12
  store i32 %336, ptr %353, align 4, !tbaa !38
  br label %472

354:                                              ; preds = %298
  store i32 %336, ptr %19, align 4, !tbaa !38
  %355 = getelementptr inbounds i8, ptr %19, i64 4
  store i32 %335, ptr %355, align 4, !tbaa !38
  %356 = getelementptr inbounds i8, ptr %19, i64 8
  store i32 %333, ptr %356, align 4, !tbaa !38
  %357 = getelementptr inbounds i8, ptr %19, i64 12
  store i32 %338, ptr %357, align 4, !tbaa !38
  br label %472

358:                                              ; preds = %298
  store i32 %338, ptr %19, align 4, !tbaa !38
  %359 = getelementptr inbounds i8, ptr %19, i64 4
  store i32 %336, ptr %359, align 4, !tbaa !38
  %360 = getelementptr inbounds i8, ptr %19, i64 8
  store i32 %335, ptr %360, align 4, !tbaa !38
  %361 = getelementptr inbounds i8, ptr %19, i64 12
  store i32 %333, ptr %361, align 4, !tbaa !38
  br label %472

362:                                              ; preds = %7
  %363 = tail call ptr @__cxa_allocate_exception(i64 64) #26
  %364 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #26
  %365 = extractvalue { i32, ptr } %364, 0
  %366 = extractvalue { i32, ptr } %364, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %363, i32 %365, ptr %366, ptr noundef nonnull @.str.36)
          to label %367 unwind label %368

367:                                              ; preds = %362
  tail call void @__cxa_throw(ptr nonnull %363, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #27
  unreachable

368:                                              ; preds = %362
  %369 = landingpad { ptr, i32 }
          cleanup
  br label %258

370:                                              ; preds = %7
  %371 = tail call ptr @__cxa_allocate_exception(i64 64) #26
  %372 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #26
  %373 = extractvalue { i32, ptr } %372, 0
  %374 = extractvalue { i32, ptr } %372, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %371, i32 %373, ptr %374, ptr noundef nonnull @.str.36)
          to label %375 unwind label %376

375:                                              ; preds = %370
  tail call void @__cxa_throw(ptr nonnull %371, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #27
  unreachable

376:                                              ; preds = %370
  %377 = landingpad { ptr, i32 }
          cleanup
  br label %258

378:                                              ; preds = %7
  %379 = tail call ptr @__cxa_allocate_exception(i64 64) #26
  %380 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #26
  %381 = extractvalue { i32, ptr } %380, 0
  %382 = extractvalue { i32, ptr } %380, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %379, i32 %381, ptr %382, ptr noundef nonnull @.str.36)
          to label %383 unwind label %384

383:                                              ; preds = %378
  tail call void @__cxa_throw(ptr nonnull %379, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #27
  unreachable

384:                                              ; preds = %378
  %385 = landingpad { ptr, i32 }
          cleanup
  br label %258

386:                                              ; preds = %7
  %387 = tail call ptr @__cxa_allocate_exception(i64 64) #26
  %388 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #26
  %389 = extractvalue { i32, ptr } %388, 0
  %390 = extractvalue { i32, ptr } %388, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %387, i32 %389, ptr %390, ptr noundef nonnull @.str.36)
          to label %391 unwind label %392

391:                                              ; preds = %386
  tail call void @__cxa_throw(ptr nonnull %387, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #27
  unreachable

392:                                              ; preds = %386
  %393 = landingpad { ptr, i32 }
          cleanup
  br label %258

394:                                              ; preds = %7
  %395 = tail call ptr @__cxa_allocate_exception(i64 64) #26
  %396 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #26
  %397 = extractvalue { i32, ptr } %396, 0
  %398 = extractvalue { i32, ptr } %396, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %395, i32 %397, ptr %398, ptr noundef nonnull @.str.36)
          to label %399 unwind label %400

399:                                              ; preds = %394
  tail call void @__cxa_throw(ptr nonnull %395, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #27
  unreachable

400:                                              ; preds = %394
  %401 = landingpad { ptr, i32 }
          cleanup
  br label %258

402:                                              ; preds = %7
  %403 = tail call ptr @__cxa_allocate_exception(i64 64) #26
  %404 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #26
  %405 = extractvalue { i32, ptr } %404, 0
  %406 = extractvalue { i32, ptr } %404, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %403, i32 %405, ptr %406, ptr noundef nonnull @.str.36)
          to label %407 unwind label %408

407:                                              ; preds = %402
  tail call void @__cxa_throw(ptr nonnull %403, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #27
  unreachable

408:                                              ; preds = %402
  %409 = landingpad { ptr, i32 }
          cleanup
  br label %258

410:                                              ; preds = %7
  %411 = load <2 x float>, ptr %1, align 16
  %412 = getelementptr inbounds i8, ptr %1, i64 8
  %413 = load <2 x float>, ptr %412, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %8)
  store <2 x float> %411, ptr %8, align 16
  %414 = getelementptr inbounds i8, ptr %8, i64 8
  store <2 x float> %413, ptr %414, align 8
  %415 = call i64 @_ZNK4sycl3_V13vecIfLi4EE7convertINS0_6detail9half_impl4halfELNS_13rounding_modeE0EEENS1_IT_Li4EEEv(ptr noundef nonnull align 16 dereferenceable(16) %8)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %8)
  %416 = trunc i64 %415 to i16
  %417 = lshr i64 %415, 16
  %418 = trunc i64 %417 to i16
  %419 = lshr i64 %415, 32
  %420 = trunc i64 %419 to i16
  %421 = lshr i64 %415, 48
  %422 = trunc nuw i64 %421 to i16
  switch i32 %5, label %472 [
    i32 0, label %423
    i32 1, label %424
    i32 2, label %424
    i32 11, label %424
    i32 12, label %424
    i32 3, label %425
    i32 4, label %425
    i32 5, label %427
    i32 6, label %429
    i32 7, label %429
    i32 8, label %432
    i32 14, label %432
    i32 9, label %436
    i32 10, label %440
    i32 13, label %444
  ]

423:                                              ; preds = %410
  store i16 %422, ptr %19, align 2, !tbaa !276
  br label %472

424:                                              ; preds = %410, %410, %410, %410
  store i16 %416, ptr %19, align 2, !tbaa !276
  br label %472

425:                                              ; preds = %410, %410
  store i16 %416, ptr %19, align 2, !tbaa !276
  %426 = getelementptr inbounds i8, ptr %19, i64 2
  store i16 %418, ptr %426, align 2, !tbaa !276
  br label %472

427:                                              ; preds = %410
  store i16 %416, ptr %19, align 2, !tbaa !276
  %428 = getelementptr inbounds i8, ptr %19, i64 2
  store i16 %422, ptr %428, align 2, !tbaa !276
  br label %472

429:                                              ; preds = %410, %410
  store i16 %416, ptr %19, align 2, !tbaa !276
  %430 = getelementptr inbounds i8, ptr %19, i64 2
  store i16 %418, ptr %430, align 2, !tbaa !276
  %431 = getelementptr inbounds i8, ptr %19, i64 4
  store i16 %420, ptr %431, align 2, !tbaa !276
  br label %472

432:                                              ; preds = %410, %410
  store i16 %416, ptr %19, align 2, !tbaa !276
  %433 = getelementptr inbounds i8, ptr %19, i64 2
  store i16 %418, ptr %433, align 2, !tbaa !276
  %434 = getelementptr inbounds i8, ptr %19, i64 4
  store i16 %420, ptr %434, align 2, !tbaa !276
  %435 = getelementptr inbounds i8, ptr %19, i64 6
  store i16 %422, ptr %435, align 2, !tbaa !276
  br label %472

436:                                              ; preds = %410
  store i16 %422, ptr %19, align 2, !tbaa !276
  %437 = getelementptr inbounds i8, ptr %19, i64 2
  store i16 %416, ptr %437, align 2, !tbaa !276
  %438 = getelementptr inbounds i8, ptr %19, i64 4
  store i16 %418, ptr %438, align 2, !tbaa !276
  %439 = getelementptr inbounds i8, ptr %19, i64 6
  store i16 %420, ptr %439, align 2, !tbaa !276
  br label %472

440:                                              ; preds = %410
  store i16 %420, ptr %19, align 2, !tbaa !276
  %441 = getelementptr inbounds i8, ptr %19, i64 2
  store i16 %418, ptr %441, align 2, !tbaa !276
  %442 = getelementptr inbounds i8, ptr %19, i64 4
  store i16 %416, ptr %442, align 2, !tbaa !276
  %443 = getelementptr inbounds i8, ptr %19, i64 6
  store i16 %422, ptr %443, align 2, !tbaa !276
  br label %472

444:                                              ; preds = %410
  store i16 %422, ptr %19, align 2, !tbaa !276
  %445 = getelementptr inbounds i8, ptr %19, i64 2
  store i16 %420, ptr %445, align 2, !tbaa !276
  %446 = getelementptr inbounds i8, ptr %19, i64 4
  store i16 %418, ptr %446, align 2, !tbaa !276
  %447 = getelementptr inbounds i8, ptr %19, i64 6
  store i16 %416, ptr %447, align 2, !tbaa !276
  br label %472

448:                                              ; preds = %7
  %449 = load <2 x float>, ptr %1, align 16
  %450 = getelementptr inbounds i8, ptr %1, i64 8
  %451 = load <2 x float>, ptr %450, align 8
  switch i32 %5, label %472 [
    i32 0, label %452
    i32 1, label %454
    i32 2, label %454
    i32 11, label %454
    i32 12, label %454
    i32 3, label %456
    i32 4, label %456
    i32 5, label %457
    i32 6, label %461
    i32 7, label %461
    i32 8, label %464
    i32 14, label %464
    i32 9, label %466
    i32 10, label %468
    i32 13, label %470
  ]

452:                                              ; preds = %448
  %453 = extractelement <2 x float> %451, i64 1
  store float %453, ptr %19, align 4, !tbaa !43
  br label %472

454:                                              ; preds = %448, %448, %448, %448
  %455 = extractelement <2 x float> %449, i64 0
  store float %455, ptr %19, align 4, !tbaa !43
  br label %472

456:                                              ; preds = %448, %448
  store <2 x float> %449, ptr %19, align 4, !tbaa !43
  br label %472

457:                                              ; preds = %448
  %458 = extractelement <2 x float> %449, i64 0
  store float %458, ptr %19, align 4, !tbaa !43
  %459 = extractelement <2 x float> %451, i64 1
  %460 = getelementptr inbounds i8, ptr %19, i64 4
  store float %459, ptr %460, align 4, !tbaa !43
  br label %472

461:                                              ; preds = %448, %448
  store <2 x float> %449, ptr %19, align 4, !tbaa !43
  %462 = extractelement <2 x float> %451, i64 0
  %463 = getelementptr inbounds i8, ptr %19, i64 8
  store float %462, ptr %463, align 4, !tbaa !43
  br label %472

464:                                              ; preds = %448, %448
  %465 = shufflevector <2 x float> %449, <2 x float> %451, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  store <4 x float> %465, ptr %19, align 4, !tbaa !43
  br label %472

466:                                              ; preds = %448
  %467 = shufflevector <2 x float> %451, <2 x float> %449, <4 x i32> <i32 1, i32 2, i32 3, i32 0>
  store <4 x float> %467, ptr %19, align 4, !tbaa !43
  br label %472

468:                                              ; preds = %448
  %469 = shufflevector <2 x float> %451, <2 x float> %449, <4 x i32> <i32 0, i32 3, i32 2, i32 1>
  store <4 x float> %469, ptr %19, align 4, !tbaa !43
  br label %472

470:                                              ; preds = %448
  %471 = shufflevector <2 x float> %451, <2 x float> %449, <4 x i32> <i32 1, i32 0, i32 3, i32 2>
  store <4 x float> %471, ptr %19, align 4, !tbaa !43
  br label %472

472:                                              ; preds = %470, %468, %466, %464, %461, %457, %456, %454, %452, %448, %444, %440, %436, %432, %429, %427, %425, %424, %423, %410, %358, %354, %350, %346, %345, %343, %341, %340, %339, %298, %294, %290, %286, %282, %281, %279, %277, %276, %275, %263, %248, %244, %240, %236, %233, %231, %229, %228, %227, %194, %190, %186, %182, %178, %175, %173, %171, %170, %169, %136, %132, %128, %124, %120, %117, %115, %113, %112, %111, %78, %74, %70, %66, %62, %59, %57, %55, %54, %53, %20, %7
  ret void
}

declare noundef i32 @_ZNK4sycl3_V16detail16AccessorBaseHost11getElemSizeEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #3

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local i64 @_ZN4sycl3_V16detail16convertWriteDataIsEENS0_3vecIT_Li4EEENS3_IfLi4EEENS0_18image_channel_typeE(<2 x float> %0, <2 x float> %1, i32 noundef %2) local_unnamed_addr #21 comdat personality ptr @__gxx_personality_v0 {
  switch i32 %2, label %278 [
    i32 0, label %4
    i32 1, label %38
    i32 2, label %72
    i32 3, label %106
    i32 4, label %140
    i32 5, label %148
    i32 6, label %192
    i32 7, label %232
    i32 8, label %232
    i32 9, label %232
    i32 10, label %232
    i32 11, label %232
    i32 12, label %232
    i32 13, label %240
    i32 14, label %259
  ]

4:                                                ; preds = %3
  %5 = extractelement <2 x float> %0, i64 0
  %6 = fmul float %5, 1.270000e+02
  %7 = extractelement <2 x float> %0, i64 1
  %8 = fmul float %7, 1.270000e+02
  %9 = extractelement <2 x float> %1, i64 0
  %10 = fmul float %9, 1.270000e+02
  %11 = extractelement <2 x float> %1, i64 1
  %12 = fmul float %11, 1.270000e+02
  %13 = tail call noundef i32 @_ZN4sycl3_V16detail11ConvertFToSIfiLi1EiLNS_13rounding_modeE1EEET0_T_(float noundef %6)
  %14 = zext i32 %13 to i64
  %15 = tail call noundef i32 @_ZN4sycl3_V16detail11ConvertFToSIfiLi1EiLNS_13rounding_modeE1EEET0_T_(float noundef %8)
  %16 = zext i32 %15 to i64
  %17 = shl nuw i64 %16, 32
  %18 = or disjoint i64 %17, %14
  %19 = tail call noundef i32 @_ZN4sycl3_V16detail11ConvertFToSIfiLi1EiLNS_13rounding_modeE1EEET0_T_(float noundef %10)
  %20 = zext i32 %19 to i64
  %21 = tail call noundef i32 @_ZN4sycl3_V16detail11ConvertFToSIfiLi1EiLNS_13rounding_modeE1EEET0_T_(float noundef %12)
  %22 = zext i32 %21 to i64
  %23 = shl nuw i64 %22, 32
  %24 = or disjoint i64 %23, %20
  %25 = tail call { i64, i64 } @_ZN4sycl3_V112__clamp_implENS0_3vecIiLi4EEES2_S2_(i64 %18, i64 %24, i64 -140733193420800, i64 -140733193420800, i64 140733193420799, i64 140733193420799)
  %26 = extractvalue { i64, i64 } %25, 0
  %27 = extractvalue { i64, i64 } %25, 1
  %28 = shl i64 %27, 16
  %29 = and i64 %28, -281474976710656
  %30 = shl i64 %27, 32
  %31 = and i64 %30, 281470681743360
  %32 = lshr i64 %26, 16
  %33 = and i64 %32, 4294901760
  %34 = and i64 %26, 65535
  %35 = or disjoint i64 %31, %34
  %36 = or disjoint i64 %35, %29
  %37 = or disjoint i64 %36, %33
  br label %279

38:                                               ; preds = %3
  %39 = extractelement <2 x float> %0, i64 0
  %40 = fmul float %39, 3.276700e+04
  %41 = extractelement <2 x float> %0, i64 1
  %42 = fmul float %41, 3.276700e+04
  %43 = extractelement <2 x float> %1, i64 0
  %44 = fmul float %43, 3.276700e+04
  %45 = extractelement <2 x float> %1, i64 1
  %46 = fmul float %45, 3.276700e+04
  %47 = tail call noundef i32 @_ZN4sycl3_V16detail11ConvertFToSIfiLi1EiLNS_13rounding_modeE1EEET0_T_(float noundef %40)
  %48 = zext i32 %47 to i64
  %49 = tail call noundef i32 @_ZN4sycl3_V16detail11ConvertFToSIfiLi1EiLNS_13rounding_modeE1EEET0_T_(float noundef %42)
  %50 = zext i32 %49 to i64
  %51 = shl nuw i64 %50, 32
  %52 = or disjoint i64 %51, %48
  %53 = tail call noundef i32 @_ZN4sycl3_V16detail11ConvertFToSIfiLi1EiLNS_13rounding_modeE1EEET0_T_(float noundef %44)
  %54 = zext i32 %53 to i64
  %55 = tail call noundef i32 @_ZN4sycl3_V16detail11ConvertFToSIfiLi1EiLNS_13rounding_modeE1EEET0_T_(float noundef %46)
  %56 = zext i32 %55 to i64
  %57 = shl nuw i64 %56, 32
  %58 = or disjoint i64 %57, %54
  %59 = tail call { i64, i64 } @_ZN4sycl3_V112__clamp_implENS0_3vecIiLi4EEES2_S2_(i64 %52, i64 %58, i64 -140733193420800, i64 -140733193420800, i64 140733193420799, i64 140733193420799)
  %60 = extractvalue { i64, i64 } %59, 0
  %61 = extractvalue { i64, i64 } %59, 1
  %62 = shl i64 %61, 16
  %63 = and i64 %62, -281474976710656
  %64 = shl i64 %61, 32
  %65 = and i64 %64, 281470681743360
  %66 = lshr i64 %60, 16
  %67 = and i64 %66, 4294901760
  %68 = and i64 %60, 65535
  %69 = or disjoint i64 %65, %68
  %70 = or disjoint i64 %69, %63
  %71 = or disjoint i64 %70, %67
  br label %279

72:                                               ; preds = %3
  %73 = extractelement <2 x float> %0, i64 0
  %74 = fmul float %73, 2.550000e+02
  %75 = extractelement <2 x float> %0, i64 1
  %76 = fmul float %75, 2.550000e+02
  %77 = extractelement <2 x float> %1, i64 0
  %78 = fmul float %77, 2.550000e+02
  %79 = extractelement <2 x float> %1, i64 1
  %80 = fmul float %79, 2.550000e+02
  %81 = tail call noundef i32 @_ZN4sycl3_V16detail11ConvertFToSIfiLi1EiLNS_13rounding_modeE1EEET0_T_(float noundef %74)
  %82 = zext i32 %81 to i64
  %83 = tail call noundef i32 @_ZN4sycl3_V16detail11ConvertFToSIfiLi1EiLNS_13rounding_modeE1EEET0_T_(float noundef %76)
  %84 = zext i32 %83 to i64
  %85 = shl nuw i64 %84, 32
  %86 = or disjoint i64 %85, %82
  %87 = tail call noundef i32 @_ZN4sycl3_V16detail11ConvertFToSIfiLi1EiLNS_13rounding_modeE1EEET0_T_(float noundef %78)
  %88 = zext i32 %87 to i64
  %89 = tail call noundef i32 @_ZN4sycl3_V16detail11ConvertFToSIfiLi1EiLNS_13rounding_modeE1EEET0_T_(float noundef %80)
  %90 = zext i32 %89 to i64
  %91 = shl nuw i64 %90, 32
  %92 = or disjoint i64 %91, %88
  %93 = tail call { i64, i64 } @_ZN4sycl3_V112__clamp_implENS0_3vecIiLi4EEES2_S2_(i64 %86, i64 %92, i64 -140733193420800, i64 -140733193420800, i64 140733193420799, i64 140733193420799)
  %94 = extractvalue { i64, i64 } %93, 0
  %95 = extractvalue { i64, i64 } %93, 1
  %96 = shl i64 %95, 16
  %97 = and i64 %96, -281474976710656
  %98 = shl i64 %95, 32
  %99 = and i64 %98, 281470681743360
  %100 = lshr i64 %94, 16
  %101 = and i64 %100, 4294901760
  %102 = and i64 %94, 65535
  %103 = or disjoint i64 %99, %102
  %104 = or disjoint i64 %103, %97
  %105 = or disjoint i64 %104, %101
  br label %279

106:                                              ; preds = %3
  %107 = extractelement <2 x float> %0, i64 0
  %108 = fmul float %107, 6.553500e+04
  %109 = extractelement <2 x float> %0, i64 1
  %110 = fmul float %109, 6.553500e+04
  %111 = extractelement <2 x float> %1, i64 0
  %112 = fmul float %111, 6.553500e+04
  %113 = extractelement <2 x float> %1, i64 1
  %114 = fmul float %113, 6.553500e+04
  %115 = tail call noundef i32 @_ZN4sycl3_V16detail11ConvertFToSIfiLi1EiLNS_13rounding_modeE1EEET0_T_(float noundef %108)
  %116 = zext i32 %115 to i64
  %117 = tail call noundef i32 @_ZN4sycl3_V16detail11ConvertFToSIfiLi1EiLNS_13rounding_modeE1EEET0_T_(float noundef %110)
  %118 = zext i32 %117 to i64
  %119 = shl nuw i64 %118, 32
  %120 = or disjoint i64 %119, %116
  %121 = tail call noundef i32 @_ZN4sycl3_V16detail11ConvertFToSIfiLi1EiLNS_13rounding_modeE1EEET0_T_(float noundef %112)
  %122 = zext i32 %121 to i64
  %123 = tail call noundef i32 @_ZN4sycl3_V16detail11ConvertFToSIfiLi1EiLNS_13rounding_modeE1EEET0_T_(float noundef %114)
  %124 = zext i32 %123 to i64
  %125 = shl nuw i64 %124, 32
  %126 = or disjoint i64 %125, %122
  %127 = tail call { i64, i64 } @_ZN4sycl3_V112__clamp_implENS0_3vecIiLi4EEES2_S2_(i64 %120, i64 %126, i64 -140733193420800, i64 -140733193420800, i64 140733193420799, i64 140733193420799)
  %128 = extractvalue { i64, i64 } %127, 0
  %129 = extractvalue { i64, i64 } %127, 1
  %130 = shl i64 %129, 16
  %131 = and i64 %130, -281474976710656
  %132 = shl i64 %129, 32
  %133 = and i64 %132, 281470681743360
  %134 = lshr i64 %128, 16
  %135 = and i64 %134, 4294901760
  %136 = and i64 %128, 65535
  %137 = or disjoint i64 %133, %136
  %138 = or disjoint i64 %137, %131
  %139 = or disjoint i64 %138, %135
  br label %279

140:                                              ; preds = %3
  %141 = tail call ptr @__cxa_allocate_exception(i64 64) #26
  %142 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 12) #26
  %143 = extractvalue { i32, ptr } %142, 0
  %144 = extractvalue { i32, ptr } %142, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %141, i32 %143, ptr %144, ptr noundef nonnull @.str.35)
          to label %145 unwind label %146

145:                                              ; preds = %140
  tail call void @__cxa_throw(ptr nonnull %141, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #27
  unreachable

146:                                              ; preds = %140
  %147 = landingpad { ptr, i32 }
          cleanup
  br label %281

148:                                              ; preds = %3
  %149 = extractelement <2 x float> %0, i64 0
  %150 = fmul float %149, 3.200000e+01
  %151 = extractelement <2 x float> %0, i64 1
  %152 = fmul float %151, 3.200000e+01
  %153 = extractelement <2 x float> %1, i64 0
  %154 = fmul float %153, 3.200000e+01
  %155 = extractelement <2 x float> %1, i64 1
  %156 = fmul float %155, 3.200000e+01
  %157 = tail call noundef i32 @_ZN4sycl3_V16detail11ConvertFToSIfiLi1EiLNS_13rounding_modeE1EEET0_T_(float noundef %150)
  %158 = zext i32 %157 to i64
  %159 = tail call noundef i32 @_ZN4sycl3_V16detail11ConvertFToSIfiLi1EiLNS_13rounding_modeE1EEET0_T_(float noundef %152)
  %160 = zext i32 %159 to i64
  %161 = shl nuw i64 %160, 32
  %162 = or disjoint i64 %161, %158
  %163 = tail call noundef i32 @_ZN4sycl3_V16detail11ConvertFToSIfiLi1EiLNS_13rounding_modeE1EEET0_T_(float noundef %154)
  %164 = zext i32 %163 to i64
  %165 = tail call noundef i32 @_ZN4sycl3_V16detail11ConvertFToSIfiLi1EiLNS_13rounding_modeE1EEET0_T_(float noundef %156)
  %166 = zext i32 %165 to i64
  %167 = shl nuw i64 %166, 32
  %168 = or disjoint i64 %167, %164
  %169 = tail call { i64, i64 } @_ZN4sycl3_V112__clamp_implENS0_3vecIiLi4EEES2_S2_(i64 %162, i64 %168, i64 0, i64 0, i64 281470681808895, i64 281470681808895)
  %170 = extractvalue { i64, i64 } %169, 0
  %171 = extractvalue { i64, i64 } %169, 1
  %172 = shl i64 %171, 16
  %173 = and i64 %172, -281474976710656
  %174 = shl i64 %171, 32
  %175 = and i64 %174, 281470681743360
  %176 = lshr i64 %170, 16
  %177 = and i64 %176, 4294901760
  %178 = and i64 %170, 65535
  %179 = or disjoint i64 %175, %178
  %180 = or disjoint i64 %179, %173
  %181 = or disjoint i64 %180, %177
  %182 = tail call i64 @_ZN4sycl3_V110__min_implENS0_3vecItLi4EEES2_(i64 %181, i64 8725857424048159)
  %183 = lshr i64 %182, 32
  %184 = shl i64 %182, 10
  %185 = lshr i64 %182, 11
  %186 = and i64 %185, 65504
  %187 = or i64 %183, %184
  %188 = and i64 %182, -65536
  %189 = and i64 %187, 65535
  %190 = or i64 %189, %186
  %191 = or disjoint i64 %190, %188
  br label %279

192:                                              ; preds = %3
  %193 = extractelement <2 x float> %0, i64 0
  %194 = fmul float %193, 1.023000e+03
  %195 = extractelement <2 x float> %0, i64 1
  %196 = fmul float %195, 1.023000e+03
  %197 = extractelement <2 x float> %1, i64 0
  %198 = fmul float %197, 1.023000e+03
  %199 = extractelement <2 x float> %1, i64 1
  %200 = fmul float %199, 1.023000e+03
  %201 = tail call noundef i32 @_ZN4sycl3_V16detail11ConvertFToSIfiLi1EiLNS_13rounding_modeE1EEET0_T_(float noundef %194)
  %202 = zext i32 %201 to i64
  %203 = tail call noundef i32 @_ZN4sycl3_V16detail11ConvertFToSIfiLi1EiLNS_13rounding_modeE1EEET0_T_(float noundef %196)
  %204 = zext i32 %203 to i64
  %205 = shl nuw i64 %204, 32
  %206 = or disjoint i64 %205, %202
  %207 = tail call noundef i32 @_ZN4sycl3_V16detail11ConvertFToSIfiLi1EiLNS_13rounding_modeE1EEET0_T_(float noundef %198)
  %208 = zext i32 %207 to i64
  %209 = tail call noundef i32 @_ZN4sycl3_V16detail11ConvertFToSIfiLi1EiLNS_13rounding_modeE1EEET0_T_(float noundef %200)
  %210 = zext i32 %209 to i64
  %211 = shl nuw i64 %210, 32
  %212 = or disjoint i64 %211, %208
  %213 = tail call { i64, i64 } @_ZN4sycl3_V112__clamp_implENS0_3vecIiLi4EEES2_S2_(i64 %206, i64 %212, i64 0, i64 0, i64 -1, i64 -1)
  %214 = extractvalue { i64, i64 } %213, 0
  %215 = extractvalue { i64, i64 } %213, 1
  %216 = tail call { i64, i64 } @_ZN4sycl3_V110__min_implENS0_3vecIjLi4EEES2_(i64 %214, i64 %215, i64 4393751544831, i64 4393751544831)
  %217 = extractvalue { i64, i64 } %216, 0
  %218 = extractvalue { i64, i64 } %216, 1
  %219 = lshr i64 %217, 22
  %220 = and i64 %219, 64512
  %221 = shl i64 %218, 16
  %222 = and i64 %221, -281474976710656
  %223 = shl i64 %218, 32
  %224 = and i64 %223, 281470681743360
  %225 = lshr i64 %217, 16
  %226 = and i64 %225, 4294901760
  %227 = and i64 %218, 65535
  %228 = or i64 %220, %227
  %229 = or disjoint i64 %228, %224
  %230 = or disjoint i64 %229, %222
  %231 = or disjoint i64 %230, %226
  br label %279

232:                                              ; preds = %3, %3, %3, %3, %3, %3
  %233 = tail call ptr @__cxa_allocate_exception(i64 64) #26
  %234 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #26
  %235 = extractvalue { i32, ptr } %234, 0
  %236 = extractvalue { i32, ptr } %234, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %233, i32 %235, ptr %236, ptr noundef nonnull @.str.36)
          to label %237 unwind label %238

237:                                              ; preds = %232
  tail call void @__cxa_throw(ptr nonnull %233, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #27
  unreachable

238:                                              ; preds = %232
  %239 = landingpad { ptr, i32 }
          cleanup
  br label %281

240:                                              ; preds = %3
  %241 = extractelement <2 x float> %0, i64 0
  %242 = tail call noundef signext i16 @_ZN4sycl3_V16detail11ConvertFToSIfsLi1EsLNS_13rounding_modeE0EEET0_T_(float noundef %241)
  %243 = extractelement <2 x float> %0, i64 1
  %244 = tail call noundef signext i16 @_ZN4sycl3_V16detail11ConvertFToSIfsLi1EsLNS_13rounding_modeE0EEET0_T_(float noundef %243)
  %245 = extractelement <2 x float> %1, i64 0
  %246 = tail call noundef signext i16 @_ZN4sycl3_V16detail11ConvertFToSIfsLi1EsLNS_13rounding_modeE0EEET0_T_(float noundef %245)
  %247 = extractelement <2 x float> %1, i64 1
  %248 = tail call noundef signext i16 @_ZN4sycl3_V16detail11ConvertFToSIfsLi1EsLNS_13rounding_modeE0EEET0_T_(float noundef %247)
  %249 = zext i16 %248 to i64
  %250 = shl nuw i64 %249, 48
  %251 = zext i16 %246 to i64
  %252 = shl nuw nsw i64 %251, 32
  %253 = or disjoint i64 %250, %252
  %254 = zext i16 %244 to i64
  %255 = shl nuw nsw i64 %254, 16
  %256 = or disjoint i64 %253, %255
  %257 = zext i16 %242 to i64
  %258 = or disjoint i64 %256, %257
  br label %279

259:                                              ; preds = %3
  %260 = extractelement <2 x float> %0, i64 0
  %261 = tail call noundef signext i16 @_ZN4sycl3_V16detail11ConvertFToSIfsLi1EsLNS_13rounding_modeE0EEET0_T_(float noundef %260)
  %262 = extractelement <2 x float> %0, i64 1
  %263 = tail call noundef signext i16 @_ZN4sycl3_V16detail11ConvertFToSIfsLi1EsLNS_13rounding_modeE0EEET0_T_(float noundef %262)
  %264 = extractelement <2 x float> %1, i64 0
  %265 = tail call noundef signext i16 @_ZN4sycl3_V16detail11ConvertFToSIfsLi1EsLNS_13rounding_modeE0EEET0_T_(float noundef %264)
  %266 = extractelement <2 x float> %1, i64 1
  %267 = tail call noundef signext i16 @_ZN4sycl3_V16detail11ConvertFToSIfsLi1EsLNS_13rounding_modeE0EEET0_T_(float noundef %266)
  %268 = zext i16 %267 to i64
  %269 = shl nuw i64 %268, 48
  %270 = zext i16 %265 to i64
  %271 = shl nuw nsw i64 %270, 32
  %272 = or disjoint i64 %269, %271
  %273 = zext i16 %263 to i64
  %274 = shl nuw nsw i64 %273, 16
  %275 = or disjoint i64 %272, %274
  %276 = zext i16 %261 to i64
  %277 = or disjoint i64 %275, %276
  br label %279

278:                                              ; preds = %3
  unreachable

279:                                              ; preds = %259, %240, %192, %148, %106, %72, %38, %4
  %280 = phi i64 [ %277, %259 ], [ %258, %240 ], [ %231, %192 ], [ %191, %148 ], [ %139, %106 ], [ %105, %72 ], [ %71, %38 ], [ %37, %4 ]
  ret i64 %280

281:                                              ; preds = %238, %146
  %282 = phi ptr [ %233, %238 ], [ %141, %146 ]
  %283 = phi { ptr, i32 } [ %239, %238 ], [ %147, %146 ]
  tail call void @__cxa_free_exception(ptr %282) #26
  resume { ptr, i32 } %283
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef i32 @_ZN4sycl3_V16detail11ConvertFToSIfiLi1EiLNS_13rounding_modeE1EEET0_T_(float noundef %0) local_unnamed_addr #12 comdat personality ptr @__gxx_personality_v0 {
  %2 = tail call i32 @fegetround() #31
  %3 = tail call i32 @fesetround(i32 noundef 0) #26
  %4 = icmp eq i32 %3, 0
  br i1 %4, label %13, label %5

5:                                                ; preds = %1
  %6 = tail call ptr @__cxa_allocate_exception(i64 64) #26
  %7 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #26
  %8 = extractvalue { i32, ptr } %7, 0
  %9 = extractvalue { i32, ptr } %7, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %6, i32 %8, ptr %9, ptr noundef nonnull @.str.37)
          to label %10 unwind label %11

10:                                               ; preds = %5
  tail call void @__cxa_throw(ptr nonnull %6, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #27
  unreachable

11:                                               ; preds = %5
  %12 = landingpad { ptr, i32 }
          cleanup
  br label %27

13:                                               ; preds = %1
  %14 = tail call noundef float @_ZN4sycl3_V111__rint_implEf(float noundef %0)
  %15 = tail call i32 @fesetround(i32 noundef %2) #26
  %16 = icmp eq i32 %15, 0
  br i1 %16, label %25, label %17

17:                                               ; preds = %13
  %18 = tail call ptr @__cxa_allocate_exception(i64 64) #26
  %19 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #26
  %20 = extractvalue { i32, ptr } %19, 0
  %21 = extractvalue { i32, ptr } %19, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %18, i32 %20, ptr %21, ptr noundef nonnull @.str.38)
          to label %22 unwind label %23

22:                                               ; preds = %17
  tail call void @__cxa_throw(ptr nonnull %18, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #27
  unreachable

23:                                               ; preds = %17
  %24 = landingpad { ptr, i32 }
          cleanup
  br label %27

25:                                               ; preds = %13
  %26 = fptosi float %14 to i32
  ret i32 %26

27:                                               ; preds = %23, %11
  %28 = phi ptr [ %18, %23 ], [ %6, %11 ]
  %29 = phi { ptr, i32 } [ %24, %23 ], [ %12, %11 ]
  tail call void @__cxa_free_exception(ptr %28) #26
  resume { ptr, i32 } %29
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare i32 @fegetround() local_unnamed_addr #22

; Function Attrs: nounwind
declare i32 @fesetround(i32 noundef) local_unnamed_addr #15

declare noundef float @_ZN4sycl3_V111__rint_implEf(float noundef) local_unnamed_addr #3

declare { i64, i64 } @_ZN4sycl3_V112__clamp_implENS0_3vecIiLi4EEES2_S2_(i64, i64, i64, i64, i64, i64) local_unnamed_addr #3

declare i64 @_ZN4sycl3_V110__min_implENS0_3vecItLi4EEES2_(i64, i64) local_unnamed_addr #3

declare { i64, i64 } @_ZN4sycl3_V110__min_implENS0_3vecIjLi4EEES2_(i64, i64, i64, i64) local_unnamed_addr #3

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef signext i16 @_ZN4sycl3_V16detail11ConvertFToSIfsLi1EsLNS_13rounding_modeE0EEET0_T_(float noundef %0) local_unnamed_addr #12 comdat personality ptr @__gxx_personality_v0 {
  %2 = tail call i32 @fegetround() #31
  %3 = tail call i32 @fesetround(i32 noundef 0) #26
  %4 = icmp eq i32 %3, 0
  br i1 %4, label %13, label %5

5:                                                ; preds = %1
  %6 = tail call ptr @__cxa_allocate_exception(i64 64) #26
  %7 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #26
  %8 = extractvalue { i32, ptr } %7, 0
  %9 = extractvalue { i32, ptr } %7, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %6, i32 %8, ptr %9, ptr noundef nonnull @.str.37)
          to label %10 unwind label %11

10:                                               ; preds = %5
  tail call void @__cxa_throw(ptr nonnull %6, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #27
  unreachable

11:                                               ; preds = %5
  %12 = landingpad { ptr, i32 }
          cleanup
  br label %27

13:                                               ; preds = %1
  %14 = tail call noundef float @_ZN4sycl3_V111__rint_implEf(float noundef %0)
  %15 = tail call i32 @fesetround(i32 noundef %2) #26
  %16 = icmp eq i32 %15, 0
  br i1 %16, label %25, label %17

17:                                               ; preds = %13
  %18 = tail call ptr @__cxa_allocate_exception(i64 64) #26
  %19 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #26
  %20 = extractvalue { i32, ptr } %19, 0
  %21 = extractvalue { i32, ptr } %19, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %18, i32 %20, ptr %21, ptr noundef nonnull @.str.38)
          to label %22 unwind label %23

22:                                               ; preds = %17
  tail call void @__cxa_throw(ptr nonnull %18, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #27
  unreachable

23:                                               ; preds = %17
  %24 = landingpad { ptr, i32 }
          cleanup
  br label %27

25:                                               ; preds = %13
  %26 = fptosi float %14 to i16
  ret i16 %26

27:                                               ; preds = %23, %11
  %28 = phi ptr [ %18, %23 ], [ %6, %11 ]
  %29 = phi { ptr, i32 } [ %24, %23 ], [ %12, %11 ]
  tail call void @__cxa_free_exception(ptr %28) #26
  resume { ptr, i32 } %29
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local i64 @_ZNK4sycl3_V13vecIfLi4EE7convertINS0_6detail9half_impl4halfELNS_13rounding_modeE0EEENS1_IT_Li4EEEv(ptr noundef nonnull align 16 dereferenceable(16) %0) local_unnamed_addr #12 comdat align 2 {
  %2 = load i32, ptr %0, align 16, !tbaa !43
  %3 = and i32 %2, 8388607
  %4 = lshr i32 %2, 23
  %5 = and i32 %4, 255
  %6 = icmp ugt i32 %5, 142
  br i1 %6, label %27, label %7, !prof !39

7:                                                ; preds = %1
  %8 = icmp ugt i32 %5, 113
  br i1 %8, label %9, label %21, !prof !39

9:                                                ; preds = %7
  %10 = add nuw nsw i32 %5, 65424
  %11 = lshr i32 %3, 13
  %12 = and i32 %2, 8191
  %13 = icmp ugt i32 %12, 4096
  br i1 %13, label %14, label %16

14:                                               ; preds = %9
  %15 = add nuw nsw i32 %11, 1
  br label %32

16:                                               ; preds = %9
  %17 = icmp eq i32 %12, 4096
  br i1 %17, label %18, label %32

18:                                               ; preds = %16
  %19 = and i32 %11, 1
  %20 = add nuw nsw i32 %19, %11
  br label %32

21:                                               ; preds = %7
  %22 = icmp ugt i32 %5, 102
  br i1 %22, label %23, label %32, !prof !39

23:                                               ; preds = %21
  %24 = or disjoint i32 %3, 8388608
  %25 = sub nuw nsw i32 126, %5
  %26 = lshr i32 %24, %25
  br label %32

27:                                               ; preds = %1
  %28 = icmp eq i32 %5, 255
  %29 = icmp ne i32 %3, 0
  %30 = and i1 %29, %28
  %31 = select i1 %30, i32 512, i32 0, !prof !278
  br label %32

32:                                               ; preds = %14, %16, %18, %21, %23, %27
  %33 = phi i32 [ %11, %16 ], [ %20, %18 ], [ %15, %14 ], [ 0, %21 ], [ %26, %23 ], [ %31, %27 ]
  %34 = phi i32 [ %10, %16 ], [ %10, %18 ], [ %10, %14 ], [ 0, %21 ], [ 0, %23 ], [ 31, %27 ]
  %35 = getelementptr inbounds i8, ptr %0, i64 4
  %36 = load i32, ptr %35, align 4, !tbaa !43
  %37 = and i32 %36, 8388607
  %38 = lshr i32 %36, 23
  %39 = and i32 %38, 255
  %40 = icmp ugt i32 %39, 142
  br i1 %40, label %61, label %41, !prof !39

41:                                               ; preds = %32
  %42 = icmp ugt i32 %39, 113
  br i1 %42, label %49, label %43, !prof !39

43:                                               ; preds = %41
  %44 = icmp ugt i32 %39, 102
  br i1 %44, label %45, label %66, !prof !39

45:                                               ; preds = %43
  %46 = or disjoint i32 %37, 8388608
  %47 = sub nuw nsw i32 126, %39
  %48 = lshr i32 %46, %47
  br label %66

49:                                               ; preds = %41
  %50 = add nuw nsw i32 %39, 65424
  %51 = lshr i32 %37, 13
  %52 = and i32 %36, 8191
  %53 = icmp ugt i32 %52, 4096
  br i1 %53, label %59, label %54

54:                                               ; preds = %49
  %55 = icmp eq i32 %52, 4096
  br i1 %55, label %56, label %66

56:                                               ; preds = %54
  %57 = and i32 %51, 1
  %58 = add nuw nsw i32 %57, %51
  br label %66

59:                                               ; preds = %49
  %60 = add nuw nsw i32 %51, 1
  br label %66

61:                                               ; preds = %32
  %62 = icmp eq i32 %39, 255
  %63 = icmp ne i32 %37, 0
  %64 = and i1 %63, %62
  %65 = select i1 %64, i32 512, i32 0, !prof !278
  br label %66

66:                                               ; preds = %61, %59, %56, %54, %45, %43
  %67 = phi i32 [ %51, %54 ], [ %58, %56 ], [ %60, %59 ], [ 0, %43 ], [ %48, %45 ], [ %65, %61 ]
  %68 = phi i32 [ %50, %54 ], [ %50, %56 ], [ %50, %59 ], [ 0, %43 ], [ 0, %45 ], [ 31, %61 ]
  %69 = getelementptr inbounds i8, ptr %0, i64 8
  %70 = load i32, ptr %69, align 8, !tbaa !43
  %71 = and i32 %70, 8388607
  %72 = lshr i32 %70, 23
  %73 = and i32 %72, 255
  %74 = icmp ugt i32 %73, 142
  br i1 %74, label %95, label %75, !prof !39

75:                                               ; preds = %66
  %76 = icmp ugt i32 %73, 113
  br i1 %76, label %83, label %77, !prof !39

77:                                               ; preds = %75
  %78 = icmp ugt i32 %73, 102
  br i1 %78, label %79, label %100, !prof !39

79:                                               ; preds = %77
  %80 = or disjoint i32 %71, 8388608
  %81 = sub nuw nsw i32 126, %73
  %82 = lshr i32 %80, %81
  br label %100

83:                                               ; preds = %75
  %84 = add nuw nsw i32 %73, 65424
  %85 = lshr i32 %71, 13
  %86 = and i32 %70, 8191
  %87 = icmp ugt i32 %86, 4096
  br i1 %87, label %93, label %88

88:                                               ; preds = %83
  %89 = icmp eq i32 %86, 4096
  br i1 %89, label %90, label %100

90:                                               ; preds = %88
  %91 = and i32 %85, 1
  %92 = add nuw nsw i32 %91, %85
  br label %100

93:                                               ; preds = %83
  %94 = add nuw nsw i32 %85, 1
  br label %100

95:                                               ; preds = %66
  %96 = icmp eq i32 %73, 255
  %97 = icmp ne i32 %71, 0
  %98 = and i1 %97, %96
  %99 = select i1 %98, i32 512, i32 0, !prof !278
  br label %100

100:                                              ; preds = %95, %93, %90, %88, %79, %77
  %101 = phi i32 [ %85, %88 ], [ %92, %90 ], [ %94, %93 ], [ 0, %77 ], [ %82, %79 ], [ %99, %95 ]
  %102 = phi i32 [ %84, %88 ], [ %84, %90 ], [ %84, %93 ], [ 0, %77 ], [ 0, %79 ], [ 31, %95 ]
  %103 = getelementptr inbounds i8, ptr %0, i64 12
  %104 = load i32, ptr %103, align 4, !tbaa !43
  %105 = and i32 %104, 8388607
  %106 = lshr i32 %104, 23
  %107 = and i32 %106, 255
  %108 = icmp ugt i32 %107, 142
  br i1 %108, label %129, label %109, !prof !39

109:                                              ; preds = %100
  %110 = icmp ugt i32 %107, 113
  br i1 %110, label %117, label %111, !prof !39

111:                                              ; preds = %109
  %112 = icmp ugt i32 %107, 102
  br i1 %112, label %113, label %134, !prof !39

113:                                              ; preds = %111
  %114 = or disjoint i32 %105, 8388608
  %115 = sub nuw nsw i32 126, %107
  %116 = lshr i32 %114, %115
  br label %134

117:                                              ; preds = %109
  %118 = add nuw nsw i32 %107, 65424
  %119 = lshr i32 %105, 13
  %120 = and i32 %104, 8191
  %121 = icmp ugt i32 %120, 4096
  br i1 %121, label %127, label %122

122:                                              ; preds = %117
  %123 = icmp eq i32 %120, 4096
  br i1 %123, label %124, label %134

124:                                              ; preds = %122
  %125 = and i32 %119, 1
  %126 = add nuw nsw i32 %125, %119
  br label %134

127:                                              ; preds = %117
  %128 = add nuw nsw i32 %119, 1
  br label %134

129:                                              ; preds = %100
  %130 = icmp eq i32 %107, 255
  %131 = icmp ne i32 %105, 0
  %132 = and i1 %131, %130
  %133 = select i1 %132, i32 512, i32 0, !prof !278
  br label %134

134:                                              ; preds = %129, %127, %124, %122, %113, %111
  %135 = phi i32 [ %119, %122 ], [ %126, %124 ], [ %128, %127 ], [ 0, %111 ], [ %116, %113 ], [ %133, %129 ]
  %136 = phi i32 [ %118, %122 ], [ %118, %124 ], [ %118, %127 ], [ 0, %111 ], [ 0, %113 ], [ 31, %129 ]
  %137 = shl nuw nsw i32 %102, 10
  %138 = lshr i32 %70, 16
  %139 = and i32 %138, 32768
  %140 = or i32 %137, %139
  %141 = add nuw nsw i32 %140, %101
  %142 = shl nuw nsw i32 %68, 10
  %143 = lshr i32 %36, 16
  %144 = and i32 %143, 32768
  %145 = or i32 %142, %144
  %146 = add nuw nsw i32 %145, %67
  %147 = shl nuw nsw i32 %34, 10
  %148 = lshr i32 %2, 16
  %149 = and i32 %148, 32768
  %150 = or i32 %147, %149
  %151 = add nuw nsw i32 %150, %33
  %152 = lshr i32 %104, 16
  %153 = and i32 %152, 32768
  %154 = shl nuw nsw i32 %136, 10
  %155 = or i32 %154, %153
  %156 = add nuw nsw i32 %155, %135
  %157 = and i32 %156, 65535
  %158 = zext nneg i32 %157 to i64
  %159 = shl nuw i64 %158, 48
  %160 = and i32 %141, 65535
  %161 = zext nneg i32 %160 to i64
  %162 = shl nuw nsw i64 %161, 32
  %163 = or disjoint i64 %159, %162
  %164 = shl i32 %146, 16
  %165 = zext i32 %164 to i64
  %166 = or disjoint i64 %163, %165
  %167 = and i32 %151, 65535
  %168 = zext nneg i32 %167 to i64
  %169 = or disjoint i64 %166, %168
  ret i64 %169
}

declare void @_ZN4sycl3_V17samplerC1ENS0_29coordinate_normalization_modeENS0_15addressing_modeENS0_14filtering_modeERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16), i32 noundef, i32 noundef, i32 noundef, ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #3

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17samplerD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !29
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !31
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !34
  %12 = load ptr, ptr %3, align 8, !tbaa !35
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  %15 = load ptr, ptr %3, align 8, !tbaa !35
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !38
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !39

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

declare noundef i32 @_ZNK4sycl3_V17sampler33get_coordinate_normalization_modeEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #3

declare noundef i32 @_ZNK4sycl3_V17sampler19get_addressing_modeEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #3

declare noundef i32 @_ZNK4sycl3_V17sampler18get_filtering_modeEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #3

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local { <2 x float>, <2 x float> } @_ZN4sycl3_V16detail24imageReadSamplerHostImplINS0_3vecIiLi2EEENS3_IfLi4EEEEET0_RKT_NS0_29coordinate_normalization_modeENS0_15addressing_modeENS0_14filtering_modeENS0_5rangeILi3EEENS0_2idILi3EEENS0_18image_channel_typeENS0_19image_channel_orderEPvh(ptr noundef nonnull align 8 dereferenceable(8) %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, ptr noundef byval(%"class.sycl::_V1::range.119") align 8 %4, ptr noundef byval(%"class.sycl::_V1::id") align 8 %5, i32 noundef %6, i32 noundef %7, ptr noundef %8, i8 noundef zeroext %9) local_unnamed_addr #21 comdat personality ptr @__gxx_personality_v0 {
  %11 = alloca %"class.sycl::_V1::id", align 8
  %12 = alloca %"class.sycl::_V1::vec", align 16
  %13 = alloca %"class.sycl::_V1::vec.268", align 32
  switch i32 %1, label %43 [
    i32 0, label %14
    i32 1, label %25
  ]

14:                                               ; preds = %10
  switch i32 %2, label %43 [
    i32 4404, label %15
    i32 4403, label %15
    i32 4401, label %23
    i32 4402, label %23
    i32 4400, label %23
  ]

15:                                               ; preds = %14, %14
  %16 = tail call ptr @__cxa_allocate_exception(i64 64) #26
  %17 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 12) #26
  %18 = extractvalue { i32, ptr } %17, 0
  %19 = extractvalue { i32, ptr } %17, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %16, i32 %18, ptr %19, ptr noundef nonnull @.str.39)
          to label %20 unwind label %21

20:                                               ; preds = %15
  tail call void @__cxa_throw(ptr nonnull %16, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #27
  unreachable

21:                                               ; preds = %15
  %22 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %16) #26
  resume { ptr, i32 } %22

23:                                               ; preds = %14, %14, %14
  %24 = load i64, ptr %0, align 8
  br label %43

25:                                               ; preds = %10
  switch i32 %2, label %43 [
    i32 4404, label %26
    i32 4403, label %26
    i32 4401, label %28
    i32 4402, label %28
    i32 4400, label %28
  ]

26:                                               ; preds = %25, %25
  %27 = load i64, ptr %0, align 8
  br label %43

28:                                               ; preds = %25, %25, %25
  %29 = load i32, ptr %0, align 8, !tbaa !38
  %30 = load i64, ptr %4, align 8, !tbaa !42
  %31 = getelementptr inbounds i8, ptr %0, i64 4
  %32 = load i32, ptr %31, align 4, !tbaa !38
  %33 = getelementptr inbounds i8, ptr %4, i64 8
  %34 = load i64, ptr %33, align 8, !tbaa !42
  %35 = trunc i64 %30 to i32
  %36 = mul i32 %29, %35
  %37 = trunc i64 %34 to i32
  %38 = mul i32 %32, %37
  %39 = zext i32 %38 to i64
  %40 = shl nuw i64 %39, 32
  %41 = zext i32 %36 to i64
  %42 = or disjoint i64 %40, %41
  br label %43

43:                                               ; preds = %26, %28, %25, %23, %14, %10
  %44 = phi i64 [ undef, %10 ], [ undef, %25 ], [ %42, %28 ], [ %27, %26 ], [ undef, %14 ], [ %24, %23 ]
  %45 = trunc i64 %44 to i32
  %46 = lshr i64 %44, 32
  %47 = trunc nuw i64 %46 to i32
  %48 = sitofp i32 %45 to float
  %49 = sitofp i32 %47 to float
  %50 = insertelement <2 x float> poison, float %48, i64 0
  %51 = insertelement <2 x float> %50, float %49, i64 1
  switch i32 %3, label %72 [
    i32 4416, label %52
    i32 4417, label %65
  ]

52:                                               ; preds = %43
  %53 = tail call { i64, i64 } @_ZN4sycl3_V16detail28getPixelCoordNearestFiltModeENS0_3vecIfLi4EEENS0_15addressing_modeENS0_5rangeILi3EEE(<2 x float> %51, <2 x float> <float 5.000000e-01, float 0.000000e+00>, i32 noundef %2, ptr noundef nonnull byval(%"class.sycl::_V1::range.119") align 8 %4)
  %54 = extractvalue { i64, i64 } %53, 0
  %55 = extractvalue { i64, i64 } %53, 1
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %11)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %11, ptr noundef nonnull align 8 dereferenceable(24) %5, i64 24, i1 false)
  %56 = tail call noundef zeroext i1 @_ZN4sycl3_V16detail12isOutOfRangeENS0_3vecIiLi4EEENS0_15addressing_modeENS0_5rangeILi3EEE(i64 %54, i64 %55, i32 noundef %2, ptr noundef nonnull byval(%"class.sycl::_V1::range.119") align 8 %4)
  br i1 %56, label %57, label %59

57:                                               ; preds = %52
  %58 = tail call { <2 x float>, <2 x float> } @_ZN4sycl3_V16detail14getBorderColorENS0_19image_channel_orderE(i32 noundef %7)
  br label %61

59:                                               ; preds = %52
  %60 = tail call { <2 x float>, <2 x float> } @_ZN4sycl3_V16detail13ReadPixelDataINS0_3vecIfLi4EEEEET_NS3_IiLi4EEENS0_2idILi3EEENS0_18image_channel_typeENS0_19image_channel_orderEPvh(i64 %54, i64 %55, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %11, i32 noundef %6, i32 noundef %7, ptr noundef %8, i8 noundef zeroext %9)
  br label %61

61:                                               ; preds = %57, %59
  %62 = phi { <2 x float>, <2 x float> } [ %58, %57 ], [ %60, %59 ]
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %11)
  %63 = extractvalue { <2 x float>, <2 x float> } %62, 0
  %64 = extractvalue { <2 x float>, <2 x float> } %62, 1
  br label %72

65:                                               ; preds = %43
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %12) #26
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %13) #26
  call void @_ZN4sycl3_V16detail27getPixelCoordLinearFiltModeENS0_3vecIfLi4EEENS0_15addressing_modeENS0_5rangeILi3EEERS3_(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::vec.268") align 32 %13, <2 x float> %51, <2 x float> <float 5.000000e-01, float 0.000000e+00>, i32 noundef %2, ptr noundef nonnull byval(%"class.sycl::_V1::range.119") align 8 %4, ptr noundef nonnull align 16 dereferenceable(16) %12)
  %66 = load <2 x float>, ptr %12, align 16
  %67 = getelementptr inbounds i8, ptr %12, i64 8
  %68 = load <2 x float>, ptr %67, align 8
  %69 = call { <2 x float>, <2 x float> } @_ZN4sycl3_V16detail27ReadPixelDataLinearFiltModeINS0_3vecIfLi4EEEEET_NS3_IiLi8EEES4_NS0_15addressing_modeENS0_5rangeILi3EEENS0_2idILi3EEENS0_18image_channel_typeENS0_19image_channel_orderEPvh(ptr noundef nonnull byval(%"class.sycl::_V1::vec.268") align 32 %13, <2 x float> %66, <2 x float> %68, i32 noundef %2, ptr noundef nonnull byval(%"class.sycl::_V1::range.119") align 8 %4, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %5, i32 noundef %6, i32 noundef %7, ptr noundef %8, i8 noundef zeroext %9)
  %70 = extractvalue { <2 x float>, <2 x float> } %69, 0
  %71 = extractvalue { <2 x float>, <2 x float> } %69, 1
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %13) #26
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %12) #26
  br label %72

72:                                               ; preds = %43, %65, %61
  %73 = phi <2 x float> [ undef, %43 ], [ %70, %65 ], [ %63, %61 ]
  %74 = phi <2 x float> [ undef, %43 ], [ %71, %65 ], [ %64, %61 ]
  %75 = insertvalue { <2 x float>, <2 x float> } poison, <2 x float> %73, 0
  %76 = insertvalue { <2 x float>, <2 x float> } %75, <2 x float> %74, 1
  ret { <2 x float>, <2 x float> } %76
}

declare { i64, i64 } @_ZN4sycl3_V16detail28getPixelCoordNearestFiltModeENS0_3vecIfLi4EEENS0_15addressing_modeENS0_5rangeILi3EEE(<2 x float>, <2 x float>, i32 noundef, ptr noundef byval(%"class.sycl::_V1::range.119") align 8) local_unnamed_addr #3

declare void @_ZN4sycl3_V16detail27getPixelCoordLinearFiltModeENS0_3vecIfLi4EEENS0_15addressing_modeENS0_5rangeILi3EEERS3_(ptr dead_on_unwind writable sret(%"class.sycl::_V1::vec.268") align 32, <2 x float>, <2 x float>, i32 noundef, ptr noundef byval(%"class.sycl::_V1::range.119") align 8, ptr noundef nonnull align 16 dereferenceable(16)) local_unnamed_addr #3

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local { <2 x float>, <2 x float> } @_ZN4sycl3_V16detail27ReadPixelDataLinearFiltModeINS0_3vecIfLi4EEEEET_NS3_IiLi8EEES4_NS0_15addressing_modeENS0_5rangeILi3EEENS0_2idILi3EEENS0_18image_channel_typeENS0_19image_channel_orderEPvh(ptr noundef byval(%"class.sycl::_V1::vec.268") align 32 %0, <2 x float> %1, <2 x float> %2, i32 noundef %3, ptr noundef byval(%"class.sycl::_V1::range.119") align 8 %4, ptr noundef byval(%"class.sycl::_V1::id") align 8 %5, i32 noundef %6, i32 noundef %7, ptr noundef %8, i8 noundef zeroext %9) local_unnamed_addr #21 comdat {
  %11 = alloca %"class.sycl::_V1::id", align 8
  %12 = alloca [3 x i32], align 8
  %13 = alloca %"class.sycl::_V1::id", align 8
  %14 = alloca [3 x i32], align 8
  %15 = alloca %"class.sycl::_V1::id", align 8
  %16 = alloca [3 x i32], align 8
  %17 = alloca %"class.sycl::_V1::id", align 8
  %18 = alloca [3 x i32], align 8
  %19 = alloca %"class.sycl::_V1::id", align 8
  %20 = alloca [3 x i32], align 8
  %21 = alloca %"class.sycl::_V1::id", align 8
  %22 = alloca [3 x i32], align 8
  %23 = alloca %"class.sycl::_V1::id", align 8
  %24 = alloca [3 x i32], align 8
  %25 = alloca %"class.sycl::_V1::id", align 8
  %26 = alloca [3 x i32], align 8
  %27 = load i32, ptr %0, align 32, !tbaa !38
  %28 = getelementptr inbounds i8, ptr %0, i64 4
  %29 = load i32, ptr %28, align 4, !tbaa !38
  %30 = getelementptr inbounds i8, ptr %0, i64 8
  %31 = load i32, ptr %30, align 8, !tbaa !38
  %32 = getelementptr inbounds i8, ptr %0, i64 16
  %33 = load i32, ptr %32, align 16, !tbaa !38
  %34 = getelementptr inbounds i8, ptr %0, i64 20
  %35 = load i32, ptr %34, align 4, !tbaa !38
  %36 = getelementptr inbounds i8, ptr %0, i64 24
  %37 = load i32, ptr %36, align 8, !tbaa !38
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %26)
  %38 = zext i32 %31 to i64
  %39 = shl nuw i64 %38, 32
  %40 = zext i32 %29 to i64
  %41 = or disjoint i64 %39, %40
  store i64 %41, ptr %26, align 8
  %42 = getelementptr inbounds i8, ptr %26, i64 8
  store i32 0, ptr %42, align 8
  %43 = getelementptr inbounds i8, ptr %26, i64 4
  %44 = load i64, ptr %43, align 4
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %26)
  %45 = shl nuw i64 %40, 32
  %46 = zext i32 %27 to i64
  %47 = or disjoint i64 %45, %46
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %25)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %25, ptr noundef nonnull align 8 dereferenceable(24) %5, i64 24, i1 false)
  %48 = tail call noundef zeroext i1 @_ZN4sycl3_V16detail12isOutOfRangeENS0_3vecIiLi4EEENS0_15addressing_modeENS0_5rangeILi3EEE(i64 %47, i64 %44, i32 noundef %3, ptr noundef nonnull byval(%"class.sycl::_V1::range.119") align 8 %4)
  br i1 %48, label %49, label %51

49:                                               ; preds = %10
  %50 = tail call { <2 x float>, <2 x float> } @_ZN4sycl3_V16detail14getBorderColorENS0_19image_channel_orderE(i32 noundef %7)
  br label %53

51:                                               ; preds = %10
  %52 = tail call { <2 x float>, <2 x float> } @_ZN4sycl3_V16detail13ReadPixelDataINS0_3vecIfLi4EEEEET_NS3_IiLi4EEENS0_2idILi3EEENS0_18image_channel_typeENS0_19image_channel_orderEPvh(i64 %47, i64 %44, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %25, i32 noundef %6, i32 noundef %7, ptr noundef %8, i8 noundef zeroext %9)
  br label %53

53:                                               ; preds = %49, %51
  %54 = phi { <2 x float>, <2 x float> } [ %50, %49 ], [ %52, %51 ]
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %25)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %24)
  store i64 %41, ptr %24, align 8
  %55 = getelementptr inbounds i8, ptr %24, i64 8
  store i32 0, ptr %55, align 8
  %56 = getelementptr inbounds i8, ptr %24, i64 4
  %57 = load i64, ptr %56, align 4
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %24)
  %58 = zext i32 %33 to i64
  %59 = or disjoint i64 %45, %58
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %23)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %23, ptr noundef nonnull align 8 dereferenceable(24) %5, i64 24, i1 false)
  %60 = tail call noundef zeroext i1 @_ZN4sycl3_V16detail12isOutOfRangeENS0_3vecIiLi4EEENS0_15addressing_modeENS0_5rangeILi3EEE(i64 %59, i64 %57, i32 noundef %3, ptr noundef nonnull byval(%"class.sycl::_V1::range.119") align 8 %4)
  br i1 %60, label %61, label %63

61:                                               ; preds = %53
  %62 = tail call { <2 x float>, <2 x float> } @_ZN4sycl3_V16detail14getBorderColorENS0_19image_channel_orderE(i32 noundef %7)
  br label %65

63:                                               ; preds = %53
  %64 = tail call { <2 x float>, <2 x float> } @_ZN4sycl3_V16detail13ReadPixelDataINS0_3vecIfLi4EEEEET_NS3_IiLi4EEENS0_2idILi3EEENS0_18image_channel_typeENS0_19image_channel_orderEPvh(i64 %59, i64 %57, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %23, i32 noundef %6, i32 noundef %7, ptr noundef %8, i8 noundef zeroext %9)
  br label %65

65:                                               ; preds = %61, %63
  %66 = phi { <2 x float>, <2 x float> } [ %62, %61 ], [ %64, %63 ]
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %23)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %22)
  %67 = zext i32 %35 to i64
  %68 = or disjoint i64 %39, %67
  store i64 %68, ptr %22, align 8
  %69 = getelementptr inbounds i8, ptr %22, i64 8
  store i32 0, ptr %69, align 8
  %70 = getelementptr inbounds i8, ptr %22, i64 4
  %71 = load i64, ptr %70, align 4
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %22)
  %72 = shl nuw i64 %67, 32
  %73 = or disjoint i64 %72, %46
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %21)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %21, ptr noundef nonnull align 8 dereferenceable(24) %5, i64 24, i1 false)
  %74 = tail call noundef zeroext i1 @_ZN4sycl3_V16detail12isOutOfRangeENS0_3vecIiLi4EEENS0_15addressing_modeENS0_5rangeILi3EEE(i64 %73, i64 %71, i32 noundef %3, ptr noundef nonnull byval(%"class.sycl::_V1::range.119") align 8 %4)
  br i1 %74, label %75, label %77

75:                                               ; preds = %65
  %76 = tail call { <2 x float>, <2 x float> } @_ZN4sycl3_V16detail14getBorderColorENS0_19image_channel_orderE(i32 noundef %7)
  br label %79

77:                                               ; preds = %65
  %78 = tail call { <2 x float>, <2 x float> } @_ZN4sycl3_V16detail13ReadPixelDataINS0_3vecIfLi4EEEEET_NS3_IiLi4EEENS0_2idILi3EEENS0_18image_channel_typeENS0_19image_channel_orderEPvh(i64 %73, i64 %71, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %21, i32 noundef %6, i32 noundef %7, ptr noundef %8, i8 noundef zeroext %9)
  br label %79

79:                                               ; preds = %75, %77
  %80 = phi { <2 x float>, <2 x float> } [ %76, %75 ], [ %78, %77 ]
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %21)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %20)
  store i64 %68, ptr %20, align 8
  %81 = getelementptr inbounds i8, ptr %20, i64 8
  store i32 0, ptr %81, align 8
  %82 = getelementptr inbounds i8, ptr %20, i64 4
  %83 = load i64, ptr %82, align 4
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %20)
  %84 = or disjoint i64 %72, %58
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %19)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %19, ptr noundef nonnull align 8 dereferenceable(24) %5, i64 24, i1 false)
  %85 = tail call noundef zeroext i1 @_ZN4sycl3_V16detail12isOutOfRangeENS0_3vecIiLi4EEENS0_15addressing_modeENS0_5rangeILi3EEE(i64 %84, i64 %83, i32 noundef %3, ptr noundef nonnull byval(%"class.sycl::_V1::range.119") align 8 %4)
  br i1 %85, label %86, label %88

86:                                               ; preds = %79
  %87 = tail call { <2 x float>, <2 x float> } @_ZN4sycl3_V16detail14getBorderColorENS0_19image_channel_orderE(i32 noundef %7)
  br label %90

88:                                               ; preds = %79
  %89 = tail call { <2 x float>, <2 x float> } @_ZN4sycl3_V16detail13ReadPixelDataINS0_3vecIfLi4EEEEET_NS3_IiLi4EEENS0_2idILi3EEENS0_18image_channel_typeENS0_19image_channel_orderEPvh(i64 %84, i64 %83, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %19, i32 noundef %6, i32 noundef %7, ptr noundef %8, i8 noundef zeroext %9)
  br label %90

90:                                               ; preds = %86, %88
  %91 = phi { <2 x float>, <2 x float> } [ %87, %86 ], [ %89, %88 ]
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %19)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %18)
  %92 = zext i32 %37 to i64
  %93 = shl nuw i64 %92, 32
  %94 = or disjoint i64 %93, %40
  store i64 %94, ptr %18, align 8
  %95 = getelementptr inbounds i8, ptr %18, i64 8
  store i32 0, ptr %95, align 8
  %96 = getelementptr inbounds i8, ptr %18, i64 4
  %97 = load i64, ptr %96, align 4
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %18)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %17)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %17, ptr noundef nonnull align 8 dereferenceable(24) %5, i64 24, i1 false)
  %98 = tail call noundef zeroext i1 @_ZN4sycl3_V16detail12isOutOfRangeENS0_3vecIiLi4EEENS0_15addressing_modeENS0_5rangeILi3EEE(i64 %47, i64 %97, i32 noundef %3, ptr noundef nonnull byval(%"class.sycl::_V1::range.119") align 8 %4)
  br i1 %98, label %99, label %101

99:                                               ; preds = %90
  %100 = tail call { <2 x float>, <2 x float> } @_ZN4sycl3_V16detail14getBorderColorENS0_19image_channel_orderE(i32 noundef %7)
  br label %103

101:                                              ; preds = %90
  %102 = tail call { <2 x float>, <2 x float> } @_ZN4sycl3_V16detail13ReadPixelDataINS0_3vecIfLi4EEEEET_NS3_IiLi4EEENS0_2idILi3EEENS0_18image_channel_typeENS0_19image_channel_orderEPvh(i64 %47, i64 %97, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %17, i32 noundef %6, i32 noundef %7, ptr noundef %8, i8 noundef zeroext %9)
  br label %103

103:                                              ; preds = %99, %101
  %104 = phi { <2 x float>, <2 x float> } [ %100, %99 ], [ %102, %101 ]
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %17)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %16)
  store i64 %94, ptr %16, align 8
  %105 = getelementptr inbounds i8, ptr %16, i64 8
  store i32 0, ptr %105, align 8
  %106 = getelementptr inbounds i8, ptr %16, i64 4
  %107 = load i64, ptr %106, align 4
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %16)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %15)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %15, ptr noundef nonnull align 8 dereferenceable(24) %5, i64 24, i1 false)
  %108 = tail call noundef zeroext i1 @_ZN4sycl3_V16detail12isOutOfRangeENS0_3vecIiLi4EEENS0_15addressing_modeENS0_5rangeILi3EEE(i64 %59, i64 %107, i32 noundef %3, ptr noundef nonnull byval(%"class.sycl::_V1::range.119") align 8 %4)
  br i1 %108, label %109, label %111

109:                                              ; preds = %103
  %110 = tail call { <2 x float>, <2 x float> } @_ZN4sycl3_V16detail14getBorderColorENS0_19image_channel_orderE(i32 noundef %7)
  br label %113

111:                                              ; preds = %103
  %112 = tail call { <2 x float>, <2 x float> } @_ZN4sycl3_V16detail13ReadPixelDataINS0_3vecIfLi4EEEEET_NS3_IiLi4EEENS0_2idILi3EEENS0_18image_channel_typeENS0_19image_channel_orderEPvh(i64 %59, i64 %107, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %15, i32 noundef %6, i32 noundef %7, ptr noundef %8, i8 noundef zeroext %9)
  br label %113

113:                                              ; preds = %109, %111
  %114 = phi { <2 x float>, <2 x float> } [ %110, %109 ], [ %112, %111 ]
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %15)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %14)
  %115 = or disjoint i64 %93, %67
  store i64 %115, ptr %14, align 8
  %116 = getelementptr inbounds i8, ptr %14, i64 8
  store i32 0, ptr %116, align 8
  %117 = getelementptr inbounds i8, ptr %14, i64 4
  %118 = load i64, ptr %117, align 4
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %14)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %13)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %13, ptr noundef nonnull align 8 dereferenceable(24) %5, i64 24, i1 false)
  %119 = tail call noundef zeroext i1 @_ZN4sycl3_V16detail12isOutOfRangeENS0_3vecIiLi4EEENS0_15addressing_modeENS0_5rangeILi3EEE(i64 %73, i64 %118, i32 noundef %3, ptr noundef nonnull byval(%"class.sycl::_V1::range.119") align 8 %4)
  br i1 %119, label %120, label %122

120:                                              ; preds = %113
  %121 = tail call { <2 x float>, <2 x float> } @_ZN4sycl3_V16detail14getBorderColorENS0_19image_channel_orderE(i32 noundef %7)
  br label %124

122:                                              ; preds = %113
  %123 = tail call { <2 x float>, <2 x float> } @_ZN4sycl3_V16detail13ReadPixelDataINS0_3vecIfLi4EEEEET_NS3_IiLi4EEENS0_2idILi3EEENS0_18image_channel_typeENS0_19image_channel_orderEPvh(i64 %73, i64 %118, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %13, i32 noundef %6, i32 noundef %7, ptr noundef %8, i8 noundef zeroext %9)
  br label %124

124:                                              ; preds = %120, %122
  %125 = phi { <2 x float>, <2 x float> } [ %121, %120 ], [ %123, %122 ]
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %13)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %12)
  store i64 %115, ptr %12, align 8
  %126 = getelementptr inbounds i8, ptr %12, i64 8
  store i32 0, ptr %126, align 8
  %127 = getelementptr inbounds i8, ptr %12, i64 4
  %128 = load i64, ptr %127, align 4
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %12)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %11)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %11, ptr noundef nonnull align 8 dereferenceable(24) %5, i64 24, i1 false)
  %129 = tail call noundef zeroext i1 @_ZN4sycl3_V16detail12isOutOfRangeENS0_3vecIiLi4EEENS0_15addressing_modeENS0_5rangeILi3EEE(i64 %84, i64 %128, i32 noundef %3, ptr noundef nonnull byval(%"class.sycl::_V1::range.119") align 8 %4)
  br i1 %129, label %130, label %132

130:                                              ; preds = %124
  %131 = tail call { <2 x float>, <2 x float> } @_ZN4sycl3_V16detail14getBorderColorENS0_19image_channel_orderE(i32 noundef %7)
  br label %134

132:                                              ; preds = %124
  %133 = tail call { <2 x float>, <2 x float> } @_ZN4sycl3_V16detail13ReadPixelDataINS0_3vecIfLi4EEEEET_NS3_IiLi4EEENS0_2idILi3EEENS0_18image_channel_typeENS0_19image_channel_orderEPvh(i64 %84, i64 %128, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %11, i32 noundef %6, i32 noundef %7, ptr noundef %8, i8 noundef zeroext %9)
  br label %134

134:                                              ; preds = %130, %132
  %135 = phi { <2 x float>, <2 x float> } [ %131, %130 ], [ %133, %132 ]
  %136 = extractvalue { <2 x float>, <2 x float> } %125, 1
  %137 = extractvalue { <2 x float>, <2 x float> } %125, 0
  %138 = extractvalue { <2 x float>, <2 x float> } %114, 1
  %139 = extractvalue { <2 x float>, <2 x float> } %114, 0
  %140 = extractvalue { <2 x float>, <2 x float> } %104, 1
  %141 = extractvalue { <2 x float>, <2 x float> } %104, 0
  %142 = extractvalue { <2 x float>, <2 x float> } %91, 1
  %143 = extractvalue { <2 x float>, <2 x float> } %91, 0
  %144 = extractvalue { <2 x float>, <2 x float> } %80, 1
  %145 = extractvalue { <2 x float>, <2 x float> } %80, 0
  %146 = extractvalue { <2 x float>, <2 x float> } %66, 1
  %147 = extractvalue { <2 x float>, <2 x float> } %66, 0
  %148 = extractvalue { <2 x float>, <2 x float> } %54, 1
  %149 = extractvalue { <2 x float>, <2 x float> } %54, 0
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %11)
  %150 = extractvalue { <2 x float>, <2 x float> } %135, 0
  %151 = extractvalue { <2 x float>, <2 x float> } %135, 1
  %152 = extractelement <2 x float> %1, i64 0
  %153 = extractelement <2 x float> %1, i64 1
  %154 = extractelement <2 x float> %2, i64 0
  %155 = fsub float 1.000000e+00, %152
  %156 = fsub float 1.000000e+00, %153
  %157 = fsub float 1.000000e+00, %154
  %158 = fmul float %153, %155
  %159 = fmul float %158, %157
  %160 = fmul float %152, %153
  %161 = fmul float %160, %157
  %162 = fmul float %154, %158
  %163 = fmul float %160, %154
  %164 = insertelement <2 x float> %1, float %155, i64 1
  %165 = insertelement <2 x float> poison, float %156, i64 0
  %166 = shufflevector <2 x float> %165, <2 x float> poison, <2 x i32> zeroinitializer
  %167 = fmul <2 x float> %164, %166
  %168 = insertelement <2 x float> poison, float %157, i64 0
  %169 = shufflevector <2 x float> %168, <2 x float> poison, <2 x i32> zeroinitializer
  %170 = fmul <2 x float> %167, %169
  %171 = shufflevector <2 x float> %170, <2 x float> poison, <4 x i32> <i32 0, i32 1, i32 0, i32 1>
  %172 = shufflevector <2 x float> %147, <2 x float> %148, <4 x i32> <i32 0, i32 2, i32 1, i32 3>
  %173 = fmul <4 x float> %171, %172
  %174 = shufflevector <2 x float> %170, <2 x float> poison, <4 x i32> <i32 1, i32 0, i32 1, i32 0>
  %175 = shufflevector <2 x float> %149, <2 x float> %146, <4 x i32> <i32 0, i32 2, i32 1, i32 3>
  %176 = fmul <4 x float> %174, %175
  %177 = insertelement <4 x float> poison, float %159, i64 0
  %178 = shufflevector <4 x float> %177, <4 x float> poison, <4 x i32> zeroinitializer
  %179 = shufflevector <2 x float> %145, <2 x float> %144, <4 x i32> <i32 0, i32 2, i32 1, i32 3>
  %180 = fmul <4 x float> %178, %179
  %181 = insertelement <4 x float> poison, float %161, i64 0
  %182 = shufflevector <4 x float> %181, <4 x float> poison, <4 x i32> zeroinitializer
  %183 = shufflevector <2 x float> %143, <2 x float> %142, <4 x i32> <i32 0, i32 2, i32 1, i32 3>
  %184 = fmul <4 x float> %182, %183
  %185 = shufflevector <2 x float> %167, <2 x float> poison, <2 x i32> <i32 1, i32 poison>
  %186 = fmul <2 x float> %185, %2
  %187 = shufflevector <2 x float> %186, <2 x float> poison, <4 x i32> zeroinitializer
  %188 = shufflevector <2 x float> %141, <2 x float> %140, <4 x i32> <i32 0, i32 2, i32 1, i32 3>
  %189 = fmul <4 x float> %187, %188
  %190 = fmul <2 x float> %167, %2
  %191 = shufflevector <2 x float> %190, <2 x float> poison, <4 x i32> zeroinitializer
  %192 = shufflevector <2 x float> %139, <2 x float> %138, <4 x i32> <i32 0, i32 2, i32 1, i32 3>
  %193 = fmul <4 x float> %191, %192
  %194 = insertelement <4 x float> poison, float %162, i64 0
  %195 = shufflevector <4 x float> %194, <4 x float> poison, <4 x i32> zeroinitializer
  %196 = shufflevector <2 x float> %137, <2 x float> %136, <4 x i32> <i32 0, i32 2, i32 1, i32 3>
  %197 = fmul <4 x float> %195, %196
  %198 = insertelement <4 x float> poison, float %163, i64 0
  %199 = shufflevector <4 x float> %198, <4 x float> poison, <4 x i32> zeroinitializer
  %200 = shufflevector <2 x float> %150, <2 x float> %151, <4 x i32> <i32 0, i32 2, i32 1, i32 3>
  %201 = fmul <4 x float> %199, %200
  %202 = fadd <4 x float> %173, %176
  %203 = fadd <4 x float> %202, %180
  %204 = fadd <4 x float> %203, %184
  %205 = fadd <4 x float> %204, %189
  %206 = fadd <4 x float> %205, %193
  %207 = fadd <4 x float> %206, %197
  %208 = fadd <4 x float> %207, %201
  %209 = shufflevector <4 x float> %208, <4 x float> poison, <2 x i32> <i32 0, i32 2>
  %210 = shufflevector <4 x float> %208, <4 x float> poison, <2 x i32> <i32 1, i32 3>
  %211 = insertvalue { <2 x float>, <2 x float> } poison, <2 x float> %209, 0
  %212 = insertvalue { <2 x float>, <2 x float> } %211, <2 x float> %210, 1
  ret { <2 x float>, <2 x float> } %212
}

declare noundef zeroext i1 @_ZN4sycl3_V16detail12isOutOfRangeENS0_3vecIiLi4EEENS0_15addressing_modeENS0_5rangeILi3EEE(i64, i64, i32 noundef, ptr noundef byval(%"class.sycl::_V1::range.119") align 8) local_unnamed_addr #3

declare { <2 x float>, <2 x float> } @_ZN4sycl3_V16detail14getBorderColorENS0_19image_channel_orderE(i32 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local { <2 x float>, <2 x float> } @_ZN4sycl3_V16detail13ReadPixelDataINS0_3vecIfLi4EEEEET_NS3_IiLi4EEENS0_2idILi3EEENS0_18image_channel_typeENS0_19image_channel_orderEPvh(i64 %0, i64 %1, ptr noundef byval(%"class.sycl::_V1::id") align 8 %2, i32 noundef %3, i32 noundef %4, ptr noundef %5, i8 noundef zeroext %6) local_unnamed_addr #21 comdat personality ptr @__gxx_personality_v0 {
  %8 = alloca %"class.sycl::_V1::vec.250", align 8
  %9 = load i64, ptr %2, align 8
  %10 = getelementptr inbounds i8, ptr %2, i64 8
  %11 = load i64, ptr %10, align 8
  %12 = zext i8 %6 to i64
  %13 = shl i64 %0, 32
  %14 = mul i64 %13, %12
  %15 = ashr exact i64 %14, 32
  %16 = ashr i64 %0, 32
  %17 = mul i64 %9, %16
  %18 = shl i64 %1, 32
  %19 = ashr exact i64 %18, 32
  %20 = mul i64 %11, %19
  %21 = getelementptr i8, ptr %5, i64 %17
  %22 = getelementptr i8, ptr %21, i64 %15
  %23 = getelementptr i8, ptr %22, i64 %20
  switch i32 %3, label %537 [
    i32 0, label %24
    i32 1, label %90
    i32 2, label %156
    i32 3, label %219
    i32 4, label %282
    i32 5, label %305
    i32 6, label %331
    i32 7, label %357
    i32 8, label %368
    i32 9, label %376
    i32 10, label %384
    i32 11, label %392
    i32 12, label %400
    i32 13, label %408
    i32 14, label %481
  ]

24:                                               ; preds = %7
  switch i32 %4, label %75 [
    i32 0, label %25
    i32 1, label %27
    i32 2, label %27
    i32 11, label %30
    i32 12, label %34
    i32 3, label %38
    i32 4, label %38
    i32 5, label %40
    i32 6, label %45
    i32 7, label %45
    i32 8, label %49
    i32 14, label %49
    i32 9, label %55
    i32 10, label %61
    i32 13, label %68
  ]

25:                                               ; preds = %24
  %26 = load i8, ptr %23, align 1, !tbaa !37
  br label %75

27:                                               ; preds = %24, %24
  %28 = load i8, ptr %23, align 1, !tbaa !37
  %29 = insertelement <2 x i8> <i8 poison, i8 0>, i8 %28, i64 0
  br label %75

30:                                               ; preds = %24
  %31 = load i8, ptr %23, align 1, !tbaa !37
  %32 = insertelement <2 x i8> poison, i8 %31, i64 0
  %33 = shufflevector <2 x i8> %32, <2 x i8> poison, <2 x i32> zeroinitializer
  br label %75

34:                                               ; preds = %24
  %35 = load i8, ptr %23, align 1, !tbaa !37
  %36 = insertelement <2 x i8> poison, i8 %35, i64 0
  %37 = shufflevector <2 x i8> %36, <2 x i8> poison, <2 x i32> zeroinitializer
  br label %75

38:                                               ; preds = %24, %24
  %39 = load <2 x i8>, ptr %23, align 1, !tbaa !37
  br label %75

40:                                               ; preds = %24
  %41 = load i8, ptr %23, align 1, !tbaa !37
  %42 = getelementptr inbounds i8, ptr %23, i64 1
  %43 = load i8, ptr %42, align 1, !tbaa !37
  %44 = insertelement <2 x i8> <i8 poison, i8 0>, i8 %41, i64 0
  br label %75

45:                                               ; preds = %24, %24
  %46 = load <2 x i8>, ptr %23, align 1, !tbaa !37
  %47 = getelementptr inbounds i8, ptr %23, i64 2
  %48 = load i8, ptr %47, align 1, !tbaa !37
  br label %75

49:                                               ; preds = %24, %24
  %50 = load <2 x i8>, ptr %23, align 1, !tbaa !37
  %51 = getelementptr inbounds i8, ptr %23, i64 2
  %52 = load i8, ptr %51, align 1, !tbaa !37
  %53 = getelementptr inbounds i8, ptr %23, i64 3
  %54 = load i8, ptr %53, align 1, !tbaa !37
  br label %75

55:                                               ; preds = %24
  %56 = load i8, ptr %23, align 1, !tbaa !37
  %57 = getelementptr inbounds i8, ptr %23, i64 1
  %58 = load <2 x i8>, ptr %57, align 1, !tbaa !37
  %59 = getelementptr inbounds i8, ptr %23, i64 3
  %60 = load i8, ptr %59, align 1, !tbaa !37
  br label %75

61:                                               ; preds = %24
  %62 = load i8, ptr %23, align 1, !tbaa !37
  %63 = getelementptr inbounds i8, ptr %23, i64 1
  %64 = load <2 x i8>, ptr %63, align 1, !tbaa !37
  %65 = shufflevector <2 x i8> %64, <2 x i8> poison, <2 x i32> <i32 1, i32 0>
  %66 = getelementptr inbounds i8, ptr %23, i64 3
  %67 = load i8, ptr %66, align 1, !tbaa !37
  br label %75

68:                                               ; preds = %24
  %69 = load i8, ptr %23, align 1, !tbaa !37
  %70 = getelementptr inbounds i8, ptr %23, i64 1
  %71 = load i8, ptr %70, align 1, !tbaa !37
  %72 = getelementptr inbounds i8, ptr %23, i64 2
  %73 = load <2 x i8>, ptr %72, align 1, !tbaa !37
  %74 = shufflevector <2 x i8> %73, <2 x i8> poison, <2 x i32> <i32 1, i32 0>
  br label %75

75:                                               ; preds = %24, %25, %27, %30, %34, %38, %40, %45, %49, %55, %61, %68
  %76 = phi i8 [ 0, %24 ], [ %69, %68 ], [ %67, %61 ], [ %56, %55 ], [ %54, %49 ], [ 1, %45 ], [ %43, %40 ], [ 1, %38 ], [ 1, %34 ], [ %31, %30 ], [ 1, %27 ], [ %26, %25 ]
  %77 = phi i8 [ 0, %24 ], [ %71, %68 ], [ %62, %61 ], [ %60, %55 ], [ %52, %49 ], [ %48, %45 ], [ 0, %40 ], [ 0, %38 ], [ %35, %34 ], [ %31, %30 ], [ 0, %27 ], [ 0, %25 ]
  %78 = phi <2 x i8> [ zeroinitializer, %24 ], [ %74, %68 ], [ %65, %61 ], [ %58, %55 ], [ %50, %49 ], [ %46, %45 ], [ %44, %40 ], [ %39, %38 ], [ %37, %34 ], [ %33, %30 ], [ %29, %27 ], [ zeroinitializer, %25 ]
  %79 = sitofp <2 x i8> %78 to <2 x float>
  %80 = sitofp i8 %77 to float
  %81 = sitofp i8 %76 to float
  %82 = fdiv <2 x float> %79, <float 1.270000e+02, float 1.270000e+02>
  %83 = fdiv float %80, 1.270000e+02
  %84 = insertelement <2 x float> poison, float %83, i64 0
  %85 = fdiv float %81, 1.270000e+02
  %86 = insertelement <2 x float> %84, float %85, i64 1
  %87 = tail call { <2 x float>, <2 x float> } @_ZN4sycl3_V111__fmax_implENS0_3vecIfLi4EEES2_(<2 x float> %82, <2 x float> %86, <2 x float> <float -1.000000e+00, float -1.000000e+00>, <2 x float> <float -1.000000e+00, float -1.000000e+00>)
  %88 = extractvalue { <2 x float>, <2 x float> } %87, 0
  %89 = extractvalue { <2 x float>, <2 x float> } %87, 1
  br label %537

90:                                               ; preds = %7
  switch i32 %4, label %146 [
    i32 0, label %91
    i32 1, label %94
    i32 2, label %94
    i32 11, label %97
    i32 12, label %101
    i32 3, label %106
    i32 4, label %106
    i32 5, label %108
    i32 6, label %114
    i32 7, label %114
    i32 8, label %119
    i32 14, label %119
    i32 9, label %123
    i32 10, label %131
    i32 13, label %140
  ]

91:                                               ; preds = %90
  %92 = load i16, ptr %23, align 2, !tbaa !276
  %93 = insertelement <2 x i16> <i16 0, i16 poison>, i16 %92, i64 1
  br label %146

94:                                               ; preds = %90, %90
  %95 = load i16, ptr %23, align 2, !tbaa !276
  %96 = insertelement <2 x i16> <i16 poison, i16 0>, i16 %95, i64 0
  br label %146

97:                                               ; preds = %90
  %98 = load i16, ptr %23, align 2, !tbaa !276
  %99 = insertelement <2 x i16> poison, i16 %98, i64 0
  %100 = shufflevector <2 x i16> %99, <2 x i16> poison, <2 x i32> zeroinitializer
  br label %146

101:                                              ; preds = %90
  %102 = load i16, ptr %23, align 2, !tbaa !276
  %103 = insertelement <2 x i16> <i16 poison, i16 1>, i16 %102, i64 0
  %104 = insertelement <2 x i16> poison, i16 %102, i64 0
  %105 = shufflevector <2 x i16> %104, <2 x i16> poison, <2 x i32> zeroinitializer
  br label %146

106:                                              ; preds = %90, %90
  %107 = load <2 x i16>, ptr %23, align 2, !tbaa !276
  br label %146

108:                                              ; preds = %90
  %109 = load i16, ptr %23, align 2, !tbaa !276
  %110 = getelementptr inbounds i8, ptr %23, i64 2
  %111 = load i16, ptr %110, align 2, !tbaa !276
  %112 = insertelement <2 x i16> <i16 0, i16 poison>, i16 %111, i64 1
  %113 = insertelement <2 x i16> <i16 poison, i16 0>, i16 %109, i64 0
  br label %146

114:                                              ; preds = %90, %90
  %115 = load <2 x i16>, ptr %23, align 2, !tbaa !276
  %116 = getelementptr inbounds i8, ptr %23, i64 4
  %117 = load i16, ptr %116, align 2, !tbaa !276
  %118 = insertelement <2 x i16> <i16 poison, i16 1>, i16 %117, i64 0
  br label %146

119:                                              ; preds = %90, %90
  %120 = load <2 x i16>, ptr %23, align 2, !tbaa !276
  %121 = getelementptr inbounds i8, ptr %23, i64 4
  %122 = load <2 x i16>, ptr %121, align 2, !tbaa !276
  br label %146

123:                                              ; preds = %90
  %124 = load i16, ptr %23, align 2, !tbaa !276
  %125 = getelementptr inbounds i8, ptr %23, i64 2
  %126 = load <2 x i16>, ptr %125, align 2, !tbaa !276
  %127 = getelementptr inbounds i8, ptr %23, i64 6
  %128 = load i16, ptr %127, align 2, !tbaa !276
  %129 = insertelement <2 x i16> poison, i16 %128, i64 0
  %130 = insertelement <2 x i16> %129, i16 %124, i64 1
  br label %146

131:                                              ; preds = %90
  %132 = load i16, ptr %23, align 2, !tbaa !276
  %133 = getelementptr inbounds i8, ptr %23, i64 2
  %134 = load <2 x i16>, ptr %133, align 2, !tbaa !276
  %135 = shufflevector <2 x i16> %134, <2 x i16> poison, <2 x i32> <i32 1, i32 0>
  %136 = getelementptr inbounds i8, ptr %23, i64 6
  %137 = load i16, ptr %136, align 2, !tbaa !276
  %138 = insertelement <2 x i16> poison, i16 %132, i64 0
  %139 = insertelement <2 x i16> %138, i16 %137, i64 1
  br label %146

140:                                              ; preds = %90
  %141 = load <2 x i16>, ptr %23, align 2, !tbaa !276
  %142 = shufflevector <2 x i16> %141, <2 x i16> poison, <2 x i32> <i32 1, i32 0>
  %143 = getelementptr inbounds i8, ptr %23, i64 4
  %144 = load <2 x i16>, ptr %143, align 2, !tbaa !276
  %145 = shufflevector <2 x i16> %144, <2 x i16> poison, <2 x i32> <i32 1, i32 0>
  br label %146

146:                                              ; preds = %90, %91, %94, %97, %101, %106, %108, %114, %119, %123, %131, %140
  %147 = phi <2 x i16> [ zeroinitializer, %90 ], [ %142, %140 ], [ %139, %131 ], [ %130, %123 ], [ %122, %119 ], [ %118, %114 ], [ %112, %108 ], [ <i16 0, i16 1>, %106 ], [ %103, %101 ], [ %100, %97 ], [ <i16 0, i16 1>, %94 ], [ %93, %91 ]
  %148 = phi <2 x i16> [ zeroinitializer, %90 ], [ %145, %140 ], [ %135, %131 ], [ %126, %123 ], [ %120, %119 ], [ %115, %114 ], [ %113, %108 ], [ %107, %106 ], [ %105, %101 ], [ %100, %97 ], [ %96, %94 ], [ zeroinitializer, %91 ]
  %149 = sitofp <2 x i16> %148 to <2 x float>
  %150 = sitofp <2 x i16> %147 to <2 x float>
  %151 = fdiv <2 x float> %149, <float 3.276700e+04, float 3.276700e+04>
  %152 = fdiv <2 x float> %150, <float 3.276700e+04, float 3.276700e+04>
  %153 = tail call { <2 x float>, <2 x float> } @_ZN4sycl3_V111__fmax_implENS0_3vecIfLi4EEES2_(<2 x float> %151, <2 x float> %152, <2 x float> <float -1.000000e+00, float -1.000000e+00>, <2 x float> <float -1.000000e+00, float -1.000000e+00>)
  %154 = extractvalue { <2 x float>, <2 x float> } %153, 0
  %155 = extractvalue { <2 x float>, <2 x float> } %153, 1
  br label %537

156:                                              ; preds = %7
  switch i32 %4, label %207 [
    i32 0, label %157
    i32 1, label %159
    i32 2, label %159
    i32 11, label %162
    i32 12, label %166
    i32 3, label %170
    i32 4, label %170
    i32 5, label %172
    i32 6, label %177
    i32 7, label %177
    i32 8, label %181
    i32 14, label %181
    i32 9, label %187
    i32 10, label %193
    i32 13, label %200
  ]

157:                                              ; preds = %156
  %158 = load i8, ptr %23, align 1, !tbaa !37
  br label %207

159:                                              ; preds = %156, %156
  %160 = load i8, ptr %23, align 1, !tbaa !37
  %161 = insertelement <2 x i8> <i8 poison, i8 0>, i8 %160, i64 0
  br label %207

162:                                              ; preds = %156
  %163 = load i8, ptr %23, align 1, !tbaa !37
  %164 = insertelement <2 x i8> poison, i8 %163, i64 0
  %165 = shufflevector <2 x i8> %164, <2 x i8> poison, <2 x i32> zeroinitializer
  br label %207

166:                                              ; preds = %156
  %167 = load i8, ptr %23, align 1, !tbaa !37
  %168 = insertelement <2 x i8> poison, i8 %167, i64 0
  %169 = shufflevector <2 x i8> %168, <2 x i8> poison, <2 x i32> zeroinitializer
  br label %207

170:                                              ; preds = %156, %156
  %171 = load <2 x i8>, ptr %23, align 1, !tbaa !37
  br label %207

172:                                              ; preds = %156
  %173 = load i8, ptr %23, align 1, !tbaa !37
  %174 = getelementptr inbounds i8, ptr %23, i64 1
  %175 = load i8, ptr %174, align 1, !tbaa !37
  %176 = insertelement <2 x i8> <i8 poison, i8 0>, i8 %173, i64 0
  br label %207

177:                                              ; preds = %156, %156
  %178 = load <2 x i8>, ptr %23, align 1, !tbaa !37
  %179 = getelementptr inbounds i8, ptr %23, i64 2
  %180 = load i8, ptr %179, align 1, !tbaa !37
  br label %207

181:                                              ; preds = %156, %156
  %182 = load <2 x i8>, ptr %23, align 1, !tbaa !37
  %183 = getelementptr inbounds i8, ptr %23, i64 2
  %184 = load i8, ptr %183, align 1, !tbaa !37
  %185 = getelementptr inbounds i8, ptr %23, i64 3
  %186 = load i8, ptr %185, align 1, !tbaa !37
  br label %207

187:                                              ; preds = %156
  %188 = load i8, ptr %23, align 1, !tbaa !37
  %189 = getelementptr inbounds i8, ptr %23, i64 1
  %190 = load <2 x i8>, ptr %189, align 1, !tbaa !37
  %191 = getelementptr inbounds i8, ptr %23, i64 3
  %192 = load i8, ptr %191, align 1, !tbaa !37
  br label %207

193:                                              ; preds = %156
  %194 = load i8, ptr %23, align 1, !tbaa !37
  %195 = getelementptr inbounds i8, ptr %23, i64 1
  %196 = load <2 x i8>, ptr %195, align 1, !tbaa !37
  %197 = shufflevector <2 x i8> %196, <2 x i8> poison, <2 x i32> <i32 1, i32 0>
  %198 = getelementptr inbounds i8, ptr %23, i64 3
  %199 = load i8, ptr %198, align 1, !tbaa !37
  br label %207

200:                                              ; preds = %156
  %201 = load i8, ptr %23, align 1, !tbaa !37
  %202 = getelementptr inbounds i8, ptr %23, i64 1
  %203 = load i8, ptr %202, align 1, !tbaa !37
  %204 = getelementptr inbounds i8, ptr %23, i64 2
  %205 = load <2 x i8>, ptr %204, align 1, !tbaa !37
  %206 = shufflevector <2 x i8> %205, <2 x i8> poison, <2 x i32> <i32 1, i32 0>
  br label %207

207:                                              ; preds = %156, %157, %159, %162, %166, %170, %172, %177, %181, %187, %193, %200
  %208 = phi i8 [ 0, %156 ], [ %201, %200 ], [ %199, %193 ], [ %188, %187 ], [ %186, %181 ], [ 1, %177 ], [ %175, %172 ], [ 1, %170 ], [ 1, %166 ], [ %163, %162 ], [ 1, %159 ], [ %158, %157 ]
  %209 = phi i8 [ 0, %156 ], [ %203, %200 ], [ %194, %193 ], [ %192, %187 ], [ %184, %181 ], [ %180, %177 ], [ 0, %172 ], [ 0, %170 ], [ %167, %166 ], [ %163, %162 ], [ 0, %159 ], [ 0, %157 ]
  %210 = phi <2 x i8> [ zeroinitializer, %156 ], [ %206, %200 ], [ %197, %193 ], [ %190, %187 ], [ %182, %181 ], [ %178, %177 ], [ %176, %172 ], [ %171, %170 ], [ %169, %166 ], [ %165, %162 ], [ %161, %159 ], [ zeroinitializer, %157 ]
  %211 = uitofp <2 x i8> %210 to <2 x float>
  %212 = uitofp i8 %209 to float
  %213 = uitofp i8 %208 to float
  %214 = fdiv <2 x float> %211, <float 2.550000e+02, float 2.550000e+02>
  %215 = fdiv float %212, 2.550000e+02
  %216 = insertelement <2 x float> poison, float %215, i64 0
  %217 = fdiv float %213, 2.550000e+02
  %218 = insertelement <2 x float> %216, float %217, i64 1
  br label %537

219:                                              ; preds = %7
  switch i32 %4, label %275 [
    i32 0, label %220
    i32 1, label %223
    i32 2, label %223
    i32 11, label %226
    i32 12, label %230
    i32 3, label %235
    i32 4, label %235
    i32 5, label %237
    i32 6, label %243
    i32 7, label %243
    i32 8, label %248
    i32 14, label %248
    i32 9, label %252
    i32 10, label %260
    i32 13, label %269
  ]

220:                                              ; preds = %219
  %221 = load i16, ptr %23, align 2, !tbaa !276
  %222 = insertelement <2 x i16> <i16 0, i16 poison>, i16 %221, i64 1
  br label %275

223:                                              ; preds = %219, %219
  %224 = load i16, ptr %23, align 2, !tbaa !276
  %225 = insertelement <2 x i16> <i16 poison, i16 0>, i16 %224, i64 0
  br label %275

226:                                              ; preds = %219
  %227 = load i16, ptr %23, align 2, !tbaa !276
  %228 = insertelement <2 x i16> poison, i16 %227, i64 0
  %229 = shufflevector <2 x i16> %228, <2 x i16> poison, <2 x i32> zeroinitializer
  br label %275

230:                                              ; preds = %219
  %231 = load i16, ptr %23, align 2, !tbaa !276
  %232 = insertelement <2 x i16> <i16 poison, i16 1>, i16 %231, i64 0
  %233 = insertelement <2 x i16> poison, i16 %231, i64 0
  %234 = shufflevector <2 x i16> %233, <2 x i16> poison, <2 x i32> zeroinitializer
  br label %275

235:                                              ; preds = %219, %219
  %236 = load <2 x i16>, ptr %23, align 2, !tbaa !276
  br label %275

237:                                              ; preds = %219
  %238 = load i16, ptr %23, align 2, !tbaa !276
  %239 = getelementptr inbounds i8, ptr %23, i64 2
  %240 = load i16, ptr %239, align 2, !tbaa !276
  %241 = insertelement <2 x i16> <i16 0, i16 poison>, i16 %240, i64 1
  %242 = insertelement <2 x i16> <i16 poison, i16 0>, i16 %238, i64 0
  br label %275

243:                                              ; preds = %219, %219
  %244 = load <2 x i16>, ptr %23, align 2, !tbaa !276
  %245 = getelementptr inbounds i8, ptr %23, i64 4
  %246 = load i16, ptr %245, align 2, !tbaa !276
  %247 = insertelement <2 x i16> <i16 poison, i16 1>, i16 %246, i64 0
  br label %275

248:                                              ; preds = %219, %219
  %249 = load <2 x i16>, ptr %23, align 2, !tbaa !276
  %250 = getelementptr inbounds i8, ptr %23, i64 4
  %251 = load <2 x i16>, ptr %250, align 2, !tbaa !276
  br label %275

252:                                              ; preds = %219
  %253 = load i16, ptr %23, align 2, !tbaa !276
  %254 = getelementptr inbounds i8, ptr %23, i64 2
  %255 = load <2 x i16>, ptr %254, align 2, !tbaa !276
  %256 = getelementptr inbounds i8, ptr %23, i64 6
  %257 = load i16, ptr %256, align 2, !tbaa !276
  %258 = insertelement <2 x i16> poison, i16 %257, i64 0
  %259 = insertelement <2 x i16> %258, i16 %253, i64 1
  br label %275

260:                                              ; preds = %219
  %261 = load i16, ptr %23, align 2, !tbaa !276
  %262 = getelementptr inbounds i8, ptr %23, i64 2
  %263 = load <2 x i16>, ptr %262, align 2, !tbaa !276
  %264 = shufflevector <2 x i16> %263, <2 x i16> poison, <2 x i32> <i32 1, i32 0>
  %265 = getelementptr inbounds i8, ptr %23, i64 6
  %266 = load i16, ptr %265, align 2, !tbaa !276
  %267 = insertelement <2 x i16> poison, i16 %261, i64 0
  %268 = insertelement <2 x i16> %267, i16 %266, i64 1
  br label %275

269:                                              ; preds = %219
  %270 = load <2 x i16>, ptr %23, align 2, !tbaa !276
  %271 = shufflevector <2 x i16> %270, <2 x i16> poison, <2 x i32> <i32 1, i32 0>
  %272 = getelementptr inbounds i8, ptr %23, i64 4
  %273 = load <2 x i16>, ptr %272, align 2, !tbaa !276
  %274 = shufflevector <2 x i16> %273, <2 x i16> poison, <2 x i32> <i32 1, i32 0>
  br label %275

275:                                              ; preds = %219, %220, %223, %226, %230, %235, %237, %243, %248, %252, %260, %269
  %276 = phi <2 x i16> [ zeroinitializer, %219 ], [ %271, %269 ], [ %268, %260 ], [ %259, %252 ], [ %251, %248 ], [ %247, %243 ], [ %241, %237 ], [ <i16 0, i16 1>, %235 ], [ %232, %230 ], [ %229, %226 ], [ <i16 0, i16 1>, %223 ], [ %222, %220 ]
  %277 = phi <2 x i16> [ zeroinitializer, %219 ], [ %274, %269 ], [ %264, %260 ], [ %255, %252 ], [ %249, %248 ], [ %244, %243 ], [ %242, %237 ], [ %236, %235 ], [ %234, %230 ], [ %229, %226 ], [ %225, %223 ], [ zeroinitializer, %220 ]
  %278 = uitofp <2 x i16> %277 to <2 x float>
  %279 = uitofp <2 x i16> %276 to <2 x float>
  %280 = fdiv <2 x float> %278, <float 6.553500e+04, float 6.553500e+04>
  %281 = fdiv <2 x float> %279, <float 6.553500e+04, float 6.553500e+04>
  br label %537

282:                                              ; preds = %7
  switch i32 %4, label %292 [
    i32 13, label %287
    i32 1, label %289
    i32 2, label %289
    i32 11, label %289
    i32 12, label %289
    i32 3, label %289
    i32 4, label %289
    i32 5, label %289
    i32 6, label %289
    i32 7, label %289
    i32 8, label %289
    i32 14, label %289
    i32 9, label %283
    i32 10, label %285
  ]

283:                                              ; preds = %282
  %284 = getelementptr inbounds i8, ptr %23, i64 2
  br label %289

285:                                              ; preds = %282
  %286 = getelementptr inbounds i8, ptr %23, i64 4
  br label %289

287:                                              ; preds = %282
  %288 = getelementptr inbounds i8, ptr %23, i64 6
  br label %289

289:                                              ; preds = %282, %282, %282, %282, %282, %282, %282, %282, %282, %282, %282, %287, %285, %283
  %290 = phi ptr [ %284, %283 ], [ %286, %285 ], [ %288, %287 ], [ %23, %282 ], [ %23, %282 ], [ %23, %282 ], [ %23, %282 ], [ %23, %282 ], [ %23, %282 ], [ %23, %282 ], [ %23, %282 ], [ %23, %282 ], [ %23, %282 ], [ %23, %282 ]
  %291 = load i16, ptr %290, align 2, !tbaa !276
  br label %292

292:                                              ; preds = %289, %282
  %293 = phi i16 [ 0, %282 ], [ %291, %289 ]
  %294 = lshr i16 %293, 11
  %295 = lshr i16 %293, 5
  %296 = and i16 %295, 63
  %297 = and i16 %293, 31
  %298 = uitofp nneg i16 %297 to float
  %299 = insertelement <2 x i16> poison, i16 %294, i64 0
  %300 = insertelement <2 x i16> %299, i16 %296, i64 1
  %301 = uitofp nneg <2 x i16> %300 to <2 x float>
  %302 = fdiv <2 x float> %301, <float 3.100000e+01, float 6.300000e+01>
  %303 = fdiv float %298, 3.100000e+01
  %304 = insertelement <2 x float> <float poison, float 0.000000e+00>, float %303, i64 0
  br label %537

305:                                              ; preds = %7
  switch i32 %4, label %315 [
    i32 13, label %310
    i32 1, label %312
    i32 2, label %312
    i32 11, label %312
    i32 12, label %312
    i32 3, label %312
    i32 4, label %312
    i32 5, label %312
    i32 6, label %312
    i32 7, label %312
    i32 8, label %312
    i32 14, label %312
    i32 9, label %306
    i32 10, label %308
  ]

306:                                              ; preds = %305
  %307 = getelementptr inbounds i8, ptr %23, i64 2
  br label %312

308:                                              ; preds = %305
  %309 = getelementptr inbounds i8, ptr %23, i64 4
  br label %312

310:                                              ; preds = %305
  %311 = getelementptr inbounds i8, ptr %23, i64 6
  br label %312

312:                                              ; preds = %305, %305, %305, %305, %305, %305, %305, %305, %305, %305, %305, %310, %308, %306
  %313 = phi ptr [ %307, %306 ], [ %309, %308 ], [ %311, %310 ], [ %23, %305 ], [ %23, %305 ], [ %23, %305 ], [ %23, %305 ], [ %23, %305 ], [ %23, %305 ], [ %23, %305 ], [ %23, %305 ], [ %23, %305 ], [ %23, %305 ], [ %23, %305 ]
  %314 = load i16, ptr %313, align 2, !tbaa !276
  br label %315

315:                                              ; preds = %312, %305
  %316 = phi i16 [ 0, %305 ], [ %314, %312 ]
  %317 = lshr i16 %316, 10
  %318 = and i16 %317, 31
  %319 = lshr i16 %316, 5
  %320 = and i16 %319, 31
  %321 = and i16 %316, 31
  %322 = uitofp nneg i16 %318 to float
  %323 = uitofp nneg i16 %320 to float
  %324 = uitofp nneg i16 %321 to float
  %325 = fdiv float %322, 3.100000e+01
  %326 = insertelement <2 x float> poison, float %325, i64 0
  %327 = fdiv float %323, 3.100000e+01
  %328 = insertelement <2 x float> %326, float %327, i64 1
  %329 = fdiv float %324, 3.100000e+01
  %330 = insertelement <2 x float> <float poison, float 0.000000e+00>, float %329, i64 0
  br label %537

331:                                              ; preds = %7
  switch i32 %4, label %341 [
    i32 13, label %336
    i32 1, label %338
    i32 2, label %338
    i32 11, label %338
    i32 12, label %338
    i32 3, label %338
    i32 4, label %338
    i32 5, label %338
    i32 6, label %338
    i32 7, label %338
    i32 8, label %338
    i32 14, label %338
    i32 9, label %332
    i32 10, label %334
  ]

332:                                              ; preds = %331
  %333 = getelementptr inbounds i8, ptr %23, i64 4
  br label %338

334:                                              ; preds = %331
  %335 = getelementptr inbounds i8, ptr %23, i64 8
  br label %338

336:                                              ; preds = %331
  %337 = getelementptr inbounds i8, ptr %23, i64 12
  br label %338

338:                                              ; preds = %331, %331, %331, %331, %331, %331, %331, %331, %331, %331, %331, %336, %334, %332
  %339 = phi ptr [ %333, %332 ], [ %335, %334 ], [ %337, %336 ], [ %23, %331 ], [ %23, %331 ], [ %23, %331 ], [ %23, %331 ], [ %23, %331 ], [ %23, %331 ], [ %23, %331 ], [ %23, %331 ], [ %23, %331 ], [ %23, %331 ], [ %23, %331 ]
  %340 = load i32, ptr %339, align 4, !tbaa !38
  br label %341

341:                                              ; preds = %338, %331
  %342 = phi i32 [ 0, %331 ], [ %340, %338 ]
  %343 = lshr i32 %342, 10
  %344 = and i32 %343, 1023
  %345 = lshr i32 %342, 20
  %346 = and i32 %345, 1023
  %347 = uitofp nneg i32 %346 to float
  %348 = uitofp nneg i32 %344 to float
  %349 = and i32 %342, 1023
  %350 = uitofp nneg i32 %349 to float
  %351 = fdiv float %347, 1.023000e+03
  %352 = insertelement <2 x float> poison, float %351, i64 0
  %353 = fdiv float %348, 1.023000e+03
  %354 = insertelement <2 x float> %352, float %353, i64 1
  %355 = fdiv float %350, 1.023000e+03
  %356 = insertelement <2 x float> <float poison, float 0.000000e+00>, float %355, i64 0
  br label %537

357:                                              ; preds = %7
  %358 = tail call ptr @__cxa_allocate_exception(i64 64) #26
  %359 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #26
  %360 = extractvalue { i32, ptr } %359, 0
  %361 = extractvalue { i32, ptr } %359, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %358, i32 %360, ptr %361, ptr noundef nonnull @.str.44)
          to label %362 unwind label %366

362:                                              ; preds = %357
  tail call void @__cxa_throw(ptr nonnull %358, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #27
  unreachable

363:                                              ; preds = %406, %398, %390, %382, %374, %366
  %364 = phi ptr [ %401, %406 ], [ %393, %398 ], [ %385, %390 ], [ %377, %382 ], [ %369, %374 ], [ %358, %366 ]
  %365 = phi { ptr, i32 } [ %407, %406 ], [ %399, %398 ], [ %391, %390 ], [ %383, %382 ], [ %375, %374 ], [ %367, %366 ]
  tail call void @__cxa_free_exception(ptr %364) #26
  resume { ptr, i32 } %365

366:                                              ; preds = %357
  %367 = landingpad { ptr, i32 }
          cleanup
  br label %363

368:                                              ; preds = %7
  %369 = tail call ptr @__cxa_allocate_exception(i64 64) #26
  %370 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #26
  %371 = extractvalue { i32, ptr } %370, 0
  %372 = extractvalue { i32, ptr } %370, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %369, i32 %371, ptr %372, ptr noundef nonnull @.str.44)
          to label %373 unwind label %374

373:                                              ; preds = %368
  tail call void @__cxa_throw(ptr nonnull %369, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #27
  unreachable

374:                                              ; preds = %368
  %375 = landingpad { ptr, i32 }
          cleanup
  br label %363

376:                                              ; preds = %7
  %377 = tail call ptr @__cxa_allocate_exception(i64 64) #26
  %378 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #26
  %379 = extractvalue { i32, ptr } %378, 0
  %380 = extractvalue { i32, ptr } %378, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %377, i32 %379, ptr %380, ptr noundef nonnull @.str.44)
          to label %381 unwind label %382

381:                                              ; preds = %376
  tail call void @__cxa_throw(ptr nonnull %377, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #27
  unreachable

382:                                              ; preds = %376
  %383 = landingpad { ptr, i32 }
          cleanup
  br label %363

384:                                              ; preds = %7
  %385 = tail call ptr @__cxa_allocate_exception(i64 64) #26
  %386 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #26
  %387 = extractvalue { i32, ptr } %386, 0
  %388 = extractvalue { i32, ptr } %386, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %385, i32 %387, ptr %388, ptr noundef nonnull @.str.44)
          to label %389 unwind label %390

389:                                              ; preds = %384
  tail call void @__cxa_throw(ptr nonnull %385, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #27
  unreachable

390:                                              ; preds = %384
  %391 = landingpad { ptr, i32 }
          cleanup
  br label %363

392:                                              ; preds = %7
  %393 = tail call ptr @__cxa_allocate_exception(i64 64) #26
  %394 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #26
  %395 = extractvalue { i32, ptr } %394, 0
  %396 = extractvalue { i32, ptr } %394, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %393, i32 %395, ptr %396, ptr noundef nonnull @.str.44)
          to label %397 unwind label %398

397:                                              ; preds = %392
  tail call void @__cxa_throw(ptr nonnull %393, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #27
  unreachable

398:                                              ; preds = %392
  %399 = landingpad { ptr, i32 }
          cleanup
  br label %363

400:                                              ; preds = %7
  %401 = tail call ptr @__cxa_allocate_exception(i64 64) #26
  %402 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #26
  %403 = extractvalue { i32, ptr } %402, 0
  %404 = extractvalue { i32, ptr } %402, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %401, i32 %403, ptr %404, ptr noundef nonnull @.str.44)
          to label %405 unwind label %406

405:                                              ; preds = %400
  tail call void @__cxa_throw(ptr nonnull %401, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #27
  unreachable

406:                                              ; preds = %400
  %407 = landingpad { ptr, i32 }
          cleanup
  br label %363

408:                                              ; preds = %7
  switch i32 %4, label %463 [
    i32 0, label %409
    i32 1, label %411
    i32 2, label %411
    i32 11, label %413
    i32 12, label %415
    i32 3, label %417
    i32 4, label %417
    i32 5, label %421
    i32 6, label %425
    i32 7, label %425
    i32 8, label %431
    i32 14, label %431
    i32 9, label %439
    i32 10, label %447
    i32 13, label %455
  ]

409:                                              ; preds = %408
  %410 = load i16, ptr %23, align 2, !tbaa !276
  br label %463

411:                                              ; preds = %408, %408
  %412 = load i16, ptr %23, align 2, !tbaa !276
  br label %463

413:                                              ; preds = %408
  %414 = load i16, ptr %23, align 2, !tbaa !276
  br label %463

415:                                              ; preds = %408
  %416 = load i16, ptr %23, align 2, !tbaa !276
  br label %463

417:                                              ; preds = %408, %408
  %418 = load i16, ptr %23, align 2, !tbaa !276
  %419 = getelementptr inbounds i8, ptr %23, i64 2
  %420 = load i16, ptr %419, align 2, !tbaa !276
  br label %463

421:                                              ; preds = %408
  %422 = load i16, ptr %23, align 2, !tbaa !276
  %423 = getelementptr inbounds i8, ptr %23, i64 2
  %424 = load i16, ptr %423, align 2, !tbaa !276
  br label %463

425:                                              ; preds = %408, %408
  %426 = load i16, ptr %23, align 2, !tbaa !276
  %427 = getelementptr inbounds i8, ptr %23, i64 2
  %428 = load i16, ptr %427, align 2, !tbaa !276
  %429 = getelementptr inbounds i8, ptr %23, i64 4
  %430 = load i16, ptr %429, align 2, !tbaa !276
  br label %463

431:                                              ; preds = %408, %408
  %432 = load i16, ptr %23, align 2, !tbaa !276
  %433 = getelementptr inbounds i8, ptr %23, i64 2
  %434 = load i16, ptr %433, align 2, !tbaa !276
  %435 = getelementptr inbounds i8, ptr %23, i64 4
  %436 = load i16, ptr %435, align 2, !tbaa !276
  %437 = getelementptr inbounds i8, ptr %23, i64 6
  %438 = load i16, ptr %437, align 2, !tbaa !276
  br label %463

439:                                              ; preds = %408
  %440 = load i16, ptr %23, align 2, !tbaa !276
  %441 = getelementptr inbounds i8, ptr %23, i64 2
  %442 = load i16, ptr %441, align 2, !tbaa !276
  %443 = getelementptr inbounds i8, ptr %23, i64 4
  %444 = load i16, ptr %443, align 2, !tbaa !276
  %445 = getelementptr inbounds i8, ptr %23, i64 6
  %446 = load i16, ptr %445, align 2, !tbaa !276
  br label %463

447:                                              ; preds = %408
  %448 = load i16, ptr %23, align 2, !tbaa !276
  %449 = getelementptr inbounds i8, ptr %23, i64 2
  %450 = load i16, ptr %449, align 2, !tbaa !276
  %451 = getelementptr inbounds i8, ptr %23, i64 4
  %452 = load i16, ptr %451, align 2, !tbaa !276
  %453 = getelementptr inbounds i8, ptr %23, i64 6
  %454 = load i16, ptr %453, align 2, !tbaa !276
  br label %463

455:                                              ; preds = %408
  %456 = load i16, ptr %23, align 2, !tbaa !276
  %457 = getelementptr inbounds i8, ptr %23, i64 2
  %458 = load i16, ptr %457, align 2, !tbaa !276
  %459 = getelementptr inbounds i8, ptr %23, i64 4
  %460 = load i16, ptr %459, align 2, !tbaa !276
  %461 = getelementptr inbounds i8, ptr %23, i64 6
  %462 = load i16, ptr %461, align 2, !tbaa !276
  br label %463

463:                                              ; preds = %408, %409, %411, %413, %415, %417, %421, %425, %431, %439, %447, %455
  %464 = phi i16 [ 0, %408 ], [ %462, %455 ], [ %452, %447 ], [ %442, %439 ], [ %432, %431 ], [ %426, %425 ], [ %422, %421 ], [ %418, %417 ], [ %416, %415 ], [ %414, %413 ], [ %412, %411 ], [ 0, %409 ]
  %465 = phi i16 [ 0, %408 ], [ %460, %455 ], [ %450, %447 ], [ %444, %439 ], [ %434, %431 ], [ %428, %425 ], [ 0, %421 ], [ %420, %417 ], [ %416, %415 ], [ %414, %413 ], [ 0, %411 ], [ 0, %409 ]
  %466 = phi i16 [ 0, %408 ], [ %458, %455 ], [ %448, %447 ], [ %446, %439 ], [ %436, %431 ], [ %430, %425 ], [ 0, %421 ], [ 0, %417 ], [ %416, %415 ], [ %414, %413 ], [ 0, %411 ], [ 0, %409 ]
  %467 = phi i16 [ 0, %408 ], [ %456, %455 ], [ %454, %447 ], [ %440, %439 ], [ %438, %431 ], [ 15360, %425 ], [ %424, %421 ], [ 15360, %417 ], [ 15360, %415 ], [ %414, %413 ], [ 15360, %411 ], [ %410, %409 ]
  %468 = zext i16 %467 to i64
  %469 = shl nuw i64 %468, 48
  %470 = zext i16 %466 to i64
  %471 = shl nuw nsw i64 %470, 32
  %472 = or disjoint i64 %469, %471
  %473 = zext i16 %465 to i64
  %474 = shl nuw nsw i64 %473, 16
  %475 = or disjoint i64 %472, %474
  %476 = zext i16 %464 to i64
  %477 = or disjoint i64 %475, %476
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store i64 %477, ptr %8, align 8
  %478 = call { <2 x float>, <2 x float> } @_ZNK4sycl3_V13vecINS0_6detail9half_impl4halfELi4EE7convertIfLNS_13rounding_modeE0EEENS1_IT_Li4EEEv(ptr noundef nonnull align 8 dereferenceable(8) %8)
  %479 = extractvalue { <2 x float>, <2 x float> } %478, 0
  %480 = extractvalue { <2 x float>, <2 x float> } %478, 1
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br label %537

481:                                              ; preds = %7
  switch i32 %4, label %537 [
    i32 0, label %482
    i32 1, label %485
    i32 2, label %485
    i32 11, label %488
    i32 12, label %492
    i32 3, label %497
    i32 4, label %497
    i32 5, label %499
    i32 6, label %505
    i32 7, label %505
    i32 8, label %510
    i32 14, label %510
    i32 9, label %514
    i32 10, label %522
    i32 13, label %531
  ]

482:                                              ; preds = %481
  %483 = load float, ptr %23, align 4, !tbaa !43
  %484 = insertelement <2 x float> <float 0.000000e+00, float poison>, float %483, i64 1
  br label %537

485:                                              ; preds = %481, %481
  %486 = load float, ptr %23, align 4, !tbaa !43
  %487 = insertelement <2 x float> <float poison, float 0.000000e+00>, float %486, i64 0
  br label %537

488:                                              ; preds = %481
  %489 = load float, ptr %23, align 4, !tbaa !43
  %490 = insertelement <2 x float> poison, float %489, i64 0
  %491 = shufflevector <2 x float> %490, <2 x float> poison, <2 x i32> zeroinitializer
  br label %537

492:                                              ; preds = %481
  %493 = load float, ptr %23, align 4, !tbaa !43
  %494 = insertelement <2 x float> <float poison, float 0.000000e+00>, float %493, i64 0
  %495 = shufflevector <2 x float> %494, <2 x float> poison, <2 x i32> zeroinitializer
  %496 = insertelement <2 x float> %494, float 1.000000e+00, i64 1
  br label %537

497:                                              ; preds = %481, %481
  %498 = load <2 x float>, ptr %23, align 4, !tbaa !43
  br label %537

499:                                              ; preds = %481
  %500 = load float, ptr %23, align 4, !tbaa !43
  %501 = insertelement <2 x float> <float poison, float 0.000000e+00>, float %500, i64 0
  %502 = getelementptr inbounds i8, ptr %23, i64 4
  %503 = load float, ptr %502, align 4, !tbaa !43
  %504 = insertelement <2 x float> <float 0.000000e+00, float poison>, float %503, i64 1
  br label %537

505:                                              ; preds = %481, %481
  %506 = load <2 x float>, ptr %23, align 4, !tbaa !43
  %507 = getelementptr inbounds i8, ptr %23, i64 8
  %508 = load float, ptr %507, align 4, !tbaa !43
  %509 = insertelement <2 x float> <float poison, float 1.000000e+00>, float %508, i64 0
  br label %537

510:                                              ; preds = %481, %481
  %511 = load <2 x float>, ptr %23, align 4, !tbaa !43
  %512 = getelementptr inbounds i8, ptr %23, i64 8
  %513 = load <2 x float>, ptr %512, align 4, !tbaa !43
  br label %537

514:                                              ; preds = %481
  %515 = load float, ptr %23, align 4, !tbaa !43
  %516 = getelementptr inbounds i8, ptr %23, i64 4
  %517 = load <2 x float>, ptr %516, align 4, !tbaa !43
  %518 = getelementptr inbounds i8, ptr %23, i64 12
  %519 = load float, ptr %518, align 4, !tbaa !43
  %520 = insertelement <2 x float> poison, float %519, i64 0
  %521 = insertelement <2 x float> %520, float %515, i64 1
  br label %537

522:                                              ; preds = %481
  %523 = load float, ptr %23, align 4, !tbaa !43
  %524 = insertelement <2 x float> poison, float %523, i64 0
  %525 = getelementptr inbounds i8, ptr %23, i64 4
  %526 = load <2 x float>, ptr %525, align 4, !tbaa !43
  %527 = shufflevector <2 x float> %526, <2 x float> poison, <2 x i32> <i32 1, i32 0>
  %528 = getelementptr inbounds i8, ptr %23, i64 12
  %529 = load float, ptr %528, align 4, !tbaa !43
  %530 = insertelement <2 x float> %524, float %529, i64 1
  br label %537

531:                                              ; preds = %481
  %532 = load <2 x float>, ptr %23, align 4, !tbaa !43
  %533 = shufflevector <2 x float> %532, <2 x float> poison, <2 x i32> <i32 1, i32 0>
  %534 = getelementptr inbounds i8, ptr %23, i64 8
  %535 = load <2 x float>, ptr %534, align 4, !tbaa !43
  %536 = shufflevector <2 x float> %535, <2 x float> poison, <2 x i32> <i32 1, i32 0>
  br label %537

537:                                              ; preds = %531, %522, %514, %510, %505, %499, %497, %492, %488, %485, %482, %481, %7, %463, %341, %315, %292, %275, %207, %146, %75
  %538 = phi <2 x float> [ zeroinitializer, %7 ], [ %479, %463 ], [ %354, %341 ], [ %328, %315 ], [ %302, %292 ], [ %280, %275 ], [ %214, %207 ], [ %154, %146 ], [ %88, %75 ], [ zeroinitializer, %481 ], [ %536, %531 ], [ %527, %522 ], [ %517, %514 ], [ %511, %510 ], [ %506, %505 ], [ %501, %499 ], [ %498, %497 ], [ %495, %492 ], [ %491, %488 ], [ %487, %485 ], [ zeroinitializer, %482 ]
  %539 = phi <2 x float> [ zeroinitializer, %7 ], [ %480, %463 ], [ %356, %341 ], [ %330, %315 ], [ %304, %292 ], [ %281, %275 ], [ %218, %207 ], [ %155, %146 ], [ %89, %75 ], [ zeroinitializer, %481 ], [ %533, %531 ], [ %530, %522 ], [ %521, %514 ], [ %513, %510 ], [ %509, %505 ], [ %504, %499 ], [ <float 0.000000e+00, float 1.000000e+00>, %497 ], [ %496, %492 ], [ %491, %488 ], [ <float 0.000000e+00, float 1.000000e+00>, %485 ], [ %484, %482 ]
  %540 = insertvalue { <2 x float>, <2 x float> } poison, <2 x float> %538, 0
  %541 = insertvalue { <2 x float>, <2 x float> } %540, <2 x float> %539, 1
  ret { <2 x float>, <2 x float> } %541
}

declare { <2 x float>, <2 x float> } @_ZN4sycl3_V111__fmax_implENS0_3vecIfLi4EEES2_(<2 x float>, <2 x float>, <2 x float>, <2 x float>) local_unnamed_addr #3

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local { <2 x float>, <2 x float> } @_ZNK4sycl3_V13vecINS0_6detail9half_impl4halfELi4EE7convertIfLNS_13rounding_modeE0EEENS1_IT_Li4EEEv(ptr noundef nonnull align 8 dereferenceable(8) %0) local_unnamed_addr #12 comdat align 2 {
  %2 = load i16, ptr %0, align 8, !tbaa !276
  %3 = lshr i16 %2, 10
  %4 = and i16 %3, 31
  %5 = and i16 %2, 1023
  switch i16 %4, label %6 [
    i16 31, label %22
    i16 0, label %9
  ], !prof !279

6:                                                ; preds = %1
  %7 = add nuw nsw i16 %4, 112
  %8 = zext nneg i16 %7 to i32
  br label %22

9:                                                ; preds = %1
  %10 = icmp eq i16 %5, 0
  br i1 %10, label %22, label %11, !prof !280

11:                                               ; preds = %9, %11
  %12 = phi i8 [ %14, %11 ], [ 0, %9 ]
  %13 = phi i16 [ %15, %11 ], [ %5, %9 ]
  %14 = add i8 %12, 1
  %15 = shl i16 %13, 1
  %16 = and i16 %13, 512
  %17 = icmp eq i16 %16, 0
  br i1 %17, label %11, label %18, !llvm.loop !281

18:                                               ; preds = %11
  %19 = and i16 %15, 1022
  %20 = zext i8 %14 to i32
  %21 = sub nsw i32 113, %20
  br label %22

22:                                               ; preds = %1, %6, %9, %18
  %23 = phi i32 [ %21, %18 ], [ 0, %9 ], [ 255, %1 ], [ %8, %6 ]
  %24 = phi i16 [ %19, %18 ], [ 0, %9 ], [ %5, %1 ], [ %5, %6 ]
  %25 = getelementptr inbounds i8, ptr %0, i64 2
  %26 = load i16, ptr %25, align 2, !tbaa !276
  %27 = lshr i16 %26, 10
  %28 = and i16 %27, 31
  %29 = and i16 %26, 1023
  switch i16 %28, label %43 [
    i16 31, label %46
    i16 0, label %30
  ], !prof !279

30:                                               ; preds = %22
  %31 = icmp eq i16 %29, 0
  br i1 %31, label %46, label %32, !prof !280

32:                                               ; preds = %30, %32
  %33 = phi i8 [ %35, %32 ], [ 0, %30 ]
  %34 = phi i16 [ %36, %32 ], [ %29, %30 ]
  %35 = add i8 %33, 1
  %36 = shl i16 %34, 1
  %37 = and i16 %34, 512
  %38 = icmp eq i16 %37, 0
  br i1 %38, label %32, label %39, !llvm.loop !281

39:                                               ; preds = %32
  %40 = and i16 %36, 1022
  %41 = zext i8 %35 to i32
  %42 = sub nsw i32 113, %41
  br label %46

43:                                               ; preds = %22
  %44 = add nuw nsw i16 %28, 112
  %45 = zext nneg i16 %44 to i32
  br label %46

46:                                               ; preds = %43, %39, %30, %22
  %47 = phi i32 [ %42, %39 ], [ 0, %30 ], [ 255, %22 ], [ %45, %43 ]
  %48 = phi i16 [ %40, %39 ], [ 0, %30 ], [ %29, %22 ], [ %29, %43 ]
  %49 = getelementptr inbounds i8, ptr %0, i64 4
  %50 = load i16, ptr %49, align 4, !tbaa !276
  %51 = lshr i16 %50, 10
  %52 = and i16 %51, 31
  %53 = and i16 %50, 1023
  switch i16 %52, label %67 [
    i16 31, label %70
    i16 0, label %54
  ], !prof !279

54:                                               ; preds = %46
  %55 = icmp eq i16 %53, 0
  br i1 %55, label %70, label %56, !prof !280

56:                                               ; preds = %54, %56
  %57 = phi i8 [ %59, %56 ], [ 0, %54 ]
  %58 = phi i16 [ %60, %56 ], [ %53, %54 ]
  %59 = add i8 %57, 1
  %60 = shl i16 %58, 1
  %61 = and i16 %58, 512
  %62 = icmp eq i16 %61, 0
  br i1 %62, label %56, label %63, !llvm.loop !281

63:                                               ; preds = %56
  %64 = and i16 %60, 1022
  %65 = zext i8 %59 to i32
  %66 = sub nsw i32 113, %65
  br label %70

67:                                               ; preds = %46
  %68 = add nuw nsw i16 %52, 112
  %69 = zext nneg i16 %68 to i32
  br label %70

70:                                               ; preds = %67, %63, %54, %46
  %71 = phi i32 [ %66, %63 ], [ 0, %54 ], [ 255, %46 ], [ %69, %67 ]
  %72 = phi i16 [ %64, %63 ], [ 0, %54 ], [ %53, %46 ], [ %53, %67 ]
  %73 = getelementptr inbounds i8, ptr %0, i64 6
  %74 = load i16, ptr %73, align 2, !tbaa !276
  %75 = lshr i16 %74, 10
  %76 = and i16 %75, 31
  %77 = and i16 %74, 1023
  switch i16 %76, label %91 [
    i16 31, label %94
    i16 0, label %78
  ], !prof !279

78:                                               ; preds = %70
  %79 = icmp eq i16 %77, 0
  br i1 %79, label %94, label %80, !prof !280

80:                                               ; preds = %78, %80
  %81 = phi i8 [ %83, %80 ], [ 0, %78 ]
  %82 = phi i16 [ %84, %80 ], [ %77, %78 ]
  %83 = add i8 %81, 1
  %84 = shl i16 %82, 1
  %85 = and i16 %82, 512
  %86 = icmp eq i16 %85, 0
  br i1 %86, label %80, label %87, !llvm.loop !281

87:                                               ; preds = %80
  %88 = and i16 %84, 1022
  %89 = zext i8 %83 to i32
  %90 = sub nsw i32 113, %89
  br label %94

91:                                               ; preds = %70
  %92 = add nuw nsw i16 %76, 112
  %93 = zext nneg i16 %92 to i32
  br label %94

94:                                               ; preds = %91, %87, %78, %70
  %95 = phi i32 [ %90, %87 ], [ 0, %78 ], [ 255, %70 ], [ %93, %91 ]
  %96 = phi i16 [ %88, %87 ], [ 0, %78 ], [ %77, %70 ], [ %77, %91 ]
  %97 = zext nneg i16 %72 to i32
  %98 = shl nuw nsw i32 %97, 13
  %99 = sext i16 %50 to i32
  %100 = and i32 %99, -2147483648
  %101 = shl nsw i32 %71, 23
  %102 = or i32 %100, %101
  %103 = or disjoint i32 %98, %102
  %104 = insertelement <2 x i32> poison, i32 %103, i64 0
  %105 = zext nneg i16 %48 to i32
  %106 = shl nuw nsw i32 %105, 13
  %107 = sext i16 %26 to i32
  %108 = and i32 %107, -2147483648
  %109 = shl nsw i32 %47, 23
  %110 = or i32 %108, %109
  %111 = or disjoint i32 %106, %110
  %112 = zext nneg i16 %24 to i32
  %113 = shl nuw nsw i32 %112, 13
  %114 = sext i16 %2 to i32
  %115 = and i32 %114, -2147483648
  %116 = shl nsw i32 %23, 23
  %117 = or i32 %115, %116
  %118 = or disjoint i32 %113, %117
  %119 = insertelement <2 x i32> poison, i32 %118, i64 0
  %120 = insertelement <2 x i32> %119, i32 %111, i64 1
  %121 = bitcast <2 x i32> %120 to <2 x float>
  %122 = sext i16 %74 to i32
  %123 = and i32 %122, -2147483648
  %124 = zext nneg i16 %96 to i32
  %125 = shl nuw nsw i32 %124, 13
  %126 = shl nsw i32 %95, 23
  %127 = or i32 %123, %126
  %128 = or disjoint i32 %125, %127
  %129 = insertelement <2 x i32> %104, i32 %128, i64 1
  %130 = bitcast <2 x i32> %129 to <2 x float>
  %131 = insertvalue { <2 x float>, <2 x float> } poison, <2 x float> %121, 0
  %132 = insertvalue { <2 x float>, <2 x float> } %131, <2 x float> %130, 1
  ret { <2 x float>, <2 x float> } %132
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19getKernelParamDescsI8BrightenEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv(ptr dead_on_unwind noalias writable sret(%"class.std::vector.141") align 8 %0) local_unnamed_addr #12 comdat personality ptr @__gxx_personality_v0 {
  %2 = alloca %"struct.sycl::_V1::detail::kernel_param_desc_t", align 8
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %0, i8 0, i64 24, i1 false)
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = tail call noalias noundef nonnull dereferenceable(36) ptr @_Znwm(i64 noundef 36) #28
  store ptr %4, ptr %0, align 8, !tbaa !169
  %5 = getelementptr inbounds i8, ptr %4, i64 36
  store ptr %5, ptr %3, align 8, !tbaa !171
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #26
  store i64 26255135080448, ptr %2, align 8
  store i32 0, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %4, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !215
  %8 = getelementptr inbounds i8, ptr %4, i64 12
  store ptr %8, ptr %7, align 8, !tbaa !181
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #26
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #26
  store i64 26255135080448, ptr %2, align 8
  store i32 32, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %8, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !215
  %9 = getelementptr inbounds i8, ptr %4, i64 24
  store ptr %9, ptr %7, align 8, !tbaa !181
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #26
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #26
  store i64 17179869185, ptr %2, align 8
  store i32 64, ptr %6, align 8
  %10 = load ptr, ptr %3, align 8, !tbaa !171
  %11 = icmp eq ptr %9, %10
  br i1 %11, label %15, label %12

12:                                               ; preds = %1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %9, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !215
  %13 = load ptr, ptr %7, align 8, !tbaa !181
  %14 = getelementptr inbounds i8, ptr %13, i64 12
  store ptr %14, ptr %7, align 8, !tbaa !181
  br label %16

15:                                               ; preds = %1
  invoke void @_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr nonnull %9, ptr noundef nonnull align 4 dereferenceable(12) %2)
          to label %16 unwind label %17

16:                                               ; preds = %15, %12
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #26
  ret void

17:                                               ; preds = %15
  %18 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #26
  %19 = load ptr, ptr %0, align 8, !tbaa !169
  %20 = icmp eq ptr %19, null
  br i1 %20, label %26, label %21

21:                                               ; preds = %17
  %22 = load ptr, ptr %3, align 8, !tbaa !171
  %23 = ptrtoint ptr %22 to i64
  %24 = ptrtoint ptr %19 to i64
  %25 = sub i64 %23, %24
  call void @_ZdlPvm(ptr noundef nonnull %19, i64 noundef %25) #30
  br label %26

26:                                               ; preds = %17, %21
  resume { ptr, i32 } %18
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef nonnull ptr @_ZN4sycl3_V16detail10HostKernelIZZL14brighten_imageRNS0_5queueER7PicturefENKUlRNS0_7handlerEE_clES8_EUlNS0_4itemILi2ELb1EEEE_SB_Li2EE6getPtrEv(ptr noundef nonnull readnone align 8 dereferenceable(80) %0) unnamed_addr #20 align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZL14brighten_imageRNS0_5queueER7PicturefENKUlRNS0_7handlerEE_clES8_EUlNS0_4itemILi2ELb1EEEE_SB_Li2EED2Ev(ptr nocapture noundef nonnull align 8 dereferenceable(80) %0) unnamed_addr #17 align 2 personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZL14brighten_imageRNS0_5queueER7PicturefENKUlRNS0_7handlerEE_clES8_EUlNS0_4itemILi2ELb1EEEE_SB_Li2EEE, i64 16), ptr %0, align 8, !tbaa !35
  %2 = getelementptr inbounds i8, ptr %0, i64 48
  %3 = load ptr, ptr %2, align 8, !tbaa !29
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !31
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !34
  %12 = load ptr, ptr %3, align 8, !tbaa !35
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  %15 = load ptr, ptr %3, align 8, !tbaa !35
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !38
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !39

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  br label %29

29:                                               ; preds = %28, %25, %10, %1
  %30 = getelementptr inbounds i8, ptr %0, i64 16
  %31 = load ptr, ptr %30, align 8, !tbaa !29
  %32 = icmp eq ptr %31, null
  br i1 %32, label %57, label %33

33:                                               ; preds = %29
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = load atomic i64, ptr %34 acquire, align 8
  %36 = icmp eq i64 %35, 4294967297
  %37 = trunc i64 %35 to i32
  br i1 %36, label %38, label %46

38:                                               ; preds = %33
  store i32 0, ptr %34, align 8, !tbaa !31
  %39 = getelementptr inbounds i8, ptr %31, i64 12
  store i32 0, ptr %39, align 4, !tbaa !34
  %40 = load ptr, ptr %31, align 8, !tbaa !35
  %41 = getelementptr inbounds i8, ptr %40, i64 16
  %42 = load ptr, ptr %41, align 8
  tail call void %42(ptr noundef nonnull align 8 dereferenceable(16) %31) #26
  %43 = load ptr, ptr %31, align 8, !tbaa !35
  %44 = getelementptr inbounds i8, ptr %43, i64 24
  %45 = load ptr, ptr %44, align 8
  tail call void %45(ptr noundef nonnull align 8 dereferenceable(16) %31) #26
  br label %57

46:                                               ; preds = %33
  %47 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %48 = icmp eq i8 %47, 0
  br i1 %48, label %51, label %49

49:                                               ; preds = %46
  %50 = add nsw i32 %37, -1
  store i32 %50, ptr %34, align 4, !tbaa !38
  br label %53

51:                                               ; preds = %46
  %52 = atomicrmw volatile add ptr %34, i32 -1 acq_rel, align 4
  br label %53

53:                                               ; preds = %51, %49
  %54 = phi i32 [ %37, %49 ], [ %52, %51 ]
  %55 = icmp eq i32 %54, 1
  br i1 %55, label %56, label %57, !prof !39

56:                                               ; preds = %53
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #26
  br label %57

57:                                               ; preds = %29, %38, %53, %56
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZL14brighten_imageRNS0_5queueER7PicturefENKUlRNS0_7handlerEE_clES8_EUlNS0_4itemILi2ELb1EEEE_SB_Li2EED0Ev(ptr noundef nonnull align 8 dereferenceable(80) %0) unnamed_addr #17 align 2 {
  tail call void @_ZN4sycl3_V16detail10HostKernelIZZL14brighten_imageRNS0_5queueER7PicturefENKUlRNS0_7handlerEE_clES8_EUlNS0_4itemILi2ELb1EEEE_SB_Li2EED2Ev(ptr noundef nonnull align 8 dereferenceable(80) %0) #26
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 80) #30
  ret void
}

; Function Attrs: mustprogress uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZL14brighten_imageRNS0_5queueER7PicturefENKUlRNS0_7handlerEE_clES8_EUlNS0_4itemILi2ELb1EEEE_SB_Li2EE23InstantiateKernelOnHostEv(ptr nocapture noundef nonnull readonly align 8 dereferenceable(80) %0) unnamed_addr #21 align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca %"class.sycl::_V1::id", align 8
  %3 = alloca %"class.sycl::_V1::vec.214", align 8
  %4 = alloca %"class.sycl::_V1::vec", align 16
  %5 = alloca %class.anon.190, align 8
  %6 = getelementptr inbounds i8, ptr %0, i64 8
  %7 = load ptr, ptr %6, align 8, !tbaa !157
  store ptr %7, ptr %5, align 8, !tbaa !157
  %8 = getelementptr inbounds i8, ptr %5, i64 8
  %9 = getelementptr inbounds i8, ptr %0, i64 16
  %10 = load ptr, ptr %9, align 8, !tbaa !29
  store ptr %10, ptr %8, align 8, !tbaa !29
  %11 = icmp eq ptr %10, null
  br i1 %11, label %21, label %12

12:                                               ; preds = %1
  %13 = getelementptr inbounds i8, ptr %10, i64 8
  %14 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %15 = icmp eq i8 %14, 0
  br i1 %15, label %19, label %16

16:                                               ; preds = %12
  %17 = load i32, ptr %13, align 4, !tbaa !38
  %18 = add nsw i32 %17, 1
  store i32 %18, ptr %13, align 4, !tbaa !38
  br label %21

19:                                               ; preds = %12
  %20 = atomicrmw volatile add ptr %13, i32 1 acq_rel, align 4
  br label %21

21:                                               ; preds = %19, %16, %1
  %22 = getelementptr inbounds i8, ptr %5, i64 16
  %23 = getelementptr inbounds i8, ptr %0, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %22, ptr noundef nonnull readonly align 8 dereferenceable(16) %23, i64 16, i1 false)
  %24 = getelementptr inbounds i8, ptr %5, i64 32
  %25 = getelementptr inbounds i8, ptr %0, i64 40
  %26 = load ptr, ptr %25, align 8, !tbaa !157
  store ptr %26, ptr %24, align 8, !tbaa !157
  %27 = getelementptr inbounds i8, ptr %5, i64 40
  %28 = getelementptr inbounds i8, ptr %0, i64 48
  %29 = load ptr, ptr %28, align 8, !tbaa !29
  store ptr %29, ptr %27, align 8, !tbaa !29
  %30 = icmp eq ptr %29, null
  br i1 %30, label %40, label %31

31:                                               ; preds = %21
  %32 = getelementptr inbounds i8, ptr %29, i64 8
  %33 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %34 = icmp eq i8 %33, 0
  br i1 %34, label %38, label %35

35:                                               ; preds = %31
  %36 = load i32, ptr %32, align 4, !tbaa !38
  %37 = add nsw i32 %36, 1
  store i32 %37, ptr %32, align 4, !tbaa !38
  br label %40

38:                                               ; preds = %31
  %39 = atomicrmw volatile add ptr %32, i32 1 acq_rel, align 4
  br label %40

40:                                               ; preds = %21, %35, %38
  %41 = getelementptr inbounds i8, ptr %5, i64 48
  %42 = getelementptr inbounds i8, ptr %0, i64 56
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %41, ptr noundef nonnull readonly align 8 dereferenceable(16) %42, i64 16, i1 false)
  %43 = getelementptr inbounds i8, ptr %5, i64 64
  %44 = getelementptr inbounds i8, ptr %0, i64 72
  %45 = load float, ptr %44, align 8, !tbaa !227
  store float %45, ptr %43, align 8, !tbaa !227
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #26
  store i32 0, ptr %3, align 8, !tbaa !38
  %46 = getelementptr inbounds i8, ptr %3, i64 4
  store i32 0, ptr %46, align 4, !tbaa !38
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #26
  %47 = invoke { <2 x float>, <2 x float> } @_ZNK4sycl3_V16detail14image_accessorINS0_3vecIfLi4EEELi2ELNS0_6access4modeE1024ELNS5_6targetE2017ELNS5_11placeholderE0EE4readINS3_IiLi2EEELi2EvEES4_RKT_(ptr noundef nonnull align 8 dereferenceable(32) %24, ptr noundef nonnull align 8 dereferenceable(8) %3)
          to label %48 unwind label %122

48:                                               ; preds = %40
  %49 = extractvalue { <2 x float>, <2 x float> } %47, 0
  %50 = extractvalue { <2 x float>, <2 x float> } %47, 1
  %51 = load float, ptr %43, align 8, !tbaa !43
  %52 = insertelement <2 x float> poison, float %51, i64 0
  %53 = shufflevector <2 x float> %52, <2 x float> poison, <2 x i32> zeroinitializer
  %54 = fmul <2 x float> %49, %53
  %55 = fmul <2 x float> %50, %53
  store <2 x float> %54, ptr %4, align 16
  %56 = getelementptr inbounds i8, ptr %4, i64 8
  store <2 x float> %55, ptr %56, align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2)
  %57 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %5)
          to label %58 unwind label %122

58:                                               ; preds = %48
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %2, ptr noundef nonnull align 8 dereferenceable(24) %57, i64 24, i1 false)
  %59 = invoke noundef i32 @_ZNK4sycl3_V16detail16AccessorBaseHost11getElemSizeEv(ptr noundef nonnull align 8 dereferenceable(16) %5)
          to label %60 unwind label %122

60:                                               ; preds = %58
  %61 = trunc i32 %59 to i8
  %62 = getelementptr inbounds i8, ptr %5, i64 28
  %63 = load i32, ptr %62, align 4, !tbaa !270
  %64 = getelementptr inbounds i8, ptr %5, i64 24
  %65 = load i32, ptr %64, align 8, !tbaa !269
  %66 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %5) #26
  invoke void @_ZN4sycl3_V16detail18imageWriteHostImplINS0_3vecIiLi2EEENS3_IfLi4EEEEEvRKT_RKT0_NS0_2idILi3EEEhNS0_18image_channel_typeENS0_19image_channel_orderEPv(ptr noundef nonnull align 8 dereferenceable(8) %3, ptr noundef nonnull align 16 dereferenceable(16) %4, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %2, i8 noundef zeroext %61, i32 noundef %63, i32 noundef %65, ptr noundef %66)
          to label %67 unwind label %122

67:                                               ; preds = %60
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #26
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #26
  %68 = load ptr, ptr %27, align 8, !tbaa !29
  %69 = icmp eq ptr %68, null
  br i1 %69, label %94, label %70

70:                                               ; preds = %67
  %71 = getelementptr inbounds i8, ptr %68, i64 8
  %72 = load atomic i64, ptr %71 acquire, align 8
  %73 = icmp eq i64 %72, 4294967297
  %74 = trunc i64 %72 to i32
  br i1 %73, label %75, label %83

75:                                               ; preds = %70
  store i32 0, ptr %71, align 8, !tbaa !31
  %76 = getelementptr inbounds i8, ptr %68, i64 12
  store i32 0, ptr %76, align 4, !tbaa !34
  %77 = load ptr, ptr %68, align 8, !tbaa !35
  %78 = getelementptr inbounds i8, ptr %77, i64 16
  %79 = load ptr, ptr %78, align 8
  call void %79(ptr noundef nonnull align 8 dereferenceable(16) %68) #26
  %80 = load ptr, ptr %68, align 8, !tbaa !35
  %81 = getelementptr inbounds i8, ptr %80, i64 24
  %82 = load ptr, ptr %81, align 8
  call void %82(ptr noundef nonnull align 8 dereferenceable(16) %68) #26
  br label %94

83:                                               ; preds = %70
  %84 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %85 = icmp eq i8 %84, 0
  br i1 %85, label %88, label %86

86:                                               ; preds = %83
  %87 = add nsw i32 %74, -1
  store i32 %87, ptr %71, align 4, !tbaa !38
  br label %90

88:                                               ; preds = %83
  %89 = atomicrmw volatile add ptr %71, i32 -1 acq_rel, align 4
  br label %90

90:                                               ; preds = %88, %86
  %91 = phi i32 [ %74, %86 ], [ %89, %88 ]
  %92 = icmp eq i32 %91, 1
  br i1 %92, label %93, label %94, !prof !39

93:                                               ; preds = %90
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %68) #26
  br label %94

94:                                               ; preds = %93, %90, %75, %67
  %95 = load ptr, ptr %8, align 8, !tbaa !29
  %96 = icmp eq ptr %95, null
  br i1 %96, label %121, label %97

97:                                               ; preds = %94
  %98 = getelementptr inbounds i8, ptr %95, i64 8
  %99 = load atomic i64, ptr %98 acquire, align 8
  %100 = icmp eq i64 %99, 4294967297
  %101 = trunc i64 %99 to i32
  br i1 %100, label %102, label %110

102:                                              ; preds = %97
  store i32 0, ptr %98, align 8, !tbaa !31
  %103 = getelementptr inbounds i8, ptr %95, i64 12
  store i32 0, ptr %103, align 4, !tbaa !34
  %104 = load ptr, ptr %95, align 8, !tbaa !35
  %105 = getelementptr inbounds i8, ptr %104, i64 16
  %106 = load ptr, ptr %105, align 8
  call void %106(ptr noundef nonnull align 8 dereferenceable(16) %95) #26
  %107 = load ptr, ptr %95, align 8, !tbaa !35
  %108 = getelementptr inbounds i8, ptr %107, i64 24
  %109 = load ptr, ptr %108, align 8
  call void %109(ptr noundef nonnull align 8 dereferenceable(16) %95) #26
  br label %121

110:                                              ; preds = %97
  %111 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !37
  %112 = icmp eq i8 %111, 0
  br i1 %112, label %115, label %113

113:                                              ; preds = %110
  %114 = add nsw i32 %101, -1
  store i32 %114, ptr %98, align 4, !tbaa !38
  br label %117

115:                                              ; preds = %110
  %116 = atomicrmw volatile add ptr %98, i32 -1 acq_rel, align 4
  br label %117

117:                                              ; preds = %115, %113
  %118 = phi i32 [ %101, %113 ], [ %116, %115 ]
  %119 = icmp eq i32 %118, 1
  br i1 %119, label %120, label %121, !prof !39

120:                                              ; preds = %117
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %95) #26
  br label %121

121:                                              ; preds = %94, %102, %117, %120
  ret void

122:                                              ; preds = %60, %58, %48, %40
  %123 = landingpad { ptr, i32 }
          cleanup
  call fastcc void @_ZZZL14brighten_imageRN4sycl3_V15queueER7PicturefENKUlRNS0_7handlerEE_clES6_ENUlNS0_4itemILi2ELb1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(68) %5) #26
  resume { ptr, i32 } %123
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #23

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #24

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #24

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #25

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64) #24

attributes #0 = { mustprogress norecurse uwtable "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { inlinehint mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { noinline noreturn nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #8 = { noreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nobuiltin allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { inlinehint mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { nofree nosync nounwind memory(none) }
attributes #14 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #15 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #16 = { mustprogress noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #17 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #18 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #19 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #20 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #21 = { mustprogress uwtable "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #22 = { mustprogress nofree nounwind willreturn memory(read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #23 = { nofree nounwind }
attributes #24 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #25 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #26 = { nounwind }
attributes #27 = { noreturn }
attributes #28 = { builtin allocsize(0) }
attributes #29 = { noreturn nounwind }
attributes #30 = { builtin nounwind }
attributes #31 = { nounwind willreturn memory(read) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 0}
!6 = !{!"_ZTS7Picture", !7, i64 0, !7, i64 8, !10, i64 16}
!7 = !{!"long", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{!"_ZTSSt6vectorIN4sycl3_V13vecIfLi4EEESaIS3_EE", !11, i64 0}
!11 = !{!"_ZTSSt12_Vector_baseIN4sycl3_V13vecIfLi4EEESaIS3_EE", !12, i64 0}
!12 = !{!"_ZTSNSt12_Vector_baseIN4sycl3_V13vecIfLi4EEESaIS3_EE12_Vector_implE", !13, i64 0}
!13 = !{!"_ZTSNSt12_Vector_baseIN4sycl3_V13vecIfLi4EEESaIS3_EE17_Vector_impl_dataE", !14, i64 0, !14, i64 8, !14, i64 16}
!14 = !{!"any pointer", !8, i64 0}
!15 = !{!6, !7, i64 8}
!16 = !{!14, !14, i64 0}
!17 = !{!13, !14, i64 0}
!18 = !{!13, !14, i64 8}
!19 = !{!13, !14, i64 16}
!20 = distinct !{!20, !21}
!21 = !{!"llvm.loop.mustprogress"}
!22 = !{!23, !14, i64 24}
!23 = !{!"_ZTSSt8functionIFvN4sycl3_V114exception_listEEE", !24, i64 0, !14, i64 24}
!24 = !{!"_ZTSSt14_Function_base", !8, i64 0, !14, i64 16}
!25 = !{!24, !14, i64 16}
!26 = !{!27, !14, i64 0}
!27 = !{!"_ZTSNSt12_Vector_baseISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEESaIS5_EE17_Vector_impl_dataE", !14, i64 0, !14, i64 8, !14, i64 16}
!28 = !{!27, !14, i64 8}
!29 = !{!30, !14, i64 0}
!30 = !{!"_ZTSSt14__shared_countILN9__gnu_cxx12_Lock_policyE2EE", !14, i64 0}
!31 = !{!32, !33, i64 8}
!32 = !{!"_ZTSSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE", !33, i64 8, !33, i64 12}
!33 = !{!"int", !8, i64 0}
!34 = !{!32, !33, i64 12}
!35 = !{!36, !36, i64 0}
!36 = !{!"vtable pointer", !9, i64 0}
!37 = !{!8, !8, i64 0}
!38 = !{!33, !33, i64 0}
!39 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!40 = distinct !{!40, !21}
!41 = !{!27, !14, i64 16}
!42 = !{!7, !7, i64 0}
!43 = !{!44, !44, i64 0}
!44 = !{!"float", !8, i64 0}
!45 = !{!46, !14, i64 0}
!46 = !{!"_ZTSN4sycl3_V16detail13code_locationE", !14, i64 0, !14, i64 8, !7, i64 16, !7, i64 24}
!47 = !{!48}
!48 = distinct !{!48, !49, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!49 = distinct !{!49, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!50 = !{!46, !14, i64 8}
!51 = !{!46, !7, i64 16}
!52 = !{!46, !7, i64 24}
!53 = !{!54}
!54 = distinct !{!54, !55, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!55 = distinct !{!55, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!56 = !{!57}
!57 = distinct !{!57, !58, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!58 = distinct !{!58, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!59 = !{!60}
!60 = distinct !{!60, !61, !"_ZN4sycl3_V15queue6submitIZL4lumaRS1_RK7PictureEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S8_EENS0_5eventEE4typeESB_RKNS0_6detail13code_locationE: argument 0"}
!61 = distinct !{!61, !"_ZN4sycl3_V15queue6submitIZL4lumaRS1_RK7PictureEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S8_EENS0_5eventEE4typeESB_RKNS0_6detail13code_locationE"}
!62 = !{!63, !60}
!63 = distinct !{!63, !64, !"_ZN4sycl3_V15queue17submit_with_eventIZL4lumaRS1_RK7PictureEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S8_EENS0_5eventEE4typeESB_PS1_RKNS0_6detail13code_locationE: argument 0"}
!64 = distinct !{!64, !"_ZN4sycl3_V15queue17submit_with_eventIZL4lumaRS1_RK7PictureEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S8_EENS0_5eventEE4typeESB_PS1_RKNS0_6detail13code_locationE"}
!65 = !{!66, !14, i64 24}
!66 = !{!"_ZTSSt8functionIFvRN4sycl3_V17handlerEEE", !24, i64 0, !14, i64 24}
!67 = !{!68, !69, i64 0}
!68 = !{!"_ZTSN4sycl3_V16detail14tls_code_loc_tE", !69, i64 0}
!69 = !{!"bool", !8, i64 0}
!70 = !{i8 0, i8 2}
!71 = !{}
!72 = distinct !{!72, !21}
!73 = !{!74}
!74 = distinct !{!74, !75, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE: argument 0"}
!75 = distinct !{!75, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE"}
!76 = !{!77}
!77 = distinct !{!77, !78, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIhEEhEEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!78 = distinct !{!78, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIhEEhEEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!79 = !{!80, !7, i64 0}
!80 = !{!"_ZTSN4sycl3_V16detail17aligned_allocatorIhEE", !7, i64 0}
!81 = !{!82, !7, i64 16}
!82 = !{!"_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIhEEhEE", !83, i64 0, !80, i64 8, !7, i64 16}
!83 = !{!"_ZTSN4sycl3_V16detail19SYCLMemObjAllocatorE"}
!84 = !{!85, !14, i64 0}
!85 = !{!"_ZTSSt10_Head_baseILm0EPN4sycl3_V16detail19SYCLMemObjAllocatorELb0EE", !14, i64 0}
!86 = !{!87}
!87 = distinct !{!87, !88, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE: argument 0"}
!88 = distinct !{!88, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE"}
!89 = !{!90}
!90 = distinct !{!90, !91, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIhEEhEEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!91 = distinct !{!91, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIhEEhEEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!92 = !{!93}
!93 = distinct !{!93, !94, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!94 = distinct !{!94, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!95 = !{!96}
!96 = distinct !{!96, !97, !"_ZN4sycl3_V15queue6submitIZL14brighten_imageRS1_R7PicturefEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S7_EENS0_5eventEE4typeESA_RKNS0_6detail13code_locationE: argument 0"}
!97 = distinct !{!97, !"_ZN4sycl3_V15queue6submitIZL14brighten_imageRS1_R7PicturefEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S7_EENS0_5eventEE4typeESA_RKNS0_6detail13code_locationE"}
!98 = !{!99, !96}
!99 = distinct !{!99, !100, !"_ZN4sycl3_V15queue17submit_with_eventIZL14brighten_imageRS1_R7PicturefEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S7_EENS0_5eventEE4typeESA_PS1_RKNS0_6detail13code_locationE: argument 0"}
!100 = distinct !{!100, !"_ZN4sycl3_V15queue17submit_with_eventIZL14brighten_imageRS1_R7PicturefEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S7_EENS0_5eventEE4typeESA_PS1_RKNS0_6detail13code_locationE"}
!101 = distinct !{!101, !21}
!102 = !{!103, !14, i64 0}
!103 = !{!"_ZTSNSt15__exception_ptr13exception_ptrE", !14, i64 0}
!104 = !{!105, !107, i64 32}
!105 = !{!"_ZTSSt8ios_base", !7, i64 8, !7, i64 16, !106, i64 24, !107, i64 28, !107, i64 32, !14, i64 40, !108, i64 48, !8, i64 64, !33, i64 192, !14, i64 200, !109, i64 208}
!106 = !{!"_ZTSSt13_Ios_Fmtflags", !8, i64 0}
!107 = !{!"_ZTSSt12_Ios_Iostate", !8, i64 0}
!108 = !{!"_ZTSNSt8ios_base6_WordsE", !14, i64 0, !7, i64 8}
!109 = !{!"_ZTSSt6locale", !14, i64 0}
!110 = !{!111, !14, i64 24}
!111 = !{!"_ZTSSt8functionIFiRKN4sycl3_V16deviceEEE", !24, i64 0, !14, i64 24}
!112 = !{!113, !14, i64 16}
!113 = !{!"_ZTSNSt12_Vector_baseINSt15__exception_ptr13exception_ptrESaIS1_EE17_Vector_impl_dataE", !14, i64 0, !14, i64 8, !14, i64 16}
!114 = !{!113, !14, i64 0}
!115 = !{!113, !14, i64 8}
!116 = distinct !{!116, !21}
!117 = !{!118}
!118 = distinct !{!118, !119, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorINS1_3vecIfLi4EEEEES6_EEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!119 = distinct !{!119, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorINS1_3vecIfLi4EEEEES6_EEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!120 = !{!121, !7, i64 0}
!121 = !{!"_ZTSN4sycl3_V16detail17aligned_allocatorINS0_3vecIfLi4EEEEE", !7, i64 0}
!122 = !{!123, !7, i64 16}
!123 = !{!"_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorINS0_3vecIfLi4EEEEES5_EE", !83, i64 0, !121, i64 8, !7, i64 16}
!124 = !{!125, !7, i64 24}
!125 = !{!"_ZTSN4sycl3_V16bufferINS0_3vecIfLi4EEELi1ENS0_6detail17aligned_allocatorIS3_EEvEE", !126, i64 0, !129, i64 16, !7, i64 24, !69, i64 32}
!126 = !{!"_ZTSN4sycl3_V16detail12buffer_plainE", !127, i64 0}
!127 = !{!"_ZTSSt10shared_ptrIN4sycl3_V16detail11buffer_implEE", !128, i64 0}
!128 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail11buffer_implELN9__gnu_cxx12_Lock_policyE2EE", !14, i64 0, !30, i64 8}
!129 = !{!"_ZTSN4sycl3_V15rangeILi1EEE", !130, i64 0}
!130 = !{!"_ZTSN4sycl3_V16detail5arrayILi1EEE", !8, i64 0}
!131 = !{!125, !69, i64 32}
!132 = !{!128, !14, i64 0}
!133 = !{!134}
!134 = distinct !{!134, !135, !"_ZN4sycl3_V16detail12rangeToArrayERKNS0_5rangeILi1EEE: argument 0"}
!135 = distinct !{!135, !"_ZN4sycl3_V16detail12rangeToArrayERKNS0_5rangeILi1EEE"}
!136 = !{!137}
!137 = distinct !{!137, !138, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!138 = distinct !{!138, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!139 = !{!140, !7, i64 0}
!140 = !{!"_ZTSN4sycl3_V16detail17aligned_allocatorIfEE", !7, i64 0}
!141 = !{!142, !7, i64 16}
!142 = !{!"_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE", !83, i64 0, !140, i64 8, !7, i64 16}
!143 = !{!144, !7, i64 24}
!144 = !{!"_ZTSN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvEE", !126, i64 0, !129, i64 16, !7, i64 24, !69, i64 32}
!145 = !{!144, !69, i64 32}
!146 = !{!147, !14, i64 8}
!147 = !{!"_ZTSSt9type_info", !14, i64 8}
!148 = !{!149}
!149 = distinct !{!149, !150, !"_ZN4sycl3_V16detail12rangeToArrayERKNS0_5rangeILi1EEE: argument 0"}
!150 = distinct !{!150, !"_ZN4sycl3_V16detail12rangeToArrayERKNS0_5rangeILi1EEE"}
!151 = !{!152, !14, i64 0}
!152 = !{!"_ZTSZL4lumaRN4sycl3_V15queueERK7PictureEUlRNS0_7handlerEE_", !14, i64 0, !14, i64 8, !14, i64 16}
!153 = !{!154, !154, i64 0}
!154 = !{!"_ZTSN4sycl3_V16detail16PropWithDataKindE", !8, i64 0}
!155 = !{!152, !14, i64 8}
!156 = !{!152, !14, i64 16}
!157 = !{!158, !14, i64 0}
!158 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail16AccessorImplHostELN9__gnu_cxx12_Lock_policyE2EE", !14, i64 0, !30, i64 8}
!159 = !{!69, !69, i64 0}
!160 = !{!161}
!161 = distinct !{!161, !162, !"_ZN4sycl3_V17handler27getRangeRoundedKernelLambdaINS0_6detail19__pf_kernel_wrapperI4LumaEENS0_4itemILi1ELb1EEELi1EZZL4lumaRNS0_5queueERK7PictureENKUlRS1_E_clESE_EUlNS0_2idILi1EEEE_TnPNSt9enable_ifIXntsr6detail32KernelLambdaHasKernelHandlerArgTIT2_T0_EE5valueEvE4typeELPv0EEEDaSK_NS0_5rangeIXT1_EEE: argument 0"}
!162 = distinct !{!162, !"_ZN4sycl3_V17handler27getRangeRoundedKernelLambdaINS0_6detail19__pf_kernel_wrapperI4LumaEENS0_4itemILi1ELb1EEELi1EZZL4lumaRNS0_5queueERK7PictureENKUlRS1_E_clESE_EUlNS0_2idILi1EEEE_TnPNSt9enable_ifIXntsr6detail32KernelLambdaHasKernelHandlerArgTIT2_T0_EE5valueEvE4typeELPv0EEEDaSK_NS0_5rangeIXT1_EEE"}
!163 = !{!164}
!164 = distinct !{!164, !165, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE: argument 0"}
!165 = distinct !{!165, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE"}
!166 = !{!167}
!167 = distinct !{!167, !168, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelINS2_18RoundedRangeKernelINS1_4itemILi1ELb1EEELi1EZZL4lumaRNS1_5queueERK7PictureENKUlRNS1_7handlerEE_clESD_EUlNS1_2idILi1EEEE_EES6_Li1EEEJRSI_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!168 = distinct !{!168, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelINS2_18RoundedRangeKernelINS1_4itemILi1ELb1EEELi1EZZL4lumaRNS1_5queueERK7PictureENKUlRNS1_7handlerEE_clESD_EUlNS1_2idILi1EEEE_EES6_Li1EEEJRSI_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!169 = !{!170, !14, i64 0}
!170 = !{!"_ZTSNSt12_Vector_baseIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_Vector_impl_dataE", !14, i64 0, !14, i64 8, !14, i64 16}
!171 = !{!170, !14, i64 16}
!172 = !{!173}
!173 = distinct !{!173, !174, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE: argument 0"}
!174 = distinct !{!174, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE"}
!175 = !{!176}
!176 = distinct !{!176, !177, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZL4lumaRNS1_5queueERK7PictureENKUlRNS1_7handlerEE_clESA_EUlNS1_2idILi1EEEE_NS1_4itemILi1ELb1EEELi1EEEJRSE_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!177 = distinct !{!177, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZL4lumaRNS1_5queueERK7PictureENKUlRNS1_7handlerEE_clESA_EUlNS1_2idILi1EEEE_NS1_4itemILi1ELb1EEELi1EEEJRSE_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!178 = !{!179}
!179 = distinct !{!179, !180, !"_ZN4sycl3_V16detail19getKernelParamDescsI4LumaEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv: argument 0"}
!180 = distinct !{!180, !"_ZN4sycl3_V16detail19getKernelParamDescsI4LumaEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv"}
!181 = !{!170, !14, i64 8}
!182 = !{i64 0, i64 8, !16, i64 8, i64 8, !16, i64 16, i64 8, !16}
!183 = !{!184}
!184 = distinct !{!184, !185, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!185 = distinct !{!185, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!186 = !{!187}
!187 = distinct !{!187, !188, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!188 = distinct !{!188, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!189 = !{!190, !14, i64 0}
!190 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseELN9__gnu_cxx12_Lock_policyE2EE", !14, i64 0, !30, i64 8}
!191 = distinct !{!191, !21}
!192 = !{!193, !14, i64 16}
!193 = !{!"_ZTSN4sycl3_V18accessorINS0_3vecIfLi4EEELi1ELNS0_6access4modeE1024ELNS4_6targetE2014ELNS4_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !194, i64 0, !14, i64 16, !8, i64 24}
!194 = !{!"_ZTSN4sycl3_V16detail16AccessorBaseHostE", !195, i64 0}
!195 = !{!"_ZTSSt10shared_ptrIN4sycl3_V16detail16AccessorImplHostEE", !158, i64 0}
!196 = !{!197}
!197 = distinct !{!197, !198, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!198 = distinct !{!198, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!199 = !{!200}
!200 = distinct !{!200, !201, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!201 = distinct !{!201, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!202 = !{!203, !14, i64 16}
!203 = !{!"_ZTSN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !194, i64 0, !14, i64 16, !8, i64 24}
!204 = !{!205, !69, i64 0}
!205 = !{!"_ZTSSt10_Head_baseILm1EbLb0EE", !69, i64 0}
!206 = !{!207, !14, i64 0}
!207 = !{!"_ZTSZN4sycl3_V17handler15getRoundedRangeILi1EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_EUlimE_", !14, i64 0, !14, i64 8, !14, i64 16}
!208 = !{!207, !14, i64 8}
!209 = !{!210, !14, i64 240}
!210 = !{!"_ZTSSt9basic_iosIcSt11char_traitsIcEE", !105, i64 0, !14, i64 216, !8, i64 224, !69, i64 225, !14, i64 232, !14, i64 240, !14, i64 248, !14, i64 256}
!211 = !{!212, !8, i64 56}
!212 = !{!"_ZTSSt5ctypeIcE", !213, i64 0, !14, i64 16, !69, i64 24, !14, i64 32, !14, i64 40, !14, i64 48, !8, i64 56, !8, i64 57, !8, i64 313, !8, i64 569}
!213 = !{!"_ZTSNSt6locale5facetE", !33, i64 8}
!214 = !{!207, !14, i64 16}
!215 = !{i64 0, i64 4, !216, i64 4, i64 4, !38, i64 8, i64 4, !38}
!216 = !{!217, !217, i64 0}
!217 = !{!"_ZTSN4sycl3_V16detail19kernel_param_kind_tE", !8, i64 0}
!218 = distinct !{!218, !21}
!219 = !{!220, !14, i64 0}
!220 = !{!"_ZTSZL14brighten_imageRN4sycl3_V15queueER7PicturefEUlRNS0_7handlerEE_", !14, i64 0, !14, i64 8, !14, i64 16, !14, i64 24}
!221 = !{!222}
!222 = distinct !{!222, !223, !"_ZN4sycl3_V15imageILi2ENS0_6detail17aligned_allocatorIhEEE10get_accessINS0_3vecIfLi4EEELNS0_6access4modeE1024EEENS0_8accessorINSt9enable_ifIX15check_type_in_vIT_NS7_IiLi4EEENS7_IjLi4EEES8_NS7_INS2_9half_impl4halfELi4EEEEESD_E4typeELi2EXT0_ELNS9_6targetE2017ELNS9_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEERNS0_7handlerE: argument 0"}
!223 = distinct !{!223, !"_ZN4sycl3_V15imageILi2ENS0_6detail17aligned_allocatorIhEEE10get_accessINS0_3vecIfLi4EEELNS0_6access4modeE1024EEENS0_8accessorINSt9enable_ifIX15check_type_in_vIT_NS7_IiLi4EEENS7_IjLi4EEES8_NS7_INS2_9half_impl4halfELi4EEEEESD_E4typeELi2EXT0_ELNS9_6targetE2017ELNS9_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEERNS0_7handlerE"}
!224 = !{!220, !14, i64 8}
!225 = !{!220, !14, i64 16}
!226 = !{!220, !14, i64 24}
!227 = !{!228, !44, i64 64}
!228 = !{!"_ZTSZZL14brighten_imageRN4sycl3_V15queueER7PicturefENKUlRNS0_7handlerEE_clES6_EUlNS0_4itemILi2ELb1EEEE_", !229, i64 0, !233, i64 32, !44, i64 64}
!229 = !{!"_ZTSN4sycl3_V18accessorINS0_3vecIfLi4EEELi2ELNS0_6access4modeE1025ELNS4_6targetE2017ELNS4_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !230, i64 0}
!230 = !{!"_ZTSN4sycl3_V16detail14image_accessorINS0_3vecIfLi4EEELi2ELNS0_6access4modeE1025ELNS5_6targetE2017ELNS5_11placeholderE0EEE", !194, i64 0, !7, i64 16, !231, i64 24, !232, i64 28}
!231 = !{!"_ZTSN4sycl3_V119image_channel_orderE", !8, i64 0}
!232 = !{!"_ZTSN4sycl3_V118image_channel_typeE", !8, i64 0}
!233 = !{!"_ZTSN4sycl3_V18accessorINS0_3vecIfLi4EEELi2ELNS0_6access4modeE1024ELNS4_6targetE2017ELNS4_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !234, i64 0}
!234 = !{!"_ZTSN4sycl3_V16detail14image_accessorINS0_3vecIfLi4EEELi2ELNS0_6access4modeE1024ELNS5_6targetE2017ELNS5_11placeholderE0EEE", !194, i64 0, !7, i64 16, !231, i64 24, !232, i64 28}
!235 = !{!236}
!236 = distinct !{!236, !237, !"_ZN4sycl3_V17handler27getRangeRoundedKernelLambdaINS0_6detail19__pf_kernel_wrapperI8BrightenEENS0_4itemILi2ELb1EEELi2EZZL14brighten_imageRNS0_5queueER7PicturefENKUlRS1_E_clESD_EUlS8_E_TnPNSt9enable_ifIXntsr6detail32KernelLambdaHasKernelHandlerArgTIT2_T0_EE5valueEvE4typeELPv0EEEDaSH_NS0_5rangeIXT1_EEE: argument 0"}
!237 = distinct !{!237, !"_ZN4sycl3_V17handler27getRangeRoundedKernelLambdaINS0_6detail19__pf_kernel_wrapperI8BrightenEENS0_4itemILi2ELb1EEELi2EZZL14brighten_imageRNS0_5queueER7PicturefENKUlRS1_E_clESD_EUlS8_E_TnPNSt9enable_ifIXntsr6detail32KernelLambdaHasKernelHandlerArgTIT2_T0_EE5valueEvE4typeELPv0EEEDaSH_NS0_5rangeIXT1_EEE"}
!238 = !{!239}
!239 = distinct !{!239, !240, !"_ZN4sycl3_V17handler8padRangeILi2EEENS0_5rangeILi3EEENS3_IXT_EEE: argument 0"}
!240 = distinct !{!240, !"_ZN4sycl3_V17handler8padRangeILi2EEENS0_5rangeILi3EEENS3_IXT_EEE"}
!241 = !{!242}
!242 = distinct !{!242, !243, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelINS2_18RoundedRangeKernelINS1_4itemILi2ELb1EEELi2EZZL14brighten_imageRNS1_5queueER7PicturefENKUlRNS1_7handlerEE_clESC_EUlS6_E_EES6_Li2EEEJRSF_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!243 = distinct !{!243, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelINS2_18RoundedRangeKernelINS1_4itemILi2ELb1EEELi2EZZL14brighten_imageRNS1_5queueER7PicturefENKUlRNS1_7handlerEE_clESC_EUlS6_E_EES6_Li2EEEJRSF_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!244 = !{!245}
!245 = distinct !{!245, !246, !"_ZN4sycl3_V17handler8padRangeILi2EEENS0_5rangeILi3EEENS3_IXT_EEE: argument 0"}
!246 = distinct !{!246, !"_ZN4sycl3_V17handler8padRangeILi2EEENS0_5rangeILi3EEENS3_IXT_EEE"}
!247 = !{!248}
!248 = distinct !{!248, !249, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZL14brighten_imageRNS1_5queueER7PicturefENKUlRNS1_7handlerEE_clES9_EUlNS1_4itemILi2ELb1EEEE_SC_Li2EEEJRSD_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!249 = distinct !{!249, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZL14brighten_imageRNS1_5queueER7PicturefENKUlRNS1_7handlerEE_clES9_EUlNS1_4itemILi2ELb1EEEE_SC_Li2EEEJRSD_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!250 = !{i64 0, i64 8, !16, i64 8, i64 8, !16, i64 16, i64 8, !16, i64 24, i64 8, !16}
!251 = !{!252}
!252 = distinct !{!252, !253, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE: argument 0"}
!253 = distinct !{!253, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE"}
!254 = !{!255}
!255 = distinct !{!255, !256, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE: argument 0"}
!256 = distinct !{!256, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE"}
!257 = !{!258, !14, i64 0}
!258 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail10image_implELN9__gnu_cxx12_Lock_policyE2EE", !14, i64 0, !30, i64 8}
!259 = !{!234, !7, i64 16}
!260 = !{!234, !231, i64 24}
!261 = !{!234, !232, i64 28}
!262 = !{!263}
!263 = distinct !{!263, !264, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE: argument 0"}
!264 = distinct !{!264, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE"}
!265 = !{!266}
!266 = distinct !{!266, !267, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE: argument 0"}
!267 = distinct !{!267, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE"}
!268 = !{!230, !7, i64 16}
!269 = !{!230, !231, i64 24}
!270 = !{!230, !232, i64 28}
!271 = !{!272, !14, i64 0}
!272 = !{!"_ZTSZN4sycl3_V17handler15getRoundedRangeILi2EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_EUlimE_", !14, i64 0, !14, i64 8, !14, i64 16}
!273 = !{!272, !14, i64 8}
!274 = !{!272, !14, i64 16}
!275 = distinct !{!275, !21}
!276 = !{!277, !277, i64 0}
!277 = !{!"short", !8, i64 0}
!278 = !{!"branch_weights", !"expected", i32 -2147483648, i32 0}
!279 = !{!"branch_weights", i32 4000000, i32 2001, i32 2000}
!280 = !{!"branch_weights", !"expected", i32 0, i32 -2147483648}
!281 = distinct !{!281, !21}
