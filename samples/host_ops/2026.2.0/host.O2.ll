; ModuleID = 'host_tu.cpp'
source_filename = "host_tu.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%"struct.sycl::_V1::detail::kernel_param_desc_t" = type { i32, i32, i32 }
%"class.sycl::_V1::detail::string_view" = type { ptr, i64 }
%"class.sycl::_V1::detail::tls_code_loc_t" = type <{ ptr, i8, [7 x i8] }>
%"class.sycl::_V1::detail::_V1::SubmissionInfo" = type { i32 }
%"class.sycl::_V1::detail::type_erased_cgfo_ty" = type { ptr, ptr }
%class.anon.194 = type { ptr, ptr, ptr }
%class.anon.193 = type { ptr, ptr, ptr }
%class.anon.192 = type { ptr, ptr }
%"class.sycl::_V1::property_list" = type { %"class.sycl::_V1::detail::PropertyListBase" }
%"class.sycl::_V1::detail::PropertyListBase" = type { %"class.std::bitset", %"class.std::vector.0" }
%"class.std::bitset" = type { %"struct.std::_Base_bitset" }
%"struct.std::_Base_bitset" = type { i64 }
%"class.std::vector.0" = type { %"struct.std::_Vector_base.1" }
%"struct.std::_Vector_base.1" = type { %"struct.std::_Vector_base<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>, std::allocator<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>>>::_Vector_impl" }
%"struct.std::_Vector_base<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>, std::allocator<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>>>::_Vector_impl" = type { %"struct.std::_Vector_base<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>, std::allocator<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>>>::_Vector_impl_data" }
%"struct.std::_Vector_base<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>, std::allocator<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>>>::_Vector_impl_data" = type { ptr, ptr, ptr }
%"struct.sycl::_V1::detail::code_location" = type { ptr, ptr, i32, i32 }
%"class.sycl::_V1::event" = type { %"class.std::shared_ptr.10" }
%"class.std::shared_ptr.10" = type { %"class.std::__shared_ptr.11" }
%"class.std::__shared_ptr.11" = type { ptr, %"class.std::__shared_count" }
%"class.std::__shared_count" = type { ptr }
%"class.std::function" = type { %"class.std::_Function_base", ptr }
%"class.std::_Function_base" = type { %"union.std::_Any_data", ptr }
%"union.std::_Any_data" = type { %"union.std::_Nocopy_types" }
%"union.std::_Nocopy_types" = type { { i64, i64 } }
%"class.std::vector" = type { %"struct.std::_Vector_base" }
%"struct.std::_Vector_base" = type { %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl" }
%"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl" = type { %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl_data" }
%"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl_data" = type { ptr, ptr, ptr }
%"class.sycl::_V1::queue" = type { %"class.std::shared_ptr" }
%"class.std::shared_ptr" = type { %"class.std::__shared_ptr" }
%"class.std::__shared_ptr" = type { ptr, %"class.std::__shared_count" }
%class.BufferStage = type { ptr, i64, %"class.std::vector", %"class.std::vector", %"class.std::vector", %"class.sycl::_V1::buffer", %"class.sycl::_V1::buffer", %"class.sycl::_V1::buffer" }
%"class.sycl::_V1::buffer" = type <{ %"class.sycl::_V1::detail::buffer_plain", %"class.sycl::_V1::range", i64, i8, [7 x i8] }>
%"class.sycl::_V1::detail::buffer_plain" = type { %"class.std::shared_ptr.5" }
%"class.std::shared_ptr.5" = type { %"class.std::__shared_ptr.6" }
%"class.std::__shared_ptr.6" = type { ptr, %"class.std::__shared_count" }
%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [1 x i64] }
%class.anon = type { ptr, ptr }
%class.anon.163 = type { ptr, ptr }
%class.anon.162 = type { ptr }
%class.anon.172 = type { ptr }
%class.anon.171 = type { ptr }
%class.anon.170 = type { ptr, ptr }
%class.anon.169 = type { ptr, ptr }
%class.anon.187 = type { ptr, ptr }
%"class.sycl::_V1::device" = type { ptr }
%"class.std::function.18" = type { %"class.std::_Function_base", ptr }
%"class.sycl::_V1::exception_list" = type { %"class.std::vector.13" }
%"class.std::vector.13" = type { %"struct.std::_Vector_base.14" }
%"struct.std::_Vector_base.14" = type { %"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl" }
%"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl" = type { %"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl_data" }
%"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl_data" = type { ptr, ptr, ptr }
%"class.std::unique_ptr" = type { %"struct.std::__uniq_ptr_data" }
%"struct.std::__uniq_ptr_data" = type { %"class.std::__uniq_ptr_impl" }
%"class.std::__uniq_ptr_impl" = type { %"class.std::tuple" }
%"class.std::tuple" = type { %"struct.std::_Tuple_impl" }
%"struct.std::_Tuple_impl" = type { %"struct.std::_Head_base.25" }
%"struct.std::_Head_base.25" = type { ptr }
%"struct.std::array" = type { [3 x i64] }
%"class.std::shared_ptr.39" = type { %"class.std::__shared_ptr.40" }
%"class.std::__shared_ptr.40" = type { ptr, %"class.std::__shared_count" }
%"class.sycl::_V1::accessor" = type { %"class.sycl::_V1::detail::AccessorBaseHost", ptr, [8 x i8] }
%"class.sycl::_V1::detail::AccessorBaseHost" = type { %"class.std::shared_ptr.76" }
%"class.std::shared_ptr.76" = type { %"class.std::__shared_ptr.77" }
%"class.std::__shared_ptr.77" = type { ptr, %"class.std::__shared_count" }
%class.anon.80 = type { %"class.sycl::_V1::accessor" }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array.81" }
%"class.sycl::_V1::detail::array.81" = type { [3 x i64] }
%"class.sycl::_V1::range.82" = type { %"class.sycl::_V1::detail::array.81" }
%"class.sycl::_V1::ext::oneapi::accessor_property_list" = type { %"class.sycl::_V1::detail::PropertyListBase" }
%"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view" = type { ptr, ptr, ptr, i64 }
%"struct.sycl::_V1::detail::compile_time_kernel_info_v1::CompileTimeKernelInfoTy" = type <{ %"class.sycl::_V1::detail::string_view", i32, i8, [3 x i8], %"class.sycl::_V1::detail::string_view", %"class.sycl::_V1::detail::string_view", i32, i32, i64, ptr, i8, [7 x i8] }>
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::PropsHolder" = type { %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty", %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.84", %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.96", [3 x i8], %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.97", %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.114", %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.115", %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.116", %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.128", %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.143", i8, [7 x i8] }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty" = type { %"class.std::optional" }
%"class.std::optional" = type { %"struct.std::_Optional_base" }
%"struct.std::_Optional_base" = type { %"struct.std::_Optional_payload" }
%"struct.std::_Optional_payload" = type { %"struct.std::_Optional_payload_base.base", [7 x i8] }
%"struct.std::_Optional_payload_base.base" = type <{ %"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::work_group_scratch_size>::_Storage", i8 }>
%"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::work_group_scratch_size>::_Storage" = type { %"struct.sycl::_V1::ext::oneapi::experimental::work_group_scratch_size" }
%"struct.sycl::_V1::ext::oneapi::experimental::work_group_scratch_size" = type { i64 }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.84" = type { %"class.std::optional.85" }
%"class.std::optional.85" = type { %"struct.std::_Optional_base.86" }
%"struct.std::_Optional_base.86" = type { %"struct.std::_Optional_payload.88" }
%"struct.std::_Optional_payload.88" = type { %"struct.std::_Optional_payload_base.base.93", i8 }
%"struct.std::_Optional_payload_base.base.93" = type <{ %"union.std::_Optional_payload_base<sycl::_V1::ext::intel::experimental::cache_config>::_Storage", i8 }>
%"union.std::_Optional_payload_base<sycl::_V1::ext::intel::experimental::cache_config>::_Storage" = type { %"struct.sycl::_V1::ext::intel::experimental::cache_config" }
%"struct.sycl::_V1::ext::intel::experimental::cache_config" = type { i16 }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.96" = type { i8 }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.97" = type { %"class.std::optional.98", %"class.std::optional.106" }
%"class.std::optional.98" = type { %"struct.std::_Optional_base.99" }
%"struct.std::_Optional_base.99" = type { %"struct.std::_Optional_payload.101" }
%"struct.std::_Optional_payload.101" = type { %"struct.std::_Optional_payload_base.base.103", [3 x i8] }
%"struct.std::_Optional_payload_base.base.103" = type <{ %"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::forward_progress_guarantee>::_Storage", i8 }>
%"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::forward_progress_guarantee>::_Storage" = type { i32 }
%"class.std::optional.106" = type { %"struct.std::_Optional_base.107" }
%"struct.std::_Optional_base.107" = type { %"struct.std::_Optional_payload.109" }
%"struct.std::_Optional_payload.109" = type { %"struct.std::_Optional_payload_base.base.111", [3 x i8] }
%"struct.std::_Optional_payload_base.base.111" = type <{ %"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::execution_scope>::_Storage", i8 }>
%"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::execution_scope>::_Storage" = type { i32 }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.114" = type { %"class.std::optional.98", %"class.std::optional.106" }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.115" = type { %"class.std::optional.98", %"class.std::optional.106" }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.116" = type { %"class.std::optional.117" }
%"class.std::optional.117" = type { %"struct.std::_Optional_base.118" }
%"struct.std::_Optional_base.118" = type { %"struct.std::_Optional_payload.120" }
%"struct.std::_Optional_payload.120" = type { %"struct.std::_Optional_payload_base.base.125", [7 x i8] }
%"struct.std::_Optional_payload_base.base.125" = type <{ %"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::cuda::cluster_size<1>>::_Storage", i8 }>
%"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::cuda::cluster_size<1>>::_Storage" = type { %"struct.sycl::_V1::ext::oneapi::experimental::cuda::cluster_size" }
%"struct.sycl::_V1::ext::oneapi::experimental::cuda::cluster_size" = type { %"class.sycl::_V1::range" }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.128" = type { %"class.std::optional.129" }
%"class.std::optional.129" = type { %"struct.std::_Optional_base.130" }
%"struct.std::_Optional_base.130" = type { %"struct.std::_Optional_payload.132" }
%"struct.std::_Optional_payload.132" = type { %"struct.std::_Optional_payload_base.base.140", [7 x i8] }
%"struct.std::_Optional_payload_base.base.140" = type <{ %"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::cuda::cluster_size<2>>::_Storage", i8 }>
%"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::cuda::cluster_size<2>>::_Storage" = type { %"struct.sycl::_V1::ext::oneapi::experimental::cuda::cluster_size.134" }
%"struct.sycl::_V1::ext::oneapi::experimental::cuda::cluster_size.134" = type { %"class.sycl::_V1::range.138" }
%"class.sycl::_V1::range.138" = type { %"class.sycl::_V1::detail::array.139" }
%"class.sycl::_V1::detail::array.139" = type { [2 x i64] }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.143" = type { %"class.std::optional.144" }
%"class.std::optional.144" = type { %"struct.std::_Optional_base.145" }
%"struct.std::_Optional_base.145" = type { %"struct.std::_Optional_payload.147" }
%"struct.std::_Optional_payload.147" = type { %"struct.std::_Optional_payload_base.base.153", [7 x i8] }
%"struct.std::_Optional_payload_base.base.153" = type <{ %"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::cuda::cluster_size<3>>::_Storage", i8 }>
%"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::cuda::cluster_size<3>>::_Storage" = type { %"struct.sycl::_V1::ext::oneapi::experimental::cuda::cluster_size.149" }
%"struct.sycl::_V1::ext::oneapi::experimental::cuda::cluster_size.149" = type { %"class.sycl::_V1::range.82" }
%"class.sycl::_V1::item" = type { %"struct.sycl::_V1::detail::ItemBase" }
%"struct.sycl::_V1::detail::ItemBase" = type { %"class.sycl::_V1::range", %"class.sycl::_V1::id.159", %"class.sycl::_V1::id.159" }
%"class.sycl::_V1::id.159" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::accessor.164" = type { %"class.sycl::_V1::detail::AccessorBaseHost", ptr, [8 x i8] }
%"class.sycl::_V1::accessor.173" = type { %"class.sycl::_V1::detail::AccessorBaseHost", ptr, [8 x i8] }
%class.anon.177 = type { %"class.sycl::_V1::accessor.173", %"class.sycl::_V1::accessor.164" }
%class.anon.183 = type { %"class.sycl::_V1::accessor.164", %"class.sycl::_V1::accessor.173" }
%class.anon.188 = type { %"class.sycl::_V1::accessor.173", ptr }
%"class.std::function.189" = type { %"class.std::_Function_base", ptr }
%"class.sycl::_V1::context" = type { %"class.std::shared_ptr.196" }
%"class.std::shared_ptr.196" = type { %"class.std::__shared_ptr.197" }
%"class.std::__shared_ptr.197" = type { ptr, %"class.std::__shared_count" }

$_ZN11BufferStageC2ERN4sycl3_V15queueERKSt6vectorIfSaIfEE = comdat any

$_ZN11BufferStage6smoothEN4sycl3_V15eventEi = comdat any

$_ZN11BufferStage6uploadEv = comdat any

$_ZN4sycl3_V15eventD2Ev = comdat any

$_ZN11BufferStage6finishEN4sycl3_V15eventE = comdat any

$_ZN11BufferStage13check_on_hostEPd = comdat any

$_ZN11BufferStageD2Ev = comdat any

$_ZN4sycl3_V15queueD2Ev = comdat any

$_ZN4sycl3_V15queueC2IFiRKNS0_6deviceEEvEERKT_RKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE = comdat any

$_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E9_M_invokeERKSt9_Any_dataOS2_ = comdat any

$_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E10_M_managerERSt9_Any_dataRKS6_St18_Manager_operation = comdat any

$__clang_call_terminate = comdat any

$_ZN4sycl3_V114exception_listD2Ev = comdat any

$_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E9_M_invokeERKSt9_Any_dataS4_ = comdat any

$_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E10_M_managerERSt9_Any_dataRKS8_St18_Manager_operation = comdat any

$_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv = comdat any

$_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvEC2ERKNS0_5rangeILi1EEERKNS0_13property_listENS2_13code_locationE = comdat any

$_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi1EEERKNS0_13property_listENS2_13code_locationE = comdat any

$_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev = comdat any

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

$_ZNSt6vectorIfSaIfEE14_M_fill_assignEmRKf = comdat any

$_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZN11BufferStage6smoothENS0_5eventEiEUlRNS0_7handlerEE_E4callEPKvS7_ = comdat any

$_ZZN11BufferStage6smoothEN4sycl3_V15eventEiENKUlRNS1_7handlerEE_clES4_ = comdat any

$_ZZZN11BufferStage6smoothEN4sycl3_V15eventEiENKUlRNS1_7handlerEE_clES4_ENUlNS1_2idILi1EEEE_D2Ev = comdat any

$_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_vEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE = comdat any

$_ZN4sycl3_V16detail16PropertyListBaseD2Ev = comdat any

$_ZNSt12__shared_ptrIN4sycl3_V16detail16AccessorImplHostELN9__gnu_cxx12_Lock_policyE2EED2Ev = comdat any

$_ZN4sycl3_V17handler24parallel_for_lambda_implI6SmoothZZN11BufferStage6smoothENS0_5eventEiENKUlRS1_E_clES6_EUlNS0_2idILi1EEEE_Li1ENS0_3ext6oneapi12experimental10propertiesINSD_6detail20properties_type_listIJEEEEEEEvNS0_5rangeIXT1_EEET2_RKT0_ = comdat any

$_ZN4sycl3_V16detail18getKernelParamDescI6SmoothEENS1_19kernel_param_desc_tEi = comdat any

$_ZNK4sycl3_V17handler28throwOnKernelParameterMisuseERKNS0_6detail27compile_time_kernel_info_v123CompileTimeKernelInfoTyE = comdat any

$_ZN4sycl3_V17handler19setDeviceKernelInfoI6SmoothEEvPv = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN11BufferStage6smoothENS0_5eventEiENKUlRNS0_7handlerEE_clES6_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN11BufferStage6smoothENS0_5eventEiENKUlRNS0_7handlerEE_clES6_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED2Ev = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN11BufferStage6smoothENS0_5eventEiENKUlRNS0_7handlerEE_clES6_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev = comdat any

$_ZN4sycl3_V16detail16runKernelWithArgINS0_4itemILi1ELb1EEEZZN11BufferStage6smoothENS0_5eventEiENKUlRNS0_7handlerEE_clES8_EUlNS0_2idILi1EEEE_Lb0EEEvT0_T_RKSt17integral_constantIbXT1_EE = comdat any

$_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZN11BufferStage6uploadEvEUlRNS0_7handlerEE_E4callEPKvS6_ = comdat any

$_ZZN11BufferStage6uploadEvENKUlRN4sycl3_V17handlerEE_clES3_ = comdat any

$_ZN4sycl3_V17handler4fillIfLi1ELNS0_6access4modeE1025ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEEvNS0_8accessorIT_XT0_EXT1_EXT2_EXT3_ET4_EERKSC_ = comdat any

$_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_vEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE = comdat any

$_ZN4sycl3_V17handler34checkIfPlaceholderIsBoundToHandlerIfLi1ELNS0_6access4modeE1025ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEEvNS0_8accessorIT_XT0_EXT1_EXT2_EXT3_ET4_EE = comdat any

$_ZN4sycl3_V17handler11StageFillCGIfLi1ELNS0_6access4modeE1025ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEEvNS0_8accessorIT_XT0_EXT1_EXT2_EXT3_ET4_EERKSC_ = comdat any

$_ZNSt6vectorIhSaIhEE17_M_default_appendEm = comdat any

$_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZN11BufferStage6uploadEvEUlRNS0_7handlerEE0_E4callEPKvS6_ = comdat any

$_ZZN11BufferStage6uploadEvENKUlRN4sycl3_V17handlerEE0_clES3_ = comdat any

$_ZN4sycl3_V17handler4copyIffLi1ELNS0_6access4modeE1025ELNS3_6targetE2014ELNS3_11placeholderE0EEEvPKT_NS0_8accessorIT0_XT1_EXT2_EXT3_EXT4_ENS0_3ext6oneapi22accessor_property_listIJEEEEE = comdat any

$_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZN11BufferStage6finishENS0_5eventEEUlRNS0_7handlerEE_E4callEPKvS7_ = comdat any

$_ZZN11BufferStage6finishEN4sycl3_V15eventEENKUlRNS1_7handlerEE_clES4_ = comdat any

$_ZN4sycl3_V17handler4copyIfLi1ELNS0_6access4modeE1024ELNS3_6targetE2014EfLi1ELS4_1025ELS5_2014ELNS3_11placeholderE0ELS6_0EEEvNS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENS7_IT3_XT4_EXT5_EXT6_EXT8_ESC_EE = comdat any

$_ZN4sycl3_V16detail16AccessorBaseHostD2Ev = comdat any

$_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_vEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE = comdat any

$_ZN4sycl3_V17handler34checkIfPlaceholderIsBoundToHandlerIfLi1ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEEvNS0_8accessorIT_XT0_EXT1_EXT2_EXT3_ET4_EE = comdat any

$_ZN4sycl3_V17handler18copyAccToAccHelperIfLi1ELNS0_6access4modeE1024ELNS3_6targetE2014EfLi1ELS4_1025ELS5_2014ELNS3_11placeholderE0ELS6_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENSA_IT3_XT4_EXT5_EXT6_EXT8_ESF_EE = comdat any

$_ZZN4sycl3_V17handler18copyAccToAccHelperIfLi1ELNS0_6access4modeE1024ELNS3_6targetE2014EfLi1ELS4_1025ELS5_2014ELNS3_11placeholderE0ELS6_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENSA_IT3_XT4_EXT5_EXT6_EXT8_ESF_EEENUlNS0_2idILi1EEEE_D2Ev = comdat any

$_ZN4sycl3_V17handler24parallel_for_lambda_implINS0_6detail9auto_nameEZNS1_18copyAccToAccHelperIfLi1ELNS0_6access4modeE1024ELNS6_6targetE2014EfLi1ELS7_1025ELS8_2014ELNS6_11placeholderE0ELS9_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENSD_IT3_XT4_EXT5_EXT6_EXT8_ESI_EEEUlNS0_2idILi1EEEE_Li1ENSG_12experimental10propertiesINSP_6detail20properties_type_listIJEEEEEEEvNS0_5rangeIXT1_EEET2_RKT0_ = comdat any

$_ZN4sycl3_V16detail18getKernelParamDescIZNS0_7handler18copyAccToAccHelperIfLi1ELNS0_6access4modeE1024ELNS5_6targetE2014EfLi1ELS6_1025ELS7_2014ELNS5_11placeholderE0ELS8_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENSC_IT3_XT4_EXT5_EXT6_EXT8_ESH_EEEUlNS0_2idILi1EEEE_EENS1_19kernel_param_desc_tEi = comdat any

$_ZN4sycl3_V17handler11StoreLambdaIZNS1_18copyAccToAccHelperIfLi1ELNS0_6access4modeE1024ELNS4_6targetE2014EfLi1ELS5_1025ELS6_2014ELNS4_11placeholderE0ELS7_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENSB_IT3_XT4_EXT5_EXT6_EXT8_ESG_EEEUlNS0_2idILi1EEEE_SM_Li1ENS0_4itemILi1ELb1EEEKSM_EEvOSI_ = comdat any

$_ZN4sycl3_V17handler19setDeviceKernelInfoIZNS1_18copyAccToAccHelperIfLi1ELNS0_6access4modeE1024ELNS4_6targetE2014EfLi1ELS5_1025ELS6_2014ELNS4_11placeholderE0ELS7_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENSB_IT3_XT4_EXT5_EXT6_EXT8_ESG_EEEUlNS0_2idILi1EEEE_EEvPv = comdat any

$_ZN4sycl3_V16detail10HostKernelIZNS0_7handler18copyAccToAccHelperIfLi1ELNS0_6access4modeE1024ELNS5_6targetE2014EfLi1ELS6_1025ELS7_2014ELNS5_11placeholderE0ELS8_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENSC_IT3_XT4_EXT5_EXT6_EXT8_ESH_EEEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv = comdat any

$_ZN4sycl3_V16detail10HostKernelIZNS0_7handler18copyAccToAccHelperIfLi1ELNS0_6access4modeE1024ELNS5_6targetE2014EfLi1ELS6_1025ELS7_2014ELNS5_11placeholderE0ELS8_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENSC_IT3_XT4_EXT5_EXT6_EXT8_ESH_EEEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED2Ev = comdat any

$_ZN4sycl3_V16detail10HostKernelIZNS0_7handler18copyAccToAccHelperIfLi1ELNS0_6access4modeE1024ELNS5_6targetE2014EfLi1ELS6_1025ELS7_2014ELNS5_11placeholderE0ELS8_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENSC_IT3_XT4_EXT5_EXT6_EXT8_ESH_EEEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev = comdat any

$_ZN4sycl3_V16detail16runKernelWithArgINS0_4itemILi1ELb1EEEZNS0_7handler18copyAccToAccHelperIfLi1ELNS0_6access4modeE1024ELNS7_6targetE2014EfLi1ELS8_1025ELS9_2014ELNS7_11placeholderE0ELSA_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENSE_IT3_XT4_EXT5_EXT6_EXT8_ESJ_EEEUlNS0_2idILi1EEEE_Lb0EEEvT0_SF_RKSt17integral_constantIbXT1_EE = comdat any

$_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZN11BufferStage6finishENS0_5eventEEUlRNS0_7handlerEE0_E4callEPKvS7_ = comdat any

$_ZZN11BufferStage6finishEN4sycl3_V15eventEENKUlRNS1_7handlerEE0_clES4_ = comdat any

$_ZZZN11BufferStage6finishEN4sycl3_V15eventEENKUlRNS1_7handlerEE0_clES4_ENUlNS1_2idILi1EEEE_D2Ev = comdat any

$_ZN4sycl3_V17handler24parallel_for_lambda_implI6OffsetZZN11BufferStage6finishENS0_5eventEENKUlRS1_E0_clES6_EUlNS0_2idILi1EEEE_Li1ENS0_3ext6oneapi12experimental10propertiesINSD_6detail20properties_type_listIJEEEEEEEvNS0_5rangeIXT1_EEET2_RKT0_ = comdat any

$_ZN4sycl3_V16detail18getKernelParamDescI6OffsetEENS1_19kernel_param_desc_tEi = comdat any

$_ZN4sycl3_V17handler11StoreLambdaI6OffsetZZN11BufferStage6finishENS0_5eventEENKUlRS1_E0_clES6_EUlNS0_2idILi1EEEE_Li1ENS0_4itemILi1ELb1EEEKSA_EEvOT3_ = comdat any

$_ZN4sycl3_V17handler19setDeviceKernelInfoI6OffsetEEvPv = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN11BufferStage6finishENS0_5eventEENKUlRNS0_7handlerEE0_clES6_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN11BufferStage6finishENS0_5eventEENKUlRNS0_7handlerEE0_clES6_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED2Ev = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN11BufferStage6finishENS0_5eventEENKUlRNS0_7handlerEE0_clES6_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev = comdat any

$_ZN4sycl3_V16detail16runKernelWithArgINS0_4itemILi1ELb1EEEZZN11BufferStage6finishENS0_5eventEENKUlRNS0_7handlerEE0_clES8_EUlNS0_2idILi1EEEE_Lb0EEEvT0_T_RKSt17integral_constantIbXT1_EE = comdat any

$_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZN11BufferStage6finishENS0_5eventEEUlRNS0_7handlerEE1_E4callEPKvS7_ = comdat any

$_ZZN11BufferStage6finishEN4sycl3_V15eventEENKUlRNS1_7handlerEE1_clES4_ = comdat any

$_ZN4sycl3_V17handler11update_hostIfLi1ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0EEEvNS0_8accessorIT_XT0_EXT1_EXT2_EXT3_ENS0_3ext6oneapi22accessor_property_listIJEEEEE = comdat any

$_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZN11BufferStage6finishENS0_5eventEEUlRNS0_7handlerEE2_E4callEPKvS7_ = comdat any

$_ZZN11BufferStage6finishEN4sycl3_V15eventEENKUlRNS1_7handlerEE2_clES4_ = comdat any

$_ZN4sycl3_V17handler4copyIffLi1ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0EEEvNS0_8accessorIT_XT1_EXT2_EXT3_EXT4_ENS0_3ext6oneapi22accessor_property_listIJEEEEEPT0_ = comdat any

$_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZN11BufferStage13check_on_hostEPdEUlRNS0_7handlerEE_E4callEPKvS7_ = comdat any

$_ZZN11BufferStage13check_on_hostEPdENKUlRN4sycl3_V17handlerEE_clES4_ = comdat any

$_ZZZN11BufferStage13check_on_hostEPdENKUlRN4sycl3_V17handlerEE_clES4_ENUlvE_D2Ev = comdat any

$_ZN4sycl3_V17handler14host_task_implIZZN11BufferStage13check_on_hostEPdENKUlRS1_E_clES5_EUlvE_EENSt9enable_ifIXoosr6detail18check_fn_signatureINSt16remove_referenceIT_E4typeEFvvEEE5valuesr6detail18check_fn_signatureISC_FvNS0_14interop_handleEEEE5valueEvE4typeEOSA_ = comdat any

$_ZNSt17_Function_handlerIFvvEZZN11BufferStage13check_on_hostEPdENKUlRN4sycl3_V17handlerEE_clES6_EUlvE_E9_M_invokeERKSt9_Any_data = comdat any

$_ZNSt17_Function_handlerIFvvEZZN11BufferStage13check_on_hostEPdENKUlRN4sycl3_V17handlerEE_clES6_EUlvE_E10_M_managerERSt9_Any_dataRKSA_St18_Manager_operation = comdat any

$_ZNSt14_Function_base13_Base_managerIZZN11BufferStage13check_on_hostEPdENKUlRN4sycl3_V17handlerEE_clES6_EUlvE_E10_M_managerERSt9_Any_dataRKSA_St18_Manager_operation = comdat any

$_ZN4sycl3_V113malloc_deviceIfEEPT_mRKNS0_5queueERKNS0_13property_listERKNS0_6detail13code_locationE = comdat any

$_ZN4sycl3_V17contextD2Ev = comdat any

$_ZN4sycl3_V16detail18getKernelParamDescI6SquareEENS1_19kernel_param_desc_tEi = comdat any

$_ZN4sycl3_V17handler19setDeviceKernelInfoI6SquareEEvPv = comdat any

$_ZN4sycl3_V16detail14HostKernelBaseD2Ev = comdat any

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

$_ZTVN4sycl3_V16detail10HostKernelIZZN11BufferStage6smoothENS0_5eventEiENKUlRNS0_7handlerEE_clES6_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = comdat any

$_ZTSN4sycl3_V16detail10HostKernelIZZN11BufferStage6smoothENS0_5eventEiENKUlRNS0_7handlerEE_clES6_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = comdat any

$_ZTSN4sycl3_V16detail14HostKernelBaseE = comdat any

$_ZTIN4sycl3_V16detail14HostKernelBaseE = comdat any

$_ZTIN4sycl3_V16detail10HostKernelIZZN11BufferStage6smoothENS0_5eventEiENKUlRNS0_7handlerEE_clES6_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = comdat any

$_ZZN4sycl3_V16detail19getDeviceKernelInfoI6SmoothEERNS1_16DeviceKernelInfoEvE4Info = comdat any

$_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI6SmoothEERNS1_16DeviceKernelInfoEvE4Info = comdat any

$_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI6SmoothEE = comdat any

$_ZTVN4sycl3_V16detail10HostKernelIZNS0_7handler18copyAccToAccHelperIfLi1ELNS0_6access4modeE1024ELNS5_6targetE2014EfLi1ELS6_1025ELS7_2014ELNS5_11placeholderE0ELS8_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENSC_IT3_XT4_EXT5_EXT6_EXT8_ESH_EEEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = comdat any

$_ZTSN4sycl3_V16detail10HostKernelIZNS0_7handler18copyAccToAccHelperIfLi1ELNS0_6access4modeE1024ELNS5_6targetE2014EfLi1ELS6_1025ELS7_2014ELNS5_11placeholderE0ELS8_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENSC_IT3_XT4_EXT5_EXT6_EXT8_ESH_EEEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = comdat any

$_ZTIN4sycl3_V16detail10HostKernelIZNS0_7handler18copyAccToAccHelperIfLi1ELNS0_6access4modeE1024ELNS5_6targetE2014EfLi1ELS6_1025ELS7_2014ELNS5_11placeholderE0ELS8_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENSC_IT3_XT4_EXT5_EXT6_EXT8_ESH_EEEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = comdat any

$_ZZN4sycl3_V16detail19getDeviceKernelInfoIZNS0_7handler18copyAccToAccHelperIfLi1ELNS0_6access4modeE1024ELNS5_6targetE2014EfLi1ELS6_1025ELS7_2014ELNS5_11placeholderE0ELS8_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENSC_IT3_XT4_EXT5_EXT6_EXT8_ESH_EEEUlNS0_2idILi1EEEE_EERNS1_16DeviceKernelInfoEvE4Info = comdat any

$_ZGVZN4sycl3_V16detail19getDeviceKernelInfoIZNS0_7handler18copyAccToAccHelperIfLi1ELNS0_6access4modeE1024ELNS5_6targetE2014EfLi1ELS6_1025ELS7_2014ELNS5_11placeholderE0ELS8_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENSC_IT3_XT4_EXT5_EXT6_EXT8_ESH_EEEUlNS0_2idILi1EEEE_EERNS1_16DeviceKernelInfoEvE4Info = comdat any

$_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoIZNS0_7handler18copyAccToAccHelperIfLi1ELNS0_6access4modeE1024ELNS6_6targetE2014EfLi1ELS7_1025ELS8_2014ELNS6_11placeholderE0ELS9_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENSD_IT3_XT4_EXT5_EXT6_EXT8_ESI_EEEUlNS0_2idILi1EEEE_EE = comdat any

$_ZTVN4sycl3_V16detail10HostKernelIZZN11BufferStage6finishENS0_5eventEENKUlRNS0_7handlerEE0_clES6_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = comdat any

$_ZTSN4sycl3_V16detail10HostKernelIZZN11BufferStage6finishENS0_5eventEENKUlRNS0_7handlerEE0_clES6_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = comdat any

$_ZTIN4sycl3_V16detail10HostKernelIZZN11BufferStage6finishENS0_5eventEENKUlRNS0_7handlerEE0_clES6_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = comdat any

$_ZZN4sycl3_V16detail19getDeviceKernelInfoI6OffsetEERNS1_16DeviceKernelInfoEvE4Info = comdat any

$_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI6OffsetEERNS1_16DeviceKernelInfoEvE4Info = comdat any

$_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI6OffsetEE = comdat any

$_ZTSZZN11BufferStage13check_on_hostEPdENKUlRN4sycl3_V17handlerEE_clES4_EUlvE_ = comdat any

$_ZTIZZN11BufferStage13check_on_hostEPdENKUlRN4sycl3_V17handlerEE_clES4_EUlvE_ = comdat any

$_ZZN4sycl3_V16detail19getDeviceKernelInfoI6SquareEERNS1_16DeviceKernelInfoEvE4Info = comdat any

$_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI6SquareEERNS1_16DeviceKernelInfoEvE4Info = comdat any

$_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI6SquareEE = comdat any

@.str = private unnamed_addr constant [13 x i8] c"host_ops.cpp\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"main\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"PASS\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
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
@.str.5 = private unnamed_addr constant [12 x i8] c"BufferStage\00", align 1
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
@.str.7 = private unnamed_addr constant [21 x i8] c"exception in ~buffer\00", align 1
@.str.8 = private unnamed_addr constant [6 x i8] c"false\00", align 1
@.str.9 = private unnamed_addr constant [85 x i8] c"root/intel-sycl-rt-2026.2.0/intel_sycl_rt-2026.2.0.data/data/include/sycl/buffer.hpp\00", align 1
@__PRETTY_FUNCTION__._ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev = private unnamed_addr constant [130 x i8] c"sycl::buffer<float>::~buffer() [T = float, dimensions = 1, AllocatorT = sycl::detail::aligned_allocator<float>, __Enabled = void]\00", align 1
@.str.10 = private unnamed_addr constant [49 x i8] c"cannot create std::vector larger than max_size()\00", align 1
@.str.11 = private unnamed_addr constant [7 x i8] c"smooth\00", align 1
@.str.12 = private unnamed_addr constant [11 x i8] c"operator()\00", align 1
@.str.14 = private unnamed_addr constant [58 x i8] c"SyclObj.impl && \22every constructor should create an impl\22\00", align 1
@.str.15 = private unnamed_addr constant [96 x i8] c"root/intel-sycl-rt-2026.2.0/intel_sycl_rt-2026.2.0.data/data/include/sycl/detail/impl_utils.hpp\00", align 1
@__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS8_ = private unnamed_addr constant [115 x i8] c"static const decltype(Obj::impl) &sycl::detail::ImplUtils::getSyclObjImpl(const Obj &) [Obj = sycl::buffer<float>]\00", align 1
@.str.16 = private unnamed_addr constant [46 x i8] c"accessor cannot be both read_only and no_init\00", align 1
@.str.17 = private unnamed_addr constant [12 x i8] c"_ZTS6Smooth\00", align 1
@.str.18 = private unnamed_addr constant [10 x i8] c"rtc_0.cpp\00", align 1
@.str.19 = private unnamed_addr constant [9 x i8] c"::Smooth\00", align 1
@_ZN4sycl3_V16detailL17kernel_signaturesE = internal unnamed_addr constant [18 x %"struct.sycl::_V1::detail::kernel_param_desc_t"] [%"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 8, i32 0 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 4062, i32 8 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 4062, i32 0 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 8, i32 0 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 4062, i32 8 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 4062, i32 40 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 4062, i32 0 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 4062, i32 32 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 8, i32 0 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 4062, i32 8 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 4062, i32 40 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 4062, i32 0 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 4062, i32 32 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 8, i32 0 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 16, i32 8 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 3, i32 8, i32 0 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 3, i32 8, i32 8 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 15, i32 -987654321, i32 -987654321 }], align 16
@.str.21 = private unnamed_addr constant [131 x i8] c"Attempt to set multiple actions for the command group. Command group must consist of a single kernel or explicit memory operation.\00", align 1
@.str.22 = private unnamed_addr constant [161 x i8] c"A local accessor must not be used in a SYCL kernel function that is invoked via single_task or via the simple form of parallel_for that takes a range parameter.\00", align 1
@.str.23 = private unnamed_addr constant [171 x i8] c"A work group memory object must not be used in a SYCL kernel function that is invoked via single_task or via the simple form of parallel_for that takes a range parameter.\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelIZZN11BufferStage6smoothENS0_5eventEiENKUlRNS0_7handlerEE_clES6_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = linkonce_odr dso_local unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelIZZN11BufferStage6smoothENS0_5eventEiENKUlRNS0_7handlerEE_clES6_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZN4sycl3_V16detail10HostKernelIZZN11BufferStage6smoothENS0_5eventEiENKUlRNS0_7handlerEE_clES6_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv, ptr @_ZN4sycl3_V16detail10HostKernelIZZN11BufferStage6smoothENS0_5eventEiENKUlRNS0_7handlerEE_clES6_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED2Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZN11BufferStage6smoothENS0_5eventEiENKUlRNS0_7handlerEE_clES6_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev] }, comdat, align 8
@_ZTSN4sycl3_V16detail10HostKernelIZZN11BufferStage6smoothENS0_5eventEiENKUlRNS0_7handlerEE_clES6_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = linkonce_odr dso_local constant [139 x i8] c"N4sycl3_V16detail10HostKernelIZZN11BufferStage6smoothENS0_5eventEiENKUlRNS0_7handlerEE_clES6_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE\00", comdat, align 1
@_ZTSN4sycl3_V16detail14HostKernelBaseE = linkonce_odr dso_local constant [35 x i8] c"N4sycl3_V16detail14HostKernelBaseE\00", comdat, align 1
@_ZTIN4sycl3_V16detail14HostKernelBaseE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail14HostKernelBaseE }, comdat, align 8
@_ZTIN4sycl3_V16detail10HostKernelIZZN11BufferStage6smoothENS0_5eventEiENKUlRNS0_7handlerEE_clES6_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelIZZN11BufferStage6smoothENS0_5eventEiENKUlRNS0_7handlerEE_clES6_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, comdat, align 8
@__const._ZN4sycl3_V17handler19setDeviceKernelInfoI6SmoothEEvPv.Info = private unnamed_addr constant { %"class.sycl::_V1::detail::string_view", i32, i8, %"class.sycl::_V1::detail::string_view", %"class.sycl::_V1::detail::string_view", i32, i32, i64, ptr, i8 } { %"class.sycl::_V1::detail::string_view" { ptr @.str.17, i64 11 }, i32 1, i8 0, %"class.sycl::_V1::detail::string_view" { ptr @.str.18, i64 9 }, %"class.sycl::_V1::detail::string_view" { ptr @.str.19, i64 8 }, i32 56, i32 51, i64 32, ptr @_ZN4sycl3_V16detail18getKernelParamDescI6SmoothEENS1_19kernel_param_desc_tEi, i8 1 }, align 8
@_ZZN4sycl3_V16detail19getDeviceKernelInfoI6SmoothEERNS1_16DeviceKernelInfoEvE4Info = linkonce_odr dso_local local_unnamed_addr global ptr null, comdat, align 8
@_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI6SmoothEERNS1_16DeviceKernelInfoEvE4Info = linkonce_odr dso_local global i64 0, comdat, align 8
@_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI6SmoothEE = linkonce_odr dso_local constant { %"class.sycl::_V1::detail::string_view", i32, i8, %"class.sycl::_V1::detail::string_view", %"class.sycl::_V1::detail::string_view", i32, i32, i64, ptr, i8 } { %"class.sycl::_V1::detail::string_view" { ptr @.str.17, i64 11 }, i32 1, i8 0, %"class.sycl::_V1::detail::string_view" { ptr @.str.18, i64 9 }, %"class.sycl::_V1::detail::string_view" { ptr @.str.19, i64 8 }, i32 56, i32 51, i64 32, ptr @_ZN4sycl3_V16detail18getKernelParamDescI6SmoothEENS1_19kernel_param_desc_tEi, i8 1 }, comdat, align 8
@.str.25 = private unnamed_addr constant [7 x i8] c"upload\00", align 1
@.str.26 = private unnamed_addr constant [88 x i8] c"placeholder accessor must be bound by calling handler::require() before it can be used.\00", align 1
@__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS1_16AccessorBaseHostEEERKDtsrT_4implERKS5_ = private unnamed_addr constant [126 x i8] c"static const decltype(Obj::impl) &sycl::detail::ImplUtils::getSyclObjImpl(const Obj &) [Obj = sycl::detail::AccessorBaseHost]\00", align 1
@.str.27 = private unnamed_addr constant [26 x i8] c"vector::_M_default_append\00", align 1
@.str.28 = private unnamed_addr constant [7 x i8] c"finish\00", align 1
@.str.29 = private unnamed_addr constant [68 x i8] c"The destination accessor size is too small to copy the memory into.\00", align 1
@.str.30 = private unnamed_addr constant [321 x i8] c"_ZTSZN4sycl3_V17handler18copyAccToAccHelperIfLi1ELNS0_6access4modeE1024ELNS3_6targetE2014EfLi1ELS4_1025ELS5_2014ELNS3_11placeholderE0ELS6_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENSA_IT3_XT4_EXT5_EXT6_EXT8_ESF_EEEUlNS0_2idILi1EEEE_\00", align 1
@.str.31 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@_ZTVN4sycl3_V16detail10HostKernelIZNS0_7handler18copyAccToAccHelperIfLi1ELNS0_6access4modeE1024ELNS5_6targetE2014EfLi1ELS6_1025ELS7_2014ELNS5_11placeholderE0ELS8_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENSC_IT3_XT4_EXT5_EXT6_EXT8_ESH_EEEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = linkonce_odr dso_local unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelIZNS0_7handler18copyAccToAccHelperIfLi1ELNS0_6access4modeE1024ELNS5_6targetE2014EfLi1ELS6_1025ELS7_2014ELNS5_11placeholderE0ELS8_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENSC_IT3_XT4_EXT5_EXT6_EXT8_ESH_EEEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZN4sycl3_V16detail10HostKernelIZNS0_7handler18copyAccToAccHelperIfLi1ELNS0_6access4modeE1024ELNS5_6targetE2014EfLi1ELS6_1025ELS7_2014ELNS5_11placeholderE0ELS8_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENSC_IT3_XT4_EXT5_EXT6_EXT8_ESH_EEEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv, ptr @_ZN4sycl3_V16detail10HostKernelIZNS0_7handler18copyAccToAccHelperIfLi1ELNS0_6access4modeE1024ELNS5_6targetE2014EfLi1ELS6_1025ELS7_2014ELNS5_11placeholderE0ELS8_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENSC_IT3_XT4_EXT5_EXT6_EXT8_ESH_EEEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED2Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZNS0_7handler18copyAccToAccHelperIfLi1ELNS0_6access4modeE1024ELNS5_6targetE2014EfLi1ELS6_1025ELS7_2014ELNS5_11placeholderE0ELS8_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENSC_IT3_XT4_EXT5_EXT6_EXT8_ESH_EEEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev] }, comdat, align 8
@_ZTSN4sycl3_V16detail10HostKernelIZNS0_7handler18copyAccToAccHelperIfLi1ELNS0_6access4modeE1024ELNS5_6targetE2014EfLi1ELS6_1025ELS7_2014ELNS5_11placeholderE0ELS8_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENSC_IT3_XT4_EXT5_EXT6_EXT8_ESH_EEEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = linkonce_odr dso_local constant [367 x i8] c"N4sycl3_V16detail10HostKernelIZNS0_7handler18copyAccToAccHelperIfLi1ELNS0_6access4modeE1024ELNS5_6targetE2014EfLi1ELS6_1025ELS7_2014ELNS5_11placeholderE0ELS8_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENSC_IT3_XT4_EXT5_EXT6_EXT8_ESH_EEEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE\00", comdat, align 1
@_ZTIN4sycl3_V16detail10HostKernelIZNS0_7handler18copyAccToAccHelperIfLi1ELNS0_6access4modeE1024ELNS5_6targetE2014EfLi1ELS6_1025ELS7_2014ELNS5_11placeholderE0ELS8_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENSC_IT3_XT4_EXT5_EXT6_EXT8_ESH_EEEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelIZNS0_7handler18copyAccToAccHelperIfLi1ELNS0_6access4modeE1024ELNS5_6targetE2014EfLi1ELS6_1025ELS7_2014ELNS5_11placeholderE0ELS8_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENSC_IT3_XT4_EXT5_EXT6_EXT8_ESH_EEEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, comdat, align 8
@__const._ZN4sycl3_V17handler19setDeviceKernelInfoIZNS1_18copyAccToAccHelperIfLi1ELNS0_6access4modeE1024ELNS4_6targetE2014EfLi1ELS5_1025ELS6_2014ELNS4_11placeholderE0ELS7_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENSB_IT3_XT4_EXT5_EXT6_EXT8_ESG_EEEUlNS0_2idILi1EEEE_EEvPv.Info = private unnamed_addr constant { %"class.sycl::_V1::detail::string_view", i32, i8, %"class.sycl::_V1::detail::string_view", %"class.sycl::_V1::detail::string_view", i32, i32, i64, ptr, i8 } { %"class.sycl::_V1::detail::string_view" { ptr @.str.30, i64 320 }, i32 2, i8 0, %"class.sycl::_V1::detail::string_view" { ptr @.str.31, i64 0 }, %"class.sycl::_V1::detail::string_view" { ptr @.str.31, i64 0 }, i32 0, i32 0, i64 64, ptr @_ZN4sycl3_V16detail18getKernelParamDescIZNS0_7handler18copyAccToAccHelperIfLi1ELNS0_6access4modeE1024ELNS5_6targetE2014EfLi1ELS6_1025ELS7_2014ELNS5_11placeholderE0ELS8_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENSC_IT3_XT4_EXT5_EXT6_EXT8_ESH_EEEUlNS0_2idILi1EEEE_EENS1_19kernel_param_desc_tEi, i8 1 }, align 8
@_ZZN4sycl3_V16detail19getDeviceKernelInfoIZNS0_7handler18copyAccToAccHelperIfLi1ELNS0_6access4modeE1024ELNS5_6targetE2014EfLi1ELS6_1025ELS7_2014ELNS5_11placeholderE0ELS8_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENSC_IT3_XT4_EXT5_EXT6_EXT8_ESH_EEEUlNS0_2idILi1EEEE_EERNS1_16DeviceKernelInfoEvE4Info = linkonce_odr dso_local local_unnamed_addr global ptr null, comdat, align 8
@_ZGVZN4sycl3_V16detail19getDeviceKernelInfoIZNS0_7handler18copyAccToAccHelperIfLi1ELNS0_6access4modeE1024ELNS5_6targetE2014EfLi1ELS6_1025ELS7_2014ELNS5_11placeholderE0ELS8_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENSC_IT3_XT4_EXT5_EXT6_EXT8_ESH_EEEUlNS0_2idILi1EEEE_EERNS1_16DeviceKernelInfoEvE4Info = linkonce_odr dso_local global i64 0, comdat, align 8
@_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoIZNS0_7handler18copyAccToAccHelperIfLi1ELNS0_6access4modeE1024ELNS6_6targetE2014EfLi1ELS7_1025ELS8_2014ELNS6_11placeholderE0ELS9_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENSD_IT3_XT4_EXT5_EXT6_EXT8_ESI_EEEUlNS0_2idILi1EEEE_EE = linkonce_odr dso_local constant { %"class.sycl::_V1::detail::string_view", i32, i8, %"class.sycl::_V1::detail::string_view", %"class.sycl::_V1::detail::string_view", i32, i32, i64, ptr, i8 } { %"class.sycl::_V1::detail::string_view" { ptr @.str.30, i64 320 }, i32 2, i8 0, %"class.sycl::_V1::detail::string_view" { ptr @.str.31, i64 0 }, %"class.sycl::_V1::detail::string_view" { ptr @.str.31, i64 0 }, i32 0, i32 0, i64 64, ptr @_ZN4sycl3_V16detail18getKernelParamDescIZNS0_7handler18copyAccToAccHelperIfLi1ELNS0_6access4modeE1024ELNS5_6targetE2014EfLi1ELS6_1025ELS7_2014ELNS5_11placeholderE0ELS8_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENSC_IT3_XT4_EXT5_EXT6_EXT8_ESH_EEEUlNS0_2idILi1EEEE_EENS1_19kernel_param_desc_tEi, i8 1 }, comdat, align 8
@.str.33 = private unnamed_addr constant [12 x i8] c"_ZTS6Offset\00", align 1
@.str.34 = private unnamed_addr constant [9 x i8] c"::Offset\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelIZZN11BufferStage6finishENS0_5eventEENKUlRNS0_7handlerEE0_clES6_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = linkonce_odr dso_local unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelIZZN11BufferStage6finishENS0_5eventEENKUlRNS0_7handlerEE0_clES6_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZN4sycl3_V16detail10HostKernelIZZN11BufferStage6finishENS0_5eventEENKUlRNS0_7handlerEE0_clES6_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv, ptr @_ZN4sycl3_V16detail10HostKernelIZZN11BufferStage6finishENS0_5eventEENKUlRNS0_7handlerEE0_clES6_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED2Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZN11BufferStage6finishENS0_5eventEENKUlRNS0_7handlerEE0_clES6_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev] }, comdat, align 8
@_ZTSN4sycl3_V16detail10HostKernelIZZN11BufferStage6finishENS0_5eventEENKUlRNS0_7handlerEE0_clES6_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = linkonce_odr dso_local constant [139 x i8] c"N4sycl3_V16detail10HostKernelIZZN11BufferStage6finishENS0_5eventEENKUlRNS0_7handlerEE0_clES6_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE\00", comdat, align 1
@_ZTIN4sycl3_V16detail10HostKernelIZZN11BufferStage6finishENS0_5eventEENKUlRNS0_7handlerEE0_clES6_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelIZZN11BufferStage6finishENS0_5eventEENKUlRNS0_7handlerEE0_clES6_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, comdat, align 8
@__const._ZN4sycl3_V17handler19setDeviceKernelInfoI6OffsetEEvPv.Info = private unnamed_addr constant { %"class.sycl::_V1::detail::string_view", i32, i8, %"class.sycl::_V1::detail::string_view", %"class.sycl::_V1::detail::string_view", i32, i32, i64, ptr, i8 } { %"class.sycl::_V1::detail::string_view" { ptr @.str.33, i64 11 }, i32 2, i8 0, %"class.sycl::_V1::detail::string_view" { ptr @.str.18, i64 9 }, %"class.sycl::_V1::detail::string_view" { ptr @.str.34, i64 8 }, i32 75, i32 50, i64 64, ptr @_ZN4sycl3_V16detail18getKernelParamDescI6OffsetEENS1_19kernel_param_desc_tEi, i8 1 }, align 8
@_ZZN4sycl3_V16detail19getDeviceKernelInfoI6OffsetEERNS1_16DeviceKernelInfoEvE4Info = linkonce_odr dso_local local_unnamed_addr global ptr null, comdat, align 8
@_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI6OffsetEERNS1_16DeviceKernelInfoEvE4Info = linkonce_odr dso_local global i64 0, comdat, align 8
@_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI6OffsetEE = linkonce_odr dso_local constant { %"class.sycl::_V1::detail::string_view", i32, i8, %"class.sycl::_V1::detail::string_view", %"class.sycl::_V1::detail::string_view", i32, i32, i64, ptr, i8 } { %"class.sycl::_V1::detail::string_view" { ptr @.str.33, i64 11 }, i32 2, i8 0, %"class.sycl::_V1::detail::string_view" { ptr @.str.18, i64 9 }, %"class.sycl::_V1::detail::string_view" { ptr @.str.34, i64 8 }, i32 75, i32 50, i64 64, ptr @_ZN4sycl3_V16detail18getKernelParamDescI6OffsetEENS1_19kernel_param_desc_tEi, i8 1 }, comdat, align 8
@.str.36 = private unnamed_addr constant [14 x i8] c"check_on_host\00", align 1
@_ZTSZZN11BufferStage13check_on_hostEPdENKUlRN4sycl3_V17handlerEE_clES4_EUlvE_ = linkonce_odr dso_local constant [74 x i8] c"ZZN11BufferStage13check_on_hostEPdENKUlRN4sycl3_V17handlerEE_clES4_EUlvE_\00", comdat, align 1
@_ZTIZZN11BufferStage13check_on_hostEPdENKUlRN4sycl3_V17handlerEE_clES4_EUlvE_ = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSZZN11BufferStage13check_on_hostEPdENKUlRN4sycl3_V17handlerEE_clES4_EUlvE_ }, comdat, align 8
@.str.37 = private unnamed_addr constant [10 x i8] c"usm_stage\00", align 1
@.str.38 = private unnamed_addr constant [12 x i8] c"_ZTS6Square\00", align 1
@.str.39 = private unnamed_addr constant [9 x i8] c"::Square\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelIZZL9usm_stageRNS0_5queueERKSt6vectorIfSaIfEERS7_ENKUlRNS0_7handlerEE0_clESC_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = internal unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelIZZL9usm_stageRNS0_5queueERKSt6vectorIfSaIfEERS7_ENKUlRNS0_7handlerEE0_clESC_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZN4sycl3_V16detail10HostKernelIZZL9usm_stageRNS0_5queueERKSt6vectorIfSaIfEERS7_ENKUlRNS0_7handlerEE0_clESC_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv, ptr @_ZN4sycl3_V16detail14HostKernelBaseD2Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZL9usm_stageRNS0_5queueERKSt6vectorIfSaIfEERS7_ENKUlRNS0_7handlerEE0_clESC_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev] }, align 8
@_ZTSN4sycl3_V16detail10HostKernelIZZL9usm_stageRNS0_5queueERKSt6vectorIfSaIfEERS7_ENKUlRNS0_7handlerEE0_clESC_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = internal constant [152 x i8] c"N4sycl3_V16detail10HostKernelIZZL9usm_stageRNS0_5queueERKSt6vectorIfSaIfEERS7_ENKUlRNS0_7handlerEE0_clESC_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE\00", align 1
@_ZTIN4sycl3_V16detail10HostKernelIZZL9usm_stageRNS0_5queueERKSt6vectorIfSaIfEERS7_ENKUlRNS0_7handlerEE0_clESC_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = internal constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelIZZL9usm_stageRNS0_5queueERKSt6vectorIfSaIfEERS7_ENKUlRNS0_7handlerEE0_clESC_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, align 8
@__const._ZN4sycl3_V17handler19setDeviceKernelInfoI6SquareEEvPv.Info = private unnamed_addr constant { %"class.sycl::_V1::detail::string_view", i32, i8, %"class.sycl::_V1::detail::string_view", %"class.sycl::_V1::detail::string_view", i32, i32, i64, ptr, i8 } { %"class.sycl::_V1::detail::string_view" { ptr @.str.38, i64 11 }, i32 2, i8 0, %"class.sycl::_V1::detail::string_view" { ptr @.str.18, i64 9 }, %"class.sycl::_V1::detail::string_view" { ptr @.str.39, i64 8 }, i32 121, i32 47, i64 16, ptr @_ZN4sycl3_V16detail18getKernelParamDescI6SquareEENS1_19kernel_param_desc_tEi, i8 0 }, align 8
@_ZZN4sycl3_V16detail19getDeviceKernelInfoI6SquareEERNS1_16DeviceKernelInfoEvE4Info = linkonce_odr dso_local local_unnamed_addr global ptr null, comdat, align 8
@_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI6SquareEERNS1_16DeviceKernelInfoEvE4Info = linkonce_odr dso_local global i64 0, comdat, align 8
@_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI6SquareEE = linkonce_odr dso_local constant { %"class.sycl::_V1::detail::string_view", i32, i8, %"class.sycl::_V1::detail::string_view", %"class.sycl::_V1::detail::string_view", i32, i32, i64, ptr, i8 } { %"class.sycl::_V1::detail::string_view" { ptr @.str.38, i64 11 }, i32 2, i8 0, %"class.sycl::_V1::detail::string_view" { ptr @.str.18, i64 9 }, %"class.sycl::_V1::detail::string_view" { ptr @.str.39, i64 8 }, i32 121, i32 47, i64 16, ptr @_ZN4sycl3_V16detail18getKernelParamDescI6SquareEENS1_19kernel_param_desc_tEi, i8 0 }, comdat, align 8

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef range(i32 0, 2) i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 8
  %4 = alloca %"class.sycl::_V1::detail::_V1::SubmissionInfo", align 4
  %5 = alloca %"class.sycl::_V1::detail::type_erased_cgfo_ty", align 8
  %6 = alloca %class.anon.194, align 8
  %7 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 8
  %8 = alloca %"class.sycl::_V1::detail::_V1::SubmissionInfo", align 4
  %9 = alloca %"class.sycl::_V1::detail::type_erased_cgfo_ty", align 8
  %10 = alloca %class.anon.193, align 8
  %11 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 8
  %12 = alloca %"class.sycl::_V1::detail::_V1::SubmissionInfo", align 4
  %13 = alloca %class.anon.192, align 8
  %14 = alloca %"class.sycl::_V1::detail::type_erased_cgfo_ty", align 8
  %15 = alloca i64, align 8
  %16 = alloca ptr, align 8
  %17 = alloca %"class.sycl::_V1::property_list", align 8
  %18 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %19 = alloca ptr, align 8
  %20 = alloca %"class.sycl::_V1::property_list", align 8
  %21 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %22 = alloca %"class.sycl::_V1::event", align 8
  %23 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %24 = alloca %"class.sycl::_V1::event", align 8
  %25 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %26 = alloca %"class.sycl::_V1::event", align 8
  %27 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %28 = alloca %"class.sycl::_V1::event", align 8
  %29 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %30 = alloca %"class.sycl::_V1::event", align 8
  %31 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %32 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %33 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %34 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 8
  %35 = alloca float, align 4
  %36 = alloca %"class.std::function", align 8
  %37 = alloca %"class.std::function", align 8
  %38 = alloca %"class.std::vector", align 8
  %39 = alloca %"class.sycl::_V1::queue", align 8
  %40 = alloca %"class.sycl::_V1::property_list", align 8
  %41 = alloca %"class.sycl::_V1::queue", align 8
  %42 = alloca %"class.sycl::_V1::property_list", align 8
  %43 = alloca double, align 8
  %44 = alloca %class.BufferStage, align 8
  %45 = alloca %"class.sycl::_V1::event", align 8
  %46 = alloca %"class.sycl::_V1::event", align 8
  %47 = alloca %"class.sycl::_V1::event", align 8
  %48 = alloca %"class.sycl::_V1::event", align 8
  %49 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %50 = icmp sgt i32 %0, 1
  br i1 %50, label %52, label %51

51:                                               ; preds = %2
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %38) #24
  br label %68

52:                                               ; preds = %2
  %53 = getelementptr inbounds i8, ptr %1, i64 8
  %54 = load ptr, ptr %53, align 8, !tbaa !5
  %55 = tail call i64 @strtoul(ptr nocapture noundef %54, ptr noundef null, i32 noundef 10) #24
  %56 = icmp eq i32 %0, 2
  br i1 %56, label %62, label %57

57:                                               ; preds = %52
  %58 = getelementptr inbounds i8, ptr %1, i64 16
  %59 = load ptr, ptr %58, align 8, !tbaa !5
  %60 = tail call i64 @strtol(ptr nocapture noundef nonnull %59, ptr noundef null, i32 noundef 10) #24
  %61 = trunc i64 %60 to i32
  br label %62

62:                                               ; preds = %52, %57
  %63 = phi i32 [ %61, %57 ], [ 3, %52 ]
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %38) #24
  %64 = icmp ugt i64 %55, 2305843009213693951
  br i1 %64, label %65, label %66

65:                                               ; preds = %62
  tail call void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.10) #25
  unreachable

66:                                               ; preds = %62
  %67 = icmp eq i64 %55, 0
  br i1 %67, label %79, label %68

68:                                               ; preds = %51, %66
  %69 = phi i64 [ 512, %51 ], [ %55, %66 ]
  %70 = phi i32 [ 3, %51 ], [ %63, %66 ]
  %71 = shl nuw nsw i64 %69, 2
  %72 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %71) #26
  store ptr %72, ptr %38, align 8, !tbaa !9
  %73 = getelementptr float, ptr %72, i64 %69
  %74 = getelementptr inbounds i8, ptr %38, i64 16
  store ptr %73, ptr %74, align 8, !tbaa !11
  store float 0.000000e+00, ptr %72, align 4, !tbaa !12
  %75 = getelementptr i8, ptr %72, i64 4
  %76 = icmp eq i64 %69, 1
  br i1 %76, label %81, label %77

77:                                               ; preds = %68
  %78 = add nsw i64 %71, -4
  tail call void @llvm.memset.p0.i64(ptr align 4 %75, i8 0, i64 %78, i1 false), !tbaa !12
  br label %81

79:                                               ; preds = %66
  %80 = getelementptr inbounds i8, ptr %38, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %38, i8 0, i64 24, i1 false)
  br label %96

81:                                               ; preds = %68, %77
  %82 = phi ptr [ %73, %77 ], [ %75, %68 ]
  %83 = getelementptr inbounds i8, ptr %38, i64 8
  store ptr %82, ptr %83, align 8, !tbaa !14
  %84 = and i64 %69, 1
  %85 = icmp eq i64 %69, 1
  br i1 %85, label %88, label %86

86:                                               ; preds = %81
  %87 = and i64 %69, 2305843009213693950
  br label %122

88:                                               ; preds = %122, %81
  %89 = phi i64 [ 0, %81 ], [ %134, %122 ]
  %90 = icmp eq i64 %84, 0
  br i1 %90, label %96, label %91

91:                                               ; preds = %88
  %92 = urem i64 %89, 17
  %93 = add nsw i64 %92, -4
  %94 = sitofp i64 %93 to float
  %95 = getelementptr inbounds float, ptr %72, i64 %89
  store float %94, ptr %95, align 4, !tbaa !12
  br label %96

96:                                               ; preds = %91, %88, %79
  %97 = phi i1 [ true, %79 ], [ false, %88 ], [ false, %91 ]
  %98 = phi ptr [ %80, %79 ], [ %83, %88 ], [ %83, %91 ]
  %99 = phi i32 [ %63, %79 ], [ %70, %88 ], [ %70, %91 ]
  %100 = phi i64 [ 0, %79 ], [ %69, %88 ], [ %69, %91 ]
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %39) #24
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %40) #24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %40, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %37) #24
  %101 = getelementptr inbounds i8, ptr %37, i64 16
  %102 = getelementptr inbounds i8, ptr %37, i64 24
  %103 = getelementptr inbounds i8, ptr %37, i64 8
  store i64 0, ptr %103, align 8
  store ptr @_ZN4sycl3_V16detail19defaultAsyncHandlerENS0_14exception_listE, ptr %37, align 8, !tbaa !5
  store ptr @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E9_M_invokeERKSt9_Any_dataOS2_, ptr %102, align 8, !tbaa !15
  store ptr @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E10_M_managerERSt9_Any_dataRKS6_St18_Manager_operation, ptr %101, align 8, !tbaa !18
  invoke void @_ZN4sycl3_V15queueC2IFiRKNS0_6deviceEEvEERKT_RKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %39, ptr noundef nonnull @_ZN4sycl3_V118default_selector_vERKNS0_6deviceE, ptr noundef nonnull align 8 dereferenceable(32) %37, ptr noundef nonnull align 8 dereferenceable(32) %40)
          to label %104 unwind label %112

104:                                              ; preds = %96
  %105 = load ptr, ptr %101, align 8, !tbaa !18
  %106 = icmp eq ptr %105, null
  br i1 %106, label %137, label %107

107:                                              ; preds = %104
  %108 = invoke noundef zeroext i1 %105(ptr noundef nonnull align 8 dereferenceable(16) %37, ptr noundef nonnull align 8 dereferenceable(16) %37, i32 noundef 3)
          to label %137 unwind label %109

109:                                              ; preds = %107
  %110 = landingpad { ptr, i32 }
          catch ptr null
  %111 = extractvalue { ptr, i32 } %110, 0
  call void @__clang_call_terminate(ptr %111) #27
  unreachable

112:                                              ; preds = %96
  %113 = landingpad { ptr, i32 }
          cleanup
  %114 = load ptr, ptr %101, align 8, !tbaa !18
  %115 = icmp eq ptr %114, null
  br i1 %115, label %121, label %116

116:                                              ; preds = %112
  %117 = invoke noundef zeroext i1 %114(ptr noundef nonnull align 8 dereferenceable(16) %37, ptr noundef nonnull align 8 dereferenceable(16) %37, i32 noundef 3)
          to label %121 unwind label %118

118:                                              ; preds = %116
  %119 = landingpad { ptr, i32 }
          catch ptr null
  %120 = extractvalue { ptr, i32 } %119, 0
  call void @__clang_call_terminate(ptr %120) #27
  unreachable

121:                                              ; preds = %116, %112
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %37) #24
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %40) #24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %40) #24
  br label %1040

122:                                              ; preds = %122, %86
  %123 = phi i64 [ 0, %86 ], [ %134, %122 ]
  %124 = phi i64 [ 0, %86 ], [ %135, %122 ]
  %125 = urem i64 %123, 17
  %126 = add nsw i64 %125, -4
  %127 = sitofp i64 %126 to float
  %128 = getelementptr inbounds float, ptr %72, i64 %123
  store float %127, ptr %128, align 4, !tbaa !12
  %129 = or disjoint i64 %123, 1
  %130 = urem i64 %129, 17
  %131 = add nsw i64 %130, -4
  %132 = sitofp i64 %131 to float
  %133 = getelementptr inbounds float, ptr %72, i64 %129
  store float %132, ptr %133, align 4, !tbaa !12
  %134 = add nuw i64 %123, 2
  %135 = add i64 %124, 2
  %136 = icmp eq i64 %135, %87
  br i1 %136, label %88, label %122, !llvm.loop !19

137:                                              ; preds = %107, %104
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %37) #24
  %138 = getelementptr inbounds i8, ptr %40, i64 8
  %139 = load ptr, ptr %138, align 8, !tbaa !21
  %140 = getelementptr inbounds i8, ptr %40, i64 16
  %141 = load ptr, ptr %140, align 8, !tbaa !23
  %142 = icmp eq ptr %139, %141
  br i1 %142, label %177, label %143

143:                                              ; preds = %137, %172
  %144 = phi ptr [ %173, %172 ], [ %139, %137 ]
  %145 = getelementptr inbounds i8, ptr %144, i64 8
  %146 = load ptr, ptr %145, align 8, !tbaa !24
  %147 = icmp eq ptr %146, null
  br i1 %147, label %172, label %148

148:                                              ; preds = %143
  %149 = getelementptr inbounds i8, ptr %146, i64 8
  %150 = load atomic i64, ptr %149 acquire, align 8
  %151 = icmp eq i64 %150, 4294967297
  %152 = trunc i64 %150 to i32
  br i1 %151, label %153, label %161

153:                                              ; preds = %148
  store i32 0, ptr %149, align 8, !tbaa !26
  %154 = getelementptr inbounds i8, ptr %146, i64 12
  store i32 0, ptr %154, align 4, !tbaa !29
  %155 = load ptr, ptr %146, align 8, !tbaa !30
  %156 = getelementptr inbounds i8, ptr %155, i64 16
  %157 = load ptr, ptr %156, align 8
  call void %157(ptr noundef nonnull align 8 dereferenceable(16) %146) #24
  %158 = load ptr, ptr %146, align 8, !tbaa !30
  %159 = getelementptr inbounds i8, ptr %158, i64 24
  %160 = load ptr, ptr %159, align 8
  call void %160(ptr noundef nonnull align 8 dereferenceable(16) %146) #24
  br label %172

161:                                              ; preds = %148
  %162 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %163 = icmp eq i8 %162, 0
  br i1 %163, label %166, label %164

164:                                              ; preds = %161
  %165 = add nsw i32 %152, -1
  store i32 %165, ptr %149, align 4, !tbaa !33
  br label %168

166:                                              ; preds = %161
  %167 = atomicrmw volatile add ptr %149, i32 -1 acq_rel, align 4
  br label %168

168:                                              ; preds = %166, %164
  %169 = phi i32 [ %152, %164 ], [ %167, %166 ]
  %170 = icmp eq i32 %169, 1
  br i1 %170, label %171, label %172, !prof !34

171:                                              ; preds = %168
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %146) #24
  br label %172

172:                                              ; preds = %171, %168, %153, %143
  %173 = getelementptr inbounds i8, ptr %144, i64 16
  %174 = icmp eq ptr %173, %141
  br i1 %174, label %175, label %143, !llvm.loop !35

175:                                              ; preds = %172
  %176 = load ptr, ptr %138, align 8, !tbaa !21
  br label %177

177:                                              ; preds = %175, %137
  %178 = phi ptr [ %176, %175 ], [ %139, %137 ]
  %179 = icmp eq ptr %178, null
  br i1 %179, label %186, label %180

180:                                              ; preds = %177
  %181 = getelementptr inbounds i8, ptr %40, i64 24
  %182 = load ptr, ptr %181, align 8, !tbaa !36
  %183 = ptrtoint ptr %182 to i64
  %184 = ptrtoint ptr %178 to i64
  %185 = sub i64 %183, %184
  call void @_ZdlPvm(ptr noundef nonnull %178, i64 noundef %185) #28
  br label %186

186:                                              ; preds = %180, %177
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %40) #24
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %41) #24
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %42) #24
  %187 = getelementptr inbounds i8, ptr %42, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %187, i8 0, i64 24, i1 false)
  store i64 8, ptr %42, align 8, !tbaa !37
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %36) #24
  %188 = getelementptr inbounds i8, ptr %36, i64 16
  %189 = getelementptr inbounds i8, ptr %36, i64 24
  %190 = getelementptr inbounds i8, ptr %36, i64 8
  store i64 0, ptr %190, align 8
  store ptr @_ZN4sycl3_V16detail19defaultAsyncHandlerENS0_14exception_listE, ptr %36, align 8, !tbaa !5
  store ptr @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E9_M_invokeERKSt9_Any_dataOS2_, ptr %189, align 8, !tbaa !15
  store ptr @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E10_M_managerERSt9_Any_dataRKS6_St18_Manager_operation, ptr %188, align 8, !tbaa !18
  invoke void @_ZN4sycl3_V15queueC2IFiRKNS0_6deviceEEvEERKT_RKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %41, ptr noundef nonnull @_ZN4sycl3_V118default_selector_vERKNS0_6deviceE, ptr noundef nonnull align 8 dereferenceable(32) %36, ptr noundef nonnull align 8 dereferenceable(32) %42)
          to label %191 unwind label %199

191:                                              ; preds = %186
  %192 = load ptr, ptr %188, align 8, !tbaa !18
  %193 = icmp eq ptr %192, null
  br i1 %193, label %209, label %194

194:                                              ; preds = %191
  %195 = invoke noundef zeroext i1 %192(ptr noundef nonnull align 8 dereferenceable(16) %36, ptr noundef nonnull align 8 dereferenceable(16) %36, i32 noundef 3)
          to label %209 unwind label %196

196:                                              ; preds = %194
  %197 = landingpad { ptr, i32 }
          catch ptr null
  %198 = extractvalue { ptr, i32 } %197, 0
  call void @__clang_call_terminate(ptr %198) #27
  unreachable

199:                                              ; preds = %186
  %200 = landingpad { ptr, i32 }
          cleanup
  %201 = load ptr, ptr %188, align 8, !tbaa !18
  %202 = icmp eq ptr %201, null
  br i1 %202, label %208, label %203

203:                                              ; preds = %199
  %204 = invoke noundef zeroext i1 %201(ptr noundef nonnull align 8 dereferenceable(16) %36, ptr noundef nonnull align 8 dereferenceable(16) %36, i32 noundef 3)
          to label %208 unwind label %205

205:                                              ; preds = %203
  %206 = landingpad { ptr, i32 }
          catch ptr null
  %207 = extractvalue { ptr, i32 } %206, 0
  call void @__clang_call_terminate(ptr %207) #27
  unreachable

208:                                              ; preds = %203, %199
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %36) #24
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %42) #24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %42) #24
  br label %1038

209:                                              ; preds = %194, %191
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %36) #24
  %210 = load ptr, ptr %187, align 8, !tbaa !21
  %211 = getelementptr inbounds i8, ptr %42, i64 16
  %212 = load ptr, ptr %211, align 8, !tbaa !23
  %213 = icmp eq ptr %210, %212
  br i1 %213, label %248, label %214

214:                                              ; preds = %209, %243
  %215 = phi ptr [ %244, %243 ], [ %210, %209 ]
  %216 = getelementptr inbounds i8, ptr %215, i64 8
  %217 = load ptr, ptr %216, align 8, !tbaa !24
  %218 = icmp eq ptr %217, null
  br i1 %218, label %243, label %219

219:                                              ; preds = %214
  %220 = getelementptr inbounds i8, ptr %217, i64 8
  %221 = load atomic i64, ptr %220 acquire, align 8
  %222 = icmp eq i64 %221, 4294967297
  %223 = trunc i64 %221 to i32
  br i1 %222, label %224, label %232

224:                                              ; preds = %219
  store i32 0, ptr %220, align 8, !tbaa !26
  %225 = getelementptr inbounds i8, ptr %217, i64 12
  store i32 0, ptr %225, align 4, !tbaa !29
  %226 = load ptr, ptr %217, align 8, !tbaa !30
  %227 = getelementptr inbounds i8, ptr %226, i64 16
  %228 = load ptr, ptr %227, align 8
  call void %228(ptr noundef nonnull align 8 dereferenceable(16) %217) #24
  %229 = load ptr, ptr %217, align 8, !tbaa !30
  %230 = getelementptr inbounds i8, ptr %229, i64 24
  %231 = load ptr, ptr %230, align 8
  call void %231(ptr noundef nonnull align 8 dereferenceable(16) %217) #24
  br label %243

232:                                              ; preds = %219
  %233 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %234 = icmp eq i8 %233, 0
  br i1 %234, label %237, label %235

235:                                              ; preds = %232
  %236 = add nsw i32 %223, -1
  store i32 %236, ptr %220, align 4, !tbaa !33
  br label %239

237:                                              ; preds = %232
  %238 = atomicrmw volatile add ptr %220, i32 -1 acq_rel, align 4
  br label %239

239:                                              ; preds = %237, %235
  %240 = phi i32 [ %223, %235 ], [ %238, %237 ]
  %241 = icmp eq i32 %240, 1
  br i1 %241, label %242, label %243, !prof !34

242:                                              ; preds = %239
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %217) #24
  br label %243

243:                                              ; preds = %242, %239, %224, %214
  %244 = getelementptr inbounds i8, ptr %215, i64 16
  %245 = icmp eq ptr %244, %212
  br i1 %245, label %246, label %214, !llvm.loop !35

246:                                              ; preds = %243
  %247 = load ptr, ptr %187, align 8, !tbaa !21
  br label %248

248:                                              ; preds = %246, %209
  %249 = phi ptr [ %247, %246 ], [ %210, %209 ]
  %250 = icmp eq ptr %249, null
  br i1 %250, label %257, label %251

251:                                              ; preds = %248
  %252 = getelementptr inbounds i8, ptr %42, i64 24
  %253 = load ptr, ptr %252, align 8, !tbaa !36
  %254 = ptrtoint ptr %253 to i64
  %255 = ptrtoint ptr %249 to i64
  %256 = sub i64 %254, %255
  call void @_ZdlPvm(ptr noundef nonnull %249, i64 noundef %256) #28
  br label %257

257:                                              ; preds = %248, %251
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %42) #24
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %43) #24
  store double 0.000000e+00, ptr %43, align 8, !tbaa !39
  %258 = load ptr, ptr %98, align 8, !tbaa !5
  %259 = load ptr, ptr %38, align 8, !tbaa !5
  %260 = ptrtoint ptr %258 to i64
  %261 = ptrtoint ptr %259 to i64
  %262 = sub i64 %260, %261
  %263 = icmp eq ptr %258, %259
  br i1 %263, label %271, label %264

264:                                              ; preds = %257
  %265 = icmp ugt i64 %262, 9223372036854775804
  br i1 %265, label %266, label %268, !prof !34

266:                                              ; preds = %264
  invoke void @_ZSt28__throw_bad_array_new_lengthv() #25
          to label %267 unwind label %303

267:                                              ; preds = %266
  unreachable

268:                                              ; preds = %264
  %269 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %262) #26
          to label %270 unwind label %303

270:                                              ; preds = %268
  call void @llvm.memmove.p0.p0.i64(ptr nonnull align 4 %269, ptr align 4 %259, i64 %262, i1 false)
  br label %271

271:                                              ; preds = %257, %270
  %272 = phi ptr [ %269, %270 ], [ null, %257 ]
  %273 = getelementptr inbounds i8, ptr %272, i64 %262
  %274 = icmp sgt i32 %99, 0
  br i1 %274, label %275, label %302

275:                                              ; preds = %271
  %276 = add i64 %260, -4
  %277 = sub i64 %276, %261
  %278 = lshr i64 %277, 2
  %279 = add nuw nsw i64 %278, 1
  %280 = icmp ult i64 %277, 28
  %281 = and i64 %279, 9223372036854775800
  %282 = shl i64 %281, 2
  %283 = getelementptr i8, ptr %272, i64 %282
  %284 = icmp eq i64 %279, %281
  br label %285

285:                                              ; preds = %275, %305
  %286 = phi i32 [ %306, %305 ], [ 0, %275 ]
  br i1 %263, label %305, label %287

287:                                              ; preds = %285
  br i1 %280, label %288, label %290

288:                                              ; preds = %301, %287
  %289 = phi ptr [ %272, %287 ], [ %283, %301 ]
  br label %308

290:                                              ; preds = %287, %290
  %291 = phi i64 [ %299, %290 ], [ 0, %287 ]
  %292 = shl i64 %291, 2
  %293 = getelementptr i8, ptr %272, i64 %292
  %294 = getelementptr i8, ptr %293, i64 16
  %295 = load <4 x float>, ptr %293, align 4, !tbaa !12
  %296 = load <4 x float>, ptr %294, align 4, !tbaa !12
  %297 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %295, <4 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>)
  %298 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %296, <4 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>)
  store <4 x float> %297, ptr %293, align 4, !tbaa !12
  store <4 x float> %298, ptr %294, align 4, !tbaa !12
  %299 = add nuw i64 %291, 8
  %300 = icmp eq i64 %299, %281
  br i1 %300, label %301, label %290, !llvm.loop !41

301:                                              ; preds = %290
  br i1 %284, label %305, label %288

302:                                              ; preds = %305, %271
  call void @llvm.lifetime.start.p0(i64 208, ptr nonnull %44) #24
  invoke void @_ZN11BufferStageC2ERN4sycl3_V15queueERKSt6vectorIfSaIfEE(ptr noundef nonnull align 8 dereferenceable(208) %44, ptr noundef nonnull align 8 dereferenceable(16) %39, ptr noundef nonnull align 8 dereferenceable(24) %38)
          to label %314 unwind label %436

303:                                              ; preds = %268, %266
  %304 = landingpad { ptr, i32 }
          cleanup
  br label %1036

305:                                              ; preds = %308, %301, %285
  %306 = add nuw nsw i32 %286, 1
  %307 = icmp eq i32 %306, %99
  br i1 %307, label %302, label %285, !llvm.loop !44

308:                                              ; preds = %288, %308
  %309 = phi ptr [ %312, %308 ], [ %289, %288 ]
  %310 = load float, ptr %309, align 4, !tbaa !12
  %311 = call float @llvm.fmuladd.f32(float %310, float 5.000000e-01, float 1.000000e+00)
  store float %311, ptr %309, align 4, !tbaa !12
  %312 = getelementptr inbounds i8, ptr %309, i64 4
  %313 = icmp eq ptr %312, %273
  br i1 %313, label %305, label %308, !llvm.loop !45

314:                                              ; preds = %302
  %315 = getelementptr inbounds i8, ptr %44, i64 40
  %316 = getelementptr inbounds i8, ptr %44, i64 8
  %317 = load i64, ptr %316, align 8, !tbaa !46
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %35) #24
  store float 0.000000e+00, ptr %35, align 4, !tbaa !12
  invoke void @_ZNSt6vectorIfSaIfEE14_M_fill_assignEmRKf(ptr noundef nonnull align 8 dereferenceable(24) %315, i64 noundef %317, ptr noundef nonnull align 4 dereferenceable(4) %35)
          to label %318 unwind label %438

318:                                              ; preds = %314
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %35) #24
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %45) #24
  invoke void @_ZN11BufferStage6uploadEv(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %46, ptr noundef nonnull align 8 dereferenceable(208) %44)
          to label %319 unwind label %440

319:                                              ; preds = %318
  invoke void @_ZN11BufferStage6smoothEN4sycl3_V15eventEi(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %45, ptr noundef nonnull align 8 dereferenceable(208) %44, ptr noundef nonnull %46, i32 noundef %99)
          to label %320 unwind label %442

320:                                              ; preds = %319
  %321 = getelementptr inbounds i8, ptr %46, i64 8
  %322 = load ptr, ptr %321, align 8, !tbaa !24
  %323 = icmp eq ptr %322, null
  br i1 %323, label %348, label %324

324:                                              ; preds = %320
  %325 = getelementptr inbounds i8, ptr %322, i64 8
  %326 = load atomic i64, ptr %325 acquire, align 8
  %327 = icmp eq i64 %326, 4294967297
  %328 = trunc i64 %326 to i32
  br i1 %327, label %329, label %337

329:                                              ; preds = %324
  store i32 0, ptr %325, align 8, !tbaa !26
  %330 = getelementptr inbounds i8, ptr %322, i64 12
  store i32 0, ptr %330, align 4, !tbaa !29
  %331 = load ptr, ptr %322, align 8, !tbaa !30
  %332 = getelementptr inbounds i8, ptr %331, i64 16
  %333 = load ptr, ptr %332, align 8
  call void %333(ptr noundef nonnull align 8 dereferenceable(16) %322) #24
  %334 = load ptr, ptr %322, align 8, !tbaa !30
  %335 = getelementptr inbounds i8, ptr %334, i64 24
  %336 = load ptr, ptr %335, align 8
  call void %336(ptr noundef nonnull align 8 dereferenceable(16) %322) #24
  br label %348

337:                                              ; preds = %324
  %338 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %339 = icmp eq i8 %338, 0
  br i1 %339, label %342, label %340

340:                                              ; preds = %337
  %341 = add nsw i32 %328, -1
  store i32 %341, ptr %325, align 4, !tbaa !33
  br label %344

342:                                              ; preds = %337
  %343 = atomicrmw volatile add ptr %325, i32 -1 acq_rel, align 4
  br label %344

344:                                              ; preds = %342, %340
  %345 = phi i32 [ %328, %340 ], [ %343, %342 ]
  %346 = icmp eq i32 %345, 1
  br i1 %346, label %347, label %348, !prof !34

347:                                              ; preds = %344
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %322) #24
  br label %348

348:                                              ; preds = %320, %329, %344, %347
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %47) #24
  %349 = load ptr, ptr %45, align 8, !tbaa !58
  store ptr %349, ptr %48, align 8, !tbaa !58
  %350 = getelementptr inbounds i8, ptr %48, i64 8
  %351 = getelementptr inbounds i8, ptr %45, i64 8
  %352 = load ptr, ptr %351, align 8, !tbaa !24
  store ptr %352, ptr %350, align 8, !tbaa !24
  %353 = icmp eq ptr %352, null
  br i1 %353, label %363, label %354

354:                                              ; preds = %348
  %355 = getelementptr inbounds i8, ptr %352, i64 8
  %356 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %357 = icmp eq i8 %356, 0
  br i1 %357, label %361, label %358

358:                                              ; preds = %354
  %359 = load i32, ptr %355, align 4, !tbaa !33
  %360 = add nsw i32 %359, 1
  store i32 %360, ptr %355, align 4, !tbaa !33
  br label %363

361:                                              ; preds = %354
  %362 = atomicrmw volatile add ptr %355, i32 1 acq_rel, align 4
  br label %363

363:                                              ; preds = %348, %358, %361
  invoke void @_ZN11BufferStage6finishEN4sycl3_V15eventE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %47, ptr noundef nonnull align 8 dereferenceable(208) %44, ptr noundef nonnull %48)
          to label %364 unwind label %444

364:                                              ; preds = %363
  invoke void @_ZN4sycl3_V15event4waitEv(ptr noundef nonnull align 8 dereferenceable(16) %47)
          to label %365 unwind label %446

365:                                              ; preds = %364
  %366 = getelementptr inbounds i8, ptr %47, i64 8
  %367 = load ptr, ptr %366, align 8, !tbaa !24
  %368 = icmp eq ptr %367, null
  br i1 %368, label %393, label %369

369:                                              ; preds = %365
  %370 = getelementptr inbounds i8, ptr %367, i64 8
  %371 = load atomic i64, ptr %370 acquire, align 8
  %372 = icmp eq i64 %371, 4294967297
  %373 = trunc i64 %371 to i32
  br i1 %372, label %374, label %382

374:                                              ; preds = %369
  store i32 0, ptr %370, align 8, !tbaa !26
  %375 = getelementptr inbounds i8, ptr %367, i64 12
  store i32 0, ptr %375, align 4, !tbaa !29
  %376 = load ptr, ptr %367, align 8, !tbaa !30
  %377 = getelementptr inbounds i8, ptr %376, i64 16
  %378 = load ptr, ptr %377, align 8
  call void %378(ptr noundef nonnull align 8 dereferenceable(16) %367) #24
  %379 = load ptr, ptr %367, align 8, !tbaa !30
  %380 = getelementptr inbounds i8, ptr %379, i64 24
  %381 = load ptr, ptr %380, align 8
  call void %381(ptr noundef nonnull align 8 dereferenceable(16) %367) #24
  br label %393

382:                                              ; preds = %369
  %383 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %384 = icmp eq i8 %383, 0
  br i1 %384, label %387, label %385

385:                                              ; preds = %382
  %386 = add nsw i32 %373, -1
  store i32 %386, ptr %370, align 4, !tbaa !33
  br label %389

387:                                              ; preds = %382
  %388 = atomicrmw volatile add ptr %370, i32 -1 acq_rel, align 4
  br label %389

389:                                              ; preds = %387, %385
  %390 = phi i32 [ %373, %385 ], [ %388, %387 ]
  %391 = icmp eq i32 %390, 1
  br i1 %391, label %392, label %393, !prof !34

392:                                              ; preds = %389
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %367) #24
  br label %393

393:                                              ; preds = %365, %374, %389, %392
  %394 = load ptr, ptr %350, align 8, !tbaa !24
  %395 = icmp eq ptr %394, null
  br i1 %395, label %420, label %396

396:                                              ; preds = %393
  %397 = getelementptr inbounds i8, ptr %394, i64 8
  %398 = load atomic i64, ptr %397 acquire, align 8
  %399 = icmp eq i64 %398, 4294967297
  %400 = trunc i64 %398 to i32
  br i1 %399, label %401, label %409

401:                                              ; preds = %396
  store i32 0, ptr %397, align 8, !tbaa !26
  %402 = getelementptr inbounds i8, ptr %394, i64 12
  store i32 0, ptr %402, align 4, !tbaa !29
  %403 = load ptr, ptr %394, align 8, !tbaa !30
  %404 = getelementptr inbounds i8, ptr %403, i64 16
  %405 = load ptr, ptr %404, align 8
  call void %405(ptr noundef nonnull align 8 dereferenceable(16) %394) #24
  %406 = load ptr, ptr %394, align 8, !tbaa !30
  %407 = getelementptr inbounds i8, ptr %406, i64 24
  %408 = load ptr, ptr %407, align 8
  call void %408(ptr noundef nonnull align 8 dereferenceable(16) %394) #24
  br label %420

409:                                              ; preds = %396
  %410 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %411 = icmp eq i8 %410, 0
  br i1 %411, label %414, label %412

412:                                              ; preds = %409
  %413 = add nsw i32 %400, -1
  store i32 %413, ptr %397, align 4, !tbaa !33
  br label %416

414:                                              ; preds = %409
  %415 = atomicrmw volatile add ptr %397, i32 -1 acq_rel, align 4
  br label %416

416:                                              ; preds = %414, %412
  %417 = phi i32 [ %400, %412 ], [ %415, %414 ]
  %418 = icmp eq i32 %417, 1
  br i1 %418, label %419, label %420, !prof !34

419:                                              ; preds = %416
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %394) #24
  br label %420

420:                                              ; preds = %393, %401, %416, %419
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %47) #24
  invoke void @_ZN11BufferStage13check_on_hostEPd(ptr noundef nonnull align 8 dereferenceable(208) %44, ptr noundef nonnull %43)
          to label %421 unwind label %450

421:                                              ; preds = %420
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %49) #24
  store ptr @.str, ptr %49, align 8, !tbaa !60, !alias.scope !62
  %422 = getelementptr inbounds i8, ptr %49, i64 8
  store ptr @.str.1, ptr %422, align 8, !tbaa !65, !alias.scope !62
  %423 = getelementptr inbounds i8, ptr %49, i64 16
  store i32 151, ptr %423, align 8, !tbaa !66, !alias.scope !62
  %424 = getelementptr inbounds i8, ptr %49, i64 20
  store i32 5, ptr %424, align 4, !tbaa !67, !alias.scope !62
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %34) #24
  invoke void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 8 dereferenceable(9) %34, ptr noundef nonnull align 8 dereferenceable(24) %49)
          to label %425 unwind label %452

425:                                              ; preds = %421
  %426 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 8 dereferenceable(9) %34)
          to label %427 unwind label %428

427:                                              ; preds = %425
  invoke void @_ZN4sycl3_V15queue10wait_proxyERKNS0_6detail13code_locationE(ptr noundef nonnull align 8 dereferenceable(16) %39, ptr noundef nonnull align 8 dereferenceable(24) %426)
          to label %430 unwind label %428

428:                                              ; preds = %427, %425
  %429 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %34) #24
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %34) #24
  br label %454

430:                                              ; preds = %427
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %34) #24
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %34) #24
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %49) #24
  br i1 %97, label %485, label %431

431:                                              ; preds = %430
  %432 = load ptr, ptr %315, align 8
  %433 = getelementptr inbounds i8, ptr %44, i64 64
  %434 = load ptr, ptr %433, align 8
  br label %456

435:                                              ; preds = %478
  br i1 %480, label %485, label %491

436:                                              ; preds = %302
  %437 = landingpad { ptr, i32 }
          cleanup
  br label %1019

438:                                              ; preds = %314
  %439 = landingpad { ptr, i32 }
          cleanup
  br label %1017

440:                                              ; preds = %318
  %441 = landingpad { ptr, i32 }
          cleanup
  br label %1015

442:                                              ; preds = %319
  %443 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V15eventD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %46) #24
  br label %1015

444:                                              ; preds = %363
  %445 = landingpad { ptr, i32 }
          cleanup
  br label %448

446:                                              ; preds = %364
  %447 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V15eventD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %47) #24
  br label %448

448:                                              ; preds = %446, %444
  %449 = phi { ptr, i32 } [ %447, %446 ], [ %445, %444 ]
  call void @_ZN4sycl3_V15eventD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %48) #24
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %47) #24
  br label %1013

450:                                              ; preds = %420
  %451 = landingpad { ptr, i32 }
          cleanup
  br label %1013

452:                                              ; preds = %421
  %453 = landingpad { ptr, i32 }
          cleanup
  br label %454

454:                                              ; preds = %428, %452
  %455 = phi { ptr, i32 } [ %453, %452 ], [ %429, %428 ]
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %49) #24
  br label %1013

456:                                              ; preds = %431, %478
  %457 = phi i64 [ 0, %431 ], [ %483, %478 ]
  %458 = phi double [ 0.000000e+00, %431 ], [ %482, %478 ]
  %459 = phi i1 [ true, %431 ], [ %480, %478 ]
  br i1 %459, label %463, label %460

460:                                              ; preds = %456
  %461 = getelementptr inbounds float, ptr %272, i64 %457
  %462 = load float, ptr %461, align 4, !tbaa !12
  br label %478

463:                                              ; preds = %456
  %464 = getelementptr inbounds float, ptr %432, i64 %457
  %465 = load float, ptr %464, align 4, !tbaa !12
  %466 = getelementptr inbounds float, ptr %272, i64 %457
  %467 = load float, ptr %466, align 4, !tbaa !12
  %468 = fsub float %465, %467
  %469 = call noundef float @llvm.fabs.f32(float %468)
  %470 = fcmp olt float %469, 0x3F1A36E2E0000000
  br i1 %470, label %471, label %478

471:                                              ; preds = %463
  %472 = getelementptr inbounds float, ptr %434, i64 %457
  %473 = load float, ptr %472, align 4, !tbaa !12
  %474 = fadd float %467, 1.000000e+00
  %475 = fsub float %473, %474
  %476 = call noundef float @llvm.fabs.f32(float %475)
  %477 = fcmp olt float %476, 0x3F1A36E2E0000000
  br label %478

478:                                              ; preds = %460, %471, %463
  %479 = phi float [ %467, %463 ], [ %467, %471 ], [ %462, %460 ]
  %480 = phi i1 [ false, %463 ], [ %477, %471 ], [ false, %460 ]
  %481 = fpext float %479 to double
  %482 = fadd double %458, %481
  %483 = add nuw i64 %457, 1
  %484 = icmp eq i64 %483, %100
  br i1 %484, label %435, label %456, !llvm.loop !68

485:                                              ; preds = %430, %435
  %486 = phi double [ %482, %435 ], [ 0.000000e+00, %430 ]
  %487 = load double, ptr %43, align 8, !tbaa !39
  %488 = fsub double %487, %486
  %489 = call double @llvm.fabs.f64(double %488)
  %490 = fcmp olt double %489, 1.000000e-02
  br label %491

491:                                              ; preds = %485, %435
  %492 = phi i1 [ false, %435 ], [ %490, %485 ]
  %493 = freeze i1 %492
  %494 = load ptr, ptr %351, align 8, !tbaa !24
  %495 = icmp eq ptr %494, null
  br i1 %495, label %520, label %496

496:                                              ; preds = %491
  %497 = getelementptr inbounds i8, ptr %494, i64 8
  %498 = load atomic i64, ptr %497 acquire, align 8
  %499 = icmp eq i64 %498, 4294967297
  %500 = trunc i64 %498 to i32
  br i1 %499, label %501, label %509

501:                                              ; preds = %496
  store i32 0, ptr %497, align 8, !tbaa !26
  %502 = getelementptr inbounds i8, ptr %494, i64 12
  store i32 0, ptr %502, align 4, !tbaa !29
  %503 = load ptr, ptr %494, align 8, !tbaa !30
  %504 = getelementptr inbounds i8, ptr %503, i64 16
  %505 = load ptr, ptr %504, align 8
  call void %505(ptr noundef nonnull align 8 dereferenceable(16) %494) #24
  %506 = load ptr, ptr %494, align 8, !tbaa !30
  %507 = getelementptr inbounds i8, ptr %506, i64 24
  %508 = load ptr, ptr %507, align 8
  call void %508(ptr noundef nonnull align 8 dereferenceable(16) %494) #24
  br label %520

509:                                              ; preds = %496
  %510 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %511 = icmp eq i8 %510, 0
  br i1 %511, label %514, label %512

512:                                              ; preds = %509
  %513 = add nsw i32 %500, -1
  store i32 %513, ptr %497, align 4, !tbaa !33
  br label %516

514:                                              ; preds = %509
  %515 = atomicrmw volatile add ptr %497, i32 -1 acq_rel, align 4
  br label %516

516:                                              ; preds = %514, %512
  %517 = phi i32 [ %500, %512 ], [ %515, %514 ]
  %518 = icmp eq i32 %517, 1
  br i1 %518, label %519, label %520, !prof !34

519:                                              ; preds = %516
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %494) #24
  br label %520

520:                                              ; preds = %491, %501, %516, %519
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %45) #24
  %521 = getelementptr inbounds i8, ptr %44, i64 168
  call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %521) #24
  %522 = getelementptr inbounds i8, ptr %44, i64 128
  call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %522) #24
  %523 = getelementptr inbounds i8, ptr %44, i64 88
  call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %523) #24
  %524 = getelementptr inbounds i8, ptr %44, i64 64
  %525 = load ptr, ptr %524, align 8, !tbaa !9
  %526 = icmp eq ptr %525, null
  br i1 %526, label %533, label %527

527:                                              ; preds = %520
  %528 = getelementptr inbounds i8, ptr %44, i64 80
  %529 = load ptr, ptr %528, align 8, !tbaa !11
  %530 = ptrtoint ptr %529 to i64
  %531 = ptrtoint ptr %525 to i64
  %532 = sub i64 %530, %531
  call void @_ZdlPvm(ptr noundef nonnull %525, i64 noundef %532) #28
  br label %533

533:                                              ; preds = %527, %520
  %534 = load ptr, ptr %315, align 8, !tbaa !9
  %535 = icmp eq ptr %534, null
  br i1 %535, label %542, label %536

536:                                              ; preds = %533
  %537 = getelementptr inbounds i8, ptr %44, i64 56
  %538 = load ptr, ptr %537, align 8, !tbaa !11
  %539 = ptrtoint ptr %538 to i64
  %540 = ptrtoint ptr %534 to i64
  %541 = sub i64 %539, %540
  call void @_ZdlPvm(ptr noundef nonnull %534, i64 noundef %541) #28
  br label %542

542:                                              ; preds = %536, %533
  %543 = getelementptr inbounds i8, ptr %44, i64 16
  %544 = load ptr, ptr %543, align 8, !tbaa !9
  %545 = icmp eq ptr %544, null
  br i1 %545, label %552, label %546

546:                                              ; preds = %542
  %547 = getelementptr inbounds i8, ptr %44, i64 32
  %548 = load ptr, ptr %547, align 8, !tbaa !11
  %549 = ptrtoint ptr %548 to i64
  %550 = ptrtoint ptr %544 to i64
  %551 = sub i64 %549, %550
  call void @_ZdlPvm(ptr noundef nonnull %544, i64 noundef %551) #28
  br label %552

552:                                              ; preds = %546, %542
  call void @llvm.lifetime.end.p0(i64 208, ptr nonnull %44) #24
  br i1 %97, label %562, label %553

553:                                              ; preds = %552
  %554 = shl nuw nsw i64 %100, 2
  %555 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %554) #26
          to label %556 unwind label %1021

556:                                              ; preds = %553
  %557 = getelementptr float, ptr %555, i64 %100
  store float 0.000000e+00, ptr %555, align 4, !tbaa !12
  %558 = icmp eq i64 %100, 1
  br i1 %558, label %562, label %559

559:                                              ; preds = %556
  %560 = getelementptr i8, ptr %555, i64 4
  %561 = add nsw i64 %554, -4
  call void @llvm.memset.p0.i64(ptr align 4 %560, i8 0, i64 %561, i1 false), !tbaa !12
  br label %562

562:                                              ; preds = %559, %556, %552
  %563 = phi ptr [ %555, %556 ], [ %555, %559 ], [ null, %552 ]
  %564 = phi ptr [ %557, %556 ], [ %557, %559 ], [ null, %552 ]
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %22)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %24)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %26)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %28)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %15) #24
  %565 = load ptr, ptr %98, align 8, !tbaa !14
  %566 = load ptr, ptr %38, align 8, !tbaa !9
  %567 = ptrtoint ptr %565 to i64
  %568 = ptrtoint ptr %566 to i64
  %569 = sub i64 %567, %568
  %570 = ashr exact i64 %569, 2
  store i64 %570, ptr %15, align 8, !tbaa !37
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %16) #24
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %17) #24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %17, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %18) #24
  store ptr @.str, ptr %18, align 8, !tbaa !60, !alias.scope !69
  %571 = getelementptr inbounds i8, ptr %18, i64 8
  store ptr @.str.37, ptr %571, align 8, !tbaa !65, !alias.scope !69
  %572 = getelementptr inbounds i8, ptr %18, i64 16
  store i32 116, ptr %572, align 8, !tbaa !66, !alias.scope !69
  %573 = getelementptr inbounds i8, ptr %18, i64 20
  store i32 19, ptr %573, align 4, !tbaa !67, !alias.scope !69
  %574 = invoke noundef ptr @_ZN4sycl3_V113malloc_deviceIfEEPT_mRKNS0_5queueERKNS0_13property_listERKNS0_6detail13code_locationE(i64 noundef %570, ptr noundef nonnull align 8 dereferenceable(16) %41, ptr noundef nonnull align 8 dereferenceable(32) %17, ptr noundef nonnull align 8 dereferenceable(24) %18)
          to label %575 unwind label %907

575:                                              ; preds = %562
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %18) #24
  %576 = getelementptr inbounds i8, ptr %17, i64 8
  %577 = load ptr, ptr %576, align 8, !tbaa !21
  %578 = getelementptr inbounds i8, ptr %17, i64 16
  %579 = load ptr, ptr %578, align 8, !tbaa !23
  %580 = icmp eq ptr %577, %579
  br i1 %580, label %615, label %581

581:                                              ; preds = %575, %610
  %582 = phi ptr [ %611, %610 ], [ %577, %575 ]
  %583 = getelementptr inbounds i8, ptr %582, i64 8
  %584 = load ptr, ptr %583, align 8, !tbaa !24
  %585 = icmp eq ptr %584, null
  br i1 %585, label %610, label %586

586:                                              ; preds = %581
  %587 = getelementptr inbounds i8, ptr %584, i64 8
  %588 = load atomic i64, ptr %587 acquire, align 8
  %589 = icmp eq i64 %588, 4294967297
  %590 = trunc i64 %588 to i32
  br i1 %589, label %591, label %599

591:                                              ; preds = %586
  store i32 0, ptr %587, align 8, !tbaa !26
  %592 = getelementptr inbounds i8, ptr %584, i64 12
  store i32 0, ptr %592, align 4, !tbaa !29
  %593 = load ptr, ptr %584, align 8, !tbaa !30
  %594 = getelementptr inbounds i8, ptr %593, i64 16
  %595 = load ptr, ptr %594, align 8
  call void %595(ptr noundef nonnull align 8 dereferenceable(16) %584) #24
  %596 = load ptr, ptr %584, align 8, !tbaa !30
  %597 = getelementptr inbounds i8, ptr %596, i64 24
  %598 = load ptr, ptr %597, align 8
  call void %598(ptr noundef nonnull align 8 dereferenceable(16) %584) #24
  br label %610

599:                                              ; preds = %586
  %600 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %601 = icmp eq i8 %600, 0
  br i1 %601, label %604, label %602

602:                                              ; preds = %599
  %603 = add nsw i32 %590, -1
  store i32 %603, ptr %587, align 4, !tbaa !33
  br label %606

604:                                              ; preds = %599
  %605 = atomicrmw volatile add ptr %587, i32 -1 acq_rel, align 4
  br label %606

606:                                              ; preds = %604, %602
  %607 = phi i32 [ %590, %602 ], [ %605, %604 ]
  %608 = icmp eq i32 %607, 1
  br i1 %608, label %609, label %610, !prof !34

609:                                              ; preds = %606
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %584) #24
  br label %610

610:                                              ; preds = %609, %606, %591, %581
  %611 = getelementptr inbounds i8, ptr %582, i64 16
  %612 = icmp eq ptr %611, %579
  br i1 %612, label %613, label %581, !llvm.loop !35

613:                                              ; preds = %610
  %614 = load ptr, ptr %576, align 8, !tbaa !21
  br label %615

615:                                              ; preds = %613, %575
  %616 = phi ptr [ %614, %613 ], [ %577, %575 ]
  %617 = icmp eq ptr %616, null
  br i1 %617, label %624, label %618

618:                                              ; preds = %615
  %619 = getelementptr inbounds i8, ptr %17, i64 24
  %620 = load ptr, ptr %619, align 8, !tbaa !36
  %621 = ptrtoint ptr %620 to i64
  %622 = ptrtoint ptr %616 to i64
  %623 = sub i64 %621, %622
  call void @_ZdlPvm(ptr noundef nonnull %616, i64 noundef %623) #28
  br label %624

624:                                              ; preds = %618, %615
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %17) #24
  store ptr %574, ptr %16, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %19) #24
  %625 = load i64, ptr %15, align 8, !tbaa !37
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %20) #24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %20, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %21) #24
  store ptr @.str, ptr %21, align 8, !tbaa !60, !alias.scope !72
  %626 = getelementptr inbounds i8, ptr %21, i64 8
  store ptr @.str.37, ptr %626, align 8, !tbaa !65, !alias.scope !72
  %627 = getelementptr inbounds i8, ptr %21, i64 16
  store i32 117, ptr %627, align 8, !tbaa !66, !alias.scope !72
  %628 = getelementptr inbounds i8, ptr %21, i64 20
  store i32 20, ptr %628, align 4, !tbaa !67, !alias.scope !72
  %629 = invoke noundef ptr @_ZN4sycl3_V113malloc_deviceIfEEPT_mRKNS0_5queueERKNS0_13property_listERKNS0_6detail13code_locationE(i64 noundef %625, ptr noundef nonnull align 8 dereferenceable(16) %41, ptr noundef nonnull align 8 dereferenceable(32) %20, ptr noundef nonnull align 8 dereferenceable(24) %21)
          to label %630 unwind label %909

630:                                              ; preds = %624
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %21) #24
  %631 = getelementptr inbounds i8, ptr %20, i64 8
  %632 = load ptr, ptr %631, align 8, !tbaa !21
  %633 = getelementptr inbounds i8, ptr %20, i64 16
  %634 = load ptr, ptr %633, align 8, !tbaa !23
  %635 = icmp eq ptr %632, %634
  br i1 %635, label %670, label %636

636:                                              ; preds = %630, %665
  %637 = phi ptr [ %666, %665 ], [ %632, %630 ]
  %638 = getelementptr inbounds i8, ptr %637, i64 8
  %639 = load ptr, ptr %638, align 8, !tbaa !24
  %640 = icmp eq ptr %639, null
  br i1 %640, label %665, label %641

641:                                              ; preds = %636
  %642 = getelementptr inbounds i8, ptr %639, i64 8
  %643 = load atomic i64, ptr %642 acquire, align 8
  %644 = icmp eq i64 %643, 4294967297
  %645 = trunc i64 %643 to i32
  br i1 %644, label %646, label %654

646:                                              ; preds = %641
  store i32 0, ptr %642, align 8, !tbaa !26
  %647 = getelementptr inbounds i8, ptr %639, i64 12
  store i32 0, ptr %647, align 4, !tbaa !29
  %648 = load ptr, ptr %639, align 8, !tbaa !30
  %649 = getelementptr inbounds i8, ptr %648, i64 16
  %650 = load ptr, ptr %649, align 8
  call void %650(ptr noundef nonnull align 8 dereferenceable(16) %639) #24
  %651 = load ptr, ptr %639, align 8, !tbaa !30
  %652 = getelementptr inbounds i8, ptr %651, i64 24
  %653 = load ptr, ptr %652, align 8
  call void %653(ptr noundef nonnull align 8 dereferenceable(16) %639) #24
  br label %665

654:                                              ; preds = %641
  %655 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %656 = icmp eq i8 %655, 0
  br i1 %656, label %659, label %657

657:                                              ; preds = %654
  %658 = add nsw i32 %645, -1
  store i32 %658, ptr %642, align 4, !tbaa !33
  br label %661

659:                                              ; preds = %654
  %660 = atomicrmw volatile add ptr %642, i32 -1 acq_rel, align 4
  br label %661

661:                                              ; preds = %659, %657
  %662 = phi i32 [ %645, %657 ], [ %660, %659 ]
  %663 = icmp eq i32 %662, 1
  br i1 %663, label %664, label %665, !prof !34

664:                                              ; preds = %661
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %639) #24
  br label %665

665:                                              ; preds = %664, %661, %646, %636
  %666 = getelementptr inbounds i8, ptr %637, i64 16
  %667 = icmp eq ptr %666, %634
  br i1 %667, label %668, label %636, !llvm.loop !35

668:                                              ; preds = %665
  %669 = load ptr, ptr %631, align 8, !tbaa !21
  br label %670

670:                                              ; preds = %668, %630
  %671 = phi ptr [ %669, %668 ], [ %632, %630 ]
  %672 = icmp eq ptr %671, null
  br i1 %672, label %679, label %673

673:                                              ; preds = %670
  %674 = getelementptr inbounds i8, ptr %20, i64 24
  %675 = load ptr, ptr %674, align 8, !tbaa !36
  %676 = ptrtoint ptr %675 to i64
  %677 = ptrtoint ptr %671 to i64
  %678 = sub i64 %676, %677
  call void @_ZdlPvm(ptr noundef nonnull %671, i64 noundef %678) #28
  br label %679

679:                                              ; preds = %673, %670
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %20) #24
  store ptr %629, ptr %19, align 8, !tbaa !5
  %680 = load ptr, ptr %16, align 8, !tbaa !5
  %681 = load ptr, ptr %38, align 8, !tbaa !9
  %682 = load i64, ptr %15, align 8, !tbaa !37
  %683 = shl i64 %682, 2
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %23) #24
  store ptr @.str, ptr %23, align 8, !tbaa !60, !alias.scope !75
  %684 = getelementptr inbounds i8, ptr %23, i64 8
  store ptr @.str.37, ptr %684, align 8, !tbaa !65, !alias.scope !75
  %685 = getelementptr inbounds i8, ptr %23, i64 16
  store i32 118, ptr %685, align 8, !tbaa !66, !alias.scope !75
  %686 = getelementptr inbounds i8, ptr %23, i64 20
  store i32 3, ptr %686, align 4, !tbaa !67, !alias.scope !75
  invoke void @_ZN4sycl3_V15queue6memcpyEPvPKvmRKNS0_6detail13code_locationE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %22, ptr noundef nonnull align 8 dereferenceable(16) %41, ptr noundef %680, ptr noundef %681, i64 noundef %683, ptr noundef nonnull align 8 dereferenceable(24) %23)
          to label %687 unwind label %1023

687:                                              ; preds = %679
  %688 = getelementptr inbounds i8, ptr %22, i64 8
  %689 = load ptr, ptr %688, align 8, !tbaa !24
  %690 = icmp eq ptr %689, null
  br i1 %690, label %715, label %691

691:                                              ; preds = %687
  %692 = getelementptr inbounds i8, ptr %689, i64 8
  %693 = load atomic i64, ptr %692 acquire, align 8
  %694 = icmp eq i64 %693, 4294967297
  %695 = trunc i64 %693 to i32
  br i1 %694, label %696, label %704

696:                                              ; preds = %691
  store i32 0, ptr %692, align 8, !tbaa !26
  %697 = getelementptr inbounds i8, ptr %689, i64 12
  store i32 0, ptr %697, align 4, !tbaa !29
  %698 = load ptr, ptr %689, align 8, !tbaa !30
  %699 = getelementptr inbounds i8, ptr %698, i64 16
  %700 = load ptr, ptr %699, align 8
  call void %700(ptr noundef nonnull align 8 dereferenceable(16) %689) #24
  %701 = load ptr, ptr %689, align 8, !tbaa !30
  %702 = getelementptr inbounds i8, ptr %701, i64 24
  %703 = load ptr, ptr %702, align 8
  call void %703(ptr noundef nonnull align 8 dereferenceable(16) %689) #24
  br label %715

704:                                              ; preds = %691
  %705 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %706 = icmp eq i8 %705, 0
  br i1 %706, label %709, label %707

707:                                              ; preds = %704
  %708 = add nsw i32 %695, -1
  store i32 %708, ptr %692, align 4, !tbaa !33
  br label %711

709:                                              ; preds = %704
  %710 = atomicrmw volatile add ptr %692, i32 -1 acq_rel, align 4
  br label %711

711:                                              ; preds = %709, %707
  %712 = phi i32 [ %695, %707 ], [ %710, %709 ]
  %713 = icmp eq i32 %712, 1
  br i1 %713, label %714, label %715, !prof !34

714:                                              ; preds = %711
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %689) #24
  br label %715

715:                                              ; preds = %714, %711, %696, %687
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %23) #24
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %25) #24
  store ptr @.str, ptr %25, align 8, !tbaa !60, !alias.scope !78
  %716 = getelementptr inbounds i8, ptr %25, i64 8
  store ptr @.str.37, ptr %716, align 8, !tbaa !65, !alias.scope !78
  %717 = getelementptr inbounds i8, ptr %25, i64 16
  store i32 119, ptr %717, align 8, !tbaa !66, !alias.scope !78
  %718 = getelementptr inbounds i8, ptr %25, i64 20
  store i32 3, ptr %718, align 4, !tbaa !67, !alias.scope !78
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %13)
  store ptr %19, ptr %13, align 8, !noalias !81
  %719 = getelementptr inbounds i8, ptr %13, i64 8
  store ptr %15, ptr %719, align 8, !noalias !81
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %14) #24, !noalias !81
  store ptr %13, ptr %14, align 8, !tbaa !84, !noalias !81
  %720 = getelementptr inbounds i8, ptr %14, i64 8
  store ptr @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZL9usm_stageRNS0_5queueERKSt6vectorIfSaIfEERS8_EUlRNS0_7handlerEE_E4callEPKvSD_, ptr %720, align 8, !tbaa !86, !noalias !81
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %11) #24, !noalias !87
  invoke void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 8 dereferenceable(9) %11, ptr noundef nonnull align 8 dereferenceable(24) %25)
          to label %721 unwind label %1023

721:                                              ; preds = %715
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %12) #24, !noalias !87
  store i32 0, ptr %12, align 4, !tbaa !90, !noalias !87
  %722 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 8 dereferenceable(9) %11)
          to label %723 unwind label %728, !noalias !87

723:                                              ; preds = %721
  %724 = getelementptr inbounds i8, ptr %11, i64 8
  %725 = load i8, ptr %724, align 8, !tbaa !93, !range !95, !noalias !87, !noundef !96
  %726 = trunc nuw i8 %725 to i1
  %727 = xor i1 %726, true
  invoke void @_ZNK4sycl3_V15queue22submit_with_event_implERKNS0_6detail19type_erased_cgfo_tyERKNS2_3_V114SubmissionInfoERKNS2_13code_locationEb(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %24, ptr noundef nonnull align 8 dereferenceable(16) %41, ptr noundef nonnull align 8 dereferenceable(16) %14, ptr noundef nonnull align 4 dereferenceable(4) %12, ptr noundef nonnull align 8 dereferenceable(24) %722, i1 noundef zeroext %727)
          to label %730 unwind label %728

728:                                              ; preds = %723, %721
  %729 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %12) #24, !noalias !87
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %11) #24
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %11) #24, !noalias !87
  br label %1025

730:                                              ; preds = %723
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %12) #24, !noalias !87
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %11) #24
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %11) #24, !noalias !87
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %14) #24, !noalias !81
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %13)
  %731 = getelementptr inbounds i8, ptr %24, i64 8
  %732 = load ptr, ptr %731, align 8, !tbaa !24
  %733 = icmp eq ptr %732, null
  br i1 %733, label %758, label %734

734:                                              ; preds = %730
  %735 = getelementptr inbounds i8, ptr %732, i64 8
  %736 = load atomic i64, ptr %735 acquire, align 8
  %737 = icmp eq i64 %736, 4294967297
  %738 = trunc i64 %736 to i32
  br i1 %737, label %739, label %747

739:                                              ; preds = %734
  store i32 0, ptr %735, align 8, !tbaa !26
  %740 = getelementptr inbounds i8, ptr %732, i64 12
  store i32 0, ptr %740, align 4, !tbaa !29
  %741 = load ptr, ptr %732, align 8, !tbaa !30
  %742 = getelementptr inbounds i8, ptr %741, i64 16
  %743 = load ptr, ptr %742, align 8
  call void %743(ptr noundef nonnull align 8 dereferenceable(16) %732) #24
  %744 = load ptr, ptr %732, align 8, !tbaa !30
  %745 = getelementptr inbounds i8, ptr %744, i64 24
  %746 = load ptr, ptr %745, align 8
  call void %746(ptr noundef nonnull align 8 dereferenceable(16) %732) #24
  br label %758

747:                                              ; preds = %734
  %748 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %749 = icmp eq i8 %748, 0
  br i1 %749, label %752, label %750

750:                                              ; preds = %747
  %751 = add nsw i32 %738, -1
  store i32 %751, ptr %735, align 4, !tbaa !33
  br label %754

752:                                              ; preds = %747
  %753 = atomicrmw volatile add ptr %735, i32 -1 acq_rel, align 4
  br label %754

754:                                              ; preds = %752, %750
  %755 = phi i32 [ %738, %750 ], [ %753, %752 ]
  %756 = icmp eq i32 %755, 1
  br i1 %756, label %757, label %758, !prof !34

757:                                              ; preds = %754
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %732) #24
  br label %758

758:                                              ; preds = %757, %754, %739, %730
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %25) #24
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %27) #24
  store ptr @.str, ptr %27, align 8, !tbaa !60, !alias.scope !97
  %759 = getelementptr inbounds i8, ptr %27, i64 8
  store ptr @.str.37, ptr %759, align 8, !tbaa !65, !alias.scope !97
  %760 = getelementptr inbounds i8, ptr %27, i64 16
  store i32 120, ptr %760, align 8, !tbaa !66, !alias.scope !97
  %761 = getelementptr inbounds i8, ptr %27, i64 20
  store i32 3, ptr %761, align 4, !tbaa !67, !alias.scope !97
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %10)
  store ptr %15, ptr %10, align 8
  %762 = getelementptr inbounds i8, ptr %10, i64 8
  store ptr %19, ptr %762, align 8
  %763 = getelementptr inbounds i8, ptr %10, i64 16
  store ptr %16, ptr %763, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %9) #24, !noalias !100
  store ptr %10, ptr %9, align 8, !tbaa !84, !noalias !100
  %764 = getelementptr inbounds i8, ptr %9, i64 8
  store ptr @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZL9usm_stageRNS0_5queueERKSt6vectorIfSaIfEERS8_EUlRNS0_7handlerEE0_E4callEPKvSD_, ptr %764, align 8, !tbaa !86, !noalias !100
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7) #24, !noalias !103
  invoke void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 8 dereferenceable(9) %7, ptr noundef nonnull align 8 dereferenceable(24) %27)
          to label %765 unwind label %1023

765:                                              ; preds = %758
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %8) #24, !noalias !103
  store i32 0, ptr %8, align 4, !tbaa !90, !noalias !103
  %766 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 8 dereferenceable(9) %7)
          to label %767 unwind label %772, !noalias !103

767:                                              ; preds = %765
  %768 = getelementptr inbounds i8, ptr %7, i64 8
  %769 = load i8, ptr %768, align 8, !tbaa !93, !range !95, !noalias !103, !noundef !96
  %770 = trunc nuw i8 %769 to i1
  %771 = xor i1 %770, true
  invoke void @_ZNK4sycl3_V15queue22submit_with_event_implERKNS0_6detail19type_erased_cgfo_tyERKNS2_3_V114SubmissionInfoERKNS2_13code_locationEb(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %26, ptr noundef nonnull align 8 dereferenceable(16) %41, ptr noundef nonnull align 8 dereferenceable(16) %9, ptr noundef nonnull align 4 dereferenceable(4) %8, ptr noundef nonnull align 8 dereferenceable(24) %766, i1 noundef zeroext %771)
          to label %774 unwind label %772

772:                                              ; preds = %767, %765
  %773 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %8) #24, !noalias !103
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %7) #24
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #24, !noalias !103
  br label %1025

774:                                              ; preds = %767
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %8) #24, !noalias !103
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %7) #24
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #24, !noalias !103
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %9) #24, !noalias !100
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %10)
  %775 = getelementptr inbounds i8, ptr %26, i64 8
  %776 = load ptr, ptr %775, align 8, !tbaa !24
  %777 = icmp eq ptr %776, null
  br i1 %777, label %802, label %778

778:                                              ; preds = %774
  %779 = getelementptr inbounds i8, ptr %776, i64 8
  %780 = load atomic i64, ptr %779 acquire, align 8
  %781 = icmp eq i64 %780, 4294967297
  %782 = trunc i64 %780 to i32
  br i1 %781, label %783, label %791

783:                                              ; preds = %778
  store i32 0, ptr %779, align 8, !tbaa !26
  %784 = getelementptr inbounds i8, ptr %776, i64 12
  store i32 0, ptr %784, align 4, !tbaa !29
  %785 = load ptr, ptr %776, align 8, !tbaa !30
  %786 = getelementptr inbounds i8, ptr %785, i64 16
  %787 = load ptr, ptr %786, align 8
  call void %787(ptr noundef nonnull align 8 dereferenceable(16) %776) #24
  %788 = load ptr, ptr %776, align 8, !tbaa !30
  %789 = getelementptr inbounds i8, ptr %788, i64 24
  %790 = load ptr, ptr %789, align 8
  call void %790(ptr noundef nonnull align 8 dereferenceable(16) %776) #24
  br label %802

791:                                              ; preds = %778
  %792 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %793 = icmp eq i8 %792, 0
  br i1 %793, label %796, label %794

794:                                              ; preds = %791
  %795 = add nsw i32 %782, -1
  store i32 %795, ptr %779, align 4, !tbaa !33
  br label %798

796:                                              ; preds = %791
  %797 = atomicrmw volatile add ptr %779, i32 -1 acq_rel, align 4
  br label %798

798:                                              ; preds = %796, %794
  %799 = phi i32 [ %782, %794 ], [ %797, %796 ]
  %800 = icmp eq i32 %799, 1
  br i1 %800, label %801, label %802, !prof !34

801:                                              ; preds = %798
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %776) #24
  br label %802

802:                                              ; preds = %801, %798, %783, %774
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %27) #24
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %29) #24
  store ptr @.str, ptr %29, align 8, !tbaa !60, !alias.scope !106
  %803 = getelementptr inbounds i8, ptr %29, i64 8
  store ptr @.str.37, ptr %803, align 8, !tbaa !65, !alias.scope !106
  %804 = getelementptr inbounds i8, ptr %29, i64 16
  store i32 123, ptr %804, align 8, !tbaa !66, !alias.scope !106
  %805 = getelementptr inbounds i8, ptr %29, i64 20
  store i32 3, ptr %805, align 4, !tbaa !67, !alias.scope !106
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6)
  store ptr %16, ptr %6, align 8
  %806 = getelementptr inbounds i8, ptr %6, i64 8
  store ptr %19, ptr %806, align 8
  %807 = getelementptr inbounds i8, ptr %6, i64 16
  store ptr %15, ptr %807, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #24, !noalias !109
  store ptr %6, ptr %5, align 8, !tbaa !84, !noalias !109
  %808 = getelementptr inbounds i8, ptr %5, i64 8
  store ptr @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZL9usm_stageRNS0_5queueERKSt6vectorIfSaIfEERS8_EUlRNS0_7handlerEE1_E4callEPKvSD_, ptr %808, align 8, !tbaa !86, !noalias !109
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #24, !noalias !112
  invoke void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 8 dereferenceable(9) %3, ptr noundef nonnull align 8 dereferenceable(24) %29)
          to label %809 unwind label %1023

809:                                              ; preds = %802
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #24, !noalias !112
  store i32 0, ptr %4, align 4, !tbaa !90, !noalias !112
  %810 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 8 dereferenceable(9) %3)
          to label %811 unwind label %816, !noalias !112

811:                                              ; preds = %809
  %812 = getelementptr inbounds i8, ptr %3, i64 8
  %813 = load i8, ptr %812, align 8, !tbaa !93, !range !95, !noalias !112, !noundef !96
  %814 = trunc nuw i8 %813 to i1
  %815 = xor i1 %814, true
  invoke void @_ZNK4sycl3_V15queue22submit_with_event_implERKNS0_6detail19type_erased_cgfo_tyERKNS2_3_V114SubmissionInfoERKNS2_13code_locationEb(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %28, ptr noundef nonnull align 8 dereferenceable(16) %41, ptr noundef nonnull align 8 dereferenceable(16) %5, ptr noundef nonnull align 4 dereferenceable(4) %4, ptr noundef nonnull align 8 dereferenceable(24) %810, i1 noundef zeroext %815)
          to label %818 unwind label %816

816:                                              ; preds = %811, %809
  %817 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #24, !noalias !112
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %3) #24
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #24, !noalias !112
  br label %1025

818:                                              ; preds = %811
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #24, !noalias !112
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %3) #24
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #24, !noalias !112
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #24, !noalias !109
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6)
  %819 = getelementptr inbounds i8, ptr %28, i64 8
  %820 = load ptr, ptr %819, align 8, !tbaa !24
  %821 = icmp eq ptr %820, null
  br i1 %821, label %846, label %822

822:                                              ; preds = %818
  %823 = getelementptr inbounds i8, ptr %820, i64 8
  %824 = load atomic i64, ptr %823 acquire, align 8
  %825 = icmp eq i64 %824, 4294967297
  %826 = trunc i64 %824 to i32
  br i1 %825, label %827, label %835

827:                                              ; preds = %822
  store i32 0, ptr %823, align 8, !tbaa !26
  %828 = getelementptr inbounds i8, ptr %820, i64 12
  store i32 0, ptr %828, align 4, !tbaa !29
  %829 = load ptr, ptr %820, align 8, !tbaa !30
  %830 = getelementptr inbounds i8, ptr %829, i64 16
  %831 = load ptr, ptr %830, align 8
  call void %831(ptr noundef nonnull align 8 dereferenceable(16) %820) #24
  %832 = load ptr, ptr %820, align 8, !tbaa !30
  %833 = getelementptr inbounds i8, ptr %832, i64 24
  %834 = load ptr, ptr %833, align 8
  call void %834(ptr noundef nonnull align 8 dereferenceable(16) %820) #24
  br label %846

835:                                              ; preds = %822
  %836 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %837 = icmp eq i8 %836, 0
  br i1 %837, label %840, label %838

838:                                              ; preds = %835
  %839 = add nsw i32 %826, -1
  store i32 %839, ptr %823, align 4, !tbaa !33
  br label %842

840:                                              ; preds = %835
  %841 = atomicrmw volatile add ptr %823, i32 -1 acq_rel, align 4
  br label %842

842:                                              ; preds = %840, %838
  %843 = phi i32 [ %826, %838 ], [ %841, %840 ]
  %844 = icmp eq i32 %843, 1
  br i1 %844, label %845, label %846, !prof !34

845:                                              ; preds = %842
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %820) #24
  br label %846

846:                                              ; preds = %845, %842, %827, %818
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %29) #24
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %30) #24
  %847 = load ptr, ptr %16, align 8, !tbaa !5
  %848 = load i64, ptr %15, align 8, !tbaa !37
  %849 = shl i64 %848, 2
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %31) #24
  store ptr @.str, ptr %31, align 8, !tbaa !60, !alias.scope !115
  %850 = getelementptr inbounds i8, ptr %31, i64 8
  store ptr @.str.37, ptr %850, align 8, !tbaa !65, !alias.scope !115
  %851 = getelementptr inbounds i8, ptr %31, i64 16
  store i32 124, ptr %851, align 8, !tbaa !66, !alias.scope !115
  %852 = getelementptr inbounds i8, ptr %31, i64 20
  store i32 3, ptr %852, align 4, !tbaa !67, !alias.scope !115
  invoke void @_ZN4sycl3_V15queue6memcpyEPvPKvmRKNS0_6detail13code_locationE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %30, ptr noundef nonnull align 8 dereferenceable(16) %41, ptr noundef %563, ptr noundef %847, i64 noundef %849, ptr noundef nonnull align 8 dereferenceable(24) %31)
          to label %853 unwind label %1023

853:                                              ; preds = %846
  invoke void @_ZN4sycl3_V15event4waitEv(ptr noundef nonnull align 8 dereferenceable(16) %30)
          to label %854 unwind label %911

854:                                              ; preds = %853
  %855 = getelementptr inbounds i8, ptr %30, i64 8
  %856 = load ptr, ptr %855, align 8, !tbaa !24
  %857 = icmp eq ptr %856, null
  br i1 %857, label %882, label %858

858:                                              ; preds = %854
  %859 = getelementptr inbounds i8, ptr %856, i64 8
  %860 = load atomic i64, ptr %859 acquire, align 8
  %861 = icmp eq i64 %860, 4294967297
  %862 = trunc i64 %860 to i32
  br i1 %861, label %863, label %871

863:                                              ; preds = %858
  store i32 0, ptr %859, align 8, !tbaa !26
  %864 = getelementptr inbounds i8, ptr %856, i64 12
  store i32 0, ptr %864, align 4, !tbaa !29
  %865 = load ptr, ptr %856, align 8, !tbaa !30
  %866 = getelementptr inbounds i8, ptr %865, i64 16
  %867 = load ptr, ptr %866, align 8
  call void %867(ptr noundef nonnull align 8 dereferenceable(16) %856) #24
  %868 = load ptr, ptr %856, align 8, !tbaa !30
  %869 = getelementptr inbounds i8, ptr %868, i64 24
  %870 = load ptr, ptr %869, align 8
  call void %870(ptr noundef nonnull align 8 dereferenceable(16) %856) #24
  br label %882

871:                                              ; preds = %858
  %872 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %873 = icmp eq i8 %872, 0
  br i1 %873, label %876, label %874

874:                                              ; preds = %871
  %875 = add nsw i32 %862, -1
  store i32 %875, ptr %859, align 4, !tbaa !33
  br label %878

876:                                              ; preds = %871
  %877 = atomicrmw volatile add ptr %859, i32 -1 acq_rel, align 4
  br label %878

878:                                              ; preds = %876, %874
  %879 = phi i32 [ %862, %874 ], [ %877, %876 ]
  %880 = icmp eq i32 %879, 1
  br i1 %880, label %881, label %882, !prof !34

881:                                              ; preds = %878
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %856) #24
  br label %882

882:                                              ; preds = %881, %878, %863, %854
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %31) #24
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %30) #24
  %883 = load ptr, ptr %19, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %32) #24
  store ptr @.str, ptr %32, align 8, !tbaa !60, !alias.scope !118
  %884 = getelementptr inbounds i8, ptr %32, i64 8
  store ptr @.str.37, ptr %884, align 8, !tbaa !65, !alias.scope !118
  %885 = getelementptr inbounds i8, ptr %32, i64 16
  store i32 125, ptr %885, align 8, !tbaa !66, !alias.scope !118
  %886 = getelementptr inbounds i8, ptr %32, i64 20
  store i32 3, ptr %886, align 4, !tbaa !67, !alias.scope !118
  invoke void @_ZN4sycl3_V14freeEPvRKNS0_5queueERKNS0_6detail13code_locationE(ptr noundef %883, ptr noundef nonnull align 8 dereferenceable(16) %41, ptr noundef nonnull align 8 dereferenceable(24) %32)
          to label %887 unwind label %1023

887:                                              ; preds = %882
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %32) #24
  %888 = load ptr, ptr %16, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %33) #24
  store ptr @.str, ptr %33, align 8, !tbaa !60, !alias.scope !121
  %889 = getelementptr inbounds i8, ptr %33, i64 8
  store ptr @.str.37, ptr %889, align 8, !tbaa !65, !alias.scope !121
  %890 = getelementptr inbounds i8, ptr %33, i64 16
  store i32 126, ptr %890, align 8, !tbaa !66, !alias.scope !121
  %891 = getelementptr inbounds i8, ptr %33, i64 20
  store i32 3, ptr %891, align 4, !tbaa !67, !alias.scope !121
  invoke void @_ZN4sycl3_V14freeEPvRKNS0_5queueERKNS0_6detail13code_locationE(ptr noundef %888, ptr noundef nonnull align 8 dereferenceable(16) %41, ptr noundef nonnull align 8 dereferenceable(24) %33)
          to label %892 unwind label %1023

892:                                              ; preds = %887
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %33) #24
  %893 = load i64, ptr %15, align 8, !tbaa !37
  %894 = icmp eq i64 %893, 0
  br i1 %894, label %928, label %895

895:                                              ; preds = %892
  %896 = load ptr, ptr %38, align 8, !tbaa !9
  %897 = load float, ptr %563, align 4, !tbaa !12
  %898 = load float, ptr %896, align 4, !tbaa !12
  %899 = fmul float %898, %898
  %900 = fcmp une float %897, %899
  br i1 %900, label %901, label %903

901:                                              ; preds = %895
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %19) #24
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %16) #24
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %15) #24
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %22)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %24)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %26)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %28)
  %902 = call i32 @puts(ptr nonnull dereferenceable(1) @.str.4)
  br label %936

903:                                              ; preds = %895, %913
  %904 = phi i64 [ %905, %913 ], [ 0, %895 ]
  %905 = add nuw i64 %904, 1
  %906 = icmp eq i64 %905, %893
  br i1 %906, label %924, label %913, !llvm.loop !124

907:                                              ; preds = %562
  %908 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %18) #24
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %17) #24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %17) #24
  br label %922

909:                                              ; preds = %624
  %910 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %21) #24
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %20) #24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %20) #24
  br label %920

911:                                              ; preds = %853
  %912 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V15eventD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %30) #24
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %31) #24
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %30) #24
  br label %920

913:                                              ; preds = %903
  %914 = getelementptr inbounds float, ptr %563, i64 %905
  %915 = load float, ptr %914, align 4, !tbaa !12
  %916 = getelementptr inbounds float, ptr %896, i64 %905
  %917 = load float, ptr %916, align 4, !tbaa !12
  %918 = fmul float %917, %917
  %919 = fcmp une float %915, %918
  br i1 %919, label %924, label %903, !llvm.loop !124

920:                                              ; preds = %911, %909
  %921 = phi { ptr, i32 } [ %912, %911 ], [ %910, %909 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %19) #24
  br label %922

922:                                              ; preds = %920, %907
  %923 = phi { ptr, i32 } [ %921, %920 ], [ %908, %907 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %16) #24
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %15) #24
  br label %1025

924:                                              ; preds = %913, %903
  %925 = icmp uge i64 %905, %893
  %926 = freeze i1 %925
  %927 = and i1 %926, %493
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %19) #24
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %16) #24
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %15) #24
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %22)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %24)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %26)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %28)
  br i1 %927, label %929, label %931

928:                                              ; preds = %892
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %19) #24
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %16) #24
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %15) #24
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %22)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %24)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %26)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %28)
  br i1 %493, label %929, label %931

929:                                              ; preds = %924, %928
  %930 = phi i1 [ %927, %924 ], [ %493, %928 ]
  br label %931

931:                                              ; preds = %924, %928, %929
  %932 = phi i1 [ %930, %929 ], [ %493, %928 ], [ %927, %924 ]
  %933 = phi ptr [ @.str.3, %929 ], [ @.str.4, %928 ], [ @.str.4, %924 ]
  %934 = call i32 @puts(ptr nonnull dereferenceable(1) %933)
  %935 = icmp eq ptr %563, null
  br i1 %935, label %941, label %936

936:                                              ; preds = %901, %931
  %937 = phi i1 [ false, %901 ], [ %932, %931 ]
  %938 = ptrtoint ptr %564 to i64
  %939 = ptrtoint ptr %563 to i64
  %940 = sub i64 %938, %939
  call void @_ZdlPvm(ptr noundef nonnull %563, i64 noundef %940) #28
  br label %941

941:                                              ; preds = %931, %936
  %942 = phi i1 [ %932, %931 ], [ %937, %936 ]
  %943 = icmp eq ptr %272, null
  br i1 %943, label %945, label %944

944:                                              ; preds = %941
  call void @_ZdlPvm(ptr noundef nonnull %272, i64 noundef %262) #28
  br label %945

945:                                              ; preds = %941, %944
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %43) #24
  %946 = getelementptr inbounds i8, ptr %41, i64 8
  %947 = load ptr, ptr %946, align 8, !tbaa !24
  %948 = icmp eq ptr %947, null
  br i1 %948, label %973, label %949

949:                                              ; preds = %945
  %950 = getelementptr inbounds i8, ptr %947, i64 8
  %951 = load atomic i64, ptr %950 acquire, align 8
  %952 = icmp eq i64 %951, 4294967297
  %953 = trunc i64 %951 to i32
  br i1 %952, label %954, label %962

954:                                              ; preds = %949
  store i32 0, ptr %950, align 8, !tbaa !26
  %955 = getelementptr inbounds i8, ptr %947, i64 12
  store i32 0, ptr %955, align 4, !tbaa !29
  %956 = load ptr, ptr %947, align 8, !tbaa !30
  %957 = getelementptr inbounds i8, ptr %956, i64 16
  %958 = load ptr, ptr %957, align 8
  call void %958(ptr noundef nonnull align 8 dereferenceable(16) %947) #24
  %959 = load ptr, ptr %947, align 8, !tbaa !30
  %960 = getelementptr inbounds i8, ptr %959, i64 24
  %961 = load ptr, ptr %960, align 8
  call void %961(ptr noundef nonnull align 8 dereferenceable(16) %947) #24
  br label %973

962:                                              ; preds = %949
  %963 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %964 = icmp eq i8 %963, 0
  br i1 %964, label %967, label %965

965:                                              ; preds = %962
  %966 = add nsw i32 %953, -1
  store i32 %966, ptr %950, align 4, !tbaa !33
  br label %969

967:                                              ; preds = %962
  %968 = atomicrmw volatile add ptr %950, i32 -1 acq_rel, align 4
  br label %969

969:                                              ; preds = %967, %965
  %970 = phi i32 [ %953, %965 ], [ %968, %967 ]
  %971 = icmp eq i32 %970, 1
  br i1 %971, label %972, label %973, !prof !34

972:                                              ; preds = %969
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %947) #24
  br label %973

973:                                              ; preds = %945, %954, %969, %972
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %41) #24
  %974 = getelementptr inbounds i8, ptr %39, i64 8
  %975 = load ptr, ptr %974, align 8, !tbaa !24
  %976 = icmp eq ptr %975, null
  br i1 %976, label %1001, label %977

977:                                              ; preds = %973
  %978 = getelementptr inbounds i8, ptr %975, i64 8
  %979 = load atomic i64, ptr %978 acquire, align 8
  %980 = icmp eq i64 %979, 4294967297
  %981 = trunc i64 %979 to i32
  br i1 %980, label %982, label %990

982:                                              ; preds = %977
  store i32 0, ptr %978, align 8, !tbaa !26
  %983 = getelementptr inbounds i8, ptr %975, i64 12
  store i32 0, ptr %983, align 4, !tbaa !29
  %984 = load ptr, ptr %975, align 8, !tbaa !30
  %985 = getelementptr inbounds i8, ptr %984, i64 16
  %986 = load ptr, ptr %985, align 8
  call void %986(ptr noundef nonnull align 8 dereferenceable(16) %975) #24
  %987 = load ptr, ptr %975, align 8, !tbaa !30
  %988 = getelementptr inbounds i8, ptr %987, i64 24
  %989 = load ptr, ptr %988, align 8
  call void %989(ptr noundef nonnull align 8 dereferenceable(16) %975) #24
  br label %1001

990:                                              ; preds = %977
  %991 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %992 = icmp eq i8 %991, 0
  br i1 %992, label %995, label %993

993:                                              ; preds = %990
  %994 = add nsw i32 %981, -1
  store i32 %994, ptr %978, align 4, !tbaa !33
  br label %997

995:                                              ; preds = %990
  %996 = atomicrmw volatile add ptr %978, i32 -1 acq_rel, align 4
  br label %997

997:                                              ; preds = %995, %993
  %998 = phi i32 [ %981, %993 ], [ %996, %995 ]
  %999 = icmp eq i32 %998, 1
  br i1 %999, label %1000, label %1001, !prof !34

1000:                                             ; preds = %997
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %975) #24
  br label %1001

1001:                                             ; preds = %973, %982, %997, %1000
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %39) #24
  %1002 = load ptr, ptr %38, align 8, !tbaa !9
  %1003 = icmp eq ptr %1002, null
  br i1 %1003, label %1010, label %1004

1004:                                             ; preds = %1001
  %1005 = getelementptr inbounds i8, ptr %38, i64 16
  %1006 = load ptr, ptr %1005, align 8, !tbaa !11
  %1007 = ptrtoint ptr %1006 to i64
  %1008 = ptrtoint ptr %1002 to i64
  %1009 = sub i64 %1007, %1008
  call void @_ZdlPvm(ptr noundef nonnull %1002, i64 noundef %1009) #28
  br label %1010

1010:                                             ; preds = %1001, %1004
  %1011 = xor i1 %942, true
  %1012 = zext i1 %1011 to i32
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %38) #24
  ret i32 %1012

1013:                                             ; preds = %454, %450, %448
  %1014 = phi { ptr, i32 } [ %455, %454 ], [ %451, %450 ], [ %449, %448 ]
  call void @_ZN4sycl3_V15eventD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %45) #24
  br label %1015

1015:                                             ; preds = %1013, %442, %440
  %1016 = phi { ptr, i32 } [ %1014, %1013 ], [ %443, %442 ], [ %441, %440 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %45) #24
  br label %1017

1017:                                             ; preds = %1015, %438
  %1018 = phi { ptr, i32 } [ %1016, %1015 ], [ %439, %438 ]
  call void @_ZN11BufferStageD2Ev(ptr noundef nonnull align 8 dereferenceable(208) %44) #24
  br label %1019

1019:                                             ; preds = %1017, %436
  %1020 = phi { ptr, i32 } [ %1018, %1017 ], [ %437, %436 ]
  call void @llvm.lifetime.end.p0(i64 208, ptr nonnull %44) #24
  br label %1032

1021:                                             ; preds = %553
  %1022 = landingpad { ptr, i32 }
          cleanup
  br label %1032

1023:                                             ; preds = %887, %882, %846, %802, %758, %715, %679
  %1024 = landingpad { ptr, i32 }
          cleanup
  br label %1025

1025:                                             ; preds = %728, %772, %816, %922, %1023
  %1026 = phi { ptr, i32 } [ %1024, %1023 ], [ %729, %728 ], [ %773, %772 ], [ %817, %816 ], [ %923, %922 ]
  %1027 = icmp eq ptr %563, null
  br i1 %1027, label %1032, label %1028

1028:                                             ; preds = %1025
  %1029 = ptrtoint ptr %564 to i64
  %1030 = ptrtoint ptr %563 to i64
  %1031 = sub i64 %1029, %1030
  call void @_ZdlPvm(ptr noundef nonnull %563, i64 noundef %1031) #28
  br label %1032

1032:                                             ; preds = %1021, %1025, %1028, %1019
  %1033 = phi { ptr, i32 } [ %1020, %1019 ], [ %1022, %1021 ], [ %1026, %1025 ], [ %1026, %1028 ]
  %1034 = icmp eq ptr %272, null
  br i1 %1034, label %1036, label %1035

1035:                                             ; preds = %1032
  call void @_ZdlPvm(ptr noundef nonnull %272, i64 noundef %262) #28
  br label %1036

1036:                                             ; preds = %1035, %1032, %303
  %1037 = phi { ptr, i32 } [ %304, %303 ], [ %1033, %1032 ], [ %1033, %1035 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %43) #24
  call void @_ZN4sycl3_V15queueD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %41) #24
  br label %1038

1038:                                             ; preds = %1036, %208
  %1039 = phi { ptr, i32 } [ %1037, %1036 ], [ %200, %208 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %41) #24
  call void @_ZN4sycl3_V15queueD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %39) #24
  br label %1040

1040:                                             ; preds = %1038, %121
  %1041 = phi { ptr, i32 } [ %1039, %1038 ], [ %113, %121 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %39) #24
  %1042 = load ptr, ptr %38, align 8, !tbaa !9
  %1043 = icmp eq ptr %1042, null
  br i1 %1043, label %1050, label %1044

1044:                                             ; preds = %1040
  %1045 = getelementptr inbounds i8, ptr %38, i64 16
  %1046 = load ptr, ptr %1045, align 8, !tbaa !11
  %1047 = ptrtoint ptr %1046 to i64
  %1048 = ptrtoint ptr %1042 to i64
  %1049 = sub i64 %1047, %1048
  call void @_ZdlPvm(ptr noundef nonnull %1042, i64 noundef %1049) #28
  br label %1050

1050:                                             ; preds = %1044, %1040
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %38) #24
  resume { ptr, i32 } %1041
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

declare i32 @__gxx_personality_v0(...)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #3

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN11BufferStageC2ERN4sycl3_V15queueERKSt6vectorIfSaIfEE(ptr noundef nonnull align 8 dereferenceable(208) %0, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(24) %2) unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = alloca %"class.sycl::_V1::range", align 8
  %5 = alloca %"class.sycl::_V1::property_list", align 8
  %6 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %7 = alloca %"class.sycl::_V1::range", align 8
  %8 = alloca %"class.sycl::_V1::property_list", align 8
  %9 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %10 = alloca %"class.sycl::_V1::range", align 8
  %11 = alloca %"class.sycl::_V1::property_list", align 8
  %12 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  store ptr %1, ptr %0, align 8, !tbaa !5
  %13 = getelementptr inbounds i8, ptr %0, i64 8
  %14 = getelementptr inbounds i8, ptr %2, i64 8
  %15 = load ptr, ptr %14, align 8, !tbaa !14
  %16 = load ptr, ptr %2, align 8, !tbaa !9
  %17 = ptrtoint ptr %15 to i64
  %18 = ptrtoint ptr %16 to i64
  %19 = sub i64 %17, %18
  %20 = ashr exact i64 %19, 2
  store i64 %20, ptr %13, align 8, !tbaa !46
  %21 = getelementptr inbounds i8, ptr %0, i64 16
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %21, i8 0, i64 24, i1 false)
  %22 = icmp eq ptr %15, %16
  br i1 %22, label %28, label %23

23:                                               ; preds = %3
  %24 = icmp ugt i64 %20, 2305843009213693951
  br i1 %24, label %25, label %26, !prof !34

25:                                               ; preds = %23
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #25
  unreachable

26:                                               ; preds = %23
  %27 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %19) #26
  br label %28

28:                                               ; preds = %26, %3
  %29 = phi ptr [ null, %3 ], [ %27, %26 ]
  store ptr %29, ptr %21, align 8, !tbaa !9
  %30 = getelementptr inbounds i8, ptr %0, i64 24
  store ptr %29, ptr %30, align 8, !tbaa !14
  %31 = getelementptr inbounds float, ptr %29, i64 %20
  %32 = getelementptr inbounds i8, ptr %0, i64 32
  store ptr %31, ptr %32, align 8, !tbaa !11
  %33 = load ptr, ptr %2, align 8, !tbaa !5
  %34 = load ptr, ptr %14, align 8, !tbaa !5
  %35 = ptrtoint ptr %34 to i64
  %36 = ptrtoint ptr %33 to i64
  %37 = sub i64 %35, %36
  %38 = icmp eq ptr %34, %33
  br i1 %38, label %40, label %39

39:                                               ; preds = %28
  tail call void @llvm.memmove.p0.p0.i64(ptr align 4 %29, ptr align 4 %33, i64 %37, i1 false)
  br label %40

40:                                               ; preds = %28, %39
  %41 = getelementptr inbounds i8, ptr %29, i64 %37
  store ptr %41, ptr %30, align 8, !tbaa !14
  %42 = getelementptr inbounds i8, ptr %0, i64 40
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %42, i8 0, i64 24, i1 false)
  %43 = getelementptr inbounds i8, ptr %0, i64 64
  %44 = icmp ugt i64 %20, 2305843009213693951
  br i1 %44, label %45, label %47

45:                                               ; preds = %40
  invoke void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.10) #25
          to label %46 unwind label %225

46:                                               ; preds = %45
  unreachable

47:                                               ; preds = %40
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %43, i8 0, i64 24, i1 false)
  br i1 %22, label %57, label %48

48:                                               ; preds = %47
  %49 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %19) #26
          to label %50 unwind label %225

50:                                               ; preds = %48
  store ptr %49, ptr %43, align 8, !tbaa !9
  %51 = getelementptr i8, ptr %49, i64 %19
  %52 = getelementptr inbounds i8, ptr %0, i64 80
  store ptr %51, ptr %52, align 8, !tbaa !11
  store float 0.000000e+00, ptr %49, align 4, !tbaa !12
  %53 = getelementptr i8, ptr %49, i64 4
  %54 = icmp eq i64 %19, 4
  br i1 %54, label %57, label %55

55:                                               ; preds = %50
  %56 = add nsw i64 %19, -4
  tail call void @llvm.memset.p0.i64(ptr align 4 %53, i8 0, i64 %56, i1 false), !tbaa !12
  br label %57

57:                                               ; preds = %47, %50, %55
  %58 = phi ptr [ %53, %50 ], [ %51, %55 ], [ null, %47 ]
  %59 = getelementptr inbounds i8, ptr %0, i64 72
  store ptr %58, ptr %59, align 8, !tbaa !14
  %60 = getelementptr inbounds i8, ptr %0, i64 88
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #24
  store i64 %20, ptr %4, align 8, !tbaa !37
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %5, i8 0, i64 32, i1 false)
  store ptr @.str, ptr %6, align 8, !tbaa !60, !alias.scope !125
  %61 = getelementptr inbounds i8, ptr %6, i64 8
  store ptr @.str.5, ptr %61, align 8, !tbaa !65, !alias.scope !125
  %62 = getelementptr inbounds i8, ptr %6, i64 16
  store i32 35, ptr %62, align 8, !tbaa !66, !alias.scope !125
  %63 = getelementptr inbounds i8, ptr %6, i64 20
  store i32 69, ptr %63, align 4, !tbaa !67, !alias.scope !125
  invoke void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvEC2ERKNS0_5rangeILi1EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(33) %60, ptr noundef nonnull align 8 dereferenceable(8) %4, ptr noundef nonnull align 8 dereferenceable(32) %5, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %6)
          to label %64 unwind label %227

64:                                               ; preds = %57
  %65 = getelementptr inbounds i8, ptr %5, i64 8
  %66 = load ptr, ptr %65, align 8, !tbaa !21
  %67 = getelementptr inbounds i8, ptr %5, i64 16
  %68 = load ptr, ptr %67, align 8, !tbaa !23
  %69 = icmp eq ptr %66, %68
  br i1 %69, label %104, label %70

70:                                               ; preds = %64, %99
  %71 = phi ptr [ %100, %99 ], [ %66, %64 ]
  %72 = getelementptr inbounds i8, ptr %71, i64 8
  %73 = load ptr, ptr %72, align 8, !tbaa !24
  %74 = icmp eq ptr %73, null
  br i1 %74, label %99, label %75

75:                                               ; preds = %70
  %76 = getelementptr inbounds i8, ptr %73, i64 8
  %77 = load atomic i64, ptr %76 acquire, align 8
  %78 = icmp eq i64 %77, 4294967297
  %79 = trunc i64 %77 to i32
  br i1 %78, label %80, label %88

80:                                               ; preds = %75
  store i32 0, ptr %76, align 8, !tbaa !26
  %81 = getelementptr inbounds i8, ptr %73, i64 12
  store i32 0, ptr %81, align 4, !tbaa !29
  %82 = load ptr, ptr %73, align 8, !tbaa !30
  %83 = getelementptr inbounds i8, ptr %82, i64 16
  %84 = load ptr, ptr %83, align 8
  call void %84(ptr noundef nonnull align 8 dereferenceable(16) %73) #24
  %85 = load ptr, ptr %73, align 8, !tbaa !30
  %86 = getelementptr inbounds i8, ptr %85, i64 24
  %87 = load ptr, ptr %86, align 8
  call void %87(ptr noundef nonnull align 8 dereferenceable(16) %73) #24
  br label %99

88:                                               ; preds = %75
  %89 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %90 = icmp eq i8 %89, 0
  br i1 %90, label %93, label %91

91:                                               ; preds = %88
  %92 = add nsw i32 %79, -1
  store i32 %92, ptr %76, align 4, !tbaa !33
  br label %95

93:                                               ; preds = %88
  %94 = atomicrmw volatile add ptr %76, i32 -1 acq_rel, align 4
  br label %95

95:                                               ; preds = %93, %91
  %96 = phi i32 [ %79, %91 ], [ %94, %93 ]
  %97 = icmp eq i32 %96, 1
  br i1 %97, label %98, label %99, !prof !34

98:                                               ; preds = %95
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %73) #24
  br label %99

99:                                               ; preds = %98, %95, %80, %70
  %100 = getelementptr inbounds i8, ptr %71, i64 16
  %101 = icmp eq ptr %100, %68
  br i1 %101, label %102, label %70, !llvm.loop !35

102:                                              ; preds = %99
  %103 = load ptr, ptr %65, align 8, !tbaa !21
  br label %104

104:                                              ; preds = %102, %64
  %105 = phi ptr [ %103, %102 ], [ %66, %64 ]
  %106 = icmp eq ptr %105, null
  br i1 %106, label %113, label %107

107:                                              ; preds = %104
  %108 = getelementptr inbounds i8, ptr %5, i64 24
  %109 = load ptr, ptr %108, align 8, !tbaa !36
  %110 = ptrtoint ptr %109 to i64
  %111 = ptrtoint ptr %105 to i64
  %112 = sub i64 %110, %111
  call void @_ZdlPvm(ptr noundef nonnull %105, i64 noundef %112) #28
  br label %113

113:                                              ; preds = %107, %104
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #24
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #24
  %114 = getelementptr inbounds i8, ptr %0, i64 128
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7) #24
  %115 = load i64, ptr %13, align 8, !tbaa !46
  store i64 %115, ptr %7, align 8, !tbaa !37
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %8, i8 0, i64 32, i1 false)
  store ptr @.str, ptr %9, align 8, !tbaa !60, !alias.scope !128
  %116 = getelementptr inbounds i8, ptr %9, i64 8
  store ptr @.str.5, ptr %116, align 8, !tbaa !65, !alias.scope !128
  %117 = getelementptr inbounds i8, ptr %9, i64 16
  store i32 36, ptr %117, align 8, !tbaa !66, !alias.scope !128
  %118 = getelementptr inbounds i8, ptr %9, i64 20
  store i32 9, ptr %118, align 4, !tbaa !67, !alias.scope !128
  invoke void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvEC2ERKNS0_5rangeILi1EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(33) %114, ptr noundef nonnull align 8 dereferenceable(8) %7, ptr noundef nonnull align 8 dereferenceable(32) %8, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %9)
          to label %119 unwind label %229

119:                                              ; preds = %113
  %120 = getelementptr inbounds i8, ptr %8, i64 8
  %121 = load ptr, ptr %120, align 8, !tbaa !21
  %122 = getelementptr inbounds i8, ptr %8, i64 16
  %123 = load ptr, ptr %122, align 8, !tbaa !23
  %124 = icmp eq ptr %121, %123
  br i1 %124, label %159, label %125

125:                                              ; preds = %119, %154
  %126 = phi ptr [ %155, %154 ], [ %121, %119 ]
  %127 = getelementptr inbounds i8, ptr %126, i64 8
  %128 = load ptr, ptr %127, align 8, !tbaa !24
  %129 = icmp eq ptr %128, null
  br i1 %129, label %154, label %130

130:                                              ; preds = %125
  %131 = getelementptr inbounds i8, ptr %128, i64 8
  %132 = load atomic i64, ptr %131 acquire, align 8
  %133 = icmp eq i64 %132, 4294967297
  %134 = trunc i64 %132 to i32
  br i1 %133, label %135, label %143

135:                                              ; preds = %130
  store i32 0, ptr %131, align 8, !tbaa !26
  %136 = getelementptr inbounds i8, ptr %128, i64 12
  store i32 0, ptr %136, align 4, !tbaa !29
  %137 = load ptr, ptr %128, align 8, !tbaa !30
  %138 = getelementptr inbounds i8, ptr %137, i64 16
  %139 = load ptr, ptr %138, align 8
  call void %139(ptr noundef nonnull align 8 dereferenceable(16) %128) #24
  %140 = load ptr, ptr %128, align 8, !tbaa !30
  %141 = getelementptr inbounds i8, ptr %140, i64 24
  %142 = load ptr, ptr %141, align 8
  call void %142(ptr noundef nonnull align 8 dereferenceable(16) %128) #24
  br label %154

143:                                              ; preds = %130
  %144 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %145 = icmp eq i8 %144, 0
  br i1 %145, label %148, label %146

146:                                              ; preds = %143
  %147 = add nsw i32 %134, -1
  store i32 %147, ptr %131, align 4, !tbaa !33
  br label %150

148:                                              ; preds = %143
  %149 = atomicrmw volatile add ptr %131, i32 -1 acq_rel, align 4
  br label %150

150:                                              ; preds = %148, %146
  %151 = phi i32 [ %134, %146 ], [ %149, %148 ]
  %152 = icmp eq i32 %151, 1
  br i1 %152, label %153, label %154, !prof !34

153:                                              ; preds = %150
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %128) #24
  br label %154

154:                                              ; preds = %153, %150, %135, %125
  %155 = getelementptr inbounds i8, ptr %126, i64 16
  %156 = icmp eq ptr %155, %123
  br i1 %156, label %157, label %125, !llvm.loop !35

157:                                              ; preds = %154
  %158 = load ptr, ptr %120, align 8, !tbaa !21
  br label %159

159:                                              ; preds = %157, %119
  %160 = phi ptr [ %158, %157 ], [ %121, %119 ]
  %161 = icmp eq ptr %160, null
  br i1 %161, label %168, label %162

162:                                              ; preds = %159
  %163 = getelementptr inbounds i8, ptr %8, i64 24
  %164 = load ptr, ptr %163, align 8, !tbaa !36
  %165 = ptrtoint ptr %164 to i64
  %166 = ptrtoint ptr %160 to i64
  %167 = sub i64 %165, %166
  call void @_ZdlPvm(ptr noundef nonnull %160, i64 noundef %167) #28
  br label %168

168:                                              ; preds = %162, %159
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #24
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7) #24
  %169 = load ptr, ptr %43, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10) #24
  %170 = load i64, ptr %13, align 8, !tbaa !46
  store i64 %170, ptr %10, align 8, !tbaa !37
  %171 = getelementptr inbounds i8, ptr %0, i64 168
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %11) #24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %11, i8 0, i64 32, i1 false)
  store ptr @.str, ptr %12, align 8, !tbaa !60, !alias.scope !131
  %172 = getelementptr inbounds i8, ptr %12, i64 8
  store ptr @.str.5, ptr %172, align 8, !tbaa !65, !alias.scope !131
  %173 = getelementptr inbounds i8, ptr %12, i64 16
  store i32 36, ptr %173, align 8, !tbaa !66, !alias.scope !131
  %174 = getelementptr inbounds i8, ptr %12, i64 20
  store i32 38, ptr %174, align 4, !tbaa !67, !alias.scope !131
  invoke void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi1EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(33) %171, ptr noundef %169, ptr noundef nonnull align 8 dereferenceable(8) %10, ptr noundef nonnull align 8 dereferenceable(32) %11, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %12)
          to label %175 unwind label %231

175:                                              ; preds = %168
  %176 = getelementptr inbounds i8, ptr %11, i64 8
  %177 = load ptr, ptr %176, align 8, !tbaa !21
  %178 = getelementptr inbounds i8, ptr %11, i64 16
  %179 = load ptr, ptr %178, align 8, !tbaa !23
  %180 = icmp eq ptr %177, %179
  br i1 %180, label %215, label %181

181:                                              ; preds = %175, %210
  %182 = phi ptr [ %211, %210 ], [ %177, %175 ]
  %183 = getelementptr inbounds i8, ptr %182, i64 8
  %184 = load ptr, ptr %183, align 8, !tbaa !24
  %185 = icmp eq ptr %184, null
  br i1 %185, label %210, label %186

186:                                              ; preds = %181
  %187 = getelementptr inbounds i8, ptr %184, i64 8
  %188 = load atomic i64, ptr %187 acquire, align 8
  %189 = icmp eq i64 %188, 4294967297
  %190 = trunc i64 %188 to i32
  br i1 %189, label %191, label %199

191:                                              ; preds = %186
  store i32 0, ptr %187, align 8, !tbaa !26
  %192 = getelementptr inbounds i8, ptr %184, i64 12
  store i32 0, ptr %192, align 4, !tbaa !29
  %193 = load ptr, ptr %184, align 8, !tbaa !30
  %194 = getelementptr inbounds i8, ptr %193, i64 16
  %195 = load ptr, ptr %194, align 8
  call void %195(ptr noundef nonnull align 8 dereferenceable(16) %184) #24
  %196 = load ptr, ptr %184, align 8, !tbaa !30
  %197 = getelementptr inbounds i8, ptr %196, i64 24
  %198 = load ptr, ptr %197, align 8
  call void %198(ptr noundef nonnull align 8 dereferenceable(16) %184) #24
  br label %210

199:                                              ; preds = %186
  %200 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %201 = icmp eq i8 %200, 0
  br i1 %201, label %204, label %202

202:                                              ; preds = %199
  %203 = add nsw i32 %190, -1
  store i32 %203, ptr %187, align 4, !tbaa !33
  br label %206

204:                                              ; preds = %199
  %205 = atomicrmw volatile add ptr %187, i32 -1 acq_rel, align 4
  br label %206

206:                                              ; preds = %204, %202
  %207 = phi i32 [ %190, %202 ], [ %205, %204 ]
  %208 = icmp eq i32 %207, 1
  br i1 %208, label %209, label %210, !prof !34

209:                                              ; preds = %206
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %184) #24
  br label %210

210:                                              ; preds = %209, %206, %191, %181
  %211 = getelementptr inbounds i8, ptr %182, i64 16
  %212 = icmp eq ptr %211, %179
  br i1 %212, label %213, label %181, !llvm.loop !35

213:                                              ; preds = %210
  %214 = load ptr, ptr %176, align 8, !tbaa !21
  br label %215

215:                                              ; preds = %213, %175
  %216 = phi ptr [ %214, %213 ], [ %177, %175 ]
  %217 = icmp eq ptr %216, null
  br i1 %217, label %224, label %218

218:                                              ; preds = %215
  %219 = getelementptr inbounds i8, ptr %11, i64 24
  %220 = load ptr, ptr %219, align 8, !tbaa !36
  %221 = ptrtoint ptr %220 to i64
  %222 = ptrtoint ptr %216 to i64
  %223 = sub i64 %221, %222
  call void @_ZdlPvm(ptr noundef nonnull %216, i64 noundef %223) #28
  br label %224

224:                                              ; preds = %215, %218
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #24
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10) #24
  ret void

225:                                              ; preds = %48, %45
  %226 = landingpad { ptr, i32 }
          cleanup
  br label %245

227:                                              ; preds = %57
  %228 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %5) #24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #24
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #24
  br label %235

229:                                              ; preds = %113
  %230 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %8) #24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #24
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7) #24
  br label %233

231:                                              ; preds = %168
  %232 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %11) #24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #24
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10) #24
  call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %114) #24
  br label %233

233:                                              ; preds = %231, %229
  %234 = phi { ptr, i32 } [ %232, %231 ], [ %230, %229 ]
  call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %60) #24
  br label %235

235:                                              ; preds = %233, %227
  %236 = phi { ptr, i32 } [ %234, %233 ], [ %228, %227 ]
  %237 = load ptr, ptr %43, align 8, !tbaa !9
  %238 = icmp eq ptr %237, null
  br i1 %238, label %245, label %239

239:                                              ; preds = %235
  %240 = getelementptr inbounds i8, ptr %0, i64 80
  %241 = load ptr, ptr %240, align 8, !tbaa !11
  %242 = ptrtoint ptr %241 to i64
  %243 = ptrtoint ptr %237 to i64
  %244 = sub i64 %242, %243
  call void @_ZdlPvm(ptr noundef nonnull %237, i64 noundef %244) #28
  br label %245

245:                                              ; preds = %239, %235, %225
  %246 = phi { ptr, i32 } [ %226, %225 ], [ %236, %235 ], [ %236, %239 ]
  %247 = load ptr, ptr %42, align 8, !tbaa !9
  %248 = icmp eq ptr %247, null
  br i1 %248, label %255, label %249

249:                                              ; preds = %245
  %250 = getelementptr inbounds i8, ptr %0, i64 56
  %251 = load ptr, ptr %250, align 8, !tbaa !11
  %252 = ptrtoint ptr %251 to i64
  %253 = ptrtoint ptr %247 to i64
  %254 = sub i64 %252, %253
  call void @_ZdlPvm(ptr noundef nonnull %247, i64 noundef %254) #28
  br label %255

255:                                              ; preds = %245, %249
  %256 = load ptr, ptr %21, align 8, !tbaa !9
  %257 = icmp eq ptr %256, null
  br i1 %257, label %263, label %258

258:                                              ; preds = %255
  %259 = load ptr, ptr %32, align 8, !tbaa !11
  %260 = ptrtoint ptr %259 to i64
  %261 = ptrtoint ptr %256 to i64
  %262 = sub i64 %260, %261
  call void @_ZdlPvm(ptr noundef nonnull %256, i64 noundef %262) #28
  br label %263

263:                                              ; preds = %255, %258
  resume { ptr, i32 } %246
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN11BufferStage6smoothEN4sycl3_V15eventEi(ptr dead_on_unwind noalias writable sret(%"class.sycl::_V1::event") align 8 %0, ptr noundef nonnull align 8 dereferenceable(208) %1, ptr noundef %2, i32 noundef %3) local_unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 8
  %6 = alloca %"class.sycl::_V1::detail::_V1::SubmissionInfo", align 4
  %7 = alloca %class.anon, align 8
  %8 = alloca %"class.sycl::_V1::detail::type_erased_cgfo_ty", align 8
  %9 = alloca %"class.sycl::_V1::event", align 16
  %10 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %11 = icmp sgt i32 %3, 0
  br i1 %11, label %12, label %21

12:                                               ; preds = %4
  %13 = getelementptr inbounds i8, ptr %10, i64 8
  %14 = getelementptr inbounds i8, ptr %10, i64 16
  %15 = getelementptr inbounds i8, ptr %10, i64 20
  %16 = getelementptr inbounds i8, ptr %7, i64 8
  %17 = getelementptr inbounds i8, ptr %8, i64 8
  %18 = getelementptr inbounds i8, ptr %5, i64 8
  %19 = getelementptr inbounds i8, ptr %9, i64 8
  %20 = getelementptr inbounds i8, ptr %2, i64 8
  br label %24

21:                                               ; preds = %89, %4
  %22 = getelementptr inbounds i8, ptr %2, i64 8
  %23 = load <2 x ptr>, ptr %2, align 8, !tbaa !5
  store ptr null, ptr %22, align 8, !tbaa !24
  store <2 x ptr> %23, ptr %0, align 8, !tbaa !5
  store ptr null, ptr %2, align 8, !tbaa !58
  ret void

24:                                               ; preds = %12, %89
  %25 = phi i32 [ 0, %12 ], [ %90, %89 ]
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %9) #24
  %26 = load ptr, ptr %1, align 8, !tbaa !134
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %10) #24
  store ptr @.str, ptr %10, align 8, !tbaa !60, !alias.scope !135
  store ptr @.str.11, ptr %13, align 8, !tbaa !65, !alias.scope !135
  store i32 52, ptr %14, align 8, !tbaa !66, !alias.scope !135
  store i32 15, ptr %15, align 4, !tbaa !67, !alias.scope !135
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7)
  store ptr %2, ptr %7, align 8, !noalias !138
  store ptr %1, ptr %16, align 8, !noalias !138
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %8) #24, !noalias !138
  store ptr %7, ptr %8, align 8, !tbaa !84, !noalias !138
  store ptr @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZN11BufferStage6smoothENS0_5eventEiEUlRNS0_7handlerEE_E4callEPKvS7_, ptr %17, align 8, !tbaa !86, !noalias !138
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #24, !noalias !141
  call void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 8 dereferenceable(9) %5, ptr noundef nonnull align 8 dereferenceable(24) %10), !noalias !141
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %6) #24, !noalias !141
  store i32 0, ptr %6, align 4, !tbaa !90, !noalias !141
  %27 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 8 dereferenceable(9) %5)
          to label %28 unwind label %32, !noalias !141

28:                                               ; preds = %24
  %29 = load i8, ptr %18, align 8, !tbaa !93, !range !95, !noalias !141, !noundef !96
  %30 = trunc nuw i8 %29 to i1
  %31 = xor i1 %30, true
  invoke void @_ZNK4sycl3_V15queue22submit_with_event_implERKNS0_6detail19type_erased_cgfo_tyERKNS2_3_V114SubmissionInfoERKNS2_13code_locationEb(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %9, ptr noundef nonnull align 8 dereferenceable(16) %26, ptr noundef nonnull align 8 dereferenceable(16) %8, ptr noundef nonnull align 4 dereferenceable(4) %6, ptr noundef nonnull align 8 dereferenceable(24) %27, i1 noundef zeroext %31)
          to label %34 unwind label %32

32:                                               ; preds = %28, %24
  %33 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6) #24, !noalias !141
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %5) #24
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #24, !noalias !141
  resume { ptr, i32 } %33

34:                                               ; preds = %28
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6) #24, !noalias !141
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %5) #24
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #24, !noalias !141
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %8) #24, !noalias !138
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7)
  %35 = load <2 x ptr>, ptr %9, align 16, !tbaa !5
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %9, i8 0, i64 16, i1 false)
  %36 = load ptr, ptr %20, align 8, !tbaa !24
  store <2 x ptr> %35, ptr %2, align 8, !tbaa !5
  %37 = icmp eq ptr %36, null
  br i1 %37, label %62, label %38

38:                                               ; preds = %34
  %39 = getelementptr inbounds i8, ptr %36, i64 8
  %40 = load atomic i64, ptr %39 acquire, align 8
  %41 = icmp eq i64 %40, 4294967297
  %42 = trunc i64 %40 to i32
  br i1 %41, label %43, label %51

43:                                               ; preds = %38
  store i32 0, ptr %39, align 8, !tbaa !26
  %44 = getelementptr inbounds i8, ptr %36, i64 12
  store i32 0, ptr %44, align 4, !tbaa !29
  %45 = load ptr, ptr %36, align 8, !tbaa !30
  %46 = getelementptr inbounds i8, ptr %45, i64 16
  %47 = load ptr, ptr %46, align 8
  call void %47(ptr noundef nonnull align 8 dereferenceable(16) %36) #24
  %48 = load ptr, ptr %36, align 8, !tbaa !30
  %49 = getelementptr inbounds i8, ptr %48, i64 24
  %50 = load ptr, ptr %49, align 8
  call void %50(ptr noundef nonnull align 8 dereferenceable(16) %36) #24
  br label %62

51:                                               ; preds = %38
  %52 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %53 = icmp eq i8 %52, 0
  br i1 %53, label %56, label %54

54:                                               ; preds = %51
  %55 = add nsw i32 %42, -1
  store i32 %55, ptr %39, align 4, !tbaa !33
  br label %58

56:                                               ; preds = %51
  %57 = atomicrmw volatile add ptr %39, i32 -1 acq_rel, align 4
  br label %58

58:                                               ; preds = %56, %54
  %59 = phi i32 [ %42, %54 ], [ %57, %56 ]
  %60 = icmp eq i32 %59, 1
  br i1 %60, label %61, label %62, !prof !34

61:                                               ; preds = %58
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %36) #24
  br label %62

62:                                               ; preds = %34, %43, %58, %61
  %63 = load ptr, ptr %19, align 8, !tbaa !24
  %64 = icmp eq ptr %63, null
  br i1 %64, label %89, label %65

65:                                               ; preds = %62
  %66 = getelementptr inbounds i8, ptr %63, i64 8
  %67 = load atomic i64, ptr %66 acquire, align 8
  %68 = icmp eq i64 %67, 4294967297
  %69 = trunc i64 %67 to i32
  br i1 %68, label %70, label %78

70:                                               ; preds = %65
  store i32 0, ptr %66, align 8, !tbaa !26
  %71 = getelementptr inbounds i8, ptr %63, i64 12
  store i32 0, ptr %71, align 4, !tbaa !29
  %72 = load ptr, ptr %63, align 8, !tbaa !30
  %73 = getelementptr inbounds i8, ptr %72, i64 16
  %74 = load ptr, ptr %73, align 8
  call void %74(ptr noundef nonnull align 8 dereferenceable(16) %63) #24
  %75 = load ptr, ptr %63, align 8, !tbaa !30
  %76 = getelementptr inbounds i8, ptr %75, i64 24
  %77 = load ptr, ptr %76, align 8
  call void %77(ptr noundef nonnull align 8 dereferenceable(16) %63) #24
  br label %89

78:                                               ; preds = %65
  %79 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %80 = icmp eq i8 %79, 0
  br i1 %80, label %83, label %81

81:                                               ; preds = %78
  %82 = add nsw i32 %69, -1
  store i32 %82, ptr %66, align 4, !tbaa !33
  br label %85

83:                                               ; preds = %78
  %84 = atomicrmw volatile add ptr %66, i32 -1 acq_rel, align 4
  br label %85

85:                                               ; preds = %83, %81
  %86 = phi i32 [ %69, %81 ], [ %84, %83 ]
  %87 = icmp eq i32 %86, 1
  br i1 %87, label %88, label %89, !prof !34

88:                                               ; preds = %85
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %63) #24
  br label %89

89:                                               ; preds = %62, %70, %85, %88
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %10) #24
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %9) #24
  %90 = add nuw nsw i32 %25, 1
  %91 = icmp eq i32 %90, %3
  br i1 %91, label %21, label %24, !llvm.loop !144
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN11BufferStage6uploadEv(ptr dead_on_unwind noalias writable sret(%"class.sycl::_V1::event") align 8 %0, ptr noundef nonnull align 8 dereferenceable(208) %1) local_unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 8
  %4 = alloca %"class.sycl::_V1::detail::_V1::SubmissionInfo", align 4
  %5 = alloca %class.anon.163, align 8
  %6 = alloca %"class.sycl::_V1::detail::type_erased_cgfo_ty", align 8
  %7 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 8
  %8 = alloca %"class.sycl::_V1::detail::_V1::SubmissionInfo", align 4
  %9 = alloca %class.anon.162, align 8
  %10 = alloca %"class.sycl::_V1::detail::type_erased_cgfo_ty", align 8
  %11 = alloca %"class.sycl::_V1::event", align 8
  %12 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %13 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %11) #24
  %14 = load ptr, ptr %1, align 8, !tbaa !134
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %12) #24
  store ptr @.str, ptr %12, align 8, !tbaa !60, !alias.scope !145
  %15 = getelementptr inbounds i8, ptr %12, i64 8
  store ptr @.str.25, ptr %15, align 8, !tbaa !65, !alias.scope !145
  %16 = getelementptr inbounds i8, ptr %12, i64 16
  store i32 39, ptr %16, align 8, !tbaa !66, !alias.scope !145
  %17 = getelementptr inbounds i8, ptr %12, i64 20
  store i32 27, ptr %17, align 4, !tbaa !67, !alias.scope !145
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store ptr %1, ptr %9, align 8, !noalias !148
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %10) #24, !noalias !148
  store ptr %9, ptr %10, align 8, !tbaa !84, !noalias !148
  %18 = getelementptr inbounds i8, ptr %10, i64 8
  store ptr @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZN11BufferStage6uploadEvEUlRNS0_7handlerEE_E4callEPKvS6_, ptr %18, align 8, !tbaa !86, !noalias !148
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7) #24, !noalias !151
  call void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 8 dereferenceable(9) %7, ptr noundef nonnull align 8 dereferenceable(24) %12), !noalias !151
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %8) #24, !noalias !151
  store i32 0, ptr %8, align 4, !tbaa !90, !noalias !151
  %19 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 8 dereferenceable(9) %7)
          to label %20 unwind label %27, !noalias !151

20:                                               ; preds = %2
  %21 = getelementptr inbounds i8, ptr %7, i64 8
  %22 = load i8, ptr %21, align 8, !tbaa !93, !range !95, !noalias !151, !noundef !96
  %23 = trunc nuw i8 %22 to i1
  %24 = xor i1 %23, true
  invoke void @_ZNK4sycl3_V15queue22submit_with_event_implERKNS0_6detail19type_erased_cgfo_tyERKNS2_3_V114SubmissionInfoERKNS2_13code_locationEb(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %11, ptr noundef nonnull align 8 dereferenceable(16) %14, ptr noundef nonnull align 8 dereferenceable(16) %10, ptr noundef nonnull align 4 dereferenceable(4) %8, ptr noundef nonnull align 8 dereferenceable(24) %19, i1 noundef zeroext %24)
          to label %29 unwind label %27

25:                                               ; preds = %76, %27
  %26 = phi { ptr, i32 } [ %28, %27 ], [ %77, %76 ]
  resume { ptr, i32 } %26

27:                                               ; preds = %20, %2
  %28 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %8) #24, !noalias !151
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %7) #24
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #24, !noalias !151
  br label %25

29:                                               ; preds = %20
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %8) #24, !noalias !151
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %7) #24
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #24, !noalias !151
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %10) #24, !noalias !148
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %12) #24
  %30 = load ptr, ptr %1, align 8, !tbaa !134
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %13) #24
  store ptr @.str, ptr %13, align 8, !tbaa !60, !alias.scope !154
  %31 = getelementptr inbounds i8, ptr %13, i64 8
  store ptr @.str.25, ptr %31, align 8, !tbaa !65, !alias.scope !154
  %32 = getelementptr inbounds i8, ptr %13, i64 16
  store i32 43, ptr %32, align 8, !tbaa !66, !alias.scope !154
  %33 = getelementptr inbounds i8, ptr %13, i64 20
  store i32 12, ptr %33, align 4, !tbaa !67, !alias.scope !154
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5)
  store ptr %11, ptr %5, align 8, !noalias !157
  %34 = getelementptr inbounds i8, ptr %5, i64 8
  store ptr %1, ptr %34, align 8, !noalias !157
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #24, !noalias !157
  store ptr %5, ptr %6, align 8, !tbaa !84, !noalias !157
  %35 = getelementptr inbounds i8, ptr %6, i64 8
  store ptr @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZN11BufferStage6uploadEvEUlRNS0_7handlerEE0_E4callEPKvS6_, ptr %35, align 8, !tbaa !86, !noalias !157
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #24, !noalias !160
  invoke void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 8 dereferenceable(9) %3, ptr noundef nonnull align 8 dereferenceable(24) %13)
          to label %36 unwind label %74

36:                                               ; preds = %29
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #24, !noalias !160
  store i32 0, ptr %4, align 4, !tbaa !90, !noalias !160
  %37 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 8 dereferenceable(9) %3)
          to label %38 unwind label %43, !noalias !160

38:                                               ; preds = %36
  %39 = getelementptr inbounds i8, ptr %3, i64 8
  %40 = load i8, ptr %39, align 8, !tbaa !93, !range !95, !noalias !160, !noundef !96
  %41 = trunc nuw i8 %40 to i1
  %42 = xor i1 %41, true
  invoke void @_ZNK4sycl3_V15queue22submit_with_event_implERKNS0_6detail19type_erased_cgfo_tyERKNS2_3_V114SubmissionInfoERKNS2_13code_locationEb(ptr dead_on_unwind writable sret(%"class.sycl::_V1::event") align 8 %0, ptr noundef nonnull align 8 dereferenceable(16) %30, ptr noundef nonnull align 8 dereferenceable(16) %6, ptr noundef nonnull align 4 dereferenceable(4) %4, ptr noundef nonnull align 8 dereferenceable(24) %37, i1 noundef zeroext %42)
          to label %45 unwind label %43

43:                                               ; preds = %38, %36
  %44 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #24, !noalias !160
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %3) #24
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #24, !noalias !160
  br label %76

45:                                               ; preds = %38
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #24, !noalias !160
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %3) #24
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #24, !noalias !160
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #24, !noalias !157
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %13) #24
  %46 = getelementptr inbounds i8, ptr %11, i64 8
  %47 = load ptr, ptr %46, align 8, !tbaa !24
  %48 = icmp eq ptr %47, null
  br i1 %48, label %73, label %49

49:                                               ; preds = %45
  %50 = getelementptr inbounds i8, ptr %47, i64 8
  %51 = load atomic i64, ptr %50 acquire, align 8
  %52 = icmp eq i64 %51, 4294967297
  %53 = trunc i64 %51 to i32
  br i1 %52, label %54, label %62

54:                                               ; preds = %49
  store i32 0, ptr %50, align 8, !tbaa !26
  %55 = getelementptr inbounds i8, ptr %47, i64 12
  store i32 0, ptr %55, align 4, !tbaa !29
  %56 = load ptr, ptr %47, align 8, !tbaa !30
  %57 = getelementptr inbounds i8, ptr %56, i64 16
  %58 = load ptr, ptr %57, align 8
  call void %58(ptr noundef nonnull align 8 dereferenceable(16) %47) #24
  %59 = load ptr, ptr %47, align 8, !tbaa !30
  %60 = getelementptr inbounds i8, ptr %59, i64 24
  %61 = load ptr, ptr %60, align 8
  call void %61(ptr noundef nonnull align 8 dereferenceable(16) %47) #24
  br label %73

62:                                               ; preds = %49
  %63 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %64 = icmp eq i8 %63, 0
  br i1 %64, label %67, label %65

65:                                               ; preds = %62
  %66 = add nsw i32 %53, -1
  store i32 %66, ptr %50, align 4, !tbaa !33
  br label %69

67:                                               ; preds = %62
  %68 = atomicrmw volatile add ptr %50, i32 -1 acq_rel, align 4
  br label %69

69:                                               ; preds = %67, %65
  %70 = phi i32 [ %53, %65 ], [ %68, %67 ]
  %71 = icmp eq i32 %70, 1
  br i1 %71, label %72, label %73, !prof !34

72:                                               ; preds = %69
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %47) #24
  br label %73

73:                                               ; preds = %45, %54, %69, %72
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %11) #24
  ret void

74:                                               ; preds = %29
  %75 = landingpad { ptr, i32 }
          cleanup
  br label %76

76:                                               ; preds = %43, %74
  %77 = phi { ptr, i32 } [ %75, %74 ], [ %44, %43 ]
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %13) #24
  call void @_ZN4sycl3_V15eventD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %11) #24
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %11) #24
  br label %25
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V15eventD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !24
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !26
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !29
  %12 = load ptr, ptr %3, align 8, !tbaa !30
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  %15 = load ptr, ptr %3, align 8, !tbaa !30
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !33
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !34

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN11BufferStage6finishEN4sycl3_V15eventE(ptr dead_on_unwind noalias writable sret(%"class.sycl::_V1::event") align 8 %0, ptr noundef nonnull align 8 dereferenceable(208) %1, ptr noundef %2) local_unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 8
  %5 = alloca %"class.sycl::_V1::detail::_V1::SubmissionInfo", align 4
  %6 = alloca %class.anon.172, align 8
  %7 = alloca %"class.sycl::_V1::detail::type_erased_cgfo_ty", align 8
  %8 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 8
  %9 = alloca %"class.sycl::_V1::detail::_V1::SubmissionInfo", align 4
  %10 = alloca %class.anon.171, align 8
  %11 = alloca %"class.sycl::_V1::detail::type_erased_cgfo_ty", align 8
  %12 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 8
  %13 = alloca %"class.sycl::_V1::detail::_V1::SubmissionInfo", align 4
  %14 = alloca %class.anon.170, align 8
  %15 = alloca %"class.sycl::_V1::detail::type_erased_cgfo_ty", align 8
  %16 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 8
  %17 = alloca %"class.sycl::_V1::detail::_V1::SubmissionInfo", align 4
  %18 = alloca %class.anon.169, align 8
  %19 = alloca %"class.sycl::_V1::detail::type_erased_cgfo_ty", align 8
  %20 = alloca %"class.sycl::_V1::event", align 8
  %21 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %22 = alloca %"class.sycl::_V1::event", align 8
  %23 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %24 = alloca %"class.sycl::_V1::event", align 8
  %25 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %26 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %20) #24
  %27 = load ptr, ptr %1, align 8, !tbaa !134
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %21) #24
  store ptr @.str, ptr %21, align 8, !tbaa !60, !alias.scope !163
  %28 = getelementptr inbounds i8, ptr %21, i64 8
  store ptr @.str.28, ptr %28, align 8, !tbaa !65, !alias.scope !163
  %29 = getelementptr inbounds i8, ptr %21, i64 16
  store i32 65, ptr %29, align 8, !tbaa !66, !alias.scope !163
  %30 = getelementptr inbounds i8, ptr %21, i64 20
  store i32 26, ptr %30, align 4, !tbaa !67, !alias.scope !163
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %18)
  store ptr %2, ptr %18, align 8, !noalias !166
  %31 = getelementptr inbounds i8, ptr %18, i64 8
  store ptr %1, ptr %31, align 8, !noalias !166
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %19) #24, !noalias !166
  store ptr %18, ptr %19, align 8, !tbaa !84, !noalias !166
  %32 = getelementptr inbounds i8, ptr %19, i64 8
  store ptr @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZN11BufferStage6finishENS0_5eventEEUlRNS0_7handlerEE_E4callEPKvS7_, ptr %32, align 8, !tbaa !86, !noalias !166
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %16) #24, !noalias !169
  call void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 8 dereferenceable(9) %16, ptr noundef nonnull align 8 dereferenceable(24) %21), !noalias !169
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %17) #24, !noalias !169
  store i32 0, ptr %17, align 4, !tbaa !90, !noalias !169
  %33 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 8 dereferenceable(9) %16)
          to label %34 unwind label %41, !noalias !169

34:                                               ; preds = %3
  %35 = getelementptr inbounds i8, ptr %16, i64 8
  %36 = load i8, ptr %35, align 8, !tbaa !93, !range !95, !noalias !169, !noundef !96
  %37 = trunc nuw i8 %36 to i1
  %38 = xor i1 %37, true
  invoke void @_ZNK4sycl3_V15queue22submit_with_event_implERKNS0_6detail19type_erased_cgfo_tyERKNS2_3_V114SubmissionInfoERKNS2_13code_locationEb(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %20, ptr noundef nonnull align 8 dereferenceable(16) %27, ptr noundef nonnull align 8 dereferenceable(16) %19, ptr noundef nonnull align 4 dereferenceable(4) %17, ptr noundef nonnull align 8 dereferenceable(24) %33, i1 noundef zeroext %38)
          to label %43 unwind label %41

39:                                               ; preds = %186, %41
  %40 = phi { ptr, i32 } [ %42, %41 ], [ %187, %186 ]
  resume { ptr, i32 } %40

41:                                               ; preds = %34, %3
  %42 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %17) #24, !noalias !169
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %16) #24
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %16) #24, !noalias !169
  br label %39

43:                                               ; preds = %34
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %17) #24, !noalias !169
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %16) #24
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %16) #24, !noalias !169
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %19) #24, !noalias !166
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %18)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %21) #24
  %44 = load ptr, ptr %1, align 8, !tbaa !134
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %23) #24
  store ptr @.str, ptr %23, align 8, !tbaa !60, !alias.scope !172
  %45 = getelementptr inbounds i8, ptr %23, i64 8
  store ptr @.str.28, ptr %45, align 8, !tbaa !65, !alias.scope !172
  %46 = getelementptr inbounds i8, ptr %23, i64 16
  store i32 71, ptr %46, align 8, !tbaa !66, !alias.scope !172
  %47 = getelementptr inbounds i8, ptr %23, i64 20
  store i32 5, ptr %47, align 4, !tbaa !67, !alias.scope !172
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %14)
  store ptr %20, ptr %14, align 8, !noalias !175
  %48 = getelementptr inbounds i8, ptr %14, i64 8
  store ptr %1, ptr %48, align 8, !noalias !175
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %15) #24, !noalias !175
  store ptr %14, ptr %15, align 8, !tbaa !84, !noalias !175
  %49 = getelementptr inbounds i8, ptr %15, i64 8
  store ptr @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZN11BufferStage6finishENS0_5eventEEUlRNS0_7handlerEE0_E4callEPKvS7_, ptr %49, align 8, !tbaa !86, !noalias !175
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %12) #24, !noalias !178
  invoke void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 8 dereferenceable(9) %12, ptr noundef nonnull align 8 dereferenceable(24) %23)
          to label %50 unwind label %174

50:                                               ; preds = %43
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %13) #24, !noalias !178
  store i32 0, ptr %13, align 4, !tbaa !90, !noalias !178
  %51 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 8 dereferenceable(9) %12)
          to label %52 unwind label %57, !noalias !178

52:                                               ; preds = %50
  %53 = getelementptr inbounds i8, ptr %12, i64 8
  %54 = load i8, ptr %53, align 8, !tbaa !93, !range !95, !noalias !178, !noundef !96
  %55 = trunc nuw i8 %54 to i1
  %56 = xor i1 %55, true
  invoke void @_ZNK4sycl3_V15queue22submit_with_event_implERKNS0_6detail19type_erased_cgfo_tyERKNS2_3_V114SubmissionInfoERKNS2_13code_locationEb(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %22, ptr noundef nonnull align 8 dereferenceable(16) %44, ptr noundef nonnull align 8 dereferenceable(16) %15, ptr noundef nonnull align 4 dereferenceable(4) %13, ptr noundef nonnull align 8 dereferenceable(24) %51, i1 noundef zeroext %56)
          to label %59 unwind label %57

57:                                               ; preds = %52, %50
  %58 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %13) #24, !noalias !178
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %12) #24
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %12) #24, !noalias !178
  br label %176

59:                                               ; preds = %52
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %13) #24, !noalias !178
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %12) #24
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %12) #24, !noalias !178
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %15) #24, !noalias !175
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %14)
  %60 = getelementptr inbounds i8, ptr %22, i64 8
  %61 = load ptr, ptr %60, align 8, !tbaa !24
  %62 = icmp eq ptr %61, null
  br i1 %62, label %87, label %63

63:                                               ; preds = %59
  %64 = getelementptr inbounds i8, ptr %61, i64 8
  %65 = load atomic i64, ptr %64 acquire, align 8
  %66 = icmp eq i64 %65, 4294967297
  %67 = trunc i64 %65 to i32
  br i1 %66, label %68, label %76

68:                                               ; preds = %63
  store i32 0, ptr %64, align 8, !tbaa !26
  %69 = getelementptr inbounds i8, ptr %61, i64 12
  store i32 0, ptr %69, align 4, !tbaa !29
  %70 = load ptr, ptr %61, align 8, !tbaa !30
  %71 = getelementptr inbounds i8, ptr %70, i64 16
  %72 = load ptr, ptr %71, align 8
  call void %72(ptr noundef nonnull align 8 dereferenceable(16) %61) #24
  %73 = load ptr, ptr %61, align 8, !tbaa !30
  %74 = getelementptr inbounds i8, ptr %73, i64 24
  %75 = load ptr, ptr %74, align 8
  call void %75(ptr noundef nonnull align 8 dereferenceable(16) %61) #24
  br label %87

76:                                               ; preds = %63
  %77 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %78 = icmp eq i8 %77, 0
  br i1 %78, label %81, label %79

79:                                               ; preds = %76
  %80 = add nsw i32 %67, -1
  store i32 %80, ptr %64, align 4, !tbaa !33
  br label %83

81:                                               ; preds = %76
  %82 = atomicrmw volatile add ptr %64, i32 -1 acq_rel, align 4
  br label %83

83:                                               ; preds = %81, %79
  %84 = phi i32 [ %67, %79 ], [ %82, %81 ]
  %85 = icmp eq i32 %84, 1
  br i1 %85, label %86, label %87, !prof !34

86:                                               ; preds = %83
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %61) #24
  br label %87

87:                                               ; preds = %59, %68, %83, %86
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %23) #24
  %88 = load ptr, ptr %1, align 8, !tbaa !134
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %25) #24
  store ptr @.str, ptr %25, align 8, !tbaa !60, !alias.scope !181
  %89 = getelementptr inbounds i8, ptr %25, i64 8
  store ptr @.str.28, ptr %89, align 8, !tbaa !65, !alias.scope !181
  %90 = getelementptr inbounds i8, ptr %25, i64 16
  store i32 77, ptr %90, align 8, !tbaa !66, !alias.scope !181
  %91 = getelementptr inbounds i8, ptr %25, i64 20
  store i32 5, ptr %91, align 4, !tbaa !67, !alias.scope !181
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  store ptr %1, ptr %10, align 8, !noalias !184
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %11) #24, !noalias !184
  store ptr %10, ptr %11, align 8, !tbaa !84, !noalias !184
  %92 = getelementptr inbounds i8, ptr %11, i64 8
  store ptr @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZN11BufferStage6finishENS0_5eventEEUlRNS0_7handlerEE1_E4callEPKvS7_, ptr %92, align 8, !tbaa !86, !noalias !184
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %8) #24, !noalias !187
  invoke void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 8 dereferenceable(9) %8, ptr noundef nonnull align 8 dereferenceable(24) %25)
          to label %93 unwind label %178

93:                                               ; preds = %87
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %9) #24, !noalias !187
  store i32 0, ptr %9, align 4, !tbaa !90, !noalias !187
  %94 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 8 dereferenceable(9) %8)
          to label %95 unwind label %100, !noalias !187

95:                                               ; preds = %93
  %96 = getelementptr inbounds i8, ptr %8, i64 8
  %97 = load i8, ptr %96, align 8, !tbaa !93, !range !95, !noalias !187, !noundef !96
  %98 = trunc nuw i8 %97 to i1
  %99 = xor i1 %98, true
  invoke void @_ZNK4sycl3_V15queue22submit_with_event_implERKNS0_6detail19type_erased_cgfo_tyERKNS2_3_V114SubmissionInfoERKNS2_13code_locationEb(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %24, ptr noundef nonnull align 8 dereferenceable(16) %88, ptr noundef nonnull align 8 dereferenceable(16) %11, ptr noundef nonnull align 4 dereferenceable(4) %9, ptr noundef nonnull align 8 dereferenceable(24) %94, i1 noundef zeroext %99)
          to label %102 unwind label %100

100:                                              ; preds = %95, %93
  %101 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %9) #24, !noalias !187
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %8) #24
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %8) #24, !noalias !187
  br label %180

102:                                              ; preds = %95
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %9) #24, !noalias !187
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %8) #24
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %8) #24, !noalias !187
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %11) #24, !noalias !184
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  %103 = getelementptr inbounds i8, ptr %24, i64 8
  %104 = load ptr, ptr %103, align 8, !tbaa !24
  %105 = icmp eq ptr %104, null
  br i1 %105, label %130, label %106

106:                                              ; preds = %102
  %107 = getelementptr inbounds i8, ptr %104, i64 8
  %108 = load atomic i64, ptr %107 acquire, align 8
  %109 = icmp eq i64 %108, 4294967297
  %110 = trunc i64 %108 to i32
  br i1 %109, label %111, label %119

111:                                              ; preds = %106
  store i32 0, ptr %107, align 8, !tbaa !26
  %112 = getelementptr inbounds i8, ptr %104, i64 12
  store i32 0, ptr %112, align 4, !tbaa !29
  %113 = load ptr, ptr %104, align 8, !tbaa !30
  %114 = getelementptr inbounds i8, ptr %113, i64 16
  %115 = load ptr, ptr %114, align 8
  call void %115(ptr noundef nonnull align 8 dereferenceable(16) %104) #24
  %116 = load ptr, ptr %104, align 8, !tbaa !30
  %117 = getelementptr inbounds i8, ptr %116, i64 24
  %118 = load ptr, ptr %117, align 8
  call void %118(ptr noundef nonnull align 8 dereferenceable(16) %104) #24
  br label %130

119:                                              ; preds = %106
  %120 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %121 = icmp eq i8 %120, 0
  br i1 %121, label %124, label %122

122:                                              ; preds = %119
  %123 = add nsw i32 %110, -1
  store i32 %123, ptr %107, align 4, !tbaa !33
  br label %126

124:                                              ; preds = %119
  %125 = atomicrmw volatile add ptr %107, i32 -1 acq_rel, align 4
  br label %126

126:                                              ; preds = %124, %122
  %127 = phi i32 [ %110, %122 ], [ %125, %124 ]
  %128 = icmp eq i32 %127, 1
  br i1 %128, label %129, label %130, !prof !34

129:                                              ; preds = %126
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %104) #24
  br label %130

130:                                              ; preds = %102, %111, %126, %129
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %25) #24
  %131 = load ptr, ptr %1, align 8, !tbaa !134
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %26) #24
  store ptr @.str, ptr %26, align 8, !tbaa !60, !alias.scope !190
  %132 = getelementptr inbounds i8, ptr %26, i64 8
  store ptr @.str.28, ptr %132, align 8, !tbaa !65, !alias.scope !190
  %133 = getelementptr inbounds i8, ptr %26, i64 16
  store i32 81, ptr %133, align 8, !tbaa !66, !alias.scope !190
  %134 = getelementptr inbounds i8, ptr %26, i64 20
  store i32 12, ptr %134, align 4, !tbaa !67, !alias.scope !190
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store ptr %1, ptr %6, align 8, !noalias !193
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7) #24, !noalias !193
  store ptr %6, ptr %7, align 8, !tbaa !84, !noalias !193
  %135 = getelementptr inbounds i8, ptr %7, i64 8
  store ptr @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZN11BufferStage6finishENS0_5eventEEUlRNS0_7handlerEE2_E4callEPKvS7_, ptr %135, align 8, !tbaa !86, !noalias !193
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #24, !noalias !196
  invoke void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 8 dereferenceable(9) %4, ptr noundef nonnull align 8 dereferenceable(24) %26)
          to label %136 unwind label %182

136:                                              ; preds = %130
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5) #24, !noalias !196
  store i32 0, ptr %5, align 4, !tbaa !90, !noalias !196
  %137 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 8 dereferenceable(9) %4)
          to label %138 unwind label %143, !noalias !196

138:                                              ; preds = %136
  %139 = getelementptr inbounds i8, ptr %4, i64 8
  %140 = load i8, ptr %139, align 8, !tbaa !93, !range !95, !noalias !196, !noundef !96
  %141 = trunc nuw i8 %140 to i1
  %142 = xor i1 %141, true
  invoke void @_ZNK4sycl3_V15queue22submit_with_event_implERKNS0_6detail19type_erased_cgfo_tyERKNS2_3_V114SubmissionInfoERKNS2_13code_locationEb(ptr dead_on_unwind writable sret(%"class.sycl::_V1::event") align 8 %0, ptr noundef nonnull align 8 dereferenceable(16) %131, ptr noundef nonnull align 8 dereferenceable(16) %7, ptr noundef nonnull align 4 dereferenceable(4) %5, ptr noundef nonnull align 8 dereferenceable(24) %137, i1 noundef zeroext %142)
          to label %145 unwind label %143

143:                                              ; preds = %138, %136
  %144 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5) #24, !noalias !196
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %4) #24
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #24, !noalias !196
  br label %184

145:                                              ; preds = %138
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5) #24, !noalias !196
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %4) #24
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #24, !noalias !196
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #24, !noalias !193
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %26) #24
  %146 = getelementptr inbounds i8, ptr %20, i64 8
  %147 = load ptr, ptr %146, align 8, !tbaa !24
  %148 = icmp eq ptr %147, null
  br i1 %148, label %173, label %149

149:                                              ; preds = %145
  %150 = getelementptr inbounds i8, ptr %147, i64 8
  %151 = load atomic i64, ptr %150 acquire, align 8
  %152 = icmp eq i64 %151, 4294967297
  %153 = trunc i64 %151 to i32
  br i1 %152, label %154, label %162

154:                                              ; preds = %149
  store i32 0, ptr %150, align 8, !tbaa !26
  %155 = getelementptr inbounds i8, ptr %147, i64 12
  store i32 0, ptr %155, align 4, !tbaa !29
  %156 = load ptr, ptr %147, align 8, !tbaa !30
  %157 = getelementptr inbounds i8, ptr %156, i64 16
  %158 = load ptr, ptr %157, align 8
  call void %158(ptr noundef nonnull align 8 dereferenceable(16) %147) #24
  %159 = load ptr, ptr %147, align 8, !tbaa !30
  %160 = getelementptr inbounds i8, ptr %159, i64 24
  %161 = load ptr, ptr %160, align 8
  call void %161(ptr noundef nonnull align 8 dereferenceable(16) %147) #24
  br label %173

162:                                              ; preds = %149
  %163 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %164 = icmp eq i8 %163, 0
  br i1 %164, label %167, label %165

165:                                              ; preds = %162
  %166 = add nsw i32 %153, -1
  store i32 %166, ptr %150, align 4, !tbaa !33
  br label %169

167:                                              ; preds = %162
  %168 = atomicrmw volatile add ptr %150, i32 -1 acq_rel, align 4
  br label %169

169:                                              ; preds = %167, %165
  %170 = phi i32 [ %153, %165 ], [ %168, %167 ]
  %171 = icmp eq i32 %170, 1
  br i1 %171, label %172, label %173, !prof !34

172:                                              ; preds = %169
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %147) #24
  br label %173

173:                                              ; preds = %145, %154, %169, %172
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %20) #24
  ret void

174:                                              ; preds = %43
  %175 = landingpad { ptr, i32 }
          cleanup
  br label %176

176:                                              ; preds = %57, %174
  %177 = phi { ptr, i32 } [ %175, %174 ], [ %58, %57 ]
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %23) #24
  br label %186

178:                                              ; preds = %87
  %179 = landingpad { ptr, i32 }
          cleanup
  br label %180

180:                                              ; preds = %100, %178
  %181 = phi { ptr, i32 } [ %179, %178 ], [ %101, %100 ]
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %25) #24
  br label %186

182:                                              ; preds = %130
  %183 = landingpad { ptr, i32 }
          cleanup
  br label %184

184:                                              ; preds = %143, %182
  %185 = phi { ptr, i32 } [ %183, %182 ], [ %144, %143 ]
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %26) #24
  br label %186

186:                                              ; preds = %184, %180, %176
  %187 = phi { ptr, i32 } [ %185, %184 ], [ %181, %180 ], [ %177, %176 ]
  call void @_ZN4sycl3_V15eventD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %20) #24
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %20) #24
  br label %39
}

declare void @_ZN4sycl3_V15event4waitEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #6

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN11BufferStage13check_on_hostEPd(ptr noundef nonnull align 8 dereferenceable(208) %0, ptr noundef %1) local_unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 8
  %4 = alloca %"class.sycl::_V1::detail::_V1::SubmissionInfo", align 4
  %5 = alloca %class.anon.187, align 8
  %6 = alloca %"class.sycl::_V1::detail::type_erased_cgfo_ty", align 8
  %7 = alloca ptr, align 8
  %8 = alloca %"class.sycl::_V1::event", align 8
  %9 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  store ptr %1, ptr %7, align 8, !tbaa !5
  %10 = load ptr, ptr %0, align 8, !tbaa !134
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %9) #24
  store ptr @.str, ptr %9, align 8, !tbaa !60, !alias.scope !199
  %11 = getelementptr inbounds i8, ptr %9, i64 8
  store ptr @.str.36, ptr %11, align 8, !tbaa !65, !alias.scope !199
  %12 = getelementptr inbounds i8, ptr %9, i64 16
  store i32 88, ptr %12, align 8, !tbaa !66, !alias.scope !199
  %13 = getelementptr inbounds i8, ptr %9, i64 20
  store i32 5, ptr %13, align 4, !tbaa !67, !alias.scope !199
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5)
  store ptr %0, ptr %5, align 8, !noalias !202
  %14 = getelementptr inbounds i8, ptr %5, i64 8
  store ptr %7, ptr %14, align 8, !noalias !202
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #24, !noalias !202
  store ptr %5, ptr %6, align 8, !tbaa !84, !noalias !202
  %15 = getelementptr inbounds i8, ptr %6, i64 8
  store ptr @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZN11BufferStage13check_on_hostEPdEUlRNS0_7handlerEE_E4callEPKvS7_, ptr %15, align 8, !tbaa !86, !noalias !202
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #24, !noalias !205
  call void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 8 dereferenceable(9) %3, ptr noundef nonnull align 8 dereferenceable(24) %9), !noalias !205
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #24, !noalias !205
  store i32 0, ptr %4, align 4, !tbaa !90, !noalias !205
  %16 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 8 dereferenceable(9) %3)
          to label %17 unwind label %22, !noalias !205

17:                                               ; preds = %2
  %18 = getelementptr inbounds i8, ptr %3, i64 8
  %19 = load i8, ptr %18, align 8, !tbaa !93, !range !95, !noalias !205, !noundef !96
  %20 = trunc nuw i8 %19 to i1
  %21 = xor i1 %20, true
  invoke void @_ZNK4sycl3_V15queue22submit_with_event_implERKNS0_6detail19type_erased_cgfo_tyERKNS2_3_V114SubmissionInfoERKNS2_13code_locationEb(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %8, ptr noundef nonnull align 8 dereferenceable(16) %10, ptr noundef nonnull align 8 dereferenceable(16) %6, ptr noundef nonnull align 4 dereferenceable(4) %4, ptr noundef nonnull align 8 dereferenceable(24) %16, i1 noundef zeroext %21)
          to label %24 unwind label %22

22:                                               ; preds = %17, %2
  %23 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #24, !noalias !205
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %3) #24
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #24, !noalias !205
  resume { ptr, i32 } %23

24:                                               ; preds = %17
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #24, !noalias !205
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %3) #24
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #24, !noalias !205
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #24, !noalias !202
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5)
  %25 = getelementptr inbounds i8, ptr %8, i64 8
  %26 = load ptr, ptr %25, align 8, !tbaa !24
  %27 = icmp eq ptr %26, null
  br i1 %27, label %52, label %28

28:                                               ; preds = %24
  %29 = getelementptr inbounds i8, ptr %26, i64 8
  %30 = load atomic i64, ptr %29 acquire, align 8
  %31 = icmp eq i64 %30, 4294967297
  %32 = trunc i64 %30 to i32
  br i1 %31, label %33, label %41

33:                                               ; preds = %28
  store i32 0, ptr %29, align 8, !tbaa !26
  %34 = getelementptr inbounds i8, ptr %26, i64 12
  store i32 0, ptr %34, align 4, !tbaa !29
  %35 = load ptr, ptr %26, align 8, !tbaa !30
  %36 = getelementptr inbounds i8, ptr %35, i64 16
  %37 = load ptr, ptr %36, align 8
  call void %37(ptr noundef nonnull align 8 dereferenceable(16) %26) #24
  %38 = load ptr, ptr %26, align 8, !tbaa !30
  %39 = getelementptr inbounds i8, ptr %38, i64 24
  %40 = load ptr, ptr %39, align 8
  call void %40(ptr noundef nonnull align 8 dereferenceable(16) %26) #24
  br label %52

41:                                               ; preds = %28
  %42 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %43 = icmp eq i8 %42, 0
  br i1 %43, label %46, label %44

44:                                               ; preds = %41
  %45 = add nsw i32 %32, -1
  store i32 %45, ptr %29, align 4, !tbaa !33
  br label %48

46:                                               ; preds = %41
  %47 = atomicrmw volatile add ptr %29, i32 -1 acq_rel, align 4
  br label %48

48:                                               ; preds = %46, %44
  %49 = phi i32 [ %32, %44 ], [ %47, %46 ]
  %50 = icmp eq i32 %49, 1
  br i1 %50, label %51, label %52, !prof !34

51:                                               ; preds = %48
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %26) #24
  br label %52

52:                                               ; preds = %24, %33, %48, %51
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %9) #24
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN11BufferStageD2Ev(ptr noundef nonnull align 8 dereferenceable(208) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 168
  tail call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %2) #24
  %3 = getelementptr inbounds i8, ptr %0, i64 128
  tail call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %3) #24
  %4 = getelementptr inbounds i8, ptr %0, i64 88
  tail call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %4) #24
  %5 = getelementptr inbounds i8, ptr %0, i64 64
  %6 = load ptr, ptr %5, align 8, !tbaa !9
  %7 = icmp eq ptr %6, null
  br i1 %7, label %14, label %8

8:                                                ; preds = %1
  %9 = getelementptr inbounds i8, ptr %0, i64 80
  %10 = load ptr, ptr %9, align 8, !tbaa !11
  %11 = ptrtoint ptr %10 to i64
  %12 = ptrtoint ptr %6 to i64
  %13 = sub i64 %11, %12
  tail call void @_ZdlPvm(ptr noundef nonnull %6, i64 noundef %13) #28
  br label %14

14:                                               ; preds = %1, %8
  %15 = getelementptr inbounds i8, ptr %0, i64 40
  %16 = load ptr, ptr %15, align 8, !tbaa !9
  %17 = icmp eq ptr %16, null
  br i1 %17, label %24, label %18

18:                                               ; preds = %14
  %19 = getelementptr inbounds i8, ptr %0, i64 56
  %20 = load ptr, ptr %19, align 8, !tbaa !11
  %21 = ptrtoint ptr %20 to i64
  %22 = ptrtoint ptr %16 to i64
  %23 = sub i64 %21, %22
  tail call void @_ZdlPvm(ptr noundef nonnull %16, i64 noundef %23) #28
  br label %24

24:                                               ; preds = %14, %18
  %25 = getelementptr inbounds i8, ptr %0, i64 16
  %26 = load ptr, ptr %25, align 8, !tbaa !9
  %27 = icmp eq ptr %26, null
  br i1 %27, label %34, label %28

28:                                               ; preds = %24
  %29 = getelementptr inbounds i8, ptr %0, i64 32
  %30 = load ptr, ptr %29, align 8, !tbaa !11
  %31 = ptrtoint ptr %30 to i64
  %32 = ptrtoint ptr %26 to i64
  %33 = sub i64 %31, %32
  tail call void @_ZdlPvm(ptr noundef nonnull %26, i64 noundef %33) #28
  br label %34

34:                                               ; preds = %24, %28
  ret void
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V15queueD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !24
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !26
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !29
  %12 = load ptr, ptr %3, align 8, !tbaa !30
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  %15 = load ptr, ptr %3, align 8, !tbaa !30
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !33
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !34

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtoul(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #7

declare noundef i32 @_ZN4sycl3_V118default_selector_vERKNS0_6deviceE(ptr noundef nonnull align 8 dereferenceable(8)) #6

declare void @_ZN4sycl3_V16detail19defaultAsyncHandlerENS0_14exception_listE(ptr noundef) #6

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V15queueC2IFiRKNS0_6deviceEEvEERKT_RKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull %1, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(32) %3) unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.sycl::_V1::device", align 8
  %6 = alloca %"class.std::function.18", align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #24
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #24
  %7 = getelementptr inbounds i8, ptr %6, i64 16
  %8 = getelementptr inbounds i8, ptr %6, i64 24
  %9 = getelementptr inbounds i8, ptr %6, i64 8
  store i64 0, ptr %9, align 8
  store ptr %1, ptr %6, align 8, !tbaa !5
  store ptr @_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E9_M_invokeERKSt9_Any_dataS4_, ptr %8, align 8, !tbaa !208
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
  call void @__clang_call_terminate(ptr %18) #27
  unreachable

19:                                               ; preds = %11, %14
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #24
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #24
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
  call void @__clang_call_terminate(ptr %28) #27
  unreachable

29:                                               ; preds = %20, %24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #24
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #24
  resume { ptr, i32 } %21
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #8

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E9_M_invokeERKSt9_Any_dataOS2_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(24) %1) #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.sycl::_V1::exception_list", align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3)
  %4 = load ptr, ptr %0, align 8, !tbaa !5
  %5 = load <2 x ptr>, ptr %1, align 8, !tbaa !5
  store <2 x ptr> %5, ptr %3, align 16, !tbaa !5
  %6 = getelementptr inbounds i8, ptr %3, i64 16
  %7 = getelementptr inbounds i8, ptr %1, i64 16
  %8 = load ptr, ptr %7, align 8, !tbaa !210
  store ptr %8, ptr %6, align 16, !tbaa !210
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %1, i8 0, i64 24, i1 false)
  invoke void %4(ptr noundef nonnull %3)
          to label %9 unwind label %32

9:                                                ; preds = %2
  %10 = getelementptr inbounds i8, ptr %3, i64 8
  %11 = load ptr, ptr %3, align 16, !tbaa !212
  %12 = load ptr, ptr %10, align 8, !tbaa !213
  %13 = icmp eq ptr %11, %12
  br i1 %13, label %24, label %14

14:                                               ; preds = %9, %19
  %15 = phi ptr [ %20, %19 ], [ %11, %9 ]
  %16 = load ptr, ptr %15, align 8, !tbaa !214
  %17 = icmp eq ptr %16, null
  br i1 %17, label %19, label %18

18:                                               ; preds = %14
  call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %15) #24
  br label %19

19:                                               ; preds = %18, %14
  %20 = getelementptr inbounds i8, ptr %15, i64 8
  %21 = icmp eq ptr %20, %12
  br i1 %21, label %22, label %14, !llvm.loop !216

22:                                               ; preds = %19
  %23 = load ptr, ptr %3, align 16, !tbaa !212
  br label %24

24:                                               ; preds = %22, %9
  %25 = phi ptr [ %23, %22 ], [ %11, %9 ]
  %26 = icmp eq ptr %25, null
  br i1 %26, label %34, label %27

27:                                               ; preds = %24
  %28 = load ptr, ptr %6, align 16, !tbaa !210
  %29 = ptrtoint ptr %28 to i64
  %30 = ptrtoint ptr %25 to i64
  %31 = sub i64 %29, %30
  call void @_ZdlPvm(ptr noundef nonnull %25, i64 noundef %31) #28
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
  %6 = load ptr, ptr %1, align 8, !tbaa !5
  br label %7

7:                                                ; preds = %3, %4, %5
  %8 = phi ptr [ %6, %5 ], [ %1, %4 ], [ @_ZTIPFvN4sycl3_V114exception_listEE, %3 ]
  store ptr %8, ptr %0, align 8, !tbaa !5
  br label %9

9:                                                ; preds = %7, %3
  ret i1 false
}

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) local_unnamed_addr #9 comdat {
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #24
  tail call void @_ZSt9terminatev() #27
  unreachable
}

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @_ZSt9terminatev() local_unnamed_addr

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V114exception_listD2Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = load ptr, ptr %0, align 8, !tbaa !212
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !213
  %5 = icmp eq ptr %2, %4
  br i1 %5, label %16, label %6

6:                                                ; preds = %1, %11
  %7 = phi ptr [ %12, %11 ], [ %2, %1 ]
  %8 = load ptr, ptr %7, align 8, !tbaa !214
  %9 = icmp eq ptr %8, null
  br i1 %9, label %11, label %10

10:                                               ; preds = %6
  tail call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %7) #24
  br label %11

11:                                               ; preds = %10, %6
  %12 = getelementptr inbounds i8, ptr %7, i64 8
  %13 = icmp eq ptr %12, %4
  br i1 %13, label %14, label %6, !llvm.loop !216

14:                                               ; preds = %11
  %15 = load ptr, ptr %0, align 8, !tbaa !212
  br label %16

16:                                               ; preds = %14, %1
  %17 = phi ptr [ %15, %14 ], [ %2, %1 ]
  %18 = icmp eq ptr %17, null
  br i1 %18, label %25, label %19

19:                                               ; preds = %16
  %20 = getelementptr inbounds i8, ptr %0, i64 16
  %21 = load ptr, ptr %20, align 8, !tbaa !210
  %22 = ptrtoint ptr %21 to i64
  %23 = ptrtoint ptr %17 to i64
  %24 = sub i64 %22, %23
  tail call void @_ZdlPvm(ptr noundef nonnull %17, i64 noundef %24) #28
  br label %25

25:                                               ; preds = %16, %19
  ret void
}

; Function Attrs: nounwind
declare void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8)) local_unnamed_addr #10

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) local_unnamed_addr #11

declare void @_ZN4sycl3_V16detail13select_deviceERKSt8functionIFiRKNS0_6deviceEEE(ptr dead_on_unwind writable sret(%"class.sycl::_V1::device") align 8, ptr noundef nonnull align 8 dereferenceable(32)) local_unnamed_addr #6

declare void @_ZN4sycl3_V15queueC2ERKNS0_6deviceERKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(8), ptr noundef nonnull align 8 dereferenceable(32), ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #6

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef i32 @_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E9_M_invokeERKSt9_Any_dataS4_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(8) %1) #4 comdat align 2 {
  %3 = load ptr, ptr %0, align 8, !tbaa !5
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
  %6 = load ptr, ptr %1, align 8, !tbaa !5
  br label %7

7:                                                ; preds = %3, %4, %5
  %8 = phi ptr [ %6, %5 ], [ %1, %4 ], [ @_ZTIPFiRKN4sycl3_V16deviceEE, %3 ]
  store ptr %8, ptr %0, align 8, !tbaa !5
  br label %9

9:                                                ; preds = %7, %3
  ret i1 false
}

; Function Attrs: mustprogress noinline nounwind uwtable
define linkonce_odr dso_local void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %0) local_unnamed_addr #12 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = load ptr, ptr %0, align 8, !tbaa !30
  %3 = getelementptr inbounds i8, ptr %2, i64 16
  %4 = load ptr, ptr %3, align 8
  tail call void %4(ptr noundef nonnull align 8 dereferenceable(16) %0) #24
  %5 = getelementptr inbounds i8, ptr %0, i64 12
  %6 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %7 = icmp eq i8 %6, 0
  br i1 %7, label %11, label %8

8:                                                ; preds = %1
  %9 = load i32, ptr %5, align 4, !tbaa !33
  %10 = add nsw i32 %9, -1
  store i32 %10, ptr %5, align 4, !tbaa !33
  br label %13

11:                                               ; preds = %1
  %12 = atomicrmw volatile add ptr %5, i32 -1 acq_rel, align 4
  br label %13

13:                                               ; preds = %11, %8
  %14 = phi i32 [ %9, %8 ], [ %12, %11 ]
  %15 = icmp eq i32 %14, 1
  br i1 %15, label %16, label %20

16:                                               ; preds = %13
  %17 = load ptr, ptr %0, align 8, !tbaa !30
  %18 = getelementptr inbounds i8, ptr %17, i64 24
  %19 = load ptr, ptr %18, align 8
  tail call void %19(ptr noundef nonnull align 8 dereferenceable(16) %0) #24
  br label %20

20:                                               ; preds = %13, %16
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvEC2ERKNS0_5rangeILi1EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(33) %0, ptr noundef nonnull align 8 dereferenceable(8) %1, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %3) unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.std::unique_ptr", align 8
  %6 = alloca %"struct.std::array", align 8
  %7 = load i64, ptr %1, align 8, !tbaa !37
  %8 = shl i64 %7, 2
  %9 = tail call noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #26, !noalias !217
  store ptr getelementptr inbounds inrange(-16, 56) (i8, ptr @_ZTVN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE, i64 16), ptr %9, align 8, !tbaa !30, !noalias !217
  %10 = getelementptr inbounds i8, ptr %9, i64 8
  store i64 128, ptr %10, align 8, !tbaa !220, !noalias !217
  %11 = getelementptr inbounds i8, ptr %9, i64 16
  store i64 4, ptr %11, align 8, !tbaa !222, !noalias !217
  store ptr %9, ptr %5, align 8, !tbaa !225
  invoke void @_ZN4sycl3_V16detail12buffer_plainC2EmmRKNS0_13property_listESt10unique_ptrINS1_19SYCLMemObjAllocatorESt14default_deleteIS7_EE(ptr noundef nonnull align 8 dereferenceable(16) %0, i64 noundef %8, i64 noundef 4, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull %5)
          to label %12 unwind label %32

12:                                               ; preds = %4
  %13 = load ptr, ptr %5, align 8, !tbaa !5
  %14 = icmp eq ptr %13, null
  br i1 %14, label %19, label %15

15:                                               ; preds = %12
  %16 = load ptr, ptr %13, align 8, !tbaa !30
  %17 = getelementptr inbounds i8, ptr %16, i64 16
  %18 = load ptr, ptr %17, align 8
  call void %18(ptr noundef nonnull align 8 dereferenceable(8) %13) #24
  br label %19

19:                                               ; preds = %12, %15
  store ptr null, ptr %5, align 8, !tbaa !5
  %20 = getelementptr inbounds i8, ptr %0, i64 16
  %21 = load i64, ptr %1, align 8
  store i64 %21, ptr %20, align 8
  %22 = getelementptr inbounds i8, ptr %0, i64 24
  store i64 0, ptr %22, align 8, !tbaa !227
  %23 = getelementptr inbounds i8, ptr %0, i64 32
  store i8 0, ptr %23, align 8, !tbaa !228
  %24 = load ptr, ptr %0, align 8, !tbaa !229
  %25 = load ptr, ptr getelementptr inbounds (i8, ptr @_ZTIf, i64 8), align 8, !tbaa !230
  %26 = load i8, ptr %25, align 1, !tbaa !32
  %27 = icmp eq i8 %26, 42
  %28 = zext i1 %27 to i64
  %29 = getelementptr inbounds i8, ptr %25, i64 %28
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6) #24
  store i64 %21, ptr %6, align 8, !tbaa !37, !alias.scope !232
  %30 = getelementptr inbounds i8, ptr %6, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %30, i8 0, i64 16, i1 false), !alias.scope !232
  invoke void @_ZN4sycl3_V16detail12buffer_plain23constructorNotificationERKNS1_13code_locationEPvPKvS8_jjPm(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(24) %3, ptr noundef %24, ptr noundef null, ptr noundef nonnull %29, i32 noundef 1, i32 noundef 4, ptr noundef nonnull %6)
          to label %31 unwind label %40

31:                                               ; preds = %19
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6) #24
  ret void

32:                                               ; preds = %4
  %33 = landingpad { ptr, i32 }
          cleanup
  %34 = load ptr, ptr %5, align 8, !tbaa !5
  %35 = icmp eq ptr %34, null
  br i1 %35, label %42, label %36

36:                                               ; preds = %32
  %37 = load ptr, ptr %34, align 8, !tbaa !30
  %38 = getelementptr inbounds i8, ptr %37, i64 16
  %39 = load ptr, ptr %38, align 8
  call void %39(ptr noundef nonnull align 8 dereferenceable(8) %34) #24
  br label %42

40:                                               ; preds = %19
  %41 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6) #24
  call void @_ZN4sycl3_V16detail12buffer_plainD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #24
  br label %42

42:                                               ; preds = %32, %36, %40
  %43 = phi { ptr, i32 } [ %41, %40 ], [ %33, %36 ], [ %33, %32 ]
  resume { ptr, i32 } %43
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi1EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(33) %0, ptr noundef %1, ptr noundef nonnull align 8 dereferenceable(8) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.std::unique_ptr", align 8
  %7 = alloca %"struct.std::array", align 8
  %8 = load i64, ptr %2, align 8, !tbaa !37
  %9 = shl i64 %8, 2
  %10 = tail call noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #26, !noalias !235
  store ptr getelementptr inbounds inrange(-16, 56) (i8, ptr @_ZTVN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE, i64 16), ptr %10, align 8, !tbaa !30, !noalias !235
  %11 = getelementptr inbounds i8, ptr %10, i64 8
  store i64 128, ptr %11, align 8, !tbaa !220, !noalias !235
  %12 = getelementptr inbounds i8, ptr %10, i64 16
  store i64 4, ptr %12, align 8, !tbaa !222, !noalias !235
  store ptr %10, ptr %6, align 8, !tbaa !225
  invoke void @_ZN4sycl3_V16detail12buffer_plainC2EPvmmRKNS0_13property_listESt10unique_ptrINS1_19SYCLMemObjAllocatorESt14default_deleteIS8_EE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef %1, i64 noundef %9, i64 noundef 4, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef nonnull %6)
          to label %13 unwind label %33

13:                                               ; preds = %5
  %14 = load ptr, ptr %6, align 8, !tbaa !5
  %15 = icmp eq ptr %14, null
  br i1 %15, label %20, label %16

16:                                               ; preds = %13
  %17 = load ptr, ptr %14, align 8, !tbaa !30
  %18 = getelementptr inbounds i8, ptr %17, i64 16
  %19 = load ptr, ptr %18, align 8
  call void %19(ptr noundef nonnull align 8 dereferenceable(8) %14) #24
  br label %20

20:                                               ; preds = %13, %16
  store ptr null, ptr %6, align 8, !tbaa !5
  %21 = getelementptr inbounds i8, ptr %0, i64 16
  %22 = load i64, ptr %2, align 8
  store i64 %22, ptr %21, align 8
  %23 = getelementptr inbounds i8, ptr %0, i64 24
  store i64 0, ptr %23, align 8, !tbaa !227
  %24 = getelementptr inbounds i8, ptr %0, i64 32
  store i8 0, ptr %24, align 8, !tbaa !228
  %25 = load ptr, ptr %0, align 8, !tbaa !229
  %26 = load ptr, ptr getelementptr inbounds (i8, ptr @_ZTIf, i64 8), align 8, !tbaa !230
  %27 = load i8, ptr %26, align 1, !tbaa !32
  %28 = icmp eq i8 %27, 42
  %29 = zext i1 %28 to i64
  %30 = getelementptr inbounds i8, ptr %26, i64 %29
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7) #24
  store i64 %22, ptr %7, align 8, !tbaa !37, !alias.scope !238
  %31 = getelementptr inbounds i8, ptr %7, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %31, i8 0, i64 16, i1 false), !alias.scope !238
  invoke void @_ZN4sycl3_V16detail12buffer_plain23constructorNotificationERKNS1_13code_locationEPvPKvS8_jjPm(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(24) %4, ptr noundef %25, ptr noundef %1, ptr noundef nonnull %30, i32 noundef 1, i32 noundef 4, ptr noundef nonnull %7)
          to label %32 unwind label %41

32:                                               ; preds = %20
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #24
  ret void

33:                                               ; preds = %5
  %34 = landingpad { ptr, i32 }
          cleanup
  %35 = load ptr, ptr %6, align 8, !tbaa !5
  %36 = icmp eq ptr %35, null
  br i1 %36, label %43, label %37

37:                                               ; preds = %33
  %38 = load ptr, ptr %35, align 8, !tbaa !30
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
define linkonce_odr dso_local void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %0) unnamed_addr #13 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  %10 = load ptr, ptr %9, align 8, !tbaa !30
  %11 = getelementptr inbounds i8, ptr %10, i64 16
  %12 = load ptr, ptr %11, align 8
  %13 = tail call noundef ptr %12(ptr noundef nonnull align 8 dereferenceable(8) %9) #24
  invoke void @_ZN4sycl3_V16detail23reportExceptionToStreamEPKcS3_(ptr noundef nonnull @.str.7, ptr noundef %13)
          to label %14 unwind label %44

14:                                               ; preds = %8
  tail call void @__assert_fail(ptr noundef nonnull @.str.8, ptr noundef nonnull @.str.9, i32 noundef 485, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev) #27
  unreachable

15:                                               ; preds = %1
  %16 = getelementptr inbounds i8, ptr %0, i64 8
  %17 = load ptr, ptr %16, align 8, !tbaa !24
  %18 = icmp eq ptr %17, null
  br i1 %18, label %43, label %19

19:                                               ; preds = %15
  %20 = getelementptr inbounds i8, ptr %17, i64 8
  %21 = load atomic i64, ptr %20 acquire, align 8
  %22 = icmp eq i64 %21, 4294967297
  %23 = trunc i64 %21 to i32
  br i1 %22, label %24, label %32

24:                                               ; preds = %19
  store i32 0, ptr %20, align 8, !tbaa !26
  %25 = getelementptr inbounds i8, ptr %17, i64 12
  store i32 0, ptr %25, align 4, !tbaa !29
  %26 = load ptr, ptr %17, align 8, !tbaa !30
  %27 = getelementptr inbounds i8, ptr %26, i64 16
  %28 = load ptr, ptr %27, align 8
  tail call void %28(ptr noundef nonnull align 8 dereferenceable(16) %17) #24
  %29 = load ptr, ptr %17, align 8, !tbaa !30
  %30 = getelementptr inbounds i8, ptr %29, i64 24
  %31 = load ptr, ptr %30, align 8
  tail call void %31(ptr noundef nonnull align 8 dereferenceable(16) %17) #24
  br label %43

32:                                               ; preds = %19
  %33 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %34 = icmp eq i8 %33, 0
  br i1 %34, label %37, label %35

35:                                               ; preds = %32
  %36 = add nsw i32 %23, -1
  store i32 %36, ptr %20, align 4, !tbaa !33
  br label %39

37:                                               ; preds = %32
  %38 = atomicrmw volatile add ptr %20, i32 -1 acq_rel, align 4
  br label %39

39:                                               ; preds = %37, %35
  %40 = phi i32 [ %23, %35 ], [ %38, %37 ]
  %41 = icmp eq i32 %40, 1
  br i1 %41, label %42, label %43, !prof !34

42:                                               ; preds = %39
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %17) #24
  br label %43

43:                                               ; preds = %15, %24, %39, %42
  ret void

44:                                               ; preds = %8
  %45 = landingpad { ptr, i32 }
          catch ptr null
  %46 = extractvalue { ptr, i32 } %45, 0
  tail call void @__clang_call_terminate(ptr %46) #27
  unreachable

47:                                               ; preds = %2
  tail call void @__clang_call_terminate(ptr %4) #27
  unreachable
}

declare void @_ZN4sycl3_V16detail12buffer_plainC2EmmRKNS0_13property_listESt10unique_ptrINS1_19SYCLMemObjAllocatorESt14default_deleteIS7_EE(ptr noundef nonnull align 8 dereferenceable(16), i64 noundef, i64 noundef, ptr noundef nonnull align 8 dereferenceable(32), ptr noundef) unnamed_addr #6

declare void @_ZN4sycl3_V16detail12buffer_plain23constructorNotificationERKNS1_13code_locationEPvPKvS8_jjPm(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(24), ptr noundef, ptr noundef, ptr noundef, i32 noundef, i32 noundef, ptr noundef) local_unnamed_addr #6

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail12buffer_plainD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !24
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !26
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !29
  %12 = load ptr, ptr %3, align 8, !tbaa !30
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  %15 = load ptr, ptr %3, align 8, !tbaa !30
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !33
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !34

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znwm(i64 noundef) local_unnamed_addr #14

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE16getAllocatorImplEv(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #13 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19SYCLMemObjAllocatorD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #13 comdat align 2 {
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfED0Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #13 comdat align 2 {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 24) #28
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE8allocateEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) unnamed_addr #4 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = shl i64 %1, 2
  %5 = add i64 %4, -1
  %6 = load i64, ptr %3, align 8, !tbaa !220
  %7 = add i64 %6, -1
  %8 = or i64 %7, %5
  %9 = add i64 %8, 1
  %10 = icmp ult i64 %9, %1
  br i1 %10, label %11, label %13

11:                                               ; preds = %2
  %12 = tail call ptr @__cxa_allocate_exception(i64 8) #24
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt9bad_alloc, i64 16), ptr %12, align 8, !tbaa !30
  tail call void @__cxa_throw(ptr nonnull %12, ptr nonnull @_ZTISt9bad_alloc, ptr nonnull @_ZNSt9bad_allocD1Ev) #25
  unreachable

13:                                               ; preds = %2
  %14 = tail call noundef ptr @_ZN4sycl3_V16detail6OSUtil12alignedAllocEmm(i64 noundef %6, i64 noundef %9)
  %15 = icmp eq ptr %14, null
  br i1 %15, label %16, label %18

16:                                               ; preds = %13
  %17 = tail call ptr @__cxa_allocate_exception(i64 8) #24
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt9bad_alloc, i64 16), ptr %17, align 8, !tbaa !30
  tail call void @__cxa_throw(ptr nonnull %17, ptr nonnull @_ZTISt9bad_alloc, ptr nonnull @_ZNSt9bad_allocD1Ev) #25
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
define linkonce_odr dso_local noundef i64 @_ZNK4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE12getValueSizeEv(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #13 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  %3 = load i64, ptr %2, align 8, !tbaa !222
  ret i64 %3
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE12setAlignmentEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) unnamed_addr #4 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = tail call i64 @llvm.umax.i64(i64 %1, i64 64)
  store i64 %4, ptr %3, align 8, !tbaa !220
  ret void
}

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

; Function Attrs: nounwind
declare void @_ZNSt9bad_allocD1Ev(ptr noundef nonnull align 8 dereferenceable(8)) unnamed_addr #10

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

declare noundef ptr @_ZN4sycl3_V16detail6OSUtil12alignedAllocEmm(i64 noundef, i64 noundef) local_unnamed_addr #6

declare void @_ZN4sycl3_V16detail6OSUtil11alignedFreeEPv(ptr noundef) local_unnamed_addr #6

; Function Attrs: nounwind
declare { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef) local_unnamed_addr #10

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %0, i32 %1, ptr %2, ptr noundef %3) unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.std::shared_ptr.39", align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %5, i8 0, i64 16, i1 false)
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codeSt10shared_ptrINS0_7contextEEPKc(ptr noundef nonnull align 8 dereferenceable(64) %0, i32 %1, ptr %2, ptr noundef nonnull %5, ptr noundef %3)
          to label %6 unwind label %35

6:                                                ; preds = %4
  %7 = getelementptr inbounds i8, ptr %5, i64 8
  %8 = load ptr, ptr %7, align 8, !tbaa !24
  %9 = icmp eq ptr %8, null
  br i1 %9, label %34, label %10

10:                                               ; preds = %6
  %11 = getelementptr inbounds i8, ptr %8, i64 8
  %12 = load atomic i64, ptr %11 acquire, align 8
  %13 = icmp eq i64 %12, 4294967297
  %14 = trunc i64 %12 to i32
  br i1 %13, label %15, label %23

15:                                               ; preds = %10
  store i32 0, ptr %11, align 8, !tbaa !26
  %16 = getelementptr inbounds i8, ptr %8, i64 12
  store i32 0, ptr %16, align 4, !tbaa !29
  %17 = load ptr, ptr %8, align 8, !tbaa !30
  %18 = getelementptr inbounds i8, ptr %17, i64 16
  %19 = load ptr, ptr %18, align 8
  call void %19(ptr noundef nonnull align 8 dereferenceable(16) %8) #24
  %20 = load ptr, ptr %8, align 8, !tbaa !30
  %21 = getelementptr inbounds i8, ptr %20, i64 24
  %22 = load ptr, ptr %21, align 8
  call void %22(ptr noundef nonnull align 8 dereferenceable(16) %8) #24
  br label %34

23:                                               ; preds = %10
  %24 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %25 = icmp eq i8 %24, 0
  br i1 %25, label %28, label %26

26:                                               ; preds = %23
  %27 = add nsw i32 %14, -1
  store i32 %27, ptr %11, align 4, !tbaa !33
  br label %30

28:                                               ; preds = %23
  %29 = atomicrmw volatile add ptr %11, i32 -1 acq_rel, align 4
  br label %30

30:                                               ; preds = %28, %26
  %31 = phi i32 [ %14, %26 ], [ %29, %28 ]
  %32 = icmp eq i32 %31, 1
  br i1 %32, label %33, label %34, !prof !34

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
declare void @_ZN4sycl3_V19exceptionD1Ev(ptr noundef nonnull align 8 dereferenceable(64)) unnamed_addr #10

declare void @_ZN4sycl3_V19exceptionC1ESt10error_codeSt10shared_ptrINS0_7contextEEPKc(ptr noundef nonnull align 8 dereferenceable(64), i32, ptr, ptr noundef, ptr noundef) unnamed_addr #6

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt12__shared_ptrIN4sycl3_V17contextELN9__gnu_cxx12_Lock_policyE2EED2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #13 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !24
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !26
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !29
  %12 = load ptr, ptr %3, align 8, !tbaa !30
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  %15 = load ptr, ptr %3, align 8, !tbaa !30
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !33
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !34

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

declare void @_ZN4sycl3_V16detail12buffer_plainC2EPvmmRKNS0_13property_listESt10unique_ptrINS1_19SYCLMemObjAllocatorESt14default_deleteIS8_EE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef, i64 noundef, i64 noundef, ptr noundef nonnull align 8 dereferenceable(32), ptr noundef) unnamed_addr #6

declare void @_ZNK4sycl3_V16detail12buffer_plain13handleReleaseEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #6

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #15

declare void @_ZN4sycl3_V16detail23reportExceptionToStreamEPKcS3_(ptr noundef, ptr noundef) local_unnamed_addr #6

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #16

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIfSaIfEE14_M_fill_assignEmRKf(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1, ptr noundef nonnull align 4 dereferenceable(4) %2) local_unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = getelementptr inbounds i8, ptr %0, i64 16
  %5 = load ptr, ptr %4, align 8, !tbaa !11
  %6 = load ptr, ptr %0, align 8, !tbaa !5
  %7 = ptrtoint ptr %5 to i64
  %8 = ptrtoint ptr %6 to i64
  %9 = sub i64 %7, %8
  %10 = ashr exact i64 %9, 2
  %11 = icmp ult i64 %10, %1
  br i1 %11, label %12, label %49

12:                                               ; preds = %3
  %13 = icmp ugt i64 %1, 2305843009213693951
  br i1 %13, label %14, label %15

14:                                               ; preds = %12
  tail call void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.10) #25
  unreachable

15:                                               ; preds = %12
  %16 = shl nuw nsw i64 %1, 2
  %17 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %16) #26
  %18 = getelementptr inbounds float, ptr %17, i64 %1
  %19 = load float, ptr %2, align 4, !tbaa !12
  %20 = add nuw nsw i64 %1, 4611686018427387903
  %21 = and i64 %20, 4611686018427387903
  %22 = add nuw nsw i64 %21, 1
  %23 = icmp ult i64 %21, 7
  br i1 %23, label %39, label %24

24:                                               ; preds = %15
  %25 = and i64 %22, 9223372036854775800
  %26 = shl i64 %25, 2
  %27 = getelementptr i8, ptr %17, i64 %26
  %28 = insertelement <4 x float> poison, float %19, i64 0
  %29 = shufflevector <4 x float> %28, <4 x float> poison, <4 x i32> zeroinitializer
  br label %30

30:                                               ; preds = %30, %24
  %31 = phi i64 [ 0, %24 ], [ %35, %30 ]
  %32 = shl i64 %31, 2
  %33 = getelementptr i8, ptr %17, i64 %32
  %34 = getelementptr i8, ptr %33, i64 16
  store <4 x float> %29, ptr %33, align 4, !tbaa !12
  store <4 x float> %29, ptr %34, align 4, !tbaa !12
  %35 = add nuw i64 %31, 8
  %36 = icmp eq i64 %35, %25
  br i1 %36, label %37, label %30, !llvm.loop !241

37:                                               ; preds = %30
  %38 = icmp eq i64 %22, %25
  br i1 %38, label %45, label %39

39:                                               ; preds = %37, %15
  %40 = phi ptr [ %17, %15 ], [ %27, %37 ]
  br label %41

41:                                               ; preds = %39, %41
  %42 = phi ptr [ %43, %41 ], [ %40, %39 ]
  store float %19, ptr %42, align 4, !tbaa !12
  %43 = getelementptr inbounds i8, ptr %42, i64 4
  %44 = icmp eq ptr %43, %18
  br i1 %44, label %45, label %41, !llvm.loop !242

45:                                               ; preds = %41, %37
  %46 = getelementptr inbounds i8, ptr %0, i64 8
  store ptr %17, ptr %0, align 8, !tbaa !9
  store ptr %18, ptr %46, align 8, !tbaa !14
  store ptr %18, ptr %4, align 8, !tbaa !11
  %47 = icmp eq ptr %6, null
  br i1 %47, label %154, label %48

48:                                               ; preds = %45
  tail call void @_ZdlPvm(ptr noundef nonnull %6, i64 noundef %9) #28
  br label %154

49:                                               ; preds = %3
  %50 = getelementptr inbounds i8, ptr %0, i64 8
  %51 = load ptr, ptr %50, align 8, !tbaa !5
  %52 = ptrtoint ptr %51 to i64
  %53 = sub i64 %52, %8
  %54 = ashr exact i64 %53, 2
  %55 = icmp ult i64 %54, %1
  br i1 %55, label %56, label %120

56:                                               ; preds = %49
  %57 = load float, ptr %2, align 4, !tbaa !12
  %58 = icmp eq ptr %6, %51
  br i1 %58, label %88, label %59

59:                                               ; preds = %56
  %60 = add i64 %52, -4
  %61 = sub i64 %60, %8
  %62 = lshr i64 %61, 2
  %63 = add nuw nsw i64 %62, 1
  %64 = icmp ult i64 %61, 28
  br i1 %64, label %80, label %65

65:                                               ; preds = %59
  %66 = and i64 %63, 9223372036854775800
  %67 = shl i64 %66, 2
  %68 = getelementptr i8, ptr %6, i64 %67
  %69 = insertelement <4 x float> poison, float %57, i64 0
  %70 = shufflevector <4 x float> %69, <4 x float> poison, <4 x i32> zeroinitializer
  br label %71

71:                                               ; preds = %71, %65
  %72 = phi i64 [ 0, %65 ], [ %76, %71 ]
  %73 = shl i64 %72, 2
  %74 = getelementptr i8, ptr %6, i64 %73
  %75 = getelementptr i8, ptr %74, i64 16
  store <4 x float> %70, ptr %74, align 4, !tbaa !12
  store <4 x float> %70, ptr %75, align 4, !tbaa !12
  %76 = add nuw i64 %72, 8
  %77 = icmp eq i64 %76, %66
  br i1 %77, label %78, label %71, !llvm.loop !243

78:                                               ; preds = %71
  %79 = icmp eq i64 %63, %66
  br i1 %79, label %86, label %80

80:                                               ; preds = %78, %59
  %81 = phi ptr [ %6, %59 ], [ %68, %78 ]
  br label %82

82:                                               ; preds = %80, %82
  %83 = phi ptr [ %84, %82 ], [ %81, %80 ]
  store float %57, ptr %83, align 4, !tbaa !12
  %84 = getelementptr inbounds i8, ptr %83, i64 4
  %85 = icmp eq ptr %84, %51
  br i1 %85, label %86, label %82, !llvm.loop !244

86:                                               ; preds = %82, %78
  %87 = load float, ptr %2, align 4, !tbaa !12
  br label %88

88:                                               ; preds = %86, %56
  %89 = phi float [ %87, %86 ], [ %57, %56 ]
  %90 = sub i64 %1, %54
  %91 = getelementptr inbounds float, ptr %51, i64 %90
  %92 = shl i64 %1, 2
  %93 = add i64 %92, -4
  %94 = sub i64 %93, %53
  %95 = lshr i64 %94, 2
  %96 = add nuw nsw i64 %95, 1
  %97 = icmp ult i64 %94, 28
  br i1 %97, label %113, label %98

98:                                               ; preds = %88
  %99 = and i64 %96, 9223372036854775800
  %100 = shl i64 %99, 2
  %101 = getelementptr i8, ptr %51, i64 %100
  %102 = insertelement <4 x float> poison, float %89, i64 0
  %103 = shufflevector <4 x float> %102, <4 x float> poison, <4 x i32> zeroinitializer
  br label %104

104:                                              ; preds = %104, %98
  %105 = phi i64 [ 0, %98 ], [ %109, %104 ]
  %106 = shl i64 %105, 2
  %107 = getelementptr i8, ptr %51, i64 %106
  %108 = getelementptr i8, ptr %107, i64 16
  store <4 x float> %103, ptr %107, align 4, !tbaa !12
  store <4 x float> %103, ptr %108, align 4, !tbaa !12
  %109 = add nuw i64 %105, 8
  %110 = icmp eq i64 %109, %99
  br i1 %110, label %111, label %104, !llvm.loop !245

111:                                              ; preds = %104
  %112 = icmp eq i64 %96, %99
  br i1 %112, label %119, label %113

113:                                              ; preds = %111, %88
  %114 = phi ptr [ %51, %88 ], [ %101, %111 ]
  br label %115

115:                                              ; preds = %113, %115
  %116 = phi ptr [ %117, %115 ], [ %114, %113 ]
  store float %89, ptr %116, align 4, !tbaa !12
  %117 = getelementptr inbounds i8, ptr %116, i64 4
  %118 = icmp eq ptr %117, %91
  br i1 %118, label %119, label %115, !llvm.loop !246

119:                                              ; preds = %115, %111
  store ptr %91, ptr %50, align 8, !tbaa !14
  br label %154

120:                                              ; preds = %49
  %121 = icmp eq i64 %1, 0
  br i1 %121, label %150, label %122

122:                                              ; preds = %120
  %123 = getelementptr inbounds float, ptr %6, i64 %1
  %124 = load float, ptr %2, align 4, !tbaa !12
  %125 = add i64 %1, 4611686018427387903
  %126 = and i64 %125, 4611686018427387903
  %127 = add nuw nsw i64 %126, 1
  %128 = icmp ult i64 %126, 7
  br i1 %128, label %144, label %129

129:                                              ; preds = %122
  %130 = and i64 %127, 9223372036854775800
  %131 = shl i64 %130, 2
  %132 = getelementptr i8, ptr %6, i64 %131
  %133 = insertelement <4 x float> poison, float %124, i64 0
  %134 = shufflevector <4 x float> %133, <4 x float> poison, <4 x i32> zeroinitializer
  br label %135

135:                                              ; preds = %135, %129
  %136 = phi i64 [ 0, %129 ], [ %140, %135 ]
  %137 = shl i64 %136, 2
  %138 = getelementptr i8, ptr %6, i64 %137
  %139 = getelementptr i8, ptr %138, i64 16
  store <4 x float> %134, ptr %138, align 4, !tbaa !12
  store <4 x float> %134, ptr %139, align 4, !tbaa !12
  %140 = add nuw i64 %136, 8
  %141 = icmp eq i64 %140, %130
  br i1 %141, label %142, label %135, !llvm.loop !247

142:                                              ; preds = %135
  %143 = icmp eq i64 %127, %130
  br i1 %143, label %150, label %144

144:                                              ; preds = %142, %122
  %145 = phi ptr [ %6, %122 ], [ %132, %142 ]
  br label %146

146:                                              ; preds = %144, %146
  %147 = phi ptr [ %148, %146 ], [ %145, %144 ]
  store float %124, ptr %147, align 4, !tbaa !12
  %148 = getelementptr inbounds i8, ptr %147, i64 4
  %149 = icmp eq ptr %148, %123
  br i1 %149, label %150, label %146, !llvm.loop !248

150:                                              ; preds = %146, %142, %120
  %151 = phi ptr [ %6, %120 ], [ %123, %142 ], [ %123, %146 ]
  %152 = icmp eq ptr %51, %151
  br i1 %152, label %154, label %153

153:                                              ; preds = %150
  store ptr %151, ptr %50, align 8, !tbaa !14
  br label %154

154:                                              ; preds = %153, %150, %48, %45, %119
  ret void
}

; Function Attrs: noreturn
declare void @_ZSt20__throw_length_errorPKc(ptr noundef) local_unnamed_addr #17

; Function Attrs: noreturn
declare void @_ZSt28__throw_bad_array_new_lengthv() local_unnamed_addr #17

declare void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 8 dereferenceable(9), ptr noundef nonnull align 8 dereferenceable(24)) unnamed_addr #6

declare void @_ZNK4sycl3_V15queue22submit_with_event_implERKNS0_6detail19type_erased_cgfo_tyERKNS2_3_V114SubmissionInfoERKNS2_13code_locationEb(ptr dead_on_unwind writable sret(%"class.sycl::_V1::event") align 8, ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 4 dereferenceable(4), ptr noundef nonnull align 8 dereferenceable(24), i1 noundef zeroext) local_unnamed_addr #6

declare noundef nonnull align 8 dereferenceable(24) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 8 dereferenceable(9)) local_unnamed_addr #6

; Function Attrs: nounwind
declare void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9)) unnamed_addr #10

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZN11BufferStage6smoothENS0_5eventEiEUlRNS0_7handlerEE_E4callEPKvS7_(ptr noundef %0, ptr noundef nonnull align 8 dereferenceable(176) %1) #4 comdat align 2 {
  tail call void @_ZZN11BufferStage6smoothEN4sycl3_V15eventEiENKUlRNS1_7handlerEE_clES4_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(176) %1)
  ret void
}

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZZN11BufferStage6smoothEN4sycl3_V15eventEiENKUlRNS1_7handlerEE_clES4_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(176) %1) local_unnamed_addr #18 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %4 = alloca %"class.sycl::_V1::event", align 8
  %5 = alloca %"class.sycl::_V1::accessor", align 8
  %6 = alloca %"class.sycl::_V1::property_list", align 8
  %7 = alloca %class.anon.80, align 8
  %8 = getelementptr inbounds i8, ptr %0, i64 8
  %9 = load ptr, ptr %8, align 8, !tbaa !249
  %10 = load ptr, ptr %0, align 8, !tbaa !251
  %11 = load ptr, ptr %10, align 8, !tbaa !58
  store ptr %11, ptr %4, align 8, !tbaa !58
  %12 = getelementptr inbounds i8, ptr %4, i64 8
  %13 = getelementptr inbounds i8, ptr %10, i64 8
  %14 = load ptr, ptr %13, align 8, !tbaa !24
  store ptr %14, ptr %12, align 8, !tbaa !24
  %15 = icmp eq ptr %14, null
  br i1 %15, label %25, label %16

16:                                               ; preds = %2
  %17 = getelementptr inbounds i8, ptr %14, i64 8
  %18 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %19 = icmp eq i8 %18, 0
  br i1 %19, label %23, label %20

20:                                               ; preds = %16
  %21 = load i32, ptr %17, align 4, !tbaa !33
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %17, align 4, !tbaa !33
  br label %25

23:                                               ; preds = %16
  %24 = atomicrmw volatile add ptr %17, i32 1 acq_rel, align 4
  br label %25

25:                                               ; preds = %2, %20, %23
  invoke void @_ZN4sycl3_V17handler10depends_onENS0_5eventE(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull %4)
          to label %26 unwind label %182

26:                                               ; preds = %25
  %27 = load ptr, ptr %12, align 8, !tbaa !24
  %28 = icmp eq ptr %27, null
  br i1 %28, label %53, label %29

29:                                               ; preds = %26
  %30 = getelementptr inbounds i8, ptr %27, i64 8
  %31 = load atomic i64, ptr %30 acquire, align 8
  %32 = icmp eq i64 %31, 4294967297
  %33 = trunc i64 %31 to i32
  br i1 %32, label %34, label %42

34:                                               ; preds = %29
  store i32 0, ptr %30, align 8, !tbaa !26
  %35 = getelementptr inbounds i8, ptr %27, i64 12
  store i32 0, ptr %35, align 4, !tbaa !29
  %36 = load ptr, ptr %27, align 8, !tbaa !30
  %37 = getelementptr inbounds i8, ptr %36, i64 16
  %38 = load ptr, ptr %37, align 8
  call void %38(ptr noundef nonnull align 8 dereferenceable(16) %27) #24
  %39 = load ptr, ptr %27, align 8, !tbaa !30
  %40 = getelementptr inbounds i8, ptr %39, i64 24
  %41 = load ptr, ptr %40, align 8
  call void %41(ptr noundef nonnull align 8 dereferenceable(16) %27) #24
  br label %53

42:                                               ; preds = %29
  %43 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %44 = icmp eq i8 %43, 0
  br i1 %44, label %47, label %45

45:                                               ; preds = %42
  %46 = add nsw i32 %33, -1
  store i32 %46, ptr %30, align 4, !tbaa !33
  br label %49

47:                                               ; preds = %42
  %48 = atomicrmw volatile add ptr %30, i32 -1 acq_rel, align 4
  br label %49

49:                                               ; preds = %47, %45
  %50 = phi i32 [ %33, %45 ], [ %48, %47 ]
  %51 = icmp eq i32 %50, 1
  br i1 %51, label %52, label %53, !prof !34

52:                                               ; preds = %49
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %27) #24
  br label %53

53:                                               ; preds = %26, %34, %49, %52
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #24
  %54 = getelementptr inbounds i8, ptr %9, i64 88
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %6, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3)
  store ptr @.str, ptr %3, align 8
  %55 = getelementptr inbounds i8, ptr %3, i64 8
  store ptr @.str.12, ptr %55, align 8
  %56 = getelementptr inbounds i8, ptr %3, i64 16
  store i32 54, ptr %56, align 8
  %57 = getelementptr inbounds i8, ptr %3, i64 20
  store i32 24, ptr %57, align 4
  invoke void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_vEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %5, ptr noundef nonnull align 8 dereferenceable(33) %54, ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull align 8 dereferenceable(32) %6, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %3)
          to label %58 unwind label %184

58:                                               ; preds = %53
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3)
  %59 = getelementptr inbounds i8, ptr %6, i64 8
  %60 = load ptr, ptr %59, align 8, !tbaa !21
  %61 = getelementptr inbounds i8, ptr %6, i64 16
  %62 = load ptr, ptr %61, align 8, !tbaa !23
  %63 = icmp eq ptr %60, %62
  br i1 %63, label %98, label %64

64:                                               ; preds = %58, %93
  %65 = phi ptr [ %94, %93 ], [ %60, %58 ]
  %66 = getelementptr inbounds i8, ptr %65, i64 8
  %67 = load ptr, ptr %66, align 8, !tbaa !24
  %68 = icmp eq ptr %67, null
  br i1 %68, label %93, label %69

69:                                               ; preds = %64
  %70 = getelementptr inbounds i8, ptr %67, i64 8
  %71 = load atomic i64, ptr %70 acquire, align 8
  %72 = icmp eq i64 %71, 4294967297
  %73 = trunc i64 %71 to i32
  br i1 %72, label %74, label %82

74:                                               ; preds = %69
  store i32 0, ptr %70, align 8, !tbaa !26
  %75 = getelementptr inbounds i8, ptr %67, i64 12
  store i32 0, ptr %75, align 4, !tbaa !29
  %76 = load ptr, ptr %67, align 8, !tbaa !30
  %77 = getelementptr inbounds i8, ptr %76, i64 16
  %78 = load ptr, ptr %77, align 8
  call void %78(ptr noundef nonnull align 8 dereferenceable(16) %67) #24
  %79 = load ptr, ptr %67, align 8, !tbaa !30
  %80 = getelementptr inbounds i8, ptr %79, i64 24
  %81 = load ptr, ptr %80, align 8
  call void %81(ptr noundef nonnull align 8 dereferenceable(16) %67) #24
  br label %93

82:                                               ; preds = %69
  %83 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %84 = icmp eq i8 %83, 0
  br i1 %84, label %87, label %85

85:                                               ; preds = %82
  %86 = add nsw i32 %73, -1
  store i32 %86, ptr %70, align 4, !tbaa !33
  br label %89

87:                                               ; preds = %82
  %88 = atomicrmw volatile add ptr %70, i32 -1 acq_rel, align 4
  br label %89

89:                                               ; preds = %87, %85
  %90 = phi i32 [ %73, %85 ], [ %88, %87 ]
  %91 = icmp eq i32 %90, 1
  br i1 %91, label %92, label %93, !prof !34

92:                                               ; preds = %89
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %67) #24
  br label %93

93:                                               ; preds = %92, %89, %74, %64
  %94 = getelementptr inbounds i8, ptr %65, i64 16
  %95 = icmp eq ptr %94, %62
  br i1 %95, label %96, label %64, !llvm.loop !35

96:                                               ; preds = %93
  %97 = load ptr, ptr %59, align 8, !tbaa !21
  br label %98

98:                                               ; preds = %96, %58
  %99 = phi ptr [ %97, %96 ], [ %60, %58 ]
  %100 = icmp eq ptr %99, null
  br i1 %100, label %107, label %101

101:                                              ; preds = %98
  %102 = getelementptr inbounds i8, ptr %6, i64 24
  %103 = load ptr, ptr %102, align 8, !tbaa !36
  %104 = ptrtoint ptr %103 to i64
  %105 = ptrtoint ptr %99 to i64
  %106 = sub i64 %104, %105
  call void @_ZdlPvm(ptr noundef nonnull %99, i64 noundef %106) #28
  br label %107

107:                                              ; preds = %101, %98
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #24
  %108 = getelementptr inbounds i8, ptr %9, i64 8
  %109 = load i64, ptr %108, align 8, !tbaa !46
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #24
  %110 = load ptr, ptr %5, align 8, !tbaa !252
  store ptr %110, ptr %7, align 8, !tbaa !252
  %111 = getelementptr inbounds i8, ptr %7, i64 8
  %112 = getelementptr inbounds i8, ptr %5, i64 8
  %113 = load ptr, ptr %112, align 8, !tbaa !24
  store ptr %113, ptr %111, align 8, !tbaa !24
  %114 = icmp eq ptr %113, null
  br i1 %114, label %124, label %115

115:                                              ; preds = %107
  %116 = getelementptr inbounds i8, ptr %113, i64 8
  %117 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %118 = icmp eq i8 %117, 0
  br i1 %118, label %122, label %119

119:                                              ; preds = %115
  %120 = load i32, ptr %116, align 4, !tbaa !33
  %121 = add nsw i32 %120, 1
  store i32 %121, ptr %116, align 4, !tbaa !33
  br label %124

122:                                              ; preds = %115
  %123 = atomicrmw volatile add ptr %116, i32 1 acq_rel, align 4
  br label %124

124:                                              ; preds = %107, %119, %122
  %125 = getelementptr inbounds i8, ptr %7, i64 16
  %126 = getelementptr inbounds i8, ptr %5, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %125, ptr noundef nonnull align 8 dereferenceable(16) %126, i64 16, i1 false)
  invoke void @_ZN4sycl3_V17handler24parallel_for_lambda_implI6SmoothZZN11BufferStage6smoothENS0_5eventEiENKUlRS1_E_clES6_EUlNS0_2idILi1EEEE_Li1ENS0_3ext6oneapi12experimental10propertiesINSD_6detail20properties_type_listIJEEEEEEEvNS0_5rangeIXT1_EEET2_RKT0_(ptr noundef nonnull align 8 dereferenceable(176) %1, i64 %109, ptr noundef nonnull align 8 dereferenceable(32) %7)
          to label %127 unwind label %186

127:                                              ; preds = %124
  %128 = load ptr, ptr %111, align 8, !tbaa !24
  %129 = icmp eq ptr %128, null
  br i1 %129, label %154, label %130

130:                                              ; preds = %127
  %131 = getelementptr inbounds i8, ptr %128, i64 8
  %132 = load atomic i64, ptr %131 acquire, align 8
  %133 = icmp eq i64 %132, 4294967297
  %134 = trunc i64 %132 to i32
  br i1 %133, label %135, label %143

135:                                              ; preds = %130
  store i32 0, ptr %131, align 8, !tbaa !26
  %136 = getelementptr inbounds i8, ptr %128, i64 12
  store i32 0, ptr %136, align 4, !tbaa !29
  %137 = load ptr, ptr %128, align 8, !tbaa !30
  %138 = getelementptr inbounds i8, ptr %137, i64 16
  %139 = load ptr, ptr %138, align 8
  call void %139(ptr noundef nonnull align 8 dereferenceable(16) %128) #24
  %140 = load ptr, ptr %128, align 8, !tbaa !30
  %141 = getelementptr inbounds i8, ptr %140, i64 24
  %142 = load ptr, ptr %141, align 8
  call void %142(ptr noundef nonnull align 8 dereferenceable(16) %128) #24
  br label %154

143:                                              ; preds = %130
  %144 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %145 = icmp eq i8 %144, 0
  br i1 %145, label %148, label %146

146:                                              ; preds = %143
  %147 = add nsw i32 %134, -1
  store i32 %147, ptr %131, align 4, !tbaa !33
  br label %150

148:                                              ; preds = %143
  %149 = atomicrmw volatile add ptr %131, i32 -1 acq_rel, align 4
  br label %150

150:                                              ; preds = %148, %146
  %151 = phi i32 [ %134, %146 ], [ %149, %148 ]
  %152 = icmp eq i32 %151, 1
  br i1 %152, label %153, label %154, !prof !34

153:                                              ; preds = %150
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %128) #24
  br label %154

154:                                              ; preds = %127, %135, %150, %153
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #24
  %155 = load ptr, ptr %112, align 8, !tbaa !24
  %156 = icmp eq ptr %155, null
  br i1 %156, label %181, label %157

157:                                              ; preds = %154
  %158 = getelementptr inbounds i8, ptr %155, i64 8
  %159 = load atomic i64, ptr %158 acquire, align 8
  %160 = icmp eq i64 %159, 4294967297
  %161 = trunc i64 %159 to i32
  br i1 %160, label %162, label %170

162:                                              ; preds = %157
  store i32 0, ptr %158, align 8, !tbaa !26
  %163 = getelementptr inbounds i8, ptr %155, i64 12
  store i32 0, ptr %163, align 4, !tbaa !29
  %164 = load ptr, ptr %155, align 8, !tbaa !30
  %165 = getelementptr inbounds i8, ptr %164, i64 16
  %166 = load ptr, ptr %165, align 8
  call void %166(ptr noundef nonnull align 8 dereferenceable(16) %155) #24
  %167 = load ptr, ptr %155, align 8, !tbaa !30
  %168 = getelementptr inbounds i8, ptr %167, i64 24
  %169 = load ptr, ptr %168, align 8
  call void %169(ptr noundef nonnull align 8 dereferenceable(16) %155) #24
  br label %181

170:                                              ; preds = %157
  %171 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %172 = icmp eq i8 %171, 0
  br i1 %172, label %175, label %173

173:                                              ; preds = %170
  %174 = add nsw i32 %161, -1
  store i32 %174, ptr %158, align 4, !tbaa !33
  br label %177

175:                                              ; preds = %170
  %176 = atomicrmw volatile add ptr %158, i32 -1 acq_rel, align 4
  br label %177

177:                                              ; preds = %175, %173
  %178 = phi i32 [ %161, %173 ], [ %176, %175 ]
  %179 = icmp eq i32 %178, 1
  br i1 %179, label %180, label %181, !prof !34

180:                                              ; preds = %177
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %155) #24
  br label %181

181:                                              ; preds = %154, %162, %177, %180
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #24
  ret void

182:                                              ; preds = %25
  %183 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V15eventD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %4) #24
  br label %190

184:                                              ; preds = %53
  %185 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %6) #24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #24
  br label %188

186:                                              ; preds = %124
  %187 = landingpad { ptr, i32 }
          cleanup
  call void @_ZZZN11BufferStage6smoothEN4sycl3_V15eventEiENKUlRNS1_7handlerEE_clES4_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(32) %7) #24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #24
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %5) #24
  br label %188

188:                                              ; preds = %186, %184
  %189 = phi { ptr, i32 } [ %187, %186 ], [ %185, %184 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #24
  br label %190

190:                                              ; preds = %188, %182
  %191 = phi { ptr, i32 } [ %189, %188 ], [ %183, %182 ]
  resume { ptr, i32 } %191
}

declare void @_ZN4sycl3_V17handler10depends_onENS0_5eventE(ptr noundef nonnull align 8 dereferenceable(176), ptr noundef) local_unnamed_addr #6

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZZZN11BufferStage6smoothEN4sycl3_V15eventEiENKUlRNS1_7handlerEE_clES4_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !24
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !26
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !29
  %12 = load ptr, ptr %3, align 8, !tbaa !30
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  %15 = load ptr, ptr %3, align 8, !tbaa !30
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !33
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !34

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_vEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(33) %1, ptr noundef nonnull align 8 dereferenceable(176) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.sycl::_V1::id", align 8
  %7 = alloca %"class.sycl::_V1::range.82", align 8
  %8 = alloca %"class.sycl::_V1::range.82", align 8
  %9 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %10 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %6, i8 0, i64 24, i1 false)
  %11 = load i64, ptr %10, align 8
  store i64 %11, ptr %7, align 8, !tbaa !37, !alias.scope !254
  %12 = getelementptr inbounds i8, ptr %7, i64 8
  store i64 1, ptr %12, align 8, !tbaa !37, !alias.scope !254
  %13 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 1, ptr %13, align 8, !tbaa !37, !alias.scope !254
  store i64 %11, ptr %8, align 8, !tbaa !37, !alias.scope !257
  %14 = getelementptr inbounds i8, ptr %8, i64 8
  store i64 1, ptr %14, align 8, !tbaa !37, !alias.scope !257
  %15 = getelementptr inbounds i8, ptr %8, i64 16
  store i64 1, ptr %15, align 8, !tbaa !37, !alias.scope !257
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #24
  %16 = load i64, ptr %3, align 8
  %17 = getelementptr inbounds i8, ptr %3, i64 8
  %18 = getelementptr inbounds i8, ptr %3, i64 16
  %19 = load ptr, ptr %18, align 8, !tbaa !5
  %20 = load ptr, ptr %17, align 8, !tbaa !5
  %21 = ptrtoint ptr %19 to i64
  %22 = ptrtoint ptr %20 to i64
  %23 = sub i64 %21, %22
  %24 = icmp eq ptr %19, %20
  br i1 %24, label %51, label %25

25:                                               ; preds = %5
  %26 = icmp ugt i64 %23, 9223372036854775792
  br i1 %26, label %27, label %28, !prof !34

27:                                               ; preds = %25
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #25
  unreachable

28:                                               ; preds = %25
  %29 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %23) #26
  br label %30

30:                                               ; preds = %47, %28
  %31 = phi ptr [ %49, %47 ], [ %29, %28 ]
  %32 = phi ptr [ %48, %47 ], [ %20, %28 ]
  %33 = load ptr, ptr %32, align 8, !tbaa !260
  store ptr %33, ptr %31, align 8, !tbaa !260
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = getelementptr inbounds i8, ptr %32, i64 8
  %36 = load ptr, ptr %35, align 8, !tbaa !24
  store ptr %36, ptr %34, align 8, !tbaa !24
  %37 = icmp eq ptr %36, null
  br i1 %37, label %47, label %38

38:                                               ; preds = %30
  %39 = getelementptr inbounds i8, ptr %36, i64 8
  %40 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %41 = icmp eq i8 %40, 0
  br i1 %41, label %45, label %42

42:                                               ; preds = %38
  %43 = load i32, ptr %39, align 4, !tbaa !33
  %44 = add nsw i32 %43, 1
  store i32 %44, ptr %39, align 4, !tbaa !33
  br label %47

45:                                               ; preds = %38
  %46 = atomicrmw volatile add ptr %39, i32 1 acq_rel, align 4
  br label %47

47:                                               ; preds = %45, %42, %30
  %48 = getelementptr inbounds i8, ptr %32, i64 16
  %49 = getelementptr inbounds i8, ptr %31, i64 16
  %50 = icmp eq ptr %48, %19
  br i1 %50, label %51, label %30, !llvm.loop !262

51:                                               ; preds = %47, %5
  %52 = phi ptr [ null, %5 ], [ %29, %47 ]
  %53 = phi ptr [ null, %5 ], [ %49, %47 ]
  %54 = getelementptr inbounds i8, ptr %52, i64 %23
  store i64 %16, ptr %9, align 8
  %55 = getelementptr inbounds i8, ptr %9, i64 8
  store ptr %52, ptr %55, align 8, !tbaa !21
  %56 = getelementptr inbounds i8, ptr %9, i64 16
  store ptr %53, ptr %56, align 8, !tbaa !23
  %57 = getelementptr inbounds i8, ptr %9, i64 24
  store ptr %54, ptr %57, align 8, !tbaa !36
  %58 = load ptr, ptr %1, align 8, !tbaa !229
  %59 = icmp eq ptr %58, null
  br i1 %59, label %60, label %61

60:                                               ; preds = %51
  tail call void @__assert_fail(ptr noundef nonnull @.str.14, ptr noundef nonnull @.str.15, i32 noundef 29, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS8_) #27
  unreachable

61:                                               ; preds = %51
  %62 = and i64 %16, 16
  %63 = icmp eq i64 %62, 0
  %64 = select i1 %63, i32 1026, i32 1028
  %65 = getelementptr inbounds i8, ptr %1, i64 24
  %66 = load i64, ptr %65, align 8, !tbaa !227
  %67 = getelementptr inbounds i8, ptr %1, i64 32
  %68 = load i8, ptr %67, align 8, !tbaa !228, !range !95, !noundef !96
  %69 = trunc nuw i8 %68 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %6, ptr noundef nonnull byval(%"class.sycl::_V1::range.82") align 8 %7, ptr noundef nonnull byval(%"class.sycl::_V1::range.82") align 8 %8, i32 noundef %64, ptr noundef nonnull %58, i32 noundef 1, i32 noundef 4, i64 noundef %66, i1 noundef zeroext %69, ptr noundef nonnull align 8 dereferenceable(32) %3)
          to label %70 unwind label %206

70:                                               ; preds = %61
  %71 = icmp eq ptr %52, %53
  br i1 %71, label %106, label %72

72:                                               ; preds = %70, %101
  %73 = phi ptr [ %102, %101 ], [ %52, %70 ]
  %74 = getelementptr inbounds i8, ptr %73, i64 8
  %75 = load ptr, ptr %74, align 8, !tbaa !24
  %76 = icmp eq ptr %75, null
  br i1 %76, label %101, label %77

77:                                               ; preds = %72
  %78 = getelementptr inbounds i8, ptr %75, i64 8
  %79 = load atomic i64, ptr %78 acquire, align 8
  %80 = icmp eq i64 %79, 4294967297
  %81 = trunc i64 %79 to i32
  br i1 %80, label %82, label %90

82:                                               ; preds = %77
  store i32 0, ptr %78, align 8, !tbaa !26
  %83 = getelementptr inbounds i8, ptr %75, i64 12
  store i32 0, ptr %83, align 4, !tbaa !29
  %84 = load ptr, ptr %75, align 8, !tbaa !30
  %85 = getelementptr inbounds i8, ptr %84, i64 16
  %86 = load ptr, ptr %85, align 8
  tail call void %86(ptr noundef nonnull align 8 dereferenceable(16) %75) #24
  %87 = load ptr, ptr %75, align 8, !tbaa !30
  %88 = getelementptr inbounds i8, ptr %87, i64 24
  %89 = load ptr, ptr %88, align 8
  tail call void %89(ptr noundef nonnull align 8 dereferenceable(16) %75) #24
  br label %101

90:                                               ; preds = %77
  %91 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %92 = icmp eq i8 %91, 0
  br i1 %92, label %95, label %93

93:                                               ; preds = %90
  %94 = add nsw i32 %81, -1
  store i32 %94, ptr %78, align 4, !tbaa !33
  br label %97

95:                                               ; preds = %90
  %96 = atomicrmw volatile add ptr %78, i32 -1 acq_rel, align 4
  br label %97

97:                                               ; preds = %95, %93
  %98 = phi i32 [ %81, %93 ], [ %96, %95 ]
  %99 = icmp eq i32 %98, 1
  br i1 %99, label %100, label %101, !prof !34

100:                                              ; preds = %97
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %75) #24
  br label %101

101:                                              ; preds = %100, %97, %82, %72
  %102 = getelementptr inbounds i8, ptr %73, i64 16
  %103 = icmp eq ptr %102, %53
  br i1 %103, label %104, label %72, !llvm.loop !35

104:                                              ; preds = %101
  %105 = load ptr, ptr %55, align 8, !tbaa !21
  br label %106

106:                                              ; preds = %104, %70
  %107 = phi ptr [ %105, %104 ], [ %52, %70 ]
  %108 = icmp eq ptr %107, null
  br i1 %108, label %114, label %109

109:                                              ; preds = %106
  %110 = load ptr, ptr %57, align 8, !tbaa !36
  %111 = ptrtoint ptr %110 to i64
  %112 = ptrtoint ptr %107 to i64
  %113 = sub i64 %111, %112
  tail call void @_ZdlPvm(ptr noundef nonnull %107, i64 noundef %113) #28
  br label %114

114:                                              ; preds = %106, %109
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #24
  %115 = getelementptr inbounds i8, ptr %0, i64 16
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %115, i8 0, i64 16, i1 false)
  %116 = load ptr, ptr %18, align 8, !tbaa !5
  %117 = load ptr, ptr %17, align 8, !tbaa !5
  %118 = ptrtoint ptr %116 to i64
  %119 = ptrtoint ptr %117 to i64
  %120 = sub i64 %118, %119
  %121 = icmp eq ptr %116, %117
  br i1 %121, label %182, label %122

122:                                              ; preds = %114
  %123 = icmp ugt i64 %120, 9223372036854775792
  br i1 %123, label %124, label %126, !prof !34

124:                                              ; preds = %122
  invoke void @_ZSt28__throw_bad_array_new_lengthv() #25
          to label %125 unwind label %210

125:                                              ; preds = %124
  unreachable

126:                                              ; preds = %122
  %127 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %120) #26
          to label %128 unwind label %210

128:                                              ; preds = %126, %145
  %129 = phi ptr [ %147, %145 ], [ %127, %126 ]
  %130 = phi ptr [ %146, %145 ], [ %117, %126 ]
  %131 = load ptr, ptr %130, align 8, !tbaa !260
  store ptr %131, ptr %129, align 8, !tbaa !260
  %132 = getelementptr inbounds i8, ptr %129, i64 8
  %133 = getelementptr inbounds i8, ptr %130, i64 8
  %134 = load ptr, ptr %133, align 8, !tbaa !24
  store ptr %134, ptr %132, align 8, !tbaa !24
  %135 = icmp eq ptr %134, null
  br i1 %135, label %145, label %136

136:                                              ; preds = %128
  %137 = getelementptr inbounds i8, ptr %134, i64 8
  %138 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %139 = icmp eq i8 %138, 0
  br i1 %139, label %143, label %140

140:                                              ; preds = %136
  %141 = load i32, ptr %137, align 4, !tbaa !33
  %142 = add nsw i32 %141, 1
  store i32 %142, ptr %137, align 4, !tbaa !33
  br label %145

143:                                              ; preds = %136
  %144 = atomicrmw volatile add ptr %137, i32 1 acq_rel, align 4
  br label %145

145:                                              ; preds = %143, %140, %128
  %146 = getelementptr inbounds i8, ptr %130, i64 16
  %147 = getelementptr inbounds i8, ptr %129, i64 16
  %148 = icmp eq ptr %146, %116
  br i1 %148, label %149, label %128, !llvm.loop !262

149:                                              ; preds = %145, %178
  %150 = phi ptr [ %179, %178 ], [ %127, %145 ]
  %151 = getelementptr inbounds i8, ptr %150, i64 8
  %152 = load ptr, ptr %151, align 8, !tbaa !24
  %153 = icmp eq ptr %152, null
  br i1 %153, label %178, label %154

154:                                              ; preds = %149
  %155 = getelementptr inbounds i8, ptr %152, i64 8
  %156 = load atomic i64, ptr %155 acquire, align 8
  %157 = icmp eq i64 %156, 4294967297
  %158 = trunc i64 %156 to i32
  br i1 %157, label %159, label %167

159:                                              ; preds = %154
  store i32 0, ptr %155, align 8, !tbaa !26
  %160 = getelementptr inbounds i8, ptr %152, i64 12
  store i32 0, ptr %160, align 4, !tbaa !29
  %161 = load ptr, ptr %152, align 8, !tbaa !30
  %162 = getelementptr inbounds i8, ptr %161, i64 16
  %163 = load ptr, ptr %162, align 8
  tail call void %163(ptr noundef nonnull align 8 dereferenceable(16) %152) #24
  %164 = load ptr, ptr %152, align 8, !tbaa !30
  %165 = getelementptr inbounds i8, ptr %164, i64 24
  %166 = load ptr, ptr %165, align 8
  tail call void %166(ptr noundef nonnull align 8 dereferenceable(16) %152) #24
  br label %178

167:                                              ; preds = %154
  %168 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %169 = icmp eq i8 %168, 0
  br i1 %169, label %172, label %170

170:                                              ; preds = %167
  %171 = add nsw i32 %158, -1
  store i32 %171, ptr %155, align 4, !tbaa !33
  br label %174

172:                                              ; preds = %167
  %173 = atomicrmw volatile add ptr %155, i32 -1 acq_rel, align 4
  br label %174

174:                                              ; preds = %172, %170
  %175 = phi i32 [ %158, %170 ], [ %173, %172 ]
  %176 = icmp eq i32 %175, 1
  br i1 %176, label %177, label %178, !prof !34

177:                                              ; preds = %174
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %152) #24
  br label %178

178:                                              ; preds = %177, %174, %159, %149
  %179 = getelementptr inbounds i8, ptr %150, i64 16
  %180 = icmp eq ptr %150, %129
  br i1 %180, label %181, label %149, !llvm.loop !35

181:                                              ; preds = %178
  tail call void @_ZdlPvm(ptr noundef nonnull %127, i64 noundef %120) #28
  br label %182

182:                                              ; preds = %114, %181
  invoke void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(176) %2, ptr noundef nonnull %0, i32 noundef 2014)
          to label %183 unwind label %208

183:                                              ; preds = %182
  %184 = invoke noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %185 unwind label %208

185:                                              ; preds = %183
  store ptr %184, ptr %115, align 8, !tbaa !263
  %186 = load ptr, ptr %1, align 8, !tbaa !229
  %187 = icmp eq ptr %186, null
  br i1 %187, label %188, label %189

188:                                              ; preds = %185
  tail call void @__assert_fail(ptr noundef nonnull @.str.14, ptr noundef nonnull @.str.15, i32 noundef 29, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS8_) #27
  unreachable

189:                                              ; preds = %185
  %190 = load ptr, ptr %0, align 8, !tbaa !252
  invoke void @_ZN4sycl3_V16detail23constructorNotificationEPvS2_NS0_6access6targetENS3_4modeERKNS1_13code_locationE(ptr noundef nonnull %186, ptr noundef %190, i32 noundef 2014, i32 noundef 1026, ptr noundef nonnull align 8 dereferenceable(24) %4)
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

declare void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef byval(%"class.sycl::_V1::id") align 8, ptr noundef byval(%"class.sycl::_V1::range.82") align 8, ptr noundef byval(%"class.sycl::_V1::range.82") align 8, i32 noundef, ptr noundef, i32 noundef, i32 noundef, i64 noundef, i1 noundef zeroext, ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #6

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !21
  %4 = getelementptr inbounds i8, ptr %0, i64 16
  %5 = load ptr, ptr %4, align 8, !tbaa !23
  %6 = icmp eq ptr %3, %5
  br i1 %6, label %41, label %7

7:                                                ; preds = %1, %36
  %8 = phi ptr [ %37, %36 ], [ %3, %1 ]
  %9 = getelementptr inbounds i8, ptr %8, i64 8
  %10 = load ptr, ptr %9, align 8, !tbaa !24
  %11 = icmp eq ptr %10, null
  br i1 %11, label %36, label %12

12:                                               ; preds = %7
  %13 = getelementptr inbounds i8, ptr %10, i64 8
  %14 = load atomic i64, ptr %13 acquire, align 8
  %15 = icmp eq i64 %14, 4294967297
  %16 = trunc i64 %14 to i32
  br i1 %15, label %17, label %25

17:                                               ; preds = %12
  store i32 0, ptr %13, align 8, !tbaa !26
  %18 = getelementptr inbounds i8, ptr %10, i64 12
  store i32 0, ptr %18, align 4, !tbaa !29
  %19 = load ptr, ptr %10, align 8, !tbaa !30
  %20 = getelementptr inbounds i8, ptr %19, i64 16
  %21 = load ptr, ptr %20, align 8
  tail call void %21(ptr noundef nonnull align 8 dereferenceable(16) %10) #24
  %22 = load ptr, ptr %10, align 8, !tbaa !30
  %23 = getelementptr inbounds i8, ptr %22, i64 24
  %24 = load ptr, ptr %23, align 8
  tail call void %24(ptr noundef nonnull align 8 dereferenceable(16) %10) #24
  br label %36

25:                                               ; preds = %12
  %26 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %27 = icmp eq i8 %26, 0
  br i1 %27, label %30, label %28

28:                                               ; preds = %25
  %29 = add nsw i32 %16, -1
  store i32 %29, ptr %13, align 4, !tbaa !33
  br label %32

30:                                               ; preds = %25
  %31 = atomicrmw volatile add ptr %13, i32 -1 acq_rel, align 4
  br label %32

32:                                               ; preds = %30, %28
  %33 = phi i32 [ %16, %28 ], [ %31, %30 ]
  %34 = icmp eq i32 %33, 1
  br i1 %34, label %35, label %36, !prof !34

35:                                               ; preds = %32
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %10) #24
  br label %36

36:                                               ; preds = %35, %32, %17, %7
  %37 = getelementptr inbounds i8, ptr %8, i64 16
  %38 = icmp eq ptr %37, %5
  br i1 %38, label %39, label %7, !llvm.loop !35

39:                                               ; preds = %36
  %40 = load ptr, ptr %2, align 8, !tbaa !21
  br label %41

41:                                               ; preds = %39, %1
  %42 = phi ptr [ %40, %39 ], [ %3, %1 ]
  %43 = icmp eq ptr %42, null
  br i1 %43, label %50, label %44

44:                                               ; preds = %41
  %45 = getelementptr inbounds i8, ptr %0, i64 24
  %46 = load ptr, ptr %45, align 8, !tbaa !36
  %47 = ptrtoint ptr %46 to i64
  %48 = ptrtoint ptr %42 to i64
  %49 = sub i64 %47, %48
  tail call void @_ZdlPvm(ptr noundef nonnull %42, i64 noundef %49) #28
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
declare noundef ptr @_ZN4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #10

; Function Attrs: nounwind
declare noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #10

declare noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #6

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt12__shared_ptrIN4sycl3_V16detail16AccessorImplHostELN9__gnu_cxx12_Lock_policyE2EED2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #13 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !24
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !26
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !29
  %12 = load ptr, ptr %3, align 8, !tbaa !30
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  %15 = load ptr, ptr %3, align 8, !tbaa !30
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !33
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !34

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler24parallel_for_lambda_implI6SmoothZZN11BufferStage6smoothENS0_5eventEiENKUlRS1_E_clES6_EUlNS0_2idILi1EEEE_Li1ENS0_3ext6oneapi12experimental10propertiesINSD_6detail20properties_type_listIJEEEEEEEvNS0_5rangeIXT1_EEET2_RKT0_(ptr noundef nonnull align 8 dereferenceable(176) %0, i64 %1, ptr noundef nonnull align 8 dereferenceable(32) %2) local_unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = alloca %"class.sycl::_V1::range", align 8
  %5 = alloca %"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view", align 8
  %6 = alloca %"struct.sycl::_V1::detail::compile_time_kernel_info_v1::CompileTimeKernelInfoTy", align 8
  %7 = alloca %"struct.sycl::_V1::detail::kernel_launch_properties_v1::PropsHolder", align 8
  call void @llvm.lifetime.start.p0(i64 88, ptr nonnull %6) #24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(88) %6, ptr noundef nonnull align 8 dereferenceable(88) @__const._ZN4sycl3_V17handler19setDeviceKernelInfoI6SmoothEEvPv.Info, i64 88, i1 false)
  %8 = tail call noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(176) %0)
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %18, label %10

10:                                               ; preds = %3
  %11 = tail call ptr @__cxa_allocate_exception(i64 64) #24
  %12 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #24
  %13 = extractvalue { i32, ptr } %12, 0
  %14 = extractvalue { i32, ptr } %12, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %11, i32 %13, ptr %14, ptr noundef nonnull @.str.21)
          to label %15 unwind label %16

15:                                               ; preds = %10
  tail call void @__cxa_throw(ptr nonnull %11, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #25
  unreachable

16:                                               ; preds = %10
  %17 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %11) #24
  resume { ptr, i32 } %17

18:                                               ; preds = %3
  call void @_ZNK4sycl3_V17handler28throwOnKernelParameterMisuseERKNS0_6detail27compile_time_kernel_info_v123CompileTimeKernelInfoTyE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull align 8 dereferenceable(81) %6)
  %19 = load ptr, ptr %6, align 8, !tbaa !5
  %20 = getelementptr inbounds i8, ptr %6, i64 8
  %21 = load i64, ptr %20, align 8, !tbaa !37
  call void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr %19, i64 %21)
  call void @llvm.lifetime.start.p0(i64 152, ptr nonnull %7) #24
  %22 = getelementptr inbounds i8, ptr %7, i64 8
  store i8 0, ptr %22, align 8, !tbaa !267, !alias.scope !269
  %23 = getelementptr inbounds i8, ptr %7, i64 18
  store i8 0, ptr %23, align 2, !tbaa !274, !alias.scope !269
  %24 = getelementptr inbounds i8, ptr %7, i64 20
  store i8 0, ptr %24, align 4, !tbaa !276, !alias.scope !269
  %25 = getelementptr inbounds i8, ptr %7, i64 28
  store i8 0, ptr %25, align 4, !tbaa !278, !alias.scope !269
  %26 = getelementptr inbounds i8, ptr %7, i64 36
  store i8 0, ptr %26, align 4, !tbaa !280, !alias.scope !269
  %27 = getelementptr inbounds i8, ptr %7, i64 44
  store i8 0, ptr %27, align 4, !tbaa !278, !alias.scope !269
  %28 = getelementptr inbounds i8, ptr %7, i64 52
  store i8 0, ptr %28, align 4, !tbaa !280, !alias.scope !269
  %29 = getelementptr inbounds i8, ptr %7, i64 60
  store i8 0, ptr %29, align 4, !tbaa !278, !alias.scope !269
  %30 = getelementptr inbounds i8, ptr %7, i64 68
  store i8 0, ptr %30, align 4, !tbaa !280, !alias.scope !269
  %31 = getelementptr inbounds i8, ptr %7, i64 80
  store i8 0, ptr %31, align 8, !tbaa !282, !alias.scope !269
  %32 = getelementptr inbounds i8, ptr %7, i64 104
  store i8 0, ptr %32, align 8, !tbaa !284, !alias.scope !269
  %33 = getelementptr inbounds i8, ptr %7, i64 136
  store i8 0, ptr %33, align 8, !tbaa !286, !alias.scope !269
  %34 = getelementptr inbounds i8, ptr %7, i64 144
  store i8 1, ptr %34, align 8, !tbaa !288, !alias.scope !269
  call void @_ZN4sycl3_V17handler25setKernelLaunchPropertiesERKNS0_6detail27kernel_launch_properties_v111PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS5_5intel12experimental12cache_configENS7_17use_root_sync_keyENS7_23work_group_progress_keyENS7_22sub_group_progress_keyENS7_22work_item_progress_keyENS7_4cuda12cluster_sizeILi1EEENSH_ILi2EEENSH_ILi3EEEEEE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull align 8 dereferenceable(145) %7)
  call void @llvm.lifetime.end.p0(i64 152, ptr nonnull %7) #24
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5)
  store i64 %1, ptr %4, align 8
  store ptr %4, ptr %5, align 8, !tbaa !319
  %35 = getelementptr inbounds i8, ptr %5, i64 8
  %36 = getelementptr inbounds i8, ptr %5, i64 24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %35, i8 0, i64 16, i1 false)
  store i64 1, ptr %36, align 8, !tbaa !321
  call void @_ZN4sycl3_V17handler20setNDRangeDescriptorENS0_6detail16nd_range_view_v113nd_range_viewEb(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull byval(%"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view") align 8 %5, i1 noundef zeroext false)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5)
  %37 = getelementptr inbounds i8, ptr %0, i64 144
  %38 = call noalias noundef nonnull dereferenceable(40) ptr @_Znwm(i64 noundef 40) #26
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZN11BufferStage6smoothENS0_5eventEiENKUlRNS0_7handlerEE_clES6_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %38, align 8, !tbaa !30
  %39 = getelementptr inbounds i8, ptr %38, i64 8
  %40 = load ptr, ptr %2, align 8, !tbaa !252
  store ptr %40, ptr %39, align 8, !tbaa !252
  %41 = getelementptr inbounds i8, ptr %38, i64 16
  %42 = getelementptr inbounds i8, ptr %2, i64 8
  %43 = load ptr, ptr %42, align 8, !tbaa !24
  store ptr %43, ptr %41, align 8, !tbaa !24
  %44 = icmp eq ptr %43, null
  br i1 %44, label %54, label %45

45:                                               ; preds = %18
  %46 = getelementptr inbounds i8, ptr %43, i64 8
  %47 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %48 = icmp eq i8 %47, 0
  br i1 %48, label %52, label %49

49:                                               ; preds = %45
  %50 = load i32, ptr %46, align 4, !tbaa !33
  %51 = add nsw i32 %50, 1
  store i32 %51, ptr %46, align 4, !tbaa !33
  br label %54

52:                                               ; preds = %45
  %53 = atomicrmw volatile add ptr %46, i32 1 acq_rel, align 4
  br label %54

54:                                               ; preds = %52, %49, %18
  %55 = getelementptr inbounds i8, ptr %38, i64 24
  %56 = getelementptr inbounds i8, ptr %2, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %55, ptr noundef nonnull align 8 dereferenceable(16) %56, i64 16, i1 false)
  %57 = load ptr, ptr %37, align 8, !tbaa !5
  store ptr %38, ptr %37, align 8, !tbaa !5
  %58 = icmp eq ptr %57, null
  br i1 %58, label %63, label %59

59:                                               ; preds = %54
  %60 = load ptr, ptr %57, align 8, !tbaa !30
  %61 = getelementptr inbounds i8, ptr %60, i64 16
  %62 = load ptr, ptr %61, align 8
  call void %62(ptr noundef nonnull align 8 dereferenceable(8) %57) #24
  br label %63

63:                                               ; preds = %54, %59
  call void @_ZN4sycl3_V17handler23instantiateKernelOnHostEPv(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull @_ZN4sycl3_V16detail16runKernelWithArgINS0_4itemILi1ELb1EEEZZN11BufferStage6smoothENS0_5eventEiENKUlRNS0_7handlerEE_clES8_EUlNS0_2idILi1EEEE_Lb0EEEvT0_T_RKSt17integral_constantIbXT1_EE)
  %64 = load ptr, ptr %37, align 8, !tbaa !5
  %65 = load ptr, ptr %64, align 8, !tbaa !30
  %66 = load ptr, ptr %65, align 8
  %67 = call noundef ptr %66(ptr noundef nonnull align 8 dereferenceable(8) %64)
  call void @_ZN4sycl3_V17handler19setDeviceKernelInfoI6SmoothEEvPv(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef %67)
  call void @llvm.lifetime.end.p0(i64 88, ptr nonnull %6) #24
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local { i64, i32 } @_ZN4sycl3_V16detail18getKernelParamDescI6SmoothEENS1_19kernel_param_desc_tEi(i32 noundef %0) #4 comdat {
  %2 = add i32 %0, 2
  %3 = zext i32 %2 to i64
  %4 = getelementptr inbounds [18 x %"struct.sycl::_V1::detail::kernel_param_desc_t"], ptr @_ZN4sycl3_V16detailL17kernel_signaturesE, i64 0, i64 %3
  %5 = load i64, ptr %4, align 4
  %6 = getelementptr inbounds i8, ptr %4, i64 8
  %7 = load i32, ptr %6, align 4, !tbaa !33
  %8 = insertvalue { i64, i32 } poison, i64 %5, 0
  %9 = insertvalue { i64, i32 } %8, i32 %7, 1
  ret { i64, i32 } %9
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNK4sycl3_V17handler28throwOnKernelParameterMisuseERKNS0_6detail27compile_time_kernel_info_v123CompileTimeKernelInfoTyE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull align 8 dereferenceable(81) %1) local_unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = getelementptr inbounds i8, ptr %1, i64 16
  %4 = load i32, ptr %3, align 8, !tbaa !322
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %13, label %6

6:                                                ; preds = %2
  %7 = getelementptr inbounds i8, ptr %1, i64 72
  br label %14

8:                                                ; preds = %30
  %9 = add nuw nsw i64 %15, 1
  %10 = load i32, ptr %3, align 8, !tbaa !322
  %11 = zext i32 %10 to i64
  %12 = icmp ult i64 %9, %11
  br i1 %12, label %14, label %13, !llvm.loop !325

13:                                               ; preds = %8, %2
  ret void

14:                                               ; preds = %6, %8
  %15 = phi i64 [ 0, %6 ], [ %9, %8 ]
  %16 = load ptr, ptr %7, align 8, !tbaa !326
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
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %23, i32 %25, ptr %26, ptr noundef nonnull @.str.22)
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
  %34 = tail call ptr @__cxa_allocate_exception(i64 64) #24
  %35 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 6) #24
  %36 = extractvalue { i32, ptr } %35, 0
  %37 = extractvalue { i32, ptr } %35, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %34, i32 %36, ptr %37, ptr noundef nonnull @.str.23)
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
  tail call void @__cxa_free_exception(ptr %42) #24
  resume { ptr, i32 } %43
}

declare void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(176), ptr, i64) local_unnamed_addr #6

declare void @_ZN4sycl3_V17handler25setKernelLaunchPropertiesERKNS0_6detail27kernel_launch_properties_v111PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS5_5intel12experimental12cache_configENS7_17use_root_sync_keyENS7_23work_group_progress_keyENS7_22sub_group_progress_keyENS7_22work_item_progress_keyENS7_4cuda12cluster_sizeILi1EEENSH_ILi2EEENSH_ILi3EEEEEE(ptr noundef nonnull align 8 dereferenceable(176), ptr noundef nonnull align 8 dereferenceable(145)) local_unnamed_addr #6

declare noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(176)) local_unnamed_addr #6

declare void @_ZN4sycl3_V17handler20setNDRangeDescriptorENS0_6detail16nd_range_view_v113nd_range_viewEb(ptr noundef nonnull align 8 dereferenceable(176), ptr noundef byval(%"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view") align 8, i1 noundef zeroext) local_unnamed_addr #6

declare void @_ZN4sycl3_V17handler23instantiateKernelOnHostEPv(ptr noundef nonnull align 8 dereferenceable(176), ptr noundef) local_unnamed_addr #6

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler19setDeviceKernelInfoI6SmoothEEvPv(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef %1) local_unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = getelementptr inbounds i8, ptr %0, i64 64
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(16) @__const._ZN4sycl3_V17handler19setDeviceKernelInfoI6SmoothEEvPv.Info, i64 16, i1 false), !tbaa.struct !327
  tail call void @_ZN4sycl3_V17handler13setKernelFuncEPv(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef %1)
  %4 = load atomic i8, ptr @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI6SmoothEERNS1_16DeviceKernelInfoEvE4Info acquire, align 8
  %5 = icmp eq i8 %4, 0
  br i1 %5, label %6, label %14, !prof !328

6:                                                ; preds = %2
  %7 = tail call i32 @__cxa_guard_acquire(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI6SmoothEERNS1_16DeviceKernelInfoEvE4Info) #24
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %14, label %9

9:                                                ; preds = %6
  %10 = invoke noundef nonnull align 1 ptr @_ZN4sycl3_V16detail19getDeviceKernelInfoERKNS1_27compile_time_kernel_info_v123CompileTimeKernelInfoTyE(ptr noundef nonnull align 8 dereferenceable(81) @_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI6SmoothEE)
          to label %11 unwind label %12

11:                                               ; preds = %9
  store ptr %10, ptr @_ZZN4sycl3_V16detail19getDeviceKernelInfoI6SmoothEERNS1_16DeviceKernelInfoEvE4Info, align 8, !tbaa !5
  tail call void @__cxa_guard_release(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI6SmoothEERNS1_16DeviceKernelInfoEvE4Info) #24
  br label %14

12:                                               ; preds = %9
  %13 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_guard_abort(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI6SmoothEERNS1_16DeviceKernelInfoEvE4Info) #24
  resume { ptr, i32 } %13

14:                                               ; preds = %2, %6, %11
  %15 = load ptr, ptr @_ZZN4sycl3_V16detail19getDeviceKernelInfoI6SmoothEERNS1_16DeviceKernelInfoEvE4Info, align 8, !tbaa !5
  tail call void @_ZN4sycl3_V17handler22setDeviceKernelInfoPtrEPNS0_6detail16DeviceKernelInfoE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull %15)
  tail call void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(176) %0, i32 noundef 1)
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail10HostKernelIZZN11BufferStage6smoothENS0_5eventEiENKUlRNS0_7handlerEE_clES6_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv(ptr noundef nonnull align 8 dereferenceable(40) %0) unnamed_addr #13 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail10HostKernelIZZN11BufferStage6smoothENS0_5eventEiENKUlRNS0_7handlerEE_clES6_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED2Ev(ptr noundef nonnull align 8 dereferenceable(40) %0) unnamed_addr #13 comdat align 2 personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZN11BufferStage6smoothENS0_5eventEiENKUlRNS0_7handlerEE_clES6_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %0, align 8, !tbaa !30
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  %3 = load ptr, ptr %2, align 8, !tbaa !24
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !26
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !29
  %12 = load ptr, ptr %3, align 8, !tbaa !30
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  %15 = load ptr, ptr %3, align 8, !tbaa !30
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !33
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !34

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail10HostKernelIZZN11BufferStage6smoothENS0_5eventEiENKUlRNS0_7handlerEE_clES6_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev(ptr noundef nonnull align 8 dereferenceable(40) %0) unnamed_addr #13 comdat align 2 personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZN11BufferStage6smoothENS0_5eventEiENKUlRNS0_7handlerEE_clES6_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %0, align 8, !tbaa !30
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  %3 = load ptr, ptr %2, align 8, !tbaa !24
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !26
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !29
  %12 = load ptr, ptr %3, align 8, !tbaa !30
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  %15 = load ptr, ptr %3, align 8, !tbaa !30
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !33
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !34

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 40) #28
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail16runKernelWithArgINS0_4itemILi1ELb1EEEZZN11BufferStage6smoothENS0_5eventEiENKUlRNS0_7handlerEE_clES8_EUlNS0_2idILi1EEEE_Lb0EEEvT0_T_RKSt17integral_constantIbXT1_EE(ptr noundef %0, ptr noundef byval(%"class.sycl::_V1::item") align 8 %1, ptr noundef nonnull align 1 dereferenceable(1) %2) #4 comdat personality ptr @__gxx_personality_v0 {
  %4 = getelementptr inbounds i8, ptr %1, i64 8
  %5 = load i64, ptr %4, align 8, !tbaa !37
  %6 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0), !noalias !329
  %7 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %0), !noalias !332
  %8 = load i64, ptr %7, align 8
  %9 = tail call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #24
  %10 = getelementptr float, ptr %9, i64 %8
  %11 = getelementptr float, ptr %10, i64 %5
  %12 = load float, ptr %11, align 4, !tbaa !12
  %13 = tail call float @llvm.fmuladd.f32(float %12, float 5.000000e-01, float 1.000000e+00)
  %14 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0), !noalias !335
  %15 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %0), !noalias !338
  %16 = load i64, ptr %15, align 8
  %17 = tail call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #24
  %18 = getelementptr float, ptr %17, i64 %16
  %19 = getelementptr float, ptr %18, i64 %5
  store float %13, ptr %19, align 4, !tbaa !12
  ret void
}

declare void @_ZN4sycl3_V17handler13setKernelFuncEPv(ptr noundef nonnull align 8 dereferenceable(176), ptr noundef) local_unnamed_addr #6

declare void @_ZN4sycl3_V17handler22setDeviceKernelInfoPtrEPNS0_6detail16DeviceKernelInfoE(ptr noundef nonnull align 8 dereferenceable(176), ptr noundef) local_unnamed_addr #6

declare void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(176), i32 noundef) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare i32 @__cxa_guard_acquire(ptr) local_unnamed_addr #19

declare noundef nonnull align 1 ptr @_ZN4sycl3_V16detail19getDeviceKernelInfoERKNS1_27compile_time_kernel_info_v123CompileTimeKernelInfoTyE(ptr noundef nonnull align 8 dereferenceable(81)) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare void @__cxa_guard_abort(ptr) local_unnamed_addr #19

; Function Attrs: nofree nounwind
declare void @__cxa_guard_release(ptr) local_unnamed_addr #19

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZN11BufferStage6uploadEvEUlRNS0_7handlerEE_E4callEPKvS6_(ptr noundef %0, ptr noundef nonnull align 8 dereferenceable(176) %1) #4 comdat align 2 {
  tail call void @_ZZN11BufferStage6uploadEvENKUlRN4sycl3_V17handlerEE_clES3_(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef nonnull align 8 dereferenceable(176) %1)
  ret void
}

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZZN11BufferStage6uploadEvENKUlRN4sycl3_V17handlerEE_clES3_(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef nonnull align 8 dereferenceable(176) %1) local_unnamed_addr #18 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %4 = alloca %"class.sycl::_V1::accessor.164", align 8
  %5 = alloca %"class.sycl::_V1::property_list", align 8
  %6 = alloca %"class.sycl::_V1::accessor.164", align 8
  %7 = alloca float, align 4
  %8 = load ptr, ptr %0, align 8, !tbaa !341
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #24
  %9 = getelementptr inbounds i8, ptr %8, i64 128
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #24
  %10 = getelementptr inbounds i8, ptr %5, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %10, i8 0, i64 24, i1 false)
  store i64 16, ptr %5, align 8, !tbaa !37
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3)
  store ptr @.str, ptr %3, align 8
  %11 = getelementptr inbounds i8, ptr %3, i64 8
  store ptr @.str.12, ptr %11, align 8
  %12 = getelementptr inbounds i8, ptr %3, i64 16
  store i32 40, ptr %12, align 8
  %13 = getelementptr inbounds i8, ptr %3, i64 20
  store i32 22, ptr %13, align 4
  invoke void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_vEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %4, ptr noundef nonnull align 8 dereferenceable(33) %9, ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull align 8 dereferenceable(32) %5, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %3)
          to label %14 unwind label %135

14:                                               ; preds = %2
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3)
  %15 = load ptr, ptr %10, align 8, !tbaa !21
  %16 = getelementptr inbounds i8, ptr %5, i64 16
  %17 = load ptr, ptr %16, align 8, !tbaa !23
  %18 = icmp eq ptr %15, %17
  br i1 %18, label %53, label %19

19:                                               ; preds = %14, %48
  %20 = phi ptr [ %49, %48 ], [ %15, %14 ]
  %21 = getelementptr inbounds i8, ptr %20, i64 8
  %22 = load ptr, ptr %21, align 8, !tbaa !24
  %23 = icmp eq ptr %22, null
  br i1 %23, label %48, label %24

24:                                               ; preds = %19
  %25 = getelementptr inbounds i8, ptr %22, i64 8
  %26 = load atomic i64, ptr %25 acquire, align 8
  %27 = icmp eq i64 %26, 4294967297
  %28 = trunc i64 %26 to i32
  br i1 %27, label %29, label %37

29:                                               ; preds = %24
  store i32 0, ptr %25, align 8, !tbaa !26
  %30 = getelementptr inbounds i8, ptr %22, i64 12
  store i32 0, ptr %30, align 4, !tbaa !29
  %31 = load ptr, ptr %22, align 8, !tbaa !30
  %32 = getelementptr inbounds i8, ptr %31, i64 16
  %33 = load ptr, ptr %32, align 8
  call void %33(ptr noundef nonnull align 8 dereferenceable(16) %22) #24
  %34 = load ptr, ptr %22, align 8, !tbaa !30
  %35 = getelementptr inbounds i8, ptr %34, i64 24
  %36 = load ptr, ptr %35, align 8
  call void %36(ptr noundef nonnull align 8 dereferenceable(16) %22) #24
  br label %48

37:                                               ; preds = %24
  %38 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %39 = icmp eq i8 %38, 0
  br i1 %39, label %42, label %40

40:                                               ; preds = %37
  %41 = add nsw i32 %28, -1
  store i32 %41, ptr %25, align 4, !tbaa !33
  br label %44

42:                                               ; preds = %37
  %43 = atomicrmw volatile add ptr %25, i32 -1 acq_rel, align 4
  br label %44

44:                                               ; preds = %42, %40
  %45 = phi i32 [ %28, %40 ], [ %43, %42 ]
  %46 = icmp eq i32 %45, 1
  br i1 %46, label %47, label %48, !prof !34

47:                                               ; preds = %44
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %22) #24
  br label %48

48:                                               ; preds = %47, %44, %29, %19
  %49 = getelementptr inbounds i8, ptr %20, i64 16
  %50 = icmp eq ptr %49, %17
  br i1 %50, label %51, label %19, !llvm.loop !35

51:                                               ; preds = %48
  %52 = load ptr, ptr %10, align 8, !tbaa !21
  br label %53

53:                                               ; preds = %51, %14
  %54 = phi ptr [ %52, %51 ], [ %15, %14 ]
  %55 = icmp eq ptr %54, null
  br i1 %55, label %62, label %56

56:                                               ; preds = %53
  %57 = getelementptr inbounds i8, ptr %5, i64 24
  %58 = load ptr, ptr %57, align 8, !tbaa !36
  %59 = ptrtoint ptr %58 to i64
  %60 = ptrtoint ptr %54 to i64
  %61 = sub i64 %59, %60
  call void @_ZdlPvm(ptr noundef nonnull %54, i64 noundef %61) #28
  br label %62

62:                                               ; preds = %53, %56
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #24
  %63 = load ptr, ptr %4, align 8, !tbaa !252
  store ptr %63, ptr %6, align 8, !tbaa !252
  %64 = getelementptr inbounds i8, ptr %6, i64 8
  %65 = getelementptr inbounds i8, ptr %4, i64 8
  %66 = load ptr, ptr %65, align 8, !tbaa !24
  store ptr %66, ptr %64, align 8, !tbaa !24
  %67 = icmp eq ptr %66, null
  br i1 %67, label %77, label %68

68:                                               ; preds = %62
  %69 = getelementptr inbounds i8, ptr %66, i64 8
  %70 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %71 = icmp eq i8 %70, 0
  br i1 %71, label %75, label %72

72:                                               ; preds = %68
  %73 = load i32, ptr %69, align 4, !tbaa !33
  %74 = add nsw i32 %73, 1
  store i32 %74, ptr %69, align 4, !tbaa !33
  br label %77

75:                                               ; preds = %68
  %76 = atomicrmw volatile add ptr %69, i32 1 acq_rel, align 4
  br label %77

77:                                               ; preds = %62, %72, %75
  %78 = getelementptr inbounds i8, ptr %6, i64 16
  %79 = getelementptr inbounds i8, ptr %4, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %78, ptr noundef nonnull align 8 dereferenceable(16) %79, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %7) #24
  store float -1.000000e+00, ptr %7, align 4, !tbaa !12
  invoke void @_ZN4sycl3_V17handler4fillIfLi1ELNS0_6access4modeE1025ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEEvNS0_8accessorIT_XT0_EXT1_EXT2_EXT3_ET4_EERKSC_(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull %6, ptr noundef nonnull align 4 dereferenceable(4) %7)
          to label %80 unwind label %137

80:                                               ; preds = %77
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %7) #24
  %81 = load ptr, ptr %64, align 8, !tbaa !24
  %82 = icmp eq ptr %81, null
  br i1 %82, label %107, label %83

83:                                               ; preds = %80
  %84 = getelementptr inbounds i8, ptr %81, i64 8
  %85 = load atomic i64, ptr %84 acquire, align 8
  %86 = icmp eq i64 %85, 4294967297
  %87 = trunc i64 %85 to i32
  br i1 %86, label %88, label %96

88:                                               ; preds = %83
  store i32 0, ptr %84, align 8, !tbaa !26
  %89 = getelementptr inbounds i8, ptr %81, i64 12
  store i32 0, ptr %89, align 4, !tbaa !29
  %90 = load ptr, ptr %81, align 8, !tbaa !30
  %91 = getelementptr inbounds i8, ptr %90, i64 16
  %92 = load ptr, ptr %91, align 8
  call void %92(ptr noundef nonnull align 8 dereferenceable(16) %81) #24
  %93 = load ptr, ptr %81, align 8, !tbaa !30
  %94 = getelementptr inbounds i8, ptr %93, i64 24
  %95 = load ptr, ptr %94, align 8
  call void %95(ptr noundef nonnull align 8 dereferenceable(16) %81) #24
  br label %107

96:                                               ; preds = %83
  %97 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %98 = icmp eq i8 %97, 0
  br i1 %98, label %101, label %99

99:                                               ; preds = %96
  %100 = add nsw i32 %87, -1
  store i32 %100, ptr %84, align 4, !tbaa !33
  br label %103

101:                                              ; preds = %96
  %102 = atomicrmw volatile add ptr %84, i32 -1 acq_rel, align 4
  br label %103

103:                                              ; preds = %101, %99
  %104 = phi i32 [ %87, %99 ], [ %102, %101 ]
  %105 = icmp eq i32 %104, 1
  br i1 %105, label %106, label %107, !prof !34

106:                                              ; preds = %103
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %81) #24
  br label %107

107:                                              ; preds = %80, %88, %103, %106
  %108 = load ptr, ptr %65, align 8, !tbaa !24
  %109 = icmp eq ptr %108, null
  br i1 %109, label %134, label %110

110:                                              ; preds = %107
  %111 = getelementptr inbounds i8, ptr %108, i64 8
  %112 = load atomic i64, ptr %111 acquire, align 8
  %113 = icmp eq i64 %112, 4294967297
  %114 = trunc i64 %112 to i32
  br i1 %113, label %115, label %123

115:                                              ; preds = %110
  store i32 0, ptr %111, align 8, !tbaa !26
  %116 = getelementptr inbounds i8, ptr %108, i64 12
  store i32 0, ptr %116, align 4, !tbaa !29
  %117 = load ptr, ptr %108, align 8, !tbaa !30
  %118 = getelementptr inbounds i8, ptr %117, i64 16
  %119 = load ptr, ptr %118, align 8
  call void %119(ptr noundef nonnull align 8 dereferenceable(16) %108) #24
  %120 = load ptr, ptr %108, align 8, !tbaa !30
  %121 = getelementptr inbounds i8, ptr %120, i64 24
  %122 = load ptr, ptr %121, align 8
  call void %122(ptr noundef nonnull align 8 dereferenceable(16) %108) #24
  br label %134

123:                                              ; preds = %110
  %124 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %125 = icmp eq i8 %124, 0
  br i1 %125, label %128, label %126

126:                                              ; preds = %123
  %127 = add nsw i32 %114, -1
  store i32 %127, ptr %111, align 4, !tbaa !33
  br label %130

128:                                              ; preds = %123
  %129 = atomicrmw volatile add ptr %111, i32 -1 acq_rel, align 4
  br label %130

130:                                              ; preds = %128, %126
  %131 = phi i32 [ %114, %126 ], [ %129, %128 ]
  %132 = icmp eq i32 %131, 1
  br i1 %132, label %133, label %134, !prof !34

133:                                              ; preds = %130
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %108) #24
  br label %134

134:                                              ; preds = %107, %115, %130, %133
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #24
  ret void

135:                                              ; preds = %2
  %136 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %5) #24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #24
  br label %139

137:                                              ; preds = %77
  %138 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %7) #24
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %6) #24
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %4) #24
  br label %139

139:                                              ; preds = %137, %135
  %140 = phi { ptr, i32 } [ %138, %137 ], [ %136, %135 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #24
  resume { ptr, i32 } %140
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler4fillIfLi1ELNS0_6access4modeE1025ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEEvNS0_8accessorIT_XT0_EXT1_EXT2_EXT3_ET4_EERKSC_(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef %1, ptr noundef nonnull align 4 dereferenceable(4) %2) local_unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = alloca %"class.sycl::_V1::accessor.164", align 8
  %5 = alloca %"class.sycl::_V1::accessor.164", align 8
  %6 = tail call noundef zeroext i1 @_ZNK4sycl3_V16detail16AccessorBaseHost13isPlaceholderEv(ptr noundef nonnull align 8 dereferenceable(16) %1)
  br i1 %6, label %7, label %54

7:                                                ; preds = %3
  %8 = load ptr, ptr %1, align 8, !tbaa !252
  store ptr %8, ptr %4, align 8, !tbaa !252
  %9 = getelementptr inbounds i8, ptr %4, i64 8
  %10 = getelementptr inbounds i8, ptr %1, i64 8
  %11 = load ptr, ptr %10, align 8, !tbaa !24
  store ptr %11, ptr %9, align 8, !tbaa !24
  %12 = icmp eq ptr %11, null
  br i1 %12, label %22, label %13

13:                                               ; preds = %7
  %14 = getelementptr inbounds i8, ptr %11, i64 8
  %15 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %16 = icmp eq i8 %15, 0
  br i1 %16, label %20, label %17

17:                                               ; preds = %13
  %18 = load i32, ptr %14, align 4, !tbaa !33
  %19 = add nsw i32 %18, 1
  store i32 %19, ptr %14, align 4, !tbaa !33
  br label %22

20:                                               ; preds = %13
  %21 = atomicrmw volatile add ptr %14, i32 1 acq_rel, align 4
  br label %22

22:                                               ; preds = %7, %17, %20
  %23 = getelementptr inbounds i8, ptr %4, i64 16
  %24 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %23, ptr noundef nonnull align 8 dereferenceable(16) %24, i64 16, i1 false)
  invoke void @_ZN4sycl3_V17handler34checkIfPlaceholderIsBoundToHandlerIfLi1ELNS0_6access4modeE1025ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEEvNS0_8accessorIT_XT0_EXT1_EXT2_EXT3_ET4_EE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull %4)
          to label %25 unwind label %52

25:                                               ; preds = %22
  %26 = load ptr, ptr %9, align 8, !tbaa !24
  %27 = icmp eq ptr %26, null
  br i1 %27, label %54, label %28

28:                                               ; preds = %25
  %29 = getelementptr inbounds i8, ptr %26, i64 8
  %30 = load atomic i64, ptr %29 acquire, align 8
  %31 = icmp eq i64 %30, 4294967297
  %32 = trunc i64 %30 to i32
  br i1 %31, label %33, label %41

33:                                               ; preds = %28
  store i32 0, ptr %29, align 8, !tbaa !26
  %34 = getelementptr inbounds i8, ptr %26, i64 12
  store i32 0, ptr %34, align 4, !tbaa !29
  %35 = load ptr, ptr %26, align 8, !tbaa !30
  %36 = getelementptr inbounds i8, ptr %35, i64 16
  %37 = load ptr, ptr %36, align 8
  call void %37(ptr noundef nonnull align 8 dereferenceable(16) %26) #24
  %38 = load ptr, ptr %26, align 8, !tbaa !30
  %39 = getelementptr inbounds i8, ptr %38, i64 24
  %40 = load ptr, ptr %39, align 8
  call void %40(ptr noundef nonnull align 8 dereferenceable(16) %26) #24
  br label %54

41:                                               ; preds = %28
  %42 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %43 = icmp eq i8 %42, 0
  br i1 %43, label %46, label %44

44:                                               ; preds = %41
  %45 = add nsw i32 %32, -1
  store i32 %45, ptr %29, align 4, !tbaa !33
  br label %48

46:                                               ; preds = %41
  %47 = atomicrmw volatile add ptr %29, i32 -1 acq_rel, align 4
  br label %48

48:                                               ; preds = %46, %44
  %49 = phi i32 [ %32, %44 ], [ %47, %46 ]
  %50 = icmp eq i32 %49, 1
  br i1 %50, label %51, label %54, !prof !34

51:                                               ; preds = %48
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %26) #24
  br label %54

52:                                               ; preds = %22
  %53 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %4) #24
  br label %63

54:                                               ; preds = %51, %48, %33, %25, %3
  %55 = call noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(176) %0)
  %56 = icmp eq i32 %55, 0
  br i1 %56, label %67, label %57

57:                                               ; preds = %54
  %58 = call ptr @__cxa_allocate_exception(i64 64) #24
  %59 = call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #24
  %60 = extractvalue { i32, ptr } %59, 0
  %61 = extractvalue { i32, ptr } %59, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %58, i32 %60, ptr %61, ptr noundef nonnull @.str.21)
          to label %62 unwind label %65

62:                                               ; preds = %57
  call void @__cxa_throw(ptr nonnull %58, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #25
  unreachable

63:                                               ; preds = %52, %113, %65
  %64 = phi { ptr, i32 } [ %66, %65 ], [ %114, %113 ], [ %53, %52 ]
  resume { ptr, i32 } %64

65:                                               ; preds = %57
  %66 = landingpad { ptr, i32 }
          cleanup
  call void @__cxa_free_exception(ptr %58) #24
  br label %63

67:                                               ; preds = %54
  call void @_ZN4sycl3_V17handler21setUserFacingNodeTypeENS0_3ext6oneapi12experimental9node_typeE(ptr noundef nonnull align 8 dereferenceable(176) %0, i32 noundef 5)
  %68 = load ptr, ptr %1, align 8, !tbaa !252
  store ptr %68, ptr %5, align 8, !tbaa !252
  %69 = getelementptr inbounds i8, ptr %5, i64 8
  %70 = getelementptr inbounds i8, ptr %1, i64 8
  %71 = load ptr, ptr %70, align 8, !tbaa !24
  store ptr %71, ptr %69, align 8, !tbaa !24
  %72 = icmp eq ptr %71, null
  br i1 %72, label %82, label %73

73:                                               ; preds = %67
  %74 = getelementptr inbounds i8, ptr %71, i64 8
  %75 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %76 = icmp eq i8 %75, 0
  br i1 %76, label %80, label %77

77:                                               ; preds = %73
  %78 = load i32, ptr %74, align 4, !tbaa !33
  %79 = add nsw i32 %78, 1
  store i32 %79, ptr %74, align 4, !tbaa !33
  br label %82

80:                                               ; preds = %73
  %81 = atomicrmw volatile add ptr %74, i32 1 acq_rel, align 4
  br label %82

82:                                               ; preds = %67, %77, %80
  %83 = getelementptr inbounds i8, ptr %5, i64 16
  %84 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %83, ptr noundef nonnull align 8 dereferenceable(16) %84, i64 16, i1 false)
  invoke void @_ZN4sycl3_V17handler11StageFillCGIfLi1ELNS0_6access4modeE1025ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEEvNS0_8accessorIT_XT0_EXT1_EXT2_EXT3_ET4_EERKSC_(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull %5, ptr noundef nonnull align 4 dereferenceable(4) %2)
          to label %85 unwind label %113

85:                                               ; preds = %82
  %86 = load ptr, ptr %69, align 8, !tbaa !24
  %87 = icmp eq ptr %86, null
  br i1 %87, label %112, label %88

88:                                               ; preds = %85
  %89 = getelementptr inbounds i8, ptr %86, i64 8
  %90 = load atomic i64, ptr %89 acquire, align 8
  %91 = icmp eq i64 %90, 4294967297
  %92 = trunc i64 %90 to i32
  br i1 %91, label %93, label %101

93:                                               ; preds = %88
  store i32 0, ptr %89, align 8, !tbaa !26
  %94 = getelementptr inbounds i8, ptr %86, i64 12
  store i32 0, ptr %94, align 4, !tbaa !29
  %95 = load ptr, ptr %86, align 8, !tbaa !30
  %96 = getelementptr inbounds i8, ptr %95, i64 16
  %97 = load ptr, ptr %96, align 8
  call void %97(ptr noundef nonnull align 8 dereferenceable(16) %86) #24
  %98 = load ptr, ptr %86, align 8, !tbaa !30
  %99 = getelementptr inbounds i8, ptr %98, i64 24
  %100 = load ptr, ptr %99, align 8
  call void %100(ptr noundef nonnull align 8 dereferenceable(16) %86) #24
  br label %112

101:                                              ; preds = %88
  %102 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %103 = icmp eq i8 %102, 0
  br i1 %103, label %106, label %104

104:                                              ; preds = %101
  %105 = add nsw i32 %92, -1
  store i32 %105, ptr %89, align 4, !tbaa !33
  br label %108

106:                                              ; preds = %101
  %107 = atomicrmw volatile add ptr %89, i32 -1 acq_rel, align 4
  br label %108

108:                                              ; preds = %106, %104
  %109 = phi i32 [ %92, %104 ], [ %107, %106 ]
  %110 = icmp eq i32 %109, 1
  br i1 %110, label %111, label %112, !prof !34

111:                                              ; preds = %108
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %86) #24
  br label %112

112:                                              ; preds = %85, %93, %108, %111
  ret void

113:                                              ; preds = %82
  %114 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %5) #24
  br label %63
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_vEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(33) %1, ptr noundef nonnull align 8 dereferenceable(176) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.sycl::_V1::id", align 8
  %7 = alloca %"class.sycl::_V1::range.82", align 8
  %8 = alloca %"class.sycl::_V1::range.82", align 8
  %9 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %10 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %6, i8 0, i64 24, i1 false)
  %11 = load i64, ptr %10, align 8
  store i64 %11, ptr %7, align 8, !tbaa !37, !alias.scope !343
  %12 = getelementptr inbounds i8, ptr %7, i64 8
  store i64 1, ptr %12, align 8, !tbaa !37, !alias.scope !343
  %13 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 1, ptr %13, align 8, !tbaa !37, !alias.scope !343
  store i64 %11, ptr %8, align 8, !tbaa !37, !alias.scope !346
  %14 = getelementptr inbounds i8, ptr %8, i64 8
  store i64 1, ptr %14, align 8, !tbaa !37, !alias.scope !346
  %15 = getelementptr inbounds i8, ptr %8, i64 16
  store i64 1, ptr %15, align 8, !tbaa !37, !alias.scope !346
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #24
  %16 = load i64, ptr %3, align 8
  %17 = getelementptr inbounds i8, ptr %3, i64 8
  %18 = getelementptr inbounds i8, ptr %3, i64 16
  %19 = load ptr, ptr %18, align 8, !tbaa !5
  %20 = load ptr, ptr %17, align 8, !tbaa !5
  %21 = ptrtoint ptr %19 to i64
  %22 = ptrtoint ptr %20 to i64
  %23 = sub i64 %21, %22
  %24 = icmp eq ptr %19, %20
  br i1 %24, label %51, label %25

25:                                               ; preds = %5
  %26 = icmp ugt i64 %23, 9223372036854775792
  br i1 %26, label %27, label %28, !prof !34

27:                                               ; preds = %25
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #25
  unreachable

28:                                               ; preds = %25
  %29 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %23) #26
  br label %30

30:                                               ; preds = %47, %28
  %31 = phi ptr [ %49, %47 ], [ %29, %28 ]
  %32 = phi ptr [ %48, %47 ], [ %20, %28 ]
  %33 = load ptr, ptr %32, align 8, !tbaa !260
  store ptr %33, ptr %31, align 8, !tbaa !260
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = getelementptr inbounds i8, ptr %32, i64 8
  %36 = load ptr, ptr %35, align 8, !tbaa !24
  store ptr %36, ptr %34, align 8, !tbaa !24
  %37 = icmp eq ptr %36, null
  br i1 %37, label %47, label %38

38:                                               ; preds = %30
  %39 = getelementptr inbounds i8, ptr %36, i64 8
  %40 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %41 = icmp eq i8 %40, 0
  br i1 %41, label %45, label %42

42:                                               ; preds = %38
  %43 = load i32, ptr %39, align 4, !tbaa !33
  %44 = add nsw i32 %43, 1
  store i32 %44, ptr %39, align 4, !tbaa !33
  br label %47

45:                                               ; preds = %38
  %46 = atomicrmw volatile add ptr %39, i32 1 acq_rel, align 4
  br label %47

47:                                               ; preds = %45, %42, %30
  %48 = getelementptr inbounds i8, ptr %32, i64 16
  %49 = getelementptr inbounds i8, ptr %31, i64 16
  %50 = icmp eq ptr %48, %19
  br i1 %50, label %51, label %30, !llvm.loop !262

51:                                               ; preds = %47, %5
  %52 = phi ptr [ null, %5 ], [ %29, %47 ]
  %53 = phi ptr [ null, %5 ], [ %49, %47 ]
  %54 = getelementptr inbounds i8, ptr %52, i64 %23
  store i64 %16, ptr %9, align 8
  %55 = getelementptr inbounds i8, ptr %9, i64 8
  store ptr %52, ptr %55, align 8, !tbaa !21
  %56 = getelementptr inbounds i8, ptr %9, i64 16
  store ptr %53, ptr %56, align 8, !tbaa !23
  %57 = getelementptr inbounds i8, ptr %9, i64 24
  store ptr %54, ptr %57, align 8, !tbaa !36
  %58 = load ptr, ptr %1, align 8, !tbaa !229
  %59 = icmp eq ptr %58, null
  br i1 %59, label %60, label %61

60:                                               ; preds = %51
  tail call void @__assert_fail(ptr noundef nonnull @.str.14, ptr noundef nonnull @.str.15, i32 noundef 29, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS8_) #27
  unreachable

61:                                               ; preds = %51
  %62 = and i64 %16, 16
  %63 = icmp eq i64 %62, 0
  %64 = select i1 %63, i32 1025, i32 1027
  %65 = getelementptr inbounds i8, ptr %1, i64 24
  %66 = load i64, ptr %65, align 8, !tbaa !227
  %67 = getelementptr inbounds i8, ptr %1, i64 32
  %68 = load i8, ptr %67, align 8, !tbaa !228, !range !95, !noundef !96
  %69 = trunc nuw i8 %68 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %6, ptr noundef nonnull byval(%"class.sycl::_V1::range.82") align 8 %7, ptr noundef nonnull byval(%"class.sycl::_V1::range.82") align 8 %8, i32 noundef %64, ptr noundef nonnull %58, i32 noundef 1, i32 noundef 4, i64 noundef %66, i1 noundef zeroext %69, ptr noundef nonnull align 8 dereferenceable(32) %3)
          to label %70 unwind label %206

70:                                               ; preds = %61
  %71 = icmp eq ptr %52, %53
  br i1 %71, label %106, label %72

72:                                               ; preds = %70, %101
  %73 = phi ptr [ %102, %101 ], [ %52, %70 ]
  %74 = getelementptr inbounds i8, ptr %73, i64 8
  %75 = load ptr, ptr %74, align 8, !tbaa !24
  %76 = icmp eq ptr %75, null
  br i1 %76, label %101, label %77

77:                                               ; preds = %72
  %78 = getelementptr inbounds i8, ptr %75, i64 8
  %79 = load atomic i64, ptr %78 acquire, align 8
  %80 = icmp eq i64 %79, 4294967297
  %81 = trunc i64 %79 to i32
  br i1 %80, label %82, label %90

82:                                               ; preds = %77
  store i32 0, ptr %78, align 8, !tbaa !26
  %83 = getelementptr inbounds i8, ptr %75, i64 12
  store i32 0, ptr %83, align 4, !tbaa !29
  %84 = load ptr, ptr %75, align 8, !tbaa !30
  %85 = getelementptr inbounds i8, ptr %84, i64 16
  %86 = load ptr, ptr %85, align 8
  tail call void %86(ptr noundef nonnull align 8 dereferenceable(16) %75) #24
  %87 = load ptr, ptr %75, align 8, !tbaa !30
  %88 = getelementptr inbounds i8, ptr %87, i64 24
  %89 = load ptr, ptr %88, align 8
  tail call void %89(ptr noundef nonnull align 8 dereferenceable(16) %75) #24
  br label %101

90:                                               ; preds = %77
  %91 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %92 = icmp eq i8 %91, 0
  br i1 %92, label %95, label %93

93:                                               ; preds = %90
  %94 = add nsw i32 %81, -1
  store i32 %94, ptr %78, align 4, !tbaa !33
  br label %97

95:                                               ; preds = %90
  %96 = atomicrmw volatile add ptr %78, i32 -1 acq_rel, align 4
  br label %97

97:                                               ; preds = %95, %93
  %98 = phi i32 [ %81, %93 ], [ %96, %95 ]
  %99 = icmp eq i32 %98, 1
  br i1 %99, label %100, label %101, !prof !34

100:                                              ; preds = %97
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %75) #24
  br label %101

101:                                              ; preds = %100, %97, %82, %72
  %102 = getelementptr inbounds i8, ptr %73, i64 16
  %103 = icmp eq ptr %102, %53
  br i1 %103, label %104, label %72, !llvm.loop !35

104:                                              ; preds = %101
  %105 = load ptr, ptr %55, align 8, !tbaa !21
  br label %106

106:                                              ; preds = %104, %70
  %107 = phi ptr [ %105, %104 ], [ %52, %70 ]
  %108 = icmp eq ptr %107, null
  br i1 %108, label %114, label %109

109:                                              ; preds = %106
  %110 = load ptr, ptr %57, align 8, !tbaa !36
  %111 = ptrtoint ptr %110 to i64
  %112 = ptrtoint ptr %107 to i64
  %113 = sub i64 %111, %112
  tail call void @_ZdlPvm(ptr noundef nonnull %107, i64 noundef %113) #28
  br label %114

114:                                              ; preds = %106, %109
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #24
  %115 = getelementptr inbounds i8, ptr %0, i64 16
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %115, i8 0, i64 16, i1 false)
  %116 = load ptr, ptr %18, align 8, !tbaa !5
  %117 = load ptr, ptr %17, align 8, !tbaa !5
  %118 = ptrtoint ptr %116 to i64
  %119 = ptrtoint ptr %117 to i64
  %120 = sub i64 %118, %119
  %121 = icmp eq ptr %116, %117
  br i1 %121, label %182, label %122

122:                                              ; preds = %114
  %123 = icmp ugt i64 %120, 9223372036854775792
  br i1 %123, label %124, label %126, !prof !34

124:                                              ; preds = %122
  invoke void @_ZSt28__throw_bad_array_new_lengthv() #25
          to label %125 unwind label %210

125:                                              ; preds = %124
  unreachable

126:                                              ; preds = %122
  %127 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %120) #26
          to label %128 unwind label %210

128:                                              ; preds = %126, %145
  %129 = phi ptr [ %147, %145 ], [ %127, %126 ]
  %130 = phi ptr [ %146, %145 ], [ %117, %126 ]
  %131 = load ptr, ptr %130, align 8, !tbaa !260
  store ptr %131, ptr %129, align 8, !tbaa !260
  %132 = getelementptr inbounds i8, ptr %129, i64 8
  %133 = getelementptr inbounds i8, ptr %130, i64 8
  %134 = load ptr, ptr %133, align 8, !tbaa !24
  store ptr %134, ptr %132, align 8, !tbaa !24
  %135 = icmp eq ptr %134, null
  br i1 %135, label %145, label %136

136:                                              ; preds = %128
  %137 = getelementptr inbounds i8, ptr %134, i64 8
  %138 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %139 = icmp eq i8 %138, 0
  br i1 %139, label %143, label %140

140:                                              ; preds = %136
  %141 = load i32, ptr %137, align 4, !tbaa !33
  %142 = add nsw i32 %141, 1
  store i32 %142, ptr %137, align 4, !tbaa !33
  br label %145

143:                                              ; preds = %136
  %144 = atomicrmw volatile add ptr %137, i32 1 acq_rel, align 4
  br label %145

145:                                              ; preds = %143, %140, %128
  %146 = getelementptr inbounds i8, ptr %130, i64 16
  %147 = getelementptr inbounds i8, ptr %129, i64 16
  %148 = icmp eq ptr %146, %116
  br i1 %148, label %149, label %128, !llvm.loop !262

149:                                              ; preds = %145, %178
  %150 = phi ptr [ %179, %178 ], [ %127, %145 ]
  %151 = getelementptr inbounds i8, ptr %150, i64 8
  %152 = load ptr, ptr %151, align 8, !tbaa !24
  %153 = icmp eq ptr %152, null
  br i1 %153, label %178, label %154

154:                                              ; preds = %149
  %155 = getelementptr inbounds i8, ptr %152, i64 8
  %156 = load atomic i64, ptr %155 acquire, align 8
  %157 = icmp eq i64 %156, 4294967297
  %158 = trunc i64 %156 to i32
  br i1 %157, label %159, label %167

159:                                              ; preds = %154
  store i32 0, ptr %155, align 8, !tbaa !26
  %160 = getelementptr inbounds i8, ptr %152, i64 12
  store i32 0, ptr %160, align 4, !tbaa !29
  %161 = load ptr, ptr %152, align 8, !tbaa !30
  %162 = getelementptr inbounds i8, ptr %161, i64 16
  %163 = load ptr, ptr %162, align 8
  tail call void %163(ptr noundef nonnull align 8 dereferenceable(16) %152) #24
  %164 = load ptr, ptr %152, align 8, !tbaa !30
  %165 = getelementptr inbounds i8, ptr %164, i64 24
  %166 = load ptr, ptr %165, align 8
  tail call void %166(ptr noundef nonnull align 8 dereferenceable(16) %152) #24
  br label %178

167:                                              ; preds = %154
  %168 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %169 = icmp eq i8 %168, 0
  br i1 %169, label %172, label %170

170:                                              ; preds = %167
  %171 = add nsw i32 %158, -1
  store i32 %171, ptr %155, align 4, !tbaa !33
  br label %174

172:                                              ; preds = %167
  %173 = atomicrmw volatile add ptr %155, i32 -1 acq_rel, align 4
  br label %174

174:                                              ; preds = %172, %170
  %175 = phi i32 [ %158, %170 ], [ %173, %172 ]
  %176 = icmp eq i32 %175, 1
  br i1 %176, label %177, label %178, !prof !34

177:                                              ; preds = %174
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %152) #24
  br label %178

178:                                              ; preds = %177, %174, %159, %149
  %179 = getelementptr inbounds i8, ptr %150, i64 16
  %180 = icmp eq ptr %150, %129
  br i1 %180, label %181, label %149, !llvm.loop !35

181:                                              ; preds = %178
  tail call void @_ZdlPvm(ptr noundef nonnull %127, i64 noundef %120) #28
  br label %182

182:                                              ; preds = %114, %181
  invoke void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(176) %2, ptr noundef nonnull %0, i32 noundef 2014)
          to label %183 unwind label %208

183:                                              ; preds = %182
  %184 = invoke noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %185 unwind label %208

185:                                              ; preds = %183
  store ptr %184, ptr %115, align 8, !tbaa !349
  %186 = load ptr, ptr %1, align 8, !tbaa !229
  %187 = icmp eq ptr %186, null
  br i1 %187, label %188, label %189

188:                                              ; preds = %185
  tail call void @__assert_fail(ptr noundef nonnull @.str.14, ptr noundef nonnull @.str.15, i32 noundef 29, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS8_) #27
  unreachable

189:                                              ; preds = %185
  %190 = load ptr, ptr %0, align 8, !tbaa !252
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
define linkonce_odr dso_local void @_ZN4sycl3_V17handler34checkIfPlaceholderIsBoundToHandlerIfLi1ELNS0_6access4modeE1025ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEEvNS0_8accessorIT_XT0_EXT1_EXT2_EXT3_ET4_EE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef %1) local_unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = load ptr, ptr %1, align 8, !tbaa !252
  %4 = icmp eq ptr %3, null
  br i1 %4, label %5, label %6

5:                                                ; preds = %2
  tail call void @__assert_fail(ptr noundef nonnull @.str.14, ptr noundef nonnull @.str.15, i32 noundef 29, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS1_16AccessorBaseHostEEERKDtsrT_4implERKS5_) #27
  unreachable

6:                                                ; preds = %2
  %7 = tail call noundef zeroext i1 @_ZNK4sycl3_V17handler21HasAssociatedAccessorEPNS0_6detail16AccessorImplHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull %3, i32 noundef 2014)
  br i1 %7, label %8, label %16

8:                                                ; preds = %6
  %9 = tail call ptr @__cxa_allocate_exception(i64 64) #24
  %10 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 6) #24
  %11 = extractvalue { i32, ptr } %10, 0
  %12 = extractvalue { i32, ptr } %10, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %9, i32 %11, ptr %12, ptr noundef nonnull @.str.26)
          to label %13 unwind label %14

13:                                               ; preds = %8
  tail call void @__cxa_throw(ptr nonnull %9, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #25
  unreachable

14:                                               ; preds = %8
  %15 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %9) #24
  resume { ptr, i32 } %15

16:                                               ; preds = %6
  ret void
}

declare void @_ZN4sycl3_V17handler21setUserFacingNodeTypeENS0_3ext6oneapi12experimental9node_typeE(ptr noundef nonnull align 8 dereferenceable(176), i32 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler11StageFillCGIfLi1ELNS0_6access4modeE1025ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEEvNS0_8accessorIT_XT0_EXT1_EXT2_EXT3_ET4_EERKSC_(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef %1, ptr noundef nonnull align 4 dereferenceable(4) %2) local_unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = alloca %"class.std::shared_ptr.76", align 8
  tail call void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(176) %0, i32 noundef 7)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #24
  %5 = load ptr, ptr %1, align 8, !tbaa !252
  %6 = icmp eq ptr %5, null
  br i1 %6, label %7, label %8

7:                                                ; preds = %3
  tail call void @__assert_fail(ptr noundef nonnull @.str.14, ptr noundef nonnull @.str.15, i32 noundef 29, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS1_16AccessorBaseHostEEERKDtsrT_4implERKS5_) #27
  unreachable

8:                                                ; preds = %3
  store ptr %5, ptr %4, align 8, !tbaa !252
  %9 = getelementptr inbounds i8, ptr %4, i64 8
  %10 = getelementptr inbounds i8, ptr %1, i64 8
  %11 = load ptr, ptr %10, align 8, !tbaa !24
  store ptr %11, ptr %9, align 8, !tbaa !24
  %12 = icmp eq ptr %11, null
  br i1 %12, label %23, label %13

13:                                               ; preds = %8
  %14 = getelementptr inbounds i8, ptr %11, i64 8
  %15 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %16 = icmp eq i8 %15, 0
  br i1 %16, label %20, label %17

17:                                               ; preds = %13
  %18 = load i32, ptr %14, align 4, !tbaa !33
  %19 = add nsw i32 %18, 1
  store i32 %19, ptr %14, align 4, !tbaa !33
  br label %23

20:                                               ; preds = %13
  %21 = atomicrmw volatile add ptr %14, i32 1 acq_rel, align 4
  %22 = load ptr, ptr %4, align 8, !tbaa !252
  br label %23

23:                                               ; preds = %8, %17, %20
  %24 = phi ptr [ %5, %8 ], [ %5, %17 ], [ %22, %20 ]
  %25 = getelementptr inbounds i8, ptr %0, i64 104
  store ptr %24, ptr %25, align 8, !tbaa !351
  %26 = getelementptr inbounds i8, ptr %0, i64 120
  %27 = getelementptr inbounds i8, ptr %0, i64 128
  %28 = load ptr, ptr %27, align 8, !tbaa !379
  %29 = load ptr, ptr %26, align 8, !tbaa !380
  %30 = ptrtoint ptr %28 to i64
  %31 = ptrtoint ptr %29 to i64
  %32 = sub i64 %30, %31
  %33 = icmp ult i64 %32, 4
  br i1 %33, label %34, label %38

34:                                               ; preds = %23
  %35 = sub nuw nsw i64 4, %32
  invoke void @_ZNSt6vectorIhSaIhEE17_M_default_appendEm(ptr noundef nonnull align 8 dereferenceable(24) %26, i64 noundef %35)
          to label %36 unwind label %74

36:                                               ; preds = %34
  %37 = load ptr, ptr %26, align 8, !tbaa !380
  br label %44

38:                                               ; preds = %23
  %39 = icmp eq i64 %32, 4
  br i1 %39, label %44, label %40

40:                                               ; preds = %38
  %41 = getelementptr inbounds i8, ptr %29, i64 4
  %42 = icmp eq ptr %28, %41
  br i1 %42, label %44, label %43

43:                                               ; preds = %40
  store ptr %41, ptr %27, align 8, !tbaa !379
  br label %44

44:                                               ; preds = %36, %43, %40, %38
  %45 = phi ptr [ %37, %36 ], [ %29, %43 ], [ %29, %40 ], [ %29, %38 ]
  %46 = load float, ptr %2, align 4, !tbaa !12
  store float %46, ptr %45, align 4, !tbaa !12
  %47 = load ptr, ptr %9, align 8, !tbaa !24
  %48 = icmp eq ptr %47, null
  br i1 %48, label %73, label %49

49:                                               ; preds = %44
  %50 = getelementptr inbounds i8, ptr %47, i64 8
  %51 = load atomic i64, ptr %50 acquire, align 8
  %52 = icmp eq i64 %51, 4294967297
  %53 = trunc i64 %51 to i32
  br i1 %52, label %54, label %62

54:                                               ; preds = %49
  store i32 0, ptr %50, align 8, !tbaa !26
  %55 = getelementptr inbounds i8, ptr %47, i64 12
  store i32 0, ptr %55, align 4, !tbaa !29
  %56 = load ptr, ptr %47, align 8, !tbaa !30
  %57 = getelementptr inbounds i8, ptr %56, i64 16
  %58 = load ptr, ptr %57, align 8
  tail call void %58(ptr noundef nonnull align 8 dereferenceable(16) %47) #24
  %59 = load ptr, ptr %47, align 8, !tbaa !30
  %60 = getelementptr inbounds i8, ptr %59, i64 24
  %61 = load ptr, ptr %60, align 8
  tail call void %61(ptr noundef nonnull align 8 dereferenceable(16) %47) #24
  br label %73

62:                                               ; preds = %49
  %63 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %64 = icmp eq i8 %63, 0
  br i1 %64, label %67, label %65

65:                                               ; preds = %62
  %66 = add nsw i32 %53, -1
  store i32 %66, ptr %50, align 4, !tbaa !33
  br label %69

67:                                               ; preds = %62
  %68 = atomicrmw volatile add ptr %50, i32 -1 acq_rel, align 4
  br label %69

69:                                               ; preds = %67, %65
  %70 = phi i32 [ %53, %65 ], [ %68, %67 ]
  %71 = icmp eq i32 %70, 1
  br i1 %71, label %72, label %73, !prof !34

72:                                               ; preds = %69
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %47) #24
  br label %73

73:                                               ; preds = %44, %54, %69, %72
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #24
  ret void

74:                                               ; preds = %34
  %75 = landingpad { ptr, i32 }
          cleanup
  call void @_ZNSt12__shared_ptrIN4sycl3_V16detail16AccessorImplHostELN9__gnu_cxx12_Lock_policyE2EED2Ev(ptr noundef nonnull align 8 dereferenceable(16) %4) #24
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #24
  resume { ptr, i32 } %75
}

declare noundef zeroext i1 @_ZNK4sycl3_V16detail16AccessorBaseHost13isPlaceholderEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #6

declare noundef zeroext i1 @_ZNK4sycl3_V17handler21HasAssociatedAccessorEPNS0_6detail16AccessorImplHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(176), ptr noundef, i32 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIhSaIhEE17_M_default_appendEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) local_unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = icmp eq i64 %1, 0
  br i1 %3, label %50, label %4

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  %6 = load ptr, ptr %5, align 8, !tbaa !379
  %7 = load ptr, ptr %0, align 8, !tbaa !380
  %8 = ptrtoint ptr %6 to i64
  %9 = ptrtoint ptr %7 to i64
  %10 = sub i64 %8, %9
  %11 = getelementptr inbounds i8, ptr %0, i64 16
  %12 = load ptr, ptr %11, align 8, !tbaa !381
  %13 = ptrtoint ptr %12 to i64
  %14 = sub i64 %13, %8
  %15 = icmp sgt i64 %10, -1
  tail call void @llvm.assume(i1 %15)
  %16 = xor i64 %10, 9223372036854775807
  %17 = icmp ule i64 %14, %16
  tail call void @llvm.assume(i1 %17)
  %18 = icmp ult i64 %14, %1
  br i1 %18, label %27, label %19

19:                                               ; preds = %4
  store i8 0, ptr %6, align 1, !tbaa !32
  %20 = getelementptr inbounds i8, ptr %6, i64 1
  %21 = add i64 %1, -1
  %22 = icmp eq i64 %21, 0
  br i1 %22, label %25, label %23

23:                                               ; preds = %19
  %24 = getelementptr i8, ptr %6, i64 %1
  tail call void @llvm.memset.p0.i64(ptr nonnull align 1 %20, i8 0, i64 %21, i1 false)
  br label %25

25:                                               ; preds = %19, %23
  %26 = phi ptr [ %20, %19 ], [ %24, %23 ]
  store ptr %26, ptr %5, align 8, !tbaa !379
  br label %50

27:                                               ; preds = %4
  %28 = icmp ult i64 %16, %1
  br i1 %28, label %29, label %30

29:                                               ; preds = %27
  tail call void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.27) #25
  unreachable

30:                                               ; preds = %27
  %31 = tail call i64 @llvm.umax.i64(i64 %10, i64 %1)
  %32 = add nuw i64 %31, %10
  %33 = tail call i64 @llvm.umin.i64(i64 %32, i64 9223372036854775807)
  %34 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %33) #26
  %35 = getelementptr inbounds i8, ptr %34, i64 %10
  store i8 0, ptr %35, align 1, !tbaa !32
  %36 = add nsw i64 %1, -1
  %37 = icmp eq i64 %36, 0
  br i1 %37, label %40, label %38

38:                                               ; preds = %30
  %39 = getelementptr inbounds i8, ptr %35, i64 1
  tail call void @llvm.memset.p0.i64(ptr nonnull align 1 %39, i8 0, i64 %36, i1 false)
  br label %40

40:                                               ; preds = %38, %30
  %41 = icmp eq ptr %6, %7
  br i1 %41, label %43, label %42

42:                                               ; preds = %40
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 1 %34, ptr align 1 %7, i64 %10, i1 false)
  br label %43

43:                                               ; preds = %40, %42
  %44 = icmp eq ptr %7, null
  br i1 %44, label %47, label %45

45:                                               ; preds = %43
  %46 = sub i64 %13, %9
  tail call void @_ZdlPvm(ptr noundef nonnull %7, i64 noundef %46) #28
  br label %47

47:                                               ; preds = %43, %45
  store ptr %34, ptr %0, align 8, !tbaa !380
  %48 = getelementptr inbounds i8, ptr %35, i64 %1
  store ptr %48, ptr %5, align 8, !tbaa !379
  %49 = getelementptr inbounds i8, ptr %34, i64 %33
  store ptr %49, ptr %11, align 8, !tbaa !381
  br label %50

50:                                               ; preds = %25, %47, %2
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZN11BufferStage6uploadEvEUlRNS0_7handlerEE0_E4callEPKvS6_(ptr noundef %0, ptr noundef nonnull align 8 dereferenceable(176) %1) #4 comdat align 2 {
  tail call void @_ZZN11BufferStage6uploadEvENKUlRN4sycl3_V17handlerEE0_clES3_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(176) %1)
  ret void
}

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZZN11BufferStage6uploadEvENKUlRN4sycl3_V17handlerEE0_clES3_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(176) %1) local_unnamed_addr #18 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %4 = alloca %"class.sycl::_V1::event", align 8
  %5 = alloca %"class.sycl::_V1::accessor.164", align 8
  %6 = alloca %"class.sycl::_V1::property_list", align 8
  %7 = alloca %"class.sycl::_V1::accessor.164", align 8
  %8 = getelementptr inbounds i8, ptr %0, i64 8
  %9 = load ptr, ptr %8, align 8, !tbaa !382
  %10 = load ptr, ptr %0, align 8, !tbaa !384
  %11 = load ptr, ptr %10, align 8, !tbaa !58
  store ptr %11, ptr %4, align 8, !tbaa !58
  %12 = getelementptr inbounds i8, ptr %4, i64 8
  %13 = getelementptr inbounds i8, ptr %10, i64 8
  %14 = load ptr, ptr %13, align 8, !tbaa !24
  store ptr %14, ptr %12, align 8, !tbaa !24
  %15 = icmp eq ptr %14, null
  br i1 %15, label %25, label %16

16:                                               ; preds = %2
  %17 = getelementptr inbounds i8, ptr %14, i64 8
  %18 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %19 = icmp eq i8 %18, 0
  br i1 %19, label %23, label %20

20:                                               ; preds = %16
  %21 = load i32, ptr %17, align 4, !tbaa !33
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %17, align 4, !tbaa !33
  br label %25

23:                                               ; preds = %16
  %24 = atomicrmw volatile add ptr %17, i32 1 acq_rel, align 4
  br label %25

25:                                               ; preds = %2, %20, %23
  invoke void @_ZN4sycl3_V17handler10depends_onENS0_5eventE(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull %4)
          to label %26 unwind label %182

26:                                               ; preds = %25
  %27 = load ptr, ptr %12, align 8, !tbaa !24
  %28 = icmp eq ptr %27, null
  br i1 %28, label %53, label %29

29:                                               ; preds = %26
  %30 = getelementptr inbounds i8, ptr %27, i64 8
  %31 = load atomic i64, ptr %30 acquire, align 8
  %32 = icmp eq i64 %31, 4294967297
  %33 = trunc i64 %31 to i32
  br i1 %32, label %34, label %42

34:                                               ; preds = %29
  store i32 0, ptr %30, align 8, !tbaa !26
  %35 = getelementptr inbounds i8, ptr %27, i64 12
  store i32 0, ptr %35, align 4, !tbaa !29
  %36 = load ptr, ptr %27, align 8, !tbaa !30
  %37 = getelementptr inbounds i8, ptr %36, i64 16
  %38 = load ptr, ptr %37, align 8
  call void %38(ptr noundef nonnull align 8 dereferenceable(16) %27) #24
  %39 = load ptr, ptr %27, align 8, !tbaa !30
  %40 = getelementptr inbounds i8, ptr %39, i64 24
  %41 = load ptr, ptr %40, align 8
  call void %41(ptr noundef nonnull align 8 dereferenceable(16) %27) #24
  br label %53

42:                                               ; preds = %29
  %43 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %44 = icmp eq i8 %43, 0
  br i1 %44, label %47, label %45

45:                                               ; preds = %42
  %46 = add nsw i32 %33, -1
  store i32 %46, ptr %30, align 4, !tbaa !33
  br label %49

47:                                               ; preds = %42
  %48 = atomicrmw volatile add ptr %30, i32 -1 acq_rel, align 4
  br label %49

49:                                               ; preds = %47, %45
  %50 = phi i32 [ %33, %45 ], [ %48, %47 ]
  %51 = icmp eq i32 %50, 1
  br i1 %51, label %52, label %53, !prof !34

52:                                               ; preds = %49
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %27) #24
  br label %53

53:                                               ; preds = %26, %34, %49, %52
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #24
  %54 = getelementptr inbounds i8, ptr %9, i64 88
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #24
  %55 = getelementptr inbounds i8, ptr %6, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %55, i8 0, i64 24, i1 false)
  store i64 16, ptr %6, align 8, !tbaa !37
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3)
  store ptr @.str, ptr %3, align 8
  %56 = getelementptr inbounds i8, ptr %3, i64 8
  store ptr @.str.12, ptr %56, align 8
  %57 = getelementptr inbounds i8, ptr %3, i64 16
  store i32 45, ptr %57, align 8
  %58 = getelementptr inbounds i8, ptr %3, i64 20
  store i32 22, ptr %58, align 4
  invoke void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_vEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %5, ptr noundef nonnull align 8 dereferenceable(33) %54, ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull align 8 dereferenceable(32) %6, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %3)
          to label %59 unwind label %184

59:                                               ; preds = %53
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3)
  %60 = load ptr, ptr %55, align 8, !tbaa !21
  %61 = getelementptr inbounds i8, ptr %6, i64 16
  %62 = load ptr, ptr %61, align 8, !tbaa !23
  %63 = icmp eq ptr %60, %62
  br i1 %63, label %98, label %64

64:                                               ; preds = %59, %93
  %65 = phi ptr [ %94, %93 ], [ %60, %59 ]
  %66 = getelementptr inbounds i8, ptr %65, i64 8
  %67 = load ptr, ptr %66, align 8, !tbaa !24
  %68 = icmp eq ptr %67, null
  br i1 %68, label %93, label %69

69:                                               ; preds = %64
  %70 = getelementptr inbounds i8, ptr %67, i64 8
  %71 = load atomic i64, ptr %70 acquire, align 8
  %72 = icmp eq i64 %71, 4294967297
  %73 = trunc i64 %71 to i32
  br i1 %72, label %74, label %82

74:                                               ; preds = %69
  store i32 0, ptr %70, align 8, !tbaa !26
  %75 = getelementptr inbounds i8, ptr %67, i64 12
  store i32 0, ptr %75, align 4, !tbaa !29
  %76 = load ptr, ptr %67, align 8, !tbaa !30
  %77 = getelementptr inbounds i8, ptr %76, i64 16
  %78 = load ptr, ptr %77, align 8
  call void %78(ptr noundef nonnull align 8 dereferenceable(16) %67) #24
  %79 = load ptr, ptr %67, align 8, !tbaa !30
  %80 = getelementptr inbounds i8, ptr %79, i64 24
  %81 = load ptr, ptr %80, align 8
  call void %81(ptr noundef nonnull align 8 dereferenceable(16) %67) #24
  br label %93

82:                                               ; preds = %69
  %83 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %84 = icmp eq i8 %83, 0
  br i1 %84, label %87, label %85

85:                                               ; preds = %82
  %86 = add nsw i32 %73, -1
  store i32 %86, ptr %70, align 4, !tbaa !33
  br label %89

87:                                               ; preds = %82
  %88 = atomicrmw volatile add ptr %70, i32 -1 acq_rel, align 4
  br label %89

89:                                               ; preds = %87, %85
  %90 = phi i32 [ %73, %85 ], [ %88, %87 ]
  %91 = icmp eq i32 %90, 1
  br i1 %91, label %92, label %93, !prof !34

92:                                               ; preds = %89
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %67) #24
  br label %93

93:                                               ; preds = %92, %89, %74, %64
  %94 = getelementptr inbounds i8, ptr %65, i64 16
  %95 = icmp eq ptr %94, %62
  br i1 %95, label %96, label %64, !llvm.loop !35

96:                                               ; preds = %93
  %97 = load ptr, ptr %55, align 8, !tbaa !21
  br label %98

98:                                               ; preds = %96, %59
  %99 = phi ptr [ %97, %96 ], [ %60, %59 ]
  %100 = icmp eq ptr %99, null
  br i1 %100, label %107, label %101

101:                                              ; preds = %98
  %102 = getelementptr inbounds i8, ptr %6, i64 24
  %103 = load ptr, ptr %102, align 8, !tbaa !36
  %104 = ptrtoint ptr %103 to i64
  %105 = ptrtoint ptr %99 to i64
  %106 = sub i64 %104, %105
  call void @_ZdlPvm(ptr noundef nonnull %99, i64 noundef %106) #28
  br label %107

107:                                              ; preds = %98, %101
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #24
  %108 = getelementptr inbounds i8, ptr %9, i64 16
  %109 = load ptr, ptr %108, align 8, !tbaa !9
  %110 = load ptr, ptr %5, align 8, !tbaa !252
  store ptr %110, ptr %7, align 8, !tbaa !252
  %111 = getelementptr inbounds i8, ptr %7, i64 8
  %112 = getelementptr inbounds i8, ptr %5, i64 8
  %113 = load ptr, ptr %112, align 8, !tbaa !24
  store ptr %113, ptr %111, align 8, !tbaa !24
  %114 = icmp eq ptr %113, null
  br i1 %114, label %124, label %115

115:                                              ; preds = %107
  %116 = getelementptr inbounds i8, ptr %113, i64 8
  %117 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %118 = icmp eq i8 %117, 0
  br i1 %118, label %122, label %119

119:                                              ; preds = %115
  %120 = load i32, ptr %116, align 4, !tbaa !33
  %121 = add nsw i32 %120, 1
  store i32 %121, ptr %116, align 4, !tbaa !33
  br label %124

122:                                              ; preds = %115
  %123 = atomicrmw volatile add ptr %116, i32 1 acq_rel, align 4
  br label %124

124:                                              ; preds = %107, %119, %122
  %125 = getelementptr inbounds i8, ptr %7, i64 16
  %126 = getelementptr inbounds i8, ptr %5, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %125, ptr noundef nonnull align 8 dereferenceable(16) %126, i64 16, i1 false)
  invoke void @_ZN4sycl3_V17handler4copyIffLi1ELNS0_6access4modeE1025ELNS3_6targetE2014ELNS3_11placeholderE0EEEvPKT_NS0_8accessorIT0_XT1_EXT2_EXT3_EXT4_ENS0_3ext6oneapi22accessor_property_listIJEEEEE(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef %109, ptr noundef nonnull %7)
          to label %127 unwind label %186

127:                                              ; preds = %124
  %128 = load ptr, ptr %111, align 8, !tbaa !24
  %129 = icmp eq ptr %128, null
  br i1 %129, label %154, label %130

130:                                              ; preds = %127
  %131 = getelementptr inbounds i8, ptr %128, i64 8
  %132 = load atomic i64, ptr %131 acquire, align 8
  %133 = icmp eq i64 %132, 4294967297
  %134 = trunc i64 %132 to i32
  br i1 %133, label %135, label %143

135:                                              ; preds = %130
  store i32 0, ptr %131, align 8, !tbaa !26
  %136 = getelementptr inbounds i8, ptr %128, i64 12
  store i32 0, ptr %136, align 4, !tbaa !29
  %137 = load ptr, ptr %128, align 8, !tbaa !30
  %138 = getelementptr inbounds i8, ptr %137, i64 16
  %139 = load ptr, ptr %138, align 8
  call void %139(ptr noundef nonnull align 8 dereferenceable(16) %128) #24
  %140 = load ptr, ptr %128, align 8, !tbaa !30
  %141 = getelementptr inbounds i8, ptr %140, i64 24
  %142 = load ptr, ptr %141, align 8
  call void %142(ptr noundef nonnull align 8 dereferenceable(16) %128) #24
  br label %154

143:                                              ; preds = %130
  %144 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %145 = icmp eq i8 %144, 0
  br i1 %145, label %148, label %146

146:                                              ; preds = %143
  %147 = add nsw i32 %134, -1
  store i32 %147, ptr %131, align 4, !tbaa !33
  br label %150

148:                                              ; preds = %143
  %149 = atomicrmw volatile add ptr %131, i32 -1 acq_rel, align 4
  br label %150

150:                                              ; preds = %148, %146
  %151 = phi i32 [ %134, %146 ], [ %149, %148 ]
  %152 = icmp eq i32 %151, 1
  br i1 %152, label %153, label %154, !prof !34

153:                                              ; preds = %150
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %128) #24
  br label %154

154:                                              ; preds = %127, %135, %150, %153
  %155 = load ptr, ptr %112, align 8, !tbaa !24
  %156 = icmp eq ptr %155, null
  br i1 %156, label %181, label %157

157:                                              ; preds = %154
  %158 = getelementptr inbounds i8, ptr %155, i64 8
  %159 = load atomic i64, ptr %158 acquire, align 8
  %160 = icmp eq i64 %159, 4294967297
  %161 = trunc i64 %159 to i32
  br i1 %160, label %162, label %170

162:                                              ; preds = %157
  store i32 0, ptr %158, align 8, !tbaa !26
  %163 = getelementptr inbounds i8, ptr %155, i64 12
  store i32 0, ptr %163, align 4, !tbaa !29
  %164 = load ptr, ptr %155, align 8, !tbaa !30
  %165 = getelementptr inbounds i8, ptr %164, i64 16
  %166 = load ptr, ptr %165, align 8
  call void %166(ptr noundef nonnull align 8 dereferenceable(16) %155) #24
  %167 = load ptr, ptr %155, align 8, !tbaa !30
  %168 = getelementptr inbounds i8, ptr %167, i64 24
  %169 = load ptr, ptr %168, align 8
  call void %169(ptr noundef nonnull align 8 dereferenceable(16) %155) #24
  br label %181

170:                                              ; preds = %157
  %171 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %172 = icmp eq i8 %171, 0
  br i1 %172, label %175, label %173

173:                                              ; preds = %170
  %174 = add nsw i32 %161, -1
  store i32 %174, ptr %158, align 4, !tbaa !33
  br label %177

175:                                              ; preds = %170
  %176 = atomicrmw volatile add ptr %158, i32 -1 acq_rel, align 4
  br label %177

177:                                              ; preds = %175, %173
  %178 = phi i32 [ %161, %173 ], [ %176, %175 ]
  %179 = icmp eq i32 %178, 1
  br i1 %179, label %180, label %181, !prof !34

180:                                              ; preds = %177
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %155) #24
  br label %181

181:                                              ; preds = %154, %162, %177, %180
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #24
  ret void

182:                                              ; preds = %25
  %183 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V15eventD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %4) #24
  br label %190

184:                                              ; preds = %53
  %185 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %6) #24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #24
  br label %188

186:                                              ; preds = %124
  %187 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %7) #24
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %5) #24
  br label %188

188:                                              ; preds = %186, %184
  %189 = phi { ptr, i32 } [ %187, %186 ], [ %185, %184 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #24
  br label %190

190:                                              ; preds = %188, %182
  %191 = phi { ptr, i32 } [ %189, %188 ], [ %183, %182 ]
  resume { ptr, i32 } %191
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler4copyIffLi1ELNS0_6access4modeE1025ELNS3_6targetE2014ELNS3_11placeholderE0EEEvPKT_NS0_8accessorIT0_XT1_EXT2_EXT3_EXT4_ENS0_3ext6oneapi22accessor_property_listIJEEEEE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef %1, ptr noundef %2) local_unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = alloca %"class.sycl::_V1::accessor.164", align 8
  %5 = tail call noundef zeroext i1 @_ZNK4sycl3_V16detail16AccessorBaseHost13isPlaceholderEv(ptr noundef nonnull align 8 dereferenceable(16) %2)
  br i1 %5, label %6, label %55

6:                                                ; preds = %3
  %7 = load ptr, ptr %2, align 8, !tbaa !252
  store ptr %7, ptr %4, align 8, !tbaa !252
  %8 = getelementptr inbounds i8, ptr %4, i64 8
  %9 = getelementptr inbounds i8, ptr %2, i64 8
  %10 = load ptr, ptr %9, align 8, !tbaa !24
  store ptr %10, ptr %8, align 8, !tbaa !24
  %11 = icmp eq ptr %10, null
  br i1 %11, label %21, label %12

12:                                               ; preds = %6
  %13 = getelementptr inbounds i8, ptr %10, i64 8
  %14 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %15 = icmp eq i8 %14, 0
  br i1 %15, label %19, label %16

16:                                               ; preds = %12
  %17 = load i32, ptr %13, align 4, !tbaa !33
  %18 = add nsw i32 %17, 1
  store i32 %18, ptr %13, align 4, !tbaa !33
  br label %21

19:                                               ; preds = %12
  %20 = atomicrmw volatile add ptr %13, i32 1 acq_rel, align 4
  br label %21

21:                                               ; preds = %6, %16, %19
  %22 = getelementptr inbounds i8, ptr %4, i64 16
  %23 = getelementptr inbounds i8, ptr %2, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %22, ptr noundef nonnull align 8 dereferenceable(16) %23, i64 16, i1 false)
  invoke void @_ZN4sycl3_V17handler34checkIfPlaceholderIsBoundToHandlerIfLi1ELNS0_6access4modeE1025ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEEvNS0_8accessorIT_XT0_EXT1_EXT2_EXT3_ET4_EE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull %4)
          to label %24 unwind label %53

24:                                               ; preds = %21
  %25 = load ptr, ptr %8, align 8, !tbaa !24
  %26 = icmp eq ptr %25, null
  br i1 %26, label %55, label %27

27:                                               ; preds = %24
  %28 = getelementptr inbounds i8, ptr %25, i64 8
  %29 = load atomic i64, ptr %28 acquire, align 8
  %30 = icmp eq i64 %29, 4294967297
  %31 = trunc i64 %29 to i32
  br i1 %30, label %32, label %40

32:                                               ; preds = %27
  store i32 0, ptr %28, align 8, !tbaa !26
  %33 = getelementptr inbounds i8, ptr %25, i64 12
  store i32 0, ptr %33, align 4, !tbaa !29
  %34 = load ptr, ptr %25, align 8, !tbaa !30
  %35 = getelementptr inbounds i8, ptr %34, i64 16
  %36 = load ptr, ptr %35, align 8
  call void %36(ptr noundef nonnull align 8 dereferenceable(16) %25) #24
  %37 = load ptr, ptr %25, align 8, !tbaa !30
  %38 = getelementptr inbounds i8, ptr %37, i64 24
  %39 = load ptr, ptr %38, align 8
  call void %39(ptr noundef nonnull align 8 dereferenceable(16) %25) #24
  br label %55

40:                                               ; preds = %27
  %41 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %42 = icmp eq i8 %41, 0
  br i1 %42, label %45, label %43

43:                                               ; preds = %40
  %44 = add nsw i32 %31, -1
  store i32 %44, ptr %28, align 4, !tbaa !33
  br label %47

45:                                               ; preds = %40
  %46 = atomicrmw volatile add ptr %28, i32 -1 acq_rel, align 4
  br label %47

47:                                               ; preds = %45, %43
  %48 = phi i32 [ %31, %43 ], [ %46, %45 ]
  %49 = icmp eq i32 %48, 1
  br i1 %49, label %50, label %55, !prof !34

50:                                               ; preds = %47
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %25) #24
  br label %55

51:                                               ; preds = %64, %53
  %52 = phi { ptr, i32 } [ %54, %53 ], [ %65, %64 ]
  resume { ptr, i32 } %52

53:                                               ; preds = %21
  %54 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %4) #24
  br label %51

55:                                               ; preds = %50, %47, %32, %24, %3
  %56 = call noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(176) %0)
  %57 = icmp eq i32 %56, 0
  br i1 %57, label %66, label %58

58:                                               ; preds = %55
  %59 = call ptr @__cxa_allocate_exception(i64 64) #24
  %60 = call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #24
  %61 = extractvalue { i32, ptr } %60, 0
  %62 = extractvalue { i32, ptr } %60, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %59, i32 %61, ptr %62, ptr noundef nonnull @.str.21)
          to label %63 unwind label %64

63:                                               ; preds = %58
  call void @__cxa_throw(ptr nonnull %59, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #25
  unreachable

64:                                               ; preds = %58
  %65 = landingpad { ptr, i32 }
          cleanup
  call void @__cxa_free_exception(ptr %59) #24
  br label %51

66:                                               ; preds = %55
  call void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(176) %0, i32 noundef 3)
  %67 = load ptr, ptr %2, align 8, !tbaa !252
  %68 = icmp eq ptr %67, null
  br i1 %68, label %69, label %70

69:                                               ; preds = %66
  call void @__assert_fail(ptr noundef nonnull @.str.14, ptr noundef nonnull @.str.15, i32 noundef 29, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS1_16AccessorBaseHostEEERKDtsrT_4implERKS5_) #27
  unreachable

70:                                               ; preds = %66
  %71 = getelementptr inbounds i8, ptr %2, i64 8
  %72 = load ptr, ptr %71, align 8, !tbaa !24
  %73 = icmp eq ptr %72, null
  br i1 %73, label %83, label %74

74:                                               ; preds = %70
  %75 = getelementptr inbounds i8, ptr %72, i64 8
  %76 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %77 = icmp eq i8 %76, 0
  br i1 %77, label %81, label %78

78:                                               ; preds = %74
  %79 = load i32, ptr %75, align 4, !tbaa !33
  %80 = add nsw i32 %79, 1
  store i32 %80, ptr %75, align 4, !tbaa !33
  br label %86

81:                                               ; preds = %74
  %82 = atomicrmw volatile add ptr %75, i32 1 acq_rel, align 4
  br label %86

83:                                               ; preds = %70
  %84 = getelementptr inbounds i8, ptr %0, i64 96
  store ptr %1, ptr %84, align 8, !tbaa !385
  %85 = getelementptr inbounds i8, ptr %0, i64 104
  store ptr %67, ptr %85, align 8, !tbaa !351
  br label %111

86:                                               ; preds = %78, %81
  %87 = getelementptr inbounds i8, ptr %0, i64 96
  store ptr %1, ptr %87, align 8, !tbaa !385
  %88 = getelementptr inbounds i8, ptr %0, i64 104
  store ptr %67, ptr %88, align 8, !tbaa !351
  %89 = load atomic i64, ptr %75 acquire, align 8
  %90 = icmp eq i64 %89, 4294967297
  %91 = trunc i64 %89 to i32
  br i1 %90, label %92, label %100

92:                                               ; preds = %86
  store i32 0, ptr %75, align 8, !tbaa !26
  %93 = getelementptr inbounds i8, ptr %72, i64 12
  store i32 0, ptr %93, align 4, !tbaa !29
  %94 = load ptr, ptr %72, align 8, !tbaa !30
  %95 = getelementptr inbounds i8, ptr %94, i64 16
  %96 = load ptr, ptr %95, align 8
  call void %96(ptr noundef nonnull align 8 dereferenceable(16) %72) #24
  %97 = load ptr, ptr %72, align 8, !tbaa !30
  %98 = getelementptr inbounds i8, ptr %97, i64 24
  %99 = load ptr, ptr %98, align 8
  call void %99(ptr noundef nonnull align 8 dereferenceable(16) %72) #24
  br label %111

100:                                              ; preds = %86
  %101 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %102 = icmp eq i8 %101, 0
  br i1 %102, label %105, label %103

103:                                              ; preds = %100
  %104 = add nsw i32 %91, -1
  store i32 %104, ptr %75, align 4, !tbaa !33
  br label %107

105:                                              ; preds = %100
  %106 = atomicrmw volatile add ptr %75, i32 -1 acq_rel, align 4
  br label %107

107:                                              ; preds = %105, %103
  %108 = phi i32 [ %91, %103 ], [ %106, %105 ]
  %109 = icmp eq i32 %108, 1
  br i1 %109, label %110, label %111, !prof !34

110:                                              ; preds = %107
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %72) #24
  br label %111

111:                                              ; preds = %83, %92, %107, %110
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZN11BufferStage6finishENS0_5eventEEUlRNS0_7handlerEE_E4callEPKvS7_(ptr noundef %0, ptr noundef nonnull align 8 dereferenceable(176) %1) #4 comdat align 2 {
  tail call void @_ZZN11BufferStage6finishEN4sycl3_V15eventEENKUlRNS1_7handlerEE_clES4_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(176) %1)
  ret void
}

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZZN11BufferStage6finishEN4sycl3_V15eventEENKUlRNS1_7handlerEE_clES4_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(176) %1) local_unnamed_addr #18 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %4 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %5 = alloca %"class.sycl::_V1::event", align 8
  %6 = alloca %"class.sycl::_V1::accessor.173", align 8
  %7 = alloca %"class.sycl::_V1::property_list", align 8
  %8 = alloca %"class.sycl::_V1::accessor.164", align 8
  %9 = alloca %"class.sycl::_V1::property_list", align 8
  %10 = alloca %"class.sycl::_V1::accessor.173", align 8
  %11 = alloca %"class.sycl::_V1::accessor.164", align 8
  %12 = getelementptr inbounds i8, ptr %0, i64 8
  %13 = load ptr, ptr %12, align 8, !tbaa !386
  %14 = load ptr, ptr %0, align 8, !tbaa !388
  %15 = load ptr, ptr %14, align 8, !tbaa !58
  store ptr %15, ptr %5, align 8, !tbaa !58
  %16 = getelementptr inbounds i8, ptr %5, i64 8
  %17 = getelementptr inbounds i8, ptr %14, i64 8
  %18 = load ptr, ptr %17, align 8, !tbaa !24
  store ptr %18, ptr %16, align 8, !tbaa !24
  %19 = icmp eq ptr %18, null
  br i1 %19, label %29, label %20

20:                                               ; preds = %2
  %21 = getelementptr inbounds i8, ptr %18, i64 8
  %22 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %23 = icmp eq i8 %22, 0
  br i1 %23, label %27, label %24

24:                                               ; preds = %20
  %25 = load i32, ptr %21, align 4, !tbaa !33
  %26 = add nsw i32 %25, 1
  store i32 %26, ptr %21, align 4, !tbaa !33
  br label %29

27:                                               ; preds = %20
  %28 = atomicrmw volatile add ptr %21, i32 1 acq_rel, align 4
  br label %29

29:                                               ; preds = %2, %24, %27
  invoke void @_ZN4sycl3_V17handler10depends_onENS0_5eventE(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull %5)
          to label %30 unwind label %309

30:                                               ; preds = %29
  %31 = load ptr, ptr %16, align 8, !tbaa !24
  %32 = icmp eq ptr %31, null
  br i1 %32, label %57, label %33

33:                                               ; preds = %30
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = load atomic i64, ptr %34 acquire, align 8
  %36 = icmp eq i64 %35, 4294967297
  %37 = trunc i64 %35 to i32
  br i1 %36, label %38, label %46

38:                                               ; preds = %33
  store i32 0, ptr %34, align 8, !tbaa !26
  %39 = getelementptr inbounds i8, ptr %31, i64 12
  store i32 0, ptr %39, align 4, !tbaa !29
  %40 = load ptr, ptr %31, align 8, !tbaa !30
  %41 = getelementptr inbounds i8, ptr %40, i64 16
  %42 = load ptr, ptr %41, align 8
  call void %42(ptr noundef nonnull align 8 dereferenceable(16) %31) #24
  %43 = load ptr, ptr %31, align 8, !tbaa !30
  %44 = getelementptr inbounds i8, ptr %43, i64 24
  %45 = load ptr, ptr %44, align 8
  call void %45(ptr noundef nonnull align 8 dereferenceable(16) %31) #24
  br label %57

46:                                               ; preds = %33
  %47 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %48 = icmp eq i8 %47, 0
  br i1 %48, label %51, label %49

49:                                               ; preds = %46
  %50 = add nsw i32 %37, -1
  store i32 %50, ptr %34, align 4, !tbaa !33
  br label %53

51:                                               ; preds = %46
  %52 = atomicrmw volatile add ptr %34, i32 -1 acq_rel, align 4
  br label %53

53:                                               ; preds = %51, %49
  %54 = phi i32 [ %37, %49 ], [ %52, %51 ]
  %55 = icmp eq i32 %54, 1
  br i1 %55, label %56, label %57, !prof !34

56:                                               ; preds = %53
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #24
  br label %57

57:                                               ; preds = %30, %38, %53, %56
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #24
  %58 = getelementptr inbounds i8, ptr %13, i64 88
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %7, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4)
  store ptr @.str, ptr %4, align 8
  %59 = getelementptr inbounds i8, ptr %4, i64 8
  store ptr @.str.12, ptr %59, align 8
  %60 = getelementptr inbounds i8, ptr %4, i64 16
  store i32 67, ptr %60, align 8
  %61 = getelementptr inbounds i8, ptr %4, i64 20
  store i32 22, ptr %61, align 4
  invoke void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_vEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %6, ptr noundef nonnull align 8 dereferenceable(33) %58, ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull align 8 dereferenceable(32) %7, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %4)
          to label %62 unwind label %311

62:                                               ; preds = %57
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4)
  %63 = getelementptr inbounds i8, ptr %7, i64 8
  %64 = load ptr, ptr %63, align 8, !tbaa !21
  %65 = getelementptr inbounds i8, ptr %7, i64 16
  %66 = load ptr, ptr %65, align 8, !tbaa !23
  %67 = icmp eq ptr %64, %66
  br i1 %67, label %102, label %68

68:                                               ; preds = %62, %97
  %69 = phi ptr [ %98, %97 ], [ %64, %62 ]
  %70 = getelementptr inbounds i8, ptr %69, i64 8
  %71 = load ptr, ptr %70, align 8, !tbaa !24
  %72 = icmp eq ptr %71, null
  br i1 %72, label %97, label %73

73:                                               ; preds = %68
  %74 = getelementptr inbounds i8, ptr %71, i64 8
  %75 = load atomic i64, ptr %74 acquire, align 8
  %76 = icmp eq i64 %75, 4294967297
  %77 = trunc i64 %75 to i32
  br i1 %76, label %78, label %86

78:                                               ; preds = %73
  store i32 0, ptr %74, align 8, !tbaa !26
  %79 = getelementptr inbounds i8, ptr %71, i64 12
  store i32 0, ptr %79, align 4, !tbaa !29
  %80 = load ptr, ptr %71, align 8, !tbaa !30
  %81 = getelementptr inbounds i8, ptr %80, i64 16
  %82 = load ptr, ptr %81, align 8
  call void %82(ptr noundef nonnull align 8 dereferenceable(16) %71) #24
  %83 = load ptr, ptr %71, align 8, !tbaa !30
  %84 = getelementptr inbounds i8, ptr %83, i64 24
  %85 = load ptr, ptr %84, align 8
  call void %85(ptr noundef nonnull align 8 dereferenceable(16) %71) #24
  br label %97

86:                                               ; preds = %73
  %87 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %88 = icmp eq i8 %87, 0
  br i1 %88, label %91, label %89

89:                                               ; preds = %86
  %90 = add nsw i32 %77, -1
  store i32 %90, ptr %74, align 4, !tbaa !33
  br label %93

91:                                               ; preds = %86
  %92 = atomicrmw volatile add ptr %74, i32 -1 acq_rel, align 4
  br label %93

93:                                               ; preds = %91, %89
  %94 = phi i32 [ %77, %89 ], [ %92, %91 ]
  %95 = icmp eq i32 %94, 1
  br i1 %95, label %96, label %97, !prof !34

96:                                               ; preds = %93
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %71) #24
  br label %97

97:                                               ; preds = %96, %93, %78, %68
  %98 = getelementptr inbounds i8, ptr %69, i64 16
  %99 = icmp eq ptr %98, %66
  br i1 %99, label %100, label %68, !llvm.loop !35

100:                                              ; preds = %97
  %101 = load ptr, ptr %63, align 8, !tbaa !21
  br label %102

102:                                              ; preds = %100, %62
  %103 = phi ptr [ %101, %100 ], [ %64, %62 ]
  %104 = icmp eq ptr %103, null
  br i1 %104, label %111, label %105

105:                                              ; preds = %102
  %106 = getelementptr inbounds i8, ptr %7, i64 24
  %107 = load ptr, ptr %106, align 8, !tbaa !36
  %108 = ptrtoint ptr %107 to i64
  %109 = ptrtoint ptr %103 to i64
  %110 = sub i64 %108, %109
  call void @_ZdlPvm(ptr noundef nonnull %103, i64 noundef %110) #28
  br label %111

111:                                              ; preds = %102, %105
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #24
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #24
  %112 = getelementptr inbounds i8, ptr %13, i64 128
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %9, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3)
  store ptr @.str, ptr %3, align 8
  %113 = getelementptr inbounds i8, ptr %3, i64 8
  store ptr @.str.12, ptr %113, align 8
  %114 = getelementptr inbounds i8, ptr %3, i64 16
  store i32 68, ptr %114, align 8
  %115 = getelementptr inbounds i8, ptr %3, i64 20
  store i32 22, ptr %115, align 4
  invoke void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_vEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %8, ptr noundef nonnull align 8 dereferenceable(33) %112, ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull align 8 dereferenceable(32) %9, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %3)
          to label %116 unwind label %313

116:                                              ; preds = %111
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3)
  %117 = getelementptr inbounds i8, ptr %9, i64 8
  %118 = load ptr, ptr %117, align 8, !tbaa !21
  %119 = getelementptr inbounds i8, ptr %9, i64 16
  %120 = load ptr, ptr %119, align 8, !tbaa !23
  %121 = icmp eq ptr %118, %120
  br i1 %121, label %156, label %122

122:                                              ; preds = %116, %151
  %123 = phi ptr [ %152, %151 ], [ %118, %116 ]
  %124 = getelementptr inbounds i8, ptr %123, i64 8
  %125 = load ptr, ptr %124, align 8, !tbaa !24
  %126 = icmp eq ptr %125, null
  br i1 %126, label %151, label %127

127:                                              ; preds = %122
  %128 = getelementptr inbounds i8, ptr %125, i64 8
  %129 = load atomic i64, ptr %128 acquire, align 8
  %130 = icmp eq i64 %129, 4294967297
  %131 = trunc i64 %129 to i32
  br i1 %130, label %132, label %140

132:                                              ; preds = %127
  store i32 0, ptr %128, align 8, !tbaa !26
  %133 = getelementptr inbounds i8, ptr %125, i64 12
  store i32 0, ptr %133, align 4, !tbaa !29
  %134 = load ptr, ptr %125, align 8, !tbaa !30
  %135 = getelementptr inbounds i8, ptr %134, i64 16
  %136 = load ptr, ptr %135, align 8
  call void %136(ptr noundef nonnull align 8 dereferenceable(16) %125) #24
  %137 = load ptr, ptr %125, align 8, !tbaa !30
  %138 = getelementptr inbounds i8, ptr %137, i64 24
  %139 = load ptr, ptr %138, align 8
  call void %139(ptr noundef nonnull align 8 dereferenceable(16) %125) #24
  br label %151

140:                                              ; preds = %127
  %141 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %142 = icmp eq i8 %141, 0
  br i1 %142, label %145, label %143

143:                                              ; preds = %140
  %144 = add nsw i32 %131, -1
  store i32 %144, ptr %128, align 4, !tbaa !33
  br label %147

145:                                              ; preds = %140
  %146 = atomicrmw volatile add ptr %128, i32 -1 acq_rel, align 4
  br label %147

147:                                              ; preds = %145, %143
  %148 = phi i32 [ %131, %143 ], [ %146, %145 ]
  %149 = icmp eq i32 %148, 1
  br i1 %149, label %150, label %151, !prof !34

150:                                              ; preds = %147
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %125) #24
  br label %151

151:                                              ; preds = %150, %147, %132, %122
  %152 = getelementptr inbounds i8, ptr %123, i64 16
  %153 = icmp eq ptr %152, %120
  br i1 %153, label %154, label %122, !llvm.loop !35

154:                                              ; preds = %151
  %155 = load ptr, ptr %117, align 8, !tbaa !21
  br label %156

156:                                              ; preds = %154, %116
  %157 = phi ptr [ %155, %154 ], [ %118, %116 ]
  %158 = icmp eq ptr %157, null
  br i1 %158, label %165, label %159

159:                                              ; preds = %156
  %160 = getelementptr inbounds i8, ptr %9, i64 24
  %161 = load ptr, ptr %160, align 8, !tbaa !36
  %162 = ptrtoint ptr %161 to i64
  %163 = ptrtoint ptr %157 to i64
  %164 = sub i64 %162, %163
  call void @_ZdlPvm(ptr noundef nonnull %157, i64 noundef %164) #28
  br label %165

165:                                              ; preds = %156, %159
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #24
  %166 = load ptr, ptr %6, align 8, !tbaa !252
  store ptr %166, ptr %10, align 8, !tbaa !252
  %167 = getelementptr inbounds i8, ptr %10, i64 8
  %168 = getelementptr inbounds i8, ptr %6, i64 8
  %169 = load ptr, ptr %168, align 8, !tbaa !24
  store ptr %169, ptr %167, align 8, !tbaa !24
  %170 = icmp eq ptr %169, null
  br i1 %170, label %180, label %171

171:                                              ; preds = %165
  %172 = getelementptr inbounds i8, ptr %169, i64 8
  %173 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %174 = icmp eq i8 %173, 0
  br i1 %174, label %178, label %175

175:                                              ; preds = %171
  %176 = load i32, ptr %172, align 4, !tbaa !33
  %177 = add nsw i32 %176, 1
  store i32 %177, ptr %172, align 4, !tbaa !33
  br label %180

178:                                              ; preds = %171
  %179 = atomicrmw volatile add ptr %172, i32 1 acq_rel, align 4
  br label %180

180:                                              ; preds = %165, %175, %178
  %181 = getelementptr inbounds i8, ptr %10, i64 16
  %182 = getelementptr inbounds i8, ptr %6, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %181, ptr noundef nonnull align 8 dereferenceable(16) %182, i64 16, i1 false)
  %183 = load ptr, ptr %8, align 8, !tbaa !252
  store ptr %183, ptr %11, align 8, !tbaa !252
  %184 = getelementptr inbounds i8, ptr %11, i64 8
  %185 = getelementptr inbounds i8, ptr %8, i64 8
  %186 = load ptr, ptr %185, align 8, !tbaa !24
  store ptr %186, ptr %184, align 8, !tbaa !24
  %187 = icmp eq ptr %186, null
  br i1 %187, label %197, label %188

188:                                              ; preds = %180
  %189 = getelementptr inbounds i8, ptr %186, i64 8
  %190 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %191 = icmp eq i8 %190, 0
  br i1 %191, label %195, label %192

192:                                              ; preds = %188
  %193 = load i32, ptr %189, align 4, !tbaa !33
  %194 = add nsw i32 %193, 1
  store i32 %194, ptr %189, align 4, !tbaa !33
  br label %197

195:                                              ; preds = %188
  %196 = atomicrmw volatile add ptr %189, i32 1 acq_rel, align 4
  br label %197

197:                                              ; preds = %180, %192, %195
  %198 = getelementptr inbounds i8, ptr %11, i64 16
  %199 = getelementptr inbounds i8, ptr %8, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %198, ptr noundef nonnull align 8 dereferenceable(16) %199, i64 16, i1 false)
  invoke void @_ZN4sycl3_V17handler4copyIfLi1ELNS0_6access4modeE1024ELNS3_6targetE2014EfLi1ELS4_1025ELS5_2014ELNS3_11placeholderE0ELS6_0EEEvNS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENS7_IT3_XT4_EXT5_EXT6_EXT8_ESC_EE(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull %10, ptr noundef nonnull %11)
          to label %200 unwind label %315

200:                                              ; preds = %197
  %201 = load ptr, ptr %184, align 8, !tbaa !24
  %202 = icmp eq ptr %201, null
  br i1 %202, label %227, label %203

203:                                              ; preds = %200
  %204 = getelementptr inbounds i8, ptr %201, i64 8
  %205 = load atomic i64, ptr %204 acquire, align 8
  %206 = icmp eq i64 %205, 4294967297
  %207 = trunc i64 %205 to i32
  br i1 %206, label %208, label %216

208:                                              ; preds = %203
  store i32 0, ptr %204, align 8, !tbaa !26
  %209 = getelementptr inbounds i8, ptr %201, i64 12
  store i32 0, ptr %209, align 4, !tbaa !29
  %210 = load ptr, ptr %201, align 8, !tbaa !30
  %211 = getelementptr inbounds i8, ptr %210, i64 16
  %212 = load ptr, ptr %211, align 8
  call void %212(ptr noundef nonnull align 8 dereferenceable(16) %201) #24
  %213 = load ptr, ptr %201, align 8, !tbaa !30
  %214 = getelementptr inbounds i8, ptr %213, i64 24
  %215 = load ptr, ptr %214, align 8
  call void %215(ptr noundef nonnull align 8 dereferenceable(16) %201) #24
  br label %227

216:                                              ; preds = %203
  %217 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %218 = icmp eq i8 %217, 0
  br i1 %218, label %221, label %219

219:                                              ; preds = %216
  %220 = add nsw i32 %207, -1
  store i32 %220, ptr %204, align 4, !tbaa !33
  br label %223

221:                                              ; preds = %216
  %222 = atomicrmw volatile add ptr %204, i32 -1 acq_rel, align 4
  br label %223

223:                                              ; preds = %221, %219
  %224 = phi i32 [ %207, %219 ], [ %222, %221 ]
  %225 = icmp eq i32 %224, 1
  br i1 %225, label %226, label %227, !prof !34

226:                                              ; preds = %223
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %201) #24
  br label %227

227:                                              ; preds = %200, %208, %223, %226
  %228 = load ptr, ptr %167, align 8, !tbaa !24
  %229 = icmp eq ptr %228, null
  br i1 %229, label %254, label %230

230:                                              ; preds = %227
  %231 = getelementptr inbounds i8, ptr %228, i64 8
  %232 = load atomic i64, ptr %231 acquire, align 8
  %233 = icmp eq i64 %232, 4294967297
  %234 = trunc i64 %232 to i32
  br i1 %233, label %235, label %243

235:                                              ; preds = %230
  store i32 0, ptr %231, align 8, !tbaa !26
  %236 = getelementptr inbounds i8, ptr %228, i64 12
  store i32 0, ptr %236, align 4, !tbaa !29
  %237 = load ptr, ptr %228, align 8, !tbaa !30
  %238 = getelementptr inbounds i8, ptr %237, i64 16
  %239 = load ptr, ptr %238, align 8
  call void %239(ptr noundef nonnull align 8 dereferenceable(16) %228) #24
  %240 = load ptr, ptr %228, align 8, !tbaa !30
  %241 = getelementptr inbounds i8, ptr %240, i64 24
  %242 = load ptr, ptr %241, align 8
  call void %242(ptr noundef nonnull align 8 dereferenceable(16) %228) #24
  br label %254

243:                                              ; preds = %230
  %244 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %245 = icmp eq i8 %244, 0
  br i1 %245, label %248, label %246

246:                                              ; preds = %243
  %247 = add nsw i32 %234, -1
  store i32 %247, ptr %231, align 4, !tbaa !33
  br label %250

248:                                              ; preds = %243
  %249 = atomicrmw volatile add ptr %231, i32 -1 acq_rel, align 4
  br label %250

250:                                              ; preds = %248, %246
  %251 = phi i32 [ %234, %246 ], [ %249, %248 ]
  %252 = icmp eq i32 %251, 1
  br i1 %252, label %253, label %254, !prof !34

253:                                              ; preds = %250
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %228) #24
  br label %254

254:                                              ; preds = %227, %235, %250, %253
  %255 = load ptr, ptr %185, align 8, !tbaa !24
  %256 = icmp eq ptr %255, null
  br i1 %256, label %281, label %257

257:                                              ; preds = %254
  %258 = getelementptr inbounds i8, ptr %255, i64 8
  %259 = load atomic i64, ptr %258 acquire, align 8
  %260 = icmp eq i64 %259, 4294967297
  %261 = trunc i64 %259 to i32
  br i1 %260, label %262, label %270

262:                                              ; preds = %257
  store i32 0, ptr %258, align 8, !tbaa !26
  %263 = getelementptr inbounds i8, ptr %255, i64 12
  store i32 0, ptr %263, align 4, !tbaa !29
  %264 = load ptr, ptr %255, align 8, !tbaa !30
  %265 = getelementptr inbounds i8, ptr %264, i64 16
  %266 = load ptr, ptr %265, align 8
  call void %266(ptr noundef nonnull align 8 dereferenceable(16) %255) #24
  %267 = load ptr, ptr %255, align 8, !tbaa !30
  %268 = getelementptr inbounds i8, ptr %267, i64 24
  %269 = load ptr, ptr %268, align 8
  call void %269(ptr noundef nonnull align 8 dereferenceable(16) %255) #24
  br label %281

270:                                              ; preds = %257
  %271 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %272 = icmp eq i8 %271, 0
  br i1 %272, label %275, label %273

273:                                              ; preds = %270
  %274 = add nsw i32 %261, -1
  store i32 %274, ptr %258, align 4, !tbaa !33
  br label %277

275:                                              ; preds = %270
  %276 = atomicrmw volatile add ptr %258, i32 -1 acq_rel, align 4
  br label %277

277:                                              ; preds = %275, %273
  %278 = phi i32 [ %261, %273 ], [ %276, %275 ]
  %279 = icmp eq i32 %278, 1
  br i1 %279, label %280, label %281, !prof !34

280:                                              ; preds = %277
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %255) #24
  br label %281

281:                                              ; preds = %254, %262, %277, %280
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #24
  %282 = load ptr, ptr %168, align 8, !tbaa !24
  %283 = icmp eq ptr %282, null
  br i1 %283, label %308, label %284

284:                                              ; preds = %281
  %285 = getelementptr inbounds i8, ptr %282, i64 8
  %286 = load atomic i64, ptr %285 acquire, align 8
  %287 = icmp eq i64 %286, 4294967297
  %288 = trunc i64 %286 to i32
  br i1 %287, label %289, label %297

289:                                              ; preds = %284
  store i32 0, ptr %285, align 8, !tbaa !26
  %290 = getelementptr inbounds i8, ptr %282, i64 12
  store i32 0, ptr %290, align 4, !tbaa !29
  %291 = load ptr, ptr %282, align 8, !tbaa !30
  %292 = getelementptr inbounds i8, ptr %291, i64 16
  %293 = load ptr, ptr %292, align 8
  call void %293(ptr noundef nonnull align 8 dereferenceable(16) %282) #24
  %294 = load ptr, ptr %282, align 8, !tbaa !30
  %295 = getelementptr inbounds i8, ptr %294, i64 24
  %296 = load ptr, ptr %295, align 8
  call void %296(ptr noundef nonnull align 8 dereferenceable(16) %282) #24
  br label %308

297:                                              ; preds = %284
  %298 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %299 = icmp eq i8 %298, 0
  br i1 %299, label %302, label %300

300:                                              ; preds = %297
  %301 = add nsw i32 %288, -1
  store i32 %301, ptr %285, align 4, !tbaa !33
  br label %304

302:                                              ; preds = %297
  %303 = atomicrmw volatile add ptr %285, i32 -1 acq_rel, align 4
  br label %304

304:                                              ; preds = %302, %300
  %305 = phi i32 [ %288, %300 ], [ %303, %302 ]
  %306 = icmp eq i32 %305, 1
  br i1 %306, label %307, label %308, !prof !34

307:                                              ; preds = %304
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %282) #24
  br label %308

308:                                              ; preds = %281, %289, %304, %307
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #24
  ret void

309:                                              ; preds = %29
  %310 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V15eventD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %5) #24
  br label %321

311:                                              ; preds = %57
  %312 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %7) #24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #24
  br label %319

313:                                              ; preds = %111
  %314 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %9) #24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #24
  br label %317

315:                                              ; preds = %197
  %316 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %11) #24
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %10) #24
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %8) #24
  br label %317

317:                                              ; preds = %315, %313
  %318 = phi { ptr, i32 } [ %316, %315 ], [ %314, %313 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #24
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %6) #24
  br label %319

319:                                              ; preds = %317, %311
  %320 = phi { ptr, i32 } [ %318, %317 ], [ %312, %311 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #24
  br label %321

321:                                              ; preds = %319, %309
  %322 = phi { ptr, i32 } [ %320, %319 ], [ %310, %309 ]
  resume { ptr, i32 } %322
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler4copyIfLi1ELNS0_6access4modeE1024ELNS3_6targetE2014EfLi1ELS4_1025ELS5_2014ELNS3_11placeholderE0ELS6_0EEEvNS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENS7_IT3_XT4_EXT5_EXT6_EXT8_ESC_EE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef %1, ptr noundef %2) local_unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = alloca %"class.sycl::_V1::accessor.173", align 8
  %5 = alloca %"class.sycl::_V1::accessor.164", align 8
  %6 = alloca %"class.sycl::_V1::accessor.173", align 8
  %7 = alloca %"class.sycl::_V1::accessor.164", align 8
  %8 = tail call noundef zeroext i1 @_ZNK4sycl3_V16detail16AccessorBaseHost13isPlaceholderEv(ptr noundef nonnull align 8 dereferenceable(16) %1)
  br i1 %8, label %9, label %56

9:                                                ; preds = %3
  %10 = load ptr, ptr %1, align 8, !tbaa !252
  store ptr %10, ptr %4, align 8, !tbaa !252
  %11 = getelementptr inbounds i8, ptr %4, i64 8
  %12 = getelementptr inbounds i8, ptr %1, i64 8
  %13 = load ptr, ptr %12, align 8, !tbaa !24
  store ptr %13, ptr %11, align 8, !tbaa !24
  %14 = icmp eq ptr %13, null
  br i1 %14, label %24, label %15

15:                                               ; preds = %9
  %16 = getelementptr inbounds i8, ptr %13, i64 8
  %17 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %18 = icmp eq i8 %17, 0
  br i1 %18, label %22, label %19

19:                                               ; preds = %15
  %20 = load i32, ptr %16, align 4, !tbaa !33
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %16, align 4, !tbaa !33
  br label %24

22:                                               ; preds = %15
  %23 = atomicrmw volatile add ptr %16, i32 1 acq_rel, align 4
  br label %24

24:                                               ; preds = %9, %19, %22
  %25 = getelementptr inbounds i8, ptr %4, i64 16
  %26 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %25, ptr noundef nonnull align 8 dereferenceable(16) %26, i64 16, i1 false)
  invoke void @_ZN4sycl3_V17handler34checkIfPlaceholderIsBoundToHandlerIfLi1ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEEvNS0_8accessorIT_XT0_EXT1_EXT2_EXT3_ET4_EE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull %4)
          to label %27 unwind label %54

27:                                               ; preds = %24
  %28 = load ptr, ptr %11, align 8, !tbaa !24
  %29 = icmp eq ptr %28, null
  br i1 %29, label %56, label %30

30:                                               ; preds = %27
  %31 = getelementptr inbounds i8, ptr %28, i64 8
  %32 = load atomic i64, ptr %31 acquire, align 8
  %33 = icmp eq i64 %32, 4294967297
  %34 = trunc i64 %32 to i32
  br i1 %33, label %35, label %43

35:                                               ; preds = %30
  store i32 0, ptr %31, align 8, !tbaa !26
  %36 = getelementptr inbounds i8, ptr %28, i64 12
  store i32 0, ptr %36, align 4, !tbaa !29
  %37 = load ptr, ptr %28, align 8, !tbaa !30
  %38 = getelementptr inbounds i8, ptr %37, i64 16
  %39 = load ptr, ptr %38, align 8
  call void %39(ptr noundef nonnull align 8 dereferenceable(16) %28) #24
  %40 = load ptr, ptr %28, align 8, !tbaa !30
  %41 = getelementptr inbounds i8, ptr %40, i64 24
  %42 = load ptr, ptr %41, align 8
  call void %42(ptr noundef nonnull align 8 dereferenceable(16) %28) #24
  br label %56

43:                                               ; preds = %30
  %44 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %45 = icmp eq i8 %44, 0
  br i1 %45, label %48, label %46

46:                                               ; preds = %43
  %47 = add nsw i32 %34, -1
  store i32 %47, ptr %31, align 4, !tbaa !33
  br label %50

48:                                               ; preds = %43
  %49 = atomicrmw volatile add ptr %31, i32 -1 acq_rel, align 4
  br label %50

50:                                               ; preds = %48, %46
  %51 = phi i32 [ %34, %46 ], [ %49, %48 ]
  %52 = icmp eq i32 %51, 1
  br i1 %52, label %53, label %56, !prof !34

53:                                               ; preds = %50
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %28) #24
  br label %56

54:                                               ; preds = %24
  %55 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %4) #24
  br label %114

56:                                               ; preds = %53, %50, %35, %27, %3
  %57 = call noundef zeroext i1 @_ZNK4sycl3_V16detail16AccessorBaseHost13isPlaceholderEv(ptr noundef nonnull align 8 dereferenceable(16) %2)
  br i1 %57, label %58, label %105

58:                                               ; preds = %56
  %59 = load ptr, ptr %2, align 8, !tbaa !252
  store ptr %59, ptr %5, align 8, !tbaa !252
  %60 = getelementptr inbounds i8, ptr %5, i64 8
  %61 = getelementptr inbounds i8, ptr %2, i64 8
  %62 = load ptr, ptr %61, align 8, !tbaa !24
  store ptr %62, ptr %60, align 8, !tbaa !24
  %63 = icmp eq ptr %62, null
  br i1 %63, label %73, label %64

64:                                               ; preds = %58
  %65 = getelementptr inbounds i8, ptr %62, i64 8
  %66 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %67 = icmp eq i8 %66, 0
  br i1 %67, label %71, label %68

68:                                               ; preds = %64
  %69 = load i32, ptr %65, align 4, !tbaa !33
  %70 = add nsw i32 %69, 1
  store i32 %70, ptr %65, align 4, !tbaa !33
  br label %73

71:                                               ; preds = %64
  %72 = atomicrmw volatile add ptr %65, i32 1 acq_rel, align 4
  br label %73

73:                                               ; preds = %58, %68, %71
  %74 = getelementptr inbounds i8, ptr %5, i64 16
  %75 = getelementptr inbounds i8, ptr %2, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %74, ptr noundef nonnull align 8 dereferenceable(16) %75, i64 16, i1 false)
  invoke void @_ZN4sycl3_V17handler34checkIfPlaceholderIsBoundToHandlerIfLi1ELNS0_6access4modeE1025ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEEvNS0_8accessorIT_XT0_EXT1_EXT2_EXT3_ET4_EE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull %5)
          to label %76 unwind label %103

76:                                               ; preds = %73
  %77 = load ptr, ptr %60, align 8, !tbaa !24
  %78 = icmp eq ptr %77, null
  br i1 %78, label %105, label %79

79:                                               ; preds = %76
  %80 = getelementptr inbounds i8, ptr %77, i64 8
  %81 = load atomic i64, ptr %80 acquire, align 8
  %82 = icmp eq i64 %81, 4294967297
  %83 = trunc i64 %81 to i32
  br i1 %82, label %84, label %92

84:                                               ; preds = %79
  store i32 0, ptr %80, align 8, !tbaa !26
  %85 = getelementptr inbounds i8, ptr %77, i64 12
  store i32 0, ptr %85, align 4, !tbaa !29
  %86 = load ptr, ptr %77, align 8, !tbaa !30
  %87 = getelementptr inbounds i8, ptr %86, i64 16
  %88 = load ptr, ptr %87, align 8
  call void %88(ptr noundef nonnull align 8 dereferenceable(16) %77) #24
  %89 = load ptr, ptr %77, align 8, !tbaa !30
  %90 = getelementptr inbounds i8, ptr %89, i64 24
  %91 = load ptr, ptr %90, align 8
  call void %91(ptr noundef nonnull align 8 dereferenceable(16) %77) #24
  br label %105

92:                                               ; preds = %79
  %93 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %94 = icmp eq i8 %93, 0
  br i1 %94, label %97, label %95

95:                                               ; preds = %92
  %96 = add nsw i32 %83, -1
  store i32 %96, ptr %80, align 4, !tbaa !33
  br label %99

97:                                               ; preds = %92
  %98 = atomicrmw volatile add ptr %80, i32 -1 acq_rel, align 4
  br label %99

99:                                               ; preds = %97, %95
  %100 = phi i32 [ %83, %95 ], [ %98, %97 ]
  %101 = icmp eq i32 %100, 1
  br i1 %101, label %102, label %105, !prof !34

102:                                              ; preds = %99
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %77) #24
  br label %105

103:                                              ; preds = %73
  %104 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %5) #24
  br label %114

105:                                              ; preds = %102, %99, %84, %76, %56
  %106 = call noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(176) %0)
  %107 = icmp eq i32 %106, 0
  br i1 %107, label %118, label %108

108:                                              ; preds = %105
  %109 = call ptr @__cxa_allocate_exception(i64 64) #24
  %110 = call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #24
  %111 = extractvalue { i32, ptr } %110, 0
  %112 = extractvalue { i32, ptr } %110, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %109, i32 %111, ptr %112, ptr noundef nonnull @.str.21)
          to label %113 unwind label %116

113:                                              ; preds = %108
  call void @__cxa_throw(ptr nonnull %109, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #25
  unreachable

114:                                              ; preds = %54, %103, %144, %237, %116
  %115 = phi { ptr, i32 } [ %117, %116 ], [ %145, %144 ], [ %238, %237 ], [ %104, %103 ], [ %55, %54 ]
  resume { ptr, i32 } %115

116:                                              ; preds = %108
  %117 = landingpad { ptr, i32 }
          cleanup
  call void @__cxa_free_exception(ptr %109) #24
  br label %114

118:                                              ; preds = %105
  %119 = call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %2)
  %120 = load i64, ptr %119, align 8, !tbaa !37
  %121 = getelementptr inbounds i8, ptr %119, i64 8
  %122 = load i64, ptr %121, align 8, !tbaa !37
  %123 = getelementptr inbounds i8, ptr %119, i64 16
  %124 = load i64, ptr %123, align 8, !tbaa !37
  %125 = shl i64 %120, 2
  %126 = mul i64 %125, %122
  %127 = mul i64 %126, %124
  %128 = call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %1)
  %129 = load i64, ptr %128, align 8, !tbaa !37
  %130 = getelementptr inbounds i8, ptr %128, i64 8
  %131 = load i64, ptr %130, align 8, !tbaa !37
  %132 = getelementptr inbounds i8, ptr %128, i64 16
  %133 = load i64, ptr %132, align 8, !tbaa !37
  %134 = shl i64 %129, 2
  %135 = mul i64 %134, %131
  %136 = mul i64 %135, %133
  %137 = icmp ult i64 %127, %136
  br i1 %137, label %138, label %146

138:                                              ; preds = %118
  %139 = call ptr @__cxa_allocate_exception(i64 64) #24
  %140 = call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #24
  %141 = extractvalue { i32, ptr } %140, 0
  %142 = extractvalue { i32, ptr } %140, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %139, i32 %141, ptr %142, ptr noundef nonnull @.str.29)
          to label %143 unwind label %144

143:                                              ; preds = %138
  call void @__cxa_throw(ptr nonnull %139, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #25
  unreachable

144:                                              ; preds = %138
  %145 = landingpad { ptr, i32 }
          cleanup
  call void @__cxa_free_exception(ptr %139) #24
  br label %114

146:                                              ; preds = %118
  %147 = load ptr, ptr %1, align 8, !tbaa !252
  store ptr %147, ptr %6, align 8, !tbaa !252
  %148 = getelementptr inbounds i8, ptr %6, i64 8
  %149 = getelementptr inbounds i8, ptr %1, i64 8
  %150 = load ptr, ptr %149, align 8, !tbaa !24
  store ptr %150, ptr %148, align 8, !tbaa !24
  %151 = icmp eq ptr %150, null
  br i1 %151, label %161, label %152

152:                                              ; preds = %146
  %153 = getelementptr inbounds i8, ptr %150, i64 8
  %154 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %155 = icmp eq i8 %154, 0
  br i1 %155, label %159, label %156

156:                                              ; preds = %152
  %157 = load i32, ptr %153, align 4, !tbaa !33
  %158 = add nsw i32 %157, 1
  store i32 %158, ptr %153, align 4, !tbaa !33
  br label %161

159:                                              ; preds = %152
  %160 = atomicrmw volatile add ptr %153, i32 1 acq_rel, align 4
  br label %161

161:                                              ; preds = %146, %156, %159
  %162 = getelementptr inbounds i8, ptr %6, i64 16
  %163 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %162, ptr noundef nonnull align 8 dereferenceable(16) %163, i64 16, i1 false)
  %164 = load ptr, ptr %2, align 8, !tbaa !252
  store ptr %164, ptr %7, align 8, !tbaa !252
  %165 = getelementptr inbounds i8, ptr %7, i64 8
  %166 = getelementptr inbounds i8, ptr %2, i64 8
  %167 = load ptr, ptr %166, align 8, !tbaa !24
  store ptr %167, ptr %165, align 8, !tbaa !24
  %168 = icmp eq ptr %167, null
  br i1 %168, label %178, label %169

169:                                              ; preds = %161
  %170 = getelementptr inbounds i8, ptr %167, i64 8
  %171 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %172 = icmp eq i8 %171, 0
  br i1 %172, label %176, label %173

173:                                              ; preds = %169
  %174 = load i32, ptr %170, align 4, !tbaa !33
  %175 = add nsw i32 %174, 1
  store i32 %175, ptr %170, align 4, !tbaa !33
  br label %178

176:                                              ; preds = %169
  %177 = atomicrmw volatile add ptr %170, i32 1 acq_rel, align 4
  br label %178

178:                                              ; preds = %161, %173, %176
  %179 = getelementptr inbounds i8, ptr %7, i64 16
  %180 = getelementptr inbounds i8, ptr %2, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %179, ptr noundef nonnull align 8 dereferenceable(16) %180, i64 16, i1 false)
  %181 = invoke noundef zeroext i1 @_ZN4sycl3_V17handler18copyAccToAccHelperIfLi1ELNS0_6access4modeE1024ELNS3_6targetE2014EfLi1ELS4_1025ELS5_2014ELNS3_11placeholderE0ELS6_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENSA_IT3_XT4_EXT5_EXT6_EXT8_ESF_EE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull %6, ptr noundef nonnull %7)
          to label %182 unwind label %237

182:                                              ; preds = %178
  %183 = load ptr, ptr %165, align 8, !tbaa !24
  %184 = icmp eq ptr %183, null
  br i1 %184, label %209, label %185

185:                                              ; preds = %182
  %186 = getelementptr inbounds i8, ptr %183, i64 8
  %187 = load atomic i64, ptr %186 acquire, align 8
  %188 = icmp eq i64 %187, 4294967297
  %189 = trunc i64 %187 to i32
  br i1 %188, label %190, label %198

190:                                              ; preds = %185
  store i32 0, ptr %186, align 8, !tbaa !26
  %191 = getelementptr inbounds i8, ptr %183, i64 12
  store i32 0, ptr %191, align 4, !tbaa !29
  %192 = load ptr, ptr %183, align 8, !tbaa !30
  %193 = getelementptr inbounds i8, ptr %192, i64 16
  %194 = load ptr, ptr %193, align 8
  call void %194(ptr noundef nonnull align 8 dereferenceable(16) %183) #24
  %195 = load ptr, ptr %183, align 8, !tbaa !30
  %196 = getelementptr inbounds i8, ptr %195, i64 24
  %197 = load ptr, ptr %196, align 8
  call void %197(ptr noundef nonnull align 8 dereferenceable(16) %183) #24
  br label %209

198:                                              ; preds = %185
  %199 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %200 = icmp eq i8 %199, 0
  br i1 %200, label %203, label %201

201:                                              ; preds = %198
  %202 = add nsw i32 %189, -1
  store i32 %202, ptr %186, align 4, !tbaa !33
  br label %205

203:                                              ; preds = %198
  %204 = atomicrmw volatile add ptr %186, i32 -1 acq_rel, align 4
  br label %205

205:                                              ; preds = %203, %201
  %206 = phi i32 [ %189, %201 ], [ %204, %203 ]
  %207 = icmp eq i32 %206, 1
  br i1 %207, label %208, label %209, !prof !34

208:                                              ; preds = %205
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %183) #24
  br label %209

209:                                              ; preds = %182, %190, %205, %208
  %210 = load ptr, ptr %148, align 8, !tbaa !24
  %211 = icmp eq ptr %210, null
  br i1 %211, label %236, label %212

212:                                              ; preds = %209
  %213 = getelementptr inbounds i8, ptr %210, i64 8
  %214 = load atomic i64, ptr %213 acquire, align 8
  %215 = icmp eq i64 %214, 4294967297
  %216 = trunc i64 %214 to i32
  br i1 %215, label %217, label %225

217:                                              ; preds = %212
  store i32 0, ptr %213, align 8, !tbaa !26
  %218 = getelementptr inbounds i8, ptr %210, i64 12
  store i32 0, ptr %218, align 4, !tbaa !29
  %219 = load ptr, ptr %210, align 8, !tbaa !30
  %220 = getelementptr inbounds i8, ptr %219, i64 16
  %221 = load ptr, ptr %220, align 8
  call void %221(ptr noundef nonnull align 8 dereferenceable(16) %210) #24
  %222 = load ptr, ptr %210, align 8, !tbaa !30
  %223 = getelementptr inbounds i8, ptr %222, i64 24
  %224 = load ptr, ptr %223, align 8
  call void %224(ptr noundef nonnull align 8 dereferenceable(16) %210) #24
  br label %236

225:                                              ; preds = %212
  %226 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %227 = icmp eq i8 %226, 0
  br i1 %227, label %230, label %228

228:                                              ; preds = %225
  %229 = add nsw i32 %216, -1
  store i32 %229, ptr %213, align 4, !tbaa !33
  br label %232

230:                                              ; preds = %225
  %231 = atomicrmw volatile add ptr %213, i32 -1 acq_rel, align 4
  br label %232

232:                                              ; preds = %230, %228
  %233 = phi i32 [ %216, %228 ], [ %231, %230 ]
  %234 = icmp eq i32 %233, 1
  br i1 %234, label %235, label %236, !prof !34

235:                                              ; preds = %232
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %210) #24
  br label %236

236:                                              ; preds = %209, %217, %232, %235
  br i1 %181, label %324, label %239

237:                                              ; preds = %178
  %238 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %7) #24
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %6) #24
  br label %114

239:                                              ; preds = %236
  call void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(176) %0, i32 noundef 4)
  %240 = load ptr, ptr %1, align 8, !tbaa !252
  %241 = icmp eq ptr %240, null
  br i1 %241, label %242, label %243

242:                                              ; preds = %239
  call void @__assert_fail(ptr noundef nonnull @.str.14, ptr noundef nonnull @.str.15, i32 noundef 29, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS1_16AccessorBaseHostEEERKDtsrT_4implERKS5_) #27
  unreachable

243:                                              ; preds = %239
  %244 = load ptr, ptr %149, align 8, !tbaa !24
  %245 = icmp eq ptr %244, null
  br i1 %245, label %255, label %246

246:                                              ; preds = %243
  %247 = getelementptr inbounds i8, ptr %244, i64 8
  %248 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %249 = icmp eq i8 %248, 0
  br i1 %249, label %253, label %250

250:                                              ; preds = %246
  %251 = load i32, ptr %247, align 4, !tbaa !33
  %252 = add nsw i32 %251, 1
  store i32 %252, ptr %247, align 4, !tbaa !33
  br label %255

253:                                              ; preds = %246
  %254 = atomicrmw volatile add ptr %247, i32 1 acq_rel, align 4
  br label %255

255:                                              ; preds = %243, %250, %253
  %256 = load ptr, ptr %2, align 8, !tbaa !252
  %257 = icmp eq ptr %256, null
  br i1 %257, label %258, label %259

258:                                              ; preds = %255
  call void @__assert_fail(ptr noundef nonnull @.str.14, ptr noundef nonnull @.str.15, i32 noundef 29, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS1_16AccessorBaseHostEEERKDtsrT_4implERKS5_) #27
  unreachable

259:                                              ; preds = %255
  %260 = load ptr, ptr %166, align 8, !tbaa !24
  %261 = icmp eq ptr %260, null
  br i1 %261, label %271, label %262

262:                                              ; preds = %259
  %263 = getelementptr inbounds i8, ptr %260, i64 8
  %264 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %265 = icmp eq i8 %264, 0
  br i1 %265, label %269, label %266

266:                                              ; preds = %262
  %267 = load i32, ptr %263, align 4, !tbaa !33
  %268 = add nsw i32 %267, 1
  store i32 %268, ptr %263, align 4, !tbaa !33
  br label %274

269:                                              ; preds = %262
  %270 = atomicrmw volatile add ptr %263, i32 1 acq_rel, align 4
  br label %274

271:                                              ; preds = %259
  %272 = getelementptr inbounds i8, ptr %0, i64 96
  store ptr %240, ptr %272, align 8, !tbaa !385
  %273 = getelementptr inbounds i8, ptr %0, i64 104
  store ptr %256, ptr %273, align 8, !tbaa !351
  br label %299

274:                                              ; preds = %266, %269
  %275 = getelementptr inbounds i8, ptr %0, i64 96
  store ptr %240, ptr %275, align 8, !tbaa !385
  %276 = getelementptr inbounds i8, ptr %0, i64 104
  store ptr %256, ptr %276, align 8, !tbaa !351
  %277 = load atomic i64, ptr %263 acquire, align 8
  %278 = icmp eq i64 %277, 4294967297
  %279 = trunc i64 %277 to i32
  br i1 %278, label %280, label %288

280:                                              ; preds = %274
  store i32 0, ptr %263, align 8, !tbaa !26
  %281 = getelementptr inbounds i8, ptr %260, i64 12
  store i32 0, ptr %281, align 4, !tbaa !29
  %282 = load ptr, ptr %260, align 8, !tbaa !30
  %283 = getelementptr inbounds i8, ptr %282, i64 16
  %284 = load ptr, ptr %283, align 8
  call void %284(ptr noundef nonnull align 8 dereferenceable(16) %260) #24
  %285 = load ptr, ptr %260, align 8, !tbaa !30
  %286 = getelementptr inbounds i8, ptr %285, i64 24
  %287 = load ptr, ptr %286, align 8
  call void %287(ptr noundef nonnull align 8 dereferenceable(16) %260) #24
  br label %299

288:                                              ; preds = %274
  %289 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %290 = icmp eq i8 %289, 0
  br i1 %290, label %293, label %291

291:                                              ; preds = %288
  %292 = add nsw i32 %279, -1
  store i32 %292, ptr %263, align 4, !tbaa !33
  br label %295

293:                                              ; preds = %288
  %294 = atomicrmw volatile add ptr %263, i32 -1 acq_rel, align 4
  br label %295

295:                                              ; preds = %293, %291
  %296 = phi i32 [ %279, %291 ], [ %294, %293 ]
  %297 = icmp eq i32 %296, 1
  br i1 %297, label %298, label %299, !prof !34

298:                                              ; preds = %295
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %260) #24
  br label %299

299:                                              ; preds = %271, %280, %295, %298
  br i1 %245, label %324, label %300

300:                                              ; preds = %299
  %301 = getelementptr inbounds i8, ptr %244, i64 8
  %302 = load atomic i64, ptr %301 acquire, align 8
  %303 = icmp eq i64 %302, 4294967297
  %304 = trunc i64 %302 to i32
  br i1 %303, label %305, label %313

305:                                              ; preds = %300
  store i32 0, ptr %301, align 8, !tbaa !26
  %306 = getelementptr inbounds i8, ptr %244, i64 12
  store i32 0, ptr %306, align 4, !tbaa !29
  %307 = load ptr, ptr %244, align 8, !tbaa !30
  %308 = getelementptr inbounds i8, ptr %307, i64 16
  %309 = load ptr, ptr %308, align 8
  call void %309(ptr noundef nonnull align 8 dereferenceable(16) %244) #24
  %310 = load ptr, ptr %244, align 8, !tbaa !30
  %311 = getelementptr inbounds i8, ptr %310, i64 24
  %312 = load ptr, ptr %311, align 8
  call void %312(ptr noundef nonnull align 8 dereferenceable(16) %244) #24
  br label %324

313:                                              ; preds = %300
  %314 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %315 = icmp eq i8 %314, 0
  br i1 %315, label %318, label %316

316:                                              ; preds = %313
  %317 = add nsw i32 %304, -1
  store i32 %317, ptr %301, align 4, !tbaa !33
  br label %320

318:                                              ; preds = %313
  %319 = atomicrmw volatile add ptr %301, i32 -1 acq_rel, align 4
  br label %320

320:                                              ; preds = %318, %316
  %321 = phi i32 [ %304, %316 ], [ %319, %318 ]
  %322 = icmp eq i32 %321, 1
  br i1 %322, label %323, label %324, !prof !34

323:                                              ; preds = %320
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %244) #24
  br label %324

324:                                              ; preds = %323, %320, %305, %299, %236
  ret void
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !24
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !26
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !29
  %12 = load ptr, ptr %3, align 8, !tbaa !30
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  %15 = load ptr, ptr %3, align 8, !tbaa !30
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !33
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !34

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_vEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(33) %1, ptr noundef nonnull align 8 dereferenceable(176) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.sycl::_V1::id", align 8
  %7 = alloca %"class.sycl::_V1::range.82", align 8
  %8 = alloca %"class.sycl::_V1::range.82", align 8
  %9 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %10 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %11 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %6, i8 0, i64 24, i1 false)
  %12 = load i64, ptr %11, align 8
  store i64 %12, ptr %7, align 8, !tbaa !37, !alias.scope !389
  %13 = getelementptr inbounds i8, ptr %7, i64 8
  store i64 1, ptr %13, align 8, !tbaa !37, !alias.scope !389
  %14 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 1, ptr %14, align 8, !tbaa !37, !alias.scope !389
  store i64 %12, ptr %8, align 8, !tbaa !37, !alias.scope !392
  %15 = getelementptr inbounds i8, ptr %8, i64 8
  store i64 1, ptr %15, align 8, !tbaa !37, !alias.scope !392
  %16 = getelementptr inbounds i8, ptr %8, i64 16
  store i64 1, ptr %16, align 8, !tbaa !37, !alias.scope !392
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #24
  %17 = load i64, ptr %3, align 8
  %18 = getelementptr inbounds i8, ptr %3, i64 8
  %19 = getelementptr inbounds i8, ptr %3, i64 16
  %20 = load ptr, ptr %19, align 8, !tbaa !5
  %21 = load ptr, ptr %18, align 8, !tbaa !5
  %22 = ptrtoint ptr %20 to i64
  %23 = ptrtoint ptr %21 to i64
  %24 = sub i64 %22, %23
  %25 = icmp eq ptr %20, %21
  br i1 %25, label %52, label %26

26:                                               ; preds = %5
  %27 = icmp ugt i64 %24, 9223372036854775792
  br i1 %27, label %28, label %29, !prof !34

28:                                               ; preds = %26
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #25
  unreachable

29:                                               ; preds = %26
  %30 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %24) #26
  br label %31

31:                                               ; preds = %48, %29
  %32 = phi ptr [ %50, %48 ], [ %30, %29 ]
  %33 = phi ptr [ %49, %48 ], [ %21, %29 ]
  %34 = load ptr, ptr %33, align 8, !tbaa !260
  store ptr %34, ptr %32, align 8, !tbaa !260
  %35 = getelementptr inbounds i8, ptr %32, i64 8
  %36 = getelementptr inbounds i8, ptr %33, i64 8
  %37 = load ptr, ptr %36, align 8, !tbaa !24
  store ptr %37, ptr %35, align 8, !tbaa !24
  %38 = icmp eq ptr %37, null
  br i1 %38, label %48, label %39

39:                                               ; preds = %31
  %40 = getelementptr inbounds i8, ptr %37, i64 8
  %41 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %42 = icmp eq i8 %41, 0
  br i1 %42, label %46, label %43

43:                                               ; preds = %39
  %44 = load i32, ptr %40, align 4, !tbaa !33
  %45 = add nsw i32 %44, 1
  store i32 %45, ptr %40, align 4, !tbaa !33
  br label %48

46:                                               ; preds = %39
  %47 = atomicrmw volatile add ptr %40, i32 1 acq_rel, align 4
  br label %48

48:                                               ; preds = %46, %43, %31
  %49 = getelementptr inbounds i8, ptr %33, i64 16
  %50 = getelementptr inbounds i8, ptr %32, i64 16
  %51 = icmp eq ptr %49, %20
  br i1 %51, label %52, label %31, !llvm.loop !262

52:                                               ; preds = %48, %5
  %53 = phi ptr [ null, %5 ], [ %30, %48 ]
  %54 = phi ptr [ null, %5 ], [ %50, %48 ]
  %55 = getelementptr inbounds i8, ptr %53, i64 %24
  store i64 %17, ptr %9, align 8
  %56 = getelementptr inbounds i8, ptr %9, i64 8
  store ptr %53, ptr %56, align 8, !tbaa !21
  %57 = getelementptr inbounds i8, ptr %9, i64 16
  store ptr %54, ptr %57, align 8, !tbaa !23
  %58 = getelementptr inbounds i8, ptr %9, i64 24
  store ptr %55, ptr %58, align 8, !tbaa !36
  %59 = load ptr, ptr %1, align 8, !tbaa !229
  %60 = icmp eq ptr %59, null
  br i1 %60, label %61, label %62

61:                                               ; preds = %52
  tail call void @__assert_fail(ptr noundef nonnull @.str.14, ptr noundef nonnull @.str.15, i32 noundef 29, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS8_) #27
  unreachable

62:                                               ; preds = %52
  %63 = getelementptr inbounds i8, ptr %1, i64 24
  %64 = load i64, ptr %63, align 8, !tbaa !227
  %65 = getelementptr inbounds i8, ptr %1, i64 32
  %66 = load i8, ptr %65, align 8, !tbaa !228, !range !95, !noundef !96
  %67 = trunc nuw i8 %66 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %6, ptr noundef nonnull byval(%"class.sycl::_V1::range.82") align 8 %7, ptr noundef nonnull byval(%"class.sycl::_V1::range.82") align 8 %8, i32 noundef 1024, ptr noundef nonnull %59, i32 noundef 1, i32 noundef 4, i64 noundef %64, i1 noundef zeroext %67, ptr noundef nonnull align 8 dereferenceable(32) %3)
          to label %68 unwind label %234

68:                                               ; preds = %62
  %69 = icmp eq ptr %53, %54
  br i1 %69, label %104, label %70

70:                                               ; preds = %68, %99
  %71 = phi ptr [ %100, %99 ], [ %53, %68 ]
  %72 = getelementptr inbounds i8, ptr %71, i64 8
  %73 = load ptr, ptr %72, align 8, !tbaa !24
  %74 = icmp eq ptr %73, null
  br i1 %74, label %99, label %75

75:                                               ; preds = %70
  %76 = getelementptr inbounds i8, ptr %73, i64 8
  %77 = load atomic i64, ptr %76 acquire, align 8
  %78 = icmp eq i64 %77, 4294967297
  %79 = trunc i64 %77 to i32
  br i1 %78, label %80, label %88

80:                                               ; preds = %75
  store i32 0, ptr %76, align 8, !tbaa !26
  %81 = getelementptr inbounds i8, ptr %73, i64 12
  store i32 0, ptr %81, align 4, !tbaa !29
  %82 = load ptr, ptr %73, align 8, !tbaa !30
  %83 = getelementptr inbounds i8, ptr %82, i64 16
  %84 = load ptr, ptr %83, align 8
  tail call void %84(ptr noundef nonnull align 8 dereferenceable(16) %73) #24
  %85 = load ptr, ptr %73, align 8, !tbaa !30
  %86 = getelementptr inbounds i8, ptr %85, i64 24
  %87 = load ptr, ptr %86, align 8
  tail call void %87(ptr noundef nonnull align 8 dereferenceable(16) %73) #24
  br label %99

88:                                               ; preds = %75
  %89 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %90 = icmp eq i8 %89, 0
  br i1 %90, label %93, label %91

91:                                               ; preds = %88
  %92 = add nsw i32 %79, -1
  store i32 %92, ptr %76, align 4, !tbaa !33
  br label %95

93:                                               ; preds = %88
  %94 = atomicrmw volatile add ptr %76, i32 -1 acq_rel, align 4
  br label %95

95:                                               ; preds = %93, %91
  %96 = phi i32 [ %79, %91 ], [ %94, %93 ]
  %97 = icmp eq i32 %96, 1
  br i1 %97, label %98, label %99, !prof !34

98:                                               ; preds = %95
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %73) #24
  br label %99

99:                                               ; preds = %98, %95, %80, %70
  %100 = getelementptr inbounds i8, ptr %71, i64 16
  %101 = icmp eq ptr %100, %54
  br i1 %101, label %102, label %70, !llvm.loop !35

102:                                              ; preds = %99
  %103 = load ptr, ptr %56, align 8, !tbaa !21
  br label %104

104:                                              ; preds = %102, %68
  %105 = phi ptr [ %103, %102 ], [ %53, %68 ]
  %106 = icmp eq ptr %105, null
  br i1 %106, label %112, label %107

107:                                              ; preds = %104
  %108 = load ptr, ptr %58, align 8, !tbaa !36
  %109 = ptrtoint ptr %108 to i64
  %110 = ptrtoint ptr %105 to i64
  %111 = sub i64 %109, %110
  tail call void @_ZdlPvm(ptr noundef nonnull %105, i64 noundef %111) #28
  br label %112

112:                                              ; preds = %104, %107
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #24
  %113 = getelementptr inbounds i8, ptr %0, i64 16
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %113, i8 0, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #24
  %114 = load i64, ptr %3, align 8
  %115 = load ptr, ptr %19, align 8, !tbaa !5
  %116 = load ptr, ptr %18, align 8, !tbaa !5
  %117 = ptrtoint ptr %115 to i64
  %118 = ptrtoint ptr %116 to i64
  %119 = sub i64 %117, %118
  %120 = icmp eq ptr %115, %116
  br i1 %120, label %148, label %121

121:                                              ; preds = %112
  %122 = icmp ugt i64 %119, 9223372036854775792
  br i1 %122, label %123, label %125, !prof !34

123:                                              ; preds = %121
  invoke void @_ZSt28__throw_bad_array_new_lengthv() #25
          to label %124 unwind label %238

124:                                              ; preds = %123
  unreachable

125:                                              ; preds = %121
  %126 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %119) #26
          to label %127 unwind label %238

127:                                              ; preds = %125, %144
  %128 = phi ptr [ %146, %144 ], [ %126, %125 ]
  %129 = phi ptr [ %145, %144 ], [ %116, %125 ]
  %130 = load ptr, ptr %129, align 8, !tbaa !260
  store ptr %130, ptr %128, align 8, !tbaa !260
  %131 = getelementptr inbounds i8, ptr %128, i64 8
  %132 = getelementptr inbounds i8, ptr %129, i64 8
  %133 = load ptr, ptr %132, align 8, !tbaa !24
  store ptr %133, ptr %131, align 8, !tbaa !24
  %134 = icmp eq ptr %133, null
  br i1 %134, label %144, label %135

135:                                              ; preds = %127
  %136 = getelementptr inbounds i8, ptr %133, i64 8
  %137 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %138 = icmp eq i8 %137, 0
  br i1 %138, label %142, label %139

139:                                              ; preds = %135
  %140 = load i32, ptr %136, align 4, !tbaa !33
  %141 = add nsw i32 %140, 1
  store i32 %141, ptr %136, align 4, !tbaa !33
  br label %144

142:                                              ; preds = %135
  %143 = atomicrmw volatile add ptr %136, i32 1 acq_rel, align 4
  br label %144

144:                                              ; preds = %142, %139, %127
  %145 = getelementptr inbounds i8, ptr %129, i64 16
  %146 = getelementptr inbounds i8, ptr %128, i64 16
  %147 = icmp eq ptr %145, %115
  br i1 %147, label %148, label %127, !llvm.loop !262

148:                                              ; preds = %144, %112
  %149 = phi ptr [ null, %112 ], [ %126, %144 ]
  %150 = phi ptr [ null, %112 ], [ %146, %144 ]
  %151 = getelementptr inbounds i8, ptr %149, i64 %119
  store i64 %114, ptr %10, align 8
  %152 = getelementptr inbounds i8, ptr %10, i64 8
  store ptr %149, ptr %152, align 8, !tbaa !21
  %153 = getelementptr inbounds i8, ptr %10, i64 16
  store ptr %150, ptr %153, align 8, !tbaa !23
  %154 = getelementptr inbounds i8, ptr %10, i64 24
  store ptr %151, ptr %154, align 8, !tbaa !36
  %155 = and i64 %114, 16
  %156 = icmp eq i64 %155, 0
  br i1 %156, label %166, label %157

157:                                              ; preds = %148
  %158 = tail call ptr @__cxa_allocate_exception(i64 64) #24
  %159 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #24
  %160 = extractvalue { i32, ptr } %159, 0
  %161 = extractvalue { i32, ptr } %159, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %158, i32 %160, ptr %161, ptr noundef nonnull @.str.16)
          to label %162 unwind label %164

162:                                              ; preds = %157
  invoke void @__cxa_throw(ptr nonnull %158, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #25
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
  %171 = load ptr, ptr %170, align 8, !tbaa !24
  %172 = icmp eq ptr %171, null
  br i1 %172, label %197, label %173

173:                                              ; preds = %168
  %174 = getelementptr inbounds i8, ptr %171, i64 8
  %175 = load atomic i64, ptr %174 acquire, align 8
  %176 = icmp eq i64 %175, 4294967297
  %177 = trunc i64 %175 to i32
  br i1 %176, label %178, label %186

178:                                              ; preds = %173
  store i32 0, ptr %174, align 8, !tbaa !26
  %179 = getelementptr inbounds i8, ptr %171, i64 12
  store i32 0, ptr %179, align 4, !tbaa !29
  %180 = load ptr, ptr %171, align 8, !tbaa !30
  %181 = getelementptr inbounds i8, ptr %180, i64 16
  %182 = load ptr, ptr %181, align 8
  tail call void %182(ptr noundef nonnull align 8 dereferenceable(16) %171) #24
  %183 = load ptr, ptr %171, align 8, !tbaa !30
  %184 = getelementptr inbounds i8, ptr %183, i64 24
  %185 = load ptr, ptr %184, align 8
  tail call void %185(ptr noundef nonnull align 8 dereferenceable(16) %171) #24
  br label %197

186:                                              ; preds = %173
  %187 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %188 = icmp eq i8 %187, 0
  br i1 %188, label %191, label %189

189:                                              ; preds = %186
  %190 = add nsw i32 %177, -1
  store i32 %190, ptr %174, align 4, !tbaa !33
  br label %193

191:                                              ; preds = %186
  %192 = atomicrmw volatile add ptr %174, i32 -1 acq_rel, align 4
  br label %193

193:                                              ; preds = %191, %189
  %194 = phi i32 [ %177, %189 ], [ %192, %191 ]
  %195 = icmp eq i32 %194, 1
  br i1 %195, label %196, label %197, !prof !34

196:                                              ; preds = %193
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %171) #24
  br label %197

197:                                              ; preds = %196, %193, %178, %168
  %198 = getelementptr inbounds i8, ptr %169, i64 16
  %199 = icmp eq ptr %198, %150
  br i1 %199, label %200, label %168, !llvm.loop !35

200:                                              ; preds = %197
  %201 = load ptr, ptr %152, align 8, !tbaa !21
  br label %202

202:                                              ; preds = %200, %166
  %203 = phi ptr [ %201, %200 ], [ %149, %166 ]
  %204 = icmp eq ptr %203, null
  br i1 %204, label %210, label %205

205:                                              ; preds = %202
  %206 = load ptr, ptr %154, align 8, !tbaa !36
  %207 = ptrtoint ptr %206 to i64
  %208 = ptrtoint ptr %203 to i64
  %209 = sub i64 %207, %208
  tail call void @_ZdlPvm(ptr noundef nonnull %203, i64 noundef %209) #28
  br label %210

210:                                              ; preds = %202, %205
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #24
  invoke void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(176) %2, ptr noundef nonnull %0, i32 noundef 2014)
          to label %211 unwind label %236

211:                                              ; preds = %210
  %212 = invoke noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %213 unwind label %236

213:                                              ; preds = %211
  store ptr %212, ptr %113, align 8, !tbaa !395
  %214 = load ptr, ptr %1, align 8, !tbaa !229
  %215 = icmp eq ptr %214, null
  br i1 %215, label %216, label %217

216:                                              ; preds = %213
  tail call void @__assert_fail(ptr noundef nonnull @.str.14, ptr noundef nonnull @.str.15, i32 noundef 29, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS8_) #27
  unreachable

217:                                              ; preds = %213
  %218 = load ptr, ptr %0, align 8, !tbaa !252
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
define linkonce_odr dso_local void @_ZN4sycl3_V17handler34checkIfPlaceholderIsBoundToHandlerIfLi1ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEEvNS0_8accessorIT_XT0_EXT1_EXT2_EXT3_ET4_EE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef %1) local_unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = load ptr, ptr %1, align 8, !tbaa !252
  %4 = icmp eq ptr %3, null
  br i1 %4, label %5, label %6

5:                                                ; preds = %2
  tail call void @__assert_fail(ptr noundef nonnull @.str.14, ptr noundef nonnull @.str.15, i32 noundef 29, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS1_16AccessorBaseHostEEERKDtsrT_4implERKS5_) #27
  unreachable

6:                                                ; preds = %2
  %7 = tail call noundef zeroext i1 @_ZNK4sycl3_V17handler21HasAssociatedAccessorEPNS0_6detail16AccessorImplHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull %3, i32 noundef 2014)
  br i1 %7, label %8, label %16

8:                                                ; preds = %6
  %9 = tail call ptr @__cxa_allocate_exception(i64 64) #24
  %10 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 6) #24
  %11 = extractvalue { i32, ptr } %10, 0
  %12 = extractvalue { i32, ptr } %10, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %9, i32 %11, ptr %12, ptr noundef nonnull @.str.26)
          to label %13 unwind label %14

13:                                               ; preds = %8
  tail call void @__cxa_throw(ptr nonnull %9, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #25
  unreachable

14:                                               ; preds = %8
  %15 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %9) #24
  resume { ptr, i32 } %15

16:                                               ; preds = %6
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef zeroext i1 @_ZN4sycl3_V17handler18copyAccToAccHelperIfLi1ELNS0_6access4modeE1024ELNS3_6targetE2014EfLi1ELS4_1025ELS5_2014ELNS3_11placeholderE0ELS6_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENSA_IT3_XT4_EXT5_EXT6_EXT8_ESF_EE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef %1, ptr noundef %2) local_unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = alloca %class.anon.177, align 8
  %5 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %1)
  %6 = load i64, ptr %5, align 8
  %7 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %2)
  %8 = load i64, ptr %7, align 8
  %9 = icmp ugt i64 %6, %8
  br i1 %9, label %10, label %115

10:                                               ; preds = %3
  %11 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %1)
          to label %15 unwind label %12

12:                                               ; preds = %10
  %13 = landingpad { ptr, i32 }
          catch ptr null
  %14 = extractvalue { ptr, i32 } %13, 0
  tail call void @__clang_call_terminate(ptr %14) #27
  unreachable

15:                                               ; preds = %10
  %16 = load i64, ptr %11, align 8, !tbaa !37
  %17 = getelementptr inbounds i8, ptr %11, i64 8
  %18 = load i64, ptr %17, align 8, !tbaa !37
  %19 = mul i64 %18, %16
  %20 = getelementptr inbounds i8, ptr %11, i64 16
  %21 = load i64, ptr %20, align 8, !tbaa !37
  %22 = mul i64 %19, %21
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %4) #24
  %23 = load ptr, ptr %1, align 8, !tbaa !252
  store ptr %23, ptr %4, align 8, !tbaa !252
  %24 = getelementptr inbounds i8, ptr %4, i64 8
  %25 = getelementptr inbounds i8, ptr %1, i64 8
  %26 = load ptr, ptr %25, align 8, !tbaa !24
  store ptr %26, ptr %24, align 8, !tbaa !24
  %27 = icmp eq ptr %26, null
  br i1 %27, label %37, label %28

28:                                               ; preds = %15
  %29 = getelementptr inbounds i8, ptr %26, i64 8
  %30 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %31 = icmp eq i8 %30, 0
  br i1 %31, label %35, label %32

32:                                               ; preds = %28
  %33 = load i32, ptr %29, align 4, !tbaa !33
  %34 = add nsw i32 %33, 1
  store i32 %34, ptr %29, align 4, !tbaa !33
  br label %37

35:                                               ; preds = %28
  %36 = atomicrmw volatile add ptr %29, i32 1 acq_rel, align 4
  br label %37

37:                                               ; preds = %15, %32, %35
  %38 = getelementptr inbounds i8, ptr %4, i64 16
  %39 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %38, ptr noundef nonnull align 8 dereferenceable(16) %39, i64 16, i1 false)
  %40 = getelementptr inbounds i8, ptr %4, i64 32
  %41 = load ptr, ptr %2, align 8, !tbaa !252
  store ptr %41, ptr %40, align 8, !tbaa !252
  %42 = getelementptr inbounds i8, ptr %4, i64 40
  %43 = getelementptr inbounds i8, ptr %2, i64 8
  %44 = load ptr, ptr %43, align 8, !tbaa !24
  store ptr %44, ptr %42, align 8, !tbaa !24
  %45 = icmp eq ptr %44, null
  br i1 %45, label %55, label %46

46:                                               ; preds = %37
  %47 = getelementptr inbounds i8, ptr %44, i64 8
  %48 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %49 = icmp eq i8 %48, 0
  br i1 %49, label %53, label %50

50:                                               ; preds = %46
  %51 = load i32, ptr %47, align 4, !tbaa !33
  %52 = add nsw i32 %51, 1
  store i32 %52, ptr %47, align 4, !tbaa !33
  br label %55

53:                                               ; preds = %46
  %54 = atomicrmw volatile add ptr %47, i32 1 acq_rel, align 4
  br label %55

55:                                               ; preds = %37, %50, %53
  %56 = getelementptr inbounds i8, ptr %4, i64 48
  %57 = getelementptr inbounds i8, ptr %2, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %56, ptr noundef nonnull align 8 dereferenceable(16) %57, i64 16, i1 false)
  invoke void @_ZN4sycl3_V17handler24parallel_for_lambda_implINS0_6detail9auto_nameEZNS1_18copyAccToAccHelperIfLi1ELNS0_6access4modeE1024ELNS6_6targetE2014EfLi1ELS7_1025ELS8_2014ELNS6_11placeholderE0ELS9_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENSD_IT3_XT4_EXT5_EXT6_EXT8_ESI_EEEUlNS0_2idILi1EEEE_Li1ENSG_12experimental10propertiesINSP_6detail20properties_type_listIJEEEEEEEvNS0_5rangeIXT1_EEET2_RKT0_(ptr noundef nonnull align 8 dereferenceable(176) %0, i64 %22, ptr noundef nonnull align 8 dereferenceable(64) %4)
          to label %58 unwind label %113

58:                                               ; preds = %55
  %59 = load ptr, ptr %42, align 8, !tbaa !24
  %60 = icmp eq ptr %59, null
  br i1 %60, label %85, label %61

61:                                               ; preds = %58
  %62 = getelementptr inbounds i8, ptr %59, i64 8
  %63 = load atomic i64, ptr %62 acquire, align 8
  %64 = icmp eq i64 %63, 4294967297
  %65 = trunc i64 %63 to i32
  br i1 %64, label %66, label %74

66:                                               ; preds = %61
  store i32 0, ptr %62, align 8, !tbaa !26
  %67 = getelementptr inbounds i8, ptr %59, i64 12
  store i32 0, ptr %67, align 4, !tbaa !29
  %68 = load ptr, ptr %59, align 8, !tbaa !30
  %69 = getelementptr inbounds i8, ptr %68, i64 16
  %70 = load ptr, ptr %69, align 8
  call void %70(ptr noundef nonnull align 8 dereferenceable(16) %59) #24
  %71 = load ptr, ptr %59, align 8, !tbaa !30
  %72 = getelementptr inbounds i8, ptr %71, i64 24
  %73 = load ptr, ptr %72, align 8
  call void %73(ptr noundef nonnull align 8 dereferenceable(16) %59) #24
  br label %85

74:                                               ; preds = %61
  %75 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %76 = icmp eq i8 %75, 0
  br i1 %76, label %79, label %77

77:                                               ; preds = %74
  %78 = add nsw i32 %65, -1
  store i32 %78, ptr %62, align 4, !tbaa !33
  br label %81

79:                                               ; preds = %74
  %80 = atomicrmw volatile add ptr %62, i32 -1 acq_rel, align 4
  br label %81

81:                                               ; preds = %79, %77
  %82 = phi i32 [ %65, %77 ], [ %80, %79 ]
  %83 = icmp eq i32 %82, 1
  br i1 %83, label %84, label %85, !prof !34

84:                                               ; preds = %81
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %59) #24
  br label %85

85:                                               ; preds = %84, %81, %66, %58
  %86 = load ptr, ptr %24, align 8, !tbaa !24
  %87 = icmp eq ptr %86, null
  br i1 %87, label %112, label %88

88:                                               ; preds = %85
  %89 = getelementptr inbounds i8, ptr %86, i64 8
  %90 = load atomic i64, ptr %89 acquire, align 8
  %91 = icmp eq i64 %90, 4294967297
  %92 = trunc i64 %90 to i32
  br i1 %91, label %93, label %101

93:                                               ; preds = %88
  store i32 0, ptr %89, align 8, !tbaa !26
  %94 = getelementptr inbounds i8, ptr %86, i64 12
  store i32 0, ptr %94, align 4, !tbaa !29
  %95 = load ptr, ptr %86, align 8, !tbaa !30
  %96 = getelementptr inbounds i8, ptr %95, i64 16
  %97 = load ptr, ptr %96, align 8
  call void %97(ptr noundef nonnull align 8 dereferenceable(16) %86) #24
  %98 = load ptr, ptr %86, align 8, !tbaa !30
  %99 = getelementptr inbounds i8, ptr %98, i64 24
  %100 = load ptr, ptr %99, align 8
  call void %100(ptr noundef nonnull align 8 dereferenceable(16) %86) #24
  br label %112

101:                                              ; preds = %88
  %102 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %103 = icmp eq i8 %102, 0
  br i1 %103, label %106, label %104

104:                                              ; preds = %101
  %105 = add nsw i32 %92, -1
  store i32 %105, ptr %89, align 4, !tbaa !33
  br label %108

106:                                              ; preds = %101
  %107 = atomicrmw volatile add ptr %89, i32 -1 acq_rel, align 4
  br label %108

108:                                              ; preds = %106, %104
  %109 = phi i32 [ %92, %104 ], [ %107, %106 ]
  %110 = icmp eq i32 %109, 1
  br i1 %110, label %111, label %112, !prof !34

111:                                              ; preds = %108
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %86) #24
  br label %112

112:                                              ; preds = %85, %93, %108, %111
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #24
  br label %115

113:                                              ; preds = %55
  %114 = landingpad { ptr, i32 }
          cleanup
  call void @_ZZN4sycl3_V17handler18copyAccToAccHelperIfLi1ELNS0_6access4modeE1024ELNS3_6targetE2014EfLi1ELS4_1025ELS5_2014ELNS3_11placeholderE0ELS6_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENSA_IT3_XT4_EXT5_EXT6_EXT8_ESF_EEENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(64) %4) #24
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #24
  resume { ptr, i32 } %114

115:                                              ; preds = %3, %112
  ret i1 %9
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZZN4sycl3_V17handler18copyAccToAccHelperIfLi1ELNS0_6access4modeE1024ELNS3_6targetE2014EfLi1ELS4_1025ELS5_2014ELNS3_11placeholderE0ELS6_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENSA_IT3_XT4_EXT5_EXT6_EXT8_ESF_EEENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(64) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 40
  %3 = load ptr, ptr %2, align 8, !tbaa !24
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !26
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !29
  %12 = load ptr, ptr %3, align 8, !tbaa !30
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  %15 = load ptr, ptr %3, align 8, !tbaa !30
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !33
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !34

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  %30 = getelementptr inbounds i8, ptr %0, i64 8
  %31 = load ptr, ptr %30, align 8, !tbaa !24
  %32 = icmp eq ptr %31, null
  br i1 %32, label %57, label %33

33:                                               ; preds = %29
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = load atomic i64, ptr %34 acquire, align 8
  %36 = icmp eq i64 %35, 4294967297
  %37 = trunc i64 %35 to i32
  br i1 %36, label %38, label %46

38:                                               ; preds = %33
  store i32 0, ptr %34, align 8, !tbaa !26
  %39 = getelementptr inbounds i8, ptr %31, i64 12
  store i32 0, ptr %39, align 4, !tbaa !29
  %40 = load ptr, ptr %31, align 8, !tbaa !30
  %41 = getelementptr inbounds i8, ptr %40, i64 16
  %42 = load ptr, ptr %41, align 8
  tail call void %42(ptr noundef nonnull align 8 dereferenceable(16) %31) #24
  %43 = load ptr, ptr %31, align 8, !tbaa !30
  %44 = getelementptr inbounds i8, ptr %43, i64 24
  %45 = load ptr, ptr %44, align 8
  tail call void %45(ptr noundef nonnull align 8 dereferenceable(16) %31) #24
  br label %57

46:                                               ; preds = %33
  %47 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %48 = icmp eq i8 %47, 0
  br i1 %48, label %51, label %49

49:                                               ; preds = %46
  %50 = add nsw i32 %37, -1
  store i32 %50, ptr %34, align 4, !tbaa !33
  br label %53

51:                                               ; preds = %46
  %52 = atomicrmw volatile add ptr %34, i32 -1 acq_rel, align 4
  br label %53

53:                                               ; preds = %51, %49
  %54 = phi i32 [ %37, %49 ], [ %52, %51 ]
  %55 = icmp eq i32 %54, 1
  br i1 %55, label %56, label %57, !prof !34

56:                                               ; preds = %53
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #24
  br label %57

57:                                               ; preds = %29, %38, %53, %56
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler24parallel_for_lambda_implINS0_6detail9auto_nameEZNS1_18copyAccToAccHelperIfLi1ELNS0_6access4modeE1024ELNS6_6targetE2014EfLi1ELS7_1025ELS8_2014ELNS6_11placeholderE0ELS9_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENSD_IT3_XT4_EXT5_EXT6_EXT8_ESI_EEEUlNS0_2idILi1EEEE_Li1ENSG_12experimental10propertiesINSP_6detail20properties_type_listIJEEEEEEEvNS0_5rangeIXT1_EEET2_RKT0_(ptr noundef nonnull align 8 dereferenceable(176) %0, i64 %1, ptr noundef nonnull align 8 dereferenceable(64) %2) local_unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = alloca %"class.sycl::_V1::range", align 8
  %5 = alloca %"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view", align 8
  %6 = alloca %"struct.sycl::_V1::detail::compile_time_kernel_info_v1::CompileTimeKernelInfoTy", align 8
  %7 = alloca %"struct.sycl::_V1::detail::kernel_launch_properties_v1::PropsHolder", align 8
  call void @llvm.lifetime.start.p0(i64 88, ptr nonnull %6) #24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(88) %6, ptr noundef nonnull align 8 dereferenceable(88) @__const._ZN4sycl3_V17handler19setDeviceKernelInfoIZNS1_18copyAccToAccHelperIfLi1ELNS0_6access4modeE1024ELNS4_6targetE2014EfLi1ELS5_1025ELS6_2014ELNS4_11placeholderE0ELS7_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENSB_IT3_XT4_EXT5_EXT6_EXT8_ESG_EEEUlNS0_2idILi1EEEE_EEvPv.Info, i64 88, i1 false)
  %8 = tail call noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(176) %0)
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %18, label %10

10:                                               ; preds = %3
  %11 = tail call ptr @__cxa_allocate_exception(i64 64) #24
  %12 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #24
  %13 = extractvalue { i32, ptr } %12, 0
  %14 = extractvalue { i32, ptr } %12, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %11, i32 %13, ptr %14, ptr noundef nonnull @.str.21)
          to label %15 unwind label %16

15:                                               ; preds = %10
  tail call void @__cxa_throw(ptr nonnull %11, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #25
  unreachable

16:                                               ; preds = %10
  %17 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %11) #24
  resume { ptr, i32 } %17

18:                                               ; preds = %3
  call void @_ZNK4sycl3_V17handler28throwOnKernelParameterMisuseERKNS0_6detail27compile_time_kernel_info_v123CompileTimeKernelInfoTyE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull align 8 dereferenceable(81) %6)
  %19 = load ptr, ptr %6, align 8, !tbaa !5
  %20 = getelementptr inbounds i8, ptr %6, i64 8
  %21 = load i64, ptr %20, align 8, !tbaa !37
  call void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr %19, i64 %21)
  call void @llvm.lifetime.start.p0(i64 152, ptr nonnull %7) #24
  %22 = getelementptr inbounds i8, ptr %7, i64 8
  store i8 0, ptr %22, align 8, !tbaa !267, !alias.scope !397
  %23 = getelementptr inbounds i8, ptr %7, i64 18
  store i8 0, ptr %23, align 2, !tbaa !274, !alias.scope !397
  %24 = getelementptr inbounds i8, ptr %7, i64 20
  store i8 0, ptr %24, align 4, !tbaa !276, !alias.scope !397
  %25 = getelementptr inbounds i8, ptr %7, i64 28
  store i8 0, ptr %25, align 4, !tbaa !278, !alias.scope !397
  %26 = getelementptr inbounds i8, ptr %7, i64 36
  store i8 0, ptr %26, align 4, !tbaa !280, !alias.scope !397
  %27 = getelementptr inbounds i8, ptr %7, i64 44
  store i8 0, ptr %27, align 4, !tbaa !278, !alias.scope !397
  %28 = getelementptr inbounds i8, ptr %7, i64 52
  store i8 0, ptr %28, align 4, !tbaa !280, !alias.scope !397
  %29 = getelementptr inbounds i8, ptr %7, i64 60
  store i8 0, ptr %29, align 4, !tbaa !278, !alias.scope !397
  %30 = getelementptr inbounds i8, ptr %7, i64 68
  store i8 0, ptr %30, align 4, !tbaa !280, !alias.scope !397
  %31 = getelementptr inbounds i8, ptr %7, i64 80
  store i8 0, ptr %31, align 8, !tbaa !282, !alias.scope !397
  %32 = getelementptr inbounds i8, ptr %7, i64 104
  store i8 0, ptr %32, align 8, !tbaa !284, !alias.scope !397
  %33 = getelementptr inbounds i8, ptr %7, i64 136
  store i8 0, ptr %33, align 8, !tbaa !286, !alias.scope !397
  %34 = getelementptr inbounds i8, ptr %7, i64 144
  store i8 1, ptr %34, align 8, !tbaa !288, !alias.scope !397
  call void @_ZN4sycl3_V17handler25setKernelLaunchPropertiesERKNS0_6detail27kernel_launch_properties_v111PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS5_5intel12experimental12cache_configENS7_17use_root_sync_keyENS7_23work_group_progress_keyENS7_22sub_group_progress_keyENS7_22work_item_progress_keyENS7_4cuda12cluster_sizeILi1EEENSH_ILi2EEENSH_ILi3EEEEEE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull align 8 dereferenceable(145) %7)
  call void @llvm.lifetime.end.p0(i64 152, ptr nonnull %7) #24
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5)
  store i64 %1, ptr %4, align 8
  store ptr %4, ptr %5, align 8, !tbaa !319
  %35 = getelementptr inbounds i8, ptr %5, i64 8
  %36 = getelementptr inbounds i8, ptr %5, i64 24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %35, i8 0, i64 16, i1 false)
  store i64 1, ptr %36, align 8, !tbaa !321
  call void @_ZN4sycl3_V17handler20setNDRangeDescriptorENS0_6detail16nd_range_view_v113nd_range_viewEb(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull byval(%"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view") align 8 %5, i1 noundef zeroext false)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5)
  call void @_ZN4sycl3_V17handler11StoreLambdaIZNS1_18copyAccToAccHelperIfLi1ELNS0_6access4modeE1024ELNS4_6targetE2014EfLi1ELS5_1025ELS6_2014ELNS4_11placeholderE0ELS7_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENSB_IT3_XT4_EXT5_EXT6_EXT8_ESG_EEEUlNS0_2idILi1EEEE_SM_Li1ENS0_4itemILi1ELb1EEEKSM_EEvOSI_(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull align 8 dereferenceable(64) %2)
  call void @llvm.lifetime.end.p0(i64 88, ptr nonnull %6) #24
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local { i64, i32 } @_ZN4sycl3_V16detail18getKernelParamDescIZNS0_7handler18copyAccToAccHelperIfLi1ELNS0_6access4modeE1024ELNS5_6targetE2014EfLi1ELS6_1025ELS7_2014ELNS5_11placeholderE0ELS8_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENSC_IT3_XT4_EXT5_EXT6_EXT8_ESH_EEEUlNS0_2idILi1EEEE_EENS1_19kernel_param_desc_tEi(i32 noundef %0) #4 comdat {
  %2 = add i32 %0, 6
  %3 = zext i32 %2 to i64
  %4 = getelementptr inbounds [18 x %"struct.sycl::_V1::detail::kernel_param_desc_t"], ptr @_ZN4sycl3_V16detailL17kernel_signaturesE, i64 0, i64 %3
  %5 = load i64, ptr %4, align 4
  %6 = getelementptr inbounds i8, ptr %4, i64 8
  %7 = load i32, ptr %6, align 4, !tbaa !33
  %8 = insertvalue { i64, i32 } poison, i64 %5, 0
  %9 = insertvalue { i64, i32 } %8, i32 %7, 1
  ret { i64, i32 } %9
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler11StoreLambdaIZNS1_18copyAccToAccHelperIfLi1ELNS0_6access4modeE1024ELNS4_6targetE2014EfLi1ELS5_1025ELS6_2014ELNS4_11placeholderE0ELS7_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENSB_IT3_XT4_EXT5_EXT6_EXT8_ESG_EEEUlNS0_2idILi1EEEE_SM_Li1ENS0_4itemILi1ELb1EEEKSM_EEvOSI_(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull align 8 dereferenceable(64) %1) local_unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = getelementptr inbounds i8, ptr %0, i64 144
  %4 = tail call noalias noundef nonnull dereferenceable(72) ptr @_Znwm(i64 noundef 72) #26
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZNS0_7handler18copyAccToAccHelperIfLi1ELNS0_6access4modeE1024ELNS5_6targetE2014EfLi1ELS6_1025ELS7_2014ELNS5_11placeholderE0ELS8_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENSC_IT3_XT4_EXT5_EXT6_EXT8_ESH_EEEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %4, align 8, !tbaa !30
  %5 = getelementptr inbounds i8, ptr %4, i64 8
  %6 = load ptr, ptr %1, align 8, !tbaa !252
  store ptr %6, ptr %5, align 8, !tbaa !252
  %7 = getelementptr inbounds i8, ptr %4, i64 16
  %8 = getelementptr inbounds i8, ptr %1, i64 8
  %9 = load ptr, ptr %8, align 8, !tbaa !24
  store ptr %9, ptr %7, align 8, !tbaa !24
  %10 = icmp eq ptr %9, null
  br i1 %10, label %20, label %11

11:                                               ; preds = %2
  %12 = getelementptr inbounds i8, ptr %9, i64 8
  %13 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %14 = icmp eq i8 %13, 0
  br i1 %14, label %18, label %15

15:                                               ; preds = %11
  %16 = load i32, ptr %12, align 4, !tbaa !33
  %17 = add nsw i32 %16, 1
  store i32 %17, ptr %12, align 4, !tbaa !33
  br label %20

18:                                               ; preds = %11
  %19 = atomicrmw volatile add ptr %12, i32 1 acq_rel, align 4
  br label %20

20:                                               ; preds = %18, %15, %2
  %21 = getelementptr inbounds i8, ptr %4, i64 24
  %22 = getelementptr inbounds i8, ptr %1, i64 16
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %21, ptr noundef nonnull align 8 dereferenceable(16) %22, i64 16, i1 false)
  %23 = getelementptr inbounds i8, ptr %4, i64 40
  %24 = getelementptr inbounds i8, ptr %1, i64 32
  %25 = load ptr, ptr %24, align 8, !tbaa !252
  store ptr %25, ptr %23, align 8, !tbaa !252
  %26 = getelementptr inbounds i8, ptr %4, i64 48
  %27 = getelementptr inbounds i8, ptr %1, i64 40
  %28 = load ptr, ptr %27, align 8, !tbaa !24
  store ptr %28, ptr %26, align 8, !tbaa !24
  %29 = icmp eq ptr %28, null
  br i1 %29, label %39, label %30

30:                                               ; preds = %20
  %31 = getelementptr inbounds i8, ptr %28, i64 8
  %32 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %33 = icmp eq i8 %32, 0
  br i1 %33, label %37, label %34

34:                                               ; preds = %30
  %35 = load i32, ptr %31, align 4, !tbaa !33
  %36 = add nsw i32 %35, 1
  store i32 %36, ptr %31, align 4, !tbaa !33
  br label %39

37:                                               ; preds = %30
  %38 = atomicrmw volatile add ptr %31, i32 1 acq_rel, align 4
  br label %39

39:                                               ; preds = %20, %34, %37
  %40 = getelementptr inbounds i8, ptr %4, i64 56
  %41 = getelementptr inbounds i8, ptr %1, i64 48
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %40, ptr noundef nonnull align 8 dereferenceable(16) %41, i64 16, i1 false)
  %42 = load ptr, ptr %3, align 8, !tbaa !5
  store ptr %4, ptr %3, align 8, !tbaa !5
  %43 = icmp eq ptr %42, null
  br i1 %43, label %48, label %44

44:                                               ; preds = %39
  %45 = load ptr, ptr %42, align 8, !tbaa !30
  %46 = getelementptr inbounds i8, ptr %45, i64 16
  %47 = load ptr, ptr %46, align 8
  tail call void %47(ptr noundef nonnull align 8 dereferenceable(8) %42) #24
  br label %48

48:                                               ; preds = %39, %44
  tail call void @_ZN4sycl3_V17handler23instantiateKernelOnHostEPv(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull @_ZN4sycl3_V16detail16runKernelWithArgINS0_4itemILi1ELb1EEEZNS0_7handler18copyAccToAccHelperIfLi1ELNS0_6access4modeE1024ELNS7_6targetE2014EfLi1ELS8_1025ELS9_2014ELNS7_11placeholderE0ELSA_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENSE_IT3_XT4_EXT5_EXT6_EXT8_ESJ_EEEUlNS0_2idILi1EEEE_Lb0EEEvT0_SF_RKSt17integral_constantIbXT1_EE)
  %49 = load ptr, ptr %3, align 8, !tbaa !5
  %50 = load ptr, ptr %49, align 8, !tbaa !30
  %51 = load ptr, ptr %50, align 8
  %52 = tail call noundef ptr %51(ptr noundef nonnull align 8 dereferenceable(8) %49)
  tail call void @_ZN4sycl3_V17handler19setDeviceKernelInfoIZNS1_18copyAccToAccHelperIfLi1ELNS0_6access4modeE1024ELNS4_6targetE2014EfLi1ELS5_1025ELS6_2014ELNS4_11placeholderE0ELS7_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENSB_IT3_XT4_EXT5_EXT6_EXT8_ESG_EEEUlNS0_2idILi1EEEE_EEvPv(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef %52)
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler19setDeviceKernelInfoIZNS1_18copyAccToAccHelperIfLi1ELNS0_6access4modeE1024ELNS4_6targetE2014EfLi1ELS5_1025ELS6_2014ELNS4_11placeholderE0ELS7_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENSB_IT3_XT4_EXT5_EXT6_EXT8_ESG_EEEUlNS0_2idILi1EEEE_EEvPv(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef %1) local_unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = getelementptr inbounds i8, ptr %0, i64 64
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(16) @__const._ZN4sycl3_V17handler19setDeviceKernelInfoIZNS1_18copyAccToAccHelperIfLi1ELNS0_6access4modeE1024ELNS4_6targetE2014EfLi1ELS5_1025ELS6_2014ELNS4_11placeholderE0ELS7_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENSB_IT3_XT4_EXT5_EXT6_EXT8_ESG_EEEUlNS0_2idILi1EEEE_EEvPv.Info, i64 16, i1 false), !tbaa.struct !327
  tail call void @_ZN4sycl3_V17handler13setKernelFuncEPv(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef %1)
  %4 = load atomic i8, ptr @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoIZNS0_7handler18copyAccToAccHelperIfLi1ELNS0_6access4modeE1024ELNS5_6targetE2014EfLi1ELS6_1025ELS7_2014ELNS5_11placeholderE0ELS8_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENSC_IT3_XT4_EXT5_EXT6_EXT8_ESH_EEEUlNS0_2idILi1EEEE_EERNS1_16DeviceKernelInfoEvE4Info acquire, align 8
  %5 = icmp eq i8 %4, 0
  br i1 %5, label %6, label %14, !prof !328

6:                                                ; preds = %2
  %7 = tail call i32 @__cxa_guard_acquire(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoIZNS0_7handler18copyAccToAccHelperIfLi1ELNS0_6access4modeE1024ELNS5_6targetE2014EfLi1ELS6_1025ELS7_2014ELNS5_11placeholderE0ELS8_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENSC_IT3_XT4_EXT5_EXT6_EXT8_ESH_EEEUlNS0_2idILi1EEEE_EERNS1_16DeviceKernelInfoEvE4Info) #24
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %14, label %9

9:                                                ; preds = %6
  %10 = invoke noundef nonnull align 1 ptr @_ZN4sycl3_V16detail19getDeviceKernelInfoERKNS1_27compile_time_kernel_info_v123CompileTimeKernelInfoTyE(ptr noundef nonnull align 8 dereferenceable(81) @_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoIZNS0_7handler18copyAccToAccHelperIfLi1ELNS0_6access4modeE1024ELNS6_6targetE2014EfLi1ELS7_1025ELS8_2014ELNS6_11placeholderE0ELS9_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENSD_IT3_XT4_EXT5_EXT6_EXT8_ESI_EEEUlNS0_2idILi1EEEE_EE)
          to label %11 unwind label %12

11:                                               ; preds = %9
  store ptr %10, ptr @_ZZN4sycl3_V16detail19getDeviceKernelInfoIZNS0_7handler18copyAccToAccHelperIfLi1ELNS0_6access4modeE1024ELNS5_6targetE2014EfLi1ELS6_1025ELS7_2014ELNS5_11placeholderE0ELS8_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENSC_IT3_XT4_EXT5_EXT6_EXT8_ESH_EEEUlNS0_2idILi1EEEE_EERNS1_16DeviceKernelInfoEvE4Info, align 8, !tbaa !5
  tail call void @__cxa_guard_release(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoIZNS0_7handler18copyAccToAccHelperIfLi1ELNS0_6access4modeE1024ELNS5_6targetE2014EfLi1ELS6_1025ELS7_2014ELNS5_11placeholderE0ELS8_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENSC_IT3_XT4_EXT5_EXT6_EXT8_ESH_EEEUlNS0_2idILi1EEEE_EERNS1_16DeviceKernelInfoEvE4Info) #24
  br label %14

12:                                               ; preds = %9
  %13 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_guard_abort(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoIZNS0_7handler18copyAccToAccHelperIfLi1ELNS0_6access4modeE1024ELNS5_6targetE2014EfLi1ELS6_1025ELS7_2014ELNS5_11placeholderE0ELS8_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENSC_IT3_XT4_EXT5_EXT6_EXT8_ESH_EEEUlNS0_2idILi1EEEE_EERNS1_16DeviceKernelInfoEvE4Info) #24
  resume { ptr, i32 } %13

14:                                               ; preds = %2, %6, %11
  %15 = load ptr, ptr @_ZZN4sycl3_V16detail19getDeviceKernelInfoIZNS0_7handler18copyAccToAccHelperIfLi1ELNS0_6access4modeE1024ELNS5_6targetE2014EfLi1ELS6_1025ELS7_2014ELNS5_11placeholderE0ELS8_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENSC_IT3_XT4_EXT5_EXT6_EXT8_ESH_EEEUlNS0_2idILi1EEEE_EERNS1_16DeviceKernelInfoEvE4Info, align 8, !tbaa !5
  tail call void @_ZN4sycl3_V17handler22setDeviceKernelInfoPtrEPNS0_6detail16DeviceKernelInfoE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull %15)
  tail call void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(176) %0, i32 noundef 1)
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail10HostKernelIZNS0_7handler18copyAccToAccHelperIfLi1ELNS0_6access4modeE1024ELNS5_6targetE2014EfLi1ELS6_1025ELS7_2014ELNS5_11placeholderE0ELS8_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENSC_IT3_XT4_EXT5_EXT6_EXT8_ESH_EEEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv(ptr noundef nonnull align 8 dereferenceable(72) %0) unnamed_addr #13 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail10HostKernelIZNS0_7handler18copyAccToAccHelperIfLi1ELNS0_6access4modeE1024ELNS5_6targetE2014EfLi1ELS6_1025ELS7_2014ELNS5_11placeholderE0ELS8_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENSC_IT3_XT4_EXT5_EXT6_EXT8_ESH_EEEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED2Ev(ptr noundef nonnull align 8 dereferenceable(72) %0) unnamed_addr #13 comdat align 2 personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZNS0_7handler18copyAccToAccHelperIfLi1ELNS0_6access4modeE1024ELNS5_6targetE2014EfLi1ELS6_1025ELS7_2014ELNS5_11placeholderE0ELS8_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENSC_IT3_XT4_EXT5_EXT6_EXT8_ESH_EEEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %0, align 8, !tbaa !30
  %2 = getelementptr inbounds i8, ptr %0, i64 48
  %3 = load ptr, ptr %2, align 8, !tbaa !24
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !26
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !29
  %12 = load ptr, ptr %3, align 8, !tbaa !30
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  %15 = load ptr, ptr %3, align 8, !tbaa !30
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !33
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !34

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

29:                                               ; preds = %28, %25, %10, %1
  %30 = getelementptr inbounds i8, ptr %0, i64 16
  %31 = load ptr, ptr %30, align 8, !tbaa !24
  %32 = icmp eq ptr %31, null
  br i1 %32, label %57, label %33

33:                                               ; preds = %29
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = load atomic i64, ptr %34 acquire, align 8
  %36 = icmp eq i64 %35, 4294967297
  %37 = trunc i64 %35 to i32
  br i1 %36, label %38, label %46

38:                                               ; preds = %33
  store i32 0, ptr %34, align 8, !tbaa !26
  %39 = getelementptr inbounds i8, ptr %31, i64 12
  store i32 0, ptr %39, align 4, !tbaa !29
  %40 = load ptr, ptr %31, align 8, !tbaa !30
  %41 = getelementptr inbounds i8, ptr %40, i64 16
  %42 = load ptr, ptr %41, align 8
  tail call void %42(ptr noundef nonnull align 8 dereferenceable(16) %31) #24
  %43 = load ptr, ptr %31, align 8, !tbaa !30
  %44 = getelementptr inbounds i8, ptr %43, i64 24
  %45 = load ptr, ptr %44, align 8
  tail call void %45(ptr noundef nonnull align 8 dereferenceable(16) %31) #24
  br label %57

46:                                               ; preds = %33
  %47 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %48 = icmp eq i8 %47, 0
  br i1 %48, label %51, label %49

49:                                               ; preds = %46
  %50 = add nsw i32 %37, -1
  store i32 %50, ptr %34, align 4, !tbaa !33
  br label %53

51:                                               ; preds = %46
  %52 = atomicrmw volatile add ptr %34, i32 -1 acq_rel, align 4
  br label %53

53:                                               ; preds = %51, %49
  %54 = phi i32 [ %37, %49 ], [ %52, %51 ]
  %55 = icmp eq i32 %54, 1
  br i1 %55, label %56, label %57, !prof !34

56:                                               ; preds = %53
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #24
  br label %57

57:                                               ; preds = %29, %38, %53, %56
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail10HostKernelIZNS0_7handler18copyAccToAccHelperIfLi1ELNS0_6access4modeE1024ELNS5_6targetE2014EfLi1ELS6_1025ELS7_2014ELNS5_11placeholderE0ELS8_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENSC_IT3_XT4_EXT5_EXT6_EXT8_ESH_EEEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev(ptr noundef nonnull align 8 dereferenceable(72) %0) unnamed_addr #13 comdat align 2 {
  tail call void @_ZN4sycl3_V16detail10HostKernelIZNS0_7handler18copyAccToAccHelperIfLi1ELNS0_6access4modeE1024ELNS5_6targetE2014EfLi1ELS6_1025ELS7_2014ELNS5_11placeholderE0ELS8_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENSC_IT3_XT4_EXT5_EXT6_EXT8_ESH_EEEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED2Ev(ptr noundef nonnull align 8 dereferenceable(72) %0) #24
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 72) #28
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail16runKernelWithArgINS0_4itemILi1ELb1EEEZNS0_7handler18copyAccToAccHelperIfLi1ELNS0_6access4modeE1024ELNS7_6targetE2014EfLi1ELS8_1025ELS9_2014ELNS7_11placeholderE0ELSA_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENSE_IT3_XT4_EXT5_EXT6_EXT8_ESJ_EEEUlNS0_2idILi1EEEE_Lb0EEEvT0_SF_RKSt17integral_constantIbXT1_EE(ptr noundef %0, ptr noundef byval(%"class.sycl::_V1::item") align 8 %1, ptr noundef nonnull align 1 dereferenceable(1) %2) #4 comdat personality ptr @__gxx_personality_v0 {
  %4 = getelementptr inbounds i8, ptr %1, i64 8
  %5 = load i64, ptr %4, align 8, !tbaa !37
  %6 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
  %7 = getelementptr inbounds i8, ptr %0, i64 32
  %8 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %7)
  %9 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0), !noalias !402
  %10 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %0), !noalias !405
  %11 = load i64, ptr %10, align 8
  %12 = tail call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #24
  %13 = getelementptr float, ptr %12, i64 %11
  %14 = getelementptr float, ptr %13, i64 %5
  %15 = load float, ptr %14, align 4, !tbaa !12
  %16 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %7), !noalias !408
  %17 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %7), !noalias !411
  %18 = load i64, ptr %17, align 8
  %19 = tail call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %7) #24
  %20 = getelementptr float, ptr %19, i64 %18
  %21 = getelementptr float, ptr %20, i64 %5
  store float %15, ptr %21, align 4, !tbaa !12
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZN11BufferStage6finishENS0_5eventEEUlRNS0_7handlerEE0_E4callEPKvS7_(ptr noundef %0, ptr noundef nonnull align 8 dereferenceable(176) %1) #4 comdat align 2 {
  tail call void @_ZZN11BufferStage6finishEN4sycl3_V15eventEENKUlRNS1_7handlerEE0_clES4_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(176) %1)
  ret void
}

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZZN11BufferStage6finishEN4sycl3_V15eventEENKUlRNS1_7handlerEE0_clES4_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(176) %1) local_unnamed_addr #18 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %4 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %5 = alloca %"class.sycl::_V1::event", align 8
  %6 = alloca %"class.sycl::_V1::accessor.164", align 8
  %7 = alloca %"class.sycl::_V1::property_list", align 8
  %8 = alloca %"class.sycl::_V1::accessor.173", align 8
  %9 = alloca %"class.sycl::_V1::property_list", align 8
  %10 = alloca %class.anon.183, align 8
  %11 = getelementptr inbounds i8, ptr %0, i64 8
  %12 = load ptr, ptr %11, align 8, !tbaa !414
  %13 = load ptr, ptr %0, align 8, !tbaa !416
  %14 = load ptr, ptr %13, align 8, !tbaa !58
  store ptr %14, ptr %5, align 8, !tbaa !58
  %15 = getelementptr inbounds i8, ptr %5, i64 8
  %16 = getelementptr inbounds i8, ptr %13, i64 8
  %17 = load ptr, ptr %16, align 8, !tbaa !24
  store ptr %17, ptr %15, align 8, !tbaa !24
  %18 = icmp eq ptr %17, null
  br i1 %18, label %28, label %19

19:                                               ; preds = %2
  %20 = getelementptr inbounds i8, ptr %17, i64 8
  %21 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %22 = icmp eq i8 %21, 0
  br i1 %22, label %26, label %23

23:                                               ; preds = %19
  %24 = load i32, ptr %20, align 4, !tbaa !33
  %25 = add nsw i32 %24, 1
  store i32 %25, ptr %20, align 4, !tbaa !33
  br label %28

26:                                               ; preds = %19
  %27 = atomicrmw volatile add ptr %20, i32 1 acq_rel, align 4
  br label %28

28:                                               ; preds = %2, %23, %26
  invoke void @_ZN4sycl3_V17handler10depends_onENS0_5eventE(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull %5)
          to label %29 unwind label %311

29:                                               ; preds = %28
  %30 = load ptr, ptr %15, align 8, !tbaa !24
  %31 = icmp eq ptr %30, null
  br i1 %31, label %56, label %32

32:                                               ; preds = %29
  %33 = getelementptr inbounds i8, ptr %30, i64 8
  %34 = load atomic i64, ptr %33 acquire, align 8
  %35 = icmp eq i64 %34, 4294967297
  %36 = trunc i64 %34 to i32
  br i1 %35, label %37, label %45

37:                                               ; preds = %32
  store i32 0, ptr %33, align 8, !tbaa !26
  %38 = getelementptr inbounds i8, ptr %30, i64 12
  store i32 0, ptr %38, align 4, !tbaa !29
  %39 = load ptr, ptr %30, align 8, !tbaa !30
  %40 = getelementptr inbounds i8, ptr %39, i64 16
  %41 = load ptr, ptr %40, align 8
  call void %41(ptr noundef nonnull align 8 dereferenceable(16) %30) #24
  %42 = load ptr, ptr %30, align 8, !tbaa !30
  %43 = getelementptr inbounds i8, ptr %42, i64 24
  %44 = load ptr, ptr %43, align 8
  call void %44(ptr noundef nonnull align 8 dereferenceable(16) %30) #24
  br label %56

45:                                               ; preds = %32
  %46 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %47 = icmp eq i8 %46, 0
  br i1 %47, label %50, label %48

48:                                               ; preds = %45
  %49 = add nsw i32 %36, -1
  store i32 %49, ptr %33, align 4, !tbaa !33
  br label %52

50:                                               ; preds = %45
  %51 = atomicrmw volatile add ptr %33, i32 -1 acq_rel, align 4
  br label %52

52:                                               ; preds = %50, %48
  %53 = phi i32 [ %36, %48 ], [ %51, %50 ]
  %54 = icmp eq i32 %53, 1
  br i1 %54, label %55, label %56, !prof !34

55:                                               ; preds = %52
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %30) #24
  br label %56

56:                                               ; preds = %29, %37, %52, %55
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #24
  %57 = getelementptr inbounds i8, ptr %12, i64 168
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %7, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4)
  store ptr @.str, ptr %4, align 8
  %58 = getelementptr inbounds i8, ptr %4, i64 8
  store ptr @.str.12, ptr %58, align 8
  %59 = getelementptr inbounds i8, ptr %4, i64 16
  store i32 73, ptr %59, align 8
  %60 = getelementptr inbounds i8, ptr %4, i64 20
  store i32 22, ptr %60, align 4
  invoke void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_vEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %6, ptr noundef nonnull align 8 dereferenceable(33) %57, ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull align 8 dereferenceable(32) %7, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %4)
          to label %61 unwind label %313

61:                                               ; preds = %56
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4)
  %62 = getelementptr inbounds i8, ptr %7, i64 8
  %63 = load ptr, ptr %62, align 8, !tbaa !21
  %64 = getelementptr inbounds i8, ptr %7, i64 16
  %65 = load ptr, ptr %64, align 8, !tbaa !23
  %66 = icmp eq ptr %63, %65
  br i1 %66, label %101, label %67

67:                                               ; preds = %61, %96
  %68 = phi ptr [ %97, %96 ], [ %63, %61 ]
  %69 = getelementptr inbounds i8, ptr %68, i64 8
  %70 = load ptr, ptr %69, align 8, !tbaa !24
  %71 = icmp eq ptr %70, null
  br i1 %71, label %96, label %72

72:                                               ; preds = %67
  %73 = getelementptr inbounds i8, ptr %70, i64 8
  %74 = load atomic i64, ptr %73 acquire, align 8
  %75 = icmp eq i64 %74, 4294967297
  %76 = trunc i64 %74 to i32
  br i1 %75, label %77, label %85

77:                                               ; preds = %72
  store i32 0, ptr %73, align 8, !tbaa !26
  %78 = getelementptr inbounds i8, ptr %70, i64 12
  store i32 0, ptr %78, align 4, !tbaa !29
  %79 = load ptr, ptr %70, align 8, !tbaa !30
  %80 = getelementptr inbounds i8, ptr %79, i64 16
  %81 = load ptr, ptr %80, align 8
  call void %81(ptr noundef nonnull align 8 dereferenceable(16) %70) #24
  %82 = load ptr, ptr %70, align 8, !tbaa !30
  %83 = getelementptr inbounds i8, ptr %82, i64 24
  %84 = load ptr, ptr %83, align 8
  call void %84(ptr noundef nonnull align 8 dereferenceable(16) %70) #24
  br label %96

85:                                               ; preds = %72
  %86 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %87 = icmp eq i8 %86, 0
  br i1 %87, label %90, label %88

88:                                               ; preds = %85
  %89 = add nsw i32 %76, -1
  store i32 %89, ptr %73, align 4, !tbaa !33
  br label %92

90:                                               ; preds = %85
  %91 = atomicrmw volatile add ptr %73, i32 -1 acq_rel, align 4
  br label %92

92:                                               ; preds = %90, %88
  %93 = phi i32 [ %76, %88 ], [ %91, %90 ]
  %94 = icmp eq i32 %93, 1
  br i1 %94, label %95, label %96, !prof !34

95:                                               ; preds = %92
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %70) #24
  br label %96

96:                                               ; preds = %95, %92, %77, %67
  %97 = getelementptr inbounds i8, ptr %68, i64 16
  %98 = icmp eq ptr %97, %65
  br i1 %98, label %99, label %67, !llvm.loop !35

99:                                               ; preds = %96
  %100 = load ptr, ptr %62, align 8, !tbaa !21
  br label %101

101:                                              ; preds = %99, %61
  %102 = phi ptr [ %100, %99 ], [ %63, %61 ]
  %103 = icmp eq ptr %102, null
  br i1 %103, label %110, label %104

104:                                              ; preds = %101
  %105 = getelementptr inbounds i8, ptr %7, i64 24
  %106 = load ptr, ptr %105, align 8, !tbaa !36
  %107 = ptrtoint ptr %106 to i64
  %108 = ptrtoint ptr %102 to i64
  %109 = sub i64 %107, %108
  call void @_ZdlPvm(ptr noundef nonnull %102, i64 noundef %109) #28
  br label %110

110:                                              ; preds = %101, %104
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #24
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #24
  %111 = getelementptr inbounds i8, ptr %12, i64 128
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %9, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3)
  store ptr @.str, ptr %3, align 8
  %112 = getelementptr inbounds i8, ptr %3, i64 8
  store ptr @.str.12, ptr %112, align 8
  %113 = getelementptr inbounds i8, ptr %3, i64 16
  store i32 74, ptr %113, align 8
  %114 = getelementptr inbounds i8, ptr %3, i64 20
  store i32 22, ptr %114, align 4
  invoke void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_vEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %8, ptr noundef nonnull align 8 dereferenceable(33) %111, ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull align 8 dereferenceable(32) %9, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %3)
          to label %115 unwind label %315

115:                                              ; preds = %110
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3)
  %116 = getelementptr inbounds i8, ptr %9, i64 8
  %117 = load ptr, ptr %116, align 8, !tbaa !21
  %118 = getelementptr inbounds i8, ptr %9, i64 16
  %119 = load ptr, ptr %118, align 8, !tbaa !23
  %120 = icmp eq ptr %117, %119
  br i1 %120, label %155, label %121

121:                                              ; preds = %115, %150
  %122 = phi ptr [ %151, %150 ], [ %117, %115 ]
  %123 = getelementptr inbounds i8, ptr %122, i64 8
  %124 = load ptr, ptr %123, align 8, !tbaa !24
  %125 = icmp eq ptr %124, null
  br i1 %125, label %150, label %126

126:                                              ; preds = %121
  %127 = getelementptr inbounds i8, ptr %124, i64 8
  %128 = load atomic i64, ptr %127 acquire, align 8
  %129 = icmp eq i64 %128, 4294967297
  %130 = trunc i64 %128 to i32
  br i1 %129, label %131, label %139

131:                                              ; preds = %126
  store i32 0, ptr %127, align 8, !tbaa !26
  %132 = getelementptr inbounds i8, ptr %124, i64 12
  store i32 0, ptr %132, align 4, !tbaa !29
  %133 = load ptr, ptr %124, align 8, !tbaa !30
  %134 = getelementptr inbounds i8, ptr %133, i64 16
  %135 = load ptr, ptr %134, align 8
  call void %135(ptr noundef nonnull align 8 dereferenceable(16) %124) #24
  %136 = load ptr, ptr %124, align 8, !tbaa !30
  %137 = getelementptr inbounds i8, ptr %136, i64 24
  %138 = load ptr, ptr %137, align 8
  call void %138(ptr noundef nonnull align 8 dereferenceable(16) %124) #24
  br label %150

139:                                              ; preds = %126
  %140 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %141 = icmp eq i8 %140, 0
  br i1 %141, label %144, label %142

142:                                              ; preds = %139
  %143 = add nsw i32 %130, -1
  store i32 %143, ptr %127, align 4, !tbaa !33
  br label %146

144:                                              ; preds = %139
  %145 = atomicrmw volatile add ptr %127, i32 -1 acq_rel, align 4
  br label %146

146:                                              ; preds = %144, %142
  %147 = phi i32 [ %130, %142 ], [ %145, %144 ]
  %148 = icmp eq i32 %147, 1
  br i1 %148, label %149, label %150, !prof !34

149:                                              ; preds = %146
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %124) #24
  br label %150

150:                                              ; preds = %149, %146, %131, %121
  %151 = getelementptr inbounds i8, ptr %122, i64 16
  %152 = icmp eq ptr %151, %119
  br i1 %152, label %153, label %121, !llvm.loop !35

153:                                              ; preds = %150
  %154 = load ptr, ptr %116, align 8, !tbaa !21
  br label %155

155:                                              ; preds = %153, %115
  %156 = phi ptr [ %154, %153 ], [ %117, %115 ]
  %157 = icmp eq ptr %156, null
  br i1 %157, label %164, label %158

158:                                              ; preds = %155
  %159 = getelementptr inbounds i8, ptr %9, i64 24
  %160 = load ptr, ptr %159, align 8, !tbaa !36
  %161 = ptrtoint ptr %160 to i64
  %162 = ptrtoint ptr %156 to i64
  %163 = sub i64 %161, %162
  call void @_ZdlPvm(ptr noundef nonnull %156, i64 noundef %163) #28
  br label %164

164:                                              ; preds = %158, %155
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #24
  %165 = getelementptr inbounds i8, ptr %12, i64 8
  %166 = load i64, ptr %165, align 8, !tbaa !46
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %10) #24
  %167 = load ptr, ptr %6, align 8, !tbaa !252
  store ptr %167, ptr %10, align 8, !tbaa !252
  %168 = getelementptr inbounds i8, ptr %10, i64 8
  %169 = getelementptr inbounds i8, ptr %6, i64 8
  %170 = load ptr, ptr %169, align 8, !tbaa !24
  store ptr %170, ptr %168, align 8, !tbaa !24
  %171 = icmp eq ptr %170, null
  br i1 %171, label %181, label %172

172:                                              ; preds = %164
  %173 = getelementptr inbounds i8, ptr %170, i64 8
  %174 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %175 = icmp eq i8 %174, 0
  br i1 %175, label %179, label %176

176:                                              ; preds = %172
  %177 = load i32, ptr %173, align 4, !tbaa !33
  %178 = add nsw i32 %177, 1
  store i32 %178, ptr %173, align 4, !tbaa !33
  br label %181

179:                                              ; preds = %172
  %180 = atomicrmw volatile add ptr %173, i32 1 acq_rel, align 4
  br label %181

181:                                              ; preds = %164, %176, %179
  %182 = getelementptr inbounds i8, ptr %10, i64 16
  %183 = getelementptr inbounds i8, ptr %6, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %182, ptr noundef nonnull align 8 dereferenceable(16) %183, i64 16, i1 false)
  %184 = getelementptr inbounds i8, ptr %10, i64 32
  %185 = load ptr, ptr %8, align 8, !tbaa !252
  store ptr %185, ptr %184, align 8, !tbaa !252
  %186 = getelementptr inbounds i8, ptr %10, i64 40
  %187 = getelementptr inbounds i8, ptr %8, i64 8
  %188 = load ptr, ptr %187, align 8, !tbaa !24
  store ptr %188, ptr %186, align 8, !tbaa !24
  %189 = icmp eq ptr %188, null
  br i1 %189, label %199, label %190

190:                                              ; preds = %181
  %191 = getelementptr inbounds i8, ptr %188, i64 8
  %192 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %193 = icmp eq i8 %192, 0
  br i1 %193, label %197, label %194

194:                                              ; preds = %190
  %195 = load i32, ptr %191, align 4, !tbaa !33
  %196 = add nsw i32 %195, 1
  store i32 %196, ptr %191, align 4, !tbaa !33
  br label %199

197:                                              ; preds = %190
  %198 = atomicrmw volatile add ptr %191, i32 1 acq_rel, align 4
  br label %199

199:                                              ; preds = %181, %194, %197
  %200 = getelementptr inbounds i8, ptr %10, i64 48
  %201 = getelementptr inbounds i8, ptr %8, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %200, ptr noundef nonnull align 8 dereferenceable(16) %201, i64 16, i1 false)
  invoke void @_ZN4sycl3_V17handler24parallel_for_lambda_implI6OffsetZZN11BufferStage6finishENS0_5eventEENKUlRS1_E0_clES6_EUlNS0_2idILi1EEEE_Li1ENS0_3ext6oneapi12experimental10propertiesINSD_6detail20properties_type_listIJEEEEEEEvNS0_5rangeIXT1_EEET2_RKT0_(ptr noundef nonnull align 8 dereferenceable(176) %1, i64 %166, ptr noundef nonnull align 8 dereferenceable(64) %10)
          to label %202 unwind label %317

202:                                              ; preds = %199
  %203 = load ptr, ptr %186, align 8, !tbaa !24
  %204 = icmp eq ptr %203, null
  br i1 %204, label %229, label %205

205:                                              ; preds = %202
  %206 = getelementptr inbounds i8, ptr %203, i64 8
  %207 = load atomic i64, ptr %206 acquire, align 8
  %208 = icmp eq i64 %207, 4294967297
  %209 = trunc i64 %207 to i32
  br i1 %208, label %210, label %218

210:                                              ; preds = %205
  store i32 0, ptr %206, align 8, !tbaa !26
  %211 = getelementptr inbounds i8, ptr %203, i64 12
  store i32 0, ptr %211, align 4, !tbaa !29
  %212 = load ptr, ptr %203, align 8, !tbaa !30
  %213 = getelementptr inbounds i8, ptr %212, i64 16
  %214 = load ptr, ptr %213, align 8
  call void %214(ptr noundef nonnull align 8 dereferenceable(16) %203) #24
  %215 = load ptr, ptr %203, align 8, !tbaa !30
  %216 = getelementptr inbounds i8, ptr %215, i64 24
  %217 = load ptr, ptr %216, align 8
  call void %217(ptr noundef nonnull align 8 dereferenceable(16) %203) #24
  br label %229

218:                                              ; preds = %205
  %219 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %220 = icmp eq i8 %219, 0
  br i1 %220, label %223, label %221

221:                                              ; preds = %218
  %222 = add nsw i32 %209, -1
  store i32 %222, ptr %206, align 4, !tbaa !33
  br label %225

223:                                              ; preds = %218
  %224 = atomicrmw volatile add ptr %206, i32 -1 acq_rel, align 4
  br label %225

225:                                              ; preds = %223, %221
  %226 = phi i32 [ %209, %221 ], [ %224, %223 ]
  %227 = icmp eq i32 %226, 1
  br i1 %227, label %228, label %229, !prof !34

228:                                              ; preds = %225
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %203) #24
  br label %229

229:                                              ; preds = %228, %225, %210, %202
  %230 = load ptr, ptr %168, align 8, !tbaa !24
  %231 = icmp eq ptr %230, null
  br i1 %231, label %256, label %232

232:                                              ; preds = %229
  %233 = getelementptr inbounds i8, ptr %230, i64 8
  %234 = load atomic i64, ptr %233 acquire, align 8
  %235 = icmp eq i64 %234, 4294967297
  %236 = trunc i64 %234 to i32
  br i1 %235, label %237, label %245

237:                                              ; preds = %232
  store i32 0, ptr %233, align 8, !tbaa !26
  %238 = getelementptr inbounds i8, ptr %230, i64 12
  store i32 0, ptr %238, align 4, !tbaa !29
  %239 = load ptr, ptr %230, align 8, !tbaa !30
  %240 = getelementptr inbounds i8, ptr %239, i64 16
  %241 = load ptr, ptr %240, align 8
  call void %241(ptr noundef nonnull align 8 dereferenceable(16) %230) #24
  %242 = load ptr, ptr %230, align 8, !tbaa !30
  %243 = getelementptr inbounds i8, ptr %242, i64 24
  %244 = load ptr, ptr %243, align 8
  call void %244(ptr noundef nonnull align 8 dereferenceable(16) %230) #24
  br label %256

245:                                              ; preds = %232
  %246 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %247 = icmp eq i8 %246, 0
  br i1 %247, label %250, label %248

248:                                              ; preds = %245
  %249 = add nsw i32 %236, -1
  store i32 %249, ptr %233, align 4, !tbaa !33
  br label %252

250:                                              ; preds = %245
  %251 = atomicrmw volatile add ptr %233, i32 -1 acq_rel, align 4
  br label %252

252:                                              ; preds = %250, %248
  %253 = phi i32 [ %236, %248 ], [ %251, %250 ]
  %254 = icmp eq i32 %253, 1
  br i1 %254, label %255, label %256, !prof !34

255:                                              ; preds = %252
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %230) #24
  br label %256

256:                                              ; preds = %229, %237, %252, %255
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %10) #24
  %257 = load ptr, ptr %187, align 8, !tbaa !24
  %258 = icmp eq ptr %257, null
  br i1 %258, label %283, label %259

259:                                              ; preds = %256
  %260 = getelementptr inbounds i8, ptr %257, i64 8
  %261 = load atomic i64, ptr %260 acquire, align 8
  %262 = icmp eq i64 %261, 4294967297
  %263 = trunc i64 %261 to i32
  br i1 %262, label %264, label %272

264:                                              ; preds = %259
  store i32 0, ptr %260, align 8, !tbaa !26
  %265 = getelementptr inbounds i8, ptr %257, i64 12
  store i32 0, ptr %265, align 4, !tbaa !29
  %266 = load ptr, ptr %257, align 8, !tbaa !30
  %267 = getelementptr inbounds i8, ptr %266, i64 16
  %268 = load ptr, ptr %267, align 8
  call void %268(ptr noundef nonnull align 8 dereferenceable(16) %257) #24
  %269 = load ptr, ptr %257, align 8, !tbaa !30
  %270 = getelementptr inbounds i8, ptr %269, i64 24
  %271 = load ptr, ptr %270, align 8
  call void %271(ptr noundef nonnull align 8 dereferenceable(16) %257) #24
  br label %283

272:                                              ; preds = %259
  %273 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %274 = icmp eq i8 %273, 0
  br i1 %274, label %277, label %275

275:                                              ; preds = %272
  %276 = add nsw i32 %263, -1
  store i32 %276, ptr %260, align 4, !tbaa !33
  br label %279

277:                                              ; preds = %272
  %278 = atomicrmw volatile add ptr %260, i32 -1 acq_rel, align 4
  br label %279

279:                                              ; preds = %277, %275
  %280 = phi i32 [ %263, %275 ], [ %278, %277 ]
  %281 = icmp eq i32 %280, 1
  br i1 %281, label %282, label %283, !prof !34

282:                                              ; preds = %279
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %257) #24
  br label %283

283:                                              ; preds = %256, %264, %279, %282
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #24
  %284 = load ptr, ptr %169, align 8, !tbaa !24
  %285 = icmp eq ptr %284, null
  br i1 %285, label %310, label %286

286:                                              ; preds = %283
  %287 = getelementptr inbounds i8, ptr %284, i64 8
  %288 = load atomic i64, ptr %287 acquire, align 8
  %289 = icmp eq i64 %288, 4294967297
  %290 = trunc i64 %288 to i32
  br i1 %289, label %291, label %299

291:                                              ; preds = %286
  store i32 0, ptr %287, align 8, !tbaa !26
  %292 = getelementptr inbounds i8, ptr %284, i64 12
  store i32 0, ptr %292, align 4, !tbaa !29
  %293 = load ptr, ptr %284, align 8, !tbaa !30
  %294 = getelementptr inbounds i8, ptr %293, i64 16
  %295 = load ptr, ptr %294, align 8
  call void %295(ptr noundef nonnull align 8 dereferenceable(16) %284) #24
  %296 = load ptr, ptr %284, align 8, !tbaa !30
  %297 = getelementptr inbounds i8, ptr %296, i64 24
  %298 = load ptr, ptr %297, align 8
  call void %298(ptr noundef nonnull align 8 dereferenceable(16) %284) #24
  br label %310

299:                                              ; preds = %286
  %300 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %301 = icmp eq i8 %300, 0
  br i1 %301, label %304, label %302

302:                                              ; preds = %299
  %303 = add nsw i32 %290, -1
  store i32 %303, ptr %287, align 4, !tbaa !33
  br label %306

304:                                              ; preds = %299
  %305 = atomicrmw volatile add ptr %287, i32 -1 acq_rel, align 4
  br label %306

306:                                              ; preds = %304, %302
  %307 = phi i32 [ %290, %302 ], [ %305, %304 ]
  %308 = icmp eq i32 %307, 1
  br i1 %308, label %309, label %310, !prof !34

309:                                              ; preds = %306
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %284) #24
  br label %310

310:                                              ; preds = %283, %291, %306, %309
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #24
  ret void

311:                                              ; preds = %28
  %312 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V15eventD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %5) #24
  br label %323

313:                                              ; preds = %56
  %314 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %7) #24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #24
  br label %321

315:                                              ; preds = %110
  %316 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %9) #24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #24
  br label %319

317:                                              ; preds = %199
  %318 = landingpad { ptr, i32 }
          cleanup
  call void @_ZZZN11BufferStage6finishEN4sycl3_V15eventEENKUlRNS1_7handlerEE0_clES4_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(64) %10) #24
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %10) #24
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %8) #24
  br label %319

319:                                              ; preds = %317, %315
  %320 = phi { ptr, i32 } [ %318, %317 ], [ %316, %315 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #24
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %6) #24
  br label %321

321:                                              ; preds = %319, %313
  %322 = phi { ptr, i32 } [ %320, %319 ], [ %314, %313 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #24
  br label %323

323:                                              ; preds = %321, %311
  %324 = phi { ptr, i32 } [ %322, %321 ], [ %312, %311 ]
  resume { ptr, i32 } %324
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZZZN11BufferStage6finishEN4sycl3_V15eventEENKUlRNS1_7handlerEE0_clES4_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(64) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 40
  %3 = load ptr, ptr %2, align 8, !tbaa !24
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !26
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !29
  %12 = load ptr, ptr %3, align 8, !tbaa !30
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  %15 = load ptr, ptr %3, align 8, !tbaa !30
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !33
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !34

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  %30 = getelementptr inbounds i8, ptr %0, i64 8
  %31 = load ptr, ptr %30, align 8, !tbaa !24
  %32 = icmp eq ptr %31, null
  br i1 %32, label %57, label %33

33:                                               ; preds = %29
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = load atomic i64, ptr %34 acquire, align 8
  %36 = icmp eq i64 %35, 4294967297
  %37 = trunc i64 %35 to i32
  br i1 %36, label %38, label %46

38:                                               ; preds = %33
  store i32 0, ptr %34, align 8, !tbaa !26
  %39 = getelementptr inbounds i8, ptr %31, i64 12
  store i32 0, ptr %39, align 4, !tbaa !29
  %40 = load ptr, ptr %31, align 8, !tbaa !30
  %41 = getelementptr inbounds i8, ptr %40, i64 16
  %42 = load ptr, ptr %41, align 8
  tail call void %42(ptr noundef nonnull align 8 dereferenceable(16) %31) #24
  %43 = load ptr, ptr %31, align 8, !tbaa !30
  %44 = getelementptr inbounds i8, ptr %43, i64 24
  %45 = load ptr, ptr %44, align 8
  tail call void %45(ptr noundef nonnull align 8 dereferenceable(16) %31) #24
  br label %57

46:                                               ; preds = %33
  %47 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %48 = icmp eq i8 %47, 0
  br i1 %48, label %51, label %49

49:                                               ; preds = %46
  %50 = add nsw i32 %37, -1
  store i32 %50, ptr %34, align 4, !tbaa !33
  br label %53

51:                                               ; preds = %46
  %52 = atomicrmw volatile add ptr %34, i32 -1 acq_rel, align 4
  br label %53

53:                                               ; preds = %51, %49
  %54 = phi i32 [ %37, %49 ], [ %52, %51 ]
  %55 = icmp eq i32 %54, 1
  br i1 %55, label %56, label %57, !prof !34

56:                                               ; preds = %53
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #24
  br label %57

57:                                               ; preds = %29, %38, %53, %56
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler24parallel_for_lambda_implI6OffsetZZN11BufferStage6finishENS0_5eventEENKUlRS1_E0_clES6_EUlNS0_2idILi1EEEE_Li1ENS0_3ext6oneapi12experimental10propertiesINSD_6detail20properties_type_listIJEEEEEEEvNS0_5rangeIXT1_EEET2_RKT0_(ptr noundef nonnull align 8 dereferenceable(176) %0, i64 %1, ptr noundef nonnull align 8 dereferenceable(64) %2) local_unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = alloca %"class.sycl::_V1::range", align 8
  %5 = alloca %"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view", align 8
  %6 = alloca %"struct.sycl::_V1::detail::compile_time_kernel_info_v1::CompileTimeKernelInfoTy", align 8
  %7 = alloca %"struct.sycl::_V1::detail::kernel_launch_properties_v1::PropsHolder", align 8
  call void @llvm.lifetime.start.p0(i64 88, ptr nonnull %6) #24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(88) %6, ptr noundef nonnull align 8 dereferenceable(88) @__const._ZN4sycl3_V17handler19setDeviceKernelInfoI6OffsetEEvPv.Info, i64 88, i1 false)
  %8 = tail call noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(176) %0)
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %18, label %10

10:                                               ; preds = %3
  %11 = tail call ptr @__cxa_allocate_exception(i64 64) #24
  %12 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #24
  %13 = extractvalue { i32, ptr } %12, 0
  %14 = extractvalue { i32, ptr } %12, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %11, i32 %13, ptr %14, ptr noundef nonnull @.str.21)
          to label %15 unwind label %16

15:                                               ; preds = %10
  tail call void @__cxa_throw(ptr nonnull %11, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #25
  unreachable

16:                                               ; preds = %10
  %17 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %11) #24
  resume { ptr, i32 } %17

18:                                               ; preds = %3
  call void @_ZNK4sycl3_V17handler28throwOnKernelParameterMisuseERKNS0_6detail27compile_time_kernel_info_v123CompileTimeKernelInfoTyE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull align 8 dereferenceable(81) %6)
  %19 = load ptr, ptr %6, align 8, !tbaa !5
  %20 = getelementptr inbounds i8, ptr %6, i64 8
  %21 = load i64, ptr %20, align 8, !tbaa !37
  call void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr %19, i64 %21)
  call void @llvm.lifetime.start.p0(i64 152, ptr nonnull %7) #24
  %22 = getelementptr inbounds i8, ptr %7, i64 8
  store i8 0, ptr %22, align 8, !tbaa !267, !alias.scope !417
  %23 = getelementptr inbounds i8, ptr %7, i64 18
  store i8 0, ptr %23, align 2, !tbaa !274, !alias.scope !417
  %24 = getelementptr inbounds i8, ptr %7, i64 20
  store i8 0, ptr %24, align 4, !tbaa !276, !alias.scope !417
  %25 = getelementptr inbounds i8, ptr %7, i64 28
  store i8 0, ptr %25, align 4, !tbaa !278, !alias.scope !417
  %26 = getelementptr inbounds i8, ptr %7, i64 36
  store i8 0, ptr %26, align 4, !tbaa !280, !alias.scope !417
  %27 = getelementptr inbounds i8, ptr %7, i64 44
  store i8 0, ptr %27, align 4, !tbaa !278, !alias.scope !417
  %28 = getelementptr inbounds i8, ptr %7, i64 52
  store i8 0, ptr %28, align 4, !tbaa !280, !alias.scope !417
  %29 = getelementptr inbounds i8, ptr %7, i64 60
  store i8 0, ptr %29, align 4, !tbaa !278, !alias.scope !417
  %30 = getelementptr inbounds i8, ptr %7, i64 68
  store i8 0, ptr %30, align 4, !tbaa !280, !alias.scope !417
  %31 = getelementptr inbounds i8, ptr %7, i64 80
  store i8 0, ptr %31, align 8, !tbaa !282, !alias.scope !417
  %32 = getelementptr inbounds i8, ptr %7, i64 104
  store i8 0, ptr %32, align 8, !tbaa !284, !alias.scope !417
  %33 = getelementptr inbounds i8, ptr %7, i64 136
  store i8 0, ptr %33, align 8, !tbaa !286, !alias.scope !417
  %34 = getelementptr inbounds i8, ptr %7, i64 144
  store i8 1, ptr %34, align 8, !tbaa !288, !alias.scope !417
  call void @_ZN4sycl3_V17handler25setKernelLaunchPropertiesERKNS0_6detail27kernel_launch_properties_v111PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS5_5intel12experimental12cache_configENS7_17use_root_sync_keyENS7_23work_group_progress_keyENS7_22sub_group_progress_keyENS7_22work_item_progress_keyENS7_4cuda12cluster_sizeILi1EEENSH_ILi2EEENSH_ILi3EEEEEE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull align 8 dereferenceable(145) %7)
  call void @llvm.lifetime.end.p0(i64 152, ptr nonnull %7) #24
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5)
  store i64 %1, ptr %4, align 8
  store ptr %4, ptr %5, align 8, !tbaa !319
  %35 = getelementptr inbounds i8, ptr %5, i64 8
  %36 = getelementptr inbounds i8, ptr %5, i64 24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %35, i8 0, i64 16, i1 false)
  store i64 1, ptr %36, align 8, !tbaa !321
  call void @_ZN4sycl3_V17handler20setNDRangeDescriptorENS0_6detail16nd_range_view_v113nd_range_viewEb(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull byval(%"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view") align 8 %5, i1 noundef zeroext false)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5)
  call void @_ZN4sycl3_V17handler11StoreLambdaI6OffsetZZN11BufferStage6finishENS0_5eventEENKUlRS1_E0_clES6_EUlNS0_2idILi1EEEE_Li1ENS0_4itemILi1ELb1EEEKSA_EEvOT3_(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull align 8 dereferenceable(64) %2)
  call void @llvm.lifetime.end.p0(i64 88, ptr nonnull %6) #24
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local { i64, i32 } @_ZN4sycl3_V16detail18getKernelParamDescI6OffsetEENS1_19kernel_param_desc_tEi(i32 noundef %0) #4 comdat {
  %2 = add i32 %0, 11
  %3 = zext i32 %2 to i64
  %4 = getelementptr inbounds [18 x %"struct.sycl::_V1::detail::kernel_param_desc_t"], ptr @_ZN4sycl3_V16detailL17kernel_signaturesE, i64 0, i64 %3
  %5 = load i64, ptr %4, align 4
  %6 = getelementptr inbounds i8, ptr %4, i64 8
  %7 = load i32, ptr %6, align 4, !tbaa !33
  %8 = insertvalue { i64, i32 } poison, i64 %5, 0
  %9 = insertvalue { i64, i32 } %8, i32 %7, 1
  ret { i64, i32 } %9
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler11StoreLambdaI6OffsetZZN11BufferStage6finishENS0_5eventEENKUlRS1_E0_clES6_EUlNS0_2idILi1EEEE_Li1ENS0_4itemILi1ELb1EEEKSA_EEvOT3_(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull align 8 dereferenceable(64) %1) local_unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = getelementptr inbounds i8, ptr %0, i64 144
  %4 = tail call noalias noundef nonnull dereferenceable(72) ptr @_Znwm(i64 noundef 72) #26
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZN11BufferStage6finishENS0_5eventEENKUlRNS0_7handlerEE0_clES6_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %4, align 8, !tbaa !30
  %5 = getelementptr inbounds i8, ptr %4, i64 8
  %6 = load ptr, ptr %1, align 8, !tbaa !252
  store ptr %6, ptr %5, align 8, !tbaa !252
  %7 = getelementptr inbounds i8, ptr %4, i64 16
  %8 = getelementptr inbounds i8, ptr %1, i64 8
  %9 = load ptr, ptr %8, align 8, !tbaa !24
  store ptr %9, ptr %7, align 8, !tbaa !24
  %10 = icmp eq ptr %9, null
  br i1 %10, label %20, label %11

11:                                               ; preds = %2
  %12 = getelementptr inbounds i8, ptr %9, i64 8
  %13 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %14 = icmp eq i8 %13, 0
  br i1 %14, label %18, label %15

15:                                               ; preds = %11
  %16 = load i32, ptr %12, align 4, !tbaa !33
  %17 = add nsw i32 %16, 1
  store i32 %17, ptr %12, align 4, !tbaa !33
  br label %20

18:                                               ; preds = %11
  %19 = atomicrmw volatile add ptr %12, i32 1 acq_rel, align 4
  br label %20

20:                                               ; preds = %18, %15, %2
  %21 = getelementptr inbounds i8, ptr %4, i64 24
  %22 = getelementptr inbounds i8, ptr %1, i64 16
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %21, ptr noundef nonnull align 8 dereferenceable(16) %22, i64 16, i1 false)
  %23 = getelementptr inbounds i8, ptr %4, i64 40
  %24 = getelementptr inbounds i8, ptr %1, i64 32
  %25 = load ptr, ptr %24, align 8, !tbaa !252
  store ptr %25, ptr %23, align 8, !tbaa !252
  %26 = getelementptr inbounds i8, ptr %4, i64 48
  %27 = getelementptr inbounds i8, ptr %1, i64 40
  %28 = load ptr, ptr %27, align 8, !tbaa !24
  store ptr %28, ptr %26, align 8, !tbaa !24
  %29 = icmp eq ptr %28, null
  br i1 %29, label %39, label %30

30:                                               ; preds = %20
  %31 = getelementptr inbounds i8, ptr %28, i64 8
  %32 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %33 = icmp eq i8 %32, 0
  br i1 %33, label %37, label %34

34:                                               ; preds = %30
  %35 = load i32, ptr %31, align 4, !tbaa !33
  %36 = add nsw i32 %35, 1
  store i32 %36, ptr %31, align 4, !tbaa !33
  br label %39

37:                                               ; preds = %30
  %38 = atomicrmw volatile add ptr %31, i32 1 acq_rel, align 4
  br label %39

39:                                               ; preds = %20, %34, %37
  %40 = getelementptr inbounds i8, ptr %4, i64 56
  %41 = getelementptr inbounds i8, ptr %1, i64 48
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %40, ptr noundef nonnull align 8 dereferenceable(16) %41, i64 16, i1 false)
  %42 = load ptr, ptr %3, align 8, !tbaa !5
  store ptr %4, ptr %3, align 8, !tbaa !5
  %43 = icmp eq ptr %42, null
  br i1 %43, label %48, label %44

44:                                               ; preds = %39
  %45 = load ptr, ptr %42, align 8, !tbaa !30
  %46 = getelementptr inbounds i8, ptr %45, i64 16
  %47 = load ptr, ptr %46, align 8
  tail call void %47(ptr noundef nonnull align 8 dereferenceable(8) %42) #24
  br label %48

48:                                               ; preds = %39, %44
  tail call void @_ZN4sycl3_V17handler23instantiateKernelOnHostEPv(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull @_ZN4sycl3_V16detail16runKernelWithArgINS0_4itemILi1ELb1EEEZZN11BufferStage6finishENS0_5eventEENKUlRNS0_7handlerEE0_clES8_EUlNS0_2idILi1EEEE_Lb0EEEvT0_T_RKSt17integral_constantIbXT1_EE)
  %49 = load ptr, ptr %3, align 8, !tbaa !5
  %50 = load ptr, ptr %49, align 8, !tbaa !30
  %51 = load ptr, ptr %50, align 8
  %52 = tail call noundef ptr %51(ptr noundef nonnull align 8 dereferenceable(8) %49)
  tail call void @_ZN4sycl3_V17handler19setDeviceKernelInfoI6OffsetEEvPv(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef %52)
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler19setDeviceKernelInfoI6OffsetEEvPv(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef %1) local_unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = getelementptr inbounds i8, ptr %0, i64 64
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(16) @__const._ZN4sycl3_V17handler19setDeviceKernelInfoI6OffsetEEvPv.Info, i64 16, i1 false), !tbaa.struct !327
  tail call void @_ZN4sycl3_V17handler13setKernelFuncEPv(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef %1)
  %4 = load atomic i8, ptr @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI6OffsetEERNS1_16DeviceKernelInfoEvE4Info acquire, align 8
  %5 = icmp eq i8 %4, 0
  br i1 %5, label %6, label %14, !prof !328

6:                                                ; preds = %2
  %7 = tail call i32 @__cxa_guard_acquire(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI6OffsetEERNS1_16DeviceKernelInfoEvE4Info) #24
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %14, label %9

9:                                                ; preds = %6
  %10 = invoke noundef nonnull align 1 ptr @_ZN4sycl3_V16detail19getDeviceKernelInfoERKNS1_27compile_time_kernel_info_v123CompileTimeKernelInfoTyE(ptr noundef nonnull align 8 dereferenceable(81) @_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI6OffsetEE)
          to label %11 unwind label %12

11:                                               ; preds = %9
  store ptr %10, ptr @_ZZN4sycl3_V16detail19getDeviceKernelInfoI6OffsetEERNS1_16DeviceKernelInfoEvE4Info, align 8, !tbaa !5
  tail call void @__cxa_guard_release(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI6OffsetEERNS1_16DeviceKernelInfoEvE4Info) #24
  br label %14

12:                                               ; preds = %9
  %13 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_guard_abort(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI6OffsetEERNS1_16DeviceKernelInfoEvE4Info) #24
  resume { ptr, i32 } %13

14:                                               ; preds = %2, %6, %11
  %15 = load ptr, ptr @_ZZN4sycl3_V16detail19getDeviceKernelInfoI6OffsetEERNS1_16DeviceKernelInfoEvE4Info, align 8, !tbaa !5
  tail call void @_ZN4sycl3_V17handler22setDeviceKernelInfoPtrEPNS0_6detail16DeviceKernelInfoE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull %15)
  tail call void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(176) %0, i32 noundef 1)
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail10HostKernelIZZN11BufferStage6finishENS0_5eventEENKUlRNS0_7handlerEE0_clES6_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv(ptr noundef nonnull align 8 dereferenceable(72) %0) unnamed_addr #13 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail10HostKernelIZZN11BufferStage6finishENS0_5eventEENKUlRNS0_7handlerEE0_clES6_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED2Ev(ptr noundef nonnull align 8 dereferenceable(72) %0) unnamed_addr #13 comdat align 2 personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZN11BufferStage6finishENS0_5eventEENKUlRNS0_7handlerEE0_clES6_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %0, align 8, !tbaa !30
  %2 = getelementptr inbounds i8, ptr %0, i64 48
  %3 = load ptr, ptr %2, align 8, !tbaa !24
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !26
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !29
  %12 = load ptr, ptr %3, align 8, !tbaa !30
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  %15 = load ptr, ptr %3, align 8, !tbaa !30
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !33
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !34

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

29:                                               ; preds = %28, %25, %10, %1
  %30 = getelementptr inbounds i8, ptr %0, i64 16
  %31 = load ptr, ptr %30, align 8, !tbaa !24
  %32 = icmp eq ptr %31, null
  br i1 %32, label %57, label %33

33:                                               ; preds = %29
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = load atomic i64, ptr %34 acquire, align 8
  %36 = icmp eq i64 %35, 4294967297
  %37 = trunc i64 %35 to i32
  br i1 %36, label %38, label %46

38:                                               ; preds = %33
  store i32 0, ptr %34, align 8, !tbaa !26
  %39 = getelementptr inbounds i8, ptr %31, i64 12
  store i32 0, ptr %39, align 4, !tbaa !29
  %40 = load ptr, ptr %31, align 8, !tbaa !30
  %41 = getelementptr inbounds i8, ptr %40, i64 16
  %42 = load ptr, ptr %41, align 8
  tail call void %42(ptr noundef nonnull align 8 dereferenceable(16) %31) #24
  %43 = load ptr, ptr %31, align 8, !tbaa !30
  %44 = getelementptr inbounds i8, ptr %43, i64 24
  %45 = load ptr, ptr %44, align 8
  tail call void %45(ptr noundef nonnull align 8 dereferenceable(16) %31) #24
  br label %57

46:                                               ; preds = %33
  %47 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %48 = icmp eq i8 %47, 0
  br i1 %48, label %51, label %49

49:                                               ; preds = %46
  %50 = add nsw i32 %37, -1
  store i32 %50, ptr %34, align 4, !tbaa !33
  br label %53

51:                                               ; preds = %46
  %52 = atomicrmw volatile add ptr %34, i32 -1 acq_rel, align 4
  br label %53

53:                                               ; preds = %51, %49
  %54 = phi i32 [ %37, %49 ], [ %52, %51 ]
  %55 = icmp eq i32 %54, 1
  br i1 %55, label %56, label %57, !prof !34

56:                                               ; preds = %53
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #24
  br label %57

57:                                               ; preds = %29, %38, %53, %56
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail10HostKernelIZZN11BufferStage6finishENS0_5eventEENKUlRNS0_7handlerEE0_clES6_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev(ptr noundef nonnull align 8 dereferenceable(72) %0) unnamed_addr #13 comdat align 2 {
  tail call void @_ZN4sycl3_V16detail10HostKernelIZZN11BufferStage6finishENS0_5eventEENKUlRNS0_7handlerEE0_clES6_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED2Ev(ptr noundef nonnull align 8 dereferenceable(72) %0) #24
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 72) #28
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail16runKernelWithArgINS0_4itemILi1ELb1EEEZZN11BufferStage6finishENS0_5eventEENKUlRNS0_7handlerEE0_clES8_EUlNS0_2idILi1EEEE_Lb0EEEvT0_T_RKSt17integral_constantIbXT1_EE(ptr noundef %0, ptr noundef byval(%"class.sycl::_V1::item") align 8 %1, ptr noundef nonnull align 1 dereferenceable(1) %2) #4 comdat personality ptr @__gxx_personality_v0 {
  %4 = getelementptr inbounds i8, ptr %1, i64 8
  %5 = load i64, ptr %4, align 8, !tbaa !37
  %6 = getelementptr inbounds i8, ptr %0, i64 32
  %7 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %6), !noalias !422
  %8 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %6), !noalias !425
  %9 = load i64, ptr %8, align 8
  %10 = tail call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %6) #24
  %11 = getelementptr float, ptr %10, i64 %9
  %12 = getelementptr float, ptr %11, i64 %5
  %13 = load float, ptr %12, align 4, !tbaa !12
  %14 = fadd float %13, 1.000000e+00
  %15 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0), !noalias !428
  %16 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %0), !noalias !431
  %17 = load i64, ptr %16, align 8
  %18 = tail call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #24
  %19 = getelementptr float, ptr %18, i64 %17
  %20 = getelementptr float, ptr %19, i64 %5
  store float %14, ptr %20, align 4, !tbaa !12
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZN11BufferStage6finishENS0_5eventEEUlRNS0_7handlerEE1_E4callEPKvS7_(ptr noundef %0, ptr noundef nonnull align 8 dereferenceable(176) %1) #4 comdat align 2 {
  tail call void @_ZZN11BufferStage6finishEN4sycl3_V15eventEENKUlRNS1_7handlerEE1_clES4_(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef nonnull align 8 dereferenceable(176) %1)
  ret void
}

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZZN11BufferStage6finishEN4sycl3_V15eventEENKUlRNS1_7handlerEE1_clES4_(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef nonnull align 8 dereferenceable(176) %1) local_unnamed_addr #18 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %4 = alloca %"class.sycl::_V1::accessor.173", align 8
  %5 = alloca %"class.sycl::_V1::property_list", align 8
  %6 = alloca %"class.sycl::_V1::accessor.173", align 8
  %7 = load ptr, ptr %0, align 8, !tbaa !434
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #24
  %8 = getelementptr inbounds i8, ptr %7, i64 168
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %5, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3)
  store ptr @.str, ptr %3, align 8
  %9 = getelementptr inbounds i8, ptr %3, i64 8
  store ptr @.str.12, ptr %9, align 8
  %10 = getelementptr inbounds i8, ptr %3, i64 16
  store i32 78, ptr %10, align 8
  %11 = getelementptr inbounds i8, ptr %3, i64 20
  store i32 22, ptr %11, align 4
  invoke void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_vEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %4, ptr noundef nonnull align 8 dereferenceable(33) %8, ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull align 8 dereferenceable(32) %5, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %3)
          to label %12 unwind label %134

12:                                               ; preds = %2
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3)
  %13 = getelementptr inbounds i8, ptr %5, i64 8
  %14 = load ptr, ptr %13, align 8, !tbaa !21
  %15 = getelementptr inbounds i8, ptr %5, i64 16
  %16 = load ptr, ptr %15, align 8, !tbaa !23
  %17 = icmp eq ptr %14, %16
  br i1 %17, label %52, label %18

18:                                               ; preds = %12, %47
  %19 = phi ptr [ %48, %47 ], [ %14, %12 ]
  %20 = getelementptr inbounds i8, ptr %19, i64 8
  %21 = load ptr, ptr %20, align 8, !tbaa !24
  %22 = icmp eq ptr %21, null
  br i1 %22, label %47, label %23

23:                                               ; preds = %18
  %24 = getelementptr inbounds i8, ptr %21, i64 8
  %25 = load atomic i64, ptr %24 acquire, align 8
  %26 = icmp eq i64 %25, 4294967297
  %27 = trunc i64 %25 to i32
  br i1 %26, label %28, label %36

28:                                               ; preds = %23
  store i32 0, ptr %24, align 8, !tbaa !26
  %29 = getelementptr inbounds i8, ptr %21, i64 12
  store i32 0, ptr %29, align 4, !tbaa !29
  %30 = load ptr, ptr %21, align 8, !tbaa !30
  %31 = getelementptr inbounds i8, ptr %30, i64 16
  %32 = load ptr, ptr %31, align 8
  call void %32(ptr noundef nonnull align 8 dereferenceable(16) %21) #24
  %33 = load ptr, ptr %21, align 8, !tbaa !30
  %34 = getelementptr inbounds i8, ptr %33, i64 24
  %35 = load ptr, ptr %34, align 8
  call void %35(ptr noundef nonnull align 8 dereferenceable(16) %21) #24
  br label %47

36:                                               ; preds = %23
  %37 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %38 = icmp eq i8 %37, 0
  br i1 %38, label %41, label %39

39:                                               ; preds = %36
  %40 = add nsw i32 %27, -1
  store i32 %40, ptr %24, align 4, !tbaa !33
  br label %43

41:                                               ; preds = %36
  %42 = atomicrmw volatile add ptr %24, i32 -1 acq_rel, align 4
  br label %43

43:                                               ; preds = %41, %39
  %44 = phi i32 [ %27, %39 ], [ %42, %41 ]
  %45 = icmp eq i32 %44, 1
  br i1 %45, label %46, label %47, !prof !34

46:                                               ; preds = %43
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %21) #24
  br label %47

47:                                               ; preds = %46, %43, %28, %18
  %48 = getelementptr inbounds i8, ptr %19, i64 16
  %49 = icmp eq ptr %48, %16
  br i1 %49, label %50, label %18, !llvm.loop !35

50:                                               ; preds = %47
  %51 = load ptr, ptr %13, align 8, !tbaa !21
  br label %52

52:                                               ; preds = %50, %12
  %53 = phi ptr [ %51, %50 ], [ %14, %12 ]
  %54 = icmp eq ptr %53, null
  br i1 %54, label %61, label %55

55:                                               ; preds = %52
  %56 = getelementptr inbounds i8, ptr %5, i64 24
  %57 = load ptr, ptr %56, align 8, !tbaa !36
  %58 = ptrtoint ptr %57 to i64
  %59 = ptrtoint ptr %53 to i64
  %60 = sub i64 %58, %59
  call void @_ZdlPvm(ptr noundef nonnull %53, i64 noundef %60) #28
  br label %61

61:                                               ; preds = %52, %55
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #24
  %62 = load ptr, ptr %4, align 8, !tbaa !252
  store ptr %62, ptr %6, align 8, !tbaa !252
  %63 = getelementptr inbounds i8, ptr %6, i64 8
  %64 = getelementptr inbounds i8, ptr %4, i64 8
  %65 = load ptr, ptr %64, align 8, !tbaa !24
  store ptr %65, ptr %63, align 8, !tbaa !24
  %66 = icmp eq ptr %65, null
  br i1 %66, label %76, label %67

67:                                               ; preds = %61
  %68 = getelementptr inbounds i8, ptr %65, i64 8
  %69 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %70 = icmp eq i8 %69, 0
  br i1 %70, label %74, label %71

71:                                               ; preds = %67
  %72 = load i32, ptr %68, align 4, !tbaa !33
  %73 = add nsw i32 %72, 1
  store i32 %73, ptr %68, align 4, !tbaa !33
  br label %76

74:                                               ; preds = %67
  %75 = atomicrmw volatile add ptr %68, i32 1 acq_rel, align 4
  br label %76

76:                                               ; preds = %61, %71, %74
  %77 = getelementptr inbounds i8, ptr %6, i64 16
  %78 = getelementptr inbounds i8, ptr %4, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %77, ptr noundef nonnull align 8 dereferenceable(16) %78, i64 16, i1 false)
  invoke void @_ZN4sycl3_V17handler11update_hostIfLi1ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0EEEvNS0_8accessorIT_XT0_EXT1_EXT2_EXT3_ENS0_3ext6oneapi22accessor_property_listIJEEEEE(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull %6)
          to label %79 unwind label %136

79:                                               ; preds = %76
  %80 = load ptr, ptr %63, align 8, !tbaa !24
  %81 = icmp eq ptr %80, null
  br i1 %81, label %106, label %82

82:                                               ; preds = %79
  %83 = getelementptr inbounds i8, ptr %80, i64 8
  %84 = load atomic i64, ptr %83 acquire, align 8
  %85 = icmp eq i64 %84, 4294967297
  %86 = trunc i64 %84 to i32
  br i1 %85, label %87, label %95

87:                                               ; preds = %82
  store i32 0, ptr %83, align 8, !tbaa !26
  %88 = getelementptr inbounds i8, ptr %80, i64 12
  store i32 0, ptr %88, align 4, !tbaa !29
  %89 = load ptr, ptr %80, align 8, !tbaa !30
  %90 = getelementptr inbounds i8, ptr %89, i64 16
  %91 = load ptr, ptr %90, align 8
  call void %91(ptr noundef nonnull align 8 dereferenceable(16) %80) #24
  %92 = load ptr, ptr %80, align 8, !tbaa !30
  %93 = getelementptr inbounds i8, ptr %92, i64 24
  %94 = load ptr, ptr %93, align 8
  call void %94(ptr noundef nonnull align 8 dereferenceable(16) %80) #24
  br label %106

95:                                               ; preds = %82
  %96 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %97 = icmp eq i8 %96, 0
  br i1 %97, label %100, label %98

98:                                               ; preds = %95
  %99 = add nsw i32 %86, -1
  store i32 %99, ptr %83, align 4, !tbaa !33
  br label %102

100:                                              ; preds = %95
  %101 = atomicrmw volatile add ptr %83, i32 -1 acq_rel, align 4
  br label %102

102:                                              ; preds = %100, %98
  %103 = phi i32 [ %86, %98 ], [ %101, %100 ]
  %104 = icmp eq i32 %103, 1
  br i1 %104, label %105, label %106, !prof !34

105:                                              ; preds = %102
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %80) #24
  br label %106

106:                                              ; preds = %79, %87, %102, %105
  %107 = load ptr, ptr %64, align 8, !tbaa !24
  %108 = icmp eq ptr %107, null
  br i1 %108, label %133, label %109

109:                                              ; preds = %106
  %110 = getelementptr inbounds i8, ptr %107, i64 8
  %111 = load atomic i64, ptr %110 acquire, align 8
  %112 = icmp eq i64 %111, 4294967297
  %113 = trunc i64 %111 to i32
  br i1 %112, label %114, label %122

114:                                              ; preds = %109
  store i32 0, ptr %110, align 8, !tbaa !26
  %115 = getelementptr inbounds i8, ptr %107, i64 12
  store i32 0, ptr %115, align 4, !tbaa !29
  %116 = load ptr, ptr %107, align 8, !tbaa !30
  %117 = getelementptr inbounds i8, ptr %116, i64 16
  %118 = load ptr, ptr %117, align 8
  call void %118(ptr noundef nonnull align 8 dereferenceable(16) %107) #24
  %119 = load ptr, ptr %107, align 8, !tbaa !30
  %120 = getelementptr inbounds i8, ptr %119, i64 24
  %121 = load ptr, ptr %120, align 8
  call void %121(ptr noundef nonnull align 8 dereferenceable(16) %107) #24
  br label %133

122:                                              ; preds = %109
  %123 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %124 = icmp eq i8 %123, 0
  br i1 %124, label %127, label %125

125:                                              ; preds = %122
  %126 = add nsw i32 %113, -1
  store i32 %126, ptr %110, align 4, !tbaa !33
  br label %129

127:                                              ; preds = %122
  %128 = atomicrmw volatile add ptr %110, i32 -1 acq_rel, align 4
  br label %129

129:                                              ; preds = %127, %125
  %130 = phi i32 [ %113, %125 ], [ %128, %127 ]
  %131 = icmp eq i32 %130, 1
  br i1 %131, label %132, label %133, !prof !34

132:                                              ; preds = %129
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %107) #24
  br label %133

133:                                              ; preds = %106, %114, %129, %132
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #24
  ret void

134:                                              ; preds = %2
  %135 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %5) #24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #24
  br label %138

136:                                              ; preds = %76
  %137 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %6) #24
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %4) #24
  br label %138

138:                                              ; preds = %136, %134
  %139 = phi { ptr, i32 } [ %137, %136 ], [ %135, %134 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #24
  resume { ptr, i32 } %139
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler11update_hostIfLi1ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0EEEvNS0_8accessorIT_XT0_EXT1_EXT2_EXT3_ENS0_3ext6oneapi22accessor_property_listIJEEEEE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef %1) local_unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.sycl::_V1::accessor.173", align 8
  %4 = tail call noundef zeroext i1 @_ZNK4sycl3_V16detail16AccessorBaseHost13isPlaceholderEv(ptr noundef nonnull align 8 dereferenceable(16) %1)
  br i1 %4, label %5, label %54

5:                                                ; preds = %2
  %6 = load ptr, ptr %1, align 8, !tbaa !252
  store ptr %6, ptr %3, align 8, !tbaa !252
  %7 = getelementptr inbounds i8, ptr %3, i64 8
  %8 = getelementptr inbounds i8, ptr %1, i64 8
  %9 = load ptr, ptr %8, align 8, !tbaa !24
  store ptr %9, ptr %7, align 8, !tbaa !24
  %10 = icmp eq ptr %9, null
  br i1 %10, label %20, label %11

11:                                               ; preds = %5
  %12 = getelementptr inbounds i8, ptr %9, i64 8
  %13 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %14 = icmp eq i8 %13, 0
  br i1 %14, label %18, label %15

15:                                               ; preds = %11
  %16 = load i32, ptr %12, align 4, !tbaa !33
  %17 = add nsw i32 %16, 1
  store i32 %17, ptr %12, align 4, !tbaa !33
  br label %20

18:                                               ; preds = %11
  %19 = atomicrmw volatile add ptr %12, i32 1 acq_rel, align 4
  br label %20

20:                                               ; preds = %5, %15, %18
  %21 = getelementptr inbounds i8, ptr %3, i64 16
  %22 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %21, ptr noundef nonnull align 8 dereferenceable(16) %22, i64 16, i1 false)
  invoke void @_ZN4sycl3_V17handler34checkIfPlaceholderIsBoundToHandlerIfLi1ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEEvNS0_8accessorIT_XT0_EXT1_EXT2_EXT3_ET4_EE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull %3)
          to label %23 unwind label %52

23:                                               ; preds = %20
  %24 = load ptr, ptr %7, align 8, !tbaa !24
  %25 = icmp eq ptr %24, null
  br i1 %25, label %54, label %26

26:                                               ; preds = %23
  %27 = getelementptr inbounds i8, ptr %24, i64 8
  %28 = load atomic i64, ptr %27 acquire, align 8
  %29 = icmp eq i64 %28, 4294967297
  %30 = trunc i64 %28 to i32
  br i1 %29, label %31, label %39

31:                                               ; preds = %26
  store i32 0, ptr %27, align 8, !tbaa !26
  %32 = getelementptr inbounds i8, ptr %24, i64 12
  store i32 0, ptr %32, align 4, !tbaa !29
  %33 = load ptr, ptr %24, align 8, !tbaa !30
  %34 = getelementptr inbounds i8, ptr %33, i64 16
  %35 = load ptr, ptr %34, align 8
  call void %35(ptr noundef nonnull align 8 dereferenceable(16) %24) #24
  %36 = load ptr, ptr %24, align 8, !tbaa !30
  %37 = getelementptr inbounds i8, ptr %36, i64 24
  %38 = load ptr, ptr %37, align 8
  call void %38(ptr noundef nonnull align 8 dereferenceable(16) %24) #24
  br label %54

39:                                               ; preds = %26
  %40 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %41 = icmp eq i8 %40, 0
  br i1 %41, label %44, label %42

42:                                               ; preds = %39
  %43 = add nsw i32 %30, -1
  store i32 %43, ptr %27, align 4, !tbaa !33
  br label %46

44:                                               ; preds = %39
  %45 = atomicrmw volatile add ptr %27, i32 -1 acq_rel, align 4
  br label %46

46:                                               ; preds = %44, %42
  %47 = phi i32 [ %30, %42 ], [ %45, %44 ]
  %48 = icmp eq i32 %47, 1
  br i1 %48, label %49, label %54, !prof !34

49:                                               ; preds = %46
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %24) #24
  br label %54

50:                                               ; preds = %63, %52
  %51 = phi { ptr, i32 } [ %53, %52 ], [ %64, %63 ]
  resume { ptr, i32 } %51

52:                                               ; preds = %20
  %53 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %3) #24
  br label %50

54:                                               ; preds = %49, %46, %31, %23, %2
  %55 = call noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(176) %0)
  %56 = icmp eq i32 %55, 0
  br i1 %56, label %65, label %57

57:                                               ; preds = %54
  %58 = call ptr @__cxa_allocate_exception(i64 64) #24
  %59 = call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #24
  %60 = extractvalue { i32, ptr } %59, 0
  %61 = extractvalue { i32, ptr } %59, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %58, i32 %60, ptr %61, ptr noundef nonnull @.str.21)
          to label %62 unwind label %63

62:                                               ; preds = %57
  call void @__cxa_throw(ptr nonnull %58, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #25
  unreachable

63:                                               ; preds = %57
  %64 = landingpad { ptr, i32 }
          cleanup
  call void @__cxa_free_exception(ptr %58) #24
  br label %50

65:                                               ; preds = %54
  call void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(176) %0, i32 noundef 8)
  %66 = load ptr, ptr %1, align 8, !tbaa !252
  %67 = icmp eq ptr %66, null
  br i1 %67, label %68, label %69

68:                                               ; preds = %65
  call void @__assert_fail(ptr noundef nonnull @.str.14, ptr noundef nonnull @.str.15, i32 noundef 29, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS1_16AccessorBaseHostEEERKDtsrT_4implERKS5_) #27
  unreachable

69:                                               ; preds = %65
  %70 = getelementptr inbounds i8, ptr %1, i64 8
  %71 = load ptr, ptr %70, align 8, !tbaa !24
  %72 = icmp eq ptr %71, null
  br i1 %72, label %82, label %73

73:                                               ; preds = %69
  %74 = getelementptr inbounds i8, ptr %71, i64 8
  %75 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %76 = icmp eq i8 %75, 0
  br i1 %76, label %80, label %77

77:                                               ; preds = %73
  %78 = load i32, ptr %74, align 4, !tbaa !33
  %79 = add nsw i32 %78, 1
  store i32 %79, ptr %74, align 4, !tbaa !33
  br label %84

80:                                               ; preds = %73
  %81 = atomicrmw volatile add ptr %74, i32 1 acq_rel, align 4
  br label %84

82:                                               ; preds = %69
  %83 = getelementptr inbounds i8, ptr %0, i64 104
  store ptr %66, ptr %83, align 8, !tbaa !351
  br label %108

84:                                               ; preds = %77, %80
  %85 = getelementptr inbounds i8, ptr %0, i64 104
  store ptr %66, ptr %85, align 8, !tbaa !351
  %86 = load atomic i64, ptr %74 acquire, align 8
  %87 = icmp eq i64 %86, 4294967297
  %88 = trunc i64 %86 to i32
  br i1 %87, label %89, label %97

89:                                               ; preds = %84
  store i32 0, ptr %74, align 8, !tbaa !26
  %90 = getelementptr inbounds i8, ptr %71, i64 12
  store i32 0, ptr %90, align 4, !tbaa !29
  %91 = load ptr, ptr %71, align 8, !tbaa !30
  %92 = getelementptr inbounds i8, ptr %91, i64 16
  %93 = load ptr, ptr %92, align 8
  call void %93(ptr noundef nonnull align 8 dereferenceable(16) %71) #24
  %94 = load ptr, ptr %71, align 8, !tbaa !30
  %95 = getelementptr inbounds i8, ptr %94, i64 24
  %96 = load ptr, ptr %95, align 8
  call void %96(ptr noundef nonnull align 8 dereferenceable(16) %71) #24
  br label %108

97:                                               ; preds = %84
  %98 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %99 = icmp eq i8 %98, 0
  br i1 %99, label %102, label %100

100:                                              ; preds = %97
  %101 = add nsw i32 %88, -1
  store i32 %101, ptr %74, align 4, !tbaa !33
  br label %104

102:                                              ; preds = %97
  %103 = atomicrmw volatile add ptr %74, i32 -1 acq_rel, align 4
  br label %104

104:                                              ; preds = %102, %100
  %105 = phi i32 [ %88, %100 ], [ %103, %102 ]
  %106 = icmp eq i32 %105, 1
  br i1 %106, label %107, label %108, !prof !34

107:                                              ; preds = %104
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %71) #24
  br label %108

108:                                              ; preds = %82, %89, %104, %107
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZN11BufferStage6finishENS0_5eventEEUlRNS0_7handlerEE2_E4callEPKvS7_(ptr noundef %0, ptr noundef nonnull align 8 dereferenceable(176) %1) #4 comdat align 2 {
  tail call void @_ZZN11BufferStage6finishEN4sycl3_V15eventEENKUlRNS1_7handlerEE2_clES4_(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef nonnull align 8 dereferenceable(176) %1)
  ret void
}

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZZN11BufferStage6finishEN4sycl3_V15eventEENKUlRNS1_7handlerEE2_clES4_(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef nonnull align 8 dereferenceable(176) %1) local_unnamed_addr #18 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %4 = alloca %"class.sycl::_V1::accessor.173", align 8
  %5 = alloca %"class.sycl::_V1::property_list", align 8
  %6 = alloca %"class.sycl::_V1::accessor.173", align 8
  %7 = load ptr, ptr %0, align 8, !tbaa !436
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #24
  %8 = getelementptr inbounds i8, ptr %7, i64 128
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %5, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3)
  store ptr @.str, ptr %3, align 8
  %9 = getelementptr inbounds i8, ptr %3, i64 8
  store ptr @.str.12, ptr %9, align 8
  %10 = getelementptr inbounds i8, ptr %3, i64 16
  store i32 82, ptr %10, align 8
  %11 = getelementptr inbounds i8, ptr %3, i64 20
  store i32 22, ptr %11, align 4
  invoke void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_vEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %4, ptr noundef nonnull align 8 dereferenceable(33) %8, ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull align 8 dereferenceable(32) %5, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %3)
          to label %12 unwind label %136

12:                                               ; preds = %2
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3)
  %13 = getelementptr inbounds i8, ptr %5, i64 8
  %14 = load ptr, ptr %13, align 8, !tbaa !21
  %15 = getelementptr inbounds i8, ptr %5, i64 16
  %16 = load ptr, ptr %15, align 8, !tbaa !23
  %17 = icmp eq ptr %14, %16
  br i1 %17, label %52, label %18

18:                                               ; preds = %12, %47
  %19 = phi ptr [ %48, %47 ], [ %14, %12 ]
  %20 = getelementptr inbounds i8, ptr %19, i64 8
  %21 = load ptr, ptr %20, align 8, !tbaa !24
  %22 = icmp eq ptr %21, null
  br i1 %22, label %47, label %23

23:                                               ; preds = %18
  %24 = getelementptr inbounds i8, ptr %21, i64 8
  %25 = load atomic i64, ptr %24 acquire, align 8
  %26 = icmp eq i64 %25, 4294967297
  %27 = trunc i64 %25 to i32
  br i1 %26, label %28, label %36

28:                                               ; preds = %23
  store i32 0, ptr %24, align 8, !tbaa !26
  %29 = getelementptr inbounds i8, ptr %21, i64 12
  store i32 0, ptr %29, align 4, !tbaa !29
  %30 = load ptr, ptr %21, align 8, !tbaa !30
  %31 = getelementptr inbounds i8, ptr %30, i64 16
  %32 = load ptr, ptr %31, align 8
  call void %32(ptr noundef nonnull align 8 dereferenceable(16) %21) #24
  %33 = load ptr, ptr %21, align 8, !tbaa !30
  %34 = getelementptr inbounds i8, ptr %33, i64 24
  %35 = load ptr, ptr %34, align 8
  call void %35(ptr noundef nonnull align 8 dereferenceable(16) %21) #24
  br label %47

36:                                               ; preds = %23
  %37 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %38 = icmp eq i8 %37, 0
  br i1 %38, label %41, label %39

39:                                               ; preds = %36
  %40 = add nsw i32 %27, -1
  store i32 %40, ptr %24, align 4, !tbaa !33
  br label %43

41:                                               ; preds = %36
  %42 = atomicrmw volatile add ptr %24, i32 -1 acq_rel, align 4
  br label %43

43:                                               ; preds = %41, %39
  %44 = phi i32 [ %27, %39 ], [ %42, %41 ]
  %45 = icmp eq i32 %44, 1
  br i1 %45, label %46, label %47, !prof !34

46:                                               ; preds = %43
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %21) #24
  br label %47

47:                                               ; preds = %46, %43, %28, %18
  %48 = getelementptr inbounds i8, ptr %19, i64 16
  %49 = icmp eq ptr %48, %16
  br i1 %49, label %50, label %18, !llvm.loop !35

50:                                               ; preds = %47
  %51 = load ptr, ptr %13, align 8, !tbaa !21
  br label %52

52:                                               ; preds = %50, %12
  %53 = phi ptr [ %51, %50 ], [ %14, %12 ]
  %54 = icmp eq ptr %53, null
  br i1 %54, label %61, label %55

55:                                               ; preds = %52
  %56 = getelementptr inbounds i8, ptr %5, i64 24
  %57 = load ptr, ptr %56, align 8, !tbaa !36
  %58 = ptrtoint ptr %57 to i64
  %59 = ptrtoint ptr %53 to i64
  %60 = sub i64 %58, %59
  call void @_ZdlPvm(ptr noundef nonnull %53, i64 noundef %60) #28
  br label %61

61:                                               ; preds = %52, %55
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #24
  %62 = load ptr, ptr %4, align 8, !tbaa !252
  store ptr %62, ptr %6, align 8, !tbaa !252
  %63 = getelementptr inbounds i8, ptr %6, i64 8
  %64 = getelementptr inbounds i8, ptr %4, i64 8
  %65 = load ptr, ptr %64, align 8, !tbaa !24
  store ptr %65, ptr %63, align 8, !tbaa !24
  %66 = icmp eq ptr %65, null
  br i1 %66, label %76, label %67

67:                                               ; preds = %61
  %68 = getelementptr inbounds i8, ptr %65, i64 8
  %69 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %70 = icmp eq i8 %69, 0
  br i1 %70, label %74, label %71

71:                                               ; preds = %67
  %72 = load i32, ptr %68, align 4, !tbaa !33
  %73 = add nsw i32 %72, 1
  store i32 %73, ptr %68, align 4, !tbaa !33
  br label %76

74:                                               ; preds = %67
  %75 = atomicrmw volatile add ptr %68, i32 1 acq_rel, align 4
  br label %76

76:                                               ; preds = %61, %71, %74
  %77 = getelementptr inbounds i8, ptr %6, i64 16
  %78 = getelementptr inbounds i8, ptr %4, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %77, ptr noundef nonnull align 8 dereferenceable(16) %78, i64 16, i1 false)
  %79 = getelementptr inbounds i8, ptr %7, i64 40
  %80 = load ptr, ptr %79, align 8, !tbaa !9
  invoke void @_ZN4sycl3_V17handler4copyIffLi1ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0EEEvNS0_8accessorIT_XT1_EXT2_EXT3_EXT4_ENS0_3ext6oneapi22accessor_property_listIJEEEEEPT0_(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull %6, ptr noundef %80)
          to label %81 unwind label %138

81:                                               ; preds = %76
  %82 = load ptr, ptr %63, align 8, !tbaa !24
  %83 = icmp eq ptr %82, null
  br i1 %83, label %108, label %84

84:                                               ; preds = %81
  %85 = getelementptr inbounds i8, ptr %82, i64 8
  %86 = load atomic i64, ptr %85 acquire, align 8
  %87 = icmp eq i64 %86, 4294967297
  %88 = trunc i64 %86 to i32
  br i1 %87, label %89, label %97

89:                                               ; preds = %84
  store i32 0, ptr %85, align 8, !tbaa !26
  %90 = getelementptr inbounds i8, ptr %82, i64 12
  store i32 0, ptr %90, align 4, !tbaa !29
  %91 = load ptr, ptr %82, align 8, !tbaa !30
  %92 = getelementptr inbounds i8, ptr %91, i64 16
  %93 = load ptr, ptr %92, align 8
  call void %93(ptr noundef nonnull align 8 dereferenceable(16) %82) #24
  %94 = load ptr, ptr %82, align 8, !tbaa !30
  %95 = getelementptr inbounds i8, ptr %94, i64 24
  %96 = load ptr, ptr %95, align 8
  call void %96(ptr noundef nonnull align 8 dereferenceable(16) %82) #24
  br label %108

97:                                               ; preds = %84
  %98 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %99 = icmp eq i8 %98, 0
  br i1 %99, label %102, label %100

100:                                              ; preds = %97
  %101 = add nsw i32 %88, -1
  store i32 %101, ptr %85, align 4, !tbaa !33
  br label %104

102:                                              ; preds = %97
  %103 = atomicrmw volatile add ptr %85, i32 -1 acq_rel, align 4
  br label %104

104:                                              ; preds = %102, %100
  %105 = phi i32 [ %88, %100 ], [ %103, %102 ]
  %106 = icmp eq i32 %105, 1
  br i1 %106, label %107, label %108, !prof !34

107:                                              ; preds = %104
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %82) #24
  br label %108

108:                                              ; preds = %81, %89, %104, %107
  %109 = load ptr, ptr %64, align 8, !tbaa !24
  %110 = icmp eq ptr %109, null
  br i1 %110, label %135, label %111

111:                                              ; preds = %108
  %112 = getelementptr inbounds i8, ptr %109, i64 8
  %113 = load atomic i64, ptr %112 acquire, align 8
  %114 = icmp eq i64 %113, 4294967297
  %115 = trunc i64 %113 to i32
  br i1 %114, label %116, label %124

116:                                              ; preds = %111
  store i32 0, ptr %112, align 8, !tbaa !26
  %117 = getelementptr inbounds i8, ptr %109, i64 12
  store i32 0, ptr %117, align 4, !tbaa !29
  %118 = load ptr, ptr %109, align 8, !tbaa !30
  %119 = getelementptr inbounds i8, ptr %118, i64 16
  %120 = load ptr, ptr %119, align 8
  call void %120(ptr noundef nonnull align 8 dereferenceable(16) %109) #24
  %121 = load ptr, ptr %109, align 8, !tbaa !30
  %122 = getelementptr inbounds i8, ptr %121, i64 24
  %123 = load ptr, ptr %122, align 8
  call void %123(ptr noundef nonnull align 8 dereferenceable(16) %109) #24
  br label %135

124:                                              ; preds = %111
  %125 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %126 = icmp eq i8 %125, 0
  br i1 %126, label %129, label %127

127:                                              ; preds = %124
  %128 = add nsw i32 %115, -1
  store i32 %128, ptr %112, align 4, !tbaa !33
  br label %131

129:                                              ; preds = %124
  %130 = atomicrmw volatile add ptr %112, i32 -1 acq_rel, align 4
  br label %131

131:                                              ; preds = %129, %127
  %132 = phi i32 [ %115, %127 ], [ %130, %129 ]
  %133 = icmp eq i32 %132, 1
  br i1 %133, label %134, label %135, !prof !34

134:                                              ; preds = %131
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %109) #24
  br label %135

135:                                              ; preds = %108, %116, %131, %134
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #24
  ret void

136:                                              ; preds = %2
  %137 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %5) #24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #24
  br label %140

138:                                              ; preds = %76
  %139 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %6) #24
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %4) #24
  br label %140

140:                                              ; preds = %138, %136
  %141 = phi { ptr, i32 } [ %139, %138 ], [ %137, %136 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #24
  resume { ptr, i32 } %141
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler4copyIffLi1ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0EEEvNS0_8accessorIT_XT1_EXT2_EXT3_EXT4_ENS0_3ext6oneapi22accessor_property_listIJEEEEEPT0_(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef %1, ptr noundef %2) local_unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = alloca %"class.sycl::_V1::accessor.173", align 8
  %5 = tail call noundef zeroext i1 @_ZNK4sycl3_V16detail16AccessorBaseHost13isPlaceholderEv(ptr noundef nonnull align 8 dereferenceable(16) %1)
  br i1 %5, label %6, label %55

6:                                                ; preds = %3
  %7 = load ptr, ptr %1, align 8, !tbaa !252
  store ptr %7, ptr %4, align 8, !tbaa !252
  %8 = getelementptr inbounds i8, ptr %4, i64 8
  %9 = getelementptr inbounds i8, ptr %1, i64 8
  %10 = load ptr, ptr %9, align 8, !tbaa !24
  store ptr %10, ptr %8, align 8, !tbaa !24
  %11 = icmp eq ptr %10, null
  br i1 %11, label %21, label %12

12:                                               ; preds = %6
  %13 = getelementptr inbounds i8, ptr %10, i64 8
  %14 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %15 = icmp eq i8 %14, 0
  br i1 %15, label %19, label %16

16:                                               ; preds = %12
  %17 = load i32, ptr %13, align 4, !tbaa !33
  %18 = add nsw i32 %17, 1
  store i32 %18, ptr %13, align 4, !tbaa !33
  br label %21

19:                                               ; preds = %12
  %20 = atomicrmw volatile add ptr %13, i32 1 acq_rel, align 4
  br label %21

21:                                               ; preds = %6, %16, %19
  %22 = getelementptr inbounds i8, ptr %4, i64 16
  %23 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %22, ptr noundef nonnull align 8 dereferenceable(16) %23, i64 16, i1 false)
  invoke void @_ZN4sycl3_V17handler34checkIfPlaceholderIsBoundToHandlerIfLi1ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEEvNS0_8accessorIT_XT0_EXT1_EXT2_EXT3_ET4_EE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull %4)
          to label %24 unwind label %53

24:                                               ; preds = %21
  %25 = load ptr, ptr %8, align 8, !tbaa !24
  %26 = icmp eq ptr %25, null
  br i1 %26, label %55, label %27

27:                                               ; preds = %24
  %28 = getelementptr inbounds i8, ptr %25, i64 8
  %29 = load atomic i64, ptr %28 acquire, align 8
  %30 = icmp eq i64 %29, 4294967297
  %31 = trunc i64 %29 to i32
  br i1 %30, label %32, label %40

32:                                               ; preds = %27
  store i32 0, ptr %28, align 8, !tbaa !26
  %33 = getelementptr inbounds i8, ptr %25, i64 12
  store i32 0, ptr %33, align 4, !tbaa !29
  %34 = load ptr, ptr %25, align 8, !tbaa !30
  %35 = getelementptr inbounds i8, ptr %34, i64 16
  %36 = load ptr, ptr %35, align 8
  call void %36(ptr noundef nonnull align 8 dereferenceable(16) %25) #24
  %37 = load ptr, ptr %25, align 8, !tbaa !30
  %38 = getelementptr inbounds i8, ptr %37, i64 24
  %39 = load ptr, ptr %38, align 8
  call void %39(ptr noundef nonnull align 8 dereferenceable(16) %25) #24
  br label %55

40:                                               ; preds = %27
  %41 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %42 = icmp eq i8 %41, 0
  br i1 %42, label %45, label %43

43:                                               ; preds = %40
  %44 = add nsw i32 %31, -1
  store i32 %44, ptr %28, align 4, !tbaa !33
  br label %47

45:                                               ; preds = %40
  %46 = atomicrmw volatile add ptr %28, i32 -1 acq_rel, align 4
  br label %47

47:                                               ; preds = %45, %43
  %48 = phi i32 [ %31, %43 ], [ %46, %45 ]
  %49 = icmp eq i32 %48, 1
  br i1 %49, label %50, label %55, !prof !34

50:                                               ; preds = %47
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %25) #24
  br label %55

51:                                               ; preds = %64, %53
  %52 = phi { ptr, i32 } [ %54, %53 ], [ %65, %64 ]
  resume { ptr, i32 } %52

53:                                               ; preds = %21
  %54 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %4) #24
  br label %51

55:                                               ; preds = %50, %47, %32, %24, %3
  %56 = call noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(176) %0)
  %57 = icmp eq i32 %56, 0
  br i1 %57, label %66, label %58

58:                                               ; preds = %55
  %59 = call ptr @__cxa_allocate_exception(i64 64) #24
  %60 = call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #24
  %61 = extractvalue { i32, ptr } %60, 0
  %62 = extractvalue { i32, ptr } %60, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %59, i32 %61, ptr %62, ptr noundef nonnull @.str.21)
          to label %63 unwind label %64

63:                                               ; preds = %58
  call void @__cxa_throw(ptr nonnull %59, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #25
  unreachable

64:                                               ; preds = %58
  %65 = landingpad { ptr, i32 }
          cleanup
  call void @__cxa_free_exception(ptr %59) #24
  br label %51

66:                                               ; preds = %55
  call void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(176) %0, i32 noundef 2)
  %67 = load ptr, ptr %1, align 8, !tbaa !252
  %68 = icmp eq ptr %67, null
  br i1 %68, label %69, label %70

69:                                               ; preds = %66
  call void @__assert_fail(ptr noundef nonnull @.str.14, ptr noundef nonnull @.str.15, i32 noundef 29, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS1_16AccessorBaseHostEEERKDtsrT_4implERKS5_) #27
  unreachable

70:                                               ; preds = %66
  %71 = getelementptr inbounds i8, ptr %1, i64 8
  %72 = load ptr, ptr %71, align 8, !tbaa !24
  %73 = icmp eq ptr %72, null
  br i1 %73, label %83, label %74

74:                                               ; preds = %70
  %75 = getelementptr inbounds i8, ptr %72, i64 8
  %76 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %77 = icmp eq i8 %76, 0
  br i1 %77, label %81, label %78

78:                                               ; preds = %74
  %79 = load i32, ptr %75, align 4, !tbaa !33
  %80 = add nsw i32 %79, 1
  store i32 %80, ptr %75, align 4, !tbaa !33
  br label %86

81:                                               ; preds = %74
  %82 = atomicrmw volatile add ptr %75, i32 1 acq_rel, align 4
  br label %86

83:                                               ; preds = %70
  %84 = getelementptr inbounds i8, ptr %0, i64 96
  store ptr %67, ptr %84, align 8, !tbaa !385
  %85 = getelementptr inbounds i8, ptr %0, i64 104
  store ptr %2, ptr %85, align 8, !tbaa !351
  br label %111

86:                                               ; preds = %78, %81
  %87 = getelementptr inbounds i8, ptr %0, i64 96
  store ptr %67, ptr %87, align 8, !tbaa !385
  %88 = getelementptr inbounds i8, ptr %0, i64 104
  store ptr %2, ptr %88, align 8, !tbaa !351
  %89 = load atomic i64, ptr %75 acquire, align 8
  %90 = icmp eq i64 %89, 4294967297
  %91 = trunc i64 %89 to i32
  br i1 %90, label %92, label %100

92:                                               ; preds = %86
  store i32 0, ptr %75, align 8, !tbaa !26
  %93 = getelementptr inbounds i8, ptr %72, i64 12
  store i32 0, ptr %93, align 4, !tbaa !29
  %94 = load ptr, ptr %72, align 8, !tbaa !30
  %95 = getelementptr inbounds i8, ptr %94, i64 16
  %96 = load ptr, ptr %95, align 8
  call void %96(ptr noundef nonnull align 8 dereferenceable(16) %72) #24
  %97 = load ptr, ptr %72, align 8, !tbaa !30
  %98 = getelementptr inbounds i8, ptr %97, i64 24
  %99 = load ptr, ptr %98, align 8
  call void %99(ptr noundef nonnull align 8 dereferenceable(16) %72) #24
  br label %111

100:                                              ; preds = %86
  %101 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %102 = icmp eq i8 %101, 0
  br i1 %102, label %105, label %103

103:                                              ; preds = %100
  %104 = add nsw i32 %91, -1
  store i32 %104, ptr %75, align 4, !tbaa !33
  br label %107

105:                                              ; preds = %100
  %106 = atomicrmw volatile add ptr %75, i32 -1 acq_rel, align 4
  br label %107

107:                                              ; preds = %105, %103
  %108 = phi i32 [ %91, %103 ], [ %106, %105 ]
  %109 = icmp eq i32 %108, 1
  br i1 %109, label %110, label %111, !prof !34

110:                                              ; preds = %107
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %72) #24
  br label %111

111:                                              ; preds = %83, %92, %107, %110
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZN11BufferStage13check_on_hostEPdEUlRNS0_7handlerEE_E4callEPKvS7_(ptr noundef %0, ptr noundef nonnull align 8 dereferenceable(176) %1) #4 comdat align 2 {
  tail call void @_ZZN11BufferStage13check_on_hostEPdENKUlRN4sycl3_V17handlerEE_clES4_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(176) %1)
  ret void
}

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZZN11BufferStage13check_on_hostEPdENKUlRN4sycl3_V17handlerEE_clES4_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(176) %1) local_unnamed_addr #18 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %4 = alloca %"class.sycl::_V1::accessor.173", align 8
  %5 = alloca %"class.sycl::_V1::property_list", align 8
  %6 = alloca %class.anon.188, align 8
  %7 = load ptr, ptr %0, align 8, !tbaa !438
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #24
  %8 = getelementptr inbounds i8, ptr %7, i64 128
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %5, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3)
  store ptr @.str, ptr %3, align 8
  %9 = getelementptr inbounds i8, ptr %3, i64 8
  store ptr @.str.12, ptr %9, align 8
  %10 = getelementptr inbounds i8, ptr %3, i64 16
  store i32 89, ptr %10, align 8
  %11 = getelementptr inbounds i8, ptr %3, i64 20
  store i32 22, ptr %11, align 4
  invoke void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_vEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %4, ptr noundef nonnull align 8 dereferenceable(33) %8, ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull align 8 dereferenceable(32) %5, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %3)
          to label %12 unwind label %138

12:                                               ; preds = %2
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3)
  %13 = getelementptr inbounds i8, ptr %5, i64 8
  %14 = load ptr, ptr %13, align 8, !tbaa !21
  %15 = getelementptr inbounds i8, ptr %5, i64 16
  %16 = load ptr, ptr %15, align 8, !tbaa !23
  %17 = icmp eq ptr %14, %16
  br i1 %17, label %52, label %18

18:                                               ; preds = %12, %47
  %19 = phi ptr [ %48, %47 ], [ %14, %12 ]
  %20 = getelementptr inbounds i8, ptr %19, i64 8
  %21 = load ptr, ptr %20, align 8, !tbaa !24
  %22 = icmp eq ptr %21, null
  br i1 %22, label %47, label %23

23:                                               ; preds = %18
  %24 = getelementptr inbounds i8, ptr %21, i64 8
  %25 = load atomic i64, ptr %24 acquire, align 8
  %26 = icmp eq i64 %25, 4294967297
  %27 = trunc i64 %25 to i32
  br i1 %26, label %28, label %36

28:                                               ; preds = %23
  store i32 0, ptr %24, align 8, !tbaa !26
  %29 = getelementptr inbounds i8, ptr %21, i64 12
  store i32 0, ptr %29, align 4, !tbaa !29
  %30 = load ptr, ptr %21, align 8, !tbaa !30
  %31 = getelementptr inbounds i8, ptr %30, i64 16
  %32 = load ptr, ptr %31, align 8
  call void %32(ptr noundef nonnull align 8 dereferenceable(16) %21) #24
  %33 = load ptr, ptr %21, align 8, !tbaa !30
  %34 = getelementptr inbounds i8, ptr %33, i64 24
  %35 = load ptr, ptr %34, align 8
  call void %35(ptr noundef nonnull align 8 dereferenceable(16) %21) #24
  br label %47

36:                                               ; preds = %23
  %37 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %38 = icmp eq i8 %37, 0
  br i1 %38, label %41, label %39

39:                                               ; preds = %36
  %40 = add nsw i32 %27, -1
  store i32 %40, ptr %24, align 4, !tbaa !33
  br label %43

41:                                               ; preds = %36
  %42 = atomicrmw volatile add ptr %24, i32 -1 acq_rel, align 4
  br label %43

43:                                               ; preds = %41, %39
  %44 = phi i32 [ %27, %39 ], [ %42, %41 ]
  %45 = icmp eq i32 %44, 1
  br i1 %45, label %46, label %47, !prof !34

46:                                               ; preds = %43
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %21) #24
  br label %47

47:                                               ; preds = %46, %43, %28, %18
  %48 = getelementptr inbounds i8, ptr %19, i64 16
  %49 = icmp eq ptr %48, %16
  br i1 %49, label %50, label %18, !llvm.loop !35

50:                                               ; preds = %47
  %51 = load ptr, ptr %13, align 8, !tbaa !21
  br label %52

52:                                               ; preds = %50, %12
  %53 = phi ptr [ %51, %50 ], [ %14, %12 ]
  %54 = icmp eq ptr %53, null
  br i1 %54, label %61, label %55

55:                                               ; preds = %52
  %56 = getelementptr inbounds i8, ptr %5, i64 24
  %57 = load ptr, ptr %56, align 8, !tbaa !36
  %58 = ptrtoint ptr %57 to i64
  %59 = ptrtoint ptr %53 to i64
  %60 = sub i64 %58, %59
  call void @_ZdlPvm(ptr noundef nonnull %53, i64 noundef %60) #28
  br label %61

61:                                               ; preds = %52, %55
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #24
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %6) #24
  %62 = load ptr, ptr %4, align 8, !tbaa !252
  store ptr %62, ptr %6, align 8, !tbaa !252
  %63 = getelementptr inbounds i8, ptr %6, i64 8
  %64 = getelementptr inbounds i8, ptr %4, i64 8
  %65 = load ptr, ptr %64, align 8, !tbaa !24
  store ptr %65, ptr %63, align 8, !tbaa !24
  %66 = icmp eq ptr %65, null
  br i1 %66, label %76, label %67

67:                                               ; preds = %61
  %68 = getelementptr inbounds i8, ptr %65, i64 8
  %69 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %70 = icmp eq i8 %69, 0
  br i1 %70, label %74, label %71

71:                                               ; preds = %67
  %72 = load i32, ptr %68, align 4, !tbaa !33
  %73 = add nsw i32 %72, 1
  store i32 %73, ptr %68, align 4, !tbaa !33
  br label %76

74:                                               ; preds = %67
  %75 = atomicrmw volatile add ptr %68, i32 1 acq_rel, align 4
  br label %76

76:                                               ; preds = %61, %71, %74
  %77 = getelementptr inbounds i8, ptr %6, i64 16
  %78 = getelementptr inbounds i8, ptr %4, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %77, ptr noundef nonnull align 8 dereferenceable(16) %78, i64 16, i1 false)
  %79 = getelementptr inbounds i8, ptr %6, i64 32
  %80 = getelementptr inbounds i8, ptr %0, i64 8
  %81 = load ptr, ptr %80, align 8, !tbaa !440
  %82 = load ptr, ptr %81, align 8, !tbaa !5
  store ptr %82, ptr %79, align 8, !tbaa !441
  invoke void @_ZN4sycl3_V17handler14host_task_implIZZN11BufferStage13check_on_hostEPdENKUlRS1_E_clES5_EUlvE_EENSt9enable_ifIXoosr6detail18check_fn_signatureINSt16remove_referenceIT_E4typeEFvvEEE5valuesr6detail18check_fn_signatureISC_FvNS0_14interop_handleEEEE5valueEvE4typeEOSA_(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull align 8 dereferenceable(40) %6)
          to label %83 unwind label %140

83:                                               ; preds = %76
  %84 = load ptr, ptr %63, align 8, !tbaa !24
  %85 = icmp eq ptr %84, null
  br i1 %85, label %110, label %86

86:                                               ; preds = %83
  %87 = getelementptr inbounds i8, ptr %84, i64 8
  %88 = load atomic i64, ptr %87 acquire, align 8
  %89 = icmp eq i64 %88, 4294967297
  %90 = trunc i64 %88 to i32
  br i1 %89, label %91, label %99

91:                                               ; preds = %86
  store i32 0, ptr %87, align 8, !tbaa !26
  %92 = getelementptr inbounds i8, ptr %84, i64 12
  store i32 0, ptr %92, align 4, !tbaa !29
  %93 = load ptr, ptr %84, align 8, !tbaa !30
  %94 = getelementptr inbounds i8, ptr %93, i64 16
  %95 = load ptr, ptr %94, align 8
  call void %95(ptr noundef nonnull align 8 dereferenceable(16) %84) #24
  %96 = load ptr, ptr %84, align 8, !tbaa !30
  %97 = getelementptr inbounds i8, ptr %96, i64 24
  %98 = load ptr, ptr %97, align 8
  call void %98(ptr noundef nonnull align 8 dereferenceable(16) %84) #24
  br label %110

99:                                               ; preds = %86
  %100 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %101 = icmp eq i8 %100, 0
  br i1 %101, label %104, label %102

102:                                              ; preds = %99
  %103 = add nsw i32 %90, -1
  store i32 %103, ptr %87, align 4, !tbaa !33
  br label %106

104:                                              ; preds = %99
  %105 = atomicrmw volatile add ptr %87, i32 -1 acq_rel, align 4
  br label %106

106:                                              ; preds = %104, %102
  %107 = phi i32 [ %90, %102 ], [ %105, %104 ]
  %108 = icmp eq i32 %107, 1
  br i1 %108, label %109, label %110, !prof !34

109:                                              ; preds = %106
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %84) #24
  br label %110

110:                                              ; preds = %83, %91, %106, %109
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %6) #24
  %111 = load ptr, ptr %64, align 8, !tbaa !24
  %112 = icmp eq ptr %111, null
  br i1 %112, label %137, label %113

113:                                              ; preds = %110
  %114 = getelementptr inbounds i8, ptr %111, i64 8
  %115 = load atomic i64, ptr %114 acquire, align 8
  %116 = icmp eq i64 %115, 4294967297
  %117 = trunc i64 %115 to i32
  br i1 %116, label %118, label %126

118:                                              ; preds = %113
  store i32 0, ptr %114, align 8, !tbaa !26
  %119 = getelementptr inbounds i8, ptr %111, i64 12
  store i32 0, ptr %119, align 4, !tbaa !29
  %120 = load ptr, ptr %111, align 8, !tbaa !30
  %121 = getelementptr inbounds i8, ptr %120, i64 16
  %122 = load ptr, ptr %121, align 8
  call void %122(ptr noundef nonnull align 8 dereferenceable(16) %111) #24
  %123 = load ptr, ptr %111, align 8, !tbaa !30
  %124 = getelementptr inbounds i8, ptr %123, i64 24
  %125 = load ptr, ptr %124, align 8
  call void %125(ptr noundef nonnull align 8 dereferenceable(16) %111) #24
  br label %137

126:                                              ; preds = %113
  %127 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %128 = icmp eq i8 %127, 0
  br i1 %128, label %131, label %129

129:                                              ; preds = %126
  %130 = add nsw i32 %117, -1
  store i32 %130, ptr %114, align 4, !tbaa !33
  br label %133

131:                                              ; preds = %126
  %132 = atomicrmw volatile add ptr %114, i32 -1 acq_rel, align 4
  br label %133

133:                                              ; preds = %131, %129
  %134 = phi i32 [ %117, %129 ], [ %132, %131 ]
  %135 = icmp eq i32 %134, 1
  br i1 %135, label %136, label %137, !prof !34

136:                                              ; preds = %133
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %111) #24
  br label %137

137:                                              ; preds = %110, %118, %133, %136
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #24
  ret void

138:                                              ; preds = %2
  %139 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %5) #24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #24
  br label %142

140:                                              ; preds = %76
  %141 = landingpad { ptr, i32 }
          cleanup
  call void @_ZZZN11BufferStage13check_on_hostEPdENKUlRN4sycl3_V17handlerEE_clES4_ENUlvE_D2Ev(ptr noundef nonnull align 8 dereferenceable(40) %6) #24
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %6) #24
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %4) #24
  br label %142

142:                                              ; preds = %140, %138
  %143 = phi { ptr, i32 } [ %141, %140 ], [ %139, %138 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #24
  resume { ptr, i32 } %143
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZZZN11BufferStage13check_on_hostEPdENKUlRN4sycl3_V17handlerEE_clES4_ENUlvE_D2Ev(ptr noundef nonnull align 8 dereferenceable(40) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !24
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !26
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !29
  %12 = load ptr, ptr %3, align 8, !tbaa !30
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  %15 = load ptr, ptr %3, align 8, !tbaa !30
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !33
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !34

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler14host_task_implIZZN11BufferStage13check_on_hostEPdENKUlRS1_E_clES5_EUlvE_EENSt9enable_ifIXoosr6detail18check_fn_signatureINSt16remove_referenceIT_E4typeEFvvEEE5valuesr6detail18check_fn_signatureISC_FvNS0_14interop_handleEEEE5valueEvE4typeEOSA_(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull align 8 dereferenceable(40) %1) local_unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.std::function.189", align 8
  %4 = tail call noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(176) %0)
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %16, label %6

6:                                                ; preds = %2
  %7 = tail call ptr @__cxa_allocate_exception(i64 64) #24
  %8 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #24
  %9 = extractvalue { i32, ptr } %8, 0
  %10 = extractvalue { i32, ptr } %8, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %7, i32 %9, ptr %10, ptr noundef nonnull @.str.21)
          to label %11 unwind label %14

11:                                               ; preds = %6
  tail call void @__cxa_throw(ptr nonnull %7, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #25
  unreachable

12:                                               ; preds = %41, %37, %14
  %13 = phi { ptr, i32 } [ %15, %14 ], [ %38, %37 ], [ %38, %41 ]
  resume { ptr, i32 } %13

14:                                               ; preds = %6
  %15 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %7) #24
  br label %12

16:                                               ; preds = %2
  tail call void @_ZN4sycl3_V17handler28setArgsToAssociatedAccessorsEv(ptr noundef nonnull align 8 dereferenceable(176) %0)
  %17 = getelementptr inbounds i8, ptr %3, i64 16
  %18 = getelementptr inbounds i8, ptr %3, i64 24
  %19 = getelementptr inbounds i8, ptr %3, i64 8
  store i64 0, ptr %19, align 8
  %20 = tail call noalias noundef nonnull dereferenceable(40) ptr @_Znwm(i64 noundef 40) #26
  %21 = getelementptr inbounds i8, ptr %1, i64 8
  %22 = load <2 x ptr>, ptr %1, align 8, !tbaa !5
  store ptr null, ptr %21, align 8, !tbaa !24
  store <2 x ptr> %22, ptr %20, align 8, !tbaa !5
  store ptr null, ptr %1, align 8, !tbaa !252
  %23 = getelementptr inbounds i8, ptr %20, i64 16
  %24 = getelementptr inbounds i8, ptr %1, i64 16
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %23, ptr noundef nonnull align 8 dereferenceable(16) %24, i64 16, i1 false)
  %25 = getelementptr inbounds i8, ptr %20, i64 32
  %26 = getelementptr inbounds i8, ptr %1, i64 32
  %27 = load ptr, ptr %26, align 8, !tbaa !441
  store ptr %27, ptr %25, align 8, !tbaa !441
  store ptr %20, ptr %3, align 8, !tbaa !5
  store ptr @_ZNSt17_Function_handlerIFvvEZZN11BufferStage13check_on_hostEPdENKUlRN4sycl3_V17handlerEE_clES6_EUlvE_E9_M_invokeERKSt9_Any_data, ptr %18, align 8, !tbaa !443
  store ptr @_ZNSt17_Function_handlerIFvvEZZN11BufferStage13check_on_hostEPdENKUlRN4sycl3_V17handlerEE_clES6_EUlvE_E10_M_managerERSt9_Any_dataRKSA_St18_Manager_operation, ptr %17, align 8, !tbaa !18
  invoke void @_ZN4sycl3_V17handler11SetHostTaskESt8functionIFvvEE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull %3)
          to label %28 unwind label %37

28:                                               ; preds = %16
  %29 = load ptr, ptr %17, align 8, !tbaa !18
  %30 = icmp eq ptr %29, null
  br i1 %30, label %36, label %31

31:                                               ; preds = %28
  %32 = invoke noundef zeroext i1 %29(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(16) %3, i32 noundef 3)
          to label %36 unwind label %33

33:                                               ; preds = %31
  %34 = landingpad { ptr, i32 }
          catch ptr null
  %35 = extractvalue { ptr, i32 } %34, 0
  call void @__clang_call_terminate(ptr %35) #27
  unreachable

36:                                               ; preds = %28, %31
  ret void

37:                                               ; preds = %16
  %38 = landingpad { ptr, i32 }
          cleanup
  %39 = load ptr, ptr %17, align 8, !tbaa !18
  %40 = icmp eq ptr %39, null
  br i1 %40, label %12, label %41

41:                                               ; preds = %37
  %42 = invoke noundef zeroext i1 %39(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(16) %3, i32 noundef 3)
          to label %12 unwind label %43

43:                                               ; preds = %41
  %44 = landingpad { ptr, i32 }
          catch ptr null
  %45 = extractvalue { ptr, i32 } %44, 0
  call void @__clang_call_terminate(ptr %45) #27
  unreachable
}

declare void @_ZN4sycl3_V17handler28setArgsToAssociatedAccessorsEv(ptr noundef nonnull align 8 dereferenceable(176)) local_unnamed_addr #6

declare void @_ZN4sycl3_V17handler11SetHostTaskESt8functionIFvvEE(ptr noundef nonnull align 8 dereferenceable(176), ptr noundef) local_unnamed_addr #6

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt17_Function_handlerIFvvEZZN11BufferStage13check_on_hostEPdENKUlRN4sycl3_V17handlerEE_clES6_EUlvE_E9_M_invokeERKSt9_Any_data(ptr noundef nonnull align 8 dereferenceable(16) %0) #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = load ptr, ptr %0, align 8, !tbaa !5
  br label %3

3:                                                ; preds = %19, %1
  %4 = phi double [ 0.000000e+00, %1 ], [ %28, %19 ]
  %5 = phi i64 [ 0, %1 ], [ %29, %19 ]
  %6 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %2)
          to label %10 unwind label %7

7:                                                ; preds = %3
  %8 = landingpad { ptr, i32 }
          catch ptr null
  %9 = extractvalue { ptr, i32 } %8, 0
  tail call void @__clang_call_terminate(ptr %9) #27
  unreachable

10:                                               ; preds = %3
  %11 = load i64, ptr %6, align 8, !tbaa !37
  %12 = getelementptr inbounds i8, ptr %6, i64 8
  %13 = load i64, ptr %12, align 8, !tbaa !37
  %14 = mul i64 %13, %11
  %15 = getelementptr inbounds i8, ptr %6, i64 16
  %16 = load i64, ptr %15, align 8, !tbaa !37
  %17 = mul i64 %14, %16
  %18 = icmp ult i64 %5, %17
  br i1 %18, label %19, label %30

19:                                               ; preds = %10
  %20 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %2), !noalias !445
  %21 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %2), !noalias !448
  %22 = load i64, ptr %21, align 8
  %23 = tail call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %2) #24
  %24 = getelementptr float, ptr %23, i64 %22
  %25 = getelementptr float, ptr %24, i64 %5
  %26 = load float, ptr %25, align 4, !tbaa !12
  %27 = fpext float %26 to double
  %28 = fadd double %4, %27
  %29 = add nuw i64 %5, 1
  br label %3, !llvm.loop !451

30:                                               ; preds = %10
  %31 = getelementptr inbounds i8, ptr %2, i64 32
  %32 = load ptr, ptr %31, align 8, !tbaa !441
  store double %4, ptr %32, align 8, !tbaa !39
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef zeroext i1 @_ZNSt17_Function_handlerIFvvEZZN11BufferStage13check_on_hostEPdENKUlRN4sycl3_V17handlerEE_clES6_EUlvE_E10_M_managerERSt9_Any_dataRKSA_St18_Manager_operation(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1, i32 noundef %2) #4 comdat align 2 {
  switch i32 %2, label %7 [
    i32 0, label %4
    i32 1, label %5
  ]

4:                                                ; preds = %3
  store ptr @_ZTIZZN11BufferStage13check_on_hostEPdENKUlRN4sycl3_V17handlerEE_clES4_EUlvE_, ptr %0, align 8, !tbaa !5
  br label %9

5:                                                ; preds = %3
  %6 = load ptr, ptr %1, align 8, !tbaa !5
  store ptr %6, ptr %0, align 8, !tbaa !5
  br label %9

7:                                                ; preds = %3
  %8 = tail call noundef zeroext i1 @_ZNSt14_Function_base13_Base_managerIZZN11BufferStage13check_on_hostEPdENKUlRN4sycl3_V17handlerEE_clES6_EUlvE_E10_M_managerERSt9_Any_dataRKSA_St18_Manager_operation(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1, i32 noundef %2)
  br label %9

9:                                                ; preds = %7, %5, %4
  ret i1 false
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef zeroext i1 @_ZNSt14_Function_base13_Base_managerIZZN11BufferStage13check_on_hostEPdENKUlRN4sycl3_V17handlerEE_clES6_EUlvE_E10_M_managerERSt9_Any_dataRKSA_St18_Manager_operation(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1, i32 noundef %2) local_unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  switch i32 %2, label %62 [
    i32 0, label %4
    i32 1, label %5
    i32 2, label %7
    i32 3, label %30
  ]

4:                                                ; preds = %3
  store ptr @_ZTIZZN11BufferStage13check_on_hostEPdENKUlRN4sycl3_V17handlerEE_clES4_EUlvE_, ptr %0, align 8, !tbaa !5
  br label %62

5:                                                ; preds = %3
  %6 = load ptr, ptr %1, align 8, !tbaa !5
  store ptr %6, ptr %0, align 8, !tbaa !5
  br label %62

7:                                                ; preds = %3
  %8 = load ptr, ptr %1, align 8, !tbaa !5
  %9 = tail call noalias noundef nonnull dereferenceable(40) ptr @_Znwm(i64 noundef 40) #26
  %10 = load ptr, ptr %8, align 8, !tbaa !252
  store ptr %10, ptr %9, align 8, !tbaa !252
  %11 = getelementptr inbounds i8, ptr %9, i64 8
  %12 = getelementptr inbounds i8, ptr %8, i64 8
  %13 = load ptr, ptr %12, align 8, !tbaa !24
  store ptr %13, ptr %11, align 8, !tbaa !24
  %14 = icmp eq ptr %13, null
  br i1 %14, label %24, label %15

15:                                               ; preds = %7
  %16 = getelementptr inbounds i8, ptr %13, i64 8
  %17 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %18 = icmp eq i8 %17, 0
  br i1 %18, label %22, label %19

19:                                               ; preds = %15
  %20 = load i32, ptr %16, align 4, !tbaa !33
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %16, align 4, !tbaa !33
  br label %24

22:                                               ; preds = %15
  %23 = atomicrmw volatile add ptr %16, i32 1 acq_rel, align 4
  br label %24

24:                                               ; preds = %7, %19, %22
  %25 = getelementptr inbounds i8, ptr %9, i64 16
  %26 = getelementptr inbounds i8, ptr %8, i64 16
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %25, ptr noundef nonnull align 8 dereferenceable(16) %26, i64 16, i1 false)
  %27 = getelementptr inbounds i8, ptr %9, i64 32
  %28 = getelementptr inbounds i8, ptr %8, i64 32
  %29 = load ptr, ptr %28, align 8, !tbaa !441
  store ptr %29, ptr %27, align 8, !tbaa !441
  store ptr %9, ptr %0, align 8, !tbaa !5
  br label %62

30:                                               ; preds = %3
  %31 = load ptr, ptr %0, align 8, !tbaa !5
  %32 = icmp eq ptr %31, null
  br i1 %32, label %62, label %33

33:                                               ; preds = %30
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = load ptr, ptr %34, align 8, !tbaa !24
  %36 = icmp eq ptr %35, null
  br i1 %36, label %61, label %37

37:                                               ; preds = %33
  %38 = getelementptr inbounds i8, ptr %35, i64 8
  %39 = load atomic i64, ptr %38 acquire, align 8
  %40 = icmp eq i64 %39, 4294967297
  %41 = trunc i64 %39 to i32
  br i1 %40, label %42, label %50

42:                                               ; preds = %37
  store i32 0, ptr %38, align 8, !tbaa !26
  %43 = getelementptr inbounds i8, ptr %35, i64 12
  store i32 0, ptr %43, align 4, !tbaa !29
  %44 = load ptr, ptr %35, align 8, !tbaa !30
  %45 = getelementptr inbounds i8, ptr %44, i64 16
  %46 = load ptr, ptr %45, align 8
  tail call void %46(ptr noundef nonnull align 8 dereferenceable(16) %35) #24
  %47 = load ptr, ptr %35, align 8, !tbaa !30
  %48 = getelementptr inbounds i8, ptr %47, i64 24
  %49 = load ptr, ptr %48, align 8
  tail call void %49(ptr noundef nonnull align 8 dereferenceable(16) %35) #24
  br label %61

50:                                               ; preds = %37
  %51 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %52 = icmp eq i8 %51, 0
  br i1 %52, label %55, label %53

53:                                               ; preds = %50
  %54 = add nsw i32 %41, -1
  store i32 %54, ptr %38, align 4, !tbaa !33
  br label %57

55:                                               ; preds = %50
  %56 = atomicrmw volatile add ptr %38, i32 -1 acq_rel, align 4
  br label %57

57:                                               ; preds = %55, %53
  %58 = phi i32 [ %41, %53 ], [ %56, %55 ]
  %59 = icmp eq i32 %58, 1
  br i1 %59, label %60, label %61, !prof !34

60:                                               ; preds = %57
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %35) #24
  br label %61

61:                                               ; preds = %60, %57, %42, %33
  tail call void @_ZdlPvm(ptr noundef nonnull %31, i64 noundef 40) #28
  br label %62

62:                                               ; preds = %61, %30, %3, %24, %5, %4
  ret i1 false
}

declare void @_ZN4sycl3_V15queue10wait_proxyERKNS0_6detail13code_locationE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(24)) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #3

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V113malloc_deviceIfEEPT_mRKNS0_5queueERKNS0_13property_listERKNS0_6detail13code_locationE(i64 noundef %0, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(24) %3) local_unnamed_addr #4 comdat personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.sycl::_V1::device", align 8
  %6 = alloca %"class.sycl::_V1::context", align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #24
  call void @_ZNK4sycl3_V15queue10get_deviceEv(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::device") align 8 %5, ptr noundef nonnull align 8 dereferenceable(16) %1)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #24
  call void @_ZNK4sycl3_V15queue11get_contextEv(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::context") align 8 %6, ptr noundef nonnull align 8 dereferenceable(16) %1)
  %7 = shl i64 %0, 2
  %8 = invoke noundef ptr @_ZN4sycl3_V120aligned_alloc_deviceEmmRKNS0_6deviceERKNS0_7contextERKNS0_13property_listERKNS0_6detail13code_locationE(i64 noundef 4, i64 noundef %7, ptr noundef nonnull align 8 dereferenceable(8) %5, ptr noundef nonnull align 8 dereferenceable(16) %6, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(24) %3)
          to label %9 unwind label %38

9:                                                ; preds = %4
  %10 = getelementptr inbounds i8, ptr %6, i64 8
  %11 = load ptr, ptr %10, align 8, !tbaa !24
  %12 = icmp eq ptr %11, null
  br i1 %12, label %37, label %13

13:                                               ; preds = %9
  %14 = getelementptr inbounds i8, ptr %11, i64 8
  %15 = load atomic i64, ptr %14 acquire, align 8
  %16 = icmp eq i64 %15, 4294967297
  %17 = trunc i64 %15 to i32
  br i1 %16, label %18, label %26

18:                                               ; preds = %13
  store i32 0, ptr %14, align 8, !tbaa !26
  %19 = getelementptr inbounds i8, ptr %11, i64 12
  store i32 0, ptr %19, align 4, !tbaa !29
  %20 = load ptr, ptr %11, align 8, !tbaa !30
  %21 = getelementptr inbounds i8, ptr %20, i64 16
  %22 = load ptr, ptr %21, align 8
  call void %22(ptr noundef nonnull align 8 dereferenceable(16) %11) #24
  %23 = load ptr, ptr %11, align 8, !tbaa !30
  %24 = getelementptr inbounds i8, ptr %23, i64 24
  %25 = load ptr, ptr %24, align 8
  call void %25(ptr noundef nonnull align 8 dereferenceable(16) %11) #24
  br label %37

26:                                               ; preds = %13
  %27 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %28 = icmp eq i8 %27, 0
  br i1 %28, label %31, label %29

29:                                               ; preds = %26
  %30 = add nsw i32 %17, -1
  store i32 %30, ptr %14, align 4, !tbaa !33
  br label %33

31:                                               ; preds = %26
  %32 = atomicrmw volatile add ptr %14, i32 -1 acq_rel, align 4
  br label %33

33:                                               ; preds = %31, %29
  %34 = phi i32 [ %17, %29 ], [ %32, %31 ]
  %35 = icmp eq i32 %34, 1
  br i1 %35, label %36, label %37, !prof !34

36:                                               ; preds = %33
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %11) #24
  br label %37

37:                                               ; preds = %9, %18, %33, %36
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #24
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #24
  ret ptr %8

38:                                               ; preds = %4
  %39 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V17contextD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %6) #24
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #24
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #24
  resume { ptr, i32 } %39
}

declare void @_ZN4sycl3_V15queue6memcpyEPvPKvmRKNS0_6detail13code_locationE(ptr dead_on_unwind writable sret(%"class.sycl::_V1::event") align 8, ptr noundef nonnull align 8 dereferenceable(16), ptr noundef, ptr noundef, i64 noundef, ptr noundef nonnull align 8 dereferenceable(24)) local_unnamed_addr #6

declare void @_ZN4sycl3_V14freeEPvRKNS0_5queueERKNS0_6detail13code_locationE(ptr noundef, ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(24)) local_unnamed_addr #6

declare void @_ZNK4sycl3_V15queue10get_deviceEv(ptr dead_on_unwind writable sret(%"class.sycl::_V1::device") align 8, ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #6

declare void @_ZNK4sycl3_V15queue11get_contextEv(ptr dead_on_unwind writable sret(%"class.sycl::_V1::context") align 8, ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #6

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17contextD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !24
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !26
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !29
  %12 = load ptr, ptr %3, align 8, !tbaa !30
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  %15 = load ptr, ptr %3, align 8, !tbaa !30
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !33
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !34

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

declare noundef ptr @_ZN4sycl3_V120aligned_alloc_deviceEmmRKNS0_6deviceERKNS0_7contextERKNS0_13property_listERKNS0_6detail13code_locationE(i64 noundef, i64 noundef, ptr noundef nonnull align 8 dereferenceable(8), ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(32), ptr noundef nonnull align 8 dereferenceable(24)) local_unnamed_addr #6

; Function Attrs: mustprogress uwtable
define internal void @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZL9usm_stageRNS0_5queueERKSt6vectorIfSaIfEERS8_EUlRNS0_7handlerEE_E4callEPKvSD_(ptr nocapture noundef readonly %0, ptr noundef nonnull align 8 dereferenceable(176) %1) #4 align 2 {
  %3 = load ptr, ptr %0, align 8, !tbaa !452
  %4 = load ptr, ptr %3, align 8, !tbaa !5
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  %6 = load ptr, ptr %5, align 8, !tbaa !454
  %7 = load i64, ptr %6, align 8, !tbaa !37
  %8 = shl i64 %7, 2
  tail call void @_ZN4sycl3_V17handler6memsetEPvim(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef %4, i32 noundef 0, i64 noundef %8)
  ret void
}

declare void @_ZN4sycl3_V17handler6memsetEPvim(ptr noundef nonnull align 8 dereferenceable(176), ptr noundef, i32 noundef, i64 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress uwtable
define internal void @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZL9usm_stageRNS0_5queueERKSt6vectorIfSaIfEERS8_EUlRNS0_7handlerEE0_E4callEPKvSD_(ptr nocapture noundef readonly %0, ptr noundef nonnull align 8 dereferenceable(176) %1) #4 align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.sycl::_V1::range", align 8
  %4 = alloca %"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view", align 8
  %5 = alloca %"struct.sycl::_V1::detail::compile_time_kernel_info_v1::CompileTimeKernelInfoTy", align 8
  %6 = alloca %"struct.sycl::_V1::detail::kernel_launch_properties_v1::PropsHolder", align 8
  %7 = load ptr, ptr %0, align 8, !tbaa !455
  %8 = load i64, ptr %7, align 8, !tbaa !37
  %9 = getelementptr inbounds i8, ptr %0, i64 8
  %10 = load ptr, ptr %9, align 8, !tbaa !457
  %11 = load ptr, ptr %10, align 8, !tbaa !5
  %12 = getelementptr inbounds i8, ptr %0, i64 16
  %13 = load ptr, ptr %12, align 8, !tbaa !458
  %14 = load ptr, ptr %13, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 88, ptr nonnull %5) #24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(88) %5, ptr noundef nonnull align 8 dereferenceable(88) @__const._ZN4sycl3_V17handler19setDeviceKernelInfoI6SquareEEvPv.Info, i64 88, i1 false)
  %15 = tail call noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(176) %1)
  %16 = icmp eq i32 %15, 0
  br i1 %16, label %25, label %17

17:                                               ; preds = %2
  %18 = tail call ptr @__cxa_allocate_exception(i64 64) #24
  %19 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #24
  %20 = extractvalue { i32, ptr } %19, 0
  %21 = extractvalue { i32, ptr } %19, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %18, i32 %20, ptr %21, ptr noundef nonnull @.str.21)
          to label %22 unwind label %23

22:                                               ; preds = %17
  tail call void @__cxa_throw(ptr nonnull %18, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #25
  unreachable

23:                                               ; preds = %17
  %24 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %18) #24
  resume { ptr, i32 } %24

25:                                               ; preds = %2
  call void @_ZNK4sycl3_V17handler28throwOnKernelParameterMisuseERKNS0_6detail27compile_time_kernel_info_v123CompileTimeKernelInfoTyE(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull align 8 dereferenceable(81) %5)
  %26 = load ptr, ptr %5, align 8, !tbaa !5
  %27 = getelementptr inbounds i8, ptr %5, i64 8
  %28 = load i64, ptr %27, align 8, !tbaa !37
  call void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr %26, i64 %28)
  call void @llvm.lifetime.start.p0(i64 152, ptr nonnull %6) #24
  %29 = getelementptr inbounds i8, ptr %6, i64 8
  store i8 0, ptr %29, align 8, !tbaa !267, !alias.scope !459
  %30 = getelementptr inbounds i8, ptr %6, i64 18
  store i8 0, ptr %30, align 2, !tbaa !274, !alias.scope !459
  %31 = getelementptr inbounds i8, ptr %6, i64 20
  store i8 0, ptr %31, align 4, !tbaa !276, !alias.scope !459
  %32 = getelementptr inbounds i8, ptr %6, i64 28
  store i8 0, ptr %32, align 4, !tbaa !278, !alias.scope !459
  %33 = getelementptr inbounds i8, ptr %6, i64 36
  store i8 0, ptr %33, align 4, !tbaa !280, !alias.scope !459
  %34 = getelementptr inbounds i8, ptr %6, i64 44
  store i8 0, ptr %34, align 4, !tbaa !278, !alias.scope !459
  %35 = getelementptr inbounds i8, ptr %6, i64 52
  store i8 0, ptr %35, align 4, !tbaa !280, !alias.scope !459
  %36 = getelementptr inbounds i8, ptr %6, i64 60
  store i8 0, ptr %36, align 4, !tbaa !278, !alias.scope !459
  %37 = getelementptr inbounds i8, ptr %6, i64 68
  store i8 0, ptr %37, align 4, !tbaa !280, !alias.scope !459
  %38 = getelementptr inbounds i8, ptr %6, i64 80
  store i8 0, ptr %38, align 8, !tbaa !282, !alias.scope !459
  %39 = getelementptr inbounds i8, ptr %6, i64 104
  store i8 0, ptr %39, align 8, !tbaa !284, !alias.scope !459
  %40 = getelementptr inbounds i8, ptr %6, i64 136
  store i8 0, ptr %40, align 8, !tbaa !286, !alias.scope !459
  %41 = getelementptr inbounds i8, ptr %6, i64 144
  store i8 1, ptr %41, align 8, !tbaa !288, !alias.scope !459
  call void @_ZN4sycl3_V17handler25setKernelLaunchPropertiesERKNS0_6detail27kernel_launch_properties_v111PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS5_5intel12experimental12cache_configENS7_17use_root_sync_keyENS7_23work_group_progress_keyENS7_22sub_group_progress_keyENS7_22work_item_progress_keyENS7_4cuda12cluster_sizeILi1EEENSH_ILi2EEENSH_ILi3EEEEEE(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull align 8 dereferenceable(145) %6)
  call void @llvm.lifetime.end.p0(i64 152, ptr nonnull %6) #24
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4)
  store i64 %8, ptr %3, align 8
  store ptr %3, ptr %4, align 8, !tbaa !319
  %42 = getelementptr inbounds i8, ptr %4, i64 8
  %43 = getelementptr inbounds i8, ptr %4, i64 24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %42, i8 0, i64 16, i1 false)
  store i64 1, ptr %43, align 8, !tbaa !321
  call void @_ZN4sycl3_V17handler20setNDRangeDescriptorENS0_6detail16nd_range_view_v113nd_range_viewEb(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull byval(%"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view") align 8 %4, i1 noundef zeroext false)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4)
  %44 = getelementptr inbounds i8, ptr %1, i64 144
  %45 = call noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #26
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZL9usm_stageRNS0_5queueERKSt6vectorIfSaIfEERS7_ENKUlRNS0_7handlerEE0_clESC_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %45, align 8, !tbaa !30
  %46 = getelementptr inbounds i8, ptr %45, i64 8
  store ptr %11, ptr %46, align 8, !tbaa !5
  %47 = getelementptr inbounds i8, ptr %45, i64 16
  store ptr %14, ptr %47, align 8, !tbaa !5
  %48 = load ptr, ptr %44, align 8, !tbaa !5
  store ptr %45, ptr %44, align 8, !tbaa !5
  %49 = icmp eq ptr %48, null
  br i1 %49, label %54, label %50

50:                                               ; preds = %25
  %51 = load ptr, ptr %48, align 8, !tbaa !30
  %52 = getelementptr inbounds i8, ptr %51, i64 16
  %53 = load ptr, ptr %52, align 8
  call void %53(ptr noundef nonnull align 8 dereferenceable(8) %48) #24
  br label %54

54:                                               ; preds = %25, %50
  call void @_ZN4sycl3_V17handler23instantiateKernelOnHostEPv(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull @_ZN4sycl3_V16detail16runKernelWithArgINS0_4itemILi1ELb1EEEZZL9usm_stageRNS0_5queueERKSt6vectorIfSaIfEERS9_ENKUlRNS0_7handlerEE0_clESE_EUlNS0_2idILi1EEEE_Lb0EEEvT0_T_RKSt17integral_constantIbXT1_EE)
  %55 = load ptr, ptr %44, align 8, !tbaa !5
  %56 = load ptr, ptr %55, align 8, !tbaa !30
  %57 = load ptr, ptr %56, align 8
  %58 = call noundef ptr %57(ptr noundef nonnull align 8 dereferenceable(8) %55)
  call void @_ZN4sycl3_V17handler19setDeviceKernelInfoI6SquareEEvPv(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef %58)
  call void @llvm.lifetime.end.p0(i64 88, ptr nonnull %5) #24
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local { i64, i32 } @_ZN4sycl3_V16detail18getKernelParamDescI6SquareEENS1_19kernel_param_desc_tEi(i32 noundef %0) #4 comdat {
  %2 = add i32 %0, 15
  %3 = zext i32 %2 to i64
  %4 = getelementptr inbounds [18 x %"struct.sycl::_V1::detail::kernel_param_desc_t"], ptr @_ZN4sycl3_V16detailL17kernel_signaturesE, i64 0, i64 %3
  %5 = load i64, ptr %4, align 4
  %6 = getelementptr inbounds i8, ptr %4, i64 8
  %7 = load i32, ptr %6, align 4, !tbaa !33
  %8 = insertvalue { i64, i32 } poison, i64 %5, 0
  %9 = insertvalue { i64, i32 } %8, i32 %7, 1
  ret { i64, i32 } %9
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler19setDeviceKernelInfoI6SquareEEvPv(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef %1) local_unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = getelementptr inbounds i8, ptr %0, i64 64
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(16) @__const._ZN4sycl3_V17handler19setDeviceKernelInfoI6SquareEEvPv.Info, i64 16, i1 false), !tbaa.struct !327
  tail call void @_ZN4sycl3_V17handler13setKernelFuncEPv(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef %1)
  %4 = load atomic i8, ptr @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI6SquareEERNS1_16DeviceKernelInfoEvE4Info acquire, align 8
  %5 = icmp eq i8 %4, 0
  br i1 %5, label %6, label %14, !prof !328

6:                                                ; preds = %2
  %7 = tail call i32 @__cxa_guard_acquire(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI6SquareEERNS1_16DeviceKernelInfoEvE4Info) #24
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %14, label %9

9:                                                ; preds = %6
  %10 = invoke noundef nonnull align 1 ptr @_ZN4sycl3_V16detail19getDeviceKernelInfoERKNS1_27compile_time_kernel_info_v123CompileTimeKernelInfoTyE(ptr noundef nonnull align 8 dereferenceable(81) @_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI6SquareEE)
          to label %11 unwind label %12

11:                                               ; preds = %9
  store ptr %10, ptr @_ZZN4sycl3_V16detail19getDeviceKernelInfoI6SquareEERNS1_16DeviceKernelInfoEvE4Info, align 8, !tbaa !5
  tail call void @__cxa_guard_release(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI6SquareEERNS1_16DeviceKernelInfoEvE4Info) #24
  br label %14

12:                                               ; preds = %9
  %13 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_guard_abort(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI6SquareEERNS1_16DeviceKernelInfoEvE4Info) #24
  resume { ptr, i32 } %13

14:                                               ; preds = %2, %6, %11
  %15 = load ptr, ptr @_ZZN4sycl3_V16detail19getDeviceKernelInfoI6SquareEERNS1_16DeviceKernelInfoEvE4Info, align 8, !tbaa !5
  tail call void @_ZN4sycl3_V17handler22setDeviceKernelInfoPtrEPNS0_6detail16DeviceKernelInfoE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull %15)
  tail call void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(176) %0, i32 noundef 1)
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef nonnull ptr @_ZN4sycl3_V16detail10HostKernelIZZL9usm_stageRNS0_5queueERKSt6vectorIfSaIfEERS7_ENKUlRNS0_7handlerEE0_clESC_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv(ptr noundef nonnull readnone align 8 dereferenceable(24) %0) unnamed_addr #20 align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail14HostKernelBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #13 comdat align 2 {
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZL9usm_stageRNS0_5queueERKSt6vectorIfSaIfEERS7_ENKUlRNS0_7handlerEE0_clESC_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #13 align 2 {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 24) #28
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal void @_ZN4sycl3_V16detail16runKernelWithArgINS0_4itemILi1ELb1EEEZZL9usm_stageRNS0_5queueERKSt6vectorIfSaIfEERS9_ENKUlRNS0_7handlerEE0_clESE_EUlNS0_2idILi1EEEE_Lb0EEEvT0_T_RKSt17integral_constantIbXT1_EE(ptr nocapture writeonly %0, ptr nocapture readonly %1, ptr nocapture noundef readonly byval(%"class.sycl::_V1::item") align 8 %2, ptr nocapture nonnull readnone align 1 %3) #21 personality ptr @__gxx_personality_v0 {
  %5 = getelementptr inbounds i8, ptr %2, i64 8
  %6 = load i64, ptr %5, align 8, !tbaa !37
  %7 = getelementptr inbounds float, ptr %1, i64 %6
  %8 = load float, ptr %7, align 4, !tbaa !12
  %9 = fmul float %8, %8
  %10 = getelementptr inbounds float, ptr %0, i64 %6
  store float %9, ptr %10, align 4, !tbaa !12
  ret void
}

; Function Attrs: mustprogress uwtable
define internal void @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZL9usm_stageRNS0_5queueERKSt6vectorIfSaIfEERS8_EUlRNS0_7handlerEE1_E4callEPKvSD_(ptr nocapture noundef readonly %0, ptr noundef nonnull align 8 dereferenceable(176) %1) #4 align 2 {
  %3 = load ptr, ptr %0, align 8, !tbaa !464
  %4 = load ptr, ptr %3, align 8, !tbaa !5
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  %6 = load ptr, ptr %5, align 8, !tbaa !466
  %7 = load ptr, ptr %6, align 8, !tbaa !5
  %8 = getelementptr inbounds i8, ptr %0, i64 16
  %9 = load ptr, ptr %8, align 8, !tbaa !467
  %10 = load i64, ptr %9, align 8, !tbaa !37
  %11 = shl i64 %10, 2
  tail call void @_ZN4sycl3_V17handler6memcpyEPvPKvm(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef %4, ptr noundef %7, i64 noundef %11)
  ret void
}

declare void @_ZN4sycl3_V17handler6memcpyEPvPKvm(ptr noundef nonnull align 8 dereferenceable(176), ptr noundef, ptr noundef, i64 noundef) local_unnamed_addr #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #22

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #19

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #23

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #23

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #23

attributes #0 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { inlinehint mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #9 = { noinline noreturn nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { mustprogress noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #14 = { nobuiltin allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #15 = { nofree nosync nounwind memory(none) }
attributes #16 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #17 = { noreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #18 = { inlinehint mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #19 = { nofree nounwind }
attributes #20 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #21 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #22 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #23 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #24 = { nounwind }
attributes #25 = { noreturn }
attributes #26 = { builtin allocsize(0) }
attributes #27 = { noreturn nounwind }
attributes #28 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"any pointer", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !6, i64 0}
!10 = !{!"_ZTSNSt12_Vector_baseIfSaIfEE17_Vector_impl_dataE", !6, i64 0, !6, i64 8, !6, i64 16}
!11 = !{!10, !6, i64 16}
!12 = !{!13, !13, i64 0}
!13 = !{!"float", !7, i64 0}
!14 = !{!10, !6, i64 8}
!15 = !{!16, !6, i64 24}
!16 = !{!"_ZTSSt8functionIFvN4sycl3_V114exception_listEEE", !17, i64 0, !6, i64 24}
!17 = !{!"_ZTSSt14_Function_base", !7, i64 0, !6, i64 16}
!18 = !{!17, !6, i64 16}
!19 = distinct !{!19, !20}
!20 = !{!"llvm.loop.mustprogress"}
!21 = !{!22, !6, i64 0}
!22 = !{!"_ZTSNSt12_Vector_baseISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEESaIS5_EE17_Vector_impl_dataE", !6, i64 0, !6, i64 8, !6, i64 16}
!23 = !{!22, !6, i64 8}
!24 = !{!25, !6, i64 0}
!25 = !{!"_ZTSSt14__shared_countILN9__gnu_cxx12_Lock_policyE2EE", !6, i64 0}
!26 = !{!27, !28, i64 8}
!27 = !{!"_ZTSSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE", !28, i64 8, !28, i64 12}
!28 = !{!"int", !7, i64 0}
!29 = !{!27, !28, i64 12}
!30 = !{!31, !31, i64 0}
!31 = !{!"vtable pointer", !8, i64 0}
!32 = !{!7, !7, i64 0}
!33 = !{!28, !28, i64 0}
!34 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!35 = distinct !{!35, !20}
!36 = !{!22, !6, i64 16}
!37 = !{!38, !38, i64 0}
!38 = !{!"long", !7, i64 0}
!39 = !{!40, !40, i64 0}
!40 = !{!"double", !7, i64 0}
!41 = distinct !{!41, !42, !43}
!42 = !{!"llvm.loop.isvectorized", i32 1}
!43 = !{!"llvm.loop.unroll.runtime.disable"}
!44 = distinct !{!44, !20}
!45 = distinct !{!45, !43, !42}
!46 = !{!47, !38, i64 8}
!47 = !{!"_ZTS11BufferStage", !6, i64 0, !38, i64 8, !48, i64 16, !48, i64 40, !48, i64 64, !51, i64 88, !51, i64 128, !51, i64 168}
!48 = !{!"_ZTSSt6vectorIfSaIfEE", !49, i64 0}
!49 = !{!"_ZTSSt12_Vector_baseIfSaIfEE", !50, i64 0}
!50 = !{!"_ZTSNSt12_Vector_baseIfSaIfEE12_Vector_implE", !10, i64 0}
!51 = !{!"_ZTSN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvEE", !52, i64 0, !55, i64 16, !38, i64 24, !57, i64 32}
!52 = !{!"_ZTSN4sycl3_V16detail12buffer_plainE", !53, i64 0}
!53 = !{!"_ZTSSt10shared_ptrIN4sycl3_V16detail11buffer_implEE", !54, i64 0}
!54 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail11buffer_implELN9__gnu_cxx12_Lock_policyE2EE", !6, i64 0, !25, i64 8}
!55 = !{!"_ZTSN4sycl3_V15rangeILi1EEE", !56, i64 0}
!56 = !{!"_ZTSN4sycl3_V16detail5arrayILi1EEE", !7, i64 0}
!57 = !{!"bool", !7, i64 0}
!58 = !{!59, !6, i64 0}
!59 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail10event_implELN9__gnu_cxx12_Lock_policyE2EE", !6, i64 0, !25, i64 8}
!60 = !{!61, !6, i64 0}
!61 = !{!"_ZTSN4sycl3_V16detail13code_locationE", !6, i64 0, !6, i64 8, !28, i64 16, !28, i64 20}
!62 = !{!63}
!63 = distinct !{!63, !64, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!64 = distinct !{!64, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!65 = !{!61, !6, i64 8}
!66 = !{!61, !28, i64 16}
!67 = !{!61, !28, i64 20}
!68 = distinct !{!68, !20}
!69 = !{!70}
!70 = distinct !{!70, !71, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!71 = distinct !{!71, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!72 = !{!73}
!73 = distinct !{!73, !74, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!74 = distinct !{!74, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!75 = !{!76}
!76 = distinct !{!76, !77, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!77 = distinct !{!77, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!78 = !{!79}
!79 = distinct !{!79, !80, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!80 = distinct !{!80, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!81 = !{!82}
!82 = distinct !{!82, !83, !"_ZN4sycl3_V15queue6submitIZL9usm_stageRS1_RKSt6vectorIfSaIfEERS6_EUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_SB_EENS0_5eventEE4typeESE_RKNS0_6detail13code_locationE: argument 0"}
!83 = distinct !{!83, !"_ZN4sycl3_V15queue6submitIZL9usm_stageRS1_RKSt6vectorIfSaIfEERS6_EUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_SB_EENS0_5eventEE4typeESE_RKNS0_6detail13code_locationE"}
!84 = !{!85, !6, i64 0}
!85 = !{!"_ZTSN4sycl3_V16detail19type_erased_cgfo_tyE", !6, i64 0, !6, i64 8}
!86 = !{!85, !6, i64 8}
!87 = !{!88, !82}
!88 = distinct !{!88, !89, !"_ZNK4sycl3_V15queue17submit_with_eventINS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET_RKNS0_6detail19type_erased_cgfo_tyERKNSD_13code_locationE: argument 0"}
!89 = distinct !{!89, !"_ZNK4sycl3_V15queue17submit_with_eventINS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET_RKNS0_6detail19type_erased_cgfo_tyERKNSD_13code_locationE"}
!90 = !{!91, !92, i64 0}
!91 = !{!"_ZTSN4sycl3_V16detail3_V114SubmissionInfoE", !92, i64 0}
!92 = !{!"_ZTSN4sycl3_V13ext6oneapi12experimental15event_mode_enumE", !7, i64 0}
!93 = !{!94, !57, i64 8}
!94 = !{!"_ZTSN4sycl3_V16detail14tls_code_loc_tE", !6, i64 0, !57, i64 8}
!95 = !{i8 0, i8 2}
!96 = !{}
!97 = !{!98}
!98 = distinct !{!98, !99, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!99 = distinct !{!99, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!100 = !{!101}
!101 = distinct !{!101, !102, !"_ZN4sycl3_V15queue6submitIZL9usm_stageRS1_RKSt6vectorIfSaIfEERS6_EUlRNS0_7handlerEE0_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_SB_EENS0_5eventEE4typeESE_RKNS0_6detail13code_locationE: argument 0"}
!102 = distinct !{!102, !"_ZN4sycl3_V15queue6submitIZL9usm_stageRS1_RKSt6vectorIfSaIfEERS6_EUlRNS0_7handlerEE0_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_SB_EENS0_5eventEE4typeESE_RKNS0_6detail13code_locationE"}
!103 = !{!104, !101}
!104 = distinct !{!104, !105, !"_ZNK4sycl3_V15queue17submit_with_eventINS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET_RKNS0_6detail19type_erased_cgfo_tyERKNSD_13code_locationE: argument 0"}
!105 = distinct !{!105, !"_ZNK4sycl3_V15queue17submit_with_eventINS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET_RKNS0_6detail19type_erased_cgfo_tyERKNSD_13code_locationE"}
!106 = !{!107}
!107 = distinct !{!107, !108, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!108 = distinct !{!108, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!109 = !{!110}
!110 = distinct !{!110, !111, !"_ZN4sycl3_V15queue6submitIZL9usm_stageRS1_RKSt6vectorIfSaIfEERS6_EUlRNS0_7handlerEE1_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_SB_EENS0_5eventEE4typeESE_RKNS0_6detail13code_locationE: argument 0"}
!111 = distinct !{!111, !"_ZN4sycl3_V15queue6submitIZL9usm_stageRS1_RKSt6vectorIfSaIfEERS6_EUlRNS0_7handlerEE1_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_SB_EENS0_5eventEE4typeESE_RKNS0_6detail13code_locationE"}
!112 = !{!113, !110}
!113 = distinct !{!113, !114, !"_ZNK4sycl3_V15queue17submit_with_eventINS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET_RKNS0_6detail19type_erased_cgfo_tyERKNSD_13code_locationE: argument 0"}
!114 = distinct !{!114, !"_ZNK4sycl3_V15queue17submit_with_eventINS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET_RKNS0_6detail19type_erased_cgfo_tyERKNSD_13code_locationE"}
!115 = !{!116}
!116 = distinct !{!116, !117, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!117 = distinct !{!117, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!118 = !{!119}
!119 = distinct !{!119, !120, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!120 = distinct !{!120, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!121 = !{!122}
!122 = distinct !{!122, !123, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!123 = distinct !{!123, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!124 = distinct !{!124, !20}
!125 = !{!126}
!126 = distinct !{!126, !127, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!127 = distinct !{!127, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!128 = !{!129}
!129 = distinct !{!129, !130, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!130 = distinct !{!130, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!131 = !{!132}
!132 = distinct !{!132, !133, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!133 = distinct !{!133, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!134 = !{!47, !6, i64 0}
!135 = !{!136}
!136 = distinct !{!136, !137, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!137 = distinct !{!137, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!138 = !{!139}
!139 = distinct !{!139, !140, !"_ZN4sycl3_V15queue6submitIZN11BufferStage6smoothENS0_5eventEiEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S6_EES4_E4typeES9_RKNS0_6detail13code_locationE: argument 0"}
!140 = distinct !{!140, !"_ZN4sycl3_V15queue6submitIZN11BufferStage6smoothENS0_5eventEiEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S6_EES4_E4typeES9_RKNS0_6detail13code_locationE"}
!141 = !{!142, !139}
!142 = distinct !{!142, !143, !"_ZNK4sycl3_V15queue17submit_with_eventINS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET_RKNS0_6detail19type_erased_cgfo_tyERKNSD_13code_locationE: argument 0"}
!143 = distinct !{!143, !"_ZNK4sycl3_V15queue17submit_with_eventINS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET_RKNS0_6detail19type_erased_cgfo_tyERKNSD_13code_locationE"}
!144 = distinct !{!144, !20}
!145 = !{!146}
!146 = distinct !{!146, !147, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!147 = distinct !{!147, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!148 = !{!149}
!149 = distinct !{!149, !150, !"_ZN4sycl3_V15queue6submitIZN11BufferStage6uploadEvEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S5_EENS0_5eventEE4typeES8_RKNS0_6detail13code_locationE: argument 0"}
!150 = distinct !{!150, !"_ZN4sycl3_V15queue6submitIZN11BufferStage6uploadEvEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S5_EENS0_5eventEE4typeES8_RKNS0_6detail13code_locationE"}
!151 = !{!152, !149}
!152 = distinct !{!152, !153, !"_ZNK4sycl3_V15queue17submit_with_eventINS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET_RKNS0_6detail19type_erased_cgfo_tyERKNSD_13code_locationE: argument 0"}
!153 = distinct !{!153, !"_ZNK4sycl3_V15queue17submit_with_eventINS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET_RKNS0_6detail19type_erased_cgfo_tyERKNSD_13code_locationE"}
!154 = !{!155}
!155 = distinct !{!155, !156, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!156 = distinct !{!156, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!157 = !{!158}
!158 = distinct !{!158, !159, !"_ZN4sycl3_V15queue6submitIZN11BufferStage6uploadEvEUlRNS0_7handlerEE0_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S5_EENS0_5eventEE4typeES8_RKNS0_6detail13code_locationE: argument 0"}
!159 = distinct !{!159, !"_ZN4sycl3_V15queue6submitIZN11BufferStage6uploadEvEUlRNS0_7handlerEE0_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S5_EENS0_5eventEE4typeES8_RKNS0_6detail13code_locationE"}
!160 = !{!161, !158}
!161 = distinct !{!161, !162, !"_ZNK4sycl3_V15queue17submit_with_eventINS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET_RKNS0_6detail19type_erased_cgfo_tyERKNSD_13code_locationE: argument 0"}
!162 = distinct !{!162, !"_ZNK4sycl3_V15queue17submit_with_eventINS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET_RKNS0_6detail19type_erased_cgfo_tyERKNSD_13code_locationE"}
!163 = !{!164}
!164 = distinct !{!164, !165, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!165 = distinct !{!165, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!166 = !{!167}
!167 = distinct !{!167, !168, !"_ZN4sycl3_V15queue6submitIZN11BufferStage6finishENS0_5eventEEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S6_EES4_E4typeES9_RKNS0_6detail13code_locationE: argument 0"}
!168 = distinct !{!168, !"_ZN4sycl3_V15queue6submitIZN11BufferStage6finishENS0_5eventEEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S6_EES4_E4typeES9_RKNS0_6detail13code_locationE"}
!169 = !{!170, !167}
!170 = distinct !{!170, !171, !"_ZNK4sycl3_V15queue17submit_with_eventINS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET_RKNS0_6detail19type_erased_cgfo_tyERKNSD_13code_locationE: argument 0"}
!171 = distinct !{!171, !"_ZNK4sycl3_V15queue17submit_with_eventINS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET_RKNS0_6detail19type_erased_cgfo_tyERKNSD_13code_locationE"}
!172 = !{!173}
!173 = distinct !{!173, !174, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!174 = distinct !{!174, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!175 = !{!176}
!176 = distinct !{!176, !177, !"_ZN4sycl3_V15queue6submitIZN11BufferStage6finishENS0_5eventEEUlRNS0_7handlerEE0_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S6_EES4_E4typeES9_RKNS0_6detail13code_locationE: argument 0"}
!177 = distinct !{!177, !"_ZN4sycl3_V15queue6submitIZN11BufferStage6finishENS0_5eventEEUlRNS0_7handlerEE0_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S6_EES4_E4typeES9_RKNS0_6detail13code_locationE"}
!178 = !{!179, !176}
!179 = distinct !{!179, !180, !"_ZNK4sycl3_V15queue17submit_with_eventINS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET_RKNS0_6detail19type_erased_cgfo_tyERKNSD_13code_locationE: argument 0"}
!180 = distinct !{!180, !"_ZNK4sycl3_V15queue17submit_with_eventINS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET_RKNS0_6detail19type_erased_cgfo_tyERKNSD_13code_locationE"}
!181 = !{!182}
!182 = distinct !{!182, !183, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!183 = distinct !{!183, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!184 = !{!185}
!185 = distinct !{!185, !186, !"_ZN4sycl3_V15queue6submitIZN11BufferStage6finishENS0_5eventEEUlRNS0_7handlerEE1_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S6_EES4_E4typeES9_RKNS0_6detail13code_locationE: argument 0"}
!186 = distinct !{!186, !"_ZN4sycl3_V15queue6submitIZN11BufferStage6finishENS0_5eventEEUlRNS0_7handlerEE1_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S6_EES4_E4typeES9_RKNS0_6detail13code_locationE"}
!187 = !{!188, !185}
!188 = distinct !{!188, !189, !"_ZNK4sycl3_V15queue17submit_with_eventINS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET_RKNS0_6detail19type_erased_cgfo_tyERKNSD_13code_locationE: argument 0"}
!189 = distinct !{!189, !"_ZNK4sycl3_V15queue17submit_with_eventINS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET_RKNS0_6detail19type_erased_cgfo_tyERKNSD_13code_locationE"}
!190 = !{!191}
!191 = distinct !{!191, !192, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!192 = distinct !{!192, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!193 = !{!194}
!194 = distinct !{!194, !195, !"_ZN4sycl3_V15queue6submitIZN11BufferStage6finishENS0_5eventEEUlRNS0_7handlerEE2_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S6_EES4_E4typeES9_RKNS0_6detail13code_locationE: argument 0"}
!195 = distinct !{!195, !"_ZN4sycl3_V15queue6submitIZN11BufferStage6finishENS0_5eventEEUlRNS0_7handlerEE2_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S6_EES4_E4typeES9_RKNS0_6detail13code_locationE"}
!196 = !{!197, !194}
!197 = distinct !{!197, !198, !"_ZNK4sycl3_V15queue17submit_with_eventINS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET_RKNS0_6detail19type_erased_cgfo_tyERKNSD_13code_locationE: argument 0"}
!198 = distinct !{!198, !"_ZNK4sycl3_V15queue17submit_with_eventINS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET_RKNS0_6detail19type_erased_cgfo_tyERKNSD_13code_locationE"}
!199 = !{!200}
!200 = distinct !{!200, !201, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!201 = distinct !{!201, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!202 = !{!203}
!203 = distinct !{!203, !204, !"_ZN4sycl3_V15queue6submitIZN11BufferStage13check_on_hostEPdEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S6_EENS0_5eventEE4typeES9_RKNS0_6detail13code_locationE: argument 0"}
!204 = distinct !{!204, !"_ZN4sycl3_V15queue6submitIZN11BufferStage13check_on_hostEPdEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S6_EENS0_5eventEE4typeES9_RKNS0_6detail13code_locationE"}
!205 = !{!206, !203}
!206 = distinct !{!206, !207, !"_ZNK4sycl3_V15queue17submit_with_eventINS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET_RKNS0_6detail19type_erased_cgfo_tyERKNSD_13code_locationE: argument 0"}
!207 = distinct !{!207, !"_ZNK4sycl3_V15queue17submit_with_eventINS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET_RKNS0_6detail19type_erased_cgfo_tyERKNSD_13code_locationE"}
!208 = !{!209, !6, i64 24}
!209 = !{!"_ZTSSt8functionIFiRKN4sycl3_V16deviceEEE", !17, i64 0, !6, i64 24}
!210 = !{!211, !6, i64 16}
!211 = !{!"_ZTSNSt12_Vector_baseINSt15__exception_ptr13exception_ptrESaIS1_EE17_Vector_impl_dataE", !6, i64 0, !6, i64 8, !6, i64 16}
!212 = !{!211, !6, i64 0}
!213 = !{!211, !6, i64 8}
!214 = !{!215, !6, i64 0}
!215 = !{!"_ZTSNSt15__exception_ptr13exception_ptrE", !6, i64 0}
!216 = distinct !{!216, !20}
!217 = !{!218}
!218 = distinct !{!218, !219, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!219 = distinct !{!219, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!220 = !{!221, !38, i64 0}
!221 = !{!"_ZTSN4sycl3_V16detail17aligned_allocatorIfEE", !38, i64 0}
!222 = !{!223, !38, i64 16}
!223 = !{!"_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE", !224, i64 0, !221, i64 8, !38, i64 16}
!224 = !{!"_ZTSN4sycl3_V16detail19SYCLMemObjAllocatorE"}
!225 = !{!226, !6, i64 0}
!226 = !{!"_ZTSSt10_Head_baseILm0EPN4sycl3_V16detail19SYCLMemObjAllocatorELb0EE", !6, i64 0}
!227 = !{!51, !38, i64 24}
!228 = !{!51, !57, i64 32}
!229 = !{!54, !6, i64 0}
!230 = !{!231, !6, i64 8}
!231 = !{!"_ZTSSt9type_info", !6, i64 8}
!232 = !{!233}
!233 = distinct !{!233, !234, !"_ZN4sycl3_V16detail12rangeToArrayERKNS0_5rangeILi1EEE: argument 0"}
!234 = distinct !{!234, !"_ZN4sycl3_V16detail12rangeToArrayERKNS0_5rangeILi1EEE"}
!235 = !{!236}
!236 = distinct !{!236, !237, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!237 = distinct !{!237, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!238 = !{!239}
!239 = distinct !{!239, !240, !"_ZN4sycl3_V16detail12rangeToArrayERKNS0_5rangeILi1EEE: argument 0"}
!240 = distinct !{!240, !"_ZN4sycl3_V16detail12rangeToArrayERKNS0_5rangeILi1EEE"}
!241 = distinct !{!241, !20, !42, !43}
!242 = distinct !{!242, !20, !43, !42}
!243 = distinct !{!243, !20, !42, !43}
!244 = distinct !{!244, !20, !43, !42}
!245 = distinct !{!245, !20, !42, !43}
!246 = distinct !{!246, !20, !43, !42}
!247 = distinct !{!247, !20, !42, !43}
!248 = distinct !{!248, !20, !43, !42}
!249 = !{!250, !6, i64 8}
!250 = !{!"_ZTSZN11BufferStage6smoothEN4sycl3_V15eventEiEUlRNS1_7handlerEE_", !6, i64 0, !6, i64 8}
!251 = !{!250, !6, i64 0}
!252 = !{!253, !6, i64 0}
!253 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail16AccessorImplHostELN9__gnu_cxx12_Lock_policyE2EE", !6, i64 0, !25, i64 8}
!254 = !{!255}
!255 = distinct !{!255, !256, !"_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!256 = distinct !{!256, !"_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!257 = !{!258}
!258 = distinct !{!258, !259, !"_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!259 = distinct !{!259, !"_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!260 = !{!261, !6, i64 0}
!261 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseELN9__gnu_cxx12_Lock_policyE2EE", !6, i64 0, !25, i64 8}
!262 = distinct !{!262, !20}
!263 = !{!264, !6, i64 16}
!264 = !{!"_ZTSN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !265, i64 0, !6, i64 16, !7, i64 24}
!265 = !{!"_ZTSN4sycl3_V16detail16AccessorBaseHostE", !266, i64 0}
!266 = !{!"_ZTSSt10shared_ptrIN4sycl3_V16detail16AccessorImplHostEE", !253, i64 0}
!267 = !{!268, !57, i64 8}
!268 = !{!"_ZTSSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental23work_group_scratch_sizeEE", !7, i64 0, !57, i64 8}
!269 = !{!270, !272}
!270 = distinct !{!270, !271, !"_ZN4sycl3_V16detail27kernel_launch_properties_v129extractKernelPropertiesCommonINS2_11PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS5_5intel12experimental12cache_configENS7_17use_root_sync_keyENS7_23work_group_progress_keyENS7_22sub_group_progress_keyENS7_22work_item_progress_keyENS7_4cuda12cluster_sizeILi1EEENSH_ILi2EEENSH_ILi3EEEEEELb0ENS7_10propertiesINS7_6detail20properties_type_listIJEEEEEvEET_T1_: argument 0"}
!271 = distinct !{!271, !"_ZN4sycl3_V16detail27kernel_launch_properties_v129extractKernelPropertiesCommonINS2_11PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS5_5intel12experimental12cache_configENS7_17use_root_sync_keyENS7_23work_group_progress_keyENS7_22sub_group_progress_keyENS7_22work_item_progress_keyENS7_4cuda12cluster_sizeILi1EEENSH_ILi2EEENSH_ILi3EEEEEELb0ENS7_10propertiesINS7_6detail20properties_type_listIJEEEEEvEET_T1_"}
!272 = distinct !{!272, !273, !"_ZN4sycl3_V16detail27kernel_launch_properties_v123extractKernelPropertiesILb0ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEvEEDaT0_: argument 0"}
!273 = distinct !{!273, !"_ZN4sycl3_V16detail27kernel_launch_properties_v123extractKernelPropertiesILb0ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEvEEDaT0_"}
!274 = !{!275, !57, i64 2}
!275 = !{!"_ZTSSt22_Optional_payload_baseIN4sycl3_V13ext5intel12experimental12cache_configEE", !7, i64 0, !57, i64 2}
!276 = !{!277, !57, i64 0}
!277 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental17use_root_sync_keyEvEE", !57, i64 0}
!278 = !{!279, !57, i64 4}
!279 = !{!"_ZTSSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental26forward_progress_guaranteeEE", !7, i64 0, !57, i64 4}
!280 = !{!281, !57, i64 4}
!281 = !{!"_ZTSSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental15execution_scopeEE", !7, i64 0, !57, i64 4}
!282 = !{!283, !57, i64 8}
!283 = !{!"_ZTSSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi1EEEE", !7, i64 0, !57, i64 8}
!284 = !{!285, !57, i64 16}
!285 = !{!"_ZTSSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi2EEEE", !7, i64 0, !57, i64 16}
!286 = !{!287, !57, i64 24}
!287 = !{!"_ZTSSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi3EEEE", !7, i64 0, !57, i64 24}
!288 = !{!289, !57, i64 144}
!289 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v111PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS4_5intel12experimental12cache_configENS6_17use_root_sync_keyENS6_23work_group_progress_keyENS6_22sub_group_progress_keyENS6_22work_item_progress_keyENS6_4cuda12cluster_sizeILi1EEENSG_ILi2EEENSG_ILi3EEEEEE", !290, i64 0, !294, i64 16, !277, i64 20, !298, i64 24, !305, i64 40, !306, i64 56, !307, i64 72, !311, i64 88, !315, i64 112, !57, i64 144}
!290 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental23work_group_scratch_sizeEvEE", !291, i64 0}
!291 = !{!"_ZTSSt8optionalIN4sycl3_V13ext6oneapi12experimental23work_group_scratch_sizeEE", !292, i64 0}
!292 = !{!"_ZTSSt14_Optional_baseIN4sycl3_V13ext6oneapi12experimental23work_group_scratch_sizeELb1ELb1EE", !293, i64 0}
!293 = !{!"_ZTSSt17_Optional_payloadIN4sycl3_V13ext6oneapi12experimental23work_group_scratch_sizeELb1ELb1ELb1EE", !268, i64 0}
!294 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext5intel12experimental12cache_configEvEE", !295, i64 0}
!295 = !{!"_ZTSSt8optionalIN4sycl3_V13ext5intel12experimental12cache_configEE", !296, i64 0}
!296 = !{!"_ZTSSt14_Optional_baseIN4sycl3_V13ext5intel12experimental12cache_configELb1ELb1EE", !297, i64 0}
!297 = !{!"_ZTSSt17_Optional_payloadIN4sycl3_V13ext5intel12experimental12cache_configELb1ELb1ELb1EE", !275, i64 0}
!298 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental23work_group_progress_keyEvEE", !299, i64 0, !302, i64 8}
!299 = !{!"_ZTSSt8optionalIN4sycl3_V13ext6oneapi12experimental26forward_progress_guaranteeEE", !300, i64 0}
!300 = !{!"_ZTSSt14_Optional_baseIN4sycl3_V13ext6oneapi12experimental26forward_progress_guaranteeELb1ELb1EE", !301, i64 0}
!301 = !{!"_ZTSSt17_Optional_payloadIN4sycl3_V13ext6oneapi12experimental26forward_progress_guaranteeELb1ELb1ELb1EE", !279, i64 0}
!302 = !{!"_ZTSSt8optionalIN4sycl3_V13ext6oneapi12experimental15execution_scopeEE", !303, i64 0}
!303 = !{!"_ZTSSt14_Optional_baseIN4sycl3_V13ext6oneapi12experimental15execution_scopeELb1ELb1EE", !304, i64 0}
!304 = !{!"_ZTSSt17_Optional_payloadIN4sycl3_V13ext6oneapi12experimental15execution_scopeELb1ELb1ELb1EE", !281, i64 0}
!305 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental22sub_group_progress_keyEvEE", !299, i64 0, !302, i64 8}
!306 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental22work_item_progress_keyEvEE", !299, i64 0, !302, i64 8}
!307 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental4cuda12cluster_sizeILi1EEEvEE", !308, i64 0}
!308 = !{!"_ZTSSt8optionalIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi1EEEE", !309, i64 0}
!309 = !{!"_ZTSSt14_Optional_baseIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi1EEELb1ELb1EE", !310, i64 0}
!310 = !{!"_ZTSSt17_Optional_payloadIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi1EEELb1ELb1ELb1EE", !283, i64 0}
!311 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental4cuda12cluster_sizeILi2EEEvEE", !312, i64 0}
!312 = !{!"_ZTSSt8optionalIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi2EEEE", !313, i64 0}
!313 = !{!"_ZTSSt14_Optional_baseIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi2EEELb1ELb1EE", !314, i64 0}
!314 = !{!"_ZTSSt17_Optional_payloadIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi2EEELb1ELb1ELb1EE", !285, i64 0}
!315 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental4cuda12cluster_sizeILi3EEEvEE", !316, i64 0}
!316 = !{!"_ZTSSt8optionalIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi3EEEE", !317, i64 0}
!317 = !{!"_ZTSSt14_Optional_baseIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi3EEELb1ELb1EE", !318, i64 0}
!318 = !{!"_ZTSSt17_Optional_payloadIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi3EEELb1ELb1ELb1EE", !287, i64 0}
!319 = !{!320, !6, i64 0}
!320 = !{!"_ZTSN4sycl3_V16detail16nd_range_view_v113nd_range_viewE", !6, i64 0, !6, i64 8, !6, i64 16, !38, i64 24}
!321 = !{!320, !38, i64 24}
!322 = !{!323, !28, i64 16}
!323 = !{!"_ZTSN4sycl3_V16detail27compile_time_kernel_info_v123CompileTimeKernelInfoTyE", !324, i64 0, !28, i64 16, !57, i64 20, !324, i64 24, !324, i64 40, !28, i64 56, !28, i64 60, !38, i64 64, !6, i64 72, !57, i64 80}
!324 = !{!"_ZTSN4sycl3_V16detail11string_viewE", !6, i64 0, !38, i64 8}
!325 = distinct !{!325, !20}
!326 = !{!323, !6, i64 72}
!327 = !{i64 0, i64 8, !5, i64 8, i64 8, !37}
!328 = !{!"branch_weights", i32 1, i32 1048575}
!329 = !{!330}
!330 = distinct !{!330, !331, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv: argument 0"}
!331 = distinct !{!331, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv"}
!332 = !{!333}
!333 = distinct !{!333, !334, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv: argument 0"}
!334 = distinct !{!334, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv"}
!335 = !{!336}
!336 = distinct !{!336, !337, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv: argument 0"}
!337 = distinct !{!337, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv"}
!338 = !{!339}
!339 = distinct !{!339, !340, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv: argument 0"}
!340 = distinct !{!340, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv"}
!341 = !{!342, !6, i64 0}
!342 = !{!"_ZTSZN11BufferStage6uploadEvEUlRN4sycl3_V17handlerEE_", !6, i64 0}
!343 = !{!344}
!344 = distinct !{!344, !345, !"_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!345 = distinct !{!345, !"_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!346 = !{!347}
!347 = distinct !{!347, !348, !"_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!348 = distinct !{!348, !"_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!349 = !{!350, !6, i64 16}
!350 = !{!"_ZTSN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !265, i64 0, !6, i64 16, !7, i64 24}
!351 = !{!352, !6, i64 104}
!352 = !{!"_ZTSN4sycl3_V17handlerE", !353, i64 0, !6, i64 8, !359, i64 16, !363, i64 40, !324, i64 64, !367, i64 80, !6, i64 96, !6, i64 104, !38, i64 112, !369, i64 120, !373, i64 144, !61, i64 152}
!353 = !{!"_ZTSSt10unique_ptrIN4sycl3_V16detail12handler_implESt14default_deleteIS3_EE", !354, i64 0}
!354 = !{!"_ZTSSt15__uniq_ptr_dataIN4sycl3_V16detail12handler_implESt14default_deleteIS3_ELb1ELb1EE", !355, i64 0}
!355 = !{!"_ZTSSt15__uniq_ptr_implIN4sycl3_V16detail12handler_implESt14default_deleteIS3_EE", !356, i64 0}
!356 = !{!"_ZTSSt5tupleIJPN4sycl3_V16detail12handler_implESt14default_deleteIS3_EEE", !357, i64 0}
!357 = !{!"_ZTSSt11_Tuple_implILm0EJPN4sycl3_V16detail12handler_implESt14default_deleteIS3_EEE", !358, i64 0}
!358 = !{!"_ZTSSt10_Head_baseILm0EPN4sycl3_V16detail12handler_implELb0EE", !6, i64 0}
!359 = !{!"_ZTSSt6vectorISt10shared_ptrIN4sycl3_V16detail21LocalAccessorImplHostEESaIS5_EE", !360, i64 0}
!360 = !{!"_ZTSSt12_Vector_baseISt10shared_ptrIN4sycl3_V16detail21LocalAccessorImplHostEESaIS5_EE", !361, i64 0}
!361 = !{!"_ZTSNSt12_Vector_baseISt10shared_ptrIN4sycl3_V16detail21LocalAccessorImplHostEESaIS5_EE12_Vector_implE", !362, i64 0}
!362 = !{!"_ZTSNSt12_Vector_baseISt10shared_ptrIN4sycl3_V16detail21LocalAccessorImplHostEESaIS5_EE17_Vector_impl_dataE", !6, i64 0, !6, i64 8, !6, i64 16}
!363 = !{!"_ZTSSt6vectorISt10shared_ptrIN4sycl3_V16detail11stream_implEESaIS5_EE", !364, i64 0}
!364 = !{!"_ZTSSt12_Vector_baseISt10shared_ptrIN4sycl3_V16detail11stream_implEESaIS5_EE", !365, i64 0}
!365 = !{!"_ZTSNSt12_Vector_baseISt10shared_ptrIN4sycl3_V16detail11stream_implEESaIS5_EE12_Vector_implE", !366, i64 0}
!366 = !{!"_ZTSNSt12_Vector_baseISt10shared_ptrIN4sycl3_V16detail11stream_implEESaIS5_EE17_Vector_impl_dataE", !6, i64 0, !6, i64 8, !6, i64 16}
!367 = !{!"_ZTSSt10shared_ptrIN4sycl3_V16detail11kernel_implEE", !368, i64 0}
!368 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail11kernel_implELN9__gnu_cxx12_Lock_policyE2EE", !6, i64 0, !25, i64 8}
!369 = !{!"_ZTSSt6vectorIhSaIhEE", !370, i64 0}
!370 = !{!"_ZTSSt12_Vector_baseIhSaIhEE", !371, i64 0}
!371 = !{!"_ZTSNSt12_Vector_baseIhSaIhEE12_Vector_implE", !372, i64 0}
!372 = !{!"_ZTSNSt12_Vector_baseIhSaIhEE17_Vector_impl_dataE", !6, i64 0, !6, i64 8, !6, i64 16}
!373 = !{!"_ZTSSt10unique_ptrIN4sycl3_V16detail14HostKernelBaseESt14default_deleteIS3_EE", !374, i64 0}
!374 = !{!"_ZTSSt15__uniq_ptr_dataIN4sycl3_V16detail14HostKernelBaseESt14default_deleteIS3_ELb1ELb1EE", !375, i64 0}
!375 = !{!"_ZTSSt15__uniq_ptr_implIN4sycl3_V16detail14HostKernelBaseESt14default_deleteIS3_EE", !376, i64 0}
!376 = !{!"_ZTSSt5tupleIJPN4sycl3_V16detail14HostKernelBaseESt14default_deleteIS3_EEE", !377, i64 0}
!377 = !{!"_ZTSSt11_Tuple_implILm0EJPN4sycl3_V16detail14HostKernelBaseESt14default_deleteIS3_EEE", !378, i64 0}
!378 = !{!"_ZTSSt10_Head_baseILm0EPN4sycl3_V16detail14HostKernelBaseELb0EE", !6, i64 0}
!379 = !{!372, !6, i64 8}
!380 = !{!372, !6, i64 0}
!381 = !{!372, !6, i64 16}
!382 = !{!383, !6, i64 8}
!383 = !{!"_ZTSZN11BufferStage6uploadEvEUlRN4sycl3_V17handlerEE0_", !6, i64 0, !6, i64 8}
!384 = !{!383, !6, i64 0}
!385 = !{!352, !6, i64 96}
!386 = !{!387, !6, i64 8}
!387 = !{!"_ZTSZN11BufferStage6finishEN4sycl3_V15eventEEUlRNS1_7handlerEE_", !6, i64 0, !6, i64 8}
!388 = !{!387, !6, i64 0}
!389 = !{!390}
!390 = distinct !{!390, !391, !"_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!391 = distinct !{!391, !"_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!392 = !{!393}
!393 = distinct !{!393, !394, !"_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!394 = distinct !{!394, !"_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!395 = !{!396, !6, i64 16}
!396 = !{!"_ZTSN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !265, i64 0, !6, i64 16, !7, i64 24}
!397 = !{!398, !400}
!398 = distinct !{!398, !399, !"_ZN4sycl3_V16detail27kernel_launch_properties_v129extractKernelPropertiesCommonINS2_11PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS5_5intel12experimental12cache_configENS7_17use_root_sync_keyENS7_23work_group_progress_keyENS7_22sub_group_progress_keyENS7_22work_item_progress_keyENS7_4cuda12cluster_sizeILi1EEENSH_ILi2EEENSH_ILi3EEEEEELb0ENS7_10propertiesINS7_6detail20properties_type_listIJEEEEEvEET_T1_: argument 0"}
!399 = distinct !{!399, !"_ZN4sycl3_V16detail27kernel_launch_properties_v129extractKernelPropertiesCommonINS2_11PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS5_5intel12experimental12cache_configENS7_17use_root_sync_keyENS7_23work_group_progress_keyENS7_22sub_group_progress_keyENS7_22work_item_progress_keyENS7_4cuda12cluster_sizeILi1EEENSH_ILi2EEENSH_ILi3EEEEEELb0ENS7_10propertiesINS7_6detail20properties_type_listIJEEEEEvEET_T1_"}
!400 = distinct !{!400, !401, !"_ZN4sycl3_V16detail27kernel_launch_properties_v123extractKernelPropertiesILb0ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEvEEDaT0_: argument 0"}
!401 = distinct !{!401, !"_ZN4sycl3_V16detail27kernel_launch_properties_v123extractKernelPropertiesILb0ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEvEEDaT0_"}
!402 = !{!403}
!403 = distinct !{!403, !404, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv: argument 0"}
!404 = distinct !{!404, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv"}
!405 = !{!406}
!406 = distinct !{!406, !407, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv: argument 0"}
!407 = distinct !{!407, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv"}
!408 = !{!409}
!409 = distinct !{!409, !410, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv: argument 0"}
!410 = distinct !{!410, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv"}
!411 = !{!412}
!412 = distinct !{!412, !413, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv: argument 0"}
!413 = distinct !{!413, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv"}
!414 = !{!415, !6, i64 8}
!415 = !{!"_ZTSZN11BufferStage6finishEN4sycl3_V15eventEEUlRNS1_7handlerEE0_", !6, i64 0, !6, i64 8}
!416 = !{!415, !6, i64 0}
!417 = !{!418, !420}
!418 = distinct !{!418, !419, !"_ZN4sycl3_V16detail27kernel_launch_properties_v129extractKernelPropertiesCommonINS2_11PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS5_5intel12experimental12cache_configENS7_17use_root_sync_keyENS7_23work_group_progress_keyENS7_22sub_group_progress_keyENS7_22work_item_progress_keyENS7_4cuda12cluster_sizeILi1EEENSH_ILi2EEENSH_ILi3EEEEEELb0ENS7_10propertiesINS7_6detail20properties_type_listIJEEEEEvEET_T1_: argument 0"}
!419 = distinct !{!419, !"_ZN4sycl3_V16detail27kernel_launch_properties_v129extractKernelPropertiesCommonINS2_11PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS5_5intel12experimental12cache_configENS7_17use_root_sync_keyENS7_23work_group_progress_keyENS7_22sub_group_progress_keyENS7_22work_item_progress_keyENS7_4cuda12cluster_sizeILi1EEENSH_ILi2EEENSH_ILi3EEEEEELb0ENS7_10propertiesINS7_6detail20properties_type_listIJEEEEEvEET_T1_"}
!420 = distinct !{!420, !421, !"_ZN4sycl3_V16detail27kernel_launch_properties_v123extractKernelPropertiesILb0ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEvEEDaT0_: argument 0"}
!421 = distinct !{!421, !"_ZN4sycl3_V16detail27kernel_launch_properties_v123extractKernelPropertiesILb0ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEvEEDaT0_"}
!422 = !{!423}
!423 = distinct !{!423, !424, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv: argument 0"}
!424 = distinct !{!424, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv"}
!425 = !{!426}
!426 = distinct !{!426, !427, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv: argument 0"}
!427 = distinct !{!427, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv"}
!428 = !{!429}
!429 = distinct !{!429, !430, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv: argument 0"}
!430 = distinct !{!430, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv"}
!431 = !{!432}
!432 = distinct !{!432, !433, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv: argument 0"}
!433 = distinct !{!433, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv"}
!434 = !{!435, !6, i64 0}
!435 = !{!"_ZTSZN11BufferStage6finishEN4sycl3_V15eventEEUlRNS1_7handlerEE1_", !6, i64 0}
!436 = !{!437, !6, i64 0}
!437 = !{!"_ZTSZN11BufferStage6finishEN4sycl3_V15eventEEUlRNS1_7handlerEE2_", !6, i64 0}
!438 = !{!439, !6, i64 0}
!439 = !{!"_ZTSZN11BufferStage13check_on_hostEPdEUlRN4sycl3_V17handlerEE_", !6, i64 0, !6, i64 8}
!440 = !{!439, !6, i64 8}
!441 = !{!442, !6, i64 32}
!442 = !{!"_ZTSZZN11BufferStage13check_on_hostEPdENKUlRN4sycl3_V17handlerEE_clES4_EUlvE_", !396, i64 0, !6, i64 32}
!443 = !{!444, !6, i64 24}
!444 = !{!"_ZTSSt8functionIFvvEE", !17, i64 0, !6, i64 24}
!445 = !{!446}
!446 = distinct !{!446, !447, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv: argument 0"}
!447 = distinct !{!447, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv"}
!448 = !{!449}
!449 = distinct !{!449, !450, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv: argument 0"}
!450 = distinct !{!450, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv"}
!451 = distinct !{!451, !20}
!452 = !{!453, !6, i64 0}
!453 = !{!"_ZTSZL9usm_stageRN4sycl3_V15queueERKSt6vectorIfSaIfEERS5_EUlRNS0_7handlerEE_", !6, i64 0, !6, i64 8}
!454 = !{!453, !6, i64 8}
!455 = !{!456, !6, i64 0}
!456 = !{!"_ZTSZL9usm_stageRN4sycl3_V15queueERKSt6vectorIfSaIfEERS5_EUlRNS0_7handlerEE0_", !6, i64 0, !6, i64 8, !6, i64 16}
!457 = !{!456, !6, i64 8}
!458 = !{!456, !6, i64 16}
!459 = !{!460, !462}
!460 = distinct !{!460, !461, !"_ZN4sycl3_V16detail27kernel_launch_properties_v129extractKernelPropertiesCommonINS2_11PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS5_5intel12experimental12cache_configENS7_17use_root_sync_keyENS7_23work_group_progress_keyENS7_22sub_group_progress_keyENS7_22work_item_progress_keyENS7_4cuda12cluster_sizeILi1EEENSH_ILi2EEENSH_ILi3EEEEEELb0ENS7_10propertiesINS7_6detail20properties_type_listIJEEEEEvEET_T1_: argument 0"}
!461 = distinct !{!461, !"_ZN4sycl3_V16detail27kernel_launch_properties_v129extractKernelPropertiesCommonINS2_11PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS5_5intel12experimental12cache_configENS7_17use_root_sync_keyENS7_23work_group_progress_keyENS7_22sub_group_progress_keyENS7_22work_item_progress_keyENS7_4cuda12cluster_sizeILi1EEENSH_ILi2EEENSH_ILi3EEEEEELb0ENS7_10propertiesINS7_6detail20properties_type_listIJEEEEEvEET_T1_"}
!462 = distinct !{!462, !463, !"_ZN4sycl3_V16detail27kernel_launch_properties_v123extractKernelPropertiesILb0ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEvEEDaT0_: argument 0"}
!463 = distinct !{!463, !"_ZN4sycl3_V16detail27kernel_launch_properties_v123extractKernelPropertiesILb0ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEvEEDaT0_"}
!464 = !{!465, !6, i64 0}
!465 = !{!"_ZTSZL9usm_stageRN4sycl3_V15queueERKSt6vectorIfSaIfEERS5_EUlRNS0_7handlerEE1_", !6, i64 0, !6, i64 8, !6, i64 16}
!466 = !{!465, !6, i64 8}
!467 = !{!465, !6, i64 16}
