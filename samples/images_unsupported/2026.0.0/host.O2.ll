; ModuleID = 'host_tu.cpp'
source_filename = "host_tu.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%"class.std::basic_ostream" = type { ptr, %"class.std::basic_ios" }
%"class.std::basic_ios" = type { %"class.std::ios_base", ptr, i8, i8, ptr, ptr, ptr, ptr }
%"class.std::ios_base" = type { ptr, i64, i64, i32, i32, i32, ptr, %"struct.std::ios_base::_Words", [8 x %"struct.std::ios_base::_Words"], i32, ptr, %"class.std::locale" }
%"struct.std::ios_base::_Words" = type { ptr, i64 }
%"class.std::locale" = type { ptr }
%"struct.sycl::_V1::detail::kernel_param_desc_t" = type { i32, i32, i32 }
%"class.sycl::_V1::detail::string_view" = type { ptr, i64 }
%"class.sycl::_V1::detail::tls_code_loc_t" = type <{ ptr, i8, [7 x i8] }>
%"class.sycl::_V1::detail::_V1::SubmissionInfo" = type { i32 }
%"class.sycl::_V1::detail::type_erased_cgfo_ty" = type { ptr, ptr }
%class.anon.229 = type { ptr, ptr, ptr, ptr }
%"class.sycl::_V1::range.145" = type { %"class.sycl::_V1::detail::array.144" }
%"class.sycl::_V1::detail::array.144" = type { [3 x i64] }
%"class.std::unique_ptr" = type { %"struct.std::__uniq_ptr_data" }
%"struct.std::__uniq_ptr_data" = type { %"class.std::__uniq_ptr_impl" }
%"class.std::__uniq_ptr_impl" = type { %"class.std::tuple" }
%"class.std::tuple" = type { %"struct.std::_Tuple_impl" }
%"struct.std::_Tuple_impl" = type { %"struct.std::_Head_base.71" }
%"struct.std::_Head_base.71" = type { ptr }
%"class.sycl::_V1::image" = type { %"class.sycl::_V1::detail::unsampled_image_common" }
%"class.sycl::_V1::detail::unsampled_image_common" = type { %"class.sycl::_V1::detail::image_common" }
%"class.sycl::_V1::detail::image_common" = type { %"class.sycl::_V1::detail::image_plain" }
%"class.sycl::_V1::detail::image_plain" = type { %"class.std::shared_ptr.226" }
%"class.std::shared_ptr.226" = type { %"class.std::__shared_ptr.227" }
%"class.std::__shared_ptr.227" = type { ptr, %"class.std::__shared_count" }
%"class.std::__shared_count" = type { ptr }
%"class.sycl::_V1::property_list" = type { %"class.sycl::_V1::detail::PropertyListBase" }
%"class.sycl::_V1::detail::PropertyListBase" = type { %"class.std::bitset", %"class.std::vector.0" }
%"class.std::bitset" = type { %"struct.std::_Base_bitset" }
%"struct.std::_Base_bitset" = type { i64 }
%"class.std::vector.0" = type { %"struct.std::_Vector_base.1" }
%"struct.std::_Vector_base.1" = type { %"struct.std::_Vector_base<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>, std::allocator<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>>>::_Vector_impl" }
%"struct.std::_Vector_base<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>, std::allocator<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>>>::_Vector_impl" = type { %"struct.std::_Vector_base<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>, std::allocator<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>>>::_Vector_impl_data" }
%"struct.std::_Vector_base<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>, std::allocator<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>>>::_Vector_impl_data" = type { ptr, ptr, ptr }
%"class.sycl::_V1::event" = type { %"class.std::shared_ptr.67" }
%"class.std::shared_ptr.67" = type { %"class.std::__shared_ptr.68" }
%"class.std::__shared_ptr.68" = type { ptr, %"class.std::__shared_count" }
%"struct.sycl::_V1::detail::code_location" = type { ptr, ptr, i32, i32 }
%class.anon = type { ptr, ptr, ptr }
%"class.sycl::_V1::buffer" = type <{ %"class.sycl::_V1::detail::buffer_plain", %"class.sycl::_V1::range", i64, i8, [7 x i8] }>
%"class.sycl::_V1::detail::buffer_plain" = type { %"class.std::shared_ptr.59" }
%"class.std::shared_ptr.59" = type { %"class.std::__shared_ptr.60" }
%"class.std::__shared_ptr.60" = type { ptr, %"class.std::__shared_count" }
%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [1 x i64] }
%"class.sycl::_V1::buffer.63" = type <{ %"class.sycl::_V1::detail::buffer_plain", %"class.sycl::_V1::range", i64, i8, [7 x i8] }>
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
%"class.sycl::_V1::device" = type { ptr }
%"class.sycl::_V1::vec" = type { %"class.sycl::_V1::detail::vec_base" }
%"class.sycl::_V1::detail::vec_base" = type { [4 x float] }
%"class.std::__exception_ptr::exception_ptr" = type { ptr }
%"class.std::function.48" = type { %"class.std::_Function_base", ptr }
%"class.sycl::_V1::exception_list" = type { %"class.std::vector.43" }
%"class.std::vector.43" = type { %"struct.std::_Vector_base.44" }
%"struct.std::_Vector_base.44" = type { %"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl" }
%"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl" = type { %"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl_data" }
%"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl_data" = type { ptr, ptr, ptr }
%"struct.std::array.80" = type { [3 x i64] }
%"class.std::shared_ptr.86" = type { %"class.std::__shared_ptr.87" }
%"class.std::__shared_ptr.87" = type { ptr, %"class.std::__shared_count" }
%"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view" = type { ptr, ptr, ptr, i64 }
%"struct.sycl::_V1::detail::compile_time_kernel_info_v1::CompileTimeKernelInfoTy" = type <{ %"class.sycl::_V1::detail::string_view", i32, i8, [3 x i8], %"class.sycl::_V1::detail::string_view", %"class.sycl::_V1::detail::string_view", i32, i32, i64, ptr, i8, [7 x i8] }>
%"class.sycl::_V1::accessor" = type { %"class.sycl::_V1::detail::AccessorBaseHost", ptr, [8 x i8] }
%"class.sycl::_V1::detail::AccessorBaseHost" = type { %"class.std::shared_ptr.135" }
%"class.std::shared_ptr.135" = type { %"class.std::__shared_ptr.136" }
%"class.std::__shared_ptr.136" = type { ptr, %"class.std::__shared_count" }
%"class.sycl::_V1::accessor.139" = type { %"class.sycl::_V1::detail::AccessorBaseHost", ptr, [8 x i8] }
%class.anon.143 = type { %"class.sycl::_V1::accessor", %"class.sycl::_V1::accessor.139" }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array.144" }
%"class.sycl::_V1::ext::oneapi::accessor_property_list" = type { %"class.sycl::_V1::detail::PropertyListBase" }
%"class.sycl::_V1::item" = type { %"struct.sycl::_V1::detail::ItemBase" }
%"struct.sycl::_V1::detail::ItemBase" = type { %"class.sycl::_V1::range", %"class.sycl::_V1::id.222", %"class.sycl::_V1::id.222" }
%"class.sycl::_V1::id.222" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::range.201" = type { %"class.sycl::_V1::detail::array.202" }
%"class.sycl::_V1::detail::array.202" = type { [2 x i64] }
%"class.sycl::_V1::accessor.242" = type { %"class.sycl::_V1::detail::image_accessor" }
%"class.sycl::_V1::detail::image_accessor" = type { %"class.sycl::_V1::detail::AccessorBaseHost", i64, i32, i32 }
%"class.sycl::_V1::accessor.244" = type { %"class.sycl::_V1::detail::image_accessor.245" }
%"class.sycl::_V1::detail::image_accessor.245" = type { %"class.sycl::_V1::detail::AccessorBaseHost", i64, i32, i32 }
%class.anon.247 = type <{ %"class.sycl::_V1::accessor.244", %"class.sycl::_V1::accessor.242", float, [4 x i8] }>
%"class.sycl::_V1::item.252" = type { %"struct.sycl::_V1::detail::ItemBase.253" }
%"struct.sycl::_V1::detail::ItemBase.253" = type { %"class.sycl::_V1::range.201", %"class.sycl::_V1::id.254", %"class.sycl::_V1::id.254" }
%"class.sycl::_V1::id.254" = type { %"class.sycl::_V1::detail::array.202" }
%"class.sycl::_V1::vec.255" = type { %"class.sycl::_V1::detail::vec_base.291" }
%"class.sycl::_V1::detail::vec_base.291" = type { [2 x i32] }
%"class.sycl::_V1::sampler" = type { %"class.std::shared_ptr.594" }
%"class.std::shared_ptr.594" = type { %"class.std::__shared_ptr.595" }
%"class.std::__shared_ptr.595" = type { ptr, %"class.std::__shared_count" }
%"class.sycl::_V1::vec.597" = type { %"class.sycl::_V1::detail::vec_base.633" }
%"class.sycl::_V1::detail::vec_base.633" = type { [8 x i32] }
%"class.sycl::_V1::vec.516" = type { %"class.sycl::_V1::detail::vec_base.552" }
%"class.sycl::_V1::detail::vec_base.552" = type { [4 x %"class.sycl::_V1::detail::half_impl::half"] }
%"class.sycl::_V1::detail::half_impl::half" = type { i16 }

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

$_ZN4sycl3_V19exceptionC1ESt10error_codePKc = comdat any

$_ZNSt12__shared_ptrIN4sycl3_V17contextELN9__gnu_cxx12_Lock_policyE2EED2Ev = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE16getAllocatorImplEv = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfED0Ev = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE8allocateEm = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE10deallocateEPvm = comdat any

$_ZNK4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE12getValueSizeEv = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE12setAlignmentEm = comdat any

$_ZN4sycl3_V18accessorINS0_3vecIfLi4EEELi1ELNS0_6access4modeE1024ELNS4_6targetE2014ELNS4_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IS3_Li1ENS0_6detail17aligned_allocatorIS3_EEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSE_13code_locationE = comdat any

$_ZN4sycl3_V16detail16PropertyListBaseD2Ev = comdat any

$_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE = comdat any

$_ZN4sycl3_V16detail18getKernelParamDescI4LumaEENS1_19kernel_param_desc_tEi = comdat any

$_ZNK4sycl3_V17handler28throwOnKernelParameterMisuseERKNS0_6detail27compile_time_kernel_info_v123CompileTimeKernelInfoTyE = comdat any

$_ZN4sycl3_V17handler19setDeviceKernelInfoI4LumaEEvPv = comdat any

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

$_ZN4sycl3_V16detail18getKernelParamDescI8BrightenEENS1_19kernel_param_desc_tEi = comdat any

$_ZN4sycl3_V17handler19setDeviceKernelInfoI8BrightenEEvPv = comdat any

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

$_ZZN4sycl3_V16detail19getDeviceKernelInfoI4LumaEERNS1_16DeviceKernelInfoEvE4Info = comdat any

$_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI4LumaEERNS1_16DeviceKernelInfoEvE4Info = comdat any

$_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI4LumaEE = comdat any

$_ZTVN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIhEEhEE = comdat any

$_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIhEEhEE = comdat any

$_ZTIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIhEEhEE = comdat any

$_ZZN4sycl3_V16detail19getDeviceKernelInfoI8BrightenEERNS1_16DeviceKernelInfoEvE4Info = comdat any

$_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI8BrightenEERNS1_16DeviceKernelInfoEvE4Info = comdat any

$_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI8BrightenEE = comdat any

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
@.str.10 = private unnamed_addr constant [11 x i8] c"operator()\00", align 1
@.str.12 = private unnamed_addr constant [58 x i8] c"SyclObj.impl && \22every constructor should create an impl\22\00", align 1
@.str.13 = private unnamed_addr constant [96 x i8] c"root/intel-sycl-rt-2026.0.0/intel_sycl_rt-2026.0.0.data/data/include/sycl/detail/impl_utils.hpp\00", align 1
@__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_6bufferINS0_3vecIfLi4EEELi1ENS1_17aligned_allocatorIS6_EEvEEEERKDtsrT_4implERKSA_ = private unnamed_addr constant [129 x i8] c"static const decltype(Obj::impl) &sycl::detail::ImplUtils::getSyclObjImpl(const Obj &) [Obj = sycl::buffer<sycl::vec<float, 4>>]\00", align 1
@.str.14 = private unnamed_addr constant [46 x i8] c"accessor cannot be both read_only and no_init\00", align 1
@__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS8_ = private unnamed_addr constant [115 x i8] c"static const decltype(Obj::impl) &sycl::detail::ImplUtils::getSyclObjImpl(const Obj &) [Obj = sycl::buffer<float>]\00", align 1
@.str.15 = private unnamed_addr constant [10 x i8] c"_ZTS4Luma\00", align 1
@.str.16 = private unnamed_addr constant [10 x i8] c"rtc_0.cpp\00", align 1
@.str.17 = private unnamed_addr constant [7 x i8] c"::Luma\00", align 1
@.str.18 = private unnamed_addr constant [65 x i8] c"The total number of work-items in a range must fit within size_t\00", align 1
@_ZN4sycl3_V16detailL17kernel_signaturesE = internal unnamed_addr constant [13 x %"struct.sycl::_V1::detail::kernel_param_desc_t"] [%"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 16, i32 0 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 6113, i32 16 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 6113, i32 48 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 4, i32 80 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 6113, i32 0 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 6113, i32 32 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 4, i32 64 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 8, i32 0 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 4062, i32 8 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 4062, i32 40 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 4062, i32 0 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 4062, i32 32 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 15, i32 -987654321, i32 -987654321 }], align 16
@.str.19 = private unnamed_addr constant [131 x i8] c"Attempt to set multiple actions for the command group. Command group must consist of a single kernel or explicit memory operation.\00", align 1
@.str.20 = private unnamed_addr constant [161 x i8] c"A local accessor must not be used in a SYCL kernel function that is invoked via single_task or via the simple form of parallel_for that takes a range parameter.\00", align 1
@.str.21 = private unnamed_addr constant [171 x i8] c"A work group memory object must not be used in a SYCL kernel function that is invoked via single_task or via the simple form of parallel_for that takes a range parameter.\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelIZZL4lumaRNS0_5queueERK7PictureENKUlRNS0_7handlerEE_clES9_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = internal unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelIZZL4lumaRNS0_5queueERK7PictureENKUlRNS0_7handlerEE_clES9_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZN4sycl3_V16detail10HostKernelIZZL4lumaRNS0_5queueERK7PictureENKUlRNS0_7handlerEE_clES9_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv, ptr @_ZN4sycl3_V16detail10HostKernelIZZL4lumaRNS0_5queueERK7PictureENKUlRNS0_7handlerEE_clES9_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED2Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZL4lumaRNS0_5queueERK7PictureENKUlRNS0_7handlerEE_clES9_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev] }, align 8
@_ZTSN4sycl3_V16detail10HostKernelIZZL4lumaRNS0_5queueERK7PictureENKUlRNS0_7handlerEE_clES9_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = internal constant [133 x i8] c"N4sycl3_V16detail10HostKernelIZZL4lumaRNS0_5queueERK7PictureENKUlRNS0_7handlerEE_clES9_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE\00", align 1
@_ZTSN4sycl3_V16detail14HostKernelBaseE = linkonce_odr dso_local constant [35 x i8] c"N4sycl3_V16detail14HostKernelBaseE\00", comdat, align 1
@_ZTIN4sycl3_V16detail14HostKernelBaseE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail14HostKernelBaseE }, comdat, align 8
@_ZTIN4sycl3_V16detail10HostKernelIZZL4lumaRNS0_5queueERK7PictureENKUlRNS0_7handlerEE_clES9_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = internal constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelIZZL4lumaRNS0_5queueERK7PictureENKUlRNS0_7handlerEE_clES9_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, align 8
@__const._ZN4sycl3_V17handler19setDeviceKernelInfoI4LumaEEvPv.Info = private unnamed_addr constant { %"class.sycl::_V1::detail::string_view", i32, i8, %"class.sycl::_V1::detail::string_view", %"class.sycl::_V1::detail::string_view", i32, i32, i64, ptr, i8 } { %"class.sycl::_V1::detail::string_view" { ptr @.str.15, i64 9 }, i32 2, i8 0, %"class.sycl::_V1::detail::string_view" { ptr @.str.16, i64 9 }, %"class.sycl::_V1::detail::string_view" { ptr @.str.17, i64 6 }, i32 58, i32 47, i64 64, ptr @_ZN4sycl3_V16detail18getKernelParamDescI4LumaEENS1_19kernel_param_desc_tEi, i8 1 }, align 8
@_ZZN4sycl3_V16detail19getDeviceKernelInfoI4LumaEERNS1_16DeviceKernelInfoEvE4Info = linkonce_odr dso_local local_unnamed_addr global ptr null, comdat, align 8
@_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI4LumaEERNS1_16DeviceKernelInfoEvE4Info = linkonce_odr dso_local global i64 0, comdat, align 8
@_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI4LumaEE = linkonce_odr dso_local constant { %"class.sycl::_V1::detail::string_view", i32, i8, %"class.sycl::_V1::detail::string_view", %"class.sycl::_V1::detail::string_view", i32, i32, i64, ptr, i8 } { %"class.sycl::_V1::detail::string_view" { ptr @.str.15, i64 9 }, i32 2, i8 0, %"class.sycl::_V1::detail::string_view" { ptr @.str.16, i64 9 }, %"class.sycl::_V1::detail::string_view" { ptr @.str.17, i64 6 }, i32 58, i32 47, i64 64, ptr @_ZN4sycl3_V16detail18getKernelParamDescI4LumaEENS1_19kernel_param_desc_tEi, i8 1 }, comdat, align 8
@.str.23 = private unnamed_addr constant [21 x i8] c"exception in ~buffer\00", align 1
@.str.24 = private unnamed_addr constant [2 x i8] c" \00", align 1
@.str.25 = private unnamed_addr constant [6 x i8] c"false\00", align 1
@.str.26 = private unnamed_addr constant [85 x i8] c"root/intel-sycl-rt-2026.0.0/intel_sycl_rt-2026.0.0.data/data/include/sycl/buffer.hpp\00", align 1
@__PRETTY_FUNCTION__._ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev = private unnamed_addr constant [127 x i8] c"sycl::buffer<float>::~buffer() [T = float, Dimensions = 1, AllocatorT = sycl::detail::aligned_allocator<float>, Enable = void]\00", align 1
@__PRETTY_FUNCTION__._ZN4sycl3_V16bufferINS0_3vecIfLi4EEELi1ENS0_6detail17aligned_allocatorIS3_EEvED2Ev = private unnamed_addr constant [169 x i8] c"sycl::buffer<sycl::vec<float, 4>>::~buffer() [T = sycl::vec<float, 4>, Dimensions = 1, AllocatorT = sycl::detail::aligned_allocator<sycl::vec<float, 4>>, Enable = void]\00", align 1
@.str.27 = private unnamed_addr constant [15 x i8] c"brighten_image\00", align 1
@_ZTVN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIhEEhEE = linkonce_odr dso_local unnamed_addr constant { [9 x ptr] } { [9 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIhEEhEE, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIhEEhE16getAllocatorImplEv, ptr @_ZN4sycl3_V16detail19SYCLMemObjAllocatorD2Ev, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIhEEhED0Ev, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIhEEhE8allocateEm, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIhEEhE10deallocateEPvm, ptr @_ZNK4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIhEEhE12getValueSizeEv, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIhEEhE12setAlignmentEm] }, comdat, align 8
@_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIhEEhEE = linkonce_odr dso_local constant [76 x i8] c"N4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIhEEhEE\00", comdat, align 1
@_ZTIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIhEEhEE = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIhEEhEE, ptr @_ZTIN4sycl3_V16detail19SYCLMemObjAllocatorE }, comdat, align 8
@.str.28 = private unnamed_addr constant [52 x i8] c"SYCL 1.2.1 images are not supported by this device.\00", align 1
@__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_5imageILi2ENS1_17aligned_allocatorIhEEEEEERKDtsrT_4implERKS8_ = private unnamed_addr constant [110 x i8] c"static const decltype(Obj::impl) &sycl::detail::ImplUtils::getSyclObjImpl(const Obj &) [Obj = sycl::image<2>]\00", align 1
@.str.29 = private unnamed_addr constant [14 x i8] c"_ZTS8Brighten\00", align 1
@.str.30 = private unnamed_addr constant [11 x i8] c"::Brighten\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelIZZL14brighten_imageRNS0_5queueER7PicturefENKUlRNS0_7handlerEE_clES8_EUlNS0_4itemILi2ELb1EEEE_SB_Li2EEE = internal unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelIZZL14brighten_imageRNS0_5queueER7PicturefENKUlRNS0_7handlerEE_clES8_EUlNS0_4itemILi2ELb1EEEE_SB_Li2EEE, ptr @_ZN4sycl3_V16detail10HostKernelIZZL14brighten_imageRNS0_5queueER7PicturefENKUlRNS0_7handlerEE_clES8_EUlNS0_4itemILi2ELb1EEEE_SB_Li2EE6getPtrEv, ptr @_ZN4sycl3_V16detail10HostKernelIZZL14brighten_imageRNS0_5queueER7PicturefENKUlRNS0_7handlerEE_clES8_EUlNS0_4itemILi2ELb1EEEE_SB_Li2EED2Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZL14brighten_imageRNS0_5queueER7PicturefENKUlRNS0_7handlerEE_clES8_EUlNS0_4itemILi2ELb1EEEE_SB_Li2EED0Ev] }, align 8
@_ZTSN4sycl3_V16detail10HostKernelIZZL14brighten_imageRNS0_5queueER7PicturefENKUlRNS0_7handlerEE_clES8_EUlNS0_4itemILi2ELb1EEEE_SB_Li2EEE = internal constant [133 x i8] c"N4sycl3_V16detail10HostKernelIZZL14brighten_imageRNS0_5queueER7PicturefENKUlRNS0_7handlerEE_clES8_EUlNS0_4itemILi2ELb1EEEE_SB_Li2EEE\00", align 1
@_ZTIN4sycl3_V16detail10HostKernelIZZL14brighten_imageRNS0_5queueER7PicturefENKUlRNS0_7handlerEE_clES8_EUlNS0_4itemILi2ELb1EEEE_SB_Li2EEE = internal constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelIZZL14brighten_imageRNS0_5queueER7PicturefENKUlRNS0_7handlerEE_clES8_EUlNS0_4itemILi2ELb1EEEE_SB_Li2EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, align 8
@.str.31 = private unnamed_addr constant [80 x i8] c"Currently unsupported datatype conversion from image_channel_type to cl_float4.\00", align 1
@.str.32 = private unnamed_addr constant [96 x i8] c"Datatype of data to write - cl_float4 is incompatible with the image_channel_type of the image.\00", align 1
@.str.33 = private unnamed_addr constant [44 x i8] c"Unable to set rounding mode to FE_TONEAREST\00", align 1
@.str.34 = private unnamed_addr constant [33 x i8] c"Unable to restore rounding mode.\00", align 1
@.str.35 = private unnamed_addr constant [117 x i8] c"Sampler used with unsupported configuration of mirrored_repeat/repeat filtering mode with unnormalized coordinates. \00", align 1
@.str.40 = private unnamed_addr constant [92 x i8] c"Datatype of read data - cl_float4 is incompatible with the image_channel_type of the image.\00", align 1
@__const._ZN4sycl3_V17handler19setDeviceKernelInfoI8BrightenEEvPv.Info = private unnamed_addr constant { %"class.sycl::_V1::detail::string_view", i32, i8, %"class.sycl::_V1::detail::string_view", %"class.sycl::_V1::detail::string_view", i32, i32, i64, ptr, i8 } { %"class.sycl::_V1::detail::string_view" { ptr @.str.29, i64 13 }, i32 3, i8 0, %"class.sycl::_V1::detail::string_view" { ptr @.str.16, i64 9 }, %"class.sycl::_V1::detail::string_view" { ptr @.str.30, i64 10 }, i32 38, i32 71, i64 72, ptr @_ZN4sycl3_V16detail18getKernelParamDescI8BrightenEENS1_19kernel_param_desc_tEi, i8 1 }, align 8
@_ZZN4sycl3_V16detail19getDeviceKernelInfoI8BrightenEERNS1_16DeviceKernelInfoEvE4Info = linkonce_odr dso_local local_unnamed_addr global ptr null, comdat, align 8
@_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI8BrightenEERNS1_16DeviceKernelInfoEvE4Info = linkonce_odr dso_local global i64 0, comdat, align 8
@_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI8BrightenEE = linkonce_odr dso_local constant { %"class.sycl::_V1::detail::string_view", i32, i8, %"class.sycl::_V1::detail::string_view", %"class.sycl::_V1::detail::string_view", i32, i32, i64, ptr, i8 } { %"class.sycl::_V1::detail::string_view" { ptr @.str.29, i64 13 }, i32 3, i8 0, %"class.sycl::_V1::detail::string_view" { ptr @.str.16, i64 9 }, %"class.sycl::_V1::detail::string_view" { ptr @.str.30, i64 10 }, i32 38, i32 71, i64 72, ptr @_ZN4sycl3_V16detail18getKernelParamDescI8BrightenEENS1_19kernel_param_desc_tEi, i8 1 }, comdat, align 8

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef range(i32 0, 2) i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 8
  %4 = alloca %"class.sycl::_V1::detail::_V1::SubmissionInfo", align 4
  %5 = alloca %"class.sycl::_V1::detail::type_erased_cgfo_ty", align 8
  %6 = alloca %class.anon.229, align 8
  %7 = alloca %"class.sycl::_V1::range.145", align 16
  %8 = alloca %"class.std::unique_ptr", align 8
  %9 = alloca %"class.sycl::_V1::range.145", align 16
  %10 = alloca %"class.std::unique_ptr", align 8
  %11 = alloca float, align 4
  %12 = alloca %"class.sycl::_V1::image", align 8
  %13 = alloca %"class.sycl::_V1::property_list", align 8
  %14 = alloca %"class.sycl::_V1::image", align 8
  %15 = alloca %"class.sycl::_V1::property_list", align 8
  %16 = alloca %"class.sycl::_V1::event", align 8
  %17 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %18 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 8
  %19 = alloca %"class.sycl::_V1::detail::_V1::SubmissionInfo", align 4
  %20 = alloca %"class.sycl::_V1::detail::type_erased_cgfo_ty", align 8
  %21 = alloca %class.anon, align 8
  %22 = alloca i64, align 8
  %23 = alloca %"class.sycl::_V1::buffer", align 8
  %24 = alloca %"class.sycl::_V1::range", align 8
  %25 = alloca %"class.sycl::_V1::property_list", align 8
  %26 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %27 = alloca %"class.sycl::_V1::buffer.63", align 8
  %28 = alloca %"class.sycl::_V1::range", align 8
  %29 = alloca %"class.sycl::_V1::property_list", align 8
  %30 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %31 = alloca %"class.sycl::_V1::event", align 8
  %32 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %33 = alloca %"class.std::function", align 8
  %34 = alloca %struct.Picture, align 16
  %35 = alloca %"class.sycl::_V1::queue", align 8
  %36 = alloca %"class.sycl::_V1::property_list", align 8
  %37 = alloca %"class.sycl::_V1::device", align 8
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %34) #27
  store i64 16, ptr %34, align 16, !tbaa !5
  %38 = getelementptr inbounds i8, ptr %34, i64 8
  store i64 8, ptr %38, align 8, !tbaa !15
  %39 = getelementptr inbounds i8, ptr %34, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %39, i8 0, i64 24, i1 false)
  %40 = icmp sgt i32 %0, 2
  br i1 %40, label %43, label %41

41:                                               ; preds = %2
  %42 = getelementptr inbounds i8, ptr %34, i64 24
  br label %53

43:                                               ; preds = %2
  %44 = getelementptr inbounds i8, ptr %1, i64 8
  %45 = load ptr, ptr %44, align 8, !tbaa !16
  %46 = tail call i64 @strtoul(ptr nocapture noundef %45, ptr noundef null, i32 noundef 10) #27
  store i64 %46, ptr %34, align 16, !tbaa !5
  %47 = getelementptr inbounds i8, ptr %1, i64 16
  %48 = load ptr, ptr %47, align 8, !tbaa !16
  %49 = tail call i64 @strtoul(ptr nocapture noundef %48, ptr noundef null, i32 noundef 10) #27
  store i64 %49, ptr %38, align 8, !tbaa !15
  %50 = mul i64 %49, %46
  %51 = getelementptr inbounds i8, ptr %34, i64 24
  %52 = icmp eq i64 %50, 0
  br i1 %52, label %80, label %53

53:                                               ; preds = %41, %43
  %54 = phi ptr [ %42, %41 ], [ %51, %43 ]
  %55 = phi i64 [ 128, %41 ], [ %50, %43 ]
  invoke void @_ZNSt6vectorIN4sycl3_V13vecIfLi4EEESaIS3_EE17_M_default_appendEm(ptr noundef nonnull align 8 dereferenceable(24) %39, i64 noundef %55)
          to label %56 unwind label %713

56:                                               ; preds = %53
  %57 = load ptr, ptr %54, align 8, !tbaa !17
  %58 = load ptr, ptr %39, align 16, !tbaa !18
  %59 = icmp eq ptr %57, %58
  br i1 %59, label %80, label %60

60:                                               ; preds = %56, %60
  %61 = phi ptr [ %74, %60 ], [ %58, %56 ]
  %62 = phi i64 [ %72, %60 ], [ 0, %56 ]
  %63 = urem i64 %62, 7
  %64 = uitofp nneg i64 %63 to float
  %65 = fmul float %64, 0x3FB99999A0000000
  %66 = urem i64 %62, 11
  %67 = uitofp nneg i64 %66 to float
  %68 = fmul float %67, 0x3FA99999A0000000
  %69 = getelementptr inbounds %"class.sycl::_V1::vec", ptr %61, i64 %62
  store float %65, ptr %69, align 16
  %70 = getelementptr inbounds i8, ptr %69, i64 4
  store float %68, ptr %70, align 4
  %71 = getelementptr inbounds i8, ptr %69, i64 8
  store <2 x float> <float 0x3FC99999A0000000, float 1.000000e+00>, ptr %71, align 8
  %72 = add nuw i64 %62, 1
  %73 = load ptr, ptr %54, align 8, !tbaa !17
  %74 = load ptr, ptr %39, align 16, !tbaa !18
  %75 = ptrtoint ptr %73 to i64
  %76 = ptrtoint ptr %74 to i64
  %77 = sub i64 %75, %76
  %78 = ashr exact i64 %77, 4
  %79 = icmp ult i64 %72, %78
  br i1 %79, label %60, label %80, !llvm.loop !19

80:                                               ; preds = %60, %43, %56
  %81 = phi ptr [ %54, %56 ], [ %51, %43 ], [ %54, %60 ]
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %35) #27
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %36) #27
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %36, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %33) #27
  %82 = getelementptr inbounds i8, ptr %33, i64 16
  %83 = getelementptr inbounds i8, ptr %33, i64 24
  %84 = getelementptr inbounds i8, ptr %33, i64 8
  store i64 0, ptr %84, align 8
  store ptr @_ZN4sycl3_V16detail19defaultAsyncHandlerENS0_14exception_listE, ptr %33, align 8, !tbaa !16
  store ptr @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E9_M_invokeERKSt9_Any_dataOS2_, ptr %83, align 8, !tbaa !21
  store ptr @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E10_M_managerERSt9_Any_dataRKS6_St18_Manager_operation, ptr %82, align 8, !tbaa !24
  invoke void @_ZN4sycl3_V15queueC2IFiRKNS0_6deviceEEvEERKT_RKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %35, ptr noundef nonnull @_ZN4sycl3_V118default_selector_vERKNS0_6deviceE, ptr noundef nonnull align 8 dereferenceable(32) %33, ptr noundef nonnull align 8 dereferenceable(32) %36)
          to label %85 unwind label %93

85:                                               ; preds = %80
  %86 = load ptr, ptr %82, align 8, !tbaa !24
  %87 = icmp eq ptr %86, null
  br i1 %87, label %103, label %88

88:                                               ; preds = %85
  %89 = invoke noundef zeroext i1 %86(ptr noundef nonnull align 8 dereferenceable(16) %33, ptr noundef nonnull align 8 dereferenceable(16) %33, i32 noundef 3)
          to label %103 unwind label %90

90:                                               ; preds = %88
  %91 = landingpad { ptr, i32 }
          catch ptr null
  %92 = extractvalue { ptr, i32 } %91, 0
  call void @__clang_call_terminate(ptr %92) #28
  unreachable

93:                                               ; preds = %80
  %94 = landingpad { ptr, i32 }
          cleanup
  %95 = load ptr, ptr %82, align 8, !tbaa !24
  %96 = icmp eq ptr %95, null
  br i1 %96, label %102, label %97

97:                                               ; preds = %93
  %98 = invoke noundef zeroext i1 %95(ptr noundef nonnull align 8 dereferenceable(16) %33, ptr noundef nonnull align 8 dereferenceable(16) %33, i32 noundef 3)
          to label %102 unwind label %99

99:                                               ; preds = %97
  %100 = landingpad { ptr, i32 }
          catch ptr null
  %101 = extractvalue { ptr, i32 } %100, 0
  call void @__clang_call_terminate(ptr %101) #28
  unreachable

102:                                              ; preds = %97, %93
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %33) #27
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %36) #27
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %36) #27
  br label %764

103:                                              ; preds = %88, %85
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %33) #27
  %104 = getelementptr inbounds i8, ptr %36, i64 8
  %105 = load ptr, ptr %104, align 8, !tbaa !25
  %106 = getelementptr inbounds i8, ptr %36, i64 16
  %107 = load ptr, ptr %106, align 8, !tbaa !27
  %108 = icmp eq ptr %105, %107
  br i1 %108, label %143, label %109

109:                                              ; preds = %103, %138
  %110 = phi ptr [ %139, %138 ], [ %105, %103 ]
  %111 = getelementptr inbounds i8, ptr %110, i64 8
  %112 = load ptr, ptr %111, align 8, !tbaa !28
  %113 = icmp eq ptr %112, null
  br i1 %113, label %138, label %114

114:                                              ; preds = %109
  %115 = getelementptr inbounds i8, ptr %112, i64 8
  %116 = load atomic i64, ptr %115 acquire, align 8
  %117 = icmp eq i64 %116, 4294967297
  %118 = trunc i64 %116 to i32
  br i1 %117, label %119, label %127

119:                                              ; preds = %114
  store i32 0, ptr %115, align 8, !tbaa !30
  %120 = getelementptr inbounds i8, ptr %112, i64 12
  store i32 0, ptr %120, align 4, !tbaa !33
  %121 = load ptr, ptr %112, align 8, !tbaa !34
  %122 = getelementptr inbounds i8, ptr %121, i64 16
  %123 = load ptr, ptr %122, align 8
  call void %123(ptr noundef nonnull align 8 dereferenceable(16) %112) #27
  %124 = load ptr, ptr %112, align 8, !tbaa !34
  %125 = getelementptr inbounds i8, ptr %124, i64 24
  %126 = load ptr, ptr %125, align 8
  call void %126(ptr noundef nonnull align 8 dereferenceable(16) %112) #27
  br label %138

127:                                              ; preds = %114
  %128 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %129 = icmp eq i8 %128, 0
  br i1 %129, label %132, label %130

130:                                              ; preds = %127
  %131 = add nsw i32 %118, -1
  store i32 %131, ptr %115, align 4, !tbaa !37
  br label %134

132:                                              ; preds = %127
  %133 = atomicrmw volatile add ptr %115, i32 -1 acq_rel, align 4
  br label %134

134:                                              ; preds = %132, %130
  %135 = phi i32 [ %118, %130 ], [ %133, %132 ]
  %136 = icmp eq i32 %135, 1
  br i1 %136, label %137, label %138, !prof !38

137:                                              ; preds = %134
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %112) #27
  br label %138

138:                                              ; preds = %137, %134, %119, %109
  %139 = getelementptr inbounds i8, ptr %110, i64 16
  %140 = icmp eq ptr %139, %107
  br i1 %140, label %141, label %109, !llvm.loop !39

141:                                              ; preds = %138
  %142 = load ptr, ptr %104, align 8, !tbaa !25
  br label %143

143:                                              ; preds = %141, %103
  %144 = phi ptr [ %142, %141 ], [ %105, %103 ]
  %145 = icmp eq ptr %144, null
  br i1 %145, label %152, label %146

146:                                              ; preds = %143
  %147 = getelementptr inbounds i8, ptr %36, i64 24
  %148 = load ptr, ptr %147, align 8, !tbaa !40
  %149 = ptrtoint ptr %148 to i64
  %150 = ptrtoint ptr %144 to i64
  %151 = sub i64 %149, %150
  call void @_ZdlPvm(ptr noundef nonnull %144, i64 noundef %151) #29
  br label %152

152:                                              ; preds = %143, %146
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %36) #27
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %26)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %30)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %31)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %22) #27
  %153 = load ptr, ptr %81, align 8, !tbaa !17
  %154 = load ptr, ptr %39, align 16, !tbaa !18
  %155 = ptrtoint ptr %153 to i64
  %156 = ptrtoint ptr %154 to i64
  %157 = sub i64 %155, %156
  %158 = ashr exact i64 %157, 4
  store i64 %158, ptr %22, align 8, !tbaa !41
  %159 = icmp ugt i64 %158, 2305843009213693951
  br i1 %159, label %390, label %160

160:                                              ; preds = %152
  %161 = icmp eq ptr %153, %154
  br i1 %161, label %171, label %162

162:                                              ; preds = %160
  %163 = ashr exact i64 %157, 2
  %164 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %163) #30
          to label %165 unwind label %715

165:                                              ; preds = %162
  %166 = getelementptr float, ptr %164, i64 %158
  store float 0.000000e+00, ptr %164, align 4, !tbaa !42
  %167 = icmp eq i64 %157, 16
  br i1 %167, label %171, label %168

168:                                              ; preds = %165
  %169 = getelementptr i8, ptr %164, i64 4
  %170 = add nsw i64 %163, -4
  call void @llvm.memset.p0.i64(ptr align 4 %169, i8 0, i64 %170, i1 false), !tbaa !42
  br label %171

171:                                              ; preds = %168, %165, %160
  %172 = phi ptr [ %166, %165 ], [ %166, %168 ], [ null, %160 ]
  %173 = phi ptr [ %164, %165 ], [ %164, %168 ], [ null, %160 ]
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %23) #27
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %24) #27
  store i64 %158, ptr %24, align 8, !tbaa !41
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %25) #27
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %25, i8 0, i64 32, i1 false)
  store ptr @.str.6, ptr %26, align 8, !tbaa !44, !alias.scope !46
  %174 = getelementptr inbounds i8, ptr %26, i64 8
  store ptr @.str.7, ptr %174, align 8, !tbaa !49, !alias.scope !46
  %175 = getelementptr inbounds i8, ptr %26, i64 16
  store i32 53, ptr %175, align 8, !tbaa !50, !alias.scope !46
  %176 = getelementptr inbounds i8, ptr %26, i64 20
  store i32 35, ptr %176, align 4, !tbaa !51, !alias.scope !46
  invoke void @_ZN4sycl3_V16bufferINS0_3vecIfLi4EEELi1ENS0_6detail17aligned_allocatorIS3_EEvEC2IS3_EEPKNSt9enable_ifIXaasr3stdE9is_same_vIS3_T_EntL_ZSt10is_const_vIS3_EEES3_E4typeERKNS0_5rangeILi1EEERKNS0_13property_listENS4_13code_locationE(ptr noundef nonnull align 8 dereferenceable(33) %23, ptr noundef %154, ptr noundef nonnull align 8 dereferenceable(8) %24, ptr noundef nonnull align 8 dereferenceable(32) %25, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %26)
          to label %177 unwind label %331

177:                                              ; preds = %171
  %178 = getelementptr inbounds i8, ptr %25, i64 8
  %179 = load ptr, ptr %178, align 8, !tbaa !25
  %180 = getelementptr inbounds i8, ptr %25, i64 16
  %181 = load ptr, ptr %180, align 8, !tbaa !27
  %182 = icmp eq ptr %179, %181
  br i1 %182, label %217, label %183

183:                                              ; preds = %177, %212
  %184 = phi ptr [ %213, %212 ], [ %179, %177 ]
  %185 = getelementptr inbounds i8, ptr %184, i64 8
  %186 = load ptr, ptr %185, align 8, !tbaa !28
  %187 = icmp eq ptr %186, null
  br i1 %187, label %212, label %188

188:                                              ; preds = %183
  %189 = getelementptr inbounds i8, ptr %186, i64 8
  %190 = load atomic i64, ptr %189 acquire, align 8
  %191 = icmp eq i64 %190, 4294967297
  %192 = trunc i64 %190 to i32
  br i1 %191, label %193, label %201

193:                                              ; preds = %188
  store i32 0, ptr %189, align 8, !tbaa !30
  %194 = getelementptr inbounds i8, ptr %186, i64 12
  store i32 0, ptr %194, align 4, !tbaa !33
  %195 = load ptr, ptr %186, align 8, !tbaa !34
  %196 = getelementptr inbounds i8, ptr %195, i64 16
  %197 = load ptr, ptr %196, align 8
  call void %197(ptr noundef nonnull align 8 dereferenceable(16) %186) #27
  %198 = load ptr, ptr %186, align 8, !tbaa !34
  %199 = getelementptr inbounds i8, ptr %198, i64 24
  %200 = load ptr, ptr %199, align 8
  call void %200(ptr noundef nonnull align 8 dereferenceable(16) %186) #27
  br label %212

201:                                              ; preds = %188
  %202 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %203 = icmp eq i8 %202, 0
  br i1 %203, label %206, label %204

204:                                              ; preds = %201
  %205 = add nsw i32 %192, -1
  store i32 %205, ptr %189, align 4, !tbaa !37
  br label %208

206:                                              ; preds = %201
  %207 = atomicrmw volatile add ptr %189, i32 -1 acq_rel, align 4
  br label %208

208:                                              ; preds = %206, %204
  %209 = phi i32 [ %192, %204 ], [ %207, %206 ]
  %210 = icmp eq i32 %209, 1
  br i1 %210, label %211, label %212, !prof !38

211:                                              ; preds = %208
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %186) #27
  br label %212

212:                                              ; preds = %211, %208, %193, %183
  %213 = getelementptr inbounds i8, ptr %184, i64 16
  %214 = icmp eq ptr %213, %181
  br i1 %214, label %215, label %183, !llvm.loop !39

215:                                              ; preds = %212
  %216 = load ptr, ptr %178, align 8, !tbaa !25
  br label %217

217:                                              ; preds = %215, %177
  %218 = phi ptr [ %216, %215 ], [ %179, %177 ]
  %219 = icmp eq ptr %218, null
  br i1 %219, label %226, label %220

220:                                              ; preds = %217
  %221 = getelementptr inbounds i8, ptr %25, i64 24
  %222 = load ptr, ptr %221, align 8, !tbaa !40
  %223 = ptrtoint ptr %222 to i64
  %224 = ptrtoint ptr %218 to i64
  %225 = sub i64 %223, %224
  call void @_ZdlPvm(ptr noundef nonnull %218, i64 noundef %225) #29
  br label %226

226:                                              ; preds = %220, %217
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %25) #27
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %24) #27
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %27) #27
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %28) #27
  %227 = load i64, ptr %22, align 8, !tbaa !41
  store i64 %227, ptr %28, align 8, !tbaa !41
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %29) #27
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %29, i8 0, i64 32, i1 false)
  store ptr @.str.6, ptr %30, align 8, !tbaa !44, !alias.scope !52
  %228 = getelementptr inbounds i8, ptr %30, i64 8
  store ptr @.str.7, ptr %228, align 8, !tbaa !49, !alias.scope !52
  %229 = getelementptr inbounds i8, ptr %30, i64 16
  store i32 54, ptr %229, align 8, !tbaa !50, !alias.scope !52
  %230 = getelementptr inbounds i8, ptr %30, i64 20
  store i32 28, ptr %230, align 4, !tbaa !51, !alias.scope !52
  invoke void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi1EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(33) %27, ptr noundef %173, ptr noundef nonnull align 8 dereferenceable(8) %28, ptr noundef nonnull align 8 dereferenceable(32) %29, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %30)
          to label %231 unwind label %333

231:                                              ; preds = %226
  %232 = getelementptr inbounds i8, ptr %29, i64 8
  %233 = load ptr, ptr %232, align 8, !tbaa !25
  %234 = getelementptr inbounds i8, ptr %29, i64 16
  %235 = load ptr, ptr %234, align 8, !tbaa !27
  %236 = icmp eq ptr %233, %235
  br i1 %236, label %271, label %237

237:                                              ; preds = %231, %266
  %238 = phi ptr [ %267, %266 ], [ %233, %231 ]
  %239 = getelementptr inbounds i8, ptr %238, i64 8
  %240 = load ptr, ptr %239, align 8, !tbaa !28
  %241 = icmp eq ptr %240, null
  br i1 %241, label %266, label %242

242:                                              ; preds = %237
  %243 = getelementptr inbounds i8, ptr %240, i64 8
  %244 = load atomic i64, ptr %243 acquire, align 8
  %245 = icmp eq i64 %244, 4294967297
  %246 = trunc i64 %244 to i32
  br i1 %245, label %247, label %255

247:                                              ; preds = %242
  store i32 0, ptr %243, align 8, !tbaa !30
  %248 = getelementptr inbounds i8, ptr %240, i64 12
  store i32 0, ptr %248, align 4, !tbaa !33
  %249 = load ptr, ptr %240, align 8, !tbaa !34
  %250 = getelementptr inbounds i8, ptr %249, i64 16
  %251 = load ptr, ptr %250, align 8
  call void %251(ptr noundef nonnull align 8 dereferenceable(16) %240) #27
  %252 = load ptr, ptr %240, align 8, !tbaa !34
  %253 = getelementptr inbounds i8, ptr %252, i64 24
  %254 = load ptr, ptr %253, align 8
  call void %254(ptr noundef nonnull align 8 dereferenceable(16) %240) #27
  br label %266

255:                                              ; preds = %242
  %256 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %257 = icmp eq i8 %256, 0
  br i1 %257, label %260, label %258

258:                                              ; preds = %255
  %259 = add nsw i32 %246, -1
  store i32 %259, ptr %243, align 4, !tbaa !37
  br label %262

260:                                              ; preds = %255
  %261 = atomicrmw volatile add ptr %243, i32 -1 acq_rel, align 4
  br label %262

262:                                              ; preds = %260, %258
  %263 = phi i32 [ %246, %258 ], [ %261, %260 ]
  %264 = icmp eq i32 %263, 1
  br i1 %264, label %265, label %266, !prof !38

265:                                              ; preds = %262
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %240) #27
  br label %266

266:                                              ; preds = %265, %262, %247, %237
  %267 = getelementptr inbounds i8, ptr %238, i64 16
  %268 = icmp eq ptr %267, %235
  br i1 %268, label %269, label %237, !llvm.loop !39

269:                                              ; preds = %266
  %270 = load ptr, ptr %232, align 8, !tbaa !25
  br label %271

271:                                              ; preds = %269, %231
  %272 = phi ptr [ %270, %269 ], [ %233, %231 ]
  %273 = icmp eq ptr %272, null
  br i1 %273, label %280, label %274

274:                                              ; preds = %271
  %275 = getelementptr inbounds i8, ptr %29, i64 24
  %276 = load ptr, ptr %275, align 8, !tbaa !40
  %277 = ptrtoint ptr %276 to i64
  %278 = ptrtoint ptr %272 to i64
  %279 = sub i64 %277, %278
  call void @_ZdlPvm(ptr noundef nonnull %272, i64 noundef %279) #29
  br label %280

280:                                              ; preds = %274, %271
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %29) #27
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %28) #27
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %32) #27
  store ptr @.str.6, ptr %32, align 8, !tbaa !44, !alias.scope !55
  %281 = getelementptr inbounds i8, ptr %32, i64 8
  store ptr @.str.7, ptr %281, align 8, !tbaa !49, !alias.scope !55
  %282 = getelementptr inbounds i8, ptr %32, i64 16
  store i32 55, ptr %282, align 8, !tbaa !50, !alias.scope !55
  %283 = getelementptr inbounds i8, ptr %32, i64 20
  store i32 5, ptr %283, align 4, !tbaa !51, !alias.scope !55
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %21)
  store ptr %23, ptr %21, align 8
  %284 = getelementptr inbounds i8, ptr %21, i64 8
  store ptr %27, ptr %284, align 8
  %285 = getelementptr inbounds i8, ptr %21, i64 16
  store ptr %22, ptr %285, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %20) #27, !noalias !58
  store ptr %21, ptr %20, align 8, !tbaa !61, !noalias !58
  %286 = getelementptr inbounds i8, ptr %20, i64 8
  store ptr @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZL4lumaRNS0_5queueERK7PictureEUlRNS0_7handlerEE_E4callEPKvSA_, ptr %286, align 8, !tbaa !63, !noalias !58
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %18) #27, !noalias !64
  invoke void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 8 dereferenceable(9) %18, ptr noundef nonnull align 8 dereferenceable(24) %32)
          to label %287 unwind label %335

287:                                              ; preds = %280
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %19) #27, !noalias !64
  store i32 0, ptr %19, align 4, !tbaa !67, !noalias !64
  %288 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 8 dereferenceable(9) %18)
          to label %289 unwind label %294, !noalias !64

289:                                              ; preds = %287
  %290 = getelementptr inbounds i8, ptr %18, i64 8
  %291 = load i8, ptr %290, align 8, !tbaa !70, !range !73, !noalias !64, !noundef !74
  %292 = trunc nuw i8 %291 to i1
  %293 = xor i1 %292, true
  invoke void @_ZNK4sycl3_V15queue22submit_with_event_implERKNS0_6detail19type_erased_cgfo_tyERKNS2_3_V114SubmissionInfoERKNS2_13code_locationEb(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %31, ptr noundef nonnull align 8 dereferenceable(16) %35, ptr noundef nonnull align 8 dereferenceable(16) %20, ptr noundef nonnull align 4 dereferenceable(4) %19, ptr noundef nonnull align 8 dereferenceable(24) %288, i1 noundef zeroext %293)
          to label %296 unwind label %294

294:                                              ; preds = %289, %287
  %295 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %19) #27, !noalias !64
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %18) #27
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %18) #27, !noalias !64
  br label %337

296:                                              ; preds = %289
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %19) #27, !noalias !64
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %18) #27
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %18) #27, !noalias !64
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %20) #27, !noalias !58
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %21)
  %297 = getelementptr inbounds i8, ptr %31, i64 8
  %298 = load ptr, ptr %297, align 8, !tbaa !28
  %299 = icmp eq ptr %298, null
  br i1 %299, label %324, label %300

300:                                              ; preds = %296
  %301 = getelementptr inbounds i8, ptr %298, i64 8
  %302 = load atomic i64, ptr %301 acquire, align 8
  %303 = icmp eq i64 %302, 4294967297
  %304 = trunc i64 %302 to i32
  br i1 %303, label %305, label %313

305:                                              ; preds = %300
  store i32 0, ptr %301, align 8, !tbaa !30
  %306 = getelementptr inbounds i8, ptr %298, i64 12
  store i32 0, ptr %306, align 4, !tbaa !33
  %307 = load ptr, ptr %298, align 8, !tbaa !34
  %308 = getelementptr inbounds i8, ptr %307, i64 16
  %309 = load ptr, ptr %308, align 8
  call void %309(ptr noundef nonnull align 8 dereferenceable(16) %298) #27
  %310 = load ptr, ptr %298, align 8, !tbaa !34
  %311 = getelementptr inbounds i8, ptr %310, i64 24
  %312 = load ptr, ptr %311, align 8
  call void %312(ptr noundef nonnull align 8 dereferenceable(16) %298) #27
  br label %324

313:                                              ; preds = %300
  %314 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %315 = icmp eq i8 %314, 0
  br i1 %315, label %318, label %316

316:                                              ; preds = %313
  %317 = add nsw i32 %304, -1
  store i32 %317, ptr %301, align 4, !tbaa !37
  br label %320

318:                                              ; preds = %313
  %319 = atomicrmw volatile add ptr %301, i32 -1 acq_rel, align 4
  br label %320

320:                                              ; preds = %318, %316
  %321 = phi i32 [ %304, %316 ], [ %319, %318 ]
  %322 = icmp eq i32 %321, 1
  br i1 %322, label %323, label %324, !prof !38

323:                                              ; preds = %320
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %298) #27
  br label %324

324:                                              ; preds = %323, %320, %305, %296
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %32) #27
  call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %27) #27
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %27) #27
  call void @_ZN4sycl3_V16bufferINS0_3vecIfLi4EEELi1ENS0_6detail17aligned_allocatorIS3_EEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %23) #27
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %23) #27
  %325 = load i64, ptr %22, align 8, !tbaa !41
  %326 = icmp eq i64 %325, 0
  br i1 %326, label %361, label %341

327:                                              ; preds = %357
  %328 = add nuw i64 %342, 1
  %329 = load i64, ptr %22, align 8, !tbaa !41
  %330 = icmp ult i64 %328, %329
  br i1 %330, label %341, label %363, !llvm.loop !75

331:                                              ; preds = %171
  %332 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %25) #27
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %25) #27
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %24) #27
  br label %368

333:                                              ; preds = %226
  %334 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %29) #27
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %29) #27
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %28) #27
  br label %339

335:                                              ; preds = %280
  %336 = landingpad { ptr, i32 }
          cleanup
  br label %337

337:                                              ; preds = %335, %294
  %338 = phi { ptr, i32 } [ %336, %335 ], [ %295, %294 ]
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %32) #27
  call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %27) #27
  br label %339

339:                                              ; preds = %337, %333
  %340 = phi { ptr, i32 } [ %338, %337 ], [ %334, %333 ]
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %27) #27
  call void @_ZN4sycl3_V16bufferINS0_3vecIfLi4EEELi1ENS0_6detail17aligned_allocatorIS3_EEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %23) #27
  br label %368

341:                                              ; preds = %324, %327
  %342 = phi i64 [ %328, %327 ], [ 0, %324 ]
  %343 = load ptr, ptr %39, align 16, !tbaa !18
  %344 = getelementptr inbounds %"class.sycl::_V1::vec", ptr %343, i64 %342
  %345 = load float, ptr %344, align 16
  %346 = getelementptr inbounds i8, ptr %344, i64 4
  %347 = load float, ptr %346, align 4
  %348 = getelementptr inbounds i8, ptr %344, i64 8
  %349 = load float, ptr %348, align 8
  %350 = getelementptr inbounds float, ptr %173, i64 %342
  %351 = load float, ptr %350, align 4, !tbaa !42
  %352 = fmul float %347, 5.000000e-01
  %353 = call float @llvm.fmuladd.f32(float %345, float 2.500000e-01, float %352)
  %354 = call float @llvm.fmuladd.f32(float %349, float 2.500000e-01, float %353)
  %355 = fsub float %351, %354
  %356 = invoke noundef float @_ZN4sycl3_V111__fabs_implEf(float noundef %355)
          to label %357 unwind label %359

357:                                              ; preds = %341
  %358 = fcmp ule float %356, 0x3EB0C6F7A0000000
  br i1 %358, label %327, label %363

359:                                              ; preds = %341
  %360 = landingpad { ptr, i32 }
          cleanup
  br label %371

361:                                              ; preds = %324
  %362 = icmp eq ptr %173, null
  br i1 %362, label %378, label %363

363:                                              ; preds = %357, %327, %361
  %364 = phi i1 [ true, %361 ], [ %358, %327 ], [ %358, %357 ]
  %365 = ptrtoint ptr %172 to i64
  %366 = ptrtoint ptr %173 to i64
  %367 = sub i64 %365, %366
  call void @_ZdlPvm(ptr noundef nonnull %173, i64 noundef %367) #29
  br label %378

368:                                              ; preds = %339, %331
  %369 = phi { ptr, i32 } [ %340, %339 ], [ %332, %331 ]
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %23) #27
  %370 = icmp eq ptr %173, null
  br i1 %370, label %376, label %371

371:                                              ; preds = %368, %359
  %372 = phi { ptr, i32 } [ %360, %359 ], [ %369, %368 ]
  %373 = ptrtoint ptr %172 to i64
  %374 = ptrtoint ptr %173 to i64
  %375 = sub i64 %373, %374
  call void @_ZdlPvm(ptr noundef nonnull %173, i64 noundef %375) #29
  br label %376

376:                                              ; preds = %371, %368
  %377 = phi { ptr, i32 } [ %369, %368 ], [ %372, %371 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %22) #27
  br label %762

378:                                              ; preds = %363, %361
  %379 = phi i1 [ true, %361 ], [ %364, %363 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %22) #27
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %26)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %30)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %31)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %37) #27
  invoke void @_ZNK4sycl3_V15queue10get_deviceEv(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::device") align 8 %37, ptr noundef nonnull align 8 dereferenceable(16) %35)
          to label %380 unwind label %717

380:                                              ; preds = %378
  %381 = invoke noundef zeroext i1 @_ZNK4sycl3_V16device3hasENS0_6aspectE(ptr noundef nonnull align 8 dereferenceable(8) %37, i32 noundef 9)
          to label %382 unwind label %717

382:                                              ; preds = %380
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %37) #27
  br i1 %381, label %383, label %719

383:                                              ; preds = %382
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %11)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %16)
  store float 1.500000e+00, ptr %11, align 4, !tbaa !42
  %384 = load ptr, ptr %81, align 8, !tbaa !17
  %385 = load ptr, ptr %39, align 16, !tbaa !18
  %386 = ptrtoint ptr %384 to i64
  %387 = ptrtoint ptr %385 to i64
  %388 = sub i64 %386, %387
  %389 = icmp ugt i64 %388, 9223372036854775792
  br i1 %389, label %390, label %392

390:                                              ; preds = %383, %152
  invoke void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.8) #31
          to label %391 unwind label %715

391:                                              ; preds = %390
  unreachable

392:                                              ; preds = %383
  %393 = icmp eq ptr %384, %385
  br i1 %393, label %404, label %394

394:                                              ; preds = %392
  %395 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %388) #30
          to label %396 unwind label %715

396:                                              ; preds = %394
  %397 = getelementptr i8, ptr %395, i64 %388
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %395, i8 0, i64 16, i1 false)
  %398 = getelementptr inbounds i8, ptr %395, i64 16
  %399 = icmp eq i64 %388, 16
  br i1 %399, label %404, label %400

400:                                              ; preds = %396, %400
  %401 = phi ptr [ %402, %400 ], [ %398, %396 ]
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %401, ptr noundef nonnull align 16 dereferenceable(16) %395, i64 16, i1 false)
  %402 = getelementptr inbounds i8, ptr %401, i64 16
  %403 = icmp eq ptr %402, %397
  br i1 %403, label %404, label %400, !llvm.loop !76

404:                                              ; preds = %400, %396, %392
  %405 = phi ptr [ %397, %396 ], [ null, %392 ], [ %397, %400 ]
  %406 = phi ptr [ %395, %396 ], [ null, %392 ], [ %395, %400 ]
  %407 = phi ptr [ %398, %396 ], [ null, %392 ], [ %397, %400 ]
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %12) #27
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %13) #27
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %13, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %9) #27
  %408 = load <2 x i64>, ptr %34, align 16, !tbaa !41
  store <2 x i64> %408, ptr %9, align 16, !tbaa !41, !alias.scope !77
  %409 = getelementptr inbounds i8, ptr %9, i64 16
  store i64 1, ptr %409, align 16, !tbaa !41, !alias.scope !77
  %410 = invoke noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #30
          to label %411 unwind label %664

411:                                              ; preds = %404
  store ptr getelementptr inbounds inrange(-16, 56) (i8, ptr @_ZTVN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIhEEhEE, i64 16), ptr %410, align 8, !tbaa !34, !noalias !80
  %412 = getelementptr inbounds i8, ptr %410, i64 8
  store i64 128, ptr %412, align 8, !tbaa !83, !noalias !80
  %413 = getelementptr inbounds i8, ptr %410, i64 16
  store i64 1, ptr %413, align 8, !tbaa !85, !noalias !80
  store ptr %410, ptr %10, align 8, !tbaa !88
  invoke void @_ZN4sycl3_V16detail11image_plainC2EPvNS0_19image_channel_orderENS0_18image_channel_typeERKNS0_5rangeILi3EEESt10unique_ptrINS1_19SYCLMemObjAllocatorESt14default_deleteISB_EEhRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %12, ptr noundef %385, i32 noundef 8, i32 noundef 14, ptr noundef nonnull align 8 dereferenceable(24) %9, ptr noundef nonnull %10, i8 noundef zeroext 2, ptr noundef nonnull align 8 dereferenceable(32) %13)
          to label %414 unwind label %421

414:                                              ; preds = %411
  %415 = load ptr, ptr %10, align 8, !tbaa !16
  %416 = icmp eq ptr %415, null
  br i1 %416, label %430, label %417

417:                                              ; preds = %414
  %418 = load ptr, ptr %415, align 8, !tbaa !34
  %419 = getelementptr inbounds i8, ptr %418, i64 16
  %420 = load ptr, ptr %419, align 8
  call void %420(ptr noundef nonnull align 8 dereferenceable(8) %415) #27
  br label %430

421:                                              ; preds = %411
  %422 = landingpad { ptr, i32 }
          cleanup
  %423 = load ptr, ptr %10, align 8, !tbaa !16
  %424 = icmp eq ptr %423, null
  br i1 %424, label %429, label %425

425:                                              ; preds = %421
  %426 = load ptr, ptr %423, align 8, !tbaa !34
  %427 = getelementptr inbounds i8, ptr %426, i64 16
  %428 = load ptr, ptr %427, align 8
  call void %428(ptr noundef nonnull align 8 dereferenceable(8) %423) #27
  br label %429

429:                                              ; preds = %425, %421
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %9) #27
  br label %666

430:                                              ; preds = %417, %414
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %9) #27
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  %431 = getelementptr inbounds i8, ptr %13, i64 8
  %432 = load ptr, ptr %431, align 8, !tbaa !25
  %433 = getelementptr inbounds i8, ptr %13, i64 16
  %434 = load ptr, ptr %433, align 8, !tbaa !27
  %435 = icmp eq ptr %432, %434
  br i1 %435, label %470, label %436

436:                                              ; preds = %430, %465
  %437 = phi ptr [ %466, %465 ], [ %432, %430 ]
  %438 = getelementptr inbounds i8, ptr %437, i64 8
  %439 = load ptr, ptr %438, align 8, !tbaa !28
  %440 = icmp eq ptr %439, null
  br i1 %440, label %465, label %441

441:                                              ; preds = %436
  %442 = getelementptr inbounds i8, ptr %439, i64 8
  %443 = load atomic i64, ptr %442 acquire, align 8
  %444 = icmp eq i64 %443, 4294967297
  %445 = trunc i64 %443 to i32
  br i1 %444, label %446, label %454

446:                                              ; preds = %441
  store i32 0, ptr %442, align 8, !tbaa !30
  %447 = getelementptr inbounds i8, ptr %439, i64 12
  store i32 0, ptr %447, align 4, !tbaa !33
  %448 = load ptr, ptr %439, align 8, !tbaa !34
  %449 = getelementptr inbounds i8, ptr %448, i64 16
  %450 = load ptr, ptr %449, align 8
  call void %450(ptr noundef nonnull align 8 dereferenceable(16) %439) #27
  %451 = load ptr, ptr %439, align 8, !tbaa !34
  %452 = getelementptr inbounds i8, ptr %451, i64 24
  %453 = load ptr, ptr %452, align 8
  call void %453(ptr noundef nonnull align 8 dereferenceable(16) %439) #27
  br label %465

454:                                              ; preds = %441
  %455 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %456 = icmp eq i8 %455, 0
  br i1 %456, label %459, label %457

457:                                              ; preds = %454
  %458 = add nsw i32 %445, -1
  store i32 %458, ptr %442, align 4, !tbaa !37
  br label %461

459:                                              ; preds = %454
  %460 = atomicrmw volatile add ptr %442, i32 -1 acq_rel, align 4
  br label %461

461:                                              ; preds = %459, %457
  %462 = phi i32 [ %445, %457 ], [ %460, %459 ]
  %463 = icmp eq i32 %462, 1
  br i1 %463, label %464, label %465, !prof !38

464:                                              ; preds = %461
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %439) #27
  br label %465

465:                                              ; preds = %464, %461, %446, %436
  %466 = getelementptr inbounds i8, ptr %437, i64 16
  %467 = icmp eq ptr %466, %434
  br i1 %467, label %468, label %436, !llvm.loop !39

468:                                              ; preds = %465
  %469 = load ptr, ptr %431, align 8, !tbaa !25
  br label %470

470:                                              ; preds = %468, %430
  %471 = phi ptr [ %469, %468 ], [ %432, %430 ]
  %472 = icmp eq ptr %471, null
  br i1 %472, label %479, label %473

473:                                              ; preds = %470
  %474 = getelementptr inbounds i8, ptr %13, i64 24
  %475 = load ptr, ptr %474, align 8, !tbaa !40
  %476 = ptrtoint ptr %475 to i64
  %477 = ptrtoint ptr %471 to i64
  %478 = sub i64 %476, %477
  call void @_ZdlPvm(ptr noundef nonnull %471, i64 noundef %478) #29
  br label %479

479:                                              ; preds = %473, %470
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %13) #27
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %14) #27
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %15) #27
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %15, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7) #27
  %480 = load <2 x i64>, ptr %34, align 16, !tbaa !41
  store <2 x i64> %480, ptr %7, align 16, !tbaa !41, !alias.scope !90
  %481 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 1, ptr %481, align 16, !tbaa !41, !alias.scope !90
  %482 = invoke noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #30
          to label %483 unwind label %668

483:                                              ; preds = %479
  store ptr getelementptr inbounds inrange(-16, 56) (i8, ptr @_ZTVN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIhEEhEE, i64 16), ptr %482, align 8, !tbaa !34, !noalias !93
  %484 = getelementptr inbounds i8, ptr %482, i64 8
  store i64 128, ptr %484, align 8, !tbaa !83, !noalias !93
  %485 = getelementptr inbounds i8, ptr %482, i64 16
  store i64 1, ptr %485, align 8, !tbaa !85, !noalias !93
  store ptr %482, ptr %8, align 8, !tbaa !88
  invoke void @_ZN4sycl3_V16detail11image_plainC2EPvNS0_19image_channel_orderENS0_18image_channel_typeERKNS0_5rangeILi3EEESt10unique_ptrINS1_19SYCLMemObjAllocatorESt14default_deleteISB_EEhRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %14, ptr noundef %406, i32 noundef 8, i32 noundef 14, ptr noundef nonnull align 8 dereferenceable(24) %7, ptr noundef nonnull %8, i8 noundef zeroext 2, ptr noundef nonnull align 8 dereferenceable(32) %15)
          to label %486 unwind label %493

486:                                              ; preds = %483
  %487 = load ptr, ptr %8, align 8, !tbaa !16
  %488 = icmp eq ptr %487, null
  br i1 %488, label %502, label %489

489:                                              ; preds = %486
  %490 = load ptr, ptr %487, align 8, !tbaa !34
  %491 = getelementptr inbounds i8, ptr %490, i64 16
  %492 = load ptr, ptr %491, align 8
  call void %492(ptr noundef nonnull align 8 dereferenceable(8) %487) #27
  br label %502

493:                                              ; preds = %483
  %494 = landingpad { ptr, i32 }
          cleanup
  %495 = load ptr, ptr %8, align 8, !tbaa !16
  %496 = icmp eq ptr %495, null
  br i1 %496, label %501, label %497

497:                                              ; preds = %493
  %498 = load ptr, ptr %495, align 8, !tbaa !34
  %499 = getelementptr inbounds i8, ptr %498, i64 16
  %500 = load ptr, ptr %499, align 8
  call void %500(ptr noundef nonnull align 8 dereferenceable(8) %495) #27
  br label %501

501:                                              ; preds = %497, %493
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #27
  br label %670

502:                                              ; preds = %489, %486
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #27
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  %503 = getelementptr inbounds i8, ptr %15, i64 8
  %504 = load ptr, ptr %503, align 8, !tbaa !25
  %505 = getelementptr inbounds i8, ptr %15, i64 16
  %506 = load ptr, ptr %505, align 8, !tbaa !27
  %507 = icmp eq ptr %504, %506
  br i1 %507, label %542, label %508

508:                                              ; preds = %502, %537
  %509 = phi ptr [ %538, %537 ], [ %504, %502 ]
  %510 = getelementptr inbounds i8, ptr %509, i64 8
  %511 = load ptr, ptr %510, align 8, !tbaa !28
  %512 = icmp eq ptr %511, null
  br i1 %512, label %537, label %513

513:                                              ; preds = %508
  %514 = getelementptr inbounds i8, ptr %511, i64 8
  %515 = load atomic i64, ptr %514 acquire, align 8
  %516 = icmp eq i64 %515, 4294967297
  %517 = trunc i64 %515 to i32
  br i1 %516, label %518, label %526

518:                                              ; preds = %513
  store i32 0, ptr %514, align 8, !tbaa !30
  %519 = getelementptr inbounds i8, ptr %511, i64 12
  store i32 0, ptr %519, align 4, !tbaa !33
  %520 = load ptr, ptr %511, align 8, !tbaa !34
  %521 = getelementptr inbounds i8, ptr %520, i64 16
  %522 = load ptr, ptr %521, align 8
  call void %522(ptr noundef nonnull align 8 dereferenceable(16) %511) #27
  %523 = load ptr, ptr %511, align 8, !tbaa !34
  %524 = getelementptr inbounds i8, ptr %523, i64 24
  %525 = load ptr, ptr %524, align 8
  call void %525(ptr noundef nonnull align 8 dereferenceable(16) %511) #27
  br label %537

526:                                              ; preds = %513
  %527 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %528 = icmp eq i8 %527, 0
  br i1 %528, label %531, label %529

529:                                              ; preds = %526
  %530 = add nsw i32 %517, -1
  store i32 %530, ptr %514, align 4, !tbaa !37
  br label %533

531:                                              ; preds = %526
  %532 = atomicrmw volatile add ptr %514, i32 -1 acq_rel, align 4
  br label %533

533:                                              ; preds = %531, %529
  %534 = phi i32 [ %517, %529 ], [ %532, %531 ]
  %535 = icmp eq i32 %534, 1
  br i1 %535, label %536, label %537, !prof !38

536:                                              ; preds = %533
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %511) #27
  br label %537

537:                                              ; preds = %536, %533, %518, %508
  %538 = getelementptr inbounds i8, ptr %509, i64 16
  %539 = icmp eq ptr %538, %506
  br i1 %539, label %540, label %508, !llvm.loop !39

540:                                              ; preds = %537
  %541 = load ptr, ptr %503, align 8, !tbaa !25
  br label %542

542:                                              ; preds = %540, %502
  %543 = phi ptr [ %541, %540 ], [ %504, %502 ]
  %544 = icmp eq ptr %543, null
  br i1 %544, label %551, label %545

545:                                              ; preds = %542
  %546 = getelementptr inbounds i8, ptr %15, i64 24
  %547 = load ptr, ptr %546, align 8, !tbaa !40
  %548 = ptrtoint ptr %547 to i64
  %549 = ptrtoint ptr %543 to i64
  %550 = sub i64 %548, %549
  call void @_ZdlPvm(ptr noundef nonnull %543, i64 noundef %550) #29
  br label %551

551:                                              ; preds = %545, %542
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %15) #27
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %17) #27
  store ptr @.str.6, ptr %17, align 8, !tbaa !44, !alias.scope !96
  %552 = getelementptr inbounds i8, ptr %17, i64 8
  store ptr @.str.27, ptr %552, align 8, !tbaa !49, !alias.scope !96
  %553 = getelementptr inbounds i8, ptr %17, i64 16
  store i32 35, ptr %553, align 8, !tbaa !50, !alias.scope !96
  %554 = getelementptr inbounds i8, ptr %17, i64 20
  store i32 5, ptr %554, align 4, !tbaa !51, !alias.scope !96
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6)
  store ptr %12, ptr %6, align 8
  %555 = getelementptr inbounds i8, ptr %6, i64 8
  store ptr %14, ptr %555, align 8
  %556 = getelementptr inbounds i8, ptr %6, i64 16
  store ptr %34, ptr %556, align 8
  %557 = getelementptr inbounds i8, ptr %6, i64 24
  store ptr %11, ptr %557, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #27, !noalias !99
  store ptr %6, ptr %5, align 8, !tbaa !61, !noalias !99
  %558 = getelementptr inbounds i8, ptr %5, i64 8
  store ptr @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZL14brighten_imageRNS0_5queueER7PicturefEUlRNS0_7handlerEE_E4callEPKvS9_, ptr %558, align 8, !tbaa !63, !noalias !99
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #27, !noalias !102
  invoke void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 8 dereferenceable(9) %3, ptr noundef nonnull align 8 dereferenceable(24) %17)
          to label %559 unwind label %672

559:                                              ; preds = %551
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #27, !noalias !102
  store i32 0, ptr %4, align 4, !tbaa !67, !noalias !102
  %560 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 8 dereferenceable(9) %3)
          to label %561 unwind label %566, !noalias !102

561:                                              ; preds = %559
  %562 = getelementptr inbounds i8, ptr %3, i64 8
  %563 = load i8, ptr %562, align 8, !tbaa !70, !range !73, !noalias !102, !noundef !74
  %564 = trunc nuw i8 %563 to i1
  %565 = xor i1 %564, true
  invoke void @_ZNK4sycl3_V15queue22submit_with_event_implERKNS0_6detail19type_erased_cgfo_tyERKNS2_3_V114SubmissionInfoERKNS2_13code_locationEb(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %16, ptr noundef nonnull align 8 dereferenceable(16) %35, ptr noundef nonnull align 8 dereferenceable(16) %5, ptr noundef nonnull align 4 dereferenceable(4) %4, ptr noundef nonnull align 8 dereferenceable(24) %560, i1 noundef zeroext %565)
          to label %568 unwind label %566

566:                                              ; preds = %561, %559
  %567 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #27, !noalias !102
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %3) #27
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #27, !noalias !102
  br label %674

568:                                              ; preds = %561
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #27, !noalias !102
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %3) #27
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #27, !noalias !102
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #27, !noalias !99
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6)
  %569 = getelementptr inbounds i8, ptr %16, i64 8
  %570 = load ptr, ptr %569, align 8, !tbaa !28
  %571 = icmp eq ptr %570, null
  br i1 %571, label %596, label %572

572:                                              ; preds = %568
  %573 = getelementptr inbounds i8, ptr %570, i64 8
  %574 = load atomic i64, ptr %573 acquire, align 8
  %575 = icmp eq i64 %574, 4294967297
  %576 = trunc i64 %574 to i32
  br i1 %575, label %577, label %585

577:                                              ; preds = %572
  store i32 0, ptr %573, align 8, !tbaa !30
  %578 = getelementptr inbounds i8, ptr %570, i64 12
  store i32 0, ptr %578, align 4, !tbaa !33
  %579 = load ptr, ptr %570, align 8, !tbaa !34
  %580 = getelementptr inbounds i8, ptr %579, i64 16
  %581 = load ptr, ptr %580, align 8
  call void %581(ptr noundef nonnull align 8 dereferenceable(16) %570) #27
  %582 = load ptr, ptr %570, align 8, !tbaa !34
  %583 = getelementptr inbounds i8, ptr %582, i64 24
  %584 = load ptr, ptr %583, align 8
  call void %584(ptr noundef nonnull align 8 dereferenceable(16) %570) #27
  br label %596

585:                                              ; preds = %572
  %586 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %587 = icmp eq i8 %586, 0
  br i1 %587, label %590, label %588

588:                                              ; preds = %585
  %589 = add nsw i32 %576, -1
  store i32 %589, ptr %573, align 4, !tbaa !37
  br label %592

590:                                              ; preds = %585
  %591 = atomicrmw volatile add ptr %573, i32 -1 acq_rel, align 4
  br label %592

592:                                              ; preds = %590, %588
  %593 = phi i32 [ %576, %588 ], [ %591, %590 ]
  %594 = icmp eq i32 %593, 1
  br i1 %594, label %595, label %596, !prof !38

595:                                              ; preds = %592
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %570) #27
  br label %596

596:                                              ; preds = %595, %592, %577, %568
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %17) #27
  %597 = getelementptr inbounds i8, ptr %14, i64 8
  %598 = load ptr, ptr %597, align 8, !tbaa !28
  %599 = icmp eq ptr %598, null
  br i1 %599, label %624, label %600

600:                                              ; preds = %596
  %601 = getelementptr inbounds i8, ptr %598, i64 8
  %602 = load atomic i64, ptr %601 acquire, align 8
  %603 = icmp eq i64 %602, 4294967297
  %604 = trunc i64 %602 to i32
  br i1 %603, label %605, label %613

605:                                              ; preds = %600
  store i32 0, ptr %601, align 8, !tbaa !30
  %606 = getelementptr inbounds i8, ptr %598, i64 12
  store i32 0, ptr %606, align 4, !tbaa !33
  %607 = load ptr, ptr %598, align 8, !tbaa !34
  %608 = getelementptr inbounds i8, ptr %607, i64 16
  %609 = load ptr, ptr %608, align 8
  call void %609(ptr noundef nonnull align 8 dereferenceable(16) %598) #27
  %610 = load ptr, ptr %598, align 8, !tbaa !34
  %611 = getelementptr inbounds i8, ptr %610, i64 24
  %612 = load ptr, ptr %611, align 8
  call void %612(ptr noundef nonnull align 8 dereferenceable(16) %598) #27
  br label %624

613:                                              ; preds = %600
  %614 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %615 = icmp eq i8 %614, 0
  br i1 %615, label %618, label %616

616:                                              ; preds = %613
  %617 = add nsw i32 %604, -1
  store i32 %617, ptr %601, align 4, !tbaa !37
  br label %620

618:                                              ; preds = %613
  %619 = atomicrmw volatile add ptr %601, i32 -1 acq_rel, align 4
  br label %620

620:                                              ; preds = %618, %616
  %621 = phi i32 [ %604, %616 ], [ %619, %618 ]
  %622 = icmp eq i32 %621, 1
  br i1 %622, label %623, label %624, !prof !38

623:                                              ; preds = %620
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %598) #27
  br label %624

624:                                              ; preds = %623, %620, %605, %596
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %14) #27
  %625 = getelementptr inbounds i8, ptr %12, i64 8
  %626 = load ptr, ptr %625, align 8, !tbaa !28
  %627 = icmp eq ptr %626, null
  br i1 %627, label %652, label %628

628:                                              ; preds = %624
  %629 = getelementptr inbounds i8, ptr %626, i64 8
  %630 = load atomic i64, ptr %629 acquire, align 8
  %631 = icmp eq i64 %630, 4294967297
  %632 = trunc i64 %630 to i32
  br i1 %631, label %633, label %641

633:                                              ; preds = %628
  store i32 0, ptr %629, align 8, !tbaa !30
  %634 = getelementptr inbounds i8, ptr %626, i64 12
  store i32 0, ptr %634, align 4, !tbaa !33
  %635 = load ptr, ptr %626, align 8, !tbaa !34
  %636 = getelementptr inbounds i8, ptr %635, i64 16
  %637 = load ptr, ptr %636, align 8
  call void %637(ptr noundef nonnull align 8 dereferenceable(16) %626) #27
  %638 = load ptr, ptr %626, align 8, !tbaa !34
  %639 = getelementptr inbounds i8, ptr %638, i64 24
  %640 = load ptr, ptr %639, align 8
  call void %640(ptr noundef nonnull align 8 dereferenceable(16) %626) #27
  br label %652

641:                                              ; preds = %628
  %642 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %643 = icmp eq i8 %642, 0
  br i1 %643, label %646, label %644

644:                                              ; preds = %641
  %645 = add nsw i32 %632, -1
  store i32 %645, ptr %629, align 4, !tbaa !37
  br label %648

646:                                              ; preds = %641
  %647 = atomicrmw volatile add ptr %629, i32 -1 acq_rel, align 4
  br label %648

648:                                              ; preds = %646, %644
  %649 = phi i32 [ %632, %644 ], [ %647, %646 ]
  %650 = icmp eq i32 %649, 1
  br i1 %650, label %651, label %652, !prof !38

651:                                              ; preds = %648
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %626) #27
  br label %652

652:                                              ; preds = %651, %648, %633, %624
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %12) #27
  %653 = ptrtoint ptr %407 to i64
  %654 = ptrtoint ptr %406 to i64
  %655 = sub i64 %653, %654
  %656 = ashr exact i64 %655, 4
  %657 = icmp eq ptr %407, %406
  br i1 %657, label %694, label %658

658:                                              ; preds = %652
  %659 = call i64 @llvm.umax.i64(i64 %656, i64 1)
  br label %678

660:                                              ; preds = %690
  %661 = add nuw i64 %680, 1
  %662 = icmp uge i64 %661, %656
  %663 = icmp eq i64 %661, %659
  br i1 %663, label %696, label %678, !llvm.loop !105

664:                                              ; preds = %404
  %665 = landingpad { ptr, i32 }
          cleanup
  br label %666

666:                                              ; preds = %664, %429
  %667 = phi { ptr, i32 } [ %665, %664 ], [ %422, %429 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %13) #27
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %13) #27
  br label %700

668:                                              ; preds = %479
  %669 = landingpad { ptr, i32 }
          cleanup
  br label %670

670:                                              ; preds = %668, %501
  %671 = phi { ptr, i32 } [ %669, %668 ], [ %494, %501 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %15) #27
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %15) #27
  br label %676

672:                                              ; preds = %551
  %673 = landingpad { ptr, i32 }
          cleanup
  br label %674

674:                                              ; preds = %672, %566
  %675 = phi { ptr, i32 } [ %673, %672 ], [ %567, %566 ]
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %17) #27
  call void @_ZN4sycl3_V16detail11image_plainD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %14) #27
  br label %676

676:                                              ; preds = %674, %670
  %677 = phi { ptr, i32 } [ %675, %674 ], [ %671, %670 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %14) #27
  call void @_ZN4sycl3_V16detail11image_plainD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %12) #27
  br label %700

678:                                              ; preds = %660, %658
  %679 = phi i1 [ %662, %660 ], [ false, %658 ]
  %680 = phi i64 [ %661, %660 ], [ 0, %658 ]
  %681 = getelementptr inbounds %"class.sycl::_V1::vec", ptr %406, i64 %680
  %682 = load float, ptr %681, align 4, !tbaa !42
  %683 = load ptr, ptr %39, align 16, !tbaa !18
  %684 = getelementptr inbounds %"class.sycl::_V1::vec", ptr %683, i64 %680
  %685 = load float, ptr %684, align 4, !tbaa !42
  %686 = load float, ptr %11, align 4, !tbaa !42
  %687 = fneg float %685
  %688 = call float @llvm.fmuladd.f32(float %687, float %686, float %682)
  %689 = invoke noundef float @_ZN4sycl3_V111__fabs_implEf(float noundef %688)
          to label %690 unwind label %692

690:                                              ; preds = %678
  %691 = fcmp ogt float %689, 0x3EE4F8B580000000
  br i1 %691, label %696, label %660

692:                                              ; preds = %678
  %693 = landingpad { ptr, i32 }
          cleanup
  br label %705

694:                                              ; preds = %652
  %695 = icmp eq ptr %406, null
  br i1 %695, label %710, label %696

696:                                              ; preds = %690, %660, %694
  %697 = phi i1 [ true, %694 ], [ %679, %690 ], [ %662, %660 ]
  %698 = ptrtoint ptr %405 to i64
  %699 = sub i64 %698, %654
  call void @_ZdlPvm(ptr noundef nonnull %406, i64 noundef %699) #29
  br label %710

700:                                              ; preds = %676, %666
  %701 = phi { ptr, i32 } [ %677, %676 ], [ %667, %666 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %12) #27
  %702 = icmp eq ptr %406, null
  br i1 %702, label %762, label %703

703:                                              ; preds = %700
  %704 = ptrtoint ptr %406 to i64
  br label %705

705:                                              ; preds = %703, %692
  %706 = phi i64 [ %704, %703 ], [ %654, %692 ]
  %707 = phi { ptr, i32 } [ %701, %703 ], [ %693, %692 ]
  %708 = ptrtoint ptr %405 to i64
  %709 = sub i64 %708, %706
  call void @_ZdlPvm(ptr noundef nonnull %406, i64 noundef %709) #29
  br label %762

710:                                              ; preds = %696, %694
  %711 = phi i1 [ true, %694 ], [ %697, %696 ]
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %11)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %16)
  %712 = and i1 %379, %711
  br label %719

713:                                              ; preds = %53
  %714 = landingpad { ptr, i32 }
          cleanup
  br label %766

715:                                              ; preds = %390, %394, %162
  %716 = landingpad { ptr, i32 }
          cleanup
  br label %762

717:                                              ; preds = %380, %378
  %718 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %37) #27
  br label %762

719:                                              ; preds = %710, %382
  %720 = phi i1 [ %712, %710 ], [ %379, %382 ]
  %721 = select i1 %720, ptr @.str.1, ptr @.str.2
  %722 = call i32 @puts(ptr nonnull dereferenceable(1) %721)
  %723 = getelementptr inbounds i8, ptr %35, i64 8
  %724 = load ptr, ptr %723, align 8, !tbaa !28
  %725 = icmp eq ptr %724, null
  br i1 %725, label %750, label %726

726:                                              ; preds = %719
  %727 = getelementptr inbounds i8, ptr %724, i64 8
  %728 = load atomic i64, ptr %727 acquire, align 8
  %729 = icmp eq i64 %728, 4294967297
  %730 = trunc i64 %728 to i32
  br i1 %729, label %731, label %739

731:                                              ; preds = %726
  store i32 0, ptr %727, align 8, !tbaa !30
  %732 = getelementptr inbounds i8, ptr %724, i64 12
  store i32 0, ptr %732, align 4, !tbaa !33
  %733 = load ptr, ptr %724, align 8, !tbaa !34
  %734 = getelementptr inbounds i8, ptr %733, i64 16
  %735 = load ptr, ptr %734, align 8
  call void %735(ptr noundef nonnull align 8 dereferenceable(16) %724) #27
  %736 = load ptr, ptr %724, align 8, !tbaa !34
  %737 = getelementptr inbounds i8, ptr %736, i64 24
  %738 = load ptr, ptr %737, align 8
  call void %738(ptr noundef nonnull align 8 dereferenceable(16) %724) #27
  br label %750

739:                                              ; preds = %726
  %740 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %741 = icmp eq i8 %740, 0
  br i1 %741, label %744, label %742

742:                                              ; preds = %739
  %743 = add nsw i32 %730, -1
  store i32 %743, ptr %727, align 4, !tbaa !37
  br label %746

744:                                              ; preds = %739
  %745 = atomicrmw volatile add ptr %727, i32 -1 acq_rel, align 4
  br label %746

746:                                              ; preds = %744, %742
  %747 = phi i32 [ %730, %742 ], [ %745, %744 ]
  %748 = icmp eq i32 %747, 1
  br i1 %748, label %749, label %750, !prof !38

749:                                              ; preds = %746
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %724) #27
  br label %750

750:                                              ; preds = %719, %731, %746, %749
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %35) #27
  %751 = load ptr, ptr %39, align 16, !tbaa !18
  %752 = icmp eq ptr %751, null
  br i1 %752, label %759, label %753

753:                                              ; preds = %750
  %754 = getelementptr inbounds i8, ptr %34, i64 32
  %755 = load ptr, ptr %754, align 16, !tbaa !106
  %756 = ptrtoint ptr %755 to i64
  %757 = ptrtoint ptr %751 to i64
  %758 = sub i64 %756, %757
  call void @_ZdlPvm(ptr noundef nonnull %751, i64 noundef %758) #29
  br label %759

759:                                              ; preds = %750, %753
  %760 = xor i1 %720, true
  %761 = zext i1 %760 to i32
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %34) #27
  ret i32 %761

762:                                              ; preds = %376, %700, %705, %715, %717
  %763 = phi { ptr, i32 } [ %718, %717 ], [ %377, %376 ], [ %716, %715 ], [ %701, %700 ], [ %707, %705 ]
  call void @_ZN4sycl3_V15queueD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %35) #27
  br label %764

764:                                              ; preds = %762, %102
  %765 = phi { ptr, i32 } [ %763, %762 ], [ %94, %102 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %35) #27
  br label %766

766:                                              ; preds = %764, %713
  %767 = phi { ptr, i32 } [ %765, %764 ], [ %714, %713 ]
  %768 = load ptr, ptr %39, align 16, !tbaa !18
  %769 = icmp eq ptr %768, null
  br i1 %769, label %776, label %770

770:                                              ; preds = %766
  %771 = getelementptr inbounds i8, ptr %34, i64 32
  %772 = load ptr, ptr %771, align 16, !tbaa !106
  %773 = ptrtoint ptr %772 to i64
  %774 = ptrtoint ptr %768 to i64
  %775 = sub i64 %773, %774
  call void @_ZdlPvm(ptr noundef nonnull %768, i64 noundef %775) #29
  br label %776

776:                                              ; preds = %766, %770
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %34) #27
  resume { ptr, i32 } %767
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtoul(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #2

declare i32 @__gxx_personality_v0(...)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare void @_ZNK4sycl3_V15queue10get_deviceEv(ptr dead_on_unwind writable sret(%"class.sycl::_V1::device") align 8, ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #3

declare noundef zeroext i1 @_ZNK4sycl3_V16device3hasENS0_6aspectE(ptr noundef nonnull align 8 dereferenceable(8), i32 noundef) local_unnamed_addr #3

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
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
  %15 = load ptr, ptr %3, align 8, !tbaa !34
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
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
  %13 = load ptr, ptr %12, align 8, !tbaa !106
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
  br i1 %29, label %30, label %26, !llvm.loop !76

30:                                               ; preds = %26, %21
  %31 = phi ptr [ %22, %21 ], [ %25, %26 ]
  store ptr %31, ptr %5, align 8, !tbaa !17
  br label %60

32:                                               ; preds = %4
  %33 = icmp ult i64 %18, %1
  br i1 %33, label %34, label %35

34:                                               ; preds = %32
  tail call void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.3) #31
  unreachable

35:                                               ; preds = %32
  %36 = tail call i64 @llvm.umax.i64(i64 %11, i64 %1)
  %37 = add nuw nsw i64 %36, %11
  %38 = tail call i64 @llvm.umin.i64(i64 %37, i64 576460752303423487)
  %39 = shl nuw nsw i64 %38, 4
  %40 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %39) #30
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
  br i1 %49, label %50, label %46, !llvm.loop !76

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
  tail call void @_ZdlPvm(ptr noundef nonnull %7, i64 noundef %56) #29
  br label %57

57:                                               ; preds = %53, %55
  store ptr %40, ptr %0, align 8, !tbaa !18
  %58 = getelementptr inbounds %"class.sycl::_V1::vec", ptr %41, i64 %1
  store ptr %58, ptr %5, align 8, !tbaa !17
  %59 = getelementptr inbounds %"class.sycl::_V1::vec", ptr %40, i64 %38
  store ptr %59, ptr %12, align 8, !tbaa !106
  br label %60

60:                                               ; preds = %30, %57, %2
  ret void
}

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) local_unnamed_addr #7 comdat {
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #27
  tail call void @_ZSt9terminatev() #28
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

declare noundef i32 @_ZN4sycl3_V118default_selector_vERKNS0_6deviceE(ptr noundef nonnull align 8 dereferenceable(8)) #3

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
  call void @_ZSt9terminatev() #28
  unreachable

9:                                                ; preds = %1, %46
  %10 = phi ptr [ %47, %46 ], [ %4, %1 ]
  %11 = load ptr, ptr %10, align 8, !tbaa !107
  %12 = icmp eq ptr %11, null
  br i1 %12, label %46, label %13

13:                                               ; preds = %9
  store ptr %11, ptr %2, align 8, !tbaa !107
  call void @_ZNSt15__exception_ptr13exception_ptr9_M_addrefEv(ptr noundef nonnull align 8 dereferenceable(8) %2) #27
  invoke void @_ZSt17rethrow_exceptionNSt15__exception_ptr13exception_ptrE(ptr noundef nonnull %2) #31
          to label %14 unwind label %15

14:                                               ; preds = %13
  unreachable

15:                                               ; preds = %13
  %16 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt9exception
  %17 = extractvalue { ptr, i32 } %16, 1
  %18 = load ptr, ptr %2, align 8, !tbaa !107
  %19 = icmp eq ptr %18, null
  br i1 %19, label %21, label %20

20:                                               ; preds = %15
  call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %2) #27
  br label %21

21:                                               ; preds = %15, %20
  %22 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #27
  %23 = icmp eq i32 %17, %22
  br i1 %23, label %24, label %51

24:                                               ; preds = %21
  %25 = extractvalue { ptr, i32 } %16, 0
  %26 = call ptr @__cxa_begin_catch(ptr %25) #27
  %27 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef nonnull @.str.5, i64 noundef 2)
          to label %28 unwind label %49

28:                                               ; preds = %24
  %29 = load ptr, ptr %26, align 8, !tbaa !34
  %30 = getelementptr inbounds i8, ptr %29, i64 16
  %31 = load ptr, ptr %30, align 8
  %32 = call noundef ptr %31(ptr noundef nonnull align 8 dereferenceable(8) %26) #27
  %33 = icmp eq ptr %32, null
  br i1 %33, label %34, label %42

34:                                               ; preds = %28
  %35 = load ptr, ptr @_ZSt4cerr, align 8, !tbaa !34
  %36 = getelementptr i8, ptr %35, i64 -24
  %37 = load i64, ptr %36, align 8
  %38 = getelementptr inbounds i8, ptr @_ZSt4cerr, i64 %37
  %39 = getelementptr inbounds i8, ptr %38, i64 32
  %40 = load i32, ptr %39, align 8, !tbaa !109
  %41 = or i32 %40, 1
  invoke void @_ZNSt9basic_iosIcSt11char_traitsIcEE5clearESt12_Ios_Iostate(ptr noundef nonnull align 8 dereferenceable(264) %38, i32 noundef %41)
          to label %45 unwind label %49

42:                                               ; preds = %28
  %43 = call noundef i64 @strlen(ptr noundef nonnull dereferenceable(1) %32) #27
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
  call void @__clang_call_terminate(ptr %55) #28
  unreachable
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V15queueC2IFiRKNS0_6deviceEEvEERKT_RKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull %1, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(32) %3) unnamed_addr #6 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.sycl::_V1::device", align 8
  %6 = alloca %"class.std::function.48", align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #27
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #27
  %7 = getelementptr inbounds i8, ptr %6, i64 16
  %8 = getelementptr inbounds i8, ptr %6, i64 24
  %9 = getelementptr inbounds i8, ptr %6, i64 8
  store i64 0, ptr %9, align 8
  store ptr %1, ptr %6, align 8, !tbaa !16
  store ptr @_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E9_M_invokeERKSt9_Any_dataS4_, ptr %8, align 8, !tbaa !115
  store ptr @_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E10_M_managerERSt9_Any_dataRKS8_St18_Manager_operation, ptr %7, align 8, !tbaa !24
  invoke void @_ZN4sycl3_V16detail13select_deviceERKSt8functionIFiRKNS0_6deviceEEE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::device") align 8 %5, ptr noundef nonnull align 8 dereferenceable(32) %6)
          to label %10 unwind label %20

10:                                               ; preds = %4
  invoke void @_ZN4sycl3_V15queueC2ERKNS0_6deviceERKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(8) %5, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(32) %3)
          to label %11 unwind label %20

11:                                               ; preds = %10
  %12 = load ptr, ptr %7, align 8, !tbaa !24
  %13 = icmp eq ptr %12, null
  br i1 %13, label %19, label %14

14:                                               ; preds = %11
  %15 = invoke noundef zeroext i1 %12(ptr noundef nonnull align 8 dereferenceable(16) %6, ptr noundef nonnull align 8 dereferenceable(16) %6, i32 noundef 3)
          to label %19 unwind label %16

16:                                               ; preds = %14
  %17 = landingpad { ptr, i32 }
          catch ptr null
  %18 = extractvalue { ptr, i32 } %17, 0
  call void @__clang_call_terminate(ptr %18) #28
  unreachable

19:                                               ; preds = %11, %14
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #27
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #27
  ret void

20:                                               ; preds = %10, %4
  %21 = landingpad { ptr, i32 }
          cleanup
  %22 = load ptr, ptr %7, align 8, !tbaa !24
  %23 = icmp eq ptr %22, null
  br i1 %23, label %29, label %24

24:                                               ; preds = %20
  %25 = invoke noundef zeroext i1 %22(ptr noundef nonnull align 8 dereferenceable(16) %6, ptr noundef nonnull align 8 dereferenceable(16) %6, i32 noundef 3)
          to label %29 unwind label %26

26:                                               ; preds = %24
  %27 = landingpad { ptr, i32 }
          catch ptr null
  %28 = extractvalue { ptr, i32 } %27, 0
  call void @__clang_call_terminate(ptr %28) #28
  unreachable

29:                                               ; preds = %20, %24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #27
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #27
  resume { ptr, i32 } %21
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
  %8 = load ptr, ptr %7, align 8, !tbaa !117
  store ptr %8, ptr %6, align 16, !tbaa !117
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %1, i8 0, i64 24, i1 false)
  invoke void %4(ptr noundef nonnull %3)
          to label %9 unwind label %32

9:                                                ; preds = %2
  %10 = getelementptr inbounds i8, ptr %3, i64 8
  %11 = load ptr, ptr %3, align 16, !tbaa !119
  %12 = load ptr, ptr %10, align 8, !tbaa !120
  %13 = icmp eq ptr %11, %12
  br i1 %13, label %24, label %14

14:                                               ; preds = %9, %19
  %15 = phi ptr [ %20, %19 ], [ %11, %9 ]
  %16 = load ptr, ptr %15, align 8, !tbaa !107
  %17 = icmp eq ptr %16, null
  br i1 %17, label %19, label %18

18:                                               ; preds = %14
  call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %15) #27
  br label %19

19:                                               ; preds = %18, %14
  %20 = getelementptr inbounds i8, ptr %15, i64 8
  %21 = icmp eq ptr %20, %12
  br i1 %21, label %22, label %14, !llvm.loop !121

22:                                               ; preds = %19
  %23 = load ptr, ptr %3, align 16, !tbaa !119
  br label %24

24:                                               ; preds = %22, %9
  %25 = phi ptr [ %23, %22 ], [ %11, %9 ]
  %26 = icmp eq ptr %25, null
  br i1 %26, label %34, label %27

27:                                               ; preds = %24
  %28 = load ptr, ptr %6, align 16, !tbaa !117
  %29 = ptrtoint ptr %28 to i64
  %30 = ptrtoint ptr %25 to i64
  %31 = sub i64 %29, %30
  call void @_ZdlPvm(ptr noundef nonnull %25, i64 noundef %31) #29
  br label %34

32:                                               ; preds = %2
  %33 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V114exception_listD2Ev(ptr noundef nonnull align 8 dereferenceable(24) %3) #27
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
  %2 = load ptr, ptr %0, align 8, !tbaa !119
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !120
  %5 = icmp eq ptr %2, %4
  br i1 %5, label %16, label %6

6:                                                ; preds = %1, %11
  %7 = phi ptr [ %12, %11 ], [ %2, %1 ]
  %8 = load ptr, ptr %7, align 8, !tbaa !107
  %9 = icmp eq ptr %8, null
  br i1 %9, label %11, label %10

10:                                               ; preds = %6
  tail call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %7) #27
  br label %11

11:                                               ; preds = %10, %6
  %12 = getelementptr inbounds i8, ptr %7, i64 8
  %13 = icmp eq ptr %12, %4
  br i1 %13, label %14, label %6, !llvm.loop !121

14:                                               ; preds = %11
  %15 = load ptr, ptr %0, align 8, !tbaa !119
  br label %16

16:                                               ; preds = %14, %1
  %17 = phi ptr [ %15, %14 ], [ %2, %1 ]
  %18 = icmp eq ptr %17, null
  br i1 %18, label %25, label %19

19:                                               ; preds = %16
  %20 = getelementptr inbounds i8, ptr %0, i64 16
  %21 = load ptr, ptr %20, align 8, !tbaa !117
  %22 = ptrtoint ptr %21 to i64
  %23 = ptrtoint ptr %17 to i64
  %24 = sub i64 %22, %23
  tail call void @_ZdlPvm(ptr noundef nonnull %17, i64 noundef %24) #29
  br label %25

25:                                               ; preds = %16, %19
  ret void
}

declare void @_ZN4sycl3_V16detail13select_deviceERKSt8functionIFiRKNS0_6deviceEEE(ptr dead_on_unwind writable sret(%"class.sycl::_V1::device") align 8, ptr noundef nonnull align 8 dereferenceable(32)) local_unnamed_addr #3

declare void @_ZN4sycl3_V15queueC2ERKNS0_6deviceERKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(8), ptr noundef nonnull align 8 dereferenceable(32), ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #3

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef i32 @_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E9_M_invokeERKSt9_Any_dataS4_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(8) %1) #6 comdat align 2 {
  %3 = load ptr, ptr %0, align 8, !tbaa !16
  %4 = tail call noundef i32 %3(ptr noundef nonnull align 8 dereferenceable(8) %1)
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
  tail call void %4(ptr noundef nonnull align 8 dereferenceable(16) %0) #27
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
  tail call void %19(ptr noundef nonnull align 8 dereferenceable(16) %0) #27
  br label %20

20:                                               ; preds = %13, %16
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16bufferINS0_3vecIfLi4EEELi1ENS0_6detail17aligned_allocatorIS3_EEvEC2IS3_EEPKNSt9enable_ifIXaasr3stdE9is_same_vIS3_T_EntL_ZSt10is_const_vIS3_EEES3_E4typeERKNS0_5rangeILi1EEERKNS0_13property_listENS4_13code_locationE(ptr noundef nonnull align 8 dereferenceable(33) %0, ptr noundef %1, ptr noundef nonnull align 8 dereferenceable(8) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #6 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.std::unique_ptr", align 8
  %7 = alloca %"struct.std::array.80", align 8
  %8 = load i64, ptr %2, align 8, !tbaa !41
  %9 = shl i64 %8, 4
  %10 = tail call noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #30, !noalias !122
  store ptr getelementptr inbounds inrange(-16, 56) (i8, ptr @_ZTVN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorINS0_3vecIfLi4EEEEES5_EE, i64 16), ptr %10, align 8, !tbaa !34, !noalias !122
  %11 = getelementptr inbounds i8, ptr %10, i64 8
  store i64 128, ptr %11, align 8, !tbaa !125, !noalias !122
  %12 = getelementptr inbounds i8, ptr %10, i64 16
  store i64 16, ptr %12, align 8, !tbaa !127, !noalias !122
  store ptr %10, ptr %6, align 8, !tbaa !88
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
  call void %19(ptr noundef nonnull align 8 dereferenceable(8) %14) #27
  br label %20

20:                                               ; preds = %13, %16
  store ptr null, ptr %6, align 8, !tbaa !16
  %21 = getelementptr inbounds i8, ptr %0, i64 16
  %22 = load i64, ptr %2, align 8
  store i64 %22, ptr %21, align 8
  %23 = getelementptr inbounds i8, ptr %0, i64 24
  store i64 0, ptr %23, align 8, !tbaa !129
  %24 = getelementptr inbounds i8, ptr %0, i64 32
  store i8 0, ptr %24, align 8, !tbaa !136
  %25 = load ptr, ptr %0, align 8, !tbaa !137
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7) #27
  store i64 %22, ptr %7, align 8, !tbaa !41, !alias.scope !138
  %26 = getelementptr inbounds i8, ptr %7, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %26, i8 0, i64 16, i1 false), !alias.scope !138
  invoke void @_ZN4sycl3_V16detail12buffer_plain23constructorNotificationERKNS1_13code_locationEPvPKvS8_jjPm(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(24) %4, ptr noundef %25, ptr noundef %1, ptr noundef nonnull @_ZTSN4sycl3_V13vecIfLi4EEE, i32 noundef 1, i32 noundef 16, ptr noundef nonnull %7)
          to label %27 unwind label %36

27:                                               ; preds = %20
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #27
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
  call void %35(ptr noundef nonnull align 8 dereferenceable(8) %30) #27
  br label %38

36:                                               ; preds = %20
  %37 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #27
  call void @_ZN4sycl3_V16detail12buffer_plainD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #27
  br label %38

38:                                               ; preds = %28, %32, %36
  %39 = phi { ptr, i32 } [ %37, %36 ], [ %29, %32 ], [ %29, %28 ]
  resume { ptr, i32 } %39
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi1EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(33) %0, ptr noundef %1, ptr noundef nonnull align 8 dereferenceable(8) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #6 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.std::unique_ptr", align 8
  %7 = alloca %"struct.std::array.80", align 8
  %8 = load i64, ptr %2, align 8, !tbaa !41
  %9 = shl i64 %8, 2
  %10 = tail call noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #30, !noalias !141
  store ptr getelementptr inbounds inrange(-16, 56) (i8, ptr @_ZTVN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE, i64 16), ptr %10, align 8, !tbaa !34, !noalias !141
  %11 = getelementptr inbounds i8, ptr %10, i64 8
  store i64 128, ptr %11, align 8, !tbaa !144, !noalias !141
  %12 = getelementptr inbounds i8, ptr %10, i64 16
  store i64 4, ptr %12, align 8, !tbaa !146, !noalias !141
  store ptr %10, ptr %6, align 8, !tbaa !88
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
  call void %19(ptr noundef nonnull align 8 dereferenceable(8) %14) #27
  br label %20

20:                                               ; preds = %13, %16
  store ptr null, ptr %6, align 8, !tbaa !16
  %21 = getelementptr inbounds i8, ptr %0, i64 16
  %22 = load i64, ptr %2, align 8
  store i64 %22, ptr %21, align 8
  %23 = getelementptr inbounds i8, ptr %0, i64 24
  store i64 0, ptr %23, align 8, !tbaa !148
  %24 = getelementptr inbounds i8, ptr %0, i64 32
  store i8 0, ptr %24, align 8, !tbaa !150
  %25 = load ptr, ptr %0, align 8, !tbaa !137
  %26 = load ptr, ptr getelementptr inbounds (i8, ptr @_ZTIf, i64 8), align 8, !tbaa !151
  %27 = load i8, ptr %26, align 1, !tbaa !36
  %28 = icmp eq i8 %27, 42
  %29 = zext i1 %28 to i64
  %30 = getelementptr inbounds i8, ptr %26, i64 %29
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7) #27
  store i64 %22, ptr %7, align 8, !tbaa !41, !alias.scope !153
  %31 = getelementptr inbounds i8, ptr %7, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %31, i8 0, i64 16, i1 false), !alias.scope !153
  invoke void @_ZN4sycl3_V16detail12buffer_plain23constructorNotificationERKNS1_13code_locationEPvPKvS8_jjPm(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(24) %4, ptr noundef %25, ptr noundef %1, ptr noundef nonnull %30, i32 noundef 1, i32 noundef 4, ptr noundef nonnull %7)
          to label %32 unwind label %41

32:                                               ; preds = %20
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #27
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
  call void %40(ptr noundef nonnull align 8 dereferenceable(8) %35) #27
  br label %43

41:                                               ; preds = %20
  %42 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #27
  call void @_ZN4sycl3_V16detail12buffer_plainD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #27
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
  %6 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #27
  %7 = icmp eq i32 %5, %6
  br i1 %7, label %8, label %54

8:                                                ; preds = %2
  %9 = tail call ptr @__cxa_begin_catch(ptr %4) #27
  %10 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef nonnull @.str.23, i64 noundef 20)
          to label %11 unwind label %51

11:                                               ; preds = %8
  %12 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef nonnull @.str.24, i64 noundef 1)
          to label %13 unwind label %51

13:                                               ; preds = %11
  %14 = load ptr, ptr %9, align 8, !tbaa !34
  %15 = getelementptr inbounds i8, ptr %14, i64 16
  %16 = load ptr, ptr %15, align 8
  %17 = tail call noundef ptr %16(ptr noundef nonnull align 8 dereferenceable(8) %9) #27
  %18 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZStlsISt11char_traitsIcEERSt13basic_ostreamIcT_ES5_PKc(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef %17)
          to label %19 unwind label %51

19:                                               ; preds = %13
  %20 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt4endlIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_(ptr noundef nonnull align 8 dereferenceable(8) %18)
          to label %21 unwind label %51

21:                                               ; preds = %19
  tail call void @__assert_fail(ptr noundef nonnull @.str.25, ptr noundef nonnull @.str.26, i32 noundef 489, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev) #28
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
  tail call void %35(ptr noundef nonnull align 8 dereferenceable(16) %24) #27
  %36 = load ptr, ptr %24, align 8, !tbaa !34
  %37 = getelementptr inbounds i8, ptr %36, i64 24
  %38 = load ptr, ptr %37, align 8
  tail call void %38(ptr noundef nonnull align 8 dereferenceable(16) %24) #27
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %24) #27
  br label %50

50:                                               ; preds = %22, %31, %46, %49
  ret void

51:                                               ; preds = %19, %11, %8, %13
  %52 = landingpad { ptr, i32 }
          catch ptr null
  %53 = extractvalue { ptr, i32 } %52, 0
  tail call void @__clang_call_terminate(ptr %53) #28
  unreachable

54:                                               ; preds = %2
  tail call void @__clang_call_terminate(ptr %4) #28
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
  %6 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #27
  %7 = icmp eq i32 %5, %6
  br i1 %7, label %8, label %54

8:                                                ; preds = %2
  %9 = tail call ptr @__cxa_begin_catch(ptr %4) #27
  %10 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef nonnull @.str.23, i64 noundef 20)
          to label %11 unwind label %51

11:                                               ; preds = %8
  %12 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef nonnull @.str.24, i64 noundef 1)
          to label %13 unwind label %51

13:                                               ; preds = %11
  %14 = load ptr, ptr %9, align 8, !tbaa !34
  %15 = getelementptr inbounds i8, ptr %14, i64 16
  %16 = load ptr, ptr %15, align 8
  %17 = tail call noundef ptr %16(ptr noundef nonnull align 8 dereferenceable(8) %9) #27
  %18 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZStlsISt11char_traitsIcEERSt13basic_ostreamIcT_ES5_PKc(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef %17)
          to label %19 unwind label %51

19:                                               ; preds = %13
  %20 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt4endlIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_(ptr noundef nonnull align 8 dereferenceable(8) %18)
          to label %21 unwind label %51

21:                                               ; preds = %19
  tail call void @__assert_fail(ptr noundef nonnull @.str.25, ptr noundef nonnull @.str.26, i32 noundef 489, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16bufferINS0_3vecIfLi4EEELi1ENS0_6detail17aligned_allocatorIS3_EEvED2Ev) #28
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
  tail call void %35(ptr noundef nonnull align 8 dereferenceable(16) %24) #27
  %36 = load ptr, ptr %24, align 8, !tbaa !34
  %37 = getelementptr inbounds i8, ptr %36, i64 24
  %38 = load ptr, ptr %37, align 8
  tail call void %38(ptr noundef nonnull align 8 dereferenceable(16) %24) #27
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %24) #27
  br label %50

50:                                               ; preds = %22, %31, %46, %49
  ret void

51:                                               ; preds = %19, %11, %8, %13
  %52 = landingpad { ptr, i32 }
          catch ptr null
  %53 = extractvalue { ptr, i32 } %52, 0
  tail call void @__clang_call_terminate(ptr %53) #28
  unreachable

54:                                               ; preds = %2
  tail call void @__clang_call_terminate(ptr %4) #28
  unreachable
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #18

declare void @_ZN4sycl3_V16detail12buffer_plainC2EPKvmmRKNS0_13property_listESt10unique_ptrINS1_19SYCLMemObjAllocatorESt14default_deleteIS9_EE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef, i64 noundef, i64 noundef, ptr noundef nonnull align 8 dereferenceable(32), ptr noundef) unnamed_addr #3

declare void @_ZN4sycl3_V16detail12buffer_plain23constructorNotificationERKNS1_13code_locationEPvPKvS8_jjPm(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(24), ptr noundef, ptr noundef, ptr noundef, i32 noundef, i32 noundef, ptr noundef) local_unnamed_addr #3

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
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
  %15 = load ptr, ptr %3, align 8, !tbaa !34
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
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
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 24) #29
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorINS0_3vecIfLi4EEEEES5_E8allocateEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) unnamed_addr #6 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = shl i64 %1, 4
  %5 = add i64 %4, -1
  %6 = load i64, ptr %3, align 8, !tbaa !125
  %7 = add i64 %6, -1
  %8 = or i64 %7, %5
  %9 = add i64 %8, 1
  %10 = icmp ult i64 %9, %1
  br i1 %10, label %11, label %13

11:                                               ; preds = %2
  %12 = tail call ptr @__cxa_allocate_exception(i64 8) #27
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt9bad_alloc, i64 16), ptr %12, align 8, !tbaa !34
  tail call void @__cxa_throw(ptr nonnull %12, ptr nonnull @_ZTISt9bad_alloc, ptr nonnull @_ZNSt9bad_allocD1Ev) #31
  unreachable

13:                                               ; preds = %2
  %14 = tail call noundef ptr @_ZN4sycl3_V16detail6OSUtil12alignedAllocEmm(i64 noundef %6, i64 noundef %9)
  %15 = icmp eq ptr %14, null
  br i1 %15, label %16, label %18

16:                                               ; preds = %13
  %17 = tail call ptr @__cxa_allocate_exception(i64 8) #27
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt9bad_alloc, i64 16), ptr %17, align 8, !tbaa !34
  tail call void @__cxa_throw(ptr nonnull %17, ptr nonnull @_ZTISt9bad_alloc, ptr nonnull @_ZNSt9bad_allocD1Ev) #31
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
  %3 = load i64, ptr %2, align 8, !tbaa !127
  ret i64 %3
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorINS0_3vecIfLi4EEEEES5_E12setAlignmentEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) unnamed_addr #6 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = tail call i64 @llvm.umax.i64(i64 %1, i64 64)
  store i64 %4, ptr %3, align 8, !tbaa !125
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

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %0, i32 %1, ptr %2, ptr noundef %3) unnamed_addr #6 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.std::shared_ptr.86", align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %5, i8 0, i64 16, i1 false)
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codeSt10shared_ptrINS0_7contextEEPKc(ptr noundef nonnull align 8 dereferenceable(64) %0, i32 %1, ptr %2, ptr noundef nonnull %5, ptr noundef %3)
          to label %6 unwind label %35

6:                                                ; preds = %4
  %7 = getelementptr inbounds i8, ptr %5, i64 8
  %8 = load ptr, ptr %7, align 8, !tbaa !28
  %9 = icmp eq ptr %8, null
  br i1 %9, label %34, label %10

10:                                               ; preds = %6
  %11 = getelementptr inbounds i8, ptr %8, i64 8
  %12 = load atomic i64, ptr %11 acquire, align 8
  %13 = icmp eq i64 %12, 4294967297
  %14 = trunc i64 %12 to i32
  br i1 %13, label %15, label %23

15:                                               ; preds = %10
  store i32 0, ptr %11, align 8, !tbaa !30
  %16 = getelementptr inbounds i8, ptr %8, i64 12
  store i32 0, ptr %16, align 4, !tbaa !33
  %17 = load ptr, ptr %8, align 8, !tbaa !34
  %18 = getelementptr inbounds i8, ptr %17, i64 16
  %19 = load ptr, ptr %18, align 8
  call void %19(ptr noundef nonnull align 8 dereferenceable(16) %8) #27
  %20 = load ptr, ptr %8, align 8, !tbaa !34
  %21 = getelementptr inbounds i8, ptr %20, i64 24
  %22 = load ptr, ptr %21, align 8
  call void %22(ptr noundef nonnull align 8 dereferenceable(16) %8) #27
  br label %34

23:                                               ; preds = %10
  %24 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %25 = icmp eq i8 %24, 0
  br i1 %25, label %28, label %26

26:                                               ; preds = %23
  %27 = add nsw i32 %14, -1
  store i32 %27, ptr %11, align 4, !tbaa !37
  br label %30

28:                                               ; preds = %23
  %29 = atomicrmw volatile add ptr %11, i32 -1 acq_rel, align 4
  br label %30

30:                                               ; preds = %28, %26
  %31 = phi i32 [ %14, %26 ], [ %29, %28 ]
  %32 = icmp eq i32 %31, 1
  br i1 %32, label %33, label %34, !prof !38

33:                                               ; preds = %30
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %8) #27
  br label %34

34:                                               ; preds = %6, %15, %30, %33
  ret void

35:                                               ; preds = %4
  %36 = landingpad { ptr, i32 }
          cleanup
  call void @_ZNSt12__shared_ptrIN4sycl3_V17contextELN9__gnu_cxx12_Lock_policyE2EED2Ev(ptr noundef nonnull align 8 dereferenceable(16) %5) #27
  resume { ptr, i32 } %36
}

declare void @__cxa_free_exception(ptr) local_unnamed_addr

; Function Attrs: nounwind
declare void @_ZN4sycl3_V19exceptionD1Ev(ptr noundef nonnull align 8 dereferenceable(64)) unnamed_addr #15

declare void @_ZN4sycl3_V19exceptionC1ESt10error_codeSt10shared_ptrINS0_7contextEEPKc(ptr noundef nonnull align 8 dereferenceable(64), i32, ptr, ptr noundef, ptr noundef) unnamed_addr #3

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt12__shared_ptrIN4sycl3_V17contextELN9__gnu_cxx12_Lock_policyE2EED2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #17 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
  %15 = load ptr, ptr %3, align 8, !tbaa !34
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

declare void @_ZN4sycl3_V16detail12buffer_plainC2EPvmmRKNS0_13property_listESt10unique_ptrINS1_19SYCLMemObjAllocatorESt14default_deleteIS8_EE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef, i64 noundef, i64 noundef, ptr noundef nonnull align 8 dereferenceable(32), ptr noundef) unnamed_addr #3

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE16getAllocatorImplEv(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #17 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfED0Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #17 comdat align 2 {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 24) #29
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE8allocateEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) unnamed_addr #6 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = shl i64 %1, 2
  %5 = add i64 %4, -1
  %6 = load i64, ptr %3, align 8, !tbaa !144
  %7 = add i64 %6, -1
  %8 = or i64 %7, %5
  %9 = add i64 %8, 1
  %10 = icmp ult i64 %9, %1
  br i1 %10, label %11, label %13

11:                                               ; preds = %2
  %12 = tail call ptr @__cxa_allocate_exception(i64 8) #27
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt9bad_alloc, i64 16), ptr %12, align 8, !tbaa !34
  tail call void @__cxa_throw(ptr nonnull %12, ptr nonnull @_ZTISt9bad_alloc, ptr nonnull @_ZNSt9bad_allocD1Ev) #31
  unreachable

13:                                               ; preds = %2
  %14 = tail call noundef ptr @_ZN4sycl3_V16detail6OSUtil12alignedAllocEmm(i64 noundef %6, i64 noundef %9)
  %15 = icmp eq ptr %14, null
  br i1 %15, label %16, label %18

16:                                               ; preds = %13
  %17 = tail call ptr @__cxa_allocate_exception(i64 8) #27
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt9bad_alloc, i64 16), ptr %17, align 8, !tbaa !34
  tail call void @__cxa_throw(ptr nonnull %17, ptr nonnull @_ZTISt9bad_alloc, ptr nonnull @_ZNSt9bad_allocD1Ev) #31
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
  %3 = load i64, ptr %2, align 8, !tbaa !146
  ret i64 %3
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE12setAlignmentEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) unnamed_addr #6 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = tail call i64 @llvm.umax.i64(i64 %1, i64 64)
  store i64 %4, ptr %3, align 8, !tbaa !144
  ret void
}

declare void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 8 dereferenceable(9), ptr noundef nonnull align 8 dereferenceable(24)) unnamed_addr #3

declare void @_ZNK4sycl3_V15queue22submit_with_event_implERKNS0_6detail19type_erased_cgfo_tyERKNS2_3_V114SubmissionInfoERKNS2_13code_locationEb(ptr dead_on_unwind writable sret(%"class.sycl::_V1::event") align 8, ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 4 dereferenceable(4), ptr noundef nonnull align 8 dereferenceable(24), i1 noundef zeroext) local_unnamed_addr #3

declare noundef nonnull align 8 dereferenceable(24) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 8 dereferenceable(9)) local_unnamed_addr #3

; Function Attrs: nounwind
declare void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9)) unnamed_addr #15

; Function Attrs: mustprogress uwtable
define internal void @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZL4lumaRNS0_5queueERK7PictureEUlRNS0_7handlerEE_E4callEPKvSA_(ptr nocapture noundef readonly %0, ptr noundef nonnull align 8 dereferenceable(176) %1) #6 align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.sycl::_V1::range", align 8
  %4 = alloca %"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view", align 8
  %5 = alloca %"struct.sycl::_V1::detail::compile_time_kernel_info_v1::CompileTimeKernelInfoTy", align 8
  %6 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %7 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %8 = alloca %"class.sycl::_V1::accessor", align 8
  %9 = alloca %"class.sycl::_V1::property_list", align 8
  %10 = alloca %"class.sycl::_V1::accessor.139", align 8
  %11 = alloca %"class.sycl::_V1::property_list", align 8
  %12 = alloca %class.anon.143, align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #27
  %13 = load ptr, ptr %0, align 8, !tbaa !156
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #27
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %9, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7)
  store ptr @.str.6, ptr %7, align 8
  %14 = getelementptr inbounds i8, ptr %7, i64 8
  store ptr @.str.10, ptr %14, align 8
  %15 = getelementptr inbounds i8, ptr %7, i64 16
  store i32 56, ptr %15, align 8
  %16 = getelementptr inbounds i8, ptr %7, i64 20
  store i32 22, ptr %16, align 4
  invoke void @_ZN4sycl3_V18accessorINS0_3vecIfLi4EEELi1ELNS0_6access4modeE1024ELNS4_6targetE2014ELNS4_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IS3_Li1ENS0_6detail17aligned_allocatorIS3_EEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSE_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %8, ptr noundef nonnull align 8 dereferenceable(33) %13, ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull align 8 dereferenceable(32) %9, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %7)
          to label %17 unwind label %337

17:                                               ; preds = %2
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7)
  %18 = getelementptr inbounds i8, ptr %9, i64 8
  %19 = load ptr, ptr %18, align 8, !tbaa !25
  %20 = getelementptr inbounds i8, ptr %9, i64 16
  %21 = load ptr, ptr %20, align 8, !tbaa !27
  %22 = icmp eq ptr %19, %21
  br i1 %22, label %57, label %23

23:                                               ; preds = %17, %52
  %24 = phi ptr [ %53, %52 ], [ %19, %17 ]
  %25 = getelementptr inbounds i8, ptr %24, i64 8
  %26 = load ptr, ptr %25, align 8, !tbaa !28
  %27 = icmp eq ptr %26, null
  br i1 %27, label %52, label %28

28:                                               ; preds = %23
  %29 = getelementptr inbounds i8, ptr %26, i64 8
  %30 = load atomic i64, ptr %29 acquire, align 8
  %31 = icmp eq i64 %30, 4294967297
  %32 = trunc i64 %30 to i32
  br i1 %31, label %33, label %41

33:                                               ; preds = %28
  store i32 0, ptr %29, align 8, !tbaa !30
  %34 = getelementptr inbounds i8, ptr %26, i64 12
  store i32 0, ptr %34, align 4, !tbaa !33
  %35 = load ptr, ptr %26, align 8, !tbaa !34
  %36 = getelementptr inbounds i8, ptr %35, i64 16
  %37 = load ptr, ptr %36, align 8
  call void %37(ptr noundef nonnull align 8 dereferenceable(16) %26) #27
  %38 = load ptr, ptr %26, align 8, !tbaa !34
  %39 = getelementptr inbounds i8, ptr %38, i64 24
  %40 = load ptr, ptr %39, align 8
  call void %40(ptr noundef nonnull align 8 dereferenceable(16) %26) #27
  br label %52

41:                                               ; preds = %28
  %42 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %43 = icmp eq i8 %42, 0
  br i1 %43, label %46, label %44

44:                                               ; preds = %41
  %45 = add nsw i32 %32, -1
  store i32 %45, ptr %29, align 4, !tbaa !37
  br label %48

46:                                               ; preds = %41
  %47 = atomicrmw volatile add ptr %29, i32 -1 acq_rel, align 4
  br label %48

48:                                               ; preds = %46, %44
  %49 = phi i32 [ %32, %44 ], [ %47, %46 ]
  %50 = icmp eq i32 %49, 1
  br i1 %50, label %51, label %52, !prof !38

51:                                               ; preds = %48
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %26) #27
  br label %52

52:                                               ; preds = %51, %48, %33, %23
  %53 = getelementptr inbounds i8, ptr %24, i64 16
  %54 = icmp eq ptr %53, %21
  br i1 %54, label %55, label %23, !llvm.loop !39

55:                                               ; preds = %52
  %56 = load ptr, ptr %18, align 8, !tbaa !25
  br label %57

57:                                               ; preds = %55, %17
  %58 = phi ptr [ %56, %55 ], [ %19, %17 ]
  %59 = icmp eq ptr %58, null
  br i1 %59, label %66, label %60

60:                                               ; preds = %57
  %61 = getelementptr inbounds i8, ptr %9, i64 24
  %62 = load ptr, ptr %61, align 8, !tbaa !40
  %63 = ptrtoint ptr %62 to i64
  %64 = ptrtoint ptr %58 to i64
  %65 = sub i64 %63, %64
  call void @_ZdlPvm(ptr noundef nonnull %58, i64 noundef %65) #29
  br label %66

66:                                               ; preds = %60, %57
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #27
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #27
  %67 = getelementptr inbounds i8, ptr %0, i64 8
  %68 = load ptr, ptr %67, align 8, !tbaa !158
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %11) #27
  %69 = getelementptr inbounds i8, ptr %11, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %69, i8 0, i64 24, i1 false)
  store i64 16, ptr %11, align 8, !tbaa !41
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6)
  store ptr @.str.6, ptr %6, align 8
  %70 = getelementptr inbounds i8, ptr %6, i64 8
  store ptr @.str.10, ptr %70, align 8
  %71 = getelementptr inbounds i8, ptr %6, i64 16
  store i32 57, ptr %71, align 8
  %72 = getelementptr inbounds i8, ptr %6, i64 20
  store i32 22, ptr %72, align 4
  invoke void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %10, ptr noundef nonnull align 8 dereferenceable(33) %68, ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull align 8 dereferenceable(32) %11, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %6)
          to label %73 unwind label %339

73:                                               ; preds = %66
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6)
  %74 = load ptr, ptr %69, align 8, !tbaa !25
  %75 = getelementptr inbounds i8, ptr %11, i64 16
  %76 = load ptr, ptr %75, align 8, !tbaa !27
  %77 = icmp eq ptr %74, %76
  br i1 %77, label %112, label %78

78:                                               ; preds = %73, %107
  %79 = phi ptr [ %108, %107 ], [ %74, %73 ]
  %80 = getelementptr inbounds i8, ptr %79, i64 8
  %81 = load ptr, ptr %80, align 8, !tbaa !28
  %82 = icmp eq ptr %81, null
  br i1 %82, label %107, label %83

83:                                               ; preds = %78
  %84 = getelementptr inbounds i8, ptr %81, i64 8
  %85 = load atomic i64, ptr %84 acquire, align 8
  %86 = icmp eq i64 %85, 4294967297
  %87 = trunc i64 %85 to i32
  br i1 %86, label %88, label %96

88:                                               ; preds = %83
  store i32 0, ptr %84, align 8, !tbaa !30
  %89 = getelementptr inbounds i8, ptr %81, i64 12
  store i32 0, ptr %89, align 4, !tbaa !33
  %90 = load ptr, ptr %81, align 8, !tbaa !34
  %91 = getelementptr inbounds i8, ptr %90, i64 16
  %92 = load ptr, ptr %91, align 8
  call void %92(ptr noundef nonnull align 8 dereferenceable(16) %81) #27
  %93 = load ptr, ptr %81, align 8, !tbaa !34
  %94 = getelementptr inbounds i8, ptr %93, i64 24
  %95 = load ptr, ptr %94, align 8
  call void %95(ptr noundef nonnull align 8 dereferenceable(16) %81) #27
  br label %107

96:                                               ; preds = %83
  %97 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %98 = icmp eq i8 %97, 0
  br i1 %98, label %101, label %99

99:                                               ; preds = %96
  %100 = add nsw i32 %87, -1
  store i32 %100, ptr %84, align 4, !tbaa !37
  br label %103

101:                                              ; preds = %96
  %102 = atomicrmw volatile add ptr %84, i32 -1 acq_rel, align 4
  br label %103

103:                                              ; preds = %101, %99
  %104 = phi i32 [ %87, %99 ], [ %102, %101 ]
  %105 = icmp eq i32 %104, 1
  br i1 %105, label %106, label %107, !prof !38

106:                                              ; preds = %103
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %81) #27
  br label %107

107:                                              ; preds = %106, %103, %88, %78
  %108 = getelementptr inbounds i8, ptr %79, i64 16
  %109 = icmp eq ptr %108, %76
  br i1 %109, label %110, label %78, !llvm.loop !39

110:                                              ; preds = %107
  %111 = load ptr, ptr %69, align 8, !tbaa !25
  br label %112

112:                                              ; preds = %110, %73
  %113 = phi ptr [ %111, %110 ], [ %74, %73 ]
  %114 = icmp eq ptr %113, null
  br i1 %114, label %121, label %115

115:                                              ; preds = %112
  %116 = getelementptr inbounds i8, ptr %11, i64 24
  %117 = load ptr, ptr %116, align 8, !tbaa !40
  %118 = ptrtoint ptr %117 to i64
  %119 = ptrtoint ptr %113 to i64
  %120 = sub i64 %118, %119
  call void @_ZdlPvm(ptr noundef nonnull %113, i64 noundef %120) #29
  br label %121

121:                                              ; preds = %115, %112
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #27
  %122 = getelementptr inbounds i8, ptr %0, i64 16
  %123 = load ptr, ptr %122, align 8, !tbaa !159
  %124 = load i64, ptr %123, align 8, !tbaa !41
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %12) #27
  %125 = load ptr, ptr %8, align 8, !tbaa !160
  store ptr %125, ptr %12, align 8, !tbaa !160
  %126 = getelementptr inbounds i8, ptr %12, i64 8
  %127 = getelementptr inbounds i8, ptr %8, i64 8
  %128 = load ptr, ptr %127, align 8, !tbaa !28
  store ptr %128, ptr %126, align 8, !tbaa !28
  %129 = icmp eq ptr %128, null
  br i1 %129, label %139, label %130

130:                                              ; preds = %121
  %131 = getelementptr inbounds i8, ptr %128, i64 8
  %132 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %133 = icmp eq i8 %132, 0
  br i1 %133, label %137, label %134

134:                                              ; preds = %130
  %135 = load i32, ptr %131, align 4, !tbaa !37
  %136 = add nsw i32 %135, 1
  store i32 %136, ptr %131, align 4, !tbaa !37
  br label %139

137:                                              ; preds = %130
  %138 = atomicrmw volatile add ptr %131, i32 1 acq_rel, align 4
  br label %139

139:                                              ; preds = %137, %134, %121
  %140 = getelementptr inbounds i8, ptr %12, i64 16
  %141 = getelementptr inbounds i8, ptr %8, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %140, ptr noundef nonnull align 8 dereferenceable(16) %141, i64 16, i1 false)
  %142 = getelementptr inbounds i8, ptr %12, i64 32
  %143 = load ptr, ptr %10, align 8, !tbaa !160
  store ptr %143, ptr %142, align 8, !tbaa !160
  %144 = getelementptr inbounds i8, ptr %12, i64 40
  %145 = getelementptr inbounds i8, ptr %10, i64 8
  %146 = load ptr, ptr %145, align 8, !tbaa !28
  store ptr %146, ptr %144, align 8, !tbaa !28
  %147 = icmp eq ptr %146, null
  br i1 %147, label %157, label %148

148:                                              ; preds = %139
  %149 = getelementptr inbounds i8, ptr %146, i64 8
  %150 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %151 = icmp eq i8 %150, 0
  br i1 %151, label %155, label %152

152:                                              ; preds = %148
  %153 = load i32, ptr %149, align 4, !tbaa !37
  %154 = add nsw i32 %153, 1
  store i32 %154, ptr %149, align 4, !tbaa !37
  br label %157

155:                                              ; preds = %148
  %156 = atomicrmw volatile add ptr %149, i32 1 acq_rel, align 4
  br label %157

157:                                              ; preds = %155, %152, %139
  %158 = getelementptr inbounds i8, ptr %12, i64 48
  %159 = getelementptr inbounds i8, ptr %10, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %158, ptr noundef nonnull align 8 dereferenceable(16) %159, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 88, ptr nonnull %5) #27
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(88) %5, ptr noundef nonnull align 8 dereferenceable(88) @__const._ZN4sycl3_V17handler19setDeviceKernelInfoI4LumaEEvPv.Info, i64 88, i1 false)
  %160 = invoke noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(176) %1)
          to label %161 unwind label %341

161:                                              ; preds = %157
  %162 = icmp eq i32 %160, 0
  br i1 %162, label %172, label %163

163:                                              ; preds = %161
  %164 = call ptr @__cxa_allocate_exception(i64 64) #27
  %165 = call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #27
  %166 = extractvalue { i32, ptr } %165, 0
  %167 = extractvalue { i32, ptr } %165, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %164, i32 %166, ptr %167, ptr noundef nonnull @.str.19)
          to label %168 unwind label %170

168:                                              ; preds = %163
  invoke void @__cxa_throw(ptr nonnull %164, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #31
          to label %169 unwind label %341

169:                                              ; preds = %168
  unreachable

170:                                              ; preds = %163
  %171 = landingpad { ptr, i32 }
          cleanup
  call void @__cxa_free_exception(ptr %164) #27
  br label %343

172:                                              ; preds = %161
  invoke void @_ZNK4sycl3_V17handler28throwOnKernelParameterMisuseERKNS0_6detail27compile_time_kernel_info_v123CompileTimeKernelInfoTyE(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull align 8 dereferenceable(81) %5)
          to label %173 unwind label %341

173:                                              ; preds = %172
  %174 = load ptr, ptr %5, align 8, !tbaa !16
  %175 = getelementptr inbounds i8, ptr %5, i64 8
  %176 = load i64, ptr %175, align 8, !tbaa !41
  invoke void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr %174, i64 %176)
          to label %177 unwind label %341

177:                                              ; preds = %173
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4)
  store i64 %124, ptr %3, align 8
  store ptr %3, ptr %4, align 8, !tbaa !162
  %178 = getelementptr inbounds i8, ptr %4, i64 8
  %179 = getelementptr inbounds i8, ptr %4, i64 24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %178, i8 0, i64 16, i1 false)
  store i64 1, ptr %179, align 8, !tbaa !164
  invoke void @_ZN4sycl3_V17handler20setNDRangeDescriptorENS0_6detail16nd_range_view_v113nd_range_viewEb(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull byval(%"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view") align 8 %4, i1 noundef zeroext false)
          to label %180 unwind label %341

180:                                              ; preds = %177
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4)
  %181 = getelementptr inbounds i8, ptr %1, i64 144
  %182 = invoke noalias noundef nonnull dereferenceable(72) ptr @_Znwm(i64 noundef 72) #30
          to label %183 unwind label %341

183:                                              ; preds = %180
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZL4lumaRNS0_5queueERK7PictureENKUlRNS0_7handlerEE_clES9_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %182, align 8, !tbaa !34
  %184 = getelementptr inbounds i8, ptr %182, i64 8
  %185 = load ptr, ptr %12, align 8, !tbaa !160
  store ptr %185, ptr %184, align 8, !tbaa !160
  %186 = getelementptr inbounds i8, ptr %182, i64 16
  %187 = load ptr, ptr %126, align 8, !tbaa !28
  store ptr %187, ptr %186, align 8, !tbaa !28
  %188 = icmp eq ptr %187, null
  br i1 %188, label %198, label %189

189:                                              ; preds = %183
  %190 = getelementptr inbounds i8, ptr %187, i64 8
  %191 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %192 = icmp eq i8 %191, 0
  br i1 %192, label %196, label %193

193:                                              ; preds = %189
  %194 = load i32, ptr %190, align 4, !tbaa !37
  %195 = add nsw i32 %194, 1
  store i32 %195, ptr %190, align 4, !tbaa !37
  br label %198

196:                                              ; preds = %189
  %197 = atomicrmw volatile add ptr %190, i32 1 acq_rel, align 4
  br label %198

198:                                              ; preds = %196, %193, %183
  %199 = getelementptr inbounds i8, ptr %182, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %199, ptr noundef nonnull readonly align 8 dereferenceable(16) %140, i64 16, i1 false)
  %200 = getelementptr inbounds i8, ptr %182, i64 40
  %201 = load ptr, ptr %142, align 8, !tbaa !160
  store ptr %201, ptr %200, align 8, !tbaa !160
  %202 = getelementptr inbounds i8, ptr %182, i64 48
  %203 = load ptr, ptr %144, align 8, !tbaa !28
  store ptr %203, ptr %202, align 8, !tbaa !28
  %204 = icmp eq ptr %203, null
  br i1 %204, label %214, label %205

205:                                              ; preds = %198
  %206 = getelementptr inbounds i8, ptr %203, i64 8
  %207 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %208 = icmp eq i8 %207, 0
  br i1 %208, label %212, label %209

209:                                              ; preds = %205
  %210 = load i32, ptr %206, align 4, !tbaa !37
  %211 = add nsw i32 %210, 1
  store i32 %211, ptr %206, align 4, !tbaa !37
  br label %214

212:                                              ; preds = %205
  %213 = atomicrmw volatile add ptr %206, i32 1 acq_rel, align 4
  br label %214

214:                                              ; preds = %212, %209, %198
  %215 = getelementptr inbounds i8, ptr %182, i64 56
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %215, ptr noundef nonnull readonly align 8 dereferenceable(16) %158, i64 16, i1 false)
  %216 = load ptr, ptr %181, align 8, !tbaa !16
  store ptr %182, ptr %181, align 8, !tbaa !16
  %217 = icmp eq ptr %216, null
  br i1 %217, label %222, label %218

218:                                              ; preds = %214
  %219 = load ptr, ptr %216, align 8, !tbaa !34
  %220 = getelementptr inbounds i8, ptr %219, i64 16
  %221 = load ptr, ptr %220, align 8
  call void %221(ptr noundef nonnull align 8 dereferenceable(8) %216) #27
  br label %222

222:                                              ; preds = %218, %214
  invoke void @_ZN4sycl3_V17handler23instantiateKernelOnHostEPv(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull @_ZN4sycl3_V16detail16runKernelWithArgINS0_4itemILi1ELb1EEEZZL4lumaRNS0_5queueERK7PictureENKUlRNS0_7handlerEE_clESB_EUlNS0_2idILi1EEEE_Lb0EEEvT0_T_RKSt17integral_constantIbXT1_EE)
          to label %223 unwind label %341

223:                                              ; preds = %222
  %224 = load ptr, ptr %181, align 8, !tbaa !16
  %225 = load ptr, ptr %224, align 8, !tbaa !34
  %226 = load ptr, ptr %225, align 8
  %227 = invoke noundef ptr %226(ptr noundef nonnull align 8 dereferenceable(8) %224)
          to label %228 unwind label %341

228:                                              ; preds = %223
  invoke void @_ZN4sycl3_V17handler19setDeviceKernelInfoI4LumaEEvPv(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef %227)
          to label %229 unwind label %341

229:                                              ; preds = %228
  call void @llvm.lifetime.end.p0(i64 88, ptr nonnull %5) #27
  %230 = load ptr, ptr %144, align 8, !tbaa !28
  %231 = icmp eq ptr %230, null
  br i1 %231, label %256, label %232

232:                                              ; preds = %229
  %233 = getelementptr inbounds i8, ptr %230, i64 8
  %234 = load atomic i64, ptr %233 acquire, align 8
  %235 = icmp eq i64 %234, 4294967297
  %236 = trunc i64 %234 to i32
  br i1 %235, label %237, label %245

237:                                              ; preds = %232
  store i32 0, ptr %233, align 8, !tbaa !30
  %238 = getelementptr inbounds i8, ptr %230, i64 12
  store i32 0, ptr %238, align 4, !tbaa !33
  %239 = load ptr, ptr %230, align 8, !tbaa !34
  %240 = getelementptr inbounds i8, ptr %239, i64 16
  %241 = load ptr, ptr %240, align 8
  call void %241(ptr noundef nonnull align 8 dereferenceable(16) %230) #27
  %242 = load ptr, ptr %230, align 8, !tbaa !34
  %243 = getelementptr inbounds i8, ptr %242, i64 24
  %244 = load ptr, ptr %243, align 8
  call void %244(ptr noundef nonnull align 8 dereferenceable(16) %230) #27
  br label %256

245:                                              ; preds = %232
  %246 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %247 = icmp eq i8 %246, 0
  br i1 %247, label %250, label %248

248:                                              ; preds = %245
  %249 = add nsw i32 %236, -1
  store i32 %249, ptr %233, align 4, !tbaa !37
  br label %252

250:                                              ; preds = %245
  %251 = atomicrmw volatile add ptr %233, i32 -1 acq_rel, align 4
  br label %252

252:                                              ; preds = %250, %248
  %253 = phi i32 [ %236, %248 ], [ %251, %250 ]
  %254 = icmp eq i32 %253, 1
  br i1 %254, label %255, label %256, !prof !38

255:                                              ; preds = %252
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %230) #27
  br label %256

256:                                              ; preds = %255, %252, %237, %229
  %257 = load ptr, ptr %126, align 8, !tbaa !28
  %258 = icmp eq ptr %257, null
  br i1 %258, label %283, label %259

259:                                              ; preds = %256
  %260 = getelementptr inbounds i8, ptr %257, i64 8
  %261 = load atomic i64, ptr %260 acquire, align 8
  %262 = icmp eq i64 %261, 4294967297
  %263 = trunc i64 %261 to i32
  br i1 %262, label %264, label %272

264:                                              ; preds = %259
  store i32 0, ptr %260, align 8, !tbaa !30
  %265 = getelementptr inbounds i8, ptr %257, i64 12
  store i32 0, ptr %265, align 4, !tbaa !33
  %266 = load ptr, ptr %257, align 8, !tbaa !34
  %267 = getelementptr inbounds i8, ptr %266, i64 16
  %268 = load ptr, ptr %267, align 8
  call void %268(ptr noundef nonnull align 8 dereferenceable(16) %257) #27
  %269 = load ptr, ptr %257, align 8, !tbaa !34
  %270 = getelementptr inbounds i8, ptr %269, i64 24
  %271 = load ptr, ptr %270, align 8
  call void %271(ptr noundef nonnull align 8 dereferenceable(16) %257) #27
  br label %283

272:                                              ; preds = %259
  %273 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %274 = icmp eq i8 %273, 0
  br i1 %274, label %277, label %275

275:                                              ; preds = %272
  %276 = add nsw i32 %263, -1
  store i32 %276, ptr %260, align 4, !tbaa !37
  br label %279

277:                                              ; preds = %272
  %278 = atomicrmw volatile add ptr %260, i32 -1 acq_rel, align 4
  br label %279

279:                                              ; preds = %277, %275
  %280 = phi i32 [ %263, %275 ], [ %278, %277 ]
  %281 = icmp eq i32 %280, 1
  br i1 %281, label %282, label %283, !prof !38

282:                                              ; preds = %279
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %257) #27
  br label %283

283:                                              ; preds = %282, %279, %264, %256
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %12) #27
  %284 = load ptr, ptr %145, align 8, !tbaa !28
  %285 = icmp eq ptr %284, null
  br i1 %285, label %310, label %286

286:                                              ; preds = %283
  %287 = getelementptr inbounds i8, ptr %284, i64 8
  %288 = load atomic i64, ptr %287 acquire, align 8
  %289 = icmp eq i64 %288, 4294967297
  %290 = trunc i64 %288 to i32
  br i1 %289, label %291, label %299

291:                                              ; preds = %286
  store i32 0, ptr %287, align 8, !tbaa !30
  %292 = getelementptr inbounds i8, ptr %284, i64 12
  store i32 0, ptr %292, align 4, !tbaa !33
  %293 = load ptr, ptr %284, align 8, !tbaa !34
  %294 = getelementptr inbounds i8, ptr %293, i64 16
  %295 = load ptr, ptr %294, align 8
  call void %295(ptr noundef nonnull align 8 dereferenceable(16) %284) #27
  %296 = load ptr, ptr %284, align 8, !tbaa !34
  %297 = getelementptr inbounds i8, ptr %296, i64 24
  %298 = load ptr, ptr %297, align 8
  call void %298(ptr noundef nonnull align 8 dereferenceable(16) %284) #27
  br label %310

299:                                              ; preds = %286
  %300 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %301 = icmp eq i8 %300, 0
  br i1 %301, label %304, label %302

302:                                              ; preds = %299
  %303 = add nsw i32 %290, -1
  store i32 %303, ptr %287, align 4, !tbaa !37
  br label %306

304:                                              ; preds = %299
  %305 = atomicrmw volatile add ptr %287, i32 -1 acq_rel, align 4
  br label %306

306:                                              ; preds = %304, %302
  %307 = phi i32 [ %290, %302 ], [ %305, %304 ]
  %308 = icmp eq i32 %307, 1
  br i1 %308, label %309, label %310, !prof !38

309:                                              ; preds = %306
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %284) #27
  br label %310

310:                                              ; preds = %309, %306, %291, %283
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #27
  %311 = load ptr, ptr %127, align 8, !tbaa !28
  %312 = icmp eq ptr %311, null
  br i1 %312, label %349, label %313

313:                                              ; preds = %310
  %314 = getelementptr inbounds i8, ptr %311, i64 8
  %315 = load atomic i64, ptr %314 acquire, align 8
  %316 = icmp eq i64 %315, 4294967297
  %317 = trunc i64 %315 to i32
  br i1 %316, label %318, label %326

318:                                              ; preds = %313
  store i32 0, ptr %314, align 8, !tbaa !30
  %319 = getelementptr inbounds i8, ptr %311, i64 12
  store i32 0, ptr %319, align 4, !tbaa !33
  %320 = load ptr, ptr %311, align 8, !tbaa !34
  %321 = getelementptr inbounds i8, ptr %320, i64 16
  %322 = load ptr, ptr %321, align 8
  call void %322(ptr noundef nonnull align 8 dereferenceable(16) %311) #27
  %323 = load ptr, ptr %311, align 8, !tbaa !34
  %324 = getelementptr inbounds i8, ptr %323, i64 24
  %325 = load ptr, ptr %324, align 8
  call void %325(ptr noundef nonnull align 8 dereferenceable(16) %311) #27
  br label %349

326:                                              ; preds = %313
  %327 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %328 = icmp eq i8 %327, 0
  br i1 %328, label %331, label %329

329:                                              ; preds = %326
  %330 = add nsw i32 %317, -1
  store i32 %330, ptr %314, align 4, !tbaa !37
  br label %333

331:                                              ; preds = %326
  %332 = atomicrmw volatile add ptr %314, i32 -1 acq_rel, align 4
  br label %333

333:                                              ; preds = %331, %329
  %334 = phi i32 [ %317, %329 ], [ %332, %331 ]
  %335 = icmp eq i32 %334, 1
  br i1 %335, label %336, label %349, !prof !38

336:                                              ; preds = %333
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %311) #27
  br label %349

337:                                              ; preds = %2
  %338 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %9) #27
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #27
  br label %347

339:                                              ; preds = %66
  %340 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %11) #27
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #27
  br label %345

341:                                              ; preds = %228, %223, %222, %180, %177, %173, %172, %168, %157
  %342 = landingpad { ptr, i32 }
          cleanup
  br label %343

343:                                              ; preds = %341, %170
  %344 = phi { ptr, i32 } [ %342, %341 ], [ %171, %170 ]
  call fastcc void @_ZZZL4lumaRN4sycl3_V15queueERK7PictureENKUlRNS0_7handlerEE_clES7_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(64) %12) #27
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %12) #27
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %10) #27
  br label %345

345:                                              ; preds = %343, %339
  %346 = phi { ptr, i32 } [ %344, %343 ], [ %340, %339 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #27
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %8) #27
  br label %347

347:                                              ; preds = %345, %337
  %348 = phi { ptr, i32 } [ %346, %345 ], [ %338, %337 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #27
  resume { ptr, i32 } %348

349:                                              ; preds = %310, %318, %333, %336
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #27
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
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
  %15 = load ptr, ptr %3, align 8, !tbaa !34
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
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
  tail call void %42(ptr noundef nonnull align 8 dereferenceable(16) %31) #27
  %43 = load ptr, ptr %31, align 8, !tbaa !34
  %44 = getelementptr inbounds i8, ptr %43, i64 24
  %45 = load ptr, ptr %44, align 8
  tail call void %45(ptr noundef nonnull align 8 dereferenceable(16) %31) #27
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #27
  br label %57

57:                                               ; preds = %29, %38, %53, %56
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorINS0_3vecIfLi4EEELi1ELNS0_6access4modeE1024ELNS4_6targetE2014ELNS4_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IS3_Li1ENS0_6detail17aligned_allocatorIS3_EEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSE_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(33) %1, ptr noundef nonnull align 8 dereferenceable(176) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #6 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.sycl::_V1::id", align 8
  %7 = alloca %"class.sycl::_V1::range.145", align 8
  %8 = alloca %"class.sycl::_V1::range.145", align 8
  %9 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %10 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %11 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %6, i8 0, i64 24, i1 false)
  %12 = load i64, ptr %11, align 8
  store i64 %12, ptr %7, align 8, !tbaa !41, !alias.scope !165
  %13 = getelementptr inbounds i8, ptr %7, i64 8
  store i64 1, ptr %13, align 8, !tbaa !41, !alias.scope !165
  %14 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 1, ptr %14, align 8, !tbaa !41, !alias.scope !165
  store i64 %12, ptr %8, align 8, !tbaa !41, !alias.scope !168
  %15 = getelementptr inbounds i8, ptr %8, i64 8
  store i64 1, ptr %15, align 8, !tbaa !41, !alias.scope !168
  %16 = getelementptr inbounds i8, ptr %8, i64 16
  store i64 1, ptr %16, align 8, !tbaa !41, !alias.scope !168
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #27
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
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #31
  unreachable

29:                                               ; preds = %26
  %30 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %24) #30
  br label %31

31:                                               ; preds = %48, %29
  %32 = phi ptr [ %50, %48 ], [ %30, %29 ]
  %33 = phi ptr [ %49, %48 ], [ %21, %29 ]
  %34 = load ptr, ptr %33, align 8, !tbaa !171
  store ptr %34, ptr %32, align 8, !tbaa !171
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
  br i1 %51, label %52, label %31, !llvm.loop !173

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
  %59 = load ptr, ptr %1, align 8, !tbaa !137
  %60 = icmp eq ptr %59, null
  br i1 %60, label %61, label %62

61:                                               ; preds = %52
  tail call void @__assert_fail(ptr noundef nonnull @.str.12, ptr noundef nonnull @.str.13, i32 noundef 29, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_6bufferINS0_3vecIfLi4EEELi1ENS1_17aligned_allocatorIS6_EEvEEEERKDtsrT_4implERKSA_) #28
  unreachable

62:                                               ; preds = %52
  %63 = getelementptr inbounds i8, ptr %1, i64 24
  %64 = load i64, ptr %63, align 8, !tbaa !129
  %65 = getelementptr inbounds i8, ptr %1, i64 32
  %66 = load i8, ptr %65, align 8, !tbaa !136, !range !73, !noundef !74
  %67 = trunc nuw i8 %66 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %6, ptr noundef nonnull byval(%"class.sycl::_V1::range.145") align 8 %7, ptr noundef nonnull byval(%"class.sycl::_V1::range.145") align 8 %8, i32 noundef 1024, ptr noundef nonnull %59, i32 noundef 1, i32 noundef 16, i64 noundef %64, i1 noundef zeroext %67, ptr noundef nonnull align 8 dereferenceable(32) %3)
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
  tail call void %84(ptr noundef nonnull align 8 dereferenceable(16) %73) #27
  %85 = load ptr, ptr %73, align 8, !tbaa !34
  %86 = getelementptr inbounds i8, ptr %85, i64 24
  %87 = load ptr, ptr %86, align 8
  tail call void %87(ptr noundef nonnull align 8 dereferenceable(16) %73) #27
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %73) #27
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
  tail call void @_ZdlPvm(ptr noundef nonnull %105, i64 noundef %111) #29
  br label %112

112:                                              ; preds = %104, %107
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #27
  %113 = getelementptr inbounds i8, ptr %0, i64 16
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %113, i8 0, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #27
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
  invoke void @_ZSt28__throw_bad_array_new_lengthv() #31
          to label %124 unwind label %238

124:                                              ; preds = %123
  unreachable

125:                                              ; preds = %121
  %126 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %119) #30
          to label %127 unwind label %238

127:                                              ; preds = %125, %144
  %128 = phi ptr [ %146, %144 ], [ %126, %125 ]
  %129 = phi ptr [ %145, %144 ], [ %116, %125 ]
  %130 = load ptr, ptr %129, align 8, !tbaa !171
  store ptr %130, ptr %128, align 8, !tbaa !171
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
  br i1 %147, label %148, label %127, !llvm.loop !173

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
  %158 = tail call ptr @__cxa_allocate_exception(i64 64) #27
  %159 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #27
  %160 = extractvalue { i32, ptr } %159, 0
  %161 = extractvalue { i32, ptr } %159, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %158, i32 %160, ptr %161, ptr noundef nonnull @.str.14)
          to label %162 unwind label %164

162:                                              ; preds = %157
  invoke void @__cxa_throw(ptr nonnull %158, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #31
          to label %163 unwind label %240

163:                                              ; preds = %162
  unreachable

164:                                              ; preds = %157
  %165 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %158) #27
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
  tail call void %182(ptr noundef nonnull align 8 dereferenceable(16) %171) #27
  %183 = load ptr, ptr %171, align 8, !tbaa !34
  %184 = getelementptr inbounds i8, ptr %183, i64 24
  %185 = load ptr, ptr %184, align 8
  tail call void %185(ptr noundef nonnull align 8 dereferenceable(16) %171) #27
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %171) #27
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
  tail call void @_ZdlPvm(ptr noundef nonnull %203, i64 noundef %209) #29
  br label %210

210:                                              ; preds = %202, %205
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #27
  invoke void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(176) %2, ptr noundef nonnull %0, i32 noundef 2014)
          to label %211 unwind label %236

211:                                              ; preds = %210
  %212 = invoke noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %213 unwind label %236

213:                                              ; preds = %211
  store ptr %212, ptr %113, align 8, !tbaa !174
  %214 = load ptr, ptr %1, align 8, !tbaa !137
  %215 = icmp eq ptr %214, null
  br i1 %215, label %216, label %217

216:                                              ; preds = %213
  tail call void @__assert_fail(ptr noundef nonnull @.str.12, ptr noundef nonnull @.str.13, i32 noundef 29, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_6bufferINS0_3vecIfLi4EEELi1ENS1_17aligned_allocatorIS6_EEvEEEERKDtsrT_4implERKSA_) #28
  unreachable

217:                                              ; preds = %213
  %218 = load ptr, ptr %0, align 8, !tbaa !160
  invoke void @_ZN4sycl3_V16detail23constructorNotificationEPvS2_NS0_6access6targetENS3_4modeERKNS1_13code_locationE(ptr noundef nonnull %214, ptr noundef %218, i32 noundef 2014, i32 noundef 1024, ptr noundef nonnull align 8 dereferenceable(24) %4)
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
  %228 = call noundef ptr @_ZN4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #27
  %229 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #27
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
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %9) #27
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #27
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
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %10) #27
  br label %244

244:                                              ; preds = %242, %238
  %245 = phi { ptr, i32 } [ %243, %242 ], [ %239, %238 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #27
  br label %246

246:                                              ; preds = %244, %236
  %247 = phi { ptr, i32 } [ %237, %236 ], [ %245, %244 ]
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #27
  br label %248

248:                                              ; preds = %246, %234
  %249 = phi { ptr, i32 } [ %247, %246 ], [ %235, %234 ]
  resume { ptr, i32 } %249
}

declare void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef byval(%"class.sycl::_V1::id") align 8, ptr noundef byval(%"class.sycl::_V1::range.145") align 8, ptr noundef byval(%"class.sycl::_V1::range.145") align 8, i32 noundef, ptr noundef, i32 noundef, i32 noundef, i64 noundef, i1 noundef zeroext, ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #3

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
  tail call void %21(ptr noundef nonnull align 8 dereferenceable(16) %10) #27
  %22 = load ptr, ptr %10, align 8, !tbaa !34
  %23 = getelementptr inbounds i8, ptr %22, i64 24
  %24 = load ptr, ptr %23, align 8
  tail call void %24(ptr noundef nonnull align 8 dereferenceable(16) %10) #27
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %10) #27
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
  tail call void @_ZdlPvm(ptr noundef nonnull %42, i64 noundef %49) #29
  br label %50

50:                                               ; preds = %41, %44
  ret void
}

declare void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(176), ptr noundef, i32 noundef) local_unnamed_addr #3

declare void @_ZN4sycl3_V16detail23constructorNotificationEPvS2_NS0_6access6targetENS3_4modeERKNS1_13code_locationE(ptr noundef, ptr noundef, i32 noundef, i32 noundef, ptr noundef nonnull align 8 dereferenceable(24)) local_unnamed_addr #3

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #19

declare noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #3

declare noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #3

declare noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #3

; Function Attrs: nounwind
declare noundef ptr @_ZN4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #15

; Function Attrs: nounwind
declare noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #15

declare noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #3

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(33) %1, ptr noundef nonnull align 8 dereferenceable(176) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #6 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.sycl::_V1::id", align 8
  %7 = alloca %"class.sycl::_V1::range.145", align 8
  %8 = alloca %"class.sycl::_V1::range.145", align 8
  %9 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %10 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %6, i8 0, i64 24, i1 false)
  %11 = load i64, ptr %10, align 8
  store i64 %11, ptr %7, align 8, !tbaa !41, !alias.scope !178
  %12 = getelementptr inbounds i8, ptr %7, i64 8
  store i64 1, ptr %12, align 8, !tbaa !41, !alias.scope !178
  %13 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 1, ptr %13, align 8, !tbaa !41, !alias.scope !178
  store i64 %11, ptr %8, align 8, !tbaa !41, !alias.scope !181
  %14 = getelementptr inbounds i8, ptr %8, i64 8
  store i64 1, ptr %14, align 8, !tbaa !41, !alias.scope !181
  %15 = getelementptr inbounds i8, ptr %8, i64 16
  store i64 1, ptr %15, align 8, !tbaa !41, !alias.scope !181
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #27
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
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #31
  unreachable

28:                                               ; preds = %25
  %29 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %23) #30
  br label %30

30:                                               ; preds = %47, %28
  %31 = phi ptr [ %49, %47 ], [ %29, %28 ]
  %32 = phi ptr [ %48, %47 ], [ %20, %28 ]
  %33 = load ptr, ptr %32, align 8, !tbaa !171
  store ptr %33, ptr %31, align 8, !tbaa !171
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
  br i1 %50, label %51, label %30, !llvm.loop !173

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
  %58 = load ptr, ptr %1, align 8, !tbaa !137
  %59 = icmp eq ptr %58, null
  br i1 %59, label %60, label %61

60:                                               ; preds = %51
  tail call void @__assert_fail(ptr noundef nonnull @.str.12, ptr noundef nonnull @.str.13, i32 noundef 29, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS8_) #28
  unreachable

61:                                               ; preds = %51
  %62 = and i64 %16, 16
  %63 = icmp eq i64 %62, 0
  %64 = select i1 %63, i32 1025, i32 1027
  %65 = getelementptr inbounds i8, ptr %1, i64 24
  %66 = load i64, ptr %65, align 8, !tbaa !148
  %67 = getelementptr inbounds i8, ptr %1, i64 32
  %68 = load i8, ptr %67, align 8, !tbaa !150, !range !73, !noundef !74
  %69 = trunc nuw i8 %68 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %6, ptr noundef nonnull byval(%"class.sycl::_V1::range.145") align 8 %7, ptr noundef nonnull byval(%"class.sycl::_V1::range.145") align 8 %8, i32 noundef %64, ptr noundef nonnull %58, i32 noundef 1, i32 noundef 4, i64 noundef %66, i1 noundef zeroext %69, ptr noundef nonnull align 8 dereferenceable(32) %3)
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
  tail call void %86(ptr noundef nonnull align 8 dereferenceable(16) %75) #27
  %87 = load ptr, ptr %75, align 8, !tbaa !34
  %88 = getelementptr inbounds i8, ptr %87, i64 24
  %89 = load ptr, ptr %88, align 8
  tail call void %89(ptr noundef nonnull align 8 dereferenceable(16) %75) #27
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %75) #27
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
  tail call void @_ZdlPvm(ptr noundef nonnull %107, i64 noundef %113) #29
  br label %114

114:                                              ; preds = %106, %109
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #27
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
  invoke void @_ZSt28__throw_bad_array_new_lengthv() #31
          to label %125 unwind label %210

125:                                              ; preds = %124
  unreachable

126:                                              ; preds = %122
  %127 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %120) #30
          to label %128 unwind label %210

128:                                              ; preds = %126, %145
  %129 = phi ptr [ %147, %145 ], [ %127, %126 ]
  %130 = phi ptr [ %146, %145 ], [ %117, %126 ]
  %131 = load ptr, ptr %130, align 8, !tbaa !171
  store ptr %131, ptr %129, align 8, !tbaa !171
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
  br i1 %148, label %149, label %128, !llvm.loop !173

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
  tail call void %163(ptr noundef nonnull align 8 dereferenceable(16) %152) #27
  %164 = load ptr, ptr %152, align 8, !tbaa !34
  %165 = getelementptr inbounds i8, ptr %164, i64 24
  %166 = load ptr, ptr %165, align 8
  tail call void %166(ptr noundef nonnull align 8 dereferenceable(16) %152) #27
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %152) #27
  br label %178

178:                                              ; preds = %177, %174, %159, %149
  %179 = getelementptr inbounds i8, ptr %150, i64 16
  %180 = icmp eq ptr %150, %129
  br i1 %180, label %181, label %149, !llvm.loop !39

181:                                              ; preds = %178
  tail call void @_ZdlPvm(ptr noundef nonnull %127, i64 noundef %120) #29
  br label %182

182:                                              ; preds = %114, %181
  invoke void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(176) %2, ptr noundef nonnull %0, i32 noundef 2014)
          to label %183 unwind label %208

183:                                              ; preds = %182
  %184 = invoke noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %185 unwind label %208

185:                                              ; preds = %183
  store ptr %184, ptr %115, align 8, !tbaa !184
  %186 = load ptr, ptr %1, align 8, !tbaa !137
  %187 = icmp eq ptr %186, null
  br i1 %187, label %188, label %189

188:                                              ; preds = %185
  tail call void @__assert_fail(ptr noundef nonnull @.str.12, ptr noundef nonnull @.str.13, i32 noundef 29, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS8_) #28
  unreachable

189:                                              ; preds = %185
  %190 = load ptr, ptr %0, align 8, !tbaa !160
  invoke void @_ZN4sycl3_V16detail23constructorNotificationEPvS2_NS0_6access6targetENS3_4modeERKNS1_13code_locationE(ptr noundef nonnull %186, ptr noundef %190, i32 noundef 2014, i32 noundef 1025, ptr noundef nonnull align 8 dereferenceable(24) %4)
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
  %200 = call noundef ptr @_ZN4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #27
  %201 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #27
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
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %9) #27
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #27
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
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #27
  br label %214

214:                                              ; preds = %212, %206
  %215 = phi { ptr, i32 } [ %213, %212 ], [ %207, %206 ]
  resume { ptr, i32 } %215
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local { i64, i32 } @_ZN4sycl3_V16detail18getKernelParamDescI4LumaEENS1_19kernel_param_desc_tEi(i32 noundef %0) #6 comdat {
  %2 = add i32 %0, 10
  %3 = zext i32 %2 to i64
  %4 = getelementptr inbounds [13 x %"struct.sycl::_V1::detail::kernel_param_desc_t"], ptr @_ZN4sycl3_V16detailL17kernel_signaturesE, i64 0, i64 %3
  %5 = load i64, ptr %4, align 4
  %6 = getelementptr inbounds i8, ptr %4, i64 8
  %7 = load i32, ptr %6, align 4, !tbaa !37
  %8 = insertvalue { i64, i32 } poison, i64 %5, 0
  %9 = insertvalue { i64, i32 } %8, i32 %7, 1
  ret { i64, i32 } %9
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNK4sycl3_V17handler28throwOnKernelParameterMisuseERKNS0_6detail27compile_time_kernel_info_v123CompileTimeKernelInfoTyE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull align 8 dereferenceable(81) %1) local_unnamed_addr #6 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = getelementptr inbounds i8, ptr %1, i64 16
  %4 = load i32, ptr %3, align 8, !tbaa !186
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %13, label %6

6:                                                ; preds = %2
  %7 = getelementptr inbounds i8, ptr %1, i64 72
  br label %14

8:                                                ; preds = %30
  %9 = add nuw nsw i64 %15, 1
  %10 = load i32, ptr %3, align 8, !tbaa !186
  %11 = zext i32 %10 to i64
  %12 = icmp ult i64 %9, %11
  br i1 %12, label %14, label %13, !llvm.loop !189

13:                                               ; preds = %8, %2
  ret void

14:                                               ; preds = %6, %8
  %15 = phi i64 [ 0, %6 ], [ %9, %8 ]
  %16 = load ptr, ptr %7, align 8, !tbaa !190
  %17 = trunc nuw i64 %15 to i32
  %18 = tail call { i64, i32 } %16(i32 noundef %17)
  %19 = extractvalue { i64, i32 } %18, 0
  %20 = and i64 %19, 8796093022207
  %21 = icmp eq i64 %20, 8658654068736
  br i1 %21, label %22, label %30

22:                                               ; preds = %14
  %23 = tail call ptr @__cxa_allocate_exception(i64 64) #27
  %24 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 6) #27
  %25 = extractvalue { i32, ptr } %24, 0
  %26 = extractvalue { i32, ptr } %24, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %23, i32 %25, ptr %26, ptr noundef nonnull @.str.20)
          to label %27 unwind label %28

27:                                               ; preds = %22
  tail call void @__cxa_throw(ptr nonnull %23, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #31
  unreachable

28:                                               ; preds = %22
  %29 = landingpad { ptr, i32 }
          cleanup
  br label %41

30:                                               ; preds = %14
  %31 = and i64 %19, 4294967294
  %32 = icmp eq i64 %31, 6
  br i1 %32, label %33, label %8

33:                                               ; preds = %30
  %34 = tail call ptr @__cxa_allocate_exception(i64 64) #27
  %35 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 6) #27
  %36 = extractvalue { i32, ptr } %35, 0
  %37 = extractvalue { i32, ptr } %35, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %34, i32 %36, ptr %37, ptr noundef nonnull @.str.21)
          to label %38 unwind label %39

38:                                               ; preds = %33
  tail call void @__cxa_throw(ptr nonnull %34, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #31
  unreachable

39:                                               ; preds = %33
  %40 = landingpad { ptr, i32 }
          cleanup
  br label %41

41:                                               ; preds = %39, %28
  %42 = phi ptr [ %34, %39 ], [ %23, %28 ]
  %43 = phi { ptr, i32 } [ %40, %39 ], [ %29, %28 ]
  tail call void @__cxa_free_exception(ptr %42) #27
  resume { ptr, i32 } %43
}

declare void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(176), ptr, i64) local_unnamed_addr #3

declare noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(176)) local_unnamed_addr #3

declare void @_ZN4sycl3_V17handler20setNDRangeDescriptorENS0_6detail16nd_range_view_v113nd_range_viewEb(ptr noundef nonnull align 8 dereferenceable(176), ptr noundef byval(%"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view") align 8, i1 noundef zeroext) local_unnamed_addr #3

declare void @_ZN4sycl3_V17handler23instantiateKernelOnHostEPv(ptr noundef nonnull align 8 dereferenceable(176), ptr noundef) local_unnamed_addr #3

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler19setDeviceKernelInfoI4LumaEEvPv(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef %1) local_unnamed_addr #6 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = getelementptr inbounds i8, ptr %0, i64 64
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(16) @__const._ZN4sycl3_V17handler19setDeviceKernelInfoI4LumaEEvPv.Info, i64 16, i1 false), !tbaa.struct !191
  tail call void @_ZN4sycl3_V17handler13setKernelFuncEPv(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef %1)
  %4 = load atomic i8, ptr @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI4LumaEERNS1_16DeviceKernelInfoEvE4Info acquire, align 8
  %5 = icmp eq i8 %4, 0
  br i1 %5, label %6, label %14, !prof !192

6:                                                ; preds = %2
  %7 = tail call i32 @__cxa_guard_acquire(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI4LumaEERNS1_16DeviceKernelInfoEvE4Info) #27
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %14, label %9

9:                                                ; preds = %6
  %10 = invoke noundef nonnull align 1 ptr @_ZN4sycl3_V16detail19getDeviceKernelInfoERKNS1_27compile_time_kernel_info_v123CompileTimeKernelInfoTyE(ptr noundef nonnull align 8 dereferenceable(81) @_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI4LumaEE)
          to label %11 unwind label %12

11:                                               ; preds = %9
  store ptr %10, ptr @_ZZN4sycl3_V16detail19getDeviceKernelInfoI4LumaEERNS1_16DeviceKernelInfoEvE4Info, align 8, !tbaa !16
  tail call void @__cxa_guard_release(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI4LumaEERNS1_16DeviceKernelInfoEvE4Info) #27
  br label %14

12:                                               ; preds = %9
  %13 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_guard_abort(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI4LumaEERNS1_16DeviceKernelInfoEvE4Info) #27
  resume { ptr, i32 } %13

14:                                               ; preds = %2, %6, %11
  %15 = load ptr, ptr @_ZZN4sycl3_V16detail19getDeviceKernelInfoI4LumaEERNS1_16DeviceKernelInfoEvE4Info, align 8, !tbaa !16
  tail call void @_ZN4sycl3_V17handler22setDeviceKernelInfoPtrEPNS0_6detail16DeviceKernelInfoE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull %15)
  tail call void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(176) %0, i32 noundef 1)
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef nonnull ptr @_ZN4sycl3_V16detail10HostKernelIZZL4lumaRNS0_5queueERK7PictureENKUlRNS0_7handlerEE_clES9_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv(ptr noundef nonnull readnone align 8 dereferenceable(72) %0) unnamed_addr #20 align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZL4lumaRNS0_5queueERK7PictureENKUlRNS0_7handlerEE_clES9_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED2Ev(ptr nocapture noundef nonnull align 8 dereferenceable(72) %0) unnamed_addr #17 align 2 personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZL4lumaRNS0_5queueERK7PictureENKUlRNS0_7handlerEE_clES9_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %0, align 8, !tbaa !34
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
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
  %15 = load ptr, ptr %3, align 8, !tbaa !34
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
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
  tail call void %42(ptr noundef nonnull align 8 dereferenceable(16) %31) #27
  %43 = load ptr, ptr %31, align 8, !tbaa !34
  %44 = getelementptr inbounds i8, ptr %43, i64 24
  %45 = load ptr, ptr %44, align 8
  tail call void %45(ptr noundef nonnull align 8 dereferenceable(16) %31) #27
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #27
  br label %57

57:                                               ; preds = %29, %38, %53, %56
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZL4lumaRNS0_5queueERK7PictureENKUlRNS0_7handlerEE_clES9_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev(ptr noundef nonnull align 8 dereferenceable(72) %0) unnamed_addr #17 align 2 {
  tail call void @_ZN4sycl3_V16detail10HostKernelIZZL4lumaRNS0_5queueERK7PictureENKUlRNS0_7handlerEE_clES9_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED2Ev(ptr noundef nonnull align 8 dereferenceable(72) %0) #27
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 72) #29
  ret void
}

; Function Attrs: mustprogress uwtable
define internal void @_ZN4sycl3_V16detail16runKernelWithArgINS0_4itemILi1ELb1EEEZZL4lumaRNS0_5queueERK7PictureENKUlRNS0_7handlerEE_clESB_EUlNS0_2idILi1EEEE_Lb0EEEvT0_T_RKSt17integral_constantIbXT1_EE(ptr noundef nonnull %0, ptr nocapture noundef readonly byval(%"class.sycl::_V1::item") align 8 %1, ptr nocapture nonnull readnone align 1 %2) #6 personality ptr @__gxx_personality_v0 {
  %4 = getelementptr inbounds i8, ptr %1, i64 8
  %5 = load i64, ptr %4, align 8, !tbaa !41
  %6 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0), !noalias !193
  %7 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %0), !noalias !196
  %8 = load i64, ptr %7, align 8
  %9 = tail call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #27
  %10 = getelementptr %"class.sycl::_V1::vec", ptr %9, i64 %8
  %11 = getelementptr %"class.sycl::_V1::vec", ptr %10, i64 %5
  %12 = load float, ptr %11, align 16
  %13 = getelementptr inbounds i8, ptr %11, i64 4
  %14 = load float, ptr %13, align 4
  %15 = getelementptr inbounds i8, ptr %11, i64 8
  %16 = load float, ptr %15, align 8
  %17 = fmul float %14, 5.000000e-01
  %18 = tail call float @llvm.fmuladd.f32(float %12, float 2.500000e-01, float %17)
  %19 = tail call float @llvm.fmuladd.f32(float %16, float 2.500000e-01, float %18)
  %20 = getelementptr inbounds i8, ptr %0, i64 32
  %21 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %20), !noalias !199
  %22 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %20), !noalias !202
  %23 = load i64, ptr %22, align 8
  %24 = tail call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %20) #27
  %25 = getelementptr float, ptr %24, i64 %23
  %26 = getelementptr float, ptr %25, i64 %5
  store float %19, ptr %26, align 4, !tbaa !42
  ret void
}

declare void @_ZN4sycl3_V17handler13setKernelFuncEPv(ptr noundef nonnull align 8 dereferenceable(176), ptr noundef) local_unnamed_addr #3

declare void @_ZN4sycl3_V17handler22setDeviceKernelInfoPtrEPNS0_6detail16DeviceKernelInfoE(ptr noundef nonnull align 8 dereferenceable(176), ptr noundef) local_unnamed_addr #3

declare void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(176), i32 noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare i32 @__cxa_guard_acquire(ptr) local_unnamed_addr #21

declare noundef nonnull align 1 ptr @_ZN4sycl3_V16detail19getDeviceKernelInfoERKNS1_27compile_time_kernel_info_v123CompileTimeKernelInfoTyE(ptr noundef nonnull align 8 dereferenceable(81)) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare void @__cxa_guard_abort(ptr) local_unnamed_addr #21

; Function Attrs: nofree nounwind
declare void @__cxa_guard_release(ptr) local_unnamed_addr #21

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
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
  %15 = load ptr, ptr %3, align 8, !tbaa !34
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
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
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 24) #29
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIhEEhE8allocateEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) unnamed_addr #6 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = add i64 %1, -1
  %5 = load i64, ptr %3, align 8, !tbaa !83
  %6 = add i64 %5, -1
  %7 = or i64 %6, %4
  %8 = add i64 %7, 1
  %9 = icmp ult i64 %8, %1
  br i1 %9, label %10, label %12

10:                                               ; preds = %2
  %11 = tail call ptr @__cxa_allocate_exception(i64 8) #27
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt9bad_alloc, i64 16), ptr %11, align 8, !tbaa !34
  tail call void @__cxa_throw(ptr nonnull %11, ptr nonnull @_ZTISt9bad_alloc, ptr nonnull @_ZNSt9bad_allocD1Ev) #31
  unreachable

12:                                               ; preds = %2
  %13 = tail call noundef ptr @_ZN4sycl3_V16detail6OSUtil12alignedAllocEmm(i64 noundef %5, i64 noundef %8)
  %14 = icmp eq ptr %13, null
  br i1 %14, label %15, label %17

15:                                               ; preds = %12
  %16 = tail call ptr @__cxa_allocate_exception(i64 8) #27
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt9bad_alloc, i64 16), ptr %16, align 8, !tbaa !34
  tail call void @__cxa_throw(ptr nonnull %16, ptr nonnull @_ZTISt9bad_alloc, ptr nonnull @_ZNSt9bad_allocD1Ev) #31
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
  %3 = load i64, ptr %2, align 8, !tbaa !85
  ret i64 %3
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIhEEhE12setAlignmentEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) unnamed_addr #6 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = tail call i64 @llvm.umax.i64(i64 %1, i64 64)
  store i64 %4, ptr %3, align 8, !tbaa !83
  ret void
}

declare void @_ZN4sycl3_V16detail11image_plainC2EPvNS0_19image_channel_orderENS0_18image_channel_typeERKNS0_5rangeILi3EEESt10unique_ptrINS1_19SYCLMemObjAllocatorESt14default_deleteISB_EEhRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef, i32 noundef, i32 noundef, ptr noundef nonnull align 8 dereferenceable(24), ptr noundef, i8 noundef zeroext, ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #3

; Function Attrs: mustprogress uwtable
define internal void @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZL14brighten_imageRNS0_5queueER7PicturefEUlRNS0_7handlerEE_E4callEPKvS9_(ptr nocapture noundef readonly %0, ptr noundef nonnull align 8 dereferenceable(176) %1) #6 align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.sycl::_V1::range.201", align 8
  %4 = alloca %"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view", align 8
  %5 = alloca %"struct.sycl::_V1::detail::compile_time_kernel_info_v1::CompileTimeKernelInfoTy", align 8
  %6 = alloca %"class.sycl::_V1::accessor.242", align 8
  %7 = alloca %"class.sycl::_V1::accessor.244", align 8
  %8 = alloca %class.anon.247, align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #27
  %9 = load ptr, ptr %0, align 8, !tbaa !205
  %10 = tail call noundef i64 @_ZNK4sycl3_V16detail11image_plain14getElementSizeEv(ptr noundef nonnull align 8 dereferenceable(16) %9), !noalias !207
  %11 = trunc i64 %10 to i32
  call void @_ZN4sycl3_V16detail14image_accessorINS0_3vecIfLi4EEELi2ELNS0_6access4modeE1024ELNS5_6targetE2017ELNS5_11placeholderE0EEC2INS1_17aligned_allocatorIhEELi2EvEERNS0_5imageIXT0_ET_EERNS0_7handlerEi(ptr noundef nonnull align 8 dereferenceable(32) %6, ptr noundef nonnull align 8 dereferenceable(16) %9, ptr noundef nonnull align 8 dereferenceable(176) %1, i32 noundef %11)
  invoke void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull %6, i32 noundef 2017)
          to label %16 unwind label %14

12:                                               ; preds = %269, %14
  %13 = phi { ptr, i32 } [ %15, %14 ], [ %270, %269 ]
  resume { ptr, i32 } %13

14:                                               ; preds = %2
  %15 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %6) #27
  br label %12

16:                                               ; preds = %2
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #27
  %17 = getelementptr inbounds i8, ptr %0, i64 8
  %18 = load ptr, ptr %17, align 8, !tbaa !210
  %19 = invoke noundef i64 @_ZNK4sycl3_V16detail11image_plain14getElementSizeEv(ptr noundef nonnull align 8 dereferenceable(16) %18)
          to label %20 unwind label %263

20:                                               ; preds = %16
  %21 = trunc i64 %19 to i32
  invoke void @_ZN4sycl3_V16detail14image_accessorINS0_3vecIfLi4EEELi2ELNS0_6access4modeE1025ELNS5_6targetE2017ELNS5_11placeholderE0EEC2INS1_17aligned_allocatorIhEELi2EvEERNS0_5imageIXT0_ET_EERNS0_7handlerEi(ptr noundef nonnull align 8 dereferenceable(32) %7, ptr noundef nonnull align 8 dereferenceable(16) %18, ptr noundef nonnull align 8 dereferenceable(176) %1, i32 noundef %21)
          to label %22 unwind label %263

22:                                               ; preds = %20
  invoke void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull %7, i32 noundef 2017)
          to label %25 unwind label %23

23:                                               ; preds = %22
  %24 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %7) #27
  br label %269

25:                                               ; preds = %22
  %26 = getelementptr inbounds i8, ptr %0, i64 16
  %27 = load ptr, ptr %26, align 8, !tbaa !211
  %28 = load i64, ptr %27, align 8, !tbaa !5
  %29 = getelementptr inbounds i8, ptr %27, i64 8
  %30 = load i64, ptr %29, align 8, !tbaa !15
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %8) #27
  %31 = load ptr, ptr %7, align 8, !tbaa !160
  store ptr %31, ptr %8, align 8, !tbaa !160
  %32 = getelementptr inbounds i8, ptr %8, i64 8
  %33 = getelementptr inbounds i8, ptr %7, i64 8
  %34 = load ptr, ptr %33, align 8, !tbaa !28
  store ptr %34, ptr %32, align 8, !tbaa !28
  %35 = icmp eq ptr %34, null
  br i1 %35, label %45, label %36

36:                                               ; preds = %25
  %37 = getelementptr inbounds i8, ptr %34, i64 8
  %38 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %39 = icmp eq i8 %38, 0
  br i1 %39, label %43, label %40

40:                                               ; preds = %36
  %41 = load i32, ptr %37, align 4, !tbaa !37
  %42 = add nsw i32 %41, 1
  store i32 %42, ptr %37, align 4, !tbaa !37
  br label %45

43:                                               ; preds = %36
  %44 = atomicrmw volatile add ptr %37, i32 1 acq_rel, align 4
  br label %45

45:                                               ; preds = %43, %40, %25
  %46 = getelementptr inbounds i8, ptr %8, i64 16
  %47 = getelementptr inbounds i8, ptr %7, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %46, ptr noundef nonnull align 8 dereferenceable(16) %47, i64 16, i1 false)
  %48 = getelementptr inbounds i8, ptr %8, i64 32
  %49 = load ptr, ptr %6, align 8, !tbaa !160
  store ptr %49, ptr %48, align 8, !tbaa !160
  %50 = getelementptr inbounds i8, ptr %8, i64 40
  %51 = getelementptr inbounds i8, ptr %6, i64 8
  %52 = load ptr, ptr %51, align 8, !tbaa !28
  store ptr %52, ptr %50, align 8, !tbaa !28
  %53 = icmp eq ptr %52, null
  br i1 %53, label %63, label %54

54:                                               ; preds = %45
  %55 = getelementptr inbounds i8, ptr %52, i64 8
  %56 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %57 = icmp eq i8 %56, 0
  br i1 %57, label %61, label %58

58:                                               ; preds = %54
  %59 = load i32, ptr %55, align 4, !tbaa !37
  %60 = add nsw i32 %59, 1
  store i32 %60, ptr %55, align 4, !tbaa !37
  br label %63

61:                                               ; preds = %54
  %62 = atomicrmw volatile add ptr %55, i32 1 acq_rel, align 4
  br label %63

63:                                               ; preds = %61, %58, %45
  %64 = getelementptr inbounds i8, ptr %8, i64 48
  %65 = getelementptr inbounds i8, ptr %6, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %64, ptr noundef nonnull align 8 dereferenceable(16) %65, i64 16, i1 false)
  %66 = getelementptr inbounds i8, ptr %8, i64 64
  %67 = getelementptr inbounds i8, ptr %0, i64 24
  %68 = load ptr, ptr %67, align 8, !tbaa !212
  %69 = load float, ptr %68, align 4, !tbaa !42
  store float %69, ptr %66, align 8, !tbaa !213
  call void @llvm.lifetime.start.p0(i64 88, ptr nonnull %5) #27
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(88) %5, ptr noundef nonnull align 8 dereferenceable(88) @__const._ZN4sycl3_V17handler19setDeviceKernelInfoI8BrightenEEvPv.Info, i64 88, i1 false)
  %70 = invoke noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(176) %1)
          to label %71 unwind label %265

71:                                               ; preds = %63
  %72 = icmp eq i32 %70, 0
  br i1 %72, label %80, label %73

73:                                               ; preds = %71
  %74 = call ptr @__cxa_allocate_exception(i64 64) #27
  %75 = call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #27
  %76 = extractvalue { i32, ptr } %75, 0
  %77 = extractvalue { i32, ptr } %75, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %74, i32 %76, ptr %77, ptr noundef nonnull @.str.19)
          to label %91 unwind label %78

78:                                               ; preds = %73
  %79 = landingpad { ptr, i32 }
          cleanup
  call void @__cxa_free_exception(ptr %74) #27
  br label %267

80:                                               ; preds = %71
  invoke void @_ZNK4sycl3_V17handler28throwOnKernelParameterMisuseERKNS0_6detail27compile_time_kernel_info_v123CompileTimeKernelInfoTyE(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull align 8 dereferenceable(81) %5)
          to label %81 unwind label %265

81:                                               ; preds = %80
  %82 = icmp eq i64 %30, 0
  br i1 %82, label %96, label %83

83:                                               ; preds = %81
  %84 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %30, i64 %28)
  %85 = extractvalue { i64, i1 } %84, 1
  br i1 %85, label %86, label %96

86:                                               ; preds = %83
  %87 = call ptr @__cxa_allocate_exception(i64 64) #27
  %88 = call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #27
  %89 = extractvalue { i32, ptr } %88, 0
  %90 = extractvalue { i32, ptr } %88, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %87, i32 %89, ptr %90, ptr noundef nonnull @.str.18)
          to label %91 unwind label %94

91:                                               ; preds = %86, %73
  %92 = phi ptr [ %74, %73 ], [ %87, %86 ]
  invoke void @__cxa_throw(ptr nonnull %92, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #31
          to label %93 unwind label %265

93:                                               ; preds = %91
  unreachable

94:                                               ; preds = %86
  %95 = landingpad { ptr, i32 }
          cleanup
  call void @__cxa_free_exception(ptr %87) #27
  call void @llvm.lifetime.end.p0(i64 88, ptr nonnull %5) #27
  br label %267

96:                                               ; preds = %83, %81
  %97 = load ptr, ptr %5, align 8, !tbaa !16
  %98 = getelementptr inbounds i8, ptr %5, i64 8
  %99 = load i64, ptr %98, align 8, !tbaa !41
  invoke void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr %97, i64 %99)
          to label %100 unwind label %265

100:                                              ; preds = %96
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4)
  store i64 %28, ptr %3, align 8
  %101 = getelementptr inbounds i8, ptr %3, i64 8
  store i64 %30, ptr %101, align 8
  store ptr %3, ptr %4, align 8, !tbaa !162
  %102 = getelementptr inbounds i8, ptr %4, i64 8
  %103 = getelementptr inbounds i8, ptr %4, i64 24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %102, i8 0, i64 16, i1 false)
  store i64 2, ptr %103, align 8, !tbaa !164
  invoke void @_ZN4sycl3_V17handler20setNDRangeDescriptorENS0_6detail16nd_range_view_v113nd_range_viewEb(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull byval(%"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view") align 8 %4, i1 noundef zeroext false)
          to label %104 unwind label %265

104:                                              ; preds = %100
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4)
  %105 = getelementptr inbounds i8, ptr %1, i64 144
  %106 = invoke noalias noundef nonnull dereferenceable(80) ptr @_Znwm(i64 noundef 80) #30
          to label %107 unwind label %265

107:                                              ; preds = %104
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZL14brighten_imageRNS0_5queueER7PicturefENKUlRNS0_7handlerEE_clES8_EUlNS0_4itemILi2ELb1EEEE_SB_Li2EEE, i64 16), ptr %106, align 8, !tbaa !34
  %108 = getelementptr inbounds i8, ptr %106, i64 8
  %109 = load ptr, ptr %8, align 8, !tbaa !160
  store ptr %109, ptr %108, align 8, !tbaa !160
  %110 = getelementptr inbounds i8, ptr %106, i64 16
  %111 = load ptr, ptr %32, align 8, !tbaa !28
  store ptr %111, ptr %110, align 8, !tbaa !28
  %112 = icmp eq ptr %111, null
  br i1 %112, label %122, label %113

113:                                              ; preds = %107
  %114 = getelementptr inbounds i8, ptr %111, i64 8
  %115 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %116 = icmp eq i8 %115, 0
  br i1 %116, label %120, label %117

117:                                              ; preds = %113
  %118 = load i32, ptr %114, align 4, !tbaa !37
  %119 = add nsw i32 %118, 1
  store i32 %119, ptr %114, align 4, !tbaa !37
  br label %122

120:                                              ; preds = %113
  %121 = atomicrmw volatile add ptr %114, i32 1 acq_rel, align 4
  br label %122

122:                                              ; preds = %120, %117, %107
  %123 = getelementptr inbounds i8, ptr %106, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %123, ptr noundef nonnull readonly align 8 dereferenceable(16) %46, i64 16, i1 false)
  %124 = getelementptr inbounds i8, ptr %106, i64 40
  %125 = load ptr, ptr %48, align 8, !tbaa !160
  store ptr %125, ptr %124, align 8, !tbaa !160
  %126 = getelementptr inbounds i8, ptr %106, i64 48
  %127 = load ptr, ptr %50, align 8, !tbaa !28
  store ptr %127, ptr %126, align 8, !tbaa !28
  %128 = icmp eq ptr %127, null
  br i1 %128, label %138, label %129

129:                                              ; preds = %122
  %130 = getelementptr inbounds i8, ptr %127, i64 8
  %131 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %132 = icmp eq i8 %131, 0
  br i1 %132, label %136, label %133

133:                                              ; preds = %129
  %134 = load i32, ptr %130, align 4, !tbaa !37
  %135 = add nsw i32 %134, 1
  store i32 %135, ptr %130, align 4, !tbaa !37
  br label %138

136:                                              ; preds = %129
  %137 = atomicrmw volatile add ptr %130, i32 1 acq_rel, align 4
  br label %138

138:                                              ; preds = %136, %133, %122
  %139 = getelementptr inbounds i8, ptr %106, i64 56
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %139, ptr noundef nonnull readonly align 8 dereferenceable(16) %64, i64 16, i1 false)
  %140 = getelementptr inbounds i8, ptr %106, i64 72
  %141 = load float, ptr %66, align 8, !tbaa !213
  store float %141, ptr %140, align 8, !tbaa !213
  %142 = load ptr, ptr %105, align 8, !tbaa !16
  store ptr %106, ptr %105, align 8, !tbaa !16
  %143 = icmp eq ptr %142, null
  br i1 %143, label %148, label %144

144:                                              ; preds = %138
  %145 = load ptr, ptr %142, align 8, !tbaa !34
  %146 = getelementptr inbounds i8, ptr %145, i64 16
  %147 = load ptr, ptr %146, align 8
  call void %147(ptr noundef nonnull align 8 dereferenceable(8) %142) #27
  br label %148

148:                                              ; preds = %144, %138
  invoke void @_ZN4sycl3_V17handler23instantiateKernelOnHostEPv(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull @_ZN4sycl3_V16detail16runKernelWithArgINS0_4itemILi2ELb1EEEZZL14brighten_imageRNS0_5queueER7PicturefENKUlRNS0_7handlerEE_clESA_EUlS4_E_Lb0EEEvT0_T_RKSt17integral_constantIbXT1_EE)
          to label %149 unwind label %265

149:                                              ; preds = %148
  %150 = load ptr, ptr %105, align 8, !tbaa !16
  %151 = load ptr, ptr %150, align 8, !tbaa !34
  %152 = load ptr, ptr %151, align 8
  %153 = invoke noundef ptr %152(ptr noundef nonnull align 8 dereferenceable(8) %150)
          to label %154 unwind label %265

154:                                              ; preds = %149
  invoke void @_ZN4sycl3_V17handler19setDeviceKernelInfoI8BrightenEEvPv(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef %153)
          to label %155 unwind label %265

155:                                              ; preds = %154
  call void @llvm.lifetime.end.p0(i64 88, ptr nonnull %5) #27
  %156 = load ptr, ptr %50, align 8, !tbaa !28
  %157 = icmp eq ptr %156, null
  br i1 %157, label %182, label %158

158:                                              ; preds = %155
  %159 = getelementptr inbounds i8, ptr %156, i64 8
  %160 = load atomic i64, ptr %159 acquire, align 8
  %161 = icmp eq i64 %160, 4294967297
  %162 = trunc i64 %160 to i32
  br i1 %161, label %163, label %171

163:                                              ; preds = %158
  store i32 0, ptr %159, align 8, !tbaa !30
  %164 = getelementptr inbounds i8, ptr %156, i64 12
  store i32 0, ptr %164, align 4, !tbaa !33
  %165 = load ptr, ptr %156, align 8, !tbaa !34
  %166 = getelementptr inbounds i8, ptr %165, i64 16
  %167 = load ptr, ptr %166, align 8
  call void %167(ptr noundef nonnull align 8 dereferenceable(16) %156) #27
  %168 = load ptr, ptr %156, align 8, !tbaa !34
  %169 = getelementptr inbounds i8, ptr %168, i64 24
  %170 = load ptr, ptr %169, align 8
  call void %170(ptr noundef nonnull align 8 dereferenceable(16) %156) #27
  br label %182

171:                                              ; preds = %158
  %172 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %173 = icmp eq i8 %172, 0
  br i1 %173, label %176, label %174

174:                                              ; preds = %171
  %175 = add nsw i32 %162, -1
  store i32 %175, ptr %159, align 4, !tbaa !37
  br label %178

176:                                              ; preds = %171
  %177 = atomicrmw volatile add ptr %159, i32 -1 acq_rel, align 4
  br label %178

178:                                              ; preds = %176, %174
  %179 = phi i32 [ %162, %174 ], [ %177, %176 ]
  %180 = icmp eq i32 %179, 1
  br i1 %180, label %181, label %182, !prof !38

181:                                              ; preds = %178
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %156) #27
  br label %182

182:                                              ; preds = %181, %178, %163, %155
  %183 = load ptr, ptr %32, align 8, !tbaa !28
  %184 = icmp eq ptr %183, null
  br i1 %184, label %209, label %185

185:                                              ; preds = %182
  %186 = getelementptr inbounds i8, ptr %183, i64 8
  %187 = load atomic i64, ptr %186 acquire, align 8
  %188 = icmp eq i64 %187, 4294967297
  %189 = trunc i64 %187 to i32
  br i1 %188, label %190, label %198

190:                                              ; preds = %185
  store i32 0, ptr %186, align 8, !tbaa !30
  %191 = getelementptr inbounds i8, ptr %183, i64 12
  store i32 0, ptr %191, align 4, !tbaa !33
  %192 = load ptr, ptr %183, align 8, !tbaa !34
  %193 = getelementptr inbounds i8, ptr %192, i64 16
  %194 = load ptr, ptr %193, align 8
  call void %194(ptr noundef nonnull align 8 dereferenceable(16) %183) #27
  %195 = load ptr, ptr %183, align 8, !tbaa !34
  %196 = getelementptr inbounds i8, ptr %195, i64 24
  %197 = load ptr, ptr %196, align 8
  call void %197(ptr noundef nonnull align 8 dereferenceable(16) %183) #27
  br label %209

198:                                              ; preds = %185
  %199 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %200 = icmp eq i8 %199, 0
  br i1 %200, label %203, label %201

201:                                              ; preds = %198
  %202 = add nsw i32 %189, -1
  store i32 %202, ptr %186, align 4, !tbaa !37
  br label %205

203:                                              ; preds = %198
  %204 = atomicrmw volatile add ptr %186, i32 -1 acq_rel, align 4
  br label %205

205:                                              ; preds = %203, %201
  %206 = phi i32 [ %189, %201 ], [ %204, %203 ]
  %207 = icmp eq i32 %206, 1
  br i1 %207, label %208, label %209, !prof !38

208:                                              ; preds = %205
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %183) #27
  br label %209

209:                                              ; preds = %208, %205, %190, %182
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %8) #27
  %210 = load ptr, ptr %33, align 8, !tbaa !28
  %211 = icmp eq ptr %210, null
  br i1 %211, label %236, label %212

212:                                              ; preds = %209
  %213 = getelementptr inbounds i8, ptr %210, i64 8
  %214 = load atomic i64, ptr %213 acquire, align 8
  %215 = icmp eq i64 %214, 4294967297
  %216 = trunc i64 %214 to i32
  br i1 %215, label %217, label %225

217:                                              ; preds = %212
  store i32 0, ptr %213, align 8, !tbaa !30
  %218 = getelementptr inbounds i8, ptr %210, i64 12
  store i32 0, ptr %218, align 4, !tbaa !33
  %219 = load ptr, ptr %210, align 8, !tbaa !34
  %220 = getelementptr inbounds i8, ptr %219, i64 16
  %221 = load ptr, ptr %220, align 8
  call void %221(ptr noundef nonnull align 8 dereferenceable(16) %210) #27
  %222 = load ptr, ptr %210, align 8, !tbaa !34
  %223 = getelementptr inbounds i8, ptr %222, i64 24
  %224 = load ptr, ptr %223, align 8
  call void %224(ptr noundef nonnull align 8 dereferenceable(16) %210) #27
  br label %236

225:                                              ; preds = %212
  %226 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %227 = icmp eq i8 %226, 0
  br i1 %227, label %230, label %228

228:                                              ; preds = %225
  %229 = add nsw i32 %216, -1
  store i32 %229, ptr %213, align 4, !tbaa !37
  br label %232

230:                                              ; preds = %225
  %231 = atomicrmw volatile add ptr %213, i32 -1 acq_rel, align 4
  br label %232

232:                                              ; preds = %230, %228
  %233 = phi i32 [ %216, %228 ], [ %231, %230 ]
  %234 = icmp eq i32 %233, 1
  br i1 %234, label %235, label %236, !prof !38

235:                                              ; preds = %232
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %210) #27
  br label %236

236:                                              ; preds = %235, %232, %217, %209
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #27
  %237 = load ptr, ptr %51, align 8, !tbaa !28
  %238 = icmp eq ptr %237, null
  br i1 %238, label %271, label %239

239:                                              ; preds = %236
  %240 = getelementptr inbounds i8, ptr %237, i64 8
  %241 = load atomic i64, ptr %240 acquire, align 8
  %242 = icmp eq i64 %241, 4294967297
  %243 = trunc i64 %241 to i32
  br i1 %242, label %244, label %252

244:                                              ; preds = %239
  store i32 0, ptr %240, align 8, !tbaa !30
  %245 = getelementptr inbounds i8, ptr %237, i64 12
  store i32 0, ptr %245, align 4, !tbaa !33
  %246 = load ptr, ptr %237, align 8, !tbaa !34
  %247 = getelementptr inbounds i8, ptr %246, i64 16
  %248 = load ptr, ptr %247, align 8
  call void %248(ptr noundef nonnull align 8 dereferenceable(16) %237) #27
  %249 = load ptr, ptr %237, align 8, !tbaa !34
  %250 = getelementptr inbounds i8, ptr %249, i64 24
  %251 = load ptr, ptr %250, align 8
  call void %251(ptr noundef nonnull align 8 dereferenceable(16) %237) #27
  br label %271

252:                                              ; preds = %239
  %253 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %254 = icmp eq i8 %253, 0
  br i1 %254, label %257, label %255

255:                                              ; preds = %252
  %256 = add nsw i32 %243, -1
  store i32 %256, ptr %240, align 4, !tbaa !37
  br label %259

257:                                              ; preds = %252
  %258 = atomicrmw volatile add ptr %240, i32 -1 acq_rel, align 4
  br label %259

259:                                              ; preds = %257, %255
  %260 = phi i32 [ %243, %255 ], [ %258, %257 ]
  %261 = icmp eq i32 %260, 1
  br i1 %261, label %262, label %271, !prof !38

262:                                              ; preds = %259
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %237) #27
  br label %271

263:                                              ; preds = %20, %16
  %264 = landingpad { ptr, i32 }
          cleanup
  br label %269

265:                                              ; preds = %154, %149, %148, %104, %100, %96, %91, %80, %63
  %266 = landingpad { ptr, i32 }
          cleanup
  br label %267

267:                                              ; preds = %265, %94, %78
  %268 = phi { ptr, i32 } [ %266, %265 ], [ %79, %78 ], [ %95, %94 ]
  call fastcc void @_ZZZL14brighten_imageRN4sycl3_V15queueER7PicturefENKUlRNS0_7handlerEE_clES6_ENUlNS0_4itemILi2ELb1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(68) %8) #27
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %8) #27
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %7) #27
  br label %269

269:                                              ; preds = %267, %263, %23
  %270 = phi { ptr, i32 } [ %268, %267 ], [ %264, %263 ], [ %24, %23 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #27
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %6) #27
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #27
  br label %12

271:                                              ; preds = %236, %244, %259, %262
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #27
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
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
  %15 = load ptr, ptr %3, align 8, !tbaa !34
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
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
  tail call void %42(ptr noundef nonnull align 8 dereferenceable(16) %31) #27
  %43 = load ptr, ptr %31, align 8, !tbaa !34
  %44 = getelementptr inbounds i8, ptr %43, i64 24
  %45 = load ptr, ptr %44, align 8
  tail call void %45(ptr noundef nonnull align 8 dereferenceable(16) %31) #27
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #27
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
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
  %15 = load ptr, ptr %3, align 8, !tbaa !34
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail14image_accessorINS0_3vecIfLi4EEELi2ELNS0_6access4modeE1024ELNS5_6targetE2017ELNS5_11placeholderE0EEC2INS1_17aligned_allocatorIhEELi2EvEERNS0_5imageIXT0_ET_EERNS0_7handlerEi(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(176) %2, i32 noundef %3) unnamed_addr #6 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.sycl::_V1::range.145", align 16
  %6 = alloca %"class.sycl::_V1::range.145", align 16
  %7 = alloca %"class.sycl::_V1::id", align 8
  %8 = alloca %"class.sycl::_V1::range.145", align 16
  %9 = alloca %"class.sycl::_V1::range.145", align 16
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
  call void @_ZNK4sycl3_V16detail11image_plain9get_rangeEv(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::range.145") align 8 %6, ptr noundef nonnull align 8 dereferenceable(16) %1)
  %16 = load <2 x i64>, ptr %6, align 16, !tbaa !41
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6)
  store <2 x i64> %16, ptr %8, align 16, !tbaa !41, !alias.scope !221
  %17 = getelementptr inbounds i8, ptr %8, i64 16
  store i64 1, ptr %17, align 16, !tbaa !41, !alias.scope !221
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5)
  call void @_ZNK4sycl3_V16detail11image_plain9get_rangeEv(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::range.145") align 8 %5, ptr noundef nonnull align 8 dereferenceable(16) %1)
  %18 = load <2 x i64>, ptr %5, align 16, !tbaa !41
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5)
  store <2 x i64> %18, ptr %9, align 16, !tbaa !41, !alias.scope !224
  %19 = getelementptr inbounds i8, ptr %9, i64 16
  store i64 1, ptr %19, align 16, !tbaa !41, !alias.scope !224
  %20 = load ptr, ptr %1, align 8, !tbaa !227
  %21 = icmp eq ptr %20, null
  br i1 %21, label %22, label %23

22:                                               ; preds = %4
  call void @__assert_fail(ptr noundef nonnull @.str.12, ptr noundef nonnull @.str.13, i32 noundef 29, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_5imageILi2ENS1_17aligned_allocatorIhEEEEEERKDtsrT_4implERKS8_) #28
  unreachable

23:                                               ; preds = %4
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #27
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %10, i8 0, i64 32, i1 false)
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %7, ptr noundef nonnull byval(%"class.sycl::_V1::range.145") align 8 %8, ptr noundef nonnull byval(%"class.sycl::_V1::range.145") align 8 %9, i32 noundef 1024, ptr noundef nonnull %20, i32 noundef 2, i32 noundef %3, i64 noundef 0, i1 noundef zeroext false, ptr noundef nonnull align 8 dereferenceable(32) %10)
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
  call void %44(ptr noundef nonnull align 8 dereferenceable(16) %33) #27
  %45 = load ptr, ptr %33, align 8, !tbaa !34
  %46 = getelementptr inbounds i8, ptr %45, i64 24
  %47 = load ptr, ptr %46, align 8
  call void %47(ptr noundef nonnull align 8 dereferenceable(16) %33) #27
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
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %33) #27
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
  call void @_ZdlPvm(ptr noundef nonnull %65, i64 noundef %72) #29
  br label %73

73:                                               ; preds = %64, %67
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #27
  %74 = getelementptr inbounds i8, ptr %0, i64 16
  %75 = call noundef i64 @_ZNK4sycl3_V16detail11image_plain9get_countEv(ptr noundef nonnull align 8 dereferenceable(16) %1) #27
  store i64 %75, ptr %74, align 8, !tbaa !229
  %76 = invoke noundef i32 @_ZNK4sycl3_V16detail11image_plain15getChannelOrderEv(ptr noundef nonnull align 8 dereferenceable(16) %1)
          to label %77 unwind label %93

77:                                               ; preds = %73
  %78 = getelementptr inbounds i8, ptr %0, i64 24
  store i32 %76, ptr %78, align 8, !tbaa !230
  %79 = invoke noundef i32 @_ZNK4sycl3_V16detail11image_plain14getChannelTypeEv(ptr noundef nonnull align 8 dereferenceable(16) %1)
          to label %80 unwind label %93

80:                                               ; preds = %77
  %81 = getelementptr inbounds i8, ptr %0, i64 28
  store i32 %79, ptr %81, align 4, !tbaa !231
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11) #27
  invoke void @_ZN4sycl3_V16detail20getDeviceFromHandlerERNS0_7handlerE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::device") align 8 %11, ptr noundef nonnull align 8 dereferenceable(176) %2)
          to label %82 unwind label %95

82:                                               ; preds = %80
  %83 = invoke noundef zeroext i1 @_ZNK4sycl3_V16device3hasENS0_6aspectE(ptr noundef nonnull align 8 dereferenceable(8) %11, i32 noundef 39)
          to label %84 unwind label %95

84:                                               ; preds = %82
  br i1 %83, label %99, label %85

85:                                               ; preds = %84
  %86 = call ptr @__cxa_allocate_exception(i64 64) #27
  %87 = call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 12) #27
  %88 = extractvalue { i32, ptr } %87, 0
  %89 = extractvalue { i32, ptr } %87, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %86, i32 %88, ptr %89, ptr noundef nonnull @.str.28)
          to label %90 unwind label %97

90:                                               ; preds = %85
  invoke void @__cxa_throw(ptr nonnull %86, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #31
          to label %106 unwind label %95

91:                                               ; preds = %23
  %92 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %10) #27
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #27
  br label %104

93:                                               ; preds = %77, %73
  %94 = landingpad { ptr, i32 }
          cleanup
  br label %102

95:                                               ; preds = %90, %82, %80
  %96 = landingpad { ptr, i32 }
          cleanup
  br label %100

97:                                               ; preds = %85
  %98 = landingpad { ptr, i32 }
          cleanup
  call void @__cxa_free_exception(ptr %86) #27
  br label %100

99:                                               ; preds = %84
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11) #27
  ret void

100:                                              ; preds = %97, %95
  %101 = phi { ptr, i32 } [ %96, %95 ], [ %98, %97 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11) #27
  br label %102

102:                                              ; preds = %100, %93
  %103 = phi { ptr, i32 } [ %101, %100 ], [ %94, %93 ]
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #27
  br label %104

104:                                              ; preds = %102, %91
  %105 = phi { ptr, i32 } [ %103, %102 ], [ %92, %91 ]
  resume { ptr, i32 } %105

106:                                              ; preds = %90
  unreachable
}

declare noundef i64 @_ZNK4sycl3_V16detail11image_plain14getElementSizeEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #3

declare void @_ZN4sycl3_V16detail20getDeviceFromHandlerERNS0_7handlerE(ptr dead_on_unwind writable sret(%"class.sycl::_V1::device") align 8, ptr noundef nonnull align 8 dereferenceable(176)) local_unnamed_addr #3

declare noundef i64 @_ZNK4sycl3_V16detail11image_plain11getRowPitchEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #3

declare noundef i64 @_ZNK4sycl3_V16detail11image_plain13getSlicePitchEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #3

declare void @_ZNK4sycl3_V16detail11image_plain9get_rangeEv(ptr dead_on_unwind writable sret(%"class.sycl::_V1::range.145") align 8, ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #3

; Function Attrs: nounwind
declare noundef i64 @_ZNK4sycl3_V16detail11image_plain9get_countEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #15

declare noundef i32 @_ZNK4sycl3_V16detail11image_plain15getChannelOrderEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #3

declare noundef i32 @_ZNK4sycl3_V16detail11image_plain14getChannelTypeEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #3

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail14image_accessorINS0_3vecIfLi4EEELi2ELNS0_6access4modeE1025ELNS5_6targetE2017ELNS5_11placeholderE0EEC2INS1_17aligned_allocatorIhEELi2EvEERNS0_5imageIXT0_ET_EERNS0_7handlerEi(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(176) %2, i32 noundef %3) unnamed_addr #6 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.sycl::_V1::range.145", align 16
  %6 = alloca %"class.sycl::_V1::range.145", align 16
  %7 = alloca %"class.sycl::_V1::id", align 8
  %8 = alloca %"class.sycl::_V1::range.145", align 16
  %9 = alloca %"class.sycl::_V1::range.145", align 16
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
  call void @_ZNK4sycl3_V16detail11image_plain9get_rangeEv(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::range.145") align 8 %6, ptr noundef nonnull align 8 dereferenceable(16) %1)
  %16 = load <2 x i64>, ptr %6, align 16, !tbaa !41
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6)
  store <2 x i64> %16, ptr %8, align 16, !tbaa !41, !alias.scope !232
  %17 = getelementptr inbounds i8, ptr %8, i64 16
  store i64 1, ptr %17, align 16, !tbaa !41, !alias.scope !232
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5)
  call void @_ZNK4sycl3_V16detail11image_plain9get_rangeEv(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::range.145") align 8 %5, ptr noundef nonnull align 8 dereferenceable(16) %1)
  %18 = load <2 x i64>, ptr %5, align 16, !tbaa !41
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5)
  store <2 x i64> %18, ptr %9, align 16, !tbaa !41, !alias.scope !235
  %19 = getelementptr inbounds i8, ptr %9, i64 16
  store i64 1, ptr %19, align 16, !tbaa !41, !alias.scope !235
  %20 = load ptr, ptr %1, align 8, !tbaa !227
  %21 = icmp eq ptr %20, null
  br i1 %21, label %22, label %23

22:                                               ; preds = %4
  call void @__assert_fail(ptr noundef nonnull @.str.12, ptr noundef nonnull @.str.13, i32 noundef 29, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_5imageILi2ENS1_17aligned_allocatorIhEEEEEERKDtsrT_4implERKS8_) #28
  unreachable

23:                                               ; preds = %4
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #27
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %10, i8 0, i64 32, i1 false)
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %7, ptr noundef nonnull byval(%"class.sycl::_V1::range.145") align 8 %8, ptr noundef nonnull byval(%"class.sycl::_V1::range.145") align 8 %9, i32 noundef 1025, ptr noundef nonnull %20, i32 noundef 2, i32 noundef %3, i64 noundef 0, i1 noundef zeroext false, ptr noundef nonnull align 8 dereferenceable(32) %10)
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
  call void %44(ptr noundef nonnull align 8 dereferenceable(16) %33) #27
  %45 = load ptr, ptr %33, align 8, !tbaa !34
  %46 = getelementptr inbounds i8, ptr %45, i64 24
  %47 = load ptr, ptr %46, align 8
  call void %47(ptr noundef nonnull align 8 dereferenceable(16) %33) #27
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
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %33) #27
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
  call void @_ZdlPvm(ptr noundef nonnull %65, i64 noundef %72) #29
  br label %73

73:                                               ; preds = %64, %67
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #27
  %74 = getelementptr inbounds i8, ptr %0, i64 16
  %75 = call noundef i64 @_ZNK4sycl3_V16detail11image_plain9get_countEv(ptr noundef nonnull align 8 dereferenceable(16) %1) #27
  store i64 %75, ptr %74, align 8, !tbaa !238
  %76 = invoke noundef i32 @_ZNK4sycl3_V16detail11image_plain15getChannelOrderEv(ptr noundef nonnull align 8 dereferenceable(16) %1)
          to label %77 unwind label %93

77:                                               ; preds = %73
  %78 = getelementptr inbounds i8, ptr %0, i64 24
  store i32 %76, ptr %78, align 8, !tbaa !239
  %79 = invoke noundef i32 @_ZNK4sycl3_V16detail11image_plain14getChannelTypeEv(ptr noundef nonnull align 8 dereferenceable(16) %1)
          to label %80 unwind label %93

80:                                               ; preds = %77
  %81 = getelementptr inbounds i8, ptr %0, i64 28
  store i32 %79, ptr %81, align 4, !tbaa !240
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11) #27
  invoke void @_ZN4sycl3_V16detail20getDeviceFromHandlerERNS0_7handlerE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::device") align 8 %11, ptr noundef nonnull align 8 dereferenceable(176) %2)
          to label %82 unwind label %95

82:                                               ; preds = %80
  %83 = invoke noundef zeroext i1 @_ZNK4sycl3_V16device3hasENS0_6aspectE(ptr noundef nonnull align 8 dereferenceable(8) %11, i32 noundef 39)
          to label %84 unwind label %95

84:                                               ; preds = %82
  br i1 %83, label %99, label %85

85:                                               ; preds = %84
  %86 = call ptr @__cxa_allocate_exception(i64 64) #27
  %87 = call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 12) #27
  %88 = extractvalue { i32, ptr } %87, 0
  %89 = extractvalue { i32, ptr } %87, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %86, i32 %88, ptr %89, ptr noundef nonnull @.str.28)
          to label %90 unwind label %97

90:                                               ; preds = %85
  invoke void @__cxa_throw(ptr nonnull %86, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #31
          to label %106 unwind label %95

91:                                               ; preds = %23
  %92 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %10) #27
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #27
  br label %104

93:                                               ; preds = %77, %73
  %94 = landingpad { ptr, i32 }
          cleanup
  br label %102

95:                                               ; preds = %90, %82, %80
  %96 = landingpad { ptr, i32 }
          cleanup
  br label %100

97:                                               ; preds = %85
  %98 = landingpad { ptr, i32 }
          cleanup
  call void @__cxa_free_exception(ptr %86) #27
  br label %100

99:                                               ; preds = %84
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11) #27
  ret void

100:                                              ; preds = %97, %95
  %101 = phi { ptr, i32 } [ %96, %95 ], [ %98, %97 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11) #27
  br label %102

102:                                              ; preds = %100, %93
  %103 = phi { ptr, i32 } [ %101, %100 ], [ %94, %93 ]
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #27
  br label %104

104:                                              ; preds = %102, %91
  %105 = phi { ptr, i32 } [ %103, %102 ], [ %92, %91 ]
  resume { ptr, i32 } %105

106:                                              ; preds = %90
  unreachable
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local { i64, i32 } @_ZN4sycl3_V16detail18getKernelParamDescI8BrightenEENS1_19kernel_param_desc_tEi(i32 noundef %0) #6 comdat {
  %2 = add i32 %0, 4
  %3 = zext i32 %2 to i64
  %4 = getelementptr inbounds [13 x %"struct.sycl::_V1::detail::kernel_param_desc_t"], ptr @_ZN4sycl3_V16detailL17kernel_signaturesE, i64 0, i64 %3
  %5 = load i64, ptr %4, align 4
  %6 = getelementptr inbounds i8, ptr %4, i64 8
  %7 = load i32, ptr %6, align 4, !tbaa !37
  %8 = insertvalue { i64, i32 } poison, i64 %5, 0
  %9 = insertvalue { i64, i32 } %8, i32 %7, 1
  ret { i64, i32 } %9
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler19setDeviceKernelInfoI8BrightenEEvPv(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef %1) local_unnamed_addr #6 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = getelementptr inbounds i8, ptr %0, i64 64
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(16) @__const._ZN4sycl3_V17handler19setDeviceKernelInfoI8BrightenEEvPv.Info, i64 16, i1 false), !tbaa.struct !191
  tail call void @_ZN4sycl3_V17handler13setKernelFuncEPv(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef %1)
  %4 = load atomic i8, ptr @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI8BrightenEERNS1_16DeviceKernelInfoEvE4Info acquire, align 8
  %5 = icmp eq i8 %4, 0
  br i1 %5, label %6, label %14, !prof !192

6:                                                ; preds = %2
  %7 = tail call i32 @__cxa_guard_acquire(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI8BrightenEERNS1_16DeviceKernelInfoEvE4Info) #27
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %14, label %9

9:                                                ; preds = %6
  %10 = invoke noundef nonnull align 1 ptr @_ZN4sycl3_V16detail19getDeviceKernelInfoERKNS1_27compile_time_kernel_info_v123CompileTimeKernelInfoTyE(ptr noundef nonnull align 8 dereferenceable(81) @_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI8BrightenEE)
          to label %11 unwind label %12

11:                                               ; preds = %9
  store ptr %10, ptr @_ZZN4sycl3_V16detail19getDeviceKernelInfoI8BrightenEERNS1_16DeviceKernelInfoEvE4Info, align 8, !tbaa !16
  tail call void @__cxa_guard_release(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI8BrightenEERNS1_16DeviceKernelInfoEvE4Info) #27
  br label %14

12:                                               ; preds = %9
  %13 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_guard_abort(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI8BrightenEERNS1_16DeviceKernelInfoEvE4Info) #27
  resume { ptr, i32 } %13

14:                                               ; preds = %2, %6, %11
  %15 = load ptr, ptr @_ZZN4sycl3_V16detail19getDeviceKernelInfoI8BrightenEERNS1_16DeviceKernelInfoEvE4Info, align 8, !tbaa !16
  tail call void @_ZN4sycl3_V17handler22setDeviceKernelInfoPtrEPNS0_6detail16DeviceKernelInfoE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull %15)
  tail call void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(176) %0, i32 noundef 1)
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef nonnull ptr @_ZN4sycl3_V16detail10HostKernelIZZL14brighten_imageRNS0_5queueER7PicturefENKUlRNS0_7handlerEE_clES8_EUlNS0_4itemILi2ELb1EEEE_SB_Li2EE6getPtrEv(ptr noundef nonnull readnone align 8 dereferenceable(80) %0) unnamed_addr #20 align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZL14brighten_imageRNS0_5queueER7PicturefENKUlRNS0_7handlerEE_clES8_EUlNS0_4itemILi2ELb1EEEE_SB_Li2EED2Ev(ptr nocapture noundef nonnull align 8 dereferenceable(80) %0) unnamed_addr #17 align 2 personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZL14brighten_imageRNS0_5queueER7PicturefENKUlRNS0_7handlerEE_clES8_EUlNS0_4itemILi2ELb1EEEE_SB_Li2EEE, i64 16), ptr %0, align 8, !tbaa !34
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
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
  %15 = load ptr, ptr %3, align 8, !tbaa !34
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
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
  tail call void %42(ptr noundef nonnull align 8 dereferenceable(16) %31) #27
  %43 = load ptr, ptr %31, align 8, !tbaa !34
  %44 = getelementptr inbounds i8, ptr %43, i64 24
  %45 = load ptr, ptr %44, align 8
  tail call void %45(ptr noundef nonnull align 8 dereferenceable(16) %31) #27
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #27
  br label %57

57:                                               ; preds = %29, %38, %53, %56
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZL14brighten_imageRNS0_5queueER7PicturefENKUlRNS0_7handlerEE_clES8_EUlNS0_4itemILi2ELb1EEEE_SB_Li2EED0Ev(ptr noundef nonnull align 8 dereferenceable(80) %0) unnamed_addr #17 align 2 {
  tail call void @_ZN4sycl3_V16detail10HostKernelIZZL14brighten_imageRNS0_5queueER7PicturefENKUlRNS0_7handlerEE_clES8_EUlNS0_4itemILi2ELb1EEEE_SB_Li2EED2Ev(ptr noundef nonnull align 8 dereferenceable(80) %0) #27
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 80) #29
  ret void
}

; Function Attrs: mustprogress uwtable
define internal void @_ZN4sycl3_V16detail16runKernelWithArgINS0_4itemILi2ELb1EEEZZL14brighten_imageRNS0_5queueER7PicturefENKUlRNS0_7handlerEE_clESA_EUlS4_E_Lb0EEEvT0_T_RKSt17integral_constantIbXT1_EE(ptr noundef %0, ptr nocapture noundef readonly byval(%"class.sycl::_V1::item.252") align 8 %1, ptr nocapture nonnull readnone align 1 %2) #22 personality ptr @__gxx_personality_v0 {
  %4 = alloca %"class.sycl::_V1::id", align 8
  %5 = alloca %"class.sycl::_V1::vec.255", align 8
  %6 = alloca %"class.sycl::_V1::vec", align 16
  %7 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #27
  %8 = load <2 x i64>, ptr %7, align 8
  %9 = trunc <2 x i64> %8 to <2 x i32>
  store <2 x i32> %9, ptr %5, align 8, !tbaa !37
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #27
  %10 = getelementptr inbounds i8, ptr %0, i64 32
  %11 = call { <2 x float>, <2 x float> } @_ZNK4sycl3_V16detail14image_accessorINS0_3vecIfLi4EEELi2ELNS0_6access4modeE1024ELNS5_6targetE2017ELNS5_11placeholderE0EE4readINS3_IiLi2EEELi2EvEES4_RKT_(ptr noundef nonnull align 8 dereferenceable(32) %10, ptr noundef nonnull align 8 dereferenceable(8) %5)
  %12 = extractvalue { <2 x float>, <2 x float> } %11, 0
  %13 = extractvalue { <2 x float>, <2 x float> } %11, 1
  %14 = shufflevector <2 x float> %12, <2 x float> %13, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %15 = getelementptr inbounds i8, ptr %0, i64 64
  %16 = load float, ptr %15, align 4, !tbaa !42
  %17 = insertelement <4 x float> poison, float %16, i64 0
  %18 = shufflevector <4 x float> %17, <4 x float> poison, <4 x i32> zeroinitializer
  %19 = fmul <4 x float> %14, %18
  %20 = shufflevector <4 x float> %19, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %21 = shufflevector <4 x float> %19, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  store <2 x float> %20, ptr %6, align 16
  %22 = getelementptr inbounds i8, ptr %6, i64 8
  store <2 x float> %21, ptr %22, align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4)
  %23 = call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %4, ptr noundef nonnull align 8 dereferenceable(24) %23, i64 24, i1 false)
  %24 = call noundef i32 @_ZNK4sycl3_V16detail16AccessorBaseHost11getElemSizeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
  %25 = trunc i32 %24 to i8
  %26 = getelementptr inbounds i8, ptr %0, i64 28
  %27 = load i32, ptr %26, align 4, !tbaa !240
  %28 = getelementptr inbounds i8, ptr %0, i64 24
  %29 = load i32, ptr %28, align 8, !tbaa !239
  %30 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #27
  call void @_ZN4sycl3_V16detail18imageWriteHostImplINS0_3vecIiLi2EEENS3_IfLi4EEEEEvRKT_RKT0_NS0_2idILi3EEEhNS0_18image_channel_typeENS0_19image_channel_orderEPv(ptr noundef nonnull align 8 dereferenceable(8) %5, ptr noundef nonnull align 16 dereferenceable(16) %6, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %4, i8 noundef zeroext %25, i32 noundef %27, i32 noundef %29, ptr noundef %30)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #27
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #27
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local { <2 x float>, <2 x float> } @_ZNK4sycl3_V16detail14image_accessorINS0_3vecIfLi4EEELi2ELNS0_6access4modeE1024ELNS5_6targetE2017ELNS5_11placeholderE0EE4readINS3_IiLi2EEELi2EvEES4_RKT_(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(8) %1) local_unnamed_addr #23 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca [3 x i64], align 8
  %4 = alloca [3 x i64], align 8
  %5 = alloca %"class.sycl::_V1::sampler", align 8
  %6 = alloca %"class.sycl::_V1::property_list", align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #27
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #27
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
  call void %27(ptr noundef nonnull align 8 dereferenceable(16) %16) #27
  %28 = load ptr, ptr %16, align 8, !tbaa !34
  %29 = getelementptr inbounds i8, ptr %28, i64 24
  %30 = load ptr, ptr %29, align 8
  call void %30(ptr noundef nonnull align 8 dereferenceable(16) %16) #27
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
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %16) #27
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
  call void @_ZdlPvm(ptr noundef nonnull %48, i64 noundef %55) #29
  br label %56

56:                                               ; preds = %47, %50
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #27
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
  %62 = load i32, ptr %61, align 4, !tbaa !231
  %63 = getelementptr inbounds i8, ptr %0, i64 24
  %64 = load i32, ptr %63, align 8, !tbaa !230
  %65 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #27
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
  %75 = invoke { <2 x float>, <2 x float> } @_ZN4sycl3_V16detail24imageReadSamplerHostImplINS0_3vecIiLi2EEENS3_IfLi4EEEEET0_RKT_NS0_29coordinate_normalization_modeENS0_15addressing_modeENS0_14filtering_modeENS0_5rangeILi3EEENS0_2idILi3EEENS0_18image_channel_typeENS0_19image_channel_orderEPvh(ptr noundef nonnull align 8 dereferenceable(8) %1, i32 noundef %69, i32 noundef %71, i32 noundef %73, ptr noundef nonnull byval(%"class.sycl::_V1::range.145") align 8 %3, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %4, i32 noundef %62, i32 noundef %64, ptr noundef %65, i8 noundef zeroext %68)
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
  call void %89(ptr noundef nonnull align 8 dereferenceable(16) %78) #27
  %90 = load ptr, ptr %78, align 8, !tbaa !34
  %91 = getelementptr inbounds i8, ptr %90, i64 24
  %92 = load ptr, ptr %91, align 8
  call void %92(ptr noundef nonnull align 8 dereferenceable(16) %78) #27
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
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %78) #27
  br label %104

104:                                              ; preds = %76, %85, %100, %103
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #27
  ret { <2 x float>, <2 x float> } %75

105:                                              ; preds = %2
  %106 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %6) #27
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #27
  br label %109

107:                                              ; preds = %74, %72, %70, %67, %60, %58, %56
  %108 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V17samplerD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %5) #27
  br label %109

109:                                              ; preds = %107, %105
  %110 = phi { ptr, i32 } [ %108, %107 ], [ %106, %105 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #27
  resume { ptr, i32 } %110
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail18imageWriteHostImplINS0_3vecIiLi2EEENS3_IfLi4EEEEEvRKT_RKT0_NS0_2idILi3EEEhNS0_18image_channel_typeENS0_19image_channel_orderEPv(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef nonnull align 16 dereferenceable(16) %1, ptr noundef byval(%"class.sycl::_V1::id") align 8 %2, i8 noundef zeroext %3, i32 noundef %4, i32 noundef %5, ptr noundef %6) local_unnamed_addr #22 comdat personality ptr @__gxx_personality_v0 {
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
  store i16 %110, ptr %19, align 2, !tbaa !241
  br label %510

112:                                              ; preds = %78, %78, %78, %78
  store i16 %105, ptr %19, align 2, !tbaa !241
  br label %510

113:                                              ; preds = %78, %78
  store i16 %105, ptr %19, align 2, !tbaa !241
  %114 = getelementptr inbounds i8, ptr %19, i64 2
  store i16 %107, ptr %114, align 2, !tbaa !241
  br label %510

115:                                              ; preds = %78
  store i16 %105, ptr %19, align 2, !tbaa !241
  %116 = getelementptr inbounds i8, ptr %19, i64 2
  store i16 %110, ptr %116, align 2, !tbaa !241
  br label %510

117:                                              ; preds = %78, %78
  store i16 %105, ptr %19, align 2, !tbaa !241
  %118 = getelementptr inbounds i8, ptr %19, i64 2
  store i16 %107, ptr %118, align 2, !tbaa !241
  %119 = getelementptr inbounds i8, ptr %19, i64 4
  store i16 %108, ptr %119, align 2, !tbaa !241
  br label %510

120:                                              ; preds = %78, %78
  store i16 %105, ptr %19, align 2, !tbaa !241
  %121 = getelementptr inbounds i8, ptr %19, i64 2
  store i16 %107, ptr %121, align 2, !tbaa !241
  %122 = getelementptr inbounds i8, ptr %19, i64 4
  store i16 %108, ptr %122, align 2, !tbaa !241
  %123 = getelementptr inbounds i8, ptr %19, i64 6
  store i16 %110, ptr %123, align 2, !tbaa !241
  br label %510

124:                                              ; preds = %78
  store i16 %110, ptr %19, align 2, !tbaa !241
  %125 = getelementptr inbounds i8, ptr %19, i64 2
  store i16 %105, ptr %125, align 2, !tbaa !241
  %126 = getelementptr inbounds i8, ptr %19, i64 4
  store i16 %107, ptr %126, align 2, !tbaa !241
  %127 = getelementptr inbounds i8, ptr %19, i64 6
  store i16 %108, ptr %127, align 2, !tbaa !241
  br label %510

128:                                              ; preds = %78
  store i16 %108, ptr %19, align 2, !tbaa !241
  %129 = getelementptr inbounds i8, ptr %19, i64 2
  store i16 %107, ptr %129, align 2, !tbaa !241
  %130 = getelementptr inbounds i8, ptr %19, i64 4
  store i16 %105, ptr %130, align 2, !tbaa !241
  %131 = getelementptr inbounds i8, ptr %19, i64 6
  store i16 %110, ptr %131, align 2, !tbaa !241
  br label %510

132:                                              ; preds = %78
  store i16 %110, ptr %19, align 2, !tbaa !241
  %133 = getelementptr inbounds i8, ptr %19, i64 2
  store i16 %108, ptr %133, align 2, !tbaa !241
  %134 = getelementptr inbounds i8, ptr %19, i64 4
  store i16 %107, ptr %134, align 2, !tbaa !241
  %135 = getelementptr inbounds i8, ptr %19, i64 6
  store i16 %105, ptr %135, align 2, !tbaa !241
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
  store i16 %226, ptr %19, align 2, !tbaa !241
  br label %510

228:                                              ; preds = %194, %194, %194, %194
  store i16 %221, ptr %19, align 2, !tbaa !241
  br label %510

229:                                              ; preds = %194, %194
  store i16 %221, ptr %19, align 2, !tbaa !241
  %230 = getelementptr inbounds i8, ptr %19, i64 2
  store i16 %223, ptr %230, align 2, !tbaa !241
  br label %510

231:                                              ; preds = %194
  store i16 %221, ptr %19, align 2, !tbaa !241
  %232 = getelementptr inbounds i8, ptr %19, i64 2
  store i16 %226, ptr %232, align 2, !tbaa !241
  br label %510

233:                                              ; preds = %194, %194
  store i16 %221, ptr %19, align 2, !tbaa !241
  %234 = getelementptr inbounds i8, ptr %19, i64 2
  store i16 %223, ptr %234, align 2, !tbaa !241
  %235 = getelementptr inbounds i8, ptr %19, i64 4
  store i16 %224, ptr %235, align 2, !tbaa !241
  br label %510

236:                                              ; preds = %194, %194
  store i16 %221, ptr %19, align 2, !tbaa !241
  %237 = getelementptr inbounds i8, ptr %19, i64 2
  store i16 %223, ptr %237, align 2, !tbaa !241
  %238 = getelementptr inbounds i8, ptr %19, i64 4
  store i16 %224, ptr %238, align 2, !tbaa !241
  %239 = getelementptr inbounds i8, ptr %19, i64 6
  store i16 %226, ptr %239, align 2, !tbaa !241
  br label %510

240:                                              ; preds = %194
  store i16 %226, ptr %19, align 2, !tbaa !241
  %241 = getelementptr inbounds i8, ptr %19, i64 2
  store i16 %221, ptr %241, align 2, !tbaa !241
  %242 = getelementptr inbounds i8, ptr %19, i64 4
  store i16 %223, ptr %242, align 2, !tbaa !241
  %243 = getelementptr inbounds i8, ptr %19, i64 6
  store i16 %224, ptr %243, align 2, !tbaa !241
  br label %510

244:                                              ; preds = %194
  store i16 %224, ptr %19, align 2, !tbaa !241
  %245 = getelementptr inbounds i8, ptr %19, i64 2
  store i16 %223, ptr %245, align 2, !tbaa !241
  %246 = getelementptr inbounds i8, ptr %19, i64 4
  store i16 %221, ptr %246, align 2, !tbaa !241
  %247 = getelementptr inbounds i8, ptr %19, i64 6
  store i16 %226, ptr %247, align 2, !tbaa !241
  br label %510

248:                                              ; preds = %194
  store i16 %226, ptr %19, align 2, !tbaa !241
  %249 = getelementptr inbounds i8, ptr %19, i64 2
  store i16 %224, ptr %249, align 2, !tbaa !241
  %250 = getelementptr inbounds i8, ptr %19, i64 4
  store i16 %223, ptr %250, align 2, !tbaa !241
  %251 = getelementptr inbounds i8, ptr %19, i64 6
  store i16 %221, ptr %251, align 2, !tbaa !241
  br label %510

252:                                              ; preds = %7
  %253 = tail call ptr @__cxa_allocate_exception(i64 64) #27
  %254 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 12) #27
  %255 = extractvalue { i32, ptr } %254, 0
  %256 = extractvalue { i32, ptr } %254, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %253, i32 %255, ptr %256, ptr noundef nonnull @.str.31)
          to label %257 unwind label %261

257:                                              ; preds = %252
  tail call void @__cxa_throw(ptr nonnull %253, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #31
  unreachable

258:                                              ; preds = %446, %438, %430, %422, %414, %406, %261
  %259 = phi ptr [ %441, %446 ], [ %433, %438 ], [ %425, %430 ], [ %417, %422 ], [ %409, %414 ], [ %401, %406 ], [ %253, %261 ]
  %260 = phi { ptr, i32 } [ %447, %446 ], [ %439, %438 ], [ %431, %430 ], [ %423, %422 ], [ %415, %414 ], [ %407, %406 ], [ %262, %261 ]
  tail call void @__cxa_free_exception(ptr %259) #27
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
  store i16 %312, ptr %19, align 2, !tbaa !241
  br label %510

314:                                              ; preds = %263, %263, %263, %263
  store i16 %307, ptr %19, align 2, !tbaa !241
  br label %510

315:                                              ; preds = %263, %263
  store i16 %307, ptr %19, align 2, !tbaa !241
  %316 = getelementptr inbounds i8, ptr %19, i64 2
  store i16 %309, ptr %316, align 2, !tbaa !241
  br label %510

317:                                              ; preds = %263
  store i16 %307, ptr %19, align 2, !tbaa !241
  %318 = getelementptr inbounds i8, ptr %19, i64 2
  store i16 %312, ptr %318, align 2, !tbaa !241
  br label %510

319:                                              ; preds = %263, %263
  store i16 %307, ptr %19, align 2, !tbaa !241
  br label %510

320:                                              ; preds = %263, %263
  store i16 %307, ptr %19, align 2, !tbaa !241
  %321 = getelementptr inbounds i8, ptr %19, i64 2
  store i16 %309, ptr %321, align 2, !tbaa !241
  %322 = getelementptr inbounds i8, ptr %19, i64 4
  store i16 %310, ptr %322, align 2, !tbaa !241
  %323 = getelementptr inbounds i8, ptr %19, i64 6
  store i16 %312, ptr %323, align 2, !tbaa !241
  br label %510

324:                                              ; preds = %263
  store i16 %312, ptr %19, align 2, !tbaa !241
  %325 = getelementptr inbounds i8, ptr %19, i64 2
  store i16 %307, ptr %325, align 2, !tbaa !241
  %326 = getelementptr inbounds i8, ptr %19, i64 4
  store i16 %309, ptr %326, align 2, !tbaa !241
  %327 = getelementptr inbounds i8, ptr %19, i64 6
  store i16 %310, ptr %327, align 2, !tbaa !241
  br label %510

328:                                              ; preds = %263
  store i16 %310, ptr %19, align 2, !tbaa !241
  %329 = getelementptr inbounds i8, ptr %19, i64 2
  store i16 %309, ptr %329, align 2, !tbaa !241
  %330 = getelementptr inbounds i8, ptr %19, i64 4
  store i16 %307, ptr %330, align 2, !tbaa !241
  %331 = getelementptr inbounds i8, ptr %19, i64 6
  store i16 %312, ptr %331, align 2, !tbaa !241
  br label %510

332:                                              ; preds = %263
  store i16 %312, ptr %19, align 2, !tbaa !241
  %333 = getelementptr inbounds i8, ptr %19, i64 2
  store i16 %310, ptr %333, align 2, !tbaa !241
  %334 = getelementptr inbounds i8, ptr %19, i64 4
  store i16 %309, ptr %334, align 2, !tbaa !241
  %335 = getelementptr inbounds i8, ptr %19, i64 6
  store i16 %307, ptr %335, align 2, !tbaa !241
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
  %401 = tail call ptr @__cxa_allocate_exception(i64 64) #27
  %402 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #27
  %403 = extractvalue { i32, ptr } %402, 0
  %404 = extractvalue { i32, ptr } %402, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %401, i32 %403, ptr %404, ptr noundef nonnull @.str.32)
          to label %405 unwind label %406

405:                                              ; preds = %400
  tail call void @__cxa_throw(ptr nonnull %401, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #31
  unreachable

406:                                              ; preds = %400
  %407 = landingpad { ptr, i32 }
          cleanup
  br label %258

408:                                              ; preds = %7
  %409 = tail call ptr @__cxa_allocate_exception(i64 64) #27
  %410 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #27
  %411 = extractvalue { i32, ptr } %410, 0
  %412 = extractvalue { i32, ptr } %410, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %409, i32 %411, ptr %412, ptr noundef nonnull @.str.32)
          to label %413 unwind label %414

413:                                              ; preds = %408
  tail call void @__cxa_throw(ptr nonnull %409, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #31
  unreachable

414:                                              ; preds = %408
  %415 = landingpad { ptr, i32 }
          cleanup
  br label %258

416:                                              ; preds = %7
  %417 = tail call ptr @__cxa_allocate_exception(i64 64) #27
  %418 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #27
  %419 = extractvalue { i32, ptr } %418, 0
  %420 = extractvalue { i32, ptr } %418, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %417, i32 %419, ptr %420, ptr noundef nonnull @.str.32)
          to label %421 unwind label %422

421:                                              ; preds = %416
  tail call void @__cxa_throw(ptr nonnull %417, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #31
  unreachable

422:                                              ; preds = %416
  %423 = landingpad { ptr, i32 }
          cleanup
  br label %258

424:                                              ; preds = %7
  %425 = tail call ptr @__cxa_allocate_exception(i64 64) #27
  %426 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #27
  %427 = extractvalue { i32, ptr } %426, 0
  %428 = extractvalue { i32, ptr } %426, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %425, i32 %427, ptr %428, ptr noundef nonnull @.str.32)
          to label %429 unwind label %430

429:                                              ; preds = %424
  tail call void @__cxa_throw(ptr nonnull %425, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #31
  unreachable

430:                                              ; preds = %424
  %431 = landingpad { ptr, i32 }
          cleanup
  br label %258

432:                                              ; preds = %7
  %433 = tail call ptr @__cxa_allocate_exception(i64 64) #27
  %434 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #27
  %435 = extractvalue { i32, ptr } %434, 0
  %436 = extractvalue { i32, ptr } %434, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %433, i32 %435, ptr %436, ptr noundef nonnull @.str.32)
          to label %437 unwind label %438

437:                                              ; preds = %432
  tail call void @__cxa_throw(ptr nonnull %433, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #31
  unreachable

438:                                              ; preds = %432
  %439 = landingpad { ptr, i32 }
          cleanup
  br label %258

440:                                              ; preds = %7
  %441 = tail call ptr @__cxa_allocate_exception(i64 64) #27
  %442 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #27
  %443 = extractvalue { i32, ptr } %442, 0
  %444 = extractvalue { i32, ptr } %442, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %441, i32 %443, ptr %444, ptr noundef nonnull @.str.32)
          to label %445 unwind label %446

445:                                              ; preds = %440
  tail call void @__cxa_throw(ptr nonnull %441, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #31
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
  store i16 %460, ptr %19, align 2, !tbaa !241
  br label %510

462:                                              ; preds = %448, %448, %448, %448
  store i16 %454, ptr %19, align 2, !tbaa !241
  br label %510

463:                                              ; preds = %448, %448
  store i16 %454, ptr %19, align 2, !tbaa !241
  %464 = getelementptr inbounds i8, ptr %19, i64 2
  store i16 %456, ptr %464, align 2, !tbaa !241
  br label %510

465:                                              ; preds = %448
  store i16 %454, ptr %19, align 2, !tbaa !241
  %466 = getelementptr inbounds i8, ptr %19, i64 2
  store i16 %460, ptr %466, align 2, !tbaa !241
  br label %510

467:                                              ; preds = %448, %448
  store i16 %454, ptr %19, align 2, !tbaa !241
  %468 = getelementptr inbounds i8, ptr %19, i64 2
  store i16 %456, ptr %468, align 2, !tbaa !241
  %469 = getelementptr inbounds i8, ptr %19, i64 4
  store i16 %458, ptr %469, align 2, !tbaa !241
  br label %510

470:                                              ; preds = %448, %448
  store i16 %454, ptr %19, align 2, !tbaa !241
  %471 = getelementptr inbounds i8, ptr %19, i64 2
  store i16 %456, ptr %471, align 2, !tbaa !241
  %472 = getelementptr inbounds i8, ptr %19, i64 4
  store i16 %458, ptr %472, align 2, !tbaa !241
  %473 = getelementptr inbounds i8, ptr %19, i64 6
  store i16 %460, ptr %473, align 2, !tbaa !241
  br label %510

474:                                              ; preds = %448
  store i16 %460, ptr %19, align 2, !tbaa !241
  %475 = getelementptr inbounds i8, ptr %19, i64 2
  store i16 %454, ptr %475, align 2, !tbaa !241
  %476 = getelementptr inbounds i8, ptr %19, i64 4
  store i16 %456, ptr %476, align 2, !tbaa !241
  %477 = getelementptr inbounds i8, ptr %19, i64 6
  store i16 %458, ptr %477, align 2, !tbaa !241
  br label %510

478:                                              ; preds = %448
  store i16 %458, ptr %19, align 2, !tbaa !241
  %479 = getelementptr inbounds i8, ptr %19, i64 2
  store i16 %456, ptr %479, align 2, !tbaa !241
  %480 = getelementptr inbounds i8, ptr %19, i64 4
  store i16 %454, ptr %480, align 2, !tbaa !241
  %481 = getelementptr inbounds i8, ptr %19, i64 6
  store i16 %460, ptr %481, align 2, !tbaa !241
  br label %510

482:                                              ; preds = %448
  store i16 %460, ptr %19, align 2, !tbaa !241
  %483 = getelementptr inbounds i8, ptr %19, i64 2
  store i16 %458, ptr %483, align 2, !tbaa !241
  %484 = getelementptr inbounds i8, ptr %19, i64 4
  store i16 %456, ptr %484, align 2, !tbaa !241
  %485 = getelementptr inbounds i8, ptr %19, i64 6
  store i16 %454, ptr %485, align 2, !tbaa !241
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
  %2 = tail call i32 @fegetround() #32
  %3 = tail call i32 @fesetround(i32 noundef 0) #27
  %4 = icmp eq i32 %3, 0
  br i1 %4, label %13, label %5

5:                                                ; preds = %1
  %6 = tail call ptr @__cxa_allocate_exception(i64 64) #27
  %7 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #27
  %8 = extractvalue { i32, ptr } %7, 0
  %9 = extractvalue { i32, ptr } %7, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %6, i32 %8, ptr %9, ptr noundef nonnull @.str.33)
          to label %10 unwind label %11

10:                                               ; preds = %5
  tail call void @__cxa_throw(ptr nonnull %6, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #31
  unreachable

11:                                               ; preds = %5
  %12 = landingpad { ptr, i32 }
          cleanup
  br label %27

13:                                               ; preds = %1
  %14 = tail call noundef float @_ZN4sycl3_V111__rint_implEf(float noundef %0)
  %15 = tail call i32 @fesetround(i32 noundef %2) #27
  %16 = icmp eq i32 %15, 0
  br i1 %16, label %25, label %17

17:                                               ; preds = %13
  %18 = tail call ptr @__cxa_allocate_exception(i64 64) #27
  %19 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #27
  %20 = extractvalue { i32, ptr } %19, 0
  %21 = extractvalue { i32, ptr } %19, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %18, i32 %20, ptr %21, ptr noundef nonnull @.str.34)
          to label %22 unwind label %23

22:                                               ; preds = %17
  tail call void @__cxa_throw(ptr nonnull %18, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #31
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
  tail call void @__cxa_free_exception(ptr %28) #27
  resume { ptr, i32 } %29
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare i32 @fegetround() local_unnamed_addr #24

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
  %31 = select i1 %30, i32 512, i32 0, !prof !243
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
  %65 = select i1 %64, i32 512, i32 0, !prof !243
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
  %99 = select i1 %98, i32 512, i32 0, !prof !243
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
  %133 = select i1 %132, i32 512, i32 0, !prof !243
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
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
  %15 = load ptr, ptr %3, align 8, !tbaa !34
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

declare noundef i32 @_ZNK4sycl3_V17sampler33get_coordinate_normalization_modeEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #3

declare noundef i32 @_ZNK4sycl3_V17sampler19get_addressing_modeEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #3

declare noundef i32 @_ZNK4sycl3_V17sampler18get_filtering_modeEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #3

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local { <2 x float>, <2 x float> } @_ZN4sycl3_V16detail24imageReadSamplerHostImplINS0_3vecIiLi2EEENS3_IfLi4EEEEET0_RKT_NS0_29coordinate_normalization_modeENS0_15addressing_modeENS0_14filtering_modeENS0_5rangeILi3EEENS0_2idILi3EEENS0_18image_channel_typeENS0_19image_channel_orderEPvh(ptr noundef nonnull align 8 dereferenceable(8) %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, ptr noundef byval(%"class.sycl::_V1::range.145") align 8 %4, ptr noundef byval(%"class.sycl::_V1::id") align 8 %5, i32 noundef %6, i32 noundef %7, ptr noundef %8, i8 noundef zeroext %9) local_unnamed_addr #23 comdat personality ptr @__gxx_personality_v0 {
  %11 = alloca %"class.sycl::_V1::id", align 8
  %12 = alloca %"class.sycl::_V1::vec", align 16
  %13 = alloca %"class.sycl::_V1::vec.597", align 32
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
  %16 = tail call ptr @__cxa_allocate_exception(i64 64) #27
  %17 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 12) #27
  %18 = extractvalue { i32, ptr } %17, 0
  %19 = extractvalue { i32, ptr } %17, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %16, i32 %18, ptr %19, ptr noundef nonnull @.str.35)
          to label %20 unwind label %21

20:                                               ; preds = %15
  tail call void @__cxa_throw(ptr nonnull %16, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #31
  unreachable

21:                                               ; preds = %15
  %22 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %16) #27
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
  %53 = tail call { i64, i64 } @_ZN4sycl3_V16detail28getPixelCoordNearestFiltModeENS0_3vecIfLi4EEENS0_15addressing_modeENS0_5rangeILi3EEE(<2 x float> %51, <2 x float> <float 5.000000e-01, float 0.000000e+00>, i32 noundef %2, ptr noundef nonnull byval(%"class.sycl::_V1::range.145") align 8 %4)
  %54 = extractvalue { i64, i64 } %53, 0
  %55 = extractvalue { i64, i64 } %53, 1
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %11)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %11, ptr noundef nonnull align 8 dereferenceable(24) %5, i64 24, i1 false)
  %56 = tail call noundef zeroext i1 @_ZN4sycl3_V16detail12isOutOfRangeENS0_3vecIiLi4EEENS0_15addressing_modeENS0_5rangeILi3EEE(i64 %54, i64 %55, i32 noundef %2, ptr noundef nonnull byval(%"class.sycl::_V1::range.145") align 8 %4)
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
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %12) #27
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %13) #27
  call void @_ZN4sycl3_V16detail27getPixelCoordLinearFiltModeENS0_3vecIfLi4EEENS0_15addressing_modeENS0_5rangeILi3EEERS3_(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::vec.597") align 32 %13, <2 x float> %51, <2 x float> <float 5.000000e-01, float 0.000000e+00>, i32 noundef %2, ptr noundef nonnull byval(%"class.sycl::_V1::range.145") align 8 %4, ptr noundef nonnull align 16 dereferenceable(16) %12)
  %66 = load <2 x float>, ptr %12, align 16
  %67 = getelementptr inbounds i8, ptr %12, i64 8
  %68 = load <2 x float>, ptr %67, align 8
  %69 = call { <2 x float>, <2 x float> } @_ZN4sycl3_V16detail27ReadPixelDataLinearFiltModeINS0_3vecIfLi4EEEEET_NS3_IiLi8EEES4_NS0_15addressing_modeENS0_5rangeILi3EEENS0_2idILi3EEENS0_18image_channel_typeENS0_19image_channel_orderEPvh(ptr noundef nonnull byval(%"class.sycl::_V1::vec.597") align 32 %13, <2 x float> %66, <2 x float> %68, i32 noundef %2, ptr noundef nonnull byval(%"class.sycl::_V1::range.145") align 8 %4, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %5, i32 noundef %6, i32 noundef %7, ptr noundef %8, i8 noundef zeroext %9)
  %70 = extractvalue { <2 x float>, <2 x float> } %69, 0
  %71 = extractvalue { <2 x float>, <2 x float> } %69, 1
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %13) #27
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %12) #27
  br label %72

72:                                               ; preds = %43, %65, %61
  %73 = phi <2 x float> [ undef, %43 ], [ %70, %65 ], [ %63, %61 ]
  %74 = phi <2 x float> [ undef, %43 ], [ %71, %65 ], [ %64, %61 ]
  %75 = insertvalue { <2 x float>, <2 x float> } poison, <2 x float> %73, 0
  %76 = insertvalue { <2 x float>, <2 x float> } %75, <2 x float> %74, 1
  ret { <2 x float>, <2 x float> } %76
}

declare { i64, i64 } @_ZN4sycl3_V16detail28getPixelCoordNearestFiltModeENS0_3vecIfLi4EEENS0_15addressing_modeENS0_5rangeILi3EEE(<2 x float>, <2 x float>, i32 noundef, ptr noundef byval(%"class.sycl::_V1::range.145") align 8) local_unnamed_addr #3

declare void @_ZN4sycl3_V16detail27getPixelCoordLinearFiltModeENS0_3vecIfLi4EEENS0_15addressing_modeENS0_5rangeILi3EEERS3_(ptr dead_on_unwind writable sret(%"class.sycl::_V1::vec.597") align 32, <2 x float>, <2 x float>, i32 noundef, ptr noundef byval(%"class.sycl::_V1::range.145") align 8, ptr noundef nonnull align 16 dereferenceable(16)) local_unnamed_addr #3

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local { <2 x float>, <2 x float> } @_ZN4sycl3_V16detail27ReadPixelDataLinearFiltModeINS0_3vecIfLi4EEEEET_NS3_IiLi8EEES4_NS0_15addressing_modeENS0_5rangeILi3EEENS0_2idILi3EEENS0_18image_channel_typeENS0_19image_channel_orderEPvh(ptr noundef byval(%"class.sycl::_V1::vec.597") align 32 %0, <2 x float> %1, <2 x float> %2, i32 noundef %3, ptr noundef byval(%"class.sycl::_V1::range.145") align 8 %4, ptr noundef byval(%"class.sycl::_V1::id") align 8 %5, i32 noundef %6, i32 noundef %7, ptr noundef %8, i8 noundef zeroext %9) local_unnamed_addr #22 comdat {
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
  %48 = tail call noundef zeroext i1 @_ZN4sycl3_V16detail12isOutOfRangeENS0_3vecIiLi4EEENS0_15addressing_modeENS0_5rangeILi3EEE(i64 %47, i64 %44, i32 noundef %3, ptr noundef nonnull byval(%"class.sycl::_V1::range.145") align 8 %4)
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
  %60 = tail call noundef zeroext i1 @_ZN4sycl3_V16detail12isOutOfRangeENS0_3vecIiLi4EEENS0_15addressing_modeENS0_5rangeILi3EEE(i64 %59, i64 %57, i32 noundef %3, ptr noundef nonnull byval(%"class.sycl::_V1::range.145") align 8 %4)
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
  %74 = tail call noundef zeroext i1 @_ZN4sycl3_V16detail12isOutOfRangeENS0_3vecIiLi4EEENS0_15addressing_modeENS0_5rangeILi3EEE(i64 %73, i64 %71, i32 noundef %3, ptr noundef nonnull byval(%"class.sycl::_V1::range.145") align 8 %4)
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
  %85 = tail call noundef zeroext i1 @_ZN4sycl3_V16detail12isOutOfRangeENS0_3vecIiLi4EEENS0_15addressing_modeENS0_5rangeILi3EEE(i64 %84, i64 %83, i32 noundef %3, ptr noundef nonnull byval(%"class.sycl::_V1::range.145") align 8 %4)
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
  %98 = tail call noundef zeroext i1 @_ZN4sycl3_V16detail12isOutOfRangeENS0_3vecIiLi4EEENS0_15addressing_modeENS0_5rangeILi3EEE(i64 %47, i64 %97, i32 noundef %3, ptr noundef nonnull byval(%"class.sycl::_V1::range.145") align 8 %4)
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
  %108 = tail call noundef zeroext i1 @_ZN4sycl3_V16detail12isOutOfRangeENS0_3vecIiLi4EEENS0_15addressing_modeENS0_5rangeILi3EEE(i64 %59, i64 %107, i32 noundef %3, ptr noundef nonnull byval(%"class.sycl::_V1::range.145") align 8 %4)
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
  %119 = tail call noundef zeroext i1 @_ZN4sycl3_V16detail12isOutOfRangeENS0_3vecIiLi4EEENS0_15addressing_modeENS0_5rangeILi3EEE(i64 %73, i64 %118, i32 noundef %3, ptr noundef nonnull byval(%"class.sycl::_V1::range.145") align 8 %4)
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
  %129 = tail call noundef zeroext i1 @_ZN4sycl3_V16detail12isOutOfRangeENS0_3vecIiLi4EEENS0_15addressing_modeENS0_5rangeILi3EEE(i64 %84, i64 %128, i32 noundef %3, ptr noundef nonnull byval(%"class.sycl::_V1::range.145") align 8 %4)
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

declare noundef zeroext i1 @_ZN4sycl3_V16detail12isOutOfRangeENS0_3vecIiLi4EEENS0_15addressing_modeENS0_5rangeILi3EEE(i64, i64, i32 noundef, ptr noundef byval(%"class.sycl::_V1::range.145") align 8) local_unnamed_addr #3

declare { <2 x float>, <2 x float> } @_ZN4sycl3_V16detail14getBorderColorENS0_19image_channel_orderE(i32 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local { <2 x float>, <2 x float> } @_ZN4sycl3_V16detail13ReadPixelDataINS0_3vecIfLi4EEEEET_NS3_IiLi4EEENS0_2idILi3EEENS0_18image_channel_typeENS0_19image_channel_orderEPvh(i64 %0, i64 %1, ptr noundef byval(%"class.sycl::_V1::id") align 8 %2, i32 noundef %3, i32 noundef %4, ptr noundef %5, i8 noundef zeroext %6) local_unnamed_addr #22 comdat personality ptr @__gxx_personality_v0 {
  %8 = alloca %"class.sycl::_V1::vec.516", align 8
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
  %101 = load i16, ptr %23, align 2, !tbaa !241
  br label %150

102:                                              ; preds = %99, %99
  %103 = load i16, ptr %23, align 2, !tbaa !241
  %104 = insertelement <2 x i16> <i16 poison, i16 0>, i16 %103, i64 0
  br label %150

105:                                              ; preds = %99
  %106 = load i16, ptr %23, align 2, !tbaa !241
  %107 = insertelement <2 x i16> poison, i16 %106, i64 0
  %108 = shufflevector <2 x i16> %107, <2 x i16> poison, <2 x i32> zeroinitializer
  br label %150

109:                                              ; preds = %99
  %110 = load i16, ptr %23, align 2, !tbaa !241
  %111 = insertelement <2 x i16> poison, i16 %110, i64 0
  %112 = shufflevector <2 x i16> %111, <2 x i16> poison, <2 x i32> zeroinitializer
  br label %150

113:                                              ; preds = %99, %99
  %114 = load <2 x i16>, ptr %23, align 2, !tbaa !241
  br label %150

115:                                              ; preds = %99
  %116 = load i16, ptr %23, align 2, !tbaa !241
  %117 = getelementptr inbounds i8, ptr %23, i64 2
  %118 = load i16, ptr %117, align 2, !tbaa !241
  %119 = insertelement <2 x i16> <i16 poison, i16 0>, i16 %116, i64 0
  br label %150

120:                                              ; preds = %99, %99
  %121 = load <2 x i16>, ptr %23, align 2, !tbaa !241
  %122 = getelementptr inbounds i8, ptr %23, i64 4
  %123 = load i16, ptr %122, align 2, !tbaa !241
  br label %150

124:                                              ; preds = %99, %99
  %125 = load <2 x i16>, ptr %23, align 2, !tbaa !241
  %126 = getelementptr inbounds i8, ptr %23, i64 4
  %127 = load i16, ptr %126, align 2, !tbaa !241
  %128 = getelementptr inbounds i8, ptr %23, i64 6
  %129 = load i16, ptr %128, align 2, !tbaa !241
  br label %150

130:                                              ; preds = %99
  %131 = load i16, ptr %23, align 2, !tbaa !241
  %132 = getelementptr inbounds i8, ptr %23, i64 2
  %133 = load <2 x i16>, ptr %132, align 2, !tbaa !241
  %134 = getelementptr inbounds i8, ptr %23, i64 6
  %135 = load i16, ptr %134, align 2, !tbaa !241
  br label %150

136:                                              ; preds = %99
  %137 = load i16, ptr %23, align 2, !tbaa !241
  %138 = getelementptr inbounds i8, ptr %23, i64 2
  %139 = load <2 x i16>, ptr %138, align 2, !tbaa !241
  %140 = shufflevector <2 x i16> %139, <2 x i16> poison, <2 x i32> <i32 1, i32 0>
  %141 = getelementptr inbounds i8, ptr %23, i64 6
  %142 = load i16, ptr %141, align 2, !tbaa !241
  br label %150

143:                                              ; preds = %99
  %144 = load i16, ptr %23, align 2, !tbaa !241
  %145 = getelementptr inbounds i8, ptr %23, i64 2
  %146 = load i16, ptr %145, align 2, !tbaa !241
  %147 = getelementptr inbounds i8, ptr %23, i64 4
  %148 = load <2 x i16>, ptr %147, align 2, !tbaa !241
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
  %241 = load i16, ptr %23, align 2, !tbaa !241
  br label %290

242:                                              ; preds = %239, %239
  %243 = load i16, ptr %23, align 2, !tbaa !241
  %244 = insertelement <2 x i16> <i16 poison, i16 0>, i16 %243, i64 0
  br label %290

245:                                              ; preds = %239
  %246 = load i16, ptr %23, align 2, !tbaa !241
  %247 = insertelement <2 x i16> poison, i16 %246, i64 0
  %248 = shufflevector <2 x i16> %247, <2 x i16> poison, <2 x i32> zeroinitializer
  br label %290

249:                                              ; preds = %239
  %250 = load i16, ptr %23, align 2, !tbaa !241
  %251 = insertelement <2 x i16> poison, i16 %250, i64 0
  %252 = shufflevector <2 x i16> %251, <2 x i16> poison, <2 x i32> zeroinitializer
  br label %290

253:                                              ; preds = %239, %239
  %254 = load <2 x i16>, ptr %23, align 2, !tbaa !241
  br label %290

255:                                              ; preds = %239
  %256 = load i16, ptr %23, align 2, !tbaa !241
  %257 = getelementptr inbounds i8, ptr %23, i64 2
  %258 = load i16, ptr %257, align 2, !tbaa !241
  %259 = insertelement <2 x i16> <i16 poison, i16 0>, i16 %256, i64 0
  br label %290

260:                                              ; preds = %239, %239
  %261 = load <2 x i16>, ptr %23, align 2, !tbaa !241
  %262 = getelementptr inbounds i8, ptr %23, i64 4
  %263 = load i16, ptr %262, align 2, !tbaa !241
  br label %290

264:                                              ; preds = %239, %239
  %265 = load <2 x i16>, ptr %23, align 2, !tbaa !241
  %266 = getelementptr inbounds i8, ptr %23, i64 4
  %267 = load i16, ptr %266, align 2, !tbaa !241
  %268 = getelementptr inbounds i8, ptr %23, i64 6
  %269 = load i16, ptr %268, align 2, !tbaa !241
  br label %290

270:                                              ; preds = %239
  %271 = load i16, ptr %23, align 2, !tbaa !241
  %272 = getelementptr inbounds i8, ptr %23, i64 2
  %273 = load <2 x i16>, ptr %272, align 2, !tbaa !241
  %274 = getelementptr inbounds i8, ptr %23, i64 6
  %275 = load i16, ptr %274, align 2, !tbaa !241
  br label %290

276:                                              ; preds = %239
  %277 = load i16, ptr %23, align 2, !tbaa !241
  %278 = getelementptr inbounds i8, ptr %23, i64 2
  %279 = load <2 x i16>, ptr %278, align 2, !tbaa !241
  %280 = shufflevector <2 x i16> %279, <2 x i16> poison, <2 x i32> <i32 1, i32 0>
  %281 = getelementptr inbounds i8, ptr %23, i64 6
  %282 = load i16, ptr %281, align 2, !tbaa !241
  br label %290

283:                                              ; preds = %239
  %284 = load i16, ptr %23, align 2, !tbaa !241
  %285 = getelementptr inbounds i8, ptr %23, i64 2
  %286 = load i16, ptr %285, align 2, !tbaa !241
  %287 = getelementptr inbounds i8, ptr %23, i64 4
  %288 = load <2 x i16>, ptr %287, align 2, !tbaa !241
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
  %313 = load i16, ptr %312, align 2, !tbaa !241
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
  %340 = load i16, ptr %339, align 2, !tbaa !241
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
  %391 = tail call ptr @__cxa_allocate_exception(i64 64) #27
  %392 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #27
  %393 = extractvalue { i32, ptr } %392, 0
  %394 = extractvalue { i32, ptr } %392, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %391, i32 %393, ptr %394, ptr noundef nonnull @.str.40)
          to label %395 unwind label %399

395:                                              ; preds = %390
  tail call void @__cxa_throw(ptr nonnull %391, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #31
  unreachable

396:                                              ; preds = %439, %431, %423, %415, %407, %399
  %397 = phi ptr [ %434, %439 ], [ %426, %431 ], [ %418, %423 ], [ %410, %415 ], [ %402, %407 ], [ %391, %399 ]
  %398 = phi { ptr, i32 } [ %440, %439 ], [ %432, %431 ], [ %424, %423 ], [ %416, %415 ], [ %408, %407 ], [ %400, %399 ]
  tail call void @__cxa_free_exception(ptr %397) #27
  resume { ptr, i32 } %398

399:                                              ; preds = %390
  %400 = landingpad { ptr, i32 }
          cleanup
  br label %396

401:                                              ; preds = %7
  %402 = tail call ptr @__cxa_allocate_exception(i64 64) #27
  %403 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #27
  %404 = extractvalue { i32, ptr } %403, 0
  %405 = extractvalue { i32, ptr } %403, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %402, i32 %404, ptr %405, ptr noundef nonnull @.str.40)
          to label %406 unwind label %407

406:                                              ; preds = %401
  tail call void @__cxa_throw(ptr nonnull %402, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #31
  unreachable

407:                                              ; preds = %401
  %408 = landingpad { ptr, i32 }
          cleanup
  br label %396

409:                                              ; preds = %7
  %410 = tail call ptr @__cxa_allocate_exception(i64 64) #27
  %411 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #27
  %412 = extractvalue { i32, ptr } %411, 0
  %413 = extractvalue { i32, ptr } %411, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %410, i32 %412, ptr %413, ptr noundef nonnull @.str.40)
          to label %414 unwind label %415

414:                                              ; preds = %409
  tail call void @__cxa_throw(ptr nonnull %410, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #31
  unreachable

415:                                              ; preds = %409
  %416 = landingpad { ptr, i32 }
          cleanup
  br label %396

417:                                              ; preds = %7
  %418 = tail call ptr @__cxa_allocate_exception(i64 64) #27
  %419 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #27
  %420 = extractvalue { i32, ptr } %419, 0
  %421 = extractvalue { i32, ptr } %419, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %418, i32 %420, ptr %421, ptr noundef nonnull @.str.40)
          to label %422 unwind label %423

422:                                              ; preds = %417
  tail call void @__cxa_throw(ptr nonnull %418, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #31
  unreachable

423:                                              ; preds = %417
  %424 = landingpad { ptr, i32 }
          cleanup
  br label %396

425:                                              ; preds = %7
  %426 = tail call ptr @__cxa_allocate_exception(i64 64) #27
  %427 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #27
  %428 = extractvalue { i32, ptr } %427, 0
  %429 = extractvalue { i32, ptr } %427, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %426, i32 %428, ptr %429, ptr noundef nonnull @.str.40)
          to label %430 unwind label %431

430:                                              ; preds = %425
  tail call void @__cxa_throw(ptr nonnull %426, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #31
  unreachable

431:                                              ; preds = %425
  %432 = landingpad { ptr, i32 }
          cleanup
  br label %396

433:                                              ; preds = %7
  %434 = tail call ptr @__cxa_allocate_exception(i64 64) #27
  %435 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #27
  %436 = extractvalue { i32, ptr } %435, 0
  %437 = extractvalue { i32, ptr } %435, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %434, i32 %436, ptr %437, ptr noundef nonnull @.str.40)
          to label %438 unwind label %439

438:                                              ; preds = %433
  tail call void @__cxa_throw(ptr nonnull %434, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #31
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
  %443 = load i16, ptr %23, align 2, !tbaa !241
  br label %496

444:                                              ; preds = %441, %441
  %445 = load i16, ptr %23, align 2, !tbaa !241
  br label %496

446:                                              ; preds = %441
  %447 = load i16, ptr %23, align 2, !tbaa !241
  br label %496

448:                                              ; preds = %441
  %449 = load i16, ptr %23, align 2, !tbaa !241
  br label %496

450:                                              ; preds = %441, %441
  %451 = load i16, ptr %23, align 2, !tbaa !241
  %452 = getelementptr inbounds i8, ptr %23, i64 2
  %453 = load i16, ptr %452, align 2, !tbaa !241
  br label %496

454:                                              ; preds = %441
  %455 = load i16, ptr %23, align 2, !tbaa !241
  %456 = getelementptr inbounds i8, ptr %23, i64 2
  %457 = load i16, ptr %456, align 2, !tbaa !241
  br label %496

458:                                              ; preds = %441, %441
  %459 = load i16, ptr %23, align 2, !tbaa !241
  %460 = getelementptr inbounds i8, ptr %23, i64 2
  %461 = load i16, ptr %460, align 2, !tbaa !241
  %462 = getelementptr inbounds i8, ptr %23, i64 4
  %463 = load i16, ptr %462, align 2, !tbaa !241
  br label %496

464:                                              ; preds = %441, %441
  %465 = load i16, ptr %23, align 2, !tbaa !241
  %466 = getelementptr inbounds i8, ptr %23, i64 2
  %467 = load i16, ptr %466, align 2, !tbaa !241
  %468 = getelementptr inbounds i8, ptr %23, i64 4
  %469 = load i16, ptr %468, align 2, !tbaa !241
  %470 = getelementptr inbounds i8, ptr %23, i64 6
  %471 = load i16, ptr %470, align 2, !tbaa !241
  br label %496

472:                                              ; preds = %441
  %473 = load i16, ptr %23, align 2, !tbaa !241
  %474 = getelementptr inbounds i8, ptr %23, i64 2
  %475 = load i16, ptr %474, align 2, !tbaa !241
  %476 = getelementptr inbounds i8, ptr %23, i64 4
  %477 = load i16, ptr %476, align 2, !tbaa !241
  %478 = getelementptr inbounds i8, ptr %23, i64 6
  %479 = load i16, ptr %478, align 2, !tbaa !241
  br label %496

480:                                              ; preds = %441
  %481 = load i16, ptr %23, align 2, !tbaa !241
  %482 = getelementptr inbounds i8, ptr %23, i64 2
  %483 = load i16, ptr %482, align 2, !tbaa !241
  %484 = getelementptr inbounds i8, ptr %23, i64 4
  %485 = load i16, ptr %484, align 2, !tbaa !241
  %486 = getelementptr inbounds i8, ptr %23, i64 6
  %487 = load i16, ptr %486, align 2, !tbaa !241
  br label %496

488:                                              ; preds = %441
  %489 = load i16, ptr %23, align 2, !tbaa !241
  %490 = getelementptr inbounds i8, ptr %23, i64 2
  %491 = load i16, ptr %490, align 2, !tbaa !241
  %492 = getelementptr inbounds i8, ptr %23, i64 4
  %493 = load i16, ptr %492, align 2, !tbaa !241
  %494 = getelementptr inbounds i8, ptr %23, i64 6
  %495 = load i16, ptr %494, align 2, !tbaa !241
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
  %2 = load i16, ptr %0, align 8, !tbaa !241
  %3 = lshr i16 %2, 10
  %4 = and i16 %3, 31
  %5 = and i16 %2, 1023
  switch i16 %4, label %6 [
    i16 31, label %22
    i16 0, label %9
  ], !prof !244

6:                                                ; preds = %1
  %7 = add nuw nsw i16 %4, 112
  %8 = zext nneg i16 %7 to i32
  br label %22

9:                                                ; preds = %1
  %10 = icmp eq i16 %5, 0
  br i1 %10, label %22, label %11, !prof !245

11:                                               ; preds = %9, %11
  %12 = phi i8 [ %14, %11 ], [ 0, %9 ]
  %13 = phi i16 [ %15, %11 ], [ %5, %9 ]
  %14 = add i8 %12, 1
  %15 = shl i16 %13, 1
  %16 = and i16 %13, 512
  %17 = icmp eq i16 %16, 0
  br i1 %17, label %11, label %18, !llvm.loop !246

18:                                               ; preds = %11
  %19 = and i16 %15, 1022
  %20 = zext i8 %14 to i32
  %21 = sub nsw i32 113, %20
  br label %22

22:                                               ; preds = %1, %6, %9, %18
  %23 = phi i32 [ %21, %18 ], [ 0, %9 ], [ 255, %1 ], [ %8, %6 ]
  %24 = phi i16 [ %19, %18 ], [ 0, %9 ], [ %5, %1 ], [ %5, %6 ]
  %25 = getelementptr inbounds i8, ptr %0, i64 2
  %26 = load i16, ptr %25, align 2, !tbaa !241
  %27 = lshr i16 %26, 10
  %28 = and i16 %27, 31
  %29 = and i16 %26, 1023
  switch i16 %28, label %43 [
    i16 31, label %46
    i16 0, label %30
  ], !prof !244

30:                                               ; preds = %22
  %31 = icmp eq i16 %29, 0
  br i1 %31, label %46, label %32, !prof !245

32:                                               ; preds = %30, %32
  %33 = phi i8 [ %35, %32 ], [ 0, %30 ]
  %34 = phi i16 [ %36, %32 ], [ %29, %30 ]
  %35 = add i8 %33, 1
  %36 = shl i16 %34, 1
  %37 = and i16 %34, 512
  %38 = icmp eq i16 %37, 0
  br i1 %38, label %32, label %39, !llvm.loop !246

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
  %50 = load i16, ptr %49, align 4, !tbaa !241
  %51 = lshr i16 %50, 10
  %52 = and i16 %51, 31
  %53 = and i16 %50, 1023
  switch i16 %52, label %67 [
    i16 31, label %70
    i16 0, label %54
  ], !prof !244

54:                                               ; preds = %46
  %55 = icmp eq i16 %53, 0
  br i1 %55, label %70, label %56, !prof !245

56:                                               ; preds = %54, %56
  %57 = phi i8 [ %59, %56 ], [ 0, %54 ]
  %58 = phi i16 [ %60, %56 ], [ %53, %54 ]
  %59 = add i8 %57, 1
  %60 = shl i16 %58, 1
  %61 = and i16 %58, 512
  %62 = icmp eq i16 %61, 0
  br i1 %62, label %56, label %63, !llvm.loop !246

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
  %74 = load i16, ptr %73, align 2, !tbaa !241
  %75 = lshr i16 %74, 10
  %76 = and i16 %75, 31
  %77 = and i16 %74, 1023
  switch i16 %76, label %91 [
    i16 31, label %94
    i16 0, label %78
  ], !prof !244

78:                                               ; preds = %70
  %79 = icmp eq i16 %77, 0
  br i1 %79, label %94, label %80, !prof !245

80:                                               ; preds = %78, %80
  %81 = phi i8 [ %83, %80 ], [ 0, %78 ]
  %82 = phi i16 [ %84, %80 ], [ %77, %78 ]
  %83 = add i8 %81, 1
  %84 = shl i16 %82, 1
  %85 = and i16 %82, 512
  %86 = icmp eq i16 %85, 0
  br i1 %86, label %80, label %87, !llvm.loop !246

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
declare void @llvm.assume(i1 noundef) #25

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #21

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #26

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #26

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
attributes #21 = { nofree nounwind }
attributes #22 = { mustprogress uwtable "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #23 = { mustprogress uwtable "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #24 = { mustprogress nofree nounwind willreturn memory(read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #25 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #26 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #27 = { nounwind }
attributes #28 = { noreturn nounwind }
attributes #29 = { builtin nounwind }
attributes #30 = { builtin allocsize(0) }
attributes #31 = { noreturn }
attributes #32 = { nounwind willreturn memory(read) }

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
!45 = !{!"_ZTSN4sycl3_V16detail13code_locationE", !14, i64 0, !14, i64 8, !32, i64 16, !32, i64 20}
!46 = !{!47}
!47 = distinct !{!47, !48, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!48 = distinct !{!48, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!49 = !{!45, !14, i64 8}
!50 = !{!45, !32, i64 16}
!51 = !{!45, !32, i64 20}
!52 = !{!53}
!53 = distinct !{!53, !54, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!54 = distinct !{!54, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!55 = !{!56}
!56 = distinct !{!56, !57, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!57 = distinct !{!57, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!58 = !{!59}
!59 = distinct !{!59, !60, !"_ZN4sycl3_V15queue6submitIZL4lumaRS1_RK7PictureEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S8_EENS0_5eventEE4typeESB_RKNS0_6detail13code_locationE: argument 0"}
!60 = distinct !{!60, !"_ZN4sycl3_V15queue6submitIZL4lumaRS1_RK7PictureEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S8_EENS0_5eventEE4typeESB_RKNS0_6detail13code_locationE"}
!61 = !{!62, !14, i64 0}
!62 = !{!"_ZTSN4sycl3_V16detail19type_erased_cgfo_tyE", !14, i64 0, !14, i64 8}
!63 = !{!62, !14, i64 8}
!64 = !{!65, !59}
!65 = distinct !{!65, !66, !"_ZNK4sycl3_V15queue17submit_with_eventINS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET_RKNS0_6detail19type_erased_cgfo_tyERKNSD_13code_locationE: argument 0"}
!66 = distinct !{!66, !"_ZNK4sycl3_V15queue17submit_with_eventINS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET_RKNS0_6detail19type_erased_cgfo_tyERKNSD_13code_locationE"}
!67 = !{!68, !69, i64 0}
!68 = !{!"_ZTSN4sycl3_V16detail3_V114SubmissionInfoE", !69, i64 0}
!69 = !{!"_ZTSN4sycl3_V13ext6oneapi12experimental15event_mode_enumE", !8, i64 0}
!70 = !{!71, !72, i64 8}
!71 = !{!"_ZTSN4sycl3_V16detail14tls_code_loc_tE", !14, i64 0, !72, i64 8}
!72 = !{!"bool", !8, i64 0}
!73 = !{i8 0, i8 2}
!74 = !{}
!75 = distinct !{!75, !20}
!76 = distinct !{!76, !20}
!77 = !{!78}
!78 = distinct !{!78, !79, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE: argument 0"}
!79 = distinct !{!79, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE"}
!80 = !{!81}
!81 = distinct !{!81, !82, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIhEEhEEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!82 = distinct !{!82, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIhEEhEEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!83 = !{!84, !7, i64 0}
!84 = !{!"_ZTSN4sycl3_V16detail17aligned_allocatorIhEE", !7, i64 0}
!85 = !{!86, !7, i64 16}
!86 = !{!"_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIhEEhEE", !87, i64 0, !84, i64 8, !7, i64 16}
!87 = !{!"_ZTSN4sycl3_V16detail19SYCLMemObjAllocatorE"}
!88 = !{!89, !14, i64 0}
!89 = !{!"_ZTSSt10_Head_baseILm0EPN4sycl3_V16detail19SYCLMemObjAllocatorELb0EE", !14, i64 0}
!90 = !{!91}
!91 = distinct !{!91, !92, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE: argument 0"}
!92 = distinct !{!92, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE"}
!93 = !{!94}
!94 = distinct !{!94, !95, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIhEEhEEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!95 = distinct !{!95, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIhEEhEEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!96 = !{!97}
!97 = distinct !{!97, !98, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!98 = distinct !{!98, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!99 = !{!100}
!100 = distinct !{!100, !101, !"_ZN4sycl3_V15queue6submitIZL14brighten_imageRS1_R7PicturefEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S7_EENS0_5eventEE4typeESA_RKNS0_6detail13code_locationE: argument 0"}
!101 = distinct !{!101, !"_ZN4sycl3_V15queue6submitIZL14brighten_imageRS1_R7PicturefEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S7_EENS0_5eventEE4typeESA_RKNS0_6detail13code_locationE"}
!102 = !{!103, !100}
!103 = distinct !{!103, !104, !"_ZNK4sycl3_V15queue17submit_with_eventINS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET_RKNS0_6detail19type_erased_cgfo_tyERKNSD_13code_locationE: argument 0"}
!104 = distinct !{!104, !"_ZNK4sycl3_V15queue17submit_with_eventINS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET_RKNS0_6detail19type_erased_cgfo_tyERKNSD_13code_locationE"}
!105 = distinct !{!105, !20}
!106 = !{!13, !14, i64 16}
!107 = !{!108, !14, i64 0}
!108 = !{!"_ZTSNSt15__exception_ptr13exception_ptrE", !14, i64 0}
!109 = !{!110, !112, i64 32}
!110 = !{!"_ZTSSt8ios_base", !7, i64 8, !7, i64 16, !111, i64 24, !112, i64 28, !112, i64 32, !14, i64 40, !113, i64 48, !8, i64 64, !32, i64 192, !14, i64 200, !114, i64 208}
!111 = !{!"_ZTSSt13_Ios_Fmtflags", !8, i64 0}
!112 = !{!"_ZTSSt12_Ios_Iostate", !8, i64 0}
!113 = !{!"_ZTSNSt8ios_base6_WordsE", !14, i64 0, !7, i64 8}
!114 = !{!"_ZTSSt6locale", !14, i64 0}
!115 = !{!116, !14, i64 24}
!116 = !{!"_ZTSSt8functionIFiRKN4sycl3_V16deviceEEE", !23, i64 0, !14, i64 24}
!117 = !{!118, !14, i64 16}
!118 = !{!"_ZTSNSt12_Vector_baseINSt15__exception_ptr13exception_ptrESaIS1_EE17_Vector_impl_dataE", !14, i64 0, !14, i64 8, !14, i64 16}
!119 = !{!118, !14, i64 0}
!120 = !{!118, !14, i64 8}
!121 = distinct !{!121, !20}
!122 = !{!123}
!123 = distinct !{!123, !124, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorINS1_3vecIfLi4EEEEES6_EEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!124 = distinct !{!124, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorINS1_3vecIfLi4EEEEES6_EEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!125 = !{!126, !7, i64 0}
!126 = !{!"_ZTSN4sycl3_V16detail17aligned_allocatorINS0_3vecIfLi4EEEEE", !7, i64 0}
!127 = !{!128, !7, i64 16}
!128 = !{!"_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorINS0_3vecIfLi4EEEEES5_EE", !87, i64 0, !126, i64 8, !7, i64 16}
!129 = !{!130, !7, i64 24}
!130 = !{!"_ZTSN4sycl3_V16bufferINS0_3vecIfLi4EEELi1ENS0_6detail17aligned_allocatorIS3_EEvEE", !131, i64 0, !134, i64 16, !7, i64 24, !72, i64 32}
!131 = !{!"_ZTSN4sycl3_V16detail12buffer_plainE", !132, i64 0}
!132 = !{!"_ZTSSt10shared_ptrIN4sycl3_V16detail11buffer_implEE", !133, i64 0}
!133 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail11buffer_implELN9__gnu_cxx12_Lock_policyE2EE", !14, i64 0, !29, i64 8}
!134 = !{!"_ZTSN4sycl3_V15rangeILi1EEE", !135, i64 0}
!135 = !{!"_ZTSN4sycl3_V16detail5arrayILi1EEE", !8, i64 0}
!136 = !{!130, !72, i64 32}
!137 = !{!133, !14, i64 0}
!138 = !{!139}
!139 = distinct !{!139, !140, !"_ZN4sycl3_V16detail12rangeToArrayERKNS0_5rangeILi1EEE: argument 0"}
!140 = distinct !{!140, !"_ZN4sycl3_V16detail12rangeToArrayERKNS0_5rangeILi1EEE"}
!141 = !{!142}
!142 = distinct !{!142, !143, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!143 = distinct !{!143, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!144 = !{!145, !7, i64 0}
!145 = !{!"_ZTSN4sycl3_V16detail17aligned_allocatorIfEE", !7, i64 0}
!146 = !{!147, !7, i64 16}
!147 = !{!"_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE", !87, i64 0, !145, i64 8, !7, i64 16}
!148 = !{!149, !7, i64 24}
!149 = !{!"_ZTSN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvEE", !131, i64 0, !134, i64 16, !7, i64 24, !72, i64 32}
!150 = !{!149, !72, i64 32}
!151 = !{!152, !14, i64 8}
!152 = !{!"_ZTSSt9type_info", !14, i64 8}
!153 = !{!154}
!154 = distinct !{!154, !155, !"_ZN4sycl3_V16detail12rangeToArrayERKNS0_5rangeILi1EEE: argument 0"}
!155 = distinct !{!155, !"_ZN4sycl3_V16detail12rangeToArrayERKNS0_5rangeILi1EEE"}
!156 = !{!157, !14, i64 0}
!157 = !{!"_ZTSZL4lumaRN4sycl3_V15queueERK7PictureEUlRNS0_7handlerEE_", !14, i64 0, !14, i64 8, !14, i64 16}
!158 = !{!157, !14, i64 8}
!159 = !{!157, !14, i64 16}
!160 = !{!161, !14, i64 0}
!161 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail16AccessorImplHostELN9__gnu_cxx12_Lock_policyE2EE", !14, i64 0, !29, i64 8}
!162 = !{!163, !14, i64 0}
!163 = !{!"_ZTSN4sycl3_V16detail16nd_range_view_v113nd_range_viewE", !14, i64 0, !14, i64 8, !14, i64 16, !7, i64 24}
!164 = !{!163, !7, i64 24}
!165 = !{!166}
!166 = distinct !{!166, !167, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!167 = distinct !{!167, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!168 = !{!169}
!169 = distinct !{!169, !170, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!170 = distinct !{!170, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!171 = !{!172, !14, i64 0}
!172 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseELN9__gnu_cxx12_Lock_policyE2EE", !14, i64 0, !29, i64 8}
!173 = distinct !{!173, !20}
!174 = !{!175, !14, i64 16}
!175 = !{!"_ZTSN4sycl3_V18accessorINS0_3vecIfLi4EEELi1ELNS0_6access4modeE1024ELNS4_6targetE2014ELNS4_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !176, i64 0, !14, i64 16, !8, i64 24}
!176 = !{!"_ZTSN4sycl3_V16detail16AccessorBaseHostE", !177, i64 0}
!177 = !{!"_ZTSSt10shared_ptrIN4sycl3_V16detail16AccessorImplHostEE", !161, i64 0}
!178 = !{!179}
!179 = distinct !{!179, !180, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!180 = distinct !{!180, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!181 = !{!182}
!182 = distinct !{!182, !183, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!183 = distinct !{!183, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!184 = !{!185, !14, i64 16}
!185 = !{!"_ZTSN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !176, i64 0, !14, i64 16, !8, i64 24}
!186 = !{!187, !32, i64 16}
!187 = !{!"_ZTSN4sycl3_V16detail27compile_time_kernel_info_v123CompileTimeKernelInfoTyE", !188, i64 0, !32, i64 16, !72, i64 20, !188, i64 24, !188, i64 40, !32, i64 56, !32, i64 60, !7, i64 64, !14, i64 72, !72, i64 80}
!188 = !{!"_ZTSN4sycl3_V16detail11string_viewE", !14, i64 0, !7, i64 8}
!189 = distinct !{!189, !20}
!190 = !{!187, !14, i64 72}
!191 = !{i64 0, i64 8, !16, i64 8, i64 8, !41}
!192 = !{!"branch_weights", i32 1, i32 1048575}
!193 = !{!194}
!194 = distinct !{!194, !195, !"_ZNK4sycl3_V18accessorINS0_3vecIfLi4EEELi1ELNS0_6access4modeE1024ELNS4_6targetE2014ELNS4_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv: argument 0"}
!195 = distinct !{!195, !"_ZNK4sycl3_V18accessorINS0_3vecIfLi4EEELi1ELNS0_6access4modeE1024ELNS4_6targetE2014ELNS4_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv"}
!196 = !{!197}
!197 = distinct !{!197, !198, !"_ZNK4sycl3_V18accessorINS0_3vecIfLi4EEELi1ELNS0_6access4modeE1024ELNS4_6targetE2014ELNS4_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv: argument 0"}
!198 = distinct !{!198, !"_ZNK4sycl3_V18accessorINS0_3vecIfLi4EEELi1ELNS0_6access4modeE1024ELNS4_6targetE2014ELNS4_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv"}
!199 = !{!200}
!200 = distinct !{!200, !201, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv: argument 0"}
!201 = distinct !{!201, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv"}
!202 = !{!203}
!203 = distinct !{!203, !204, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv: argument 0"}
!204 = distinct !{!204, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv"}
!205 = !{!206, !14, i64 0}
!206 = !{!"_ZTSZL14brighten_imageRN4sycl3_V15queueER7PicturefEUlRNS0_7handlerEE_", !14, i64 0, !14, i64 8, !14, i64 16, !14, i64 24}
!207 = !{!208}
!208 = distinct !{!208, !209, !"_ZN4sycl3_V15imageILi2ENS0_6detail17aligned_allocatorIhEEE10get_accessINS0_3vecIfLi4EEELNS0_6access4modeE1024EEENS0_8accessorINSt9enable_ifIX15check_type_in_vIT_NS7_IiLi4EEENS7_IjLi4EEES8_NS7_INS2_9half_impl4halfELi4EEEEESD_E4typeELi2EXT0_ELNS9_6targetE2017ELNS9_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEERNS0_7handlerE: argument 0"}
!209 = distinct !{!209, !"_ZN4sycl3_V15imageILi2ENS0_6detail17aligned_allocatorIhEEE10get_accessINS0_3vecIfLi4EEELNS0_6access4modeE1024EEENS0_8accessorINSt9enable_ifIX15check_type_in_vIT_NS7_IiLi4EEENS7_IjLi4EEES8_NS7_INS2_9half_impl4halfELi4EEEEESD_E4typeELi2EXT0_ELNS9_6targetE2017ELNS9_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEERNS0_7handlerE"}
!210 = !{!206, !14, i64 8}
!211 = !{!206, !14, i64 16}
!212 = !{!206, !14, i64 24}
!213 = !{!214, !43, i64 64}
!214 = !{!"_ZTSZZL14brighten_imageRN4sycl3_V15queueER7PicturefENKUlRNS0_7handlerEE_clES6_EUlNS0_4itemILi2ELb1EEEE_", !215, i64 0, !219, i64 32, !43, i64 64}
!215 = !{!"_ZTSN4sycl3_V18accessorINS0_3vecIfLi4EEELi2ELNS0_6access4modeE1025ELNS4_6targetE2017ELNS4_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !216, i64 0}
!216 = !{!"_ZTSN4sycl3_V16detail14image_accessorINS0_3vecIfLi4EEELi2ELNS0_6access4modeE1025ELNS5_6targetE2017ELNS5_11placeholderE0EEE", !176, i64 0, !7, i64 16, !217, i64 24, !218, i64 28}
!217 = !{!"_ZTSN4sycl3_V119image_channel_orderE", !8, i64 0}
!218 = !{!"_ZTSN4sycl3_V118image_channel_typeE", !8, i64 0}
!219 = !{!"_ZTSN4sycl3_V18accessorINS0_3vecIfLi4EEELi2ELNS0_6access4modeE1024ELNS4_6targetE2017ELNS4_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !220, i64 0}
!220 = !{!"_ZTSN4sycl3_V16detail14image_accessorINS0_3vecIfLi4EEELi2ELNS0_6access4modeE1024ELNS5_6targetE2017ELNS5_11placeholderE0EEE", !176, i64 0, !7, i64 16, !217, i64 24, !218, i64 28}
!221 = !{!222}
!222 = distinct !{!222, !223, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE: argument 0"}
!223 = distinct !{!223, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE"}
!224 = !{!225}
!225 = distinct !{!225, !226, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE: argument 0"}
!226 = distinct !{!226, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE"}
!227 = !{!228, !14, i64 0}
!228 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail10image_implELN9__gnu_cxx12_Lock_policyE2EE", !14, i64 0, !29, i64 8}
!229 = !{!220, !7, i64 16}
!230 = !{!220, !217, i64 24}
!231 = !{!220, !218, i64 28}
!232 = !{!233}
!233 = distinct !{!233, !234, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE: argument 0"}
!234 = distinct !{!234, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE"}
!235 = !{!236}
!236 = distinct !{!236, !237, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE: argument 0"}
!237 = distinct !{!237, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE"}
!238 = !{!216, !7, i64 16}
!239 = !{!216, !217, i64 24}
!240 = !{!216, !218, i64 28}
!241 = !{!242, !242, i64 0}
!242 = !{!"short", !8, i64 0}
!243 = !{!"branch_weights", !"expected", i32 -2147483648, i32 0}
!244 = !{!"branch_weights", i32 4000000, i32 2001, i32 2000}
!245 = !{!"branch_weights", !"expected", i32 0, i32 -2147483648}
!246 = distinct !{!246, !20}
