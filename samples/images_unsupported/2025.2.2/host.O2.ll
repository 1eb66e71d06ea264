; ModuleID = 'host_tu.cpp'
source_filename = "host_tu.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%"class.std::basic_ostream" = type { ptr, %"class.std::basic_ios" }
%"class.std::basic_ios" = type { %"class.std::ios_base", ptr, i8, i8, ptr, ptr, ptr, ptr }
%"class.std::ios_base" = type { ptr, i64, i64, i32, i32, i32, ptr, %"struct.std::ios_base::_Words", [8 x %"struct.std::ios_base::_Words"], i32, ptr, %"class.std::locale" }
%"struct.std::ios_base::_Words" = type { ptr, i64 }
%"class.std::locale" = type { ptr }
%"class.sycl::_V1::detail::type_erased_cgfo_ty" = type { ptr, ptr }
%class.anon.177 = type { ptr, ptr, ptr, ptr }
%"class.sycl::_V1::range.147" = type { %"class.sycl::_V1::detail::array.146" }
%"class.sycl::_V1::detail::array.146" = type { [3 x i64] }
%"class.std::unique_ptr" = type { %"struct.std::__uniq_ptr_data" }
%"struct.std::__uniq_ptr_data" = type { %"class.std::__uniq_ptr_impl" }
%"class.std::__uniq_ptr_impl" = type { %"class.std::tuple" }
%"class.std::tuple" = type { %"struct.std::_Tuple_impl" }
%"struct.std::_Tuple_impl" = type { %"struct.std::_Head_base.75" }
%"struct.std::_Head_base.75" = type { ptr }
%"class.sycl::_V1::image" = type { %"class.sycl::_V1::detail::unsampled_image_common" }
%"class.sycl::_V1::detail::unsampled_image_common" = type { %"class.sycl::_V1::detail::image_common" }
%"class.sycl::_V1::detail::image_common" = type { %"class.sycl::_V1::detail::image_plain" }
%"class.sycl::_V1::detail::image_plain" = type { %"class.std::shared_ptr.172" }
%"class.std::shared_ptr.172" = type { %"class.std::__shared_ptr.173" }
%"class.std::__shared_ptr.173" = type { ptr, %"class.std::__shared_count" }
%"class.std::__shared_count" = type { ptr }
%"class.sycl::_V1::property_list" = type { %"class.sycl::_V1::detail::PropertyListBase" }
%"class.sycl::_V1::detail::PropertyListBase" = type { %"class.std::bitset", %"class.std::vector.0" }
%"class.std::bitset" = type { %"struct.std::_Base_bitset" }
%"struct.std::_Base_bitset" = type { i64 }
%"class.std::vector.0" = type { %"struct.std::_Vector_base.1" }
%"struct.std::_Vector_base.1" = type { %"struct.std::_Vector_base<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>, std::allocator<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>>>::_Vector_impl" }
%"struct.std::_Vector_base<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>, std::allocator<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>>>::_Vector_impl" = type { %"struct.std::_Vector_base<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>, std::allocator<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>>>::_Vector_impl_data" }
%"struct.std::_Vector_base<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>, std::allocator<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>>>::_Vector_impl_data" = type { ptr, ptr, ptr }
%"class.sycl::_V1::event" = type { %"class.std::shared_ptr.71" }
%"class.std::shared_ptr.71" = type { %"class.std::__shared_ptr.72" }
%"class.std::__shared_ptr.72" = type { ptr, %"class.std::__shared_count" }
%"struct.sycl::_V1::detail::code_location" = type { ptr, ptr, i64, i64 }
%class.anon = type { ptr, ptr, ptr }
%"class.sycl::_V1::buffer" = type <{ %"class.sycl::_V1::detail::buffer_plain", %"class.sycl::_V1::range", i64, i8, [7 x i8] }>
%"class.sycl::_V1::detail::buffer_plain" = type { %"class.std::shared_ptr.63" }
%"class.std::shared_ptr.63" = type { %"class.std::__shared_ptr.64" }
%"class.std::__shared_ptr.64" = type { ptr, %"class.std::__shared_count" }
%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [1 x i64] }
%"class.sycl::_V1::buffer.67" = type <{ %"class.sycl::_V1::detail::buffer_plain", %"class.sycl::_V1::range", i64, i8, [7 x i8] }>
%"class.std::function" = type { %"class.std::_Function_base", ptr }
%"class.std::_Function_base" = type { %"union.std::_Any_data", ptr }
%"union.std::_Any_data" = type { %"union.std::_Nocopy_types" }
%"union.std::_Nocopy_types" = type { { i64, i64 } }
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
%"class.sycl::_V1::vec" = type { %"class.sycl::_V1::detail::vec_base" }
%"class.sycl::_V1::detail::vec_base" = type { [4 x float] }
%"class.std::__exception_ptr::exception_ptr" = type { ptr }
%"class.std::function.52" = type { %"class.std::_Function_base", ptr }
%"class.sycl::_V1::exception_list" = type { %"class.std::vector.47" }
%"class.std::vector.47" = type { %"struct.std::_Vector_base.48" }
%"struct.std::_Vector_base.48" = type { %"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl" }
%"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl" = type { %"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl_data" }
%"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl_data" = type { ptr, ptr, ptr }
%"struct.std::array.84" = type { [3 x i64] }
%"class.sycl::_V1::detail::tls_code_loc_t" = type { i8 }
%"class.sycl::_V1::detail::SubmissionInfo" = type { %"class.std::shared_ptr.105" }
%"class.std::shared_ptr.105" = type { %"class.std::__shared_ptr.106" }
%"class.std::__shared_ptr.106" = type { ptr, %"class.std::__shared_count" }
%"class.std::vector.158" = type { %"struct.std::_Vector_base.159" }
%"struct.std::_Vector_base.159" = type { %"struct.std::_Vector_base<sycl::_V1::detail::kernel_param_desc_t, std::allocator<sycl::_V1::detail::kernel_param_desc_t>>::_Vector_impl" }
%"struct.std::_Vector_base<sycl::_V1::detail::kernel_param_desc_t, std::allocator<sycl::_V1::detail::kernel_param_desc_t>>::_Vector_impl" = type { %"struct.std::_Vector_base<sycl::_V1::detail::kernel_param_desc_t, std::allocator<sycl::_V1::detail::kernel_param_desc_t>>::_Vector_impl_data" }
%"struct.std::_Vector_base<sycl::_V1::detail::kernel_param_desc_t, std::allocator<sycl::_V1::detail::kernel_param_desc_t>>::_Vector_impl_data" = type { ptr, ptr, ptr }
%class.anon.145 = type { %"class.sycl::_V1::accessor", %"class.sycl::_V1::accessor.141" }
%"class.sycl::_V1::accessor" = type { %"class.sycl::_V1::detail::AccessorBaseHost", ptr, [8 x i8] }
%"class.sycl::_V1::detail::AccessorBaseHost" = type { %"class.std::shared_ptr.137" }
%"class.std::shared_ptr.137" = type { %"class.std::__shared_ptr.138" }
%"class.std::__shared_ptr.138" = type { ptr, %"class.std::__shared_count" }
%"class.sycl::_V1::accessor.141" = type { %"class.sycl::_V1::detail::AccessorBaseHost", ptr, [8 x i8] }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array.146" }
%"class.sycl::_V1::ext::oneapi::accessor_property_list" = type { %"class.sycl::_V1::detail::PropertyListBase" }
%"struct.sycl::_V1::detail::kernel_param_desc_t" = type { i32, i32, i32 }
%class.anon.195 = type <{ %"class.sycl::_V1::accessor.192", %"class.sycl::_V1::accessor.190", float, [4 x i8] }>
%"class.sycl::_V1::accessor.192" = type { %"class.sycl::_V1::detail::image_accessor.193" }
%"class.sycl::_V1::detail::image_accessor.193" = type { %"class.sycl::_V1::detail::AccessorBaseHost", i64, i32, i32 }
%"class.sycl::_V1::accessor.190" = type { %"class.sycl::_V1::detail::image_accessor" }
%"class.sycl::_V1::detail::image_accessor" = type { %"class.sycl::_V1::detail::AccessorBaseHost", i64, i32, i32 }
%"class.sycl::_V1::vec.211" = type { %"class.sycl::_V1::detail::vec_base.248" }
%"class.sycl::_V1::detail::vec_base.248" = type { [2 x i32] }
%"class.sycl::_V1::sampler" = type { %"class.std::shared_ptr.532" }
%"class.std::shared_ptr.532" = type { %"class.std::__shared_ptr.533" }
%"class.std::__shared_ptr.533" = type { ptr, %"class.std::__shared_count" }
%"class.sycl::_V1::vec.535" = type { %"class.sycl::_V1::detail::vec_base.572" }
%"class.sycl::_V1::detail::vec_base.572" = type { [8 x i32] }
%"class.sycl::_V1::vec.479" = type { %"class.sycl::_V1::detail::vec_base.516" }
%"class.sycl::_V1::detail::vec_base.516" = type { [4 x %"class.sycl::_V1::detail::half_impl::half"] }
%"class.sycl::_V1::detail::half_impl::half" = type { i16 }

$_ZN4sycl3_V16deviceD2Ev = comdat any

$_ZN4sycl3_V15queueD2Ev = comdat any

$_ZNSt6vectorIN4sycl3_V13vecIfLi4EEESaIS3_EE17_M_default_appendEm = comdat any

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

$_ZN4sycl3_V15queue17submit_with_eventILb0ENS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET0_RKNS0_6detail19type_erased_cgfo_tyEPS1_RKNSD_13code_locationE = comdat any

$_ZN4sycl3_V16detail14SubmissionInfoD2Ev = comdat any

$_ZN4sycl3_V18accessorINS0_3vecIfLi4EEELi1ELNS0_6access4modeE1024ELNS4_6targetE2014ELNS4_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IS3_Li1ENS0_6detail17aligned_allocatorIS3_EEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSE_13code_locationE = comdat any

$_ZN4sycl3_V16detail16PropertyListBaseD2Ev = comdat any

$_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE = comdat any

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

$_ZN4sycl3_V16detail19getKernelParamDescsI8BrightenEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv = comdat any

$_ZNK4sycl3_V16detail14image_accessorINS0_3vecIfLi4EEELi2ELNS0_6access4modeE1024ELNS5_6targetE2017ELNS5_11placeholderE0EE4readINS3_IiLi2EEELi2EvEES4_RKT_ = comdat any

$_ZN4sycl3_V16detail18imageWriteHostImplINS0_3vecIiLi2EEENS3_IfLi4EEEEEvRKT_RKT0_NS0_2idILi3EEEhNS0_18image_channel_typeENS0_19image_channel_orderEPv = comdat any

$_ZN4sycl3_V16detail11ConvertFToSIfiLi1EiLNS_13rounding_modeE1EEET0_T_ = comdat any

$_ZNK4sycl3_V13vecIfLi4EE7convertINS0_6detail9half_impl4halfELNS_13rounding_modeE0EEENS1_IT_Li4EEEv = comdat any

$_ZN4sycl3_V17samplerD2Ev = comdat any

$_ZN4sycl3_V16detail24imageReadSamplerHostImplINS0_3vecIiLi2EEENS3_IfLi4EEEEET0_RKT_NS0_29coordinate_normalization_modeENS0_15addressing_modeENS0_14filtering_modeENS0_5rangeILi3EEENS0_2idILi3EEENS0_18image_channel_typeENS0_19image_channel_orderEPvh = comdat any

$_ZN4sycl3_V16detail27ReadPixelDataLinearFiltModeINS0_3vecIfLi4EEEEET_NS3_IiLi8EEES4_NS0_15addressing_modeENS0_5rangeILi3EEENS0_2idILi3EEENS0_18image_channel_typeENS0_19image_channel_orderEPvh = comdat any

$_ZN4sycl3_V16detail13ReadPixelDataINS0_3vecIfLi4EEEEET_NS3_IiLi4EEENS0_2idILi3EEENS0_18image_channel_typeENS0_19image_channel_orderEPvh = comdat any

$_ZNK4sycl3_V13vecINS0_6detail9half_impl4halfELi4EE7convertIfLNS_13rounding_modeE0EEENS1_IT_Li4EEEv = comdat any

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
@_ZTIN4sycl3_V19exceptionE = external constant ptr
@_ZTIf = external local_unnamed_addr constant ptr
@_ZTVN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE = linkonce_odr dso_local unnamed_addr constant { [9 x ptr] } { [9 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE16getAllocatorImplEv, ptr @_ZN4sycl3_V16detail19SYCLMemObjAllocatorD2Ev, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfED0Ev, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE8allocateEm, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE10deallocateEPvm, ptr @_ZNK4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE12getValueSizeEv, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE12setAlignmentEm] }, comdat, align 8
@_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE = linkonce_odr dso_local constant [76 x i8] c"N4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE\00", comdat, align 1
@_ZTIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE, ptr @_ZTIN4sycl3_V16detail19SYCLMemObjAllocatorE }, comdat, align 8
@.str.11 = private unnamed_addr constant [61 x i8] c"SyclObject.impl && \22every constructor should create an impl\22\00", align 1
@.str.12 = private unnamed_addr constant [96 x i8] c"root/intel-sycl-rt-2025.2.2/intel_sycl_rt-2025.2.2.data/data/include/sycl/detail/impl_utils.hpp\00", align 1
@__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_5queueEEERKDtsrT_4implERKS4_ = private unnamed_addr constant [89 x i8] c"const decltype(Obj::impl) &sycl::detail::getSyclObjImpl(const Obj &) [Obj = sycl::queue]\00", align 1
@.str.13 = private unnamed_addr constant [11 x i8] c"operator()\00", align 1
@__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferINS0_3vecIfLi4EEELi1ENS1_17aligned_allocatorIS5_EEvEEEERKDtsrT_4implERKS9_ = private unnamed_addr constant [111 x i8] c"const decltype(Obj::impl) &sycl::detail::getSyclObjImpl(const Obj &) [Obj = sycl::buffer<sycl::vec<float, 4>>]\00", align 1
@.str.14 = private unnamed_addr constant [46 x i8] c"accessor cannot be both read_only and no_init\00", align 1
@__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS7_ = private unnamed_addr constant [97 x i8] c"const decltype(Obj::impl) &sycl::detail::getSyclObjImpl(const Obj &) [Obj = sycl::buffer<float>]\00", align 1
@.str.15 = private unnamed_addr constant [65 x i8] c"The total number of work-items in a range must fit within size_t\00", align 1
@.str.16 = private unnamed_addr constant [131 x i8] c"Attempt to set multiple actions for the command group. Command group must consist of a single kernel or explicit memory operation.\00", align 1
@.str.19 = private unnamed_addr constant [10 x i8] c"_ZTS4Luma\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelIZZL4lumaRNS0_5queueERK7PictureENKUlRNS0_7handlerEE_clES9_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = internal unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelIZZL4lumaRNS0_5queueERK7PictureENKUlRNS0_7handlerEE_clES9_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZN4sycl3_V16detail10HostKernelIZZL4lumaRNS0_5queueERK7PictureENKUlRNS0_7handlerEE_clES9_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv, ptr @_ZN4sycl3_V16detail10HostKernelIZZL4lumaRNS0_5queueERK7PictureENKUlRNS0_7handlerEE_clES9_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED2Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZL4lumaRNS0_5queueERK7PictureENKUlRNS0_7handlerEE_clES9_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZL4lumaRNS0_5queueERK7PictureENKUlRNS0_7handlerEE_clES9_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE23InstantiateKernelOnHostEv] }, align 8
@_ZTSN4sycl3_V16detail10HostKernelIZZL4lumaRNS0_5queueERK7PictureENKUlRNS0_7handlerEE_clES9_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = internal constant [133 x i8] c"N4sycl3_V16detail10HostKernelIZZL4lumaRNS0_5queueERK7PictureENKUlRNS0_7handlerEE_clES9_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE\00", align 1
@_ZTSN4sycl3_V16detail14HostKernelBaseE = linkonce_odr dso_local constant [35 x i8] c"N4sycl3_V16detail14HostKernelBaseE\00", comdat, align 1
@_ZTIN4sycl3_V16detail14HostKernelBaseE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail14HostKernelBaseE }, comdat, align 8
@_ZTIN4sycl3_V16detail10HostKernelIZZL4lumaRNS0_5queueERK7PictureENKUlRNS0_7handlerEE_clES9_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = internal constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelIZZL4lumaRNS0_5queueERK7PictureENKUlRNS0_7handlerEE_clES9_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, align 8
@.str.21 = private unnamed_addr constant [26 x i8] c"vector::_M_realloc_insert\00", align 1
@.str.24 = private unnamed_addr constant [21 x i8] c"exception in ~buffer\00", align 1
@.str.25 = private unnamed_addr constant [2 x i8] c" \00", align 1
@.str.26 = private unnamed_addr constant [6 x i8] c"false\00", align 1
@.str.27 = private unnamed_addr constant [85 x i8] c"root/intel-sycl-rt-2025.2.2/intel_sycl_rt-2025.2.2.data/data/include/sycl/buffer.hpp\00", align 1
@__PRETTY_FUNCTION__._ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev = private unnamed_addr constant [127 x i8] c"sycl::buffer<float>::~buffer() [T = float, Dimensions = 1, AllocatorT = sycl::detail::aligned_allocator<float>, Enable = void]\00", align 1
@__PRETTY_FUNCTION__._ZN4sycl3_V16bufferINS0_3vecIfLi4EEELi1ENS0_6detail17aligned_allocatorIS3_EEvED2Ev = private unnamed_addr constant [169 x i8] c"sycl::buffer<sycl::vec<float, 4>>::~buffer() [T = sycl::vec<float, 4>, Dimensions = 1, AllocatorT = sycl::detail::aligned_allocator<sycl::vec<float, 4>>, Enable = void]\00", align 1
@.str.28 = private unnamed_addr constant [15 x i8] c"brighten_image\00", align 1
@_ZTVN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIhEEhEE = linkonce_odr dso_local unnamed_addr constant { [9 x ptr] } { [9 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIhEEhEE, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIhEEhE16getAllocatorImplEv, ptr @_ZN4sycl3_V16detail19SYCLMemObjAllocatorD2Ev, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIhEEhED0Ev, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIhEEhE8allocateEm, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIhEEhE10deallocateEPvm, ptr @_ZNK4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIhEEhE12getValueSizeEv, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIhEEhE12setAlignmentEm] }, comdat, align 8
@_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIhEEhEE = linkonce_odr dso_local constant [76 x i8] c"N4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIhEEhEE\00", comdat, align 1
@_ZTIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIhEEhEE = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIhEEhEE, ptr @_ZTIN4sycl3_V16detail19SYCLMemObjAllocatorE }, comdat, align 8
@.str.29 = private unnamed_addr constant [52 x i8] c"SYCL 1.2.1 images are not supported by this device.\00", align 1
@__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_5imageILi2ENS1_17aligned_allocatorIhEEEEEERKDtsrT_4implERKS7_ = private unnamed_addr constant [92 x i8] c"const decltype(Obj::impl) &sycl::detail::getSyclObjImpl(const Obj &) [Obj = sycl::image<2>]\00", align 1
@.str.30 = private unnamed_addr constant [14 x i8] c"_ZTS8Brighten\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelIZZL14brighten_imageRNS0_5queueER7PicturefENKUlRNS0_7handlerEE_clES8_EUlNS0_4itemILi2ELb1EEEE_SB_Li2EEE = internal unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelIZZL14brighten_imageRNS0_5queueER7PicturefENKUlRNS0_7handlerEE_clES8_EUlNS0_4itemILi2ELb1EEEE_SB_Li2EEE, ptr @_ZN4sycl3_V16detail10HostKernelIZZL14brighten_imageRNS0_5queueER7PicturefENKUlRNS0_7handlerEE_clES8_EUlNS0_4itemILi2ELb1EEEE_SB_Li2EE6getPtrEv, ptr @_ZN4sycl3_V16detail10HostKernelIZZL14brighten_imageRNS0_5queueER7PicturefENKUlRNS0_7handlerEE_clES8_EUlNS0_4itemILi2ELb1EEEE_SB_Li2EED2Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZL14brighten_imageRNS0_5queueER7PicturefENKUlRNS0_7handlerEE_clES8_EUlNS0_4itemILi2ELb1EEEE_SB_Li2EED0Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZL14brighten_imageRNS0_5queueER7PicturefENKUlRNS0_7handlerEE_clES8_EUlNS0_4itemILi2ELb1EEEE_SB_Li2EE23InstantiateKernelOnHostEv] }, align 8
@_ZTSN4sycl3_V16detail10HostKernelIZZL14brighten_imageRNS0_5queueER7PicturefENKUlRNS0_7handlerEE_clES8_EUlNS0_4itemILi2ELb1EEEE_SB_Li2EEE = internal constant [133 x i8] c"N4sycl3_V16detail10HostKernelIZZL14brighten_imageRNS0_5queueER7PicturefENKUlRNS0_7handlerEE_clES8_EUlNS0_4itemILi2ELb1EEEE_SB_Li2EEE\00", align 1
@_ZTIN4sycl3_V16detail10HostKernelIZZL14brighten_imageRNS0_5queueER7PicturefENKUlRNS0_7handlerEE_clES8_EUlNS0_4itemILi2ELb1EEEE_SB_Li2EEE = internal constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelIZZL14brighten_imageRNS0_5queueER7PicturefENKUlRNS0_7handlerEE_clES8_EUlNS0_4itemILi2ELb1EEEE_SB_Li2EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, align 8
@.str.31 = private unnamed_addr constant [80 x i8] c"Currently unsupported datatype conversion from image_channel_type to cl_float4.\00", align 1
@.str.32 = private unnamed_addr constant [96 x i8] c"Datatype of data to write - cl_float4 is incompatible with the image_channel_type of the image.\00", align 1
@.str.33 = private unnamed_addr constant [44 x i8] c"Unable to set rounding mode to FE_TONEAREST\00", align 1
@.str.34 = private unnamed_addr constant [33 x i8] c"Unable to restore rounding mode.\00", align 1
@.str.35 = private unnamed_addr constant [117 x i8] c"Sampler used with unsupported configuration of mirrored_repeat/repeat filtering mode with unnormalized coordinates. \00", align 1
@.str.40 = private unnamed_addr constant [92 x i8] c"Datatype of read data - cl_float4 is incompatible with the image_channel_type of the image.\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef range(i32 0, 2) i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.sycl::_V1::detail::type_erased_cgfo_ty", align 8
  %4 = alloca %class.anon.177, align 8
  %5 = alloca %"class.sycl::_V1::range.147", align 16
  %6 = alloca %"class.std::unique_ptr", align 8
  %7 = alloca %"class.sycl::_V1::range.147", align 16
  %8 = alloca %"class.std::unique_ptr", align 8
  %9 = alloca float, align 4
  %10 = alloca %"class.sycl::_V1::image", align 8
  %11 = alloca %"class.sycl::_V1::property_list", align 8
  %12 = alloca %"class.sycl::_V1::image", align 8
  %13 = alloca %"class.sycl::_V1::property_list", align 8
  %14 = alloca %"class.sycl::_V1::event", align 8
  %15 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %16 = alloca %"class.sycl::_V1::detail::type_erased_cgfo_ty", align 8
  %17 = alloca %class.anon, align 8
  %18 = alloca i64, align 8
  %19 = alloca %"class.sycl::_V1::buffer", align 8
  %20 = alloca %"class.sycl::_V1::range", align 8
  %21 = alloca %"class.sycl::_V1::property_list", align 8
  %22 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %23 = alloca %"class.sycl::_V1::buffer.67", align 8
  %24 = alloca %"class.sycl::_V1::range", align 8
  %25 = alloca %"class.sycl::_V1::property_list", align 8
  %26 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %27 = alloca %"class.sycl::_V1::event", align 8
  %28 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %29 = alloca %"class.std::function", align 8
  %30 = alloca %struct.Picture, align 16
  %31 = alloca %"class.sycl::_V1::queue", align 8
  %32 = alloca %"class.sycl::_V1::property_list", align 8
  %33 = alloca %"class.sycl::_V1::device", align 8
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %30) #28
  store i64 16, ptr %30, align 16, !tbaa !5
  %34 = getelementptr inbounds i8, ptr %30, i64 8
  store i64 8, ptr %34, align 8, !tbaa !15
  %35 = getelementptr inbounds i8, ptr %30, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %35, i8 0, i64 24, i1 false)
  %36 = icmp sgt i32 %0, 2
  br i1 %36, label %39, label %37

37:                                               ; preds = %2
  %38 = getelementptr inbounds i8, ptr %30, i64 24
  br label %49

39:                                               ; preds = %2
  %40 = getelementptr inbounds i8, ptr %1, i64 8
  %41 = load ptr, ptr %40, align 8, !tbaa !16
  %42 = tail call i64 @strtoul(ptr nocapture noundef %41, ptr noundef null, i32 noundef 10) #28
  store i64 %42, ptr %30, align 16, !tbaa !5
  %43 = getelementptr inbounds i8, ptr %1, i64 16
  %44 = load ptr, ptr %43, align 8, !tbaa !16
  %45 = tail call i64 @strtoul(ptr nocapture noundef %44, ptr noundef null, i32 noundef 10) #28
  store i64 %45, ptr %34, align 8, !tbaa !15
  %46 = mul i64 %45, %42
  %47 = getelementptr inbounds i8, ptr %30, i64 24
  %48 = icmp eq i64 %46, 0
  br i1 %48, label %76, label %49

49:                                               ; preds = %37, %39
  %50 = phi ptr [ %38, %37 ], [ %47, %39 ]
  %51 = phi i64 [ 128, %37 ], [ %46, %39 ]
  invoke void @_ZNSt6vectorIN4sycl3_V13vecIfLi4EEESaIS3_EE17_M_default_appendEm(ptr noundef nonnull align 8 dereferenceable(24) %35, i64 noundef %51)
          to label %52 unwind label %715

52:                                               ; preds = %49
  %53 = load ptr, ptr %50, align 8, !tbaa !17
  %54 = load ptr, ptr %35, align 16, !tbaa !18
  %55 = icmp eq ptr %53, %54
  br i1 %55, label %76, label %56

56:                                               ; preds = %52, %56
  %57 = phi ptr [ %70, %56 ], [ %54, %52 ]
  %58 = phi i64 [ %68, %56 ], [ 0, %52 ]
  %59 = urem i64 %58, 7
  %60 = uitofp nneg i64 %59 to float
  %61 = fmul float %60, 0x3FB99999A0000000
  %62 = urem i64 %58, 11
  %63 = uitofp nneg i64 %62 to float
  %64 = fmul float %63, 0x3FA99999A0000000
  %65 = getelementptr inbounds %"class.sycl::_V1::vec", ptr %57, i64 %58
  store float %61, ptr %65, align 16
  %66 = getelementptr inbounds i8, ptr %65, i64 4
  store float %64, ptr %66, align 4
  %67 = getelementptr inbounds i8, ptr %65, i64 8
  store <2 x float> <float 0x3FC99999A0000000, float 1.000000e+00>, ptr %67, align 8
  %68 = add nuw i64 %58, 1
  %69 = load ptr, ptr %50, align 8, !tbaa !17
  %70 = load ptr, ptr %35, align 16, !tbaa !18
  %71 = ptrtoint ptr %69 to i64
  %72 = ptrtoint ptr %70 to i64
  %73 = sub i64 %71, %72
  %74 = ashr exact i64 %73, 4
  %75 = icmp ult i64 %68, %74
  br i1 %75, label %56, label %76, !llvm.loop !19

76:                                               ; preds = %56, %39, %52
  %77 = phi ptr [ %50, %52 ], [ %47, %39 ], [ %50, %56 ]
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %31) #28
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %32) #28
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %32, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %29) #28
  %78 = getelementptr inbounds i8, ptr %29, i64 16
  %79 = getelementptr inbounds i8, ptr %29, i64 24
  %80 = getelementptr inbounds i8, ptr %29, i64 8
  store i64 0, ptr %80, align 8
  store ptr @_ZN4sycl3_V16detail19defaultAsyncHandlerENS0_14exception_listE, ptr %29, align 8, !tbaa !16
  store ptr @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E9_M_invokeERKSt9_Any_dataOS2_, ptr %79, align 8, !tbaa !21
  store ptr @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E10_M_managerERSt9_Any_dataRKS6_St18_Manager_operation, ptr %78, align 8, !tbaa !24
  invoke void @_ZN4sycl3_V15queueC2IFiRKNS0_6deviceEEvEERKT_RKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %31, ptr noundef nonnull @_ZN4sycl3_V118default_selector_vERKNS0_6deviceE, ptr noundef nonnull align 8 dereferenceable(32) %29, ptr noundef nonnull align 8 dereferenceable(32) %32)
          to label %81 unwind label %89

81:                                               ; preds = %76
  %82 = load ptr, ptr %78, align 8, !tbaa !24
  %83 = icmp eq ptr %82, null
  br i1 %83, label %99, label %84

84:                                               ; preds = %81
  %85 = invoke noundef zeroext i1 %82(ptr noundef nonnull align 8 dereferenceable(16) %29, ptr noundef nonnull align 8 dereferenceable(16) %29, i32 noundef 3)
          to label %99 unwind label %86

86:                                               ; preds = %84
  %87 = landingpad { ptr, i32 }
          catch ptr null
  %88 = extractvalue { ptr, i32 } %87, 0
  call void @__clang_call_terminate(ptr %88) #29
  unreachable

89:                                               ; preds = %76
  %90 = landingpad { ptr, i32 }
          cleanup
  %91 = load ptr, ptr %78, align 8, !tbaa !24
  %92 = icmp eq ptr %91, null
  br i1 %92, label %98, label %93

93:                                               ; preds = %89
  %94 = invoke noundef zeroext i1 %91(ptr noundef nonnull align 8 dereferenceable(16) %29, ptr noundef nonnull align 8 dereferenceable(16) %29, i32 noundef 3)
          to label %98 unwind label %95

95:                                               ; preds = %93
  %96 = landingpad { ptr, i32 }
          catch ptr null
  %97 = extractvalue { ptr, i32 } %96, 0
  call void @__clang_call_terminate(ptr %97) #29
  unreachable

98:                                               ; preds = %93, %89
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %29) #28
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %32) #28
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %32) #28
  br label %770

99:                                               ; preds = %84, %81
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %29) #28
  %100 = getelementptr inbounds i8, ptr %32, i64 8
  %101 = load ptr, ptr %100, align 8, !tbaa !25
  %102 = getelementptr inbounds i8, ptr %32, i64 16
  %103 = load ptr, ptr %102, align 8, !tbaa !27
  %104 = icmp eq ptr %101, %103
  br i1 %104, label %139, label %105

105:                                              ; preds = %99, %134
  %106 = phi ptr [ %135, %134 ], [ %101, %99 ]
  %107 = getelementptr inbounds i8, ptr %106, i64 8
  %108 = load ptr, ptr %107, align 8, !tbaa !28
  %109 = icmp eq ptr %108, null
  br i1 %109, label %134, label %110

110:                                              ; preds = %105
  %111 = getelementptr inbounds i8, ptr %108, i64 8
  %112 = load atomic i64, ptr %111 acquire, align 8
  %113 = icmp eq i64 %112, 4294967297
  %114 = trunc i64 %112 to i32
  br i1 %113, label %115, label %123

115:                                              ; preds = %110
  store i32 0, ptr %111, align 8, !tbaa !30
  %116 = getelementptr inbounds i8, ptr %108, i64 12
  store i32 0, ptr %116, align 4, !tbaa !33
  %117 = load ptr, ptr %108, align 8, !tbaa !34
  %118 = getelementptr inbounds i8, ptr %117, i64 16
  %119 = load ptr, ptr %118, align 8
  call void %119(ptr noundef nonnull align 8 dereferenceable(16) %108) #28
  %120 = load ptr, ptr %108, align 8, !tbaa !34
  %121 = getelementptr inbounds i8, ptr %120, i64 24
  %122 = load ptr, ptr %121, align 8
  call void %122(ptr noundef nonnull align 8 dereferenceable(16) %108) #28
  br label %134

123:                                              ; preds = %110
  %124 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %125 = icmp eq i8 %124, 0
  br i1 %125, label %128, label %126

126:                                              ; preds = %123
  %127 = add nsw i32 %114, -1
  store i32 %127, ptr %111, align 4, !tbaa !37
  br label %130

128:                                              ; preds = %123
  %129 = atomicrmw volatile add ptr %111, i32 -1 acq_rel, align 4
  br label %130

130:                                              ; preds = %128, %126
  %131 = phi i32 [ %114, %126 ], [ %129, %128 ]
  %132 = icmp eq i32 %131, 1
  br i1 %132, label %133, label %134, !prof !38

133:                                              ; preds = %130
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %108) #28
  br label %134

134:                                              ; preds = %133, %130, %115, %105
  %135 = getelementptr inbounds i8, ptr %106, i64 16
  %136 = icmp eq ptr %135, %103
  br i1 %136, label %137, label %105, !llvm.loop !39

137:                                              ; preds = %134
  %138 = load ptr, ptr %100, align 8, !tbaa !25
  br label %139

139:                                              ; preds = %137, %99
  %140 = phi ptr [ %138, %137 ], [ %101, %99 ]
  %141 = icmp eq ptr %140, null
  br i1 %141, label %148, label %142

142:                                              ; preds = %139
  %143 = getelementptr inbounds i8, ptr %32, i64 24
  %144 = load ptr, ptr %143, align 8, !tbaa !40
  %145 = ptrtoint ptr %144 to i64
  %146 = ptrtoint ptr %140 to i64
  %147 = sub i64 %145, %146
  call void @_ZdlPvm(ptr noundef nonnull %140, i64 noundef %147) #30
  br label %148

148:                                              ; preds = %139, %142
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %32) #28
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %22)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %26)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %27)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %18) #28
  %149 = load ptr, ptr %77, align 8, !tbaa !17
  %150 = load ptr, ptr %35, align 16, !tbaa !18
  %151 = ptrtoint ptr %149 to i64
  %152 = ptrtoint ptr %150 to i64
  %153 = sub i64 %151, %152
  %154 = ashr exact i64 %153, 4
  store i64 %154, ptr %18, align 8, !tbaa !41
  %155 = icmp ugt i64 %154, 2305843009213693951
  br i1 %155, label %403, label %156

156:                                              ; preds = %148
  %157 = icmp eq ptr %149, %150
  br i1 %157, label %167, label %158

158:                                              ; preds = %156
  %159 = ashr exact i64 %153, 2
  %160 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %159) #31
          to label %161 unwind label %717

161:                                              ; preds = %158
  %162 = getelementptr float, ptr %160, i64 %154
  store float 0.000000e+00, ptr %160, align 4, !tbaa !42
  %163 = icmp eq i64 %153, 16
  br i1 %163, label %167, label %164

164:                                              ; preds = %161
  %165 = getelementptr i8, ptr %160, i64 4
  %166 = add nsw i64 %159, -4
  call void @llvm.memset.p0.i64(ptr align 4 %165, i8 0, i64 %166, i1 false), !tbaa !42
  br label %167

167:                                              ; preds = %164, %161, %156
  %168 = phi ptr [ %162, %161 ], [ %162, %164 ], [ null, %156 ]
  %169 = phi ptr [ %160, %161 ], [ %160, %164 ], [ null, %156 ]
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %19) #28
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %20) #28
  store i64 %154, ptr %20, align 8, !tbaa !41
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %21) #28
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %21, i8 0, i64 32, i1 false)
  store ptr @.str.6, ptr %22, align 8, !tbaa !44, !alias.scope !46
  %170 = getelementptr inbounds i8, ptr %22, i64 8
  store ptr @.str.7, ptr %170, align 8, !tbaa !49, !alias.scope !46
  %171 = getelementptr inbounds i8, ptr %22, i64 16
  store i64 53, ptr %171, align 8, !tbaa !50, !alias.scope !46
  %172 = getelementptr inbounds i8, ptr %22, i64 24
  store i64 35, ptr %172, align 8, !tbaa !51, !alias.scope !46
  invoke void @_ZN4sycl3_V16bufferINS0_3vecIfLi4EEELi1ENS0_6detail17aligned_allocatorIS3_EEvEC2IS3_EEPKNSt9enable_ifIXaasr3stdE9is_same_vIS3_T_EntL_ZSt10is_const_vIS3_EEES3_E4typeERKNS0_5rangeILi1EEERKNS0_13property_listENS4_13code_locationE(ptr noundef nonnull align 8 dereferenceable(33) %19, ptr noundef %150, ptr noundef nonnull align 8 dereferenceable(8) %20, ptr noundef nonnull align 8 dereferenceable(32) %21, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %22)
          to label %173 unwind label %318

173:                                              ; preds = %167
  %174 = getelementptr inbounds i8, ptr %21, i64 8
  %175 = load ptr, ptr %174, align 8, !tbaa !25
  %176 = getelementptr inbounds i8, ptr %21, i64 16
  %177 = load ptr, ptr %176, align 8, !tbaa !27
  %178 = icmp eq ptr %175, %177
  br i1 %178, label %213, label %179

179:                                              ; preds = %173, %208
  %180 = phi ptr [ %209, %208 ], [ %175, %173 ]
  %181 = getelementptr inbounds i8, ptr %180, i64 8
  %182 = load ptr, ptr %181, align 8, !tbaa !28
  %183 = icmp eq ptr %182, null
  br i1 %183, label %208, label %184

184:                                              ; preds = %179
  %185 = getelementptr inbounds i8, ptr %182, i64 8
  %186 = load atomic i64, ptr %185 acquire, align 8
  %187 = icmp eq i64 %186, 4294967297
  %188 = trunc i64 %186 to i32
  br i1 %187, label %189, label %197

189:                                              ; preds = %184
  store i32 0, ptr %185, align 8, !tbaa !30
  %190 = getelementptr inbounds i8, ptr %182, i64 12
  store i32 0, ptr %190, align 4, !tbaa !33
  %191 = load ptr, ptr %182, align 8, !tbaa !34
  %192 = getelementptr inbounds i8, ptr %191, i64 16
  %193 = load ptr, ptr %192, align 8
  call void %193(ptr noundef nonnull align 8 dereferenceable(16) %182) #28
  %194 = load ptr, ptr %182, align 8, !tbaa !34
  %195 = getelementptr inbounds i8, ptr %194, i64 24
  %196 = load ptr, ptr %195, align 8
  call void %196(ptr noundef nonnull align 8 dereferenceable(16) %182) #28
  br label %208

197:                                              ; preds = %184
  %198 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %199 = icmp eq i8 %198, 0
  br i1 %199, label %202, label %200

200:                                              ; preds = %197
  %201 = add nsw i32 %188, -1
  store i32 %201, ptr %185, align 4, !tbaa !37
  br label %204

202:                                              ; preds = %197
  %203 = atomicrmw volatile add ptr %185, i32 -1 acq_rel, align 4
  br label %204

204:                                              ; preds = %202, %200
  %205 = phi i32 [ %188, %200 ], [ %203, %202 ]
  %206 = icmp eq i32 %205, 1
  br i1 %206, label %207, label %208, !prof !38

207:                                              ; preds = %204
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %182) #28
  br label %208

208:                                              ; preds = %207, %204, %189, %179
  %209 = getelementptr inbounds i8, ptr %180, i64 16
  %210 = icmp eq ptr %209, %177
  br i1 %210, label %211, label %179, !llvm.loop !39

211:                                              ; preds = %208
  %212 = load ptr, ptr %174, align 8, !tbaa !25
  br label %213

213:                                              ; preds = %211, %173
  %214 = phi ptr [ %212, %211 ], [ %175, %173 ]
  %215 = icmp eq ptr %214, null
  br i1 %215, label %222, label %216

216:                                              ; preds = %213
  %217 = getelementptr inbounds i8, ptr %21, i64 24
  %218 = load ptr, ptr %217, align 8, !tbaa !40
  %219 = ptrtoint ptr %218 to i64
  %220 = ptrtoint ptr %214 to i64
  %221 = sub i64 %219, %220
  call void @_ZdlPvm(ptr noundef nonnull %214, i64 noundef %221) #30
  br label %222

222:                                              ; preds = %216, %213
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %21) #28
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %20) #28
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %23) #28
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %24) #28
  %223 = load i64, ptr %18, align 8, !tbaa !41
  store i64 %223, ptr %24, align 8, !tbaa !41
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %25) #28
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %25, i8 0, i64 32, i1 false)
  store ptr @.str.6, ptr %26, align 8, !tbaa !44, !alias.scope !52
  %224 = getelementptr inbounds i8, ptr %26, i64 8
  store ptr @.str.7, ptr %224, align 8, !tbaa !49, !alias.scope !52
  %225 = getelementptr inbounds i8, ptr %26, i64 16
  store i64 54, ptr %225, align 8, !tbaa !50, !alias.scope !52
  %226 = getelementptr inbounds i8, ptr %26, i64 24
  store i64 28, ptr %226, align 8, !tbaa !51, !alias.scope !52
  invoke void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi1EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(33) %23, ptr noundef %169, ptr noundef nonnull align 8 dereferenceable(8) %24, ptr noundef nonnull align 8 dereferenceable(32) %25, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %26)
          to label %227 unwind label %320

227:                                              ; preds = %222
  %228 = getelementptr inbounds i8, ptr %25, i64 8
  %229 = load ptr, ptr %228, align 8, !tbaa !25
  %230 = getelementptr inbounds i8, ptr %25, i64 16
  %231 = load ptr, ptr %230, align 8, !tbaa !27
  %232 = icmp eq ptr %229, %231
  br i1 %232, label %267, label %233

233:                                              ; preds = %227, %262
  %234 = phi ptr [ %263, %262 ], [ %229, %227 ]
  %235 = getelementptr inbounds i8, ptr %234, i64 8
  %236 = load ptr, ptr %235, align 8, !tbaa !28
  %237 = icmp eq ptr %236, null
  br i1 %237, label %262, label %238

238:                                              ; preds = %233
  %239 = getelementptr inbounds i8, ptr %236, i64 8
  %240 = load atomic i64, ptr %239 acquire, align 8
  %241 = icmp eq i64 %240, 4294967297
  %242 = trunc i64 %240 to i32
  br i1 %241, label %243, label %251

243:                                              ; preds = %238
  store i32 0, ptr %239, align 8, !tbaa !30
  %244 = getelementptr inbounds i8, ptr %236, i64 12
  store i32 0, ptr %244, align 4, !tbaa !33
  %245 = load ptr, ptr %236, align 8, !tbaa !34
  %246 = getelementptr inbounds i8, ptr %245, i64 16
  %247 = load ptr, ptr %246, align 8
  call void %247(ptr noundef nonnull align 8 dereferenceable(16) %236) #28
  %248 = load ptr, ptr %236, align 8, !tbaa !34
  %249 = getelementptr inbounds i8, ptr %248, i64 24
  %250 = load ptr, ptr %249, align 8
  call void %250(ptr noundef nonnull align 8 dereferenceable(16) %236) #28
  br label %262

251:                                              ; preds = %238
  %252 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %253 = icmp eq i8 %252, 0
  br i1 %253, label %256, label %254

254:                                              ; preds = %251
  %255 = add nsw i32 %242, -1
  store i32 %255, ptr %239, align 4, !tbaa !37
  br label %258

256:                                              ; preds = %251
  %257 = atomicrmw volatile add ptr %239, i32 -1 acq_rel, align 4
  br label %258

258:                                              ; preds = %256, %254
  %259 = phi i32 [ %242, %254 ], [ %257, %256 ]
  %260 = icmp eq i32 %259, 1
  br i1 %260, label %261, label %262, !prof !38

261:                                              ; preds = %258
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %236) #28
  br label %262

262:                                              ; preds = %261, %258, %243, %233
  %263 = getelementptr inbounds i8, ptr %234, i64 16
  %264 = icmp eq ptr %263, %231
  br i1 %264, label %265, label %233, !llvm.loop !39

265:                                              ; preds = %262
  %266 = load ptr, ptr %228, align 8, !tbaa !25
  br label %267

267:                                              ; preds = %265, %227
  %268 = phi ptr [ %266, %265 ], [ %229, %227 ]
  %269 = icmp eq ptr %268, null
  br i1 %269, label %276, label %270

270:                                              ; preds = %267
  %271 = getelementptr inbounds i8, ptr %25, i64 24
  %272 = load ptr, ptr %271, align 8, !tbaa !40
  %273 = ptrtoint ptr %272 to i64
  %274 = ptrtoint ptr %268 to i64
  %275 = sub i64 %273, %274
  call void @_ZdlPvm(ptr noundef nonnull %268, i64 noundef %275) #30
  br label %276

276:                                              ; preds = %270, %267
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %25) #28
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %24) #28
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %28) #28
  store ptr @.str.6, ptr %28, align 8, !tbaa !44, !alias.scope !55
  %277 = getelementptr inbounds i8, ptr %28, i64 8
  store ptr @.str.7, ptr %277, align 8, !tbaa !49, !alias.scope !55
  %278 = getelementptr inbounds i8, ptr %28, i64 16
  store i64 55, ptr %278, align 8, !tbaa !50, !alias.scope !55
  %279 = getelementptr inbounds i8, ptr %28, i64 24
  store i64 5, ptr %279, align 8, !tbaa !51, !alias.scope !55
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %17)
  store ptr %19, ptr %17, align 8
  %280 = getelementptr inbounds i8, ptr %17, i64 8
  store ptr %23, ptr %280, align 8
  %281 = getelementptr inbounds i8, ptr %17, i64 16
  store ptr %18, ptr %281, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %16) #28, !noalias !58
  store ptr %17, ptr %16, align 8, !tbaa !61, !noalias !58
  %282 = getelementptr inbounds i8, ptr %16, i64 8
  store ptr @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZL4lumaRNS0_5queueERK7PictureEUlRNS0_7handlerEE_E4callEPKvSA_, ptr %282, align 8, !tbaa !63, !noalias !58
  invoke void @_ZN4sycl3_V15queue17submit_with_eventILb0ENS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET0_RKNS0_6detail19type_erased_cgfo_tyEPS1_RKNSD_13code_locationE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %27, ptr noundef nonnull align 8 dereferenceable(16) %31, ptr noundef nonnull align 8 dereferenceable(16) %16, ptr noundef null, ptr noundef nonnull align 8 dereferenceable(32) %28)
          to label %283 unwind label %322

283:                                              ; preds = %276
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %16) #28, !noalias !58
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %17)
  %284 = getelementptr inbounds i8, ptr %27, i64 8
  %285 = load ptr, ptr %284, align 8, !tbaa !28
  %286 = icmp eq ptr %285, null
  br i1 %286, label %311, label %287

287:                                              ; preds = %283
  %288 = getelementptr inbounds i8, ptr %285, i64 8
  %289 = load atomic i64, ptr %288 acquire, align 8
  %290 = icmp eq i64 %289, 4294967297
  %291 = trunc i64 %289 to i32
  br i1 %290, label %292, label %300

292:                                              ; preds = %287
  store i32 0, ptr %288, align 8, !tbaa !30
  %293 = getelementptr inbounds i8, ptr %285, i64 12
  store i32 0, ptr %293, align 4, !tbaa !33
  %294 = load ptr, ptr %285, align 8, !tbaa !34
  %295 = getelementptr inbounds i8, ptr %294, i64 16
  %296 = load ptr, ptr %295, align 8
  call void %296(ptr noundef nonnull align 8 dereferenceable(16) %285) #28
  %297 = load ptr, ptr %285, align 8, !tbaa !34
  %298 = getelementptr inbounds i8, ptr %297, i64 24
  %299 = load ptr, ptr %298, align 8
  call void %299(ptr noundef nonnull align 8 dereferenceable(16) %285) #28
  br label %311

300:                                              ; preds = %287
  %301 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %302 = icmp eq i8 %301, 0
  br i1 %302, label %305, label %303

303:                                              ; preds = %300
  %304 = add nsw i32 %291, -1
  store i32 %304, ptr %288, align 4, !tbaa !37
  br label %307

305:                                              ; preds = %300
  %306 = atomicrmw volatile add ptr %288, i32 -1 acq_rel, align 4
  br label %307

307:                                              ; preds = %305, %303
  %308 = phi i32 [ %291, %303 ], [ %306, %305 ]
  %309 = icmp eq i32 %308, 1
  br i1 %309, label %310, label %311, !prof !38

310:                                              ; preds = %307
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %285) #28
  br label %311

311:                                              ; preds = %310, %307, %292, %283
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %28) #28
  call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %23) #28
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %23) #28
  call void @_ZN4sycl3_V16bufferINS0_3vecIfLi4EEELi1ENS0_6detail17aligned_allocatorIS3_EEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %19) #28
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %19) #28
  %312 = load i64, ptr %18, align 8, !tbaa !41
  %313 = icmp eq i64 %312, 0
  br i1 %313, label %346, label %326

314:                                              ; preds = %342
  %315 = add nuw i64 %327, 1
  %316 = load i64, ptr %18, align 8, !tbaa !41
  %317 = icmp ult i64 %315, %316
  br i1 %317, label %326, label %348, !llvm.loop !64

318:                                              ; preds = %167
  %319 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %21) #28
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %21) #28
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %20) #28
  br label %353

320:                                              ; preds = %222
  %321 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %25) #28
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %25) #28
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %24) #28
  br label %324

322:                                              ; preds = %276
  %323 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %28) #28
  call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %23) #28
  br label %324

324:                                              ; preds = %322, %320
  %325 = phi { ptr, i32 } [ %323, %322 ], [ %321, %320 ]
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %23) #28
  call void @_ZN4sycl3_V16bufferINS0_3vecIfLi4EEELi1ENS0_6detail17aligned_allocatorIS3_EEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %19) #28
  br label %353

326:                                              ; preds = %311, %314
  %327 = phi i64 [ %315, %314 ], [ 0, %311 ]
  %328 = load ptr, ptr %35, align 16, !tbaa !18
  %329 = getelementptr inbounds %"class.sycl::_V1::vec", ptr %328, i64 %327
  %330 = load float, ptr %329, align 16
  %331 = getelementptr inbounds i8, ptr %329, i64 4
  %332 = load float, ptr %331, align 4
  %333 = getelementptr inbounds i8, ptr %329, i64 8
  %334 = load float, ptr %333, align 8
  %335 = getelementptr inbounds float, ptr %169, i64 %327
  %336 = load float, ptr %335, align 4, !tbaa !42
  %337 = fmul float %332, 5.000000e-01
  %338 = call float @llvm.fmuladd.f32(float %330, float 2.500000e-01, float %337)
  %339 = call float @llvm.fmuladd.f32(float %334, float 2.500000e-01, float %338)
  %340 = fsub float %336, %339
  %341 = invoke noundef float @_ZN4sycl3_V111__fabs_implEf(float noundef %340)
          to label %342 unwind label %344

342:                                              ; preds = %326
  %343 = fcmp ule float %341, 0x3EB0C6F7A0000000
  br i1 %343, label %314, label %348

344:                                              ; preds = %326
  %345 = landingpad { ptr, i32 }
          cleanup
  br label %356

346:                                              ; preds = %311
  %347 = icmp eq ptr %169, null
  br i1 %347, label %363, label %348

348:                                              ; preds = %342, %314, %346
  %349 = phi i1 [ true, %346 ], [ %343, %314 ], [ %343, %342 ]
  %350 = ptrtoint ptr %168 to i64
  %351 = ptrtoint ptr %169 to i64
  %352 = sub i64 %350, %351
  call void @_ZdlPvm(ptr noundef nonnull %169, i64 noundef %352) #30
  br label %363

353:                                              ; preds = %324, %318
  %354 = phi { ptr, i32 } [ %325, %324 ], [ %319, %318 ]
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %19) #28
  %355 = icmp eq ptr %169, null
  br i1 %355, label %361, label %356

356:                                              ; preds = %353, %344
  %357 = phi { ptr, i32 } [ %345, %344 ], [ %354, %353 ]
  %358 = ptrtoint ptr %168 to i64
  %359 = ptrtoint ptr %169 to i64
  %360 = sub i64 %358, %359
  call void @_ZdlPvm(ptr noundef nonnull %169, i64 noundef %360) #30
  br label %361

361:                                              ; preds = %356, %353
  %362 = phi { ptr, i32 } [ %354, %353 ], [ %357, %356 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %18) #28
  br label %768

363:                                              ; preds = %348, %346
  %364 = phi i1 [ true, %346 ], [ %349, %348 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %18) #28
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %22)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %26)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %27)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %33) #28
  invoke void @_ZNK4sycl3_V15queue10get_deviceEv(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::device") align 8 %33, ptr noundef nonnull align 8 dereferenceable(16) %31)
          to label %365 unwind label %719

365:                                              ; preds = %363
  %366 = invoke noundef zeroext i1 @_ZNK4sycl3_V16device3hasENS0_6aspectE(ptr noundef nonnull align 8 dereferenceable(16) %33, i32 noundef 9)
          to label %367 unwind label %721

367:                                              ; preds = %365
  %368 = getelementptr inbounds i8, ptr %33, i64 8
  %369 = load ptr, ptr %368, align 8, !tbaa !28
  %370 = icmp eq ptr %369, null
  br i1 %370, label %395, label %371

371:                                              ; preds = %367
  %372 = getelementptr inbounds i8, ptr %369, i64 8
  %373 = load atomic i64, ptr %372 acquire, align 8
  %374 = icmp eq i64 %373, 4294967297
  %375 = trunc i64 %373 to i32
  br i1 %374, label %376, label %384

376:                                              ; preds = %371
  store i32 0, ptr %372, align 8, !tbaa !30
  %377 = getelementptr inbounds i8, ptr %369, i64 12
  store i32 0, ptr %377, align 4, !tbaa !33
  %378 = load ptr, ptr %369, align 8, !tbaa !34
  %379 = getelementptr inbounds i8, ptr %378, i64 16
  %380 = load ptr, ptr %379, align 8
  call void %380(ptr noundef nonnull align 8 dereferenceable(16) %369) #28
  %381 = load ptr, ptr %369, align 8, !tbaa !34
  %382 = getelementptr inbounds i8, ptr %381, i64 24
  %383 = load ptr, ptr %382, align 8
  call void %383(ptr noundef nonnull align 8 dereferenceable(16) %369) #28
  br label %395

384:                                              ; preds = %371
  %385 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %386 = icmp eq i8 %385, 0
  br i1 %386, label %389, label %387

387:                                              ; preds = %384
  %388 = add nsw i32 %375, -1
  store i32 %388, ptr %372, align 4, !tbaa !37
  br label %391

389:                                              ; preds = %384
  %390 = atomicrmw volatile add ptr %372, i32 -1 acq_rel, align 4
  br label %391

391:                                              ; preds = %389, %387
  %392 = phi i32 [ %375, %387 ], [ %390, %389 ]
  %393 = icmp eq i32 %392, 1
  br i1 %393, label %394, label %395, !prof !38

394:                                              ; preds = %391
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %369) #28
  br label %395

395:                                              ; preds = %367, %376, %391, %394
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %33) #28
  br i1 %366, label %396, label %725

396:                                              ; preds = %395
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %9)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %14)
  store float 1.500000e+00, ptr %9, align 4, !tbaa !42
  %397 = load ptr, ptr %77, align 8, !tbaa !17
  %398 = load ptr, ptr %35, align 16, !tbaa !18
  %399 = ptrtoint ptr %397 to i64
  %400 = ptrtoint ptr %398 to i64
  %401 = sub i64 %399, %400
  %402 = icmp ugt i64 %401, 9223372036854775792
  br i1 %402, label %403, label %405

403:                                              ; preds = %396, %148
  invoke void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.8) #32
          to label %404 unwind label %717

404:                                              ; preds = %403
  unreachable

405:                                              ; preds = %396
  %406 = icmp eq ptr %397, %398
  br i1 %406, label %417, label %407

407:                                              ; preds = %405
  %408 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %401) #31
          to label %409 unwind label %717

409:                                              ; preds = %407
  %410 = getelementptr i8, ptr %408, i64 %401
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %408, i8 0, i64 16, i1 false)
  %411 = getelementptr inbounds i8, ptr %408, i64 16
  %412 = icmp eq i64 %401, 16
  br i1 %412, label %417, label %413

413:                                              ; preds = %409, %413
  %414 = phi ptr [ %415, %413 ], [ %411, %409 ]
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %414, ptr noundef nonnull align 16 dereferenceable(16) %408, i64 16, i1 false)
  %415 = getelementptr inbounds i8, ptr %414, i64 16
  %416 = icmp eq ptr %415, %410
  br i1 %416, label %417, label %413, !llvm.loop !65

417:                                              ; preds = %413, %409, %405
  %418 = phi ptr [ %410, %409 ], [ null, %405 ], [ %410, %413 ]
  %419 = phi ptr [ %408, %409 ], [ null, %405 ], [ %408, %413 ]
  %420 = phi ptr [ %411, %409 ], [ null, %405 ], [ %410, %413 ]
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %10) #28
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %11) #28
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %11, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7) #28
  %421 = load <2 x i64>, ptr %30, align 16, !tbaa !41
  store <2 x i64> %421, ptr %7, align 16, !tbaa !41, !alias.scope !66
  %422 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 1, ptr %422, align 16, !tbaa !41, !alias.scope !66
  %423 = invoke noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #31
          to label %424 unwind label %668

424:                                              ; preds = %417
  store ptr getelementptr inbounds inrange(-16, 56) (i8, ptr @_ZTVN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIhEEhEE, i64 16), ptr %423, align 8, !tbaa !34, !noalias !69
  %425 = getelementptr inbounds i8, ptr %423, i64 8
  store i64 128, ptr %425, align 8, !tbaa !72, !noalias !69
  %426 = getelementptr inbounds i8, ptr %423, i64 16
  store i64 1, ptr %426, align 8, !tbaa !74, !noalias !69
  store ptr %423, ptr %8, align 8, !tbaa !77
  invoke void @_ZN4sycl3_V16detail11image_plainC2EPvNS0_19image_channel_orderENS0_18image_channel_typeERKNS0_5rangeILi3EEESt10unique_ptrINS1_19SYCLMemObjAllocatorESt14default_deleteISB_EEhRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %10, ptr noundef %398, i32 noundef 8, i32 noundef 14, ptr noundef nonnull align 8 dereferenceable(24) %7, ptr noundef nonnull %8, i8 noundef zeroext 2, ptr noundef nonnull align 8 dereferenceable(32) %11)
          to label %427 unwind label %434

427:                                              ; preds = %424
  %428 = load ptr, ptr %8, align 8, !tbaa !16
  %429 = icmp eq ptr %428, null
  br i1 %429, label %443, label %430

430:                                              ; preds = %427
  %431 = load ptr, ptr %428, align 8, !tbaa !34
  %432 = getelementptr inbounds i8, ptr %431, i64 16
  %433 = load ptr, ptr %432, align 8
  call void %433(ptr noundef nonnull align 8 dereferenceable(8) %428) #28
  br label %443

434:                                              ; preds = %424
  %435 = landingpad { ptr, i32 }
          cleanup
  %436 = load ptr, ptr %8, align 8, !tbaa !16
  %437 = icmp eq ptr %436, null
  br i1 %437, label %442, label %438

438:                                              ; preds = %434
  %439 = load ptr, ptr %436, align 8, !tbaa !34
  %440 = getelementptr inbounds i8, ptr %439, i64 16
  %441 = load ptr, ptr %440, align 8
  call void %441(ptr noundef nonnull align 8 dereferenceable(8) %436) #28
  br label %442

442:                                              ; preds = %438, %434
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #28
  br label %670

443:                                              ; preds = %430, %427
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #28
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  %444 = getelementptr inbounds i8, ptr %11, i64 8
  %445 = load ptr, ptr %444, align 8, !tbaa !25
  %446 = getelementptr inbounds i8, ptr %11, i64 16
  %447 = load ptr, ptr %446, align 8, !tbaa !27
  %448 = icmp eq ptr %445, %447
  br i1 %448, label %483, label %449

449:                                              ; preds = %443, %478
  %450 = phi ptr [ %479, %478 ], [ %445, %443 ]
  %451 = getelementptr inbounds i8, ptr %450, i64 8
  %452 = load ptr, ptr %451, align 8, !tbaa !28
  %453 = icmp eq ptr %452, null
  br i1 %453, label %478, label %454

454:                                              ; preds = %449
  %455 = getelementptr inbounds i8, ptr %452, i64 8
  %456 = load atomic i64, ptr %455 acquire, align 8
  %457 = icmp eq i64 %456, 4294967297
  %458 = trunc i64 %456 to i32
  br i1 %457, label %459, label %467

459:                                              ; preds = %454
  store i32 0, ptr %455, align 8, !tbaa !30
  %460 = getelementptr inbounds i8, ptr %452, i64 12
  store i32 0, ptr %460, align 4, !tbaa !33
  %461 = load ptr, ptr %452, align 8, !tbaa !34
  %462 = getelementptr inbounds i8, ptr %461, i64 16
  %463 = load ptr, ptr %462, align 8
  call void %463(ptr noundef nonnull align 8 dereferenceable(16) %452) #28
  %464 = load ptr, ptr %452, align 8, !tbaa !34
  %465 = getelementptr inbounds i8, ptr %464, i64 24
  %466 = load ptr, ptr %465, align 8
  call void %466(ptr noundef nonnull align 8 dereferenceable(16) %452) #28
  br label %478

467:                                              ; preds = %454
  %468 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %469 = icmp eq i8 %468, 0
  br i1 %469, label %472, label %470

470:                                              ; preds = %467
  %471 = add nsw i32 %458, -1
  store i32 %471, ptr %455, align 4, !tbaa !37
  br label %474

472:                                              ; preds = %467
  %473 = atomicrmw volatile add ptr %455, i32 -1 acq_rel, align 4
  br label %474

474:                                              ; preds = %472, %470
  %475 = phi i32 [ %458, %470 ], [ %473, %472 ]
  %476 = icmp eq i32 %475, 1
  br i1 %476, label %477, label %478, !prof !38

477:                                              ; preds = %474
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %452) #28
  br label %478

478:                                              ; preds = %477, %474, %459, %449
  %479 = getelementptr inbounds i8, ptr %450, i64 16
  %480 = icmp eq ptr %479, %447
  br i1 %480, label %481, label %449, !llvm.loop !39

481:                                              ; preds = %478
  %482 = load ptr, ptr %444, align 8, !tbaa !25
  br label %483

483:                                              ; preds = %481, %443
  %484 = phi ptr [ %482, %481 ], [ %445, %443 ]
  %485 = icmp eq ptr %484, null
  br i1 %485, label %492, label %486

486:                                              ; preds = %483
  %487 = getelementptr inbounds i8, ptr %11, i64 24
  %488 = load ptr, ptr %487, align 8, !tbaa !40
  %489 = ptrtoint ptr %488 to i64
  %490 = ptrtoint ptr %484 to i64
  %491 = sub i64 %489, %490
  call void @_ZdlPvm(ptr noundef nonnull %484, i64 noundef %491) #30
  br label %492

492:                                              ; preds = %486, %483
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #28
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %12) #28
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %13) #28
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %13, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5) #28
  %493 = load <2 x i64>, ptr %30, align 16, !tbaa !41
  store <2 x i64> %493, ptr %5, align 16, !tbaa !41, !alias.scope !79
  %494 = getelementptr inbounds i8, ptr %5, i64 16
  store i64 1, ptr %494, align 16, !tbaa !41, !alias.scope !79
  %495 = invoke noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #31
          to label %496 unwind label %672

496:                                              ; preds = %492
  store ptr getelementptr inbounds inrange(-16, 56) (i8, ptr @_ZTVN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIhEEhEE, i64 16), ptr %495, align 8, !tbaa !34, !noalias !82
  %497 = getelementptr inbounds i8, ptr %495, i64 8
  store i64 128, ptr %497, align 8, !tbaa !72, !noalias !82
  %498 = getelementptr inbounds i8, ptr %495, i64 16
  store i64 1, ptr %498, align 8, !tbaa !74, !noalias !82
  store ptr %495, ptr %6, align 8, !tbaa !77
  invoke void @_ZN4sycl3_V16detail11image_plainC2EPvNS0_19image_channel_orderENS0_18image_channel_typeERKNS0_5rangeILi3EEESt10unique_ptrINS1_19SYCLMemObjAllocatorESt14default_deleteISB_EEhRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %12, ptr noundef %419, i32 noundef 8, i32 noundef 14, ptr noundef nonnull align 8 dereferenceable(24) %5, ptr noundef nonnull %6, i8 noundef zeroext 2, ptr noundef nonnull align 8 dereferenceable(32) %13)
          to label %499 unwind label %506

499:                                              ; preds = %496
  %500 = load ptr, ptr %6, align 8, !tbaa !16
  %501 = icmp eq ptr %500, null
  br i1 %501, label %515, label %502

502:                                              ; preds = %499
  %503 = load ptr, ptr %500, align 8, !tbaa !34
  %504 = getelementptr inbounds i8, ptr %503, i64 16
  %505 = load ptr, ptr %504, align 8
  call void %505(ptr noundef nonnull align 8 dereferenceable(8) %500) #28
  br label %515

506:                                              ; preds = %496
  %507 = landingpad { ptr, i32 }
          cleanup
  %508 = load ptr, ptr %6, align 8, !tbaa !16
  %509 = icmp eq ptr %508, null
  br i1 %509, label %514, label %510

510:                                              ; preds = %506
  %511 = load ptr, ptr %508, align 8, !tbaa !34
  %512 = getelementptr inbounds i8, ptr %511, i64 16
  %513 = load ptr, ptr %512, align 8
  call void %513(ptr noundef nonnull align 8 dereferenceable(8) %508) #28
  br label %514

514:                                              ; preds = %510, %506
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #28
  br label %674

515:                                              ; preds = %502, %499
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #28
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  %516 = getelementptr inbounds i8, ptr %13, i64 8
  %517 = load ptr, ptr %516, align 8, !tbaa !25
  %518 = getelementptr inbounds i8, ptr %13, i64 16
  %519 = load ptr, ptr %518, align 8, !tbaa !27
  %520 = icmp eq ptr %517, %519
  br i1 %520, label %555, label %521

521:                                              ; preds = %515, %550
  %522 = phi ptr [ %551, %550 ], [ %517, %515 ]
  %523 = getelementptr inbounds i8, ptr %522, i64 8
  %524 = load ptr, ptr %523, align 8, !tbaa !28
  %525 = icmp eq ptr %524, null
  br i1 %525, label %550, label %526

526:                                              ; preds = %521
  %527 = getelementptr inbounds i8, ptr %524, i64 8
  %528 = load atomic i64, ptr %527 acquire, align 8
  %529 = icmp eq i64 %528, 4294967297
  %530 = trunc i64 %528 to i32
  br i1 %529, label %531, label %539

531:                                              ; preds = %526
  store i32 0, ptr %527, align 8, !tbaa !30
  %532 = getelementptr inbounds i8, ptr %524, i64 12
  store i32 0, ptr %532, align 4, !tbaa !33
  %533 = load ptr, ptr %524, align 8, !tbaa !34
  %534 = getelementptr inbounds i8, ptr %533, i64 16
  %535 = load ptr, ptr %534, align 8
  call void %535(ptr noundef nonnull align 8 dereferenceable(16) %524) #28
  %536 = load ptr, ptr %524, align 8, !tbaa !34
  %537 = getelementptr inbounds i8, ptr %536, i64 24
  %538 = load ptr, ptr %537, align 8
  call void %538(ptr noundef nonnull align 8 dereferenceable(16) %524) #28
  br label %550

539:                                              ; preds = %526
  %540 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %541 = icmp eq i8 %540, 0
  br i1 %541, label %544, label %542

542:                                              ; preds = %539
  %543 = add nsw i32 %530, -1
  store i32 %543, ptr %527, align 4, !tbaa !37
  br label %546

544:                                              ; preds = %539
  %545 = atomicrmw volatile add ptr %527, i32 -1 acq_rel, align 4
  br label %546

546:                                              ; preds = %544, %542
  %547 = phi i32 [ %530, %542 ], [ %545, %544 ]
  %548 = icmp eq i32 %547, 1
  br i1 %548, label %549, label %550, !prof !38

549:                                              ; preds = %546
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %524) #28
  br label %550

550:                                              ; preds = %549, %546, %531, %521
  %551 = getelementptr inbounds i8, ptr %522, i64 16
  %552 = icmp eq ptr %551, %519
  br i1 %552, label %553, label %521, !llvm.loop !39

553:                                              ; preds = %550
  %554 = load ptr, ptr %516, align 8, !tbaa !25
  br label %555

555:                                              ; preds = %553, %515
  %556 = phi ptr [ %554, %553 ], [ %517, %515 ]
  %557 = icmp eq ptr %556, null
  br i1 %557, label %564, label %558

558:                                              ; preds = %555
  %559 = getelementptr inbounds i8, ptr %13, i64 24
  %560 = load ptr, ptr %559, align 8, !tbaa !40
  %561 = ptrtoint ptr %560 to i64
  %562 = ptrtoint ptr %556 to i64
  %563 = sub i64 %561, %562
  call void @_ZdlPvm(ptr noundef nonnull %556, i64 noundef %563) #30
  br label %564

564:                                              ; preds = %558, %555
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %13) #28
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %15) #28
  store ptr @.str.6, ptr %15, align 8, !tbaa !44, !alias.scope !85
  %565 = getelementptr inbounds i8, ptr %15, i64 8
  store ptr @.str.28, ptr %565, align 8, !tbaa !49, !alias.scope !85
  %566 = getelementptr inbounds i8, ptr %15, i64 16
  store i64 35, ptr %566, align 8, !tbaa !50, !alias.scope !85
  %567 = getelementptr inbounds i8, ptr %15, i64 24
  store i64 5, ptr %567, align 8, !tbaa !51, !alias.scope !85
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4)
  store ptr %10, ptr %4, align 8
  %568 = getelementptr inbounds i8, ptr %4, i64 8
  store ptr %12, ptr %568, align 8
  %569 = getelementptr inbounds i8, ptr %4, i64 16
  store ptr %30, ptr %569, align 8
  %570 = getelementptr inbounds i8, ptr %4, i64 24
  store ptr %9, ptr %570, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #28, !noalias !88
  store ptr %4, ptr %3, align 8, !tbaa !61, !noalias !88
  %571 = getelementptr inbounds i8, ptr %3, i64 8
  store ptr @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZL14brighten_imageRNS0_5queueER7PicturefEUlRNS0_7handlerEE_E4callEPKvS9_, ptr %571, align 8, !tbaa !63, !noalias !88
  invoke void @_ZN4sycl3_V15queue17submit_with_eventILb0ENS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET0_RKNS0_6detail19type_erased_cgfo_tyEPS1_RKNSD_13code_locationE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %14, ptr noundef nonnull align 8 dereferenceable(16) %31, ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef null, ptr noundef nonnull align 8 dereferenceable(32) %15)
          to label %572 unwind label %676

572:                                              ; preds = %564
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #28, !noalias !88
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4)
  %573 = getelementptr inbounds i8, ptr %14, i64 8
  %574 = load ptr, ptr %573, align 8, !tbaa !28
  %575 = icmp eq ptr %574, null
  br i1 %575, label %600, label %576

576:                                              ; preds = %572
  %577 = getelementptr inbounds i8, ptr %574, i64 8
  %578 = load atomic i64, ptr %577 acquire, align 8
  %579 = icmp eq i64 %578, 4294967297
  %580 = trunc i64 %578 to i32
  br i1 %579, label %581, label %589

581:                                              ; preds = %576
  store i32 0, ptr %577, align 8, !tbaa !30
  %582 = getelementptr inbounds i8, ptr %574, i64 12
  store i32 0, ptr %582, align 4, !tbaa !33
  %583 = load ptr, ptr %574, align 8, !tbaa !34
  %584 = getelementptr inbounds i8, ptr %583, i64 16
  %585 = load ptr, ptr %584, align 8
  call void %585(ptr noundef nonnull align 8 dereferenceable(16) %574) #28
  %586 = load ptr, ptr %574, align 8, !tbaa !34
  %587 = getelementptr inbounds i8, ptr %586, i64 24
  %588 = load ptr, ptr %587, align 8
  call void %588(ptr noundef nonnull align 8 dereferenceable(16) %574) #28
  br label %600

589:                                              ; preds = %576
  %590 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %591 = icmp eq i8 %590, 0
  br i1 %591, label %594, label %592

592:                                              ; preds = %589
  %593 = add nsw i32 %580, -1
  store i32 %593, ptr %577, align 4, !tbaa !37
  br label %596

594:                                              ; preds = %589
  %595 = atomicrmw volatile add ptr %577, i32 -1 acq_rel, align 4
  br label %596

596:                                              ; preds = %594, %592
  %597 = phi i32 [ %580, %592 ], [ %595, %594 ]
  %598 = icmp eq i32 %597, 1
  br i1 %598, label %599, label %600, !prof !38

599:                                              ; preds = %596
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %574) #28
  br label %600

600:                                              ; preds = %599, %596, %581, %572
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %15) #28
  %601 = getelementptr inbounds i8, ptr %12, i64 8
  %602 = load ptr, ptr %601, align 8, !tbaa !28
  %603 = icmp eq ptr %602, null
  br i1 %603, label %628, label %604

604:                                              ; preds = %600
  %605 = getelementptr inbounds i8, ptr %602, i64 8
  %606 = load atomic i64, ptr %605 acquire, align 8
  %607 = icmp eq i64 %606, 4294967297
  %608 = trunc i64 %606 to i32
  br i1 %607, label %609, label %617

609:                                              ; preds = %604
  store i32 0, ptr %605, align 8, !tbaa !30
  %610 = getelementptr inbounds i8, ptr %602, i64 12
  store i32 0, ptr %610, align 4, !tbaa !33
  %611 = load ptr, ptr %602, align 8, !tbaa !34
  %612 = getelementptr inbounds i8, ptr %611, i64 16
  %613 = load ptr, ptr %612, align 8
  call void %613(ptr noundef nonnull align 8 dereferenceable(16) %602) #28
  %614 = load ptr, ptr %602, align 8, !tbaa !34
  %615 = getelementptr inbounds i8, ptr %614, i64 24
  %616 = load ptr, ptr %615, align 8
  call void %616(ptr noundef nonnull align 8 dereferenceable(16) %602) #28
  br label %628

617:                                              ; preds = %604
  %618 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %619 = icmp eq i8 %618, 0
  br i1 %619, label %622, label %620

620:                                              ; preds = %617
  %621 = add nsw i32 %608, -1
  store i32 %621, ptr %605, align 4, !tbaa !37
  br label %624

622:                                              ; preds = %617
  %623 = atomicrmw volatile add ptr %605, i32 -1 acq_rel, align 4
  br label %624

624:                                              ; preds = %622, %620
  %625 = phi i32 [ %608, %620 ], [ %623, %622 ]
  %626 = icmp eq i32 %625, 1
  br i1 %626, label %627, label %628, !prof !38

627:                                              ; preds = %624
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %602) #28
  br label %628

628:                                              ; preds = %627, %624, %609, %600
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %12) #28
  %629 = getelementptr inbounds i8, ptr %10, i64 8
  %630 = load ptr, ptr %629, align 8, !tbaa !28
  %631 = icmp eq ptr %630, null
  br i1 %631, label %656, label %632

632:                                              ; preds = %628
  %633 = getelementptr inbounds i8, ptr %630, i64 8
  %634 = load atomic i64, ptr %633 acquire, align 8
  %635 = icmp eq i64 %634, 4294967297
  %636 = trunc i64 %634 to i32
  br i1 %635, label %637, label %645

637:                                              ; preds = %632
  store i32 0, ptr %633, align 8, !tbaa !30
  %638 = getelementptr inbounds i8, ptr %630, i64 12
  store i32 0, ptr %638, align 4, !tbaa !33
  %639 = load ptr, ptr %630, align 8, !tbaa !34
  %640 = getelementptr inbounds i8, ptr %639, i64 16
  %641 = load ptr, ptr %640, align 8
  call void %641(ptr noundef nonnull align 8 dereferenceable(16) %630) #28
  %642 = load ptr, ptr %630, align 8, !tbaa !34
  %643 = getelementptr inbounds i8, ptr %642, i64 24
  %644 = load ptr, ptr %643, align 8
  call void %644(ptr noundef nonnull align 8 dereferenceable(16) %630) #28
  br label %656

645:                                              ; preds = %632
  %646 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %647 = icmp eq i8 %646, 0
  br i1 %647, label %650, label %648

648:                                              ; preds = %645
  %649 = add nsw i32 %636, -1
  store i32 %649, ptr %633, align 4, !tbaa !37
  br label %652

650:                                              ; preds = %645
  %651 = atomicrmw volatile add ptr %633, i32 -1 acq_rel, align 4
  br label %652

652:                                              ; preds = %650, %648
  %653 = phi i32 [ %636, %648 ], [ %651, %650 ]
  %654 = icmp eq i32 %653, 1
  br i1 %654, label %655, label %656, !prof !38

655:                                              ; preds = %652
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %630) #28
  br label %656

656:                                              ; preds = %655, %652, %637, %628
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %10) #28
  %657 = ptrtoint ptr %420 to i64
  %658 = ptrtoint ptr %419 to i64
  %659 = sub i64 %657, %658
  %660 = ashr exact i64 %659, 4
  %661 = icmp eq ptr %420, %419
  br i1 %661, label %696, label %662

662:                                              ; preds = %656
  %663 = call i64 @llvm.umax.i64(i64 %660, i64 1)
  br label %680

664:                                              ; preds = %692
  %665 = add nuw i64 %682, 1
  %666 = icmp uge i64 %665, %660
  %667 = icmp eq i64 %665, %663
  br i1 %667, label %698, label %680, !llvm.loop !91

668:                                              ; preds = %417
  %669 = landingpad { ptr, i32 }
          cleanup
  br label %670

670:                                              ; preds = %668, %442
  %671 = phi { ptr, i32 } [ %669, %668 ], [ %435, %442 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %11) #28
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #28
  br label %702

672:                                              ; preds = %492
  %673 = landingpad { ptr, i32 }
          cleanup
  br label %674

674:                                              ; preds = %672, %514
  %675 = phi { ptr, i32 } [ %673, %672 ], [ %507, %514 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %13) #28
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %13) #28
  br label %678

676:                                              ; preds = %564
  %677 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %15) #28
  call void @_ZN4sycl3_V16detail11image_plainD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %12) #28
  br label %678

678:                                              ; preds = %676, %674
  %679 = phi { ptr, i32 } [ %677, %676 ], [ %675, %674 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %12) #28
  call void @_ZN4sycl3_V16detail11image_plainD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %10) #28
  br label %702

680:                                              ; preds = %664, %662
  %681 = phi i1 [ %666, %664 ], [ false, %662 ]
  %682 = phi i64 [ %665, %664 ], [ 0, %662 ]
  %683 = getelementptr inbounds %"class.sycl::_V1::vec", ptr %419, i64 %682
  %684 = load float, ptr %683, align 4, !tbaa !42
  %685 = load ptr, ptr %35, align 16, !tbaa !18
  %686 = getelementptr inbounds %"class.sycl::_V1::vec", ptr %685, i64 %682
  %687 = load float, ptr %686, align 4, !tbaa !42
  %688 = load float, ptr %9, align 4, !tbaa !42
  %689 = fneg float %687
  %690 = call float @llvm.fmuladd.f32(float %689, float %688, float %684)
  %691 = invoke noundef float @_ZN4sycl3_V111__fabs_implEf(float noundef %690)
          to label %692 unwind label %694

692:                                              ; preds = %680
  %693 = fcmp ogt float %691, 0x3EE4F8B580000000
  br i1 %693, label %698, label %664

694:                                              ; preds = %680
  %695 = landingpad { ptr, i32 }
          cleanup
  br label %707

696:                                              ; preds = %656
  %697 = icmp eq ptr %419, null
  br i1 %697, label %712, label %698

698:                                              ; preds = %692, %664, %696
  %699 = phi i1 [ true, %696 ], [ %681, %692 ], [ %666, %664 ]
  %700 = ptrtoint ptr %418 to i64
  %701 = sub i64 %700, %658
  call void @_ZdlPvm(ptr noundef nonnull %419, i64 noundef %701) #30
  br label %712

702:                                              ; preds = %678, %670
  %703 = phi { ptr, i32 } [ %679, %678 ], [ %671, %670 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %10) #28
  %704 = icmp eq ptr %419, null
  br i1 %704, label %768, label %705

705:                                              ; preds = %702
  %706 = ptrtoint ptr %419 to i64
  br label %707

707:                                              ; preds = %705, %694
  %708 = phi i64 [ %706, %705 ], [ %658, %694 ]
  %709 = phi { ptr, i32 } [ %703, %705 ], [ %695, %694 ]
  %710 = ptrtoint ptr %418 to i64
  %711 = sub i64 %710, %708
  call void @_ZdlPvm(ptr noundef nonnull %419, i64 noundef %711) #30
  br label %768

712:                                              ; preds = %698, %696
  %713 = phi i1 [ true, %696 ], [ %699, %698 ]
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %9)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %14)
  %714 = and i1 %364, %713
  br label %725

715:                                              ; preds = %49
  %716 = landingpad { ptr, i32 }
          cleanup
  br label %772

717:                                              ; preds = %403, %407, %158
  %718 = landingpad { ptr, i32 }
          cleanup
  br label %768

719:                                              ; preds = %363
  %720 = landingpad { ptr, i32 }
          cleanup
  br label %723

721:                                              ; preds = %365
  %722 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16deviceD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %33) #28
  br label %723

723:                                              ; preds = %721, %719
  %724 = phi { ptr, i32 } [ %722, %721 ], [ %720, %719 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %33) #28
  br label %768

725:                                              ; preds = %712, %395
  %726 = phi i1 [ %714, %712 ], [ %364, %395 ]
  %727 = select i1 %726, ptr @.str.1, ptr @.str.2
  %728 = call i32 @puts(ptr nonnull dereferenceable(1) %727)
  %729 = getelementptr inbounds i8, ptr %31, i64 8
  %730 = load ptr, ptr %729, align 8, !tbaa !28
  %731 = icmp eq ptr %730, null
  br i1 %731, label %756, label %732

732:                                              ; preds = %725
  %733 = getelementptr inbounds i8, ptr %730, i64 8
  %734 = load atomic i64, ptr %733 acquire, align 8
  %735 = icmp eq i64 %734, 4294967297
  %736 = trunc i64 %734 to i32
  br i1 %735, label %737, label %745

737:                                              ; preds = %732
  store i32 0, ptr %733, align 8, !tbaa !30
  %738 = getelementptr inbounds i8, ptr %730, i64 12
  store i32 0, ptr %738, align 4, !tbaa !33
  %739 = load ptr, ptr %730, align 8, !tbaa !34
  %740 = getelementptr inbounds i8, ptr %739, i64 16
  %741 = load ptr, ptr %740, align 8
  call void %741(ptr noundef nonnull align 8 dereferenceable(16) %730) #28
  %742 = load ptr, ptr %730, align 8, !tbaa !34
  %743 = getelementptr inbounds i8, ptr %742, i64 24
  %744 = load ptr, ptr %743, align 8
  call void %744(ptr noundef nonnull align 8 dereferenceable(16) %730) #28
  br label %756

745:                                              ; preds = %732
  %746 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %747 = icmp eq i8 %746, 0
  br i1 %747, label %750, label %748

748:                                              ; preds = %745
  %749 = add nsw i32 %736, -1
  store i32 %749, ptr %733, align 4, !tbaa !37
  br label %752

750:                                              ; preds = %745
  %751 = atomicrmw volatile add ptr %733, i32 -1 acq_rel, align 4
  br label %752

752:                                              ; preds = %750, %748
  %753 = phi i32 [ %736, %748 ], [ %751, %750 ]
  %754 = icmp eq i32 %753, 1
  br i1 %754, label %755, label %756, !prof !38

755:                                              ; preds = %752
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %730) #28
  br label %756

756:                                              ; preds = %725, %737, %752, %755
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %31) #28
  %757 = load ptr, ptr %35, align 16, !tbaa !18
  %758 = icmp eq ptr %757, null
  br i1 %758, label %765, label %759

759:                                              ; preds = %756
  %760 = getelementptr inbounds i8, ptr %30, i64 32
  %761 = load ptr, ptr %760, align 16, !tbaa !92
  %762 = ptrtoint ptr %761 to i64
  %763 = ptrtoint ptr %757 to i64
  %764 = sub i64 %762, %763
  call void @_ZdlPvm(ptr noundef nonnull %757, i64 noundef %764) #30
  br label %765

765:                                              ; preds = %756, %759
  %766 = xor i1 %726, true
  %767 = zext i1 %766 to i32
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %30) #28
  ret i32 %767

768:                                              ; preds = %361, %702, %707, %717, %723
  %769 = phi { ptr, i32 } [ %724, %723 ], [ %362, %361 ], [ %718, %717 ], [ %703, %702 ], [ %709, %707 ]
  call void @_ZN4sycl3_V15queueD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %31) #28
  br label %770

770:                                              ; preds = %768, %98
  %771 = phi { ptr, i32 } [ %769, %768 ], [ %90, %98 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %31) #28
  br label %772

772:                                              ; preds = %770, %715
  %773 = phi { ptr, i32 } [ %771, %770 ], [ %716, %715 ]
  %774 = load ptr, ptr %35, align 16, !tbaa !18
  %775 = icmp eq ptr %774, null
  br i1 %775, label %782, label %776

776:                                              ; preds = %772
  %777 = getelementptr inbounds i8, ptr %30, i64 32
  %778 = load ptr, ptr %777, align 16, !tbaa !92
  %779 = ptrtoint ptr %778 to i64
  %780 = ptrtoint ptr %774 to i64
  %781 = sub i64 %779, %780
  call void @_ZdlPvm(ptr noundef nonnull %774, i64 noundef %781) #30
  br label %782

782:                                              ; preds = %772, %776
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %30) #28
  resume { ptr, i32 } %773
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
  %3 = load ptr, ptr %2, align 8, !tbaa !28
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !30
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !33
  %12 = load ptr, ptr %3, align 8, !tbaa !34
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #28
  %15 = load ptr, ptr %3, align 8, !tbaa !34
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #28
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !37
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !38

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #28
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V15queueD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !28
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !30
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !33
  %12 = load ptr, ptr %3, align 8, !tbaa !34
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #28
  %15 = load ptr, ptr %3, align 8, !tbaa !34
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #28
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !37
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !38

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #28
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIN4sycl3_V13vecIfLi4EEESaIS3_EE17_M_default_appendEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) local_unnamed_addr #6 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = icmp eq i64 %1, 0
  br i1 %3, label %60, label %4

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  %6 = load ptr, ptr %5, align 8, !tbaa !17
  %7 = load ptr, ptr %0, align 8, !tbaa !18
  %8 = ptrtoint ptr %6 to i64
  %9 = ptrtoint ptr %7 to i64
  %10 = sub i64 %8, %9
  %11 = ashr exact i64 %10, 4
  %12 = getelementptr inbounds i8, ptr %0, i64 16
  %13 = load ptr, ptr %12, align 8, !tbaa !92
  %14 = ptrtoint ptr %13 to i64
  %15 = sub i64 %14, %8
  %16 = ashr exact i64 %15, 4
  %17 = icmp ult i64 %11, 576460752303423488
  tail call void @llvm.assume(i1 %17)
  %18 = xor i64 %11, 576460752303423487
  %19 = icmp ule i64 %16, %18
  tail call void @llvm.assume(i1 %19)
  %20 = icmp ult i64 %16, %1
  br i1 %20, label %32, label %21

21:                                               ; preds = %4
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %6, i8 0, i64 16, i1 false)
  %22 = getelementptr inbounds i8, ptr %6, i64 16
  %23 = icmp eq i64 %1, 1
  br i1 %23, label %30, label %24

24:                                               ; preds = %21
  %25 = getelementptr %"class.sycl::_V1::vec", ptr %6, i64 %1
  br label %26

26:                                               ; preds = %26, %24
  %27 = phi ptr [ %28, %26 ], [ %22, %24 ]
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %27, ptr noundef nonnull align 16 dereferenceable(16) %6, i64 16, i1 false)
  %28 = getelementptr inbounds i8, ptr %27, i64 16
  %29 = icmp eq ptr %28, %25
  br i1 %29, label %30, label %26, !llvm.loop !65

30:                                               ; preds = %26, %21
  %31 = phi ptr [ %22, %21 ], [ %25, %26 ]
  store ptr %31, ptr %5, align 8, !tbaa !17
  br label %60

32:                                               ; preds = %4
  %33 = icmp ult i64 %18, %1
  br i1 %33, label %34, label %35

34:                                               ; preds = %32
  tail call void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.3) #32
  unreachable

35:                                               ; preds = %32
  %36 = tail call i64 @llvm.umax.i64(i64 %11, i64 %1)
  %37 = add nuw nsw i64 %36, %11
  %38 = tail call i64 @llvm.umin.i64(i64 %37, i64 576460752303423487)
  %39 = shl nuw nsw i64 %38, 4
  %40 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %39) #31
  %41 = getelementptr inbounds i8, ptr %40, i64 %10
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %41, i8 0, i64 16, i1 false)
  %42 = icmp eq i64 %1, 1
  br i1 %42, label %50, label %43

43:                                               ; preds = %35
  %44 = getelementptr inbounds i8, ptr %41, i64 16
  %45 = getelementptr %"class.sycl::_V1::vec", ptr %41, i64 %1
  br label %46

46:                                               ; preds = %46, %43
  %47 = phi ptr [ %48, %46 ], [ %44, %43 ]
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %47, ptr noundef nonnull align 16 dereferenceable(16) %41, i64 16, i1 false)
  %48 = getelementptr inbounds i8, ptr %47, i64 16
  %49 = icmp eq ptr %48, %45
  br i1 %49, label %50, label %46, !llvm.loop !65

50:                                               ; preds = %46, %35
  %51 = icmp sgt i64 %10, 0
  br i1 %51, label %52, label %53

52:                                               ; preds = %50
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 16 %40, ptr align 16 %7, i64 %10, i1 false)
  br label %53

53:                                               ; preds = %50, %52
  %54 = icmp eq ptr %7, null
  br i1 %54, label %57, label %55

55:                                               ; preds = %53
  %56 = sub i64 %14, %9
  tail call void @_ZdlPvm(ptr noundef nonnull %7, i64 noundef %56) #30
  br label %57

57:                                               ; preds = %53, %55
  store ptr %40, ptr %0, align 8, !tbaa !18
  %58 = getelementptr inbounds %"class.sycl::_V1::vec", ptr %41, i64 %1
  store ptr %58, ptr %5, align 8, !tbaa !17
  %59 = getelementptr inbounds %"class.sycl::_V1::vec", ptr %40, i64 %38
  store ptr %59, ptr %12, align 8, !tbaa !92
  br label %60

60:                                               ; preds = %30, %57, %2
  ret void
}

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) local_unnamed_addr #7 comdat {
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #28
  tail call void @_ZSt9terminatev() #29
  unreachable
}

declare void @_ZSt9terminatev() local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #8

; Function Attrs: noreturn
declare void @_ZSt20__throw_length_errorPKc(ptr noundef) local_unnamed_addr #9

; Function Attrs: noreturn
declare void @_ZSt28__throw_bad_array_new_lengthv() local_unnamed_addr #9

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znwm(i64 noundef) local_unnamed_addr #10

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) local_unnamed_addr #11

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #5

declare noundef i32 @_ZN4sycl3_V118default_selector_vERKNS0_6deviceE(ptr noundef nonnull align 8 dereferenceable(16)) #3

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19defaultAsyncHandlerENS0_14exception_listE(ptr noundef %0) #12 comdat personality ptr @__gxx_personality_v0 {
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
  %11 = load ptr, ptr %10, align 8, !tbaa !93
  %12 = icmp eq ptr %11, null
  br i1 %12, label %46, label %13

13:                                               ; preds = %9
  store ptr %11, ptr %2, align 8, !tbaa !93
  call void @_ZNSt15__exception_ptr13exception_ptr9_M_addrefEv(ptr noundef nonnull align 8 dereferenceable(8) %2) #28
  invoke void @_ZSt17rethrow_exceptionNSt15__exception_ptr13exception_ptrE(ptr noundef nonnull %2) #32
          to label %14 unwind label %15

14:                                               ; preds = %13
  unreachable

15:                                               ; preds = %13
  %16 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt9exception
  %17 = extractvalue { ptr, i32 } %16, 1
  %18 = load ptr, ptr %2, align 8, !tbaa !93
  %19 = icmp eq ptr %18, null
  br i1 %19, label %21, label %20

20:                                               ; preds = %15
  call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %2) #28
  br label %21

21:                                               ; preds = %15, %20
  %22 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #28
  %23 = icmp eq i32 %17, %22
  br i1 %23, label %24, label %51

24:                                               ; preds = %21
  %25 = extractvalue { ptr, i32 } %16, 0
  %26 = call ptr @__cxa_begin_catch(ptr %25) #28
  %27 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef nonnull @.str.5, i64 noundef 2)
          to label %28 unwind label %49

28:                                               ; preds = %24
  %29 = load ptr, ptr %26, align 8, !tbaa !34
  %30 = getelementptr inbounds i8, ptr %29, i64 16
  %31 = load ptr, ptr %30, align 8
  %32 = call noundef ptr %31(ptr noundef nonnull align 8 dereferenceable(8) %26) #28
  %33 = icmp eq ptr %32, null
  br i1 %33, label %34, label %42

34:                                               ; preds = %28
  %35 = load ptr, ptr @_ZSt4cerr, align 8, !tbaa !34
  %36 = getelementptr i8, ptr %35, i64 -24
  %37 = load i64, ptr %36, align 8
  %38 = getelementptr inbounds i8, ptr @_ZSt4cerr, i64 %37
  %39 = getelementptr inbounds i8, ptr %38, i64 32
  %40 = load i32, ptr %39, align 8, !tbaa !95
  %41 = or i32 %40, 1
  invoke void @_ZNSt9basic_iosIcSt11char_traitsIcEE5clearESt12_Ios_Iostate(ptr noundef nonnull align 8 dereferenceable(264) %38, i32 noundef %41)
          to label %45 unwind label %49

42:                                               ; preds = %28
  %43 = call noundef i64 @strlen(ptr noundef nonnull dereferenceable(1) %32) #28
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
define linkonce_odr dso_local void @_ZN4sycl3_V15queueC2IFiRKNS0_6deviceEEvEERKT_RKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull %1, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(32) %3) unnamed_addr #6 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.sycl::_V1::device", align 8
  %6 = alloca %"class.std::function.52", align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #28
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #28
  %7 = getelementptr inbounds i8, ptr %6, i64 16
  %8 = getelementptr inbounds i8, ptr %6, i64 24
  %9 = getelementptr inbounds i8, ptr %6, i64 8
  store i64 0, ptr %9, align 8
  store ptr %1, ptr %6, align 8, !tbaa !16
  store ptr @_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E9_M_invokeERKSt9_Any_dataS4_, ptr %8, align 8, !tbaa !101
  store ptr @_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E10_M_managerERSt9_Any_dataRKS8_St18_Manager_operation, ptr %7, align 8, !tbaa !24
  invoke void @_ZN4sycl3_V16detail13select_deviceERKSt8functionIFiRKNS0_6deviceEEE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::device") align 8 %5, ptr noundef nonnull align 8 dereferenceable(32) %6)
          to label %10 unwind label %48

10:                                               ; preds = %4
  invoke void @_ZN4sycl3_V15queueC2ERKNS0_6deviceERKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %5, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(32) %3)
          to label %11 unwind label %50

11:                                               ; preds = %10
  %12 = getelementptr inbounds i8, ptr %5, i64 8
  %13 = load ptr, ptr %12, align 8, !tbaa !28
  %14 = icmp eq ptr %13, null
  br i1 %14, label %39, label %15

15:                                               ; preds = %11
  %16 = getelementptr inbounds i8, ptr %13, i64 8
  %17 = load atomic i64, ptr %16 acquire, align 8
  %18 = icmp eq i64 %17, 4294967297
  %19 = trunc i64 %17 to i32
  br i1 %18, label %20, label %28

20:                                               ; preds = %15
  store i32 0, ptr %16, align 8, !tbaa !30
  %21 = getelementptr inbounds i8, ptr %13, i64 12
  store i32 0, ptr %21, align 4, !tbaa !33
  %22 = load ptr, ptr %13, align 8, !tbaa !34
  %23 = getelementptr inbounds i8, ptr %22, i64 16
  %24 = load ptr, ptr %23, align 8
  call void %24(ptr noundef nonnull align 8 dereferenceable(16) %13) #28
  %25 = load ptr, ptr %13, align 8, !tbaa !34
  %26 = getelementptr inbounds i8, ptr %25, i64 24
  %27 = load ptr, ptr %26, align 8
  call void %27(ptr noundef nonnull align 8 dereferenceable(16) %13) #28
  br label %39

28:                                               ; preds = %15
  %29 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %30 = icmp eq i8 %29, 0
  br i1 %30, label %33, label %31

31:                                               ; preds = %28
  %32 = add nsw i32 %19, -1
  store i32 %32, ptr %16, align 4, !tbaa !37
  br label %35

33:                                               ; preds = %28
  %34 = atomicrmw volatile add ptr %16, i32 -1 acq_rel, align 4
  br label %35

35:                                               ; preds = %33, %31
  %36 = phi i32 [ %19, %31 ], [ %34, %33 ]
  %37 = icmp eq i32 %36, 1
  br i1 %37, label %38, label %39, !prof !38

38:                                               ; preds = %35
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %13) #28
  br label %39

39:                                               ; preds = %11, %20, %35, %38
  %40 = load ptr, ptr %7, align 8, !tbaa !24
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
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #28
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #28
  ret void

48:                                               ; preds = %4
  %49 = landingpad { ptr, i32 }
          cleanup
  br label %52

50:                                               ; preds = %10
  %51 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16deviceD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %5) #28
  br label %52

52:                                               ; preds = %50, %48
  %53 = phi { ptr, i32 } [ %51, %50 ], [ %49, %48 ]
  %54 = load ptr, ptr %7, align 8, !tbaa !24
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
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #28
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #28
  resume { ptr, i32 } %53
}

; Function Attrs: inlinehint mustprogress uwtable
declare noundef nonnull align 8 dereferenceable(8) ptr @_ZStlsISt11char_traitsIcEERSt13basic_ostreamIcT_ES5_PKc(ptr noundef nonnull align 8 dereferenceable(8), ptr noundef) local_unnamed_addr #12

declare ptr @_ZNK4sycl3_V114exception_list5beginEv(ptr noundef nonnull align 8 dereferenceable(24)) local_unnamed_addr #3

declare ptr @_ZNK4sycl3_V114exception_list3endEv(ptr noundef nonnull align 8 dereferenceable(24)) local_unnamed_addr #3

; Function Attrs: noreturn
declare void @_ZSt17rethrow_exceptionNSt15__exception_ptr13exception_ptrE(ptr noundef) local_unnamed_addr #9

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #13

; Function Attrs: inlinehint mustprogress uwtable
declare noundef nonnull align 8 dereferenceable(8) ptr @_ZSt4endlIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_(ptr noundef nonnull align 8 dereferenceable(8)) local_unnamed_addr #12

declare noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8), ptr noundef, i64 noundef) local_unnamed_addr #3

declare void @_ZNSt9basic_iosIcSt11char_traitsIcEE5clearESt12_Ios_Iostate(ptr noundef nonnull align 8 dereferenceable(264), i32 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture noundef) local_unnamed_addr #14

; Function Attrs: nounwind
declare void @_ZNSt15__exception_ptr13exception_ptr9_M_addrefEv(ptr noundef nonnull align 8 dereferenceable(8)) local_unnamed_addr #15

; Function Attrs: nounwind
declare void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8)) local_unnamed_addr #15

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E9_M_invokeERKSt9_Any_dataOS2_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(24) %1) #6 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.sycl::_V1::exception_list", align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3)
  %4 = load ptr, ptr %0, align 8, !tbaa !16
  %5 = load <2 x ptr>, ptr %1, align 8, !tbaa !16
  store <2 x ptr> %5, ptr %3, align 16, !tbaa !16
  %6 = getelementptr inbounds i8, ptr %3, i64 16
  %7 = getelementptr inbounds i8, ptr %1, i64 16
  %8 = load ptr, ptr %7, align 8, !tbaa !103
  store ptr %8, ptr %6, align 16, !tbaa !103
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %1, i8 0, i64 24, i1 false)
  invoke void %4(ptr noundef nonnull %3)
          to label %9 unwind label %32

9:                                                ; preds = %2
  %10 = getelementptr inbounds i8, ptr %3, i64 8
  %11 = load ptr, ptr %3, align 16, !tbaa !105
  %12 = load ptr, ptr %10, align 8, !tbaa !106
  %13 = icmp eq ptr %11, %12
  br i1 %13, label %24, label %14

14:                                               ; preds = %9, %19
  %15 = phi ptr [ %20, %19 ], [ %11, %9 ]
  %16 = load ptr, ptr %15, align 8, !tbaa !93
  %17 = icmp eq ptr %16, null
  br i1 %17, label %19, label %18

18:                                               ; preds = %14
  call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %15) #28
  br label %19

19:                                               ; preds = %18, %14
  %20 = getelementptr inbounds i8, ptr %15, i64 8
  %21 = icmp eq ptr %20, %12
  br i1 %21, label %22, label %14, !llvm.loop !107

22:                                               ; preds = %19
  %23 = load ptr, ptr %3, align 16, !tbaa !105
  br label %24

24:                                               ; preds = %22, %9
  %25 = phi ptr [ %23, %22 ], [ %11, %9 ]
  %26 = icmp eq ptr %25, null
  br i1 %26, label %34, label %27

27:                                               ; preds = %24
  %28 = load ptr, ptr %6, align 16, !tbaa !103
  %29 = ptrtoint ptr %28 to i64
  %30 = ptrtoint ptr %25 to i64
  %31 = sub i64 %29, %30
  call void @_ZdlPvm(ptr noundef nonnull %25, i64 noundef %31) #30
  br label %34

32:                                               ; preds = %2
  %33 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V114exception_listD2Ev(ptr noundef nonnull align 8 dereferenceable(24) %3) #28
  resume { ptr, i32 } %33

34:                                               ; preds = %24, %27
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3)
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef zeroext i1 @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E10_M_managerERSt9_Any_dataRKS6_St18_Manager_operation(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1, i32 noundef %2) #6 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  %2 = load ptr, ptr %0, align 8, !tbaa !105
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !106
  %5 = icmp eq ptr %2, %4
  br i1 %5, label %16, label %6

6:                                                ; preds = %1, %11
  %7 = phi ptr [ %12, %11 ], [ %2, %1 ]
  %8 = load ptr, ptr %7, align 8, !tbaa !93
  %9 = icmp eq ptr %8, null
  br i1 %9, label %11, label %10

10:                                               ; preds = %6
  tail call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %7) #28
  br label %11

11:                                               ; preds = %10, %6
  %12 = getelementptr inbounds i8, ptr %7, i64 8
  %13 = icmp eq ptr %12, %4
  br i1 %13, label %14, label %6, !llvm.loop !107

14:                                               ; preds = %11
  %15 = load ptr, ptr %0, align 8, !tbaa !105
  br label %16

16:                                               ; preds = %14, %1
  %17 = phi ptr [ %15, %14 ], [ %2, %1 ]
  %18 = icmp eq ptr %17, null
  br i1 %18, label %25, label %19

19:                                               ; preds = %16
  %20 = getelementptr inbounds i8, ptr %0, i64 16
  %21 = load ptr, ptr %20, align 8, !tbaa !103
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
define linkonce_odr dso_local noundef i32 @_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E9_M_invokeERKSt9_Any_dataS4_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1) #6 comdat align 2 {
  %3 = load ptr, ptr %0, align 8, !tbaa !16
  %4 = tail call noundef i32 %3(ptr noundef nonnull align 8 dereferenceable(16) %1)
  ret i32 %4
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef zeroext i1 @_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E10_M_managerERSt9_Any_dataRKS8_St18_Manager_operation(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1, i32 noundef %2) #6 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  %2 = load ptr, ptr %0, align 8, !tbaa !34
  %3 = getelementptr inbounds i8, ptr %2, i64 16
  %4 = load ptr, ptr %3, align 8
  tail call void %4(ptr noundef nonnull align 8 dereferenceable(16) %0) #28
  %5 = getelementptr inbounds i8, ptr %0, i64 12
  %6 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %7 = icmp eq i8 %6, 0
  br i1 %7, label %11, label %8

8:                                                ; preds = %1
  %9 = load i32, ptr %5, align 4, !tbaa !37
  %10 = add nsw i32 %9, -1
  store i32 %10, ptr %5, align 4, !tbaa !37
  br label %13

11:                                               ; preds = %1
  %12 = atomicrmw volatile add ptr %5, i32 -1 acq_rel, align 4
  br label %13

13:                                               ; preds = %11, %8
  %14 = phi i32 [ %9, %8 ], [ %12, %11 ]
  %15 = icmp eq i32 %14, 1
  br i1 %15, label %16, label %20

16:                                               ; preds = %13
  %17 = load ptr, ptr %0, align 8, !tbaa !34
  %18 = getelementptr inbounds i8, ptr %17, i64 24
  %19 = load ptr, ptr %18, align 8
  tail call void %19(ptr noundef nonnull align 8 dereferenceable(16) %0) #28
  br label %20

20:                                               ; preds = %13, %16
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16bufferINS0_3vecIfLi4EEELi1ENS0_6detail17aligned_allocatorIS3_EEvEC2IS3_EEPKNSt9enable_ifIXaasr3stdE9is_same_vIS3_T_EntL_ZSt10is_const_vIS3_EEES3_E4typeERKNS0_5rangeILi1EEERKNS0_13property_listENS4_13code_locationE(ptr noundef nonnull align 8 dereferenceable(33) %0, ptr noundef %1, ptr noundef nonnull align 8 dereferenceable(8) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #6 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.std::unique_ptr", align 8
  %7 = alloca %"struct.std::array.84", align 8
  %8 = load i64, ptr %2, align 8, !tbaa !41
  %9 = shl i64 %8, 4
  %10 = tail call noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #31, !noalias !108
  store ptr getelementptr inbounds inrange(-16, 56) (i8, ptr @_ZTVN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorINS0_3vecIfLi4EEEEES5_EE, i64 16), ptr %10, align 8, !tbaa !34, !noalias !108
  %11 = getelementptr inbounds i8, ptr %10, i64 8
  store i64 128, ptr %11, align 8, !tbaa !111, !noalias !108
  %12 = getelementptr inbounds i8, ptr %10, i64 16
  store i64 16, ptr %12, align 8, !tbaa !113, !noalias !108
  store ptr %10, ptr %6, align 8, !tbaa !77
  invoke void @_ZN4sycl3_V16detail12buffer_plainC2EPKvmmRKNS0_13property_listESt10unique_ptrINS1_19SYCLMemObjAllocatorESt14default_deleteIS9_EE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef %1, i64 noundef %9, i64 noundef 16, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef nonnull %6)
          to label %13 unwind label %28

13:                                               ; preds = %5
  %14 = load ptr, ptr %6, align 8, !tbaa !16
  %15 = icmp eq ptr %14, null
  br i1 %15, label %20, label %16

16:                                               ; preds = %13
  %17 = load ptr, ptr %14, align 8, !tbaa !34
  %18 = getelementptr inbounds i8, ptr %17, i64 16
  %19 = load ptr, ptr %18, align 8
  call void %19(ptr noundef nonnull align 8 dereferenceable(8) %14) #28
  br label %20

20:                                               ; preds = %13, %16
  store ptr null, ptr %6, align 8, !tbaa !16
  %21 = getelementptr inbounds i8, ptr %0, i64 16
  %22 = load i64, ptr %2, align 8
  store i64 %22, ptr %21, align 8
  %23 = getelementptr inbounds i8, ptr %0, i64 24
  store i64 0, ptr %23, align 8, !tbaa !115
  %24 = getelementptr inbounds i8, ptr %0, i64 32
  store i8 0, ptr %24, align 8, !tbaa !123
  %25 = load ptr, ptr %0, align 8, !tbaa !124
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7) #28
  store i64 %22, ptr %7, align 8, !tbaa !41, !alias.scope !125
  %26 = getelementptr inbounds i8, ptr %7, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %26, i8 0, i64 16, i1 false), !alias.scope !125
  invoke void @_ZN4sycl3_V16detail12buffer_plain23constructorNotificationERKNS1_13code_locationEPvPKvS8_jjPm(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(32) %4, ptr noundef %25, ptr noundef %1, ptr noundef nonnull @_ZTSN4sycl3_V13vecIfLi4EEE, i32 noundef 1, i32 noundef 16, ptr noundef nonnull %7)
          to label %27 unwind label %36

27:                                               ; preds = %20
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #28
  ret void

28:                                               ; preds = %5
  %29 = landingpad { ptr, i32 }
          cleanup
  %30 = load ptr, ptr %6, align 8, !tbaa !16
  %31 = icmp eq ptr %30, null
  br i1 %31, label %38, label %32

32:                                               ; preds = %28
  %33 = load ptr, ptr %30, align 8, !tbaa !34
  %34 = getelementptr inbounds i8, ptr %33, i64 16
  %35 = load ptr, ptr %34, align 8
  call void %35(ptr noundef nonnull align 8 dereferenceable(8) %30) #28
  br label %38

36:                                               ; preds = %20
  %37 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #28
  call void @_ZN4sycl3_V16detail12buffer_plainD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #28
  br label %38

38:                                               ; preds = %28, %32, %36
  %39 = phi { ptr, i32 } [ %37, %36 ], [ %29, %32 ], [ %29, %28 ]
  resume { ptr, i32 } %39
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi1EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(33) %0, ptr noundef %1, ptr noundef nonnull align 8 dereferenceable(8) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #6 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.std::unique_ptr", align 8
  %7 = alloca %"struct.std::array.84", align 8
  %8 = load i64, ptr %2, align 8, !tbaa !41
  %9 = shl i64 %8, 2
  %10 = tail call noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #31, !noalias !128
  store ptr getelementptr inbounds inrange(-16, 56) (i8, ptr @_ZTVN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE, i64 16), ptr %10, align 8, !tbaa !34, !noalias !128
  %11 = getelementptr inbounds i8, ptr %10, i64 8
  store i64 128, ptr %11, align 8, !tbaa !131, !noalias !128
  %12 = getelementptr inbounds i8, ptr %10, i64 16
  store i64 4, ptr %12, align 8, !tbaa !133, !noalias !128
  store ptr %10, ptr %6, align 8, !tbaa !77
  invoke void @_ZN4sycl3_V16detail12buffer_plainC2EPvmmRKNS0_13property_listESt10unique_ptrINS1_19SYCLMemObjAllocatorESt14default_deleteIS8_EE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef %1, i64 noundef %9, i64 noundef 4, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef nonnull %6)
          to label %13 unwind label %33

13:                                               ; preds = %5
  %14 = load ptr, ptr %6, align 8, !tbaa !16
  %15 = icmp eq ptr %14, null
  br i1 %15, label %20, label %16

16:                                               ; preds = %13
  %17 = load ptr, ptr %14, align 8, !tbaa !34
  %18 = getelementptr inbounds i8, ptr %17, i64 16
  %19 = load ptr, ptr %18, align 8
  call void %19(ptr noundef nonnull align 8 dereferenceable(8) %14) #28
  br label %20

20:                                               ; preds = %13, %16
  store ptr null, ptr %6, align 8, !tbaa !16
  %21 = getelementptr inbounds i8, ptr %0, i64 16
  %22 = load i64, ptr %2, align 8
  store i64 %22, ptr %21, align 8
  %23 = getelementptr inbounds i8, ptr %0, i64 24
  store i64 0, ptr %23, align 8, !tbaa !135
  %24 = getelementptr inbounds i8, ptr %0, i64 32
  store i8 0, ptr %24, align 8, !tbaa !137
  %25 = load ptr, ptr %0, align 8, !tbaa !124
  %26 = load ptr, ptr getelementptr inbounds (i8, ptr @_ZTIf, i64 8), align 8, !tbaa !138
  %27 = load i8, ptr %26, align 1, !tbaa !36
  %28 = icmp eq i8 %27, 42
  %29 = zext i1 %28 to i64
  %30 = getelementptr inbounds i8, ptr %26, i64 %29
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7) #28
  store i64 %22, ptr %7, align 8, !tbaa !41, !alias.scope !140
  %31 = getelementptr inbounds i8, ptr %7, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %31, i8 0, i64 16, i1 false), !alias.scope !140
  invoke void @_ZN4sycl3_V16detail12buffer_plain23constructorNotificationERKNS1_13code_locationEPvPKvS8_jjPm(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(32) %4, ptr noundef %25, ptr noundef %1, ptr noundef nonnull %30, i32 noundef 1, i32 noundef 4, ptr noundef nonnull %7)
          to label %32 unwind label %41

32:                                               ; preds = %20
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #28
  ret void

33:                                               ; preds = %5
  %34 = landingpad { ptr, i32 }
          cleanup
  %35 = load ptr, ptr %6, align 8, !tbaa !16
  %36 = icmp eq ptr %35, null
  br i1 %36, label %43, label %37

37:                                               ; preds = %33
  %38 = load ptr, ptr %35, align 8, !tbaa !34
  %39 = getelementptr inbounds i8, ptr %38, i64 16
  %40 = load ptr, ptr %39, align 8
  call void %40(ptr noundef nonnull align 8 dereferenceable(8) %35) #28
  br label %43

41:                                               ; preds = %20
  %42 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #28
  call void @_ZN4sycl3_V16detail12buffer_plainD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #28
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
  %6 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #28
  %7 = icmp eq i32 %5, %6
  br i1 %7, label %8, label %54

8:                                                ; preds = %2
  %9 = tail call ptr @__cxa_begin_catch(ptr %4) #28
  %10 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef nonnull @.str.24, i64 noundef 20)
          to label %11 unwind label %51

11:                                               ; preds = %8
  %12 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef nonnull @.str.25, i64 noundef 1)
          to label %13 unwind label %51

13:                                               ; preds = %11
  %14 = load ptr, ptr %9, align 8, !tbaa !34
  %15 = getelementptr inbounds i8, ptr %14, i64 16
  %16 = load ptr, ptr %15, align 8
  %17 = tail call noundef ptr %16(ptr noundef nonnull align 8 dereferenceable(8) %9) #28
  %18 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZStlsISt11char_traitsIcEERSt13basic_ostreamIcT_ES5_PKc(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef %17)
          to label %19 unwind label %51

19:                                               ; preds = %13
  %20 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt4endlIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_(ptr noundef nonnull align 8 dereferenceable(8) %18)
          to label %21 unwind label %51

21:                                               ; preds = %19
  tail call void @__assert_fail(ptr noundef nonnull @.str.26, ptr noundef nonnull @.str.27, i32 noundef 483, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev) #29
  unreachable

22:                                               ; preds = %1
  %23 = getelementptr inbounds i8, ptr %0, i64 8
  %24 = load ptr, ptr %23, align 8, !tbaa !28
  %25 = icmp eq ptr %24, null
  br i1 %25, label %50, label %26

26:                                               ; preds = %22
  %27 = getelementptr inbounds i8, ptr %24, i64 8
  %28 = load atomic i64, ptr %27 acquire, align 8
  %29 = icmp eq i64 %28, 4294967297
  %30 = trunc i64 %28 to i32
  br i1 %29, label %31, label %39

31:                                               ; preds = %26
  store i32 0, ptr %27, align 8, !tbaa !30
  %32 = getelementptr inbounds i8, ptr %24, i64 12
  store i32 0, ptr %32, align 4, !tbaa !33
  %33 = load ptr, ptr %24, align 8, !tbaa !34
  %34 = getelementptr inbounds i8, ptr %33, i64 16
  %35 = load ptr, ptr %34, align 8
  tail call void %35(ptr noundef nonnull align 8 dereferenceable(16) %24) #28
  %36 = load ptr, ptr %24, align 8, !tbaa !34
  %37 = getelementptr inbounds i8, ptr %36, i64 24
  %38 = load ptr, ptr %37, align 8
  tail call void %38(ptr noundef nonnull align 8 dereferenceable(16) %24) #28
  br label %50

39:                                               ; preds = %26
  %40 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %41 = icmp eq i8 %40, 0
  br i1 %41, label %44, label %42

42:                                               ; preds = %39
  %43 = add nsw i32 %30, -1
  store i32 %43, ptr %27, align 4, !tbaa !37
  br label %46

44:                                               ; preds = %39
  %45 = atomicrmw volatile add ptr %27, i32 -1 acq_rel, align 4
  br label %46

46:                                               ; preds = %44, %42
  %47 = phi i32 [ %30, %42 ], [ %45, %44 ]
  %48 = icmp eq i32 %47, 1
  br i1 %48, label %49, label %50, !prof !38

49:                                               ; preds = %46
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %24) #28
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
  %6 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #28
  %7 = icmp eq i32 %5, %6
  br i1 %7, label %8, label %54

8:                                                ; preds = %2
  %9 = tail call ptr @__cxa_begin_catch(ptr %4) #28
  %10 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef nonnull @.str.24, i64 noundef 20)
          to label %11 unwind label %51

11:                                               ; preds = %8
  %12 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef nonnull @.str.25, i64 noundef 1)
          to label %13 unwind label %51

13:                                               ; preds = %11
  %14 = load ptr, ptr %9, align 8, !tbaa !34
  %15 = getelementptr inbounds i8, ptr %14, i64 16
  %16 = load ptr, ptr %15, align 8
  %17 = tail call noundef ptr %16(ptr noundef nonnull align 8 dereferenceable(8) %9) #28
  %18 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZStlsISt11char_traitsIcEERSt13basic_ostreamIcT_ES5_PKc(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef %17)
          to label %19 unwind label %51

19:                                               ; preds = %13
  %20 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt4endlIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_(ptr noundef nonnull align 8 dereferenceable(8) %18)
          to label %21 unwind label %51

21:                                               ; preds = %19
  tail call void @__assert_fail(ptr noundef nonnull @.str.26, ptr noundef nonnull @.str.27, i32 noundef 483, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16bufferINS0_3vecIfLi4EEELi1ENS0_6detail17aligned_allocatorIS3_EEvED2Ev) #29
  unreachable

22:                                               ; preds = %1
  %23 = getelementptr inbounds i8, ptr %0, i64 8
  %24 = load ptr, ptr %23, align 8, !tbaa !28
  %25 = icmp eq ptr %24, null
  br i1 %25, label %50, label %26

26:                                               ; preds = %22
  %27 = getelementptr inbounds i8, ptr %24, i64 8
  %28 = load atomic i64, ptr %27 acquire, align 8
  %29 = icmp eq i64 %28, 4294967297
  %30 = trunc i64 %28 to i32
  br i1 %29, label %31, label %39

31:                                               ; preds = %26
  store i32 0, ptr %27, align 8, !tbaa !30
  %32 = getelementptr inbounds i8, ptr %24, i64 12
  store i32 0, ptr %32, align 4, !tbaa !33
  %33 = load ptr, ptr %24, align 8, !tbaa !34
  %34 = getelementptr inbounds i8, ptr %33, i64 16
  %35 = load ptr, ptr %34, align 8
  tail call void %35(ptr noundef nonnull align 8 dereferenceable(16) %24) #28
  %36 = load ptr, ptr %24, align 8, !tbaa !34
  %37 = getelementptr inbounds i8, ptr %36, i64 24
  %38 = load ptr, ptr %37, align 8
  tail call void %38(ptr noundef nonnull align 8 dereferenceable(16) %24) #28
  br label %50

39:                                               ; preds = %26
  %40 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %41 = icmp eq i8 %40, 0
  br i1 %41, label %44, label %42

42:                                               ; preds = %39
  %43 = add nsw i32 %30, -1
  store i32 %43, ptr %27, align 4, !tbaa !37
  br label %46

44:                                               ; preds = %39
  %45 = atomicrmw volatile add ptr %27, i32 -1 acq_rel, align 4
  br label %46

46:                                               ; preds = %44, %42
  %47 = phi i32 [ %30, %42 ], [ %45, %44 ]
  %48 = icmp eq i32 %47, 1
  br i1 %48, label %49, label %50, !prof !38

49:                                               ; preds = %46
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %24) #28
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
  %3 = load ptr, ptr %2, align 8, !tbaa !28
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !30
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !33
  %12 = load ptr, ptr %3, align 8, !tbaa !34
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #28
  %15 = load ptr, ptr %3, align 8, !tbaa !34
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #28
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !37
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !38

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #28
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
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorINS0_3vecIfLi4EEEEES5_E8allocateEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) unnamed_addr #6 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = shl i64 %1, 4
  %5 = add i64 %4, -1
  %6 = load i64, ptr %3, align 8, !tbaa !111
  %7 = add i64 %6, -1
  %8 = or i64 %7, %5
  %9 = add i64 %8, 1
  %10 = icmp ult i64 %9, %1
  br i1 %10, label %11, label %13

11:                                               ; preds = %2
  %12 = tail call ptr @__cxa_allocate_exception(i64 8) #28
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt9bad_alloc, i64 16), ptr %12, align 8, !tbaa !34
  tail call void @__cxa_throw(ptr nonnull %12, ptr nonnull @_ZTISt9bad_alloc, ptr nonnull @_ZNSt9bad_allocD1Ev) #32
  unreachable

13:                                               ; preds = %2
  %14 = tail call noundef ptr @_ZN4sycl3_V16detail6OSUtil12alignedAllocEmm(i64 noundef %6, i64 noundef %9)
  %15 = icmp eq ptr %14, null
  br i1 %15, label %16, label %18

16:                                               ; preds = %13
  %17 = tail call ptr @__cxa_allocate_exception(i64 8) #28
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt9bad_alloc, i64 16), ptr %17, align 8, !tbaa !34
  tail call void @__cxa_throw(ptr nonnull %17, ptr nonnull @_ZTISt9bad_alloc, ptr nonnull @_ZNSt9bad_allocD1Ev) #32
  unreachable

18:                                               ; preds = %13
  ret ptr %14
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorINS0_3vecIfLi4EEEEES5_E10deallocateEPvm(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr noundef %1, i64 noundef %2) unnamed_addr #6 comdat align 2 {
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
  %3 = load i64, ptr %2, align 8, !tbaa !113
  ret i64 %3
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorINS0_3vecIfLi4EEEEES5_E12setAlignmentEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) unnamed_addr #6 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = tail call i64 @llvm.umax.i64(i64 %1, i64 64)
  store i64 %4, ptr %3, align 8, !tbaa !111
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
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE8allocateEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) unnamed_addr #6 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = shl i64 %1, 2
  %5 = add i64 %4, -1
  %6 = load i64, ptr %3, align 8, !tbaa !131
  %7 = add i64 %6, -1
  %8 = or i64 %7, %5
  %9 = add i64 %8, 1
  %10 = icmp ult i64 %9, %1
  br i1 %10, label %11, label %13

11:                                               ; preds = %2
  %12 = tail call ptr @__cxa_allocate_exception(i64 8) #28
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt9bad_alloc, i64 16), ptr %12, align 8, !tbaa !34
  tail call void @__cxa_throw(ptr nonnull %12, ptr nonnull @_ZTISt9bad_alloc, ptr nonnull @_ZNSt9bad_allocD1Ev) #32
  unreachable

13:                                               ; preds = %2
  %14 = tail call noundef ptr @_ZN4sycl3_V16detail6OSUtil12alignedAllocEmm(i64 noundef %6, i64 noundef %9)
  %15 = icmp eq ptr %14, null
  br i1 %15, label %16, label %18

16:                                               ; preds = %13
  %17 = tail call ptr @__cxa_allocate_exception(i64 8) #28
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt9bad_alloc, i64 16), ptr %17, align 8, !tbaa !34
  tail call void @__cxa_throw(ptr nonnull %17, ptr nonnull @_ZTISt9bad_alloc, ptr nonnull @_ZNSt9bad_allocD1Ev) #32
  unreachable

18:                                               ; preds = %13
  ret ptr %14
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE10deallocateEPvm(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr noundef %1, i64 noundef %2) unnamed_addr #6 comdat align 2 {
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
  %3 = load i64, ptr %2, align 8, !tbaa !133
  ret i64 %3
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE12setAlignmentEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) unnamed_addr #6 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = tail call i64 @llvm.umax.i64(i64 %1, i64 64)
  store i64 %4, ptr %3, align 8, !tbaa !131
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V15queue17submit_with_eventILb0ENS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET0_RKNS0_6detail19type_erased_cgfo_tyEPS1_RKNSD_13code_locationE(ptr dead_on_unwind noalias writable sret(%"class.sycl::_V1::event") align 8 %0, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(16) %2, ptr noundef %3, ptr noundef nonnull align 8 dereferenceable(32) %4) local_unnamed_addr #6 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 1
  %7 = alloca %"class.sycl::_V1::detail::SubmissionInfo", align 8
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %6) #28
  call void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 1 dereferenceable(1) %6, ptr noundef nonnull align 8 dereferenceable(32) %4)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7) #28
  invoke void @_ZN4sycl3_V16detail14SubmissionInfoC1Ev(ptr noundef nonnull align 8 dereferenceable(16) %7)
          to label %8 unwind label %63

8:                                                ; preds = %5
  %9 = icmp eq ptr %3, null
  br i1 %9, label %67, label %10

10:                                               ; preds = %8
  %11 = load ptr, ptr %3, align 8, !tbaa !143
  %12 = icmp eq ptr %11, null
  br i1 %12, label %13, label %14

13:                                               ; preds = %10
  call void @__assert_fail(ptr noundef nonnull @.str.11, ptr noundef nonnull @.str.12, i32 noundef 33, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_5queueEEERKDtsrT_4implERKS4_) #29
  unreachable

14:                                               ; preds = %10
  %15 = invoke noundef nonnull align 8 dereferenceable(16) ptr @_ZN4sycl3_V16detail14SubmissionInfo14SecondaryQueueEv(ptr noundef nonnull align 8 dereferenceable(16) %7)
          to label %16 unwind label %65

16:                                               ; preds = %14
  %17 = load ptr, ptr %3, align 8, !tbaa !143
  store ptr %17, ptr %15, align 8, !tbaa !143
  %18 = getelementptr inbounds i8, ptr %15, i64 8
  %19 = getelementptr inbounds i8, ptr %3, i64 8
  %20 = load ptr, ptr %19, align 8, !tbaa !28
  %21 = load ptr, ptr %18, align 8, !tbaa !28
  %22 = icmp eq ptr %20, %21
  br i1 %22, label %67, label %23

23:                                               ; preds = %16
  %24 = icmp eq ptr %20, null
  br i1 %24, label %35, label %25

25:                                               ; preds = %23
  %26 = getelementptr inbounds i8, ptr %20, i64 8
  %27 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %28 = icmp eq i8 %27, 0
  br i1 %28, label %32, label %29

29:                                               ; preds = %25
  %30 = load i32, ptr %26, align 4, !tbaa !37
  %31 = add nsw i32 %30, 1
  store i32 %31, ptr %26, align 4, !tbaa !37
  br label %35

32:                                               ; preds = %25
  %33 = atomicrmw volatile add ptr %26, i32 1 acq_rel, align 4
  %34 = load ptr, ptr %18, align 8, !tbaa !28
  br label %35

35:                                               ; preds = %32, %29, %23
  %36 = phi ptr [ %21, %23 ], [ %21, %29 ], [ %34, %32 ]
  %37 = icmp eq ptr %36, null
  br i1 %37, label %62, label %38

38:                                               ; preds = %35
  %39 = getelementptr inbounds i8, ptr %36, i64 8
  %40 = load atomic i64, ptr %39 acquire, align 8
  %41 = icmp eq i64 %40, 4294967297
  %42 = trunc i64 %40 to i32
  br i1 %41, label %43, label %51

43:                                               ; preds = %38
  store i32 0, ptr %39, align 8, !tbaa !30
  %44 = getelementptr inbounds i8, ptr %36, i64 12
  store i32 0, ptr %44, align 4, !tbaa !33
  %45 = load ptr, ptr %36, align 8, !tbaa !34
  %46 = getelementptr inbounds i8, ptr %45, i64 16
  %47 = load ptr, ptr %46, align 8
  call void %47(ptr noundef nonnull align 8 dereferenceable(16) %36) #28
  %48 = load ptr, ptr %36, align 8, !tbaa !34
  %49 = getelementptr inbounds i8, ptr %48, i64 24
  %50 = load ptr, ptr %49, align 8
  call void %50(ptr noundef nonnull align 8 dereferenceable(16) %36) #28
  br label %62

51:                                               ; preds = %38
  %52 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %53 = icmp eq i8 %52, 0
  br i1 %53, label %56, label %54

54:                                               ; preds = %51
  %55 = add nsw i32 %42, -1
  store i32 %55, ptr %39, align 4, !tbaa !37
  br label %58

56:                                               ; preds = %51
  %57 = atomicrmw volatile add ptr %39, i32 -1 acq_rel, align 4
  br label %58

58:                                               ; preds = %56, %54
  %59 = phi i32 [ %42, %54 ], [ %57, %56 ]
  %60 = icmp eq i32 %59, 1
  br i1 %60, label %61, label %62, !prof !38

61:                                               ; preds = %58
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %36) #28
  br label %62

62:                                               ; preds = %61, %58, %43, %35
  store ptr %20, ptr %18, align 8, !tbaa !28
  br label %67

63:                                               ; preds = %5
  %64 = landingpad { ptr, i32 }
          cleanup
  br label %102

65:                                               ; preds = %69, %67, %14
  %66 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail14SubmissionInfoD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %7) #28
  br label %102

67:                                               ; preds = %62, %16, %8
  %68 = invoke noundef nonnull align 8 dereferenceable(32) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 1 dereferenceable(1) %6)
          to label %69 unwind label %65

69:                                               ; preds = %67
  %70 = load i8, ptr %6, align 1, !tbaa !145, !range !147, !noundef !148
  %71 = trunc nuw i8 %70 to i1
  %72 = xor i1 %71, true
  invoke void @_ZN4sycl3_V15queue22submit_with_event_implERKNS0_6detail19type_erased_cgfo_tyERKNS2_14SubmissionInfoERKNS2_13code_locationEb(ptr dead_on_unwind writable sret(%"class.sycl::_V1::event") align 8 %0, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(16) %2, ptr noundef nonnull align 8 dereferenceable(16) %7, ptr noundef nonnull align 8 dereferenceable(32) %68, i1 noundef zeroext %72)
          to label %73 unwind label %65

73:                                               ; preds = %69
  %74 = getelementptr inbounds i8, ptr %7, i64 8
  %75 = load ptr, ptr %74, align 8, !tbaa !28
  %76 = icmp eq ptr %75, null
  br i1 %76, label %101, label %77

77:                                               ; preds = %73
  %78 = getelementptr inbounds i8, ptr %75, i64 8
  %79 = load atomic i64, ptr %78 acquire, align 8
  %80 = icmp eq i64 %79, 4294967297
  %81 = trunc i64 %79 to i32
  br i1 %80, label %82, label %90

82:                                               ; preds = %77
  store i32 0, ptr %78, align 8, !tbaa !30
  %83 = getelementptr inbounds i8, ptr %75, i64 12
  store i32 0, ptr %83, align 4, !tbaa !33
  %84 = load ptr, ptr %75, align 8, !tbaa !34
  %85 = getelementptr inbounds i8, ptr %84, i64 16
  %86 = load ptr, ptr %85, align 8
  call void %86(ptr noundef nonnull align 8 dereferenceable(16) %75) #28
  %87 = load ptr, ptr %75, align 8, !tbaa !34
  %88 = getelementptr inbounds i8, ptr %87, i64 24
  %89 = load ptr, ptr %88, align 8
  call void %89(ptr noundef nonnull align 8 dereferenceable(16) %75) #28
  br label %101

90:                                               ; preds = %77
  %91 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %92 = icmp eq i8 %91, 0
  br i1 %92, label %95, label %93

93:                                               ; preds = %90
  %94 = add nsw i32 %81, -1
  store i32 %94, ptr %78, align 4, !tbaa !37
  br label %97

95:                                               ; preds = %90
  %96 = atomicrmw volatile add ptr %78, i32 -1 acq_rel, align 4
  br label %97

97:                                               ; preds = %95, %93
  %98 = phi i32 [ %81, %93 ], [ %96, %95 ]
  %99 = icmp eq i32 %98, 1
  br i1 %99, label %100, label %101, !prof !38

100:                                              ; preds = %97
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %75) #28
  br label %101

101:                                              ; preds = %73, %82, %97, %100
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #28
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %6) #28
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %6) #28
  ret void

102:                                              ; preds = %65, %63
  %103 = phi { ptr, i32 } [ %66, %65 ], [ %64, %63 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #28
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %6) #28
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %6) #28
  resume { ptr, i32 } %103
}

declare void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 1 dereferenceable(1), ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #3

declare void @_ZN4sycl3_V16detail14SubmissionInfoC1Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #3

declare noundef nonnull align 8 dereferenceable(16) ptr @_ZN4sycl3_V16detail14SubmissionInfo14SecondaryQueueEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #3

declare void @_ZN4sycl3_V15queue22submit_with_event_implERKNS0_6detail19type_erased_cgfo_tyERKNS2_14SubmissionInfoERKNS2_13code_locationEb(ptr dead_on_unwind writable sret(%"class.sycl::_V1::event") align 8, ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(32), i1 noundef zeroext) local_unnamed_addr #3

declare noundef nonnull align 8 dereferenceable(32) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 1 dereferenceable(1)) local_unnamed_addr #3

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail14SubmissionInfoD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !28
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !30
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !33
  %12 = load ptr, ptr %3, align 8, !tbaa !34
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #28
  %15 = load ptr, ptr %3, align 8, !tbaa !34
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #28
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !37
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !38

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #28
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: nounwind
declare void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1)) unnamed_addr #15

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #19

; Function Attrs: mustprogress uwtable
define internal void @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZL4lumaRNS0_5queueERK7PictureEUlRNS0_7handlerEE_E4callEPKvSA_(ptr nocapture noundef readonly %0, ptr noundef nonnull align 8 dereferenceable(216) %1) #6 align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca { ptr, [8 x i8] }, align 8
  %4 = alloca { ptr, [8 x i8] }, align 8
  %5 = alloca %"class.std::vector.158", align 8
  %6 = alloca %"class.sycl::_V1::range.147", align 8
  %7 = alloca %class.anon.145, align 8
  %8 = alloca %class.anon.145, align 8
  %9 = alloca i32, align 4
  %10 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %11 = alloca i32, align 4
  %12 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %13 = alloca %"class.sycl::_V1::accessor", align 8
  %14 = alloca %"class.sycl::_V1::property_list", align 8
  %15 = alloca %"class.sycl::_V1::accessor.141", align 8
  %16 = alloca %"class.sycl::_V1::property_list", align 8
  %17 = alloca %class.anon.145, align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %13) #28
  %18 = load ptr, ptr %0, align 8, !tbaa !149
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %14) #28
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %14, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %12)
  store ptr @.str.6, ptr %12, align 8
  %19 = getelementptr inbounds i8, ptr %12, i64 8
  store ptr @.str.13, ptr %19, align 8
  %20 = getelementptr inbounds i8, ptr %12, i64 16
  store i64 56, ptr %20, align 8
  %21 = getelementptr inbounds i8, ptr %12, i64 24
  store i64 22, ptr %21, align 8
  invoke void @_ZN4sycl3_V18accessorINS0_3vecIfLi4EEELi1ELNS0_6access4modeE1024ELNS4_6targetE2014ELNS4_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IS3_Li1ENS0_6detail17aligned_allocatorIS3_EEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSE_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %13, ptr noundef nonnull align 8 dereferenceable(33) %18, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(32) %14, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %12)
          to label %22 unwind label %746

22:                                               ; preds = %2
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %11) #28
  store i32 5, ptr %11, align 4, !tbaa !151
  invoke void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16) %18, ptr noundef nonnull align 4 dereferenceable(4) %11)
          to label %25 unwind label %23

23:                                               ; preds = %22
  %24 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %13) #28
  br label %748

25:                                               ; preds = %22
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %11) #28
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12)
  %26 = getelementptr inbounds i8, ptr %14, i64 8
  %27 = load ptr, ptr %26, align 8, !tbaa !25
  %28 = getelementptr inbounds i8, ptr %14, i64 16
  %29 = load ptr, ptr %28, align 8, !tbaa !27
  %30 = icmp eq ptr %27, %29
  br i1 %30, label %65, label %31

31:                                               ; preds = %25, %60
  %32 = phi ptr [ %61, %60 ], [ %27, %25 ]
  %33 = getelementptr inbounds i8, ptr %32, i64 8
  %34 = load ptr, ptr %33, align 8, !tbaa !28
  %35 = icmp eq ptr %34, null
  br i1 %35, label %60, label %36

36:                                               ; preds = %31
  %37 = getelementptr inbounds i8, ptr %34, i64 8
  %38 = load atomic i64, ptr %37 acquire, align 8
  %39 = icmp eq i64 %38, 4294967297
  %40 = trunc i64 %38 to i32
  br i1 %39, label %41, label %49

41:                                               ; preds = %36
  store i32 0, ptr %37, align 8, !tbaa !30
  %42 = getelementptr inbounds i8, ptr %34, i64 12
  store i32 0, ptr %42, align 4, !tbaa !33
  %43 = load ptr, ptr %34, align 8, !tbaa !34
  %44 = getelementptr inbounds i8, ptr %43, i64 16
  %45 = load ptr, ptr %44, align 8
  call void %45(ptr noundef nonnull align 8 dereferenceable(16) %34) #28
  %46 = load ptr, ptr %34, align 8, !tbaa !34
  %47 = getelementptr inbounds i8, ptr %46, i64 24
  %48 = load ptr, ptr %47, align 8
  call void %48(ptr noundef nonnull align 8 dereferenceable(16) %34) #28
  br label %60

49:                                               ; preds = %36
  %50 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %51 = icmp eq i8 %50, 0
  br i1 %51, label %54, label %52

52:                                               ; preds = %49
  %53 = add nsw i32 %40, -1
  store i32 %53, ptr %37, align 4, !tbaa !37
  br label %56

54:                                               ; preds = %49
  %55 = atomicrmw volatile add ptr %37, i32 -1 acq_rel, align 4
  br label %56

56:                                               ; preds = %54, %52
  %57 = phi i32 [ %40, %52 ], [ %55, %54 ]
  %58 = icmp eq i32 %57, 1
  br i1 %58, label %59, label %60, !prof !38

59:                                               ; preds = %56
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %34) #28
  br label %60

60:                                               ; preds = %59, %56, %41, %31
  %61 = getelementptr inbounds i8, ptr %32, i64 16
  %62 = icmp eq ptr %61, %29
  br i1 %62, label %63, label %31, !llvm.loop !39

63:                                               ; preds = %60
  %64 = load ptr, ptr %26, align 8, !tbaa !25
  br label %65

65:                                               ; preds = %63, %25
  %66 = phi ptr [ %64, %63 ], [ %27, %25 ]
  %67 = icmp eq ptr %66, null
  br i1 %67, label %74, label %68

68:                                               ; preds = %65
  %69 = getelementptr inbounds i8, ptr %14, i64 24
  %70 = load ptr, ptr %69, align 8, !tbaa !40
  %71 = ptrtoint ptr %70 to i64
  %72 = ptrtoint ptr %66 to i64
  %73 = sub i64 %71, %72
  call void @_ZdlPvm(ptr noundef nonnull %66, i64 noundef %73) #30
  br label %74

74:                                               ; preds = %68, %65
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %14) #28
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %15) #28
  %75 = getelementptr inbounds i8, ptr %0, i64 8
  %76 = load ptr, ptr %75, align 8, !tbaa !153
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %16) #28
  %77 = getelementptr inbounds i8, ptr %16, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %77, i8 0, i64 24, i1 false)
  store i64 16, ptr %16, align 8, !tbaa !41
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10)
  store ptr @.str.6, ptr %10, align 8
  %78 = getelementptr inbounds i8, ptr %10, i64 8
  store ptr @.str.13, ptr %78, align 8
  %79 = getelementptr inbounds i8, ptr %10, i64 16
  store i64 57, ptr %79, align 8
  %80 = getelementptr inbounds i8, ptr %10, i64 24
  store i64 22, ptr %80, align 8
  invoke void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %15, ptr noundef nonnull align 8 dereferenceable(33) %76, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(32) %16, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %10)
          to label %81 unwind label %750

81:                                               ; preds = %74
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %9) #28
  store i32 5, ptr %9, align 4, !tbaa !151
  invoke void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16) %76, ptr noundef nonnull align 4 dereferenceable(4) %9)
          to label %84 unwind label %82

82:                                               ; preds = %81
  %83 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %15) #28
  br label %752

84:                                               ; preds = %81
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %9) #28
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10)
  %85 = load ptr, ptr %77, align 8, !tbaa !25
  %86 = getelementptr inbounds i8, ptr %16, i64 16
  %87 = load ptr, ptr %86, align 8, !tbaa !27
  %88 = icmp eq ptr %85, %87
  br i1 %88, label %123, label %89

89:                                               ; preds = %84, %118
  %90 = phi ptr [ %119, %118 ], [ %85, %84 ]
  %91 = getelementptr inbounds i8, ptr %90, i64 8
  %92 = load ptr, ptr %91, align 8, !tbaa !28
  %93 = icmp eq ptr %92, null
  br i1 %93, label %118, label %94

94:                                               ; preds = %89
  %95 = getelementptr inbounds i8, ptr %92, i64 8
  %96 = load atomic i64, ptr %95 acquire, align 8
  %97 = icmp eq i64 %96, 4294967297
  %98 = trunc i64 %96 to i32
  br i1 %97, label %99, label %107

99:                                               ; preds = %94
  store i32 0, ptr %95, align 8, !tbaa !30
  %100 = getelementptr inbounds i8, ptr %92, i64 12
  store i32 0, ptr %100, align 4, !tbaa !33
  %101 = load ptr, ptr %92, align 8, !tbaa !34
  %102 = getelementptr inbounds i8, ptr %101, i64 16
  %103 = load ptr, ptr %102, align 8
  call void %103(ptr noundef nonnull align 8 dereferenceable(16) %92) #28
  %104 = load ptr, ptr %92, align 8, !tbaa !34
  %105 = getelementptr inbounds i8, ptr %104, i64 24
  %106 = load ptr, ptr %105, align 8
  call void %106(ptr noundef nonnull align 8 dereferenceable(16) %92) #28
  br label %118

107:                                              ; preds = %94
  %108 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %109 = icmp eq i8 %108, 0
  br i1 %109, label %112, label %110

110:                                              ; preds = %107
  %111 = add nsw i32 %98, -1
  store i32 %111, ptr %95, align 4, !tbaa !37
  br label %114

112:                                              ; preds = %107
  %113 = atomicrmw volatile add ptr %95, i32 -1 acq_rel, align 4
  br label %114

114:                                              ; preds = %112, %110
  %115 = phi i32 [ %98, %110 ], [ %113, %112 ]
  %116 = icmp eq i32 %115, 1
  br i1 %116, label %117, label %118, !prof !38

117:                                              ; preds = %114
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %92) #28
  br label %118

118:                                              ; preds = %117, %114, %99, %89
  %119 = getelementptr inbounds i8, ptr %90, i64 16
  %120 = icmp eq ptr %119, %87
  br i1 %120, label %121, label %89, !llvm.loop !39

121:                                              ; preds = %118
  %122 = load ptr, ptr %77, align 8, !tbaa !25
  br label %123

123:                                              ; preds = %121, %84
  %124 = phi ptr [ %122, %121 ], [ %85, %84 ]
  %125 = icmp eq ptr %124, null
  br i1 %125, label %132, label %126

126:                                              ; preds = %123
  %127 = getelementptr inbounds i8, ptr %16, i64 24
  %128 = load ptr, ptr %127, align 8, !tbaa !40
  %129 = ptrtoint ptr %128 to i64
  %130 = ptrtoint ptr %124 to i64
  %131 = sub i64 %129, %130
  call void @_ZdlPvm(ptr noundef nonnull %124, i64 noundef %131) #30
  br label %132

132:                                              ; preds = %126, %123
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %16) #28
  %133 = getelementptr inbounds i8, ptr %0, i64 16
  %134 = load ptr, ptr %133, align 8, !tbaa !154
  %135 = load i64, ptr %134, align 8, !tbaa !41
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %17) #28
  %136 = load ptr, ptr %13, align 8, !tbaa !155
  store ptr %136, ptr %17, align 8, !tbaa !155
  %137 = getelementptr inbounds i8, ptr %17, i64 8
  %138 = getelementptr inbounds i8, ptr %13, i64 8
  %139 = load ptr, ptr %138, align 8, !tbaa !28
  store ptr %139, ptr %137, align 8, !tbaa !28
  %140 = icmp eq ptr %139, null
  br i1 %140, label %150, label %141

141:                                              ; preds = %132
  %142 = getelementptr inbounds i8, ptr %139, i64 8
  %143 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %144 = icmp eq i8 %143, 0
  br i1 %144, label %148, label %145

145:                                              ; preds = %141
  %146 = load i32, ptr %142, align 4, !tbaa !37
  %147 = add nsw i32 %146, 1
  store i32 %147, ptr %142, align 4, !tbaa !37
  br label %150

148:                                              ; preds = %141
  %149 = atomicrmw volatile add ptr %142, i32 1 acq_rel, align 4
  br label %150

150:                                              ; preds = %148, %145, %132
  %151 = getelementptr inbounds i8, ptr %17, i64 16
  %152 = getelementptr inbounds i8, ptr %13, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %151, ptr noundef nonnull align 8 dereferenceable(16) %152, i64 16, i1 false)
  %153 = getelementptr inbounds i8, ptr %17, i64 32
  %154 = load ptr, ptr %15, align 8, !tbaa !155
  store ptr %154, ptr %153, align 8, !tbaa !155
  %155 = getelementptr inbounds i8, ptr %17, i64 40
  %156 = getelementptr inbounds i8, ptr %15, i64 8
  %157 = load ptr, ptr %156, align 8, !tbaa !28
  store ptr %157, ptr %155, align 8, !tbaa !28
  %158 = icmp eq ptr %157, null
  br i1 %158, label %168, label %159

159:                                              ; preds = %150
  %160 = getelementptr inbounds i8, ptr %157, i64 8
  %161 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %162 = icmp eq i8 %161, 0
  br i1 %162, label %166, label %163

163:                                              ; preds = %159
  %164 = load i32, ptr %160, align 4, !tbaa !37
  %165 = add nsw i32 %164, 1
  store i32 %165, ptr %160, align 4, !tbaa !37
  br label %168

166:                                              ; preds = %159
  %167 = atomicrmw volatile add ptr %160, i32 1 acq_rel, align 4
  br label %168

168:                                              ; preds = %166, %163, %150
  %169 = getelementptr inbounds i8, ptr %17, i64 48
  %170 = getelementptr inbounds i8, ptr %15, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %169, ptr noundef nonnull align 8 dereferenceable(16) %170, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %8)
  %171 = load ptr, ptr %17, align 8, !tbaa !155
  store ptr %171, ptr %8, align 8, !tbaa !155
  %172 = getelementptr inbounds i8, ptr %8, i64 8
  %173 = load ptr, ptr %137, align 8, !tbaa !28
  store ptr %173, ptr %172, align 8, !tbaa !28
  %174 = icmp eq ptr %173, null
  br i1 %174, label %184, label %175

175:                                              ; preds = %168
  %176 = getelementptr inbounds i8, ptr %173, i64 8
  %177 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %178 = icmp eq i8 %177, 0
  br i1 %178, label %182, label %179

179:                                              ; preds = %175
  %180 = load i32, ptr %176, align 4, !tbaa !37
  %181 = add nsw i32 %180, 1
  store i32 %181, ptr %176, align 4, !tbaa !37
  br label %184

182:                                              ; preds = %175
  %183 = atomicrmw volatile add ptr %176, i32 1 acq_rel, align 4
  br label %184

184:                                              ; preds = %182, %179, %168
  %185 = getelementptr inbounds i8, ptr %8, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %185, ptr noundef nonnull readonly align 8 dereferenceable(16) %151, i64 16, i1 false)
  %186 = getelementptr inbounds i8, ptr %8, i64 32
  %187 = load ptr, ptr %153, align 8, !tbaa !155
  store ptr %187, ptr %186, align 8, !tbaa !155
  %188 = getelementptr inbounds i8, ptr %8, i64 40
  %189 = load ptr, ptr %155, align 8, !tbaa !28
  store ptr %189, ptr %188, align 8, !tbaa !28
  %190 = icmp eq ptr %189, null
  br i1 %190, label %200, label %191

191:                                              ; preds = %184
  %192 = getelementptr inbounds i8, ptr %189, i64 8
  %193 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %194 = icmp eq i8 %193, 0
  br i1 %194, label %198, label %195

195:                                              ; preds = %191
  %196 = load i32, ptr %192, align 4, !tbaa !37
  %197 = add nsw i32 %196, 1
  store i32 %197, ptr %192, align 4, !tbaa !37
  br label %200

198:                                              ; preds = %191
  %199 = atomicrmw volatile add ptr %192, i32 1 acq_rel, align 4
  br label %200

200:                                              ; preds = %198, %195, %184
  %201 = getelementptr inbounds i8, ptr %8, i64 48
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %201, ptr noundef nonnull readonly align 8 dereferenceable(16) %169, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %7)
  %202 = invoke noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
          to label %203 unwind label %634

203:                                              ; preds = %200
  %204 = icmp eq i32 %202, 0
  br i1 %204, label %214, label %205

205:                                              ; preds = %203
  %206 = call ptr @__cxa_allocate_exception(i64 64) #28
  %207 = call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #28
  %208 = extractvalue { i32, ptr } %207, 0
  %209 = extractvalue { i32, ptr } %207, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %206, i32 %208, ptr %209, ptr noundef nonnull @.str.16)
          to label %210 unwind label %212

210:                                              ; preds = %205
  invoke void @__cxa_throw(ptr nonnull %206, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #32
          to label %211 unwind label %634

211:                                              ; preds = %210
  unreachable

212:                                              ; preds = %205
  %213 = landingpad { ptr, i32 }
          cleanup
  call void @__cxa_free_exception(ptr %206) #28
  br label %636

214:                                              ; preds = %203
  %215 = load ptr, ptr %172, align 8, !tbaa !28
  %216 = icmp eq ptr %215, null
  br i1 %216, label %226, label %217

217:                                              ; preds = %214
  %218 = getelementptr inbounds i8, ptr %215, i64 8
  %219 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %220 = icmp eq i8 %219, 0
  br i1 %220, label %224, label %221

221:                                              ; preds = %217
  %222 = load i32, ptr %218, align 4, !tbaa !37
  %223 = add nsw i32 %222, 1
  store i32 %223, ptr %218, align 4, !tbaa !37
  br label %226

224:                                              ; preds = %217
  %225 = atomicrmw volatile add ptr %218, i32 1 acq_rel, align 4
  br label %226

226:                                              ; preds = %224, %221, %214
  %227 = load ptr, ptr %188, align 8, !tbaa !28
  %228 = icmp eq ptr %227, null
  br i1 %228, label %238, label %229

229:                                              ; preds = %226
  %230 = getelementptr inbounds i8, ptr %227, i64 8
  %231 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %232 = icmp eq i8 %231, 0
  br i1 %232, label %236, label %233

233:                                              ; preds = %229
  %234 = load i32, ptr %230, align 4, !tbaa !37
  %235 = add nsw i32 %234, 1
  store i32 %235, ptr %230, align 4, !tbaa !37
  br label %238

236:                                              ; preds = %229
  %237 = atomicrmw volatile add ptr %230, i32 1 acq_rel, align 4
  br label %238

238:                                              ; preds = %236, %233, %226
  br i1 %216, label %248, label %239

239:                                              ; preds = %238
  %240 = getelementptr inbounds i8, ptr %215, i64 8
  %241 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %242 = icmp eq i8 %241, 0
  br i1 %242, label %246, label %243

243:                                              ; preds = %239
  %244 = load i32, ptr %240, align 4, !tbaa !37
  %245 = add nsw i32 %244, 1
  store i32 %245, ptr %240, align 4, !tbaa !37
  br label %248

246:                                              ; preds = %239
  %247 = atomicrmw volatile add ptr %240, i32 1 acq_rel, align 4
  br label %248

248:                                              ; preds = %246, %243, %238
  br i1 %228, label %281, label %249

249:                                              ; preds = %248
  %250 = getelementptr inbounds i8, ptr %227, i64 8
  %251 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %252 = icmp eq i8 %251, 0
  br i1 %252, label %256, label %253

253:                                              ; preds = %249
  %254 = load i32, ptr %250, align 4, !tbaa !37
  %255 = add nsw i32 %254, 1
  store i32 %255, ptr %250, align 4, !tbaa !37
  br label %258

256:                                              ; preds = %249
  %257 = atomicrmw volatile add ptr %250, i32 1 acq_rel, align 4
  br label %258

258:                                              ; preds = %256, %253
  %259 = load atomic i64, ptr %250 acquire, align 8
  %260 = icmp eq i64 %259, 4294967297
  %261 = trunc i64 %259 to i32
  br i1 %260, label %262, label %270

262:                                              ; preds = %258
  store i32 0, ptr %250, align 8, !tbaa !30
  %263 = getelementptr inbounds i8, ptr %227, i64 12
  store i32 0, ptr %263, align 4, !tbaa !33
  %264 = load ptr, ptr %227, align 8, !tbaa !34
  %265 = getelementptr inbounds i8, ptr %264, i64 16
  %266 = load ptr, ptr %265, align 8
  call void %266(ptr noundef nonnull align 8 dereferenceable(16) %227) #28
  %267 = load ptr, ptr %227, align 8, !tbaa !34
  %268 = getelementptr inbounds i8, ptr %267, i64 24
  %269 = load ptr, ptr %268, align 8
  call void %269(ptr noundef nonnull align 8 dereferenceable(16) %227) #28
  br label %281

270:                                              ; preds = %258
  %271 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %272 = icmp eq i8 %271, 0
  br i1 %272, label %275, label %273

273:                                              ; preds = %270
  %274 = add nsw i32 %261, -1
  store i32 %274, ptr %250, align 4, !tbaa !37
  br label %277

275:                                              ; preds = %270
  %276 = atomicrmw volatile add ptr %250, i32 -1 acq_rel, align 4
  br label %277

277:                                              ; preds = %275, %273
  %278 = phi i32 [ %261, %273 ], [ %276, %275 ]
  %279 = icmp eq i32 %278, 1
  br i1 %279, label %280, label %281, !prof !38

280:                                              ; preds = %277
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %227) #28
  br label %281

281:                                              ; preds = %280, %277, %262, %248
  br i1 %216, label %306, label %282

282:                                              ; preds = %281
  %283 = getelementptr inbounds i8, ptr %215, i64 8
  %284 = load atomic i64, ptr %283 acquire, align 8
  %285 = icmp eq i64 %284, 4294967297
  %286 = trunc i64 %284 to i32
  br i1 %285, label %287, label %295

287:                                              ; preds = %282
  store i32 0, ptr %283, align 8, !tbaa !30
  %288 = getelementptr inbounds i8, ptr %215, i64 12
  store i32 0, ptr %288, align 4, !tbaa !33
  %289 = load ptr, ptr %215, align 8, !tbaa !34
  %290 = getelementptr inbounds i8, ptr %289, i64 16
  %291 = load ptr, ptr %290, align 8
  call void %291(ptr noundef nonnull align 8 dereferenceable(16) %215) #28
  %292 = load ptr, ptr %215, align 8, !tbaa !34
  %293 = getelementptr inbounds i8, ptr %292, i64 24
  %294 = load ptr, ptr %293, align 8
  call void %294(ptr noundef nonnull align 8 dereferenceable(16) %215) #28
  br label %306

295:                                              ; preds = %282
  %296 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %297 = icmp eq i8 %296, 0
  br i1 %297, label %300, label %298

298:                                              ; preds = %295
  %299 = add nsw i32 %286, -1
  store i32 %299, ptr %283, align 4, !tbaa !37
  br label %302

300:                                              ; preds = %295
  %301 = atomicrmw volatile add ptr %283, i32 -1 acq_rel, align 4
  br label %302

302:                                              ; preds = %300, %298
  %303 = phi i32 [ %286, %298 ], [ %301, %300 ]
  %304 = icmp eq i32 %303, 1
  br i1 %304, label %305, label %306, !prof !38

305:                                              ; preds = %302
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %215) #28
  br label %306

306:                                              ; preds = %305, %302, %287, %281
  br i1 %228, label %331, label %307

307:                                              ; preds = %306
  %308 = getelementptr inbounds i8, ptr %227, i64 8
  %309 = load atomic i64, ptr %308 acquire, align 8
  %310 = icmp eq i64 %309, 4294967297
  %311 = trunc i64 %309 to i32
  br i1 %310, label %312, label %320

312:                                              ; preds = %307
  store i32 0, ptr %308, align 8, !tbaa !30
  %313 = getelementptr inbounds i8, ptr %227, i64 12
  store i32 0, ptr %313, align 4, !tbaa !33
  %314 = load ptr, ptr %227, align 8, !tbaa !34
  %315 = getelementptr inbounds i8, ptr %314, i64 16
  %316 = load ptr, ptr %315, align 8
  call void %316(ptr noundef nonnull align 8 dereferenceable(16) %227) #28
  %317 = load ptr, ptr %227, align 8, !tbaa !34
  %318 = getelementptr inbounds i8, ptr %317, i64 24
  %319 = load ptr, ptr %318, align 8
  call void %319(ptr noundef nonnull align 8 dereferenceable(16) %227) #28
  br label %331

320:                                              ; preds = %307
  %321 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %322 = icmp eq i8 %321, 0
  br i1 %322, label %325, label %323

323:                                              ; preds = %320
  %324 = add nsw i32 %311, -1
  store i32 %324, ptr %308, align 4, !tbaa !37
  br label %327

325:                                              ; preds = %320
  %326 = atomicrmw volatile add ptr %308, i32 -1 acq_rel, align 4
  br label %327

327:                                              ; preds = %325, %323
  %328 = phi i32 [ %311, %323 ], [ %326, %325 ]
  %329 = icmp eq i32 %328, 1
  br i1 %329, label %330, label %331, !prof !38

330:                                              ; preds = %327
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %227) #28
  br label %331

331:                                              ; preds = %330, %327, %312, %306
  br i1 %216, label %356, label %332

332:                                              ; preds = %331
  %333 = getelementptr inbounds i8, ptr %215, i64 8
  %334 = load atomic i64, ptr %333 acquire, align 8
  %335 = icmp eq i64 %334, 4294967297
  %336 = trunc i64 %334 to i32
  br i1 %335, label %337, label %345

337:                                              ; preds = %332
  store i32 0, ptr %333, align 8, !tbaa !30
  %338 = getelementptr inbounds i8, ptr %215, i64 12
  store i32 0, ptr %338, align 4, !tbaa !33
  %339 = load ptr, ptr %215, align 8, !tbaa !34
  %340 = getelementptr inbounds i8, ptr %339, i64 16
  %341 = load ptr, ptr %340, align 8
  call void %341(ptr noundef nonnull align 8 dereferenceable(16) %215) #28
  %342 = load ptr, ptr %215, align 8, !tbaa !34
  %343 = getelementptr inbounds i8, ptr %342, i64 24
  %344 = load ptr, ptr %343, align 8
  call void %344(ptr noundef nonnull align 8 dereferenceable(16) %215) #28
  br label %356

345:                                              ; preds = %332
  %346 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %347 = icmp eq i8 %346, 0
  br i1 %347, label %350, label %348

348:                                              ; preds = %345
  %349 = add nsw i32 %336, -1
  store i32 %349, ptr %333, align 4, !tbaa !37
  br label %352

350:                                              ; preds = %345
  %351 = atomicrmw volatile add ptr %333, i32 -1 acq_rel, align 4
  br label %352

352:                                              ; preds = %350, %348
  %353 = phi i32 [ %336, %348 ], [ %351, %350 ]
  %354 = icmp eq i32 %353, 1
  br i1 %354, label %355, label %356, !prof !38

355:                                              ; preds = %352
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %215) #28
  br label %356

356:                                              ; preds = %355, %352, %337, %331
  invoke void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr nonnull @.str.19)
          to label %357 unwind label %634

357:                                              ; preds = %356
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6)
  %358 = getelementptr inbounds i8, ptr %6, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %358, i8 0, i64 16, i1 false), !alias.scope !157
  store i64 %135, ptr %6, align 8, !tbaa !41, !alias.scope !157
  invoke void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEEbi(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull byval(%"class.sycl::_V1::range.147") align 8 %6, i1 noundef zeroext false, i32 noundef 1)
          to label %359 unwind label %634

359:                                              ; preds = %357
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6)
  %360 = load ptr, ptr %8, align 8, !tbaa !155
  store ptr %360, ptr %7, align 8, !tbaa !155
  %361 = getelementptr inbounds i8, ptr %7, i64 8
  %362 = load ptr, ptr %172, align 8, !tbaa !28
  store ptr null, ptr %172, align 8, !tbaa !28
  store ptr %362, ptr %361, align 8, !tbaa !28
  store ptr null, ptr %8, align 8, !tbaa !155
  %363 = getelementptr inbounds i8, ptr %7, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %363, ptr noundef nonnull align 8 dereferenceable(16) %185, i64 16, i1 false)
  %364 = getelementptr inbounds i8, ptr %7, i64 32
  %365 = load ptr, ptr %186, align 8, !tbaa !155
  store ptr %365, ptr %364, align 8, !tbaa !155
  %366 = getelementptr inbounds i8, ptr %7, i64 40
  %367 = load ptr, ptr %188, align 8, !tbaa !28
  store ptr null, ptr %188, align 8, !tbaa !28
  store ptr %367, ptr %366, align 8, !tbaa !28
  store ptr null, ptr %186, align 8, !tbaa !155
  %368 = getelementptr inbounds i8, ptr %7, i64 48
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %368, ptr noundef nonnull align 8 dereferenceable(16) %201, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4)
  %369 = invoke noalias noundef nonnull dereferenceable(72) ptr @_Znwm(i64 noundef 72) #31
          to label %370 unwind label %576

370:                                              ; preds = %359
  %371 = icmp eq ptr %362, null
  br i1 %371, label %383, label %372

372:                                              ; preds = %370
  %373 = getelementptr inbounds i8, ptr %362, i64 8
  %374 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36, !noalias !160
  %375 = icmp eq i8 %374, 0
  br i1 %375, label %379, label %376

376:                                              ; preds = %372
  %377 = load i32, ptr %373, align 4, !tbaa !37, !noalias !160
  %378 = add nsw i32 %377, 1
  store i32 %378, ptr %373, align 4, !tbaa !37, !noalias !160
  br label %383

379:                                              ; preds = %372
  %380 = atomicrmw volatile add ptr %373, i32 1 acq_rel, align 4, !noalias !160
  %381 = load ptr, ptr %364, align 8, !tbaa !155, !noalias !160
  %382 = load ptr, ptr %366, align 8, !tbaa !28, !noalias !160
  br label %383

383:                                              ; preds = %379, %376, %370
  %384 = phi ptr [ %382, %379 ], [ %367, %376 ], [ %367, %370 ]
  %385 = phi ptr [ %381, %379 ], [ %365, %376 ], [ %365, %370 ]
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull readonly align 8 dereferenceable(16) %363, i64 16, i1 false), !noalias !160
  %386 = icmp eq ptr %384, null
  br i1 %386, label %396, label %387

387:                                              ; preds = %383
  %388 = getelementptr inbounds i8, ptr %384, i64 8
  %389 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36, !noalias !160
  %390 = icmp eq i8 %389, 0
  br i1 %390, label %394, label %391

391:                                              ; preds = %387
  %392 = load i32, ptr %388, align 4, !tbaa !37, !noalias !160
  %393 = add nsw i32 %392, 1
  store i32 %393, ptr %388, align 4, !tbaa !37, !noalias !160
  br label %396

394:                                              ; preds = %387
  %395 = atomicrmw volatile add ptr %388, i32 1 acq_rel, align 4, !noalias !160
  br label %396

396:                                              ; preds = %394, %391, %383
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %4, ptr noundef nonnull readonly align 8 dereferenceable(16) %368, i64 16, i1 false), !noalias !160
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZL4lumaRNS0_5queueERK7PictureENKUlRNS0_7handlerEE_clES9_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %369, align 8, !tbaa !34, !noalias !160
  %397 = getelementptr inbounds i8, ptr %369, i64 8
  store ptr %360, ptr %397, align 8, !tbaa !155, !noalias !160
  %398 = getelementptr inbounds i8, ptr %369, i64 16
  store ptr %362, ptr %398, align 8, !tbaa !28, !noalias !160
  br i1 %371, label %408, label %399

399:                                              ; preds = %396
  %400 = getelementptr inbounds i8, ptr %362, i64 8
  %401 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36, !noalias !160
  %402 = icmp eq i8 %401, 0
  br i1 %402, label %406, label %403

403:                                              ; preds = %399
  %404 = load i32, ptr %400, align 4, !tbaa !37, !noalias !160
  %405 = add nsw i32 %404, 1
  store i32 %405, ptr %400, align 4, !tbaa !37, !noalias !160
  br label %408

406:                                              ; preds = %399
  %407 = atomicrmw volatile add ptr %400, i32 1 acq_rel, align 4, !noalias !160
  br label %408

408:                                              ; preds = %406, %403, %396
  %409 = getelementptr inbounds i8, ptr %369, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %409, ptr noundef nonnull align 8 dereferenceable(16) %3, i64 16, i1 false), !noalias !160
  %410 = getelementptr inbounds i8, ptr %369, i64 40
  store ptr %385, ptr %410, align 8, !tbaa !155, !noalias !160
  %411 = getelementptr inbounds i8, ptr %369, i64 48
  store ptr %384, ptr %411, align 8, !tbaa !28, !noalias !160
  br i1 %386, label %421, label %412

412:                                              ; preds = %408
  %413 = getelementptr inbounds i8, ptr %384, i64 8
  %414 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36, !noalias !160
  %415 = icmp eq i8 %414, 0
  br i1 %415, label %419, label %416

416:                                              ; preds = %412
  %417 = load i32, ptr %413, align 4, !tbaa !37, !noalias !160
  %418 = add nsw i32 %417, 1
  store i32 %418, ptr %413, align 4, !tbaa !37, !noalias !160
  br label %423

419:                                              ; preds = %412
  %420 = atomicrmw volatile add ptr %413, i32 1 acq_rel, align 4, !noalias !160
  br label %423

421:                                              ; preds = %408
  %422 = getelementptr inbounds i8, ptr %369, i64 56
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %422, ptr noundef nonnull align 8 dereferenceable(16) %4, i64 16, i1 false), !noalias !160
  br label %447

423:                                              ; preds = %419, %416
  %424 = getelementptr inbounds i8, ptr %369, i64 56
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %424, ptr noundef nonnull align 8 dereferenceable(16) %4, i64 16, i1 false), !noalias !160
  %425 = load atomic i64, ptr %413 acquire, align 8, !noalias !160
  %426 = icmp eq i64 %425, 4294967297
  %427 = trunc i64 %425 to i32
  br i1 %426, label %428, label %436

428:                                              ; preds = %423
  store i32 0, ptr %413, align 8, !tbaa !30, !noalias !160
  %429 = getelementptr inbounds i8, ptr %384, i64 12
  store i32 0, ptr %429, align 4, !tbaa !33, !noalias !160
  %430 = load ptr, ptr %384, align 8, !tbaa !34, !noalias !160
  %431 = getelementptr inbounds i8, ptr %430, i64 16
  %432 = load ptr, ptr %431, align 8, !noalias !160
  call void %432(ptr noundef nonnull align 8 dereferenceable(16) %384) #28, !noalias !160
  %433 = load ptr, ptr %384, align 8, !tbaa !34, !noalias !160
  %434 = getelementptr inbounds i8, ptr %433, i64 24
  %435 = load ptr, ptr %434, align 8, !noalias !160
  call void %435(ptr noundef nonnull align 8 dereferenceable(16) %384) #28, !noalias !160
  br label %447

436:                                              ; preds = %423
  %437 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36, !noalias !160
  %438 = icmp eq i8 %437, 0
  br i1 %438, label %441, label %439

439:                                              ; preds = %436
  %440 = add nsw i32 %427, -1
  store i32 %440, ptr %413, align 4, !tbaa !37, !noalias !160
  br label %443

441:                                              ; preds = %436
  %442 = atomicrmw volatile add ptr %413, i32 -1 acq_rel, align 4, !noalias !160
  br label %443

443:                                              ; preds = %441, %439
  %444 = phi i32 [ %427, %439 ], [ %442, %441 ]
  %445 = icmp eq i32 %444, 1
  br i1 %445, label %446, label %447, !prof !38

446:                                              ; preds = %443
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %384) #28, !noalias !160
  br label %447

447:                                              ; preds = %446, %443, %428, %421
  br i1 %371, label %472, label %448

448:                                              ; preds = %447
  %449 = getelementptr inbounds i8, ptr %362, i64 8
  %450 = load atomic i64, ptr %449 acquire, align 8, !noalias !160
  %451 = icmp eq i64 %450, 4294967297
  %452 = trunc i64 %450 to i32
  br i1 %451, label %453, label %461

453:                                              ; preds = %448
  store i32 0, ptr %449, align 8, !tbaa !30, !noalias !160
  %454 = getelementptr inbounds i8, ptr %362, i64 12
  store i32 0, ptr %454, align 4, !tbaa !33, !noalias !160
  %455 = load ptr, ptr %362, align 8, !tbaa !34, !noalias !160
  %456 = getelementptr inbounds i8, ptr %455, i64 16
  %457 = load ptr, ptr %456, align 8, !noalias !160
  call void %457(ptr noundef nonnull align 8 dereferenceable(16) %362) #28, !noalias !160
  %458 = load ptr, ptr %362, align 8, !tbaa !34, !noalias !160
  %459 = getelementptr inbounds i8, ptr %458, i64 24
  %460 = load ptr, ptr %459, align 8, !noalias !160
  call void %460(ptr noundef nonnull align 8 dereferenceable(16) %362) #28, !noalias !160
  br label %472

461:                                              ; preds = %448
  %462 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36, !noalias !160
  %463 = icmp eq i8 %462, 0
  br i1 %463, label %466, label %464

464:                                              ; preds = %461
  %465 = add nsw i32 %452, -1
  store i32 %465, ptr %449, align 4, !tbaa !37, !noalias !160
  br label %468

466:                                              ; preds = %461
  %467 = atomicrmw volatile add ptr %449, i32 -1 acq_rel, align 4, !noalias !160
  br label %468

468:                                              ; preds = %466, %464
  %469 = phi i32 [ %452, %464 ], [ %467, %466 ]
  %470 = icmp eq i32 %469, 1
  br i1 %470, label %471, label %472, !prof !38

471:                                              ; preds = %468
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %362) #28, !noalias !160
  br label %472

472:                                              ; preds = %471, %468, %453, %447
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4)
  %473 = getelementptr inbounds i8, ptr %1, i64 152
  %474 = load ptr, ptr %473, align 8, !tbaa !16
  store ptr %369, ptr %473, align 8, !tbaa !16
  %475 = icmp eq ptr %474, null
  br i1 %475, label %480, label %476

476:                                              ; preds = %472
  %477 = load ptr, ptr %474, align 8, !tbaa !34
  %478 = getelementptr inbounds i8, ptr %477, i64 16
  %479 = load ptr, ptr %478, align 8
  call void %479(ptr noundef nonnull align 8 dereferenceable(8) %474) #28
  br label %480

480:                                              ; preds = %476, %472
  invoke void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
          to label %481 unwind label %576

481:                                              ; preds = %480
  %482 = load ptr, ptr %473, align 8, !tbaa !16
  %483 = load ptr, ptr %482, align 8, !tbaa !34
  %484 = load ptr, ptr %483, align 8
  %485 = invoke noundef ptr %484(ptr noundef nonnull align 8 dereferenceable(8) %482)
          to label %486 unwind label %576

486:                                              ; preds = %481
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5) #28
  call void @llvm.experimental.noalias.scope.decl(metadata !163)
  %487 = getelementptr inbounds i8, ptr %5, i64 16
  %488 = invoke noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #31
          to label %489 unwind label %576

489:                                              ; preds = %486
  store ptr %488, ptr %5, align 8, !tbaa !166, !alias.scope !163
  %490 = getelementptr inbounds i8, ptr %488, i64 24
  store ptr %490, ptr %487, align 8, !tbaa !168, !alias.scope !163
  %491 = getelementptr inbounds i8, ptr %5, i64 8
  store i64 17446157156352, ptr %488, align 4, !noalias !163
  %492 = getelementptr inbounds i8, ptr %488, i64 8
  store i32 0, ptr %492, align 4, !tbaa !37, !noalias !163
  %493 = getelementptr inbounds i8, ptr %488, i64 12
  store i64 17446157156352, ptr %493, align 4, !noalias !163
  %494 = getelementptr inbounds i8, ptr %488, i64 20
  store i32 32, ptr %494, align 4, !tbaa !37, !noalias !163
  store ptr %490, ptr %491, align 8, !tbaa !169, !alias.scope !163
  invoke void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef %485, ptr noundef nonnull align 8 dereferenceable(24) %5, i1 noundef zeroext false)
          to label %495 unwind label %511

495:                                              ; preds = %489
  %496 = load ptr, ptr %5, align 8, !tbaa !166
  %497 = icmp eq ptr %496, null
  br i1 %497, label %503, label %498

498:                                              ; preds = %495
  %499 = load ptr, ptr %487, align 8, !tbaa !168
  %500 = ptrtoint ptr %499 to i64
  %501 = ptrtoint ptr %496 to i64
  %502 = sub i64 %500, %501
  call void @_ZdlPvm(ptr noundef nonnull %496, i64 noundef %502) #30
  br label %503

503:                                              ; preds = %498, %495
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #28
  %504 = invoke noalias noundef nonnull dereferenceable(10) ptr @_Znam(i64 noundef 10) #31
          to label %505 unwind label %576

505:                                              ; preds = %503
  %506 = getelementptr inbounds i8, ptr %1, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(9) %504, ptr noundef nonnull align 1 dereferenceable(9) @.str.19, i64 9, i1 false)
  %507 = getelementptr inbounds i8, ptr %504, i64 9
  store i8 0, ptr %507, align 1, !tbaa !36
  %508 = load ptr, ptr %506, align 8, !tbaa !16
  store ptr %504, ptr %506, align 8, !tbaa !16
  %509 = icmp eq ptr %508, null
  br i1 %509, label %521, label %510

510:                                              ; preds = %505
  call void @_ZdaPv(ptr noundef nonnull %508) #30
  br label %521

511:                                              ; preds = %489
  %512 = landingpad { ptr, i32 }
          cleanup
  %513 = load ptr, ptr %5, align 8, !tbaa !166
  %514 = icmp eq ptr %513, null
  br i1 %514, label %520, label %515

515:                                              ; preds = %511
  %516 = load ptr, ptr %487, align 8, !tbaa !168
  %517 = ptrtoint ptr %516 to i64
  %518 = ptrtoint ptr %513 to i64
  %519 = sub i64 %517, %518
  call void @_ZdlPvm(ptr noundef nonnull %513, i64 noundef %519) #30
  br label %520

520:                                              ; preds = %515, %511
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #28
  br label %578

521:                                              ; preds = %510, %505
  %522 = load ptr, ptr %366, align 8, !tbaa !28
  %523 = icmp eq ptr %522, null
  br i1 %523, label %548, label %524

524:                                              ; preds = %521
  %525 = getelementptr inbounds i8, ptr %522, i64 8
  %526 = load atomic i64, ptr %525 acquire, align 8
  %527 = icmp eq i64 %526, 4294967297
  %528 = trunc i64 %526 to i32
  br i1 %527, label %529, label %537

529:                                              ; preds = %524
  store i32 0, ptr %525, align 8, !tbaa !30
  %530 = getelementptr inbounds i8, ptr %522, i64 12
  store i32 0, ptr %530, align 4, !tbaa !33
  %531 = load ptr, ptr %522, align 8, !tbaa !34
  %532 = getelementptr inbounds i8, ptr %531, i64 16
  %533 = load ptr, ptr %532, align 8
  call void %533(ptr noundef nonnull align 8 dereferenceable(16) %522) #28
  %534 = load ptr, ptr %522, align 8, !tbaa !34
  %535 = getelementptr inbounds i8, ptr %534, i64 24
  %536 = load ptr, ptr %535, align 8
  call void %536(ptr noundef nonnull align 8 dereferenceable(16) %522) #28
  br label %548

537:                                              ; preds = %524
  %538 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %539 = icmp eq i8 %538, 0
  br i1 %539, label %542, label %540

540:                                              ; preds = %537
  %541 = add nsw i32 %528, -1
  store i32 %541, ptr %525, align 4, !tbaa !37
  br label %544

542:                                              ; preds = %537
  %543 = atomicrmw volatile add ptr %525, i32 -1 acq_rel, align 4
  br label %544

544:                                              ; preds = %542, %540
  %545 = phi i32 [ %528, %540 ], [ %543, %542 ]
  %546 = icmp eq i32 %545, 1
  br i1 %546, label %547, label %548, !prof !38

547:                                              ; preds = %544
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %522) #28
  br label %548

548:                                              ; preds = %547, %544, %529, %521
  %549 = load ptr, ptr %361, align 8, !tbaa !28
  %550 = icmp eq ptr %549, null
  br i1 %550, label %575, label %551

551:                                              ; preds = %548
  %552 = getelementptr inbounds i8, ptr %549, i64 8
  %553 = load atomic i64, ptr %552 acquire, align 8
  %554 = icmp eq i64 %553, 4294967297
  %555 = trunc i64 %553 to i32
  br i1 %554, label %556, label %564

556:                                              ; preds = %551
  store i32 0, ptr %552, align 8, !tbaa !30
  %557 = getelementptr inbounds i8, ptr %549, i64 12
  store i32 0, ptr %557, align 4, !tbaa !33
  %558 = load ptr, ptr %549, align 8, !tbaa !34
  %559 = getelementptr inbounds i8, ptr %558, i64 16
  %560 = load ptr, ptr %559, align 8
  call void %560(ptr noundef nonnull align 8 dereferenceable(16) %549) #28
  %561 = load ptr, ptr %549, align 8, !tbaa !34
  %562 = getelementptr inbounds i8, ptr %561, i64 24
  %563 = load ptr, ptr %562, align 8
  call void %563(ptr noundef nonnull align 8 dereferenceable(16) %549) #28
  br label %575

564:                                              ; preds = %551
  %565 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %566 = icmp eq i8 %565, 0
  br i1 %566, label %569, label %567

567:                                              ; preds = %564
  %568 = add nsw i32 %555, -1
  store i32 %568, ptr %552, align 4, !tbaa !37
  br label %571

569:                                              ; preds = %564
  %570 = atomicrmw volatile add ptr %552, i32 -1 acq_rel, align 4
  br label %571

571:                                              ; preds = %569, %567
  %572 = phi i32 [ %555, %567 ], [ %570, %569 ]
  %573 = icmp eq i32 %572, 1
  br i1 %573, label %574, label %575, !prof !38

574:                                              ; preds = %571
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %549) #28
  br label %575

575:                                              ; preds = %574, %571, %556, %548
  invoke void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216) %1, i32 noundef 1)
          to label %580 unwind label %634

576:                                              ; preds = %503, %486, %481, %480, %359
  %577 = landingpad { ptr, i32 }
          cleanup
  br label %578

578:                                              ; preds = %576, %520
  %579 = phi { ptr, i32 } [ %577, %576 ], [ %512, %520 ]
  call fastcc void @_ZZZL4lumaRN4sycl3_V15queueERK7PictureENKUlRNS0_7handlerEE_clES7_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(64) %7) #28
  br label %636

580:                                              ; preds = %575
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %7)
  %581 = load ptr, ptr %188, align 8, !tbaa !28
  %582 = icmp eq ptr %581, null
  br i1 %582, label %607, label %583

583:                                              ; preds = %580
  %584 = getelementptr inbounds i8, ptr %581, i64 8
  %585 = load atomic i64, ptr %584 acquire, align 8
  %586 = icmp eq i64 %585, 4294967297
  %587 = trunc i64 %585 to i32
  br i1 %586, label %588, label %596

588:                                              ; preds = %583
  store i32 0, ptr %584, align 8, !tbaa !30
  %589 = getelementptr inbounds i8, ptr %581, i64 12
  store i32 0, ptr %589, align 4, !tbaa !33
  %590 = load ptr, ptr %581, align 8, !tbaa !34
  %591 = getelementptr inbounds i8, ptr %590, i64 16
  %592 = load ptr, ptr %591, align 8
  call void %592(ptr noundef nonnull align 8 dereferenceable(16) %581) #28
  %593 = load ptr, ptr %581, align 8, !tbaa !34
  %594 = getelementptr inbounds i8, ptr %593, i64 24
  %595 = load ptr, ptr %594, align 8
  call void %595(ptr noundef nonnull align 8 dereferenceable(16) %581) #28
  br label %607

596:                                              ; preds = %583
  %597 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %598 = icmp eq i8 %597, 0
  br i1 %598, label %601, label %599

599:                                              ; preds = %596
  %600 = add nsw i32 %587, -1
  store i32 %600, ptr %584, align 4, !tbaa !37
  br label %603

601:                                              ; preds = %596
  %602 = atomicrmw volatile add ptr %584, i32 -1 acq_rel, align 4
  br label %603

603:                                              ; preds = %601, %599
  %604 = phi i32 [ %587, %599 ], [ %602, %601 ]
  %605 = icmp eq i32 %604, 1
  br i1 %605, label %606, label %607, !prof !38

606:                                              ; preds = %603
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %581) #28
  br label %607

607:                                              ; preds = %606, %603, %588, %580
  %608 = load ptr, ptr %172, align 8, !tbaa !28
  %609 = icmp eq ptr %608, null
  br i1 %609, label %638, label %610

610:                                              ; preds = %607
  %611 = getelementptr inbounds i8, ptr %608, i64 8
  %612 = load atomic i64, ptr %611 acquire, align 8
  %613 = icmp eq i64 %612, 4294967297
  %614 = trunc i64 %612 to i32
  br i1 %613, label %615, label %623

615:                                              ; preds = %610
  store i32 0, ptr %611, align 8, !tbaa !30
  %616 = getelementptr inbounds i8, ptr %608, i64 12
  store i32 0, ptr %616, align 4, !tbaa !33
  %617 = load ptr, ptr %608, align 8, !tbaa !34
  %618 = getelementptr inbounds i8, ptr %617, i64 16
  %619 = load ptr, ptr %618, align 8
  call void %619(ptr noundef nonnull align 8 dereferenceable(16) %608) #28
  %620 = load ptr, ptr %608, align 8, !tbaa !34
  %621 = getelementptr inbounds i8, ptr %620, i64 24
  %622 = load ptr, ptr %621, align 8
  call void %622(ptr noundef nonnull align 8 dereferenceable(16) %608) #28
  br label %638

623:                                              ; preds = %610
  %624 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %625 = icmp eq i8 %624, 0
  br i1 %625, label %628, label %626

626:                                              ; preds = %623
  %627 = add nsw i32 %614, -1
  store i32 %627, ptr %611, align 4, !tbaa !37
  br label %630

628:                                              ; preds = %623
  %629 = atomicrmw volatile add ptr %611, i32 -1 acq_rel, align 4
  br label %630

630:                                              ; preds = %628, %626
  %631 = phi i32 [ %614, %626 ], [ %629, %628 ]
  %632 = icmp eq i32 %631, 1
  br i1 %632, label %633, label %638, !prof !38

633:                                              ; preds = %630
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %608) #28
  br label %638

634:                                              ; preds = %575, %357, %356, %210, %200
  %635 = landingpad { ptr, i32 }
          cleanup
  br label %636

636:                                              ; preds = %634, %578, %212
  %637 = phi { ptr, i32 } [ %635, %634 ], [ %213, %212 ], [ %579, %578 ]
  call fastcc void @_ZZZL4lumaRN4sycl3_V15queueERK7PictureENKUlRNS0_7handlerEE_clES7_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(64) %8) #28
  call fastcc void @_ZZZL4lumaRN4sycl3_V15queueERK7PictureENKUlRNS0_7handlerEE_clES7_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(64) %17) #28
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %17) #28
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %15) #28
  br label %754

638:                                              ; preds = %633, %630, %615, %607
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %8)
  %639 = load ptr, ptr %155, align 8, !tbaa !28
  %640 = icmp eq ptr %639, null
  br i1 %640, label %665, label %641

641:                                              ; preds = %638
  %642 = getelementptr inbounds i8, ptr %639, i64 8
  %643 = load atomic i64, ptr %642 acquire, align 8
  %644 = icmp eq i64 %643, 4294967297
  %645 = trunc i64 %643 to i32
  br i1 %644, label %646, label %654

646:                                              ; preds = %641
  store i32 0, ptr %642, align 8, !tbaa !30
  %647 = getelementptr inbounds i8, ptr %639, i64 12
  store i32 0, ptr %647, align 4, !tbaa !33
  %648 = load ptr, ptr %639, align 8, !tbaa !34
  %649 = getelementptr inbounds i8, ptr %648, i64 16
  %650 = load ptr, ptr %649, align 8
  call void %650(ptr noundef nonnull align 8 dereferenceable(16) %639) #28
  %651 = load ptr, ptr %639, align 8, !tbaa !34
  %652 = getelementptr inbounds i8, ptr %651, i64 24
  %653 = load ptr, ptr %652, align 8
  call void %653(ptr noundef nonnull align 8 dereferenceable(16) %639) #28
  br label %665

654:                                              ; preds = %641
  %655 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %656 = icmp eq i8 %655, 0
  br i1 %656, label %659, label %657

657:                                              ; preds = %654
  %658 = add nsw i32 %645, -1
  store i32 %658, ptr %642, align 4, !tbaa !37
  br label %661

659:                                              ; preds = %654
  %660 = atomicrmw volatile add ptr %642, i32 -1 acq_rel, align 4
  br label %661

661:                                              ; preds = %659, %657
  %662 = phi i32 [ %645, %657 ], [ %660, %659 ]
  %663 = icmp eq i32 %662, 1
  br i1 %663, label %664, label %665, !prof !38

664:                                              ; preds = %661
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %639) #28
  br label %665

665:                                              ; preds = %664, %661, %646, %638
  %666 = load ptr, ptr %137, align 8, !tbaa !28
  %667 = icmp eq ptr %666, null
  br i1 %667, label %692, label %668

668:                                              ; preds = %665
  %669 = getelementptr inbounds i8, ptr %666, i64 8
  %670 = load atomic i64, ptr %669 acquire, align 8
  %671 = icmp eq i64 %670, 4294967297
  %672 = trunc i64 %670 to i32
  br i1 %671, label %673, label %681

673:                                              ; preds = %668
  store i32 0, ptr %669, align 8, !tbaa !30
  %674 = getelementptr inbounds i8, ptr %666, i64 12
  store i32 0, ptr %674, align 4, !tbaa !33
  %675 = load ptr, ptr %666, align 8, !tbaa !34
  %676 = getelementptr inbounds i8, ptr %675, i64 16
  %677 = load ptr, ptr %676, align 8
  call void %677(ptr noundef nonnull align 8 dereferenceable(16) %666) #28
  %678 = load ptr, ptr %666, align 8, !tbaa !34
  %679 = getelementptr inbounds i8, ptr %678, i64 24
  %680 = load ptr, ptr %679, align 8
  call void %680(ptr noundef nonnull align 8 dereferenceable(16) %666) #28
  br label %692

681:                                              ; preds = %668
  %682 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %683 = icmp eq i8 %682, 0
  br i1 %683, label %686, label %684

684:                                              ; preds = %681
  %685 = add nsw i32 %672, -1
  store i32 %685, ptr %669, align 4, !tbaa !37
  br label %688

686:                                              ; preds = %681
  %687 = atomicrmw volatile add ptr %669, i32 -1 acq_rel, align 4
  br label %688

688:                                              ; preds = %686, %684
  %689 = phi i32 [ %672, %684 ], [ %687, %686 ]
  %690 = icmp eq i32 %689, 1
  br i1 %690, label %691, label %692, !prof !38

691:                                              ; preds = %688
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %666) #28
  br label %692

692:                                              ; preds = %691, %688, %673, %665
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %17) #28
  %693 = load ptr, ptr %156, align 8, !tbaa !28
  %694 = icmp eq ptr %693, null
  br i1 %694, label %719, label %695

695:                                              ; preds = %692
  %696 = getelementptr inbounds i8, ptr %693, i64 8
  %697 = load atomic i64, ptr %696 acquire, align 8
  %698 = icmp eq i64 %697, 4294967297
  %699 = trunc i64 %697 to i32
  br i1 %698, label %700, label %708

700:                                              ; preds = %695
  store i32 0, ptr %696, align 8, !tbaa !30
  %701 = getelementptr inbounds i8, ptr %693, i64 12
  store i32 0, ptr %701, align 4, !tbaa !33
  %702 = load ptr, ptr %693, align 8, !tbaa !34
  %703 = getelementptr inbounds i8, ptr %702, i64 16
  %704 = load ptr, ptr %703, align 8
  call void %704(ptr noundef nonnull align 8 dereferenceable(16) %693) #28
  %705 = load ptr, ptr %693, align 8, !tbaa !34
  %706 = getelementptr inbounds i8, ptr %705, i64 24
  %707 = load ptr, ptr %706, align 8
  call void %707(ptr noundef nonnull align 8 dereferenceable(16) %693) #28
  br label %719

708:                                              ; preds = %695
  %709 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %710 = icmp eq i8 %709, 0
  br i1 %710, label %713, label %711

711:                                              ; preds = %708
  %712 = add nsw i32 %699, -1
  store i32 %712, ptr %696, align 4, !tbaa !37
  br label %715

713:                                              ; preds = %708
  %714 = atomicrmw volatile add ptr %696, i32 -1 acq_rel, align 4
  br label %715

715:                                              ; preds = %713, %711
  %716 = phi i32 [ %699, %711 ], [ %714, %713 ]
  %717 = icmp eq i32 %716, 1
  br i1 %717, label %718, label %719, !prof !38

718:                                              ; preds = %715
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %693) #28
  br label %719

719:                                              ; preds = %718, %715, %700, %692
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %15) #28
  %720 = load ptr, ptr %138, align 8, !tbaa !28
  %721 = icmp eq ptr %720, null
  br i1 %721, label %758, label %722

722:                                              ; preds = %719
  %723 = getelementptr inbounds i8, ptr %720, i64 8
  %724 = load atomic i64, ptr %723 acquire, align 8
  %725 = icmp eq i64 %724, 4294967297
  %726 = trunc i64 %724 to i32
  br i1 %725, label %727, label %735

727:                                              ; preds = %722
  store i32 0, ptr %723, align 8, !tbaa !30
  %728 = getelementptr inbounds i8, ptr %720, i64 12
  store i32 0, ptr %728, align 4, !tbaa !33
  %729 = load ptr, ptr %720, align 8, !tbaa !34
  %730 = getelementptr inbounds i8, ptr %729, i64 16
  %731 = load ptr, ptr %730, align 8
  call void %731(ptr noundef nonnull align 8 dereferenceable(16) %720) #28
  %732 = load ptr, ptr %720, align 8, !tbaa !34
  %733 = getelementptr inbounds i8, ptr %732, i64 24
  %734 = load ptr, ptr %733, align 8
  call void %734(ptr noundef nonnull align 8 dereferenceable(16) %720) #28
  br label %758

735:                                              ; preds = %722
  %736 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %737 = icmp eq i8 %736, 0
  br i1 %737, label %740, label %738

738:                                              ; preds = %735
  %739 = add nsw i32 %726, -1
  store i32 %739, ptr %723, align 4, !tbaa !37
  br label %742

740:                                              ; preds = %735
  %741 = atomicrmw volatile add ptr %723, i32 -1 acq_rel, align 4
  br label %742

742:                                              ; preds = %740, %738
  %743 = phi i32 [ %726, %738 ], [ %741, %740 ]
  %744 = icmp eq i32 %743, 1
  br i1 %744, label %745, label %758, !prof !38

745:                                              ; preds = %742
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %720) #28
  br label %758

746:                                              ; preds = %2
  %747 = landingpad { ptr, i32 }
          cleanup
  br label %748

748:                                              ; preds = %746, %23
  %749 = phi { ptr, i32 } [ %747, %746 ], [ %24, %23 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %14) #28
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %14) #28
  br label %756

750:                                              ; preds = %74
  %751 = landingpad { ptr, i32 }
          cleanup
  br label %752

752:                                              ; preds = %750, %82
  %753 = phi { ptr, i32 } [ %751, %750 ], [ %83, %82 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %16) #28
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %16) #28
  br label %754

754:                                              ; preds = %752, %636
  %755 = phi { ptr, i32 } [ %637, %636 ], [ %753, %752 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %15) #28
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %13) #28
  br label %756

756:                                              ; preds = %754, %748
  %757 = phi { ptr, i32 } [ %755, %754 ], [ %749, %748 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %13) #28
  resume { ptr, i32 } %757

758:                                              ; preds = %719, %727, %742, %745
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %13) #28
  ret void
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define internal fastcc void @_ZZZL4lumaRN4sycl3_V15queueERK7PictureENKUlRNS0_7handlerEE_clES7_ENUlNS0_2idILi1EEEE_D2Ev(ptr nocapture noundef nonnull readonly align 8 dereferenceable(64) %0) unnamed_addr #4 align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 40
  %3 = load ptr, ptr %2, align 8, !tbaa !28
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !30
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !33
  %12 = load ptr, ptr %3, align 8, !tbaa !34
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #28
  %15 = load ptr, ptr %3, align 8, !tbaa !34
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #28
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !37
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !38

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #28
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  %30 = getelementptr inbounds i8, ptr %0, i64 8
  %31 = load ptr, ptr %30, align 8, !tbaa !28
  %32 = icmp eq ptr %31, null
  br i1 %32, label %57, label %33

33:                                               ; preds = %29
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = load atomic i64, ptr %34 acquire, align 8
  %36 = icmp eq i64 %35, 4294967297
  %37 = trunc i64 %35 to i32
  br i1 %36, label %38, label %46

38:                                               ; preds = %33
  store i32 0, ptr %34, align 8, !tbaa !30
  %39 = getelementptr inbounds i8, ptr %31, i64 12
  store i32 0, ptr %39, align 4, !tbaa !33
  %40 = load ptr, ptr %31, align 8, !tbaa !34
  %41 = getelementptr inbounds i8, ptr %40, i64 16
  %42 = load ptr, ptr %41, align 8
  tail call void %42(ptr noundef nonnull align 8 dereferenceable(16) %31) #28
  %43 = load ptr, ptr %31, align 8, !tbaa !34
  %44 = getelementptr inbounds i8, ptr %43, i64 24
  %45 = load ptr, ptr %44, align 8
  tail call void %45(ptr noundef nonnull align 8 dereferenceable(16) %31) #28
  br label %57

46:                                               ; preds = %33
  %47 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %48 = icmp eq i8 %47, 0
  br i1 %48, label %51, label %49

49:                                               ; preds = %46
  %50 = add nsw i32 %37, -1
  store i32 %50, ptr %34, align 4, !tbaa !37
  br label %53

51:                                               ; preds = %46
  %52 = atomicrmw volatile add ptr %34, i32 -1 acq_rel, align 4
  br label %53

53:                                               ; preds = %51, %49
  %54 = phi i32 [ %37, %49 ], [ %52, %51 ]
  %55 = icmp eq i32 %54, 1
  br i1 %55, label %56, label %57, !prof !38

56:                                               ; preds = %53
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #28
  br label %57

57:                                               ; preds = %29, %38, %53, %56
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorINS0_3vecIfLi4EEELi1ELNS0_6access4modeE1024ELNS4_6targetE2014ELNS4_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IS3_Li1ENS0_6detail17aligned_allocatorIS3_EEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSE_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(33) %1, ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #6 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.sycl::_V1::id", align 8
  %7 = alloca %"class.sycl::_V1::range.147", align 8
  %8 = alloca %"class.sycl::_V1::range.147", align 8
  %9 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %10 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %11 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %6, i8 0, i64 24, i1 false)
  %12 = load i64, ptr %11, align 8
  store i64 %12, ptr %7, align 8, !tbaa !41, !alias.scope !170
  %13 = getelementptr inbounds i8, ptr %7, i64 8
  store i64 1, ptr %13, align 8, !tbaa !41, !alias.scope !170
  %14 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 1, ptr %14, align 8, !tbaa !41, !alias.scope !170
  store i64 %12, ptr %8, align 8, !tbaa !41, !alias.scope !173
  %15 = getelementptr inbounds i8, ptr %8, i64 8
  store i64 1, ptr %15, align 8, !tbaa !41, !alias.scope !173
  %16 = getelementptr inbounds i8, ptr %8, i64 16
  store i64 1, ptr %16, align 8, !tbaa !41, !alias.scope !173
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #28
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
  br i1 %27, label %28, label %29, !prof !38

28:                                               ; preds = %26
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #32
  unreachable

29:                                               ; preds = %26
  %30 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %24) #31
  br label %31

31:                                               ; preds = %48, %29
  %32 = phi ptr [ %50, %48 ], [ %30, %29 ]
  %33 = phi ptr [ %49, %48 ], [ %21, %29 ]
  %34 = load ptr, ptr %33, align 8, !tbaa !176
  store ptr %34, ptr %32, align 8, !tbaa !176
  %35 = getelementptr inbounds i8, ptr %32, i64 8
  %36 = getelementptr inbounds i8, ptr %33, i64 8
  %37 = load ptr, ptr %36, align 8, !tbaa !28
  store ptr %37, ptr %35, align 8, !tbaa !28
  %38 = icmp eq ptr %37, null
  br i1 %38, label %48, label %39

39:                                               ; preds = %31
  %40 = getelementptr inbounds i8, ptr %37, i64 8
  %41 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %42 = icmp eq i8 %41, 0
  br i1 %42, label %46, label %43

43:                                               ; preds = %39
  %44 = load i32, ptr %40, align 4, !tbaa !37
  %45 = add nsw i32 %44, 1
  store i32 %45, ptr %40, align 4, !tbaa !37
  br label %48

46:                                               ; preds = %39
  %47 = atomicrmw volatile add ptr %40, i32 1 acq_rel, align 4
  br label %48

48:                                               ; preds = %46, %43, %31
  %49 = getelementptr inbounds i8, ptr %33, i64 16
  %50 = getelementptr inbounds i8, ptr %32, i64 16
  %51 = icmp eq ptr %49, %20
  br i1 %51, label %52, label %31, !llvm.loop !178

52:                                               ; preds = %48, %5
  %53 = phi ptr [ null, %5 ], [ %30, %48 ]
  %54 = phi ptr [ null, %5 ], [ %50, %48 ]
  %55 = getelementptr inbounds i8, ptr %53, i64 %24
  store i64 %17, ptr %9, align 8
  %56 = getelementptr inbounds i8, ptr %9, i64 8
  store ptr %53, ptr %56, align 8, !tbaa !25
  %57 = getelementptr inbounds i8, ptr %9, i64 16
  store ptr %54, ptr %57, align 8, !tbaa !27
  %58 = getelementptr inbounds i8, ptr %9, i64 24
  store ptr %55, ptr %58, align 8, !tbaa !40
  %59 = load ptr, ptr %1, align 8, !tbaa !124
  %60 = icmp eq ptr %59, null
  br i1 %60, label %61, label %62

61:                                               ; preds = %52
  tail call void @__assert_fail(ptr noundef nonnull @.str.11, ptr noundef nonnull @.str.12, i32 noundef 33, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferINS0_3vecIfLi4EEELi1ENS1_17aligned_allocatorIS5_EEvEEEERKDtsrT_4implERKS9_) #29
  unreachable

62:                                               ; preds = %52
  %63 = getelementptr inbounds i8, ptr %1, i64 24
  %64 = load i64, ptr %63, align 8, !tbaa !115
  %65 = getelementptr inbounds i8, ptr %1, i64 32
  %66 = load i8, ptr %65, align 8, !tbaa !123, !range !147, !noundef !148
  %67 = trunc nuw i8 %66 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %6, ptr noundef nonnull byval(%"class.sycl::_V1::range.147") align 8 %7, ptr noundef nonnull byval(%"class.sycl::_V1::range.147") align 8 %8, i32 noundef 1024, ptr noundef nonnull %59, i32 noundef 1, i32 noundef 16, i64 noundef %64, i1 noundef zeroext %67, ptr noundef nonnull align 8 dereferenceable(32) %3)
          to label %68 unwind label %234

68:                                               ; preds = %62
  %69 = icmp eq ptr %53, %54
  br i1 %69, label %104, label %70

70:                                               ; preds = %68, %99
  %71 = phi ptr [ %100, %99 ], [ %53, %68 ]
  %72 = getelementptr inbounds i8, ptr %71, i64 8
  %73 = load ptr, ptr %72, align 8, !tbaa !28
  %74 = icmp eq ptr %73, null
  br i1 %74, label %99, label %75

75:                                               ; preds = %70
  %76 = getelementptr inbounds i8, ptr %73, i64 8
  %77 = load atomic i64, ptr %76 acquire, align 8
  %78 = icmp eq i64 %77, 4294967297
  %79 = trunc i64 %77 to i32
  br i1 %78, label %80, label %88

80:                                               ; preds = %75
  store i32 0, ptr %76, align 8, !tbaa !30
  %81 = getelementptr inbounds i8, ptr %73, i64 12
  store i32 0, ptr %81, align 4, !tbaa !33
  %82 = load ptr, ptr %73, align 8, !tbaa !34
  %83 = getelementptr inbounds i8, ptr %82, i64 16
  %84 = load ptr, ptr %83, align 8
  tail call void %84(ptr noundef nonnull align 8 dereferenceable(16) %73) #28
  %85 = load ptr, ptr %73, align 8, !tbaa !34
  %86 = getelementptr inbounds i8, ptr %85, i64 24
  %87 = load ptr, ptr %86, align 8
  tail call void %87(ptr noundef nonnull align 8 dereferenceable(16) %73) #28
  br label %99

88:                                               ; preds = %75
  %89 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %90 = icmp eq i8 %89, 0
  br i1 %90, label %93, label %91

91:                                               ; preds = %88
  %92 = add nsw i32 %79, -1
  store i32 %92, ptr %76, align 4, !tbaa !37
  br label %95

93:                                               ; preds = %88
  %94 = atomicrmw volatile add ptr %76, i32 -1 acq_rel, align 4
  br label %95

95:                                               ; preds = %93, %91
  %96 = phi i32 [ %79, %91 ], [ %94, %93 ]
  %97 = icmp eq i32 %96, 1
  br i1 %97, label %98, label %99, !prof !38

98:                                               ; preds = %95
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %73) #28
  br label %99

99:                                               ; preds = %98, %95, %80, %70
  %100 = getelementptr inbounds i8, ptr %71, i64 16
  %101 = icmp eq ptr %100, %54
  br i1 %101, label %102, label %70, !llvm.loop !39

102:                                              ; preds = %99
  %103 = load ptr, ptr %56, align 8, !tbaa !25
  br label %104

104:                                              ; preds = %102, %68
  %105 = phi ptr [ %103, %102 ], [ %53, %68 ]
  %106 = icmp eq ptr %105, null
  br i1 %106, label %112, label %107

107:                                              ; preds = %104
  %108 = load ptr, ptr %58, align 8, !tbaa !40
  %109 = ptrtoint ptr %108 to i64
  %110 = ptrtoint ptr %105 to i64
  %111 = sub i64 %109, %110
  tail call void @_ZdlPvm(ptr noundef nonnull %105, i64 noundef %111) #30
  br label %112

112:                                              ; preds = %104, %107
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #28
  %113 = getelementptr inbounds i8, ptr %0, i64 16
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %113, i8 0, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #28
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
  br i1 %122, label %123, label %125, !prof !38

123:                                              ; preds = %121
  invoke void @_ZSt28__throw_bad_array_new_lengthv() #32
          to label %124 unwind label %238

124:                                              ; preds = %123
  unreachable

125:                                              ; preds = %121
  %126 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %119) #31
          to label %127 unwind label %238

127:                                              ; preds = %125, %144
  %128 = phi ptr [ %146, %144 ], [ %126, %125 ]
  %129 = phi ptr [ %145, %144 ], [ %116, %125 ]
  %130 = load ptr, ptr %129, align 8, !tbaa !176
  store ptr %130, ptr %128, align 8, !tbaa !176
  %131 = getelementptr inbounds i8, ptr %128, i64 8
  %132 = getelementptr inbounds i8, ptr %129, i64 8
  %133 = load ptr, ptr %132, align 8, !tbaa !28
  store ptr %133, ptr %131, align 8, !tbaa !28
  %134 = icmp eq ptr %133, null
  br i1 %134, label %144, label %135

135:                                              ; preds = %127
  %136 = getelementptr inbounds i8, ptr %133, i64 8
  %137 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %138 = icmp eq i8 %137, 0
  br i1 %138, label %142, label %139

139:                                              ; preds = %135
  %140 = load i32, ptr %136, align 4, !tbaa !37
  %141 = add nsw i32 %140, 1
  store i32 %141, ptr %136, align 4, !tbaa !37
  br label %144

142:                                              ; preds = %135
  %143 = atomicrmw volatile add ptr %136, i32 1 acq_rel, align 4
  br label %144

144:                                              ; preds = %142, %139, %127
  %145 = getelementptr inbounds i8, ptr %129, i64 16
  %146 = getelementptr inbounds i8, ptr %128, i64 16
  %147 = icmp eq ptr %145, %115
  br i1 %147, label %148, label %127, !llvm.loop !178

148:                                              ; preds = %144, %112
  %149 = phi ptr [ null, %112 ], [ %126, %144 ]
  %150 = phi ptr [ null, %112 ], [ %146, %144 ]
  %151 = getelementptr inbounds i8, ptr %149, i64 %119
  store i64 %114, ptr %10, align 8
  %152 = getelementptr inbounds i8, ptr %10, i64 8
  store ptr %149, ptr %152, align 8, !tbaa !25
  %153 = getelementptr inbounds i8, ptr %10, i64 16
  store ptr %150, ptr %153, align 8, !tbaa !27
  %154 = getelementptr inbounds i8, ptr %10, i64 24
  store ptr %151, ptr %154, align 8, !tbaa !40
  %155 = and i64 %114, 16
  %156 = icmp eq i64 %155, 0
  br i1 %156, label %166, label %157

157:                                              ; preds = %148
  %158 = tail call ptr @__cxa_allocate_exception(i64 64) #28
  %159 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #28
  %160 = extractvalue { i32, ptr } %159, 0
  %161 = extractvalue { i32, ptr } %159, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %158, i32 %160, ptr %161, ptr noundef nonnull @.str.14)
          to label %162 unwind label %164

162:                                              ; preds = %157
  invoke void @__cxa_throw(ptr nonnull %158, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #32
          to label %163 unwind label %240

163:                                              ; preds = %162
  unreachable

164:                                              ; preds = %157
  %165 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %158) #28
  br label %242

166:                                              ; preds = %148
  %167 = icmp eq ptr %149, %150
  br i1 %167, label %202, label %168

168:                                              ; preds = %166, %197
  %169 = phi ptr [ %198, %197 ], [ %149, %166 ]
  %170 = getelementptr inbounds i8, ptr %169, i64 8
  %171 = load ptr, ptr %170, align 8, !tbaa !28
  %172 = icmp eq ptr %171, null
  br i1 %172, label %197, label %173

173:                                              ; preds = %168
  %174 = getelementptr inbounds i8, ptr %171, i64 8
  %175 = load atomic i64, ptr %174 acquire, align 8
  %176 = icmp eq i64 %175, 4294967297
  %177 = trunc i64 %175 to i32
  br i1 %176, label %178, label %186

178:                                              ; preds = %173
  store i32 0, ptr %174, align 8, !tbaa !30
  %179 = getelementptr inbounds i8, ptr %171, i64 12
  store i32 0, ptr %179, align 4, !tbaa !33
  %180 = load ptr, ptr %171, align 8, !tbaa !34
  %181 = getelementptr inbounds i8, ptr %180, i64 16
  %182 = load ptr, ptr %181, align 8
  tail call void %182(ptr noundef nonnull align 8 dereferenceable(16) %171) #28
  %183 = load ptr, ptr %171, align 8, !tbaa !34
  %184 = getelementptr inbounds i8, ptr %183, i64 24
  %185 = load ptr, ptr %184, align 8
  tail call void %185(ptr noundef nonnull align 8 dereferenceable(16) %171) #28
  br label %197

186:                                              ; preds = %173
  %187 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %188 = icmp eq i8 %187, 0
  br i1 %188, label %191, label %189

189:                                              ; preds = %186
  %190 = add nsw i32 %177, -1
  store i32 %190, ptr %174, align 4, !tbaa !37
  br label %193

191:                                              ; preds = %186
  %192 = atomicrmw volatile add ptr %174, i32 -1 acq_rel, align 4
  br label %193

193:                                              ; preds = %191, %189
  %194 = phi i32 [ %177, %189 ], [ %192, %191 ]
  %195 = icmp eq i32 %194, 1
  br i1 %195, label %196, label %197, !prof !38

196:                                              ; preds = %193
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %171) #28
  br label %197

197:                                              ; preds = %196, %193, %178, %168
  %198 = getelementptr inbounds i8, ptr %169, i64 16
  %199 = icmp eq ptr %198, %150
  br i1 %199, label %200, label %168, !llvm.loop !39

200:                                              ; preds = %197
  %201 = load ptr, ptr %152, align 8, !tbaa !25
  br label %202

202:                                              ; preds = %200, %166
  %203 = phi ptr [ %201, %200 ], [ %149, %166 ]
  %204 = icmp eq ptr %203, null
  br i1 %204, label %210, label %205

205:                                              ; preds = %202
  %206 = load ptr, ptr %154, align 8, !tbaa !40
  %207 = ptrtoint ptr %206 to i64
  %208 = ptrtoint ptr %203 to i64
  %209 = sub i64 %207, %208
  tail call void @_ZdlPvm(ptr noundef nonnull %203, i64 noundef %209) #30
  br label %210

210:                                              ; preds = %202, %205
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #28
  invoke void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef nonnull %0, i32 noundef 2014)
          to label %211 unwind label %236

211:                                              ; preds = %210
  %212 = invoke noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %213 unwind label %236

213:                                              ; preds = %211
  store ptr %212, ptr %113, align 8, !tbaa !179
  %214 = load ptr, ptr %1, align 8, !tbaa !124
  %215 = icmp eq ptr %214, null
  br i1 %215, label %216, label %217

216:                                              ; preds = %213
  tail call void @__assert_fail(ptr noundef nonnull @.str.11, ptr noundef nonnull @.str.12, i32 noundef 33, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferINS0_3vecIfLi4EEELi1ENS1_17aligned_allocatorIS5_EEvEEEERKDtsrT_4implERKS9_) #29
  unreachable

217:                                              ; preds = %213
  %218 = load ptr, ptr %0, align 8, !tbaa !155
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
  %228 = call noundef ptr @_ZN4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #28
  %229 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #28
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
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %9) #28
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #28
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
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %10) #28
  br label %244

244:                                              ; preds = %242, %238
  %245 = phi { ptr, i32 } [ %243, %242 ], [ %239, %238 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #28
  br label %246

246:                                              ; preds = %244, %236
  %247 = phi { ptr, i32 } [ %237, %236 ], [ %245, %244 ]
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #28
  br label %248

248:                                              ; preds = %246, %234
  %249 = phi { ptr, i32 } [ %247, %246 ], [ %235, %234 ]
  resume { ptr, i32 } %249
}

declare void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef byval(%"class.sycl::_V1::id") align 8, ptr noundef byval(%"class.sycl::_V1::range.147") align 8, ptr noundef byval(%"class.sycl::_V1::range.147") align 8, i32 noundef, ptr noundef, i32 noundef, i32 noundef, i64 noundef, i1 noundef zeroext, ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #3

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !25
  %4 = getelementptr inbounds i8, ptr %0, i64 16
  %5 = load ptr, ptr %4, align 8, !tbaa !27
  %6 = icmp eq ptr %3, %5
  br i1 %6, label %41, label %7

7:                                                ; preds = %1, %36
  %8 = phi ptr [ %37, %36 ], [ %3, %1 ]
  %9 = getelementptr inbounds i8, ptr %8, i64 8
  %10 = load ptr, ptr %9, align 8, !tbaa !28
  %11 = icmp eq ptr %10, null
  br i1 %11, label %36, label %12

12:                                               ; preds = %7
  %13 = getelementptr inbounds i8, ptr %10, i64 8
  %14 = load atomic i64, ptr %13 acquire, align 8
  %15 = icmp eq i64 %14, 4294967297
  %16 = trunc i64 %14 to i32
  br i1 %15, label %17, label %25

17:                                               ; preds = %12
  store i32 0, ptr %13, align 8, !tbaa !30
  %18 = getelementptr inbounds i8, ptr %10, i64 12
  store i32 0, ptr %18, align 4, !tbaa !33
  %19 = load ptr, ptr %10, align 8, !tbaa !34
  %20 = getelementptr inbounds i8, ptr %19, i64 16
  %21 = load ptr, ptr %20, align 8
  tail call void %21(ptr noundef nonnull align 8 dereferenceable(16) %10) #28
  %22 = load ptr, ptr %10, align 8, !tbaa !34
  %23 = getelementptr inbounds i8, ptr %22, i64 24
  %24 = load ptr, ptr %23, align 8
  tail call void %24(ptr noundef nonnull align 8 dereferenceable(16) %10) #28
  br label %36

25:                                               ; preds = %12
  %26 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %27 = icmp eq i8 %26, 0
  br i1 %27, label %30, label %28

28:                                               ; preds = %25
  %29 = add nsw i32 %16, -1
  store i32 %29, ptr %13, align 4, !tbaa !37
  br label %32

30:                                               ; preds = %25
  %31 = atomicrmw volatile add ptr %13, i32 -1 acq_rel, align 4
  br label %32

32:                                               ; preds = %30, %28
  %33 = phi i32 [ %16, %28 ], [ %31, %30 ]
  %34 = icmp eq i32 %33, 1
  br i1 %34, label %35, label %36, !prof !38

35:                                               ; preds = %32
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %10) #28
  br label %36

36:                                               ; preds = %35, %32, %17, %7
  %37 = getelementptr inbounds i8, ptr %8, i64 16
  %38 = icmp eq ptr %37, %5
  br i1 %38, label %39, label %7, !llvm.loop !39

39:                                               ; preds = %36
  %40 = load ptr, ptr %2, align 8, !tbaa !25
  br label %41

41:                                               ; preds = %39, %1
  %42 = phi ptr [ %40, %39 ], [ %3, %1 ]
  %43 = icmp eq ptr %42, null
  br i1 %43, label %50, label %44

44:                                               ; preds = %41
  %45 = getelementptr inbounds i8, ptr %0, i64 24
  %46 = load ptr, ptr %45, align 8, !tbaa !40
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
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(33) %1, ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #6 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.sycl::_V1::id", align 8
  %7 = alloca %"class.sycl::_V1::range.147", align 8
  %8 = alloca %"class.sycl::_V1::range.147", align 8
  %9 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %10 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %6, i8 0, i64 24, i1 false)
  %11 = load i64, ptr %10, align 8
  store i64 %11, ptr %7, align 8, !tbaa !41, !alias.scope !183
  %12 = getelementptr inbounds i8, ptr %7, i64 8
  store i64 1, ptr %12, align 8, !tbaa !41, !alias.scope !183
  %13 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 1, ptr %13, align 8, !tbaa !41, !alias.scope !183
  store i64 %11, ptr %8, align 8, !tbaa !41, !alias.scope !186
  %14 = getelementptr inbounds i8, ptr %8, i64 8
  store i64 1, ptr %14, align 8, !tbaa !41, !alias.scope !186
  %15 = getelementptr inbounds i8, ptr %8, i64 16
  store i64 1, ptr %15, align 8, !tbaa !41, !alias.scope !186
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #28
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
  br i1 %26, label %27, label %28, !prof !38

27:                                               ; preds = %25
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #32
  unreachable

28:                                               ; preds = %25
  %29 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %23) #31
  br label %30

30:                                               ; preds = %47, %28
  %31 = phi ptr [ %49, %47 ], [ %29, %28 ]
  %32 = phi ptr [ %48, %47 ], [ %20, %28 ]
  %33 = load ptr, ptr %32, align 8, !tbaa !176
  store ptr %33, ptr %31, align 8, !tbaa !176
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = getelementptr inbounds i8, ptr %32, i64 8
  %36 = load ptr, ptr %35, align 8, !tbaa !28
  store ptr %36, ptr %34, align 8, !tbaa !28
  %37 = icmp eq ptr %36, null
  br i1 %37, label %47, label %38

38:                                               ; preds = %30
  %39 = getelementptr inbounds i8, ptr %36, i64 8
  %40 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %41 = icmp eq i8 %40, 0
  br i1 %41, label %45, label %42

42:                                               ; preds = %38
  %43 = load i32, ptr %39, align 4, !tbaa !37
  %44 = add nsw i32 %43, 1
  store i32 %44, ptr %39, align 4, !tbaa !37
  br label %47

45:                                               ; preds = %38
  %46 = atomicrmw volatile add ptr %39, i32 1 acq_rel, align 4
  br label %47

47:                                               ; preds = %45, %42, %30
  %48 = getelementptr inbounds i8, ptr %32, i64 16
  %49 = getelementptr inbounds i8, ptr %31, i64 16
  %50 = icmp eq ptr %48, %19
  br i1 %50, label %51, label %30, !llvm.loop !178

51:                                               ; preds = %47, %5
  %52 = phi ptr [ null, %5 ], [ %29, %47 ]
  %53 = phi ptr [ null, %5 ], [ %49, %47 ]
  %54 = getelementptr inbounds i8, ptr %52, i64 %23
  store i64 %16, ptr %9, align 8
  %55 = getelementptr inbounds i8, ptr %9, i64 8
  store ptr %52, ptr %55, align 8, !tbaa !25
  %56 = getelementptr inbounds i8, ptr %9, i64 16
  store ptr %53, ptr %56, align 8, !tbaa !27
  %57 = getelementptr inbounds i8, ptr %9, i64 24
  store ptr %54, ptr %57, align 8, !tbaa !40
  %58 = load ptr, ptr %1, align 8, !tbaa !124
  %59 = icmp eq ptr %58, null
  br i1 %59, label %60, label %61

60:                                               ; preds = %51
  tail call void @__assert_fail(ptr noundef nonnull @.str.11, ptr noundef nonnull @.str.12, i32 noundef 33, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS7_) #29
  unreachable

61:                                               ; preds = %51
  %62 = and i64 %16, 16
  %63 = icmp eq i64 %62, 0
  %64 = select i1 %63, i32 1025, i32 1027
  %65 = getelementptr inbounds i8, ptr %1, i64 24
  %66 = load i64, ptr %65, align 8, !tbaa !135
  %67 = getelementptr inbounds i8, ptr %1, i64 32
  %68 = load i8, ptr %67, align 8, !tbaa !137, !range !147, !noundef !148
  %69 = trunc nuw i8 %68 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %6, ptr noundef nonnull byval(%"class.sycl::_V1::range.147") align 8 %7, ptr noundef nonnull byval(%"class.sycl::_V1::range.147") align 8 %8, i32 noundef %64, ptr noundef nonnull %58, i32 noundef 1, i32 noundef 4, i64 noundef %66, i1 noundef zeroext %69, ptr noundef nonnull align 8 dereferenceable(32) %3)
          to label %70 unwind label %206

70:                                               ; preds = %61
  %71 = icmp eq ptr %52, %53
  br i1 %71, label %106, label %72

72:                                               ; preds = %70, %101
  %73 = phi ptr [ %102, %101 ], [ %52, %70 ]
  %74 = getelementptr inbounds i8, ptr %73, i64 8
  %75 = load ptr, ptr %74, align 8, !tbaa !28
  %76 = icmp eq ptr %75, null
  br i1 %76, label %101, label %77

77:                                               ; preds = %72
  %78 = getelementptr inbounds i8, ptr %75, i64 8
  %79 = load atomic i64, ptr %78 acquire, align 8
  %80 = icmp eq i64 %79, 4294967297
  %81 = trunc i64 %79 to i32
  br i1 %80, label %82, label %90

82:                                               ; preds = %77
  store i32 0, ptr %78, align 8, !tbaa !30
  %83 = getelementptr inbounds i8, ptr %75, i64 12
  store i32 0, ptr %83, align 4, !tbaa !33
  %84 = load ptr, ptr %75, align 8, !tbaa !34
  %85 = getelementptr inbounds i8, ptr %84, i64 16
  %86 = load ptr, ptr %85, align 8
  tail call void %86(ptr noundef nonnull align 8 dereferenceable(16) %75) #28
  %87 = load ptr, ptr %75, align 8, !tbaa !34
  %88 = getelementptr inbounds i8, ptr %87, i64 24
  %89 = load ptr, ptr %88, align 8
  tail call void %89(ptr noundef nonnull align 8 dereferenceable(16) %75) #28
  br label %101

90:                                               ; preds = %77
  %91 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %92 = icmp eq i8 %91, 0
  br i1 %92, label %95, label %93

93:                                               ; preds = %90
  %94 = add nsw i32 %81, -1
  store i32 %94, ptr %78, align 4, !tbaa !37
  br label %97

95:                                               ; preds = %90
  %96 = atomicrmw volatile add ptr %78, i32 -1 acq_rel, align 4
  br label %97

97:                                               ; preds = %95, %93
  %98 = phi i32 [ %81, %93 ], [ %96, %95 ]
  %99 = icmp eq i32 %98, 1
  br i1 %99, label %100, label %101, !prof !38

100:                                              ; preds = %97
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %75) #28
  br label %101

101:                                              ; preds = %100, %97, %82, %72
  %102 = getelementptr inbounds i8, ptr %73, i64 16
  %103 = icmp eq ptr %102, %53
  br i1 %103, label %104, label %72, !llvm.loop !39

104:                                              ; preds = %101
  %105 = load ptr, ptr %55, align 8, !tbaa !25
  br label %106

106:                                              ; preds = %104, %70
  %107 = phi ptr [ %105, %104 ], [ %52, %70 ]
  %108 = icmp eq ptr %107, null
  br i1 %108, label %114, label %109

109:                                              ; preds = %106
  %110 = load ptr, ptr %57, align 8, !tbaa !40
  %111 = ptrtoint ptr %110 to i64
  %112 = ptrtoint ptr %107 to i64
  %113 = sub i64 %111, %112
  tail call void @_ZdlPvm(ptr noundef nonnull %107, i64 noundef %113) #30
  br label %114

114:                                              ; preds = %106, %109
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #28
  %115 = getelementptr inbounds i8, ptr %0, i64 16
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %115, i8 0, i64 16, i1 false)
  %116 = load ptr, ptr %18, align 8, !tbaa !16
  %117 = load ptr, ptr %17, align 8, !tbaa !16
  %118 = ptrtoint ptr %116 to i64
  %119 = ptrtoint ptr %117 to i64
  %120 = sub i64 %118, %119
  %121 = icmp eq ptr %116, %117
  br i1 %121, label %182, label %122

122:                                              ; preds = %114
  %123 = icmp ugt i64 %120, 9223372036854775792
  br i1 %123, label %124, label %126, !prof !38

124:                                              ; preds = %122
  invoke void @_ZSt28__throw_bad_array_new_lengthv() #32
          to label %125 unwind label %210

125:                                              ; preds = %124
  unreachable

126:                                              ; preds = %122
  %127 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %120) #31
          to label %128 unwind label %210

128:                                              ; preds = %126, %145
  %129 = phi ptr [ %147, %145 ], [ %127, %126 ]
  %130 = phi ptr [ %146, %145 ], [ %117, %126 ]
  %131 = load ptr, ptr %130, align 8, !tbaa !176
  store ptr %131, ptr %129, align 8, !tbaa !176
  %132 = getelementptr inbounds i8, ptr %129, i64 8
  %133 = getelementptr inbounds i8, ptr %130, i64 8
  %134 = load ptr, ptr %133, align 8, !tbaa !28
  store ptr %134, ptr %132, align 8, !tbaa !28
  %135 = icmp eq ptr %134, null
  br i1 %135, label %145, label %136

136:                                              ; preds = %128
  %137 = getelementptr inbounds i8, ptr %134, i64 8
  %138 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %139 = icmp eq i8 %138, 0
  br i1 %139, label %143, label %140

140:                                              ; preds = %136
  %141 = load i32, ptr %137, align 4, !tbaa !37
  %142 = add nsw i32 %141, 1
  store i32 %142, ptr %137, align 4, !tbaa !37
  br label %145

143:                                              ; preds = %136
  %144 = atomicrmw volatile add ptr %137, i32 1 acq_rel, align 4
  br label %145

145:                                              ; preds = %143, %140, %128
  %146 = getelementptr inbounds i8, ptr %130, i64 16
  %147 = getelementptr inbounds i8, ptr %129, i64 16
  %148 = icmp eq ptr %146, %116
  br i1 %148, label %149, label %128, !llvm.loop !178

149:                                              ; preds = %145, %178
  %150 = phi ptr [ %179, %178 ], [ %127, %145 ]
  %151 = getelementptr inbounds i8, ptr %150, i64 8
  %152 = load ptr, ptr %151, align 8, !tbaa !28
  %153 = icmp eq ptr %152, null
  br i1 %153, label %178, label %154

154:                                              ; preds = %149
  %155 = getelementptr inbounds i8, ptr %152, i64 8
  %156 = load atomic i64, ptr %155 acquire, align 8
  %157 = icmp eq i64 %156, 4294967297
  %158 = trunc i64 %156 to i32
  br i1 %157, label %159, label %167

159:                                              ; preds = %154
  store i32 0, ptr %155, align 8, !tbaa !30
  %160 = getelementptr inbounds i8, ptr %152, i64 12
  store i32 0, ptr %160, align 4, !tbaa !33
  %161 = load ptr, ptr %152, align 8, !tbaa !34
  %162 = getelementptr inbounds i8, ptr %161, i64 16
  %163 = load ptr, ptr %162, align 8
  tail call void %163(ptr noundef nonnull align 8 dereferenceable(16) %152) #28
  %164 = load ptr, ptr %152, align 8, !tbaa !34
  %165 = getelementptr inbounds i8, ptr %164, i64 24
  %166 = load ptr, ptr %165, align 8
  tail call void %166(ptr noundef nonnull align 8 dereferenceable(16) %152) #28
  br label %178

167:                                              ; preds = %154
  %168 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %169 = icmp eq i8 %168, 0
  br i1 %169, label %172, label %170

170:                                              ; preds = %167
  %171 = add nsw i32 %158, -1
  store i32 %171, ptr %155, align 4, !tbaa !37
  br label %174

172:                                              ; preds = %167
  %173 = atomicrmw volatile add ptr %155, i32 -1 acq_rel, align 4
  br label %174

174:                                              ; preds = %172, %170
  %175 = phi i32 [ %158, %170 ], [ %173, %172 ]
  %176 = icmp eq i32 %175, 1
  br i1 %176, label %177, label %178, !prof !38

177:                                              ; preds = %174
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %152) #28
  br label %178

178:                                              ; preds = %177, %174, %159, %149
  %179 = getelementptr inbounds i8, ptr %150, i64 16
  %180 = icmp eq ptr %150, %129
  br i1 %180, label %181, label %149, !llvm.loop !39

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
  store ptr %184, ptr %115, align 8, !tbaa !189
  %186 = load ptr, ptr %1, align 8, !tbaa !124
  %187 = icmp eq ptr %186, null
  br i1 %187, label %188, label %189

188:                                              ; preds = %185
  tail call void @__assert_fail(ptr noundef nonnull @.str.11, ptr noundef nonnull @.str.12, i32 noundef 33, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS7_) #29
  unreachable

189:                                              ; preds = %185
  %190 = load ptr, ptr %0, align 8, !tbaa !155
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
  %200 = call noundef ptr @_ZN4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #28
  %201 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #28
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
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %9) #28
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #28
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
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #28
  br label %214

214:                                              ; preds = %212, %206
  %215 = phi { ptr, i32 } [ %213, %212 ], [ %207, %206 ]
  resume { ptr, i32 } %215
}

declare void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216), ptr) local_unnamed_addr #3

declare void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216), i32 noundef) local_unnamed_addr #3

declare noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(216)) local_unnamed_addr #3

declare void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEEbi(ptr noundef nonnull align 8 dereferenceable(216), ptr noundef byval(%"class.sycl::_V1::range.147") align 8, i1 noundef zeroext, i32 noundef) local_unnamed_addr #3

declare void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216)) local_unnamed_addr #3

declare void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216), ptr noundef, ptr noundef nonnull align 8 dereferenceable(24), i1 noundef zeroext) local_unnamed_addr #3

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef nonnull ptr @_ZN4sycl3_V16detail10HostKernelIZZL4lumaRNS0_5queueERK7PictureENKUlRNS0_7handlerEE_clES9_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv(ptr noundef nonnull readnone align 8 dereferenceable(72) %0) unnamed_addr #20 align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZL4lumaRNS0_5queueERK7PictureENKUlRNS0_7handlerEE_clES9_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED2Ev(ptr nocapture noundef nonnull align 8 dereferenceable(72) %0) unnamed_addr #17 align 2 personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZL4lumaRNS0_5queueERK7PictureENKUlRNS0_7handlerEE_clES9_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %0, align 8, !tbaa !34
  %2 = getelementptr inbounds i8, ptr %0, i64 48
  %3 = load ptr, ptr %2, align 8, !tbaa !28
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !30
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !33
  %12 = load ptr, ptr %3, align 8, !tbaa !34
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #28
  %15 = load ptr, ptr %3, align 8, !tbaa !34
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #28
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !37
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !38

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #28
  br label %29

29:                                               ; preds = %28, %25, %10, %1
  %30 = getelementptr inbounds i8, ptr %0, i64 16
  %31 = load ptr, ptr %30, align 8, !tbaa !28
  %32 = icmp eq ptr %31, null
  br i1 %32, label %57, label %33

33:                                               ; preds = %29
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = load atomic i64, ptr %34 acquire, align 8
  %36 = icmp eq i64 %35, 4294967297
  %37 = trunc i64 %35 to i32
  br i1 %36, label %38, label %46

38:                                               ; preds = %33
  store i32 0, ptr %34, align 8, !tbaa !30
  %39 = getelementptr inbounds i8, ptr %31, i64 12
  store i32 0, ptr %39, align 4, !tbaa !33
  %40 = load ptr, ptr %31, align 8, !tbaa !34
  %41 = getelementptr inbounds i8, ptr %40, i64 16
  %42 = load ptr, ptr %41, align 8
  tail call void %42(ptr noundef nonnull align 8 dereferenceable(16) %31) #28
  %43 = load ptr, ptr %31, align 8, !tbaa !34
  %44 = getelementptr inbounds i8, ptr %43, i64 24
  %45 = load ptr, ptr %44, align 8
  tail call void %45(ptr noundef nonnull align 8 dereferenceable(16) %31) #28
  br label %57

46:                                               ; preds = %33
  %47 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %48 = icmp eq i8 %47, 0
  br i1 %48, label %51, label %49

49:                                               ; preds = %46
  %50 = add nsw i32 %37, -1
  store i32 %50, ptr %34, align 4, !tbaa !37
  br label %53

51:                                               ; preds = %46
  %52 = atomicrmw volatile add ptr %34, i32 -1 acq_rel, align 4
  br label %53

53:                                               ; preds = %51, %49
  %54 = phi i32 [ %37, %49 ], [ %52, %51 ]
  %55 = icmp eq i32 %54, 1
  br i1 %55, label %56, label %57, !prof !38

56:                                               ; preds = %53
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #28
  br label %57

57:                                               ; preds = %29, %38, %53, %56
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZL4lumaRNS0_5queueERK7PictureENKUlRNS0_7handlerEE_clES9_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev(ptr noundef nonnull align 8 dereferenceable(72) %0) unnamed_addr #17 align 2 {
  tail call void @_ZN4sycl3_V16detail10HostKernelIZZL4lumaRNS0_5queueERK7PictureENKUlRNS0_7handlerEE_clES9_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED2Ev(ptr noundef nonnull align 8 dereferenceable(72) %0) #28
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 72) #30
  ret void
}

; Function Attrs: mustprogress uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZL4lumaRNS0_5queueERK7PictureENKUlRNS0_7handlerEE_clES9_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE23InstantiateKernelOnHostEv(ptr nocapture noundef nonnull readonly align 8 dereferenceable(72) %0) unnamed_addr #6 align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca %class.anon.145, align 8
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !155
  store ptr %4, ptr %2, align 8, !tbaa !155
  %5 = getelementptr inbounds i8, ptr %2, i64 8
  %6 = getelementptr inbounds i8, ptr %0, i64 16
  %7 = load ptr, ptr %6, align 8, !tbaa !28
  store ptr %7, ptr %5, align 8, !tbaa !28
  %8 = icmp eq ptr %7, null
  br i1 %8, label %18, label %9

9:                                                ; preds = %1
  %10 = getelementptr inbounds i8, ptr %7, i64 8
  %11 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %12 = icmp eq i8 %11, 0
  br i1 %12, label %16, label %13

13:                                               ; preds = %9
  %14 = load i32, ptr %10, align 4, !tbaa !37
  %15 = add nsw i32 %14, 1
  store i32 %15, ptr %10, align 4, !tbaa !37
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
  %23 = load ptr, ptr %22, align 8, !tbaa !155
  store ptr %23, ptr %21, align 8, !tbaa !155
  %24 = getelementptr inbounds i8, ptr %2, i64 40
  %25 = getelementptr inbounds i8, ptr %0, i64 48
  %26 = load ptr, ptr %25, align 8, !tbaa !28
  store ptr %26, ptr %24, align 8, !tbaa !28
  %27 = icmp eq ptr %26, null
  br i1 %27, label %37, label %28

28:                                               ; preds = %18
  %29 = getelementptr inbounds i8, ptr %26, i64 8
  %30 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %31 = icmp eq i8 %30, 0
  br i1 %31, label %35, label %32

32:                                               ; preds = %28
  %33 = load i32, ptr %29, align 4, !tbaa !37
  %34 = add nsw i32 %33, 1
  store i32 %34, ptr %29, align 4, !tbaa !37
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
  %45 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %2) #28
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
  %60 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %21) #28
  %61 = getelementptr float, ptr %60, i64 %59
  store float %54, ptr %61, align 4, !tbaa !42
  %62 = load ptr, ptr %24, align 8, !tbaa !28
  %63 = icmp eq ptr %62, null
  br i1 %63, label %88, label %64

64:                                               ; preds = %58
  %65 = getelementptr inbounds i8, ptr %62, i64 8
  %66 = load atomic i64, ptr %65 acquire, align 8
  %67 = icmp eq i64 %66, 4294967297
  %68 = trunc i64 %66 to i32
  br i1 %67, label %69, label %77

69:                                               ; preds = %64
  store i32 0, ptr %65, align 8, !tbaa !30
  %70 = getelementptr inbounds i8, ptr %62, i64 12
  store i32 0, ptr %70, align 4, !tbaa !33
  %71 = load ptr, ptr %62, align 8, !tbaa !34
  %72 = getelementptr inbounds i8, ptr %71, i64 16
  %73 = load ptr, ptr %72, align 8
  call void %73(ptr noundef nonnull align 8 dereferenceable(16) %62) #28
  %74 = load ptr, ptr %62, align 8, !tbaa !34
  %75 = getelementptr inbounds i8, ptr %74, i64 24
  %76 = load ptr, ptr %75, align 8
  call void %76(ptr noundef nonnull align 8 dereferenceable(16) %62) #28
  br label %88

77:                                               ; preds = %64
  %78 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %79 = icmp eq i8 %78, 0
  br i1 %79, label %82, label %80

80:                                               ; preds = %77
  %81 = add nsw i32 %68, -1
  store i32 %81, ptr %65, align 4, !tbaa !37
  br label %84

82:                                               ; preds = %77
  %83 = atomicrmw volatile add ptr %65, i32 -1 acq_rel, align 4
  br label %84

84:                                               ; preds = %82, %80
  %85 = phi i32 [ %68, %80 ], [ %83, %82 ]
  %86 = icmp eq i32 %85, 1
  br i1 %86, label %87, label %88, !prof !38

87:                                               ; preds = %84
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %62) #28
  br label %88

88:                                               ; preds = %87, %84, %69, %58
  %89 = load ptr, ptr %5, align 8, !tbaa !28
  %90 = icmp eq ptr %89, null
  br i1 %90, label %115, label %91

91:                                               ; preds = %88
  %92 = getelementptr inbounds i8, ptr %89, i64 8
  %93 = load atomic i64, ptr %92 acquire, align 8
  %94 = icmp eq i64 %93, 4294967297
  %95 = trunc i64 %93 to i32
  br i1 %94, label %96, label %104

96:                                               ; preds = %91
  store i32 0, ptr %92, align 8, !tbaa !30
  %97 = getelementptr inbounds i8, ptr %89, i64 12
  store i32 0, ptr %97, align 4, !tbaa !33
  %98 = load ptr, ptr %89, align 8, !tbaa !34
  %99 = getelementptr inbounds i8, ptr %98, i64 16
  %100 = load ptr, ptr %99, align 8
  call void %100(ptr noundef nonnull align 8 dereferenceable(16) %89) #28
  %101 = load ptr, ptr %89, align 8, !tbaa !34
  %102 = getelementptr inbounds i8, ptr %101, i64 24
  %103 = load ptr, ptr %102, align 8
  call void %103(ptr noundef nonnull align 8 dereferenceable(16) %89) #28
  br label %115

104:                                              ; preds = %91
  %105 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %106 = icmp eq i8 %105, 0
  br i1 %106, label %109, label %107

107:                                              ; preds = %104
  %108 = add nsw i32 %95, -1
  store i32 %108, ptr %92, align 4, !tbaa !37
  br label %111

109:                                              ; preds = %104
  %110 = atomicrmw volatile add ptr %92, i32 -1 acq_rel, align 4
  br label %111

111:                                              ; preds = %109, %107
  %112 = phi i32 [ %95, %107 ], [ %110, %109 ]
  %113 = icmp eq i32 %112, 1
  br i1 %113, label %114, label %115, !prof !38

114:                                              ; preds = %111
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %89) #28
  br label %115

115:                                              ; preds = %88, %96, %111, %114
  ret void

116:                                              ; preds = %56, %43, %41, %37
  %117 = landingpad { ptr, i32 }
          cleanup
  call fastcc void @_ZZZL4lumaRN4sycl3_V15queueERK7PictureENKUlRNS0_7handlerEE_clES7_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(64) %2) #28
  resume { ptr, i32 } %117
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr %1, ptr noundef nonnull align 4 dereferenceable(12) %2) local_unnamed_addr #6 comdat align 2 {
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  %5 = load ptr, ptr %4, align 8, !tbaa !169
  %6 = load ptr, ptr %0, align 8, !tbaa !16
  %7 = ptrtoint ptr %5 to i64
  %8 = ptrtoint ptr %6 to i64
  %9 = sub i64 %7, %8
  %10 = icmp eq i64 %9, 9223372036854775800
  br i1 %10, label %11, label %12

11:                                               ; preds = %3
  tail call void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.21) #32
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
  %25 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %24) #31
  br label %26

26:                                               ; preds = %12, %23
  %27 = phi ptr [ %25, %23 ], [ null, %12 ]
  %28 = getelementptr inbounds %"struct.sycl::_V1::detail::kernel_param_desc_t", ptr %27, i64 %21
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %28, ptr noundef nonnull align 4 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !191
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
  %41 = load ptr, ptr %38, align 8, !tbaa !168
  %42 = ptrtoint ptr %41 to i64
  %43 = sub i64 %42, %8
  tail call void @_ZdlPvm(ptr noundef nonnull %6, i64 noundef %43) #30
  br label %44

44:                                               ; preds = %37, %40
  %45 = getelementptr inbounds i8, ptr %33, i64 %34
  store ptr %27, ptr %0, align 8, !tbaa !166
  store ptr %45, ptr %4, align 8, !tbaa !169
  %46 = getelementptr inbounds %"struct.sycl::_V1::detail::kernel_param_desc_t", ptr %27, i64 %18
  store ptr %46, ptr %38, align 8, !tbaa !168
  ret void
}

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znam(i64 noundef) local_unnamed_addr #10

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPv(ptr noundef) local_unnamed_addr #11

declare void @_ZNK4sycl3_V16detail12buffer_plain13handleReleaseEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #3

declare noundef float @_ZN4sycl3_V111__fabs_implEf(float noundef) local_unnamed_addr #3

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail11image_plainD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !28
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !30
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !33
  %12 = load ptr, ptr %3, align 8, !tbaa !34
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #28
  %15 = load ptr, ptr %3, align 8, !tbaa !34
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #28
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !37
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !38

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #28
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
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIhEEhE8allocateEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) unnamed_addr #6 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = add i64 %1, -1
  %5 = load i64, ptr %3, align 8, !tbaa !72
  %6 = add i64 %5, -1
  %7 = or i64 %6, %4
  %8 = add i64 %7, 1
  %9 = icmp ult i64 %8, %1
  br i1 %9, label %10, label %12

10:                                               ; preds = %2
  %11 = tail call ptr @__cxa_allocate_exception(i64 8) #28
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt9bad_alloc, i64 16), ptr %11, align 8, !tbaa !34
  tail call void @__cxa_throw(ptr nonnull %11, ptr nonnull @_ZTISt9bad_alloc, ptr nonnull @_ZNSt9bad_allocD1Ev) #32
  unreachable

12:                                               ; preds = %2
  %13 = tail call noundef ptr @_ZN4sycl3_V16detail6OSUtil12alignedAllocEmm(i64 noundef %5, i64 noundef %8)
  %14 = icmp eq ptr %13, null
  br i1 %14, label %15, label %17

15:                                               ; preds = %12
  %16 = tail call ptr @__cxa_allocate_exception(i64 8) #28
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt9bad_alloc, i64 16), ptr %16, align 8, !tbaa !34
  tail call void @__cxa_throw(ptr nonnull %16, ptr nonnull @_ZTISt9bad_alloc, ptr nonnull @_ZNSt9bad_allocD1Ev) #32
  unreachable

17:                                               ; preds = %12
  ret ptr %13
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIhEEhE10deallocateEPvm(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr noundef %1, i64 noundef %2) unnamed_addr #6 comdat align 2 {
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
  %3 = load i64, ptr %2, align 8, !tbaa !74
  ret i64 %3
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIhEEhE12setAlignmentEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) unnamed_addr #6 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = tail call i64 @llvm.umax.i64(i64 %1, i64 64)
  store i64 %4, ptr %3, align 8, !tbaa !72
  ret void
}

declare void @_ZN4sycl3_V16detail11image_plainC2EPvNS0_19image_channel_orderENS0_18image_channel_typeERKNS0_5rangeILi3EEESt10unique_ptrINS1_19SYCLMemObjAllocatorESt14default_deleteISB_EEhRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef, i32 noundef, i32 noundef, ptr noundef nonnull align 8 dereferenceable(24), ptr noundef, i8 noundef zeroext, ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #3

; Function Attrs: mustprogress uwtable
define internal void @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZL14brighten_imageRNS0_5queueER7PicturefEUlRNS0_7handlerEE_E4callEPKvS9_(ptr nocapture noundef readonly %0, ptr noundef nonnull align 8 dereferenceable(216) %1) #6 align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca { i64, i32, i32 }, align 8
  %4 = alloca { i64, i32, i32 }, align 8
  %5 = alloca %"class.std::vector.158", align 8
  %6 = alloca %"class.sycl::_V1::range.147", align 8
  %7 = alloca %class.anon.195, align 8
  %8 = alloca %class.anon.195, align 8
  %9 = alloca %"class.sycl::_V1::accessor.190", align 8
  %10 = alloca %"class.sycl::_V1::accessor.192", align 8
  %11 = alloca %class.anon.195, align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #28
  %12 = load ptr, ptr %0, align 8, !tbaa !194
  %13 = tail call noundef i64 @_ZNK4sycl3_V16detail11image_plain14getElementSizeEv(ptr noundef nonnull align 8 dereferenceable(16) %12), !noalias !196
  %14 = trunc i64 %13 to i32
  call void @_ZN4sycl3_V16detail14image_accessorINS0_3vecIfLi4EEELi2ELNS0_6access4modeE1024ELNS5_6targetE2017ELNS5_11placeholderE0EEC2INS1_17aligned_allocatorIhEELi2EvEERNS0_5imageIXT0_ET_EERNS0_7handlerEi(ptr noundef nonnull align 8 dereferenceable(32) %9, ptr noundef nonnull align 8 dereferenceable(16) %12, ptr noundef nonnull align 8 dereferenceable(216) %1, i32 noundef %14)
  invoke void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull %9, i32 noundef 2017)
          to label %19 unwind label %17

15:                                               ; preds = %666, %17
  %16 = phi { ptr, i32 } [ %18, %17 ], [ %667, %666 ]
  resume { ptr, i32 } %16

17:                                               ; preds = %2
  %18 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %9) #28
  br label %15

19:                                               ; preds = %2
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #28
  %20 = getelementptr inbounds i8, ptr %0, i64 8
  %21 = load ptr, ptr %20, align 8, !tbaa !199
  %22 = invoke noundef i64 @_ZNK4sycl3_V16detail11image_plain14getElementSizeEv(ptr noundef nonnull align 8 dereferenceable(16) %21)
          to label %23 unwind label %664

23:                                               ; preds = %19
  %24 = trunc i64 %22 to i32
  invoke void @_ZN4sycl3_V16detail14image_accessorINS0_3vecIfLi4EEELi2ELNS0_6access4modeE1025ELNS5_6targetE2017ELNS5_11placeholderE0EEC2INS1_17aligned_allocatorIhEELi2EvEERNS0_5imageIXT0_ET_EERNS0_7handlerEi(ptr noundef nonnull align 8 dereferenceable(32) %10, ptr noundef nonnull align 8 dereferenceable(16) %21, ptr noundef nonnull align 8 dereferenceable(216) %1, i32 noundef %24)
          to label %25 unwind label %664

25:                                               ; preds = %23
  invoke void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull %10, i32 noundef 2017)
          to label %28 unwind label %26

26:                                               ; preds = %25
  %27 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %10) #28
  br label %666

28:                                               ; preds = %25
  %29 = getelementptr inbounds i8, ptr %0, i64 16
  %30 = load ptr, ptr %29, align 8, !tbaa !200
  %31 = load i64, ptr %30, align 8, !tbaa !5
  %32 = getelementptr inbounds i8, ptr %30, i64 8
  %33 = load i64, ptr %32, align 8, !tbaa !15
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %11) #28
  %34 = load ptr, ptr %10, align 8, !tbaa !155
  store ptr %34, ptr %11, align 8, !tbaa !155
  %35 = getelementptr inbounds i8, ptr %11, i64 8
  %36 = getelementptr inbounds i8, ptr %10, i64 8
  %37 = load ptr, ptr %36, align 8, !tbaa !28
  store ptr %37, ptr %35, align 8, !tbaa !28
  %38 = icmp eq ptr %37, null
  br i1 %38, label %48, label %39

39:                                               ; preds = %28
  %40 = getelementptr inbounds i8, ptr %37, i64 8
  %41 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %42 = icmp eq i8 %41, 0
  br i1 %42, label %46, label %43

43:                                               ; preds = %39
  %44 = load i32, ptr %40, align 4, !tbaa !37
  %45 = add nsw i32 %44, 1
  store i32 %45, ptr %40, align 4, !tbaa !37
  br label %48

46:                                               ; preds = %39
  %47 = atomicrmw volatile add ptr %40, i32 1 acq_rel, align 4
  br label %48

48:                                               ; preds = %46, %43, %28
  %49 = getelementptr inbounds i8, ptr %11, i64 16
  %50 = getelementptr inbounds i8, ptr %10, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %49, ptr noundef nonnull align 8 dereferenceable(16) %50, i64 16, i1 false)
  %51 = getelementptr inbounds i8, ptr %11, i64 32
  %52 = load ptr, ptr %9, align 8, !tbaa !155
  store ptr %52, ptr %51, align 8, !tbaa !155
  %53 = getelementptr inbounds i8, ptr %11, i64 40
  %54 = getelementptr inbounds i8, ptr %9, i64 8
  %55 = load ptr, ptr %54, align 8, !tbaa !28
  store ptr %55, ptr %53, align 8, !tbaa !28
  %56 = icmp eq ptr %55, null
  br i1 %56, label %66, label %57

57:                                               ; preds = %48
  %58 = getelementptr inbounds i8, ptr %55, i64 8
  %59 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %60 = icmp eq i8 %59, 0
  br i1 %60, label %64, label %61

61:                                               ; preds = %57
  %62 = load i32, ptr %58, align 4, !tbaa !37
  %63 = add nsw i32 %62, 1
  store i32 %63, ptr %58, align 4, !tbaa !37
  br label %66

64:                                               ; preds = %57
  %65 = atomicrmw volatile add ptr %58, i32 1 acq_rel, align 4
  br label %66

66:                                               ; preds = %64, %61, %48
  %67 = getelementptr inbounds i8, ptr %11, i64 48
  %68 = getelementptr inbounds i8, ptr %9, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %67, ptr noundef nonnull align 8 dereferenceable(16) %68, i64 16, i1 false)
  %69 = getelementptr inbounds i8, ptr %11, i64 64
  %70 = getelementptr inbounds i8, ptr %0, i64 24
  %71 = load ptr, ptr %70, align 8, !tbaa !201
  %72 = load float, ptr %71, align 4, !tbaa !42
  store float %72, ptr %69, align 8, !tbaa !202
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %8)
  %73 = load ptr, ptr %11, align 8, !tbaa !155
  store ptr %73, ptr %8, align 8, !tbaa !155
  %74 = getelementptr inbounds i8, ptr %8, i64 8
  %75 = load ptr, ptr %35, align 8, !tbaa !28
  store ptr %75, ptr %74, align 8, !tbaa !28
  %76 = icmp eq ptr %75, null
  br i1 %76, label %86, label %77

77:                                               ; preds = %66
  %78 = getelementptr inbounds i8, ptr %75, i64 8
  %79 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %80 = icmp eq i8 %79, 0
  br i1 %80, label %84, label %81

81:                                               ; preds = %77
  %82 = load i32, ptr %78, align 4, !tbaa !37
  %83 = add nsw i32 %82, 1
  store i32 %83, ptr %78, align 4, !tbaa !37
  br label %86

84:                                               ; preds = %77
  %85 = atomicrmw volatile add ptr %78, i32 1 acq_rel, align 4
  br label %86

86:                                               ; preds = %84, %81, %66
  %87 = getelementptr inbounds i8, ptr %8, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %87, ptr noundef nonnull readonly align 8 dereferenceable(16) %49, i64 16, i1 false)
  %88 = getelementptr inbounds i8, ptr %8, i64 32
  %89 = load ptr, ptr %51, align 8, !tbaa !155
  store ptr %89, ptr %88, align 8, !tbaa !155
  %90 = getelementptr inbounds i8, ptr %8, i64 40
  %91 = load ptr, ptr %53, align 8, !tbaa !28
  store ptr %91, ptr %90, align 8, !tbaa !28
  %92 = icmp eq ptr %91, null
  br i1 %92, label %102, label %93

93:                                               ; preds = %86
  %94 = getelementptr inbounds i8, ptr %91, i64 8
  %95 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %96 = icmp eq i8 %95, 0
  br i1 %96, label %100, label %97

97:                                               ; preds = %93
  %98 = load i32, ptr %94, align 4, !tbaa !37
  %99 = add nsw i32 %98, 1
  store i32 %99, ptr %94, align 4, !tbaa !37
  br label %102

100:                                              ; preds = %93
  %101 = atomicrmw volatile add ptr %94, i32 1 acq_rel, align 4
  br label %102

102:                                              ; preds = %100, %97, %86
  %103 = getelementptr inbounds i8, ptr %8, i64 48
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %103, ptr noundef nonnull readonly align 8 dereferenceable(16) %67, i64 16, i1 false)
  %104 = getelementptr inbounds i8, ptr %8, i64 64
  %105 = load float, ptr %69, align 8, !tbaa !202
  store float %105, ptr %104, align 8, !tbaa !202
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %7)
  %106 = invoke noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
          to label %107 unwind label %552

107:                                              ; preds = %102
  %108 = icmp eq i32 %106, 0
  br i1 %108, label %116, label %109

109:                                              ; preds = %107
  %110 = call ptr @__cxa_allocate_exception(i64 64) #28
  %111 = call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #28
  %112 = extractvalue { i32, ptr } %111, 0
  %113 = extractvalue { i32, ptr } %111, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %110, i32 %112, ptr %113, ptr noundef nonnull @.str.16)
          to label %126 unwind label %114

114:                                              ; preds = %109
  %115 = landingpad { ptr, i32 }
          cleanup
  call void @__cxa_free_exception(ptr %110) #28
  br label %554

116:                                              ; preds = %107
  %117 = icmp eq i64 %33, 0
  br i1 %117, label %131, label %118

118:                                              ; preds = %116
  %119 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %33, i64 %31)
  %120 = extractvalue { i64, i1 } %119, 1
  br i1 %120, label %121, label %131

121:                                              ; preds = %118
  %122 = call ptr @__cxa_allocate_exception(i64 64) #28
  %123 = call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #28
  %124 = extractvalue { i32, ptr } %123, 0
  %125 = extractvalue { i32, ptr } %123, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %122, i32 %124, ptr %125, ptr noundef nonnull @.str.15)
          to label %126 unwind label %129

126:                                              ; preds = %121, %109
  %127 = phi ptr [ %110, %109 ], [ %122, %121 ]
  invoke void @__cxa_throw(ptr nonnull %127, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #32
          to label %128 unwind label %552

128:                                              ; preds = %126
  unreachable

129:                                              ; preds = %121
  %130 = landingpad { ptr, i32 }
          cleanup
  call void @__cxa_free_exception(ptr %122) #28
  br label %554

131:                                              ; preds = %118, %116
  %132 = load ptr, ptr %74, align 8, !tbaa !28
  %133 = icmp eq ptr %132, null
  br i1 %133, label %143, label %134

134:                                              ; preds = %131
  %135 = getelementptr inbounds i8, ptr %132, i64 8
  %136 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %137 = icmp eq i8 %136, 0
  br i1 %137, label %141, label %138

138:                                              ; preds = %134
  %139 = load i32, ptr %135, align 4, !tbaa !37
  %140 = add nsw i32 %139, 1
  store i32 %140, ptr %135, align 4, !tbaa !37
  br label %143

141:                                              ; preds = %134
  %142 = atomicrmw volatile add ptr %135, i32 1 acq_rel, align 4
  br label %143

143:                                              ; preds = %141, %138, %131
  %144 = load ptr, ptr %90, align 8, !tbaa !28
  %145 = icmp eq ptr %144, null
  br i1 %145, label %155, label %146

146:                                              ; preds = %143
  %147 = getelementptr inbounds i8, ptr %144, i64 8
  %148 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %149 = icmp eq i8 %148, 0
  br i1 %149, label %153, label %150

150:                                              ; preds = %146
  %151 = load i32, ptr %147, align 4, !tbaa !37
  %152 = add nsw i32 %151, 1
  store i32 %152, ptr %147, align 4, !tbaa !37
  br label %155

153:                                              ; preds = %146
  %154 = atomicrmw volatile add ptr %147, i32 1 acq_rel, align 4
  br label %155

155:                                              ; preds = %153, %150, %143
  br i1 %133, label %165, label %156

156:                                              ; preds = %155
  %157 = getelementptr inbounds i8, ptr %132, i64 8
  %158 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %159 = icmp eq i8 %158, 0
  br i1 %159, label %163, label %160

160:                                              ; preds = %156
  %161 = load i32, ptr %157, align 4, !tbaa !37
  %162 = add nsw i32 %161, 1
  store i32 %162, ptr %157, align 4, !tbaa !37
  br label %165

163:                                              ; preds = %156
  %164 = atomicrmw volatile add ptr %157, i32 1 acq_rel, align 4
  br label %165

165:                                              ; preds = %163, %160, %155
  br i1 %145, label %198, label %166

166:                                              ; preds = %165
  %167 = getelementptr inbounds i8, ptr %144, i64 8
  %168 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %169 = icmp eq i8 %168, 0
  br i1 %169, label %173, label %170

170:                                              ; preds = %166
  %171 = load i32, ptr %167, align 4, !tbaa !37
  %172 = add nsw i32 %171, 1
  store i32 %172, ptr %167, align 4, !tbaa !37
  br label %175

173:                                              ; preds = %166
  %174 = atomicrmw volatile add ptr %167, i32 1 acq_rel, align 4
  br label %175

175:                                              ; preds = %173, %170
  %176 = load atomic i64, ptr %167 acquire, align 8
  %177 = icmp eq i64 %176, 4294967297
  %178 = trunc i64 %176 to i32
  br i1 %177, label %179, label %187

179:                                              ; preds = %175
  store i32 0, ptr %167, align 8, !tbaa !30
  %180 = getelementptr inbounds i8, ptr %144, i64 12
  store i32 0, ptr %180, align 4, !tbaa !33
  %181 = load ptr, ptr %144, align 8, !tbaa !34
  %182 = getelementptr inbounds i8, ptr %181, i64 16
  %183 = load ptr, ptr %182, align 8
  call void %183(ptr noundef nonnull align 8 dereferenceable(16) %144) #28
  %184 = load ptr, ptr %144, align 8, !tbaa !34
  %185 = getelementptr inbounds i8, ptr %184, i64 24
  %186 = load ptr, ptr %185, align 8
  call void %186(ptr noundef nonnull align 8 dereferenceable(16) %144) #28
  br label %198

187:                                              ; preds = %175
  %188 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %189 = icmp eq i8 %188, 0
  br i1 %189, label %192, label %190

190:                                              ; preds = %187
  %191 = add nsw i32 %178, -1
  store i32 %191, ptr %167, align 4, !tbaa !37
  br label %194

192:                                              ; preds = %187
  %193 = atomicrmw volatile add ptr %167, i32 -1 acq_rel, align 4
  br label %194

194:                                              ; preds = %192, %190
  %195 = phi i32 [ %178, %190 ], [ %193, %192 ]
  %196 = icmp eq i32 %195, 1
  br i1 %196, label %197, label %198, !prof !38

197:                                              ; preds = %194
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %144) #28
  br label %198

198:                                              ; preds = %197, %194, %179, %165
  br i1 %133, label %223, label %199

199:                                              ; preds = %198
  %200 = getelementptr inbounds i8, ptr %132, i64 8
  %201 = load atomic i64, ptr %200 acquire, align 8
  %202 = icmp eq i64 %201, 4294967297
  %203 = trunc i64 %201 to i32
  br i1 %202, label %204, label %212

204:                                              ; preds = %199
  store i32 0, ptr %200, align 8, !tbaa !30
  %205 = getelementptr inbounds i8, ptr %132, i64 12
  store i32 0, ptr %205, align 4, !tbaa !33
  %206 = load ptr, ptr %132, align 8, !tbaa !34
  %207 = getelementptr inbounds i8, ptr %206, i64 16
  %208 = load ptr, ptr %207, align 8
  call void %208(ptr noundef nonnull align 8 dereferenceable(16) %132) #28
  %209 = load ptr, ptr %132, align 8, !tbaa !34
  %210 = getelementptr inbounds i8, ptr %209, i64 24
  %211 = load ptr, ptr %210, align 8
  call void %211(ptr noundef nonnull align 8 dereferenceable(16) %132) #28
  br label %223

212:                                              ; preds = %199
  %213 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %214 = icmp eq i8 %213, 0
  br i1 %214, label %217, label %215

215:                                              ; preds = %212
  %216 = add nsw i32 %203, -1
  store i32 %216, ptr %200, align 4, !tbaa !37
  br label %219

217:                                              ; preds = %212
  %218 = atomicrmw volatile add ptr %200, i32 -1 acq_rel, align 4
  br label %219

219:                                              ; preds = %217, %215
  %220 = phi i32 [ %203, %215 ], [ %218, %217 ]
  %221 = icmp eq i32 %220, 1
  br i1 %221, label %222, label %223, !prof !38

222:                                              ; preds = %219
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %132) #28
  br label %223

223:                                              ; preds = %222, %219, %204, %198
  br i1 %145, label %248, label %224

224:                                              ; preds = %223
  %225 = getelementptr inbounds i8, ptr %144, i64 8
  %226 = load atomic i64, ptr %225 acquire, align 8
  %227 = icmp eq i64 %226, 4294967297
  %228 = trunc i64 %226 to i32
  br i1 %227, label %229, label %237

229:                                              ; preds = %224
  store i32 0, ptr %225, align 8, !tbaa !30
  %230 = getelementptr inbounds i8, ptr %144, i64 12
  store i32 0, ptr %230, align 4, !tbaa !33
  %231 = load ptr, ptr %144, align 8, !tbaa !34
  %232 = getelementptr inbounds i8, ptr %231, i64 16
  %233 = load ptr, ptr %232, align 8
  call void %233(ptr noundef nonnull align 8 dereferenceable(16) %144) #28
  %234 = load ptr, ptr %144, align 8, !tbaa !34
  %235 = getelementptr inbounds i8, ptr %234, i64 24
  %236 = load ptr, ptr %235, align 8
  call void %236(ptr noundef nonnull align 8 dereferenceable(16) %144) #28
  br label %248

237:                                              ; preds = %224
  %238 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %239 = icmp eq i8 %238, 0
  br i1 %239, label %242, label %240

240:                                              ; preds = %237
  %241 = add nsw i32 %228, -1
  store i32 %241, ptr %225, align 4, !tbaa !37
  br label %244

242:                                              ; preds = %237
  %243 = atomicrmw volatile add ptr %225, i32 -1 acq_rel, align 4
  br label %244

244:                                              ; preds = %242, %240
  %245 = phi i32 [ %228, %240 ], [ %243, %242 ]
  %246 = icmp eq i32 %245, 1
  br i1 %246, label %247, label %248, !prof !38

247:                                              ; preds = %244
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %144) #28
  br label %248

248:                                              ; preds = %247, %244, %229, %223
  br i1 %133, label %273, label %249

249:                                              ; preds = %248
  %250 = getelementptr inbounds i8, ptr %132, i64 8
  %251 = load atomic i64, ptr %250 acquire, align 8
  %252 = icmp eq i64 %251, 4294967297
  %253 = trunc i64 %251 to i32
  br i1 %252, label %254, label %262

254:                                              ; preds = %249
  store i32 0, ptr %250, align 8, !tbaa !30
  %255 = getelementptr inbounds i8, ptr %132, i64 12
  store i32 0, ptr %255, align 4, !tbaa !33
  %256 = load ptr, ptr %132, align 8, !tbaa !34
  %257 = getelementptr inbounds i8, ptr %256, i64 16
  %258 = load ptr, ptr %257, align 8
  call void %258(ptr noundef nonnull align 8 dereferenceable(16) %132) #28
  %259 = load ptr, ptr %132, align 8, !tbaa !34
  %260 = getelementptr inbounds i8, ptr %259, i64 24
  %261 = load ptr, ptr %260, align 8
  call void %261(ptr noundef nonnull align 8 dereferenceable(16) %132) #28
  br label %273

262:                                              ; preds = %249
  %263 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %264 = icmp eq i8 %263, 0
  br i1 %264, label %267, label %265

265:                                              ; preds = %262
  %266 = add nsw i32 %253, -1
  store i32 %266, ptr %250, align 4, !tbaa !37
  br label %269

267:                                              ; preds = %262
  %268 = atomicrmw volatile add ptr %250, i32 -1 acq_rel, align 4
  br label %269

269:                                              ; preds = %267, %265
  %270 = phi i32 [ %253, %265 ], [ %268, %267 ]
  %271 = icmp eq i32 %270, 1
  br i1 %271, label %272, label %273, !prof !38

272:                                              ; preds = %269
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %132) #28
  br label %273

273:                                              ; preds = %272, %269, %254, %248
  invoke void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr nonnull @.str.30)
          to label %274 unwind label %552

274:                                              ; preds = %273
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6)
  %275 = getelementptr inbounds i8, ptr %6, i64 8
  %276 = getelementptr inbounds i8, ptr %6, i64 16
  store i64 0, ptr %276, align 8, !alias.scope !210
  store i64 %31, ptr %6, align 8, !tbaa !41, !alias.scope !210
  store i64 %33, ptr %275, align 8, !tbaa !41, !alias.scope !210
  invoke void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEEbi(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull byval(%"class.sycl::_V1::range.147") align 8 %6, i1 noundef zeroext false, i32 noundef 2)
          to label %277 unwind label %552

277:                                              ; preds = %274
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6)
  %278 = load ptr, ptr %8, align 8, !tbaa !155
  store ptr %278, ptr %7, align 8, !tbaa !155
  %279 = getelementptr inbounds i8, ptr %7, i64 8
  %280 = load ptr, ptr %74, align 8, !tbaa !28
  store ptr null, ptr %74, align 8, !tbaa !28
  store ptr %280, ptr %279, align 8, !tbaa !28
  store ptr null, ptr %8, align 8, !tbaa !155
  %281 = getelementptr inbounds i8, ptr %7, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %281, ptr noundef nonnull align 8 dereferenceable(16) %87, i64 16, i1 false)
  %282 = getelementptr inbounds i8, ptr %7, i64 32
  %283 = load ptr, ptr %88, align 8, !tbaa !155
  store ptr %283, ptr %282, align 8, !tbaa !155
  %284 = getelementptr inbounds i8, ptr %7, i64 40
  %285 = load ptr, ptr %90, align 8, !tbaa !28
  store ptr null, ptr %90, align 8, !tbaa !28
  store ptr %285, ptr %284, align 8, !tbaa !28
  store ptr null, ptr %88, align 8, !tbaa !155
  %286 = getelementptr inbounds i8, ptr %7, i64 48
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %286, ptr noundef nonnull align 8 dereferenceable(16) %103, i64 16, i1 false)
  %287 = getelementptr inbounds i8, ptr %7, i64 64
  %288 = load float, ptr %104, align 8, !tbaa !202
  store float %288, ptr %287, align 8, !tbaa !202
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4)
  %289 = invoke noalias noundef nonnull dereferenceable(80) ptr @_Znwm(i64 noundef 80) #31
          to label %290 unwind label %494

290:                                              ; preds = %277
  %291 = icmp eq ptr %280, null
  br i1 %291, label %303, label %292

292:                                              ; preds = %290
  %293 = getelementptr inbounds i8, ptr %280, i64 8
  %294 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36, !noalias !213
  %295 = icmp eq i8 %294, 0
  br i1 %295, label %299, label %296

296:                                              ; preds = %292
  %297 = load i32, ptr %293, align 4, !tbaa !37, !noalias !213
  %298 = add nsw i32 %297, 1
  store i32 %298, ptr %293, align 4, !tbaa !37, !noalias !213
  br label %303

299:                                              ; preds = %292
  %300 = atomicrmw volatile add ptr %293, i32 1 acq_rel, align 4, !noalias !213
  %301 = load ptr, ptr %282, align 8, !tbaa !155, !noalias !213
  %302 = load ptr, ptr %284, align 8, !tbaa !28, !noalias !213
  br label %303

303:                                              ; preds = %299, %296, %290
  %304 = phi ptr [ %302, %299 ], [ %285, %296 ], [ %285, %290 ]
  %305 = phi ptr [ %301, %299 ], [ %283, %296 ], [ %283, %290 ]
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull readonly align 8 dereferenceable(16) %281, i64 16, i1 false), !noalias !213
  %306 = icmp eq ptr %304, null
  br i1 %306, label %316, label %307

307:                                              ; preds = %303
  %308 = getelementptr inbounds i8, ptr %304, i64 8
  %309 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36, !noalias !213
  %310 = icmp eq i8 %309, 0
  br i1 %310, label %314, label %311

311:                                              ; preds = %307
  %312 = load i32, ptr %308, align 4, !tbaa !37, !noalias !213
  %313 = add nsw i32 %312, 1
  store i32 %313, ptr %308, align 4, !tbaa !37, !noalias !213
  br label %316

314:                                              ; preds = %307
  %315 = atomicrmw volatile add ptr %308, i32 1 acq_rel, align 4, !noalias !213
  br label %316

316:                                              ; preds = %314, %311, %303
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %4, ptr noundef nonnull readonly align 8 dereferenceable(16) %286, i64 16, i1 false), !noalias !213
  %317 = load float, ptr %287, align 8, !tbaa !202, !noalias !213
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZL14brighten_imageRNS0_5queueER7PicturefENKUlRNS0_7handlerEE_clES8_EUlNS0_4itemILi2ELb1EEEE_SB_Li2EEE, i64 16), ptr %289, align 8, !tbaa !34, !noalias !213
  %318 = getelementptr inbounds i8, ptr %289, i64 8
  store ptr %278, ptr %318, align 8, !tbaa !155, !noalias !213
  %319 = getelementptr inbounds i8, ptr %289, i64 16
  store ptr %280, ptr %319, align 8, !tbaa !28, !noalias !213
  br i1 %291, label %329, label %320

320:                                              ; preds = %316
  %321 = getelementptr inbounds i8, ptr %280, i64 8
  %322 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36, !noalias !213
  %323 = icmp eq i8 %322, 0
  br i1 %323, label %327, label %324

324:                                              ; preds = %320
  %325 = load i32, ptr %321, align 4, !tbaa !37, !noalias !213
  %326 = add nsw i32 %325, 1
  store i32 %326, ptr %321, align 4, !tbaa !37, !noalias !213
  br label %329

327:                                              ; preds = %320
  %328 = atomicrmw volatile add ptr %321, i32 1 acq_rel, align 4, !noalias !213
  br label %329

329:                                              ; preds = %327, %324, %316
  %330 = getelementptr inbounds i8, ptr %289, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %330, ptr noundef nonnull align 8 dereferenceable(16) %3, i64 16, i1 false), !noalias !213
  %331 = getelementptr inbounds i8, ptr %289, i64 40
  store ptr %305, ptr %331, align 8, !tbaa !155, !noalias !213
  %332 = getelementptr inbounds i8, ptr %289, i64 48
  store ptr %304, ptr %332, align 8, !tbaa !28, !noalias !213
  br i1 %306, label %342, label %333

333:                                              ; preds = %329
  %334 = getelementptr inbounds i8, ptr %304, i64 8
  %335 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36, !noalias !213
  %336 = icmp eq i8 %335, 0
  br i1 %336, label %340, label %337

337:                                              ; preds = %333
  %338 = load i32, ptr %334, align 4, !tbaa !37, !noalias !213
  %339 = add nsw i32 %338, 1
  store i32 %339, ptr %334, align 4, !tbaa !37, !noalias !213
  br label %345

340:                                              ; preds = %333
  %341 = atomicrmw volatile add ptr %334, i32 1 acq_rel, align 4, !noalias !213
  br label %345

342:                                              ; preds = %329
  %343 = getelementptr inbounds i8, ptr %289, i64 56
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %343, ptr noundef nonnull align 8 dereferenceable(16) %4, i64 16, i1 false), !noalias !213
  %344 = getelementptr inbounds i8, ptr %289, i64 72
  store float %317, ptr %344, align 8, !tbaa !202, !noalias !213
  br label %370

345:                                              ; preds = %340, %337
  %346 = getelementptr inbounds i8, ptr %289, i64 56
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %346, ptr noundef nonnull align 8 dereferenceable(16) %4, i64 16, i1 false), !noalias !213
  %347 = getelementptr inbounds i8, ptr %289, i64 72
  store float %317, ptr %347, align 8, !tbaa !202, !noalias !213
  %348 = load atomic i64, ptr %334 acquire, align 8, !noalias !213
  %349 = icmp eq i64 %348, 4294967297
  %350 = trunc i64 %348 to i32
  br i1 %349, label %351, label %359

351:                                              ; preds = %345
  store i32 0, ptr %334, align 8, !tbaa !30, !noalias !213
  %352 = getelementptr inbounds i8, ptr %304, i64 12
  store i32 0, ptr %352, align 4, !tbaa !33, !noalias !213
  %353 = load ptr, ptr %304, align 8, !tbaa !34, !noalias !213
  %354 = getelementptr inbounds i8, ptr %353, i64 16
  %355 = load ptr, ptr %354, align 8, !noalias !213
  call void %355(ptr noundef nonnull align 8 dereferenceable(16) %304) #28, !noalias !213
  %356 = load ptr, ptr %304, align 8, !tbaa !34, !noalias !213
  %357 = getelementptr inbounds i8, ptr %356, i64 24
  %358 = load ptr, ptr %357, align 8, !noalias !213
  call void %358(ptr noundef nonnull align 8 dereferenceable(16) %304) #28, !noalias !213
  br label %370

359:                                              ; preds = %345
  %360 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36, !noalias !213
  %361 = icmp eq i8 %360, 0
  br i1 %361, label %364, label %362

362:                                              ; preds = %359
  %363 = add nsw i32 %350, -1
  store i32 %363, ptr %334, align 4, !tbaa !37, !noalias !213
  br label %366

364:                                              ; preds = %359
  %365 = atomicrmw volatile add ptr %334, i32 -1 acq_rel, align 4, !noalias !213
  br label %366

366:                                              ; preds = %364, %362
  %367 = phi i32 [ %350, %362 ], [ %365, %364 ]
  %368 = icmp eq i32 %367, 1
  br i1 %368, label %369, label %370, !prof !38

369:                                              ; preds = %366
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %304) #28, !noalias !213
  br label %370

370:                                              ; preds = %369, %366, %351, %342
  br i1 %291, label %395, label %371

371:                                              ; preds = %370
  %372 = getelementptr inbounds i8, ptr %280, i64 8
  %373 = load atomic i64, ptr %372 acquire, align 8, !noalias !213
  %374 = icmp eq i64 %373, 4294967297
  %375 = trunc i64 %373 to i32
  br i1 %374, label %376, label %384

376:                                              ; preds = %371
  store i32 0, ptr %372, align 8, !tbaa !30, !noalias !213
  %377 = getelementptr inbounds i8, ptr %280, i64 12
  store i32 0, ptr %377, align 4, !tbaa !33, !noalias !213
  %378 = load ptr, ptr %280, align 8, !tbaa !34, !noalias !213
  %379 = getelementptr inbounds i8, ptr %378, i64 16
  %380 = load ptr, ptr %379, align 8, !noalias !213
  call void %380(ptr noundef nonnull align 8 dereferenceable(16) %280) #28, !noalias !213
  %381 = load ptr, ptr %280, align 8, !tbaa !34, !noalias !213
  %382 = getelementptr inbounds i8, ptr %381, i64 24
  %383 = load ptr, ptr %382, align 8, !noalias !213
  call void %383(ptr noundef nonnull align 8 dereferenceable(16) %280) #28, !noalias !213
  br label %395

384:                                              ; preds = %371
  %385 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36, !noalias !213
  %386 = icmp eq i8 %385, 0
  br i1 %386, label %389, label %387

387:                                              ; preds = %384
  %388 = add nsw i32 %375, -1
  store i32 %388, ptr %372, align 4, !tbaa !37, !noalias !213
  br label %391

389:                                              ; preds = %384
  %390 = atomicrmw volatile add ptr %372, i32 -1 acq_rel, align 4, !noalias !213
  br label %391

391:                                              ; preds = %389, %387
  %392 = phi i32 [ %375, %387 ], [ %390, %389 ]
  %393 = icmp eq i32 %392, 1
  br i1 %393, label %394, label %395, !prof !38

394:                                              ; preds = %391
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %280) #28, !noalias !213
  br label %395

395:                                              ; preds = %394, %391, %376, %370
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4)
  %396 = getelementptr inbounds i8, ptr %1, i64 152
  %397 = load ptr, ptr %396, align 8, !tbaa !16
  store ptr %289, ptr %396, align 8, !tbaa !16
  %398 = icmp eq ptr %397, null
  br i1 %398, label %403, label %399

399:                                              ; preds = %395
  %400 = load ptr, ptr %397, align 8, !tbaa !34
  %401 = getelementptr inbounds i8, ptr %400, i64 16
  %402 = load ptr, ptr %401, align 8
  call void %402(ptr noundef nonnull align 8 dereferenceable(8) %397) #28
  br label %403

403:                                              ; preds = %399, %395
  invoke void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
          to label %404 unwind label %494

404:                                              ; preds = %403
  %405 = load ptr, ptr %396, align 8, !tbaa !16
  %406 = load ptr, ptr %405, align 8, !tbaa !34
  %407 = load ptr, ptr %406, align 8
  %408 = invoke noundef ptr %407(ptr noundef nonnull align 8 dereferenceable(8) %405)
          to label %409 unwind label %494

409:                                              ; preds = %404
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5) #28
  invoke void @_ZN4sycl3_V16detail19getKernelParamDescsI8BrightenEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv(ptr dead_on_unwind nonnull writable sret(%"class.std::vector.158") align 8 %5)
          to label %410 unwind label %494

410:                                              ; preds = %409
  invoke void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef %408, ptr noundef nonnull align 8 dereferenceable(24) %5, i1 noundef zeroext false)
          to label %411 unwind label %428

411:                                              ; preds = %410
  %412 = load ptr, ptr %5, align 8, !tbaa !166
  %413 = icmp eq ptr %412, null
  br i1 %413, label %420, label %414

414:                                              ; preds = %411
  %415 = getelementptr inbounds i8, ptr %5, i64 16
  %416 = load ptr, ptr %415, align 8, !tbaa !168
  %417 = ptrtoint ptr %416 to i64
  %418 = ptrtoint ptr %412 to i64
  %419 = sub i64 %417, %418
  call void @_ZdlPvm(ptr noundef nonnull %412, i64 noundef %419) #30
  br label %420

420:                                              ; preds = %414, %411
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #28
  %421 = invoke noalias noundef nonnull dereferenceable(14) ptr @_Znam(i64 noundef 14) #31
          to label %422 unwind label %494

422:                                              ; preds = %420
  %423 = getelementptr inbounds i8, ptr %1, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(13) %421, ptr noundef nonnull align 1 dereferenceable(13) @.str.30, i64 13, i1 false)
  %424 = getelementptr inbounds i8, ptr %421, i64 13
  store i8 0, ptr %424, align 1, !tbaa !36
  %425 = load ptr, ptr %423, align 8, !tbaa !16
  store ptr %421, ptr %423, align 8, !tbaa !16
  %426 = icmp eq ptr %425, null
  br i1 %426, label %439, label %427

427:                                              ; preds = %422
  call void @_ZdaPv(ptr noundef nonnull %425) #30
  br label %439

428:                                              ; preds = %410
  %429 = landingpad { ptr, i32 }
          cleanup
  %430 = load ptr, ptr %5, align 8, !tbaa !166
  %431 = icmp eq ptr %430, null
  br i1 %431, label %438, label %432

432:                                              ; preds = %428
  %433 = getelementptr inbounds i8, ptr %5, i64 16
  %434 = load ptr, ptr %433, align 8, !tbaa !168
  %435 = ptrtoint ptr %434 to i64
  %436 = ptrtoint ptr %430 to i64
  %437 = sub i64 %435, %436
  call void @_ZdlPvm(ptr noundef nonnull %430, i64 noundef %437) #30
  br label %438

438:                                              ; preds = %432, %428
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #28
  br label %496

439:                                              ; preds = %427, %422
  %440 = load ptr, ptr %284, align 8, !tbaa !28
  %441 = icmp eq ptr %440, null
  br i1 %441, label %466, label %442

442:                                              ; preds = %439
  %443 = getelementptr inbounds i8, ptr %440, i64 8
  %444 = load atomic i64, ptr %443 acquire, align 8
  %445 = icmp eq i64 %444, 4294967297
  %446 = trunc i64 %444 to i32
  br i1 %445, label %447, label %455

447:                                              ; preds = %442
  store i32 0, ptr %443, align 8, !tbaa !30
  %448 = getelementptr inbounds i8, ptr %440, i64 12
  store i32 0, ptr %448, align 4, !tbaa !33
  %449 = load ptr, ptr %440, align 8, !tbaa !34
  %450 = getelementptr inbounds i8, ptr %449, i64 16
  %451 = load ptr, ptr %450, align 8
  call void %451(ptr noundef nonnull align 8 dereferenceable(16) %440) #28
  %452 = load ptr, ptr %440, align 8, !tbaa !34
  %453 = getelementptr inbounds i8, ptr %452, i64 24
  %454 = load ptr, ptr %453, align 8
  call void %454(ptr noundef nonnull align 8 dereferenceable(16) %440) #28
  br label %466

455:                                              ; preds = %442
  %456 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %457 = icmp eq i8 %456, 0
  br i1 %457, label %460, label %458

458:                                              ; preds = %455
  %459 = add nsw i32 %446, -1
  store i32 %459, ptr %443, align 4, !tbaa !37
  br label %462

460:                                              ; preds = %455
  %461 = atomicrmw volatile add ptr %443, i32 -1 acq_rel, align 4
  br label %462

462:                                              ; preds = %460, %458
  %463 = phi i32 [ %446, %458 ], [ %461, %460 ]
  %464 = icmp eq i32 %463, 1
  br i1 %464, label %465, label %466, !prof !38

465:                                              ; preds = %462
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %440) #28
  br label %466

466:                                              ; preds = %465, %462, %447, %439
  %467 = load ptr, ptr %279, align 8, !tbaa !28
  %468 = icmp eq ptr %467, null
  br i1 %468, label %493, label %469

469:                                              ; preds = %466
  %470 = getelementptr inbounds i8, ptr %467, i64 8
  %471 = load atomic i64, ptr %470 acquire, align 8
  %472 = icmp eq i64 %471, 4294967297
  %473 = trunc i64 %471 to i32
  br i1 %472, label %474, label %482

474:                                              ; preds = %469
  store i32 0, ptr %470, align 8, !tbaa !30
  %475 = getelementptr inbounds i8, ptr %467, i64 12
  store i32 0, ptr %475, align 4, !tbaa !33
  %476 = load ptr, ptr %467, align 8, !tbaa !34
  %477 = getelementptr inbounds i8, ptr %476, i64 16
  %478 = load ptr, ptr %477, align 8
  call void %478(ptr noundef nonnull align 8 dereferenceable(16) %467) #28
  %479 = load ptr, ptr %467, align 8, !tbaa !34
  %480 = getelementptr inbounds i8, ptr %479, i64 24
  %481 = load ptr, ptr %480, align 8
  call void %481(ptr noundef nonnull align 8 dereferenceable(16) %467) #28
  br label %493

482:                                              ; preds = %469
  %483 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %484 = icmp eq i8 %483, 0
  br i1 %484, label %487, label %485

485:                                              ; preds = %482
  %486 = add nsw i32 %473, -1
  store i32 %486, ptr %470, align 4, !tbaa !37
  br label %489

487:                                              ; preds = %482
  %488 = atomicrmw volatile add ptr %470, i32 -1 acq_rel, align 4
  br label %489

489:                                              ; preds = %487, %485
  %490 = phi i32 [ %473, %485 ], [ %488, %487 ]
  %491 = icmp eq i32 %490, 1
  br i1 %491, label %492, label %493, !prof !38

492:                                              ; preds = %489
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %467) #28
  br label %493

493:                                              ; preds = %492, %489, %474, %466
  invoke void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216) %1, i32 noundef 1)
          to label %498 unwind label %552

494:                                              ; preds = %420, %409, %404, %403, %277
  %495 = landingpad { ptr, i32 }
          cleanup
  br label %496

496:                                              ; preds = %494, %438
  %497 = phi { ptr, i32 } [ %495, %494 ], [ %429, %438 ]
  call fastcc void @_ZZZL14brighten_imageRN4sycl3_V15queueER7PicturefENKUlRNS0_7handlerEE_clES6_ENUlNS0_4itemILi2ELb1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(68) %7) #28
  br label %554

498:                                              ; preds = %493
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %7)
  %499 = load ptr, ptr %90, align 8, !tbaa !28
  %500 = icmp eq ptr %499, null
  br i1 %500, label %525, label %501

501:                                              ; preds = %498
  %502 = getelementptr inbounds i8, ptr %499, i64 8
  %503 = load atomic i64, ptr %502 acquire, align 8
  %504 = icmp eq i64 %503, 4294967297
  %505 = trunc i64 %503 to i32
  br i1 %504, label %506, label %514

506:                                              ; preds = %501
  store i32 0, ptr %502, align 8, !tbaa !30
  %507 = getelementptr inbounds i8, ptr %499, i64 12
  store i32 0, ptr %507, align 4, !tbaa !33
  %508 = load ptr, ptr %499, align 8, !tbaa !34
  %509 = getelementptr inbounds i8, ptr %508, i64 16
  %510 = load ptr, ptr %509, align 8
  call void %510(ptr noundef nonnull align 8 dereferenceable(16) %499) #28
  %511 = load ptr, ptr %499, align 8, !tbaa !34
  %512 = getelementptr inbounds i8, ptr %511, i64 24
  %513 = load ptr, ptr %512, align 8
  call void %513(ptr noundef nonnull align 8 dereferenceable(16) %499) #28
  br label %525

514:                                              ; preds = %501
  %515 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %516 = icmp eq i8 %515, 0
  br i1 %516, label %519, label %517

517:                                              ; preds = %514
  %518 = add nsw i32 %505, -1
  store i32 %518, ptr %502, align 4, !tbaa !37
  br label %521

519:                                              ; preds = %514
  %520 = atomicrmw volatile add ptr %502, i32 -1 acq_rel, align 4
  br label %521

521:                                              ; preds = %519, %517
  %522 = phi i32 [ %505, %517 ], [ %520, %519 ]
  %523 = icmp eq i32 %522, 1
  br i1 %523, label %524, label %525, !prof !38

524:                                              ; preds = %521
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %499) #28
  br label %525

525:                                              ; preds = %524, %521, %506, %498
  %526 = load ptr, ptr %74, align 8, !tbaa !28
  %527 = icmp eq ptr %526, null
  br i1 %527, label %556, label %528

528:                                              ; preds = %525
  %529 = getelementptr inbounds i8, ptr %526, i64 8
  %530 = load atomic i64, ptr %529 acquire, align 8
  %531 = icmp eq i64 %530, 4294967297
  %532 = trunc i64 %530 to i32
  br i1 %531, label %533, label %541

533:                                              ; preds = %528
  store i32 0, ptr %529, align 8, !tbaa !30
  %534 = getelementptr inbounds i8, ptr %526, i64 12
  store i32 0, ptr %534, align 4, !tbaa !33
  %535 = load ptr, ptr %526, align 8, !tbaa !34
  %536 = getelementptr inbounds i8, ptr %535, i64 16
  %537 = load ptr, ptr %536, align 8
  call void %537(ptr noundef nonnull align 8 dereferenceable(16) %526) #28
  %538 = load ptr, ptr %526, align 8, !tbaa !34
  %539 = getelementptr inbounds i8, ptr %538, i64 24
  %540 = load ptr, ptr %539, align 8
  call void %540(ptr noundef nonnull align 8 dereferenceable(16) %526) #28
  br label %556

541:                                              ; preds = %528
  %542 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %543 = icmp eq i8 %542, 0
  br i1 %543, label %546, label %544

544:                                              ; preds = %541
  %545 = add nsw i32 %532, -1
  store i32 %545, ptr %529, align 4, !tbaa !37
  br label %548

546:                                              ; preds = %541
  %547 = atomicrmw volatile add ptr %529, i32 -1 acq_rel, align 4
  br label %548

548:                                              ; preds = %546, %544
  %549 = phi i32 [ %532, %544 ], [ %547, %546 ]
  %550 = icmp eq i32 %549, 1
  br i1 %550, label %551, label %556, !prof !38

551:                                              ; preds = %548
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %526) #28
  br label %556

552:                                              ; preds = %493, %274, %273, %126, %102
  %553 = landingpad { ptr, i32 }
          cleanup
  br label %554

554:                                              ; preds = %552, %496, %129, %114
  %555 = phi { ptr, i32 } [ %553, %552 ], [ %115, %114 ], [ %497, %496 ], [ %130, %129 ]
  call fastcc void @_ZZZL14brighten_imageRN4sycl3_V15queueER7PicturefENKUlRNS0_7handlerEE_clES6_ENUlNS0_4itemILi2ELb1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(68) %8) #28
  call fastcc void @_ZZZL14brighten_imageRN4sycl3_V15queueER7PicturefENKUlRNS0_7handlerEE_clES6_ENUlNS0_4itemILi2ELb1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(68) %11) #28
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %11) #28
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %10) #28
  br label %666

556:                                              ; preds = %551, %548, %533, %525
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %8)
  %557 = load ptr, ptr %53, align 8, !tbaa !28
  %558 = icmp eq ptr %557, null
  br i1 %558, label %583, label %559

559:                                              ; preds = %556
  %560 = getelementptr inbounds i8, ptr %557, i64 8
  %561 = load atomic i64, ptr %560 acquire, align 8
  %562 = icmp eq i64 %561, 4294967297
  %563 = trunc i64 %561 to i32
  br i1 %562, label %564, label %572

564:                                              ; preds = %559
  store i32 0, ptr %560, align 8, !tbaa !30
  %565 = getelementptr inbounds i8, ptr %557, i64 12
  store i32 0, ptr %565, align 4, !tbaa !33
  %566 = load ptr, ptr %557, align 8, !tbaa !34
  %567 = getelementptr inbounds i8, ptr %566, i64 16
  %568 = load ptr, ptr %567, align 8
  call void %568(ptr noundef nonnull align 8 dereferenceable(16) %557) #28
  %569 = load ptr, ptr %557, align 8, !tbaa !34
  %570 = getelementptr inbounds i8, ptr %569, i64 24
  %571 = load ptr, ptr %570, align 8
  call void %571(ptr noundef nonnull align 8 dereferenceable(16) %557) #28
  br label %583

572:                                              ; preds = %559
  %573 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %574 = icmp eq i8 %573, 0
  br i1 %574, label %577, label %575

575:                                              ; preds = %572
  %576 = add nsw i32 %563, -1
  store i32 %576, ptr %560, align 4, !tbaa !37
  br label %579

577:                                              ; preds = %572
  %578 = atomicrmw volatile add ptr %560, i32 -1 acq_rel, align 4
  br label %579

579:                                              ; preds = %577, %575
  %580 = phi i32 [ %563, %575 ], [ %578, %577 ]
  %581 = icmp eq i32 %580, 1
  br i1 %581, label %582, label %583, !prof !38

582:                                              ; preds = %579
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %557) #28
  br label %583

583:                                              ; preds = %582, %579, %564, %556
  %584 = load ptr, ptr %35, align 8, !tbaa !28
  %585 = icmp eq ptr %584, null
  br i1 %585, label %610, label %586

586:                                              ; preds = %583
  %587 = getelementptr inbounds i8, ptr %584, i64 8
  %588 = load atomic i64, ptr %587 acquire, align 8
  %589 = icmp eq i64 %588, 4294967297
  %590 = trunc i64 %588 to i32
  br i1 %589, label %591, label %599

591:                                              ; preds = %586
  store i32 0, ptr %587, align 8, !tbaa !30
  %592 = getelementptr inbounds i8, ptr %584, i64 12
  store i32 0, ptr %592, align 4, !tbaa !33
  %593 = load ptr, ptr %584, align 8, !tbaa !34
  %594 = getelementptr inbounds i8, ptr %593, i64 16
  %595 = load ptr, ptr %594, align 8
  call void %595(ptr noundef nonnull align 8 dereferenceable(16) %584) #28
  %596 = load ptr, ptr %584, align 8, !tbaa !34
  %597 = getelementptr inbounds i8, ptr %596, i64 24
  %598 = load ptr, ptr %597, align 8
  call void %598(ptr noundef nonnull align 8 dereferenceable(16) %584) #28
  br label %610

599:                                              ; preds = %586
  %600 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %601 = icmp eq i8 %600, 0
  br i1 %601, label %604, label %602

602:                                              ; preds = %599
  %603 = add nsw i32 %590, -1
  store i32 %603, ptr %587, align 4, !tbaa !37
  br label %606

604:                                              ; preds = %599
  %605 = atomicrmw volatile add ptr %587, i32 -1 acq_rel, align 4
  br label %606

606:                                              ; preds = %604, %602
  %607 = phi i32 [ %590, %602 ], [ %605, %604 ]
  %608 = icmp eq i32 %607, 1
  br i1 %608, label %609, label %610, !prof !38

609:                                              ; preds = %606
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %584) #28
  br label %610

610:                                              ; preds = %609, %606, %591, %583
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %11) #28
  %611 = load ptr, ptr %36, align 8, !tbaa !28
  %612 = icmp eq ptr %611, null
  br i1 %612, label %637, label %613

613:                                              ; preds = %610
  %614 = getelementptr inbounds i8, ptr %611, i64 8
  %615 = load atomic i64, ptr %614 acquire, align 8
  %616 = icmp eq i64 %615, 4294967297
  %617 = trunc i64 %615 to i32
  br i1 %616, label %618, label %626

618:                                              ; preds = %613
  store i32 0, ptr %614, align 8, !tbaa !30
  %619 = getelementptr inbounds i8, ptr %611, i64 12
  store i32 0, ptr %619, align 4, !tbaa !33
  %620 = load ptr, ptr %611, align 8, !tbaa !34
  %621 = getelementptr inbounds i8, ptr %620, i64 16
  %622 = load ptr, ptr %621, align 8
  call void %622(ptr noundef nonnull align 8 dereferenceable(16) %611) #28
  %623 = load ptr, ptr %611, align 8, !tbaa !34
  %624 = getelementptr inbounds i8, ptr %623, i64 24
  %625 = load ptr, ptr %624, align 8
  call void %625(ptr noundef nonnull align 8 dereferenceable(16) %611) #28
  br label %637

626:                                              ; preds = %613
  %627 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %628 = icmp eq i8 %627, 0
  br i1 %628, label %631, label %629

629:                                              ; preds = %626
  %630 = add nsw i32 %617, -1
  store i32 %630, ptr %614, align 4, !tbaa !37
  br label %633

631:                                              ; preds = %626
  %632 = atomicrmw volatile add ptr %614, i32 -1 acq_rel, align 4
  br label %633

633:                                              ; preds = %631, %629
  %634 = phi i32 [ %617, %629 ], [ %632, %631 ]
  %635 = icmp eq i32 %634, 1
  br i1 %635, label %636, label %637, !prof !38

636:                                              ; preds = %633
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %611) #28
  br label %637

637:                                              ; preds = %636, %633, %618, %610
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #28
  %638 = load ptr, ptr %54, align 8, !tbaa !28
  %639 = icmp eq ptr %638, null
  br i1 %639, label %668, label %640

640:                                              ; preds = %637
  %641 = getelementptr inbounds i8, ptr %638, i64 8
  %642 = load atomic i64, ptr %641 acquire, align 8
  %643 = icmp eq i64 %642, 4294967297
  %644 = trunc i64 %642 to i32
  br i1 %643, label %645, label %653

645:                                              ; preds = %640
  store i32 0, ptr %641, align 8, !tbaa !30
  %646 = getelementptr inbounds i8, ptr %638, i64 12
  store i32 0, ptr %646, align 4, !tbaa !33
  %647 = load ptr, ptr %638, align 8, !tbaa !34
  %648 = getelementptr inbounds i8, ptr %647, i64 16
  %649 = load ptr, ptr %648, align 8
  call void %649(ptr noundef nonnull align 8 dereferenceable(16) %638) #28
  %650 = load ptr, ptr %638, align 8, !tbaa !34
  %651 = getelementptr inbounds i8, ptr %650, i64 24
  %652 = load ptr, ptr %651, align 8
  call void %652(ptr noundef nonnull align 8 dereferenceable(16) %638) #28
  br label %668

653:                                              ; preds = %640
  %654 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %655 = icmp eq i8 %654, 0
  br i1 %655, label %658, label %656

656:                                              ; preds = %653
  %657 = add nsw i32 %644, -1
  store i32 %657, ptr %641, align 4, !tbaa !37
  br label %660

658:                                              ; preds = %653
  %659 = atomicrmw volatile add ptr %641, i32 -1 acq_rel, align 4
  br label %660

660:                                              ; preds = %658, %656
  %661 = phi i32 [ %644, %656 ], [ %659, %658 ]
  %662 = icmp eq i32 %661, 1
  br i1 %662, label %663, label %668, !prof !38

663:                                              ; preds = %660
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %638) #28
  br label %668

664:                                              ; preds = %23, %19
  %665 = landingpad { ptr, i32 }
          cleanup
  br label %666

666:                                              ; preds = %664, %554, %26
  %667 = phi { ptr, i32 } [ %555, %554 ], [ %665, %664 ], [ %27, %26 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #28
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %9) #28
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #28
  br label %15

668:                                              ; preds = %637, %645, %660, %663
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #28
  ret void
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define internal fastcc void @_ZZZL14brighten_imageRN4sycl3_V15queueER7PicturefENKUlRNS0_7handlerEE_clES6_ENUlNS0_4itemILi2ELb1EEEE_D2Ev(ptr nocapture noundef nonnull readonly align 8 dereferenceable(68) %0) unnamed_addr #4 align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 40
  %3 = load ptr, ptr %2, align 8, !tbaa !28
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !30
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !33
  %12 = load ptr, ptr %3, align 8, !tbaa !34
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #28
  %15 = load ptr, ptr %3, align 8, !tbaa !34
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #28
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !37
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !38

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #28
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  %30 = getelementptr inbounds i8, ptr %0, i64 8
  %31 = load ptr, ptr %30, align 8, !tbaa !28
  %32 = icmp eq ptr %31, null
  br i1 %32, label %57, label %33

33:                                               ; preds = %29
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = load atomic i64, ptr %34 acquire, align 8
  %36 = icmp eq i64 %35, 4294967297
  %37 = trunc i64 %35 to i32
  br i1 %36, label %38, label %46

38:                                               ; preds = %33
  store i32 0, ptr %34, align 8, !tbaa !30
  %39 = getelementptr inbounds i8, ptr %31, i64 12
  store i32 0, ptr %39, align 4, !tbaa !33
  %40 = load ptr, ptr %31, align 8, !tbaa !34
  %41 = getelementptr inbounds i8, ptr %40, i64 16
  %42 = load ptr, ptr %41, align 8
  tail call void %42(ptr noundef nonnull align 8 dereferenceable(16) %31) #28
  %43 = load ptr, ptr %31, align 8, !tbaa !34
  %44 = getelementptr inbounds i8, ptr %43, i64 24
  %45 = load ptr, ptr %44, align 8
  tail call void %45(ptr noundef nonnull align 8 dereferenceable(16) %31) #28
  br label %57

46:                                               ; preds = %33
  %47 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %48 = icmp eq i8 %47, 0
  br i1 %48, label %51, label %49

49:                                               ; preds = %46
  %50 = add nsw i32 %37, -1
  store i32 %50, ptr %34, align 4, !tbaa !37
  br label %53

51:                                               ; preds = %46
  %52 = atomicrmw volatile add ptr %34, i32 -1 acq_rel, align 4
  br label %53

53:                                               ; preds = %51, %49
  %54 = phi i32 [ %37, %49 ], [ %52, %51 ]
  %55 = icmp eq i32 %54, 1
  br i1 %55, label %56, label %57, !prof !38

56:                                               ; preds = %53
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #28
  br label %57

57:                                               ; preds = %29, %38, %53, %56
  ret void
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !28
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !30
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !33
  %12 = load ptr, ptr %3, align 8, !tbaa !34
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #28
  %15 = load ptr, ptr %3, align 8, !tbaa !34
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #28
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !37
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !38

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #28
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail14image_accessorINS0_3vecIfLi4EEELi2ELNS0_6access4modeE1024ELNS5_6targetE2017ELNS5_11placeholderE0EEC2INS1_17aligned_allocatorIhEELi2EvEERNS0_5imageIXT0_ET_EERNS0_7handlerEi(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(216) %2, i32 noundef %3) unnamed_addr #6 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.sycl::_V1::range.147", align 16
  %6 = alloca %"class.sycl::_V1::range.147", align 16
  %7 = alloca %"class.sycl::_V1::id", align 8
  %8 = alloca %"class.sycl::_V1::range.147", align 16
  %9 = alloca %"class.sycl::_V1::range.147", align 16
  %10 = alloca %"class.sycl::_V1::property_list", align 8
  %11 = alloca %"class.sycl::_V1::device", align 8
  %12 = tail call noundef i64 @_ZNK4sycl3_V16detail11image_plain11getRowPitchEv(ptr noundef nonnull align 8 dereferenceable(16) %1)
  %13 = tail call noundef i64 @_ZNK4sycl3_V16detail11image_plain13getSlicePitchEv(ptr noundef nonnull align 8 dereferenceable(16) %1)
  store i64 %12, ptr %7, align 8, !tbaa !41
  %14 = getelementptr inbounds i8, ptr %7, i64 8
  store i64 %13, ptr %14, align 8, !tbaa !41
  %15 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 0, ptr %15, align 8, !tbaa !41
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6)
  call void @_ZNK4sycl3_V16detail11image_plain9get_rangeEv(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::range.147") align 8 %6, ptr noundef nonnull align 8 dereferenceable(16) %1)
  %16 = load <2 x i64>, ptr %6, align 16, !tbaa !41
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6)
  store <2 x i64> %16, ptr %8, align 16, !tbaa !41, !alias.scope !216
  %17 = getelementptr inbounds i8, ptr %8, i64 16
  store i64 1, ptr %17, align 16, !tbaa !41, !alias.scope !216
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5)
  call void @_ZNK4sycl3_V16detail11image_plain9get_rangeEv(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::range.147") align 8 %5, ptr noundef nonnull align 8 dereferenceable(16) %1)
  %18 = load <2 x i64>, ptr %5, align 16, !tbaa !41
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5)
  store <2 x i64> %18, ptr %9, align 16, !tbaa !41, !alias.scope !219
  %19 = getelementptr inbounds i8, ptr %9, i64 16
  store i64 1, ptr %19, align 16, !tbaa !41, !alias.scope !219
  %20 = load ptr, ptr %1, align 8, !tbaa !222
  %21 = icmp eq ptr %20, null
  br i1 %21, label %22, label %23

22:                                               ; preds = %4
  call void @__assert_fail(ptr noundef nonnull @.str.11, ptr noundef nonnull @.str.12, i32 noundef 33, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_5imageILi2ENS1_17aligned_allocatorIhEEEEEERKDtsrT_4implERKS7_) #29
  unreachable

23:                                               ; preds = %4
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #28
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %10, i8 0, i64 32, i1 false)
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %7, ptr noundef nonnull byval(%"class.sycl::_V1::range.147") align 8 %8, ptr noundef nonnull byval(%"class.sycl::_V1::range.147") align 8 %9, i32 noundef 1024, ptr noundef nonnull %20, i32 noundef 2, i32 noundef %3, i64 noundef 0, i1 noundef zeroext false, ptr noundef nonnull align 8 dereferenceable(32) %10)
          to label %24 unwind label %91

24:                                               ; preds = %23
  %25 = getelementptr inbounds i8, ptr %10, i64 8
  %26 = load ptr, ptr %25, align 8, !tbaa !25
  %27 = getelementptr inbounds i8, ptr %10, i64 16
  %28 = load ptr, ptr %27, align 8, !tbaa !27
  %29 = icmp eq ptr %26, %28
  br i1 %29, label %64, label %30

30:                                               ; preds = %24, %59
  %31 = phi ptr [ %60, %59 ], [ %26, %24 ]
  %32 = getelementptr inbounds i8, ptr %31, i64 8
  %33 = load ptr, ptr %32, align 8, !tbaa !28
  %34 = icmp eq ptr %33, null
  br i1 %34, label %59, label %35

35:                                               ; preds = %30
  %36 = getelementptr inbounds i8, ptr %33, i64 8
  %37 = load atomic i64, ptr %36 acquire, align 8
  %38 = icmp eq i64 %37, 4294967297
  %39 = trunc i64 %37 to i32
  br i1 %38, label %40, label %48

40:                                               ; preds = %35
  store i32 0, ptr %36, align 8, !tbaa !30
  %41 = getelementptr inbounds i8, ptr %33, i64 12
  store i32 0, ptr %41, align 4, !tbaa !33
  %42 = load ptr, ptr %33, align 8, !tbaa !34
  %43 = getelementptr inbounds i8, ptr %42, i64 16
  %44 = load ptr, ptr %43, align 8
  call void %44(ptr noundef nonnull align 8 dereferenceable(16) %33) #28
  %45 = load ptr, ptr %33, align 8, !tbaa !34
  %46 = getelementptr inbounds i8, ptr %45, i64 24
  %47 = load ptr, ptr %46, align 8
  call void %47(ptr noundef nonnull align 8 dereferenceable(16) %33) #28
  br label %59

48:                                               ; preds = %35
  %49 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %50 = icmp eq i8 %49, 0
  br i1 %50, label %53, label %51

51:                                               ; preds = %48
  %52 = add nsw i32 %39, -1
  store i32 %52, ptr %36, align 4, !tbaa !37
  br label %55

53:                                               ; preds = %48
  %54 = atomicrmw volatile add ptr %36, i32 -1 acq_rel, align 4
  br label %55

55:                                               ; preds = %53, %51
  %56 = phi i32 [ %39, %51 ], [ %54, %53 ]
  %57 = icmp eq i32 %56, 1
  br i1 %57, label %58, label %59, !prof !38

58:                                               ; preds = %55
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %33) #28
  br label %59

59:                                               ; preds = %58, %55, %40, %30
  %60 = getelementptr inbounds i8, ptr %31, i64 16
  %61 = icmp eq ptr %60, %28
  br i1 %61, label %62, label %30, !llvm.loop !39

62:                                               ; preds = %59
  %63 = load ptr, ptr %25, align 8, !tbaa !25
  br label %64

64:                                               ; preds = %62, %24
  %65 = phi ptr [ %63, %62 ], [ %26, %24 ]
  %66 = icmp eq ptr %65, null
  br i1 %66, label %73, label %67

67:                                               ; preds = %64
  %68 = getelementptr inbounds i8, ptr %10, i64 24
  %69 = load ptr, ptr %68, align 8, !tbaa !40
  %70 = ptrtoint ptr %69 to i64
  %71 = ptrtoint ptr %65 to i64
  %72 = sub i64 %70, %71
  call void @_ZdlPvm(ptr noundef nonnull %65, i64 noundef %72) #30
  br label %73

73:                                               ; preds = %64, %67
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #28
  %74 = getelementptr inbounds i8, ptr %0, i64 16
  %75 = call noundef i64 @_ZNK4sycl3_V16detail11image_plain9get_countEv(ptr noundef nonnull align 8 dereferenceable(16) %1) #28
  store i64 %75, ptr %74, align 8, !tbaa !224
  %76 = invoke noundef i32 @_ZNK4sycl3_V16detail11image_plain15getChannelOrderEv(ptr noundef nonnull align 8 dereferenceable(16) %1)
          to label %77 unwind label %93

77:                                               ; preds = %73
  %78 = getelementptr inbounds i8, ptr %0, i64 24
  store i32 %76, ptr %78, align 8, !tbaa !225
  %79 = invoke noundef i32 @_ZNK4sycl3_V16detail11image_plain14getChannelTypeEv(ptr noundef nonnull align 8 dereferenceable(16) %1)
          to label %80 unwind label %93

80:                                               ; preds = %77
  %81 = getelementptr inbounds i8, ptr %0, i64 28
  store i32 %79, ptr %81, align 4, !tbaa !226
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %11) #28
  invoke void @_ZN4sycl3_V16detail20getDeviceFromHandlerERNS0_7handlerE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::device") align 8 %11, ptr noundef nonnull align 8 dereferenceable(216) %2)
          to label %82 unwind label %95

82:                                               ; preds = %80
  %83 = invoke noundef zeroext i1 @_ZNK4sycl3_V16device3hasENS0_6aspectE(ptr noundef nonnull align 8 dereferenceable(16) %11, i32 noundef 41)
          to label %84 unwind label %97

84:                                               ; preds = %82
  br i1 %83, label %101, label %85

85:                                               ; preds = %84
  %86 = call ptr @__cxa_allocate_exception(i64 64) #28
  %87 = call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 12) #28
  %88 = extractvalue { i32, ptr } %87, 0
  %89 = extractvalue { i32, ptr } %87, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %86, i32 %88, ptr %89, ptr noundef nonnull @.str.29)
          to label %90 unwind label %99

90:                                               ; preds = %85
  invoke void @__cxa_throw(ptr nonnull %86, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #32
          to label %138 unwind label %97

91:                                               ; preds = %23
  %92 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %10) #28
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #28
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
  call void @__cxa_free_exception(ptr %86) #28
  br label %130

101:                                              ; preds = %84
  %102 = getelementptr inbounds i8, ptr %11, i64 8
  %103 = load ptr, ptr %102, align 8, !tbaa !28
  %104 = icmp eq ptr %103, null
  br i1 %104, label %129, label %105

105:                                              ; preds = %101
  %106 = getelementptr inbounds i8, ptr %103, i64 8
  %107 = load atomic i64, ptr %106 acquire, align 8
  %108 = icmp eq i64 %107, 4294967297
  %109 = trunc i64 %107 to i32
  br i1 %108, label %110, label %118

110:                                              ; preds = %105
  store i32 0, ptr %106, align 8, !tbaa !30
  %111 = getelementptr inbounds i8, ptr %103, i64 12
  store i32 0, ptr %111, align 4, !tbaa !33
  %112 = load ptr, ptr %103, align 8, !tbaa !34
  %113 = getelementptr inbounds i8, ptr %112, i64 16
  %114 = load ptr, ptr %113, align 8
  call void %114(ptr noundef nonnull align 8 dereferenceable(16) %103) #28
  %115 = load ptr, ptr %103, align 8, !tbaa !34
  %116 = getelementptr inbounds i8, ptr %115, i64 24
  %117 = load ptr, ptr %116, align 8
  call void %117(ptr noundef nonnull align 8 dereferenceable(16) %103) #28
  br label %129

118:                                              ; preds = %105
  %119 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %120 = icmp eq i8 %119, 0
  br i1 %120, label %123, label %121

121:                                              ; preds = %118
  %122 = add nsw i32 %109, -1
  store i32 %122, ptr %106, align 4, !tbaa !37
  br label %125

123:                                              ; preds = %118
  %124 = atomicrmw volatile add ptr %106, i32 -1 acq_rel, align 4
  br label %125

125:                                              ; preds = %123, %121
  %126 = phi i32 [ %109, %121 ], [ %124, %123 ]
  %127 = icmp eq i32 %126, 1
  br i1 %127, label %128, label %129, !prof !38

128:                                              ; preds = %125
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %103) #28
  br label %129

129:                                              ; preds = %101, %110, %125, %128
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %11) #28
  ret void

130:                                              ; preds = %99, %97
  %131 = phi { ptr, i32 } [ %98, %97 ], [ %100, %99 ]
  call void @_ZN4sycl3_V16deviceD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %11) #28
  br label %132

132:                                              ; preds = %130, %95
  %133 = phi { ptr, i32 } [ %131, %130 ], [ %96, %95 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %11) #28
  br label %134

134:                                              ; preds = %132, %93
  %135 = phi { ptr, i32 } [ %133, %132 ], [ %94, %93 ]
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #28
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

declare void @_ZNK4sycl3_V16detail11image_plain9get_rangeEv(ptr dead_on_unwind writable sret(%"class.sycl::_V1::range.147") align 8, ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #3

; Function Attrs: nounwind
declare noundef i64 @_ZNK4sycl3_V16detail11image_plain9get_countEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #15

declare noundef i32 @_ZNK4sycl3_V16detail11image_plain15getChannelOrderEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #3

declare noundef i32 @_ZNK4sycl3_V16detail11image_plain14getChannelTypeEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #3

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail14image_accessorINS0_3vecIfLi4EEELi2ELNS0_6access4modeE1025ELNS5_6targetE2017ELNS5_11placeholderE0EEC2INS1_17aligned_allocatorIhEELi2EvEERNS0_5imageIXT0_ET_EERNS0_7handlerEi(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(216) %2, i32 noundef %3) unnamed_addr #6 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.sycl::_V1::range.147", align 16
  %6 = alloca %"class.sycl::_V1::range.147", align 16
  %7 = alloca %"class.sycl::_V1::id", align 8
  %8 = alloca %"class.sycl::_V1::range.147", align 16
  %9 = alloca %"class.sycl::_V1::range.147", align 16
  %10 = alloca %"class.sycl::_V1::property_list", align 8
  %11 = alloca %"class.sycl::_V1::device", align 8
  %12 = tail call noundef i64 @_ZNK4sycl3_V16detail11image_plain11getRowPitchEv(ptr noundef nonnull align 8 dereferenceable(16) %1)
  %13 = tail call noundef i64 @_ZNK4sycl3_V16detail11image_plain13getSlicePitchEv(ptr noundef nonnull align 8 dereferenceable(16) %1)
  store i64 %12, ptr %7, align 8, !tbaa !41
  %14 = getelementptr inbounds i8, ptr %7, i64 8
  store i64 %13, ptr %14, align 8, !tbaa !41
  %15 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 0, ptr %15, align 8, !tbaa !41
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6)
  call void @_ZNK4sycl3_V16detail11image_plain9get_rangeEv(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::range.147") align 8 %6, ptr noundef nonnull align 8 dereferenceable(16) %1)
  %16 = load <2 x i64>, ptr %6, align 16, !tbaa !41
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6)
  store <2 x i64> %16, ptr %8, align 16, !tbaa !41, !alias.scope !227
  %17 = getelementptr inbounds i8, ptr %8, i64 16
  store i64 1, ptr %17, align 16, !tbaa !41, !alias.scope !227
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5)
  call void @_ZNK4sycl3_V16detail11image_plain9get_rangeEv(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::range.147") align 8 %5, ptr noundef nonnull align 8 dereferenceable(16) %1)
  %18 = load <2 x i64>, ptr %5, align 16, !tbaa !41
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5)
  store <2 x i64> %18, ptr %9, align 16, !tbaa !41, !alias.scope !230
  %19 = getelementptr inbounds i8, ptr %9, i64 16
  store i64 1, ptr %19, align 16, !tbaa !41, !alias.scope !230
  %20 = load ptr, ptr %1, align 8, !tbaa !222
  %21 = icmp eq ptr %20, null
  br i1 %21, label %22, label %23

22:                                               ; preds = %4
  call void @__assert_fail(ptr noundef nonnull @.str.11, ptr noundef nonnull @.str.12, i32 noundef 33, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_5imageILi2ENS1_17aligned_allocatorIhEEEEEERKDtsrT_4implERKS7_) #29
  unreachable

23:                                               ; preds = %4
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #28
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %10, i8 0, i64 32, i1 false)
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %7, ptr noundef nonnull byval(%"class.sycl::_V1::range.147") align 8 %8, ptr noundef nonnull byval(%"class.sycl::_V1::range.147") align 8 %9, i32 noundef 1025, ptr noundef nonnull %20, i32 noundef 2, i32 noundef %3, i64 noundef 0, i1 noundef zeroext false, ptr noundef nonnull align 8 dereferenceable(32) %10)
          to label %24 unwind label %91

24:                                               ; preds = %23
  %25 = getelementptr inbounds i8, ptr %10, i64 8
  %26 = load ptr, ptr %25, align 8, !tbaa !25
  %27 = getelementptr inbounds i8, ptr %10, i64 16
  %28 = load ptr, ptr %27, align 8, !tbaa !27
  %29 = icmp eq ptr %26, %28
  br i1 %29, label %64, label %30

30:                                               ; preds = %24, %59
  %31 = phi ptr [ %60, %59 ], [ %26, %24 ]
  %32 = getelementptr inbounds i8, ptr %31, i64 8
  %33 = load ptr, ptr %32, align 8, !tbaa !28
  %34 = icmp eq ptr %33, null
  br i1 %34, label %59, label %35

35:                                               ; preds = %30
  %36 = getelementptr inbounds i8, ptr %33, i64 8
  %37 = load atomic i64, ptr %36 acquire, align 8
  %38 = icmp eq i64 %37, 4294967297
  %39 = trunc i64 %37 to i32
  br i1 %38, label %40, label %48

40:                                               ; preds = %35
  store i32 0, ptr %36, align 8, !tbaa !30
  %41 = getelementptr inbounds i8, ptr %33, i64 12
  store i32 0, ptr %41, align 4, !tbaa !33
  %42 = load ptr, ptr %33, align 8, !tbaa !34
  %43 = getelementptr inbounds i8, ptr %42, i64 16
  %44 = load ptr, ptr %43, align 8
  call void %44(ptr noundef nonnull align 8 dereferenceable(16) %33) #28
  %45 = load ptr, ptr %33, align 8, !tbaa !34
  %46 = getelementptr inbounds i8, ptr %45, i64 24
  %47 = load ptr, ptr %46, align 8
  call void %47(ptr noundef nonnull align 8 dereferenceable(16) %33) #28
  br label %59

48:                                               ; preds = %35
  %49 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %50 = icmp eq i8 %49, 0
  br i1 %50, label %53, label %51

51:                                               ; preds = %48
  %52 = add nsw i32 %39, -1
  store i32 %52, ptr %36, align 4, !tbaa !37
  br label %55

53:                                               ; preds = %48
  %54 = atomicrmw volatile add ptr %36, i32 -1 acq_rel, align 4
  br label %55

55:                                               ; preds = %53, %51
  %56 = phi i32 [ %39, %51 ], [ %54, %53 ]
  %57 = icmp eq i32 %56, 1
  br i1 %57, label %58, label %59, !prof !38

58:                                               ; preds = %55
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %33) #28
  br label %59

59:                                               ; preds = %58, %55, %40, %30
  %60 = getelementptr inbounds i8, ptr %31, i64 16
  %61 = icmp eq ptr %60, %28
  br i1 %61, label %62, label %30, !llvm.loop !39

62:                                               ; preds = %59
  %63 = load ptr, ptr %25, align 8, !tbaa !25
  br label %64

64:                                               ; preds = %62, %24
  %65 = phi ptr [ %63, %62 ], [ %26, %24 ]
  %66 = icmp eq ptr %65, null
  br i1 %66, label %73, label %67

67:                                               ; preds = %64
  %68 = getelementptr inbounds i8, ptr %10, i64 24
  %69 = load ptr, ptr %68, align 8, !tbaa !40
  %70 = ptrtoint ptr %69 to i64
  %71 = ptrtoint ptr %65 to i64
  %72 = sub i64 %70, %71
  call void @_ZdlPvm(ptr noundef nonnull %65, i64 noundef %72) #30
  br label %73

73:                                               ; preds = %64, %67
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #28
  %74 = getelementptr inbounds i8, ptr %0, i64 16
  %75 = call noundef i64 @_ZNK4sycl3_V16detail11image_plain9get_countEv(ptr noundef nonnull align 8 dereferenceable(16) %1) #28
  store i64 %75, ptr %74, align 8, !tbaa !233
  %76 = invoke noundef i32 @_ZNK4sycl3_V16detail11image_plain15getChannelOrderEv(ptr noundef nonnull align 8 dereferenceable(16) %1)
          to label %77 unwind label %93

77:                                               ; preds = %73
  %78 = getelementptr inbounds i8, ptr %0, i64 24
  store i32 %76, ptr %78, align 8, !tbaa !234
  %79 = invoke noundef i32 @_ZNK4sycl3_V16detail11image_plain14getChannelTypeEv(ptr noundef nonnull align 8 dereferenceable(16) %1)
          to label %80 unwind label %93

80:                                               ; preds = %77
  %81 = getelementptr inbounds i8, ptr %0, i64 28
  store i32 %79, ptr %81, align 4, !tbaa !235
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %11) #28
  invoke void @_ZN4sycl3_V16detail20getDeviceFromHandlerERNS0_7handlerE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::device") align 8 %11, ptr noundef nonnull align 8 dereferenceable(216) %2)
          to label %82 unwind label %95

82:                                               ; preds = %80
  %83 = invoke noundef zeroext i1 @_ZNK4sycl3_V16device3hasENS0_6aspectE(ptr noundef nonnull align 8 dereferenceable(16) %11, i32 noundef 41)
          to label %84 unwind label %97

84:                                               ; preds = %82
  br i1 %83, label %101, label %85

85:                                               ; preds = %84
  %86 = call ptr @__cxa_allocate_exception(i64 64) #28
  %87 = call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 12) #28
  %88 = extractvalue { i32, ptr } %87, 0
  %89 = extractvalue { i32, ptr } %87, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %86, i32 %88, ptr %89, ptr noundef nonnull @.str.29)
          to label %90 unwind label %99

90:                                               ; preds = %85
  invoke void @__cxa_throw(ptr nonnull %86, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #32
          to label %138 unwind label %97

91:                                               ; preds = %23
  %92 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %10) #28
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #28
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
  call void @__cxa_free_exception(ptr %86) #28
  br label %130

101:                                              ; preds = %84
  %102 = getelementptr inbounds i8, ptr %11, i64 8
  %103 = load ptr, ptr %102, align 8, !tbaa !28
  %104 = icmp eq ptr %103, null
  br i1 %104, label %129, label %105

105:                                              ; preds = %101
  %106 = getelementptr inbounds i8, ptr %103, i64 8
  %107 = load atomic i64, ptr %106 acquire, align 8
  %108 = icmp eq i64 %107, 4294967297
  %109 = trunc i64 %107 to i32
  br i1 %108, label %110, label %118

110:                                              ; preds = %105
  store i32 0, ptr %106, align 8, !tbaa !30
  %111 = getelementptr inbounds i8, ptr %103, i64 12
  store i32 0, ptr %111, align 4, !tbaa !33
  %112 = load ptr, ptr %103, align 8, !tbaa !34
  %113 = getelementptr inbounds i8, ptr %112, i64 16
  %114 = load ptr, ptr %113, align 8
  call void %114(ptr noundef nonnull align 8 dereferenceable(16) %103) #28
  %115 = load ptr, ptr %103, align 8, !tbaa !34
  %116 = getelementptr inbounds i8, ptr %115, i64 24
  %117 = load ptr, ptr %116, align 8
  call void %117(ptr noundef nonnull align 8 dereferenceable(16) %103) #28
  br label %129

118:                                              ; preds = %105
  %119 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %120 = icmp eq i8 %119, 0
  br i1 %120, label %123, label %121

121:                                              ; preds = %118
  %122 = add nsw i32 %109, -1
  store i32 %122, ptr %106, align 4, !tbaa !37
  br label %125

123:                                              ; preds = %118
  %124 = atomicrmw volatile add ptr %106, i32 -1 acq_rel, align 4
  br label %125

125:                                              ; preds = %123, %121
  %126 = phi i32 [ %109, %121 ], [ %124, %123 ]
  %127 = icmp eq i32 %126, 1
  br i1 %127, label %128, label %129, !prof !38

128:                                              ; preds = %125
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %103) #28
  br label %129

129:                                              ; preds = %101, %110, %125, %128
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %11) #28
  ret void

130:                                              ; preds = %99, %97
  %131 = phi { ptr, i32 } [ %98, %97 ], [ %100, %99 ]
  call void @_ZN4sycl3_V16deviceD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %11) #28
  br label %132

132:                                              ; preds = %130, %95
  %133 = phi { ptr, i32 } [ %131, %130 ], [ %96, %95 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %11) #28
  br label %134

134:                                              ; preds = %132, %93
  %135 = phi { ptr, i32 } [ %133, %132 ], [ %94, %93 ]
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #28
  br label %136

136:                                              ; preds = %134, %91
  %137 = phi { ptr, i32 } [ %135, %134 ], [ %92, %91 ]
  resume { ptr, i32 } %137

138:                                              ; preds = %90
  unreachable
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19getKernelParamDescsI8BrightenEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv(ptr dead_on_unwind noalias writable sret(%"class.std::vector.158") align 8 %0) local_unnamed_addr #6 comdat personality ptr @__gxx_personality_v0 {
  %2 = alloca %"struct.sycl::_V1::detail::kernel_param_desc_t", align 8
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %0, i8 0, i64 24, i1 false)
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = tail call noalias noundef nonnull dereferenceable(36) ptr @_Znwm(i64 noundef 36) #31
  store ptr %4, ptr %0, align 8, !tbaa !166
  %5 = getelementptr inbounds i8, ptr %4, i64 36
  store ptr %5, ptr %3, align 8, !tbaa !168
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #28
  store i64 26255135080448, ptr %2, align 8
  store i32 0, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %4, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !191
  %8 = getelementptr inbounds i8, ptr %4, i64 12
  store ptr %8, ptr %7, align 8, !tbaa !169
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #28
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #28
  store i64 26255135080448, ptr %2, align 8
  store i32 32, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %8, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !191
  %9 = getelementptr inbounds i8, ptr %4, i64 24
  store ptr %9, ptr %7, align 8, !tbaa !169
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #28
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #28
  store i64 17179869185, ptr %2, align 8
  store i32 64, ptr %6, align 8
  %10 = load ptr, ptr %3, align 8, !tbaa !168
  %11 = icmp eq ptr %9, %10
  br i1 %11, label %15, label %12

12:                                               ; preds = %1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %9, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !191
  %13 = load ptr, ptr %7, align 8, !tbaa !169
  %14 = getelementptr inbounds i8, ptr %13, i64 12
  store ptr %14, ptr %7, align 8, !tbaa !169
  br label %16

15:                                               ; preds = %1
  invoke void @_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr nonnull %9, ptr noundef nonnull align 4 dereferenceable(12) %2)
          to label %16 unwind label %17

16:                                               ; preds = %15, %12
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #28
  ret void

17:                                               ; preds = %15
  %18 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #28
  %19 = load ptr, ptr %0, align 8, !tbaa !166
  %20 = icmp eq ptr %19, null
  br i1 %20, label %26, label %21

21:                                               ; preds = %17
  %22 = load ptr, ptr %3, align 8, !tbaa !168
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
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZL14brighten_imageRNS0_5queueER7PicturefENKUlRNS0_7handlerEE_clES8_EUlNS0_4itemILi2ELb1EEEE_SB_Li2EEE, i64 16), ptr %0, align 8, !tbaa !34
  %2 = getelementptr inbounds i8, ptr %0, i64 48
  %3 = load ptr, ptr %2, align 8, !tbaa !28
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !30
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !33
  %12 = load ptr, ptr %3, align 8, !tbaa !34
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #28
  %15 = load ptr, ptr %3, align 8, !tbaa !34
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #28
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !37
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !38

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #28
  br label %29

29:                                               ; preds = %28, %25, %10, %1
  %30 = getelementptr inbounds i8, ptr %0, i64 16
  %31 = load ptr, ptr %30, align 8, !tbaa !28
  %32 = icmp eq ptr %31, null
  br i1 %32, label %57, label %33

33:                                               ; preds = %29
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = load atomic i64, ptr %34 acquire, align 8
  %36 = icmp eq i64 %35, 4294967297
  %37 = trunc i64 %35 to i32
  br i1 %36, label %38, label %46

38:                                               ; preds = %33
  store i32 0, ptr %34, align 8, !tbaa !30
  %39 = getelementptr inbounds i8, ptr %31, i64 12
  store i32 0, ptr %39, align 4, !tbaa !33
  %40 = load ptr, ptr %31, align 8, !tbaa !34
  %41 = getelementptr inbounds i8, ptr %40, i64 16
  %42 = load ptr, ptr %41, align 8
  tail call void %42(ptr noundef nonnull align 8 dereferenceable(16) %31) #28
  %43 = load ptr, ptr %31, align 8, !tbaa !34
  %44 = getelementptr inbounds i8, ptr %43, i64 24
  %45 = load ptr, ptr %44, align 8
  tail call void %45(ptr noundef nonnull align 8 dereferenceable(16) %31) #28
  br label %57

46:                                               ; preds = %33
  %47 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %48 = icmp eq i8 %47, 0
  br i1 %48, label %51, label %49

49:                                               ; preds = %46
  %50 = add nsw i32 %37, -1
  store i32 %50, ptr %34, align 4, !tbaa !37
  br label %53

51:                                               ; preds = %46
  %52 = atomicrmw volatile add ptr %34, i32 -1 acq_rel, align 4
  br label %53

53:                                               ; preds = %51, %49
  %54 = phi i32 [ %37, %49 ], [ %52, %51 ]
  %55 = icmp eq i32 %54, 1
  br i1 %55, label %56, label %57, !prof !38

56:                                               ; preds = %53
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #28
  br label %57

57:                                               ; preds = %29, %38, %53, %56
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZL14brighten_imageRNS0_5queueER7PicturefENKUlRNS0_7handlerEE_clES8_EUlNS0_4itemILi2ELb1EEEE_SB_Li2EED0Ev(ptr noundef nonnull align 8 dereferenceable(80) %0) unnamed_addr #17 align 2 {
  tail call void @_ZN4sycl3_V16detail10HostKernelIZZL14brighten_imageRNS0_5queueER7PicturefENKUlRNS0_7handlerEE_clES8_EUlNS0_4itemILi2ELb1EEEE_SB_Li2EED2Ev(ptr noundef nonnull align 8 dereferenceable(80) %0) #28
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 80) #30
  ret void
}

; Function Attrs: mustprogress uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZL14brighten_imageRNS0_5queueER7PicturefENKUlRNS0_7handlerEE_clES8_EUlNS0_4itemILi2ELb1EEEE_SB_Li2EE23InstantiateKernelOnHostEv(ptr nocapture noundef nonnull readonly align 8 dereferenceable(80) %0) unnamed_addr #21 align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca %"class.sycl::_V1::id", align 8
  %3 = alloca %"class.sycl::_V1::vec.211", align 8
  %4 = alloca %"class.sycl::_V1::vec", align 16
  %5 = alloca %class.anon.195, align 8
  %6 = getelementptr inbounds i8, ptr %0, i64 8
  %7 = load ptr, ptr %6, align 8, !tbaa !155
  store ptr %7, ptr %5, align 8, !tbaa !155
  %8 = getelementptr inbounds i8, ptr %5, i64 8
  %9 = getelementptr inbounds i8, ptr %0, i64 16
  %10 = load ptr, ptr %9, align 8, !tbaa !28
  store ptr %10, ptr %8, align 8, !tbaa !28
  %11 = icmp eq ptr %10, null
  br i1 %11, label %21, label %12

12:                                               ; preds = %1
  %13 = getelementptr inbounds i8, ptr %10, i64 8
  %14 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %15 = icmp eq i8 %14, 0
  br i1 %15, label %19, label %16

16:                                               ; preds = %12
  %17 = load i32, ptr %13, align 4, !tbaa !37
  %18 = add nsw i32 %17, 1
  store i32 %18, ptr %13, align 4, !tbaa !37
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
  %26 = load ptr, ptr %25, align 8, !tbaa !155
  store ptr %26, ptr %24, align 8, !tbaa !155
  %27 = getelementptr inbounds i8, ptr %5, i64 40
  %28 = getelementptr inbounds i8, ptr %0, i64 48
  %29 = load ptr, ptr %28, align 8, !tbaa !28
  store ptr %29, ptr %27, align 8, !tbaa !28
  %30 = icmp eq ptr %29, null
  br i1 %30, label %40, label %31

31:                                               ; preds = %21
  %32 = getelementptr inbounds i8, ptr %29, i64 8
  %33 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %34 = icmp eq i8 %33, 0
  br i1 %34, label %38, label %35

35:                                               ; preds = %31
  %36 = load i32, ptr %32, align 4, !tbaa !37
  %37 = add nsw i32 %36, 1
  store i32 %37, ptr %32, align 4, !tbaa !37
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
  %45 = load float, ptr %44, align 8, !tbaa !202
  store float %45, ptr %43, align 8, !tbaa !202
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #28
  store i32 0, ptr %3, align 8, !tbaa !37
  %46 = getelementptr inbounds i8, ptr %3, i64 4
  store i32 0, ptr %46, align 4, !tbaa !37
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #28
  %47 = invoke { <2 x float>, <2 x float> } @_ZNK4sycl3_V16detail14image_accessorINS0_3vecIfLi4EEELi2ELNS0_6access4modeE1024ELNS5_6targetE2017ELNS5_11placeholderE0EE4readINS3_IiLi2EEELi2EvEES4_RKT_(ptr noundef nonnull align 8 dereferenceable(32) %24, ptr noundef nonnull align 8 dereferenceable(8) %3)
          to label %48 unwind label %124

48:                                               ; preds = %40
  %49 = extractvalue { <2 x float>, <2 x float> } %47, 0
  %50 = extractvalue { <2 x float>, <2 x float> } %47, 1
  %51 = shufflevector <2 x float> %49, <2 x float> %50, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %52 = load float, ptr %43, align 8, !tbaa !42
  %53 = insertelement <4 x float> poison, float %52, i64 0
  %54 = shufflevector <4 x float> %53, <4 x float> poison, <4 x i32> zeroinitializer
  %55 = fmul <4 x float> %51, %54
  %56 = shufflevector <4 x float> %55, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %57 = shufflevector <4 x float> %55, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  store <2 x float> %56, ptr %4, align 16
  %58 = getelementptr inbounds i8, ptr %4, i64 8
  store <2 x float> %57, ptr %58, align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2)
  %59 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %5)
          to label %60 unwind label %124

60:                                               ; preds = %48
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %2, ptr noundef nonnull align 8 dereferenceable(24) %59, i64 24, i1 false)
  %61 = invoke noundef i32 @_ZNK4sycl3_V16detail16AccessorBaseHost11getElemSizeEv(ptr noundef nonnull align 8 dereferenceable(16) %5)
          to label %62 unwind label %124

62:                                               ; preds = %60
  %63 = trunc i32 %61 to i8
  %64 = getelementptr inbounds i8, ptr %5, i64 28
  %65 = load i32, ptr %64, align 4, !tbaa !235
  %66 = getelementptr inbounds i8, ptr %5, i64 24
  %67 = load i32, ptr %66, align 8, !tbaa !234
  %68 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %5) #28
  invoke void @_ZN4sycl3_V16detail18imageWriteHostImplINS0_3vecIiLi2EEENS3_IfLi4EEEEEvRKT_RKT0_NS0_2idILi3EEEhNS0_18image_channel_typeENS0_19image_channel_orderEPv(ptr noundef nonnull align 8 dereferenceable(8) %3, ptr noundef nonnull align 16 dereferenceable(16) %4, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %2, i8 noundef zeroext %63, i32 noundef %65, i32 noundef %67, ptr noundef %68)
          to label %69 unwind label %124

69:                                               ; preds = %62
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #28
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #28
  %70 = load ptr, ptr %27, align 8, !tbaa !28
  %71 = icmp eq ptr %70, null
  br i1 %71, label %96, label %72

72:                                               ; preds = %69
  %73 = getelementptr inbounds i8, ptr %70, i64 8
  %74 = load atomic i64, ptr %73 acquire, align 8
  %75 = icmp eq i64 %74, 4294967297
  %76 = trunc i64 %74 to i32
  br i1 %75, label %77, label %85

77:                                               ; preds = %72
  store i32 0, ptr %73, align 8, !tbaa !30
  %78 = getelementptr inbounds i8, ptr %70, i64 12
  store i32 0, ptr %78, align 4, !tbaa !33
  %79 = load ptr, ptr %70, align 8, !tbaa !34
  %80 = getelementptr inbounds i8, ptr %79, i64 16
  %81 = load ptr, ptr %80, align 8
  call void %81(ptr noundef nonnull align 8 dereferenceable(16) %70) #28
  %82 = load ptr, ptr %70, align 8, !tbaa !34
  %83 = getelementptr inbounds i8, ptr %82, i64 24
  %84 = load ptr, ptr %83, align 8
  call void %84(ptr noundef nonnull align 8 dereferenceable(16) %70) #28
  br label %96

85:                                               ; preds = %72
  %86 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %87 = icmp eq i8 %86, 0
  br i1 %87, label %90, label %88

88:                                               ; preds = %85
  %89 = add nsw i32 %76, -1
  store i32 %89, ptr %73, align 4, !tbaa !37
  br label %92

90:                                               ; preds = %85
  %91 = atomicrmw volatile add ptr %73, i32 -1 acq_rel, align 4
  br label %92

92:                                               ; preds = %90, %88
  %93 = phi i32 [ %76, %88 ], [ %91, %90 ]
  %94 = icmp eq i32 %93, 1
  br i1 %94, label %95, label %96, !prof !38

95:                                               ; preds = %92
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %70) #28
  br label %96

96:                                               ; preds = %95, %92, %77, %69
  %97 = load ptr, ptr %8, align 8, !tbaa !28
  %98 = icmp eq ptr %97, null
  br i1 %98, label %123, label %99

99:                                               ; preds = %96
  %100 = getelementptr inbounds i8, ptr %97, i64 8
  %101 = load atomic i64, ptr %100 acquire, align 8
  %102 = icmp eq i64 %101, 4294967297
  %103 = trunc i64 %101 to i32
  br i1 %102, label %104, label %112

104:                                              ; preds = %99
  store i32 0, ptr %100, align 8, !tbaa !30
  %105 = getelementptr inbounds i8, ptr %97, i64 12
  store i32 0, ptr %105, align 4, !tbaa !33
  %106 = load ptr, ptr %97, align 8, !tbaa !34
  %107 = getelementptr inbounds i8, ptr %106, i64 16
  %108 = load ptr, ptr %107, align 8
  call void %108(ptr noundef nonnull align 8 dereferenceable(16) %97) #28
  %109 = load ptr, ptr %97, align 8, !tbaa !34
  %110 = getelementptr inbounds i8, ptr %109, i64 24
  %111 = load ptr, ptr %110, align 8
  call void %111(ptr noundef nonnull align 8 dereferenceable(16) %97) #28
  br label %123

112:                                              ; preds = %99
  %113 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %114 = icmp eq i8 %113, 0
  br i1 %114, label %117, label %115

115:                                              ; preds = %112
  %116 = add nsw i32 %103, -1
  store i32 %116, ptr %100, align 4, !tbaa !37
  br label %119

117:                                              ; preds = %112
  %118 = atomicrmw volatile add ptr %100, i32 -1 acq_rel, align 4
  br label %119

119:                                              ; preds = %117, %115
  %120 = phi i32 [ %103, %115 ], [ %118, %117 ]
  %121 = icmp eq i32 %120, 1
  br i1 %121, label %122, label %123, !prof !38

122:                                              ; preds = %119
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %97) #28
  br label %123

123:                                              ; preds = %96, %104, %119, %122
  ret void

124:                                              ; preds = %62, %60, %48, %40
  %125 = landingpad { ptr, i32 }
          cleanup
  call fastcc void @_ZZZL14brighten_imageRN4sycl3_V15queueER7PicturefENKUlRNS0_7handlerEE_clES6_ENUlNS0_4itemILi2ELb1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(68) %5) #28
  resume { ptr, i32 } %125
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local { <2 x float>, <2 x float> } @_ZNK4sycl3_V16detail14image_accessorINS0_3vecIfLi4EEELi2ELNS0_6access4modeE1024ELNS5_6targetE2017ELNS5_11placeholderE0EE4readINS3_IiLi2EEELi2EvEES4_RKT_(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(8) %1) local_unnamed_addr #22 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca [3 x i64], align 8
  %4 = alloca [3 x i64], align 8
  %5 = alloca %"class.sycl::_V1::sampler", align 8
  %6 = alloca %"class.sycl::_V1::property_list", align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #28
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #28
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %6, i8 0, i64 32, i1 false)
  invoke void @_ZN4sycl3_V17samplerC1ENS0_29coordinate_normalization_modeENS0_15addressing_modeENS0_14filtering_modeERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %5, i32 noundef 0, i32 noundef 4400, i32 noundef 4416, ptr noundef nonnull align 8 dereferenceable(32) %6)
          to label %7 unwind label %105

7:                                                ; preds = %2
  %8 = getelementptr inbounds i8, ptr %6, i64 8
  %9 = load ptr, ptr %8, align 8, !tbaa !25
  %10 = getelementptr inbounds i8, ptr %6, i64 16
  %11 = load ptr, ptr %10, align 8, !tbaa !27
  %12 = icmp eq ptr %9, %11
  br i1 %12, label %47, label %13

13:                                               ; preds = %7, %42
  %14 = phi ptr [ %43, %42 ], [ %9, %7 ]
  %15 = getelementptr inbounds i8, ptr %14, i64 8
  %16 = load ptr, ptr %15, align 8, !tbaa !28
  %17 = icmp eq ptr %16, null
  br i1 %17, label %42, label %18

18:                                               ; preds = %13
  %19 = getelementptr inbounds i8, ptr %16, i64 8
  %20 = load atomic i64, ptr %19 acquire, align 8
  %21 = icmp eq i64 %20, 4294967297
  %22 = trunc i64 %20 to i32
  br i1 %21, label %23, label %31

23:                                               ; preds = %18
  store i32 0, ptr %19, align 8, !tbaa !30
  %24 = getelementptr inbounds i8, ptr %16, i64 12
  store i32 0, ptr %24, align 4, !tbaa !33
  %25 = load ptr, ptr %16, align 8, !tbaa !34
  %26 = getelementptr inbounds i8, ptr %25, i64 16
  %27 = load ptr, ptr %26, align 8
  call void %27(ptr noundef nonnull align 8 dereferenceable(16) %16) #28
  %28 = load ptr, ptr %16, align 8, !tbaa !34
  %29 = getelementptr inbounds i8, ptr %28, i64 24
  %30 = load ptr, ptr %29, align 8
  call void %30(ptr noundef nonnull align 8 dereferenceable(16) %16) #28
  br label %42

31:                                               ; preds = %18
  %32 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %33 = icmp eq i8 %32, 0
  br i1 %33, label %36, label %34

34:                                               ; preds = %31
  %35 = add nsw i32 %22, -1
  store i32 %35, ptr %19, align 4, !tbaa !37
  br label %38

36:                                               ; preds = %31
  %37 = atomicrmw volatile add ptr %19, i32 -1 acq_rel, align 4
  br label %38

38:                                               ; preds = %36, %34
  %39 = phi i32 [ %22, %34 ], [ %37, %36 ]
  %40 = icmp eq i32 %39, 1
  br i1 %40, label %41, label %42, !prof !38

41:                                               ; preds = %38
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %16) #28
  br label %42

42:                                               ; preds = %41, %38, %23, %13
  %43 = getelementptr inbounds i8, ptr %14, i64 16
  %44 = icmp eq ptr %43, %11
  br i1 %44, label %45, label %13, !llvm.loop !39

45:                                               ; preds = %42
  %46 = load ptr, ptr %8, align 8, !tbaa !25
  br label %47

47:                                               ; preds = %45, %7
  %48 = phi ptr [ %46, %45 ], [ %9, %7 ]
  %49 = icmp eq ptr %48, null
  br i1 %49, label %56, label %50

50:                                               ; preds = %47
  %51 = getelementptr inbounds i8, ptr %6, i64 24
  %52 = load ptr, ptr %51, align 8, !tbaa !40
  %53 = ptrtoint ptr %52 to i64
  %54 = ptrtoint ptr %48 to i64
  %55 = sub i64 %53, %54
  call void @_ZdlPvm(ptr noundef nonnull %48, i64 noundef %55) #30
  br label %56

56:                                               ; preds = %47, %50
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #28
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
  %62 = load i32, ptr %61, align 4, !tbaa !226
  %63 = getelementptr inbounds i8, ptr %0, i64 24
  %64 = load i32, ptr %63, align 8, !tbaa !225
  %65 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #28
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
  %75 = invoke { <2 x float>, <2 x float> } @_ZN4sycl3_V16detail24imageReadSamplerHostImplINS0_3vecIiLi2EEENS3_IfLi4EEEEET0_RKT_NS0_29coordinate_normalization_modeENS0_15addressing_modeENS0_14filtering_modeENS0_5rangeILi3EEENS0_2idILi3EEENS0_18image_channel_typeENS0_19image_channel_orderEPvh(ptr noundef nonnull align 8 dereferenceable(8) %1, i32 noundef %69, i32 noundef %71, i32 noundef %73, ptr noundef nonnull byval(%"class.sycl::_V1::range.147") align 8 %3, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %4, i32 noundef %62, i32 noundef %64, ptr noundef %65, i8 noundef zeroext %68)
          to label %76 unwind label %107

76:                                               ; preds = %74
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4)
  %77 = getelementptr inbounds i8, ptr %5, i64 8
  %78 = load ptr, ptr %77, align 8, !tbaa !28
  %79 = icmp eq ptr %78, null
  br i1 %79, label %104, label %80

80:                                               ; preds = %76
  %81 = getelementptr inbounds i8, ptr %78, i64 8
  %82 = load atomic i64, ptr %81 acquire, align 8
  %83 = icmp eq i64 %82, 4294967297
  %84 = trunc i64 %82 to i32
  br i1 %83, label %85, label %93

85:                                               ; preds = %80
  store i32 0, ptr %81, align 8, !tbaa !30
  %86 = getelementptr inbounds i8, ptr %78, i64 12
  store i32 0, ptr %86, align 4, !tbaa !33
  %87 = load ptr, ptr %78, align 8, !tbaa !34
  %88 = getelementptr inbounds i8, ptr %87, i64 16
  %89 = load ptr, ptr %88, align 8
  call void %89(ptr noundef nonnull align 8 dereferenceable(16) %78) #28
  %90 = load ptr, ptr %78, align 8, !tbaa !34
  %91 = getelementptr inbounds i8, ptr %90, i64 24
  %92 = load ptr, ptr %91, align 8
  call void %92(ptr noundef nonnull align 8 dereferenceable(16) %78) #28
  br label %104

93:                                               ; preds = %80
  %94 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %95 = icmp eq i8 %94, 0
  br i1 %95, label %98, label %96

96:                                               ; preds = %93
  %97 = add nsw i32 %84, -1
  store i32 %97, ptr %81, align 4, !tbaa !37
  br label %100

98:                                               ; preds = %93
  %99 = atomicrmw volatile add ptr %81, i32 -1 acq_rel, align 4
  br label %100

100:                                              ; preds = %98, %96
  %101 = phi i32 [ %84, %96 ], [ %99, %98 ]
  %102 = icmp eq i32 %101, 1
  br i1 %102, label %103, label %104, !prof !38

103:                                              ; preds = %100
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %78) #28
  br label %104

104:                                              ; preds = %76, %85, %100, %103
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #28
  ret { <2 x float>, <2 x float> } %75

105:                                              ; preds = %2
  %106 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %6) #28
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #28
  br label %109

107:                                              ; preds = %74, %72, %70, %67, %60, %58, %56
  %108 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V17samplerD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %5) #28
  br label %109

109:                                              ; preds = %107, %105
  %110 = phi { ptr, i32 } [ %108, %107 ], [ %106, %105 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #28
  resume { ptr, i32 } %110
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail18imageWriteHostImplINS0_3vecIiLi2EEENS3_IfLi4EEEEEvRKT_RKT0_NS0_2idILi3EEEhNS0_18image_channel_typeENS0_19image_channel_orderEPv(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef nonnull align 16 dereferenceable(16) %1, ptr noundef byval(%"class.sycl::_V1::id") align 8 %2, i8 noundef zeroext %3, i32 noundef %4, i32 noundef %5, ptr noundef %6) local_unnamed_addr #21 comdat personality ptr @__gxx_personality_v0 {
  %8 = alloca %"class.sycl::_V1::vec", align 16
  %9 = load i64, ptr %2, align 8
  %10 = load i32, ptr %0, align 8, !tbaa !37
  %11 = zext i8 %3 to i32
  %12 = mul nsw i32 %10, %11
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds i8, ptr %0, i64 4
  %15 = load i32, ptr %14, align 4, !tbaa !37
  %16 = sext i32 %15 to i64
  %17 = mul i64 %9, %16
  %18 = getelementptr i8, ptr %6, i64 %17
  %19 = getelementptr i8, ptr %18, i64 %13
  switch i32 %4, label %510 [
    i32 0, label %20
    i32 1, label %78
    i32 2, label %136
    i32 3, label %194
    i32 4, label %252
    i32 5, label %263
    i32 6, label %336
    i32 7, label %400
    i32 8, label %408
    i32 9, label %416
    i32 10, label %424
    i32 11, label %432
    i32 12, label %440
    i32 13, label %448
    i32 14, label %486
  ]

20:                                               ; preds = %7
  %21 = load <4 x float>, ptr %1, align 16
  %22 = bitcast <4 x float> %21 to <2 x i64>
  %23 = extractelement <2 x i64> %22, i64 1
  %24 = bitcast i64 %23 to <2 x float>
  %25 = shufflevector <2 x float> %24, <2 x float> poison, <4 x i32> <i32 poison, i32 poison, i32 0, i32 1>
  %26 = shufflevector <4 x float> %21, <4 x float> %25, <4 x i32> <i32 0, i32 1, i32 6, i32 7>
  %27 = fmul <4 x float> %26, <float 1.270000e+02, float 1.270000e+02, float 1.270000e+02, float 1.270000e+02>
  %28 = extractelement <4 x float> %27, i64 0
  %29 = tail call noundef i32 @_ZN4sycl3_V16detail11ConvertFToSIfiLi1EiLNS_13rounding_modeE1EEET0_T_(float noundef %28)
  %30 = zext i32 %29 to i64
  %31 = extractelement <4 x float> %27, i64 1
  %32 = tail call noundef i32 @_ZN4sycl3_V16detail11ConvertFToSIfiLi1EiLNS_13rounding_modeE1EEET0_T_(float noundef %31)
  %33 = zext i32 %32 to i64
  %34 = shl nuw i64 %33, 32
  %35 = or disjoint i64 %34, %30
  %36 = extractelement <4 x float> %27, i64 2
  %37 = tail call noundef i32 @_ZN4sycl3_V16detail11ConvertFToSIfiLi1EiLNS_13rounding_modeE1EEET0_T_(float noundef %36)
  %38 = zext i32 %37 to i64
  %39 = extractelement <4 x float> %27, i64 3
  %40 = tail call noundef i32 @_ZN4sycl3_V16detail11ConvertFToSIfiLi1EiLNS_13rounding_modeE1EEET0_T_(float noundef %39)
  %41 = zext i32 %40 to i64
  %42 = shl nuw i64 %41, 32
  %43 = or disjoint i64 %42, %38
  %44 = tail call { i64, i64 } @_ZN4sycl3_V112__clamp_implENS0_3vecIiLi4EEES2_S2_(i64 %35, i64 %43, i64 -545460846720, i64 -545460846720, i64 545460846719, i64 545460846719)
  %45 = extractvalue { i64, i64 } %44, 0
  %46 = extractvalue { i64, i64 } %44, 1
  %47 = trunc i64 %45 to i8
  %48 = lshr i64 %45, 32
  %49 = trunc i64 %48 to i8
  %50 = trunc i64 %46 to i8
  %51 = lshr i64 %46, 32
  %52 = trunc i64 %51 to i8
  switch i32 %5, label %510 [
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
  store i8 %52, ptr %19, align 1, !tbaa !36
  br label %510

54:                                               ; preds = %20, %20, %20, %20
  store i8 %47, ptr %19, align 1, !tbaa !36
  br label %510

55:                                               ; preds = %20, %20
  store i8 %47, ptr %19, align 1, !tbaa !36
  %56 = getelementptr inbounds i8, ptr %19, i64 1
  store i8 %49, ptr %56, align 1, !tbaa !36
  br label %510

57:                                               ; preds = %20
  store i8 %47, ptr %19, align 1, !tbaa !36
  %58 = getelementptr inbounds i8, ptr %19, i64 1
  store i8 %52, ptr %58, align 1, !tbaa !36
  br label %510

59:                                               ; preds = %20, %20
  store i8 %47, ptr %19, align 1, !tbaa !36
  %60 = getelementptr inbounds i8, ptr %19, i64 1
  store i8 %49, ptr %60, align 1, !tbaa !36
  %61 = getelementptr inbounds i8, ptr %19, i64 2
  store i8 %50, ptr %61, align 1, !tbaa !36
  br label %510

62:                                               ; preds = %20, %20
  store i8 %47, ptr %19, align 1, !tbaa !36
  %63 = getelementptr inbounds i8, ptr %19, i64 1
  store i8 %49, ptr %63, align 1, !tbaa !36
  %64 = getelementptr inbounds i8, ptr %19, i64 2
  store i8 %50, ptr %64, align 1, !tbaa !36
  %65 = getelementptr inbounds i8, ptr %19, i64 3
  store i8 %52, ptr %65, align 1, !tbaa !36
  br label %510

66:                                               ; preds = %20
  store i8 %52, ptr %19, align 1, !tbaa !36
  %67 = getelementptr inbounds i8, ptr %19, i64 1
  store i8 %47, ptr %67, align 1, !tbaa !36
  %68 = getelementptr inbounds i8, ptr %19, i64 2
  store i8 %49, ptr %68, align 1, !tbaa !36
  %69 = getelementptr inbounds i8, ptr %19, i64 3
  store i8 %50, ptr %69, align 1, !tbaa !36
  br label %510

70:                                               ; preds = %20
  store i8 %50, ptr %19, align 1, !tbaa !36
  %71 = getelementptr inbounds i8, ptr %19, i64 1
  store i8 %49, ptr %71, align 1, !tbaa !36
  %72 = getelementptr inbounds i8, ptr %19, i64 2
  store i8 %47, ptr %72, align 1, !tbaa !36
  %73 = getelementptr inbounds i8, ptr %19, i64 3
  store i8 %52, ptr %73, align 1, !tbaa !36
  br label %510

74:                                               ; preds = %20
  store i8 %52, ptr %19, align 1, !tbaa !36
  %75 = getelementptr inbounds i8, ptr %19, i64 1
  store i8 %50, ptr %75, align 1, !tbaa !36
  %76 = getelementptr inbounds i8, ptr %19, i64 2
  store i8 %49, ptr %76, align 1, !tbaa !36
  %77 = getelementptr inbounds i8, ptr %19, i64 3
  store i8 %47, ptr %77, align 1, !tbaa !36
  br label %510

78:                                               ; preds = %7
  %79 = load <4 x float>, ptr %1, align 16
  %80 = bitcast <4 x float> %79 to <2 x i64>
  %81 = extractelement <2 x i64> %80, i64 1
  %82 = bitcast i64 %81 to <2 x float>
  %83 = shufflevector <2 x float> %82, <2 x float> poison, <4 x i32> <i32 poison, i32 poison, i32 0, i32 1>
  %84 = shufflevector <4 x float> %79, <4 x float> %83, <4 x i32> <i32 0, i32 1, i32 6, i32 7>
  %85 = fmul <4 x float> %84, <float 3.276700e+04, float 3.276700e+04, float 3.276700e+04, float 3.276700e+04>
  %86 = extractelement <4 x float> %85, i64 0
  %87 = tail call noundef i32 @_ZN4sycl3_V16detail11ConvertFToSIfiLi1EiLNS_13rounding_modeE1EEET0_T_(float noundef %86)
  %88 = zext i32 %87 to i64
  %89 = extractelement <4 x float> %85, i64 1
  %90 = tail call noundef i32 @_ZN4sycl3_V16detail11ConvertFToSIfiLi1EiLNS_13rounding_modeE1EEET0_T_(float noundef %89)
  %91 = zext i32 %90 to i64
  %92 = shl nuw i64 %91, 32
  %93 = or disjoint i64 %92, %88
  %94 = extractelement <4 x float> %85, i64 2
  %95 = tail call noundef i32 @_ZN4sycl3_V16detail11ConvertFToSIfiLi1EiLNS_13rounding_modeE1EEET0_T_(float noundef %94)
  %96 = zext i32 %95 to i64
  %97 = extractelement <4 x float> %85, i64 3
  %98 = tail call noundef i32 @_ZN4sycl3_V16detail11ConvertFToSIfiLi1EiLNS_13rounding_modeE1EEET0_T_(float noundef %97)
  %99 = zext i32 %98 to i64
  %100 = shl nuw i64 %99, 32
  %101 = or disjoint i64 %100, %96
  %102 = tail call { i64, i64 } @_ZN4sycl3_V112__clamp_implENS0_3vecIiLi4EEES2_S2_(i64 %93, i64 %101, i64 -140733193420800, i64 -140733193420800, i64 140733193420799, i64 140733193420799)
  %103 = extractvalue { i64, i64 } %102, 0
  %104 = extractvalue { i64, i64 } %102, 1
  %105 = trunc i64 %103 to i16
  %106 = lshr i64 %103, 32
  %107 = trunc i64 %106 to i16
  %108 = trunc i64 %104 to i16
  %109 = lshr i64 %104, 32
  %110 = trunc i64 %109 to i16
  switch i32 %5, label %510 [
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
  store i16 %110, ptr %19, align 2, !tbaa !236
  br label %510

112:                                              ; preds = %78, %78, %78, %78
  store i16 %105, ptr %19, align 2, !tbaa !236
  br label %510

113:                                              ; preds = %78, %78
  store i16 %105, ptr %19, align 2, !tbaa !236
  %114 = getelementptr inbounds i8, ptr %19, i64 2
  store i16 %107, ptr %114, align 2, !tbaa !236
  br label %510

115:                                              ; preds = %78
  store i16 %105, ptr %19, align 2, !tbaa !236
  %116 = getelementptr inbounds i8, ptr %19, i64 2
  store i16 %110, ptr %116, align 2, !tbaa !236
  br label %510

117:                                              ; preds = %78, %78
  store i16 %105, ptr %19, align 2, !tbaa !236
  %118 = getelementptr inbounds i8, ptr %19, i64 2
  store i16 %107, ptr %118, align 2, !tbaa !236
  %119 = getelementptr inbounds i8, ptr %19, i64 4
  store i16 %108, ptr %119, align 2, !tbaa !236
  br label %510

120:                                              ; preds = %78, %78
  store i16 %105, ptr %19, align 2, !tbaa !236
  %121 = getelementptr inbounds i8, ptr %19, i64 2
  store i16 %107, ptr %121, align 2, !tbaa !236
  %122 = getelementptr inbounds i8, ptr %19, i64 4
  store i16 %108, ptr %122, align 2, !tbaa !236
  %123 = getelementptr inbounds i8, ptr %19, i64 6
  store i16 %110, ptr %123, align 2, !tbaa !236
  br label %510

124:                                              ; preds = %78
  store i16 %110, ptr %19, align 2, !tbaa !236
  %125 = getelementptr inbounds i8, ptr %19, i64 2
  store i16 %105, ptr %125, align 2, !tbaa !236
  %126 = getelementptr inbounds i8, ptr %19, i64 4
  store i16 %107, ptr %126, align 2, !tbaa !236
  %127 = getelementptr inbounds i8, ptr %19, i64 6
  store i16 %108, ptr %127, align 2, !tbaa !236
  br label %510

128:                                              ; preds = %78
  store i16 %108, ptr %19, align 2, !tbaa !236
  %129 = getelementptr inbounds i8, ptr %19, i64 2
  store i16 %107, ptr %129, align 2, !tbaa !236
  %130 = getelementptr inbounds i8, ptr %19, i64 4
  store i16 %105, ptr %130, align 2, !tbaa !236
  %131 = getelementptr inbounds i8, ptr %19, i64 6
  store i16 %110, ptr %131, align 2, !tbaa !236
  br label %510

132:                                              ; preds = %78
  store i16 %110, ptr %19, align 2, !tbaa !236
  %133 = getelementptr inbounds i8, ptr %19, i64 2
  store i16 %108, ptr %133, align 2, !tbaa !236
  %134 = getelementptr inbounds i8, ptr %19, i64 4
  store i16 %107, ptr %134, align 2, !tbaa !236
  %135 = getelementptr inbounds i8, ptr %19, i64 6
  store i16 %105, ptr %135, align 2, !tbaa !236
  br label %510

136:                                              ; preds = %7
  %137 = load <4 x float>, ptr %1, align 16
  %138 = bitcast <4 x float> %137 to <2 x i64>
  %139 = extractelement <2 x i64> %138, i64 1
  %140 = bitcast i64 %139 to <2 x float>
  %141 = shufflevector <2 x float> %140, <2 x float> poison, <4 x i32> <i32 poison, i32 poison, i32 0, i32 1>
  %142 = shufflevector <4 x float> %137, <4 x float> %141, <4 x i32> <i32 0, i32 1, i32 6, i32 7>
  %143 = fmul <4 x float> %142, <float 2.550000e+02, float 2.550000e+02, float 2.550000e+02, float 2.550000e+02>
  %144 = extractelement <4 x float> %143, i64 0
  %145 = tail call noundef i32 @_ZN4sycl3_V16detail11ConvertFToSIfiLi1EiLNS_13rounding_modeE1EEET0_T_(float noundef %144)
  %146 = zext i32 %145 to i64
  %147 = extractelement <4 x float> %143, i64 1
  %148 = tail call noundef i32 @_ZN4sycl3_V16detail11ConvertFToSIfiLi1EiLNS_13rounding_modeE1EEET0_T_(float noundef %147)
  %149 = zext i32 %148 to i64
  %150 = shl nuw i64 %149, 32
  %151 = or disjoint i64 %150, %146
  %152 = extractelement <4 x float> %143, i64 2
  %153 = tail call noundef i32 @_ZN4sycl3_V16detail11ConvertFToSIfiLi1EiLNS_13rounding_modeE1EEET0_T_(float noundef %152)
  %154 = zext i32 %153 to i64
  %155 = extractelement <4 x float> %143, i64 3
  %156 = tail call noundef i32 @_ZN4sycl3_V16detail11ConvertFToSIfiLi1EiLNS_13rounding_modeE1EEET0_T_(float noundef %155)
  %157 = zext i32 %156 to i64
  %158 = shl nuw i64 %157, 32
  %159 = or disjoint i64 %158, %154
  %160 = tail call { i64, i64 } @_ZN4sycl3_V112__clamp_implENS0_3vecIiLi4EEES2_S2_(i64 %151, i64 %159, i64 0, i64 0, i64 1095216660735, i64 1095216660735)
  %161 = extractvalue { i64, i64 } %160, 0
  %162 = extractvalue { i64, i64 } %160, 1
  %163 = trunc i64 %161 to i8
  %164 = lshr i64 %161, 32
  %165 = trunc i64 %164 to i8
  %166 = trunc i64 %162 to i8
  %167 = lshr i64 %162, 32
  %168 = trunc i64 %167 to i8
  switch i32 %5, label %510 [
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
  store i8 %168, ptr %19, align 1, !tbaa !36
  br label %510

170:                                              ; preds = %136, %136, %136, %136
  store i8 %163, ptr %19, align 1, !tbaa !36
  br label %510

171:                                              ; preds = %136, %136
  store i8 %163, ptr %19, align 1, !tbaa !36
  %172 = getelementptr inbounds i8, ptr %19, i64 1
  store i8 %165, ptr %172, align 1, !tbaa !36
  br label %510

173:                                              ; preds = %136
  store i8 %163, ptr %19, align 1, !tbaa !36
  %174 = getelementptr inbounds i8, ptr %19, i64 1
  store i8 %168, ptr %174, align 1, !tbaa !36
  br label %510

175:                                              ; preds = %136, %136
  store i8 %163, ptr %19, align 1, !tbaa !36
  %176 = getelementptr inbounds i8, ptr %19, i64 1
  store i8 %165, ptr %176, align 1, !tbaa !36
  %177 = getelementptr inbounds i8, ptr %19, i64 2
  store i8 %166, ptr %177, align 1, !tbaa !36
  br label %510

178:                                              ; preds = %136, %136
  store i8 %163, ptr %19, align 1, !tbaa !36
  %179 = getelementptr inbounds i8, ptr %19, i64 1
  store i8 %165, ptr %179, align 1, !tbaa !36
  %180 = getelementptr inbounds i8, ptr %19, i64 2
  store i8 %166, ptr %180, align 1, !tbaa !36
  %181 = getelementptr inbounds i8, ptr %19, i64 3
  store i8 %168, ptr %181, align 1, !tbaa !36
  br label %510

182:                                              ; preds = %136
  store i8 %168, ptr %19, align 1, !tbaa !36
  %183 = getelementptr inbounds i8, ptr %19, i64 1
  store i8 %163, ptr %183, align 1, !tbaa !36
  %184 = getelementptr inbounds i8, ptr %19, i64 2
  store i8 %165, ptr %184, align 1, !tbaa !36
  %185 = getelementptr inbounds i8, ptr %19, i64 3
  store i8 %166, ptr %185, align 1, !tbaa !36
  br label %510

186:                                              ; preds = %136
  store i8 %166, ptr %19, align 1, !tbaa !36
  %187 = getelementptr inbounds i8, ptr %19, i64 1
  store i8 %165, ptr %187, align 1, !tbaa !36
  %188 = getelementptr inbounds i8, ptr %19, i64 2
  store i8 %163, ptr %188, align 1, !tbaa !36
  %189 = getelementptr inbounds i8, ptr %19, i64 3
  store i8 %168, ptr %189, align 1, !tbaa !36
  br label %510

190:                                              ; preds = %136
  store i8 %168, ptr %19, align 1, !tbaa !36
  %191 = getelementptr inbounds i8, ptr %19, i64 1
  store i8 %166, ptr %191, align 1, !tbaa !36
  %192 = getelementptr inbounds i8, ptr %19, i64 2
  store i8 %165, ptr %192, align 1, !tbaa !36
  %193 = getelementptr inbounds i8, ptr %19, i64 3
  store i8 %163, ptr %193, align 1, !tbaa !36
  br label %510

194:                                              ; preds = %7
  %195 = load <4 x float>, ptr %1, align 16
  %196 = bitcast <4 x float> %195 to <2 x i64>
  %197 = extractelement <2 x i64> %196, i64 1
  %198 = bitcast i64 %197 to <2 x float>
  %199 = shufflevector <2 x float> %198, <2 x float> poison, <4 x i32> <i32 poison, i32 poison, i32 0, i32 1>
  %200 = shufflevector <4 x float> %195, <4 x float> %199, <4 x i32> <i32 0, i32 1, i32 6, i32 7>
  %201 = fmul <4 x float> %200, <float 6.553500e+04, float 6.553500e+04, float 6.553500e+04, float 6.553500e+04>
  %202 = extractelement <4 x float> %201, i64 0
  %203 = tail call noundef i32 @_ZN4sycl3_V16detail11ConvertFToSIfiLi1EiLNS_13rounding_modeE1EEET0_T_(float noundef %202)
  %204 = zext i32 %203 to i64
  %205 = extractelement <4 x float> %201, i64 1
  %206 = tail call noundef i32 @_ZN4sycl3_V16detail11ConvertFToSIfiLi1EiLNS_13rounding_modeE1EEET0_T_(float noundef %205)
  %207 = zext i32 %206 to i64
  %208 = shl nuw i64 %207, 32
  %209 = or disjoint i64 %208, %204
  %210 = extractelement <4 x float> %201, i64 2
  %211 = tail call noundef i32 @_ZN4sycl3_V16detail11ConvertFToSIfiLi1EiLNS_13rounding_modeE1EEET0_T_(float noundef %210)
  %212 = zext i32 %211 to i64
  %213 = extractelement <4 x float> %201, i64 3
  %214 = tail call noundef i32 @_ZN4sycl3_V16detail11ConvertFToSIfiLi1EiLNS_13rounding_modeE1EEET0_T_(float noundef %213)
  %215 = zext i32 %214 to i64
  %216 = shl nuw i64 %215, 32
  %217 = or disjoint i64 %216, %212
  %218 = tail call { i64, i64 } @_ZN4sycl3_V112__clamp_implENS0_3vecIiLi4EEES2_S2_(i64 %209, i64 %217, i64 0, i64 0, i64 281470681808895, i64 281470681808895)
  %219 = extractvalue { i64, i64 } %218, 0
  %220 = extractvalue { i64, i64 } %218, 1
  %221 = trunc i64 %219 to i16
  %222 = lshr i64 %219, 32
  %223 = trunc i64 %222 to i16
  %224 = trunc i64 %220 to i16
  %225 = lshr i64 %220, 32
  %226 = trunc i64 %225 to i16
  switch i32 %5, label %510 [
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
  store i16 %226, ptr %19, align 2, !tbaa !236
  br label %510

228:                                              ; preds = %194, %194, %194, %194
  store i16 %221, ptr %19, align 2, !tbaa !236
  br label %510

229:                                              ; preds = %194, %194
  store i16 %221, ptr %19, align 2, !tbaa !236
  %230 = getelementptr inbounds i8, ptr %19, i64 2
  store i16 %223, ptr %230, align 2, !tbaa !236
  br label %510

231:                                              ; preds = %194
  store i16 %221, ptr %19, align 2, !tbaa !236
  %232 = getelementptr inbounds i8, ptr %19, i64 2
  store i16 %226, ptr %232, align 2, !tbaa !236
  br label %510

233:                                              ; preds = %194, %194
  store i16 %221, ptr %19, align 2, !tbaa !236
  %234 = getelementptr inbounds i8, ptr %19, i64 2
  store i16 %223, ptr %234, align 2, !tbaa !236
  %235 = getelementptr inbounds i8, ptr %19, i64 4
  store i16 %224, ptr %235, align 2, !tbaa !236
  br label %510

236:                                              ; preds = %194, %194
  store i16 %221, ptr %19, align 2, !tbaa !236
  %237 = getelementptr inbounds i8, ptr %19, i64 2
  store i16 %223, ptr %237, align 2, !tbaa !236
  %238 = getelementptr inbounds i8, ptr %19, i64 4
  store i16 %224, ptr %238, align 2, !tbaa !236
  %239 = getelementptr inbounds i8, ptr %19, i64 6
  store i16 %226, ptr %239, align 2, !tbaa !236
  br label %510

240:                                              ; preds = %194
  store i16 %226, ptr %19, align 2, !tbaa !236
  %241 = getelementptr inbounds i8, ptr %19, i64 2
  store i16 %221, ptr %241, align 2, !tbaa !236
  %242 = getelementptr inbounds i8, ptr %19, i64 4
  store i16 %223, ptr %242, align 2, !tbaa !236
  %243 = getelementptr inbounds i8, ptr %19, i64 6
  store i16 %224, ptr %243, align 2, !tbaa !236
  br label %510

244:                                              ; preds = %194
  store i16 %224, ptr %19, align 2, !tbaa !236
  %245 = getelementptr inbounds i8, ptr %19, i64 2
  store i16 %223, ptr %245, align 2, !tbaa !236
  %246 = getelementptr inbounds i8, ptr %19, i64 4
  store i16 %221, ptr %246, align 2, !tbaa !236
  %247 = getelementptr inbounds i8, ptr %19, i64 6
  store i16 %226, ptr %247, align 2, !tbaa !236
  br label %510

248:                                              ; preds = %194
  store i16 %226, ptr %19, align 2, !tbaa !236
  %249 = getelementptr inbounds i8, ptr %19, i64 2
  store i16 %224, ptr %249, align 2, !tbaa !236
  %250 = getelementptr inbounds i8, ptr %19, i64 4
  store i16 %223, ptr %250, align 2, !tbaa !236
  %251 = getelementptr inbounds i8, ptr %19, i64 6
  store i16 %221, ptr %251, align 2, !tbaa !236
  br label %510

252:                                              ; preds = %7
  %253 = tail call ptr @__cxa_allocate_exception(i64 64) #28
  %254 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 12) #28
  %255 = extractvalue { i32, ptr } %254, 0
  %256 = extractvalue { i32, ptr } %254, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %253, i32 %255, ptr %256, ptr noundef nonnull @.str.31)
          to label %257 unwind label %261

257:                                              ; preds = %252
  tail call void @__cxa_throw(ptr nonnull %253, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #32
  unreachable

258:                                              ; preds = %446, %438, %430, %422, %414, %406, %261
  %259 = phi ptr [ %441, %446 ], [ %433, %438 ], [ %425, %430 ], [ %417, %422 ], [ %409, %414 ], [ %401, %406 ], [ %253, %261 ]
  %260 = phi { ptr, i32 } [ %447, %446 ], [ %439, %438 ], [ %431, %430 ], [ %423, %422 ], [ %415, %414 ], [ %407, %406 ], [ %262, %261 ]
  tail call void @__cxa_free_exception(ptr %259) #28
  resume { ptr, i32 } %260

261:                                              ; preds = %252
  %262 = landingpad { ptr, i32 }
          cleanup
  br label %258

263:                                              ; preds = %7
  %264 = load <4 x float>, ptr %1, align 16
  %265 = bitcast <4 x float> %264 to <2 x i64>
  %266 = extractelement <2 x i64> %265, i64 1
  %267 = bitcast i64 %266 to <2 x float>
  %268 = shufflevector <2 x float> %267, <2 x float> poison, <4 x i32> <i32 poison, i32 poison, i32 0, i32 1>
  %269 = shufflevector <4 x float> %264, <4 x float> %268, <4 x i32> <i32 0, i32 1, i32 6, i32 7>
  %270 = fmul <4 x float> %269, <float 3.200000e+01, float 3.200000e+01, float 3.200000e+01, float 3.200000e+01>
  %271 = extractelement <4 x float> %270, i64 0
  %272 = tail call noundef i32 @_ZN4sycl3_V16detail11ConvertFToSIfiLi1EiLNS_13rounding_modeE1EEET0_T_(float noundef %271)
  %273 = zext i32 %272 to i64
  %274 = extractelement <4 x float> %270, i64 1
  %275 = tail call noundef i32 @_ZN4sycl3_V16detail11ConvertFToSIfiLi1EiLNS_13rounding_modeE1EEET0_T_(float noundef %274)
  %276 = zext i32 %275 to i64
  %277 = shl nuw i64 %276, 32
  %278 = or disjoint i64 %277, %273
  %279 = extractelement <4 x float> %270, i64 2
  %280 = tail call noundef i32 @_ZN4sycl3_V16detail11ConvertFToSIfiLi1EiLNS_13rounding_modeE1EEET0_T_(float noundef %279)
  %281 = zext i32 %280 to i64
  %282 = extractelement <4 x float> %270, i64 3
  %283 = tail call noundef i32 @_ZN4sycl3_V16detail11ConvertFToSIfiLi1EiLNS_13rounding_modeE1EEET0_T_(float noundef %282)
  %284 = zext i32 %283 to i64
  %285 = shl nuw i64 %284, 32
  %286 = or disjoint i64 %285, %281
  %287 = tail call { i64, i64 } @_ZN4sycl3_V112__clamp_implENS0_3vecIiLi4EEES2_S2_(i64 %278, i64 %286, i64 0, i64 0, i64 281470681808895, i64 281470681808895)
  %288 = extractvalue { i64, i64 } %287, 0
  %289 = extractvalue { i64, i64 } %287, 1
  %290 = shl i64 %289, 16
  %291 = and i64 %290, -281474976710656
  %292 = shl i64 %289, 32
  %293 = and i64 %292, 281470681743360
  %294 = lshr i64 %288, 16
  %295 = and i64 %294, 4294901760
  %296 = and i64 %288, 65535
  %297 = or disjoint i64 %293, %296
  %298 = or disjoint i64 %297, %291
  %299 = or disjoint i64 %298, %295
  %300 = tail call i64 @_ZN4sycl3_V110__min_implENS0_3vecItLi4EEES2_(i64 %299, i64 8725857424048159)
  %301 = lshr i64 %300, 32
  %302 = shl i64 %300, 10
  %303 = lshr i64 %300, 11
  %304 = and i64 %303, 65504
  %305 = or i64 %302, %304
  %306 = or i64 %305, %301
  %307 = trunc i64 %306 to i16
  %308 = lshr i64 %300, 16
  %309 = trunc i64 %308 to i16
  %310 = trunc i64 %301 to i16
  %311 = lshr i64 %300, 48
  %312 = trunc nuw i64 %311 to i16
  switch i32 %5, label %510 [
    i32 0, label %313
    i32 1, label %314
    i32 2, label %314
    i32 11, label %314
    i32 12, label %314
    i32 3, label %315
    i32 4, label %315
    i32 5, label %317
    i32 6, label %319
    i32 7, label %319
    i32 8, label %320
    i32 14, label %320
    i32 9, label %324
    i32 10, label %328
    i32 13, label %332
  ]

313:                                              ; preds = %263
  store i16 %312, ptr %19, align 2, !tbaa !236
  br label %510

314:                                              ; preds = %263, %263, %263, %263
  store i16 %307, ptr %19, align 2, !tbaa !236
  br label %510

315:                                              ; preds = %263, %263
  store i16 %307, ptr %19, align 2, !tbaa !236
  %316 = getelementptr inbounds i8, ptr %19, i64 2
  store i16 %309, ptr %316, align 2, !tbaa !236
  br label %510

317:                                              ; preds = %263
  store i16 %307, ptr %19, align 2, !tbaa !236
  %318 = getelementptr inbounds i8, ptr %19, i64 2
  store i16 %312, ptr %318, align 2, !tbaa !236
  br label %510

319:                                              ; preds = %263, %263
  store i16 %307, ptr %19, align 2, !tbaa !236
  br label %510

320:                                              ; preds = %263, %263
  store i16 %307, ptr %19, align 2, !tbaa !236
  %321 = getelementptr inbounds i8, ptr %19, i64 2
  store i16 %309, ptr %321, align 2, !tbaa !236
  %322 = getelementptr inbounds i8, ptr %19, i64 4
  store i16 %310, ptr %322, align 2, !tbaa !236
  %323 = getelementptr inbounds i8, ptr %19, i64 6
  store i16 %312, ptr %323, align 2, !tbaa !236
  br label %510

324:                                              ; preds = %263
  store i16 %312, ptr %19, align 2, !tbaa !236
  %325 = getelementptr inbounds i8, ptr %19, i64 2
  store i16 %307, ptr %325, align 2, !tbaa !236
  %326 = getelementptr inbounds i8, ptr %19, i64 4
  store i16 %309, ptr %326, align 2, !tbaa !236
  %327 = getelementptr inbounds i8, ptr %19, i64 6
  store i16 %310, ptr %327, align 2, !tbaa !236
  br label %510

328:                                              ; preds = %263
  store i16 %310, ptr %19, align 2, !tbaa !236
  %329 = getelementptr inbounds i8, ptr %19, i64 2
  store i16 %309, ptr %329, align 2, !tbaa !236
  %330 = getelementptr inbounds i8, ptr %19, i64 4
  store i16 %307, ptr %330, align 2, !tbaa !236
  %331 = getelementptr inbounds i8, ptr %19, i64 6
  store i16 %312, ptr %331, align 2, !tbaa !236
  br label %510

332:                                              ; preds = %263
  store i16 %312, ptr %19, align 2, !tbaa !236
  %333 = getelementptr inbounds i8, ptr %19, i64 2
  store i16 %310, ptr %333, align 2, !tbaa !236
  %334 = getelementptr inbounds i8, ptr %19, i64 4
  store i16 %309, ptr %334, align 2, !tbaa !236
  %335 = getelementptr inbounds i8, ptr %19, i64 6
  store i16 %307, ptr %335, align 2, !tbaa !236
  br label %510

336:                                              ; preds = %7
  %337 = load <4 x float>, ptr %1, align 16
  %338 = bitcast <4 x float> %337 to <2 x i64>
  %339 = extractelement <2 x i64> %338, i64 1
  %340 = bitcast i64 %339 to <2 x float>
  %341 = shufflevector <2 x float> %340, <2 x float> poison, <4 x i32> <i32 poison, i32 poison, i32 0, i32 1>
  %342 = shufflevector <4 x float> %337, <4 x float> %341, <4 x i32> <i32 0, i32 1, i32 6, i32 7>
  %343 = fmul <4 x float> %342, <float 1.023000e+03, float 1.023000e+03, float 1.023000e+03, float 1.023000e+03>
  %344 = extractelement <4 x float> %343, i64 0
  %345 = tail call noundef i32 @_ZN4sycl3_V16detail11ConvertFToSIfiLi1EiLNS_13rounding_modeE1EEET0_T_(float noundef %344)
  %346 = zext i32 %345 to i64
  %347 = extractelement <4 x float> %343, i64 1
  %348 = tail call noundef i32 @_ZN4sycl3_V16detail11ConvertFToSIfiLi1EiLNS_13rounding_modeE1EEET0_T_(float noundef %347)
  %349 = zext i32 %348 to i64
  %350 = shl nuw i64 %349, 32
  %351 = or disjoint i64 %350, %346
  %352 = extractelement <4 x float> %343, i64 2
  %353 = tail call noundef i32 @_ZN4sycl3_V16detail11ConvertFToSIfiLi1EiLNS_13rounding_modeE1EEET0_T_(float noundef %352)
  %354 = zext i32 %353 to i64
  %355 = extractelement <4 x float> %343, i64 3
  %356 = tail call noundef i32 @_ZN4sycl3_V16detail11ConvertFToSIfiLi1EiLNS_13rounding_modeE1EEET0_T_(float noundef %355)
  %357 = zext i32 %356 to i64
  %358 = shl nuw i64 %357, 32
  %359 = or disjoint i64 %358, %354
  %360 = tail call { i64, i64 } @_ZN4sycl3_V112__clamp_implENS0_3vecIiLi4EEES2_S2_(i64 %351, i64 %359, i64 0, i64 0, i64 -1, i64 -1)
  %361 = extractvalue { i64, i64 } %360, 0
  %362 = extractvalue { i64, i64 } %360, 1
  %363 = tail call { i64, i64 } @_ZN4sycl3_V110__min_implENS0_3vecIjLi4EEES2_(i64 %361, i64 %362, i64 4393751544831, i64 4393751544831)
  %364 = extractvalue { i64, i64 } %363, 0
  %365 = extractvalue { i64, i64 } %363, 1
  %366 = shl i64 %364, 20
  %367 = lshr i64 %364, 22
  %368 = and i64 %367, 4294966272
  %369 = or i64 %366, %368
  %370 = or i64 %369, %365
  %371 = trunc i64 %370 to i32
  %372 = lshr i64 %364, 32
  %373 = trunc nuw i64 %372 to i32
  %374 = trunc i64 %365 to i32
  %375 = lshr i64 %365, 32
  %376 = trunc nuw i64 %375 to i32
  switch i32 %5, label %510 [
    i32 0, label %377
    i32 1, label %378
    i32 2, label %378
    i32 11, label %378
    i32 12, label %378
    i32 3, label %379
    i32 4, label %379
    i32 5, label %381
    i32 6, label %383
    i32 7, label %383
    i32 8, label %384
    i32 14, label %384
    i32 9, label %388
    i32 10, label %392
    i32 13, label %396
  ]

377:                                              ; preds = %336
  store i32 %376, ptr %19, align 4, !tbaa !37
  br label %510

378:                                              ; preds = %336, %336, %336, %336
  store i32 %371, ptr %19, align 4, !tbaa !37
  br label %510

379:                                              ; preds = %336, %336
  store i32 %371, ptr %19, align 4, !tbaa !37
  %380 = getelementptr inbounds i8, ptr %19, i64 4
  store i32 %373, ptr %380, align 4, !tbaa !37
  br label %510

381:                                              ; preds = %336
  store i32 %371, ptr %19, align 4, !tbaa !37
  %382 = getelementptr inbounds i8, ptr %19, i64 4
  store i32 %376, ptr %382, align 4, !tbaa !37
  br label %510

383:                                              ; preds = %336, %336
  store i32 %371, ptr %19, align 4, !tbaa !37
  br label %510

384:                                              ; preds = %336, %336
  store i32 %371, ptr %19, align 4, !tbaa !37
  %385 = getelementptr inbounds i8, ptr %19, i64 4
  store i32 %373, ptr %385, align 4, !tbaa !37
  %386 = getelementptr inbounds i8, ptr %19, i64 8
  store i32 %374, ptr %386, align 4, !tbaa !37
  %387 = getelementptr inbounds i8, ptr %19, i64 12
  store i32 %376, ptr %387, align 4, !tbaa !37
  br label %510

388:                                              ; preds = %336
  store i32 %376, ptr %19, align 4, !tbaa !37
  %389 = getelementptr inbounds i8, ptr %19, i64 4
  store i32 %371, ptr %389, align 4, !tbaa !37
  %390 = getelementptr inbounds i8, ptr %19, i64 8
  store i32 %373, ptr %390, align 4, !tbaa !37
  %391 = getelementptr inbounds i8, ptr %19, i64 12
  store i32 %374, ptr %391, align 4, !tbaa !37
  br label %510

392:                                              ; preds = %336
  store i32 %374, ptr %19, align 4, !tbaa !37
  %393 = getelementptr inbounds i8, ptr %19, i64 4
  store i32 %373, ptr %393, align 4, !tbaa !37
  %394 = getelementptr inbounds i8, ptr %19, i64 8
  store i32 %371, ptr %394, align 4, !tbaa !37
  %395 = getelementptr inbounds i8, ptr %19, i64 12
  store i32 %376, ptr %395, align 4, !tbaa !37
  br label %510

396:                                              ; preds = %336
  store i32 %376, ptr %19, align 4, !tbaa !37
  %397 = getelementptr inbounds i8, ptr %19, i64 4
  store i32 %374, ptr %397, align 4, !tbaa !37
  %398 = getelementptr inbounds i8, ptr %19, i64 8
  store i32 %373, ptr %398, align 4, !tbaa !37
  %399 = getelementptr inbounds i8, ptr %19, i64 12
  store i32 %371, ptr %399, align 4, !tbaa !37
  br label %510

400:                                              ; preds = %7
  %401 = tail call ptr @__cxa_allocate_exception(i64 64) #28
  %402 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #28
  %403 = extractvalue { i32, ptr } %402, 0
  %404 = extractvalue { i32, ptr } %402, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %401, i32 %403, ptr %404, ptr noundef nonnull @.str.32)
          to label %405 unwind label %406

405:                                              ; preds = %400
  tail call void @__cxa_throw(ptr nonnull %401, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #32
  unreachable

406:                                              ; preds = %400
  %407 = landingpad { ptr, i32 }
          cleanup
  br label %258

408:                                              ; preds = %7
  %409 = tail call ptr @__cxa_allocate_exception(i64 64) #28
  %410 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #28
  %411 = extractvalue { i32, ptr } %410, 0
  %412 = extractvalue { i32, ptr } %410, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %409, i32 %411, ptr %412, ptr noundef nonnull @.str.32)
          to label %413 unwind label %414

413:                                              ; preds = %408
  tail call void @__cxa_throw(ptr nonnull %409, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #32
  unreachable

414:                                              ; preds = %408
  %415 = landingpad { ptr, i32 }
          cleanup
  br label %258

416:                                              ; preds = %7
  %417 = tail call ptr @__cxa_allocate_exception(i64 64) #28
  %418 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #28
  %419 = extractvalue { i32, ptr } %418, 0
  %420 = extractvalue { i32, ptr } %418, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %417, i32 %419, ptr %420, ptr noundef nonnull @.str.32)
          to label %421 unwind label %422

421:                                              ; preds = %416
  tail call void @__cxa_throw(ptr nonnull %417, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #32
  unreachable

422:                                              ; preds = %416
  %423 = landingpad { ptr, i32 }
          cleanup
  br label %258

424:                                              ; preds = %7
  %425 = tail call ptr @__cxa_allocate_exception(i64 64) #28
  %426 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #28
  %427 = extractvalue { i32, ptr } %426, 0
  %428 = extractvalue { i32, ptr } %426, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %425, i32 %427, ptr %428, ptr noundef nonnull @.str.32)
          to label %429 unwind label %430

429:                                              ; preds = %424
  tail call void @__cxa_throw(ptr nonnull %425, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #32
  unreachable

430:                                              ; preds = %424
  %431 = landingpad { ptr, i32 }
          cleanup
  br label %258

432:                                              ; preds = %7
  %433 = tail call ptr @__cxa_allocate_exception(i64 64) #28
  %434 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #28
  %435 = extractvalue { i32, ptr } %434, 0
  %436 = extractvalue { i32, ptr } %434, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %433, i32 %435, ptr %436, ptr noundef nonnull @.str.32)
          to label %437 unwind label %438

437:                                              ; preds = %432
  tail call void @__cxa_throw(ptr nonnull %433, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #32
  unreachable

438:                                              ; preds = %432
  %439 = landingpad { ptr, i32 }
          cleanup
  br label %258

440:                                              ; preds = %7
  %441 = tail call ptr @__cxa_allocate_exception(i64 64) #28
  %442 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #28
  %443 = extractvalue { i32, ptr } %442, 0
  %444 = extractvalue { i32, ptr } %442, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %441, i32 %443, ptr %444, ptr noundef nonnull @.str.32)
          to label %445 unwind label %446

445:                                              ; preds = %440
  tail call void @__cxa_throw(ptr nonnull %441, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #32
  unreachable

446:                                              ; preds = %440
  %447 = landingpad { ptr, i32 }
          cleanup
  br label %258

448:                                              ; preds = %7
  %449 = load <2 x float>, ptr %1, align 16
  %450 = getelementptr inbounds i8, ptr %1, i64 8
  %451 = load <2 x float>, ptr %450, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %8)
  store <2 x float> %449, ptr %8, align 16
  %452 = getelementptr inbounds i8, ptr %8, i64 8
  store <2 x float> %451, ptr %452, align 8
  %453 = call i64 @_ZNK4sycl3_V13vecIfLi4EE7convertINS0_6detail9half_impl4halfELNS_13rounding_modeE0EEENS1_IT_Li4EEEv(ptr noundef nonnull align 16 dereferenceable(16) %8)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %8)
  %454 = trunc i64 %453 to i16
  %455 = lshr i64 %453, 16
  %456 = trunc i64 %455 to i16
  %457 = lshr i64 %453, 32
  %458 = trunc i64 %457 to i16
  %459 = lshr i64 %453, 48
  %460 = trunc nuw i64 %459 to i16
  switch i32 %5, label %510 [
    i32 0, label %461
    i32 1, label %462
    i32 2, label %462
    i32 11, label %462
    i32 12, label %462
    i32 3, label %463
    i32 4, label %463
    i32 5, label %465
    i32 6, label %467
    i32 7, label %467
    i32 8, label %470
    i32 14, label %470
    i32 9, label %474
    i32 10, label %478
    i32 13, label %482
  ]

461:                                              ; preds = %448
  store i16 %460, ptr %19, align 2, !tbaa !236
  br label %510

462:                                              ; preds = %448, %448, %448, %448
  store i16 %454, ptr %19, align 2, !tbaa !236
  br label %510

463:                                              ; preds = %448, %448
  store i16 %454, ptr %19, align 2, !tbaa !236
  %464 = getelementptr inbounds i8, ptr %19, i64 2
  store i16 %456, ptr %464, align 2, !tbaa !236
  br label %510

465:                                              ; preds = %448
  store i16 %454, ptr %19, align 2, !tbaa !236
  %466 = getelementptr inbounds i8, ptr %19, i64 2
  store i16 %460, ptr %466, align 2, !tbaa !236
  br label %510

467:                                              ; preds = %448, %448
  store i16 %454, ptr %19, align 2, !tbaa !236
  %468 = getelementptr inbounds i8, ptr %19, i64 2
  store i16 %456, ptr %468, align 2, !tbaa !236
  %469 = getelementptr inbounds i8, ptr %19, i64 4
  store i16 %458, ptr %469, align 2, !tbaa !236
  br label %510

470:                                              ; preds = %448, %448
  store i16 %454, ptr %19, align 2, !tbaa !236
  %471 = getelementptr inbounds i8, ptr %19, i64 2
  store i16 %456, ptr %471, align 2, !tbaa !236
  %472 = getelementptr inbounds i8, ptr %19, i64 4
  store i16 %458, ptr %472, align 2, !tbaa !236
  %473 = getelementptr inbounds i8, ptr %19, i64 6
  store i16 %460, ptr %473, align 2, !tbaa !236
  br label %510

474:                                              ; preds = %448
  store i16 %460, ptr %19, align 2, !tbaa !236
  %475 = getelementptr inbounds i8, ptr %19, i64 2
  store i16 %454, ptr %475, align 2, !tbaa !236
  %476 = getelementptr inbounds i8, ptr %19, i64 4
  store i16 %456, ptr %476, align 2, !tbaa !236
  %477 = getelementptr inbounds i8, ptr %19, i64 6
  store i16 %458, ptr %477, align 2, !tbaa !236
  br label %510

478:                                              ; preds = %448
  store i16 %458, ptr %19, align 2, !tbaa !236
  %479 = getelementptr inbounds i8, ptr %19, i64 2
  store i16 %456, ptr %479, align 2, !tbaa !236
  %480 = getelementptr inbounds i8, ptr %19, i64 4
  store i16 %454, ptr %480, align 2, !tbaa !236
  %481 = getelementptr inbounds i8, ptr %19, i64 6
  store i16 %460, ptr %481, align 2, !tbaa !236
  br label %510

482:                                              ; preds = %448
  store i16 %460, ptr %19, align 2, !tbaa !236
  %483 = getelementptr inbounds i8, ptr %19, i64 2
  store i16 %458, ptr %483, align 2, !tbaa !236
  %484 = getelementptr inbounds i8, ptr %19, i64 4
  store i16 %456, ptr %484, align 2, !tbaa !236
  %485 = getelementptr inbounds i8, ptr %19, i64 6
  store i16 %454, ptr %485, align 2, !tbaa !236
  br label %510

486:                                              ; preds = %7
  %487 = load <2 x float>, ptr %1, align 16
  %488 = getelementptr inbounds i8, ptr %1, i64 8
  %489 = load <2 x float>, ptr %488, align 8
  switch i32 %5, label %510 [
    i32 0, label %490
    i32 1, label %492
    i32 2, label %492
    i32 11, label %492
    i32 12, label %492
    i32 3, label %494
    i32 4, label %494
    i32 5, label %495
    i32 6, label %499
    i32 7, label %499
    i32 8, label %502
    i32 14, label %502
    i32 9, label %504
    i32 10, label %506
    i32 13, label %508
  ]

490:                                              ; preds = %486
  %491 = extractelement <2 x float> %489, i64 1
  store float %491, ptr %19, align 4, !tbaa !42
  br label %510

492:                                              ; preds = %486, %486, %486, %486
  %493 = extractelement <2 x float> %487, i64 0
  store float %493, ptr %19, align 4, !tbaa !42
  br label %510

494:                                              ; preds = %486, %486
  store <2 x float> %487, ptr %19, align 4, !tbaa !42
  br label %510

495:                                              ; preds = %486
  %496 = extractelement <2 x float> %487, i64 0
  store float %496, ptr %19, align 4, !tbaa !42
  %497 = extractelement <2 x float> %489, i64 1
  %498 = getelementptr inbounds i8, ptr %19, i64 4
  store float %497, ptr %498, align 4, !tbaa !42
  br label %510

499:                                              ; preds = %486, %486
  store <2 x float> %487, ptr %19, align 4, !tbaa !42
  %500 = extractelement <2 x float> %489, i64 0
  %501 = getelementptr inbounds i8, ptr %19, i64 8
  store float %500, ptr %501, align 4, !tbaa !42
  br label %510

502:                                              ; preds = %486, %486
  %503 = shufflevector <2 x float> %487, <2 x float> %489, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  store <4 x float> %503, ptr %19, align 4, !tbaa !42
  br label %510

504:                                              ; preds = %486
  %505 = shufflevector <2 x float> %489, <2 x float> %487, <4 x i32> <i32 1, i32 2, i32 3, i32 0>
  store <4 x float> %505, ptr %19, align 4, !tbaa !42
  br label %510

506:                                              ; preds = %486
  %507 = shufflevector <2 x float> %489, <2 x float> %487, <4 x i32> <i32 0, i32 3, i32 2, i32 1>
  store <4 x float> %507, ptr %19, align 4, !tbaa !42
  br label %510

508:                                              ; preds = %486
  %509 = shufflevector <2 x float> %489, <2 x float> %487, <4 x i32> <i32 1, i32 0, i32 3, i32 2>
  store <4 x float> %509, ptr %19, align 4, !tbaa !42
  br label %510

510:                                              ; preds = %508, %506, %504, %502, %499, %495, %494, %492, %490, %486, %482, %478, %474, %470, %467, %465, %463, %462, %461, %448, %396, %392, %388, %384, %383, %381, %379, %378, %377, %336, %332, %328, %324, %320, %319, %317, %315, %314, %313, %263, %248, %244, %240, %236, %233, %231, %229, %228, %227, %194, %190, %186, %182, %178, %175, %173, %171, %170, %169, %136, %132, %128, %124, %120, %117, %115, %113, %112, %111, %78, %74, %70, %66, %62, %59, %57, %55, %54, %53, %20, %7
  ret void
}

declare noundef i32 @_ZNK4sycl3_V16detail16AccessorBaseHost11getElemSizeEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #3

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef i32 @_ZN4sycl3_V16detail11ConvertFToSIfiLi1EiLNS_13rounding_modeE1EEET0_T_(float noundef %0) local_unnamed_addr #6 comdat personality ptr @__gxx_personality_v0 {
  %2 = tail call i32 @fegetround() #33
  %3 = tail call i32 @fesetround(i32 noundef 0) #28
  %4 = icmp eq i32 %3, 0
  br i1 %4, label %13, label %5

5:                                                ; preds = %1
  %6 = tail call ptr @__cxa_allocate_exception(i64 64) #28
  %7 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #28
  %8 = extractvalue { i32, ptr } %7, 0
  %9 = extractvalue { i32, ptr } %7, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %6, i32 %8, ptr %9, ptr noundef nonnull @.str.33)
          to label %10 unwind label %11

10:                                               ; preds = %5
  tail call void @__cxa_throw(ptr nonnull %6, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #32
  unreachable

11:                                               ; preds = %5
  %12 = landingpad { ptr, i32 }
          cleanup
  br label %27

13:                                               ; preds = %1
  %14 = tail call noundef float @_ZN4sycl3_V111__rint_implEf(float noundef %0)
  %15 = tail call i32 @fesetround(i32 noundef %2) #28
  %16 = icmp eq i32 %15, 0
  br i1 %16, label %25, label %17

17:                                               ; preds = %13
  %18 = tail call ptr @__cxa_allocate_exception(i64 64) #28
  %19 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #28
  %20 = extractvalue { i32, ptr } %19, 0
  %21 = extractvalue { i32, ptr } %19, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %18, i32 %20, ptr %21, ptr noundef nonnull @.str.34)
          to label %22 unwind label %23

22:                                               ; preds = %17
  tail call void @__cxa_throw(ptr nonnull %18, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #32
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
  tail call void @__cxa_free_exception(ptr %28) #28
  resume { ptr, i32 } %29
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare i32 @fegetround() local_unnamed_addr #23

; Function Attrs: nounwind
declare i32 @fesetround(i32 noundef) local_unnamed_addr #15

declare noundef float @_ZN4sycl3_V111__rint_implEf(float noundef) local_unnamed_addr #3

declare { i64, i64 } @_ZN4sycl3_V112__clamp_implENS0_3vecIiLi4EEES2_S2_(i64, i64, i64, i64, i64, i64) local_unnamed_addr #3

declare i64 @_ZN4sycl3_V110__min_implENS0_3vecItLi4EEES2_(i64, i64) local_unnamed_addr #3

declare { i64, i64 } @_ZN4sycl3_V110__min_implENS0_3vecIjLi4EEES2_(i64, i64, i64, i64) local_unnamed_addr #3

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local i64 @_ZNK4sycl3_V13vecIfLi4EE7convertINS0_6detail9half_impl4halfELNS_13rounding_modeE0EEENS1_IT_Li4EEEv(ptr noundef nonnull align 16 dereferenceable(16) %0) local_unnamed_addr #6 comdat align 2 {
  %2 = load i32, ptr %0, align 16, !tbaa !42
  %3 = and i32 %2, 8388607
  %4 = lshr i32 %2, 23
  %5 = and i32 %4, 255
  %6 = icmp ugt i32 %5, 142
  br i1 %6, label %27, label %7, !prof !38

7:                                                ; preds = %1
  %8 = icmp ugt i32 %5, 113
  br i1 %8, label %9, label %21, !prof !38

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
  br i1 %22, label %23, label %32, !prof !38

23:                                               ; preds = %21
  %24 = or disjoint i32 %3, 8388608
  %25 = sub nuw nsw i32 126, %5
  %26 = lshr i32 %24, %25
  br label %32

27:                                               ; preds = %1
  %28 = icmp eq i32 %5, 255
  %29 = icmp ne i32 %3, 0
  %30 = and i1 %29, %28
  %31 = select i1 %30, i32 512, i32 0, !prof !238
  br label %32

32:                                               ; preds = %14, %16, %18, %21, %23, %27
  %33 = phi i32 [ %11, %16 ], [ %20, %18 ], [ %15, %14 ], [ 0, %21 ], [ %26, %23 ], [ %31, %27 ]
  %34 = phi i32 [ %10, %16 ], [ %10, %18 ], [ %10, %14 ], [ 0, %21 ], [ 0, %23 ], [ 31, %27 ]
  %35 = getelementptr inbounds i8, ptr %0, i64 4
  %36 = load i32, ptr %35, align 4, !tbaa !42
  %37 = and i32 %36, 8388607
  %38 = lshr i32 %36, 23
  %39 = and i32 %38, 255
  %40 = icmp ugt i32 %39, 142
  br i1 %40, label %61, label %41, !prof !38

41:                                               ; preds = %32
  %42 = icmp ugt i32 %39, 113
  br i1 %42, label %49, label %43, !prof !38

43:                                               ; preds = %41
  %44 = icmp ugt i32 %39, 102
  br i1 %44, label %45, label %66, !prof !38

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
  %65 = select i1 %64, i32 512, i32 0, !prof !238
  br label %66

66:                                               ; preds = %61, %59, %56, %54, %45, %43
  %67 = phi i32 [ %51, %54 ], [ %58, %56 ], [ %60, %59 ], [ 0, %43 ], [ %48, %45 ], [ %65, %61 ]
  %68 = phi i32 [ %50, %54 ], [ %50, %56 ], [ %50, %59 ], [ 0, %43 ], [ 0, %45 ], [ 31, %61 ]
  %69 = getelementptr inbounds i8, ptr %0, i64 8
  %70 = load i32, ptr %69, align 8, !tbaa !42
  %71 = and i32 %70, 8388607
  %72 = lshr i32 %70, 23
  %73 = and i32 %72, 255
  %74 = icmp ugt i32 %73, 142
  br i1 %74, label %95, label %75, !prof !38

75:                                               ; preds = %66
  %76 = icmp ugt i32 %73, 113
  br i1 %76, label %83, label %77, !prof !38

77:                                               ; preds = %75
  %78 = icmp ugt i32 %73, 102
  br i1 %78, label %79, label %100, !prof !38

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
  %99 = select i1 %98, i32 512, i32 0, !prof !238
  br label %100

100:                                              ; preds = %95, %93, %90, %88, %79, %77
  %101 = phi i32 [ %85, %88 ], [ %92, %90 ], [ %94, %93 ], [ 0, %77 ], [ %82, %79 ], [ %99, %95 ]
  %102 = phi i32 [ %84, %88 ], [ %84, %90 ], [ %84, %93 ], [ 0, %77 ], [ 0, %79 ], [ 31, %95 ]
  %103 = getelementptr inbounds i8, ptr %0, i64 12
  %104 = load i32, ptr %103, align 4, !tbaa !42
  %105 = and i32 %104, 8388607
  %106 = lshr i32 %104, 23
  %107 = and i32 %106, 255
  %108 = icmp ugt i32 %107, 142
  br i1 %108, label %129, label %109, !prof !38

109:                                              ; preds = %100
  %110 = icmp ugt i32 %107, 113
  br i1 %110, label %117, label %111, !prof !38

111:                                              ; preds = %109
  %112 = icmp ugt i32 %107, 102
  br i1 %112, label %113, label %134, !prof !38

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
  %133 = select i1 %132, i32 512, i32 0, !prof !238
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
  %3 = load ptr, ptr %2, align 8, !tbaa !28
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !30
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !33
  %12 = load ptr, ptr %3, align 8, !tbaa !34
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #28
  %15 = load ptr, ptr %3, align 8, !tbaa !34
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #28
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !37
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !38

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #28
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

declare noundef i32 @_ZNK4sycl3_V17sampler33get_coordinate_normalization_modeEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #3

declare noundef i32 @_ZNK4sycl3_V17sampler19get_addressing_modeEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #3

declare noundef i32 @_ZNK4sycl3_V17sampler18get_filtering_modeEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #3

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local { <2 x float>, <2 x float> } @_ZN4sycl3_V16detail24imageReadSamplerHostImplINS0_3vecIiLi2EEENS3_IfLi4EEEEET0_RKT_NS0_29coordinate_normalization_modeENS0_15addressing_modeENS0_14filtering_modeENS0_5rangeILi3EEENS0_2idILi3EEENS0_18image_channel_typeENS0_19image_channel_orderEPvh(ptr noundef nonnull align 8 dereferenceable(8) %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, ptr noundef byval(%"class.sycl::_V1::range.147") align 8 %4, ptr noundef byval(%"class.sycl::_V1::id") align 8 %5, i32 noundef %6, i32 noundef %7, ptr noundef %8, i8 noundef zeroext %9) local_unnamed_addr #22 comdat personality ptr @__gxx_personality_v0 {
  %11 = alloca %"class.sycl::_V1::id", align 8
  %12 = alloca %"class.sycl::_V1::vec", align 16
  %13 = alloca %"class.sycl::_V1::vec.535", align 32
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
  %16 = tail call ptr @__cxa_allocate_exception(i64 64) #28
  %17 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 12) #28
  %18 = extractvalue { i32, ptr } %17, 0
  %19 = extractvalue { i32, ptr } %17, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %16, i32 %18, ptr %19, ptr noundef nonnull @.str.35)
          to label %20 unwind label %21

20:                                               ; preds = %15
  tail call void @__cxa_throw(ptr nonnull %16, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #32
  unreachable

21:                                               ; preds = %15
  %22 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %16) #28
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
  %29 = load i32, ptr %0, align 8, !tbaa !37
  %30 = load i64, ptr %4, align 8, !tbaa !41
  %31 = getelementptr inbounds i8, ptr %0, i64 4
  %32 = load i32, ptr %31, align 4, !tbaa !37
  %33 = getelementptr inbounds i8, ptr %4, i64 8
  %34 = load i64, ptr %33, align 8, !tbaa !41
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
  %53 = tail call { i64, i64 } @_ZN4sycl3_V16detail28getPixelCoordNearestFiltModeENS0_3vecIfLi4EEENS0_15addressing_modeENS0_5rangeILi3EEE(<2 x float> %51, <2 x float> <float 5.000000e-01, float 0.000000e+00>, i32 noundef %2, ptr noundef nonnull byval(%"class.sycl::_V1::range.147") align 8 %4)
  %54 = extractvalue { i64, i64 } %53, 0
  %55 = extractvalue { i64, i64 } %53, 1
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %11)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %11, ptr noundef nonnull align 8 dereferenceable(24) %5, i64 24, i1 false)
  %56 = tail call noundef zeroext i1 @_ZN4sycl3_V16detail12isOutOfRangeENS0_3vecIiLi4EEENS0_15addressing_modeENS0_5rangeILi3EEE(i64 %54, i64 %55, i32 noundef %2, ptr noundef nonnull byval(%"class.sycl::_V1::range.147") align 8 %4)
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
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %12) #28
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %13) #28
  call void @_ZN4sycl3_V16detail27getPixelCoordLinearFiltModeENS0_3vecIfLi4EEENS0_15addressing_modeENS0_5rangeILi3EEERS3_(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::vec.535") align 32 %13, <2 x float> %51, <2 x float> <float 5.000000e-01, float 0.000000e+00>, i32 noundef %2, ptr noundef nonnull byval(%"class.sycl::_V1::range.147") align 8 %4, ptr noundef nonnull align 16 dereferenceable(16) %12)
  %66 = load <2 x float>, ptr %12, align 16
  %67 = getelementptr inbounds i8, ptr %12, i64 8
  %68 = load <2 x float>, ptr %67, align 8
  %69 = call { <2 x float>, <2 x float> } @_ZN4sycl3_V16detail27ReadPixelDataLinearFiltModeINS0_3vecIfLi4EEEEET_NS3_IiLi8EEES4_NS0_15addressing_modeENS0_5rangeILi3EEENS0_2idILi3EEENS0_18image_channel_typeENS0_19image_channel_orderEPvh(ptr noundef nonnull byval(%"class.sycl::_V1::vec.535") align 32 %13, <2 x float> %66, <2 x float> %68, i32 noundef %2, ptr noundef nonnull byval(%"class.sycl::_V1::range.147") align 8 %4, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %5, i32 noundef %6, i32 noundef %7, ptr noundef %8, i8 noundef zeroext %9)
  %70 = extractvalue { <2 x float>, <2 x float> } %69, 0
  %71 = extractvalue { <2 x float>, <2 x float> } %69, 1
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %13) #28
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %12) #28
  br label %72

72:                                               ; preds = %43, %65, %61
  %73 = phi <2 x float> [ undef, %43 ], [ %70, %65 ], [ %63, %61 ]
  %74 = phi <2 x float> [ undef, %43 ], [ %71, %65 ], [ %64, %61 ]
  %75 = insertvalue { <2 x float>, <2 x float> } poison, <2 x float> %73, 0
  %76 = insertvalue { <2 x float>, <2 x float> } %75, <2 x float> %74, 1
  ret { <2 x float>, <2 x float> } %76
}

declare { i64, i64 } @_ZN4sycl3_V16detail28getPixelCoordNearestFiltModeENS0_3vecIfLi4EEENS0_15addressing_modeENS0_5rangeILi3EEE(<2 x float>, <2 x float>, i32 noundef, ptr noundef byval(%"class.sycl::_V1::range.147") align 8) local_unnamed_addr #3

declare void @_ZN4sycl3_V16detail27getPixelCoordLinearFiltModeENS0_3vecIfLi4EEENS0_15addressing_modeENS0_5rangeILi3EEERS3_(ptr dead_on_unwind writable sret(%"class.sycl::_V1::vec.535") align 32, <2 x float>, <2 x float>, i32 noundef, ptr noundef byval(%"class.sycl::_V1::range.147") align 8, ptr noundef nonnull align 16 dereferenceable(16)) local_unnamed_addr #3

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local { <2 x float>, <2 x float> } @_ZN4sycl3_V16detail27ReadPixelDataLinearFiltModeINS0_3vecIfLi4EEEEET_NS3_IiLi8EEES4_NS0_15addressing_modeENS0_5rangeILi3EEENS0_2idILi3EEENS0_18image_channel_typeENS0_19image_channel_orderEPvh(ptr noundef byval(%"class.sycl::_V1::vec.535") align 32 %0, <2 x float> %1, <2 x float> %2, i32 noundef %3, ptr noundef byval(%"class.sycl::_V1::range.147") align 8 %4, ptr noundef byval(%"class.sycl::_V1::id") align 8 %5, i32 noundef %6, i32 noundef %7, ptr noundef %8, i8 noundef zeroext %9) local_unnamed_addr #21 comdat {
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
  %27 = load i32, ptr %0, align 32, !tbaa !37
  %28 = getelementptr inbounds i8, ptr %0, i64 4
  %29 = load i32, ptr %28, align 4, !tbaa !37
  %30 = getelementptr inbounds i8, ptr %0, i64 8
  %31 = load i32, ptr %30, align 8, !tbaa !37
  %32 = getelementptr inbounds i8, ptr %0, i64 16
  %33 = load i32, ptr %32, align 16, !tbaa !37
  %34 = getelementptr inbounds i8, ptr %0, i64 20
  %35 = load i32, ptr %34, align 4, !tbaa !37
  %36 = getelementptr inbounds i8, ptr %0, i64 24
  %37 = load i32, ptr %36, align 8, !tbaa !37
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
  %48 = tail call noundef zeroext i1 @_ZN4sycl3_V16detail12isOutOfRangeENS0_3vecIiLi4EEENS0_15addressing_modeENS0_5rangeILi3EEE(i64 %47, i64 %44, i32 noundef %3, ptr noundef nonnull byval(%"class.sycl::_V1::range.147") align 8 %4)
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
  %60 = tail call noundef zeroext i1 @_ZN4sycl3_V16detail12isOutOfRangeENS0_3vecIiLi4EEENS0_15addressing_modeENS0_5rangeILi3EEE(i64 %59, i64 %57, i32 noundef %3, ptr noundef nonnull byval(%"class.sycl::_V1::range.147") align 8 %4)
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
  %74 = tail call noundef zeroext i1 @_ZN4sycl3_V16detail12isOutOfRangeENS0_3vecIiLi4EEENS0_15addressing_modeENS0_5rangeILi3EEE(i64 %73, i64 %71, i32 noundef %3, ptr noundef nonnull byval(%"class.sycl::_V1::range.147") align 8 %4)
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
  %85 = tail call noundef zeroext i1 @_ZN4sycl3_V16detail12isOutOfRangeENS0_3vecIiLi4EEENS0_15addressing_modeENS0_5rangeILi3EEE(i64 %84, i64 %83, i32 noundef %3, ptr noundef nonnull byval(%"class.sycl::_V1::range.147") align 8 %4)
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
  %98 = tail call noundef zeroext i1 @_ZN4sycl3_V16detail12isOutOfRangeENS0_3vecIiLi4EEENS0_15addressing_modeENS0_5rangeILi3EEE(i64 %47, i64 %97, i32 noundef %3, ptr noundef nonnull byval(%"class.sycl::_V1::range.147") align 8 %4)
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
  %108 = tail call noundef zeroext i1 @_ZN4sycl3_V16detail12isOutOfRangeENS0_3vecIiLi4EEENS0_15addressing_modeENS0_5rangeILi3EEE(i64 %59, i64 %107, i32 noundef %3, ptr noundef nonnull byval(%"class.sycl::_V1::range.147") align 8 %4)
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
  %119 = tail call noundef zeroext i1 @_ZN4sycl3_V16detail12isOutOfRangeENS0_3vecIiLi4EEENS0_15addressing_modeENS0_5rangeILi3EEE(i64 %73, i64 %118, i32 noundef %3, ptr noundef nonnull byval(%"class.sycl::_V1::range.147") align 8 %4)
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
  %129 = tail call noundef zeroext i1 @_ZN4sycl3_V16detail12isOutOfRangeENS0_3vecIiLi4EEENS0_15addressing_modeENS0_5rangeILi3EEE(i64 %84, i64 %128, i32 noundef %3, ptr noundef nonnull byval(%"class.sycl::_V1::range.147") align 8 %4)
  br i1 %129, label %130, label %132

130:                                              ; preds = %124
  %131 = tail call { <2 x float>, <2 x float> } @_ZN4sycl3_V16detail14getBorderColorENS0_19image_channel_orderE(i32 noundef %7)
  br label %134

132:                                              ; preds = %124
  %133 = tail call { <2 x float>, <2 x float> } @_ZN4sycl3_V16detail13ReadPixelDataINS0_3vecIfLi4EEEEET_NS3_IiLi4EEENS0_2idILi3EEENS0_18image_channel_typeENS0_19image_channel_orderEPvh(i64 %84, i64 %128, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %11, i32 noundef %6, i32 noundef %7, ptr noundef %8, i8 noundef zeroext %9)
  br label %134

134:                                              ; preds = %130, %132
  %135 = phi { <2 x float>, <2 x float> } [ %131, %130 ], [ %133, %132 ]
  %136 = extractelement <2 x float> %1, i64 0
  %137 = extractelement <2 x float> %1, i64 1
  %138 = extractvalue { <2 x float>, <2 x float> } %125, 1
  %139 = extractvalue { <2 x float>, <2 x float> } %125, 0
  %140 = shufflevector <2 x float> %139, <2 x float> %138, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %141 = extractvalue { <2 x float>, <2 x float> } %114, 1
  %142 = extractvalue { <2 x float>, <2 x float> } %114, 0
  %143 = shufflevector <2 x float> %142, <2 x float> %141, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %144 = extractvalue { <2 x float>, <2 x float> } %104, 1
  %145 = extractvalue { <2 x float>, <2 x float> } %104, 0
  %146 = shufflevector <2 x float> %145, <2 x float> %144, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %147 = extractvalue { <2 x float>, <2 x float> } %91, 1
  %148 = extractvalue { <2 x float>, <2 x float> } %91, 0
  %149 = shufflevector <2 x float> %148, <2 x float> %147, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %150 = extractvalue { <2 x float>, <2 x float> } %80, 1
  %151 = extractvalue { <2 x float>, <2 x float> } %80, 0
  %152 = shufflevector <2 x float> %151, <2 x float> %150, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %153 = extractvalue { <2 x float>, <2 x float> } %66, 1
  %154 = extractvalue { <2 x float>, <2 x float> } %66, 0
  %155 = shufflevector <2 x float> %154, <2 x float> %153, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %156 = extractvalue { <2 x float>, <2 x float> } %54, 1
  %157 = extractvalue { <2 x float>, <2 x float> } %54, 0
  %158 = shufflevector <2 x float> %157, <2 x float> %156, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %11)
  %159 = extractvalue { <2 x float>, <2 x float> } %135, 0
  %160 = extractvalue { <2 x float>, <2 x float> } %135, 1
  %161 = shufflevector <2 x float> %159, <2 x float> %160, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %162 = extractelement <2 x float> %2, i64 0
  %163 = fsub <2 x float> <float 1.000000e+00, float 1.000000e+00>, %1
  %164 = extractelement <2 x float> %163, i64 0
  %165 = extractelement <2 x float> %163, i64 1
  %166 = fmul float %164, %165
  %167 = fsub float 1.000000e+00, %162
  %168 = fmul float %166, %167
  %169 = insertelement <4 x float> poison, float %168, i64 0
  %170 = shufflevector <4 x float> %169, <4 x float> poison, <4 x i32> zeroinitializer
  %171 = fmul <4 x float> %170, %158
  %172 = fmul float %136, %165
  %173 = fmul float %172, %167
  %174 = insertelement <4 x float> poison, float %173, i64 0
  %175 = shufflevector <4 x float> %174, <4 x float> poison, <4 x i32> zeroinitializer
  %176 = fmul <4 x float> %175, %155
  %177 = fmul float %137, %164
  %178 = fmul float %177, %167
  %179 = insertelement <4 x float> poison, float %178, i64 0
  %180 = shufflevector <4 x float> %179, <4 x float> poison, <4 x i32> zeroinitializer
  %181 = fmul <4 x float> %180, %152
  %182 = fmul float %136, %137
  %183 = fmul float %182, %167
  %184 = insertelement <4 x float> poison, float %183, i64 0
  %185 = shufflevector <4 x float> %184, <4 x float> poison, <4 x i32> zeroinitializer
  %186 = fmul <4 x float> %185, %149
  %187 = fmul float %162, %166
  %188 = insertelement <4 x float> poison, float %187, i64 0
  %189 = shufflevector <4 x float> %188, <4 x float> poison, <4 x i32> zeroinitializer
  %190 = fmul <4 x float> %189, %146
  %191 = fmul float %162, %172
  %192 = insertelement <4 x float> poison, float %191, i64 0
  %193 = shufflevector <4 x float> %192, <4 x float> poison, <4 x i32> zeroinitializer
  %194 = fmul <4 x float> %193, %143
  %195 = fmul float %162, %177
  %196 = insertelement <4 x float> poison, float %195, i64 0
  %197 = shufflevector <4 x float> %196, <4 x float> poison, <4 x i32> zeroinitializer
  %198 = fmul <4 x float> %197, %140
  %199 = fmul float %182, %162
  %200 = insertelement <4 x float> poison, float %199, i64 0
  %201 = shufflevector <4 x float> %200, <4 x float> poison, <4 x i32> zeroinitializer
  %202 = fmul <4 x float> %201, %161
  %203 = fadd <4 x float> %171, %176
  %204 = fadd <4 x float> %203, %181
  %205 = fadd <4 x float> %204, %186
  %206 = fadd <4 x float> %205, %190
  %207 = fadd <4 x float> %206, %194
  %208 = fadd <4 x float> %207, %198
  %209 = fadd <4 x float> %208, %202
  %210 = shufflevector <4 x float> %209, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %211 = shufflevector <4 x float> %209, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %212 = insertvalue { <2 x float>, <2 x float> } poison, <2 x float> %210, 0
  %213 = insertvalue { <2 x float>, <2 x float> } %212, <2 x float> %211, 1
  ret { <2 x float>, <2 x float> } %213
}

declare noundef zeroext i1 @_ZN4sycl3_V16detail12isOutOfRangeENS0_3vecIiLi4EEENS0_15addressing_modeENS0_5rangeILi3EEE(i64, i64, i32 noundef, ptr noundef byval(%"class.sycl::_V1::range.147") align 8) local_unnamed_addr #3

declare { <2 x float>, <2 x float> } @_ZN4sycl3_V16detail14getBorderColorENS0_19image_channel_orderE(i32 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local { <2 x float>, <2 x float> } @_ZN4sycl3_V16detail13ReadPixelDataINS0_3vecIfLi4EEEEET_NS3_IiLi4EEENS0_2idILi3EEENS0_18image_channel_typeENS0_19image_channel_orderEPvh(i64 %0, i64 %1, ptr noundef byval(%"class.sycl::_V1::id") align 8 %2, i32 noundef %3, i32 noundef %4, ptr noundef %5, i8 noundef zeroext %6) local_unnamed_addr #21 comdat personality ptr @__gxx_personality_v0 {
  %8 = alloca %"class.sycl::_V1::vec.479", align 8
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
  switch i32 %3, label %570 [
    i32 0, label %24
    i32 1, label %99
    i32 2, label %167
    i32 3, label %239
    i32 4, label %304
    i32 5, label %331
    i32 6, label %358
    i32 7, label %390
    i32 8, label %401
    i32 9, label %409
    i32 10, label %417
    i32 11, label %425
    i32 12, label %433
    i32 13, label %441
    i32 14, label %514
  ]

24:                                               ; preds = %7
  switch i32 %4, label %79 [
    i32 0, label %25
    i32 1, label %27
    i32 2, label %27
    i32 11, label %29
    i32 12, label %31
    i32 3, label %33
    i32 4, label %33
    i32 5, label %37
    i32 6, label %41
    i32 7, label %41
    i32 8, label %47
    i32 14, label %47
    i32 9, label %55
    i32 10, label %63
    i32 13, label %71
  ]

25:                                               ; preds = %24
  %26 = load i8, ptr %23, align 1, !tbaa !36
  br label %79

27:                                               ; preds = %24, %24
  %28 = load i8, ptr %23, align 1, !tbaa !36
  br label %79

29:                                               ; preds = %24
  %30 = load i8, ptr %23, align 1, !tbaa !36
  br label %79

31:                                               ; preds = %24
  %32 = load i8, ptr %23, align 1, !tbaa !36
  br label %79

33:                                               ; preds = %24, %24
  %34 = load i8, ptr %23, align 1, !tbaa !36
  %35 = getelementptr inbounds i8, ptr %23, i64 1
  %36 = load i8, ptr %35, align 1, !tbaa !36
  br label %79

37:                                               ; preds = %24
  %38 = load i8, ptr %23, align 1, !tbaa !36
  %39 = getelementptr inbounds i8, ptr %23, i64 1
  %40 = load i8, ptr %39, align 1, !tbaa !36
  br label %79

41:                                               ; preds = %24, %24
  %42 = load i8, ptr %23, align 1, !tbaa !36
  %43 = getelementptr inbounds i8, ptr %23, i64 1
  %44 = load i8, ptr %43, align 1, !tbaa !36
  %45 = getelementptr inbounds i8, ptr %23, i64 2
  %46 = load i8, ptr %45, align 1, !tbaa !36
  br label %79

47:                                               ; preds = %24, %24
  %48 = load i8, ptr %23, align 1, !tbaa !36
  %49 = getelementptr inbounds i8, ptr %23, i64 1
  %50 = load i8, ptr %49, align 1, !tbaa !36
  %51 = getelementptr inbounds i8, ptr %23, i64 2
  %52 = load i8, ptr %51, align 1, !tbaa !36
  %53 = getelementptr inbounds i8, ptr %23, i64 3
  %54 = load i8, ptr %53, align 1, !tbaa !36
  br label %79

55:                                               ; preds = %24
  %56 = load i8, ptr %23, align 1, !tbaa !36
  %57 = getelementptr inbounds i8, ptr %23, i64 1
  %58 = load i8, ptr %57, align 1, !tbaa !36
  %59 = getelementptr inbounds i8, ptr %23, i64 2
  %60 = load i8, ptr %59, align 1, !tbaa !36
  %61 = getelementptr inbounds i8, ptr %23, i64 3
  %62 = load i8, ptr %61, align 1, !tbaa !36
  br label %79

63:                                               ; preds = %24
  %64 = load i8, ptr %23, align 1, !tbaa !36
  %65 = getelementptr inbounds i8, ptr %23, i64 1
  %66 = load i8, ptr %65, align 1, !tbaa !36
  %67 = getelementptr inbounds i8, ptr %23, i64 2
  %68 = load i8, ptr %67, align 1, !tbaa !36
  %69 = getelementptr inbounds i8, ptr %23, i64 3
  %70 = load i8, ptr %69, align 1, !tbaa !36
  br label %79

71:                                               ; preds = %24
  %72 = load i8, ptr %23, align 1, !tbaa !36
  %73 = getelementptr inbounds i8, ptr %23, i64 1
  %74 = load i8, ptr %73, align 1, !tbaa !36
  %75 = getelementptr inbounds i8, ptr %23, i64 2
  %76 = load i8, ptr %75, align 1, !tbaa !36
  %77 = getelementptr inbounds i8, ptr %23, i64 3
  %78 = load i8, ptr %77, align 1, !tbaa !36
  br label %79

79:                                               ; preds = %24, %25, %27, %29, %31, %33, %37, %41, %47, %55, %63, %71
  %80 = phi i8 [ 0, %24 ], [ %72, %71 ], [ %70, %63 ], [ %56, %55 ], [ %54, %47 ], [ 1, %41 ], [ %40, %37 ], [ 1, %33 ], [ 1, %31 ], [ %30, %29 ], [ 1, %27 ], [ %26, %25 ]
  %81 = phi i8 [ 0, %24 ], [ %74, %71 ], [ %64, %63 ], [ %62, %55 ], [ %52, %47 ], [ %46, %41 ], [ 0, %37 ], [ 0, %33 ], [ %32, %31 ], [ %30, %29 ], [ 0, %27 ], [ 0, %25 ]
  %82 = phi i8 [ 0, %24 ], [ %76, %71 ], [ %66, %63 ], [ %60, %55 ], [ %50, %47 ], [ %44, %41 ], [ 0, %37 ], [ %36, %33 ], [ %32, %31 ], [ %30, %29 ], [ 0, %27 ], [ 0, %25 ]
  %83 = phi i8 [ 0, %24 ], [ %78, %71 ], [ %68, %63 ], [ %58, %55 ], [ %48, %47 ], [ %42, %41 ], [ %38, %37 ], [ %34, %33 ], [ %32, %31 ], [ %30, %29 ], [ %28, %27 ], [ 0, %25 ]
  %84 = sitofp i8 %83 to float
  %85 = insertelement <4 x float> poison, float %84, i64 0
  %86 = sitofp i8 %82 to float
  %87 = insertelement <4 x float> %85, float %86, i64 1
  %88 = sitofp i8 %81 to float
  %89 = insertelement <4 x float> poison, float %88, i64 2
  %90 = sitofp i8 %80 to float
  %91 = insertelement <4 x float> %89, float %90, i64 3
  %92 = shufflevector <4 x float> %87, <4 x float> %91, <4 x i32> <i32 0, i32 1, i32 6, i32 7>
  %93 = fdiv <4 x float> %92, <float 1.270000e+02, float 1.270000e+02, float 1.270000e+02, float 1.270000e+02>
  %94 = shufflevector <4 x float> %93, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %95 = shufflevector <4 x float> %93, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %96 = tail call { <2 x float>, <2 x float> } @_ZN4sycl3_V111__fmax_implENS0_3vecIfLi4EEES2_(<2 x float> %94, <2 x float> %95, <2 x float> <float -1.000000e+00, float -1.000000e+00>, <2 x float> <float -1.000000e+00, float -1.000000e+00>)
  %97 = extractvalue { <2 x float>, <2 x float> } %96, 0
  %98 = extractvalue { <2 x float>, <2 x float> } %96, 1
  br label %570

99:                                               ; preds = %7
  switch i32 %4, label %150 [
    i32 0, label %100
    i32 1, label %102
    i32 2, label %102
    i32 11, label %105
    i32 12, label %109
    i32 3, label %113
    i32 4, label %113
    i32 5, label %115
    i32 6, label %120
    i32 7, label %120
    i32 8, label %124
    i32 14, label %124
    i32 9, label %130
    i32 10, label %136
    i32 13, label %143
  ]

100:                                              ; preds = %99
  %101 = load i16, ptr %23, align 2, !tbaa !236
  br label %150

102:                                              ; preds = %99, %99
  %103 = load i16, ptr %23, align 2, !tbaa !236
  %104 = insertelement <2 x i16> <i16 poison, i16 0>, i16 %103, i64 0
  br label %150

105:                                              ; preds = %99
  %106 = load i16, ptr %23, align 2, !tbaa !236
  %107 = insertelement <2 x i16> poison, i16 %106, i64 0
  %108 = shufflevector <2 x i16> %107, <2 x i16> poison, <2 x i32> zeroinitializer
  br label %150

109:                                              ; preds = %99
  %110 = load i16, ptr %23, align 2, !tbaa !236
  %111 = insertelement <2 x i16> poison, i16 %110, i64 0
  %112 = shufflevector <2 x i16> %111, <2 x i16> poison, <2 x i32> zeroinitializer
  br label %150

113:                                              ; preds = %99, %99
  %114 = load <2 x i16>, ptr %23, align 2, !tbaa !236
  br label %150

115:                                              ; preds = %99
  %116 = load i16, ptr %23, align 2, !tbaa !236
  %117 = getelementptr inbounds i8, ptr %23, i64 2
  %118 = load i16, ptr %117, align 2, !tbaa !236
  %119 = insertelement <2 x i16> <i16 poison, i16 0>, i16 %116, i64 0
  br label %150

120:                                              ; preds = %99, %99
  %121 = load <2 x i16>, ptr %23, align 2, !tbaa !236
  %122 = getelementptr inbounds i8, ptr %23, i64 4
  %123 = load i16, ptr %122, align 2, !tbaa !236
  br label %150

124:                                              ; preds = %99, %99
  %125 = load <2 x i16>, ptr %23, align 2, !tbaa !236
  %126 = getelementptr inbounds i8, ptr %23, i64 4
  %127 = load i16, ptr %126, align 2, !tbaa !236
  %128 = getelementptr inbounds i8, ptr %23, i64 6
  %129 = load i16, ptr %128, align 2, !tbaa !236
  br label %150

130:                                              ; preds = %99
  %131 = load i16, ptr %23, align 2, !tbaa !236
  %132 = getelementptr inbounds i8, ptr %23, i64 2
  %133 = load <2 x i16>, ptr %132, align 2, !tbaa !236
  %134 = getelementptr inbounds i8, ptr %23, i64 6
  %135 = load i16, ptr %134, align 2, !tbaa !236
  br label %150

136:                                              ; preds = %99
  %137 = load i16, ptr %23, align 2, !tbaa !236
  %138 = getelementptr inbounds i8, ptr %23, i64 2
  %139 = load <2 x i16>, ptr %138, align 2, !tbaa !236
  %140 = shufflevector <2 x i16> %139, <2 x i16> poison, <2 x i32> <i32 1, i32 0>
  %141 = getelementptr inbounds i8, ptr %23, i64 6
  %142 = load i16, ptr %141, align 2, !tbaa !236
  br label %150

143:                                              ; preds = %99
  %144 = load i16, ptr %23, align 2, !tbaa !236
  %145 = getelementptr inbounds i8, ptr %23, i64 2
  %146 = load i16, ptr %145, align 2, !tbaa !236
  %147 = getelementptr inbounds i8, ptr %23, i64 4
  %148 = load <2 x i16>, ptr %147, align 2, !tbaa !236
  %149 = shufflevector <2 x i16> %148, <2 x i16> poison, <2 x i32> <i32 1, i32 0>
  br label %150

150:                                              ; preds = %99, %100, %102, %105, %109, %113, %115, %120, %124, %130, %136, %143
  %151 = phi i16 [ 0, %99 ], [ %144, %143 ], [ %142, %136 ], [ %131, %130 ], [ %129, %124 ], [ 1, %120 ], [ %118, %115 ], [ 1, %113 ], [ 1, %109 ], [ %106, %105 ], [ 1, %102 ], [ %101, %100 ]
  %152 = phi i16 [ 0, %99 ], [ %146, %143 ], [ %137, %136 ], [ %135, %130 ], [ %127, %124 ], [ %123, %120 ], [ 0, %115 ], [ 0, %113 ], [ %110, %109 ], [ %106, %105 ], [ 0, %102 ], [ 0, %100 ]
  %153 = phi <2 x i16> [ zeroinitializer, %99 ], [ %149, %143 ], [ %140, %136 ], [ %133, %130 ], [ %125, %124 ], [ %121, %120 ], [ %119, %115 ], [ %114, %113 ], [ %112, %109 ], [ %108, %105 ], [ %104, %102 ], [ zeroinitializer, %100 ]
  %154 = sitofp <2 x i16> %153 to <2 x float>
  %155 = shufflevector <2 x float> %154, <2 x float> poison, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>
  %156 = sitofp i16 %152 to float
  %157 = insertelement <4 x float> poison, float %156, i64 2
  %158 = sitofp i16 %151 to float
  %159 = insertelement <4 x float> %157, float %158, i64 3
  %160 = shufflevector <4 x float> %155, <4 x float> %159, <4 x i32> <i32 0, i32 1, i32 6, i32 7>
  %161 = fdiv <4 x float> %160, <float 3.276700e+04, float 3.276700e+04, float 3.276700e+04, float 3.276700e+04>
  %162 = shufflevector <4 x float> %161, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %163 = shufflevector <4 x float> %161, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %164 = tail call { <2 x float>, <2 x float> } @_ZN4sycl3_V111__fmax_implENS0_3vecIfLi4EEES2_(<2 x float> %162, <2 x float> %163, <2 x float> <float -1.000000e+00, float -1.000000e+00>, <2 x float> <float -1.000000e+00, float -1.000000e+00>)
  %165 = extractvalue { <2 x float>, <2 x float> } %164, 0
  %166 = extractvalue { <2 x float>, <2 x float> } %164, 1
  br label %570

167:                                              ; preds = %7
  switch i32 %4, label %222 [
    i32 0, label %168
    i32 1, label %170
    i32 2, label %170
    i32 11, label %172
    i32 12, label %174
    i32 3, label %176
    i32 4, label %176
    i32 5, label %180
    i32 6, label %184
    i32 7, label %184
    i32 8, label %190
    i32 14, label %190
    i32 9, label %198
    i32 10, label %206
    i32 13, label %214
  ]

168:                                              ; preds = %167
  %169 = load i8, ptr %23, align 1, !tbaa !36
  br label %222

170:                                              ; preds = %167, %167
  %171 = load i8, ptr %23, align 1, !tbaa !36
  br label %222

172:                                              ; preds = %167
  %173 = load i8, ptr %23, align 1, !tbaa !36
  br label %222

174:                                              ; preds = %167
  %175 = load i8, ptr %23, align 1, !tbaa !36
  br label %222

176:                                              ; preds = %167, %167
  %177 = load i8, ptr %23, align 1, !tbaa !36
  %178 = getelementptr inbounds i8, ptr %23, i64 1
  %179 = load i8, ptr %178, align 1, !tbaa !36
  br label %222

180:                                              ; preds = %167
  %181 = load i8, ptr %23, align 1, !tbaa !36
  %182 = getelementptr inbounds i8, ptr %23, i64 1
  %183 = load i8, ptr %182, align 1, !tbaa !36
  br label %222

184:                                              ; preds = %167, %167
  %185 = load i8, ptr %23, align 1, !tbaa !36
  %186 = getelementptr inbounds i8, ptr %23, i64 1
  %187 = load i8, ptr %186, align 1, !tbaa !36
  %188 = getelementptr inbounds i8, ptr %23, i64 2
  %189 = load i8, ptr %188, align 1, !tbaa !36
  br label %222

190:                                              ; preds = %167, %167
  %191 = load i8, ptr %23, align 1, !tbaa !36
  %192 = getelementptr inbounds i8, ptr %23, i64 1
  %193 = load i8, ptr %192, align 1, !tbaa !36
  %194 = getelementptr inbounds i8, ptr %23, i64 2
  %195 = load i8, ptr %194, align 1, !tbaa !36
  %196 = getelementptr inbounds i8, ptr %23, i64 3
  %197 = load i8, ptr %196, align 1, !tbaa !36
  br label %222

198:                                              ; preds = %167
  %199 = load i8, ptr %23, align 1, !tbaa !36
  %200 = getelementptr inbounds i8, ptr %23, i64 1
  %201 = load i8, ptr %200, align 1, !tbaa !36
  %202 = getelementptr inbounds i8, ptr %23, i64 2
  %203 = load i8, ptr %202, align 1, !tbaa !36
  %204 = getelementptr inbounds i8, ptr %23, i64 3
  %205 = load i8, ptr %204, align 1, !tbaa !36
  br label %222

206:                                              ; preds = %167
  %207 = load i8, ptr %23, align 1, !tbaa !36
  %208 = getelementptr inbounds i8, ptr %23, i64 1
  %209 = load i8, ptr %208, align 1, !tbaa !36
  %210 = getelementptr inbounds i8, ptr %23, i64 2
  %211 = load i8, ptr %210, align 1, !tbaa !36
  %212 = getelementptr inbounds i8, ptr %23, i64 3
  %213 = load i8, ptr %212, align 1, !tbaa !36
  br label %222

214:                                              ; preds = %167
  %215 = load i8, ptr %23, align 1, !tbaa !36
  %216 = getelementptr inbounds i8, ptr %23, i64 1
  %217 = load i8, ptr %216, align 1, !tbaa !36
  %218 = getelementptr inbounds i8, ptr %23, i64 2
  %219 = load i8, ptr %218, align 1, !tbaa !36
  %220 = getelementptr inbounds i8, ptr %23, i64 3
  %221 = load i8, ptr %220, align 1, !tbaa !36
  br label %222

222:                                              ; preds = %167, %168, %170, %172, %174, %176, %180, %184, %190, %198, %206, %214
  %223 = phi i8 [ 0, %167 ], [ %215, %214 ], [ %213, %206 ], [ %199, %198 ], [ %197, %190 ], [ 1, %184 ], [ %183, %180 ], [ 1, %176 ], [ 1, %174 ], [ %173, %172 ], [ 1, %170 ], [ %169, %168 ]
  %224 = phi i8 [ 0, %167 ], [ %217, %214 ], [ %207, %206 ], [ %205, %198 ], [ %195, %190 ], [ %189, %184 ], [ 0, %180 ], [ 0, %176 ], [ %175, %174 ], [ %173, %172 ], [ 0, %170 ], [ 0, %168 ]
  %225 = phi i8 [ 0, %167 ], [ %219, %214 ], [ %209, %206 ], [ %203, %198 ], [ %193, %190 ], [ %187, %184 ], [ 0, %180 ], [ %179, %176 ], [ %175, %174 ], [ %173, %172 ], [ 0, %170 ], [ 0, %168 ]
  %226 = phi i8 [ 0, %167 ], [ %221, %214 ], [ %211, %206 ], [ %201, %198 ], [ %191, %190 ], [ %185, %184 ], [ %181, %180 ], [ %177, %176 ], [ %175, %174 ], [ %173, %172 ], [ %171, %170 ], [ 0, %168 ]
  %227 = uitofp i8 %226 to float
  %228 = insertelement <4 x float> poison, float %227, i64 0
  %229 = uitofp i8 %225 to float
  %230 = insertelement <4 x float> %228, float %229, i64 1
  %231 = uitofp i8 %224 to float
  %232 = insertelement <4 x float> poison, float %231, i64 2
  %233 = uitofp i8 %223 to float
  %234 = insertelement <4 x float> %232, float %233, i64 3
  %235 = shufflevector <4 x float> %230, <4 x float> %234, <4 x i32> <i32 0, i32 1, i32 6, i32 7>
  %236 = fdiv <4 x float> %235, <float 2.550000e+02, float 2.550000e+02, float 2.550000e+02, float 2.550000e+02>
  %237 = shufflevector <4 x float> %236, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %238 = shufflevector <4 x float> %236, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  br label %570

239:                                              ; preds = %7
  switch i32 %4, label %290 [
    i32 0, label %240
    i32 1, label %242
    i32 2, label %242
    i32 11, label %245
    i32 12, label %249
    i32 3, label %253
    i32 4, label %253
    i32 5, label %255
    i32 6, label %260
    i32 7, label %260
    i32 8, label %264
    i32 14, label %264
    i32 9, label %270
    i32 10, label %276
    i32 13, label %283
  ]

240:                                              ; preds = %239
  %241 = load i16, ptr %23, align 2, !tbaa !236
  br label %290

242:                                              ; preds = %239, %239
  %243 = load i16, ptr %23, align 2, !tbaa !236
  %244 = insertelement <2 x i16> <i16 poison, i16 0>, i16 %243, i64 0
  br label %290

245:                                              ; preds = %239
  %246 = load i16, ptr %23, align 2, !tbaa !236
  %247 = insertelement <2 x i16> poison, i16 %246, i64 0
  %248 = shufflevector <2 x i16> %247, <2 x i16> poison, <2 x i32> zeroinitializer
  br label %290

249:                                              ; preds = %239
  %250 = load i16, ptr %23, align 2, !tbaa !236
  %251 = insertelement <2 x i16> poison, i16 %250, i64 0
  %252 = shufflevector <2 x i16> %251, <2 x i16> poison, <2 x i32> zeroinitializer
  br label %290

253:                                              ; preds = %239, %239
  %254 = load <2 x i16>, ptr %23, align 2, !tbaa !236
  br label %290

255:                                              ; preds = %239
  %256 = load i16, ptr %23, align 2, !tbaa !236
  %257 = getelementptr inbounds i8, ptr %23, i64 2
  %258 = load i16, ptr %257, align 2, !tbaa !236
  %259 = insertelement <2 x i16> <i16 poison, i16 0>, i16 %256, i64 0
  br label %290

260:                                              ; preds = %239, %239
  %261 = load <2 x i16>, ptr %23, align 2, !tbaa !236
  %262 = getelementptr inbounds i8, ptr %23, i64 4
  %263 = load i16, ptr %262, align 2, !tbaa !236
  br label %290

264:                                              ; preds = %239, %239
  %265 = load <2 x i16>, ptr %23, align 2, !tbaa !236
  %266 = getelementptr inbounds i8, ptr %23, i64 4
  %267 = load i16, ptr %266, align 2, !tbaa !236
  %268 = getelementptr inbounds i8, ptr %23, i64 6
  %269 = load i16, ptr %268, align 2, !tbaa !236
  br label %290

270:                                              ; preds = %239
  %271 = load i16, ptr %23, align 2, !tbaa !236
  %272 = getelementptr inbounds i8, ptr %23, i64 2
  %273 = load <2 x i16>, ptr %272, align 2, !tbaa !236
  %274 = getelementptr inbounds i8, ptr %23, i64 6
  %275 = load i16, ptr %274, align 2, !tbaa !236
  br label %290

276:                                              ; preds = %239
  %277 = load i16, ptr %23, align 2, !tbaa !236
  %278 = getelementptr inbounds i8, ptr %23, i64 2
  %279 = load <2 x i16>, ptr %278, align 2, !tbaa !236
  %280 = shufflevector <2 x i16> %279, <2 x i16> poison, <2 x i32> <i32 1, i32 0>
  %281 = getelementptr inbounds i8, ptr %23, i64 6
  %282 = load i16, ptr %281, align 2, !tbaa !236
  br label %290

283:                                              ; preds = %239
  %284 = load i16, ptr %23, align 2, !tbaa !236
  %285 = getelementptr inbounds i8, ptr %23, i64 2
  %286 = load i16, ptr %285, align 2, !tbaa !236
  %287 = getelementptr inbounds i8, ptr %23, i64 4
  %288 = load <2 x i16>, ptr %287, align 2, !tbaa !236
  %289 = shufflevector <2 x i16> %288, <2 x i16> poison, <2 x i32> <i32 1, i32 0>
  br label %290

290:                                              ; preds = %239, %240, %242, %245, %249, %253, %255, %260, %264, %270, %276, %283
  %291 = phi i16 [ 0, %239 ], [ %284, %283 ], [ %282, %276 ], [ %271, %270 ], [ %269, %264 ], [ 1, %260 ], [ %258, %255 ], [ 1, %253 ], [ 1, %249 ], [ %246, %245 ], [ 1, %242 ], [ %241, %240 ]
  %292 = phi i16 [ 0, %239 ], [ %286, %283 ], [ %277, %276 ], [ %275, %270 ], [ %267, %264 ], [ %263, %260 ], [ 0, %255 ], [ 0, %253 ], [ %250, %249 ], [ %246, %245 ], [ 0, %242 ], [ 0, %240 ]
  %293 = phi <2 x i16> [ zeroinitializer, %239 ], [ %289, %283 ], [ %280, %276 ], [ %273, %270 ], [ %265, %264 ], [ %261, %260 ], [ %259, %255 ], [ %254, %253 ], [ %252, %249 ], [ %248, %245 ], [ %244, %242 ], [ zeroinitializer, %240 ]
  %294 = uitofp <2 x i16> %293 to <2 x float>
  %295 = shufflevector <2 x float> %294, <2 x float> poison, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>
  %296 = uitofp i16 %292 to float
  %297 = insertelement <4 x float> poison, float %296, i64 2
  %298 = uitofp i16 %291 to float
  %299 = insertelement <4 x float> %297, float %298, i64 3
  %300 = shufflevector <4 x float> %295, <4 x float> %299, <4 x i32> <i32 0, i32 1, i32 6, i32 7>
  %301 = fdiv <4 x float> %300, <float 6.553500e+04, float 6.553500e+04, float 6.553500e+04, float 6.553500e+04>
  %302 = shufflevector <4 x float> %301, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %303 = shufflevector <4 x float> %301, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  br label %570

304:                                              ; preds = %7
  switch i32 %4, label %318 [
    i32 13, label %309
    i32 1, label %311
    i32 2, label %311
    i32 11, label %311
    i32 12, label %311
    i32 3, label %311
    i32 4, label %311
    i32 5, label %311
    i32 6, label %311
    i32 7, label %311
    i32 8, label %311
    i32 14, label %311
    i32 9, label %305
    i32 10, label %307
  ]

305:                                              ; preds = %304
  %306 = getelementptr inbounds i8, ptr %23, i64 2
  br label %311

307:                                              ; preds = %304
  %308 = getelementptr inbounds i8, ptr %23, i64 4
  br label %311

309:                                              ; preds = %304
  %310 = getelementptr inbounds i8, ptr %23, i64 6
  br label %311

311:                                              ; preds = %304, %304, %304, %304, %304, %304, %304, %304, %304, %304, %304, %309, %307, %305
  %312 = phi ptr [ %306, %305 ], [ %308, %307 ], [ %310, %309 ], [ %23, %304 ], [ %23, %304 ], [ %23, %304 ], [ %23, %304 ], [ %23, %304 ], [ %23, %304 ], [ %23, %304 ], [ %23, %304 ], [ %23, %304 ], [ %23, %304 ], [ %23, %304 ]
  %313 = load i16, ptr %312, align 2, !tbaa !236
  %314 = zext i16 %313 to i64
  %315 = mul nuw i64 %314, 281479271743489
  %316 = bitcast i64 %315 to <4 x i16>
  %317 = and <4 x i16> %316, <i16 -2048, i16 2016, i16 31, i16 0>
  br label %318

318:                                              ; preds = %311, %304
  %319 = phi <4 x i16> [ zeroinitializer, %304 ], [ %317, %311 ]
  %320 = lshr <4 x i16> %319, <i16 11, i16 5, i16 0, i16 0>
  %321 = shufflevector <4 x i16> %320, <4 x i16> poison, <2 x i32> <i32 0, i32 1>
  %322 = uitofp nneg <2 x i16> %321 to <2 x float>
  %323 = shufflevector <2 x float> %322, <2 x float> poison, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>
  %324 = extractelement <4 x i16> %320, i64 2
  %325 = uitofp nneg i16 %324 to float
  %326 = insertelement <4 x float> <float poison, float poison, float poison, float 0.000000e+00>, float %325, i64 2
  %327 = shufflevector <4 x float> %323, <4 x float> %326, <4 x i32> <i32 0, i32 1, i32 6, i32 7>
  %328 = fdiv <4 x float> %327, <float 3.100000e+01, float 6.300000e+01, float 3.100000e+01, float 1.000000e+00>
  %329 = shufflevector <4 x float> %328, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %330 = shufflevector <4 x float> %328, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  br label %570

331:                                              ; preds = %7
  switch i32 %4, label %345 [
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
  %333 = getelementptr inbounds i8, ptr %23, i64 2
  br label %338

334:                                              ; preds = %331
  %335 = getelementptr inbounds i8, ptr %23, i64 4
  br label %338

336:                                              ; preds = %331
  %337 = getelementptr inbounds i8, ptr %23, i64 6
  br label %338

338:                                              ; preds = %331, %331, %331, %331, %331, %331, %331, %331, %331, %331, %331, %336, %334, %332
  %339 = phi ptr [ %333, %332 ], [ %335, %334 ], [ %337, %336 ], [ %23, %331 ], [ %23, %331 ], [ %23, %331 ], [ %23, %331 ], [ %23, %331 ], [ %23, %331 ], [ %23, %331 ], [ %23, %331 ], [ %23, %331 ], [ %23, %331 ], [ %23, %331 ]
  %340 = load i16, ptr %339, align 2, !tbaa !236
  %341 = zext i16 %340 to i64
  %342 = mul nuw i64 %341, 281479271743489
  %343 = bitcast i64 %342 to <4 x i16>
  %344 = and <4 x i16> %343, <i16 31744, i16 992, i16 31, i16 0>
  br label %345

345:                                              ; preds = %338, %331
  %346 = phi <4 x i16> [ zeroinitializer, %331 ], [ %344, %338 ]
  %347 = lshr <4 x i16> %346, <i16 10, i16 5, i16 0, i16 0>
  %348 = shufflevector <4 x i16> %347, <4 x i16> poison, <2 x i32> <i32 0, i32 1>
  %349 = uitofp nneg <2 x i16> %348 to <2 x float>
  %350 = shufflevector <2 x float> %349, <2 x float> poison, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>
  %351 = extractelement <4 x i16> %347, i64 2
  %352 = uitofp nneg i16 %351 to float
  %353 = insertelement <4 x float> <float poison, float poison, float poison, float 0.000000e+00>, float %352, i64 2
  %354 = shufflevector <4 x float> %350, <4 x float> %353, <4 x i32> <i32 0, i32 1, i32 6, i32 7>
  %355 = fdiv <4 x float> %354, <float 3.100000e+01, float 3.100000e+01, float 3.100000e+01, float 3.100000e+01>
  %356 = shufflevector <4 x float> %355, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %357 = shufflevector <4 x float> %355, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  br label %570

358:                                              ; preds = %7
  switch i32 %4, label %368 [
    i32 13, label %363
    i32 1, label %365
    i32 2, label %365
    i32 11, label %365
    i32 12, label %365
    i32 3, label %365
    i32 4, label %365
    i32 5, label %365
    i32 6, label %365
    i32 7, label %365
    i32 8, label %365
    i32 14, label %365
    i32 9, label %359
    i32 10, label %361
  ]

359:                                              ; preds = %358
  %360 = getelementptr inbounds i8, ptr %23, i64 4
  br label %365

361:                                              ; preds = %358
  %362 = getelementptr inbounds i8, ptr %23, i64 8
  br label %365

363:                                              ; preds = %358
  %364 = getelementptr inbounds i8, ptr %23, i64 12
  br label %365

365:                                              ; preds = %358, %358, %358, %358, %358, %358, %358, %358, %358, %358, %358, %363, %361, %359
  %366 = phi ptr [ %360, %359 ], [ %362, %361 ], [ %364, %363 ], [ %23, %358 ], [ %23, %358 ], [ %23, %358 ], [ %23, %358 ], [ %23, %358 ], [ %23, %358 ], [ %23, %358 ], [ %23, %358 ], [ %23, %358 ], [ %23, %358 ], [ %23, %358 ]
  %367 = load i32, ptr %366, align 4, !tbaa !37
  br label %368

368:                                              ; preds = %365, %358
  %369 = phi i32 [ 0, %358 ], [ %367, %365 ]
  %370 = insertelement <4 x i32> poison, i32 %369, i64 0
  %371 = shufflevector <4 x i32> %370, <4 x i32> poison, <4 x i32> zeroinitializer
  %372 = and <4 x i32> %371, <i32 1072693248, i32 1047552, i32 1023, i32 0>
  %373 = lshr <4 x i32> %372, <i32 20, i32 10, i32 0, i32 0>
  %374 = bitcast <4 x i32> %373 to <2 x i64>
  %375 = extractelement <2 x i64> %374, i64 0
  %376 = trunc i64 %375 to i32
  %377 = uitofp nneg i32 %376 to float
  %378 = insertelement <4 x float> poison, float %377, i64 0
  %379 = lshr i64 %375, 32
  %380 = trunc nuw nsw i64 %379 to i32
  %381 = uitofp nneg i32 %380 to float
  %382 = insertelement <4 x float> %378, float %381, i64 1
  %383 = extractelement <4 x i32> %373, i64 2
  %384 = uitofp nneg i32 %383 to float
  %385 = insertelement <4 x float> <float poison, float poison, float poison, float 0.000000e+00>, float %384, i64 2
  %386 = shufflevector <4 x float> %382, <4 x float> %385, <4 x i32> <i32 0, i32 1, i32 6, i32 7>
  %387 = fdiv <4 x float> %386, <float 1.023000e+03, float 1.023000e+03, float 1.023000e+03, float 1.023000e+03>
  %388 = shufflevector <4 x float> %387, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %389 = shufflevector <4 x float> %387, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  br label %570

390:                                              ; preds = %7
  %391 = tail call ptr @__cxa_allocate_exception(i64 64) #28
  %392 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #28
  %393 = extractvalue { i32, ptr } %392, 0
  %394 = extractvalue { i32, ptr } %392, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %391, i32 %393, ptr %394, ptr noundef nonnull @.str.40)
          to label %395 unwind label %399

395:                                              ; preds = %390
  tail call void @__cxa_throw(ptr nonnull %391, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #32
  unreachable

396:                                              ; preds = %439, %431, %423, %415, %407, %399
  %397 = phi ptr [ %434, %439 ], [ %426, %431 ], [ %418, %423 ], [ %410, %415 ], [ %402, %407 ], [ %391, %399 ]
  %398 = phi { ptr, i32 } [ %440, %439 ], [ %432, %431 ], [ %424, %423 ], [ %416, %415 ], [ %408, %407 ], [ %400, %399 ]
  tail call void @__cxa_free_exception(ptr %397) #28
  resume { ptr, i32 } %398

399:                                              ; preds = %390
  %400 = landingpad { ptr, i32 }
          cleanup
  br label %396

401:                                              ; preds = %7
  %402 = tail call ptr @__cxa_allocate_exception(i64 64) #28
  %403 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #28
  %404 = extractvalue { i32, ptr } %403, 0
  %405 = extractvalue { i32, ptr } %403, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %402, i32 %404, ptr %405, ptr noundef nonnull @.str.40)
          to label %406 unwind label %407

406:                                              ; preds = %401
  tail call void @__cxa_throw(ptr nonnull %402, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #32
  unreachable

407:                                              ; preds = %401
  %408 = landingpad { ptr, i32 }
          cleanup
  br label %396

409:                                              ; preds = %7
  %410 = tail call ptr @__cxa_allocate_exception(i64 64) #28
  %411 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #28
  %412 = extractvalue { i32, ptr } %411, 0
  %413 = extractvalue { i32, ptr } %411, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %410, i32 %412, ptr %413, ptr noundef nonnull @.str.40)
          to label %414 unwind label %415

414:                                              ; preds = %409
  tail call void @__cxa_throw(ptr nonnull %410, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #32
  unreachable

415:                                              ; preds = %409
  %416 = landingpad { ptr, i32 }
          cleanup
  br label %396

417:                                              ; preds = %7
  %418 = tail call ptr @__cxa_allocate_exception(i64 64) #28
  %419 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #28
  %420 = extractvalue { i32, ptr } %419, 0
  %421 = extractvalue { i32, ptr } %419, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %418, i32 %420, ptr %421, ptr noundef nonnull @.str.40)
          to label %422 unwind label %423

422:                                              ; preds = %417
  tail call void @__cxa_throw(ptr nonnull %418, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #32
  unreachable

423:                                              ; preds = %417
  %424 = landingpad { ptr, i32 }
          cleanup
  br label %396

425:                                              ; preds = %7
  %426 = tail call ptr @__cxa_allocate_exception(i64 64) #28
  %427 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #28
  %428 = extractvalue { i32, ptr } %427, 0
  %429 = extractvalue { i32, ptr } %427, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %426, i32 %428, ptr %429, ptr noundef nonnull @.str.40)
          to label %430 unwind label %431

430:                                              ; preds = %425
  tail call void @__cxa_throw(ptr nonnull %426, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #32
  unreachable

431:                                              ; preds = %425
  %432 = landingpad { ptr, i32 }
          cleanup
  br label %396

433:                                              ; preds = %7
  %434 = tail call ptr @__cxa_allocate_exception(i64 64) #28
  %435 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #28
  %436 = extractvalue { i32, ptr } %435, 0
  %437 = extractvalue { i32, ptr } %435, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %434, i32 %436, ptr %437, ptr noundef nonnull @.str.40)
          to label %438 unwind label %439

438:                                              ; preds = %433
  tail call void @__cxa_throw(ptr nonnull %434, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #32
  unreachable

439:                                              ; preds = %433
  %440 = landingpad { ptr, i32 }
          cleanup
  br label %396

441:                                              ; preds = %7
  switch i32 %4, label %496 [
    i32 0, label %442
    i32 1, label %444
    i32 2, label %444
    i32 11, label %446
    i32 12, label %448
    i32 3, label %450
    i32 4, label %450
    i32 5, label %454
    i32 6, label %458
    i32 7, label %458
    i32 8, label %464
    i32 14, label %464
    i32 9, label %472
    i32 10, label %480
    i32 13, label %488
  ]

442:                                              ; preds = %441
  %443 = load i16, ptr %23, align 2, !tbaa !236
  br label %496

444:                                              ; preds = %441, %441
  %445 = load i16, ptr %23, align 2, !tbaa !236
  br label %496

446:                                              ; preds = %441
  %447 = load i16, ptr %23, align 2, !tbaa !236
  br label %496

448:                                              ; preds = %441
  %449 = load i16, ptr %23, align 2, !tbaa !236
  br label %496

450:                                              ; preds = %441, %441
  %451 = load i16, ptr %23, align 2, !tbaa !236
  %452 = getelementptr inbounds i8, ptr %23, i64 2
  %453 = load i16, ptr %452, align 2, !tbaa !236
  br label %496

454:                                              ; preds = %441
  %455 = load i16, ptr %23, align 2, !tbaa !236
  %456 = getelementptr inbounds i8, ptr %23, i64 2
  %457 = load i16, ptr %456, align 2, !tbaa !236
  br label %496

458:                                              ; preds = %441, %441
  %459 = load i16, ptr %23, align 2, !tbaa !236
  %460 = getelementptr inbounds i8, ptr %23, i64 2
  %461 = load i16, ptr %460, align 2, !tbaa !236
  %462 = getelementptr inbounds i8, ptr %23, i64 4
  %463 = load i16, ptr %462, align 2, !tbaa !236
  br label %496

464:                                              ; preds = %441, %441
  %465 = load i16, ptr %23, align 2, !tbaa !236
  %466 = getelementptr inbounds i8, ptr %23, i64 2
  %467 = load i16, ptr %466, align 2, !tbaa !236
  %468 = getelementptr inbounds i8, ptr %23, i64 4
  %469 = load i16, ptr %468, align 2, !tbaa !236
  %470 = getelementptr inbounds i8, ptr %23, i64 6
  %471 = load i16, ptr %470, align 2, !tbaa !236
  br label %496

472:                                              ; preds = %441
  %473 = load i16, ptr %23, align 2, !tbaa !236
  %474 = getelementptr inbounds i8, ptr %23, i64 2
  %475 = load i16, ptr %474, align 2, !tbaa !236
  %476 = getelementptr inbounds i8, ptr %23, i64 4
  %477 = load i16, ptr %476, align 2, !tbaa !236
  %478 = getelementptr inbounds i8, ptr %23, i64 6
  %479 = load i16, ptr %478, align 2, !tbaa !236
  br label %496

480:                                              ; preds = %441
  %481 = load i16, ptr %23, align 2, !tbaa !236
  %482 = getelementptr inbounds i8, ptr %23, i64 2
  %483 = load i16, ptr %482, align 2, !tbaa !236
  %484 = getelementptr inbounds i8, ptr %23, i64 4
  %485 = load i16, ptr %484, align 2, !tbaa !236
  %486 = getelementptr inbounds i8, ptr %23, i64 6
  %487 = load i16, ptr %486, align 2, !tbaa !236
  br label %496

488:                                              ; preds = %441
  %489 = load i16, ptr %23, align 2, !tbaa !236
  %490 = getelementptr inbounds i8, ptr %23, i64 2
  %491 = load i16, ptr %490, align 2, !tbaa !236
  %492 = getelementptr inbounds i8, ptr %23, i64 4
  %493 = load i16, ptr %492, align 2, !tbaa !236
  %494 = getelementptr inbounds i8, ptr %23, i64 6
  %495 = load i16, ptr %494, align 2, !tbaa !236
  br label %496

496:                                              ; preds = %441, %442, %444, %446, %448, %450, %454, %458, %464, %472, %480, %488
  %497 = phi i16 [ 0, %441 ], [ %495, %488 ], [ %485, %480 ], [ %475, %472 ], [ %465, %464 ], [ %459, %458 ], [ %455, %454 ], [ %451, %450 ], [ %449, %448 ], [ %447, %446 ], [ %445, %444 ], [ 0, %442 ]
  %498 = phi i16 [ 0, %441 ], [ %493, %488 ], [ %483, %480 ], [ %477, %472 ], [ %467, %464 ], [ %461, %458 ], [ 0, %454 ], [ %453, %450 ], [ %449, %448 ], [ %447, %446 ], [ 0, %444 ], [ 0, %442 ]
  %499 = phi i16 [ 0, %441 ], [ %491, %488 ], [ %481, %480 ], [ %479, %472 ], [ %469, %464 ], [ %463, %458 ], [ 0, %454 ], [ 0, %450 ], [ %449, %448 ], [ %447, %446 ], [ 0, %444 ], [ 0, %442 ]
  %500 = phi i16 [ 0, %441 ], [ %489, %488 ], [ %487, %480 ], [ %473, %472 ], [ %471, %464 ], [ 15360, %458 ], [ %457, %454 ], [ 15360, %450 ], [ 15360, %448 ], [ %447, %446 ], [ 15360, %444 ], [ %443, %442 ]
  %501 = zext i16 %500 to i64
  %502 = shl nuw i64 %501, 48
  %503 = zext i16 %499 to i64
  %504 = shl nuw nsw i64 %503, 32
  %505 = or disjoint i64 %502, %504
  %506 = zext i16 %498 to i64
  %507 = shl nuw nsw i64 %506, 16
  %508 = or disjoint i64 %505, %507
  %509 = zext i16 %497 to i64
  %510 = or disjoint i64 %508, %509
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store i64 %510, ptr %8, align 8
  %511 = call { <2 x float>, <2 x float> } @_ZNK4sycl3_V13vecINS0_6detail9half_impl4halfELi4EE7convertIfLNS_13rounding_modeE0EEENS1_IT_Li4EEEv(ptr noundef nonnull align 8 dereferenceable(8) %8)
  %512 = extractvalue { <2 x float>, <2 x float> } %511, 0
  %513 = extractvalue { <2 x float>, <2 x float> } %511, 1
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br label %570

514:                                              ; preds = %7
  switch i32 %4, label %570 [
    i32 0, label %515
    i32 1, label %518
    i32 2, label %518
    i32 11, label %521
    i32 12, label %525
    i32 3, label %530
    i32 4, label %530
    i32 5, label %532
    i32 6, label %538
    i32 7, label %538
    i32 8, label %543
    i32 14, label %543
    i32 9, label %547
    i32 10, label %555
    i32 13, label %564
  ]

515:                                              ; preds = %514
  %516 = load float, ptr %23, align 4, !tbaa !42
  %517 = insertelement <2 x float> <float 0.000000e+00, float poison>, float %516, i64 1
  br label %570

518:                                              ; preds = %514, %514
  %519 = load float, ptr %23, align 4, !tbaa !42
  %520 = insertelement <2 x float> <float poison, float 0.000000e+00>, float %519, i64 0
  br label %570

521:                                              ; preds = %514
  %522 = load float, ptr %23, align 4, !tbaa !42
  %523 = insertelement <2 x float> poison, float %522, i64 0
  %524 = shufflevector <2 x float> %523, <2 x float> poison, <2 x i32> zeroinitializer
  br label %570

525:                                              ; preds = %514
  %526 = load float, ptr %23, align 4, !tbaa !42
  %527 = insertelement <2 x float> <float poison, float 0.000000e+00>, float %526, i64 0
  %528 = shufflevector <2 x float> %527, <2 x float> poison, <2 x i32> zeroinitializer
  %529 = insertelement <2 x float> %527, float 1.000000e+00, i64 1
  br label %570

530:                                              ; preds = %514, %514
  %531 = load <2 x float>, ptr %23, align 4, !tbaa !42
  br label %570

532:                                              ; preds = %514
  %533 = load float, ptr %23, align 4, !tbaa !42
  %534 = insertelement <2 x float> <float poison, float 0.000000e+00>, float %533, i64 0
  %535 = getelementptr inbounds i8, ptr %23, i64 4
  %536 = load float, ptr %535, align 4, !tbaa !42
  %537 = insertelement <2 x float> <float 0.000000e+00, float poison>, float %536, i64 1
  br label %570

538:                                              ; preds = %514, %514
  %539 = load <2 x float>, ptr %23, align 4, !tbaa !42
  %540 = getelementptr inbounds i8, ptr %23, i64 8
  %541 = load float, ptr %540, align 4, !tbaa !42
  %542 = insertelement <2 x float> <float poison, float 1.000000e+00>, float %541, i64 0
  br label %570

543:                                              ; preds = %514, %514
  %544 = load <2 x float>, ptr %23, align 4, !tbaa !42
  %545 = getelementptr inbounds i8, ptr %23, i64 8
  %546 = load <2 x float>, ptr %545, align 4, !tbaa !42
  br label %570

547:                                              ; preds = %514
  %548 = load float, ptr %23, align 4, !tbaa !42
  %549 = getelementptr inbounds i8, ptr %23, i64 4
  %550 = load <2 x float>, ptr %549, align 4, !tbaa !42
  %551 = getelementptr inbounds i8, ptr %23, i64 12
  %552 = load float, ptr %551, align 4, !tbaa !42
  %553 = insertelement <2 x float> poison, float %552, i64 0
  %554 = insertelement <2 x float> %553, float %548, i64 1
  br label %570

555:                                              ; preds = %514
  %556 = load float, ptr %23, align 4, !tbaa !42
  %557 = insertelement <2 x float> poison, float %556, i64 0
  %558 = getelementptr inbounds i8, ptr %23, i64 4
  %559 = load <2 x float>, ptr %558, align 4, !tbaa !42
  %560 = shufflevector <2 x float> %559, <2 x float> poison, <2 x i32> <i32 1, i32 0>
  %561 = getelementptr inbounds i8, ptr %23, i64 12
  %562 = load float, ptr %561, align 4, !tbaa !42
  %563 = insertelement <2 x float> %557, float %562, i64 1
  br label %570

564:                                              ; preds = %514
  %565 = load <2 x float>, ptr %23, align 4, !tbaa !42
  %566 = shufflevector <2 x float> %565, <2 x float> poison, <2 x i32> <i32 1, i32 0>
  %567 = getelementptr inbounds i8, ptr %23, i64 8
  %568 = load <2 x float>, ptr %567, align 4, !tbaa !42
  %569 = shufflevector <2 x float> %568, <2 x float> poison, <2 x i32> <i32 1, i32 0>
  br label %570

570:                                              ; preds = %564, %555, %547, %543, %538, %532, %530, %525, %521, %518, %515, %514, %7, %496, %368, %345, %318, %290, %222, %150, %79
  %571 = phi <2 x float> [ zeroinitializer, %7 ], [ %512, %496 ], [ %388, %368 ], [ %356, %345 ], [ %329, %318 ], [ %302, %290 ], [ %237, %222 ], [ %165, %150 ], [ %97, %79 ], [ zeroinitializer, %514 ], [ %569, %564 ], [ %560, %555 ], [ %550, %547 ], [ %544, %543 ], [ %539, %538 ], [ %534, %532 ], [ %531, %530 ], [ %528, %525 ], [ %524, %521 ], [ %520, %518 ], [ zeroinitializer, %515 ]
  %572 = phi <2 x float> [ zeroinitializer, %7 ], [ %513, %496 ], [ %389, %368 ], [ %357, %345 ], [ %330, %318 ], [ %303, %290 ], [ %238, %222 ], [ %166, %150 ], [ %98, %79 ], [ zeroinitializer, %514 ], [ %566, %564 ], [ %563, %555 ], [ %554, %547 ], [ %546, %543 ], [ %542, %538 ], [ %537, %532 ], [ <float 0.000000e+00, float 1.000000e+00>, %530 ], [ %529, %525 ], [ %524, %521 ], [ <float 0.000000e+00, float 1.000000e+00>, %518 ], [ %517, %515 ]
  %573 = insertvalue { <2 x float>, <2 x float> } poison, <2 x float> %571, 0
  %574 = insertvalue { <2 x float>, <2 x float> } %573, <2 x float> %572, 1
  ret { <2 x float>, <2 x float> } %574
}

declare { <2 x float>, <2 x float> } @_ZN4sycl3_V111__fmax_implENS0_3vecIfLi4EEES2_(<2 x float>, <2 x float>, <2 x float>, <2 x float>) local_unnamed_addr #3

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local { <2 x float>, <2 x float> } @_ZNK4sycl3_V13vecINS0_6detail9half_impl4halfELi4EE7convertIfLNS_13rounding_modeE0EEENS1_IT_Li4EEEv(ptr noundef nonnull align 8 dereferenceable(8) %0) local_unnamed_addr #6 comdat align 2 {
  %2 = load i16, ptr %0, align 8, !tbaa !236
  %3 = lshr i16 %2, 10
  %4 = and i16 %3, 31
  %5 = and i16 %2, 1023
  switch i16 %4, label %6 [
    i16 31, label %22
    i16 0, label %9
  ], !prof !239

6:                                                ; preds = %1
  %7 = add nuw nsw i16 %4, 112
  %8 = zext nneg i16 %7 to i32
  br label %22

9:                                                ; preds = %1
  %10 = icmp eq i16 %5, 0
  br i1 %10, label %22, label %11, !prof !240

11:                                               ; preds = %9, %11
  %12 = phi i8 [ %14, %11 ], [ 0, %9 ]
  %13 = phi i16 [ %15, %11 ], [ %5, %9 ]
  %14 = add i8 %12, 1
  %15 = shl i16 %13, 1
  %16 = and i16 %13, 512
  %17 = icmp eq i16 %16, 0
  br i1 %17, label %11, label %18, !llvm.loop !241

18:                                               ; preds = %11
  %19 = and i16 %15, 1022
  %20 = zext i8 %14 to i32
  %21 = sub nsw i32 113, %20
  br label %22

22:                                               ; preds = %1, %6, %9, %18
  %23 = phi i32 [ %21, %18 ], [ 0, %9 ], [ 255, %1 ], [ %8, %6 ]
  %24 = phi i16 [ %19, %18 ], [ 0, %9 ], [ %5, %1 ], [ %5, %6 ]
  %25 = getelementptr inbounds i8, ptr %0, i64 2
  %26 = load i16, ptr %25, align 2, !tbaa !236
  %27 = lshr i16 %26, 10
  %28 = and i16 %27, 31
  %29 = and i16 %26, 1023
  switch i16 %28, label %43 [
    i16 31, label %46
    i16 0, label %30
  ], !prof !239

30:                                               ; preds = %22
  %31 = icmp eq i16 %29, 0
  br i1 %31, label %46, label %32, !prof !240

32:                                               ; preds = %30, %32
  %33 = phi i8 [ %35, %32 ], [ 0, %30 ]
  %34 = phi i16 [ %36, %32 ], [ %29, %30 ]
  %35 = add i8 %33, 1
  %36 = shl i16 %34, 1
  %37 = and i16 %34, 512
  %38 = icmp eq i16 %37, 0
  br i1 %38, label %32, label %39, !llvm.loop !241

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
  %50 = load i16, ptr %49, align 4, !tbaa !236
  %51 = lshr i16 %50, 10
  %52 = and i16 %51, 31
  %53 = and i16 %50, 1023
  switch i16 %52, label %67 [
    i16 31, label %70
    i16 0, label %54
  ], !prof !239

54:                                               ; preds = %46
  %55 = icmp eq i16 %53, 0
  br i1 %55, label %70, label %56, !prof !240

56:                                               ; preds = %54, %56
  %57 = phi i8 [ %59, %56 ], [ 0, %54 ]
  %58 = phi i16 [ %60, %56 ], [ %53, %54 ]
  %59 = add i8 %57, 1
  %60 = shl i16 %58, 1
  %61 = and i16 %58, 512
  %62 = icmp eq i16 %61, 0
  br i1 %62, label %56, label %63, !llvm.loop !241

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
  %74 = load i16, ptr %73, align 2, !tbaa !236
  %75 = lshr i16 %74, 10
  %76 = and i16 %75, 31
  %77 = and i16 %74, 1023
  switch i16 %76, label %91 [
    i16 31, label %94
    i16 0, label %78
  ], !prof !239

78:                                               ; preds = %70
  %79 = icmp eq i16 %77, 0
  br i1 %79, label %94, label %80, !prof !240

80:                                               ; preds = %78, %80
  %81 = phi i8 [ %83, %80 ], [ 0, %78 ]
  %82 = phi i16 [ %84, %80 ], [ %77, %78 ]
  %83 = add i8 %81, 1
  %84 = shl i16 %82, 1
  %85 = and i16 %82, 512
  %86 = icmp eq i16 %85, 0
  br i1 %86, label %80, label %87, !llvm.loop !241

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

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #24

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #25

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #26

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #26

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #27

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64) #26

attributes #0 = { mustprogress norecurse uwtable "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { inlinehint mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { noinline noreturn nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #9 = { noreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nobuiltin allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { inlinehint mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { nofree nosync nounwind memory(none) }
attributes #14 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #15 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #16 = { mustprogress noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #17 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #18 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #19 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #20 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #21 = { mustprogress uwtable "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #22 = { mustprogress uwtable "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #23 = { mustprogress nofree nounwind willreturn memory(read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #24 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #25 = { nofree nounwind }
attributes #26 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #27 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #28 = { nounwind }
attributes #29 = { noreturn nounwind }
attributes #30 = { builtin nounwind }
attributes #31 = { builtin allocsize(0) }
attributes #32 = { noreturn }
attributes #33 = { nounwind willreturn memory(read) }

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
!17 = !{!13, !14, i64 8}
!18 = !{!13, !14, i64 0}
!19 = distinct !{!19, !20}
!20 = !{!"llvm.loop.mustprogress"}
!21 = !{!22, !14, i64 24}
!22 = !{!"_ZTSSt8functionIFvN4sycl3_V114exception_listEEE", !23, i64 0, !14, i64 24}
!23 = !{!"_ZTSSt14_Function_base", !8, i64 0, !14, i64 16}
!24 = !{!23, !14, i64 16}
!25 = !{!26, !14, i64 0}
!26 = !{!"_ZTSNSt12_Vector_baseISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEESaIS5_EE17_Vector_impl_dataE", !14, i64 0, !14, i64 8, !14, i64 16}
!27 = !{!26, !14, i64 8}
!28 = !{!29, !14, i64 0}
!29 = !{!"_ZTSSt14__shared_countILN9__gnu_cxx12_Lock_policyE2EE", !14, i64 0}
!30 = !{!31, !32, i64 8}
!31 = !{!"_ZTSSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE", !32, i64 8, !32, i64 12}
!32 = !{!"int", !8, i64 0}
!33 = !{!31, !32, i64 12}
!34 = !{!35, !35, i64 0}
!35 = !{!"vtable pointer", !9, i64 0}
!36 = !{!8, !8, i64 0}
!37 = !{!32, !32, i64 0}
!38 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!39 = distinct !{!39, !20}
!40 = !{!26, !14, i64 16}
!41 = !{!7, !7, i64 0}
!42 = !{!43, !43, i64 0}
!43 = !{!"float", !8, i64 0}
!44 = !{!45, !14, i64 0}
!45 = !{!"_ZTSN4sycl3_V16detail13code_locationE", !14, i64 0, !14, i64 8, !7, i64 16, !7, i64 24}
!46 = !{!47}
!47 = distinct !{!47, !48, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!48 = distinct !{!48, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!49 = !{!45, !14, i64 8}
!50 = !{!45, !7, i64 16}
!51 = !{!45, !7, i64 24}
!52 = !{!53}
!53 = distinct !{!53, !54, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!54 = distinct !{!54, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!55 = !{!56}
!56 = distinct !{!56, !57, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!57 = distinct !{!57, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!58 = !{!59}
!59 = distinct !{!59, !60, !"_ZN4sycl3_V15queue6submitIZL4lumaRS1_RK7PictureEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S8_EENS0_5eventEE4typeESB_RKNS0_6detail13code_locationE: argument 0"}
!60 = distinct !{!60, !"_ZN4sycl3_V15queue6submitIZL4lumaRS1_RK7PictureEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S8_EENS0_5eventEE4typeESB_RKNS0_6detail13code_locationE"}
!61 = !{!62, !14, i64 0}
!62 = !{!"_ZTSN4sycl3_V16detail19type_erased_cgfo_tyE", !14, i64 0, !14, i64 8}
!63 = !{!62, !14, i64 8}
!64 = distinct !{!64, !20}
!65 = distinct !{!65, !20}
!66 = !{!67}
!67 = distinct !{!67, !68, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE: argument 0"}
!68 = distinct !{!68, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE"}
!69 = !{!70}
!70 = distinct !{!70, !71, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIhEEhEEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!71 = distinct !{!71, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIhEEhEEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!72 = !{!73, !7, i64 0}
!73 = !{!"_ZTSN4sycl3_V16detail17aligned_allocatorIhEE", !7, i64 0}
!74 = !{!75, !7, i64 16}
!75 = !{!"_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIhEEhEE", !76, i64 0, !73, i64 8, !7, i64 16}
!76 = !{!"_ZTSN4sycl3_V16detail19SYCLMemObjAllocatorE"}
!77 = !{!78, !14, i64 0}
!78 = !{!"_ZTSSt10_Head_baseILm0EPN4sycl3_V16detail19SYCLMemObjAllocatorELb0EE", !14, i64 0}
!79 = !{!80}
!80 = distinct !{!80, !81, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE: argument 0"}
!81 = distinct !{!81, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE"}
!82 = !{!83}
!83 = distinct !{!83, !84, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIhEEhEEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!84 = distinct !{!84, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIhEEhEEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!85 = !{!86}
!86 = distinct !{!86, !87, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!87 = distinct !{!87, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!88 = !{!89}
!89 = distinct !{!89, !90, !"_ZN4sycl3_V15queue6submitIZL14brighten_imageRS1_R7PicturefEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S7_EENS0_5eventEE4typeESA_RKNS0_6detail13code_locationE: argument 0"}
!90 = distinct !{!90, !"_ZN4sycl3_V15queue6submitIZL14brighten_imageRS1_R7PicturefEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S7_EENS0_5eventEE4typeESA_RKNS0_6detail13code_locationE"}
!91 = distinct !{!91, !20}
!92 = !{!13, !14, i64 16}
!93 = !{!94, !14, i64 0}
!94 = !{!"_ZTSNSt15__exception_ptr13exception_ptrE", !14, i64 0}
!95 = !{!96, !98, i64 32}
!96 = !{!"_ZTSSt8ios_base", !7, i64 8, !7, i64 16, !97, i64 24, !98, i64 28, !98, i64 32, !14, i64 40, !99, i64 48, !8, i64 64, !32, i64 192, !14, i64 200, !100, i64 208}
!97 = !{!"_ZTSSt13_Ios_Fmtflags", !8, i64 0}
!98 = !{!"_ZTSSt12_Ios_Iostate", !8, i64 0}
!99 = !{!"_ZTSNSt8ios_base6_WordsE", !14, i64 0, !7, i64 8}
!100 = !{!"_ZTSSt6locale", !14, i64 0}
!101 = !{!102, !14, i64 24}
!102 = !{!"_ZTSSt8functionIFiRKN4sycl3_V16deviceEEE", !23, i64 0, !14, i64 24}
!103 = !{!104, !14, i64 16}
!104 = !{!"_ZTSNSt12_Vector_baseINSt15__exception_ptr13exception_ptrESaIS1_EE17_Vector_impl_dataE", !14, i64 0, !14, i64 8, !14, i64 16}
!105 = !{!104, !14, i64 0}
!106 = !{!104, !14, i64 8}
!107 = distinct !{!107, !20}
!108 = !{!109}
!109 = distinct !{!109, !110, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorINS1_3vecIfLi4EEEEES6_EEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!110 = distinct !{!110, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorINS1_3vecIfLi4EEEEES6_EEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!111 = !{!112, !7, i64 0}
!112 = !{!"_ZTSN4sycl3_V16detail17aligned_allocatorINS0_3vecIfLi4EEEEE", !7, i64 0}
!113 = !{!114, !7, i64 16}
!114 = !{!"_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorINS0_3vecIfLi4EEEEES5_EE", !76, i64 0, !112, i64 8, !7, i64 16}
!115 = !{!116, !7, i64 24}
!116 = !{!"_ZTSN4sycl3_V16bufferINS0_3vecIfLi4EEELi1ENS0_6detail17aligned_allocatorIS3_EEvEE", !117, i64 0, !120, i64 16, !7, i64 24, !122, i64 32}
!117 = !{!"_ZTSN4sycl3_V16detail12buffer_plainE", !118, i64 0}
!118 = !{!"_ZTSSt10shared_ptrIN4sycl3_V16detail11buffer_implEE", !119, i64 0}
!119 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail11buffer_implELN9__gnu_cxx12_Lock_policyE2EE", !14, i64 0, !29, i64 8}
!120 = !{!"_ZTSN4sycl3_V15rangeILi1EEE", !121, i64 0}
!121 = !{!"_ZTSN4sycl3_V16detail5arrayILi1EEE", !8, i64 0}
!122 = !{!"bool", !8, i64 0}
!123 = !{!116, !122, i64 32}
!124 = !{!119, !14, i64 0}
!125 = !{!126}
!126 = distinct !{!126, !127, !"_ZN4sycl3_V16detail12rangeToArrayERKNS0_5rangeILi1EEE: argument 0"}
!127 = distinct !{!127, !"_ZN4sycl3_V16detail12rangeToArrayERKNS0_5rangeILi1EEE"}
!128 = !{!129}
!129 = distinct !{!129, !130, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!130 = distinct !{!130, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!131 = !{!132, !7, i64 0}
!132 = !{!"_ZTSN4sycl3_V16detail17aligned_allocatorIfEE", !7, i64 0}
!133 = !{!134, !7, i64 16}
!134 = !{!"_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE", !76, i64 0, !132, i64 8, !7, i64 16}
!135 = !{!136, !7, i64 24}
!136 = !{!"_ZTSN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvEE", !117, i64 0, !120, i64 16, !7, i64 24, !122, i64 32}
!137 = !{!136, !122, i64 32}
!138 = !{!139, !14, i64 8}
!139 = !{!"_ZTSSt9type_info", !14, i64 8}
!140 = !{!141}
!141 = distinct !{!141, !142, !"_ZN4sycl3_V16detail12rangeToArrayERKNS0_5rangeILi1EEE: argument 0"}
!142 = distinct !{!142, !"_ZN4sycl3_V16detail12rangeToArrayERKNS0_5rangeILi1EEE"}
!143 = !{!144, !14, i64 0}
!144 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail10queue_implELN9__gnu_cxx12_Lock_policyE2EE", !14, i64 0, !29, i64 8}
!145 = !{!146, !122, i64 0}
!146 = !{!"_ZTSN4sycl3_V16detail14tls_code_loc_tE", !122, i64 0}
!147 = !{i8 0, i8 2}
!148 = !{}
!149 = !{!150, !14, i64 0}
!150 = !{!"_ZTSZL4lumaRN4sycl3_V15queueERK7PictureEUlRNS0_7handlerEE_", !14, i64 0, !14, i64 8, !14, i64 16}
!151 = !{!152, !152, i64 0}
!152 = !{!"_ZTSN4sycl3_V16detail16PropWithDataKindE", !8, i64 0}
!153 = !{!150, !14, i64 8}
!154 = !{!150, !14, i64 16}
!155 = !{!156, !14, i64 0}
!156 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail16AccessorImplHostELN9__gnu_cxx12_Lock_policyE2EE", !14, i64 0, !29, i64 8}
!157 = !{!158}
!158 = distinct !{!158, !159, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE: argument 0"}
!159 = distinct !{!159, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE"}
!160 = !{!161}
!161 = distinct !{!161, !162, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZL4lumaRNS1_5queueERK7PictureENKUlRNS1_7handlerEE_clESA_EUlNS1_2idILi1EEEE_NS1_4itemILi1ELb1EEELi1EEEJRSE_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!162 = distinct !{!162, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZL4lumaRNS1_5queueERK7PictureENKUlRNS1_7handlerEE_clESA_EUlNS1_2idILi1EEEE_NS1_4itemILi1ELb1EEELi1EEEJRSE_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!163 = !{!164}
!164 = distinct !{!164, !165, !"_ZN4sycl3_V16detail19getKernelParamDescsI4LumaEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv: argument 0"}
!165 = distinct !{!165, !"_ZN4sycl3_V16detail19getKernelParamDescsI4LumaEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv"}
!166 = !{!167, !14, i64 0}
!167 = !{!"_ZTSNSt12_Vector_baseIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_Vector_impl_dataE", !14, i64 0, !14, i64 8, !14, i64 16}
!168 = !{!167, !14, i64 16}
!169 = !{!167, !14, i64 8}
!170 = !{!171}
!171 = distinct !{!171, !172, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!172 = distinct !{!172, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!173 = !{!174}
!174 = distinct !{!174, !175, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!175 = distinct !{!175, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!176 = !{!177, !14, i64 0}
!177 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseELN9__gnu_cxx12_Lock_policyE2EE", !14, i64 0, !29, i64 8}
!178 = distinct !{!178, !20}
!179 = !{!180, !14, i64 16}
!180 = !{!"_ZTSN4sycl3_V18accessorINS0_3vecIfLi4EEELi1ELNS0_6access4modeE1024ELNS4_6targetE2014ELNS4_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !181, i64 0, !14, i64 16, !8, i64 24}
!181 = !{!"_ZTSN4sycl3_V16detail16AccessorBaseHostE", !182, i64 0}
!182 = !{!"_ZTSSt10shared_ptrIN4sycl3_V16detail16AccessorImplHostEE", !156, i64 0}
!183 = !{!184}
!184 = distinct !{!184, !185, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!185 = distinct !{!185, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!186 = !{!187}
!187 = distinct !{!187, !188, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!188 = distinct !{!188, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!189 = !{!190, !14, i64 16}
!190 = !{!"_ZTSN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !181, i64 0, !14, i64 16, !8, i64 24}
!191 = !{i64 0, i64 4, !192, i64 4, i64 4, !37, i64 8, i64 4, !37}
!192 = !{!193, !193, i64 0}
!193 = !{!"_ZTSN4sycl3_V16detail19kernel_param_kind_tE", !8, i64 0}
!194 = !{!195, !14, i64 0}
!195 = !{!"_ZTSZL14brighten_imageRN4sycl3_V15queueER7PicturefEUlRNS0_7handlerEE_", !14, i64 0, !14, i64 8, !14, i64 16, !14, i64 24}
!196 = !{!197}
!197 = distinct !{!197, !198, !"_ZN4sycl3_V15imageILi2ENS0_6detail17aligned_allocatorIhEEE10get_accessINS0_3vecIfLi4EEELNS0_6access4modeE1024EEENS0_8accessorINSt9enable_ifIX15check_type_in_vIT_NS7_IiLi4EEENS7_IjLi4EEES8_NS7_INS2_9half_impl4halfELi4EEEEESD_E4typeELi2EXT0_ELNS9_6targetE2017ELNS9_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEERNS0_7handlerE: argument 0"}
!198 = distinct !{!198, !"_ZN4sycl3_V15imageILi2ENS0_6detail17aligned_allocatorIhEEE10get_accessINS0_3vecIfLi4EEELNS0_6access4modeE1024EEENS0_8accessorINSt9enable_ifIX15check_type_in_vIT_NS7_IiLi4EEENS7_IjLi4EEES8_NS7_INS2_9half_impl4halfELi4EEEEESD_E4typeELi2EXT0_ELNS9_6targetE2017ELNS9_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEERNS0_7handlerE"}
!199 = !{!195, !14, i64 8}
!200 = !{!195, !14, i64 16}
!201 = !{!195, !14, i64 24}
!202 = !{!203, !43, i64 64}
!203 = !{!"_ZTSZZL14brighten_imageRN4sycl3_V15queueER7PicturefENKUlRNS0_7handlerEE_clES6_EUlNS0_4itemILi2ELb1EEEE_", !204, i64 0, !208, i64 32, !43, i64 64}
!204 = !{!"_ZTSN4sycl3_V18accessorINS0_3vecIfLi4EEELi2ELNS0_6access4modeE1025ELNS4_6targetE2017ELNS4_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !205, i64 0}
!205 = !{!"_ZTSN4sycl3_V16detail14image_accessorINS0_3vecIfLi4EEELi2ELNS0_6access4modeE1025ELNS5_6targetE2017ELNS5_11placeholderE0EEE", !181, i64 0, !7, i64 16, !206, i64 24, !207, i64 28}
!206 = !{!"_ZTSN4sycl3_V119image_channel_orderE", !8, i64 0}
!207 = !{!"_ZTSN4sycl3_V118image_channel_typeE", !8, i64 0}
!208 = !{!"_ZTSN4sycl3_V18accessorINS0_3vecIfLi4EEELi2ELNS0_6access4modeE1024ELNS4_6targetE2017ELNS4_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !209, i64 0}
!209 = !{!"_ZTSN4sycl3_V16detail14image_accessorINS0_3vecIfLi4EEELi2ELNS0_6access4modeE1024ELNS5_6targetE2017ELNS5_11placeholderE0EEE", !181, i64 0, !7, i64 16, !206, i64 24, !207, i64 28}
!210 = !{!211}
!211 = distinct !{!211, !212, !"_ZN4sycl3_V17handler8padRangeILi2EEENS0_5rangeILi3EEENS3_IXT_EEE: argument 0"}
!212 = distinct !{!212, !"_ZN4sycl3_V17handler8padRangeILi2EEENS0_5rangeILi3EEENS3_IXT_EEE"}
!213 = !{!214}
!214 = distinct !{!214, !215, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZL14brighten_imageRNS1_5queueER7PicturefENKUlRNS1_7handlerEE_clES9_EUlNS1_4itemILi2ELb1EEEE_SC_Li2EEEJRSD_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!215 = distinct !{!215, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZL14brighten_imageRNS1_5queueER7PicturefENKUlRNS1_7handlerEE_clES9_EUlNS1_4itemILi2ELb1EEEE_SC_Li2EEEJRSD_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!216 = !{!217}
!217 = distinct !{!217, !218, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE: argument 0"}
!218 = distinct !{!218, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE"}
!219 = !{!220}
!220 = distinct !{!220, !221, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE: argument 0"}
!221 = distinct !{!221, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE"}
!222 = !{!223, !14, i64 0}
!223 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail10image_implELN9__gnu_cxx12_Lock_policyE2EE", !14, i64 0, !29, i64 8}
!224 = !{!209, !7, i64 16}
!225 = !{!209, !206, i64 24}
!226 = !{!209, !207, i64 28}
!227 = !{!228}
!228 = distinct !{!228, !229, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE: argument 0"}
!229 = distinct !{!229, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE"}
!230 = !{!231}
!231 = distinct !{!231, !232, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE: argument 0"}
!232 = distinct !{!232, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE"}
!233 = !{!205, !7, i64 16}
!234 = !{!205, !206, i64 24}
!235 = !{!205, !207, i64 28}
!236 = !{!237, !237, i64 0}
!237 = !{!"short", !8, i64 0}
!238 = !{!"branch_weights", !"expected", i32 -2147483648, i32 0}
!239 = !{!"branch_weights", i32 4000000, i32 2001, i32 2000}
!240 = !{!"branch_weights", !"expected", i32 0, i32 -2147483648}
!241 = distinct !{!241, !20}
