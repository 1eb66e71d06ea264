; ModuleID = 'host_tu.cpp'
source_filename = "host_tu.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%"struct.sycl::_V1::detail::kernel_param_desc_t" = type { i32, i32, i32 }
%"class.sycl::_V1::detail::string_view" = type { ptr, i64 }
%"class.sycl::_V1::detail::tls_code_loc_t" = type <{ ptr, i8, [7 x i8] }>
%"class.sycl::_V1::detail::_V1::SubmissionInfo" = type { i32 }
%"class.sycl::_V1::detail::type_erased_cgfo_ty" = type { ptr, ptr }
%class.anon.14 = type { ptr, ptr, ptr, ptr }
%class.anon.13 = type { ptr, ptr, ptr, ptr }
%class.anon = type { ptr, ptr, ptr, ptr }
%"class.std::function" = type { %"class.std::_Function_base", ptr }
%"class.std::_Function_base" = type { %"union.std::_Any_data", ptr }
%"union.std::_Any_data" = type { %"union.std::_Nocopy_types" }
%"union.std::_Nocopy_types" = type { { i64, i64 } }
%"class.sycl::_V1::queue" = type { %"class.std::shared_ptr" }
%"class.std::shared_ptr" = type { %"class.std::__shared_ptr" }
%"class.std::__shared_ptr" = type { ptr, %"class.std::__shared_count" }
%"class.std::__shared_count" = type { ptr }
%"class.sycl::_V1::property_list" = type { %"class.sycl::_V1::detail::PropertyListBase" }
%"class.sycl::_V1::detail::PropertyListBase" = type { %"class.std::bitset", %"class.std::vector" }
%"class.std::bitset" = type { %"struct.std::_Base_bitset" }
%"struct.std::_Base_bitset" = type { i64 }
%"class.std::vector" = type { %"struct.std::_Vector_base" }
%"struct.std::_Vector_base" = type { %"struct.std::_Vector_base<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>, std::allocator<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>>>::_Vector_impl" }
%"struct.std::_Vector_base<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>, std::allocator<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>>>::_Vector_impl" = type { %"struct.std::_Vector_base<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>, std::allocator<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>>>::_Vector_impl_data" }
%"struct.std::_Vector_base<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>, std::allocator<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>>>::_Vector_impl_data" = type { ptr, ptr, ptr }
%"class.sycl::_V1::buffer" = type <{ %"class.sycl::_V1::detail::buffer_plain", %"class.sycl::_V1::range", i64, i8, [7 x i8] }>
%"class.sycl::_V1::detail::buffer_plain" = type { %"class.std::shared_ptr.5" }
%"class.std::shared_ptr.5" = type { %"class.std::__shared_ptr.6" }
%"class.std::__shared_ptr.6" = type { ptr, %"class.std::__shared_count" }
%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [2 x i64] }
%"struct.sycl::_V1::detail::code_location" = type { ptr, ptr, i32, i32 }
%"class.sycl::_V1::event" = type { %"class.std::shared_ptr.10" }
%"class.std::shared_ptr.10" = type { %"class.std::__shared_ptr.11" }
%"class.std::__shared_ptr.11" = type { ptr, %"class.std::__shared_count" }
%"class.std::unique_ptr" = type { %"struct.std::__uniq_ptr_data" }
%"struct.std::__uniq_ptr_data" = type { %"class.std::__uniq_ptr_impl" }
%"class.std::__uniq_ptr_impl" = type { %"class.std::tuple" }
%"class.std::tuple" = type { %"struct.std::_Tuple_impl" }
%"struct.std::_Tuple_impl" = type { %"struct.std::_Head_base.27" }
%"struct.std::_Head_base.27" = type { ptr }
%"struct.std::array" = type { [3 x i64] }
%"class.sycl::_V1::device" = type { ptr }
%"class.std::function.20" = type { %"class.std::_Function_base", ptr }
%"class.sycl::_V1::exception_list" = type { %"class.std::vector.15" }
%"class.std::vector.15" = type { %"struct.std::_Vector_base.16" }
%"struct.std::_Vector_base.16" = type { %"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl" }
%"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl" = type { %"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl_data" }
%"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl_data" = type { ptr, ptr, ptr }
%"class.std::shared_ptr.41" = type { %"class.std::__shared_ptr.42" }
%"class.std::__shared_ptr.42" = type { ptr, %"class.std::__shared_count" }
%"class.sycl::_V1::range.86" = type { %"class.sycl::_V1::detail::array.87" }
%"class.sycl::_V1::detail::array.87" = type { [1 x i64] }
%"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view" = type { ptr, ptr, ptr, i64 }
%"struct.sycl::_V1::detail::compile_time_kernel_info_v1::CompileTimeKernelInfoTy" = type <{ %"class.sycl::_V1::detail::string_view", i32, i8, [3 x i8], %"class.sycl::_V1::detail::string_view", %"class.sycl::_V1::detail::string_view", i32, i32, i64, ptr, i8, [7 x i8] }>
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::PropsHolder" = type { %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty", %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.91", %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.103", [3 x i8], %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.104", %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.121", %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.122", %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.123", %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.135", %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.148", i8, [7 x i8] }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty" = type { %"class.std::optional" }
%"class.std::optional" = type { %"struct.std::_Optional_base" }
%"struct.std::_Optional_base" = type { %"struct.std::_Optional_payload" }
%"struct.std::_Optional_payload" = type { %"struct.std::_Optional_payload_base.base", [7 x i8] }
%"struct.std::_Optional_payload_base.base" = type <{ %"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::work_group_scratch_size>::_Storage", i8 }>
%"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::work_group_scratch_size>::_Storage" = type { %"struct.sycl::_V1::ext::oneapi::experimental::work_group_scratch_size" }
%"struct.sycl::_V1::ext::oneapi::experimental::work_group_scratch_size" = type { i64 }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.91" = type { %"class.std::optional.92" }
%"class.std::optional.92" = type { %"struct.std::_Optional_base.93" }
%"struct.std::_Optional_base.93" = type { %"struct.std::_Optional_payload.95" }
%"struct.std::_Optional_payload.95" = type { %"struct.std::_Optional_payload_base.base.100", i8 }
%"struct.std::_Optional_payload_base.base.100" = type <{ %"union.std::_Optional_payload_base<sycl::_V1::ext::intel::experimental::cache_config>::_Storage", i8 }>
%"union.std::_Optional_payload_base<sycl::_V1::ext::intel::experimental::cache_config>::_Storage" = type { %"struct.sycl::_V1::ext::intel::experimental::cache_config" }
%"struct.sycl::_V1::ext::intel::experimental::cache_config" = type { i16 }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.103" = type { i8 }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.104" = type { %"class.std::optional.105", %"class.std::optional.113" }
%"class.std::optional.105" = type { %"struct.std::_Optional_base.106" }
%"struct.std::_Optional_base.106" = type { %"struct.std::_Optional_payload.108" }
%"struct.std::_Optional_payload.108" = type { %"struct.std::_Optional_payload_base.base.110", [3 x i8] }
%"struct.std::_Optional_payload_base.base.110" = type <{ %"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::forward_progress_guarantee>::_Storage", i8 }>
%"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::forward_progress_guarantee>::_Storage" = type { i32 }
%"class.std::optional.113" = type { %"struct.std::_Optional_base.114" }
%"struct.std::_Optional_base.114" = type { %"struct.std::_Optional_payload.116" }
%"struct.std::_Optional_payload.116" = type { %"struct.std::_Optional_payload_base.base.118", [3 x i8] }
%"struct.std::_Optional_payload_base.base.118" = type <{ %"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::execution_scope>::_Storage", i8 }>
%"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::execution_scope>::_Storage" = type { i32 }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.121" = type { %"class.std::optional.105", %"class.std::optional.113" }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.122" = type { %"class.std::optional.105", %"class.std::optional.113" }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.123" = type { %"class.std::optional.124" }
%"class.std::optional.124" = type { %"struct.std::_Optional_base.125" }
%"struct.std::_Optional_base.125" = type { %"struct.std::_Optional_payload.127" }
%"struct.std::_Optional_payload.127" = type { %"struct.std::_Optional_payload_base.base.132", [7 x i8] }
%"struct.std::_Optional_payload_base.base.132" = type <{ %"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::cuda::cluster_size<1>>::_Storage", i8 }>
%"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::cuda::cluster_size<1>>::_Storage" = type { %"struct.sycl::_V1::ext::oneapi::experimental::cuda::cluster_size" }
%"struct.sycl::_V1::ext::oneapi::experimental::cuda::cluster_size" = type { %"class.sycl::_V1::range.86" }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.135" = type { %"class.std::optional.136" }
%"class.std::optional.136" = type { %"struct.std::_Optional_base.137" }
%"struct.std::_Optional_base.137" = type { %"struct.std::_Optional_payload.139" }
%"struct.std::_Optional_payload.139" = type { %"struct.std::_Optional_payload_base.base.145", [7 x i8] }
%"struct.std::_Optional_payload_base.base.145" = type <{ %"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::cuda::cluster_size<2>>::_Storage", i8 }>
%"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::cuda::cluster_size<2>>::_Storage" = type { %"struct.sycl::_V1::ext::oneapi::experimental::cuda::cluster_size.141" }
%"struct.sycl::_V1::ext::oneapi::experimental::cuda::cluster_size.141" = type { %"class.sycl::_V1::range" }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.148" = type { %"class.std::optional.149" }
%"class.std::optional.149" = type { %"struct.std::_Optional_base.150" }
%"struct.std::_Optional_base.150" = type { %"struct.std::_Optional_payload.152" }
%"struct.std::_Optional_payload.152" = type { %"struct.std::_Optional_payload_base.base.158", [7 x i8] }
%"struct.std::_Optional_payload_base.base.158" = type <{ %"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::cuda::cluster_size<3>>::_Storage", i8 }>
%"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::cuda::cluster_size<3>>::_Storage" = type { %"struct.sycl::_V1::ext::oneapi::experimental::cuda::cluster_size.154" }
%"struct.sycl::_V1::ext::oneapi::experimental::cuda::cluster_size.154" = type { %"class.sycl::_V1::range.90" }
%"class.sycl::_V1::range.90" = type { %"class.sycl::_V1::detail::array.89" }
%"class.sycl::_V1::detail::array.89" = type { [3 x i64] }
%"class.sycl::_V1::accessor" = type { %"class.sycl::_V1::detail::AccessorBaseHost", ptr, [32 x i8] }
%"class.sycl::_V1::detail::AccessorBaseHost" = type { %"class.std::shared_ptr.78" }
%"class.std::shared_ptr.78" = type { %"class.std::__shared_ptr.79" }
%"class.std::__shared_ptr.79" = type { ptr, %"class.std::__shared_count" }
%"class.sycl::_V1::accessor.82" = type { %"class.sycl::_V1::detail::AccessorBaseHost", ptr, [32 x i8] }
%class.anon.88 = type { %"class.sycl::_V1::accessor.82", %"class.sycl::_V1::accessor", i64 }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array.89" }
%"class.sycl::_V1::ext::oneapi::accessor_property_list" = type { %"class.sycl::_V1::detail::PropertyListBase" }
%"class.sycl::_V1::item" = type { %"struct.sycl::_V1::detail::ItemBase" }
%"struct.sycl::_V1::detail::ItemBase" = type { %"class.sycl::_V1::range.86", %"class.sycl::_V1::id.164", %"class.sycl::_V1::id.164" }
%"class.sycl::_V1::id.164" = type { %"class.sycl::_V1::detail::array.87" }
%"class.sycl::_V1::detail::accessor_common<float, 2, sycl::_V1::access::mode::read, sycl::_V1::access::target::device, sycl::_V1::access::placeholder::false_t>::AccessorSubscript" = type { %"class.sycl::_V1::id.165", %"class.sycl::_V1::accessor" }
%"class.sycl::_V1::id.165" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::accessor_common<float, 2, sycl::_V1::access::mode::read_write, sycl::_V1::access::target::device, sycl::_V1::access::placeholder::false_t>::AccessorSubscript" = type { %"class.sycl::_V1::id.165", %"class.sycl::_V1::accessor.82" }
%class.anon.170 = type { i64, %"class.sycl::_V1::accessor.82", %"class.sycl::_V1::accessor" }
%class.anon.174 = type { i64, %"class.sycl::_V1::accessor.82", %"class.sycl::_V1::accessor" }

$_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi2EEERKNS0_13property_listENS2_13code_locationE = comdat any

$_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvED2Ev = comdat any

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

$_ZN4sycl3_V16detail19SYCLMemObjAllocatorD2Ev = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfED0Ev = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE8allocateEm = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE10deallocateEPvm = comdat any

$_ZNK4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE12getValueSizeEv = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE12setAlignmentEm = comdat any

$_ZN4sycl3_V19exceptionC1ESt10error_codePKc = comdat any

$_ZNSt12__shared_ptrIN4sycl3_V17contextELN9__gnu_cxx12_Lock_policyE2EED2Ev = comdat any

$_ZN4sycl3_V16detail16AccessorBaseHostD2Ev = comdat any

$_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi2ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_vEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE = comdat any

$_ZN4sycl3_V16detail16PropertyListBaseD2Ev = comdat any

$_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi2ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_vEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE = comdat any

$_ZN4sycl3_V16detail18getKernelParamDescI9RowPrefixEENS1_19kernel_param_desc_tEi = comdat any

$_ZNK4sycl3_V17handler28throwOnKernelParameterMisuseERKNS0_6detail27compile_time_kernel_info_v123CompileTimeKernelInfoTyE = comdat any

$_ZN4sycl3_V17handler19setDeviceKernelInfoI9RowPrefixEEvPv = comdat any

$_ZN4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1026ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIfLi2ELS4_1026ELS5_2014ELS6_0ESA_EEED2Ev = comdat any

$_ZN4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIfLi2ELS4_1024ELS5_2014ELS6_0ESA_EEED2Ev = comdat any

$_ZN4sycl3_V16detail18getKernelParamDescI11ColumnShiftEENS1_19kernel_param_desc_tEi = comdat any

$_ZN4sycl3_V17handler19setDeviceKernelInfoI11ColumnShiftEEvPv = comdat any

$_ZN4sycl3_V16detail18getKernelParamDescI7BucketsEENS1_19kernel_param_desc_tEi = comdat any

$_ZN4sycl3_V17handler19setDeviceKernelInfoI7BucketsEEvPv = comdat any

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

$_ZTSN4sycl3_V16detail14HostKernelBaseE = comdat any

$_ZTIN4sycl3_V16detail14HostKernelBaseE = comdat any

$_ZZN4sycl3_V16detail19getDeviceKernelInfoI9RowPrefixEERNS1_16DeviceKernelInfoEvE4Info = comdat any

$_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI9RowPrefixEERNS1_16DeviceKernelInfoEvE4Info = comdat any

$_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI9RowPrefixEE = comdat any

$_ZZN4sycl3_V16detail19getDeviceKernelInfoI11ColumnShiftEERNS1_16DeviceKernelInfoEvE4Info = comdat any

$_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI11ColumnShiftEERNS1_16DeviceKernelInfoEvE4Info = comdat any

$_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI11ColumnShiftEE = comdat any

$_ZZN4sycl3_V16detail19getDeviceKernelInfoI7BucketsEERNS1_16DeviceKernelInfoEvE4Info = comdat any

$_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI7BucketsEERNS1_16DeviceKernelInfoEvE4Info = comdat any

$_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI7BucketsEE = comdat any

@.str = private unnamed_addr constant [12 x i8] c"planted.cpp\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"main\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"PASS\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
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
@.str.4 = private unnamed_addr constant [49 x i8] c"cannot create std::vector larger than max_size()\00", align 1
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
@.str.6 = private unnamed_addr constant [21 x i8] c"exception in ~buffer\00", align 1
@.str.7 = private unnamed_addr constant [6 x i8] c"false\00", align 1
@.str.8 = private unnamed_addr constant [85 x i8] c"root/intel-sycl-rt-2026.2.0/intel_sycl_rt-2026.2.0.data/data/include/sycl/buffer.hpp\00", align 1
@__PRETTY_FUNCTION__._ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvED2Ev = private unnamed_addr constant [133 x i8] c"sycl::buffer<float, 2>::~buffer() [T = float, dimensions = 2, AllocatorT = sycl::detail::aligned_allocator<float>, __Enabled = void]\00", align 1
@.str.9 = private unnamed_addr constant [11 x i8] c"operator()\00", align 1
@.str.11 = private unnamed_addr constant [58 x i8] c"SyclObj.impl && \22every constructor should create an impl\22\00", align 1
@.str.12 = private unnamed_addr constant [96 x i8] c"root/intel-sycl-rt-2026.2.0/intel_sycl_rt-2026.2.0.data/data/include/sycl/detail/impl_utils.hpp\00", align 1
@__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_6bufferIfLi2ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS8_ = private unnamed_addr constant [118 x i8] c"static const decltype(Obj::impl) &sycl::detail::ImplUtils::getSyclObjImpl(const Obj &) [Obj = sycl::buffer<float, 2>]\00", align 1
@.str.13 = private unnamed_addr constant [46 x i8] c"accessor cannot be both read_only and no_init\00", align 1
@.str.14 = private unnamed_addr constant [15 x i8] c"_ZTS9RowPrefix\00", align 1
@.str.15 = private unnamed_addr constant [10 x i8] c"rtc_0.cpp\00", align 1
@.str.16 = private unnamed_addr constant [12 x i8] c"::RowPrefix\00", align 1
@_ZN4sycl3_V16detailL17kernel_signaturesE = internal unnamed_addr constant [22 x %"struct.sycl::_V1::detail::kernel_param_desc_t"] [%"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 8, i32 0 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 6110, i32 8 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 6110, i32 64 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 8, i32 120 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 6110, i32 0 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 6110, i32 56 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 8, i32 112 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 8, i32 0 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 8, i32 8 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 6110, i32 16 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 6110, i32 72 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 8, i32 0 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 6110, i32 8 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 6110, i32 64 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 8, i32 0 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 8, i32 8 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 6110, i32 16 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 6110, i32 72 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 8, i32 0 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 6110, i32 8 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 6110, i32 64 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 15, i32 -987654321, i32 -987654321 }], align 16
@.str.18 = private unnamed_addr constant [131 x i8] c"Attempt to set multiple actions for the command group. Command group must consist of a single kernel or explicit memory operation.\00", align 1
@.str.19 = private unnamed_addr constant [161 x i8] c"A local accessor must not be used in a SYCL kernel function that is invoked via single_task or via the simple form of parallel_for that takes a range parameter.\00", align 1
@.str.20 = private unnamed_addr constant [171 x i8] c"A work group memory object must not be used in a SYCL kernel function that is invoked via single_task or via the simple form of parallel_for that takes a range parameter.\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = internal unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED2Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev] }, align 8
@_ZTSN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = internal constant [110 x i8] c"N4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE\00", align 1
@_ZTSN4sycl3_V16detail14HostKernelBaseE = linkonce_odr dso_local constant [35 x i8] c"N4sycl3_V16detail14HostKernelBaseE\00", comdat, align 1
@_ZTIN4sycl3_V16detail14HostKernelBaseE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail14HostKernelBaseE }, comdat, align 8
@_ZTIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = internal constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, align 8
@__const._ZN4sycl3_V17handler19setDeviceKernelInfoI9RowPrefixEEvPv.Info = private unnamed_addr constant { %"class.sycl::_V1::detail::string_view", i32, i8, %"class.sycl::_V1::detail::string_view", %"class.sycl::_V1::detail::string_view", i32, i32, i64, ptr, i8 } { %"class.sycl::_V1::detail::string_view" { ptr @.str.14, i64 14 }, i32 3, i8 0, %"class.sycl::_V1::detail::string_view" { ptr @.str.15, i64 9 }, %"class.sycl::_V1::detail::string_view" { ptr @.str.16, i64 11 }, i32 25, i32 57, i64 120, ptr @_ZN4sycl3_V16detail18getKernelParamDescI9RowPrefixEENS1_19kernel_param_desc_tEi, i8 1 }, align 8
@_ZZN4sycl3_V16detail19getDeviceKernelInfoI9RowPrefixEERNS1_16DeviceKernelInfoEvE4Info = linkonce_odr dso_local local_unnamed_addr global ptr null, comdat, align 8
@_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI9RowPrefixEERNS1_16DeviceKernelInfoEvE4Info = linkonce_odr dso_local global i64 0, comdat, align 8
@_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI9RowPrefixEE = linkonce_odr dso_local constant { %"class.sycl::_V1::detail::string_view", i32, i8, %"class.sycl::_V1::detail::string_view", %"class.sycl::_V1::detail::string_view", i32, i32, i64, ptr, i8 } { %"class.sycl::_V1::detail::string_view" { ptr @.str.14, i64 14 }, i32 3, i8 0, %"class.sycl::_V1::detail::string_view" { ptr @.str.15, i64 9 }, %"class.sycl::_V1::detail::string_view" { ptr @.str.16, i64 11 }, i32 25, i32 57, i64 120, ptr @_ZN4sycl3_V16detail18getKernelParamDescI9RowPrefixEENS1_19kernel_param_desc_tEi, i8 1 }, comdat, align 8
@.str.22 = private unnamed_addr constant [18 x i8] c"_ZTS11ColumnShift\00", align 1
@.str.23 = private unnamed_addr constant [14 x i8] c"::ColumnShift\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = internal unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED2Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev] }, align 8
@_ZTSN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = internal constant [111 x i8] c"N4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE\00", align 1
@_ZTIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = internal constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, align 8
@__const._ZN4sycl3_V17handler19setDeviceKernelInfoI11ColumnShiftEEvPv.Info = private unnamed_addr constant { %"class.sycl::_V1::detail::string_view", i32, i8, %"class.sycl::_V1::detail::string_view", %"class.sycl::_V1::detail::string_view", i32, i32, i64, ptr, i8 } { %"class.sycl::_V1::detail::string_view" { ptr @.str.22, i64 17 }, i32 3, i8 0, %"class.sycl::_V1::detail::string_view" { ptr @.str.15, i64 9 }, %"class.sycl::_V1::detail::string_view" { ptr @.str.23, i64 13 }, i32 34, i32 59, i64 120, ptr @_ZN4sycl3_V16detail18getKernelParamDescI11ColumnShiftEENS1_19kernel_param_desc_tEi, i8 1 }, align 8
@_ZZN4sycl3_V16detail19getDeviceKernelInfoI11ColumnShiftEERNS1_16DeviceKernelInfoEvE4Info = linkonce_odr dso_local local_unnamed_addr global ptr null, comdat, align 8
@_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI11ColumnShiftEERNS1_16DeviceKernelInfoEvE4Info = linkonce_odr dso_local global i64 0, comdat, align 8
@_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI11ColumnShiftEE = linkonce_odr dso_local constant { %"class.sycl::_V1::detail::string_view", i32, i8, %"class.sycl::_V1::detail::string_view", %"class.sycl::_V1::detail::string_view", i32, i32, i64, ptr, i8 } { %"class.sycl::_V1::detail::string_view" { ptr @.str.22, i64 17 }, i32 3, i8 0, %"class.sycl::_V1::detail::string_view" { ptr @.str.15, i64 9 }, %"class.sycl::_V1::detail::string_view" { ptr @.str.23, i64 13 }, i32 34, i32 59, i64 120, ptr @_ZN4sycl3_V16detail18getKernelParamDescI11ColumnShiftEENS1_19kernel_param_desc_tEi, i8 1 }, comdat, align 8
@.str.25 = private unnamed_addr constant [13 x i8] c"_ZTS7Buckets\00", align 1
@.str.26 = private unnamed_addr constant [10 x i8] c"::Buckets\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE1_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = internal unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE1_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE1_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE1_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED2Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE1_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev] }, align 8
@_ZTSN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE1_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = internal constant [111 x i8] c"N4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE1_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE\00", align 1
@_ZTIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE1_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = internal constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE1_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, align 8
@__const._ZN4sycl3_V17handler19setDeviceKernelInfoI7BucketsEEvPv.Info = private unnamed_addr constant { %"class.sycl::_V1::detail::string_view", i32, i8, %"class.sycl::_V1::detail::string_view", %"class.sycl::_V1::detail::string_view", i32, i32, i64, ptr, i8 } { %"class.sycl::_V1::detail::string_view" { ptr @.str.25, i64 12 }, i32 3, i8 0, %"class.sycl::_V1::detail::string_view" { ptr @.str.15, i64 9 }, %"class.sycl::_V1::detail::string_view" { ptr @.str.26, i64 9 }, i32 42, i32 55, i64 120, ptr @_ZN4sycl3_V16detail18getKernelParamDescI7BucketsEENS1_19kernel_param_desc_tEi, i8 1 }, align 8
@_ZZN4sycl3_V16detail19getDeviceKernelInfoI7BucketsEERNS1_16DeviceKernelInfoEvE4Info = linkonce_odr dso_local local_unnamed_addr global ptr null, comdat, align 8
@_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI7BucketsEERNS1_16DeviceKernelInfoEvE4Info = linkonce_odr dso_local global i64 0, comdat, align 8
@_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI7BucketsEE = linkonce_odr dso_local constant { %"class.sycl::_V1::detail::string_view", i32, i8, %"class.sycl::_V1::detail::string_view", %"class.sycl::_V1::detail::string_view", i32, i32, i64, ptr, i8 } { %"class.sycl::_V1::detail::string_view" { ptr @.str.25, i64 12 }, i32 3, i8 0, %"class.sycl::_V1::detail::string_view" { ptr @.str.15, i64 9 }, %"class.sycl::_V1::detail::string_view" { ptr @.str.26, i64 9 }, i32 42, i32 55, i64 120, ptr @_ZN4sycl3_V16detail18getKernelParamDescI7BucketsEENS1_19kernel_param_desc_tEi, i8 1 }, comdat, align 8

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef range(i32 0, 2) i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 8
  %4 = alloca %"class.sycl::_V1::detail::_V1::SubmissionInfo", align 4
  %5 = alloca %"class.sycl::_V1::detail::type_erased_cgfo_ty", align 8
  %6 = alloca %class.anon.14, align 8
  %7 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 8
  %8 = alloca %"class.sycl::_V1::detail::_V1::SubmissionInfo", align 4
  %9 = alloca %"class.sycl::_V1::detail::type_erased_cgfo_ty", align 8
  %10 = alloca %class.anon.13, align 8
  %11 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 8
  %12 = alloca %"class.sycl::_V1::detail::_V1::SubmissionInfo", align 4
  %13 = alloca %"class.sycl::_V1::detail::type_erased_cgfo_ty", align 8
  %14 = alloca %class.anon, align 8
  %15 = alloca %"class.std::function", align 8
  %16 = alloca i64, align 8
  %17 = alloca i64, align 8
  %18 = alloca %"class.sycl::_V1::queue", align 8
  %19 = alloca %"class.sycl::_V1::property_list", align 8
  %20 = alloca %"class.sycl::_V1::buffer", align 8
  %21 = alloca %"class.sycl::_V1::range", align 8
  %22 = alloca %"class.sycl::_V1::property_list", align 8
  %23 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %24 = alloca %"class.sycl::_V1::buffer", align 8
  %25 = alloca %"class.sycl::_V1::range", align 8
  %26 = alloca %"class.sycl::_V1::property_list", align 8
  %27 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %28 = alloca %"class.sycl::_V1::buffer", align 8
  %29 = alloca %"class.sycl::_V1::range", align 8
  %30 = alloca %"class.sycl::_V1::property_list", align 8
  %31 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %32 = alloca %"class.sycl::_V1::buffer", align 8
  %33 = alloca %"class.sycl::_V1::range", align 8
  %34 = alloca %"class.sycl::_V1::property_list", align 8
  %35 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %36 = alloca %"class.sycl::_V1::event", align 8
  %37 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %38 = alloca %"class.sycl::_V1::event", align 8
  %39 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %40 = alloca %"class.sycl::_V1::event", align 8
  %41 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %16) #23
  %42 = icmp sgt i32 %0, 1
  br i1 %42, label %44, label %43

43:                                               ; preds = %2
  store i64 64, ptr %16, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %17) #23
  br label %53

44:                                               ; preds = %2
  %45 = getelementptr inbounds i8, ptr %1, i64 8
  %46 = load ptr, ptr %45, align 8, !tbaa !9
  %47 = tail call i64 @strtoul(ptr nocapture noundef %46, ptr noundef null, i32 noundef 10) #23
  store i64 %47, ptr %16, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %17) #23
  %48 = icmp eq i32 %0, 2
  br i1 %48, label %53, label %49

49:                                               ; preds = %44
  %50 = getelementptr inbounds i8, ptr %1, i64 16
  %51 = load ptr, ptr %50, align 8, !tbaa !9
  %52 = tail call i64 @strtoul(ptr nocapture noundef %51, ptr noundef null, i32 noundef 10) #23
  br label %53

53:                                               ; preds = %43, %44, %49
  %54 = phi i64 [ %52, %49 ], [ 48, %44 ], [ 48, %43 ]
  store i64 %54, ptr %17, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %18) #23
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %19) #23
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %19, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %15) #23
  %55 = getelementptr inbounds i8, ptr %15, i64 16
  %56 = getelementptr inbounds i8, ptr %15, i64 24
  %57 = getelementptr inbounds i8, ptr %15, i64 8
  store i64 0, ptr %57, align 8
  store ptr @_ZN4sycl3_V16detail19defaultAsyncHandlerENS0_14exception_listE, ptr %15, align 8, !tbaa !9
  store ptr @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E9_M_invokeERKSt9_Any_dataOS2_, ptr %56, align 8, !tbaa !11
  store ptr @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E10_M_managerERSt9_Any_dataRKS6_St18_Manager_operation, ptr %55, align 8, !tbaa !14
  invoke void @_ZN4sycl3_V15queueC2IFiRKNS0_6deviceEEvEERKT_RKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %18, ptr noundef nonnull @_ZN4sycl3_V118default_selector_vERKNS0_6deviceE, ptr noundef nonnull align 8 dereferenceable(32) %15, ptr noundef nonnull align 8 dereferenceable(32) %19)
          to label %58 unwind label %66

58:                                               ; preds = %53
  %59 = load ptr, ptr %55, align 8, !tbaa !14
  %60 = icmp eq ptr %59, null
  br i1 %60, label %76, label %61

61:                                               ; preds = %58
  %62 = invoke noundef zeroext i1 %59(ptr noundef nonnull align 8 dereferenceable(16) %15, ptr noundef nonnull align 8 dereferenceable(16) %15, i32 noundef 3)
          to label %76 unwind label %63

63:                                               ; preds = %61
  %64 = landingpad { ptr, i32 }
          catch ptr null
  %65 = extractvalue { ptr, i32 } %64, 0
  call void @__clang_call_terminate(ptr %65) #24
  unreachable

66:                                               ; preds = %53
  %67 = landingpad { ptr, i32 }
          cleanup
  %68 = load ptr, ptr %55, align 8, !tbaa !14
  %69 = icmp eq ptr %68, null
  br i1 %69, label %75, label %70

70:                                               ; preds = %66
  %71 = invoke noundef zeroext i1 %68(ptr noundef nonnull align 8 dereferenceable(16) %15, ptr noundef nonnull align 8 dereferenceable(16) %15, i32 noundef 3)
          to label %75 unwind label %72

72:                                               ; preds = %70
  %73 = landingpad { ptr, i32 }
          catch ptr null
  %74 = extractvalue { ptr, i32 } %73, 0
  call void @__clang_call_terminate(ptr %74) #24
  unreachable

75:                                               ; preds = %70, %66
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %15) #23
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %19) #23
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %19) #23
  br label %1007

76:                                               ; preds = %61, %58
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %15) #23
  %77 = getelementptr inbounds i8, ptr %19, i64 8
  %78 = load ptr, ptr %77, align 8, !tbaa !15
  %79 = getelementptr inbounds i8, ptr %19, i64 16
  %80 = load ptr, ptr %79, align 8, !tbaa !17
  %81 = icmp eq ptr %78, %80
  br i1 %81, label %116, label %82

82:                                               ; preds = %76, %111
  %83 = phi ptr [ %112, %111 ], [ %78, %76 ]
  %84 = getelementptr inbounds i8, ptr %83, i64 8
  %85 = load ptr, ptr %84, align 8, !tbaa !18
  %86 = icmp eq ptr %85, null
  br i1 %86, label %111, label %87

87:                                               ; preds = %82
  %88 = getelementptr inbounds i8, ptr %85, i64 8
  %89 = load atomic i64, ptr %88 acquire, align 8
  %90 = icmp eq i64 %89, 4294967297
  %91 = trunc i64 %89 to i32
  br i1 %90, label %92, label %100

92:                                               ; preds = %87
  store i32 0, ptr %88, align 8, !tbaa !20
  %93 = getelementptr inbounds i8, ptr %85, i64 12
  store i32 0, ptr %93, align 4, !tbaa !23
  %94 = load ptr, ptr %85, align 8, !tbaa !24
  %95 = getelementptr inbounds i8, ptr %94, i64 16
  %96 = load ptr, ptr %95, align 8
  call void %96(ptr noundef nonnull align 8 dereferenceable(16) %85) #23
  %97 = load ptr, ptr %85, align 8, !tbaa !24
  %98 = getelementptr inbounds i8, ptr %97, i64 24
  %99 = load ptr, ptr %98, align 8
  call void %99(ptr noundef nonnull align 8 dereferenceable(16) %85) #23
  br label %111

100:                                              ; preds = %87
  %101 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %102 = icmp eq i8 %101, 0
  br i1 %102, label %105, label %103

103:                                              ; preds = %100
  %104 = add nsw i32 %91, -1
  store i32 %104, ptr %88, align 4, !tbaa !27
  br label %107

105:                                              ; preds = %100
  %106 = atomicrmw volatile add ptr %88, i32 -1 acq_rel, align 4
  br label %107

107:                                              ; preds = %105, %103
  %108 = phi i32 [ %91, %103 ], [ %106, %105 ]
  %109 = icmp eq i32 %108, 1
  br i1 %109, label %110, label %111, !prof !28

110:                                              ; preds = %107
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %85) #23
  br label %111

111:                                              ; preds = %110, %107, %92, %82
  %112 = getelementptr inbounds i8, ptr %83, i64 16
  %113 = icmp eq ptr %112, %80
  br i1 %113, label %114, label %82, !llvm.loop !29

114:                                              ; preds = %111
  %115 = load ptr, ptr %77, align 8, !tbaa !15
  br label %116

116:                                              ; preds = %114, %76
  %117 = phi ptr [ %115, %114 ], [ %78, %76 ]
  %118 = icmp eq ptr %117, null
  br i1 %118, label %125, label %119

119:                                              ; preds = %116
  %120 = getelementptr inbounds i8, ptr %19, i64 24
  %121 = load ptr, ptr %120, align 8, !tbaa !31
  %122 = ptrtoint ptr %121 to i64
  %123 = ptrtoint ptr %117 to i64
  %124 = sub i64 %122, %123
  call void @_ZdlPvm(ptr noundef nonnull %117, i64 noundef %124) #25
  br label %125

125:                                              ; preds = %116, %119
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %19) #23
  %126 = load i64, ptr %16, align 8, !tbaa !5
  %127 = load i64, ptr %17, align 8, !tbaa !5
  %128 = mul i64 %127, %126
  %129 = icmp ugt i64 %128, 2305843009213693951
  br i1 %129, label %130, label %132

130:                                              ; preds = %125
  invoke void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.4) #26
          to label %131 unwind label %193

131:                                              ; preds = %130
  unreachable

132:                                              ; preds = %125
  %133 = icmp eq i64 %128, 0
  br i1 %133, label %158, label %134

134:                                              ; preds = %132
  %135 = shl nuw nsw i64 %128, 2
  %136 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %135) #27
          to label %137 unwind label %193

137:                                              ; preds = %134
  %138 = getelementptr float, ptr %136, i64 %128
  store float 0.000000e+00, ptr %136, align 4, !tbaa !32
  %139 = getelementptr i8, ptr %136, i64 4
  %140 = icmp eq i64 %128, 1
  br i1 %140, label %143, label %141

141:                                              ; preds = %137
  %142 = add nsw i64 %135, -4
  call void @llvm.memset.p0.i64(ptr align 4 %139, i8 0, i64 %142, i1 false), !tbaa !32
  br label %143

143:                                              ; preds = %137, %141
  %144 = phi ptr [ %138, %141 ], [ %139, %137 ]
  %145 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %135) #27
          to label %146 unwind label %195

146:                                              ; preds = %143
  %147 = getelementptr float, ptr %145, i64 %128
  store float 0.000000e+00, ptr %145, align 4, !tbaa !32
  br i1 %140, label %151, label %148

148:                                              ; preds = %146
  %149 = getelementptr i8, ptr %145, i64 4
  %150 = add nsw i64 %135, -4
  call void @llvm.memset.p0.i64(ptr align 4 %149, i8 0, i64 %150, i1 false), !tbaa !32
  br label %151

151:                                              ; preds = %146, %148
  %152 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %135) #27
          to label %153 unwind label %197

153:                                              ; preds = %151
  %154 = getelementptr float, ptr %152, i64 %128
  store float 0.000000e+00, ptr %152, align 4, !tbaa !32
  br i1 %140, label %158, label %155

155:                                              ; preds = %153
  %156 = getelementptr i8, ptr %152, i64 4
  %157 = add nsw i64 %135, -4
  call void @llvm.memset.p0.i64(ptr align 4 %156, i8 0, i64 %157, i1 false), !tbaa !32
  br label %158

158:                                              ; preds = %155, %153, %132
  %159 = phi ptr [ %145, %153 ], [ %145, %155 ], [ null, %132 ]
  %160 = phi ptr [ %147, %153 ], [ %147, %155 ], [ null, %132 ]
  %161 = phi ptr [ %138, %153 ], [ %138, %155 ], [ null, %132 ]
  %162 = phi ptr [ %136, %153 ], [ %136, %155 ], [ null, %132 ]
  %163 = phi ptr [ %144, %153 ], [ %144, %155 ], [ null, %132 ]
  %164 = phi ptr [ %154, %153 ], [ %154, %155 ], [ null, %132 ]
  %165 = phi ptr [ %152, %153 ], [ %152, %155 ], [ null, %132 ]
  %166 = shl i64 %126, 2
  %167 = icmp ugt i64 %166, 2305843009213693951
  br i1 %167, label %168, label %170

168:                                              ; preds = %158
  invoke void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.4) #26
          to label %169 unwind label %199

169:                                              ; preds = %168
  unreachable

170:                                              ; preds = %158
  %171 = icmp eq i64 %166, 0
  br i1 %171, label %179, label %172

172:                                              ; preds = %170
  %173 = shl i64 %126, 4
  %174 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %173) #27
          to label %175 unwind label %199

175:                                              ; preds = %172
  %176 = getelementptr float, ptr %174, i64 %166
  store float 0.000000e+00, ptr %174, align 4, !tbaa !32
  %177 = getelementptr i8, ptr %174, i64 4
  %178 = add nsw i64 %173, -4
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(1) %177, i8 0, i64 %178, i1 false), !tbaa !32
  br label %179

179:                                              ; preds = %175, %170
  %180 = phi ptr [ %176, %175 ], [ null, %170 ]
  %181 = phi ptr [ %174, %175 ], [ null, %170 ]
  %182 = ptrtoint ptr %162 to i64
  %183 = icmp eq ptr %163, %162
  br i1 %183, label %224, label %184

184:                                              ; preds = %179
  %185 = ptrtoint ptr %163 to i64
  %186 = sub i64 %185, %182
  %187 = ashr exact i64 %186, 2
  %188 = call i64 @llvm.umax.i64(i64 %187, i64 1)
  %189 = and i64 %188, 1
  %190 = icmp ult i64 %187, 2
  br i1 %190, label %216, label %191

191:                                              ; preds = %184
  %192 = and i64 %188, -2
  br label %201

193:                                              ; preds = %134, %130
  %194 = landingpad { ptr, i32 }
          cleanup
  br label %1005

195:                                              ; preds = %143
  %196 = landingpad { ptr, i32 }
          cleanup
  br label %998

197:                                              ; preds = %151
  %198 = landingpad { ptr, i32 }
          cleanup
  br label %984

199:                                              ; preds = %172, %168
  %200 = landingpad { ptr, i32 }
          cleanup
  br label %975

201:                                              ; preds = %201, %191
  %202 = phi i64 [ 0, %191 ], [ %213, %201 ]
  %203 = phi i64 [ 0, %191 ], [ %214, %201 ]
  %204 = urem i64 %202, 5
  %205 = uitofp nneg i64 %204 to float
  %206 = fmul float %205, 5.000000e-01
  %207 = getelementptr inbounds float, ptr %162, i64 %202
  store float %206, ptr %207, align 4, !tbaa !32
  %208 = or disjoint i64 %202, 1
  %209 = urem i64 %208, 5
  %210 = uitofp nneg i64 %209 to float
  %211 = fmul float %210, 5.000000e-01
  %212 = getelementptr inbounds float, ptr %162, i64 %208
  store float %211, ptr %212, align 4, !tbaa !32
  %213 = add nuw i64 %202, 2
  %214 = add i64 %203, 2
  %215 = icmp eq i64 %214, %192
  br i1 %215, label %216, label %201, !llvm.loop !34

216:                                              ; preds = %201, %184
  %217 = phi i64 [ 0, %184 ], [ %213, %201 ]
  %218 = icmp eq i64 %189, 0
  br i1 %218, label %224, label %219

219:                                              ; preds = %216
  %220 = urem i64 %217, 5
  %221 = uitofp nneg i64 %220 to float
  %222 = fmul float %221, 5.000000e-01
  %223 = getelementptr inbounds float, ptr %162, i64 %217
  store float %222, ptr %223, align 4, !tbaa !32
  br label %224

224:                                              ; preds = %219, %216, %179
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %20) #23
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %21) #23
  store i64 %126, ptr %21, align 8, !tbaa !5
  %225 = getelementptr inbounds i8, ptr %21, i64 8
  store i64 %127, ptr %225, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %22) #23
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %22, i8 0, i64 32, i1 false)
  store ptr @.str, ptr %23, align 8, !tbaa !35, !alias.scope !37
  %226 = getelementptr inbounds i8, ptr %23, i64 8
  store ptr @.str.1, ptr %226, align 8, !tbaa !40, !alias.scope !37
  %227 = getelementptr inbounds i8, ptr %23, i64 16
  store i32 18, ptr %227, align 8, !tbaa !41, !alias.scope !37
  %228 = getelementptr inbounds i8, ptr %23, i64 20
  store i32 28, ptr %228, align 4, !tbaa !42, !alias.scope !37
  invoke void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi2EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(41) %20, ptr noundef %162, ptr noundef nonnull align 8 dereferenceable(16) %21, ptr noundef nonnull align 8 dereferenceable(32) %22, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %23)
          to label %229 unwind label %615

229:                                              ; preds = %224
  %230 = getelementptr inbounds i8, ptr %22, i64 8
  %231 = load ptr, ptr %230, align 8, !tbaa !15
  %232 = getelementptr inbounds i8, ptr %22, i64 16
  %233 = load ptr, ptr %232, align 8, !tbaa !17
  %234 = icmp eq ptr %231, %233
  br i1 %234, label %269, label %235

235:                                              ; preds = %229, %264
  %236 = phi ptr [ %265, %264 ], [ %231, %229 ]
  %237 = getelementptr inbounds i8, ptr %236, i64 8
  %238 = load ptr, ptr %237, align 8, !tbaa !18
  %239 = icmp eq ptr %238, null
  br i1 %239, label %264, label %240

240:                                              ; preds = %235
  %241 = getelementptr inbounds i8, ptr %238, i64 8
  %242 = load atomic i64, ptr %241 acquire, align 8
  %243 = icmp eq i64 %242, 4294967297
  %244 = trunc i64 %242 to i32
  br i1 %243, label %245, label %253

245:                                              ; preds = %240
  store i32 0, ptr %241, align 8, !tbaa !20
  %246 = getelementptr inbounds i8, ptr %238, i64 12
  store i32 0, ptr %246, align 4, !tbaa !23
  %247 = load ptr, ptr %238, align 8, !tbaa !24
  %248 = getelementptr inbounds i8, ptr %247, i64 16
  %249 = load ptr, ptr %248, align 8
  call void %249(ptr noundef nonnull align 8 dereferenceable(16) %238) #23
  %250 = load ptr, ptr %238, align 8, !tbaa !24
  %251 = getelementptr inbounds i8, ptr %250, i64 24
  %252 = load ptr, ptr %251, align 8
  call void %252(ptr noundef nonnull align 8 dereferenceable(16) %238) #23
  br label %264

253:                                              ; preds = %240
  %254 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %255 = icmp eq i8 %254, 0
  br i1 %255, label %258, label %256

256:                                              ; preds = %253
  %257 = add nsw i32 %244, -1
  store i32 %257, ptr %241, align 4, !tbaa !27
  br label %260

258:                                              ; preds = %253
  %259 = atomicrmw volatile add ptr %241, i32 -1 acq_rel, align 4
  br label %260

260:                                              ; preds = %258, %256
  %261 = phi i32 [ %244, %256 ], [ %259, %258 ]
  %262 = icmp eq i32 %261, 1
  br i1 %262, label %263, label %264, !prof !28

263:                                              ; preds = %260
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %238) #23
  br label %264

264:                                              ; preds = %263, %260, %245, %235
  %265 = getelementptr inbounds i8, ptr %236, i64 16
  %266 = icmp eq ptr %265, %233
  br i1 %266, label %267, label %235, !llvm.loop !29

267:                                              ; preds = %264
  %268 = load ptr, ptr %230, align 8, !tbaa !15
  br label %269

269:                                              ; preds = %267, %229
  %270 = phi ptr [ %268, %267 ], [ %231, %229 ]
  %271 = icmp eq ptr %270, null
  br i1 %271, label %278, label %272

272:                                              ; preds = %269
  %273 = getelementptr inbounds i8, ptr %22, i64 24
  %274 = load ptr, ptr %273, align 8, !tbaa !31
  %275 = ptrtoint ptr %274 to i64
  %276 = ptrtoint ptr %270 to i64
  %277 = sub i64 %275, %276
  call void @_ZdlPvm(ptr noundef nonnull %270, i64 noundef %277) #25
  br label %278

278:                                              ; preds = %269, %272
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %22) #23
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %21) #23
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %24) #23
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %25) #23
  %279 = load i64, ptr %16, align 8, !tbaa !5
  %280 = load i64, ptr %17, align 8, !tbaa !5
  store i64 %279, ptr %25, align 8, !tbaa !5
  %281 = getelementptr inbounds i8, ptr %25, i64 8
  store i64 %280, ptr %281, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %26) #23
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %26, i8 0, i64 32, i1 false)
  store ptr @.str, ptr %27, align 8, !tbaa !35, !alias.scope !43
  %282 = getelementptr inbounds i8, ptr %27, i64 8
  store ptr @.str.1, ptr %282, align 8, !tbaa !40, !alias.scope !43
  %283 = getelementptr inbounds i8, ptr %27, i64 16
  store i32 19, ptr %283, align 8, !tbaa !41, !alias.scope !43
  %284 = getelementptr inbounds i8, ptr %27, i64 20
  store i32 28, ptr %284, align 4, !tbaa !42, !alias.scope !43
  invoke void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi2EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(41) %24, ptr noundef %159, ptr noundef nonnull align 8 dereferenceable(16) %25, ptr noundef nonnull align 8 dereferenceable(32) %26, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %27)
          to label %285 unwind label %617

285:                                              ; preds = %278
  %286 = getelementptr inbounds i8, ptr %26, i64 8
  %287 = load ptr, ptr %286, align 8, !tbaa !15
  %288 = getelementptr inbounds i8, ptr %26, i64 16
  %289 = load ptr, ptr %288, align 8, !tbaa !17
  %290 = icmp eq ptr %287, %289
  br i1 %290, label %325, label %291

291:                                              ; preds = %285, %320
  %292 = phi ptr [ %321, %320 ], [ %287, %285 ]
  %293 = getelementptr inbounds i8, ptr %292, i64 8
  %294 = load ptr, ptr %293, align 8, !tbaa !18
  %295 = icmp eq ptr %294, null
  br i1 %295, label %320, label %296

296:                                              ; preds = %291
  %297 = getelementptr inbounds i8, ptr %294, i64 8
  %298 = load atomic i64, ptr %297 acquire, align 8
  %299 = icmp eq i64 %298, 4294967297
  %300 = trunc i64 %298 to i32
  br i1 %299, label %301, label %309

301:                                              ; preds = %296
  store i32 0, ptr %297, align 8, !tbaa !20
  %302 = getelementptr inbounds i8, ptr %294, i64 12
  store i32 0, ptr %302, align 4, !tbaa !23
  %303 = load ptr, ptr %294, align 8, !tbaa !24
  %304 = getelementptr inbounds i8, ptr %303, i64 16
  %305 = load ptr, ptr %304, align 8
  call void %305(ptr noundef nonnull align 8 dereferenceable(16) %294) #23
  %306 = load ptr, ptr %294, align 8, !tbaa !24
  %307 = getelementptr inbounds i8, ptr %306, i64 24
  %308 = load ptr, ptr %307, align 8
  call void %308(ptr noundef nonnull align 8 dereferenceable(16) %294) #23
  br label %320

309:                                              ; preds = %296
  %310 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %311 = icmp eq i8 %310, 0
  br i1 %311, label %314, label %312

312:                                              ; preds = %309
  %313 = add nsw i32 %300, -1
  store i32 %313, ptr %297, align 4, !tbaa !27
  br label %316

314:                                              ; preds = %309
  %315 = atomicrmw volatile add ptr %297, i32 -1 acq_rel, align 4
  br label %316

316:                                              ; preds = %314, %312
  %317 = phi i32 [ %300, %312 ], [ %315, %314 ]
  %318 = icmp eq i32 %317, 1
  br i1 %318, label %319, label %320, !prof !28

319:                                              ; preds = %316
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %294) #23
  br label %320

320:                                              ; preds = %319, %316, %301, %291
  %321 = getelementptr inbounds i8, ptr %292, i64 16
  %322 = icmp eq ptr %321, %289
  br i1 %322, label %323, label %291, !llvm.loop !29

323:                                              ; preds = %320
  %324 = load ptr, ptr %286, align 8, !tbaa !15
  br label %325

325:                                              ; preds = %323, %285
  %326 = phi ptr [ %324, %323 ], [ %287, %285 ]
  %327 = icmp eq ptr %326, null
  br i1 %327, label %334, label %328

328:                                              ; preds = %325
  %329 = getelementptr inbounds i8, ptr %26, i64 24
  %330 = load ptr, ptr %329, align 8, !tbaa !31
  %331 = ptrtoint ptr %330 to i64
  %332 = ptrtoint ptr %326 to i64
  %333 = sub i64 %331, %332
  call void @_ZdlPvm(ptr noundef nonnull %326, i64 noundef %333) #25
  br label %334

334:                                              ; preds = %325, %328
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %26) #23
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %25) #23
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %28) #23
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %29) #23
  %335 = load i64, ptr %16, align 8, !tbaa !5
  %336 = load i64, ptr %17, align 8, !tbaa !5
  store i64 %335, ptr %29, align 8, !tbaa !5
  %337 = getelementptr inbounds i8, ptr %29, i64 8
  store i64 %336, ptr %337, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %30) #23
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %30, i8 0, i64 32, i1 false)
  store ptr @.str, ptr %31, align 8, !tbaa !35, !alias.scope !46
  %338 = getelementptr inbounds i8, ptr %31, i64 8
  store ptr @.str.1, ptr %338, align 8, !tbaa !40, !alias.scope !46
  %339 = getelementptr inbounds i8, ptr %31, i64 16
  store i32 20, ptr %339, align 8, !tbaa !41, !alias.scope !46
  %340 = getelementptr inbounds i8, ptr %31, i64 20
  store i32 28, ptr %340, align 4, !tbaa !42, !alias.scope !46
  invoke void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi2EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(41) %28, ptr noundef %165, ptr noundef nonnull align 8 dereferenceable(16) %29, ptr noundef nonnull align 8 dereferenceable(32) %30, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %31)
          to label %341 unwind label %619

341:                                              ; preds = %334
  %342 = getelementptr inbounds i8, ptr %30, i64 8
  %343 = load ptr, ptr %342, align 8, !tbaa !15
  %344 = getelementptr inbounds i8, ptr %30, i64 16
  %345 = load ptr, ptr %344, align 8, !tbaa !17
  %346 = icmp eq ptr %343, %345
  br i1 %346, label %381, label %347

347:                                              ; preds = %341, %376
  %348 = phi ptr [ %377, %376 ], [ %343, %341 ]
  %349 = getelementptr inbounds i8, ptr %348, i64 8
  %350 = load ptr, ptr %349, align 8, !tbaa !18
  %351 = icmp eq ptr %350, null
  br i1 %351, label %376, label %352

352:                                              ; preds = %347
  %353 = getelementptr inbounds i8, ptr %350, i64 8
  %354 = load atomic i64, ptr %353 acquire, align 8
  %355 = icmp eq i64 %354, 4294967297
  %356 = trunc i64 %354 to i32
  br i1 %355, label %357, label %365

357:                                              ; preds = %352
  store i32 0, ptr %353, align 8, !tbaa !20
  %358 = getelementptr inbounds i8, ptr %350, i64 12
  store i32 0, ptr %358, align 4, !tbaa !23
  %359 = load ptr, ptr %350, align 8, !tbaa !24
  %360 = getelementptr inbounds i8, ptr %359, i64 16
  %361 = load ptr, ptr %360, align 8
  call void %361(ptr noundef nonnull align 8 dereferenceable(16) %350) #23
  %362 = load ptr, ptr %350, align 8, !tbaa !24
  %363 = getelementptr inbounds i8, ptr %362, i64 24
  %364 = load ptr, ptr %363, align 8
  call void %364(ptr noundef nonnull align 8 dereferenceable(16) %350) #23
  br label %376

365:                                              ; preds = %352
  %366 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %367 = icmp eq i8 %366, 0
  br i1 %367, label %370, label %368

368:                                              ; preds = %365
  %369 = add nsw i32 %356, -1
  store i32 %369, ptr %353, align 4, !tbaa !27
  br label %372

370:                                              ; preds = %365
  %371 = atomicrmw volatile add ptr %353, i32 -1 acq_rel, align 4
  br label %372

372:                                              ; preds = %370, %368
  %373 = phi i32 [ %356, %368 ], [ %371, %370 ]
  %374 = icmp eq i32 %373, 1
  br i1 %374, label %375, label %376, !prof !28

375:                                              ; preds = %372
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %350) #23
  br label %376

376:                                              ; preds = %375, %372, %357, %347
  %377 = getelementptr inbounds i8, ptr %348, i64 16
  %378 = icmp eq ptr %377, %345
  br i1 %378, label %379, label %347, !llvm.loop !29

379:                                              ; preds = %376
  %380 = load ptr, ptr %342, align 8, !tbaa !15
  br label %381

381:                                              ; preds = %379, %341
  %382 = phi ptr [ %380, %379 ], [ %343, %341 ]
  %383 = icmp eq ptr %382, null
  br i1 %383, label %390, label %384

384:                                              ; preds = %381
  %385 = getelementptr inbounds i8, ptr %30, i64 24
  %386 = load ptr, ptr %385, align 8, !tbaa !31
  %387 = ptrtoint ptr %386 to i64
  %388 = ptrtoint ptr %382 to i64
  %389 = sub i64 %387, %388
  call void @_ZdlPvm(ptr noundef nonnull %382, i64 noundef %389) #25
  br label %390

390:                                              ; preds = %381, %384
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %30) #23
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %29) #23
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %32) #23
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %33) #23
  %391 = load i64, ptr %16, align 8, !tbaa !5
  store i64 %391, ptr %33, align 8, !tbaa !5
  %392 = getelementptr inbounds i8, ptr %33, i64 8
  store i64 4, ptr %392, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %34) #23
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %34, i8 0, i64 32, i1 false)
  store ptr @.str, ptr %35, align 8, !tbaa !35, !alias.scope !49
  %393 = getelementptr inbounds i8, ptr %35, i64 8
  store ptr @.str.1, ptr %393, align 8, !tbaa !40, !alias.scope !49
  %394 = getelementptr inbounds i8, ptr %35, i64 16
  store i32 21, ptr %394, align 8, !tbaa !41, !alias.scope !49
  %395 = getelementptr inbounds i8, ptr %35, i64 20
  store i32 28, ptr %395, align 4, !tbaa !42, !alias.scope !49
  invoke void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi2EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(41) %32, ptr noundef %181, ptr noundef nonnull align 8 dereferenceable(16) %33, ptr noundef nonnull align 8 dereferenceable(32) %34, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %35)
          to label %396 unwind label %621

396:                                              ; preds = %390
  %397 = getelementptr inbounds i8, ptr %34, i64 8
  %398 = load ptr, ptr %397, align 8, !tbaa !15
  %399 = getelementptr inbounds i8, ptr %34, i64 16
  %400 = load ptr, ptr %399, align 8, !tbaa !17
  %401 = icmp eq ptr %398, %400
  br i1 %401, label %436, label %402

402:                                              ; preds = %396, %431
  %403 = phi ptr [ %432, %431 ], [ %398, %396 ]
  %404 = getelementptr inbounds i8, ptr %403, i64 8
  %405 = load ptr, ptr %404, align 8, !tbaa !18
  %406 = icmp eq ptr %405, null
  br i1 %406, label %431, label %407

407:                                              ; preds = %402
  %408 = getelementptr inbounds i8, ptr %405, i64 8
  %409 = load atomic i64, ptr %408 acquire, align 8
  %410 = icmp eq i64 %409, 4294967297
  %411 = trunc i64 %409 to i32
  br i1 %410, label %412, label %420

412:                                              ; preds = %407
  store i32 0, ptr %408, align 8, !tbaa !20
  %413 = getelementptr inbounds i8, ptr %405, i64 12
  store i32 0, ptr %413, align 4, !tbaa !23
  %414 = load ptr, ptr %405, align 8, !tbaa !24
  %415 = getelementptr inbounds i8, ptr %414, i64 16
  %416 = load ptr, ptr %415, align 8
  call void %416(ptr noundef nonnull align 8 dereferenceable(16) %405) #23
  %417 = load ptr, ptr %405, align 8, !tbaa !24
  %418 = getelementptr inbounds i8, ptr %417, i64 24
  %419 = load ptr, ptr %418, align 8
  call void %419(ptr noundef nonnull align 8 dereferenceable(16) %405) #23
  br label %431

420:                                              ; preds = %407
  %421 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %422 = icmp eq i8 %421, 0
  br i1 %422, label %425, label %423

423:                                              ; preds = %420
  %424 = add nsw i32 %411, -1
  store i32 %424, ptr %408, align 4, !tbaa !27
  br label %427

425:                                              ; preds = %420
  %426 = atomicrmw volatile add ptr %408, i32 -1 acq_rel, align 4
  br label %427

427:                                              ; preds = %425, %423
  %428 = phi i32 [ %411, %423 ], [ %426, %425 ]
  %429 = icmp eq i32 %428, 1
  br i1 %429, label %430, label %431, !prof !28

430:                                              ; preds = %427
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %405) #23
  br label %431

431:                                              ; preds = %430, %427, %412, %402
  %432 = getelementptr inbounds i8, ptr %403, i64 16
  %433 = icmp eq ptr %432, %400
  br i1 %433, label %434, label %402, !llvm.loop !29

434:                                              ; preds = %431
  %435 = load ptr, ptr %397, align 8, !tbaa !15
  br label %436

436:                                              ; preds = %434, %396
  %437 = phi ptr [ %435, %434 ], [ %398, %396 ]
  %438 = icmp eq ptr %437, null
  br i1 %438, label %445, label %439

439:                                              ; preds = %436
  %440 = getelementptr inbounds i8, ptr %34, i64 24
  %441 = load ptr, ptr %440, align 8, !tbaa !31
  %442 = ptrtoint ptr %441 to i64
  %443 = ptrtoint ptr %437 to i64
  %444 = sub i64 %442, %443
  call void @_ZdlPvm(ptr noundef nonnull %437, i64 noundef %444) #25
  br label %445

445:                                              ; preds = %436, %439
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %34) #23
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %33) #23
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %37) #23
  store ptr @.str, ptr %37, align 8, !tbaa !35, !alias.scope !52
  %446 = getelementptr inbounds i8, ptr %37, i64 8
  store ptr @.str.1, ptr %446, align 8, !tbaa !40, !alias.scope !52
  %447 = getelementptr inbounds i8, ptr %37, i64 16
  store i32 22, ptr %447, align 8, !tbaa !41, !alias.scope !52
  %448 = getelementptr inbounds i8, ptr %37, i64 20
  store i32 5, ptr %448, align 4, !tbaa !42, !alias.scope !52
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %14)
  store ptr %20, ptr %14, align 8
  %449 = getelementptr inbounds i8, ptr %14, i64 8
  store ptr %24, ptr %449, align 8
  %450 = getelementptr inbounds i8, ptr %14, i64 16
  store ptr %16, ptr %450, align 8
  %451 = getelementptr inbounds i8, ptr %14, i64 24
  store ptr %17, ptr %451, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %13) #23, !noalias !55
  store ptr %14, ptr %13, align 8, !tbaa !58, !noalias !55
  %452 = getelementptr inbounds i8, ptr %13, i64 8
  store ptr @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZ4mainEUlRNS0_7handlerEE_E4callEPKvS5_, ptr %452, align 8, !tbaa !60, !noalias !55
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %11) #23, !noalias !61
  invoke void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 8 dereferenceable(9) %11, ptr noundef nonnull align 8 dereferenceable(24) %37)
          to label %453 unwind label %623

453:                                              ; preds = %445
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %12) #23, !noalias !61
  store i32 0, ptr %12, align 4, !tbaa !64, !noalias !61
  %454 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 8 dereferenceable(9) %11)
          to label %455 unwind label %460, !noalias !61

455:                                              ; preds = %453
  %456 = getelementptr inbounds i8, ptr %11, i64 8
  %457 = load i8, ptr %456, align 8, !tbaa !67, !range !70, !noalias !61, !noundef !71
  %458 = trunc nuw i8 %457 to i1
  %459 = xor i1 %458, true
  invoke void @_ZNK4sycl3_V15queue22submit_with_event_implERKNS0_6detail19type_erased_cgfo_tyERKNS2_3_V114SubmissionInfoERKNS2_13code_locationEb(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %36, ptr noundef nonnull align 8 dereferenceable(16) %18, ptr noundef nonnull align 8 dereferenceable(16) %13, ptr noundef nonnull align 4 dereferenceable(4) %12, ptr noundef nonnull align 8 dereferenceable(24) %454, i1 noundef zeroext %459)
          to label %462 unwind label %460

460:                                              ; preds = %455, %453
  %461 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %12) #23, !noalias !61
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %11) #23
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %11) #23, !noalias !61
  br label %625

462:                                              ; preds = %455
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %12) #23, !noalias !61
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %11) #23
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %11) #23, !noalias !61
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %13) #23, !noalias !55
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %14)
  %463 = getelementptr inbounds i8, ptr %36, i64 8
  %464 = load ptr, ptr %463, align 8, !tbaa !18
  %465 = icmp eq ptr %464, null
  br i1 %465, label %490, label %466

466:                                              ; preds = %462
  %467 = getelementptr inbounds i8, ptr %464, i64 8
  %468 = load atomic i64, ptr %467 acquire, align 8
  %469 = icmp eq i64 %468, 4294967297
  %470 = trunc i64 %468 to i32
  br i1 %469, label %471, label %479

471:                                              ; preds = %466
  store i32 0, ptr %467, align 8, !tbaa !20
  %472 = getelementptr inbounds i8, ptr %464, i64 12
  store i32 0, ptr %472, align 4, !tbaa !23
  %473 = load ptr, ptr %464, align 8, !tbaa !24
  %474 = getelementptr inbounds i8, ptr %473, i64 16
  %475 = load ptr, ptr %474, align 8
  call void %475(ptr noundef nonnull align 8 dereferenceable(16) %464) #23
  %476 = load ptr, ptr %464, align 8, !tbaa !24
  %477 = getelementptr inbounds i8, ptr %476, i64 24
  %478 = load ptr, ptr %477, align 8
  call void %478(ptr noundef nonnull align 8 dereferenceable(16) %464) #23
  br label %490

479:                                              ; preds = %466
  %480 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %481 = icmp eq i8 %480, 0
  br i1 %481, label %484, label %482

482:                                              ; preds = %479
  %483 = add nsw i32 %470, -1
  store i32 %483, ptr %467, align 4, !tbaa !27
  br label %486

484:                                              ; preds = %479
  %485 = atomicrmw volatile add ptr %467, i32 -1 acq_rel, align 4
  br label %486

486:                                              ; preds = %484, %482
  %487 = phi i32 [ %470, %482 ], [ %485, %484 ]
  %488 = icmp eq i32 %487, 1
  br i1 %488, label %489, label %490, !prof !28

489:                                              ; preds = %486
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %464) #23
  br label %490

490:                                              ; preds = %462, %471, %486, %489
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %37) #23
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %39) #23
  store ptr @.str, ptr %39, align 8, !tbaa !35, !alias.scope !72
  %491 = getelementptr inbounds i8, ptr %39, i64 8
  store ptr @.str.1, ptr %491, align 8, !tbaa !40, !alias.scope !72
  %492 = getelementptr inbounds i8, ptr %39, i64 16
  store i32 31, ptr %492, align 8, !tbaa !41, !alias.scope !72
  %493 = getelementptr inbounds i8, ptr %39, i64 20
  store i32 5, ptr %493, align 4, !tbaa !42, !alias.scope !72
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10)
  store ptr %20, ptr %10, align 8
  %494 = getelementptr inbounds i8, ptr %10, i64 8
  store ptr %28, ptr %494, align 8
  %495 = getelementptr inbounds i8, ptr %10, i64 16
  store ptr %17, ptr %495, align 8
  %496 = getelementptr inbounds i8, ptr %10, i64 24
  store ptr %16, ptr %496, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %9) #23, !noalias !75
  store ptr %10, ptr %9, align 8, !tbaa !58, !noalias !75
  %497 = getelementptr inbounds i8, ptr %9, i64 8
  store ptr @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZ4mainEUlRNS0_7handlerEE0_E4callEPKvS5_, ptr %497, align 8, !tbaa !60, !noalias !75
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7) #23, !noalias !78
  invoke void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 8 dereferenceable(9) %7, ptr noundef nonnull align 8 dereferenceable(24) %39)
          to label %498 unwind label %627

498:                                              ; preds = %490
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %8) #23, !noalias !78
  store i32 0, ptr %8, align 4, !tbaa !64, !noalias !78
  %499 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 8 dereferenceable(9) %7)
          to label %500 unwind label %505, !noalias !78

500:                                              ; preds = %498
  %501 = getelementptr inbounds i8, ptr %7, i64 8
  %502 = load i8, ptr %501, align 8, !tbaa !67, !range !70, !noalias !78, !noundef !71
  %503 = trunc nuw i8 %502 to i1
  %504 = xor i1 %503, true
  invoke void @_ZNK4sycl3_V15queue22submit_with_event_implERKNS0_6detail19type_erased_cgfo_tyERKNS2_3_V114SubmissionInfoERKNS2_13code_locationEb(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %38, ptr noundef nonnull align 8 dereferenceable(16) %18, ptr noundef nonnull align 8 dereferenceable(16) %9, ptr noundef nonnull align 4 dereferenceable(4) %8, ptr noundef nonnull align 8 dereferenceable(24) %499, i1 noundef zeroext %504)
          to label %507 unwind label %505

505:                                              ; preds = %500, %498
  %506 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %8) #23, !noalias !78
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %7) #23
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #23, !noalias !78
  br label %629

507:                                              ; preds = %500
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %8) #23, !noalias !78
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %7) #23
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #23, !noalias !78
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %9) #23, !noalias !75
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10)
  %508 = getelementptr inbounds i8, ptr %38, i64 8
  %509 = load ptr, ptr %508, align 8, !tbaa !18
  %510 = icmp eq ptr %509, null
  br i1 %510, label %535, label %511

511:                                              ; preds = %507
  %512 = getelementptr inbounds i8, ptr %509, i64 8
  %513 = load atomic i64, ptr %512 acquire, align 8
  %514 = icmp eq i64 %513, 4294967297
  %515 = trunc i64 %513 to i32
  br i1 %514, label %516, label %524

516:                                              ; preds = %511
  store i32 0, ptr %512, align 8, !tbaa !20
  %517 = getelementptr inbounds i8, ptr %509, i64 12
  store i32 0, ptr %517, align 4, !tbaa !23
  %518 = load ptr, ptr %509, align 8, !tbaa !24
  %519 = getelementptr inbounds i8, ptr %518, i64 16
  %520 = load ptr, ptr %519, align 8
  call void %520(ptr noundef nonnull align 8 dereferenceable(16) %509) #23
  %521 = load ptr, ptr %509, align 8, !tbaa !24
  %522 = getelementptr inbounds i8, ptr %521, i64 24
  %523 = load ptr, ptr %522, align 8
  call void %523(ptr noundef nonnull align 8 dereferenceable(16) %509) #23
  br label %535

524:                                              ; preds = %511
  %525 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %526 = icmp eq i8 %525, 0
  br i1 %526, label %529, label %527

527:                                              ; preds = %524
  %528 = add nsw i32 %515, -1
  store i32 %528, ptr %512, align 4, !tbaa !27
  br label %531

529:                                              ; preds = %524
  %530 = atomicrmw volatile add ptr %512, i32 -1 acq_rel, align 4
  br label %531

531:                                              ; preds = %529, %527
  %532 = phi i32 [ %515, %527 ], [ %530, %529 ]
  %533 = icmp eq i32 %532, 1
  br i1 %533, label %534, label %535, !prof !28

534:                                              ; preds = %531
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %509) #23
  br label %535

535:                                              ; preds = %507, %516, %531, %534
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %39) #23
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %41) #23
  store ptr @.str, ptr %41, align 8, !tbaa !35, !alias.scope !81
  %536 = getelementptr inbounds i8, ptr %41, i64 8
  store ptr @.str.1, ptr %536, align 8, !tbaa !40, !alias.scope !81
  %537 = getelementptr inbounds i8, ptr %41, i64 16
  store i32 39, ptr %537, align 8, !tbaa !41, !alias.scope !81
  %538 = getelementptr inbounds i8, ptr %41, i64 20
  store i32 5, ptr %538, align 4, !tbaa !42, !alias.scope !81
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6)
  store ptr %20, ptr %6, align 8
  %539 = getelementptr inbounds i8, ptr %6, i64 8
  store ptr %32, ptr %539, align 8
  %540 = getelementptr inbounds i8, ptr %6, i64 16
  store ptr %16, ptr %540, align 8
  %541 = getelementptr inbounds i8, ptr %6, i64 24
  store ptr %17, ptr %541, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #23, !noalias !84
  store ptr %6, ptr %5, align 8, !tbaa !58, !noalias !84
  %542 = getelementptr inbounds i8, ptr %5, i64 8
  store ptr @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZ4mainEUlRNS0_7handlerEE1_E4callEPKvS5_, ptr %542, align 8, !tbaa !60, !noalias !84
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #23, !noalias !87
  invoke void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 8 dereferenceable(9) %3, ptr noundef nonnull align 8 dereferenceable(24) %41)
          to label %543 unwind label %631

543:                                              ; preds = %535
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #23, !noalias !87
  store i32 0, ptr %4, align 4, !tbaa !64, !noalias !87
  %544 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 8 dereferenceable(9) %3)
          to label %545 unwind label %550, !noalias !87

545:                                              ; preds = %543
  %546 = getelementptr inbounds i8, ptr %3, i64 8
  %547 = load i8, ptr %546, align 8, !tbaa !67, !range !70, !noalias !87, !noundef !71
  %548 = trunc nuw i8 %547 to i1
  %549 = xor i1 %548, true
  invoke void @_ZNK4sycl3_V15queue22submit_with_event_implERKNS0_6detail19type_erased_cgfo_tyERKNS2_3_V114SubmissionInfoERKNS2_13code_locationEb(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %40, ptr noundef nonnull align 8 dereferenceable(16) %18, ptr noundef nonnull align 8 dereferenceable(16) %5, ptr noundef nonnull align 4 dereferenceable(4) %4, ptr noundef nonnull align 8 dereferenceable(24) %544, i1 noundef zeroext %549)
          to label %552 unwind label %550

550:                                              ; preds = %545, %543
  %551 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #23, !noalias !87
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %3) #23
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #23, !noalias !87
  br label %633

552:                                              ; preds = %545
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #23, !noalias !87
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %3) #23
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #23, !noalias !87
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #23, !noalias !84
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6)
  %553 = getelementptr inbounds i8, ptr %40, i64 8
  %554 = load ptr, ptr %553, align 8, !tbaa !18
  %555 = icmp eq ptr %554, null
  br i1 %555, label %580, label %556

556:                                              ; preds = %552
  %557 = getelementptr inbounds i8, ptr %554, i64 8
  %558 = load atomic i64, ptr %557 acquire, align 8
  %559 = icmp eq i64 %558, 4294967297
  %560 = trunc i64 %558 to i32
  br i1 %559, label %561, label %569

561:                                              ; preds = %556
  store i32 0, ptr %557, align 8, !tbaa !20
  %562 = getelementptr inbounds i8, ptr %554, i64 12
  store i32 0, ptr %562, align 4, !tbaa !23
  %563 = load ptr, ptr %554, align 8, !tbaa !24
  %564 = getelementptr inbounds i8, ptr %563, i64 16
  %565 = load ptr, ptr %564, align 8
  call void %565(ptr noundef nonnull align 8 dereferenceable(16) %554) #23
  %566 = load ptr, ptr %554, align 8, !tbaa !24
  %567 = getelementptr inbounds i8, ptr %566, i64 24
  %568 = load ptr, ptr %567, align 8
  call void %568(ptr noundef nonnull align 8 dereferenceable(16) %554) #23
  br label %580

569:                                              ; preds = %556
  %570 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %571 = icmp eq i8 %570, 0
  br i1 %571, label %574, label %572

572:                                              ; preds = %569
  %573 = add nsw i32 %560, -1
  store i32 %573, ptr %557, align 4, !tbaa !27
  br label %576

574:                                              ; preds = %569
  %575 = atomicrmw volatile add ptr %557, i32 -1 acq_rel, align 4
  br label %576

576:                                              ; preds = %574, %572
  %577 = phi i32 [ %560, %572 ], [ %575, %574 ]
  %578 = icmp eq i32 %577, 1
  br i1 %578, label %579, label %580, !prof !28

579:                                              ; preds = %576
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %554) #23
  br label %580

580:                                              ; preds = %552, %561, %576, %579
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %41) #23
  call void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(41) %32) #23
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %32) #23
  call void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(41) %28) #23
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %28) #23
  call void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(41) %24) #23
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %24) #23
  call void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(41) %20) #23
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %20) #23
  %581 = load i64, ptr %16, align 8, !tbaa !5
  %582 = icmp eq i64 %581, 0
  %583 = load i64, ptr %17, align 8, !tbaa !5
  br i1 %582, label %610, label %584

584:                                              ; preds = %580
  %585 = icmp ugt i64 %583, 1
  %586 = icmp eq i64 %583, 0
  %587 = icmp ugt i64 %583, 2
  %588 = icmp ugt i64 %583, 3
  %589 = add i64 %583, -2
  %590 = lshr i64 %589, 2
  %591 = add nuw nsw i64 %590, 1
  %592 = add i64 %583, -3
  %593 = lshr i64 %592, 2
  %594 = add nuw nsw i64 %593, 1
  %595 = add i64 %583, -4
  %596 = lshr i64 %595, 2
  %597 = add nuw nsw i64 %596, 1
  %598 = and i64 %591, 3
  %599 = icmp ult i64 %589, 12
  %600 = and i64 %591, 9223372036854775804
  %601 = icmp eq i64 %598, 0
  %602 = and i64 %594, 3
  %603 = icmp ult i64 %592, 12
  %604 = and i64 %594, 9223372036854775804
  %605 = icmp eq i64 %602, 0
  %606 = and i64 %597, 3
  %607 = icmp ult i64 %595, 12
  %608 = and i64 %597, 9223372036854775804
  %609 = icmp eq i64 %606, 0
  br label %650

610:                                              ; preds = %878, %580
  %611 = phi i8 [ 1, %580 ], [ %880, %878 ]
  %612 = icmp eq i64 %583, 0
  br i1 %612, label %886, label %613

613:                                              ; preds = %610
  %614 = icmp ugt i64 %581, 1
  br label %883

615:                                              ; preds = %224
  %616 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %22) #23
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %22) #23
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %21) #23
  br label %643

617:                                              ; preds = %278
  %618 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %26) #23
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %26) #23
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %25) #23
  br label %641

619:                                              ; preds = %334
  %620 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %30) #23
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %30) #23
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %29) #23
  br label %639

621:                                              ; preds = %390
  %622 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %34) #23
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %34) #23
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %33) #23
  br label %637

623:                                              ; preds = %445
  %624 = landingpad { ptr, i32 }
          cleanup
  br label %625

625:                                              ; preds = %460, %623
  %626 = phi { ptr, i32 } [ %624, %623 ], [ %461, %460 ]
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %37) #23
  br label %635

627:                                              ; preds = %490
  %628 = landingpad { ptr, i32 }
          cleanup
  br label %629

629:                                              ; preds = %505, %627
  %630 = phi { ptr, i32 } [ %628, %627 ], [ %506, %505 ]
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %39) #23
  br label %635

631:                                              ; preds = %535
  %632 = landingpad { ptr, i32 }
          cleanup
  br label %633

633:                                              ; preds = %550, %631
  %634 = phi { ptr, i32 } [ %632, %631 ], [ %551, %550 ]
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %41) #23
  br label %635

635:                                              ; preds = %633, %629, %625
  %636 = phi { ptr, i32 } [ %634, %633 ], [ %630, %629 ], [ %626, %625 ]
  call void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(41) %32) #23
  br label %637

637:                                              ; preds = %635, %621
  %638 = phi { ptr, i32 } [ %636, %635 ], [ %622, %621 ]
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %32) #23
  call void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(41) %28) #23
  br label %639

639:                                              ; preds = %637, %619
  %640 = phi { ptr, i32 } [ %638, %637 ], [ %620, %619 ]
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %28) #23
  call void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(41) %24) #23
  br label %641

641:                                              ; preds = %639, %617
  %642 = phi { ptr, i32 } [ %640, %639 ], [ %618, %617 ]
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %24) #23
  call void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(41) %20) #23
  br label %643

643:                                              ; preds = %641, %615
  %644 = phi { ptr, i32 } [ %642, %641 ], [ %616, %615 ]
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %20) #23
  %645 = icmp eq ptr %181, null
  br i1 %645, label %975, label %646

646:                                              ; preds = %643
  %647 = ptrtoint ptr %180 to i64
  %648 = ptrtoint ptr %181 to i64
  %649 = sub i64 %647, %648
  call void @_ZdlPvm(ptr noundef nonnull %181, i64 noundef %649) #25
  br label %975

650:                                              ; preds = %584, %878
  %651 = phi i64 [ 0, %584 ], [ %881, %878 ]
  %652 = phi i8 [ 1, %584 ], [ %880, %878 ]
  %653 = mul i64 %583, %651
  br i1 %585, label %654, label %657

654:                                              ; preds = %650
  %655 = getelementptr inbounds float, ptr %162, i64 %653
  %656 = load float, ptr %655, align 4, !tbaa !32
  br label %659

657:                                              ; preds = %650
  %658 = shl i64 %651, 2
  br i1 %586, label %687, label %684

659:                                              ; preds = %654, %677
  %660 = phi i64 [ %680, %677 ], [ 1, %654 ]
  %661 = phi float [ %666, %677 ], [ %656, %654 ]
  %662 = phi i8 [ %679, %677 ], [ %652, %654 ]
  %663 = add i64 %660, %653
  %664 = getelementptr inbounds float, ptr %162, i64 %663
  %665 = load float, ptr %664, align 4, !tbaa !32
  %666 = fadd float %661, %665
  %667 = trunc nuw i8 %662 to i1
  br i1 %667, label %668, label %677

668:                                              ; preds = %659
  %669 = getelementptr inbounds float, ptr %159, i64 %663
  %670 = load float, ptr %669, align 4, !tbaa !32
  %671 = fsub float %666, %670
  %672 = call noundef float @llvm.fabs.f32(float %671)
  %673 = call noundef float @llvm.fabs.f32(float %666)
  %674 = fadd float %673, 1.000000e+00
  %675 = fmul float %674, 0x3F50624DE0000000
  %676 = fcmp ole float %672, %675
  br label %677

677:                                              ; preds = %668, %659
  %678 = phi i1 [ false, %659 ], [ %676, %668 ]
  %679 = zext i1 %678 to i8
  %680 = add nuw i64 %660, 1
  %681 = icmp eq i64 %680, %583
  br i1 %681, label %682, label %659, !llvm.loop !90

682:                                              ; preds = %677
  %683 = shl i64 %651, 2
  br label %684

684:                                              ; preds = %682, %657
  %685 = phi i64 [ %683, %682 ], [ %658, %657 ]
  %686 = phi i8 [ %679, %682 ], [ %652, %657 ]
  br label %692

687:                                              ; preds = %692, %657
  %688 = phi i64 [ %658, %657 ], [ %685, %692 ]
  %689 = phi i8 [ %652, %657 ], [ %686, %692 ]
  %690 = phi float [ 0.000000e+00, %657 ], [ %698, %692 ]
  %691 = trunc nuw i8 %689 to i1
  br i1 %691, label %701, label %710

692:                                              ; preds = %684, %692
  %693 = phi i64 [ %699, %692 ], [ 0, %684 ]
  %694 = phi float [ %698, %692 ], [ 0.000000e+00, %684 ]
  %695 = add i64 %693, %653
  %696 = getelementptr inbounds float, ptr %162, i64 %695
  %697 = load float, ptr %696, align 4, !tbaa !32
  %698 = fadd float %694, %697
  %699 = add nuw i64 %693, 4
  %700 = icmp ult i64 %699, %583
  br i1 %700, label %692, label %687, !llvm.loop !91

701:                                              ; preds = %687
  %702 = getelementptr inbounds float, ptr %181, i64 %688
  %703 = load float, ptr %702, align 4, !tbaa !32
  %704 = fsub float %690, %703
  %705 = call noundef float @llvm.fabs.f32(float %704)
  %706 = call noundef float @llvm.fabs.f32(float %690)
  %707 = fadd float %706, 1.000000e+00
  %708 = fmul float %707, 0x3F50624DE0000000
  %709 = fcmp ole float %705, %708
  br label %710

710:                                              ; preds = %701, %687
  %711 = phi i1 [ false, %687 ], [ %709, %701 ]
  br i1 %585, label %712, label %754

712:                                              ; preds = %710
  br i1 %599, label %739, label %713

713:                                              ; preds = %712, %713
  %714 = phi i64 [ %736, %713 ], [ 1, %712 ]
  %715 = phi float [ %735, %713 ], [ 0.000000e+00, %712 ]
  %716 = phi i64 [ %737, %713 ], [ 0, %712 ]
  %717 = add i64 %714, %653
  %718 = getelementptr inbounds float, ptr %162, i64 %717
  %719 = load float, ptr %718, align 4, !tbaa !32
  %720 = fadd float %715, %719
  %721 = add nuw nsw i64 %714, 4
  %722 = add i64 %721, %653
  %723 = getelementptr inbounds float, ptr %162, i64 %722
  %724 = load float, ptr %723, align 4, !tbaa !32
  %725 = fadd float %720, %724
  %726 = add nuw nsw i64 %714, 8
  %727 = add i64 %726, %653
  %728 = getelementptr inbounds float, ptr %162, i64 %727
  %729 = load float, ptr %728, align 4, !tbaa !32
  %730 = fadd float %725, %729
  %731 = add nuw nsw i64 %714, 12
  %732 = add i64 %731, %653
  %733 = getelementptr inbounds float, ptr %162, i64 %732
  %734 = load float, ptr %733, align 4, !tbaa !32
  %735 = fadd float %730, %734
  %736 = add nuw i64 %714, 16
  %737 = add i64 %716, 4
  %738 = icmp eq i64 %737, %600
  br i1 %738, label %739, label %713, !llvm.loop !91

739:                                              ; preds = %713, %712
  %740 = phi float [ poison, %712 ], [ %735, %713 ]
  %741 = phi i64 [ 1, %712 ], [ %736, %713 ]
  %742 = phi float [ 0.000000e+00, %712 ], [ %735, %713 ]
  br i1 %601, label %754, label %743

743:                                              ; preds = %739, %743
  %744 = phi i64 [ %751, %743 ], [ %741, %739 ]
  %745 = phi float [ %750, %743 ], [ %742, %739 ]
  %746 = phi i64 [ %752, %743 ], [ 0, %739 ]
  %747 = add i64 %744, %653
  %748 = getelementptr inbounds float, ptr %162, i64 %747
  %749 = load float, ptr %748, align 4, !tbaa !32
  %750 = fadd float %745, %749
  %751 = add nuw i64 %744, 4
  %752 = add i64 %746, 1
  %753 = icmp eq i64 %752, %598
  br i1 %753, label %754, label %743, !llvm.loop !92

754:                                              ; preds = %739, %743, %710
  %755 = phi float [ 0.000000e+00, %710 ], [ %740, %739 ], [ %750, %743 ]
  br i1 %711, label %756, label %766

756:                                              ; preds = %754
  %757 = or disjoint i64 %688, 1
  %758 = getelementptr inbounds float, ptr %181, i64 %757
  %759 = load float, ptr %758, align 4, !tbaa !32
  %760 = fsub float %755, %759
  %761 = call noundef float @llvm.fabs.f32(float %760)
  %762 = call noundef float @llvm.fabs.f32(float %755)
  %763 = fadd float %762, 1.000000e+00
  %764 = fmul float %763, 0x3F50624DE0000000
  %765 = fcmp ole float %761, %764
  br label %766

766:                                              ; preds = %756, %754
  %767 = phi i1 [ false, %754 ], [ %765, %756 ]
  br i1 %587, label %768, label %810

768:                                              ; preds = %766
  br i1 %603, label %795, label %769

769:                                              ; preds = %768, %769
  %770 = phi i64 [ %792, %769 ], [ 2, %768 ]
  %771 = phi float [ %791, %769 ], [ 0.000000e+00, %768 ]
  %772 = phi i64 [ %793, %769 ], [ 0, %768 ]
  %773 = add i64 %770, %653
  %774 = getelementptr inbounds float, ptr %162, i64 %773
  %775 = load float, ptr %774, align 4, !tbaa !32
  %776 = fadd float %771, %775
  %777 = add nuw nsw i64 %770, 4
  %778 = add i64 %777, %653
  %779 = getelementptr inbounds float, ptr %162, i64 %778
  %780 = load float, ptr %779, align 4, !tbaa !32
  %781 = fadd float %776, %780
  %782 = add nuw nsw i64 %770, 8
  %783 = add i64 %782, %653
  %784 = getelementptr inbounds float, ptr %162, i64 %783
  %785 = load float, ptr %784, align 4, !tbaa !32
  %786 = fadd float %781, %785
  %787 = add nuw nsw i64 %770, 12
  %788 = add i64 %787, %653
  %789 = getelementptr inbounds float, ptr %162, i64 %788
  %790 = load float, ptr %789, align 4, !tbaa !32
  %791 = fadd float %786, %790
  %792 = add nuw i64 %770, 16
  %793 = add i64 %772, 4
  %794 = icmp eq i64 %793, %604
  br i1 %794, label %795, label %769, !llvm.loop !91

795:                                              ; preds = %769, %768
  %796 = phi float [ poison, %768 ], [ %791, %769 ]
  %797 = phi i64 [ 2, %768 ], [ %792, %769 ]
  %798 = phi float [ 0.000000e+00, %768 ], [ %791, %769 ]
  br i1 %605, label %810, label %799

799:                                              ; preds = %795, %799
  %800 = phi i64 [ %807, %799 ], [ %797, %795 ]
  %801 = phi float [ %806, %799 ], [ %798, %795 ]
  %802 = phi i64 [ %808, %799 ], [ 0, %795 ]
  %803 = add i64 %800, %653
  %804 = getelementptr inbounds float, ptr %162, i64 %803
  %805 = load float, ptr %804, align 4, !tbaa !32
  %806 = fadd float %801, %805
  %807 = add nuw i64 %800, 4
  %808 = add i64 %802, 1
  %809 = icmp eq i64 %808, %602
  br i1 %809, label %810, label %799, !llvm.loop !94

810:                                              ; preds = %795, %799, %766
  %811 = phi float [ 0.000000e+00, %766 ], [ %796, %795 ], [ %806, %799 ]
  br i1 %767, label %812, label %822

812:                                              ; preds = %810
  %813 = or disjoint i64 %688, 2
  %814 = getelementptr inbounds float, ptr %181, i64 %813
  %815 = load float, ptr %814, align 4, !tbaa !32
  %816 = fsub float %811, %815
  %817 = call noundef float @llvm.fabs.f32(float %816)
  %818 = call noundef float @llvm.fabs.f32(float %811)
  %819 = fadd float %818, 1.000000e+00
  %820 = fmul float %819, 0x3F50624DE0000000
  %821 = fcmp ole float %817, %820
  br label %822

822:                                              ; preds = %812, %810
  %823 = phi i1 [ false, %810 ], [ %821, %812 ]
  br i1 %588, label %824, label %866

824:                                              ; preds = %822
  br i1 %607, label %851, label %825

825:                                              ; preds = %824, %825
  %826 = phi i64 [ %848, %825 ], [ 3, %824 ]
  %827 = phi float [ %847, %825 ], [ 0.000000e+00, %824 ]
  %828 = phi i64 [ %849, %825 ], [ 0, %824 ]
  %829 = add i64 %826, %653
  %830 = getelementptr inbounds float, ptr %162, i64 %829
  %831 = load float, ptr %830, align 4, !tbaa !32
  %832 = fadd float %827, %831
  %833 = add nuw nsw i64 %826, 4
  %834 = add i64 %833, %653
  %835 = getelementptr inbounds float, ptr %162, i64 %834
  %836 = load float, ptr %835, align 4, !tbaa !32
  %837 = fadd float %832, %836
  %838 = add nuw nsw i64 %826, 8
  %839 = add i64 %838, %653
  %840 = getelementptr inbounds float, ptr %162, i64 %839
  %841 = load float, ptr %840, align 4, !tbaa !32
  %842 = fadd float %837, %841
  %843 = add nuw nsw i64 %826, 12
  %844 = add i64 %843, %653
  %845 = getelementptr inbounds float, ptr %162, i64 %844
  %846 = load float, ptr %845, align 4, !tbaa !32
  %847 = fadd float %842, %846
  %848 = add nuw i64 %826, 16
  %849 = add i64 %828, 4
  %850 = icmp eq i64 %849, %608
  br i1 %850, label %851, label %825, !llvm.loop !91

851:                                              ; preds = %825, %824
  %852 = phi float [ poison, %824 ], [ %847, %825 ]
  %853 = phi i64 [ 3, %824 ], [ %848, %825 ]
  %854 = phi float [ 0.000000e+00, %824 ], [ %847, %825 ]
  br i1 %609, label %866, label %855

855:                                              ; preds = %851, %855
  %856 = phi i64 [ %863, %855 ], [ %853, %851 ]
  %857 = phi float [ %862, %855 ], [ %854, %851 ]
  %858 = phi i64 [ %864, %855 ], [ 0, %851 ]
  %859 = add i64 %856, %653
  %860 = getelementptr inbounds float, ptr %162, i64 %859
  %861 = load float, ptr %860, align 4, !tbaa !32
  %862 = fadd float %857, %861
  %863 = add nuw i64 %856, 4
  %864 = add i64 %858, 1
  %865 = icmp eq i64 %864, %606
  br i1 %865, label %866, label %855, !llvm.loop !95

866:                                              ; preds = %851, %855, %822
  %867 = phi float [ 0.000000e+00, %822 ], [ %852, %851 ], [ %862, %855 ]
  br i1 %823, label %868, label %878

868:                                              ; preds = %866
  %869 = or disjoint i64 %688, 3
  %870 = getelementptr inbounds float, ptr %181, i64 %869
  %871 = load float, ptr %870, align 4, !tbaa !32
  %872 = fsub float %867, %871
  %873 = call noundef float @llvm.fabs.f32(float %872)
  %874 = call noundef float @llvm.fabs.f32(float %867)
  %875 = fadd float %874, 1.000000e+00
  %876 = fmul float %875, 0x3F50624DE0000000
  %877 = fcmp ole float %873, %876
  br label %878

878:                                              ; preds = %868, %866
  %879 = phi i1 [ false, %866 ], [ %877, %868 ]
  %880 = zext i1 %879 to i8
  %881 = add nuw i64 %651, 1
  %882 = icmp eq i64 %881, %581
  br i1 %882, label %610, label %650, !llvm.loop !96

883:                                              ; preds = %613, %944
  %884 = phi i64 [ 0, %613 ], [ %946, %944 ]
  %885 = phi i8 [ %611, %613 ], [ %945, %944 ]
  br i1 %614, label %948, label %944

886:                                              ; preds = %944, %610
  %887 = phi i8 [ %611, %610 ], [ %945, %944 ]
  %888 = trunc nuw i8 %887 to i1
  %889 = select i1 %888, ptr @.str.2, ptr @.str.3
  %890 = call i32 @puts(ptr noundef nonnull dereferenceable(1) %889)
  %891 = icmp eq ptr %181, null
  br i1 %891, label %896, label %892

892:                                              ; preds = %886
  %893 = ptrtoint ptr %180 to i64
  %894 = ptrtoint ptr %181 to i64
  %895 = sub i64 %893, %894
  call void @_ZdlPvm(ptr noundef nonnull %181, i64 noundef %895) #25
  br label %896

896:                                              ; preds = %886, %892
  %897 = icmp eq ptr %165, null
  br i1 %897, label %902, label %898

898:                                              ; preds = %896
  %899 = ptrtoint ptr %164 to i64
  %900 = ptrtoint ptr %165 to i64
  %901 = sub i64 %899, %900
  call void @_ZdlPvm(ptr noundef nonnull %165, i64 noundef %901) #25
  br label %902

902:                                              ; preds = %896, %898
  %903 = icmp eq ptr %159, null
  br i1 %903, label %908, label %904

904:                                              ; preds = %902
  %905 = ptrtoint ptr %160 to i64
  %906 = ptrtoint ptr %159 to i64
  %907 = sub i64 %905, %906
  call void @_ZdlPvm(ptr noundef nonnull %159, i64 noundef %907) #25
  br label %908

908:                                              ; preds = %902, %904
  %909 = icmp eq ptr %162, null
  br i1 %909, label %913, label %910

910:                                              ; preds = %908
  %911 = ptrtoint ptr %161 to i64
  %912 = sub i64 %911, %182
  call void @_ZdlPvm(ptr noundef nonnull %162, i64 noundef %912) #25
  br label %913

913:                                              ; preds = %908, %910
  %914 = getelementptr inbounds i8, ptr %18, i64 8
  %915 = load ptr, ptr %914, align 8, !tbaa !18
  %916 = icmp eq ptr %915, null
  br i1 %916, label %941, label %917

917:                                              ; preds = %913
  %918 = getelementptr inbounds i8, ptr %915, i64 8
  %919 = load atomic i64, ptr %918 acquire, align 8
  %920 = icmp eq i64 %919, 4294967297
  %921 = trunc i64 %919 to i32
  br i1 %920, label %922, label %930

922:                                              ; preds = %917
  store i32 0, ptr %918, align 8, !tbaa !20
  %923 = getelementptr inbounds i8, ptr %915, i64 12
  store i32 0, ptr %923, align 4, !tbaa !23
  %924 = load ptr, ptr %915, align 8, !tbaa !24
  %925 = getelementptr inbounds i8, ptr %924, i64 16
  %926 = load ptr, ptr %925, align 8
  call void %926(ptr noundef nonnull align 8 dereferenceable(16) %915) #23
  %927 = load ptr, ptr %915, align 8, !tbaa !24
  %928 = getelementptr inbounds i8, ptr %927, i64 24
  %929 = load ptr, ptr %928, align 8
  call void %929(ptr noundef nonnull align 8 dereferenceable(16) %915) #23
  br label %941

930:                                              ; preds = %917
  %931 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %932 = icmp eq i8 %931, 0
  br i1 %932, label %935, label %933

933:                                              ; preds = %930
  %934 = add nsw i32 %921, -1
  store i32 %934, ptr %918, align 4, !tbaa !27
  br label %937

935:                                              ; preds = %930
  %936 = atomicrmw volatile add ptr %918, i32 -1 acq_rel, align 4
  br label %937

937:                                              ; preds = %935, %933
  %938 = phi i32 [ %921, %933 ], [ %936, %935 ]
  %939 = icmp eq i32 %938, 1
  br i1 %939, label %940, label %941, !prof !28

940:                                              ; preds = %937
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %915) #23
  br label %941

941:                                              ; preds = %913, %922, %937, %940
  %942 = xor i1 %888, true
  %943 = zext i1 %942 to i32
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %18) #23
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %17) #23
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %16) #23
  ret i32 %943

944:                                              ; preds = %970, %883
  %945 = phi i8 [ %885, %883 ], [ %972, %970 ]
  %946 = add nuw i64 %884, 1
  %947 = icmp eq i64 %946, %583
  br i1 %947, label %886, label %883, !llvm.loop !97

948:                                              ; preds = %883, %970
  %949 = phi i64 [ %973, %970 ], [ 1, %883 ]
  %950 = phi i64 [ %949, %970 ], [ 0, %883 ]
  %951 = phi float [ %957, %970 ], [ 0.000000e+00, %883 ]
  %952 = phi i8 [ %972, %970 ], [ %885, %883 ]
  %953 = mul i64 %950, %583
  %954 = add i64 %953, %884
  %955 = getelementptr inbounds float, ptr %162, i64 %954
  %956 = load float, ptr %955, align 4, !tbaa !32
  %957 = call float @llvm.fmuladd.f32(float %951, float 5.000000e-01, float %956)
  %958 = trunc nuw i8 %952 to i1
  br i1 %958, label %959, label %970

959:                                              ; preds = %948
  %960 = mul i64 %949, %583
  %961 = add i64 %960, %884
  %962 = getelementptr inbounds float, ptr %165, i64 %961
  %963 = load float, ptr %962, align 4, !tbaa !32
  %964 = fsub float %957, %963
  %965 = call noundef float @llvm.fabs.f32(float %964)
  %966 = call noundef float @llvm.fabs.f32(float %957)
  %967 = fadd float %966, 1.000000e+00
  %968 = fmul float %967, 0x3F1A36E2E0000000
  %969 = fcmp ole float %965, %968
  br label %970

970:                                              ; preds = %959, %948
  %971 = phi i1 [ false, %948 ], [ %969, %959 ]
  %972 = zext i1 %971 to i8
  %973 = add nuw i64 %949, 1
  %974 = icmp eq i64 %973, %581
  br i1 %974, label %944, label %948, !llvm.loop !98

975:                                              ; preds = %646, %643, %199
  %976 = phi { ptr, i32 } [ %200, %199 ], [ %644, %643 ], [ %644, %646 ]
  %977 = icmp eq ptr %165, null
  br i1 %977, label %982, label %978

978:                                              ; preds = %975
  %979 = ptrtoint ptr %164 to i64
  %980 = ptrtoint ptr %165 to i64
  %981 = sub i64 %979, %980
  call void @_ZdlPvm(ptr noundef nonnull %165, i64 noundef %981) #25
  br label %982

982:                                              ; preds = %978, %975
  %983 = icmp eq ptr %159, null
  br i1 %983, label %993, label %984

984:                                              ; preds = %197, %982
  %985 = phi { ptr, i32 } [ %198, %197 ], [ %976, %982 ]
  %986 = phi ptr [ %138, %197 ], [ %161, %982 ]
  %987 = phi ptr [ %136, %197 ], [ %162, %982 ]
  %988 = phi ptr [ %147, %197 ], [ %160, %982 ]
  %989 = phi ptr [ %145, %197 ], [ %159, %982 ]
  %990 = ptrtoint ptr %988 to i64
  %991 = ptrtoint ptr %989 to i64
  %992 = sub i64 %990, %991
  call void @_ZdlPvm(ptr noundef nonnull %989, i64 noundef %992) #25
  br label %993

993:                                              ; preds = %984, %982
  %994 = phi ptr [ %162, %982 ], [ %987, %984 ]
  %995 = phi ptr [ %161, %982 ], [ %986, %984 ]
  %996 = phi { ptr, i32 } [ %976, %982 ], [ %985, %984 ]
  %997 = icmp eq ptr %994, null
  br i1 %997, label %1005, label %998

998:                                              ; preds = %195, %993
  %999 = phi { ptr, i32 } [ %196, %195 ], [ %996, %993 ]
  %1000 = phi ptr [ %138, %195 ], [ %995, %993 ]
  %1001 = phi ptr [ %136, %195 ], [ %994, %993 ]
  %1002 = ptrtoint ptr %1000 to i64
  %1003 = ptrtoint ptr %1001 to i64
  %1004 = sub i64 %1002, %1003
  call void @_ZdlPvm(ptr noundef nonnull %1001, i64 noundef %1004) #25
  br label %1005

1005:                                             ; preds = %998, %993, %193
  %1006 = phi { ptr, i32 } [ %194, %193 ], [ %996, %993 ], [ %999, %998 ]
  call void @_ZN4sycl3_V15queueD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %18) #23
  br label %1007

1007:                                             ; preds = %1005, %75
  %1008 = phi { ptr, i32 } [ %1006, %1005 ], [ %67, %75 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %18) #23
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %17) #23
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %16) #23
  resume { ptr, i32 } %1008
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtoul(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #2

declare i32 @__gxx_personality_v0(...)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi2EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(41) %0, ptr noundef %1, ptr noundef nonnull align 8 dereferenceable(16) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.std::unique_ptr", align 8
  %7 = alloca %"struct.std::array", align 16
  %8 = load i64, ptr %2, align 8, !tbaa !5
  %9 = getelementptr inbounds i8, ptr %2, i64 8
  %10 = load i64, ptr %9, align 8, !tbaa !5
  %11 = shl i64 %8, 2
  %12 = mul i64 %11, %10
  %13 = tail call noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #27, !noalias !99
  store ptr getelementptr inbounds inrange(-16, 56) (i8, ptr @_ZTVN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE, i64 16), ptr %13, align 8, !tbaa !24, !noalias !99
  %14 = getelementptr inbounds i8, ptr %13, i64 8
  store i64 128, ptr %14, align 8, !tbaa !102, !noalias !99
  %15 = getelementptr inbounds i8, ptr %13, i64 16
  store i64 4, ptr %15, align 8, !tbaa !104, !noalias !99
  store ptr %13, ptr %6, align 8, !tbaa !107
  invoke void @_ZN4sycl3_V16detail12buffer_plainC2EPvmmRKNS0_13property_listESt10unique_ptrINS1_19SYCLMemObjAllocatorESt14default_deleteIS8_EE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef %1, i64 noundef %12, i64 noundef 4, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef nonnull %6)
          to label %16 unwind label %36

16:                                               ; preds = %5
  %17 = load ptr, ptr %6, align 8, !tbaa !9
  %18 = icmp eq ptr %17, null
  br i1 %18, label %23, label %19

19:                                               ; preds = %16
  %20 = load ptr, ptr %17, align 8, !tbaa !24
  %21 = getelementptr inbounds i8, ptr %20, i64 16
  %22 = load ptr, ptr %21, align 8
  call void %22(ptr noundef nonnull align 8 dereferenceable(8) %17) #23
  br label %23

23:                                               ; preds = %16, %19
  store ptr null, ptr %6, align 8, !tbaa !9
  %24 = getelementptr inbounds i8, ptr %0, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %24, ptr noundef nonnull align 8 dereferenceable(16) %2, i64 16, i1 false)
  %25 = getelementptr inbounds i8, ptr %0, i64 32
  store i64 0, ptr %25, align 8, !tbaa !109
  %26 = getelementptr inbounds i8, ptr %0, i64 40
  store i8 0, ptr %26, align 8, !tbaa !116
  %27 = load ptr, ptr %0, align 8, !tbaa !117
  %28 = load ptr, ptr getelementptr inbounds (i8, ptr @_ZTIf, i64 8), align 8, !tbaa !118
  %29 = load i8, ptr %28, align 1, !tbaa !26
  %30 = icmp eq i8 %29, 42
  %31 = zext i1 %30 to i64
  %32 = getelementptr inbounds i8, ptr %28, i64 %31
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7) #23
  call void @llvm.experimental.noalias.scope.decl(metadata !120)
  %33 = load <2 x i64>, ptr %24, align 8, !tbaa !5, !noalias !120
  store <2 x i64> %33, ptr %7, align 16, !tbaa !5, !alias.scope !120
  %34 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 0, ptr %34, align 16, !tbaa !5, !alias.scope !120
  invoke void @_ZN4sycl3_V16detail12buffer_plain23constructorNotificationERKNS1_13code_locationEPvPKvS8_jjPm(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(24) %4, ptr noundef %27, ptr noundef %1, ptr noundef nonnull %32, i32 noundef 2, i32 noundef 4, ptr noundef nonnull %7)
          to label %35 unwind label %44

35:                                               ; preds = %23
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #23
  ret void

36:                                               ; preds = %5
  %37 = landingpad { ptr, i32 }
          cleanup
  %38 = load ptr, ptr %6, align 8, !tbaa !9
  %39 = icmp eq ptr %38, null
  br i1 %39, label %46, label %40

40:                                               ; preds = %36
  %41 = load ptr, ptr %38, align 8, !tbaa !24
  %42 = getelementptr inbounds i8, ptr %41, i64 16
  %43 = load ptr, ptr %42, align 8
  call void %43(ptr noundef nonnull align 8 dereferenceable(8) %38) #23
  br label %46

44:                                               ; preds = %23
  %45 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #23
  call void @_ZN4sycl3_V16detail12buffer_plainD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #23
  br label %46

46:                                               ; preds = %36, %40, %44
  %47 = phi { ptr, i32 } [ %45, %44 ], [ %37, %40 ], [ %37, %36 ]
  resume { ptr, i32 } %47
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(41) %0) unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  invoke void @_ZNK4sycl3_V16detail12buffer_plain13handleReleaseEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %15 unwind label %2

2:                                                ; preds = %1
  %3 = landingpad { ptr, i32 }
          catch ptr @_ZTISt9exception
          catch ptr null
  %4 = extractvalue { ptr, i32 } %3, 0
  %5 = extractvalue { ptr, i32 } %3, 1
  %6 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #23
  %7 = icmp eq i32 %5, %6
  br i1 %7, label %8, label %47

8:                                                ; preds = %2
  %9 = tail call ptr @__cxa_begin_catch(ptr %4) #23
  %10 = load ptr, ptr %9, align 8, !tbaa !24
  %11 = getelementptr inbounds i8, ptr %10, i64 16
  %12 = load ptr, ptr %11, align 8
  %13 = tail call noundef ptr %12(ptr noundef nonnull align 8 dereferenceable(8) %9) #23
  invoke void @_ZN4sycl3_V16detail23reportExceptionToStreamEPKcS3_(ptr noundef nonnull @.str.6, ptr noundef %13)
          to label %14 unwind label %44

14:                                               ; preds = %8
  tail call void @__assert_fail(ptr noundef nonnull @.str.7, ptr noundef nonnull @.str.8, i32 noundef 485, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvED2Ev) #24
  unreachable

15:                                               ; preds = %1
  %16 = getelementptr inbounds i8, ptr %0, i64 8
  %17 = load ptr, ptr %16, align 8, !tbaa !18
  %18 = icmp eq ptr %17, null
  br i1 %18, label %43, label %19

19:                                               ; preds = %15
  %20 = getelementptr inbounds i8, ptr %17, i64 8
  %21 = load atomic i64, ptr %20 acquire, align 8
  %22 = icmp eq i64 %21, 4294967297
  %23 = trunc i64 %21 to i32
  br i1 %22, label %24, label %32

24:                                               ; preds = %19
  store i32 0, ptr %20, align 8, !tbaa !20
  %25 = getelementptr inbounds i8, ptr %17, i64 12
  store i32 0, ptr %25, align 4, !tbaa !23
  %26 = load ptr, ptr %17, align 8, !tbaa !24
  %27 = getelementptr inbounds i8, ptr %26, i64 16
  %28 = load ptr, ptr %27, align 8
  tail call void %28(ptr noundef nonnull align 8 dereferenceable(16) %17) #23
  %29 = load ptr, ptr %17, align 8, !tbaa !24
  %30 = getelementptr inbounds i8, ptr %29, i64 24
  %31 = load ptr, ptr %30, align 8
  tail call void %31(ptr noundef nonnull align 8 dereferenceable(16) %17) #23
  br label %43

32:                                               ; preds = %19
  %33 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %34 = icmp eq i8 %33, 0
  br i1 %34, label %37, label %35

35:                                               ; preds = %32
  %36 = add nsw i32 %23, -1
  store i32 %36, ptr %20, align 4, !tbaa !27
  br label %39

37:                                               ; preds = %32
  %38 = atomicrmw volatile add ptr %20, i32 -1 acq_rel, align 4
  br label %39

39:                                               ; preds = %37, %35
  %40 = phi i32 [ %23, %35 ], [ %38, %37 ]
  %41 = icmp eq i32 %40, 1
  br i1 %41, label %42, label %43, !prof !28

42:                                               ; preds = %39
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %17) #23
  br label %43

43:                                               ; preds = %15, %24, %39, %42
  ret void

44:                                               ; preds = %8
  %45 = landingpad { ptr, i32 }
          catch ptr null
  %46 = extractvalue { ptr, i32 } %45, 0
  tail call void @__clang_call_terminate(ptr %46) #24
  unreachable

47:                                               ; preds = %2
  tail call void @__clang_call_terminate(ptr %4) #24
  unreachable
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #5

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #6

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V15queueD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #7 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !18
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !20
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !23
  %12 = load ptr, ptr %3, align 8, !tbaa !24
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #23
  %15 = load ptr, ptr %3, align 8, !tbaa !24
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #23
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !27
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !28

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #23
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

declare noundef i32 @_ZN4sycl3_V118default_selector_vERKNS0_6deviceE(ptr noundef nonnull align 8 dereferenceable(8)) #8

declare void @_ZN4sycl3_V16detail19defaultAsyncHandlerENS0_14exception_listE(ptr noundef) #8

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V15queueC2IFiRKNS0_6deviceEEvEERKT_RKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull %1, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(32) %3) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.sycl::_V1::device", align 8
  %6 = alloca %"class.std::function.20", align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #23
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #23
  %7 = getelementptr inbounds i8, ptr %6, i64 16
  %8 = getelementptr inbounds i8, ptr %6, i64 24
  %9 = getelementptr inbounds i8, ptr %6, i64 8
  store i64 0, ptr %9, align 8
  store ptr %1, ptr %6, align 8, !tbaa !9
  store ptr @_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E9_M_invokeERKSt9_Any_dataS4_, ptr %8, align 8, !tbaa !123
  store ptr @_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E10_M_managerERSt9_Any_dataRKS8_St18_Manager_operation, ptr %7, align 8, !tbaa !14
  invoke void @_ZN4sycl3_V16detail13select_deviceERKSt8functionIFiRKNS0_6deviceEEE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::device") align 8 %5, ptr noundef nonnull align 8 dereferenceable(32) %6)
          to label %10 unwind label %20

10:                                               ; preds = %4
  invoke void @_ZN4sycl3_V15queueC2ERKNS0_6deviceERKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(8) %5, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(32) %3)
          to label %11 unwind label %20

11:                                               ; preds = %10
  %12 = load ptr, ptr %7, align 8, !tbaa !14
  %13 = icmp eq ptr %12, null
  br i1 %13, label %19, label %14

14:                                               ; preds = %11
  %15 = invoke noundef zeroext i1 %12(ptr noundef nonnull align 8 dereferenceable(16) %6, ptr noundef nonnull align 8 dereferenceable(16) %6, i32 noundef 3)
          to label %19 unwind label %16

16:                                               ; preds = %14
  %17 = landingpad { ptr, i32 }
          catch ptr null
  %18 = extractvalue { ptr, i32 } %17, 0
  call void @__clang_call_terminate(ptr %18) #24
  unreachable

19:                                               ; preds = %11, %14
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #23
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #23
  ret void

20:                                               ; preds = %10, %4
  %21 = landingpad { ptr, i32 }
          cleanup
  %22 = load ptr, ptr %7, align 8, !tbaa !14
  %23 = icmp eq ptr %22, null
  br i1 %23, label %29, label %24

24:                                               ; preds = %20
  %25 = invoke noundef zeroext i1 %22(ptr noundef nonnull align 8 dereferenceable(16) %6, ptr noundef nonnull align 8 dereferenceable(16) %6, i32 noundef 3)
          to label %29 unwind label %26

26:                                               ; preds = %24
  %27 = landingpad { ptr, i32 }
          catch ptr null
  %28 = extractvalue { ptr, i32 } %27, 0
  call void @__clang_call_terminate(ptr %28) #24
  unreachable

29:                                               ; preds = %20, %24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #23
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #23
  resume { ptr, i32 } %21
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #9

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E9_M_invokeERKSt9_Any_dataOS2_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(24) %1) #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.sycl::_V1::exception_list", align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3)
  %4 = load ptr, ptr %0, align 8, !tbaa !9
  %5 = load <2 x ptr>, ptr %1, align 8, !tbaa !9
  store <2 x ptr> %5, ptr %3, align 16, !tbaa !9
  %6 = getelementptr inbounds i8, ptr %3, i64 16
  %7 = getelementptr inbounds i8, ptr %1, i64 16
  %8 = load ptr, ptr %7, align 8, !tbaa !125
  store ptr %8, ptr %6, align 16, !tbaa !125
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %1, i8 0, i64 24, i1 false)
  invoke void %4(ptr noundef nonnull %3)
          to label %9 unwind label %32

9:                                                ; preds = %2
  %10 = getelementptr inbounds i8, ptr %3, i64 8
  %11 = load ptr, ptr %3, align 16, !tbaa !127
  %12 = load ptr, ptr %10, align 8, !tbaa !128
  %13 = icmp eq ptr %11, %12
  br i1 %13, label %24, label %14

14:                                               ; preds = %9, %19
  %15 = phi ptr [ %20, %19 ], [ %11, %9 ]
  %16 = load ptr, ptr %15, align 8, !tbaa !129
  %17 = icmp eq ptr %16, null
  br i1 %17, label %19, label %18

18:                                               ; preds = %14
  call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %15) #23
  br label %19

19:                                               ; preds = %18, %14
  %20 = getelementptr inbounds i8, ptr %15, i64 8
  %21 = icmp eq ptr %20, %12
  br i1 %21, label %22, label %14, !llvm.loop !131

22:                                               ; preds = %19
  %23 = load ptr, ptr %3, align 16, !tbaa !127
  br label %24

24:                                               ; preds = %22, %9
  %25 = phi ptr [ %23, %22 ], [ %11, %9 ]
  %26 = icmp eq ptr %25, null
  br i1 %26, label %34, label %27

27:                                               ; preds = %24
  %28 = load ptr, ptr %6, align 16, !tbaa !125
  %29 = ptrtoint ptr %28 to i64
  %30 = ptrtoint ptr %25 to i64
  %31 = sub i64 %29, %30
  call void @_ZdlPvm(ptr noundef nonnull %25, i64 noundef %31) #25
  br label %34

32:                                               ; preds = %2
  %33 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V114exception_listD2Ev(ptr noundef nonnull align 8 dereferenceable(24) %3) #23
  resume { ptr, i32 } %33

34:                                               ; preds = %24, %27
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3)
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef zeroext i1 @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E10_M_managerERSt9_Any_dataRKS6_St18_Manager_operation(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1, i32 noundef %2) #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  switch i32 %2, label %9 [
    i32 0, label %7
    i32 1, label %4
    i32 2, label %5
  ]

4:                                                ; preds = %3
  br label %7

5:                                                ; preds = %3
  %6 = load ptr, ptr %1, align 8, !tbaa !9
  br label %7

7:                                                ; preds = %3, %4, %5
  %8 = phi ptr [ %6, %5 ], [ %1, %4 ], [ @_ZTIPFvN4sycl3_V114exception_listEE, %3 ]
  store ptr %8, ptr %0, align 8, !tbaa !9
  br label %9

9:                                                ; preds = %7, %3
  ret i1 false
}

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) local_unnamed_addr #10 comdat {
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #23
  tail call void @_ZSt9terminatev() #24
  unreachable
}

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @_ZSt9terminatev() local_unnamed_addr

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V114exception_listD2Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #7 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = load ptr, ptr %0, align 8, !tbaa !127
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !128
  %5 = icmp eq ptr %2, %4
  br i1 %5, label %16, label %6

6:                                                ; preds = %1, %11
  %7 = phi ptr [ %12, %11 ], [ %2, %1 ]
  %8 = load ptr, ptr %7, align 8, !tbaa !129
  %9 = icmp eq ptr %8, null
  br i1 %9, label %11, label %10

10:                                               ; preds = %6
  tail call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %7) #23
  br label %11

11:                                               ; preds = %10, %6
  %12 = getelementptr inbounds i8, ptr %7, i64 8
  %13 = icmp eq ptr %12, %4
  br i1 %13, label %14, label %6, !llvm.loop !131

14:                                               ; preds = %11
  %15 = load ptr, ptr %0, align 8, !tbaa !127
  br label %16

16:                                               ; preds = %14, %1
  %17 = phi ptr [ %15, %14 ], [ %2, %1 ]
  %18 = icmp eq ptr %17, null
  br i1 %18, label %25, label %19

19:                                               ; preds = %16
  %20 = getelementptr inbounds i8, ptr %0, i64 16
  %21 = load ptr, ptr %20, align 8, !tbaa !125
  %22 = ptrtoint ptr %21 to i64
  %23 = ptrtoint ptr %17 to i64
  %24 = sub i64 %22, %23
  tail call void @_ZdlPvm(ptr noundef nonnull %17, i64 noundef %24) #25
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
define linkonce_odr dso_local noundef i32 @_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E9_M_invokeERKSt9_Any_dataS4_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(8) %1) #3 comdat align 2 {
  %3 = load ptr, ptr %0, align 8, !tbaa !9
  %4 = tail call noundef i32 %3(ptr noundef nonnull align 8 dereferenceable(8) %1)
  ret i32 %4
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef zeroext i1 @_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E10_M_managerERSt9_Any_dataRKS8_St18_Manager_operation(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1, i32 noundef %2) #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  switch i32 %2, label %9 [
    i32 0, label %7
    i32 1, label %4
    i32 2, label %5
  ]

4:                                                ; preds = %3
  br label %7

5:                                                ; preds = %3
  %6 = load ptr, ptr %1, align 8, !tbaa !9
  br label %7

7:                                                ; preds = %3, %4, %5
  %8 = phi ptr [ %6, %5 ], [ %1, %4 ], [ @_ZTIPFiRKN4sycl3_V16deviceEE, %3 ]
  store ptr %8, ptr %0, align 8, !tbaa !9
  br label %9

9:                                                ; preds = %7, %3
  ret i1 false
}

; Function Attrs: mustprogress noinline nounwind uwtable
define linkonce_odr dso_local void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %0) local_unnamed_addr #13 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = load ptr, ptr %0, align 8, !tbaa !24
  %3 = getelementptr inbounds i8, ptr %2, i64 16
  %4 = load ptr, ptr %3, align 8
  tail call void %4(ptr noundef nonnull align 8 dereferenceable(16) %0) #23
  %5 = getelementptr inbounds i8, ptr %0, i64 12
  %6 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %7 = icmp eq i8 %6, 0
  br i1 %7, label %11, label %8

8:                                                ; preds = %1
  %9 = load i32, ptr %5, align 4, !tbaa !27
  %10 = add nsw i32 %9, -1
  store i32 %10, ptr %5, align 4, !tbaa !27
  br label %13

11:                                               ; preds = %1
  %12 = atomicrmw volatile add ptr %5, i32 -1 acq_rel, align 4
  br label %13

13:                                               ; preds = %11, %8
  %14 = phi i32 [ %9, %8 ], [ %12, %11 ]
  %15 = icmp eq i32 %14, 1
  br i1 %15, label %16, label %20

16:                                               ; preds = %13
  %17 = load ptr, ptr %0, align 8, !tbaa !24
  %18 = getelementptr inbounds i8, ptr %17, i64 24
  %19 = load ptr, ptr %18, align 8
  tail call void %19(ptr noundef nonnull align 8 dereferenceable(16) %0) #23
  br label %20

20:                                               ; preds = %13, %16
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #5

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #14

; Function Attrs: noreturn
declare void @_ZSt20__throw_length_errorPKc(ptr noundef) local_unnamed_addr #15

; Function Attrs: noreturn
declare void @_ZSt28__throw_bad_array_new_lengthv() local_unnamed_addr #15

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znwm(i64 noundef) local_unnamed_addr #16

declare void @_ZN4sycl3_V16detail12buffer_plainC2EPvmmRKNS0_13property_listESt10unique_ptrINS1_19SYCLMemObjAllocatorESt14default_deleteIS8_EE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef, i64 noundef, i64 noundef, ptr noundef nonnull align 8 dereferenceable(32), ptr noundef) unnamed_addr #8

declare void @_ZN4sycl3_V16detail12buffer_plain23constructorNotificationERKNS1_13code_locationEPvPKvS8_jjPm(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(24), ptr noundef, ptr noundef, ptr noundef, i32 noundef, i32 noundef, ptr noundef) local_unnamed_addr #8

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail12buffer_plainD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #7 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !18
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !20
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !23
  %12 = load ptr, ptr %3, align 8, !tbaa !24
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #23
  %15 = load ptr, ptr %3, align 8, !tbaa !24
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #23
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !27
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !28

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #23
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE16getAllocatorImplEv(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #4 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19SYCLMemObjAllocatorD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #4 comdat align 2 {
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfED0Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #4 comdat align 2 {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 24) #25
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE8allocateEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) unnamed_addr #3 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = shl i64 %1, 2
  %5 = add i64 %4, -1
  %6 = load i64, ptr %3, align 8, !tbaa !102
  %7 = add i64 %6, -1
  %8 = or i64 %7, %5
  %9 = add i64 %8, 1
  %10 = icmp ult i64 %9, %1
  br i1 %10, label %11, label %13

11:                                               ; preds = %2
  %12 = tail call ptr @__cxa_allocate_exception(i64 8) #23
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt9bad_alloc, i64 16), ptr %12, align 8, !tbaa !24
  tail call void @__cxa_throw(ptr nonnull %12, ptr nonnull @_ZTISt9bad_alloc, ptr nonnull @_ZNSt9bad_allocD1Ev) #26
  unreachable

13:                                               ; preds = %2
  %14 = tail call noundef ptr @_ZN4sycl3_V16detail6OSUtil12alignedAllocEmm(i64 noundef %6, i64 noundef %9)
  %15 = icmp eq ptr %14, null
  br i1 %15, label %16, label %18

16:                                               ; preds = %13
  %17 = tail call ptr @__cxa_allocate_exception(i64 8) #23
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt9bad_alloc, i64 16), ptr %17, align 8, !tbaa !24
  tail call void @__cxa_throw(ptr nonnull %17, ptr nonnull @_ZTISt9bad_alloc, ptr nonnull @_ZNSt9bad_allocD1Ev) #26
  unreachable

18:                                               ; preds = %13
  ret ptr %14
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE10deallocateEPvm(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr noundef %1, i64 noundef %2) unnamed_addr #3 comdat align 2 {
  %4 = icmp eq ptr %1, null
  br i1 %4, label %6, label %5

5:                                                ; preds = %3
  tail call void @_ZN4sycl3_V16detail6OSUtil11alignedFreeEPv(ptr noundef nonnull %1)
  br label %6

6:                                                ; preds = %3, %5
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i64 @_ZNK4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE12getValueSizeEv(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #4 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  %3 = load i64, ptr %2, align 8, !tbaa !104
  ret i64 %3
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE12setAlignmentEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) unnamed_addr #3 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = tail call i64 @llvm.umax.i64(i64 %1, i64 64)
  store i64 %4, ptr %3, align 8, !tbaa !102
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
define linkonce_odr dso_local void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %0, i32 %1, ptr %2, ptr noundef %3) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.std::shared_ptr.41", align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %5, i8 0, i64 16, i1 false)
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codeSt10shared_ptrINS0_7contextEEPKc(ptr noundef nonnull align 8 dereferenceable(64) %0, i32 %1, ptr %2, ptr noundef nonnull %5, ptr noundef %3)
          to label %6 unwind label %35

6:                                                ; preds = %4
  %7 = getelementptr inbounds i8, ptr %5, i64 8
  %8 = load ptr, ptr %7, align 8, !tbaa !18
  %9 = icmp eq ptr %8, null
  br i1 %9, label %34, label %10

10:                                               ; preds = %6
  %11 = getelementptr inbounds i8, ptr %8, i64 8
  %12 = load atomic i64, ptr %11 acquire, align 8
  %13 = icmp eq i64 %12, 4294967297
  %14 = trunc i64 %12 to i32
  br i1 %13, label %15, label %23

15:                                               ; preds = %10
  store i32 0, ptr %11, align 8, !tbaa !20
  %16 = getelementptr inbounds i8, ptr %8, i64 12
  store i32 0, ptr %16, align 4, !tbaa !23
  %17 = load ptr, ptr %8, align 8, !tbaa !24
  %18 = getelementptr inbounds i8, ptr %17, i64 16
  %19 = load ptr, ptr %18, align 8
  call void %19(ptr noundef nonnull align 8 dereferenceable(16) %8) #23
  %20 = load ptr, ptr %8, align 8, !tbaa !24
  %21 = getelementptr inbounds i8, ptr %20, i64 24
  %22 = load ptr, ptr %21, align 8
  call void %22(ptr noundef nonnull align 8 dereferenceable(16) %8) #23
  br label %34

23:                                               ; preds = %10
  %24 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %25 = icmp eq i8 %24, 0
  br i1 %25, label %28, label %26

26:                                               ; preds = %23
  %27 = add nsw i32 %14, -1
  store i32 %27, ptr %11, align 4, !tbaa !27
  br label %30

28:                                               ; preds = %23
  %29 = atomicrmw volatile add ptr %11, i32 -1 acq_rel, align 4
  br label %30

30:                                               ; preds = %28, %26
  %31 = phi i32 [ %14, %26 ], [ %29, %28 ]
  %32 = icmp eq i32 %31, 1
  br i1 %32, label %33, label %34, !prof !28

33:                                               ; preds = %30
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %8) #23
  br label %34

34:                                               ; preds = %6, %15, %30, %33
  ret void

35:                                               ; preds = %4
  %36 = landingpad { ptr, i32 }
          cleanup
  call void @_ZNSt12__shared_ptrIN4sycl3_V17contextELN9__gnu_cxx12_Lock_policyE2EED2Ev(ptr noundef nonnull align 8 dereferenceable(16) %5) #23
  resume { ptr, i32 } %36
}

declare void @__cxa_free_exception(ptr) local_unnamed_addr

; Function Attrs: nounwind
declare void @_ZN4sycl3_V19exceptionD1Ev(ptr noundef nonnull align 8 dereferenceable(64)) unnamed_addr #11

declare void @_ZN4sycl3_V19exceptionC1ESt10error_codeSt10shared_ptrINS0_7contextEEPKc(ptr noundef nonnull align 8 dereferenceable(64), i32, ptr, ptr noundef, ptr noundef) unnamed_addr #8

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt12__shared_ptrIN4sycl3_V17contextELN9__gnu_cxx12_Lock_policyE2EED2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !18
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !20
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !23
  %12 = load ptr, ptr %3, align 8, !tbaa !24
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #23
  %15 = load ptr, ptr %3, align 8, !tbaa !24
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #23
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !27
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !28

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #23
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

declare void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 8 dereferenceable(9), ptr noundef nonnull align 8 dereferenceable(24)) unnamed_addr #8

declare void @_ZNK4sycl3_V15queue22submit_with_event_implERKNS0_6detail19type_erased_cgfo_tyERKNS2_3_V114SubmissionInfoERKNS2_13code_locationEb(ptr dead_on_unwind writable sret(%"class.sycl::_V1::event") align 8, ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 4 dereferenceable(4), ptr noundef nonnull align 8 dereferenceable(24), i1 noundef zeroext) local_unnamed_addr #8

declare noundef nonnull align 8 dereferenceable(24) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 8 dereferenceable(9)) local_unnamed_addr #8

; Function Attrs: nounwind
declare void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9)) unnamed_addr #11

; Function Attrs: mustprogress uwtable
define internal void @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZ4mainEUlRNS0_7handlerEE_E4callEPKvS5_(ptr nocapture noundef readonly %0, ptr noundef nonnull align 8 dereferenceable(176) %1) #3 align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.sycl::_V1::range.86", align 8
  %4 = alloca %"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view", align 8
  %5 = alloca %"struct.sycl::_V1::detail::compile_time_kernel_info_v1::CompileTimeKernelInfoTy", align 8
  %6 = alloca %"struct.sycl::_V1::detail::kernel_launch_properties_v1::PropsHolder", align 8
  %7 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %8 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %9 = alloca %"class.sycl::_V1::accessor", align 8
  %10 = alloca %"class.sycl::_V1::property_list", align 8
  %11 = alloca %"class.sycl::_V1::accessor.82", align 8
  %12 = alloca %"class.sycl::_V1::property_list", align 8
  %13 = alloca %class.anon.88, align 8
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %9) #23
  %14 = load ptr, ptr %0, align 8, !tbaa !132
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #23
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %10, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %8)
  store ptr @.str, ptr %8, align 8
  %15 = getelementptr inbounds i8, ptr %8, i64 8
  store ptr @.str.9, ptr %15, align 8
  %16 = getelementptr inbounds i8, ptr %8, i64 16
  store i32 23, ptr %16, align 8
  %17 = getelementptr inbounds i8, ptr %8, i64 20
  store i32 22, ptr %17, align 4
  invoke void @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi2ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_vEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(56) %9, ptr noundef nonnull align 8 dereferenceable(41) %14, ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull align 8 dereferenceable(32) %10, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %8)
          to label %18 unwind label %358

18:                                               ; preds = %2
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %8)
  %19 = getelementptr inbounds i8, ptr %10, i64 8
  %20 = load ptr, ptr %19, align 8, !tbaa !15
  %21 = getelementptr inbounds i8, ptr %10, i64 16
  %22 = load ptr, ptr %21, align 8, !tbaa !17
  %23 = icmp eq ptr %20, %22
  br i1 %23, label %58, label %24

24:                                               ; preds = %18, %53
  %25 = phi ptr [ %54, %53 ], [ %20, %18 ]
  %26 = getelementptr inbounds i8, ptr %25, i64 8
  %27 = load ptr, ptr %26, align 8, !tbaa !18
  %28 = icmp eq ptr %27, null
  br i1 %28, label %53, label %29

29:                                               ; preds = %24
  %30 = getelementptr inbounds i8, ptr %27, i64 8
  %31 = load atomic i64, ptr %30 acquire, align 8
  %32 = icmp eq i64 %31, 4294967297
  %33 = trunc i64 %31 to i32
  br i1 %32, label %34, label %42

34:                                               ; preds = %29
  store i32 0, ptr %30, align 8, !tbaa !20
  %35 = getelementptr inbounds i8, ptr %27, i64 12
  store i32 0, ptr %35, align 4, !tbaa !23
  %36 = load ptr, ptr %27, align 8, !tbaa !24
  %37 = getelementptr inbounds i8, ptr %36, i64 16
  %38 = load ptr, ptr %37, align 8
  call void %38(ptr noundef nonnull align 8 dereferenceable(16) %27) #23
  %39 = load ptr, ptr %27, align 8, !tbaa !24
  %40 = getelementptr inbounds i8, ptr %39, i64 24
  %41 = load ptr, ptr %40, align 8
  call void %41(ptr noundef nonnull align 8 dereferenceable(16) %27) #23
  br label %53

42:                                               ; preds = %29
  %43 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %44 = icmp eq i8 %43, 0
  br i1 %44, label %47, label %45

45:                                               ; preds = %42
  %46 = add nsw i32 %33, -1
  store i32 %46, ptr %30, align 4, !tbaa !27
  br label %49

47:                                               ; preds = %42
  %48 = atomicrmw volatile add ptr %30, i32 -1 acq_rel, align 4
  br label %49

49:                                               ; preds = %47, %45
  %50 = phi i32 [ %33, %45 ], [ %48, %47 ]
  %51 = icmp eq i32 %50, 1
  br i1 %51, label %52, label %53, !prof !28

52:                                               ; preds = %49
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %27) #23
  br label %53

53:                                               ; preds = %52, %49, %34, %24
  %54 = getelementptr inbounds i8, ptr %25, i64 16
  %55 = icmp eq ptr %54, %22
  br i1 %55, label %56, label %24, !llvm.loop !29

56:                                               ; preds = %53
  %57 = load ptr, ptr %19, align 8, !tbaa !15
  br label %58

58:                                               ; preds = %56, %18
  %59 = phi ptr [ %57, %56 ], [ %20, %18 ]
  %60 = icmp eq ptr %59, null
  br i1 %60, label %67, label %61

61:                                               ; preds = %58
  %62 = getelementptr inbounds i8, ptr %10, i64 24
  %63 = load ptr, ptr %62, align 8, !tbaa !31
  %64 = ptrtoint ptr %63 to i64
  %65 = ptrtoint ptr %59 to i64
  %66 = sub i64 %64, %65
  call void @_ZdlPvm(ptr noundef nonnull %59, i64 noundef %66) #25
  br label %67

67:                                               ; preds = %61, %58
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #23
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %11) #23
  %68 = getelementptr inbounds i8, ptr %0, i64 8
  %69 = load ptr, ptr %68, align 8, !tbaa !134
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %12) #23
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %12, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7)
  store ptr @.str, ptr %7, align 8
  %70 = getelementptr inbounds i8, ptr %7, i64 8
  store ptr @.str.9, ptr %70, align 8
  %71 = getelementptr inbounds i8, ptr %7, i64 16
  store i32 24, ptr %71, align 8
  %72 = getelementptr inbounds i8, ptr %7, i64 20
  store i32 22, ptr %72, align 4
  invoke void @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi2ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_vEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(56) %11, ptr noundef nonnull align 8 dereferenceable(41) %69, ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull align 8 dereferenceable(32) %12, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %7)
          to label %73 unwind label %360

73:                                               ; preds = %67
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7)
  %74 = getelementptr inbounds i8, ptr %12, i64 8
  %75 = load ptr, ptr %74, align 8, !tbaa !15
  %76 = getelementptr inbounds i8, ptr %12, i64 16
  %77 = load ptr, ptr %76, align 8, !tbaa !17
  %78 = icmp eq ptr %75, %77
  br i1 %78, label %113, label %79

79:                                               ; preds = %73, %108
  %80 = phi ptr [ %109, %108 ], [ %75, %73 ]
  %81 = getelementptr inbounds i8, ptr %80, i64 8
  %82 = load ptr, ptr %81, align 8, !tbaa !18
  %83 = icmp eq ptr %82, null
  br i1 %83, label %108, label %84

84:                                               ; preds = %79
  %85 = getelementptr inbounds i8, ptr %82, i64 8
  %86 = load atomic i64, ptr %85 acquire, align 8
  %87 = icmp eq i64 %86, 4294967297
  %88 = trunc i64 %86 to i32
  br i1 %87, label %89, label %97

89:                                               ; preds = %84
  store i32 0, ptr %85, align 8, !tbaa !20
  %90 = getelementptr inbounds i8, ptr %82, i64 12
  store i32 0, ptr %90, align 4, !tbaa !23
  %91 = load ptr, ptr %82, align 8, !tbaa !24
  %92 = getelementptr inbounds i8, ptr %91, i64 16
  %93 = load ptr, ptr %92, align 8
  call void %93(ptr noundef nonnull align 8 dereferenceable(16) %82) #23
  %94 = load ptr, ptr %82, align 8, !tbaa !24
  %95 = getelementptr inbounds i8, ptr %94, i64 24
  %96 = load ptr, ptr %95, align 8
  call void %96(ptr noundef nonnull align 8 dereferenceable(16) %82) #23
  br label %108

97:                                               ; preds = %84
  %98 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %99 = icmp eq i8 %98, 0
  br i1 %99, label %102, label %100

100:                                              ; preds = %97
  %101 = add nsw i32 %88, -1
  store i32 %101, ptr %85, align 4, !tbaa !27
  br label %104

102:                                              ; preds = %97
  %103 = atomicrmw volatile add ptr %85, i32 -1 acq_rel, align 4
  br label %104

104:                                              ; preds = %102, %100
  %105 = phi i32 [ %88, %100 ], [ %103, %102 ]
  %106 = icmp eq i32 %105, 1
  br i1 %106, label %107, label %108, !prof !28

107:                                              ; preds = %104
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %82) #23
  br label %108

108:                                              ; preds = %107, %104, %89, %79
  %109 = getelementptr inbounds i8, ptr %80, i64 16
  %110 = icmp eq ptr %109, %77
  br i1 %110, label %111, label %79, !llvm.loop !29

111:                                              ; preds = %108
  %112 = load ptr, ptr %74, align 8, !tbaa !15
  br label %113

113:                                              ; preds = %111, %73
  %114 = phi ptr [ %112, %111 ], [ %75, %73 ]
  %115 = icmp eq ptr %114, null
  br i1 %115, label %122, label %116

116:                                              ; preds = %113
  %117 = getelementptr inbounds i8, ptr %12, i64 24
  %118 = load ptr, ptr %117, align 8, !tbaa !31
  %119 = ptrtoint ptr %118 to i64
  %120 = ptrtoint ptr %114 to i64
  %121 = sub i64 %119, %120
  call void @_ZdlPvm(ptr noundef nonnull %114, i64 noundef %121) #25
  br label %122

122:                                              ; preds = %116, %113
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12) #23
  %123 = getelementptr inbounds i8, ptr %0, i64 16
  %124 = load ptr, ptr %123, align 8, !tbaa !135
  %125 = load i64, ptr %124, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 120, ptr nonnull %13) #23
  %126 = load ptr, ptr %11, align 8, !tbaa !136
  store ptr %126, ptr %13, align 8, !tbaa !136
  %127 = getelementptr inbounds i8, ptr %13, i64 8
  %128 = getelementptr inbounds i8, ptr %11, i64 8
  %129 = load ptr, ptr %128, align 8, !tbaa !18
  store ptr %129, ptr %127, align 8, !tbaa !18
  %130 = icmp eq ptr %129, null
  br i1 %130, label %140, label %131

131:                                              ; preds = %122
  %132 = getelementptr inbounds i8, ptr %129, i64 8
  %133 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %134 = icmp eq i8 %133, 0
  br i1 %134, label %138, label %135

135:                                              ; preds = %131
  %136 = load i32, ptr %132, align 4, !tbaa !27
  %137 = add nsw i32 %136, 1
  store i32 %137, ptr %132, align 4, !tbaa !27
  br label %140

138:                                              ; preds = %131
  %139 = atomicrmw volatile add ptr %132, i32 1 acq_rel, align 4
  br label %140

140:                                              ; preds = %138, %135, %122
  %141 = getelementptr inbounds i8, ptr %13, i64 16
  %142 = getelementptr inbounds i8, ptr %11, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %141, ptr noundef nonnull align 8 dereferenceable(40) %142, i64 40, i1 false)
  %143 = getelementptr inbounds i8, ptr %13, i64 56
  %144 = load ptr, ptr %9, align 8, !tbaa !136
  store ptr %144, ptr %143, align 8, !tbaa !136
  %145 = getelementptr inbounds i8, ptr %13, i64 64
  %146 = getelementptr inbounds i8, ptr %9, i64 8
  %147 = load ptr, ptr %146, align 8, !tbaa !18
  store ptr %147, ptr %145, align 8, !tbaa !18
  %148 = icmp eq ptr %147, null
  br i1 %148, label %158, label %149

149:                                              ; preds = %140
  %150 = getelementptr inbounds i8, ptr %147, i64 8
  %151 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %152 = icmp eq i8 %151, 0
  br i1 %152, label %156, label %153

153:                                              ; preds = %149
  %154 = load i32, ptr %150, align 4, !tbaa !27
  %155 = add nsw i32 %154, 1
  store i32 %155, ptr %150, align 4, !tbaa !27
  br label %158

156:                                              ; preds = %149
  %157 = atomicrmw volatile add ptr %150, i32 1 acq_rel, align 4
  br label %158

158:                                              ; preds = %156, %153, %140
  %159 = getelementptr inbounds i8, ptr %13, i64 72
  %160 = getelementptr inbounds i8, ptr %9, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %159, ptr noundef nonnull align 8 dereferenceable(40) %160, i64 40, i1 false)
  %161 = getelementptr inbounds i8, ptr %13, i64 112
  %162 = getelementptr inbounds i8, ptr %0, i64 24
  %163 = load ptr, ptr %162, align 8, !tbaa !138
  %164 = load i64, ptr %163, align 8, !tbaa !5
  store i64 %164, ptr %161, align 8, !tbaa !139
  call void @llvm.lifetime.start.p0(i64 88, ptr nonnull %5) #23
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(88) %5, ptr noundef nonnull align 8 dereferenceable(88) @__const._ZN4sycl3_V17handler19setDeviceKernelInfoI9RowPrefixEEvPv.Info, i64 88, i1 false)
  %165 = invoke noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(176) %1)
          to label %166 unwind label %362

166:                                              ; preds = %158
  %167 = icmp eq i32 %165, 0
  br i1 %167, label %177, label %168

168:                                              ; preds = %166
  %169 = call ptr @__cxa_allocate_exception(i64 64) #23
  %170 = call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #23
  %171 = extractvalue { i32, ptr } %170, 0
  %172 = extractvalue { i32, ptr } %170, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %169, i32 %171, ptr %172, ptr noundef nonnull @.str.18)
          to label %173 unwind label %175

173:                                              ; preds = %168
  invoke void @__cxa_throw(ptr nonnull %169, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #26
          to label %174 unwind label %362

174:                                              ; preds = %173
  unreachable

175:                                              ; preds = %168
  %176 = landingpad { ptr, i32 }
          cleanup
  call void @__cxa_free_exception(ptr %169) #23
  br label %364

177:                                              ; preds = %166
  invoke void @_ZNK4sycl3_V17handler28throwOnKernelParameterMisuseERKNS0_6detail27compile_time_kernel_info_v123CompileTimeKernelInfoTyE(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull align 8 dereferenceable(81) %5)
          to label %178 unwind label %362

178:                                              ; preds = %177
  %179 = load ptr, ptr %5, align 8, !tbaa !9
  %180 = getelementptr inbounds i8, ptr %5, i64 8
  %181 = load i64, ptr %180, align 8, !tbaa !5
  invoke void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr %179, i64 %181)
          to label %182 unwind label %362

182:                                              ; preds = %178
  call void @llvm.lifetime.start.p0(i64 152, ptr nonnull %6) #23
  %183 = getelementptr inbounds i8, ptr %6, i64 8
  store i8 0, ptr %183, align 8, !tbaa !145, !alias.scope !147
  %184 = getelementptr inbounds i8, ptr %6, i64 18
  store i8 0, ptr %184, align 2, !tbaa !152, !alias.scope !147
  %185 = getelementptr inbounds i8, ptr %6, i64 20
  store i8 0, ptr %185, align 4, !tbaa !154, !alias.scope !147
  %186 = getelementptr inbounds i8, ptr %6, i64 28
  store i8 0, ptr %186, align 4, !tbaa !156, !alias.scope !147
  %187 = getelementptr inbounds i8, ptr %6, i64 36
  store i8 0, ptr %187, align 4, !tbaa !158, !alias.scope !147
  %188 = getelementptr inbounds i8, ptr %6, i64 44
  store i8 0, ptr %188, align 4, !tbaa !156, !alias.scope !147
  %189 = getelementptr inbounds i8, ptr %6, i64 52
  store i8 0, ptr %189, align 4, !tbaa !158, !alias.scope !147
  %190 = getelementptr inbounds i8, ptr %6, i64 60
  store i8 0, ptr %190, align 4, !tbaa !156, !alias.scope !147
  %191 = getelementptr inbounds i8, ptr %6, i64 68
  store i8 0, ptr %191, align 4, !tbaa !158, !alias.scope !147
  %192 = getelementptr inbounds i8, ptr %6, i64 80
  store i8 0, ptr %192, align 8, !tbaa !160, !alias.scope !147
  %193 = getelementptr inbounds i8, ptr %6, i64 104
  store i8 0, ptr %193, align 8, !tbaa !162, !alias.scope !147
  %194 = getelementptr inbounds i8, ptr %6, i64 136
  store i8 0, ptr %194, align 8, !tbaa !164, !alias.scope !147
  %195 = getelementptr inbounds i8, ptr %6, i64 144
  store i8 1, ptr %195, align 8, !tbaa !166, !alias.scope !147
  invoke void @_ZN4sycl3_V17handler25setKernelLaunchPropertiesERKNS0_6detail27kernel_launch_properties_v111PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS5_5intel12experimental12cache_configENS7_17use_root_sync_keyENS7_23work_group_progress_keyENS7_22sub_group_progress_keyENS7_22work_item_progress_keyENS7_4cuda12cluster_sizeILi1EEENSH_ILi2EEENSH_ILi3EEEEEE(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull align 8 dereferenceable(145) %6)
          to label %196 unwind label %362

196:                                              ; preds = %182
  call void @llvm.lifetime.end.p0(i64 152, ptr nonnull %6) #23
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4)
  store i64 %125, ptr %3, align 8
  store ptr %3, ptr %4, align 8, !tbaa !197
  %197 = getelementptr inbounds i8, ptr %4, i64 8
  %198 = getelementptr inbounds i8, ptr %4, i64 24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %197, i8 0, i64 16, i1 false)
  store i64 1, ptr %198, align 8, !tbaa !199
  invoke void @_ZN4sycl3_V17handler20setNDRangeDescriptorENS0_6detail16nd_range_view_v113nd_range_viewEb(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull byval(%"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view") align 8 %4, i1 noundef zeroext false)
          to label %199 unwind label %362

199:                                              ; preds = %196
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4)
  %200 = getelementptr inbounds i8, ptr %1, i64 144
  %201 = invoke noalias noundef nonnull dereferenceable(128) ptr @_Znwm(i64 noundef 128) #27
          to label %202 unwind label %362

202:                                              ; preds = %199
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %201, align 8, !tbaa !24
  %203 = getelementptr inbounds i8, ptr %201, i64 8
  %204 = load ptr, ptr %13, align 8, !tbaa !136
  store ptr %204, ptr %203, align 8, !tbaa !136
  %205 = getelementptr inbounds i8, ptr %201, i64 16
  %206 = load ptr, ptr %127, align 8, !tbaa !18
  store ptr %206, ptr %205, align 8, !tbaa !18
  %207 = icmp eq ptr %206, null
  br i1 %207, label %217, label %208

208:                                              ; preds = %202
  %209 = getelementptr inbounds i8, ptr %206, i64 8
  %210 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %211 = icmp eq i8 %210, 0
  br i1 %211, label %215, label %212

212:                                              ; preds = %208
  %213 = load i32, ptr %209, align 4, !tbaa !27
  %214 = add nsw i32 %213, 1
  store i32 %214, ptr %209, align 4, !tbaa !27
  br label %217

215:                                              ; preds = %208
  %216 = atomicrmw volatile add ptr %209, i32 1 acq_rel, align 4
  br label %217

217:                                              ; preds = %215, %212, %202
  %218 = getelementptr inbounds i8, ptr %201, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %218, ptr noundef nonnull readonly align 8 dereferenceable(40) %141, i64 40, i1 false)
  %219 = getelementptr inbounds i8, ptr %201, i64 64
  %220 = load ptr, ptr %143, align 8, !tbaa !136
  store ptr %220, ptr %219, align 8, !tbaa !136
  %221 = getelementptr inbounds i8, ptr %201, i64 72
  %222 = load ptr, ptr %145, align 8, !tbaa !18
  store ptr %222, ptr %221, align 8, !tbaa !18
  %223 = icmp eq ptr %222, null
  br i1 %223, label %233, label %224

224:                                              ; preds = %217
  %225 = getelementptr inbounds i8, ptr %222, i64 8
  %226 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %227 = icmp eq i8 %226, 0
  br i1 %227, label %231, label %228

228:                                              ; preds = %224
  %229 = load i32, ptr %225, align 4, !tbaa !27
  %230 = add nsw i32 %229, 1
  store i32 %230, ptr %225, align 4, !tbaa !27
  br label %233

231:                                              ; preds = %224
  %232 = atomicrmw volatile add ptr %225, i32 1 acq_rel, align 4
  br label %233

233:                                              ; preds = %231, %228, %217
  %234 = getelementptr inbounds i8, ptr %201, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %234, ptr noundef nonnull readonly align 8 dereferenceable(40) %159, i64 40, i1 false)
  %235 = getelementptr inbounds i8, ptr %201, i64 120
  %236 = load i64, ptr %161, align 8, !tbaa !139
  store i64 %236, ptr %235, align 8, !tbaa !139
  %237 = load ptr, ptr %200, align 8, !tbaa !9
  store ptr %201, ptr %200, align 8, !tbaa !9
  %238 = icmp eq ptr %237, null
  br i1 %238, label %243, label %239

239:                                              ; preds = %233
  %240 = load ptr, ptr %237, align 8, !tbaa !24
  %241 = getelementptr inbounds i8, ptr %240, i64 16
  %242 = load ptr, ptr %241, align 8
  call void %242(ptr noundef nonnull align 8 dereferenceable(8) %237) #23
  br label %243

243:                                              ; preds = %239, %233
  invoke void @_ZN4sycl3_V17handler23instantiateKernelOnHostEPv(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull @_ZN4sycl3_V16detail16runKernelWithArgINS0_4itemILi1ELb1EEEZZ4mainENKUlRNS0_7handlerEE_clES6_EUlNS0_2idILi1EEEE_Lb0EEEvT0_T_RKSt17integral_constantIbXT1_EE)
          to label %244 unwind label %362

244:                                              ; preds = %243
  %245 = load ptr, ptr %200, align 8, !tbaa !9
  %246 = load ptr, ptr %245, align 8, !tbaa !24
  %247 = load ptr, ptr %246, align 8
  %248 = invoke noundef ptr %247(ptr noundef nonnull align 8 dereferenceable(8) %245)
          to label %249 unwind label %362

249:                                              ; preds = %244
  invoke void @_ZN4sycl3_V17handler19setDeviceKernelInfoI9RowPrefixEEvPv(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef %248)
          to label %250 unwind label %362

250:                                              ; preds = %249
  call void @llvm.lifetime.end.p0(i64 88, ptr nonnull %5) #23
  %251 = load ptr, ptr %145, align 8, !tbaa !18
  %252 = icmp eq ptr %251, null
  br i1 %252, label %277, label %253

253:                                              ; preds = %250
  %254 = getelementptr inbounds i8, ptr %251, i64 8
  %255 = load atomic i64, ptr %254 acquire, align 8
  %256 = icmp eq i64 %255, 4294967297
  %257 = trunc i64 %255 to i32
  br i1 %256, label %258, label %266

258:                                              ; preds = %253
  store i32 0, ptr %254, align 8, !tbaa !20
  %259 = getelementptr inbounds i8, ptr %251, i64 12
  store i32 0, ptr %259, align 4, !tbaa !23
  %260 = load ptr, ptr %251, align 8, !tbaa !24
  %261 = getelementptr inbounds i8, ptr %260, i64 16
  %262 = load ptr, ptr %261, align 8
  call void %262(ptr noundef nonnull align 8 dereferenceable(16) %251) #23
  %263 = load ptr, ptr %251, align 8, !tbaa !24
  %264 = getelementptr inbounds i8, ptr %263, i64 24
  %265 = load ptr, ptr %264, align 8
  call void %265(ptr noundef nonnull align 8 dereferenceable(16) %251) #23
  br label %277

266:                                              ; preds = %253
  %267 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %268 = icmp eq i8 %267, 0
  br i1 %268, label %271, label %269

269:                                              ; preds = %266
  %270 = add nsw i32 %257, -1
  store i32 %270, ptr %254, align 4, !tbaa !27
  br label %273

271:                                              ; preds = %266
  %272 = atomicrmw volatile add ptr %254, i32 -1 acq_rel, align 4
  br label %273

273:                                              ; preds = %271, %269
  %274 = phi i32 [ %257, %269 ], [ %272, %271 ]
  %275 = icmp eq i32 %274, 1
  br i1 %275, label %276, label %277, !prof !28

276:                                              ; preds = %273
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %251) #23
  br label %277

277:                                              ; preds = %276, %273, %258, %250
  %278 = load ptr, ptr %127, align 8, !tbaa !18
  %279 = icmp eq ptr %278, null
  br i1 %279, label %304, label %280

280:                                              ; preds = %277
  %281 = getelementptr inbounds i8, ptr %278, i64 8
  %282 = load atomic i64, ptr %281 acquire, align 8
  %283 = icmp eq i64 %282, 4294967297
  %284 = trunc i64 %282 to i32
  br i1 %283, label %285, label %293

285:                                              ; preds = %280
  store i32 0, ptr %281, align 8, !tbaa !20
  %286 = getelementptr inbounds i8, ptr %278, i64 12
  store i32 0, ptr %286, align 4, !tbaa !23
  %287 = load ptr, ptr %278, align 8, !tbaa !24
  %288 = getelementptr inbounds i8, ptr %287, i64 16
  %289 = load ptr, ptr %288, align 8
  call void %289(ptr noundef nonnull align 8 dereferenceable(16) %278) #23
  %290 = load ptr, ptr %278, align 8, !tbaa !24
  %291 = getelementptr inbounds i8, ptr %290, i64 24
  %292 = load ptr, ptr %291, align 8
  call void %292(ptr noundef nonnull align 8 dereferenceable(16) %278) #23
  br label %304

293:                                              ; preds = %280
  %294 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %295 = icmp eq i8 %294, 0
  br i1 %295, label %298, label %296

296:                                              ; preds = %293
  %297 = add nsw i32 %284, -1
  store i32 %297, ptr %281, align 4, !tbaa !27
  br label %300

298:                                              ; preds = %293
  %299 = atomicrmw volatile add ptr %281, i32 -1 acq_rel, align 4
  br label %300

300:                                              ; preds = %298, %296
  %301 = phi i32 [ %284, %296 ], [ %299, %298 ]
  %302 = icmp eq i32 %301, 1
  br i1 %302, label %303, label %304, !prof !28

303:                                              ; preds = %300
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %278) #23
  br label %304

304:                                              ; preds = %303, %300, %285, %277
  call void @llvm.lifetime.end.p0(i64 120, ptr nonnull %13) #23
  %305 = load ptr, ptr %128, align 8, !tbaa !18
  %306 = icmp eq ptr %305, null
  br i1 %306, label %331, label %307

307:                                              ; preds = %304
  %308 = getelementptr inbounds i8, ptr %305, i64 8
  %309 = load atomic i64, ptr %308 acquire, align 8
  %310 = icmp eq i64 %309, 4294967297
  %311 = trunc i64 %309 to i32
  br i1 %310, label %312, label %320

312:                                              ; preds = %307
  store i32 0, ptr %308, align 8, !tbaa !20
  %313 = getelementptr inbounds i8, ptr %305, i64 12
  store i32 0, ptr %313, align 4, !tbaa !23
  %314 = load ptr, ptr %305, align 8, !tbaa !24
  %315 = getelementptr inbounds i8, ptr %314, i64 16
  %316 = load ptr, ptr %315, align 8
  call void %316(ptr noundef nonnull align 8 dereferenceable(16) %305) #23
  %317 = load ptr, ptr %305, align 8, !tbaa !24
  %318 = getelementptr inbounds i8, ptr %317, i64 24
  %319 = load ptr, ptr %318, align 8
  call void %319(ptr noundef nonnull align 8 dereferenceable(16) %305) #23
  br label %331

320:                                              ; preds = %307
  %321 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %322 = icmp eq i8 %321, 0
  br i1 %322, label %325, label %323

323:                                              ; preds = %320
  %324 = add nsw i32 %311, -1
  store i32 %324, ptr %308, align 4, !tbaa !27
  br label %327

325:                                              ; preds = %320
  %326 = atomicrmw volatile add ptr %308, i32 -1 acq_rel, align 4
  br label %327

327:                                              ; preds = %325, %323
  %328 = phi i32 [ %311, %323 ], [ %326, %325 ]
  %329 = icmp eq i32 %328, 1
  br i1 %329, label %330, label %331, !prof !28

330:                                              ; preds = %327
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %305) #23
  br label %331

331:                                              ; preds = %330, %327, %312, %304
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %11) #23
  %332 = load ptr, ptr %146, align 8, !tbaa !18
  %333 = icmp eq ptr %332, null
  br i1 %333, label %370, label %334

334:                                              ; preds = %331
  %335 = getelementptr inbounds i8, ptr %332, i64 8
  %336 = load atomic i64, ptr %335 acquire, align 8
  %337 = icmp eq i64 %336, 4294967297
  %338 = trunc i64 %336 to i32
  br i1 %337, label %339, label %347

339:                                              ; preds = %334
  store i32 0, ptr %335, align 8, !tbaa !20
  %340 = getelementptr inbounds i8, ptr %332, i64 12
  store i32 0, ptr %340, align 4, !tbaa !23
  %341 = load ptr, ptr %332, align 8, !tbaa !24
  %342 = getelementptr inbounds i8, ptr %341, i64 16
  %343 = load ptr, ptr %342, align 8
  call void %343(ptr noundef nonnull align 8 dereferenceable(16) %332) #23
  %344 = load ptr, ptr %332, align 8, !tbaa !24
  %345 = getelementptr inbounds i8, ptr %344, i64 24
  %346 = load ptr, ptr %345, align 8
  call void %346(ptr noundef nonnull align 8 dereferenceable(16) %332) #23
  br label %370

347:                                              ; preds = %334
  %348 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %349 = icmp eq i8 %348, 0
  br i1 %349, label %352, label %350

350:                                              ; preds = %347
  %351 = add nsw i32 %338, -1
  store i32 %351, ptr %335, align 4, !tbaa !27
  br label %354

352:                                              ; preds = %347
  %353 = atomicrmw volatile add ptr %335, i32 -1 acq_rel, align 4
  br label %354

354:                                              ; preds = %352, %350
  %355 = phi i32 [ %338, %350 ], [ %353, %352 ]
  %356 = icmp eq i32 %355, 1
  br i1 %356, label %357, label %370, !prof !28

357:                                              ; preds = %354
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %332) #23
  br label %370

358:                                              ; preds = %2
  %359 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %10) #23
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #23
  br label %368

360:                                              ; preds = %67
  %361 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %12) #23
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12) #23
  br label %366

362:                                              ; preds = %249, %244, %243, %199, %196, %182, %178, %177, %173, %158
  %363 = landingpad { ptr, i32 }
          cleanup
  br label %364

364:                                              ; preds = %362, %175
  %365 = phi { ptr, i32 } [ %363, %362 ], [ %176, %175 ]
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(120) %13) #23
  call void @llvm.lifetime.end.p0(i64 120, ptr nonnull %13) #23
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(56) %11) #23
  br label %366

366:                                              ; preds = %364, %360
  %367 = phi { ptr, i32 } [ %365, %364 ], [ %361, %360 ]
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %11) #23
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(56) %9) #23
  br label %368

368:                                              ; preds = %366, %358
  %369 = phi { ptr, i32 } [ %367, %366 ], [ %359, %358 ]
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %9) #23
  resume { ptr, i32 } %369

370:                                              ; preds = %331, %339, %354, %357
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %9) #23
  ret void
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define internal fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr nocapture noundef nonnull readonly align 8 dereferenceable(120) %0) unnamed_addr #7 align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 64
  %3 = load ptr, ptr %2, align 8, !tbaa !18
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !20
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !23
  %12 = load ptr, ptr %3, align 8, !tbaa !24
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #23
  %15 = load ptr, ptr %3, align 8, !tbaa !24
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #23
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !27
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !28

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #23
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  %30 = getelementptr inbounds i8, ptr %0, i64 8
  %31 = load ptr, ptr %30, align 8, !tbaa !18
  %32 = icmp eq ptr %31, null
  br i1 %32, label %57, label %33

33:                                               ; preds = %29
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = load atomic i64, ptr %34 acquire, align 8
  %36 = icmp eq i64 %35, 4294967297
  %37 = trunc i64 %35 to i32
  br i1 %36, label %38, label %46

38:                                               ; preds = %33
  store i32 0, ptr %34, align 8, !tbaa !20
  %39 = getelementptr inbounds i8, ptr %31, i64 12
  store i32 0, ptr %39, align 4, !tbaa !23
  %40 = load ptr, ptr %31, align 8, !tbaa !24
  %41 = getelementptr inbounds i8, ptr %40, i64 16
  %42 = load ptr, ptr %41, align 8
  tail call void %42(ptr noundef nonnull align 8 dereferenceable(16) %31) #23
  %43 = load ptr, ptr %31, align 8, !tbaa !24
  %44 = getelementptr inbounds i8, ptr %43, i64 24
  %45 = load ptr, ptr %44, align 8
  tail call void %45(ptr noundef nonnull align 8 dereferenceable(16) %31) #23
  br label %57

46:                                               ; preds = %33
  %47 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %48 = icmp eq i8 %47, 0
  br i1 %48, label %51, label %49

49:                                               ; preds = %46
  %50 = add nsw i32 %37, -1
  store i32 %50, ptr %34, align 4, !tbaa !27
  br label %53

51:                                               ; preds = %46
  %52 = atomicrmw volatile add ptr %34, i32 -1 acq_rel, align 4
  br label %53

53:                                               ; preds = %51, %49
  %54 = phi i32 [ %37, %49 ], [ %52, %51 ]
  %55 = icmp eq i32 %54, 1
  br i1 %55, label %56, label %57, !prof !28

56:                                               ; preds = %53
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #23
  br label %57

57:                                               ; preds = %29, %38, %53, %56
  ret void
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #7 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !18
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !20
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !23
  %12 = load ptr, ptr %3, align 8, !tbaa !24
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #23
  %15 = load ptr, ptr %3, align 8, !tbaa !24
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #23
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !27
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !28

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #23
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi2ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_vEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(56) %0, ptr noundef nonnull align 8 dereferenceable(41) %1, ptr noundef nonnull align 8 dereferenceable(176) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.sycl::_V1::id", align 8
  %7 = alloca %"class.sycl::_V1::range.90", align 8
  %8 = alloca %"class.sycl::_V1::range.90", align 8
  %9 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %10 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %11 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %6, i8 0, i64 24, i1 false)
  %12 = load i64, ptr %11, align 8
  %13 = getelementptr inbounds i8, ptr %1, i64 24
  %14 = load i64, ptr %13, align 8
  store i64 %12, ptr %7, align 8, !tbaa !5, !alias.scope !200
  %15 = getelementptr inbounds i8, ptr %7, i64 8
  store i64 %14, ptr %15, align 8, !tbaa !5, !alias.scope !200
  %16 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 1, ptr %16, align 8, !tbaa !5, !alias.scope !200
  store i64 %12, ptr %8, align 8, !tbaa !5, !alias.scope !203
  %17 = getelementptr inbounds i8, ptr %8, i64 8
  store i64 %14, ptr %17, align 8, !tbaa !5, !alias.scope !203
  %18 = getelementptr inbounds i8, ptr %8, i64 16
  store i64 1, ptr %18, align 8, !tbaa !5, !alias.scope !203
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #23
  %19 = load i64, ptr %3, align 8
  %20 = getelementptr inbounds i8, ptr %3, i64 8
  %21 = getelementptr inbounds i8, ptr %3, i64 16
  %22 = load ptr, ptr %21, align 8, !tbaa !9
  %23 = load ptr, ptr %20, align 8, !tbaa !9
  %24 = ptrtoint ptr %22 to i64
  %25 = ptrtoint ptr %23 to i64
  %26 = sub i64 %24, %25
  %27 = icmp eq ptr %22, %23
  br i1 %27, label %54, label %28

28:                                               ; preds = %5
  %29 = icmp ugt i64 %26, 9223372036854775792
  br i1 %29, label %30, label %31, !prof !28

30:                                               ; preds = %28
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #26
  unreachable

31:                                               ; preds = %28
  %32 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %26) #27
  br label %33

33:                                               ; preds = %50, %31
  %34 = phi ptr [ %52, %50 ], [ %32, %31 ]
  %35 = phi ptr [ %51, %50 ], [ %23, %31 ]
  %36 = load ptr, ptr %35, align 8, !tbaa !206
  store ptr %36, ptr %34, align 8, !tbaa !206
  %37 = getelementptr inbounds i8, ptr %34, i64 8
  %38 = getelementptr inbounds i8, ptr %35, i64 8
  %39 = load ptr, ptr %38, align 8, !tbaa !18
  store ptr %39, ptr %37, align 8, !tbaa !18
  %40 = icmp eq ptr %39, null
  br i1 %40, label %50, label %41

41:                                               ; preds = %33
  %42 = getelementptr inbounds i8, ptr %39, i64 8
  %43 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %44 = icmp eq i8 %43, 0
  br i1 %44, label %48, label %45

45:                                               ; preds = %41
  %46 = load i32, ptr %42, align 4, !tbaa !27
  %47 = add nsw i32 %46, 1
  store i32 %47, ptr %42, align 4, !tbaa !27
  br label %50

48:                                               ; preds = %41
  %49 = atomicrmw volatile add ptr %42, i32 1 acq_rel, align 4
  br label %50

50:                                               ; preds = %48, %45, %33
  %51 = getelementptr inbounds i8, ptr %35, i64 16
  %52 = getelementptr inbounds i8, ptr %34, i64 16
  %53 = icmp eq ptr %51, %22
  br i1 %53, label %54, label %33, !llvm.loop !208

54:                                               ; preds = %50, %5
  %55 = phi ptr [ null, %5 ], [ %32, %50 ]
  %56 = phi ptr [ null, %5 ], [ %52, %50 ]
  %57 = getelementptr inbounds i8, ptr %55, i64 %26
  store i64 %19, ptr %9, align 8
  %58 = getelementptr inbounds i8, ptr %9, i64 8
  store ptr %55, ptr %58, align 8, !tbaa !15
  %59 = getelementptr inbounds i8, ptr %9, i64 16
  store ptr %56, ptr %59, align 8, !tbaa !17
  %60 = getelementptr inbounds i8, ptr %9, i64 24
  store ptr %57, ptr %60, align 8, !tbaa !31
  %61 = load ptr, ptr %1, align 8, !tbaa !117
  %62 = icmp eq ptr %61, null
  br i1 %62, label %63, label %64

63:                                               ; preds = %54
  tail call void @__assert_fail(ptr noundef nonnull @.str.11, ptr noundef nonnull @.str.12, i32 noundef 29, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_6bufferIfLi2ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS8_) #24
  unreachable

64:                                               ; preds = %54
  %65 = getelementptr inbounds i8, ptr %1, i64 32
  %66 = load i64, ptr %65, align 8, !tbaa !109
  %67 = getelementptr inbounds i8, ptr %1, i64 40
  %68 = load i8, ptr %67, align 8, !tbaa !116, !range !70, !noundef !71
  %69 = trunc nuw i8 %68 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %6, ptr noundef nonnull byval(%"class.sycl::_V1::range.90") align 8 %7, ptr noundef nonnull byval(%"class.sycl::_V1::range.90") align 8 %8, i32 noundef 1024, ptr noundef nonnull %61, i32 noundef 2, i32 noundef 4, i64 noundef %66, i1 noundef zeroext %69, ptr noundef nonnull align 8 dereferenceable(32) %3)
          to label %70 unwind label %236

70:                                               ; preds = %64
  %71 = icmp eq ptr %55, %56
  br i1 %71, label %106, label %72

72:                                               ; preds = %70, %101
  %73 = phi ptr [ %102, %101 ], [ %55, %70 ]
  %74 = getelementptr inbounds i8, ptr %73, i64 8
  %75 = load ptr, ptr %74, align 8, !tbaa !18
  %76 = icmp eq ptr %75, null
  br i1 %76, label %101, label %77

77:                                               ; preds = %72
  %78 = getelementptr inbounds i8, ptr %75, i64 8
  %79 = load atomic i64, ptr %78 acquire, align 8
  %80 = icmp eq i64 %79, 4294967297
  %81 = trunc i64 %79 to i32
  br i1 %80, label %82, label %90

82:                                               ; preds = %77
  store i32 0, ptr %78, align 8, !tbaa !20
  %83 = getelementptr inbounds i8, ptr %75, i64 12
  store i32 0, ptr %83, align 4, !tbaa !23
  %84 = load ptr, ptr %75, align 8, !tbaa !24
  %85 = getelementptr inbounds i8, ptr %84, i64 16
  %86 = load ptr, ptr %85, align 8
  tail call void %86(ptr noundef nonnull align 8 dereferenceable(16) %75) #23
  %87 = load ptr, ptr %75, align 8, !tbaa !24
  %88 = getelementptr inbounds i8, ptr %87, i64 24
  %89 = load ptr, ptr %88, align 8
  tail call void %89(ptr noundef nonnull align 8 dereferenceable(16) %75) #23
  br label %101

90:                                               ; preds = %77
  %91 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %92 = icmp eq i8 %91, 0
  br i1 %92, label %95, label %93

93:                                               ; preds = %90
  %94 = add nsw i32 %81, -1
  store i32 %94, ptr %78, align 4, !tbaa !27
  br label %97

95:                                               ; preds = %90
  %96 = atomicrmw volatile add ptr %78, i32 -1 acq_rel, align 4
  br label %97

97:                                               ; preds = %95, %93
  %98 = phi i32 [ %81, %93 ], [ %96, %95 ]
  %99 = icmp eq i32 %98, 1
  br i1 %99, label %100, label %101, !prof !28

100:                                              ; preds = %97
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %75) #23
  br label %101

101:                                              ; preds = %100, %97, %82, %72
  %102 = getelementptr inbounds i8, ptr %73, i64 16
  %103 = icmp eq ptr %102, %56
  br i1 %103, label %104, label %72, !llvm.loop !29

104:                                              ; preds = %101
  %105 = load ptr, ptr %58, align 8, !tbaa !15
  br label %106

106:                                              ; preds = %104, %70
  %107 = phi ptr [ %105, %104 ], [ %55, %70 ]
  %108 = icmp eq ptr %107, null
  br i1 %108, label %114, label %109

109:                                              ; preds = %106
  %110 = load ptr, ptr %60, align 8, !tbaa !31
  %111 = ptrtoint ptr %110 to i64
  %112 = ptrtoint ptr %107 to i64
  %113 = sub i64 %111, %112
  tail call void @_ZdlPvm(ptr noundef nonnull %107, i64 noundef %113) #25
  br label %114

114:                                              ; preds = %106, %109
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #23
  %115 = getelementptr inbounds i8, ptr %0, i64 16
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %115, i8 0, i64 40, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #23
  %116 = load i64, ptr %3, align 8
  %117 = load ptr, ptr %21, align 8, !tbaa !9
  %118 = load ptr, ptr %20, align 8, !tbaa !9
  %119 = ptrtoint ptr %117 to i64
  %120 = ptrtoint ptr %118 to i64
  %121 = sub i64 %119, %120
  %122 = icmp eq ptr %117, %118
  br i1 %122, label %150, label %123

123:                                              ; preds = %114
  %124 = icmp ugt i64 %121, 9223372036854775792
  br i1 %124, label %125, label %127, !prof !28

125:                                              ; preds = %123
  invoke void @_ZSt28__throw_bad_array_new_lengthv() #26
          to label %126 unwind label %240

126:                                              ; preds = %125
  unreachable

127:                                              ; preds = %123
  %128 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %121) #27
          to label %129 unwind label %240

129:                                              ; preds = %127, %146
  %130 = phi ptr [ %148, %146 ], [ %128, %127 ]
  %131 = phi ptr [ %147, %146 ], [ %118, %127 ]
  %132 = load ptr, ptr %131, align 8, !tbaa !206
  store ptr %132, ptr %130, align 8, !tbaa !206
  %133 = getelementptr inbounds i8, ptr %130, i64 8
  %134 = getelementptr inbounds i8, ptr %131, i64 8
  %135 = load ptr, ptr %134, align 8, !tbaa !18
  store ptr %135, ptr %133, align 8, !tbaa !18
  %136 = icmp eq ptr %135, null
  br i1 %136, label %146, label %137

137:                                              ; preds = %129
  %138 = getelementptr inbounds i8, ptr %135, i64 8
  %139 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %140 = icmp eq i8 %139, 0
  br i1 %140, label %144, label %141

141:                                              ; preds = %137
  %142 = load i32, ptr %138, align 4, !tbaa !27
  %143 = add nsw i32 %142, 1
  store i32 %143, ptr %138, align 4, !tbaa !27
  br label %146

144:                                              ; preds = %137
  %145 = atomicrmw volatile add ptr %138, i32 1 acq_rel, align 4
  br label %146

146:                                              ; preds = %144, %141, %129
  %147 = getelementptr inbounds i8, ptr %131, i64 16
  %148 = getelementptr inbounds i8, ptr %130, i64 16
  %149 = icmp eq ptr %147, %117
  br i1 %149, label %150, label %129, !llvm.loop !208

150:                                              ; preds = %146, %114
  %151 = phi ptr [ null, %114 ], [ %128, %146 ]
  %152 = phi ptr [ null, %114 ], [ %148, %146 ]
  %153 = getelementptr inbounds i8, ptr %151, i64 %121
  store i64 %116, ptr %10, align 8
  %154 = getelementptr inbounds i8, ptr %10, i64 8
  store ptr %151, ptr %154, align 8, !tbaa !15
  %155 = getelementptr inbounds i8, ptr %10, i64 16
  store ptr %152, ptr %155, align 8, !tbaa !17
  %156 = getelementptr inbounds i8, ptr %10, i64 24
  store ptr %153, ptr %156, align 8, !tbaa !31
  %157 = and i64 %116, 16
  %158 = icmp eq i64 %157, 0
  br i1 %158, label %168, label %159

159:                                              ; preds = %150
  %160 = tail call ptr @__cxa_allocate_exception(i64 64) #23
  %161 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #23
  %162 = extractvalue { i32, ptr } %161, 0
  %163 = extractvalue { i32, ptr } %161, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %160, i32 %162, ptr %163, ptr noundef nonnull @.str.13)
          to label %164 unwind label %166

164:                                              ; preds = %159
  invoke void @__cxa_throw(ptr nonnull %160, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #26
          to label %165 unwind label %242

165:                                              ; preds = %164
  unreachable

166:                                              ; preds = %159
  %167 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %160) #23
  br label %244

168:                                              ; preds = %150
  %169 = icmp eq ptr %151, %152
  br i1 %169, label %204, label %170

170:                                              ; preds = %168, %199
  %171 = phi ptr [ %200, %199 ], [ %151, %168 ]
  %172 = getelementptr inbounds i8, ptr %171, i64 8
  %173 = load ptr, ptr %172, align 8, !tbaa !18
  %174 = icmp eq ptr %173, null
  br i1 %174, label %199, label %175

175:                                              ; preds = %170
  %176 = getelementptr inbounds i8, ptr %173, i64 8
  %177 = load atomic i64, ptr %176 acquire, align 8
  %178 = icmp eq i64 %177, 4294967297
  %179 = trunc i64 %177 to i32
  br i1 %178, label %180, label %188

180:                                              ; preds = %175
  store i32 0, ptr %176, align 8, !tbaa !20
  %181 = getelementptr inbounds i8, ptr %173, i64 12
  store i32 0, ptr %181, align 4, !tbaa !23
  %182 = load ptr, ptr %173, align 8, !tbaa !24
  %183 = getelementptr inbounds i8, ptr %182, i64 16
  %184 = load ptr, ptr %183, align 8
  tail call void %184(ptr noundef nonnull align 8 dereferenceable(16) %173) #23
  %185 = load ptr, ptr %173, align 8, !tbaa !24
  %186 = getelementptr inbounds i8, ptr %185, i64 24
  %187 = load ptr, ptr %186, align 8
  tail call void %187(ptr noundef nonnull align 8 dereferenceable(16) %173) #23
  br label %199

188:                                              ; preds = %175
  %189 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %190 = icmp eq i8 %189, 0
  br i1 %190, label %193, label %191

191:                                              ; preds = %188
  %192 = add nsw i32 %179, -1
  store i32 %192, ptr %176, align 4, !tbaa !27
  br label %195

193:                                              ; preds = %188
  %194 = atomicrmw volatile add ptr %176, i32 -1 acq_rel, align 4
  br label %195

195:                                              ; preds = %193, %191
  %196 = phi i32 [ %179, %191 ], [ %194, %193 ]
  %197 = icmp eq i32 %196, 1
  br i1 %197, label %198, label %199, !prof !28

198:                                              ; preds = %195
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %173) #23
  br label %199

199:                                              ; preds = %198, %195, %180, %170
  %200 = getelementptr inbounds i8, ptr %171, i64 16
  %201 = icmp eq ptr %200, %152
  br i1 %201, label %202, label %170, !llvm.loop !29

202:                                              ; preds = %199
  %203 = load ptr, ptr %154, align 8, !tbaa !15
  br label %204

204:                                              ; preds = %202, %168
  %205 = phi ptr [ %203, %202 ], [ %151, %168 ]
  %206 = icmp eq ptr %205, null
  br i1 %206, label %212, label %207

207:                                              ; preds = %204
  %208 = load ptr, ptr %156, align 8, !tbaa !31
  %209 = ptrtoint ptr %208 to i64
  %210 = ptrtoint ptr %205 to i64
  %211 = sub i64 %209, %210
  tail call void @_ZdlPvm(ptr noundef nonnull %205, i64 noundef %211) #25
  br label %212

212:                                              ; preds = %204, %207
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #23
  invoke void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(176) %2, ptr noundef nonnull %0, i32 noundef 2014)
          to label %213 unwind label %238

213:                                              ; preds = %212
  %214 = invoke noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %215 unwind label %238

215:                                              ; preds = %213
  store ptr %214, ptr %115, align 8, !tbaa !209
  %216 = load ptr, ptr %1, align 8, !tbaa !117
  %217 = icmp eq ptr %216, null
  br i1 %217, label %218, label %219

218:                                              ; preds = %215
  tail call void @__assert_fail(ptr noundef nonnull @.str.11, ptr noundef nonnull @.str.12, i32 noundef 29, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_6bufferIfLi2ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS8_) #24
  unreachable

219:                                              ; preds = %215
  %220 = load ptr, ptr %0, align 8, !tbaa !136
  invoke void @_ZN4sycl3_V16detail23constructorNotificationEPvS2_NS0_6access6targetENS3_4modeERKNS1_13code_locationE(ptr noundef nonnull %216, ptr noundef %220, i32 noundef 2014, i32 noundef 1024, ptr noundef nonnull align 8 dereferenceable(24) %4)
          to label %221 unwind label %238

221:                                              ; preds = %219
  %222 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %223 unwind label %238

223:                                              ; preds = %221
  %224 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %225 unwind label %238

225:                                              ; preds = %223
  %226 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %227 unwind label %238

227:                                              ; preds = %225
  %228 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %229 unwind label %238

229:                                              ; preds = %227
  %230 = call noundef ptr @_ZN4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #23
  %231 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #23
  %232 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %233 unwind label %238

233:                                              ; preds = %229
  %234 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %235 unwind label %238

235:                                              ; preds = %233
  ret void

236:                                              ; preds = %64
  %237 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %9) #23
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #23
  br label %250

238:                                              ; preds = %233, %229, %227, %225, %223, %221, %213, %219, %212
  %239 = landingpad { ptr, i32 }
          cleanup
  br label %248

240:                                              ; preds = %127, %125
  %241 = landingpad { ptr, i32 }
          cleanup
  br label %246

242:                                              ; preds = %164
  %243 = landingpad { ptr, i32 }
          cleanup
  br label %244

244:                                              ; preds = %166, %242
  %245 = phi { ptr, i32 } [ %243, %242 ], [ %167, %166 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %10) #23
  br label %246

246:                                              ; preds = %244, %240
  %247 = phi { ptr, i32 } [ %245, %244 ], [ %241, %240 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #23
  br label %248

248:                                              ; preds = %246, %238
  %249 = phi { ptr, i32 } [ %239, %238 ], [ %247, %246 ]
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #23
  br label %250

250:                                              ; preds = %248, %236
  %251 = phi { ptr, i32 } [ %249, %248 ], [ %237, %236 ]
  resume { ptr, i32 } %251
}

declare void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef byval(%"class.sycl::_V1::id") align 8, ptr noundef byval(%"class.sycl::_V1::range.90") align 8, ptr noundef byval(%"class.sycl::_V1::range.90") align 8, i32 noundef, ptr noundef, i32 noundef, i32 noundef, i64 noundef, i1 noundef zeroext, ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #8

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #7 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !15
  %4 = getelementptr inbounds i8, ptr %0, i64 16
  %5 = load ptr, ptr %4, align 8, !tbaa !17
  %6 = icmp eq ptr %3, %5
  br i1 %6, label %41, label %7

7:                                                ; preds = %1, %36
  %8 = phi ptr [ %37, %36 ], [ %3, %1 ]
  %9 = getelementptr inbounds i8, ptr %8, i64 8
  %10 = load ptr, ptr %9, align 8, !tbaa !18
  %11 = icmp eq ptr %10, null
  br i1 %11, label %36, label %12

12:                                               ; preds = %7
  %13 = getelementptr inbounds i8, ptr %10, i64 8
  %14 = load atomic i64, ptr %13 acquire, align 8
  %15 = icmp eq i64 %14, 4294967297
  %16 = trunc i64 %14 to i32
  br i1 %15, label %17, label %25

17:                                               ; preds = %12
  store i32 0, ptr %13, align 8, !tbaa !20
  %18 = getelementptr inbounds i8, ptr %10, i64 12
  store i32 0, ptr %18, align 4, !tbaa !23
  %19 = load ptr, ptr %10, align 8, !tbaa !24
  %20 = getelementptr inbounds i8, ptr %19, i64 16
  %21 = load ptr, ptr %20, align 8
  tail call void %21(ptr noundef nonnull align 8 dereferenceable(16) %10) #23
  %22 = load ptr, ptr %10, align 8, !tbaa !24
  %23 = getelementptr inbounds i8, ptr %22, i64 24
  %24 = load ptr, ptr %23, align 8
  tail call void %24(ptr noundef nonnull align 8 dereferenceable(16) %10) #23
  br label %36

25:                                               ; preds = %12
  %26 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %27 = icmp eq i8 %26, 0
  br i1 %27, label %30, label %28

28:                                               ; preds = %25
  %29 = add nsw i32 %16, -1
  store i32 %29, ptr %13, align 4, !tbaa !27
  br label %32

30:                                               ; preds = %25
  %31 = atomicrmw volatile add ptr %13, i32 -1 acq_rel, align 4
  br label %32

32:                                               ; preds = %30, %28
  %33 = phi i32 [ %16, %28 ], [ %31, %30 ]
  %34 = icmp eq i32 %33, 1
  br i1 %34, label %35, label %36, !prof !28

35:                                               ; preds = %32
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %10) #23
  br label %36

36:                                               ; preds = %35, %32, %17, %7
  %37 = getelementptr inbounds i8, ptr %8, i64 16
  %38 = icmp eq ptr %37, %5
  br i1 %38, label %39, label %7, !llvm.loop !29

39:                                               ; preds = %36
  %40 = load ptr, ptr %2, align 8, !tbaa !15
  br label %41

41:                                               ; preds = %39, %1
  %42 = phi ptr [ %40, %39 ], [ %3, %1 ]
  %43 = icmp eq ptr %42, null
  br i1 %43, label %50, label %44

44:                                               ; preds = %41
  %45 = getelementptr inbounds i8, ptr %0, i64 24
  %46 = load ptr, ptr %45, align 8, !tbaa !31
  %47 = ptrtoint ptr %46 to i64
  %48 = ptrtoint ptr %42 to i64
  %49 = sub i64 %47, %48
  tail call void @_ZdlPvm(ptr noundef nonnull %42, i64 noundef %49) #25
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
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi2ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_vEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(56) %0, ptr noundef nonnull align 8 dereferenceable(41) %1, ptr noundef nonnull align 8 dereferenceable(176) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.sycl::_V1::id", align 8
  %7 = alloca %"class.sycl::_V1::range.90", align 8
  %8 = alloca %"class.sycl::_V1::range.90", align 8
  %9 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %10 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %6, i8 0, i64 24, i1 false)
  %11 = load i64, ptr %10, align 8
  %12 = getelementptr inbounds i8, ptr %1, i64 24
  %13 = load i64, ptr %12, align 8
  store i64 %11, ptr %7, align 8, !tbaa !5, !alias.scope !210
  %14 = getelementptr inbounds i8, ptr %7, i64 8
  store i64 %13, ptr %14, align 8, !tbaa !5, !alias.scope !210
  %15 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 1, ptr %15, align 8, !tbaa !5, !alias.scope !210
  store i64 %11, ptr %8, align 8, !tbaa !5, !alias.scope !213
  %16 = getelementptr inbounds i8, ptr %8, i64 8
  store i64 %13, ptr %16, align 8, !tbaa !5, !alias.scope !213
  %17 = getelementptr inbounds i8, ptr %8, i64 16
  store i64 1, ptr %17, align 8, !tbaa !5, !alias.scope !213
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #23
  %18 = load i64, ptr %3, align 8
  %19 = getelementptr inbounds i8, ptr %3, i64 8
  %20 = getelementptr inbounds i8, ptr %3, i64 16
  %21 = load ptr, ptr %20, align 8, !tbaa !9
  %22 = load ptr, ptr %19, align 8, !tbaa !9
  %23 = ptrtoint ptr %21 to i64
  %24 = ptrtoint ptr %22 to i64
  %25 = sub i64 %23, %24
  %26 = icmp eq ptr %21, %22
  br i1 %26, label %53, label %27

27:                                               ; preds = %5
  %28 = icmp ugt i64 %25, 9223372036854775792
  br i1 %28, label %29, label %30, !prof !28

29:                                               ; preds = %27
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #26
  unreachable

30:                                               ; preds = %27
  %31 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %25) #27
  br label %32

32:                                               ; preds = %49, %30
  %33 = phi ptr [ %51, %49 ], [ %31, %30 ]
  %34 = phi ptr [ %50, %49 ], [ %22, %30 ]
  %35 = load ptr, ptr %34, align 8, !tbaa !206
  store ptr %35, ptr %33, align 8, !tbaa !206
  %36 = getelementptr inbounds i8, ptr %33, i64 8
  %37 = getelementptr inbounds i8, ptr %34, i64 8
  %38 = load ptr, ptr %37, align 8, !tbaa !18
  store ptr %38, ptr %36, align 8, !tbaa !18
  %39 = icmp eq ptr %38, null
  br i1 %39, label %49, label %40

40:                                               ; preds = %32
  %41 = getelementptr inbounds i8, ptr %38, i64 8
  %42 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %43 = icmp eq i8 %42, 0
  br i1 %43, label %47, label %44

44:                                               ; preds = %40
  %45 = load i32, ptr %41, align 4, !tbaa !27
  %46 = add nsw i32 %45, 1
  store i32 %46, ptr %41, align 4, !tbaa !27
  br label %49

47:                                               ; preds = %40
  %48 = atomicrmw volatile add ptr %41, i32 1 acq_rel, align 4
  br label %49

49:                                               ; preds = %47, %44, %32
  %50 = getelementptr inbounds i8, ptr %34, i64 16
  %51 = getelementptr inbounds i8, ptr %33, i64 16
  %52 = icmp eq ptr %50, %21
  br i1 %52, label %53, label %32, !llvm.loop !208

53:                                               ; preds = %49, %5
  %54 = phi ptr [ null, %5 ], [ %31, %49 ]
  %55 = phi ptr [ null, %5 ], [ %51, %49 ]
  %56 = getelementptr inbounds i8, ptr %54, i64 %25
  store i64 %18, ptr %9, align 8
  %57 = getelementptr inbounds i8, ptr %9, i64 8
  store ptr %54, ptr %57, align 8, !tbaa !15
  %58 = getelementptr inbounds i8, ptr %9, i64 16
  store ptr %55, ptr %58, align 8, !tbaa !17
  %59 = getelementptr inbounds i8, ptr %9, i64 24
  store ptr %56, ptr %59, align 8, !tbaa !31
  %60 = load ptr, ptr %1, align 8, !tbaa !117
  %61 = icmp eq ptr %60, null
  br i1 %61, label %62, label %63

62:                                               ; preds = %53
  tail call void @__assert_fail(ptr noundef nonnull @.str.11, ptr noundef nonnull @.str.12, i32 noundef 29, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_6bufferIfLi2ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS8_) #24
  unreachable

63:                                               ; preds = %53
  %64 = and i64 %18, 16
  %65 = icmp eq i64 %64, 0
  %66 = select i1 %65, i32 1026, i32 1028
  %67 = getelementptr inbounds i8, ptr %1, i64 32
  %68 = load i64, ptr %67, align 8, !tbaa !109
  %69 = getelementptr inbounds i8, ptr %1, i64 40
  %70 = load i8, ptr %69, align 8, !tbaa !116, !range !70, !noundef !71
  %71 = trunc nuw i8 %70 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %6, ptr noundef nonnull byval(%"class.sycl::_V1::range.90") align 8 %7, ptr noundef nonnull byval(%"class.sycl::_V1::range.90") align 8 %8, i32 noundef %66, ptr noundef nonnull %60, i32 noundef 2, i32 noundef 4, i64 noundef %68, i1 noundef zeroext %71, ptr noundef nonnull align 8 dereferenceable(32) %3)
          to label %72 unwind label %208

72:                                               ; preds = %63
  %73 = icmp eq ptr %54, %55
  br i1 %73, label %108, label %74

74:                                               ; preds = %72, %103
  %75 = phi ptr [ %104, %103 ], [ %54, %72 ]
  %76 = getelementptr inbounds i8, ptr %75, i64 8
  %77 = load ptr, ptr %76, align 8, !tbaa !18
  %78 = icmp eq ptr %77, null
  br i1 %78, label %103, label %79

79:                                               ; preds = %74
  %80 = getelementptr inbounds i8, ptr %77, i64 8
  %81 = load atomic i64, ptr %80 acquire, align 8
  %82 = icmp eq i64 %81, 4294967297
  %83 = trunc i64 %81 to i32
  br i1 %82, label %84, label %92

84:                                               ; preds = %79
  store i32 0, ptr %80, align 8, !tbaa !20
  %85 = getelementptr inbounds i8, ptr %77, i64 12
  store i32 0, ptr %85, align 4, !tbaa !23
  %86 = load ptr, ptr %77, align 8, !tbaa !24
  %87 = getelementptr inbounds i8, ptr %86, i64 16
  %88 = load ptr, ptr %87, align 8
  tail call void %88(ptr noundef nonnull align 8 dereferenceable(16) %77) #23
  %89 = load ptr, ptr %77, align 8, !tbaa !24
  %90 = getelementptr inbounds i8, ptr %89, i64 24
  %91 = load ptr, ptr %90, align 8
  tail call void %91(ptr noundef nonnull align 8 dereferenceable(16) %77) #23
  br label %103

92:                                               ; preds = %79
  %93 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %94 = icmp eq i8 %93, 0
  br i1 %94, label %97, label %95

95:                                               ; preds = %92
  %96 = add nsw i32 %83, -1
  store i32 %96, ptr %80, align 4, !tbaa !27
  br label %99

97:                                               ; preds = %92
  %98 = atomicrmw volatile add ptr %80, i32 -1 acq_rel, align 4
  br label %99

99:                                               ; preds = %97, %95
  %100 = phi i32 [ %83, %95 ], [ %98, %97 ]
  %101 = icmp eq i32 %100, 1
  br i1 %101, label %102, label %103, !prof !28

102:                                              ; preds = %99
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %77) #23
  br label %103

103:                                              ; preds = %102, %99, %84, %74
  %104 = getelementptr inbounds i8, ptr %75, i64 16
  %105 = icmp eq ptr %104, %55
  br i1 %105, label %106, label %74, !llvm.loop !29

106:                                              ; preds = %103
  %107 = load ptr, ptr %57, align 8, !tbaa !15
  br label %108

108:                                              ; preds = %106, %72
  %109 = phi ptr [ %107, %106 ], [ %54, %72 ]
  %110 = icmp eq ptr %109, null
  br i1 %110, label %116, label %111

111:                                              ; preds = %108
  %112 = load ptr, ptr %59, align 8, !tbaa !31
  %113 = ptrtoint ptr %112 to i64
  %114 = ptrtoint ptr %109 to i64
  %115 = sub i64 %113, %114
  tail call void @_ZdlPvm(ptr noundef nonnull %109, i64 noundef %115) #25
  br label %116

116:                                              ; preds = %108, %111
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #23
  %117 = getelementptr inbounds i8, ptr %0, i64 16
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %117, i8 0, i64 40, i1 false)
  %118 = load ptr, ptr %20, align 8, !tbaa !9
  %119 = load ptr, ptr %19, align 8, !tbaa !9
  %120 = ptrtoint ptr %118 to i64
  %121 = ptrtoint ptr %119 to i64
  %122 = sub i64 %120, %121
  %123 = icmp eq ptr %118, %119
  br i1 %123, label %184, label %124

124:                                              ; preds = %116
  %125 = icmp ugt i64 %122, 9223372036854775792
  br i1 %125, label %126, label %128, !prof !28

126:                                              ; preds = %124
  invoke void @_ZSt28__throw_bad_array_new_lengthv() #26
          to label %127 unwind label %212

127:                                              ; preds = %126
  unreachable

128:                                              ; preds = %124
  %129 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %122) #27
          to label %130 unwind label %212

130:                                              ; preds = %128, %147
  %131 = phi ptr [ %149, %147 ], [ %129, %128 ]
  %132 = phi ptr [ %148, %147 ], [ %119, %128 ]
  %133 = load ptr, ptr %132, align 8, !tbaa !206
  store ptr %133, ptr %131, align 8, !tbaa !206
  %134 = getelementptr inbounds i8, ptr %131, i64 8
  %135 = getelementptr inbounds i8, ptr %132, i64 8
  %136 = load ptr, ptr %135, align 8, !tbaa !18
  store ptr %136, ptr %134, align 8, !tbaa !18
  %137 = icmp eq ptr %136, null
  br i1 %137, label %147, label %138

138:                                              ; preds = %130
  %139 = getelementptr inbounds i8, ptr %136, i64 8
  %140 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %141 = icmp eq i8 %140, 0
  br i1 %141, label %145, label %142

142:                                              ; preds = %138
  %143 = load i32, ptr %139, align 4, !tbaa !27
  %144 = add nsw i32 %143, 1
  store i32 %144, ptr %139, align 4, !tbaa !27
  br label %147

145:                                              ; preds = %138
  %146 = atomicrmw volatile add ptr %139, i32 1 acq_rel, align 4
  br label %147

147:                                              ; preds = %145, %142, %130
  %148 = getelementptr inbounds i8, ptr %132, i64 16
  %149 = getelementptr inbounds i8, ptr %131, i64 16
  %150 = icmp eq ptr %148, %118
  br i1 %150, label %151, label %130, !llvm.loop !208

151:                                              ; preds = %147, %180
  %152 = phi ptr [ %181, %180 ], [ %129, %147 ]
  %153 = getelementptr inbounds i8, ptr %152, i64 8
  %154 = load ptr, ptr %153, align 8, !tbaa !18
  %155 = icmp eq ptr %154, null
  br i1 %155, label %180, label %156

156:                                              ; preds = %151
  %157 = getelementptr inbounds i8, ptr %154, i64 8
  %158 = load atomic i64, ptr %157 acquire, align 8
  %159 = icmp eq i64 %158, 4294967297
  %160 = trunc i64 %158 to i32
  br i1 %159, label %161, label %169

161:                                              ; preds = %156
  store i32 0, ptr %157, align 8, !tbaa !20
  %162 = getelementptr inbounds i8, ptr %154, i64 12
  store i32 0, ptr %162, align 4, !tbaa !23
  %163 = load ptr, ptr %154, align 8, !tbaa !24
  %164 = getelementptr inbounds i8, ptr %163, i64 16
  %165 = load ptr, ptr %164, align 8
  tail call void %165(ptr noundef nonnull align 8 dereferenceable(16) %154) #23
  %166 = load ptr, ptr %154, align 8, !tbaa !24
  %167 = getelementptr inbounds i8, ptr %166, i64 24
  %168 = load ptr, ptr %167, align 8
  tail call void %168(ptr noundef nonnull align 8 dereferenceable(16) %154) #23
  br label %180

169:                                              ; preds = %156
  %170 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %171 = icmp eq i8 %170, 0
  br i1 %171, label %174, label %172

172:                                              ; preds = %169
  %173 = add nsw i32 %160, -1
  store i32 %173, ptr %157, align 4, !tbaa !27
  br label %176

174:                                              ; preds = %169
  %175 = atomicrmw volatile add ptr %157, i32 -1 acq_rel, align 4
  br label %176

176:                                              ; preds = %174, %172
  %177 = phi i32 [ %160, %172 ], [ %175, %174 ]
  %178 = icmp eq i32 %177, 1
  br i1 %178, label %179, label %180, !prof !28

179:                                              ; preds = %176
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %154) #23
  br label %180

180:                                              ; preds = %179, %176, %161, %151
  %181 = getelementptr inbounds i8, ptr %152, i64 16
  %182 = icmp eq ptr %152, %131
  br i1 %182, label %183, label %151, !llvm.loop !29

183:                                              ; preds = %180
  tail call void @_ZdlPvm(ptr noundef nonnull %129, i64 noundef %122) #25
  br label %184

184:                                              ; preds = %116, %183
  invoke void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(176) %2, ptr noundef nonnull %0, i32 noundef 2014)
          to label %185 unwind label %210

185:                                              ; preds = %184
  %186 = invoke noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %187 unwind label %210

187:                                              ; preds = %185
  store ptr %186, ptr %117, align 8, !tbaa !216
  %188 = load ptr, ptr %1, align 8, !tbaa !117
  %189 = icmp eq ptr %188, null
  br i1 %189, label %190, label %191

190:                                              ; preds = %187
  tail call void @__assert_fail(ptr noundef nonnull @.str.11, ptr noundef nonnull @.str.12, i32 noundef 29, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_6bufferIfLi2ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS8_) #24
  unreachable

191:                                              ; preds = %187
  %192 = load ptr, ptr %0, align 8, !tbaa !136
  invoke void @_ZN4sycl3_V16detail23constructorNotificationEPvS2_NS0_6access6targetENS3_4modeERKNS1_13code_locationE(ptr noundef nonnull %188, ptr noundef %192, i32 noundef 2014, i32 noundef 1026, ptr noundef nonnull align 8 dereferenceable(24) %4)
          to label %193 unwind label %210

193:                                              ; preds = %191
  %194 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %195 unwind label %210

195:                                              ; preds = %193
  %196 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %197 unwind label %210

197:                                              ; preds = %195
  %198 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %199 unwind label %210

199:                                              ; preds = %197
  %200 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %201 unwind label %210

201:                                              ; preds = %199
  %202 = call noundef ptr @_ZN4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #23
  %203 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #23
  %204 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %205 unwind label %210

205:                                              ; preds = %201
  %206 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %207 unwind label %210

207:                                              ; preds = %205
  ret void

208:                                              ; preds = %63
  %209 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %9) #23
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #23
  br label %216

210:                                              ; preds = %205, %201, %199, %197, %195, %193, %185, %191, %184
  %211 = landingpad { ptr, i32 }
          cleanup
  br label %214

212:                                              ; preds = %128, %126
  %213 = landingpad { ptr, i32 }
          cleanup
  br label %214

214:                                              ; preds = %212, %210
  %215 = phi { ptr, i32 } [ %211, %210 ], [ %213, %212 ]
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #23
  br label %216

216:                                              ; preds = %214, %208
  %217 = phi { ptr, i32 } [ %215, %214 ], [ %209, %208 ]
  resume { ptr, i32 } %217
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local { i64, i32 } @_ZN4sycl3_V16detail18getKernelParamDescI9RowPrefixEENS1_19kernel_param_desc_tEi(i32 noundef %0) #3 comdat {
  %2 = add i32 %0, 4
  %3 = zext i32 %2 to i64
  %4 = getelementptr inbounds [22 x %"struct.sycl::_V1::detail::kernel_param_desc_t"], ptr @_ZN4sycl3_V16detailL17kernel_signaturesE, i64 0, i64 %3
  %5 = load i64, ptr %4, align 4
  %6 = getelementptr inbounds i8, ptr %4, i64 8
  %7 = load i32, ptr %6, align 4, !tbaa !27
  %8 = insertvalue { i64, i32 } poison, i64 %5, 0
  %9 = insertvalue { i64, i32 } %8, i32 %7, 1
  ret { i64, i32 } %9
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNK4sycl3_V17handler28throwOnKernelParameterMisuseERKNS0_6detail27compile_time_kernel_info_v123CompileTimeKernelInfoTyE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull align 8 dereferenceable(81) %1) local_unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = getelementptr inbounds i8, ptr %1, i64 16
  %4 = load i32, ptr %3, align 8, !tbaa !217
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %13, label %6

6:                                                ; preds = %2
  %7 = getelementptr inbounds i8, ptr %1, i64 72
  br label %14

8:                                                ; preds = %30
  %9 = add nuw nsw i64 %15, 1
  %10 = load i32, ptr %3, align 8, !tbaa !217
  %11 = zext i32 %10 to i64
  %12 = icmp ult i64 %9, %11
  br i1 %12, label %14, label %13, !llvm.loop !220

13:                                               ; preds = %8, %2
  ret void

14:                                               ; preds = %6, %8
  %15 = phi i64 [ 0, %6 ], [ %9, %8 ]
  %16 = load ptr, ptr %7, align 8, !tbaa !221
  %17 = trunc nuw i64 %15 to i32
  %18 = tail call { i64, i32 } %16(i32 noundef %17)
  %19 = extractvalue { i64, i32 } %18, 0
  %20 = and i64 %19, 8796093022207
  %21 = icmp eq i64 %20, 8658654068736
  br i1 %21, label %22, label %30

22:                                               ; preds = %14
  %23 = tail call ptr @__cxa_allocate_exception(i64 64) #23
  %24 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 6) #23
  %25 = extractvalue { i32, ptr } %24, 0
  %26 = extractvalue { i32, ptr } %24, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %23, i32 %25, ptr %26, ptr noundef nonnull @.str.19)
          to label %27 unwind label %28

27:                                               ; preds = %22
  tail call void @__cxa_throw(ptr nonnull %23, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #26
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
  %34 = tail call ptr @__cxa_allocate_exception(i64 64) #23
  %35 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 6) #23
  %36 = extractvalue { i32, ptr } %35, 0
  %37 = extractvalue { i32, ptr } %35, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %34, i32 %36, ptr %37, ptr noundef nonnull @.str.20)
          to label %38 unwind label %39

38:                                               ; preds = %33
  tail call void @__cxa_throw(ptr nonnull %34, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #26
  unreachable

39:                                               ; preds = %33
  %40 = landingpad { ptr, i32 }
          cleanup
  br label %41

41:                                               ; preds = %39, %28
  %42 = phi ptr [ %34, %39 ], [ %23, %28 ]
  %43 = phi { ptr, i32 } [ %40, %39 ], [ %29, %28 ]
  tail call void @__cxa_free_exception(ptr %42) #23
  resume { ptr, i32 } %43
}

declare void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(176), ptr, i64) local_unnamed_addr #8

declare void @_ZN4sycl3_V17handler25setKernelLaunchPropertiesERKNS0_6detail27kernel_launch_properties_v111PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS5_5intel12experimental12cache_configENS7_17use_root_sync_keyENS7_23work_group_progress_keyENS7_22sub_group_progress_keyENS7_22work_item_progress_keyENS7_4cuda12cluster_sizeILi1EEENSH_ILi2EEENSH_ILi3EEEEEE(ptr noundef nonnull align 8 dereferenceable(176), ptr noundef nonnull align 8 dereferenceable(145)) local_unnamed_addr #8

declare noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(176)) local_unnamed_addr #8

declare void @_ZN4sycl3_V17handler20setNDRangeDescriptorENS0_6detail16nd_range_view_v113nd_range_viewEb(ptr noundef nonnull align 8 dereferenceable(176), ptr noundef byval(%"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view") align 8, i1 noundef zeroext) local_unnamed_addr #8

declare void @_ZN4sycl3_V17handler23instantiateKernelOnHostEPv(ptr noundef nonnull align 8 dereferenceable(176), ptr noundef) local_unnamed_addr #8

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler19setDeviceKernelInfoI9RowPrefixEEvPv(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef %1) local_unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = getelementptr inbounds i8, ptr %0, i64 64
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(16) @__const._ZN4sycl3_V17handler19setDeviceKernelInfoI9RowPrefixEEvPv.Info, i64 16, i1 false), !tbaa.struct !222
  tail call void @_ZN4sycl3_V17handler13setKernelFuncEPv(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef %1)
  %4 = load atomic i8, ptr @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI9RowPrefixEERNS1_16DeviceKernelInfoEvE4Info acquire, align 8
  %5 = icmp eq i8 %4, 0
  br i1 %5, label %6, label %14, !prof !223

6:                                                ; preds = %2
  %7 = tail call i32 @__cxa_guard_acquire(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI9RowPrefixEERNS1_16DeviceKernelInfoEvE4Info) #23
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %14, label %9

9:                                                ; preds = %6
  %10 = invoke noundef nonnull align 1 ptr @_ZN4sycl3_V16detail19getDeviceKernelInfoERKNS1_27compile_time_kernel_info_v123CompileTimeKernelInfoTyE(ptr noundef nonnull align 8 dereferenceable(81) @_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI9RowPrefixEE)
          to label %11 unwind label %12

11:                                               ; preds = %9
  store ptr %10, ptr @_ZZN4sycl3_V16detail19getDeviceKernelInfoI9RowPrefixEERNS1_16DeviceKernelInfoEvE4Info, align 8, !tbaa !9
  tail call void @__cxa_guard_release(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI9RowPrefixEERNS1_16DeviceKernelInfoEvE4Info) #23
  br label %14

12:                                               ; preds = %9
  %13 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_guard_abort(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI9RowPrefixEERNS1_16DeviceKernelInfoEvE4Info) #23
  resume { ptr, i32 } %13

14:                                               ; preds = %2, %6, %11
  %15 = load ptr, ptr @_ZZN4sycl3_V16detail19getDeviceKernelInfoI9RowPrefixEERNS1_16DeviceKernelInfoEvE4Info, align 8, !tbaa !9
  tail call void @_ZN4sycl3_V17handler22setDeviceKernelInfoPtrEPNS0_6detail16DeviceKernelInfoE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull %15)
  tail call void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(176) %0, i32 noundef 1)
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef nonnull ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv(ptr noundef nonnull readnone align 8 dereferenceable(128) %0) unnamed_addr #19 align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED2Ev(ptr nocapture noundef nonnull align 8 dereferenceable(128) %0) unnamed_addr #4 align 2 personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %0, align 8, !tbaa !24
  %2 = getelementptr inbounds i8, ptr %0, i64 72
  %3 = load ptr, ptr %2, align 8, !tbaa !18
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !20
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !23
  %12 = load ptr, ptr %3, align 8, !tbaa !24
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #23
  %15 = load ptr, ptr %3, align 8, !tbaa !24
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #23
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !27
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !28

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #23
  br label %29

29:                                               ; preds = %28, %25, %10, %1
  %30 = getelementptr inbounds i8, ptr %0, i64 16
  %31 = load ptr, ptr %30, align 8, !tbaa !18
  %32 = icmp eq ptr %31, null
  br i1 %32, label %57, label %33

33:                                               ; preds = %29
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = load atomic i64, ptr %34 acquire, align 8
  %36 = icmp eq i64 %35, 4294967297
  %37 = trunc i64 %35 to i32
  br i1 %36, label %38, label %46

38:                                               ; preds = %33
  store i32 0, ptr %34, align 8, !tbaa !20
  %39 = getelementptr inbounds i8, ptr %31, i64 12
  store i32 0, ptr %39, align 4, !tbaa !23
  %40 = load ptr, ptr %31, align 8, !tbaa !24
  %41 = getelementptr inbounds i8, ptr %40, i64 16
  %42 = load ptr, ptr %41, align 8
  tail call void %42(ptr noundef nonnull align 8 dereferenceable(16) %31) #23
  %43 = load ptr, ptr %31, align 8, !tbaa !24
  %44 = getelementptr inbounds i8, ptr %43, i64 24
  %45 = load ptr, ptr %44, align 8
  tail call void %45(ptr noundef nonnull align 8 dereferenceable(16) %31) #23
  br label %57

46:                                               ; preds = %33
  %47 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %48 = icmp eq i8 %47, 0
  br i1 %48, label %51, label %49

49:                                               ; preds = %46
  %50 = add nsw i32 %37, -1
  store i32 %50, ptr %34, align 4, !tbaa !27
  br label %53

51:                                               ; preds = %46
  %52 = atomicrmw volatile add ptr %34, i32 -1 acq_rel, align 4
  br label %53

53:                                               ; preds = %51, %49
  %54 = phi i32 [ %37, %49 ], [ %52, %51 ]
  %55 = icmp eq i32 %54, 1
  br i1 %55, label %56, label %57, !prof !28

56:                                               ; preds = %53
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #23
  br label %57

57:                                               ; preds = %29, %38, %53, %56
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev(ptr noundef nonnull align 8 dereferenceable(128) %0) unnamed_addr #4 align 2 {
  tail call void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED2Ev(ptr noundef nonnull align 8 dereferenceable(128) %0) #23
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 128) #25
  ret void
}

; Function Attrs: mustprogress uwtable
define internal void @_ZN4sycl3_V16detail16runKernelWithArgINS0_4itemILi1ELb1EEEZZ4mainENKUlRNS0_7handlerEE_clES6_EUlNS0_2idILi1EEEE_Lb0EEEvT0_T_RKSt17integral_constantIbXT1_EE(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly byval(%"class.sycl::_V1::item") align 8 %1, ptr nocapture nonnull readnone align 1 %2) #3 personality ptr @__gxx_personality_v0 {
  %4 = alloca { ptr, [32 x i8] }, align 8
  %5 = alloca { ptr, [32 x i8] }, align 8
  %6 = alloca { ptr, [32 x i8] }, align 8
  %7 = alloca { ptr, [32 x i8] }, align 8
  %8 = alloca { ptr, [32 x i8] }, align 8
  %9 = alloca %"class.sycl::_V1::detail::accessor_common<float, 2, sycl::_V1::access::mode::read, sycl::_V1::access::target::device, sycl::_V1::access::placeholder::false_t>::AccessorSubscript", align 8
  %10 = alloca %"class.sycl::_V1::detail::accessor_common<float, 2, sycl::_V1::access::mode::read_write, sycl::_V1::access::target::device, sycl::_V1::access::placeholder::false_t>::AccessorSubscript", align 8
  %11 = alloca %"class.sycl::_V1::detail::accessor_common<float, 2, sycl::_V1::access::mode::read_write, sycl::_V1::access::target::device, sycl::_V1::access::placeholder::false_t>::AccessorSubscript", align 8
  %12 = alloca %"class.sycl::_V1::detail::accessor_common<float, 2, sycl::_V1::access::mode::read, sycl::_V1::access::target::device, sycl::_V1::access::placeholder::false_t>::AccessorSubscript", align 8
  %13 = alloca %"class.sycl::_V1::detail::accessor_common<float, 2, sycl::_V1::access::mode::read_write, sycl::_V1::access::target::device, sycl::_V1::access::placeholder::false_t>::AccessorSubscript", align 8
  %14 = getelementptr inbounds i8, ptr %1, i64 8
  %15 = load i64, ptr %14, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %9) #23
  %16 = getelementptr inbounds i8, ptr %0, i64 56
  tail call void @llvm.experimental.noalias.scope.decl(metadata !224)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %8)
  %17 = load ptr, ptr %16, align 8, !tbaa !136, !noalias !224
  %18 = getelementptr inbounds i8, ptr %0, i64 64
  %19 = load ptr, ptr %18, align 8, !tbaa !18, !noalias !224
  %20 = icmp eq ptr %19, null
  br i1 %20, label %31, label %21

21:                                               ; preds = %3
  %22 = getelementptr inbounds i8, ptr %19, i64 8
  %23 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26, !noalias !224
  %24 = icmp eq i8 %23, 0
  br i1 %24, label %28, label %25

25:                                               ; preds = %21
  %26 = load i32, ptr %22, align 4, !tbaa !27, !noalias !224
  %27 = add nsw i32 %26, 1
  store i32 %27, ptr %22, align 4, !tbaa !27, !noalias !224
  br label %36

28:                                               ; preds = %21
  %29 = atomicrmw volatile add ptr %22, i32 1 acq_rel, align 4, !noalias !224
  %30 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26, !noalias !224
  br label %36

31:                                               ; preds = %3
  %32 = getelementptr inbounds i8, ptr %0, i64 72
  %33 = getelementptr inbounds i8, ptr %9, i64 16
  store ptr %17, ptr %33, align 8, !tbaa !136, !alias.scope !224
  %34 = getelementptr inbounds i8, ptr %9, i64 24
  store ptr null, ptr %34, align 8, !tbaa !18, !alias.scope !224
  %35 = getelementptr inbounds i8, ptr %9, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %35, ptr noundef nonnull readonly align 8 dereferenceable(40) %32, i64 40, i1 false)
  store i64 %15, ptr %9, align 8, !tbaa !5, !alias.scope !224
  br label %71

36:                                               ; preds = %28, %25
  %37 = phi i8 [ %30, %28 ], [ 1, %25 ]
  %38 = getelementptr inbounds i8, ptr %0, i64 72
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %8, ptr noundef nonnull readonly align 8 dereferenceable(40) %38, i64 40, i1 false), !noalias !224
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %9, i8 0, i64 16, i1 false), !alias.scope !224
  %39 = getelementptr inbounds i8, ptr %9, i64 16
  store ptr %17, ptr %39, align 8, !tbaa !136, !alias.scope !224
  %40 = getelementptr inbounds i8, ptr %9, i64 24
  store ptr %19, ptr %40, align 8, !tbaa !18, !alias.scope !224
  %41 = icmp eq i8 %37, 0
  br i1 %41, label %45, label %42

42:                                               ; preds = %36
  %43 = load i32, ptr %22, align 4, !tbaa !27, !noalias !224
  %44 = add nsw i32 %43, 1
  store i32 %44, ptr %22, align 4, !tbaa !27, !noalias !224
  br label %47

45:                                               ; preds = %36
  %46 = atomicrmw volatile add ptr %22, i32 1 acq_rel, align 4, !noalias !224
  br label %47

47:                                               ; preds = %45, %42
  %48 = getelementptr inbounds i8, ptr %9, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %48, ptr noundef nonnull align 8 dereferenceable(40) %8, i64 40, i1 false)
  store i64 %15, ptr %9, align 8, !tbaa !5, !alias.scope !224
  %49 = load atomic i64, ptr %22 acquire, align 8, !noalias !224
  %50 = icmp eq i64 %49, 4294967297
  %51 = trunc i64 %49 to i32
  br i1 %50, label %52, label %60

52:                                               ; preds = %47
  store i32 0, ptr %22, align 8, !tbaa !20, !noalias !224
  %53 = getelementptr inbounds i8, ptr %19, i64 12
  store i32 0, ptr %53, align 4, !tbaa !23, !noalias !224
  %54 = load ptr, ptr %19, align 8, !tbaa !24, !noalias !224
  %55 = getelementptr inbounds i8, ptr %54, i64 16
  %56 = load ptr, ptr %55, align 8, !noalias !224
  tail call void %56(ptr noundef nonnull align 8 dereferenceable(16) %19) #23, !noalias !224
  %57 = load ptr, ptr %19, align 8, !tbaa !24, !noalias !224
  %58 = getelementptr inbounds i8, ptr %57, i64 24
  %59 = load ptr, ptr %58, align 8, !noalias !224
  tail call void %59(ptr noundef nonnull align 8 dereferenceable(16) %19) #23, !noalias !224
  br label %71

60:                                               ; preds = %47
  %61 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26, !noalias !224
  %62 = icmp eq i8 %61, 0
  br i1 %62, label %65, label %63

63:                                               ; preds = %60
  %64 = add nsw i32 %51, -1
  store i32 %64, ptr %22, align 4, !tbaa !27, !noalias !224
  br label %67

65:                                               ; preds = %60
  %66 = atomicrmw volatile add ptr %22, i32 -1 acq_rel, align 4, !noalias !224
  br label %67

67:                                               ; preds = %65, %63
  %68 = phi i32 [ %51, %63 ], [ %66, %65 ]
  %69 = icmp eq i32 %68, 1
  br i1 %69, label %70, label %71, !prof !28

70:                                               ; preds = %67
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %19) #23, !noalias !224
  br label %71

71:                                               ; preds = %70, %67, %52, %31
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %8)
  %72 = getelementptr inbounds i8, ptr %9, i64 8
  store i64 0, ptr %72, align 8, !tbaa !5
  %73 = getelementptr inbounds i8, ptr %9, i64 16
  %74 = load i64, ptr %9, align 8
  %75 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %73)
          to label %76 unwind label %244

76:                                               ; preds = %71
  %77 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %73)
          to label %78 unwind label %244

78:                                               ; preds = %76
  %79 = load i64, ptr %77, align 8
  %80 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %73)
          to label %81 unwind label %244

81:                                               ; preds = %78
  %82 = getelementptr inbounds i8, ptr %80, i64 8
  %83 = load i64, ptr %82, align 8
  %84 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %73)
          to label %85 unwind label %244

85:                                               ; preds = %81
  %86 = add i64 %79, %74
  %87 = mul i64 %83, %86
  %88 = getelementptr inbounds i8, ptr %84, i64 8
  %89 = load i64, ptr %88, align 8
  %90 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %73) #23
  %91 = getelementptr float, ptr %90, i64 %87
  %92 = getelementptr float, ptr %91, i64 %89
  %93 = load float, ptr %92, align 4, !tbaa !32
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %10) #23
  call void @llvm.experimental.noalias.scope.decl(metadata !227)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %7)
  %94 = load ptr, ptr %0, align 8, !tbaa !136, !noalias !227
  %95 = getelementptr inbounds i8, ptr %0, i64 8
  %96 = load ptr, ptr %95, align 8, !tbaa !18, !noalias !227
  %97 = icmp eq ptr %96, null
  br i1 %97, label %108, label %98

98:                                               ; preds = %85
  %99 = getelementptr inbounds i8, ptr %96, i64 8
  %100 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26, !noalias !227
  %101 = icmp eq i8 %100, 0
  br i1 %101, label %105, label %102

102:                                              ; preds = %98
  %103 = load i32, ptr %99, align 4, !tbaa !27, !noalias !227
  %104 = add nsw i32 %103, 1
  store i32 %104, ptr %99, align 4, !tbaa !27, !noalias !227
  br label %113

105:                                              ; preds = %98
  %106 = atomicrmw volatile add ptr %99, i32 1 acq_rel, align 4, !noalias !227
  %107 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26, !noalias !227
  br label %113

108:                                              ; preds = %85
  %109 = getelementptr inbounds i8, ptr %0, i64 16
  %110 = getelementptr inbounds i8, ptr %10, i64 16
  store ptr %94, ptr %110, align 8, !tbaa !136, !alias.scope !227
  %111 = getelementptr inbounds i8, ptr %10, i64 24
  store ptr null, ptr %111, align 8, !tbaa !18, !alias.scope !227
  %112 = getelementptr inbounds i8, ptr %10, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %112, ptr noundef nonnull readonly align 8 dereferenceable(40) %109, i64 40, i1 false)
  store i64 %15, ptr %10, align 8, !tbaa !5, !alias.scope !227
  br label %148

113:                                              ; preds = %105, %102
  %114 = phi i8 [ %107, %105 ], [ 1, %102 ]
  %115 = getelementptr inbounds i8, ptr %0, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %7, ptr noundef nonnull readonly align 8 dereferenceable(40) %115, i64 40, i1 false), !noalias !227
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %10, i8 0, i64 16, i1 false), !alias.scope !227
  %116 = getelementptr inbounds i8, ptr %10, i64 16
  store ptr %94, ptr %116, align 8, !tbaa !136, !alias.scope !227
  %117 = getelementptr inbounds i8, ptr %10, i64 24
  store ptr %96, ptr %117, align 8, !tbaa !18, !alias.scope !227
  %118 = icmp eq i8 %114, 0
  br i1 %118, label %122, label %119

119:                                              ; preds = %113
  %120 = load i32, ptr %99, align 4, !tbaa !27, !noalias !227
  %121 = add nsw i32 %120, 1
  store i32 %121, ptr %99, align 4, !tbaa !27, !noalias !227
  br label %124

122:                                              ; preds = %113
  %123 = atomicrmw volatile add ptr %99, i32 1 acq_rel, align 4, !noalias !227
  br label %124

124:                                              ; preds = %122, %119
  %125 = getelementptr inbounds i8, ptr %10, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %125, ptr noundef nonnull align 8 dereferenceable(40) %7, i64 40, i1 false)
  store i64 %15, ptr %10, align 8, !tbaa !5, !alias.scope !227
  %126 = load atomic i64, ptr %99 acquire, align 8, !noalias !227
  %127 = icmp eq i64 %126, 4294967297
  %128 = trunc i64 %126 to i32
  br i1 %127, label %129, label %137

129:                                              ; preds = %124
  store i32 0, ptr %99, align 8, !tbaa !20, !noalias !227
  %130 = getelementptr inbounds i8, ptr %96, i64 12
  store i32 0, ptr %130, align 4, !tbaa !23, !noalias !227
  %131 = load ptr, ptr %96, align 8, !tbaa !24, !noalias !227
  %132 = getelementptr inbounds i8, ptr %131, i64 16
  %133 = load ptr, ptr %132, align 8, !noalias !227
  call void %133(ptr noundef nonnull align 8 dereferenceable(16) %96) #23, !noalias !227
  %134 = load ptr, ptr %96, align 8, !tbaa !24, !noalias !227
  %135 = getelementptr inbounds i8, ptr %134, i64 24
  %136 = load ptr, ptr %135, align 8, !noalias !227
  call void %136(ptr noundef nonnull align 8 dereferenceable(16) %96) #23, !noalias !227
  br label %148

137:                                              ; preds = %124
  %138 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26, !noalias !227
  %139 = icmp eq i8 %138, 0
  br i1 %139, label %142, label %140

140:                                              ; preds = %137
  %141 = add nsw i32 %128, -1
  store i32 %141, ptr %99, align 4, !tbaa !27, !noalias !227
  br label %144

142:                                              ; preds = %137
  %143 = atomicrmw volatile add ptr %99, i32 -1 acq_rel, align 4, !noalias !227
  br label %144

144:                                              ; preds = %142, %140
  %145 = phi i32 [ %128, %140 ], [ %143, %142 ]
  %146 = icmp eq i32 %145, 1
  br i1 %146, label %147, label %148, !prof !28

147:                                              ; preds = %144
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %96) #23, !noalias !227
  br label %148

148:                                              ; preds = %147, %144, %129, %108
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %7)
  %149 = getelementptr inbounds i8, ptr %10, i64 8
  store i64 0, ptr %149, align 8, !tbaa !5
  %150 = getelementptr inbounds i8, ptr %10, i64 16
  %151 = load i64, ptr %10, align 8
  %152 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %150)
          to label %153 unwind label %246

153:                                              ; preds = %148
  %154 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %150)
          to label %155 unwind label %246

155:                                              ; preds = %153
  %156 = load i64, ptr %154, align 8
  %157 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %150)
          to label %158 unwind label %246

158:                                              ; preds = %155
  %159 = getelementptr inbounds i8, ptr %157, i64 8
  %160 = load i64, ptr %159, align 8
  %161 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %150)
          to label %162 unwind label %246

162:                                              ; preds = %158
  %163 = add i64 %156, %151
  %164 = mul i64 %160, %163
  %165 = getelementptr inbounds i8, ptr %161, i64 8
  %166 = load i64, ptr %165, align 8
  %167 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %150) #23
  %168 = getelementptr float, ptr %167, i64 %164
  %169 = getelementptr float, ptr %168, i64 %166
  store float %93, ptr %169, align 4, !tbaa !32
  %170 = getelementptr inbounds i8, ptr %10, i64 24
  %171 = load ptr, ptr %170, align 8, !tbaa !18
  %172 = icmp eq ptr %171, null
  br i1 %172, label %197, label %173

173:                                              ; preds = %162
  %174 = getelementptr inbounds i8, ptr %171, i64 8
  %175 = load atomic i64, ptr %174 acquire, align 8
  %176 = icmp eq i64 %175, 4294967297
  %177 = trunc i64 %175 to i32
  br i1 %176, label %178, label %186

178:                                              ; preds = %173
  store i32 0, ptr %174, align 8, !tbaa !20
  %179 = getelementptr inbounds i8, ptr %171, i64 12
  store i32 0, ptr %179, align 4, !tbaa !23
  %180 = load ptr, ptr %171, align 8, !tbaa !24
  %181 = getelementptr inbounds i8, ptr %180, i64 16
  %182 = load ptr, ptr %181, align 8
  call void %182(ptr noundef nonnull align 8 dereferenceable(16) %171) #23
  %183 = load ptr, ptr %171, align 8, !tbaa !24
  %184 = getelementptr inbounds i8, ptr %183, i64 24
  %185 = load ptr, ptr %184, align 8
  call void %185(ptr noundef nonnull align 8 dereferenceable(16) %171) #23
  br label %197

186:                                              ; preds = %173
  %187 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %188 = icmp eq i8 %187, 0
  br i1 %188, label %191, label %189

189:                                              ; preds = %186
  %190 = add nsw i32 %177, -1
  store i32 %190, ptr %174, align 4, !tbaa !27
  br label %193

191:                                              ; preds = %186
  %192 = atomicrmw volatile add ptr %174, i32 -1 acq_rel, align 4
  br label %193

193:                                              ; preds = %191, %189
  %194 = phi i32 [ %177, %189 ], [ %192, %191 ]
  %195 = icmp eq i32 %194, 1
  br i1 %195, label %196, label %197, !prof !28

196:                                              ; preds = %193
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %171) #23
  br label %197

197:                                              ; preds = %196, %193, %178, %162
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %10) #23
  %198 = getelementptr inbounds i8, ptr %9, i64 24
  %199 = load ptr, ptr %198, align 8, !tbaa !18
  %200 = icmp eq ptr %199, null
  br i1 %200, label %225, label %201

201:                                              ; preds = %197
  %202 = getelementptr inbounds i8, ptr %199, i64 8
  %203 = load atomic i64, ptr %202 acquire, align 8
  %204 = icmp eq i64 %203, 4294967297
  %205 = trunc i64 %203 to i32
  br i1 %204, label %206, label %214

206:                                              ; preds = %201
  store i32 0, ptr %202, align 8, !tbaa !20
  %207 = getelementptr inbounds i8, ptr %199, i64 12
  store i32 0, ptr %207, align 4, !tbaa !23
  %208 = load ptr, ptr %199, align 8, !tbaa !24
  %209 = getelementptr inbounds i8, ptr %208, i64 16
  %210 = load ptr, ptr %209, align 8
  call void %210(ptr noundef nonnull align 8 dereferenceable(16) %199) #23
  %211 = load ptr, ptr %199, align 8, !tbaa !24
  %212 = getelementptr inbounds i8, ptr %211, i64 24
  %213 = load ptr, ptr %212, align 8
  call void %213(ptr noundef nonnull align 8 dereferenceable(16) %199) #23
  br label %225

214:                                              ; preds = %201
  %215 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %216 = icmp eq i8 %215, 0
  br i1 %216, label %219, label %217

217:                                              ; preds = %214
  %218 = add nsw i32 %205, -1
  store i32 %218, ptr %202, align 4, !tbaa !27
  br label %221

219:                                              ; preds = %214
  %220 = atomicrmw volatile add ptr %202, i32 -1 acq_rel, align 4
  br label %221

221:                                              ; preds = %219, %217
  %222 = phi i32 [ %205, %217 ], [ %220, %219 ]
  %223 = icmp eq i32 %222, 1
  br i1 %223, label %224, label %225, !prof !28

224:                                              ; preds = %221
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %199) #23
  br label %225

225:                                              ; preds = %224, %221, %206, %197
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %9) #23
  %226 = getelementptr inbounds i8, ptr %0, i64 112
  %227 = load i64, ptr %226, align 8, !tbaa !139
  %228 = icmp ugt i64 %227, 1
  br i1 %228, label %229, label %550

229:                                              ; preds = %225
  %230 = getelementptr inbounds i8, ptr %0, i64 16
  %231 = getelementptr inbounds i8, ptr %11, i64 16
  %232 = getelementptr inbounds i8, ptr %11, i64 24
  %233 = getelementptr inbounds i8, ptr %11, i64 32
  %234 = getelementptr inbounds i8, ptr %11, i64 8
  %235 = getelementptr inbounds i8, ptr %0, i64 72
  %236 = getelementptr inbounds i8, ptr %12, i64 16
  %237 = getelementptr inbounds i8, ptr %12, i64 24
  %238 = getelementptr inbounds i8, ptr %12, i64 32
  %239 = getelementptr inbounds i8, ptr %12, i64 8
  %240 = getelementptr inbounds i8, ptr %13, i64 16
  %241 = getelementptr inbounds i8, ptr %13, i64 24
  %242 = getelementptr inbounds i8, ptr %13, i64 32
  %243 = getelementptr inbounds i8, ptr %13, i64 8
  br label %250

244:                                              ; preds = %81, %78, %76, %71
  %245 = landingpad { ptr, i32 }
          cleanup
  br label %248

246:                                              ; preds = %158, %155, %153, %148
  %247 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1026ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIfLi2ELS4_1026ELS5_2014ELS6_0ESA_EEED2Ev(ptr noundef nonnull align 8 dereferenceable(72) %10) #23
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %10) #23
  br label %248

248:                                              ; preds = %246, %244
  %249 = phi { ptr, i32 } [ %247, %246 ], [ %245, %244 ]
  call void @_ZN4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIfLi2ELS4_1024ELS5_2014ELS6_0ESA_EEED2Ev(ptr noundef nonnull align 8 dereferenceable(72) %9) #23
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %9) #23
  br label %548

250:                                              ; preds = %534, %229
  %251 = phi i64 [ 1, %229 ], [ %535, %534 ]
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %11) #23
  call void @llvm.experimental.noalias.scope.decl(metadata !230)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %6)
  %252 = load ptr, ptr %0, align 8, !tbaa !136, !noalias !230
  %253 = load ptr, ptr %95, align 8, !tbaa !18, !noalias !230
  %254 = icmp eq ptr %253, null
  br i1 %254, label %265, label %255

255:                                              ; preds = %250
  %256 = getelementptr inbounds i8, ptr %253, i64 8
  %257 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26, !noalias !230
  %258 = icmp eq i8 %257, 0
  br i1 %258, label %262, label %259

259:                                              ; preds = %255
  %260 = load i32, ptr %256, align 4, !tbaa !27, !noalias !230
  %261 = add nsw i32 %260, 1
  store i32 %261, ptr %256, align 4, !tbaa !27, !noalias !230
  br label %266

262:                                              ; preds = %255
  %263 = atomicrmw volatile add ptr %256, i32 1 acq_rel, align 4, !noalias !230
  %264 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26, !noalias !230
  br label %266

265:                                              ; preds = %250
  store ptr %252, ptr %231, align 8, !tbaa !136, !alias.scope !230
  store ptr null, ptr %232, align 8, !tbaa !18, !alias.scope !230
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %233, ptr noundef nonnull readonly align 8 dereferenceable(40) %230, i64 40, i1 false)
  store i64 %15, ptr %11, align 8, !tbaa !5, !alias.scope !230
  br label %297

266:                                              ; preds = %262, %259
  %267 = phi i8 [ %264, %262 ], [ 1, %259 ]
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %6, ptr noundef nonnull readonly align 8 dereferenceable(40) %230, i64 40, i1 false), !noalias !230
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %11, i8 0, i64 16, i1 false), !alias.scope !230
  store ptr %252, ptr %231, align 8, !tbaa !136, !alias.scope !230
  store ptr %253, ptr %232, align 8, !tbaa !18, !alias.scope !230
  %268 = icmp eq i8 %267, 0
  br i1 %268, label %272, label %269

269:                                              ; preds = %266
  %270 = load i32, ptr %256, align 4, !tbaa !27, !noalias !230
  %271 = add nsw i32 %270, 1
  store i32 %271, ptr %256, align 4, !tbaa !27, !noalias !230
  br label %274

272:                                              ; preds = %266
  %273 = atomicrmw volatile add ptr %256, i32 1 acq_rel, align 4, !noalias !230
  br label %274

274:                                              ; preds = %272, %269
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %233, ptr noundef nonnull align 8 dereferenceable(40) %6, i64 40, i1 false)
  store i64 %15, ptr %11, align 8, !tbaa !5, !alias.scope !230
  %275 = load atomic i64, ptr %256 acquire, align 8, !noalias !230
  %276 = icmp eq i64 %275, 4294967297
  %277 = trunc i64 %275 to i32
  br i1 %276, label %278, label %286

278:                                              ; preds = %274
  store i32 0, ptr %256, align 8, !tbaa !20, !noalias !230
  %279 = getelementptr inbounds i8, ptr %253, i64 12
  store i32 0, ptr %279, align 4, !tbaa !23, !noalias !230
  %280 = load ptr, ptr %253, align 8, !tbaa !24, !noalias !230
  %281 = getelementptr inbounds i8, ptr %280, i64 16
  %282 = load ptr, ptr %281, align 8, !noalias !230
  call void %282(ptr noundef nonnull align 8 dereferenceable(16) %253) #23, !noalias !230
  %283 = load ptr, ptr %253, align 8, !tbaa !24, !noalias !230
  %284 = getelementptr inbounds i8, ptr %283, i64 24
  %285 = load ptr, ptr %284, align 8, !noalias !230
  call void %285(ptr noundef nonnull align 8 dereferenceable(16) %253) #23, !noalias !230
  br label %297

286:                                              ; preds = %274
  %287 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26, !noalias !230
  %288 = icmp eq i8 %287, 0
  br i1 %288, label %291, label %289

289:                                              ; preds = %286
  %290 = add nsw i32 %277, -1
  store i32 %290, ptr %256, align 4, !tbaa !27, !noalias !230
  br label %293

291:                                              ; preds = %286
  %292 = atomicrmw volatile add ptr %256, i32 -1 acq_rel, align 4, !noalias !230
  br label %293

293:                                              ; preds = %291, %289
  %294 = phi i32 [ %277, %289 ], [ %292, %291 ]
  %295 = icmp eq i32 %294, 1
  br i1 %295, label %296, label %297, !prof !28

296:                                              ; preds = %293
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %253) #23, !noalias !230
  br label %297

297:                                              ; preds = %296, %293, %278, %265
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %6)
  %298 = add i64 %251, -1
  store i64 %298, ptr %234, align 8, !tbaa !5
  %299 = load i64, ptr %11, align 8
  %300 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %231)
          to label %301 unwind label %538

301:                                              ; preds = %297
  %302 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %231)
          to label %303 unwind label %538

303:                                              ; preds = %301
  %304 = load i64, ptr %302, align 8
  %305 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %231)
          to label %306 unwind label %538

306:                                              ; preds = %303
  %307 = getelementptr inbounds i8, ptr %305, i64 8
  %308 = load i64, ptr %307, align 8
  %309 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %231)
          to label %310 unwind label %538

310:                                              ; preds = %306
  %311 = add i64 %304, %299
  %312 = mul i64 %308, %311
  %313 = getelementptr inbounds i8, ptr %309, i64 8
  %314 = load i64, ptr %313, align 8
  %315 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %231) #23
  %316 = getelementptr float, ptr %315, i64 %312
  %317 = getelementptr float, ptr %316, i64 %298
  %318 = getelementptr float, ptr %317, i64 %314
  %319 = load float, ptr %318, align 4, !tbaa !32
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %12) #23
  call void @llvm.experimental.noalias.scope.decl(metadata !233)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %5)
  %320 = load ptr, ptr %16, align 8, !tbaa !136, !noalias !233
  %321 = load ptr, ptr %18, align 8, !tbaa !18, !noalias !233
  %322 = icmp eq ptr %321, null
  br i1 %322, label %333, label %323

323:                                              ; preds = %310
  %324 = getelementptr inbounds i8, ptr %321, i64 8
  %325 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26, !noalias !233
  %326 = icmp eq i8 %325, 0
  br i1 %326, label %330, label %327

327:                                              ; preds = %323
  %328 = load i32, ptr %324, align 4, !tbaa !27, !noalias !233
  %329 = add nsw i32 %328, 1
  store i32 %329, ptr %324, align 4, !tbaa !27, !noalias !233
  br label %334

330:                                              ; preds = %323
  %331 = atomicrmw volatile add ptr %324, i32 1 acq_rel, align 4, !noalias !233
  %332 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26, !noalias !233
  br label %334

333:                                              ; preds = %310
  store ptr %320, ptr %236, align 8, !tbaa !136, !alias.scope !233
  store ptr null, ptr %237, align 8, !tbaa !18, !alias.scope !233
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %238, ptr noundef nonnull readonly align 8 dereferenceable(40) %235, i64 40, i1 false)
  store i64 %15, ptr %12, align 8, !tbaa !5, !alias.scope !233
  br label %365

334:                                              ; preds = %330, %327
  %335 = phi i8 [ %332, %330 ], [ 1, %327 ]
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %5, ptr noundef nonnull readonly align 8 dereferenceable(40) %235, i64 40, i1 false), !noalias !233
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %12, i8 0, i64 16, i1 false), !alias.scope !233
  store ptr %320, ptr %236, align 8, !tbaa !136, !alias.scope !233
  store ptr %321, ptr %237, align 8, !tbaa !18, !alias.scope !233
  %336 = icmp eq i8 %335, 0
  br i1 %336, label %340, label %337

337:                                              ; preds = %334
  %338 = load i32, ptr %324, align 4, !tbaa !27, !noalias !233
  %339 = add nsw i32 %338, 1
  store i32 %339, ptr %324, align 4, !tbaa !27, !noalias !233
  br label %342

340:                                              ; preds = %334
  %341 = atomicrmw volatile add ptr %324, i32 1 acq_rel, align 4, !noalias !233
  br label %342

342:                                              ; preds = %340, %337
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %238, ptr noundef nonnull align 8 dereferenceable(40) %5, i64 40, i1 false)
  store i64 %15, ptr %12, align 8, !tbaa !5, !alias.scope !233
  %343 = load atomic i64, ptr %324 acquire, align 8, !noalias !233
  %344 = icmp eq i64 %343, 4294967297
  %345 = trunc i64 %343 to i32
  br i1 %344, label %346, label %354

346:                                              ; preds = %342
  store i32 0, ptr %324, align 8, !tbaa !20, !noalias !233
  %347 = getelementptr inbounds i8, ptr %321, i64 12
  store i32 0, ptr %347, align 4, !tbaa !23, !noalias !233
  %348 = load ptr, ptr %321, align 8, !tbaa !24, !noalias !233
  %349 = getelementptr inbounds i8, ptr %348, i64 16
  %350 = load ptr, ptr %349, align 8, !noalias !233
  call void %350(ptr noundef nonnull align 8 dereferenceable(16) %321) #23, !noalias !233
  %351 = load ptr, ptr %321, align 8, !tbaa !24, !noalias !233
  %352 = getelementptr inbounds i8, ptr %351, i64 24
  %353 = load ptr, ptr %352, align 8, !noalias !233
  call void %353(ptr noundef nonnull align 8 dereferenceable(16) %321) #23, !noalias !233
  br label %365

354:                                              ; preds = %342
  %355 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26, !noalias !233
  %356 = icmp eq i8 %355, 0
  br i1 %356, label %359, label %357

357:                                              ; preds = %354
  %358 = add nsw i32 %345, -1
  store i32 %358, ptr %324, align 4, !tbaa !27, !noalias !233
  br label %361

359:                                              ; preds = %354
  %360 = atomicrmw volatile add ptr %324, i32 -1 acq_rel, align 4, !noalias !233
  br label %361

361:                                              ; preds = %359, %357
  %362 = phi i32 [ %345, %357 ], [ %360, %359 ]
  %363 = icmp eq i32 %362, 1
  br i1 %363, label %364, label %365, !prof !28

364:                                              ; preds = %361
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %321) #23, !noalias !233
  br label %365

365:                                              ; preds = %364, %361, %346, %333
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %5)
  store i64 %251, ptr %239, align 8, !tbaa !5
  %366 = load i64, ptr %12, align 8
  %367 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %236)
          to label %368 unwind label %540

368:                                              ; preds = %365
  %369 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %236)
          to label %370 unwind label %540

370:                                              ; preds = %368
  %371 = load i64, ptr %369, align 8
  %372 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %236)
          to label %373 unwind label %540

373:                                              ; preds = %370
  %374 = getelementptr inbounds i8, ptr %372, i64 8
  %375 = load i64, ptr %374, align 8
  %376 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %236)
          to label %377 unwind label %540

377:                                              ; preds = %373
  %378 = add i64 %371, %366
  %379 = mul i64 %375, %378
  %380 = getelementptr inbounds i8, ptr %376, i64 8
  %381 = load i64, ptr %380, align 8
  %382 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %236) #23
  %383 = getelementptr float, ptr %382, i64 %379
  %384 = getelementptr float, ptr %383, i64 %251
  %385 = getelementptr float, ptr %384, i64 %381
  %386 = load float, ptr %385, align 4, !tbaa !32
  %387 = fadd float %319, %386
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %13) #23
  call void @llvm.experimental.noalias.scope.decl(metadata !236)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %4)
  %388 = load ptr, ptr %0, align 8, !tbaa !136, !noalias !236
  %389 = load ptr, ptr %95, align 8, !tbaa !18, !noalias !236
  %390 = icmp eq ptr %389, null
  br i1 %390, label %401, label %391

391:                                              ; preds = %377
  %392 = getelementptr inbounds i8, ptr %389, i64 8
  %393 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26, !noalias !236
  %394 = icmp eq i8 %393, 0
  br i1 %394, label %398, label %395

395:                                              ; preds = %391
  %396 = load i32, ptr %392, align 4, !tbaa !27, !noalias !236
  %397 = add nsw i32 %396, 1
  store i32 %397, ptr %392, align 4, !tbaa !27, !noalias !236
  br label %402

398:                                              ; preds = %391
  %399 = atomicrmw volatile add ptr %392, i32 1 acq_rel, align 4, !noalias !236
  %400 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26, !noalias !236
  br label %402

401:                                              ; preds = %377
  store ptr %388, ptr %240, align 8, !tbaa !136, !alias.scope !236
  store ptr null, ptr %241, align 8, !tbaa !18, !alias.scope !236
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %242, ptr noundef nonnull readonly align 8 dereferenceable(40) %230, i64 40, i1 false)
  store i64 %15, ptr %13, align 8, !tbaa !5, !alias.scope !236
  br label %433

402:                                              ; preds = %398, %395
  %403 = phi i8 [ %400, %398 ], [ 1, %395 ]
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %4, ptr noundef nonnull readonly align 8 dereferenceable(40) %230, i64 40, i1 false), !noalias !236
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %13, i8 0, i64 16, i1 false), !alias.scope !236
  store ptr %388, ptr %240, align 8, !tbaa !136, !alias.scope !236
  store ptr %389, ptr %241, align 8, !tbaa !18, !alias.scope !236
  %404 = icmp eq i8 %403, 0
  br i1 %404, label %408, label %405

405:                                              ; preds = %402
  %406 = load i32, ptr %392, align 4, !tbaa !27, !noalias !236
  %407 = add nsw i32 %406, 1
  store i32 %407, ptr %392, align 4, !tbaa !27, !noalias !236
  br label %410

408:                                              ; preds = %402
  %409 = atomicrmw volatile add ptr %392, i32 1 acq_rel, align 4, !noalias !236
  br label %410

410:                                              ; preds = %408, %405
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %242, ptr noundef nonnull align 8 dereferenceable(40) %4, i64 40, i1 false)
  store i64 %15, ptr %13, align 8, !tbaa !5, !alias.scope !236
  %411 = load atomic i64, ptr %392 acquire, align 8, !noalias !236
  %412 = icmp eq i64 %411, 4294967297
  %413 = trunc i64 %411 to i32
  br i1 %412, label %414, label %422

414:                                              ; preds = %410
  store i32 0, ptr %392, align 8, !tbaa !20, !noalias !236
  %415 = getelementptr inbounds i8, ptr %389, i64 12
  store i32 0, ptr %415, align 4, !tbaa !23, !noalias !236
  %416 = load ptr, ptr %389, align 8, !tbaa !24, !noalias !236
  %417 = getelementptr inbounds i8, ptr %416, i64 16
  %418 = load ptr, ptr %417, align 8, !noalias !236
  call void %418(ptr noundef nonnull align 8 dereferenceable(16) %389) #23, !noalias !236
  %419 = load ptr, ptr %389, align 8, !tbaa !24, !noalias !236
  %420 = getelementptr inbounds i8, ptr %419, i64 24
  %421 = load ptr, ptr %420, align 8, !noalias !236
  call void %421(ptr noundef nonnull align 8 dereferenceable(16) %389) #23, !noalias !236
  br label %433

422:                                              ; preds = %410
  %423 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26, !noalias !236
  %424 = icmp eq i8 %423, 0
  br i1 %424, label %427, label %425

425:                                              ; preds = %422
  %426 = add nsw i32 %413, -1
  store i32 %426, ptr %392, align 4, !tbaa !27, !noalias !236
  br label %429

427:                                              ; preds = %422
  %428 = atomicrmw volatile add ptr %392, i32 -1 acq_rel, align 4, !noalias !236
  br label %429

429:                                              ; preds = %427, %425
  %430 = phi i32 [ %413, %425 ], [ %428, %427 ]
  %431 = icmp eq i32 %430, 1
  br i1 %431, label %432, label %433, !prof !28

432:                                              ; preds = %429
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %389) #23, !noalias !236
  br label %433

433:                                              ; preds = %432, %429, %414, %401
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %4)
  store i64 %251, ptr %243, align 8, !tbaa !5
  %434 = load i64, ptr %13, align 8
  %435 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %240)
          to label %436 unwind label %542

436:                                              ; preds = %433
  %437 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %240)
          to label %438 unwind label %542

438:                                              ; preds = %436
  %439 = load i64, ptr %437, align 8
  %440 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %240)
          to label %441 unwind label %542

441:                                              ; preds = %438
  %442 = getelementptr inbounds i8, ptr %440, i64 8
  %443 = load i64, ptr %442, align 8
  %444 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %240)
          to label %445 unwind label %542

445:                                              ; preds = %441
  %446 = add i64 %439, %434
  %447 = mul i64 %443, %446
  %448 = getelementptr inbounds i8, ptr %444, i64 8
  %449 = load i64, ptr %448, align 8
  %450 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %240) #23
  %451 = getelementptr float, ptr %450, i64 %447
  %452 = getelementptr float, ptr %451, i64 %251
  %453 = getelementptr float, ptr %452, i64 %449
  store float %387, ptr %453, align 4, !tbaa !32
  %454 = load ptr, ptr %241, align 8, !tbaa !18
  %455 = icmp eq ptr %454, null
  br i1 %455, label %480, label %456

456:                                              ; preds = %445
  %457 = getelementptr inbounds i8, ptr %454, i64 8
  %458 = load atomic i64, ptr %457 acquire, align 8
  %459 = icmp eq i64 %458, 4294967297
  %460 = trunc i64 %458 to i32
  br i1 %459, label %461, label %469

461:                                              ; preds = %456
  store i32 0, ptr %457, align 8, !tbaa !20
  %462 = getelementptr inbounds i8, ptr %454, i64 12
  store i32 0, ptr %462, align 4, !tbaa !23
  %463 = load ptr, ptr %454, align 8, !tbaa !24
  %464 = getelementptr inbounds i8, ptr %463, i64 16
  %465 = load ptr, ptr %464, align 8
  call void %465(ptr noundef nonnull align 8 dereferenceable(16) %454) #23
  %466 = load ptr, ptr %454, align 8, !tbaa !24
  %467 = getelementptr inbounds i8, ptr %466, i64 24
  %468 = load ptr, ptr %467, align 8
  call void %468(ptr noundef nonnull align 8 dereferenceable(16) %454) #23
  br label %480

469:                                              ; preds = %456
  %470 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %471 = icmp eq i8 %470, 0
  br i1 %471, label %474, label %472

472:                                              ; preds = %469
  %473 = add nsw i32 %460, -1
  store i32 %473, ptr %457, align 4, !tbaa !27
  br label %476

474:                                              ; preds = %469
  %475 = atomicrmw volatile add ptr %457, i32 -1 acq_rel, align 4
  br label %476

476:                                              ; preds = %474, %472
  %477 = phi i32 [ %460, %472 ], [ %475, %474 ]
  %478 = icmp eq i32 %477, 1
  br i1 %478, label %479, label %480, !prof !28

479:                                              ; preds = %476
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %454) #23
  br label %480

480:                                              ; preds = %479, %476, %461, %445
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %13) #23
  %481 = load ptr, ptr %237, align 8, !tbaa !18
  %482 = icmp eq ptr %481, null
  br i1 %482, label %507, label %483

483:                                              ; preds = %480
  %484 = getelementptr inbounds i8, ptr %481, i64 8
  %485 = load atomic i64, ptr %484 acquire, align 8
  %486 = icmp eq i64 %485, 4294967297
  %487 = trunc i64 %485 to i32
  br i1 %486, label %488, label %496

488:                                              ; preds = %483
  store i32 0, ptr %484, align 8, !tbaa !20
  %489 = getelementptr inbounds i8, ptr %481, i64 12
  store i32 0, ptr %489, align 4, !tbaa !23
  %490 = load ptr, ptr %481, align 8, !tbaa !24
  %491 = getelementptr inbounds i8, ptr %490, i64 16
  %492 = load ptr, ptr %491, align 8
  call void %492(ptr noundef nonnull align 8 dereferenceable(16) %481) #23
  %493 = load ptr, ptr %481, align 8, !tbaa !24
  %494 = getelementptr inbounds i8, ptr %493, i64 24
  %495 = load ptr, ptr %494, align 8
  call void %495(ptr noundef nonnull align 8 dereferenceable(16) %481) #23
  br label %507

496:                                              ; preds = %483
  %497 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %498 = icmp eq i8 %497, 0
  br i1 %498, label %501, label %499

499:                                              ; preds = %496
  %500 = add nsw i32 %487, -1
  store i32 %500, ptr %484, align 4, !tbaa !27
  br label %503

501:                                              ; preds = %496
  %502 = atomicrmw volatile add ptr %484, i32 -1 acq_rel, align 4
  br label %503

503:                                              ; preds = %501, %499
  %504 = phi i32 [ %487, %499 ], [ %502, %501 ]
  %505 = icmp eq i32 %504, 1
  br i1 %505, label %506, label %507, !prof !28

506:                                              ; preds = %503
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %481) #23
  br label %507

507:                                              ; preds = %506, %503, %488, %480
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %12) #23
  %508 = load ptr, ptr %232, align 8, !tbaa !18
  %509 = icmp eq ptr %508, null
  br i1 %509, label %534, label %510

510:                                              ; preds = %507
  %511 = getelementptr inbounds i8, ptr %508, i64 8
  %512 = load atomic i64, ptr %511 acquire, align 8
  %513 = icmp eq i64 %512, 4294967297
  %514 = trunc i64 %512 to i32
  br i1 %513, label %515, label %523

515:                                              ; preds = %510
  store i32 0, ptr %511, align 8, !tbaa !20
  %516 = getelementptr inbounds i8, ptr %508, i64 12
  store i32 0, ptr %516, align 4, !tbaa !23
  %517 = load ptr, ptr %508, align 8, !tbaa !24
  %518 = getelementptr inbounds i8, ptr %517, i64 16
  %519 = load ptr, ptr %518, align 8
  call void %519(ptr noundef nonnull align 8 dereferenceable(16) %508) #23
  %520 = load ptr, ptr %508, align 8, !tbaa !24
  %521 = getelementptr inbounds i8, ptr %520, i64 24
  %522 = load ptr, ptr %521, align 8
  call void %522(ptr noundef nonnull align 8 dereferenceable(16) %508) #23
  br label %534

523:                                              ; preds = %510
  %524 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %525 = icmp eq i8 %524, 0
  br i1 %525, label %528, label %526

526:                                              ; preds = %523
  %527 = add nsw i32 %514, -1
  store i32 %527, ptr %511, align 4, !tbaa !27
  br label %530

528:                                              ; preds = %523
  %529 = atomicrmw volatile add ptr %511, i32 -1 acq_rel, align 4
  br label %530

530:                                              ; preds = %528, %526
  %531 = phi i32 [ %514, %526 ], [ %529, %528 ]
  %532 = icmp eq i32 %531, 1
  br i1 %532, label %533, label %534, !prof !28

533:                                              ; preds = %530
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %508) #23
  br label %534

534:                                              ; preds = %533, %530, %515, %507
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %11) #23
  %535 = add nuw i64 %251, 1
  %536 = load i64, ptr %226, align 8, !tbaa !139
  %537 = icmp ult i64 %535, %536
  br i1 %537, label %250, label %550, !llvm.loop !239

538:                                              ; preds = %306, %303, %301, %297
  %539 = landingpad { ptr, i32 }
          cleanup
  br label %546

540:                                              ; preds = %373, %370, %368, %365
  %541 = landingpad { ptr, i32 }
          cleanup
  br label %544

542:                                              ; preds = %441, %438, %436, %433
  %543 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1026ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIfLi2ELS4_1026ELS5_2014ELS6_0ESA_EEED2Ev(ptr noundef nonnull align 8 dereferenceable(72) %13) #23
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %13) #23
  br label %544

544:                                              ; preds = %542, %540
  %545 = phi { ptr, i32 } [ %543, %542 ], [ %541, %540 ]
  call void @_ZN4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIfLi2ELS4_1024ELS5_2014ELS6_0ESA_EEED2Ev(ptr noundef nonnull align 8 dereferenceable(72) %12) #23
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %12) #23
  br label %546

546:                                              ; preds = %544, %538
  %547 = phi { ptr, i32 } [ %545, %544 ], [ %539, %538 ]
  call void @_ZN4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1026ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIfLi2ELS4_1026ELS5_2014ELS6_0ESA_EEED2Ev(ptr noundef nonnull align 8 dereferenceable(72) %11) #23
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %11) #23
  br label %548

548:                                              ; preds = %546, %248
  %549 = phi { ptr, i32 } [ %547, %546 ], [ %249, %248 ]
  resume { ptr, i32 } %549

550:                                              ; preds = %534, %225
  ret void
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1026ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIfLi2ELS4_1026ELS5_2014ELS6_0ESA_EEED2Ev(ptr noundef nonnull align 8 dereferenceable(72) %0) unnamed_addr #7 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 24
  %3 = load ptr, ptr %2, align 8, !tbaa !18
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !20
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !23
  %12 = load ptr, ptr %3, align 8, !tbaa !24
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #23
  %15 = load ptr, ptr %3, align 8, !tbaa !24
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #23
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !27
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !28

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #23
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIfLi2ELS4_1024ELS5_2014ELS6_0ESA_EEED2Ev(ptr noundef nonnull align 8 dereferenceable(72) %0) unnamed_addr #7 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 24
  %3 = load ptr, ptr %2, align 8, !tbaa !18
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !20
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !23
  %12 = load ptr, ptr %3, align 8, !tbaa !24
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #23
  %15 = load ptr, ptr %3, align 8, !tbaa !24
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #23
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !27
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !28

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #23
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

declare void @_ZN4sycl3_V17handler13setKernelFuncEPv(ptr noundef nonnull align 8 dereferenceable(176), ptr noundef) local_unnamed_addr #8

declare void @_ZN4sycl3_V17handler22setDeviceKernelInfoPtrEPNS0_6detail16DeviceKernelInfoE(ptr noundef nonnull align 8 dereferenceable(176), ptr noundef) local_unnamed_addr #8

declare void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(176), i32 noundef) local_unnamed_addr #8

; Function Attrs: nofree nounwind
declare i32 @__cxa_guard_acquire(ptr) local_unnamed_addr #20

declare noundef nonnull align 1 ptr @_ZN4sycl3_V16detail19getDeviceKernelInfoERKNS1_27compile_time_kernel_info_v123CompileTimeKernelInfoTyE(ptr noundef nonnull align 8 dereferenceable(81)) local_unnamed_addr #8

; Function Attrs: nofree nounwind
declare void @__cxa_guard_abort(ptr) local_unnamed_addr #20

; Function Attrs: nofree nounwind
declare void @__cxa_guard_release(ptr) local_unnamed_addr #20

; Function Attrs: mustprogress uwtable
define internal void @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZ4mainEUlRNS0_7handlerEE0_E4callEPKvS5_(ptr nocapture noundef readonly %0, ptr noundef nonnull align 8 dereferenceable(176) %1) #3 align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.sycl::_V1::range.86", align 8
  %4 = alloca %"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view", align 8
  %5 = alloca %"struct.sycl::_V1::detail::compile_time_kernel_info_v1::CompileTimeKernelInfoTy", align 8
  %6 = alloca %"struct.sycl::_V1::detail::kernel_launch_properties_v1::PropsHolder", align 8
  %7 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %8 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %9 = alloca %"class.sycl::_V1::accessor", align 8
  %10 = alloca %"class.sycl::_V1::property_list", align 8
  %11 = alloca %"class.sycl::_V1::accessor.82", align 8
  %12 = alloca %"class.sycl::_V1::property_list", align 8
  %13 = alloca %class.anon.170, align 8
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %9) #23
  %14 = load ptr, ptr %0, align 8, !tbaa !240
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #23
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %10, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %8)
  store ptr @.str, ptr %8, align 8
  %15 = getelementptr inbounds i8, ptr %8, i64 8
  store ptr @.str.9, ptr %15, align 8
  %16 = getelementptr inbounds i8, ptr %8, i64 16
  store i32 32, ptr %16, align 8
  %17 = getelementptr inbounds i8, ptr %8, i64 20
  store i32 22, ptr %17, align 4
  invoke void @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi2ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_vEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(56) %9, ptr noundef nonnull align 8 dereferenceable(41) %14, ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull align 8 dereferenceable(32) %10, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %8)
          to label %18 unwind label %358

18:                                               ; preds = %2
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %8)
  %19 = getelementptr inbounds i8, ptr %10, i64 8
  %20 = load ptr, ptr %19, align 8, !tbaa !15
  %21 = getelementptr inbounds i8, ptr %10, i64 16
  %22 = load ptr, ptr %21, align 8, !tbaa !17
  %23 = icmp eq ptr %20, %22
  br i1 %23, label %58, label %24

24:                                               ; preds = %18, %53
  %25 = phi ptr [ %54, %53 ], [ %20, %18 ]
  %26 = getelementptr inbounds i8, ptr %25, i64 8
  %27 = load ptr, ptr %26, align 8, !tbaa !18
  %28 = icmp eq ptr %27, null
  br i1 %28, label %53, label %29

29:                                               ; preds = %24
  %30 = getelementptr inbounds i8, ptr %27, i64 8
  %31 = load atomic i64, ptr %30 acquire, align 8
  %32 = icmp eq i64 %31, 4294967297
  %33 = trunc i64 %31 to i32
  br i1 %32, label %34, label %42

34:                                               ; preds = %29
  store i32 0, ptr %30, align 8, !tbaa !20
  %35 = getelementptr inbounds i8, ptr %27, i64 12
  store i32 0, ptr %35, align 4, !tbaa !23
  %36 = load ptr, ptr %27, align 8, !tbaa !24
  %37 = getelementptr inbounds i8, ptr %36, i64 16
  %38 = load ptr, ptr %37, align 8
  call void %38(ptr noundef nonnull align 8 dereferenceable(16) %27) #23
  %39 = load ptr, ptr %27, align 8, !tbaa !24
  %40 = getelementptr inbounds i8, ptr %39, i64 24
  %41 = load ptr, ptr %40, align 8
  call void %41(ptr noundef nonnull align 8 dereferenceable(16) %27) #23
  br label %53

42:                                               ; preds = %29
  %43 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %44 = icmp eq i8 %43, 0
  br i1 %44, label %47, label %45

45:                                               ; preds = %42
  %46 = add nsw i32 %33, -1
  store i32 %46, ptr %30, align 4, !tbaa !27
  br label %49

47:                                               ; preds = %42
  %48 = atomicrmw volatile add ptr %30, i32 -1 acq_rel, align 4
  br label %49

49:                                               ; preds = %47, %45
  %50 = phi i32 [ %33, %45 ], [ %48, %47 ]
  %51 = icmp eq i32 %50, 1
  br i1 %51, label %52, label %53, !prof !28

52:                                               ; preds = %49
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %27) #23
  br label %53

53:                                               ; preds = %52, %49, %34, %24
  %54 = getelementptr inbounds i8, ptr %25, i64 16
  %55 = icmp eq ptr %54, %22
  br i1 %55, label %56, label %24, !llvm.loop !29

56:                                               ; preds = %53
  %57 = load ptr, ptr %19, align 8, !tbaa !15
  br label %58

58:                                               ; preds = %56, %18
  %59 = phi ptr [ %57, %56 ], [ %20, %18 ]
  %60 = icmp eq ptr %59, null
  br i1 %60, label %67, label %61

61:                                               ; preds = %58
  %62 = getelementptr inbounds i8, ptr %10, i64 24
  %63 = load ptr, ptr %62, align 8, !tbaa !31
  %64 = ptrtoint ptr %63 to i64
  %65 = ptrtoint ptr %59 to i64
  %66 = sub i64 %64, %65
  call void @_ZdlPvm(ptr noundef nonnull %59, i64 noundef %66) #25
  br label %67

67:                                               ; preds = %61, %58
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #23
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %11) #23
  %68 = getelementptr inbounds i8, ptr %0, i64 8
  %69 = load ptr, ptr %68, align 8, !tbaa !242
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %12) #23
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %12, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7)
  store ptr @.str, ptr %7, align 8
  %70 = getelementptr inbounds i8, ptr %7, i64 8
  store ptr @.str.9, ptr %70, align 8
  %71 = getelementptr inbounds i8, ptr %7, i64 16
  store i32 33, ptr %71, align 8
  %72 = getelementptr inbounds i8, ptr %7, i64 20
  store i32 22, ptr %72, align 4
  invoke void @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi2ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_vEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(56) %11, ptr noundef nonnull align 8 dereferenceable(41) %69, ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull align 8 dereferenceable(32) %12, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %7)
          to label %73 unwind label %360

73:                                               ; preds = %67
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7)
  %74 = getelementptr inbounds i8, ptr %12, i64 8
  %75 = load ptr, ptr %74, align 8, !tbaa !15
  %76 = getelementptr inbounds i8, ptr %12, i64 16
  %77 = load ptr, ptr %76, align 8, !tbaa !17
  %78 = icmp eq ptr %75, %77
  br i1 %78, label %113, label %79

79:                                               ; preds = %73, %108
  %80 = phi ptr [ %109, %108 ], [ %75, %73 ]
  %81 = getelementptr inbounds i8, ptr %80, i64 8
  %82 = load ptr, ptr %81, align 8, !tbaa !18
  %83 = icmp eq ptr %82, null
  br i1 %83, label %108, label %84

84:                                               ; preds = %79
  %85 = getelementptr inbounds i8, ptr %82, i64 8
  %86 = load atomic i64, ptr %85 acquire, align 8
  %87 = icmp eq i64 %86, 4294967297
  %88 = trunc i64 %86 to i32
  br i1 %87, label %89, label %97

89:                                               ; preds = %84
  store i32 0, ptr %85, align 8, !tbaa !20
  %90 = getelementptr inbounds i8, ptr %82, i64 12
  store i32 0, ptr %90, align 4, !tbaa !23
  %91 = load ptr, ptr %82, align 8, !tbaa !24
  %92 = getelementptr inbounds i8, ptr %91, i64 16
  %93 = load ptr, ptr %92, align 8
  call void %93(ptr noundef nonnull align 8 dereferenceable(16) %82) #23
  %94 = load ptr, ptr %82, align 8, !tbaa !24
  %95 = getelementptr inbounds i8, ptr %94, i64 24
  %96 = load ptr, ptr %95, align 8
  call void %96(ptr noundef nonnull align 8 dereferenceable(16) %82) #23
  br label %108

97:                                               ; preds = %84
  %98 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %99 = icmp eq i8 %98, 0
  br i1 %99, label %102, label %100

100:                                              ; preds = %97
  %101 = add nsw i32 %88, -1
  store i32 %101, ptr %85, align 4, !tbaa !27
  br label %104

102:                                              ; preds = %97
  %103 = atomicrmw volatile add ptr %85, i32 -1 acq_rel, align 4
  br label %104

104:                                              ; preds = %102, %100
  %105 = phi i32 [ %88, %100 ], [ %103, %102 ]
  %106 = icmp eq i32 %105, 1
  br i1 %106, label %107, label %108, !prof !28

107:                                              ; preds = %104
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %82) #23
  br label %108

108:                                              ; preds = %107, %104, %89, %79
  %109 = getelementptr inbounds i8, ptr %80, i64 16
  %110 = icmp eq ptr %109, %77
  br i1 %110, label %111, label %79, !llvm.loop !29

111:                                              ; preds = %108
  %112 = load ptr, ptr %74, align 8, !tbaa !15
  br label %113

113:                                              ; preds = %111, %73
  %114 = phi ptr [ %112, %111 ], [ %75, %73 ]
  %115 = icmp eq ptr %114, null
  br i1 %115, label %122, label %116

116:                                              ; preds = %113
  %117 = getelementptr inbounds i8, ptr %12, i64 24
  %118 = load ptr, ptr %117, align 8, !tbaa !31
  %119 = ptrtoint ptr %118 to i64
  %120 = ptrtoint ptr %114 to i64
  %121 = sub i64 %119, %120
  call void @_ZdlPvm(ptr noundef nonnull %114, i64 noundef %121) #25
  br label %122

122:                                              ; preds = %116, %113
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12) #23
  %123 = getelementptr inbounds i8, ptr %0, i64 16
  %124 = load ptr, ptr %123, align 8, !tbaa !243
  %125 = load i64, ptr %124, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 120, ptr nonnull %13) #23
  %126 = getelementptr inbounds i8, ptr %0, i64 24
  %127 = load ptr, ptr %126, align 8, !tbaa !244
  %128 = load i64, ptr %127, align 8, !tbaa !5
  store i64 %128, ptr %13, align 8, !tbaa !245
  %129 = getelementptr inbounds i8, ptr %13, i64 8
  %130 = load ptr, ptr %11, align 8, !tbaa !136
  store ptr %130, ptr %129, align 8, !tbaa !136
  %131 = getelementptr inbounds i8, ptr %13, i64 16
  %132 = getelementptr inbounds i8, ptr %11, i64 8
  %133 = load ptr, ptr %132, align 8, !tbaa !18
  store ptr %133, ptr %131, align 8, !tbaa !18
  %134 = icmp eq ptr %133, null
  br i1 %134, label %144, label %135

135:                                              ; preds = %122
  %136 = getelementptr inbounds i8, ptr %133, i64 8
  %137 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %138 = icmp eq i8 %137, 0
  br i1 %138, label %142, label %139

139:                                              ; preds = %135
  %140 = load i32, ptr %136, align 4, !tbaa !27
  %141 = add nsw i32 %140, 1
  store i32 %141, ptr %136, align 4, !tbaa !27
  br label %144

142:                                              ; preds = %135
  %143 = atomicrmw volatile add ptr %136, i32 1 acq_rel, align 4
  br label %144

144:                                              ; preds = %142, %139, %122
  %145 = getelementptr inbounds i8, ptr %13, i64 24
  %146 = getelementptr inbounds i8, ptr %11, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %145, ptr noundef nonnull align 8 dereferenceable(40) %146, i64 40, i1 false)
  %147 = getelementptr inbounds i8, ptr %13, i64 64
  %148 = load ptr, ptr %9, align 8, !tbaa !136
  store ptr %148, ptr %147, align 8, !tbaa !136
  %149 = getelementptr inbounds i8, ptr %13, i64 72
  %150 = getelementptr inbounds i8, ptr %9, i64 8
  %151 = load ptr, ptr %150, align 8, !tbaa !18
  store ptr %151, ptr %149, align 8, !tbaa !18
  %152 = icmp eq ptr %151, null
  br i1 %152, label %162, label %153

153:                                              ; preds = %144
  %154 = getelementptr inbounds i8, ptr %151, i64 8
  %155 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %156 = icmp eq i8 %155, 0
  br i1 %156, label %160, label %157

157:                                              ; preds = %153
  %158 = load i32, ptr %154, align 4, !tbaa !27
  %159 = add nsw i32 %158, 1
  store i32 %159, ptr %154, align 4, !tbaa !27
  br label %162

160:                                              ; preds = %153
  %161 = atomicrmw volatile add ptr %154, i32 1 acq_rel, align 4
  br label %162

162:                                              ; preds = %160, %157, %144
  %163 = getelementptr inbounds i8, ptr %13, i64 80
  %164 = getelementptr inbounds i8, ptr %9, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %163, ptr noundef nonnull align 8 dereferenceable(40) %164, i64 40, i1 false)
  call void @llvm.lifetime.start.p0(i64 88, ptr nonnull %5) #23
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(88) %5, ptr noundef nonnull align 8 dereferenceable(88) @__const._ZN4sycl3_V17handler19setDeviceKernelInfoI11ColumnShiftEEvPv.Info, i64 88, i1 false)
  %165 = invoke noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(176) %1)
          to label %166 unwind label %362

166:                                              ; preds = %162
  %167 = icmp eq i32 %165, 0
  br i1 %167, label %177, label %168

168:                                              ; preds = %166
  %169 = call ptr @__cxa_allocate_exception(i64 64) #23
  %170 = call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #23
  %171 = extractvalue { i32, ptr } %170, 0
  %172 = extractvalue { i32, ptr } %170, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %169, i32 %171, ptr %172, ptr noundef nonnull @.str.18)
          to label %173 unwind label %175

173:                                              ; preds = %168
  invoke void @__cxa_throw(ptr nonnull %169, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #26
          to label %174 unwind label %362

174:                                              ; preds = %173
  unreachable

175:                                              ; preds = %168
  %176 = landingpad { ptr, i32 }
          cleanup
  call void @__cxa_free_exception(ptr %169) #23
  br label %364

177:                                              ; preds = %166
  invoke void @_ZNK4sycl3_V17handler28throwOnKernelParameterMisuseERKNS0_6detail27compile_time_kernel_info_v123CompileTimeKernelInfoTyE(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull align 8 dereferenceable(81) %5)
          to label %178 unwind label %362

178:                                              ; preds = %177
  %179 = load ptr, ptr %5, align 8, !tbaa !9
  %180 = getelementptr inbounds i8, ptr %5, i64 8
  %181 = load i64, ptr %180, align 8, !tbaa !5
  invoke void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr %179, i64 %181)
          to label %182 unwind label %362

182:                                              ; preds = %178
  call void @llvm.lifetime.start.p0(i64 152, ptr nonnull %6) #23
  %183 = getelementptr inbounds i8, ptr %6, i64 8
  store i8 0, ptr %183, align 8, !tbaa !145, !alias.scope !247
  %184 = getelementptr inbounds i8, ptr %6, i64 18
  store i8 0, ptr %184, align 2, !tbaa !152, !alias.scope !247
  %185 = getelementptr inbounds i8, ptr %6, i64 20
  store i8 0, ptr %185, align 4, !tbaa !154, !alias.scope !247
  %186 = getelementptr inbounds i8, ptr %6, i64 28
  store i8 0, ptr %186, align 4, !tbaa !156, !alias.scope !247
  %187 = getelementptr inbounds i8, ptr %6, i64 36
  store i8 0, ptr %187, align 4, !tbaa !158, !alias.scope !247
  %188 = getelementptr inbounds i8, ptr %6, i64 44
  store i8 0, ptr %188, align 4, !tbaa !156, !alias.scope !247
  %189 = getelementptr inbounds i8, ptr %6, i64 52
  store i8 0, ptr %189, align 4, !tbaa !158, !alias.scope !247
  %190 = getelementptr inbounds i8, ptr %6, i64 60
  store i8 0, ptr %190, align 4, !tbaa !156, !alias.scope !247
  %191 = getelementptr inbounds i8, ptr %6, i64 68
  store i8 0, ptr %191, align 4, !tbaa !158, !alias.scope !247
  %192 = getelementptr inbounds i8, ptr %6, i64 80
  store i8 0, ptr %192, align 8, !tbaa !160, !alias.scope !247
  %193 = getelementptr inbounds i8, ptr %6, i64 104
  store i8 0, ptr %193, align 8, !tbaa !162, !alias.scope !247
  %194 = getelementptr inbounds i8, ptr %6, i64 136
  store i8 0, ptr %194, align 8, !tbaa !164, !alias.scope !247
  %195 = getelementptr inbounds i8, ptr %6, i64 144
  store i8 1, ptr %195, align 8, !tbaa !166, !alias.scope !247
  invoke void @_ZN4sycl3_V17handler25setKernelLaunchPropertiesERKNS0_6detail27kernel_launch_properties_v111PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS5_5intel12experimental12cache_configENS7_17use_root_sync_keyENS7_23work_group_progress_keyENS7_22sub_group_progress_keyENS7_22work_item_progress_keyENS7_4cuda12cluster_sizeILi1EEENSH_ILi2EEENSH_ILi3EEEEEE(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull align 8 dereferenceable(145) %6)
          to label %196 unwind label %362

196:                                              ; preds = %182
  call void @llvm.lifetime.end.p0(i64 152, ptr nonnull %6) #23
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4)
  store i64 %125, ptr %3, align 8
  store ptr %3, ptr %4, align 8, !tbaa !197
  %197 = getelementptr inbounds i8, ptr %4, i64 8
  %198 = getelementptr inbounds i8, ptr %4, i64 24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %197, i8 0, i64 16, i1 false)
  store i64 1, ptr %198, align 8, !tbaa !199
  invoke void @_ZN4sycl3_V17handler20setNDRangeDescriptorENS0_6detail16nd_range_view_v113nd_range_viewEb(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull byval(%"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view") align 8 %4, i1 noundef zeroext false)
          to label %199 unwind label %362

199:                                              ; preds = %196
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4)
  %200 = getelementptr inbounds i8, ptr %1, i64 144
  %201 = invoke noalias noundef nonnull dereferenceable(128) ptr @_Znwm(i64 noundef 128) #27
          to label %202 unwind label %362

202:                                              ; preds = %199
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %201, align 8, !tbaa !24
  %203 = getelementptr inbounds i8, ptr %201, i64 8
  %204 = load i64, ptr %13, align 8, !tbaa !245
  store i64 %204, ptr %203, align 8, !tbaa !245
  %205 = getelementptr inbounds i8, ptr %201, i64 16
  %206 = load ptr, ptr %129, align 8, !tbaa !136
  store ptr %206, ptr %205, align 8, !tbaa !136
  %207 = getelementptr inbounds i8, ptr %201, i64 24
  %208 = load ptr, ptr %131, align 8, !tbaa !18
  store ptr %208, ptr %207, align 8, !tbaa !18
  %209 = icmp eq ptr %208, null
  br i1 %209, label %219, label %210

210:                                              ; preds = %202
  %211 = getelementptr inbounds i8, ptr %208, i64 8
  %212 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %213 = icmp eq i8 %212, 0
  br i1 %213, label %217, label %214

214:                                              ; preds = %210
  %215 = load i32, ptr %211, align 4, !tbaa !27
  %216 = add nsw i32 %215, 1
  store i32 %216, ptr %211, align 4, !tbaa !27
  br label %219

217:                                              ; preds = %210
  %218 = atomicrmw volatile add ptr %211, i32 1 acq_rel, align 4
  br label %219

219:                                              ; preds = %217, %214, %202
  %220 = getelementptr inbounds i8, ptr %201, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %220, ptr noundef nonnull readonly align 8 dereferenceable(40) %145, i64 40, i1 false)
  %221 = getelementptr inbounds i8, ptr %201, i64 72
  %222 = load ptr, ptr %147, align 8, !tbaa !136
  store ptr %222, ptr %221, align 8, !tbaa !136
  %223 = getelementptr inbounds i8, ptr %201, i64 80
  %224 = load ptr, ptr %149, align 8, !tbaa !18
  store ptr %224, ptr %223, align 8, !tbaa !18
  %225 = icmp eq ptr %224, null
  br i1 %225, label %235, label %226

226:                                              ; preds = %219
  %227 = getelementptr inbounds i8, ptr %224, i64 8
  %228 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %229 = icmp eq i8 %228, 0
  br i1 %229, label %233, label %230

230:                                              ; preds = %226
  %231 = load i32, ptr %227, align 4, !tbaa !27
  %232 = add nsw i32 %231, 1
  store i32 %232, ptr %227, align 4, !tbaa !27
  br label %235

233:                                              ; preds = %226
  %234 = atomicrmw volatile add ptr %227, i32 1 acq_rel, align 4
  br label %235

235:                                              ; preds = %233, %230, %219
  %236 = getelementptr inbounds i8, ptr %201, i64 88
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %236, ptr noundef nonnull readonly align 8 dereferenceable(40) %163, i64 40, i1 false)
  %237 = load ptr, ptr %200, align 8, !tbaa !9
  store ptr %201, ptr %200, align 8, !tbaa !9
  %238 = icmp eq ptr %237, null
  br i1 %238, label %243, label %239

239:                                              ; preds = %235
  %240 = load ptr, ptr %237, align 8, !tbaa !24
  %241 = getelementptr inbounds i8, ptr %240, i64 16
  %242 = load ptr, ptr %241, align 8
  call void %242(ptr noundef nonnull align 8 dereferenceable(8) %237) #23
  br label %243

243:                                              ; preds = %239, %235
  invoke void @_ZN4sycl3_V17handler23instantiateKernelOnHostEPv(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull @_ZN4sycl3_V16detail16runKernelWithArgINS0_4itemILi1ELb1EEEZZ4mainENKUlRNS0_7handlerEE0_clES6_EUlNS0_2idILi1EEEE_Lb0EEEvT0_T_RKSt17integral_constantIbXT1_EE)
          to label %244 unwind label %362

244:                                              ; preds = %243
  %245 = load ptr, ptr %200, align 8, !tbaa !9
  %246 = load ptr, ptr %245, align 8, !tbaa !24
  %247 = load ptr, ptr %246, align 8
  %248 = invoke noundef ptr %247(ptr noundef nonnull align 8 dereferenceable(8) %245)
          to label %249 unwind label %362

249:                                              ; preds = %244
  invoke void @_ZN4sycl3_V17handler19setDeviceKernelInfoI11ColumnShiftEEvPv(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef %248)
          to label %250 unwind label %362

250:                                              ; preds = %249
  call void @llvm.lifetime.end.p0(i64 88, ptr nonnull %5) #23
  %251 = load ptr, ptr %149, align 8, !tbaa !18
  %252 = icmp eq ptr %251, null
  br i1 %252, label %277, label %253

253:                                              ; preds = %250
  %254 = getelementptr inbounds i8, ptr %251, i64 8
  %255 = load atomic i64, ptr %254 acquire, align 8
  %256 = icmp eq i64 %255, 4294967297
  %257 = trunc i64 %255 to i32
  br i1 %256, label %258, label %266

258:                                              ; preds = %253
  store i32 0, ptr %254, align 8, !tbaa !20
  %259 = getelementptr inbounds i8, ptr %251, i64 12
  store i32 0, ptr %259, align 4, !tbaa !23
  %260 = load ptr, ptr %251, align 8, !tbaa !24
  %261 = getelementptr inbounds i8, ptr %260, i64 16
  %262 = load ptr, ptr %261, align 8
  call void %262(ptr noundef nonnull align 8 dereferenceable(16) %251) #23
  %263 = load ptr, ptr %251, align 8, !tbaa !24
  %264 = getelementptr inbounds i8, ptr %263, i64 24
  %265 = load ptr, ptr %264, align 8
  call void %265(ptr noundef nonnull align 8 dereferenceable(16) %251) #23
  br label %277

266:                                              ; preds = %253
  %267 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %268 = icmp eq i8 %267, 0
  br i1 %268, label %271, label %269

269:                                              ; preds = %266
  %270 = add nsw i32 %257, -1
  store i32 %270, ptr %254, align 4, !tbaa !27
  br label %273

271:                                              ; preds = %266
  %272 = atomicrmw volatile add ptr %254, i32 -1 acq_rel, align 4
  br label %273

273:                                              ; preds = %271, %269
  %274 = phi i32 [ %257, %269 ], [ %272, %271 ]
  %275 = icmp eq i32 %274, 1
  br i1 %275, label %276, label %277, !prof !28

276:                                              ; preds = %273
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %251) #23
  br label %277

277:                                              ; preds = %276, %273, %258, %250
  %278 = load ptr, ptr %131, align 8, !tbaa !18
  %279 = icmp eq ptr %278, null
  br i1 %279, label %304, label %280

280:                                              ; preds = %277
  %281 = getelementptr inbounds i8, ptr %278, i64 8
  %282 = load atomic i64, ptr %281 acquire, align 8
  %283 = icmp eq i64 %282, 4294967297
  %284 = trunc i64 %282 to i32
  br i1 %283, label %285, label %293

285:                                              ; preds = %280
  store i32 0, ptr %281, align 8, !tbaa !20
  %286 = getelementptr inbounds i8, ptr %278, i64 12
  store i32 0, ptr %286, align 4, !tbaa !23
  %287 = load ptr, ptr %278, align 8, !tbaa !24
  %288 = getelementptr inbounds i8, ptr %287, i64 16
  %289 = load ptr, ptr %288, align 8
  call void %289(ptr noundef nonnull align 8 dereferenceable(16) %278) #23
  %290 = load ptr, ptr %278, align 8, !tbaa !24
  %291 = getelementptr inbounds i8, ptr %290, i64 24
  %292 = load ptr, ptr %291, align 8
  call void %292(ptr noundef nonnull align 8 dereferenceable(16) %278) #23
  br label %304

293:                                              ; preds = %280
  %294 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %295 = icmp eq i8 %294, 0
  br i1 %295, label %298, label %296

296:                                              ; preds = %293
  %297 = add nsw i32 %284, -1
  store i32 %297, ptr %281, align 4, !tbaa !27
  br label %300

298:                                              ; preds = %293
  %299 = atomicrmw volatile add ptr %281, i32 -1 acq_rel, align 4
  br label %300

300:                                              ; preds = %298, %296
  %301 = phi i32 [ %284, %296 ], [ %299, %298 ]
  %302 = icmp eq i32 %301, 1
  br i1 %302, label %303, label %304, !prof !28

303:                                              ; preds = %300
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %278) #23
  br label %304

304:                                              ; preds = %303, %300, %285, %277
  call void @llvm.lifetime.end.p0(i64 120, ptr nonnull %13) #23
  %305 = load ptr, ptr %132, align 8, !tbaa !18
  %306 = icmp eq ptr %305, null
  br i1 %306, label %331, label %307

307:                                              ; preds = %304
  %308 = getelementptr inbounds i8, ptr %305, i64 8
  %309 = load atomic i64, ptr %308 acquire, align 8
  %310 = icmp eq i64 %309, 4294967297
  %311 = trunc i64 %309 to i32
  br i1 %310, label %312, label %320

312:                                              ; preds = %307
  store i32 0, ptr %308, align 8, !tbaa !20
  %313 = getelementptr inbounds i8, ptr %305, i64 12
  store i32 0, ptr %313, align 4, !tbaa !23
  %314 = load ptr, ptr %305, align 8, !tbaa !24
  %315 = getelementptr inbounds i8, ptr %314, i64 16
  %316 = load ptr, ptr %315, align 8
  call void %316(ptr noundef nonnull align 8 dereferenceable(16) %305) #23
  %317 = load ptr, ptr %305, align 8, !tbaa !24
  %318 = getelementptr inbounds i8, ptr %317, i64 24
  %319 = load ptr, ptr %318, align 8
  call void %319(ptr noundef nonnull align 8 dereferenceable(16) %305) #23
  br label %331

320:                                              ; preds = %307
  %321 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %322 = icmp eq i8 %321, 0
  br i1 %322, label %325, label %323

323:                                              ; preds = %320
  %324 = add nsw i32 %311, -1
  store i32 %324, ptr %308, align 4, !tbaa !27
  br label %327

325:                                              ; preds = %320
  %326 = atomicrmw volatile add ptr %308, i32 -1 acq_rel, align 4
  br label %327

327:                                              ; preds = %325, %323
  %328 = phi i32 [ %311, %323 ], [ %326, %325 ]
  %329 = icmp eq i32 %328, 1
  br i1 %329, label %330, label %331, !prof !28

330:                                              ; preds = %327
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %305) #23
  br label %331

331:                                              ; preds = %330, %327, %312, %304
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %11) #23
  %332 = load ptr, ptr %150, align 8, !tbaa !18
  %333 = icmp eq ptr %332, null
  br i1 %333, label %370, label %334

334:                                              ; preds = %331
  %335 = getelementptr inbounds i8, ptr %332, i64 8
  %336 = load atomic i64, ptr %335 acquire, align 8
  %337 = icmp eq i64 %336, 4294967297
  %338 = trunc i64 %336 to i32
  br i1 %337, label %339, label %347

339:                                              ; preds = %334
  store i32 0, ptr %335, align 8, !tbaa !20
  %340 = getelementptr inbounds i8, ptr %332, i64 12
  store i32 0, ptr %340, align 4, !tbaa !23
  %341 = load ptr, ptr %332, align 8, !tbaa !24
  %342 = getelementptr inbounds i8, ptr %341, i64 16
  %343 = load ptr, ptr %342, align 8
  call void %343(ptr noundef nonnull align 8 dereferenceable(16) %332) #23
  %344 = load ptr, ptr %332, align 8, !tbaa !24
  %345 = getelementptr inbounds i8, ptr %344, i64 24
  %346 = load ptr, ptr %345, align 8
  call void %346(ptr noundef nonnull align 8 dereferenceable(16) %332) #23
  br label %370

347:                                              ; preds = %334
  %348 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %349 = icmp eq i8 %348, 0
  br i1 %349, label %352, label %350

350:                                              ; preds = %347
  %351 = add nsw i32 %338, -1
  store i32 %351, ptr %335, align 4, !tbaa !27
  br label %354

352:                                              ; preds = %347
  %353 = atomicrmw volatile add ptr %335, i32 -1 acq_rel, align 4
  br label %354

354:                                              ; preds = %352, %350
  %355 = phi i32 [ %338, %350 ], [ %353, %352 ]
  %356 = icmp eq i32 %355, 1
  br i1 %356, label %357, label %370, !prof !28

357:                                              ; preds = %354
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %332) #23
  br label %370

358:                                              ; preds = %2
  %359 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %10) #23
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #23
  br label %368

360:                                              ; preds = %67
  %361 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %12) #23
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12) #23
  br label %366

362:                                              ; preds = %249, %244, %243, %199, %196, %182, %178, %177, %173, %162
  %363 = landingpad { ptr, i32 }
          cleanup
  br label %364

364:                                              ; preds = %362, %175
  %365 = phi { ptr, i32 } [ %363, %362 ], [ %176, %175 ]
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(120) %13) #23
  call void @llvm.lifetime.end.p0(i64 120, ptr nonnull %13) #23
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(56) %11) #23
  br label %366

366:                                              ; preds = %364, %360
  %367 = phi { ptr, i32 } [ %365, %364 ], [ %361, %360 ]
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %11) #23
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(56) %9) #23
  br label %368

368:                                              ; preds = %366, %358
  %369 = phi { ptr, i32 } [ %367, %366 ], [ %359, %358 ]
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %9) #23
  resume { ptr, i32 } %369

370:                                              ; preds = %331, %339, %354, %357
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %9) #23
  ret void
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define internal fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr nocapture noundef nonnull readonly align 8 dereferenceable(120) %0) unnamed_addr #7 align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 72
  %3 = load ptr, ptr %2, align 8, !tbaa !18
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !20
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !23
  %12 = load ptr, ptr %3, align 8, !tbaa !24
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #23
  %15 = load ptr, ptr %3, align 8, !tbaa !24
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #23
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !27
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !28

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #23
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  %30 = getelementptr inbounds i8, ptr %0, i64 16
  %31 = load ptr, ptr %30, align 8, !tbaa !18
  %32 = icmp eq ptr %31, null
  br i1 %32, label %57, label %33

33:                                               ; preds = %29
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = load atomic i64, ptr %34 acquire, align 8
  %36 = icmp eq i64 %35, 4294967297
  %37 = trunc i64 %35 to i32
  br i1 %36, label %38, label %46

38:                                               ; preds = %33
  store i32 0, ptr %34, align 8, !tbaa !20
  %39 = getelementptr inbounds i8, ptr %31, i64 12
  store i32 0, ptr %39, align 4, !tbaa !23
  %40 = load ptr, ptr %31, align 8, !tbaa !24
  %41 = getelementptr inbounds i8, ptr %40, i64 16
  %42 = load ptr, ptr %41, align 8
  tail call void %42(ptr noundef nonnull align 8 dereferenceable(16) %31) #23
  %43 = load ptr, ptr %31, align 8, !tbaa !24
  %44 = getelementptr inbounds i8, ptr %43, i64 24
  %45 = load ptr, ptr %44, align 8
  tail call void %45(ptr noundef nonnull align 8 dereferenceable(16) %31) #23
  br label %57

46:                                               ; preds = %33
  %47 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %48 = icmp eq i8 %47, 0
  br i1 %48, label %51, label %49

49:                                               ; preds = %46
  %50 = add nsw i32 %37, -1
  store i32 %50, ptr %34, align 4, !tbaa !27
  br label %53

51:                                               ; preds = %46
  %52 = atomicrmw volatile add ptr %34, i32 -1 acq_rel, align 4
  br label %53

53:                                               ; preds = %51, %49
  %54 = phi i32 [ %37, %49 ], [ %52, %51 ]
  %55 = icmp eq i32 %54, 1
  br i1 %55, label %56, label %57, !prof !28

56:                                               ; preds = %53
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #23
  br label %57

57:                                               ; preds = %29, %38, %53, %56
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local { i64, i32 } @_ZN4sycl3_V16detail18getKernelParamDescI11ColumnShiftEENS1_19kernel_param_desc_tEi(i32 noundef %0) #3 comdat {
  %2 = add i32 %0, 11
  %3 = zext i32 %2 to i64
  %4 = getelementptr inbounds [22 x %"struct.sycl::_V1::detail::kernel_param_desc_t"], ptr @_ZN4sycl3_V16detailL17kernel_signaturesE, i64 0, i64 %3
  %5 = load i64, ptr %4, align 4
  %6 = getelementptr inbounds i8, ptr %4, i64 8
  %7 = load i32, ptr %6, align 4, !tbaa !27
  %8 = insertvalue { i64, i32 } poison, i64 %5, 0
  %9 = insertvalue { i64, i32 } %8, i32 %7, 1
  ret { i64, i32 } %9
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler19setDeviceKernelInfoI11ColumnShiftEEvPv(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef %1) local_unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = getelementptr inbounds i8, ptr %0, i64 64
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(16) @__const._ZN4sycl3_V17handler19setDeviceKernelInfoI11ColumnShiftEEvPv.Info, i64 16, i1 false), !tbaa.struct !222
  tail call void @_ZN4sycl3_V17handler13setKernelFuncEPv(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef %1)
  %4 = load atomic i8, ptr @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI11ColumnShiftEERNS1_16DeviceKernelInfoEvE4Info acquire, align 8
  %5 = icmp eq i8 %4, 0
  br i1 %5, label %6, label %14, !prof !223

6:                                                ; preds = %2
  %7 = tail call i32 @__cxa_guard_acquire(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI11ColumnShiftEERNS1_16DeviceKernelInfoEvE4Info) #23
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %14, label %9

9:                                                ; preds = %6
  %10 = invoke noundef nonnull align 1 ptr @_ZN4sycl3_V16detail19getDeviceKernelInfoERKNS1_27compile_time_kernel_info_v123CompileTimeKernelInfoTyE(ptr noundef nonnull align 8 dereferenceable(81) @_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI11ColumnShiftEE)
          to label %11 unwind label %12

11:                                               ; preds = %9
  store ptr %10, ptr @_ZZN4sycl3_V16detail19getDeviceKernelInfoI11ColumnShiftEERNS1_16DeviceKernelInfoEvE4Info, align 8, !tbaa !9
  tail call void @__cxa_guard_release(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI11ColumnShiftEERNS1_16DeviceKernelInfoEvE4Info) #23
  br label %14

12:                                               ; preds = %9
  %13 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_guard_abort(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI11ColumnShiftEERNS1_16DeviceKernelInfoEvE4Info) #23
  resume { ptr, i32 } %13

14:                                               ; preds = %2, %6, %11
  %15 = load ptr, ptr @_ZZN4sycl3_V16detail19getDeviceKernelInfoI11ColumnShiftEERNS1_16DeviceKernelInfoEvE4Info, align 8, !tbaa !9
  tail call void @_ZN4sycl3_V17handler22setDeviceKernelInfoPtrEPNS0_6detail16DeviceKernelInfoE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull %15)
  tail call void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(176) %0, i32 noundef 1)
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef nonnull ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv(ptr noundef nonnull readnone align 8 dereferenceable(128) %0) unnamed_addr #19 align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED2Ev(ptr nocapture noundef nonnull align 8 dereferenceable(128) %0) unnamed_addr #4 align 2 personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %0, align 8, !tbaa !24
  %2 = getelementptr inbounds i8, ptr %0, i64 80
  %3 = load ptr, ptr %2, align 8, !tbaa !18
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !20
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !23
  %12 = load ptr, ptr %3, align 8, !tbaa !24
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #23
  %15 = load ptr, ptr %3, align 8, !tbaa !24
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #23
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !27
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !28

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #23
  br label %29

29:                                               ; preds = %28, %25, %10, %1
  %30 = getelementptr inbounds i8, ptr %0, i64 24
  %31 = load ptr, ptr %30, align 8, !tbaa !18
  %32 = icmp eq ptr %31, null
  br i1 %32, label %57, label %33

33:                                               ; preds = %29
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = load atomic i64, ptr %34 acquire, align 8
  %36 = icmp eq i64 %35, 4294967297
  %37 = trunc i64 %35 to i32
  br i1 %36, label %38, label %46

38:                                               ; preds = %33
  store i32 0, ptr %34, align 8, !tbaa !20
  %39 = getelementptr inbounds i8, ptr %31, i64 12
  store i32 0, ptr %39, align 4, !tbaa !23
  %40 = load ptr, ptr %31, align 8, !tbaa !24
  %41 = getelementptr inbounds i8, ptr %40, i64 16
  %42 = load ptr, ptr %41, align 8
  tail call void %42(ptr noundef nonnull align 8 dereferenceable(16) %31) #23
  %43 = load ptr, ptr %31, align 8, !tbaa !24
  %44 = getelementptr inbounds i8, ptr %43, i64 24
  %45 = load ptr, ptr %44, align 8
  tail call void %45(ptr noundef nonnull align 8 dereferenceable(16) %31) #23
  br label %57

46:                                               ; preds = %33
  %47 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %48 = icmp eq i8 %47, 0
  br i1 %48, label %51, label %49

49:                                               ; preds = %46
  %50 = add nsw i32 %37, -1
  store i32 %50, ptr %34, align 4, !tbaa !27
  br label %53

51:                                               ; preds = %46
  %52 = atomicrmw volatile add ptr %34, i32 -1 acq_rel, align 4
  br label %53

53:                                               ; preds = %51, %49
  %54 = phi i32 [ %37, %49 ], [ %52, %51 ]
  %55 = icmp eq i32 %54, 1
  br i1 %55, label %56, label %57, !prof !28

56:                                               ; preds = %53
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #23
  br label %57

57:                                               ; preds = %29, %38, %53, %56
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev(ptr noundef nonnull align 8 dereferenceable(128) %0) unnamed_addr #4 align 2 {
  tail call void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED2Ev(ptr noundef nonnull align 8 dereferenceable(128) %0) #23
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 128) #25
  ret void
}

; Function Attrs: mustprogress uwtable
define internal void @_ZN4sycl3_V16detail16runKernelWithArgINS0_4itemILi1ELb1EEEZZ4mainENKUlRNS0_7handlerEE0_clES6_EUlNS0_2idILi1EEEE_Lb0EEEvT0_T_RKSt17integral_constantIbXT1_EE(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly byval(%"class.sycl::_V1::item") align 8 %1, ptr nocapture nonnull readnone align 1 %2) #3 personality ptr @__gxx_personality_v0 {
  %4 = alloca { ptr, [32 x i8] }, align 8
  %5 = alloca { ptr, [32 x i8] }, align 8
  %6 = alloca { ptr, [32 x i8] }, align 8
  %7 = alloca %"class.sycl::_V1::detail::accessor_common<float, 2, sycl::_V1::access::mode::read_write, sycl::_V1::access::target::device, sycl::_V1::access::placeholder::false_t>::AccessorSubscript", align 8
  %8 = alloca %"class.sycl::_V1::detail::accessor_common<float, 2, sycl::_V1::access::mode::read, sycl::_V1::access::target::device, sycl::_V1::access::placeholder::false_t>::AccessorSubscript", align 8
  %9 = alloca %"class.sycl::_V1::detail::accessor_common<float, 2, sycl::_V1::access::mode::read_write, sycl::_V1::access::target::device, sycl::_V1::access::placeholder::false_t>::AccessorSubscript", align 8
  %10 = getelementptr inbounds i8, ptr %1, i64 8
  %11 = load i64, ptr %10, align 8, !tbaa !5
  %12 = load i64, ptr %0, align 8, !tbaa !245
  %13 = icmp ugt i64 %12, 1
  br i1 %13, label %14, label %331

14:                                               ; preds = %3
  %15 = getelementptr inbounds i8, ptr %0, i64 8
  %16 = getelementptr inbounds i8, ptr %0, i64 16
  %17 = getelementptr inbounds i8, ptr %0, i64 24
  %18 = getelementptr inbounds i8, ptr %7, i64 16
  %19 = getelementptr inbounds i8, ptr %7, i64 24
  %20 = getelementptr inbounds i8, ptr %7, i64 32
  %21 = getelementptr inbounds i8, ptr %7, i64 8
  %22 = getelementptr inbounds i8, ptr %0, i64 64
  %23 = getelementptr inbounds i8, ptr %0, i64 72
  %24 = getelementptr inbounds i8, ptr %0, i64 80
  %25 = getelementptr inbounds i8, ptr %8, i64 16
  %26 = getelementptr inbounds i8, ptr %8, i64 24
  %27 = getelementptr inbounds i8, ptr %8, i64 32
  %28 = getelementptr inbounds i8, ptr %8, i64 8
  %29 = getelementptr inbounds i8, ptr %9, i64 16
  %30 = getelementptr inbounds i8, ptr %9, i64 24
  %31 = getelementptr inbounds i8, ptr %9, i64 32
  %32 = getelementptr inbounds i8, ptr %9, i64 8
  br label %33

33:                                               ; preds = %317, %14
  %34 = phi i64 [ 1, %14 ], [ %318, %317 ]
  %35 = phi i64 [ 0, %14 ], [ %34, %317 ]
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %7) #23
  call void @llvm.experimental.noalias.scope.decl(metadata !252)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %6)
  %36 = load ptr, ptr %15, align 8, !tbaa !136, !noalias !252
  %37 = load ptr, ptr %16, align 8, !tbaa !18, !noalias !252
  %38 = icmp eq ptr %37, null
  br i1 %38, label %49, label %39

39:                                               ; preds = %33
  %40 = getelementptr inbounds i8, ptr %37, i64 8
  %41 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26, !noalias !252
  %42 = icmp eq i8 %41, 0
  br i1 %42, label %46, label %43

43:                                               ; preds = %39
  %44 = load i32, ptr %40, align 4, !tbaa !27, !noalias !252
  %45 = add nsw i32 %44, 1
  store i32 %45, ptr %40, align 4, !tbaa !27, !noalias !252
  br label %50

46:                                               ; preds = %39
  %47 = atomicrmw volatile add ptr %40, i32 1 acq_rel, align 4, !noalias !252
  %48 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26, !noalias !252
  br label %50

49:                                               ; preds = %33
  store ptr %36, ptr %18, align 8, !tbaa !136, !alias.scope !252
  store ptr null, ptr %19, align 8, !tbaa !18, !alias.scope !252
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %20, ptr noundef nonnull readonly align 8 dereferenceable(40) %17, i64 40, i1 false)
  store i64 %35, ptr %7, align 8, !tbaa !5, !alias.scope !252
  br label %81

50:                                               ; preds = %46, %43
  %51 = phi i8 [ %48, %46 ], [ 1, %43 ]
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %6, ptr noundef nonnull readonly align 8 dereferenceable(40) %17, i64 40, i1 false), !noalias !252
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %7, i8 0, i64 16, i1 false), !alias.scope !252
  store ptr %36, ptr %18, align 8, !tbaa !136, !alias.scope !252
  store ptr %37, ptr %19, align 8, !tbaa !18, !alias.scope !252
  %52 = icmp eq i8 %51, 0
  br i1 %52, label %56, label %53

53:                                               ; preds = %50
  %54 = load i32, ptr %40, align 4, !tbaa !27, !noalias !252
  %55 = add nsw i32 %54, 1
  store i32 %55, ptr %40, align 4, !tbaa !27, !noalias !252
  br label %58

56:                                               ; preds = %50
  %57 = atomicrmw volatile add ptr %40, i32 1 acq_rel, align 4, !noalias !252
  br label %58

58:                                               ; preds = %56, %53
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %20, ptr noundef nonnull align 8 dereferenceable(40) %6, i64 40, i1 false)
  store i64 %35, ptr %7, align 8, !tbaa !5, !alias.scope !252
  %59 = load atomic i64, ptr %40 acquire, align 8, !noalias !252
  %60 = icmp eq i64 %59, 4294967297
  %61 = trunc i64 %59 to i32
  br i1 %60, label %62, label %70

62:                                               ; preds = %58
  store i32 0, ptr %40, align 8, !tbaa !20, !noalias !252
  %63 = getelementptr inbounds i8, ptr %37, i64 12
  store i32 0, ptr %63, align 4, !tbaa !23, !noalias !252
  %64 = load ptr, ptr %37, align 8, !tbaa !24, !noalias !252
  %65 = getelementptr inbounds i8, ptr %64, i64 16
  %66 = load ptr, ptr %65, align 8, !noalias !252
  call void %66(ptr noundef nonnull align 8 dereferenceable(16) %37) #23, !noalias !252
  %67 = load ptr, ptr %37, align 8, !tbaa !24, !noalias !252
  %68 = getelementptr inbounds i8, ptr %67, i64 24
  %69 = load ptr, ptr %68, align 8, !noalias !252
  call void %69(ptr noundef nonnull align 8 dereferenceable(16) %37) #23, !noalias !252
  br label %81

70:                                               ; preds = %58
  %71 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26, !noalias !252
  %72 = icmp eq i8 %71, 0
  br i1 %72, label %75, label %73

73:                                               ; preds = %70
  %74 = add nsw i32 %61, -1
  store i32 %74, ptr %40, align 4, !tbaa !27, !noalias !252
  br label %77

75:                                               ; preds = %70
  %76 = atomicrmw volatile add ptr %40, i32 -1 acq_rel, align 4, !noalias !252
  br label %77

77:                                               ; preds = %75, %73
  %78 = phi i32 [ %61, %73 ], [ %76, %75 ]
  %79 = icmp eq i32 %78, 1
  br i1 %79, label %80, label %81, !prof !28

80:                                               ; preds = %77
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %37) #23, !noalias !252
  br label %81

81:                                               ; preds = %80, %77, %62, %49
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %6)
  store i64 %11, ptr %21, align 8, !tbaa !5
  %82 = load i64, ptr %7, align 8
  %83 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %18)
          to label %84 unwind label %321

84:                                               ; preds = %81
  %85 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %18)
          to label %86 unwind label %321

86:                                               ; preds = %84
  %87 = load i64, ptr %85, align 8
  %88 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %18)
          to label %89 unwind label %321

89:                                               ; preds = %86
  %90 = getelementptr inbounds i8, ptr %88, i64 8
  %91 = load i64, ptr %90, align 8
  %92 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %18)
          to label %93 unwind label %321

93:                                               ; preds = %89
  %94 = add i64 %87, %82
  %95 = mul i64 %91, %94
  %96 = getelementptr inbounds i8, ptr %92, i64 8
  %97 = load i64, ptr %96, align 8
  %98 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %18) #23
  %99 = getelementptr float, ptr %98, i64 %95
  %100 = getelementptr float, ptr %99, i64 %11
  %101 = getelementptr float, ptr %100, i64 %97
  %102 = load float, ptr %101, align 4, !tbaa !32
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %8) #23
  call void @llvm.experimental.noalias.scope.decl(metadata !255)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %5)
  %103 = load ptr, ptr %22, align 8, !tbaa !136, !noalias !255
  %104 = load ptr, ptr %23, align 8, !tbaa !18, !noalias !255
  %105 = icmp eq ptr %104, null
  br i1 %105, label %116, label %106

106:                                              ; preds = %93
  %107 = getelementptr inbounds i8, ptr %104, i64 8
  %108 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26, !noalias !255
  %109 = icmp eq i8 %108, 0
  br i1 %109, label %113, label %110

110:                                              ; preds = %106
  %111 = load i32, ptr %107, align 4, !tbaa !27, !noalias !255
  %112 = add nsw i32 %111, 1
  store i32 %112, ptr %107, align 4, !tbaa !27, !noalias !255
  br label %117

113:                                              ; preds = %106
  %114 = atomicrmw volatile add ptr %107, i32 1 acq_rel, align 4, !noalias !255
  %115 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26, !noalias !255
  br label %117

116:                                              ; preds = %93
  store ptr %103, ptr %25, align 8, !tbaa !136, !alias.scope !255
  store ptr null, ptr %26, align 8, !tbaa !18, !alias.scope !255
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %27, ptr noundef nonnull readonly align 8 dereferenceable(40) %24, i64 40, i1 false)
  store i64 %35, ptr %8, align 8, !tbaa !5, !alias.scope !255
  br label %148

117:                                              ; preds = %113, %110
  %118 = phi i8 [ %115, %113 ], [ 1, %110 ]
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %5, ptr noundef nonnull readonly align 8 dereferenceable(40) %24, i64 40, i1 false), !noalias !255
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %8, i8 0, i64 16, i1 false), !alias.scope !255
  store ptr %103, ptr %25, align 8, !tbaa !136, !alias.scope !255
  store ptr %104, ptr %26, align 8, !tbaa !18, !alias.scope !255
  %119 = icmp eq i8 %118, 0
  br i1 %119, label %123, label %120

120:                                              ; preds = %117
  %121 = load i32, ptr %107, align 4, !tbaa !27, !noalias !255
  %122 = add nsw i32 %121, 1
  store i32 %122, ptr %107, align 4, !tbaa !27, !noalias !255
  br label %125

123:                                              ; preds = %117
  %124 = atomicrmw volatile add ptr %107, i32 1 acq_rel, align 4, !noalias !255
  br label %125

125:                                              ; preds = %123, %120
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %27, ptr noundef nonnull align 8 dereferenceable(40) %5, i64 40, i1 false)
  store i64 %35, ptr %8, align 8, !tbaa !5, !alias.scope !255
  %126 = load atomic i64, ptr %107 acquire, align 8, !noalias !255
  %127 = icmp eq i64 %126, 4294967297
  %128 = trunc i64 %126 to i32
  br i1 %127, label %129, label %137

129:                                              ; preds = %125
  store i32 0, ptr %107, align 8, !tbaa !20, !noalias !255
  %130 = getelementptr inbounds i8, ptr %104, i64 12
  store i32 0, ptr %130, align 4, !tbaa !23, !noalias !255
  %131 = load ptr, ptr %104, align 8, !tbaa !24, !noalias !255
  %132 = getelementptr inbounds i8, ptr %131, i64 16
  %133 = load ptr, ptr %132, align 8, !noalias !255
  call void %133(ptr noundef nonnull align 8 dereferenceable(16) %104) #23, !noalias !255
  %134 = load ptr, ptr %104, align 8, !tbaa !24, !noalias !255
  %135 = getelementptr inbounds i8, ptr %134, i64 24
  %136 = load ptr, ptr %135, align 8, !noalias !255
  call void %136(ptr noundef nonnull align 8 dereferenceable(16) %104) #23, !noalias !255
  br label %148

137:                                              ; preds = %125
  %138 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26, !noalias !255
  %139 = icmp eq i8 %138, 0
  br i1 %139, label %142, label %140

140:                                              ; preds = %137
  %141 = add nsw i32 %128, -1
  store i32 %141, ptr %107, align 4, !tbaa !27, !noalias !255
  br label %144

142:                                              ; preds = %137
  %143 = atomicrmw volatile add ptr %107, i32 -1 acq_rel, align 4, !noalias !255
  br label %144

144:                                              ; preds = %142, %140
  %145 = phi i32 [ %128, %140 ], [ %143, %142 ]
  %146 = icmp eq i32 %145, 1
  br i1 %146, label %147, label %148, !prof !28

147:                                              ; preds = %144
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %104) #23, !noalias !255
  br label %148

148:                                              ; preds = %147, %144, %129, %116
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %5)
  store i64 %11, ptr %28, align 8, !tbaa !5
  %149 = load i64, ptr %8, align 8
  %150 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %25)
          to label %151 unwind label %323

151:                                              ; preds = %148
  %152 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %25)
          to label %153 unwind label %323

153:                                              ; preds = %151
  %154 = load i64, ptr %152, align 8
  %155 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %25)
          to label %156 unwind label %323

156:                                              ; preds = %153
  %157 = getelementptr inbounds i8, ptr %155, i64 8
  %158 = load i64, ptr %157, align 8
  %159 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %25)
          to label %160 unwind label %323

160:                                              ; preds = %156
  %161 = add i64 %154, %149
  %162 = mul i64 %158, %161
  %163 = getelementptr inbounds i8, ptr %159, i64 8
  %164 = load i64, ptr %163, align 8
  %165 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %25) #23
  %166 = getelementptr float, ptr %165, i64 %162
  %167 = getelementptr float, ptr %166, i64 %11
  %168 = getelementptr float, ptr %167, i64 %164
  %169 = load float, ptr %168, align 4, !tbaa !32
  %170 = call float @llvm.fmuladd.f32(float %102, float 5.000000e-01, float %169)
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %9) #23
  call void @llvm.experimental.noalias.scope.decl(metadata !258)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %4)
  %171 = load ptr, ptr %15, align 8, !tbaa !136, !noalias !258
  %172 = load ptr, ptr %16, align 8, !tbaa !18, !noalias !258
  %173 = icmp eq ptr %172, null
  br i1 %173, label %184, label %174

174:                                              ; preds = %160
  %175 = getelementptr inbounds i8, ptr %172, i64 8
  %176 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26, !noalias !258
  %177 = icmp eq i8 %176, 0
  br i1 %177, label %181, label %178

178:                                              ; preds = %174
  %179 = load i32, ptr %175, align 4, !tbaa !27, !noalias !258
  %180 = add nsw i32 %179, 1
  store i32 %180, ptr %175, align 4, !tbaa !27, !noalias !258
  br label %185

181:                                              ; preds = %174
  %182 = atomicrmw volatile add ptr %175, i32 1 acq_rel, align 4, !noalias !258
  %183 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26, !noalias !258
  br label %185

184:                                              ; preds = %160
  store ptr %171, ptr %29, align 8, !tbaa !136, !alias.scope !258
  store ptr null, ptr %30, align 8, !tbaa !18, !alias.scope !258
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %31, ptr noundef nonnull readonly align 8 dereferenceable(40) %17, i64 40, i1 false)
  store i64 %34, ptr %9, align 8, !tbaa !5, !alias.scope !258
  br label %216

185:                                              ; preds = %181, %178
  %186 = phi i8 [ %183, %181 ], [ 1, %178 ]
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %4, ptr noundef nonnull readonly align 8 dereferenceable(40) %17, i64 40, i1 false), !noalias !258
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %9, i8 0, i64 16, i1 false), !alias.scope !258
  store ptr %171, ptr %29, align 8, !tbaa !136, !alias.scope !258
  store ptr %172, ptr %30, align 8, !tbaa !18, !alias.scope !258
  %187 = icmp eq i8 %186, 0
  br i1 %187, label %191, label %188

188:                                              ; preds = %185
  %189 = load i32, ptr %175, align 4, !tbaa !27, !noalias !258
  %190 = add nsw i32 %189, 1
  store i32 %190, ptr %175, align 4, !tbaa !27, !noalias !258
  br label %193

191:                                              ; preds = %185
  %192 = atomicrmw volatile add ptr %175, i32 1 acq_rel, align 4, !noalias !258
  br label %193

193:                                              ; preds = %191, %188
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %31, ptr noundef nonnull align 8 dereferenceable(40) %4, i64 40, i1 false)
  store i64 %34, ptr %9, align 8, !tbaa !5, !alias.scope !258
  %194 = load atomic i64, ptr %175 acquire, align 8, !noalias !258
  %195 = icmp eq i64 %194, 4294967297
  %196 = trunc i64 %194 to i32
  br i1 %195, label %197, label %205

197:                                              ; preds = %193
  store i32 0, ptr %175, align 8, !tbaa !20, !noalias !258
  %198 = getelementptr inbounds i8, ptr %172, i64 12
  store i32 0, ptr %198, align 4, !tbaa !23, !noalias !258
  %199 = load ptr, ptr %172, align 8, !tbaa !24, !noalias !258
  %200 = getelementptr inbounds i8, ptr %199, i64 16
  %201 = load ptr, ptr %200, align 8, !noalias !258
  call void %201(ptr noundef nonnull align 8 dereferenceable(16) %172) #23, !noalias !258
  %202 = load ptr, ptr %172, align 8, !tbaa !24, !noalias !258
  %203 = getelementptr inbounds i8, ptr %202, i64 24
  %204 = load ptr, ptr %203, align 8, !noalias !258
  call void %204(ptr noundef nonnull align 8 dereferenceable(16) %172) #23, !noalias !258
  br label %216

205:                                              ; preds = %193
  %206 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26, !noalias !258
  %207 = icmp eq i8 %206, 0
  br i1 %207, label %210, label %208

208:                                              ; preds = %205
  %209 = add nsw i32 %196, -1
  store i32 %209, ptr %175, align 4, !tbaa !27, !noalias !258
  br label %212

210:                                              ; preds = %205
  %211 = atomicrmw volatile add ptr %175, i32 -1 acq_rel, align 4, !noalias !258
  br label %212

212:                                              ; preds = %210, %208
  %213 = phi i32 [ %196, %208 ], [ %211, %210 ]
  %214 = icmp eq i32 %213, 1
  br i1 %214, label %215, label %216, !prof !28

215:                                              ; preds = %212
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %172) #23, !noalias !258
  br label %216

216:                                              ; preds = %215, %212, %197, %184
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %4)
  store i64 %11, ptr %32, align 8, !tbaa !5
  %217 = load i64, ptr %9, align 8
  %218 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %29)
          to label %219 unwind label %325

219:                                              ; preds = %216
  %220 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %29)
          to label %221 unwind label %325

221:                                              ; preds = %219
  %222 = load i64, ptr %220, align 8
  %223 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %29)
          to label %224 unwind label %325

224:                                              ; preds = %221
  %225 = getelementptr inbounds i8, ptr %223, i64 8
  %226 = load i64, ptr %225, align 8
  %227 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %29)
          to label %228 unwind label %325

228:                                              ; preds = %224
  %229 = add i64 %222, %217
  %230 = mul i64 %226, %229
  %231 = getelementptr inbounds i8, ptr %227, i64 8
  %232 = load i64, ptr %231, align 8
  %233 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %29) #23
  %234 = getelementptr float, ptr %233, i64 %230
  %235 = getelementptr float, ptr %234, i64 %11
  %236 = getelementptr float, ptr %235, i64 %232
  store float %170, ptr %236, align 4, !tbaa !32
  %237 = load ptr, ptr %30, align 8, !tbaa !18
  %238 = icmp eq ptr %237, null
  br i1 %238, label %263, label %239

239:                                              ; preds = %228
  %240 = getelementptr inbounds i8, ptr %237, i64 8
  %241 = load atomic i64, ptr %240 acquire, align 8
  %242 = icmp eq i64 %241, 4294967297
  %243 = trunc i64 %241 to i32
  br i1 %242, label %244, label %252

244:                                              ; preds = %239
  store i32 0, ptr %240, align 8, !tbaa !20
  %245 = getelementptr inbounds i8, ptr %237, i64 12
  store i32 0, ptr %245, align 4, !tbaa !23
  %246 = load ptr, ptr %237, align 8, !tbaa !24
  %247 = getelementptr inbounds i8, ptr %246, i64 16
  %248 = load ptr, ptr %247, align 8
  call void %248(ptr noundef nonnull align 8 dereferenceable(16) %237) #23
  %249 = load ptr, ptr %237, align 8, !tbaa !24
  %250 = getelementptr inbounds i8, ptr %249, i64 24
  %251 = load ptr, ptr %250, align 8
  call void %251(ptr noundef nonnull align 8 dereferenceable(16) %237) #23
  br label %263

252:                                              ; preds = %239
  %253 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %254 = icmp eq i8 %253, 0
  br i1 %254, label %257, label %255

255:                                              ; preds = %252
  %256 = add nsw i32 %243, -1
  store i32 %256, ptr %240, align 4, !tbaa !27
  br label %259

257:                                              ; preds = %252
  %258 = atomicrmw volatile add ptr %240, i32 -1 acq_rel, align 4
  br label %259

259:                                              ; preds = %257, %255
  %260 = phi i32 [ %243, %255 ], [ %258, %257 ]
  %261 = icmp eq i32 %260, 1
  br i1 %261, label %262, label %263, !prof !28

262:                                              ; preds = %259
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %237) #23
  br label %263

263:                                              ; preds = %262, %259, %244, %228
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %9) #23
  %264 = load ptr, ptr %26, align 8, !tbaa !18
  %265 = icmp eq ptr %264, null
  br i1 %265, label %290, label %266

266:                                              ; preds = %263
  %267 = getelementptr inbounds i8, ptr %264, i64 8
  %268 = load atomic i64, ptr %267 acquire, align 8
  %269 = icmp eq i64 %268, 4294967297
  %270 = trunc i64 %268 to i32
  br i1 %269, label %271, label %279

271:                                              ; preds = %266
  store i32 0, ptr %267, align 8, !tbaa !20
  %272 = getelementptr inbounds i8, ptr %264, i64 12
  store i32 0, ptr %272, align 4, !tbaa !23
  %273 = load ptr, ptr %264, align 8, !tbaa !24
  %274 = getelementptr inbounds i8, ptr %273, i64 16
  %275 = load ptr, ptr %274, align 8
  call void %275(ptr noundef nonnull align 8 dereferenceable(16) %264) #23
  %276 = load ptr, ptr %264, align 8, !tbaa !24
  %277 = getelementptr inbounds i8, ptr %276, i64 24
  %278 = load ptr, ptr %277, align 8
  call void %278(ptr noundef nonnull align 8 dereferenceable(16) %264) #23
  br label %290

279:                                              ; preds = %266
  %280 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %281 = icmp eq i8 %280, 0
  br i1 %281, label %284, label %282

282:                                              ; preds = %279
  %283 = add nsw i32 %270, -1
  store i32 %283, ptr %267, align 4, !tbaa !27
  br label %286

284:                                              ; preds = %279
  %285 = atomicrmw volatile add ptr %267, i32 -1 acq_rel, align 4
  br label %286

286:                                              ; preds = %284, %282
  %287 = phi i32 [ %270, %282 ], [ %285, %284 ]
  %288 = icmp eq i32 %287, 1
  br i1 %288, label %289, label %290, !prof !28

289:                                              ; preds = %286
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %264) #23
  br label %290

290:                                              ; preds = %289, %286, %271, %263
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %8) #23
  %291 = load ptr, ptr %19, align 8, !tbaa !18
  %292 = icmp eq ptr %291, null
  br i1 %292, label %317, label %293

293:                                              ; preds = %290
  %294 = getelementptr inbounds i8, ptr %291, i64 8
  %295 = load atomic i64, ptr %294 acquire, align 8
  %296 = icmp eq i64 %295, 4294967297
  %297 = trunc i64 %295 to i32
  br i1 %296, label %298, label %306

298:                                              ; preds = %293
  store i32 0, ptr %294, align 8, !tbaa !20
  %299 = getelementptr inbounds i8, ptr %291, i64 12
  store i32 0, ptr %299, align 4, !tbaa !23
  %300 = load ptr, ptr %291, align 8, !tbaa !24
  %301 = getelementptr inbounds i8, ptr %300, i64 16
  %302 = load ptr, ptr %301, align 8
  call void %302(ptr noundef nonnull align 8 dereferenceable(16) %291) #23
  %303 = load ptr, ptr %291, align 8, !tbaa !24
  %304 = getelementptr inbounds i8, ptr %303, i64 24
  %305 = load ptr, ptr %304, align 8
  call void %305(ptr noundef nonnull align 8 dereferenceable(16) %291) #23
  br label %317

306:                                              ; preds = %293
  %307 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %308 = icmp eq i8 %307, 0
  br i1 %308, label %311, label %309

309:                                              ; preds = %306
  %310 = add nsw i32 %297, -1
  store i32 %310, ptr %294, align 4, !tbaa !27
  br label %313

311:                                              ; preds = %306
  %312 = atomicrmw volatile add ptr %294, i32 -1 acq_rel, align 4
  br label %313

313:                                              ; preds = %311, %309
  %314 = phi i32 [ %297, %309 ], [ %312, %311 ]
  %315 = icmp eq i32 %314, 1
  br i1 %315, label %316, label %317, !prof !28

316:                                              ; preds = %313
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %291) #23
  br label %317

317:                                              ; preds = %316, %313, %298, %290
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %7) #23
  %318 = add nuw i64 %34, 1
  %319 = load i64, ptr %0, align 8, !tbaa !245
  %320 = icmp ult i64 %318, %319
  br i1 %320, label %33, label %331, !llvm.loop !261

321:                                              ; preds = %89, %86, %84, %81
  %322 = landingpad { ptr, i32 }
          cleanup
  br label %329

323:                                              ; preds = %156, %153, %151, %148
  %324 = landingpad { ptr, i32 }
          cleanup
  br label %327

325:                                              ; preds = %224, %221, %219, %216
  %326 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1026ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIfLi2ELS4_1026ELS5_2014ELS6_0ESA_EEED2Ev(ptr noundef nonnull align 8 dereferenceable(72) %9) #23
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %9) #23
  br label %327

327:                                              ; preds = %325, %323
  %328 = phi { ptr, i32 } [ %326, %325 ], [ %324, %323 ]
  call void @_ZN4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIfLi2ELS4_1024ELS5_2014ELS6_0ESA_EEED2Ev(ptr noundef nonnull align 8 dereferenceable(72) %8) #23
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %8) #23
  br label %329

329:                                              ; preds = %327, %321
  %330 = phi { ptr, i32 } [ %328, %327 ], [ %322, %321 ]
  call void @_ZN4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1026ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIfLi2ELS4_1026ELS5_2014ELS6_0ESA_EEED2Ev(ptr noundef nonnull align 8 dereferenceable(72) %7) #23
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %7) #23
  resume { ptr, i32 } %330

331:                                              ; preds = %317, %3
  ret void
}

; Function Attrs: mustprogress uwtable
define internal void @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZ4mainEUlRNS0_7handlerEE1_E4callEPKvS5_(ptr nocapture noundef readonly %0, ptr noundef nonnull align 8 dereferenceable(176) %1) #3 align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.sycl::_V1::range.86", align 8
  %4 = alloca %"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view", align 8
  %5 = alloca %"struct.sycl::_V1::detail::compile_time_kernel_info_v1::CompileTimeKernelInfoTy", align 8
  %6 = alloca %"struct.sycl::_V1::detail::kernel_launch_properties_v1::PropsHolder", align 8
  %7 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %8 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %9 = alloca %"class.sycl::_V1::accessor", align 8
  %10 = alloca %"class.sycl::_V1::property_list", align 8
  %11 = alloca %"class.sycl::_V1::accessor.82", align 8
  %12 = alloca %"class.sycl::_V1::property_list", align 8
  %13 = alloca %class.anon.174, align 8
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %9) #23
  %14 = load ptr, ptr %0, align 8, !tbaa !262
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #23
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %10, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %8)
  store ptr @.str, ptr %8, align 8
  %15 = getelementptr inbounds i8, ptr %8, i64 8
  store ptr @.str.9, ptr %15, align 8
  %16 = getelementptr inbounds i8, ptr %8, i64 16
  store i32 40, ptr %16, align 8
  %17 = getelementptr inbounds i8, ptr %8, i64 20
  store i32 22, ptr %17, align 4
  invoke void @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi2ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_vEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(56) %9, ptr noundef nonnull align 8 dereferenceable(41) %14, ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull align 8 dereferenceable(32) %10, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %8)
          to label %18 unwind label %358

18:                                               ; preds = %2
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %8)
  %19 = getelementptr inbounds i8, ptr %10, i64 8
  %20 = load ptr, ptr %19, align 8, !tbaa !15
  %21 = getelementptr inbounds i8, ptr %10, i64 16
  %22 = load ptr, ptr %21, align 8, !tbaa !17
  %23 = icmp eq ptr %20, %22
  br i1 %23, label %58, label %24

24:                                               ; preds = %18, %53
  %25 = phi ptr [ %54, %53 ], [ %20, %18 ]
  %26 = getelementptr inbounds i8, ptr %25, i64 8
  %27 = load ptr, ptr %26, align 8, !tbaa !18
  %28 = icmp eq ptr %27, null
  br i1 %28, label %53, label %29

29:                                               ; preds = %24
  %30 = getelementptr inbounds i8, ptr %27, i64 8
  %31 = load atomic i64, ptr %30 acquire, align 8
  %32 = icmp eq i64 %31, 4294967297
  %33 = trunc i64 %31 to i32
  br i1 %32, label %34, label %42

34:                                               ; preds = %29
  store i32 0, ptr %30, align 8, !tbaa !20
  %35 = getelementptr inbounds i8, ptr %27, i64 12
  store i32 0, ptr %35, align 4, !tbaa !23
  %36 = load ptr, ptr %27, align 8, !tbaa !24
  %37 = getelementptr inbounds i8, ptr %36, i64 16
  %38 = load ptr, ptr %37, align 8
  call void %38(ptr noundef nonnull align 8 dereferenceable(16) %27) #23
  %39 = load ptr, ptr %27, align 8, !tbaa !24
  %40 = getelementptr inbounds i8, ptr %39, i64 24
  %41 = load ptr, ptr %40, align 8
  call void %41(ptr noundef nonnull align 8 dereferenceable(16) %27) #23
  br label %53

42:                                               ; preds = %29
  %43 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %44 = icmp eq i8 %43, 0
  br i1 %44, label %47, label %45

45:                                               ; preds = %42
  %46 = add nsw i32 %33, -1
  store i32 %46, ptr %30, align 4, !tbaa !27
  br label %49

47:                                               ; preds = %42
  %48 = atomicrmw volatile add ptr %30, i32 -1 acq_rel, align 4
  br label %49

49:                                               ; preds = %47, %45
  %50 = phi i32 [ %33, %45 ], [ %48, %47 ]
  %51 = icmp eq i32 %50, 1
  br i1 %51, label %52, label %53, !prof !28

52:                                               ; preds = %49
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %27) #23
  br label %53

53:                                               ; preds = %52, %49, %34, %24
  %54 = getelementptr inbounds i8, ptr %25, i64 16
  %55 = icmp eq ptr %54, %22
  br i1 %55, label %56, label %24, !llvm.loop !29

56:                                               ; preds = %53
  %57 = load ptr, ptr %19, align 8, !tbaa !15
  br label %58

58:                                               ; preds = %56, %18
  %59 = phi ptr [ %57, %56 ], [ %20, %18 ]
  %60 = icmp eq ptr %59, null
  br i1 %60, label %67, label %61

61:                                               ; preds = %58
  %62 = getelementptr inbounds i8, ptr %10, i64 24
  %63 = load ptr, ptr %62, align 8, !tbaa !31
  %64 = ptrtoint ptr %63 to i64
  %65 = ptrtoint ptr %59 to i64
  %66 = sub i64 %64, %65
  call void @_ZdlPvm(ptr noundef nonnull %59, i64 noundef %66) #25
  br label %67

67:                                               ; preds = %61, %58
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #23
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %11) #23
  %68 = getelementptr inbounds i8, ptr %0, i64 8
  %69 = load ptr, ptr %68, align 8, !tbaa !264
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %12) #23
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %12, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7)
  store ptr @.str, ptr %7, align 8
  %70 = getelementptr inbounds i8, ptr %7, i64 8
  store ptr @.str.9, ptr %70, align 8
  %71 = getelementptr inbounds i8, ptr %7, i64 16
  store i32 41, ptr %71, align 8
  %72 = getelementptr inbounds i8, ptr %7, i64 20
  store i32 22, ptr %72, align 4
  invoke void @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi2ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_vEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(56) %11, ptr noundef nonnull align 8 dereferenceable(41) %69, ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull align 8 dereferenceable(32) %12, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %7)
          to label %73 unwind label %360

73:                                               ; preds = %67
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7)
  %74 = getelementptr inbounds i8, ptr %12, i64 8
  %75 = load ptr, ptr %74, align 8, !tbaa !15
  %76 = getelementptr inbounds i8, ptr %12, i64 16
  %77 = load ptr, ptr %76, align 8, !tbaa !17
  %78 = icmp eq ptr %75, %77
  br i1 %78, label %113, label %79

79:                                               ; preds = %73, %108
  %80 = phi ptr [ %109, %108 ], [ %75, %73 ]
  %81 = getelementptr inbounds i8, ptr %80, i64 8
  %82 = load ptr, ptr %81, align 8, !tbaa !18
  %83 = icmp eq ptr %82, null
  br i1 %83, label %108, label %84

84:                                               ; preds = %79
  %85 = getelementptr inbounds i8, ptr %82, i64 8
  %86 = load atomic i64, ptr %85 acquire, align 8
  %87 = icmp eq i64 %86, 4294967297
  %88 = trunc i64 %86 to i32
  br i1 %87, label %89, label %97

89:                                               ; preds = %84
  store i32 0, ptr %85, align 8, !tbaa !20
  %90 = getelementptr inbounds i8, ptr %82, i64 12
  store i32 0, ptr %90, align 4, !tbaa !23
  %91 = load ptr, ptr %82, align 8, !tbaa !24
  %92 = getelementptr inbounds i8, ptr %91, i64 16
  %93 = load ptr, ptr %92, align 8
  call void %93(ptr noundef nonnull align 8 dereferenceable(16) %82) #23
  %94 = load ptr, ptr %82, align 8, !tbaa !24
  %95 = getelementptr inbounds i8, ptr %94, i64 24
  %96 = load ptr, ptr %95, align 8
  call void %96(ptr noundef nonnull align 8 dereferenceable(16) %82) #23
  br label %108

97:                                               ; preds = %84
  %98 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %99 = icmp eq i8 %98, 0
  br i1 %99, label %102, label %100

100:                                              ; preds = %97
  %101 = add nsw i32 %88, -1
  store i32 %101, ptr %85, align 4, !tbaa !27
  br label %104

102:                                              ; preds = %97
  %103 = atomicrmw volatile add ptr %85, i32 -1 acq_rel, align 4
  br label %104

104:                                              ; preds = %102, %100
  %105 = phi i32 [ %88, %100 ], [ %103, %102 ]
  %106 = icmp eq i32 %105, 1
  br i1 %106, label %107, label %108, !prof !28

107:                                              ; preds = %104
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %82) #23
  br label %108

108:                                              ; preds = %107, %104, %89, %79
  %109 = getelementptr inbounds i8, ptr %80, i64 16
  %110 = icmp eq ptr %109, %77
  br i1 %110, label %111, label %79, !llvm.loop !29

111:                                              ; preds = %108
  %112 = load ptr, ptr %74, align 8, !tbaa !15
  br label %113

113:                                              ; preds = %111, %73
  %114 = phi ptr [ %112, %111 ], [ %75, %73 ]
  %115 = icmp eq ptr %114, null
  br i1 %115, label %122, label %116

116:                                              ; preds = %113
  %117 = getelementptr inbounds i8, ptr %12, i64 24
  %118 = load ptr, ptr %117, align 8, !tbaa !31
  %119 = ptrtoint ptr %118 to i64
  %120 = ptrtoint ptr %114 to i64
  %121 = sub i64 %119, %120
  call void @_ZdlPvm(ptr noundef nonnull %114, i64 noundef %121) #25
  br label %122

122:                                              ; preds = %116, %113
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12) #23
  %123 = getelementptr inbounds i8, ptr %0, i64 16
  %124 = load ptr, ptr %123, align 8, !tbaa !265
  %125 = load i64, ptr %124, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 120, ptr nonnull %13) #23
  %126 = getelementptr inbounds i8, ptr %0, i64 24
  %127 = load ptr, ptr %126, align 8, !tbaa !266
  %128 = load i64, ptr %127, align 8, !tbaa !5
  store i64 %128, ptr %13, align 8, !tbaa !267
  %129 = getelementptr inbounds i8, ptr %13, i64 8
  %130 = load ptr, ptr %11, align 8, !tbaa !136
  store ptr %130, ptr %129, align 8, !tbaa !136
  %131 = getelementptr inbounds i8, ptr %13, i64 16
  %132 = getelementptr inbounds i8, ptr %11, i64 8
  %133 = load ptr, ptr %132, align 8, !tbaa !18
  store ptr %133, ptr %131, align 8, !tbaa !18
  %134 = icmp eq ptr %133, null
  br i1 %134, label %144, label %135

135:                                              ; preds = %122
  %136 = getelementptr inbounds i8, ptr %133, i64 8
  %137 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %138 = icmp eq i8 %137, 0
  br i1 %138, label %142, label %139

139:                                              ; preds = %135
  %140 = load i32, ptr %136, align 4, !tbaa !27
  %141 = add nsw i32 %140, 1
  store i32 %141, ptr %136, align 4, !tbaa !27
  br label %144

142:                                              ; preds = %135
  %143 = atomicrmw volatile add ptr %136, i32 1 acq_rel, align 4
  br label %144

144:                                              ; preds = %142, %139, %122
  %145 = getelementptr inbounds i8, ptr %13, i64 24
  %146 = getelementptr inbounds i8, ptr %11, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %145, ptr noundef nonnull align 8 dereferenceable(40) %146, i64 40, i1 false)
  %147 = getelementptr inbounds i8, ptr %13, i64 64
  %148 = load ptr, ptr %9, align 8, !tbaa !136
  store ptr %148, ptr %147, align 8, !tbaa !136
  %149 = getelementptr inbounds i8, ptr %13, i64 72
  %150 = getelementptr inbounds i8, ptr %9, i64 8
  %151 = load ptr, ptr %150, align 8, !tbaa !18
  store ptr %151, ptr %149, align 8, !tbaa !18
  %152 = icmp eq ptr %151, null
  br i1 %152, label %162, label %153

153:                                              ; preds = %144
  %154 = getelementptr inbounds i8, ptr %151, i64 8
  %155 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %156 = icmp eq i8 %155, 0
  br i1 %156, label %160, label %157

157:                                              ; preds = %153
  %158 = load i32, ptr %154, align 4, !tbaa !27
  %159 = add nsw i32 %158, 1
  store i32 %159, ptr %154, align 4, !tbaa !27
  br label %162

160:                                              ; preds = %153
  %161 = atomicrmw volatile add ptr %154, i32 1 acq_rel, align 4
  br label %162

162:                                              ; preds = %160, %157, %144
  %163 = getelementptr inbounds i8, ptr %13, i64 80
  %164 = getelementptr inbounds i8, ptr %9, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %163, ptr noundef nonnull align 8 dereferenceable(40) %164, i64 40, i1 false)
  call void @llvm.lifetime.start.p0(i64 88, ptr nonnull %5) #23
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(88) %5, ptr noundef nonnull align 8 dereferenceable(88) @__const._ZN4sycl3_V17handler19setDeviceKernelInfoI7BucketsEEvPv.Info, i64 88, i1 false)
  %165 = invoke noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(176) %1)
          to label %166 unwind label %362

166:                                              ; preds = %162
  %167 = icmp eq i32 %165, 0
  br i1 %167, label %177, label %168

168:                                              ; preds = %166
  %169 = call ptr @__cxa_allocate_exception(i64 64) #23
  %170 = call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #23
  %171 = extractvalue { i32, ptr } %170, 0
  %172 = extractvalue { i32, ptr } %170, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %169, i32 %171, ptr %172, ptr noundef nonnull @.str.18)
          to label %173 unwind label %175

173:                                              ; preds = %168
  invoke void @__cxa_throw(ptr nonnull %169, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #26
          to label %174 unwind label %362

174:                                              ; preds = %173
  unreachable

175:                                              ; preds = %168
  %176 = landingpad { ptr, i32 }
          cleanup
  call void @__cxa_free_exception(ptr %169) #23
  br label %364

177:                                              ; preds = %166
  invoke void @_ZNK4sycl3_V17handler28throwOnKernelParameterMisuseERKNS0_6detail27compile_time_kernel_info_v123CompileTimeKernelInfoTyE(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull align 8 dereferenceable(81) %5)
          to label %178 unwind label %362

178:                                              ; preds = %177
  %179 = load ptr, ptr %5, align 8, !tbaa !9
  %180 = getelementptr inbounds i8, ptr %5, i64 8
  %181 = load i64, ptr %180, align 8, !tbaa !5
  invoke void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr %179, i64 %181)
          to label %182 unwind label %362

182:                                              ; preds = %178
  call void @llvm.lifetime.start.p0(i64 152, ptr nonnull %6) #23
  %183 = getelementptr inbounds i8, ptr %6, i64 8
  store i8 0, ptr %183, align 8, !tbaa !145, !alias.scope !269
  %184 = getelementptr inbounds i8, ptr %6, i64 18
  store i8 0, ptr %184, align 2, !tbaa !152, !alias.scope !269
  %185 = getelementptr inbounds i8, ptr %6, i64 20
  store i8 0, ptr %185, align 4, !tbaa !154, !alias.scope !269
  %186 = getelementptr inbounds i8, ptr %6, i64 28
  store i8 0, ptr %186, align 4, !tbaa !156, !alias.scope !269
  %187 = getelementptr inbounds i8, ptr %6, i64 36
  store i8 0, ptr %187, align 4, !tbaa !158, !alias.scope !269
  %188 = getelementptr inbounds i8, ptr %6, i64 44
  store i8 0, ptr %188, align 4, !tbaa !156, !alias.scope !269
  %189 = getelementptr inbounds i8, ptr %6, i64 52
  store i8 0, ptr %189, align 4, !tbaa !158, !alias.scope !269
  %190 = getelementptr inbounds i8, ptr %6, i64 60
  store i8 0, ptr %190, align 4, !tbaa !156, !alias.scope !269
  %191 = getelementptr inbounds i8, ptr %6, i64 68
  store i8 0, ptr %191, align 4, !tbaa !158, !alias.scope !269
  %192 = getelementptr inbounds i8, ptr %6, i64 80
  store i8 0, ptr %192, align 8, !tbaa !160, !alias.scope !269
  %193 = getelementptr inbounds i8, ptr %6, i64 104
  store i8 0, ptr %193, align 8, !tbaa !162, !alias.scope !269
  %194 = getelementptr inbounds i8, ptr %6, i64 136
  store i8 0, ptr %194, align 8, !tbaa !164, !alias.scope !269
  %195 = getelementptr inbounds i8, ptr %6, i64 144
  store i8 1, ptr %195, align 8, !tbaa !166, !alias.scope !269
  invoke void @_ZN4sycl3_V17handler25setKernelLaunchPropertiesERKNS0_6detail27kernel_launch_properties_v111PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS5_5intel12experimental12cache_configENS7_17use_root_sync_keyENS7_23work_group_progress_keyENS7_22sub_group_progress_keyENS7_22work_item_progress_keyENS7_4cuda12cluster_sizeILi1EEENSH_ILi2EEENSH_ILi3EEEEEE(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull align 8 dereferenceable(145) %6)
          to label %196 unwind label %362

196:                                              ; preds = %182
  call void @llvm.lifetime.end.p0(i64 152, ptr nonnull %6) #23
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4)
  store i64 %125, ptr %3, align 8
  store ptr %3, ptr %4, align 8, !tbaa !197
  %197 = getelementptr inbounds i8, ptr %4, i64 8
  %198 = getelementptr inbounds i8, ptr %4, i64 24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %197, i8 0, i64 16, i1 false)
  store i64 1, ptr %198, align 8, !tbaa !199
  invoke void @_ZN4sycl3_V17handler20setNDRangeDescriptorENS0_6detail16nd_range_view_v113nd_range_viewEb(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull byval(%"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view") align 8 %4, i1 noundef zeroext false)
          to label %199 unwind label %362

199:                                              ; preds = %196
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4)
  %200 = getelementptr inbounds i8, ptr %1, i64 144
  %201 = invoke noalias noundef nonnull dereferenceable(128) ptr @_Znwm(i64 noundef 128) #27
          to label %202 unwind label %362

202:                                              ; preds = %199
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE1_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %201, align 8, !tbaa !24
  %203 = getelementptr inbounds i8, ptr %201, i64 8
  %204 = load i64, ptr %13, align 8, !tbaa !267
  store i64 %204, ptr %203, align 8, !tbaa !267
  %205 = getelementptr inbounds i8, ptr %201, i64 16
  %206 = load ptr, ptr %129, align 8, !tbaa !136
  store ptr %206, ptr %205, align 8, !tbaa !136
  %207 = getelementptr inbounds i8, ptr %201, i64 24
  %208 = load ptr, ptr %131, align 8, !tbaa !18
  store ptr %208, ptr %207, align 8, !tbaa !18
  %209 = icmp eq ptr %208, null
  br i1 %209, label %219, label %210

210:                                              ; preds = %202
  %211 = getelementptr inbounds i8, ptr %208, i64 8
  %212 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %213 = icmp eq i8 %212, 0
  br i1 %213, label %217, label %214

214:                                              ; preds = %210
  %215 = load i32, ptr %211, align 4, !tbaa !27
  %216 = add nsw i32 %215, 1
  store i32 %216, ptr %211, align 4, !tbaa !27
  br label %219

217:                                              ; preds = %210
  %218 = atomicrmw volatile add ptr %211, i32 1 acq_rel, align 4
  br label %219

219:                                              ; preds = %217, %214, %202
  %220 = getelementptr inbounds i8, ptr %201, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %220, ptr noundef nonnull readonly align 8 dereferenceable(40) %145, i64 40, i1 false)
  %221 = getelementptr inbounds i8, ptr %201, i64 72
  %222 = load ptr, ptr %147, align 8, !tbaa !136
  store ptr %222, ptr %221, align 8, !tbaa !136
  %223 = getelementptr inbounds i8, ptr %201, i64 80
  %224 = load ptr, ptr %149, align 8, !tbaa !18
  store ptr %224, ptr %223, align 8, !tbaa !18
  %225 = icmp eq ptr %224, null
  br i1 %225, label %235, label %226

226:                                              ; preds = %219
  %227 = getelementptr inbounds i8, ptr %224, i64 8
  %228 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %229 = icmp eq i8 %228, 0
  br i1 %229, label %233, label %230

230:                                              ; preds = %226
  %231 = load i32, ptr %227, align 4, !tbaa !27
  %232 = add nsw i32 %231, 1
  store i32 %232, ptr %227, align 4, !tbaa !27
  br label %235

233:                                              ; preds = %226
  %234 = atomicrmw volatile add ptr %227, i32 1 acq_rel, align 4
  br label %235

235:                                              ; preds = %233, %230, %219
  %236 = getelementptr inbounds i8, ptr %201, i64 88
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %236, ptr noundef nonnull readonly align 8 dereferenceable(40) %163, i64 40, i1 false)
  %237 = load ptr, ptr %200, align 8, !tbaa !9
  store ptr %201, ptr %200, align 8, !tbaa !9
  %238 = icmp eq ptr %237, null
  br i1 %238, label %243, label %239

239:                                              ; preds = %235
  %240 = load ptr, ptr %237, align 8, !tbaa !24
  %241 = getelementptr inbounds i8, ptr %240, i64 16
  %242 = load ptr, ptr %241, align 8
  call void %242(ptr noundef nonnull align 8 dereferenceable(8) %237) #23
  br label %243

243:                                              ; preds = %239, %235
  invoke void @_ZN4sycl3_V17handler23instantiateKernelOnHostEPv(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull @_ZN4sycl3_V16detail16runKernelWithArgINS0_4itemILi1ELb1EEEZZ4mainENKUlRNS0_7handlerEE1_clES6_EUlNS0_2idILi1EEEE_Lb0EEEvT0_T_RKSt17integral_constantIbXT1_EE)
          to label %244 unwind label %362

244:                                              ; preds = %243
  %245 = load ptr, ptr %200, align 8, !tbaa !9
  %246 = load ptr, ptr %245, align 8, !tbaa !24
  %247 = load ptr, ptr %246, align 8
  %248 = invoke noundef ptr %247(ptr noundef nonnull align 8 dereferenceable(8) %245)
          to label %249 unwind label %362

249:                                              ; preds = %244
  invoke void @_ZN4sycl3_V17handler19setDeviceKernelInfoI7BucketsEEvPv(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef %248)
          to label %250 unwind label %362

250:                                              ; preds = %249
  call void @llvm.lifetime.end.p0(i64 88, ptr nonnull %5) #23
  %251 = load ptr, ptr %149, align 8, !tbaa !18
  %252 = icmp eq ptr %251, null
  br i1 %252, label %277, label %253

253:                                              ; preds = %250
  %254 = getelementptr inbounds i8, ptr %251, i64 8
  %255 = load atomic i64, ptr %254 acquire, align 8
  %256 = icmp eq i64 %255, 4294967297
  %257 = trunc i64 %255 to i32
  br i1 %256, label %258, label %266

258:                                              ; preds = %253
  store i32 0, ptr %254, align 8, !tbaa !20
  %259 = getelementptr inbounds i8, ptr %251, i64 12
  store i32 0, ptr %259, align 4, !tbaa !23
  %260 = load ptr, ptr %251, align 8, !tbaa !24
  %261 = getelementptr inbounds i8, ptr %260, i64 16
  %262 = load ptr, ptr %261, align 8
  call void %262(ptr noundef nonnull align 8 dereferenceable(16) %251) #23
  %263 = load ptr, ptr %251, align 8, !tbaa !24
  %264 = getelementptr inbounds i8, ptr %263, i64 24
  %265 = load ptr, ptr %264, align 8
  call void %265(ptr noundef nonnull align 8 dereferenceable(16) %251) #23
  br label %277

266:                                              ; preds = %253
  %267 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %268 = icmp eq i8 %267, 0
  br i1 %268, label %271, label %269

269:                                              ; preds = %266
  %270 = add nsw i32 %257, -1
  store i32 %270, ptr %254, align 4, !tbaa !27
  br label %273

271:                                              ; preds = %266
  %272 = atomicrmw volatile add ptr %254, i32 -1 acq_rel, align 4
  br label %273

273:                                              ; preds = %271, %269
  %274 = phi i32 [ %257, %269 ], [ %272, %271 ]
  %275 = icmp eq i32 %274, 1
  br i1 %275, label %276, label %277, !prof !28

276:                                              ; preds = %273
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %251) #23
  br label %277

277:                                              ; preds = %276, %273, %258, %250
  %278 = load ptr, ptr %131, align 8, !tbaa !18
  %279 = icmp eq ptr %278, null
  br i1 %279, label %304, label %280

280:                                              ; preds = %277
  %281 = getelementptr inbounds i8, ptr %278, i64 8
  %282 = load atomic i64, ptr %281 acquire, align 8
  %283 = icmp eq i64 %282, 4294967297
  %284 = trunc i64 %282 to i32
  br i1 %283, label %285, label %293

285:                                              ; preds = %280
  store i32 0, ptr %281, align 8, !tbaa !20
  %286 = getelementptr inbounds i8, ptr %278, i64 12
  store i32 0, ptr %286, align 4, !tbaa !23
  %287 = load ptr, ptr %278, align 8, !tbaa !24
  %288 = getelementptr inbounds i8, ptr %287, i64 16
  %289 = load ptr, ptr %288, align 8
  call void %289(ptr noundef nonnull align 8 dereferenceable(16) %278) #23
  %290 = load ptr, ptr %278, align 8, !tbaa !24
  %291 = getelementptr inbounds i8, ptr %290, i64 24
  %292 = load ptr, ptr %291, align 8
  call void %292(ptr noundef nonnull align 8 dereferenceable(16) %278) #23
  br label %304

293:                                              ; preds = %280
  %294 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %295 = icmp eq i8 %294, 0
  br i1 %295, label %298, label %296

296:                                              ; preds = %293
  %297 = add nsw i32 %284, -1
  store i32 %297, ptr %281, align 4, !tbaa !27
  br label %300

298:                                              ; preds = %293
  %299 = atomicrmw volatile add ptr %281, i32 -1 acq_rel, align 4
  br label %300

300:                                              ; preds = %298, %296
  %301 = phi i32 [ %284, %296 ], [ %299, %298 ]
  %302 = icmp eq i32 %301, 1
  br i1 %302, label %303, label %304, !prof !28

303:                                              ; preds = %300
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %278) #23
  br label %304

304:                                              ; preds = %303, %300, %285, %277
  call void @llvm.lifetime.end.p0(i64 120, ptr nonnull %13) #23
  %305 = load ptr, ptr %132, align 8, !tbaa !18
  %306 = icmp eq ptr %305, null
  br i1 %306, label %331, label %307

307:                                              ; preds = %304
  %308 = getelementptr inbounds i8, ptr %305, i64 8
  %309 = load atomic i64, ptr %308 acquire, align 8
  %310 = icmp eq i64 %309, 4294967297
  %311 = trunc i64 %309 to i32
  br i1 %310, label %312, label %320

312:                                              ; preds = %307
  store i32 0, ptr %308, align 8, !tbaa !20
  %313 = getelementptr inbounds i8, ptr %305, i64 12
  store i32 0, ptr %313, align 4, !tbaa !23
  %314 = load ptr, ptr %305, align 8, !tbaa !24
  %315 = getelementptr inbounds i8, ptr %314, i64 16
  %316 = load ptr, ptr %315, align 8
  call void %316(ptr noundef nonnull align 8 dereferenceable(16) %305) #23
  %317 = load ptr, ptr %305, align 8, !tbaa !24
  %318 = getelementptr inbounds i8, ptr %317, i64 24
  %319 = load ptr, ptr %318, align 8
  call void %319(ptr noundef nonnull align 8 dereferenceable(16) %305) #23
  br label %331

320:                                              ; preds = %307
  %321 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %322 = icmp eq i8 %321, 0
  br i1 %322, label %325, label %323

323:                                              ; preds = %320
  %324 = add nsw i32 %311, -1
  store i32 %324, ptr %308, align 4, !tbaa !27
  br label %327

325:                                              ; preds = %320
  %326 = atomicrmw volatile add ptr %308, i32 -1 acq_rel, align 4
  br label %327

327:                                              ; preds = %325, %323
  %328 = phi i32 [ %311, %323 ], [ %326, %325 ]
  %329 = icmp eq i32 %328, 1
  br i1 %329, label %330, label %331, !prof !28

330:                                              ; preds = %327
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %305) #23
  br label %331

331:                                              ; preds = %330, %327, %312, %304
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %11) #23
  %332 = load ptr, ptr %150, align 8, !tbaa !18
  %333 = icmp eq ptr %332, null
  br i1 %333, label %370, label %334

334:                                              ; preds = %331
  %335 = getelementptr inbounds i8, ptr %332, i64 8
  %336 = load atomic i64, ptr %335 acquire, align 8
  %337 = icmp eq i64 %336, 4294967297
  %338 = trunc i64 %336 to i32
  br i1 %337, label %339, label %347

339:                                              ; preds = %334
  store i32 0, ptr %335, align 8, !tbaa !20
  %340 = getelementptr inbounds i8, ptr %332, i64 12
  store i32 0, ptr %340, align 4, !tbaa !23
  %341 = load ptr, ptr %332, align 8, !tbaa !24
  %342 = getelementptr inbounds i8, ptr %341, i64 16
  %343 = load ptr, ptr %342, align 8
  call void %343(ptr noundef nonnull align 8 dereferenceable(16) %332) #23
  %344 = load ptr, ptr %332, align 8, !tbaa !24
  %345 = getelementptr inbounds i8, ptr %344, i64 24
  %346 = load ptr, ptr %345, align 8
  call void %346(ptr noundef nonnull align 8 dereferenceable(16) %332) #23
  br label %370

347:                                              ; preds = %334
  %348 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %349 = icmp eq i8 %348, 0
  br i1 %349, label %352, label %350

350:                                              ; preds = %347
  %351 = add nsw i32 %338, -1
  store i32 %351, ptr %335, align 4, !tbaa !27
  br label %354

352:                                              ; preds = %347
  %353 = atomicrmw volatile add ptr %335, i32 -1 acq_rel, align 4
  br label %354

354:                                              ; preds = %352, %350
  %355 = phi i32 [ %338, %350 ], [ %353, %352 ]
  %356 = icmp eq i32 %355, 1
  br i1 %356, label %357, label %370, !prof !28

357:                                              ; preds = %354
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %332) #23
  br label %370

358:                                              ; preds = %2
  %359 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %10) #23
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #23
  br label %368

360:                                              ; preds = %67
  %361 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %12) #23
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12) #23
  br label %366

362:                                              ; preds = %249, %244, %243, %199, %196, %182, %178, %177, %173, %162
  %363 = landingpad { ptr, i32 }
          cleanup
  br label %364

364:                                              ; preds = %362, %175
  %365 = phi { ptr, i32 } [ %363, %362 ], [ %176, %175 ]
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE1_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(120) %13) #23
  call void @llvm.lifetime.end.p0(i64 120, ptr nonnull %13) #23
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(56) %11) #23
  br label %366

366:                                              ; preds = %364, %360
  %367 = phi { ptr, i32 } [ %365, %364 ], [ %361, %360 ]
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %11) #23
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(56) %9) #23
  br label %368

368:                                              ; preds = %366, %358
  %369 = phi { ptr, i32 } [ %367, %366 ], [ %359, %358 ]
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %9) #23
  resume { ptr, i32 } %369

370:                                              ; preds = %331, %339, %354, %357
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %9) #23
  ret void
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define internal fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE1_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr nocapture noundef nonnull readonly align 8 dereferenceable(120) %0) unnamed_addr #7 align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 72
  %3 = load ptr, ptr %2, align 8, !tbaa !18
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !20
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !23
  %12 = load ptr, ptr %3, align 8, !tbaa !24
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #23
  %15 = load ptr, ptr %3, align 8, !tbaa !24
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #23
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !27
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !28

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #23
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  %30 = getelementptr inbounds i8, ptr %0, i64 16
  %31 = load ptr, ptr %30, align 8, !tbaa !18
  %32 = icmp eq ptr %31, null
  br i1 %32, label %57, label %33

33:                                               ; preds = %29
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = load atomic i64, ptr %34 acquire, align 8
  %36 = icmp eq i64 %35, 4294967297
  %37 = trunc i64 %35 to i32
  br i1 %36, label %38, label %46

38:                                               ; preds = %33
  store i32 0, ptr %34, align 8, !tbaa !20
  %39 = getelementptr inbounds i8, ptr %31, i64 12
  store i32 0, ptr %39, align 4, !tbaa !23
  %40 = load ptr, ptr %31, align 8, !tbaa !24
  %41 = getelementptr inbounds i8, ptr %40, i64 16
  %42 = load ptr, ptr %41, align 8
  tail call void %42(ptr noundef nonnull align 8 dereferenceable(16) %31) #23
  %43 = load ptr, ptr %31, align 8, !tbaa !24
  %44 = getelementptr inbounds i8, ptr %43, i64 24
  %45 = load ptr, ptr %44, align 8
  tail call void %45(ptr noundef nonnull align 8 dereferenceable(16) %31) #23
  br label %57

46:                                               ; preds = %33
  %47 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %48 = icmp eq i8 %47, 0
  br i1 %48, label %51, label %49

49:                                               ; preds = %46
  %50 = add nsw i32 %37, -1
  store i32 %50, ptr %34, align 4, !tbaa !27
  br label %53

51:                                               ; preds = %46
  %52 = atomicrmw volatile add ptr %34, i32 -1 acq_rel, align 4
  br label %53

53:                                               ; preds = %51, %49
  %54 = phi i32 [ %37, %49 ], [ %52, %51 ]
  %55 = icmp eq i32 %54, 1
  br i1 %55, label %56, label %57, !prof !28

56:                                               ; preds = %53
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #23
  br label %57

57:                                               ; preds = %29, %38, %53, %56
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local { i64, i32 } @_ZN4sycl3_V16detail18getKernelParamDescI7BucketsEENS1_19kernel_param_desc_tEi(i32 noundef %0) #3 comdat {
  %2 = add i32 %0, 18
  %3 = zext i32 %2 to i64
  %4 = getelementptr inbounds [22 x %"struct.sycl::_V1::detail::kernel_param_desc_t"], ptr @_ZN4sycl3_V16detailL17kernel_signaturesE, i64 0, i64 %3
  %5 = load i64, ptr %4, align 4
  %6 = getelementptr inbounds i8, ptr %4, i64 8
  %7 = load i32, ptr %6, align 4, !tbaa !27
  %8 = insertvalue { i64, i32 } poison, i64 %5, 0
  %9 = insertvalue { i64, i32 } %8, i32 %7, 1
  ret { i64, i32 } %9
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler19setDeviceKernelInfoI7BucketsEEvPv(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef %1) local_unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = getelementptr inbounds i8, ptr %0, i64 64
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(16) @__const._ZN4sycl3_V17handler19setDeviceKernelInfoI7BucketsEEvPv.Info, i64 16, i1 false), !tbaa.struct !222
  tail call void @_ZN4sycl3_V17handler13setKernelFuncEPv(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef %1)
  %4 = load atomic i8, ptr @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI7BucketsEERNS1_16DeviceKernelInfoEvE4Info acquire, align 8
  %5 = icmp eq i8 %4, 0
  br i1 %5, label %6, label %14, !prof !223

6:                                                ; preds = %2
  %7 = tail call i32 @__cxa_guard_acquire(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI7BucketsEERNS1_16DeviceKernelInfoEvE4Info) #23
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %14, label %9

9:                                                ; preds = %6
  %10 = invoke noundef nonnull align 1 ptr @_ZN4sycl3_V16detail19getDeviceKernelInfoERKNS1_27compile_time_kernel_info_v123CompileTimeKernelInfoTyE(ptr noundef nonnull align 8 dereferenceable(81) @_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI7BucketsEE)
          to label %11 unwind label %12

11:                                               ; preds = %9
  store ptr %10, ptr @_ZZN4sycl3_V16detail19getDeviceKernelInfoI7BucketsEERNS1_16DeviceKernelInfoEvE4Info, align 8, !tbaa !9
  tail call void @__cxa_guard_release(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI7BucketsEERNS1_16DeviceKernelInfoEvE4Info) #23
  br label %14

12:                                               ; preds = %9
  %13 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_guard_abort(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI7BucketsEERNS1_16DeviceKernelInfoEvE4Info) #23
  resume { ptr, i32 } %13

14:                                               ; preds = %2, %6, %11
  %15 = load ptr, ptr @_ZZN4sycl3_V16detail19getDeviceKernelInfoI7BucketsEERNS1_16DeviceKernelInfoEvE4Info, align 8, !tbaa !9
  tail call void @_ZN4sycl3_V17handler22setDeviceKernelInfoPtrEPNS0_6detail16DeviceKernelInfoE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull %15)
  tail call void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(176) %0, i32 noundef 1)
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef nonnull ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE1_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv(ptr noundef nonnull readnone align 8 dereferenceable(128) %0) unnamed_addr #19 align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE1_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED2Ev(ptr nocapture noundef nonnull align 8 dereferenceable(128) %0) unnamed_addr #4 align 2 personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE1_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %0, align 8, !tbaa !24
  %2 = getelementptr inbounds i8, ptr %0, i64 80
  %3 = load ptr, ptr %2, align 8, !tbaa !18
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !20
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !23
  %12 = load ptr, ptr %3, align 8, !tbaa !24
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #23
  %15 = load ptr, ptr %3, align 8, !tbaa !24
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #23
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !27
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !28

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #23
  br label %29

29:                                               ; preds = %28, %25, %10, %1
  %30 = getelementptr inbounds i8, ptr %0, i64 24
  %31 = load ptr, ptr %30, align 8, !tbaa !18
  %32 = icmp eq ptr %31, null
  br i1 %32, label %57, label %33

33:                                               ; preds = %29
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = load atomic i64, ptr %34 acquire, align 8
  %36 = icmp eq i64 %35, 4294967297
  %37 = trunc i64 %35 to i32
  br i1 %36, label %38, label %46

38:                                               ; preds = %33
  store i32 0, ptr %34, align 8, !tbaa !20
  %39 = getelementptr inbounds i8, ptr %31, i64 12
  store i32 0, ptr %39, align 4, !tbaa !23
  %40 = load ptr, ptr %31, align 8, !tbaa !24
  %41 = getelementptr inbounds i8, ptr %40, i64 16
  %42 = load ptr, ptr %41, align 8
  tail call void %42(ptr noundef nonnull align 8 dereferenceable(16) %31) #23
  %43 = load ptr, ptr %31, align 8, !tbaa !24
  %44 = getelementptr inbounds i8, ptr %43, i64 24
  %45 = load ptr, ptr %44, align 8
  tail call void %45(ptr noundef nonnull align 8 dereferenceable(16) %31) #23
  br label %57

46:                                               ; preds = %33
  %47 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %48 = icmp eq i8 %47, 0
  br i1 %48, label %51, label %49

49:                                               ; preds = %46
  %50 = add nsw i32 %37, -1
  store i32 %50, ptr %34, align 4, !tbaa !27
  br label %53

51:                                               ; preds = %46
  %52 = atomicrmw volatile add ptr %34, i32 -1 acq_rel, align 4
  br label %53

53:                                               ; preds = %51, %49
  %54 = phi i32 [ %37, %49 ], [ %52, %51 ]
  %55 = icmp eq i32 %54, 1
  br i1 %55, label %56, label %57, !prof !28

56:                                               ; preds = %53
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #23
  br label %57

57:                                               ; preds = %29, %38, %53, %56
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE1_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev(ptr noundef nonnull align 8 dereferenceable(128) %0) unnamed_addr #4 align 2 {
  tail call void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE1_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED2Ev(ptr noundef nonnull align 8 dereferenceable(128) %0) #23
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 128) #25
  ret void
}

; Function Attrs: mustprogress uwtable
define internal void @_ZN4sycl3_V16detail16runKernelWithArgINS0_4itemILi1ELb1EEEZZ4mainENKUlRNS0_7handlerEE1_clES6_EUlNS0_2idILi1EEEE_Lb0EEEvT0_T_RKSt17integral_constantIbXT1_EE(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly byval(%"class.sycl::_V1::item") align 8 %1, ptr nocapture nonnull readnone align 1 %2) #3 personality ptr @__gxx_personality_v0 {
  %4 = alloca { ptr, [32 x i8] }, align 8
  %5 = alloca { ptr, [32 x i8] }, align 8
  %6 = alloca %"class.sycl::_V1::detail::accessor_common<float, 2, sycl::_V1::access::mode::read, sycl::_V1::access::target::device, sycl::_V1::access::placeholder::false_t>::AccessorSubscript", align 8
  %7 = alloca %"class.sycl::_V1::detail::accessor_common<float, 2, sycl::_V1::access::mode::read_write, sycl::_V1::access::target::device, sycl::_V1::access::placeholder::false_t>::AccessorSubscript", align 8
  %8 = getelementptr inbounds i8, ptr %1, i64 8
  %9 = load i64, ptr %8, align 8, !tbaa !5
  %10 = load i64, ptr %0, align 8, !tbaa !267
  %11 = icmp eq i64 %10, 0
  br i1 %11, label %228, label %12

12:                                               ; preds = %3
  %13 = getelementptr inbounds i8, ptr %0, i64 64
  %14 = getelementptr inbounds i8, ptr %0, i64 72
  %15 = getelementptr inbounds i8, ptr %0, i64 80
  %16 = getelementptr inbounds i8, ptr %6, i64 16
  %17 = getelementptr inbounds i8, ptr %6, i64 24
  %18 = getelementptr inbounds i8, ptr %6, i64 32
  %19 = getelementptr inbounds i8, ptr %6, i64 8
  %20 = getelementptr inbounds i8, ptr %0, i64 8
  %21 = getelementptr inbounds i8, ptr %0, i64 16
  %22 = getelementptr inbounds i8, ptr %0, i64 24
  %23 = getelementptr inbounds i8, ptr %7, i64 16
  %24 = getelementptr inbounds i8, ptr %7, i64 24
  %25 = getelementptr inbounds i8, ptr %7, i64 32
  %26 = getelementptr inbounds i8, ptr %7, i64 8
  br label %27

27:                                               ; preds = %218, %12
  %28 = phi i64 [ 0, %12 ], [ %219, %218 ]
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %6) #23
  call void @llvm.experimental.noalias.scope.decl(metadata !274)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %5)
  %29 = load ptr, ptr %13, align 8, !tbaa !136, !noalias !274
  %30 = load ptr, ptr %14, align 8, !tbaa !18, !noalias !274
  %31 = icmp eq ptr %30, null
  br i1 %31, label %42, label %32

32:                                               ; preds = %27
  %33 = getelementptr inbounds i8, ptr %30, i64 8
  %34 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26, !noalias !274
  %35 = icmp eq i8 %34, 0
  br i1 %35, label %39, label %36

36:                                               ; preds = %32
  %37 = load i32, ptr %33, align 4, !tbaa !27, !noalias !274
  %38 = add nsw i32 %37, 1
  store i32 %38, ptr %33, align 4, !tbaa !27, !noalias !274
  br label %43

39:                                               ; preds = %32
  %40 = atomicrmw volatile add ptr %33, i32 1 acq_rel, align 4, !noalias !274
  %41 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26, !noalias !274
  br label %43

42:                                               ; preds = %27
  store ptr %29, ptr %16, align 8, !tbaa !136, !alias.scope !274
  store ptr null, ptr %17, align 8, !tbaa !18, !alias.scope !274
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %18, ptr noundef nonnull readonly align 8 dereferenceable(40) %15, i64 40, i1 false)
  store i64 %9, ptr %6, align 8, !tbaa !5, !alias.scope !274
  br label %74

43:                                               ; preds = %39, %36
  %44 = phi i8 [ %41, %39 ], [ 1, %36 ]
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %5, ptr noundef nonnull readonly align 8 dereferenceable(40) %15, i64 40, i1 false), !noalias !274
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %6, i8 0, i64 16, i1 false), !alias.scope !274
  store ptr %29, ptr %16, align 8, !tbaa !136, !alias.scope !274
  store ptr %30, ptr %17, align 8, !tbaa !18, !alias.scope !274
  %45 = icmp eq i8 %44, 0
  br i1 %45, label %49, label %46

46:                                               ; preds = %43
  %47 = load i32, ptr %33, align 4, !tbaa !27, !noalias !274
  %48 = add nsw i32 %47, 1
  store i32 %48, ptr %33, align 4, !tbaa !27, !noalias !274
  br label %51

49:                                               ; preds = %43
  %50 = atomicrmw volatile add ptr %33, i32 1 acq_rel, align 4, !noalias !274
  br label %51

51:                                               ; preds = %49, %46
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %18, ptr noundef nonnull align 8 dereferenceable(40) %5, i64 40, i1 false)
  store i64 %9, ptr %6, align 8, !tbaa !5, !alias.scope !274
  %52 = load atomic i64, ptr %33 acquire, align 8, !noalias !274
  %53 = icmp eq i64 %52, 4294967297
  %54 = trunc i64 %52 to i32
  br i1 %53, label %55, label %63

55:                                               ; preds = %51
  store i32 0, ptr %33, align 8, !tbaa !20, !noalias !274
  %56 = getelementptr inbounds i8, ptr %30, i64 12
  store i32 0, ptr %56, align 4, !tbaa !23, !noalias !274
  %57 = load ptr, ptr %30, align 8, !tbaa !24, !noalias !274
  %58 = getelementptr inbounds i8, ptr %57, i64 16
  %59 = load ptr, ptr %58, align 8, !noalias !274
  call void %59(ptr noundef nonnull align 8 dereferenceable(16) %30) #23, !noalias !274
  %60 = load ptr, ptr %30, align 8, !tbaa !24, !noalias !274
  %61 = getelementptr inbounds i8, ptr %60, i64 24
  %62 = load ptr, ptr %61, align 8, !noalias !274
  call void %62(ptr noundef nonnull align 8 dereferenceable(16) %30) #23, !noalias !274
  br label %74

63:                                               ; preds = %51
  %64 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26, !noalias !274
  %65 = icmp eq i8 %64, 0
  br i1 %65, label %68, label %66

66:                                               ; preds = %63
  %67 = add nsw i32 %54, -1
  store i32 %67, ptr %33, align 4, !tbaa !27, !noalias !274
  br label %70

68:                                               ; preds = %63
  %69 = atomicrmw volatile add ptr %33, i32 -1 acq_rel, align 4, !noalias !274
  br label %70

70:                                               ; preds = %68, %66
  %71 = phi i32 [ %54, %66 ], [ %69, %68 ]
  %72 = icmp eq i32 %71, 1
  br i1 %72, label %73, label %74, !prof !28

73:                                               ; preds = %70
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %30) #23, !noalias !274
  br label %74

74:                                               ; preds = %73, %70, %55, %42
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %5)
  store i64 %28, ptr %19, align 8, !tbaa !5
  %75 = load i64, ptr %6, align 8
  %76 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %16)
          to label %77 unwind label %222

77:                                               ; preds = %74
  %78 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %16)
          to label %79 unwind label %222

79:                                               ; preds = %77
  %80 = load i64, ptr %78, align 8
  %81 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %16)
          to label %82 unwind label %222

82:                                               ; preds = %79
  %83 = getelementptr inbounds i8, ptr %81, i64 8
  %84 = load i64, ptr %83, align 8
  %85 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %16)
          to label %86 unwind label %222

86:                                               ; preds = %82
  %87 = add i64 %80, %75
  %88 = mul i64 %84, %87
  %89 = getelementptr inbounds i8, ptr %85, i64 8
  %90 = load i64, ptr %89, align 8
  %91 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %16) #23
  %92 = getelementptr float, ptr %91, i64 %88
  %93 = getelementptr float, ptr %92, i64 %28
  %94 = getelementptr float, ptr %93, i64 %90
  %95 = load float, ptr %94, align 4, !tbaa !32
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %7) #23
  call void @llvm.experimental.noalias.scope.decl(metadata !277)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %4)
  %96 = load ptr, ptr %20, align 8, !tbaa !136, !noalias !277
  %97 = load ptr, ptr %21, align 8, !tbaa !18, !noalias !277
  %98 = icmp eq ptr %97, null
  br i1 %98, label %109, label %99

99:                                               ; preds = %86
  %100 = getelementptr inbounds i8, ptr %97, i64 8
  %101 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26, !noalias !277
  %102 = icmp eq i8 %101, 0
  br i1 %102, label %106, label %103

103:                                              ; preds = %99
  %104 = load i32, ptr %100, align 4, !tbaa !27, !noalias !277
  %105 = add nsw i32 %104, 1
  store i32 %105, ptr %100, align 4, !tbaa !27, !noalias !277
  br label %110

106:                                              ; preds = %99
  %107 = atomicrmw volatile add ptr %100, i32 1 acq_rel, align 4, !noalias !277
  %108 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26, !noalias !277
  br label %110

109:                                              ; preds = %86
  store ptr %96, ptr %23, align 8, !tbaa !136, !alias.scope !277
  store ptr null, ptr %24, align 8, !tbaa !18, !alias.scope !277
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %25, ptr noundef nonnull readonly align 8 dereferenceable(40) %22, i64 40, i1 false)
  store i64 %9, ptr %7, align 8, !tbaa !5, !alias.scope !277
  br label %141

110:                                              ; preds = %106, %103
  %111 = phi i8 [ %108, %106 ], [ 1, %103 ]
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %4, ptr noundef nonnull readonly align 8 dereferenceable(40) %22, i64 40, i1 false), !noalias !277
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %7, i8 0, i64 16, i1 false), !alias.scope !277
  store ptr %96, ptr %23, align 8, !tbaa !136, !alias.scope !277
  store ptr %97, ptr %24, align 8, !tbaa !18, !alias.scope !277
  %112 = icmp eq i8 %111, 0
  br i1 %112, label %116, label %113

113:                                              ; preds = %110
  %114 = load i32, ptr %100, align 4, !tbaa !27, !noalias !277
  %115 = add nsw i32 %114, 1
  store i32 %115, ptr %100, align 4, !tbaa !27, !noalias !277
  br label %118

116:                                              ; preds = %110
  %117 = atomicrmw volatile add ptr %100, i32 1 acq_rel, align 4, !noalias !277
  br label %118

118:                                              ; preds = %116, %113
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %25, ptr noundef nonnull align 8 dereferenceable(40) %4, i64 40, i1 false)
  store i64 %9, ptr %7, align 8, !tbaa !5, !alias.scope !277
  %119 = load atomic i64, ptr %100 acquire, align 8, !noalias !277
  %120 = icmp eq i64 %119, 4294967297
  %121 = trunc i64 %119 to i32
  br i1 %120, label %122, label %130

122:                                              ; preds = %118
  store i32 0, ptr %100, align 8, !tbaa !20, !noalias !277
  %123 = getelementptr inbounds i8, ptr %97, i64 12
  store i32 0, ptr %123, align 4, !tbaa !23, !noalias !277
  %124 = load ptr, ptr %97, align 8, !tbaa !24, !noalias !277
  %125 = getelementptr inbounds i8, ptr %124, i64 16
  %126 = load ptr, ptr %125, align 8, !noalias !277
  call void %126(ptr noundef nonnull align 8 dereferenceable(16) %97) #23, !noalias !277
  %127 = load ptr, ptr %97, align 8, !tbaa !24, !noalias !277
  %128 = getelementptr inbounds i8, ptr %127, i64 24
  %129 = load ptr, ptr %128, align 8, !noalias !277
  call void %129(ptr noundef nonnull align 8 dereferenceable(16) %97) #23, !noalias !277
  br label %141

130:                                              ; preds = %118
  %131 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26, !noalias !277
  %132 = icmp eq i8 %131, 0
  br i1 %132, label %135, label %133

133:                                              ; preds = %130
  %134 = add nsw i32 %121, -1
  store i32 %134, ptr %100, align 4, !tbaa !27, !noalias !277
  br label %137

135:                                              ; preds = %130
  %136 = atomicrmw volatile add ptr %100, i32 -1 acq_rel, align 4, !noalias !277
  br label %137

137:                                              ; preds = %135, %133
  %138 = phi i32 [ %121, %133 ], [ %136, %135 ]
  %139 = icmp eq i32 %138, 1
  br i1 %139, label %140, label %141, !prof !28

140:                                              ; preds = %137
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %97) #23, !noalias !277
  br label %141

141:                                              ; preds = %140, %137, %122, %109
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %4)
  %142 = and i64 %28, 3
  store i64 %142, ptr %26, align 8, !tbaa !5
  %143 = load i64, ptr %7, align 8
  %144 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %23)
          to label %145 unwind label %224

145:                                              ; preds = %141
  %146 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %23)
          to label %147 unwind label %224

147:                                              ; preds = %145
  %148 = load i64, ptr %146, align 8
  %149 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %23)
          to label %150 unwind label %224

150:                                              ; preds = %147
  %151 = getelementptr inbounds i8, ptr %149, i64 8
  %152 = load i64, ptr %151, align 8
  %153 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %23)
          to label %154 unwind label %224

154:                                              ; preds = %150
  %155 = add i64 %148, %143
  %156 = mul i64 %152, %155
  %157 = getelementptr inbounds i8, ptr %153, i64 8
  %158 = load i64, ptr %157, align 8
  %159 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %23) #23
  %160 = getelementptr float, ptr %159, i64 %156
  %161 = getelementptr float, ptr %160, i64 %142
  %162 = getelementptr float, ptr %161, i64 %158
  %163 = load float, ptr %162, align 4, !tbaa !32
  %164 = fadd float %95, %163
  store float %164, ptr %162, align 4, !tbaa !32
  %165 = load ptr, ptr %24, align 8, !tbaa !18
  %166 = icmp eq ptr %165, null
  br i1 %166, label %191, label %167

167:                                              ; preds = %154
  %168 = getelementptr inbounds i8, ptr %165, i64 8
  %169 = load atomic i64, ptr %168 acquire, align 8
  %170 = icmp eq i64 %169, 4294967297
  %171 = trunc i64 %169 to i32
  br i1 %170, label %172, label %180

172:                                              ; preds = %167
  store i32 0, ptr %168, align 8, !tbaa !20
  %173 = getelementptr inbounds i8, ptr %165, i64 12
  store i32 0, ptr %173, align 4, !tbaa !23
  %174 = load ptr, ptr %165, align 8, !tbaa !24
  %175 = getelementptr inbounds i8, ptr %174, i64 16
  %176 = load ptr, ptr %175, align 8
  call void %176(ptr noundef nonnull align 8 dereferenceable(16) %165) #23
  %177 = load ptr, ptr %165, align 8, !tbaa !24
  %178 = getelementptr inbounds i8, ptr %177, i64 24
  %179 = load ptr, ptr %178, align 8
  call void %179(ptr noundef nonnull align 8 dereferenceable(16) %165) #23
  br label %191

180:                                              ; preds = %167
  %181 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %182 = icmp eq i8 %181, 0
  br i1 %182, label %185, label %183

183:                                              ; preds = %180
  %184 = add nsw i32 %171, -1
  store i32 %184, ptr %168, align 4, !tbaa !27
  br label %187

185:                                              ; preds = %180
  %186 = atomicrmw volatile add ptr %168, i32 -1 acq_rel, align 4
  br label %187

187:                                              ; preds = %185, %183
  %188 = phi i32 [ %171, %183 ], [ %186, %185 ]
  %189 = icmp eq i32 %188, 1
  br i1 %189, label %190, label %191, !prof !28

190:                                              ; preds = %187
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %165) #23
  br label %191

191:                                              ; preds = %190, %187, %172, %154
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %7) #23
  %192 = load ptr, ptr %17, align 8, !tbaa !18
  %193 = icmp eq ptr %192, null
  br i1 %193, label %218, label %194

194:                                              ; preds = %191
  %195 = getelementptr inbounds i8, ptr %192, i64 8
  %196 = load atomic i64, ptr %195 acquire, align 8
  %197 = icmp eq i64 %196, 4294967297
  %198 = trunc i64 %196 to i32
  br i1 %197, label %199, label %207

199:                                              ; preds = %194
  store i32 0, ptr %195, align 8, !tbaa !20
  %200 = getelementptr inbounds i8, ptr %192, i64 12
  store i32 0, ptr %200, align 4, !tbaa !23
  %201 = load ptr, ptr %192, align 8, !tbaa !24
  %202 = getelementptr inbounds i8, ptr %201, i64 16
  %203 = load ptr, ptr %202, align 8
  call void %203(ptr noundef nonnull align 8 dereferenceable(16) %192) #23
  %204 = load ptr, ptr %192, align 8, !tbaa !24
  %205 = getelementptr inbounds i8, ptr %204, i64 24
  %206 = load ptr, ptr %205, align 8
  call void %206(ptr noundef nonnull align 8 dereferenceable(16) %192) #23
  br label %218

207:                                              ; preds = %194
  %208 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %209 = icmp eq i8 %208, 0
  br i1 %209, label %212, label %210

210:                                              ; preds = %207
  %211 = add nsw i32 %198, -1
  store i32 %211, ptr %195, align 4, !tbaa !27
  br label %214

212:                                              ; preds = %207
  %213 = atomicrmw volatile add ptr %195, i32 -1 acq_rel, align 4
  br label %214

214:                                              ; preds = %212, %210
  %215 = phi i32 [ %198, %210 ], [ %213, %212 ]
  %216 = icmp eq i32 %215, 1
  br i1 %216, label %217, label %218, !prof !28

217:                                              ; preds = %214
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %192) #23
  br label %218

218:                                              ; preds = %217, %214, %199, %191
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %6) #23
  %219 = add nuw i64 %28, 1
  %220 = load i64, ptr %0, align 8, !tbaa !267
  %221 = icmp ult i64 %219, %220
  br i1 %221, label %27, label %228, !llvm.loop !280

222:                                              ; preds = %82, %79, %77, %74
  %223 = landingpad { ptr, i32 }
          cleanup
  br label %226

224:                                              ; preds = %150, %147, %145, %141
  %225 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1026ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIfLi2ELS4_1026ELS5_2014ELS6_0ESA_EEED2Ev(ptr noundef nonnull align 8 dereferenceable(72) %7) #23
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %7) #23
  br label %226

226:                                              ; preds = %224, %222
  %227 = phi { ptr, i32 } [ %225, %224 ], [ %223, %222 ]
  call void @_ZN4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIfLi2ELS4_1024ELS5_2014ELS6_0ESA_EEED2Ev(ptr noundef nonnull align 8 dereferenceable(72) %6) #23
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %6) #23
  resume { ptr, i32 } %227

228:                                              ; preds = %218, %3
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #21

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #22

attributes #0 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { inlinehint mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #10 = { noinline noreturn nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { mustprogress noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #14 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #15 = { noreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #16 = { nobuiltin allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #17 = { nofree nosync nounwind memory(none) }
attributes #18 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #19 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #20 = { nofree nounwind }
attributes #21 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #22 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #23 = { nounwind }
attributes #24 = { noreturn nounwind }
attributes #25 = { builtin nounwind }
attributes #26 = { noreturn }
attributes #27 = { builtin allocsize(0) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"long", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"any pointer", !7, i64 0}
!11 = !{!12, !10, i64 24}
!12 = !{!"_ZTSSt8functionIFvN4sycl3_V114exception_listEEE", !13, i64 0, !10, i64 24}
!13 = !{!"_ZTSSt14_Function_base", !7, i64 0, !10, i64 16}
!14 = !{!13, !10, i64 16}
!15 = !{!16, !10, i64 0}
!16 = !{!"_ZTSNSt12_Vector_baseISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEESaIS5_EE17_Vector_impl_dataE", !10, i64 0, !10, i64 8, !10, i64 16}
!17 = !{!16, !10, i64 8}
!18 = !{!19, !10, i64 0}
!19 = !{!"_ZTSSt14__shared_countILN9__gnu_cxx12_Lock_policyE2EE", !10, i64 0}
!20 = !{!21, !22, i64 8}
!21 = !{!"_ZTSSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE", !22, i64 8, !22, i64 12}
!22 = !{!"int", !7, i64 0}
!23 = !{!21, !22, i64 12}
!24 = !{!25, !25, i64 0}
!25 = !{!"vtable pointer", !8, i64 0}
!26 = !{!7, !7, i64 0}
!27 = !{!22, !22, i64 0}
!28 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!29 = distinct !{!29, !30}
!30 = !{!"llvm.loop.mustprogress"}
!31 = !{!16, !10, i64 16}
!32 = !{!33, !33, i64 0}
!33 = !{!"float", !7, i64 0}
!34 = distinct !{!34, !30}
!35 = !{!36, !10, i64 0}
!36 = !{!"_ZTSN4sycl3_V16detail13code_locationE", !10, i64 0, !10, i64 8, !22, i64 16, !22, i64 20}
!37 = !{!38}
!38 = distinct !{!38, !39, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!39 = distinct !{!39, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!40 = !{!36, !10, i64 8}
!41 = !{!36, !22, i64 16}
!42 = !{!36, !22, i64 20}
!43 = !{!44}
!44 = distinct !{!44, !45, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!45 = distinct !{!45, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!46 = !{!47}
!47 = distinct !{!47, !48, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!48 = distinct !{!48, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!49 = !{!50}
!50 = distinct !{!50, !51, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!51 = distinct !{!51, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!52 = !{!53}
!53 = distinct !{!53, !54, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!54 = distinct !{!54, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!55 = !{!56}
!56 = distinct !{!56, !57, !"_ZN4sycl3_V15queue6submitIZ4mainEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_RKNS0_6detail13code_locationE: argument 0"}
!57 = distinct !{!57, !"_ZN4sycl3_V15queue6submitIZ4mainEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_RKNS0_6detail13code_locationE"}
!58 = !{!59, !10, i64 0}
!59 = !{!"_ZTSN4sycl3_V16detail19type_erased_cgfo_tyE", !10, i64 0, !10, i64 8}
!60 = !{!59, !10, i64 8}
!61 = !{!62, !56}
!62 = distinct !{!62, !63, !"_ZNK4sycl3_V15queue17submit_with_eventINS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET_RKNS0_6detail19type_erased_cgfo_tyERKNSD_13code_locationE: argument 0"}
!63 = distinct !{!63, !"_ZNK4sycl3_V15queue17submit_with_eventINS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET_RKNS0_6detail19type_erased_cgfo_tyERKNSD_13code_locationE"}
!64 = !{!65, !66, i64 0}
!65 = !{!"_ZTSN4sycl3_V16detail3_V114SubmissionInfoE", !66, i64 0}
!66 = !{!"_ZTSN4sycl3_V13ext6oneapi12experimental15event_mode_enumE", !7, i64 0}
!67 = !{!68, !69, i64 8}
!68 = !{!"_ZTSN4sycl3_V16detail14tls_code_loc_tE", !10, i64 0, !69, i64 8}
!69 = !{!"bool", !7, i64 0}
!70 = !{i8 0, i8 2}
!71 = !{}
!72 = !{!73}
!73 = distinct !{!73, !74, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!74 = distinct !{!74, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!75 = !{!76}
!76 = distinct !{!76, !77, !"_ZN4sycl3_V15queue6submitIZ4mainEUlRNS0_7handlerEE0_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_RKNS0_6detail13code_locationE: argument 0"}
!77 = distinct !{!77, !"_ZN4sycl3_V15queue6submitIZ4mainEUlRNS0_7handlerEE0_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_RKNS0_6detail13code_locationE"}
!78 = !{!79, !76}
!79 = distinct !{!79, !80, !"_ZNK4sycl3_V15queue17submit_with_eventINS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET_RKNS0_6detail19type_erased_cgfo_tyERKNSD_13code_locationE: argument 0"}
!80 = distinct !{!80, !"_ZNK4sycl3_V15queue17submit_with_eventINS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET_RKNS0_6detail19type_erased_cgfo_tyERKNSD_13code_locationE"}
!81 = !{!82}
!82 = distinct !{!82, !83, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!83 = distinct !{!83, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!84 = !{!85}
!85 = distinct !{!85, !86, !"_ZN4sycl3_V15queue6submitIZ4mainEUlRNS0_7handlerEE1_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_RKNS0_6detail13code_locationE: argument 0"}
!86 = distinct !{!86, !"_ZN4sycl3_V15queue6submitIZ4mainEUlRNS0_7handlerEE1_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_RKNS0_6detail13code_locationE"}
!87 = !{!88, !85}
!88 = distinct !{!88, !89, !"_ZNK4sycl3_V15queue17submit_with_eventINS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET_RKNS0_6detail19type_erased_cgfo_tyERKNSD_13code_locationE: argument 0"}
!89 = distinct !{!89, !"_ZNK4sycl3_V15queue17submit_with_eventINS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET_RKNS0_6detail19type_erased_cgfo_tyERKNSD_13code_locationE"}
!90 = distinct !{!90, !30}
!91 = distinct !{!91, !30}
!92 = distinct !{!92, !93}
!93 = !{!"llvm.loop.unroll.disable"}
!94 = distinct !{!94, !93}
!95 = distinct !{!95, !93}
!96 = distinct !{!96, !30}
!97 = distinct !{!97, !30}
!98 = distinct !{!98, !30}
!99 = !{!100}
!100 = distinct !{!100, !101, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!101 = distinct !{!101, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!102 = !{!103, !6, i64 0}
!103 = !{!"_ZTSN4sycl3_V16detail17aligned_allocatorIfEE", !6, i64 0}
!104 = !{!105, !6, i64 16}
!105 = !{!"_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE", !106, i64 0, !103, i64 8, !6, i64 16}
!106 = !{!"_ZTSN4sycl3_V16detail19SYCLMemObjAllocatorE"}
!107 = !{!108, !10, i64 0}
!108 = !{!"_ZTSSt10_Head_baseILm0EPN4sycl3_V16detail19SYCLMemObjAllocatorELb0EE", !10, i64 0}
!109 = !{!110, !6, i64 32}
!110 = !{!"_ZTSN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvEE", !111, i64 0, !114, i64 16, !6, i64 32, !69, i64 40}
!111 = !{!"_ZTSN4sycl3_V16detail12buffer_plainE", !112, i64 0}
!112 = !{!"_ZTSSt10shared_ptrIN4sycl3_V16detail11buffer_implEE", !113, i64 0}
!113 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail11buffer_implELN9__gnu_cxx12_Lock_policyE2EE", !10, i64 0, !19, i64 8}
!114 = !{!"_ZTSN4sycl3_V15rangeILi2EEE", !115, i64 0}
!115 = !{!"_ZTSN4sycl3_V16detail5arrayILi2EEE", !7, i64 0}
!116 = !{!110, !69, i64 40}
!117 = !{!113, !10, i64 0}
!118 = !{!119, !10, i64 8}
!119 = !{!"_ZTSSt9type_info", !10, i64 8}
!120 = !{!121}
!121 = distinct !{!121, !122, !"_ZN4sycl3_V16detail12rangeToArrayERKNS0_5rangeILi2EEE: argument 0"}
!122 = distinct !{!122, !"_ZN4sycl3_V16detail12rangeToArrayERKNS0_5rangeILi2EEE"}
!123 = !{!124, !10, i64 24}
!124 = !{!"_ZTSSt8functionIFiRKN4sycl3_V16deviceEEE", !13, i64 0, !10, i64 24}
!125 = !{!126, !10, i64 16}
!126 = !{!"_ZTSNSt12_Vector_baseINSt15__exception_ptr13exception_ptrESaIS1_EE17_Vector_impl_dataE", !10, i64 0, !10, i64 8, !10, i64 16}
!127 = !{!126, !10, i64 0}
!128 = !{!126, !10, i64 8}
!129 = !{!130, !10, i64 0}
!130 = !{!"_ZTSNSt15__exception_ptr13exception_ptrE", !10, i64 0}
!131 = distinct !{!131, !30}
!132 = !{!133, !10, i64 0}
!133 = !{!"_ZTSZ4mainEUlRN4sycl3_V17handlerEE_", !10, i64 0, !10, i64 8, !10, i64 16, !10, i64 24}
!134 = !{!133, !10, i64 8}
!135 = !{!133, !10, i64 16}
!136 = !{!137, !10, i64 0}
!137 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail16AccessorImplHostELN9__gnu_cxx12_Lock_policyE2EE", !10, i64 0, !19, i64 8}
!138 = !{!133, !10, i64 24}
!139 = !{!140, !6, i64 112}
!140 = !{!"_ZTSZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_EUlNS0_2idILi1EEEE_", !141, i64 0, !144, i64 56, !6, i64 112}
!141 = !{!"_ZTSN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !142, i64 0, !10, i64 16, !7, i64 24}
!142 = !{!"_ZTSN4sycl3_V16detail16AccessorBaseHostE", !143, i64 0}
!143 = !{!"_ZTSSt10shared_ptrIN4sycl3_V16detail16AccessorImplHostEE", !137, i64 0}
!144 = !{!"_ZTSN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !142, i64 0, !10, i64 16, !7, i64 24}
!145 = !{!146, !69, i64 8}
!146 = !{!"_ZTSSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental23work_group_scratch_sizeEE", !7, i64 0, !69, i64 8}
!147 = !{!148, !150}
!148 = distinct !{!148, !149, !"_ZN4sycl3_V16detail27kernel_launch_properties_v129extractKernelPropertiesCommonINS2_11PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS5_5intel12experimental12cache_configENS7_17use_root_sync_keyENS7_23work_group_progress_keyENS7_22sub_group_progress_keyENS7_22work_item_progress_keyENS7_4cuda12cluster_sizeILi1EEENSH_ILi2EEENSH_ILi3EEEEEELb0ENS7_10propertiesINS7_6detail20properties_type_listIJEEEEEvEET_T1_: argument 0"}
!149 = distinct !{!149, !"_ZN4sycl3_V16detail27kernel_launch_properties_v129extractKernelPropertiesCommonINS2_11PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS5_5intel12experimental12cache_configENS7_17use_root_sync_keyENS7_23work_group_progress_keyENS7_22sub_group_progress_keyENS7_22work_item_progress_keyENS7_4cuda12cluster_sizeILi1EEENSH_ILi2EEENSH_ILi3EEEEEELb0ENS7_10propertiesINS7_6detail20properties_type_listIJEEEEEvEET_T1_"}
!150 = distinct !{!150, !151, !"_ZN4sycl3_V16detail27kernel_launch_properties_v123extractKernelPropertiesILb0ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEvEEDaT0_: argument 0"}
!151 = distinct !{!151, !"_ZN4sycl3_V16detail27kernel_launch_properties_v123extractKernelPropertiesILb0ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEvEEDaT0_"}
!152 = !{!153, !69, i64 2}
!153 = !{!"_ZTSSt22_Optional_payload_baseIN4sycl3_V13ext5intel12experimental12cache_configEE", !7, i64 0, !69, i64 2}
!154 = !{!155, !69, i64 0}
!155 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental17use_root_sync_keyEvEE", !69, i64 0}
!156 = !{!157, !69, i64 4}
!157 = !{!"_ZTSSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental26forward_progress_guaranteeEE", !7, i64 0, !69, i64 4}
!158 = !{!159, !69, i64 4}
!159 = !{!"_ZTSSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental15execution_scopeEE", !7, i64 0, !69, i64 4}
!160 = !{!161, !69, i64 8}
!161 = !{!"_ZTSSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi1EEEE", !7, i64 0, !69, i64 8}
!162 = !{!163, !69, i64 16}
!163 = !{!"_ZTSSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi2EEEE", !7, i64 0, !69, i64 16}
!164 = !{!165, !69, i64 24}
!165 = !{!"_ZTSSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi3EEEE", !7, i64 0, !69, i64 24}
!166 = !{!167, !69, i64 144}
!167 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v111PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS4_5intel12experimental12cache_configENS6_17use_root_sync_keyENS6_23work_group_progress_keyENS6_22sub_group_progress_keyENS6_22work_item_progress_keyENS6_4cuda12cluster_sizeILi1EEENSG_ILi2EEENSG_ILi3EEEEEE", !168, i64 0, !172, i64 16, !155, i64 20, !176, i64 24, !183, i64 40, !184, i64 56, !185, i64 72, !189, i64 88, !193, i64 112, !69, i64 144}
!168 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental23work_group_scratch_sizeEvEE", !169, i64 0}
!169 = !{!"_ZTSSt8optionalIN4sycl3_V13ext6oneapi12experimental23work_group_scratch_sizeEE", !170, i64 0}
!170 = !{!"_ZTSSt14_Optional_baseIN4sycl3_V13ext6oneapi12experimental23work_group_scratch_sizeELb1ELb1EE", !171, i64 0}
!171 = !{!"_ZTSSt17_Optional_payloadIN4sycl3_V13ext6oneapi12experimental23work_group_scratch_sizeELb1ELb1ELb1EE", !146, i64 0}
!172 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext5intel12experimental12cache_configEvEE", !173, i64 0}
!173 = !{!"_ZTSSt8optionalIN4sycl3_V13ext5intel12experimental12cache_configEE", !174, i64 0}
!174 = !{!"_ZTSSt14_Optional_baseIN4sycl3_V13ext5intel12experimental12cache_configELb1ELb1EE", !175, i64 0}
!175 = !{!"_ZTSSt17_Optional_payloadIN4sycl3_V13ext5intel12experimental12cache_configELb1ELb1ELb1EE", !153, i64 0}
!176 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental23work_group_progress_keyEvEE", !177, i64 0, !180, i64 8}
!177 = !{!"_ZTSSt8optionalIN4sycl3_V13ext6oneapi12experimental26forward_progress_guaranteeEE", !178, i64 0}
!178 = !{!"_ZTSSt14_Optional_baseIN4sycl3_V13ext6oneapi12experimental26forward_progress_guaranteeELb1ELb1EE", !179, i64 0}
!179 = !{!"_ZTSSt17_Optional_payloadIN4sycl3_V13ext6oneapi12experimental26forward_progress_guaranteeELb1ELb1ELb1EE", !157, i64 0}
!180 = !{!"_ZTSSt8optionalIN4sycl3_V13ext6oneapi12experimental15execution_scopeEE", !181, i64 0}
!181 = !{!"_ZTSSt14_Optional_baseIN4sycl3_V13ext6oneapi12experimental15execution_scopeELb1ELb1EE", !182, i64 0}
!182 = !{!"_ZTSSt17_Optional_payloadIN4sycl3_V13ext6oneapi12experimental15execution_scopeELb1ELb1ELb1EE", !159, i64 0}
!183 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental22sub_group_progress_keyEvEE", !177, i64 0, !180, i64 8}
!184 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental22work_item_progress_keyEvEE", !177, i64 0, !180, i64 8}
!185 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental4cuda12cluster_sizeILi1EEEvEE", !186, i64 0}
!186 = !{!"_ZTSSt8optionalIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi1EEEE", !187, i64 0}
!187 = !{!"_ZTSSt14_Optional_baseIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi1EEELb1ELb1EE", !188, i64 0}
!188 = !{!"_ZTSSt17_Optional_payloadIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi1EEELb1ELb1ELb1EE", !161, i64 0}
!189 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental4cuda12cluster_sizeILi2EEEvEE", !190, i64 0}
!190 = !{!"_ZTSSt8optionalIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi2EEEE", !191, i64 0}
!191 = !{!"_ZTSSt14_Optional_baseIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi2EEELb1ELb1EE", !192, i64 0}
!192 = !{!"_ZTSSt17_Optional_payloadIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi2EEELb1ELb1ELb1EE", !163, i64 0}
!193 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental4cuda12cluster_sizeILi3EEEvEE", !194, i64 0}
!194 = !{!"_ZTSSt8optionalIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi3EEEE", !195, i64 0}
!195 = !{!"_ZTSSt14_Optional_baseIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi3EEELb1ELb1EE", !196, i64 0}
!196 = !{!"_ZTSSt17_Optional_payloadIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi3EEELb1ELb1ELb1EE", !165, i64 0}
!197 = !{!198, !10, i64 0}
!198 = !{!"_ZTSN4sycl3_V16detail16nd_range_view_v113nd_range_viewE", !10, i64 0, !10, i64 8, !10, i64 16, !6, i64 24}
!199 = !{!198, !6, i64 24}
!200 = !{!201}
!201 = distinct !{!201, !202, !"_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE: argument 0"}
!202 = distinct !{!202, !"_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE"}
!203 = !{!204}
!204 = distinct !{!204, !205, !"_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE: argument 0"}
!205 = distinct !{!205, !"_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE"}
!206 = !{!207, !10, i64 0}
!207 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseELN9__gnu_cxx12_Lock_policyE2EE", !10, i64 0, !19, i64 8}
!208 = distinct !{!208, !30}
!209 = !{!144, !10, i64 16}
!210 = !{!211}
!211 = distinct !{!211, !212, !"_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE: argument 0"}
!212 = distinct !{!212, !"_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE"}
!213 = !{!214}
!214 = distinct !{!214, !215, !"_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE: argument 0"}
!215 = distinct !{!215, !"_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE"}
!216 = !{!141, !10, i64 16}
!217 = !{!218, !22, i64 16}
!218 = !{!"_ZTSN4sycl3_V16detail27compile_time_kernel_info_v123CompileTimeKernelInfoTyE", !219, i64 0, !22, i64 16, !69, i64 20, !219, i64 24, !219, i64 40, !22, i64 56, !22, i64 60, !6, i64 64, !10, i64 72, !69, i64 80}
!219 = !{!"_ZTSN4sycl3_V16detail11string_viewE", !10, i64 0, !6, i64 8}
!220 = distinct !{!220, !30}
!221 = !{!218, !10, i64 72}
!222 = !{i64 0, i64 8, !9, i64 8, i64 8, !5}
!223 = !{!"branch_weights", i32 1, i32 1048575}
!224 = !{!225}
!225 = distinct !{!225, !226, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam: argument 0"}
!226 = distinct !{!226, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam"}
!227 = !{!228}
!228 = distinct !{!228, !229, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam: argument 0"}
!229 = distinct !{!229, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam"}
!230 = !{!231}
!231 = distinct !{!231, !232, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam: argument 0"}
!232 = distinct !{!232, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam"}
!233 = !{!234}
!234 = distinct !{!234, !235, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam: argument 0"}
!235 = distinct !{!235, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam"}
!236 = !{!237}
!237 = distinct !{!237, !238, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam: argument 0"}
!238 = distinct !{!238, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam"}
!239 = distinct !{!239, !30}
!240 = !{!241, !10, i64 0}
!241 = !{!"_ZTSZ4mainEUlRN4sycl3_V17handlerEE0_", !10, i64 0, !10, i64 8, !10, i64 16, !10, i64 24}
!242 = !{!241, !10, i64 8}
!243 = !{!241, !10, i64 16}
!244 = !{!241, !10, i64 24}
!245 = !{!246, !6, i64 0}
!246 = !{!"_ZTSZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_EUlNS0_2idILi1EEEE_", !6, i64 0, !141, i64 8, !144, i64 64}
!247 = !{!248, !250}
!248 = distinct !{!248, !249, !"_ZN4sycl3_V16detail27kernel_launch_properties_v129extractKernelPropertiesCommonINS2_11PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS5_5intel12experimental12cache_configENS7_17use_root_sync_keyENS7_23work_group_progress_keyENS7_22sub_group_progress_keyENS7_22work_item_progress_keyENS7_4cuda12cluster_sizeILi1EEENSH_ILi2EEENSH_ILi3EEEEEELb0ENS7_10propertiesINS7_6detail20properties_type_listIJEEEEEvEET_T1_: argument 0"}
!249 = distinct !{!249, !"_ZN4sycl3_V16detail27kernel_launch_properties_v129extractKernelPropertiesCommonINS2_11PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS5_5intel12experimental12cache_configENS7_17use_root_sync_keyENS7_23work_group_progress_keyENS7_22sub_group_progress_keyENS7_22work_item_progress_keyENS7_4cuda12cluster_sizeILi1EEENSH_ILi2EEENSH_ILi3EEEEEELb0ENS7_10propertiesINS7_6detail20properties_type_listIJEEEEEvEET_T1_"}
!250 = distinct !{!250, !251, !"_ZN4sycl3_V16detail27kernel_launch_properties_v123extractKernelPropertiesILb0ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEvEEDaT0_: argument 0"}
!251 = distinct !{!251, !"_ZN4sycl3_V16detail27kernel_launch_properties_v123extractKernelPropertiesILb0ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEvEEDaT0_"}
!252 = !{!253}
!253 = distinct !{!253, !254, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam: argument 0"}
!254 = distinct !{!254, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam"}
!255 = !{!256}
!256 = distinct !{!256, !257, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam: argument 0"}
!257 = distinct !{!257, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam"}
!258 = !{!259}
!259 = distinct !{!259, !260, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam: argument 0"}
!260 = distinct !{!260, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam"}
!261 = distinct !{!261, !30}
!262 = !{!263, !10, i64 0}
!263 = !{!"_ZTSZ4mainEUlRN4sycl3_V17handlerEE1_", !10, i64 0, !10, i64 8, !10, i64 16, !10, i64 24}
!264 = !{!263, !10, i64 8}
!265 = !{!263, !10, i64 16}
!266 = !{!263, !10, i64 24}
!267 = !{!268, !6, i64 0}
!268 = !{!"_ZTSZZ4mainENKUlRN4sycl3_V17handlerEE1_clES2_EUlNS0_2idILi1EEEE_", !6, i64 0, !141, i64 8, !144, i64 64}
!269 = !{!270, !272}
!270 = distinct !{!270, !271, !"_ZN4sycl3_V16detail27kernel_launch_properties_v129extractKernelPropertiesCommonINS2_11PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS5_5intel12experimental12cache_configENS7_17use_root_sync_keyENS7_23work_group_progress_keyENS7_22sub_group_progress_keyENS7_22work_item_progress_keyENS7_4cuda12cluster_sizeILi1EEENSH_ILi2EEENSH_ILi3EEEEEELb0ENS7_10propertiesINS7_6detail20properties_type_listIJEEEEEvEET_T1_: argument 0"}
!271 = distinct !{!271, !"_ZN4sycl3_V16detail27kernel_launch_properties_v129extractKernelPropertiesCommonINS2_11PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS5_5intel12experimental12cache_configENS7_17use_root_sync_keyENS7_23work_group_progress_keyENS7_22sub_group_progress_keyENS7_22work_item_progress_keyENS7_4cuda12cluster_sizeILi1EEENSH_ILi2EEENSH_ILi3EEEEEELb0ENS7_10propertiesINS7_6detail20properties_type_listIJEEEEEvEET_T1_"}
!272 = distinct !{!272, !273, !"_ZN4sycl3_V16detail27kernel_launch_properties_v123extractKernelPropertiesILb0ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEvEEDaT0_: argument 0"}
!273 = distinct !{!273, !"_ZN4sycl3_V16detail27kernel_launch_properties_v123extractKernelPropertiesILb0ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEvEEDaT0_"}
!274 = !{!275}
!275 = distinct !{!275, !276, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam: argument 0"}
!276 = distinct !{!276, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam"}
!277 = !{!278}
!278 = distinct !{!278, !279, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam: argument 0"}
!279 = distinct !{!279, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam"}
!280 = distinct !{!280, !30}
