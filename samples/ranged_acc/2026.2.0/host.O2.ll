; ModuleID = 'host_tu.cpp'
source_filename = "host_tu.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%"struct.sycl::_V1::detail::kernel_param_desc_t" = type { i32, i32, i32 }
%"class.sycl::_V1::detail::string_view" = type { ptr, i64 }
%"class.sycl::_V1::detail::tls_code_loc_t" = type <{ ptr, i8, [7 x i8] }>
%"class.sycl::_V1::detail::_V1::SubmissionInfo" = type { i32 }
%class.anon.17 = type { ptr, ptr }
%"class.sycl::_V1::detail::type_erased_cgfo_ty" = type { ptr, ptr }
%class.anon = type { ptr, ptr }
%"class.std::function" = type { %"class.std::_Function_base", ptr }
%"class.std::_Function_base" = type { %"union.std::_Any_data", ptr }
%"union.std::_Any_data" = type { %"union.std::_Nocopy_types" }
%"union.std::_Nocopy_types" = type { { i64, i64 } }
%"class.sycl::_V1::queue" = type { %"class.std::shared_ptr" }
%"class.std::shared_ptr" = type { %"class.std::__shared_ptr" }
%"class.std::__shared_ptr" = type { ptr, %"class.std::__shared_count" }
%"class.std::__shared_count" = type { ptr }
%"class.sycl::_V1::property_list" = type { %"class.sycl::_V1::detail::PropertyListBase" }
%"class.sycl::_V1::detail::PropertyListBase" = type { %"class.std::bitset", %"class.std::vector.0" }
%"class.std::bitset" = type { %"struct.std::_Base_bitset" }
%"struct.std::_Base_bitset" = type { i64 }
%"class.std::vector.0" = type { %"struct.std::_Vector_base.1" }
%"struct.std::_Vector_base.1" = type { %"struct.std::_Vector_base<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>, std::allocator<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>>>::_Vector_impl" }
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
%"class.sycl::_V1::accessor" = type { %"class.sycl::_V1::detail::AccessorBaseHost", ptr, [32 x i8] }
%"class.sycl::_V1::detail::AccessorBaseHost" = type { %"class.std::shared_ptr.13" }
%"class.std::shared_ptr.13" = type { %"class.std::__shared_ptr.14" }
%"class.std::__shared_ptr.14" = type { ptr, %"class.std::__shared_count" }
%"class.std::unique_ptr" = type { %"struct.std::__uniq_ptr_data" }
%"struct.std::__uniq_ptr_data" = type { %"class.std::__uniq_ptr_impl" }
%"class.std::__uniq_ptr_impl" = type { %"class.std::tuple" }
%"class.std::tuple" = type { %"struct.std::_Tuple_impl" }
%"struct.std::_Tuple_impl" = type { %"struct.std::_Head_base.30" }
%"struct.std::_Head_base.30" = type { ptr }
%"struct.std::array" = type { [3 x i64] }
%"class.sycl::_V1::id.86" = type { %"class.sycl::_V1::detail::array.87" }
%"class.sycl::_V1::detail::array.87" = type { [3 x i64] }
%"class.sycl::_V1::range.88" = type { %"class.sycl::_V1::detail::array.87" }
%"class.sycl::_V1::ext::oneapi::accessor_property_list" = type { %"class.sycl::_V1::detail::PropertyListBase" }
%"class.sycl::_V1::device" = type { ptr }
%"class.std::function.23" = type { %"class.std::_Function_base", ptr }
%"class.sycl::_V1::exception_list" = type { %"class.std::vector.18" }
%"class.std::vector.18" = type { %"struct.std::_Vector_base.19" }
%"struct.std::_Vector_base.19" = type { %"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl" }
%"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl" = type { %"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl_data" }
%"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl_data" = type { ptr, ptr, ptr }
%"class.std::shared_ptr.44" = type { %"class.std::__shared_ptr.45" }
%"class.std::__shared_ptr.45" = type { ptr, %"class.std::__shared_count" }
%"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view" = type { ptr, ptr, ptr, i64 }
%"struct.sycl::_V1::detail::compile_time_kernel_info_v1::CompileTimeKernelInfoTy" = type <{ %"class.sycl::_V1::detail::string_view", i32, i8, [3 x i8], %"class.sycl::_V1::detail::string_view", %"class.sycl::_V1::detail::string_view", i32, i32, i64, ptr, i8, [7 x i8] }>
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::PropsHolder" = type { %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty", %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.89", %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.101", [3 x i8], %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.102", %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.119", %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.120", %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.121", %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.135", %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.148", i8, [7 x i8] }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty" = type { %"class.std::optional" }
%"class.std::optional" = type { %"struct.std::_Optional_base" }
%"struct.std::_Optional_base" = type { %"struct.std::_Optional_payload" }
%"struct.std::_Optional_payload" = type { %"struct.std::_Optional_payload_base.base", [7 x i8] }
%"struct.std::_Optional_payload_base.base" = type <{ %"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::work_group_scratch_size>::_Storage", i8 }>
%"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::work_group_scratch_size>::_Storage" = type { %"struct.sycl::_V1::ext::oneapi::experimental::work_group_scratch_size" }
%"struct.sycl::_V1::ext::oneapi::experimental::work_group_scratch_size" = type { i64 }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.89" = type { %"class.std::optional.90" }
%"class.std::optional.90" = type { %"struct.std::_Optional_base.91" }
%"struct.std::_Optional_base.91" = type { %"struct.std::_Optional_payload.93" }
%"struct.std::_Optional_payload.93" = type { %"struct.std::_Optional_payload_base.base.98", i8 }
%"struct.std::_Optional_payload_base.base.98" = type <{ %"union.std::_Optional_payload_base<sycl::_V1::ext::intel::experimental::cache_config>::_Storage", i8 }>
%"union.std::_Optional_payload_base<sycl::_V1::ext::intel::experimental::cache_config>::_Storage" = type { %"struct.sycl::_V1::ext::intel::experimental::cache_config" }
%"struct.sycl::_V1::ext::intel::experimental::cache_config" = type { i16 }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.101" = type { i8 }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.102" = type { %"class.std::optional.103", %"class.std::optional.111" }
%"class.std::optional.103" = type { %"struct.std::_Optional_base.104" }
%"struct.std::_Optional_base.104" = type { %"struct.std::_Optional_payload.106" }
%"struct.std::_Optional_payload.106" = type { %"struct.std::_Optional_payload_base.base.108", [3 x i8] }
%"struct.std::_Optional_payload_base.base.108" = type <{ %"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::forward_progress_guarantee>::_Storage", i8 }>
%"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::forward_progress_guarantee>::_Storage" = type { i32 }
%"class.std::optional.111" = type { %"struct.std::_Optional_base.112" }
%"struct.std::_Optional_base.112" = type { %"struct.std::_Optional_payload.114" }
%"struct.std::_Optional_payload.114" = type { %"struct.std::_Optional_payload_base.base.116", [3 x i8] }
%"struct.std::_Optional_payload_base.base.116" = type <{ %"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::execution_scope>::_Storage", i8 }>
%"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::execution_scope>::_Storage" = type { i32 }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.119" = type { %"class.std::optional.103", %"class.std::optional.111" }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.120" = type { %"class.std::optional.103", %"class.std::optional.111" }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.121" = type { %"class.std::optional.122" }
%"class.std::optional.122" = type { %"struct.std::_Optional_base.123" }
%"struct.std::_Optional_base.123" = type { %"struct.std::_Optional_payload.125" }
%"struct.std::_Optional_payload.125" = type { %"struct.std::_Optional_payload_base.base.132", [7 x i8] }
%"struct.std::_Optional_payload_base.base.132" = type <{ %"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::cuda::cluster_size<1>>::_Storage", i8 }>
%"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::cuda::cluster_size<1>>::_Storage" = type { %"struct.sycl::_V1::ext::oneapi::experimental::cuda::cluster_size" }
%"struct.sycl::_V1::ext::oneapi::experimental::cuda::cluster_size" = type { %"class.sycl::_V1::range.130" }
%"class.sycl::_V1::range.130" = type { %"class.sycl::_V1::detail::array.131" }
%"class.sycl::_V1::detail::array.131" = type { [1 x i64] }
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
%"struct.sycl::_V1::ext::oneapi::experimental::cuda::cluster_size.154" = type { %"class.sycl::_V1::range.88" }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::accessor.81" = type { %"class.sycl::_V1::detail::AccessorBaseHost", ptr, [32 x i8] }
%class.anon.85 = type { %"class.sycl::_V1::accessor.81", %"class.sycl::_V1::accessor" }
%"class.sycl::_V1::item" = type { %"struct.sycl::_V1::detail::ItemBase" }
%"struct.sycl::_V1::detail::ItemBase" = type { %"class.sycl::_V1::range", %"class.sycl::_V1::id", %"class.sycl::_V1::id" }
%"class.sycl::_V1::accessor.168" = type { %"class.sycl::_V1::detail::AccessorBaseHost", ptr, [32 x i8] }
%class.anon.172 = type { %"class.sycl::_V1::accessor.168", %"class.sycl::_V1::accessor" }
%"class.sycl::_V1::detail::accessor_common<int, 2, sycl::_V1::access::mode::read, sycl::_V1::access::target::device, sycl::_V1::access::placeholder::false_t>::AccessorSubscript" = type { %"class.sycl::_V1::id", %"class.sycl::_V1::accessor" }

$_ZN4sycl3_V16bufferIiLi2ENS0_6detail17aligned_allocatorIiEEvEC2EPiRKNS0_5rangeILi2EEERKNS0_13property_listENS2_13code_locationE = comdat any

$_ZN4sycl3_V18accessorIiLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IiLi2ENS0_6detail17aligned_allocatorIiEEvEERNS0_6bufferIT_XT0_ET1_vEERKNS0_13property_listENSC_13code_locationE = comdat any

$_ZN4sycl3_V16bufferIiLi2ENS0_6detail17aligned_allocatorIiEEvED2Ev = comdat any

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

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE16getAllocatorImplEv = comdat any

$_ZN4sycl3_V16detail19SYCLMemObjAllocatorD2Ev = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiED0Ev = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE8allocateEm = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE10deallocateEPvm = comdat any

$_ZNK4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE12getValueSizeEv = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE12setAlignmentEm = comdat any

$_ZN4sycl3_V19exceptionC1ESt10error_codePKc = comdat any

$_ZNSt12__shared_ptrIN4sycl3_V17contextELN9__gnu_cxx12_Lock_policyE2EED2Ev = comdat any

$_ZN4sycl3_V18accessorIiLi2ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IiLi2ENS0_6detail17aligned_allocatorIiEEvEERNS0_6bufferIT_XT0_ET1_vEERNS0_7handlerENS0_5rangeILi2EEENS0_2idILi2EEERKNS0_13property_listENSC_13code_locationE = comdat any

$_ZN4sycl3_V16detail16PropertyListBaseD2Ev = comdat any

$_ZN4sycl3_V18accessorIiLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IiLi2ENS0_6detail17aligned_allocatorIiEEvEERNS0_6bufferIT_XT0_ET1_vEERNS0_7handlerENS0_5rangeILi2EEENS0_2idILi2EEERKNS0_13property_listENSC_13code_locationE = comdat any

$_ZN4sycl3_V16detail18getKernelParamDescI8AddBlockEENS1_19kernel_param_desc_tEi = comdat any

$_ZNK4sycl3_V17handler28throwOnKernelParameterMisuseERKNS0_6detail27compile_time_kernel_info_v123CompileTimeKernelInfoTyE = comdat any

$_ZN4sycl3_V17handler19setDeviceKernelInfoI8AddBlockEEvPv = comdat any

$_ZN4sycl3_V16detail16AccessorBaseHostD2Ev = comdat any

$_ZN4sycl3_V18accessorIiLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IiLi2ENS0_6detail17aligned_allocatorIiEEvEERNS0_6bufferIT_XT0_ET1_vEERNS0_7handlerENS0_5rangeILi2EEENS0_2idILi2EEERKNS0_13property_listENSC_13code_locationE = comdat any

$_ZN4sycl3_V16detail15accessor_commonIiLi2ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIiLi2ELS4_1024ELS5_2014ELS6_0ESA_EEED2Ev = comdat any

$_ZTSPFvN4sycl3_V114exception_listEE = comdat any

$_ZTSFvN4sycl3_V114exception_listEE = comdat any

$_ZTIFvN4sycl3_V114exception_listEE = comdat any

$_ZTIPFvN4sycl3_V114exception_listEE = comdat any

$_ZTSPFiRKN4sycl3_V16deviceEE = comdat any

$_ZTSFiRKN4sycl3_V16deviceEE = comdat any

$_ZTIFiRKN4sycl3_V16deviceEE = comdat any

$_ZTIPFiRKN4sycl3_V16deviceEE = comdat any

$_ZTVN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiEE = comdat any

$_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiEE = comdat any

$_ZTSN4sycl3_V16detail19SYCLMemObjAllocatorE = comdat any

$_ZTIN4sycl3_V16detail19SYCLMemObjAllocatorE = comdat any

$_ZTIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiEE = comdat any

$_ZTSN4sycl3_V16detail14HostKernelBaseE = comdat any

$_ZTIN4sycl3_V16detail14HostKernelBaseE = comdat any

$_ZZN4sycl3_V16detail19getDeviceKernelInfoI8AddBlockEERNS1_16DeviceKernelInfoEvE4Info = comdat any

$_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI8AddBlockEERNS1_16DeviceKernelInfoEvE4Info = comdat any

$_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI8AddBlockEE = comdat any

@.str = private unnamed_addr constant [15 x i8] c"ranged_acc.cpp\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"main\00", align 1
@.str.2 = private unnamed_addr constant [29 x i8] c"FAIL at (%zu,%zu): %d != %d\0A\00", align 1
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
@_ZTIi = external local_unnamed_addr constant ptr
@_ZTVN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiEE = linkonce_odr dso_local unnamed_addr constant { [9 x ptr] } { [9 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiEE, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE16getAllocatorImplEv, ptr @_ZN4sycl3_V16detail19SYCLMemObjAllocatorD2Ev, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiED0Ev, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE8allocateEm, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE10deallocateEPvm, ptr @_ZNK4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE12getValueSizeEv, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE12setAlignmentEm] }, comdat, align 8
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiEE = linkonce_odr dso_local constant [76 x i8] c"N4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiEE\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTSN4sycl3_V16detail19SYCLMemObjAllocatorE = linkonce_odr dso_local constant [40 x i8] c"N4sycl3_V16detail19SYCLMemObjAllocatorE\00", comdat, align 1
@_ZTIN4sycl3_V16detail19SYCLMemObjAllocatorE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail19SYCLMemObjAllocatorE }, comdat, align 8
@_ZTIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiEE = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiEE, ptr @_ZTIN4sycl3_V16detail19SYCLMemObjAllocatorE }, comdat, align 8
@_ZTISt9bad_alloc = external constant ptr
@_ZTVSt9bad_alloc = external unnamed_addr constant { [5 x ptr] }, align 8
@_ZTISt9exception = external constant ptr
@_ZTIN4sycl3_V19exceptionE = external constant ptr
@.str.6 = private unnamed_addr constant [21 x i8] c"exception in ~buffer\00", align 1
@.str.7 = private unnamed_addr constant [6 x i8] c"false\00", align 1
@.str.8 = private unnamed_addr constant [85 x i8] c"root/intel-sycl-rt-2026.2.0/intel_sycl_rt-2026.2.0.data/data/include/sycl/buffer.hpp\00", align 1
@__PRETTY_FUNCTION__._ZN4sycl3_V16bufferIiLi2ENS0_6detail17aligned_allocatorIiEEvED2Ev = private unnamed_addr constant [127 x i8] c"sycl::buffer<int, 2>::~buffer() [T = int, dimensions = 2, AllocatorT = sycl::detail::aligned_allocator<int>, __Enabled = void]\00", align 1
@.str.9 = private unnamed_addr constant [11 x i8] c"operator()\00", align 1
@.str.10 = private unnamed_addr constant [79 x i8] c"accessor with requested offset and range would exceed the bounds of the buffer\00", align 1
@.str.12 = private unnamed_addr constant [58 x i8] c"SyclObj.impl && \22every constructor should create an impl\22\00", align 1
@.str.13 = private unnamed_addr constant [96 x i8] c"root/intel-sycl-rt-2026.2.0/intel_sycl_rt-2026.2.0.data/data/include/sycl/detail/impl_utils.hpp\00", align 1
@__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_6bufferIiLi2ENS1_17aligned_allocatorIiEEvEEEERKDtsrT_4implERKS8_ = private unnamed_addr constant [116 x i8] c"static const decltype(Obj::impl) &sycl::detail::ImplUtils::getSyclObjImpl(const Obj &) [Obj = sycl::buffer<int, 2>]\00", align 1
@.str.14 = private unnamed_addr constant [46 x i8] c"accessor cannot be both read_only and no_init\00", align 1
@.str.15 = private unnamed_addr constant [14 x i8] c"_ZTS8AddBlock\00", align 1
@.str.16 = private unnamed_addr constant [10 x i8] c"rtc_0.cpp\00", align 1
@.str.17 = private unnamed_addr constant [11 x i8] c"::AddBlock\00", align 1
@_ZN4sycl3_V16detailL17kernel_signaturesE = internal unnamed_addr constant [11 x %"struct.sycl::_V1::detail::kernel_param_desc_t"] [%"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 16, i32 0 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 6110, i32 16 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 6110, i32 72 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 6110, i32 0 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 6110, i32 56 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 16, i32 0 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 6110, i32 16 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 6110, i32 72 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 6110, i32 0 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 6110, i32 56 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 15, i32 -987654321, i32 -987654321 }], align 16
@.str.19 = private unnamed_addr constant [131 x i8] c"Attempt to set multiple actions for the command group. Command group must consist of a single kernel or explicit memory operation.\00", align 1
@.str.20 = private unnamed_addr constant [161 x i8] c"A local accessor must not be used in a SYCL kernel function that is invoked via single_task or via the simple form of parallel_for that takes a range parameter.\00", align 1
@.str.21 = private unnamed_addr constant [171 x i8] c"A work group memory object must not be used in a SYCL kernel function that is invoked via single_task or via the simple form of parallel_for that takes a range parameter.\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE = internal unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EE6getPtrEv, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EED2Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EED0Ev] }, align 8
@_ZTSN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE = internal constant [110 x i8] c"N4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE\00", align 1
@_ZTSN4sycl3_V16detail14HostKernelBaseE = linkonce_odr dso_local constant [35 x i8] c"N4sycl3_V16detail14HostKernelBaseE\00", comdat, align 1
@_ZTIN4sycl3_V16detail14HostKernelBaseE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail14HostKernelBaseE }, comdat, align 8
@_ZTIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE = internal constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, align 8
@__const._ZN4sycl3_V17handler19setDeviceKernelInfoI8AddBlockEEvPv.Info = private unnamed_addr constant { %"class.sycl::_V1::detail::string_view", i32, i8, %"class.sycl::_V1::detail::string_view", %"class.sycl::_V1::detail::string_view", i32, i32, i64, ptr, i8 } { %"class.sycl::_V1::detail::string_view" { ptr @.str.15, i64 13 }, i32 2, i8 0, %"class.sycl::_V1::detail::string_view" { ptr @.str.16, i64 9 }, %"class.sycl::_V1::detail::string_view" { ptr @.str.17, i64 10 }, i32 23, i32 55, i64 112, ptr @_ZN4sycl3_V16detail18getKernelParamDescI8AddBlockEENS1_19kernel_param_desc_tEi, i8 1 }, align 8
@_ZZN4sycl3_V16detail19getDeviceKernelInfoI8AddBlockEERNS1_16DeviceKernelInfoEvE4Info = linkonce_odr dso_local local_unnamed_addr global ptr null, comdat, align 8
@_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI8AddBlockEERNS1_16DeviceKernelInfoEvE4Info = linkonce_odr dso_local global i64 0, comdat, align 8
@_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI8AddBlockEE = linkonce_odr dso_local constant { %"class.sycl::_V1::detail::string_view", i32, i8, %"class.sycl::_V1::detail::string_view", %"class.sycl::_V1::detail::string_view", i32, i32, i64, ptr, i8 } { %"class.sycl::_V1::detail::string_view" { ptr @.str.15, i64 13 }, i32 2, i8 0, %"class.sycl::_V1::detail::string_view" { ptr @.str.16, i64 9 }, %"class.sycl::_V1::detail::string_view" { ptr @.str.17, i64 10 }, i32 23, i32 55, i64 112, ptr @_ZN4sycl3_V16detail18getKernelParamDescI8AddBlockEENS1_19kernel_param_desc_tEi, i8 1 }, comdat, align 8
@.str.23 = private unnamed_addr constant [65 x i8] c"_ZTSZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_EUlNS0_2idILi2EEEE_\00", align 1
@.str.24 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE = internal unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EE6getPtrEv, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EED2Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EED0Ev] }, align 8
@_ZTSN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE = internal constant [111 x i8] c"N4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE\00", align 1
@_ZTIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE = internal constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, align 8
@__const._ZN4sycl3_V17handler19setDeviceKernelInfoIZZ4mainENKUlRS1_E0_clES3_EUlNS0_2idILi2EEEE_EEvPv.Info = private constant { %"class.sycl::_V1::detail::string_view", i32, i8, %"class.sycl::_V1::detail::string_view", %"class.sycl::_V1::detail::string_view", i32, i32, i64, ptr, i8 } { %"class.sycl::_V1::detail::string_view" { ptr @.str.23, i64 64 }, i32 2, i8 0, %"class.sycl::_V1::detail::string_view" { ptr @.str.24, i64 0 }, %"class.sycl::_V1::detail::string_view" { ptr @.str.24, i64 0 }, i32 0, i32 0, i64 112, ptr @_ZN4sycl3_V16detail18getKernelParamDescIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi2EEEE_EENS1_19kernel_param_desc_tEi, i8 1 }, align 8
@_ZZN4sycl3_V16detail19getDeviceKernelInfoIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi2EEEE_EERNS1_16DeviceKernelInfoEvE4Info = internal unnamed_addr global ptr null, align 8
@_ZGVZN4sycl3_V16detail19getDeviceKernelInfoIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi2EEEE_EERNS1_16DeviceKernelInfoEvE4Info = internal global i64 0, align 8
@str = private unnamed_addr constant [5 x i8] c"PASS\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef range(i32 0, 2) i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %1 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 8
  %2 = alloca %"class.sycl::_V1::detail::_V1::SubmissionInfo", align 4
  %3 = alloca %class.anon.17, align 8
  %4 = alloca %"class.sycl::_V1::detail::type_erased_cgfo_ty", align 8
  %5 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 8
  %6 = alloca %"class.sycl::_V1::detail::_V1::SubmissionInfo", align 4
  %7 = alloca %class.anon, align 8
  %8 = alloca %"class.sycl::_V1::detail::type_erased_cgfo_ty", align 8
  %9 = alloca %"class.std::function", align 8
  %10 = alloca %"class.sycl::_V1::queue", align 8
  %11 = alloca %"class.sycl::_V1::property_list", align 8
  %12 = alloca %"class.sycl::_V1::buffer", align 8
  %13 = alloca %"class.sycl::_V1::range", align 8
  %14 = alloca %"class.sycl::_V1::property_list", align 8
  %15 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %16 = alloca %"class.sycl::_V1::buffer", align 8
  %17 = alloca %"class.sycl::_V1::range", align 8
  %18 = alloca %"class.sycl::_V1::property_list", align 8
  %19 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %20 = alloca %"class.sycl::_V1::event", align 8
  %21 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %22 = alloca %"class.sycl::_V1::accessor", align 8
  %23 = alloca %"class.sycl::_V1::property_list", align 8
  %24 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %25 = alloca %"class.sycl::_V1::event", align 8
  %26 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %27 = tail call noalias noundef nonnull dereferenceable(2048) ptr @_Znwm(i64 noundef 2048) #21
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(2048) %27, i8 0, i64 2048, i1 false)
  %28 = invoke noalias noundef nonnull dereferenceable(2048) ptr @_Znwm(i64 noundef 2048) #21
          to label %29 unwind label %52

29:                                               ; preds = %0
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(2048) %28, i8 0, i64 2048, i1 false)
  br label %30

30:                                               ; preds = %30, %29
  %31 = phi i64 [ 0, %29 ], [ %49, %30 ]
  %32 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %29 ], [ %50, %30 ]
  %33 = add <4 x i32> %32, <i32 4, i32 4, i32 4, i32 4>
  %34 = getelementptr inbounds i32, ptr %27, i64 %31
  %35 = getelementptr inbounds i8, ptr %34, i64 16
  store <4 x i32> %32, ptr %34, align 4, !tbaa !5
  store <4 x i32> %33, ptr %35, align 4, !tbaa !5
  %36 = add nuw nsw <4 x i32> %32, <i32 1000, i32 1000, i32 1000, i32 1000>
  %37 = add <4 x i32> %32, <i32 1004, i32 1004, i32 1004, i32 1004>
  %38 = getelementptr inbounds i32, ptr %28, i64 %31
  %39 = getelementptr inbounds i8, ptr %38, i64 16
  store <4 x i32> %36, ptr %38, align 4, !tbaa !5
  store <4 x i32> %37, ptr %39, align 4, !tbaa !5
  %40 = or disjoint i64 %31, 8
  %41 = add <4 x i32> %32, <i32 8, i32 8, i32 8, i32 8>
  %42 = add <4 x i32> %32, <i32 12, i32 12, i32 12, i32 12>
  %43 = getelementptr inbounds i32, ptr %27, i64 %40
  %44 = getelementptr inbounds i8, ptr %43, i64 16
  store <4 x i32> %41, ptr %43, align 4, !tbaa !5
  store <4 x i32> %42, ptr %44, align 4, !tbaa !5
  %45 = add <4 x i32> %32, <i32 1008, i32 1008, i32 1008, i32 1008>
  %46 = add <4 x i32> %32, <i32 1012, i32 1012, i32 1012, i32 1012>
  %47 = getelementptr inbounds i32, ptr %28, i64 %40
  %48 = getelementptr inbounds i8, ptr %47, i64 16
  store <4 x i32> %45, ptr %47, align 4, !tbaa !5
  store <4 x i32> %46, ptr %48, align 4, !tbaa !5
  %49 = add nuw nsw i64 %31, 16
  %50 = add <4 x i32> %32, <i32 16, i32 16, i32 16, i32 16>
  %51 = icmp eq i64 %49, 512
  br i1 %51, label %54, label %30, !llvm.loop !9

52:                                               ; preds = %0
  %53 = landingpad { ptr, i32 }
          cleanup
  br label %504

54:                                               ; preds = %30
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %10) #22
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %11) #22
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %11, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #22
  %55 = getelementptr inbounds i8, ptr %9, i64 16
  %56 = getelementptr inbounds i8, ptr %9, i64 24
  %57 = getelementptr inbounds i8, ptr %9, i64 8
  store i64 0, ptr %57, align 8
  store ptr @_ZN4sycl3_V16detail19defaultAsyncHandlerENS0_14exception_listE, ptr %9, align 8, !tbaa !13
  store ptr @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E9_M_invokeERKSt9_Any_dataOS2_, ptr %56, align 8, !tbaa !15
  store ptr @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E10_M_managerERSt9_Any_dataRKS6_St18_Manager_operation, ptr %55, align 8, !tbaa !18
  invoke void @_ZN4sycl3_V15queueC2IFiRKNS0_6deviceEEvEERKT_RKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %10, ptr noundef nonnull @_ZN4sycl3_V118default_selector_vERKNS0_6deviceE, ptr noundef nonnull align 8 dereferenceable(32) %9, ptr noundef nonnull align 8 dereferenceable(32) %11)
          to label %58 unwind label %66

58:                                               ; preds = %54
  %59 = load ptr, ptr %55, align 8, !tbaa !18
  %60 = icmp eq ptr %59, null
  br i1 %60, label %76, label %61

61:                                               ; preds = %58
  %62 = invoke noundef zeroext i1 %59(ptr noundef nonnull align 8 dereferenceable(16) %9, ptr noundef nonnull align 8 dereferenceable(16) %9, i32 noundef 3)
          to label %76 unwind label %63

63:                                               ; preds = %61
  %64 = landingpad { ptr, i32 }
          catch ptr null
  %65 = extractvalue { ptr, i32 } %64, 0
  call void @__clang_call_terminate(ptr %65) #23
  unreachable

66:                                               ; preds = %54
  %67 = landingpad { ptr, i32 }
          cleanup
  %68 = load ptr, ptr %55, align 8, !tbaa !18
  %69 = icmp eq ptr %68, null
  br i1 %69, label %75, label %70

70:                                               ; preds = %66
  %71 = invoke noundef zeroext i1 %68(ptr noundef nonnull align 8 dereferenceable(16) %9, ptr noundef nonnull align 8 dereferenceable(16) %9, i32 noundef 3)
          to label %75 unwind label %72

72:                                               ; preds = %70
  %73 = landingpad { ptr, i32 }
          catch ptr null
  %74 = extractvalue { ptr, i32 } %73, 0
  call void @__clang_call_terminate(ptr %74) #23
  unreachable

75:                                               ; preds = %70, %66
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #22
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %11) #22
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #22
  br label %502

76:                                               ; preds = %61, %58
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #22
  %77 = getelementptr inbounds i8, ptr %11, i64 8
  %78 = load ptr, ptr %77, align 8, !tbaa !19
  %79 = getelementptr inbounds i8, ptr %11, i64 16
  %80 = load ptr, ptr %79, align 8, !tbaa !21
  %81 = icmp eq ptr %78, %80
  br i1 %81, label %116, label %82

82:                                               ; preds = %76, %111
  %83 = phi ptr [ %112, %111 ], [ %78, %76 ]
  %84 = getelementptr inbounds i8, ptr %83, i64 8
  %85 = load ptr, ptr %84, align 8, !tbaa !22
  %86 = icmp eq ptr %85, null
  br i1 %86, label %111, label %87

87:                                               ; preds = %82
  %88 = getelementptr inbounds i8, ptr %85, i64 8
  %89 = load atomic i64, ptr %88 acquire, align 8
  %90 = icmp eq i64 %89, 4294967297
  %91 = trunc i64 %89 to i32
  br i1 %90, label %92, label %100

92:                                               ; preds = %87
  store i32 0, ptr %88, align 8, !tbaa !24
  %93 = getelementptr inbounds i8, ptr %85, i64 12
  store i32 0, ptr %93, align 4, !tbaa !26
  %94 = load ptr, ptr %85, align 8, !tbaa !27
  %95 = getelementptr inbounds i8, ptr %94, i64 16
  %96 = load ptr, ptr %95, align 8
  call void %96(ptr noundef nonnull align 8 dereferenceable(16) %85) #22
  %97 = load ptr, ptr %85, align 8, !tbaa !27
  %98 = getelementptr inbounds i8, ptr %97, i64 24
  %99 = load ptr, ptr %98, align 8
  call void %99(ptr noundef nonnull align 8 dereferenceable(16) %85) #22
  br label %111

100:                                              ; preds = %87
  %101 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %102 = icmp eq i8 %101, 0
  br i1 %102, label %105, label %103

103:                                              ; preds = %100
  %104 = add nsw i32 %91, -1
  store i32 %104, ptr %88, align 4, !tbaa !5
  br label %107

105:                                              ; preds = %100
  %106 = atomicrmw volatile add ptr %88, i32 -1 acq_rel, align 4
  br label %107

107:                                              ; preds = %105, %103
  %108 = phi i32 [ %91, %103 ], [ %106, %105 ]
  %109 = icmp eq i32 %108, 1
  br i1 %109, label %110, label %111, !prof !30

110:                                              ; preds = %107
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %85) #22
  br label %111

111:                                              ; preds = %110, %107, %92, %82
  %112 = getelementptr inbounds i8, ptr %83, i64 16
  %113 = icmp eq ptr %112, %80
  br i1 %113, label %114, label %82, !llvm.loop !31

114:                                              ; preds = %111
  %115 = load ptr, ptr %77, align 8, !tbaa !19
  br label %116

116:                                              ; preds = %114, %76
  %117 = phi ptr [ %115, %114 ], [ %78, %76 ]
  %118 = icmp eq ptr %117, null
  br i1 %118, label %125, label %119

119:                                              ; preds = %116
  %120 = getelementptr inbounds i8, ptr %11, i64 24
  %121 = load ptr, ptr %120, align 8, !tbaa !32
  %122 = ptrtoint ptr %121 to i64
  %123 = ptrtoint ptr %117 to i64
  %124 = sub i64 %122, %123
  call void @_ZdlPvm(ptr noundef nonnull %117, i64 noundef %124) #24
  br label %125

125:                                              ; preds = %116, %119
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #22
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %12) #22
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %13) #22
  store i64 16, ptr %13, align 8, !tbaa !33
  %126 = getelementptr inbounds i8, ptr %13, i64 8
  store i64 32, ptr %126, align 8, !tbaa !33
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %14) #22
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %14, i8 0, i64 32, i1 false)
  store ptr @.str, ptr %15, align 8, !tbaa !35, !alias.scope !37
  %127 = getelementptr inbounds i8, ptr %15, i64 8
  store ptr @.str.1, ptr %127, align 8, !tbaa !40, !alias.scope !37
  %128 = getelementptr inbounds i8, ptr %15, i64 16
  store i32 16, ptr %128, align 8, !tbaa !41, !alias.scope !37
  %129 = getelementptr inbounds i8, ptr %15, i64 20
  store i32 26, ptr %129, align 4, !tbaa !42, !alias.scope !37
  invoke void @_ZN4sycl3_V16bufferIiLi2ENS0_6detail17aligned_allocatorIiEEvEC2EPiRKNS0_5rangeILi2EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(41) %12, ptr noundef nonnull %27, ptr noundef nonnull align 8 dereferenceable(16) %13, ptr noundef nonnull align 8 dereferenceable(32) %14, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %15)
          to label %130 unwind label %407

130:                                              ; preds = %125
  %131 = getelementptr inbounds i8, ptr %14, i64 8
  %132 = load ptr, ptr %131, align 8, !tbaa !19
  %133 = getelementptr inbounds i8, ptr %14, i64 16
  %134 = load ptr, ptr %133, align 8, !tbaa !21
  %135 = icmp eq ptr %132, %134
  br i1 %135, label %170, label %136

136:                                              ; preds = %130, %165
  %137 = phi ptr [ %166, %165 ], [ %132, %130 ]
  %138 = getelementptr inbounds i8, ptr %137, i64 8
  %139 = load ptr, ptr %138, align 8, !tbaa !22
  %140 = icmp eq ptr %139, null
  br i1 %140, label %165, label %141

141:                                              ; preds = %136
  %142 = getelementptr inbounds i8, ptr %139, i64 8
  %143 = load atomic i64, ptr %142 acquire, align 8
  %144 = icmp eq i64 %143, 4294967297
  %145 = trunc i64 %143 to i32
  br i1 %144, label %146, label %154

146:                                              ; preds = %141
  store i32 0, ptr %142, align 8, !tbaa !24
  %147 = getelementptr inbounds i8, ptr %139, i64 12
  store i32 0, ptr %147, align 4, !tbaa !26
  %148 = load ptr, ptr %139, align 8, !tbaa !27
  %149 = getelementptr inbounds i8, ptr %148, i64 16
  %150 = load ptr, ptr %149, align 8
  call void %150(ptr noundef nonnull align 8 dereferenceable(16) %139) #22
  %151 = load ptr, ptr %139, align 8, !tbaa !27
  %152 = getelementptr inbounds i8, ptr %151, i64 24
  %153 = load ptr, ptr %152, align 8
  call void %153(ptr noundef nonnull align 8 dereferenceable(16) %139) #22
  br label %165

154:                                              ; preds = %141
  %155 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %156 = icmp eq i8 %155, 0
  br i1 %156, label %159, label %157

157:                                              ; preds = %154
  %158 = add nsw i32 %145, -1
  store i32 %158, ptr %142, align 4, !tbaa !5
  br label %161

159:                                              ; preds = %154
  %160 = atomicrmw volatile add ptr %142, i32 -1 acq_rel, align 4
  br label %161

161:                                              ; preds = %159, %157
  %162 = phi i32 [ %145, %157 ], [ %160, %159 ]
  %163 = icmp eq i32 %162, 1
  br i1 %163, label %164, label %165, !prof !30

164:                                              ; preds = %161
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %139) #22
  br label %165

165:                                              ; preds = %164, %161, %146, %136
  %166 = getelementptr inbounds i8, ptr %137, i64 16
  %167 = icmp eq ptr %166, %134
  br i1 %167, label %168, label %136, !llvm.loop !31

168:                                              ; preds = %165
  %169 = load ptr, ptr %131, align 8, !tbaa !19
  br label %170

170:                                              ; preds = %168, %130
  %171 = phi ptr [ %169, %168 ], [ %132, %130 ]
  %172 = icmp eq ptr %171, null
  br i1 %172, label %179, label %173

173:                                              ; preds = %170
  %174 = getelementptr inbounds i8, ptr %14, i64 24
  %175 = load ptr, ptr %174, align 8, !tbaa !32
  %176 = ptrtoint ptr %175 to i64
  %177 = ptrtoint ptr %171 to i64
  %178 = sub i64 %176, %177
  call void @_ZdlPvm(ptr noundef nonnull %171, i64 noundef %178) #24
  br label %179

179:                                              ; preds = %170, %173
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %14) #22
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %13) #22
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %16) #22
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %17) #22
  store i64 16, ptr %17, align 8, !tbaa !33
  %180 = getelementptr inbounds i8, ptr %17, i64 8
  store i64 32, ptr %180, align 8, !tbaa !33
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %18) #22
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %18, i8 0, i64 32, i1 false)
  store ptr @.str, ptr %19, align 8, !tbaa !35, !alias.scope !43
  %181 = getelementptr inbounds i8, ptr %19, i64 8
  store ptr @.str.1, ptr %181, align 8, !tbaa !40, !alias.scope !43
  %182 = getelementptr inbounds i8, ptr %19, i64 16
  store i32 17, ptr %182, align 8, !tbaa !41, !alias.scope !43
  %183 = getelementptr inbounds i8, ptr %19, i64 20
  store i32 26, ptr %183, align 4, !tbaa !42, !alias.scope !43
  invoke void @_ZN4sycl3_V16bufferIiLi2ENS0_6detail17aligned_allocatorIiEEvEC2EPiRKNS0_5rangeILi2EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(41) %16, ptr noundef nonnull %28, ptr noundef nonnull align 8 dereferenceable(16) %17, ptr noundef nonnull align 8 dereferenceable(32) %18, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %19)
          to label %184 unwind label %409

184:                                              ; preds = %179
  %185 = getelementptr inbounds i8, ptr %18, i64 8
  %186 = load ptr, ptr %185, align 8, !tbaa !19
  %187 = getelementptr inbounds i8, ptr %18, i64 16
  %188 = load ptr, ptr %187, align 8, !tbaa !21
  %189 = icmp eq ptr %186, %188
  br i1 %189, label %224, label %190

190:                                              ; preds = %184, %219
  %191 = phi ptr [ %220, %219 ], [ %186, %184 ]
  %192 = getelementptr inbounds i8, ptr %191, i64 8
  %193 = load ptr, ptr %192, align 8, !tbaa !22
  %194 = icmp eq ptr %193, null
  br i1 %194, label %219, label %195

195:                                              ; preds = %190
  %196 = getelementptr inbounds i8, ptr %193, i64 8
  %197 = load atomic i64, ptr %196 acquire, align 8
  %198 = icmp eq i64 %197, 4294967297
  %199 = trunc i64 %197 to i32
  br i1 %198, label %200, label %208

200:                                              ; preds = %195
  store i32 0, ptr %196, align 8, !tbaa !24
  %201 = getelementptr inbounds i8, ptr %193, i64 12
  store i32 0, ptr %201, align 4, !tbaa !26
  %202 = load ptr, ptr %193, align 8, !tbaa !27
  %203 = getelementptr inbounds i8, ptr %202, i64 16
  %204 = load ptr, ptr %203, align 8
  call void %204(ptr noundef nonnull align 8 dereferenceable(16) %193) #22
  %205 = load ptr, ptr %193, align 8, !tbaa !27
  %206 = getelementptr inbounds i8, ptr %205, i64 24
  %207 = load ptr, ptr %206, align 8
  call void %207(ptr noundef nonnull align 8 dereferenceable(16) %193) #22
  br label %219

208:                                              ; preds = %195
  %209 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %210 = icmp eq i8 %209, 0
  br i1 %210, label %213, label %211

211:                                              ; preds = %208
  %212 = add nsw i32 %199, -1
  store i32 %212, ptr %196, align 4, !tbaa !5
  br label %215

213:                                              ; preds = %208
  %214 = atomicrmw volatile add ptr %196, i32 -1 acq_rel, align 4
  br label %215

215:                                              ; preds = %213, %211
  %216 = phi i32 [ %199, %211 ], [ %214, %213 ]
  %217 = icmp eq i32 %216, 1
  br i1 %217, label %218, label %219, !prof !30

218:                                              ; preds = %215
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %193) #22
  br label %219

219:                                              ; preds = %218, %215, %200, %190
  %220 = getelementptr inbounds i8, ptr %191, i64 16
  %221 = icmp eq ptr %220, %188
  br i1 %221, label %222, label %190, !llvm.loop !31

222:                                              ; preds = %219
  %223 = load ptr, ptr %185, align 8, !tbaa !19
  br label %224

224:                                              ; preds = %222, %184
  %225 = phi ptr [ %223, %222 ], [ %186, %184 ]
  %226 = icmp eq ptr %225, null
  br i1 %226, label %233, label %227

227:                                              ; preds = %224
  %228 = getelementptr inbounds i8, ptr %18, i64 24
  %229 = load ptr, ptr %228, align 8, !tbaa !32
  %230 = ptrtoint ptr %229 to i64
  %231 = ptrtoint ptr %225 to i64
  %232 = sub i64 %230, %231
  call void @_ZdlPvm(ptr noundef nonnull %225, i64 noundef %232) #24
  br label %233

233:                                              ; preds = %224, %227
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %18) #22
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %17) #22
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %21) #22
  store ptr @.str, ptr %21, align 8, !tbaa !35, !alias.scope !46
  %234 = getelementptr inbounds i8, ptr %21, i64 8
  store ptr @.str.1, ptr %234, align 8, !tbaa !40, !alias.scope !46
  %235 = getelementptr inbounds i8, ptr %21, i64 16
  store i32 20, ptr %235, align 8, !tbaa !41, !alias.scope !46
  %236 = getelementptr inbounds i8, ptr %21, i64 20
  store i32 5, ptr %236, align 4, !tbaa !42, !alias.scope !46
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7)
  store ptr %12, ptr %7, align 8, !noalias !49
  %237 = getelementptr inbounds i8, ptr %7, i64 8
  store ptr %16, ptr %237, align 8, !noalias !49
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %8) #22, !noalias !49
  store ptr %7, ptr %8, align 8, !tbaa !52, !noalias !49
  %238 = getelementptr inbounds i8, ptr %8, i64 8
  store ptr @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZ4mainEUlRNS0_7handlerEE_E4callEPKvS5_, ptr %238, align 8, !tbaa !54, !noalias !49
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #22, !noalias !55
  invoke void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 8 dereferenceable(9) %5, ptr noundef nonnull align 8 dereferenceable(24) %21)
          to label %239 unwind label %411

239:                                              ; preds = %233
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %6) #22, !noalias !55
  store i32 0, ptr %6, align 4, !tbaa !58, !noalias !55
  %240 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 8 dereferenceable(9) %5)
          to label %241 unwind label %246, !noalias !55

241:                                              ; preds = %239
  %242 = getelementptr inbounds i8, ptr %5, i64 8
  %243 = load i8, ptr %242, align 8, !tbaa !61, !range !64, !noalias !55, !noundef !65
  %244 = trunc nuw i8 %243 to i1
  %245 = xor i1 %244, true
  invoke void @_ZNK4sycl3_V15queue22submit_with_event_implERKNS0_6detail19type_erased_cgfo_tyERKNS2_3_V114SubmissionInfoERKNS2_13code_locationEb(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %20, ptr noundef nonnull align 8 dereferenceable(16) %10, ptr noundef nonnull align 8 dereferenceable(16) %8, ptr noundef nonnull align 4 dereferenceable(4) %6, ptr noundef nonnull align 8 dereferenceable(24) %240, i1 noundef zeroext %245)
          to label %248 unwind label %246

246:                                              ; preds = %241, %239
  %247 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6) #22, !noalias !55
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %5) #22
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #22, !noalias !55
  br label %413

248:                                              ; preds = %241
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6) #22, !noalias !55
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %5) #22
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #22, !noalias !55
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %8) #22, !noalias !49
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7)
  %249 = getelementptr inbounds i8, ptr %20, i64 8
  %250 = load ptr, ptr %249, align 8, !tbaa !22
  %251 = icmp eq ptr %250, null
  br i1 %251, label %276, label %252

252:                                              ; preds = %248
  %253 = getelementptr inbounds i8, ptr %250, i64 8
  %254 = load atomic i64, ptr %253 acquire, align 8
  %255 = icmp eq i64 %254, 4294967297
  %256 = trunc i64 %254 to i32
  br i1 %255, label %257, label %265

257:                                              ; preds = %252
  store i32 0, ptr %253, align 8, !tbaa !24
  %258 = getelementptr inbounds i8, ptr %250, i64 12
  store i32 0, ptr %258, align 4, !tbaa !26
  %259 = load ptr, ptr %250, align 8, !tbaa !27
  %260 = getelementptr inbounds i8, ptr %259, i64 16
  %261 = load ptr, ptr %260, align 8
  call void %261(ptr noundef nonnull align 8 dereferenceable(16) %250) #22
  %262 = load ptr, ptr %250, align 8, !tbaa !27
  %263 = getelementptr inbounds i8, ptr %262, i64 24
  %264 = load ptr, ptr %263, align 8
  call void %264(ptr noundef nonnull align 8 dereferenceable(16) %250) #22
  br label %276

265:                                              ; preds = %252
  %266 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %267 = icmp eq i8 %266, 0
  br i1 %267, label %270, label %268

268:                                              ; preds = %265
  %269 = add nsw i32 %256, -1
  store i32 %269, ptr %253, align 4, !tbaa !5
  br label %272

270:                                              ; preds = %265
  %271 = atomicrmw volatile add ptr %253, i32 -1 acq_rel, align 4
  br label %272

272:                                              ; preds = %270, %268
  %273 = phi i32 [ %256, %268 ], [ %271, %270 ]
  %274 = icmp eq i32 %273, 1
  br i1 %274, label %275, label %276, !prof !30

275:                                              ; preds = %272
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %250) #22
  br label %276

276:                                              ; preds = %275, %272, %257, %248
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %21) #22
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %22) #22
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %23) #22
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %23, i8 0, i64 32, i1 false)
  store ptr @.str, ptr %24, align 8, !tbaa !35, !alias.scope !66
  %277 = getelementptr inbounds i8, ptr %24, i64 8
  store ptr @.str.1, ptr %277, align 8, !tbaa !40, !alias.scope !66
  %278 = getelementptr inbounds i8, ptr %24, i64 16
  store i32 27, ptr %278, align 8, !tbaa !41, !alias.scope !66
  %279 = getelementptr inbounds i8, ptr %24, i64 20
  store i32 75, ptr %279, align 4, !tbaa !42, !alias.scope !66
  invoke void @_ZN4sycl3_V18accessorIiLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IiLi2ENS0_6detail17aligned_allocatorIiEEvEERNS0_6bufferIT_XT0_ET1_vEERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(56) %22, ptr noundef nonnull align 8 dereferenceable(41) %16, ptr noundef nonnull align 8 dereferenceable(32) %23, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %24)
          to label %280 unwind label %415

280:                                              ; preds = %276
  %281 = getelementptr inbounds i8, ptr %23, i64 8
  %282 = load ptr, ptr %281, align 8, !tbaa !19
  %283 = getelementptr inbounds i8, ptr %23, i64 16
  %284 = load ptr, ptr %283, align 8, !tbaa !21
  %285 = icmp eq ptr %282, %284
  br i1 %285, label %320, label %286

286:                                              ; preds = %280, %315
  %287 = phi ptr [ %316, %315 ], [ %282, %280 ]
  %288 = getelementptr inbounds i8, ptr %287, i64 8
  %289 = load ptr, ptr %288, align 8, !tbaa !22
  %290 = icmp eq ptr %289, null
  br i1 %290, label %315, label %291

291:                                              ; preds = %286
  %292 = getelementptr inbounds i8, ptr %289, i64 8
  %293 = load atomic i64, ptr %292 acquire, align 8
  %294 = icmp eq i64 %293, 4294967297
  %295 = trunc i64 %293 to i32
  br i1 %294, label %296, label %304

296:                                              ; preds = %291
  store i32 0, ptr %292, align 8, !tbaa !24
  %297 = getelementptr inbounds i8, ptr %289, i64 12
  store i32 0, ptr %297, align 4, !tbaa !26
  %298 = load ptr, ptr %289, align 8, !tbaa !27
  %299 = getelementptr inbounds i8, ptr %298, i64 16
  %300 = load ptr, ptr %299, align 8
  call void %300(ptr noundef nonnull align 8 dereferenceable(16) %289) #22
  %301 = load ptr, ptr %289, align 8, !tbaa !27
  %302 = getelementptr inbounds i8, ptr %301, i64 24
  %303 = load ptr, ptr %302, align 8
  call void %303(ptr noundef nonnull align 8 dereferenceable(16) %289) #22
  br label %315

304:                                              ; preds = %291
  %305 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %306 = icmp eq i8 %305, 0
  br i1 %306, label %309, label %307

307:                                              ; preds = %304
  %308 = add nsw i32 %295, -1
  store i32 %308, ptr %292, align 4, !tbaa !5
  br label %311

309:                                              ; preds = %304
  %310 = atomicrmw volatile add ptr %292, i32 -1 acq_rel, align 4
  br label %311

311:                                              ; preds = %309, %307
  %312 = phi i32 [ %295, %307 ], [ %310, %309 ]
  %313 = icmp eq i32 %312, 1
  br i1 %313, label %314, label %315, !prof !30

314:                                              ; preds = %311
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %289) #22
  br label %315

315:                                              ; preds = %314, %311, %296, %286
  %316 = getelementptr inbounds i8, ptr %287, i64 16
  %317 = icmp eq ptr %316, %284
  br i1 %317, label %318, label %286, !llvm.loop !31

318:                                              ; preds = %315
  %319 = load ptr, ptr %281, align 8, !tbaa !19
  br label %320

320:                                              ; preds = %318, %280
  %321 = phi ptr [ %319, %318 ], [ %282, %280 ]
  %322 = icmp eq ptr %321, null
  br i1 %322, label %329, label %323

323:                                              ; preds = %320
  %324 = getelementptr inbounds i8, ptr %23, i64 24
  %325 = load ptr, ptr %324, align 8, !tbaa !32
  %326 = ptrtoint ptr %325 to i64
  %327 = ptrtoint ptr %321 to i64
  %328 = sub i64 %326, %327
  call void @_ZdlPvm(ptr noundef nonnull %321, i64 noundef %328) #24
  br label %329

329:                                              ; preds = %320, %323
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %23) #22
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %26) #22
  store ptr @.str, ptr %26, align 8, !tbaa !35, !alias.scope !69
  %330 = getelementptr inbounds i8, ptr %26, i64 8
  store ptr @.str.1, ptr %330, align 8, !tbaa !40, !alias.scope !69
  %331 = getelementptr inbounds i8, ptr %26, i64 16
  store i32 28, ptr %331, align 8, !tbaa !41, !alias.scope !69
  %332 = getelementptr inbounds i8, ptr %26, i64 20
  store i32 5, ptr %332, align 4, !tbaa !42, !alias.scope !69
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3)
  store ptr %22, ptr %3, align 8, !noalias !72
  %333 = getelementptr inbounds i8, ptr %3, i64 8
  store ptr %12, ptr %333, align 8, !noalias !72
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #22, !noalias !72
  store ptr %3, ptr %4, align 8, !tbaa !52, !noalias !72
  %334 = getelementptr inbounds i8, ptr %4, i64 8
  store ptr @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZ4mainEUlRNS0_7handlerEE0_E4callEPKvS5_, ptr %334, align 8, !tbaa !54, !noalias !72
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1) #22, !noalias !75
  invoke void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 8 dereferenceable(9) %1, ptr noundef nonnull align 8 dereferenceable(24) %26)
          to label %335 unwind label %417

335:                                              ; preds = %329
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #22, !noalias !75
  store i32 0, ptr %2, align 4, !tbaa !58, !noalias !75
  %336 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 8 dereferenceable(9) %1)
          to label %337 unwind label %342, !noalias !75

337:                                              ; preds = %335
  %338 = getelementptr inbounds i8, ptr %1, i64 8
  %339 = load i8, ptr %338, align 8, !tbaa !61, !range !64, !noalias !75, !noundef !65
  %340 = trunc nuw i8 %339 to i1
  %341 = xor i1 %340, true
  invoke void @_ZNK4sycl3_V15queue22submit_with_event_implERKNS0_6detail19type_erased_cgfo_tyERKNS2_3_V114SubmissionInfoERKNS2_13code_locationEb(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %25, ptr noundef nonnull align 8 dereferenceable(16) %10, ptr noundef nonnull align 8 dereferenceable(16) %4, ptr noundef nonnull align 4 dereferenceable(4) %2, ptr noundef nonnull align 8 dereferenceable(24) %336, i1 noundef zeroext %341)
          to label %344 unwind label %342

342:                                              ; preds = %337, %335
  %343 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #22, !noalias !75
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %1) #22
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1) #22, !noalias !75
  br label %419

344:                                              ; preds = %337
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #22, !noalias !75
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %1) #22
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1) #22, !noalias !75
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #22, !noalias !72
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3)
  %345 = getelementptr inbounds i8, ptr %25, i64 8
  %346 = load ptr, ptr %345, align 8, !tbaa !22
  %347 = icmp eq ptr %346, null
  br i1 %347, label %372, label %348

348:                                              ; preds = %344
  %349 = getelementptr inbounds i8, ptr %346, i64 8
  %350 = load atomic i64, ptr %349 acquire, align 8
  %351 = icmp eq i64 %350, 4294967297
  %352 = trunc i64 %350 to i32
  br i1 %351, label %353, label %361

353:                                              ; preds = %348
  store i32 0, ptr %349, align 8, !tbaa !24
  %354 = getelementptr inbounds i8, ptr %346, i64 12
  store i32 0, ptr %354, align 4, !tbaa !26
  %355 = load ptr, ptr %346, align 8, !tbaa !27
  %356 = getelementptr inbounds i8, ptr %355, i64 16
  %357 = load ptr, ptr %356, align 8
  call void %357(ptr noundef nonnull align 8 dereferenceable(16) %346) #22
  %358 = load ptr, ptr %346, align 8, !tbaa !27
  %359 = getelementptr inbounds i8, ptr %358, i64 24
  %360 = load ptr, ptr %359, align 8
  call void %360(ptr noundef nonnull align 8 dereferenceable(16) %346) #22
  br label %372

361:                                              ; preds = %348
  %362 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %363 = icmp eq i8 %362, 0
  br i1 %363, label %366, label %364

364:                                              ; preds = %361
  %365 = add nsw i32 %352, -1
  store i32 %365, ptr %349, align 4, !tbaa !5
  br label %368

366:                                              ; preds = %361
  %367 = atomicrmw volatile add ptr %349, i32 -1 acq_rel, align 4
  br label %368

368:                                              ; preds = %366, %364
  %369 = phi i32 [ %352, %364 ], [ %367, %366 ]
  %370 = icmp eq i32 %369, 1
  br i1 %370, label %371, label %372, !prof !30

371:                                              ; preds = %368
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %346) #22
  br label %372

372:                                              ; preds = %344, %353, %368, %371
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %26) #22
  %373 = getelementptr inbounds i8, ptr %22, i64 8
  %374 = load ptr, ptr %373, align 8, !tbaa !22
  %375 = icmp eq ptr %374, null
  br i1 %375, label %400, label %376

376:                                              ; preds = %372
  %377 = getelementptr inbounds i8, ptr %374, i64 8
  %378 = load atomic i64, ptr %377 acquire, align 8
  %379 = icmp eq i64 %378, 4294967297
  %380 = trunc i64 %378 to i32
  br i1 %379, label %381, label %389

381:                                              ; preds = %376
  store i32 0, ptr %377, align 8, !tbaa !24
  %382 = getelementptr inbounds i8, ptr %374, i64 12
  store i32 0, ptr %382, align 4, !tbaa !26
  %383 = load ptr, ptr %374, align 8, !tbaa !27
  %384 = getelementptr inbounds i8, ptr %383, i64 16
  %385 = load ptr, ptr %384, align 8
  call void %385(ptr noundef nonnull align 8 dereferenceable(16) %374) #22
  %386 = load ptr, ptr %374, align 8, !tbaa !27
  %387 = getelementptr inbounds i8, ptr %386, i64 24
  %388 = load ptr, ptr %387, align 8
  call void %388(ptr noundef nonnull align 8 dereferenceable(16) %374) #22
  br label %400

389:                                              ; preds = %376
  %390 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %391 = icmp eq i8 %390, 0
  br i1 %391, label %394, label %392

392:                                              ; preds = %389
  %393 = add nsw i32 %380, -1
  store i32 %393, ptr %377, align 4, !tbaa !5
  br label %396

394:                                              ; preds = %389
  %395 = atomicrmw volatile add ptr %377, i32 -1 acq_rel, align 4
  br label %396

396:                                              ; preds = %394, %392
  %397 = phi i32 [ %380, %392 ], [ %395, %394 ]
  %398 = icmp eq i32 %397, 1
  br i1 %398, label %399, label %400, !prof !30

399:                                              ; preds = %396
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %374) #22
  br label %400

400:                                              ; preds = %372, %381, %396, %399
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %22) #22
  call void @_ZN4sycl3_V16bufferIiLi2ENS0_6detail17aligned_allocatorIiEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(41) %16) #22
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %16) #22
  call void @_ZN4sycl3_V16bufferIiLi2ENS0_6detail17aligned_allocatorIiEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(41) %12) #22
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %12) #22
  br label %401

401:                                              ; preds = %400, %462
  %402 = phi i64 [ 0, %400 ], [ %463, %462 ]
  %403 = shl nuw nsw i64 %402, 5
  %404 = add nsw i64 %402, -4
  %405 = icmp ult i64 %404, 8
  %406 = icmp ugt i64 %402, 13
  br label %429

407:                                              ; preds = %125
  %408 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %14) #22
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %14) #22
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %13) #22
  br label %427

409:                                              ; preds = %179
  %410 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %18) #22
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %18) #22
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %17) #22
  br label %425

411:                                              ; preds = %233
  %412 = landingpad { ptr, i32 }
          cleanup
  br label %413

413:                                              ; preds = %246, %411
  %414 = phi { ptr, i32 } [ %412, %411 ], [ %247, %246 ]
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %21) #22
  br label %423

415:                                              ; preds = %276
  %416 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %23) #22
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %23) #22
  br label %421

417:                                              ; preds = %329
  %418 = landingpad { ptr, i32 }
          cleanup
  br label %419

419:                                              ; preds = %342, %417
  %420 = phi { ptr, i32 } [ %418, %417 ], [ %343, %342 ]
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %26) #22
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(56) %22) #22
  br label %421

421:                                              ; preds = %419, %415
  %422 = phi { ptr, i32 } [ %420, %419 ], [ %416, %415 ]
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %22) #22
  br label %423

423:                                              ; preds = %421, %413
  %424 = phi { ptr, i32 } [ %422, %421 ], [ %414, %413 ]
  call void @_ZN4sycl3_V16bufferIiLi2ENS0_6detail17aligned_allocatorIiEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(41) %16) #22
  br label %425

425:                                              ; preds = %423, %409
  %426 = phi { ptr, i32 } [ %424, %423 ], [ %410, %409 ]
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %16) #22
  call void @_ZN4sycl3_V16bufferIiLi2ENS0_6detail17aligned_allocatorIiEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(41) %12) #22
  br label %427

427:                                              ; preds = %425, %407
  %428 = phi { ptr, i32 } [ %426, %425 ], [ %408, %407 ]
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %12) #22
  call void @_ZN4sycl3_V15queueD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %10) #22
  br label %502

429:                                              ; preds = %459, %401
  %430 = phi i64 [ 0, %401 ], [ %460, %459 ]
  %431 = add nuw nsw i64 %430, %403
  %432 = trunc nuw nsw i64 %431 to i32
  %433 = add nsw i64 %430, -8
  %434 = icmp ult i64 %433, 16
  %435 = and i1 %405, %434
  %436 = shl nuw nsw i32 %432, 1
  %437 = add nuw nsw i32 %436, 1000
  %438 = select i1 %435, i32 %437, i32 %432
  %439 = add nuw nsw i32 %436, 2000
  %440 = select i1 %406, i32 %439, i32 %438
  %441 = getelementptr inbounds i32, ptr %27, i64 %431
  %442 = load i32, ptr %441, align 4, !tbaa !5
  %443 = icmp eq i32 %442, %440
  br i1 %443, label %444, label %465

444:                                              ; preds = %429
  %445 = or disjoint i64 %430, 1
  %446 = add nuw nsw i64 %445, %403
  %447 = trunc nuw nsw i64 %446 to i32
  %448 = add nsw i64 %430, -7
  %449 = icmp ult i64 %448, 16
  %450 = and i1 %405, %449
  %451 = shl nuw nsw i32 %447, 1
  %452 = add nuw nsw i32 %451, 1000
  %453 = select i1 %450, i32 %452, i32 %447
  %454 = add nuw nsw i32 %451, 2000
  %455 = select i1 %406, i32 %454, i32 %453
  %456 = getelementptr inbounds i32, ptr %27, i64 %446
  %457 = load i32, ptr %456, align 4, !tbaa !5
  %458 = icmp eq i32 %457, %455
  br i1 %458, label %459, label %465

459:                                              ; preds = %444
  %460 = add nuw nsw i64 %430, 2
  %461 = icmp eq i64 %460, 32
  br i1 %461, label %462, label %429, !llvm.loop !78

462:                                              ; preds = %459
  %463 = add nuw nsw i64 %402, 1
  %464 = icmp eq i64 %463, 16
  br i1 %464, label %470, label %401, !llvm.loop !79

465:                                              ; preds = %444, %429
  %466 = phi i64 [ %430, %429 ], [ %445, %444 ]
  %467 = phi i32 [ %440, %429 ], [ %455, %444 ]
  %468 = phi i32 [ %442, %429 ], [ %457, %444 ]
  %469 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %402, i64 noundef %466, i32 noundef %468, i32 noundef %467)
  br label %472

470:                                              ; preds = %462
  %471 = call i32 @puts(ptr nonnull dereferenceable(1) @str)
  br label %472

472:                                              ; preds = %465, %470
  %473 = phi i32 [ 0, %470 ], [ 1, %465 ]
  %474 = getelementptr inbounds i8, ptr %10, i64 8
  %475 = load ptr, ptr %474, align 8, !tbaa !22
  %476 = icmp eq ptr %475, null
  br i1 %476, label %501, label %477

477:                                              ; preds = %472
  %478 = getelementptr inbounds i8, ptr %475, i64 8
  %479 = load atomic i64, ptr %478 acquire, align 8
  %480 = icmp eq i64 %479, 4294967297
  %481 = trunc i64 %479 to i32
  br i1 %480, label %482, label %490

482:                                              ; preds = %477
  store i32 0, ptr %478, align 8, !tbaa !24
  %483 = getelementptr inbounds i8, ptr %475, i64 12
  store i32 0, ptr %483, align 4, !tbaa !26
  %484 = load ptr, ptr %475, align 8, !tbaa !27
  %485 = getelementptr inbounds i8, ptr %484, i64 16
  %486 = load ptr, ptr %485, align 8
  call void %486(ptr noundef nonnull align 8 dereferenceable(16) %475) #22
  %487 = load ptr, ptr %475, align 8, !tbaa !27
  %488 = getelementptr inbounds i8, ptr %487, i64 24
  %489 = load ptr, ptr %488, align 8
  call void %489(ptr noundef nonnull align 8 dereferenceable(16) %475) #22
  br label %501

490:                                              ; preds = %477
  %491 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %492 = icmp eq i8 %491, 0
  br i1 %492, label %495, label %493

493:                                              ; preds = %490
  %494 = add nsw i32 %481, -1
  store i32 %494, ptr %478, align 4, !tbaa !5
  br label %497

495:                                              ; preds = %490
  %496 = atomicrmw volatile add ptr %478, i32 -1 acq_rel, align 4
  br label %497

497:                                              ; preds = %495, %493
  %498 = phi i32 [ %481, %493 ], [ %496, %495 ]
  %499 = icmp eq i32 %498, 1
  br i1 %499, label %500, label %501, !prof !30

500:                                              ; preds = %497
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %475) #22
  br label %501

501:                                              ; preds = %472, %482, %497, %500
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %10) #22
  call void @_ZdlPvm(ptr noundef nonnull %28, i64 noundef 2048) #24
  call void @_ZdlPvm(ptr noundef nonnull %27, i64 noundef 2048) #24
  ret i32 %473

502:                                              ; preds = %427, %75
  %503 = phi { ptr, i32 } [ %428, %427 ], [ %67, %75 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %10) #22
  call void @_ZdlPvm(ptr noundef nonnull %28, i64 noundef 2048) #24
  br label %504

504:                                              ; preds = %502, %52
  %505 = phi { ptr, i32 } [ %503, %502 ], [ %53, %52 ]
  call void @_ZdlPvm(ptr noundef nonnull %27, i64 noundef 2048) #24
  resume { ptr, i32 } %505
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare i32 @__gxx_personality_v0(...)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16bufferIiLi2ENS0_6detail17aligned_allocatorIiEEvEC2EPiRKNS0_5rangeILi2EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(41) %0, ptr noundef %1, ptr noundef nonnull align 8 dereferenceable(16) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.std::unique_ptr", align 8
  %7 = alloca %"struct.std::array", align 16
  %8 = load i64, ptr %2, align 8, !tbaa !33
  %9 = getelementptr inbounds i8, ptr %2, i64 8
  %10 = load i64, ptr %9, align 8, !tbaa !33
  %11 = shl i64 %8, 2
  %12 = mul i64 %11, %10
  %13 = tail call noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #21, !noalias !80
  store ptr getelementptr inbounds inrange(-16, 56) (i8, ptr @_ZTVN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiEE, i64 16), ptr %13, align 8, !tbaa !27, !noalias !80
  %14 = getelementptr inbounds i8, ptr %13, i64 8
  store i64 128, ptr %14, align 8, !tbaa !83, !noalias !80
  %15 = getelementptr inbounds i8, ptr %13, i64 16
  store i64 4, ptr %15, align 8, !tbaa !85, !noalias !80
  store ptr %13, ptr %6, align 8, !tbaa !88
  invoke void @_ZN4sycl3_V16detail12buffer_plainC2EPvmmRKNS0_13property_listESt10unique_ptrINS1_19SYCLMemObjAllocatorESt14default_deleteIS8_EE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef %1, i64 noundef %12, i64 noundef 4, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef nonnull %6)
          to label %16 unwind label %36

16:                                               ; preds = %5
  %17 = load ptr, ptr %6, align 8, !tbaa !13
  %18 = icmp eq ptr %17, null
  br i1 %18, label %23, label %19

19:                                               ; preds = %16
  %20 = load ptr, ptr %17, align 8, !tbaa !27
  %21 = getelementptr inbounds i8, ptr %20, i64 16
  %22 = load ptr, ptr %21, align 8
  call void %22(ptr noundef nonnull align 8 dereferenceable(8) %17) #22
  br label %23

23:                                               ; preds = %16, %19
  store ptr null, ptr %6, align 8, !tbaa !13
  %24 = getelementptr inbounds i8, ptr %0, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %24, ptr noundef nonnull align 8 dereferenceable(16) %2, i64 16, i1 false)
  %25 = getelementptr inbounds i8, ptr %0, i64 32
  store i64 0, ptr %25, align 8, !tbaa !90
  %26 = getelementptr inbounds i8, ptr %0, i64 40
  store i8 0, ptr %26, align 8, !tbaa !97
  %27 = load ptr, ptr %0, align 8, !tbaa !98
  %28 = load ptr, ptr getelementptr inbounds (i8, ptr @_ZTIi, i64 8), align 8, !tbaa !99
  %29 = load i8, ptr %28, align 1, !tbaa !29
  %30 = icmp eq i8 %29, 42
  %31 = zext i1 %30 to i64
  %32 = getelementptr inbounds i8, ptr %28, i64 %31
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7) #22
  call void @llvm.experimental.noalias.scope.decl(metadata !101)
  %33 = load <2 x i64>, ptr %24, align 8, !tbaa !33, !noalias !101
  store <2 x i64> %33, ptr %7, align 16, !tbaa !33, !alias.scope !101
  %34 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 0, ptr %34, align 16, !tbaa !33, !alias.scope !101
  invoke void @_ZN4sycl3_V16detail12buffer_plain23constructorNotificationERKNS1_13code_locationEPvPKvS8_jjPm(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(24) %4, ptr noundef %27, ptr noundef %1, ptr noundef nonnull %32, i32 noundef 2, i32 noundef 4, ptr noundef nonnull %7)
          to label %35 unwind label %44

35:                                               ; preds = %23
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #22
  ret void

36:                                               ; preds = %5
  %37 = landingpad { ptr, i32 }
          cleanup
  %38 = load ptr, ptr %6, align 8, !tbaa !13
  %39 = icmp eq ptr %38, null
  br i1 %39, label %46, label %40

40:                                               ; preds = %36
  %41 = load ptr, ptr %38, align 8, !tbaa !27
  %42 = getelementptr inbounds i8, ptr %41, i64 16
  %43 = load ptr, ptr %42, align 8
  call void %43(ptr noundef nonnull align 8 dereferenceable(8) %38) #22
  br label %46

44:                                               ; preds = %23
  %45 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #22
  call void @_ZN4sycl3_V16detail12buffer_plainD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #22
  br label %46

46:                                               ; preds = %36, %40, %44
  %47 = phi { ptr, i32 } [ %45, %44 ], [ %37, %40 ], [ %37, %36 ]
  resume { ptr, i32 } %47
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIiLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IiLi2ENS0_6detail17aligned_allocatorIiEEvEERNS0_6bufferIT_XT0_ET1_vEERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(56) %0, ptr noundef nonnull align 8 dereferenceable(41) %1, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %3) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.sycl::_V1::id.86", align 8
  %6 = alloca %"class.sycl::_V1::range.88", align 8
  %7 = alloca %"class.sycl::_V1::range.88", align 8
  %8 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %9 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %10 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %5, i8 0, i64 24, i1 false)
  %11 = load i64, ptr %10, align 8
  %12 = getelementptr inbounds i8, ptr %1, i64 24
  %13 = load i64, ptr %12, align 8
  store i64 %11, ptr %6, align 8, !tbaa !33, !alias.scope !104
  %14 = getelementptr inbounds i8, ptr %6, i64 8
  store i64 %13, ptr %14, align 8, !tbaa !33, !alias.scope !104
  %15 = getelementptr inbounds i8, ptr %6, i64 16
  store i64 1, ptr %15, align 8, !tbaa !33, !alias.scope !104
  store i64 %11, ptr %7, align 8, !tbaa !33, !alias.scope !107
  %16 = getelementptr inbounds i8, ptr %7, i64 8
  store i64 %13, ptr %16, align 8, !tbaa !33, !alias.scope !107
  %17 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 1, ptr %17, align 8, !tbaa !33, !alias.scope !107
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #22
  %18 = load i64, ptr %2, align 8
  %19 = getelementptr inbounds i8, ptr %2, i64 8
  %20 = getelementptr inbounds i8, ptr %2, i64 16
  %21 = load ptr, ptr %20, align 8, !tbaa !13
  %22 = load ptr, ptr %19, align 8, !tbaa !13
  %23 = ptrtoint ptr %21 to i64
  %24 = ptrtoint ptr %22 to i64
  %25 = sub i64 %23, %24
  %26 = icmp eq ptr %21, %22
  br i1 %26, label %53, label %27

27:                                               ; preds = %4
  %28 = icmp ugt i64 %25, 9223372036854775792
  br i1 %28, label %29, label %30, !prof !30

29:                                               ; preds = %27
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #25
  unreachable

30:                                               ; preds = %27
  %31 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %25) #21
  br label %32

32:                                               ; preds = %49, %30
  %33 = phi ptr [ %51, %49 ], [ %31, %30 ]
  %34 = phi ptr [ %50, %49 ], [ %22, %30 ]
  %35 = load ptr, ptr %34, align 8, !tbaa !110
  store ptr %35, ptr %33, align 8, !tbaa !110
  %36 = getelementptr inbounds i8, ptr %33, i64 8
  %37 = getelementptr inbounds i8, ptr %34, i64 8
  %38 = load ptr, ptr %37, align 8, !tbaa !22
  store ptr %38, ptr %36, align 8, !tbaa !22
  %39 = icmp eq ptr %38, null
  br i1 %39, label %49, label %40

40:                                               ; preds = %32
  %41 = getelementptr inbounds i8, ptr %38, i64 8
  %42 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %43 = icmp eq i8 %42, 0
  br i1 %43, label %47, label %44

44:                                               ; preds = %40
  %45 = load i32, ptr %41, align 4, !tbaa !5
  %46 = add nsw i32 %45, 1
  store i32 %46, ptr %41, align 4, !tbaa !5
  br label %49

47:                                               ; preds = %40
  %48 = atomicrmw volatile add ptr %41, i32 1 acq_rel, align 4
  br label %49

49:                                               ; preds = %47, %44, %32
  %50 = getelementptr inbounds i8, ptr %34, i64 16
  %51 = getelementptr inbounds i8, ptr %33, i64 16
  %52 = icmp eq ptr %50, %21
  br i1 %52, label %53, label %32, !llvm.loop !112

53:                                               ; preds = %49, %4
  %54 = phi ptr [ null, %4 ], [ %31, %49 ]
  %55 = phi ptr [ null, %4 ], [ %51, %49 ]
  %56 = getelementptr inbounds i8, ptr %54, i64 %25
  store i64 %18, ptr %8, align 8
  %57 = getelementptr inbounds i8, ptr %8, i64 8
  store ptr %54, ptr %57, align 8, !tbaa !19
  %58 = getelementptr inbounds i8, ptr %8, i64 16
  store ptr %55, ptr %58, align 8, !tbaa !21
  %59 = getelementptr inbounds i8, ptr %8, i64 24
  store ptr %56, ptr %59, align 8, !tbaa !32
  %60 = load ptr, ptr %1, align 8, !tbaa !98
  %61 = icmp eq ptr %60, null
  br i1 %61, label %62, label %63

62:                                               ; preds = %53
  tail call void @__assert_fail(ptr noundef nonnull @.str.12, ptr noundef nonnull @.str.13, i32 noundef 29, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_6bufferIiLi2ENS1_17aligned_allocatorIiEEvEEEERKDtsrT_4implERKS8_) #23
  unreachable

63:                                               ; preds = %53
  %64 = getelementptr inbounds i8, ptr %1, i64 32
  %65 = load i64, ptr %64, align 8, !tbaa !90
  %66 = getelementptr inbounds i8, ptr %1, i64 40
  %67 = load i8, ptr %66, align 8, !tbaa !97, !range !64, !noundef !65
  %68 = trunc nuw i8 %67 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviibmbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id.86") align 8 %5, ptr noundef nonnull byval(%"class.sycl::_V1::range.88") align 8 %6, ptr noundef nonnull byval(%"class.sycl::_V1::range.88") align 8 %7, i32 noundef 1024, ptr noundef nonnull %60, i32 noundef 2, i32 noundef 4, i1 noundef zeroext true, i64 noundef %65, i1 noundef zeroext %68, ptr noundef nonnull align 8 dereferenceable(32) %2)
          to label %69 unwind label %216

69:                                               ; preds = %63
  %70 = icmp eq ptr %54, %55
  br i1 %70, label %105, label %71

71:                                               ; preds = %69, %100
  %72 = phi ptr [ %101, %100 ], [ %54, %69 ]
  %73 = getelementptr inbounds i8, ptr %72, i64 8
  %74 = load ptr, ptr %73, align 8, !tbaa !22
  %75 = icmp eq ptr %74, null
  br i1 %75, label %100, label %76

76:                                               ; preds = %71
  %77 = getelementptr inbounds i8, ptr %74, i64 8
  %78 = load atomic i64, ptr %77 acquire, align 8
  %79 = icmp eq i64 %78, 4294967297
  %80 = trunc i64 %78 to i32
  br i1 %79, label %81, label %89

81:                                               ; preds = %76
  store i32 0, ptr %77, align 8, !tbaa !24
  %82 = getelementptr inbounds i8, ptr %74, i64 12
  store i32 0, ptr %82, align 4, !tbaa !26
  %83 = load ptr, ptr %74, align 8, !tbaa !27
  %84 = getelementptr inbounds i8, ptr %83, i64 16
  %85 = load ptr, ptr %84, align 8
  tail call void %85(ptr noundef nonnull align 8 dereferenceable(16) %74) #22
  %86 = load ptr, ptr %74, align 8, !tbaa !27
  %87 = getelementptr inbounds i8, ptr %86, i64 24
  %88 = load ptr, ptr %87, align 8
  tail call void %88(ptr noundef nonnull align 8 dereferenceable(16) %74) #22
  br label %100

89:                                               ; preds = %76
  %90 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %91 = icmp eq i8 %90, 0
  br i1 %91, label %94, label %92

92:                                               ; preds = %89
  %93 = add nsw i32 %80, -1
  store i32 %93, ptr %77, align 4, !tbaa !5
  br label %96

94:                                               ; preds = %89
  %95 = atomicrmw volatile add ptr %77, i32 -1 acq_rel, align 4
  br label %96

96:                                               ; preds = %94, %92
  %97 = phi i32 [ %80, %92 ], [ %95, %94 ]
  %98 = icmp eq i32 %97, 1
  br i1 %98, label %99, label %100, !prof !30

99:                                               ; preds = %96
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %74) #22
  br label %100

100:                                              ; preds = %99, %96, %81, %71
  %101 = getelementptr inbounds i8, ptr %72, i64 16
  %102 = icmp eq ptr %101, %55
  br i1 %102, label %103, label %71, !llvm.loop !31

103:                                              ; preds = %100
  %104 = load ptr, ptr %57, align 8, !tbaa !19
  br label %105

105:                                              ; preds = %103, %69
  %106 = phi ptr [ %104, %103 ], [ %54, %69 ]
  %107 = icmp eq ptr %106, null
  br i1 %107, label %113, label %108

108:                                              ; preds = %105
  %109 = load ptr, ptr %59, align 8, !tbaa !32
  %110 = ptrtoint ptr %109 to i64
  %111 = ptrtoint ptr %106 to i64
  %112 = sub i64 %110, %111
  tail call void @_ZdlPvm(ptr noundef nonnull %106, i64 noundef %112) #24
  br label %113

113:                                              ; preds = %105, %108
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #22
  %114 = getelementptr inbounds i8, ptr %0, i64 16
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %114, i8 0, i64 40, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #22
  %115 = load i64, ptr %2, align 8
  %116 = load ptr, ptr %20, align 8, !tbaa !13
  %117 = load ptr, ptr %19, align 8, !tbaa !13
  %118 = ptrtoint ptr %116 to i64
  %119 = ptrtoint ptr %117 to i64
  %120 = sub i64 %118, %119
  %121 = icmp eq ptr %116, %117
  br i1 %121, label %149, label %122

122:                                              ; preds = %113
  %123 = icmp ugt i64 %120, 9223372036854775792
  br i1 %123, label %124, label %126, !prof !30

124:                                              ; preds = %122
  invoke void @_ZSt28__throw_bad_array_new_lengthv() #25
          to label %125 unwind label %218

125:                                              ; preds = %124
  unreachable

126:                                              ; preds = %122
  %127 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %120) #21
          to label %128 unwind label %218

128:                                              ; preds = %126, %145
  %129 = phi ptr [ %147, %145 ], [ %127, %126 ]
  %130 = phi ptr [ %146, %145 ], [ %117, %126 ]
  %131 = load ptr, ptr %130, align 8, !tbaa !110
  store ptr %131, ptr %129, align 8, !tbaa !110
  %132 = getelementptr inbounds i8, ptr %129, i64 8
  %133 = getelementptr inbounds i8, ptr %130, i64 8
  %134 = load ptr, ptr %133, align 8, !tbaa !22
  store ptr %134, ptr %132, align 8, !tbaa !22
  %135 = icmp eq ptr %134, null
  br i1 %135, label %145, label %136

136:                                              ; preds = %128
  %137 = getelementptr inbounds i8, ptr %134, i64 8
  %138 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %139 = icmp eq i8 %138, 0
  br i1 %139, label %143, label %140

140:                                              ; preds = %136
  %141 = load i32, ptr %137, align 4, !tbaa !5
  %142 = add nsw i32 %141, 1
  store i32 %142, ptr %137, align 4, !tbaa !5
  br label %145

143:                                              ; preds = %136
  %144 = atomicrmw volatile add ptr %137, i32 1 acq_rel, align 4
  br label %145

145:                                              ; preds = %143, %140, %128
  %146 = getelementptr inbounds i8, ptr %130, i64 16
  %147 = getelementptr inbounds i8, ptr %129, i64 16
  %148 = icmp eq ptr %146, %116
  br i1 %148, label %149, label %128, !llvm.loop !112

149:                                              ; preds = %145, %113
  %150 = phi ptr [ null, %113 ], [ %127, %145 ]
  %151 = phi ptr [ null, %113 ], [ %147, %145 ]
  %152 = getelementptr inbounds i8, ptr %150, i64 %120
  store i64 %115, ptr %9, align 8
  %153 = getelementptr inbounds i8, ptr %9, i64 8
  store ptr %150, ptr %153, align 8, !tbaa !19
  %154 = getelementptr inbounds i8, ptr %9, i64 16
  store ptr %151, ptr %154, align 8, !tbaa !21
  %155 = getelementptr inbounds i8, ptr %9, i64 24
  store ptr %152, ptr %155, align 8, !tbaa !32
  %156 = and i64 %115, 16
  %157 = icmp eq i64 %156, 0
  br i1 %157, label %167, label %158

158:                                              ; preds = %149
  %159 = tail call ptr @__cxa_allocate_exception(i64 64) #22
  %160 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #22
  %161 = extractvalue { i32, ptr } %160, 0
  %162 = extractvalue { i32, ptr } %160, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %159, i32 %161, ptr %162, ptr noundef nonnull @.str.14)
          to label %163 unwind label %165

163:                                              ; preds = %158
  invoke void @__cxa_throw(ptr nonnull %159, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #25
          to label %164 unwind label %220

164:                                              ; preds = %163
  unreachable

165:                                              ; preds = %158
  %166 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %159) #22
  br label %222

167:                                              ; preds = %149
  %168 = icmp eq ptr %150, %151
  br i1 %168, label %203, label %169

169:                                              ; preds = %167, %198
  %170 = phi ptr [ %199, %198 ], [ %150, %167 ]
  %171 = getelementptr inbounds i8, ptr %170, i64 8
  %172 = load ptr, ptr %171, align 8, !tbaa !22
  %173 = icmp eq ptr %172, null
  br i1 %173, label %198, label %174

174:                                              ; preds = %169
  %175 = getelementptr inbounds i8, ptr %172, i64 8
  %176 = load atomic i64, ptr %175 acquire, align 8
  %177 = icmp eq i64 %176, 4294967297
  %178 = trunc i64 %176 to i32
  br i1 %177, label %179, label %187

179:                                              ; preds = %174
  store i32 0, ptr %175, align 8, !tbaa !24
  %180 = getelementptr inbounds i8, ptr %172, i64 12
  store i32 0, ptr %180, align 4, !tbaa !26
  %181 = load ptr, ptr %172, align 8, !tbaa !27
  %182 = getelementptr inbounds i8, ptr %181, i64 16
  %183 = load ptr, ptr %182, align 8
  tail call void %183(ptr noundef nonnull align 8 dereferenceable(16) %172) #22
  %184 = load ptr, ptr %172, align 8, !tbaa !27
  %185 = getelementptr inbounds i8, ptr %184, i64 24
  %186 = load ptr, ptr %185, align 8
  tail call void %186(ptr noundef nonnull align 8 dereferenceable(16) %172) #22
  br label %198

187:                                              ; preds = %174
  %188 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %189 = icmp eq i8 %188, 0
  br i1 %189, label %192, label %190

190:                                              ; preds = %187
  %191 = add nsw i32 %178, -1
  store i32 %191, ptr %175, align 4, !tbaa !5
  br label %194

192:                                              ; preds = %187
  %193 = atomicrmw volatile add ptr %175, i32 -1 acq_rel, align 4
  br label %194

194:                                              ; preds = %192, %190
  %195 = phi i32 [ %178, %190 ], [ %193, %192 ]
  %196 = icmp eq i32 %195, 1
  br i1 %196, label %197, label %198, !prof !30

197:                                              ; preds = %194
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %172) #22
  br label %198

198:                                              ; preds = %197, %194, %179, %169
  %199 = getelementptr inbounds i8, ptr %170, i64 16
  %200 = icmp eq ptr %199, %151
  br i1 %200, label %201, label %169, !llvm.loop !31

201:                                              ; preds = %198
  %202 = load ptr, ptr %153, align 8, !tbaa !19
  br label %203

203:                                              ; preds = %201, %167
  %204 = phi ptr [ %202, %201 ], [ %150, %167 ]
  %205 = icmp eq ptr %204, null
  br i1 %205, label %211, label %206

206:                                              ; preds = %203
  %207 = load ptr, ptr %155, align 8, !tbaa !32
  %208 = ptrtoint ptr %207 to i64
  %209 = ptrtoint ptr %204 to i64
  %210 = sub i64 %208, %209
  tail call void @_ZdlPvm(ptr noundef nonnull %204, i64 noundef %210) #24
  br label %211

211:                                              ; preds = %203, %206
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #22
  %212 = invoke noundef zeroext i1 @_ZNK4sycl3_V16detail16AccessorBaseHost13isPlaceholderEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %213 unwind label %226

213:                                              ; preds = %211
  br i1 %212, label %228, label %214

214:                                              ; preds = %213
  %215 = load ptr, ptr %0, align 8, !tbaa !113
  invoke void @_ZN4sycl3_V16detail22addHostAccessorAndWaitEPNS1_16AccessorImplHostE(ptr noundef %215)
          to label %228 unwind label %226

216:                                              ; preds = %63
  %217 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %8) #22
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #22
  br label %253

218:                                              ; preds = %126, %124
  %219 = landingpad { ptr, i32 }
          cleanup
  br label %224

220:                                              ; preds = %163
  %221 = landingpad { ptr, i32 }
          cleanup
  br label %222

222:                                              ; preds = %165, %220
  %223 = phi { ptr, i32 } [ %221, %220 ], [ %166, %165 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %9) #22
  br label %224

224:                                              ; preds = %222, %218
  %225 = phi { ptr, i32 } [ %223, %222 ], [ %219, %218 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #22
  br label %251

226:                                              ; preds = %248, %244, %242, %240, %238, %236, %228, %234, %214, %211
  %227 = landingpad { ptr, i32 }
          cleanup
  br label %251

228:                                              ; preds = %214, %213
  %229 = invoke noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %230 unwind label %226

230:                                              ; preds = %228
  store ptr %229, ptr %114, align 8, !tbaa !115
  %231 = load ptr, ptr %1, align 8, !tbaa !98
  %232 = icmp eq ptr %231, null
  br i1 %232, label %233, label %234

233:                                              ; preds = %230
  tail call void @__assert_fail(ptr noundef nonnull @.str.12, ptr noundef nonnull @.str.13, i32 noundef 29, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_6bufferIiLi2ENS1_17aligned_allocatorIiEEvEEEERKDtsrT_4implERKS8_) #23
  unreachable

234:                                              ; preds = %230
  %235 = load ptr, ptr %0, align 8, !tbaa !113
  invoke void @_ZN4sycl3_V16detail23constructorNotificationEPvS2_NS0_6access6targetENS3_4modeERKNS1_13code_locationE(ptr noundef nonnull %231, ptr noundef %235, i32 noundef 2014, i32 noundef 1024, ptr noundef nonnull align 8 dereferenceable(24) %3)
          to label %236 unwind label %226

236:                                              ; preds = %234
  %237 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %238 unwind label %226

238:                                              ; preds = %236
  %239 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %240 unwind label %226

240:                                              ; preds = %238
  %241 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %242 unwind label %226

242:                                              ; preds = %240
  %243 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %244 unwind label %226

244:                                              ; preds = %242
  %245 = call noundef ptr @_ZN4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #22
  %246 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #22
  %247 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %248 unwind label %226

248:                                              ; preds = %244
  %249 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %250 unwind label %226

250:                                              ; preds = %248
  ret void

251:                                              ; preds = %226, %224
  %252 = phi { ptr, i32 } [ %227, %226 ], [ %225, %224 ]
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #22
  br label %253

253:                                              ; preds = %251, %216
  %254 = phi { ptr, i32 } [ %252, %251 ], [ %217, %216 ]
  resume { ptr, i32 } %254
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16bufferIiLi2ENS0_6detail17aligned_allocatorIiEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(41) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  invoke void @_ZNK4sycl3_V16detail12buffer_plain13handleReleaseEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %15 unwind label %2

2:                                                ; preds = %1
  %3 = landingpad { ptr, i32 }
          catch ptr @_ZTISt9exception
          catch ptr null
  %4 = extractvalue { ptr, i32 } %3, 0
  %5 = extractvalue { ptr, i32 } %3, 1
  %6 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #22
  %7 = icmp eq i32 %5, %6
  br i1 %7, label %8, label %47

8:                                                ; preds = %2
  %9 = tail call ptr @__cxa_begin_catch(ptr %4) #22
  %10 = load ptr, ptr %9, align 8, !tbaa !27
  %11 = getelementptr inbounds i8, ptr %10, i64 16
  %12 = load ptr, ptr %11, align 8
  %13 = tail call noundef ptr %12(ptr noundef nonnull align 8 dereferenceable(8) %9) #22
  invoke void @_ZN4sycl3_V16detail23reportExceptionToStreamEPKcS3_(ptr noundef nonnull @.str.6, ptr noundef %13)
          to label %14 unwind label %44

14:                                               ; preds = %8
  tail call void @__assert_fail(ptr noundef nonnull @.str.7, ptr noundef nonnull @.str.8, i32 noundef 485, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16bufferIiLi2ENS0_6detail17aligned_allocatorIiEEvED2Ev) #23
  unreachable

15:                                               ; preds = %1
  %16 = getelementptr inbounds i8, ptr %0, i64 8
  %17 = load ptr, ptr %16, align 8, !tbaa !22
  %18 = icmp eq ptr %17, null
  br i1 %18, label %43, label %19

19:                                               ; preds = %15
  %20 = getelementptr inbounds i8, ptr %17, i64 8
  %21 = load atomic i64, ptr %20 acquire, align 8
  %22 = icmp eq i64 %21, 4294967297
  %23 = trunc i64 %21 to i32
  br i1 %22, label %24, label %32

24:                                               ; preds = %19
  store i32 0, ptr %20, align 8, !tbaa !24
  %25 = getelementptr inbounds i8, ptr %17, i64 12
  store i32 0, ptr %25, align 4, !tbaa !26
  %26 = load ptr, ptr %17, align 8, !tbaa !27
  %27 = getelementptr inbounds i8, ptr %26, i64 16
  %28 = load ptr, ptr %27, align 8
  tail call void %28(ptr noundef nonnull align 8 dereferenceable(16) %17) #22
  %29 = load ptr, ptr %17, align 8, !tbaa !27
  %30 = getelementptr inbounds i8, ptr %29, i64 24
  %31 = load ptr, ptr %30, align 8
  tail call void %31(ptr noundef nonnull align 8 dereferenceable(16) %17) #22
  br label %43

32:                                               ; preds = %19
  %33 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %34 = icmp eq i8 %33, 0
  br i1 %34, label %37, label %35

35:                                               ; preds = %32
  %36 = add nsw i32 %23, -1
  store i32 %36, ptr %20, align 4, !tbaa !5
  br label %39

37:                                               ; preds = %32
  %38 = atomicrmw volatile add ptr %20, i32 -1 acq_rel, align 4
  br label %39

39:                                               ; preds = %37, %35
  %40 = phi i32 [ %23, %35 ], [ %38, %37 ]
  %41 = icmp eq i32 %40, 1
  br i1 %41, label %42, label %43, !prof !30

42:                                               ; preds = %39
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %17) #22
  br label %43

43:                                               ; preds = %15, %24, %39, %42
  ret void

44:                                               ; preds = %8
  %45 = landingpad { ptr, i32 }
          catch ptr null
  %46 = extractvalue { ptr, i32 } %45, 0
  tail call void @__clang_call_terminate(ptr %46) #23
  unreachable

47:                                               ; preds = %2
  tail call void @__clang_call_terminate(ptr %4) #23
  unreachable
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V15queueD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !22
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !24
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !26
  %12 = load ptr, ptr %3, align 8, !tbaa !27
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #22
  %15 = load ptr, ptr %3, align 8, !tbaa !27
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #22
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !5
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !30

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #22
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

declare noundef i32 @_ZN4sycl3_V118default_selector_vERKNS0_6deviceE(ptr noundef nonnull align 8 dereferenceable(8)) #6

declare void @_ZN4sycl3_V16detail19defaultAsyncHandlerENS0_14exception_listE(ptr noundef) #6

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V15queueC2IFiRKNS0_6deviceEEvEERKT_RKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull %1, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(32) %3) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.sycl::_V1::device", align 8
  %6 = alloca %"class.std::function.23", align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #22
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #22
  %7 = getelementptr inbounds i8, ptr %6, i64 16
  %8 = getelementptr inbounds i8, ptr %6, i64 24
  %9 = getelementptr inbounds i8, ptr %6, i64 8
  store i64 0, ptr %9, align 8
  store ptr %1, ptr %6, align 8, !tbaa !13
  store ptr @_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E9_M_invokeERKSt9_Any_dataS4_, ptr %8, align 8, !tbaa !119
  store ptr @_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E10_M_managerERSt9_Any_dataRKS8_St18_Manager_operation, ptr %7, align 8, !tbaa !18
  invoke void @_ZN4sycl3_V16detail13select_deviceERKSt8functionIFiRKNS0_6deviceEEE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::device") align 8 %5, ptr noundef nonnull align 8 dereferenceable(32) %6)
          to label %10 unwind label %20

10:                                               ; preds = %4
  invoke void @_ZN4sycl3_V15queueC2ERKNS0_6deviceERKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(8) %5, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(32) %3)
          to label %11 unwind label %20

11:                                               ; preds = %10
  %12 = load ptr, ptr %7, align 8, !tbaa !18
  %13 = icmp eq ptr %12, null
  br i1 %13, label %19, label %14

14:                                               ; preds = %11
  %15 = invoke noundef zeroext i1 %12(ptr noundef nonnull align 8 dereferenceable(16) %6, ptr noundef nonnull align 8 dereferenceable(16) %6, i32 noundef 3)
          to label %19 unwind label %16

16:                                               ; preds = %14
  %17 = landingpad { ptr, i32 }
          catch ptr null
  %18 = extractvalue { ptr, i32 } %17, 0
  call void @__clang_call_terminate(ptr %18) #23
  unreachable

19:                                               ; preds = %11, %14
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #22
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #22
  ret void

20:                                               ; preds = %10, %4
  %21 = landingpad { ptr, i32 }
          cleanup
  %22 = load ptr, ptr %7, align 8, !tbaa !18
  %23 = icmp eq ptr %22, null
  br i1 %23, label %29, label %24

24:                                               ; preds = %20
  %25 = invoke noundef zeroext i1 %22(ptr noundef nonnull align 8 dereferenceable(16) %6, ptr noundef nonnull align 8 dereferenceable(16) %6, i32 noundef 3)
          to label %29 unwind label %26

26:                                               ; preds = %24
  %27 = landingpad { ptr, i32 }
          catch ptr null
  %28 = extractvalue { ptr, i32 } %27, 0
  call void @__clang_call_terminate(ptr %28) #23
  unreachable

29:                                               ; preds = %20, %24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #22
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #22
  resume { ptr, i32 } %21
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #7

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E9_M_invokeERKSt9_Any_dataOS2_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(24) %1) #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.sycl::_V1::exception_list", align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3)
  %4 = load ptr, ptr %0, align 8, !tbaa !13
  %5 = load <2 x ptr>, ptr %1, align 8, !tbaa !13
  store <2 x ptr> %5, ptr %3, align 16, !tbaa !13
  %6 = getelementptr inbounds i8, ptr %3, i64 16
  %7 = getelementptr inbounds i8, ptr %1, i64 16
  %8 = load ptr, ptr %7, align 8, !tbaa !121
  store ptr %8, ptr %6, align 16, !tbaa !121
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %1, i8 0, i64 24, i1 false)
  invoke void %4(ptr noundef nonnull %3)
          to label %9 unwind label %32

9:                                                ; preds = %2
  %10 = getelementptr inbounds i8, ptr %3, i64 8
  %11 = load ptr, ptr %3, align 16, !tbaa !123
  %12 = load ptr, ptr %10, align 8, !tbaa !124
  %13 = icmp eq ptr %11, %12
  br i1 %13, label %24, label %14

14:                                               ; preds = %9, %19
  %15 = phi ptr [ %20, %19 ], [ %11, %9 ]
  %16 = load ptr, ptr %15, align 8, !tbaa !125
  %17 = icmp eq ptr %16, null
  br i1 %17, label %19, label %18

18:                                               ; preds = %14
  call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %15) #22
  br label %19

19:                                               ; preds = %18, %14
  %20 = getelementptr inbounds i8, ptr %15, i64 8
  %21 = icmp eq ptr %20, %12
  br i1 %21, label %22, label %14, !llvm.loop !127

22:                                               ; preds = %19
  %23 = load ptr, ptr %3, align 16, !tbaa !123
  br label %24

24:                                               ; preds = %22, %9
  %25 = phi ptr [ %23, %22 ], [ %11, %9 ]
  %26 = icmp eq ptr %25, null
  br i1 %26, label %34, label %27

27:                                               ; preds = %24
  %28 = load ptr, ptr %6, align 16, !tbaa !121
  %29 = ptrtoint ptr %28 to i64
  %30 = ptrtoint ptr %25 to i64
  %31 = sub i64 %29, %30
  call void @_ZdlPvm(ptr noundef nonnull %25, i64 noundef %31) #24
  br label %34

32:                                               ; preds = %2
  %33 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V114exception_listD2Ev(ptr noundef nonnull align 8 dereferenceable(24) %3) #22
  resume { ptr, i32 } %33

34:                                               ; preds = %24, %27
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3)
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef zeroext i1 @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E10_M_managerERSt9_Any_dataRKS6_St18_Manager_operation(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1, i32 noundef %2) #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  switch i32 %2, label %9 [
    i32 0, label %7
    i32 1, label %4
    i32 2, label %5
  ]

4:                                                ; preds = %3
  br label %7

5:                                                ; preds = %3
  %6 = load ptr, ptr %1, align 8, !tbaa !13
  br label %7

7:                                                ; preds = %3, %4, %5
  %8 = phi ptr [ %6, %5 ], [ %1, %4 ], [ @_ZTIPFvN4sycl3_V114exception_listEE, %3 ]
  store ptr %8, ptr %0, align 8, !tbaa !13
  br label %9

9:                                                ; preds = %7, %3
  ret i1 false
}

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) local_unnamed_addr #8 comdat {
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #22
  tail call void @_ZSt9terminatev() #23
  unreachable
}

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @_ZSt9terminatev() local_unnamed_addr

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V114exception_listD2Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = load ptr, ptr %0, align 8, !tbaa !123
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !124
  %5 = icmp eq ptr %2, %4
  br i1 %5, label %16, label %6

6:                                                ; preds = %1, %11
  %7 = phi ptr [ %12, %11 ], [ %2, %1 ]
  %8 = load ptr, ptr %7, align 8, !tbaa !125
  %9 = icmp eq ptr %8, null
  br i1 %9, label %11, label %10

10:                                               ; preds = %6
  tail call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %7) #22
  br label %11

11:                                               ; preds = %10, %6
  %12 = getelementptr inbounds i8, ptr %7, i64 8
  %13 = icmp eq ptr %12, %4
  br i1 %13, label %14, label %6, !llvm.loop !127

14:                                               ; preds = %11
  %15 = load ptr, ptr %0, align 8, !tbaa !123
  br label %16

16:                                               ; preds = %14, %1
  %17 = phi ptr [ %15, %14 ], [ %2, %1 ]
  %18 = icmp eq ptr %17, null
  br i1 %18, label %25, label %19

19:                                               ; preds = %16
  %20 = getelementptr inbounds i8, ptr %0, i64 16
  %21 = load ptr, ptr %20, align 8, !tbaa !121
  %22 = ptrtoint ptr %21 to i64
  %23 = ptrtoint ptr %17 to i64
  %24 = sub i64 %22, %23
  tail call void @_ZdlPvm(ptr noundef nonnull %17, i64 noundef %24) #24
  br label %25

25:                                               ; preds = %16, %19
  ret void
}

; Function Attrs: nounwind
declare void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8)) local_unnamed_addr #9

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) local_unnamed_addr #10

declare void @_ZN4sycl3_V16detail13select_deviceERKSt8functionIFiRKNS0_6deviceEEE(ptr dead_on_unwind writable sret(%"class.sycl::_V1::device") align 8, ptr noundef nonnull align 8 dereferenceable(32)) local_unnamed_addr #6

declare void @_ZN4sycl3_V15queueC2ERKNS0_6deviceERKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(8), ptr noundef nonnull align 8 dereferenceable(32), ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #6

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef i32 @_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E9_M_invokeERKSt9_Any_dataS4_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(8) %1) #2 comdat align 2 {
  %3 = load ptr, ptr %0, align 8, !tbaa !13
  %4 = tail call noundef i32 %3(ptr noundef nonnull align 8 dereferenceable(8) %1)
  ret i32 %4
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef zeroext i1 @_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E10_M_managerERSt9_Any_dataRKS8_St18_Manager_operation(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1, i32 noundef %2) #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  switch i32 %2, label %9 [
    i32 0, label %7
    i32 1, label %4
    i32 2, label %5
  ]

4:                                                ; preds = %3
  br label %7

5:                                                ; preds = %3
  %6 = load ptr, ptr %1, align 8, !tbaa !13
  br label %7

7:                                                ; preds = %3, %4, %5
  %8 = phi ptr [ %6, %5 ], [ %1, %4 ], [ @_ZTIPFiRKN4sycl3_V16deviceEE, %3 ]
  store ptr %8, ptr %0, align 8, !tbaa !13
  br label %9

9:                                                ; preds = %7, %3
  ret i1 false
}

; Function Attrs: mustprogress noinline nounwind uwtable
define linkonce_odr dso_local void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %0) local_unnamed_addr #11 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = load ptr, ptr %0, align 8, !tbaa !27
  %3 = getelementptr inbounds i8, ptr %2, i64 16
  %4 = load ptr, ptr %3, align 8
  tail call void %4(ptr noundef nonnull align 8 dereferenceable(16) %0) #22
  %5 = getelementptr inbounds i8, ptr %0, i64 12
  %6 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %7 = icmp eq i8 %6, 0
  br i1 %7, label %11, label %8

8:                                                ; preds = %1
  %9 = load i32, ptr %5, align 4, !tbaa !5
  %10 = add nsw i32 %9, -1
  store i32 %10, ptr %5, align 4, !tbaa !5
  br label %13

11:                                               ; preds = %1
  %12 = atomicrmw volatile add ptr %5, i32 -1 acq_rel, align 4
  br label %13

13:                                               ; preds = %11, %8
  %14 = phi i32 [ %9, %8 ], [ %12, %11 ]
  %15 = icmp eq i32 %14, 1
  br i1 %15, label %16, label %20

16:                                               ; preds = %13
  %17 = load ptr, ptr %0, align 8, !tbaa !27
  %18 = getelementptr inbounds i8, ptr %17, i64 24
  %19 = load ptr, ptr %18, align 8
  tail call void %19(ptr noundef nonnull align 8 dereferenceable(16) %0) #22
  br label %20

20:                                               ; preds = %13, %16
  ret void
}

; Function Attrs: noreturn
declare void @_ZSt28__throw_bad_array_new_lengthv() local_unnamed_addr #12

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znwm(i64 noundef) local_unnamed_addr #13

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #14

declare void @_ZN4sycl3_V16detail12buffer_plainC2EPvmmRKNS0_13property_listESt10unique_ptrINS1_19SYCLMemObjAllocatorESt14default_deleteIS8_EE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef, i64 noundef, i64 noundef, ptr noundef nonnull align 8 dereferenceable(32), ptr noundef) unnamed_addr #6

declare void @_ZN4sycl3_V16detail12buffer_plain23constructorNotificationERKNS1_13code_locationEPvPKvS8_jjPm(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(24), ptr noundef, ptr noundef, ptr noundef, i32 noundef, i32 noundef, ptr noundef) local_unnamed_addr #6

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail12buffer_plainD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !22
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !24
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !26
  %12 = load ptr, ptr %3, align 8, !tbaa !27
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #22
  %15 = load ptr, ptr %3, align 8, !tbaa !27
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #22
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !5
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !30

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #22
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE16getAllocatorImplEv(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #3 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19SYCLMemObjAllocatorD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #3 comdat align 2 {
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiED0Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #3 comdat align 2 {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 24) #24
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE8allocateEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = shl i64 %1, 2
  %5 = add i64 %4, -1
  %6 = load i64, ptr %3, align 8, !tbaa !83
  %7 = add i64 %6, -1
  %8 = or i64 %7, %5
  %9 = add i64 %8, 1
  %10 = icmp ult i64 %9, %1
  br i1 %10, label %11, label %13

11:                                               ; preds = %2
  %12 = tail call ptr @__cxa_allocate_exception(i64 8) #22
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt9bad_alloc, i64 16), ptr %12, align 8, !tbaa !27
  tail call void @__cxa_throw(ptr nonnull %12, ptr nonnull @_ZTISt9bad_alloc, ptr nonnull @_ZNSt9bad_allocD1Ev) #25
  unreachable

13:                                               ; preds = %2
  %14 = tail call noundef ptr @_ZN4sycl3_V16detail6OSUtil12alignedAllocEmm(i64 noundef %6, i64 noundef %9)
  %15 = icmp eq ptr %14, null
  br i1 %15, label %16, label %18

16:                                               ; preds = %13
  %17 = tail call ptr @__cxa_allocate_exception(i64 8) #22
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt9bad_alloc, i64 16), ptr %17, align 8, !tbaa !27
  tail call void @__cxa_throw(ptr nonnull %17, ptr nonnull @_ZTISt9bad_alloc, ptr nonnull @_ZNSt9bad_allocD1Ev) #25
  unreachable

18:                                               ; preds = %13
  ret ptr %14
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE10deallocateEPvm(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr noundef %1, i64 noundef %2) unnamed_addr #2 comdat align 2 {
  %4 = icmp eq ptr %1, null
  br i1 %4, label %6, label %5

5:                                                ; preds = %3
  tail call void @_ZN4sycl3_V16detail6OSUtil11alignedFreeEPv(ptr noundef nonnull %1)
  br label %6

6:                                                ; preds = %3, %5
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i64 @_ZNK4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE12getValueSizeEv(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #3 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  %3 = load i64, ptr %2, align 8, !tbaa !85
  ret i64 %3
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE12setAlignmentEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = tail call i64 @llvm.umax.i64(i64 %1, i64 64)
  store i64 %4, ptr %3, align 8, !tbaa !83
  ret void
}

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

; Function Attrs: nounwind
declare void @_ZNSt9bad_allocD1Ev(ptr noundef nonnull align 8 dereferenceable(8)) unnamed_addr #9

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

declare noundef ptr @_ZN4sycl3_V16detail6OSUtil12alignedAllocEmm(i64 noundef, i64 noundef) local_unnamed_addr #6

declare void @_ZN4sycl3_V16detail6OSUtil11alignedFreeEPv(ptr noundef) local_unnamed_addr #6

; Function Attrs: nounwind
declare { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef) local_unnamed_addr #9

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %0, i32 %1, ptr %2, ptr noundef %3) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.std::shared_ptr.44", align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %5, i8 0, i64 16, i1 false)
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codeSt10shared_ptrINS0_7contextEEPKc(ptr noundef nonnull align 8 dereferenceable(64) %0, i32 %1, ptr %2, ptr noundef nonnull %5, ptr noundef %3)
          to label %6 unwind label %35

6:                                                ; preds = %4
  %7 = getelementptr inbounds i8, ptr %5, i64 8
  %8 = load ptr, ptr %7, align 8, !tbaa !22
  %9 = icmp eq ptr %8, null
  br i1 %9, label %34, label %10

10:                                               ; preds = %6
  %11 = getelementptr inbounds i8, ptr %8, i64 8
  %12 = load atomic i64, ptr %11 acquire, align 8
  %13 = icmp eq i64 %12, 4294967297
  %14 = trunc i64 %12 to i32
  br i1 %13, label %15, label %23

15:                                               ; preds = %10
  store i32 0, ptr %11, align 8, !tbaa !24
  %16 = getelementptr inbounds i8, ptr %8, i64 12
  store i32 0, ptr %16, align 4, !tbaa !26
  %17 = load ptr, ptr %8, align 8, !tbaa !27
  %18 = getelementptr inbounds i8, ptr %17, i64 16
  %19 = load ptr, ptr %18, align 8
  call void %19(ptr noundef nonnull align 8 dereferenceable(16) %8) #22
  %20 = load ptr, ptr %8, align 8, !tbaa !27
  %21 = getelementptr inbounds i8, ptr %20, i64 24
  %22 = load ptr, ptr %21, align 8
  call void %22(ptr noundef nonnull align 8 dereferenceable(16) %8) #22
  br label %34

23:                                               ; preds = %10
  %24 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %25 = icmp eq i8 %24, 0
  br i1 %25, label %28, label %26

26:                                               ; preds = %23
  %27 = add nsw i32 %14, -1
  store i32 %27, ptr %11, align 4, !tbaa !5
  br label %30

28:                                               ; preds = %23
  %29 = atomicrmw volatile add ptr %11, i32 -1 acq_rel, align 4
  br label %30

30:                                               ; preds = %28, %26
  %31 = phi i32 [ %14, %26 ], [ %29, %28 ]
  %32 = icmp eq i32 %31, 1
  br i1 %32, label %33, label %34, !prof !30

33:                                               ; preds = %30
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %8) #22
  br label %34

34:                                               ; preds = %6, %15, %30, %33
  ret void

35:                                               ; preds = %4
  %36 = landingpad { ptr, i32 }
          cleanup
  call void @_ZNSt12__shared_ptrIN4sycl3_V17contextELN9__gnu_cxx12_Lock_policyE2EED2Ev(ptr noundef nonnull align 8 dereferenceable(16) %5) #22
  resume { ptr, i32 } %36
}

declare void @__cxa_free_exception(ptr) local_unnamed_addr

; Function Attrs: nounwind
declare void @_ZN4sycl3_V19exceptionD1Ev(ptr noundef nonnull align 8 dereferenceable(64)) unnamed_addr #9

declare void @_ZN4sycl3_V19exceptionC1ESt10error_codeSt10shared_ptrINS0_7contextEEPKc(ptr noundef nonnull align 8 dereferenceable(64), i32, ptr, ptr noundef, ptr noundef) unnamed_addr #6

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt12__shared_ptrIN4sycl3_V17contextELN9__gnu_cxx12_Lock_policyE2EED2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !22
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !24
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !26
  %12 = load ptr, ptr %3, align 8, !tbaa !27
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #22
  %15 = load ptr, ptr %3, align 8, !tbaa !27
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #22
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !5
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !30

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #22
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

declare void @_ZNK4sycl3_V16detail12buffer_plain13handleReleaseEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #6

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #15

declare void @_ZN4sycl3_V16detail23reportExceptionToStreamEPKcS3_(ptr noundef, ptr noundef) local_unnamed_addr #6

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #16

declare void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 8 dereferenceable(9), ptr noundef nonnull align 8 dereferenceable(24)) unnamed_addr #6

declare void @_ZNK4sycl3_V15queue22submit_with_event_implERKNS0_6detail19type_erased_cgfo_tyERKNS2_3_V114SubmissionInfoERKNS2_13code_locationEb(ptr dead_on_unwind writable sret(%"class.sycl::_V1::event") align 8, ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 4 dereferenceable(4), ptr noundef nonnull align 8 dereferenceable(24), i1 noundef zeroext) local_unnamed_addr #6

declare noundef nonnull align 8 dereferenceable(24) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 8 dereferenceable(9)) local_unnamed_addr #6

; Function Attrs: nounwind
declare void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9)) unnamed_addr #9

; Function Attrs: mustprogress uwtable
define internal void @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZ4mainEUlRNS0_7handlerEE_E4callEPKvS5_(ptr nocapture noundef readonly %0, ptr noundef nonnull align 8 dereferenceable(176) %1) #2 align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.sycl::_V1::range", align 8
  %4 = alloca %"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view", align 8
  %5 = alloca %"struct.sycl::_V1::detail::compile_time_kernel_info_v1::CompileTimeKernelInfoTy", align 8
  %6 = alloca %"struct.sycl::_V1::detail::kernel_launch_properties_v1::PropsHolder", align 8
  %7 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %8 = alloca %"class.sycl::_V1::id", align 8
  %9 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %10 = alloca %"class.sycl::_V1::id", align 8
  %11 = alloca %"class.sycl::_V1::accessor.81", align 8
  %12 = alloca %"class.sycl::_V1::property_list", align 8
  %13 = alloca %"class.sycl::_V1::accessor", align 8
  %14 = alloca %"class.sycl::_V1::property_list", align 8
  %15 = alloca %class.anon.85, align 8
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %11) #22
  %16 = load ptr, ptr %0, align 8, !tbaa !128
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %12) #22
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %12, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %10)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %9)
  store ptr @.str, ptr %9, align 8
  %17 = getelementptr inbounds i8, ptr %9, i64 8
  store ptr @.str.9, ptr %17, align 8
  %18 = getelementptr inbounds i8, ptr %9, i64 16
  store i32 21, ptr %18, align 8
  %19 = getelementptr inbounds i8, ptr %9, i64 20
  store i32 22, ptr %19, align 4
  store i64 4, ptr %10, align 8
  %20 = getelementptr inbounds i8, ptr %10, i64 8
  store i64 8, ptr %20, align 8
  invoke void @_ZN4sycl3_V18accessorIiLi2ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IiLi2ENS0_6detail17aligned_allocatorIiEEvEERNS0_6bufferIT_XT0_ET1_vEERNS0_7handlerENS0_5rangeILi2EEENS0_2idILi2EEERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(56) %11, ptr noundef nonnull align 8 dereferenceable(41) %16, ptr noundef nonnull align 8 dereferenceable(176) %1, i64 8, i64 16, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %10, ptr noundef nonnull align 8 dereferenceable(32) %12, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %9)
          to label %21 unwind label %354

21:                                               ; preds = %2
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %10)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %9)
  %22 = getelementptr inbounds i8, ptr %12, i64 8
  %23 = load ptr, ptr %22, align 8, !tbaa !19
  %24 = getelementptr inbounds i8, ptr %12, i64 16
  %25 = load ptr, ptr %24, align 8, !tbaa !21
  %26 = icmp eq ptr %23, %25
  br i1 %26, label %61, label %27

27:                                               ; preds = %21, %56
  %28 = phi ptr [ %57, %56 ], [ %23, %21 ]
  %29 = getelementptr inbounds i8, ptr %28, i64 8
  %30 = load ptr, ptr %29, align 8, !tbaa !22
  %31 = icmp eq ptr %30, null
  br i1 %31, label %56, label %32

32:                                               ; preds = %27
  %33 = getelementptr inbounds i8, ptr %30, i64 8
  %34 = load atomic i64, ptr %33 acquire, align 8
  %35 = icmp eq i64 %34, 4294967297
  %36 = trunc i64 %34 to i32
  br i1 %35, label %37, label %45

37:                                               ; preds = %32
  store i32 0, ptr %33, align 8, !tbaa !24
  %38 = getelementptr inbounds i8, ptr %30, i64 12
  store i32 0, ptr %38, align 4, !tbaa !26
  %39 = load ptr, ptr %30, align 8, !tbaa !27
  %40 = getelementptr inbounds i8, ptr %39, i64 16
  %41 = load ptr, ptr %40, align 8
  call void %41(ptr noundef nonnull align 8 dereferenceable(16) %30) #22
  %42 = load ptr, ptr %30, align 8, !tbaa !27
  %43 = getelementptr inbounds i8, ptr %42, i64 24
  %44 = load ptr, ptr %43, align 8
  call void %44(ptr noundef nonnull align 8 dereferenceable(16) %30) #22
  br label %56

45:                                               ; preds = %32
  %46 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %47 = icmp eq i8 %46, 0
  br i1 %47, label %50, label %48

48:                                               ; preds = %45
  %49 = add nsw i32 %36, -1
  store i32 %49, ptr %33, align 4, !tbaa !5
  br label %52

50:                                               ; preds = %45
  %51 = atomicrmw volatile add ptr %33, i32 -1 acq_rel, align 4
  br label %52

52:                                               ; preds = %50, %48
  %53 = phi i32 [ %36, %48 ], [ %51, %50 ]
  %54 = icmp eq i32 %53, 1
  br i1 %54, label %55, label %56, !prof !30

55:                                               ; preds = %52
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %30) #22
  br label %56

56:                                               ; preds = %55, %52, %37, %27
  %57 = getelementptr inbounds i8, ptr %28, i64 16
  %58 = icmp eq ptr %57, %25
  br i1 %58, label %59, label %27, !llvm.loop !31

59:                                               ; preds = %56
  %60 = load ptr, ptr %22, align 8, !tbaa !19
  br label %61

61:                                               ; preds = %59, %21
  %62 = phi ptr [ %60, %59 ], [ %23, %21 ]
  %63 = icmp eq ptr %62, null
  br i1 %63, label %70, label %64

64:                                               ; preds = %61
  %65 = getelementptr inbounds i8, ptr %12, i64 24
  %66 = load ptr, ptr %65, align 8, !tbaa !32
  %67 = ptrtoint ptr %66 to i64
  %68 = ptrtoint ptr %62 to i64
  %69 = sub i64 %67, %68
  call void @_ZdlPvm(ptr noundef nonnull %62, i64 noundef %69) #24
  br label %70

70:                                               ; preds = %64, %61
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12) #22
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %13) #22
  %71 = getelementptr inbounds i8, ptr %0, i64 8
  %72 = load ptr, ptr %71, align 8, !tbaa !130
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %14) #22
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %14, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %8)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7)
  store ptr @.str, ptr %7, align 8
  %73 = getelementptr inbounds i8, ptr %7, i64 8
  store ptr @.str.9, ptr %73, align 8
  %74 = getelementptr inbounds i8, ptr %7, i64 16
  store i32 22, ptr %74, align 8
  %75 = getelementptr inbounds i8, ptr %7, i64 20
  store i32 22, ptr %75, align 4
  store i64 4, ptr %8, align 8
  %76 = getelementptr inbounds i8, ptr %8, i64 8
  store i64 8, ptr %76, align 8
  invoke void @_ZN4sycl3_V18accessorIiLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IiLi2ENS0_6detail17aligned_allocatorIiEEvEERNS0_6bufferIT_XT0_ET1_vEERNS0_7handlerENS0_5rangeILi2EEENS0_2idILi2EEERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(56) %13, ptr noundef nonnull align 8 dereferenceable(41) %72, ptr noundef nonnull align 8 dereferenceable(176) %1, i64 8, i64 16, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %8, ptr noundef nonnull align 8 dereferenceable(32) %14, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %7)
          to label %77 unwind label %356

77:                                               ; preds = %70
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %8)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7)
  %78 = getelementptr inbounds i8, ptr %14, i64 8
  %79 = load ptr, ptr %78, align 8, !tbaa !19
  %80 = getelementptr inbounds i8, ptr %14, i64 16
  %81 = load ptr, ptr %80, align 8, !tbaa !21
  %82 = icmp eq ptr %79, %81
  br i1 %82, label %117, label %83

83:                                               ; preds = %77, %112
  %84 = phi ptr [ %113, %112 ], [ %79, %77 ]
  %85 = getelementptr inbounds i8, ptr %84, i64 8
  %86 = load ptr, ptr %85, align 8, !tbaa !22
  %87 = icmp eq ptr %86, null
  br i1 %87, label %112, label %88

88:                                               ; preds = %83
  %89 = getelementptr inbounds i8, ptr %86, i64 8
  %90 = load atomic i64, ptr %89 acquire, align 8
  %91 = icmp eq i64 %90, 4294967297
  %92 = trunc i64 %90 to i32
  br i1 %91, label %93, label %101

93:                                               ; preds = %88
  store i32 0, ptr %89, align 8, !tbaa !24
  %94 = getelementptr inbounds i8, ptr %86, i64 12
  store i32 0, ptr %94, align 4, !tbaa !26
  %95 = load ptr, ptr %86, align 8, !tbaa !27
  %96 = getelementptr inbounds i8, ptr %95, i64 16
  %97 = load ptr, ptr %96, align 8
  call void %97(ptr noundef nonnull align 8 dereferenceable(16) %86) #22
  %98 = load ptr, ptr %86, align 8, !tbaa !27
  %99 = getelementptr inbounds i8, ptr %98, i64 24
  %100 = load ptr, ptr %99, align 8
  call void %100(ptr noundef nonnull align 8 dereferenceable(16) %86) #22
  br label %112

101:                                              ; preds = %88
  %102 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %103 = icmp eq i8 %102, 0
  br i1 %103, label %106, label %104

104:                                              ; preds = %101
  %105 = add nsw i32 %92, -1
  store i32 %105, ptr %89, align 4, !tbaa !5
  br label %108

106:                                              ; preds = %101
  %107 = atomicrmw volatile add ptr %89, i32 -1 acq_rel, align 4
  br label %108

108:                                              ; preds = %106, %104
  %109 = phi i32 [ %92, %104 ], [ %107, %106 ]
  %110 = icmp eq i32 %109, 1
  br i1 %110, label %111, label %112, !prof !30

111:                                              ; preds = %108
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %86) #22
  br label %112

112:                                              ; preds = %111, %108, %93, %83
  %113 = getelementptr inbounds i8, ptr %84, i64 16
  %114 = icmp eq ptr %113, %81
  br i1 %114, label %115, label %83, !llvm.loop !31

115:                                              ; preds = %112
  %116 = load ptr, ptr %78, align 8, !tbaa !19
  br label %117

117:                                              ; preds = %115, %77
  %118 = phi ptr [ %116, %115 ], [ %79, %77 ]
  %119 = icmp eq ptr %118, null
  br i1 %119, label %126, label %120

120:                                              ; preds = %117
  %121 = getelementptr inbounds i8, ptr %14, i64 24
  %122 = load ptr, ptr %121, align 8, !tbaa !32
  %123 = ptrtoint ptr %122 to i64
  %124 = ptrtoint ptr %118 to i64
  %125 = sub i64 %123, %124
  call void @_ZdlPvm(ptr noundef nonnull %118, i64 noundef %125) #24
  br label %126

126:                                              ; preds = %120, %117
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %14) #22
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %15) #22
  %127 = load ptr, ptr %11, align 8, !tbaa !113
  store ptr %127, ptr %15, align 8, !tbaa !113
  %128 = getelementptr inbounds i8, ptr %15, i64 8
  %129 = getelementptr inbounds i8, ptr %11, i64 8
  %130 = load ptr, ptr %129, align 8, !tbaa !22
  store ptr %130, ptr %128, align 8, !tbaa !22
  %131 = icmp eq ptr %130, null
  br i1 %131, label %141, label %132

132:                                              ; preds = %126
  %133 = getelementptr inbounds i8, ptr %130, i64 8
  %134 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %135 = icmp eq i8 %134, 0
  br i1 %135, label %139, label %136

136:                                              ; preds = %132
  %137 = load i32, ptr %133, align 4, !tbaa !5
  %138 = add nsw i32 %137, 1
  store i32 %138, ptr %133, align 4, !tbaa !5
  br label %141

139:                                              ; preds = %132
  %140 = atomicrmw volatile add ptr %133, i32 1 acq_rel, align 4
  br label %141

141:                                              ; preds = %139, %136, %126
  %142 = getelementptr inbounds i8, ptr %15, i64 16
  %143 = getelementptr inbounds i8, ptr %11, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %142, ptr noundef nonnull align 8 dereferenceable(40) %143, i64 40, i1 false)
  %144 = getelementptr inbounds i8, ptr %15, i64 56
  %145 = load ptr, ptr %13, align 8, !tbaa !113
  store ptr %145, ptr %144, align 8, !tbaa !113
  %146 = getelementptr inbounds i8, ptr %15, i64 64
  %147 = getelementptr inbounds i8, ptr %13, i64 8
  %148 = load ptr, ptr %147, align 8, !tbaa !22
  store ptr %148, ptr %146, align 8, !tbaa !22
  %149 = icmp eq ptr %148, null
  br i1 %149, label %159, label %150

150:                                              ; preds = %141
  %151 = getelementptr inbounds i8, ptr %148, i64 8
  %152 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %153 = icmp eq i8 %152, 0
  br i1 %153, label %157, label %154

154:                                              ; preds = %150
  %155 = load i32, ptr %151, align 4, !tbaa !5
  %156 = add nsw i32 %155, 1
  store i32 %156, ptr %151, align 4, !tbaa !5
  br label %159

157:                                              ; preds = %150
  %158 = atomicrmw volatile add ptr %151, i32 1 acq_rel, align 4
  br label %159

159:                                              ; preds = %157, %154, %141
  %160 = getelementptr inbounds i8, ptr %15, i64 72
  %161 = getelementptr inbounds i8, ptr %13, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %160, ptr noundef nonnull align 8 dereferenceable(40) %161, i64 40, i1 false)
  call void @llvm.lifetime.start.p0(i64 88, ptr nonnull %5) #22
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(88) %5, ptr noundef nonnull align 8 dereferenceable(88) @__const._ZN4sycl3_V17handler19setDeviceKernelInfoI8AddBlockEEvPv.Info, i64 88, i1 false)
  %162 = invoke noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(176) %1)
          to label %163 unwind label %358

163:                                              ; preds = %159
  %164 = icmp eq i32 %162, 0
  br i1 %164, label %174, label %165

165:                                              ; preds = %163
  %166 = call ptr @__cxa_allocate_exception(i64 64) #22
  %167 = call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #22
  %168 = extractvalue { i32, ptr } %167, 0
  %169 = extractvalue { i32, ptr } %167, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %166, i32 %168, ptr %169, ptr noundef nonnull @.str.19)
          to label %170 unwind label %172

170:                                              ; preds = %165
  invoke void @__cxa_throw(ptr nonnull %166, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #25
          to label %171 unwind label %358

171:                                              ; preds = %170
  unreachable

172:                                              ; preds = %165
  %173 = landingpad { ptr, i32 }
          cleanup
  call void @__cxa_free_exception(ptr %166) #22
  br label %360

174:                                              ; preds = %163
  invoke void @_ZNK4sycl3_V17handler28throwOnKernelParameterMisuseERKNS0_6detail27compile_time_kernel_info_v123CompileTimeKernelInfoTyE(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull align 8 dereferenceable(81) %5)
          to label %175 unwind label %358

175:                                              ; preds = %174
  %176 = load ptr, ptr %5, align 8, !tbaa !13
  %177 = getelementptr inbounds i8, ptr %5, i64 8
  %178 = load i64, ptr %177, align 8, !tbaa !33
  invoke void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr %176, i64 %178)
          to label %179 unwind label %358

179:                                              ; preds = %175
  call void @llvm.lifetime.start.p0(i64 152, ptr nonnull %6) #22
  %180 = getelementptr inbounds i8, ptr %6, i64 8
  store i8 0, ptr %180, align 8, !tbaa !131, !alias.scope !133
  %181 = getelementptr inbounds i8, ptr %6, i64 18
  store i8 0, ptr %181, align 2, !tbaa !138, !alias.scope !133
  %182 = getelementptr inbounds i8, ptr %6, i64 20
  store i8 0, ptr %182, align 4, !tbaa !140, !alias.scope !133
  %183 = getelementptr inbounds i8, ptr %6, i64 28
  store i8 0, ptr %183, align 4, !tbaa !142, !alias.scope !133
  %184 = getelementptr inbounds i8, ptr %6, i64 36
  store i8 0, ptr %184, align 4, !tbaa !144, !alias.scope !133
  %185 = getelementptr inbounds i8, ptr %6, i64 44
  store i8 0, ptr %185, align 4, !tbaa !142, !alias.scope !133
  %186 = getelementptr inbounds i8, ptr %6, i64 52
  store i8 0, ptr %186, align 4, !tbaa !144, !alias.scope !133
  %187 = getelementptr inbounds i8, ptr %6, i64 60
  store i8 0, ptr %187, align 4, !tbaa !142, !alias.scope !133
  %188 = getelementptr inbounds i8, ptr %6, i64 68
  store i8 0, ptr %188, align 4, !tbaa !144, !alias.scope !133
  %189 = getelementptr inbounds i8, ptr %6, i64 80
  store i8 0, ptr %189, align 8, !tbaa !146, !alias.scope !133
  %190 = getelementptr inbounds i8, ptr %6, i64 104
  store i8 0, ptr %190, align 8, !tbaa !148, !alias.scope !133
  %191 = getelementptr inbounds i8, ptr %6, i64 136
  store i8 0, ptr %191, align 8, !tbaa !150, !alias.scope !133
  %192 = getelementptr inbounds i8, ptr %6, i64 144
  store i8 1, ptr %192, align 8, !tbaa !152, !alias.scope !133
  invoke void @_ZN4sycl3_V17handler25setKernelLaunchPropertiesERKNS0_6detail27kernel_launch_properties_v111PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS5_5intel12experimental12cache_configENS7_17use_root_sync_keyENS7_23work_group_progress_keyENS7_22sub_group_progress_keyENS7_22work_item_progress_keyENS7_4cuda12cluster_sizeILi1EEENSH_ILi2EEENSH_ILi3EEEEEE(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull align 8 dereferenceable(145) %6)
          to label %193 unwind label %358

193:                                              ; preds = %179
  call void @llvm.lifetime.end.p0(i64 152, ptr nonnull %6) #22
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4)
  store i64 8, ptr %3, align 8
  %194 = getelementptr inbounds i8, ptr %3, i64 8
  store i64 16, ptr %194, align 8
  store ptr %3, ptr %4, align 8, !tbaa !183
  %195 = getelementptr inbounds i8, ptr %4, i64 8
  %196 = getelementptr inbounds i8, ptr %4, i64 24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %195, i8 0, i64 16, i1 false)
  store i64 2, ptr %196, align 8, !tbaa !185
  invoke void @_ZN4sycl3_V17handler20setNDRangeDescriptorENS0_6detail16nd_range_view_v113nd_range_viewEb(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull byval(%"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view") align 8 %4, i1 noundef zeroext false)
          to label %197 unwind label %358

197:                                              ; preds = %193
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4)
  %198 = getelementptr inbounds i8, ptr %1, i64 144
  %199 = invoke noalias noundef nonnull dereferenceable(120) ptr @_Znwm(i64 noundef 120) #21
          to label %200 unwind label %358

200:                                              ; preds = %197
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE, i64 16), ptr %199, align 8, !tbaa !27
  %201 = getelementptr inbounds i8, ptr %199, i64 8
  %202 = load ptr, ptr %15, align 8, !tbaa !113
  store ptr %202, ptr %201, align 8, !tbaa !113
  %203 = getelementptr inbounds i8, ptr %199, i64 16
  %204 = load ptr, ptr %128, align 8, !tbaa !22
  store ptr %204, ptr %203, align 8, !tbaa !22
  %205 = icmp eq ptr %204, null
  br i1 %205, label %215, label %206

206:                                              ; preds = %200
  %207 = getelementptr inbounds i8, ptr %204, i64 8
  %208 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %209 = icmp eq i8 %208, 0
  br i1 %209, label %213, label %210

210:                                              ; preds = %206
  %211 = load i32, ptr %207, align 4, !tbaa !5
  %212 = add nsw i32 %211, 1
  store i32 %212, ptr %207, align 4, !tbaa !5
  br label %215

213:                                              ; preds = %206
  %214 = atomicrmw volatile add ptr %207, i32 1 acq_rel, align 4
  br label %215

215:                                              ; preds = %213, %210, %200
  %216 = getelementptr inbounds i8, ptr %199, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %216, ptr noundef nonnull readonly align 8 dereferenceable(40) %142, i64 40, i1 false)
  %217 = getelementptr inbounds i8, ptr %199, i64 64
  %218 = load ptr, ptr %144, align 8, !tbaa !113
  store ptr %218, ptr %217, align 8, !tbaa !113
  %219 = getelementptr inbounds i8, ptr %199, i64 72
  %220 = load ptr, ptr %146, align 8, !tbaa !22
  store ptr %220, ptr %219, align 8, !tbaa !22
  %221 = icmp eq ptr %220, null
  br i1 %221, label %231, label %222

222:                                              ; preds = %215
  %223 = getelementptr inbounds i8, ptr %220, i64 8
  %224 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %225 = icmp eq i8 %224, 0
  br i1 %225, label %229, label %226

226:                                              ; preds = %222
  %227 = load i32, ptr %223, align 4, !tbaa !5
  %228 = add nsw i32 %227, 1
  store i32 %228, ptr %223, align 4, !tbaa !5
  br label %231

229:                                              ; preds = %222
  %230 = atomicrmw volatile add ptr %223, i32 1 acq_rel, align 4
  br label %231

231:                                              ; preds = %229, %226, %215
  %232 = getelementptr inbounds i8, ptr %199, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %232, ptr noundef nonnull readonly align 8 dereferenceable(40) %160, i64 40, i1 false)
  %233 = load ptr, ptr %198, align 8, !tbaa !13
  store ptr %199, ptr %198, align 8, !tbaa !13
  %234 = icmp eq ptr %233, null
  br i1 %234, label %239, label %235

235:                                              ; preds = %231
  %236 = load ptr, ptr %233, align 8, !tbaa !27
  %237 = getelementptr inbounds i8, ptr %236, i64 16
  %238 = load ptr, ptr %237, align 8
  call void %238(ptr noundef nonnull align 8 dereferenceable(8) %233) #22
  br label %239

239:                                              ; preds = %235, %231
  invoke void @_ZN4sycl3_V17handler23instantiateKernelOnHostEPv(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull @_ZN4sycl3_V16detail16runKernelWithArgINS0_4itemILi2ELb1EEEZZ4mainENKUlRNS0_7handlerEE_clES6_EUlNS0_2idILi2EEEE_Lb0EEEvT0_T_RKSt17integral_constantIbXT1_EE)
          to label %240 unwind label %358

240:                                              ; preds = %239
  %241 = load ptr, ptr %198, align 8, !tbaa !13
  %242 = load ptr, ptr %241, align 8, !tbaa !27
  %243 = load ptr, ptr %242, align 8
  %244 = invoke noundef ptr %243(ptr noundef nonnull align 8 dereferenceable(8) %241)
          to label %245 unwind label %358

245:                                              ; preds = %240
  invoke void @_ZN4sycl3_V17handler19setDeviceKernelInfoI8AddBlockEEvPv(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef %244)
          to label %246 unwind label %358

246:                                              ; preds = %245
  call void @llvm.lifetime.end.p0(i64 88, ptr nonnull %5) #22
  %247 = load ptr, ptr %146, align 8, !tbaa !22
  %248 = icmp eq ptr %247, null
  br i1 %248, label %273, label %249

249:                                              ; preds = %246
  %250 = getelementptr inbounds i8, ptr %247, i64 8
  %251 = load atomic i64, ptr %250 acquire, align 8
  %252 = icmp eq i64 %251, 4294967297
  %253 = trunc i64 %251 to i32
  br i1 %252, label %254, label %262

254:                                              ; preds = %249
  store i32 0, ptr %250, align 8, !tbaa !24
  %255 = getelementptr inbounds i8, ptr %247, i64 12
  store i32 0, ptr %255, align 4, !tbaa !26
  %256 = load ptr, ptr %247, align 8, !tbaa !27
  %257 = getelementptr inbounds i8, ptr %256, i64 16
  %258 = load ptr, ptr %257, align 8
  call void %258(ptr noundef nonnull align 8 dereferenceable(16) %247) #22
  %259 = load ptr, ptr %247, align 8, !tbaa !27
  %260 = getelementptr inbounds i8, ptr %259, i64 24
  %261 = load ptr, ptr %260, align 8
  call void %261(ptr noundef nonnull align 8 dereferenceable(16) %247) #22
  br label %273

262:                                              ; preds = %249
  %263 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %264 = icmp eq i8 %263, 0
  br i1 %264, label %267, label %265

265:                                              ; preds = %262
  %266 = add nsw i32 %253, -1
  store i32 %266, ptr %250, align 4, !tbaa !5
  br label %269

267:                                              ; preds = %262
  %268 = atomicrmw volatile add ptr %250, i32 -1 acq_rel, align 4
  br label %269

269:                                              ; preds = %267, %265
  %270 = phi i32 [ %253, %265 ], [ %268, %267 ]
  %271 = icmp eq i32 %270, 1
  br i1 %271, label %272, label %273, !prof !30

272:                                              ; preds = %269
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %247) #22
  br label %273

273:                                              ; preds = %272, %269, %254, %246
  %274 = load ptr, ptr %128, align 8, !tbaa !22
  %275 = icmp eq ptr %274, null
  br i1 %275, label %300, label %276

276:                                              ; preds = %273
  %277 = getelementptr inbounds i8, ptr %274, i64 8
  %278 = load atomic i64, ptr %277 acquire, align 8
  %279 = icmp eq i64 %278, 4294967297
  %280 = trunc i64 %278 to i32
  br i1 %279, label %281, label %289

281:                                              ; preds = %276
  store i32 0, ptr %277, align 8, !tbaa !24
  %282 = getelementptr inbounds i8, ptr %274, i64 12
  store i32 0, ptr %282, align 4, !tbaa !26
  %283 = load ptr, ptr %274, align 8, !tbaa !27
  %284 = getelementptr inbounds i8, ptr %283, i64 16
  %285 = load ptr, ptr %284, align 8
  call void %285(ptr noundef nonnull align 8 dereferenceable(16) %274) #22
  %286 = load ptr, ptr %274, align 8, !tbaa !27
  %287 = getelementptr inbounds i8, ptr %286, i64 24
  %288 = load ptr, ptr %287, align 8
  call void %288(ptr noundef nonnull align 8 dereferenceable(16) %274) #22
  br label %300

289:                                              ; preds = %276
  %290 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %291 = icmp eq i8 %290, 0
  br i1 %291, label %294, label %292

292:                                              ; preds = %289
  %293 = add nsw i32 %280, -1
  store i32 %293, ptr %277, align 4, !tbaa !5
  br label %296

294:                                              ; preds = %289
  %295 = atomicrmw volatile add ptr %277, i32 -1 acq_rel, align 4
  br label %296

296:                                              ; preds = %294, %292
  %297 = phi i32 [ %280, %292 ], [ %295, %294 ]
  %298 = icmp eq i32 %297, 1
  br i1 %298, label %299, label %300, !prof !30

299:                                              ; preds = %296
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %274) #22
  br label %300

300:                                              ; preds = %299, %296, %281, %273
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %15) #22
  %301 = load ptr, ptr %147, align 8, !tbaa !22
  %302 = icmp eq ptr %301, null
  br i1 %302, label %327, label %303

303:                                              ; preds = %300
  %304 = getelementptr inbounds i8, ptr %301, i64 8
  %305 = load atomic i64, ptr %304 acquire, align 8
  %306 = icmp eq i64 %305, 4294967297
  %307 = trunc i64 %305 to i32
  br i1 %306, label %308, label %316

308:                                              ; preds = %303
  store i32 0, ptr %304, align 8, !tbaa !24
  %309 = getelementptr inbounds i8, ptr %301, i64 12
  store i32 0, ptr %309, align 4, !tbaa !26
  %310 = load ptr, ptr %301, align 8, !tbaa !27
  %311 = getelementptr inbounds i8, ptr %310, i64 16
  %312 = load ptr, ptr %311, align 8
  call void %312(ptr noundef nonnull align 8 dereferenceable(16) %301) #22
  %313 = load ptr, ptr %301, align 8, !tbaa !27
  %314 = getelementptr inbounds i8, ptr %313, i64 24
  %315 = load ptr, ptr %314, align 8
  call void %315(ptr noundef nonnull align 8 dereferenceable(16) %301) #22
  br label %327

316:                                              ; preds = %303
  %317 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %318 = icmp eq i8 %317, 0
  br i1 %318, label %321, label %319

319:                                              ; preds = %316
  %320 = add nsw i32 %307, -1
  store i32 %320, ptr %304, align 4, !tbaa !5
  br label %323

321:                                              ; preds = %316
  %322 = atomicrmw volatile add ptr %304, i32 -1 acq_rel, align 4
  br label %323

323:                                              ; preds = %321, %319
  %324 = phi i32 [ %307, %319 ], [ %322, %321 ]
  %325 = icmp eq i32 %324, 1
  br i1 %325, label %326, label %327, !prof !30

326:                                              ; preds = %323
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %301) #22
  br label %327

327:                                              ; preds = %326, %323, %308, %300
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %13) #22
  %328 = load ptr, ptr %129, align 8, !tbaa !22
  %329 = icmp eq ptr %328, null
  br i1 %329, label %366, label %330

330:                                              ; preds = %327
  %331 = getelementptr inbounds i8, ptr %328, i64 8
  %332 = load atomic i64, ptr %331 acquire, align 8
  %333 = icmp eq i64 %332, 4294967297
  %334 = trunc i64 %332 to i32
  br i1 %333, label %335, label %343

335:                                              ; preds = %330
  store i32 0, ptr %331, align 8, !tbaa !24
  %336 = getelementptr inbounds i8, ptr %328, i64 12
  store i32 0, ptr %336, align 4, !tbaa !26
  %337 = load ptr, ptr %328, align 8, !tbaa !27
  %338 = getelementptr inbounds i8, ptr %337, i64 16
  %339 = load ptr, ptr %338, align 8
  call void %339(ptr noundef nonnull align 8 dereferenceable(16) %328) #22
  %340 = load ptr, ptr %328, align 8, !tbaa !27
  %341 = getelementptr inbounds i8, ptr %340, i64 24
  %342 = load ptr, ptr %341, align 8
  call void %342(ptr noundef nonnull align 8 dereferenceable(16) %328) #22
  br label %366

343:                                              ; preds = %330
  %344 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %345 = icmp eq i8 %344, 0
  br i1 %345, label %348, label %346

346:                                              ; preds = %343
  %347 = add nsw i32 %334, -1
  store i32 %347, ptr %331, align 4, !tbaa !5
  br label %350

348:                                              ; preds = %343
  %349 = atomicrmw volatile add ptr %331, i32 -1 acq_rel, align 4
  br label %350

350:                                              ; preds = %348, %346
  %351 = phi i32 [ %334, %346 ], [ %349, %348 ]
  %352 = icmp eq i32 %351, 1
  br i1 %352, label %353, label %366, !prof !30

353:                                              ; preds = %350
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %328) #22
  br label %366

354:                                              ; preds = %2
  %355 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %12) #22
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12) #22
  br label %364

356:                                              ; preds = %70
  %357 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %14) #22
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %14) #22
  br label %362

358:                                              ; preds = %245, %240, %239, %197, %193, %179, %175, %174, %170, %159
  %359 = landingpad { ptr, i32 }
          cleanup
  br label %360

360:                                              ; preds = %358, %172
  %361 = phi { ptr, i32 } [ %359, %358 ], [ %173, %172 ]
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_2idILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(112) %15) #22
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %15) #22
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(56) %13) #22
  br label %362

362:                                              ; preds = %360, %356
  %363 = phi { ptr, i32 } [ %361, %360 ], [ %357, %356 ]
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %13) #22
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(56) %11) #22
  br label %364

364:                                              ; preds = %362, %354
  %365 = phi { ptr, i32 } [ %363, %362 ], [ %355, %354 ]
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %11) #22
  resume { ptr, i32 } %365

366:                                              ; preds = %327, %335, %350, %353
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %11) #22
  ret void
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define internal fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_2idILi2EEEE_D2Ev(ptr nocapture noundef nonnull readonly align 8 dereferenceable(112) %0) unnamed_addr #5 align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 64
  %3 = load ptr, ptr %2, align 8, !tbaa !22
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !24
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !26
  %12 = load ptr, ptr %3, align 8, !tbaa !27
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #22
  %15 = load ptr, ptr %3, align 8, !tbaa !27
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #22
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !5
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !30

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #22
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  %30 = getelementptr inbounds i8, ptr %0, i64 8
  %31 = load ptr, ptr %30, align 8, !tbaa !22
  %32 = icmp eq ptr %31, null
  br i1 %32, label %57, label %33

33:                                               ; preds = %29
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = load atomic i64, ptr %34 acquire, align 8
  %36 = icmp eq i64 %35, 4294967297
  %37 = trunc i64 %35 to i32
  br i1 %36, label %38, label %46

38:                                               ; preds = %33
  store i32 0, ptr %34, align 8, !tbaa !24
  %39 = getelementptr inbounds i8, ptr %31, i64 12
  store i32 0, ptr %39, align 4, !tbaa !26
  %40 = load ptr, ptr %31, align 8, !tbaa !27
  %41 = getelementptr inbounds i8, ptr %40, i64 16
  %42 = load ptr, ptr %41, align 8
  tail call void %42(ptr noundef nonnull align 8 dereferenceable(16) %31) #22
  %43 = load ptr, ptr %31, align 8, !tbaa !27
  %44 = getelementptr inbounds i8, ptr %43, i64 24
  %45 = load ptr, ptr %44, align 8
  tail call void %45(ptr noundef nonnull align 8 dereferenceable(16) %31) #22
  br label %57

46:                                               ; preds = %33
  %47 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %48 = icmp eq i8 %47, 0
  br i1 %48, label %51, label %49

49:                                               ; preds = %46
  %50 = add nsw i32 %37, -1
  store i32 %50, ptr %34, align 4, !tbaa !5
  br label %53

51:                                               ; preds = %46
  %52 = atomicrmw volatile add ptr %34, i32 -1 acq_rel, align 4
  br label %53

53:                                               ; preds = %51, %49
  %54 = phi i32 [ %37, %49 ], [ %52, %51 ]
  %55 = icmp eq i32 %54, 1
  br i1 %55, label %56, label %57, !prof !30

56:                                               ; preds = %53
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #22
  br label %57

57:                                               ; preds = %29, %38, %53, %56
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIiLi2ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IiLi2ENS0_6detail17aligned_allocatorIiEEvEERNS0_6bufferIT_XT0_ET1_vEERNS0_7handlerENS0_5rangeILi2EEENS0_2idILi2EEERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(56) %0, ptr noundef nonnull align 8 dereferenceable(41) %1, ptr noundef nonnull align 8 dereferenceable(176) %2, i64 %3, i64 %4, ptr noundef byval(%"class.sycl::_V1::id") align 8 %5, ptr noundef nonnull align 8 dereferenceable(32) %6, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %7) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %9 = alloca %"class.sycl::_V1::id.86", align 16
  %10 = alloca %"class.sycl::_V1::range.88", align 8
  %11 = alloca %"class.sycl::_V1::range.88", align 16
  %12 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %13 = getelementptr inbounds i8, ptr %5, i64 8
  %14 = load <2 x i64>, ptr %5, align 8
  store <2 x i64> %14, ptr %9, align 16, !tbaa !33, !alias.scope !186
  %15 = getelementptr inbounds i8, ptr %9, i64 16
  store i64 0, ptr %15, align 16, !tbaa !33, !alias.scope !186
  store i64 %3, ptr %10, align 8, !tbaa !33, !alias.scope !189
  %16 = getelementptr inbounds i8, ptr %10, i64 8
  store i64 %4, ptr %16, align 8, !tbaa !33, !alias.scope !189
  %17 = getelementptr inbounds i8, ptr %10, i64 16
  store i64 1, ptr %17, align 8, !tbaa !33, !alias.scope !189
  %18 = getelementptr inbounds i8, ptr %1, i64 16
  %19 = getelementptr inbounds i8, ptr %1, i64 24
  %20 = load <2 x i64>, ptr %18, align 8
  store <2 x i64> %20, ptr %11, align 16, !tbaa !33, !alias.scope !192
  %21 = getelementptr inbounds i8, ptr %11, i64 16
  store i64 1, ptr %21, align 16, !tbaa !33, !alias.scope !192
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %12) #22
  %22 = load i64, ptr %6, align 8
  %23 = getelementptr inbounds i8, ptr %6, i64 8
  %24 = getelementptr inbounds i8, ptr %6, i64 16
  %25 = load ptr, ptr %24, align 8, !tbaa !13
  %26 = load ptr, ptr %23, align 8, !tbaa !13
  %27 = ptrtoint ptr %25 to i64
  %28 = ptrtoint ptr %26 to i64
  %29 = sub i64 %27, %28
  %30 = icmp eq ptr %25, %26
  br i1 %30, label %57, label %31

31:                                               ; preds = %8
  %32 = icmp ugt i64 %29, 9223372036854775792
  br i1 %32, label %33, label %34, !prof !30

33:                                               ; preds = %31
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #25
  unreachable

34:                                               ; preds = %31
  %35 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %29) #21
  br label %36

36:                                               ; preds = %53, %34
  %37 = phi ptr [ %55, %53 ], [ %35, %34 ]
  %38 = phi ptr [ %54, %53 ], [ %26, %34 ]
  %39 = load ptr, ptr %38, align 8, !tbaa !110
  store ptr %39, ptr %37, align 8, !tbaa !110
  %40 = getelementptr inbounds i8, ptr %37, i64 8
  %41 = getelementptr inbounds i8, ptr %38, i64 8
  %42 = load ptr, ptr %41, align 8, !tbaa !22
  store ptr %42, ptr %40, align 8, !tbaa !22
  %43 = icmp eq ptr %42, null
  br i1 %43, label %53, label %44

44:                                               ; preds = %36
  %45 = getelementptr inbounds i8, ptr %42, i64 8
  %46 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %47 = icmp eq i8 %46, 0
  br i1 %47, label %51, label %48

48:                                               ; preds = %44
  %49 = load i32, ptr %45, align 4, !tbaa !5
  %50 = add nsw i32 %49, 1
  store i32 %50, ptr %45, align 4, !tbaa !5
  br label %53

51:                                               ; preds = %44
  %52 = atomicrmw volatile add ptr %45, i32 1 acq_rel, align 4
  br label %53

53:                                               ; preds = %51, %48, %36
  %54 = getelementptr inbounds i8, ptr %38, i64 16
  %55 = getelementptr inbounds i8, ptr %37, i64 16
  %56 = icmp eq ptr %54, %25
  br i1 %56, label %57, label %36, !llvm.loop !112

57:                                               ; preds = %53, %8
  %58 = phi ptr [ null, %8 ], [ %35, %53 ]
  %59 = phi ptr [ null, %8 ], [ %55, %53 ]
  %60 = getelementptr inbounds i8, ptr %58, i64 %29
  store i64 %22, ptr %12, align 8
  %61 = getelementptr inbounds i8, ptr %12, i64 8
  store ptr %58, ptr %61, align 8, !tbaa !19
  %62 = getelementptr inbounds i8, ptr %12, i64 16
  store ptr %59, ptr %62, align 8, !tbaa !21
  %63 = getelementptr inbounds i8, ptr %12, i64 24
  store ptr %60, ptr %63, align 8, !tbaa !32
  %64 = load ptr, ptr %1, align 8, !tbaa !98
  %65 = icmp eq ptr %64, null
  br i1 %65, label %66, label %67

66:                                               ; preds = %57
  tail call void @__assert_fail(ptr noundef nonnull @.str.12, ptr noundef nonnull @.str.13, i32 noundef 29, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_6bufferIiLi2ENS1_17aligned_allocatorIiEEvEEEERKDtsrT_4implERKS8_) #23
  unreachable

67:                                               ; preds = %57
  %68 = and i64 %22, 16
  %69 = icmp eq i64 %68, 0
  %70 = select i1 %69, i32 1026, i32 1028
  %71 = getelementptr inbounds i8, ptr %1, i64 32
  %72 = load i64, ptr %71, align 8, !tbaa !90
  %73 = getelementptr inbounds i8, ptr %1, i64 40
  %74 = load i8, ptr %73, align 8, !tbaa !97, !range !64, !noundef !65
  %75 = trunc nuw i8 %74 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id.86") align 8 %9, ptr noundef nonnull byval(%"class.sycl::_V1::range.88") align 8 %10, ptr noundef nonnull byval(%"class.sycl::_V1::range.88") align 8 %11, i32 noundef %70, ptr noundef nonnull %64, i32 noundef 2, i32 noundef 4, i64 noundef %72, i1 noundef zeroext %75, ptr noundef nonnull align 8 dereferenceable(32) %6)
          to label %76 unwind label %204

76:                                               ; preds = %67
  %77 = icmp eq ptr %58, %59
  br i1 %77, label %112, label %78

78:                                               ; preds = %76, %107
  %79 = phi ptr [ %108, %107 ], [ %58, %76 ]
  %80 = getelementptr inbounds i8, ptr %79, i64 8
  %81 = load ptr, ptr %80, align 8, !tbaa !22
  %82 = icmp eq ptr %81, null
  br i1 %82, label %107, label %83

83:                                               ; preds = %78
  %84 = getelementptr inbounds i8, ptr %81, i64 8
  %85 = load atomic i64, ptr %84 acquire, align 8
  %86 = icmp eq i64 %85, 4294967297
  %87 = trunc i64 %85 to i32
  br i1 %86, label %88, label %96

88:                                               ; preds = %83
  store i32 0, ptr %84, align 8, !tbaa !24
  %89 = getelementptr inbounds i8, ptr %81, i64 12
  store i32 0, ptr %89, align 4, !tbaa !26
  %90 = load ptr, ptr %81, align 8, !tbaa !27
  %91 = getelementptr inbounds i8, ptr %90, i64 16
  %92 = load ptr, ptr %91, align 8
  tail call void %92(ptr noundef nonnull align 8 dereferenceable(16) %81) #22
  %93 = load ptr, ptr %81, align 8, !tbaa !27
  %94 = getelementptr inbounds i8, ptr %93, i64 24
  %95 = load ptr, ptr %94, align 8
  tail call void %95(ptr noundef nonnull align 8 dereferenceable(16) %81) #22
  br label %107

96:                                               ; preds = %83
  %97 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %98 = icmp eq i8 %97, 0
  br i1 %98, label %101, label %99

99:                                               ; preds = %96
  %100 = add nsw i32 %87, -1
  store i32 %100, ptr %84, align 4, !tbaa !5
  br label %103

101:                                              ; preds = %96
  %102 = atomicrmw volatile add ptr %84, i32 -1 acq_rel, align 4
  br label %103

103:                                              ; preds = %101, %99
  %104 = phi i32 [ %87, %99 ], [ %102, %101 ]
  %105 = icmp eq i32 %104, 1
  br i1 %105, label %106, label %107, !prof !30

106:                                              ; preds = %103
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %81) #22
  br label %107

107:                                              ; preds = %106, %103, %88, %78
  %108 = getelementptr inbounds i8, ptr %79, i64 16
  %109 = icmp eq ptr %108, %59
  br i1 %109, label %110, label %78, !llvm.loop !31

110:                                              ; preds = %107
  %111 = load ptr, ptr %61, align 8, !tbaa !19
  br label %112

112:                                              ; preds = %110, %76
  %113 = phi ptr [ %111, %110 ], [ %58, %76 ]
  %114 = icmp eq ptr %113, null
  br i1 %114, label %120, label %115

115:                                              ; preds = %112
  %116 = load ptr, ptr %63, align 8, !tbaa !32
  %117 = ptrtoint ptr %116 to i64
  %118 = ptrtoint ptr %113 to i64
  %119 = sub i64 %117, %118
  tail call void @_ZdlPvm(ptr noundef nonnull %113, i64 noundef %119) #24
  br label %120

120:                                              ; preds = %112, %115
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12) #22
  %121 = getelementptr inbounds i8, ptr %0, i64 16
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %121, i8 0, i64 40, i1 false)
  %122 = load ptr, ptr %24, align 8, !tbaa !13
  %123 = load ptr, ptr %23, align 8, !tbaa !13
  %124 = ptrtoint ptr %122 to i64
  %125 = ptrtoint ptr %123 to i64
  %126 = sub i64 %124, %125
  %127 = icmp eq ptr %122, %123
  br i1 %127, label %188, label %128

128:                                              ; preds = %120
  %129 = icmp ugt i64 %126, 9223372036854775792
  br i1 %129, label %130, label %132, !prof !30

130:                                              ; preds = %128
  invoke void @_ZSt28__throw_bad_array_new_lengthv() #25
          to label %131 unwind label %208

131:                                              ; preds = %130
  unreachable

132:                                              ; preds = %128
  %133 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %126) #21
          to label %134 unwind label %208

134:                                              ; preds = %132, %151
  %135 = phi ptr [ %153, %151 ], [ %133, %132 ]
  %136 = phi ptr [ %152, %151 ], [ %123, %132 ]
  %137 = load ptr, ptr %136, align 8, !tbaa !110
  store ptr %137, ptr %135, align 8, !tbaa !110
  %138 = getelementptr inbounds i8, ptr %135, i64 8
  %139 = getelementptr inbounds i8, ptr %136, i64 8
  %140 = load ptr, ptr %139, align 8, !tbaa !22
  store ptr %140, ptr %138, align 8, !tbaa !22
  %141 = icmp eq ptr %140, null
  br i1 %141, label %151, label %142

142:                                              ; preds = %134
  %143 = getelementptr inbounds i8, ptr %140, i64 8
  %144 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %145 = icmp eq i8 %144, 0
  br i1 %145, label %149, label %146

146:                                              ; preds = %142
  %147 = load i32, ptr %143, align 4, !tbaa !5
  %148 = add nsw i32 %147, 1
  store i32 %148, ptr %143, align 4, !tbaa !5
  br label %151

149:                                              ; preds = %142
  %150 = atomicrmw volatile add ptr %143, i32 1 acq_rel, align 4
  br label %151

151:                                              ; preds = %149, %146, %134
  %152 = getelementptr inbounds i8, ptr %136, i64 16
  %153 = getelementptr inbounds i8, ptr %135, i64 16
  %154 = icmp eq ptr %152, %122
  br i1 %154, label %155, label %134, !llvm.loop !112

155:                                              ; preds = %151, %184
  %156 = phi ptr [ %185, %184 ], [ %133, %151 ]
  %157 = getelementptr inbounds i8, ptr %156, i64 8
  %158 = load ptr, ptr %157, align 8, !tbaa !22
  %159 = icmp eq ptr %158, null
  br i1 %159, label %184, label %160

160:                                              ; preds = %155
  %161 = getelementptr inbounds i8, ptr %158, i64 8
  %162 = load atomic i64, ptr %161 acquire, align 8
  %163 = icmp eq i64 %162, 4294967297
  %164 = trunc i64 %162 to i32
  br i1 %163, label %165, label %173

165:                                              ; preds = %160
  store i32 0, ptr %161, align 8, !tbaa !24
  %166 = getelementptr inbounds i8, ptr %158, i64 12
  store i32 0, ptr %166, align 4, !tbaa !26
  %167 = load ptr, ptr %158, align 8, !tbaa !27
  %168 = getelementptr inbounds i8, ptr %167, i64 16
  %169 = load ptr, ptr %168, align 8
  tail call void %169(ptr noundef nonnull align 8 dereferenceable(16) %158) #22
  %170 = load ptr, ptr %158, align 8, !tbaa !27
  %171 = getelementptr inbounds i8, ptr %170, i64 24
  %172 = load ptr, ptr %171, align 8
  tail call void %172(ptr noundef nonnull align 8 dereferenceable(16) %158) #22
  br label %184

173:                                              ; preds = %160
  %174 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %175 = icmp eq i8 %174, 0
  br i1 %175, label %178, label %176

176:                                              ; preds = %173
  %177 = add nsw i32 %164, -1
  store i32 %177, ptr %161, align 4, !tbaa !5
  br label %180

178:                                              ; preds = %173
  %179 = atomicrmw volatile add ptr %161, i32 -1 acq_rel, align 4
  br label %180

180:                                              ; preds = %178, %176
  %181 = phi i32 [ %164, %176 ], [ %179, %178 ]
  %182 = icmp eq i32 %181, 1
  br i1 %182, label %183, label %184, !prof !30

183:                                              ; preds = %180
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %158) #22
  br label %184

184:                                              ; preds = %183, %180, %165, %155
  %185 = getelementptr inbounds i8, ptr %156, i64 16
  %186 = icmp eq ptr %156, %135
  br i1 %186, label %187, label %155, !llvm.loop !31

187:                                              ; preds = %184
  tail call void @_ZdlPvm(ptr noundef nonnull %133, i64 noundef %126) #24
  br label %188

188:                                              ; preds = %120, %187
  %189 = load i64, ptr %18, align 8
  %190 = load i64, ptr %19, align 8
  %191 = load i64, ptr %5, align 8, !tbaa !33
  %192 = add i64 %191, %3
  %193 = icmp ugt i64 %192, %189
  %194 = load i64, ptr %13, align 8, !tbaa !33
  %195 = add i64 %194, %4
  %196 = icmp ugt i64 %195, %190
  %197 = or i1 %193, %196
  br i1 %197, label %198, label %212

198:                                              ; preds = %188
  %199 = tail call ptr @__cxa_allocate_exception(i64 64) #22
  %200 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #22
  %201 = extractvalue { i32, ptr } %200, 0
  %202 = extractvalue { i32, ptr } %200, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %199, i32 %201, ptr %202, ptr noundef nonnull @.str.10)
          to label %203 unwind label %210

203:                                              ; preds = %198
  invoke void @__cxa_throw(ptr nonnull %199, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #25
          to label %240 unwind label %206

204:                                              ; preds = %67
  %205 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %12) #22
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12) #22
  br label %238

206:                                              ; preds = %233, %229, %227, %225, %223, %221, %212, %219, %214, %203
  %207 = landingpad { ptr, i32 }
          cleanup
  br label %236

208:                                              ; preds = %132, %130
  %209 = landingpad { ptr, i32 }
          cleanup
  br label %236

210:                                              ; preds = %198
  %211 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %199) #22
  br label %236

212:                                              ; preds = %188
  %213 = invoke noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %214 unwind label %206

214:                                              ; preds = %212
  store ptr %213, ptr %121, align 8, !tbaa !195
  invoke void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(176) %2, ptr noundef nonnull %0, i32 noundef 2014)
          to label %215 unwind label %206

215:                                              ; preds = %214
  %216 = load ptr, ptr %1, align 8, !tbaa !98
  %217 = icmp eq ptr %216, null
  br i1 %217, label %218, label %219

218:                                              ; preds = %215
  tail call void @__assert_fail(ptr noundef nonnull @.str.12, ptr noundef nonnull @.str.13, i32 noundef 29, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_6bufferIiLi2ENS1_17aligned_allocatorIiEEvEEEERKDtsrT_4implERKS8_) #23
  unreachable

219:                                              ; preds = %215
  %220 = load ptr, ptr %0, align 8, !tbaa !113
  invoke void @_ZN4sycl3_V16detail23constructorNotificationEPvS2_NS0_6access6targetENS3_4modeERKNS1_13code_locationE(ptr noundef nonnull %216, ptr noundef %220, i32 noundef 2014, i32 noundef 1026, ptr noundef nonnull align 8 dereferenceable(24) %7)
          to label %221 unwind label %206

221:                                              ; preds = %219
  %222 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %223 unwind label %206

223:                                              ; preds = %221
  %224 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %225 unwind label %206

225:                                              ; preds = %223
  %226 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %227 unwind label %206

227:                                              ; preds = %225
  %228 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %229 unwind label %206

229:                                              ; preds = %227
  %230 = call noundef ptr @_ZN4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #22
  %231 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #22
  %232 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %233 unwind label %206

233:                                              ; preds = %229
  %234 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %235 unwind label %206

235:                                              ; preds = %233
  ret void

236:                                              ; preds = %210, %208, %206
  %237 = phi { ptr, i32 } [ %207, %206 ], [ %211, %210 ], [ %209, %208 ]
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #22
  br label %238

238:                                              ; preds = %236, %204
  %239 = phi { ptr, i32 } [ %237, %236 ], [ %205, %204 ]
  resume { ptr, i32 } %239

240:                                              ; preds = %203
  unreachable
}

declare void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef byval(%"class.sycl::_V1::id.86") align 8, ptr noundef byval(%"class.sycl::_V1::range.88") align 8, ptr noundef byval(%"class.sycl::_V1::range.88") align 8, i32 noundef, ptr noundef, i32 noundef, i32 noundef, i64 noundef, i1 noundef zeroext, ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #6

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !19
  %4 = getelementptr inbounds i8, ptr %0, i64 16
  %5 = load ptr, ptr %4, align 8, !tbaa !21
  %6 = icmp eq ptr %3, %5
  br i1 %6, label %41, label %7

7:                                                ; preds = %1, %36
  %8 = phi ptr [ %37, %36 ], [ %3, %1 ]
  %9 = getelementptr inbounds i8, ptr %8, i64 8
  %10 = load ptr, ptr %9, align 8, !tbaa !22
  %11 = icmp eq ptr %10, null
  br i1 %11, label %36, label %12

12:                                               ; preds = %7
  %13 = getelementptr inbounds i8, ptr %10, i64 8
  %14 = load atomic i64, ptr %13 acquire, align 8
  %15 = icmp eq i64 %14, 4294967297
  %16 = trunc i64 %14 to i32
  br i1 %15, label %17, label %25

17:                                               ; preds = %12
  store i32 0, ptr %13, align 8, !tbaa !24
  %18 = getelementptr inbounds i8, ptr %10, i64 12
  store i32 0, ptr %18, align 4, !tbaa !26
  %19 = load ptr, ptr %10, align 8, !tbaa !27
  %20 = getelementptr inbounds i8, ptr %19, i64 16
  %21 = load ptr, ptr %20, align 8
  tail call void %21(ptr noundef nonnull align 8 dereferenceable(16) %10) #22
  %22 = load ptr, ptr %10, align 8, !tbaa !27
  %23 = getelementptr inbounds i8, ptr %22, i64 24
  %24 = load ptr, ptr %23, align 8
  tail call void %24(ptr noundef nonnull align 8 dereferenceable(16) %10) #22
  br label %36

25:                                               ; preds = %12
  %26 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %27 = icmp eq i8 %26, 0
  br i1 %27, label %30, label %28

28:                                               ; preds = %25
  %29 = add nsw i32 %16, -1
  store i32 %29, ptr %13, align 4, !tbaa !5
  br label %32

30:                                               ; preds = %25
  %31 = atomicrmw volatile add ptr %13, i32 -1 acq_rel, align 4
  br label %32

32:                                               ; preds = %30, %28
  %33 = phi i32 [ %16, %28 ], [ %31, %30 ]
  %34 = icmp eq i32 %33, 1
  br i1 %34, label %35, label %36, !prof !30

35:                                               ; preds = %32
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %10) #22
  br label %36

36:                                               ; preds = %35, %32, %17, %7
  %37 = getelementptr inbounds i8, ptr %8, i64 16
  %38 = icmp eq ptr %37, %5
  br i1 %38, label %39, label %7, !llvm.loop !31

39:                                               ; preds = %36
  %40 = load ptr, ptr %2, align 8, !tbaa !19
  br label %41

41:                                               ; preds = %39, %1
  %42 = phi ptr [ %40, %39 ], [ %3, %1 ]
  %43 = icmp eq ptr %42, null
  br i1 %43, label %50, label %44

44:                                               ; preds = %41
  %45 = getelementptr inbounds i8, ptr %0, i64 24
  %46 = load ptr, ptr %45, align 8, !tbaa !32
  %47 = ptrtoint ptr %46 to i64
  %48 = ptrtoint ptr %42 to i64
  %49 = sub i64 %47, %48
  tail call void @_ZdlPvm(ptr noundef nonnull %42, i64 noundef %49) #24
  br label %50

50:                                               ; preds = %41, %44
  ret void
}

declare void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(176), ptr noundef, i32 noundef) local_unnamed_addr #6

declare void @_ZN4sycl3_V16detail23constructorNotificationEPvS2_NS0_6access6targetENS3_4modeERKNS1_13code_locationE(ptr noundef, ptr noundef, i32 noundef, i32 noundef, ptr noundef nonnull align 8 dereferenceable(24)) local_unnamed_addr #6

declare noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #6

declare noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #6

declare noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #6

; Function Attrs: nounwind
declare noundef ptr @_ZN4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #9

; Function Attrs: nounwind
declare noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #9

declare noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #6

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIiLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IiLi2ENS0_6detail17aligned_allocatorIiEEvEERNS0_6bufferIT_XT0_ET1_vEERNS0_7handlerENS0_5rangeILi2EEENS0_2idILi2EEERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(56) %0, ptr noundef nonnull align 8 dereferenceable(41) %1, ptr noundef nonnull align 8 dereferenceable(176) %2, i64 %3, i64 %4, ptr noundef byval(%"class.sycl::_V1::id") align 8 %5, ptr noundef nonnull align 8 dereferenceable(32) %6, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %7) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %9 = alloca %"class.sycl::_V1::id.86", align 16
  %10 = alloca %"class.sycl::_V1::range.88", align 8
  %11 = alloca %"class.sycl::_V1::range.88", align 16
  %12 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %13 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %14 = getelementptr inbounds i8, ptr %5, i64 8
  %15 = load <2 x i64>, ptr %5, align 8
  store <2 x i64> %15, ptr %9, align 16, !tbaa !33, !alias.scope !197
  %16 = getelementptr inbounds i8, ptr %9, i64 16
  store i64 0, ptr %16, align 16, !tbaa !33, !alias.scope !197
  store i64 %3, ptr %10, align 8, !tbaa !33, !alias.scope !200
  %17 = getelementptr inbounds i8, ptr %10, i64 8
  store i64 %4, ptr %17, align 8, !tbaa !33, !alias.scope !200
  %18 = getelementptr inbounds i8, ptr %10, i64 16
  store i64 1, ptr %18, align 8, !tbaa !33, !alias.scope !200
  %19 = getelementptr inbounds i8, ptr %1, i64 16
  %20 = getelementptr inbounds i8, ptr %1, i64 24
  %21 = load <2 x i64>, ptr %19, align 8
  store <2 x i64> %21, ptr %11, align 16, !tbaa !33, !alias.scope !203
  %22 = getelementptr inbounds i8, ptr %11, i64 16
  store i64 1, ptr %22, align 16, !tbaa !33, !alias.scope !203
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %12) #22
  %23 = load i64, ptr %6, align 8
  %24 = getelementptr inbounds i8, ptr %6, i64 8
  %25 = getelementptr inbounds i8, ptr %6, i64 16
  %26 = load ptr, ptr %25, align 8, !tbaa !13
  %27 = load ptr, ptr %24, align 8, !tbaa !13
  %28 = ptrtoint ptr %26 to i64
  %29 = ptrtoint ptr %27 to i64
  %30 = sub i64 %28, %29
  %31 = icmp eq ptr %26, %27
  br i1 %31, label %58, label %32

32:                                               ; preds = %8
  %33 = icmp ugt i64 %30, 9223372036854775792
  br i1 %33, label %34, label %35, !prof !30

34:                                               ; preds = %32
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #25
  unreachable

35:                                               ; preds = %32
  %36 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %30) #21
  br label %37

37:                                               ; preds = %54, %35
  %38 = phi ptr [ %56, %54 ], [ %36, %35 ]
  %39 = phi ptr [ %55, %54 ], [ %27, %35 ]
  %40 = load ptr, ptr %39, align 8, !tbaa !110
  store ptr %40, ptr %38, align 8, !tbaa !110
  %41 = getelementptr inbounds i8, ptr %38, i64 8
  %42 = getelementptr inbounds i8, ptr %39, i64 8
  %43 = load ptr, ptr %42, align 8, !tbaa !22
  store ptr %43, ptr %41, align 8, !tbaa !22
  %44 = icmp eq ptr %43, null
  br i1 %44, label %54, label %45

45:                                               ; preds = %37
  %46 = getelementptr inbounds i8, ptr %43, i64 8
  %47 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %48 = icmp eq i8 %47, 0
  br i1 %48, label %52, label %49

49:                                               ; preds = %45
  %50 = load i32, ptr %46, align 4, !tbaa !5
  %51 = add nsw i32 %50, 1
  store i32 %51, ptr %46, align 4, !tbaa !5
  br label %54

52:                                               ; preds = %45
  %53 = atomicrmw volatile add ptr %46, i32 1 acq_rel, align 4
  br label %54

54:                                               ; preds = %52, %49, %37
  %55 = getelementptr inbounds i8, ptr %39, i64 16
  %56 = getelementptr inbounds i8, ptr %38, i64 16
  %57 = icmp eq ptr %55, %26
  br i1 %57, label %58, label %37, !llvm.loop !112

58:                                               ; preds = %54, %8
  %59 = phi ptr [ null, %8 ], [ %36, %54 ]
  %60 = phi ptr [ null, %8 ], [ %56, %54 ]
  %61 = getelementptr inbounds i8, ptr %59, i64 %30
  store i64 %23, ptr %12, align 8
  %62 = getelementptr inbounds i8, ptr %12, i64 8
  store ptr %59, ptr %62, align 8, !tbaa !19
  %63 = getelementptr inbounds i8, ptr %12, i64 16
  store ptr %60, ptr %63, align 8, !tbaa !21
  %64 = getelementptr inbounds i8, ptr %12, i64 24
  store ptr %61, ptr %64, align 8, !tbaa !32
  %65 = load ptr, ptr %1, align 8, !tbaa !98
  %66 = icmp eq ptr %65, null
  br i1 %66, label %67, label %68

67:                                               ; preds = %58
  tail call void @__assert_fail(ptr noundef nonnull @.str.12, ptr noundef nonnull @.str.13, i32 noundef 29, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_6bufferIiLi2ENS1_17aligned_allocatorIiEEvEEEERKDtsrT_4implERKS8_) #23
  unreachable

68:                                               ; preds = %58
  %69 = getelementptr inbounds i8, ptr %1, i64 32
  %70 = load i64, ptr %69, align 8, !tbaa !90
  %71 = getelementptr inbounds i8, ptr %1, i64 40
  %72 = load i8, ptr %71, align 8, !tbaa !97, !range !64, !noundef !65
  %73 = trunc nuw i8 %72 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id.86") align 8 %9, ptr noundef nonnull byval(%"class.sycl::_V1::range.88") align 8 %10, ptr noundef nonnull byval(%"class.sycl::_V1::range.88") align 8 %11, i32 noundef 1024, ptr noundef nonnull %65, i32 noundef 2, i32 noundef 4, i64 noundef %70, i1 noundef zeroext %73, ptr noundef nonnull align 8 dereferenceable(32) %6)
          to label %74 unwind label %232

74:                                               ; preds = %68
  %75 = icmp eq ptr %59, %60
  br i1 %75, label %110, label %76

76:                                               ; preds = %74, %105
  %77 = phi ptr [ %106, %105 ], [ %59, %74 ]
  %78 = getelementptr inbounds i8, ptr %77, i64 8
  %79 = load ptr, ptr %78, align 8, !tbaa !22
  %80 = icmp eq ptr %79, null
  br i1 %80, label %105, label %81

81:                                               ; preds = %76
  %82 = getelementptr inbounds i8, ptr %79, i64 8
  %83 = load atomic i64, ptr %82 acquire, align 8
  %84 = icmp eq i64 %83, 4294967297
  %85 = trunc i64 %83 to i32
  br i1 %84, label %86, label %94

86:                                               ; preds = %81
  store i32 0, ptr %82, align 8, !tbaa !24
  %87 = getelementptr inbounds i8, ptr %79, i64 12
  store i32 0, ptr %87, align 4, !tbaa !26
  %88 = load ptr, ptr %79, align 8, !tbaa !27
  %89 = getelementptr inbounds i8, ptr %88, i64 16
  %90 = load ptr, ptr %89, align 8
  tail call void %90(ptr noundef nonnull align 8 dereferenceable(16) %79) #22
  %91 = load ptr, ptr %79, align 8, !tbaa !27
  %92 = getelementptr inbounds i8, ptr %91, i64 24
  %93 = load ptr, ptr %92, align 8
  tail call void %93(ptr noundef nonnull align 8 dereferenceable(16) %79) #22
  br label %105

94:                                               ; preds = %81
  %95 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %96 = icmp eq i8 %95, 0
  br i1 %96, label %99, label %97

97:                                               ; preds = %94
  %98 = add nsw i32 %85, -1
  store i32 %98, ptr %82, align 4, !tbaa !5
  br label %101

99:                                               ; preds = %94
  %100 = atomicrmw volatile add ptr %82, i32 -1 acq_rel, align 4
  br label %101

101:                                              ; preds = %99, %97
  %102 = phi i32 [ %85, %97 ], [ %100, %99 ]
  %103 = icmp eq i32 %102, 1
  br i1 %103, label %104, label %105, !prof !30

104:                                              ; preds = %101
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %79) #22
  br label %105

105:                                              ; preds = %104, %101, %86, %76
  %106 = getelementptr inbounds i8, ptr %77, i64 16
  %107 = icmp eq ptr %106, %60
  br i1 %107, label %108, label %76, !llvm.loop !31

108:                                              ; preds = %105
  %109 = load ptr, ptr %62, align 8, !tbaa !19
  br label %110

110:                                              ; preds = %108, %74
  %111 = phi ptr [ %109, %108 ], [ %59, %74 ]
  %112 = icmp eq ptr %111, null
  br i1 %112, label %118, label %113

113:                                              ; preds = %110
  %114 = load ptr, ptr %64, align 8, !tbaa !32
  %115 = ptrtoint ptr %114 to i64
  %116 = ptrtoint ptr %111 to i64
  %117 = sub i64 %115, %116
  tail call void @_ZdlPvm(ptr noundef nonnull %111, i64 noundef %117) #24
  br label %118

118:                                              ; preds = %110, %113
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12) #22
  %119 = getelementptr inbounds i8, ptr %0, i64 16
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %119, i8 0, i64 40, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %13) #22
  %120 = load i64, ptr %6, align 8
  %121 = load ptr, ptr %25, align 8, !tbaa !13
  %122 = load ptr, ptr %24, align 8, !tbaa !13
  %123 = ptrtoint ptr %121 to i64
  %124 = ptrtoint ptr %122 to i64
  %125 = sub i64 %123, %124
  %126 = icmp eq ptr %121, %122
  br i1 %126, label %154, label %127

127:                                              ; preds = %118
  %128 = icmp ugt i64 %125, 9223372036854775792
  br i1 %128, label %129, label %131, !prof !30

129:                                              ; preds = %127
  invoke void @_ZSt28__throw_bad_array_new_lengthv() #25
          to label %130 unwind label %236

130:                                              ; preds = %129
  unreachable

131:                                              ; preds = %127
  %132 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %125) #21
          to label %133 unwind label %236

133:                                              ; preds = %131, %150
  %134 = phi ptr [ %152, %150 ], [ %132, %131 ]
  %135 = phi ptr [ %151, %150 ], [ %122, %131 ]
  %136 = load ptr, ptr %135, align 8, !tbaa !110
  store ptr %136, ptr %134, align 8, !tbaa !110
  %137 = getelementptr inbounds i8, ptr %134, i64 8
  %138 = getelementptr inbounds i8, ptr %135, i64 8
  %139 = load ptr, ptr %138, align 8, !tbaa !22
  store ptr %139, ptr %137, align 8, !tbaa !22
  %140 = icmp eq ptr %139, null
  br i1 %140, label %150, label %141

141:                                              ; preds = %133
  %142 = getelementptr inbounds i8, ptr %139, i64 8
  %143 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %144 = icmp eq i8 %143, 0
  br i1 %144, label %148, label %145

145:                                              ; preds = %141
  %146 = load i32, ptr %142, align 4, !tbaa !5
  %147 = add nsw i32 %146, 1
  store i32 %147, ptr %142, align 4, !tbaa !5
  br label %150

148:                                              ; preds = %141
  %149 = atomicrmw volatile add ptr %142, i32 1 acq_rel, align 4
  br label %150

150:                                              ; preds = %148, %145, %133
  %151 = getelementptr inbounds i8, ptr %135, i64 16
  %152 = getelementptr inbounds i8, ptr %134, i64 16
  %153 = icmp eq ptr %151, %121
  br i1 %153, label %154, label %133, !llvm.loop !112

154:                                              ; preds = %150, %118
  %155 = phi ptr [ null, %118 ], [ %132, %150 ]
  %156 = phi ptr [ null, %118 ], [ %152, %150 ]
  %157 = getelementptr inbounds i8, ptr %155, i64 %125
  store i64 %120, ptr %13, align 8
  %158 = getelementptr inbounds i8, ptr %13, i64 8
  store ptr %155, ptr %158, align 8, !tbaa !19
  %159 = getelementptr inbounds i8, ptr %13, i64 16
  store ptr %156, ptr %159, align 8, !tbaa !21
  %160 = getelementptr inbounds i8, ptr %13, i64 24
  store ptr %157, ptr %160, align 8, !tbaa !32
  %161 = and i64 %120, 16
  %162 = icmp eq i64 %161, 0
  br i1 %162, label %172, label %163

163:                                              ; preds = %154
  %164 = tail call ptr @__cxa_allocate_exception(i64 64) #22
  %165 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #22
  %166 = extractvalue { i32, ptr } %165, 0
  %167 = extractvalue { i32, ptr } %165, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %164, i32 %166, ptr %167, ptr noundef nonnull @.str.14)
          to label %168 unwind label %170

168:                                              ; preds = %163
  invoke void @__cxa_throw(ptr nonnull %164, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #25
          to label %169 unwind label %238

169:                                              ; preds = %168
  unreachable

170:                                              ; preds = %163
  %171 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %164) #22
  br label %240

172:                                              ; preds = %154
  %173 = icmp eq ptr %155, %156
  br i1 %173, label %208, label %174

174:                                              ; preds = %172, %203
  %175 = phi ptr [ %204, %203 ], [ %155, %172 ]
  %176 = getelementptr inbounds i8, ptr %175, i64 8
  %177 = load ptr, ptr %176, align 8, !tbaa !22
  %178 = icmp eq ptr %177, null
  br i1 %178, label %203, label %179

179:                                              ; preds = %174
  %180 = getelementptr inbounds i8, ptr %177, i64 8
  %181 = load atomic i64, ptr %180 acquire, align 8
  %182 = icmp eq i64 %181, 4294967297
  %183 = trunc i64 %181 to i32
  br i1 %182, label %184, label %192

184:                                              ; preds = %179
  store i32 0, ptr %180, align 8, !tbaa !24
  %185 = getelementptr inbounds i8, ptr %177, i64 12
  store i32 0, ptr %185, align 4, !tbaa !26
  %186 = load ptr, ptr %177, align 8, !tbaa !27
  %187 = getelementptr inbounds i8, ptr %186, i64 16
  %188 = load ptr, ptr %187, align 8
  tail call void %188(ptr noundef nonnull align 8 dereferenceable(16) %177) #22
  %189 = load ptr, ptr %177, align 8, !tbaa !27
  %190 = getelementptr inbounds i8, ptr %189, i64 24
  %191 = load ptr, ptr %190, align 8
  tail call void %191(ptr noundef nonnull align 8 dereferenceable(16) %177) #22
  br label %203

192:                                              ; preds = %179
  %193 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %194 = icmp eq i8 %193, 0
  br i1 %194, label %197, label %195

195:                                              ; preds = %192
  %196 = add nsw i32 %183, -1
  store i32 %196, ptr %180, align 4, !tbaa !5
  br label %199

197:                                              ; preds = %192
  %198 = atomicrmw volatile add ptr %180, i32 -1 acq_rel, align 4
  br label %199

199:                                              ; preds = %197, %195
  %200 = phi i32 [ %183, %195 ], [ %198, %197 ]
  %201 = icmp eq i32 %200, 1
  br i1 %201, label %202, label %203, !prof !30

202:                                              ; preds = %199
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %177) #22
  br label %203

203:                                              ; preds = %202, %199, %184, %174
  %204 = getelementptr inbounds i8, ptr %175, i64 16
  %205 = icmp eq ptr %204, %156
  br i1 %205, label %206, label %174, !llvm.loop !31

206:                                              ; preds = %203
  %207 = load ptr, ptr %158, align 8, !tbaa !19
  br label %208

208:                                              ; preds = %206, %172
  %209 = phi ptr [ %207, %206 ], [ %155, %172 ]
  %210 = icmp eq ptr %209, null
  br i1 %210, label %216, label %211

211:                                              ; preds = %208
  %212 = load ptr, ptr %160, align 8, !tbaa !32
  %213 = ptrtoint ptr %212 to i64
  %214 = ptrtoint ptr %209 to i64
  %215 = sub i64 %213, %214
  tail call void @_ZdlPvm(ptr noundef nonnull %209, i64 noundef %215) #24
  br label %216

216:                                              ; preds = %211, %208
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %13) #22
  %217 = load i64, ptr %19, align 8
  %218 = load i64, ptr %20, align 8
  %219 = load i64, ptr %5, align 8, !tbaa !33
  %220 = add i64 %219, %3
  %221 = icmp ugt i64 %220, %217
  %222 = load i64, ptr %14, align 8, !tbaa !33
  %223 = add i64 %222, %4
  %224 = icmp ugt i64 %223, %218
  %225 = or i1 %221, %224
  br i1 %225, label %226, label %246

226:                                              ; preds = %216
  %227 = tail call ptr @__cxa_allocate_exception(i64 64) #22
  %228 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #22
  %229 = extractvalue { i32, ptr } %228, 0
  %230 = extractvalue { i32, ptr } %228, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %227, i32 %229, ptr %230, ptr noundef nonnull @.str.10)
          to label %231 unwind label %244

231:                                              ; preds = %226
  invoke void @__cxa_throw(ptr nonnull %227, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #25
          to label %274 unwind label %234

232:                                              ; preds = %68
  %233 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %12) #22
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12) #22
  br label %272

234:                                              ; preds = %267, %263, %261, %259, %257, %255, %246, %253, %248, %231
  %235 = landingpad { ptr, i32 }
          cleanup
  br label %270

236:                                              ; preds = %131, %129
  %237 = landingpad { ptr, i32 }
          cleanup
  br label %242

238:                                              ; preds = %168
  %239 = landingpad { ptr, i32 }
          cleanup
  br label %240

240:                                              ; preds = %170, %238
  %241 = phi { ptr, i32 } [ %239, %238 ], [ %171, %170 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %13) #22
  br label %242

242:                                              ; preds = %240, %236
  %243 = phi { ptr, i32 } [ %241, %240 ], [ %237, %236 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %13) #22
  br label %270

244:                                              ; preds = %226
  %245 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %227) #22
  br label %270

246:                                              ; preds = %216
  %247 = invoke noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %248 unwind label %234

248:                                              ; preds = %246
  store ptr %247, ptr %119, align 8, !tbaa !115
  invoke void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(176) %2, ptr noundef nonnull %0, i32 noundef 2014)
          to label %249 unwind label %234

249:                                              ; preds = %248
  %250 = load ptr, ptr %1, align 8, !tbaa !98
  %251 = icmp eq ptr %250, null
  br i1 %251, label %252, label %253

252:                                              ; preds = %249
  tail call void @__assert_fail(ptr noundef nonnull @.str.12, ptr noundef nonnull @.str.13, i32 noundef 29, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_6bufferIiLi2ENS1_17aligned_allocatorIiEEvEEEERKDtsrT_4implERKS8_) #23
  unreachable

253:                                              ; preds = %249
  %254 = load ptr, ptr %0, align 8, !tbaa !113
  invoke void @_ZN4sycl3_V16detail23constructorNotificationEPvS2_NS0_6access6targetENS3_4modeERKNS1_13code_locationE(ptr noundef nonnull %250, ptr noundef %254, i32 noundef 2014, i32 noundef 1024, ptr noundef nonnull align 8 dereferenceable(24) %7)
          to label %255 unwind label %234

255:                                              ; preds = %253
  %256 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %257 unwind label %234

257:                                              ; preds = %255
  %258 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %259 unwind label %234

259:                                              ; preds = %257
  %260 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %261 unwind label %234

261:                                              ; preds = %259
  %262 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %263 unwind label %234

263:                                              ; preds = %261
  %264 = call noundef ptr @_ZN4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #22
  %265 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #22
  %266 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %267 unwind label %234

267:                                              ; preds = %263
  %268 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %269 unwind label %234

269:                                              ; preds = %267
  ret void

270:                                              ; preds = %244, %242, %234
  %271 = phi { ptr, i32 } [ %235, %234 ], [ %245, %244 ], [ %243, %242 ]
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #22
  br label %272

272:                                              ; preds = %270, %232
  %273 = phi { ptr, i32 } [ %271, %270 ], [ %233, %232 ]
  resume { ptr, i32 } %273

274:                                              ; preds = %231
  unreachable
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local { i64, i32 } @_ZN4sycl3_V16detail18getKernelParamDescI8AddBlockEENS1_19kernel_param_desc_tEi(i32 noundef %0) #2 comdat {
  %2 = add i32 %0, 3
  %3 = zext i32 %2 to i64
  %4 = getelementptr inbounds [11 x %"struct.sycl::_V1::detail::kernel_param_desc_t"], ptr @_ZN4sycl3_V16detailL17kernel_signaturesE, i64 0, i64 %3
  %5 = load i64, ptr %4, align 4
  %6 = getelementptr inbounds i8, ptr %4, i64 8
  %7 = load i32, ptr %6, align 4, !tbaa !5
  %8 = insertvalue { i64, i32 } poison, i64 %5, 0
  %9 = insertvalue { i64, i32 } %8, i32 %7, 1
  ret { i64, i32 } %9
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNK4sycl3_V17handler28throwOnKernelParameterMisuseERKNS0_6detail27compile_time_kernel_info_v123CompileTimeKernelInfoTyE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull align 8 dereferenceable(81) %1) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = getelementptr inbounds i8, ptr %1, i64 16
  %4 = load i32, ptr %3, align 8, !tbaa !206
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %13, label %6

6:                                                ; preds = %2
  %7 = getelementptr inbounds i8, ptr %1, i64 72
  br label %14

8:                                                ; preds = %30
  %9 = add nuw nsw i64 %15, 1
  %10 = load i32, ptr %3, align 8, !tbaa !206
  %11 = zext i32 %10 to i64
  %12 = icmp ult i64 %9, %11
  br i1 %12, label %14, label %13, !llvm.loop !209

13:                                               ; preds = %8, %2
  ret void

14:                                               ; preds = %6, %8
  %15 = phi i64 [ 0, %6 ], [ %9, %8 ]
  %16 = load ptr, ptr %7, align 8, !tbaa !210
  %17 = trunc nuw i64 %15 to i32
  %18 = tail call { i64, i32 } %16(i32 noundef %17)
  %19 = extractvalue { i64, i32 } %18, 0
  %20 = and i64 %19, 8796093022207
  %21 = icmp eq i64 %20, 8658654068736
  br i1 %21, label %22, label %30

22:                                               ; preds = %14
  %23 = tail call ptr @__cxa_allocate_exception(i64 64) #22
  %24 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 6) #22
  %25 = extractvalue { i32, ptr } %24, 0
  %26 = extractvalue { i32, ptr } %24, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %23, i32 %25, ptr %26, ptr noundef nonnull @.str.20)
          to label %27 unwind label %28

27:                                               ; preds = %22
  tail call void @__cxa_throw(ptr nonnull %23, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #25
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
  %34 = tail call ptr @__cxa_allocate_exception(i64 64) #22
  %35 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 6) #22
  %36 = extractvalue { i32, ptr } %35, 0
  %37 = extractvalue { i32, ptr } %35, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %34, i32 %36, ptr %37, ptr noundef nonnull @.str.21)
          to label %38 unwind label %39

38:                                               ; preds = %33
  tail call void @__cxa_throw(ptr nonnull %34, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #25
  unreachable

39:                                               ; preds = %33
  %40 = landingpad { ptr, i32 }
          cleanup
  br label %41

41:                                               ; preds = %39, %28
  %42 = phi ptr [ %34, %39 ], [ %23, %28 ]
  %43 = phi { ptr, i32 } [ %40, %39 ], [ %29, %28 ]
  tail call void @__cxa_free_exception(ptr %42) #22
  resume { ptr, i32 } %43
}

declare void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(176), ptr, i64) local_unnamed_addr #6

declare void @_ZN4sycl3_V17handler25setKernelLaunchPropertiesERKNS0_6detail27kernel_launch_properties_v111PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS5_5intel12experimental12cache_configENS7_17use_root_sync_keyENS7_23work_group_progress_keyENS7_22sub_group_progress_keyENS7_22work_item_progress_keyENS7_4cuda12cluster_sizeILi1EEENSH_ILi2EEENSH_ILi3EEEEEE(ptr noundef nonnull align 8 dereferenceable(176), ptr noundef nonnull align 8 dereferenceable(145)) local_unnamed_addr #6

declare noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(176)) local_unnamed_addr #6

declare void @_ZN4sycl3_V17handler20setNDRangeDescriptorENS0_6detail16nd_range_view_v113nd_range_viewEb(ptr noundef nonnull align 8 dereferenceable(176), ptr noundef byval(%"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view") align 8, i1 noundef zeroext) local_unnamed_addr #6

declare void @_ZN4sycl3_V17handler23instantiateKernelOnHostEPv(ptr noundef nonnull align 8 dereferenceable(176), ptr noundef) local_unnamed_addr #6

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler19setDeviceKernelInfoI8AddBlockEEvPv(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef %1) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = getelementptr inbounds i8, ptr %0, i64 64
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(16) @__const._ZN4sycl3_V17handler19setDeviceKernelInfoI8AddBlockEEvPv.Info, i64 16, i1 false), !tbaa.struct !211
  tail call void @_ZN4sycl3_V17handler13setKernelFuncEPv(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef %1)
  %4 = load atomic i8, ptr @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI8AddBlockEERNS1_16DeviceKernelInfoEvE4Info acquire, align 8
  %5 = icmp eq i8 %4, 0
  br i1 %5, label %6, label %14, !prof !212

6:                                                ; preds = %2
  %7 = tail call i32 @__cxa_guard_acquire(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI8AddBlockEERNS1_16DeviceKernelInfoEvE4Info) #22
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %14, label %9

9:                                                ; preds = %6
  %10 = invoke noundef nonnull align 1 ptr @_ZN4sycl3_V16detail19getDeviceKernelInfoERKNS1_27compile_time_kernel_info_v123CompileTimeKernelInfoTyE(ptr noundef nonnull align 8 dereferenceable(81) @_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI8AddBlockEE)
          to label %11 unwind label %12

11:                                               ; preds = %9
  store ptr %10, ptr @_ZZN4sycl3_V16detail19getDeviceKernelInfoI8AddBlockEERNS1_16DeviceKernelInfoEvE4Info, align 8, !tbaa !13
  tail call void @__cxa_guard_release(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI8AddBlockEERNS1_16DeviceKernelInfoEvE4Info) #22
  br label %14

12:                                               ; preds = %9
  %13 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_guard_abort(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI8AddBlockEERNS1_16DeviceKernelInfoEvE4Info) #22
  resume { ptr, i32 } %13

14:                                               ; preds = %2, %6, %11
  %15 = load ptr, ptr @_ZZN4sycl3_V16detail19getDeviceKernelInfoI8AddBlockEERNS1_16DeviceKernelInfoEvE4Info, align 8, !tbaa !13
  tail call void @_ZN4sycl3_V17handler22setDeviceKernelInfoPtrEPNS0_6detail16DeviceKernelInfoE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull %15)
  tail call void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(176) %0, i32 noundef 1)
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef nonnull ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EE6getPtrEv(ptr noundef nonnull readnone align 8 dereferenceable(120) %0) unnamed_addr #17 align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EED2Ev(ptr nocapture noundef nonnull align 8 dereferenceable(120) %0) unnamed_addr #3 align 2 personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE, i64 16), ptr %0, align 8, !tbaa !27
  %2 = getelementptr inbounds i8, ptr %0, i64 72
  %3 = load ptr, ptr %2, align 8, !tbaa !22
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !24
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !26
  %12 = load ptr, ptr %3, align 8, !tbaa !27
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #22
  %15 = load ptr, ptr %3, align 8, !tbaa !27
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #22
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !5
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !30

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #22
  br label %29

29:                                               ; preds = %28, %25, %10, %1
  %30 = getelementptr inbounds i8, ptr %0, i64 16
  %31 = load ptr, ptr %30, align 8, !tbaa !22
  %32 = icmp eq ptr %31, null
  br i1 %32, label %57, label %33

33:                                               ; preds = %29
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = load atomic i64, ptr %34 acquire, align 8
  %36 = icmp eq i64 %35, 4294967297
  %37 = trunc i64 %35 to i32
  br i1 %36, label %38, label %46

38:                                               ; preds = %33
  store i32 0, ptr %34, align 8, !tbaa !24
  %39 = getelementptr inbounds i8, ptr %31, i64 12
  store i32 0, ptr %39, align 4, !tbaa !26
  %40 = load ptr, ptr %31, align 8, !tbaa !27
  %41 = getelementptr inbounds i8, ptr %40, i64 16
  %42 = load ptr, ptr %41, align 8
  tail call void %42(ptr noundef nonnull align 8 dereferenceable(16) %31) #22
  %43 = load ptr, ptr %31, align 8, !tbaa !27
  %44 = getelementptr inbounds i8, ptr %43, i64 24
  %45 = load ptr, ptr %44, align 8
  tail call void %45(ptr noundef nonnull align 8 dereferenceable(16) %31) #22
  br label %57

46:                                               ; preds = %33
  %47 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %48 = icmp eq i8 %47, 0
  br i1 %48, label %51, label %49

49:                                               ; preds = %46
  %50 = add nsw i32 %37, -1
  store i32 %50, ptr %34, align 4, !tbaa !5
  br label %53

51:                                               ; preds = %46
  %52 = atomicrmw volatile add ptr %34, i32 -1 acq_rel, align 4
  br label %53

53:                                               ; preds = %51, %49
  %54 = phi i32 [ %37, %49 ], [ %52, %51 ]
  %55 = icmp eq i32 %54, 1
  br i1 %55, label %56, label %57, !prof !30

56:                                               ; preds = %53
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #22
  br label %57

57:                                               ; preds = %29, %38, %53, %56
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EED0Ev(ptr noundef nonnull align 8 dereferenceable(120) %0) unnamed_addr #3 align 2 {
  tail call void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EED2Ev(ptr noundef nonnull align 8 dereferenceable(120) %0) #22
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 120) #24
  ret void
}

; Function Attrs: mustprogress uwtable
define internal void @_ZN4sycl3_V16detail16runKernelWithArgINS0_4itemILi2ELb1EEEZZ4mainENKUlRNS0_7handlerEE_clES6_EUlNS0_2idILi2EEEE_Lb0EEEvT0_T_RKSt17integral_constantIbXT1_EE(ptr noundef %0, ptr nocapture noundef readonly byval(%"class.sycl::_V1::item") align 8 %1, ptr nocapture nonnull readnone align 1 %2) #2 personality ptr @__gxx_personality_v0 {
  %4 = getelementptr inbounds i8, ptr %1, i64 16
  %5 = load i64, ptr %4, align 8, !tbaa !33
  %6 = getelementptr inbounds i8, ptr %1, i64 24
  %7 = load i64, ptr %6, align 8, !tbaa !33
  %8 = getelementptr inbounds i8, ptr %0, i64 56
  %9 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %8), !noalias !213
  %10 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %8), !noalias !216
  %11 = load i64, ptr %10, align 8
  %12 = add i64 %11, %5
  %13 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %8), !noalias !219
  %14 = getelementptr inbounds i8, ptr %13, i64 8
  %15 = load i64, ptr %14, align 8
  %16 = mul i64 %15, %12
  %17 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %8), !noalias !222
  %18 = getelementptr inbounds i8, ptr %17, i64 8
  %19 = load i64, ptr %18, align 8
  %20 = tail call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %8) #22
  %21 = getelementptr i32, ptr %20, i64 %16
  %22 = getelementptr i32, ptr %21, i64 %7
  %23 = getelementptr i32, ptr %22, i64 %19
  %24 = load i32, ptr %23, align 4, !tbaa !5
  %25 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0), !noalias !225
  %26 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %0), !noalias !228
  %27 = load i64, ptr %26, align 8
  %28 = add i64 %27, %5
  %29 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0), !noalias !231
  %30 = getelementptr inbounds i8, ptr %29, i64 8
  %31 = load i64, ptr %30, align 8
  %32 = mul i64 %31, %28
  %33 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %0), !noalias !234
  %34 = getelementptr inbounds i8, ptr %33, i64 8
  %35 = load i64, ptr %34, align 8
  %36 = tail call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #22
  %37 = getelementptr i32, ptr %36, i64 %32
  %38 = getelementptr i32, ptr %37, i64 %7
  %39 = getelementptr i32, ptr %38, i64 %35
  %40 = load i32, ptr %39, align 4, !tbaa !5
  %41 = add nsw i32 %40, %24
  store i32 %41, ptr %39, align 4, !tbaa !5
  ret void
}

declare void @_ZN4sycl3_V17handler13setKernelFuncEPv(ptr noundef nonnull align 8 dereferenceable(176), ptr noundef) local_unnamed_addr #6

declare void @_ZN4sycl3_V17handler22setDeviceKernelInfoPtrEPNS0_6detail16DeviceKernelInfoE(ptr noundef nonnull align 8 dereferenceable(176), ptr noundef) local_unnamed_addr #6

declare void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(176), i32 noundef) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare i32 @__cxa_guard_acquire(ptr) local_unnamed_addr #18

declare noundef nonnull align 1 ptr @_ZN4sycl3_V16detail19getDeviceKernelInfoERKNS1_27compile_time_kernel_info_v123CompileTimeKernelInfoTyE(ptr noundef nonnull align 8 dereferenceable(81)) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare void @__cxa_guard_abort(ptr) local_unnamed_addr #18

; Function Attrs: nofree nounwind
declare void @__cxa_guard_release(ptr) local_unnamed_addr #18

declare void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviibmbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef byval(%"class.sycl::_V1::id.86") align 8, ptr noundef byval(%"class.sycl::_V1::range.88") align 8, ptr noundef byval(%"class.sycl::_V1::range.88") align 8, i32 noundef, ptr noundef, i32 noundef, i32 noundef, i1 noundef zeroext, i64 noundef, i1 noundef zeroext, ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #6

declare noundef zeroext i1 @_ZNK4sycl3_V16detail16AccessorBaseHost13isPlaceholderEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #6

declare void @_ZN4sycl3_V16detail22addHostAccessorAndWaitEPNS1_16AccessorImplHostE(ptr noundef) local_unnamed_addr #6

; Function Attrs: mustprogress uwtable
define internal void @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZ4mainEUlRNS0_7handlerEE0_E4callEPKvS5_(ptr nocapture noundef readonly %0, ptr noundef nonnull align 8 dereferenceable(176) %1) #2 align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.sycl::_V1::range", align 8
  %4 = alloca %"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view", align 8
  %5 = alloca %"struct.sycl::_V1::detail::compile_time_kernel_info_v1::CompileTimeKernelInfoTy", align 8
  %6 = alloca %"struct.sycl::_V1::detail::kernel_launch_properties_v1::PropsHolder", align 8
  %7 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %8 = alloca %"class.sycl::_V1::id", align 8
  %9 = alloca %"class.sycl::_V1::accessor", align 8
  %10 = alloca %"class.sycl::_V1::accessor.168", align 8
  %11 = alloca %"class.sycl::_V1::property_list", align 8
  %12 = alloca %class.anon.172, align 8
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %9)
  %13 = load ptr, ptr %0, align 8, !tbaa !237
  %14 = load ptr, ptr %13, align 8, !tbaa !113
  store ptr %14, ptr %9, align 8, !tbaa !113
  %15 = getelementptr inbounds i8, ptr %9, i64 8
  %16 = getelementptr inbounds i8, ptr %13, i64 8
  %17 = load ptr, ptr %16, align 8, !tbaa !22
  store ptr %17, ptr %15, align 8, !tbaa !22
  %18 = icmp eq ptr %17, null
  br i1 %18, label %28, label %19

19:                                               ; preds = %2
  %20 = getelementptr inbounds i8, ptr %17, i64 8
  %21 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %22 = icmp eq i8 %21, 0
  br i1 %22, label %26, label %23

23:                                               ; preds = %19
  %24 = load i32, ptr %20, align 4, !tbaa !5
  %25 = add nsw i32 %24, 1
  store i32 %25, ptr %20, align 4, !tbaa !5
  br label %28

26:                                               ; preds = %19
  %27 = atomicrmw volatile add ptr %20, i32 1 acq_rel, align 4
  br label %28

28:                                               ; preds = %26, %23, %2
  %29 = getelementptr inbounds i8, ptr %9, i64 16
  %30 = getelementptr inbounds i8, ptr %13, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %29, ptr noundef nonnull align 8 dereferenceable(40) %30, i64 40, i1 false)
  %31 = invoke noundef zeroext i1 @_ZNK4sycl3_V16detail16AccessorBaseHost13isPlaceholderEv(ptr noundef nonnull align 8 dereferenceable(16) %9)
          to label %32 unwind label %334

32:                                               ; preds = %28
  br i1 %31, label %33, label %34

33:                                               ; preds = %32
  invoke void @_ZN4sycl3_V17handler20associateWithHandlerEPNS0_6detail16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull %9, i32 noundef 2014)
          to label %34 unwind label %334

34:                                               ; preds = %33, %32
  %35 = load ptr, ptr %15, align 8, !tbaa !22
  %36 = icmp eq ptr %35, null
  br i1 %36, label %61, label %37

37:                                               ; preds = %34
  %38 = getelementptr inbounds i8, ptr %35, i64 8
  %39 = load atomic i64, ptr %38 acquire, align 8
  %40 = icmp eq i64 %39, 4294967297
  %41 = trunc i64 %39 to i32
  br i1 %40, label %42, label %50

42:                                               ; preds = %37
  store i32 0, ptr %38, align 8, !tbaa !24
  %43 = getelementptr inbounds i8, ptr %35, i64 12
  store i32 0, ptr %43, align 4, !tbaa !26
  %44 = load ptr, ptr %35, align 8, !tbaa !27
  %45 = getelementptr inbounds i8, ptr %44, i64 16
  %46 = load ptr, ptr %45, align 8
  call void %46(ptr noundef nonnull align 8 dereferenceable(16) %35) #22
  %47 = load ptr, ptr %35, align 8, !tbaa !27
  %48 = getelementptr inbounds i8, ptr %47, i64 24
  %49 = load ptr, ptr %48, align 8
  call void %49(ptr noundef nonnull align 8 dereferenceable(16) %35) #22
  br label %61

50:                                               ; preds = %37
  %51 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %52 = icmp eq i8 %51, 0
  br i1 %52, label %55, label %53

53:                                               ; preds = %50
  %54 = add nsw i32 %41, -1
  store i32 %54, ptr %38, align 4, !tbaa !5
  br label %57

55:                                               ; preds = %50
  %56 = atomicrmw volatile add ptr %38, i32 -1 acq_rel, align 4
  br label %57

57:                                               ; preds = %55, %53
  %58 = phi i32 [ %41, %53 ], [ %56, %55 ]
  %59 = icmp eq i32 %58, 1
  br i1 %59, label %60, label %61, !prof !30

60:                                               ; preds = %57
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %35) #22
  br label %61

61:                                               ; preds = %60, %57, %42, %34
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %10) #22
  %62 = getelementptr inbounds i8, ptr %0, i64 8
  %63 = load ptr, ptr %62, align 8, !tbaa !239
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %11) #22
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %11, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %8)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7)
  store ptr @.str, ptr %7, align 8
  %64 = getelementptr inbounds i8, ptr %7, i64 8
  store ptr @.str.9, ptr %64, align 8
  %65 = getelementptr inbounds i8, ptr %7, i64 16
  store i32 30, ptr %65, align 8
  %66 = getelementptr inbounds i8, ptr %7, i64 20
  store i32 22, ptr %66, align 4
  store i64 14, ptr %8, align 8
  %67 = getelementptr inbounds i8, ptr %8, i64 8
  store i64 0, ptr %67, align 8
  invoke void @_ZN4sycl3_V18accessorIiLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IiLi2ENS0_6detail17aligned_allocatorIiEEvEERNS0_6bufferIT_XT0_ET1_vEERNS0_7handlerENS0_5rangeILi2EEENS0_2idILi2EEERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(56) %10, ptr noundef nonnull align 8 dereferenceable(41) %63, ptr noundef nonnull align 8 dereferenceable(176) %1, i64 2, i64 32, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %8, ptr noundef nonnull align 8 dereferenceable(32) %11, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %7)
          to label %68 unwind label %336

68:                                               ; preds = %61
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %8)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7)
  %69 = getelementptr inbounds i8, ptr %11, i64 8
  %70 = load ptr, ptr %69, align 8, !tbaa !19
  %71 = getelementptr inbounds i8, ptr %11, i64 16
  %72 = load ptr, ptr %71, align 8, !tbaa !21
  %73 = icmp eq ptr %70, %72
  br i1 %73, label %108, label %74

74:                                               ; preds = %68, %103
  %75 = phi ptr [ %104, %103 ], [ %70, %68 ]
  %76 = getelementptr inbounds i8, ptr %75, i64 8
  %77 = load ptr, ptr %76, align 8, !tbaa !22
  %78 = icmp eq ptr %77, null
  br i1 %78, label %103, label %79

79:                                               ; preds = %74
  %80 = getelementptr inbounds i8, ptr %77, i64 8
  %81 = load atomic i64, ptr %80 acquire, align 8
  %82 = icmp eq i64 %81, 4294967297
  %83 = trunc i64 %81 to i32
  br i1 %82, label %84, label %92

84:                                               ; preds = %79
  store i32 0, ptr %80, align 8, !tbaa !24
  %85 = getelementptr inbounds i8, ptr %77, i64 12
  store i32 0, ptr %85, align 4, !tbaa !26
  %86 = load ptr, ptr %77, align 8, !tbaa !27
  %87 = getelementptr inbounds i8, ptr %86, i64 16
  %88 = load ptr, ptr %87, align 8
  call void %88(ptr noundef nonnull align 8 dereferenceable(16) %77) #22
  %89 = load ptr, ptr %77, align 8, !tbaa !27
  %90 = getelementptr inbounds i8, ptr %89, i64 24
  %91 = load ptr, ptr %90, align 8
  call void %91(ptr noundef nonnull align 8 dereferenceable(16) %77) #22
  br label %103

92:                                               ; preds = %79
  %93 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %94 = icmp eq i8 %93, 0
  br i1 %94, label %97, label %95

95:                                               ; preds = %92
  %96 = add nsw i32 %83, -1
  store i32 %96, ptr %80, align 4, !tbaa !5
  br label %99

97:                                               ; preds = %92
  %98 = atomicrmw volatile add ptr %80, i32 -1 acq_rel, align 4
  br label %99

99:                                               ; preds = %97, %95
  %100 = phi i32 [ %83, %95 ], [ %98, %97 ]
  %101 = icmp eq i32 %100, 1
  br i1 %101, label %102, label %103, !prof !30

102:                                              ; preds = %99
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %77) #22
  br label %103

103:                                              ; preds = %102, %99, %84, %74
  %104 = getelementptr inbounds i8, ptr %75, i64 16
  %105 = icmp eq ptr %104, %72
  br i1 %105, label %106, label %74, !llvm.loop !31

106:                                              ; preds = %103
  %107 = load ptr, ptr %69, align 8, !tbaa !19
  br label %108

108:                                              ; preds = %106, %68
  %109 = phi ptr [ %107, %106 ], [ %70, %68 ]
  %110 = icmp eq ptr %109, null
  br i1 %110, label %117, label %111

111:                                              ; preds = %108
  %112 = getelementptr inbounds i8, ptr %11, i64 24
  %113 = load ptr, ptr %112, align 8, !tbaa !32
  %114 = ptrtoint ptr %113 to i64
  %115 = ptrtoint ptr %109 to i64
  %116 = sub i64 %114, %115
  call void @_ZdlPvm(ptr noundef nonnull %109, i64 noundef %116) #24
  br label %117

117:                                              ; preds = %111, %108
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #22
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %12) #22
  %118 = load ptr, ptr %10, align 8, !tbaa !113
  store ptr %118, ptr %12, align 8, !tbaa !113
  %119 = getelementptr inbounds i8, ptr %12, i64 8
  %120 = getelementptr inbounds i8, ptr %10, i64 8
  %121 = load ptr, ptr %120, align 8, !tbaa !22
  store ptr %121, ptr %119, align 8, !tbaa !22
  %122 = icmp eq ptr %121, null
  br i1 %122, label %132, label %123

123:                                              ; preds = %117
  %124 = getelementptr inbounds i8, ptr %121, i64 8
  %125 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %126 = icmp eq i8 %125, 0
  br i1 %126, label %130, label %127

127:                                              ; preds = %123
  %128 = load i32, ptr %124, align 4, !tbaa !5
  %129 = add nsw i32 %128, 1
  store i32 %129, ptr %124, align 4, !tbaa !5
  br label %132

130:                                              ; preds = %123
  %131 = atomicrmw volatile add ptr %124, i32 1 acq_rel, align 4
  br label %132

132:                                              ; preds = %130, %127, %117
  %133 = getelementptr inbounds i8, ptr %12, i64 16
  %134 = getelementptr inbounds i8, ptr %10, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %133, ptr noundef nonnull align 8 dereferenceable(40) %134, i64 40, i1 false)
  %135 = getelementptr inbounds i8, ptr %12, i64 56
  %136 = load ptr, ptr %0, align 8, !tbaa !237
  %137 = load ptr, ptr %136, align 8, !tbaa !113
  store ptr %137, ptr %135, align 8, !tbaa !113
  %138 = getelementptr inbounds i8, ptr %12, i64 64
  %139 = getelementptr inbounds i8, ptr %136, i64 8
  %140 = load ptr, ptr %139, align 8, !tbaa !22
  store ptr %140, ptr %138, align 8, !tbaa !22
  %141 = icmp eq ptr %140, null
  br i1 %141, label %151, label %142

142:                                              ; preds = %132
  %143 = getelementptr inbounds i8, ptr %140, i64 8
  %144 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %145 = icmp eq i8 %144, 0
  br i1 %145, label %149, label %146

146:                                              ; preds = %142
  %147 = load i32, ptr %143, align 4, !tbaa !5
  %148 = add nsw i32 %147, 1
  store i32 %148, ptr %143, align 4, !tbaa !5
  br label %151

149:                                              ; preds = %142
  %150 = atomicrmw volatile add ptr %143, i32 1 acq_rel, align 4
  br label %151

151:                                              ; preds = %149, %146, %132
  %152 = getelementptr inbounds i8, ptr %12, i64 72
  %153 = getelementptr inbounds i8, ptr %136, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %152, ptr noundef nonnull align 8 dereferenceable(40) %153, i64 40, i1 false)
  call void @llvm.lifetime.start.p0(i64 88, ptr nonnull %5) #22
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(88) %5, ptr noundef nonnull align 8 dereferenceable(88) @__const._ZN4sycl3_V17handler19setDeviceKernelInfoIZZ4mainENKUlRS1_E0_clES3_EUlNS0_2idILi2EEEE_EEvPv.Info, i64 88, i1 false)
  %154 = invoke noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(176) %1)
          to label %155 unwind label %338

155:                                              ; preds = %151
  %156 = icmp eq i32 %154, 0
  br i1 %156, label %166, label %157

157:                                              ; preds = %155
  %158 = call ptr @__cxa_allocate_exception(i64 64) #22
  %159 = call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #22
  %160 = extractvalue { i32, ptr } %159, 0
  %161 = extractvalue { i32, ptr } %159, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %158, i32 %160, ptr %161, ptr noundef nonnull @.str.19)
          to label %162 unwind label %164

162:                                              ; preds = %157
  invoke void @__cxa_throw(ptr nonnull %158, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #25
          to label %163 unwind label %338

163:                                              ; preds = %162
  unreachable

164:                                              ; preds = %157
  %165 = landingpad { ptr, i32 }
          cleanup
  call void @__cxa_free_exception(ptr %158) #22
  br label %340

166:                                              ; preds = %155
  invoke void @_ZNK4sycl3_V17handler28throwOnKernelParameterMisuseERKNS0_6detail27compile_time_kernel_info_v123CompileTimeKernelInfoTyE(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull align 8 dereferenceable(81) %5)
          to label %167 unwind label %338

167:                                              ; preds = %166
  %168 = load ptr, ptr %5, align 8, !tbaa !13
  %169 = getelementptr inbounds i8, ptr %5, i64 8
  %170 = load i64, ptr %169, align 8, !tbaa !33
  invoke void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr %168, i64 %170)
          to label %171 unwind label %338

171:                                              ; preds = %167
  call void @llvm.lifetime.start.p0(i64 152, ptr nonnull %6) #22
  %172 = getelementptr inbounds i8, ptr %6, i64 8
  store i8 0, ptr %172, align 8, !tbaa !131, !alias.scope !240
  %173 = getelementptr inbounds i8, ptr %6, i64 18
  store i8 0, ptr %173, align 2, !tbaa !138, !alias.scope !240
  %174 = getelementptr inbounds i8, ptr %6, i64 20
  store i8 0, ptr %174, align 4, !tbaa !140, !alias.scope !240
  %175 = getelementptr inbounds i8, ptr %6, i64 28
  store i8 0, ptr %175, align 4, !tbaa !142, !alias.scope !240
  %176 = getelementptr inbounds i8, ptr %6, i64 36
  store i8 0, ptr %176, align 4, !tbaa !144, !alias.scope !240
  %177 = getelementptr inbounds i8, ptr %6, i64 44
  store i8 0, ptr %177, align 4, !tbaa !142, !alias.scope !240
  %178 = getelementptr inbounds i8, ptr %6, i64 52
  store i8 0, ptr %178, align 4, !tbaa !144, !alias.scope !240
  %179 = getelementptr inbounds i8, ptr %6, i64 60
  store i8 0, ptr %179, align 4, !tbaa !142, !alias.scope !240
  %180 = getelementptr inbounds i8, ptr %6, i64 68
  store i8 0, ptr %180, align 4, !tbaa !144, !alias.scope !240
  %181 = getelementptr inbounds i8, ptr %6, i64 80
  store i8 0, ptr %181, align 8, !tbaa !146, !alias.scope !240
  %182 = getelementptr inbounds i8, ptr %6, i64 104
  store i8 0, ptr %182, align 8, !tbaa !148, !alias.scope !240
  %183 = getelementptr inbounds i8, ptr %6, i64 136
  store i8 0, ptr %183, align 8, !tbaa !150, !alias.scope !240
  %184 = getelementptr inbounds i8, ptr %6, i64 144
  store i8 1, ptr %184, align 8, !tbaa !152, !alias.scope !240
  invoke void @_ZN4sycl3_V17handler25setKernelLaunchPropertiesERKNS0_6detail27kernel_launch_properties_v111PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS5_5intel12experimental12cache_configENS7_17use_root_sync_keyENS7_23work_group_progress_keyENS7_22sub_group_progress_keyENS7_22work_item_progress_keyENS7_4cuda12cluster_sizeILi1EEENSH_ILi2EEENSH_ILi3EEEEEE(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull align 8 dereferenceable(145) %6)
          to label %185 unwind label %338

185:                                              ; preds = %171
  call void @llvm.lifetime.end.p0(i64 152, ptr nonnull %6) #22
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4)
  store i64 2, ptr %3, align 8
  %186 = getelementptr inbounds i8, ptr %3, i64 8
  store i64 32, ptr %186, align 8
  store ptr %3, ptr %4, align 8, !tbaa !183
  %187 = getelementptr inbounds i8, ptr %4, i64 8
  %188 = getelementptr inbounds i8, ptr %4, i64 24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %187, i8 0, i64 16, i1 false)
  store i64 2, ptr %188, align 8, !tbaa !185
  invoke void @_ZN4sycl3_V17handler20setNDRangeDescriptorENS0_6detail16nd_range_view_v113nd_range_viewEb(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull byval(%"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view") align 8 %4, i1 noundef zeroext false)
          to label %189 unwind label %338

189:                                              ; preds = %185
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4)
  %190 = getelementptr inbounds i8, ptr %1, i64 144
  %191 = invoke noalias noundef nonnull dereferenceable(120) ptr @_Znwm(i64 noundef 120) #21
          to label %192 unwind label %338

192:                                              ; preds = %189
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE, i64 16), ptr %191, align 8, !tbaa !27
  %193 = getelementptr inbounds i8, ptr %191, i64 8
  %194 = load ptr, ptr %12, align 8, !tbaa !113
  store ptr %194, ptr %193, align 8, !tbaa !113
  %195 = getelementptr inbounds i8, ptr %191, i64 16
  %196 = load ptr, ptr %119, align 8, !tbaa !22
  store ptr %196, ptr %195, align 8, !tbaa !22
  %197 = icmp eq ptr %196, null
  br i1 %197, label %207, label %198

198:                                              ; preds = %192
  %199 = getelementptr inbounds i8, ptr %196, i64 8
  %200 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %201 = icmp eq i8 %200, 0
  br i1 %201, label %205, label %202

202:                                              ; preds = %198
  %203 = load i32, ptr %199, align 4, !tbaa !5
  %204 = add nsw i32 %203, 1
  store i32 %204, ptr %199, align 4, !tbaa !5
  br label %207

205:                                              ; preds = %198
  %206 = atomicrmw volatile add ptr %199, i32 1 acq_rel, align 4
  br label %207

207:                                              ; preds = %205, %202, %192
  %208 = getelementptr inbounds i8, ptr %191, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %208, ptr noundef nonnull readonly align 8 dereferenceable(40) %133, i64 40, i1 false)
  %209 = getelementptr inbounds i8, ptr %191, i64 64
  %210 = load ptr, ptr %135, align 8, !tbaa !113
  store ptr %210, ptr %209, align 8, !tbaa !113
  %211 = getelementptr inbounds i8, ptr %191, i64 72
  %212 = load ptr, ptr %138, align 8, !tbaa !22
  store ptr %212, ptr %211, align 8, !tbaa !22
  %213 = icmp eq ptr %212, null
  br i1 %213, label %223, label %214

214:                                              ; preds = %207
  %215 = getelementptr inbounds i8, ptr %212, i64 8
  %216 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %217 = icmp eq i8 %216, 0
  br i1 %217, label %221, label %218

218:                                              ; preds = %214
  %219 = load i32, ptr %215, align 4, !tbaa !5
  %220 = add nsw i32 %219, 1
  store i32 %220, ptr %215, align 4, !tbaa !5
  br label %223

221:                                              ; preds = %214
  %222 = atomicrmw volatile add ptr %215, i32 1 acq_rel, align 4
  br label %223

223:                                              ; preds = %221, %218, %207
  %224 = getelementptr inbounds i8, ptr %191, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %224, ptr noundef nonnull readonly align 8 dereferenceable(40) %152, i64 40, i1 false)
  %225 = load ptr, ptr %190, align 8, !tbaa !13
  store ptr %191, ptr %190, align 8, !tbaa !13
  %226 = icmp eq ptr %225, null
  br i1 %226, label %231, label %227

227:                                              ; preds = %223
  %228 = load ptr, ptr %225, align 8, !tbaa !27
  %229 = getelementptr inbounds i8, ptr %228, i64 16
  %230 = load ptr, ptr %229, align 8
  call void %230(ptr noundef nonnull align 8 dereferenceable(8) %225) #22
  br label %231

231:                                              ; preds = %227, %223
  invoke void @_ZN4sycl3_V17handler23instantiateKernelOnHostEPv(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull @_ZN4sycl3_V16detail16runKernelWithArgINS0_4itemILi2ELb1EEEZZ4mainENKUlRNS0_7handlerEE0_clES6_EUlNS0_2idILi2EEEE_Lb0EEEvT0_T_RKSt17integral_constantIbXT1_EE)
          to label %232 unwind label %338

232:                                              ; preds = %231
  %233 = load ptr, ptr %190, align 8, !tbaa !13
  %234 = load ptr, ptr %233, align 8, !tbaa !27
  %235 = load ptr, ptr %234, align 8
  %236 = invoke noundef ptr %235(ptr noundef nonnull align 8 dereferenceable(8) %233)
          to label %237 unwind label %338

237:                                              ; preds = %232
  %238 = getelementptr inbounds i8, ptr %1, i64 64
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %238, ptr noundef nonnull align 8 dereferenceable(16) @__const._ZN4sycl3_V17handler19setDeviceKernelInfoIZZ4mainENKUlRS1_E0_clES3_EUlNS0_2idILi2EEEE_EEvPv.Info, i64 16, i1 false), !tbaa.struct !211
  invoke void @_ZN4sycl3_V17handler13setKernelFuncEPv(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef %236)
          to label %239 unwind label %338

239:                                              ; preds = %237
  %240 = load atomic i8, ptr @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi2EEEE_EERNS1_16DeviceKernelInfoEvE4Info acquire, align 8
  %241 = icmp eq i8 %240, 0
  br i1 %241, label %242, label %250, !prof !212

242:                                              ; preds = %239
  %243 = call i32 @__cxa_guard_acquire(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi2EEEE_EERNS1_16DeviceKernelInfoEvE4Info) #22
  %244 = icmp eq i32 %243, 0
  br i1 %244, label %250, label %245

245:                                              ; preds = %242
  %246 = invoke noundef nonnull align 1 ptr @_ZN4sycl3_V16detail19getDeviceKernelInfoERKNS1_27compile_time_kernel_info_v123CompileTimeKernelInfoTyE(ptr noundef nonnull align 8 dereferenceable(81) @__const._ZN4sycl3_V17handler19setDeviceKernelInfoIZZ4mainENKUlRS1_E0_clES3_EUlNS0_2idILi2EEEE_EEvPv.Info)
          to label %247 unwind label %248

247:                                              ; preds = %245
  store ptr %246, ptr @_ZZN4sycl3_V16detail19getDeviceKernelInfoIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi2EEEE_EERNS1_16DeviceKernelInfoEvE4Info, align 8, !tbaa !13
  call void @__cxa_guard_release(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi2EEEE_EERNS1_16DeviceKernelInfoEvE4Info) #22
  br label %250

248:                                              ; preds = %245
  %249 = landingpad { ptr, i32 }
          cleanup
  call void @__cxa_guard_abort(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi2EEEE_EERNS1_16DeviceKernelInfoEvE4Info) #22
  br label %340

250:                                              ; preds = %247, %242, %239
  %251 = load ptr, ptr @_ZZN4sycl3_V16detail19getDeviceKernelInfoIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi2EEEE_EERNS1_16DeviceKernelInfoEvE4Info, align 8, !tbaa !13
  invoke void @_ZN4sycl3_V17handler22setDeviceKernelInfoPtrEPNS0_6detail16DeviceKernelInfoE(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull %251)
          to label %252 unwind label %338

252:                                              ; preds = %250
  invoke void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(176) %1, i32 noundef 1)
          to label %253 unwind label %338

253:                                              ; preds = %252
  call void @llvm.lifetime.end.p0(i64 88, ptr nonnull %5) #22
  %254 = load ptr, ptr %138, align 8, !tbaa !22
  %255 = icmp eq ptr %254, null
  br i1 %255, label %280, label %256

256:                                              ; preds = %253
  %257 = getelementptr inbounds i8, ptr %254, i64 8
  %258 = load atomic i64, ptr %257 acquire, align 8
  %259 = icmp eq i64 %258, 4294967297
  %260 = trunc i64 %258 to i32
  br i1 %259, label %261, label %269

261:                                              ; preds = %256
  store i32 0, ptr %257, align 8, !tbaa !24
  %262 = getelementptr inbounds i8, ptr %254, i64 12
  store i32 0, ptr %262, align 4, !tbaa !26
  %263 = load ptr, ptr %254, align 8, !tbaa !27
  %264 = getelementptr inbounds i8, ptr %263, i64 16
  %265 = load ptr, ptr %264, align 8
  call void %265(ptr noundef nonnull align 8 dereferenceable(16) %254) #22
  %266 = load ptr, ptr %254, align 8, !tbaa !27
  %267 = getelementptr inbounds i8, ptr %266, i64 24
  %268 = load ptr, ptr %267, align 8
  call void %268(ptr noundef nonnull align 8 dereferenceable(16) %254) #22
  br label %280

269:                                              ; preds = %256
  %270 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %271 = icmp eq i8 %270, 0
  br i1 %271, label %274, label %272

272:                                              ; preds = %269
  %273 = add nsw i32 %260, -1
  store i32 %273, ptr %257, align 4, !tbaa !5
  br label %276

274:                                              ; preds = %269
  %275 = atomicrmw volatile add ptr %257, i32 -1 acq_rel, align 4
  br label %276

276:                                              ; preds = %274, %272
  %277 = phi i32 [ %260, %272 ], [ %275, %274 ]
  %278 = icmp eq i32 %277, 1
  br i1 %278, label %279, label %280, !prof !30

279:                                              ; preds = %276
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %254) #22
  br label %280

280:                                              ; preds = %279, %276, %261, %253
  %281 = load ptr, ptr %119, align 8, !tbaa !22
  %282 = icmp eq ptr %281, null
  br i1 %282, label %307, label %283

283:                                              ; preds = %280
  %284 = getelementptr inbounds i8, ptr %281, i64 8
  %285 = load atomic i64, ptr %284 acquire, align 8
  %286 = icmp eq i64 %285, 4294967297
  %287 = trunc i64 %285 to i32
  br i1 %286, label %288, label %296

288:                                              ; preds = %283
  store i32 0, ptr %284, align 8, !tbaa !24
  %289 = getelementptr inbounds i8, ptr %281, i64 12
  store i32 0, ptr %289, align 4, !tbaa !26
  %290 = load ptr, ptr %281, align 8, !tbaa !27
  %291 = getelementptr inbounds i8, ptr %290, i64 16
  %292 = load ptr, ptr %291, align 8
  call void %292(ptr noundef nonnull align 8 dereferenceable(16) %281) #22
  %293 = load ptr, ptr %281, align 8, !tbaa !27
  %294 = getelementptr inbounds i8, ptr %293, i64 24
  %295 = load ptr, ptr %294, align 8
  call void %295(ptr noundef nonnull align 8 dereferenceable(16) %281) #22
  br label %307

296:                                              ; preds = %283
  %297 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %298 = icmp eq i8 %297, 0
  br i1 %298, label %301, label %299

299:                                              ; preds = %296
  %300 = add nsw i32 %287, -1
  store i32 %300, ptr %284, align 4, !tbaa !5
  br label %303

301:                                              ; preds = %296
  %302 = atomicrmw volatile add ptr %284, i32 -1 acq_rel, align 4
  br label %303

303:                                              ; preds = %301, %299
  %304 = phi i32 [ %287, %299 ], [ %302, %301 ]
  %305 = icmp eq i32 %304, 1
  br i1 %305, label %306, label %307, !prof !30

306:                                              ; preds = %303
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %281) #22
  br label %307

307:                                              ; preds = %306, %303, %288, %280
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %12) #22
  %308 = load ptr, ptr %120, align 8, !tbaa !22
  %309 = icmp eq ptr %308, null
  br i1 %309, label %346, label %310

310:                                              ; preds = %307
  %311 = getelementptr inbounds i8, ptr %308, i64 8
  %312 = load atomic i64, ptr %311 acquire, align 8
  %313 = icmp eq i64 %312, 4294967297
  %314 = trunc i64 %312 to i32
  br i1 %313, label %315, label %323

315:                                              ; preds = %310
  store i32 0, ptr %311, align 8, !tbaa !24
  %316 = getelementptr inbounds i8, ptr %308, i64 12
  store i32 0, ptr %316, align 4, !tbaa !26
  %317 = load ptr, ptr %308, align 8, !tbaa !27
  %318 = getelementptr inbounds i8, ptr %317, i64 16
  %319 = load ptr, ptr %318, align 8
  call void %319(ptr noundef nonnull align 8 dereferenceable(16) %308) #22
  %320 = load ptr, ptr %308, align 8, !tbaa !27
  %321 = getelementptr inbounds i8, ptr %320, i64 24
  %322 = load ptr, ptr %321, align 8
  call void %322(ptr noundef nonnull align 8 dereferenceable(16) %308) #22
  br label %346

323:                                              ; preds = %310
  %324 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %325 = icmp eq i8 %324, 0
  br i1 %325, label %328, label %326

326:                                              ; preds = %323
  %327 = add nsw i32 %314, -1
  store i32 %327, ptr %311, align 4, !tbaa !5
  br label %330

328:                                              ; preds = %323
  %329 = atomicrmw volatile add ptr %311, i32 -1 acq_rel, align 4
  br label %330

330:                                              ; preds = %328, %326
  %331 = phi i32 [ %314, %326 ], [ %329, %328 ]
  %332 = icmp eq i32 %331, 1
  br i1 %332, label %333, label %346, !prof !30

333:                                              ; preds = %330
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %308) #22
  br label %346

334:                                              ; preds = %33, %28
  %335 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(56) %9) #22
  br label %344

336:                                              ; preds = %61
  %337 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %11) #22
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #22
  br label %342

338:                                              ; preds = %252, %250, %237, %232, %231, %189, %185, %171, %167, %166, %162, %151
  %339 = landingpad { ptr, i32 }
          cleanup
  br label %340

340:                                              ; preds = %338, %248, %164
  %341 = phi { ptr, i32 } [ %339, %338 ], [ %165, %164 ], [ %249, %248 ]
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_2idILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(112) %12) #22
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %12) #22
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(56) %10) #22
  br label %342

342:                                              ; preds = %340, %336
  %343 = phi { ptr, i32 } [ %341, %340 ], [ %337, %336 ]
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %10) #22
  br label %344

344:                                              ; preds = %342, %334
  %345 = phi { ptr, i32 } [ %343, %342 ], [ %335, %334 ]
  resume { ptr, i32 } %345

346:                                              ; preds = %307, %315, %330, %333
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %10) #22
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %9)
  ret void
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define internal fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_2idILi2EEEE_D2Ev(ptr nocapture noundef nonnull readonly align 8 dereferenceable(112) %0) unnamed_addr #5 align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 64
  %3 = load ptr, ptr %2, align 8, !tbaa !22
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !24
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !26
  %12 = load ptr, ptr %3, align 8, !tbaa !27
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #22
  %15 = load ptr, ptr %3, align 8, !tbaa !27
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #22
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !5
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !30

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #22
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  %30 = getelementptr inbounds i8, ptr %0, i64 8
  %31 = load ptr, ptr %30, align 8, !tbaa !22
  %32 = icmp eq ptr %31, null
  br i1 %32, label %57, label %33

33:                                               ; preds = %29
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = load atomic i64, ptr %34 acquire, align 8
  %36 = icmp eq i64 %35, 4294967297
  %37 = trunc i64 %35 to i32
  br i1 %36, label %38, label %46

38:                                               ; preds = %33
  store i32 0, ptr %34, align 8, !tbaa !24
  %39 = getelementptr inbounds i8, ptr %31, i64 12
  store i32 0, ptr %39, align 4, !tbaa !26
  %40 = load ptr, ptr %31, align 8, !tbaa !27
  %41 = getelementptr inbounds i8, ptr %40, i64 16
  %42 = load ptr, ptr %41, align 8
  tail call void %42(ptr noundef nonnull align 8 dereferenceable(16) %31) #22
  %43 = load ptr, ptr %31, align 8, !tbaa !27
  %44 = getelementptr inbounds i8, ptr %43, i64 24
  %45 = load ptr, ptr %44, align 8
  tail call void %45(ptr noundef nonnull align 8 dereferenceable(16) %31) #22
  br label %57

46:                                               ; preds = %33
  %47 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %48 = icmp eq i8 %47, 0
  br i1 %48, label %51, label %49

49:                                               ; preds = %46
  %50 = add nsw i32 %37, -1
  store i32 %50, ptr %34, align 4, !tbaa !5
  br label %53

51:                                               ; preds = %46
  %52 = atomicrmw volatile add ptr %34, i32 -1 acq_rel, align 4
  br label %53

53:                                               ; preds = %51, %49
  %54 = phi i32 [ %37, %49 ], [ %52, %51 ]
  %55 = icmp eq i32 %54, 1
  br i1 %55, label %56, label %57, !prof !30

56:                                               ; preds = %53
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #22
  br label %57

57:                                               ; preds = %29, %38, %53, %56
  ret void
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !22
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !24
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !26
  %12 = load ptr, ptr %3, align 8, !tbaa !27
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #22
  %15 = load ptr, ptr %3, align 8, !tbaa !27
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #22
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !5
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !30

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #22
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

declare void @_ZN4sycl3_V17handler20associateWithHandlerEPNS0_6detail16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(176), ptr noundef, i32 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIiLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IiLi2ENS0_6detail17aligned_allocatorIiEEvEERNS0_6bufferIT_XT0_ET1_vEERNS0_7handlerENS0_5rangeILi2EEENS0_2idILi2EEERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(56) %0, ptr noundef nonnull align 8 dereferenceable(41) %1, ptr noundef nonnull align 8 dereferenceable(176) %2, i64 %3, i64 %4, ptr noundef byval(%"class.sycl::_V1::id") align 8 %5, ptr noundef nonnull align 8 dereferenceable(32) %6, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %7) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %9 = alloca %"class.sycl::_V1::id.86", align 16
  %10 = alloca %"class.sycl::_V1::range.88", align 8
  %11 = alloca %"class.sycl::_V1::range.88", align 16
  %12 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %13 = getelementptr inbounds i8, ptr %5, i64 8
  %14 = load <2 x i64>, ptr %5, align 8
  store <2 x i64> %14, ptr %9, align 16, !tbaa !33, !alias.scope !245
  %15 = getelementptr inbounds i8, ptr %9, i64 16
  store i64 0, ptr %15, align 16, !tbaa !33, !alias.scope !245
  store i64 %3, ptr %10, align 8, !tbaa !33, !alias.scope !248
  %16 = getelementptr inbounds i8, ptr %10, i64 8
  store i64 %4, ptr %16, align 8, !tbaa !33, !alias.scope !248
  %17 = getelementptr inbounds i8, ptr %10, i64 16
  store i64 1, ptr %17, align 8, !tbaa !33, !alias.scope !248
  %18 = getelementptr inbounds i8, ptr %1, i64 16
  %19 = getelementptr inbounds i8, ptr %1, i64 24
  %20 = load <2 x i64>, ptr %18, align 8
  store <2 x i64> %20, ptr %11, align 16, !tbaa !33, !alias.scope !251
  %21 = getelementptr inbounds i8, ptr %11, i64 16
  store i64 1, ptr %21, align 16, !tbaa !33, !alias.scope !251
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %12) #22
  %22 = load i64, ptr %6, align 8
  %23 = getelementptr inbounds i8, ptr %6, i64 8
  %24 = getelementptr inbounds i8, ptr %6, i64 16
  %25 = load ptr, ptr %24, align 8, !tbaa !13
  %26 = load ptr, ptr %23, align 8, !tbaa !13
  %27 = ptrtoint ptr %25 to i64
  %28 = ptrtoint ptr %26 to i64
  %29 = sub i64 %27, %28
  %30 = icmp eq ptr %25, %26
  br i1 %30, label %57, label %31

31:                                               ; preds = %8
  %32 = icmp ugt i64 %29, 9223372036854775792
  br i1 %32, label %33, label %34, !prof !30

33:                                               ; preds = %31
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #25
  unreachable

34:                                               ; preds = %31
  %35 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %29) #21
  br label %36

36:                                               ; preds = %53, %34
  %37 = phi ptr [ %55, %53 ], [ %35, %34 ]
  %38 = phi ptr [ %54, %53 ], [ %26, %34 ]
  %39 = load ptr, ptr %38, align 8, !tbaa !110
  store ptr %39, ptr %37, align 8, !tbaa !110
  %40 = getelementptr inbounds i8, ptr %37, i64 8
  %41 = getelementptr inbounds i8, ptr %38, i64 8
  %42 = load ptr, ptr %41, align 8, !tbaa !22
  store ptr %42, ptr %40, align 8, !tbaa !22
  %43 = icmp eq ptr %42, null
  br i1 %43, label %53, label %44

44:                                               ; preds = %36
  %45 = getelementptr inbounds i8, ptr %42, i64 8
  %46 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %47 = icmp eq i8 %46, 0
  br i1 %47, label %51, label %48

48:                                               ; preds = %44
  %49 = load i32, ptr %45, align 4, !tbaa !5
  %50 = add nsw i32 %49, 1
  store i32 %50, ptr %45, align 4, !tbaa !5
  br label %53

51:                                               ; preds = %44
  %52 = atomicrmw volatile add ptr %45, i32 1 acq_rel, align 4
  br label %53

53:                                               ; preds = %51, %48, %36
  %54 = getelementptr inbounds i8, ptr %38, i64 16
  %55 = getelementptr inbounds i8, ptr %37, i64 16
  %56 = icmp eq ptr %54, %25
  br i1 %56, label %57, label %36, !llvm.loop !112

57:                                               ; preds = %53, %8
  %58 = phi ptr [ null, %8 ], [ %35, %53 ]
  %59 = phi ptr [ null, %8 ], [ %55, %53 ]
  %60 = getelementptr inbounds i8, ptr %58, i64 %29
  store i64 %22, ptr %12, align 8
  %61 = getelementptr inbounds i8, ptr %12, i64 8
  store ptr %58, ptr %61, align 8, !tbaa !19
  %62 = getelementptr inbounds i8, ptr %12, i64 16
  store ptr %59, ptr %62, align 8, !tbaa !21
  %63 = getelementptr inbounds i8, ptr %12, i64 24
  store ptr %60, ptr %63, align 8, !tbaa !32
  %64 = load ptr, ptr %1, align 8, !tbaa !98
  %65 = icmp eq ptr %64, null
  br i1 %65, label %66, label %67

66:                                               ; preds = %57
  tail call void @__assert_fail(ptr noundef nonnull @.str.12, ptr noundef nonnull @.str.13, i32 noundef 29, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_6bufferIiLi2ENS1_17aligned_allocatorIiEEvEEEERKDtsrT_4implERKS8_) #23
  unreachable

67:                                               ; preds = %57
  %68 = and i64 %22, 16
  %69 = icmp eq i64 %68, 0
  %70 = select i1 %69, i32 1025, i32 1027
  %71 = getelementptr inbounds i8, ptr %1, i64 32
  %72 = load i64, ptr %71, align 8, !tbaa !90
  %73 = getelementptr inbounds i8, ptr %1, i64 40
  %74 = load i8, ptr %73, align 8, !tbaa !97, !range !64, !noundef !65
  %75 = trunc nuw i8 %74 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id.86") align 8 %9, ptr noundef nonnull byval(%"class.sycl::_V1::range.88") align 8 %10, ptr noundef nonnull byval(%"class.sycl::_V1::range.88") align 8 %11, i32 noundef %70, ptr noundef nonnull %64, i32 noundef 2, i32 noundef 4, i64 noundef %72, i1 noundef zeroext %75, ptr noundef nonnull align 8 dereferenceable(32) %6)
          to label %76 unwind label %204

76:                                               ; preds = %67
  %77 = icmp eq ptr %58, %59
  br i1 %77, label %112, label %78

78:                                               ; preds = %76, %107
  %79 = phi ptr [ %108, %107 ], [ %58, %76 ]
  %80 = getelementptr inbounds i8, ptr %79, i64 8
  %81 = load ptr, ptr %80, align 8, !tbaa !22
  %82 = icmp eq ptr %81, null
  br i1 %82, label %107, label %83

83:                                               ; preds = %78
  %84 = getelementptr inbounds i8, ptr %81, i64 8
  %85 = load atomic i64, ptr %84 acquire, align 8
  %86 = icmp eq i64 %85, 4294967297
  %87 = trunc i64 %85 to i32
  br i1 %86, label %88, label %96

88:                                               ; preds = %83
  store i32 0, ptr %84, align 8, !tbaa !24
  %89 = getelementptr inbounds i8, ptr %81, i64 12
  store i32 0, ptr %89, align 4, !tbaa !26
  %90 = load ptr, ptr %81, align 8, !tbaa !27
  %91 = getelementptr inbounds i8, ptr %90, i64 16
  %92 = load ptr, ptr %91, align 8
  tail call void %92(ptr noundef nonnull align 8 dereferenceable(16) %81) #22
  %93 = load ptr, ptr %81, align 8, !tbaa !27
  %94 = getelementptr inbounds i8, ptr %93, i64 24
  %95 = load ptr, ptr %94, align 8
  tail call void %95(ptr noundef nonnull align 8 dereferenceable(16) %81) #22
  br label %107

96:                                               ; preds = %83
  %97 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %98 = icmp eq i8 %97, 0
  br i1 %98, label %101, label %99

99:                                               ; preds = %96
  %100 = add nsw i32 %87, -1
  store i32 %100, ptr %84, align 4, !tbaa !5
  br label %103

101:                                              ; preds = %96
  %102 = atomicrmw volatile add ptr %84, i32 -1 acq_rel, align 4
  br label %103

103:                                              ; preds = %101, %99
  %104 = phi i32 [ %87, %99 ], [ %102, %101 ]
  %105 = icmp eq i32 %104, 1
  br i1 %105, label %106, label %107, !prof !30

106:                                              ; preds = %103
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %81) #22
  br label %107

107:                                              ; preds = %106, %103, %88, %78
  %108 = getelementptr inbounds i8, ptr %79, i64 16
  %109 = icmp eq ptr %108, %59
  br i1 %109, label %110, label %78, !llvm.loop !31

110:                                              ; preds = %107
  %111 = load ptr, ptr %61, align 8, !tbaa !19
  br label %112

112:                                              ; preds = %110, %76
  %113 = phi ptr [ %111, %110 ], [ %58, %76 ]
  %114 = icmp eq ptr %113, null
  br i1 %114, label %120, label %115

115:                                              ; preds = %112
  %116 = load ptr, ptr %63, align 8, !tbaa !32
  %117 = ptrtoint ptr %116 to i64
  %118 = ptrtoint ptr %113 to i64
  %119 = sub i64 %117, %118
  tail call void @_ZdlPvm(ptr noundef nonnull %113, i64 noundef %119) #24
  br label %120

120:                                              ; preds = %112, %115
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12) #22
  %121 = getelementptr inbounds i8, ptr %0, i64 16
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %121, i8 0, i64 40, i1 false)
  %122 = load ptr, ptr %24, align 8, !tbaa !13
  %123 = load ptr, ptr %23, align 8, !tbaa !13
  %124 = ptrtoint ptr %122 to i64
  %125 = ptrtoint ptr %123 to i64
  %126 = sub i64 %124, %125
  %127 = icmp eq ptr %122, %123
  br i1 %127, label %188, label %128

128:                                              ; preds = %120
  %129 = icmp ugt i64 %126, 9223372036854775792
  br i1 %129, label %130, label %132, !prof !30

130:                                              ; preds = %128
  invoke void @_ZSt28__throw_bad_array_new_lengthv() #25
          to label %131 unwind label %208

131:                                              ; preds = %130
  unreachable

132:                                              ; preds = %128
  %133 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %126) #21
          to label %134 unwind label %208

134:                                              ; preds = %132, %151
  %135 = phi ptr [ %153, %151 ], [ %133, %132 ]
  %136 = phi ptr [ %152, %151 ], [ %123, %132 ]
  %137 = load ptr, ptr %136, align 8, !tbaa !110
  store ptr %137, ptr %135, align 8, !tbaa !110
  %138 = getelementptr inbounds i8, ptr %135, i64 8
  %139 = getelementptr inbounds i8, ptr %136, i64 8
  %140 = load ptr, ptr %139, align 8, !tbaa !22
  store ptr %140, ptr %138, align 8, !tbaa !22
  %141 = icmp eq ptr %140, null
  br i1 %141, label %151, label %142

142:                                              ; preds = %134
  %143 = getelementptr inbounds i8, ptr %140, i64 8
  %144 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %145 = icmp eq i8 %144, 0
  br i1 %145, label %149, label %146

146:                                              ; preds = %142
  %147 = load i32, ptr %143, align 4, !tbaa !5
  %148 = add nsw i32 %147, 1
  store i32 %148, ptr %143, align 4, !tbaa !5
  br label %151

149:                                              ; preds = %142
  %150 = atomicrmw volatile add ptr %143, i32 1 acq_rel, align 4
  br label %151

151:                                              ; preds = %149, %146, %134
  %152 = getelementptr inbounds i8, ptr %136, i64 16
  %153 = getelementptr inbounds i8, ptr %135, i64 16
  %154 = icmp eq ptr %152, %122
  br i1 %154, label %155, label %134, !llvm.loop !112

155:                                              ; preds = %151, %184
  %156 = phi ptr [ %185, %184 ], [ %133, %151 ]
  %157 = getelementptr inbounds i8, ptr %156, i64 8
  %158 = load ptr, ptr %157, align 8, !tbaa !22
  %159 = icmp eq ptr %158, null
  br i1 %159, label %184, label %160

160:                                              ; preds = %155
  %161 = getelementptr inbounds i8, ptr %158, i64 8
  %162 = load atomic i64, ptr %161 acquire, align 8
  %163 = icmp eq i64 %162, 4294967297
  %164 = trunc i64 %162 to i32
  br i1 %163, label %165, label %173

165:                                              ; preds = %160
  store i32 0, ptr %161, align 8, !tbaa !24
  %166 = getelementptr inbounds i8, ptr %158, i64 12
  store i32 0, ptr %166, align 4, !tbaa !26
  %167 = load ptr, ptr %158, align 8, !tbaa !27
  %168 = getelementptr inbounds i8, ptr %167, i64 16
  %169 = load ptr, ptr %168, align 8
  tail call void %169(ptr noundef nonnull align 8 dereferenceable(16) %158) #22
  %170 = load ptr, ptr %158, align 8, !tbaa !27
  %171 = getelementptr inbounds i8, ptr %170, i64 24
  %172 = load ptr, ptr %171, align 8
  tail call void %172(ptr noundef nonnull align 8 dereferenceable(16) %158) #22
  br label %184

173:                                              ; preds = %160
  %174 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %175 = icmp eq i8 %174, 0
  br i1 %175, label %178, label %176

176:                                              ; preds = %173
  %177 = add nsw i32 %164, -1
  store i32 %177, ptr %161, align 4, !tbaa !5
  br label %180

178:                                              ; preds = %173
  %179 = atomicrmw volatile add ptr %161, i32 -1 acq_rel, align 4
  br label %180

180:                                              ; preds = %178, %176
  %181 = phi i32 [ %164, %176 ], [ %179, %178 ]
  %182 = icmp eq i32 %181, 1
  br i1 %182, label %183, label %184, !prof !30

183:                                              ; preds = %180
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %158) #22
  br label %184

184:                                              ; preds = %183, %180, %165, %155
  %185 = getelementptr inbounds i8, ptr %156, i64 16
  %186 = icmp eq ptr %156, %135
  br i1 %186, label %187, label %155, !llvm.loop !31

187:                                              ; preds = %184
  tail call void @_ZdlPvm(ptr noundef nonnull %133, i64 noundef %126) #24
  br label %188

188:                                              ; preds = %120, %187
  %189 = load i64, ptr %18, align 8
  %190 = load i64, ptr %19, align 8
  %191 = load i64, ptr %5, align 8, !tbaa !33
  %192 = add i64 %191, %3
  %193 = icmp ugt i64 %192, %189
  %194 = load i64, ptr %13, align 8, !tbaa !33
  %195 = add i64 %194, %4
  %196 = icmp ugt i64 %195, %190
  %197 = or i1 %193, %196
  br i1 %197, label %198, label %212

198:                                              ; preds = %188
  %199 = tail call ptr @__cxa_allocate_exception(i64 64) #22
  %200 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #22
  %201 = extractvalue { i32, ptr } %200, 0
  %202 = extractvalue { i32, ptr } %200, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %199, i32 %201, ptr %202, ptr noundef nonnull @.str.10)
          to label %203 unwind label %210

203:                                              ; preds = %198
  invoke void @__cxa_throw(ptr nonnull %199, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #25
          to label %240 unwind label %206

204:                                              ; preds = %67
  %205 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %12) #22
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12) #22
  br label %238

206:                                              ; preds = %233, %229, %227, %225, %223, %221, %212, %219, %214, %203
  %207 = landingpad { ptr, i32 }
          cleanup
  br label %236

208:                                              ; preds = %132, %130
  %209 = landingpad { ptr, i32 }
          cleanup
  br label %236

210:                                              ; preds = %198
  %211 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %199) #22
  br label %236

212:                                              ; preds = %188
  %213 = invoke noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %214 unwind label %206

214:                                              ; preds = %212
  store ptr %213, ptr %121, align 8, !tbaa !254
  invoke void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(176) %2, ptr noundef nonnull %0, i32 noundef 2014)
          to label %215 unwind label %206

215:                                              ; preds = %214
  %216 = load ptr, ptr %1, align 8, !tbaa !98
  %217 = icmp eq ptr %216, null
  br i1 %217, label %218, label %219

218:                                              ; preds = %215
  tail call void @__assert_fail(ptr noundef nonnull @.str.12, ptr noundef nonnull @.str.13, i32 noundef 29, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_6bufferIiLi2ENS1_17aligned_allocatorIiEEvEEEERKDtsrT_4implERKS8_) #23
  unreachable

219:                                              ; preds = %215
  %220 = load ptr, ptr %0, align 8, !tbaa !113
  invoke void @_ZN4sycl3_V16detail23constructorNotificationEPvS2_NS0_6access6targetENS3_4modeERKNS1_13code_locationE(ptr noundef nonnull %216, ptr noundef %220, i32 noundef 2014, i32 noundef 1025, ptr noundef nonnull align 8 dereferenceable(24) %7)
          to label %221 unwind label %206

221:                                              ; preds = %219
  %222 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %223 unwind label %206

223:                                              ; preds = %221
  %224 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %225 unwind label %206

225:                                              ; preds = %223
  %226 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %227 unwind label %206

227:                                              ; preds = %225
  %228 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %229 unwind label %206

229:                                              ; preds = %227
  %230 = call noundef ptr @_ZN4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #22
  %231 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #22
  %232 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %233 unwind label %206

233:                                              ; preds = %229
  %234 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %235 unwind label %206

235:                                              ; preds = %233
  ret void

236:                                              ; preds = %210, %208, %206
  %237 = phi { ptr, i32 } [ %207, %206 ], [ %211, %210 ], [ %209, %208 ]
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #22
  br label %238

238:                                              ; preds = %236, %204
  %239 = phi { ptr, i32 } [ %237, %236 ], [ %205, %204 ]
  resume { ptr, i32 } %239

240:                                              ; preds = %203
  unreachable
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal { i64, i32 } @_ZN4sycl3_V16detail18getKernelParamDescIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi2EEEE_EENS1_19kernel_param_desc_tEi(i32 noundef %0) #17 {
  %2 = add i32 %0, 8
  %3 = zext i32 %2 to i64
  %4 = getelementptr inbounds [11 x %"struct.sycl::_V1::detail::kernel_param_desc_t"], ptr @_ZN4sycl3_V16detailL17kernel_signaturesE, i64 0, i64 %3
  %5 = load i64, ptr %4, align 4
  %6 = getelementptr inbounds i8, ptr %4, i64 8
  %7 = load i32, ptr %6, align 4, !tbaa !5
  %8 = insertvalue { i64, i32 } poison, i64 %5, 0
  %9 = insertvalue { i64, i32 } %8, i32 %7, 1
  ret { i64, i32 } %9
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef nonnull ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EE6getPtrEv(ptr noundef nonnull readnone align 8 dereferenceable(120) %0) unnamed_addr #17 align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EED2Ev(ptr nocapture noundef nonnull align 8 dereferenceable(120) %0) unnamed_addr #3 align 2 personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE, i64 16), ptr %0, align 8, !tbaa !27
  %2 = getelementptr inbounds i8, ptr %0, i64 72
  %3 = load ptr, ptr %2, align 8, !tbaa !22
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !24
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !26
  %12 = load ptr, ptr %3, align 8, !tbaa !27
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #22
  %15 = load ptr, ptr %3, align 8, !tbaa !27
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #22
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !5
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !30

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #22
  br label %29

29:                                               ; preds = %28, %25, %10, %1
  %30 = getelementptr inbounds i8, ptr %0, i64 16
  %31 = load ptr, ptr %30, align 8, !tbaa !22
  %32 = icmp eq ptr %31, null
  br i1 %32, label %57, label %33

33:                                               ; preds = %29
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = load atomic i64, ptr %34 acquire, align 8
  %36 = icmp eq i64 %35, 4294967297
  %37 = trunc i64 %35 to i32
  br i1 %36, label %38, label %46

38:                                               ; preds = %33
  store i32 0, ptr %34, align 8, !tbaa !24
  %39 = getelementptr inbounds i8, ptr %31, i64 12
  store i32 0, ptr %39, align 4, !tbaa !26
  %40 = load ptr, ptr %31, align 8, !tbaa !27
  %41 = getelementptr inbounds i8, ptr %40, i64 16
  %42 = load ptr, ptr %41, align 8
  tail call void %42(ptr noundef nonnull align 8 dereferenceable(16) %31) #22
  %43 = load ptr, ptr %31, align 8, !tbaa !27
  %44 = getelementptr inbounds i8, ptr %43, i64 24
  %45 = load ptr, ptr %44, align 8
  tail call void %45(ptr noundef nonnull align 8 dereferenceable(16) %31) #22
  br label %57

46:                                               ; preds = %33
  %47 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %48 = icmp eq i8 %47, 0
  br i1 %48, label %51, label %49

49:                                               ; preds = %46
  %50 = add nsw i32 %37, -1
  store i32 %50, ptr %34, align 4, !tbaa !5
  br label %53

51:                                               ; preds = %46
  %52 = atomicrmw volatile add ptr %34, i32 -1 acq_rel, align 4
  br label %53

53:                                               ; preds = %51, %49
  %54 = phi i32 [ %37, %49 ], [ %52, %51 ]
  %55 = icmp eq i32 %54, 1
  br i1 %55, label %56, label %57, !prof !30

56:                                               ; preds = %53
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #22
  br label %57

57:                                               ; preds = %29, %38, %53, %56
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EED0Ev(ptr noundef nonnull align 8 dereferenceable(120) %0) unnamed_addr #3 align 2 {
  tail call void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EED2Ev(ptr noundef nonnull align 8 dereferenceable(120) %0) #22
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 120) #24
  ret void
}

; Function Attrs: mustprogress uwtable
define internal void @_ZN4sycl3_V16detail16runKernelWithArgINS0_4itemILi2ELb1EEEZZ4mainENKUlRNS0_7handlerEE0_clES6_EUlNS0_2idILi2EEEE_Lb0EEEvT0_T_RKSt17integral_constantIbXT1_EE(ptr noundef %0, ptr nocapture noundef readonly byval(%"class.sycl::_V1::item") align 8 %1, ptr nocapture nonnull readnone align 1 %2) #2 personality ptr @__gxx_personality_v0 {
  %4 = alloca { ptr, [32 x i8] }, align 8
  %5 = alloca %"class.sycl::_V1::detail::accessor_common<int, 2, sycl::_V1::access::mode::read, sycl::_V1::access::target::device, sycl::_V1::access::placeholder::false_t>::AccessorSubscript", align 8
  %6 = getelementptr inbounds i8, ptr %1, i64 16
  %7 = load i64, ptr %6, align 8, !tbaa !33
  %8 = getelementptr inbounds i8, ptr %1, i64 24
  %9 = load i64, ptr %8, align 8, !tbaa !33
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %5) #22
  %10 = getelementptr inbounds i8, ptr %0, i64 56
  %11 = add i64 %7, 14
  tail call void @llvm.experimental.noalias.scope.decl(metadata !256)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %4)
  %12 = load ptr, ptr %10, align 8, !tbaa !113, !noalias !256
  %13 = getelementptr inbounds i8, ptr %0, i64 64
  %14 = load ptr, ptr %13, align 8, !tbaa !22, !noalias !256
  %15 = icmp eq ptr %14, null
  br i1 %15, label %27, label %16

16:                                               ; preds = %3
  %17 = getelementptr inbounds i8, ptr %14, i64 8
  %18 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29, !noalias !256
  %19 = icmp eq i8 %18, 0
  %20 = getelementptr inbounds i8, ptr %0, i64 72
  br i1 %19, label %32, label %21

21:                                               ; preds = %16
  %22 = load i32, ptr %17, align 4, !tbaa !5, !noalias !256
  %23 = add nsw i32 %22, 1
  store i32 %23, ptr %17, align 4, !tbaa !5, !noalias !256
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %4, ptr noundef nonnull align 8 dereferenceable(40) %20, i64 40, i1 false), !noalias !256
  %24 = getelementptr inbounds i8, ptr %5, i64 8
  store i64 0, ptr %24, align 8
  %25 = getelementptr inbounds i8, ptr %5, i64 16
  store ptr %12, ptr %25, align 8, !tbaa !113, !alias.scope !256
  %26 = getelementptr inbounds i8, ptr %5, i64 24
  store ptr %14, ptr %26, align 8, !tbaa !22, !alias.scope !256
  br label %40

27:                                               ; preds = %3
  %28 = getelementptr inbounds i8, ptr %0, i64 72
  %29 = getelementptr inbounds i8, ptr %5, i64 16
  store ptr %12, ptr %29, align 8, !tbaa !113, !alias.scope !256
  %30 = getelementptr inbounds i8, ptr %5, i64 24
  store ptr null, ptr %30, align 8, !tbaa !22, !alias.scope !256
  %31 = getelementptr inbounds i8, ptr %5, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %31, ptr noundef nonnull align 8 dereferenceable(40) %28, i64 40, i1 false)
  store i64 %11, ptr %5, align 8, !tbaa !33, !alias.scope !256
  br label %69

32:                                               ; preds = %16
  %33 = atomicrmw volatile add ptr %17, i32 1 acq_rel, align 4, !noalias !256
  %34 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29, !noalias !256
  %35 = icmp eq i8 %34, 0
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %4, ptr noundef nonnull align 8 dereferenceable(40) %20, i64 40, i1 false), !noalias !256
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %5, i8 0, i64 16, i1 false), !alias.scope !256
  %36 = getelementptr inbounds i8, ptr %5, i64 16
  store ptr %12, ptr %36, align 8, !tbaa !113, !alias.scope !256
  %37 = getelementptr inbounds i8, ptr %5, i64 24
  store ptr %14, ptr %37, align 8, !tbaa !22, !alias.scope !256
  br i1 %35, label %43, label %38

38:                                               ; preds = %32
  %39 = load i32, ptr %17, align 4, !tbaa !5, !noalias !256
  br label %40

40:                                               ; preds = %38, %21
  %41 = phi i32 [ %39, %38 ], [ %23, %21 ]
  %42 = add nsw i32 %41, 1
  store i32 %42, ptr %17, align 4, !tbaa !5, !noalias !256
  br label %45

43:                                               ; preds = %32
  %44 = atomicrmw volatile add ptr %17, i32 1 acq_rel, align 4, !noalias !256
  br label %45

45:                                               ; preds = %43, %40
  %46 = getelementptr inbounds i8, ptr %5, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %46, ptr noundef nonnull align 8 dereferenceable(40) %4, i64 40, i1 false)
  store i64 %11, ptr %5, align 8, !tbaa !33, !alias.scope !256
  %47 = load atomic i64, ptr %17 acquire, align 8, !noalias !256
  %48 = icmp eq i64 %47, 4294967297
  %49 = trunc i64 %47 to i32
  br i1 %48, label %50, label %58

50:                                               ; preds = %45
  store i32 0, ptr %17, align 8, !tbaa !24, !noalias !256
  %51 = getelementptr inbounds i8, ptr %14, i64 12
  store i32 0, ptr %51, align 4, !tbaa !26, !noalias !256
  %52 = load ptr, ptr %14, align 8, !tbaa !27, !noalias !256
  %53 = getelementptr inbounds i8, ptr %52, i64 16
  %54 = load ptr, ptr %53, align 8, !noalias !256
  tail call void %54(ptr noundef nonnull align 8 dereferenceable(16) %14) #22, !noalias !256
  %55 = load ptr, ptr %14, align 8, !tbaa !27, !noalias !256
  %56 = getelementptr inbounds i8, ptr %55, i64 24
  %57 = load ptr, ptr %56, align 8, !noalias !256
  tail call void %57(ptr noundef nonnull align 8 dereferenceable(16) %14) #22, !noalias !256
  br label %69

58:                                               ; preds = %45
  %59 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29, !noalias !256
  %60 = icmp eq i8 %59, 0
  br i1 %60, label %63, label %61

61:                                               ; preds = %58
  %62 = add nsw i32 %49, -1
  store i32 %62, ptr %17, align 4, !tbaa !5, !noalias !256
  br label %65

63:                                               ; preds = %58
  %64 = atomicrmw volatile add ptr %17, i32 -1 acq_rel, align 4, !noalias !256
  br label %65

65:                                               ; preds = %63, %61
  %66 = phi i32 [ %49, %61 ], [ %64, %63 ]
  %67 = icmp eq i32 %66, 1
  br i1 %67, label %68, label %69, !prof !30

68:                                               ; preds = %65
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %14) #22, !noalias !256
  br label %69

69:                                               ; preds = %68, %65, %50, %27
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %4)
  %70 = getelementptr inbounds i8, ptr %5, i64 8
  store i64 %9, ptr %70, align 8, !tbaa !33
  %71 = getelementptr inbounds i8, ptr %5, i64 16
  %72 = load i64, ptr %5, align 8
  %73 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %71)
          to label %74 unwind label %140

74:                                               ; preds = %69
  %75 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %71)
          to label %76 unwind label %140

76:                                               ; preds = %74
  %77 = load i64, ptr %75, align 8
  %78 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %71)
          to label %79 unwind label %140

79:                                               ; preds = %76
  %80 = getelementptr inbounds i8, ptr %78, i64 8
  %81 = load i64, ptr %80, align 8
  %82 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %71)
          to label %83 unwind label %140

83:                                               ; preds = %79
  %84 = add i64 %77, %72
  %85 = mul i64 %81, %84
  %86 = getelementptr inbounds i8, ptr %82, i64 8
  %87 = load i64, ptr %86, align 8
  %88 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %71) #22
  %89 = getelementptr i32, ptr %88, i64 %85
  %90 = getelementptr i32, ptr %89, i64 %9
  %91 = getelementptr i32, ptr %90, i64 %87
  %92 = load i32, ptr %91, align 4, !tbaa !5
  %93 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %94 unwind label %140

94:                                               ; preds = %83
  %95 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %96 unwind label %140

96:                                               ; preds = %94
  %97 = load i64, ptr %95, align 8
  %98 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %99 unwind label %140

99:                                               ; preds = %96
  %100 = getelementptr inbounds i8, ptr %98, i64 8
  %101 = load i64, ptr %100, align 8
  %102 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %103 unwind label %140

103:                                              ; preds = %99
  %104 = add i64 %97, %7
  %105 = mul i64 %101, %104
  %106 = getelementptr inbounds i8, ptr %102, i64 8
  %107 = load i64, ptr %106, align 8
  %108 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #22
  %109 = getelementptr i32, ptr %108, i64 %105
  %110 = getelementptr i32, ptr %109, i64 %9
  %111 = getelementptr i32, ptr %110, i64 %107
  %112 = shl nsw i32 %92, 1
  store i32 %112, ptr %111, align 4, !tbaa !5
  %113 = getelementptr inbounds i8, ptr %5, i64 24
  %114 = load ptr, ptr %113, align 8, !tbaa !22
  %115 = icmp eq ptr %114, null
  br i1 %115, label %142, label %116

116:                                              ; preds = %103
  %117 = getelementptr inbounds i8, ptr %114, i64 8
  %118 = load atomic i64, ptr %117 acquire, align 8
  %119 = icmp eq i64 %118, 4294967297
  %120 = trunc i64 %118 to i32
  br i1 %119, label %121, label %129

121:                                              ; preds = %116
  store i32 0, ptr %117, align 8, !tbaa !24
  %122 = getelementptr inbounds i8, ptr %114, i64 12
  store i32 0, ptr %122, align 4, !tbaa !26
  %123 = load ptr, ptr %114, align 8, !tbaa !27
  %124 = getelementptr inbounds i8, ptr %123, i64 16
  %125 = load ptr, ptr %124, align 8
  call void %125(ptr noundef nonnull align 8 dereferenceable(16) %114) #22
  %126 = load ptr, ptr %114, align 8, !tbaa !27
  %127 = getelementptr inbounds i8, ptr %126, i64 24
  %128 = load ptr, ptr %127, align 8
  call void %128(ptr noundef nonnull align 8 dereferenceable(16) %114) #22
  br label %142

129:                                              ; preds = %116
  %130 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %131 = icmp eq i8 %130, 0
  br i1 %131, label %134, label %132

132:                                              ; preds = %129
  %133 = add nsw i32 %120, -1
  store i32 %133, ptr %117, align 4, !tbaa !5
  br label %136

134:                                              ; preds = %129
  %135 = atomicrmw volatile add ptr %117, i32 -1 acq_rel, align 4
  br label %136

136:                                              ; preds = %134, %132
  %137 = phi i32 [ %120, %132 ], [ %135, %134 ]
  %138 = icmp eq i32 %137, 1
  br i1 %138, label %139, label %142, !prof !30

139:                                              ; preds = %136
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %114) #22
  br label %142

140:                                              ; preds = %99, %96, %94, %83, %79, %76, %74, %69
  %141 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail15accessor_commonIiLi2ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIiLi2ELS4_1024ELS5_2014ELS6_0ESA_EEED2Ev(ptr noundef nonnull align 8 dereferenceable(72) %5) #22
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %5) #22
  resume { ptr, i32 } %141

142:                                              ; preds = %103, %121, %136, %139
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %5) #22
  ret void
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail15accessor_commonIiLi2ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIiLi2ELS4_1024ELS5_2014ELS6_0ESA_EEED2Ev(ptr noundef nonnull align 8 dereferenceable(72) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 24
  %3 = load ptr, ptr %2, align 8, !tbaa !22
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !24
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !26
  %12 = load ptr, ptr %3, align 8, !tbaa !27
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #22
  %15 = load ptr, ptr %3, align 8, !tbaa !27
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #22
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !5
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !30

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #22
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #18

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #19

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #20

attributes #0 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { inlinehint mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #8 = { noinline noreturn nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { mustprogress noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { noreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { nobuiltin allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #14 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #15 = { nofree nosync nounwind memory(none) }
attributes #16 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #17 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #18 = { nofree nounwind }
attributes #19 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #20 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #21 = { builtin allocsize(0) }
attributes #22 = { nounwind }
attributes #23 = { noreturn nounwind }
attributes #24 = { builtin nounwind }
attributes #25 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = distinct !{!9, !10, !11, !12}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.isvectorized", i32 1}
!12 = !{!"llvm.loop.unroll.runtime.disable"}
!13 = !{!14, !14, i64 0}
!14 = !{!"any pointer", !7, i64 0}
!15 = !{!16, !14, i64 24}
!16 = !{!"_ZTSSt8functionIFvN4sycl3_V114exception_listEEE", !17, i64 0, !14, i64 24}
!17 = !{!"_ZTSSt14_Function_base", !7, i64 0, !14, i64 16}
!18 = !{!17, !14, i64 16}
!19 = !{!20, !14, i64 0}
!20 = !{!"_ZTSNSt12_Vector_baseISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEESaIS5_EE17_Vector_impl_dataE", !14, i64 0, !14, i64 8, !14, i64 16}
!21 = !{!20, !14, i64 8}
!22 = !{!23, !14, i64 0}
!23 = !{!"_ZTSSt14__shared_countILN9__gnu_cxx12_Lock_policyE2EE", !14, i64 0}
!24 = !{!25, !6, i64 8}
!25 = !{!"_ZTSSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE", !6, i64 8, !6, i64 12}
!26 = !{!25, !6, i64 12}
!27 = !{!28, !28, i64 0}
!28 = !{!"vtable pointer", !8, i64 0}
!29 = !{!7, !7, i64 0}
!30 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!31 = distinct !{!31, !10}
!32 = !{!20, !14, i64 16}
!33 = !{!34, !34, i64 0}
!34 = !{!"long", !7, i64 0}
!35 = !{!36, !14, i64 0}
!36 = !{!"_ZTSN4sycl3_V16detail13code_locationE", !14, i64 0, !14, i64 8, !6, i64 16, !6, i64 20}
!37 = !{!38}
!38 = distinct !{!38, !39, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!39 = distinct !{!39, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!40 = !{!36, !14, i64 8}
!41 = !{!36, !6, i64 16}
!42 = !{!36, !6, i64 20}
!43 = !{!44}
!44 = distinct !{!44, !45, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!45 = distinct !{!45, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!46 = !{!47}
!47 = distinct !{!47, !48, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!48 = distinct !{!48, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!49 = !{!50}
!50 = distinct !{!50, !51, !"_ZN4sycl3_V15queue6submitIZ4mainEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_RKNS0_6detail13code_locationE: argument 0"}
!51 = distinct !{!51, !"_ZN4sycl3_V15queue6submitIZ4mainEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_RKNS0_6detail13code_locationE"}
!52 = !{!53, !14, i64 0}
!53 = !{!"_ZTSN4sycl3_V16detail19type_erased_cgfo_tyE", !14, i64 0, !14, i64 8}
!54 = !{!53, !14, i64 8}
!55 = !{!56, !50}
!56 = distinct !{!56, !57, !"_ZNK4sycl3_V15queue17submit_with_eventINS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET_RKNS0_6detail19type_erased_cgfo_tyERKNSD_13code_locationE: argument 0"}
!57 = distinct !{!57, !"_ZNK4sycl3_V15queue17submit_with_eventINS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET_RKNS0_6detail19type_erased_cgfo_tyERKNSD_13code_locationE"}
!58 = !{!59, !60, i64 0}
!59 = !{!"_ZTSN4sycl3_V16detail3_V114SubmissionInfoE", !60, i64 0}
!60 = !{!"_ZTSN4sycl3_V13ext6oneapi12experimental15event_mode_enumE", !7, i64 0}
!61 = !{!62, !63, i64 8}
!62 = !{!"_ZTSN4sycl3_V16detail14tls_code_loc_tE", !14, i64 0, !63, i64 8}
!63 = !{!"bool", !7, i64 0}
!64 = !{i8 0, i8 2}
!65 = !{}
!66 = !{!67}
!67 = distinct !{!67, !68, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!68 = distinct !{!68, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!69 = !{!70}
!70 = distinct !{!70, !71, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!71 = distinct !{!71, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!72 = !{!73}
!73 = distinct !{!73, !74, !"_ZN4sycl3_V15queue6submitIZ4mainEUlRNS0_7handlerEE0_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_RKNS0_6detail13code_locationE: argument 0"}
!74 = distinct !{!74, !"_ZN4sycl3_V15queue6submitIZ4mainEUlRNS0_7handlerEE0_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_RKNS0_6detail13code_locationE"}
!75 = !{!76, !73}
!76 = distinct !{!76, !77, !"_ZNK4sycl3_V15queue17submit_with_eventINS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET_RKNS0_6detail19type_erased_cgfo_tyERKNSD_13code_locationE: argument 0"}
!77 = distinct !{!77, !"_ZNK4sycl3_V15queue17submit_with_eventINS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET_RKNS0_6detail19type_erased_cgfo_tyERKNSD_13code_locationE"}
!78 = distinct !{!78, !10}
!79 = distinct !{!79, !10}
!80 = !{!81}
!81 = distinct !{!81, !82, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIiEEiEEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!82 = distinct !{!82, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIiEEiEEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!83 = !{!84, !34, i64 0}
!84 = !{!"_ZTSN4sycl3_V16detail17aligned_allocatorIiEE", !34, i64 0}
!85 = !{!86, !34, i64 16}
!86 = !{!"_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiEE", !87, i64 0, !84, i64 8, !34, i64 16}
!87 = !{!"_ZTSN4sycl3_V16detail19SYCLMemObjAllocatorE"}
!88 = !{!89, !14, i64 0}
!89 = !{!"_ZTSSt10_Head_baseILm0EPN4sycl3_V16detail19SYCLMemObjAllocatorELb0EE", !14, i64 0}
!90 = !{!91, !34, i64 32}
!91 = !{!"_ZTSN4sycl3_V16bufferIiLi2ENS0_6detail17aligned_allocatorIiEEvEE", !92, i64 0, !95, i64 16, !34, i64 32, !63, i64 40}
!92 = !{!"_ZTSN4sycl3_V16detail12buffer_plainE", !93, i64 0}
!93 = !{!"_ZTSSt10shared_ptrIN4sycl3_V16detail11buffer_implEE", !94, i64 0}
!94 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail11buffer_implELN9__gnu_cxx12_Lock_policyE2EE", !14, i64 0, !23, i64 8}
!95 = !{!"_ZTSN4sycl3_V15rangeILi2EEE", !96, i64 0}
!96 = !{!"_ZTSN4sycl3_V16detail5arrayILi2EEE", !7, i64 0}
!97 = !{!91, !63, i64 40}
!98 = !{!94, !14, i64 0}
!99 = !{!100, !14, i64 8}
!100 = !{!"_ZTSSt9type_info", !14, i64 8}
!101 = !{!102}
!102 = distinct !{!102, !103, !"_ZN4sycl3_V16detail12rangeToArrayERKNS0_5rangeILi2EEE: argument 0"}
!103 = distinct !{!103, !"_ZN4sycl3_V16detail12rangeToArrayERKNS0_5rangeILi2EEE"}
!104 = !{!105}
!105 = distinct !{!105, !106, !"_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE: argument 0"}
!106 = distinct !{!106, !"_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE"}
!107 = !{!108}
!108 = distinct !{!108, !109, !"_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE: argument 0"}
!109 = distinct !{!109, !"_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE"}
!110 = !{!111, !14, i64 0}
!111 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseELN9__gnu_cxx12_Lock_policyE2EE", !14, i64 0, !23, i64 8}
!112 = distinct !{!112, !10}
!113 = !{!114, !14, i64 0}
!114 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail16AccessorImplHostELN9__gnu_cxx12_Lock_policyE2EE", !14, i64 0, !23, i64 8}
!115 = !{!116, !14, i64 16}
!116 = !{!"_ZTSN4sycl3_V18accessorIiLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !117, i64 0, !14, i64 16, !7, i64 24}
!117 = !{!"_ZTSN4sycl3_V16detail16AccessorBaseHostE", !118, i64 0}
!118 = !{!"_ZTSSt10shared_ptrIN4sycl3_V16detail16AccessorImplHostEE", !114, i64 0}
!119 = !{!120, !14, i64 24}
!120 = !{!"_ZTSSt8functionIFiRKN4sycl3_V16deviceEEE", !17, i64 0, !14, i64 24}
!121 = !{!122, !14, i64 16}
!122 = !{!"_ZTSNSt12_Vector_baseINSt15__exception_ptr13exception_ptrESaIS1_EE17_Vector_impl_dataE", !14, i64 0, !14, i64 8, !14, i64 16}
!123 = !{!122, !14, i64 0}
!124 = !{!122, !14, i64 8}
!125 = !{!126, !14, i64 0}
!126 = !{!"_ZTSNSt15__exception_ptr13exception_ptrE", !14, i64 0}
!127 = distinct !{!127, !10}
!128 = !{!129, !14, i64 0}
!129 = !{!"_ZTSZ4mainEUlRN4sycl3_V17handlerEE_", !14, i64 0, !14, i64 8}
!130 = !{!129, !14, i64 8}
!131 = !{!132, !63, i64 8}
!132 = !{!"_ZTSSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental23work_group_scratch_sizeEE", !7, i64 0, !63, i64 8}
!133 = !{!134, !136}
!134 = distinct !{!134, !135, !"_ZN4sycl3_V16detail27kernel_launch_properties_v129extractKernelPropertiesCommonINS2_11PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS5_5intel12experimental12cache_configENS7_17use_root_sync_keyENS7_23work_group_progress_keyENS7_22sub_group_progress_keyENS7_22work_item_progress_keyENS7_4cuda12cluster_sizeILi1EEENSH_ILi2EEENSH_ILi3EEEEEELb0ENS7_10propertiesINS7_6detail20properties_type_listIJEEEEEvEET_T1_: argument 0"}
!135 = distinct !{!135, !"_ZN4sycl3_V16detail27kernel_launch_properties_v129extractKernelPropertiesCommonINS2_11PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS5_5intel12experimental12cache_configENS7_17use_root_sync_keyENS7_23work_group_progress_keyENS7_22sub_group_progress_keyENS7_22work_item_progress_keyENS7_4cuda12cluster_sizeILi1EEENSH_ILi2EEENSH_ILi3EEEEEELb0ENS7_10propertiesINS7_6detail20properties_type_listIJEEEEEvEET_T1_"}
!136 = distinct !{!136, !137, !"_ZN4sycl3_V16detail27kernel_launch_properties_v123extractKernelPropertiesILb0ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEvEEDaT0_: argument 0"}
!137 = distinct !{!137, !"_ZN4sycl3_V16detail27kernel_launch_properties_v123extractKernelPropertiesILb0ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEvEEDaT0_"}
!138 = !{!139, !63, i64 2}
!139 = !{!"_ZTSSt22_Optional_payload_baseIN4sycl3_V13ext5intel12experimental12cache_configEE", !7, i64 0, !63, i64 2}
!140 = !{!141, !63, i64 0}
!141 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental17use_root_sync_keyEvEE", !63, i64 0}
!142 = !{!143, !63, i64 4}
!143 = !{!"_ZTSSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental26forward_progress_guaranteeEE", !7, i64 0, !63, i64 4}
!144 = !{!145, !63, i64 4}
!145 = !{!"_ZTSSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental15execution_scopeEE", !7, i64 0, !63, i64 4}
!146 = !{!147, !63, i64 8}
!147 = !{!"_ZTSSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi1EEEE", !7, i64 0, !63, i64 8}
!148 = !{!149, !63, i64 16}
!149 = !{!"_ZTSSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi2EEEE", !7, i64 0, !63, i64 16}
!150 = !{!151, !63, i64 24}
!151 = !{!"_ZTSSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi3EEEE", !7, i64 0, !63, i64 24}
!152 = !{!153, !63, i64 144}
!153 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v111PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS4_5intel12experimental12cache_configENS6_17use_root_sync_keyENS6_23work_group_progress_keyENS6_22sub_group_progress_keyENS6_22work_item_progress_keyENS6_4cuda12cluster_sizeILi1EEENSG_ILi2EEENSG_ILi3EEEEEE", !154, i64 0, !158, i64 16, !141, i64 20, !162, i64 24, !169, i64 40, !170, i64 56, !171, i64 72, !175, i64 88, !179, i64 112, !63, i64 144}
!154 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental23work_group_scratch_sizeEvEE", !155, i64 0}
!155 = !{!"_ZTSSt8optionalIN4sycl3_V13ext6oneapi12experimental23work_group_scratch_sizeEE", !156, i64 0}
!156 = !{!"_ZTSSt14_Optional_baseIN4sycl3_V13ext6oneapi12experimental23work_group_scratch_sizeELb1ELb1EE", !157, i64 0}
!157 = !{!"_ZTSSt17_Optional_payloadIN4sycl3_V13ext6oneapi12experimental23work_group_scratch_sizeELb1ELb1ELb1EE", !132, i64 0}
!158 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext5intel12experimental12cache_configEvEE", !159, i64 0}
!159 = !{!"_ZTSSt8optionalIN4sycl3_V13ext5intel12experimental12cache_configEE", !160, i64 0}
!160 = !{!"_ZTSSt14_Optional_baseIN4sycl3_V13ext5intel12experimental12cache_configELb1ELb1EE", !161, i64 0}
!161 = !{!"_ZTSSt17_Optional_payloadIN4sycl3_V13ext5intel12experimental12cache_configELb1ELb1ELb1EE", !139, i64 0}
!162 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental23work_group_progress_keyEvEE", !163, i64 0, !166, i64 8}
!163 = !{!"_ZTSSt8optionalIN4sycl3_V13ext6oneapi12experimental26forward_progress_guaranteeEE", !164, i64 0}
!164 = !{!"_ZTSSt14_Optional_baseIN4sycl3_V13ext6oneapi12experimental26forward_progress_guaranteeELb1ELb1EE", !165, i64 0}
!165 = !{!"_ZTSSt17_Optional_payloadIN4sycl3_V13ext6oneapi12experimental26forward_progress_guaranteeELb1ELb1ELb1EE", !143, i64 0}
!166 = !{!"_ZTSSt8optionalIN4sycl3_V13ext6oneapi12experimental15execution_scopeEE", !167, i64 0}
!167 = !{!"_ZTSSt14_Optional_baseIN4sycl3_V13ext6oneapi12experimental15execution_scopeELb1ELb1EE", !168, i64 0}
!168 = !{!"_ZTSSt17_Optional_payloadIN4sycl3_V13ext6oneapi12experimental15execution_scopeELb1ELb1ELb1EE", !145, i64 0}
!169 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental22sub_group_progress_keyEvEE", !163, i64 0, !166, i64 8}
!170 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental22work_item_progress_keyEvEE", !163, i64 0, !166, i64 8}
!171 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental4cuda12cluster_sizeILi1EEEvEE", !172, i64 0}
!172 = !{!"_ZTSSt8optionalIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi1EEEE", !173, i64 0}
!173 = !{!"_ZTSSt14_Optional_baseIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi1EEELb1ELb1EE", !174, i64 0}
!174 = !{!"_ZTSSt17_Optional_payloadIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi1EEELb1ELb1ELb1EE", !147, i64 0}
!175 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental4cuda12cluster_sizeILi2EEEvEE", !176, i64 0}
!176 = !{!"_ZTSSt8optionalIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi2EEEE", !177, i64 0}
!177 = !{!"_ZTSSt14_Optional_baseIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi2EEELb1ELb1EE", !178, i64 0}
!178 = !{!"_ZTSSt17_Optional_payloadIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi2EEELb1ELb1ELb1EE", !149, i64 0}
!179 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental4cuda12cluster_sizeILi3EEEvEE", !180, i64 0}
!180 = !{!"_ZTSSt8optionalIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi3EEEE", !181, i64 0}
!181 = !{!"_ZTSSt14_Optional_baseIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi3EEELb1ELb1EE", !182, i64 0}
!182 = !{!"_ZTSSt17_Optional_payloadIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi3EEELb1ELb1ELb1EE", !151, i64 0}
!183 = !{!184, !14, i64 0}
!184 = !{!"_ZTSN4sycl3_V16detail16nd_range_view_v113nd_range_viewE", !14, i64 0, !14, i64 8, !14, i64 16, !34, i64 24}
!185 = !{!184, !34, i64 24}
!186 = !{!187}
!187 = distinct !{!187, !188, !"_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi0ENS0_2idELi2EEET1_IXT_EES4_IXT2_EE: argument 0"}
!188 = distinct !{!188, !"_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi0ENS0_2idELi2EEET1_IXT_EES4_IXT2_EE"}
!189 = !{!190}
!190 = distinct !{!190, !191, !"_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE: argument 0"}
!191 = distinct !{!191, !"_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE"}
!192 = !{!193}
!193 = distinct !{!193, !194, !"_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE: argument 0"}
!194 = distinct !{!194, !"_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE"}
!195 = !{!196, !14, i64 16}
!196 = !{!"_ZTSN4sycl3_V18accessorIiLi2ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !117, i64 0, !14, i64 16, !7, i64 24}
!197 = !{!198}
!198 = distinct !{!198, !199, !"_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi0ENS0_2idELi2EEET1_IXT_EES4_IXT2_EE: argument 0"}
!199 = distinct !{!199, !"_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi0ENS0_2idELi2EEET1_IXT_EES4_IXT2_EE"}
!200 = !{!201}
!201 = distinct !{!201, !202, !"_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE: argument 0"}
!202 = distinct !{!202, !"_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE"}
!203 = !{!204}
!204 = distinct !{!204, !205, !"_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE: argument 0"}
!205 = distinct !{!205, !"_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE"}
!206 = !{!207, !6, i64 16}
!207 = !{!"_ZTSN4sycl3_V16detail27compile_time_kernel_info_v123CompileTimeKernelInfoTyE", !208, i64 0, !6, i64 16, !63, i64 20, !208, i64 24, !208, i64 40, !6, i64 56, !6, i64 60, !34, i64 64, !14, i64 72, !63, i64 80}
!208 = !{!"_ZTSN4sycl3_V16detail11string_viewE", !14, i64 0, !34, i64 8}
!209 = distinct !{!209, !10}
!210 = !{!207, !14, i64 72}
!211 = !{i64 0, i64 8, !13, i64 8, i64 8, !33}
!212 = !{!"branch_weights", i32 1, i32 1048575}
!213 = !{!214}
!214 = distinct !{!214, !215, !"_ZNK4sycl3_V18accessorIiLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv: argument 0"}
!215 = distinct !{!215, !"_ZNK4sycl3_V18accessorIiLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv"}
!216 = !{!217}
!217 = distinct !{!217, !218, !"_ZNK4sycl3_V18accessorIiLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv: argument 0"}
!218 = distinct !{!218, !"_ZNK4sycl3_V18accessorIiLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv"}
!219 = !{!220}
!220 = distinct !{!220, !221, !"_ZNK4sycl3_V18accessorIiLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv: argument 0"}
!221 = distinct !{!221, !"_ZNK4sycl3_V18accessorIiLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv"}
!222 = !{!223}
!223 = distinct !{!223, !224, !"_ZNK4sycl3_V18accessorIiLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv: argument 0"}
!224 = distinct !{!224, !"_ZNK4sycl3_V18accessorIiLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv"}
!225 = !{!226}
!226 = distinct !{!226, !227, !"_ZNK4sycl3_V18accessorIiLi2ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv: argument 0"}
!227 = distinct !{!227, !"_ZNK4sycl3_V18accessorIiLi2ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv"}
!228 = !{!229}
!229 = distinct !{!229, !230, !"_ZNK4sycl3_V18accessorIiLi2ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv: argument 0"}
!230 = distinct !{!230, !"_ZNK4sycl3_V18accessorIiLi2ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv"}
!231 = !{!232}
!232 = distinct !{!232, !233, !"_ZNK4sycl3_V18accessorIiLi2ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv: argument 0"}
!233 = distinct !{!233, !"_ZNK4sycl3_V18accessorIiLi2ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv"}
!234 = !{!235}
!235 = distinct !{!235, !236, !"_ZNK4sycl3_V18accessorIiLi2ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv: argument 0"}
!236 = distinct !{!236, !"_ZNK4sycl3_V18accessorIiLi2ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv"}
!237 = !{!238, !14, i64 0}
!238 = !{!"_ZTSZ4mainEUlRN4sycl3_V17handlerEE0_", !14, i64 0, !14, i64 8}
!239 = !{!238, !14, i64 8}
!240 = !{!241, !243}
!241 = distinct !{!241, !242, !"_ZN4sycl3_V16detail27kernel_launch_properties_v129extractKernelPropertiesCommonINS2_11PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS5_5intel12experimental12cache_configENS7_17use_root_sync_keyENS7_23work_group_progress_keyENS7_22sub_group_progress_keyENS7_22work_item_progress_keyENS7_4cuda12cluster_sizeILi1EEENSH_ILi2EEENSH_ILi3EEEEEELb0ENS7_10propertiesINS7_6detail20properties_type_listIJEEEEEvEET_T1_: argument 0"}
!242 = distinct !{!242, !"_ZN4sycl3_V16detail27kernel_launch_properties_v129extractKernelPropertiesCommonINS2_11PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS5_5intel12experimental12cache_configENS7_17use_root_sync_keyENS7_23work_group_progress_keyENS7_22sub_group_progress_keyENS7_22work_item_progress_keyENS7_4cuda12cluster_sizeILi1EEENSH_ILi2EEENSH_ILi3EEEEEELb0ENS7_10propertiesINS7_6detail20properties_type_listIJEEEEEvEET_T1_"}
!243 = distinct !{!243, !244, !"_ZN4sycl3_V16detail27kernel_launch_properties_v123extractKernelPropertiesILb0ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEvEEDaT0_: argument 0"}
!244 = distinct !{!244, !"_ZN4sycl3_V16detail27kernel_launch_properties_v123extractKernelPropertiesILb0ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEvEEDaT0_"}
!245 = !{!246}
!246 = distinct !{!246, !247, !"_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi0ENS0_2idELi2EEET1_IXT_EES4_IXT2_EE: argument 0"}
!247 = distinct !{!247, !"_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi0ENS0_2idELi2EEET1_IXT_EES4_IXT2_EE"}
!248 = !{!249}
!249 = distinct !{!249, !250, !"_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE: argument 0"}
!250 = distinct !{!250, !"_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE"}
!251 = !{!252}
!252 = distinct !{!252, !253, !"_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE: argument 0"}
!253 = distinct !{!253, !"_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE"}
!254 = !{!255, !14, i64 16}
!255 = !{!"_ZTSN4sycl3_V18accessorIiLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !117, i64 0, !14, i64 16, !7, i64 24}
!256 = !{!257}
!257 = distinct !{!257, !258, !"_ZNK4sycl3_V18accessorIiLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam: argument 0"}
!258 = distinct !{!258, !"_ZNK4sycl3_V18accessorIiLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam"}
