; ModuleID = 'host_tu.cpp'
source_filename = "host_tu.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%"struct.sycl::_V1::detail::kernel_param_desc_t" = type { i32, i32, i32 }
%"class.sycl::_V1::detail::string_view" = type { ptr, i64 }
%"class.sycl::_V1::detail::tls_code_loc_t" = type <{ ptr, i8, [7 x i8] }>
%"class.sycl::_V1::detail::_V1::SubmissionInfo" = type { i32 }
%class.anon.27 = type { ptr, ptr }
%"class.sycl::_V1::detail::type_erased_cgfo_ty" = type { ptr, ptr }
%class.anon.26 = type { ptr }
%class.anon = type { ptr, ptr, ptr }
%"class.std::function" = type { %"class.std::_Function_base", ptr }
%"class.std::_Function_base" = type { %"union.std::_Any_data", ptr }
%"union.std::_Any_data" = type { %"union.std::_Nocopy_types" }
%"union.std::_Nocopy_types" = type { { i64, i64 } }
%"class.sycl::_V1::queue" = type { %"class.std::shared_ptr" }
%"class.std::shared_ptr" = type { %"class.std::__shared_ptr" }
%"class.std::__shared_ptr" = type { ptr, %"class.std::__shared_count" }
%"class.std::__shared_count" = type { ptr }
%"class.sycl::_V1::property_list" = type { %"class.sycl::_V1::detail::PropertyListBase" }
%"class.sycl::_V1::detail::PropertyListBase" = type { %"class.std::bitset", %"class.std::vector.5" }
%"class.std::bitset" = type { %"struct.std::_Base_bitset" }
%"struct.std::_Base_bitset" = type { i64 }
%"class.std::vector.5" = type { %"struct.std::_Vector_base.6" }
%"struct.std::_Vector_base.6" = type { %"struct.std::_Vector_base<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>, std::allocator<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>>>::_Vector_impl" }
%"struct.std::_Vector_base<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>, std::allocator<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>>>::_Vector_impl" = type { %"struct.std::_Vector_base<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>, std::allocator<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>>>::_Vector_impl_data" }
%"struct.std::_Vector_base<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>, std::allocator<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>>>::_Vector_impl_data" = type { ptr, ptr, ptr }
%"class.sycl::_V1::buffer" = type <{ %"class.sycl::_V1::detail::buffer_plain", %"class.sycl::_V1::range", i64, i8, [7 x i8] }>
%"class.sycl::_V1::detail::buffer_plain" = type { %"class.std::shared_ptr.10" }
%"class.std::shared_ptr.10" = type { %"class.std::__shared_ptr.11" }
%"class.std::__shared_ptr.11" = type { ptr, %"class.std::__shared_count" }
%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [3 x i64] }
%"struct.sycl::_V1::detail::code_location" = type { ptr, ptr, i32, i32 }
%"class.sycl::_V1::buffer.14" = type <{ %"class.sycl::_V1::detail::buffer_plain", %"class.sycl::_V1::range", i64, i8, [7 x i8] }>
%"class.sycl::_V1::buffer.17" = type <{ %"class.sycl::_V1::detail::buffer_plain", %"class.sycl::_V1::range.19", i64, i8, [7 x i8] }>
%"class.sycl::_V1::range.19" = type { %"class.sycl::_V1::detail::array.20" }
%"class.sycl::_V1::detail::array.20" = type { [1 x i64] }
%"class.sycl::_V1::event" = type { %"class.std::shared_ptr.23" }
%"class.std::shared_ptr.23" = type { %"class.std::__shared_ptr.24" }
%"class.std::__shared_ptr.24" = type { ptr, %"class.std::__shared_count" }
%"class.std::unique_ptr" = type { %"struct.std::__uniq_ptr_data" }
%"struct.std::__uniq_ptr_data" = type { %"class.std::__uniq_ptr_impl" }
%"class.std::__uniq_ptr_impl" = type { %"class.std::tuple" }
%"class.std::tuple" = type { %"struct.std::_Tuple_impl" }
%"struct.std::_Tuple_impl" = type { %"struct.std::_Head_base.41" }
%"struct.std::_Head_base.41" = type { ptr }
%"struct.std::array" = type { [3 x i64] }
%"class.sycl::_V1::device" = type { ptr }
%"class.std::function.33" = type { %"class.std::_Function_base", ptr }
%"class.sycl::_V1::exception_list" = type { %"class.std::vector.28" }
%"class.std::vector.28" = type { %"struct.std::_Vector_base.29" }
%"struct.std::_Vector_base.29" = type { %"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl" }
%"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl" = type { %"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl_data" }
%"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl_data" = type { ptr, ptr, ptr }
%"class.std::shared_ptr.55" = type { %"class.std::__shared_ptr.56" }
%"class.std::__shared_ptr.56" = type { ptr, %"class.std::__shared_count" }
%"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view" = type { ptr, ptr, ptr, i64 }
%"struct.sycl::_V1::detail::compile_time_kernel_info_v1::CompileTimeKernelInfoTy" = type <{ %"class.sycl::_V1::detail::string_view", i32, i8, [3 x i8], %"class.sycl::_V1::detail::string_view", %"class.sycl::_V1::detail::string_view", i32, i32, i64, ptr, i8, [7 x i8] }>
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::PropsHolder" = type { %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty", %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.116", %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.128", [3 x i8], %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.129", %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.146", %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.147", %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.148", %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.160", %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.175", i8, [7 x i8] }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty" = type { %"class.std::optional" }
%"class.std::optional" = type { %"struct.std::_Optional_base" }
%"struct.std::_Optional_base" = type { %"struct.std::_Optional_payload" }
%"struct.std::_Optional_payload" = type { %"struct.std::_Optional_payload_base.base", [7 x i8] }
%"struct.std::_Optional_payload_base.base" = type <{ %"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::work_group_scratch_size>::_Storage", i8 }>
%"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::work_group_scratch_size>::_Storage" = type { %"struct.sycl::_V1::ext::oneapi::experimental::work_group_scratch_size" }
%"struct.sycl::_V1::ext::oneapi::experimental::work_group_scratch_size" = type { i64 }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.116" = type { %"class.std::optional.117" }
%"class.std::optional.117" = type { %"struct.std::_Optional_base.118" }
%"struct.std::_Optional_base.118" = type { %"struct.std::_Optional_payload.120" }
%"struct.std::_Optional_payload.120" = type { %"struct.std::_Optional_payload_base.base.125", i8 }
%"struct.std::_Optional_payload_base.base.125" = type <{ %"union.std::_Optional_payload_base<sycl::_V1::ext::intel::experimental::cache_config>::_Storage", i8 }>
%"union.std::_Optional_payload_base<sycl::_V1::ext::intel::experimental::cache_config>::_Storage" = type { %"struct.sycl::_V1::ext::intel::experimental::cache_config" }
%"struct.sycl::_V1::ext::intel::experimental::cache_config" = type { i16 }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.128" = type { i8 }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.129" = type { %"class.std::optional.130", %"class.std::optional.138" }
%"class.std::optional.130" = type { %"struct.std::_Optional_base.131" }
%"struct.std::_Optional_base.131" = type { %"struct.std::_Optional_payload.133" }
%"struct.std::_Optional_payload.133" = type { %"struct.std::_Optional_payload_base.base.135", [3 x i8] }
%"struct.std::_Optional_payload_base.base.135" = type <{ %"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::forward_progress_guarantee>::_Storage", i8 }>
%"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::forward_progress_guarantee>::_Storage" = type { i32 }
%"class.std::optional.138" = type { %"struct.std::_Optional_base.139" }
%"struct.std::_Optional_base.139" = type { %"struct.std::_Optional_payload.141" }
%"struct.std::_Optional_payload.141" = type { %"struct.std::_Optional_payload_base.base.143", [3 x i8] }
%"struct.std::_Optional_payload_base.base.143" = type <{ %"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::execution_scope>::_Storage", i8 }>
%"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::execution_scope>::_Storage" = type { i32 }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.146" = type { %"class.std::optional.130", %"class.std::optional.138" }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.147" = type { %"class.std::optional.130", %"class.std::optional.138" }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.148" = type { %"class.std::optional.149" }
%"class.std::optional.149" = type { %"struct.std::_Optional_base.150" }
%"struct.std::_Optional_base.150" = type { %"struct.std::_Optional_payload.152" }
%"struct.std::_Optional_payload.152" = type { %"struct.std::_Optional_payload_base.base.157", [7 x i8] }
%"struct.std::_Optional_payload_base.base.157" = type <{ %"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::cuda::cluster_size<1>>::_Storage", i8 }>
%"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::cuda::cluster_size<1>>::_Storage" = type { %"struct.sycl::_V1::ext::oneapi::experimental::cuda::cluster_size" }
%"struct.sycl::_V1::ext::oneapi::experimental::cuda::cluster_size" = type { %"class.sycl::_V1::range.19" }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.160" = type { %"class.std::optional.161" }
%"class.std::optional.161" = type { %"struct.std::_Optional_base.162" }
%"struct.std::_Optional_base.162" = type { %"struct.std::_Optional_payload.164" }
%"struct.std::_Optional_payload.164" = type { %"struct.std::_Optional_payload_base.base.172", [7 x i8] }
%"struct.std::_Optional_payload_base.base.172" = type <{ %"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::cuda::cluster_size<2>>::_Storage", i8 }>
%"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::cuda::cluster_size<2>>::_Storage" = type { %"struct.sycl::_V1::ext::oneapi::experimental::cuda::cluster_size.166" }
%"struct.sycl::_V1::ext::oneapi::experimental::cuda::cluster_size.166" = type { %"class.sycl::_V1::range.170" }
%"class.sycl::_V1::range.170" = type { %"class.sycl::_V1::detail::array.171" }
%"class.sycl::_V1::detail::array.171" = type { [2 x i64] }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.175" = type { %"class.std::optional.176" }
%"class.std::optional.176" = type { %"struct.std::_Optional_base.177" }
%"struct.std::_Optional_base.177" = type { %"struct.std::_Optional_payload.179" }
%"struct.std::_Optional_payload.179" = type { %"struct.std::_Optional_payload_base.base.185", [7 x i8] }
%"struct.std::_Optional_payload_base.base.185" = type <{ %"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::cuda::cluster_size<3>>::_Storage", i8 }>
%"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::cuda::cluster_size<3>>::_Storage" = type { %"struct.sycl::_V1::ext::oneapi::experimental::cuda::cluster_size.181" }
%"struct.sycl::_V1::ext::oneapi::experimental::cuda::cluster_size.181" = type { %"class.sycl::_V1::range" }
%"class.sycl::_V1::accessor" = type { %"class.sycl::_V1::detail::AccessorBaseHost", ptr, [56 x i8] }
%"class.sycl::_V1::detail::AccessorBaseHost" = type { %"class.std::shared_ptr.104" }
%"class.std::shared_ptr.104" = type { %"class.std::__shared_ptr.105" }
%"class.std::__shared_ptr.105" = type { ptr, %"class.std::__shared_count" }
%"class.sycl::_V1::accessor.108" = type { %"class.sycl::_V1::detail::AccessorBaseHost", ptr, [56 x i8] }
%"class.sycl::_V1::accessor.111" = type { %"class.sycl::_V1::detail::AccessorBaseHost", ptr, [56 x i8] }
%class.anon.114 = type { %"class.sycl::_V1::accessor.111" }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::ext::oneapi::accessor_property_list" = type { %"class.sycl::_V1::detail::PropertyListBase" }
%"class.sycl::_V1::item" = type { %"struct.sycl::_V1::detail::ItemBase" }
%"struct.sycl::_V1::detail::ItemBase" = type { %"class.sycl::_V1::range", %"class.sycl::_V1::id", %"class.sycl::_V1::id" }
%"class.sycl::_V1::detail::accessor_common<float, 3, sycl::_V1::access::mode::read_write, sycl::_V1::access::target::device, sycl::_V1::access::placeholder::false_t>::AccessorSubscript" = type { %"class.sycl::_V1::id", %"class.sycl::_V1::accessor.111" }
%"class.sycl::_V1::detail::accessor_common<float, 3, sycl::_V1::access::mode::read_write, sycl::_V1::access::target::device, sycl::_V1::access::placeholder::false_t>::AccessorSubscript.191" = type { %"class.sycl::_V1::id", %"class.sycl::_V1::accessor.111" }
%"class.sycl::_V1::accessor.196" = type { %"class.sycl::_V1::detail::AccessorBaseHost", ptr, [8 x i8] }
%class.anon.201 = type { %"class.sycl::_V1::accessor.196" }
%"class.sycl::_V1::item.205" = type { %"struct.sycl::_V1::detail::ItemBase.206" }
%"struct.sycl::_V1::detail::ItemBase.206" = type { %"class.sycl::_V1::range.19", %"class.sycl::_V1::id.199", %"class.sycl::_V1::id.199" }
%"class.sycl::_V1::id.199" = type { %"class.sycl::_V1::detail::array.20" }
%"class.sycl::_V1::nd_range" = type { %"class.sycl::_V1::range.19", %"class.sycl::_V1::range.19", %"class.sycl::_V1::id.199" }
%"class.sycl::_V1::accessor.209" = type { %"class.sycl::_V1::detail::AccessorBaseHost", ptr, [8 x i8] }
%"class.sycl::_V1::accessor.212" = type { %"class.sycl::_V1::detail::AccessorBaseHost", ptr, [8 x i8] }
%"class.sycl::_V1::local_accessor" = type { %"class.sycl::_V1::local_accessor_base" }
%"class.sycl::_V1::local_accessor_base" = type { %"class.sycl::_V1::detail::LocalAccessorBaseHost", [16 x i8] }
%"class.sycl::_V1::detail::LocalAccessorBaseHost" = type { %"class.std::shared_ptr.216" }
%"class.std::shared_ptr.216" = type { %"class.std::__shared_ptr.217" }
%"class.std::__shared_ptr.217" = type { ptr, %"class.std::__shared_count" }
%class.anon.221 = type { i64, %"class.sycl::_V1::local_accessor", %"class.sycl::_V1::accessor.209", %"class.sycl::_V1::accessor.212" }

$_ZN4sycl3_V16bufferIfLi3ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi3EEERKNS0_13property_listENS2_13code_locationE = comdat any

$_ZN4sycl3_V16bufferIiLi3ENS0_6detail17aligned_allocatorIiEEvEC2EPiRKNS0_5rangeILi3EEERKNS0_13property_listENS2_13code_locationE = comdat any

$_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi1EEERKNS0_13property_listENS2_13code_locationE = comdat any

$_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev = comdat any

$_ZN4sycl3_V16bufferIfLi3ENS0_6detail17aligned_allocatorIfEEvED2Ev = comdat any

$_ZN4sycl3_V16bufferIiLi3ENS0_6detail17aligned_allocatorIiEEvED2Ev = comdat any

$_ZN4sycl3_V15queueD2Ev = comdat any

$_ZN4sycl3_V15queueC2IFiRKNS0_6deviceEEvEERKT_RKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE = comdat any

$_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E9_M_invokeERKSt9_Any_dataOS2_ = comdat any

$_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E10_M_managerERSt9_Any_dataRKS6_St18_Manager_operation = comdat any

$__clang_call_terminate = comdat any

$_ZN4sycl3_V114exception_listD2Ev = comdat any

$_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E9_M_invokeERKSt9_Any_dataS4_ = comdat any

$_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E10_M_managerERSt9_Any_dataRKS8_St18_Manager_operation = comdat any

$_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv = comdat any

$_ZN4sycl3_V16detail12buffer_plainD2Ev = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE16getAllocatorImplEv = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfED0Ev = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE8allocateEm = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE10deallocateEPvm = comdat any

$_ZNK4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE12getValueSizeEv = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE12setAlignmentEm = comdat any

$_ZN4sycl3_V19exceptionC1ESt10error_codePKc = comdat any

$_ZNSt12__shared_ptrIN4sycl3_V17contextELN9__gnu_cxx12_Lock_policyE2EED2Ev = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE16getAllocatorImplEv = comdat any

$_ZN4sycl3_V16detail19SYCLMemObjAllocatorD2Ev = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiED0Ev = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE8allocateEm = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE10deallocateEPvm = comdat any

$_ZNK4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE12getValueSizeEv = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE12setAlignmentEm = comdat any

$_ZN4sycl3_V16bufferIfLi3ENS0_6detail17aligned_allocatorIfEEvE10get_accessILNS0_6access4modeE1026ELNS7_6targetE2014EEENS0_8accessorIfLi3EXT_EXT0_ELNS7_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEERNS0_7handlerENS2_13code_locationE = comdat any

$_ZN4sycl3_V18accessorIiLi3ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IiLi3ENS0_6detail17aligned_allocatorIiEEvEERNS0_6bufferIT_XT0_ET1_vEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE = comdat any

$_ZN4sycl3_V16detail16PropertyListBaseD2Ev = comdat any

$_ZN4sycl3_V18accessorIfLi3ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi3ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_vEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE = comdat any

$_ZN4sycl3_V18accessorIfLi3ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi3ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_vEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE = comdat any

$_ZN4sycl3_V16detail18getKernelParamDescI4Map1EENS1_19kernel_param_desc_tEi = comdat any

$_ZNK4sycl3_V17handler28throwOnKernelParameterMisuseERKNS0_6detail27compile_time_kernel_info_v123CompileTimeKernelInfoTyE = comdat any

$_ZN4sycl3_V17handler19setDeviceKernelInfoI4Map1EEvPv = comdat any

$_ZN4sycl3_V16detail15accessor_commonIfLi3ELNS0_6access4modeE1026ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIfLi3ELS4_1026ELS5_2014ELS6_0ESA_EEED2Ev = comdat any

$_ZN4sycl3_V16detail15accessor_commonIfLi3ELNS0_6access4modeE1026ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi2ENS0_8accessorIfLi3ELS4_1026ELS5_2014ELS6_0ESA_EEED2Ev = comdat any

$_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_vEERNS0_7handlerENS0_5rangeILi1EEENS0_2idILi1EEERKNS0_13property_listENSC_13code_locationE = comdat any

$_ZN4sycl3_V16detail18getKernelParamDescI7Ranged2EENS1_19kernel_param_desc_tEi = comdat any

$_ZN4sycl3_V17handler19setDeviceKernelInfoI7Ranged2EEvPv = comdat any

$_ZN4sycl3_V16detail21LocalAccessorBaseHostD2Ev = comdat any

$_ZN4sycl3_V16detail16AccessorBaseHostD2Ev = comdat any

$_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_vEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE = comdat any

$_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_vEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE = comdat any

$_ZN4sycl3_V119local_accessor_baseIfLi1ELNS0_6access4modeE1026ELNS2_11placeholderE0EEC2ILi1EvEENS0_5rangeILi1EEERNS0_7handlerENS0_6detail13code_locationE = comdat any

$_ZN4sycl3_V16detail18getKernelParamDescI8TreeSum3EENS1_19kernel_param_desc_tEi = comdat any

$_ZN4sycl3_V17handler19setDeviceKernelInfoI8TreeSum3EEvPv = comdat any

$_ZTSPFvN4sycl3_V114exception_listEE = comdat any

$_ZTSFvN4sycl3_V114exception_listEE = comdat any

$_ZTIFvN4sycl3_V114exception_listEE = comdat any

$_ZTIPFvN4sycl3_V114exception_listEE = comdat any

$_ZTSPFiRKN4sycl3_V16deviceEE = comdat any

$_ZTSFiRKN4sycl3_V16deviceEE = comdat any

$_ZTIFiRKN4sycl3_V16deviceEE = comdat any

$_ZTIPFiRKN4sycl3_V16deviceEE = comdat any

$_ZTVN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE = comdat any

$_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE = comdat any

$_ZTSN4sycl3_V16detail19SYCLMemObjAllocatorE = comdat any

$_ZTIN4sycl3_V16detail19SYCLMemObjAllocatorE = comdat any

$_ZTIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE = comdat any

$_ZTVN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiEE = comdat any

$_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiEE = comdat any

$_ZTIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiEE = comdat any

$_ZTSN4sycl3_V16detail14HostKernelBaseE = comdat any

$_ZTIN4sycl3_V16detail14HostKernelBaseE = comdat any

$_ZZN4sycl3_V16detail19getDeviceKernelInfoI4Map1EERNS1_16DeviceKernelInfoEvE4Info = comdat any

$_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI4Map1EERNS1_16DeviceKernelInfoEvE4Info = comdat any

$_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI4Map1EE = comdat any

$_ZZN4sycl3_V16detail19getDeviceKernelInfoI7Ranged2EERNS1_16DeviceKernelInfoEvE4Info = comdat any

$_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI7Ranged2EERNS1_16DeviceKernelInfoEvE4Info = comdat any

$_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI7Ranged2EE = comdat any

$_ZZN4sycl3_V16detail19getDeviceKernelInfoI8TreeSum3EERNS1_16DeviceKernelInfoEvE4Info = comdat any

$_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI8TreeSum3EERNS1_16DeviceKernelInfoEvE4Info = comdat any

$_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI8TreeSum3EE = comdat any

@.str = private unnamed_addr constant [9 x i8] c"prog.cpp\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"main\00", align 1
@.str.2 = private unnamed_addr constant [15 x i8] c"FAIL: x0[%zu]\0A\00", align 1
@.str.3 = private unnamed_addr constant [15 x i8] c"FAIL: y1[%zu]\0A\00", align 1
@.str.4 = private unnamed_addr constant [15 x i8] c"FAIL: z2[%zu]\0A\00", align 1
@.str.5 = private unnamed_addr constant [15 x i8] c"FAIL: u3[%zu]\0A\00", align 1
@.str.6 = private unnamed_addr constant [15 x i8] c"FAIL: v4[%zu]\0A\00", align 1
@.str.7 = private unnamed_addr constant [15 x i8] c"FAIL: w5[%zu]\0A\00", align 1
@.str.9 = private unnamed_addr constant [5 x i8] c"PASS\00", align 1
@.str.10 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
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
@_ZTIf = external local_unnamed_addr constant ptr
@_ZTVN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE = linkonce_odr dso_local unnamed_addr constant { [9 x ptr] } { [9 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE16getAllocatorImplEv, ptr @_ZN4sycl3_V16detail19SYCLMemObjAllocatorD2Ev, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfED0Ev, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE8allocateEm, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE10deallocateEPvm, ptr @_ZNK4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE12getValueSizeEv, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE12setAlignmentEm] }, comdat, align 8
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE = linkonce_odr dso_local constant [76 x i8] c"N4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTSN4sycl3_V16detail19SYCLMemObjAllocatorE = linkonce_odr dso_local constant [40 x i8] c"N4sycl3_V16detail19SYCLMemObjAllocatorE\00", comdat, align 1
@_ZTIN4sycl3_V16detail19SYCLMemObjAllocatorE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail19SYCLMemObjAllocatorE }, comdat, align 8
@_ZTIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE, ptr @_ZTIN4sycl3_V16detail19SYCLMemObjAllocatorE }, comdat, align 8
@_ZTISt9bad_alloc = external constant ptr
@_ZTVSt9bad_alloc = external unnamed_addr constant { [5 x ptr] }, align 8
@_ZTISt9exception = external constant ptr
@_ZTIN4sycl3_V19exceptionE = external constant ptr
@.str.13 = private unnamed_addr constant [21 x i8] c"exception in ~buffer\00", align 1
@.str.14 = private unnamed_addr constant [6 x i8] c"false\00", align 1
@.str.15 = private unnamed_addr constant [85 x i8] c"root/intel-sycl-rt-2026.2.0/intel_sycl_rt-2026.2.0.data/data/include/sycl/buffer.hpp\00", align 1
@__PRETTY_FUNCTION__._ZN4sycl3_V16bufferIfLi3ENS0_6detail17aligned_allocatorIfEEvED2Ev = private unnamed_addr constant [133 x i8] c"sycl::buffer<float, 3>::~buffer() [T = float, dimensions = 3, AllocatorT = sycl::detail::aligned_allocator<float>, __Enabled = void]\00", align 1
@_ZTIi = external local_unnamed_addr constant ptr
@_ZTVN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiEE = linkonce_odr dso_local unnamed_addr constant { [9 x ptr] } { [9 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiEE, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE16getAllocatorImplEv, ptr @_ZN4sycl3_V16detail19SYCLMemObjAllocatorD2Ev, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiED0Ev, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE8allocateEm, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE10deallocateEPvm, ptr @_ZNK4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE12getValueSizeEv, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE12setAlignmentEm] }, comdat, align 8
@_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiEE = linkonce_odr dso_local constant [76 x i8] c"N4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiEE\00", comdat, align 1
@_ZTIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiEE = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiEE, ptr @_ZTIN4sycl3_V16detail19SYCLMemObjAllocatorE }, comdat, align 8
@__PRETTY_FUNCTION__._ZN4sycl3_V16bufferIiLi3ENS0_6detail17aligned_allocatorIiEEvED2Ev = private unnamed_addr constant [127 x i8] c"sycl::buffer<int, 3>::~buffer() [T = int, dimensions = 3, AllocatorT = sycl::detail::aligned_allocator<int>, __Enabled = void]\00", align 1
@__PRETTY_FUNCTION__._ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev = private unnamed_addr constant [130 x i8] c"sycl::buffer<float>::~buffer() [T = float, dimensions = 1, AllocatorT = sycl::detail::aligned_allocator<float>, __Enabled = void]\00", align 1
@.str.16 = private unnamed_addr constant [11 x i8] c"operator()\00", align 1
@.str.18 = private unnamed_addr constant [58 x i8] c"SyclObj.impl && \22every constructor should create an impl\22\00", align 1
@.str.19 = private unnamed_addr constant [96 x i8] c"root/intel-sycl-rt-2026.2.0/intel_sycl_rt-2026.2.0.data/data/include/sycl/detail/impl_utils.hpp\00", align 1
@__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_6bufferIiLi3ENS1_17aligned_allocatorIiEEvEEEERKDtsrT_4implERKS8_ = private unnamed_addr constant [116 x i8] c"static const decltype(Obj::impl) &sycl::detail::ImplUtils::getSyclObjImpl(const Obj &) [Obj = sycl::buffer<int, 3>]\00", align 1
@.str.20 = private unnamed_addr constant [46 x i8] c"accessor cannot be both read_only and no_init\00", align 1
@__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_6bufferIfLi3ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS8_ = private unnamed_addr constant [118 x i8] c"static const decltype(Obj::impl) &sycl::detail::ImplUtils::getSyclObjImpl(const Obj &) [Obj = sycl::buffer<float, 3>]\00", align 1
@.str.21 = private unnamed_addr constant [10 x i8] c"_ZTS4Map1\00", align 1
@.str.22 = private unnamed_addr constant [10 x i8] c"rtc_0.cpp\00", align 1
@.str.23 = private unnamed_addr constant [7 x i8] c"::Map1\00", align 1
@_ZN4sycl3_V16detailL17kernel_signaturesE = internal unnamed_addr constant [11 x %"struct.sycl::_V1::detail::kernel_param_desc_t"] [%"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 24, i32 0 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 8158, i32 24 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 8158, i32 0 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 8, i32 0 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 4062, i32 8 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 4062, i32 0 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 8, i32 0 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 4064, i32 8 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 4062, i32 40 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 4062, i32 72 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 15, i32 -987654321, i32 -987654321 }], align 16
@.str.25 = private unnamed_addr constant [131 x i8] c"Attempt to set multiple actions for the command group. Command group must consist of a single kernel or explicit memory operation.\00", align 1
@.str.26 = private unnamed_addr constant [161 x i8] c"A local accessor must not be used in a SYCL kernel function that is invoked via single_task or via the simple form of parallel_for that takes a range parameter.\00", align 1
@.str.27 = private unnamed_addr constant [171 x i8] c"A work group memory object must not be used in a SYCL kernel function that is invoked via single_task or via the simple form of parallel_for that takes a range parameter.\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_4itemILi3ELb1EEEE_S7_Li3EEE = internal unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_4itemILi3ELb1EEEE_S7_Li3EEE, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_4itemILi3ELb1EEEE_S7_Li3EE6getPtrEv, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_4itemILi3ELb1EEEE_S7_Li3EED2Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_4itemILi3ELb1EEEE_S7_Li3EED0Ev] }, align 8
@_ZTSN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_4itemILi3ELb1EEEE_S7_Li3EEE = internal constant [99 x i8] c"N4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_4itemILi3ELb1EEEE_S7_Li3EEE\00", align 1
@_ZTSN4sycl3_V16detail14HostKernelBaseE = linkonce_odr dso_local constant [35 x i8] c"N4sycl3_V16detail14HostKernelBaseE\00", comdat, align 1
@_ZTIN4sycl3_V16detail14HostKernelBaseE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail14HostKernelBaseE }, comdat, align 8
@_ZTIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_4itemILi3ELb1EEEE_S7_Li3EEE = internal constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_4itemILi3ELb1EEEE_S7_Li3EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, align 8
@__const._ZN4sycl3_V17handler19setDeviceKernelInfoI4Map1EEvPv.Info = private unnamed_addr constant { %"class.sycl::_V1::detail::string_view", i32, i8, %"class.sycl::_V1::detail::string_view", %"class.sycl::_V1::detail::string_view", i32, i32, i64, ptr, i8 } { %"class.sycl::_V1::detail::string_view" { ptr @.str.21, i64 9 }, i32 1, i8 0, %"class.sycl::_V1::detail::string_view" { ptr @.str.22, i64 9 }, %"class.sycl::_V1::detail::string_view" { ptr @.str.23, i64 6 }, i32 64, i32 63, i64 80, ptr @_ZN4sycl3_V16detail18getKernelParamDescI4Map1EENS1_19kernel_param_desc_tEi, i8 1 }, align 8
@_ZZN4sycl3_V16detail19getDeviceKernelInfoI4Map1EERNS1_16DeviceKernelInfoEvE4Info = linkonce_odr dso_local local_unnamed_addr global ptr null, comdat, align 8
@_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI4Map1EERNS1_16DeviceKernelInfoEvE4Info = linkonce_odr dso_local global i64 0, comdat, align 8
@_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI4Map1EE = linkonce_odr dso_local constant { %"class.sycl::_V1::detail::string_view", i32, i8, %"class.sycl::_V1::detail::string_view", %"class.sycl::_V1::detail::string_view", i32, i32, i64, ptr, i8 } { %"class.sycl::_V1::detail::string_view" { ptr @.str.21, i64 9 }, i32 1, i8 0, %"class.sycl::_V1::detail::string_view" { ptr @.str.22, i64 9 }, %"class.sycl::_V1::detail::string_view" { ptr @.str.23, i64 6 }, i32 64, i32 63, i64 80, ptr @_ZN4sycl3_V16detail18getKernelParamDescI4Map1EENS1_19kernel_param_desc_tEi, i8 1 }, comdat, align 8
@.str.29 = private unnamed_addr constant [79 x i8] c"accessor with requested offset and range would exceed the bounds of the buffer\00", align 1
@__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS8_ = private unnamed_addr constant [115 x i8] c"static const decltype(Obj::impl) &sycl::detail::ImplUtils::getSyclObjImpl(const Obj &) [Obj = sycl::buffer<float>]\00", align 1
@.str.30 = private unnamed_addr constant [13 x i8] c"_ZTS7Ranged2\00", align 1
@.str.31 = private unnamed_addr constant [10 x i8] c"::Ranged2\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = internal unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED2Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev] }, align 8
@_ZTSN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = internal constant [111 x i8] c"N4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE\00", align 1
@_ZTIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = internal constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, align 8
@__const._ZN4sycl3_V17handler19setDeviceKernelInfoI7Ranged2EEvPv.Info = private unnamed_addr constant { %"class.sycl::_V1::detail::string_view", i32, i8, %"class.sycl::_V1::detail::string_view", %"class.sycl::_V1::detail::string_view", i32, i32, i64, ptr, i8 } { %"class.sycl::_V1::detail::string_view" { ptr @.str.30, i64 12 }, i32 1, i8 0, %"class.sycl::_V1::detail::string_view" { ptr @.str.22, i64 9 }, %"class.sycl::_V1::detail::string_view" { ptr @.str.31, i64 9 }, i32 73, i32 54, i64 32, ptr @_ZN4sycl3_V16detail18getKernelParamDescI7Ranged2EENS1_19kernel_param_desc_tEi, i8 1 }, align 8
@_ZZN4sycl3_V16detail19getDeviceKernelInfoI7Ranged2EERNS1_16DeviceKernelInfoEvE4Info = linkonce_odr dso_local local_unnamed_addr global ptr null, comdat, align 8
@_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI7Ranged2EERNS1_16DeviceKernelInfoEvE4Info = linkonce_odr dso_local global i64 0, comdat, align 8
@_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI7Ranged2EE = linkonce_odr dso_local constant { %"class.sycl::_V1::detail::string_view", i32, i8, %"class.sycl::_V1::detail::string_view", %"class.sycl::_V1::detail::string_view", i32, i32, i64, ptr, i8 } { %"class.sycl::_V1::detail::string_view" { ptr @.str.30, i64 12 }, i32 1, i8 0, %"class.sycl::_V1::detail::string_view" { ptr @.str.22, i64 9 }, %"class.sycl::_V1::detail::string_view" { ptr @.str.31, i64 9 }, i32 73, i32 54, i64 32, ptr @_ZN4sycl3_V16detail18getKernelParamDescI7Ranged2EENS1_19kernel_param_desc_tEi, i8 1 }, comdat, align 8
@.str.33 = private unnamed_addr constant [14 x i8] c"_ZTS8TreeSum3\00", align 1
@.str.34 = private unnamed_addr constant [11 x i8] c"::TreeSum3\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE1_clES4_EUlNS0_7nd_itemILi1EEEE_S7_Li1EEE = internal unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE1_clES4_EUlNS0_7nd_itemILi1EEEE_S7_Li1EEE, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE1_clES4_EUlNS0_7nd_itemILi1EEEE_S7_Li1EE6getPtrEv, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE1_clES4_EUlNS0_7nd_itemILi1EEEE_S7_Li1EED2Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE1_clES4_EUlNS0_7nd_itemILi1EEEE_S7_Li1EED0Ev] }, align 8
@_ZTSN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE1_clES4_EUlNS0_7nd_itemILi1EEEE_S7_Li1EEE = internal constant [99 x i8] c"N4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE1_clES4_EUlNS0_7nd_itemILi1EEEE_S7_Li1EEE\00", align 1
@_ZTIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE1_clES4_EUlNS0_7nd_itemILi1EEEE_S7_Li1EEE = internal constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE1_clES4_EUlNS0_7nd_itemILi1EEEE_S7_Li1EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, align 8
@.str.35 = private unnamed_addr constant [35 x i8] c"Barriers are not supported on host\00", align 1
@__const._ZN4sycl3_V17handler19setDeviceKernelInfoI8TreeSum3EEvPv.Info = private unnamed_addr constant { %"class.sycl::_V1::detail::string_view", i32, i8, %"class.sycl::_V1::detail::string_view", %"class.sycl::_V1::detail::string_view", i32, i32, i64, ptr, i8 } { %"class.sycl::_V1::detail::string_view" { ptr @.str.33, i64 13 }, i32 4, i8 0, %"class.sycl::_V1::detail::string_view" { ptr @.str.22, i64 9 }, %"class.sycl::_V1::detail::string_view" { ptr @.str.34, i64 10 }, i32 82, i32 104, i64 104, ptr @_ZN4sycl3_V16detail18getKernelParamDescI8TreeSum3EENS1_19kernel_param_desc_tEi, i8 1 }, align 8
@_ZZN4sycl3_V16detail19getDeviceKernelInfoI8TreeSum3EERNS1_16DeviceKernelInfoEvE4Info = linkonce_odr dso_local local_unnamed_addr global ptr null, comdat, align 8
@_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI8TreeSum3EERNS1_16DeviceKernelInfoEvE4Info = linkonce_odr dso_local global i64 0, comdat, align 8
@_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI8TreeSum3EE = linkonce_odr dso_local constant { %"class.sycl::_V1::detail::string_view", i32, i8, %"class.sycl::_V1::detail::string_view", %"class.sycl::_V1::detail::string_view", i32, i32, i64, ptr, i8 } { %"class.sycl::_V1::detail::string_view" { ptr @.str.33, i64 13 }, i32 4, i8 0, %"class.sycl::_V1::detail::string_view" { ptr @.str.22, i64 9 }, %"class.sycl::_V1::detail::string_view" { ptr @.str.34, i64 10 }, i32 82, i32 104, i64 104, ptr @_ZN4sycl3_V16detail18getKernelParamDescI8TreeSum3EENS1_19kernel_param_desc_tEi, i8 1 }, comdat, align 8

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local void @_Z10parse_argsiPPc(i32 noundef %0, ptr nocapture noundef readnone %1) local_unnamed_addr #0 {
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef zeroext i1 @_Z7matchesff(float noundef %0, float noundef %1) local_unnamed_addr #0 {
  %3 = fsub float %0, %1
  %4 = tail call noundef float @llvm.fabs.f32(float %3)
  %5 = tail call noundef float @llvm.fabs.f32(float %1)
  %6 = fadd float %5, 1.000000e+00
  %7 = fmul float %6, 0x3F50624DE0000000
  %8 = fcmp ole float %4, %7
  ret i1 %8
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef zeroext i1 @_Z7matchesii(i32 noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = icmp eq i32 %0, %1
  ret i1 %3
}

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef range(i32 0, 2) i32 @main(i32 noundef %0, ptr nocapture noundef readnone %1) local_unnamed_addr #1 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 8
  %4 = alloca %"class.sycl::_V1::detail::_V1::SubmissionInfo", align 4
  %5 = alloca %class.anon.27, align 8
  %6 = alloca %"class.sycl::_V1::detail::type_erased_cgfo_ty", align 8
  %7 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 8
  %8 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 8
  %9 = alloca %"class.sycl::_V1::detail::_V1::SubmissionInfo", align 4
  %10 = alloca %class.anon.26, align 8
  %11 = alloca %"class.sycl::_V1::detail::type_erased_cgfo_ty", align 8
  %12 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 8
  %13 = alloca %"class.sycl::_V1::detail::_V1::SubmissionInfo", align 4
  %14 = alloca %"class.sycl::_V1::detail::type_erased_cgfo_ty", align 8
  %15 = alloca %class.anon, align 8
  %16 = alloca %"class.std::function", align 8
  %17 = alloca %"class.sycl::_V1::queue", align 8
  %18 = alloca %"class.sycl::_V1::property_list", align 8
  %19 = alloca %"class.sycl::_V1::buffer", align 8
  %20 = alloca %"class.sycl::_V1::range", align 8
  %21 = alloca %"class.sycl::_V1::property_list", align 8
  %22 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %23 = alloca %"class.sycl::_V1::buffer.14", align 8
  %24 = alloca %"class.sycl::_V1::range", align 8
  %25 = alloca %"class.sycl::_V1::property_list", align 8
  %26 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %27 = alloca %"class.sycl::_V1::buffer", align 8
  %28 = alloca %"class.sycl::_V1::range", align 8
  %29 = alloca %"class.sycl::_V1::property_list", align 8
  %30 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %31 = alloca %"class.sycl::_V1::buffer.17", align 8
  %32 = alloca %"class.sycl::_V1::range.19", align 8
  %33 = alloca %"class.sycl::_V1::property_list", align 8
  %34 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %35 = alloca %"class.sycl::_V1::buffer.17", align 8
  %36 = alloca %"class.sycl::_V1::range.19", align 8
  %37 = alloca %"class.sycl::_V1::property_list", align 8
  %38 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %39 = alloca %"class.sycl::_V1::buffer.17", align 8
  %40 = alloca %"class.sycl::_V1::range.19", align 8
  %41 = alloca %"class.sycl::_V1::property_list", align 8
  %42 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %43 = alloca %"class.sycl::_V1::event", align 8
  %44 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %45 = alloca %"class.sycl::_V1::event", align 8
  %46 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %47 = alloca %"class.sycl::_V1::event", align 8
  %48 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %49 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %50 = tail call noalias noundef nonnull dereferenceable(2048) ptr @_Znwm(i64 noundef 2048) #23
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(2048) %50, i8 0, i64 2048, i1 false)
  br label %51

51:                                               ; preds = %51, %2
  %52 = phi i64 [ 0, %2 ], [ %64, %51 ]
  %53 = phi <4 x i16> [ <i16 0, i16 1, i16 2, i16 3>, %2 ], [ %65, %51 ]
  %54 = urem <4 x i16> %53, <i16 5, i16 5, i16 5, i16 5>
  %55 = uitofp nneg <4 x i16> %54 to <4 x float>
  %56 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %55, <4 x float> <float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01>, <4 x float> <float -5.000000e-01, float -5.000000e-01, float -5.000000e-01, float -5.000000e-01>)
  %57 = getelementptr inbounds float, ptr %50, i64 %52
  store <4 x float> %56, ptr %57, align 4, !tbaa !5
  %58 = or disjoint i64 %52, 4
  %59 = add <4 x i16> %53, <i16 4, i16 4, i16 4, i16 4>
  %60 = urem <4 x i16> %59, <i16 5, i16 5, i16 5, i16 5>
  %61 = uitofp nneg <4 x i16> %60 to <4 x float>
  %62 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %61, <4 x float> <float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01>, <4 x float> <float -5.000000e-01, float -5.000000e-01, float -5.000000e-01, float -5.000000e-01>)
  %63 = getelementptr inbounds float, ptr %50, i64 %58
  store <4 x float> %62, ptr %63, align 4, !tbaa !5
  %64 = add nuw nsw i64 %52, 8
  %65 = add <4 x i16> %53, <i16 8, i16 8, i16 8, i16 8>
  %66 = icmp eq i64 %64, 512
  br i1 %66, label %67, label %51, !llvm.loop !9

67:                                               ; preds = %51
  %68 = invoke noalias noundef nonnull dereferenceable(2048) ptr @_Znwm(i64 noundef 2048) #23
          to label %69 unwind label %90

69:                                               ; preds = %67
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(2048) %68, ptr noundef nonnull align 4 dereferenceable(2048) %50, i64 2048, i1 false)
  %70 = invoke noalias noundef nonnull dereferenceable(2048) ptr @_Znwm(i64 noundef 2048) #23
          to label %71 unwind label %92

71:                                               ; preds = %69
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(2048) %70, i8 0, i64 2048, i1 false)
  br label %72

72:                                               ; preds = %72, %71
  %73 = phi i64 [ 0, %71 ], [ %85, %72 ]
  %74 = phi <4 x i16> [ <i16 0, i16 1, i16 2, i16 3>, %71 ], [ %86, %72 ]
  %75 = mul nuw nsw <4 x i16> %74, <i16 3, i16 3, i16 3, i16 3>
  %76 = mul <4 x i16> %74, <i16 3, i16 3, i16 3, i16 3>
  %77 = add nuw nsw <4 x i16> %75, <i16 1, i16 1, i16 1, i16 1>
  %78 = add <4 x i16> %76, <i16 13, i16 13, i16 13, i16 13>
  %79 = urem <4 x i16> %77, <i16 23, i16 23, i16 23, i16 23>
  %80 = urem <4 x i16> %78, <i16 23, i16 23, i16 23, i16 23>
  %81 = zext nneg <4 x i16> %79 to <4 x i32>
  %82 = zext nneg <4 x i16> %80 to <4 x i32>
  %83 = getelementptr inbounds i32, ptr %70, i64 %73
  %84 = getelementptr inbounds i8, ptr %83, i64 16
  store <4 x i32> %81, ptr %83, align 4, !tbaa !13
  store <4 x i32> %82, ptr %84, align 4, !tbaa !13
  %85 = add nuw i64 %73, 8
  %86 = add <4 x i16> %74, <i16 8, i16 8, i16 8, i16 8>
  %87 = icmp eq i64 %85, 512
  br i1 %87, label %88, label %72, !llvm.loop !15

88:                                               ; preds = %72
  %89 = invoke noalias noundef nonnull dereferenceable(2048) ptr @_Znwm(i64 noundef 2048) #23
          to label %94 unwind label %115

90:                                               ; preds = %67
  %91 = landingpad { ptr, i32 }
          cleanup
  br label %1208

92:                                               ; preds = %69
  %93 = landingpad { ptr, i32 }
          cleanup
  br label %1206

94:                                               ; preds = %88
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(2048) %89, ptr noundef nonnull align 4 dereferenceable(2048) %70, i64 2048, i1 false)
  %95 = invoke noalias noundef nonnull dereferenceable(2048) ptr @_Znwm(i64 noundef 2048) #23
          to label %96 unwind label %117

96:                                               ; preds = %94
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(2048) %95, i8 0, i64 2048, i1 false)
  br label %97

97:                                               ; preds = %97, %96
  %98 = phi i64 [ 0, %96 ], [ %110, %97 ]
  %99 = phi <4 x i16> [ <i16 0, i16 1, i16 2, i16 3>, %96 ], [ %111, %97 ]
  %100 = urem <4 x i16> %99, <i16 7, i16 7, i16 7, i16 7>
  %101 = uitofp nneg <4 x i16> %100 to <4 x float>
  %102 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %101, <4 x float> <float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01>, <4 x float> <float -5.000000e-01, float -5.000000e-01, float -5.000000e-01, float -5.000000e-01>)
  %103 = getelementptr inbounds float, ptr %95, i64 %98
  store <4 x float> %102, ptr %103, align 4, !tbaa !5
  %104 = or disjoint i64 %98, 4
  %105 = add <4 x i16> %99, <i16 4, i16 4, i16 4, i16 4>
  %106 = urem <4 x i16> %105, <i16 7, i16 7, i16 7, i16 7>
  %107 = uitofp nneg <4 x i16> %106 to <4 x float>
  %108 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %107, <4 x float> <float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01>, <4 x float> <float -5.000000e-01, float -5.000000e-01, float -5.000000e-01, float -5.000000e-01>)
  %109 = getelementptr inbounds float, ptr %95, i64 %104
  store <4 x float> %108, ptr %109, align 4, !tbaa !5
  %110 = add nuw nsw i64 %98, 8
  %111 = add <4 x i16> %99, <i16 8, i16 8, i16 8, i16 8>
  %112 = icmp eq i64 %110, 512
  br i1 %112, label %113, label %97, !llvm.loop !16

113:                                              ; preds = %97
  %114 = invoke noalias noundef nonnull dereferenceable(2048) ptr @_Znwm(i64 noundef 2048) #23
          to label %119 unwind label %140

115:                                              ; preds = %88
  %116 = landingpad { ptr, i32 }
          cleanup
  br label %1204

117:                                              ; preds = %94
  %118 = landingpad { ptr, i32 }
          cleanup
  br label %1202

119:                                              ; preds = %113
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(2048) %114, ptr noundef nonnull align 4 dereferenceable(2048) %95, i64 2048, i1 false)
  %120 = invoke noalias noundef nonnull dereferenceable(512) ptr @_Znwm(i64 noundef 512) #23
          to label %121 unwind label %142

121:                                              ; preds = %119
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(512) %120, i8 0, i64 512, i1 false)
  br label %122

122:                                              ; preds = %122, %121
  %123 = phi i64 [ 0, %121 ], [ %135, %122 ]
  %124 = phi <4 x i8> [ <i8 0, i8 1, i8 2, i8 3>, %121 ], [ %136, %122 ]
  %125 = urem <4 x i8> %124, <i8 7, i8 7, i8 7, i8 7>
  %126 = uitofp nneg <4 x i8> %125 to <4 x float>
  %127 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %126, <4 x float> <float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01>, <4 x float> <float -5.000000e-01, float -5.000000e-01, float -5.000000e-01, float -5.000000e-01>)
  %128 = getelementptr inbounds float, ptr %120, i64 %123
  store <4 x float> %127, ptr %128, align 4, !tbaa !5
  %129 = or disjoint i64 %123, 4
  %130 = add <4 x i8> %124, <i8 4, i8 4, i8 4, i8 4>
  %131 = urem <4 x i8> %130, <i8 7, i8 7, i8 7, i8 7>
  %132 = uitofp nneg <4 x i8> %131 to <4 x float>
  %133 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %132, <4 x float> <float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01>, <4 x float> <float -5.000000e-01, float -5.000000e-01, float -5.000000e-01, float -5.000000e-01>)
  %134 = getelementptr inbounds float, ptr %120, i64 %129
  store <4 x float> %133, ptr %134, align 4, !tbaa !5
  %135 = add nuw nsw i64 %123, 8
  %136 = add <4 x i8> %124, <i8 8, i8 8, i8 8, i8 8>
  %137 = icmp eq i64 %135, 128
  br i1 %137, label %138, label %122, !llvm.loop !17

138:                                              ; preds = %122
  %139 = invoke noalias noundef nonnull dereferenceable(512) ptr @_Znwm(i64 noundef 512) #23
          to label %144 unwind label %167

140:                                              ; preds = %113
  %141 = landingpad { ptr, i32 }
          cleanup
  br label %1200

142:                                              ; preds = %119
  %143 = landingpad { ptr, i32 }
          cleanup
  br label %1198

144:                                              ; preds = %138
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(512) %139, ptr noundef nonnull align 4 dereferenceable(512) %120, i64 512, i1 false)
  %145 = invoke noalias noundef nonnull dereferenceable(512) ptr @_Znwm(i64 noundef 512) #23
          to label %146 unwind label %169

146:                                              ; preds = %144
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(512) %145, i8 0, i64 512, i1 false)
  br label %147

147:                                              ; preds = %147, %146
  %148 = phi i64 [ 0, %146 ], [ %162, %147 ]
  %149 = phi <4 x i16> [ <i16 0, i16 1, i16 2, i16 3>, %146 ], [ %163, %147 ]
  %150 = mul nuw nsw <4 x i16> %149, <i16 3, i16 3, i16 3, i16 3>
  %151 = urem <4 x i16> %150, <i16 13, i16 13, i16 13, i16 13>
  %152 = uitofp nneg <4 x i16> %151 to <4 x float>
  %153 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %152, <4 x float> <float 1.250000e-01, float 1.250000e-01, float 1.250000e-01, float 1.250000e-01>, <4 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>)
  %154 = getelementptr inbounds float, ptr %145, i64 %148
  store <4 x float> %153, ptr %154, align 4, !tbaa !5
  %155 = or disjoint i64 %148, 4
  %156 = mul <4 x i16> %149, <i16 3, i16 3, i16 3, i16 3>
  %157 = add <4 x i16> %156, <i16 12, i16 12, i16 12, i16 12>
  %158 = urem <4 x i16> %157, <i16 13, i16 13, i16 13, i16 13>
  %159 = uitofp nneg <4 x i16> %158 to <4 x float>
  %160 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %159, <4 x float> <float 1.250000e-01, float 1.250000e-01, float 1.250000e-01, float 1.250000e-01>, <4 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>)
  %161 = getelementptr inbounds float, ptr %145, i64 %155
  store <4 x float> %160, ptr %161, align 4, !tbaa !5
  %162 = add nuw nsw i64 %148, 8
  %163 = add <4 x i16> %149, <i16 8, i16 8, i16 8, i16 8>
  %164 = icmp eq i64 %162, 128
  br i1 %164, label %165, label %147, !llvm.loop !18

165:                                              ; preds = %147
  %166 = invoke noalias noundef nonnull dereferenceable(512) ptr @_Znwm(i64 noundef 512) #23
          to label %171 unwind label %178

167:                                              ; preds = %138
  %168 = landingpad { ptr, i32 }
          cleanup
  br label %1196

169:                                              ; preds = %144
  %170 = landingpad { ptr, i32 }
          cleanup
  br label %1194

171:                                              ; preds = %165
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(512) %166, ptr noundef nonnull align 4 dereferenceable(512) %145, i64 512, i1 false)
  %172 = invoke noalias noundef nonnull dereferenceable(16) ptr @_Znwm(i64 noundef 16) #23
          to label %173 unwind label %180

173:                                              ; preds = %171
  %174 = getelementptr inbounds i8, ptr %172, i64 4
  %175 = getelementptr inbounds i8, ptr %172, i64 8
  %176 = getelementptr inbounds i8, ptr %172, i64 12
  store <4 x float> <float 5.000000e-01, float 8.750000e-01, float 1.250000e+00, float 1.625000e+00>, ptr %172, align 4, !tbaa !5
  %177 = invoke noalias noundef nonnull dereferenceable(16) ptr @_Znwm(i64 noundef 16) #23
          to label %182 unwind label %680

178:                                              ; preds = %165
  %179 = landingpad { ptr, i32 }
          cleanup
  br label %1192

180:                                              ; preds = %171
  %181 = landingpad { ptr, i32 }
          cleanup
  br label %1190

182:                                              ; preds = %173
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %177, ptr noundef nonnull align 4 dereferenceable(16) %172, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %17) #24
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %18) #24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %18, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %16) #24
  %183 = getelementptr inbounds i8, ptr %16, i64 16
  %184 = getelementptr inbounds i8, ptr %16, i64 24
  %185 = getelementptr inbounds i8, ptr %16, i64 8
  store i64 0, ptr %185, align 8
  store ptr @_ZN4sycl3_V16detail19defaultAsyncHandlerENS0_14exception_listE, ptr %16, align 8, !tbaa !19
  store ptr @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E9_M_invokeERKSt9_Any_dataOS2_, ptr %184, align 8, !tbaa !21
  store ptr @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E10_M_managerERSt9_Any_dataRKS6_St18_Manager_operation, ptr %183, align 8, !tbaa !24
  invoke void @_ZN4sycl3_V15queueC2IFiRKNS0_6deviceEEvEERKT_RKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %17, ptr noundef nonnull @_ZN4sycl3_V118default_selector_vERKNS0_6deviceE, ptr noundef nonnull align 8 dereferenceable(32) %16, ptr noundef nonnull align 8 dereferenceable(32) %18)
          to label %186 unwind label %194

186:                                              ; preds = %182
  %187 = load ptr, ptr %183, align 8, !tbaa !24
  %188 = icmp eq ptr %187, null
  br i1 %188, label %204, label %189

189:                                              ; preds = %186
  %190 = invoke noundef zeroext i1 %187(ptr noundef nonnull align 8 dereferenceable(16) %16, ptr noundef nonnull align 8 dereferenceable(16) %16, i32 noundef 3)
          to label %204 unwind label %191

191:                                              ; preds = %189
  %192 = landingpad { ptr, i32 }
          catch ptr null
  %193 = extractvalue { ptr, i32 } %192, 0
  call void @__clang_call_terminate(ptr %193) #25
  unreachable

194:                                              ; preds = %182
  %195 = landingpad { ptr, i32 }
          cleanup
  %196 = load ptr, ptr %183, align 8, !tbaa !24
  %197 = icmp eq ptr %196, null
  br i1 %197, label %203, label %198

198:                                              ; preds = %194
  %199 = invoke noundef zeroext i1 %196(ptr noundef nonnull align 8 dereferenceable(16) %16, ptr noundef nonnull align 8 dereferenceable(16) %16, i32 noundef 3)
          to label %203 unwind label %200

200:                                              ; preds = %198
  %201 = landingpad { ptr, i32 }
          catch ptr null
  %202 = extractvalue { ptr, i32 } %201, 0
  call void @__clang_call_terminate(ptr %202) #25
  unreachable

203:                                              ; preds = %198, %194
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %16) #24
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %18) #24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %18) #24
  br label %1186

204:                                              ; preds = %189, %186
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %16) #24
  %205 = getelementptr inbounds i8, ptr %18, i64 8
  %206 = load ptr, ptr %205, align 8, !tbaa !25
  %207 = getelementptr inbounds i8, ptr %18, i64 16
  %208 = load ptr, ptr %207, align 8, !tbaa !27
  %209 = icmp eq ptr %206, %208
  br i1 %209, label %244, label %210

210:                                              ; preds = %204, %239
  %211 = phi ptr [ %240, %239 ], [ %206, %204 ]
  %212 = getelementptr inbounds i8, ptr %211, i64 8
  %213 = load ptr, ptr %212, align 8, !tbaa !28
  %214 = icmp eq ptr %213, null
  br i1 %214, label %239, label %215

215:                                              ; preds = %210
  %216 = getelementptr inbounds i8, ptr %213, i64 8
  %217 = load atomic i64, ptr %216 acquire, align 8
  %218 = icmp eq i64 %217, 4294967297
  %219 = trunc i64 %217 to i32
  br i1 %218, label %220, label %228

220:                                              ; preds = %215
  store i32 0, ptr %216, align 8, !tbaa !30
  %221 = getelementptr inbounds i8, ptr %213, i64 12
  store i32 0, ptr %221, align 4, !tbaa !32
  %222 = load ptr, ptr %213, align 8, !tbaa !33
  %223 = getelementptr inbounds i8, ptr %222, i64 16
  %224 = load ptr, ptr %223, align 8
  call void %224(ptr noundef nonnull align 8 dereferenceable(16) %213) #24
  %225 = load ptr, ptr %213, align 8, !tbaa !33
  %226 = getelementptr inbounds i8, ptr %225, i64 24
  %227 = load ptr, ptr %226, align 8
  call void %227(ptr noundef nonnull align 8 dereferenceable(16) %213) #24
  br label %239

228:                                              ; preds = %215
  %229 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !35
  %230 = icmp eq i8 %229, 0
  br i1 %230, label %233, label %231

231:                                              ; preds = %228
  %232 = add nsw i32 %219, -1
  store i32 %232, ptr %216, align 4, !tbaa !13
  br label %235

233:                                              ; preds = %228
  %234 = atomicrmw volatile add ptr %216, i32 -1 acq_rel, align 4
  br label %235

235:                                              ; preds = %233, %231
  %236 = phi i32 [ %219, %231 ], [ %234, %233 ]
  %237 = icmp eq i32 %236, 1
  br i1 %237, label %238, label %239, !prof !36

238:                                              ; preds = %235
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %213) #24
  br label %239

239:                                              ; preds = %238, %235, %220, %210
  %240 = getelementptr inbounds i8, ptr %211, i64 16
  %241 = icmp eq ptr %240, %208
  br i1 %241, label %242, label %210, !llvm.loop !37

242:                                              ; preds = %239
  %243 = load ptr, ptr %205, align 8, !tbaa !25
  br label %244

244:                                              ; preds = %242, %204
  %245 = phi ptr [ %243, %242 ], [ %206, %204 ]
  %246 = icmp eq ptr %245, null
  br i1 %246, label %253, label %247

247:                                              ; preds = %244
  %248 = getelementptr inbounds i8, ptr %18, i64 24
  %249 = load ptr, ptr %248, align 8, !tbaa !38
  %250 = ptrtoint ptr %249 to i64
  %251 = ptrtoint ptr %245 to i64
  %252 = sub i64 %250, %251
  call void @_ZdlPvm(ptr noundef nonnull %245, i64 noundef %252) #26
  br label %253

253:                                              ; preds = %244, %247
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %18) #24
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %19) #24
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %20) #24
  store i64 2, ptr %20, align 8, !tbaa !39
  %254 = getelementptr inbounds i8, ptr %20, i64 8
  store i64 16, ptr %254, align 8, !tbaa !39
  %255 = getelementptr inbounds i8, ptr %20, i64 16
  store i64 16, ptr %255, align 8, !tbaa !39
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %21) #24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %21, i8 0, i64 32, i1 false)
  store ptr @.str, ptr %22, align 8, !tbaa !41, !alias.scope !43
  %256 = getelementptr inbounds i8, ptr %22, i64 8
  store ptr @.str.1, ptr %256, align 8, !tbaa !46, !alias.scope !43
  %257 = getelementptr inbounds i8, ptr %22, i64 16
  store i32 54, ptr %257, align 8, !tbaa !47, !alias.scope !43
  %258 = getelementptr inbounds i8, ptr %22, i64 20
  store i32 28, ptr %258, align 4, !tbaa !48, !alias.scope !43
  invoke void @_ZN4sycl3_V16bufferIfLi3ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi3EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(49) %19, ptr noundef nonnull %50, ptr noundef nonnull align 8 dereferenceable(24) %20, ptr noundef nonnull align 8 dereferenceable(32) %21, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %22)
          to label %259 unwind label %682

259:                                              ; preds = %253
  %260 = getelementptr inbounds i8, ptr %21, i64 8
  %261 = load ptr, ptr %260, align 8, !tbaa !25
  %262 = getelementptr inbounds i8, ptr %21, i64 16
  %263 = load ptr, ptr %262, align 8, !tbaa !27
  %264 = icmp eq ptr %261, %263
  br i1 %264, label %299, label %265

265:                                              ; preds = %259, %294
  %266 = phi ptr [ %295, %294 ], [ %261, %259 ]
  %267 = getelementptr inbounds i8, ptr %266, i64 8
  %268 = load ptr, ptr %267, align 8, !tbaa !28
  %269 = icmp eq ptr %268, null
  br i1 %269, label %294, label %270

270:                                              ; preds = %265
  %271 = getelementptr inbounds i8, ptr %268, i64 8
  %272 = load atomic i64, ptr %271 acquire, align 8
  %273 = icmp eq i64 %272, 4294967297
  %274 = trunc i64 %272 to i32
  br i1 %273, label %275, label %283

275:                                              ; preds = %270
  store i32 0, ptr %271, align 8, !tbaa !30
  %276 = getelementptr inbounds i8, ptr %268, i64 12
  store i32 0, ptr %276, align 4, !tbaa !32
  %277 = load ptr, ptr %268, align 8, !tbaa !33
  %278 = getelementptr inbounds i8, ptr %277, i64 16
  %279 = load ptr, ptr %278, align 8
  call void %279(ptr noundef nonnull align 8 dereferenceable(16) %268) #24
  %280 = load ptr, ptr %268, align 8, !tbaa !33
  %281 = getelementptr inbounds i8, ptr %280, i64 24
  %282 = load ptr, ptr %281, align 8
  call void %282(ptr noundef nonnull align 8 dereferenceable(16) %268) #24
  br label %294

283:                                              ; preds = %270
  %284 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !35
  %285 = icmp eq i8 %284, 0
  br i1 %285, label %288, label %286

286:                                              ; preds = %283
  %287 = add nsw i32 %274, -1
  store i32 %287, ptr %271, align 4, !tbaa !13
  br label %290

288:                                              ; preds = %283
  %289 = atomicrmw volatile add ptr %271, i32 -1 acq_rel, align 4
  br label %290

290:                                              ; preds = %288, %286
  %291 = phi i32 [ %274, %286 ], [ %289, %288 ]
  %292 = icmp eq i32 %291, 1
  br i1 %292, label %293, label %294, !prof !36

293:                                              ; preds = %290
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %268) #24
  br label %294

294:                                              ; preds = %293, %290, %275, %265
  %295 = getelementptr inbounds i8, ptr %266, i64 16
  %296 = icmp eq ptr %295, %263
  br i1 %296, label %297, label %265, !llvm.loop !37

297:                                              ; preds = %294
  %298 = load ptr, ptr %260, align 8, !tbaa !25
  br label %299

299:                                              ; preds = %297, %259
  %300 = phi ptr [ %298, %297 ], [ %261, %259 ]
  %301 = icmp eq ptr %300, null
  br i1 %301, label %308, label %302

302:                                              ; preds = %299
  %303 = getelementptr inbounds i8, ptr %21, i64 24
  %304 = load ptr, ptr %303, align 8, !tbaa !38
  %305 = ptrtoint ptr %304 to i64
  %306 = ptrtoint ptr %300 to i64
  %307 = sub i64 %305, %306
  call void @_ZdlPvm(ptr noundef nonnull %300, i64 noundef %307) #26
  br label %308

308:                                              ; preds = %299, %302
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %21) #24
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %20) #24
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %23) #24
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %24) #24
  store i64 2, ptr %24, align 8, !tbaa !39
  %309 = getelementptr inbounds i8, ptr %24, i64 8
  store i64 16, ptr %309, align 8, !tbaa !39
  %310 = getelementptr inbounds i8, ptr %24, i64 16
  store i64 16, ptr %310, align 8, !tbaa !39
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %25) #24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %25, i8 0, i64 32, i1 false)
  store ptr @.str, ptr %26, align 8, !tbaa !41, !alias.scope !49
  %311 = getelementptr inbounds i8, ptr %26, i64 8
  store ptr @.str.1, ptr %311, align 8, !tbaa !46, !alias.scope !49
  %312 = getelementptr inbounds i8, ptr %26, i64 16
  store i32 55, ptr %312, align 8, !tbaa !47, !alias.scope !49
  %313 = getelementptr inbounds i8, ptr %26, i64 20
  store i32 26, ptr %313, align 4, !tbaa !48, !alias.scope !49
  invoke void @_ZN4sycl3_V16bufferIiLi3ENS0_6detail17aligned_allocatorIiEEvEC2EPiRKNS0_5rangeILi3EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(49) %23, ptr noundef nonnull %70, ptr noundef nonnull align 8 dereferenceable(24) %24, ptr noundef nonnull align 8 dereferenceable(32) %25, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %26)
          to label %314 unwind label %684

314:                                              ; preds = %308
  %315 = getelementptr inbounds i8, ptr %25, i64 8
  %316 = load ptr, ptr %315, align 8, !tbaa !25
  %317 = getelementptr inbounds i8, ptr %25, i64 16
  %318 = load ptr, ptr %317, align 8, !tbaa !27
  %319 = icmp eq ptr %316, %318
  br i1 %319, label %354, label %320

320:                                              ; preds = %314, %349
  %321 = phi ptr [ %350, %349 ], [ %316, %314 ]
  %322 = getelementptr inbounds i8, ptr %321, i64 8
  %323 = load ptr, ptr %322, align 8, !tbaa !28
  %324 = icmp eq ptr %323, null
  br i1 %324, label %349, label %325

325:                                              ; preds = %320
  %326 = getelementptr inbounds i8, ptr %323, i64 8
  %327 = load atomic i64, ptr %326 acquire, align 8
  %328 = icmp eq i64 %327, 4294967297
  %329 = trunc i64 %327 to i32
  br i1 %328, label %330, label %338

330:                                              ; preds = %325
  store i32 0, ptr %326, align 8, !tbaa !30
  %331 = getelementptr inbounds i8, ptr %323, i64 12
  store i32 0, ptr %331, align 4, !tbaa !32
  %332 = load ptr, ptr %323, align 8, !tbaa !33
  %333 = getelementptr inbounds i8, ptr %332, i64 16
  %334 = load ptr, ptr %333, align 8
  call void %334(ptr noundef nonnull align 8 dereferenceable(16) %323) #24
  %335 = load ptr, ptr %323, align 8, !tbaa !33
  %336 = getelementptr inbounds i8, ptr %335, i64 24
  %337 = load ptr, ptr %336, align 8
  call void %337(ptr noundef nonnull align 8 dereferenceable(16) %323) #24
  br label %349

338:                                              ; preds = %325
  %339 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !35
  %340 = icmp eq i8 %339, 0
  br i1 %340, label %343, label %341

341:                                              ; preds = %338
  %342 = add nsw i32 %329, -1
  store i32 %342, ptr %326, align 4, !tbaa !13
  br label %345

343:                                              ; preds = %338
  %344 = atomicrmw volatile add ptr %326, i32 -1 acq_rel, align 4
  br label %345

345:                                              ; preds = %343, %341
  %346 = phi i32 [ %329, %341 ], [ %344, %343 ]
  %347 = icmp eq i32 %346, 1
  br i1 %347, label %348, label %349, !prof !36

348:                                              ; preds = %345
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %323) #24
  br label %349

349:                                              ; preds = %348, %345, %330, %320
  %350 = getelementptr inbounds i8, ptr %321, i64 16
  %351 = icmp eq ptr %350, %318
  br i1 %351, label %352, label %320, !llvm.loop !37

352:                                              ; preds = %349
  %353 = load ptr, ptr %315, align 8, !tbaa !25
  br label %354

354:                                              ; preds = %352, %314
  %355 = phi ptr [ %353, %352 ], [ %316, %314 ]
  %356 = icmp eq ptr %355, null
  br i1 %356, label %363, label %357

357:                                              ; preds = %354
  %358 = getelementptr inbounds i8, ptr %25, i64 24
  %359 = load ptr, ptr %358, align 8, !tbaa !38
  %360 = ptrtoint ptr %359 to i64
  %361 = ptrtoint ptr %355 to i64
  %362 = sub i64 %360, %361
  call void @_ZdlPvm(ptr noundef nonnull %355, i64 noundef %362) #26
  br label %363

363:                                              ; preds = %354, %357
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %25) #24
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %24) #24
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %27) #24
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %28) #24
  store i64 2, ptr %28, align 8, !tbaa !39
  %364 = getelementptr inbounds i8, ptr %28, i64 8
  store i64 16, ptr %364, align 8, !tbaa !39
  %365 = getelementptr inbounds i8, ptr %28, i64 16
  store i64 16, ptr %365, align 8, !tbaa !39
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %29) #24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %29, i8 0, i64 32, i1 false)
  store ptr @.str, ptr %30, align 8, !tbaa !41, !alias.scope !52
  %366 = getelementptr inbounds i8, ptr %30, i64 8
  store ptr @.str.1, ptr %366, align 8, !tbaa !46, !alias.scope !52
  %367 = getelementptr inbounds i8, ptr %30, i64 16
  store i32 56, ptr %367, align 8, !tbaa !47, !alias.scope !52
  %368 = getelementptr inbounds i8, ptr %30, i64 20
  store i32 28, ptr %368, align 4, !tbaa !48, !alias.scope !52
  invoke void @_ZN4sycl3_V16bufferIfLi3ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi3EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(49) %27, ptr noundef nonnull %95, ptr noundef nonnull align 8 dereferenceable(24) %28, ptr noundef nonnull align 8 dereferenceable(32) %29, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %30)
          to label %369 unwind label %686

369:                                              ; preds = %363
  %370 = getelementptr inbounds i8, ptr %29, i64 8
  %371 = load ptr, ptr %370, align 8, !tbaa !25
  %372 = getelementptr inbounds i8, ptr %29, i64 16
  %373 = load ptr, ptr %372, align 8, !tbaa !27
  %374 = icmp eq ptr %371, %373
  br i1 %374, label %409, label %375

375:                                              ; preds = %369, %404
  %376 = phi ptr [ %405, %404 ], [ %371, %369 ]
  %377 = getelementptr inbounds i8, ptr %376, i64 8
  %378 = load ptr, ptr %377, align 8, !tbaa !28
  %379 = icmp eq ptr %378, null
  br i1 %379, label %404, label %380

380:                                              ; preds = %375
  %381 = getelementptr inbounds i8, ptr %378, i64 8
  %382 = load atomic i64, ptr %381 acquire, align 8
  %383 = icmp eq i64 %382, 4294967297
  %384 = trunc i64 %382 to i32
  br i1 %383, label %385, label %393

385:                                              ; preds = %380
  store i32 0, ptr %381, align 8, !tbaa !30
  %386 = getelementptr inbounds i8, ptr %378, i64 12
  store i32 0, ptr %386, align 4, !tbaa !32
  %387 = load ptr, ptr %378, align 8, !tbaa !33
  %388 = getelementptr inbounds i8, ptr %387, i64 16
  %389 = load ptr, ptr %388, align 8
  call void %389(ptr noundef nonnull align 8 dereferenceable(16) %378) #24
  %390 = load ptr, ptr %378, align 8, !tbaa !33
  %391 = getelementptr inbounds i8, ptr %390, i64 24
  %392 = load ptr, ptr %391, align 8
  call void %392(ptr noundef nonnull align 8 dereferenceable(16) %378) #24
  br label %404

393:                                              ; preds = %380
  %394 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !35
  %395 = icmp eq i8 %394, 0
  br i1 %395, label %398, label %396

396:                                              ; preds = %393
  %397 = add nsw i32 %384, -1
  store i32 %397, ptr %381, align 4, !tbaa !13
  br label %400

398:                                              ; preds = %393
  %399 = atomicrmw volatile add ptr %381, i32 -1 acq_rel, align 4
  br label %400

400:                                              ; preds = %398, %396
  %401 = phi i32 [ %384, %396 ], [ %399, %398 ]
  %402 = icmp eq i32 %401, 1
  br i1 %402, label %403, label %404, !prof !36

403:                                              ; preds = %400
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %378) #24
  br label %404

404:                                              ; preds = %403, %400, %385, %375
  %405 = getelementptr inbounds i8, ptr %376, i64 16
  %406 = icmp eq ptr %405, %373
  br i1 %406, label %407, label %375, !llvm.loop !37

407:                                              ; preds = %404
  %408 = load ptr, ptr %370, align 8, !tbaa !25
  br label %409

409:                                              ; preds = %407, %369
  %410 = phi ptr [ %408, %407 ], [ %371, %369 ]
  %411 = icmp eq ptr %410, null
  br i1 %411, label %418, label %412

412:                                              ; preds = %409
  %413 = getelementptr inbounds i8, ptr %29, i64 24
  %414 = load ptr, ptr %413, align 8, !tbaa !38
  %415 = ptrtoint ptr %414 to i64
  %416 = ptrtoint ptr %410 to i64
  %417 = sub i64 %415, %416
  call void @_ZdlPvm(ptr noundef nonnull %410, i64 noundef %417) #26
  br label %418

418:                                              ; preds = %409, %412
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %29) #24
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %28) #24
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %31) #24
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %32) #24
  store i64 128, ptr %32, align 8, !tbaa !39
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %33) #24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %33, i8 0, i64 32, i1 false)
  store ptr @.str, ptr %34, align 8, !tbaa !41, !alias.scope !55
  %419 = getelementptr inbounds i8, ptr %34, i64 8
  store ptr @.str.1, ptr %419, align 8, !tbaa !46, !alias.scope !55
  %420 = getelementptr inbounds i8, ptr %34, i64 16
  store i32 57, ptr %420, align 8, !tbaa !47, !alias.scope !55
  %421 = getelementptr inbounds i8, ptr %34, i64 20
  store i32 28, ptr %421, align 4, !tbaa !48, !alias.scope !55
  invoke void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi1EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(33) %31, ptr noundef nonnull %120, ptr noundef nonnull align 8 dereferenceable(8) %32, ptr noundef nonnull align 8 dereferenceable(32) %33, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %34)
          to label %422 unwind label %688

422:                                              ; preds = %418
  %423 = getelementptr inbounds i8, ptr %33, i64 8
  %424 = load ptr, ptr %423, align 8, !tbaa !25
  %425 = getelementptr inbounds i8, ptr %33, i64 16
  %426 = load ptr, ptr %425, align 8, !tbaa !27
  %427 = icmp eq ptr %424, %426
  br i1 %427, label %462, label %428

428:                                              ; preds = %422, %457
  %429 = phi ptr [ %458, %457 ], [ %424, %422 ]
  %430 = getelementptr inbounds i8, ptr %429, i64 8
  %431 = load ptr, ptr %430, align 8, !tbaa !28
  %432 = icmp eq ptr %431, null
  br i1 %432, label %457, label %433

433:                                              ; preds = %428
  %434 = getelementptr inbounds i8, ptr %431, i64 8
  %435 = load atomic i64, ptr %434 acquire, align 8
  %436 = icmp eq i64 %435, 4294967297
  %437 = trunc i64 %435 to i32
  br i1 %436, label %438, label %446

438:                                              ; preds = %433
  store i32 0, ptr %434, align 8, !tbaa !30
  %439 = getelementptr inbounds i8, ptr %431, i64 12
  store i32 0, ptr %439, align 4, !tbaa !32
  %440 = load ptr, ptr %431, align 8, !tbaa !33
  %441 = getelementptr inbounds i8, ptr %440, i64 16
  %442 = load ptr, ptr %441, align 8
  call void %442(ptr noundef nonnull align 8 dereferenceable(16) %431) #24
  %443 = load ptr, ptr %431, align 8, !tbaa !33
  %444 = getelementptr inbounds i8, ptr %443, i64 24
  %445 = load ptr, ptr %444, align 8
  call void %445(ptr noundef nonnull align 8 dereferenceable(16) %431) #24
  br label %457

446:                                              ; preds = %433
  %447 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !35
  %448 = icmp eq i8 %447, 0
  br i1 %448, label %451, label %449

449:                                              ; preds = %446
  %450 = add nsw i32 %437, -1
  store i32 %450, ptr %434, align 4, !tbaa !13
  br label %453

451:                                              ; preds = %446
  %452 = atomicrmw volatile add ptr %434, i32 -1 acq_rel, align 4
  br label %453

453:                                              ; preds = %451, %449
  %454 = phi i32 [ %437, %449 ], [ %452, %451 ]
  %455 = icmp eq i32 %454, 1
  br i1 %455, label %456, label %457, !prof !36

456:                                              ; preds = %453
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %431) #24
  br label %457

457:                                              ; preds = %456, %453, %438, %428
  %458 = getelementptr inbounds i8, ptr %429, i64 16
  %459 = icmp eq ptr %458, %426
  br i1 %459, label %460, label %428, !llvm.loop !37

460:                                              ; preds = %457
  %461 = load ptr, ptr %423, align 8, !tbaa !25
  br label %462

462:                                              ; preds = %460, %422
  %463 = phi ptr [ %461, %460 ], [ %424, %422 ]
  %464 = icmp eq ptr %463, null
  br i1 %464, label %471, label %465

465:                                              ; preds = %462
  %466 = getelementptr inbounds i8, ptr %33, i64 24
  %467 = load ptr, ptr %466, align 8, !tbaa !38
  %468 = ptrtoint ptr %467 to i64
  %469 = ptrtoint ptr %463 to i64
  %470 = sub i64 %468, %469
  call void @_ZdlPvm(ptr noundef nonnull %463, i64 noundef %470) #26
  br label %471

471:                                              ; preds = %462, %465
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %33) #24
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %32) #24
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %35) #24
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %36) #24
  store i64 128, ptr %36, align 8, !tbaa !39
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %37) #24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %37, i8 0, i64 32, i1 false)
  store ptr @.str, ptr %38, align 8, !tbaa !41, !alias.scope !58
  %472 = getelementptr inbounds i8, ptr %38, i64 8
  store ptr @.str.1, ptr %472, align 8, !tbaa !46, !alias.scope !58
  %473 = getelementptr inbounds i8, ptr %38, i64 16
  store i32 58, ptr %473, align 8, !tbaa !47, !alias.scope !58
  %474 = getelementptr inbounds i8, ptr %38, i64 20
  store i32 28, ptr %474, align 4, !tbaa !48, !alias.scope !58
  invoke void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi1EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(33) %35, ptr noundef nonnull %145, ptr noundef nonnull align 8 dereferenceable(8) %36, ptr noundef nonnull align 8 dereferenceable(32) %37, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %38)
          to label %475 unwind label %690

475:                                              ; preds = %471
  %476 = getelementptr inbounds i8, ptr %37, i64 8
  %477 = load ptr, ptr %476, align 8, !tbaa !25
  %478 = getelementptr inbounds i8, ptr %37, i64 16
  %479 = load ptr, ptr %478, align 8, !tbaa !27
  %480 = icmp eq ptr %477, %479
  br i1 %480, label %515, label %481

481:                                              ; preds = %475, %510
  %482 = phi ptr [ %511, %510 ], [ %477, %475 ]
  %483 = getelementptr inbounds i8, ptr %482, i64 8
  %484 = load ptr, ptr %483, align 8, !tbaa !28
  %485 = icmp eq ptr %484, null
  br i1 %485, label %510, label %486

486:                                              ; preds = %481
  %487 = getelementptr inbounds i8, ptr %484, i64 8
  %488 = load atomic i64, ptr %487 acquire, align 8
  %489 = icmp eq i64 %488, 4294967297
  %490 = trunc i64 %488 to i32
  br i1 %489, label %491, label %499

491:                                              ; preds = %486
  store i32 0, ptr %487, align 8, !tbaa !30
  %492 = getelementptr inbounds i8, ptr %484, i64 12
  store i32 0, ptr %492, align 4, !tbaa !32
  %493 = load ptr, ptr %484, align 8, !tbaa !33
  %494 = getelementptr inbounds i8, ptr %493, i64 16
  %495 = load ptr, ptr %494, align 8
  call void %495(ptr noundef nonnull align 8 dereferenceable(16) %484) #24
  %496 = load ptr, ptr %484, align 8, !tbaa !33
  %497 = getelementptr inbounds i8, ptr %496, i64 24
  %498 = load ptr, ptr %497, align 8
  call void %498(ptr noundef nonnull align 8 dereferenceable(16) %484) #24
  br label %510

499:                                              ; preds = %486
  %500 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !35
  %501 = icmp eq i8 %500, 0
  br i1 %501, label %504, label %502

502:                                              ; preds = %499
  %503 = add nsw i32 %490, -1
  store i32 %503, ptr %487, align 4, !tbaa !13
  br label %506

504:                                              ; preds = %499
  %505 = atomicrmw volatile add ptr %487, i32 -1 acq_rel, align 4
  br label %506

506:                                              ; preds = %504, %502
  %507 = phi i32 [ %490, %502 ], [ %505, %504 ]
  %508 = icmp eq i32 %507, 1
  br i1 %508, label %509, label %510, !prof !36

509:                                              ; preds = %506
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %484) #24
  br label %510

510:                                              ; preds = %509, %506, %491, %481
  %511 = getelementptr inbounds i8, ptr %482, i64 16
  %512 = icmp eq ptr %511, %479
  br i1 %512, label %513, label %481, !llvm.loop !37

513:                                              ; preds = %510
  %514 = load ptr, ptr %476, align 8, !tbaa !25
  br label %515

515:                                              ; preds = %513, %475
  %516 = phi ptr [ %514, %513 ], [ %477, %475 ]
  %517 = icmp eq ptr %516, null
  br i1 %517, label %524, label %518

518:                                              ; preds = %515
  %519 = getelementptr inbounds i8, ptr %37, i64 24
  %520 = load ptr, ptr %519, align 8, !tbaa !38
  %521 = ptrtoint ptr %520 to i64
  %522 = ptrtoint ptr %516 to i64
  %523 = sub i64 %521, %522
  call void @_ZdlPvm(ptr noundef nonnull %516, i64 noundef %523) #26
  br label %524

524:                                              ; preds = %515, %518
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %37) #24
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %36) #24
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %39) #24
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %40) #24
  store i64 4, ptr %40, align 8, !tbaa !39
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %41) #24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %41, i8 0, i64 32, i1 false)
  store ptr @.str, ptr %42, align 8, !tbaa !41, !alias.scope !61
  %525 = getelementptr inbounds i8, ptr %42, i64 8
  store ptr @.str.1, ptr %525, align 8, !tbaa !46, !alias.scope !61
  %526 = getelementptr inbounds i8, ptr %42, i64 16
  store i32 59, ptr %526, align 8, !tbaa !47, !alias.scope !61
  %527 = getelementptr inbounds i8, ptr %42, i64 20
  store i32 28, ptr %527, align 4, !tbaa !48, !alias.scope !61
  invoke void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi1EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(33) %39, ptr noundef nonnull %172, ptr noundef nonnull align 8 dereferenceable(8) %40, ptr noundef nonnull align 8 dereferenceable(32) %41, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %42)
          to label %528 unwind label %692

528:                                              ; preds = %524
  %529 = getelementptr inbounds i8, ptr %41, i64 8
  %530 = load ptr, ptr %529, align 8, !tbaa !25
  %531 = getelementptr inbounds i8, ptr %41, i64 16
  %532 = load ptr, ptr %531, align 8, !tbaa !27
  %533 = icmp eq ptr %530, %532
  br i1 %533, label %568, label %534

534:                                              ; preds = %528, %563
  %535 = phi ptr [ %564, %563 ], [ %530, %528 ]
  %536 = getelementptr inbounds i8, ptr %535, i64 8
  %537 = load ptr, ptr %536, align 8, !tbaa !28
  %538 = icmp eq ptr %537, null
  br i1 %538, label %563, label %539

539:                                              ; preds = %534
  %540 = getelementptr inbounds i8, ptr %537, i64 8
  %541 = load atomic i64, ptr %540 acquire, align 8
  %542 = icmp eq i64 %541, 4294967297
  %543 = trunc i64 %541 to i32
  br i1 %542, label %544, label %552

544:                                              ; preds = %539
  store i32 0, ptr %540, align 8, !tbaa !30
  %545 = getelementptr inbounds i8, ptr %537, i64 12
  store i32 0, ptr %545, align 4, !tbaa !32
  %546 = load ptr, ptr %537, align 8, !tbaa !33
  %547 = getelementptr inbounds i8, ptr %546, i64 16
  %548 = load ptr, ptr %547, align 8
  call void %548(ptr noundef nonnull align 8 dereferenceable(16) %537) #24
  %549 = load ptr, ptr %537, align 8, !tbaa !33
  %550 = getelementptr inbounds i8, ptr %549, i64 24
  %551 = load ptr, ptr %550, align 8
  call void %551(ptr noundef nonnull align 8 dereferenceable(16) %537) #24
  br label %563

552:                                              ; preds = %539
  %553 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !35
  %554 = icmp eq i8 %553, 0
  br i1 %554, label %557, label %555

555:                                              ; preds = %552
  %556 = add nsw i32 %543, -1
  store i32 %556, ptr %540, align 4, !tbaa !13
  br label %559

557:                                              ; preds = %552
  %558 = atomicrmw volatile add ptr %540, i32 -1 acq_rel, align 4
  br label %559

559:                                              ; preds = %557, %555
  %560 = phi i32 [ %543, %555 ], [ %558, %557 ]
  %561 = icmp eq i32 %560, 1
  br i1 %561, label %562, label %563, !prof !36

562:                                              ; preds = %559
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %537) #24
  br label %563

563:                                              ; preds = %562, %559, %544, %534
  %564 = getelementptr inbounds i8, ptr %535, i64 16
  %565 = icmp eq ptr %564, %532
  br i1 %565, label %566, label %534, !llvm.loop !37

566:                                              ; preds = %563
  %567 = load ptr, ptr %529, align 8, !tbaa !25
  br label %568

568:                                              ; preds = %566, %528
  %569 = phi ptr [ %567, %566 ], [ %530, %528 ]
  %570 = icmp eq ptr %569, null
  br i1 %570, label %577, label %571

571:                                              ; preds = %568
  %572 = getelementptr inbounds i8, ptr %41, i64 24
  %573 = load ptr, ptr %572, align 8, !tbaa !38
  %574 = ptrtoint ptr %573 to i64
  %575 = ptrtoint ptr %569 to i64
  %576 = sub i64 %574, %575
  call void @_ZdlPvm(ptr noundef nonnull %569, i64 noundef %576) #26
  br label %577

577:                                              ; preds = %568, %571
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %41) #24
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %40) #24
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %44) #24
  store ptr @.str, ptr %44, align 8, !tbaa !41, !alias.scope !64
  %578 = getelementptr inbounds i8, ptr %44, i64 8
  store ptr @.str.1, ptr %578, align 8, !tbaa !46, !alias.scope !64
  %579 = getelementptr inbounds i8, ptr %44, i64 16
  store i32 60, ptr %579, align 8, !tbaa !47, !alias.scope !64
  %580 = getelementptr inbounds i8, ptr %44, i64 20
  store i32 5, ptr %580, align 4, !tbaa !48, !alias.scope !64
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %15)
  store ptr %23, ptr %15, align 8
  %581 = getelementptr inbounds i8, ptr %15, i64 8
  store ptr %27, ptr %581, align 8
  %582 = getelementptr inbounds i8, ptr %15, i64 16
  store ptr %19, ptr %582, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %14) #24, !noalias !67
  store ptr %15, ptr %14, align 8, !tbaa !70, !noalias !67
  %583 = getelementptr inbounds i8, ptr %14, i64 8
  store ptr @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZ4mainEUlRNS0_7handlerEE_E4callEPKvS5_, ptr %583, align 8, !tbaa !72, !noalias !67
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %12) #24, !noalias !73
  invoke void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 8 dereferenceable(9) %12, ptr noundef nonnull align 8 dereferenceable(24) %44)
          to label %584 unwind label %694

584:                                              ; preds = %577
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %13) #24, !noalias !73
  store i32 0, ptr %13, align 4, !tbaa !76, !noalias !73
  %585 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 8 dereferenceable(9) %12)
          to label %586 unwind label %591, !noalias !73

586:                                              ; preds = %584
  %587 = getelementptr inbounds i8, ptr %12, i64 8
  %588 = load i8, ptr %587, align 8, !tbaa !79, !range !82, !noalias !73, !noundef !83
  %589 = trunc nuw i8 %588 to i1
  %590 = xor i1 %589, true
  invoke void @_ZNK4sycl3_V15queue22submit_with_event_implERKNS0_6detail19type_erased_cgfo_tyERKNS2_3_V114SubmissionInfoERKNS2_13code_locationEb(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %43, ptr noundef nonnull align 8 dereferenceable(16) %17, ptr noundef nonnull align 8 dereferenceable(16) %14, ptr noundef nonnull align 4 dereferenceable(4) %13, ptr noundef nonnull align 8 dereferenceable(24) %585, i1 noundef zeroext %590)
          to label %593 unwind label %591

591:                                              ; preds = %586, %584
  %592 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %13) #24, !noalias !73
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %12) #24
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %12) #24, !noalias !73
  br label %696

593:                                              ; preds = %586
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %13) #24, !noalias !73
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %12) #24
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %12) #24, !noalias !73
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %14) #24, !noalias !67
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %15)
  %594 = getelementptr inbounds i8, ptr %43, i64 8
  %595 = load ptr, ptr %594, align 8, !tbaa !28
  %596 = icmp eq ptr %595, null
  br i1 %596, label %621, label %597

597:                                              ; preds = %593
  %598 = getelementptr inbounds i8, ptr %595, i64 8
  %599 = load atomic i64, ptr %598 acquire, align 8
  %600 = icmp eq i64 %599, 4294967297
  %601 = trunc i64 %599 to i32
  br i1 %600, label %602, label %610

602:                                              ; preds = %597
  store i32 0, ptr %598, align 8, !tbaa !30
  %603 = getelementptr inbounds i8, ptr %595, i64 12
  store i32 0, ptr %603, align 4, !tbaa !32
  %604 = load ptr, ptr %595, align 8, !tbaa !33
  %605 = getelementptr inbounds i8, ptr %604, i64 16
  %606 = load ptr, ptr %605, align 8
  call void %606(ptr noundef nonnull align 8 dereferenceable(16) %595) #24
  %607 = load ptr, ptr %595, align 8, !tbaa !33
  %608 = getelementptr inbounds i8, ptr %607, i64 24
  %609 = load ptr, ptr %608, align 8
  call void %609(ptr noundef nonnull align 8 dereferenceable(16) %595) #24
  br label %621

610:                                              ; preds = %597
  %611 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !35
  %612 = icmp eq i8 %611, 0
  br i1 %612, label %615, label %613

613:                                              ; preds = %610
  %614 = add nsw i32 %601, -1
  store i32 %614, ptr %598, align 4, !tbaa !13
  br label %617

615:                                              ; preds = %610
  %616 = atomicrmw volatile add ptr %598, i32 -1 acq_rel, align 4
  br label %617

617:                                              ; preds = %615, %613
  %618 = phi i32 [ %601, %613 ], [ %616, %615 ]
  %619 = icmp eq i32 %618, 1
  br i1 %619, label %620, label %621, !prof !36

620:                                              ; preds = %617
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %595) #24
  br label %621

621:                                              ; preds = %593, %602, %617, %620
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %44) #24
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %46) #24
  store ptr @.str, ptr %46, align 8, !tbaa !41, !alias.scope !84
  %622 = getelementptr inbounds i8, ptr %46, i64 8
  store ptr @.str.1, ptr %622, align 8, !tbaa !46, !alias.scope !84
  %623 = getelementptr inbounds i8, ptr %46, i64 16
  store i32 71, ptr %623, align 8, !tbaa !47, !alias.scope !84
  %624 = getelementptr inbounds i8, ptr %46, i64 20
  store i32 5, ptr %624, align 4, !tbaa !48, !alias.scope !84
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  store ptr %31, ptr %10, align 8, !noalias !87
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %11) #24, !noalias !87
  store ptr %10, ptr %11, align 8, !tbaa !70, !noalias !87
  %625 = getelementptr inbounds i8, ptr %11, i64 8
  store ptr @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZ4mainEUlRNS0_7handlerEE0_E4callEPKvS5_, ptr %625, align 8, !tbaa !72, !noalias !87
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %8) #24, !noalias !90
  invoke void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 8 dereferenceable(9) %8, ptr noundef nonnull align 8 dereferenceable(24) %46)
          to label %626 unwind label %698

626:                                              ; preds = %621
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %9) #24, !noalias !90
  store i32 0, ptr %9, align 4, !tbaa !76, !noalias !90
  %627 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 8 dereferenceable(9) %8)
          to label %628 unwind label %633, !noalias !90

628:                                              ; preds = %626
  %629 = getelementptr inbounds i8, ptr %8, i64 8
  %630 = load i8, ptr %629, align 8, !tbaa !79, !range !82, !noalias !90, !noundef !83
  %631 = trunc nuw i8 %630 to i1
  %632 = xor i1 %631, true
  invoke void @_ZNK4sycl3_V15queue22submit_with_event_implERKNS0_6detail19type_erased_cgfo_tyERKNS2_3_V114SubmissionInfoERKNS2_13code_locationEb(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %45, ptr noundef nonnull align 8 dereferenceable(16) %17, ptr noundef nonnull align 8 dereferenceable(16) %11, ptr noundef nonnull align 4 dereferenceable(4) %9, ptr noundef nonnull align 8 dereferenceable(24) %627, i1 noundef zeroext %632)
          to label %635 unwind label %633

633:                                              ; preds = %628, %626
  %634 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %9) #24, !noalias !90
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %8) #24
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %8) #24, !noalias !90
  br label %700

635:                                              ; preds = %628
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %9) #24, !noalias !90
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %8) #24
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %8) #24, !noalias !90
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %11) #24, !noalias !87
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  %636 = getelementptr inbounds i8, ptr %45, i64 8
  %637 = load ptr, ptr %636, align 8, !tbaa !28
  %638 = icmp eq ptr %637, null
  br i1 %638, label %663, label %639

639:                                              ; preds = %635
  %640 = getelementptr inbounds i8, ptr %637, i64 8
  %641 = load atomic i64, ptr %640 acquire, align 8
  %642 = icmp eq i64 %641, 4294967297
  %643 = trunc i64 %641 to i32
  br i1 %642, label %644, label %652

644:                                              ; preds = %639
  store i32 0, ptr %640, align 8, !tbaa !30
  %645 = getelementptr inbounds i8, ptr %637, i64 12
  store i32 0, ptr %645, align 4, !tbaa !32
  %646 = load ptr, ptr %637, align 8, !tbaa !33
  %647 = getelementptr inbounds i8, ptr %646, i64 16
  %648 = load ptr, ptr %647, align 8
  call void %648(ptr noundef nonnull align 8 dereferenceable(16) %637) #24
  %649 = load ptr, ptr %637, align 8, !tbaa !33
  %650 = getelementptr inbounds i8, ptr %649, i64 24
  %651 = load ptr, ptr %650, align 8
  call void %651(ptr noundef nonnull align 8 dereferenceable(16) %637) #24
  br label %663

652:                                              ; preds = %639
  %653 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !35
  %654 = icmp eq i8 %653, 0
  br i1 %654, label %657, label %655

655:                                              ; preds = %652
  %656 = add nsw i32 %643, -1
  store i32 %656, ptr %640, align 4, !tbaa !13
  br label %659

657:                                              ; preds = %652
  %658 = atomicrmw volatile add ptr %640, i32 -1 acq_rel, align 4
  br label %659

659:                                              ; preds = %657, %655
  %660 = phi i32 [ %643, %655 ], [ %658, %657 ]
  %661 = icmp eq i32 %660, 1
  br i1 %661, label %662, label %663, !prof !36

662:                                              ; preds = %659
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %637) #24
  br label %663

663:                                              ; preds = %635, %644, %659, %662
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %46) #24
  %664 = getelementptr inbounds i8, ptr %48, i64 8
  %665 = getelementptr inbounds i8, ptr %48, i64 16
  %666 = getelementptr inbounds i8, ptr %48, i64 20
  %667 = getelementptr inbounds i8, ptr %5, i64 8
  %668 = getelementptr inbounds i8, ptr %6, i64 8
  %669 = getelementptr inbounds i8, ptr %3, i64 8
  %670 = getelementptr inbounds i8, ptr %47, i64 8
  br label %702

671:                                              ; preds = %739
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %49) #24
  store ptr @.str, ptr %49, align 8, !tbaa !41, !alias.scope !93
  %672 = getelementptr inbounds i8, ptr %49, i64 8
  store ptr @.str.1, ptr %672, align 8, !tbaa !46, !alias.scope !93
  %673 = getelementptr inbounds i8, ptr %49, i64 16
  store i32 94, ptr %673, align 8, !tbaa !47, !alias.scope !93
  %674 = getelementptr inbounds i8, ptr %49, i64 20
  store i32 5, ptr %674, align 4, !tbaa !48, !alias.scope !93
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7) #24
  invoke void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 8 dereferenceable(9) %7, ptr noundef nonnull align 8 dereferenceable(24) %49)
          to label %675 unwind label %750

675:                                              ; preds = %671
  %676 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 8 dereferenceable(9) %7)
          to label %677 unwind label %678

677:                                              ; preds = %675
  invoke void @_ZN4sycl3_V15queue10wait_proxyERKNS0_6detail13code_locationE(ptr noundef nonnull align 8 dereferenceable(16) %17, ptr noundef nonnull align 8 dereferenceable(24) %676)
          to label %746 unwind label %678

678:                                              ; preds = %677, %675
  %679 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %7) #24
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #24
  br label %752

680:                                              ; preds = %173
  %681 = landingpad { ptr, i32 }
          cleanup
  br label %1188

682:                                              ; preds = %253
  %683 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %21) #24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %21) #24
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %20) #24
  br label %766

684:                                              ; preds = %308
  %685 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %25) #24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %25) #24
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %24) #24
  br label %764

686:                                              ; preds = %363
  %687 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %29) #24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %29) #24
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %28) #24
  br label %762

688:                                              ; preds = %418
  %689 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %33) #24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %33) #24
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %32) #24
  br label %760

690:                                              ; preds = %471
  %691 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %37) #24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %37) #24
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %36) #24
  br label %758

692:                                              ; preds = %524
  %693 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %41) #24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %41) #24
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %40) #24
  br label %756

694:                                              ; preds = %577
  %695 = landingpad { ptr, i32 }
          cleanup
  br label %696

696:                                              ; preds = %591, %694
  %697 = phi { ptr, i32 } [ %695, %694 ], [ %592, %591 ]
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %44) #24
  br label %754

698:                                              ; preds = %621
  %699 = landingpad { ptr, i32 }
          cleanup
  br label %700

700:                                              ; preds = %633, %698
  %701 = phi { ptr, i32 } [ %699, %698 ], [ %634, %633 ]
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %46) #24
  br label %754

702:                                              ; preds = %663, %739
  %703 = phi i32 [ 0, %663 ], [ %740, %739 ]
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %48) #24
  store ptr @.str, ptr %48, align 8, !tbaa !41, !alias.scope !96
  store ptr @.str.1, ptr %664, align 8, !tbaa !46, !alias.scope !96
  store i32 78, ptr %665, align 8, !tbaa !47, !alias.scope !96
  store i32 7, ptr %666, align 4, !tbaa !48, !alias.scope !96
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5)
  store ptr %35, ptr %5, align 8, !noalias !99
  store ptr %39, ptr %667, align 8, !noalias !99
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #24, !noalias !99
  store ptr %5, ptr %6, align 8, !tbaa !70, !noalias !99
  store ptr @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZ4mainEUlRNS0_7handlerEE1_E4callEPKvS5_, ptr %668, align 8, !tbaa !72, !noalias !99
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #24, !noalias !102
  invoke void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 8 dereferenceable(9) %3, ptr noundef nonnull align 8 dereferenceable(24) %48)
          to label %704 unwind label %742

704:                                              ; preds = %702
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #24, !noalias !102
  store i32 0, ptr %4, align 4, !tbaa !76, !noalias !102
  %705 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 8 dereferenceable(9) %3)
          to label %706 unwind label %710, !noalias !102

706:                                              ; preds = %704
  %707 = load i8, ptr %669, align 8, !tbaa !79, !range !82, !noalias !102, !noundef !83
  %708 = trunc nuw i8 %707 to i1
  %709 = xor i1 %708, true
  invoke void @_ZNK4sycl3_V15queue22submit_with_event_implERKNS0_6detail19type_erased_cgfo_tyERKNS2_3_V114SubmissionInfoERKNS2_13code_locationEb(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %47, ptr noundef nonnull align 8 dereferenceable(16) %17, ptr noundef nonnull align 8 dereferenceable(16) %6, ptr noundef nonnull align 4 dereferenceable(4) %4, ptr noundef nonnull align 8 dereferenceable(24) %705, i1 noundef zeroext %709)
          to label %712 unwind label %710

710:                                              ; preds = %706, %704
  %711 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #24, !noalias !102
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %3) #24
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #24, !noalias !102
  br label %744

712:                                              ; preds = %706
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #24, !noalias !102
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %3) #24
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #24, !noalias !102
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #24, !noalias !99
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5)
  %713 = load ptr, ptr %670, align 8, !tbaa !28
  %714 = icmp eq ptr %713, null
  br i1 %714, label %739, label %715

715:                                              ; preds = %712
  %716 = getelementptr inbounds i8, ptr %713, i64 8
  %717 = load atomic i64, ptr %716 acquire, align 8
  %718 = icmp eq i64 %717, 4294967297
  %719 = trunc i64 %717 to i32
  br i1 %718, label %720, label %728

720:                                              ; preds = %715
  store i32 0, ptr %716, align 8, !tbaa !30
  %721 = getelementptr inbounds i8, ptr %713, i64 12
  store i32 0, ptr %721, align 4, !tbaa !32
  %722 = load ptr, ptr %713, align 8, !tbaa !33
  %723 = getelementptr inbounds i8, ptr %722, i64 16
  %724 = load ptr, ptr %723, align 8
  call void %724(ptr noundef nonnull align 8 dereferenceable(16) %713) #24
  %725 = load ptr, ptr %713, align 8, !tbaa !33
  %726 = getelementptr inbounds i8, ptr %725, i64 24
  %727 = load ptr, ptr %726, align 8
  call void %727(ptr noundef nonnull align 8 dereferenceable(16) %713) #24
  br label %739

728:                                              ; preds = %715
  %729 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !35
  %730 = icmp eq i8 %729, 0
  br i1 %730, label %733, label %731

731:                                              ; preds = %728
  %732 = add nsw i32 %719, -1
  store i32 %732, ptr %716, align 4, !tbaa !13
  br label %735

733:                                              ; preds = %728
  %734 = atomicrmw volatile add ptr %716, i32 -1 acq_rel, align 4
  br label %735

735:                                              ; preds = %733, %731
  %736 = phi i32 [ %719, %731 ], [ %734, %733 ]
  %737 = icmp eq i32 %736, 1
  br i1 %737, label %738, label %739, !prof !36

738:                                              ; preds = %735
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %713) #24
  br label %739

739:                                              ; preds = %712, %720, %735, %738
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %48) #24
  %740 = add nuw nsw i32 %703, 1
  %741 = icmp eq i32 %740, 3
  br i1 %741, label %671, label %702, !llvm.loop !105

742:                                              ; preds = %702
  %743 = landingpad { ptr, i32 }
          cleanup
  br label %744

744:                                              ; preds = %710, %742
  %745 = phi { ptr, i32 } [ %743, %742 ], [ %711, %710 ]
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %48) #24
  br label %754

746:                                              ; preds = %677
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %7) #24
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #24
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %49) #24
  call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %39) #24
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %39) #24
  call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %35) #24
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %35) #24
  call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %31) #24
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %31) #24
  call void @_ZN4sycl3_V16bufferIfLi3ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(49) %27) #24
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %27) #24
  call void @_ZN4sycl3_V16bufferIiLi3ENS0_6detail17aligned_allocatorIiEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(49) %23) #24
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %23) #24
  call void @_ZN4sycl3_V16bufferIfLi3ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(49) %19) #24
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %19) #24
  %747 = getelementptr inbounds i8, ptr %68, i64 16
  %748 = getelementptr inbounds i8, ptr %68, i64 32
  %749 = getelementptr inbounds i8, ptr %68, i64 48
  br label %768

750:                                              ; preds = %671
  %751 = landingpad { ptr, i32 }
          cleanup
  br label %752

752:                                              ; preds = %678, %750
  %753 = phi { ptr, i32 } [ %751, %750 ], [ %679, %678 ]
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %49) #24
  br label %754

754:                                              ; preds = %752, %744, %700, %696
  %755 = phi { ptr, i32 } [ %745, %744 ], [ %753, %752 ], [ %701, %700 ], [ %697, %696 ]
  call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %39) #24
  br label %756

756:                                              ; preds = %754, %692
  %757 = phi { ptr, i32 } [ %755, %754 ], [ %693, %692 ]
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %39) #24
  call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %35) #24
  br label %758

758:                                              ; preds = %756, %690
  %759 = phi { ptr, i32 } [ %757, %756 ], [ %691, %690 ]
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %35) #24
  call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %31) #24
  br label %760

760:                                              ; preds = %758, %688
  %761 = phi { ptr, i32 } [ %759, %758 ], [ %689, %688 ]
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %31) #24
  call void @_ZN4sycl3_V16bufferIfLi3ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(49) %27) #24
  br label %762

762:                                              ; preds = %760, %686
  %763 = phi { ptr, i32 } [ %761, %760 ], [ %687, %686 ]
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %27) #24
  call void @_ZN4sycl3_V16bufferIiLi3ENS0_6detail17aligned_allocatorIiEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(49) %23) #24
  br label %764

764:                                              ; preds = %762, %684
  %765 = phi { ptr, i32 } [ %763, %762 ], [ %685, %684 ]
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %23) #24
  call void @_ZN4sycl3_V16bufferIfLi3ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(49) %19) #24
  br label %766

766:                                              ; preds = %764, %682
  %767 = phi { ptr, i32 } [ %765, %764 ], [ %683, %682 ]
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %19) #24
  call void @_ZN4sycl3_V15queueD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %17) #24
  br label %1186

768:                                              ; preds = %746, %768
  %769 = phi i64 [ 0, %746 ], [ %783, %768 ]
  %770 = shl nsw i64 %769, 6
  %771 = getelementptr inbounds i8, ptr %68, i64 %770
  %772 = load <4 x float>, ptr %771, align 4, !tbaa !5
  %773 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %772, <4 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, <4 x float> <float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00>)
  store <4 x float> %773, ptr %771, align 4, !tbaa !5
  %774 = getelementptr inbounds i8, ptr %747, i64 %770
  %775 = load <4 x float>, ptr %774, align 4, !tbaa !5
  %776 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %775, <4 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, <4 x float> <float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00>)
  store <4 x float> %776, ptr %774, align 4, !tbaa !5
  %777 = getelementptr inbounds i8, ptr %748, i64 %770
  %778 = load <4 x float>, ptr %777, align 4, !tbaa !5
  %779 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %778, <4 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, <4 x float> <float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00>)
  store <4 x float> %779, ptr %777, align 4, !tbaa !5
  %780 = getelementptr inbounds i8, ptr %749, i64 %770
  %781 = load <4 x float>, ptr %780, align 4, !tbaa !5
  %782 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %781, <4 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, <4 x float> <float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00>)
  store <4 x float> %782, ptr %780, align 4, !tbaa !5
  %783 = add nuw nsw i64 %769, 1
  %784 = icmp eq i64 %783, 16
  br i1 %784, label %785, label %768, !llvm.loop !106

785:                                              ; preds = %768
  %786 = getelementptr inbounds i8, ptr %68, i64 1024
  %787 = getelementptr inbounds i8, ptr %68, i64 1040
  %788 = getelementptr inbounds i8, ptr %68, i64 1056
  %789 = getelementptr inbounds i8, ptr %68, i64 1072
  br label %790

790:                                              ; preds = %790, %785
  %791 = phi i64 [ 0, %785 ], [ %805, %790 ]
  %792 = shl nsw i64 %791, 6
  %793 = getelementptr inbounds i8, ptr %786, i64 %792
  %794 = load <4 x float>, ptr %793, align 4, !tbaa !5
  %795 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %794, <4 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, <4 x float> <float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00>)
  store <4 x float> %795, ptr %793, align 4, !tbaa !5
  %796 = getelementptr inbounds i8, ptr %787, i64 %792
  %797 = load <4 x float>, ptr %796, align 4, !tbaa !5
  %798 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %797, <4 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, <4 x float> <float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00>)
  store <4 x float> %798, ptr %796, align 4, !tbaa !5
  %799 = getelementptr inbounds i8, ptr %788, i64 %792
  %800 = load <4 x float>, ptr %799, align 4, !tbaa !5
  %801 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %800, <4 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, <4 x float> <float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00>)
  store <4 x float> %801, ptr %799, align 4, !tbaa !5
  %802 = getelementptr inbounds i8, ptr %789, i64 %792
  %803 = load <4 x float>, ptr %802, align 4, !tbaa !5
  %804 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %803, <4 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, <4 x float> <float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00>)
  store <4 x float> %804, ptr %802, align 4, !tbaa !5
  %805 = add nuw nsw i64 %791, 1
  %806 = icmp eq i64 %805, 16
  br i1 %806, label %807, label %790, !llvm.loop !106

807:                                              ; preds = %790
  %808 = getelementptr inbounds i8, ptr %139, i64 16
  %809 = load <4 x float>, ptr %139, align 4, !tbaa !5
  %810 = load <4 x float>, ptr %808, align 4, !tbaa !5
  %811 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %809, <4 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, <4 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>)
  %812 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %810, <4 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, <4 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>)
  store <4 x float> %811, ptr %139, align 4, !tbaa !5
  store <4 x float> %812, ptr %808, align 4, !tbaa !5
  %813 = getelementptr inbounds i8, ptr %139, i64 32
  %814 = getelementptr inbounds i8, ptr %139, i64 48
  %815 = load <4 x float>, ptr %813, align 4, !tbaa !5
  %816 = load <4 x float>, ptr %814, align 4, !tbaa !5
  %817 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %815, <4 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, <4 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>)
  %818 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %816, <4 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, <4 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>)
  store <4 x float> %817, ptr %813, align 4, !tbaa !5
  store <4 x float> %818, ptr %814, align 4, !tbaa !5
  %819 = getelementptr inbounds i8, ptr %139, i64 64
  %820 = getelementptr inbounds i8, ptr %139, i64 80
  %821 = load <4 x float>, ptr %819, align 4, !tbaa !5
  %822 = load <4 x float>, ptr %820, align 4, !tbaa !5
  %823 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %821, <4 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, <4 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>)
  %824 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %822, <4 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, <4 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>)
  store <4 x float> %823, ptr %819, align 4, !tbaa !5
  store <4 x float> %824, ptr %820, align 4, !tbaa !5
  %825 = getelementptr inbounds i8, ptr %139, i64 96
  %826 = getelementptr inbounds i8, ptr %139, i64 112
  %827 = load <4 x float>, ptr %825, align 4, !tbaa !5
  %828 = load <4 x float>, ptr %826, align 4, !tbaa !5
  %829 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %827, <4 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, <4 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>)
  %830 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %828, <4 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, <4 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>)
  store <4 x float> %829, ptr %825, align 4, !tbaa !5
  store <4 x float> %830, ptr %826, align 4, !tbaa !5
  %831 = getelementptr inbounds i8, ptr %139, i64 128
  %832 = getelementptr inbounds i8, ptr %139, i64 144
  %833 = load <4 x float>, ptr %831, align 4, !tbaa !5
  %834 = load <4 x float>, ptr %832, align 4, !tbaa !5
  %835 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %833, <4 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, <4 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>)
  %836 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %834, <4 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, <4 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>)
  store <4 x float> %835, ptr %831, align 4, !tbaa !5
  store <4 x float> %836, ptr %832, align 4, !tbaa !5
  %837 = getelementptr inbounds i8, ptr %139, i64 160
  %838 = getelementptr inbounds i8, ptr %139, i64 176
  %839 = load <4 x float>, ptr %837, align 4, !tbaa !5
  %840 = load <4 x float>, ptr %838, align 4, !tbaa !5
  %841 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %839, <4 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, <4 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>)
  %842 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %840, <4 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, <4 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>)
  store <4 x float> %841, ptr %837, align 4, !tbaa !5
  store <4 x float> %842, ptr %838, align 4, !tbaa !5
  %843 = getelementptr inbounds i8, ptr %139, i64 192
  %844 = getelementptr inbounds i8, ptr %139, i64 208
  %845 = load <4 x float>, ptr %843, align 4, !tbaa !5
  %846 = load <4 x float>, ptr %844, align 4, !tbaa !5
  %847 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %845, <4 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, <4 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>)
  %848 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %846, <4 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, <4 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>)
  store <4 x float> %847, ptr %843, align 4, !tbaa !5
  store <4 x float> %848, ptr %844, align 4, !tbaa !5
  %849 = getelementptr inbounds i8, ptr %139, i64 224
  %850 = getelementptr inbounds i8, ptr %139, i64 240
  %851 = load <4 x float>, ptr %849, align 4, !tbaa !5
  %852 = load <4 x float>, ptr %850, align 4, !tbaa !5
  %853 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %851, <4 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, <4 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>)
  %854 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %852, <4 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, <4 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>)
  store <4 x float> %853, ptr %849, align 4, !tbaa !5
  store <4 x float> %854, ptr %850, align 4, !tbaa !5
  br label %855

855:                                              ; preds = %807, %857
  %856 = phi i32 [ %858, %857 ], [ 0, %807 ]
  br label %860

857:                                              ; preds = %860
  %858 = add nuw nsw i32 %856, 1
  %859 = icmp eq i32 %858, 3
  br i1 %859, label %993, label %855, !llvm.loop !107

860:                                              ; preds = %855, %860
  %861 = phi i64 [ 0, %855 ], [ %990, %860 ]
  %862 = shl nuw nsw i64 %861, 5
  %863 = getelementptr inbounds float, ptr %166, i64 %862
  %864 = load float, ptr %863, align 4, !tbaa !5
  %865 = fadd float %864, 0.000000e+00
  %866 = or disjoint i64 %862, 1
  %867 = getelementptr inbounds float, ptr %166, i64 %866
  %868 = load float, ptr %867, align 4, !tbaa !5
  %869 = fadd float %865, %868
  %870 = or disjoint i64 %862, 2
  %871 = getelementptr inbounds float, ptr %166, i64 %870
  %872 = load float, ptr %871, align 4, !tbaa !5
  %873 = fadd float %869, %872
  %874 = or disjoint i64 %862, 3
  %875 = getelementptr inbounds float, ptr %166, i64 %874
  %876 = load float, ptr %875, align 4, !tbaa !5
  %877 = fadd float %873, %876
  %878 = or disjoint i64 %862, 4
  %879 = getelementptr inbounds float, ptr %166, i64 %878
  %880 = load float, ptr %879, align 4, !tbaa !5
  %881 = fadd float %877, %880
  %882 = or disjoint i64 %862, 5
  %883 = getelementptr inbounds float, ptr %166, i64 %882
  %884 = load float, ptr %883, align 4, !tbaa !5
  %885 = fadd float %881, %884
  %886 = or disjoint i64 %862, 6
  %887 = getelementptr inbounds float, ptr %166, i64 %886
  %888 = load float, ptr %887, align 4, !tbaa !5
  %889 = fadd float %885, %888
  %890 = or disjoint i64 %862, 7
  %891 = getelementptr inbounds float, ptr %166, i64 %890
  %892 = load float, ptr %891, align 4, !tbaa !5
  %893 = fadd float %889, %892
  %894 = or disjoint i64 %862, 8
  %895 = getelementptr inbounds float, ptr %166, i64 %894
  %896 = load float, ptr %895, align 4, !tbaa !5
  %897 = fadd float %893, %896
  %898 = or disjoint i64 %862, 9
  %899 = getelementptr inbounds float, ptr %166, i64 %898
  %900 = load float, ptr %899, align 4, !tbaa !5
  %901 = fadd float %897, %900
  %902 = or disjoint i64 %862, 10
  %903 = getelementptr inbounds float, ptr %166, i64 %902
  %904 = load float, ptr %903, align 4, !tbaa !5
  %905 = fadd float %901, %904
  %906 = or disjoint i64 %862, 11
  %907 = getelementptr inbounds float, ptr %166, i64 %906
  %908 = load float, ptr %907, align 4, !tbaa !5
  %909 = fadd float %905, %908
  %910 = or disjoint i64 %862, 12
  %911 = getelementptr inbounds float, ptr %166, i64 %910
  %912 = load float, ptr %911, align 4, !tbaa !5
  %913 = fadd float %909, %912
  %914 = or disjoint i64 %862, 13
  %915 = getelementptr inbounds float, ptr %166, i64 %914
  %916 = load float, ptr %915, align 4, !tbaa !5
  %917 = fadd float %913, %916
  %918 = or disjoint i64 %862, 14
  %919 = getelementptr inbounds float, ptr %166, i64 %918
  %920 = load float, ptr %919, align 4, !tbaa !5
  %921 = fadd float %917, %920
  %922 = or disjoint i64 %862, 15
  %923 = getelementptr inbounds float, ptr %166, i64 %922
  %924 = load float, ptr %923, align 4, !tbaa !5
  %925 = fadd float %921, %924
  %926 = or disjoint i64 %862, 16
  %927 = getelementptr inbounds float, ptr %166, i64 %926
  %928 = load float, ptr %927, align 4, !tbaa !5
  %929 = fadd float %925, %928
  %930 = or disjoint i64 %862, 17
  %931 = getelementptr inbounds float, ptr %166, i64 %930
  %932 = load float, ptr %931, align 4, !tbaa !5
  %933 = fadd float %929, %932
  %934 = or disjoint i64 %862, 18
  %935 = getelementptr inbounds float, ptr %166, i64 %934
  %936 = load float, ptr %935, align 4, !tbaa !5
  %937 = fadd float %933, %936
  %938 = or disjoint i64 %862, 19
  %939 = getelementptr inbounds float, ptr %166, i64 %938
  %940 = load float, ptr %939, align 4, !tbaa !5
  %941 = fadd float %937, %940
  %942 = or disjoint i64 %862, 20
  %943 = getelementptr inbounds float, ptr %166, i64 %942
  %944 = load float, ptr %943, align 4, !tbaa !5
  %945 = fadd float %941, %944
  %946 = or disjoint i64 %862, 21
  %947 = getelementptr inbounds float, ptr %166, i64 %946
  %948 = load float, ptr %947, align 4, !tbaa !5
  %949 = fadd float %945, %948
  %950 = or disjoint i64 %862, 22
  %951 = getelementptr inbounds float, ptr %166, i64 %950
  %952 = load float, ptr %951, align 4, !tbaa !5
  %953 = fadd float %949, %952
  %954 = or disjoint i64 %862, 23
  %955 = getelementptr inbounds float, ptr %166, i64 %954
  %956 = load float, ptr %955, align 4, !tbaa !5
  %957 = fadd float %953, %956
  %958 = or disjoint i64 %862, 24
  %959 = getelementptr inbounds float, ptr %166, i64 %958
  %960 = load float, ptr %959, align 4, !tbaa !5
  %961 = fadd float %957, %960
  %962 = or disjoint i64 %862, 25
  %963 = getelementptr inbounds float, ptr %166, i64 %962
  %964 = load float, ptr %963, align 4, !tbaa !5
  %965 = fadd float %961, %964
  %966 = or disjoint i64 %862, 26
  %967 = getelementptr inbounds float, ptr %166, i64 %966
  %968 = load float, ptr %967, align 4, !tbaa !5
  %969 = fadd float %965, %968
  %970 = or disjoint i64 %862, 27
  %971 = getelementptr inbounds float, ptr %166, i64 %970
  %972 = load float, ptr %971, align 4, !tbaa !5
  %973 = fadd float %969, %972
  %974 = or disjoint i64 %862, 28
  %975 = getelementptr inbounds float, ptr %166, i64 %974
  %976 = load float, ptr %975, align 4, !tbaa !5
  %977 = fadd float %973, %976
  %978 = or disjoint i64 %862, 29
  %979 = getelementptr inbounds float, ptr %166, i64 %978
  %980 = load float, ptr %979, align 4, !tbaa !5
  %981 = fadd float %977, %980
  %982 = or disjoint i64 %862, 30
  %983 = getelementptr inbounds float, ptr %166, i64 %982
  %984 = load float, ptr %983, align 4, !tbaa !5
  %985 = fadd float %981, %984
  %986 = or disjoint i64 %862, 31
  %987 = getelementptr inbounds float, ptr %166, i64 %986
  %988 = load float, ptr %987, align 4, !tbaa !5
  %989 = fadd float %985, %988
  %990 = add nuw nsw i64 %861, 1
  %991 = getelementptr inbounds float, ptr %177, i64 %861
  store float %989, ptr %991, align 4, !tbaa !5
  %992 = icmp eq i64 %990, 4
  br i1 %992, label %857, label %860, !llvm.loop !108

993:                                              ; preds = %857, %1010
  %994 = phi i64 [ %1012, %1010 ], [ 0, %857 ]
  %995 = phi i8 [ %1011, %1010 ], [ 1, %857 ]
  %996 = getelementptr inbounds float, ptr %50, i64 %994
  %997 = load float, ptr %996, align 4, !tbaa !5
  %998 = getelementptr inbounds float, ptr %68, i64 %994
  %999 = load float, ptr %998, align 4, !tbaa !5
  %1000 = fsub float %997, %999
  %1001 = call noundef float @llvm.fabs.f32(float %1000)
  %1002 = call noundef float @llvm.fabs.f32(float %999)
  %1003 = fadd float %1002, 1.000000e+00
  %1004 = fmul float %1003, 0x3F50624DE0000000
  %1005 = fcmp ugt float %1001, %1004
  br i1 %1005, label %1006, label %1010

1006:                                             ; preds = %993
  %1007 = trunc nuw i8 %995 to i1
  br i1 %1007, label %1008, label %1010

1008:                                             ; preds = %1006
  %1009 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %994)
  br label %1010

1010:                                             ; preds = %1006, %1008, %993
  %1011 = phi i8 [ %995, %993 ], [ 0, %1008 ], [ 0, %1006 ]
  %1012 = add nuw nsw i64 %994, 1
  %1013 = icmp eq i64 %1012, 512
  br i1 %1013, label %1014, label %993, !llvm.loop !109

1014:                                             ; preds = %1010, %1026
  %1015 = phi i64 [ %1028, %1026 ], [ 0, %1010 ]
  %1016 = phi i8 [ %1027, %1026 ], [ %1011, %1010 ]
  %1017 = getelementptr inbounds i32, ptr %70, i64 %1015
  %1018 = load i32, ptr %1017, align 4, !tbaa !13
  %1019 = getelementptr inbounds i32, ptr %89, i64 %1015
  %1020 = load i32, ptr %1019, align 4, !tbaa !13
  %1021 = icmp eq i32 %1018, %1020
  br i1 %1021, label %1026, label %1022

1022:                                             ; preds = %1014
  %1023 = trunc nuw i8 %1016 to i1
  br i1 %1023, label %1024, label %1026

1024:                                             ; preds = %1022
  %1025 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %1015)
  br label %1026

1026:                                             ; preds = %1022, %1024, %1014
  %1027 = phi i8 [ %1016, %1014 ], [ 0, %1024 ], [ 0, %1022 ]
  %1028 = add nuw nsw i64 %1015, 1
  %1029 = icmp eq i64 %1028, 512
  br i1 %1029, label %1030, label %1014, !llvm.loop !110

1030:                                             ; preds = %1026, %1047
  %1031 = phi i64 [ %1049, %1047 ], [ 0, %1026 ]
  %1032 = phi i8 [ %1048, %1047 ], [ %1027, %1026 ]
  %1033 = getelementptr inbounds float, ptr %95, i64 %1031
  %1034 = load float, ptr %1033, align 4, !tbaa !5
  %1035 = getelementptr inbounds float, ptr %114, i64 %1031
  %1036 = load float, ptr %1035, align 4, !tbaa !5
  %1037 = fsub float %1034, %1036
  %1038 = call noundef float @llvm.fabs.f32(float %1037)
  %1039 = call noundef float @llvm.fabs.f32(float %1036)
  %1040 = fadd float %1039, 1.000000e+00
  %1041 = fmul float %1040, 0x3F50624DE0000000
  %1042 = fcmp ugt float %1038, %1041
  br i1 %1042, label %1043, label %1047

1043:                                             ; preds = %1030
  %1044 = trunc nuw i8 %1032 to i1
  br i1 %1044, label %1045, label %1047

1045:                                             ; preds = %1043
  %1046 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %1031)
  br label %1047

1047:                                             ; preds = %1043, %1045, %1030
  %1048 = phi i8 [ %1032, %1030 ], [ 0, %1045 ], [ 0, %1043 ]
  %1049 = add nuw nsw i64 %1031, 1
  %1050 = icmp eq i64 %1049, 512
  br i1 %1050, label %1051, label %1030, !llvm.loop !111

1051:                                             ; preds = %1047, %1068
  %1052 = phi i64 [ %1070, %1068 ], [ 0, %1047 ]
  %1053 = phi i8 [ %1069, %1068 ], [ %1048, %1047 ]
  %1054 = getelementptr inbounds float, ptr %120, i64 %1052
  %1055 = load float, ptr %1054, align 4, !tbaa !5
  %1056 = getelementptr inbounds float, ptr %139, i64 %1052
  %1057 = load float, ptr %1056, align 4, !tbaa !5
  %1058 = fsub float %1055, %1057
  %1059 = call noundef float @llvm.fabs.f32(float %1058)
  %1060 = call noundef float @llvm.fabs.f32(float %1057)
  %1061 = fadd float %1060, 1.000000e+00
  %1062 = fmul float %1061, 0x3F50624DE0000000
  %1063 = fcmp ugt float %1059, %1062
  br i1 %1063, label %1064, label %1068

1064:                                             ; preds = %1051
  %1065 = trunc nuw i8 %1053 to i1
  br i1 %1065, label %1066, label %1068

1066:                                             ; preds = %1064
  %1067 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef %1052)
  br label %1068

1068:                                             ; preds = %1064, %1066, %1051
  %1069 = phi i8 [ %1053, %1051 ], [ 0, %1066 ], [ 0, %1064 ]
  %1070 = add nuw nsw i64 %1052, 1
  %1071 = icmp eq i64 %1070, 128
  br i1 %1071, label %1072, label %1051, !llvm.loop !112

1072:                                             ; preds = %1068, %1089
  %1073 = phi i64 [ %1091, %1089 ], [ 0, %1068 ]
  %1074 = phi i8 [ %1090, %1089 ], [ %1069, %1068 ]
  %1075 = getelementptr inbounds float, ptr %145, i64 %1073
  %1076 = load float, ptr %1075, align 4, !tbaa !5
  %1077 = getelementptr inbounds float, ptr %166, i64 %1073
  %1078 = load float, ptr %1077, align 4, !tbaa !5
  %1079 = fsub float %1076, %1078
  %1080 = call noundef float @llvm.fabs.f32(float %1079)
  %1081 = call noundef float @llvm.fabs.f32(float %1078)
  %1082 = fadd float %1081, 1.000000e+00
  %1083 = fmul float %1082, 0x3F50624DE0000000
  %1084 = fcmp ugt float %1080, %1083
  br i1 %1084, label %1085, label %1089

1085:                                             ; preds = %1072
  %1086 = trunc nuw i8 %1074 to i1
  br i1 %1086, label %1087, label %1089

1087:                                             ; preds = %1085
  %1088 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef %1073)
  br label %1089

1089:                                             ; preds = %1085, %1087, %1072
  %1090 = phi i8 [ %1074, %1072 ], [ 0, %1087 ], [ 0, %1085 ]
  %1091 = add nuw nsw i64 %1073, 1
  %1092 = icmp eq i64 %1091, 128
  br i1 %1092, label %1093, label %1072, !llvm.loop !113

1093:                                             ; preds = %1089
  %1094 = load float, ptr %172, align 4, !tbaa !5
  %1095 = load float, ptr %177, align 4, !tbaa !5
  %1096 = fsub float %1094, %1095
  %1097 = call noundef float @llvm.fabs.f32(float %1096)
  %1098 = call noundef float @llvm.fabs.f32(float %1095)
  %1099 = fadd float %1098, 1.000000e+00
  %1100 = fmul float %1099, 0x3F50624DE0000000
  %1101 = fcmp ugt float %1097, %1100
  br i1 %1101, label %1129, label %1133

1102:                                             ; preds = %1178
  %1103 = getelementptr inbounds i8, ptr %1184, i64 8
  %1104 = load atomic i64, ptr %1103 acquire, align 8
  %1105 = icmp eq i64 %1104, 4294967297
  %1106 = trunc i64 %1104 to i32
  br i1 %1105, label %1107, label %1115

1107:                                             ; preds = %1102
  store i32 0, ptr %1103, align 8, !tbaa !30
  %1108 = getelementptr inbounds i8, ptr %1184, i64 12
  store i32 0, ptr %1108, align 4, !tbaa !32
  %1109 = load ptr, ptr %1184, align 8, !tbaa !33
  %1110 = getelementptr inbounds i8, ptr %1109, i64 16
  %1111 = load ptr, ptr %1110, align 8
  call void %1111(ptr noundef nonnull align 8 dereferenceable(16) %1184) #24
  %1112 = load ptr, ptr %1184, align 8, !tbaa !33
  %1113 = getelementptr inbounds i8, ptr %1112, i64 24
  %1114 = load ptr, ptr %1113, align 8
  call void %1114(ptr noundef nonnull align 8 dereferenceable(16) %1184) #24
  br label %1126

1115:                                             ; preds = %1102
  %1116 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !35
  %1117 = icmp eq i8 %1116, 0
  br i1 %1117, label %1120, label %1118

1118:                                             ; preds = %1115
  %1119 = add nsw i32 %1106, -1
  store i32 %1119, ptr %1103, align 4, !tbaa !13
  br label %1122

1120:                                             ; preds = %1115
  %1121 = atomicrmw volatile add ptr %1103, i32 -1 acq_rel, align 4
  br label %1122

1122:                                             ; preds = %1120, %1118
  %1123 = phi i32 [ %1106, %1118 ], [ %1121, %1120 ]
  %1124 = icmp eq i32 %1123, 1
  br i1 %1124, label %1125, label %1126, !prof !36

1125:                                             ; preds = %1122
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %1184) #24
  br label %1126

1126:                                             ; preds = %1178, %1107, %1122, %1125
  %1127 = xor i1 %1180, true
  %1128 = zext i1 %1127 to i32
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %17) #24
  call void @_ZdlPvm(ptr noundef nonnull %177, i64 noundef 16) #26
  call void @_ZdlPvm(ptr noundef nonnull %172, i64 noundef 16) #26
  call void @_ZdlPvm(ptr noundef nonnull %166, i64 noundef 512) #26
  call void @_ZdlPvm(ptr noundef nonnull %145, i64 noundef 512) #26
  call void @_ZdlPvm(ptr noundef nonnull %139, i64 noundef 512) #26
  call void @_ZdlPvm(ptr noundef nonnull %120, i64 noundef 512) #26
  call void @_ZdlPvm(ptr noundef nonnull %114, i64 noundef 2048) #26
  call void @_ZdlPvm(ptr noundef nonnull %95, i64 noundef 2048) #26
  call void @_ZdlPvm(ptr noundef nonnull %89, i64 noundef 2048) #26
  call void @_ZdlPvm(ptr noundef nonnull %70, i64 noundef 2048) #26
  call void @_ZdlPvm(ptr noundef nonnull %68, i64 noundef 2048) #26
  call void @_ZdlPvm(ptr noundef nonnull %50, i64 noundef 2048) #26
  ret i32 %1128

1129:                                             ; preds = %1093
  %1130 = trunc nuw i8 %1090 to i1
  br i1 %1130, label %1131, label %1133

1131:                                             ; preds = %1129
  %1132 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef 0)
  br label %1133

1133:                                             ; preds = %1129, %1131, %1093
  %1134 = phi i8 [ %1090, %1093 ], [ 0, %1131 ], [ 0, %1129 ]
  %1135 = load float, ptr %174, align 4, !tbaa !5
  %1136 = getelementptr inbounds i8, ptr %177, i64 4
  %1137 = load float, ptr %1136, align 4, !tbaa !5
  %1138 = fsub float %1135, %1137
  %1139 = call noundef float @llvm.fabs.f32(float %1138)
  %1140 = call noundef float @llvm.fabs.f32(float %1137)
  %1141 = fadd float %1140, 1.000000e+00
  %1142 = fmul float %1141, 0x3F50624DE0000000
  %1143 = fcmp ugt float %1139, %1142
  br i1 %1143, label %1144, label %1148

1144:                                             ; preds = %1133
  %1145 = trunc nuw i8 %1134 to i1
  br i1 %1145, label %1146, label %1148

1146:                                             ; preds = %1144
  %1147 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef 1)
  br label %1148

1148:                                             ; preds = %1146, %1144, %1133
  %1149 = phi i8 [ %1134, %1133 ], [ 0, %1146 ], [ 0, %1144 ]
  %1150 = load float, ptr %175, align 4, !tbaa !5
  %1151 = getelementptr inbounds i8, ptr %177, i64 8
  %1152 = load float, ptr %1151, align 4, !tbaa !5
  %1153 = fsub float %1150, %1152
  %1154 = call noundef float @llvm.fabs.f32(float %1153)
  %1155 = call noundef float @llvm.fabs.f32(float %1152)
  %1156 = fadd float %1155, 1.000000e+00
  %1157 = fmul float %1156, 0x3F50624DE0000000
  %1158 = fcmp ugt float %1154, %1157
  br i1 %1158, label %1159, label %1163

1159:                                             ; preds = %1148
  %1160 = trunc nuw i8 %1149 to i1
  br i1 %1160, label %1161, label %1163

1161:                                             ; preds = %1159
  %1162 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef 2)
  br label %1163

1163:                                             ; preds = %1161, %1159, %1148
  %1164 = phi i8 [ %1149, %1148 ], [ 0, %1161 ], [ 0, %1159 ]
  %1165 = load float, ptr %176, align 4, !tbaa !5
  %1166 = getelementptr inbounds i8, ptr %177, i64 12
  %1167 = load float, ptr %1166, align 4, !tbaa !5
  %1168 = fsub float %1165, %1167
  %1169 = call noundef float @llvm.fabs.f32(float %1168)
  %1170 = call noundef float @llvm.fabs.f32(float %1167)
  %1171 = fadd float %1170, 1.000000e+00
  %1172 = fmul float %1171, 0x3F50624DE0000000
  %1173 = fcmp ugt float %1169, %1172
  br i1 %1173, label %1174, label %1178

1174:                                             ; preds = %1163
  %1175 = trunc nuw i8 %1164 to i1
  br i1 %1175, label %1176, label %1178

1176:                                             ; preds = %1174
  %1177 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef 3)
  br label %1178

1178:                                             ; preds = %1176, %1174, %1163
  %1179 = phi i8 [ %1164, %1163 ], [ 0, %1176 ], [ 0, %1174 ]
  %1180 = trunc nuw i8 %1179 to i1
  %1181 = select i1 %1180, ptr @.str.9, ptr @.str.10
  %1182 = call i32 @puts(ptr nonnull dereferenceable(1) %1181)
  %1183 = getelementptr inbounds i8, ptr %17, i64 8
  %1184 = load ptr, ptr %1183, align 8, !tbaa !28
  %1185 = icmp eq ptr %1184, null
  br i1 %1185, label %1126, label %1102

1186:                                             ; preds = %766, %203
  %1187 = phi { ptr, i32 } [ %767, %766 ], [ %195, %203 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %17) #24
  call void @_ZdlPvm(ptr noundef nonnull %177, i64 noundef 16) #26
  br label %1188

1188:                                             ; preds = %1186, %680
  %1189 = phi { ptr, i32 } [ %1187, %1186 ], [ %681, %680 ]
  call void @_ZdlPvm(ptr noundef nonnull %172, i64 noundef 16) #26
  br label %1190

1190:                                             ; preds = %1188, %180
  %1191 = phi { ptr, i32 } [ %1189, %1188 ], [ %181, %180 ]
  call void @_ZdlPvm(ptr noundef nonnull %166, i64 noundef 512) #26
  br label %1192

1192:                                             ; preds = %1190, %178
  %1193 = phi { ptr, i32 } [ %1191, %1190 ], [ %179, %178 ]
  call void @_ZdlPvm(ptr noundef nonnull %145, i64 noundef 512) #26
  br label %1194

1194:                                             ; preds = %1192, %169
  %1195 = phi { ptr, i32 } [ %1193, %1192 ], [ %170, %169 ]
  call void @_ZdlPvm(ptr noundef nonnull %139, i64 noundef 512) #26
  br label %1196

1196:                                             ; preds = %1194, %167
  %1197 = phi { ptr, i32 } [ %1195, %1194 ], [ %168, %167 ]
  call void @_ZdlPvm(ptr noundef nonnull %120, i64 noundef 512) #26
  br label %1198

1198:                                             ; preds = %1196, %142
  %1199 = phi { ptr, i32 } [ %1197, %1196 ], [ %143, %142 ]
  call void @_ZdlPvm(ptr noundef nonnull %114, i64 noundef 2048) #26
  br label %1200

1200:                                             ; preds = %1198, %140
  %1201 = phi { ptr, i32 } [ %1199, %1198 ], [ %141, %140 ]
  call void @_ZdlPvm(ptr noundef nonnull %95, i64 noundef 2048) #26
  br label %1202

1202:                                             ; preds = %1200, %117
  %1203 = phi { ptr, i32 } [ %1201, %1200 ], [ %118, %117 ]
  call void @_ZdlPvm(ptr noundef nonnull %89, i64 noundef 2048) #26
  br label %1204

1204:                                             ; preds = %1202, %115
  %1205 = phi { ptr, i32 } [ %1203, %1202 ], [ %116, %115 ]
  call void @_ZdlPvm(ptr noundef nonnull %70, i64 noundef 2048) #26
  br label %1206

1206:                                             ; preds = %1204, %92
  %1207 = phi { ptr, i32 } [ %1205, %1204 ], [ %93, %92 ]
  call void @_ZdlPvm(ptr noundef nonnull %68, i64 noundef 2048) #26
  br label %1208

1208:                                             ; preds = %1206, %90
  %1209 = phi { ptr, i32 } [ %1207, %1206 ], [ %91, %90 ]
  call void @_ZdlPvm(ptr noundef nonnull %50, i64 noundef 2048) #26
  resume { ptr, i32 } %1209
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

declare i32 @__gxx_personality_v0(...)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #3

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16bufferIfLi3ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi3EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(49) %0, ptr noundef %1, ptr noundef nonnull align 8 dereferenceable(24) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.std::unique_ptr", align 8
  %7 = alloca %"struct.std::array", align 16
  %8 = load i64, ptr %2, align 8, !tbaa !39
  %9 = getelementptr inbounds i8, ptr %2, i64 8
  %10 = load i64, ptr %9, align 8, !tbaa !39
  %11 = getelementptr inbounds i8, ptr %2, i64 16
  %12 = load i64, ptr %11, align 8, !tbaa !39
  %13 = shl i64 %8, 2
  %14 = mul i64 %13, %10
  %15 = mul i64 %14, %12
  %16 = tail call noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #23, !noalias !114
  store ptr getelementptr inbounds inrange(-16, 56) (i8, ptr @_ZTVN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE, i64 16), ptr %16, align 8, !tbaa !33, !noalias !114
  %17 = getelementptr inbounds i8, ptr %16, i64 8
  store i64 128, ptr %17, align 8, !tbaa !117, !noalias !114
  %18 = getelementptr inbounds i8, ptr %16, i64 16
  store i64 4, ptr %18, align 8, !tbaa !119, !noalias !114
  store ptr %16, ptr %6, align 8, !tbaa !122
  invoke void @_ZN4sycl3_V16detail12buffer_plainC2EPvmmRKNS0_13property_listESt10unique_ptrINS1_19SYCLMemObjAllocatorESt14default_deleteIS8_EE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef %1, i64 noundef %15, i64 noundef 4, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef nonnull %6)
          to label %19 unwind label %41

19:                                               ; preds = %5
  %20 = load ptr, ptr %6, align 8, !tbaa !19
  %21 = icmp eq ptr %20, null
  br i1 %21, label %26, label %22

22:                                               ; preds = %19
  %23 = load ptr, ptr %20, align 8, !tbaa !33
  %24 = getelementptr inbounds i8, ptr %23, i64 16
  %25 = load ptr, ptr %24, align 8
  call void %25(ptr noundef nonnull align 8 dereferenceable(8) %20) #24
  br label %26

26:                                               ; preds = %19, %22
  store ptr null, ptr %6, align 8, !tbaa !19
  %27 = getelementptr inbounds i8, ptr %0, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %27, ptr noundef nonnull align 8 dereferenceable(24) %2, i64 24, i1 false)
  %28 = getelementptr inbounds i8, ptr %0, i64 40
  store i64 0, ptr %28, align 8, !tbaa !124
  %29 = getelementptr inbounds i8, ptr %0, i64 48
  store i8 0, ptr %29, align 8, !tbaa !131
  %30 = load ptr, ptr %0, align 8, !tbaa !132
  %31 = load ptr, ptr getelementptr inbounds (i8, ptr @_ZTIf, i64 8), align 8, !tbaa !133
  %32 = load i8, ptr %31, align 1, !tbaa !35
  %33 = icmp eq i8 %32, 42
  %34 = zext i1 %33 to i64
  %35 = getelementptr inbounds i8, ptr %31, i64 %34
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7) #24
  call void @llvm.experimental.noalias.scope.decl(metadata !135)
  %36 = load <2 x i64>, ptr %27, align 8, !tbaa !39, !noalias !135
  store <2 x i64> %36, ptr %7, align 16, !tbaa !39, !alias.scope !135
  %37 = getelementptr inbounds i8, ptr %7, i64 16
  %38 = getelementptr inbounds i8, ptr %0, i64 32
  %39 = load i64, ptr %38, align 8, !tbaa !39, !noalias !135
  store i64 %39, ptr %37, align 16, !tbaa !39, !alias.scope !135
  invoke void @_ZN4sycl3_V16detail12buffer_plain23constructorNotificationERKNS1_13code_locationEPvPKvS8_jjPm(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(24) %4, ptr noundef %30, ptr noundef %1, ptr noundef nonnull %35, i32 noundef 3, i32 noundef 4, ptr noundef nonnull %7)
          to label %40 unwind label %49

40:                                               ; preds = %26
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #24
  ret void

41:                                               ; preds = %5
  %42 = landingpad { ptr, i32 }
          cleanup
  %43 = load ptr, ptr %6, align 8, !tbaa !19
  %44 = icmp eq ptr %43, null
  br i1 %44, label %51, label %45

45:                                               ; preds = %41
  %46 = load ptr, ptr %43, align 8, !tbaa !33
  %47 = getelementptr inbounds i8, ptr %46, i64 16
  %48 = load ptr, ptr %47, align 8
  call void %48(ptr noundef nonnull align 8 dereferenceable(8) %43) #24
  br label %51

49:                                               ; preds = %26
  %50 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #24
  call void @_ZN4sycl3_V16detail12buffer_plainD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #24
  br label %51

51:                                               ; preds = %41, %45, %49
  %52 = phi { ptr, i32 } [ %50, %49 ], [ %42, %45 ], [ %42, %41 ]
  resume { ptr, i32 } %52
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16bufferIiLi3ENS0_6detail17aligned_allocatorIiEEvEC2EPiRKNS0_5rangeILi3EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(49) %0, ptr noundef %1, ptr noundef nonnull align 8 dereferenceable(24) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.std::unique_ptr", align 8
  %7 = alloca %"struct.std::array", align 16
  %8 = load i64, ptr %2, align 8, !tbaa !39
  %9 = getelementptr inbounds i8, ptr %2, i64 8
  %10 = load i64, ptr %9, align 8, !tbaa !39
  %11 = getelementptr inbounds i8, ptr %2, i64 16
  %12 = load i64, ptr %11, align 8, !tbaa !39
  %13 = shl i64 %8, 2
  %14 = mul i64 %13, %10
  %15 = mul i64 %14, %12
  %16 = tail call noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #23, !noalias !138
  store ptr getelementptr inbounds inrange(-16, 56) (i8, ptr @_ZTVN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiEE, i64 16), ptr %16, align 8, !tbaa !33, !noalias !138
  %17 = getelementptr inbounds i8, ptr %16, i64 8
  store i64 128, ptr %17, align 8, !tbaa !141, !noalias !138
  %18 = getelementptr inbounds i8, ptr %16, i64 16
  store i64 4, ptr %18, align 8, !tbaa !143, !noalias !138
  store ptr %16, ptr %6, align 8, !tbaa !122
  invoke void @_ZN4sycl3_V16detail12buffer_plainC2EPvmmRKNS0_13property_listESt10unique_ptrINS1_19SYCLMemObjAllocatorESt14default_deleteIS8_EE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef %1, i64 noundef %15, i64 noundef 4, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef nonnull %6)
          to label %19 unwind label %41

19:                                               ; preds = %5
  %20 = load ptr, ptr %6, align 8, !tbaa !19
  %21 = icmp eq ptr %20, null
  br i1 %21, label %26, label %22

22:                                               ; preds = %19
  %23 = load ptr, ptr %20, align 8, !tbaa !33
  %24 = getelementptr inbounds i8, ptr %23, i64 16
  %25 = load ptr, ptr %24, align 8
  call void %25(ptr noundef nonnull align 8 dereferenceable(8) %20) #24
  br label %26

26:                                               ; preds = %19, %22
  store ptr null, ptr %6, align 8, !tbaa !19
  %27 = getelementptr inbounds i8, ptr %0, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %27, ptr noundef nonnull align 8 dereferenceable(24) %2, i64 24, i1 false)
  %28 = getelementptr inbounds i8, ptr %0, i64 40
  store i64 0, ptr %28, align 8, !tbaa !145
  %29 = getelementptr inbounds i8, ptr %0, i64 48
  store i8 0, ptr %29, align 8, !tbaa !147
  %30 = load ptr, ptr %0, align 8, !tbaa !132
  %31 = load ptr, ptr getelementptr inbounds (i8, ptr @_ZTIi, i64 8), align 8, !tbaa !133
  %32 = load i8, ptr %31, align 1, !tbaa !35
  %33 = icmp eq i8 %32, 42
  %34 = zext i1 %33 to i64
  %35 = getelementptr inbounds i8, ptr %31, i64 %34
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7) #24
  call void @llvm.experimental.noalias.scope.decl(metadata !148)
  %36 = load <2 x i64>, ptr %27, align 8, !tbaa !39, !noalias !148
  store <2 x i64> %36, ptr %7, align 16, !tbaa !39, !alias.scope !148
  %37 = getelementptr inbounds i8, ptr %7, i64 16
  %38 = getelementptr inbounds i8, ptr %0, i64 32
  %39 = load i64, ptr %38, align 8, !tbaa !39, !noalias !148
  store i64 %39, ptr %37, align 16, !tbaa !39, !alias.scope !148
  invoke void @_ZN4sycl3_V16detail12buffer_plain23constructorNotificationERKNS1_13code_locationEPvPKvS8_jjPm(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(24) %4, ptr noundef %30, ptr noundef %1, ptr noundef nonnull %35, i32 noundef 3, i32 noundef 4, ptr noundef nonnull %7)
          to label %40 unwind label %49

40:                                               ; preds = %26
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #24
  ret void

41:                                               ; preds = %5
  %42 = landingpad { ptr, i32 }
          cleanup
  %43 = load ptr, ptr %6, align 8, !tbaa !19
  %44 = icmp eq ptr %43, null
  br i1 %44, label %51, label %45

45:                                               ; preds = %41
  %46 = load ptr, ptr %43, align 8, !tbaa !33
  %47 = getelementptr inbounds i8, ptr %46, i64 16
  %48 = load ptr, ptr %47, align 8
  call void %48(ptr noundef nonnull align 8 dereferenceable(8) %43) #24
  br label %51

49:                                               ; preds = %26
  %50 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #24
  call void @_ZN4sycl3_V16detail12buffer_plainD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #24
  br label %51

51:                                               ; preds = %41, %45, %49
  %52 = phi { ptr, i32 } [ %50, %49 ], [ %42, %45 ], [ %42, %41 ]
  resume { ptr, i32 } %52
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi1EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(33) %0, ptr noundef %1, ptr noundef nonnull align 8 dereferenceable(8) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.std::unique_ptr", align 8
  %7 = alloca %"struct.std::array", align 8
  %8 = load i64, ptr %2, align 8, !tbaa !39
  %9 = shl i64 %8, 2
  %10 = tail call noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #23, !noalias !151
  store ptr getelementptr inbounds inrange(-16, 56) (i8, ptr @_ZTVN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE, i64 16), ptr %10, align 8, !tbaa !33, !noalias !151
  %11 = getelementptr inbounds i8, ptr %10, i64 8
  store i64 128, ptr %11, align 8, !tbaa !117, !noalias !151
  %12 = getelementptr inbounds i8, ptr %10, i64 16
  store i64 4, ptr %12, align 8, !tbaa !119, !noalias !151
  store ptr %10, ptr %6, align 8, !tbaa !122
  invoke void @_ZN4sycl3_V16detail12buffer_plainC2EPvmmRKNS0_13property_listESt10unique_ptrINS1_19SYCLMemObjAllocatorESt14default_deleteIS8_EE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef %1, i64 noundef %9, i64 noundef 4, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef nonnull %6)
          to label %13 unwind label %33

13:                                               ; preds = %5
  %14 = load ptr, ptr %6, align 8, !tbaa !19
  %15 = icmp eq ptr %14, null
  br i1 %15, label %20, label %16

16:                                               ; preds = %13
  %17 = load ptr, ptr %14, align 8, !tbaa !33
  %18 = getelementptr inbounds i8, ptr %17, i64 16
  %19 = load ptr, ptr %18, align 8
  call void %19(ptr noundef nonnull align 8 dereferenceable(8) %14) #24
  br label %20

20:                                               ; preds = %13, %16
  store ptr null, ptr %6, align 8, !tbaa !19
  %21 = getelementptr inbounds i8, ptr %0, i64 16
  %22 = load i64, ptr %2, align 8
  store i64 %22, ptr %21, align 8
  %23 = getelementptr inbounds i8, ptr %0, i64 24
  store i64 0, ptr %23, align 8, !tbaa !154
  %24 = getelementptr inbounds i8, ptr %0, i64 32
  store i8 0, ptr %24, align 8, !tbaa !158
  %25 = load ptr, ptr %0, align 8, !tbaa !132
  %26 = load ptr, ptr getelementptr inbounds (i8, ptr @_ZTIf, i64 8), align 8, !tbaa !133
  %27 = load i8, ptr %26, align 1, !tbaa !35
  %28 = icmp eq i8 %27, 42
  %29 = zext i1 %28 to i64
  %30 = getelementptr inbounds i8, ptr %26, i64 %29
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7) #24
  store i64 %22, ptr %7, align 8, !tbaa !39, !alias.scope !159
  %31 = getelementptr inbounds i8, ptr %7, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %31, i8 0, i64 16, i1 false), !alias.scope !159
  invoke void @_ZN4sycl3_V16detail12buffer_plain23constructorNotificationERKNS1_13code_locationEPvPKvS8_jjPm(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(24) %4, ptr noundef %25, ptr noundef %1, ptr noundef nonnull %30, i32 noundef 1, i32 noundef 4, ptr noundef nonnull %7)
          to label %32 unwind label %41

32:                                               ; preds = %20
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #24
  ret void

33:                                               ; preds = %5
  %34 = landingpad { ptr, i32 }
          cleanup
  %35 = load ptr, ptr %6, align 8, !tbaa !19
  %36 = icmp eq ptr %35, null
  br i1 %36, label %43, label %37

37:                                               ; preds = %33
  %38 = load ptr, ptr %35, align 8, !tbaa !33
  %39 = getelementptr inbounds i8, ptr %38, i64 16
  %40 = load ptr, ptr %39, align 8
  call void %40(ptr noundef nonnull align 8 dereferenceable(8) %35) #24
  br label %43

41:                                               ; preds = %20
  %42 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #24
  call void @_ZN4sycl3_V16detail12buffer_plainD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #24
  br label %43

43:                                               ; preds = %33, %37, %41
  %44 = phi { ptr, i32 } [ %42, %41 ], [ %34, %37 ], [ %34, %33 ]
  resume { ptr, i32 } %44
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
  invoke void @_ZNK4sycl3_V16detail12buffer_plain13handleReleaseEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %15 unwind label %2

2:                                                ; preds = %1
  %3 = landingpad { ptr, i32 }
          catch ptr @_ZTISt9exception
          catch ptr null
  %4 = extractvalue { ptr, i32 } %3, 0
  %5 = extractvalue { ptr, i32 } %3, 1
  %6 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #24
  %7 = icmp eq i32 %5, %6
  br i1 %7, label %8, label %47

8:                                                ; preds = %2
  %9 = tail call ptr @__cxa_begin_catch(ptr %4) #24
  %10 = load ptr, ptr %9, align 8, !tbaa !33
  %11 = getelementptr inbounds i8, ptr %10, i64 16
  %12 = load ptr, ptr %11, align 8
  %13 = tail call noundef ptr %12(ptr noundef nonnull align 8 dereferenceable(8) %9) #24
  invoke void @_ZN4sycl3_V16detail23reportExceptionToStreamEPKcS3_(ptr noundef nonnull @.str.13, ptr noundef %13)
          to label %14 unwind label %44

14:                                               ; preds = %8
  tail call void @__assert_fail(ptr noundef nonnull @.str.14, ptr noundef nonnull @.str.15, i32 noundef 485, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev) #25
  unreachable

15:                                               ; preds = %1
  %16 = getelementptr inbounds i8, ptr %0, i64 8
  %17 = load ptr, ptr %16, align 8, !tbaa !28
  %18 = icmp eq ptr %17, null
  br i1 %18, label %43, label %19

19:                                               ; preds = %15
  %20 = getelementptr inbounds i8, ptr %17, i64 8
  %21 = load atomic i64, ptr %20 acquire, align 8
  %22 = icmp eq i64 %21, 4294967297
  %23 = trunc i64 %21 to i32
  br i1 %22, label %24, label %32

24:                                               ; preds = %19
  store i32 0, ptr %20, align 8, !tbaa !30
  %25 = getelementptr inbounds i8, ptr %17, i64 12
  store i32 0, ptr %25, align 4, !tbaa !32
  %26 = load ptr, ptr %17, align 8, !tbaa !33
  %27 = getelementptr inbounds i8, ptr %26, i64 16
  %28 = load ptr, ptr %27, align 8
  tail call void %28(ptr noundef nonnull align 8 dereferenceable(16) %17) #24
  %29 = load ptr, ptr %17, align 8, !tbaa !33
  %30 = getelementptr inbounds i8, ptr %29, i64 24
  %31 = load ptr, ptr %30, align 8
  tail call void %31(ptr noundef nonnull align 8 dereferenceable(16) %17) #24
  br label %43

32:                                               ; preds = %19
  %33 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !35
  %34 = icmp eq i8 %33, 0
  br i1 %34, label %37, label %35

35:                                               ; preds = %32
  %36 = add nsw i32 %23, -1
  store i32 %36, ptr %20, align 4, !tbaa !13
  br label %39

37:                                               ; preds = %32
  %38 = atomicrmw volatile add ptr %20, i32 -1 acq_rel, align 4
  br label %39

39:                                               ; preds = %37, %35
  %40 = phi i32 [ %23, %35 ], [ %38, %37 ]
  %41 = icmp eq i32 %40, 1
  br i1 %41, label %42, label %43, !prof !36

42:                                               ; preds = %39
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %17) #24
  br label %43

43:                                               ; preds = %15, %24, %39, %42
  ret void

44:                                               ; preds = %8
  %45 = landingpad { ptr, i32 }
          catch ptr null
  %46 = extractvalue { ptr, i32 } %45, 0
  tail call void @__clang_call_terminate(ptr %46) #25
  unreachable

47:                                               ; preds = %2
  tail call void @__clang_call_terminate(ptr %4) #25
  unreachable
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16bufferIfLi3ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(49) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
  invoke void @_ZNK4sycl3_V16detail12buffer_plain13handleReleaseEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %15 unwind label %2

2:                                                ; preds = %1
  %3 = landingpad { ptr, i32 }
          catch ptr @_ZTISt9exception
          catch ptr null
  %4 = extractvalue { ptr, i32 } %3, 0
  %5 = extractvalue { ptr, i32 } %3, 1
  %6 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #24
  %7 = icmp eq i32 %5, %6
  br i1 %7, label %8, label %47

8:                                                ; preds = %2
  %9 = tail call ptr @__cxa_begin_catch(ptr %4) #24
  %10 = load ptr, ptr %9, align 8, !tbaa !33
  %11 = getelementptr inbounds i8, ptr %10, i64 16
  %12 = load ptr, ptr %11, align 8
  %13 = tail call noundef ptr %12(ptr noundef nonnull align 8 dereferenceable(8) %9) #24
  invoke void @_ZN4sycl3_V16detail23reportExceptionToStreamEPKcS3_(ptr noundef nonnull @.str.13, ptr noundef %13)
          to label %14 unwind label %44

14:                                               ; preds = %8
  tail call void @__assert_fail(ptr noundef nonnull @.str.14, ptr noundef nonnull @.str.15, i32 noundef 485, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16bufferIfLi3ENS0_6detail17aligned_allocatorIfEEvED2Ev) #25
  unreachable

15:                                               ; preds = %1
  %16 = getelementptr inbounds i8, ptr %0, i64 8
  %17 = load ptr, ptr %16, align 8, !tbaa !28
  %18 = icmp eq ptr %17, null
  br i1 %18, label %43, label %19

19:                                               ; preds = %15
  %20 = getelementptr inbounds i8, ptr %17, i64 8
  %21 = load atomic i64, ptr %20 acquire, align 8
  %22 = icmp eq i64 %21, 4294967297
  %23 = trunc i64 %21 to i32
  br i1 %22, label %24, label %32

24:                                               ; preds = %19
  store i32 0, ptr %20, align 8, !tbaa !30
  %25 = getelementptr inbounds i8, ptr %17, i64 12
  store i32 0, ptr %25, align 4, !tbaa !32
  %26 = load ptr, ptr %17, align 8, !tbaa !33
  %27 = getelementptr inbounds i8, ptr %26, i64 16
  %28 = load ptr, ptr %27, align 8
  tail call void %28(ptr noundef nonnull align 8 dereferenceable(16) %17) #24
  %29 = load ptr, ptr %17, align 8, !tbaa !33
  %30 = getelementptr inbounds i8, ptr %29, i64 24
  %31 = load ptr, ptr %30, align 8
  tail call void %31(ptr noundef nonnull align 8 dereferenceable(16) %17) #24
  br label %43

32:                                               ; preds = %19
  %33 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !35
  %34 = icmp eq i8 %33, 0
  br i1 %34, label %37, label %35

35:                                               ; preds = %32
  %36 = add nsw i32 %23, -1
  store i32 %36, ptr %20, align 4, !tbaa !13
  br label %39

37:                                               ; preds = %32
  %38 = atomicrmw volatile add ptr %20, i32 -1 acq_rel, align 4
  br label %39

39:                                               ; preds = %37, %35
  %40 = phi i32 [ %23, %35 ], [ %38, %37 ]
  %41 = icmp eq i32 %40, 1
  br i1 %41, label %42, label %43, !prof !36

42:                                               ; preds = %39
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %17) #24
  br label %43

43:                                               ; preds = %15, %24, %39, %42
  ret void

44:                                               ; preds = %8
  %45 = landingpad { ptr, i32 }
          catch ptr null
  %46 = extractvalue { ptr, i32 } %45, 0
  tail call void @__clang_call_terminate(ptr %46) #25
  unreachable

47:                                               ; preds = %2
  tail call void @__clang_call_terminate(ptr %4) #25
  unreachable
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16bufferIiLi3ENS0_6detail17aligned_allocatorIiEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(49) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
  invoke void @_ZNK4sycl3_V16detail12buffer_plain13handleReleaseEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %15 unwind label %2

2:                                                ; preds = %1
  %3 = landingpad { ptr, i32 }
          catch ptr @_ZTISt9exception
          catch ptr null
  %4 = extractvalue { ptr, i32 } %3, 0
  %5 = extractvalue { ptr, i32 } %3, 1
  %6 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #24
  %7 = icmp eq i32 %5, %6
  br i1 %7, label %8, label %47

8:                                                ; preds = %2
  %9 = tail call ptr @__cxa_begin_catch(ptr %4) #24
  %10 = load ptr, ptr %9, align 8, !tbaa !33
  %11 = getelementptr inbounds i8, ptr %10, i64 16
  %12 = load ptr, ptr %11, align 8
  %13 = tail call noundef ptr %12(ptr noundef nonnull align 8 dereferenceable(8) %9) #24
  invoke void @_ZN4sycl3_V16detail23reportExceptionToStreamEPKcS3_(ptr noundef nonnull @.str.13, ptr noundef %13)
          to label %14 unwind label %44

14:                                               ; preds = %8
  tail call void @__assert_fail(ptr noundef nonnull @.str.14, ptr noundef nonnull @.str.15, i32 noundef 485, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16bufferIiLi3ENS0_6detail17aligned_allocatorIiEEvED2Ev) #25
  unreachable

15:                                               ; preds = %1
  %16 = getelementptr inbounds i8, ptr %0, i64 8
  %17 = load ptr, ptr %16, align 8, !tbaa !28
  %18 = icmp eq ptr %17, null
  br i1 %18, label %43, label %19

19:                                               ; preds = %15
  %20 = getelementptr inbounds i8, ptr %17, i64 8
  %21 = load atomic i64, ptr %20 acquire, align 8
  %22 = icmp eq i64 %21, 4294967297
  %23 = trunc i64 %21 to i32
  br i1 %22, label %24, label %32

24:                                               ; preds = %19
  store i32 0, ptr %20, align 8, !tbaa !30
  %25 = getelementptr inbounds i8, ptr %17, i64 12
  store i32 0, ptr %25, align 4, !tbaa !32
  %26 = load ptr, ptr %17, align 8, !tbaa !33
  %27 = getelementptr inbounds i8, ptr %26, i64 16
  %28 = load ptr, ptr %27, align 8
  tail call void %28(ptr noundef nonnull align 8 dereferenceable(16) %17) #24
  %29 = load ptr, ptr %17, align 8, !tbaa !33
  %30 = getelementptr inbounds i8, ptr %29, i64 24
  %31 = load ptr, ptr %30, align 8
  tail call void %31(ptr noundef nonnull align 8 dereferenceable(16) %17) #24
  br label %43

32:                                               ; preds = %19
  %33 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !35
  %34 = icmp eq i8 %33, 0
  br i1 %34, label %37, label %35

35:                                               ; preds = %32
  %36 = add nsw i32 %23, -1
  store i32 %36, ptr %20, align 4, !tbaa !13
  br label %39

37:                                               ; preds = %32
  %38 = atomicrmw volatile add ptr %20, i32 -1 acq_rel, align 4
  br label %39

39:                                               ; preds = %37, %35
  %40 = phi i32 [ %23, %35 ], [ %38, %37 ]
  %41 = icmp eq i32 %40, 1
  br i1 %41, label %42, label %43, !prof !36

42:                                               ; preds = %39
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %17) #24
  br label %43

43:                                               ; preds = %15, %24, %39, %42
  ret void

44:                                               ; preds = %8
  %45 = landingpad { ptr, i32 }
          catch ptr null
  %46 = extractvalue { ptr, i32 } %45, 0
  tail call void @__clang_call_terminate(ptr %46) #25
  unreachable

47:                                               ; preds = %2
  tail call void @__clang_call_terminate(ptr %4) #25
  unreachable
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V15queueD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #7 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  store i32 0, ptr %11, align 4, !tbaa !32
  %12 = load ptr, ptr %3, align 8, !tbaa !33
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  %15 = load ptr, ptr %3, align 8, !tbaa !33
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !35
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !13
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !36

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #3

declare noundef i32 @_ZN4sycl3_V118default_selector_vERKNS0_6deviceE(ptr noundef nonnull align 8 dereferenceable(8)) #8

declare void @_ZN4sycl3_V16detail19defaultAsyncHandlerENS0_14exception_listE(ptr noundef) #8

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V15queueC2IFiRKNS0_6deviceEEvEERKT_RKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull %1, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(32) %3) unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.sycl::_V1::device", align 8
  %6 = alloca %"class.std::function.33", align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #24
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #24
  %7 = getelementptr inbounds i8, ptr %6, i64 16
  %8 = getelementptr inbounds i8, ptr %6, i64 24
  %9 = getelementptr inbounds i8, ptr %6, i64 8
  store i64 0, ptr %9, align 8
  store ptr %1, ptr %6, align 8, !tbaa !19
  store ptr @_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E9_M_invokeERKSt9_Any_dataS4_, ptr %8, align 8, !tbaa !162
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
  call void @__clang_call_terminate(ptr %18) #25
  unreachable

19:                                               ; preds = %11, %14
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #24
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #24
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
  call void @__clang_call_terminate(ptr %28) #25
  unreachable

29:                                               ; preds = %20, %24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #24
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #24
  resume { ptr, i32 } %21
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #9

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E9_M_invokeERKSt9_Any_dataOS2_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(24) %1) #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.sycl::_V1::exception_list", align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3)
  %4 = load ptr, ptr %0, align 8, !tbaa !19
  %5 = load <2 x ptr>, ptr %1, align 8, !tbaa !19
  store <2 x ptr> %5, ptr %3, align 16, !tbaa !19
  %6 = getelementptr inbounds i8, ptr %3, i64 16
  %7 = getelementptr inbounds i8, ptr %1, i64 16
  %8 = load ptr, ptr %7, align 8, !tbaa !164
  store ptr %8, ptr %6, align 16, !tbaa !164
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %1, i8 0, i64 24, i1 false)
  invoke void %4(ptr noundef nonnull %3)
          to label %9 unwind label %32

9:                                                ; preds = %2
  %10 = getelementptr inbounds i8, ptr %3, i64 8
  %11 = load ptr, ptr %3, align 16, !tbaa !166
  %12 = load ptr, ptr %10, align 8, !tbaa !167
  %13 = icmp eq ptr %11, %12
  br i1 %13, label %24, label %14

14:                                               ; preds = %9, %19
  %15 = phi ptr [ %20, %19 ], [ %11, %9 ]
  %16 = load ptr, ptr %15, align 8, !tbaa !168
  %17 = icmp eq ptr %16, null
  br i1 %17, label %19, label %18

18:                                               ; preds = %14
  call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %15) #24
  br label %19

19:                                               ; preds = %18, %14
  %20 = getelementptr inbounds i8, ptr %15, i64 8
  %21 = icmp eq ptr %20, %12
  br i1 %21, label %22, label %14, !llvm.loop !170

22:                                               ; preds = %19
  %23 = load ptr, ptr %3, align 16, !tbaa !166
  br label %24

24:                                               ; preds = %22, %9
  %25 = phi ptr [ %23, %22 ], [ %11, %9 ]
  %26 = icmp eq ptr %25, null
  br i1 %26, label %34, label %27

27:                                               ; preds = %24
  %28 = load ptr, ptr %6, align 16, !tbaa !164
  %29 = ptrtoint ptr %28 to i64
  %30 = ptrtoint ptr %25 to i64
  %31 = sub i64 %29, %30
  call void @_ZdlPvm(ptr noundef nonnull %25, i64 noundef %31) #26
  br label %34

32:                                               ; preds = %2
  %33 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V114exception_listD2Ev(ptr noundef nonnull align 8 dereferenceable(24) %3) #24
  resume { ptr, i32 } %33

34:                                               ; preds = %24, %27
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3)
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef zeroext i1 @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E10_M_managerERSt9_Any_dataRKS6_St18_Manager_operation(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1, i32 noundef %2) #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  switch i32 %2, label %9 [
    i32 0, label %7
    i32 1, label %4
    i32 2, label %5
  ]

4:                                                ; preds = %3
  br label %7

5:                                                ; preds = %3
  %6 = load ptr, ptr %1, align 8, !tbaa !19
  br label %7

7:                                                ; preds = %3, %4, %5
  %8 = phi ptr [ %6, %5 ], [ %1, %4 ], [ @_ZTIPFvN4sycl3_V114exception_listEE, %3 ]
  store ptr %8, ptr %0, align 8, !tbaa !19
  br label %9

9:                                                ; preds = %7, %3
  ret i1 false
}

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) local_unnamed_addr #10 comdat {
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #24
  tail call void @_ZSt9terminatev() #25
  unreachable
}

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @_ZSt9terminatev() local_unnamed_addr

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V114exception_listD2Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #7 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = load ptr, ptr %0, align 8, !tbaa !166
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !167
  %5 = icmp eq ptr %2, %4
  br i1 %5, label %16, label %6

6:                                                ; preds = %1, %11
  %7 = phi ptr [ %12, %11 ], [ %2, %1 ]
  %8 = load ptr, ptr %7, align 8, !tbaa !168
  %9 = icmp eq ptr %8, null
  br i1 %9, label %11, label %10

10:                                               ; preds = %6
  tail call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %7) #24
  br label %11

11:                                               ; preds = %10, %6
  %12 = getelementptr inbounds i8, ptr %7, i64 8
  %13 = icmp eq ptr %12, %4
  br i1 %13, label %14, label %6, !llvm.loop !170

14:                                               ; preds = %11
  %15 = load ptr, ptr %0, align 8, !tbaa !166
  br label %16

16:                                               ; preds = %14, %1
  %17 = phi ptr [ %15, %14 ], [ %2, %1 ]
  %18 = icmp eq ptr %17, null
  br i1 %18, label %25, label %19

19:                                               ; preds = %16
  %20 = getelementptr inbounds i8, ptr %0, i64 16
  %21 = load ptr, ptr %20, align 8, !tbaa !164
  %22 = ptrtoint ptr %21 to i64
  %23 = ptrtoint ptr %17 to i64
  %24 = sub i64 %22, %23
  tail call void @_ZdlPvm(ptr noundef nonnull %17, i64 noundef %24) #26
  br label %25

25:                                               ; preds = %16, %19
  ret void
}

; Function Attrs: nounwind
declare void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8)) local_unnamed_addr #11

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) local_unnamed_addr #12

declare void @_ZN4sycl3_V16detail13select_deviceERKSt8functionIFiRKNS0_6deviceEEE(ptr dead_on_unwind writable sret(%"class.sycl::_V1::device") align 8, ptr noundef nonnull align 8 dereferenceable(32)) local_unnamed_addr #8

declare void @_ZN4sycl3_V15queueC2ERKNS0_6deviceERKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(8), ptr noundef nonnull align 8 dereferenceable(32), ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #8

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef i32 @_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E9_M_invokeERKSt9_Any_dataS4_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(8) %1) #4 comdat align 2 {
  %3 = load ptr, ptr %0, align 8, !tbaa !19
  %4 = tail call noundef i32 %3(ptr noundef nonnull align 8 dereferenceable(8) %1)
  ret i32 %4
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef zeroext i1 @_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E10_M_managerERSt9_Any_dataRKS8_St18_Manager_operation(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1, i32 noundef %2) #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  switch i32 %2, label %9 [
    i32 0, label %7
    i32 1, label %4
    i32 2, label %5
  ]

4:                                                ; preds = %3
  br label %7

5:                                                ; preds = %3
  %6 = load ptr, ptr %1, align 8, !tbaa !19
  br label %7

7:                                                ; preds = %3, %4, %5
  %8 = phi ptr [ %6, %5 ], [ %1, %4 ], [ @_ZTIPFiRKN4sycl3_V16deviceEE, %3 ]
  store ptr %8, ptr %0, align 8, !tbaa !19
  br label %9

9:                                                ; preds = %7, %3
  ret i1 false
}

; Function Attrs: mustprogress noinline nounwind uwtable
define linkonce_odr dso_local void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %0) local_unnamed_addr #13 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = load ptr, ptr %0, align 8, !tbaa !33
  %3 = getelementptr inbounds i8, ptr %2, i64 16
  %4 = load ptr, ptr %3, align 8
  tail call void %4(ptr noundef nonnull align 8 dereferenceable(16) %0) #24
  %5 = getelementptr inbounds i8, ptr %0, i64 12
  %6 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !35
  %7 = icmp eq i8 %6, 0
  br i1 %7, label %11, label %8

8:                                                ; preds = %1
  %9 = load i32, ptr %5, align 4, !tbaa !13
  %10 = add nsw i32 %9, -1
  store i32 %10, ptr %5, align 4, !tbaa !13
  br label %13

11:                                               ; preds = %1
  %12 = atomicrmw volatile add ptr %5, i32 -1 acq_rel, align 4
  br label %13

13:                                               ; preds = %11, %8
  %14 = phi i32 [ %9, %8 ], [ %12, %11 ]
  %15 = icmp eq i32 %14, 1
  br i1 %15, label %16, label %20

16:                                               ; preds = %13
  %17 = load ptr, ptr %0, align 8, !tbaa !33
  %18 = getelementptr inbounds i8, ptr %17, i64 24
  %19 = load ptr, ptr %18, align 8
  tail call void %19(ptr noundef nonnull align 8 dereferenceable(16) %0) #24
  br label %20

20:                                               ; preds = %13, %16
  ret void
}

declare void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 8 dereferenceable(9), ptr noundef nonnull align 8 dereferenceable(24)) unnamed_addr #8

declare void @_ZN4sycl3_V15queue10wait_proxyERKNS0_6detail13code_locationE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(24)) local_unnamed_addr #8

declare noundef nonnull align 8 dereferenceable(24) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 8 dereferenceable(9)) local_unnamed_addr #8

; Function Attrs: nounwind
declare void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9)) unnamed_addr #11

; Function Attrs: noreturn
declare void @_ZSt28__throw_bad_array_new_lengthv() local_unnamed_addr #14

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znwm(i64 noundef) local_unnamed_addr #15

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #16

declare void @_ZN4sycl3_V16detail12buffer_plainC2EPvmmRKNS0_13property_listESt10unique_ptrINS1_19SYCLMemObjAllocatorESt14default_deleteIS8_EE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef, i64 noundef, i64 noundef, ptr noundef nonnull align 8 dereferenceable(32), ptr noundef) unnamed_addr #8

declare void @_ZN4sycl3_V16detail12buffer_plain23constructorNotificationERKNS1_13code_locationEPvPKvS8_jjPm(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(24), ptr noundef, ptr noundef, ptr noundef, i32 noundef, i32 noundef, ptr noundef) local_unnamed_addr #8

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail12buffer_plainD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #7 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  store i32 0, ptr %11, align 4, !tbaa !32
  %12 = load ptr, ptr %3, align 8, !tbaa !33
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  %15 = load ptr, ptr %3, align 8, !tbaa !33
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !35
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !13
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !36

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE16getAllocatorImplEv(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #5 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfED0Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #5 comdat align 2 {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 24) #26
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE8allocateEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) unnamed_addr #4 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = shl i64 %1, 2
  %5 = add i64 %4, -1
  %6 = load i64, ptr %3, align 8, !tbaa !117
  %7 = add i64 %6, -1
  %8 = or i64 %7, %5
  %9 = add i64 %8, 1
  %10 = icmp ult i64 %9, %1
  br i1 %10, label %11, label %13

11:                                               ; preds = %2
  %12 = tail call ptr @__cxa_allocate_exception(i64 8) #24
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt9bad_alloc, i64 16), ptr %12, align 8, !tbaa !33
  tail call void @__cxa_throw(ptr nonnull %12, ptr nonnull @_ZTISt9bad_alloc, ptr nonnull @_ZNSt9bad_allocD1Ev) #27
  unreachable

13:                                               ; preds = %2
  %14 = tail call noundef ptr @_ZN4sycl3_V16detail6OSUtil12alignedAllocEmm(i64 noundef %6, i64 noundef %9)
  %15 = icmp eq ptr %14, null
  br i1 %15, label %16, label %18

16:                                               ; preds = %13
  %17 = tail call ptr @__cxa_allocate_exception(i64 8) #24
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt9bad_alloc, i64 16), ptr %17, align 8, !tbaa !33
  tail call void @__cxa_throw(ptr nonnull %17, ptr nonnull @_ZTISt9bad_alloc, ptr nonnull @_ZNSt9bad_allocD1Ev) #27
  unreachable

18:                                               ; preds = %13
  ret ptr %14
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE10deallocateEPvm(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr noundef %1, i64 noundef %2) unnamed_addr #4 comdat align 2 {
  %4 = icmp eq ptr %1, null
  br i1 %4, label %6, label %5

5:                                                ; preds = %3
  tail call void @_ZN4sycl3_V16detail6OSUtil11alignedFreeEPv(ptr noundef nonnull %1)
  br label %6

6:                                                ; preds = %3, %5
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i64 @_ZNK4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE12getValueSizeEv(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #5 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  %3 = load i64, ptr %2, align 8, !tbaa !119
  ret i64 %3
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE12setAlignmentEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) unnamed_addr #4 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = tail call i64 @llvm.umax.i64(i64 %1, i64 64)
  store i64 %4, ptr %3, align 8, !tbaa !117
  ret void
}

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

; Function Attrs: nounwind
declare void @_ZNSt9bad_allocD1Ev(ptr noundef nonnull align 8 dereferenceable(8)) unnamed_addr #11

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

declare noundef ptr @_ZN4sycl3_V16detail6OSUtil12alignedAllocEmm(i64 noundef, i64 noundef) local_unnamed_addr #8

declare void @_ZN4sycl3_V16detail6OSUtil11alignedFreeEPv(ptr noundef) local_unnamed_addr #8

; Function Attrs: nounwind
declare { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef) local_unnamed_addr #11

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %0, i32 %1, ptr %2, ptr noundef %3) unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.std::shared_ptr.55", align 8
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
  store i32 0, ptr %16, align 4, !tbaa !32
  %17 = load ptr, ptr %8, align 8, !tbaa !33
  %18 = getelementptr inbounds i8, ptr %17, i64 16
  %19 = load ptr, ptr %18, align 8
  call void %19(ptr noundef nonnull align 8 dereferenceable(16) %8) #24
  %20 = load ptr, ptr %8, align 8, !tbaa !33
  %21 = getelementptr inbounds i8, ptr %20, i64 24
  %22 = load ptr, ptr %21, align 8
  call void %22(ptr noundef nonnull align 8 dereferenceable(16) %8) #24
  br label %34

23:                                               ; preds = %10
  %24 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !35
  %25 = icmp eq i8 %24, 0
  br i1 %25, label %28, label %26

26:                                               ; preds = %23
  %27 = add nsw i32 %14, -1
  store i32 %27, ptr %11, align 4, !tbaa !13
  br label %30

28:                                               ; preds = %23
  %29 = atomicrmw volatile add ptr %11, i32 -1 acq_rel, align 4
  br label %30

30:                                               ; preds = %28, %26
  %31 = phi i32 [ %14, %26 ], [ %29, %28 ]
  %32 = icmp eq i32 %31, 1
  br i1 %32, label %33, label %34, !prof !36

33:                                               ; preds = %30
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %8) #24
  br label %34

34:                                               ; preds = %6, %15, %30, %33
  ret void

35:                                               ; preds = %4
  %36 = landingpad { ptr, i32 }
          cleanup
  call void @_ZNSt12__shared_ptrIN4sycl3_V17contextELN9__gnu_cxx12_Lock_policyE2EED2Ev(ptr noundef nonnull align 8 dereferenceable(16) %5) #24
  resume { ptr, i32 } %36
}

declare void @__cxa_free_exception(ptr) local_unnamed_addr

; Function Attrs: nounwind
declare void @_ZN4sycl3_V19exceptionD1Ev(ptr noundef nonnull align 8 dereferenceable(64)) unnamed_addr #11

declare void @_ZN4sycl3_V19exceptionC1ESt10error_codeSt10shared_ptrINS0_7contextEEPKc(ptr noundef nonnull align 8 dereferenceable(64), i32, ptr, ptr noundef, ptr noundef) unnamed_addr #8

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt12__shared_ptrIN4sycl3_V17contextELN9__gnu_cxx12_Lock_policyE2EED2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  store i32 0, ptr %11, align 4, !tbaa !32
  %12 = load ptr, ptr %3, align 8, !tbaa !33
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  %15 = load ptr, ptr %3, align 8, !tbaa !33
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !35
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !13
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !36

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

declare void @_ZNK4sycl3_V16detail12buffer_plain13handleReleaseEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #8

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #17

declare void @_ZN4sycl3_V16detail23reportExceptionToStreamEPKcS3_(ptr noundef, ptr noundef) local_unnamed_addr #8

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #18

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE16getAllocatorImplEv(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #5 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19SYCLMemObjAllocatorD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #5 comdat align 2 {
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiED0Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #5 comdat align 2 {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 24) #26
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE8allocateEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) unnamed_addr #4 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = shl i64 %1, 2
  %5 = add i64 %4, -1
  %6 = load i64, ptr %3, align 8, !tbaa !141
  %7 = add i64 %6, -1
  %8 = or i64 %7, %5
  %9 = add i64 %8, 1
  %10 = icmp ult i64 %9, %1
  br i1 %10, label %11, label %13

11:                                               ; preds = %2
  %12 = tail call ptr @__cxa_allocate_exception(i64 8) #24
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt9bad_alloc, i64 16), ptr %12, align 8, !tbaa !33
  tail call void @__cxa_throw(ptr nonnull %12, ptr nonnull @_ZTISt9bad_alloc, ptr nonnull @_ZNSt9bad_allocD1Ev) #27
  unreachable

13:                                               ; preds = %2
  %14 = tail call noundef ptr @_ZN4sycl3_V16detail6OSUtil12alignedAllocEmm(i64 noundef %6, i64 noundef %9)
  %15 = icmp eq ptr %14, null
  br i1 %15, label %16, label %18

16:                                               ; preds = %13
  %17 = tail call ptr @__cxa_allocate_exception(i64 8) #24
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt9bad_alloc, i64 16), ptr %17, align 8, !tbaa !33
  tail call void @__cxa_throw(ptr nonnull %17, ptr nonnull @_ZTISt9bad_alloc, ptr nonnull @_ZNSt9bad_allocD1Ev) #27
  unreachable

18:                                               ; preds = %13
  ret ptr %14
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE10deallocateEPvm(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr noundef %1, i64 noundef %2) unnamed_addr #4 comdat align 2 {
  %4 = icmp eq ptr %1, null
  br i1 %4, label %6, label %5

5:                                                ; preds = %3
  tail call void @_ZN4sycl3_V16detail6OSUtil11alignedFreeEPv(ptr noundef nonnull %1)
  br label %6

6:                                                ; preds = %3, %5
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i64 @_ZNK4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE12getValueSizeEv(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #5 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  %3 = load i64, ptr %2, align 8, !tbaa !143
  ret i64 %3
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE12setAlignmentEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) unnamed_addr #4 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = tail call i64 @llvm.umax.i64(i64 %1, i64 64)
  store i64 %4, ptr %3, align 8, !tbaa !141
  ret void
}

declare void @_ZNK4sycl3_V15queue22submit_with_event_implERKNS0_6detail19type_erased_cgfo_tyERKNS2_3_V114SubmissionInfoERKNS2_13code_locationEb(ptr dead_on_unwind writable sret(%"class.sycl::_V1::event") align 8, ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 4 dereferenceable(4), ptr noundef nonnull align 8 dereferenceable(24), i1 noundef zeroext) local_unnamed_addr #8

; Function Attrs: mustprogress uwtable
define internal void @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZ4mainEUlRNS0_7handlerEE_E4callEPKvS5_(ptr nocapture noundef readonly %0, ptr noundef nonnull align 8 dereferenceable(176) %1) #4 align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view", align 8
  %4 = alloca %"class.sycl::_V1::range", align 8
  %5 = alloca %"struct.sycl::_V1::detail::compile_time_kernel_info_v1::CompileTimeKernelInfoTy", align 8
  %6 = alloca %"struct.sycl::_V1::detail::kernel_launch_properties_v1::PropsHolder", align 8
  %7 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %8 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %9 = alloca %"class.sycl::_V1::accessor", align 8
  %10 = alloca %"class.sycl::_V1::property_list", align 8
  %11 = alloca %"class.sycl::_V1::accessor.108", align 8
  %12 = alloca %"class.sycl::_V1::property_list", align 8
  %13 = alloca %"class.sycl::_V1::accessor.111", align 8
  %14 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %15 = alloca %class.anon.114, align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %14)
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %9) #24
  %16 = load ptr, ptr %0, align 8, !tbaa !171
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %10, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %8)
  store ptr @.str, ptr %8, align 8
  %17 = getelementptr inbounds i8, ptr %8, i64 8
  store ptr @.str.16, ptr %17, align 8
  %18 = getelementptr inbounds i8, ptr %8, i64 16
  store i32 61, ptr %18, align 8
  %19 = getelementptr inbounds i8, ptr %8, i64 20
  store i32 22, ptr %19, align 4
  invoke void @_ZN4sycl3_V18accessorIiLi3ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IiLi3ENS0_6detail17aligned_allocatorIiEEvEERNS0_6bufferIT_XT0_ET1_vEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(80) %9, ptr noundef nonnull align 8 dereferenceable(49) %16, ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull align 8 dereferenceable(32) %10, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %8)
          to label %20 unwind label %327

20:                                               ; preds = %2
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %8)
  %21 = getelementptr inbounds i8, ptr %10, i64 8
  %22 = load ptr, ptr %21, align 8, !tbaa !25
  %23 = getelementptr inbounds i8, ptr %10, i64 16
  %24 = load ptr, ptr %23, align 8, !tbaa !27
  %25 = icmp eq ptr %22, %24
  br i1 %25, label %60, label %26

26:                                               ; preds = %20, %55
  %27 = phi ptr [ %56, %55 ], [ %22, %20 ]
  %28 = getelementptr inbounds i8, ptr %27, i64 8
  %29 = load ptr, ptr %28, align 8, !tbaa !28
  %30 = icmp eq ptr %29, null
  br i1 %30, label %55, label %31

31:                                               ; preds = %26
  %32 = getelementptr inbounds i8, ptr %29, i64 8
  %33 = load atomic i64, ptr %32 acquire, align 8
  %34 = icmp eq i64 %33, 4294967297
  %35 = trunc i64 %33 to i32
  br i1 %34, label %36, label %44

36:                                               ; preds = %31
  store i32 0, ptr %32, align 8, !tbaa !30
  %37 = getelementptr inbounds i8, ptr %29, i64 12
  store i32 0, ptr %37, align 4, !tbaa !32
  %38 = load ptr, ptr %29, align 8, !tbaa !33
  %39 = getelementptr inbounds i8, ptr %38, i64 16
  %40 = load ptr, ptr %39, align 8
  call void %40(ptr noundef nonnull align 8 dereferenceable(16) %29) #24
  %41 = load ptr, ptr %29, align 8, !tbaa !33
  %42 = getelementptr inbounds i8, ptr %41, i64 24
  %43 = load ptr, ptr %42, align 8
  call void %43(ptr noundef nonnull align 8 dereferenceable(16) %29) #24
  br label %55

44:                                               ; preds = %31
  %45 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !35
  %46 = icmp eq i8 %45, 0
  br i1 %46, label %49, label %47

47:                                               ; preds = %44
  %48 = add nsw i32 %35, -1
  store i32 %48, ptr %32, align 4, !tbaa !13
  br label %51

49:                                               ; preds = %44
  %50 = atomicrmw volatile add ptr %32, i32 -1 acq_rel, align 4
  br label %51

51:                                               ; preds = %49, %47
  %52 = phi i32 [ %35, %47 ], [ %50, %49 ]
  %53 = icmp eq i32 %52, 1
  br i1 %53, label %54, label %55, !prof !36

54:                                               ; preds = %51
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %29) #24
  br label %55

55:                                               ; preds = %54, %51, %36, %26
  %56 = getelementptr inbounds i8, ptr %27, i64 16
  %57 = icmp eq ptr %56, %24
  br i1 %57, label %58, label %26, !llvm.loop !37

58:                                               ; preds = %55
  %59 = load ptr, ptr %21, align 8, !tbaa !25
  br label %60

60:                                               ; preds = %58, %20
  %61 = phi ptr [ %59, %58 ], [ %22, %20 ]
  %62 = icmp eq ptr %61, null
  br i1 %62, label %69, label %63

63:                                               ; preds = %60
  %64 = getelementptr inbounds i8, ptr %10, i64 24
  %65 = load ptr, ptr %64, align 8, !tbaa !38
  %66 = ptrtoint ptr %65 to i64
  %67 = ptrtoint ptr %61 to i64
  %68 = sub i64 %66, %67
  call void @_ZdlPvm(ptr noundef nonnull %61, i64 noundef %68) #26
  br label %69

69:                                               ; preds = %63, %60
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #24
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %11) #24
  %70 = getelementptr inbounds i8, ptr %0, i64 8
  %71 = load ptr, ptr %70, align 8, !tbaa !173
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %12) #24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %12, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7)
  store ptr @.str, ptr %7, align 8
  %72 = getelementptr inbounds i8, ptr %7, i64 8
  store ptr @.str.16, ptr %72, align 8
  %73 = getelementptr inbounds i8, ptr %7, i64 16
  store i32 62, ptr %73, align 8
  %74 = getelementptr inbounds i8, ptr %7, i64 20
  store i32 22, ptr %74, align 4
  invoke void @_ZN4sycl3_V18accessorIfLi3ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi3ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_vEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(80) %11, ptr noundef nonnull align 8 dereferenceable(49) %71, ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull align 8 dereferenceable(32) %12, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %7)
          to label %75 unwind label %329

75:                                               ; preds = %69
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7)
  %76 = getelementptr inbounds i8, ptr %12, i64 8
  %77 = load ptr, ptr %76, align 8, !tbaa !25
  %78 = getelementptr inbounds i8, ptr %12, i64 16
  %79 = load ptr, ptr %78, align 8, !tbaa !27
  %80 = icmp eq ptr %77, %79
  br i1 %80, label %115, label %81

81:                                               ; preds = %75, %110
  %82 = phi ptr [ %111, %110 ], [ %77, %75 ]
  %83 = getelementptr inbounds i8, ptr %82, i64 8
  %84 = load ptr, ptr %83, align 8, !tbaa !28
  %85 = icmp eq ptr %84, null
  br i1 %85, label %110, label %86

86:                                               ; preds = %81
  %87 = getelementptr inbounds i8, ptr %84, i64 8
  %88 = load atomic i64, ptr %87 acquire, align 8
  %89 = icmp eq i64 %88, 4294967297
  %90 = trunc i64 %88 to i32
  br i1 %89, label %91, label %99

91:                                               ; preds = %86
  store i32 0, ptr %87, align 8, !tbaa !30
  %92 = getelementptr inbounds i8, ptr %84, i64 12
  store i32 0, ptr %92, align 4, !tbaa !32
  %93 = load ptr, ptr %84, align 8, !tbaa !33
  %94 = getelementptr inbounds i8, ptr %93, i64 16
  %95 = load ptr, ptr %94, align 8
  call void %95(ptr noundef nonnull align 8 dereferenceable(16) %84) #24
  %96 = load ptr, ptr %84, align 8, !tbaa !33
  %97 = getelementptr inbounds i8, ptr %96, i64 24
  %98 = load ptr, ptr %97, align 8
  call void %98(ptr noundef nonnull align 8 dereferenceable(16) %84) #24
  br label %110

99:                                               ; preds = %86
  %100 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !35
  %101 = icmp eq i8 %100, 0
  br i1 %101, label %104, label %102

102:                                              ; preds = %99
  %103 = add nsw i32 %90, -1
  store i32 %103, ptr %87, align 4, !tbaa !13
  br label %106

104:                                              ; preds = %99
  %105 = atomicrmw volatile add ptr %87, i32 -1 acq_rel, align 4
  br label %106

106:                                              ; preds = %104, %102
  %107 = phi i32 [ %90, %102 ], [ %105, %104 ]
  %108 = icmp eq i32 %107, 1
  br i1 %108, label %109, label %110, !prof !36

109:                                              ; preds = %106
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %84) #24
  br label %110

110:                                              ; preds = %109, %106, %91, %81
  %111 = getelementptr inbounds i8, ptr %82, i64 16
  %112 = icmp eq ptr %111, %79
  br i1 %112, label %113, label %81, !llvm.loop !37

113:                                              ; preds = %110
  %114 = load ptr, ptr %76, align 8, !tbaa !25
  br label %115

115:                                              ; preds = %113, %75
  %116 = phi ptr [ %114, %113 ], [ %77, %75 ]
  %117 = icmp eq ptr %116, null
  br i1 %117, label %124, label %118

118:                                              ; preds = %115
  %119 = getelementptr inbounds i8, ptr %12, i64 24
  %120 = load ptr, ptr %119, align 8, !tbaa !38
  %121 = ptrtoint ptr %120 to i64
  %122 = ptrtoint ptr %116 to i64
  %123 = sub i64 %121, %122
  call void @_ZdlPvm(ptr noundef nonnull %116, i64 noundef %123) #26
  br label %124

124:                                              ; preds = %118, %115
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12) #24
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %13) #24
  %125 = getelementptr inbounds i8, ptr %0, i64 16
  %126 = load ptr, ptr %125, align 8, !tbaa !174
  store ptr @.str, ptr %14, align 8, !tbaa !41, !alias.scope !175
  %127 = getelementptr inbounds i8, ptr %14, i64 8
  store ptr @.str.16, ptr %127, align 8, !tbaa !46, !alias.scope !175
  %128 = getelementptr inbounds i8, ptr %14, i64 16
  store i32 63, ptr %128, align 8, !tbaa !47, !alias.scope !175
  %129 = getelementptr inbounds i8, ptr %14, i64 20
  store i32 21, ptr %129, align 4, !tbaa !48, !alias.scope !175
  invoke void @_ZN4sycl3_V16bufferIfLi3ENS0_6detail17aligned_allocatorIfEEvE10get_accessILNS0_6access4modeE1026ELNS7_6targetE2014EEENS0_8accessorIfLi3EXT_EXT0_ELNS7_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEERNS0_7handlerENS2_13code_locationE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::accessor.111") align 8 %13, ptr noundef nonnull align 8 dereferenceable(49) %126, ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %14)
          to label %130 unwind label %331

130:                                              ; preds = %124
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %15) #24
  %131 = load ptr, ptr %13, align 8, !tbaa !178
  store ptr %131, ptr %15, align 8, !tbaa !178
  %132 = getelementptr inbounds i8, ptr %15, i64 8
  %133 = getelementptr inbounds i8, ptr %13, i64 8
  %134 = load ptr, ptr %133, align 8, !tbaa !28
  store ptr %134, ptr %132, align 8, !tbaa !28
  %135 = icmp eq ptr %134, null
  br i1 %135, label %145, label %136

136:                                              ; preds = %130
  %137 = getelementptr inbounds i8, ptr %134, i64 8
  %138 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !35
  %139 = icmp eq i8 %138, 0
  br i1 %139, label %143, label %140

140:                                              ; preds = %136
  %141 = load i32, ptr %137, align 4, !tbaa !13
  %142 = add nsw i32 %141, 1
  store i32 %142, ptr %137, align 4, !tbaa !13
  br label %145

143:                                              ; preds = %136
  %144 = atomicrmw volatile add ptr %137, i32 1 acq_rel, align 4
  br label %145

145:                                              ; preds = %143, %140, %130
  %146 = getelementptr inbounds i8, ptr %15, i64 16
  %147 = getelementptr inbounds i8, ptr %13, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %146, ptr noundef nonnull align 8 dereferenceable(64) %147, i64 64, i1 false)
  call void @llvm.lifetime.start.p0(i64 88, ptr nonnull %5) #24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(88) %5, ptr noundef nonnull align 8 dereferenceable(88) @__const._ZN4sycl3_V17handler19setDeviceKernelInfoI4Map1EEvPv.Info, i64 88, i1 false)
  %148 = invoke noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(176) %1)
          to label %149 unwind label %333

149:                                              ; preds = %145
  %150 = icmp eq i32 %148, 0
  br i1 %150, label %160, label %151

151:                                              ; preds = %149
  %152 = call ptr @__cxa_allocate_exception(i64 64) #24
  %153 = call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #24
  %154 = extractvalue { i32, ptr } %153, 0
  %155 = extractvalue { i32, ptr } %153, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %152, i32 %154, ptr %155, ptr noundef nonnull @.str.25)
          to label %156 unwind label %158

156:                                              ; preds = %151
  invoke void @__cxa_throw(ptr nonnull %152, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #27
          to label %157 unwind label %333

157:                                              ; preds = %156
  unreachable

158:                                              ; preds = %151
  %159 = landingpad { ptr, i32 }
          cleanup
  call void @__cxa_free_exception(ptr %152) #24
  br label %335

160:                                              ; preds = %149
  invoke void @_ZNK4sycl3_V17handler28throwOnKernelParameterMisuseERKNS0_6detail27compile_time_kernel_info_v123CompileTimeKernelInfoTyE(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull align 8 dereferenceable(81) %5)
          to label %161 unwind label %333

161:                                              ; preds = %160
  %162 = load ptr, ptr %5, align 8, !tbaa !19
  %163 = getelementptr inbounds i8, ptr %5, i64 8
  %164 = load i64, ptr %163, align 8, !tbaa !39
  invoke void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr %162, i64 %164)
          to label %165 unwind label %333

165:                                              ; preds = %161
  call void @llvm.lifetime.start.p0(i64 152, ptr nonnull %6) #24
  %166 = getelementptr inbounds i8, ptr %6, i64 8
  store i8 0, ptr %166, align 8, !tbaa !180, !alias.scope !182
  %167 = getelementptr inbounds i8, ptr %6, i64 18
  store i8 0, ptr %167, align 2, !tbaa !187, !alias.scope !182
  %168 = getelementptr inbounds i8, ptr %6, i64 20
  store i8 0, ptr %168, align 4, !tbaa !189, !alias.scope !182
  %169 = getelementptr inbounds i8, ptr %6, i64 28
  store i8 0, ptr %169, align 4, !tbaa !191, !alias.scope !182
  %170 = getelementptr inbounds i8, ptr %6, i64 36
  store i8 0, ptr %170, align 4, !tbaa !193, !alias.scope !182
  %171 = getelementptr inbounds i8, ptr %6, i64 44
  store i8 0, ptr %171, align 4, !tbaa !191, !alias.scope !182
  %172 = getelementptr inbounds i8, ptr %6, i64 52
  store i8 0, ptr %172, align 4, !tbaa !193, !alias.scope !182
  %173 = getelementptr inbounds i8, ptr %6, i64 60
  store i8 0, ptr %173, align 4, !tbaa !191, !alias.scope !182
  %174 = getelementptr inbounds i8, ptr %6, i64 68
  store i8 0, ptr %174, align 4, !tbaa !193, !alias.scope !182
  %175 = getelementptr inbounds i8, ptr %6, i64 80
  store i8 0, ptr %175, align 8, !tbaa !195, !alias.scope !182
  %176 = getelementptr inbounds i8, ptr %6, i64 104
  store i8 0, ptr %176, align 8, !tbaa !197, !alias.scope !182
  %177 = getelementptr inbounds i8, ptr %6, i64 136
  store i8 0, ptr %177, align 8, !tbaa !199, !alias.scope !182
  %178 = getelementptr inbounds i8, ptr %6, i64 144
  store i8 1, ptr %178, align 8, !tbaa !201, !alias.scope !182
  invoke void @_ZN4sycl3_V17handler25setKernelLaunchPropertiesERKNS0_6detail27kernel_launch_properties_v111PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS5_5intel12experimental12cache_configENS7_17use_root_sync_keyENS7_23work_group_progress_keyENS7_22sub_group_progress_keyENS7_22work_item_progress_keyENS7_4cuda12cluster_sizeILi1EEENSH_ILi2EEENSH_ILi3EEEEEE(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull align 8 dereferenceable(145) %6)
          to label %179 unwind label %333

179:                                              ; preds = %165
  call void @llvm.lifetime.end.p0(i64 152, ptr nonnull %6) #24
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4)
  store i64 2, ptr %4, align 8
  %180 = getelementptr inbounds i8, ptr %4, i64 8
  store i64 16, ptr %180, align 8
  %181 = getelementptr inbounds i8, ptr %4, i64 16
  store i64 16, ptr %181, align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3)
  store ptr %4, ptr %3, align 8, !tbaa !232
  %182 = getelementptr inbounds i8, ptr %3, i64 8
  %183 = getelementptr inbounds i8, ptr %3, i64 24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %182, i8 0, i64 16, i1 false)
  store i64 3, ptr %183, align 8, !tbaa !234
  invoke void @_ZN4sycl3_V17handler20setNDRangeDescriptorENS0_6detail16nd_range_view_v113nd_range_viewEb(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull byval(%"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view") align 8 %3, i1 noundef zeroext false)
          to label %184 unwind label %333

184:                                              ; preds = %179
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3)
  %185 = getelementptr inbounds i8, ptr %1, i64 144
  %186 = invoke noalias noundef nonnull dereferenceable(88) ptr @_Znwm(i64 noundef 88) #23
          to label %187 unwind label %333

187:                                              ; preds = %184
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_4itemILi3ELb1EEEE_S7_Li3EEE, i64 16), ptr %186, align 8, !tbaa !33
  %188 = getelementptr inbounds i8, ptr %186, i64 8
  %189 = load ptr, ptr %15, align 8, !tbaa !178
  store ptr %189, ptr %188, align 8, !tbaa !178
  %190 = getelementptr inbounds i8, ptr %186, i64 16
  %191 = load ptr, ptr %132, align 8, !tbaa !28
  store ptr %191, ptr %190, align 8, !tbaa !28
  %192 = icmp eq ptr %191, null
  br i1 %192, label %202, label %193

193:                                              ; preds = %187
  %194 = getelementptr inbounds i8, ptr %191, i64 8
  %195 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !35
  %196 = icmp eq i8 %195, 0
  br i1 %196, label %200, label %197

197:                                              ; preds = %193
  %198 = load i32, ptr %194, align 4, !tbaa !13
  %199 = add nsw i32 %198, 1
  store i32 %199, ptr %194, align 4, !tbaa !13
  br label %202

200:                                              ; preds = %193
  %201 = atomicrmw volatile add ptr %194, i32 1 acq_rel, align 4
  br label %202

202:                                              ; preds = %200, %197, %187
  %203 = getelementptr inbounds i8, ptr %186, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %203, ptr noundef nonnull readonly align 8 dereferenceable(64) %146, i64 64, i1 false)
  %204 = load ptr, ptr %185, align 8, !tbaa !19
  store ptr %186, ptr %185, align 8, !tbaa !19
  %205 = icmp eq ptr %204, null
  br i1 %205, label %210, label %206

206:                                              ; preds = %202
  %207 = load ptr, ptr %204, align 8, !tbaa !33
  %208 = getelementptr inbounds i8, ptr %207, i64 16
  %209 = load ptr, ptr %208, align 8
  call void %209(ptr noundef nonnull align 8 dereferenceable(8) %204) #24
  br label %210

210:                                              ; preds = %206, %202
  invoke void @_ZN4sycl3_V17handler23instantiateKernelOnHostEPv(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull @_ZN4sycl3_V16detail16runKernelWithArgINS0_4itemILi3ELb1EEEZZ4mainENKUlRNS0_7handlerEE_clES6_EUlS4_E_Lb0EEEvT0_T_RKSt17integral_constantIbXT1_EE)
          to label %211 unwind label %333

211:                                              ; preds = %210
  %212 = load ptr, ptr %185, align 8, !tbaa !19
  %213 = load ptr, ptr %212, align 8, !tbaa !33
  %214 = load ptr, ptr %213, align 8
  %215 = invoke noundef ptr %214(ptr noundef nonnull align 8 dereferenceable(8) %212)
          to label %216 unwind label %333

216:                                              ; preds = %211
  invoke void @_ZN4sycl3_V17handler19setDeviceKernelInfoI4Map1EEvPv(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef %215)
          to label %217 unwind label %333

217:                                              ; preds = %216
  call void @llvm.lifetime.end.p0(i64 88, ptr nonnull %5) #24
  %218 = load ptr, ptr %132, align 8, !tbaa !28
  %219 = icmp eq ptr %218, null
  br i1 %219, label %244, label %220

220:                                              ; preds = %217
  %221 = getelementptr inbounds i8, ptr %218, i64 8
  %222 = load atomic i64, ptr %221 acquire, align 8
  %223 = icmp eq i64 %222, 4294967297
  %224 = trunc i64 %222 to i32
  br i1 %223, label %225, label %233

225:                                              ; preds = %220
  store i32 0, ptr %221, align 8, !tbaa !30
  %226 = getelementptr inbounds i8, ptr %218, i64 12
  store i32 0, ptr %226, align 4, !tbaa !32
  %227 = load ptr, ptr %218, align 8, !tbaa !33
  %228 = getelementptr inbounds i8, ptr %227, i64 16
  %229 = load ptr, ptr %228, align 8
  call void %229(ptr noundef nonnull align 8 dereferenceable(16) %218) #24
  %230 = load ptr, ptr %218, align 8, !tbaa !33
  %231 = getelementptr inbounds i8, ptr %230, i64 24
  %232 = load ptr, ptr %231, align 8
  call void %232(ptr noundef nonnull align 8 dereferenceable(16) %218) #24
  br label %244

233:                                              ; preds = %220
  %234 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !35
  %235 = icmp eq i8 %234, 0
  br i1 %235, label %238, label %236

236:                                              ; preds = %233
  %237 = add nsw i32 %224, -1
  store i32 %237, ptr %221, align 4, !tbaa !13
  br label %240

238:                                              ; preds = %233
  %239 = atomicrmw volatile add ptr %221, i32 -1 acq_rel, align 4
  br label %240

240:                                              ; preds = %238, %236
  %241 = phi i32 [ %224, %236 ], [ %239, %238 ]
  %242 = icmp eq i32 %241, 1
  br i1 %242, label %243, label %244, !prof !36

243:                                              ; preds = %240
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %218) #24
  br label %244

244:                                              ; preds = %243, %240, %225, %217
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %15) #24
  %245 = load ptr, ptr %133, align 8, !tbaa !28
  %246 = icmp eq ptr %245, null
  br i1 %246, label %271, label %247

247:                                              ; preds = %244
  %248 = getelementptr inbounds i8, ptr %245, i64 8
  %249 = load atomic i64, ptr %248 acquire, align 8
  %250 = icmp eq i64 %249, 4294967297
  %251 = trunc i64 %249 to i32
  br i1 %250, label %252, label %260

252:                                              ; preds = %247
  store i32 0, ptr %248, align 8, !tbaa !30
  %253 = getelementptr inbounds i8, ptr %245, i64 12
  store i32 0, ptr %253, align 4, !tbaa !32
  %254 = load ptr, ptr %245, align 8, !tbaa !33
  %255 = getelementptr inbounds i8, ptr %254, i64 16
  %256 = load ptr, ptr %255, align 8
  call void %256(ptr noundef nonnull align 8 dereferenceable(16) %245) #24
  %257 = load ptr, ptr %245, align 8, !tbaa !33
  %258 = getelementptr inbounds i8, ptr %257, i64 24
  %259 = load ptr, ptr %258, align 8
  call void %259(ptr noundef nonnull align 8 dereferenceable(16) %245) #24
  br label %271

260:                                              ; preds = %247
  %261 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !35
  %262 = icmp eq i8 %261, 0
  br i1 %262, label %265, label %263

263:                                              ; preds = %260
  %264 = add nsw i32 %251, -1
  store i32 %264, ptr %248, align 4, !tbaa !13
  br label %267

265:                                              ; preds = %260
  %266 = atomicrmw volatile add ptr %248, i32 -1 acq_rel, align 4
  br label %267

267:                                              ; preds = %265, %263
  %268 = phi i32 [ %251, %263 ], [ %266, %265 ]
  %269 = icmp eq i32 %268, 1
  br i1 %269, label %270, label %271, !prof !36

270:                                              ; preds = %267
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %245) #24
  br label %271

271:                                              ; preds = %270, %267, %252, %244
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %13) #24
  %272 = getelementptr inbounds i8, ptr %11, i64 8
  %273 = load ptr, ptr %272, align 8, !tbaa !28
  %274 = icmp eq ptr %273, null
  br i1 %274, label %299, label %275

275:                                              ; preds = %271
  %276 = getelementptr inbounds i8, ptr %273, i64 8
  %277 = load atomic i64, ptr %276 acquire, align 8
  %278 = icmp eq i64 %277, 4294967297
  %279 = trunc i64 %277 to i32
  br i1 %278, label %280, label %288

280:                                              ; preds = %275
  store i32 0, ptr %276, align 8, !tbaa !30
  %281 = getelementptr inbounds i8, ptr %273, i64 12
  store i32 0, ptr %281, align 4, !tbaa !32
  %282 = load ptr, ptr %273, align 8, !tbaa !33
  %283 = getelementptr inbounds i8, ptr %282, i64 16
  %284 = load ptr, ptr %283, align 8
  call void %284(ptr noundef nonnull align 8 dereferenceable(16) %273) #24
  %285 = load ptr, ptr %273, align 8, !tbaa !33
  %286 = getelementptr inbounds i8, ptr %285, i64 24
  %287 = load ptr, ptr %286, align 8
  call void %287(ptr noundef nonnull align 8 dereferenceable(16) %273) #24
  br label %299

288:                                              ; preds = %275
  %289 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !35
  %290 = icmp eq i8 %289, 0
  br i1 %290, label %293, label %291

291:                                              ; preds = %288
  %292 = add nsw i32 %279, -1
  store i32 %292, ptr %276, align 4, !tbaa !13
  br label %295

293:                                              ; preds = %288
  %294 = atomicrmw volatile add ptr %276, i32 -1 acq_rel, align 4
  br label %295

295:                                              ; preds = %293, %291
  %296 = phi i32 [ %279, %291 ], [ %294, %293 ]
  %297 = icmp eq i32 %296, 1
  br i1 %297, label %298, label %299, !prof !36

298:                                              ; preds = %295
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %273) #24
  br label %299

299:                                              ; preds = %298, %295, %280, %271
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %11) #24
  %300 = getelementptr inbounds i8, ptr %9, i64 8
  %301 = load ptr, ptr %300, align 8, !tbaa !28
  %302 = icmp eq ptr %301, null
  br i1 %302, label %343, label %303

303:                                              ; preds = %299
  %304 = getelementptr inbounds i8, ptr %301, i64 8
  %305 = load atomic i64, ptr %304 acquire, align 8
  %306 = icmp eq i64 %305, 4294967297
  %307 = trunc i64 %305 to i32
  br i1 %306, label %308, label %316

308:                                              ; preds = %303
  store i32 0, ptr %304, align 8, !tbaa !30
  %309 = getelementptr inbounds i8, ptr %301, i64 12
  store i32 0, ptr %309, align 4, !tbaa !32
  %310 = load ptr, ptr %301, align 8, !tbaa !33
  %311 = getelementptr inbounds i8, ptr %310, i64 16
  %312 = load ptr, ptr %311, align 8
  call void %312(ptr noundef nonnull align 8 dereferenceable(16) %301) #24
  %313 = load ptr, ptr %301, align 8, !tbaa !33
  %314 = getelementptr inbounds i8, ptr %313, i64 24
  %315 = load ptr, ptr %314, align 8
  call void %315(ptr noundef nonnull align 8 dereferenceable(16) %301) #24
  br label %343

316:                                              ; preds = %303
  %317 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !35
  %318 = icmp eq i8 %317, 0
  br i1 %318, label %321, label %319

319:                                              ; preds = %316
  %320 = add nsw i32 %307, -1
  store i32 %320, ptr %304, align 4, !tbaa !13
  br label %323

321:                                              ; preds = %316
  %322 = atomicrmw volatile add ptr %304, i32 -1 acq_rel, align 4
  br label %323

323:                                              ; preds = %321, %319
  %324 = phi i32 [ %307, %319 ], [ %322, %321 ]
  %325 = icmp eq i32 %324, 1
  br i1 %325, label %326, label %343, !prof !36

326:                                              ; preds = %323
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %301) #24
  br label %343

327:                                              ; preds = %2
  %328 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %10) #24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #24
  br label %341

329:                                              ; preds = %69
  %330 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %12) #24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12) #24
  br label %339

331:                                              ; preds = %124
  %332 = landingpad { ptr, i32 }
          cleanup
  br label %337

333:                                              ; preds = %216, %211, %210, %184, %179, %165, %161, %160, %156, %145
  %334 = landingpad { ptr, i32 }
          cleanup
  br label %335

335:                                              ; preds = %333, %158
  %336 = phi { ptr, i32 } [ %334, %333 ], [ %159, %158 ]
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_4itemILi3ELb1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(80) %15) #24
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %15) #24
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(80) %13) #24
  br label %337

337:                                              ; preds = %335, %331
  %338 = phi { ptr, i32 } [ %336, %335 ], [ %332, %331 ]
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %13) #24
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(80) %11) #24
  br label %339

339:                                              ; preds = %337, %329
  %340 = phi { ptr, i32 } [ %338, %337 ], [ %330, %329 ]
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %11) #24
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(80) %9) #24
  br label %341

341:                                              ; preds = %339, %327
  %342 = phi { ptr, i32 } [ %340, %339 ], [ %328, %327 ]
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %9) #24
  resume { ptr, i32 } %342

343:                                              ; preds = %299, %308, %323, %326
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %9) #24
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %14)
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16bufferIfLi3ENS0_6detail17aligned_allocatorIfEEvE10get_accessILNS0_6access4modeE1026ELNS7_6targetE2014EEENS0_8accessorIfLi3EXT_EXT0_ELNS7_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEERNS0_7handlerENS2_13code_locationE(ptr dead_on_unwind noalias writable sret(%"class.sycl::_V1::accessor.111") align 8 %0, ptr noundef nonnull align 8 dereferenceable(49) %1, ptr noundef nonnull align 8 dereferenceable(176) %2, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %3) local_unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.sycl::_V1::property_list", align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %5, i8 0, i64 32, i1 false)
  invoke void @_ZN4sycl3_V18accessorIfLi3ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi3ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_vEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(80) %0, ptr noundef nonnull align 8 dereferenceable(49) %1, ptr noundef nonnull align 8 dereferenceable(176) %2, ptr noundef nonnull align 8 dereferenceable(32) %5, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %3)
          to label %6 unwind label %56

6:                                                ; preds = %4
  %7 = getelementptr inbounds i8, ptr %5, i64 8
  %8 = load ptr, ptr %7, align 8, !tbaa !25
  %9 = getelementptr inbounds i8, ptr %5, i64 16
  %10 = load ptr, ptr %9, align 8, !tbaa !27
  %11 = icmp eq ptr %8, %10
  br i1 %11, label %46, label %12

12:                                               ; preds = %6, %41
  %13 = phi ptr [ %42, %41 ], [ %8, %6 ]
  %14 = getelementptr inbounds i8, ptr %13, i64 8
  %15 = load ptr, ptr %14, align 8, !tbaa !28
  %16 = icmp eq ptr %15, null
  br i1 %16, label %41, label %17

17:                                               ; preds = %12
  %18 = getelementptr inbounds i8, ptr %15, i64 8
  %19 = load atomic i64, ptr %18 acquire, align 8
  %20 = icmp eq i64 %19, 4294967297
  %21 = trunc i64 %19 to i32
  br i1 %20, label %22, label %30

22:                                               ; preds = %17
  store i32 0, ptr %18, align 8, !tbaa !30
  %23 = getelementptr inbounds i8, ptr %15, i64 12
  store i32 0, ptr %23, align 4, !tbaa !32
  %24 = load ptr, ptr %15, align 8, !tbaa !33
  %25 = getelementptr inbounds i8, ptr %24, i64 16
  %26 = load ptr, ptr %25, align 8
  call void %26(ptr noundef nonnull align 8 dereferenceable(16) %15) #24
  %27 = load ptr, ptr %15, align 8, !tbaa !33
  %28 = getelementptr inbounds i8, ptr %27, i64 24
  %29 = load ptr, ptr %28, align 8
  call void %29(ptr noundef nonnull align 8 dereferenceable(16) %15) #24
  br label %41

30:                                               ; preds = %17
  %31 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !35
  %32 = icmp eq i8 %31, 0
  br i1 %32, label %35, label %33

33:                                               ; preds = %30
  %34 = add nsw i32 %21, -1
  store i32 %34, ptr %18, align 4, !tbaa !13
  br label %37

35:                                               ; preds = %30
  %36 = atomicrmw volatile add ptr %18, i32 -1 acq_rel, align 4
  br label %37

37:                                               ; preds = %35, %33
  %38 = phi i32 [ %21, %33 ], [ %36, %35 ]
  %39 = icmp eq i32 %38, 1
  br i1 %39, label %40, label %41, !prof !36

40:                                               ; preds = %37
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %15) #24
  br label %41

41:                                               ; preds = %40, %37, %22, %12
  %42 = getelementptr inbounds i8, ptr %13, i64 16
  %43 = icmp eq ptr %42, %10
  br i1 %43, label %44, label %12, !llvm.loop !37

44:                                               ; preds = %41
  %45 = load ptr, ptr %7, align 8, !tbaa !25
  br label %46

46:                                               ; preds = %44, %6
  %47 = phi ptr [ %45, %44 ], [ %8, %6 ]
  %48 = icmp eq ptr %47, null
  br i1 %48, label %55, label %49

49:                                               ; preds = %46
  %50 = getelementptr inbounds i8, ptr %5, i64 24
  %51 = load ptr, ptr %50, align 8, !tbaa !38
  %52 = ptrtoint ptr %51 to i64
  %53 = ptrtoint ptr %47 to i64
  %54 = sub i64 %52, %53
  call void @_ZdlPvm(ptr noundef nonnull %47, i64 noundef %54) #26
  br label %55

55:                                               ; preds = %46, %49
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #24
  ret void

56:                                               ; preds = %4
  %57 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %5) #24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #24
  resume { ptr, i32 } %57
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define internal fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_4itemILi3ELb1EEEE_D2Ev(ptr nocapture noundef nonnull readonly align 8 dereferenceable(80) %0) unnamed_addr #7 align 2 personality ptr @__gxx_personality_v0 {
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
  store i32 0, ptr %11, align 4, !tbaa !32
  %12 = load ptr, ptr %3, align 8, !tbaa !33
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  %15 = load ptr, ptr %3, align 8, !tbaa !33
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !35
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !13
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !36

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIiLi3ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IiLi3ENS0_6detail17aligned_allocatorIiEEvEERNS0_6bufferIT_XT0_ET1_vEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(80) %0, ptr noundef nonnull align 8 dereferenceable(49) %1, ptr noundef nonnull align 8 dereferenceable(176) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.sycl::_V1::id", align 8
  %7 = alloca %"class.sycl::_V1::range", align 8
  %8 = alloca %"class.sycl::_V1::range", align 8
  %9 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %10 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %11 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %6, i8 0, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %7, ptr noundef nonnull align 8 dereferenceable(24) %11, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %8, ptr noundef nonnull align 8 dereferenceable(24) %11, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #24
  %12 = load i64, ptr %3, align 8
  %13 = getelementptr inbounds i8, ptr %3, i64 8
  %14 = getelementptr inbounds i8, ptr %3, i64 16
  %15 = load ptr, ptr %14, align 8, !tbaa !19
  %16 = load ptr, ptr %13, align 8, !tbaa !19
  %17 = ptrtoint ptr %15 to i64
  %18 = ptrtoint ptr %16 to i64
  %19 = sub i64 %17, %18
  %20 = icmp eq ptr %15, %16
  br i1 %20, label %47, label %21

21:                                               ; preds = %5
  %22 = icmp ugt i64 %19, 9223372036854775792
  br i1 %22, label %23, label %24, !prof !36

23:                                               ; preds = %21
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #27
  unreachable

24:                                               ; preds = %21
  %25 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %19) #23
  br label %26

26:                                               ; preds = %43, %24
  %27 = phi ptr [ %45, %43 ], [ %25, %24 ]
  %28 = phi ptr [ %44, %43 ], [ %16, %24 ]
  %29 = load ptr, ptr %28, align 8, !tbaa !235
  store ptr %29, ptr %27, align 8, !tbaa !235
  %30 = getelementptr inbounds i8, ptr %27, i64 8
  %31 = getelementptr inbounds i8, ptr %28, i64 8
  %32 = load ptr, ptr %31, align 8, !tbaa !28
  store ptr %32, ptr %30, align 8, !tbaa !28
  %33 = icmp eq ptr %32, null
  br i1 %33, label %43, label %34

34:                                               ; preds = %26
  %35 = getelementptr inbounds i8, ptr %32, i64 8
  %36 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !35
  %37 = icmp eq i8 %36, 0
  br i1 %37, label %41, label %38

38:                                               ; preds = %34
  %39 = load i32, ptr %35, align 4, !tbaa !13
  %40 = add nsw i32 %39, 1
  store i32 %40, ptr %35, align 4, !tbaa !13
  br label %43

41:                                               ; preds = %34
  %42 = atomicrmw volatile add ptr %35, i32 1 acq_rel, align 4
  br label %43

43:                                               ; preds = %41, %38, %26
  %44 = getelementptr inbounds i8, ptr %28, i64 16
  %45 = getelementptr inbounds i8, ptr %27, i64 16
  %46 = icmp eq ptr %44, %15
  br i1 %46, label %47, label %26, !llvm.loop !237

47:                                               ; preds = %43, %5
  %48 = phi ptr [ null, %5 ], [ %25, %43 ]
  %49 = phi ptr [ null, %5 ], [ %45, %43 ]
  %50 = getelementptr inbounds i8, ptr %48, i64 %19
  store i64 %12, ptr %9, align 8
  %51 = getelementptr inbounds i8, ptr %9, i64 8
  store ptr %48, ptr %51, align 8, !tbaa !25
  %52 = getelementptr inbounds i8, ptr %9, i64 16
  store ptr %49, ptr %52, align 8, !tbaa !27
  %53 = getelementptr inbounds i8, ptr %9, i64 24
  store ptr %50, ptr %53, align 8, !tbaa !38
  %54 = load ptr, ptr %1, align 8, !tbaa !132
  %55 = icmp eq ptr %54, null
  br i1 %55, label %56, label %57

56:                                               ; preds = %47
  tail call void @__assert_fail(ptr noundef nonnull @.str.18, ptr noundef nonnull @.str.19, i32 noundef 29, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_6bufferIiLi3ENS1_17aligned_allocatorIiEEvEEEERKDtsrT_4implERKS8_) #25
  unreachable

57:                                               ; preds = %47
  %58 = getelementptr inbounds i8, ptr %1, i64 40
  %59 = load i64, ptr %58, align 8, !tbaa !145
  %60 = getelementptr inbounds i8, ptr %1, i64 48
  %61 = load i8, ptr %60, align 8, !tbaa !147, !range !82, !noundef !83
  %62 = trunc nuw i8 %61 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %6, ptr noundef nonnull byval(%"class.sycl::_V1::range") align 8 %7, ptr noundef nonnull byval(%"class.sycl::_V1::range") align 8 %8, i32 noundef 1024, ptr noundef nonnull %54, i32 noundef 3, i32 noundef 4, i64 noundef %59, i1 noundef zeroext %62, ptr noundef nonnull align 8 dereferenceable(32) %3)
          to label %63 unwind label %229

63:                                               ; preds = %57
  %64 = icmp eq ptr %48, %49
  br i1 %64, label %99, label %65

65:                                               ; preds = %63, %94
  %66 = phi ptr [ %95, %94 ], [ %48, %63 ]
  %67 = getelementptr inbounds i8, ptr %66, i64 8
  %68 = load ptr, ptr %67, align 8, !tbaa !28
  %69 = icmp eq ptr %68, null
  br i1 %69, label %94, label %70

70:                                               ; preds = %65
  %71 = getelementptr inbounds i8, ptr %68, i64 8
  %72 = load atomic i64, ptr %71 acquire, align 8
  %73 = icmp eq i64 %72, 4294967297
  %74 = trunc i64 %72 to i32
  br i1 %73, label %75, label %83

75:                                               ; preds = %70
  store i32 0, ptr %71, align 8, !tbaa !30
  %76 = getelementptr inbounds i8, ptr %68, i64 12
  store i32 0, ptr %76, align 4, !tbaa !32
  %77 = load ptr, ptr %68, align 8, !tbaa !33
  %78 = getelementptr inbounds i8, ptr %77, i64 16
  %79 = load ptr, ptr %78, align 8
  tail call void %79(ptr noundef nonnull align 8 dereferenceable(16) %68) #24
  %80 = load ptr, ptr %68, align 8, !tbaa !33
  %81 = getelementptr inbounds i8, ptr %80, i64 24
  %82 = load ptr, ptr %81, align 8
  tail call void %82(ptr noundef nonnull align 8 dereferenceable(16) %68) #24
  br label %94

83:                                               ; preds = %70
  %84 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !35
  %85 = icmp eq i8 %84, 0
  br i1 %85, label %88, label %86

86:                                               ; preds = %83
  %87 = add nsw i32 %74, -1
  store i32 %87, ptr %71, align 4, !tbaa !13
  br label %90

88:                                               ; preds = %83
  %89 = atomicrmw volatile add ptr %71, i32 -1 acq_rel, align 4
  br label %90

90:                                               ; preds = %88, %86
  %91 = phi i32 [ %74, %86 ], [ %89, %88 ]
  %92 = icmp eq i32 %91, 1
  br i1 %92, label %93, label %94, !prof !36

93:                                               ; preds = %90
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %68) #24
  br label %94

94:                                               ; preds = %93, %90, %75, %65
  %95 = getelementptr inbounds i8, ptr %66, i64 16
  %96 = icmp eq ptr %95, %49
  br i1 %96, label %97, label %65, !llvm.loop !37

97:                                               ; preds = %94
  %98 = load ptr, ptr %51, align 8, !tbaa !25
  br label %99

99:                                               ; preds = %97, %63
  %100 = phi ptr [ %98, %97 ], [ %48, %63 ]
  %101 = icmp eq ptr %100, null
  br i1 %101, label %107, label %102

102:                                              ; preds = %99
  %103 = load ptr, ptr %53, align 8, !tbaa !38
  %104 = ptrtoint ptr %103 to i64
  %105 = ptrtoint ptr %100 to i64
  %106 = sub i64 %104, %105
  tail call void @_ZdlPvm(ptr noundef nonnull %100, i64 noundef %106) #26
  br label %107

107:                                              ; preds = %99, %102
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #24
  %108 = getelementptr inbounds i8, ptr %0, i64 16
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %108, i8 0, i64 64, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #24
  %109 = load i64, ptr %3, align 8
  %110 = load ptr, ptr %14, align 8, !tbaa !19
  %111 = load ptr, ptr %13, align 8, !tbaa !19
  %112 = ptrtoint ptr %110 to i64
  %113 = ptrtoint ptr %111 to i64
  %114 = sub i64 %112, %113
  %115 = icmp eq ptr %110, %111
  br i1 %115, label %143, label %116

116:                                              ; preds = %107
  %117 = icmp ugt i64 %114, 9223372036854775792
  br i1 %117, label %118, label %120, !prof !36

118:                                              ; preds = %116
  invoke void @_ZSt28__throw_bad_array_new_lengthv() #27
          to label %119 unwind label %233

119:                                              ; preds = %118
  unreachable

120:                                              ; preds = %116
  %121 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %114) #23
          to label %122 unwind label %233

122:                                              ; preds = %120, %139
  %123 = phi ptr [ %141, %139 ], [ %121, %120 ]
  %124 = phi ptr [ %140, %139 ], [ %111, %120 ]
  %125 = load ptr, ptr %124, align 8, !tbaa !235
  store ptr %125, ptr %123, align 8, !tbaa !235
  %126 = getelementptr inbounds i8, ptr %123, i64 8
  %127 = getelementptr inbounds i8, ptr %124, i64 8
  %128 = load ptr, ptr %127, align 8, !tbaa !28
  store ptr %128, ptr %126, align 8, !tbaa !28
  %129 = icmp eq ptr %128, null
  br i1 %129, label %139, label %130

130:                                              ; preds = %122
  %131 = getelementptr inbounds i8, ptr %128, i64 8
  %132 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !35
  %133 = icmp eq i8 %132, 0
  br i1 %133, label %137, label %134

134:                                              ; preds = %130
  %135 = load i32, ptr %131, align 4, !tbaa !13
  %136 = add nsw i32 %135, 1
  store i32 %136, ptr %131, align 4, !tbaa !13
  br label %139

137:                                              ; preds = %130
  %138 = atomicrmw volatile add ptr %131, i32 1 acq_rel, align 4
  br label %139

139:                                              ; preds = %137, %134, %122
  %140 = getelementptr inbounds i8, ptr %124, i64 16
  %141 = getelementptr inbounds i8, ptr %123, i64 16
  %142 = icmp eq ptr %140, %110
  br i1 %142, label %143, label %122, !llvm.loop !237

143:                                              ; preds = %139, %107
  %144 = phi ptr [ null, %107 ], [ %121, %139 ]
  %145 = phi ptr [ null, %107 ], [ %141, %139 ]
  %146 = getelementptr inbounds i8, ptr %144, i64 %114
  store i64 %109, ptr %10, align 8
  %147 = getelementptr inbounds i8, ptr %10, i64 8
  store ptr %144, ptr %147, align 8, !tbaa !25
  %148 = getelementptr inbounds i8, ptr %10, i64 16
  store ptr %145, ptr %148, align 8, !tbaa !27
  %149 = getelementptr inbounds i8, ptr %10, i64 24
  store ptr %146, ptr %149, align 8, !tbaa !38
  %150 = and i64 %109, 16
  %151 = icmp eq i64 %150, 0
  br i1 %151, label %161, label %152

152:                                              ; preds = %143
  %153 = tail call ptr @__cxa_allocate_exception(i64 64) #24
  %154 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #24
  %155 = extractvalue { i32, ptr } %154, 0
  %156 = extractvalue { i32, ptr } %154, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %153, i32 %155, ptr %156, ptr noundef nonnull @.str.20)
          to label %157 unwind label %159

157:                                              ; preds = %152
  invoke void @__cxa_throw(ptr nonnull %153, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #27
          to label %158 unwind label %235

158:                                              ; preds = %157
  unreachable

159:                                              ; preds = %152
  %160 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %153) #24
  br label %237

161:                                              ; preds = %143
  %162 = icmp eq ptr %144, %145
  br i1 %162, label %197, label %163

163:                                              ; preds = %161, %192
  %164 = phi ptr [ %193, %192 ], [ %144, %161 ]
  %165 = getelementptr inbounds i8, ptr %164, i64 8
  %166 = load ptr, ptr %165, align 8, !tbaa !28
  %167 = icmp eq ptr %166, null
  br i1 %167, label %192, label %168

168:                                              ; preds = %163
  %169 = getelementptr inbounds i8, ptr %166, i64 8
  %170 = load atomic i64, ptr %169 acquire, align 8
  %171 = icmp eq i64 %170, 4294967297
  %172 = trunc i64 %170 to i32
  br i1 %171, label %173, label %181

173:                                              ; preds = %168
  store i32 0, ptr %169, align 8, !tbaa !30
  %174 = getelementptr inbounds i8, ptr %166, i64 12
  store i32 0, ptr %174, align 4, !tbaa !32
  %175 = load ptr, ptr %166, align 8, !tbaa !33
  %176 = getelementptr inbounds i8, ptr %175, i64 16
  %177 = load ptr, ptr %176, align 8
  tail call void %177(ptr noundef nonnull align 8 dereferenceable(16) %166) #24
  %178 = load ptr, ptr %166, align 8, !tbaa !33
  %179 = getelementptr inbounds i8, ptr %178, i64 24
  %180 = load ptr, ptr %179, align 8
  tail call void %180(ptr noundef nonnull align 8 dereferenceable(16) %166) #24
  br label %192

181:                                              ; preds = %168
  %182 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !35
  %183 = icmp eq i8 %182, 0
  br i1 %183, label %186, label %184

184:                                              ; preds = %181
  %185 = add nsw i32 %172, -1
  store i32 %185, ptr %169, align 4, !tbaa !13
  br label %188

186:                                              ; preds = %181
  %187 = atomicrmw volatile add ptr %169, i32 -1 acq_rel, align 4
  br label %188

188:                                              ; preds = %186, %184
  %189 = phi i32 [ %172, %184 ], [ %187, %186 ]
  %190 = icmp eq i32 %189, 1
  br i1 %190, label %191, label %192, !prof !36

191:                                              ; preds = %188
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %166) #24
  br label %192

192:                                              ; preds = %191, %188, %173, %163
  %193 = getelementptr inbounds i8, ptr %164, i64 16
  %194 = icmp eq ptr %193, %145
  br i1 %194, label %195, label %163, !llvm.loop !37

195:                                              ; preds = %192
  %196 = load ptr, ptr %147, align 8, !tbaa !25
  br label %197

197:                                              ; preds = %195, %161
  %198 = phi ptr [ %196, %195 ], [ %144, %161 ]
  %199 = icmp eq ptr %198, null
  br i1 %199, label %205, label %200

200:                                              ; preds = %197
  %201 = load ptr, ptr %149, align 8, !tbaa !38
  %202 = ptrtoint ptr %201 to i64
  %203 = ptrtoint ptr %198 to i64
  %204 = sub i64 %202, %203
  tail call void @_ZdlPvm(ptr noundef nonnull %198, i64 noundef %204) #26
  br label %205

205:                                              ; preds = %197, %200
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #24
  invoke void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(176) %2, ptr noundef nonnull %0, i32 noundef 2014)
          to label %206 unwind label %231

206:                                              ; preds = %205
  %207 = invoke noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %208 unwind label %231

208:                                              ; preds = %206
  store ptr %207, ptr %108, align 8, !tbaa !238
  %209 = load ptr, ptr %1, align 8, !tbaa !132
  %210 = icmp eq ptr %209, null
  br i1 %210, label %211, label %212

211:                                              ; preds = %208
  tail call void @__assert_fail(ptr noundef nonnull @.str.18, ptr noundef nonnull @.str.19, i32 noundef 29, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_6bufferIiLi3ENS1_17aligned_allocatorIiEEvEEEERKDtsrT_4implERKS8_) #25
  unreachable

212:                                              ; preds = %208
  %213 = load ptr, ptr %0, align 8, !tbaa !178
  invoke void @_ZN4sycl3_V16detail23constructorNotificationEPvS2_NS0_6access6targetENS3_4modeERKNS1_13code_locationE(ptr noundef nonnull %209, ptr noundef %213, i32 noundef 2014, i32 noundef 1024, ptr noundef nonnull align 8 dereferenceable(24) %4)
          to label %214 unwind label %231

214:                                              ; preds = %212
  %215 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %216 unwind label %231

216:                                              ; preds = %214
  %217 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %218 unwind label %231

218:                                              ; preds = %216
  %219 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %220 unwind label %231

220:                                              ; preds = %218
  %221 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %222 unwind label %231

222:                                              ; preds = %220
  %223 = call noundef ptr @_ZN4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #24
  %224 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #24
  %225 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %226 unwind label %231

226:                                              ; preds = %222
  %227 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %228 unwind label %231

228:                                              ; preds = %226
  ret void

229:                                              ; preds = %57
  %230 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %9) #24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #24
  br label %243

231:                                              ; preds = %226, %222, %220, %218, %216, %214, %206, %212, %205
  %232 = landingpad { ptr, i32 }
          cleanup
  br label %241

233:                                              ; preds = %120, %118
  %234 = landingpad { ptr, i32 }
          cleanup
  br label %239

235:                                              ; preds = %157
  %236 = landingpad { ptr, i32 }
          cleanup
  br label %237

237:                                              ; preds = %159, %235
  %238 = phi { ptr, i32 } [ %236, %235 ], [ %160, %159 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %10) #24
  br label %239

239:                                              ; preds = %237, %233
  %240 = phi { ptr, i32 } [ %238, %237 ], [ %234, %233 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #24
  br label %241

241:                                              ; preds = %239, %231
  %242 = phi { ptr, i32 } [ %232, %231 ], [ %240, %239 ]
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #24
  br label %243

243:                                              ; preds = %241, %229
  %244 = phi { ptr, i32 } [ %242, %241 ], [ %230, %229 ]
  resume { ptr, i32 } %244
}

declare void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef byval(%"class.sycl::_V1::id") align 8, ptr noundef byval(%"class.sycl::_V1::range") align 8, ptr noundef byval(%"class.sycl::_V1::range") align 8, i32 noundef, ptr noundef, i32 noundef, i32 noundef, i64 noundef, i1 noundef zeroext, ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #8

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #7 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  store i32 0, ptr %18, align 4, !tbaa !32
  %19 = load ptr, ptr %10, align 8, !tbaa !33
  %20 = getelementptr inbounds i8, ptr %19, i64 16
  %21 = load ptr, ptr %20, align 8
  tail call void %21(ptr noundef nonnull align 8 dereferenceable(16) %10) #24
  %22 = load ptr, ptr %10, align 8, !tbaa !33
  %23 = getelementptr inbounds i8, ptr %22, i64 24
  %24 = load ptr, ptr %23, align 8
  tail call void %24(ptr noundef nonnull align 8 dereferenceable(16) %10) #24
  br label %36

25:                                               ; preds = %12
  %26 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !35
  %27 = icmp eq i8 %26, 0
  br i1 %27, label %30, label %28

28:                                               ; preds = %25
  %29 = add nsw i32 %16, -1
  store i32 %29, ptr %13, align 4, !tbaa !13
  br label %32

30:                                               ; preds = %25
  %31 = atomicrmw volatile add ptr %13, i32 -1 acq_rel, align 4
  br label %32

32:                                               ; preds = %30, %28
  %33 = phi i32 [ %16, %28 ], [ %31, %30 ]
  %34 = icmp eq i32 %33, 1
  br i1 %34, label %35, label %36, !prof !36

35:                                               ; preds = %32
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %10) #24
  br label %36

36:                                               ; preds = %35, %32, %17, %7
  %37 = getelementptr inbounds i8, ptr %8, i64 16
  %38 = icmp eq ptr %37, %5
  br i1 %38, label %39, label %7, !llvm.loop !37

39:                                               ; preds = %36
  %40 = load ptr, ptr %2, align 8, !tbaa !25
  br label %41

41:                                               ; preds = %39, %1
  %42 = phi ptr [ %40, %39 ], [ %3, %1 ]
  %43 = icmp eq ptr %42, null
  br i1 %43, label %50, label %44

44:                                               ; preds = %41
  %45 = getelementptr inbounds i8, ptr %0, i64 24
  %46 = load ptr, ptr %45, align 8, !tbaa !38
  %47 = ptrtoint ptr %46 to i64
  %48 = ptrtoint ptr %42 to i64
  %49 = sub i64 %47, %48
  tail call void @_ZdlPvm(ptr noundef nonnull %42, i64 noundef %49) #26
  br label %50

50:                                               ; preds = %41, %44
  ret void
}

declare void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(176), ptr noundef, i32 noundef) local_unnamed_addr #8

declare void @_ZN4sycl3_V16detail23constructorNotificationEPvS2_NS0_6access6targetENS3_4modeERKNS1_13code_locationE(ptr noundef, ptr noundef, i32 noundef, i32 noundef, ptr noundef nonnull align 8 dereferenceable(24)) local_unnamed_addr #8

declare noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #8

declare noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #8

declare noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #8

; Function Attrs: nounwind
declare noundef ptr @_ZN4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #11

; Function Attrs: nounwind
declare noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #11

declare noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #8

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIfLi3ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi3ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_vEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(80) %0, ptr noundef nonnull align 8 dereferenceable(49) %1, ptr noundef nonnull align 8 dereferenceable(176) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.sycl::_V1::id", align 8
  %7 = alloca %"class.sycl::_V1::range", align 8
  %8 = alloca %"class.sycl::_V1::range", align 8
  %9 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %10 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %11 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %6, i8 0, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %7, ptr noundef nonnull align 8 dereferenceable(24) %11, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %8, ptr noundef nonnull align 8 dereferenceable(24) %11, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #24
  %12 = load i64, ptr %3, align 8
  %13 = getelementptr inbounds i8, ptr %3, i64 8
  %14 = getelementptr inbounds i8, ptr %3, i64 16
  %15 = load ptr, ptr %14, align 8, !tbaa !19
  %16 = load ptr, ptr %13, align 8, !tbaa !19
  %17 = ptrtoint ptr %15 to i64
  %18 = ptrtoint ptr %16 to i64
  %19 = sub i64 %17, %18
  %20 = icmp eq ptr %15, %16
  br i1 %20, label %47, label %21

21:                                               ; preds = %5
  %22 = icmp ugt i64 %19, 9223372036854775792
  br i1 %22, label %23, label %24, !prof !36

23:                                               ; preds = %21
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #27
  unreachable

24:                                               ; preds = %21
  %25 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %19) #23
  br label %26

26:                                               ; preds = %43, %24
  %27 = phi ptr [ %45, %43 ], [ %25, %24 ]
  %28 = phi ptr [ %44, %43 ], [ %16, %24 ]
  %29 = load ptr, ptr %28, align 8, !tbaa !235
  store ptr %29, ptr %27, align 8, !tbaa !235
  %30 = getelementptr inbounds i8, ptr %27, i64 8
  %31 = getelementptr inbounds i8, ptr %28, i64 8
  %32 = load ptr, ptr %31, align 8, !tbaa !28
  store ptr %32, ptr %30, align 8, !tbaa !28
  %33 = icmp eq ptr %32, null
  br i1 %33, label %43, label %34

34:                                               ; preds = %26
  %35 = getelementptr inbounds i8, ptr %32, i64 8
  %36 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !35
  %37 = icmp eq i8 %36, 0
  br i1 %37, label %41, label %38

38:                                               ; preds = %34
  %39 = load i32, ptr %35, align 4, !tbaa !13
  %40 = add nsw i32 %39, 1
  store i32 %40, ptr %35, align 4, !tbaa !13
  br label %43

41:                                               ; preds = %34
  %42 = atomicrmw volatile add ptr %35, i32 1 acq_rel, align 4
  br label %43

43:                                               ; preds = %41, %38, %26
  %44 = getelementptr inbounds i8, ptr %28, i64 16
  %45 = getelementptr inbounds i8, ptr %27, i64 16
  %46 = icmp eq ptr %44, %15
  br i1 %46, label %47, label %26, !llvm.loop !237

47:                                               ; preds = %43, %5
  %48 = phi ptr [ null, %5 ], [ %25, %43 ]
  %49 = phi ptr [ null, %5 ], [ %45, %43 ]
  %50 = getelementptr inbounds i8, ptr %48, i64 %19
  store i64 %12, ptr %9, align 8
  %51 = getelementptr inbounds i8, ptr %9, i64 8
  store ptr %48, ptr %51, align 8, !tbaa !25
  %52 = getelementptr inbounds i8, ptr %9, i64 16
  store ptr %49, ptr %52, align 8, !tbaa !27
  %53 = getelementptr inbounds i8, ptr %9, i64 24
  store ptr %50, ptr %53, align 8, !tbaa !38
  %54 = load ptr, ptr %1, align 8, !tbaa !132
  %55 = icmp eq ptr %54, null
  br i1 %55, label %56, label %57

56:                                               ; preds = %47
  tail call void @__assert_fail(ptr noundef nonnull @.str.18, ptr noundef nonnull @.str.19, i32 noundef 29, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_6bufferIfLi3ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS8_) #25
  unreachable

57:                                               ; preds = %47
  %58 = getelementptr inbounds i8, ptr %1, i64 40
  %59 = load i64, ptr %58, align 8, !tbaa !124
  %60 = getelementptr inbounds i8, ptr %1, i64 48
  %61 = load i8, ptr %60, align 8, !tbaa !131, !range !82, !noundef !83
  %62 = trunc nuw i8 %61 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %6, ptr noundef nonnull byval(%"class.sycl::_V1::range") align 8 %7, ptr noundef nonnull byval(%"class.sycl::_V1::range") align 8 %8, i32 noundef 1024, ptr noundef nonnull %54, i32 noundef 3, i32 noundef 4, i64 noundef %59, i1 noundef zeroext %62, ptr noundef nonnull align 8 dereferenceable(32) %3)
          to label %63 unwind label %229

63:                                               ; preds = %57
  %64 = icmp eq ptr %48, %49
  br i1 %64, label %99, label %65

65:                                               ; preds = %63, %94
  %66 = phi ptr [ %95, %94 ], [ %48, %63 ]
  %67 = getelementptr inbounds i8, ptr %66, i64 8
  %68 = load ptr, ptr %67, align 8, !tbaa !28
  %69 = icmp eq ptr %68, null
  br i1 %69, label %94, label %70

70:                                               ; preds = %65
  %71 = getelementptr inbounds i8, ptr %68, i64 8
  %72 = load atomic i64, ptr %71 acquire, align 8
  %73 = icmp eq i64 %72, 4294967297
  %74 = trunc i64 %72 to i32
  br i1 %73, label %75, label %83

75:                                               ; preds = %70
  store i32 0, ptr %71, align 8, !tbaa !30
  %76 = getelementptr inbounds i8, ptr %68, i64 12
  store i32 0, ptr %76, align 4, !tbaa !32
  %77 = load ptr, ptr %68, align 8, !tbaa !33
  %78 = getelementptr inbounds i8, ptr %77, i64 16
  %79 = load ptr, ptr %78, align 8
  tail call void %79(ptr noundef nonnull align 8 dereferenceable(16) %68) #24
  %80 = load ptr, ptr %68, align 8, !tbaa !33
  %81 = getelementptr inbounds i8, ptr %80, i64 24
  %82 = load ptr, ptr %81, align 8
  tail call void %82(ptr noundef nonnull align 8 dereferenceable(16) %68) #24
  br label %94

83:                                               ; preds = %70
  %84 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !35
  %85 = icmp eq i8 %84, 0
  br i1 %85, label %88, label %86

86:                                               ; preds = %83
  %87 = add nsw i32 %74, -1
  store i32 %87, ptr %71, align 4, !tbaa !13
  br label %90

88:                                               ; preds = %83
  %89 = atomicrmw volatile add ptr %71, i32 -1 acq_rel, align 4
  br label %90

90:                                               ; preds = %88, %86
  %91 = phi i32 [ %74, %86 ], [ %89, %88 ]
  %92 = icmp eq i32 %91, 1
  br i1 %92, label %93, label %94, !prof !36

93:                                               ; preds = %90
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %68) #24
  br label %94

94:                                               ; preds = %93, %90, %75, %65
  %95 = getelementptr inbounds i8, ptr %66, i64 16
  %96 = icmp eq ptr %95, %49
  br i1 %96, label %97, label %65, !llvm.loop !37

97:                                               ; preds = %94
  %98 = load ptr, ptr %51, align 8, !tbaa !25
  br label %99

99:                                               ; preds = %97, %63
  %100 = phi ptr [ %98, %97 ], [ %48, %63 ]
  %101 = icmp eq ptr %100, null
  br i1 %101, label %107, label %102

102:                                              ; preds = %99
  %103 = load ptr, ptr %53, align 8, !tbaa !38
  %104 = ptrtoint ptr %103 to i64
  %105 = ptrtoint ptr %100 to i64
  %106 = sub i64 %104, %105
  tail call void @_ZdlPvm(ptr noundef nonnull %100, i64 noundef %106) #26
  br label %107

107:                                              ; preds = %99, %102
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #24
  %108 = getelementptr inbounds i8, ptr %0, i64 16
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %108, i8 0, i64 64, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #24
  %109 = load i64, ptr %3, align 8
  %110 = load ptr, ptr %14, align 8, !tbaa !19
  %111 = load ptr, ptr %13, align 8, !tbaa !19
  %112 = ptrtoint ptr %110 to i64
  %113 = ptrtoint ptr %111 to i64
  %114 = sub i64 %112, %113
  %115 = icmp eq ptr %110, %111
  br i1 %115, label %143, label %116

116:                                              ; preds = %107
  %117 = icmp ugt i64 %114, 9223372036854775792
  br i1 %117, label %118, label %120, !prof !36

118:                                              ; preds = %116
  invoke void @_ZSt28__throw_bad_array_new_lengthv() #27
          to label %119 unwind label %233

119:                                              ; preds = %118
  unreachable

120:                                              ; preds = %116
  %121 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %114) #23
          to label %122 unwind label %233

122:                                              ; preds = %120, %139
  %123 = phi ptr [ %141, %139 ], [ %121, %120 ]
  %124 = phi ptr [ %140, %139 ], [ %111, %120 ]
  %125 = load ptr, ptr %124, align 8, !tbaa !235
  store ptr %125, ptr %123, align 8, !tbaa !235
  %126 = getelementptr inbounds i8, ptr %123, i64 8
  %127 = getelementptr inbounds i8, ptr %124, i64 8
  %128 = load ptr, ptr %127, align 8, !tbaa !28
  store ptr %128, ptr %126, align 8, !tbaa !28
  %129 = icmp eq ptr %128, null
  br i1 %129, label %139, label %130

130:                                              ; preds = %122
  %131 = getelementptr inbounds i8, ptr %128, i64 8
  %132 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !35
  %133 = icmp eq i8 %132, 0
  br i1 %133, label %137, label %134

134:                                              ; preds = %130
  %135 = load i32, ptr %131, align 4, !tbaa !13
  %136 = add nsw i32 %135, 1
  store i32 %136, ptr %131, align 4, !tbaa !13
  br label %139

137:                                              ; preds = %130
  %138 = atomicrmw volatile add ptr %131, i32 1 acq_rel, align 4
  br label %139

139:                                              ; preds = %137, %134, %122
  %140 = getelementptr inbounds i8, ptr %124, i64 16
  %141 = getelementptr inbounds i8, ptr %123, i64 16
  %142 = icmp eq ptr %140, %110
  br i1 %142, label %143, label %122, !llvm.loop !237

143:                                              ; preds = %139, %107
  %144 = phi ptr [ null, %107 ], [ %121, %139 ]
  %145 = phi ptr [ null, %107 ], [ %141, %139 ]
  %146 = getelementptr inbounds i8, ptr %144, i64 %114
  store i64 %109, ptr %10, align 8
  %147 = getelementptr inbounds i8, ptr %10, i64 8
  store ptr %144, ptr %147, align 8, !tbaa !25
  %148 = getelementptr inbounds i8, ptr %10, i64 16
  store ptr %145, ptr %148, align 8, !tbaa !27
  %149 = getelementptr inbounds i8, ptr %10, i64 24
  store ptr %146, ptr %149, align 8, !tbaa !38
  %150 = and i64 %109, 16
  %151 = icmp eq i64 %150, 0
  br i1 %151, label %161, label %152

152:                                              ; preds = %143
  %153 = tail call ptr @__cxa_allocate_exception(i64 64) #24
  %154 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #24
  %155 = extractvalue { i32, ptr } %154, 0
  %156 = extractvalue { i32, ptr } %154, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %153, i32 %155, ptr %156, ptr noundef nonnull @.str.20)
          to label %157 unwind label %159

157:                                              ; preds = %152
  invoke void @__cxa_throw(ptr nonnull %153, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #27
          to label %158 unwind label %235

158:                                              ; preds = %157
  unreachable

159:                                              ; preds = %152
  %160 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %153) #24
  br label %237

161:                                              ; preds = %143
  %162 = icmp eq ptr %144, %145
  br i1 %162, label %197, label %163

163:                                              ; preds = %161, %192
  %164 = phi ptr [ %193, %192 ], [ %144, %161 ]
  %165 = getelementptr inbounds i8, ptr %164, i64 8
  %166 = load ptr, ptr %165, align 8, !tbaa !28
  %167 = icmp eq ptr %166, null
  br i1 %167, label %192, label %168

168:                                              ; preds = %163
  %169 = getelementptr inbounds i8, ptr %166, i64 8
  %170 = load atomic i64, ptr %169 acquire, align 8
  %171 = icmp eq i64 %170, 4294967297
  %172 = trunc i64 %170 to i32
  br i1 %171, label %173, label %181

173:                                              ; preds = %168
  store i32 0, ptr %169, align 8, !tbaa !30
  %174 = getelementptr inbounds i8, ptr %166, i64 12
  store i32 0, ptr %174, align 4, !tbaa !32
  %175 = load ptr, ptr %166, align 8, !tbaa !33
  %176 = getelementptr inbounds i8, ptr %175, i64 16
  %177 = load ptr, ptr %176, align 8
  tail call void %177(ptr noundef nonnull align 8 dereferenceable(16) %166) #24
  %178 = load ptr, ptr %166, align 8, !tbaa !33
  %179 = getelementptr inbounds i8, ptr %178, i64 24
  %180 = load ptr, ptr %179, align 8
  tail call void %180(ptr noundef nonnull align 8 dereferenceable(16) %166) #24
  br label %192

181:                                              ; preds = %168
  %182 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !35
  %183 = icmp eq i8 %182, 0
  br i1 %183, label %186, label %184

184:                                              ; preds = %181
  %185 = add nsw i32 %172, -1
  store i32 %185, ptr %169, align 4, !tbaa !13
  br label %188

186:                                              ; preds = %181
  %187 = atomicrmw volatile add ptr %169, i32 -1 acq_rel, align 4
  br label %188

188:                                              ; preds = %186, %184
  %189 = phi i32 [ %172, %184 ], [ %187, %186 ]
  %190 = icmp eq i32 %189, 1
  br i1 %190, label %191, label %192, !prof !36

191:                                              ; preds = %188
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %166) #24
  br label %192

192:                                              ; preds = %191, %188, %173, %163
  %193 = getelementptr inbounds i8, ptr %164, i64 16
  %194 = icmp eq ptr %193, %145
  br i1 %194, label %195, label %163, !llvm.loop !37

195:                                              ; preds = %192
  %196 = load ptr, ptr %147, align 8, !tbaa !25
  br label %197

197:                                              ; preds = %195, %161
  %198 = phi ptr [ %196, %195 ], [ %144, %161 ]
  %199 = icmp eq ptr %198, null
  br i1 %199, label %205, label %200

200:                                              ; preds = %197
  %201 = load ptr, ptr %149, align 8, !tbaa !38
  %202 = ptrtoint ptr %201 to i64
  %203 = ptrtoint ptr %198 to i64
  %204 = sub i64 %202, %203
  tail call void @_ZdlPvm(ptr noundef nonnull %198, i64 noundef %204) #26
  br label %205

205:                                              ; preds = %197, %200
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #24
  invoke void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(176) %2, ptr noundef nonnull %0, i32 noundef 2014)
          to label %206 unwind label %231

206:                                              ; preds = %205
  %207 = invoke noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %208 unwind label %231

208:                                              ; preds = %206
  store ptr %207, ptr %108, align 8, !tbaa !242
  %209 = load ptr, ptr %1, align 8, !tbaa !132
  %210 = icmp eq ptr %209, null
  br i1 %210, label %211, label %212

211:                                              ; preds = %208
  tail call void @__assert_fail(ptr noundef nonnull @.str.18, ptr noundef nonnull @.str.19, i32 noundef 29, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_6bufferIfLi3ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS8_) #25
  unreachable

212:                                              ; preds = %208
  %213 = load ptr, ptr %0, align 8, !tbaa !178
  invoke void @_ZN4sycl3_V16detail23constructorNotificationEPvS2_NS0_6access6targetENS3_4modeERKNS1_13code_locationE(ptr noundef nonnull %209, ptr noundef %213, i32 noundef 2014, i32 noundef 1024, ptr noundef nonnull align 8 dereferenceable(24) %4)
          to label %214 unwind label %231

214:                                              ; preds = %212
  %215 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %216 unwind label %231

216:                                              ; preds = %214
  %217 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %218 unwind label %231

218:                                              ; preds = %216
  %219 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %220 unwind label %231

220:                                              ; preds = %218
  %221 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %222 unwind label %231

222:                                              ; preds = %220
  %223 = call noundef ptr @_ZN4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #24
  %224 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #24
  %225 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %226 unwind label %231

226:                                              ; preds = %222
  %227 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %228 unwind label %231

228:                                              ; preds = %226
  ret void

229:                                              ; preds = %57
  %230 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %9) #24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #24
  br label %243

231:                                              ; preds = %226, %222, %220, %218, %216, %214, %206, %212, %205
  %232 = landingpad { ptr, i32 }
          cleanup
  br label %241

233:                                              ; preds = %120, %118
  %234 = landingpad { ptr, i32 }
          cleanup
  br label %239

235:                                              ; preds = %157
  %236 = landingpad { ptr, i32 }
          cleanup
  br label %237

237:                                              ; preds = %159, %235
  %238 = phi { ptr, i32 } [ %236, %235 ], [ %160, %159 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %10) #24
  br label %239

239:                                              ; preds = %237, %233
  %240 = phi { ptr, i32 } [ %238, %237 ], [ %234, %233 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #24
  br label %241

241:                                              ; preds = %239, %231
  %242 = phi { ptr, i32 } [ %232, %231 ], [ %240, %239 ]
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #24
  br label %243

243:                                              ; preds = %241, %229
  %244 = phi { ptr, i32 } [ %242, %241 ], [ %230, %229 ]
  resume { ptr, i32 } %244
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIfLi3ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi3ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_vEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(80) %0, ptr noundef nonnull align 8 dereferenceable(49) %1, ptr noundef nonnull align 8 dereferenceable(176) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.sycl::_V1::id", align 8
  %7 = alloca %"class.sycl::_V1::range", align 8
  %8 = alloca %"class.sycl::_V1::range", align 8
  %9 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %10 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %6, i8 0, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %7, ptr noundef nonnull align 8 dereferenceable(24) %10, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %8, ptr noundef nonnull align 8 dereferenceable(24) %10, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #24
  %11 = load i64, ptr %3, align 8
  %12 = getelementptr inbounds i8, ptr %3, i64 8
  %13 = getelementptr inbounds i8, ptr %3, i64 16
  %14 = load ptr, ptr %13, align 8, !tbaa !19
  %15 = load ptr, ptr %12, align 8, !tbaa !19
  %16 = ptrtoint ptr %14 to i64
  %17 = ptrtoint ptr %15 to i64
  %18 = sub i64 %16, %17
  %19 = icmp eq ptr %14, %15
  br i1 %19, label %46, label %20

20:                                               ; preds = %5
  %21 = icmp ugt i64 %18, 9223372036854775792
  br i1 %21, label %22, label %23, !prof !36

22:                                               ; preds = %20
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #27
  unreachable

23:                                               ; preds = %20
  %24 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %18) #23
  br label %25

25:                                               ; preds = %42, %23
  %26 = phi ptr [ %44, %42 ], [ %24, %23 ]
  %27 = phi ptr [ %43, %42 ], [ %15, %23 ]
  %28 = load ptr, ptr %27, align 8, !tbaa !235
  store ptr %28, ptr %26, align 8, !tbaa !235
  %29 = getelementptr inbounds i8, ptr %26, i64 8
  %30 = getelementptr inbounds i8, ptr %27, i64 8
  %31 = load ptr, ptr %30, align 8, !tbaa !28
  store ptr %31, ptr %29, align 8, !tbaa !28
  %32 = icmp eq ptr %31, null
  br i1 %32, label %42, label %33

33:                                               ; preds = %25
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !35
  %36 = icmp eq i8 %35, 0
  br i1 %36, label %40, label %37

37:                                               ; preds = %33
  %38 = load i32, ptr %34, align 4, !tbaa !13
  %39 = add nsw i32 %38, 1
  store i32 %39, ptr %34, align 4, !tbaa !13
  br label %42

40:                                               ; preds = %33
  %41 = atomicrmw volatile add ptr %34, i32 1 acq_rel, align 4
  br label %42

42:                                               ; preds = %40, %37, %25
  %43 = getelementptr inbounds i8, ptr %27, i64 16
  %44 = getelementptr inbounds i8, ptr %26, i64 16
  %45 = icmp eq ptr %43, %14
  br i1 %45, label %46, label %25, !llvm.loop !237

46:                                               ; preds = %42, %5
  %47 = phi ptr [ null, %5 ], [ %24, %42 ]
  %48 = phi ptr [ null, %5 ], [ %44, %42 ]
  %49 = getelementptr inbounds i8, ptr %47, i64 %18
  store i64 %11, ptr %9, align 8
  %50 = getelementptr inbounds i8, ptr %9, i64 8
  store ptr %47, ptr %50, align 8, !tbaa !25
  %51 = getelementptr inbounds i8, ptr %9, i64 16
  store ptr %48, ptr %51, align 8, !tbaa !27
  %52 = getelementptr inbounds i8, ptr %9, i64 24
  store ptr %49, ptr %52, align 8, !tbaa !38
  %53 = load ptr, ptr %1, align 8, !tbaa !132
  %54 = icmp eq ptr %53, null
  br i1 %54, label %55, label %56

55:                                               ; preds = %46
  tail call void @__assert_fail(ptr noundef nonnull @.str.18, ptr noundef nonnull @.str.19, i32 noundef 29, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_6bufferIfLi3ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS8_) #25
  unreachable

56:                                               ; preds = %46
  %57 = and i64 %11, 16
  %58 = icmp eq i64 %57, 0
  %59 = select i1 %58, i32 1026, i32 1028
  %60 = getelementptr inbounds i8, ptr %1, i64 40
  %61 = load i64, ptr %60, align 8, !tbaa !124
  %62 = getelementptr inbounds i8, ptr %1, i64 48
  %63 = load i8, ptr %62, align 8, !tbaa !131, !range !82, !noundef !83
  %64 = trunc nuw i8 %63 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %6, ptr noundef nonnull byval(%"class.sycl::_V1::range") align 8 %7, ptr noundef nonnull byval(%"class.sycl::_V1::range") align 8 %8, i32 noundef %59, ptr noundef nonnull %53, i32 noundef 3, i32 noundef 4, i64 noundef %61, i1 noundef zeroext %64, ptr noundef nonnull align 8 dereferenceable(32) %3)
          to label %65 unwind label %201

65:                                               ; preds = %56
  %66 = icmp eq ptr %47, %48
  br i1 %66, label %101, label %67

67:                                               ; preds = %65, %96
  %68 = phi ptr [ %97, %96 ], [ %47, %65 ]
  %69 = getelementptr inbounds i8, ptr %68, i64 8
  %70 = load ptr, ptr %69, align 8, !tbaa !28
  %71 = icmp eq ptr %70, null
  br i1 %71, label %96, label %72

72:                                               ; preds = %67
  %73 = getelementptr inbounds i8, ptr %70, i64 8
  %74 = load atomic i64, ptr %73 acquire, align 8
  %75 = icmp eq i64 %74, 4294967297
  %76 = trunc i64 %74 to i32
  br i1 %75, label %77, label %85

77:                                               ; preds = %72
  store i32 0, ptr %73, align 8, !tbaa !30
  %78 = getelementptr inbounds i8, ptr %70, i64 12
  store i32 0, ptr %78, align 4, !tbaa !32
  %79 = load ptr, ptr %70, align 8, !tbaa !33
  %80 = getelementptr inbounds i8, ptr %79, i64 16
  %81 = load ptr, ptr %80, align 8
  tail call void %81(ptr noundef nonnull align 8 dereferenceable(16) %70) #24
  %82 = load ptr, ptr %70, align 8, !tbaa !33
  %83 = getelementptr inbounds i8, ptr %82, i64 24
  %84 = load ptr, ptr %83, align 8
  tail call void %84(ptr noundef nonnull align 8 dereferenceable(16) %70) #24
  br label %96

85:                                               ; preds = %72
  %86 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !35
  %87 = icmp eq i8 %86, 0
  br i1 %87, label %90, label %88

88:                                               ; preds = %85
  %89 = add nsw i32 %76, -1
  store i32 %89, ptr %73, align 4, !tbaa !13
  br label %92

90:                                               ; preds = %85
  %91 = atomicrmw volatile add ptr %73, i32 -1 acq_rel, align 4
  br label %92

92:                                               ; preds = %90, %88
  %93 = phi i32 [ %76, %88 ], [ %91, %90 ]
  %94 = icmp eq i32 %93, 1
  br i1 %94, label %95, label %96, !prof !36

95:                                               ; preds = %92
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %70) #24
  br label %96

96:                                               ; preds = %95, %92, %77, %67
  %97 = getelementptr inbounds i8, ptr %68, i64 16
  %98 = icmp eq ptr %97, %48
  br i1 %98, label %99, label %67, !llvm.loop !37

99:                                               ; preds = %96
  %100 = load ptr, ptr %50, align 8, !tbaa !25
  br label %101

101:                                              ; preds = %99, %65
  %102 = phi ptr [ %100, %99 ], [ %47, %65 ]
  %103 = icmp eq ptr %102, null
  br i1 %103, label %109, label %104

104:                                              ; preds = %101
  %105 = load ptr, ptr %52, align 8, !tbaa !38
  %106 = ptrtoint ptr %105 to i64
  %107 = ptrtoint ptr %102 to i64
  %108 = sub i64 %106, %107
  tail call void @_ZdlPvm(ptr noundef nonnull %102, i64 noundef %108) #26
  br label %109

109:                                              ; preds = %101, %104
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #24
  %110 = getelementptr inbounds i8, ptr %0, i64 16
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %110, i8 0, i64 64, i1 false)
  %111 = load ptr, ptr %13, align 8, !tbaa !19
  %112 = load ptr, ptr %12, align 8, !tbaa !19
  %113 = ptrtoint ptr %111 to i64
  %114 = ptrtoint ptr %112 to i64
  %115 = sub i64 %113, %114
  %116 = icmp eq ptr %111, %112
  br i1 %116, label %177, label %117

117:                                              ; preds = %109
  %118 = icmp ugt i64 %115, 9223372036854775792
  br i1 %118, label %119, label %121, !prof !36

119:                                              ; preds = %117
  invoke void @_ZSt28__throw_bad_array_new_lengthv() #27
          to label %120 unwind label %205

120:                                              ; preds = %119
  unreachable

121:                                              ; preds = %117
  %122 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %115) #23
          to label %123 unwind label %205

123:                                              ; preds = %121, %140
  %124 = phi ptr [ %142, %140 ], [ %122, %121 ]
  %125 = phi ptr [ %141, %140 ], [ %112, %121 ]
  %126 = load ptr, ptr %125, align 8, !tbaa !235
  store ptr %126, ptr %124, align 8, !tbaa !235
  %127 = getelementptr inbounds i8, ptr %124, i64 8
  %128 = getelementptr inbounds i8, ptr %125, i64 8
  %129 = load ptr, ptr %128, align 8, !tbaa !28
  store ptr %129, ptr %127, align 8, !tbaa !28
  %130 = icmp eq ptr %129, null
  br i1 %130, label %140, label %131

131:                                              ; preds = %123
  %132 = getelementptr inbounds i8, ptr %129, i64 8
  %133 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !35
  %134 = icmp eq i8 %133, 0
  br i1 %134, label %138, label %135

135:                                              ; preds = %131
  %136 = load i32, ptr %132, align 4, !tbaa !13
  %137 = add nsw i32 %136, 1
  store i32 %137, ptr %132, align 4, !tbaa !13
  br label %140

138:                                              ; preds = %131
  %139 = atomicrmw volatile add ptr %132, i32 1 acq_rel, align 4
  br label %140

140:                                              ; preds = %138, %135, %123
  %141 = getelementptr inbounds i8, ptr %125, i64 16
  %142 = getelementptr inbounds i8, ptr %124, i64 16
  %143 = icmp eq ptr %141, %111
  br i1 %143, label %144, label %123, !llvm.loop !237

144:                                              ; preds = %140, %173
  %145 = phi ptr [ %174, %173 ], [ %122, %140 ]
  %146 = getelementptr inbounds i8, ptr %145, i64 8
  %147 = load ptr, ptr %146, align 8, !tbaa !28
  %148 = icmp eq ptr %147, null
  br i1 %148, label %173, label %149

149:                                              ; preds = %144
  %150 = getelementptr inbounds i8, ptr %147, i64 8
  %151 = load atomic i64, ptr %150 acquire, align 8
  %152 = icmp eq i64 %151, 4294967297
  %153 = trunc i64 %151 to i32
  br i1 %152, label %154, label %162

154:                                              ; preds = %149
  store i32 0, ptr %150, align 8, !tbaa !30
  %155 = getelementptr inbounds i8, ptr %147, i64 12
  store i32 0, ptr %155, align 4, !tbaa !32
  %156 = load ptr, ptr %147, align 8, !tbaa !33
  %157 = getelementptr inbounds i8, ptr %156, i64 16
  %158 = load ptr, ptr %157, align 8
  tail call void %158(ptr noundef nonnull align 8 dereferenceable(16) %147) #24
  %159 = load ptr, ptr %147, align 8, !tbaa !33
  %160 = getelementptr inbounds i8, ptr %159, i64 24
  %161 = load ptr, ptr %160, align 8
  tail call void %161(ptr noundef nonnull align 8 dereferenceable(16) %147) #24
  br label %173

162:                                              ; preds = %149
  %163 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !35
  %164 = icmp eq i8 %163, 0
  br i1 %164, label %167, label %165

165:                                              ; preds = %162
  %166 = add nsw i32 %153, -1
  store i32 %166, ptr %150, align 4, !tbaa !13
  br label %169

167:                                              ; preds = %162
  %168 = atomicrmw volatile add ptr %150, i32 -1 acq_rel, align 4
  br label %169

169:                                              ; preds = %167, %165
  %170 = phi i32 [ %153, %165 ], [ %168, %167 ]
  %171 = icmp eq i32 %170, 1
  br i1 %171, label %172, label %173, !prof !36

172:                                              ; preds = %169
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %147) #24
  br label %173

173:                                              ; preds = %172, %169, %154, %144
  %174 = getelementptr inbounds i8, ptr %145, i64 16
  %175 = icmp eq ptr %145, %124
  br i1 %175, label %176, label %144, !llvm.loop !37

176:                                              ; preds = %173
  tail call void @_ZdlPvm(ptr noundef nonnull %122, i64 noundef %115) #26
  br label %177

177:                                              ; preds = %109, %176
  invoke void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(176) %2, ptr noundef nonnull %0, i32 noundef 2014)
          to label %178 unwind label %203

178:                                              ; preds = %177
  %179 = invoke noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %180 unwind label %203

180:                                              ; preds = %178
  store ptr %179, ptr %110, align 8, !tbaa !244
  %181 = load ptr, ptr %1, align 8, !tbaa !132
  %182 = icmp eq ptr %181, null
  br i1 %182, label %183, label %184

183:                                              ; preds = %180
  tail call void @__assert_fail(ptr noundef nonnull @.str.18, ptr noundef nonnull @.str.19, i32 noundef 29, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_6bufferIfLi3ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS8_) #25
  unreachable

184:                                              ; preds = %180
  %185 = load ptr, ptr %0, align 8, !tbaa !178
  invoke void @_ZN4sycl3_V16detail23constructorNotificationEPvS2_NS0_6access6targetENS3_4modeERKNS1_13code_locationE(ptr noundef nonnull %181, ptr noundef %185, i32 noundef 2014, i32 noundef 1026, ptr noundef nonnull align 8 dereferenceable(24) %4)
          to label %186 unwind label %203

186:                                              ; preds = %184
  %187 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %188 unwind label %203

188:                                              ; preds = %186
  %189 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %190 unwind label %203

190:                                              ; preds = %188
  %191 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %192 unwind label %203

192:                                              ; preds = %190
  %193 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %194 unwind label %203

194:                                              ; preds = %192
  %195 = call noundef ptr @_ZN4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #24
  %196 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #24
  %197 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %198 unwind label %203

198:                                              ; preds = %194
  %199 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %200 unwind label %203

200:                                              ; preds = %198
  ret void

201:                                              ; preds = %56
  %202 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %9) #24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #24
  br label %209

203:                                              ; preds = %198, %194, %192, %190, %188, %186, %178, %184, %177
  %204 = landingpad { ptr, i32 }
          cleanup
  br label %207

205:                                              ; preds = %121, %119
  %206 = landingpad { ptr, i32 }
          cleanup
  br label %207

207:                                              ; preds = %205, %203
  %208 = phi { ptr, i32 } [ %204, %203 ], [ %206, %205 ]
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #24
  br label %209

209:                                              ; preds = %207, %201
  %210 = phi { ptr, i32 } [ %208, %207 ], [ %202, %201 ]
  resume { ptr, i32 } %210
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local { i64, i32 } @_ZN4sycl3_V16detail18getKernelParamDescI4Map1EENS1_19kernel_param_desc_tEi(i32 noundef %0) #4 comdat {
  %2 = add i32 %0, 2
  %3 = zext i32 %2 to i64
  %4 = getelementptr inbounds [11 x %"struct.sycl::_V1::detail::kernel_param_desc_t"], ptr @_ZN4sycl3_V16detailL17kernel_signaturesE, i64 0, i64 %3
  %5 = load i64, ptr %4, align 4
  %6 = getelementptr inbounds i8, ptr %4, i64 8
  %7 = load i32, ptr %6, align 4, !tbaa !13
  %8 = insertvalue { i64, i32 } poison, i64 %5, 0
  %9 = insertvalue { i64, i32 } %8, i32 %7, 1
  ret { i64, i32 } %9
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNK4sycl3_V17handler28throwOnKernelParameterMisuseERKNS0_6detail27compile_time_kernel_info_v123CompileTimeKernelInfoTyE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull align 8 dereferenceable(81) %1) local_unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = getelementptr inbounds i8, ptr %1, i64 16
  %4 = load i32, ptr %3, align 8, !tbaa !246
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %13, label %6

6:                                                ; preds = %2
  %7 = getelementptr inbounds i8, ptr %1, i64 72
  br label %14

8:                                                ; preds = %30
  %9 = add nuw nsw i64 %15, 1
  %10 = load i32, ptr %3, align 8, !tbaa !246
  %11 = zext i32 %10 to i64
  %12 = icmp ult i64 %9, %11
  br i1 %12, label %14, label %13, !llvm.loop !249

13:                                               ; preds = %8, %2
  ret void

14:                                               ; preds = %6, %8
  %15 = phi i64 [ 0, %6 ], [ %9, %8 ]
  %16 = load ptr, ptr %7, align 8, !tbaa !250
  %17 = trunc nuw i64 %15 to i32
  %18 = tail call { i64, i32 } %16(i32 noundef %17)
  %19 = extractvalue { i64, i32 } %18, 0
  %20 = and i64 %19, 8796093022207
  %21 = icmp eq i64 %20, 8658654068736
  br i1 %21, label %22, label %30

22:                                               ; preds = %14
  %23 = tail call ptr @__cxa_allocate_exception(i64 64) #24
  %24 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 6) #24
  %25 = extractvalue { i32, ptr } %24, 0
  %26 = extractvalue { i32, ptr } %24, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %23, i32 %25, ptr %26, ptr noundef nonnull @.str.26)
          to label %27 unwind label %28

27:                                               ; preds = %22
  tail call void @__cxa_throw(ptr nonnull %23, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #27
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
  %34 = tail call ptr @__cxa_allocate_exception(i64 64) #24
  %35 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 6) #24
  %36 = extractvalue { i32, ptr } %35, 0
  %37 = extractvalue { i32, ptr } %35, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %34, i32 %36, ptr %37, ptr noundef nonnull @.str.27)
          to label %38 unwind label %39

38:                                               ; preds = %33
  tail call void @__cxa_throw(ptr nonnull %34, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #27
  unreachable

39:                                               ; preds = %33
  %40 = landingpad { ptr, i32 }
          cleanup
  br label %41

41:                                               ; preds = %39, %28
  %42 = phi ptr [ %34, %39 ], [ %23, %28 ]
  %43 = phi { ptr, i32 } [ %40, %39 ], [ %29, %28 ]
  tail call void @__cxa_free_exception(ptr %42) #24
  resume { ptr, i32 } %43
}

declare void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(176), ptr, i64) local_unnamed_addr #8

declare void @_ZN4sycl3_V17handler25setKernelLaunchPropertiesERKNS0_6detail27kernel_launch_properties_v111PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS5_5intel12experimental12cache_configENS7_17use_root_sync_keyENS7_23work_group_progress_keyENS7_22sub_group_progress_keyENS7_22work_item_progress_keyENS7_4cuda12cluster_sizeILi1EEENSH_ILi2EEENSH_ILi3EEEEEE(ptr noundef nonnull align 8 dereferenceable(176), ptr noundef nonnull align 8 dereferenceable(145)) local_unnamed_addr #8

declare noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(176)) local_unnamed_addr #8

declare void @_ZN4sycl3_V17handler20setNDRangeDescriptorENS0_6detail16nd_range_view_v113nd_range_viewEb(ptr noundef nonnull align 8 dereferenceable(176), ptr noundef byval(%"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view") align 8, i1 noundef zeroext) local_unnamed_addr #8

declare void @_ZN4sycl3_V17handler23instantiateKernelOnHostEPv(ptr noundef nonnull align 8 dereferenceable(176), ptr noundef) local_unnamed_addr #8

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler19setDeviceKernelInfoI4Map1EEvPv(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef %1) local_unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = getelementptr inbounds i8, ptr %0, i64 64
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(16) @__const._ZN4sycl3_V17handler19setDeviceKernelInfoI4Map1EEvPv.Info, i64 16, i1 false), !tbaa.struct !251
  tail call void @_ZN4sycl3_V17handler13setKernelFuncEPv(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef %1)
  %4 = load atomic i8, ptr @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI4Map1EERNS1_16DeviceKernelInfoEvE4Info acquire, align 8
  %5 = icmp eq i8 %4, 0
  br i1 %5, label %6, label %14, !prof !252

6:                                                ; preds = %2
  %7 = tail call i32 @__cxa_guard_acquire(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI4Map1EERNS1_16DeviceKernelInfoEvE4Info) #24
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %14, label %9

9:                                                ; preds = %6
  %10 = invoke noundef nonnull align 1 ptr @_ZN4sycl3_V16detail19getDeviceKernelInfoERKNS1_27compile_time_kernel_info_v123CompileTimeKernelInfoTyE(ptr noundef nonnull align 8 dereferenceable(81) @_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI4Map1EE)
          to label %11 unwind label %12

11:                                               ; preds = %9
  store ptr %10, ptr @_ZZN4sycl3_V16detail19getDeviceKernelInfoI4Map1EERNS1_16DeviceKernelInfoEvE4Info, align 8, !tbaa !19
  tail call void @__cxa_guard_release(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI4Map1EERNS1_16DeviceKernelInfoEvE4Info) #24
  br label %14

12:                                               ; preds = %9
  %13 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_guard_abort(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI4Map1EERNS1_16DeviceKernelInfoEvE4Info) #24
  resume { ptr, i32 } %13

14:                                               ; preds = %2, %6, %11
  %15 = load ptr, ptr @_ZZN4sycl3_V16detail19getDeviceKernelInfoI4Map1EERNS1_16DeviceKernelInfoEvE4Info, align 8, !tbaa !19
  tail call void @_ZN4sycl3_V17handler22setDeviceKernelInfoPtrEPNS0_6detail16DeviceKernelInfoE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull %15)
  tail call void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(176) %0, i32 noundef 1)
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef nonnull ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_4itemILi3ELb1EEEE_S7_Li3EE6getPtrEv(ptr noundef nonnull readnone align 8 dereferenceable(88) %0) unnamed_addr #0 align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_4itemILi3ELb1EEEE_S7_Li3EED2Ev(ptr nocapture noundef nonnull align 8 dereferenceable(88) %0) unnamed_addr #5 align 2 personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_4itemILi3ELb1EEEE_S7_Li3EEE, i64 16), ptr %0, align 8, !tbaa !33
  %2 = getelementptr inbounds i8, ptr %0, i64 16
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
  store i32 0, ptr %11, align 4, !tbaa !32
  %12 = load ptr, ptr %3, align 8, !tbaa !33
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  %15 = load ptr, ptr %3, align 8, !tbaa !33
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !35
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !13
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !36

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_4itemILi3ELb1EEEE_S7_Li3EED0Ev(ptr noundef nonnull align 8 dereferenceable(88) %0) unnamed_addr #5 align 2 personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_4itemILi3ELb1EEEE_S7_Li3EEE, i64 16), ptr %0, align 8, !tbaa !33
  %2 = getelementptr inbounds i8, ptr %0, i64 16
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
  store i32 0, ptr %11, align 4, !tbaa !32
  %12 = load ptr, ptr %3, align 8, !tbaa !33
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  %15 = load ptr, ptr %3, align 8, !tbaa !33
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !35
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !13
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !36

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 88) #26
  ret void
}

; Function Attrs: mustprogress uwtable
define internal void @_ZN4sycl3_V16detail16runKernelWithArgINS0_4itemILi3ELb1EEEZZ4mainENKUlRNS0_7handlerEE_clES6_EUlS4_E_Lb0EEEvT0_T_RKSt17integral_constantIbXT1_EE(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly byval(%"class.sycl::_V1::item") align 8 %1, ptr nocapture nonnull readnone align 1 %2) #4 personality ptr @__gxx_personality_v0 {
  %4 = alloca { ptr, [56 x i8] }, align 8
  %5 = alloca { ptr, [56 x i8] }, align 8
  %6 = alloca { ptr, [56 x i8] }, align 8
  %7 = alloca { ptr, [56 x i8] }, align 8
  %8 = alloca %"class.sycl::_V1::detail::accessor_common<float, 3, sycl::_V1::access::mode::read_write, sycl::_V1::access::target::device, sycl::_V1::access::placeholder::false_t>::AccessorSubscript", align 8
  %9 = alloca %"class.sycl::_V1::detail::accessor_common<float, 3, sycl::_V1::access::mode::read_write, sycl::_V1::access::target::device, sycl::_V1::access::placeholder::false_t>::AccessorSubscript.191", align 8
  %10 = alloca %"class.sycl::_V1::detail::accessor_common<float, 3, sycl::_V1::access::mode::read_write, sycl::_V1::access::target::device, sycl::_V1::access::placeholder::false_t>::AccessorSubscript", align 8
  %11 = alloca %"class.sycl::_V1::detail::accessor_common<float, 3, sycl::_V1::access::mode::read_write, sycl::_V1::access::target::device, sycl::_V1::access::placeholder::false_t>::AccessorSubscript.191", align 8
  %12 = getelementptr inbounds i8, ptr %1, i64 24
  %13 = load i64, ptr %12, align 8
  %14 = getelementptr inbounds i8, ptr %1, i64 32
  %15 = load i64, ptr %14, align 8
  %16 = getelementptr inbounds i8, ptr %1, i64 40
  %17 = load i64, ptr %16, align 8
  call void @llvm.lifetime.start.p0(i64 104, ptr nonnull %8) #24
  call void @llvm.lifetime.start.p0(i64 104, ptr nonnull %9) #24
  tail call void @llvm.experimental.noalias.scope.decl(metadata !253)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %7)
  %18 = load ptr, ptr %0, align 8, !tbaa !178, !noalias !253
  %19 = getelementptr inbounds i8, ptr %0, i64 8
  %20 = load ptr, ptr %19, align 8, !tbaa !28, !noalias !253
  %21 = icmp eq ptr %20, null
  br i1 %21, label %32, label %22

22:                                               ; preds = %3
  %23 = getelementptr inbounds i8, ptr %20, i64 8
  %24 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !35, !noalias !253
  %25 = icmp eq i8 %24, 0
  br i1 %25, label %29, label %26

26:                                               ; preds = %22
  %27 = load i32, ptr %23, align 4, !tbaa !13, !noalias !253
  %28 = add nsw i32 %27, 1
  store i32 %28, ptr %23, align 4, !tbaa !13, !noalias !253
  br label %38

29:                                               ; preds = %22
  %30 = atomicrmw volatile add ptr %23, i32 1 acq_rel, align 4, !noalias !253
  %31 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !35, !noalias !253
  br label %38

32:                                               ; preds = %3
  %33 = getelementptr inbounds i8, ptr %0, i64 16
  %34 = getelementptr inbounds i8, ptr %9, i64 16
  store i64 0, ptr %34, align 8
  %35 = getelementptr inbounds i8, ptr %9, i64 24
  store ptr %18, ptr %35, align 8, !tbaa !178, !alias.scope !253
  %36 = getelementptr inbounds i8, ptr %9, i64 32
  store ptr null, ptr %36, align 8, !tbaa !28, !alias.scope !253
  %37 = getelementptr inbounds i8, ptr %9, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %37, ptr noundef nonnull readonly align 8 dereferenceable(64) %33, i64 64, i1 false)
  store i64 %13, ptr %9, align 8, !tbaa !39, !alias.scope !253
  br label %73

38:                                               ; preds = %29, %26
  %39 = phi i8 [ %31, %29 ], [ 1, %26 ]
  %40 = getelementptr inbounds i8, ptr %0, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %7, ptr noundef nonnull readonly align 8 dereferenceable(64) %40, i64 64, i1 false), !noalias !253
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %9, i8 0, i64 24, i1 false), !alias.scope !253
  %41 = getelementptr inbounds i8, ptr %9, i64 24
  store ptr %18, ptr %41, align 8, !tbaa !178, !alias.scope !253
  %42 = getelementptr inbounds i8, ptr %9, i64 32
  store ptr %20, ptr %42, align 8, !tbaa !28, !alias.scope !253
  %43 = icmp eq i8 %39, 0
  br i1 %43, label %47, label %44

44:                                               ; preds = %38
  %45 = load i32, ptr %23, align 4, !tbaa !13, !noalias !253
  %46 = add nsw i32 %45, 1
  store i32 %46, ptr %23, align 4, !tbaa !13, !noalias !253
  br label %49

47:                                               ; preds = %38
  %48 = atomicrmw volatile add ptr %23, i32 1 acq_rel, align 4, !noalias !253
  br label %49

49:                                               ; preds = %47, %44
  %50 = getelementptr inbounds i8, ptr %9, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %50, ptr noundef nonnull align 8 dereferenceable(64) %7, i64 64, i1 false)
  store i64 %13, ptr %9, align 8, !tbaa !39, !alias.scope !253
  %51 = load atomic i64, ptr %23 acquire, align 8, !noalias !253
  %52 = icmp eq i64 %51, 4294967297
  %53 = trunc i64 %51 to i32
  br i1 %52, label %54, label %62

54:                                               ; preds = %49
  store i32 0, ptr %23, align 8, !tbaa !30, !noalias !253
  %55 = getelementptr inbounds i8, ptr %20, i64 12
  store i32 0, ptr %55, align 4, !tbaa !32, !noalias !253
  %56 = load ptr, ptr %20, align 8, !tbaa !33, !noalias !253
  %57 = getelementptr inbounds i8, ptr %56, i64 16
  %58 = load ptr, ptr %57, align 8, !noalias !253
  tail call void %58(ptr noundef nonnull align 8 dereferenceable(16) %20) #24, !noalias !253
  %59 = load ptr, ptr %20, align 8, !tbaa !33, !noalias !253
  %60 = getelementptr inbounds i8, ptr %59, i64 24
  %61 = load ptr, ptr %60, align 8, !noalias !253
  tail call void %61(ptr noundef nonnull align 8 dereferenceable(16) %20) #24, !noalias !253
  br label %73

62:                                               ; preds = %49
  %63 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !35, !noalias !253
  %64 = icmp eq i8 %63, 0
  br i1 %64, label %67, label %65

65:                                               ; preds = %62
  %66 = add nsw i32 %53, -1
  store i32 %66, ptr %23, align 4, !tbaa !13, !noalias !253
  br label %69

67:                                               ; preds = %62
  %68 = atomicrmw volatile add ptr %23, i32 -1 acq_rel, align 4, !noalias !253
  br label %69

69:                                               ; preds = %67, %65
  %70 = phi i32 [ %53, %65 ], [ %68, %67 ]
  %71 = icmp eq i32 %70, 1
  br i1 %71, label %72, label %73, !prof !36

72:                                               ; preds = %69
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %20) #24, !noalias !253
  br label %73

73:                                               ; preds = %72, %69, %54, %32
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %7)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !256)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %6)
  %74 = getelementptr inbounds i8, ptr %9, i64 8
  store i64 %15, ptr %74, align 8, !tbaa !39, !noalias !256
  %75 = getelementptr inbounds i8, ptr %9, i64 24
  %76 = load ptr, ptr %75, align 8, !tbaa !178, !noalias !256
  %77 = getelementptr inbounds i8, ptr %9, i64 32
  %78 = load ptr, ptr %77, align 8, !tbaa !28, !noalias !256
  %79 = icmp eq ptr %78, null
  %80 = getelementptr inbounds i8, ptr %8, i64 32
  br i1 %79, label %99, label %81

81:                                               ; preds = %73
  %82 = getelementptr inbounds i8, ptr %78, i64 8
  %83 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !35, !noalias !256
  %84 = icmp eq i8 %83, 0
  %85 = getelementptr inbounds i8, ptr %9, i64 40
  %86 = getelementptr inbounds i8, ptr %8, i64 24
  br i1 %84, label %90, label %87

87:                                               ; preds = %81
  %88 = load i32, ptr %82, align 4, !tbaa !13, !noalias !256
  %89 = add nsw i32 %88, 1
  store i32 %89, ptr %82, align 4, !tbaa !13, !noalias !256
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %6, ptr noundef nonnull align 8 dereferenceable(64) %85, i64 64, i1 false), !noalias !256
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %8, ptr noundef nonnull align 8 dereferenceable(24) %9, i64 24, i1 false)
  store ptr %76, ptr %86, align 8, !tbaa !178, !alias.scope !256
  store ptr %78, ptr %80, align 8, !tbaa !28, !alias.scope !256
  br label %94

90:                                               ; preds = %81
  %91 = atomicrmw volatile add ptr %82, i32 1 acq_rel, align 4, !noalias !256
  %92 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !35, !noalias !256
  %93 = icmp eq i8 %92, 0
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %6, ptr noundef nonnull align 8 dereferenceable(64) %85, i64 64, i1 false), !noalias !256
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %8, ptr noundef nonnull align 8 dereferenceable(24) %9, i64 24, i1 false)
  store ptr %76, ptr %86, align 8, !tbaa !178, !alias.scope !256
  store ptr %78, ptr %80, align 8, !tbaa !28, !alias.scope !256
  br i1 %93, label %97, label %94

94:                                               ; preds = %90, %87
  %95 = load i32, ptr %82, align 4, !tbaa !13, !noalias !256
  %96 = add nsw i32 %95, 1
  store i32 %96, ptr %82, align 4, !tbaa !13, !noalias !256
  br label %103

97:                                               ; preds = %90
  %98 = atomicrmw volatile add ptr %82, i32 1 acq_rel, align 4, !noalias !256
  br label %103

99:                                               ; preds = %73
  %100 = getelementptr inbounds i8, ptr %9, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %8, ptr noundef nonnull align 8 dereferenceable(24) %9, i64 16, i1 false)
  %101 = getelementptr inbounds i8, ptr %8, i64 24
  store ptr %76, ptr %101, align 8, !tbaa !178, !alias.scope !256
  store ptr null, ptr %80, align 8, !tbaa !28, !alias.scope !256
  %102 = getelementptr inbounds i8, ptr %8, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %102, ptr noundef nonnull align 8 dereferenceable(64) %100, i64 64, i1 false)
  br label %127

103:                                              ; preds = %97, %94
  %104 = getelementptr inbounds i8, ptr %8, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %104, ptr noundef nonnull align 8 dereferenceable(64) %6, i64 64, i1 false)
  %105 = load atomic i64, ptr %82 acquire, align 8, !noalias !256
  %106 = icmp eq i64 %105, 4294967297
  %107 = trunc i64 %105 to i32
  br i1 %106, label %108, label %116

108:                                              ; preds = %103
  store i32 0, ptr %82, align 8, !tbaa !30, !noalias !256
  %109 = getelementptr inbounds i8, ptr %78, i64 12
  store i32 0, ptr %109, align 4, !tbaa !32, !noalias !256
  %110 = load ptr, ptr %78, align 8, !tbaa !33, !noalias !256
  %111 = getelementptr inbounds i8, ptr %110, i64 16
  %112 = load ptr, ptr %111, align 8, !noalias !256
  tail call void %112(ptr noundef nonnull align 8 dereferenceable(16) %78) #24, !noalias !256
  %113 = load ptr, ptr %78, align 8, !tbaa !33, !noalias !256
  %114 = getelementptr inbounds i8, ptr %113, i64 24
  %115 = load ptr, ptr %114, align 8, !noalias !256
  tail call void %115(ptr noundef nonnull align 8 dereferenceable(16) %78) #24, !noalias !256
  br label %127

116:                                              ; preds = %103
  %117 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !35, !noalias !256
  %118 = icmp eq i8 %117, 0
  br i1 %118, label %121, label %119

119:                                              ; preds = %116
  %120 = add nsw i32 %107, -1
  store i32 %120, ptr %82, align 4, !tbaa !13, !noalias !256
  br label %123

121:                                              ; preds = %116
  %122 = atomicrmw volatile add ptr %82, i32 -1 acq_rel, align 4, !noalias !256
  br label %123

123:                                              ; preds = %121, %119
  %124 = phi i32 [ %107, %119 ], [ %122, %121 ]
  %125 = icmp eq i32 %124, 1
  br i1 %125, label %126, label %127, !prof !36

126:                                              ; preds = %123
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %78) #24, !noalias !256
  br label %127

127:                                              ; preds = %126, %123, %108, %99
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %6)
  %128 = getelementptr inbounds i8, ptr %8, i64 16
  store i64 %17, ptr %128, align 8, !tbaa !39
  %129 = getelementptr inbounds i8, ptr %8, i64 24
  %130 = load i64, ptr %8, align 8
  %131 = getelementptr inbounds i8, ptr %8, i64 8
  %132 = load i64, ptr %131, align 8
  %133 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %129)
          to label %134 unwind label %422

134:                                              ; preds = %127
  %135 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %129)
          to label %136 unwind label %422

136:                                              ; preds = %134
  %137 = load i64, ptr %135, align 8
  %138 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %129)
          to label %139 unwind label %422

139:                                              ; preds = %136
  %140 = getelementptr inbounds i8, ptr %138, i64 8
  %141 = load i64, ptr %140, align 8
  %142 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %129)
          to label %143 unwind label %422

143:                                              ; preds = %139
  %144 = getelementptr inbounds i8, ptr %142, i64 8
  %145 = load i64, ptr %144, align 8
  %146 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %129)
          to label %147 unwind label %422

147:                                              ; preds = %143
  %148 = getelementptr inbounds i8, ptr %146, i64 16
  %149 = load i64, ptr %148, align 8
  %150 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %129)
          to label %151 unwind label %422

151:                                              ; preds = %147
  %152 = add i64 %137, %130
  %153 = mul i64 %141, %152
  %154 = add i64 %153, %132
  %155 = add i64 %154, %145
  %156 = mul i64 %149, %155
  %157 = getelementptr inbounds i8, ptr %150, i64 16
  %158 = load i64, ptr %157, align 8
  %159 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %129) #24
  %160 = getelementptr float, ptr %159, i64 %17
  %161 = getelementptr float, ptr %160, i64 %156
  %162 = getelementptr float, ptr %161, i64 %158
  %163 = load float, ptr %162, align 4, !tbaa !5
  %164 = invoke noundef float @_ZN4sycl3_V111__fmin_implEff(float noundef 3.000000e+00, float noundef 3.000000e+00)
          to label %165 unwind label %422

165:                                              ; preds = %151
  %166 = invoke noundef float @_ZN4sycl3_V111__fabs_implEf(float noundef 3.000000e+00)
          to label %167 unwind label %422

167:                                              ; preds = %165
  %168 = invoke noundef float @_ZN4sycl3_V111__fmax_implEff(float noundef %164, float noundef %166)
          to label %169 unwind label %422

169:                                              ; preds = %167
  call void @llvm.lifetime.start.p0(i64 104, ptr nonnull %10) #24
  call void @llvm.lifetime.start.p0(i64 104, ptr nonnull %11) #24
  call void @llvm.experimental.noalias.scope.decl(metadata !259)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %5)
  %170 = load ptr, ptr %0, align 8, !tbaa !178, !noalias !259
  %171 = load ptr, ptr %19, align 8, !tbaa !28, !noalias !259
  %172 = icmp eq ptr %171, null
  br i1 %172, label %183, label %173

173:                                              ; preds = %169
  %174 = getelementptr inbounds i8, ptr %171, i64 8
  %175 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !35, !noalias !259
  %176 = icmp eq i8 %175, 0
  br i1 %176, label %180, label %177

177:                                              ; preds = %173
  %178 = load i32, ptr %174, align 4, !tbaa !13, !noalias !259
  %179 = add nsw i32 %178, 1
  store i32 %179, ptr %174, align 4, !tbaa !13, !noalias !259
  br label %189

180:                                              ; preds = %173
  %181 = atomicrmw volatile add ptr %174, i32 1 acq_rel, align 4, !noalias !259
  %182 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !35, !noalias !259
  br label %189

183:                                              ; preds = %169
  %184 = getelementptr inbounds i8, ptr %0, i64 16
  %185 = getelementptr inbounds i8, ptr %11, i64 16
  store i64 0, ptr %185, align 8
  %186 = getelementptr inbounds i8, ptr %11, i64 24
  store ptr %170, ptr %186, align 8, !tbaa !178, !alias.scope !259
  %187 = getelementptr inbounds i8, ptr %11, i64 32
  store ptr null, ptr %187, align 8, !tbaa !28, !alias.scope !259
  %188 = getelementptr inbounds i8, ptr %11, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %188, ptr noundef nonnull readonly align 8 dereferenceable(64) %184, i64 64, i1 false)
  store i64 %13, ptr %11, align 8, !tbaa !39, !alias.scope !259
  br label %224

189:                                              ; preds = %180, %177
  %190 = phi i8 [ %182, %180 ], [ 1, %177 ]
  %191 = getelementptr inbounds i8, ptr %0, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %5, ptr noundef nonnull readonly align 8 dereferenceable(64) %191, i64 64, i1 false), !noalias !259
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %11, i8 0, i64 24, i1 false), !alias.scope !259
  %192 = getelementptr inbounds i8, ptr %11, i64 24
  store ptr %170, ptr %192, align 8, !tbaa !178, !alias.scope !259
  %193 = getelementptr inbounds i8, ptr %11, i64 32
  store ptr %171, ptr %193, align 8, !tbaa !28, !alias.scope !259
  %194 = icmp eq i8 %190, 0
  br i1 %194, label %198, label %195

195:                                              ; preds = %189
  %196 = load i32, ptr %174, align 4, !tbaa !13, !noalias !259
  %197 = add nsw i32 %196, 1
  store i32 %197, ptr %174, align 4, !tbaa !13, !noalias !259
  br label %200

198:                                              ; preds = %189
  %199 = atomicrmw volatile add ptr %174, i32 1 acq_rel, align 4, !noalias !259
  br label %200

200:                                              ; preds = %198, %195
  %201 = getelementptr inbounds i8, ptr %11, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %201, ptr noundef nonnull align 8 dereferenceable(64) %5, i64 64, i1 false)
  store i64 %13, ptr %11, align 8, !tbaa !39, !alias.scope !259
  %202 = load atomic i64, ptr %174 acquire, align 8, !noalias !259
  %203 = icmp eq i64 %202, 4294967297
  %204 = trunc i64 %202 to i32
  br i1 %203, label %205, label %213

205:                                              ; preds = %200
  store i32 0, ptr %174, align 8, !tbaa !30, !noalias !259
  %206 = getelementptr inbounds i8, ptr %171, i64 12
  store i32 0, ptr %206, align 4, !tbaa !32, !noalias !259
  %207 = load ptr, ptr %171, align 8, !tbaa !33, !noalias !259
  %208 = getelementptr inbounds i8, ptr %207, i64 16
  %209 = load ptr, ptr %208, align 8, !noalias !259
  call void %209(ptr noundef nonnull align 8 dereferenceable(16) %171) #24, !noalias !259
  %210 = load ptr, ptr %171, align 8, !tbaa !33, !noalias !259
  %211 = getelementptr inbounds i8, ptr %210, i64 24
  %212 = load ptr, ptr %211, align 8, !noalias !259
  call void %212(ptr noundef nonnull align 8 dereferenceable(16) %171) #24, !noalias !259
  br label %224

213:                                              ; preds = %200
  %214 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !35, !noalias !259
  %215 = icmp eq i8 %214, 0
  br i1 %215, label %218, label %216

216:                                              ; preds = %213
  %217 = add nsw i32 %204, -1
  store i32 %217, ptr %174, align 4, !tbaa !13, !noalias !259
  br label %220

218:                                              ; preds = %213
  %219 = atomicrmw volatile add ptr %174, i32 -1 acq_rel, align 4, !noalias !259
  br label %220

220:                                              ; preds = %218, %216
  %221 = phi i32 [ %204, %216 ], [ %219, %218 ]
  %222 = icmp eq i32 %221, 1
  br i1 %222, label %223, label %224, !prof !36

223:                                              ; preds = %220
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %171) #24, !noalias !259
  br label %224

224:                                              ; preds = %223, %220, %205, %183
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %5)
  call void @llvm.experimental.noalias.scope.decl(metadata !262)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %4)
  %225 = getelementptr inbounds i8, ptr %11, i64 8
  store i64 %15, ptr %225, align 8, !tbaa !39, !noalias !262
  %226 = getelementptr inbounds i8, ptr %11, i64 24
  %227 = load ptr, ptr %226, align 8, !tbaa !178, !noalias !262
  %228 = getelementptr inbounds i8, ptr %11, i64 32
  %229 = load ptr, ptr %228, align 8, !tbaa !28, !noalias !262
  %230 = icmp eq ptr %229, null
  %231 = getelementptr inbounds i8, ptr %10, i64 32
  br i1 %230, label %250, label %232

232:                                              ; preds = %224
  %233 = getelementptr inbounds i8, ptr %229, i64 8
  %234 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !35, !noalias !262
  %235 = icmp eq i8 %234, 0
  %236 = getelementptr inbounds i8, ptr %11, i64 40
  %237 = getelementptr inbounds i8, ptr %10, i64 24
  br i1 %235, label %241, label %238

238:                                              ; preds = %232
  %239 = load i32, ptr %233, align 4, !tbaa !13, !noalias !262
  %240 = add nsw i32 %239, 1
  store i32 %240, ptr %233, align 4, !tbaa !13, !noalias !262
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %4, ptr noundef nonnull align 8 dereferenceable(64) %236, i64 64, i1 false), !noalias !262
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %10, ptr noundef nonnull align 8 dereferenceable(24) %11, i64 24, i1 false)
  store ptr %227, ptr %237, align 8, !tbaa !178, !alias.scope !262
  store ptr %229, ptr %231, align 8, !tbaa !28, !alias.scope !262
  br label %245

241:                                              ; preds = %232
  %242 = atomicrmw volatile add ptr %233, i32 1 acq_rel, align 4, !noalias !262
  %243 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !35, !noalias !262
  %244 = icmp eq i8 %243, 0
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %4, ptr noundef nonnull align 8 dereferenceable(64) %236, i64 64, i1 false), !noalias !262
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %10, ptr noundef nonnull align 8 dereferenceable(24) %11, i64 24, i1 false)
  store ptr %227, ptr %237, align 8, !tbaa !178, !alias.scope !262
  store ptr %229, ptr %231, align 8, !tbaa !28, !alias.scope !262
  br i1 %244, label %248, label %245

245:                                              ; preds = %241, %238
  %246 = load i32, ptr %233, align 4, !tbaa !13, !noalias !262
  %247 = add nsw i32 %246, 1
  store i32 %247, ptr %233, align 4, !tbaa !13, !noalias !262
  br label %254

248:                                              ; preds = %241
  %249 = atomicrmw volatile add ptr %233, i32 1 acq_rel, align 4, !noalias !262
  br label %254

250:                                              ; preds = %224
  %251 = getelementptr inbounds i8, ptr %11, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %10, ptr noundef nonnull align 8 dereferenceable(24) %11, i64 16, i1 false)
  %252 = getelementptr inbounds i8, ptr %10, i64 24
  store ptr %227, ptr %252, align 8, !tbaa !178, !alias.scope !262
  store ptr null, ptr %231, align 8, !tbaa !28, !alias.scope !262
  %253 = getelementptr inbounds i8, ptr %10, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %253, ptr noundef nonnull align 8 dereferenceable(64) %251, i64 64, i1 false)
  br label %278

254:                                              ; preds = %248, %245
  %255 = getelementptr inbounds i8, ptr %10, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %255, ptr noundef nonnull align 8 dereferenceable(64) %4, i64 64, i1 false)
  %256 = load atomic i64, ptr %233 acquire, align 8, !noalias !262
  %257 = icmp eq i64 %256, 4294967297
  %258 = trunc i64 %256 to i32
  br i1 %257, label %259, label %267

259:                                              ; preds = %254
  store i32 0, ptr %233, align 8, !tbaa !30, !noalias !262
  %260 = getelementptr inbounds i8, ptr %229, i64 12
  store i32 0, ptr %260, align 4, !tbaa !32, !noalias !262
  %261 = load ptr, ptr %229, align 8, !tbaa !33, !noalias !262
  %262 = getelementptr inbounds i8, ptr %261, i64 16
  %263 = load ptr, ptr %262, align 8, !noalias !262
  call void %263(ptr noundef nonnull align 8 dereferenceable(16) %229) #24, !noalias !262
  %264 = load ptr, ptr %229, align 8, !tbaa !33, !noalias !262
  %265 = getelementptr inbounds i8, ptr %264, i64 24
  %266 = load ptr, ptr %265, align 8, !noalias !262
  call void %266(ptr noundef nonnull align 8 dereferenceable(16) %229) #24, !noalias !262
  br label %278

267:                                              ; preds = %254
  %268 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !35, !noalias !262
  %269 = icmp eq i8 %268, 0
  br i1 %269, label %272, label %270

270:                                              ; preds = %267
  %271 = add nsw i32 %258, -1
  store i32 %271, ptr %233, align 4, !tbaa !13, !noalias !262
  br label %274

272:                                              ; preds = %267
  %273 = atomicrmw volatile add ptr %233, i32 -1 acq_rel, align 4, !noalias !262
  br label %274

274:                                              ; preds = %272, %270
  %275 = phi i32 [ %258, %270 ], [ %273, %272 ]
  %276 = icmp eq i32 %275, 1
  br i1 %276, label %277, label %278, !prof !36

277:                                              ; preds = %274
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %229) #24, !noalias !262
  br label %278

278:                                              ; preds = %277, %274, %259, %250
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4)
  %279 = getelementptr inbounds i8, ptr %10, i64 16
  store i64 %17, ptr %279, align 8, !tbaa !39
  %280 = getelementptr inbounds i8, ptr %10, i64 24
  %281 = load i64, ptr %10, align 8
  %282 = getelementptr inbounds i8, ptr %10, i64 8
  %283 = load i64, ptr %282, align 8
  %284 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %280)
          to label %285 unwind label %424

285:                                              ; preds = %278
  %286 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %280)
          to label %287 unwind label %424

287:                                              ; preds = %285
  %288 = load i64, ptr %286, align 8
  %289 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %280)
          to label %290 unwind label %424

290:                                              ; preds = %287
  %291 = getelementptr inbounds i8, ptr %289, i64 8
  %292 = load i64, ptr %291, align 8
  %293 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %280)
          to label %294 unwind label %424

294:                                              ; preds = %290
  %295 = getelementptr inbounds i8, ptr %293, i64 8
  %296 = load i64, ptr %295, align 8
  %297 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %280)
          to label %298 unwind label %424

298:                                              ; preds = %294
  %299 = getelementptr inbounds i8, ptr %297, i64 16
  %300 = load i64, ptr %299, align 8
  %301 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %280)
          to label %302 unwind label %424

302:                                              ; preds = %298
  %303 = add i64 %288, %281
  %304 = mul i64 %292, %303
  %305 = add i64 %304, %283
  %306 = add i64 %305, %296
  %307 = mul i64 %300, %306
  %308 = getelementptr inbounds i8, ptr %301, i64 16
  %309 = load i64, ptr %308, align 8
  %310 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %280) #24
  %311 = getelementptr float, ptr %310, i64 %17
  %312 = getelementptr float, ptr %311, i64 %307
  %313 = getelementptr float, ptr %312, i64 %309
  %314 = call float @llvm.fmuladd.f32(float %163, float 5.000000e-01, float %168)
  store float %314, ptr %313, align 4, !tbaa !5
  %315 = load ptr, ptr %231, align 8, !tbaa !28
  %316 = icmp eq ptr %315, null
  br i1 %316, label %341, label %317

317:                                              ; preds = %302
  %318 = getelementptr inbounds i8, ptr %315, i64 8
  %319 = load atomic i64, ptr %318 acquire, align 8
  %320 = icmp eq i64 %319, 4294967297
  %321 = trunc i64 %319 to i32
  br i1 %320, label %322, label %330

322:                                              ; preds = %317
  store i32 0, ptr %318, align 8, !tbaa !30
  %323 = getelementptr inbounds i8, ptr %315, i64 12
  store i32 0, ptr %323, align 4, !tbaa !32
  %324 = load ptr, ptr %315, align 8, !tbaa !33
  %325 = getelementptr inbounds i8, ptr %324, i64 16
  %326 = load ptr, ptr %325, align 8
  call void %326(ptr noundef nonnull align 8 dereferenceable(16) %315) #24
  %327 = load ptr, ptr %315, align 8, !tbaa !33
  %328 = getelementptr inbounds i8, ptr %327, i64 24
  %329 = load ptr, ptr %328, align 8
  call void %329(ptr noundef nonnull align 8 dereferenceable(16) %315) #24
  br label %341

330:                                              ; preds = %317
  %331 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !35
  %332 = icmp eq i8 %331, 0
  br i1 %332, label %335, label %333

333:                                              ; preds = %330
  %334 = add nsw i32 %321, -1
  store i32 %334, ptr %318, align 4, !tbaa !13
  br label %337

335:                                              ; preds = %330
  %336 = atomicrmw volatile add ptr %318, i32 -1 acq_rel, align 4
  br label %337

337:                                              ; preds = %335, %333
  %338 = phi i32 [ %321, %333 ], [ %336, %335 ]
  %339 = icmp eq i32 %338, 1
  br i1 %339, label %340, label %341, !prof !36

340:                                              ; preds = %337
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %315) #24
  br label %341

341:                                              ; preds = %340, %337, %322, %302
  %342 = load ptr, ptr %228, align 8, !tbaa !28
  %343 = icmp eq ptr %342, null
  br i1 %343, label %368, label %344

344:                                              ; preds = %341
  %345 = getelementptr inbounds i8, ptr %342, i64 8
  %346 = load atomic i64, ptr %345 acquire, align 8
  %347 = icmp eq i64 %346, 4294967297
  %348 = trunc i64 %346 to i32
  br i1 %347, label %349, label %357

349:                                              ; preds = %344
  store i32 0, ptr %345, align 8, !tbaa !30
  %350 = getelementptr inbounds i8, ptr %342, i64 12
  store i32 0, ptr %350, align 4, !tbaa !32
  %351 = load ptr, ptr %342, align 8, !tbaa !33
  %352 = getelementptr inbounds i8, ptr %351, i64 16
  %353 = load ptr, ptr %352, align 8
  call void %353(ptr noundef nonnull align 8 dereferenceable(16) %342) #24
  %354 = load ptr, ptr %342, align 8, !tbaa !33
  %355 = getelementptr inbounds i8, ptr %354, i64 24
  %356 = load ptr, ptr %355, align 8
  call void %356(ptr noundef nonnull align 8 dereferenceable(16) %342) #24
  br label %368

357:                                              ; preds = %344
  %358 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !35
  %359 = icmp eq i8 %358, 0
  br i1 %359, label %362, label %360

360:                                              ; preds = %357
  %361 = add nsw i32 %348, -1
  store i32 %361, ptr %345, align 4, !tbaa !13
  br label %364

362:                                              ; preds = %357
  %363 = atomicrmw volatile add ptr %345, i32 -1 acq_rel, align 4
  br label %364

364:                                              ; preds = %362, %360
  %365 = phi i32 [ %348, %360 ], [ %363, %362 ]
  %366 = icmp eq i32 %365, 1
  br i1 %366, label %367, label %368, !prof !36

367:                                              ; preds = %364
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %342) #24
  br label %368

368:                                              ; preds = %367, %364, %349, %341
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %11) #24
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %10) #24
  %369 = load ptr, ptr %80, align 8, !tbaa !28
  %370 = icmp eq ptr %369, null
  br i1 %370, label %395, label %371

371:                                              ; preds = %368
  %372 = getelementptr inbounds i8, ptr %369, i64 8
  %373 = load atomic i64, ptr %372 acquire, align 8
  %374 = icmp eq i64 %373, 4294967297
  %375 = trunc i64 %373 to i32
  br i1 %374, label %376, label %384

376:                                              ; preds = %371
  store i32 0, ptr %372, align 8, !tbaa !30
  %377 = getelementptr inbounds i8, ptr %369, i64 12
  store i32 0, ptr %377, align 4, !tbaa !32
  %378 = load ptr, ptr %369, align 8, !tbaa !33
  %379 = getelementptr inbounds i8, ptr %378, i64 16
  %380 = load ptr, ptr %379, align 8
  call void %380(ptr noundef nonnull align 8 dereferenceable(16) %369) #24
  %381 = load ptr, ptr %369, align 8, !tbaa !33
  %382 = getelementptr inbounds i8, ptr %381, i64 24
  %383 = load ptr, ptr %382, align 8
  call void %383(ptr noundef nonnull align 8 dereferenceable(16) %369) #24
  br label %395

384:                                              ; preds = %371
  %385 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !35
  %386 = icmp eq i8 %385, 0
  br i1 %386, label %389, label %387

387:                                              ; preds = %384
  %388 = add nsw i32 %375, -1
  store i32 %388, ptr %372, align 4, !tbaa !13
  br label %391

389:                                              ; preds = %384
  %390 = atomicrmw volatile add ptr %372, i32 -1 acq_rel, align 4
  br label %391

391:                                              ; preds = %389, %387
  %392 = phi i32 [ %375, %387 ], [ %390, %389 ]
  %393 = icmp eq i32 %392, 1
  br i1 %393, label %394, label %395, !prof !36

394:                                              ; preds = %391
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %369) #24
  br label %395

395:                                              ; preds = %394, %391, %376, %368
  %396 = load ptr, ptr %77, align 8, !tbaa !28
  %397 = icmp eq ptr %396, null
  br i1 %397, label %428, label %398

398:                                              ; preds = %395
  %399 = getelementptr inbounds i8, ptr %396, i64 8
  %400 = load atomic i64, ptr %399 acquire, align 8
  %401 = icmp eq i64 %400, 4294967297
  %402 = trunc i64 %400 to i32
  br i1 %401, label %403, label %411

403:                                              ; preds = %398
  store i32 0, ptr %399, align 8, !tbaa !30
  %404 = getelementptr inbounds i8, ptr %396, i64 12
  store i32 0, ptr %404, align 4, !tbaa !32
  %405 = load ptr, ptr %396, align 8, !tbaa !33
  %406 = getelementptr inbounds i8, ptr %405, i64 16
  %407 = load ptr, ptr %406, align 8
  call void %407(ptr noundef nonnull align 8 dereferenceable(16) %396) #24
  %408 = load ptr, ptr %396, align 8, !tbaa !33
  %409 = getelementptr inbounds i8, ptr %408, i64 24
  %410 = load ptr, ptr %409, align 8
  call void %410(ptr noundef nonnull align 8 dereferenceable(16) %396) #24
  br label %428

411:                                              ; preds = %398
  %412 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !35
  %413 = icmp eq i8 %412, 0
  br i1 %413, label %416, label %414

414:                                              ; preds = %411
  %415 = add nsw i32 %402, -1
  store i32 %415, ptr %399, align 4, !tbaa !13
  br label %418

416:                                              ; preds = %411
  %417 = atomicrmw volatile add ptr %399, i32 -1 acq_rel, align 4
  br label %418

418:                                              ; preds = %416, %414
  %419 = phi i32 [ %402, %414 ], [ %417, %416 ]
  %420 = icmp eq i32 %419, 1
  br i1 %420, label %421, label %428, !prof !36

421:                                              ; preds = %418
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %396) #24
  br label %428

422:                                              ; preds = %167, %165, %151, %147, %143, %139, %136, %134, %127
  %423 = landingpad { ptr, i32 }
          cleanup
  br label %426

424:                                              ; preds = %298, %294, %290, %287, %285, %278
  %425 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail15accessor_commonIfLi3ELNS0_6access4modeE1026ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIfLi3ELS4_1026ELS5_2014ELS6_0ESA_EEED2Ev(ptr noundef nonnull align 8 dereferenceable(104) %10) #24
  call void @_ZN4sycl3_V16detail15accessor_commonIfLi3ELNS0_6access4modeE1026ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi2ENS0_8accessorIfLi3ELS4_1026ELS5_2014ELS6_0ESA_EEED2Ev(ptr noundef nonnull align 8 dereferenceable(104) %11) #24
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %11) #24
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %10) #24
  br label %426

426:                                              ; preds = %424, %422
  %427 = phi { ptr, i32 } [ %425, %424 ], [ %423, %422 ]
  call void @_ZN4sycl3_V16detail15accessor_commonIfLi3ELNS0_6access4modeE1026ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIfLi3ELS4_1026ELS5_2014ELS6_0ESA_EEED2Ev(ptr noundef nonnull align 8 dereferenceable(104) %8) #24
  call void @_ZN4sycl3_V16detail15accessor_commonIfLi3ELNS0_6access4modeE1026ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi2ENS0_8accessorIfLi3ELS4_1026ELS5_2014ELS6_0ESA_EEED2Ev(ptr noundef nonnull align 8 dereferenceable(104) %9) #24
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %9) #24
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %8) #24
  resume { ptr, i32 } %427

428:                                              ; preds = %395, %403, %418, %421
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %9) #24
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %8) #24
  ret void
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail15accessor_commonIfLi3ELNS0_6access4modeE1026ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIfLi3ELS4_1026ELS5_2014ELS6_0ESA_EEED2Ev(ptr noundef nonnull align 8 dereferenceable(104) %0) unnamed_addr #7 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 32
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
  store i32 0, ptr %11, align 4, !tbaa !32
  %12 = load ptr, ptr %3, align 8, !tbaa !33
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  %15 = load ptr, ptr %3, align 8, !tbaa !33
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !35
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !13
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !36

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail15accessor_commonIfLi3ELNS0_6access4modeE1026ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi2ENS0_8accessorIfLi3ELS4_1026ELS5_2014ELS6_0ESA_EEED2Ev(ptr noundef nonnull align 8 dereferenceable(104) %0) unnamed_addr #7 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 32
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
  store i32 0, ptr %11, align 4, !tbaa !32
  %12 = load ptr, ptr %3, align 8, !tbaa !33
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  %15 = load ptr, ptr %3, align 8, !tbaa !33
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !35
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !13
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !36

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

declare noundef float @_ZN4sycl3_V111__fmax_implEff(float noundef, float noundef) local_unnamed_addr #8

declare noundef float @_ZN4sycl3_V111__fmin_implEff(float noundef, float noundef) local_unnamed_addr #8

declare noundef float @_ZN4sycl3_V111__fabs_implEf(float noundef) local_unnamed_addr #8

declare void @_ZN4sycl3_V17handler13setKernelFuncEPv(ptr noundef nonnull align 8 dereferenceable(176), ptr noundef) local_unnamed_addr #8

declare void @_ZN4sycl3_V17handler22setDeviceKernelInfoPtrEPNS0_6detail16DeviceKernelInfoE(ptr noundef nonnull align 8 dereferenceable(176), ptr noundef) local_unnamed_addr #8

declare void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(176), i32 noundef) local_unnamed_addr #8

; Function Attrs: nofree nounwind
declare i32 @__cxa_guard_acquire(ptr) local_unnamed_addr #19

declare noundef nonnull align 1 ptr @_ZN4sycl3_V16detail19getDeviceKernelInfoERKNS1_27compile_time_kernel_info_v123CompileTimeKernelInfoTyE(ptr noundef nonnull align 8 dereferenceable(81)) local_unnamed_addr #8

; Function Attrs: nofree nounwind
declare void @__cxa_guard_abort(ptr) local_unnamed_addr #19

; Function Attrs: nofree nounwind
declare void @__cxa_guard_release(ptr) local_unnamed_addr #19

; Function Attrs: mustprogress uwtable
define internal void @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZ4mainEUlRNS0_7handlerEE0_E4callEPKvS5_(ptr nocapture noundef readonly %0, ptr noundef nonnull align 8 dereferenceable(176) %1) #4 align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.sycl::_V1::range.19", align 8
  %4 = alloca %"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view", align 8
  %5 = alloca %"struct.sycl::_V1::detail::compile_time_kernel_info_v1::CompileTimeKernelInfoTy", align 8
  %6 = alloca %"struct.sycl::_V1::detail::kernel_launch_properties_v1::PropsHolder", align 8
  %7 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %8 = alloca %"class.sycl::_V1::accessor.196", align 8
  %9 = alloca %"class.sycl::_V1::property_list", align 8
  %10 = alloca %class.anon.201, align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #24
  %11 = load ptr, ptr %0, align 8, !tbaa !265
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %9, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7)
  store ptr @.str, ptr %7, align 8
  %12 = getelementptr inbounds i8, ptr %7, i64 8
  store ptr @.str.16, ptr %12, align 8
  %13 = getelementptr inbounds i8, ptr %7, i64 16
  store i32 72, ptr %13, align 8
  %14 = getelementptr inbounds i8, ptr %7, i64 20
  store i32 22, ptr %14, align 4
  invoke void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_vEERNS0_7handlerENS0_5rangeILi1EEENS0_2idILi1EEERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %8, ptr noundef nonnull align 8 dereferenceable(33) %11, ptr noundef nonnull align 8 dereferenceable(176) %1, i64 64, i64 0, ptr noundef nonnull align 8 dereferenceable(32) %9, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %7)
          to label %15 unwind label %203

15:                                               ; preds = %2
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7)
  %16 = getelementptr inbounds i8, ptr %9, i64 8
  %17 = load ptr, ptr %16, align 8, !tbaa !25
  %18 = getelementptr inbounds i8, ptr %9, i64 16
  %19 = load ptr, ptr %18, align 8, !tbaa !27
  %20 = icmp eq ptr %17, %19
  br i1 %20, label %55, label %21

21:                                               ; preds = %15, %50
  %22 = phi ptr [ %51, %50 ], [ %17, %15 ]
  %23 = getelementptr inbounds i8, ptr %22, i64 8
  %24 = load ptr, ptr %23, align 8, !tbaa !28
  %25 = icmp eq ptr %24, null
  br i1 %25, label %50, label %26

26:                                               ; preds = %21
  %27 = getelementptr inbounds i8, ptr %24, i64 8
  %28 = load atomic i64, ptr %27 acquire, align 8
  %29 = icmp eq i64 %28, 4294967297
  %30 = trunc i64 %28 to i32
  br i1 %29, label %31, label %39

31:                                               ; preds = %26
  store i32 0, ptr %27, align 8, !tbaa !30
  %32 = getelementptr inbounds i8, ptr %24, i64 12
  store i32 0, ptr %32, align 4, !tbaa !32
  %33 = load ptr, ptr %24, align 8, !tbaa !33
  %34 = getelementptr inbounds i8, ptr %33, i64 16
  %35 = load ptr, ptr %34, align 8
  call void %35(ptr noundef nonnull align 8 dereferenceable(16) %24) #24
  %36 = load ptr, ptr %24, align 8, !tbaa !33
  %37 = getelementptr inbounds i8, ptr %36, i64 24
  %38 = load ptr, ptr %37, align 8
  call void %38(ptr noundef nonnull align 8 dereferenceable(16) %24) #24
  br label %50

39:                                               ; preds = %26
  %40 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !35
  %41 = icmp eq i8 %40, 0
  br i1 %41, label %44, label %42

42:                                               ; preds = %39
  %43 = add nsw i32 %30, -1
  store i32 %43, ptr %27, align 4, !tbaa !13
  br label %46

44:                                               ; preds = %39
  %45 = atomicrmw volatile add ptr %27, i32 -1 acq_rel, align 4
  br label %46

46:                                               ; preds = %44, %42
  %47 = phi i32 [ %30, %42 ], [ %45, %44 ]
  %48 = icmp eq i32 %47, 1
  br i1 %48, label %49, label %50, !prof !36

49:                                               ; preds = %46
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %24) #24
  br label %50

50:                                               ; preds = %49, %46, %31, %21
  %51 = getelementptr inbounds i8, ptr %22, i64 16
  %52 = icmp eq ptr %51, %19
  br i1 %52, label %53, label %21, !llvm.loop !37

53:                                               ; preds = %50
  %54 = load ptr, ptr %16, align 8, !tbaa !25
  br label %55

55:                                               ; preds = %53, %15
  %56 = phi ptr [ %54, %53 ], [ %17, %15 ]
  %57 = icmp eq ptr %56, null
  br i1 %57, label %64, label %58

58:                                               ; preds = %55
  %59 = getelementptr inbounds i8, ptr %9, i64 24
  %60 = load ptr, ptr %59, align 8, !tbaa !38
  %61 = ptrtoint ptr %60 to i64
  %62 = ptrtoint ptr %56 to i64
  %63 = sub i64 %61, %62
  call void @_ZdlPvm(ptr noundef nonnull %56, i64 noundef %63) #26
  br label %64

64:                                               ; preds = %58, %55
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #24
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #24
  %65 = load ptr, ptr %8, align 8, !tbaa !178
  store ptr %65, ptr %10, align 8, !tbaa !178
  %66 = getelementptr inbounds i8, ptr %10, i64 8
  %67 = getelementptr inbounds i8, ptr %8, i64 8
  %68 = load ptr, ptr %67, align 8, !tbaa !28
  store ptr %68, ptr %66, align 8, !tbaa !28
  %69 = icmp eq ptr %68, null
  br i1 %69, label %79, label %70

70:                                               ; preds = %64
  %71 = getelementptr inbounds i8, ptr %68, i64 8
  %72 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !35
  %73 = icmp eq i8 %72, 0
  br i1 %73, label %77, label %74

74:                                               ; preds = %70
  %75 = load i32, ptr %71, align 4, !tbaa !13
  %76 = add nsw i32 %75, 1
  store i32 %76, ptr %71, align 4, !tbaa !13
  br label %79

77:                                               ; preds = %70
  %78 = atomicrmw volatile add ptr %71, i32 1 acq_rel, align 4
  br label %79

79:                                               ; preds = %77, %74, %64
  %80 = getelementptr inbounds i8, ptr %10, i64 16
  %81 = getelementptr inbounds i8, ptr %8, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %80, ptr noundef nonnull align 8 dereferenceable(16) %81, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 88, ptr nonnull %5) #24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(88) %5, ptr noundef nonnull align 8 dereferenceable(88) @__const._ZN4sycl3_V17handler19setDeviceKernelInfoI7Ranged2EEvPv.Info, i64 88, i1 false)
  %82 = invoke noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(176) %1)
          to label %83 unwind label %205

83:                                               ; preds = %79
  %84 = icmp eq i32 %82, 0
  br i1 %84, label %94, label %85

85:                                               ; preds = %83
  %86 = call ptr @__cxa_allocate_exception(i64 64) #24
  %87 = call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #24
  %88 = extractvalue { i32, ptr } %87, 0
  %89 = extractvalue { i32, ptr } %87, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %86, i32 %88, ptr %89, ptr noundef nonnull @.str.25)
          to label %90 unwind label %92

90:                                               ; preds = %85
  invoke void @__cxa_throw(ptr nonnull %86, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #27
          to label %91 unwind label %205

91:                                               ; preds = %90
  unreachable

92:                                               ; preds = %85
  %93 = landingpad { ptr, i32 }
          cleanup
  call void @__cxa_free_exception(ptr %86) #24
  br label %207

94:                                               ; preds = %83
  invoke void @_ZNK4sycl3_V17handler28throwOnKernelParameterMisuseERKNS0_6detail27compile_time_kernel_info_v123CompileTimeKernelInfoTyE(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull align 8 dereferenceable(81) %5)
          to label %95 unwind label %205

95:                                               ; preds = %94
  %96 = load ptr, ptr %5, align 8, !tbaa !19
  %97 = getelementptr inbounds i8, ptr %5, i64 8
  %98 = load i64, ptr %97, align 8, !tbaa !39
  invoke void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr %96, i64 %98)
          to label %99 unwind label %205

99:                                               ; preds = %95
  call void @llvm.lifetime.start.p0(i64 152, ptr nonnull %6) #24
  %100 = getelementptr inbounds i8, ptr %6, i64 8
  store i8 0, ptr %100, align 8, !tbaa !180, !alias.scope !267
  %101 = getelementptr inbounds i8, ptr %6, i64 18
  store i8 0, ptr %101, align 2, !tbaa !187, !alias.scope !267
  %102 = getelementptr inbounds i8, ptr %6, i64 20
  store i8 0, ptr %102, align 4, !tbaa !189, !alias.scope !267
  %103 = getelementptr inbounds i8, ptr %6, i64 28
  store i8 0, ptr %103, align 4, !tbaa !191, !alias.scope !267
  %104 = getelementptr inbounds i8, ptr %6, i64 36
  store i8 0, ptr %104, align 4, !tbaa !193, !alias.scope !267
  %105 = getelementptr inbounds i8, ptr %6, i64 44
  store i8 0, ptr %105, align 4, !tbaa !191, !alias.scope !267
  %106 = getelementptr inbounds i8, ptr %6, i64 52
  store i8 0, ptr %106, align 4, !tbaa !193, !alias.scope !267
  %107 = getelementptr inbounds i8, ptr %6, i64 60
  store i8 0, ptr %107, align 4, !tbaa !191, !alias.scope !267
  %108 = getelementptr inbounds i8, ptr %6, i64 68
  store i8 0, ptr %108, align 4, !tbaa !193, !alias.scope !267
  %109 = getelementptr inbounds i8, ptr %6, i64 80
  store i8 0, ptr %109, align 8, !tbaa !195, !alias.scope !267
  %110 = getelementptr inbounds i8, ptr %6, i64 104
  store i8 0, ptr %110, align 8, !tbaa !197, !alias.scope !267
  %111 = getelementptr inbounds i8, ptr %6, i64 136
  store i8 0, ptr %111, align 8, !tbaa !199, !alias.scope !267
  %112 = getelementptr inbounds i8, ptr %6, i64 144
  store i8 1, ptr %112, align 8, !tbaa !201, !alias.scope !267
  invoke void @_ZN4sycl3_V17handler25setKernelLaunchPropertiesERKNS0_6detail27kernel_launch_properties_v111PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS5_5intel12experimental12cache_configENS7_17use_root_sync_keyENS7_23work_group_progress_keyENS7_22sub_group_progress_keyENS7_22work_item_progress_keyENS7_4cuda12cluster_sizeILi1EEENSH_ILi2EEENSH_ILi3EEEEEE(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull align 8 dereferenceable(145) %6)
          to label %113 unwind label %205

113:                                              ; preds = %99
  call void @llvm.lifetime.end.p0(i64 152, ptr nonnull %6) #24
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4)
  store i64 64, ptr %3, align 8
  store ptr %3, ptr %4, align 8, !tbaa !232
  %114 = getelementptr inbounds i8, ptr %4, i64 8
  %115 = getelementptr inbounds i8, ptr %4, i64 24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %114, i8 0, i64 16, i1 false)
  store i64 1, ptr %115, align 8, !tbaa !234
  invoke void @_ZN4sycl3_V17handler20setNDRangeDescriptorENS0_6detail16nd_range_view_v113nd_range_viewEb(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull byval(%"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view") align 8 %4, i1 noundef zeroext false)
          to label %116 unwind label %205

116:                                              ; preds = %113
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4)
  %117 = getelementptr inbounds i8, ptr %1, i64 144
  %118 = invoke noalias noundef nonnull dereferenceable(40) ptr @_Znwm(i64 noundef 40) #23
          to label %119 unwind label %205

119:                                              ; preds = %116
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %118, align 8, !tbaa !33
  %120 = getelementptr inbounds i8, ptr %118, i64 8
  %121 = load ptr, ptr %10, align 8, !tbaa !178
  store ptr %121, ptr %120, align 8, !tbaa !178
  %122 = getelementptr inbounds i8, ptr %118, i64 16
  %123 = load ptr, ptr %66, align 8, !tbaa !28
  store ptr %123, ptr %122, align 8, !tbaa !28
  %124 = icmp eq ptr %123, null
  br i1 %124, label %134, label %125

125:                                              ; preds = %119
  %126 = getelementptr inbounds i8, ptr %123, i64 8
  %127 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !35
  %128 = icmp eq i8 %127, 0
  br i1 %128, label %132, label %129

129:                                              ; preds = %125
  %130 = load i32, ptr %126, align 4, !tbaa !13
  %131 = add nsw i32 %130, 1
  store i32 %131, ptr %126, align 4, !tbaa !13
  br label %134

132:                                              ; preds = %125
  %133 = atomicrmw volatile add ptr %126, i32 1 acq_rel, align 4
  br label %134

134:                                              ; preds = %132, %129, %119
  %135 = getelementptr inbounds i8, ptr %118, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %135, ptr noundef nonnull readonly align 8 dereferenceable(16) %80, i64 16, i1 false)
  %136 = load ptr, ptr %117, align 8, !tbaa !19
  store ptr %118, ptr %117, align 8, !tbaa !19
  %137 = icmp eq ptr %136, null
  br i1 %137, label %142, label %138

138:                                              ; preds = %134
  %139 = load ptr, ptr %136, align 8, !tbaa !33
  %140 = getelementptr inbounds i8, ptr %139, i64 16
  %141 = load ptr, ptr %140, align 8
  call void %141(ptr noundef nonnull align 8 dereferenceable(8) %136) #24
  br label %142

142:                                              ; preds = %138, %134
  invoke void @_ZN4sycl3_V17handler23instantiateKernelOnHostEPv(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull @_ZN4sycl3_V16detail16runKernelWithArgINS0_4itemILi1ELb1EEEZZ4mainENKUlRNS0_7handlerEE0_clES6_EUlNS0_2idILi1EEEE_Lb0EEEvT0_T_RKSt17integral_constantIbXT1_EE)
          to label %143 unwind label %205

143:                                              ; preds = %142
  %144 = load ptr, ptr %117, align 8, !tbaa !19
  %145 = load ptr, ptr %144, align 8, !tbaa !33
  %146 = load ptr, ptr %145, align 8
  %147 = invoke noundef ptr %146(ptr noundef nonnull align 8 dereferenceable(8) %144)
          to label %148 unwind label %205

148:                                              ; preds = %143
  invoke void @_ZN4sycl3_V17handler19setDeviceKernelInfoI7Ranged2EEvPv(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef %147)
          to label %149 unwind label %205

149:                                              ; preds = %148
  call void @llvm.lifetime.end.p0(i64 88, ptr nonnull %5) #24
  %150 = load ptr, ptr %66, align 8, !tbaa !28
  %151 = icmp eq ptr %150, null
  br i1 %151, label %176, label %152

152:                                              ; preds = %149
  %153 = getelementptr inbounds i8, ptr %150, i64 8
  %154 = load atomic i64, ptr %153 acquire, align 8
  %155 = icmp eq i64 %154, 4294967297
  %156 = trunc i64 %154 to i32
  br i1 %155, label %157, label %165

157:                                              ; preds = %152
  store i32 0, ptr %153, align 8, !tbaa !30
  %158 = getelementptr inbounds i8, ptr %150, i64 12
  store i32 0, ptr %158, align 4, !tbaa !32
  %159 = load ptr, ptr %150, align 8, !tbaa !33
  %160 = getelementptr inbounds i8, ptr %159, i64 16
  %161 = load ptr, ptr %160, align 8
  call void %161(ptr noundef nonnull align 8 dereferenceable(16) %150) #24
  %162 = load ptr, ptr %150, align 8, !tbaa !33
  %163 = getelementptr inbounds i8, ptr %162, i64 24
  %164 = load ptr, ptr %163, align 8
  call void %164(ptr noundef nonnull align 8 dereferenceable(16) %150) #24
  br label %176

165:                                              ; preds = %152
  %166 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !35
  %167 = icmp eq i8 %166, 0
  br i1 %167, label %170, label %168

168:                                              ; preds = %165
  %169 = add nsw i32 %156, -1
  store i32 %169, ptr %153, align 4, !tbaa !13
  br label %172

170:                                              ; preds = %165
  %171 = atomicrmw volatile add ptr %153, i32 -1 acq_rel, align 4
  br label %172

172:                                              ; preds = %170, %168
  %173 = phi i32 [ %156, %168 ], [ %171, %170 ]
  %174 = icmp eq i32 %173, 1
  br i1 %174, label %175, label %176, !prof !36

175:                                              ; preds = %172
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %150) #24
  br label %176

176:                                              ; preds = %175, %172, %157, %149
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #24
  %177 = load ptr, ptr %67, align 8, !tbaa !28
  %178 = icmp eq ptr %177, null
  br i1 %178, label %211, label %179

179:                                              ; preds = %176
  %180 = getelementptr inbounds i8, ptr %177, i64 8
  %181 = load atomic i64, ptr %180 acquire, align 8
  %182 = icmp eq i64 %181, 4294967297
  %183 = trunc i64 %181 to i32
  br i1 %182, label %184, label %192

184:                                              ; preds = %179
  store i32 0, ptr %180, align 8, !tbaa !30
  %185 = getelementptr inbounds i8, ptr %177, i64 12
  store i32 0, ptr %185, align 4, !tbaa !32
  %186 = load ptr, ptr %177, align 8, !tbaa !33
  %187 = getelementptr inbounds i8, ptr %186, i64 16
  %188 = load ptr, ptr %187, align 8
  call void %188(ptr noundef nonnull align 8 dereferenceable(16) %177) #24
  %189 = load ptr, ptr %177, align 8, !tbaa !33
  %190 = getelementptr inbounds i8, ptr %189, i64 24
  %191 = load ptr, ptr %190, align 8
  call void %191(ptr noundef nonnull align 8 dereferenceable(16) %177) #24
  br label %211

192:                                              ; preds = %179
  %193 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !35
  %194 = icmp eq i8 %193, 0
  br i1 %194, label %197, label %195

195:                                              ; preds = %192
  %196 = add nsw i32 %183, -1
  store i32 %196, ptr %180, align 4, !tbaa !13
  br label %199

197:                                              ; preds = %192
  %198 = atomicrmw volatile add ptr %180, i32 -1 acq_rel, align 4
  br label %199

199:                                              ; preds = %197, %195
  %200 = phi i32 [ %183, %195 ], [ %198, %197 ]
  %201 = icmp eq i32 %200, 1
  br i1 %201, label %202, label %211, !prof !36

202:                                              ; preds = %199
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %177) #24
  br label %211

203:                                              ; preds = %2
  %204 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %9) #24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #24
  br label %209

205:                                              ; preds = %148, %143, %142, %116, %113, %99, %95, %94, %90, %79
  %206 = landingpad { ptr, i32 }
          cleanup
  br label %207

207:                                              ; preds = %205, %92
  %208 = phi { ptr, i32 } [ %206, %205 ], [ %93, %92 ]
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(32) %10) #24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #24
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %8) #24
  br label %209

209:                                              ; preds = %207, %203
  %210 = phi { ptr, i32 } [ %208, %207 ], [ %204, %203 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #24
  resume { ptr, i32 } %210

211:                                              ; preds = %176, %184, %199, %202
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #24
  ret void
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define internal fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr nocapture noundef nonnull readonly align 8 dereferenceable(32) %0) unnamed_addr #7 align 2 personality ptr @__gxx_personality_v0 {
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
  store i32 0, ptr %11, align 4, !tbaa !32
  %12 = load ptr, ptr %3, align 8, !tbaa !33
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  %15 = load ptr, ptr %3, align 8, !tbaa !33
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !35
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !13
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !36

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_vEERNS0_7handlerENS0_5rangeILi1EEENS0_2idILi1EEERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(33) %1, ptr noundef nonnull align 8 dereferenceable(176) %2, i64 %3, i64 %4, ptr noundef nonnull align 8 dereferenceable(32) %5, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %6) unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %8 = alloca %"class.sycl::_V1::id", align 8
  %9 = alloca %"class.sycl::_V1::range", align 8
  %10 = alloca %"class.sycl::_V1::range", align 8
  %11 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  store i64 %4, ptr %8, align 8, !tbaa !39, !alias.scope !272
  %12 = getelementptr inbounds i8, ptr %8, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %12, i8 0, i64 16, i1 false), !tbaa !39, !alias.scope !272
  store i64 %3, ptr %9, align 8, !tbaa !39, !alias.scope !275
  %13 = getelementptr inbounds i8, ptr %9, i64 8
  store i64 1, ptr %13, align 8, !tbaa !39, !alias.scope !275
  %14 = getelementptr inbounds i8, ptr %9, i64 16
  store i64 1, ptr %14, align 8, !tbaa !39, !alias.scope !275
  %15 = getelementptr inbounds i8, ptr %1, i64 16
  %16 = load i64, ptr %15, align 8
  store i64 %16, ptr %10, align 8, !tbaa !39, !alias.scope !278
  %17 = getelementptr inbounds i8, ptr %10, i64 8
  store i64 1, ptr %17, align 8, !tbaa !39, !alias.scope !278
  %18 = getelementptr inbounds i8, ptr %10, i64 16
  store i64 1, ptr %18, align 8, !tbaa !39, !alias.scope !278
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %11) #24
  %19 = load i64, ptr %5, align 8
  %20 = getelementptr inbounds i8, ptr %5, i64 8
  %21 = getelementptr inbounds i8, ptr %5, i64 16
  %22 = load ptr, ptr %21, align 8, !tbaa !19
  %23 = load ptr, ptr %20, align 8, !tbaa !19
  %24 = ptrtoint ptr %22 to i64
  %25 = ptrtoint ptr %23 to i64
  %26 = sub i64 %24, %25
  %27 = icmp eq ptr %22, %23
  br i1 %27, label %54, label %28

28:                                               ; preds = %7
  %29 = icmp ugt i64 %26, 9223372036854775792
  br i1 %29, label %30, label %31, !prof !36

30:                                               ; preds = %28
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #27
  unreachable

31:                                               ; preds = %28
  %32 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %26) #23
  br label %33

33:                                               ; preds = %50, %31
  %34 = phi ptr [ %52, %50 ], [ %32, %31 ]
  %35 = phi ptr [ %51, %50 ], [ %23, %31 ]
  %36 = load ptr, ptr %35, align 8, !tbaa !235
  store ptr %36, ptr %34, align 8, !tbaa !235
  %37 = getelementptr inbounds i8, ptr %34, i64 8
  %38 = getelementptr inbounds i8, ptr %35, i64 8
  %39 = load ptr, ptr %38, align 8, !tbaa !28
  store ptr %39, ptr %37, align 8, !tbaa !28
  %40 = icmp eq ptr %39, null
  br i1 %40, label %50, label %41

41:                                               ; preds = %33
  %42 = getelementptr inbounds i8, ptr %39, i64 8
  %43 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !35
  %44 = icmp eq i8 %43, 0
  br i1 %44, label %48, label %45

45:                                               ; preds = %41
  %46 = load i32, ptr %42, align 4, !tbaa !13
  %47 = add nsw i32 %46, 1
  store i32 %47, ptr %42, align 4, !tbaa !13
  br label %50

48:                                               ; preds = %41
  %49 = atomicrmw volatile add ptr %42, i32 1 acq_rel, align 4
  br label %50

50:                                               ; preds = %48, %45, %33
  %51 = getelementptr inbounds i8, ptr %35, i64 16
  %52 = getelementptr inbounds i8, ptr %34, i64 16
  %53 = icmp eq ptr %51, %22
  br i1 %53, label %54, label %33, !llvm.loop !237

54:                                               ; preds = %50, %7
  %55 = phi ptr [ null, %7 ], [ %32, %50 ]
  %56 = phi ptr [ null, %7 ], [ %52, %50 ]
  %57 = getelementptr inbounds i8, ptr %55, i64 %26
  store i64 %19, ptr %11, align 8
  %58 = getelementptr inbounds i8, ptr %11, i64 8
  store ptr %55, ptr %58, align 8, !tbaa !25
  %59 = getelementptr inbounds i8, ptr %11, i64 16
  store ptr %56, ptr %59, align 8, !tbaa !27
  %60 = getelementptr inbounds i8, ptr %11, i64 24
  store ptr %57, ptr %60, align 8, !tbaa !38
  %61 = load ptr, ptr %1, align 8, !tbaa !132
  %62 = icmp eq ptr %61, null
  br i1 %62, label %63, label %64

63:                                               ; preds = %54
  tail call void @__assert_fail(ptr noundef nonnull @.str.18, ptr noundef nonnull @.str.19, i32 noundef 29, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS8_) #25
  unreachable

64:                                               ; preds = %54
  %65 = and i64 %19, 16
  %66 = icmp eq i64 %65, 0
  %67 = select i1 %66, i32 1026, i32 1028
  %68 = getelementptr inbounds i8, ptr %1, i64 24
  %69 = load i64, ptr %68, align 8, !tbaa !154
  %70 = getelementptr inbounds i8, ptr %1, i64 32
  %71 = load i8, ptr %70, align 8, !tbaa !158, !range !82, !noundef !83
  %72 = trunc nuw i8 %71 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %8, ptr noundef nonnull byval(%"class.sycl::_V1::range") align 8 %9, ptr noundef nonnull byval(%"class.sycl::_V1::range") align 8 %10, i32 noundef %67, ptr noundef nonnull %61, i32 noundef 1, i32 noundef 4, i64 noundef %69, i1 noundef zeroext %72, ptr noundef nonnull align 8 dereferenceable(32) %5)
          to label %73 unwind label %195

73:                                               ; preds = %64
  %74 = icmp eq ptr %55, %56
  br i1 %74, label %109, label %75

75:                                               ; preds = %73, %104
  %76 = phi ptr [ %105, %104 ], [ %55, %73 ]
  %77 = getelementptr inbounds i8, ptr %76, i64 8
  %78 = load ptr, ptr %77, align 8, !tbaa !28
  %79 = icmp eq ptr %78, null
  br i1 %79, label %104, label %80

80:                                               ; preds = %75
  %81 = getelementptr inbounds i8, ptr %78, i64 8
  %82 = load atomic i64, ptr %81 acquire, align 8
  %83 = icmp eq i64 %82, 4294967297
  %84 = trunc i64 %82 to i32
  br i1 %83, label %85, label %93

85:                                               ; preds = %80
  store i32 0, ptr %81, align 8, !tbaa !30
  %86 = getelementptr inbounds i8, ptr %78, i64 12
  store i32 0, ptr %86, align 4, !tbaa !32
  %87 = load ptr, ptr %78, align 8, !tbaa !33
  %88 = getelementptr inbounds i8, ptr %87, i64 16
  %89 = load ptr, ptr %88, align 8
  tail call void %89(ptr noundef nonnull align 8 dereferenceable(16) %78) #24
  %90 = load ptr, ptr %78, align 8, !tbaa !33
  %91 = getelementptr inbounds i8, ptr %90, i64 24
  %92 = load ptr, ptr %91, align 8
  tail call void %92(ptr noundef nonnull align 8 dereferenceable(16) %78) #24
  br label %104

93:                                               ; preds = %80
  %94 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !35
  %95 = icmp eq i8 %94, 0
  br i1 %95, label %98, label %96

96:                                               ; preds = %93
  %97 = add nsw i32 %84, -1
  store i32 %97, ptr %81, align 4, !tbaa !13
  br label %100

98:                                               ; preds = %93
  %99 = atomicrmw volatile add ptr %81, i32 -1 acq_rel, align 4
  br label %100

100:                                              ; preds = %98, %96
  %101 = phi i32 [ %84, %96 ], [ %99, %98 ]
  %102 = icmp eq i32 %101, 1
  br i1 %102, label %103, label %104, !prof !36

103:                                              ; preds = %100
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %78) #24
  br label %104

104:                                              ; preds = %103, %100, %85, %75
  %105 = getelementptr inbounds i8, ptr %76, i64 16
  %106 = icmp eq ptr %105, %56
  br i1 %106, label %107, label %75, !llvm.loop !37

107:                                              ; preds = %104
  %108 = load ptr, ptr %58, align 8, !tbaa !25
  br label %109

109:                                              ; preds = %107, %73
  %110 = phi ptr [ %108, %107 ], [ %55, %73 ]
  %111 = icmp eq ptr %110, null
  br i1 %111, label %117, label %112

112:                                              ; preds = %109
  %113 = load ptr, ptr %60, align 8, !tbaa !38
  %114 = ptrtoint ptr %113 to i64
  %115 = ptrtoint ptr %110 to i64
  %116 = sub i64 %114, %115
  tail call void @_ZdlPvm(ptr noundef nonnull %110, i64 noundef %116) #26
  br label %117

117:                                              ; preds = %109, %112
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #24
  %118 = getelementptr inbounds i8, ptr %0, i64 16
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %118, i8 0, i64 16, i1 false)
  %119 = load ptr, ptr %21, align 8, !tbaa !19
  %120 = load ptr, ptr %20, align 8, !tbaa !19
  %121 = ptrtoint ptr %119 to i64
  %122 = ptrtoint ptr %120 to i64
  %123 = sub i64 %121, %122
  %124 = icmp eq ptr %119, %120
  br i1 %124, label %185, label %125

125:                                              ; preds = %117
  %126 = icmp ugt i64 %123, 9223372036854775792
  br i1 %126, label %127, label %129, !prof !36

127:                                              ; preds = %125
  invoke void @_ZSt28__throw_bad_array_new_lengthv() #27
          to label %128 unwind label %199

128:                                              ; preds = %127
  unreachable

129:                                              ; preds = %125
  %130 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %123) #23
          to label %131 unwind label %199

131:                                              ; preds = %129, %148
  %132 = phi ptr [ %150, %148 ], [ %130, %129 ]
  %133 = phi ptr [ %149, %148 ], [ %120, %129 ]
  %134 = load ptr, ptr %133, align 8, !tbaa !235
  store ptr %134, ptr %132, align 8, !tbaa !235
  %135 = getelementptr inbounds i8, ptr %132, i64 8
  %136 = getelementptr inbounds i8, ptr %133, i64 8
  %137 = load ptr, ptr %136, align 8, !tbaa !28
  store ptr %137, ptr %135, align 8, !tbaa !28
  %138 = icmp eq ptr %137, null
  br i1 %138, label %148, label %139

139:                                              ; preds = %131
  %140 = getelementptr inbounds i8, ptr %137, i64 8
  %141 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !35
  %142 = icmp eq i8 %141, 0
  br i1 %142, label %146, label %143

143:                                              ; preds = %139
  %144 = load i32, ptr %140, align 4, !tbaa !13
  %145 = add nsw i32 %144, 1
  store i32 %145, ptr %140, align 4, !tbaa !13
  br label %148

146:                                              ; preds = %139
  %147 = atomicrmw volatile add ptr %140, i32 1 acq_rel, align 4
  br label %148

148:                                              ; preds = %146, %143, %131
  %149 = getelementptr inbounds i8, ptr %133, i64 16
  %150 = getelementptr inbounds i8, ptr %132, i64 16
  %151 = icmp eq ptr %149, %119
  br i1 %151, label %152, label %131, !llvm.loop !237

152:                                              ; preds = %148, %181
  %153 = phi ptr [ %182, %181 ], [ %130, %148 ]
  %154 = getelementptr inbounds i8, ptr %153, i64 8
  %155 = load ptr, ptr %154, align 8, !tbaa !28
  %156 = icmp eq ptr %155, null
  br i1 %156, label %181, label %157

157:                                              ; preds = %152
  %158 = getelementptr inbounds i8, ptr %155, i64 8
  %159 = load atomic i64, ptr %158 acquire, align 8
  %160 = icmp eq i64 %159, 4294967297
  %161 = trunc i64 %159 to i32
  br i1 %160, label %162, label %170

162:                                              ; preds = %157
  store i32 0, ptr %158, align 8, !tbaa !30
  %163 = getelementptr inbounds i8, ptr %155, i64 12
  store i32 0, ptr %163, align 4, !tbaa !32
  %164 = load ptr, ptr %155, align 8, !tbaa !33
  %165 = getelementptr inbounds i8, ptr %164, i64 16
  %166 = load ptr, ptr %165, align 8
  tail call void %166(ptr noundef nonnull align 8 dereferenceable(16) %155) #24
  %167 = load ptr, ptr %155, align 8, !tbaa !33
  %168 = getelementptr inbounds i8, ptr %167, i64 24
  %169 = load ptr, ptr %168, align 8
  tail call void %169(ptr noundef nonnull align 8 dereferenceable(16) %155) #24
  br label %181

170:                                              ; preds = %157
  %171 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !35
  %172 = icmp eq i8 %171, 0
  br i1 %172, label %175, label %173

173:                                              ; preds = %170
  %174 = add nsw i32 %161, -1
  store i32 %174, ptr %158, align 4, !tbaa !13
  br label %177

175:                                              ; preds = %170
  %176 = atomicrmw volatile add ptr %158, i32 -1 acq_rel, align 4
  br label %177

177:                                              ; preds = %175, %173
  %178 = phi i32 [ %161, %173 ], [ %176, %175 ]
  %179 = icmp eq i32 %178, 1
  br i1 %179, label %180, label %181, !prof !36

180:                                              ; preds = %177
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %155) #24
  br label %181

181:                                              ; preds = %180, %177, %162, %152
  %182 = getelementptr inbounds i8, ptr %153, i64 16
  %183 = icmp eq ptr %153, %132
  br i1 %183, label %184, label %152, !llvm.loop !37

184:                                              ; preds = %181
  tail call void @_ZdlPvm(ptr noundef nonnull %130, i64 noundef %123) #26
  br label %185

185:                                              ; preds = %117, %184
  %186 = load i64, ptr %15, align 8
  %187 = add i64 %4, %3
  %188 = icmp ugt i64 %187, %186
  br i1 %188, label %189, label %203

189:                                              ; preds = %185
  %190 = tail call ptr @__cxa_allocate_exception(i64 64) #24
  %191 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #24
  %192 = extractvalue { i32, ptr } %191, 0
  %193 = extractvalue { i32, ptr } %191, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %190, i32 %192, ptr %193, ptr noundef nonnull @.str.29)
          to label %194 unwind label %201

194:                                              ; preds = %189
  invoke void @__cxa_throw(ptr nonnull %190, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #27
          to label %231 unwind label %197

195:                                              ; preds = %64
  %196 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %11) #24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #24
  br label %229

197:                                              ; preds = %224, %220, %218, %216, %214, %212, %203, %210, %205, %194
  %198 = landingpad { ptr, i32 }
          cleanup
  br label %227

199:                                              ; preds = %129, %127
  %200 = landingpad { ptr, i32 }
          cleanup
  br label %227

201:                                              ; preds = %189
  %202 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %190) #24
  br label %227

203:                                              ; preds = %185
  %204 = invoke noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %205 unwind label %197

205:                                              ; preds = %203
  store ptr %204, ptr %118, align 8, !tbaa !281
  invoke void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(176) %2, ptr noundef nonnull %0, i32 noundef 2014)
          to label %206 unwind label %197

206:                                              ; preds = %205
  %207 = load ptr, ptr %1, align 8, !tbaa !132
  %208 = icmp eq ptr %207, null
  br i1 %208, label %209, label %210

209:                                              ; preds = %206
  tail call void @__assert_fail(ptr noundef nonnull @.str.18, ptr noundef nonnull @.str.19, i32 noundef 29, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS8_) #25
  unreachable

210:                                              ; preds = %206
  %211 = load ptr, ptr %0, align 8, !tbaa !178
  invoke void @_ZN4sycl3_V16detail23constructorNotificationEPvS2_NS0_6access6targetENS3_4modeERKNS1_13code_locationE(ptr noundef nonnull %207, ptr noundef %211, i32 noundef 2014, i32 noundef 1026, ptr noundef nonnull align 8 dereferenceable(24) %6)
          to label %212 unwind label %197

212:                                              ; preds = %210
  %213 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %214 unwind label %197

214:                                              ; preds = %212
  %215 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %216 unwind label %197

216:                                              ; preds = %214
  %217 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %218 unwind label %197

218:                                              ; preds = %216
  %219 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %220 unwind label %197

220:                                              ; preds = %218
  %221 = call noundef ptr @_ZN4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #24
  %222 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #24
  %223 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %224 unwind label %197

224:                                              ; preds = %220
  %225 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %226 unwind label %197

226:                                              ; preds = %224
  ret void

227:                                              ; preds = %201, %199, %197
  %228 = phi { ptr, i32 } [ %198, %197 ], [ %202, %201 ], [ %200, %199 ]
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #24
  br label %229

229:                                              ; preds = %227, %195
  %230 = phi { ptr, i32 } [ %228, %227 ], [ %196, %195 ]
  resume { ptr, i32 } %230

231:                                              ; preds = %194
  unreachable
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local { i64, i32 } @_ZN4sycl3_V16detail18getKernelParamDescI7Ranged2EENS1_19kernel_param_desc_tEi(i32 noundef %0) #4 comdat {
  %2 = add i32 %0, 5
  %3 = zext i32 %2 to i64
  %4 = getelementptr inbounds [11 x %"struct.sycl::_V1::detail::kernel_param_desc_t"], ptr @_ZN4sycl3_V16detailL17kernel_signaturesE, i64 0, i64 %3
  %5 = load i64, ptr %4, align 4
  %6 = getelementptr inbounds i8, ptr %4, i64 8
  %7 = load i32, ptr %6, align 4, !tbaa !13
  %8 = insertvalue { i64, i32 } poison, i64 %5, 0
  %9 = insertvalue { i64, i32 } %8, i32 %7, 1
  ret { i64, i32 } %9
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler19setDeviceKernelInfoI7Ranged2EEvPv(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef %1) local_unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = getelementptr inbounds i8, ptr %0, i64 64
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(16) @__const._ZN4sycl3_V17handler19setDeviceKernelInfoI7Ranged2EEvPv.Info, i64 16, i1 false), !tbaa.struct !251
  tail call void @_ZN4sycl3_V17handler13setKernelFuncEPv(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef %1)
  %4 = load atomic i8, ptr @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI7Ranged2EERNS1_16DeviceKernelInfoEvE4Info acquire, align 8
  %5 = icmp eq i8 %4, 0
  br i1 %5, label %6, label %14, !prof !252

6:                                                ; preds = %2
  %7 = tail call i32 @__cxa_guard_acquire(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI7Ranged2EERNS1_16DeviceKernelInfoEvE4Info) #24
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %14, label %9

9:                                                ; preds = %6
  %10 = invoke noundef nonnull align 1 ptr @_ZN4sycl3_V16detail19getDeviceKernelInfoERKNS1_27compile_time_kernel_info_v123CompileTimeKernelInfoTyE(ptr noundef nonnull align 8 dereferenceable(81) @_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI7Ranged2EE)
          to label %11 unwind label %12

11:                                               ; preds = %9
  store ptr %10, ptr @_ZZN4sycl3_V16detail19getDeviceKernelInfoI7Ranged2EERNS1_16DeviceKernelInfoEvE4Info, align 8, !tbaa !19
  tail call void @__cxa_guard_release(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI7Ranged2EERNS1_16DeviceKernelInfoEvE4Info) #24
  br label %14

12:                                               ; preds = %9
  %13 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_guard_abort(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI7Ranged2EERNS1_16DeviceKernelInfoEvE4Info) #24
  resume { ptr, i32 } %13

14:                                               ; preds = %2, %6, %11
  %15 = load ptr, ptr @_ZZN4sycl3_V16detail19getDeviceKernelInfoI7Ranged2EERNS1_16DeviceKernelInfoEvE4Info, align 8, !tbaa !19
  tail call void @_ZN4sycl3_V17handler22setDeviceKernelInfoPtrEPNS0_6detail16DeviceKernelInfoE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull %15)
  tail call void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(176) %0, i32 noundef 1)
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef nonnull ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv(ptr noundef nonnull readnone align 8 dereferenceable(40) %0) unnamed_addr #0 align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED2Ev(ptr nocapture noundef nonnull align 8 dereferenceable(40) %0) unnamed_addr #5 align 2 personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %0, align 8, !tbaa !33
  %2 = getelementptr inbounds i8, ptr %0, i64 16
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
  store i32 0, ptr %11, align 4, !tbaa !32
  %12 = load ptr, ptr %3, align 8, !tbaa !33
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  %15 = load ptr, ptr %3, align 8, !tbaa !33
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !35
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !13
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !36

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev(ptr noundef nonnull align 8 dereferenceable(40) %0) unnamed_addr #5 align 2 personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %0, align 8, !tbaa !33
  %2 = getelementptr inbounds i8, ptr %0, i64 16
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
  store i32 0, ptr %11, align 4, !tbaa !32
  %12 = load ptr, ptr %3, align 8, !tbaa !33
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  %15 = load ptr, ptr %3, align 8, !tbaa !33
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !35
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !13
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !36

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 40) #26
  ret void
}

; Function Attrs: mustprogress uwtable
define internal void @_ZN4sycl3_V16detail16runKernelWithArgINS0_4itemILi1ELb1EEEZZ4mainENKUlRNS0_7handlerEE0_clES6_EUlNS0_2idILi1EEEE_Lb0EEEvT0_T_RKSt17integral_constantIbXT1_EE(ptr noundef nonnull %0, ptr nocapture noundef readonly byval(%"class.sycl::_V1::item.205") align 8 %1, ptr nocapture nonnull readnone align 1 %2) #4 personality ptr @__gxx_personality_v0 {
  %4 = getelementptr inbounds i8, ptr %1, i64 8
  %5 = load i64, ptr %4, align 8, !tbaa !39
  %6 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0), !noalias !283
  %7 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %0), !noalias !286
  %8 = load i64, ptr %7, align 8
  %9 = tail call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #24
  %10 = getelementptr float, ptr %9, i64 %8
  %11 = getelementptr float, ptr %10, i64 %5
  %12 = load float, ptr %11, align 4, !tbaa !5
  %13 = tail call float @llvm.fmuladd.f32(float %12, float 5.000000e-01, float 2.000000e+00)
  %14 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0), !noalias !289
  %15 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %0), !noalias !292
  %16 = load i64, ptr %15, align 8
  %17 = tail call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #24
  %18 = getelementptr float, ptr %17, i64 %16
  %19 = getelementptr float, ptr %18, i64 %5
  store float %13, ptr %19, align 4, !tbaa !5
  ret void
}

; Function Attrs: mustprogress uwtable
define internal void @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZ4mainEUlRNS0_7handlerEE1_E4callEPKvS5_(ptr nocapture noundef readonly %0, ptr noundef nonnull align 8 dereferenceable(176) %1) #4 align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view", align 8
  %4 = alloca %"class.sycl::_V1::nd_range", align 8
  %5 = alloca %"struct.sycl::_V1::detail::kernel_launch_properties_v1::PropsHolder", align 8
  %6 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %7 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %8 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %9 = alloca %"class.sycl::_V1::accessor.209", align 8
  %10 = alloca %"class.sycl::_V1::property_list", align 8
  %11 = alloca %"class.sycl::_V1::accessor.212", align 8
  %12 = alloca %"class.sycl::_V1::property_list", align 8
  %13 = alloca %"class.sycl::_V1::local_accessor", align 8
  %14 = alloca %class.anon.221, align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #24
  %15 = load ptr, ptr %0, align 8, !tbaa !295
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %10, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %8)
  store ptr @.str, ptr %8, align 8
  %16 = getelementptr inbounds i8, ptr %8, i64 8
  store ptr @.str.16, ptr %16, align 8
  %17 = getelementptr inbounds i8, ptr %8, i64 16
  store i32 79, ptr %17, align 8
  %18 = getelementptr inbounds i8, ptr %8, i64 20
  store i32 24, ptr %18, align 4
  invoke void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_vEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %9, ptr noundef nonnull align 8 dereferenceable(33) %15, ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull align 8 dereferenceable(32) %10, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %8)
          to label %19 unwind label %363

19:                                               ; preds = %2
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %8)
  %20 = getelementptr inbounds i8, ptr %10, i64 8
  %21 = load ptr, ptr %20, align 8, !tbaa !25
  %22 = getelementptr inbounds i8, ptr %10, i64 16
  %23 = load ptr, ptr %22, align 8, !tbaa !27
  %24 = icmp eq ptr %21, %23
  br i1 %24, label %59, label %25

25:                                               ; preds = %19, %54
  %26 = phi ptr [ %55, %54 ], [ %21, %19 ]
  %27 = getelementptr inbounds i8, ptr %26, i64 8
  %28 = load ptr, ptr %27, align 8, !tbaa !28
  %29 = icmp eq ptr %28, null
  br i1 %29, label %54, label %30

30:                                               ; preds = %25
  %31 = getelementptr inbounds i8, ptr %28, i64 8
  %32 = load atomic i64, ptr %31 acquire, align 8
  %33 = icmp eq i64 %32, 4294967297
  %34 = trunc i64 %32 to i32
  br i1 %33, label %35, label %43

35:                                               ; preds = %30
  store i32 0, ptr %31, align 8, !tbaa !30
  %36 = getelementptr inbounds i8, ptr %28, i64 12
  store i32 0, ptr %36, align 4, !tbaa !32
  %37 = load ptr, ptr %28, align 8, !tbaa !33
  %38 = getelementptr inbounds i8, ptr %37, i64 16
  %39 = load ptr, ptr %38, align 8
  call void %39(ptr noundef nonnull align 8 dereferenceable(16) %28) #24
  %40 = load ptr, ptr %28, align 8, !tbaa !33
  %41 = getelementptr inbounds i8, ptr %40, i64 24
  %42 = load ptr, ptr %41, align 8
  call void %42(ptr noundef nonnull align 8 dereferenceable(16) %28) #24
  br label %54

43:                                               ; preds = %30
  %44 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !35
  %45 = icmp eq i8 %44, 0
  br i1 %45, label %48, label %46

46:                                               ; preds = %43
  %47 = add nsw i32 %34, -1
  store i32 %47, ptr %31, align 4, !tbaa !13
  br label %50

48:                                               ; preds = %43
  %49 = atomicrmw volatile add ptr %31, i32 -1 acq_rel, align 4
  br label %50

50:                                               ; preds = %48, %46
  %51 = phi i32 [ %34, %46 ], [ %49, %48 ]
  %52 = icmp eq i32 %51, 1
  br i1 %52, label %53, label %54, !prof !36

53:                                               ; preds = %50
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %28) #24
  br label %54

54:                                               ; preds = %53, %50, %35, %25
  %55 = getelementptr inbounds i8, ptr %26, i64 16
  %56 = icmp eq ptr %55, %23
  br i1 %56, label %57, label %25, !llvm.loop !37

57:                                               ; preds = %54
  %58 = load ptr, ptr %20, align 8, !tbaa !25
  br label %59

59:                                               ; preds = %57, %19
  %60 = phi ptr [ %58, %57 ], [ %21, %19 ]
  %61 = icmp eq ptr %60, null
  br i1 %61, label %68, label %62

62:                                               ; preds = %59
  %63 = getelementptr inbounds i8, ptr %10, i64 24
  %64 = load ptr, ptr %63, align 8, !tbaa !38
  %65 = ptrtoint ptr %64 to i64
  %66 = ptrtoint ptr %60 to i64
  %67 = sub i64 %65, %66
  call void @_ZdlPvm(ptr noundef nonnull %60, i64 noundef %67) #26
  br label %68

68:                                               ; preds = %62, %59
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #24
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %11) #24
  %69 = getelementptr inbounds i8, ptr %0, i64 8
  %70 = load ptr, ptr %69, align 8, !tbaa !297
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %12) #24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %12, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7)
  store ptr @.str, ptr %7, align 8
  %71 = getelementptr inbounds i8, ptr %7, i64 8
  store ptr @.str.16, ptr %71, align 8
  %72 = getelementptr inbounds i8, ptr %7, i64 16
  store i32 80, ptr %72, align 8
  %73 = getelementptr inbounds i8, ptr %7, i64 20
  store i32 24, ptr %73, align 4
  invoke void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_vEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %11, ptr noundef nonnull align 8 dereferenceable(33) %70, ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull align 8 dereferenceable(32) %12, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %7)
          to label %74 unwind label %365

74:                                               ; preds = %68
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7)
  %75 = getelementptr inbounds i8, ptr %12, i64 8
  %76 = load ptr, ptr %75, align 8, !tbaa !25
  %77 = getelementptr inbounds i8, ptr %12, i64 16
  %78 = load ptr, ptr %77, align 8, !tbaa !27
  %79 = icmp eq ptr %76, %78
  br i1 %79, label %114, label %80

80:                                               ; preds = %74, %109
  %81 = phi ptr [ %110, %109 ], [ %76, %74 ]
  %82 = getelementptr inbounds i8, ptr %81, i64 8
  %83 = load ptr, ptr %82, align 8, !tbaa !28
  %84 = icmp eq ptr %83, null
  br i1 %84, label %109, label %85

85:                                               ; preds = %80
  %86 = getelementptr inbounds i8, ptr %83, i64 8
  %87 = load atomic i64, ptr %86 acquire, align 8
  %88 = icmp eq i64 %87, 4294967297
  %89 = trunc i64 %87 to i32
  br i1 %88, label %90, label %98

90:                                               ; preds = %85
  store i32 0, ptr %86, align 8, !tbaa !30
  %91 = getelementptr inbounds i8, ptr %83, i64 12
  store i32 0, ptr %91, align 4, !tbaa !32
  %92 = load ptr, ptr %83, align 8, !tbaa !33
  %93 = getelementptr inbounds i8, ptr %92, i64 16
  %94 = load ptr, ptr %93, align 8
  call void %94(ptr noundef nonnull align 8 dereferenceable(16) %83) #24
  %95 = load ptr, ptr %83, align 8, !tbaa !33
  %96 = getelementptr inbounds i8, ptr %95, i64 24
  %97 = load ptr, ptr %96, align 8
  call void %97(ptr noundef nonnull align 8 dereferenceable(16) %83) #24
  br label %109

98:                                               ; preds = %85
  %99 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !35
  %100 = icmp eq i8 %99, 0
  br i1 %100, label %103, label %101

101:                                              ; preds = %98
  %102 = add nsw i32 %89, -1
  store i32 %102, ptr %86, align 4, !tbaa !13
  br label %105

103:                                              ; preds = %98
  %104 = atomicrmw volatile add ptr %86, i32 -1 acq_rel, align 4
  br label %105

105:                                              ; preds = %103, %101
  %106 = phi i32 [ %89, %101 ], [ %104, %103 ]
  %107 = icmp eq i32 %106, 1
  br i1 %107, label %108, label %109, !prof !36

108:                                              ; preds = %105
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %83) #24
  br label %109

109:                                              ; preds = %108, %105, %90, %80
  %110 = getelementptr inbounds i8, ptr %81, i64 16
  %111 = icmp eq ptr %110, %78
  br i1 %111, label %112, label %80, !llvm.loop !37

112:                                              ; preds = %109
  %113 = load ptr, ptr %75, align 8, !tbaa !25
  br label %114

114:                                              ; preds = %112, %74
  %115 = phi ptr [ %113, %112 ], [ %76, %74 ]
  %116 = icmp eq ptr %115, null
  br i1 %116, label %123, label %117

117:                                              ; preds = %114
  %118 = getelementptr inbounds i8, ptr %12, i64 24
  %119 = load ptr, ptr %118, align 8, !tbaa !38
  %120 = ptrtoint ptr %119 to i64
  %121 = ptrtoint ptr %115 to i64
  %122 = sub i64 %120, %121
  call void @_ZdlPvm(ptr noundef nonnull %115, i64 noundef %122) #26
  br label %123

123:                                              ; preds = %117, %114
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12) #24
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %13) #24
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6)
  store ptr @.str, ptr %6, align 8
  %124 = getelementptr inbounds i8, ptr %6, i64 8
  store ptr @.str.16, ptr %124, align 8
  %125 = getelementptr inbounds i8, ptr %6, i64 16
  store i32 81, ptr %125, align 8
  %126 = getelementptr inbounds i8, ptr %6, i64 20
  store i32 40, ptr %126, align 4
  invoke void @_ZN4sycl3_V119local_accessor_baseIfLi1ELNS0_6access4modeE1026ELNS2_11placeholderE0EEC2ILi1EvEENS0_5rangeILi1EEERNS0_7handlerENS0_6detail13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %13, i64 32, ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %6)
          to label %127 unwind label %367

127:                                              ; preds = %123
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6)
  call void @llvm.lifetime.start.p0(i64 104, ptr nonnull %14) #24
  store i64 128, ptr %14, align 8, !tbaa !298
  %128 = getelementptr inbounds i8, ptr %14, i64 8
  %129 = load ptr, ptr %13, align 8, !tbaa !307
  store ptr %129, ptr %128, align 8, !tbaa !307
  %130 = getelementptr inbounds i8, ptr %14, i64 16
  %131 = getelementptr inbounds i8, ptr %13, i64 8
  %132 = load ptr, ptr %131, align 8, !tbaa !28
  store ptr %132, ptr %130, align 8, !tbaa !28
  %133 = icmp eq ptr %132, null
  br i1 %133, label %143, label %134

134:                                              ; preds = %127
  %135 = getelementptr inbounds i8, ptr %132, i64 8
  %136 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !35
  %137 = icmp eq i8 %136, 0
  br i1 %137, label %141, label %138

138:                                              ; preds = %134
  %139 = load i32, ptr %135, align 4, !tbaa !13
  %140 = add nsw i32 %139, 1
  store i32 %140, ptr %135, align 4, !tbaa !13
  br label %143

141:                                              ; preds = %134
  %142 = atomicrmw volatile add ptr %135, i32 1 acq_rel, align 4
  br label %143

143:                                              ; preds = %141, %138, %127
  %144 = getelementptr inbounds i8, ptr %14, i64 24
  %145 = getelementptr inbounds i8, ptr %13, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %144, ptr noundef nonnull align 8 dereferenceable(16) %145, i64 16, i1 false), !tbaa.struct !308
  %146 = getelementptr inbounds i8, ptr %14, i64 40
  %147 = load ptr, ptr %9, align 8, !tbaa !178
  store ptr %147, ptr %146, align 8, !tbaa !178
  %148 = getelementptr inbounds i8, ptr %14, i64 48
  %149 = getelementptr inbounds i8, ptr %9, i64 8
  %150 = load ptr, ptr %149, align 8, !tbaa !28
  store ptr %150, ptr %148, align 8, !tbaa !28
  %151 = icmp eq ptr %150, null
  br i1 %151, label %161, label %152

152:                                              ; preds = %143
  %153 = getelementptr inbounds i8, ptr %150, i64 8
  %154 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !35
  %155 = icmp eq i8 %154, 0
  br i1 %155, label %159, label %156

156:                                              ; preds = %152
  %157 = load i32, ptr %153, align 4, !tbaa !13
  %158 = add nsw i32 %157, 1
  store i32 %158, ptr %153, align 4, !tbaa !13
  br label %161

159:                                              ; preds = %152
  %160 = atomicrmw volatile add ptr %153, i32 1 acq_rel, align 4
  br label %161

161:                                              ; preds = %159, %156, %143
  %162 = getelementptr inbounds i8, ptr %14, i64 56
  %163 = getelementptr inbounds i8, ptr %9, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %162, ptr noundef nonnull align 8 dereferenceable(16) %163, i64 16, i1 false)
  %164 = getelementptr inbounds i8, ptr %14, i64 72
  %165 = load ptr, ptr %11, align 8, !tbaa !178
  store ptr %165, ptr %164, align 8, !tbaa !178
  %166 = getelementptr inbounds i8, ptr %14, i64 80
  %167 = getelementptr inbounds i8, ptr %11, i64 8
  %168 = load ptr, ptr %167, align 8, !tbaa !28
  store ptr %168, ptr %166, align 8, !tbaa !28
  %169 = icmp eq ptr %168, null
  br i1 %169, label %179, label %170

170:                                              ; preds = %161
  %171 = getelementptr inbounds i8, ptr %168, i64 8
  %172 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !35
  %173 = icmp eq i8 %172, 0
  br i1 %173, label %177, label %174

174:                                              ; preds = %170
  %175 = load i32, ptr %171, align 4, !tbaa !13
  %176 = add nsw i32 %175, 1
  store i32 %176, ptr %171, align 4, !tbaa !13
  br label %179

177:                                              ; preds = %170
  %178 = atomicrmw volatile add ptr %171, i32 1 acq_rel, align 4
  br label %179

179:                                              ; preds = %177, %174, %161
  %180 = getelementptr inbounds i8, ptr %14, i64 88
  %181 = getelementptr inbounds i8, ptr %11, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %180, ptr noundef nonnull align 8 dereferenceable(16) %181, i64 16, i1 false)
  %182 = invoke noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(176) %1)
          to label %183 unwind label %369

183:                                              ; preds = %179
  %184 = icmp eq i32 %182, 0
  br i1 %184, label %194, label %185

185:                                              ; preds = %183
  %186 = call ptr @__cxa_allocate_exception(i64 64) #24
  %187 = call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #24
  %188 = extractvalue { i32, ptr } %187, 0
  %189 = extractvalue { i32, ptr } %187, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %186, i32 %188, ptr %189, ptr noundef nonnull @.str.25)
          to label %190 unwind label %192

190:                                              ; preds = %185
  invoke void @__cxa_throw(ptr nonnull %186, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #27
          to label %191 unwind label %369

191:                                              ; preds = %190
  unreachable

192:                                              ; preds = %185
  %193 = landingpad { ptr, i32 }
          cleanup
  call void @__cxa_free_exception(ptr %186) #24
  br label %371

194:                                              ; preds = %183
  invoke void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr nonnull @.str.33, i64 13)
          to label %195 unwind label %369

195:                                              ; preds = %194
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4)
  store i64 128, ptr %4, align 8
  %196 = getelementptr inbounds i8, ptr %4, i64 8
  store i64 32, ptr %196, align 8
  %197 = getelementptr inbounds i8, ptr %4, i64 16
  store i64 0, ptr %197, align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3)
  store ptr %4, ptr %3, align 8, !tbaa !232
  %198 = getelementptr inbounds i8, ptr %3, i64 8
  store ptr %196, ptr %198, align 8, !tbaa !309
  %199 = getelementptr inbounds i8, ptr %3, i64 16
  store ptr %197, ptr %199, align 8, !tbaa !310
  %200 = getelementptr inbounds i8, ptr %3, i64 24
  store i64 1, ptr %200, align 8, !tbaa !234
  invoke void @_ZN4sycl3_V17handler20setNDRangeDescriptorENS0_6detail16nd_range_view_v113nd_range_viewEb(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull byval(%"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view") align 8 %3, i1 noundef zeroext false)
          to label %201 unwind label %369

201:                                              ; preds = %195
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3)
  %202 = getelementptr inbounds i8, ptr %1, i64 144
  %203 = invoke noalias noundef nonnull dereferenceable(112) ptr @_Znwm(i64 noundef 112) #23
          to label %204 unwind label %369

204:                                              ; preds = %201
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE1_clES4_EUlNS0_7nd_itemILi1EEEE_S7_Li1EEE, i64 16), ptr %203, align 8, !tbaa !33
  %205 = getelementptr inbounds i8, ptr %203, i64 8
  %206 = load i64, ptr %14, align 8, !tbaa !298
  store i64 %206, ptr %205, align 8, !tbaa !298
  %207 = getelementptr inbounds i8, ptr %203, i64 16
  %208 = load ptr, ptr %128, align 8, !tbaa !307
  store ptr %208, ptr %207, align 8, !tbaa !307
  %209 = getelementptr inbounds i8, ptr %203, i64 24
  %210 = load ptr, ptr %130, align 8, !tbaa !28
  store ptr %210, ptr %209, align 8, !tbaa !28
  %211 = icmp eq ptr %210, null
  br i1 %211, label %221, label %212

212:                                              ; preds = %204
  %213 = getelementptr inbounds i8, ptr %210, i64 8
  %214 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !35
  %215 = icmp eq i8 %214, 0
  br i1 %215, label %219, label %216

216:                                              ; preds = %212
  %217 = load i32, ptr %213, align 4, !tbaa !13
  %218 = add nsw i32 %217, 1
  store i32 %218, ptr %213, align 4, !tbaa !13
  br label %221

219:                                              ; preds = %212
  %220 = atomicrmw volatile add ptr %213, i32 1 acq_rel, align 4
  br label %221

221:                                              ; preds = %219, %216, %204
  %222 = getelementptr inbounds i8, ptr %203, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %222, ptr noundef nonnull readonly align 8 dereferenceable(16) %144, i64 16, i1 false), !tbaa.struct !308
  %223 = getelementptr inbounds i8, ptr %203, i64 48
  %224 = load ptr, ptr %146, align 8, !tbaa !178
  store ptr %224, ptr %223, align 8, !tbaa !178
  %225 = getelementptr inbounds i8, ptr %203, i64 56
  %226 = load ptr, ptr %148, align 8, !tbaa !28
  store ptr %226, ptr %225, align 8, !tbaa !28
  %227 = icmp eq ptr %226, null
  br i1 %227, label %237, label %228

228:                                              ; preds = %221
  %229 = getelementptr inbounds i8, ptr %226, i64 8
  %230 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !35
  %231 = icmp eq i8 %230, 0
  br i1 %231, label %235, label %232

232:                                              ; preds = %228
  %233 = load i32, ptr %229, align 4, !tbaa !13
  %234 = add nsw i32 %233, 1
  store i32 %234, ptr %229, align 4, !tbaa !13
  br label %237

235:                                              ; preds = %228
  %236 = atomicrmw volatile add ptr %229, i32 1 acq_rel, align 4
  br label %237

237:                                              ; preds = %235, %232, %221
  %238 = getelementptr inbounds i8, ptr %203, i64 64
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %238, ptr noundef nonnull readonly align 8 dereferenceable(16) %162, i64 16, i1 false)
  %239 = getelementptr inbounds i8, ptr %203, i64 80
  %240 = load ptr, ptr %164, align 8, !tbaa !178
  store ptr %240, ptr %239, align 8, !tbaa !178
  %241 = getelementptr inbounds i8, ptr %203, i64 88
  %242 = load ptr, ptr %166, align 8, !tbaa !28
  store ptr %242, ptr %241, align 8, !tbaa !28
  %243 = icmp eq ptr %242, null
  br i1 %243, label %253, label %244

244:                                              ; preds = %237
  %245 = getelementptr inbounds i8, ptr %242, i64 8
  %246 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !35
  %247 = icmp eq i8 %246, 0
  br i1 %247, label %251, label %248

248:                                              ; preds = %244
  %249 = load i32, ptr %245, align 4, !tbaa !13
  %250 = add nsw i32 %249, 1
  store i32 %250, ptr %245, align 4, !tbaa !13
  br label %253

251:                                              ; preds = %244
  %252 = atomicrmw volatile add ptr %245, i32 1 acq_rel, align 4
  br label %253

253:                                              ; preds = %251, %248, %237
  %254 = getelementptr inbounds i8, ptr %203, i64 96
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %254, ptr noundef nonnull readonly align 8 dereferenceable(16) %180, i64 16, i1 false)
  %255 = load ptr, ptr %202, align 8, !tbaa !19
  store ptr %203, ptr %202, align 8, !tbaa !19
  %256 = icmp eq ptr %255, null
  br i1 %256, label %261, label %257

257:                                              ; preds = %253
  %258 = load ptr, ptr %255, align 8, !tbaa !33
  %259 = getelementptr inbounds i8, ptr %258, i64 16
  %260 = load ptr, ptr %259, align 8
  call void %260(ptr noundef nonnull align 8 dereferenceable(8) %255) #24
  br label %261

261:                                              ; preds = %257, %253
  invoke void @_ZN4sycl3_V17handler23instantiateKernelOnHostEPv(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull @_ZN4sycl3_V16detail16runKernelWithArgINS0_7nd_itemILi1EEEZZ4mainENKUlRNS0_7handlerEE1_clES6_EUlS4_E_Lb0EEEvT0_T_RKSt17integral_constantIbXT1_EE)
          to label %262 unwind label %369

262:                                              ; preds = %261
  %263 = load ptr, ptr %202, align 8, !tbaa !19
  %264 = load ptr, ptr %263, align 8, !tbaa !33
  %265 = load ptr, ptr %264, align 8
  %266 = invoke noundef ptr %265(ptr noundef nonnull align 8 dereferenceable(8) %263)
          to label %267 unwind label %369

267:                                              ; preds = %262
  invoke void @_ZN4sycl3_V17handler19setDeviceKernelInfoI8TreeSum3EEvPv(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef %266)
          to label %268 unwind label %369

268:                                              ; preds = %267
  call void @llvm.lifetime.start.p0(i64 152, ptr nonnull %5) #24
  %269 = getelementptr inbounds i8, ptr %5, i64 8
  store i8 0, ptr %269, align 8, !tbaa !180, !alias.scope !311
  %270 = getelementptr inbounds i8, ptr %5, i64 18
  store i8 0, ptr %270, align 2, !tbaa !187, !alias.scope !311
  %271 = getelementptr inbounds i8, ptr %5, i64 20
  store i8 0, ptr %271, align 4, !tbaa !189, !alias.scope !311
  %272 = getelementptr inbounds i8, ptr %5, i64 28
  store i8 0, ptr %272, align 4, !tbaa !191, !alias.scope !311
  %273 = getelementptr inbounds i8, ptr %5, i64 36
  store i8 0, ptr %273, align 4, !tbaa !193, !alias.scope !311
  %274 = getelementptr inbounds i8, ptr %5, i64 44
  store i8 0, ptr %274, align 4, !tbaa !191, !alias.scope !311
  %275 = getelementptr inbounds i8, ptr %5, i64 52
  store i8 0, ptr %275, align 4, !tbaa !193, !alias.scope !311
  %276 = getelementptr inbounds i8, ptr %5, i64 60
  store i8 0, ptr %276, align 4, !tbaa !191, !alias.scope !311
  %277 = getelementptr inbounds i8, ptr %5, i64 68
  store i8 0, ptr %277, align 4, !tbaa !193, !alias.scope !311
  %278 = getelementptr inbounds i8, ptr %5, i64 80
  store i8 0, ptr %278, align 8, !tbaa !195, !alias.scope !311
  %279 = getelementptr inbounds i8, ptr %5, i64 104
  store i8 0, ptr %279, align 8, !tbaa !197, !alias.scope !311
  %280 = getelementptr inbounds i8, ptr %5, i64 136
  store i8 0, ptr %280, align 8, !tbaa !199, !alias.scope !311
  %281 = getelementptr inbounds i8, ptr %5, i64 144
  store i8 1, ptr %281, align 8, !tbaa !201, !alias.scope !311
  invoke void @_ZN4sycl3_V17handler25setKernelLaunchPropertiesERKNS0_6detail27kernel_launch_properties_v111PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS5_5intel12experimental12cache_configENS7_17use_root_sync_keyENS7_23work_group_progress_keyENS7_22sub_group_progress_keyENS7_22work_item_progress_keyENS7_4cuda12cluster_sizeILi1EEENSH_ILi2EEENSH_ILi3EEEEEE(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull align 8 dereferenceable(145) %5)
          to label %282 unwind label %369

282:                                              ; preds = %268
  call void @llvm.lifetime.end.p0(i64 152, ptr nonnull %5) #24
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE1_clES2_ENUlNS0_7nd_itemILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(104) %14) #24
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %14) #24
  %283 = load ptr, ptr %131, align 8, !tbaa !28
  %284 = icmp eq ptr %283, null
  br i1 %284, label %309, label %285

285:                                              ; preds = %282
  %286 = getelementptr inbounds i8, ptr %283, i64 8
  %287 = load atomic i64, ptr %286 acquire, align 8
  %288 = icmp eq i64 %287, 4294967297
  %289 = trunc i64 %287 to i32
  br i1 %288, label %290, label %298

290:                                              ; preds = %285
  store i32 0, ptr %286, align 8, !tbaa !30
  %291 = getelementptr inbounds i8, ptr %283, i64 12
  store i32 0, ptr %291, align 4, !tbaa !32
  %292 = load ptr, ptr %283, align 8, !tbaa !33
  %293 = getelementptr inbounds i8, ptr %292, i64 16
  %294 = load ptr, ptr %293, align 8
  call void %294(ptr noundef nonnull align 8 dereferenceable(16) %283) #24
  %295 = load ptr, ptr %283, align 8, !tbaa !33
  %296 = getelementptr inbounds i8, ptr %295, i64 24
  %297 = load ptr, ptr %296, align 8
  call void %297(ptr noundef nonnull align 8 dereferenceable(16) %283) #24
  br label %309

298:                                              ; preds = %285
  %299 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !35
  %300 = icmp eq i8 %299, 0
  br i1 %300, label %303, label %301

301:                                              ; preds = %298
  %302 = add nsw i32 %289, -1
  store i32 %302, ptr %286, align 4, !tbaa !13
  br label %305

303:                                              ; preds = %298
  %304 = atomicrmw volatile add ptr %286, i32 -1 acq_rel, align 4
  br label %305

305:                                              ; preds = %303, %301
  %306 = phi i32 [ %289, %301 ], [ %304, %303 ]
  %307 = icmp eq i32 %306, 1
  br i1 %307, label %308, label %309, !prof !36

308:                                              ; preds = %305
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %283) #24
  br label %309

309:                                              ; preds = %308, %305, %290, %282
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %13) #24
  %310 = load ptr, ptr %167, align 8, !tbaa !28
  %311 = icmp eq ptr %310, null
  br i1 %311, label %336, label %312

312:                                              ; preds = %309
  %313 = getelementptr inbounds i8, ptr %310, i64 8
  %314 = load atomic i64, ptr %313 acquire, align 8
  %315 = icmp eq i64 %314, 4294967297
  %316 = trunc i64 %314 to i32
  br i1 %315, label %317, label %325

317:                                              ; preds = %312
  store i32 0, ptr %313, align 8, !tbaa !30
  %318 = getelementptr inbounds i8, ptr %310, i64 12
  store i32 0, ptr %318, align 4, !tbaa !32
  %319 = load ptr, ptr %310, align 8, !tbaa !33
  %320 = getelementptr inbounds i8, ptr %319, i64 16
  %321 = load ptr, ptr %320, align 8
  call void %321(ptr noundef nonnull align 8 dereferenceable(16) %310) #24
  %322 = load ptr, ptr %310, align 8, !tbaa !33
  %323 = getelementptr inbounds i8, ptr %322, i64 24
  %324 = load ptr, ptr %323, align 8
  call void %324(ptr noundef nonnull align 8 dereferenceable(16) %310) #24
  br label %336

325:                                              ; preds = %312
  %326 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !35
  %327 = icmp eq i8 %326, 0
  br i1 %327, label %330, label %328

328:                                              ; preds = %325
  %329 = add nsw i32 %316, -1
  store i32 %329, ptr %313, align 4, !tbaa !13
  br label %332

330:                                              ; preds = %325
  %331 = atomicrmw volatile add ptr %313, i32 -1 acq_rel, align 4
  br label %332

332:                                              ; preds = %330, %328
  %333 = phi i32 [ %316, %328 ], [ %331, %330 ]
  %334 = icmp eq i32 %333, 1
  br i1 %334, label %335, label %336, !prof !36

335:                                              ; preds = %332
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %310) #24
  br label %336

336:                                              ; preds = %335, %332, %317, %309
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #24
  %337 = load ptr, ptr %149, align 8, !tbaa !28
  %338 = icmp eq ptr %337, null
  br i1 %338, label %379, label %339

339:                                              ; preds = %336
  %340 = getelementptr inbounds i8, ptr %337, i64 8
  %341 = load atomic i64, ptr %340 acquire, align 8
  %342 = icmp eq i64 %341, 4294967297
  %343 = trunc i64 %341 to i32
  br i1 %342, label %344, label %352

344:                                              ; preds = %339
  store i32 0, ptr %340, align 8, !tbaa !30
  %345 = getelementptr inbounds i8, ptr %337, i64 12
  store i32 0, ptr %345, align 4, !tbaa !32
  %346 = load ptr, ptr %337, align 8, !tbaa !33
  %347 = getelementptr inbounds i8, ptr %346, i64 16
  %348 = load ptr, ptr %347, align 8
  call void %348(ptr noundef nonnull align 8 dereferenceable(16) %337) #24
  %349 = load ptr, ptr %337, align 8, !tbaa !33
  %350 = getelementptr inbounds i8, ptr %349, i64 24
  %351 = load ptr, ptr %350, align 8
  call void %351(ptr noundef nonnull align 8 dereferenceable(16) %337) #24
  br label %379

352:                                              ; preds = %339
  %353 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !35
  %354 = icmp eq i8 %353, 0
  br i1 %354, label %357, label %355

355:                                              ; preds = %352
  %356 = add nsw i32 %343, -1
  store i32 %356, ptr %340, align 4, !tbaa !13
  br label %359

357:                                              ; preds = %352
  %358 = atomicrmw volatile add ptr %340, i32 -1 acq_rel, align 4
  br label %359

359:                                              ; preds = %357, %355
  %360 = phi i32 [ %343, %355 ], [ %358, %357 ]
  %361 = icmp eq i32 %360, 1
  br i1 %361, label %362, label %379, !prof !36

362:                                              ; preds = %359
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %337) #24
  br label %379

363:                                              ; preds = %2
  %364 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %10) #24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #24
  br label %377

365:                                              ; preds = %68
  %366 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %12) #24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12) #24
  br label %375

367:                                              ; preds = %123
  %368 = landingpad { ptr, i32 }
          cleanup
  br label %373

369:                                              ; preds = %268, %267, %262, %261, %201, %195, %194, %190, %179
  %370 = landingpad { ptr, i32 }
          cleanup
  br label %371

371:                                              ; preds = %369, %192
  %372 = phi { ptr, i32 } [ %370, %369 ], [ %193, %192 ]
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE1_clES2_ENUlNS0_7nd_itemILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(104) %14) #24
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %14) #24
  call void @_ZN4sycl3_V16detail21LocalAccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %13) #24
  br label %373

373:                                              ; preds = %371, %367
  %374 = phi { ptr, i32 } [ %372, %371 ], [ %368, %367 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %13) #24
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %11) #24
  br label %375

375:                                              ; preds = %373, %365
  %376 = phi { ptr, i32 } [ %374, %373 ], [ %366, %365 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #24
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %9) #24
  br label %377

377:                                              ; preds = %375, %363
  %378 = phi { ptr, i32 } [ %376, %375 ], [ %364, %363 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #24
  resume { ptr, i32 } %378

379:                                              ; preds = %336, %344, %359, %362
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #24
  ret void
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define internal fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE1_clES2_ENUlNS0_7nd_itemILi1EEEE_D2Ev(ptr nocapture noundef nonnull readonly align 8 dereferenceable(104) %0) unnamed_addr #7 align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 80
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
  store i32 0, ptr %11, align 4, !tbaa !32
  %12 = load ptr, ptr %3, align 8, !tbaa !33
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  %15 = load ptr, ptr %3, align 8, !tbaa !33
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !35
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !13
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !36

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  %30 = getelementptr inbounds i8, ptr %0, i64 48
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
  store i32 0, ptr %39, align 4, !tbaa !32
  %40 = load ptr, ptr %31, align 8, !tbaa !33
  %41 = getelementptr inbounds i8, ptr %40, i64 16
  %42 = load ptr, ptr %41, align 8
  tail call void %42(ptr noundef nonnull align 8 dereferenceable(16) %31) #24
  %43 = load ptr, ptr %31, align 8, !tbaa !33
  %44 = getelementptr inbounds i8, ptr %43, i64 24
  %45 = load ptr, ptr %44, align 8
  tail call void %45(ptr noundef nonnull align 8 dereferenceable(16) %31) #24
  br label %57

46:                                               ; preds = %33
  %47 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !35
  %48 = icmp eq i8 %47, 0
  br i1 %48, label %51, label %49

49:                                               ; preds = %46
  %50 = add nsw i32 %37, -1
  store i32 %50, ptr %34, align 4, !tbaa !13
  br label %53

51:                                               ; preds = %46
  %52 = atomicrmw volatile add ptr %34, i32 -1 acq_rel, align 4
  br label %53

53:                                               ; preds = %51, %49
  %54 = phi i32 [ %37, %49 ], [ %52, %51 ]
  %55 = icmp eq i32 %54, 1
  br i1 %55, label %56, label %57, !prof !36

56:                                               ; preds = %53
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #24
  br label %57

57:                                               ; preds = %29, %38, %53, %56
  %58 = getelementptr inbounds i8, ptr %0, i64 16
  %59 = load ptr, ptr %58, align 8, !tbaa !28
  %60 = icmp eq ptr %59, null
  br i1 %60, label %85, label %61

61:                                               ; preds = %57
  %62 = getelementptr inbounds i8, ptr %59, i64 8
  %63 = load atomic i64, ptr %62 acquire, align 8
  %64 = icmp eq i64 %63, 4294967297
  %65 = trunc i64 %63 to i32
  br i1 %64, label %66, label %74

66:                                               ; preds = %61
  store i32 0, ptr %62, align 8, !tbaa !30
  %67 = getelementptr inbounds i8, ptr %59, i64 12
  store i32 0, ptr %67, align 4, !tbaa !32
  %68 = load ptr, ptr %59, align 8, !tbaa !33
  %69 = getelementptr inbounds i8, ptr %68, i64 16
  %70 = load ptr, ptr %69, align 8
  tail call void %70(ptr noundef nonnull align 8 dereferenceable(16) %59) #24
  %71 = load ptr, ptr %59, align 8, !tbaa !33
  %72 = getelementptr inbounds i8, ptr %71, i64 24
  %73 = load ptr, ptr %72, align 8
  tail call void %73(ptr noundef nonnull align 8 dereferenceable(16) %59) #24
  br label %85

74:                                               ; preds = %61
  %75 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !35
  %76 = icmp eq i8 %75, 0
  br i1 %76, label %79, label %77

77:                                               ; preds = %74
  %78 = add nsw i32 %65, -1
  store i32 %78, ptr %62, align 4, !tbaa !13
  br label %81

79:                                               ; preds = %74
  %80 = atomicrmw volatile add ptr %62, i32 -1 acq_rel, align 4
  br label %81

81:                                               ; preds = %79, %77
  %82 = phi i32 [ %65, %77 ], [ %80, %79 ]
  %83 = icmp eq i32 %82, 1
  br i1 %83, label %84, label %85, !prof !36

84:                                               ; preds = %81
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %59) #24
  br label %85

85:                                               ; preds = %57, %66, %81, %84
  ret void
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail21LocalAccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #7 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  store i32 0, ptr %11, align 4, !tbaa !32
  %12 = load ptr, ptr %3, align 8, !tbaa !33
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  %15 = load ptr, ptr %3, align 8, !tbaa !33
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !35
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !13
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !36

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #7 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  store i32 0, ptr %11, align 4, !tbaa !32
  %12 = load ptr, ptr %3, align 8, !tbaa !33
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  %15 = load ptr, ptr %3, align 8, !tbaa !33
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !35
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !13
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !36

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_vEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(33) %1, ptr noundef nonnull align 8 dereferenceable(176) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.sycl::_V1::id", align 8
  %7 = alloca %"class.sycl::_V1::range", align 8
  %8 = alloca %"class.sycl::_V1::range", align 8
  %9 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %10 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %11 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %6, i8 0, i64 24, i1 false)
  %12 = load i64, ptr %11, align 8
  store i64 %12, ptr %7, align 8, !tbaa !39, !alias.scope !316
  %13 = getelementptr inbounds i8, ptr %7, i64 8
  store i64 1, ptr %13, align 8, !tbaa !39, !alias.scope !316
  %14 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 1, ptr %14, align 8, !tbaa !39, !alias.scope !316
  store i64 %12, ptr %8, align 8, !tbaa !39, !alias.scope !319
  %15 = getelementptr inbounds i8, ptr %8, i64 8
  store i64 1, ptr %15, align 8, !tbaa !39, !alias.scope !319
  %16 = getelementptr inbounds i8, ptr %8, i64 16
  store i64 1, ptr %16, align 8, !tbaa !39, !alias.scope !319
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #24
  %17 = load i64, ptr %3, align 8
  %18 = getelementptr inbounds i8, ptr %3, i64 8
  %19 = getelementptr inbounds i8, ptr %3, i64 16
  %20 = load ptr, ptr %19, align 8, !tbaa !19
  %21 = load ptr, ptr %18, align 8, !tbaa !19
  %22 = ptrtoint ptr %20 to i64
  %23 = ptrtoint ptr %21 to i64
  %24 = sub i64 %22, %23
  %25 = icmp eq ptr %20, %21
  br i1 %25, label %52, label %26

26:                                               ; preds = %5
  %27 = icmp ugt i64 %24, 9223372036854775792
  br i1 %27, label %28, label %29, !prof !36

28:                                               ; preds = %26
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #27
  unreachable

29:                                               ; preds = %26
  %30 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %24) #23
  br label %31

31:                                               ; preds = %48, %29
  %32 = phi ptr [ %50, %48 ], [ %30, %29 ]
  %33 = phi ptr [ %49, %48 ], [ %21, %29 ]
  %34 = load ptr, ptr %33, align 8, !tbaa !235
  store ptr %34, ptr %32, align 8, !tbaa !235
  %35 = getelementptr inbounds i8, ptr %32, i64 8
  %36 = getelementptr inbounds i8, ptr %33, i64 8
  %37 = load ptr, ptr %36, align 8, !tbaa !28
  store ptr %37, ptr %35, align 8, !tbaa !28
  %38 = icmp eq ptr %37, null
  br i1 %38, label %48, label %39

39:                                               ; preds = %31
  %40 = getelementptr inbounds i8, ptr %37, i64 8
  %41 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !35
  %42 = icmp eq i8 %41, 0
  br i1 %42, label %46, label %43

43:                                               ; preds = %39
  %44 = load i32, ptr %40, align 4, !tbaa !13
  %45 = add nsw i32 %44, 1
  store i32 %45, ptr %40, align 4, !tbaa !13
  br label %48

46:                                               ; preds = %39
  %47 = atomicrmw volatile add ptr %40, i32 1 acq_rel, align 4
  br label %48

48:                                               ; preds = %46, %43, %31
  %49 = getelementptr inbounds i8, ptr %33, i64 16
  %50 = getelementptr inbounds i8, ptr %32, i64 16
  %51 = icmp eq ptr %49, %20
  br i1 %51, label %52, label %31, !llvm.loop !237

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
  store ptr %55, ptr %58, align 8, !tbaa !38
  %59 = load ptr, ptr %1, align 8, !tbaa !132
  %60 = icmp eq ptr %59, null
  br i1 %60, label %61, label %62

61:                                               ; preds = %52
  tail call void @__assert_fail(ptr noundef nonnull @.str.18, ptr noundef nonnull @.str.19, i32 noundef 29, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS8_) #25
  unreachable

62:                                               ; preds = %52
  %63 = getelementptr inbounds i8, ptr %1, i64 24
  %64 = load i64, ptr %63, align 8, !tbaa !154
  %65 = getelementptr inbounds i8, ptr %1, i64 32
  %66 = load i8, ptr %65, align 8, !tbaa !158, !range !82, !noundef !83
  %67 = trunc nuw i8 %66 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %6, ptr noundef nonnull byval(%"class.sycl::_V1::range") align 8 %7, ptr noundef nonnull byval(%"class.sycl::_V1::range") align 8 %8, i32 noundef 1024, ptr noundef nonnull %59, i32 noundef 1, i32 noundef 4, i64 noundef %64, i1 noundef zeroext %67, ptr noundef nonnull align 8 dereferenceable(32) %3)
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
  store i32 0, ptr %81, align 4, !tbaa !32
  %82 = load ptr, ptr %73, align 8, !tbaa !33
  %83 = getelementptr inbounds i8, ptr %82, i64 16
  %84 = load ptr, ptr %83, align 8
  tail call void %84(ptr noundef nonnull align 8 dereferenceable(16) %73) #24
  %85 = load ptr, ptr %73, align 8, !tbaa !33
  %86 = getelementptr inbounds i8, ptr %85, i64 24
  %87 = load ptr, ptr %86, align 8
  tail call void %87(ptr noundef nonnull align 8 dereferenceable(16) %73) #24
  br label %99

88:                                               ; preds = %75
  %89 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !35
  %90 = icmp eq i8 %89, 0
  br i1 %90, label %93, label %91

91:                                               ; preds = %88
  %92 = add nsw i32 %79, -1
  store i32 %92, ptr %76, align 4, !tbaa !13
  br label %95

93:                                               ; preds = %88
  %94 = atomicrmw volatile add ptr %76, i32 -1 acq_rel, align 4
  br label %95

95:                                               ; preds = %93, %91
  %96 = phi i32 [ %79, %91 ], [ %94, %93 ]
  %97 = icmp eq i32 %96, 1
  br i1 %97, label %98, label %99, !prof !36

98:                                               ; preds = %95
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %73) #24
  br label %99

99:                                               ; preds = %98, %95, %80, %70
  %100 = getelementptr inbounds i8, ptr %71, i64 16
  %101 = icmp eq ptr %100, %54
  br i1 %101, label %102, label %70, !llvm.loop !37

102:                                              ; preds = %99
  %103 = load ptr, ptr %56, align 8, !tbaa !25
  br label %104

104:                                              ; preds = %102, %68
  %105 = phi ptr [ %103, %102 ], [ %53, %68 ]
  %106 = icmp eq ptr %105, null
  br i1 %106, label %112, label %107

107:                                              ; preds = %104
  %108 = load ptr, ptr %58, align 8, !tbaa !38
  %109 = ptrtoint ptr %108 to i64
  %110 = ptrtoint ptr %105 to i64
  %111 = sub i64 %109, %110
  tail call void @_ZdlPvm(ptr noundef nonnull %105, i64 noundef %111) #26
  br label %112

112:                                              ; preds = %104, %107
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #24
  %113 = getelementptr inbounds i8, ptr %0, i64 16
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %113, i8 0, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #24
  %114 = load i64, ptr %3, align 8
  %115 = load ptr, ptr %19, align 8, !tbaa !19
  %116 = load ptr, ptr %18, align 8, !tbaa !19
  %117 = ptrtoint ptr %115 to i64
  %118 = ptrtoint ptr %116 to i64
  %119 = sub i64 %117, %118
  %120 = icmp eq ptr %115, %116
  br i1 %120, label %148, label %121

121:                                              ; preds = %112
  %122 = icmp ugt i64 %119, 9223372036854775792
  br i1 %122, label %123, label %125, !prof !36

123:                                              ; preds = %121
  invoke void @_ZSt28__throw_bad_array_new_lengthv() #27
          to label %124 unwind label %238

124:                                              ; preds = %123
  unreachable

125:                                              ; preds = %121
  %126 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %119) #23
          to label %127 unwind label %238

127:                                              ; preds = %125, %144
  %128 = phi ptr [ %146, %144 ], [ %126, %125 ]
  %129 = phi ptr [ %145, %144 ], [ %116, %125 ]
  %130 = load ptr, ptr %129, align 8, !tbaa !235
  store ptr %130, ptr %128, align 8, !tbaa !235
  %131 = getelementptr inbounds i8, ptr %128, i64 8
  %132 = getelementptr inbounds i8, ptr %129, i64 8
  %133 = load ptr, ptr %132, align 8, !tbaa !28
  store ptr %133, ptr %131, align 8, !tbaa !28
  %134 = icmp eq ptr %133, null
  br i1 %134, label %144, label %135

135:                                              ; preds = %127
  %136 = getelementptr inbounds i8, ptr %133, i64 8
  %137 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !35
  %138 = icmp eq i8 %137, 0
  br i1 %138, label %142, label %139

139:                                              ; preds = %135
  %140 = load i32, ptr %136, align 4, !tbaa !13
  %141 = add nsw i32 %140, 1
  store i32 %141, ptr %136, align 4, !tbaa !13
  br label %144

142:                                              ; preds = %135
  %143 = atomicrmw volatile add ptr %136, i32 1 acq_rel, align 4
  br label %144

144:                                              ; preds = %142, %139, %127
  %145 = getelementptr inbounds i8, ptr %129, i64 16
  %146 = getelementptr inbounds i8, ptr %128, i64 16
  %147 = icmp eq ptr %145, %115
  br i1 %147, label %148, label %127, !llvm.loop !237

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
  store ptr %151, ptr %154, align 8, !tbaa !38
  %155 = and i64 %114, 16
  %156 = icmp eq i64 %155, 0
  br i1 %156, label %166, label %157

157:                                              ; preds = %148
  %158 = tail call ptr @__cxa_allocate_exception(i64 64) #24
  %159 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #24
  %160 = extractvalue { i32, ptr } %159, 0
  %161 = extractvalue { i32, ptr } %159, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %158, i32 %160, ptr %161, ptr noundef nonnull @.str.20)
          to label %162 unwind label %164

162:                                              ; preds = %157
  invoke void @__cxa_throw(ptr nonnull %158, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #27
          to label %163 unwind label %240

163:                                              ; preds = %162
  unreachable

164:                                              ; preds = %157
  %165 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %158) #24
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
  store i32 0, ptr %179, align 4, !tbaa !32
  %180 = load ptr, ptr %171, align 8, !tbaa !33
  %181 = getelementptr inbounds i8, ptr %180, i64 16
  %182 = load ptr, ptr %181, align 8
  tail call void %182(ptr noundef nonnull align 8 dereferenceable(16) %171) #24
  %183 = load ptr, ptr %171, align 8, !tbaa !33
  %184 = getelementptr inbounds i8, ptr %183, i64 24
  %185 = load ptr, ptr %184, align 8
  tail call void %185(ptr noundef nonnull align 8 dereferenceable(16) %171) #24
  br label %197

186:                                              ; preds = %173
  %187 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !35
  %188 = icmp eq i8 %187, 0
  br i1 %188, label %191, label %189

189:                                              ; preds = %186
  %190 = add nsw i32 %177, -1
  store i32 %190, ptr %174, align 4, !tbaa !13
  br label %193

191:                                              ; preds = %186
  %192 = atomicrmw volatile add ptr %174, i32 -1 acq_rel, align 4
  br label %193

193:                                              ; preds = %191, %189
  %194 = phi i32 [ %177, %189 ], [ %192, %191 ]
  %195 = icmp eq i32 %194, 1
  br i1 %195, label %196, label %197, !prof !36

196:                                              ; preds = %193
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %171) #24
  br label %197

197:                                              ; preds = %196, %193, %178, %168
  %198 = getelementptr inbounds i8, ptr %169, i64 16
  %199 = icmp eq ptr %198, %150
  br i1 %199, label %200, label %168, !llvm.loop !37

200:                                              ; preds = %197
  %201 = load ptr, ptr %152, align 8, !tbaa !25
  br label %202

202:                                              ; preds = %200, %166
  %203 = phi ptr [ %201, %200 ], [ %149, %166 ]
  %204 = icmp eq ptr %203, null
  br i1 %204, label %210, label %205

205:                                              ; preds = %202
  %206 = load ptr, ptr %154, align 8, !tbaa !38
  %207 = ptrtoint ptr %206 to i64
  %208 = ptrtoint ptr %203 to i64
  %209 = sub i64 %207, %208
  tail call void @_ZdlPvm(ptr noundef nonnull %203, i64 noundef %209) #26
  br label %210

210:                                              ; preds = %202, %205
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #24
  invoke void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(176) %2, ptr noundef nonnull %0, i32 noundef 2014)
          to label %211 unwind label %236

211:                                              ; preds = %210
  %212 = invoke noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %213 unwind label %236

213:                                              ; preds = %211
  store ptr %212, ptr %113, align 8, !tbaa !322
  %214 = load ptr, ptr %1, align 8, !tbaa !132
  %215 = icmp eq ptr %214, null
  br i1 %215, label %216, label %217

216:                                              ; preds = %213
  tail call void @__assert_fail(ptr noundef nonnull @.str.18, ptr noundef nonnull @.str.19, i32 noundef 29, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS8_) #25
  unreachable

217:                                              ; preds = %213
  %218 = load ptr, ptr %0, align 8, !tbaa !178
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
  %228 = call noundef ptr @_ZN4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #24
  %229 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #24
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
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %9) #24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #24
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
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %10) #24
  br label %244

244:                                              ; preds = %242, %238
  %245 = phi { ptr, i32 } [ %243, %242 ], [ %239, %238 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #24
  br label %246

246:                                              ; preds = %244, %236
  %247 = phi { ptr, i32 } [ %237, %236 ], [ %245, %244 ]
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #24
  br label %248

248:                                              ; preds = %246, %234
  %249 = phi { ptr, i32 } [ %247, %246 ], [ %235, %234 ]
  resume { ptr, i32 } %249
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_vEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(33) %1, ptr noundef nonnull align 8 dereferenceable(176) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.sycl::_V1::id", align 8
  %7 = alloca %"class.sycl::_V1::range", align 8
  %8 = alloca %"class.sycl::_V1::range", align 8
  %9 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %10 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %6, i8 0, i64 24, i1 false)
  %11 = load i64, ptr %10, align 8
  store i64 %11, ptr %7, align 8, !tbaa !39, !alias.scope !323
  %12 = getelementptr inbounds i8, ptr %7, i64 8
  store i64 1, ptr %12, align 8, !tbaa !39, !alias.scope !323
  %13 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 1, ptr %13, align 8, !tbaa !39, !alias.scope !323
  store i64 %11, ptr %8, align 8, !tbaa !39, !alias.scope !326
  %14 = getelementptr inbounds i8, ptr %8, i64 8
  store i64 1, ptr %14, align 8, !tbaa !39, !alias.scope !326
  %15 = getelementptr inbounds i8, ptr %8, i64 16
  store i64 1, ptr %15, align 8, !tbaa !39, !alias.scope !326
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #24
  %16 = load i64, ptr %3, align 8
  %17 = getelementptr inbounds i8, ptr %3, i64 8
  %18 = getelementptr inbounds i8, ptr %3, i64 16
  %19 = load ptr, ptr %18, align 8, !tbaa !19
  %20 = load ptr, ptr %17, align 8, !tbaa !19
  %21 = ptrtoint ptr %19 to i64
  %22 = ptrtoint ptr %20 to i64
  %23 = sub i64 %21, %22
  %24 = icmp eq ptr %19, %20
  br i1 %24, label %51, label %25

25:                                               ; preds = %5
  %26 = icmp ugt i64 %23, 9223372036854775792
  br i1 %26, label %27, label %28, !prof !36

27:                                               ; preds = %25
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #27
  unreachable

28:                                               ; preds = %25
  %29 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %23) #23
  br label %30

30:                                               ; preds = %47, %28
  %31 = phi ptr [ %49, %47 ], [ %29, %28 ]
  %32 = phi ptr [ %48, %47 ], [ %20, %28 ]
  %33 = load ptr, ptr %32, align 8, !tbaa !235
  store ptr %33, ptr %31, align 8, !tbaa !235
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = getelementptr inbounds i8, ptr %32, i64 8
  %36 = load ptr, ptr %35, align 8, !tbaa !28
  store ptr %36, ptr %34, align 8, !tbaa !28
  %37 = icmp eq ptr %36, null
  br i1 %37, label %47, label %38

38:                                               ; preds = %30
  %39 = getelementptr inbounds i8, ptr %36, i64 8
  %40 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !35
  %41 = icmp eq i8 %40, 0
  br i1 %41, label %45, label %42

42:                                               ; preds = %38
  %43 = load i32, ptr %39, align 4, !tbaa !13
  %44 = add nsw i32 %43, 1
  store i32 %44, ptr %39, align 4, !tbaa !13
  br label %47

45:                                               ; preds = %38
  %46 = atomicrmw volatile add ptr %39, i32 1 acq_rel, align 4
  br label %47

47:                                               ; preds = %45, %42, %30
  %48 = getelementptr inbounds i8, ptr %32, i64 16
  %49 = getelementptr inbounds i8, ptr %31, i64 16
  %50 = icmp eq ptr %48, %19
  br i1 %50, label %51, label %30, !llvm.loop !237

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
  store ptr %54, ptr %57, align 8, !tbaa !38
  %58 = load ptr, ptr %1, align 8, !tbaa !132
  %59 = icmp eq ptr %58, null
  br i1 %59, label %60, label %61

60:                                               ; preds = %51
  tail call void @__assert_fail(ptr noundef nonnull @.str.18, ptr noundef nonnull @.str.19, i32 noundef 29, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS8_) #25
  unreachable

61:                                               ; preds = %51
  %62 = and i64 %16, 16
  %63 = icmp eq i64 %62, 0
  %64 = select i1 %63, i32 1025, i32 1027
  %65 = getelementptr inbounds i8, ptr %1, i64 24
  %66 = load i64, ptr %65, align 8, !tbaa !154
  %67 = getelementptr inbounds i8, ptr %1, i64 32
  %68 = load i8, ptr %67, align 8, !tbaa !158, !range !82, !noundef !83
  %69 = trunc nuw i8 %68 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %6, ptr noundef nonnull byval(%"class.sycl::_V1::range") align 8 %7, ptr noundef nonnull byval(%"class.sycl::_V1::range") align 8 %8, i32 noundef %64, ptr noundef nonnull %58, i32 noundef 1, i32 noundef 4, i64 noundef %66, i1 noundef zeroext %69, ptr noundef nonnull align 8 dereferenceable(32) %3)
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
  store i32 0, ptr %83, align 4, !tbaa !32
  %84 = load ptr, ptr %75, align 8, !tbaa !33
  %85 = getelementptr inbounds i8, ptr %84, i64 16
  %86 = load ptr, ptr %85, align 8
  tail call void %86(ptr noundef nonnull align 8 dereferenceable(16) %75) #24
  %87 = load ptr, ptr %75, align 8, !tbaa !33
  %88 = getelementptr inbounds i8, ptr %87, i64 24
  %89 = load ptr, ptr %88, align 8
  tail call void %89(ptr noundef nonnull align 8 dereferenceable(16) %75) #24
  br label %101

90:                                               ; preds = %77
  %91 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !35
  %92 = icmp eq i8 %91, 0
  br i1 %92, label %95, label %93

93:                                               ; preds = %90
  %94 = add nsw i32 %81, -1
  store i32 %94, ptr %78, align 4, !tbaa !13
  br label %97

95:                                               ; preds = %90
  %96 = atomicrmw volatile add ptr %78, i32 -1 acq_rel, align 4
  br label %97

97:                                               ; preds = %95, %93
  %98 = phi i32 [ %81, %93 ], [ %96, %95 ]
  %99 = icmp eq i32 %98, 1
  br i1 %99, label %100, label %101, !prof !36

100:                                              ; preds = %97
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %75) #24
  br label %101

101:                                              ; preds = %100, %97, %82, %72
  %102 = getelementptr inbounds i8, ptr %73, i64 16
  %103 = icmp eq ptr %102, %53
  br i1 %103, label %104, label %72, !llvm.loop !37

104:                                              ; preds = %101
  %105 = load ptr, ptr %55, align 8, !tbaa !25
  br label %106

106:                                              ; preds = %104, %70
  %107 = phi ptr [ %105, %104 ], [ %52, %70 ]
  %108 = icmp eq ptr %107, null
  br i1 %108, label %114, label %109

109:                                              ; preds = %106
  %110 = load ptr, ptr %57, align 8, !tbaa !38
  %111 = ptrtoint ptr %110 to i64
  %112 = ptrtoint ptr %107 to i64
  %113 = sub i64 %111, %112
  tail call void @_ZdlPvm(ptr noundef nonnull %107, i64 noundef %113) #26
  br label %114

114:                                              ; preds = %106, %109
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #24
  %115 = getelementptr inbounds i8, ptr %0, i64 16
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %115, i8 0, i64 16, i1 false)
  %116 = load ptr, ptr %18, align 8, !tbaa !19
  %117 = load ptr, ptr %17, align 8, !tbaa !19
  %118 = ptrtoint ptr %116 to i64
  %119 = ptrtoint ptr %117 to i64
  %120 = sub i64 %118, %119
  %121 = icmp eq ptr %116, %117
  br i1 %121, label %182, label %122

122:                                              ; preds = %114
  %123 = icmp ugt i64 %120, 9223372036854775792
  br i1 %123, label %124, label %126, !prof !36

124:                                              ; preds = %122
  invoke void @_ZSt28__throw_bad_array_new_lengthv() #27
          to label %125 unwind label %210

125:                                              ; preds = %124
  unreachable

126:                                              ; preds = %122
  %127 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %120) #23
          to label %128 unwind label %210

128:                                              ; preds = %126, %145
  %129 = phi ptr [ %147, %145 ], [ %127, %126 ]
  %130 = phi ptr [ %146, %145 ], [ %117, %126 ]
  %131 = load ptr, ptr %130, align 8, !tbaa !235
  store ptr %131, ptr %129, align 8, !tbaa !235
  %132 = getelementptr inbounds i8, ptr %129, i64 8
  %133 = getelementptr inbounds i8, ptr %130, i64 8
  %134 = load ptr, ptr %133, align 8, !tbaa !28
  store ptr %134, ptr %132, align 8, !tbaa !28
  %135 = icmp eq ptr %134, null
  br i1 %135, label %145, label %136

136:                                              ; preds = %128
  %137 = getelementptr inbounds i8, ptr %134, i64 8
  %138 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !35
  %139 = icmp eq i8 %138, 0
  br i1 %139, label %143, label %140

140:                                              ; preds = %136
  %141 = load i32, ptr %137, align 4, !tbaa !13
  %142 = add nsw i32 %141, 1
  store i32 %142, ptr %137, align 4, !tbaa !13
  br label %145

143:                                              ; preds = %136
  %144 = atomicrmw volatile add ptr %137, i32 1 acq_rel, align 4
  br label %145

145:                                              ; preds = %143, %140, %128
  %146 = getelementptr inbounds i8, ptr %130, i64 16
  %147 = getelementptr inbounds i8, ptr %129, i64 16
  %148 = icmp eq ptr %146, %116
  br i1 %148, label %149, label %128, !llvm.loop !237

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
  store i32 0, ptr %160, align 4, !tbaa !32
  %161 = load ptr, ptr %152, align 8, !tbaa !33
  %162 = getelementptr inbounds i8, ptr %161, i64 16
  %163 = load ptr, ptr %162, align 8
  tail call void %163(ptr noundef nonnull align 8 dereferenceable(16) %152) #24
  %164 = load ptr, ptr %152, align 8, !tbaa !33
  %165 = getelementptr inbounds i8, ptr %164, i64 24
  %166 = load ptr, ptr %165, align 8
  tail call void %166(ptr noundef nonnull align 8 dereferenceable(16) %152) #24
  br label %178

167:                                              ; preds = %154
  %168 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !35
  %169 = icmp eq i8 %168, 0
  br i1 %169, label %172, label %170

170:                                              ; preds = %167
  %171 = add nsw i32 %158, -1
  store i32 %171, ptr %155, align 4, !tbaa !13
  br label %174

172:                                              ; preds = %167
  %173 = atomicrmw volatile add ptr %155, i32 -1 acq_rel, align 4
  br label %174

174:                                              ; preds = %172, %170
  %175 = phi i32 [ %158, %170 ], [ %173, %172 ]
  %176 = icmp eq i32 %175, 1
  br i1 %176, label %177, label %178, !prof !36

177:                                              ; preds = %174
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %152) #24
  br label %178

178:                                              ; preds = %177, %174, %159, %149
  %179 = getelementptr inbounds i8, ptr %150, i64 16
  %180 = icmp eq ptr %150, %129
  br i1 %180, label %181, label %149, !llvm.loop !37

181:                                              ; preds = %178
  tail call void @_ZdlPvm(ptr noundef nonnull %127, i64 noundef %120) #26
  br label %182

182:                                              ; preds = %114, %181
  invoke void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(176) %2, ptr noundef nonnull %0, i32 noundef 2014)
          to label %183 unwind label %208

183:                                              ; preds = %182
  %184 = invoke noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %185 unwind label %208

185:                                              ; preds = %183
  store ptr %184, ptr %115, align 8, !tbaa !329
  %186 = load ptr, ptr %1, align 8, !tbaa !132
  %187 = icmp eq ptr %186, null
  br i1 %187, label %188, label %189

188:                                              ; preds = %185
  tail call void @__assert_fail(ptr noundef nonnull @.str.18, ptr noundef nonnull @.str.19, i32 noundef 29, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS8_) #25
  unreachable

189:                                              ; preds = %185
  %190 = load ptr, ptr %0, align 8, !tbaa !178
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
  %200 = call noundef ptr @_ZN4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #24
  %201 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #24
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
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %9) #24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #24
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
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #24
  br label %214

214:                                              ; preds = %212, %206
  %215 = phi { ptr, i32 } [ %213, %212 ], [ %207, %206 ]
  resume { ptr, i32 } %215
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V119local_accessor_baseIfLi1ELNS0_6access4modeE1026ELNS2_11placeholderE0EEC2ILi1EvEENS0_5rangeILi1EEERNS0_7handlerENS0_6detail13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %0, i64 %1, ptr noundef nonnull align 8 dereferenceable(176) %2, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %3) unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.sycl::_V1::range", align 8
  %6 = alloca %"class.sycl::_V1::property_list", align 8
  store i64 %1, ptr %5, align 8, !tbaa !39, !alias.scope !330
  %7 = getelementptr inbounds i8, ptr %5, i64 8
  store i64 1, ptr %7, align 8, !tbaa !39, !alias.scope !330
  %8 = getelementptr inbounds i8, ptr %5, i64 16
  store i64 1, ptr %8, align 8, !tbaa !39, !alias.scope !330
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %6, i8 0, i64 32, i1 false)
  invoke void @_ZN4sycl3_V16detail21LocalAccessorBaseHostC2ENS0_5rangeILi3EEEiiRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::range") align 8 %5, i32 noundef 1, i32 noundef 4, ptr noundef nonnull align 8 dereferenceable(32) %6)
          to label %9 unwind label %66

9:                                                ; preds = %4
  %10 = getelementptr inbounds i8, ptr %6, i64 8
  %11 = load ptr, ptr %10, align 8, !tbaa !25
  %12 = getelementptr inbounds i8, ptr %6, i64 16
  %13 = load ptr, ptr %12, align 8, !tbaa !27
  %14 = icmp eq ptr %11, %13
  br i1 %14, label %49, label %15

15:                                               ; preds = %9, %44
  %16 = phi ptr [ %45, %44 ], [ %11, %9 ]
  %17 = getelementptr inbounds i8, ptr %16, i64 8
  %18 = load ptr, ptr %17, align 8, !tbaa !28
  %19 = icmp eq ptr %18, null
  br i1 %19, label %44, label %20

20:                                               ; preds = %15
  %21 = getelementptr inbounds i8, ptr %18, i64 8
  %22 = load atomic i64, ptr %21 acquire, align 8
  %23 = icmp eq i64 %22, 4294967297
  %24 = trunc i64 %22 to i32
  br i1 %23, label %25, label %33

25:                                               ; preds = %20
  store i32 0, ptr %21, align 8, !tbaa !30
  %26 = getelementptr inbounds i8, ptr %18, i64 12
  store i32 0, ptr %26, align 4, !tbaa !32
  %27 = load ptr, ptr %18, align 8, !tbaa !33
  %28 = getelementptr inbounds i8, ptr %27, i64 16
  %29 = load ptr, ptr %28, align 8
  call void %29(ptr noundef nonnull align 8 dereferenceable(16) %18) #24
  %30 = load ptr, ptr %18, align 8, !tbaa !33
  %31 = getelementptr inbounds i8, ptr %30, i64 24
  %32 = load ptr, ptr %31, align 8
  call void %32(ptr noundef nonnull align 8 dereferenceable(16) %18) #24
  br label %44

33:                                               ; preds = %20
  %34 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !35
  %35 = icmp eq i8 %34, 0
  br i1 %35, label %38, label %36

36:                                               ; preds = %33
  %37 = add nsw i32 %24, -1
  store i32 %37, ptr %21, align 4, !tbaa !13
  br label %40

38:                                               ; preds = %33
  %39 = atomicrmw volatile add ptr %21, i32 -1 acq_rel, align 4
  br label %40

40:                                               ; preds = %38, %36
  %41 = phi i32 [ %24, %36 ], [ %39, %38 ]
  %42 = icmp eq i32 %41, 1
  br i1 %42, label %43, label %44, !prof !36

43:                                               ; preds = %40
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %18) #24
  br label %44

44:                                               ; preds = %43, %40, %25, %15
  %45 = getelementptr inbounds i8, ptr %16, i64 16
  %46 = icmp eq ptr %45, %13
  br i1 %46, label %47, label %15, !llvm.loop !37

47:                                               ; preds = %44
  %48 = load ptr, ptr %10, align 8, !tbaa !25
  br label %49

49:                                               ; preds = %47, %9
  %50 = phi ptr [ %48, %47 ], [ %11, %9 ]
  %51 = icmp eq ptr %50, null
  br i1 %51, label %58, label %52

52:                                               ; preds = %49
  %53 = getelementptr inbounds i8, ptr %6, i64 24
  %54 = load ptr, ptr %53, align 8, !tbaa !38
  %55 = ptrtoint ptr %54 to i64
  %56 = ptrtoint ptr %50 to i64
  %57 = sub i64 %55, %56
  call void @_ZdlPvm(ptr noundef nonnull %50, i64 noundef %57) #26
  br label %58

58:                                               ; preds = %49, %52
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #24
  %59 = getelementptr inbounds i8, ptr %0, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %59, i8 0, i64 16, i1 false)
  %60 = load ptr, ptr %0, align 8, !tbaa !307
  invoke void @_ZN4sycl3_V16detail23constructorNotificationEPvS2_NS0_6access6targetENS3_4modeERKNS1_13code_locationE(ptr noundef null, ptr noundef %60, i32 noundef 2016, i32 noundef 1026, ptr noundef nonnull align 8 dereferenceable(24) %3)
          to label %61 unwind label %68

61:                                               ; preds = %58
  %62 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZN4sycl3_V16detail21LocalAccessorBaseHost7getSizeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %63 unwind label %68

63:                                               ; preds = %61
  %64 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail21LocalAccessorBaseHost7getSizeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %65 unwind label %68

65:                                               ; preds = %63
  ret void

66:                                               ; preds = %4
  %67 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %6) #24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #24
  br label %70

68:                                               ; preds = %63, %61, %58
  %69 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail21LocalAccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #24
  br label %70

70:                                               ; preds = %68, %66
  %71 = phi { ptr, i32 } [ %69, %68 ], [ %67, %66 ]
  resume { ptr, i32 } %71
}

declare void @_ZN4sycl3_V16detail21LocalAccessorBaseHostC2ENS0_5rangeILi3EEEiiRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef byval(%"class.sycl::_V1::range") align 8, i32 noundef, i32 noundef, ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #8

declare noundef nonnull align 8 dereferenceable(24) ptr @_ZN4sycl3_V16detail21LocalAccessorBaseHost7getSizeEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #8

declare noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail21LocalAccessorBaseHost7getSizeEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #8

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local { i64, i32 } @_ZN4sycl3_V16detail18getKernelParamDescI8TreeSum3EENS1_19kernel_param_desc_tEi(i32 noundef %0) #4 comdat {
  %2 = add i32 %0, 6
  %3 = zext i32 %2 to i64
  %4 = getelementptr inbounds [11 x %"struct.sycl::_V1::detail::kernel_param_desc_t"], ptr @_ZN4sycl3_V16detailL17kernel_signaturesE, i64 0, i64 %3
  %5 = load i64, ptr %4, align 4
  %6 = getelementptr inbounds i8, ptr %4, i64 8
  %7 = load i32, ptr %6, align 4, !tbaa !13
  %8 = insertvalue { i64, i32 } poison, i64 %5, 0
  %9 = insertvalue { i64, i32 } %8, i32 %7, 1
  ret { i64, i32 } %9
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler19setDeviceKernelInfoI8TreeSum3EEvPv(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef %1) local_unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = getelementptr inbounds i8, ptr %0, i64 64
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(16) @__const._ZN4sycl3_V17handler19setDeviceKernelInfoI8TreeSum3EEvPv.Info, i64 16, i1 false), !tbaa.struct !251
  tail call void @_ZN4sycl3_V17handler13setKernelFuncEPv(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef %1)
  %4 = load atomic i8, ptr @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI8TreeSum3EERNS1_16DeviceKernelInfoEvE4Info acquire, align 8
  %5 = icmp eq i8 %4, 0
  br i1 %5, label %6, label %14, !prof !252

6:                                                ; preds = %2
  %7 = tail call i32 @__cxa_guard_acquire(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI8TreeSum3EERNS1_16DeviceKernelInfoEvE4Info) #24
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %14, label %9

9:                                                ; preds = %6
  %10 = invoke noundef nonnull align 1 ptr @_ZN4sycl3_V16detail19getDeviceKernelInfoERKNS1_27compile_time_kernel_info_v123CompileTimeKernelInfoTyE(ptr noundef nonnull align 8 dereferenceable(81) @_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI8TreeSum3EE)
          to label %11 unwind label %12

11:                                               ; preds = %9
  store ptr %10, ptr @_ZZN4sycl3_V16detail19getDeviceKernelInfoI8TreeSum3EERNS1_16DeviceKernelInfoEvE4Info, align 8, !tbaa !19
  tail call void @__cxa_guard_release(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI8TreeSum3EERNS1_16DeviceKernelInfoEvE4Info) #24
  br label %14

12:                                               ; preds = %9
  %13 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_guard_abort(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI8TreeSum3EERNS1_16DeviceKernelInfoEvE4Info) #24
  resume { ptr, i32 } %13

14:                                               ; preds = %2, %6, %11
  %15 = load ptr, ptr @_ZZN4sycl3_V16detail19getDeviceKernelInfoI8TreeSum3EERNS1_16DeviceKernelInfoEvE4Info, align 8, !tbaa !19
  tail call void @_ZN4sycl3_V17handler22setDeviceKernelInfoPtrEPNS0_6detail16DeviceKernelInfoE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull %15)
  tail call void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(176) %0, i32 noundef 1)
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef nonnull ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE1_clES4_EUlNS0_7nd_itemILi1EEEE_S7_Li1EE6getPtrEv(ptr noundef nonnull readnone align 8 dereferenceable(112) %0) unnamed_addr #0 align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE1_clES4_EUlNS0_7nd_itemILi1EEEE_S7_Li1EED2Ev(ptr nocapture noundef nonnull align 8 dereferenceable(112) %0) unnamed_addr #5 align 2 {
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE1_clES4_EUlNS0_7nd_itemILi1EEEE_S7_Li1EEE, i64 16), ptr %0, align 8, !tbaa !33
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  tail call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE1_clES2_ENUlNS0_7nd_itemILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(104) %2) #24
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE1_clES4_EUlNS0_7nd_itemILi1EEEE_S7_Li1EED0Ev(ptr noundef nonnull align 8 dereferenceable(112) %0) unnamed_addr #5 align 2 {
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE1_clES4_EUlNS0_7nd_itemILi1EEEE_S7_Li1EEE, i64 16), ptr %0, align 8, !tbaa !33
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  tail call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE1_clES2_ENUlNS0_7nd_itemILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(104) %2) #24
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 112) #26
  ret void
}

; Function Attrs: mustprogress noreturn uwtable
define internal void @_ZN4sycl3_V16detail16runKernelWithArgINS0_7nd_itemILi1EEEZZ4mainENKUlRNS0_7handlerEE1_clES6_EUlS4_E_Lb0EEEvT0_T_RKSt17integral_constantIbXT1_EE(ptr noundef %0, ptr nocapture nonnull readnone align 1 %1) #20 personality ptr @__gxx_personality_v0 {
  %3 = load i64, ptr %0, align 8, !tbaa !298
  %4 = icmp eq i64 %3, 0
  br i1 %4, label %13, label %5

5:                                                ; preds = %2
  %6 = getelementptr inbounds i8, ptr %0, i64 40
  %7 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %6), !noalias !333
  %8 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %6), !noalias !336
  %9 = load i64, ptr %8, align 8
  %10 = tail call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %6) #24
  %11 = getelementptr float, ptr %10, i64 %9
  %12 = load float, ptr %11, align 4, !tbaa !5
  br label %13

13:                                               ; preds = %5, %2
  %14 = phi float [ %12, %5 ], [ 0.000000e+00, %2 ]
  %15 = getelementptr inbounds i8, ptr %0, i64 8
  %16 = tail call noundef ptr @_ZNK4sycl3_V16detail21LocalAccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %15)
  store float %14, ptr %16, align 4, !tbaa !5
  %17 = tail call ptr @__cxa_allocate_exception(i64 64) #24
  %18 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 12) #24
  %19 = extractvalue { i32, ptr } %18, 0
  %20 = extractvalue { i32, ptr } %18, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %17, i32 %19, ptr %20, ptr noundef nonnull @.str.35)
          to label %21 unwind label %22

21:                                               ; preds = %13
  tail call void @__cxa_throw(ptr nonnull %17, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #27
  unreachable

22:                                               ; preds = %13
  %23 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %17) #24
  resume { ptr, i32 } %23
}

declare noundef ptr @_ZNK4sycl3_V16detail21LocalAccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #8

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #19

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #21

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #22

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #21

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { inlinehint mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #10 = { noinline noreturn nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { mustprogress noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #14 = { noreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #15 = { nobuiltin allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #16 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #17 = { nofree nosync nounwind memory(none) }
attributes #18 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #19 = { nofree nounwind }
attributes #20 = { mustprogress noreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #21 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #22 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #23 = { builtin allocsize(0) }
attributes #24 = { nounwind }
attributes #25 = { noreturn nounwind }
attributes #26 = { builtin nounwind }
attributes #27 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = distinct !{!9, !10, !11, !12}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.isvectorized", i32 1}
!12 = !{!"llvm.loop.unroll.runtime.disable"}
!13 = !{!14, !14, i64 0}
!14 = !{!"int", !7, i64 0}
!15 = distinct !{!15, !10, !11, !12}
!16 = distinct !{!16, !10, !11, !12}
!17 = distinct !{!17, !10, !11, !12}
!18 = distinct !{!18, !10, !11, !12}
!19 = !{!20, !20, i64 0}
!20 = !{!"any pointer", !7, i64 0}
!21 = !{!22, !20, i64 24}
!22 = !{!"_ZTSSt8functionIFvN4sycl3_V114exception_listEEE", !23, i64 0, !20, i64 24}
!23 = !{!"_ZTSSt14_Function_base", !7, i64 0, !20, i64 16}
!24 = !{!23, !20, i64 16}
!25 = !{!26, !20, i64 0}
!26 = !{!"_ZTSNSt12_Vector_baseISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEESaIS5_EE17_Vector_impl_dataE", !20, i64 0, !20, i64 8, !20, i64 16}
!27 = !{!26, !20, i64 8}
!28 = !{!29, !20, i64 0}
!29 = !{!"_ZTSSt14__shared_countILN9__gnu_cxx12_Lock_policyE2EE", !20, i64 0}
!30 = !{!31, !14, i64 8}
!31 = !{!"_ZTSSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE", !14, i64 8, !14, i64 12}
!32 = !{!31, !14, i64 12}
!33 = !{!34, !34, i64 0}
!34 = !{!"vtable pointer", !8, i64 0}
!35 = !{!7, !7, i64 0}
!36 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!37 = distinct !{!37, !10}
!38 = !{!26, !20, i64 16}
!39 = !{!40, !40, i64 0}
!40 = !{!"long", !7, i64 0}
!41 = !{!42, !20, i64 0}
!42 = !{!"_ZTSN4sycl3_V16detail13code_locationE", !20, i64 0, !20, i64 8, !14, i64 16, !14, i64 20}
!43 = !{!44}
!44 = distinct !{!44, !45, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!45 = distinct !{!45, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!46 = !{!42, !20, i64 8}
!47 = !{!42, !14, i64 16}
!48 = !{!42, !14, i64 20}
!49 = !{!50}
!50 = distinct !{!50, !51, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!51 = distinct !{!51, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!52 = !{!53}
!53 = distinct !{!53, !54, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!54 = distinct !{!54, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!55 = !{!56}
!56 = distinct !{!56, !57, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!57 = distinct !{!57, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!58 = !{!59}
!59 = distinct !{!59, !60, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!60 = distinct !{!60, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!61 = !{!62}
!62 = distinct !{!62, !63, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!63 = distinct !{!63, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!64 = !{!65}
!65 = distinct !{!65, !66, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!66 = distinct !{!66, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!67 = !{!68}
!68 = distinct !{!68, !69, !"_ZN4sycl3_V15queue6submitIZ4mainEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_RKNS0_6detail13code_locationE: argument 0"}
!69 = distinct !{!69, !"_ZN4sycl3_V15queue6submitIZ4mainEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_RKNS0_6detail13code_locationE"}
!70 = !{!71, !20, i64 0}
!71 = !{!"_ZTSN4sycl3_V16detail19type_erased_cgfo_tyE", !20, i64 0, !20, i64 8}
!72 = !{!71, !20, i64 8}
!73 = !{!74, !68}
!74 = distinct !{!74, !75, !"_ZNK4sycl3_V15queue17submit_with_eventINS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET_RKNS0_6detail19type_erased_cgfo_tyERKNSD_13code_locationE: argument 0"}
!75 = distinct !{!75, !"_ZNK4sycl3_V15queue17submit_with_eventINS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET_RKNS0_6detail19type_erased_cgfo_tyERKNSD_13code_locationE"}
!76 = !{!77, !78, i64 0}
!77 = !{!"_ZTSN4sycl3_V16detail3_V114SubmissionInfoE", !78, i64 0}
!78 = !{!"_ZTSN4sycl3_V13ext6oneapi12experimental15event_mode_enumE", !7, i64 0}
!79 = !{!80, !81, i64 8}
!80 = !{!"_ZTSN4sycl3_V16detail14tls_code_loc_tE", !20, i64 0, !81, i64 8}
!81 = !{!"bool", !7, i64 0}
!82 = !{i8 0, i8 2}
!83 = !{}
!84 = !{!85}
!85 = distinct !{!85, !86, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!86 = distinct !{!86, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!87 = !{!88}
!88 = distinct !{!88, !89, !"_ZN4sycl3_V15queue6submitIZ4mainEUlRNS0_7handlerEE0_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_RKNS0_6detail13code_locationE: argument 0"}
!89 = distinct !{!89, !"_ZN4sycl3_V15queue6submitIZ4mainEUlRNS0_7handlerEE0_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_RKNS0_6detail13code_locationE"}
!90 = !{!91, !88}
!91 = distinct !{!91, !92, !"_ZNK4sycl3_V15queue17submit_with_eventINS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET_RKNS0_6detail19type_erased_cgfo_tyERKNSD_13code_locationE: argument 0"}
!92 = distinct !{!92, !"_ZNK4sycl3_V15queue17submit_with_eventINS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET_RKNS0_6detail19type_erased_cgfo_tyERKNSD_13code_locationE"}
!93 = !{!94}
!94 = distinct !{!94, !95, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!95 = distinct !{!95, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!96 = !{!97}
!97 = distinct !{!97, !98, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!98 = distinct !{!98, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!99 = !{!100}
!100 = distinct !{!100, !101, !"_ZN4sycl3_V15queue6submitIZ4mainEUlRNS0_7handlerEE1_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_RKNS0_6detail13code_locationE: argument 0"}
!101 = distinct !{!101, !"_ZN4sycl3_V15queue6submitIZ4mainEUlRNS0_7handlerEE1_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_RKNS0_6detail13code_locationE"}
!102 = !{!103, !100}
!103 = distinct !{!103, !104, !"_ZNK4sycl3_V15queue17submit_with_eventINS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET_RKNS0_6detail19type_erased_cgfo_tyERKNSD_13code_locationE: argument 0"}
!104 = distinct !{!104, !"_ZNK4sycl3_V15queue17submit_with_eventINS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET_RKNS0_6detail19type_erased_cgfo_tyERKNSD_13code_locationE"}
!105 = distinct !{!105, !10}
!106 = distinct !{!106, !10}
!107 = distinct !{!107, !10}
!108 = distinct !{!108, !10}
!109 = distinct !{!109, !10}
!110 = distinct !{!110, !10}
!111 = distinct !{!111, !10}
!112 = distinct !{!112, !10}
!113 = distinct !{!113, !10}
!114 = !{!115}
!115 = distinct !{!115, !116, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!116 = distinct !{!116, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!117 = !{!118, !40, i64 0}
!118 = !{!"_ZTSN4sycl3_V16detail17aligned_allocatorIfEE", !40, i64 0}
!119 = !{!120, !40, i64 16}
!120 = !{!"_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE", !121, i64 0, !118, i64 8, !40, i64 16}
!121 = !{!"_ZTSN4sycl3_V16detail19SYCLMemObjAllocatorE"}
!122 = !{!123, !20, i64 0}
!123 = !{!"_ZTSSt10_Head_baseILm0EPN4sycl3_V16detail19SYCLMemObjAllocatorELb0EE", !20, i64 0}
!124 = !{!125, !40, i64 40}
!125 = !{!"_ZTSN4sycl3_V16bufferIfLi3ENS0_6detail17aligned_allocatorIfEEvEE", !126, i64 0, !129, i64 16, !40, i64 40, !81, i64 48}
!126 = !{!"_ZTSN4sycl3_V16detail12buffer_plainE", !127, i64 0}
!127 = !{!"_ZTSSt10shared_ptrIN4sycl3_V16detail11buffer_implEE", !128, i64 0}
!128 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail11buffer_implELN9__gnu_cxx12_Lock_policyE2EE", !20, i64 0, !29, i64 8}
!129 = !{!"_ZTSN4sycl3_V15rangeILi3EEE", !130, i64 0}
!130 = !{!"_ZTSN4sycl3_V16detail5arrayILi3EEE", !7, i64 0}
!131 = !{!125, !81, i64 48}
!132 = !{!128, !20, i64 0}
!133 = !{!134, !20, i64 8}
!134 = !{!"_ZTSSt9type_info", !20, i64 8}
!135 = !{!136}
!136 = distinct !{!136, !137, !"_ZN4sycl3_V16detail12rangeToArrayERKNS0_5rangeILi3EEE: argument 0"}
!137 = distinct !{!137, !"_ZN4sycl3_V16detail12rangeToArrayERKNS0_5rangeILi3EEE"}
!138 = !{!139}
!139 = distinct !{!139, !140, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIiEEiEEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!140 = distinct !{!140, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIiEEiEEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!141 = !{!142, !40, i64 0}
!142 = !{!"_ZTSN4sycl3_V16detail17aligned_allocatorIiEE", !40, i64 0}
!143 = !{!144, !40, i64 16}
!144 = !{!"_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiEE", !121, i64 0, !142, i64 8, !40, i64 16}
!145 = !{!146, !40, i64 40}
!146 = !{!"_ZTSN4sycl3_V16bufferIiLi3ENS0_6detail17aligned_allocatorIiEEvEE", !126, i64 0, !129, i64 16, !40, i64 40, !81, i64 48}
!147 = !{!146, !81, i64 48}
!148 = !{!149}
!149 = distinct !{!149, !150, !"_ZN4sycl3_V16detail12rangeToArrayERKNS0_5rangeILi3EEE: argument 0"}
!150 = distinct !{!150, !"_ZN4sycl3_V16detail12rangeToArrayERKNS0_5rangeILi3EEE"}
!151 = !{!152}
!152 = distinct !{!152, !153, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!153 = distinct !{!153, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!154 = !{!155, !40, i64 24}
!155 = !{!"_ZTSN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvEE", !126, i64 0, !156, i64 16, !40, i64 24, !81, i64 32}
!156 = !{!"_ZTSN4sycl3_V15rangeILi1EEE", !157, i64 0}
!157 = !{!"_ZTSN4sycl3_V16detail5arrayILi1EEE", !7, i64 0}
!158 = !{!155, !81, i64 32}
!159 = !{!160}
!160 = distinct !{!160, !161, !"_ZN4sycl3_V16detail12rangeToArrayERKNS0_5rangeILi1EEE: argument 0"}
!161 = distinct !{!161, !"_ZN4sycl3_V16detail12rangeToArrayERKNS0_5rangeILi1EEE"}
!162 = !{!163, !20, i64 24}
!163 = !{!"_ZTSSt8functionIFiRKN4sycl3_V16deviceEEE", !23, i64 0, !20, i64 24}
!164 = !{!165, !20, i64 16}
!165 = !{!"_ZTSNSt12_Vector_baseINSt15__exception_ptr13exception_ptrESaIS1_EE17_Vector_impl_dataE", !20, i64 0, !20, i64 8, !20, i64 16}
!166 = !{!165, !20, i64 0}
!167 = !{!165, !20, i64 8}
!168 = !{!169, !20, i64 0}
!169 = !{!"_ZTSNSt15__exception_ptr13exception_ptrE", !20, i64 0}
!170 = distinct !{!170, !10}
!171 = !{!172, !20, i64 0}
!172 = !{!"_ZTSZ4mainEUlRN4sycl3_V17handlerEE_", !20, i64 0, !20, i64 8, !20, i64 16}
!173 = !{!172, !20, i64 8}
!174 = !{!172, !20, i64 16}
!175 = !{!176}
!176 = distinct !{!176, !177, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!177 = distinct !{!177, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!178 = !{!179, !20, i64 0}
!179 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail16AccessorImplHostELN9__gnu_cxx12_Lock_policyE2EE", !20, i64 0, !29, i64 8}
!180 = !{!181, !81, i64 8}
!181 = !{!"_ZTSSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental23work_group_scratch_sizeEE", !7, i64 0, !81, i64 8}
!182 = !{!183, !185}
!183 = distinct !{!183, !184, !"_ZN4sycl3_V16detail27kernel_launch_properties_v129extractKernelPropertiesCommonINS2_11PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS5_5intel12experimental12cache_configENS7_17use_root_sync_keyENS7_23work_group_progress_keyENS7_22sub_group_progress_keyENS7_22work_item_progress_keyENS7_4cuda12cluster_sizeILi1EEENSH_ILi2EEENSH_ILi3EEEEEELb0ENS7_10propertiesINS7_6detail20properties_type_listIJEEEEEvEET_T1_: argument 0"}
!184 = distinct !{!184, !"_ZN4sycl3_V16detail27kernel_launch_properties_v129extractKernelPropertiesCommonINS2_11PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS5_5intel12experimental12cache_configENS7_17use_root_sync_keyENS7_23work_group_progress_keyENS7_22sub_group_progress_keyENS7_22work_item_progress_keyENS7_4cuda12cluster_sizeILi1EEENSH_ILi2EEENSH_ILi3EEEEEELb0ENS7_10propertiesINS7_6detail20properties_type_listIJEEEEEvEET_T1_"}
!185 = distinct !{!185, !186, !"_ZN4sycl3_V16detail27kernel_launch_properties_v123extractKernelPropertiesILb0ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEvEEDaT0_: argument 0"}
!186 = distinct !{!186, !"_ZN4sycl3_V16detail27kernel_launch_properties_v123extractKernelPropertiesILb0ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEvEEDaT0_"}
!187 = !{!188, !81, i64 2}
!188 = !{!"_ZTSSt22_Optional_payload_baseIN4sycl3_V13ext5intel12experimental12cache_configEE", !7, i64 0, !81, i64 2}
!189 = !{!190, !81, i64 0}
!190 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental17use_root_sync_keyEvEE", !81, i64 0}
!191 = !{!192, !81, i64 4}
!192 = !{!"_ZTSSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental26forward_progress_guaranteeEE", !7, i64 0, !81, i64 4}
!193 = !{!194, !81, i64 4}
!194 = !{!"_ZTSSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental15execution_scopeEE", !7, i64 0, !81, i64 4}
!195 = !{!196, !81, i64 8}
!196 = !{!"_ZTSSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi1EEEE", !7, i64 0, !81, i64 8}
!197 = !{!198, !81, i64 16}
!198 = !{!"_ZTSSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi2EEEE", !7, i64 0, !81, i64 16}
!199 = !{!200, !81, i64 24}
!200 = !{!"_ZTSSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi3EEEE", !7, i64 0, !81, i64 24}
!201 = !{!202, !81, i64 144}
!202 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v111PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS4_5intel12experimental12cache_configENS6_17use_root_sync_keyENS6_23work_group_progress_keyENS6_22sub_group_progress_keyENS6_22work_item_progress_keyENS6_4cuda12cluster_sizeILi1EEENSG_ILi2EEENSG_ILi3EEEEEE", !203, i64 0, !207, i64 16, !190, i64 20, !211, i64 24, !218, i64 40, !219, i64 56, !220, i64 72, !224, i64 88, !228, i64 112, !81, i64 144}
!203 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental23work_group_scratch_sizeEvEE", !204, i64 0}
!204 = !{!"_ZTSSt8optionalIN4sycl3_V13ext6oneapi12experimental23work_group_scratch_sizeEE", !205, i64 0}
!205 = !{!"_ZTSSt14_Optional_baseIN4sycl3_V13ext6oneapi12experimental23work_group_scratch_sizeELb1ELb1EE", !206, i64 0}
!206 = !{!"_ZTSSt17_Optional_payloadIN4sycl3_V13ext6oneapi12experimental23work_group_scratch_sizeELb1ELb1ELb1EE", !181, i64 0}
!207 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext5intel12experimental12cache_configEvEE", !208, i64 0}
!208 = !{!"_ZTSSt8optionalIN4sycl3_V13ext5intel12experimental12cache_configEE", !209, i64 0}
!209 = !{!"_ZTSSt14_Optional_baseIN4sycl3_V13ext5intel12experimental12cache_configELb1ELb1EE", !210, i64 0}
!210 = !{!"_ZTSSt17_Optional_payloadIN4sycl3_V13ext5intel12experimental12cache_configELb1ELb1ELb1EE", !188, i64 0}
!211 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental23work_group_progress_keyEvEE", !212, i64 0, !215, i64 8}
!212 = !{!"_ZTSSt8optionalIN4sycl3_V13ext6oneapi12experimental26forward_progress_guaranteeEE", !213, i64 0}
!213 = !{!"_ZTSSt14_Optional_baseIN4sycl3_V13ext6oneapi12experimental26forward_progress_guaranteeELb1ELb1EE", !214, i64 0}
!214 = !{!"_ZTSSt17_Optional_payloadIN4sycl3_V13ext6oneapi12experimental26forward_progress_guaranteeELb1ELb1ELb1EE", !192, i64 0}
!215 = !{!"_ZTSSt8optionalIN4sycl3_V13ext6oneapi12experimental15execution_scopeEE", !216, i64 0}
!216 = !{!"_ZTSSt14_Optional_baseIN4sycl3_V13ext6oneapi12experimental15execution_scopeELb1ELb1EE", !217, i64 0}
!217 = !{!"_ZTSSt17_Optional_payloadIN4sycl3_V13ext6oneapi12experimental15execution_scopeELb1ELb1ELb1EE", !194, i64 0}
!218 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental22sub_group_progress_keyEvEE", !212, i64 0, !215, i64 8}
!219 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental22work_item_progress_keyEvEE", !212, i64 0, !215, i64 8}
!220 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental4cuda12cluster_sizeILi1EEEvEE", !221, i64 0}
!221 = !{!"_ZTSSt8optionalIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi1EEEE", !222, i64 0}
!222 = !{!"_ZTSSt14_Optional_baseIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi1EEELb1ELb1EE", !223, i64 0}
!223 = !{!"_ZTSSt17_Optional_payloadIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi1EEELb1ELb1ELb1EE", !196, i64 0}
!224 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental4cuda12cluster_sizeILi2EEEvEE", !225, i64 0}
!225 = !{!"_ZTSSt8optionalIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi2EEEE", !226, i64 0}
!226 = !{!"_ZTSSt14_Optional_baseIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi2EEELb1ELb1EE", !227, i64 0}
!227 = !{!"_ZTSSt17_Optional_payloadIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi2EEELb1ELb1ELb1EE", !198, i64 0}
!228 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental4cuda12cluster_sizeILi3EEEvEE", !229, i64 0}
!229 = !{!"_ZTSSt8optionalIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi3EEEE", !230, i64 0}
!230 = !{!"_ZTSSt14_Optional_baseIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi3EEELb1ELb1EE", !231, i64 0}
!231 = !{!"_ZTSSt17_Optional_payloadIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi3EEELb1ELb1ELb1EE", !200, i64 0}
!232 = !{!233, !20, i64 0}
!233 = !{!"_ZTSN4sycl3_V16detail16nd_range_view_v113nd_range_viewE", !20, i64 0, !20, i64 8, !20, i64 16, !40, i64 24}
!234 = !{!233, !40, i64 24}
!235 = !{!236, !20, i64 0}
!236 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseELN9__gnu_cxx12_Lock_policyE2EE", !20, i64 0, !29, i64 8}
!237 = distinct !{!237, !10}
!238 = !{!239, !20, i64 16}
!239 = !{!"_ZTSN4sycl3_V18accessorIiLi3ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !240, i64 0, !20, i64 16, !7, i64 24}
!240 = !{!"_ZTSN4sycl3_V16detail16AccessorBaseHostE", !241, i64 0}
!241 = !{!"_ZTSSt10shared_ptrIN4sycl3_V16detail16AccessorImplHostEE", !179, i64 0}
!242 = !{!243, !20, i64 16}
!243 = !{!"_ZTSN4sycl3_V18accessorIfLi3ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !240, i64 0, !20, i64 16, !7, i64 24}
!244 = !{!245, !20, i64 16}
!245 = !{!"_ZTSN4sycl3_V18accessorIfLi3ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !240, i64 0, !20, i64 16, !7, i64 24}
!246 = !{!247, !14, i64 16}
!247 = !{!"_ZTSN4sycl3_V16detail27compile_time_kernel_info_v123CompileTimeKernelInfoTyE", !248, i64 0, !14, i64 16, !81, i64 20, !248, i64 24, !248, i64 40, !14, i64 56, !14, i64 60, !40, i64 64, !20, i64 72, !81, i64 80}
!248 = !{!"_ZTSN4sycl3_V16detail11string_viewE", !20, i64 0, !40, i64 8}
!249 = distinct !{!249, !10}
!250 = !{!247, !20, i64 72}
!251 = !{i64 0, i64 8, !19, i64 8, i64 8, !39}
!252 = !{!"branch_weights", i32 1, i32 1048575}
!253 = !{!254}
!254 = distinct !{!254, !255, !"_ZNK4sycl3_V18accessorIfLi3ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi3EvEEDam: argument 0"}
!255 = distinct !{!255, !"_ZNK4sycl3_V18accessorIfLi3ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi3EvEEDam"}
!256 = !{!257}
!257 = distinct !{!257, !258, !"_ZN4sycl3_V16detail15accessor_commonIfLi3ELNS0_6access4modeE1026ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi2ENS0_8accessorIfLi3ELS4_1026ELS5_2014ELS6_0ESA_EEEixILi2EvEEDam: argument 0"}
!258 = distinct !{!258, !"_ZN4sycl3_V16detail15accessor_commonIfLi3ELNS0_6access4modeE1026ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi2ENS0_8accessorIfLi3ELS4_1026ELS5_2014ELS6_0ESA_EEEixILi2EvEEDam"}
!259 = !{!260}
!260 = distinct !{!260, !261, !"_ZNK4sycl3_V18accessorIfLi3ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi3EvEEDam: argument 0"}
!261 = distinct !{!261, !"_ZNK4sycl3_V18accessorIfLi3ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi3EvEEDam"}
!262 = !{!263}
!263 = distinct !{!263, !264, !"_ZN4sycl3_V16detail15accessor_commonIfLi3ELNS0_6access4modeE1026ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi2ENS0_8accessorIfLi3ELS4_1026ELS5_2014ELS6_0ESA_EEEixILi2EvEEDam: argument 0"}
!264 = distinct !{!264, !"_ZN4sycl3_V16detail15accessor_commonIfLi3ELNS0_6access4modeE1026ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi2ENS0_8accessorIfLi3ELS4_1026ELS5_2014ELS6_0ESA_EEEixILi2EvEEDam"}
!265 = !{!266, !20, i64 0}
!266 = !{!"_ZTSZ4mainEUlRN4sycl3_V17handlerEE0_", !20, i64 0}
!267 = !{!268, !270}
!268 = distinct !{!268, !269, !"_ZN4sycl3_V16detail27kernel_launch_properties_v129extractKernelPropertiesCommonINS2_11PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS5_5intel12experimental12cache_configENS7_17use_root_sync_keyENS7_23work_group_progress_keyENS7_22sub_group_progress_keyENS7_22work_item_progress_keyENS7_4cuda12cluster_sizeILi1EEENSH_ILi2EEENSH_ILi3EEEEEELb0ENS7_10propertiesINS7_6detail20properties_type_listIJEEEEEvEET_T1_: argument 0"}
!269 = distinct !{!269, !"_ZN4sycl3_V16detail27kernel_launch_properties_v129extractKernelPropertiesCommonINS2_11PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS5_5intel12experimental12cache_configENS7_17use_root_sync_keyENS7_23work_group_progress_keyENS7_22sub_group_progress_keyENS7_22work_item_progress_keyENS7_4cuda12cluster_sizeILi1EEENSH_ILi2EEENSH_ILi3EEEEEELb0ENS7_10propertiesINS7_6detail20properties_type_listIJEEEEEvEET_T1_"}
!270 = distinct !{!270, !271, !"_ZN4sycl3_V16detail27kernel_launch_properties_v123extractKernelPropertiesILb0ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEvEEDaT0_: argument 0"}
!271 = distinct !{!271, !"_ZN4sycl3_V16detail27kernel_launch_properties_v123extractKernelPropertiesILb0ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEvEEDaT0_"}
!272 = !{!273}
!273 = distinct !{!273, !274, !"_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi0ENS0_2idELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!274 = distinct !{!274, !"_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi0ENS0_2idELi1EEET1_IXT_EES4_IXT2_EE"}
!275 = !{!276}
!276 = distinct !{!276, !277, !"_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!277 = distinct !{!277, !"_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!278 = !{!279}
!279 = distinct !{!279, !280, !"_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!280 = distinct !{!280, !"_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!281 = !{!282, !20, i64 16}
!282 = !{!"_ZTSN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !240, i64 0, !20, i64 16, !7, i64 24}
!283 = !{!284}
!284 = distinct !{!284, !285, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv: argument 0"}
!285 = distinct !{!285, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv"}
!286 = !{!287}
!287 = distinct !{!287, !288, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv: argument 0"}
!288 = distinct !{!288, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv"}
!289 = !{!290}
!290 = distinct !{!290, !291, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv: argument 0"}
!291 = distinct !{!291, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv"}
!292 = !{!293}
!293 = distinct !{!293, !294, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv: argument 0"}
!294 = distinct !{!294, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv"}
!295 = !{!296, !20, i64 0}
!296 = !{!"_ZTSZ4mainEUlRN4sycl3_V17handlerEE1_", !20, i64 0, !20, i64 8}
!297 = !{!296, !20, i64 8}
!298 = !{!299, !40, i64 0}
!299 = !{!"_ZTSZZ4mainENKUlRN4sycl3_V17handlerEE1_clES2_EUlNS0_7nd_itemILi1EEEE_", !40, i64 0, !300, i64 8, !305, i64 40, !306, i64 72}
!300 = !{!"_ZTSN4sycl3_V114local_accessorIfLi1EEE", !301, i64 0}
!301 = !{!"_ZTSN4sycl3_V119local_accessor_baseIfLi1ELNS0_6access4modeE1026ELNS2_11placeholderE0EEE", !302, i64 0, !7, i64 16}
!302 = !{!"_ZTSN4sycl3_V16detail21LocalAccessorBaseHostE", !303, i64 0}
!303 = !{!"_ZTSSt10shared_ptrIN4sycl3_V16detail21LocalAccessorImplHostEE", !304, i64 0}
!304 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail21LocalAccessorImplHostELN9__gnu_cxx12_Lock_policyE2EE", !20, i64 0, !29, i64 8}
!305 = !{!"_ZTSN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !240, i64 0, !20, i64 16, !7, i64 24}
!306 = !{!"_ZTSN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !240, i64 0, !20, i64 16, !7, i64 24}
!307 = !{!304, !20, i64 0}
!308 = !{i64 0, i64 16, !35}
!309 = !{!233, !20, i64 8}
!310 = !{!233, !20, i64 16}
!311 = !{!312, !314}
!312 = distinct !{!312, !313, !"_ZN4sycl3_V16detail27kernel_launch_properties_v129extractKernelPropertiesCommonINS2_11PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS5_5intel12experimental12cache_configENS7_17use_root_sync_keyENS7_23work_group_progress_keyENS7_22sub_group_progress_keyENS7_22work_item_progress_keyENS7_4cuda12cluster_sizeILi1EEENSH_ILi2EEENSH_ILi3EEEEEELb0ENS7_10propertiesINS7_6detail20properties_type_listIJEEEEEvEET_T1_: argument 0"}
!313 = distinct !{!313, !"_ZN4sycl3_V16detail27kernel_launch_properties_v129extractKernelPropertiesCommonINS2_11PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS5_5intel12experimental12cache_configENS7_17use_root_sync_keyENS7_23work_group_progress_keyENS7_22sub_group_progress_keyENS7_22work_item_progress_keyENS7_4cuda12cluster_sizeILi1EEENSH_ILi2EEENSH_ILi3EEEEEELb0ENS7_10propertiesINS7_6detail20properties_type_listIJEEEEEvEET_T1_"}
!314 = distinct !{!314, !315, !"_ZN4sycl3_V16detail27kernel_launch_properties_v123extractKernelPropertiesILb0ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEvEEDaT0_: argument 0"}
!315 = distinct !{!315, !"_ZN4sycl3_V16detail27kernel_launch_properties_v123extractKernelPropertiesILb0ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEvEEDaT0_"}
!316 = !{!317}
!317 = distinct !{!317, !318, !"_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!318 = distinct !{!318, !"_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!319 = !{!320}
!320 = distinct !{!320, !321, !"_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!321 = distinct !{!321, !"_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!322 = !{!305, !20, i64 16}
!323 = !{!324}
!324 = distinct !{!324, !325, !"_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!325 = distinct !{!325, !"_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!326 = !{!327}
!327 = distinct !{!327, !328, !"_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!328 = distinct !{!328, !"_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!329 = !{!306, !20, i64 16}
!330 = !{!331}
!331 = distinct !{!331, !332, !"_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!332 = distinct !{!332, !"_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!333 = !{!334}
!334 = distinct !{!334, !335, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv: argument 0"}
!335 = distinct !{!335, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv"}
!336 = !{!337}
!337 = distinct !{!337, !338, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv: argument 0"}
!338 = distinct !{!338, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv"}
