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
%"struct.sycl::_V1::detail::code_location" = type { ptr, ptr, i32, i32 }
%"class.sycl::_V1::detail::tls_code_loc_t" = type <{ ptr, i8, [7 x i8] }>
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::PropsHolder" = type { %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty", %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.78", %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.90", [3 x i8], %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.91", %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.108", %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.109", %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.110", %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.122", %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.137", i8, [7 x i8] }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty" = type { %"class.std::optional" }
%"class.std::optional" = type { %"struct.std::_Optional_base" }
%"struct.std::_Optional_base" = type { %"struct.std::_Optional_payload" }
%"struct.std::_Optional_payload" = type { %"struct.std::_Optional_payload_base.base", [7 x i8] }
%"struct.std::_Optional_payload_base.base" = type <{ %"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::work_group_scratch_size>::_Storage", i8 }>
%"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::work_group_scratch_size>::_Storage" = type { %"struct.sycl::_V1::ext::oneapi::experimental::work_group_scratch_size" }
%"struct.sycl::_V1::ext::oneapi::experimental::work_group_scratch_size" = type { i64 }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.78" = type { %"class.std::optional.79" }
%"class.std::optional.79" = type { %"struct.std::_Optional_base.80" }
%"struct.std::_Optional_base.80" = type { %"struct.std::_Optional_payload.82" }
%"struct.std::_Optional_payload.82" = type { %"struct.std::_Optional_payload_base.base.87", i8 }
%"struct.std::_Optional_payload_base.base.87" = type <{ %"union.std::_Optional_payload_base<sycl::_V1::ext::intel::experimental::cache_config>::_Storage", i8 }>
%"union.std::_Optional_payload_base<sycl::_V1::ext::intel::experimental::cache_config>::_Storage" = type { %"struct.sycl::_V1::ext::intel::experimental::cache_config" }
%"struct.sycl::_V1::ext::intel::experimental::cache_config" = type { i16 }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.90" = type { i8 }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.91" = type { %"class.std::optional.92", %"class.std::optional.100" }
%"class.std::optional.92" = type { %"struct.std::_Optional_base.93" }
%"struct.std::_Optional_base.93" = type { %"struct.std::_Optional_payload.95" }
%"struct.std::_Optional_payload.95" = type { %"struct.std::_Optional_payload_base.base.97", [3 x i8] }
%"struct.std::_Optional_payload_base.base.97" = type <{ %"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::forward_progress_guarantee>::_Storage", i8 }>
%"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::forward_progress_guarantee>::_Storage" = type { i32 }
%"class.std::optional.100" = type { %"struct.std::_Optional_base.101" }
%"struct.std::_Optional_base.101" = type { %"struct.std::_Optional_payload.103" }
%"struct.std::_Optional_payload.103" = type { %"struct.std::_Optional_payload_base.base.105", [3 x i8] }
%"struct.std::_Optional_payload_base.base.105" = type <{ %"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::execution_scope>::_Storage", i8 }>
%"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::execution_scope>::_Storage" = type { i32 }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.108" = type { %"class.std::optional.92", %"class.std::optional.100" }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.109" = type { %"class.std::optional.92", %"class.std::optional.100" }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.110" = type { %"class.std::optional.111" }
%"class.std::optional.111" = type { %"struct.std::_Optional_base.112" }
%"struct.std::_Optional_base.112" = type { %"struct.std::_Optional_payload.114" }
%"struct.std::_Optional_payload.114" = type { %"struct.std::_Optional_payload_base.base.119", [7 x i8] }
%"struct.std::_Optional_payload_base.base.119" = type <{ %"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::cuda::cluster_size<1>>::_Storage", i8 }>
%"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::cuda::cluster_size<1>>::_Storage" = type { %"struct.sycl::_V1::ext::oneapi::experimental::cuda::cluster_size" }
%"struct.sycl::_V1::ext::oneapi::experimental::cuda::cluster_size" = type { %"class.sycl::_V1::range.16" }
%"class.sycl::_V1::range.16" = type { %"class.sycl::_V1::detail::array.17" }
%"class.sycl::_V1::detail::array.17" = type { [1 x i64] }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.122" = type { %"class.std::optional.123" }
%"class.std::optional.123" = type { %"struct.std::_Optional_base.124" }
%"struct.std::_Optional_base.124" = type { %"struct.std::_Optional_payload.126" }
%"struct.std::_Optional_payload.126" = type { %"struct.std::_Optional_payload_base.base.134", [7 x i8] }
%"struct.std::_Optional_payload_base.base.134" = type <{ %"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::cuda::cluster_size<2>>::_Storage", i8 }>
%"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::cuda::cluster_size<2>>::_Storage" = type { %"struct.sycl::_V1::ext::oneapi::experimental::cuda::cluster_size.128" }
%"struct.sycl::_V1::ext::oneapi::experimental::cuda::cluster_size.128" = type { %"class.sycl::_V1::range.132" }
%"class.sycl::_V1::range.132" = type { %"class.sycl::_V1::detail::array.133" }
%"class.sycl::_V1::detail::array.133" = type { [2 x i64] }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.137" = type { %"class.std::optional.138" }
%"class.std::optional.138" = type { %"struct.std::_Optional_base.139" }
%"struct.std::_Optional_base.139" = type { %"struct.std::_Optional_payload.141" }
%"struct.std::_Optional_payload.141" = type { %"struct.std::_Optional_payload_base.base.147", [7 x i8] }
%"struct.std::_Optional_payload_base.base.147" = type <{ %"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::cuda::cluster_size<3>>::_Storage", i8 }>
%"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::cuda::cluster_size<3>>::_Storage" = type { %"struct.sycl::_V1::ext::oneapi::experimental::cuda::cluster_size.143" }
%"struct.sycl::_V1::ext::oneapi::experimental::cuda::cluster_size.143" = type { %"class.sycl::_V1::range" }
%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [3 x i64] }
%"class.sycl::_V1::detail::HostKernelRef" = type { %"class.sycl::_V1::detail::HostKernelRefBase", ptr }
%"class.sycl::_V1::detail::HostKernelRefBase" = type { %"class.sycl::_V1::detail::HostKernelBase" }
%"class.sycl::_V1::detail::HostKernelBase" = type { ptr }
%"class.sycl::_V1::span" = type { ptr, i64 }
%"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view" = type { ptr, ptr, ptr, i64 }
%"class.sycl::_V1::detail::_V1::SubmissionInfo" = type { i32 }
%"class.sycl::_V1::detail::type_erased_cgfo_ty" = type { ptr, ptr }
%class.anon.23 = type { ptr, ptr, ptr, ptr }
%class.anon = type { ptr }
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
%"class.sycl::_V1::buffer.14" = type <{ %"class.sycl::_V1::detail::buffer_plain", %"class.sycl::_V1::range.16", i64, i8, [7 x i8] }>
%"class.sycl::_V1::event" = type { %"class.std::shared_ptr.20" }
%"class.std::shared_ptr.20" = type { %"class.std::__shared_ptr.21" }
%"class.std::__shared_ptr.21" = type { ptr, %"class.std::__shared_count" }
%struct.Window = type { float, float }
%class.anon.24 = type { ptr }
%class.anon.25 = type { ptr }
%"class.sycl::_V1::device" = type { ptr }
%"class.sycl::_V1::context" = type { %"class.std::shared_ptr.157" }
%"class.std::shared_ptr.157" = type { %"class.std::__shared_ptr.158" }
%"class.std::__shared_ptr.158" = type { ptr, %"class.std::__shared_count" }
%"class.std::unique_ptr.160" = type { %"struct.std::__uniq_ptr_data.161" }
%"struct.std::__uniq_ptr_data.161" = type { %"class.std::__uniq_ptr_impl.162" }
%"class.std::__uniq_ptr_impl.162" = type { %"class.std::tuple.163" }
%"class.std::tuple.163" = type { %"struct.std::_Tuple_impl.164" }
%"struct.std::_Tuple_impl.164" = type { %"struct.std::_Head_base.167" }
%"struct.std::_Head_base.167" = type { ptr }
%"struct.std::array" = type { [3 x i64] }
%class.anon.37 = type { ptr, ptr, ptr }
%"class.sycl::_V1::detail::HostKernelRef.224" = type { %"class.sycl::_V1::detail::HostKernelRefBase", ptr }
%"class.std::__exception_ptr::exception_ptr" = type { ptr }
%"class.std::function.31" = type { %"class.std::_Function_base", ptr }
%"class.sycl::_V1::exception_list" = type { %"class.std::vector.26" }
%"class.std::vector.26" = type { %"struct.std::_Vector_base.27" }
%"struct.std::_Vector_base.27" = type { %"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl" }
%"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl" = type { %"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl_data" }
%"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl_data" = type { ptr, ptr, ptr }
%"struct.sycl::_V1::detail::compile_time_kernel_info_v1::CompileTimeKernelInfoTy" = type <{ %"class.sycl::_V1::detail::string_view", i32, i8, [3 x i8], %"class.sycl::_V1::detail::string_view", %"class.sycl::_V1::detail::string_view", i32, i32, i64, ptr, i8, [7 x i8] }>
%"class.sycl::_V1::accessor" = type { %"class.sycl::_V1::detail::AccessorBaseHost", ptr, [56 x i8] }
%"class.sycl::_V1::detail::AccessorBaseHost" = type { %"class.std::shared_ptr.66" }
%"class.std::shared_ptr.66" = type { %"class.std::__shared_ptr.67" }
%"class.std::__shared_ptr.67" = type { ptr, %"class.std::__shared_count" }
%class.anon.70 = type <{ %"class.sycl::_V1::accessor", float, [4 x i8] }>
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::ext::oneapi::accessor_property_list" = type { %"class.sycl::_V1::detail::PropertyListBase" }
%"class.std::shared_ptr.74" = type { %"class.std::__shared_ptr.75" }
%"class.std::__shared_ptr.75" = type { ptr, %"class.std::__shared_count" }
%"class.sycl::_V1::item" = type { %"struct.sycl::_V1::detail::ItemBase" }
%"struct.sycl::_V1::detail::ItemBase" = type { %"class.sycl::_V1::range", %"class.sycl::_V1::id", %"class.sycl::_V1::id" }
%"class.sycl::_V1::accessor.192" = type { %"class.sycl::_V1::detail::AccessorBaseHost", ptr, [56 x i8] }
%class.anon.195 = type { %"class.sycl::_V1::accessor.192" }
%"class.sycl::_V1::accessor.200" = type { %"class.sycl::_V1::detail::AccessorBaseHost", ptr, [56 x i8] }
%"class.sycl::_V1::accessor.204" = type { %"class.sycl::_V1::detail::AccessorBaseHost", ptr, [8 x i8] }
%class.anon.207 = type <{ %"class.sycl::_V1::accessor.200", %struct.Window, %"class.sycl::_V1::accessor.204", i32, [4 x i8] }>
%"class.sycl::_V1::detail::accessor_common<float, 3, sycl::_V1::access::mode::read, sycl::_V1::access::target::device, sycl::_V1::access::placeholder::false_t>::AccessorSubscript" = type { %"class.sycl::_V1::id", %"class.sycl::_V1::accessor.200" }
%"class.std::unique_ptr.58" = type { %"struct.std::__uniq_ptr_data.59" }
%"struct.std::__uniq_ptr_data.59" = type { %"class.std::__uniq_ptr_impl.60" }
%"class.std::__uniq_ptr_impl.60" = type { %"class.std::tuple.61" }
%"class.std::tuple.61" = type { %"struct.std::_Tuple_impl.62" }
%"struct.std::_Tuple_impl.62" = type { %"struct.std::_Head_base.65" }
%"struct.std::_Head_base.65" = type { ptr }

$_ZN4sycl3_V113malloc_sharedIiEEPT_mRKNS0_5queueERKNS0_13property_listERKNS0_6detail13code_locationE = comdat any

$_ZN4sycl3_V16bufferIfLi3ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi3EEERKNS0_13property_listENS2_13code_locationE = comdat any

$_ZN4sycl3_V16bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvEC2EPiRKNS0_5rangeILi1EEERKNS0_13property_listENS2_13code_locationE = comdat any

$_ZN4sycl3_V15eventD2Ev = comdat any

$_ZN4sycl3_V16bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvED2Ev = comdat any

$_ZN4sycl3_V16bufferIfLi3ENS0_6detail17aligned_allocatorIfEEvED2Ev = comdat any

$_ZN4sycl3_V15queueD2Ev = comdat any

$_ZN4sycl3_V16detail19defaultAsyncHandlerENS0_14exception_listE = comdat any

$_ZN4sycl3_V15queueC2IFiRKNS0_6deviceEEvEERKT_RKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE = comdat any

$__clang_call_terminate = comdat any

$_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E9_M_invokeERKSt9_Any_dataOS2_ = comdat any

$_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E10_M_managerERSt9_Any_dataRKS6_St18_Manager_operation = comdat any

$_ZN4sycl3_V114exception_listD2Ev = comdat any

$_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E9_M_invokeERKSt9_Any_dataS4_ = comdat any

$_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E10_M_managerERSt9_Any_dataRKS8_St18_Manager_operation = comdat any

$_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv = comdat any

$_ZN4sycl3_V18accessorIfLi3ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi3ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE = comdat any

$_ZN4sycl3_V16detail16PropertyListBaseD2Ev = comdat any

$_ZN4sycl3_V19exceptionC1ESt10error_codePKc = comdat any

$_ZNSt12__shared_ptrIN4sycl3_V17contextELN9__gnu_cxx12_Lock_policyE2EED2Ev = comdat any

$_ZN4sycl3_V16detail18getKernelParamDescI7Scale3DEENS1_19kernel_param_desc_tEi = comdat any

$_ZNK4sycl3_V17handler28throwOnKernelParameterMisuseERKNS0_6detail27compile_time_kernel_info_v123CompileTimeKernelInfoTyE = comdat any

$_ZN4sycl3_V17handler19setDeviceKernelInfoI7Scale3DEEvPv = comdat any

$_ZN4sycl3_V17contextD2Ev = comdat any

$_ZN4sycl3_V16detail12buffer_plainD2Ev = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE16getAllocatorImplEv = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfED0Ev = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE8allocateEm = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE10deallocateEPvm = comdat any

$_ZNK4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE12getValueSizeEv = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE12setAlignmentEm = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE16getAllocatorImplEv = comdat any

$_ZN4sycl3_V16detail19SYCLMemObjAllocatorD2Ev = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiED0Ev = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE8allocateEm = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE10deallocateEPvm = comdat any

$_ZNK4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE12getValueSizeEv = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE12setAlignmentEm = comdat any

$_ZN4sycl3_V18accessorIfLi3ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi3ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE = comdat any

$_ZN4sycl3_V16detail18getKernelParamDescI6Init3DEENS1_19kernel_param_desc_tEi = comdat any

$_ZN4sycl3_V17handler19setDeviceKernelInfoI6Init3DEEvPv = comdat any

$_ZN4sycl3_V16detail16AccessorBaseHostD2Ev = comdat any

$_ZN4sycl3_V18accessorIfLi3ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi3ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE = comdat any

$_ZN4sycl3_V18accessorIiLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IiLi1ENS0_6detail17aligned_allocatorIiEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE = comdat any

$_ZN4sycl3_V16detail18getKernelParamDescI4BumpEENS1_19kernel_param_desc_tEi = comdat any

$_ZN4sycl3_V16detail14HostKernelBaseD2Ev = comdat any

$_ZTSPFvN4sycl3_V114exception_listEE = comdat any

$_ZTSFvN4sycl3_V114exception_listEE = comdat any

$_ZTIFvN4sycl3_V114exception_listEE = comdat any

$_ZTIPFvN4sycl3_V114exception_listEE = comdat any

$_ZTSPFiRKN4sycl3_V16deviceEE = comdat any

$_ZTSFiRKN4sycl3_V16deviceEE = comdat any

$_ZTIFiRKN4sycl3_V16deviceEE = comdat any

$_ZTIPFiRKN4sycl3_V16deviceEE = comdat any

$_ZTSN4sycl3_V16detail14HostKernelBaseE = comdat any

$_ZTIN4sycl3_V16detail14HostKernelBaseE = comdat any

$_ZZN4sycl3_V16detail19getDeviceKernelInfoI7Scale3DEERNS1_16DeviceKernelInfoEvE4Info = comdat any

$_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI7Scale3DEERNS1_16DeviceKernelInfoEvE4Info = comdat any

$_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI7Scale3DEE = comdat any

$_ZTVN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE = comdat any

$_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE = comdat any

$_ZTSN4sycl3_V16detail19SYCLMemObjAllocatorE = comdat any

$_ZTIN4sycl3_V16detail19SYCLMemObjAllocatorE = comdat any

$_ZTIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE = comdat any

$_ZTVN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiEE = comdat any

$_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiEE = comdat any

$_ZTIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiEE = comdat any

$_ZZN4sycl3_V16detail19getDeviceKernelInfoI6Init3DEERNS1_16DeviceKernelInfoEvE4Info = comdat any

$_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI6Init3DEERNS1_16DeviceKernelInfoEvE4Info = comdat any

$_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI6Init3DEE = comdat any

$_ZTSN4sycl3_V16detail17HostKernelRefBaseE = comdat any

$_ZTIN4sycl3_V16detail17HostKernelRefBaseE = comdat any

$_ZZN4sycl3_V16detail19getDeviceKernelInfoI4BumpEERNS1_16DeviceKernelInfoEvE4Info = comdat any

$_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI4BumpEERNS1_16DeviceKernelInfoEvE4Info = comdat any

$_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI4BumpEE = comdat any

@.str = private unnamed_addr constant [17 x i8] c"multi_launch.cpp\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"main\00", align 1
@.str.2 = private unnamed_addr constant [18 x i8] c"FAIL (%d errors)\0A\00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c"PASS\0A\00", align 1
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
@.str.6 = private unnamed_addr constant [6 x i8] c"scale\00", align 1
@.str.7 = private unnamed_addr constant [11 x i8] c"operator()\00", align 1
@_ZTIN4sycl3_V19exceptionE = external constant ptr
@.str.10 = private unnamed_addr constant [58 x i8] c"SyclObj.impl && \22every constructor should create an impl\22\00", align 1
@.str.11 = private unnamed_addr constant [96 x i8] c"root/intel-sycl-rt-2026.0.0/intel_sycl_rt-2026.0.0.data/data/include/sycl/detail/impl_utils.hpp\00", align 1
@__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_6bufferIfLi3ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS8_ = private unnamed_addr constant [118 x i8] c"static const decltype(Obj::impl) &sycl::detail::ImplUtils::getSyclObjImpl(const Obj &) [Obj = sycl::buffer<float, 3>]\00", align 1
@.str.12 = private unnamed_addr constant [46 x i8] c"accessor cannot be both read_only and no_init\00", align 1
@.str.13 = private unnamed_addr constant [13 x i8] c"_ZTS7Scale3D\00", align 1
@.str.14 = private unnamed_addr constant [10 x i8] c"rtc_0.cpp\00", align 1
@.str.15 = private unnamed_addr constant [10 x i8] c"::Scale3D\00", align 1
@.str.16 = private unnamed_addr constant [65 x i8] c"The total number of work-items in a range must fit within size_t\00", align 1
@_ZN4sycl3_V16detailL17kernel_signaturesE = internal unnamed_addr constant [19 x %"struct.sycl::_V1::detail::kernel_param_desc_t"] [%"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 24, i32 0 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 8158, i32 24 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 4, i32 104 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 8158, i32 0 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 4, i32 80 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 24, i32 0 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 8158, i32 24 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 8158, i32 0 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 8158, i32 0 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 8, i32 80 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 4062, i32 88 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 4, i32 120 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 8, i32 0 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 8, i32 8 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 3, i32 8, i32 0 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 8, i32 0 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 8, i32 8 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 3, i32 8, i32 0 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 15, i32 -987654321, i32 -987654321 }], align 16
@.str.17 = private unnamed_addr constant [131 x i8] c"Attempt to set multiple actions for the command group. Command group must consist of a single kernel or explicit memory operation.\00", align 1
@.str.18 = private unnamed_addr constant [161 x i8] c"A local accessor must not be used in a SYCL kernel function that is invoked via single_task or via the simple form of parallel_for that takes a range parameter.\00", align 1
@.str.19 = private unnamed_addr constant [171 x i8] c"A work group memory object must not be used in a SYCL kernel function that is invoked via single_task or via the simple form of parallel_for that takes a range parameter.\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelIZZL5scaleRNS0_5queueERNS0_6bufferIfLi3ENS1_17aligned_allocatorIfEEvEENS0_5rangeILi3EEEfENKUlRNS0_7handlerEE_clESD_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EEE = internal unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelIZZL5scaleRNS0_5queueERNS0_6bufferIfLi3ENS1_17aligned_allocatorIfEEvEENS0_5rangeILi3EEEfENKUlRNS0_7handlerEE_clESD_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EEE, ptr @_ZN4sycl3_V16detail10HostKernelIZZL5scaleRNS0_5queueERNS0_6bufferIfLi3ENS1_17aligned_allocatorIfEEvEENS0_5rangeILi3EEEfENKUlRNS0_7handlerEE_clESD_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EE6getPtrEv, ptr @_ZN4sycl3_V16detail10HostKernelIZZL5scaleRNS0_5queueERNS0_6bufferIfLi3ENS1_17aligned_allocatorIfEEvEENS0_5rangeILi3EEEfENKUlRNS0_7handlerEE_clESD_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EED2Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZL5scaleRNS0_5queueERNS0_6bufferIfLi3ENS1_17aligned_allocatorIfEEvEENS0_5rangeILi3EEEfENKUlRNS0_7handlerEE_clESD_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EED0Ev] }, align 8
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTSN4sycl3_V16detail10HostKernelIZZL5scaleRNS0_5queueERNS0_6bufferIfLi3ENS1_17aligned_allocatorIfEEvEENS0_5rangeILi3EEEfENKUlRNS0_7handlerEE_clESD_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EEE = internal constant [190 x i8] c"N4sycl3_V16detail10HostKernelIZZL5scaleRNS0_5queueERNS0_6bufferIfLi3ENS1_17aligned_allocatorIfEEvEENS0_5rangeILi3EEEfENKUlRNS0_7handlerEE_clESD_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EEE\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTSN4sycl3_V16detail14HostKernelBaseE = linkonce_odr dso_local constant [35 x i8] c"N4sycl3_V16detail14HostKernelBaseE\00", comdat, align 1
@_ZTIN4sycl3_V16detail14HostKernelBaseE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail14HostKernelBaseE }, comdat, align 8
@_ZTIN4sycl3_V16detail10HostKernelIZZL5scaleRNS0_5queueERNS0_6bufferIfLi3ENS1_17aligned_allocatorIfEEvEENS0_5rangeILi3EEEfENKUlRNS0_7handlerEE_clESD_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EEE = internal constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelIZZL5scaleRNS0_5queueERNS0_6bufferIfLi3ENS1_17aligned_allocatorIfEEvEENS0_5rangeILi3EEEfENKUlRNS0_7handlerEE_clESD_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, align 8
@__const._ZN4sycl3_V17handler19setDeviceKernelInfoI7Scale3DEEvPv.Info = private unnamed_addr constant { %"class.sycl::_V1::detail::string_view", i32, i8, %"class.sycl::_V1::detail::string_view", %"class.sycl::_V1::detail::string_view", i32, i32, i64, ptr, i8 } { %"class.sycl::_V1::detail::string_view" { ptr @.str.13, i64 12 }, i32 2, i8 0, %"class.sycl::_V1::detail::string_view" { ptr @.str.14, i64 9 }, %"class.sycl::_V1::detail::string_view" { ptr @.str.15, i64 9 }, i32 19, i32 32, i64 88, ptr @_ZN4sycl3_V16detail18getKernelParamDescI7Scale3DEENS1_19kernel_param_desc_tEi, i8 1 }, align 8
@_ZZN4sycl3_V16detail19getDeviceKernelInfoI7Scale3DEERNS1_16DeviceKernelInfoEvE4Info = linkonce_odr dso_local local_unnamed_addr global ptr null, comdat, align 8
@_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI7Scale3DEERNS1_16DeviceKernelInfoEvE4Info = linkonce_odr dso_local global i64 0, comdat, align 8
@_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI7Scale3DEE = linkonce_odr dso_local constant { %"class.sycl::_V1::detail::string_view", i32, i8, %"class.sycl::_V1::detail::string_view", %"class.sycl::_V1::detail::string_view", i32, i32, i64, ptr, i8 } { %"class.sycl::_V1::detail::string_view" { ptr @.str.13, i64 12 }, i32 2, i8 0, %"class.sycl::_V1::detail::string_view" { ptr @.str.14, i64 9 }, %"class.sycl::_V1::detail::string_view" { ptr @.str.15, i64 9 }, i32 19, i32 32, i64 88, ptr @_ZN4sycl3_V16detail18getKernelParamDescI7Scale3DEENS1_19kernel_param_desc_tEi, i8 1 }, comdat, align 8
@_ZTIf = external local_unnamed_addr constant ptr
@_ZTVN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE = linkonce_odr dso_local unnamed_addr constant { [9 x ptr] } { [9 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE16getAllocatorImplEv, ptr @_ZN4sycl3_V16detail19SYCLMemObjAllocatorD2Ev, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfED0Ev, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE8allocateEm, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE10deallocateEPvm, ptr @_ZNK4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE12getValueSizeEv, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE12setAlignmentEm] }, comdat, align 8
@_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE = linkonce_odr dso_local constant [76 x i8] c"N4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE\00", comdat, align 1
@_ZTSN4sycl3_V16detail19SYCLMemObjAllocatorE = linkonce_odr dso_local constant [40 x i8] c"N4sycl3_V16detail19SYCLMemObjAllocatorE\00", comdat, align 1
@_ZTIN4sycl3_V16detail19SYCLMemObjAllocatorE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail19SYCLMemObjAllocatorE }, comdat, align 8
@_ZTIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE, ptr @_ZTIN4sycl3_V16detail19SYCLMemObjAllocatorE }, comdat, align 8
@_ZTISt9bad_alloc = external constant ptr
@_ZTVSt9bad_alloc = external unnamed_addr constant { [5 x ptr] }, align 8
@.str.22 = private unnamed_addr constant [21 x i8] c"exception in ~buffer\00", align 1
@.str.23 = private unnamed_addr constant [2 x i8] c" \00", align 1
@.str.24 = private unnamed_addr constant [6 x i8] c"false\00", align 1
@.str.25 = private unnamed_addr constant [85 x i8] c"root/intel-sycl-rt-2026.0.0/intel_sycl_rt-2026.0.0.data/data/include/sycl/buffer.hpp\00", align 1
@__PRETTY_FUNCTION__._ZN4sycl3_V16bufferIfLi3ENS0_6detail17aligned_allocatorIfEEvED2Ev = private unnamed_addr constant [130 x i8] c"sycl::buffer<float, 3>::~buffer() [T = float, Dimensions = 3, AllocatorT = sycl::detail::aligned_allocator<float>, Enable = void]\00", align 1
@_ZTIi = external local_unnamed_addr constant ptr
@_ZTVN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiEE = linkonce_odr dso_local unnamed_addr constant { [9 x ptr] } { [9 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiEE, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE16getAllocatorImplEv, ptr @_ZN4sycl3_V16detail19SYCLMemObjAllocatorD2Ev, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiED0Ev, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE8allocateEm, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE10deallocateEPvm, ptr @_ZNK4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE12getValueSizeEv, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE12setAlignmentEm] }, comdat, align 8
@_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiEE = linkonce_odr dso_local constant [76 x i8] c"N4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiEE\00", comdat, align 1
@_ZTIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiEE = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiEE, ptr @_ZTIN4sycl3_V16detail19SYCLMemObjAllocatorE }, comdat, align 8
@__PRETTY_FUNCTION__._ZN4sycl3_V16bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvED2Ev = private unnamed_addr constant [121 x i8] c"sycl::buffer<int>::~buffer() [T = int, Dimensions = 1, AllocatorT = sycl::detail::aligned_allocator<int>, Enable = void]\00", align 1
@.str.26 = private unnamed_addr constant [12 x i8] c"_ZTS6Init3D\00", align 1
@.str.27 = private unnamed_addr constant [9 x i8] c"::Init3D\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EEE = internal unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EEE, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EE6getPtrEv, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EED2Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EED0Ev] }, align 8
@_ZTSN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EEE = internal constant [110 x i8] c"N4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EEE\00", align 1
@_ZTIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EEE = internal constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, align 8
@__const._ZN4sycl3_V17handler19setDeviceKernelInfoI6Init3DEEvPv.Info = private unnamed_addr constant { %"class.sycl::_V1::detail::string_view", i32, i8, %"class.sycl::_V1::detail::string_view", %"class.sycl::_V1::detail::string_view", i32, i32, i64, ptr, i8 } { %"class.sycl::_V1::detail::string_view" { ptr @.str.26, i64 11 }, i32 1, i8 0, %"class.sycl::_V1::detail::string_view" { ptr @.str.14, i64 9 }, %"class.sycl::_V1::detail::string_view" { ptr @.str.27, i64 8 }, i32 36, i32 55, i64 80, ptr @_ZN4sycl3_V16detail18getKernelParamDescI6Init3DEENS1_19kernel_param_desc_tEi, i8 1 }, align 8
@_ZZN4sycl3_V16detail19getDeviceKernelInfoI6Init3DEERNS1_16DeviceKernelInfoEvE4Info = linkonce_odr dso_local local_unnamed_addr global ptr null, comdat, align 8
@_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI6Init3DEERNS1_16DeviceKernelInfoEvE4Info = linkonce_odr dso_local global i64 0, comdat, align 8
@_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI6Init3DEE = linkonce_odr dso_local constant { %"class.sycl::_V1::detail::string_view", i32, i8, %"class.sycl::_V1::detail::string_view", %"class.sycl::_V1::detail::string_view", i32, i32, i64, ptr, i8 } { %"class.sycl::_V1::detail::string_view" { ptr @.str.26, i64 11 }, i32 1, i8 0, %"class.sycl::_V1::detail::string_view" { ptr @.str.14, i64 9 }, %"class.sycl::_V1::detail::string_view" { ptr @.str.27, i64 8 }, i32 36, i32 55, i64 80, ptr @_ZN4sycl3_V16detail18getKernelParamDescI6Init3DEENS1_19kernel_param_desc_tEi, i8 1 }, comdat, align 8
@__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_6bufferIiLi1ENS1_17aligned_allocatorIiEEvEEEERKDtsrT_4implERKS8_ = private unnamed_addr constant [113 x i8] c"static const decltype(Obj::impl) &sycl::detail::ImplUtils::getSyclObjImpl(const Obj &) [Obj = sycl::buffer<int>]\00", align 1
@.str.29 = private unnamed_addr constant [52 x i8] c"_ZTSZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_EUlvE_\00", align 1
@.str.30 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlvE_vLi1EEE = internal unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlvE_vLi1EEE, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlvE_vLi1EE6getPtrEv, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlvE_vLi1EED2Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlvE_vLi1EED0Ev] }, align 8
@_ZTSN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlvE_vLi1EEE = internal constant [79 x i8] c"N4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlvE_vLi1EEE\00", align 1
@_ZTIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlvE_vLi1EEE = internal constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlvE_vLi1EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, align 8
@__const._ZN4sycl3_V17handler19setDeviceKernelInfoIZZ4mainENKUlRS1_E0_clES3_EUlvE_EEvPv.Info = private constant { %"class.sycl::_V1::detail::string_view", i32, i8, %"class.sycl::_V1::detail::string_view", %"class.sycl::_V1::detail::string_view", i32, i32, i64, ptr, i8 } { %"class.sycl::_V1::detail::string_view" { ptr @.str.29, i64 51 }, i32 4, i8 0, %"class.sycl::_V1::detail::string_view" { ptr @.str.30, i64 0 }, %"class.sycl::_V1::detail::string_view" { ptr @.str.30, i64 0 }, i32 0, i32 0, i64 128, ptr @_ZN4sycl3_V16detail18getKernelParamDescIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlvE_EENS1_19kernel_param_desc_tEi, i8 1 }, align 8
@_ZZN4sycl3_V16detail19getDeviceKernelInfoIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlvE_EERNS1_16DeviceKernelInfoEvE4Info = internal unnamed_addr global ptr null, align 8
@_ZGVZN4sycl3_V16detail19getDeviceKernelInfoIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlvE_EERNS1_16DeviceKernelInfoEvE4Info = internal global i64 0, align 8
@__const._ZN4sycl3_V15queue17parallel_for_implINS0_6detail9auto_nameELi1ENS0_3ext6oneapi12experimental10propertiesINS7_6detail20properties_type_listIJEEEEEJRZ4mainEUlNS0_2idILi1EEEE_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEESK_DpOSI_.CodeLoc = private unnamed_addr constant %"struct.sycl::_V1::detail::code_location" { ptr @.str.30, ptr @.str.30, i32 0, i32 0 }, align 8
@.str.32 = private unnamed_addr constant [36 x i8] c"_ZTSZ4mainEUlN4sycl3_V12idILi1EEEE_\00", align 1
@_ZZN4sycl3_V16detail19getDeviceKernelInfoIZ4mainEUlNS0_2idILi1EEEE_EERNS1_16DeviceKernelInfoEvE4Info = internal unnamed_addr global ptr null, align 8
@_ZGVZN4sycl3_V16detail19getDeviceKernelInfoIZ4mainEUlNS0_2idILi1EEEE_EERNS1_16DeviceKernelInfoEvE4Info = internal global i64 0, align 8
@_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoIZ4mainEUlNS0_2idILi1EEEE_EE = internal constant { %"class.sycl::_V1::detail::string_view", i32, i8, %"class.sycl::_V1::detail::string_view", %"class.sycl::_V1::detail::string_view", i32, i32, i64, ptr, i8 } { %"class.sycl::_V1::detail::string_view" { ptr @.str.32, i64 35 }, i32 1, i8 0, %"class.sycl::_V1::detail::string_view" { ptr @.str.30, i64 0 }, %"class.sycl::_V1::detail::string_view" { ptr @.str.30, i64 0 }, i32 0, i32 0, i64 8, ptr @_ZN4sycl3_V16detail18getKernelParamDescIZ4mainEUlNS0_2idILi1EEEE_EENS1_19kernel_param_desc_tEi, i8 0 }, align 8
@_ZTVN4sycl3_V16detail13HostKernelRefIZ4mainEUlNS0_2idILi1EEEE_RS5_NS0_4itemILi1ELb1EEELi1EEE = internal unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail13HostKernelRefIZ4mainEUlNS0_2idILi1EEEE_RS5_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZN4sycl3_V16detail13HostKernelRefIZ4mainEUlNS0_2idILi1EEEE_RS5_NS0_4itemILi1ELb1EEELi1EE6getPtrEv, ptr @_ZN4sycl3_V16detail14HostKernelBaseD2Ev, ptr @_ZN4sycl3_V16detail13HostKernelRefIZ4mainEUlNS0_2idILi1EEEE_RS5_NS0_4itemILi1ELb1EEELi1EED0Ev, ptr @_ZNK4sycl3_V16detail13HostKernelRefIZ4mainEUlNS0_2idILi1EEEE_RS5_NS0_4itemILi1ELb1EEELi1EE19takeOrCopyOwnershipEv] }, align 8
@_ZTSN4sycl3_V16detail13HostKernelRefIZ4mainEUlNS0_2idILi1EEEE_RS5_NS0_4itemILi1ELb1EEELi1EEE = internal constant [89 x i8] c"N4sycl3_V16detail13HostKernelRefIZ4mainEUlNS0_2idILi1EEEE_RS5_NS0_4itemILi1ELb1EEELi1EEE\00", align 1
@_ZTSN4sycl3_V16detail17HostKernelRefBaseE = linkonce_odr dso_local constant [38 x i8] c"N4sycl3_V16detail17HostKernelRefBaseE\00", comdat, align 1
@_ZTIN4sycl3_V16detail17HostKernelRefBaseE = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail17HostKernelRefBaseE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, comdat, align 8
@_ZTIN4sycl3_V16detail13HostKernelRefIZ4mainEUlNS0_2idILi1EEEE_RS5_NS0_4itemILi1ELb1EEELi1EEE = internal constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail13HostKernelRefIZ4mainEUlNS0_2idILi1EEEE_RS5_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZTIN4sycl3_V16detail17HostKernelRefBaseE }, align 8
@_ZTVN4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = internal unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZN4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv, ptr @_ZN4sycl3_V16detail14HostKernelBaseD2Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev] }, align 8
@_ZTSN4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = internal constant [82 x i8] c"N4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE\00", align 1
@_ZTIN4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = internal constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, align 8
@.str.34 = private unnamed_addr constant [7 x i8] c"::Bump\00", align 1
@__const._ZN4sycl3_V15queue17parallel_for_implI4BumpLi1ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEJRZ4mainEUlNS0_2idILi1EEEE0_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEESJ_DpOSH_.CodeLoc = private unnamed_addr constant %"struct.sycl::_V1::detail::code_location" { ptr @.str.14, ptr @.str.34, i32 64, i32 15 }, align 8
@.str.35 = private unnamed_addr constant [10 x i8] c"_ZTS4Bump\00", align 1
@_ZZN4sycl3_V16detail19getDeviceKernelInfoI4BumpEERNS1_16DeviceKernelInfoEvE4Info = linkonce_odr dso_local local_unnamed_addr global ptr null, comdat, align 8
@_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI4BumpEERNS1_16DeviceKernelInfoEvE4Info = linkonce_odr dso_local global i64 0, comdat, align 8
@_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI4BumpEE = linkonce_odr dso_local constant { %"class.sycl::_V1::detail::string_view", i32, i8, %"class.sycl::_V1::detail::string_view", %"class.sycl::_V1::detail::string_view", i32, i32, i64, ptr, i8 } { %"class.sycl::_V1::detail::string_view" { ptr @.str.35, i64 9 }, i32 1, i8 0, %"class.sycl::_V1::detail::string_view" { ptr @.str.14, i64 9 }, %"class.sycl::_V1::detail::string_view" { ptr @.str.34, i64 6 }, i32 64, i32 15, i64 8, ptr @_ZN4sycl3_V16detail18getKernelParamDescI4BumpEENS1_19kernel_param_desc_tEi, i8 0 }, comdat, align 8
@_ZTVN4sycl3_V16detail13HostKernelRefIZ4mainEUlNS0_2idILi1EEEE0_RS5_NS0_4itemILi1ELb1EEELi1EEE = internal unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail13HostKernelRefIZ4mainEUlNS0_2idILi1EEEE0_RS5_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZN4sycl3_V16detail13HostKernelRefIZ4mainEUlNS0_2idILi1EEEE0_RS5_NS0_4itemILi1ELb1EEELi1EE6getPtrEv, ptr @_ZN4sycl3_V16detail14HostKernelBaseD2Ev, ptr @_ZN4sycl3_V16detail13HostKernelRefIZ4mainEUlNS0_2idILi1EEEE0_RS5_NS0_4itemILi1ELb1EEELi1EED0Ev, ptr @_ZNK4sycl3_V16detail13HostKernelRefIZ4mainEUlNS0_2idILi1EEEE0_RS5_NS0_4itemILi1ELb1EEELi1EE19takeOrCopyOwnershipEv] }, align 8
@_ZTSN4sycl3_V16detail13HostKernelRefIZ4mainEUlNS0_2idILi1EEEE0_RS5_NS0_4itemILi1ELb1EEELi1EEE = internal constant [90 x i8] c"N4sycl3_V16detail13HostKernelRefIZ4mainEUlNS0_2idILi1EEEE0_RS5_NS0_4itemILi1ELb1EEELi1EEE\00", align 1
@_ZTIN4sycl3_V16detail13HostKernelRefIZ4mainEUlNS0_2idILi1EEEE0_RS5_NS0_4itemILi1ELb1EEELi1EEE = internal constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail13HostKernelRefIZ4mainEUlNS0_2idILi1EEEE0_RS5_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZTIN4sycl3_V16detail17HostKernelRefBaseE }, align 8
@_ZTVN4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE0_NS0_4itemILi1ELb1EEELi1EEE = internal unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE0_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZN4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE0_NS0_4itemILi1ELb1EEELi1EE6getPtrEv, ptr @_ZN4sycl3_V16detail14HostKernelBaseD2Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE0_NS0_4itemILi1ELb1EEELi1EED0Ev] }, align 8
@_ZTSN4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE0_NS0_4itemILi1ELb1EEELi1EEE = internal constant [83 x i8] c"N4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE0_NS0_4itemILi1ELb1EEELi1EEE\00", align 1
@_ZTIN4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE0_NS0_4itemILi1ELb1EEELi1EEE = internal constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE0_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, align 8

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef range(i32 0, 2) i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %1 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 8
  %2 = alloca %"struct.sycl::_V1::detail::kernel_launch_properties_v1::PropsHolder", align 8
  %3 = alloca %"class.sycl::_V1::detail::HostKernelRef", align 8
  %4 = alloca %"class.sycl::_V1::span", align 8
  %5 = alloca %"class.sycl::_V1::range.16", align 8
  %6 = alloca %"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view", align 8
  %7 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %8 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 8
  %9 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 8
  %10 = alloca %"class.sycl::_V1::detail::_V1::SubmissionInfo", align 4
  %11 = alloca %"class.sycl::_V1::detail::type_erased_cgfo_ty", align 8
  %12 = alloca %class.anon.23, align 8
  %13 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 8
  %14 = alloca %"class.sycl::_V1::detail::_V1::SubmissionInfo", align 4
  %15 = alloca %class.anon, align 8
  %16 = alloca %"class.sycl::_V1::detail::type_erased_cgfo_ty", align 8
  %17 = alloca %"class.std::function", align 8
  %18 = alloca %"class.sycl::_V1::queue", align 8
  %19 = alloca %"class.sycl::_V1::property_list", align 8
  %20 = alloca %"class.sycl::_V1::property_list", align 8
  %21 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %22 = alloca %"class.sycl::_V1::buffer", align 8
  %23 = alloca %"class.sycl::_V1::range", align 8
  %24 = alloca %"class.sycl::_V1::property_list", align 8
  %25 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %26 = alloca %"class.sycl::_V1::buffer.14", align 8
  %27 = alloca %"class.sycl::_V1::range.16", align 8
  %28 = alloca %"class.sycl::_V1::property_list", align 8
  %29 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %30 = alloca %"class.sycl::_V1::event", align 8
  %31 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %32 = alloca %"class.sycl::_V1::range", align 8
  %33 = alloca %"class.sycl::_V1::range", align 8
  %34 = alloca %struct.Window, align 8
  %35 = alloca i32, align 4
  %36 = alloca %"class.sycl::_V1::event", align 8
  %37 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %38 = alloca %"class.sycl::_V1::event", align 8
  %39 = alloca %class.anon.24, align 8
  %40 = alloca %class.anon.25, align 8
  %41 = alloca %"class.sycl::_V1::event", align 8
  %42 = alloca %"class.sycl::_V1::event", align 8
  %43 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %44 = tail call noalias noundef nonnull dereferenceable(4096) ptr @_Znwm(i64 noundef 4096) #24
  br label %45

45:                                               ; preds = %45, %0
  %46 = phi i64 [ 0, %0 ], [ %62, %45 ]
  %47 = shl i64 %46, 2
  %48 = getelementptr inbounds i8, ptr %44, i64 %47
  %49 = getelementptr inbounds i8, ptr %48, i64 16
  store <4 x float> <float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00>, ptr %48, align 4, !tbaa !5
  store <4 x float> <float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00>, ptr %49, align 4, !tbaa !5
  %50 = shl i64 %46, 2
  %51 = or disjoint i64 %50, 32
  %52 = getelementptr inbounds i8, ptr %44, i64 %51
  %53 = getelementptr inbounds i8, ptr %52, i64 16
  store <4 x float> <float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00>, ptr %52, align 4, !tbaa !5
  store <4 x float> <float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00>, ptr %53, align 4, !tbaa !5
  %54 = shl i64 %46, 2
  %55 = or disjoint i64 %54, 64
  %56 = getelementptr inbounds i8, ptr %44, i64 %55
  %57 = getelementptr inbounds i8, ptr %56, i64 16
  store <4 x float> <float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00>, ptr %56, align 4, !tbaa !5
  store <4 x float> <float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00>, ptr %57, align 4, !tbaa !5
  %58 = shl i64 %46, 2
  %59 = or disjoint i64 %58, 96
  %60 = getelementptr inbounds i8, ptr %44, i64 %59
  %61 = getelementptr inbounds i8, ptr %60, i64 16
  store <4 x float> <float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00>, ptr %60, align 4, !tbaa !5
  store <4 x float> <float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00>, ptr %61, align 4, !tbaa !5
  %62 = add nuw nsw i64 %46, 32
  %63 = icmp eq i64 %62, 1024
  br i1 %63, label %64, label %45, !llvm.loop !9

64:                                               ; preds = %45
  %65 = invoke noalias noundef nonnull dereferenceable(16) ptr @_Znwm(i64 noundef 16) #24
          to label %66 unwind label %541

66:                                               ; preds = %64
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %65, i8 0, i64 16, i1 false), !tbaa !13
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %18) #25
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %19) #25
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %19, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %17) #25
  %67 = getelementptr inbounds i8, ptr %17, i64 16
  %68 = getelementptr inbounds i8, ptr %17, i64 24
  %69 = getelementptr inbounds i8, ptr %17, i64 8
  store i64 0, ptr %69, align 8
  store ptr @_ZN4sycl3_V16detail19defaultAsyncHandlerENS0_14exception_listE, ptr %17, align 8, !tbaa !15
  store ptr @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E9_M_invokeERKSt9_Any_dataOS2_, ptr %68, align 8, !tbaa !17
  store ptr @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E10_M_managerERSt9_Any_dataRKS6_St18_Manager_operation, ptr %67, align 8, !tbaa !20
  invoke void @_ZN4sycl3_V15queueC2IFiRKNS0_6deviceEEvEERKT_RKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %18, ptr noundef nonnull @_ZN4sycl3_V118default_selector_vERKNS0_6deviceE, ptr noundef nonnull align 8 dereferenceable(32) %17, ptr noundef nonnull align 8 dereferenceable(32) %19)
          to label %70 unwind label %78

70:                                               ; preds = %66
  %71 = load ptr, ptr %67, align 8, !tbaa !20
  %72 = icmp eq ptr %71, null
  br i1 %72, label %88, label %73

73:                                               ; preds = %70
  %74 = invoke noundef zeroext i1 %71(ptr noundef nonnull align 8 dereferenceable(16) %17, ptr noundef nonnull align 8 dereferenceable(16) %17, i32 noundef 3)
          to label %88 unwind label %75

75:                                               ; preds = %73
  %76 = landingpad { ptr, i32 }
          catch ptr null
  %77 = extractvalue { ptr, i32 } %76, 0
  call void @__clang_call_terminate(ptr %77) #26
  unreachable

78:                                               ; preds = %66
  %79 = landingpad { ptr, i32 }
          cleanup
  %80 = load ptr, ptr %67, align 8, !tbaa !20
  %81 = icmp eq ptr %80, null
  br i1 %81, label %87, label %82

82:                                               ; preds = %78
  %83 = invoke noundef zeroext i1 %80(ptr noundef nonnull align 8 dereferenceable(16) %17, ptr noundef nonnull align 8 dereferenceable(16) %17, i32 noundef 3)
          to label %87 unwind label %84

84:                                               ; preds = %82
  %85 = landingpad { ptr, i32 }
          catch ptr null
  %86 = extractvalue { ptr, i32 } %85, 0
  call void @__clang_call_terminate(ptr %86) #26
  unreachable

87:                                               ; preds = %82, %78
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %17) #25
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %19) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %19) #25
  br label %840

88:                                               ; preds = %73, %70
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %17) #25
  %89 = getelementptr inbounds i8, ptr %19, i64 8
  %90 = load ptr, ptr %89, align 8, !tbaa !21
  %91 = getelementptr inbounds i8, ptr %19, i64 16
  %92 = load ptr, ptr %91, align 8, !tbaa !23
  %93 = icmp eq ptr %90, %92
  br i1 %93, label %128, label %94

94:                                               ; preds = %88, %123
  %95 = phi ptr [ %124, %123 ], [ %90, %88 ]
  %96 = getelementptr inbounds i8, ptr %95, i64 8
  %97 = load ptr, ptr %96, align 8, !tbaa !24
  %98 = icmp eq ptr %97, null
  br i1 %98, label %123, label %99

99:                                               ; preds = %94
  %100 = getelementptr inbounds i8, ptr %97, i64 8
  %101 = load atomic i64, ptr %100 acquire, align 8
  %102 = icmp eq i64 %101, 4294967297
  %103 = trunc i64 %101 to i32
  br i1 %102, label %104, label %112

104:                                              ; preds = %99
  store i32 0, ptr %100, align 8, !tbaa !26
  %105 = getelementptr inbounds i8, ptr %97, i64 12
  store i32 0, ptr %105, align 4, !tbaa !28
  %106 = load ptr, ptr %97, align 8, !tbaa !29
  %107 = getelementptr inbounds i8, ptr %106, i64 16
  %108 = load ptr, ptr %107, align 8
  call void %108(ptr noundef nonnull align 8 dereferenceable(16) %97) #25
  %109 = load ptr, ptr %97, align 8, !tbaa !29
  %110 = getelementptr inbounds i8, ptr %109, i64 24
  %111 = load ptr, ptr %110, align 8
  call void %111(ptr noundef nonnull align 8 dereferenceable(16) %97) #25
  br label %123

112:                                              ; preds = %99
  %113 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %114 = icmp eq i8 %113, 0
  br i1 %114, label %117, label %115

115:                                              ; preds = %112
  %116 = add nsw i32 %103, -1
  store i32 %116, ptr %100, align 4, !tbaa !13
  br label %119

117:                                              ; preds = %112
  %118 = atomicrmw volatile add ptr %100, i32 -1 acq_rel, align 4
  br label %119

119:                                              ; preds = %117, %115
  %120 = phi i32 [ %103, %115 ], [ %118, %117 ]
  %121 = icmp eq i32 %120, 1
  br i1 %121, label %122, label %123, !prof !32

122:                                              ; preds = %119
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %97) #25
  br label %123

123:                                              ; preds = %122, %119, %104, %94
  %124 = getelementptr inbounds i8, ptr %95, i64 16
  %125 = icmp eq ptr %124, %92
  br i1 %125, label %126, label %94, !llvm.loop !33

126:                                              ; preds = %123
  %127 = load ptr, ptr %89, align 8, !tbaa !21
  br label %128

128:                                              ; preds = %126, %88
  %129 = phi ptr [ %127, %126 ], [ %90, %88 ]
  %130 = icmp eq ptr %129, null
  br i1 %130, label %137, label %131

131:                                              ; preds = %128
  %132 = getelementptr inbounds i8, ptr %19, i64 24
  %133 = load ptr, ptr %132, align 8, !tbaa !34
  %134 = ptrtoint ptr %133 to i64
  %135 = ptrtoint ptr %129 to i64
  %136 = sub i64 %134, %135
  call void @_ZdlPvm(ptr noundef nonnull %129, i64 noundef %136) #27
  br label %137

137:                                              ; preds = %131, %128
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %19) #25
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %20) #25
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %20, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %21) #25
  store ptr @.str, ptr %21, align 8, !tbaa !35, !alias.scope !37
  %138 = getelementptr inbounds i8, ptr %21, i64 8
  store ptr @.str.1, ptr %138, align 8, !tbaa !40, !alias.scope !37
  %139 = getelementptr inbounds i8, ptr %21, i64 16
  store i32 29, ptr %139, align 8, !tbaa !41, !alias.scope !37
  %140 = getelementptr inbounds i8, ptr %21, i64 20
  store i32 15, ptr %140, align 4, !tbaa !42, !alias.scope !37
  %141 = invoke noundef ptr @_ZN4sycl3_V113malloc_sharedIiEEPT_mRKNS0_5queueERKNS0_13property_listERKNS0_6detail13code_locationE(i64 noundef 64, ptr noundef nonnull align 8 dereferenceable(16) %18, ptr noundef nonnull align 8 dereferenceable(32) %20, ptr noundef nonnull align 8 dereferenceable(24) %21)
          to label %142 unwind label %543

142:                                              ; preds = %137
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %21) #25
  %143 = getelementptr inbounds i8, ptr %20, i64 8
  %144 = load ptr, ptr %143, align 8, !tbaa !21
  %145 = getelementptr inbounds i8, ptr %20, i64 16
  %146 = load ptr, ptr %145, align 8, !tbaa !23
  %147 = icmp eq ptr %144, %146
  br i1 %147, label %182, label %148

148:                                              ; preds = %142, %177
  %149 = phi ptr [ %178, %177 ], [ %144, %142 ]
  %150 = getelementptr inbounds i8, ptr %149, i64 8
  %151 = load ptr, ptr %150, align 8, !tbaa !24
  %152 = icmp eq ptr %151, null
  br i1 %152, label %177, label %153

153:                                              ; preds = %148
  %154 = getelementptr inbounds i8, ptr %151, i64 8
  %155 = load atomic i64, ptr %154 acquire, align 8
  %156 = icmp eq i64 %155, 4294967297
  %157 = trunc i64 %155 to i32
  br i1 %156, label %158, label %166

158:                                              ; preds = %153
  store i32 0, ptr %154, align 8, !tbaa !26
  %159 = getelementptr inbounds i8, ptr %151, i64 12
  store i32 0, ptr %159, align 4, !tbaa !28
  %160 = load ptr, ptr %151, align 8, !tbaa !29
  %161 = getelementptr inbounds i8, ptr %160, i64 16
  %162 = load ptr, ptr %161, align 8
  call void %162(ptr noundef nonnull align 8 dereferenceable(16) %151) #25
  %163 = load ptr, ptr %151, align 8, !tbaa !29
  %164 = getelementptr inbounds i8, ptr %163, i64 24
  %165 = load ptr, ptr %164, align 8
  call void %165(ptr noundef nonnull align 8 dereferenceable(16) %151) #25
  br label %177

166:                                              ; preds = %153
  %167 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %168 = icmp eq i8 %167, 0
  br i1 %168, label %171, label %169

169:                                              ; preds = %166
  %170 = add nsw i32 %157, -1
  store i32 %170, ptr %154, align 4, !tbaa !13
  br label %173

171:                                              ; preds = %166
  %172 = atomicrmw volatile add ptr %154, i32 -1 acq_rel, align 4
  br label %173

173:                                              ; preds = %171, %169
  %174 = phi i32 [ %157, %169 ], [ %172, %171 ]
  %175 = icmp eq i32 %174, 1
  br i1 %175, label %176, label %177, !prof !32

176:                                              ; preds = %173
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %151) #25
  br label %177

177:                                              ; preds = %176, %173, %158, %148
  %178 = getelementptr inbounds i8, ptr %149, i64 16
  %179 = icmp eq ptr %178, %146
  br i1 %179, label %180, label %148, !llvm.loop !33

180:                                              ; preds = %177
  %181 = load ptr, ptr %143, align 8, !tbaa !21
  br label %182

182:                                              ; preds = %180, %142
  %183 = phi ptr [ %181, %180 ], [ %144, %142 ]
  %184 = icmp eq ptr %183, null
  br i1 %184, label %191, label %185

185:                                              ; preds = %182
  %186 = getelementptr inbounds i8, ptr %20, i64 24
  %187 = load ptr, ptr %186, align 8, !tbaa !34
  %188 = ptrtoint ptr %187 to i64
  %189 = ptrtoint ptr %183 to i64
  %190 = sub i64 %188, %189
  call void @_ZdlPvm(ptr noundef nonnull %183, i64 noundef %190) #27
  br label %191

191:                                              ; preds = %185, %182
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %20) #25
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %22) #25
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %23) #25
  store i64 8, ptr %23, align 8, !tbaa !43
  %192 = getelementptr inbounds i8, ptr %23, i64 8
  store i64 8, ptr %192, align 8, !tbaa !43
  %193 = getelementptr inbounds i8, ptr %23, i64 16
  store i64 16, ptr %193, align 8, !tbaa !43
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %24) #25
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %24, i8 0, i64 32, i1 false)
  store ptr @.str, ptr %25, align 8, !tbaa !35, !alias.scope !45
  %194 = getelementptr inbounds i8, ptr %25, i64 8
  store ptr @.str.1, ptr %194, align 8, !tbaa !40, !alias.scope !45
  %195 = getelementptr inbounds i8, ptr %25, i64 16
  store i32 31, ptr %195, align 8, !tbaa !41, !alias.scope !45
  %196 = getelementptr inbounds i8, ptr %25, i64 20
  store i32 28, ptr %196, align 4, !tbaa !42, !alias.scope !45
  invoke void @_ZN4sycl3_V16bufferIfLi3ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi3EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(49) %22, ptr noundef nonnull %44, ptr noundef nonnull align 8 dereferenceable(24) %23, ptr noundef nonnull align 8 dereferenceable(32) %24, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %25)
          to label %197 unwind label %545

197:                                              ; preds = %191
  %198 = getelementptr inbounds i8, ptr %24, i64 8
  %199 = load ptr, ptr %198, align 8, !tbaa !21
  %200 = getelementptr inbounds i8, ptr %24, i64 16
  %201 = load ptr, ptr %200, align 8, !tbaa !23
  %202 = icmp eq ptr %199, %201
  br i1 %202, label %237, label %203

203:                                              ; preds = %197, %232
  %204 = phi ptr [ %233, %232 ], [ %199, %197 ]
  %205 = getelementptr inbounds i8, ptr %204, i64 8
  %206 = load ptr, ptr %205, align 8, !tbaa !24
  %207 = icmp eq ptr %206, null
  br i1 %207, label %232, label %208

208:                                              ; preds = %203
  %209 = getelementptr inbounds i8, ptr %206, i64 8
  %210 = load atomic i64, ptr %209 acquire, align 8
  %211 = icmp eq i64 %210, 4294967297
  %212 = trunc i64 %210 to i32
  br i1 %211, label %213, label %221

213:                                              ; preds = %208
  store i32 0, ptr %209, align 8, !tbaa !26
  %214 = getelementptr inbounds i8, ptr %206, i64 12
  store i32 0, ptr %214, align 4, !tbaa !28
  %215 = load ptr, ptr %206, align 8, !tbaa !29
  %216 = getelementptr inbounds i8, ptr %215, i64 16
  %217 = load ptr, ptr %216, align 8
  call void %217(ptr noundef nonnull align 8 dereferenceable(16) %206) #25
  %218 = load ptr, ptr %206, align 8, !tbaa !29
  %219 = getelementptr inbounds i8, ptr %218, i64 24
  %220 = load ptr, ptr %219, align 8
  call void %220(ptr noundef nonnull align 8 dereferenceable(16) %206) #25
  br label %232

221:                                              ; preds = %208
  %222 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %223 = icmp eq i8 %222, 0
  br i1 %223, label %226, label %224

224:                                              ; preds = %221
  %225 = add nsw i32 %212, -1
  store i32 %225, ptr %209, align 4, !tbaa !13
  br label %228

226:                                              ; preds = %221
  %227 = atomicrmw volatile add ptr %209, i32 -1 acq_rel, align 4
  br label %228

228:                                              ; preds = %226, %224
  %229 = phi i32 [ %212, %224 ], [ %227, %226 ]
  %230 = icmp eq i32 %229, 1
  br i1 %230, label %231, label %232, !prof !32

231:                                              ; preds = %228
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %206) #25
  br label %232

232:                                              ; preds = %231, %228, %213, %203
  %233 = getelementptr inbounds i8, ptr %204, i64 16
  %234 = icmp eq ptr %233, %201
  br i1 %234, label %235, label %203, !llvm.loop !33

235:                                              ; preds = %232
  %236 = load ptr, ptr %198, align 8, !tbaa !21
  br label %237

237:                                              ; preds = %235, %197
  %238 = phi ptr [ %236, %235 ], [ %199, %197 ]
  %239 = icmp eq ptr %238, null
  br i1 %239, label %246, label %240

240:                                              ; preds = %237
  %241 = getelementptr inbounds i8, ptr %24, i64 24
  %242 = load ptr, ptr %241, align 8, !tbaa !34
  %243 = ptrtoint ptr %242 to i64
  %244 = ptrtoint ptr %238 to i64
  %245 = sub i64 %243, %244
  call void @_ZdlPvm(ptr noundef nonnull %238, i64 noundef %245) #27
  br label %246

246:                                              ; preds = %237, %240
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %24) #25
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %23) #25
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %26) #25
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %27) #25
  store i64 4, ptr %27, align 8, !tbaa !43
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %28) #25
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %28, i8 0, i64 32, i1 false)
  store ptr @.str, ptr %29, align 8, !tbaa !35, !alias.scope !48
  %247 = getelementptr inbounds i8, ptr %29, i64 8
  store ptr @.str.1, ptr %247, align 8, !tbaa !40, !alias.scope !48
  %248 = getelementptr inbounds i8, ptr %29, i64 16
  store i32 32, ptr %248, align 8, !tbaa !41, !alias.scope !48
  %249 = getelementptr inbounds i8, ptr %29, i64 20
  store i32 26, ptr %249, align 4, !tbaa !42, !alias.scope !48
  invoke void @_ZN4sycl3_V16bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvEC2EPiRKNS0_5rangeILi1EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(33) %26, ptr noundef nonnull %65, ptr noundef nonnull align 8 dereferenceable(8) %27, ptr noundef nonnull align 8 dereferenceable(32) %28, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %29)
          to label %250 unwind label %547

250:                                              ; preds = %246
  %251 = getelementptr inbounds i8, ptr %28, i64 8
  %252 = load ptr, ptr %251, align 8, !tbaa !21
  %253 = getelementptr inbounds i8, ptr %28, i64 16
  %254 = load ptr, ptr %253, align 8, !tbaa !23
  %255 = icmp eq ptr %252, %254
  br i1 %255, label %290, label %256

256:                                              ; preds = %250, %285
  %257 = phi ptr [ %286, %285 ], [ %252, %250 ]
  %258 = getelementptr inbounds i8, ptr %257, i64 8
  %259 = load ptr, ptr %258, align 8, !tbaa !24
  %260 = icmp eq ptr %259, null
  br i1 %260, label %285, label %261

261:                                              ; preds = %256
  %262 = getelementptr inbounds i8, ptr %259, i64 8
  %263 = load atomic i64, ptr %262 acquire, align 8
  %264 = icmp eq i64 %263, 4294967297
  %265 = trunc i64 %263 to i32
  br i1 %264, label %266, label %274

266:                                              ; preds = %261
  store i32 0, ptr %262, align 8, !tbaa !26
  %267 = getelementptr inbounds i8, ptr %259, i64 12
  store i32 0, ptr %267, align 4, !tbaa !28
  %268 = load ptr, ptr %259, align 8, !tbaa !29
  %269 = getelementptr inbounds i8, ptr %268, i64 16
  %270 = load ptr, ptr %269, align 8
  call void %270(ptr noundef nonnull align 8 dereferenceable(16) %259) #25
  %271 = load ptr, ptr %259, align 8, !tbaa !29
  %272 = getelementptr inbounds i8, ptr %271, i64 24
  %273 = load ptr, ptr %272, align 8
  call void %273(ptr noundef nonnull align 8 dereferenceable(16) %259) #25
  br label %285

274:                                              ; preds = %261
  %275 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %276 = icmp eq i8 %275, 0
  br i1 %276, label %279, label %277

277:                                              ; preds = %274
  %278 = add nsw i32 %265, -1
  store i32 %278, ptr %262, align 4, !tbaa !13
  br label %281

279:                                              ; preds = %274
  %280 = atomicrmw volatile add ptr %262, i32 -1 acq_rel, align 4
  br label %281

281:                                              ; preds = %279, %277
  %282 = phi i32 [ %265, %277 ], [ %280, %279 ]
  %283 = icmp eq i32 %282, 1
  br i1 %283, label %284, label %285, !prof !32

284:                                              ; preds = %281
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %259) #25
  br label %285

285:                                              ; preds = %284, %281, %266, %256
  %286 = getelementptr inbounds i8, ptr %257, i64 16
  %287 = icmp eq ptr %286, %254
  br i1 %287, label %288, label %256, !llvm.loop !33

288:                                              ; preds = %285
  %289 = load ptr, ptr %251, align 8, !tbaa !21
  br label %290

290:                                              ; preds = %288, %250
  %291 = phi ptr [ %289, %288 ], [ %252, %250 ]
  %292 = icmp eq ptr %291, null
  br i1 %292, label %299, label %293

293:                                              ; preds = %290
  %294 = getelementptr inbounds i8, ptr %28, i64 24
  %295 = load ptr, ptr %294, align 8, !tbaa !34
  %296 = ptrtoint ptr %295 to i64
  %297 = ptrtoint ptr %291 to i64
  %298 = sub i64 %296, %297
  call void @_ZdlPvm(ptr noundef nonnull %291, i64 noundef %298) #27
  br label %299

299:                                              ; preds = %290, %293
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %28) #25
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %27) #25
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %31) #25
  store ptr @.str, ptr %31, align 8, !tbaa !35, !alias.scope !51
  %300 = getelementptr inbounds i8, ptr %31, i64 8
  store ptr @.str.1, ptr %300, align 8, !tbaa !40, !alias.scope !51
  %301 = getelementptr inbounds i8, ptr %31, i64 16
  store i32 34, ptr %301, align 8, !tbaa !41, !alias.scope !51
  %302 = getelementptr inbounds i8, ptr %31, i64 20
  store i32 5, ptr %302, align 4, !tbaa !42, !alias.scope !51
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %15)
  store ptr %22, ptr %15, align 8, !noalias !54
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %16) #25, !noalias !54
  store ptr %15, ptr %16, align 8, !tbaa !57, !noalias !54
  %303 = getelementptr inbounds i8, ptr %16, i64 8
  store ptr @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZ4mainEUlRNS0_7handlerEE_E4callEPKvS5_, ptr %303, align 8, !tbaa !59, !noalias !54
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %13) #25, !noalias !60
  invoke void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 8 dereferenceable(9) %13, ptr noundef nonnull align 8 dereferenceable(24) %31)
          to label %304 unwind label %549

304:                                              ; preds = %299
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %14) #25, !noalias !60
  store i32 0, ptr %14, align 4, !tbaa !63, !noalias !60
  %305 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 8 dereferenceable(9) %13)
          to label %306 unwind label %311, !noalias !60

306:                                              ; preds = %304
  %307 = getelementptr inbounds i8, ptr %13, i64 8
  %308 = load i8, ptr %307, align 8, !tbaa !66, !range !69, !noalias !60, !noundef !70
  %309 = trunc nuw i8 %308 to i1
  %310 = xor i1 %309, true
  invoke void @_ZNK4sycl3_V15queue22submit_with_event_implERKNS0_6detail19type_erased_cgfo_tyERKNS2_3_V114SubmissionInfoERKNS2_13code_locationEb(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %30, ptr noundef nonnull align 8 dereferenceable(16) %18, ptr noundef nonnull align 8 dereferenceable(16) %16, ptr noundef nonnull align 4 dereferenceable(4) %14, ptr noundef nonnull align 8 dereferenceable(24) %305, i1 noundef zeroext %310)
          to label %313 unwind label %311

311:                                              ; preds = %306, %304
  %312 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %14) #25, !noalias !60
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %13) #25
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %13) #25, !noalias !60
  br label %551

313:                                              ; preds = %306
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %14) #25, !noalias !60
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %13) #25
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %13) #25, !noalias !60
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %16) #25, !noalias !54
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %15)
  %314 = getelementptr inbounds i8, ptr %30, i64 8
  %315 = load ptr, ptr %314, align 8, !tbaa !24
  %316 = icmp eq ptr %315, null
  br i1 %316, label %341, label %317

317:                                              ; preds = %313
  %318 = getelementptr inbounds i8, ptr %315, i64 8
  %319 = load atomic i64, ptr %318 acquire, align 8
  %320 = icmp eq i64 %319, 4294967297
  %321 = trunc i64 %319 to i32
  br i1 %320, label %322, label %330

322:                                              ; preds = %317
  store i32 0, ptr %318, align 8, !tbaa !26
  %323 = getelementptr inbounds i8, ptr %315, i64 12
  store i32 0, ptr %323, align 4, !tbaa !28
  %324 = load ptr, ptr %315, align 8, !tbaa !29
  %325 = getelementptr inbounds i8, ptr %324, i64 16
  %326 = load ptr, ptr %325, align 8
  call void %326(ptr noundef nonnull align 8 dereferenceable(16) %315) #25
  %327 = load ptr, ptr %315, align 8, !tbaa !29
  %328 = getelementptr inbounds i8, ptr %327, i64 24
  %329 = load ptr, ptr %328, align 8
  call void %329(ptr noundef nonnull align 8 dereferenceable(16) %315) #25
  br label %341

330:                                              ; preds = %317
  %331 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
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
  br i1 %339, label %340, label %341, !prof !32

340:                                              ; preds = %337
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %315) #25
  br label %341

341:                                              ; preds = %313, %322, %337, %340
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %31) #25
  store i64 8, ptr %32, align 8, !tbaa !43
  %342 = getelementptr inbounds i8, ptr %32, i64 8
  store i64 8, ptr %342, align 8, !tbaa !43
  %343 = getelementptr inbounds i8, ptr %32, i64 16
  store i64 16, ptr %343, align 8, !tbaa !43
  invoke fastcc void @_ZL5scaleRN4sycl3_V15queueERNS0_6bufferIfLi3ENS0_6detail17aligned_allocatorIfEEvEENS0_5rangeILi3EEEf(ptr noundef nonnull align 8 dereferenceable(16) %18, ptr noundef nonnull align 8 dereferenceable(49) %22, ptr noundef nonnull byval(%"class.sycl::_V1::range") align 8 %32, float noundef 2.000000e+00)
          to label %344 unwind label %553

344:                                              ; preds = %341
  store i64 4, ptr %33, align 8, !tbaa !43
  %345 = getelementptr inbounds i8, ptr %33, i64 8
  store i64 4, ptr %345, align 8, !tbaa !43
  %346 = getelementptr inbounds i8, ptr %33, i64 16
  store i64 8, ptr %346, align 8, !tbaa !43
  invoke fastcc void @_ZL5scaleRN4sycl3_V15queueERNS0_6bufferIfLi3ENS0_6detail17aligned_allocatorIfEEvEENS0_5rangeILi3EEEf(ptr noundef nonnull align 8 dereferenceable(16) %18, ptr noundef nonnull align 8 dereferenceable(49) %22, ptr noundef nonnull byval(%"class.sycl::_V1::range") align 8 %33, float noundef 5.000000e-01)
          to label %347 unwind label %553

347:                                              ; preds = %344
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %34) #25
  store i64 4898227545839239168, ptr %34, align 8
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %35) #25
  store i32 1024, ptr %35, align 4, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %37) #25
  store ptr @.str, ptr %37, align 8, !tbaa !35, !alias.scope !71
  %348 = getelementptr inbounds i8, ptr %37, i64 8
  store ptr @.str.1, ptr %348, align 8, !tbaa !40, !alias.scope !71
  %349 = getelementptr inbounds i8, ptr %37, i64 16
  store i32 46, ptr %349, align 8, !tbaa !41, !alias.scope !71
  %350 = getelementptr inbounds i8, ptr %37, i64 20
  store i32 5, ptr %350, align 4, !tbaa !42, !alias.scope !71
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %12)
  store ptr %22, ptr %12, align 8
  %351 = getelementptr inbounds i8, ptr %12, i64 8
  store ptr %26, ptr %351, align 8
  %352 = getelementptr inbounds i8, ptr %12, i64 16
  store ptr %34, ptr %352, align 8
  %353 = getelementptr inbounds i8, ptr %12, i64 24
  store ptr %35, ptr %353, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %11) #25, !noalias !74
  store ptr %12, ptr %11, align 8, !tbaa !57, !noalias !74
  %354 = getelementptr inbounds i8, ptr %11, i64 8
  store ptr @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZ4mainEUlRNS0_7handlerEE0_E4callEPKvS5_, ptr %354, align 8, !tbaa !59, !noalias !74
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %9) #25, !noalias !77
  invoke void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 8 dereferenceable(9) %9, ptr noundef nonnull align 8 dereferenceable(24) %37)
          to label %355 unwind label %555

355:                                              ; preds = %347
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %10) #25, !noalias !77
  store i32 0, ptr %10, align 4, !tbaa !63, !noalias !77
  %356 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 8 dereferenceable(9) %9)
          to label %357 unwind label %362, !noalias !77

357:                                              ; preds = %355
  %358 = getelementptr inbounds i8, ptr %9, i64 8
  %359 = load i8, ptr %358, align 8, !tbaa !66, !range !69, !noalias !77, !noundef !70
  %360 = trunc nuw i8 %359 to i1
  %361 = xor i1 %360, true
  invoke void @_ZNK4sycl3_V15queue22submit_with_event_implERKNS0_6detail19type_erased_cgfo_tyERKNS2_3_V114SubmissionInfoERKNS2_13code_locationEb(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %36, ptr noundef nonnull align 8 dereferenceable(16) %18, ptr noundef nonnull align 8 dereferenceable(16) %11, ptr noundef nonnull align 4 dereferenceable(4) %10, ptr noundef nonnull align 8 dereferenceable(24) %356, i1 noundef zeroext %361)
          to label %364 unwind label %362

362:                                              ; preds = %357, %355
  %363 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %10) #25, !noalias !77
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %9) #25
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %9) #25, !noalias !77
  br label %557

364:                                              ; preds = %357
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %10) #25, !noalias !77
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %9) #25
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %9) #25, !noalias !77
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %11) #25, !noalias !74
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12)
  %365 = getelementptr inbounds i8, ptr %36, i64 8
  %366 = load ptr, ptr %365, align 8, !tbaa !24
  %367 = icmp eq ptr %366, null
  br i1 %367, label %392, label %368

368:                                              ; preds = %364
  %369 = getelementptr inbounds i8, ptr %366, i64 8
  %370 = load atomic i64, ptr %369 acquire, align 8
  %371 = icmp eq i64 %370, 4294967297
  %372 = trunc i64 %370 to i32
  br i1 %371, label %373, label %381

373:                                              ; preds = %368
  store i32 0, ptr %369, align 8, !tbaa !26
  %374 = getelementptr inbounds i8, ptr %366, i64 12
  store i32 0, ptr %374, align 4, !tbaa !28
  %375 = load ptr, ptr %366, align 8, !tbaa !29
  %376 = getelementptr inbounds i8, ptr %375, i64 16
  %377 = load ptr, ptr %376, align 8
  call void %377(ptr noundef nonnull align 8 dereferenceable(16) %366) #25
  %378 = load ptr, ptr %366, align 8, !tbaa !29
  %379 = getelementptr inbounds i8, ptr %378, i64 24
  %380 = load ptr, ptr %379, align 8
  call void %380(ptr noundef nonnull align 8 dereferenceable(16) %366) #25
  br label %392

381:                                              ; preds = %368
  %382 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %383 = icmp eq i8 %382, 0
  br i1 %383, label %386, label %384

384:                                              ; preds = %381
  %385 = add nsw i32 %372, -1
  store i32 %385, ptr %369, align 4, !tbaa !13
  br label %388

386:                                              ; preds = %381
  %387 = atomicrmw volatile add ptr %369, i32 -1 acq_rel, align 4
  br label %388

388:                                              ; preds = %386, %384
  %389 = phi i32 [ %372, %384 ], [ %387, %386 ]
  %390 = icmp eq i32 %389, 1
  br i1 %390, label %391, label %392, !prof !32

391:                                              ; preds = %388
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %366) #25
  br label %392

392:                                              ; preds = %391, %388, %373, %364
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %37) #25
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %35) #25
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %34) #25
  call void @_ZN4sycl3_V16bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %26) #25
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %26) #25
  call void @_ZN4sycl3_V16bufferIfLi3ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(49) %22) #25
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %22) #25
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %38) #25
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %39) #25
  store ptr %141, ptr %39, align 8, !tbaa !80
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7) #25, !noalias !82
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %7, ptr noundef nonnull align 8 dereferenceable(24) @__const._ZN4sycl3_V15queue17parallel_for_implINS0_6detail9auto_nameELi1ENS0_3ext6oneapi12experimental10propertiesINS7_6detail20properties_type_listIJEEEEEJRZ4mainEUlNS0_2idILi1EEEE_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEESK_DpOSI_.CodeLoc, i64 24, i1 false), !noalias !82
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %8) #25, !noalias !82
  invoke void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 8 dereferenceable(9) %8, ptr noundef nonnull align 8 dereferenceable(24) %7)
          to label %393 unwind label %565

393:                                              ; preds = %392
  %394 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 8 dereferenceable(9) %8)
          to label %395 unwind label %435, !noalias !82

395:                                              ; preds = %393
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5), !noalias !82
  store i64 64, ptr %5, align 8, !noalias !89
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #25, !noalias !89
  store ptr %5, ptr %6, align 8, !tbaa !92, !noalias !89
  %396 = getelementptr inbounds i8, ptr %6, i64 8
  %397 = getelementptr inbounds i8, ptr %6, i64 24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %396, i8 0, i64 16, i1 false), !noalias !89
  store i64 1, ptr %397, align 8, !tbaa !94, !noalias !89
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4), !noalias !89
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1) #25, !noalias !95
  invoke void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 8 dereferenceable(9) %1, ptr noundef nonnull align 8 dereferenceable(24) %394)
          to label %398 unwind label %435, !noalias !82

398:                                              ; preds = %395
  %399 = load atomic i8, ptr @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoIZ4mainEUlNS0_2idILi1EEEE_EERNS1_16DeviceKernelInfoEvE4Info acquire, align 8, !noalias !95
  %400 = icmp eq i8 %399, 0
  br i1 %400, label %401, label %409, !prof !98

401:                                              ; preds = %398
  %402 = call i32 @__cxa_guard_acquire(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoIZ4mainEUlNS0_2idILi1EEEE_EERNS1_16DeviceKernelInfoEvE4Info) #25, !noalias !95
  %403 = icmp eq i32 %402, 0
  br i1 %403, label %409, label %404

404:                                              ; preds = %401
  %405 = invoke noundef nonnull align 1 ptr @_ZN4sycl3_V16detail19getDeviceKernelInfoERKNS1_27compile_time_kernel_info_v123CompileTimeKernelInfoTyE(ptr noundef nonnull align 8 dereferenceable(81) @_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoIZ4mainEUlNS0_2idILi1EEEE_EE)
          to label %406 unwind label %407, !noalias !95

406:                                              ; preds = %404
  store ptr %405, ptr @_ZZN4sycl3_V16detail19getDeviceKernelInfoIZ4mainEUlNS0_2idILi1EEEE_EERNS1_16DeviceKernelInfoEvE4Info, align 8, !tbaa !15, !noalias !95
  call void @__cxa_guard_release(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoIZ4mainEUlNS0_2idILi1EEEE_EERNS1_16DeviceKernelInfoEvE4Info) #25, !noalias !95
  br label %409

407:                                              ; preds = %404
  %408 = landingpad { ptr, i32 }
          cleanup
  call void @__cxa_guard_abort(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoIZ4mainEUlNS0_2idILi1EEEE_EERNS1_16DeviceKernelInfoEvE4Info) #25, !noalias !95
  br label %433

409:                                              ; preds = %406, %401, %398
  %410 = load ptr, ptr @_ZZN4sycl3_V16detail19getDeviceKernelInfoIZ4mainEUlNS0_2idILi1EEEE_EERNS1_16DeviceKernelInfoEvE4Info, align 8, !tbaa !15, !noalias !95
  call void @llvm.lifetime.start.p0(i64 152, ptr nonnull %2) #25, !noalias !95
  %411 = getelementptr inbounds i8, ptr %2, i64 8
  store i8 0, ptr %411, align 8, !tbaa !99, !alias.scope !101, !noalias !95
  %412 = getelementptr inbounds i8, ptr %2, i64 18
  store i8 0, ptr %412, align 2, !tbaa !106, !alias.scope !101, !noalias !95
  %413 = getelementptr inbounds i8, ptr %2, i64 20
  store i8 0, ptr %413, align 4, !tbaa !108, !alias.scope !101, !noalias !95
  %414 = getelementptr inbounds i8, ptr %2, i64 28
  store i8 0, ptr %414, align 4, !tbaa !110, !alias.scope !101, !noalias !95
  %415 = getelementptr inbounds i8, ptr %2, i64 36
  store i8 0, ptr %415, align 4, !tbaa !112, !alias.scope !101, !noalias !95
  %416 = getelementptr inbounds i8, ptr %2, i64 44
  store i8 0, ptr %416, align 4, !tbaa !110, !alias.scope !101, !noalias !95
  %417 = getelementptr inbounds i8, ptr %2, i64 52
  store i8 0, ptr %417, align 4, !tbaa !112, !alias.scope !101, !noalias !95
  %418 = getelementptr inbounds i8, ptr %2, i64 60
  store i8 0, ptr %418, align 4, !tbaa !110, !alias.scope !101, !noalias !95
  %419 = getelementptr inbounds i8, ptr %2, i64 68
  store i8 0, ptr %419, align 4, !tbaa !112, !alias.scope !101, !noalias !95
  %420 = getelementptr inbounds i8, ptr %2, i64 80
  store i8 0, ptr %420, align 8, !tbaa !114, !alias.scope !101, !noalias !95
  %421 = getelementptr inbounds i8, ptr %2, i64 104
  store i8 0, ptr %421, align 8, !tbaa !116, !alias.scope !101, !noalias !95
  %422 = getelementptr inbounds i8, ptr %2, i64 136
  store i8 0, ptr %422, align 8, !tbaa !118, !alias.scope !101, !noalias !95
  %423 = getelementptr inbounds i8, ptr %2, i64 144
  store i8 1, ptr %423, align 8, !tbaa !120, !alias.scope !101, !noalias !95
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #25, !noalias !95
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail13HostKernelRefIZ4mainEUlNS0_2idILi1EEEE_RS5_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %3, align 8, !tbaa !29, !noalias !95
  %424 = getelementptr inbounds i8, ptr %3, i64 8
  store ptr %39, ptr %424, align 8, !tbaa !15, !noalias !95
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %4, i8 0, i64 16, i1 false), !noalias !82
  %425 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 8 dereferenceable(9) %1)
          to label %426 unwind label %431, !noalias !95

426:                                              ; preds = %409
  %427 = getelementptr inbounds i8, ptr %1, i64 8
  %428 = load i8, ptr %427, align 8, !tbaa !66, !range !69, !noalias !95, !noundef !70
  %429 = trunc nuw i8 %428 to i1
  %430 = xor i1 %429, true
  invoke void @_ZN4sycl3_V136submit_kernel_direct_with_event_implERKNS0_5queueERKNS0_6detail16nd_range_view_v113nd_range_viewERNS4_17HostKernelRefBaseEPNS4_16DeviceKernelInfoENS0_4spanIKNS0_5eventELm18446744073709551615EEERKNS4_27kernel_launch_properties_v111PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENSJ_5intel12experimental12cache_configENSL_17use_root_sync_keyENSL_23work_group_progress_keyENSL_22sub_group_progress_keyENSL_22work_item_progress_keyENSL_4cuda12cluster_sizeILi1EEENSV_ILi2EEENSV_ILi3EEEEEERKNS4_13code_locationEb(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %38, ptr noundef nonnull align 8 dereferenceable(16) %18, ptr noundef nonnull align 8 dereferenceable(32) %6, ptr noundef nonnull align 8 dereferenceable(8) %3, ptr noundef nonnull %410, ptr noundef nonnull byval(%"class.sycl::_V1::span") align 8 %4, ptr noundef nonnull align 8 dereferenceable(145) %2, ptr noundef nonnull align 8 dereferenceable(24) %425, i1 noundef zeroext %430)
          to label %439 unwind label %431

431:                                              ; preds = %426, %409
  %432 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #25, !noalias !95
  call void @llvm.lifetime.end.p0(i64 152, ptr nonnull %2) #25, !noalias !95
  br label %433

433:                                              ; preds = %431, %407
  %434 = phi { ptr, i32 } [ %432, %431 ], [ %408, %407 ]
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %1) #25
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1) #25, !noalias !95
  br label %437

435:                                              ; preds = %395, %393
  %436 = landingpad { ptr, i32 }
          cleanup
  br label %437

437:                                              ; preds = %435, %433
  %438 = phi { ptr, i32 } [ %436, %435 ], [ %434, %433 ]
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %8) #25
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %8) #25, !noalias !82
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #25, !noalias !82
  br label %569

439:                                              ; preds = %426
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #25, !noalias !95
  call void @llvm.lifetime.end.p0(i64 152, ptr nonnull %2) #25, !noalias !95
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %1) #25
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1) #25, !noalias !95
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4), !noalias !89
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #25, !noalias !89
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5), !noalias !82
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %8) #25
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %8) #25, !noalias !82
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #25, !noalias !82
  invoke void @_ZN4sycl3_V15event4waitEv(ptr noundef nonnull align 8 dereferenceable(16) %38)
          to label %440 unwind label %567

440:                                              ; preds = %439
  %441 = getelementptr inbounds i8, ptr %38, i64 8
  %442 = load ptr, ptr %441, align 8, !tbaa !24
  %443 = icmp eq ptr %442, null
  br i1 %443, label %468, label %444

444:                                              ; preds = %440
  %445 = getelementptr inbounds i8, ptr %442, i64 8
  %446 = load atomic i64, ptr %445 acquire, align 8
  %447 = icmp eq i64 %446, 4294967297
  %448 = trunc i64 %446 to i32
  br i1 %447, label %449, label %457

449:                                              ; preds = %444
  store i32 0, ptr %445, align 8, !tbaa !26
  %450 = getelementptr inbounds i8, ptr %442, i64 12
  store i32 0, ptr %450, align 4, !tbaa !28
  %451 = load ptr, ptr %442, align 8, !tbaa !29
  %452 = getelementptr inbounds i8, ptr %451, i64 16
  %453 = load ptr, ptr %452, align 8
  call void %453(ptr noundef nonnull align 8 dereferenceable(16) %442) #25
  %454 = load ptr, ptr %442, align 8, !tbaa !29
  %455 = getelementptr inbounds i8, ptr %454, i64 24
  %456 = load ptr, ptr %455, align 8
  call void %456(ptr noundef nonnull align 8 dereferenceable(16) %442) #25
  br label %468

457:                                              ; preds = %444
  %458 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %459 = icmp eq i8 %458, 0
  br i1 %459, label %462, label %460

460:                                              ; preds = %457
  %461 = add nsw i32 %448, -1
  store i32 %461, ptr %445, align 4, !tbaa !13
  br label %464

462:                                              ; preds = %457
  %463 = atomicrmw volatile add ptr %445, i32 -1 acq_rel, align 4
  br label %464

464:                                              ; preds = %462, %460
  %465 = phi i32 [ %448, %460 ], [ %463, %462 ]
  %466 = icmp eq i32 %465, 1
  br i1 %466, label %467, label %468, !prof !32

467:                                              ; preds = %464
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %442) #25
  br label %468

468:                                              ; preds = %467, %464, %449, %440
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %39) #25
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %38) #25
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %40) #25
  store ptr %141, ptr %40, align 8, !tbaa !151
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %41) #25
  invoke fastcc void @_ZN4sycl3_V15queue12parallel_forI4BumpJRZ4mainEUlNS0_2idILi1EEEE0_EEENS0_5eventENS0_5rangeILi1EEEDpOT0_(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %41, ptr noundef nonnull align 8 dereferenceable(16) %18, i64 64, ptr noundef nonnull align 8 dereferenceable(8) %40)
          to label %469 unwind label %571

469:                                              ; preds = %468
  invoke void @_ZN4sycl3_V15event4waitEv(ptr noundef nonnull align 8 dereferenceable(16) %41)
          to label %470 unwind label %573

470:                                              ; preds = %469
  %471 = getelementptr inbounds i8, ptr %41, i64 8
  %472 = load ptr, ptr %471, align 8, !tbaa !24
  %473 = icmp eq ptr %472, null
  br i1 %473, label %498, label %474

474:                                              ; preds = %470
  %475 = getelementptr inbounds i8, ptr %472, i64 8
  %476 = load atomic i64, ptr %475 acquire, align 8
  %477 = icmp eq i64 %476, 4294967297
  %478 = trunc i64 %476 to i32
  br i1 %477, label %479, label %487

479:                                              ; preds = %474
  store i32 0, ptr %475, align 8, !tbaa !26
  %480 = getelementptr inbounds i8, ptr %472, i64 12
  store i32 0, ptr %480, align 4, !tbaa !28
  %481 = load ptr, ptr %472, align 8, !tbaa !29
  %482 = getelementptr inbounds i8, ptr %481, i64 16
  %483 = load ptr, ptr %482, align 8
  call void %483(ptr noundef nonnull align 8 dereferenceable(16) %472) #25
  %484 = load ptr, ptr %472, align 8, !tbaa !29
  %485 = getelementptr inbounds i8, ptr %484, i64 24
  %486 = load ptr, ptr %485, align 8
  call void %486(ptr noundef nonnull align 8 dereferenceable(16) %472) #25
  br label %498

487:                                              ; preds = %474
  %488 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %489 = icmp eq i8 %488, 0
  br i1 %489, label %492, label %490

490:                                              ; preds = %487
  %491 = add nsw i32 %478, -1
  store i32 %491, ptr %475, align 4, !tbaa !13
  br label %494

492:                                              ; preds = %487
  %493 = atomicrmw volatile add ptr %475, i32 -1 acq_rel, align 4
  br label %494

494:                                              ; preds = %492, %490
  %495 = phi i32 [ %478, %490 ], [ %493, %492 ]
  %496 = icmp eq i32 %495, 1
  br i1 %496, label %497, label %498, !prof !32

497:                                              ; preds = %494
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %472) #25
  br label %498

498:                                              ; preds = %497, %494, %479, %470
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %41) #25
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %42) #25
  invoke fastcc void @_ZN4sycl3_V15queue12parallel_forI4BumpJRZ4mainEUlNS0_2idILi1EEEE0_EEENS0_5eventENS0_5rangeILi1EEEDpOT0_(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %42, ptr noundef nonnull align 8 dereferenceable(16) %18, i64 64, ptr noundef nonnull align 8 dereferenceable(8) %40)
          to label %499 unwind label %577

499:                                              ; preds = %498
  invoke void @_ZN4sycl3_V15event4waitEv(ptr noundef nonnull align 8 dereferenceable(16) %42)
          to label %500 unwind label %579

500:                                              ; preds = %499
  %501 = getelementptr inbounds i8, ptr %42, i64 8
  %502 = load ptr, ptr %501, align 8, !tbaa !24
  %503 = icmp eq ptr %502, null
  br i1 %503, label %528, label %504

504:                                              ; preds = %500
  %505 = getelementptr inbounds i8, ptr %502, i64 8
  %506 = load atomic i64, ptr %505 acquire, align 8
  %507 = icmp eq i64 %506, 4294967297
  %508 = trunc i64 %506 to i32
  br i1 %507, label %509, label %517

509:                                              ; preds = %504
  store i32 0, ptr %505, align 8, !tbaa !26
  %510 = getelementptr inbounds i8, ptr %502, i64 12
  store i32 0, ptr %510, align 4, !tbaa !28
  %511 = load ptr, ptr %502, align 8, !tbaa !29
  %512 = getelementptr inbounds i8, ptr %511, i64 16
  %513 = load ptr, ptr %512, align 8
  call void %513(ptr noundef nonnull align 8 dereferenceable(16) %502) #25
  %514 = load ptr, ptr %502, align 8, !tbaa !29
  %515 = getelementptr inbounds i8, ptr %514, i64 24
  %516 = load ptr, ptr %515, align 8
  call void %516(ptr noundef nonnull align 8 dereferenceable(16) %502) #25
  br label %528

517:                                              ; preds = %504
  %518 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %519 = icmp eq i8 %518, 0
  br i1 %519, label %522, label %520

520:                                              ; preds = %517
  %521 = add nsw i32 %508, -1
  store i32 %521, ptr %505, align 4, !tbaa !13
  br label %524

522:                                              ; preds = %517
  %523 = atomicrmw volatile add ptr %505, i32 -1 acq_rel, align 4
  br label %524

524:                                              ; preds = %522, %520
  %525 = phi i32 [ %508, %520 ], [ %523, %522 ]
  %526 = icmp eq i32 %525, 1
  br i1 %526, label %527, label %528, !prof !32

527:                                              ; preds = %524
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %502) #25
  br label %528

528:                                              ; preds = %500, %509, %524, %527
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %42) #25
  br label %529

529:                                              ; preds = %528, %698
  %530 = phi i64 [ 0, %528 ], [ %699, %698 ]
  %531 = phi i32 [ 0, %528 ], [ %692, %698 ]
  %532 = phi i32 [ 0, %528 ], [ %693, %698 ]
  %533 = phi i32 [ 0, %528 ], [ %694, %698 ]
  %534 = phi i32 [ 0, %528 ], [ %695, %698 ]
  %535 = mul nuw nsw i64 %530, 100
  %536 = shl nsw i64 %530, 9
  %537 = getelementptr inbounds i8, ptr %44, i64 %536
  br label %583

538:                                              ; preds = %698
  %539 = load i32, ptr %65, align 4, !tbaa !13
  %540 = icmp eq i32 %539, %694
  br i1 %540, label %701, label %713

541:                                              ; preds = %64
  %542 = landingpad { ptr, i32 }
          cleanup
  br label %842

543:                                              ; preds = %137
  %544 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %21) #25
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %20) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %20) #25
  br label %838

545:                                              ; preds = %191
  %546 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %24) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %24) #25
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %23) #25
  br label %563

547:                                              ; preds = %246
  %548 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %28) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %28) #25
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %27) #25
  br label %561

549:                                              ; preds = %299
  %550 = landingpad { ptr, i32 }
          cleanup
  br label %551

551:                                              ; preds = %311, %549
  %552 = phi { ptr, i32 } [ %550, %549 ], [ %312, %311 ]
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %31) #25
  br label %559

553:                                              ; preds = %344, %341
  %554 = landingpad { ptr, i32 }
          cleanup
  br label %559

555:                                              ; preds = %347
  %556 = landingpad { ptr, i32 }
          cleanup
  br label %557

557:                                              ; preds = %362, %555
  %558 = phi { ptr, i32 } [ %556, %555 ], [ %363, %362 ]
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %37) #25
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %35) #25
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %34) #25
  br label %559

559:                                              ; preds = %557, %553, %551
  %560 = phi { ptr, i32 } [ %558, %557 ], [ %554, %553 ], [ %552, %551 ]
  call void @_ZN4sycl3_V16bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %26) #25
  br label %561

561:                                              ; preds = %559, %547
  %562 = phi { ptr, i32 } [ %560, %559 ], [ %548, %547 ]
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %26) #25
  call void @_ZN4sycl3_V16bufferIfLi3ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(49) %22) #25
  br label %563

563:                                              ; preds = %561, %545
  %564 = phi { ptr, i32 } [ %562, %561 ], [ %546, %545 ]
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %22) #25
  br label %838

565:                                              ; preds = %392
  %566 = landingpad { ptr, i32 }
          cleanup
  br label %569

567:                                              ; preds = %439
  %568 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V15eventD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %38) #25
  br label %569

569:                                              ; preds = %565, %437, %567
  %570 = phi { ptr, i32 } [ %568, %567 ], [ %566, %565 ], [ %438, %437 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %39) #25
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %38) #25
  br label %838

571:                                              ; preds = %468
  %572 = landingpad { ptr, i32 }
          cleanup
  br label %575

573:                                              ; preds = %469
  %574 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V15eventD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %41) #25
  br label %575

575:                                              ; preds = %573, %571
  %576 = phi { ptr, i32 } [ %574, %573 ], [ %572, %571 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %41) #25
  br label %836

577:                                              ; preds = %498
  %578 = landingpad { ptr, i32 }
          cleanup
  br label %581

579:                                              ; preds = %499
  %580 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V15eventD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %42) #25
  br label %581

581:                                              ; preds = %579, %577
  %582 = phi { ptr, i32 } [ %580, %579 ], [ %578, %577 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %42) #25
  br label %836

583:                                              ; preds = %529, %583
  %584 = phi i64 [ 0, %529 ], [ %696, %583 ]
  %585 = phi i32 [ %531, %529 ], [ %692, %583 ]
  %586 = phi i32 [ %532, %529 ], [ %693, %583 ]
  %587 = phi i32 [ %533, %529 ], [ %694, %583 ]
  %588 = phi i32 [ %534, %529 ], [ %695, %583 ]
  %589 = or i64 %584, %530
  %590 = icmp ult i64 %589, 4
  %591 = insertelement <4 x i1> poison, i1 %590, i64 0
  %592 = shufflevector <4 x i1> %591, <4 x i1> poison, <4 x i32> zeroinitializer
  %593 = mul nuw nsw i64 %584, 10
  %594 = add nuw nsw i64 %593, %535
  %595 = insertelement <4 x i64> poison, i64 %594, i64 0
  %596 = shufflevector <4 x i64> %595, <4 x i64> poison, <4 x i32> zeroinitializer
  %597 = insertelement <4 x i32> <i32 poison, i32 0, i32 0, i32 0>, i32 %588, i64 0
  %598 = insertelement <4 x i32> <i32 poison, i32 0, i32 0, i32 0>, i32 %587, i64 0
  %599 = insertelement <4 x i32> <i32 poison, i32 0, i32 0, i32 0>, i32 %586, i64 0
  %600 = insertelement <4 x i32> <i32 poison, i32 0, i32 0, i32 0>, i32 %585, i64 0
  %601 = shl nsw i64 %584, 6
  %602 = getelementptr inbounds i8, ptr %537, i64 %601
  %603 = add nuw nsw <4 x i64> %596, <i64 0, i64 1, i64 2, i64 3>
  %604 = uitofp nneg <4 x i64> %603 to <4 x float>
  %605 = fmul <4 x float> %604, <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>
  %606 = select <4 x i1> %592, <4 x float> %604, <4 x float> %605
  %607 = load <4 x float>, ptr %602, align 4, !tbaa !5
  %608 = fcmp une <4 x float> %607, %606
  %609 = zext <4 x i1> %608 to <4 x i32>
  %610 = add <4 x i32> %597, %609
  %611 = fcmp uge <4 x float> %606, <float 1.000000e+02, float 1.000000e+02, float 1.000000e+02, float 1.000000e+02>
  %612 = fcmp olt <4 x float> %606, <float 5.000000e+02, float 5.000000e+02, float 5.000000e+02, float 5.000000e+02>
  %613 = xor <4 x i1> %612, <i1 true, i1 true, i1 true, i1 true>
  %614 = and <4 x i1> %611, %613
  %615 = and <4 x i1> %611, %612
  %616 = xor <4 x i1> %611, <i1 true, i1 true, i1 true, i1 true>
  %617 = zext <4 x i1> %616 to <4 x i32>
  %618 = add <4 x i32> %598, %617
  %619 = xor <4 x i1> %614, <i1 true, i1 true, i1 true, i1 true>
  %620 = select <4 x i1> %619, <4 x i1> %615, <4 x i1> zeroinitializer
  %621 = zext <4 x i1> %620 to <4 x i32>
  %622 = add <4 x i32> %599, %621
  %623 = zext <4 x i1> %614 to <4 x i32>
  %624 = add <4 x i32> %600, %623
  %625 = add nuw nsw <4 x i64> %596, <i64 4, i64 5, i64 6, i64 7>
  %626 = uitofp nneg <4 x i64> %625 to <4 x float>
  %627 = fmul <4 x float> %626, <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>
  %628 = select <4 x i1> %592, <4 x float> %626, <4 x float> %627
  %629 = getelementptr inbounds i8, ptr %602, i64 16
  %630 = load <4 x float>, ptr %629, align 4, !tbaa !5
  %631 = fcmp une <4 x float> %630, %628
  %632 = zext <4 x i1> %631 to <4 x i32>
  %633 = add <4 x i32> %610, %632
  %634 = fcmp uge <4 x float> %628, <float 1.000000e+02, float 1.000000e+02, float 1.000000e+02, float 1.000000e+02>
  %635 = fcmp olt <4 x float> %628, <float 5.000000e+02, float 5.000000e+02, float 5.000000e+02, float 5.000000e+02>
  %636 = xor <4 x i1> %635, <i1 true, i1 true, i1 true, i1 true>
  %637 = and <4 x i1> %634, %636
  %638 = and <4 x i1> %634, %635
  %639 = xor <4 x i1> %634, <i1 true, i1 true, i1 true, i1 true>
  %640 = zext <4 x i1> %639 to <4 x i32>
  %641 = add <4 x i32> %618, %640
  %642 = xor <4 x i1> %637, <i1 true, i1 true, i1 true, i1 true>
  %643 = select <4 x i1> %642, <4 x i1> %638, <4 x i1> zeroinitializer
  %644 = zext <4 x i1> %643 to <4 x i32>
  %645 = add <4 x i32> %622, %644
  %646 = zext <4 x i1> %637 to <4 x i32>
  %647 = add <4 x i32> %624, %646
  %648 = add nuw nsw <4 x i64> %596, <i64 8, i64 9, i64 10, i64 11>
  %649 = uitofp nneg <4 x i64> %648 to <4 x float>
  %650 = fmul <4 x float> %649, <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>
  %651 = getelementptr inbounds i8, ptr %602, i64 32
  %652 = load <4 x float>, ptr %651, align 4, !tbaa !5
  %653 = fcmp une <4 x float> %652, %650
  %654 = zext <4 x i1> %653 to <4 x i32>
  %655 = add <4 x i32> %633, %654
  %656 = fcmp uge <4 x float> %650, <float 1.000000e+02, float 1.000000e+02, float 1.000000e+02, float 1.000000e+02>
  %657 = fcmp olt <4 x float> %650, <float 5.000000e+02, float 5.000000e+02, float 5.000000e+02, float 5.000000e+02>
  %658 = xor <4 x i1> %657, <i1 true, i1 true, i1 true, i1 true>
  %659 = and <4 x i1> %656, %658
  %660 = and <4 x i1> %656, %657
  %661 = xor <4 x i1> %656, <i1 true, i1 true, i1 true, i1 true>
  %662 = zext <4 x i1> %661 to <4 x i32>
  %663 = add <4 x i32> %641, %662
  %664 = xor <4 x i1> %659, <i1 true, i1 true, i1 true, i1 true>
  %665 = select <4 x i1> %664, <4 x i1> %660, <4 x i1> zeroinitializer
  %666 = zext <4 x i1> %665 to <4 x i32>
  %667 = add <4 x i32> %645, %666
  %668 = zext <4 x i1> %659 to <4 x i32>
  %669 = add <4 x i32> %647, %668
  %670 = add nuw nsw <4 x i64> %596, <i64 12, i64 13, i64 14, i64 15>
  %671 = uitofp nneg <4 x i64> %670 to <4 x float>
  %672 = fmul <4 x float> %671, <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>
  %673 = getelementptr inbounds i8, ptr %602, i64 48
  %674 = load <4 x float>, ptr %673, align 4, !tbaa !5
  %675 = fcmp une <4 x float> %674, %672
  %676 = zext <4 x i1> %675 to <4 x i32>
  %677 = add <4 x i32> %655, %676
  %678 = fcmp uge <4 x float> %672, <float 1.000000e+02, float 1.000000e+02, float 1.000000e+02, float 1.000000e+02>
  %679 = fcmp olt <4 x float> %672, <float 5.000000e+02, float 5.000000e+02, float 5.000000e+02, float 5.000000e+02>
  %680 = xor <4 x i1> %679, <i1 true, i1 true, i1 true, i1 true>
  %681 = and <4 x i1> %678, %680
  %682 = and <4 x i1> %678, %679
  %683 = xor <4 x i1> %678, <i1 true, i1 true, i1 true, i1 true>
  %684 = zext <4 x i1> %683 to <4 x i32>
  %685 = add <4 x i32> %663, %684
  %686 = xor <4 x i1> %681, <i1 true, i1 true, i1 true, i1 true>
  %687 = select <4 x i1> %686, <4 x i1> %682, <4 x i1> zeroinitializer
  %688 = zext <4 x i1> %687 to <4 x i32>
  %689 = add <4 x i32> %667, %688
  %690 = zext <4 x i1> %681 to <4 x i32>
  %691 = add <4 x i32> %669, %690
  %692 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %691)
  %693 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %689)
  %694 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %685)
  %695 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %677)
  %696 = add nuw nsw i64 %584, 1
  %697 = icmp eq i64 %696, 8
  br i1 %697, label %698, label %583, !llvm.loop !153

698:                                              ; preds = %583
  %699 = add nuw nsw i64 %530, 1
  %700 = icmp eq i64 %699, 8
  br i1 %700, label %538, label %529, !llvm.loop !154

701:                                              ; preds = %538
  %702 = getelementptr inbounds i8, ptr %65, i64 4
  %703 = load i32, ptr %702, align 4, !tbaa !13
  %704 = icmp eq i32 %703, %693
  br i1 %704, label %705, label %713

705:                                              ; preds = %701
  %706 = getelementptr inbounds i8, ptr %65, i64 8
  %707 = load i32, ptr %706, align 4, !tbaa !13
  %708 = icmp eq i32 %707, %692
  br i1 %708, label %709, label %713

709:                                              ; preds = %705
  %710 = getelementptr inbounds i8, ptr %65, i64 12
  %711 = load i32, ptr %710, align 4, !tbaa !13
  %712 = icmp eq i32 %711, 1024
  br i1 %712, label %715, label %713

713:                                              ; preds = %709, %705, %701, %538
  %714 = add nsw i32 %695, 1
  br label %715

715:                                              ; preds = %713, %709
  %716 = phi i32 [ %714, %713 ], [ %695, %709 ]
  %717 = getelementptr inbounds i8, ptr %141, i64 16
  %718 = load <4 x i32>, ptr %141, align 4, !tbaa !13
  %719 = load <4 x i32>, ptr %717, align 4, !tbaa !13
  %720 = getelementptr inbounds i8, ptr %141, i64 32
  %721 = getelementptr inbounds i8, ptr %141, i64 48
  %722 = load <4 x i32>, ptr %720, align 4, !tbaa !13
  %723 = load <4 x i32>, ptr %721, align 4, !tbaa !13
  %724 = getelementptr inbounds i8, ptr %141, i64 64
  %725 = getelementptr inbounds i8, ptr %141, i64 80
  %726 = load <4 x i32>, ptr %724, align 4, !tbaa !13
  %727 = load <4 x i32>, ptr %725, align 4, !tbaa !13
  %728 = getelementptr inbounds i8, ptr %141, i64 96
  %729 = getelementptr inbounds i8, ptr %141, i64 112
  %730 = load <4 x i32>, ptr %728, align 4, !tbaa !13
  %731 = load <4 x i32>, ptr %729, align 4, !tbaa !13
  %732 = getelementptr inbounds i8, ptr %141, i64 128
  %733 = getelementptr inbounds i8, ptr %141, i64 144
  %734 = load <4 x i32>, ptr %732, align 4, !tbaa !13
  %735 = load <4 x i32>, ptr %733, align 4, !tbaa !13
  %736 = getelementptr inbounds i8, ptr %141, i64 160
  %737 = getelementptr inbounds i8, ptr %141, i64 176
  %738 = load <4 x i32>, ptr %736, align 4, !tbaa !13
  %739 = load <4 x i32>, ptr %737, align 4, !tbaa !13
  %740 = getelementptr inbounds i8, ptr %141, i64 192
  %741 = getelementptr inbounds i8, ptr %141, i64 208
  %742 = load <4 x i32>, ptr %740, align 4, !tbaa !13
  %743 = load <4 x i32>, ptr %741, align 4, !tbaa !13
  %744 = getelementptr inbounds i8, ptr %141, i64 224
  %745 = getelementptr inbounds i8, ptr %141, i64 240
  %746 = load <4 x i32>, ptr %744, align 4, !tbaa !13
  %747 = load <4 x i32>, ptr %745, align 4, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %43) #25
  store ptr @.str, ptr %43, align 8, !tbaa !35, !alias.scope !155
  %748 = getelementptr inbounds i8, ptr %43, i64 8
  store ptr @.str.1, ptr %748, align 8, !tbaa !40, !alias.scope !155
  %749 = getelementptr inbounds i8, ptr %43, i64 16
  store i32 81, ptr %749, align 8, !tbaa !41, !alias.scope !155
  %750 = getelementptr inbounds i8, ptr %43, i64 20
  store i32 3, ptr %750, align 4, !tbaa !42, !alias.scope !155
  invoke void @_ZN4sycl3_V14freeEPvRKNS0_5queueERKNS0_6detail13code_locationE(ptr noundef nonnull %141, ptr noundef nonnull align 8 dereferenceable(16) %18, ptr noundef nonnull align 8 dereferenceable(24) %43)
          to label %751 unwind label %834

751:                                              ; preds = %715
  %752 = icmp ne <4 x i32> %719, <i32 10, i32 12, i32 14, i32 16>
  %753 = zext <4 x i1> %752 to <4 x i32>
  %754 = icmp ne <4 x i32> %723, <i32 26, i32 28, i32 30, i32 32>
  %755 = zext <4 x i1> %754 to <4 x i32>
  %756 = add nuw nsw <4 x i32> %753, %755
  %757 = icmp ne <4 x i32> %727, <i32 42, i32 44, i32 46, i32 48>
  %758 = zext <4 x i1> %757 to <4 x i32>
  %759 = add nuw nsw <4 x i32> %756, %758
  %760 = icmp ne <4 x i32> %731, <i32 58, i32 60, i32 62, i32 64>
  %761 = zext <4 x i1> %760 to <4 x i32>
  %762 = add nuw nsw <4 x i32> %759, %761
  %763 = icmp ne <4 x i32> %735, <i32 74, i32 76, i32 78, i32 80>
  %764 = zext <4 x i1> %763 to <4 x i32>
  %765 = add nuw nsw <4 x i32> %762, %764
  %766 = icmp ne <4 x i32> %739, <i32 90, i32 92, i32 94, i32 96>
  %767 = zext <4 x i1> %766 to <4 x i32>
  %768 = add nuw nsw <4 x i32> %765, %767
  %769 = icmp ne <4 x i32> %743, <i32 106, i32 108, i32 110, i32 112>
  %770 = zext <4 x i1> %769 to <4 x i32>
  %771 = add nuw nsw <4 x i32> %768, %770
  %772 = icmp ne <4 x i32> %747, <i32 122, i32 124, i32 126, i32 128>
  %773 = zext <4 x i1> %772 to <4 x i32>
  %774 = add <4 x i32> %771, %773
  %775 = insertelement <4 x i32> <i32 poison, i32 0, i32 0, i32 0>, i32 %716, i64 0
  %776 = icmp ne <4 x i32> %718, <i32 2, i32 4, i32 6, i32 8>
  %777 = zext <4 x i1> %776 to <4 x i32>
  %778 = add <4 x i32> %775, %777
  %779 = icmp ne <4 x i32> %722, <i32 18, i32 20, i32 22, i32 24>
  %780 = zext <4 x i1> %779 to <4 x i32>
  %781 = add <4 x i32> %778, %780
  %782 = icmp ne <4 x i32> %726, <i32 34, i32 36, i32 38, i32 40>
  %783 = zext <4 x i1> %782 to <4 x i32>
  %784 = add <4 x i32> %781, %783
  %785 = icmp ne <4 x i32> %730, <i32 50, i32 52, i32 54, i32 56>
  %786 = zext <4 x i1> %785 to <4 x i32>
  %787 = add <4 x i32> %784, %786
  %788 = icmp ne <4 x i32> %734, <i32 66, i32 68, i32 70, i32 72>
  %789 = zext <4 x i1> %788 to <4 x i32>
  %790 = add <4 x i32> %787, %789
  %791 = icmp ne <4 x i32> %738, <i32 82, i32 84, i32 86, i32 88>
  %792 = zext <4 x i1> %791 to <4 x i32>
  %793 = add <4 x i32> %790, %792
  %794 = icmp ne <4 x i32> %742, <i32 98, i32 100, i32 102, i32 104>
  %795 = zext <4 x i1> %794 to <4 x i32>
  %796 = add <4 x i32> %793, %795
  %797 = icmp ne <4 x i32> %746, <i32 114, i32 116, i32 118, i32 120>
  %798 = zext <4 x i1> %797 to <4 x i32>
  %799 = add <4 x i32> %796, %798
  %800 = add <4 x i32> %774, %799
  %801 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %800)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %43) #25
  %802 = icmp ne i32 %801, 0
  %803 = select i1 %802, ptr @.str.2, ptr @.str.3
  %804 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) %803, i32 noundef %801)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %40) #25
  %805 = getelementptr inbounds i8, ptr %18, i64 8
  %806 = load ptr, ptr %805, align 8, !tbaa !24
  %807 = icmp eq ptr %806, null
  br i1 %807, label %832, label %808

808:                                              ; preds = %751
  %809 = getelementptr inbounds i8, ptr %806, i64 8
  %810 = load atomic i64, ptr %809 acquire, align 8
  %811 = icmp eq i64 %810, 4294967297
  %812 = trunc i64 %810 to i32
  br i1 %811, label %813, label %821

813:                                              ; preds = %808
  store i32 0, ptr %809, align 8, !tbaa !26
  %814 = getelementptr inbounds i8, ptr %806, i64 12
  store i32 0, ptr %814, align 4, !tbaa !28
  %815 = load ptr, ptr %806, align 8, !tbaa !29
  %816 = getelementptr inbounds i8, ptr %815, i64 16
  %817 = load ptr, ptr %816, align 8
  call void %817(ptr noundef nonnull align 8 dereferenceable(16) %806) #25
  %818 = load ptr, ptr %806, align 8, !tbaa !29
  %819 = getelementptr inbounds i8, ptr %818, i64 24
  %820 = load ptr, ptr %819, align 8
  call void %820(ptr noundef nonnull align 8 dereferenceable(16) %806) #25
  br label %832

821:                                              ; preds = %808
  %822 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %823 = icmp eq i8 %822, 0
  br i1 %823, label %826, label %824

824:                                              ; preds = %821
  %825 = add nsw i32 %812, -1
  store i32 %825, ptr %809, align 4, !tbaa !13
  br label %828

826:                                              ; preds = %821
  %827 = atomicrmw volatile add ptr %809, i32 -1 acq_rel, align 4
  br label %828

828:                                              ; preds = %826, %824
  %829 = phi i32 [ %812, %824 ], [ %827, %826 ]
  %830 = icmp eq i32 %829, 1
  br i1 %830, label %831, label %832, !prof !32

831:                                              ; preds = %828
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %806) #25
  br label %832

832:                                              ; preds = %751, %813, %828, %831
  %833 = zext i1 %802 to i32
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %18) #25
  call void @_ZdlPvm(ptr noundef nonnull %65, i64 noundef 16) #27
  call void @_ZdlPvm(ptr noundef nonnull %44, i64 noundef 4096) #27
  ret i32 %833

834:                                              ; preds = %715
  %835 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %43) #25
  br label %836

836:                                              ; preds = %834, %581, %575
  %837 = phi { ptr, i32 } [ %835, %834 ], [ %582, %581 ], [ %576, %575 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %40) #25
  br label %838

838:                                              ; preds = %836, %569, %563, %543
  %839 = phi { ptr, i32 } [ %837, %836 ], [ %570, %569 ], [ %564, %563 ], [ %544, %543 ]
  call void @_ZN4sycl3_V15queueD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %18) #25
  br label %840

840:                                              ; preds = %838, %87
  %841 = phi { ptr, i32 } [ %839, %838 ], [ %79, %87 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %18) #25
  call void @_ZdlPvm(ptr noundef nonnull %65, i64 noundef 16) #27
  br label %842

842:                                              ; preds = %840, %541
  %843 = phi { ptr, i32 } [ %841, %840 ], [ %542, %541 ]
  call void @_ZdlPvm(ptr noundef nonnull %44, i64 noundef 4096) #27
  resume { ptr, i32 } %843
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare i32 @__gxx_personality_v0(...)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V113malloc_sharedIiEEPT_mRKNS0_5queueERKNS0_13property_listERKNS0_6detail13code_locationE(i64 noundef %0, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(24) %3) local_unnamed_addr #2 comdat personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.sycl::_V1::device", align 8
  %6 = alloca %"class.sycl::_V1::context", align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #25
  call void @_ZNK4sycl3_V15queue10get_deviceEv(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::device") align 8 %5, ptr noundef nonnull align 8 dereferenceable(16) %1)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #25
  call void @_ZNK4sycl3_V15queue11get_contextEv(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::context") align 8 %6, ptr noundef nonnull align 8 dereferenceable(16) %1)
  %7 = shl i64 %0, 2
  %8 = invoke noundef ptr @_ZN4sycl3_V120aligned_alloc_sharedEmmRKNS0_6deviceERKNS0_7contextERKNS0_13property_listERKNS0_6detail13code_locationE(i64 noundef 4, i64 noundef %7, ptr noundef nonnull align 8 dereferenceable(8) %5, ptr noundef nonnull align 8 dereferenceable(16) %6, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(24) %3)
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
  store i32 0, ptr %19, align 4, !tbaa !28
  %20 = load ptr, ptr %11, align 8, !tbaa !29
  %21 = getelementptr inbounds i8, ptr %20, i64 16
  %22 = load ptr, ptr %21, align 8
  call void %22(ptr noundef nonnull align 8 dereferenceable(16) %11) #25
  %23 = load ptr, ptr %11, align 8, !tbaa !29
  %24 = getelementptr inbounds i8, ptr %23, i64 24
  %25 = load ptr, ptr %24, align 8
  call void %25(ptr noundef nonnull align 8 dereferenceable(16) %11) #25
  br label %37

26:                                               ; preds = %13
  %27 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %28 = icmp eq i8 %27, 0
  br i1 %28, label %31, label %29

29:                                               ; preds = %26
  %30 = add nsw i32 %17, -1
  store i32 %30, ptr %14, align 4, !tbaa !13
  br label %33

31:                                               ; preds = %26
  %32 = atomicrmw volatile add ptr %14, i32 -1 acq_rel, align 4
  br label %33

33:                                               ; preds = %31, %29
  %34 = phi i32 [ %17, %29 ], [ %32, %31 ]
  %35 = icmp eq i32 %34, 1
  br i1 %35, label %36, label %37, !prof !32

36:                                               ; preds = %33
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %11) #25
  br label %37

37:                                               ; preds = %9, %18, %33, %36
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #25
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #25
  ret ptr %8

38:                                               ; preds = %4
  %39 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V17contextD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %6) #25
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #25
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #25
  resume { ptr, i32 } %39
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16bufferIfLi3ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi3EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(49) %0, ptr noundef %1, ptr noundef nonnull align 8 dereferenceable(24) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.std::unique_ptr.160", align 8
  %7 = alloca %"struct.std::array", align 16
  %8 = load i64, ptr %2, align 8, !tbaa !43
  %9 = getelementptr inbounds i8, ptr %2, i64 8
  %10 = load i64, ptr %9, align 8, !tbaa !43
  %11 = getelementptr inbounds i8, ptr %2, i64 16
  %12 = load i64, ptr %11, align 8, !tbaa !43
  %13 = shl i64 %8, 2
  %14 = mul i64 %13, %10
  %15 = mul i64 %14, %12
  %16 = tail call noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #24, !noalias !158
  store ptr getelementptr inbounds inrange(-16, 56) (i8, ptr @_ZTVN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE, i64 16), ptr %16, align 8, !tbaa !29, !noalias !158
  %17 = getelementptr inbounds i8, ptr %16, i64 8
  store i64 128, ptr %17, align 8, !tbaa !161, !noalias !158
  %18 = getelementptr inbounds i8, ptr %16, i64 16
  store i64 4, ptr %18, align 8, !tbaa !163, !noalias !158
  store ptr %16, ptr %6, align 8, !tbaa !166
  invoke void @_ZN4sycl3_V16detail12buffer_plainC2EPvmmRKNS0_13property_listESt10unique_ptrINS1_19SYCLMemObjAllocatorESt14default_deleteIS8_EE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef %1, i64 noundef %15, i64 noundef 4, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef nonnull %6)
          to label %19 unwind label %41

19:                                               ; preds = %5
  %20 = load ptr, ptr %6, align 8, !tbaa !15
  %21 = icmp eq ptr %20, null
  br i1 %21, label %26, label %22

22:                                               ; preds = %19
  %23 = load ptr, ptr %20, align 8, !tbaa !29
  %24 = getelementptr inbounds i8, ptr %23, i64 16
  %25 = load ptr, ptr %24, align 8
  call void %25(ptr noundef nonnull align 8 dereferenceable(8) %20) #25
  br label %26

26:                                               ; preds = %19, %22
  store ptr null, ptr %6, align 8, !tbaa !15
  %27 = getelementptr inbounds i8, ptr %0, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %27, ptr noundef nonnull align 8 dereferenceable(24) %2, i64 24, i1 false)
  %28 = getelementptr inbounds i8, ptr %0, i64 40
  store i64 0, ptr %28, align 8, !tbaa !168
  %29 = getelementptr inbounds i8, ptr %0, i64 48
  store i8 0, ptr %29, align 8, !tbaa !175
  %30 = load ptr, ptr %0, align 8, !tbaa !176
  %31 = load ptr, ptr getelementptr inbounds (i8, ptr @_ZTIf, i64 8), align 8, !tbaa !177
  %32 = load i8, ptr %31, align 1, !tbaa !31
  %33 = icmp eq i8 %32, 42
  %34 = zext i1 %33 to i64
  %35 = getelementptr inbounds i8, ptr %31, i64 %34
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7) #25
  call void @llvm.experimental.noalias.scope.decl(metadata !179)
  %36 = load <2 x i64>, ptr %27, align 8, !tbaa !43, !noalias !179
  store <2 x i64> %36, ptr %7, align 16, !tbaa !43, !alias.scope !179
  %37 = getelementptr inbounds i8, ptr %7, i64 16
  %38 = getelementptr inbounds i8, ptr %0, i64 32
  %39 = load i64, ptr %38, align 8, !tbaa !43, !noalias !179
  store i64 %39, ptr %37, align 16, !tbaa !43, !alias.scope !179
  invoke void @_ZN4sycl3_V16detail12buffer_plain23constructorNotificationERKNS1_13code_locationEPvPKvS8_jjPm(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(24) %4, ptr noundef %30, ptr noundef %1, ptr noundef nonnull %35, i32 noundef 3, i32 noundef 4, ptr noundef nonnull %7)
          to label %40 unwind label %49

40:                                               ; preds = %26
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #25
  ret void

41:                                               ; preds = %5
  %42 = landingpad { ptr, i32 }
          cleanup
  %43 = load ptr, ptr %6, align 8, !tbaa !15
  %44 = icmp eq ptr %43, null
  br i1 %44, label %51, label %45

45:                                               ; preds = %41
  %46 = load ptr, ptr %43, align 8, !tbaa !29
  %47 = getelementptr inbounds i8, ptr %46, i64 16
  %48 = load ptr, ptr %47, align 8
  call void %48(ptr noundef nonnull align 8 dereferenceable(8) %43) #25
  br label %51

49:                                               ; preds = %26
  %50 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #25
  call void @_ZN4sycl3_V16detail12buffer_plainD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #25
  br label %51

51:                                               ; preds = %41, %45, %49
  %52 = phi { ptr, i32 } [ %50, %49 ], [ %42, %45 ], [ %42, %41 ]
  resume { ptr, i32 } %52
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvEC2EPiRKNS0_5rangeILi1EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(33) %0, ptr noundef %1, ptr noundef nonnull align 8 dereferenceable(8) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.std::unique_ptr.160", align 8
  %7 = alloca %"struct.std::array", align 8
  %8 = load i64, ptr %2, align 8, !tbaa !43
  %9 = shl i64 %8, 2
  %10 = tail call noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #24, !noalias !182
  store ptr getelementptr inbounds inrange(-16, 56) (i8, ptr @_ZTVN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiEE, i64 16), ptr %10, align 8, !tbaa !29, !noalias !182
  %11 = getelementptr inbounds i8, ptr %10, i64 8
  store i64 128, ptr %11, align 8, !tbaa !185, !noalias !182
  %12 = getelementptr inbounds i8, ptr %10, i64 16
  store i64 4, ptr %12, align 8, !tbaa !187, !noalias !182
  store ptr %10, ptr %6, align 8, !tbaa !166
  invoke void @_ZN4sycl3_V16detail12buffer_plainC2EPvmmRKNS0_13property_listESt10unique_ptrINS1_19SYCLMemObjAllocatorESt14default_deleteIS8_EE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef %1, i64 noundef %9, i64 noundef 4, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef nonnull %6)
          to label %13 unwind label %33

13:                                               ; preds = %5
  %14 = load ptr, ptr %6, align 8, !tbaa !15
  %15 = icmp eq ptr %14, null
  br i1 %15, label %20, label %16

16:                                               ; preds = %13
  %17 = load ptr, ptr %14, align 8, !tbaa !29
  %18 = getelementptr inbounds i8, ptr %17, i64 16
  %19 = load ptr, ptr %18, align 8
  call void %19(ptr noundef nonnull align 8 dereferenceable(8) %14) #25
  br label %20

20:                                               ; preds = %13, %16
  store ptr null, ptr %6, align 8, !tbaa !15
  %21 = getelementptr inbounds i8, ptr %0, i64 16
  %22 = load i64, ptr %2, align 8
  store i64 %22, ptr %21, align 8
  %23 = getelementptr inbounds i8, ptr %0, i64 24
  store i64 0, ptr %23, align 8, !tbaa !189
  %24 = getelementptr inbounds i8, ptr %0, i64 32
  store i8 0, ptr %24, align 8, !tbaa !193
  %25 = load ptr, ptr %0, align 8, !tbaa !176
  %26 = load ptr, ptr getelementptr inbounds (i8, ptr @_ZTIi, i64 8), align 8, !tbaa !177
  %27 = load i8, ptr %26, align 1, !tbaa !31
  %28 = icmp eq i8 %27, 42
  %29 = zext i1 %28 to i64
  %30 = getelementptr inbounds i8, ptr %26, i64 %29
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7) #25
  store i64 %22, ptr %7, align 8, !tbaa !43, !alias.scope !194
  %31 = getelementptr inbounds i8, ptr %7, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %31, i8 0, i64 16, i1 false), !alias.scope !194
  invoke void @_ZN4sycl3_V16detail12buffer_plain23constructorNotificationERKNS1_13code_locationEPvPKvS8_jjPm(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(24) %4, ptr noundef %25, ptr noundef %1, ptr noundef nonnull %30, i32 noundef 1, i32 noundef 4, ptr noundef nonnull %7)
          to label %32 unwind label %41

32:                                               ; preds = %20
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #25
  ret void

33:                                               ; preds = %5
  %34 = landingpad { ptr, i32 }
          cleanup
  %35 = load ptr, ptr %6, align 8, !tbaa !15
  %36 = icmp eq ptr %35, null
  br i1 %36, label %43, label %37

37:                                               ; preds = %33
  %38 = load ptr, ptr %35, align 8, !tbaa !29
  %39 = getelementptr inbounds i8, ptr %38, i64 16
  %40 = load ptr, ptr %39, align 8
  call void %40(ptr noundef nonnull align 8 dereferenceable(8) %35) #25
  br label %43

41:                                               ; preds = %20
  %42 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #25
  call void @_ZN4sycl3_V16detail12buffer_plainD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #25
  br label %43

43:                                               ; preds = %33, %37, %41
  %44 = phi { ptr, i32 } [ %42, %41 ], [ %34, %37 ], [ %34, %33 ]
  resume { ptr, i32 } %44
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V15eventD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  store i32 0, ptr %11, align 4, !tbaa !28
  %12 = load ptr, ptr %3, align 8, !tbaa !29
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  %15 = load ptr, ptr %3, align 8, !tbaa !29
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
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
  br i1 %27, label %28, label %29, !prof !32

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: mustprogress norecurse uwtable
define internal fastcc void @_ZL5scaleRN4sycl3_V15queueERNS0_6bufferIfLi3ENS0_6detail17aligned_allocatorIfEEvEENS0_5rangeILi3EEEf(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(49) %1, ptr noundef byval(%"class.sycl::_V1::range") align 8 %2, float noundef %3) unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 8
  %6 = alloca %"class.sycl::_V1::detail::_V1::SubmissionInfo", align 4
  %7 = alloca %"class.sycl::_V1::detail::type_erased_cgfo_ty", align 8
  %8 = alloca %class.anon.37, align 8
  %9 = alloca float, align 4
  %10 = alloca %"class.sycl::_V1::event", align 8
  %11 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  store float %3, ptr %9, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %11) #25
  store ptr @.str, ptr %11, align 8, !tbaa !35, !alias.scope !197
  %12 = getelementptr inbounds i8, ptr %11, i64 8
  store ptr @.str.6, ptr %12, align 8, !tbaa !40, !alias.scope !197
  %13 = getelementptr inbounds i8, ptr %11, i64 16
  store i32 17, ptr %13, align 8, !tbaa !41, !alias.scope !197
  %14 = getelementptr inbounds i8, ptr %11, i64 20
  store i32 3, ptr %14, align 4, !tbaa !42, !alias.scope !197
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %8)
  store ptr %1, ptr %8, align 8
  %15 = getelementptr inbounds i8, ptr %8, i64 8
  store ptr %2, ptr %15, align 8
  %16 = getelementptr inbounds i8, ptr %8, i64 16
  store ptr %9, ptr %16, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7) #25, !noalias !200
  store ptr %8, ptr %7, align 8, !tbaa !57, !noalias !200
  %17 = getelementptr inbounds i8, ptr %7, i64 8
  store ptr @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZL5scaleRNS0_5queueERNS0_6bufferIfLi3ENS1_17aligned_allocatorIfEEvEENS0_5rangeILi3EEEfEUlRNS0_7handlerEE_E4callEPKvSE_, ptr %17, align 8, !tbaa !59, !noalias !200
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #25, !noalias !203
  call void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 8 dereferenceable(9) %5, ptr noundef nonnull align 8 dereferenceable(24) %11), !noalias !203
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %6) #25, !noalias !203
  store i32 0, ptr %6, align 4, !tbaa !63, !noalias !203
  %18 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 8 dereferenceable(9) %5)
          to label %19 unwind label %24, !noalias !203

19:                                               ; preds = %4
  %20 = getelementptr inbounds i8, ptr %5, i64 8
  %21 = load i8, ptr %20, align 8, !tbaa !66, !range !69, !noalias !203, !noundef !70
  %22 = trunc nuw i8 %21 to i1
  %23 = xor i1 %22, true
  invoke void @_ZNK4sycl3_V15queue22submit_with_event_implERKNS0_6detail19type_erased_cgfo_tyERKNS2_3_V114SubmissionInfoERKNS2_13code_locationEb(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %10, ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %7, ptr noundef nonnull align 4 dereferenceable(4) %6, ptr noundef nonnull align 8 dereferenceable(24) %18, i1 noundef zeroext %23)
          to label %26 unwind label %24

24:                                               ; preds = %19, %4
  %25 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6) #25, !noalias !203
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %5) #25
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #25, !noalias !203
  resume { ptr, i32 } %25

26:                                               ; preds = %19
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6) #25, !noalias !203
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %5) #25
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #25, !noalias !203
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #25, !noalias !200
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %8)
  %27 = getelementptr inbounds i8, ptr %10, i64 8
  %28 = load ptr, ptr %27, align 8, !tbaa !24
  %29 = icmp eq ptr %28, null
  br i1 %29, label %54, label %30

30:                                               ; preds = %26
  %31 = getelementptr inbounds i8, ptr %28, i64 8
  %32 = load atomic i64, ptr %31 acquire, align 8
  %33 = icmp eq i64 %32, 4294967297
  %34 = trunc i64 %32 to i32
  br i1 %33, label %35, label %43

35:                                               ; preds = %30
  store i32 0, ptr %31, align 8, !tbaa !26
  %36 = getelementptr inbounds i8, ptr %28, i64 12
  store i32 0, ptr %36, align 4, !tbaa !28
  %37 = load ptr, ptr %28, align 8, !tbaa !29
  %38 = getelementptr inbounds i8, ptr %37, i64 16
  %39 = load ptr, ptr %38, align 8
  call void %39(ptr noundef nonnull align 8 dereferenceable(16) %28) #25
  %40 = load ptr, ptr %28, align 8, !tbaa !29
  %41 = getelementptr inbounds i8, ptr %40, i64 24
  %42 = load ptr, ptr %41, align 8
  call void %42(ptr noundef nonnull align 8 dereferenceable(16) %28) #25
  br label %54

43:                                               ; preds = %30
  %44 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
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
  br i1 %52, label %53, label %54, !prof !32

53:                                               ; preds = %50
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %28) #25
  br label %54

54:                                               ; preds = %26, %35, %50, %53
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %11) #25
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
  invoke void @_ZNK4sycl3_V16detail12buffer_plain13handleReleaseEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %22 unwind label %2

2:                                                ; preds = %1
  %3 = landingpad { ptr, i32 }
          catch ptr @_ZTISt9exception
          catch ptr null
  %4 = extractvalue { ptr, i32 } %3, 0
  %5 = extractvalue { ptr, i32 } %3, 1
  %6 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #25
  %7 = icmp eq i32 %5, %6
  br i1 %7, label %8, label %54

8:                                                ; preds = %2
  %9 = tail call ptr @__cxa_begin_catch(ptr %4) #25
  %10 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef nonnull @.str.22, i64 noundef 20)
          to label %11 unwind label %51

11:                                               ; preds = %8
  %12 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef nonnull @.str.23, i64 noundef 1)
          to label %13 unwind label %51

13:                                               ; preds = %11
  %14 = load ptr, ptr %9, align 8, !tbaa !29
  %15 = getelementptr inbounds i8, ptr %14, i64 16
  %16 = load ptr, ptr %15, align 8
  %17 = tail call noundef ptr %16(ptr noundef nonnull align 8 dereferenceable(8) %9) #25
  %18 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZStlsISt11char_traitsIcEERSt13basic_ostreamIcT_ES5_PKc(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef %17)
          to label %19 unwind label %51

19:                                               ; preds = %13
  %20 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt4endlIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_(ptr noundef nonnull align 8 dereferenceable(8) %18)
          to label %21 unwind label %51

21:                                               ; preds = %19
  tail call void @__assert_fail(ptr noundef nonnull @.str.24, ptr noundef nonnull @.str.25, i32 noundef 489, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvED2Ev) #26
  unreachable

22:                                               ; preds = %1
  %23 = getelementptr inbounds i8, ptr %0, i64 8
  %24 = load ptr, ptr %23, align 8, !tbaa !24
  %25 = icmp eq ptr %24, null
  br i1 %25, label %50, label %26

26:                                               ; preds = %22
  %27 = getelementptr inbounds i8, ptr %24, i64 8
  %28 = load atomic i64, ptr %27 acquire, align 8
  %29 = icmp eq i64 %28, 4294967297
  %30 = trunc i64 %28 to i32
  br i1 %29, label %31, label %39

31:                                               ; preds = %26
  store i32 0, ptr %27, align 8, !tbaa !26
  %32 = getelementptr inbounds i8, ptr %24, i64 12
  store i32 0, ptr %32, align 4, !tbaa !28
  %33 = load ptr, ptr %24, align 8, !tbaa !29
  %34 = getelementptr inbounds i8, ptr %33, i64 16
  %35 = load ptr, ptr %34, align 8
  tail call void %35(ptr noundef nonnull align 8 dereferenceable(16) %24) #25
  %36 = load ptr, ptr %24, align 8, !tbaa !29
  %37 = getelementptr inbounds i8, ptr %36, i64 24
  %38 = load ptr, ptr %37, align 8
  tail call void %38(ptr noundef nonnull align 8 dereferenceable(16) %24) #25
  br label %50

39:                                               ; preds = %26
  %40 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
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
  br i1 %48, label %49, label %50, !prof !32

49:                                               ; preds = %46
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %24) #25
  br label %50

50:                                               ; preds = %22, %31, %46, %49
  ret void

51:                                               ; preds = %19, %11, %8, %13
  %52 = landingpad { ptr, i32 }
          catch ptr null
  %53 = extractvalue { ptr, i32 } %52, 0
  tail call void @__clang_call_terminate(ptr %53) #26
  unreachable

54:                                               ; preds = %2
  tail call void @__clang_call_terminate(ptr %4) #26
  unreachable
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16bufferIfLi3ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(49) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
  invoke void @_ZNK4sycl3_V16detail12buffer_plain13handleReleaseEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %22 unwind label %2

2:                                                ; preds = %1
  %3 = landingpad { ptr, i32 }
          catch ptr @_ZTISt9exception
          catch ptr null
  %4 = extractvalue { ptr, i32 } %3, 0
  %5 = extractvalue { ptr, i32 } %3, 1
  %6 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #25
  %7 = icmp eq i32 %5, %6
  br i1 %7, label %8, label %54

8:                                                ; preds = %2
  %9 = tail call ptr @__cxa_begin_catch(ptr %4) #25
  %10 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef nonnull @.str.22, i64 noundef 20)
          to label %11 unwind label %51

11:                                               ; preds = %8
  %12 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef nonnull @.str.23, i64 noundef 1)
          to label %13 unwind label %51

13:                                               ; preds = %11
  %14 = load ptr, ptr %9, align 8, !tbaa !29
  %15 = getelementptr inbounds i8, ptr %14, i64 16
  %16 = load ptr, ptr %15, align 8
  %17 = tail call noundef ptr %16(ptr noundef nonnull align 8 dereferenceable(8) %9) #25
  %18 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZStlsISt11char_traitsIcEERSt13basic_ostreamIcT_ES5_PKc(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef %17)
          to label %19 unwind label %51

19:                                               ; preds = %13
  %20 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt4endlIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_(ptr noundef nonnull align 8 dereferenceable(8) %18)
          to label %21 unwind label %51

21:                                               ; preds = %19
  tail call void @__assert_fail(ptr noundef nonnull @.str.24, ptr noundef nonnull @.str.25, i32 noundef 489, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16bufferIfLi3ENS0_6detail17aligned_allocatorIfEEvED2Ev) #26
  unreachable

22:                                               ; preds = %1
  %23 = getelementptr inbounds i8, ptr %0, i64 8
  %24 = load ptr, ptr %23, align 8, !tbaa !24
  %25 = icmp eq ptr %24, null
  br i1 %25, label %50, label %26

26:                                               ; preds = %22
  %27 = getelementptr inbounds i8, ptr %24, i64 8
  %28 = load atomic i64, ptr %27 acquire, align 8
  %29 = icmp eq i64 %28, 4294967297
  %30 = trunc i64 %28 to i32
  br i1 %29, label %31, label %39

31:                                               ; preds = %26
  store i32 0, ptr %27, align 8, !tbaa !26
  %32 = getelementptr inbounds i8, ptr %24, i64 12
  store i32 0, ptr %32, align 4, !tbaa !28
  %33 = load ptr, ptr %24, align 8, !tbaa !29
  %34 = getelementptr inbounds i8, ptr %33, i64 16
  %35 = load ptr, ptr %34, align 8
  tail call void %35(ptr noundef nonnull align 8 dereferenceable(16) %24) #25
  %36 = load ptr, ptr %24, align 8, !tbaa !29
  %37 = getelementptr inbounds i8, ptr %36, i64 24
  %38 = load ptr, ptr %37, align 8
  tail call void %38(ptr noundef nonnull align 8 dereferenceable(16) %24) #25
  br label %50

39:                                               ; preds = %26
  %40 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
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
  br i1 %48, label %49, label %50, !prof !32

49:                                               ; preds = %46
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %24) #25
  br label %50

50:                                               ; preds = %22, %31, %46, %49
  ret void

51:                                               ; preds = %19, %11, %8, %13
  %52 = landingpad { ptr, i32 }
          catch ptr null
  %53 = extractvalue { ptr, i32 } %52, 0
  tail call void @__clang_call_terminate(ptr %53) #26
  unreachable

54:                                               ; preds = %2
  tail call void @__clang_call_terminate(ptr %4) #26
  unreachable
}

declare void @_ZN4sycl3_V15event4waitEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #6

; Function Attrs: mustprogress norecurse uwtable
define internal fastcc void @_ZN4sycl3_V15queue12parallel_forI4BumpJRZ4mainEUlNS0_2idILi1EEEE0_EEENS0_5eventENS0_5rangeILi1EEEDpOT0_(ptr dead_on_unwind noalias writable sret(%"class.sycl::_V1::event") align 8 %0, ptr noundef nonnull align 8 dereferenceable(16) %1, i64 %2, ptr noundef nonnull align 8 dereferenceable(8) %3) unnamed_addr #0 align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 8
  %6 = alloca %"struct.sycl::_V1::detail::kernel_launch_properties_v1::PropsHolder", align 8
  %7 = alloca %"class.sycl::_V1::detail::HostKernelRef.224", align 8
  %8 = alloca %"class.sycl::_V1::span", align 8
  %9 = alloca %"class.sycl::_V1::range.16", align 8
  %10 = alloca %"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view", align 8
  %11 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %12 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %11) #25, !noalias !206
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %11, ptr noundef nonnull align 8 dereferenceable(24) @__const._ZN4sycl3_V15queue17parallel_for_implI4BumpLi1ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEJRZ4mainEUlNS0_2idILi1EEEE0_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEESJ_DpOSH_.CodeLoc, i64 24, i1 false), !noalias !206
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %12) #25, !noalias !206
  call void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 8 dereferenceable(9) %12, ptr noundef nonnull align 8 dereferenceable(24) %11), !noalias !206
  %13 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 8 dereferenceable(9) %12)
          to label %14 unwind label %54, !noalias !206

14:                                               ; preds = %4
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9), !noalias !206
  store i64 %2, ptr %9, align 8, !noalias !211
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #25, !noalias !211
  store ptr %9, ptr %10, align 8, !tbaa !92, !noalias !211
  %15 = getelementptr inbounds i8, ptr %10, i64 8
  %16 = getelementptr inbounds i8, ptr %10, i64 24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %15, i8 0, i64 16, i1 false), !noalias !211
  store i64 1, ptr %16, align 8, !tbaa !94, !noalias !211
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %8), !noalias !211
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #25, !noalias !214
  invoke void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 8 dereferenceable(9) %5, ptr noundef nonnull align 8 dereferenceable(24) %13)
          to label %17 unwind label %54, !noalias !206

17:                                               ; preds = %14
  %18 = load atomic i8, ptr @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI4BumpEERNS1_16DeviceKernelInfoEvE4Info acquire, align 8, !noalias !214
  %19 = icmp eq i8 %18, 0
  br i1 %19, label %20, label %28, !prof !98

20:                                               ; preds = %17
  %21 = call i32 @__cxa_guard_acquire(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI4BumpEERNS1_16DeviceKernelInfoEvE4Info) #25, !noalias !214
  %22 = icmp eq i32 %21, 0
  br i1 %22, label %28, label %23

23:                                               ; preds = %20
  %24 = invoke noundef nonnull align 1 ptr @_ZN4sycl3_V16detail19getDeviceKernelInfoERKNS1_27compile_time_kernel_info_v123CompileTimeKernelInfoTyE(ptr noundef nonnull align 8 dereferenceable(81) @_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI4BumpEE)
          to label %25 unwind label %26, !noalias !214

25:                                               ; preds = %23
  store ptr %24, ptr @_ZZN4sycl3_V16detail19getDeviceKernelInfoI4BumpEERNS1_16DeviceKernelInfoEvE4Info, align 8, !tbaa !15, !noalias !214
  call void @__cxa_guard_release(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI4BumpEERNS1_16DeviceKernelInfoEvE4Info) #25, !noalias !214
  br label %28

26:                                               ; preds = %23
  %27 = landingpad { ptr, i32 }
          cleanup
  call void @__cxa_guard_abort(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI4BumpEERNS1_16DeviceKernelInfoEvE4Info) #25, !noalias !214
  br label %52

28:                                               ; preds = %25, %20, %17
  %29 = load ptr, ptr @_ZZN4sycl3_V16detail19getDeviceKernelInfoI4BumpEERNS1_16DeviceKernelInfoEvE4Info, align 8, !tbaa !15, !noalias !214
  call void @llvm.lifetime.start.p0(i64 152, ptr nonnull %6) #25, !noalias !214
  %30 = getelementptr inbounds i8, ptr %6, i64 8
  store i8 0, ptr %30, align 8, !tbaa !99, !alias.scope !217, !noalias !214
  %31 = getelementptr inbounds i8, ptr %6, i64 18
  store i8 0, ptr %31, align 2, !tbaa !106, !alias.scope !217, !noalias !214
  %32 = getelementptr inbounds i8, ptr %6, i64 20
  store i8 0, ptr %32, align 4, !tbaa !108, !alias.scope !217, !noalias !214
  %33 = getelementptr inbounds i8, ptr %6, i64 28
  store i8 0, ptr %33, align 4, !tbaa !110, !alias.scope !217, !noalias !214
  %34 = getelementptr inbounds i8, ptr %6, i64 36
  store i8 0, ptr %34, align 4, !tbaa !112, !alias.scope !217, !noalias !214
  %35 = getelementptr inbounds i8, ptr %6, i64 44
  store i8 0, ptr %35, align 4, !tbaa !110, !alias.scope !217, !noalias !214
  %36 = getelementptr inbounds i8, ptr %6, i64 52
  store i8 0, ptr %36, align 4, !tbaa !112, !alias.scope !217, !noalias !214
  %37 = getelementptr inbounds i8, ptr %6, i64 60
  store i8 0, ptr %37, align 4, !tbaa !110, !alias.scope !217, !noalias !214
  %38 = getelementptr inbounds i8, ptr %6, i64 68
  store i8 0, ptr %38, align 4, !tbaa !112, !alias.scope !217, !noalias !214
  %39 = getelementptr inbounds i8, ptr %6, i64 80
  store i8 0, ptr %39, align 8, !tbaa !114, !alias.scope !217, !noalias !214
  %40 = getelementptr inbounds i8, ptr %6, i64 104
  store i8 0, ptr %40, align 8, !tbaa !116, !alias.scope !217, !noalias !214
  %41 = getelementptr inbounds i8, ptr %6, i64 136
  store i8 0, ptr %41, align 8, !tbaa !118, !alias.scope !217, !noalias !214
  %42 = getelementptr inbounds i8, ptr %6, i64 144
  store i8 1, ptr %42, align 8, !tbaa !120, !alias.scope !217, !noalias !214
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7) #25, !noalias !214
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail13HostKernelRefIZ4mainEUlNS0_2idILi1EEEE0_RS5_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %7, align 8, !tbaa !29, !noalias !214
  %43 = getelementptr inbounds i8, ptr %7, i64 8
  store ptr %3, ptr %43, align 8, !tbaa !15, !noalias !214
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %8, i8 0, i64 16, i1 false), !noalias !206
  %44 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 8 dereferenceable(9) %5)
          to label %45 unwind label %50, !noalias !214

45:                                               ; preds = %28
  %46 = getelementptr inbounds i8, ptr %5, i64 8
  %47 = load i8, ptr %46, align 8, !tbaa !66, !range !69, !noalias !214, !noundef !70
  %48 = trunc nuw i8 %47 to i1
  %49 = xor i1 %48, true
  invoke void @_ZN4sycl3_V136submit_kernel_direct_with_event_implERKNS0_5queueERKNS0_6detail16nd_range_view_v113nd_range_viewERNS4_17HostKernelRefBaseEPNS4_16DeviceKernelInfoENS0_4spanIKNS0_5eventELm18446744073709551615EEERKNS4_27kernel_launch_properties_v111PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENSJ_5intel12experimental12cache_configENSL_17use_root_sync_keyENSL_23work_group_progress_keyENSL_22sub_group_progress_keyENSL_22work_item_progress_keyENSL_4cuda12cluster_sizeILi1EEENSV_ILi2EEENSV_ILi3EEEEEERKNS4_13code_locationEb(ptr dead_on_unwind writable sret(%"class.sycl::_V1::event") align 8 %0, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(32) %10, ptr noundef nonnull align 8 dereferenceable(8) %7, ptr noundef nonnull %29, ptr noundef nonnull byval(%"class.sycl::_V1::span") align 8 %8, ptr noundef nonnull align 8 dereferenceable(145) %6, ptr noundef nonnull align 8 dereferenceable(24) %44, i1 noundef zeroext %49)
          to label %58 unwind label %50

50:                                               ; preds = %45, %28
  %51 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #25, !noalias !214
  call void @llvm.lifetime.end.p0(i64 152, ptr nonnull %6) #25, !noalias !214
  br label %52

52:                                               ; preds = %50, %26
  %53 = phi { ptr, i32 } [ %51, %50 ], [ %27, %26 ]
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %5) #25
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #25, !noalias !214
  br label %56

54:                                               ; preds = %14, %4
  %55 = landingpad { ptr, i32 }
          cleanup
  br label %56

56:                                               ; preds = %54, %52
  %57 = phi { ptr, i32 } [ %55, %54 ], [ %53, %52 ]
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %12) #25
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %12) #25, !noalias !206
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %11) #25, !noalias !206
  resume { ptr, i32 } %57

58:                                               ; preds = %45
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #25, !noalias !214
  call void @llvm.lifetime.end.p0(i64 152, ptr nonnull %6) #25, !noalias !214
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %5) #25
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #25, !noalias !214
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %8), !noalias !211
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #25, !noalias !211
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9), !noalias !206
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %12) #25
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %12) #25, !noalias !206
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %11) #25, !noalias !206
  ret void
}

declare void @_ZN4sycl3_V14freeEPvRKNS0_5queueERKNS0_6detail13code_locationE(ptr noundef, ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(24)) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V15queueD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  store i32 0, ptr %11, align 4, !tbaa !28
  %12 = load ptr, ptr %3, align 8, !tbaa !29
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  %15 = load ptr, ptr %3, align 8, !tbaa !29
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
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
  br i1 %27, label %28, label %29, !prof !32

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

declare noundef i32 @_ZN4sycl3_V118default_selector_vERKNS0_6deviceE(ptr noundef nonnull align 8 dereferenceable(8)) #6

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19defaultAsyncHandlerENS0_14exception_listE(ptr noundef %0) #8 comdat personality ptr @__gxx_personality_v0 {
  %2 = alloca %"class.std::__exception_ptr::exception_ptr", align 8
  %3 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef nonnull @.str.4, i64 noundef 40)
  %4 = tail call ptr @_ZNK4sycl3_V114exception_list5beginEv(ptr noundef nonnull align 8 dereferenceable(24) %0)
  %5 = tail call ptr @_ZNK4sycl3_V114exception_list3endEv(ptr noundef nonnull align 8 dereferenceable(24) %0)
  %6 = icmp eq ptr %4, %5
  br i1 %6, label %7, label %9

7:                                                ; preds = %46, %1
  %8 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZSt4endlIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr)
  call void @_ZSt9terminatev() #26
  unreachable

9:                                                ; preds = %1, %46
  %10 = phi ptr [ %47, %46 ], [ %4, %1 ]
  %11 = load ptr, ptr %10, align 8, !tbaa !222
  %12 = icmp eq ptr %11, null
  br i1 %12, label %46, label %13

13:                                               ; preds = %9
  store ptr %11, ptr %2, align 8, !tbaa !222
  call void @_ZNSt15__exception_ptr13exception_ptr9_M_addrefEv(ptr noundef nonnull align 8 dereferenceable(8) %2) #25
  invoke void @_ZSt17rethrow_exceptionNSt15__exception_ptr13exception_ptrE(ptr noundef nonnull %2) #28
          to label %14 unwind label %15

14:                                               ; preds = %13
  unreachable

15:                                               ; preds = %13
  %16 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt9exception
  %17 = extractvalue { ptr, i32 } %16, 1
  %18 = load ptr, ptr %2, align 8, !tbaa !222
  %19 = icmp eq ptr %18, null
  br i1 %19, label %21, label %20

20:                                               ; preds = %15
  call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %2) #25
  br label %21

21:                                               ; preds = %15, %20
  %22 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #25
  %23 = icmp eq i32 %17, %22
  br i1 %23, label %24, label %51

24:                                               ; preds = %21
  %25 = extractvalue { ptr, i32 } %16, 0
  %26 = call ptr @__cxa_begin_catch(ptr %25) #25
  %27 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef nonnull @.str.5, i64 noundef 2)
          to label %28 unwind label %49

28:                                               ; preds = %24
  %29 = load ptr, ptr %26, align 8, !tbaa !29
  %30 = getelementptr inbounds i8, ptr %29, i64 16
  %31 = load ptr, ptr %30, align 8
  %32 = call noundef ptr %31(ptr noundef nonnull align 8 dereferenceable(8) %26) #25
  %33 = icmp eq ptr %32, null
  br i1 %33, label %34, label %42

34:                                               ; preds = %28
  %35 = load ptr, ptr @_ZSt4cerr, align 8, !tbaa !29
  %36 = getelementptr i8, ptr %35, i64 -24
  %37 = load i64, ptr %36, align 8
  %38 = getelementptr inbounds i8, ptr @_ZSt4cerr, i64 %37
  %39 = getelementptr inbounds i8, ptr %38, i64 32
  %40 = load i32, ptr %39, align 8, !tbaa !224
  %41 = or i32 %40, 1
  invoke void @_ZNSt9basic_iosIcSt11char_traitsIcEE5clearESt12_Ios_Iostate(ptr noundef nonnull align 8 dereferenceable(264) %38, i32 noundef %41)
          to label %45 unwind label %49

42:                                               ; preds = %28
  %43 = call noundef i64 @strlen(ptr noundef nonnull dereferenceable(1) %32) #25
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
  call void @__clang_call_terminate(ptr %55) #26
  unreachable
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V15queueC2IFiRKNS0_6deviceEEvEERKT_RKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull %1, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(32) %3) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.sycl::_V1::device", align 8
  %6 = alloca %"class.std::function.31", align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #25
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #25
  %7 = getelementptr inbounds i8, ptr %6, i64 16
  %8 = getelementptr inbounds i8, ptr %6, i64 24
  %9 = getelementptr inbounds i8, ptr %6, i64 8
  store i64 0, ptr %9, align 8
  store ptr %1, ptr %6, align 8, !tbaa !15
  store ptr @_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E9_M_invokeERKSt9_Any_dataS4_, ptr %8, align 8, !tbaa !230
  store ptr @_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E10_M_managerERSt9_Any_dataRKS8_St18_Manager_operation, ptr %7, align 8, !tbaa !20
  invoke void @_ZN4sycl3_V16detail13select_deviceERKSt8functionIFiRKNS0_6deviceEEE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::device") align 8 %5, ptr noundef nonnull align 8 dereferenceable(32) %6)
          to label %10 unwind label %20

10:                                               ; preds = %4
  invoke void @_ZN4sycl3_V15queueC2ERKNS0_6deviceERKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(8) %5, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(32) %3)
          to label %11 unwind label %20

11:                                               ; preds = %10
  %12 = load ptr, ptr %7, align 8, !tbaa !20
  %13 = icmp eq ptr %12, null
  br i1 %13, label %19, label %14

14:                                               ; preds = %11
  %15 = invoke noundef zeroext i1 %12(ptr noundef nonnull align 8 dereferenceable(16) %6, ptr noundef nonnull align 8 dereferenceable(16) %6, i32 noundef 3)
          to label %19 unwind label %16

16:                                               ; preds = %14
  %17 = landingpad { ptr, i32 }
          catch ptr null
  %18 = extractvalue { ptr, i32 } %17, 0
  call void @__clang_call_terminate(ptr %18) #26
  unreachable

19:                                               ; preds = %11, %14
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #25
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #25
  ret void

20:                                               ; preds = %10, %4
  %21 = landingpad { ptr, i32 }
          cleanup
  %22 = load ptr, ptr %7, align 8, !tbaa !20
  %23 = icmp eq ptr %22, null
  br i1 %23, label %29, label %24

24:                                               ; preds = %20
  %25 = invoke noundef zeroext i1 %22(ptr noundef nonnull align 8 dereferenceable(16) %6, ptr noundef nonnull align 8 dereferenceable(16) %6, i32 noundef 3)
          to label %29 unwind label %26

26:                                               ; preds = %24
  %27 = landingpad { ptr, i32 }
          catch ptr null
  %28 = extractvalue { ptr, i32 } %27, 0
  call void @__clang_call_terminate(ptr %28) #26
  unreachable

29:                                               ; preds = %20, %24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #25
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #25
  resume { ptr, i32 } %21
}

; Function Attrs: inlinehint mustprogress uwtable
declare noundef nonnull align 8 dereferenceable(8) ptr @_ZStlsISt11char_traitsIcEERSt13basic_ostreamIcT_ES5_PKc(ptr noundef nonnull align 8 dereferenceable(8), ptr noundef) local_unnamed_addr #8

declare ptr @_ZNK4sycl3_V114exception_list5beginEv(ptr noundef nonnull align 8 dereferenceable(24)) local_unnamed_addr #6

declare ptr @_ZNK4sycl3_V114exception_list3endEv(ptr noundef nonnull align 8 dereferenceable(24)) local_unnamed_addr #6

; Function Attrs: noreturn
declare void @_ZSt17rethrow_exceptionNSt15__exception_ptr13exception_ptrE(ptr noundef) local_unnamed_addr #9

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #10

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) local_unnamed_addr #11 comdat {
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #25
  tail call void @_ZSt9terminatev() #26
  unreachable
}

declare void @_ZSt9terminatev() local_unnamed_addr

; Function Attrs: inlinehint mustprogress uwtable
declare noundef nonnull align 8 dereferenceable(8) ptr @_ZSt4endlIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_(ptr noundef nonnull align 8 dereferenceable(8)) local_unnamed_addr #8

declare noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8), ptr noundef, i64 noundef) local_unnamed_addr #6

declare void @_ZNSt9basic_iosIcSt11char_traitsIcEE5clearESt12_Ios_Iostate(ptr noundef nonnull align 8 dereferenceable(264), i32 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture noundef) local_unnamed_addr #12

; Function Attrs: nounwind
declare void @_ZNSt15__exception_ptr13exception_ptr9_M_addrefEv(ptr noundef nonnull align 8 dereferenceable(8)) local_unnamed_addr #13

; Function Attrs: nounwind
declare void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8)) local_unnamed_addr #13

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #14

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E9_M_invokeERKSt9_Any_dataOS2_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(24) %1) #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.sycl::_V1::exception_list", align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3)
  %4 = load ptr, ptr %0, align 8, !tbaa !15
  %5 = load <2 x ptr>, ptr %1, align 8, !tbaa !15
  store <2 x ptr> %5, ptr %3, align 16, !tbaa !15
  %6 = getelementptr inbounds i8, ptr %3, i64 16
  %7 = getelementptr inbounds i8, ptr %1, i64 16
  %8 = load ptr, ptr %7, align 8, !tbaa !232
  store ptr %8, ptr %6, align 16, !tbaa !232
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %1, i8 0, i64 24, i1 false)
  invoke void %4(ptr noundef nonnull %3)
          to label %9 unwind label %32

9:                                                ; preds = %2
  %10 = getelementptr inbounds i8, ptr %3, i64 8
  %11 = load ptr, ptr %3, align 16, !tbaa !234
  %12 = load ptr, ptr %10, align 8, !tbaa !235
  %13 = icmp eq ptr %11, %12
  br i1 %13, label %24, label %14

14:                                               ; preds = %9, %19
  %15 = phi ptr [ %20, %19 ], [ %11, %9 ]
  %16 = load ptr, ptr %15, align 8, !tbaa !222
  %17 = icmp eq ptr %16, null
  br i1 %17, label %19, label %18

18:                                               ; preds = %14
  call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %15) #25
  br label %19

19:                                               ; preds = %18, %14
  %20 = getelementptr inbounds i8, ptr %15, i64 8
  %21 = icmp eq ptr %20, %12
  br i1 %21, label %22, label %14, !llvm.loop !236

22:                                               ; preds = %19
  %23 = load ptr, ptr %3, align 16, !tbaa !234
  br label %24

24:                                               ; preds = %22, %9
  %25 = phi ptr [ %23, %22 ], [ %11, %9 ]
  %26 = icmp eq ptr %25, null
  br i1 %26, label %34, label %27

27:                                               ; preds = %24
  %28 = load ptr, ptr %6, align 16, !tbaa !232
  %29 = ptrtoint ptr %28 to i64
  %30 = ptrtoint ptr %25 to i64
  %31 = sub i64 %29, %30
  call void @_ZdlPvm(ptr noundef nonnull %25, i64 noundef %31) #27
  br label %34

32:                                               ; preds = %2
  %33 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V114exception_listD2Ev(ptr noundef nonnull align 8 dereferenceable(24) %3) #25
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
  %6 = load ptr, ptr %1, align 8, !tbaa !15
  br label %7

7:                                                ; preds = %3, %4, %5
  %8 = phi ptr [ %6, %5 ], [ %1, %4 ], [ @_ZTIPFvN4sycl3_V114exception_listEE, %3 ]
  store ptr %8, ptr %0, align 8, !tbaa !15
  br label %9

9:                                                ; preds = %7, %3
  ret i1 false
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V114exception_listD2Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = load ptr, ptr %0, align 8, !tbaa !234
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !235
  %5 = icmp eq ptr %2, %4
  br i1 %5, label %16, label %6

6:                                                ; preds = %1, %11
  %7 = phi ptr [ %12, %11 ], [ %2, %1 ]
  %8 = load ptr, ptr %7, align 8, !tbaa !222
  %9 = icmp eq ptr %8, null
  br i1 %9, label %11, label %10

10:                                               ; preds = %6
  tail call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %7) #25
  br label %11

11:                                               ; preds = %10, %6
  %12 = getelementptr inbounds i8, ptr %7, i64 8
  %13 = icmp eq ptr %12, %4
  br i1 %13, label %14, label %6, !llvm.loop !236

14:                                               ; preds = %11
  %15 = load ptr, ptr %0, align 8, !tbaa !234
  br label %16

16:                                               ; preds = %14, %1
  %17 = phi ptr [ %15, %14 ], [ %2, %1 ]
  %18 = icmp eq ptr %17, null
  br i1 %18, label %25, label %19

19:                                               ; preds = %16
  %20 = getelementptr inbounds i8, ptr %0, i64 16
  %21 = load ptr, ptr %20, align 8, !tbaa !232
  %22 = ptrtoint ptr %21 to i64
  %23 = ptrtoint ptr %17 to i64
  %24 = sub i64 %22, %23
  tail call void @_ZdlPvm(ptr noundef nonnull %17, i64 noundef %24) #27
  br label %25

25:                                               ; preds = %16, %19
  ret void
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) local_unnamed_addr #15

declare void @_ZN4sycl3_V16detail13select_deviceERKSt8functionIFiRKNS0_6deviceEEE(ptr dead_on_unwind writable sret(%"class.sycl::_V1::device") align 8, ptr noundef nonnull align 8 dereferenceable(32)) local_unnamed_addr #6

declare void @_ZN4sycl3_V15queueC2ERKNS0_6deviceERKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(8), ptr noundef nonnull align 8 dereferenceable(32), ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #6

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef i32 @_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E9_M_invokeERKSt9_Any_dataS4_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(8) %1) #2 comdat align 2 {
  %3 = load ptr, ptr %0, align 8, !tbaa !15
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
  %6 = load ptr, ptr %1, align 8, !tbaa !15
  br label %7

7:                                                ; preds = %3, %4, %5
  %8 = phi ptr [ %6, %5 ], [ %1, %4 ], [ @_ZTIPFiRKN4sycl3_V16deviceEE, %3 ]
  store ptr %8, ptr %0, align 8, !tbaa !15
  br label %9

9:                                                ; preds = %7, %3
  ret i1 false
}

; Function Attrs: mustprogress noinline nounwind uwtable
define linkonce_odr dso_local void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %0) local_unnamed_addr #16 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = load ptr, ptr %0, align 8, !tbaa !29
  %3 = getelementptr inbounds i8, ptr %2, i64 16
  %4 = load ptr, ptr %3, align 8
  tail call void %4(ptr noundef nonnull align 8 dereferenceable(16) %0) #25
  %5 = getelementptr inbounds i8, ptr %0, i64 12
  %6 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
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
  %17 = load ptr, ptr %0, align 8, !tbaa !29
  %18 = getelementptr inbounds i8, ptr %17, i64 24
  %19 = load ptr, ptr %18, align 8
  tail call void %19(ptr noundef nonnull align 8 dereferenceable(16) %0) #25
  br label %20

20:                                               ; preds = %13, %16
  ret void
}

declare void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 8 dereferenceable(9), ptr noundef nonnull align 8 dereferenceable(24)) unnamed_addr #6

declare void @_ZNK4sycl3_V15queue22submit_with_event_implERKNS0_6detail19type_erased_cgfo_tyERKNS2_3_V114SubmissionInfoERKNS2_13code_locationEb(ptr dead_on_unwind writable sret(%"class.sycl::_V1::event") align 8, ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 4 dereferenceable(4), ptr noundef nonnull align 8 dereferenceable(24), i1 noundef zeroext) local_unnamed_addr #6

declare noundef nonnull align 8 dereferenceable(24) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 8 dereferenceable(9)) local_unnamed_addr #6

; Function Attrs: nounwind
declare void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9)) unnamed_addr #13

; Function Attrs: mustprogress uwtable
define internal void @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZL5scaleRNS0_5queueERNS0_6bufferIfLi3ENS1_17aligned_allocatorIfEEvEENS0_5rangeILi3EEEfEUlRNS0_7handlerEE_E4callEPKvSE_(ptr nocapture noundef readonly %0, ptr noundef nonnull align 8 dereferenceable(176) %1) #2 align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view", align 8
  %4 = alloca %"class.sycl::_V1::range", align 8
  %5 = alloca %"struct.sycl::_V1::detail::compile_time_kernel_info_v1::CompileTimeKernelInfoTy", align 8
  %6 = alloca %"class.sycl::_V1::accessor", align 8
  %7 = alloca %"class.sycl::_V1::property_list", align 8
  %8 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %9 = alloca %class.anon.70, align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %8)
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %6) #25
  %10 = load ptr, ptr %0, align 8, !tbaa !237
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #25
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %7, i8 0, i64 32, i1 false)
  store ptr @.str, ptr %8, align 8, !tbaa !35, !alias.scope !239
  %11 = getelementptr inbounds i8, ptr %8, i64 8
  store ptr @.str.7, ptr %11, align 8, !tbaa !40, !alias.scope !239
  %12 = getelementptr inbounds i8, ptr %8, i64 16
  store i32 18, ptr %12, align 8, !tbaa !41, !alias.scope !239
  %13 = getelementptr inbounds i8, ptr %8, i64 20
  store i32 20, ptr %13, align 4, !tbaa !42, !alias.scope !239
  invoke void @_ZN4sycl3_V18accessorIfLi3ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi3ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(80) %6, ptr noundef nonnull align 8 dereferenceable(49) %10, ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull align 8 dereferenceable(32) %7, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %8)
          to label %14 unwind label %223

14:                                               ; preds = %2
  %15 = getelementptr inbounds i8, ptr %7, i64 8
  %16 = load ptr, ptr %15, align 8, !tbaa !21
  %17 = getelementptr inbounds i8, ptr %7, i64 16
  %18 = load ptr, ptr %17, align 8, !tbaa !23
  %19 = icmp eq ptr %16, %18
  br i1 %19, label %54, label %20

20:                                               ; preds = %14, %49
  %21 = phi ptr [ %50, %49 ], [ %16, %14 ]
  %22 = getelementptr inbounds i8, ptr %21, i64 8
  %23 = load ptr, ptr %22, align 8, !tbaa !24
  %24 = icmp eq ptr %23, null
  br i1 %24, label %49, label %25

25:                                               ; preds = %20
  %26 = getelementptr inbounds i8, ptr %23, i64 8
  %27 = load atomic i64, ptr %26 acquire, align 8
  %28 = icmp eq i64 %27, 4294967297
  %29 = trunc i64 %27 to i32
  br i1 %28, label %30, label %38

30:                                               ; preds = %25
  store i32 0, ptr %26, align 8, !tbaa !26
  %31 = getelementptr inbounds i8, ptr %23, i64 12
  store i32 0, ptr %31, align 4, !tbaa !28
  %32 = load ptr, ptr %23, align 8, !tbaa !29
  %33 = getelementptr inbounds i8, ptr %32, i64 16
  %34 = load ptr, ptr %33, align 8
  call void %34(ptr noundef nonnull align 8 dereferenceable(16) %23) #25
  %35 = load ptr, ptr %23, align 8, !tbaa !29
  %36 = getelementptr inbounds i8, ptr %35, i64 24
  %37 = load ptr, ptr %36, align 8
  call void %37(ptr noundef nonnull align 8 dereferenceable(16) %23) #25
  br label %49

38:                                               ; preds = %25
  %39 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %40 = icmp eq i8 %39, 0
  br i1 %40, label %43, label %41

41:                                               ; preds = %38
  %42 = add nsw i32 %29, -1
  store i32 %42, ptr %26, align 4, !tbaa !13
  br label %45

43:                                               ; preds = %38
  %44 = atomicrmw volatile add ptr %26, i32 -1 acq_rel, align 4
  br label %45

45:                                               ; preds = %43, %41
  %46 = phi i32 [ %29, %41 ], [ %44, %43 ]
  %47 = icmp eq i32 %46, 1
  br i1 %47, label %48, label %49, !prof !32

48:                                               ; preds = %45
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %23) #25
  br label %49

49:                                               ; preds = %48, %45, %30, %20
  %50 = getelementptr inbounds i8, ptr %21, i64 16
  %51 = icmp eq ptr %50, %18
  br i1 %51, label %52, label %20, !llvm.loop !33

52:                                               ; preds = %49
  %53 = load ptr, ptr %15, align 8, !tbaa !21
  br label %54

54:                                               ; preds = %52, %14
  %55 = phi ptr [ %53, %52 ], [ %16, %14 ]
  %56 = icmp eq ptr %55, null
  br i1 %56, label %63, label %57

57:                                               ; preds = %54
  %58 = getelementptr inbounds i8, ptr %7, i64 24
  %59 = load ptr, ptr %58, align 8, !tbaa !34
  %60 = ptrtoint ptr %59 to i64
  %61 = ptrtoint ptr %55 to i64
  %62 = sub i64 %60, %61
  call void @_ZdlPvm(ptr noundef nonnull %55, i64 noundef %62) #27
  br label %63

63:                                               ; preds = %57, %54
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #25
  %64 = getelementptr inbounds i8, ptr %0, i64 8
  %65 = load ptr, ptr %64, align 8, !tbaa !242
  %66 = load i64, ptr %65, align 8
  %67 = getelementptr inbounds i8, ptr %65, i64 8
  %68 = load i64, ptr %67, align 8
  %69 = getelementptr inbounds i8, ptr %65, i64 16
  %70 = load i64, ptr %69, align 8
  call void @llvm.lifetime.start.p0(i64 88, ptr nonnull %9) #25
  %71 = load ptr, ptr %6, align 8, !tbaa !243
  store ptr %71, ptr %9, align 8, !tbaa !243
  %72 = getelementptr inbounds i8, ptr %9, i64 8
  %73 = getelementptr inbounds i8, ptr %6, i64 8
  %74 = load ptr, ptr %73, align 8, !tbaa !24
  store ptr %74, ptr %72, align 8, !tbaa !24
  %75 = icmp eq ptr %74, null
  br i1 %75, label %85, label %76

76:                                               ; preds = %63
  %77 = getelementptr inbounds i8, ptr %74, i64 8
  %78 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %79 = icmp eq i8 %78, 0
  br i1 %79, label %83, label %80

80:                                               ; preds = %76
  %81 = load i32, ptr %77, align 4, !tbaa !13
  %82 = add nsw i32 %81, 1
  store i32 %82, ptr %77, align 4, !tbaa !13
  br label %85

83:                                               ; preds = %76
  %84 = atomicrmw volatile add ptr %77, i32 1 acq_rel, align 4
  br label %85

85:                                               ; preds = %83, %80, %63
  %86 = getelementptr inbounds i8, ptr %9, i64 16
  %87 = getelementptr inbounds i8, ptr %6, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %86, ptr noundef nonnull align 8 dereferenceable(64) %87, i64 64, i1 false)
  %88 = getelementptr inbounds i8, ptr %9, i64 80
  %89 = getelementptr inbounds i8, ptr %0, i64 16
  %90 = load ptr, ptr %89, align 8, !tbaa !245
  %91 = load float, ptr %90, align 4, !tbaa !5
  store float %91, ptr %88, align 8, !tbaa !246
  call void @llvm.lifetime.start.p0(i64 88, ptr nonnull %5) #25
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(88) %5, ptr noundef nonnull align 8 dereferenceable(88) @__const._ZN4sycl3_V17handler19setDeviceKernelInfoI7Scale3DEEvPv.Info, i64 88, i1 false)
  %92 = invoke noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(176) %1)
          to label %93 unwind label %225

93:                                               ; preds = %85
  %94 = icmp eq i32 %92, 0
  br i1 %94, label %102, label %95

95:                                               ; preds = %93
  %96 = call ptr @__cxa_allocate_exception(i64 64) #25
  %97 = call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #25
  %98 = extractvalue { i32, ptr } %97, 0
  %99 = extractvalue { i32, ptr } %97, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %96, i32 %98, ptr %99, ptr noundef nonnull @.str.17)
          to label %119 unwind label %100

100:                                              ; preds = %95
  %101 = landingpad { ptr, i32 }
          cleanup
  call void @__cxa_free_exception(ptr %96) #25
  br label %227

102:                                              ; preds = %93
  invoke void @_ZNK4sycl3_V17handler28throwOnKernelParameterMisuseERKNS0_6detail27compile_time_kernel_info_v123CompileTimeKernelInfoTyE(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull align 8 dereferenceable(81) %5)
          to label %103 unwind label %225

103:                                              ; preds = %102
  %104 = mul i64 %68, %66
  %105 = icmp eq i64 %68, 0
  br i1 %105, label %109, label %106

106:                                              ; preds = %103
  %107 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %68, i64 %66)
  %108 = extractvalue { i64, i1 } %107, 1
  br i1 %108, label %114, label %109

109:                                              ; preds = %106, %103
  %110 = icmp eq i64 %70, 0
  br i1 %110, label %124, label %111

111:                                              ; preds = %109
  %112 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %70, i64 %104)
  %113 = extractvalue { i64, i1 } %112, 1
  br i1 %113, label %114, label %124

114:                                              ; preds = %111, %106
  %115 = call ptr @__cxa_allocate_exception(i64 64) #25
  %116 = call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #25
  %117 = extractvalue { i32, ptr } %116, 0
  %118 = extractvalue { i32, ptr } %116, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %115, i32 %117, ptr %118, ptr noundef nonnull @.str.16)
          to label %119 unwind label %122

119:                                              ; preds = %114, %95
  %120 = phi ptr [ %96, %95 ], [ %115, %114 ]
  invoke void @__cxa_throw(ptr nonnull %120, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #28
          to label %121 unwind label %225

121:                                              ; preds = %119
  unreachable

122:                                              ; preds = %114
  %123 = landingpad { ptr, i32 }
          cleanup
  call void @__cxa_free_exception(ptr %115) #25
  call void @llvm.lifetime.end.p0(i64 88, ptr nonnull %5) #25
  br label %227

124:                                              ; preds = %111, %109
  %125 = load ptr, ptr %5, align 8, !tbaa !15
  %126 = getelementptr inbounds i8, ptr %5, i64 8
  %127 = load i64, ptr %126, align 8, !tbaa !43
  invoke void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr %125, i64 %127)
          to label %128 unwind label %225

128:                                              ; preds = %124
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4)
  store i64 %66, ptr %4, align 8
  %129 = getelementptr inbounds i8, ptr %4, i64 8
  store i64 %68, ptr %129, align 8
  %130 = getelementptr inbounds i8, ptr %4, i64 16
  store i64 %70, ptr %130, align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3)
  store ptr %4, ptr %3, align 8, !tbaa !92
  %131 = getelementptr inbounds i8, ptr %3, i64 8
  %132 = getelementptr inbounds i8, ptr %3, i64 24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %131, i8 0, i64 16, i1 false)
  store i64 3, ptr %132, align 8, !tbaa !94
  invoke void @_ZN4sycl3_V17handler20setNDRangeDescriptorENS0_6detail16nd_range_view_v113nd_range_viewEb(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull byval(%"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view") align 8 %3, i1 noundef zeroext false)
          to label %133 unwind label %225

133:                                              ; preds = %128
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3)
  %134 = getelementptr inbounds i8, ptr %1, i64 144
  %135 = invoke noalias noundef nonnull dereferenceable(96) ptr @_Znwm(i64 noundef 96) #24
          to label %136 unwind label %225

136:                                              ; preds = %133
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZL5scaleRNS0_5queueERNS0_6bufferIfLi3ENS1_17aligned_allocatorIfEEvEENS0_5rangeILi3EEEfENKUlRNS0_7handlerEE_clESD_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EEE, i64 16), ptr %135, align 8, !tbaa !29
  %137 = getelementptr inbounds i8, ptr %135, i64 8
  %138 = load ptr, ptr %9, align 8, !tbaa !243
  store ptr %138, ptr %137, align 8, !tbaa !243
  %139 = getelementptr inbounds i8, ptr %135, i64 16
  %140 = load ptr, ptr %72, align 8, !tbaa !24
  store ptr %140, ptr %139, align 8, !tbaa !24
  %141 = icmp eq ptr %140, null
  br i1 %141, label %152, label %142

142:                                              ; preds = %136
  %143 = getelementptr inbounds i8, ptr %140, i64 8
  %144 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %145 = icmp eq i8 %144, 0
  br i1 %145, label %149, label %146

146:                                              ; preds = %142
  %147 = load i32, ptr %143, align 4, !tbaa !13
  %148 = add nsw i32 %147, 1
  store i32 %148, ptr %143, align 4, !tbaa !13
  br label %152

149:                                              ; preds = %142
  %150 = atomicrmw volatile add ptr %143, i32 1 acq_rel, align 4
  %151 = load float, ptr %88, align 8, !tbaa !246
  br label %152

152:                                              ; preds = %149, %146, %136
  %153 = phi float [ %151, %149 ], [ %91, %146 ], [ %91, %136 ]
  %154 = getelementptr inbounds i8, ptr %135, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %154, ptr noundef nonnull readonly align 8 dereferenceable(64) %86, i64 64, i1 false)
  %155 = getelementptr inbounds i8, ptr %135, i64 88
  store float %153, ptr %155, align 8, !tbaa !246
  %156 = load ptr, ptr %134, align 8, !tbaa !15
  store ptr %135, ptr %134, align 8, !tbaa !15
  %157 = icmp eq ptr %156, null
  br i1 %157, label %162, label %158

158:                                              ; preds = %152
  %159 = load ptr, ptr %156, align 8, !tbaa !29
  %160 = getelementptr inbounds i8, ptr %159, i64 16
  %161 = load ptr, ptr %160, align 8
  call void %161(ptr noundef nonnull align 8 dereferenceable(8) %156) #25
  br label %162

162:                                              ; preds = %158, %152
  invoke void @_ZN4sycl3_V17handler23instantiateKernelOnHostEPv(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull @_ZN4sycl3_V16detail16runKernelWithArgINS0_4itemILi3ELb1EEEZZL5scaleRNS0_5queueERNS0_6bufferIfLi3ENS1_17aligned_allocatorIfEEvEENS0_5rangeILi3EEEfENKUlRNS0_7handlerEE_clESF_EUlNS0_2idILi3EEEE_Lb0EEEvT0_T_RKSt17integral_constantIbXT1_EE)
          to label %163 unwind label %225

163:                                              ; preds = %162
  %164 = load ptr, ptr %134, align 8, !tbaa !15
  %165 = load ptr, ptr %164, align 8, !tbaa !29
  %166 = load ptr, ptr %165, align 8
  %167 = invoke noundef ptr %166(ptr noundef nonnull align 8 dereferenceable(8) %164)
          to label %168 unwind label %225

168:                                              ; preds = %163
  invoke void @_ZN4sycl3_V17handler19setDeviceKernelInfoI7Scale3DEEvPv(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef %167)
          to label %169 unwind label %225

169:                                              ; preds = %168
  call void @llvm.lifetime.end.p0(i64 88, ptr nonnull %5) #25
  %170 = load ptr, ptr %72, align 8, !tbaa !24
  %171 = icmp eq ptr %170, null
  br i1 %171, label %196, label %172

172:                                              ; preds = %169
  %173 = getelementptr inbounds i8, ptr %170, i64 8
  %174 = load atomic i64, ptr %173 acquire, align 8
  %175 = icmp eq i64 %174, 4294967297
  %176 = trunc i64 %174 to i32
  br i1 %175, label %177, label %185

177:                                              ; preds = %172
  store i32 0, ptr %173, align 8, !tbaa !26
  %178 = getelementptr inbounds i8, ptr %170, i64 12
  store i32 0, ptr %178, align 4, !tbaa !28
  %179 = load ptr, ptr %170, align 8, !tbaa !29
  %180 = getelementptr inbounds i8, ptr %179, i64 16
  %181 = load ptr, ptr %180, align 8
  call void %181(ptr noundef nonnull align 8 dereferenceable(16) %170) #25
  %182 = load ptr, ptr %170, align 8, !tbaa !29
  %183 = getelementptr inbounds i8, ptr %182, i64 24
  %184 = load ptr, ptr %183, align 8
  call void %184(ptr noundef nonnull align 8 dereferenceable(16) %170) #25
  br label %196

185:                                              ; preds = %172
  %186 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %187 = icmp eq i8 %186, 0
  br i1 %187, label %190, label %188

188:                                              ; preds = %185
  %189 = add nsw i32 %176, -1
  store i32 %189, ptr %173, align 4, !tbaa !13
  br label %192

190:                                              ; preds = %185
  %191 = atomicrmw volatile add ptr %173, i32 -1 acq_rel, align 4
  br label %192

192:                                              ; preds = %190, %188
  %193 = phi i32 [ %176, %188 ], [ %191, %190 ]
  %194 = icmp eq i32 %193, 1
  br i1 %194, label %195, label %196, !prof !32

195:                                              ; preds = %192
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %170) #25
  br label %196

196:                                              ; preds = %195, %192, %177, %169
  call void @llvm.lifetime.end.p0(i64 88, ptr nonnull %9) #25
  %197 = load ptr, ptr %73, align 8, !tbaa !24
  %198 = icmp eq ptr %197, null
  br i1 %198, label %231, label %199

199:                                              ; preds = %196
  %200 = getelementptr inbounds i8, ptr %197, i64 8
  %201 = load atomic i64, ptr %200 acquire, align 8
  %202 = icmp eq i64 %201, 4294967297
  %203 = trunc i64 %201 to i32
  br i1 %202, label %204, label %212

204:                                              ; preds = %199
  store i32 0, ptr %200, align 8, !tbaa !26
  %205 = getelementptr inbounds i8, ptr %197, i64 12
  store i32 0, ptr %205, align 4, !tbaa !28
  %206 = load ptr, ptr %197, align 8, !tbaa !29
  %207 = getelementptr inbounds i8, ptr %206, i64 16
  %208 = load ptr, ptr %207, align 8
  call void %208(ptr noundef nonnull align 8 dereferenceable(16) %197) #25
  %209 = load ptr, ptr %197, align 8, !tbaa !29
  %210 = getelementptr inbounds i8, ptr %209, i64 24
  %211 = load ptr, ptr %210, align 8
  call void %211(ptr noundef nonnull align 8 dereferenceable(16) %197) #25
  br label %231

212:                                              ; preds = %199
  %213 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %214 = icmp eq i8 %213, 0
  br i1 %214, label %217, label %215

215:                                              ; preds = %212
  %216 = add nsw i32 %203, -1
  store i32 %216, ptr %200, align 4, !tbaa !13
  br label %219

217:                                              ; preds = %212
  %218 = atomicrmw volatile add ptr %200, i32 -1 acq_rel, align 4
  br label %219

219:                                              ; preds = %217, %215
  %220 = phi i32 [ %203, %215 ], [ %218, %217 ]
  %221 = icmp eq i32 %220, 1
  br i1 %221, label %222, label %231, !prof !32

222:                                              ; preds = %219
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %197) #25
  br label %231

223:                                              ; preds = %2
  %224 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %7) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #25
  br label %229

225:                                              ; preds = %168, %163, %162, %133, %128, %124, %119, %102, %85
  %226 = landingpad { ptr, i32 }
          cleanup
  br label %227

227:                                              ; preds = %225, %122, %100
  %228 = phi { ptr, i32 } [ %226, %225 ], [ %101, %100 ], [ %123, %122 ]
  call fastcc void @_ZZZL5scaleRN4sycl3_V15queueERNS0_6bufferIfLi3ENS0_6detail17aligned_allocatorIfEEvEENS0_5rangeILi3EEEfENKUlRNS0_7handlerEE_clESC_ENUlNS0_2idILi3EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(84) %9) #25
  call void @llvm.lifetime.end.p0(i64 88, ptr nonnull %9) #25
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(80) %6) #25
  br label %229

229:                                              ; preds = %227, %223
  %230 = phi { ptr, i32 } [ %228, %227 ], [ %224, %223 ]
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %6) #25
  resume { ptr, i32 } %230

231:                                              ; preds = %196, %204, %219, %222
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %6) #25
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %8)
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIfLi3ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi3ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(80) %0, ptr noundef nonnull align 8 dereferenceable(49) %1, ptr noundef nonnull align 8 dereferenceable(176) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.sycl::_V1::id", align 8
  %7 = alloca %"class.sycl::_V1::range", align 8
  %8 = alloca %"class.sycl::_V1::range", align 8
  %9 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %10 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %6, i8 0, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %7, ptr noundef nonnull align 8 dereferenceable(24) %10, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %8, ptr noundef nonnull align 8 dereferenceable(24) %10, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #25
  %11 = load i64, ptr %3, align 8
  %12 = getelementptr inbounds i8, ptr %3, i64 8
  %13 = getelementptr inbounds i8, ptr %3, i64 16
  %14 = load ptr, ptr %13, align 8, !tbaa !15
  %15 = load ptr, ptr %12, align 8, !tbaa !15
  %16 = ptrtoint ptr %14 to i64
  %17 = ptrtoint ptr %15 to i64
  %18 = sub i64 %16, %17
  %19 = icmp eq ptr %14, %15
  br i1 %19, label %46, label %20

20:                                               ; preds = %5
  %21 = icmp ugt i64 %18, 9223372036854775792
  br i1 %21, label %22, label %23, !prof !32

22:                                               ; preds = %20
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #28
  unreachable

23:                                               ; preds = %20
  %24 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %18) #24
  br label %25

25:                                               ; preds = %42, %23
  %26 = phi ptr [ %44, %42 ], [ %24, %23 ]
  %27 = phi ptr [ %43, %42 ], [ %15, %23 ]
  %28 = load ptr, ptr %27, align 8, !tbaa !251
  store ptr %28, ptr %26, align 8, !tbaa !251
  %29 = getelementptr inbounds i8, ptr %26, i64 8
  %30 = getelementptr inbounds i8, ptr %27, i64 8
  %31 = load ptr, ptr %30, align 8, !tbaa !24
  store ptr %31, ptr %29, align 8, !tbaa !24
  %32 = icmp eq ptr %31, null
  br i1 %32, label %42, label %33

33:                                               ; preds = %25
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
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
  br i1 %45, label %46, label %25, !llvm.loop !253

46:                                               ; preds = %42, %5
  %47 = phi ptr [ null, %5 ], [ %24, %42 ]
  %48 = phi ptr [ null, %5 ], [ %44, %42 ]
  %49 = getelementptr inbounds i8, ptr %47, i64 %18
  store i64 %11, ptr %9, align 8
  %50 = getelementptr inbounds i8, ptr %9, i64 8
  store ptr %47, ptr %50, align 8, !tbaa !21
  %51 = getelementptr inbounds i8, ptr %9, i64 16
  store ptr %48, ptr %51, align 8, !tbaa !23
  %52 = getelementptr inbounds i8, ptr %9, i64 24
  store ptr %49, ptr %52, align 8, !tbaa !34
  %53 = load ptr, ptr %1, align 8, !tbaa !176
  %54 = icmp eq ptr %53, null
  br i1 %54, label %55, label %56

55:                                               ; preds = %46
  tail call void @__assert_fail(ptr noundef nonnull @.str.10, ptr noundef nonnull @.str.11, i32 noundef 29, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_6bufferIfLi3ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS8_) #26
  unreachable

56:                                               ; preds = %46
  %57 = and i64 %11, 16
  %58 = icmp eq i64 %57, 0
  %59 = select i1 %58, i32 1026, i32 1028
  %60 = getelementptr inbounds i8, ptr %1, i64 40
  %61 = load i64, ptr %60, align 8, !tbaa !168
  %62 = getelementptr inbounds i8, ptr %1, i64 48
  %63 = load i8, ptr %62, align 8, !tbaa !175, !range !69, !noundef !70
  %64 = trunc nuw i8 %63 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %6, ptr noundef nonnull byval(%"class.sycl::_V1::range") align 8 %7, ptr noundef nonnull byval(%"class.sycl::_V1::range") align 8 %8, i32 noundef %59, ptr noundef nonnull %53, i32 noundef 3, i32 noundef 4, i64 noundef %61, i1 noundef zeroext %64, ptr noundef nonnull align 8 dereferenceable(32) %3)
          to label %65 unwind label %201

65:                                               ; preds = %56
  %66 = icmp eq ptr %47, %48
  br i1 %66, label %101, label %67

67:                                               ; preds = %65, %96
  %68 = phi ptr [ %97, %96 ], [ %47, %65 ]
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
  store i32 0, ptr %78, align 4, !tbaa !28
  %79 = load ptr, ptr %70, align 8, !tbaa !29
  %80 = getelementptr inbounds i8, ptr %79, i64 16
  %81 = load ptr, ptr %80, align 8
  tail call void %81(ptr noundef nonnull align 8 dereferenceable(16) %70) #25
  %82 = load ptr, ptr %70, align 8, !tbaa !29
  %83 = getelementptr inbounds i8, ptr %82, i64 24
  %84 = load ptr, ptr %83, align 8
  tail call void %84(ptr noundef nonnull align 8 dereferenceable(16) %70) #25
  br label %96

85:                                               ; preds = %72
  %86 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
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
  br i1 %94, label %95, label %96, !prof !32

95:                                               ; preds = %92
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %70) #25
  br label %96

96:                                               ; preds = %95, %92, %77, %67
  %97 = getelementptr inbounds i8, ptr %68, i64 16
  %98 = icmp eq ptr %97, %48
  br i1 %98, label %99, label %67, !llvm.loop !33

99:                                               ; preds = %96
  %100 = load ptr, ptr %50, align 8, !tbaa !21
  br label %101

101:                                              ; preds = %99, %65
  %102 = phi ptr [ %100, %99 ], [ %47, %65 ]
  %103 = icmp eq ptr %102, null
  br i1 %103, label %109, label %104

104:                                              ; preds = %101
  %105 = load ptr, ptr %52, align 8, !tbaa !34
  %106 = ptrtoint ptr %105 to i64
  %107 = ptrtoint ptr %102 to i64
  %108 = sub i64 %106, %107
  tail call void @_ZdlPvm(ptr noundef nonnull %102, i64 noundef %108) #27
  br label %109

109:                                              ; preds = %101, %104
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #25
  %110 = getelementptr inbounds i8, ptr %0, i64 16
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %110, i8 0, i64 64, i1 false)
  %111 = load ptr, ptr %13, align 8, !tbaa !15
  %112 = load ptr, ptr %12, align 8, !tbaa !15
  %113 = ptrtoint ptr %111 to i64
  %114 = ptrtoint ptr %112 to i64
  %115 = sub i64 %113, %114
  %116 = icmp eq ptr %111, %112
  br i1 %116, label %177, label %117

117:                                              ; preds = %109
  %118 = icmp ugt i64 %115, 9223372036854775792
  br i1 %118, label %119, label %121, !prof !32

119:                                              ; preds = %117
  invoke void @_ZSt28__throw_bad_array_new_lengthv() #28
          to label %120 unwind label %205

120:                                              ; preds = %119
  unreachable

121:                                              ; preds = %117
  %122 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %115) #24
          to label %123 unwind label %205

123:                                              ; preds = %121, %140
  %124 = phi ptr [ %142, %140 ], [ %122, %121 ]
  %125 = phi ptr [ %141, %140 ], [ %112, %121 ]
  %126 = load ptr, ptr %125, align 8, !tbaa !251
  store ptr %126, ptr %124, align 8, !tbaa !251
  %127 = getelementptr inbounds i8, ptr %124, i64 8
  %128 = getelementptr inbounds i8, ptr %125, i64 8
  %129 = load ptr, ptr %128, align 8, !tbaa !24
  store ptr %129, ptr %127, align 8, !tbaa !24
  %130 = icmp eq ptr %129, null
  br i1 %130, label %140, label %131

131:                                              ; preds = %123
  %132 = getelementptr inbounds i8, ptr %129, i64 8
  %133 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
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
  br i1 %143, label %144, label %123, !llvm.loop !253

144:                                              ; preds = %140, %173
  %145 = phi ptr [ %174, %173 ], [ %122, %140 ]
  %146 = getelementptr inbounds i8, ptr %145, i64 8
  %147 = load ptr, ptr %146, align 8, !tbaa !24
  %148 = icmp eq ptr %147, null
  br i1 %148, label %173, label %149

149:                                              ; preds = %144
  %150 = getelementptr inbounds i8, ptr %147, i64 8
  %151 = load atomic i64, ptr %150 acquire, align 8
  %152 = icmp eq i64 %151, 4294967297
  %153 = trunc i64 %151 to i32
  br i1 %152, label %154, label %162

154:                                              ; preds = %149
  store i32 0, ptr %150, align 8, !tbaa !26
  %155 = getelementptr inbounds i8, ptr %147, i64 12
  store i32 0, ptr %155, align 4, !tbaa !28
  %156 = load ptr, ptr %147, align 8, !tbaa !29
  %157 = getelementptr inbounds i8, ptr %156, i64 16
  %158 = load ptr, ptr %157, align 8
  tail call void %158(ptr noundef nonnull align 8 dereferenceable(16) %147) #25
  %159 = load ptr, ptr %147, align 8, !tbaa !29
  %160 = getelementptr inbounds i8, ptr %159, i64 24
  %161 = load ptr, ptr %160, align 8
  tail call void %161(ptr noundef nonnull align 8 dereferenceable(16) %147) #25
  br label %173

162:                                              ; preds = %149
  %163 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
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
  br i1 %171, label %172, label %173, !prof !32

172:                                              ; preds = %169
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %147) #25
  br label %173

173:                                              ; preds = %172, %169, %154, %144
  %174 = getelementptr inbounds i8, ptr %145, i64 16
  %175 = icmp eq ptr %145, %124
  br i1 %175, label %176, label %144, !llvm.loop !33

176:                                              ; preds = %173
  tail call void @_ZdlPvm(ptr noundef nonnull %122, i64 noundef %115) #27
  br label %177

177:                                              ; preds = %109, %176
  invoke void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(176) %2, ptr noundef nonnull %0, i32 noundef 2014)
          to label %178 unwind label %203

178:                                              ; preds = %177
  %179 = invoke noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %180 unwind label %203

180:                                              ; preds = %178
  store ptr %179, ptr %110, align 8, !tbaa !254
  %181 = load ptr, ptr %1, align 8, !tbaa !176
  %182 = icmp eq ptr %181, null
  br i1 %182, label %183, label %184

183:                                              ; preds = %180
  tail call void @__assert_fail(ptr noundef nonnull @.str.10, ptr noundef nonnull @.str.11, i32 noundef 29, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_6bufferIfLi3ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS8_) #26
  unreachable

184:                                              ; preds = %180
  %185 = load ptr, ptr %0, align 8, !tbaa !243
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
  %195 = call noundef ptr @_ZN4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #25
  %196 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #25
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
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %9) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #25
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
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #25
  br label %209

209:                                              ; preds = %207, %201
  %210 = phi { ptr, i32 } [ %208, %207 ], [ %202, %201 ]
  resume { ptr, i32 } %210
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define internal fastcc void @_ZZZL5scaleRN4sycl3_V15queueERNS0_6bufferIfLi3ENS0_6detail17aligned_allocatorIfEEvEENS0_5rangeILi3EEEfENKUlRNS0_7handlerEE_clESC_ENUlNS0_2idILi3EEEE_D2Ev(ptr nocapture noundef nonnull readonly align 8 dereferenceable(84) %0) unnamed_addr #3 align 2 personality ptr @__gxx_personality_v0 {
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
  store i32 0, ptr %11, align 4, !tbaa !28
  %12 = load ptr, ptr %3, align 8, !tbaa !29
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  %15 = load ptr, ptr %3, align 8, !tbaa !29
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
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
  br i1 %27, label %28, label %29, !prof !32

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

declare void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef byval(%"class.sycl::_V1::id") align 8, ptr noundef byval(%"class.sycl::_V1::range") align 8, ptr noundef byval(%"class.sycl::_V1::range") align 8, i32 noundef, ptr noundef, i32 noundef, i32 noundef, i64 noundef, i1 noundef zeroext, ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #6

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  store i32 0, ptr %18, align 4, !tbaa !28
  %19 = load ptr, ptr %10, align 8, !tbaa !29
  %20 = getelementptr inbounds i8, ptr %19, i64 16
  %21 = load ptr, ptr %20, align 8
  tail call void %21(ptr noundef nonnull align 8 dereferenceable(16) %10) #25
  %22 = load ptr, ptr %10, align 8, !tbaa !29
  %23 = getelementptr inbounds i8, ptr %22, i64 24
  %24 = load ptr, ptr %23, align 8
  tail call void %24(ptr noundef nonnull align 8 dereferenceable(16) %10) #25
  br label %36

25:                                               ; preds = %12
  %26 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
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
  br i1 %34, label %35, label %36, !prof !32

35:                                               ; preds = %32
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %10) #25
  br label %36

36:                                               ; preds = %35, %32, %17, %7
  %37 = getelementptr inbounds i8, ptr %8, i64 16
  %38 = icmp eq ptr %37, %5
  br i1 %38, label %39, label %7, !llvm.loop !33

39:                                               ; preds = %36
  %40 = load ptr, ptr %2, align 8, !tbaa !21
  br label %41

41:                                               ; preds = %39, %1
  %42 = phi ptr [ %40, %39 ], [ %3, %1 ]
  %43 = icmp eq ptr %42, null
  br i1 %43, label %50, label %44

44:                                               ; preds = %41
  %45 = getelementptr inbounds i8, ptr %0, i64 24
  %46 = load ptr, ptr %45, align 8, !tbaa !34
  %47 = ptrtoint ptr %46 to i64
  %48 = ptrtoint ptr %42 to i64
  %49 = sub i64 %47, %48
  tail call void @_ZdlPvm(ptr noundef nonnull %42, i64 noundef %49) #27
  br label %50

50:                                               ; preds = %41, %44
  ret void
}

declare void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(176), ptr noundef, i32 noundef) local_unnamed_addr #6

declare void @_ZN4sycl3_V16detail23constructorNotificationEPvS2_NS0_6access6targetENS3_4modeERKNS1_13code_locationE(ptr noundef, ptr noundef, i32 noundef, i32 noundef, ptr noundef nonnull align 8 dereferenceable(24)) local_unnamed_addr #6

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

; Function Attrs: nounwind
declare { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef) local_unnamed_addr #13

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %0, i32 %1, ptr %2, ptr noundef %3) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.std::shared_ptr.74", align 8
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
  store i32 0, ptr %16, align 4, !tbaa !28
  %17 = load ptr, ptr %8, align 8, !tbaa !29
  %18 = getelementptr inbounds i8, ptr %17, i64 16
  %19 = load ptr, ptr %18, align 8
  call void %19(ptr noundef nonnull align 8 dereferenceable(16) %8) #25
  %20 = load ptr, ptr %8, align 8, !tbaa !29
  %21 = getelementptr inbounds i8, ptr %20, i64 24
  %22 = load ptr, ptr %21, align 8
  call void %22(ptr noundef nonnull align 8 dereferenceable(16) %8) #25
  br label %34

23:                                               ; preds = %10
  %24 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
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
  br i1 %32, label %33, label %34, !prof !32

33:                                               ; preds = %30
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %8) #25
  br label %34

34:                                               ; preds = %6, %15, %30, %33
  ret void

35:                                               ; preds = %4
  %36 = landingpad { ptr, i32 }
          cleanup
  call void @_ZNSt12__shared_ptrIN4sycl3_V17contextELN9__gnu_cxx12_Lock_policyE2EED2Ev(ptr noundef nonnull align 8 dereferenceable(16) %5) #25
  resume { ptr, i32 } %36
}

declare void @__cxa_free_exception(ptr) local_unnamed_addr

; Function Attrs: nounwind
declare void @_ZN4sycl3_V19exceptionD1Ev(ptr noundef nonnull align 8 dereferenceable(64)) unnamed_addr #13

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

declare void @_ZN4sycl3_V19exceptionC1ESt10error_codeSt10shared_ptrINS0_7contextEEPKc(ptr noundef nonnull align 8 dereferenceable(64), i32, ptr, ptr noundef, ptr noundef) unnamed_addr #6

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt12__shared_ptrIN4sycl3_V17contextELN9__gnu_cxx12_Lock_policyE2EED2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  store i32 0, ptr %11, align 4, !tbaa !28
  %12 = load ptr, ptr %3, align 8, !tbaa !29
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  %15 = load ptr, ptr %3, align 8, !tbaa !29
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
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
  br i1 %27, label %28, label %29, !prof !32

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: noreturn
declare void @_ZSt28__throw_bad_array_new_lengthv() local_unnamed_addr #9

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znwm(i64 noundef) local_unnamed_addr #17

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #18

declare noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #6

declare noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #6

declare noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #6

; Function Attrs: nounwind
declare noundef ptr @_ZN4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #13

; Function Attrs: nounwind
declare noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #13

declare noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #6

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local { i64, i32 } @_ZN4sycl3_V16detail18getKernelParamDescI7Scale3DEENS1_19kernel_param_desc_tEi(i32 noundef %0) #2 comdat {
  %2 = add i32 %0, 3
  %3 = zext i32 %2 to i64
  %4 = getelementptr inbounds [19 x %"struct.sycl::_V1::detail::kernel_param_desc_t"], ptr @_ZN4sycl3_V16detailL17kernel_signaturesE, i64 0, i64 %3
  %5 = load i64, ptr %4, align 4
  %6 = getelementptr inbounds i8, ptr %4, i64 8
  %7 = load i32, ptr %6, align 4, !tbaa !13
  %8 = insertvalue { i64, i32 } poison, i64 %5, 0
  %9 = insertvalue { i64, i32 } %8, i32 %7, 1
  ret { i64, i32 } %9
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNK4sycl3_V17handler28throwOnKernelParameterMisuseERKNS0_6detail27compile_time_kernel_info_v123CompileTimeKernelInfoTyE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull align 8 dereferenceable(81) %1) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = getelementptr inbounds i8, ptr %1, i64 16
  %4 = load i32, ptr %3, align 8, !tbaa !255
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %13, label %6

6:                                                ; preds = %2
  %7 = getelementptr inbounds i8, ptr %1, i64 72
  br label %14

8:                                                ; preds = %30
  %9 = add nuw nsw i64 %15, 1
  %10 = load i32, ptr %3, align 8, !tbaa !255
  %11 = zext i32 %10 to i64
  %12 = icmp ult i64 %9, %11
  br i1 %12, label %14, label %13, !llvm.loop !258

13:                                               ; preds = %8, %2
  ret void

14:                                               ; preds = %6, %8
  %15 = phi i64 [ 0, %6 ], [ %9, %8 ]
  %16 = load ptr, ptr %7, align 8, !tbaa !259
  %17 = trunc nuw i64 %15 to i32
  %18 = tail call { i64, i32 } %16(i32 noundef %17)
  %19 = extractvalue { i64, i32 } %18, 0
  %20 = and i64 %19, 8796093022207
  %21 = icmp eq i64 %20, 8658654068736
  br i1 %21, label %22, label %30

22:                                               ; preds = %14
  %23 = tail call ptr @__cxa_allocate_exception(i64 64) #25
  %24 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 6) #25
  %25 = extractvalue { i32, ptr } %24, 0
  %26 = extractvalue { i32, ptr } %24, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %23, i32 %25, ptr %26, ptr noundef nonnull @.str.18)
          to label %27 unwind label %28

27:                                               ; preds = %22
  tail call void @__cxa_throw(ptr nonnull %23, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #28
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
  %34 = tail call ptr @__cxa_allocate_exception(i64 64) #25
  %35 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 6) #25
  %36 = extractvalue { i32, ptr } %35, 0
  %37 = extractvalue { i32, ptr } %35, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %34, i32 %36, ptr %37, ptr noundef nonnull @.str.19)
          to label %38 unwind label %39

38:                                               ; preds = %33
  tail call void @__cxa_throw(ptr nonnull %34, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #28
  unreachable

39:                                               ; preds = %33
  %40 = landingpad { ptr, i32 }
          cleanup
  br label %41

41:                                               ; preds = %39, %28
  %42 = phi ptr [ %34, %39 ], [ %23, %28 ]
  %43 = phi { ptr, i32 } [ %40, %39 ], [ %29, %28 ]
  tail call void @__cxa_free_exception(ptr %42) #25
  resume { ptr, i32 } %43
}

declare void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(176), ptr, i64) local_unnamed_addr #6

declare noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(176)) local_unnamed_addr #6

declare void @_ZN4sycl3_V17handler20setNDRangeDescriptorENS0_6detail16nd_range_view_v113nd_range_viewEb(ptr noundef nonnull align 8 dereferenceable(176), ptr noundef byval(%"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view") align 8, i1 noundef zeroext) local_unnamed_addr #6

declare void @_ZN4sycl3_V17handler23instantiateKernelOnHostEPv(ptr noundef nonnull align 8 dereferenceable(176), ptr noundef) local_unnamed_addr #6

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler19setDeviceKernelInfoI7Scale3DEEvPv(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef %1) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = getelementptr inbounds i8, ptr %0, i64 64
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(16) @__const._ZN4sycl3_V17handler19setDeviceKernelInfoI7Scale3DEEvPv.Info, i64 16, i1 false), !tbaa.struct !260
  tail call void @_ZN4sycl3_V17handler13setKernelFuncEPv(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef %1)
  %4 = load atomic i8, ptr @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI7Scale3DEERNS1_16DeviceKernelInfoEvE4Info acquire, align 8
  %5 = icmp eq i8 %4, 0
  br i1 %5, label %6, label %14, !prof !98

6:                                                ; preds = %2
  %7 = tail call i32 @__cxa_guard_acquire(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI7Scale3DEERNS1_16DeviceKernelInfoEvE4Info) #25
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %14, label %9

9:                                                ; preds = %6
  %10 = invoke noundef nonnull align 1 ptr @_ZN4sycl3_V16detail19getDeviceKernelInfoERKNS1_27compile_time_kernel_info_v123CompileTimeKernelInfoTyE(ptr noundef nonnull align 8 dereferenceable(81) @_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI7Scale3DEE)
          to label %11 unwind label %12

11:                                               ; preds = %9
  store ptr %10, ptr @_ZZN4sycl3_V16detail19getDeviceKernelInfoI7Scale3DEERNS1_16DeviceKernelInfoEvE4Info, align 8, !tbaa !15
  tail call void @__cxa_guard_release(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI7Scale3DEERNS1_16DeviceKernelInfoEvE4Info) #25
  br label %14

12:                                               ; preds = %9
  %13 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_guard_abort(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI7Scale3DEERNS1_16DeviceKernelInfoEvE4Info) #25
  resume { ptr, i32 } %13

14:                                               ; preds = %2, %6, %11
  %15 = load ptr, ptr @_ZZN4sycl3_V16detail19getDeviceKernelInfoI7Scale3DEERNS1_16DeviceKernelInfoEvE4Info, align 8, !tbaa !15
  tail call void @_ZN4sycl3_V17handler22setDeviceKernelInfoPtrEPNS0_6detail16DeviceKernelInfoE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull %15)
  tail call void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(176) %0, i32 noundef 1)
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef nonnull ptr @_ZN4sycl3_V16detail10HostKernelIZZL5scaleRNS0_5queueERNS0_6bufferIfLi3ENS1_17aligned_allocatorIfEEvEENS0_5rangeILi3EEEfENKUlRNS0_7handlerEE_clESD_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EE6getPtrEv(ptr noundef nonnull readnone align 8 dereferenceable(96) %0) unnamed_addr #19 align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZL5scaleRNS0_5queueERNS0_6bufferIfLi3ENS1_17aligned_allocatorIfEEvEENS0_5rangeILi3EEEfENKUlRNS0_7handlerEE_clESD_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EED2Ev(ptr nocapture noundef nonnull align 8 dereferenceable(96) %0) unnamed_addr #5 align 2 personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZL5scaleRNS0_5queueERNS0_6bufferIfLi3ENS1_17aligned_allocatorIfEEvEENS0_5rangeILi3EEEfENKUlRNS0_7handlerEE_clESD_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EEE, i64 16), ptr %0, align 8, !tbaa !29
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
  store i32 0, ptr %11, align 4, !tbaa !28
  %12 = load ptr, ptr %3, align 8, !tbaa !29
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  %15 = load ptr, ptr %3, align 8, !tbaa !29
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
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
  br i1 %27, label %28, label %29, !prof !32

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZL5scaleRNS0_5queueERNS0_6bufferIfLi3ENS1_17aligned_allocatorIfEEvEENS0_5rangeILi3EEEfENKUlRNS0_7handlerEE_clESD_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EED0Ev(ptr noundef nonnull align 8 dereferenceable(96) %0) unnamed_addr #5 align 2 personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZL5scaleRNS0_5queueERNS0_6bufferIfLi3ENS1_17aligned_allocatorIfEEvEENS0_5rangeILi3EEEfENKUlRNS0_7handlerEE_clESD_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EEE, i64 16), ptr %0, align 8, !tbaa !29
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
  store i32 0, ptr %11, align 4, !tbaa !28
  %12 = load ptr, ptr %3, align 8, !tbaa !29
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  %15 = load ptr, ptr %3, align 8, !tbaa !29
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
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
  br i1 %27, label %28, label %29, !prof !32

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 96) #27
  ret void
}

; Function Attrs: mustprogress uwtable
define internal void @_ZN4sycl3_V16detail16runKernelWithArgINS0_4itemILi3ELb1EEEZZL5scaleRNS0_5queueERNS0_6bufferIfLi3ENS1_17aligned_allocatorIfEEvEENS0_5rangeILi3EEEfENKUlRNS0_7handlerEE_clESF_EUlNS0_2idILi3EEEE_Lb0EEEvT0_T_RKSt17integral_constantIbXT1_EE(ptr noundef nonnull %0, ptr nocapture noundef readonly byval(%"class.sycl::_V1::item") align 8 %1, ptr nocapture nonnull readnone align 1 %2) #2 personality ptr @__gxx_personality_v0 {
  %4 = getelementptr inbounds i8, ptr %1, i64 24
  %5 = load i64, ptr %4, align 8, !tbaa !43
  %6 = getelementptr inbounds i8, ptr %1, i64 32
  %7 = load i64, ptr %6, align 8, !tbaa !43
  %8 = getelementptr inbounds i8, ptr %1, i64 40
  %9 = load i64, ptr %8, align 8, !tbaa !43
  %10 = getelementptr inbounds i8, ptr %0, i64 80
  %11 = load float, ptr %10, align 8, !tbaa !246
  %12 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0), !noalias !261
  %13 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %0), !noalias !264
  %14 = load i64, ptr %13, align 8
  %15 = add i64 %14, %5
  %16 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0), !noalias !267
  %17 = getelementptr inbounds i8, ptr %16, i64 8
  %18 = load i64, ptr %17, align 8
  %19 = mul i64 %18, %15
  %20 = add i64 %19, %7
  %21 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %0), !noalias !270
  %22 = getelementptr inbounds i8, ptr %21, i64 8
  %23 = load i64, ptr %22, align 8
  %24 = add i64 %20, %23
  %25 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0), !noalias !273
  %26 = getelementptr inbounds i8, ptr %25, i64 16
  %27 = load i64, ptr %26, align 8
  %28 = mul i64 %27, %24
  %29 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %0), !noalias !276
  %30 = getelementptr inbounds i8, ptr %29, i64 16
  %31 = load i64, ptr %30, align 8
  %32 = tail call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #25
  %33 = getelementptr float, ptr %32, i64 %9
  %34 = getelementptr float, ptr %33, i64 %28
  %35 = getelementptr float, ptr %34, i64 %31
  %36 = load float, ptr %35, align 4, !tbaa !5
  %37 = fmul float %11, %36
  store float %37, ptr %35, align 4, !tbaa !5
  ret void
}

declare void @_ZN4sycl3_V17handler13setKernelFuncEPv(ptr noundef nonnull align 8 dereferenceable(176), ptr noundef) local_unnamed_addr #6

declare void @_ZN4sycl3_V17handler22setDeviceKernelInfoPtrEPNS0_6detail16DeviceKernelInfoE(ptr noundef nonnull align 8 dereferenceable(176), ptr noundef) local_unnamed_addr #6

declare void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(176), i32 noundef) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare i32 @__cxa_guard_acquire(ptr) local_unnamed_addr #20

declare noundef nonnull align 1 ptr @_ZN4sycl3_V16detail19getDeviceKernelInfoERKNS1_27compile_time_kernel_info_v123CompileTimeKernelInfoTyE(ptr noundef nonnull align 8 dereferenceable(81)) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare void @__cxa_guard_abort(ptr) local_unnamed_addr #20

; Function Attrs: nofree nounwind
declare void @__cxa_guard_release(ptr) local_unnamed_addr #20

declare void @_ZNK4sycl3_V15queue10get_deviceEv(ptr dead_on_unwind writable sret(%"class.sycl::_V1::device") align 8, ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #6

declare void @_ZNK4sycl3_V15queue11get_contextEv(ptr dead_on_unwind writable sret(%"class.sycl::_V1::context") align 8, ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #6

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17contextD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  store i32 0, ptr %11, align 4, !tbaa !28
  %12 = load ptr, ptr %3, align 8, !tbaa !29
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  %15 = load ptr, ptr %3, align 8, !tbaa !29
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
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
  br i1 %27, label %28, label %29, !prof !32

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

declare noundef ptr @_ZN4sycl3_V120aligned_alloc_sharedEmmRKNS0_6deviceERKNS0_7contextERKNS0_13property_listERKNS0_6detail13code_locationE(i64 noundef, i64 noundef, ptr noundef nonnull align 8 dereferenceable(8), ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(32), ptr noundef nonnull align 8 dereferenceable(24)) local_unnamed_addr #6

declare void @_ZN4sycl3_V16detail12buffer_plainC2EPvmmRKNS0_13property_listESt10unique_ptrINS1_19SYCLMemObjAllocatorESt14default_deleteIS8_EE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef, i64 noundef, i64 noundef, ptr noundef nonnull align 8 dereferenceable(32), ptr noundef) unnamed_addr #6

declare void @_ZN4sycl3_V16detail12buffer_plain23constructorNotificationERKNS1_13code_locationEPvPKvS8_jjPm(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(24), ptr noundef, ptr noundef, ptr noundef, i32 noundef, i32 noundef, ptr noundef) local_unnamed_addr #6

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail12buffer_plainD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  store i32 0, ptr %11, align 4, !tbaa !28
  %12 = load ptr, ptr %3, align 8, !tbaa !29
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  %15 = load ptr, ptr %3, align 8, !tbaa !29
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
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
  br i1 %27, label %28, label %29, !prof !32

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
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
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 24) #27
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE8allocateEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = shl i64 %1, 2
  %5 = add i64 %4, -1
  %6 = load i64, ptr %3, align 8, !tbaa !161
  %7 = add i64 %6, -1
  %8 = or i64 %7, %5
  %9 = add i64 %8, 1
  %10 = icmp ult i64 %9, %1
  br i1 %10, label %11, label %13

11:                                               ; preds = %2
  %12 = tail call ptr @__cxa_allocate_exception(i64 8) #25
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt9bad_alloc, i64 16), ptr %12, align 8, !tbaa !29
  tail call void @__cxa_throw(ptr nonnull %12, ptr nonnull @_ZTISt9bad_alloc, ptr nonnull @_ZNSt9bad_allocD1Ev) #28
  unreachable

13:                                               ; preds = %2
  %14 = tail call noundef ptr @_ZN4sycl3_V16detail6OSUtil12alignedAllocEmm(i64 noundef %6, i64 noundef %9)
  %15 = icmp eq ptr %14, null
  br i1 %15, label %16, label %18

16:                                               ; preds = %13
  %17 = tail call ptr @__cxa_allocate_exception(i64 8) #25
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt9bad_alloc, i64 16), ptr %17, align 8, !tbaa !29
  tail call void @__cxa_throw(ptr nonnull %17, ptr nonnull @_ZTISt9bad_alloc, ptr nonnull @_ZNSt9bad_allocD1Ev) #28
  unreachable

18:                                               ; preds = %13
  ret ptr %14
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE10deallocateEPvm(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr noundef %1, i64 noundef %2) unnamed_addr #2 comdat align 2 {
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
  %3 = load i64, ptr %2, align 8, !tbaa !163
  ret i64 %3
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE12setAlignmentEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = tail call i64 @llvm.umax.i64(i64 %1, i64 64)
  store i64 %4, ptr %3, align 8, !tbaa !161
  ret void
}

; Function Attrs: nounwind
declare void @_ZNSt9bad_allocD1Ev(ptr noundef nonnull align 8 dereferenceable(8)) unnamed_addr #13

declare noundef ptr @_ZN4sycl3_V16detail6OSUtil12alignedAllocEmm(i64 noundef, i64 noundef) local_unnamed_addr #6

declare void @_ZN4sycl3_V16detail6OSUtil11alignedFreeEPv(ptr noundef) local_unnamed_addr #6

declare void @_ZNK4sycl3_V16detail12buffer_plain13handleReleaseEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #6

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
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 24) #27
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE8allocateEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = shl i64 %1, 2
  %5 = add i64 %4, -1
  %6 = load i64, ptr %3, align 8, !tbaa !185
  %7 = add i64 %6, -1
  %8 = or i64 %7, %5
  %9 = add i64 %8, 1
  %10 = icmp ult i64 %9, %1
  br i1 %10, label %11, label %13

11:                                               ; preds = %2
  %12 = tail call ptr @__cxa_allocate_exception(i64 8) #25
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt9bad_alloc, i64 16), ptr %12, align 8, !tbaa !29
  tail call void @__cxa_throw(ptr nonnull %12, ptr nonnull @_ZTISt9bad_alloc, ptr nonnull @_ZNSt9bad_allocD1Ev) #28
  unreachable

13:                                               ; preds = %2
  %14 = tail call noundef ptr @_ZN4sycl3_V16detail6OSUtil12alignedAllocEmm(i64 noundef %6, i64 noundef %9)
  %15 = icmp eq ptr %14, null
  br i1 %15, label %16, label %18

16:                                               ; preds = %13
  %17 = tail call ptr @__cxa_allocate_exception(i64 8) #25
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt9bad_alloc, i64 16), ptr %17, align 8, !tbaa !29
  tail call void @__cxa_throw(ptr nonnull %17, ptr nonnull @_ZTISt9bad_alloc, ptr nonnull @_ZNSt9bad_allocD1Ev) #28
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
define linkonce_odr dso_local noundef i64 @_ZNK4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE12getValueSizeEv(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #5 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  %3 = load i64, ptr %2, align 8, !tbaa !187
  ret i64 %3
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE12setAlignmentEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = tail call i64 @llvm.umax.i64(i64 %1, i64 64)
  store i64 %4, ptr %3, align 8, !tbaa !185
  ret void
}

; Function Attrs: mustprogress uwtable
define internal void @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZ4mainEUlRNS0_7handlerEE_E4callEPKvS5_(ptr nocapture noundef readonly %0, ptr noundef nonnull align 8 dereferenceable(176) %1) #2 align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view", align 8
  %4 = alloca %"class.sycl::_V1::range", align 8
  %5 = alloca %"struct.sycl::_V1::detail::compile_time_kernel_info_v1::CompileTimeKernelInfoTy", align 8
  %6 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %7 = alloca %"class.sycl::_V1::accessor.192", align 8
  %8 = alloca %"class.sycl::_V1::property_list", align 8
  %9 = alloca %class.anon.195, align 8
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %7) #25
  %10 = load ptr, ptr %0, align 8, !tbaa !279
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #25
  %11 = getelementptr inbounds i8, ptr %8, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %11, i8 0, i64 24, i1 false)
  store i64 16, ptr %8, align 8, !tbaa !43
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6)
  store ptr @.str, ptr %6, align 8
  %12 = getelementptr inbounds i8, ptr %6, i64 8
  store ptr @.str.7, ptr %12, align 8
  %13 = getelementptr inbounds i8, ptr %6, i64 16
  store i32 35, ptr %13, align 8
  %14 = getelementptr inbounds i8, ptr %6, i64 20
  store i32 22, ptr %14, align 4
  invoke void @_ZN4sycl3_V18accessorIfLi3ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi3ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(80) %7, ptr noundef nonnull align 8 dereferenceable(49) %10, ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull align 8 dereferenceable(32) %8, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %6)
          to label %15 unwind label %190

15:                                               ; preds = %2
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6)
  %16 = load ptr, ptr %11, align 8, !tbaa !21
  %17 = getelementptr inbounds i8, ptr %8, i64 16
  %18 = load ptr, ptr %17, align 8, !tbaa !23
  %19 = icmp eq ptr %16, %18
  br i1 %19, label %54, label %20

20:                                               ; preds = %15, %49
  %21 = phi ptr [ %50, %49 ], [ %16, %15 ]
  %22 = getelementptr inbounds i8, ptr %21, i64 8
  %23 = load ptr, ptr %22, align 8, !tbaa !24
  %24 = icmp eq ptr %23, null
  br i1 %24, label %49, label %25

25:                                               ; preds = %20
  %26 = getelementptr inbounds i8, ptr %23, i64 8
  %27 = load atomic i64, ptr %26 acquire, align 8
  %28 = icmp eq i64 %27, 4294967297
  %29 = trunc i64 %27 to i32
  br i1 %28, label %30, label %38

30:                                               ; preds = %25
  store i32 0, ptr %26, align 8, !tbaa !26
  %31 = getelementptr inbounds i8, ptr %23, i64 12
  store i32 0, ptr %31, align 4, !tbaa !28
  %32 = load ptr, ptr %23, align 8, !tbaa !29
  %33 = getelementptr inbounds i8, ptr %32, i64 16
  %34 = load ptr, ptr %33, align 8
  call void %34(ptr noundef nonnull align 8 dereferenceable(16) %23) #25
  %35 = load ptr, ptr %23, align 8, !tbaa !29
  %36 = getelementptr inbounds i8, ptr %35, i64 24
  %37 = load ptr, ptr %36, align 8
  call void %37(ptr noundef nonnull align 8 dereferenceable(16) %23) #25
  br label %49

38:                                               ; preds = %25
  %39 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %40 = icmp eq i8 %39, 0
  br i1 %40, label %43, label %41

41:                                               ; preds = %38
  %42 = add nsw i32 %29, -1
  store i32 %42, ptr %26, align 4, !tbaa !13
  br label %45

43:                                               ; preds = %38
  %44 = atomicrmw volatile add ptr %26, i32 -1 acq_rel, align 4
  br label %45

45:                                               ; preds = %43, %41
  %46 = phi i32 [ %29, %41 ], [ %44, %43 ]
  %47 = icmp eq i32 %46, 1
  br i1 %47, label %48, label %49, !prof !32

48:                                               ; preds = %45
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %23) #25
  br label %49

49:                                               ; preds = %48, %45, %30, %20
  %50 = getelementptr inbounds i8, ptr %21, i64 16
  %51 = icmp eq ptr %50, %18
  br i1 %51, label %52, label %20, !llvm.loop !33

52:                                               ; preds = %49
  %53 = load ptr, ptr %11, align 8, !tbaa !21
  br label %54

54:                                               ; preds = %52, %15
  %55 = phi ptr [ %53, %52 ], [ %16, %15 ]
  %56 = icmp eq ptr %55, null
  br i1 %56, label %63, label %57

57:                                               ; preds = %54
  %58 = getelementptr inbounds i8, ptr %8, i64 24
  %59 = load ptr, ptr %58, align 8, !tbaa !34
  %60 = ptrtoint ptr %59 to i64
  %61 = ptrtoint ptr %55 to i64
  %62 = sub i64 %60, %61
  call void @_ZdlPvm(ptr noundef nonnull %55, i64 noundef %62) #27
  br label %63

63:                                               ; preds = %57, %54
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #25
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %9) #25
  %64 = load ptr, ptr %7, align 8, !tbaa !243
  store ptr %64, ptr %9, align 8, !tbaa !243
  %65 = getelementptr inbounds i8, ptr %9, i64 8
  %66 = getelementptr inbounds i8, ptr %7, i64 8
  %67 = load ptr, ptr %66, align 8, !tbaa !24
  store ptr %67, ptr %65, align 8, !tbaa !24
  %68 = icmp eq ptr %67, null
  br i1 %68, label %78, label %69

69:                                               ; preds = %63
  %70 = getelementptr inbounds i8, ptr %67, i64 8
  %71 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %72 = icmp eq i8 %71, 0
  br i1 %72, label %76, label %73

73:                                               ; preds = %69
  %74 = load i32, ptr %70, align 4, !tbaa !13
  %75 = add nsw i32 %74, 1
  store i32 %75, ptr %70, align 4, !tbaa !13
  br label %78

76:                                               ; preds = %69
  %77 = atomicrmw volatile add ptr %70, i32 1 acq_rel, align 4
  br label %78

78:                                               ; preds = %76, %73, %63
  %79 = getelementptr inbounds i8, ptr %9, i64 16
  %80 = getelementptr inbounds i8, ptr %7, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %79, ptr noundef nonnull align 8 dereferenceable(64) %80, i64 64, i1 false)
  call void @llvm.lifetime.start.p0(i64 88, ptr nonnull %5) #25
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(88) %5, ptr noundef nonnull align 8 dereferenceable(88) @__const._ZN4sycl3_V17handler19setDeviceKernelInfoI6Init3DEEvPv.Info, i64 88, i1 false)
  %81 = invoke noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(176) %1)
          to label %82 unwind label %192

82:                                               ; preds = %78
  %83 = icmp eq i32 %81, 0
  br i1 %83, label %93, label %84

84:                                               ; preds = %82
  %85 = call ptr @__cxa_allocate_exception(i64 64) #25
  %86 = call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #25
  %87 = extractvalue { i32, ptr } %86, 0
  %88 = extractvalue { i32, ptr } %86, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %85, i32 %87, ptr %88, ptr noundef nonnull @.str.17)
          to label %89 unwind label %91

89:                                               ; preds = %84
  invoke void @__cxa_throw(ptr nonnull %85, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #28
          to label %90 unwind label %192

90:                                               ; preds = %89
  unreachable

91:                                               ; preds = %84
  %92 = landingpad { ptr, i32 }
          cleanup
  call void @__cxa_free_exception(ptr %85) #25
  br label %194

93:                                               ; preds = %82
  invoke void @_ZNK4sycl3_V17handler28throwOnKernelParameterMisuseERKNS0_6detail27compile_time_kernel_info_v123CompileTimeKernelInfoTyE(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull align 8 dereferenceable(81) %5)
          to label %94 unwind label %192

94:                                               ; preds = %93
  %95 = load ptr, ptr %5, align 8, !tbaa !15
  %96 = getelementptr inbounds i8, ptr %5, i64 8
  %97 = load i64, ptr %96, align 8, !tbaa !43
  invoke void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr %95, i64 %97)
          to label %98 unwind label %192

98:                                               ; preds = %94
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4)
  store i64 8, ptr %4, align 8
  %99 = getelementptr inbounds i8, ptr %4, i64 8
  store i64 8, ptr %99, align 8
  %100 = getelementptr inbounds i8, ptr %4, i64 16
  store i64 16, ptr %100, align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3)
  store ptr %4, ptr %3, align 8, !tbaa !92
  %101 = getelementptr inbounds i8, ptr %3, i64 8
  %102 = getelementptr inbounds i8, ptr %3, i64 24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %101, i8 0, i64 16, i1 false)
  store i64 3, ptr %102, align 8, !tbaa !94
  invoke void @_ZN4sycl3_V17handler20setNDRangeDescriptorENS0_6detail16nd_range_view_v113nd_range_viewEb(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull byval(%"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view") align 8 %3, i1 noundef zeroext false)
          to label %103 unwind label %192

103:                                              ; preds = %98
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3)
  %104 = getelementptr inbounds i8, ptr %1, i64 144
  %105 = invoke noalias noundef nonnull dereferenceable(88) ptr @_Znwm(i64 noundef 88) #24
          to label %106 unwind label %192

106:                                              ; preds = %103
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EEE, i64 16), ptr %105, align 8, !tbaa !29
  %107 = getelementptr inbounds i8, ptr %105, i64 8
  %108 = load ptr, ptr %9, align 8, !tbaa !243
  store ptr %108, ptr %107, align 8, !tbaa !243
  %109 = getelementptr inbounds i8, ptr %105, i64 16
  %110 = load ptr, ptr %65, align 8, !tbaa !24
  store ptr %110, ptr %109, align 8, !tbaa !24
  %111 = icmp eq ptr %110, null
  br i1 %111, label %121, label %112

112:                                              ; preds = %106
  %113 = getelementptr inbounds i8, ptr %110, i64 8
  %114 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %115 = icmp eq i8 %114, 0
  br i1 %115, label %119, label %116

116:                                              ; preds = %112
  %117 = load i32, ptr %113, align 4, !tbaa !13
  %118 = add nsw i32 %117, 1
  store i32 %118, ptr %113, align 4, !tbaa !13
  br label %121

119:                                              ; preds = %112
  %120 = atomicrmw volatile add ptr %113, i32 1 acq_rel, align 4
  br label %121

121:                                              ; preds = %119, %116, %106
  %122 = getelementptr inbounds i8, ptr %105, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %122, ptr noundef nonnull readonly align 8 dereferenceable(64) %79, i64 64, i1 false)
  %123 = load ptr, ptr %104, align 8, !tbaa !15
  store ptr %105, ptr %104, align 8, !tbaa !15
  %124 = icmp eq ptr %123, null
  br i1 %124, label %129, label %125

125:                                              ; preds = %121
  %126 = load ptr, ptr %123, align 8, !tbaa !29
  %127 = getelementptr inbounds i8, ptr %126, i64 16
  %128 = load ptr, ptr %127, align 8
  call void %128(ptr noundef nonnull align 8 dereferenceable(8) %123) #25
  br label %129

129:                                              ; preds = %125, %121
  invoke void @_ZN4sycl3_V17handler23instantiateKernelOnHostEPv(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull @_ZN4sycl3_V16detail16runKernelWithArgINS0_4itemILi3ELb1EEEZZ4mainENKUlRNS0_7handlerEE_clES6_EUlNS0_2idILi3EEEE_Lb0EEEvT0_T_RKSt17integral_constantIbXT1_EE)
          to label %130 unwind label %192

130:                                              ; preds = %129
  %131 = load ptr, ptr %104, align 8, !tbaa !15
  %132 = load ptr, ptr %131, align 8, !tbaa !29
  %133 = load ptr, ptr %132, align 8
  %134 = invoke noundef ptr %133(ptr noundef nonnull align 8 dereferenceable(8) %131)
          to label %135 unwind label %192

135:                                              ; preds = %130
  invoke void @_ZN4sycl3_V17handler19setDeviceKernelInfoI6Init3DEEvPv(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef %134)
          to label %136 unwind label %192

136:                                              ; preds = %135
  call void @llvm.lifetime.end.p0(i64 88, ptr nonnull %5) #25
  %137 = load ptr, ptr %65, align 8, !tbaa !24
  %138 = icmp eq ptr %137, null
  br i1 %138, label %163, label %139

139:                                              ; preds = %136
  %140 = getelementptr inbounds i8, ptr %137, i64 8
  %141 = load atomic i64, ptr %140 acquire, align 8
  %142 = icmp eq i64 %141, 4294967297
  %143 = trunc i64 %141 to i32
  br i1 %142, label %144, label %152

144:                                              ; preds = %139
  store i32 0, ptr %140, align 8, !tbaa !26
  %145 = getelementptr inbounds i8, ptr %137, i64 12
  store i32 0, ptr %145, align 4, !tbaa !28
  %146 = load ptr, ptr %137, align 8, !tbaa !29
  %147 = getelementptr inbounds i8, ptr %146, i64 16
  %148 = load ptr, ptr %147, align 8
  call void %148(ptr noundef nonnull align 8 dereferenceable(16) %137) #25
  %149 = load ptr, ptr %137, align 8, !tbaa !29
  %150 = getelementptr inbounds i8, ptr %149, i64 24
  %151 = load ptr, ptr %150, align 8
  call void %151(ptr noundef nonnull align 8 dereferenceable(16) %137) #25
  br label %163

152:                                              ; preds = %139
  %153 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %154 = icmp eq i8 %153, 0
  br i1 %154, label %157, label %155

155:                                              ; preds = %152
  %156 = add nsw i32 %143, -1
  store i32 %156, ptr %140, align 4, !tbaa !13
  br label %159

157:                                              ; preds = %152
  %158 = atomicrmw volatile add ptr %140, i32 -1 acq_rel, align 4
  br label %159

159:                                              ; preds = %157, %155
  %160 = phi i32 [ %143, %155 ], [ %158, %157 ]
  %161 = icmp eq i32 %160, 1
  br i1 %161, label %162, label %163, !prof !32

162:                                              ; preds = %159
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %137) #25
  br label %163

163:                                              ; preds = %162, %159, %144, %136
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %9) #25
  %164 = load ptr, ptr %66, align 8, !tbaa !24
  %165 = icmp eq ptr %164, null
  br i1 %165, label %198, label %166

166:                                              ; preds = %163
  %167 = getelementptr inbounds i8, ptr %164, i64 8
  %168 = load atomic i64, ptr %167 acquire, align 8
  %169 = icmp eq i64 %168, 4294967297
  %170 = trunc i64 %168 to i32
  br i1 %169, label %171, label %179

171:                                              ; preds = %166
  store i32 0, ptr %167, align 8, !tbaa !26
  %172 = getelementptr inbounds i8, ptr %164, i64 12
  store i32 0, ptr %172, align 4, !tbaa !28
  %173 = load ptr, ptr %164, align 8, !tbaa !29
  %174 = getelementptr inbounds i8, ptr %173, i64 16
  %175 = load ptr, ptr %174, align 8
  call void %175(ptr noundef nonnull align 8 dereferenceable(16) %164) #25
  %176 = load ptr, ptr %164, align 8, !tbaa !29
  %177 = getelementptr inbounds i8, ptr %176, i64 24
  %178 = load ptr, ptr %177, align 8
  call void %178(ptr noundef nonnull align 8 dereferenceable(16) %164) #25
  br label %198

179:                                              ; preds = %166
  %180 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %181 = icmp eq i8 %180, 0
  br i1 %181, label %184, label %182

182:                                              ; preds = %179
  %183 = add nsw i32 %170, -1
  store i32 %183, ptr %167, align 4, !tbaa !13
  br label %186

184:                                              ; preds = %179
  %185 = atomicrmw volatile add ptr %167, i32 -1 acq_rel, align 4
  br label %186

186:                                              ; preds = %184, %182
  %187 = phi i32 [ %170, %182 ], [ %185, %184 ]
  %188 = icmp eq i32 %187, 1
  br i1 %188, label %189, label %198, !prof !32

189:                                              ; preds = %186
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %164) #25
  br label %198

190:                                              ; preds = %2
  %191 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %8) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #25
  br label %196

192:                                              ; preds = %135, %130, %129, %103, %98, %94, %93, %89, %78
  %193 = landingpad { ptr, i32 }
          cleanup
  br label %194

194:                                              ; preds = %192, %91
  %195 = phi { ptr, i32 } [ %193, %192 ], [ %92, %91 ]
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_2idILi3EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(80) %9) #25
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %9) #25
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(80) %7) #25
  br label %196

196:                                              ; preds = %194, %190
  %197 = phi { ptr, i32 } [ %195, %194 ], [ %191, %190 ]
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %7) #25
  resume { ptr, i32 } %197

198:                                              ; preds = %163, %171, %186, %189
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %7) #25
  ret void
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define internal fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_2idILi3EEEE_D2Ev(ptr nocapture noundef nonnull readonly align 8 dereferenceable(80) %0) unnamed_addr #3 align 2 personality ptr @__gxx_personality_v0 {
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
  store i32 0, ptr %11, align 4, !tbaa !28
  %12 = load ptr, ptr %3, align 8, !tbaa !29
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  %15 = load ptr, ptr %3, align 8, !tbaa !29
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
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
  br i1 %27, label %28, label %29, !prof !32

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIfLi3ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi3ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(80) %0, ptr noundef nonnull align 8 dereferenceable(49) %1, ptr noundef nonnull align 8 dereferenceable(176) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.sycl::_V1::id", align 8
  %7 = alloca %"class.sycl::_V1::range", align 8
  %8 = alloca %"class.sycl::_V1::range", align 8
  %9 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %10 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %6, i8 0, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %7, ptr noundef nonnull align 8 dereferenceable(24) %10, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %8, ptr noundef nonnull align 8 dereferenceable(24) %10, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #25
  %11 = load i64, ptr %3, align 8
  %12 = getelementptr inbounds i8, ptr %3, i64 8
  %13 = getelementptr inbounds i8, ptr %3, i64 16
  %14 = load ptr, ptr %13, align 8, !tbaa !15
  %15 = load ptr, ptr %12, align 8, !tbaa !15
  %16 = ptrtoint ptr %14 to i64
  %17 = ptrtoint ptr %15 to i64
  %18 = sub i64 %16, %17
  %19 = icmp eq ptr %14, %15
  br i1 %19, label %46, label %20

20:                                               ; preds = %5
  %21 = icmp ugt i64 %18, 9223372036854775792
  br i1 %21, label %22, label %23, !prof !32

22:                                               ; preds = %20
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #28
  unreachable

23:                                               ; preds = %20
  %24 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %18) #24
  br label %25

25:                                               ; preds = %42, %23
  %26 = phi ptr [ %44, %42 ], [ %24, %23 ]
  %27 = phi ptr [ %43, %42 ], [ %15, %23 ]
  %28 = load ptr, ptr %27, align 8, !tbaa !251
  store ptr %28, ptr %26, align 8, !tbaa !251
  %29 = getelementptr inbounds i8, ptr %26, i64 8
  %30 = getelementptr inbounds i8, ptr %27, i64 8
  %31 = load ptr, ptr %30, align 8, !tbaa !24
  store ptr %31, ptr %29, align 8, !tbaa !24
  %32 = icmp eq ptr %31, null
  br i1 %32, label %42, label %33

33:                                               ; preds = %25
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
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
  br i1 %45, label %46, label %25, !llvm.loop !253

46:                                               ; preds = %42, %5
  %47 = phi ptr [ null, %5 ], [ %24, %42 ]
  %48 = phi ptr [ null, %5 ], [ %44, %42 ]
  %49 = getelementptr inbounds i8, ptr %47, i64 %18
  store i64 %11, ptr %9, align 8
  %50 = getelementptr inbounds i8, ptr %9, i64 8
  store ptr %47, ptr %50, align 8, !tbaa !21
  %51 = getelementptr inbounds i8, ptr %9, i64 16
  store ptr %48, ptr %51, align 8, !tbaa !23
  %52 = getelementptr inbounds i8, ptr %9, i64 24
  store ptr %49, ptr %52, align 8, !tbaa !34
  %53 = load ptr, ptr %1, align 8, !tbaa !176
  %54 = icmp eq ptr %53, null
  br i1 %54, label %55, label %56

55:                                               ; preds = %46
  tail call void @__assert_fail(ptr noundef nonnull @.str.10, ptr noundef nonnull @.str.11, i32 noundef 29, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_6bufferIfLi3ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS8_) #26
  unreachable

56:                                               ; preds = %46
  %57 = and i64 %11, 16
  %58 = icmp eq i64 %57, 0
  %59 = select i1 %58, i32 1025, i32 1027
  %60 = getelementptr inbounds i8, ptr %1, i64 40
  %61 = load i64, ptr %60, align 8, !tbaa !168
  %62 = getelementptr inbounds i8, ptr %1, i64 48
  %63 = load i8, ptr %62, align 8, !tbaa !175, !range !69, !noundef !70
  %64 = trunc nuw i8 %63 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %6, ptr noundef nonnull byval(%"class.sycl::_V1::range") align 8 %7, ptr noundef nonnull byval(%"class.sycl::_V1::range") align 8 %8, i32 noundef %59, ptr noundef nonnull %53, i32 noundef 3, i32 noundef 4, i64 noundef %61, i1 noundef zeroext %64, ptr noundef nonnull align 8 dereferenceable(32) %3)
          to label %65 unwind label %201

65:                                               ; preds = %56
  %66 = icmp eq ptr %47, %48
  br i1 %66, label %101, label %67

67:                                               ; preds = %65, %96
  %68 = phi ptr [ %97, %96 ], [ %47, %65 ]
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
  store i32 0, ptr %78, align 4, !tbaa !28
  %79 = load ptr, ptr %70, align 8, !tbaa !29
  %80 = getelementptr inbounds i8, ptr %79, i64 16
  %81 = load ptr, ptr %80, align 8
  tail call void %81(ptr noundef nonnull align 8 dereferenceable(16) %70) #25
  %82 = load ptr, ptr %70, align 8, !tbaa !29
  %83 = getelementptr inbounds i8, ptr %82, i64 24
  %84 = load ptr, ptr %83, align 8
  tail call void %84(ptr noundef nonnull align 8 dereferenceable(16) %70) #25
  br label %96

85:                                               ; preds = %72
  %86 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
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
  br i1 %94, label %95, label %96, !prof !32

95:                                               ; preds = %92
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %70) #25
  br label %96

96:                                               ; preds = %95, %92, %77, %67
  %97 = getelementptr inbounds i8, ptr %68, i64 16
  %98 = icmp eq ptr %97, %48
  br i1 %98, label %99, label %67, !llvm.loop !33

99:                                               ; preds = %96
  %100 = load ptr, ptr %50, align 8, !tbaa !21
  br label %101

101:                                              ; preds = %99, %65
  %102 = phi ptr [ %100, %99 ], [ %47, %65 ]
  %103 = icmp eq ptr %102, null
  br i1 %103, label %109, label %104

104:                                              ; preds = %101
  %105 = load ptr, ptr %52, align 8, !tbaa !34
  %106 = ptrtoint ptr %105 to i64
  %107 = ptrtoint ptr %102 to i64
  %108 = sub i64 %106, %107
  tail call void @_ZdlPvm(ptr noundef nonnull %102, i64 noundef %108) #27
  br label %109

109:                                              ; preds = %101, %104
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #25
  %110 = getelementptr inbounds i8, ptr %0, i64 16
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %110, i8 0, i64 64, i1 false)
  %111 = load ptr, ptr %13, align 8, !tbaa !15
  %112 = load ptr, ptr %12, align 8, !tbaa !15
  %113 = ptrtoint ptr %111 to i64
  %114 = ptrtoint ptr %112 to i64
  %115 = sub i64 %113, %114
  %116 = icmp eq ptr %111, %112
  br i1 %116, label %177, label %117

117:                                              ; preds = %109
  %118 = icmp ugt i64 %115, 9223372036854775792
  br i1 %118, label %119, label %121, !prof !32

119:                                              ; preds = %117
  invoke void @_ZSt28__throw_bad_array_new_lengthv() #28
          to label %120 unwind label %205

120:                                              ; preds = %119
  unreachable

121:                                              ; preds = %117
  %122 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %115) #24
          to label %123 unwind label %205

123:                                              ; preds = %121, %140
  %124 = phi ptr [ %142, %140 ], [ %122, %121 ]
  %125 = phi ptr [ %141, %140 ], [ %112, %121 ]
  %126 = load ptr, ptr %125, align 8, !tbaa !251
  store ptr %126, ptr %124, align 8, !tbaa !251
  %127 = getelementptr inbounds i8, ptr %124, i64 8
  %128 = getelementptr inbounds i8, ptr %125, i64 8
  %129 = load ptr, ptr %128, align 8, !tbaa !24
  store ptr %129, ptr %127, align 8, !tbaa !24
  %130 = icmp eq ptr %129, null
  br i1 %130, label %140, label %131

131:                                              ; preds = %123
  %132 = getelementptr inbounds i8, ptr %129, i64 8
  %133 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
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
  br i1 %143, label %144, label %123, !llvm.loop !253

144:                                              ; preds = %140, %173
  %145 = phi ptr [ %174, %173 ], [ %122, %140 ]
  %146 = getelementptr inbounds i8, ptr %145, i64 8
  %147 = load ptr, ptr %146, align 8, !tbaa !24
  %148 = icmp eq ptr %147, null
  br i1 %148, label %173, label %149

149:                                              ; preds = %144
  %150 = getelementptr inbounds i8, ptr %147, i64 8
  %151 = load atomic i64, ptr %150 acquire, align 8
  %152 = icmp eq i64 %151, 4294967297
  %153 = trunc i64 %151 to i32
  br i1 %152, label %154, label %162

154:                                              ; preds = %149
  store i32 0, ptr %150, align 8, !tbaa !26
  %155 = getelementptr inbounds i8, ptr %147, i64 12
  store i32 0, ptr %155, align 4, !tbaa !28
  %156 = load ptr, ptr %147, align 8, !tbaa !29
  %157 = getelementptr inbounds i8, ptr %156, i64 16
  %158 = load ptr, ptr %157, align 8
  tail call void %158(ptr noundef nonnull align 8 dereferenceable(16) %147) #25
  %159 = load ptr, ptr %147, align 8, !tbaa !29
  %160 = getelementptr inbounds i8, ptr %159, i64 24
  %161 = load ptr, ptr %160, align 8
  tail call void %161(ptr noundef nonnull align 8 dereferenceable(16) %147) #25
  br label %173

162:                                              ; preds = %149
  %163 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
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
  br i1 %171, label %172, label %173, !prof !32

172:                                              ; preds = %169
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %147) #25
  br label %173

173:                                              ; preds = %172, %169, %154, %144
  %174 = getelementptr inbounds i8, ptr %145, i64 16
  %175 = icmp eq ptr %145, %124
  br i1 %175, label %176, label %144, !llvm.loop !33

176:                                              ; preds = %173
  tail call void @_ZdlPvm(ptr noundef nonnull %122, i64 noundef %115) #27
  br label %177

177:                                              ; preds = %109, %176
  invoke void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(176) %2, ptr noundef nonnull %0, i32 noundef 2014)
          to label %178 unwind label %203

178:                                              ; preds = %177
  %179 = invoke noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %180 unwind label %203

180:                                              ; preds = %178
  store ptr %179, ptr %110, align 8, !tbaa !281
  %181 = load ptr, ptr %1, align 8, !tbaa !176
  %182 = icmp eq ptr %181, null
  br i1 %182, label %183, label %184

183:                                              ; preds = %180
  tail call void @__assert_fail(ptr noundef nonnull @.str.10, ptr noundef nonnull @.str.11, i32 noundef 29, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_6bufferIfLi3ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS8_) #26
  unreachable

184:                                              ; preds = %180
  %185 = load ptr, ptr %0, align 8, !tbaa !243
  invoke void @_ZN4sycl3_V16detail23constructorNotificationEPvS2_NS0_6access6targetENS3_4modeERKNS1_13code_locationE(ptr noundef nonnull %181, ptr noundef %185, i32 noundef 2014, i32 noundef 1025, ptr noundef nonnull align 8 dereferenceable(24) %4)
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
  %195 = call noundef ptr @_ZN4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #25
  %196 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #25
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
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %9) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #25
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
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #25
  br label %209

209:                                              ; preds = %207, %201
  %210 = phi { ptr, i32 } [ %208, %207 ], [ %202, %201 ]
  resume { ptr, i32 } %210
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local { i64, i32 } @_ZN4sycl3_V16detail18getKernelParamDescI6Init3DEENS1_19kernel_param_desc_tEi(i32 noundef %0) #2 comdat {
  %2 = add i32 %0, 7
  %3 = zext i32 %2 to i64
  %4 = getelementptr inbounds [19 x %"struct.sycl::_V1::detail::kernel_param_desc_t"], ptr @_ZN4sycl3_V16detailL17kernel_signaturesE, i64 0, i64 %3
  %5 = load i64, ptr %4, align 4
  %6 = getelementptr inbounds i8, ptr %4, i64 8
  %7 = load i32, ptr %6, align 4, !tbaa !13
  %8 = insertvalue { i64, i32 } poison, i64 %5, 0
  %9 = insertvalue { i64, i32 } %8, i32 %7, 1
  ret { i64, i32 } %9
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler19setDeviceKernelInfoI6Init3DEEvPv(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef %1) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = getelementptr inbounds i8, ptr %0, i64 64
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(16) @__const._ZN4sycl3_V17handler19setDeviceKernelInfoI6Init3DEEvPv.Info, i64 16, i1 false), !tbaa.struct !260
  tail call void @_ZN4sycl3_V17handler13setKernelFuncEPv(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef %1)
  %4 = load atomic i8, ptr @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI6Init3DEERNS1_16DeviceKernelInfoEvE4Info acquire, align 8
  %5 = icmp eq i8 %4, 0
  br i1 %5, label %6, label %14, !prof !98

6:                                                ; preds = %2
  %7 = tail call i32 @__cxa_guard_acquire(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI6Init3DEERNS1_16DeviceKernelInfoEvE4Info) #25
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %14, label %9

9:                                                ; preds = %6
  %10 = invoke noundef nonnull align 1 ptr @_ZN4sycl3_V16detail19getDeviceKernelInfoERKNS1_27compile_time_kernel_info_v123CompileTimeKernelInfoTyE(ptr noundef nonnull align 8 dereferenceable(81) @_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI6Init3DEE)
          to label %11 unwind label %12

11:                                               ; preds = %9
  store ptr %10, ptr @_ZZN4sycl3_V16detail19getDeviceKernelInfoI6Init3DEERNS1_16DeviceKernelInfoEvE4Info, align 8, !tbaa !15
  tail call void @__cxa_guard_release(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI6Init3DEERNS1_16DeviceKernelInfoEvE4Info) #25
  br label %14

12:                                               ; preds = %9
  %13 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_guard_abort(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI6Init3DEERNS1_16DeviceKernelInfoEvE4Info) #25
  resume { ptr, i32 } %13

14:                                               ; preds = %2, %6, %11
  %15 = load ptr, ptr @_ZZN4sycl3_V16detail19getDeviceKernelInfoI6Init3DEERNS1_16DeviceKernelInfoEvE4Info, align 8, !tbaa !15
  tail call void @_ZN4sycl3_V17handler22setDeviceKernelInfoPtrEPNS0_6detail16DeviceKernelInfoE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull %15)
  tail call void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(176) %0, i32 noundef 1)
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef nonnull ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EE6getPtrEv(ptr noundef nonnull readnone align 8 dereferenceable(88) %0) unnamed_addr #19 align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EED2Ev(ptr nocapture noundef nonnull align 8 dereferenceable(88) %0) unnamed_addr #5 align 2 personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EEE, i64 16), ptr %0, align 8, !tbaa !29
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
  store i32 0, ptr %11, align 4, !tbaa !28
  %12 = load ptr, ptr %3, align 8, !tbaa !29
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  %15 = load ptr, ptr %3, align 8, !tbaa !29
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
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
  br i1 %27, label %28, label %29, !prof !32

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EED0Ev(ptr noundef nonnull align 8 dereferenceable(88) %0) unnamed_addr #5 align 2 personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EEE, i64 16), ptr %0, align 8, !tbaa !29
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
  store i32 0, ptr %11, align 4, !tbaa !28
  %12 = load ptr, ptr %3, align 8, !tbaa !29
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  %15 = load ptr, ptr %3, align 8, !tbaa !29
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
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
  br i1 %27, label %28, label %29, !prof !32

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 88) #27
  ret void
}

; Function Attrs: mustprogress uwtable
define internal void @_ZN4sycl3_V16detail16runKernelWithArgINS0_4itemILi3ELb1EEEZZ4mainENKUlRNS0_7handlerEE_clES6_EUlNS0_2idILi3EEEE_Lb0EEEvT0_T_RKSt17integral_constantIbXT1_EE(ptr noundef nonnull %0, ptr nocapture noundef readonly byval(%"class.sycl::_V1::item") align 8 %1, ptr nocapture nonnull readnone align 1 %2) #2 personality ptr @__gxx_personality_v0 {
  %4 = getelementptr inbounds i8, ptr %1, i64 24
  %5 = load i64, ptr %4, align 8, !tbaa !43
  %6 = getelementptr inbounds i8, ptr %1, i64 32
  %7 = load i64, ptr %6, align 8, !tbaa !43
  %8 = getelementptr inbounds i8, ptr %1, i64 40
  %9 = load i64, ptr %8, align 8, !tbaa !43
  %10 = mul i64 %5, 100
  %11 = mul i64 %7, 10
  %12 = add i64 %11, %10
  %13 = add i64 %12, %9
  %14 = uitofp i64 %13 to float
  %15 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0), !noalias !283
  %16 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %0), !noalias !286
  %17 = load i64, ptr %16, align 8
  %18 = add i64 %17, %5
  %19 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0), !noalias !289
  %20 = getelementptr inbounds i8, ptr %19, i64 8
  %21 = load i64, ptr %20, align 8
  %22 = mul i64 %21, %18
  %23 = add i64 %22, %7
  %24 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %0), !noalias !292
  %25 = getelementptr inbounds i8, ptr %24, i64 8
  %26 = load i64, ptr %25, align 8
  %27 = add i64 %23, %26
  %28 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0), !noalias !295
  %29 = getelementptr inbounds i8, ptr %28, i64 16
  %30 = load i64, ptr %29, align 8
  %31 = mul i64 %30, %27
  %32 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %0), !noalias !298
  %33 = getelementptr inbounds i8, ptr %32, i64 16
  %34 = load i64, ptr %33, align 8
  %35 = tail call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #25
  %36 = getelementptr float, ptr %35, i64 %9
  %37 = getelementptr float, ptr %36, i64 %31
  %38 = getelementptr float, ptr %37, i64 %34
  store float %14, ptr %38, align 4, !tbaa !5
  ret void
}

; Function Attrs: mustprogress uwtable
define internal void @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZ4mainEUlRNS0_7handlerEE0_E4callEPKvS5_(ptr nocapture noundef readonly %0, ptr noundef nonnull align 8 dereferenceable(176) %1) #2 align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.sycl::_V1::range.16", align 8
  %4 = alloca %"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view", align 8
  %5 = alloca %"struct.sycl::_V1::detail::compile_time_kernel_info_v1::CompileTimeKernelInfoTy", align 8
  %6 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %7 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %8 = alloca %"class.sycl::_V1::accessor.200", align 8
  %9 = alloca %"class.sycl::_V1::property_list", align 8
  %10 = alloca %"class.sycl::_V1::accessor.204", align 8
  %11 = alloca %"class.sycl::_V1::property_list", align 8
  %12 = alloca %class.anon.207, align 8
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %8) #25
  %13 = load ptr, ptr %0, align 8, !tbaa !301
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #25
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %9, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7)
  store ptr @.str, ptr %7, align 8
  %14 = getelementptr inbounds i8, ptr %7, i64 8
  store ptr @.str.7, ptr %14, align 8
  %15 = getelementptr inbounds i8, ptr %7, i64 16
  store i32 47, ptr %15, align 8
  %16 = getelementptr inbounds i8, ptr %7, i64 20
  store i32 22, ptr %16, align 4
  invoke void @_ZN4sycl3_V18accessorIfLi3ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi3ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(80) %8, ptr noundef nonnull align 8 dereferenceable(49) %13, ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull align 8 dereferenceable(32) %9, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %7)
          to label %17 unwind label %361

17:                                               ; preds = %2
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7)
  %18 = getelementptr inbounds i8, ptr %9, i64 8
  %19 = load ptr, ptr %18, align 8, !tbaa !21
  %20 = getelementptr inbounds i8, ptr %9, i64 16
  %21 = load ptr, ptr %20, align 8, !tbaa !23
  %22 = icmp eq ptr %19, %21
  br i1 %22, label %57, label %23

23:                                               ; preds = %17, %52
  %24 = phi ptr [ %53, %52 ], [ %19, %17 ]
  %25 = getelementptr inbounds i8, ptr %24, i64 8
  %26 = load ptr, ptr %25, align 8, !tbaa !24
  %27 = icmp eq ptr %26, null
  br i1 %27, label %52, label %28

28:                                               ; preds = %23
  %29 = getelementptr inbounds i8, ptr %26, i64 8
  %30 = load atomic i64, ptr %29 acquire, align 8
  %31 = icmp eq i64 %30, 4294967297
  %32 = trunc i64 %30 to i32
  br i1 %31, label %33, label %41

33:                                               ; preds = %28
  store i32 0, ptr %29, align 8, !tbaa !26
  %34 = getelementptr inbounds i8, ptr %26, i64 12
  store i32 0, ptr %34, align 4, !tbaa !28
  %35 = load ptr, ptr %26, align 8, !tbaa !29
  %36 = getelementptr inbounds i8, ptr %35, i64 16
  %37 = load ptr, ptr %36, align 8
  call void %37(ptr noundef nonnull align 8 dereferenceable(16) %26) #25
  %38 = load ptr, ptr %26, align 8, !tbaa !29
  %39 = getelementptr inbounds i8, ptr %38, i64 24
  %40 = load ptr, ptr %39, align 8
  call void %40(ptr noundef nonnull align 8 dereferenceable(16) %26) #25
  br label %52

41:                                               ; preds = %28
  %42 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %43 = icmp eq i8 %42, 0
  br i1 %43, label %46, label %44

44:                                               ; preds = %41
  %45 = add nsw i32 %32, -1
  store i32 %45, ptr %29, align 4, !tbaa !13
  br label %48

46:                                               ; preds = %41
  %47 = atomicrmw volatile add ptr %29, i32 -1 acq_rel, align 4
  br label %48

48:                                               ; preds = %46, %44
  %49 = phi i32 [ %32, %44 ], [ %47, %46 ]
  %50 = icmp eq i32 %49, 1
  br i1 %50, label %51, label %52, !prof !32

51:                                               ; preds = %48
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %26) #25
  br label %52

52:                                               ; preds = %51, %48, %33, %23
  %53 = getelementptr inbounds i8, ptr %24, i64 16
  %54 = icmp eq ptr %53, %21
  br i1 %54, label %55, label %23, !llvm.loop !33

55:                                               ; preds = %52
  %56 = load ptr, ptr %18, align 8, !tbaa !21
  br label %57

57:                                               ; preds = %55, %17
  %58 = phi ptr [ %56, %55 ], [ %19, %17 ]
  %59 = icmp eq ptr %58, null
  br i1 %59, label %66, label %60

60:                                               ; preds = %57
  %61 = getelementptr inbounds i8, ptr %9, i64 24
  %62 = load ptr, ptr %61, align 8, !tbaa !34
  %63 = ptrtoint ptr %62 to i64
  %64 = ptrtoint ptr %58 to i64
  %65 = sub i64 %63, %64
  call void @_ZdlPvm(ptr noundef nonnull %58, i64 noundef %65) #27
  br label %66

66:                                               ; preds = %60, %57
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #25
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #25
  %67 = getelementptr inbounds i8, ptr %0, i64 8
  %68 = load ptr, ptr %67, align 8, !tbaa !303
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %11) #25
  %69 = getelementptr inbounds i8, ptr %11, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %69, i8 0, i64 24, i1 false)
  store i64 16, ptr %11, align 8, !tbaa !43
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6)
  store ptr @.str, ptr %6, align 8
  %70 = getelementptr inbounds i8, ptr %6, i64 8
  store ptr @.str.7, ptr %70, align 8
  %71 = getelementptr inbounds i8, ptr %6, i64 16
  store i32 48, ptr %71, align 8
  %72 = getelementptr inbounds i8, ptr %6, i64 20
  store i32 22, ptr %72, align 4
  invoke void @_ZN4sycl3_V18accessorIiLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IiLi1ENS0_6detail17aligned_allocatorIiEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %10, ptr noundef nonnull align 8 dereferenceable(33) %68, ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull align 8 dereferenceable(32) %11, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %6)
          to label %73 unwind label %363

73:                                               ; preds = %66
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6)
  %74 = load ptr, ptr %69, align 8, !tbaa !21
  %75 = getelementptr inbounds i8, ptr %11, i64 16
  %76 = load ptr, ptr %75, align 8, !tbaa !23
  %77 = icmp eq ptr %74, %76
  br i1 %77, label %112, label %78

78:                                               ; preds = %73, %107
  %79 = phi ptr [ %108, %107 ], [ %74, %73 ]
  %80 = getelementptr inbounds i8, ptr %79, i64 8
  %81 = load ptr, ptr %80, align 8, !tbaa !24
  %82 = icmp eq ptr %81, null
  br i1 %82, label %107, label %83

83:                                               ; preds = %78
  %84 = getelementptr inbounds i8, ptr %81, i64 8
  %85 = load atomic i64, ptr %84 acquire, align 8
  %86 = icmp eq i64 %85, 4294967297
  %87 = trunc i64 %85 to i32
  br i1 %86, label %88, label %96

88:                                               ; preds = %83
  store i32 0, ptr %84, align 8, !tbaa !26
  %89 = getelementptr inbounds i8, ptr %81, i64 12
  store i32 0, ptr %89, align 4, !tbaa !28
  %90 = load ptr, ptr %81, align 8, !tbaa !29
  %91 = getelementptr inbounds i8, ptr %90, i64 16
  %92 = load ptr, ptr %91, align 8
  call void %92(ptr noundef nonnull align 8 dereferenceable(16) %81) #25
  %93 = load ptr, ptr %81, align 8, !tbaa !29
  %94 = getelementptr inbounds i8, ptr %93, i64 24
  %95 = load ptr, ptr %94, align 8
  call void %95(ptr noundef nonnull align 8 dereferenceable(16) %81) #25
  br label %107

96:                                               ; preds = %83
  %97 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %98 = icmp eq i8 %97, 0
  br i1 %98, label %101, label %99

99:                                               ; preds = %96
  %100 = add nsw i32 %87, -1
  store i32 %100, ptr %84, align 4, !tbaa !13
  br label %103

101:                                              ; preds = %96
  %102 = atomicrmw volatile add ptr %84, i32 -1 acq_rel, align 4
  br label %103

103:                                              ; preds = %101, %99
  %104 = phi i32 [ %87, %99 ], [ %102, %101 ]
  %105 = icmp eq i32 %104, 1
  br i1 %105, label %106, label %107, !prof !32

106:                                              ; preds = %103
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %81) #25
  br label %107

107:                                              ; preds = %106, %103, %88, %78
  %108 = getelementptr inbounds i8, ptr %79, i64 16
  %109 = icmp eq ptr %108, %76
  br i1 %109, label %110, label %78, !llvm.loop !33

110:                                              ; preds = %107
  %111 = load ptr, ptr %69, align 8, !tbaa !21
  br label %112

112:                                              ; preds = %110, %73
  %113 = phi ptr [ %111, %110 ], [ %74, %73 ]
  %114 = icmp eq ptr %113, null
  br i1 %114, label %121, label %115

115:                                              ; preds = %112
  %116 = getelementptr inbounds i8, ptr %11, i64 24
  %117 = load ptr, ptr %116, align 8, !tbaa !34
  %118 = ptrtoint ptr %117 to i64
  %119 = ptrtoint ptr %113 to i64
  %120 = sub i64 %118, %119
  call void @_ZdlPvm(ptr noundef nonnull %113, i64 noundef %120) #27
  br label %121

121:                                              ; preds = %115, %112
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #25
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %12) #25
  %122 = load ptr, ptr %8, align 8, !tbaa !243
  store ptr %122, ptr %12, align 8, !tbaa !243
  %123 = getelementptr inbounds i8, ptr %12, i64 8
  %124 = getelementptr inbounds i8, ptr %8, i64 8
  %125 = load ptr, ptr %124, align 8, !tbaa !24
  store ptr %125, ptr %123, align 8, !tbaa !24
  %126 = icmp eq ptr %125, null
  br i1 %126, label %136, label %127

127:                                              ; preds = %121
  %128 = getelementptr inbounds i8, ptr %125, i64 8
  %129 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %130 = icmp eq i8 %129, 0
  br i1 %130, label %134, label %131

131:                                              ; preds = %127
  %132 = load i32, ptr %128, align 4, !tbaa !13
  %133 = add nsw i32 %132, 1
  store i32 %133, ptr %128, align 4, !tbaa !13
  br label %136

134:                                              ; preds = %127
  %135 = atomicrmw volatile add ptr %128, i32 1 acq_rel, align 4
  br label %136

136:                                              ; preds = %134, %131, %121
  %137 = getelementptr inbounds i8, ptr %12, i64 16
  %138 = getelementptr inbounds i8, ptr %8, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %137, ptr noundef nonnull align 8 dereferenceable(64) %138, i64 64, i1 false)
  %139 = getelementptr inbounds i8, ptr %12, i64 80
  %140 = getelementptr inbounds i8, ptr %0, i64 16
  %141 = load ptr, ptr %140, align 8, !tbaa !304
  %142 = load i64, ptr %141, align 4
  store i64 %142, ptr %139, align 8
  %143 = getelementptr inbounds i8, ptr %12, i64 88
  %144 = load ptr, ptr %10, align 8, !tbaa !243
  store ptr %144, ptr %143, align 8, !tbaa !243
  %145 = getelementptr inbounds i8, ptr %12, i64 96
  %146 = getelementptr inbounds i8, ptr %10, i64 8
  %147 = load ptr, ptr %146, align 8, !tbaa !24
  store ptr %147, ptr %145, align 8, !tbaa !24
  %148 = icmp eq ptr %147, null
  br i1 %148, label %158, label %149

149:                                              ; preds = %136
  %150 = getelementptr inbounds i8, ptr %147, i64 8
  %151 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %152 = icmp eq i8 %151, 0
  br i1 %152, label %156, label %153

153:                                              ; preds = %149
  %154 = load i32, ptr %150, align 4, !tbaa !13
  %155 = add nsw i32 %154, 1
  store i32 %155, ptr %150, align 4, !tbaa !13
  br label %158

156:                                              ; preds = %149
  %157 = atomicrmw volatile add ptr %150, i32 1 acq_rel, align 4
  br label %158

158:                                              ; preds = %156, %153, %136
  %159 = getelementptr inbounds i8, ptr %12, i64 104
  %160 = getelementptr inbounds i8, ptr %10, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %159, ptr noundef nonnull align 8 dereferenceable(16) %160, i64 16, i1 false)
  %161 = getelementptr inbounds i8, ptr %12, i64 120
  %162 = getelementptr inbounds i8, ptr %0, i64 24
  %163 = load ptr, ptr %162, align 8, !tbaa !305
  %164 = load i32, ptr %163, align 4, !tbaa !13
  store i32 %164, ptr %161, align 8, !tbaa !306
  call void @llvm.lifetime.start.p0(i64 88, ptr nonnull %5) #25
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(88) %5, ptr noundef nonnull align 8 dereferenceable(88) @__const._ZN4sycl3_V17handler19setDeviceKernelInfoIZZ4mainENKUlRS1_E0_clES3_EUlvE_EEvPv.Info, i64 88, i1 false)
  invoke void @_ZNK4sycl3_V17handler28throwOnKernelParameterMisuseERKNS0_6detail27compile_time_kernel_info_v123CompileTimeKernelInfoTyE(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull align 8 dereferenceable(81) %5)
          to label %165 unwind label %365

165:                                              ; preds = %158
  %166 = invoke noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(176) %1)
          to label %167 unwind label %365

167:                                              ; preds = %165
  %168 = icmp eq i32 %166, 0
  br i1 %168, label %178, label %169

169:                                              ; preds = %167
  %170 = call ptr @__cxa_allocate_exception(i64 64) #25
  %171 = call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #25
  %172 = extractvalue { i32, ptr } %171, 0
  %173 = extractvalue { i32, ptr } %171, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %170, i32 %172, ptr %173, ptr noundef nonnull @.str.17)
          to label %174 unwind label %176

174:                                              ; preds = %169
  invoke void @__cxa_throw(ptr nonnull %170, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #28
          to label %175 unwind label %365

175:                                              ; preds = %174
  unreachable

176:                                              ; preds = %169
  %177 = landingpad { ptr, i32 }
          cleanup
  call void @__cxa_free_exception(ptr %170) #25
  br label %367

178:                                              ; preds = %167
  %179 = load ptr, ptr %5, align 8, !tbaa !15
  %180 = getelementptr inbounds i8, ptr %5, i64 8
  %181 = load i64, ptr %180, align 8, !tbaa !43
  invoke void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr %179, i64 %181)
          to label %182 unwind label %365

182:                                              ; preds = %178
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4)
  store i64 1, ptr %3, align 8
  store ptr %3, ptr %4, align 8, !tbaa !92
  %183 = getelementptr inbounds i8, ptr %4, i64 8
  %184 = getelementptr inbounds i8, ptr %4, i64 24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %183, i8 0, i64 16, i1 false)
  store i64 1, ptr %184, align 8, !tbaa !94
  invoke void @_ZN4sycl3_V17handler20setNDRangeDescriptorENS0_6detail16nd_range_view_v113nd_range_viewEb(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull byval(%"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view") align 8 %4, i1 noundef zeroext false)
          to label %185 unwind label %365

185:                                              ; preds = %182
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4)
  %186 = getelementptr inbounds i8, ptr %1, i64 144
  %187 = invoke noalias noundef nonnull dereferenceable(136) ptr @_Znwm(i64 noundef 136) #24
          to label %188 unwind label %365

188:                                              ; preds = %185
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlvE_vLi1EEE, i64 16), ptr %187, align 8, !tbaa !29
  %189 = getelementptr inbounds i8, ptr %187, i64 8
  %190 = load ptr, ptr %12, align 8, !tbaa !243
  store ptr %190, ptr %189, align 8, !tbaa !243
  %191 = getelementptr inbounds i8, ptr %187, i64 16
  %192 = load ptr, ptr %123, align 8, !tbaa !24
  store ptr %192, ptr %191, align 8, !tbaa !24
  %193 = icmp eq ptr %192, null
  br i1 %193, label %203, label %194

194:                                              ; preds = %188
  %195 = getelementptr inbounds i8, ptr %192, i64 8
  %196 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %197 = icmp eq i8 %196, 0
  br i1 %197, label %201, label %198

198:                                              ; preds = %194
  %199 = load i32, ptr %195, align 4, !tbaa !13
  %200 = add nsw i32 %199, 1
  store i32 %200, ptr %195, align 4, !tbaa !13
  br label %203

201:                                              ; preds = %194
  %202 = atomicrmw volatile add ptr %195, i32 1 acq_rel, align 4
  br label %203

203:                                              ; preds = %201, %198, %188
  %204 = getelementptr inbounds i8, ptr %187, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %204, ptr noundef nonnull readonly align 8 dereferenceable(64) %137, i64 64, i1 false)
  %205 = getelementptr inbounds i8, ptr %187, i64 88
  %206 = load i64, ptr %139, align 8
  store i64 %206, ptr %205, align 8
  %207 = getelementptr inbounds i8, ptr %187, i64 96
  %208 = load ptr, ptr %143, align 8, !tbaa !243
  store ptr %208, ptr %207, align 8, !tbaa !243
  %209 = getelementptr inbounds i8, ptr %187, i64 104
  %210 = load ptr, ptr %145, align 8, !tbaa !24
  store ptr %210, ptr %209, align 8, !tbaa !24
  %211 = icmp eq ptr %210, null
  br i1 %211, label %221, label %212

212:                                              ; preds = %203
  %213 = getelementptr inbounds i8, ptr %210, i64 8
  %214 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
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

221:                                              ; preds = %219, %216, %203
  %222 = getelementptr inbounds i8, ptr %187, i64 112
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %222, ptr noundef nonnull readonly align 8 dereferenceable(16) %159, i64 16, i1 false)
  %223 = getelementptr inbounds i8, ptr %187, i64 128
  %224 = load i32, ptr %161, align 8, !tbaa !306
  store i32 %224, ptr %223, align 8, !tbaa !306
  %225 = load ptr, ptr %186, align 8, !tbaa !15
  store ptr %187, ptr %186, align 8, !tbaa !15
  %226 = icmp eq ptr %225, null
  br i1 %226, label %231, label %227

227:                                              ; preds = %221
  %228 = load ptr, ptr %225, align 8, !tbaa !29
  %229 = getelementptr inbounds i8, ptr %228, i64 16
  %230 = load ptr, ptr %229, align 8
  call void %230(ptr noundef nonnull align 8 dereferenceable(8) %225) #25
  br label %231

231:                                              ; preds = %227, %221
  invoke void @_ZN4sycl3_V17handler23instantiateKernelOnHostEPv(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull @_ZN4sycl3_V16detail19runKernelWithoutArgIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlvE_Lb0EEEvT_RKSt17integral_constantIbXT0_EE)
          to label %232 unwind label %365

232:                                              ; preds = %231
  %233 = load ptr, ptr %186, align 8, !tbaa !15
  %234 = load ptr, ptr %233, align 8, !tbaa !29
  %235 = load ptr, ptr %234, align 8
  %236 = invoke noundef ptr %235(ptr noundef nonnull align 8 dereferenceable(8) %233)
          to label %237 unwind label %365

237:                                              ; preds = %232
  %238 = getelementptr inbounds i8, ptr %1, i64 64
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %238, ptr noundef nonnull align 8 dereferenceable(16) @__const._ZN4sycl3_V17handler19setDeviceKernelInfoIZZ4mainENKUlRS1_E0_clES3_EUlvE_EEvPv.Info, i64 16, i1 false), !tbaa.struct !260
  invoke void @_ZN4sycl3_V17handler13setKernelFuncEPv(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef %236)
          to label %239 unwind label %365

239:                                              ; preds = %237
  %240 = load atomic i8, ptr @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlvE_EERNS1_16DeviceKernelInfoEvE4Info acquire, align 8
  %241 = icmp eq i8 %240, 0
  br i1 %241, label %242, label %250, !prof !98

242:                                              ; preds = %239
  %243 = call i32 @__cxa_guard_acquire(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlvE_EERNS1_16DeviceKernelInfoEvE4Info) #25
  %244 = icmp eq i32 %243, 0
  br i1 %244, label %250, label %245

245:                                              ; preds = %242
  %246 = invoke noundef nonnull align 1 ptr @_ZN4sycl3_V16detail19getDeviceKernelInfoERKNS1_27compile_time_kernel_info_v123CompileTimeKernelInfoTyE(ptr noundef nonnull align 8 dereferenceable(81) @__const._ZN4sycl3_V17handler19setDeviceKernelInfoIZZ4mainENKUlRS1_E0_clES3_EUlvE_EEvPv.Info)
          to label %247 unwind label %248

247:                                              ; preds = %245
  store ptr %246, ptr @_ZZN4sycl3_V16detail19getDeviceKernelInfoIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlvE_EERNS1_16DeviceKernelInfoEvE4Info, align 8, !tbaa !15
  call void @__cxa_guard_release(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlvE_EERNS1_16DeviceKernelInfoEvE4Info) #25
  br label %250

248:                                              ; preds = %245
  %249 = landingpad { ptr, i32 }
          cleanup
  call void @__cxa_guard_abort(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlvE_EERNS1_16DeviceKernelInfoEvE4Info) #25
  br label %367

250:                                              ; preds = %247, %242, %239
  %251 = load ptr, ptr @_ZZN4sycl3_V16detail19getDeviceKernelInfoIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlvE_EERNS1_16DeviceKernelInfoEvE4Info, align 8, !tbaa !15
  invoke void @_ZN4sycl3_V17handler22setDeviceKernelInfoPtrEPNS0_6detail16DeviceKernelInfoE(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull %251)
          to label %252 unwind label %365

252:                                              ; preds = %250
  invoke void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(176) %1, i32 noundef 1)
          to label %253 unwind label %365

253:                                              ; preds = %252
  call void @llvm.lifetime.end.p0(i64 88, ptr nonnull %5) #25
  %254 = load ptr, ptr %145, align 8, !tbaa !24
  %255 = icmp eq ptr %254, null
  br i1 %255, label %280, label %256

256:                                              ; preds = %253
  %257 = getelementptr inbounds i8, ptr %254, i64 8
  %258 = load atomic i64, ptr %257 acquire, align 8
  %259 = icmp eq i64 %258, 4294967297
  %260 = trunc i64 %258 to i32
  br i1 %259, label %261, label %269

261:                                              ; preds = %256
  store i32 0, ptr %257, align 8, !tbaa !26
  %262 = getelementptr inbounds i8, ptr %254, i64 12
  store i32 0, ptr %262, align 4, !tbaa !28
  %263 = load ptr, ptr %254, align 8, !tbaa !29
  %264 = getelementptr inbounds i8, ptr %263, i64 16
  %265 = load ptr, ptr %264, align 8
  call void %265(ptr noundef nonnull align 8 dereferenceable(16) %254) #25
  %266 = load ptr, ptr %254, align 8, !tbaa !29
  %267 = getelementptr inbounds i8, ptr %266, i64 24
  %268 = load ptr, ptr %267, align 8
  call void %268(ptr noundef nonnull align 8 dereferenceable(16) %254) #25
  br label %280

269:                                              ; preds = %256
  %270 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %271 = icmp eq i8 %270, 0
  br i1 %271, label %274, label %272

272:                                              ; preds = %269
  %273 = add nsw i32 %260, -1
  store i32 %273, ptr %257, align 4, !tbaa !13
  br label %276

274:                                              ; preds = %269
  %275 = atomicrmw volatile add ptr %257, i32 -1 acq_rel, align 4
  br label %276

276:                                              ; preds = %274, %272
  %277 = phi i32 [ %260, %272 ], [ %275, %274 ]
  %278 = icmp eq i32 %277, 1
  br i1 %278, label %279, label %280, !prof !32

279:                                              ; preds = %276
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %254) #25
  br label %280

280:                                              ; preds = %279, %276, %261, %253
  %281 = load ptr, ptr %123, align 8, !tbaa !24
  %282 = icmp eq ptr %281, null
  br i1 %282, label %307, label %283

283:                                              ; preds = %280
  %284 = getelementptr inbounds i8, ptr %281, i64 8
  %285 = load atomic i64, ptr %284 acquire, align 8
  %286 = icmp eq i64 %285, 4294967297
  %287 = trunc i64 %285 to i32
  br i1 %286, label %288, label %296

288:                                              ; preds = %283
  store i32 0, ptr %284, align 8, !tbaa !26
  %289 = getelementptr inbounds i8, ptr %281, i64 12
  store i32 0, ptr %289, align 4, !tbaa !28
  %290 = load ptr, ptr %281, align 8, !tbaa !29
  %291 = getelementptr inbounds i8, ptr %290, i64 16
  %292 = load ptr, ptr %291, align 8
  call void %292(ptr noundef nonnull align 8 dereferenceable(16) %281) #25
  %293 = load ptr, ptr %281, align 8, !tbaa !29
  %294 = getelementptr inbounds i8, ptr %293, i64 24
  %295 = load ptr, ptr %294, align 8
  call void %295(ptr noundef nonnull align 8 dereferenceable(16) %281) #25
  br label %307

296:                                              ; preds = %283
  %297 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %298 = icmp eq i8 %297, 0
  br i1 %298, label %301, label %299

299:                                              ; preds = %296
  %300 = add nsw i32 %287, -1
  store i32 %300, ptr %284, align 4, !tbaa !13
  br label %303

301:                                              ; preds = %296
  %302 = atomicrmw volatile add ptr %284, i32 -1 acq_rel, align 4
  br label %303

303:                                              ; preds = %301, %299
  %304 = phi i32 [ %287, %299 ], [ %302, %301 ]
  %305 = icmp eq i32 %304, 1
  br i1 %305, label %306, label %307, !prof !32

306:                                              ; preds = %303
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %281) #25
  br label %307

307:                                              ; preds = %306, %303, %288, %280
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %12) #25
  %308 = load ptr, ptr %146, align 8, !tbaa !24
  %309 = icmp eq ptr %308, null
  br i1 %309, label %334, label %310

310:                                              ; preds = %307
  %311 = getelementptr inbounds i8, ptr %308, i64 8
  %312 = load atomic i64, ptr %311 acquire, align 8
  %313 = icmp eq i64 %312, 4294967297
  %314 = trunc i64 %312 to i32
  br i1 %313, label %315, label %323

315:                                              ; preds = %310
  store i32 0, ptr %311, align 8, !tbaa !26
  %316 = getelementptr inbounds i8, ptr %308, i64 12
  store i32 0, ptr %316, align 4, !tbaa !28
  %317 = load ptr, ptr %308, align 8, !tbaa !29
  %318 = getelementptr inbounds i8, ptr %317, i64 16
  %319 = load ptr, ptr %318, align 8
  call void %319(ptr noundef nonnull align 8 dereferenceable(16) %308) #25
  %320 = load ptr, ptr %308, align 8, !tbaa !29
  %321 = getelementptr inbounds i8, ptr %320, i64 24
  %322 = load ptr, ptr %321, align 8
  call void %322(ptr noundef nonnull align 8 dereferenceable(16) %308) #25
  br label %334

323:                                              ; preds = %310
  %324 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %325 = icmp eq i8 %324, 0
  br i1 %325, label %328, label %326

326:                                              ; preds = %323
  %327 = add nsw i32 %314, -1
  store i32 %327, ptr %311, align 4, !tbaa !13
  br label %330

328:                                              ; preds = %323
  %329 = atomicrmw volatile add ptr %311, i32 -1 acq_rel, align 4
  br label %330

330:                                              ; preds = %328, %326
  %331 = phi i32 [ %314, %326 ], [ %329, %328 ]
  %332 = icmp eq i32 %331, 1
  br i1 %332, label %333, label %334, !prof !32

333:                                              ; preds = %330
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %308) #25
  br label %334

334:                                              ; preds = %333, %330, %315, %307
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #25
  %335 = load ptr, ptr %124, align 8, !tbaa !24
  %336 = icmp eq ptr %335, null
  br i1 %336, label %373, label %337

337:                                              ; preds = %334
  %338 = getelementptr inbounds i8, ptr %335, i64 8
  %339 = load atomic i64, ptr %338 acquire, align 8
  %340 = icmp eq i64 %339, 4294967297
  %341 = trunc i64 %339 to i32
  br i1 %340, label %342, label %350

342:                                              ; preds = %337
  store i32 0, ptr %338, align 8, !tbaa !26
  %343 = getelementptr inbounds i8, ptr %335, i64 12
  store i32 0, ptr %343, align 4, !tbaa !28
  %344 = load ptr, ptr %335, align 8, !tbaa !29
  %345 = getelementptr inbounds i8, ptr %344, i64 16
  %346 = load ptr, ptr %345, align 8
  call void %346(ptr noundef nonnull align 8 dereferenceable(16) %335) #25
  %347 = load ptr, ptr %335, align 8, !tbaa !29
  %348 = getelementptr inbounds i8, ptr %347, i64 24
  %349 = load ptr, ptr %348, align 8
  call void %349(ptr noundef nonnull align 8 dereferenceable(16) %335) #25
  br label %373

350:                                              ; preds = %337
  %351 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %352 = icmp eq i8 %351, 0
  br i1 %352, label %355, label %353

353:                                              ; preds = %350
  %354 = add nsw i32 %341, -1
  store i32 %354, ptr %338, align 4, !tbaa !13
  br label %357

355:                                              ; preds = %350
  %356 = atomicrmw volatile add ptr %338, i32 -1 acq_rel, align 4
  br label %357

357:                                              ; preds = %355, %353
  %358 = phi i32 [ %341, %353 ], [ %356, %355 ]
  %359 = icmp eq i32 %358, 1
  br i1 %359, label %360, label %373, !prof !32

360:                                              ; preds = %357
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %335) #25
  br label %373

361:                                              ; preds = %2
  %362 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %9) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #25
  br label %371

363:                                              ; preds = %66
  %364 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %11) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #25
  br label %369

365:                                              ; preds = %252, %250, %237, %232, %231, %185, %182, %178, %174, %165, %158
  %366 = landingpad { ptr, i32 }
          cleanup
  br label %367

367:                                              ; preds = %365, %248, %176
  %368 = phi { ptr, i32 } [ %366, %365 ], [ %177, %176 ], [ %249, %248 ]
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlvE_D2Ev(ptr noundef nonnull align 8 dereferenceable(124) %12) #25
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %12) #25
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %10) #25
  br label %369

369:                                              ; preds = %367, %363
  %370 = phi { ptr, i32 } [ %368, %367 ], [ %364, %363 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #25
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(80) %8) #25
  br label %371

371:                                              ; preds = %369, %361
  %372 = phi { ptr, i32 } [ %370, %369 ], [ %362, %361 ]
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %8) #25
  resume { ptr, i32 } %372

373:                                              ; preds = %334, %342, %357, %360
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %8) #25
  ret void
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define internal fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlvE_D2Ev(ptr nocapture noundef nonnull readonly align 8 dereferenceable(124) %0) unnamed_addr #3 align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 96
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
  store i32 0, ptr %11, align 4, !tbaa !28
  %12 = load ptr, ptr %3, align 8, !tbaa !29
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  %15 = load ptr, ptr %3, align 8, !tbaa !29
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
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
  br i1 %27, label %28, label %29, !prof !32

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
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
  store i32 0, ptr %39, align 4, !tbaa !28
  %40 = load ptr, ptr %31, align 8, !tbaa !29
  %41 = getelementptr inbounds i8, ptr %40, i64 16
  %42 = load ptr, ptr %41, align 8
  tail call void %42(ptr noundef nonnull align 8 dereferenceable(16) %31) #25
  %43 = load ptr, ptr %31, align 8, !tbaa !29
  %44 = getelementptr inbounds i8, ptr %43, i64 24
  %45 = load ptr, ptr %44, align 8
  tail call void %45(ptr noundef nonnull align 8 dereferenceable(16) %31) #25
  br label %57

46:                                               ; preds = %33
  %47 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
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
  br i1 %55, label %56, label %57, !prof !32

56:                                               ; preds = %53
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #25
  br label %57

57:                                               ; preds = %29, %38, %53, %56
  ret void
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  store i32 0, ptr %11, align 4, !tbaa !28
  %12 = load ptr, ptr %3, align 8, !tbaa !29
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  %15 = load ptr, ptr %3, align 8, !tbaa !29
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
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
  br i1 %27, label %28, label %29, !prof !32

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIfLi3ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi3ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(80) %0, ptr noundef nonnull align 8 dereferenceable(49) %1, ptr noundef nonnull align 8 dereferenceable(176) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.sycl::_V1::id", align 8
  %7 = alloca %"class.sycl::_V1::range", align 8
  %8 = alloca %"class.sycl::_V1::range", align 8
  %9 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %10 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %11 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %6, i8 0, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %7, ptr noundef nonnull align 8 dereferenceable(24) %11, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %8, ptr noundef nonnull align 8 dereferenceable(24) %11, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #25
  %12 = load i64, ptr %3, align 8
  %13 = getelementptr inbounds i8, ptr %3, i64 8
  %14 = getelementptr inbounds i8, ptr %3, i64 16
  %15 = load ptr, ptr %14, align 8, !tbaa !15
  %16 = load ptr, ptr %13, align 8, !tbaa !15
  %17 = ptrtoint ptr %15 to i64
  %18 = ptrtoint ptr %16 to i64
  %19 = sub i64 %17, %18
  %20 = icmp eq ptr %15, %16
  br i1 %20, label %47, label %21

21:                                               ; preds = %5
  %22 = icmp ugt i64 %19, 9223372036854775792
  br i1 %22, label %23, label %24, !prof !32

23:                                               ; preds = %21
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #28
  unreachable

24:                                               ; preds = %21
  %25 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %19) #24
  br label %26

26:                                               ; preds = %43, %24
  %27 = phi ptr [ %45, %43 ], [ %25, %24 ]
  %28 = phi ptr [ %44, %43 ], [ %16, %24 ]
  %29 = load ptr, ptr %28, align 8, !tbaa !251
  store ptr %29, ptr %27, align 8, !tbaa !251
  %30 = getelementptr inbounds i8, ptr %27, i64 8
  %31 = getelementptr inbounds i8, ptr %28, i64 8
  %32 = load ptr, ptr %31, align 8, !tbaa !24
  store ptr %32, ptr %30, align 8, !tbaa !24
  %33 = icmp eq ptr %32, null
  br i1 %33, label %43, label %34

34:                                               ; preds = %26
  %35 = getelementptr inbounds i8, ptr %32, i64 8
  %36 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
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
  br i1 %46, label %47, label %26, !llvm.loop !253

47:                                               ; preds = %43, %5
  %48 = phi ptr [ null, %5 ], [ %25, %43 ]
  %49 = phi ptr [ null, %5 ], [ %45, %43 ]
  %50 = getelementptr inbounds i8, ptr %48, i64 %19
  store i64 %12, ptr %9, align 8
  %51 = getelementptr inbounds i8, ptr %9, i64 8
  store ptr %48, ptr %51, align 8, !tbaa !21
  %52 = getelementptr inbounds i8, ptr %9, i64 16
  store ptr %49, ptr %52, align 8, !tbaa !23
  %53 = getelementptr inbounds i8, ptr %9, i64 24
  store ptr %50, ptr %53, align 8, !tbaa !34
  %54 = load ptr, ptr %1, align 8, !tbaa !176
  %55 = icmp eq ptr %54, null
  br i1 %55, label %56, label %57

56:                                               ; preds = %47
  tail call void @__assert_fail(ptr noundef nonnull @.str.10, ptr noundef nonnull @.str.11, i32 noundef 29, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_6bufferIfLi3ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS8_) #26
  unreachable

57:                                               ; preds = %47
  %58 = getelementptr inbounds i8, ptr %1, i64 40
  %59 = load i64, ptr %58, align 8, !tbaa !168
  %60 = getelementptr inbounds i8, ptr %1, i64 48
  %61 = load i8, ptr %60, align 8, !tbaa !175, !range !69, !noundef !70
  %62 = trunc nuw i8 %61 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %6, ptr noundef nonnull byval(%"class.sycl::_V1::range") align 8 %7, ptr noundef nonnull byval(%"class.sycl::_V1::range") align 8 %8, i32 noundef 1024, ptr noundef nonnull %54, i32 noundef 3, i32 noundef 4, i64 noundef %59, i1 noundef zeroext %62, ptr noundef nonnull align 8 dereferenceable(32) %3)
          to label %63 unwind label %229

63:                                               ; preds = %57
  %64 = icmp eq ptr %48, %49
  br i1 %64, label %99, label %65

65:                                               ; preds = %63, %94
  %66 = phi ptr [ %95, %94 ], [ %48, %63 ]
  %67 = getelementptr inbounds i8, ptr %66, i64 8
  %68 = load ptr, ptr %67, align 8, !tbaa !24
  %69 = icmp eq ptr %68, null
  br i1 %69, label %94, label %70

70:                                               ; preds = %65
  %71 = getelementptr inbounds i8, ptr %68, i64 8
  %72 = load atomic i64, ptr %71 acquire, align 8
  %73 = icmp eq i64 %72, 4294967297
  %74 = trunc i64 %72 to i32
  br i1 %73, label %75, label %83

75:                                               ; preds = %70
  store i32 0, ptr %71, align 8, !tbaa !26
  %76 = getelementptr inbounds i8, ptr %68, i64 12
  store i32 0, ptr %76, align 4, !tbaa !28
  %77 = load ptr, ptr %68, align 8, !tbaa !29
  %78 = getelementptr inbounds i8, ptr %77, i64 16
  %79 = load ptr, ptr %78, align 8
  tail call void %79(ptr noundef nonnull align 8 dereferenceable(16) %68) #25
  %80 = load ptr, ptr %68, align 8, !tbaa !29
  %81 = getelementptr inbounds i8, ptr %80, i64 24
  %82 = load ptr, ptr %81, align 8
  tail call void %82(ptr noundef nonnull align 8 dereferenceable(16) %68) #25
  br label %94

83:                                               ; preds = %70
  %84 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
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
  br i1 %92, label %93, label %94, !prof !32

93:                                               ; preds = %90
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %68) #25
  br label %94

94:                                               ; preds = %93, %90, %75, %65
  %95 = getelementptr inbounds i8, ptr %66, i64 16
  %96 = icmp eq ptr %95, %49
  br i1 %96, label %97, label %65, !llvm.loop !33

97:                                               ; preds = %94
  %98 = load ptr, ptr %51, align 8, !tbaa !21
  br label %99

99:                                               ; preds = %97, %63
  %100 = phi ptr [ %98, %97 ], [ %48, %63 ]
  %101 = icmp eq ptr %100, null
  br i1 %101, label %107, label %102

102:                                              ; preds = %99
  %103 = load ptr, ptr %53, align 8, !tbaa !34
  %104 = ptrtoint ptr %103 to i64
  %105 = ptrtoint ptr %100 to i64
  %106 = sub i64 %104, %105
  tail call void @_ZdlPvm(ptr noundef nonnull %100, i64 noundef %106) #27
  br label %107

107:                                              ; preds = %99, %102
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #25
  %108 = getelementptr inbounds i8, ptr %0, i64 16
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %108, i8 0, i64 64, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #25
  %109 = load i64, ptr %3, align 8
  %110 = load ptr, ptr %14, align 8, !tbaa !15
  %111 = load ptr, ptr %13, align 8, !tbaa !15
  %112 = ptrtoint ptr %110 to i64
  %113 = ptrtoint ptr %111 to i64
  %114 = sub i64 %112, %113
  %115 = icmp eq ptr %110, %111
  br i1 %115, label %143, label %116

116:                                              ; preds = %107
  %117 = icmp ugt i64 %114, 9223372036854775792
  br i1 %117, label %118, label %120, !prof !32

118:                                              ; preds = %116
  invoke void @_ZSt28__throw_bad_array_new_lengthv() #28
          to label %119 unwind label %233

119:                                              ; preds = %118
  unreachable

120:                                              ; preds = %116
  %121 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %114) #24
          to label %122 unwind label %233

122:                                              ; preds = %120, %139
  %123 = phi ptr [ %141, %139 ], [ %121, %120 ]
  %124 = phi ptr [ %140, %139 ], [ %111, %120 ]
  %125 = load ptr, ptr %124, align 8, !tbaa !251
  store ptr %125, ptr %123, align 8, !tbaa !251
  %126 = getelementptr inbounds i8, ptr %123, i64 8
  %127 = getelementptr inbounds i8, ptr %124, i64 8
  %128 = load ptr, ptr %127, align 8, !tbaa !24
  store ptr %128, ptr %126, align 8, !tbaa !24
  %129 = icmp eq ptr %128, null
  br i1 %129, label %139, label %130

130:                                              ; preds = %122
  %131 = getelementptr inbounds i8, ptr %128, i64 8
  %132 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
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
  br i1 %142, label %143, label %122, !llvm.loop !253

143:                                              ; preds = %139, %107
  %144 = phi ptr [ null, %107 ], [ %121, %139 ]
  %145 = phi ptr [ null, %107 ], [ %141, %139 ]
  %146 = getelementptr inbounds i8, ptr %144, i64 %114
  store i64 %109, ptr %10, align 8
  %147 = getelementptr inbounds i8, ptr %10, i64 8
  store ptr %144, ptr %147, align 8, !tbaa !21
  %148 = getelementptr inbounds i8, ptr %10, i64 16
  store ptr %145, ptr %148, align 8, !tbaa !23
  %149 = getelementptr inbounds i8, ptr %10, i64 24
  store ptr %146, ptr %149, align 8, !tbaa !34
  %150 = and i64 %109, 16
  %151 = icmp eq i64 %150, 0
  br i1 %151, label %161, label %152

152:                                              ; preds = %143
  %153 = tail call ptr @__cxa_allocate_exception(i64 64) #25
  %154 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #25
  %155 = extractvalue { i32, ptr } %154, 0
  %156 = extractvalue { i32, ptr } %154, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %153, i32 %155, ptr %156, ptr noundef nonnull @.str.12)
          to label %157 unwind label %159

157:                                              ; preds = %152
  invoke void @__cxa_throw(ptr nonnull %153, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #28
          to label %158 unwind label %235

158:                                              ; preds = %157
  unreachable

159:                                              ; preds = %152
  %160 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %153) #25
  br label %237

161:                                              ; preds = %143
  %162 = icmp eq ptr %144, %145
  br i1 %162, label %197, label %163

163:                                              ; preds = %161, %192
  %164 = phi ptr [ %193, %192 ], [ %144, %161 ]
  %165 = getelementptr inbounds i8, ptr %164, i64 8
  %166 = load ptr, ptr %165, align 8, !tbaa !24
  %167 = icmp eq ptr %166, null
  br i1 %167, label %192, label %168

168:                                              ; preds = %163
  %169 = getelementptr inbounds i8, ptr %166, i64 8
  %170 = load atomic i64, ptr %169 acquire, align 8
  %171 = icmp eq i64 %170, 4294967297
  %172 = trunc i64 %170 to i32
  br i1 %171, label %173, label %181

173:                                              ; preds = %168
  store i32 0, ptr %169, align 8, !tbaa !26
  %174 = getelementptr inbounds i8, ptr %166, i64 12
  store i32 0, ptr %174, align 4, !tbaa !28
  %175 = load ptr, ptr %166, align 8, !tbaa !29
  %176 = getelementptr inbounds i8, ptr %175, i64 16
  %177 = load ptr, ptr %176, align 8
  tail call void %177(ptr noundef nonnull align 8 dereferenceable(16) %166) #25
  %178 = load ptr, ptr %166, align 8, !tbaa !29
  %179 = getelementptr inbounds i8, ptr %178, i64 24
  %180 = load ptr, ptr %179, align 8
  tail call void %180(ptr noundef nonnull align 8 dereferenceable(16) %166) #25
  br label %192

181:                                              ; preds = %168
  %182 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
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
  br i1 %190, label %191, label %192, !prof !32

191:                                              ; preds = %188
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %166) #25
  br label %192

192:                                              ; preds = %191, %188, %173, %163
  %193 = getelementptr inbounds i8, ptr %164, i64 16
  %194 = icmp eq ptr %193, %145
  br i1 %194, label %195, label %163, !llvm.loop !33

195:                                              ; preds = %192
  %196 = load ptr, ptr %147, align 8, !tbaa !21
  br label %197

197:                                              ; preds = %195, %161
  %198 = phi ptr [ %196, %195 ], [ %144, %161 ]
  %199 = icmp eq ptr %198, null
  br i1 %199, label %205, label %200

200:                                              ; preds = %197
  %201 = load ptr, ptr %149, align 8, !tbaa !34
  %202 = ptrtoint ptr %201 to i64
  %203 = ptrtoint ptr %198 to i64
  %204 = sub i64 %202, %203
  tail call void @_ZdlPvm(ptr noundef nonnull %198, i64 noundef %204) #27
  br label %205

205:                                              ; preds = %197, %200
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #25
  invoke void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(176) %2, ptr noundef nonnull %0, i32 noundef 2014)
          to label %206 unwind label %231

206:                                              ; preds = %205
  %207 = invoke noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %208 unwind label %231

208:                                              ; preds = %206
  store ptr %207, ptr %108, align 8, !tbaa !311
  %209 = load ptr, ptr %1, align 8, !tbaa !176
  %210 = icmp eq ptr %209, null
  br i1 %210, label %211, label %212

211:                                              ; preds = %208
  tail call void @__assert_fail(ptr noundef nonnull @.str.10, ptr noundef nonnull @.str.11, i32 noundef 29, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_6bufferIfLi3ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS8_) #26
  unreachable

212:                                              ; preds = %208
  %213 = load ptr, ptr %0, align 8, !tbaa !243
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
  %223 = call noundef ptr @_ZN4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #25
  %224 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #25
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
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %9) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #25
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
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %10) #25
  br label %239

239:                                              ; preds = %237, %233
  %240 = phi { ptr, i32 } [ %238, %237 ], [ %234, %233 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #25
  br label %241

241:                                              ; preds = %239, %231
  %242 = phi { ptr, i32 } [ %232, %231 ], [ %240, %239 ]
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #25
  br label %243

243:                                              ; preds = %241, %229
  %244 = phi { ptr, i32 } [ %242, %241 ], [ %230, %229 ]
  resume { ptr, i32 } %244
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIiLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IiLi1ENS0_6detail17aligned_allocatorIiEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(33) %1, ptr noundef nonnull align 8 dereferenceable(176) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.sycl::_V1::id", align 8
  %7 = alloca %"class.sycl::_V1::range", align 8
  %8 = alloca %"class.sycl::_V1::range", align 8
  %9 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %10 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %6, i8 0, i64 24, i1 false)
  %11 = load i64, ptr %10, align 8
  store i64 %11, ptr %7, align 8, !tbaa !43, !alias.scope !312
  %12 = getelementptr inbounds i8, ptr %7, i64 8
  store i64 1, ptr %12, align 8, !tbaa !43, !alias.scope !312
  %13 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 1, ptr %13, align 8, !tbaa !43, !alias.scope !312
  store i64 %11, ptr %8, align 8, !tbaa !43, !alias.scope !315
  %14 = getelementptr inbounds i8, ptr %8, i64 8
  store i64 1, ptr %14, align 8, !tbaa !43, !alias.scope !315
  %15 = getelementptr inbounds i8, ptr %8, i64 16
  store i64 1, ptr %15, align 8, !tbaa !43, !alias.scope !315
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #25
  %16 = load i64, ptr %3, align 8
  %17 = getelementptr inbounds i8, ptr %3, i64 8
  %18 = getelementptr inbounds i8, ptr %3, i64 16
  %19 = load ptr, ptr %18, align 8, !tbaa !15
  %20 = load ptr, ptr %17, align 8, !tbaa !15
  %21 = ptrtoint ptr %19 to i64
  %22 = ptrtoint ptr %20 to i64
  %23 = sub i64 %21, %22
  %24 = icmp eq ptr %19, %20
  br i1 %24, label %51, label %25

25:                                               ; preds = %5
  %26 = icmp ugt i64 %23, 9223372036854775792
  br i1 %26, label %27, label %28, !prof !32

27:                                               ; preds = %25
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #28
  unreachable

28:                                               ; preds = %25
  %29 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %23) #24
  br label %30

30:                                               ; preds = %47, %28
  %31 = phi ptr [ %49, %47 ], [ %29, %28 ]
  %32 = phi ptr [ %48, %47 ], [ %20, %28 ]
  %33 = load ptr, ptr %32, align 8, !tbaa !251
  store ptr %33, ptr %31, align 8, !tbaa !251
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = getelementptr inbounds i8, ptr %32, i64 8
  %36 = load ptr, ptr %35, align 8, !tbaa !24
  store ptr %36, ptr %34, align 8, !tbaa !24
  %37 = icmp eq ptr %36, null
  br i1 %37, label %47, label %38

38:                                               ; preds = %30
  %39 = getelementptr inbounds i8, ptr %36, i64 8
  %40 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
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
  br i1 %50, label %51, label %30, !llvm.loop !253

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
  store ptr %54, ptr %57, align 8, !tbaa !34
  %58 = load ptr, ptr %1, align 8, !tbaa !176
  %59 = icmp eq ptr %58, null
  br i1 %59, label %60, label %61

60:                                               ; preds = %51
  tail call void @__assert_fail(ptr noundef nonnull @.str.10, ptr noundef nonnull @.str.11, i32 noundef 29, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_6bufferIiLi1ENS1_17aligned_allocatorIiEEvEEEERKDtsrT_4implERKS8_) #26
  unreachable

61:                                               ; preds = %51
  %62 = and i64 %16, 16
  %63 = icmp eq i64 %62, 0
  %64 = select i1 %63, i32 1025, i32 1027
  %65 = getelementptr inbounds i8, ptr %1, i64 24
  %66 = load i64, ptr %65, align 8, !tbaa !189
  %67 = getelementptr inbounds i8, ptr %1, i64 32
  %68 = load i8, ptr %67, align 8, !tbaa !193, !range !69, !noundef !70
  %69 = trunc nuw i8 %68 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %6, ptr noundef nonnull byval(%"class.sycl::_V1::range") align 8 %7, ptr noundef nonnull byval(%"class.sycl::_V1::range") align 8 %8, i32 noundef %64, ptr noundef nonnull %58, i32 noundef 1, i32 noundef 4, i64 noundef %66, i1 noundef zeroext %69, ptr noundef nonnull align 8 dereferenceable(32) %3)
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
  store i32 0, ptr %83, align 4, !tbaa !28
  %84 = load ptr, ptr %75, align 8, !tbaa !29
  %85 = getelementptr inbounds i8, ptr %84, i64 16
  %86 = load ptr, ptr %85, align 8
  tail call void %86(ptr noundef nonnull align 8 dereferenceable(16) %75) #25
  %87 = load ptr, ptr %75, align 8, !tbaa !29
  %88 = getelementptr inbounds i8, ptr %87, i64 24
  %89 = load ptr, ptr %88, align 8
  tail call void %89(ptr noundef nonnull align 8 dereferenceable(16) %75) #25
  br label %101

90:                                               ; preds = %77
  %91 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
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
  br i1 %99, label %100, label %101, !prof !32

100:                                              ; preds = %97
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %75) #25
  br label %101

101:                                              ; preds = %100, %97, %82, %72
  %102 = getelementptr inbounds i8, ptr %73, i64 16
  %103 = icmp eq ptr %102, %53
  br i1 %103, label %104, label %72, !llvm.loop !33

104:                                              ; preds = %101
  %105 = load ptr, ptr %55, align 8, !tbaa !21
  br label %106

106:                                              ; preds = %104, %70
  %107 = phi ptr [ %105, %104 ], [ %52, %70 ]
  %108 = icmp eq ptr %107, null
  br i1 %108, label %114, label %109

109:                                              ; preds = %106
  %110 = load ptr, ptr %57, align 8, !tbaa !34
  %111 = ptrtoint ptr %110 to i64
  %112 = ptrtoint ptr %107 to i64
  %113 = sub i64 %111, %112
  tail call void @_ZdlPvm(ptr noundef nonnull %107, i64 noundef %113) #27
  br label %114

114:                                              ; preds = %106, %109
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #25
  %115 = getelementptr inbounds i8, ptr %0, i64 16
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %115, i8 0, i64 16, i1 false)
  %116 = load ptr, ptr %18, align 8, !tbaa !15
  %117 = load ptr, ptr %17, align 8, !tbaa !15
  %118 = ptrtoint ptr %116 to i64
  %119 = ptrtoint ptr %117 to i64
  %120 = sub i64 %118, %119
  %121 = icmp eq ptr %116, %117
  br i1 %121, label %182, label %122

122:                                              ; preds = %114
  %123 = icmp ugt i64 %120, 9223372036854775792
  br i1 %123, label %124, label %126, !prof !32

124:                                              ; preds = %122
  invoke void @_ZSt28__throw_bad_array_new_lengthv() #28
          to label %125 unwind label %210

125:                                              ; preds = %124
  unreachable

126:                                              ; preds = %122
  %127 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %120) #24
          to label %128 unwind label %210

128:                                              ; preds = %126, %145
  %129 = phi ptr [ %147, %145 ], [ %127, %126 ]
  %130 = phi ptr [ %146, %145 ], [ %117, %126 ]
  %131 = load ptr, ptr %130, align 8, !tbaa !251
  store ptr %131, ptr %129, align 8, !tbaa !251
  %132 = getelementptr inbounds i8, ptr %129, i64 8
  %133 = getelementptr inbounds i8, ptr %130, i64 8
  %134 = load ptr, ptr %133, align 8, !tbaa !24
  store ptr %134, ptr %132, align 8, !tbaa !24
  %135 = icmp eq ptr %134, null
  br i1 %135, label %145, label %136

136:                                              ; preds = %128
  %137 = getelementptr inbounds i8, ptr %134, i64 8
  %138 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
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
  br i1 %148, label %149, label %128, !llvm.loop !253

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
  store i32 0, ptr %160, align 4, !tbaa !28
  %161 = load ptr, ptr %152, align 8, !tbaa !29
  %162 = getelementptr inbounds i8, ptr %161, i64 16
  %163 = load ptr, ptr %162, align 8
  tail call void %163(ptr noundef nonnull align 8 dereferenceable(16) %152) #25
  %164 = load ptr, ptr %152, align 8, !tbaa !29
  %165 = getelementptr inbounds i8, ptr %164, i64 24
  %166 = load ptr, ptr %165, align 8
  tail call void %166(ptr noundef nonnull align 8 dereferenceable(16) %152) #25
  br label %178

167:                                              ; preds = %154
  %168 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
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
  br i1 %176, label %177, label %178, !prof !32

177:                                              ; preds = %174
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %152) #25
  br label %178

178:                                              ; preds = %177, %174, %159, %149
  %179 = getelementptr inbounds i8, ptr %150, i64 16
  %180 = icmp eq ptr %150, %129
  br i1 %180, label %181, label %149, !llvm.loop !33

181:                                              ; preds = %178
  tail call void @_ZdlPvm(ptr noundef nonnull %127, i64 noundef %120) #27
  br label %182

182:                                              ; preds = %114, %181
  invoke void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(176) %2, ptr noundef nonnull %0, i32 noundef 2014)
          to label %183 unwind label %208

183:                                              ; preds = %182
  %184 = invoke noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %185 unwind label %208

185:                                              ; preds = %183
  store ptr %184, ptr %115, align 8, !tbaa !318
  %186 = load ptr, ptr %1, align 8, !tbaa !176
  %187 = icmp eq ptr %186, null
  br i1 %187, label %188, label %189

188:                                              ; preds = %185
  tail call void @__assert_fail(ptr noundef nonnull @.str.10, ptr noundef nonnull @.str.11, i32 noundef 29, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_6bufferIiLi1ENS1_17aligned_allocatorIiEEvEEEERKDtsrT_4implERKS8_) #26
  unreachable

189:                                              ; preds = %185
  %190 = load ptr, ptr %0, align 8, !tbaa !243
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
  %200 = call noundef ptr @_ZN4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #25
  %201 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #25
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
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %9) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #25
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
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #25
  br label %214

214:                                              ; preds = %212, %206
  %215 = phi { ptr, i32 } [ %213, %212 ], [ %207, %206 ]
  resume { ptr, i32 } %215
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal { i64, i32 } @_ZN4sycl3_V16detail18getKernelParamDescIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlvE_EENS1_19kernel_param_desc_tEi(i32 noundef %0) #19 {
  %2 = add i32 %0, 8
  %3 = zext i32 %2 to i64
  %4 = getelementptr inbounds [19 x %"struct.sycl::_V1::detail::kernel_param_desc_t"], ptr @_ZN4sycl3_V16detailL17kernel_signaturesE, i64 0, i64 %3
  %5 = load i64, ptr %4, align 4
  %6 = getelementptr inbounds i8, ptr %4, i64 8
  %7 = load i32, ptr %6, align 4, !tbaa !13
  %8 = insertvalue { i64, i32 } poison, i64 %5, 0
  %9 = insertvalue { i64, i32 } %8, i32 %7, 1
  ret { i64, i32 } %9
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef nonnull ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlvE_vLi1EE6getPtrEv(ptr noundef nonnull readnone align 8 dereferenceable(136) %0) unnamed_addr #19 align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlvE_vLi1EED2Ev(ptr nocapture noundef nonnull align 8 dereferenceable(136) %0) unnamed_addr #5 align 2 personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlvE_vLi1EEE, i64 16), ptr %0, align 8, !tbaa !29
  %2 = getelementptr inbounds i8, ptr %0, i64 104
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
  store i32 0, ptr %11, align 4, !tbaa !28
  %12 = load ptr, ptr %3, align 8, !tbaa !29
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  %15 = load ptr, ptr %3, align 8, !tbaa !29
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
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
  br i1 %27, label %28, label %29, !prof !32

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
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
  store i32 0, ptr %39, align 4, !tbaa !28
  %40 = load ptr, ptr %31, align 8, !tbaa !29
  %41 = getelementptr inbounds i8, ptr %40, i64 16
  %42 = load ptr, ptr %41, align 8
  tail call void %42(ptr noundef nonnull align 8 dereferenceable(16) %31) #25
  %43 = load ptr, ptr %31, align 8, !tbaa !29
  %44 = getelementptr inbounds i8, ptr %43, i64 24
  %45 = load ptr, ptr %44, align 8
  tail call void %45(ptr noundef nonnull align 8 dereferenceable(16) %31) #25
  br label %57

46:                                               ; preds = %33
  %47 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
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
  br i1 %55, label %56, label %57, !prof !32

56:                                               ; preds = %53
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #25
  br label %57

57:                                               ; preds = %29, %38, %53, %56
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlvE_vLi1EED0Ev(ptr noundef nonnull align 8 dereferenceable(136) %0) unnamed_addr #5 align 2 {
  tail call void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlvE_vLi1EED2Ev(ptr noundef nonnull align 8 dereferenceable(136) %0) #25
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 136) #27
  ret void
}

; Function Attrs: mustprogress uwtable
define internal void @_ZN4sycl3_V16detail19runKernelWithoutArgIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlvE_Lb0EEEvT_RKSt17integral_constantIbXT0_EE(ptr noundef nonnull %0, ptr nocapture nonnull readnone align 1 %1) #2 personality ptr @__gxx_personality_v0 {
  %3 = alloca { ptr, [56 x i8] }, align 8
  %4 = alloca { ptr, [56 x i8] }, align 8
  %5 = alloca %"class.sycl::_V1::detail::accessor_common<float, 3, sycl::_V1::access::mode::read, sycl::_V1::access::target::device, sycl::_V1::access::placeholder::false_t>::AccessorSubscript", align 8
  %6 = alloca { ptr, [56 x i8] }, align 8
  %7 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0), !noalias !319
  %8 = load i64, ptr %7, align 8
  %9 = getelementptr inbounds i8, ptr %7, i64 8
  %10 = load i64, ptr %9, align 8
  %11 = getelementptr inbounds i8, ptr %7, i64 16
  %12 = load i64, ptr %11, align 8
  %13 = icmp eq i64 %8, 0
  br i1 %13, label %293, label %14

14:                                               ; preds = %2
  %15 = icmp eq i64 %10, 0
  %16 = icmp eq i64 %12, 0
  %17 = getelementptr inbounds i8, ptr %0, i64 8
  %18 = getelementptr inbounds i8, ptr %0, i64 16
  %19 = getelementptr inbounds i8, ptr %5, i64 32
  %20 = getelementptr inbounds i8, ptr %5, i64 24
  %21 = getelementptr inbounds i8, ptr %5, i64 8
  %22 = getelementptr inbounds i8, ptr %5, i64 16
  %23 = getelementptr inbounds i8, ptr %5, i64 40
  %24 = getelementptr inbounds i8, ptr %0, i64 80
  %25 = getelementptr inbounds i8, ptr %0, i64 84
  br label %26

26:                                               ; preds = %36, %14
  %27 = phi i32 [ 0, %14 ], [ %39, %36 ]
  %28 = phi i64 [ 0, %14 ], [ %40, %36 ]
  %29 = phi i32 [ 0, %14 ], [ %38, %36 ]
  %30 = phi i32 [ 0, %14 ], [ %37, %36 ]
  br i1 %15, label %36, label %31

31:                                               ; preds = %26, %42
  %32 = phi i32 [ %45, %42 ], [ %27, %26 ]
  %33 = phi i64 [ %46, %42 ], [ 0, %26 ]
  %34 = phi i32 [ %44, %42 ], [ %29, %26 ]
  %35 = phi i32 [ %43, %42 ], [ %30, %26 ]
  br i1 %16, label %42, label %48

36:                                               ; preds = %42, %26
  %37 = phi i32 [ %30, %26 ], [ %43, %42 ]
  %38 = phi i32 [ %29, %26 ], [ %44, %42 ]
  %39 = phi i32 [ %27, %26 ], [ %45, %42 ]
  %40 = add nuw i64 %28, 1
  %41 = icmp eq i64 %40, %8
  br i1 %41, label %293, label %26, !llvm.loop !324

42:                                               ; preds = %287, %31
  %43 = phi i32 [ %35, %31 ], [ %288, %287 ]
  %44 = phi i32 [ %34, %31 ], [ %289, %287 ]
  %45 = phi i32 [ %32, %31 ], [ %290, %287 ]
  %46 = add nuw i64 %33, 1
  %47 = icmp eq i64 %46, %10
  br i1 %47, label %36, label %31, !llvm.loop !325

48:                                               ; preds = %31, %287
  %49 = phi i32 [ %290, %287 ], [ %32, %31 ]
  %50 = phi i64 [ %291, %287 ], [ 0, %31 ]
  %51 = phi i32 [ %289, %287 ], [ %34, %31 ]
  %52 = phi i32 [ %288, %287 ], [ %35, %31 ]
  call void @llvm.lifetime.start.p0(i64 104, ptr nonnull %5) #25
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %6)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %4)
  %53 = load ptr, ptr %0, align 8, !tbaa !243, !noalias !326
  %54 = load ptr, ptr %17, align 8, !tbaa !24, !noalias !326
  %55 = icmp eq ptr %54, null
  br i1 %55, label %112, label %56

56:                                               ; preds = %48
  %57 = getelementptr inbounds i8, ptr %54, i64 8
  %58 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !326
  %59 = icmp eq i8 %58, 0
  br i1 %59, label %63, label %60

60:                                               ; preds = %56
  %61 = load i32, ptr %57, align 4, !tbaa !13, !noalias !326
  %62 = add nsw i32 %61, 1
  store i32 %62, ptr %57, align 4, !tbaa !13, !noalias !326
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %4, ptr noundef nonnull align 8 dereferenceable(64) %18, i64 64, i1 false), !noalias !326
  br label %69

63:                                               ; preds = %56
  %64 = atomicrmw volatile add ptr %57, i32 1 acq_rel, align 4, !noalias !326
  %65 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !326
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %4, ptr noundef nonnull align 8 dereferenceable(64) %18, i64 64, i1 false), !noalias !326
  %66 = icmp eq i8 %65, 0
  br i1 %66, label %72, label %67

67:                                               ; preds = %63
  %68 = load i32, ptr %57, align 4, !tbaa !13, !noalias !326
  br label %69

69:                                               ; preds = %67, %60
  %70 = phi i32 [ %68, %67 ], [ %62, %60 ]
  %71 = add nsw i32 %70, 1
  store i32 %71, ptr %57, align 4, !tbaa !13, !noalias !326
  br label %74

72:                                               ; preds = %63
  %73 = atomicrmw volatile add ptr %57, i32 1 acq_rel, align 4, !noalias !326
  br label %74

74:                                               ; preds = %72, %69
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %6, ptr noundef nonnull align 8 dereferenceable(64) %4, i64 64, i1 false)
  %75 = load atomic i64, ptr %57 acquire, align 8, !noalias !326
  %76 = icmp eq i64 %75, 4294967297
  %77 = trunc i64 %75 to i32
  br i1 %76, label %78, label %86

78:                                               ; preds = %74
  store i32 0, ptr %57, align 8, !tbaa !26, !noalias !326
  %79 = getelementptr inbounds i8, ptr %54, i64 12
  store i32 0, ptr %79, align 4, !tbaa !28, !noalias !326
  %80 = load ptr, ptr %54, align 8, !tbaa !29, !noalias !326
  %81 = getelementptr inbounds i8, ptr %80, i64 16
  %82 = load ptr, ptr %81, align 8, !noalias !326
  call void %82(ptr noundef nonnull align 8 dereferenceable(16) %54) #25, !noalias !326
  %83 = load ptr, ptr %54, align 8, !tbaa !29, !noalias !326
  %84 = getelementptr inbounds i8, ptr %83, i64 24
  %85 = load ptr, ptr %84, align 8, !noalias !326
  call void %85(ptr noundef nonnull align 8 dereferenceable(16) %54) #25, !noalias !326
  br label %97

86:                                               ; preds = %74
  %87 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !326
  %88 = icmp eq i8 %87, 0
  br i1 %88, label %91, label %89

89:                                               ; preds = %86
  %90 = add nsw i32 %77, -1
  store i32 %90, ptr %57, align 4, !tbaa !13, !noalias !326
  br label %93

91:                                               ; preds = %86
  %92 = atomicrmw volatile add ptr %57, i32 -1 acq_rel, align 4, !noalias !326
  br label %93

93:                                               ; preds = %91, %89
  %94 = phi i32 [ %77, %89 ], [ %92, %91 ]
  %95 = icmp eq i32 %94, 1
  br i1 %95, label %96, label %97, !prof !32

96:                                               ; preds = %93
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %54) #25, !noalias !326
  br label %97

97:                                               ; preds = %96, %93, %78
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3)
  %98 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !329
  %99 = icmp eq i8 %98, 0
  br i1 %99, label %103, label %100

100:                                              ; preds = %97
  %101 = load i32, ptr %57, align 4, !tbaa !13, !noalias !329
  %102 = add nsw i32 %101, 1
  store i32 %102, ptr %57, align 4, !tbaa !13, !noalias !329
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %3, ptr noundef nonnull align 8 dereferenceable(64) %6, i64 64, i1 false), !noalias !329
  store i64 %28, ptr %5, align 8
  store i64 %33, ptr %21, align 8
  store i64 0, ptr %22, align 8
  store ptr %53, ptr %20, align 8, !tbaa !243, !alias.scope !329
  store ptr %54, ptr %19, align 8, !tbaa !24, !alias.scope !329
  br label %107

103:                                              ; preds = %97
  %104 = atomicrmw volatile add ptr %57, i32 1 acq_rel, align 4, !noalias !329
  %105 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !329
  %106 = icmp eq i8 %105, 0
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %3, ptr noundef nonnull align 8 dereferenceable(64) %6, i64 64, i1 false), !noalias !329
  store i64 %28, ptr %5, align 8
  store i64 %33, ptr %21, align 8
  store i64 0, ptr %22, align 8
  store ptr %53, ptr %20, align 8, !tbaa !243, !alias.scope !329
  store ptr %54, ptr %19, align 8, !tbaa !24, !alias.scope !329
  br i1 %106, label %110, label %107

107:                                              ; preds = %103, %100
  %108 = load i32, ptr %57, align 4, !tbaa !13, !noalias !329
  %109 = add nsw i32 %108, 1
  store i32 %109, ptr %57, align 4, !tbaa !13, !noalias !329
  br label %113

110:                                              ; preds = %103
  %111 = atomicrmw volatile add ptr %57, i32 1 acq_rel, align 4, !noalias !329
  br label %113

112:                                              ; preds = %48
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %6, ptr noundef nonnull align 8 dereferenceable(64) %18, i64 64, i1 false)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4)
  call void @llvm.experimental.noalias.scope.decl(metadata !329)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3)
  store i64 %28, ptr %5, align 8
  store i64 %33, ptr %21, align 8
  store ptr %53, ptr %20, align 8, !tbaa !243, !alias.scope !329
  store ptr null, ptr %19, align 8, !tbaa !24, !alias.scope !329
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %23, ptr noundef nonnull align 8 dereferenceable(64) %18, i64 64, i1 false)
  br label %136

113:                                              ; preds = %110, %107
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %23, ptr noundef nonnull align 8 dereferenceable(64) %3, i64 64, i1 false)
  %114 = load atomic i64, ptr %57 acquire, align 8, !noalias !329
  %115 = icmp eq i64 %114, 4294967297
  %116 = trunc i64 %114 to i32
  br i1 %115, label %117, label %125

117:                                              ; preds = %113
  store i32 0, ptr %57, align 8, !tbaa !26, !noalias !329
  %118 = getelementptr inbounds i8, ptr %54, i64 12
  store i32 0, ptr %118, align 4, !tbaa !28, !noalias !329
  %119 = load ptr, ptr %54, align 8, !tbaa !29, !noalias !329
  %120 = getelementptr inbounds i8, ptr %119, i64 16
  %121 = load ptr, ptr %120, align 8, !noalias !329
  call void %121(ptr noundef nonnull align 8 dereferenceable(16) %54) #25, !noalias !329
  %122 = load ptr, ptr %54, align 8, !tbaa !29, !noalias !329
  %123 = getelementptr inbounds i8, ptr %122, i64 24
  %124 = load ptr, ptr %123, align 8, !noalias !329
  call void %124(ptr noundef nonnull align 8 dereferenceable(16) %54) #25, !noalias !329
  br label %136

125:                                              ; preds = %113
  %126 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !329
  %127 = icmp eq i8 %126, 0
  br i1 %127, label %130, label %128

128:                                              ; preds = %125
  %129 = add nsw i32 %116, -1
  store i32 %129, ptr %57, align 4, !tbaa !13, !noalias !329
  br label %132

130:                                              ; preds = %125
  %131 = atomicrmw volatile add ptr %57, i32 -1 acq_rel, align 4, !noalias !329
  br label %132

132:                                              ; preds = %130, %128
  %133 = phi i32 [ %116, %128 ], [ %131, %130 ]
  %134 = icmp eq i32 %133, 1
  br i1 %134, label %135, label %136, !prof !32

135:                                              ; preds = %132
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %54) #25, !noalias !329
  br label %136

136:                                              ; preds = %135, %132, %117, %112
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3)
  store i64 %50, ptr %22, align 8, !tbaa !43
  %137 = load i64, ptr %5, align 8
  %138 = load i64, ptr %21, align 8
  %139 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %20)
          to label %140 unwind label %226

140:                                              ; preds = %136
  %141 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %20)
          to label %142 unwind label %226

142:                                              ; preds = %140
  %143 = load i64, ptr %141, align 8
  %144 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %20)
          to label %145 unwind label %226

145:                                              ; preds = %142
  %146 = getelementptr inbounds i8, ptr %144, i64 8
  %147 = load i64, ptr %146, align 8
  %148 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %20)
          to label %149 unwind label %226

149:                                              ; preds = %145
  %150 = getelementptr inbounds i8, ptr %148, i64 8
  %151 = load i64, ptr %150, align 8
  %152 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %20)
          to label %153 unwind label %226

153:                                              ; preds = %149
  %154 = getelementptr inbounds i8, ptr %152, i64 16
  %155 = load i64, ptr %154, align 8
  %156 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %20)
          to label %157 unwind label %226

157:                                              ; preds = %153
  %158 = add i64 %143, %137
  %159 = mul i64 %147, %158
  %160 = add i64 %159, %138
  %161 = add i64 %160, %151
  %162 = mul i64 %155, %161
  %163 = getelementptr inbounds i8, ptr %156, i64 16
  %164 = load i64, ptr %163, align 8
  %165 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %20) #25
  %166 = getelementptr float, ptr %165, i64 %50
  %167 = getelementptr float, ptr %166, i64 %162
  %168 = getelementptr float, ptr %167, i64 %164
  %169 = load float, ptr %168, align 4, !tbaa !5
  %170 = load ptr, ptr %19, align 8, !tbaa !24
  %171 = icmp eq ptr %170, null
  br i1 %171, label %196, label %172

172:                                              ; preds = %157
  %173 = getelementptr inbounds i8, ptr %170, i64 8
  %174 = load atomic i64, ptr %173 acquire, align 8
  %175 = icmp eq i64 %174, 4294967297
  %176 = trunc i64 %174 to i32
  br i1 %175, label %177, label %185

177:                                              ; preds = %172
  store i32 0, ptr %173, align 8, !tbaa !26
  %178 = getelementptr inbounds i8, ptr %170, i64 12
  store i32 0, ptr %178, align 4, !tbaa !28
  %179 = load ptr, ptr %170, align 8, !tbaa !29
  %180 = getelementptr inbounds i8, ptr %179, i64 16
  %181 = load ptr, ptr %180, align 8
  call void %181(ptr noundef nonnull align 8 dereferenceable(16) %170) #25
  %182 = load ptr, ptr %170, align 8, !tbaa !29
  %183 = getelementptr inbounds i8, ptr %182, i64 24
  %184 = load ptr, ptr %183, align 8
  call void %184(ptr noundef nonnull align 8 dereferenceable(16) %170) #25
  br label %196

185:                                              ; preds = %172
  %186 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %187 = icmp eq i8 %186, 0
  br i1 %187, label %190, label %188

188:                                              ; preds = %185
  %189 = add nsw i32 %176, -1
  store i32 %189, ptr %173, align 4, !tbaa !13
  br label %192

190:                                              ; preds = %185
  %191 = atomicrmw volatile add ptr %173, i32 -1 acq_rel, align 4
  br label %192

192:                                              ; preds = %190, %188
  %193 = phi i32 [ %176, %188 ], [ %191, %190 ]
  %194 = icmp eq i32 %193, 1
  br i1 %194, label %195, label %196, !prof !32

195:                                              ; preds = %192
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %170) #25
  br label %196

196:                                              ; preds = %195, %192, %177, %157
  br i1 %55, label %221, label %197

197:                                              ; preds = %196
  %198 = getelementptr inbounds i8, ptr %54, i64 8
  %199 = load atomic i64, ptr %198 acquire, align 8
  %200 = icmp eq i64 %199, 4294967297
  %201 = trunc i64 %199 to i32
  br i1 %200, label %202, label %210

202:                                              ; preds = %197
  store i32 0, ptr %198, align 8, !tbaa !26
  %203 = getelementptr inbounds i8, ptr %54, i64 12
  store i32 0, ptr %203, align 4, !tbaa !28
  %204 = load ptr, ptr %54, align 8, !tbaa !29
  %205 = getelementptr inbounds i8, ptr %204, i64 16
  %206 = load ptr, ptr %205, align 8
  call void %206(ptr noundef nonnull align 8 dereferenceable(16) %54) #25
  %207 = load ptr, ptr %54, align 8, !tbaa !29
  %208 = getelementptr inbounds i8, ptr %207, i64 24
  %209 = load ptr, ptr %208, align 8
  call void %209(ptr noundef nonnull align 8 dereferenceable(16) %54) #25
  br label %221

210:                                              ; preds = %197
  %211 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %212 = icmp eq i8 %211, 0
  br i1 %212, label %215, label %213

213:                                              ; preds = %210
  %214 = add nsw i32 %201, -1
  store i32 %214, ptr %198, align 4, !tbaa !13
  br label %217

215:                                              ; preds = %210
  %216 = atomicrmw volatile add ptr %198, i32 -1 acq_rel, align 4
  br label %217

217:                                              ; preds = %215, %213
  %218 = phi i32 [ %201, %213 ], [ %216, %215 ]
  %219 = icmp eq i32 %218, 1
  br i1 %219, label %220, label %221, !prof !32

220:                                              ; preds = %217
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %54) #25
  br label %221

221:                                              ; preds = %220, %217, %202, %196
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %6)
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %5) #25
  %222 = load float, ptr %24, align 8, !tbaa !332
  %223 = fcmp olt float %169, %222
  br i1 %223, label %224, label %280

224:                                              ; preds = %221
  %225 = add nsw i32 %49, 1
  br label %287

226:                                              ; preds = %153, %149, %145, %142, %140, %136
  %227 = landingpad { ptr, i32 }
          cleanup
  %228 = load ptr, ptr %19, align 8, !tbaa !24
  %229 = icmp eq ptr %228, null
  br i1 %229, label %254, label %230

230:                                              ; preds = %226
  %231 = getelementptr inbounds i8, ptr %228, i64 8
  %232 = load atomic i64, ptr %231 acquire, align 8
  %233 = icmp eq i64 %232, 4294967297
  %234 = trunc i64 %232 to i32
  br i1 %233, label %235, label %243

235:                                              ; preds = %230
  store i32 0, ptr %231, align 8, !tbaa !26
  %236 = getelementptr inbounds i8, ptr %228, i64 12
  store i32 0, ptr %236, align 4, !tbaa !28
  %237 = load ptr, ptr %228, align 8, !tbaa !29
  %238 = getelementptr inbounds i8, ptr %237, i64 16
  %239 = load ptr, ptr %238, align 8
  call void %239(ptr noundef nonnull align 8 dereferenceable(16) %228) #25
  %240 = load ptr, ptr %228, align 8, !tbaa !29
  %241 = getelementptr inbounds i8, ptr %240, i64 24
  %242 = load ptr, ptr %241, align 8
  call void %242(ptr noundef nonnull align 8 dereferenceable(16) %228) #25
  br label %254

243:                                              ; preds = %230
  %244 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %245 = icmp eq i8 %244, 0
  br i1 %245, label %248, label %246

246:                                              ; preds = %243
  %247 = add nsw i32 %234, -1
  store i32 %247, ptr %231, align 4, !tbaa !13
  br label %250

248:                                              ; preds = %243
  %249 = atomicrmw volatile add ptr %231, i32 -1 acq_rel, align 4
  br label %250

250:                                              ; preds = %248, %246
  %251 = phi i32 [ %234, %246 ], [ %249, %248 ]
  %252 = icmp eq i32 %251, 1
  br i1 %252, label %253, label %254, !prof !32

253:                                              ; preds = %250
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %228) #25
  br label %254

254:                                              ; preds = %253, %250, %235, %226
  br i1 %55, label %279, label %255

255:                                              ; preds = %254
  %256 = getelementptr inbounds i8, ptr %54, i64 8
  %257 = load atomic i64, ptr %256 acquire, align 8
  %258 = icmp eq i64 %257, 4294967297
  %259 = trunc i64 %257 to i32
  br i1 %258, label %260, label %268

260:                                              ; preds = %255
  store i32 0, ptr %256, align 8, !tbaa !26
  %261 = getelementptr inbounds i8, ptr %54, i64 12
  store i32 0, ptr %261, align 4, !tbaa !28
  %262 = load ptr, ptr %54, align 8, !tbaa !29
  %263 = getelementptr inbounds i8, ptr %262, i64 16
  %264 = load ptr, ptr %263, align 8
  call void %264(ptr noundef nonnull align 8 dereferenceable(16) %54) #25
  %265 = load ptr, ptr %54, align 8, !tbaa !29
  %266 = getelementptr inbounds i8, ptr %265, i64 24
  %267 = load ptr, ptr %266, align 8
  call void %267(ptr noundef nonnull align 8 dereferenceable(16) %54) #25
  br label %279

268:                                              ; preds = %255
  %269 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %270 = icmp eq i8 %269, 0
  br i1 %270, label %273, label %271

271:                                              ; preds = %268
  %272 = add nsw i32 %259, -1
  store i32 %272, ptr %256, align 4, !tbaa !13
  br label %275

273:                                              ; preds = %268
  %274 = atomicrmw volatile add ptr %256, i32 -1 acq_rel, align 4
  br label %275

275:                                              ; preds = %273, %271
  %276 = phi i32 [ %259, %271 ], [ %274, %273 ]
  %277 = icmp eq i32 %276, 1
  br i1 %277, label %278, label %279, !prof !32

278:                                              ; preds = %275
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %54) #25
  br label %279

279:                                              ; preds = %278, %275, %260, %254
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %6)
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %5) #25
  resume { ptr, i32 } %227

280:                                              ; preds = %221
  %281 = load float, ptr %25, align 4, !tbaa !333
  %282 = fcmp olt float %169, %281
  br i1 %282, label %283, label %285

283:                                              ; preds = %280
  %284 = add nsw i32 %52, 1
  br label %287

285:                                              ; preds = %280
  %286 = add nsw i32 %51, 1
  br label %287

287:                                              ; preds = %285, %283, %224
  %288 = phi i32 [ %52, %224 ], [ %284, %283 ], [ %52, %285 ]
  %289 = phi i32 [ %51, %224 ], [ %51, %283 ], [ %286, %285 ]
  %290 = phi i32 [ %225, %224 ], [ %49, %283 ], [ %49, %285 ]
  %291 = add nuw i64 %50, 1
  %292 = icmp eq i64 %291, %12
  br i1 %292, label %42, label %48, !llvm.loop !334

293:                                              ; preds = %36, %2
  %294 = phi i32 [ 0, %2 ], [ %37, %36 ]
  %295 = phi i32 [ 0, %2 ], [ %38, %36 ]
  %296 = phi i32 [ 0, %2 ], [ %39, %36 ]
  %297 = getelementptr inbounds i8, ptr %0, i64 88
  %298 = call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %297), !noalias !335
  %299 = call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %297), !noalias !338
  %300 = load i64, ptr %299, align 8
  %301 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %297) #25
  %302 = getelementptr i32, ptr %301, i64 %300
  store i32 %296, ptr %302, align 4, !tbaa !13
  %303 = call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %297), !noalias !341
  %304 = call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %297), !noalias !344
  %305 = load i64, ptr %304, align 8
  %306 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %297) #25
  %307 = getelementptr i32, ptr %306, i64 %305
  %308 = getelementptr i8, ptr %307, i64 4
  store i32 %294, ptr %308, align 4, !tbaa !13
  %309 = call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %297), !noalias !347
  %310 = call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %297), !noalias !350
  %311 = load i64, ptr %310, align 8
  %312 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %297) #25
  %313 = getelementptr i32, ptr %312, i64 %311
  %314 = getelementptr i8, ptr %313, i64 8
  store i32 %295, ptr %314, align 4, !tbaa !13
  %315 = getelementptr inbounds i8, ptr %0, i64 120
  %316 = load i32, ptr %315, align 8, !tbaa !306
  %317 = call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %297), !noalias !353
  %318 = call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %297), !noalias !356
  %319 = load i64, ptr %318, align 8
  %320 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %297) #25
  %321 = getelementptr i32, ptr %320, i64 %319
  %322 = getelementptr i8, ptr %321, i64 12
  store i32 %316, ptr %322, align 4, !tbaa !13
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal { i64, i32 } @_ZN4sycl3_V16detail18getKernelParamDescIZ4mainEUlNS0_2idILi1EEEE_EENS1_19kernel_param_desc_tEi(i32 noundef %0) #19 {
  %2 = add i32 %0, 14
  %3 = zext i32 %2 to i64
  %4 = getelementptr inbounds [19 x %"struct.sycl::_V1::detail::kernel_param_desc_t"], ptr @_ZN4sycl3_V16detailL17kernel_signaturesE, i64 0, i64 %3
  %5 = load i64, ptr %4, align 4
  %6 = getelementptr inbounds i8, ptr %4, i64 8
  %7 = load i32, ptr %6, align 4, !tbaa !13
  %8 = insertvalue { i64, i32 } poison, i64 %5, 0
  %9 = insertvalue { i64, i32 } %8, i32 %7, 1
  ret { i64, i32 } %9
}

declare void @_ZN4sycl3_V136submit_kernel_direct_with_event_implERKNS0_5queueERKNS0_6detail16nd_range_view_v113nd_range_viewERNS4_17HostKernelRefBaseEPNS4_16DeviceKernelInfoENS0_4spanIKNS0_5eventELm18446744073709551615EEERKNS4_27kernel_launch_properties_v111PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENSJ_5intel12experimental12cache_configENSL_17use_root_sync_keyENSL_23work_group_progress_keyENSL_22sub_group_progress_keyENSL_22work_item_progress_keyENSL_4cuda12cluster_sizeILi1EEENSV_ILi2EEENSV_ILi3EEEEEERKNS4_13code_locationEb(ptr dead_on_unwind writable sret(%"class.sycl::_V1::event") align 8, ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(32), ptr noundef nonnull align 8 dereferenceable(8), ptr noundef, ptr noundef byval(%"class.sycl::_V1::span") align 8, ptr noundef nonnull align 8 dereferenceable(145), ptr noundef nonnull align 8 dereferenceable(24), i1 noundef zeroext) local_unnamed_addr #6

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal noundef ptr @_ZN4sycl3_V16detail13HostKernelRefIZ4mainEUlNS0_2idILi1EEEE_RS5_NS0_4itemILi1ELb1EEELi1EE6getPtrEv(ptr nocapture noundef nonnull readonly align 8 dereferenceable(16) %0) unnamed_addr #21 align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !359
  ret ptr %3
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail13HostKernelRefIZ4mainEUlNS0_2idILi1EEEE_RS5_NS0_4itemILi1ELb1EEELi1EED0Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #5 align 2 {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 16) #27
  ret void
}

; Function Attrs: mustprogress uwtable
define internal void @_ZNK4sycl3_V16detail13HostKernelRefIZ4mainEUlNS0_2idILi1EEEE_RS5_NS0_4itemILi1ELb1EEELi1EE19takeOrCopyOwnershipEv(ptr dead_on_unwind noalias nocapture writable writeonly sret(%"class.std::unique_ptr.58") align 8 %0, ptr nocapture noundef nonnull readonly align 8 dereferenceable(16) %1) unnamed_addr #2 align 2 personality ptr @__gxx_personality_v0 {
  %3 = invoke noalias noundef nonnull dereferenceable(16) ptr @_Znwm(i64 noundef 16) #24
          to label %4 unwind label %9

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %1, i64 8
  %6 = load ptr, ptr %5, align 8, !tbaa !359
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %3, align 8, !tbaa !29
  %7 = getelementptr inbounds i8, ptr %3, i64 8
  %8 = load i64, ptr %6, align 8, !tbaa !15
  store i64 %8, ptr %7, align 8, !tbaa !15
  store ptr %3, ptr %0, align 8, !tbaa !15
  ret void

9:                                                ; preds = %2
  %10 = landingpad { ptr, i32 }
          cleanup
  store ptr null, ptr %0, align 8, !tbaa !15
  resume { ptr, i32 } %10
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef nonnull ptr @_ZN4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv(ptr noundef nonnull readnone align 8 dereferenceable(16) %0) unnamed_addr #19 align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #5 align 2 {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 16) #27
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local { i64, i32 } @_ZN4sycl3_V16detail18getKernelParamDescI4BumpEENS1_19kernel_param_desc_tEi(i32 noundef %0) #2 comdat {
  %2 = add i32 %0, 17
  %3 = zext i32 %2 to i64
  %4 = getelementptr inbounds [19 x %"struct.sycl::_V1::detail::kernel_param_desc_t"], ptr @_ZN4sycl3_V16detailL17kernel_signaturesE, i64 0, i64 %3
  %5 = load i64, ptr %4, align 4
  %6 = getelementptr inbounds i8, ptr %4, i64 8
  %7 = load i32, ptr %6, align 4, !tbaa !13
  %8 = insertvalue { i64, i32 } poison, i64 %5, 0
  %9 = insertvalue { i64, i32 } %8, i32 %7, 1
  ret { i64, i32 } %9
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail14HostKernelBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #5 comdat align 2 {
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal noundef ptr @_ZN4sycl3_V16detail13HostKernelRefIZ4mainEUlNS0_2idILi1EEEE0_RS5_NS0_4itemILi1ELb1EEELi1EE6getPtrEv(ptr nocapture noundef nonnull readonly align 8 dereferenceable(16) %0) unnamed_addr #21 align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !363
  ret ptr %3
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail13HostKernelRefIZ4mainEUlNS0_2idILi1EEEE0_RS5_NS0_4itemILi1ELb1EEELi1EED0Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #5 align 2 {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 16) #27
  ret void
}

; Function Attrs: mustprogress uwtable
define internal void @_ZNK4sycl3_V16detail13HostKernelRefIZ4mainEUlNS0_2idILi1EEEE0_RS5_NS0_4itemILi1ELb1EEELi1EE19takeOrCopyOwnershipEv(ptr dead_on_unwind noalias nocapture writable writeonly sret(%"class.std::unique_ptr.58") align 8 %0, ptr nocapture noundef nonnull readonly align 8 dereferenceable(16) %1) unnamed_addr #2 align 2 personality ptr @__gxx_personality_v0 {
  %3 = invoke noalias noundef nonnull dereferenceable(16) ptr @_Znwm(i64 noundef 16) #24
          to label %4 unwind label %9

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %1, i64 8
  %6 = load ptr, ptr %5, align 8, !tbaa !363
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE0_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %3, align 8, !tbaa !29
  %7 = getelementptr inbounds i8, ptr %3, i64 8
  %8 = load i64, ptr %6, align 8, !tbaa !15
  store i64 %8, ptr %7, align 8, !tbaa !15
  store ptr %3, ptr %0, align 8, !tbaa !15
  ret void

9:                                                ; preds = %2
  %10 = landingpad { ptr, i32 }
          cleanup
  store ptr null, ptr %0, align 8, !tbaa !15
  resume { ptr, i32 } %10
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef nonnull ptr @_ZN4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE0_NS0_4itemILi1ELb1EEELi1EE6getPtrEv(ptr noundef nonnull readnone align 8 dereferenceable(16) %0) unnamed_addr #19 align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE0_NS0_4itemILi1ELb1EEELi1EED0Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #5 align 2 {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 16) #27
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #22

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #23

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64) #22

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #22

attributes #0 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inlinehint mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { inlinehint mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { noreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nofree nosync nounwind memory(none) }
attributes #11 = { noinline noreturn nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #14 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #15 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #16 = { mustprogress noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #17 = { nobuiltin allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #18 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #19 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #20 = { nofree nounwind }
attributes #21 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #22 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #23 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #24 = { builtin allocsize(0) }
attributes #25 = { nounwind }
attributes #26 = { noreturn nounwind }
attributes #27 = { builtin nounwind }
attributes #28 = { noreturn }

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
!15 = !{!16, !16, i64 0}
!16 = !{!"any pointer", !7, i64 0}
!17 = !{!18, !16, i64 24}
!18 = !{!"_ZTSSt8functionIFvN4sycl3_V114exception_listEEE", !19, i64 0, !16, i64 24}
!19 = !{!"_ZTSSt14_Function_base", !7, i64 0, !16, i64 16}
!20 = !{!19, !16, i64 16}
!21 = !{!22, !16, i64 0}
!22 = !{!"_ZTSNSt12_Vector_baseISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEESaIS5_EE17_Vector_impl_dataE", !16, i64 0, !16, i64 8, !16, i64 16}
!23 = !{!22, !16, i64 8}
!24 = !{!25, !16, i64 0}
!25 = !{!"_ZTSSt14__shared_countILN9__gnu_cxx12_Lock_policyE2EE", !16, i64 0}
!26 = !{!27, !14, i64 8}
!27 = !{!"_ZTSSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE", !14, i64 8, !14, i64 12}
!28 = !{!27, !14, i64 12}
!29 = !{!30, !30, i64 0}
!30 = !{!"vtable pointer", !8, i64 0}
!31 = !{!7, !7, i64 0}
!32 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!33 = distinct !{!33, !10}
!34 = !{!22, !16, i64 16}
!35 = !{!36, !16, i64 0}
!36 = !{!"_ZTSN4sycl3_V16detail13code_locationE", !16, i64 0, !16, i64 8, !14, i64 16, !14, i64 20}
!37 = !{!38}
!38 = distinct !{!38, !39, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!39 = distinct !{!39, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!40 = !{!36, !16, i64 8}
!41 = !{!36, !14, i64 16}
!42 = !{!36, !14, i64 20}
!43 = !{!44, !44, i64 0}
!44 = !{!"long", !7, i64 0}
!45 = !{!46}
!46 = distinct !{!46, !47, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!47 = distinct !{!47, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!48 = !{!49}
!49 = distinct !{!49, !50, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!50 = distinct !{!50, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!51 = !{!52}
!52 = distinct !{!52, !53, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!53 = distinct !{!53, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!54 = !{!55}
!55 = distinct !{!55, !56, !"_ZN4sycl3_V15queue6submitIZ4mainEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_RKNS0_6detail13code_locationE: argument 0"}
!56 = distinct !{!56, !"_ZN4sycl3_V15queue6submitIZ4mainEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_RKNS0_6detail13code_locationE"}
!57 = !{!58, !16, i64 0}
!58 = !{!"_ZTSN4sycl3_V16detail19type_erased_cgfo_tyE", !16, i64 0, !16, i64 8}
!59 = !{!58, !16, i64 8}
!60 = !{!61, !55}
!61 = distinct !{!61, !62, !"_ZNK4sycl3_V15queue17submit_with_eventINS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET_RKNS0_6detail19type_erased_cgfo_tyERKNSD_13code_locationE: argument 0"}
!62 = distinct !{!62, !"_ZNK4sycl3_V15queue17submit_with_eventINS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET_RKNS0_6detail19type_erased_cgfo_tyERKNSD_13code_locationE"}
!63 = !{!64, !65, i64 0}
!64 = !{!"_ZTSN4sycl3_V16detail3_V114SubmissionInfoE", !65, i64 0}
!65 = !{!"_ZTSN4sycl3_V13ext6oneapi12experimental15event_mode_enumE", !7, i64 0}
!66 = !{!67, !68, i64 8}
!67 = !{!"_ZTSN4sycl3_V16detail14tls_code_loc_tE", !16, i64 0, !68, i64 8}
!68 = !{!"bool", !7, i64 0}
!69 = !{i8 0, i8 2}
!70 = !{}
!71 = !{!72}
!72 = distinct !{!72, !73, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!73 = distinct !{!73, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!74 = !{!75}
!75 = distinct !{!75, !76, !"_ZN4sycl3_V15queue6submitIZ4mainEUlRNS0_7handlerEE0_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_RKNS0_6detail13code_locationE: argument 0"}
!76 = distinct !{!76, !"_ZN4sycl3_V15queue6submitIZ4mainEUlRNS0_7handlerEE0_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_RKNS0_6detail13code_locationE"}
!77 = !{!78, !75}
!78 = distinct !{!78, !79, !"_ZNK4sycl3_V15queue17submit_with_eventINS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET_RKNS0_6detail19type_erased_cgfo_tyERKNSD_13code_locationE: argument 0"}
!79 = distinct !{!79, !"_ZNK4sycl3_V15queue17submit_with_eventINS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET_RKNS0_6detail19type_erased_cgfo_tyERKNSD_13code_locationE"}
!80 = !{!81, !16, i64 0}
!81 = !{!"_ZTSZ4mainEUlN4sycl3_V12idILi1EEEE_", !16, i64 0}
!82 = !{!83, !85, !87}
!83 = distinct !{!83, !84, !"_ZN4sycl3_V15queue17parallel_for_implINS0_6detail9auto_nameELi1ENS0_3ext6oneapi12experimental10propertiesINS7_6detail20properties_type_listIJEEEEEJRZ4mainEUlNS0_2idILi1EEEE_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEESK_DpOSI_: argument 0"}
!84 = distinct !{!84, !"_ZN4sycl3_V15queue17parallel_for_implINS0_6detail9auto_nameELi1ENS0_3ext6oneapi12experimental10propertiesINS7_6detail20properties_type_listIJEEEEEJRZ4mainEUlNS0_2idILi1EEEE_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEESK_DpOSI_"}
!85 = distinct !{!85, !86, !"_ZN4sycl3_V15queue17parallel_for_implINS0_6detail9auto_nameELi1EJRZ4mainEUlNS0_2idILi1EEEE_EEENSt9enable_ifIXsr6detail23AreAllButLastReductionsIDpT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEEDpOSA_: argument 0"}
!86 = distinct !{!86, !"_ZN4sycl3_V15queue17parallel_for_implINS0_6detail9auto_nameELi1EJRZ4mainEUlNS0_2idILi1EEEE_EEENSt9enable_ifIXsr6detail23AreAllButLastReductionsIDpT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEEDpOSA_"}
!87 = distinct !{!87, !88, !"_ZN4sycl3_V15queue12parallel_forINS0_6detail9auto_nameEJZ4mainEUlNS0_2idILi1EEEE_EEENS0_5eventENS0_5rangeILi1EEEDpOT0_: argument 0"}
!88 = distinct !{!88, !"_ZN4sycl3_V15queue12parallel_forINS0_6detail9auto_nameEJZ4mainEUlNS0_2idILi1EEEE_EEENS0_5eventENS0_5rangeILi1EEEDpOT0_"}
!89 = !{!90, !83, !85, !87}
!90 = distinct !{!90, !91, !"_ZN4sycl3_V16detail33submit_kernel_direct_parallel_forINS1_9auto_nameELb1ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEERZ4mainEUlNS0_2idILi1EEEE_Li1EEEDaRKNS0_5queueENS0_5rangeIXT3_EEEOT2_NS0_4spanIKNS0_5eventELm18446744073709551615EEERKT1_RKNS1_13code_locationE: argument 0"}
!91 = distinct !{!91, !"_ZN4sycl3_V16detail33submit_kernel_direct_parallel_forINS1_9auto_nameELb1ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEERZ4mainEUlNS0_2idILi1EEEE_Li1EEEDaRKNS0_5queueENS0_5rangeIXT3_EEEOT2_NS0_4spanIKNS0_5eventELm18446744073709551615EEERKT1_RKNS1_13code_locationE"}
!92 = !{!93, !16, i64 0}
!93 = !{!"_ZTSN4sycl3_V16detail16nd_range_view_v113nd_range_viewE", !16, i64 0, !16, i64 8, !16, i64 16, !44, i64 24}
!94 = !{!93, !44, i64 24}
!95 = !{!96, !90, !83, !85, !87}
!96 = distinct !{!96, !97, !"_ZN4sycl3_V16detail20submit_kernel_directILNS1_6WrapAsE1ENS0_4itemILi1ELb1EEEZ4mainEUlNS0_2idILi1EEEE_Lb1ENS0_3ext6oneapi12experimental10propertiesINSB_6detail20properties_type_listIJEEEEERS8_Li1EEEDaRKNS0_5queueERKNS1_16nd_range_view_v113nd_range_viewEOT4_NS0_4spanIKNS0_5eventELm18446744073709551615EEERKT3_RKNS1_13code_locationE: argument 0"}
!97 = distinct !{!97, !"_ZN4sycl3_V16detail20submit_kernel_directILNS1_6WrapAsE1ENS0_4itemILi1ELb1EEEZ4mainEUlNS0_2idILi1EEEE_Lb1ENS0_3ext6oneapi12experimental10propertiesINSB_6detail20properties_type_listIJEEEEERS8_Li1EEEDaRKNS0_5queueERKNS1_16nd_range_view_v113nd_range_viewEOT4_NS0_4spanIKNS0_5eventELm18446744073709551615EEERKT3_RKNS1_13code_locationE"}
!98 = !{!"branch_weights", i32 1, i32 1048575}
!99 = !{!100, !68, i64 8}
!100 = !{!"_ZTSSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental23work_group_scratch_sizeEE", !7, i64 0, !68, i64 8}
!101 = !{!102, !104}
!102 = distinct !{!102, !103, !"_ZN4sycl3_V16detail27kernel_launch_properties_v129extractKernelPropertiesCommonINS2_11PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS5_5intel12experimental12cache_configENS7_17use_root_sync_keyENS7_23work_group_progress_keyENS7_22sub_group_progress_keyENS7_22work_item_progress_keyENS7_4cuda12cluster_sizeILi1EEENSH_ILi2EEENSH_ILi3EEEEEELb0ENS7_10propertiesINS7_6detail20properties_type_listIJEEEEEvEET_T1_: argument 0"}
!103 = distinct !{!103, !"_ZN4sycl3_V16detail27kernel_launch_properties_v129extractKernelPropertiesCommonINS2_11PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS5_5intel12experimental12cache_configENS7_17use_root_sync_keyENS7_23work_group_progress_keyENS7_22sub_group_progress_keyENS7_22work_item_progress_keyENS7_4cuda12cluster_sizeILi1EEENSH_ILi2EEENSH_ILi3EEEEEELb0ENS7_10propertiesINS7_6detail20properties_type_listIJEEEEEvEET_T1_"}
!104 = distinct !{!104, !105, !"_ZN4sycl3_V16detail27kernel_launch_properties_v123extractKernelPropertiesILb0ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEvEEDaT0_: argument 0"}
!105 = distinct !{!105, !"_ZN4sycl3_V16detail27kernel_launch_properties_v123extractKernelPropertiesILb0ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEvEEDaT0_"}
!106 = !{!107, !68, i64 2}
!107 = !{!"_ZTSSt22_Optional_payload_baseIN4sycl3_V13ext5intel12experimental12cache_configEE", !7, i64 0, !68, i64 2}
!108 = !{!109, !68, i64 0}
!109 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental17use_root_sync_keyEvEE", !68, i64 0}
!110 = !{!111, !68, i64 4}
!111 = !{!"_ZTSSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental26forward_progress_guaranteeEE", !7, i64 0, !68, i64 4}
!112 = !{!113, !68, i64 4}
!113 = !{!"_ZTSSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental15execution_scopeEE", !7, i64 0, !68, i64 4}
!114 = !{!115, !68, i64 8}
!115 = !{!"_ZTSSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi1EEEE", !7, i64 0, !68, i64 8}
!116 = !{!117, !68, i64 16}
!117 = !{!"_ZTSSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi2EEEE", !7, i64 0, !68, i64 16}
!118 = !{!119, !68, i64 24}
!119 = !{!"_ZTSSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi3EEEE", !7, i64 0, !68, i64 24}
!120 = !{!121, !68, i64 144}
!121 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v111PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS4_5intel12experimental12cache_configENS6_17use_root_sync_keyENS6_23work_group_progress_keyENS6_22sub_group_progress_keyENS6_22work_item_progress_keyENS6_4cuda12cluster_sizeILi1EEENSG_ILi2EEENSG_ILi3EEEEEE", !122, i64 0, !126, i64 16, !109, i64 20, !130, i64 24, !137, i64 40, !138, i64 56, !139, i64 72, !143, i64 88, !147, i64 112, !68, i64 144}
!122 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental23work_group_scratch_sizeEvEE", !123, i64 0}
!123 = !{!"_ZTSSt8optionalIN4sycl3_V13ext6oneapi12experimental23work_group_scratch_sizeEE", !124, i64 0}
!124 = !{!"_ZTSSt14_Optional_baseIN4sycl3_V13ext6oneapi12experimental23work_group_scratch_sizeELb1ELb1EE", !125, i64 0}
!125 = !{!"_ZTSSt17_Optional_payloadIN4sycl3_V13ext6oneapi12experimental23work_group_scratch_sizeELb1ELb1ELb1EE", !100, i64 0}
!126 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext5intel12experimental12cache_configEvEE", !127, i64 0}
!127 = !{!"_ZTSSt8optionalIN4sycl3_V13ext5intel12experimental12cache_configEE", !128, i64 0}
!128 = !{!"_ZTSSt14_Optional_baseIN4sycl3_V13ext5intel12experimental12cache_configELb1ELb1EE", !129, i64 0}
!129 = !{!"_ZTSSt17_Optional_payloadIN4sycl3_V13ext5intel12experimental12cache_configELb1ELb1ELb1EE", !107, i64 0}
!130 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental23work_group_progress_keyEvEE", !131, i64 0, !134, i64 8}
!131 = !{!"_ZTSSt8optionalIN4sycl3_V13ext6oneapi12experimental26forward_progress_guaranteeEE", !132, i64 0}
!132 = !{!"_ZTSSt14_Optional_baseIN4sycl3_V13ext6oneapi12experimental26forward_progress_guaranteeELb1ELb1EE", !133, i64 0}
!133 = !{!"_ZTSSt17_Optional_payloadIN4sycl3_V13ext6oneapi12experimental26forward_progress_guaranteeELb1ELb1ELb1EE", !111, i64 0}
!134 = !{!"_ZTSSt8optionalIN4sycl3_V13ext6oneapi12experimental15execution_scopeEE", !135, i64 0}
!135 = !{!"_ZTSSt14_Optional_baseIN4sycl3_V13ext6oneapi12experimental15execution_scopeELb1ELb1EE", !136, i64 0}
!136 = !{!"_ZTSSt17_Optional_payloadIN4sycl3_V13ext6oneapi12experimental15execution_scopeELb1ELb1ELb1EE", !113, i64 0}
!137 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental22sub_group_progress_keyEvEE", !131, i64 0, !134, i64 8}
!138 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental22work_item_progress_keyEvEE", !131, i64 0, !134, i64 8}
!139 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental4cuda12cluster_sizeILi1EEEvEE", !140, i64 0}
!140 = !{!"_ZTSSt8optionalIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi1EEEE", !141, i64 0}
!141 = !{!"_ZTSSt14_Optional_baseIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi1EEELb1ELb1EE", !142, i64 0}
!142 = !{!"_ZTSSt17_Optional_payloadIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi1EEELb1ELb1ELb1EE", !115, i64 0}
!143 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental4cuda12cluster_sizeILi2EEEvEE", !144, i64 0}
!144 = !{!"_ZTSSt8optionalIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi2EEEE", !145, i64 0}
!145 = !{!"_ZTSSt14_Optional_baseIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi2EEELb1ELb1EE", !146, i64 0}
!146 = !{!"_ZTSSt17_Optional_payloadIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi2EEELb1ELb1ELb1EE", !117, i64 0}
!147 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental4cuda12cluster_sizeILi3EEEvEE", !148, i64 0}
!148 = !{!"_ZTSSt8optionalIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi3EEEE", !149, i64 0}
!149 = !{!"_ZTSSt14_Optional_baseIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi3EEELb1ELb1EE", !150, i64 0}
!150 = !{!"_ZTSSt17_Optional_payloadIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi3EEELb1ELb1ELb1EE", !119, i64 0}
!151 = !{!152, !16, i64 0}
!152 = !{!"_ZTSZ4mainEUlN4sycl3_V12idILi1EEEE0_", !16, i64 0}
!153 = distinct !{!153, !10}
!154 = distinct !{!154, !10}
!155 = !{!156}
!156 = distinct !{!156, !157, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!157 = distinct !{!157, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!158 = !{!159}
!159 = distinct !{!159, !160, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!160 = distinct !{!160, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!161 = !{!162, !44, i64 0}
!162 = !{!"_ZTSN4sycl3_V16detail17aligned_allocatorIfEE", !44, i64 0}
!163 = !{!164, !44, i64 16}
!164 = !{!"_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE", !165, i64 0, !162, i64 8, !44, i64 16}
!165 = !{!"_ZTSN4sycl3_V16detail19SYCLMemObjAllocatorE"}
!166 = !{!167, !16, i64 0}
!167 = !{!"_ZTSSt10_Head_baseILm0EPN4sycl3_V16detail19SYCLMemObjAllocatorELb0EE", !16, i64 0}
!168 = !{!169, !44, i64 40}
!169 = !{!"_ZTSN4sycl3_V16bufferIfLi3ENS0_6detail17aligned_allocatorIfEEvEE", !170, i64 0, !173, i64 16, !44, i64 40, !68, i64 48}
!170 = !{!"_ZTSN4sycl3_V16detail12buffer_plainE", !171, i64 0}
!171 = !{!"_ZTSSt10shared_ptrIN4sycl3_V16detail11buffer_implEE", !172, i64 0}
!172 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail11buffer_implELN9__gnu_cxx12_Lock_policyE2EE", !16, i64 0, !25, i64 8}
!173 = !{!"_ZTSN4sycl3_V15rangeILi3EEE", !174, i64 0}
!174 = !{!"_ZTSN4sycl3_V16detail5arrayILi3EEE", !7, i64 0}
!175 = !{!169, !68, i64 48}
!176 = !{!172, !16, i64 0}
!177 = !{!178, !16, i64 8}
!178 = !{!"_ZTSSt9type_info", !16, i64 8}
!179 = !{!180}
!180 = distinct !{!180, !181, !"_ZN4sycl3_V16detail12rangeToArrayERKNS0_5rangeILi3EEE: argument 0"}
!181 = distinct !{!181, !"_ZN4sycl3_V16detail12rangeToArrayERKNS0_5rangeILi3EEE"}
!182 = !{!183}
!183 = distinct !{!183, !184, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIiEEiEEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!184 = distinct !{!184, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIiEEiEEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!185 = !{!186, !44, i64 0}
!186 = !{!"_ZTSN4sycl3_V16detail17aligned_allocatorIiEE", !44, i64 0}
!187 = !{!188, !44, i64 16}
!188 = !{!"_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiEE", !165, i64 0, !186, i64 8, !44, i64 16}
!189 = !{!190, !44, i64 24}
!190 = !{!"_ZTSN4sycl3_V16bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvEE", !170, i64 0, !191, i64 16, !44, i64 24, !68, i64 32}
!191 = !{!"_ZTSN4sycl3_V15rangeILi1EEE", !192, i64 0}
!192 = !{!"_ZTSN4sycl3_V16detail5arrayILi1EEE", !7, i64 0}
!193 = !{!190, !68, i64 32}
!194 = !{!195}
!195 = distinct !{!195, !196, !"_ZN4sycl3_V16detail12rangeToArrayERKNS0_5rangeILi1EEE: argument 0"}
!196 = distinct !{!196, !"_ZN4sycl3_V16detail12rangeToArrayERKNS0_5rangeILi1EEE"}
!197 = !{!198}
!198 = distinct !{!198, !199, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!199 = distinct !{!199, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!200 = !{!201}
!201 = distinct !{!201, !202, !"_ZN4sycl3_V15queue6submitIZL5scaleRS1_RNS0_6bufferIfLi3ENS0_6detail17aligned_allocatorIfEEvEENS0_5rangeILi3EEEfEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_SD_EENS0_5eventEE4typeESG_RKNS5_13code_locationE: argument 0"}
!202 = distinct !{!202, !"_ZN4sycl3_V15queue6submitIZL5scaleRS1_RNS0_6bufferIfLi3ENS0_6detail17aligned_allocatorIfEEvEENS0_5rangeILi3EEEfEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_SD_EENS0_5eventEE4typeESG_RKNS5_13code_locationE"}
!203 = !{!204, !201}
!204 = distinct !{!204, !205, !"_ZNK4sycl3_V15queue17submit_with_eventINS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET_RKNS0_6detail19type_erased_cgfo_tyERKNSD_13code_locationE: argument 0"}
!205 = distinct !{!205, !"_ZNK4sycl3_V15queue17submit_with_eventINS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET_RKNS0_6detail19type_erased_cgfo_tyERKNSD_13code_locationE"}
!206 = !{!207, !209}
!207 = distinct !{!207, !208, !"_ZN4sycl3_V15queue17parallel_for_implI4BumpLi1ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEJRZ4mainEUlNS0_2idILi1EEEE0_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEESJ_DpOSH_: argument 0"}
!208 = distinct !{!208, !"_ZN4sycl3_V15queue17parallel_for_implI4BumpLi1ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEJRZ4mainEUlNS0_2idILi1EEEE0_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEESJ_DpOSH_"}
!209 = distinct !{!209, !210, !"_ZN4sycl3_V15queue17parallel_for_implI4BumpLi1EJRZ4mainEUlNS0_2idILi1EEEE0_EEENSt9enable_ifIXsr6detail23AreAllButLastReductionsIDpT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEEDpOS9_: argument 0"}
!210 = distinct !{!210, !"_ZN4sycl3_V15queue17parallel_for_implI4BumpLi1EJRZ4mainEUlNS0_2idILi1EEEE0_EEENSt9enable_ifIXsr6detail23AreAllButLastReductionsIDpT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEEDpOS9_"}
!211 = !{!212, !207, !209}
!212 = distinct !{!212, !213, !"_ZN4sycl3_V16detail33submit_kernel_direct_parallel_forI4BumpLb1ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEERZ4mainEUlNS0_2idILi1EEEE0_Li1EEEDaRKNS0_5queueENS0_5rangeIXT3_EEEOT2_NS0_4spanIKNS0_5eventELm18446744073709551615EEERKT1_RKNS1_13code_locationE: argument 0"}
!213 = distinct !{!213, !"_ZN4sycl3_V16detail33submit_kernel_direct_parallel_forI4BumpLb1ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEERZ4mainEUlNS0_2idILi1EEEE0_Li1EEEDaRKNS0_5queueENS0_5rangeIXT3_EEEOT2_NS0_4spanIKNS0_5eventELm18446744073709551615EEERKT1_RKNS1_13code_locationE"}
!214 = !{!215, !212, !207, !209}
!215 = distinct !{!215, !216, !"_ZN4sycl3_V16detail20submit_kernel_directILNS1_6WrapAsE1ENS0_4itemILi1ELb1EEE4BumpLb1ENS0_3ext6oneapi12experimental10propertiesINS9_6detail20properties_type_listIJEEEEERZ4mainEUlNS0_2idILi1EEEE0_Li1EEEDaRKNS0_5queueERKNS1_16nd_range_view_v113nd_range_viewEOT4_NS0_4spanIKNS0_5eventELm18446744073709551615EEERKT3_RKNS1_13code_locationE: argument 0"}
!216 = distinct !{!216, !"_ZN4sycl3_V16detail20submit_kernel_directILNS1_6WrapAsE1ENS0_4itemILi1ELb1EEE4BumpLb1ENS0_3ext6oneapi12experimental10propertiesINS9_6detail20properties_type_listIJEEEEERZ4mainEUlNS0_2idILi1EEEE0_Li1EEEDaRKNS0_5queueERKNS1_16nd_range_view_v113nd_range_viewEOT4_NS0_4spanIKNS0_5eventELm18446744073709551615EEERKT3_RKNS1_13code_locationE"}
!217 = !{!218, !220}
!218 = distinct !{!218, !219, !"_ZN4sycl3_V16detail27kernel_launch_properties_v129extractKernelPropertiesCommonINS2_11PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS5_5intel12experimental12cache_configENS7_17use_root_sync_keyENS7_23work_group_progress_keyENS7_22sub_group_progress_keyENS7_22work_item_progress_keyENS7_4cuda12cluster_sizeILi1EEENSH_ILi2EEENSH_ILi3EEEEEELb0ENS7_10propertiesINS7_6detail20properties_type_listIJEEEEEvEET_T1_: argument 0"}
!219 = distinct !{!219, !"_ZN4sycl3_V16detail27kernel_launch_properties_v129extractKernelPropertiesCommonINS2_11PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS5_5intel12experimental12cache_configENS7_17use_root_sync_keyENS7_23work_group_progress_keyENS7_22sub_group_progress_keyENS7_22work_item_progress_keyENS7_4cuda12cluster_sizeILi1EEENSH_ILi2EEENSH_ILi3EEEEEELb0ENS7_10propertiesINS7_6detail20properties_type_listIJEEEEEvEET_T1_"}
!220 = distinct !{!220, !221, !"_ZN4sycl3_V16detail27kernel_launch_properties_v123extractKernelPropertiesILb0ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEvEEDaT0_: argument 0"}
!221 = distinct !{!221, !"_ZN4sycl3_V16detail27kernel_launch_properties_v123extractKernelPropertiesILb0ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEvEEDaT0_"}
!222 = !{!223, !16, i64 0}
!223 = !{!"_ZTSNSt15__exception_ptr13exception_ptrE", !16, i64 0}
!224 = !{!225, !227, i64 32}
!225 = !{!"_ZTSSt8ios_base", !44, i64 8, !44, i64 16, !226, i64 24, !227, i64 28, !227, i64 32, !16, i64 40, !228, i64 48, !7, i64 64, !14, i64 192, !16, i64 200, !229, i64 208}
!226 = !{!"_ZTSSt13_Ios_Fmtflags", !7, i64 0}
!227 = !{!"_ZTSSt12_Ios_Iostate", !7, i64 0}
!228 = !{!"_ZTSNSt8ios_base6_WordsE", !16, i64 0, !44, i64 8}
!229 = !{!"_ZTSSt6locale", !16, i64 0}
!230 = !{!231, !16, i64 24}
!231 = !{!"_ZTSSt8functionIFiRKN4sycl3_V16deviceEEE", !19, i64 0, !16, i64 24}
!232 = !{!233, !16, i64 16}
!233 = !{!"_ZTSNSt12_Vector_baseINSt15__exception_ptr13exception_ptrESaIS1_EE17_Vector_impl_dataE", !16, i64 0, !16, i64 8, !16, i64 16}
!234 = !{!233, !16, i64 0}
!235 = !{!233, !16, i64 8}
!236 = distinct !{!236, !10}
!237 = !{!238, !16, i64 0}
!238 = !{!"_ZTSZL5scaleRN4sycl3_V15queueERNS0_6bufferIfLi3ENS0_6detail17aligned_allocatorIfEEvEENS0_5rangeILi3EEEfEUlRNS0_7handlerEE_", !16, i64 0, !16, i64 8, !16, i64 16}
!239 = !{!240}
!240 = distinct !{!240, !241, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!241 = distinct !{!241, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!242 = !{!238, !16, i64 8}
!243 = !{!244, !16, i64 0}
!244 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail16AccessorImplHostELN9__gnu_cxx12_Lock_policyE2EE", !16, i64 0, !25, i64 8}
!245 = !{!238, !16, i64 16}
!246 = !{!247, !6, i64 80}
!247 = !{!"_ZTSZZL5scaleRN4sycl3_V15queueERNS0_6bufferIfLi3ENS0_6detail17aligned_allocatorIfEEvEENS0_5rangeILi3EEEfENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi3EEEE_", !248, i64 0, !6, i64 80}
!248 = !{!"_ZTSN4sycl3_V18accessorIfLi3ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !249, i64 0, !16, i64 16, !7, i64 24}
!249 = !{!"_ZTSN4sycl3_V16detail16AccessorBaseHostE", !250, i64 0}
!250 = !{!"_ZTSSt10shared_ptrIN4sycl3_V16detail16AccessorImplHostEE", !244, i64 0}
!251 = !{!252, !16, i64 0}
!252 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseELN9__gnu_cxx12_Lock_policyE2EE", !16, i64 0, !25, i64 8}
!253 = distinct !{!253, !10}
!254 = !{!248, !16, i64 16}
!255 = !{!256, !14, i64 16}
!256 = !{!"_ZTSN4sycl3_V16detail27compile_time_kernel_info_v123CompileTimeKernelInfoTyE", !257, i64 0, !14, i64 16, !68, i64 20, !257, i64 24, !257, i64 40, !14, i64 56, !14, i64 60, !44, i64 64, !16, i64 72, !68, i64 80}
!257 = !{!"_ZTSN4sycl3_V16detail11string_viewE", !16, i64 0, !44, i64 8}
!258 = distinct !{!258, !10}
!259 = !{!256, !16, i64 72}
!260 = !{i64 0, i64 8, !15, i64 8, i64 8, !43}
!261 = !{!262}
!262 = distinct !{!262, !263, !"_ZNK4sycl3_V18accessorIfLi3ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv: argument 0"}
!263 = distinct !{!263, !"_ZNK4sycl3_V18accessorIfLi3ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv"}
!264 = !{!265}
!265 = distinct !{!265, !266, !"_ZNK4sycl3_V18accessorIfLi3ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv: argument 0"}
!266 = distinct !{!266, !"_ZNK4sycl3_V18accessorIfLi3ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv"}
!267 = !{!268}
!268 = distinct !{!268, !269, !"_ZNK4sycl3_V18accessorIfLi3ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv: argument 0"}
!269 = distinct !{!269, !"_ZNK4sycl3_V18accessorIfLi3ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv"}
!270 = !{!271}
!271 = distinct !{!271, !272, !"_ZNK4sycl3_V18accessorIfLi3ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv: argument 0"}
!272 = distinct !{!272, !"_ZNK4sycl3_V18accessorIfLi3ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv"}
!273 = !{!274}
!274 = distinct !{!274, !275, !"_ZNK4sycl3_V18accessorIfLi3ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv: argument 0"}
!275 = distinct !{!275, !"_ZNK4sycl3_V18accessorIfLi3ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv"}
!276 = !{!277}
!277 = distinct !{!277, !278, !"_ZNK4sycl3_V18accessorIfLi3ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv: argument 0"}
!278 = distinct !{!278, !"_ZNK4sycl3_V18accessorIfLi3ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv"}
!279 = !{!280, !16, i64 0}
!280 = !{!"_ZTSZ4mainEUlRN4sycl3_V17handlerEE_", !16, i64 0}
!281 = !{!282, !16, i64 16}
!282 = !{!"_ZTSN4sycl3_V18accessorIfLi3ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !249, i64 0, !16, i64 16, !7, i64 24}
!283 = !{!284}
!284 = distinct !{!284, !285, !"_ZNK4sycl3_V18accessorIfLi3ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv: argument 0"}
!285 = distinct !{!285, !"_ZNK4sycl3_V18accessorIfLi3ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv"}
!286 = !{!287}
!287 = distinct !{!287, !288, !"_ZNK4sycl3_V18accessorIfLi3ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv: argument 0"}
!288 = distinct !{!288, !"_ZNK4sycl3_V18accessorIfLi3ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv"}
!289 = !{!290}
!290 = distinct !{!290, !291, !"_ZNK4sycl3_V18accessorIfLi3ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv: argument 0"}
!291 = distinct !{!291, !"_ZNK4sycl3_V18accessorIfLi3ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv"}
!292 = !{!293}
!293 = distinct !{!293, !294, !"_ZNK4sycl3_V18accessorIfLi3ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv: argument 0"}
!294 = distinct !{!294, !"_ZNK4sycl3_V18accessorIfLi3ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv"}
!295 = !{!296}
!296 = distinct !{!296, !297, !"_ZNK4sycl3_V18accessorIfLi3ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv: argument 0"}
!297 = distinct !{!297, !"_ZNK4sycl3_V18accessorIfLi3ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv"}
!298 = !{!299}
!299 = distinct !{!299, !300, !"_ZNK4sycl3_V18accessorIfLi3ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv: argument 0"}
!300 = distinct !{!300, !"_ZNK4sycl3_V18accessorIfLi3ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv"}
!301 = !{!302, !16, i64 0}
!302 = !{!"_ZTSZ4mainEUlRN4sycl3_V17handlerEE0_", !16, i64 0, !16, i64 8, !16, i64 16, !16, i64 24}
!303 = !{!302, !16, i64 8}
!304 = !{!302, !16, i64 16}
!305 = !{!302, !16, i64 24}
!306 = !{!307, !14, i64 120}
!307 = !{!"_ZTSZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_EUlvE_", !308, i64 0, !309, i64 80, !310, i64 88, !14, i64 120}
!308 = !{!"_ZTSN4sycl3_V18accessorIfLi3ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !249, i64 0, !16, i64 16, !7, i64 24}
!309 = !{!"_ZTS6Window", !6, i64 0, !6, i64 4}
!310 = !{!"_ZTSN4sycl3_V18accessorIiLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !249, i64 0, !16, i64 16, !7, i64 24}
!311 = !{!308, !16, i64 16}
!312 = !{!313}
!313 = distinct !{!313, !314, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!314 = distinct !{!314, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!315 = !{!316}
!316 = distinct !{!316, !317, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!317 = distinct !{!317, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!318 = !{!310, !16, i64 16}
!319 = !{!320, !322}
!320 = distinct !{!320, !321, !"_ZNK4sycl3_V18accessorIfLi3ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE8getRangeILi3EvEENS0_5rangeIXT_EEEv: argument 0"}
!321 = distinct !{!321, !"_ZNK4sycl3_V18accessorIfLi3ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE8getRangeILi3EvEENS0_5rangeIXT_EEEv"}
!322 = distinct !{!322, !323, !"_ZNK4sycl3_V18accessorIfLi3ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9get_rangeILi3EvEENS0_5rangeILi3EEEv: argument 0"}
!323 = distinct !{!323, !"_ZNK4sycl3_V18accessorIfLi3ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9get_rangeILi3EvEENS0_5rangeILi3EEEv"}
!324 = distinct !{!324, !10}
!325 = distinct !{!325, !10}
!326 = !{!327}
!327 = distinct !{!327, !328, !"_ZNK4sycl3_V18accessorIfLi3ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi3EvEEDam: argument 0"}
!328 = distinct !{!328, !"_ZNK4sycl3_V18accessorIfLi3ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi3EvEEDam"}
!329 = !{!330}
!330 = distinct !{!330, !331, !"_ZN4sycl3_V16detail15accessor_commonIfLi3ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi2ENS0_8accessorIfLi3ELS4_1024ELS5_2014ELS6_0ESA_EEEixILi2EvEEDam: argument 0"}
!331 = distinct !{!331, !"_ZN4sycl3_V16detail15accessor_commonIfLi3ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi2ENS0_8accessorIfLi3ELS4_1024ELS5_2014ELS6_0ESA_EEEixILi2EvEEDam"}
!332 = !{!307, !6, i64 80}
!333 = !{!307, !6, i64 84}
!334 = distinct !{!334, !10}
!335 = !{!336}
!336 = distinct !{!336, !337, !"_ZNK4sycl3_V18accessorIiLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv: argument 0"}
!337 = distinct !{!337, !"_ZNK4sycl3_V18accessorIiLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv"}
!338 = !{!339}
!339 = distinct !{!339, !340, !"_ZNK4sycl3_V18accessorIiLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv: argument 0"}
!340 = distinct !{!340, !"_ZNK4sycl3_V18accessorIiLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv"}
!341 = !{!342}
!342 = distinct !{!342, !343, !"_ZNK4sycl3_V18accessorIiLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv: argument 0"}
!343 = distinct !{!343, !"_ZNK4sycl3_V18accessorIiLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv"}
!344 = !{!345}
!345 = distinct !{!345, !346, !"_ZNK4sycl3_V18accessorIiLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv: argument 0"}
!346 = distinct !{!346, !"_ZNK4sycl3_V18accessorIiLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv"}
!347 = !{!348}
!348 = distinct !{!348, !349, !"_ZNK4sycl3_V18accessorIiLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv: argument 0"}
!349 = distinct !{!349, !"_ZNK4sycl3_V18accessorIiLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv"}
!350 = !{!351}
!351 = distinct !{!351, !352, !"_ZNK4sycl3_V18accessorIiLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv: argument 0"}
!352 = distinct !{!352, !"_ZNK4sycl3_V18accessorIiLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv"}
!353 = !{!354}
!354 = distinct !{!354, !355, !"_ZNK4sycl3_V18accessorIiLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv: argument 0"}
!355 = distinct !{!355, !"_ZNK4sycl3_V18accessorIiLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv"}
!356 = !{!357}
!357 = distinct !{!357, !358, !"_ZNK4sycl3_V18accessorIiLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv: argument 0"}
!358 = distinct !{!358, !"_ZNK4sycl3_V18accessorIiLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv"}
!359 = !{!360, !16, i64 8}
!360 = !{!"_ZTSN4sycl3_V16detail13HostKernelRefIZ4mainEUlNS0_2idILi1EEEE_RS5_NS0_4itemILi1ELb1EEELi1EEE", !361, i64 0, !16, i64 8}
!361 = !{!"_ZTSN4sycl3_V16detail17HostKernelRefBaseE", !362, i64 0}
!362 = !{!"_ZTSN4sycl3_V16detail14HostKernelBaseE"}
!363 = !{!364, !16, i64 8}
!364 = !{!"_ZTSN4sycl3_V16detail13HostKernelRefIZ4mainEUlNS0_2idILi1EEEE0_RS5_NS0_4itemILi1ELb1EEELi1EEE", !361, i64 0, !16, i64 8}
