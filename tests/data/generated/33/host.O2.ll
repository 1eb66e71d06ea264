; ModuleID = 'host_tu.cpp'
source_filename = "host_tu.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%"class.std::basic_ostream" = type { ptr, %"class.std::basic_ios" }
%"class.std::basic_ios" = type { %"class.std::ios_base", ptr, i8, i8, ptr, ptr, ptr, ptr }
%"class.std::ios_base" = type { ptr, i64, i64, i32, i32, i32, ptr, %"struct.std::ios_base::_Words", [8 x %"struct.std::ios_base::_Words"], i32, ptr, %"class.std::locale" }
%"struct.std::ios_base::_Words" = type { ptr, i64 }
%"class.std::locale" = type { ptr }
%"struct.sycl::_V1::detail::code_location" = type { ptr, ptr, i32, i32 }
%"class.sycl::_V1::detail::string_view" = type { ptr, i64 }
%"struct.sycl::_V1::detail::kernel_param_desc_t" = type { i32, i32, i32 }
%struct.Args = type <{ i64, i64, i64, i64, i64, float, i32, i32, [4 x i8] }>
%"class.std::function" = type { %"class.std::_Function_base", ptr }
%"class.std::_Function_base" = type { %"union.std::_Any_data", ptr }
%"union.std::_Any_data" = type { %"union.std::_Nocopy_types" }
%"union.std::_Nocopy_types" = type { { i64, i64 } }
%class.GeneratedBench = type { %struct.Args, %"class.std::vector", %"class.std::vector", %"class.std::vector", %"class.std::vector", %"class.std::vector", %"class.std::vector", %"class.std::vector.0", %"class.std::vector.0", %"class.std::vector.0", %"class.std::vector.0", %"class.std::vector.0", %"class.std::vector.0", %"class.std::vector.0", %"class.std::vector.0" }
%"class.std::vector" = type { %"struct.std::_Vector_base" }
%"struct.std::_Vector_base" = type { %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl" }
%"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl" = type { %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl_data" }
%"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl_data" = type { ptr, ptr, ptr }
%"class.std::vector.0" = type { %"struct.std::_Vector_base.1" }
%"struct.std::_Vector_base.1" = type { %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl" }
%"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl" = type { %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data" }
%"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data" = type { ptr, ptr, ptr }
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
%"class.sycl::_V1::detail::tls_code_loc_t" = type <{ ptr, i8, [7 x i8] }>
%"class.sycl::_V1::event" = type { %"class.std::shared_ptr.26" }
%"class.std::shared_ptr.26" = type { %"class.std::__shared_ptr.27" }
%"class.std::__shared_ptr.27" = type { ptr, %"class.std::__shared_count" }
%class.anon.201 = type { ptr, ptr }
%"class.sycl::_V1::buffer" = type <{ %"class.sycl::_V1::detail::buffer_plain", %"class.sycl::_V1::range", i64, i8, [7 x i8] }>
%"class.sycl::_V1::detail::buffer_plain" = type { %"class.std::shared_ptr.29" }
%"class.std::shared_ptr.29" = type { %"class.std::__shared_ptr.30" }
%"class.std::__shared_ptr.30" = type { ptr, %"class.std::__shared_count" }
%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [2 x i64] }
%"class.sycl::_V1::buffer.33" = type <{ %"class.sycl::_V1::detail::buffer_plain", %"class.sycl::_V1::range", i64, i8, [7 x i8] }>
%"class.std::__exception_ptr::exception_ptr" = type { ptr }
%"class.sycl::_V1::device" = type { ptr }
%"class.std::function.22" = type { %"class.std::_Function_base", ptr }
%"class.sycl::_V1::exception_list" = type { %"class.std::vector.16" }
%"class.std::vector.16" = type { %"struct.std::_Vector_base.17" }
%"struct.std::_Vector_base.17" = type { %"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl" }
%"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl" = type { %"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl_data" }
%"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl_data" = type { ptr, ptr, ptr }
%"class.sycl::_V1::context" = type { %"class.std::shared_ptr.37" }
%"class.std::shared_ptr.37" = type { %"class.std::__shared_ptr.38" }
%"class.std::__shared_ptr.38" = type { ptr, %"class.std::__shared_count" }
%"class.std::unique_ptr" = type { %"struct.std::__uniq_ptr_data" }
%"struct.std::__uniq_ptr_data" = type { %"class.std::__uniq_ptr_impl" }
%"class.std::__uniq_ptr_impl" = type { %"class.std::tuple" }
%"class.std::tuple" = type { %"struct.std::_Tuple_impl" }
%"struct.std::_Tuple_impl" = type { %"struct.std::_Head_base.41" }
%"struct.std::_Head_base.41" = type { ptr }
%"struct.std::array" = type { [3 x i64] }
%"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view" = type { ptr, ptr, ptr, i64 }
%"class.sycl::_V1::nd_range" = type { %"class.sycl::_V1::range.70", %"class.sycl::_V1::range.70", %"class.sycl::_V1::id" }
%"class.sycl::_V1::range.70" = type { %"class.sycl::_V1::detail::array.71" }
%"class.sycl::_V1::detail::array.71" = type { [1 x i64] }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array.71" }
%"class.sycl::_V1::ext::oneapi::experimental::properties" = type { i8 }
%class.anon = type { i64, ptr, ptr }
%"class.sycl::_V1::detail::_V1::SubmissionInfo" = type { i32 }
%"class.sycl::_V1::detail::type_erased_cgfo_ty" = type { ptr, ptr }
%class.anon.156 = type { ptr, ptr, ptr, ptr, ptr, ptr, ptr }
%"class.std::shared_ptr.55" = type { %"class.std::__shared_ptr.56" }
%"class.std::__shared_ptr.56" = type { ptr, %"class.std::__shared_count" }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::PropsHolder" = type { %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty", %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.72", %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.84", [3 x i8], %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.85", %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.102", %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.103", %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.104", %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.116", %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.129", i8, [7 x i8] }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty" = type { %"class.std::optional" }
%"class.std::optional" = type { %"struct.std::_Optional_base" }
%"struct.std::_Optional_base" = type { %"struct.std::_Optional_payload" }
%"struct.std::_Optional_payload" = type { %"struct.std::_Optional_payload_base.base", [7 x i8] }
%"struct.std::_Optional_payload_base.base" = type <{ %"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::work_group_scratch_size>::_Storage", i8 }>
%"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::work_group_scratch_size>::_Storage" = type { %"struct.sycl::_V1::ext::oneapi::experimental::work_group_scratch_size" }
%"struct.sycl::_V1::ext::oneapi::experimental::work_group_scratch_size" = type { i64 }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.72" = type { %"class.std::optional.73" }
%"class.std::optional.73" = type { %"struct.std::_Optional_base.74" }
%"struct.std::_Optional_base.74" = type { %"struct.std::_Optional_payload.76" }
%"struct.std::_Optional_payload.76" = type { %"struct.std::_Optional_payload_base.base.81", i8 }
%"struct.std::_Optional_payload_base.base.81" = type <{ %"union.std::_Optional_payload_base<sycl::_V1::ext::intel::experimental::cache_config>::_Storage", i8 }>
%"union.std::_Optional_payload_base<sycl::_V1::ext::intel::experimental::cache_config>::_Storage" = type { %"struct.sycl::_V1::ext::intel::experimental::cache_config" }
%"struct.sycl::_V1::ext::intel::experimental::cache_config" = type { i16 }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.84" = type { i8 }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.85" = type { %"class.std::optional.86", %"class.std::optional.94" }
%"class.std::optional.86" = type { %"struct.std::_Optional_base.87" }
%"struct.std::_Optional_base.87" = type { %"struct.std::_Optional_payload.89" }
%"struct.std::_Optional_payload.89" = type { %"struct.std::_Optional_payload_base.base.91", [3 x i8] }
%"struct.std::_Optional_payload_base.base.91" = type <{ %"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::forward_progress_guarantee>::_Storage", i8 }>
%"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::forward_progress_guarantee>::_Storage" = type { i32 }
%"class.std::optional.94" = type { %"struct.std::_Optional_base.95" }
%"struct.std::_Optional_base.95" = type { %"struct.std::_Optional_payload.97" }
%"struct.std::_Optional_payload.97" = type { %"struct.std::_Optional_payload_base.base.99", [3 x i8] }
%"struct.std::_Optional_payload_base.base.99" = type <{ %"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::execution_scope>::_Storage", i8 }>
%"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::execution_scope>::_Storage" = type { i32 }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.102" = type { %"class.std::optional.86", %"class.std::optional.94" }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.103" = type { %"class.std::optional.86", %"class.std::optional.94" }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.104" = type { %"class.std::optional.105" }
%"class.std::optional.105" = type { %"struct.std::_Optional_base.106" }
%"struct.std::_Optional_base.106" = type { %"struct.std::_Optional_payload.108" }
%"struct.std::_Optional_payload.108" = type { %"struct.std::_Optional_payload_base.base.113", [7 x i8] }
%"struct.std::_Optional_payload_base.base.113" = type <{ %"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::cuda::cluster_size<1>>::_Storage", i8 }>
%"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::cuda::cluster_size<1>>::_Storage" = type { %"struct.sycl::_V1::ext::oneapi::experimental::cuda::cluster_size" }
%"struct.sycl::_V1::ext::oneapi::experimental::cuda::cluster_size" = type { %"class.sycl::_V1::range.70" }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.116" = type { %"class.std::optional.117" }
%"class.std::optional.117" = type { %"struct.std::_Optional_base.118" }
%"struct.std::_Optional_base.118" = type { %"struct.std::_Optional_payload.120" }
%"struct.std::_Optional_payload.120" = type { %"struct.std::_Optional_payload_base.base.126", [7 x i8] }
%"struct.std::_Optional_payload_base.base.126" = type <{ %"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::cuda::cluster_size<2>>::_Storage", i8 }>
%"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::cuda::cluster_size<2>>::_Storage" = type { %"struct.sycl::_V1::ext::oneapi::experimental::cuda::cluster_size.122" }
%"struct.sycl::_V1::ext::oneapi::experimental::cuda::cluster_size.122" = type { %"class.sycl::_V1::range" }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.129" = type { %"class.std::optional.130" }
%"class.std::optional.130" = type { %"struct.std::_Optional_base.131" }
%"struct.std::_Optional_base.131" = type { %"struct.std::_Optional_payload.133" }
%"struct.std::_Optional_payload.133" = type { %"struct.std::_Optional_payload_base.base.141", [7 x i8] }
%"struct.std::_Optional_payload_base.base.141" = type <{ %"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::cuda::cluster_size<3>>::_Storage", i8 }>
%"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::cuda::cluster_size<3>>::_Storage" = type { %"struct.sycl::_V1::ext::oneapi::experimental::cuda::cluster_size.135" }
%"struct.sycl::_V1::ext::oneapi::experimental::cuda::cluster_size.135" = type { %"class.sycl::_V1::range.139" }
%"class.sycl::_V1::range.139" = type { %"class.sycl::_V1::detail::array.140" }
%"class.sycl::_V1::detail::array.140" = type { [3 x i64] }
%"class.sycl::_V1::detail::HostKernelRef" = type { %"class.sycl::_V1::detail::HostKernelRefBase", ptr }
%"class.sycl::_V1::detail::HostKernelRefBase" = type { %"class.sycl::_V1::detail::HostKernelBase" }
%"class.sycl::_V1::detail::HostKernelBase" = type { ptr }
%"class.sycl::_V1::span" = type { ptr, i64 }
%"class.std::unique_ptr.146" = type { %"struct.std::__uniq_ptr_data.147" }
%"struct.std::__uniq_ptr_data.147" = type { %"class.std::__uniq_ptr_impl.148" }
%"class.std::__uniq_ptr_impl.148" = type { %"class.std::tuple.149" }
%"class.std::tuple.149" = type { %"struct.std::_Tuple_impl.150" }
%"struct.std::_Tuple_impl.150" = type { %"struct.std::_Head_base.153" }
%"struct.std::_Head_base.153" = type { ptr }
%"class.sycl::_V1::accessor" = type { %"class.sycl::_V1::detail::AccessorBaseHost", ptr, [32 x i8] }
%"class.sycl::_V1::detail::AccessorBaseHost" = type { %"class.std::shared_ptr.183" }
%"class.std::shared_ptr.183" = type { %"class.std::__shared_ptr.184" }
%"class.std::__shared_ptr.184" = type { ptr, %"class.std::__shared_count" }
%"class.sycl::_V1::accessor.187" = type { %"class.sycl::_V1::detail::AccessorBaseHost", ptr, [32 x i8] }
%class.anon.191 = type { %"class.sycl::_V1::accessor.187", float, i32 }
%"class.sycl::_V1::id.192" = type { %"class.sycl::_V1::detail::array.140" }
%"class.sycl::_V1::ext::oneapi::accessor_property_list" = type { %"class.sycl::_V1::detail::PropertyListBase" }
%"struct.sycl::_V1::detail::compile_time_kernel_info_v1::CompileTimeKernelInfoTy" = type <{ %"class.sycl::_V1::detail::string_view", i32, i8, [3 x i8], %"class.sycl::_V1::detail::string_view", %"class.sycl::_V1::detail::string_view", i32, i32, i64, ptr, i8, [7 x i8] }>
%"class.sycl::_V1::item" = type { %"struct.sycl::_V1::detail::ItemBase" }
%"struct.sycl::_V1::detail::ItemBase" = type { %"class.sycl::_V1::range", %"class.sycl::_V1::id.197", %"class.sycl::_V1::id.197" }
%"class.sycl::_V1::id.197" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::accessor_common<float, 2, sycl::_V1::access::mode::write, sycl::_V1::access::target::device, sycl::_V1::access::placeholder::false_t>::AccessorSubscript" = type { %"class.sycl::_V1::id.197", %"class.sycl::_V1::accessor.187" }
%"class.sycl::_V1::detail::HostKernelRef.203" = type { %"class.sycl::_V1::detail::HostKernelRefBase", ptr }

$_Z13run_benchmarkI14GeneratedBenchEiiPPc = comdat any

$_ZN14GeneratedBench5setupEv = comdat any

$_ZN14GeneratedBench3runERN4sycl3_V15queueE = comdat any

$_ZN14GeneratedBench6verifyEv = comdat any

$_ZN4sycl3_V15queueD2Ev = comdat any

$_ZN14GeneratedBenchD2Ev = comdat any

$_ZNSt6vectorIfSaIfEEaSERKS1_ = comdat any

$_ZNSt6vectorIiSaIiEEaSERKS1_ = comdat any

$_ZNSt6vectorIfSaIfEE17_M_default_appendEm = comdat any

$__clang_call_terminate = comdat any

$_ZNSt6vectorIiSaIiEE17_M_default_appendEm = comdat any

$_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv = comdat any

$_ZN4sycl3_V16detail19defaultAsyncHandlerENS0_14exception_listE = comdat any

$_ZN4sycl3_V15queueC2IFiRKNS0_6deviceEEvEERKT_RKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE = comdat any

$_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E9_M_invokeERKSt9_Any_dataOS2_ = comdat any

$_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E10_M_managerERSt9_Any_dataRKS6_St18_Manager_operation = comdat any

$_ZN4sycl3_V114exception_listD2Ev = comdat any

$_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E9_M_invokeERKSt9_Any_dataS4_ = comdat any

$_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E10_M_managerERSt9_Any_dataRKS8_St18_Manager_operation = comdat any

$_ZN4sycl3_V113malloc_sharedIfEEPT_mRKNS0_5queueERKNS0_13property_listERKNS0_6detail13code_locationE = comdat any

$_ZN4sycl3_V113malloc_deviceIfEEPT_mRKNS0_5queueERKNS0_13property_listERKNS0_6detail13code_locationE = comdat any

$_ZN4sycl3_V15eventD2Ev = comdat any

$_ZN4sycl3_V113malloc_deviceIiEEPT_mRKNS0_5queueERKNS0_13property_listERKNS0_6detail13code_locationE = comdat any

$_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi2EEERKNS0_13property_listENS2_13code_locationE = comdat any

$_ZN4sycl3_V16bufferIiLi2ENS0_6detail17aligned_allocatorIiEEvEC2EPiRKNS0_5rangeILi2EEERKNS0_13property_listENS2_13code_locationE = comdat any

$_ZN14GeneratedBench5step0ERN4sycl3_V15queueEPfS4_ = comdat any

$_ZN14GeneratedBench5step1ERN4sycl3_V15queueERNS1_6bufferIiLi2ENS1_6detail17aligned_allocatorIiEEvEES9_RNS4_IfLi2ENS6_IfEEvEE = comdat any

$_ZN4sycl3_V16bufferIiLi2ENS0_6detail17aligned_allocatorIiEEvED2Ev = comdat any

$_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvED2Ev = comdat any

$_ZN4sycl3_V17contextD2Ev = comdat any

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

$_ZN4sycl3_V16detail20submit_kernel_directILNS1_6WrapAsE1ENS0_7nd_itemILi1EEE9GroupMax1Lb1ENS0_3ext6oneapi12experimental10propertiesINS9_6detail20properties_type_listIJEEEEERZN14GeneratedBench5step0ERNS0_5queueEPfSI_EUlS5_E_Li1EEEDaRKSG_RKNS1_16nd_range_view_v113nd_range_viewEOT4_NS0_4spanIKNS0_5eventELm18446744073709551615EEERKT3_RKNS1_13code_locationE = comdat any

$_ZN4sycl3_V16detail18getKernelParamDescI9GroupMax1EENS1_19kernel_param_desc_tEi = comdat any

$_ZN4sycl3_V16detail13HostKernelRefIZN14GeneratedBench5step0ERNS0_5queueEPfS6_EUlNS0_7nd_itemILi1EEEE_RS9_S8_Li1EE6getPtrEv = comdat any

$_ZN4sycl3_V16detail13HostKernelRefIZN14GeneratedBench5step0ERNS0_5queueEPfS6_EUlNS0_7nd_itemILi1EEEE_RS9_S8_Li1EED0Ev = comdat any

$_ZNK4sycl3_V16detail13HostKernelRefIZN14GeneratedBench5step0ERNS0_5queueEPfS6_EUlNS0_7nd_itemILi1EEEE_RS9_S8_Li1EE19takeOrCopyOwnershipEv = comdat any

$_ZN4sycl3_V16detail10HostKernelIZN14GeneratedBench5step0ERNS0_5queueEPfS6_EUlNS0_7nd_itemILi1EEEE_S8_Li1EE6getPtrEv = comdat any

$_ZN4sycl3_V16detail10HostKernelIZN14GeneratedBench5step0ERNS0_5queueEPfS6_EUlNS0_7nd_itemILi1EEEE_S8_Li1EED0Ev = comdat any

$_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZN14GeneratedBench5step1ERNS0_5queueERNS0_6bufferIiLi2ENS1_17aligned_allocatorIiEEvEESB_RNS7_IfLi2ENS8_IfEEvEEEUlRNS0_7handlerEE_E4callEPKvSG_ = comdat any

$_ZZN14GeneratedBench5step1ERN4sycl3_V15queueERNS1_6bufferIiLi2ENS1_6detail17aligned_allocatorIiEEvEES9_RNS4_IfLi2ENS6_IfEEvEEENKUlRNS1_7handlerEE_clESE_ = comdat any

$_ZZZN14GeneratedBench5step1ERN4sycl3_V15queueERNS1_6bufferIiLi2ENS1_6detail17aligned_allocatorIiEEvEES9_RNS4_IfLi2ENS6_IfEEvEEENKUlRNS1_7handlerEE_clESE_ENUlNS1_4itemILi2ELb1EEEE_D2Ev = comdat any

$_ZN4sycl3_V16detail16AccessorBaseHostD2Ev = comdat any

$_ZN4sycl3_V18accessorIiLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IiLi2ENS0_6detail17aligned_allocatorIiEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE = comdat any

$_ZN4sycl3_V16detail16PropertyListBaseD2Ev = comdat any

$_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi2ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE = comdat any

$_ZN4sycl3_V17handler24parallel_for_lambda_implI4Map2ZZN14GeneratedBench5step1ERNS0_5queueERNS0_6bufferIiLi2ENS0_6detail17aligned_allocatorIiEEvEESC_RNS7_IfLi2ENS9_IfEEvEEENKUlRS1_E_clESG_EUlNS0_4itemILi2ELb1EEEE_Li2ENS0_3ext6oneapi12experimental10propertiesINSN_6detail20properties_type_listIJEEEEEEEvNS0_5rangeIXT1_EEET2_RKT0_ = comdat any

$_ZN4sycl3_V16detail18getKernelParamDescI4Map2EENS1_19kernel_param_desc_tEi = comdat any

$_ZNK4sycl3_V17handler28throwOnKernelParameterMisuseERKNS0_6detail27compile_time_kernel_info_v123CompileTimeKernelInfoTyE = comdat any

$_ZN4sycl3_V17handler11StoreLambdaI4Map2ZZN14GeneratedBench5step1ERNS0_5queueERNS0_6bufferIiLi2ENS0_6detail17aligned_allocatorIiEEvEESC_RNS7_IfLi2ENS9_IfEEvEEENKUlRS1_E_clESG_EUlNS0_4itemILi2ELb1EEEE_Li2ESJ_KSK_EEvOT3_ = comdat any

$_ZN4sycl3_V17handler19setDeviceKernelInfoI4Map2EEvPv = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN14GeneratedBench5step1ERNS0_5queueERNS0_6bufferIiLi2ENS1_17aligned_allocatorIiEEvEESA_RNS6_IfLi2ENS7_IfEEvEEENKUlRNS0_7handlerEE_clESF_EUlNS0_4itemILi2ELb1EEEE_SI_Li2EE6getPtrEv = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN14GeneratedBench5step1ERNS0_5queueERNS0_6bufferIiLi2ENS1_17aligned_allocatorIiEEvEESA_RNS6_IfLi2ENS7_IfEEvEEENKUlRNS0_7handlerEE_clESF_EUlNS0_4itemILi2ELb1EEEE_SI_Li2EED2Ev = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN14GeneratedBench5step1ERNS0_5queueERNS0_6bufferIiLi2ENS1_17aligned_allocatorIiEEvEESA_RNS6_IfLi2ENS7_IfEEvEEENKUlRNS0_7handlerEE_clESF_EUlNS0_4itemILi2ELb1EEEE_SI_Li2EED0Ev = comdat any

$_ZN4sycl3_V16detail16runKernelWithArgINS0_4itemILi2ELb1EEEZZN14GeneratedBench5step1ERNS0_5queueERNS0_6bufferIiLi2ENS1_17aligned_allocatorIiEEvEESC_RNS8_IfLi2ENS9_IfEEvEEENKUlRNS0_7handlerEE_clESH_EUlS4_E_Lb0EEEvT0_T_RKSt17integral_constantIbXT1_EE = comdat any

$_ZZZN14GeneratedBench5step1ERN4sycl3_V15queueERNS1_6bufferIiLi2ENS1_6detail17aligned_allocatorIiEEvEES9_RNS4_IfLi2ENS6_IfEEvEEENKUlRNS1_7handlerEE_clESE_ENKUlNS1_4itemILi2ELb1EEEE_clESH_ = comdat any

$_ZN4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1025ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIfLi2ELS4_1025ELS5_2014ELS6_0ESA_EEED2Ev = comdat any

$_ZN4sycl3_V15queue17parallel_for_implI10Histogram3Li1ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEJRZN14GeneratedBench5step2ERS1_PiSE_EUlNS0_2idILi1EEEE_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEESM_DpOSK_ = comdat any

$_ZN4sycl3_V16detail20submit_kernel_directILNS1_6WrapAsE1ENS0_4itemILi1ELb1EEE10Histogram3Lb1ENS0_3ext6oneapi12experimental10propertiesINS9_6detail20properties_type_listIJEEEEERZN14GeneratedBench5step2ERNS0_5queueEPiSI_EUlNS0_2idILi1EEEE_Li1EEEDaRKSG_RKNS1_16nd_range_view_v113nd_range_viewEOT4_NS0_4spanIKNS0_5eventELm18446744073709551615EEERKT3_RKNS1_13code_locationE = comdat any

$_ZN4sycl3_V16detail18getKernelParamDescI10Histogram3EENS1_19kernel_param_desc_tEi = comdat any

$_ZN4sycl3_V16detail14HostKernelBaseD2Ev = comdat any

$_ZN4sycl3_V16detail13HostKernelRefIZN14GeneratedBench5step2ERNS0_5queueEPiS6_EUlNS0_2idILi1EEEE_RS9_NS0_4itemILi1ELb1EEELi1EE6getPtrEv = comdat any

$_ZN4sycl3_V16detail13HostKernelRefIZN14GeneratedBench5step2ERNS0_5queueEPiS6_EUlNS0_2idILi1EEEE_RS9_NS0_4itemILi1ELb1EEELi1EED0Ev = comdat any

$_ZNK4sycl3_V16detail13HostKernelRefIZN14GeneratedBench5step2ERNS0_5queueEPiS6_EUlNS0_2idILi1EEEE_RS9_NS0_4itemILi1ELb1EEELi1EE19takeOrCopyOwnershipEv = comdat any

$_ZN4sycl3_V16detail10HostKernelIZN14GeneratedBench5step2ERNS0_5queueEPiS6_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv = comdat any

$_ZN4sycl3_V16detail10HostKernelIZN14GeneratedBench5step2ERNS0_5queueEPiS6_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev = comdat any

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

$_ZZN4sycl3_V16detail19getDeviceKernelInfoI9GroupMax1EERNS1_16DeviceKernelInfoEvE4Info = comdat any

$_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI9GroupMax1EERNS1_16DeviceKernelInfoEvE4Info = comdat any

$_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI9GroupMax1EE = comdat any

$_ZTVN4sycl3_V16detail13HostKernelRefIZN14GeneratedBench5step0ERNS0_5queueEPfS6_EUlNS0_7nd_itemILi1EEEE_RS9_S8_Li1EEE = comdat any

$_ZTSN4sycl3_V16detail13HostKernelRefIZN14GeneratedBench5step0ERNS0_5queueEPfS6_EUlNS0_7nd_itemILi1EEEE_RS9_S8_Li1EEE = comdat any

$_ZTSN4sycl3_V16detail17HostKernelRefBaseE = comdat any

$_ZTSN4sycl3_V16detail14HostKernelBaseE = comdat any

$_ZTIN4sycl3_V16detail14HostKernelBaseE = comdat any

$_ZTIN4sycl3_V16detail17HostKernelRefBaseE = comdat any

$_ZTIN4sycl3_V16detail13HostKernelRefIZN14GeneratedBench5step0ERNS0_5queueEPfS6_EUlNS0_7nd_itemILi1EEEE_RS9_S8_Li1EEE = comdat any

$_ZTVN4sycl3_V16detail10HostKernelIZN14GeneratedBench5step0ERNS0_5queueEPfS6_EUlNS0_7nd_itemILi1EEEE_S8_Li1EEE = comdat any

$_ZTSN4sycl3_V16detail10HostKernelIZN14GeneratedBench5step0ERNS0_5queueEPfS6_EUlNS0_7nd_itemILi1EEEE_S8_Li1EEE = comdat any

$_ZTIN4sycl3_V16detail10HostKernelIZN14GeneratedBench5step0ERNS0_5queueEPfS6_EUlNS0_7nd_itemILi1EEEE_S8_Li1EEE = comdat any

$_ZTVN4sycl3_V16detail10HostKernelIZZN14GeneratedBench5step1ERNS0_5queueERNS0_6bufferIiLi2ENS1_17aligned_allocatorIiEEvEESA_RNS6_IfLi2ENS7_IfEEvEEENKUlRNS0_7handlerEE_clESF_EUlNS0_4itemILi2ELb1EEEE_SI_Li2EEE = comdat any

$_ZTSN4sycl3_V16detail10HostKernelIZZN14GeneratedBench5step1ERNS0_5queueERNS0_6bufferIiLi2ENS1_17aligned_allocatorIiEEvEESA_RNS6_IfLi2ENS7_IfEEvEEENKUlRNS0_7handlerEE_clESF_EUlNS0_4itemILi2ELb1EEEE_SI_Li2EEE = comdat any

$_ZTIN4sycl3_V16detail10HostKernelIZZN14GeneratedBench5step1ERNS0_5queueERNS0_6bufferIiLi2ENS1_17aligned_allocatorIiEEvEESA_RNS6_IfLi2ENS7_IfEEvEEENKUlRNS0_7handlerEE_clESF_EUlNS0_4itemILi2ELb1EEEE_SI_Li2EEE = comdat any

$_ZZN4sycl3_V16detail19getDeviceKernelInfoI4Map2EERNS1_16DeviceKernelInfoEvE4Info = comdat any

$_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI4Map2EERNS1_16DeviceKernelInfoEvE4Info = comdat any

$_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI4Map2EE = comdat any

$_ZZN4sycl3_V16detail19getDeviceKernelInfoI10Histogram3EERNS1_16DeviceKernelInfoEvE4Info = comdat any

$_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI10Histogram3EERNS1_16DeviceKernelInfoEvE4Info = comdat any

$_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI10Histogram3EE = comdat any

$_ZTVN4sycl3_V16detail13HostKernelRefIZN14GeneratedBench5step2ERNS0_5queueEPiS6_EUlNS0_2idILi1EEEE_RS9_NS0_4itemILi1ELb1EEELi1EEE = comdat any

$_ZTSN4sycl3_V16detail13HostKernelRefIZN14GeneratedBench5step2ERNS0_5queueEPiS6_EUlNS0_2idILi1EEEE_RS9_NS0_4itemILi1ELb1EEELi1EEE = comdat any

$_ZTIN4sycl3_V16detail13HostKernelRefIZN14GeneratedBench5step2ERNS0_5queueEPiS6_EUlNS0_2idILi1EEEE_RS9_NS0_4itemILi1ELb1EEELi1EEE = comdat any

$_ZTVN4sycl3_V16detail10HostKernelIZN14GeneratedBench5step2ERNS0_5queueEPiS6_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = comdat any

$_ZTSN4sycl3_V16detail10HostKernelIZN14GeneratedBench5step2ERNS0_5queueEPiS6_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = comdat any

$_ZTIN4sycl3_V16detail10HostKernelIZN14GeneratedBench5step2ERNS0_5queueEPiS6_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = comdat any

@.str.1 = private unnamed_addr constant [5 x i8] c"PASS\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.3 = private unnamed_addr constant [26 x i8] c"vector::_M_default_append\00", align 1
@__libc_single_threaded = external local_unnamed_addr global i8, align 1
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
@.str.6 = private unnamed_addr constant [9 x i8] c"prog.cpp\00", align 1
@.str.7 = private unnamed_addr constant [4 x i8] c"run\00", align 1
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
@_ZTIN4sycl3_V19exceptionE = external constant ptr
@_ZTIi = external local_unnamed_addr constant ptr
@_ZTVN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiEE = linkonce_odr dso_local unnamed_addr constant { [9 x ptr] } { [9 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiEE, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE16getAllocatorImplEv, ptr @_ZN4sycl3_V16detail19SYCLMemObjAllocatorD2Ev, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiED0Ev, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE8allocateEm, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE10deallocateEPvm, ptr @_ZNK4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE12getValueSizeEv, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE12setAlignmentEm] }, comdat, align 8
@_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiEE = linkonce_odr dso_local constant [76 x i8] c"N4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiEE\00", comdat, align 1
@_ZTIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiEE = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiEE, ptr @_ZTIN4sycl3_V16detail19SYCLMemObjAllocatorE }, comdat, align 8
@.str.9 = private unnamed_addr constant [10 x i8] c"rtc_0.cpp\00", align 1
@.str.10 = private unnamed_addr constant [12 x i8] c"::GroupMax1\00", align 1
@__const._ZN4sycl3_V15queue12parallel_forI9GroupMax1Li1EJZN14GeneratedBench5step0ERS1_PfS6_EUlNS0_7nd_itemILi1EEEE_EEENSt9enable_ifIXsr6detail23AreAllButLastReductionsIDpT1_EE5valueENS0_5eventEE4typeENS0_8nd_rangeIXT0_EEEDpOSB_.CodeLoc = private unnamed_addr constant %"struct.sycl::_V1::detail::code_location" { ptr @.str.9, ptr @.str.10, i32 181, i32 101 }, align 8
@.str.11 = private unnamed_addr constant [15 x i8] c"_ZTS9GroupMax1\00", align 1
@_ZZN4sycl3_V16detail19getDeviceKernelInfoI9GroupMax1EERNS1_16DeviceKernelInfoEvE4Info = linkonce_odr dso_local local_unnamed_addr global ptr null, comdat, align 8
@_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI9GroupMax1EERNS1_16DeviceKernelInfoEvE4Info = linkonce_odr dso_local global i64 0, comdat, align 8
@_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI9GroupMax1EE = linkonce_odr dso_local constant { %"class.sycl::_V1::detail::string_view", i32, i8, %"class.sycl::_V1::detail::string_view", %"class.sycl::_V1::detail::string_view", i32, i32, i64, ptr, i8 } { %"class.sycl::_V1::detail::string_view" { ptr @.str.11, i64 14 }, i32 3, i8 0, %"class.sycl::_V1::detail::string_view" { ptr @.str.9, i64 9 }, %"class.sycl::_V1::detail::string_view" { ptr @.str.10, i64 11 }, i32 181, i32 101, i64 24, ptr @_ZN4sycl3_V16detail18getKernelParamDescI9GroupMax1EENS1_19kernel_param_desc_tEi, i8 0 }, comdat, align 8
@_ZN4sycl3_V16detailL17kernel_signaturesE = internal unnamed_addr constant [15 x %"struct.sycl::_V1::detail::kernel_param_desc_t"] [%"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 8, i32 0 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 3, i32 8, i32 8 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 3, i32 8, i32 16 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 16, i32 0 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 6110, i32 16 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 4, i32 72 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 4, i32 76 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 6110, i32 0 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 4, i32 56 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 4, i32 60 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 8, i32 0 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 16, i32 8 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 3, i32 8, i32 0 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 3, i32 8, i32 8 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 15, i32 -987654321, i32 -987654321 }], align 16
@_ZTVN4sycl3_V16detail13HostKernelRefIZN14GeneratedBench5step0ERNS0_5queueEPfS6_EUlNS0_7nd_itemILi1EEEE_RS9_S8_Li1EEE = linkonce_odr dso_local unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail13HostKernelRefIZN14GeneratedBench5step0ERNS0_5queueEPfS6_EUlNS0_7nd_itemILi1EEEE_RS9_S8_Li1EEE, ptr @_ZN4sycl3_V16detail13HostKernelRefIZN14GeneratedBench5step0ERNS0_5queueEPfS6_EUlNS0_7nd_itemILi1EEEE_RS9_S8_Li1EE6getPtrEv, ptr @_ZN4sycl3_V16detail14HostKernelBaseD2Ev, ptr @_ZN4sycl3_V16detail13HostKernelRefIZN14GeneratedBench5step0ERNS0_5queueEPfS6_EUlNS0_7nd_itemILi1EEEE_RS9_S8_Li1EED0Ev, ptr @_ZNK4sycl3_V16detail13HostKernelRefIZN14GeneratedBench5step0ERNS0_5queueEPfS6_EUlNS0_7nd_itemILi1EEEE_RS9_S8_Li1EE19takeOrCopyOwnershipEv] }, comdat, align 8
@_ZTSN4sycl3_V16detail13HostKernelRefIZN14GeneratedBench5step0ERNS0_5queueEPfS6_EUlNS0_7nd_itemILi1EEEE_RS9_S8_Li1EEE = linkonce_odr dso_local constant [113 x i8] c"N4sycl3_V16detail13HostKernelRefIZN14GeneratedBench5step0ERNS0_5queueEPfS6_EUlNS0_7nd_itemILi1EEEE_RS9_S8_Li1EEE\00", comdat, align 1
@_ZTSN4sycl3_V16detail17HostKernelRefBaseE = linkonce_odr dso_local constant [38 x i8] c"N4sycl3_V16detail17HostKernelRefBaseE\00", comdat, align 1
@_ZTSN4sycl3_V16detail14HostKernelBaseE = linkonce_odr dso_local constant [35 x i8] c"N4sycl3_V16detail14HostKernelBaseE\00", comdat, align 1
@_ZTIN4sycl3_V16detail14HostKernelBaseE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail14HostKernelBaseE }, comdat, align 8
@_ZTIN4sycl3_V16detail17HostKernelRefBaseE = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail17HostKernelRefBaseE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, comdat, align 8
@_ZTIN4sycl3_V16detail13HostKernelRefIZN14GeneratedBench5step0ERNS0_5queueEPfS6_EUlNS0_7nd_itemILi1EEEE_RS9_S8_Li1EEE = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail13HostKernelRefIZN14GeneratedBench5step0ERNS0_5queueEPfS6_EUlNS0_7nd_itemILi1EEEE_RS9_S8_Li1EEE, ptr @_ZTIN4sycl3_V16detail17HostKernelRefBaseE }, comdat, align 8
@_ZTVN4sycl3_V16detail10HostKernelIZN14GeneratedBench5step0ERNS0_5queueEPfS6_EUlNS0_7nd_itemILi1EEEE_S8_Li1EEE = linkonce_odr dso_local unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelIZN14GeneratedBench5step0ERNS0_5queueEPfS6_EUlNS0_7nd_itemILi1EEEE_S8_Li1EEE, ptr @_ZN4sycl3_V16detail10HostKernelIZN14GeneratedBench5step0ERNS0_5queueEPfS6_EUlNS0_7nd_itemILi1EEEE_S8_Li1EE6getPtrEv, ptr @_ZN4sycl3_V16detail14HostKernelBaseD2Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZN14GeneratedBench5step0ERNS0_5queueEPfS6_EUlNS0_7nd_itemILi1EEEE_S8_Li1EED0Ev] }, comdat, align 8
@_ZTSN4sycl3_V16detail10HostKernelIZN14GeneratedBench5step0ERNS0_5queueEPfS6_EUlNS0_7nd_itemILi1EEEE_S8_Li1EEE = linkonce_odr dso_local constant [106 x i8] c"N4sycl3_V16detail10HostKernelIZN14GeneratedBench5step0ERNS0_5queueEPfS6_EUlNS0_7nd_itemILi1EEEE_S8_Li1EEE\00", comdat, align 1
@_ZTIN4sycl3_V16detail10HostKernelIZN14GeneratedBench5step0ERNS0_5queueEPfS6_EUlNS0_7nd_itemILi1EEEE_S8_Li1EEE = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelIZN14GeneratedBench5step0ERNS0_5queueEPfS6_EUlNS0_7nd_itemILi1EEEE_S8_Li1EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, comdat, align 8
@.str.14 = private unnamed_addr constant [6 x i8] c"step1\00", align 1
@.str.15 = private unnamed_addr constant [11 x i8] c"operator()\00", align 1
@.str.17 = private unnamed_addr constant [58 x i8] c"SyclObj.impl && \22every constructor should create an impl\22\00", align 1
@.str.18 = private unnamed_addr constant [96 x i8] c"root/intel-sycl-rt-2026.0.0/intel_sycl_rt-2026.0.0.data/data/include/sycl/detail/impl_utils.hpp\00", align 1
@__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_6bufferIiLi2ENS1_17aligned_allocatorIiEEvEEEERKDtsrT_4implERKS8_ = private unnamed_addr constant [116 x i8] c"static const decltype(Obj::impl) &sycl::detail::ImplUtils::getSyclObjImpl(const Obj &) [Obj = sycl::buffer<int, 2>]\00", align 1
@.str.19 = private unnamed_addr constant [46 x i8] c"accessor cannot be both read_only and no_init\00", align 1
@__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_6bufferIfLi2ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS8_ = private unnamed_addr constant [118 x i8] c"static const decltype(Obj::impl) &sycl::detail::ImplUtils::getSyclObjImpl(const Obj &) [Obj = sycl::buffer<float, 2>]\00", align 1
@.str.20 = private unnamed_addr constant [10 x i8] c"_ZTS4Map2\00", align 1
@.str.21 = private unnamed_addr constant [7 x i8] c"::Map2\00", align 1
@.str.22 = private unnamed_addr constant [65 x i8] c"The total number of work-items in a range must fit within size_t\00", align 1
@.str.23 = private unnamed_addr constant [131 x i8] c"Attempt to set multiple actions for the command group. Command group must consist of a single kernel or explicit memory operation.\00", align 1
@.str.24 = private unnamed_addr constant [161 x i8] c"A local accessor must not be used in a SYCL kernel function that is invoked via single_task or via the simple form of parallel_for that takes a range parameter.\00", align 1
@.str.25 = private unnamed_addr constant [171 x i8] c"A work group memory object must not be used in a SYCL kernel function that is invoked via single_task or via the simple form of parallel_for that takes a range parameter.\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelIZZN14GeneratedBench5step1ERNS0_5queueERNS0_6bufferIiLi2ENS1_17aligned_allocatorIiEEvEESA_RNS6_IfLi2ENS7_IfEEvEEENKUlRNS0_7handlerEE_clESF_EUlNS0_4itemILi2ELb1EEEE_SI_Li2EEE = linkonce_odr dso_local unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelIZZN14GeneratedBench5step1ERNS0_5queueERNS0_6bufferIiLi2ENS1_17aligned_allocatorIiEEvEESA_RNS6_IfLi2ENS7_IfEEvEEENKUlRNS0_7handlerEE_clESF_EUlNS0_4itemILi2ELb1EEEE_SI_Li2EEE, ptr @_ZN4sycl3_V16detail10HostKernelIZZN14GeneratedBench5step1ERNS0_5queueERNS0_6bufferIiLi2ENS1_17aligned_allocatorIiEEvEESA_RNS6_IfLi2ENS7_IfEEvEEENKUlRNS0_7handlerEE_clESF_EUlNS0_4itemILi2ELb1EEEE_SI_Li2EE6getPtrEv, ptr @_ZN4sycl3_V16detail10HostKernelIZZN14GeneratedBench5step1ERNS0_5queueERNS0_6bufferIiLi2ENS1_17aligned_allocatorIiEEvEESA_RNS6_IfLi2ENS7_IfEEvEEENKUlRNS0_7handlerEE_clESF_EUlNS0_4itemILi2ELb1EEEE_SI_Li2EED2Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZN14GeneratedBench5step1ERNS0_5queueERNS0_6bufferIiLi2ENS1_17aligned_allocatorIiEEvEESA_RNS6_IfLi2ENS7_IfEEvEEENKUlRNS0_7handlerEE_clESF_EUlNS0_4itemILi2ELb1EEEE_SI_Li2EED0Ev] }, comdat, align 8
@_ZTSN4sycl3_V16detail10HostKernelIZZN14GeneratedBench5step1ERNS0_5queueERNS0_6bufferIiLi2ENS1_17aligned_allocatorIiEEvEESA_RNS6_IfLi2ENS7_IfEEvEEENKUlRNS0_7handlerEE_clESF_EUlNS0_4itemILi2ELb1EEEE_SI_Li2EEE = linkonce_odr dso_local constant [203 x i8] c"N4sycl3_V16detail10HostKernelIZZN14GeneratedBench5step1ERNS0_5queueERNS0_6bufferIiLi2ENS1_17aligned_allocatorIiEEvEESA_RNS6_IfLi2ENS7_IfEEvEEENKUlRNS0_7handlerEE_clESF_EUlNS0_4itemILi2ELb1EEEE_SI_Li2EEE\00", comdat, align 1
@_ZTIN4sycl3_V16detail10HostKernelIZZN14GeneratedBench5step1ERNS0_5queueERNS0_6bufferIiLi2ENS1_17aligned_allocatorIiEEvEESA_RNS6_IfLi2ENS7_IfEEvEEENKUlRNS0_7handlerEE_clESF_EUlNS0_4itemILi2ELb1EEEE_SI_Li2EEE = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelIZZN14GeneratedBench5step1ERNS0_5queueERNS0_6bufferIiLi2ENS1_17aligned_allocatorIiEEvEESA_RNS6_IfLi2ENS7_IfEEvEEENKUlRNS0_7handlerEE_clESF_EUlNS0_4itemILi2ELb1EEEE_SI_Li2EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, comdat, align 8
@__const._ZN4sycl3_V17handler19setDeviceKernelInfoI4Map2EEvPv.Info = private unnamed_addr constant { %"class.sycl::_V1::detail::string_view", i32, i8, %"class.sycl::_V1::detail::string_view", %"class.sycl::_V1::detail::string_view", i32, i32, i64, ptr, i8 } { %"class.sycl::_V1::detail::string_view" { ptr @.str.20, i64 9 }, i32 3, i8 0, %"class.sycl::_V1::detail::string_view" { ptr @.str.9, i64 9 }, %"class.sycl::_V1::detail::string_view" { ptr @.str.21, i64 6 }, i32 202, i32 56, i64 64, ptr @_ZN4sycl3_V16detail18getKernelParamDescI4Map2EENS1_19kernel_param_desc_tEi, i8 1 }, align 8
@_ZZN4sycl3_V16detail19getDeviceKernelInfoI4Map2EERNS1_16DeviceKernelInfoEvE4Info = linkonce_odr dso_local local_unnamed_addr global ptr null, comdat, align 8
@_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI4Map2EERNS1_16DeviceKernelInfoEvE4Info = linkonce_odr dso_local global i64 0, comdat, align 8
@_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI4Map2EE = linkonce_odr dso_local constant { %"class.sycl::_V1::detail::string_view", i32, i8, %"class.sycl::_V1::detail::string_view", %"class.sycl::_V1::detail::string_view", i32, i32, i64, ptr, i8 } { %"class.sycl::_V1::detail::string_view" { ptr @.str.20, i64 9 }, i32 3, i8 0, %"class.sycl::_V1::detail::string_view" { ptr @.str.9, i64 9 }, %"class.sycl::_V1::detail::string_view" { ptr @.str.21, i64 6 }, i32 202, i32 56, i64 64, ptr @_ZN4sycl3_V16detail18getKernelParamDescI4Map2EENS1_19kernel_param_desc_tEi, i8 1 }, comdat, align 8
@.str.27 = private unnamed_addr constant [13 x i8] c"::Histogram3\00", align 1
@__const._ZN4sycl3_V15queue17parallel_for_implI10Histogram3Li1ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEJRZN14GeneratedBench5step2ERS1_PiSE_EUlNS0_2idILi1EEEE_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEESM_DpOSK_.CodeLoc = private unnamed_addr constant %"struct.sycl::_V1::detail::code_location" { ptr @.str.9, ptr @.str.27, i32 218, i32 51 }, align 8
@.str.28 = private unnamed_addr constant [17 x i8] c"_ZTS10Histogram3\00", align 1
@_ZZN4sycl3_V16detail19getDeviceKernelInfoI10Histogram3EERNS1_16DeviceKernelInfoEvE4Info = linkonce_odr dso_local local_unnamed_addr global ptr null, comdat, align 8
@_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI10Histogram3EERNS1_16DeviceKernelInfoEvE4Info = linkonce_odr dso_local global i64 0, comdat, align 8
@_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI10Histogram3EE = linkonce_odr dso_local constant { %"class.sycl::_V1::detail::string_view", i32, i8, %"class.sycl::_V1::detail::string_view", %"class.sycl::_V1::detail::string_view", i32, i32, i64, ptr, i8 } { %"class.sycl::_V1::detail::string_view" { ptr @.str.28, i64 16 }, i32 2, i8 0, %"class.sycl::_V1::detail::string_view" { ptr @.str.9, i64 9 }, %"class.sycl::_V1::detail::string_view" { ptr @.str.27, i64 12 }, i32 218, i32 51, i64 16, ptr @_ZN4sycl3_V16detail18getKernelParamDescI10Histogram3EENS1_19kernel_param_desc_tEi, i8 0 }, comdat, align 8
@_ZTVN4sycl3_V16detail13HostKernelRefIZN14GeneratedBench5step2ERNS0_5queueEPiS6_EUlNS0_2idILi1EEEE_RS9_NS0_4itemILi1ELb1EEELi1EEE = linkonce_odr dso_local unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail13HostKernelRefIZN14GeneratedBench5step2ERNS0_5queueEPiS6_EUlNS0_2idILi1EEEE_RS9_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZN4sycl3_V16detail13HostKernelRefIZN14GeneratedBench5step2ERNS0_5queueEPiS6_EUlNS0_2idILi1EEEE_RS9_NS0_4itemILi1ELb1EEELi1EE6getPtrEv, ptr @_ZN4sycl3_V16detail14HostKernelBaseD2Ev, ptr @_ZN4sycl3_V16detail13HostKernelRefIZN14GeneratedBench5step2ERNS0_5queueEPiS6_EUlNS0_2idILi1EEEE_RS9_NS0_4itemILi1ELb1EEELi1EED0Ev, ptr @_ZNK4sycl3_V16detail13HostKernelRefIZN14GeneratedBench5step2ERNS0_5queueEPiS6_EUlNS0_2idILi1EEEE_RS9_NS0_4itemILi1ELb1EEELi1EE19takeOrCopyOwnershipEv] }, comdat, align 8
@_ZTSN4sycl3_V16detail13HostKernelRefIZN14GeneratedBench5step2ERNS0_5queueEPiS6_EUlNS0_2idILi1EEEE_RS9_NS0_4itemILi1ELb1EEELi1EEE = linkonce_odr dso_local constant [125 x i8] c"N4sycl3_V16detail13HostKernelRefIZN14GeneratedBench5step2ERNS0_5queueEPiS6_EUlNS0_2idILi1EEEE_RS9_NS0_4itemILi1ELb1EEELi1EEE\00", comdat, align 1
@_ZTIN4sycl3_V16detail13HostKernelRefIZN14GeneratedBench5step2ERNS0_5queueEPiS6_EUlNS0_2idILi1EEEE_RS9_NS0_4itemILi1ELb1EEELi1EEE = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail13HostKernelRefIZN14GeneratedBench5step2ERNS0_5queueEPiS6_EUlNS0_2idILi1EEEE_RS9_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZTIN4sycl3_V16detail17HostKernelRefBaseE }, comdat, align 8
@_ZTVN4sycl3_V16detail10HostKernelIZN14GeneratedBench5step2ERNS0_5queueEPiS6_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = linkonce_odr dso_local unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelIZN14GeneratedBench5step2ERNS0_5queueEPiS6_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZN4sycl3_V16detail10HostKernelIZN14GeneratedBench5step2ERNS0_5queueEPiS6_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv, ptr @_ZN4sycl3_V16detail14HostKernelBaseD2Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZN14GeneratedBench5step2ERNS0_5queueEPiS6_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev] }, comdat, align 8
@_ZTSN4sycl3_V16detail10HostKernelIZN14GeneratedBench5step2ERNS0_5queueEPiS6_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = linkonce_odr dso_local constant [118 x i8] c"N4sycl3_V16detail10HostKernelIZN14GeneratedBench5step2ERNS0_5queueEPiS6_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE\00", comdat, align 1
@_ZTIN4sycl3_V16detail10HostKernelIZN14GeneratedBench5step2ERNS0_5queueEPiS6_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelIZN14GeneratedBench5step2ERNS0_5queueEPiS6_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, comdat, align 8
@.str.30 = private unnamed_addr constant [21 x i8] c"exception in ~buffer\00", align 1
@.str.31 = private unnamed_addr constant [2 x i8] c" \00", align 1
@.str.32 = private unnamed_addr constant [6 x i8] c"false\00", align 1
@.str.33 = private unnamed_addr constant [85 x i8] c"root/intel-sycl-rt-2026.0.0/intel_sycl_rt-2026.0.0.data/data/include/sycl/buffer.hpp\00", align 1
@__PRETTY_FUNCTION__._ZN4sycl3_V16bufferIiLi2ENS0_6detail17aligned_allocatorIiEEvED2Ev = private unnamed_addr constant [124 x i8] c"sycl::buffer<int, 2>::~buffer() [T = int, Dimensions = 2, AllocatorT = sycl::detail::aligned_allocator<int>, Enable = void]\00", align 1
@__PRETTY_FUNCTION__._ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvED2Ev = private unnamed_addr constant [130 x i8] c"sycl::buffer<float, 2>::~buffer() [T = float, Dimensions = 2, AllocatorT = sycl::detail::aligned_allocator<float>, Enable = void]\00", align 1
@.str.34 = private unnamed_addr constant [15 x i8] c"FAIL: x0[%zu]\0A\00", align 1
@.str.35 = private unnamed_addr constant [15 x i8] c"FAIL: y1[%zu]\0A\00", align 1
@.str.36 = private unnamed_addr constant [15 x i8] c"FAIL: z2[%zu]\0A\00", align 1
@.str.37 = private unnamed_addr constant [15 x i8] c"FAIL: u3[%zu]\0A\00", align 1
@.str.38 = private unnamed_addr constant [15 x i8] c"FAIL: v4[%zu]\0A\00", align 1
@.str.39 = private unnamed_addr constant [15 x i8] c"FAIL: w5[%zu]\0A\00", align 1
@.str.40 = private unnamed_addr constant [15 x i8] c"FAIL: p6[%zu]\0A\00", align 1

; Function Attrs: mustprogress nofree nounwind willreturn uwtable
define dso_local void @_Z10parse_argsiPPc(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.Args) align 8 %0, i32 noundef %1, ptr nocapture noundef readonly %2) local_unnamed_addr #0 {
  store i64 96, ptr %0, align 8, !tbaa !5
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  store i64 12, ptr %4, align 8, !tbaa !12
  %5 = getelementptr inbounds i8, ptr %0, i64 16
  store i64 24, ptr %5, align 8, !tbaa !13
  %6 = getelementptr inbounds i8, ptr %0, i64 24
  store i64 4, ptr %6, align 8, !tbaa !14
  %7 = getelementptr inbounds i8, ptr %0, i64 32
  store i64 24, ptr %7, align 8, !tbaa !15
  %8 = getelementptr inbounds i8, ptr %0, i64 40
  store float 2.000000e+00, ptr %8, align 8, !tbaa !16
  %9 = getelementptr inbounds i8, ptr %0, i64 44
  store i32 2, ptr %9, align 4, !tbaa !17
  %10 = getelementptr inbounds i8, ptr %0, i64 48
  store i32 3, ptr %10, align 8, !tbaa !18
  %11 = icmp sgt i32 %1, 1
  br i1 %11, label %12, label %47

12:                                               ; preds = %3
  %13 = getelementptr inbounds i8, ptr %2, i64 8
  %14 = load ptr, ptr %13, align 8, !tbaa !19
  %15 = tail call i64 @strtoul(ptr nocapture noundef %14, ptr noundef null, i32 noundef 10) #27
  store i64 %15, ptr %0, align 8, !tbaa !5
  %16 = icmp eq i32 %1, 2
  br i1 %16, label %47, label %17

17:                                               ; preds = %12
  %18 = getelementptr inbounds i8, ptr %2, i64 16
  %19 = load ptr, ptr %18, align 8, !tbaa !19
  %20 = tail call i64 @strtoul(ptr nocapture noundef %19, ptr noundef null, i32 noundef 10) #27
  store i64 %20, ptr %4, align 8, !tbaa !12
  %21 = icmp ugt i32 %1, 3
  br i1 %21, label %22, label %47

22:                                               ; preds = %17
  %23 = getelementptr inbounds i8, ptr %2, i64 24
  %24 = load ptr, ptr %23, align 8, !tbaa !19
  %25 = tail call i64 @strtoul(ptr nocapture noundef %24, ptr noundef null, i32 noundef 10) #27
  store i64 %25, ptr %5, align 8, !tbaa !13
  %26 = icmp eq i32 %1, 4
  br i1 %26, label %47, label %27

27:                                               ; preds = %22
  %28 = getelementptr inbounds i8, ptr %2, i64 32
  %29 = load ptr, ptr %28, align 8, !tbaa !19
  %30 = tail call i64 @strtoul(ptr nocapture noundef %29, ptr noundef null, i32 noundef 10) #27
  store i64 %30, ptr %6, align 8, !tbaa !14
  %31 = icmp ugt i32 %1, 5
  br i1 %31, label %32, label %47

32:                                               ; preds = %27
  %33 = getelementptr inbounds i8, ptr %2, i64 40
  %34 = load ptr, ptr %33, align 8, !tbaa !19
  %35 = tail call i64 @strtol(ptr nocapture noundef nonnull %34, ptr noundef null, i32 noundef 10) #27
  %36 = trunc i64 %35 to i32
  store i32 %36, ptr %10, align 8, !tbaa !18
  %37 = icmp eq i32 %1, 6
  br i1 %37, label %47, label %38

38:                                               ; preds = %32
  %39 = getelementptr inbounds i8, ptr %2, i64 48
  %40 = load ptr, ptr %39, align 8, !tbaa !19
  %41 = tail call float @strtof(ptr nocapture noundef %40, ptr noundef null) #27
  store float %41, ptr %8, align 8, !tbaa !16
  %42 = icmp ugt i32 %1, 7
  br i1 %42, label %43, label %47

43:                                               ; preds = %38
  %44 = getelementptr inbounds i8, ptr %2, i64 56
  %45 = load ptr, ptr %44, align 8, !tbaa !19
  %46 = tail call i64 @strtoul(ptr nocapture noundef %45, ptr noundef null, i32 noundef 10) #27
  store i64 %46, ptr %7, align 8, !tbaa !15
  br label %47

47:                                               ; preds = %3, %12, %17, %22, %27, %32, %43, %38
  ret void
}

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtoul(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn
declare float @strtof(ptr noundef readonly, ptr nocapture noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef zeroext i1 @_Z7matchesff(float noundef %0, float noundef %1) local_unnamed_addr #2 {
  %3 = fsub float %0, %1
  %4 = tail call noundef float @llvm.fabs.f32(float %3)
  %5 = tail call noundef float @llvm.fabs.f32(float %1)
  %6 = fadd float %5, 1.000000e+00
  %7 = fmul float %6, 0x3F50624DE0000000
  %8 = fcmp ole float %4, %7
  ret i1 %8
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef zeroext i1 @_Z7matchesii(i32 noundef %0, i32 noundef %1) local_unnamed_addr #2 {
  %3 = icmp eq i32 %0, %1
  ret i1 %3
}

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr noundef %1) local_unnamed_addr #3 {
  %3 = tail call noundef i32 @_Z13run_benchmarkI14GeneratedBenchEiiPPc(i32 noundef %0, ptr noundef %1)
  ret i32 %3
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef i32 @_Z13run_benchmarkI14GeneratedBenchEiiPPc(i32 noundef %0, ptr noundef %1) local_unnamed_addr #4 comdat personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.std::function", align 8
  %4 = alloca %class.GeneratedBench, align 8
  %5 = alloca %"class.sycl::_V1::queue", align 8
  %6 = alloca %"class.sycl::_V1::property_list", align 8
  call void @llvm.lifetime.start.p0(i64 392, ptr nonnull %4) #27
  call void @_Z10parse_argsiPPc(ptr dead_on_unwind nonnull writable sret(%struct.Args) align 8 %4, i32 noundef %0, ptr noundef %1)
  %7 = getelementptr inbounds i8, ptr %4, i64 56
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(336) %7, i8 0, i64 336, i1 false)
  invoke void @_ZN14GeneratedBench5setupEv(ptr noundef nonnull align 8 dereferenceable(392) %4)
          to label %8 unwind label %115

8:                                                ; preds = %2
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #27
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #27
  %9 = getelementptr inbounds i8, ptr %6, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %9, i8 0, i64 24, i1 false)
  store i64 8, ptr %6, align 8, !tbaa !21
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #27
  %10 = getelementptr inbounds i8, ptr %3, i64 16
  %11 = getelementptr inbounds i8, ptr %3, i64 24
  %12 = getelementptr inbounds i8, ptr %3, i64 8
  store i64 0, ptr %12, align 8
  store ptr @_ZN4sycl3_V16detail19defaultAsyncHandlerENS0_14exception_listE, ptr %3, align 8, !tbaa !19
  store ptr @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E9_M_invokeERKSt9_Any_dataOS2_, ptr %11, align 8, !tbaa !22
  store ptr @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E10_M_managerERSt9_Any_dataRKS6_St18_Manager_operation, ptr %10, align 8, !tbaa !25
  invoke void @_ZN4sycl3_V15queueC2IFiRKNS0_6deviceEEvEERKT_RKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %5, ptr noundef nonnull @_ZN4sycl3_V118default_selector_vERKNS0_6deviceE, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef nonnull align 8 dereferenceable(32) %6)
          to label %13 unwind label %21

13:                                               ; preds = %8
  %14 = load ptr, ptr %10, align 8, !tbaa !25
  %15 = icmp eq ptr %14, null
  br i1 %15, label %31, label %16

16:                                               ; preds = %13
  %17 = invoke noundef zeroext i1 %14(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(16) %3, i32 noundef 3)
          to label %31 unwind label %18

18:                                               ; preds = %16
  %19 = landingpad { ptr, i32 }
          catch ptr null
  %20 = extractvalue { ptr, i32 } %19, 0
  call void @__clang_call_terminate(ptr %20) #28
  unreachable

21:                                               ; preds = %8
  %22 = landingpad { ptr, i32 }
          cleanup
  %23 = load ptr, ptr %10, align 8, !tbaa !25
  %24 = icmp eq ptr %23, null
  br i1 %24, label %30, label %25

25:                                               ; preds = %21
  %26 = invoke noundef zeroext i1 %23(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(16) %3, i32 noundef 3)
          to label %30 unwind label %27

27:                                               ; preds = %25
  %28 = landingpad { ptr, i32 }
          catch ptr null
  %29 = extractvalue { ptr, i32 } %28, 0
  call void @__clang_call_terminate(ptr %29) #28
  unreachable

30:                                               ; preds = %25, %21
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #27
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %6) #27
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #27
  br label %123

31:                                               ; preds = %16, %13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #27
  %32 = load ptr, ptr %9, align 8, !tbaa !26
  %33 = getelementptr inbounds i8, ptr %6, i64 16
  %34 = load ptr, ptr %33, align 8, !tbaa !28
  %35 = icmp eq ptr %32, %34
  br i1 %35, label %70, label %36

36:                                               ; preds = %31, %65
  %37 = phi ptr [ %66, %65 ], [ %32, %31 ]
  %38 = getelementptr inbounds i8, ptr %37, i64 8
  %39 = load ptr, ptr %38, align 8, !tbaa !29
  %40 = icmp eq ptr %39, null
  br i1 %40, label %65, label %41

41:                                               ; preds = %36
  %42 = getelementptr inbounds i8, ptr %39, i64 8
  %43 = load atomic i64, ptr %42 acquire, align 8
  %44 = icmp eq i64 %43, 4294967297
  %45 = trunc i64 %43 to i32
  br i1 %44, label %46, label %54

46:                                               ; preds = %41
  store i32 0, ptr %42, align 8, !tbaa !31
  %47 = getelementptr inbounds i8, ptr %39, i64 12
  store i32 0, ptr %47, align 4, !tbaa !33
  %48 = load ptr, ptr %39, align 8, !tbaa !34
  %49 = getelementptr inbounds i8, ptr %48, i64 16
  %50 = load ptr, ptr %49, align 8
  call void %50(ptr noundef nonnull align 8 dereferenceable(16) %39) #27
  %51 = load ptr, ptr %39, align 8, !tbaa !34
  %52 = getelementptr inbounds i8, ptr %51, i64 24
  %53 = load ptr, ptr %52, align 8
  call void %53(ptr noundef nonnull align 8 dereferenceable(16) %39) #27
  br label %65

54:                                               ; preds = %41
  %55 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %56 = icmp eq i8 %55, 0
  br i1 %56, label %59, label %57

57:                                               ; preds = %54
  %58 = add nsw i32 %45, -1
  store i32 %58, ptr %42, align 4, !tbaa !37
  br label %61

59:                                               ; preds = %54
  %60 = atomicrmw volatile add ptr %42, i32 -1 acq_rel, align 4
  br label %61

61:                                               ; preds = %59, %57
  %62 = phi i32 [ %45, %57 ], [ %60, %59 ]
  %63 = icmp eq i32 %62, 1
  br i1 %63, label %64, label %65, !prof !38

64:                                               ; preds = %61
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %39) #27
  br label %65

65:                                               ; preds = %64, %61, %46, %36
  %66 = getelementptr inbounds i8, ptr %37, i64 16
  %67 = icmp eq ptr %66, %34
  br i1 %67, label %68, label %36, !llvm.loop !39

68:                                               ; preds = %65
  %69 = load ptr, ptr %9, align 8, !tbaa !26
  br label %70

70:                                               ; preds = %68, %31
  %71 = phi ptr [ %69, %68 ], [ %32, %31 ]
  %72 = icmp eq ptr %71, null
  br i1 %72, label %79, label %73

73:                                               ; preds = %70
  %74 = getelementptr inbounds i8, ptr %6, i64 24
  %75 = load ptr, ptr %74, align 8, !tbaa !41
  %76 = ptrtoint ptr %75 to i64
  %77 = ptrtoint ptr %71 to i64
  %78 = sub i64 %76, %77
  call void @_ZdlPvm(ptr noundef nonnull %71, i64 noundef %78) #29
  br label %79

79:                                               ; preds = %70, %73
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #27
  invoke void @_ZN14GeneratedBench3runERN4sycl3_V15queueE(ptr noundef nonnull align 8 dereferenceable(392) %4, ptr noundef nonnull align 8 dereferenceable(16) %5)
          to label %80 unwind label %117

80:                                               ; preds = %79
  %81 = invoke noundef zeroext i1 @_ZN14GeneratedBench6verifyEv(ptr noundef nonnull align 8 dereferenceable(392) %4)
          to label %82 unwind label %119

82:                                               ; preds = %80
  %83 = select i1 %81, ptr @.str.1, ptr @.str.2
  %84 = call i32 @puts(ptr nonnull dereferenceable(1) %83)
  %85 = getelementptr inbounds i8, ptr %5, i64 8
  %86 = load ptr, ptr %85, align 8, !tbaa !29
  %87 = icmp eq ptr %86, null
  br i1 %87, label %112, label %88

88:                                               ; preds = %82
  %89 = getelementptr inbounds i8, ptr %86, i64 8
  %90 = load atomic i64, ptr %89 acquire, align 8
  %91 = icmp eq i64 %90, 4294967297
  %92 = trunc i64 %90 to i32
  br i1 %91, label %93, label %101

93:                                               ; preds = %88
  store i32 0, ptr %89, align 8, !tbaa !31
  %94 = getelementptr inbounds i8, ptr %86, i64 12
  store i32 0, ptr %94, align 4, !tbaa !33
  %95 = load ptr, ptr %86, align 8, !tbaa !34
  %96 = getelementptr inbounds i8, ptr %95, i64 16
  %97 = load ptr, ptr %96, align 8
  call void %97(ptr noundef nonnull align 8 dereferenceable(16) %86) #27
  %98 = load ptr, ptr %86, align 8, !tbaa !34
  %99 = getelementptr inbounds i8, ptr %98, i64 24
  %100 = load ptr, ptr %99, align 8
  call void %100(ptr noundef nonnull align 8 dereferenceable(16) %86) #27
  br label %112

101:                                              ; preds = %88
  %102 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %103 = icmp eq i8 %102, 0
  br i1 %103, label %106, label %104

104:                                              ; preds = %101
  %105 = add nsw i32 %92, -1
  store i32 %105, ptr %89, align 4, !tbaa !37
  br label %108

106:                                              ; preds = %101
  %107 = atomicrmw volatile add ptr %89, i32 -1 acq_rel, align 4
  br label %108

108:                                              ; preds = %106, %104
  %109 = phi i32 [ %92, %104 ], [ %107, %106 ]
  %110 = icmp eq i32 %109, 1
  br i1 %110, label %111, label %112, !prof !38

111:                                              ; preds = %108
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %86) #27
  br label %112

112:                                              ; preds = %82, %93, %108, %111
  %113 = xor i1 %81, true
  %114 = zext i1 %113 to i32
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #27
  call void @_ZN14GeneratedBenchD2Ev(ptr noundef nonnull align 8 dereferenceable(392) %4) #27
  call void @llvm.lifetime.end.p0(i64 392, ptr nonnull %4) #27
  ret i32 %114

115:                                              ; preds = %2
  %116 = landingpad { ptr, i32 }
          cleanup
  br label %125

117:                                              ; preds = %79
  %118 = landingpad { ptr, i32 }
          cleanup
  br label %121

119:                                              ; preds = %80
  %120 = landingpad { ptr, i32 }
          cleanup
  br label %121

121:                                              ; preds = %119, %117
  %122 = phi { ptr, i32 } [ %120, %119 ], [ %118, %117 ]
  call void @_ZN4sycl3_V15queueD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %5) #27
  br label %123

123:                                              ; preds = %121, %30
  %124 = phi { ptr, i32 } [ %122, %121 ], [ %22, %30 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #27
  br label %125

125:                                              ; preds = %123, %115
  %126 = phi { ptr, i32 } [ %124, %123 ], [ %116, %115 ]
  call void @_ZN14GeneratedBenchD2Ev(ptr noundef nonnull align 8 dereferenceable(392) %4) #27
  call void @llvm.lifetime.end.p0(i64 392, ptr nonnull %4) #27
  resume { ptr, i32 } %126
}

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #6

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN14GeneratedBench5setupEv(ptr noundef nonnull align 8 dereferenceable(392) %0) local_unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = load i64, ptr %0, align 8, !tbaa !42
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load i64, ptr %3, align 8, !tbaa !52
  %5 = getelementptr inbounds i8, ptr %0, i64 16
  %6 = load i64, ptr %5, align 8, !tbaa !53
  %7 = add i64 %2, 31
  %8 = lshr i64 %7, 5
  %9 = getelementptr inbounds i8, ptr %0, i64 56
  %10 = getelementptr inbounds i8, ptr %0, i64 64
  %11 = load ptr, ptr %10, align 8, !tbaa !54
  %12 = load ptr, ptr %9, align 8, !tbaa !55
  %13 = ptrtoint ptr %11 to i64
  %14 = ptrtoint ptr %12 to i64
  %15 = sub i64 %13, %14
  %16 = ashr exact i64 %15, 2
  %17 = icmp ult i64 %16, %2
  br i1 %17, label %18, label %20

18:                                               ; preds = %1
  %19 = sub i64 %2, %16
  tail call void @_ZNSt6vectorIfSaIfEE17_M_default_appendEm(ptr noundef nonnull align 8 dereferenceable(24) %9, i64 noundef %19)
  br label %28

20:                                               ; preds = %1
  %21 = icmp ugt i64 %16, %2
  br i1 %21, label %22, label %26

22:                                               ; preds = %20
  %23 = getelementptr inbounds float, ptr %12, i64 %2
  %24 = icmp eq ptr %11, %23
  br i1 %24, label %26, label %25

25:                                               ; preds = %22
  store ptr %23, ptr %10, align 8, !tbaa !54
  br label %26

26:                                               ; preds = %20, %22, %25
  %27 = icmp eq i64 %2, 0
  br i1 %27, label %43, label %28

28:                                               ; preds = %18, %26
  %29 = load ptr, ptr %9, align 8, !tbaa !55
  %30 = and i64 %2, 1
  %31 = icmp eq i64 %2, 1
  br i1 %31, label %34, label %32

32:                                               ; preds = %28
  %33 = and i64 %2, -2
  br label %71

34:                                               ; preds = %71, %28
  %35 = phi i64 [ 0, %28 ], [ %85, %71 ]
  %36 = icmp eq i64 %30, 0
  br i1 %36, label %43, label %37

37:                                               ; preds = %34
  %38 = mul i64 %35, 5
  %39 = urem i64 %38, 13
  %40 = uitofp nneg i64 %39 to float
  %41 = tail call float @llvm.fmuladd.f32(float %40, float 1.250000e-01, float 5.000000e-01)
  %42 = getelementptr inbounds float, ptr %29, i64 %35
  store float %41, ptr %42, align 4, !tbaa !56
  br label %43

43:                                               ; preds = %37, %34, %26
  %44 = phi i1 [ true, %26 ], [ false, %34 ], [ false, %37 ]
  %45 = getelementptr inbounds i8, ptr %0, i64 80
  %46 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNSt6vectorIfSaIfEEaSERKS1_(ptr noundef nonnull align 8 dereferenceable(24) %45, ptr noundef nonnull align 8 dereferenceable(24) %9)
  %47 = getelementptr inbounds i8, ptr %0, i64 104
  %48 = getelementptr inbounds i8, ptr %0, i64 112
  %49 = load ptr, ptr %48, align 8, !tbaa !54
  %50 = load ptr, ptr %47, align 8, !tbaa !55
  %51 = ptrtoint ptr %49 to i64
  %52 = ptrtoint ptr %50 to i64
  %53 = sub i64 %51, %52
  %54 = ashr exact i64 %53, 2
  %55 = icmp ult i64 %54, %8
  br i1 %55, label %56, label %58

56:                                               ; preds = %43
  %57 = sub nsw i64 %8, %54
  tail call void @_ZNSt6vectorIfSaIfEE17_M_default_appendEm(ptr noundef nonnull align 8 dereferenceable(24) %47, i64 noundef %57)
  br label %64

58:                                               ; preds = %43
  %59 = icmp ugt i64 %54, %8
  br i1 %59, label %60, label %64

60:                                               ; preds = %58
  %61 = getelementptr inbounds float, ptr %50, i64 %8
  %62 = icmp eq ptr %49, %61
  br i1 %62, label %64, label %63

63:                                               ; preds = %60
  store ptr %61, ptr %48, align 8, !tbaa !54
  br label %64

64:                                               ; preds = %56, %58, %60, %63
  %65 = icmp ult i64 %7, 32
  br i1 %65, label %98, label %66

66:                                               ; preds = %64
  %67 = load ptr, ptr %47, align 8, !tbaa !55
  %68 = icmp eq i64 %8, 1
  br i1 %68, label %88, label %69

69:                                               ; preds = %66
  %70 = and i64 %8, 576460752303423486
  br label %127

71:                                               ; preds = %71, %32
  %72 = phi i64 [ 0, %32 ], [ %85, %71 ]
  %73 = phi i64 [ 0, %32 ], [ %86, %71 ]
  %74 = mul i64 %72, 5
  %75 = urem i64 %74, 13
  %76 = uitofp nneg i64 %75 to float
  %77 = tail call float @llvm.fmuladd.f32(float %76, float 1.250000e-01, float 5.000000e-01)
  %78 = getelementptr inbounds float, ptr %29, i64 %72
  store float %77, ptr %78, align 4, !tbaa !56
  %79 = or disjoint i64 %72, 1
  %80 = mul i64 %79, 5
  %81 = urem i64 %80, 13
  %82 = uitofp nneg i64 %81 to float
  %83 = tail call float @llvm.fmuladd.f32(float %82, float 1.250000e-01, float 5.000000e-01)
  %84 = getelementptr inbounds float, ptr %29, i64 %79
  store float %83, ptr %84, align 4, !tbaa !56
  %85 = add nuw i64 %72, 2
  %86 = add i64 %73, 2
  %87 = icmp eq i64 %86, %33
  br i1 %87, label %34, label %71, !llvm.loop !57

88:                                               ; preds = %127, %66
  %89 = phi i64 [ 0, %66 ], [ %141, %127 ]
  %90 = and i64 %7, 32
  %91 = icmp eq i64 %90, 0
  br i1 %91, label %98, label %92

92:                                               ; preds = %88
  %93 = mul nuw nsw i64 %89, 3
  %94 = urem i64 %93, 13
  %95 = uitofp nneg i64 %94 to float
  %96 = tail call float @llvm.fmuladd.f32(float %95, float 1.250000e-01, float 5.000000e-01)
  %97 = getelementptr inbounds float, ptr %67, i64 %89
  store float %96, ptr %97, align 4, !tbaa !56
  br label %98

98:                                               ; preds = %92, %88, %64
  %99 = getelementptr inbounds i8, ptr %0, i64 128
  %100 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNSt6vectorIfSaIfEEaSERKS1_(ptr noundef nonnull align 8 dereferenceable(24) %99, ptr noundef nonnull align 8 dereferenceable(24) %47)
  %101 = getelementptr inbounds i8, ptr %0, i64 152
  %102 = mul i64 %6, %4
  %103 = getelementptr inbounds i8, ptr %0, i64 160
  %104 = load ptr, ptr %103, align 8, !tbaa !54
  %105 = load ptr, ptr %101, align 8, !tbaa !55
  %106 = ptrtoint ptr %104 to i64
  %107 = ptrtoint ptr %105 to i64
  %108 = sub i64 %106, %107
  %109 = ashr exact i64 %108, 2
  %110 = icmp ult i64 %109, %102
  br i1 %110, label %111, label %113

111:                                              ; preds = %98
  %112 = sub i64 %102, %109
  tail call void @_ZNSt6vectorIfSaIfEE17_M_default_appendEm(ptr noundef nonnull align 8 dereferenceable(24) %101, i64 noundef %112)
  br label %121

113:                                              ; preds = %98
  %114 = icmp ugt i64 %109, %102
  br i1 %114, label %115, label %119

115:                                              ; preds = %113
  %116 = getelementptr inbounds float, ptr %105, i64 %102
  %117 = icmp eq ptr %104, %116
  br i1 %117, label %119, label %118

118:                                              ; preds = %115
  store ptr %116, ptr %103, align 8, !tbaa !54
  br label %119

119:                                              ; preds = %113, %115, %118
  %120 = icmp eq i64 %102, 0
  br i1 %120, label %153, label %121

121:                                              ; preds = %111, %119
  %122 = load ptr, ptr %101, align 8, !tbaa !55
  %123 = and i64 %102, 1
  %124 = icmp eq i64 %102, 1
  br i1 %124, label %144, label %125

125:                                              ; preds = %121
  %126 = and i64 %102, -2
  br label %181

127:                                              ; preds = %127, %69
  %128 = phi i64 [ 0, %69 ], [ %141, %127 ]
  %129 = phi i64 [ 0, %69 ], [ %142, %127 ]
  %130 = mul nuw nsw i64 %128, 3
  %131 = urem i64 %130, 13
  %132 = uitofp nneg i64 %131 to float
  %133 = tail call float @llvm.fmuladd.f32(float %132, float 1.250000e-01, float 5.000000e-01)
  %134 = getelementptr inbounds float, ptr %67, i64 %128
  store float %133, ptr %134, align 4, !tbaa !56
  %135 = or disjoint i64 %128, 1
  %136 = mul nuw nsw i64 %135, 3
  %137 = urem i64 %136, 13
  %138 = uitofp nneg i64 %137 to float
  %139 = tail call float @llvm.fmuladd.f32(float %138, float 1.250000e-01, float 5.000000e-01)
  %140 = getelementptr inbounds float, ptr %67, i64 %135
  store float %139, ptr %140, align 4, !tbaa !56
  %141 = add nuw nsw i64 %128, 2
  %142 = add i64 %129, 2
  %143 = icmp eq i64 %142, %70
  br i1 %143, label %88, label %127, !llvm.loop !58

144:                                              ; preds = %181, %121
  %145 = phi i64 [ 0, %121 ], [ %195, %181 ]
  %146 = icmp eq i64 %123, 0
  br i1 %146, label %153, label %147

147:                                              ; preds = %144
  %148 = mul i64 %145, 3
  %149 = urem i64 %148, 13
  %150 = uitofp nneg i64 %149 to float
  %151 = tail call float @llvm.fmuladd.f32(float %150, float 1.250000e-01, float 5.000000e-01)
  %152 = getelementptr inbounds float, ptr %122, i64 %145
  store float %151, ptr %152, align 4, !tbaa !56
  br label %153

153:                                              ; preds = %147, %144, %119
  %154 = phi i1 [ true, %119 ], [ false, %144 ], [ false, %147 ]
  %155 = getelementptr inbounds i8, ptr %0, i64 176
  %156 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNSt6vectorIfSaIfEEaSERKS1_(ptr noundef nonnull align 8 dereferenceable(24) %155, ptr noundef nonnull align 8 dereferenceable(24) %101)
  %157 = getelementptr inbounds i8, ptr %0, i64 200
  %158 = getelementptr inbounds i8, ptr %0, i64 208
  %159 = load ptr, ptr %158, align 8, !tbaa !59
  %160 = load ptr, ptr %157, align 8, !tbaa !60
  %161 = ptrtoint ptr %159 to i64
  %162 = ptrtoint ptr %160 to i64
  %163 = sub i64 %161, %162
  %164 = ashr exact i64 %163, 2
  %165 = icmp ult i64 %164, %102
  br i1 %165, label %166, label %168

166:                                              ; preds = %153
  %167 = sub i64 %102, %164
  tail call void @_ZNSt6vectorIiSaIiEE17_M_default_appendEm(ptr noundef nonnull align 8 dereferenceable(24) %157, i64 noundef %167)
  br label %174

168:                                              ; preds = %153
  %169 = icmp ugt i64 %164, %102
  br i1 %169, label %170, label %174

170:                                              ; preds = %168
  %171 = getelementptr inbounds i32, ptr %160, i64 %102
  %172 = icmp eq ptr %159, %171
  br i1 %172, label %174, label %173

173:                                              ; preds = %170
  store ptr %171, ptr %158, align 8, !tbaa !59
  br label %174

174:                                              ; preds = %166, %168, %170, %173
  br i1 %154, label %207, label %175

175:                                              ; preds = %174
  %176 = load ptr, ptr %157, align 8, !tbaa !60
  %177 = and i64 %102, 1
  %178 = icmp eq i64 %102, 1
  br i1 %178, label %198, label %179

179:                                              ; preds = %175
  %180 = and i64 %102, -2
  br label %234

181:                                              ; preds = %181, %125
  %182 = phi i64 [ 0, %125 ], [ %195, %181 ]
  %183 = phi i64 [ 0, %125 ], [ %196, %181 ]
  %184 = mul i64 %182, 3
  %185 = urem i64 %184, 13
  %186 = uitofp nneg i64 %185 to float
  %187 = tail call float @llvm.fmuladd.f32(float %186, float 1.250000e-01, float 5.000000e-01)
  %188 = getelementptr inbounds float, ptr %122, i64 %182
  store float %187, ptr %188, align 4, !tbaa !56
  %189 = or disjoint i64 %182, 1
  %190 = mul i64 %189, 3
  %191 = urem i64 %190, 13
  %192 = uitofp nneg i64 %191 to float
  %193 = tail call float @llvm.fmuladd.f32(float %192, float 1.250000e-01, float 5.000000e-01)
  %194 = getelementptr inbounds float, ptr %122, i64 %189
  store float %193, ptr %194, align 4, !tbaa !56
  %195 = add nuw i64 %182, 2
  %196 = add i64 %183, 2
  %197 = icmp eq i64 %196, %126
  br i1 %197, label %144, label %181, !llvm.loop !61

198:                                              ; preds = %234, %175
  %199 = phi i64 [ 0, %175 ], [ %248, %234 ]
  %200 = icmp eq i64 %177, 0
  br i1 %200, label %207, label %201

201:                                              ; preds = %198
  %202 = mul i64 %199, 7
  %203 = add i64 %202, 1
  %204 = urem i64 %203, 23
  %205 = trunc nuw nsw i64 %204 to i32
  %206 = getelementptr inbounds i32, ptr %176, i64 %199
  store i32 %205, ptr %206, align 4, !tbaa !37
  br label %207

207:                                              ; preds = %201, %198, %174
  %208 = getelementptr inbounds i8, ptr %0, i64 224
  %209 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNSt6vectorIiSaIiEEaSERKS1_(ptr noundef nonnull align 8 dereferenceable(24) %208, ptr noundef nonnull align 8 dereferenceable(24) %157)
  %210 = getelementptr inbounds i8, ptr %0, i64 248
  %211 = getelementptr inbounds i8, ptr %0, i64 256
  %212 = load ptr, ptr %211, align 8, !tbaa !59
  %213 = load ptr, ptr %210, align 8, !tbaa !60
  %214 = ptrtoint ptr %212 to i64
  %215 = ptrtoint ptr %213 to i64
  %216 = sub i64 %214, %215
  %217 = ashr exact i64 %216, 2
  %218 = icmp ult i64 %217, %102
  br i1 %218, label %219, label %221

219:                                              ; preds = %207
  %220 = sub i64 %102, %217
  tail call void @_ZNSt6vectorIiSaIiEE17_M_default_appendEm(ptr noundef nonnull align 8 dereferenceable(24) %210, i64 noundef %220)
  br label %227

221:                                              ; preds = %207
  %222 = icmp ugt i64 %217, %102
  br i1 %222, label %223, label %227

223:                                              ; preds = %221
  %224 = getelementptr inbounds i32, ptr %213, i64 %102
  %225 = icmp eq ptr %212, %224
  br i1 %225, label %227, label %226

226:                                              ; preds = %223
  store ptr %224, ptr %211, align 8, !tbaa !59
  br label %227

227:                                              ; preds = %219, %221, %223, %226
  br i1 %154, label %260, label %228

228:                                              ; preds = %227
  %229 = load ptr, ptr %210, align 8, !tbaa !60
  %230 = and i64 %102, 1
  %231 = icmp eq i64 %102, 1
  br i1 %231, label %251, label %232

232:                                              ; preds = %228
  %233 = and i64 %102, -2
  br label %287

234:                                              ; preds = %234, %179
  %235 = phi i64 [ 0, %179 ], [ %248, %234 ]
  %236 = phi i64 [ 0, %179 ], [ %249, %234 ]
  %237 = mul i64 %235, 7
  %238 = or disjoint i64 %237, 1
  %239 = urem i64 %238, 23
  %240 = trunc nuw nsw i64 %239 to i32
  %241 = getelementptr inbounds i32, ptr %176, i64 %235
  store i32 %240, ptr %241, align 4, !tbaa !37
  %242 = or disjoint i64 %235, 1
  %243 = mul i64 %242, 7
  %244 = add i64 %243, 1
  %245 = urem i64 %244, 23
  %246 = trunc nuw nsw i64 %245 to i32
  %247 = getelementptr inbounds i32, ptr %176, i64 %242
  store i32 %246, ptr %247, align 4, !tbaa !37
  %248 = add nuw i64 %235, 2
  %249 = add i64 %236, 2
  %250 = icmp eq i64 %249, %180
  br i1 %250, label %198, label %234, !llvm.loop !62

251:                                              ; preds = %287, %228
  %252 = phi i64 [ 0, %228 ], [ %301, %287 ]
  %253 = icmp eq i64 %230, 0
  br i1 %253, label %260, label %254

254:                                              ; preds = %251
  %255 = mul i64 %252, 7
  %256 = add i64 %255, 1
  %257 = urem i64 %256, 23
  %258 = trunc nuw nsw i64 %257 to i32
  %259 = getelementptr inbounds i32, ptr %229, i64 %252
  store i32 %258, ptr %259, align 4, !tbaa !37
  br label %260

260:                                              ; preds = %254, %251, %227
  %261 = getelementptr inbounds i8, ptr %0, i64 272
  %262 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNSt6vectorIiSaIiEEaSERKS1_(ptr noundef nonnull align 8 dereferenceable(24) %261, ptr noundef nonnull align 8 dereferenceable(24) %210)
  %263 = getelementptr inbounds i8, ptr %0, i64 296
  %264 = getelementptr inbounds i8, ptr %0, i64 304
  %265 = load ptr, ptr %264, align 8, !tbaa !59
  %266 = load ptr, ptr %263, align 8, !tbaa !60
  %267 = ptrtoint ptr %265 to i64
  %268 = ptrtoint ptr %266 to i64
  %269 = sub i64 %267, %268
  %270 = ashr exact i64 %269, 2
  %271 = icmp ult i64 %270, %2
  br i1 %271, label %272, label %274

272:                                              ; preds = %260
  %273 = sub i64 %2, %270
  tail call void @_ZNSt6vectorIiSaIiEE17_M_default_appendEm(ptr noundef nonnull align 8 dereferenceable(24) %263, i64 noundef %273)
  br label %280

274:                                              ; preds = %260
  %275 = icmp ugt i64 %270, %2
  br i1 %275, label %276, label %280

276:                                              ; preds = %274
  %277 = getelementptr inbounds i32, ptr %266, i64 %2
  %278 = icmp eq ptr %265, %277
  br i1 %278, label %280, label %279

279:                                              ; preds = %276
  store ptr %277, ptr %264, align 8, !tbaa !59
  br label %280

280:                                              ; preds = %272, %274, %276, %279
  br i1 %44, label %313, label %281

281:                                              ; preds = %280
  %282 = load ptr, ptr %263, align 8, !tbaa !60
  %283 = and i64 %2, 1
  %284 = icmp eq i64 %2, 1
  br i1 %284, label %304, label %285

285:                                              ; preds = %281
  %286 = and i64 %2, -2
  br label %341

287:                                              ; preds = %287, %232
  %288 = phi i64 [ 0, %232 ], [ %301, %287 ]
  %289 = phi i64 [ 0, %232 ], [ %302, %287 ]
  %290 = mul i64 %288, 7
  %291 = or disjoint i64 %290, 1
  %292 = urem i64 %291, 23
  %293 = trunc nuw nsw i64 %292 to i32
  %294 = getelementptr inbounds i32, ptr %229, i64 %288
  store i32 %293, ptr %294, align 4, !tbaa !37
  %295 = or disjoint i64 %288, 1
  %296 = mul i64 %295, 7
  %297 = add i64 %296, 1
  %298 = urem i64 %297, 23
  %299 = trunc nuw nsw i64 %298 to i32
  %300 = getelementptr inbounds i32, ptr %229, i64 %295
  store i32 %299, ptr %300, align 4, !tbaa !37
  %301 = add nuw i64 %288, 2
  %302 = add i64 %289, 2
  %303 = icmp eq i64 %302, %233
  br i1 %303, label %251, label %287, !llvm.loop !63

304:                                              ; preds = %341, %281
  %305 = phi i64 [ 0, %281 ], [ %355, %341 ]
  %306 = icmp eq i64 %283, 0
  br i1 %306, label %313, label %307

307:                                              ; preds = %304
  %308 = mul i64 %305, 7
  %309 = add i64 %308, 1
  %310 = urem i64 %309, 23
  %311 = trunc nuw nsw i64 %310 to i32
  %312 = getelementptr inbounds i32, ptr %282, i64 %305
  store i32 %311, ptr %312, align 4, !tbaa !37
  br label %313

313:                                              ; preds = %307, %304, %280
  %314 = getelementptr inbounds i8, ptr %0, i64 320
  %315 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNSt6vectorIiSaIiEEaSERKS1_(ptr noundef nonnull align 8 dereferenceable(24) %314, ptr noundef nonnull align 8 dereferenceable(24) %263)
  %316 = getelementptr inbounds i8, ptr %0, i64 344
  %317 = getelementptr inbounds i8, ptr %0, i64 352
  %318 = load ptr, ptr %317, align 8, !tbaa !59
  %319 = load ptr, ptr %316, align 8, !tbaa !60
  %320 = ptrtoint ptr %318 to i64
  %321 = ptrtoint ptr %319 to i64
  %322 = sub i64 %320, %321
  %323 = ashr exact i64 %322, 2
  %324 = icmp ult i64 %323, 16
  br i1 %324, label %325, label %328

325:                                              ; preds = %313
  %326 = sub nuw nsw i64 16, %323
  tail call void @_ZNSt6vectorIiSaIiEE17_M_default_appendEm(ptr noundef nonnull align 8 dereferenceable(24) %316, i64 noundef %326)
  %327 = load ptr, ptr %316, align 8, !tbaa !60
  br label %334

328:                                              ; preds = %313
  %329 = icmp eq i64 %322, 64
  br i1 %329, label %334, label %330

330:                                              ; preds = %328
  %331 = getelementptr inbounds i8, ptr %319, i64 64
  %332 = icmp eq ptr %318, %331
  br i1 %332, label %334, label %333

333:                                              ; preds = %330
  store ptr %331, ptr %317, align 8, !tbaa !59
  br label %334

334:                                              ; preds = %325, %328, %330, %333
  %335 = phi ptr [ %327, %325 ], [ %319, %328 ], [ %319, %330 ], [ %319, %333 ]
  store <4 x i32> <i32 1, i32 4, i32 7, i32 10>, ptr %335, align 4, !tbaa !37
  %336 = getelementptr inbounds i8, ptr %335, i64 16
  store <4 x i32> <i32 13, i32 16, i32 19, i32 22>, ptr %336, align 4, !tbaa !37
  %337 = getelementptr inbounds i8, ptr %335, i64 32
  store <4 x i32> <i32 2, i32 5, i32 8, i32 11>, ptr %337, align 4, !tbaa !37
  %338 = getelementptr inbounds i8, ptr %335, i64 48
  store <4 x i32> <i32 14, i32 17, i32 20, i32 0>, ptr %338, align 4, !tbaa !37
  %339 = getelementptr inbounds i8, ptr %0, i64 368
  %340 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNSt6vectorIiSaIiEEaSERKS1_(ptr noundef nonnull align 8 dereferenceable(24) %339, ptr noundef nonnull align 8 dereferenceable(24) %316)
  ret void

341:                                              ; preds = %341, %285
  %342 = phi i64 [ 0, %285 ], [ %355, %341 ]
  %343 = phi i64 [ 0, %285 ], [ %356, %341 ]
  %344 = mul i64 %342, 7
  %345 = or disjoint i64 %344, 1
  %346 = urem i64 %345, 23
  %347 = trunc nuw nsw i64 %346 to i32
  %348 = getelementptr inbounds i32, ptr %282, i64 %342
  store i32 %347, ptr %348, align 4, !tbaa !37
  %349 = or disjoint i64 %342, 1
  %350 = mul i64 %349, 7
  %351 = add i64 %350, 1
  %352 = urem i64 %351, 23
  %353 = trunc nuw nsw i64 %352 to i32
  %354 = getelementptr inbounds i32, ptr %282, i64 %349
  store i32 %353, ptr %354, align 4, !tbaa !37
  %355 = add nuw i64 %342, 2
  %356 = add i64 %343, 2
  %357 = icmp eq i64 %356, %286
  br i1 %357, label %304, label %341, !llvm.loop !64
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN14GeneratedBench3runERN4sycl3_V15queueE(ptr noundef nonnull align 8 dereferenceable(392) %0, ptr noundef nonnull align 8 dereferenceable(16) %1) local_unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 8
  %4 = alloca %"class.sycl::_V1::event", align 8
  %5 = alloca %class.anon.201, align 8
  %6 = alloca %"class.sycl::_V1::property_list", align 8
  %7 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %8 = alloca %"class.sycl::_V1::property_list", align 8
  %9 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %10 = alloca %"class.sycl::_V1::event", align 8
  %11 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %12 = alloca %"class.sycl::_V1::property_list", align 8
  %13 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %14 = alloca %"class.sycl::_V1::event", align 8
  %15 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %16 = alloca %"class.sycl::_V1::property_list", align 8
  %17 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %18 = alloca %"class.sycl::_V1::event", align 8
  %19 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %20 = alloca %"class.sycl::_V1::buffer", align 8
  %21 = alloca %"class.sycl::_V1::range", align 8
  %22 = alloca %"class.sycl::_V1::property_list", align 8
  %23 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %24 = alloca %"class.sycl::_V1::buffer.33", align 8
  %25 = alloca %"class.sycl::_V1::range", align 8
  %26 = alloca %"class.sycl::_V1::property_list", align 8
  %27 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %28 = alloca %"class.sycl::_V1::buffer.33", align 8
  %29 = alloca %"class.sycl::_V1::range", align 8
  %30 = alloca %"class.sycl::_V1::property_list", align 8
  %31 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %32 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %33 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %34 = alloca %"class.sycl::_V1::event", align 8
  %35 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %36 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %37 = alloca %"class.sycl::_V1::event", align 8
  %38 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %39 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %40 = alloca %"class.sycl::_V1::event", align 8
  %41 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %42 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %43 = load i64, ptr %0, align 8, !tbaa !42
  %44 = getelementptr inbounds i8, ptr %0, i64 8
  %45 = load i64, ptr %44, align 8, !tbaa !52
  %46 = getelementptr inbounds i8, ptr %0, i64 16
  %47 = load i64, ptr %46, align 8, !tbaa !53
  %48 = add i64 %43, 31
  %49 = lshr i64 %48, 5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #27
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %6, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7) #27
  store ptr @.str.6, ptr %7, align 8, !tbaa !65, !alias.scope !67
  %50 = getelementptr inbounds i8, ptr %7, i64 8
  store ptr @.str.7, ptr %50, align 8, !tbaa !70, !alias.scope !67
  %51 = getelementptr inbounds i8, ptr %7, i64 16
  store i32 86, ptr %51, align 8, !tbaa !71, !alias.scope !67
  %52 = getelementptr inbounds i8, ptr %7, i64 20
  store i32 19, ptr %52, align 4, !tbaa !72, !alias.scope !67
  %53 = invoke noundef ptr @_ZN4sycl3_V113malloc_sharedIfEEPT_mRKNS0_5queueERKNS0_13property_listERKNS0_6detail13code_locationE(i64 noundef %43, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(32) %6, ptr noundef nonnull align 8 dereferenceable(24) %7)
          to label %54 unwind label %705

54:                                               ; preds = %2
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #27
  %55 = getelementptr inbounds i8, ptr %6, i64 8
  %56 = load ptr, ptr %55, align 8, !tbaa !26
  %57 = getelementptr inbounds i8, ptr %6, i64 16
  %58 = load ptr, ptr %57, align 8, !tbaa !28
  %59 = icmp eq ptr %56, %58
  br i1 %59, label %94, label %60

60:                                               ; preds = %54, %89
  %61 = phi ptr [ %90, %89 ], [ %56, %54 ]
  %62 = getelementptr inbounds i8, ptr %61, i64 8
  %63 = load ptr, ptr %62, align 8, !tbaa !29
  %64 = icmp eq ptr %63, null
  br i1 %64, label %89, label %65

65:                                               ; preds = %60
  %66 = getelementptr inbounds i8, ptr %63, i64 8
  %67 = load atomic i64, ptr %66 acquire, align 8
  %68 = icmp eq i64 %67, 4294967297
  %69 = trunc i64 %67 to i32
  br i1 %68, label %70, label %78

70:                                               ; preds = %65
  store i32 0, ptr %66, align 8, !tbaa !31
  %71 = getelementptr inbounds i8, ptr %63, i64 12
  store i32 0, ptr %71, align 4, !tbaa !33
  %72 = load ptr, ptr %63, align 8, !tbaa !34
  %73 = getelementptr inbounds i8, ptr %72, i64 16
  %74 = load ptr, ptr %73, align 8
  call void %74(ptr noundef nonnull align 8 dereferenceable(16) %63) #27
  %75 = load ptr, ptr %63, align 8, !tbaa !34
  %76 = getelementptr inbounds i8, ptr %75, i64 24
  %77 = load ptr, ptr %76, align 8
  call void %77(ptr noundef nonnull align 8 dereferenceable(16) %63) #27
  br label %89

78:                                               ; preds = %65
  %79 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %80 = icmp eq i8 %79, 0
  br i1 %80, label %83, label %81

81:                                               ; preds = %78
  %82 = add nsw i32 %69, -1
  store i32 %82, ptr %66, align 4, !tbaa !37
  br label %85

83:                                               ; preds = %78
  %84 = atomicrmw volatile add ptr %66, i32 -1 acq_rel, align 4
  br label %85

85:                                               ; preds = %83, %81
  %86 = phi i32 [ %69, %81 ], [ %84, %83 ]
  %87 = icmp eq i32 %86, 1
  br i1 %87, label %88, label %89, !prof !38

88:                                               ; preds = %85
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %63) #27
  br label %89

89:                                               ; preds = %88, %85, %70, %60
  %90 = getelementptr inbounds i8, ptr %61, i64 16
  %91 = icmp eq ptr %90, %58
  br i1 %91, label %92, label %60, !llvm.loop !39

92:                                               ; preds = %89
  %93 = load ptr, ptr %55, align 8, !tbaa !26
  br label %94

94:                                               ; preds = %92, %54
  %95 = phi ptr [ %93, %92 ], [ %56, %54 ]
  %96 = icmp eq ptr %95, null
  br i1 %96, label %103, label %97

97:                                               ; preds = %94
  %98 = getelementptr inbounds i8, ptr %6, i64 24
  %99 = load ptr, ptr %98, align 8, !tbaa !41
  %100 = ptrtoint ptr %99 to i64
  %101 = ptrtoint ptr %95 to i64
  %102 = sub i64 %100, %101
  call void @_ZdlPvm(ptr noundef nonnull %95, i64 noundef %102) #29
  br label %103

103:                                              ; preds = %94, %97
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #27
  %104 = getelementptr inbounds i8, ptr %0, i64 56
  %105 = load ptr, ptr %104, align 8, !tbaa !19
  %106 = getelementptr inbounds i8, ptr %0, i64 64
  %107 = load ptr, ptr %106, align 8, !tbaa !19
  %108 = icmp eq ptr %107, %105
  br i1 %108, label %113, label %109

109:                                              ; preds = %103
  %110 = ptrtoint ptr %107 to i64
  %111 = ptrtoint ptr %105 to i64
  %112 = sub i64 %110, %111
  call void @llvm.memmove.p0.p0.i64(ptr align 4 %53, ptr align 4 %105, i64 %112, i1 false)
  br label %113

113:                                              ; preds = %103, %109
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #27
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %8, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %9) #27
  store ptr @.str.6, ptr %9, align 8, !tbaa !65, !alias.scope !73
  %114 = getelementptr inbounds i8, ptr %9, i64 8
  store ptr @.str.7, ptr %114, align 8, !tbaa !70, !alias.scope !73
  %115 = getelementptr inbounds i8, ptr %9, i64 16
  store i32 88, ptr %115, align 8, !tbaa !71, !alias.scope !73
  %116 = getelementptr inbounds i8, ptr %9, i64 20
  store i32 19, ptr %116, align 4, !tbaa !72, !alias.scope !73
  %117 = invoke noundef ptr @_ZN4sycl3_V113malloc_deviceIfEEPT_mRKNS0_5queueERKNS0_13property_listERKNS0_6detail13code_locationE(i64 noundef %49, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(32) %8, ptr noundef nonnull align 8 dereferenceable(24) %9)
          to label %118 unwind label %707

118:                                              ; preds = %113
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %9) #27
  %119 = getelementptr inbounds i8, ptr %8, i64 8
  %120 = load ptr, ptr %119, align 8, !tbaa !26
  %121 = getelementptr inbounds i8, ptr %8, i64 16
  %122 = load ptr, ptr %121, align 8, !tbaa !28
  %123 = icmp eq ptr %120, %122
  br i1 %123, label %158, label %124

124:                                              ; preds = %118, %153
  %125 = phi ptr [ %154, %153 ], [ %120, %118 ]
  %126 = getelementptr inbounds i8, ptr %125, i64 8
  %127 = load ptr, ptr %126, align 8, !tbaa !29
  %128 = icmp eq ptr %127, null
  br i1 %128, label %153, label %129

129:                                              ; preds = %124
  %130 = getelementptr inbounds i8, ptr %127, i64 8
  %131 = load atomic i64, ptr %130 acquire, align 8
  %132 = icmp eq i64 %131, 4294967297
  %133 = trunc i64 %131 to i32
  br i1 %132, label %134, label %142

134:                                              ; preds = %129
  store i32 0, ptr %130, align 8, !tbaa !31
  %135 = getelementptr inbounds i8, ptr %127, i64 12
  store i32 0, ptr %135, align 4, !tbaa !33
  %136 = load ptr, ptr %127, align 8, !tbaa !34
  %137 = getelementptr inbounds i8, ptr %136, i64 16
  %138 = load ptr, ptr %137, align 8
  call void %138(ptr noundef nonnull align 8 dereferenceable(16) %127) #27
  %139 = load ptr, ptr %127, align 8, !tbaa !34
  %140 = getelementptr inbounds i8, ptr %139, i64 24
  %141 = load ptr, ptr %140, align 8
  call void %141(ptr noundef nonnull align 8 dereferenceable(16) %127) #27
  br label %153

142:                                              ; preds = %129
  %143 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %144 = icmp eq i8 %143, 0
  br i1 %144, label %147, label %145

145:                                              ; preds = %142
  %146 = add nsw i32 %133, -1
  store i32 %146, ptr %130, align 4, !tbaa !37
  br label %149

147:                                              ; preds = %142
  %148 = atomicrmw volatile add ptr %130, i32 -1 acq_rel, align 4
  br label %149

149:                                              ; preds = %147, %145
  %150 = phi i32 [ %133, %145 ], [ %148, %147 ]
  %151 = icmp eq i32 %150, 1
  br i1 %151, label %152, label %153, !prof !38

152:                                              ; preds = %149
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %127) #27
  br label %153

153:                                              ; preds = %152, %149, %134, %124
  %154 = getelementptr inbounds i8, ptr %125, i64 16
  %155 = icmp eq ptr %154, %122
  br i1 %155, label %156, label %124, !llvm.loop !39

156:                                              ; preds = %153
  %157 = load ptr, ptr %119, align 8, !tbaa !26
  br label %158

158:                                              ; preds = %156, %118
  %159 = phi ptr [ %157, %156 ], [ %120, %118 ]
  %160 = icmp eq ptr %159, null
  br i1 %160, label %167, label %161

161:                                              ; preds = %158
  %162 = getelementptr inbounds i8, ptr %8, i64 24
  %163 = load ptr, ptr %162, align 8, !tbaa !41
  %164 = ptrtoint ptr %163 to i64
  %165 = ptrtoint ptr %159 to i64
  %166 = sub i64 %164, %165
  call void @_ZdlPvm(ptr noundef nonnull %159, i64 noundef %166) #29
  br label %167

167:                                              ; preds = %158, %161
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #27
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %10) #27
  %168 = getelementptr inbounds i8, ptr %0, i64 104
  %169 = load ptr, ptr %168, align 8, !tbaa !55
  %170 = shl nuw nsw i64 %49, 2
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %11) #27
  store ptr @.str.6, ptr %11, align 8, !tbaa !65, !alias.scope !76
  %171 = getelementptr inbounds i8, ptr %11, i64 8
  store ptr @.str.7, ptr %171, align 8, !tbaa !70, !alias.scope !76
  %172 = getelementptr inbounds i8, ptr %11, i64 16
  store i32 89, ptr %172, align 8, !tbaa !71, !alias.scope !76
  %173 = getelementptr inbounds i8, ptr %11, i64 20
  store i32 5, ptr %173, align 4, !tbaa !72, !alias.scope !76
  call void @_ZN4sycl3_V15queue6memcpyEPvPKvmRKNS0_6detail13code_locationE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %10, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef %117, ptr noundef %169, i64 noundef %170, ptr noundef nonnull align 8 dereferenceable(24) %11)
  invoke void @_ZN4sycl3_V15event4waitEv(ptr noundef nonnull align 8 dereferenceable(16) %10)
          to label %174 unwind label %709

174:                                              ; preds = %167
  %175 = getelementptr inbounds i8, ptr %10, i64 8
  %176 = load ptr, ptr %175, align 8, !tbaa !29
  %177 = icmp eq ptr %176, null
  br i1 %177, label %202, label %178

178:                                              ; preds = %174
  %179 = getelementptr inbounds i8, ptr %176, i64 8
  %180 = load atomic i64, ptr %179 acquire, align 8
  %181 = icmp eq i64 %180, 4294967297
  %182 = trunc i64 %180 to i32
  br i1 %181, label %183, label %191

183:                                              ; preds = %178
  store i32 0, ptr %179, align 8, !tbaa !31
  %184 = getelementptr inbounds i8, ptr %176, i64 12
  store i32 0, ptr %184, align 4, !tbaa !33
  %185 = load ptr, ptr %176, align 8, !tbaa !34
  %186 = getelementptr inbounds i8, ptr %185, i64 16
  %187 = load ptr, ptr %186, align 8
  call void %187(ptr noundef nonnull align 8 dereferenceable(16) %176) #27
  %188 = load ptr, ptr %176, align 8, !tbaa !34
  %189 = getelementptr inbounds i8, ptr %188, i64 24
  %190 = load ptr, ptr %189, align 8
  call void %190(ptr noundef nonnull align 8 dereferenceable(16) %176) #27
  br label %202

191:                                              ; preds = %178
  %192 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %193 = icmp eq i8 %192, 0
  br i1 %193, label %196, label %194

194:                                              ; preds = %191
  %195 = add nsw i32 %182, -1
  store i32 %195, ptr %179, align 4, !tbaa !37
  br label %198

196:                                              ; preds = %191
  %197 = atomicrmw volatile add ptr %179, i32 -1 acq_rel, align 4
  br label %198

198:                                              ; preds = %196, %194
  %199 = phi i32 [ %182, %194 ], [ %197, %196 ]
  %200 = icmp eq i32 %199, 1
  br i1 %200, label %201, label %202, !prof !38

201:                                              ; preds = %198
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %176) #27
  br label %202

202:                                              ; preds = %174, %183, %198, %201
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %11) #27
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %10) #27
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %12) #27
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %12, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %13) #27
  store ptr @.str.6, ptr %13, align 8, !tbaa !65, !alias.scope !79
  %203 = getelementptr inbounds i8, ptr %13, i64 8
  store ptr @.str.7, ptr %203, align 8, !tbaa !70, !alias.scope !79
  %204 = getelementptr inbounds i8, ptr %13, i64 16
  store i32 90, ptr %204, align 8, !tbaa !71, !alias.scope !79
  %205 = getelementptr inbounds i8, ptr %13, i64 20
  store i32 17, ptr %205, align 4, !tbaa !72, !alias.scope !79
  %206 = invoke noundef ptr @_ZN4sycl3_V113malloc_deviceIiEEPT_mRKNS0_5queueERKNS0_13property_listERKNS0_6detail13code_locationE(i64 noundef %43, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(32) %12, ptr noundef nonnull align 8 dereferenceable(24) %13)
          to label %207 unwind label %711

207:                                              ; preds = %202
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %13) #27
  %208 = getelementptr inbounds i8, ptr %12, i64 8
  %209 = load ptr, ptr %208, align 8, !tbaa !26
  %210 = getelementptr inbounds i8, ptr %12, i64 16
  %211 = load ptr, ptr %210, align 8, !tbaa !28
  %212 = icmp eq ptr %209, %211
  br i1 %212, label %247, label %213

213:                                              ; preds = %207, %242
  %214 = phi ptr [ %243, %242 ], [ %209, %207 ]
  %215 = getelementptr inbounds i8, ptr %214, i64 8
  %216 = load ptr, ptr %215, align 8, !tbaa !29
  %217 = icmp eq ptr %216, null
  br i1 %217, label %242, label %218

218:                                              ; preds = %213
  %219 = getelementptr inbounds i8, ptr %216, i64 8
  %220 = load atomic i64, ptr %219 acquire, align 8
  %221 = icmp eq i64 %220, 4294967297
  %222 = trunc i64 %220 to i32
  br i1 %221, label %223, label %231

223:                                              ; preds = %218
  store i32 0, ptr %219, align 8, !tbaa !31
  %224 = getelementptr inbounds i8, ptr %216, i64 12
  store i32 0, ptr %224, align 4, !tbaa !33
  %225 = load ptr, ptr %216, align 8, !tbaa !34
  %226 = getelementptr inbounds i8, ptr %225, i64 16
  %227 = load ptr, ptr %226, align 8
  call void %227(ptr noundef nonnull align 8 dereferenceable(16) %216) #27
  %228 = load ptr, ptr %216, align 8, !tbaa !34
  %229 = getelementptr inbounds i8, ptr %228, i64 24
  %230 = load ptr, ptr %229, align 8
  call void %230(ptr noundef nonnull align 8 dereferenceable(16) %216) #27
  br label %242

231:                                              ; preds = %218
  %232 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %233 = icmp eq i8 %232, 0
  br i1 %233, label %236, label %234

234:                                              ; preds = %231
  %235 = add nsw i32 %222, -1
  store i32 %235, ptr %219, align 4, !tbaa !37
  br label %238

236:                                              ; preds = %231
  %237 = atomicrmw volatile add ptr %219, i32 -1 acq_rel, align 4
  br label %238

238:                                              ; preds = %236, %234
  %239 = phi i32 [ %222, %234 ], [ %237, %236 ]
  %240 = icmp eq i32 %239, 1
  br i1 %240, label %241, label %242, !prof !38

241:                                              ; preds = %238
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %216) #27
  br label %242

242:                                              ; preds = %241, %238, %223, %213
  %243 = getelementptr inbounds i8, ptr %214, i64 16
  %244 = icmp eq ptr %243, %211
  br i1 %244, label %245, label %213, !llvm.loop !39

245:                                              ; preds = %242
  %246 = load ptr, ptr %208, align 8, !tbaa !26
  br label %247

247:                                              ; preds = %245, %207
  %248 = phi ptr [ %246, %245 ], [ %209, %207 ]
  %249 = icmp eq ptr %248, null
  br i1 %249, label %256, label %250

250:                                              ; preds = %247
  %251 = getelementptr inbounds i8, ptr %12, i64 24
  %252 = load ptr, ptr %251, align 8, !tbaa !41
  %253 = ptrtoint ptr %252 to i64
  %254 = ptrtoint ptr %248 to i64
  %255 = sub i64 %253, %254
  call void @_ZdlPvm(ptr noundef nonnull %248, i64 noundef %255) #29
  br label %256

256:                                              ; preds = %247, %250
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12) #27
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %14) #27
  %257 = getelementptr inbounds i8, ptr %0, i64 296
  %258 = load ptr, ptr %257, align 8, !tbaa !60
  %259 = shl i64 %43, 2
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %15) #27
  store ptr @.str.6, ptr %15, align 8, !tbaa !65, !alias.scope !82
  %260 = getelementptr inbounds i8, ptr %15, i64 8
  store ptr @.str.7, ptr %260, align 8, !tbaa !70, !alias.scope !82
  %261 = getelementptr inbounds i8, ptr %15, i64 16
  store i32 91, ptr %261, align 8, !tbaa !71, !alias.scope !82
  %262 = getelementptr inbounds i8, ptr %15, i64 20
  store i32 5, ptr %262, align 4, !tbaa !72, !alias.scope !82
  call void @_ZN4sycl3_V15queue6memcpyEPvPKvmRKNS0_6detail13code_locationE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %14, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef %206, ptr noundef %258, i64 noundef %259, ptr noundef nonnull align 8 dereferenceable(24) %15)
  invoke void @_ZN4sycl3_V15event4waitEv(ptr noundef nonnull align 8 dereferenceable(16) %14)
          to label %263 unwind label %713

263:                                              ; preds = %256
  %264 = getelementptr inbounds i8, ptr %14, i64 8
  %265 = load ptr, ptr %264, align 8, !tbaa !29
  %266 = icmp eq ptr %265, null
  br i1 %266, label %291, label %267

267:                                              ; preds = %263
  %268 = getelementptr inbounds i8, ptr %265, i64 8
  %269 = load atomic i64, ptr %268 acquire, align 8
  %270 = icmp eq i64 %269, 4294967297
  %271 = trunc i64 %269 to i32
  br i1 %270, label %272, label %280

272:                                              ; preds = %267
  store i32 0, ptr %268, align 8, !tbaa !31
  %273 = getelementptr inbounds i8, ptr %265, i64 12
  store i32 0, ptr %273, align 4, !tbaa !33
  %274 = load ptr, ptr %265, align 8, !tbaa !34
  %275 = getelementptr inbounds i8, ptr %274, i64 16
  %276 = load ptr, ptr %275, align 8
  call void %276(ptr noundef nonnull align 8 dereferenceable(16) %265) #27
  %277 = load ptr, ptr %265, align 8, !tbaa !34
  %278 = getelementptr inbounds i8, ptr %277, i64 24
  %279 = load ptr, ptr %278, align 8
  call void %279(ptr noundef nonnull align 8 dereferenceable(16) %265) #27
  br label %291

280:                                              ; preds = %267
  %281 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %282 = icmp eq i8 %281, 0
  br i1 %282, label %285, label %283

283:                                              ; preds = %280
  %284 = add nsw i32 %271, -1
  store i32 %284, ptr %268, align 4, !tbaa !37
  br label %287

285:                                              ; preds = %280
  %286 = atomicrmw volatile add ptr %268, i32 -1 acq_rel, align 4
  br label %287

287:                                              ; preds = %285, %283
  %288 = phi i32 [ %271, %283 ], [ %286, %285 ]
  %289 = icmp eq i32 %288, 1
  br i1 %289, label %290, label %291, !prof !38

290:                                              ; preds = %287
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %265) #27
  br label %291

291:                                              ; preds = %263, %272, %287, %290
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %15) #27
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %14) #27
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %16) #27
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %16, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %17) #27
  store ptr @.str.6, ptr %17, align 8, !tbaa !65, !alias.scope !85
  %292 = getelementptr inbounds i8, ptr %17, i64 8
  store ptr @.str.7, ptr %292, align 8, !tbaa !70, !alias.scope !85
  %293 = getelementptr inbounds i8, ptr %17, i64 16
  store i32 92, ptr %293, align 8, !tbaa !71, !alias.scope !85
  %294 = getelementptr inbounds i8, ptr %17, i64 20
  store i32 17, ptr %294, align 4, !tbaa !72, !alias.scope !85
  %295 = invoke noundef ptr @_ZN4sycl3_V113malloc_deviceIiEEPT_mRKNS0_5queueERKNS0_13property_listERKNS0_6detail13code_locationE(i64 noundef 16, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(32) %16, ptr noundef nonnull align 8 dereferenceable(24) %17)
          to label %296 unwind label %715

296:                                              ; preds = %291
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %17) #27
  %297 = getelementptr inbounds i8, ptr %16, i64 8
  %298 = load ptr, ptr %297, align 8, !tbaa !26
  %299 = getelementptr inbounds i8, ptr %16, i64 16
  %300 = load ptr, ptr %299, align 8, !tbaa !28
  %301 = icmp eq ptr %298, %300
  br i1 %301, label %336, label %302

302:                                              ; preds = %296, %331
  %303 = phi ptr [ %332, %331 ], [ %298, %296 ]
  %304 = getelementptr inbounds i8, ptr %303, i64 8
  %305 = load ptr, ptr %304, align 8, !tbaa !29
  %306 = icmp eq ptr %305, null
  br i1 %306, label %331, label %307

307:                                              ; preds = %302
  %308 = getelementptr inbounds i8, ptr %305, i64 8
  %309 = load atomic i64, ptr %308 acquire, align 8
  %310 = icmp eq i64 %309, 4294967297
  %311 = trunc i64 %309 to i32
  br i1 %310, label %312, label %320

312:                                              ; preds = %307
  store i32 0, ptr %308, align 8, !tbaa !31
  %313 = getelementptr inbounds i8, ptr %305, i64 12
  store i32 0, ptr %313, align 4, !tbaa !33
  %314 = load ptr, ptr %305, align 8, !tbaa !34
  %315 = getelementptr inbounds i8, ptr %314, i64 16
  %316 = load ptr, ptr %315, align 8
  call void %316(ptr noundef nonnull align 8 dereferenceable(16) %305) #27
  %317 = load ptr, ptr %305, align 8, !tbaa !34
  %318 = getelementptr inbounds i8, ptr %317, i64 24
  %319 = load ptr, ptr %318, align 8
  call void %319(ptr noundef nonnull align 8 dereferenceable(16) %305) #27
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
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %305) #27
  br label %331

331:                                              ; preds = %330, %327, %312, %302
  %332 = getelementptr inbounds i8, ptr %303, i64 16
  %333 = icmp eq ptr %332, %300
  br i1 %333, label %334, label %302, !llvm.loop !39

334:                                              ; preds = %331
  %335 = load ptr, ptr %297, align 8, !tbaa !26
  br label %336

336:                                              ; preds = %334, %296
  %337 = phi ptr [ %335, %334 ], [ %298, %296 ]
  %338 = icmp eq ptr %337, null
  br i1 %338, label %345, label %339

339:                                              ; preds = %336
  %340 = getelementptr inbounds i8, ptr %16, i64 24
  %341 = load ptr, ptr %340, align 8, !tbaa !41
  %342 = ptrtoint ptr %341 to i64
  %343 = ptrtoint ptr %337 to i64
  %344 = sub i64 %342, %343
  call void @_ZdlPvm(ptr noundef nonnull %337, i64 noundef %344) #29
  br label %345

345:                                              ; preds = %336, %339
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %16) #27
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %18) #27
  %346 = getelementptr inbounds i8, ptr %0, i64 344
  %347 = load ptr, ptr %346, align 8, !tbaa !60
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %19) #27
  store ptr @.str.6, ptr %19, align 8, !tbaa !65, !alias.scope !88
  %348 = getelementptr inbounds i8, ptr %19, i64 8
  store ptr @.str.7, ptr %348, align 8, !tbaa !70, !alias.scope !88
  %349 = getelementptr inbounds i8, ptr %19, i64 16
  store i32 93, ptr %349, align 8, !tbaa !71, !alias.scope !88
  %350 = getelementptr inbounds i8, ptr %19, i64 20
  store i32 5, ptr %350, align 4, !tbaa !72, !alias.scope !88
  call void @_ZN4sycl3_V15queue6memcpyEPvPKvmRKNS0_6detail13code_locationE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %18, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef %295, ptr noundef %347, i64 noundef 64, ptr noundef nonnull align 8 dereferenceable(24) %19)
  invoke void @_ZN4sycl3_V15event4waitEv(ptr noundef nonnull align 8 dereferenceable(16) %18)
          to label %351 unwind label %717

351:                                              ; preds = %345
  %352 = getelementptr inbounds i8, ptr %18, i64 8
  %353 = load ptr, ptr %352, align 8, !tbaa !29
  %354 = icmp eq ptr %353, null
  br i1 %354, label %379, label %355

355:                                              ; preds = %351
  %356 = getelementptr inbounds i8, ptr %353, i64 8
  %357 = load atomic i64, ptr %356 acquire, align 8
  %358 = icmp eq i64 %357, 4294967297
  %359 = trunc i64 %357 to i32
  br i1 %358, label %360, label %368

360:                                              ; preds = %355
  store i32 0, ptr %356, align 8, !tbaa !31
  %361 = getelementptr inbounds i8, ptr %353, i64 12
  store i32 0, ptr %361, align 4, !tbaa !33
  %362 = load ptr, ptr %353, align 8, !tbaa !34
  %363 = getelementptr inbounds i8, ptr %362, i64 16
  %364 = load ptr, ptr %363, align 8
  call void %364(ptr noundef nonnull align 8 dereferenceable(16) %353) #27
  %365 = load ptr, ptr %353, align 8, !tbaa !34
  %366 = getelementptr inbounds i8, ptr %365, i64 24
  %367 = load ptr, ptr %366, align 8
  call void %367(ptr noundef nonnull align 8 dereferenceable(16) %353) #27
  br label %379

368:                                              ; preds = %355
  %369 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %370 = icmp eq i8 %369, 0
  br i1 %370, label %373, label %371

371:                                              ; preds = %368
  %372 = add nsw i32 %359, -1
  store i32 %372, ptr %356, align 4, !tbaa !37
  br label %375

373:                                              ; preds = %368
  %374 = atomicrmw volatile add ptr %356, i32 -1 acq_rel, align 4
  br label %375

375:                                              ; preds = %373, %371
  %376 = phi i32 [ %359, %371 ], [ %374, %373 ]
  %377 = icmp eq i32 %376, 1
  br i1 %377, label %378, label %379, !prof !38

378:                                              ; preds = %375
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %353) #27
  br label %379

379:                                              ; preds = %351, %360, %375, %378
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %19) #27
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %18) #27
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %20) #27
  %380 = getelementptr inbounds i8, ptr %0, i64 152
  %381 = load ptr, ptr %380, align 8, !tbaa !55
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %21) #27
  store i64 %45, ptr %21, align 8, !tbaa !21
  %382 = getelementptr inbounds i8, ptr %21, i64 8
  store i64 %47, ptr %382, align 8, !tbaa !21
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %22) #27
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %22, i8 0, i64 32, i1 false)
  store ptr @.str.6, ptr %23, align 8, !tbaa !65, !alias.scope !91
  %383 = getelementptr inbounds i8, ptr %23, i64 8
  store ptr @.str.7, ptr %383, align 8, !tbaa !70, !alias.scope !91
  %384 = getelementptr inbounds i8, ptr %23, i64 16
  store i32 95, ptr %384, align 8, !tbaa !71, !alias.scope !91
  %385 = getelementptr inbounds i8, ptr %23, i64 20
  store i32 30, ptr %385, align 4, !tbaa !72, !alias.scope !91
  invoke void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi2EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(41) %20, ptr noundef %381, ptr noundef nonnull align 8 dereferenceable(16) %21, ptr noundef nonnull align 8 dereferenceable(32) %22, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %23)
          to label %386 unwind label %719

386:                                              ; preds = %379
  %387 = getelementptr inbounds i8, ptr %22, i64 8
  %388 = load ptr, ptr %387, align 8, !tbaa !26
  %389 = getelementptr inbounds i8, ptr %22, i64 16
  %390 = load ptr, ptr %389, align 8, !tbaa !28
  %391 = icmp eq ptr %388, %390
  br i1 %391, label %426, label %392

392:                                              ; preds = %386, %421
  %393 = phi ptr [ %422, %421 ], [ %388, %386 ]
  %394 = getelementptr inbounds i8, ptr %393, i64 8
  %395 = load ptr, ptr %394, align 8, !tbaa !29
  %396 = icmp eq ptr %395, null
  br i1 %396, label %421, label %397

397:                                              ; preds = %392
  %398 = getelementptr inbounds i8, ptr %395, i64 8
  %399 = load atomic i64, ptr %398 acquire, align 8
  %400 = icmp eq i64 %399, 4294967297
  %401 = trunc i64 %399 to i32
  br i1 %400, label %402, label %410

402:                                              ; preds = %397
  store i32 0, ptr %398, align 8, !tbaa !31
  %403 = getelementptr inbounds i8, ptr %395, i64 12
  store i32 0, ptr %403, align 4, !tbaa !33
  %404 = load ptr, ptr %395, align 8, !tbaa !34
  %405 = getelementptr inbounds i8, ptr %404, i64 16
  %406 = load ptr, ptr %405, align 8
  call void %406(ptr noundef nonnull align 8 dereferenceable(16) %395) #27
  %407 = load ptr, ptr %395, align 8, !tbaa !34
  %408 = getelementptr inbounds i8, ptr %407, i64 24
  %409 = load ptr, ptr %408, align 8
  call void %409(ptr noundef nonnull align 8 dereferenceable(16) %395) #27
  br label %421

410:                                              ; preds = %397
  %411 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %412 = icmp eq i8 %411, 0
  br i1 %412, label %415, label %413

413:                                              ; preds = %410
  %414 = add nsw i32 %401, -1
  store i32 %414, ptr %398, align 4, !tbaa !37
  br label %417

415:                                              ; preds = %410
  %416 = atomicrmw volatile add ptr %398, i32 -1 acq_rel, align 4
  br label %417

417:                                              ; preds = %415, %413
  %418 = phi i32 [ %401, %413 ], [ %416, %415 ]
  %419 = icmp eq i32 %418, 1
  br i1 %419, label %420, label %421, !prof !38

420:                                              ; preds = %417
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %395) #27
  br label %421

421:                                              ; preds = %420, %417, %402, %392
  %422 = getelementptr inbounds i8, ptr %393, i64 16
  %423 = icmp eq ptr %422, %390
  br i1 %423, label %424, label %392, !llvm.loop !39

424:                                              ; preds = %421
  %425 = load ptr, ptr %387, align 8, !tbaa !26
  br label %426

426:                                              ; preds = %424, %386
  %427 = phi ptr [ %425, %424 ], [ %388, %386 ]
  %428 = icmp eq ptr %427, null
  br i1 %428, label %435, label %429

429:                                              ; preds = %426
  %430 = getelementptr inbounds i8, ptr %22, i64 24
  %431 = load ptr, ptr %430, align 8, !tbaa !41
  %432 = ptrtoint ptr %431 to i64
  %433 = ptrtoint ptr %427 to i64
  %434 = sub i64 %432, %433
  call void @_ZdlPvm(ptr noundef nonnull %427, i64 noundef %434) #29
  br label %435

435:                                              ; preds = %429, %426
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %22) #27
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %21) #27
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %24) #27
  %436 = getelementptr inbounds i8, ptr %0, i64 200
  %437 = load ptr, ptr %436, align 8, !tbaa !60
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %25) #27
  store i64 %45, ptr %25, align 8, !tbaa !21
  %438 = getelementptr inbounds i8, ptr %25, i64 8
  store i64 %47, ptr %438, align 8, !tbaa !21
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %26) #27
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %26, i8 0, i64 32, i1 false)
  store ptr @.str.6, ptr %27, align 8, !tbaa !65, !alias.scope !94
  %439 = getelementptr inbounds i8, ptr %27, i64 8
  store ptr @.str.7, ptr %439, align 8, !tbaa !70, !alias.scope !94
  %440 = getelementptr inbounds i8, ptr %27, i64 16
  store i32 96, ptr %440, align 8, !tbaa !71, !alias.scope !94
  %441 = getelementptr inbounds i8, ptr %27, i64 20
  store i32 28, ptr %441, align 4, !tbaa !72, !alias.scope !94
  invoke void @_ZN4sycl3_V16bufferIiLi2ENS0_6detail17aligned_allocatorIiEEvEC2EPiRKNS0_5rangeILi2EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(41) %24, ptr noundef %437, ptr noundef nonnull align 8 dereferenceable(16) %25, ptr noundef nonnull align 8 dereferenceable(32) %26, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %27)
          to label %442 unwind label %721

442:                                              ; preds = %435
  %443 = getelementptr inbounds i8, ptr %26, i64 8
  %444 = load ptr, ptr %443, align 8, !tbaa !26
  %445 = getelementptr inbounds i8, ptr %26, i64 16
  %446 = load ptr, ptr %445, align 8, !tbaa !28
  %447 = icmp eq ptr %444, %446
  br i1 %447, label %482, label %448

448:                                              ; preds = %442, %477
  %449 = phi ptr [ %478, %477 ], [ %444, %442 ]
  %450 = getelementptr inbounds i8, ptr %449, i64 8
  %451 = load ptr, ptr %450, align 8, !tbaa !29
  %452 = icmp eq ptr %451, null
  br i1 %452, label %477, label %453

453:                                              ; preds = %448
  %454 = getelementptr inbounds i8, ptr %451, i64 8
  %455 = load atomic i64, ptr %454 acquire, align 8
  %456 = icmp eq i64 %455, 4294967297
  %457 = trunc i64 %455 to i32
  br i1 %456, label %458, label %466

458:                                              ; preds = %453
  store i32 0, ptr %454, align 8, !tbaa !31
  %459 = getelementptr inbounds i8, ptr %451, i64 12
  store i32 0, ptr %459, align 4, !tbaa !33
  %460 = load ptr, ptr %451, align 8, !tbaa !34
  %461 = getelementptr inbounds i8, ptr %460, i64 16
  %462 = load ptr, ptr %461, align 8
  call void %462(ptr noundef nonnull align 8 dereferenceable(16) %451) #27
  %463 = load ptr, ptr %451, align 8, !tbaa !34
  %464 = getelementptr inbounds i8, ptr %463, i64 24
  %465 = load ptr, ptr %464, align 8
  call void %465(ptr noundef nonnull align 8 dereferenceable(16) %451) #27
  br label %477

466:                                              ; preds = %453
  %467 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %468 = icmp eq i8 %467, 0
  br i1 %468, label %471, label %469

469:                                              ; preds = %466
  %470 = add nsw i32 %457, -1
  store i32 %470, ptr %454, align 4, !tbaa !37
  br label %473

471:                                              ; preds = %466
  %472 = atomicrmw volatile add ptr %454, i32 -1 acq_rel, align 4
  br label %473

473:                                              ; preds = %471, %469
  %474 = phi i32 [ %457, %469 ], [ %472, %471 ]
  %475 = icmp eq i32 %474, 1
  br i1 %475, label %476, label %477, !prof !38

476:                                              ; preds = %473
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %451) #27
  br label %477

477:                                              ; preds = %476, %473, %458, %448
  %478 = getelementptr inbounds i8, ptr %449, i64 16
  %479 = icmp eq ptr %478, %446
  br i1 %479, label %480, label %448, !llvm.loop !39

480:                                              ; preds = %477
  %481 = load ptr, ptr %443, align 8, !tbaa !26
  br label %482

482:                                              ; preds = %480, %442
  %483 = phi ptr [ %481, %480 ], [ %444, %442 ]
  %484 = icmp eq ptr %483, null
  br i1 %484, label %491, label %485

485:                                              ; preds = %482
  %486 = getelementptr inbounds i8, ptr %26, i64 24
  %487 = load ptr, ptr %486, align 8, !tbaa !41
  %488 = ptrtoint ptr %487 to i64
  %489 = ptrtoint ptr %483 to i64
  %490 = sub i64 %488, %489
  call void @_ZdlPvm(ptr noundef nonnull %483, i64 noundef %490) #29
  br label %491

491:                                              ; preds = %485, %482
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %26) #27
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %25) #27
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %28) #27
  %492 = getelementptr inbounds i8, ptr %0, i64 248
  %493 = load ptr, ptr %492, align 8, !tbaa !60
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %29) #27
  store i64 %45, ptr %29, align 8, !tbaa !21
  %494 = getelementptr inbounds i8, ptr %29, i64 8
  store i64 %47, ptr %494, align 8, !tbaa !21
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %30) #27
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %30, i8 0, i64 32, i1 false)
  store ptr @.str.6, ptr %31, align 8, !tbaa !65, !alias.scope !97
  %495 = getelementptr inbounds i8, ptr %31, i64 8
  store ptr @.str.7, ptr %495, align 8, !tbaa !70, !alias.scope !97
  %496 = getelementptr inbounds i8, ptr %31, i64 16
  store i32 97, ptr %496, align 8, !tbaa !71, !alias.scope !97
  %497 = getelementptr inbounds i8, ptr %31, i64 20
  store i32 28, ptr %497, align 4, !tbaa !72, !alias.scope !97
  invoke void @_ZN4sycl3_V16bufferIiLi2ENS0_6detail17aligned_allocatorIiEEvEC2EPiRKNS0_5rangeILi2EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(41) %28, ptr noundef %493, ptr noundef nonnull align 8 dereferenceable(16) %29, ptr noundef nonnull align 8 dereferenceable(32) %30, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %31)
          to label %498 unwind label %723

498:                                              ; preds = %491
  %499 = getelementptr inbounds i8, ptr %30, i64 8
  %500 = load ptr, ptr %499, align 8, !tbaa !26
  %501 = getelementptr inbounds i8, ptr %30, i64 16
  %502 = load ptr, ptr %501, align 8, !tbaa !28
  %503 = icmp eq ptr %500, %502
  br i1 %503, label %538, label %504

504:                                              ; preds = %498, %533
  %505 = phi ptr [ %534, %533 ], [ %500, %498 ]
  %506 = getelementptr inbounds i8, ptr %505, i64 8
  %507 = load ptr, ptr %506, align 8, !tbaa !29
  %508 = icmp eq ptr %507, null
  br i1 %508, label %533, label %509

509:                                              ; preds = %504
  %510 = getelementptr inbounds i8, ptr %507, i64 8
  %511 = load atomic i64, ptr %510 acquire, align 8
  %512 = icmp eq i64 %511, 4294967297
  %513 = trunc i64 %511 to i32
  br i1 %512, label %514, label %522

514:                                              ; preds = %509
  store i32 0, ptr %510, align 8, !tbaa !31
  %515 = getelementptr inbounds i8, ptr %507, i64 12
  store i32 0, ptr %515, align 4, !tbaa !33
  %516 = load ptr, ptr %507, align 8, !tbaa !34
  %517 = getelementptr inbounds i8, ptr %516, i64 16
  %518 = load ptr, ptr %517, align 8
  call void %518(ptr noundef nonnull align 8 dereferenceable(16) %507) #27
  %519 = load ptr, ptr %507, align 8, !tbaa !34
  %520 = getelementptr inbounds i8, ptr %519, i64 24
  %521 = load ptr, ptr %520, align 8
  call void %521(ptr noundef nonnull align 8 dereferenceable(16) %507) #27
  br label %533

522:                                              ; preds = %509
  %523 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %524 = icmp eq i8 %523, 0
  br i1 %524, label %527, label %525

525:                                              ; preds = %522
  %526 = add nsw i32 %513, -1
  store i32 %526, ptr %510, align 4, !tbaa !37
  br label %529

527:                                              ; preds = %522
  %528 = atomicrmw volatile add ptr %510, i32 -1 acq_rel, align 4
  br label %529

529:                                              ; preds = %527, %525
  %530 = phi i32 [ %513, %525 ], [ %528, %527 ]
  %531 = icmp eq i32 %530, 1
  br i1 %531, label %532, label %533, !prof !38

532:                                              ; preds = %529
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %507) #27
  br label %533

533:                                              ; preds = %532, %529, %514, %504
  %534 = getelementptr inbounds i8, ptr %505, i64 16
  %535 = icmp eq ptr %534, %502
  br i1 %535, label %536, label %504, !llvm.loop !39

536:                                              ; preds = %533
  %537 = load ptr, ptr %499, align 8, !tbaa !26
  br label %538

538:                                              ; preds = %536, %498
  %539 = phi ptr [ %537, %536 ], [ %500, %498 ]
  %540 = icmp eq ptr %539, null
  br i1 %540, label %547, label %541

541:                                              ; preds = %538
  %542 = getelementptr inbounds i8, ptr %30, i64 24
  %543 = load ptr, ptr %542, align 8, !tbaa !41
  %544 = ptrtoint ptr %543 to i64
  %545 = ptrtoint ptr %539 to i64
  %546 = sub i64 %544, %545
  call void @_ZdlPvm(ptr noundef nonnull %539, i64 noundef %546) #29
  br label %547

547:                                              ; preds = %538, %541
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %30) #27
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %29) #27
  invoke void @_ZN14GeneratedBench5step0ERN4sycl3_V15queueEPfS4_(ptr noundef nonnull align 8 dereferenceable(392) %0, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef %53, ptr noundef %117)
          to label %548 unwind label %725

548:                                              ; preds = %547
  invoke void @_ZN14GeneratedBench5step1ERN4sycl3_V15queueERNS1_6bufferIiLi2ENS1_6detail17aligned_allocatorIiEEvEES9_RNS4_IfLi2ENS6_IfEEvEE(ptr noundef nonnull align 8 dereferenceable(392) %0, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(41) %24, ptr noundef nonnull align 8 dereferenceable(41) %28, ptr noundef nonnull align 8 dereferenceable(41) %20)
          to label %549 unwind label %725

549:                                              ; preds = %548
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4)
  %550 = load i64, ptr %0, align 8, !tbaa !42
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #27
  store ptr %206, ptr %5, align 8, !tbaa !100
  %551 = getelementptr inbounds i8, ptr %5, i64 8
  store ptr %295, ptr %551, align 8, !tbaa !102
  invoke void @_ZN4sycl3_V15queue17parallel_for_implI10Histogram3Li1ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEJRZN14GeneratedBench5step2ERS1_PiSE_EUlNS0_2idILi1EEEE_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEESM_DpOSK_(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %4, ptr noundef nonnull align 8 dereferenceable(16) %1, i64 %550, ptr noundef nonnull align 8 dereferenceable(16) %5)
          to label %552 unwind label %725

552:                                              ; preds = %549
  %553 = getelementptr inbounds i8, ptr %4, i64 8
  %554 = load ptr, ptr %553, align 8, !tbaa !29
  %555 = icmp eq ptr %554, null
  br i1 %555, label %580, label %556

556:                                              ; preds = %552
  %557 = getelementptr inbounds i8, ptr %554, i64 8
  %558 = load atomic i64, ptr %557 acquire, align 8
  %559 = icmp eq i64 %558, 4294967297
  %560 = trunc i64 %558 to i32
  br i1 %559, label %561, label %569

561:                                              ; preds = %556
  store i32 0, ptr %557, align 8, !tbaa !31
  %562 = getelementptr inbounds i8, ptr %554, i64 12
  store i32 0, ptr %562, align 4, !tbaa !33
  %563 = load ptr, ptr %554, align 8, !tbaa !34
  %564 = getelementptr inbounds i8, ptr %563, i64 16
  %565 = load ptr, ptr %564, align 8
  call void %565(ptr noundef nonnull align 8 dereferenceable(16) %554) #27
  %566 = load ptr, ptr %554, align 8, !tbaa !34
  %567 = getelementptr inbounds i8, ptr %566, i64 24
  %568 = load ptr, ptr %567, align 8
  call void %568(ptr noundef nonnull align 8 dereferenceable(16) %554) #27
  br label %580

569:                                              ; preds = %556
  %570 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %571 = icmp eq i8 %570, 0
  br i1 %571, label %574, label %572

572:                                              ; preds = %569
  %573 = add nsw i32 %560, -1
  store i32 %573, ptr %557, align 4, !tbaa !37
  br label %576

574:                                              ; preds = %569
  %575 = atomicrmw volatile add ptr %557, i32 -1 acq_rel, align 4
  br label %576

576:                                              ; preds = %574, %572
  %577 = phi i32 [ %560, %572 ], [ %575, %574 ]
  %578 = icmp eq i32 %577, 1
  br i1 %578, label %579, label %580, !prof !38

579:                                              ; preds = %576
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %554) #27
  br label %580

580:                                              ; preds = %579, %576, %561, %552
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #27
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %32) #27
  store ptr @.str.6, ptr %32, align 8, !tbaa !65, !alias.scope !103
  %581 = getelementptr inbounds i8, ptr %32, i64 8
  store ptr @.str.7, ptr %581, align 8, !tbaa !70, !alias.scope !103
  %582 = getelementptr inbounds i8, ptr %32, i64 16
  store i32 101, ptr %582, align 8, !tbaa !71, !alias.scope !103
  %583 = getelementptr inbounds i8, ptr %32, i64 20
  store i32 7, ptr %583, align 4, !tbaa !72, !alias.scope !103
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #27
  invoke void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 8 dereferenceable(9) %3, ptr noundef nonnull align 8 dereferenceable(24) %32)
          to label %584 unwind label %727

584:                                              ; preds = %580
  %585 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 8 dereferenceable(9) %3)
          to label %586 unwind label %587

586:                                              ; preds = %584
  invoke void @_ZN4sycl3_V15queue10wait_proxyERKNS0_6detail13code_locationE(ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(24) %585)
          to label %589 unwind label %587

587:                                              ; preds = %586, %584
  %588 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %3) #27
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #27
  br label %729

589:                                              ; preds = %586
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %3) #27
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #27
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %32) #27
  call void @_ZN4sycl3_V16bufferIiLi2ENS0_6detail17aligned_allocatorIiEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(41) %28) #27
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %28) #27
  call void @_ZN4sycl3_V16bufferIiLi2ENS0_6detail17aligned_allocatorIiEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(41) %24) #27
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %24) #27
  call void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(41) %20) #27
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %20) #27
  %590 = icmp eq i64 %43, 0
  br i1 %590, label %593, label %591

591:                                              ; preds = %589
  %592 = load ptr, ptr %104, align 8, !tbaa !19
  call void @llvm.memmove.p0.p0.i64(ptr align 4 %592, ptr align 4 %53, i64 %259, i1 false)
  br label %593

593:                                              ; preds = %589, %591
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %33) #27
  store ptr @.str.6, ptr %33, align 8, !tbaa !65, !alias.scope !106
  %594 = getelementptr inbounds i8, ptr %33, i64 8
  store ptr @.str.7, ptr %594, align 8, !tbaa !70, !alias.scope !106
  %595 = getelementptr inbounds i8, ptr %33, i64 16
  store i32 104, ptr %595, align 8, !tbaa !71, !alias.scope !106
  %596 = getelementptr inbounds i8, ptr %33, i64 20
  store i32 5, ptr %596, align 4, !tbaa !72, !alias.scope !106
  call void @_ZN4sycl3_V14freeEPvRKNS0_5queueERKNS0_6detail13code_locationE(ptr noundef %53, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(24) %33)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %33) #27
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %34) #27
  %597 = load ptr, ptr %168, align 8, !tbaa !55
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %35) #27
  store ptr @.str.6, ptr %35, align 8, !tbaa !65, !alias.scope !109
  %598 = getelementptr inbounds i8, ptr %35, i64 8
  store ptr @.str.7, ptr %598, align 8, !tbaa !70, !alias.scope !109
  %599 = getelementptr inbounds i8, ptr %35, i64 16
  store i32 105, ptr %599, align 8, !tbaa !71, !alias.scope !109
  %600 = getelementptr inbounds i8, ptr %35, i64 20
  store i32 5, ptr %600, align 4, !tbaa !72, !alias.scope !109
  call void @_ZN4sycl3_V15queue6memcpyEPvPKvmRKNS0_6detail13code_locationE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %34, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef %597, ptr noundef %117, i64 noundef %170, ptr noundef nonnull align 8 dereferenceable(24) %35)
  invoke void @_ZN4sycl3_V15event4waitEv(ptr noundef nonnull align 8 dereferenceable(16) %34)
          to label %601 unwind label %739

601:                                              ; preds = %593
  %602 = getelementptr inbounds i8, ptr %34, i64 8
  %603 = load ptr, ptr %602, align 8, !tbaa !29
  %604 = icmp eq ptr %603, null
  br i1 %604, label %629, label %605

605:                                              ; preds = %601
  %606 = getelementptr inbounds i8, ptr %603, i64 8
  %607 = load atomic i64, ptr %606 acquire, align 8
  %608 = icmp eq i64 %607, 4294967297
  %609 = trunc i64 %607 to i32
  br i1 %608, label %610, label %618

610:                                              ; preds = %605
  store i32 0, ptr %606, align 8, !tbaa !31
  %611 = getelementptr inbounds i8, ptr %603, i64 12
  store i32 0, ptr %611, align 4, !tbaa !33
  %612 = load ptr, ptr %603, align 8, !tbaa !34
  %613 = getelementptr inbounds i8, ptr %612, i64 16
  %614 = load ptr, ptr %613, align 8
  call void %614(ptr noundef nonnull align 8 dereferenceable(16) %603) #27
  %615 = load ptr, ptr %603, align 8, !tbaa !34
  %616 = getelementptr inbounds i8, ptr %615, i64 24
  %617 = load ptr, ptr %616, align 8
  call void %617(ptr noundef nonnull align 8 dereferenceable(16) %603) #27
  br label %629

618:                                              ; preds = %605
  %619 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %620 = icmp eq i8 %619, 0
  br i1 %620, label %623, label %621

621:                                              ; preds = %618
  %622 = add nsw i32 %609, -1
  store i32 %622, ptr %606, align 4, !tbaa !37
  br label %625

623:                                              ; preds = %618
  %624 = atomicrmw volatile add ptr %606, i32 -1 acq_rel, align 4
  br label %625

625:                                              ; preds = %623, %621
  %626 = phi i32 [ %609, %621 ], [ %624, %623 ]
  %627 = icmp eq i32 %626, 1
  br i1 %627, label %628, label %629, !prof !38

628:                                              ; preds = %625
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %603) #27
  br label %629

629:                                              ; preds = %601, %610, %625, %628
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %35) #27
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %34) #27
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %36) #27
  store ptr @.str.6, ptr %36, align 8, !tbaa !65, !alias.scope !112
  %630 = getelementptr inbounds i8, ptr %36, i64 8
  store ptr @.str.7, ptr %630, align 8, !tbaa !70, !alias.scope !112
  %631 = getelementptr inbounds i8, ptr %36, i64 16
  store i32 106, ptr %631, align 8, !tbaa !71, !alias.scope !112
  %632 = getelementptr inbounds i8, ptr %36, i64 20
  store i32 5, ptr %632, align 4, !tbaa !72, !alias.scope !112
  call void @_ZN4sycl3_V14freeEPvRKNS0_5queueERKNS0_6detail13code_locationE(ptr noundef %117, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(24) %36)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %36) #27
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %37) #27
  %633 = load ptr, ptr %257, align 8, !tbaa !60
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %38) #27
  store ptr @.str.6, ptr %38, align 8, !tbaa !65, !alias.scope !115
  %634 = getelementptr inbounds i8, ptr %38, i64 8
  store ptr @.str.7, ptr %634, align 8, !tbaa !70, !alias.scope !115
  %635 = getelementptr inbounds i8, ptr %38, i64 16
  store i32 107, ptr %635, align 8, !tbaa !71, !alias.scope !115
  %636 = getelementptr inbounds i8, ptr %38, i64 20
  store i32 5, ptr %636, align 4, !tbaa !72, !alias.scope !115
  call void @_ZN4sycl3_V15queue6memcpyEPvPKvmRKNS0_6detail13code_locationE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %37, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef %633, ptr noundef %206, i64 noundef %259, ptr noundef nonnull align 8 dereferenceable(24) %38)
  invoke void @_ZN4sycl3_V15event4waitEv(ptr noundef nonnull align 8 dereferenceable(16) %37)
          to label %637 unwind label %741

637:                                              ; preds = %629
  %638 = getelementptr inbounds i8, ptr %37, i64 8
  %639 = load ptr, ptr %638, align 8, !tbaa !29
  %640 = icmp eq ptr %639, null
  br i1 %640, label %665, label %641

641:                                              ; preds = %637
  %642 = getelementptr inbounds i8, ptr %639, i64 8
  %643 = load atomic i64, ptr %642 acquire, align 8
  %644 = icmp eq i64 %643, 4294967297
  %645 = trunc i64 %643 to i32
  br i1 %644, label %646, label %654

646:                                              ; preds = %641
  store i32 0, ptr %642, align 8, !tbaa !31
  %647 = getelementptr inbounds i8, ptr %639, i64 12
  store i32 0, ptr %647, align 4, !tbaa !33
  %648 = load ptr, ptr %639, align 8, !tbaa !34
  %649 = getelementptr inbounds i8, ptr %648, i64 16
  %650 = load ptr, ptr %649, align 8
  call void %650(ptr noundef nonnull align 8 dereferenceable(16) %639) #27
  %651 = load ptr, ptr %639, align 8, !tbaa !34
  %652 = getelementptr inbounds i8, ptr %651, i64 24
  %653 = load ptr, ptr %652, align 8
  call void %653(ptr noundef nonnull align 8 dereferenceable(16) %639) #27
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
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %639) #27
  br label %665

665:                                              ; preds = %637, %646, %661, %664
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %38) #27
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %37) #27
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %39) #27
  store ptr @.str.6, ptr %39, align 8, !tbaa !65, !alias.scope !118
  %666 = getelementptr inbounds i8, ptr %39, i64 8
  store ptr @.str.7, ptr %666, align 8, !tbaa !70, !alias.scope !118
  %667 = getelementptr inbounds i8, ptr %39, i64 16
  store i32 108, ptr %667, align 8, !tbaa !71, !alias.scope !118
  %668 = getelementptr inbounds i8, ptr %39, i64 20
  store i32 5, ptr %668, align 4, !tbaa !72, !alias.scope !118
  call void @_ZN4sycl3_V14freeEPvRKNS0_5queueERKNS0_6detail13code_locationE(ptr noundef %206, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(24) %39)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %39) #27
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %40) #27
  %669 = load ptr, ptr %346, align 8, !tbaa !60
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %41) #27
  store ptr @.str.6, ptr %41, align 8, !tbaa !65, !alias.scope !121
  %670 = getelementptr inbounds i8, ptr %41, i64 8
  store ptr @.str.7, ptr %670, align 8, !tbaa !70, !alias.scope !121
  %671 = getelementptr inbounds i8, ptr %41, i64 16
  store i32 109, ptr %671, align 8, !tbaa !71, !alias.scope !121
  %672 = getelementptr inbounds i8, ptr %41, i64 20
  store i32 5, ptr %672, align 4, !tbaa !72, !alias.scope !121
  call void @_ZN4sycl3_V15queue6memcpyEPvPKvmRKNS0_6detail13code_locationE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %40, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef %669, ptr noundef %295, i64 noundef 64, ptr noundef nonnull align 8 dereferenceable(24) %41)
  invoke void @_ZN4sycl3_V15event4waitEv(ptr noundef nonnull align 8 dereferenceable(16) %40)
          to label %673 unwind label %743

673:                                              ; preds = %665
  %674 = getelementptr inbounds i8, ptr %40, i64 8
  %675 = load ptr, ptr %674, align 8, !tbaa !29
  %676 = icmp eq ptr %675, null
  br i1 %676, label %701, label %677

677:                                              ; preds = %673
  %678 = getelementptr inbounds i8, ptr %675, i64 8
  %679 = load atomic i64, ptr %678 acquire, align 8
  %680 = icmp eq i64 %679, 4294967297
  %681 = trunc i64 %679 to i32
  br i1 %680, label %682, label %690

682:                                              ; preds = %677
  store i32 0, ptr %678, align 8, !tbaa !31
  %683 = getelementptr inbounds i8, ptr %675, i64 12
  store i32 0, ptr %683, align 4, !tbaa !33
  %684 = load ptr, ptr %675, align 8, !tbaa !34
  %685 = getelementptr inbounds i8, ptr %684, i64 16
  %686 = load ptr, ptr %685, align 8
  call void %686(ptr noundef nonnull align 8 dereferenceable(16) %675) #27
  %687 = load ptr, ptr %675, align 8, !tbaa !34
  %688 = getelementptr inbounds i8, ptr %687, i64 24
  %689 = load ptr, ptr %688, align 8
  call void %689(ptr noundef nonnull align 8 dereferenceable(16) %675) #27
  br label %701

690:                                              ; preds = %677
  %691 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %692 = icmp eq i8 %691, 0
  br i1 %692, label %695, label %693

693:                                              ; preds = %690
  %694 = add nsw i32 %681, -1
  store i32 %694, ptr %678, align 4, !tbaa !37
  br label %697

695:                                              ; preds = %690
  %696 = atomicrmw volatile add ptr %678, i32 -1 acq_rel, align 4
  br label %697

697:                                              ; preds = %695, %693
  %698 = phi i32 [ %681, %693 ], [ %696, %695 ]
  %699 = icmp eq i32 %698, 1
  br i1 %699, label %700, label %701, !prof !38

700:                                              ; preds = %697
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %675) #27
  br label %701

701:                                              ; preds = %673, %682, %697, %700
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %41) #27
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %40) #27
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %42) #27
  store ptr @.str.6, ptr %42, align 8, !tbaa !65, !alias.scope !124
  %702 = getelementptr inbounds i8, ptr %42, i64 8
  store ptr @.str.7, ptr %702, align 8, !tbaa !70, !alias.scope !124
  %703 = getelementptr inbounds i8, ptr %42, i64 16
  store i32 110, ptr %703, align 8, !tbaa !71, !alias.scope !124
  %704 = getelementptr inbounds i8, ptr %42, i64 20
  store i32 5, ptr %704, align 4, !tbaa !72, !alias.scope !124
  call void @_ZN4sycl3_V14freeEPvRKNS0_5queueERKNS0_6detail13code_locationE(ptr noundef %295, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(24) %42)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %42) #27
  ret void

705:                                              ; preds = %2
  %706 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #27
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %6) #27
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #27
  br label %745

707:                                              ; preds = %113
  %708 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %9) #27
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %8) #27
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #27
  br label %745

709:                                              ; preds = %167
  %710 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V15eventD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %10) #27
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %11) #27
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %10) #27
  br label %745

711:                                              ; preds = %202
  %712 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %13) #27
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %12) #27
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12) #27
  br label %745

713:                                              ; preds = %256
  %714 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V15eventD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %14) #27
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %15) #27
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %14) #27
  br label %745

715:                                              ; preds = %291
  %716 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %17) #27
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %16) #27
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %16) #27
  br label %745

717:                                              ; preds = %345
  %718 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V15eventD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %18) #27
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %19) #27
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %18) #27
  br label %745

719:                                              ; preds = %379
  %720 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %22) #27
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %22) #27
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %21) #27
  br label %737

721:                                              ; preds = %435
  %722 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %26) #27
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %26) #27
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %25) #27
  br label %735

723:                                              ; preds = %491
  %724 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %30) #27
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %30) #27
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %29) #27
  br label %733

725:                                              ; preds = %549, %548, %547
  %726 = landingpad { ptr, i32 }
          cleanup
  br label %731

727:                                              ; preds = %580
  %728 = landingpad { ptr, i32 }
          cleanup
  br label %729

729:                                              ; preds = %587, %727
  %730 = phi { ptr, i32 } [ %728, %727 ], [ %588, %587 ]
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %32) #27
  br label %731

731:                                              ; preds = %729, %725
  %732 = phi { ptr, i32 } [ %730, %729 ], [ %726, %725 ]
  call void @_ZN4sycl3_V16bufferIiLi2ENS0_6detail17aligned_allocatorIiEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(41) %28) #27
  br label %733

733:                                              ; preds = %731, %723
  %734 = phi { ptr, i32 } [ %732, %731 ], [ %724, %723 ]
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %28) #27
  call void @_ZN4sycl3_V16bufferIiLi2ENS0_6detail17aligned_allocatorIiEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(41) %24) #27
  br label %735

735:                                              ; preds = %733, %721
  %736 = phi { ptr, i32 } [ %734, %733 ], [ %722, %721 ]
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %24) #27
  call void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(41) %20) #27
  br label %737

737:                                              ; preds = %735, %719
  %738 = phi { ptr, i32 } [ %736, %735 ], [ %720, %719 ]
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %20) #27
  br label %745

739:                                              ; preds = %593
  %740 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V15eventD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %34) #27
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %35) #27
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %34) #27
  br label %745

741:                                              ; preds = %629
  %742 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V15eventD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %37) #27
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %38) #27
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %37) #27
  br label %745

743:                                              ; preds = %665
  %744 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V15eventD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %40) #27
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %41) #27
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %40) #27
  br label %745

745:                                              ; preds = %707, %709, %715, %717, %737, %739, %741, %743, %713, %711, %705
  %746 = phi { ptr, i32 } [ %706, %705 ], [ %710, %709 ], [ %708, %707 ], [ %714, %713 ], [ %712, %711 ], [ %744, %743 ], [ %742, %741 ], [ %740, %739 ], [ %738, %737 ], [ %718, %717 ], [ %716, %715 ]
  resume { ptr, i32 } %746
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef zeroext i1 @_ZN14GeneratedBench6verifyEv(ptr noundef nonnull align 8 dereferenceable(392) %0) local_unnamed_addr #4 comdat align 2 {
  %2 = load i64, ptr %0, align 8, !tbaa !42
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load i64, ptr %3, align 8, !tbaa !52
  %5 = getelementptr inbounds i8, ptr %0, i64 16
  %6 = load i64, ptr %5, align 8, !tbaa !53
  %7 = add i64 %2, 31
  %8 = lshr i64 %7, 5
  %9 = getelementptr inbounds i8, ptr %0, i64 40
  %10 = load float, ptr %9, align 8, !tbaa !127
  %11 = getelementptr inbounds i8, ptr %0, i64 44
  %12 = load i32, ptr %11, align 4, !tbaa !128
  %13 = icmp ult i64 %7, 32
  br i1 %13, label %19, label %14

14:                                               ; preds = %1
  %15 = getelementptr inbounds i8, ptr %0, i64 80
  %16 = load ptr, ptr %15, align 8
  %17 = getelementptr inbounds i8, ptr %0, i64 128
  %18 = load ptr, ptr %17, align 8, !tbaa !55
  br label %34

19:                                               ; preds = %41, %1
  %20 = icmp eq i64 %4, 0
  br i1 %20, label %67, label %21

21:                                               ; preds = %19
  %22 = icmp eq i64 %6, 0
  %23 = sitofp i32 %12 to float
  %24 = tail call float @llvm.fabs.f32(float %23)
  %25 = tail call float @llvm.sqrt.f32(float %24)
  %26 = fadd float %10, %25
  %27 = getelementptr inbounds i8, ptr %0, i64 176
  %28 = load ptr, ptr %27, align 8
  %29 = icmp ult i64 %6, 8
  %30 = and i64 %6, -8
  %31 = insertelement <4 x float> poison, float %26, i64 0
  %32 = shufflevector <4 x float> %31, <4 x float> poison, <4 x i32> zeroinitializer
  %33 = icmp eq i64 %6, %30
  br label %53

34:                                               ; preds = %14, %41
  %35 = phi i64 [ 0, %14 ], [ %37, %41 ]
  %36 = shl nuw i64 %35, 5
  %37 = add nuw nsw i64 %35, 1
  %38 = shl nuw i64 %37, 5
  %39 = tail call i64 @llvm.umin.i64(i64 %38, i64 %2)
  %40 = icmp ugt i64 %2, %36
  br i1 %40, label %45, label %41

41:                                               ; preds = %45, %34
  %42 = phi float [ 0.000000e+00, %34 ], [ %50, %45 ]
  %43 = getelementptr inbounds float, ptr %18, i64 %35
  store float %42, ptr %43, align 4, !tbaa !56
  %44 = icmp eq i64 %37, %8
  br i1 %44, label %19, label %34, !llvm.loop !129

45:                                               ; preds = %34, %45
  %46 = phi i64 [ %51, %45 ], [ %36, %34 ]
  %47 = phi float [ %50, %45 ], [ 0.000000e+00, %34 ]
  %48 = getelementptr inbounds float, ptr %16, i64 %46
  %49 = load float, ptr %48, align 4, !tbaa !56
  %50 = fadd float %47, %49
  %51 = add nuw i64 %46, 1
  %52 = icmp ult i64 %51, %39
  br i1 %52, label %45, label %41, !llvm.loop !130

53:                                               ; preds = %21, %78
  %54 = phi i64 [ 0, %21 ], [ %79, %78 ]
  br i1 %22, label %78, label %55

55:                                               ; preds = %53
  %56 = mul i64 %54, %6
  %57 = getelementptr float, ptr %28, i64 %56
  br i1 %29, label %58, label %60

58:                                               ; preds = %66, %55
  %59 = phi i64 [ 0, %55 ], [ %30, %66 ]
  br label %81

60:                                               ; preds = %55, %60
  %61 = phi i64 [ %64, %60 ], [ 0, %55 ]
  %62 = getelementptr float, ptr %57, i64 %61
  %63 = getelementptr i8, ptr %62, i64 16
  store <4 x float> %32, ptr %62, align 4, !tbaa !56
  store <4 x float> %32, ptr %63, align 4, !tbaa !56
  %64 = add nuw i64 %61, 8
  %65 = icmp eq i64 %64, %30
  br i1 %65, label %66, label %60, !llvm.loop !131

66:                                               ; preds = %60
  br i1 %33, label %78, label %58

67:                                               ; preds = %78, %19
  %68 = icmp eq i64 %2, 0
  br i1 %68, label %148, label %69

69:                                               ; preds = %67
  %70 = getelementptr inbounds i8, ptr %0, i64 368
  %71 = getelementptr inbounds i8, ptr %0, i64 320
  %72 = load ptr, ptr %71, align 8, !tbaa !60
  %73 = load ptr, ptr %70, align 8, !tbaa !60
  %74 = and i64 %2, 1
  %75 = icmp eq i64 %2, 1
  br i1 %75, label %86, label %76

76:                                               ; preds = %69
  %77 = and i64 %2, -2
  br label %100

78:                                               ; preds = %81, %66, %53
  %79 = add nuw i64 %54, 1
  %80 = icmp eq i64 %79, %4
  br i1 %80, label %67, label %53, !llvm.loop !134

81:                                               ; preds = %58, %81
  %82 = phi i64 [ %84, %81 ], [ %59, %58 ]
  %83 = getelementptr float, ptr %57, i64 %82
  store float %26, ptr %83, align 4, !tbaa !56
  %84 = add nuw i64 %82, 1
  %85 = icmp eq i64 %84, %6
  br i1 %85, label %78, label %81, !llvm.loop !135

86:                                               ; preds = %100, %69
  %87 = phi i64 [ 0, %69 ], [ %118, %100 ]
  %88 = icmp eq i64 %74, 0
  br i1 %88, label %97, label %89

89:                                               ; preds = %86
  %90 = getelementptr inbounds i32, ptr %72, i64 %87
  %91 = load i32, ptr %90, align 4, !tbaa !37
  %92 = and i32 %91, 15
  %93 = zext nneg i32 %92 to i64
  %94 = getelementptr inbounds i32, ptr %73, i64 %93
  %95 = load i32, ptr %94, align 4, !tbaa !37
  %96 = add nsw i32 %95, 1
  store i32 %96, ptr %94, align 4, !tbaa !37
  br label %97

97:                                               ; preds = %86, %89
  %98 = getelementptr inbounds i8, ptr %0, i64 56
  %99 = getelementptr inbounds i8, ptr %0, i64 80
  br label %125

100:                                              ; preds = %100, %76
  %101 = phi i64 [ 0, %76 ], [ %118, %100 ]
  %102 = phi i64 [ 0, %76 ], [ %119, %100 ]
  %103 = getelementptr inbounds i32, ptr %72, i64 %101
  %104 = load i32, ptr %103, align 4, !tbaa !37
  %105 = and i32 %104, 15
  %106 = zext nneg i32 %105 to i64
  %107 = getelementptr inbounds i32, ptr %73, i64 %106
  %108 = load i32, ptr %107, align 4, !tbaa !37
  %109 = add nsw i32 %108, 1
  store i32 %109, ptr %107, align 4, !tbaa !37
  %110 = or disjoint i64 %101, 1
  %111 = getelementptr inbounds i32, ptr %72, i64 %110
  %112 = load i32, ptr %111, align 4, !tbaa !37
  %113 = and i32 %112, 15
  %114 = zext nneg i32 %113 to i64
  %115 = getelementptr inbounds i32, ptr %73, i64 %114
  %116 = load i32, ptr %115, align 4, !tbaa !37
  %117 = add nsw i32 %116, 1
  store i32 %117, ptr %115, align 4, !tbaa !37
  %118 = add nuw i64 %101, 2
  %119 = add i64 %102, 2
  %120 = icmp eq i64 %119, %77
  br i1 %120, label %86, label %100, !llvm.loop !136

121:                                              ; preds = %144
  br i1 %13, label %148, label %122

122:                                              ; preds = %121
  %123 = getelementptr inbounds i8, ptr %0, i64 104
  %124 = getelementptr inbounds i8, ptr %0, i64 128
  br label %155

125:                                              ; preds = %97, %144
  %126 = phi i64 [ 0, %97 ], [ %146, %144 ]
  %127 = phi i8 [ 1, %97 ], [ %145, %144 ]
  %128 = load ptr, ptr %98, align 8, !tbaa !55
  %129 = getelementptr inbounds float, ptr %128, i64 %126
  %130 = load float, ptr %129, align 4, !tbaa !56
  %131 = load ptr, ptr %99, align 8, !tbaa !55
  %132 = getelementptr inbounds float, ptr %131, i64 %126
  %133 = load float, ptr %132, align 4, !tbaa !56
  %134 = fsub float %130, %133
  %135 = tail call noundef float @llvm.fabs.f32(float %134)
  %136 = tail call noundef float @llvm.fabs.f32(float %133)
  %137 = fadd float %136, 1.000000e+00
  %138 = fmul float %137, 0x3F50624DE0000000
  %139 = fcmp ugt float %135, %138
  br i1 %139, label %140, label %144

140:                                              ; preds = %125
  %141 = trunc nuw i8 %127 to i1
  br i1 %141, label %142, label %144

142:                                              ; preds = %140
  %143 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i64 noundef %126)
  br label %144

144:                                              ; preds = %140, %142, %125
  %145 = phi i8 [ %127, %125 ], [ 0, %142 ], [ 0, %140 ]
  %146 = add nuw i64 %126, 1
  %147 = icmp eq i64 %146, %2
  br i1 %147, label %121, label %125, !llvm.loop !137

148:                                              ; preds = %174, %67, %121
  %149 = phi i8 [ %145, %121 ], [ 1, %67 ], [ %175, %174 ]
  %150 = mul i64 %6, %4
  %151 = icmp eq i64 %150, 0
  br i1 %151, label %225, label %152

152:                                              ; preds = %148
  %153 = getelementptr inbounds i8, ptr %0, i64 152
  %154 = getelementptr inbounds i8, ptr %0, i64 176
  br label %181

155:                                              ; preds = %122, %174
  %156 = phi i64 [ 0, %122 ], [ %176, %174 ]
  %157 = phi i8 [ %145, %122 ], [ %175, %174 ]
  %158 = load ptr, ptr %123, align 8, !tbaa !55
  %159 = getelementptr inbounds float, ptr %158, i64 %156
  %160 = load float, ptr %159, align 4, !tbaa !56
  %161 = load ptr, ptr %124, align 8, !tbaa !55
  %162 = getelementptr inbounds float, ptr %161, i64 %156
  %163 = load float, ptr %162, align 4, !tbaa !56
  %164 = fsub float %160, %163
  %165 = tail call noundef float @llvm.fabs.f32(float %164)
  %166 = tail call noundef float @llvm.fabs.f32(float %163)
  %167 = fadd float %166, 1.000000e+00
  %168 = fmul float %167, 0x3F50624DE0000000
  %169 = fcmp ugt float %165, %168
  br i1 %169, label %170, label %174

170:                                              ; preds = %155
  %171 = trunc nuw i8 %157 to i1
  br i1 %171, label %172, label %174

172:                                              ; preds = %170
  %173 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.35, i64 noundef %156)
  br label %174

174:                                              ; preds = %170, %172, %155
  %175 = phi i8 [ %157, %155 ], [ 0, %172 ], [ 0, %170 ]
  %176 = add nuw nsw i64 %156, 1
  %177 = icmp eq i64 %176, %8
  br i1 %177, label %148, label %155, !llvm.loop !138

178:                                              ; preds = %200
  %179 = getelementptr inbounds i8, ptr %0, i64 200
  %180 = getelementptr inbounds i8, ptr %0, i64 224
  br label %207

181:                                              ; preds = %152, %200
  %182 = phi i64 [ 0, %152 ], [ %202, %200 ]
  %183 = phi i8 [ %149, %152 ], [ %201, %200 ]
  %184 = load ptr, ptr %153, align 8, !tbaa !55
  %185 = getelementptr inbounds float, ptr %184, i64 %182
  %186 = load float, ptr %185, align 4, !tbaa !56
  %187 = load ptr, ptr %154, align 8, !tbaa !55
  %188 = getelementptr inbounds float, ptr %187, i64 %182
  %189 = load float, ptr %188, align 4, !tbaa !56
  %190 = fsub float %186, %189
  %191 = tail call noundef float @llvm.fabs.f32(float %190)
  %192 = tail call noundef float @llvm.fabs.f32(float %189)
  %193 = fadd float %192, 1.000000e+00
  %194 = fmul float %193, 0x3F50624DE0000000
  %195 = fcmp ugt float %191, %194
  br i1 %195, label %196, label %200

196:                                              ; preds = %181
  %197 = trunc nuw i8 %183 to i1
  br i1 %197, label %198, label %200

198:                                              ; preds = %196
  %199 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.36, i64 noundef %182)
  br label %200

200:                                              ; preds = %196, %198, %181
  %201 = phi i8 [ %183, %181 ], [ 0, %198 ], [ 0, %196 ]
  %202 = add nuw i64 %182, 1
  %203 = icmp eq i64 %202, %150
  br i1 %203, label %178, label %181, !llvm.loop !139

204:                                              ; preds = %221
  %205 = getelementptr inbounds i8, ptr %0, i64 248
  %206 = getelementptr inbounds i8, ptr %0, i64 272
  br label %230

207:                                              ; preds = %178, %221
  %208 = phi i64 [ 0, %178 ], [ %223, %221 ]
  %209 = phi i8 [ %201, %178 ], [ %222, %221 ]
  %210 = load ptr, ptr %179, align 8, !tbaa !60
  %211 = getelementptr inbounds i32, ptr %210, i64 %208
  %212 = load i32, ptr %211, align 4, !tbaa !37
  %213 = load ptr, ptr %180, align 8, !tbaa !60
  %214 = getelementptr inbounds i32, ptr %213, i64 %208
  %215 = load i32, ptr %214, align 4, !tbaa !37
  %216 = icmp eq i32 %212, %215
  br i1 %216, label %221, label %217

217:                                              ; preds = %207
  %218 = trunc nuw i8 %209 to i1
  br i1 %218, label %219, label %221

219:                                              ; preds = %217
  %220 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.37, i64 noundef %208)
  br label %221

221:                                              ; preds = %217, %219, %207
  %222 = phi i8 [ %209, %207 ], [ 0, %219 ], [ 0, %217 ]
  %223 = add nuw i64 %208, 1
  %224 = icmp eq i64 %223, %150
  br i1 %224, label %204, label %207, !llvm.loop !140

225:                                              ; preds = %244, %148
  %226 = phi i8 [ %149, %148 ], [ %245, %244 ]
  br i1 %68, label %248, label %227

227:                                              ; preds = %225
  %228 = getelementptr inbounds i8, ptr %0, i64 296
  %229 = getelementptr inbounds i8, ptr %0, i64 320
  br label %252

230:                                              ; preds = %204, %244
  %231 = phi i64 [ 0, %204 ], [ %246, %244 ]
  %232 = phi i8 [ %222, %204 ], [ %245, %244 ]
  %233 = load ptr, ptr %205, align 8, !tbaa !60
  %234 = getelementptr inbounds i32, ptr %233, i64 %231
  %235 = load i32, ptr %234, align 4, !tbaa !37
  %236 = load ptr, ptr %206, align 8, !tbaa !60
  %237 = getelementptr inbounds i32, ptr %236, i64 %231
  %238 = load i32, ptr %237, align 4, !tbaa !37
  %239 = icmp eq i32 %235, %238
  br i1 %239, label %244, label %240

240:                                              ; preds = %230
  %241 = trunc nuw i8 %232 to i1
  br i1 %241, label %242, label %244

242:                                              ; preds = %240
  %243 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i64 noundef %231)
  br label %244

244:                                              ; preds = %240, %242, %230
  %245 = phi i8 [ %232, %230 ], [ 0, %242 ], [ 0, %240 ]
  %246 = add nuw i64 %231, 1
  %247 = icmp eq i64 %246, %150
  br i1 %247, label %225, label %230, !llvm.loop !141

248:                                              ; preds = %266, %225
  %249 = phi i8 [ %226, %225 ], [ %267, %266 ]
  %250 = getelementptr inbounds i8, ptr %0, i64 344
  %251 = getelementptr inbounds i8, ptr %0, i64 368
  br label %272

252:                                              ; preds = %227, %266
  %253 = phi i64 [ 0, %227 ], [ %268, %266 ]
  %254 = phi i8 [ %226, %227 ], [ %267, %266 ]
  %255 = load ptr, ptr %228, align 8, !tbaa !60
  %256 = getelementptr inbounds i32, ptr %255, i64 %253
  %257 = load i32, ptr %256, align 4, !tbaa !37
  %258 = load ptr, ptr %229, align 8, !tbaa !60
  %259 = getelementptr inbounds i32, ptr %258, i64 %253
  %260 = load i32, ptr %259, align 4, !tbaa !37
  %261 = icmp eq i32 %257, %260
  br i1 %261, label %266, label %262

262:                                              ; preds = %252
  %263 = trunc nuw i8 %254 to i1
  br i1 %263, label %264, label %266

264:                                              ; preds = %262
  %265 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef %253)
  br label %266

266:                                              ; preds = %262, %264, %252
  %267 = phi i8 [ %254, %252 ], [ 0, %264 ], [ 0, %262 ]
  %268 = add nuw i64 %253, 1
  %269 = icmp eq i64 %268, %2
  br i1 %269, label %248, label %252, !llvm.loop !142

270:                                              ; preds = %286
  %271 = trunc nuw i8 %287 to i1
  ret i1 %271

272:                                              ; preds = %248, %286
  %273 = phi i64 [ 0, %248 ], [ %288, %286 ]
  %274 = phi i8 [ %249, %248 ], [ %287, %286 ]
  %275 = load ptr, ptr %250, align 8, !tbaa !60
  %276 = getelementptr inbounds i32, ptr %275, i64 %273
  %277 = load i32, ptr %276, align 4, !tbaa !37
  %278 = load ptr, ptr %251, align 8, !tbaa !60
  %279 = getelementptr inbounds i32, ptr %278, i64 %273
  %280 = load i32, ptr %279, align 4, !tbaa !37
  %281 = icmp eq i32 %277, %280
  br i1 %281, label %286, label %282

282:                                              ; preds = %272
  %283 = trunc nuw i8 %274 to i1
  br i1 %283, label %284, label %286

284:                                              ; preds = %282
  %285 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.40, i64 noundef %273)
  br label %286

286:                                              ; preds = %282, %284, %272
  %287 = phi i8 [ %274, %272 ], [ 0, %284 ], [ 0, %282 ]
  %288 = add nuw nsw i64 %273, 1
  %289 = icmp eq i64 %288, 16
  br i1 %289, label %270, label %272, !llvm.loop !143
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V15queueD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #8 comdat align 2 personality ptr @__gxx_personality_v0 {
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

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN14GeneratedBenchD2Ev(ptr noundef nonnull align 8 dereferenceable(392) %0) unnamed_addr #8 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 368
  %3 = load ptr, ptr %2, align 8, !tbaa !60
  %4 = icmp eq ptr %3, null
  br i1 %4, label %11, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %0, i64 384
  %7 = load ptr, ptr %6, align 8, !tbaa !144
  %8 = ptrtoint ptr %7 to i64
  %9 = ptrtoint ptr %3 to i64
  %10 = sub i64 %8, %9
  tail call void @_ZdlPvm(ptr noundef nonnull %3, i64 noundef %10) #29
  br label %11

11:                                               ; preds = %1, %5
  %12 = getelementptr inbounds i8, ptr %0, i64 344
  %13 = load ptr, ptr %12, align 8, !tbaa !60
  %14 = icmp eq ptr %13, null
  br i1 %14, label %21, label %15

15:                                               ; preds = %11
  %16 = getelementptr inbounds i8, ptr %0, i64 360
  %17 = load ptr, ptr %16, align 8, !tbaa !144
  %18 = ptrtoint ptr %17 to i64
  %19 = ptrtoint ptr %13 to i64
  %20 = sub i64 %18, %19
  tail call void @_ZdlPvm(ptr noundef nonnull %13, i64 noundef %20) #29
  br label %21

21:                                               ; preds = %11, %15
  %22 = getelementptr inbounds i8, ptr %0, i64 320
  %23 = load ptr, ptr %22, align 8, !tbaa !60
  %24 = icmp eq ptr %23, null
  br i1 %24, label %31, label %25

25:                                               ; preds = %21
  %26 = getelementptr inbounds i8, ptr %0, i64 336
  %27 = load ptr, ptr %26, align 8, !tbaa !144
  %28 = ptrtoint ptr %27 to i64
  %29 = ptrtoint ptr %23 to i64
  %30 = sub i64 %28, %29
  tail call void @_ZdlPvm(ptr noundef nonnull %23, i64 noundef %30) #29
  br label %31

31:                                               ; preds = %21, %25
  %32 = getelementptr inbounds i8, ptr %0, i64 296
  %33 = load ptr, ptr %32, align 8, !tbaa !60
  %34 = icmp eq ptr %33, null
  br i1 %34, label %41, label %35

35:                                               ; preds = %31
  %36 = getelementptr inbounds i8, ptr %0, i64 312
  %37 = load ptr, ptr %36, align 8, !tbaa !144
  %38 = ptrtoint ptr %37 to i64
  %39 = ptrtoint ptr %33 to i64
  %40 = sub i64 %38, %39
  tail call void @_ZdlPvm(ptr noundef nonnull %33, i64 noundef %40) #29
  br label %41

41:                                               ; preds = %31, %35
  %42 = getelementptr inbounds i8, ptr %0, i64 272
  %43 = load ptr, ptr %42, align 8, !tbaa !60
  %44 = icmp eq ptr %43, null
  br i1 %44, label %51, label %45

45:                                               ; preds = %41
  %46 = getelementptr inbounds i8, ptr %0, i64 288
  %47 = load ptr, ptr %46, align 8, !tbaa !144
  %48 = ptrtoint ptr %47 to i64
  %49 = ptrtoint ptr %43 to i64
  %50 = sub i64 %48, %49
  tail call void @_ZdlPvm(ptr noundef nonnull %43, i64 noundef %50) #29
  br label %51

51:                                               ; preds = %41, %45
  %52 = getelementptr inbounds i8, ptr %0, i64 248
  %53 = load ptr, ptr %52, align 8, !tbaa !60
  %54 = icmp eq ptr %53, null
  br i1 %54, label %61, label %55

55:                                               ; preds = %51
  %56 = getelementptr inbounds i8, ptr %0, i64 264
  %57 = load ptr, ptr %56, align 8, !tbaa !144
  %58 = ptrtoint ptr %57 to i64
  %59 = ptrtoint ptr %53 to i64
  %60 = sub i64 %58, %59
  tail call void @_ZdlPvm(ptr noundef nonnull %53, i64 noundef %60) #29
  br label %61

61:                                               ; preds = %51, %55
  %62 = getelementptr inbounds i8, ptr %0, i64 224
  %63 = load ptr, ptr %62, align 8, !tbaa !60
  %64 = icmp eq ptr %63, null
  br i1 %64, label %71, label %65

65:                                               ; preds = %61
  %66 = getelementptr inbounds i8, ptr %0, i64 240
  %67 = load ptr, ptr %66, align 8, !tbaa !144
  %68 = ptrtoint ptr %67 to i64
  %69 = ptrtoint ptr %63 to i64
  %70 = sub i64 %68, %69
  tail call void @_ZdlPvm(ptr noundef nonnull %63, i64 noundef %70) #29
  br label %71

71:                                               ; preds = %61, %65
  %72 = getelementptr inbounds i8, ptr %0, i64 200
  %73 = load ptr, ptr %72, align 8, !tbaa !60
  %74 = icmp eq ptr %73, null
  br i1 %74, label %81, label %75

75:                                               ; preds = %71
  %76 = getelementptr inbounds i8, ptr %0, i64 216
  %77 = load ptr, ptr %76, align 8, !tbaa !144
  %78 = ptrtoint ptr %77 to i64
  %79 = ptrtoint ptr %73 to i64
  %80 = sub i64 %78, %79
  tail call void @_ZdlPvm(ptr noundef nonnull %73, i64 noundef %80) #29
  br label %81

81:                                               ; preds = %71, %75
  %82 = getelementptr inbounds i8, ptr %0, i64 176
  %83 = load ptr, ptr %82, align 8, !tbaa !55
  %84 = icmp eq ptr %83, null
  br i1 %84, label %91, label %85

85:                                               ; preds = %81
  %86 = getelementptr inbounds i8, ptr %0, i64 192
  %87 = load ptr, ptr %86, align 8, !tbaa !145
  %88 = ptrtoint ptr %87 to i64
  %89 = ptrtoint ptr %83 to i64
  %90 = sub i64 %88, %89
  tail call void @_ZdlPvm(ptr noundef nonnull %83, i64 noundef %90) #29
  br label %91

91:                                               ; preds = %81, %85
  %92 = getelementptr inbounds i8, ptr %0, i64 152
  %93 = load ptr, ptr %92, align 8, !tbaa !55
  %94 = icmp eq ptr %93, null
  br i1 %94, label %101, label %95

95:                                               ; preds = %91
  %96 = getelementptr inbounds i8, ptr %0, i64 168
  %97 = load ptr, ptr %96, align 8, !tbaa !145
  %98 = ptrtoint ptr %97 to i64
  %99 = ptrtoint ptr %93 to i64
  %100 = sub i64 %98, %99
  tail call void @_ZdlPvm(ptr noundef nonnull %93, i64 noundef %100) #29
  br label %101

101:                                              ; preds = %91, %95
  %102 = getelementptr inbounds i8, ptr %0, i64 128
  %103 = load ptr, ptr %102, align 8, !tbaa !55
  %104 = icmp eq ptr %103, null
  br i1 %104, label %111, label %105

105:                                              ; preds = %101
  %106 = getelementptr inbounds i8, ptr %0, i64 144
  %107 = load ptr, ptr %106, align 8, !tbaa !145
  %108 = ptrtoint ptr %107 to i64
  %109 = ptrtoint ptr %103 to i64
  %110 = sub i64 %108, %109
  tail call void @_ZdlPvm(ptr noundef nonnull %103, i64 noundef %110) #29
  br label %111

111:                                              ; preds = %101, %105
  %112 = getelementptr inbounds i8, ptr %0, i64 104
  %113 = load ptr, ptr %112, align 8, !tbaa !55
  %114 = icmp eq ptr %113, null
  br i1 %114, label %121, label %115

115:                                              ; preds = %111
  %116 = getelementptr inbounds i8, ptr %0, i64 120
  %117 = load ptr, ptr %116, align 8, !tbaa !145
  %118 = ptrtoint ptr %117 to i64
  %119 = ptrtoint ptr %113 to i64
  %120 = sub i64 %118, %119
  tail call void @_ZdlPvm(ptr noundef nonnull %113, i64 noundef %120) #29
  br label %121

121:                                              ; preds = %111, %115
  %122 = getelementptr inbounds i8, ptr %0, i64 80
  %123 = load ptr, ptr %122, align 8, !tbaa !55
  %124 = icmp eq ptr %123, null
  br i1 %124, label %131, label %125

125:                                              ; preds = %121
  %126 = getelementptr inbounds i8, ptr %0, i64 96
  %127 = load ptr, ptr %126, align 8, !tbaa !145
  %128 = ptrtoint ptr %127 to i64
  %129 = ptrtoint ptr %123 to i64
  %130 = sub i64 %128, %129
  tail call void @_ZdlPvm(ptr noundef nonnull %123, i64 noundef %130) #29
  br label %131

131:                                              ; preds = %121, %125
  %132 = getelementptr inbounds i8, ptr %0, i64 56
  %133 = load ptr, ptr %132, align 8, !tbaa !55
  %134 = icmp eq ptr %133, null
  br i1 %134, label %141, label %135

135:                                              ; preds = %131
  %136 = getelementptr inbounds i8, ptr %0, i64 72
  %137 = load ptr, ptr %136, align 8, !tbaa !145
  %138 = ptrtoint ptr %137 to i64
  %139 = ptrtoint ptr %133 to i64
  %140 = sub i64 %138, %139
  tail call void @_ZdlPvm(ptr noundef nonnull %133, i64 noundef %140) #29
  br label %141

141:                                              ; preds = %131, %135
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #5

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(24) ptr @_ZNSt6vectorIfSaIfEEaSERKS1_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr noundef nonnull align 8 dereferenceable(24) %1) local_unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = icmp eq ptr %1, %0
  br i1 %3, label %64, label %4

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %1, i64 8
  %6 = load ptr, ptr %5, align 8, !tbaa !19
  %7 = load ptr, ptr %1, align 8, !tbaa !19
  %8 = ptrtoint ptr %6 to i64
  %9 = ptrtoint ptr %7 to i64
  %10 = sub i64 %8, %9
  %11 = getelementptr inbounds i8, ptr %0, i64 16
  %12 = load ptr, ptr %11, align 8, !tbaa !145
  %13 = load ptr, ptr %0, align 8, !tbaa !19
  %14 = ptrtoint ptr %12 to i64
  %15 = ptrtoint ptr %13 to i64
  %16 = sub i64 %14, %15
  %17 = icmp ugt i64 %10, %16
  br i1 %17, label %18, label %30

18:                                               ; preds = %4
  %19 = icmp ugt i64 %10, 9223372036854775804
  br i1 %19, label %20, label %21, !prof !38

20:                                               ; preds = %18
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #30
  unreachable

21:                                               ; preds = %18
  %22 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %10) #31
  %23 = icmp eq ptr %6, %7
  br i1 %23, label %25, label %24

24:                                               ; preds = %21
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 4 %22, ptr align 4 %7, i64 %10, i1 false)
  br label %25

25:                                               ; preds = %21, %24
  %26 = icmp eq ptr %13, null
  br i1 %26, label %28, label %27

27:                                               ; preds = %25
  tail call void @_ZdlPvm(ptr noundef nonnull %13, i64 noundef %16) #29
  br label %28

28:                                               ; preds = %25, %27
  store ptr %22, ptr %0, align 8, !tbaa !55
  %29 = getelementptr inbounds i8, ptr %22, i64 %10
  store ptr %29, ptr %11, align 8, !tbaa !145
  br label %60

30:                                               ; preds = %4
  %31 = getelementptr inbounds i8, ptr %0, i64 8
  %32 = load ptr, ptr %31, align 8, !tbaa !54
  %33 = ptrtoint ptr %32 to i64
  %34 = sub i64 %33, %15
  %35 = icmp ult i64 %34, %10
  br i1 %35, label %39, label %36

36:                                               ; preds = %30
  %37 = icmp eq ptr %6, %7
  br i1 %37, label %60, label %38

38:                                               ; preds = %36
  tail call void @llvm.memmove.p0.p0.i64(ptr align 4 %13, ptr align 4 %7, i64 %10, i1 false)
  br label %60

39:                                               ; preds = %30
  %40 = icmp eq ptr %32, %13
  br i1 %40, label %49, label %41

41:                                               ; preds = %39
  tail call void @llvm.memmove.p0.p0.i64(ptr align 4 %13, ptr align 4 %7, i64 %34, i1 false)
  %42 = load ptr, ptr %1, align 8, !tbaa !55
  %43 = load ptr, ptr %31, align 8, !tbaa !54
  %44 = load ptr, ptr %0, align 8, !tbaa !55
  %45 = load ptr, ptr %5, align 8, !tbaa !54
  %46 = ptrtoint ptr %43 to i64
  %47 = ptrtoint ptr %44 to i64
  %48 = sub i64 %46, %47
  br label %49

49:                                               ; preds = %39, %41
  %50 = phi i64 [ %34, %39 ], [ %48, %41 ]
  %51 = phi ptr [ %6, %39 ], [ %45, %41 ]
  %52 = phi ptr [ %32, %39 ], [ %43, %41 ]
  %53 = phi ptr [ %7, %39 ], [ %42, %41 ]
  %54 = getelementptr inbounds i8, ptr %53, i64 %50
  %55 = icmp eq ptr %51, %54
  br i1 %55, label %60, label %56

56:                                               ; preds = %49
  %57 = ptrtoint ptr %51 to i64
  %58 = ptrtoint ptr %54 to i64
  %59 = sub i64 %57, %58
  tail call void @llvm.memmove.p0.p0.i64(ptr align 4 %52, ptr align 4 %54, i64 %59, i1 false)
  br label %60

60:                                               ; preds = %56, %49, %38, %36, %28
  %61 = load ptr, ptr %0, align 8, !tbaa !55
  %62 = getelementptr inbounds i8, ptr %61, i64 %10
  %63 = getelementptr inbounds i8, ptr %0, i64 8
  store ptr %62, ptr %63, align 8, !tbaa !54
  br label %64

64:                                               ; preds = %60, %2
  ret ptr %0
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(24) ptr @_ZNSt6vectorIiSaIiEEaSERKS1_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr noundef nonnull align 8 dereferenceable(24) %1) local_unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = icmp eq ptr %1, %0
  br i1 %3, label %64, label %4

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %1, i64 8
  %6 = load ptr, ptr %5, align 8, !tbaa !19
  %7 = load ptr, ptr %1, align 8, !tbaa !19
  %8 = ptrtoint ptr %6 to i64
  %9 = ptrtoint ptr %7 to i64
  %10 = sub i64 %8, %9
  %11 = getelementptr inbounds i8, ptr %0, i64 16
  %12 = load ptr, ptr %11, align 8, !tbaa !144
  %13 = load ptr, ptr %0, align 8, !tbaa !19
  %14 = ptrtoint ptr %12 to i64
  %15 = ptrtoint ptr %13 to i64
  %16 = sub i64 %14, %15
  %17 = icmp ugt i64 %10, %16
  br i1 %17, label %18, label %30

18:                                               ; preds = %4
  %19 = icmp ugt i64 %10, 9223372036854775804
  br i1 %19, label %20, label %21, !prof !38

20:                                               ; preds = %18
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #30
  unreachable

21:                                               ; preds = %18
  %22 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %10) #31
  %23 = icmp eq ptr %6, %7
  br i1 %23, label %25, label %24

24:                                               ; preds = %21
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 4 %22, ptr align 4 %7, i64 %10, i1 false)
  br label %25

25:                                               ; preds = %21, %24
  %26 = icmp eq ptr %13, null
  br i1 %26, label %28, label %27

27:                                               ; preds = %25
  tail call void @_ZdlPvm(ptr noundef nonnull %13, i64 noundef %16) #29
  br label %28

28:                                               ; preds = %25, %27
  store ptr %22, ptr %0, align 8, !tbaa !60
  %29 = getelementptr inbounds i8, ptr %22, i64 %10
  store ptr %29, ptr %11, align 8, !tbaa !144
  br label %60

30:                                               ; preds = %4
  %31 = getelementptr inbounds i8, ptr %0, i64 8
  %32 = load ptr, ptr %31, align 8, !tbaa !59
  %33 = ptrtoint ptr %32 to i64
  %34 = sub i64 %33, %15
  %35 = icmp ult i64 %34, %10
  br i1 %35, label %39, label %36

36:                                               ; preds = %30
  %37 = icmp eq ptr %6, %7
  br i1 %37, label %60, label %38

38:                                               ; preds = %36
  tail call void @llvm.memmove.p0.p0.i64(ptr align 4 %13, ptr align 4 %7, i64 %10, i1 false)
  br label %60

39:                                               ; preds = %30
  %40 = icmp eq ptr %32, %13
  br i1 %40, label %49, label %41

41:                                               ; preds = %39
  tail call void @llvm.memmove.p0.p0.i64(ptr align 4 %13, ptr align 4 %7, i64 %34, i1 false)
  %42 = load ptr, ptr %1, align 8, !tbaa !60
  %43 = load ptr, ptr %31, align 8, !tbaa !59
  %44 = load ptr, ptr %0, align 8, !tbaa !60
  %45 = load ptr, ptr %5, align 8, !tbaa !59
  %46 = ptrtoint ptr %43 to i64
  %47 = ptrtoint ptr %44 to i64
  %48 = sub i64 %46, %47
  br label %49

49:                                               ; preds = %39, %41
  %50 = phi i64 [ %34, %39 ], [ %48, %41 ]
  %51 = phi ptr [ %6, %39 ], [ %45, %41 ]
  %52 = phi ptr [ %32, %39 ], [ %43, %41 ]
  %53 = phi ptr [ %7, %39 ], [ %42, %41 ]
  %54 = getelementptr inbounds i8, ptr %53, i64 %50
  %55 = icmp eq ptr %51, %54
  br i1 %55, label %60, label %56

56:                                               ; preds = %49
  %57 = ptrtoint ptr %51 to i64
  %58 = ptrtoint ptr %54 to i64
  %59 = sub i64 %57, %58
  tail call void @llvm.memmove.p0.p0.i64(ptr align 4 %52, ptr align 4 %54, i64 %59, i1 false)
  br label %60

60:                                               ; preds = %56, %49, %38, %36, %28
  %61 = load ptr, ptr %0, align 8, !tbaa !60
  %62 = getelementptr inbounds i8, ptr %61, i64 %10
  %63 = getelementptr inbounds i8, ptr %0, i64 8
  store ptr %62, ptr %63, align 8, !tbaa !59
  br label %64

64:                                               ; preds = %60, %2
  ret ptr %0
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIfSaIfEE17_M_default_appendEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) local_unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = icmp eq i64 %1, 0
  br i1 %3, label %55, label %4

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  %6 = load ptr, ptr %5, align 8, !tbaa !54
  %7 = load ptr, ptr %0, align 8, !tbaa !55
  %8 = ptrtoint ptr %6 to i64
  %9 = ptrtoint ptr %7 to i64
  %10 = sub i64 %8, %9
  %11 = ashr exact i64 %10, 2
  %12 = getelementptr inbounds i8, ptr %0, i64 16
  %13 = load ptr, ptr %12, align 8, !tbaa !145
  %14 = ptrtoint ptr %13 to i64
  %15 = sub i64 %14, %8
  %16 = ashr exact i64 %15, 2
  %17 = icmp ult i64 %11, 2305843009213693952
  tail call void @llvm.assume(i1 %17)
  %18 = xor i64 %11, 2305843009213693951
  %19 = icmp ule i64 %16, %18
  tail call void @llvm.assume(i1 %19)
  %20 = icmp ult i64 %16, %1
  br i1 %20, label %30, label %21

21:                                               ; preds = %4
  store float 0.000000e+00, ptr %6, align 4, !tbaa !56
  %22 = getelementptr i8, ptr %6, i64 4
  %23 = icmp eq i64 %1, 1
  br i1 %23, label %28, label %24

24:                                               ; preds = %21
  %25 = shl i64 %1, 2
  %26 = add i64 %25, -4
  tail call void @llvm.memset.p0.i64(ptr align 4 %22, i8 0, i64 %26, i1 false), !tbaa !56
  %27 = getelementptr float, ptr %6, i64 %1
  br label %28

28:                                               ; preds = %21, %24
  %29 = phi ptr [ %22, %21 ], [ %27, %24 ]
  store ptr %29, ptr %5, align 8, !tbaa !54
  br label %55

30:                                               ; preds = %4
  %31 = icmp ult i64 %18, %1
  br i1 %31, label %32, label %33

32:                                               ; preds = %30
  tail call void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.3) #30
  unreachable

33:                                               ; preds = %30
  %34 = tail call i64 @llvm.umax.i64(i64 %11, i64 %1)
  %35 = add nuw nsw i64 %34, %11
  %36 = tail call i64 @llvm.umin.i64(i64 %35, i64 2305843009213693951)
  %37 = shl nuw nsw i64 %36, 2
  %38 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %37) #31
  %39 = getelementptr inbounds i8, ptr %38, i64 %10
  store float 0.000000e+00, ptr %39, align 4, !tbaa !56
  %40 = icmp eq i64 %1, 1
  br i1 %40, label %45, label %41

41:                                               ; preds = %33
  %42 = getelementptr i8, ptr %39, i64 4
  %43 = shl nuw nsw i64 %1, 2
  %44 = add nsw i64 %43, -4
  tail call void @llvm.memset.p0.i64(ptr align 4 %42, i8 0, i64 %44, i1 false), !tbaa !56
  br label %45

45:                                               ; preds = %41, %33
  %46 = icmp sgt i64 %10, 0
  br i1 %46, label %47, label %48

47:                                               ; preds = %45
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 4 %38, ptr align 4 %7, i64 %10, i1 false)
  br label %48

48:                                               ; preds = %45, %47
  %49 = icmp eq ptr %7, null
  br i1 %49, label %52, label %50

50:                                               ; preds = %48
  %51 = sub i64 %14, %9
  tail call void @_ZdlPvm(ptr noundef nonnull %7, i64 noundef %51) #29
  br label %52

52:                                               ; preds = %48, %50
  store ptr %38, ptr %0, align 8, !tbaa !55
  %53 = getelementptr inbounds float, ptr %39, i64 %1
  store ptr %53, ptr %5, align 8, !tbaa !54
  %54 = getelementptr inbounds float, ptr %38, i64 %36
  store ptr %54, ptr %12, align 8, !tbaa !145
  br label %55

55:                                               ; preds = %28, %52, %2
  ret void
}

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) local_unnamed_addr #10 comdat {
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #27
  tail call void @_ZSt9terminatev() #28
  unreachable
}

declare void @_ZSt9terminatev() local_unnamed_addr

; Function Attrs: noreturn
declare void @_ZSt20__throw_length_errorPKc(ptr noundef) local_unnamed_addr #11

; Function Attrs: noreturn
declare void @_ZSt28__throw_bad_array_new_lengthv() local_unnamed_addr #11

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znwm(i64 noundef) local_unnamed_addr #12

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) local_unnamed_addr #13

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #9

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIiSaIiEE17_M_default_appendEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) local_unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = icmp eq i64 %1, 0
  br i1 %3, label %55, label %4

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  %6 = load ptr, ptr %5, align 8, !tbaa !59
  %7 = load ptr, ptr %0, align 8, !tbaa !60
  %8 = ptrtoint ptr %6 to i64
  %9 = ptrtoint ptr %7 to i64
  %10 = sub i64 %8, %9
  %11 = ashr exact i64 %10, 2
  %12 = getelementptr inbounds i8, ptr %0, i64 16
  %13 = load ptr, ptr %12, align 8, !tbaa !144
  %14 = ptrtoint ptr %13 to i64
  %15 = sub i64 %14, %8
  %16 = ashr exact i64 %15, 2
  %17 = icmp ult i64 %11, 2305843009213693952
  tail call void @llvm.assume(i1 %17)
  %18 = xor i64 %11, 2305843009213693951
  %19 = icmp ule i64 %16, %18
  tail call void @llvm.assume(i1 %19)
  %20 = icmp ult i64 %16, %1
  br i1 %20, label %30, label %21

21:                                               ; preds = %4
  store i32 0, ptr %6, align 4, !tbaa !37
  %22 = getelementptr i8, ptr %6, i64 4
  %23 = icmp eq i64 %1, 1
  br i1 %23, label %28, label %24

24:                                               ; preds = %21
  %25 = shl i64 %1, 2
  %26 = add i64 %25, -4
  tail call void @llvm.memset.p0.i64(ptr align 4 %22, i8 0, i64 %26, i1 false), !tbaa !37
  %27 = getelementptr i32, ptr %6, i64 %1
  br label %28

28:                                               ; preds = %21, %24
  %29 = phi ptr [ %22, %21 ], [ %27, %24 ]
  store ptr %29, ptr %5, align 8, !tbaa !59
  br label %55

30:                                               ; preds = %4
  %31 = icmp ult i64 %18, %1
  br i1 %31, label %32, label %33

32:                                               ; preds = %30
  tail call void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.3) #30
  unreachable

33:                                               ; preds = %30
  %34 = tail call i64 @llvm.umax.i64(i64 %11, i64 %1)
  %35 = add nuw nsw i64 %34, %11
  %36 = tail call i64 @llvm.umin.i64(i64 %35, i64 2305843009213693951)
  %37 = shl nuw nsw i64 %36, 2
  %38 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %37) #31
  %39 = getelementptr inbounds i8, ptr %38, i64 %10
  store i32 0, ptr %39, align 4, !tbaa !37
  %40 = icmp eq i64 %1, 1
  br i1 %40, label %45, label %41

41:                                               ; preds = %33
  %42 = getelementptr i8, ptr %39, i64 4
  %43 = shl nuw nsw i64 %1, 2
  %44 = add nsw i64 %43, -4
  tail call void @llvm.memset.p0.i64(ptr align 4 %42, i8 0, i64 %44, i1 false), !tbaa !37
  br label %45

45:                                               ; preds = %41, %33
  %46 = icmp sgt i64 %10, 0
  br i1 %46, label %47, label %48

47:                                               ; preds = %45
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 4 %38, ptr align 4 %7, i64 %10, i1 false)
  br label %48

48:                                               ; preds = %45, %47
  %49 = icmp eq ptr %7, null
  br i1 %49, label %52, label %50

50:                                               ; preds = %48
  %51 = sub i64 %14, %9
  tail call void @_ZdlPvm(ptr noundef nonnull %7, i64 noundef %51) #29
  br label %52

52:                                               ; preds = %48, %50
  store ptr %38, ptr %0, align 8, !tbaa !60
  %53 = getelementptr inbounds i32, ptr %39, i64 %1
  store ptr %53, ptr %5, align 8, !tbaa !59
  %54 = getelementptr inbounds i32, ptr %38, i64 %36
  store ptr %54, ptr %12, align 8, !tbaa !144
  br label %55

55:                                               ; preds = %28, %52, %2
  ret void
}

; Function Attrs: mustprogress noinline nounwind uwtable
define linkonce_odr dso_local void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %0) local_unnamed_addr #14 comdat align 2 personality ptr @__gxx_personality_v0 {
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

declare noundef i32 @_ZN4sycl3_V118default_selector_vERKNS0_6deviceE(ptr noundef nonnull align 8 dereferenceable(8)) #15

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19defaultAsyncHandlerENS0_14exception_listE(ptr noundef %0) #16 comdat personality ptr @__gxx_personality_v0 {
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
  %11 = load ptr, ptr %10, align 8, !tbaa !146
  %12 = icmp eq ptr %11, null
  br i1 %12, label %46, label %13

13:                                               ; preds = %9
  store ptr %11, ptr %2, align 8, !tbaa !146
  call void @_ZNSt15__exception_ptr13exception_ptr9_M_addrefEv(ptr noundef nonnull align 8 dereferenceable(8) %2) #27
  invoke void @_ZSt17rethrow_exceptionNSt15__exception_ptr13exception_ptrE(ptr noundef nonnull %2) #30
          to label %14 unwind label %15

14:                                               ; preds = %13
  unreachable

15:                                               ; preds = %13
  %16 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt9exception
  %17 = extractvalue { ptr, i32 } %16, 1
  %18 = load ptr, ptr %2, align 8, !tbaa !146
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
  %40 = load i32, ptr %39, align 8, !tbaa !148
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
define linkonce_odr dso_local void @_ZN4sycl3_V15queueC2IFiRKNS0_6deviceEEvEERKT_RKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull %1, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(32) %3) unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.sycl::_V1::device", align 8
  %6 = alloca %"class.std::function.22", align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #27
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #27
  %7 = getelementptr inbounds i8, ptr %6, i64 16
  %8 = getelementptr inbounds i8, ptr %6, i64 24
  %9 = getelementptr inbounds i8, ptr %6, i64 8
  store i64 0, ptr %9, align 8
  store ptr %1, ptr %6, align 8, !tbaa !19
  store ptr @_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E9_M_invokeERKSt9_Any_dataS4_, ptr %8, align 8, !tbaa !154
  store ptr @_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E10_M_managerERSt9_Any_dataRKS8_St18_Manager_operation, ptr %7, align 8, !tbaa !25
  invoke void @_ZN4sycl3_V16detail13select_deviceERKSt8functionIFiRKNS0_6deviceEEE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::device") align 8 %5, ptr noundef nonnull align 8 dereferenceable(32) %6)
          to label %10 unwind label %20

10:                                               ; preds = %4
  invoke void @_ZN4sycl3_V15queueC2ERKNS0_6deviceERKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(8) %5, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(32) %3)
          to label %11 unwind label %20

11:                                               ; preds = %10
  %12 = load ptr, ptr %7, align 8, !tbaa !25
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
  %22 = load ptr, ptr %7, align 8, !tbaa !25
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
declare noundef nonnull align 8 dereferenceable(8) ptr @_ZStlsISt11char_traitsIcEERSt13basic_ostreamIcT_ES5_PKc(ptr noundef nonnull align 8 dereferenceable(8), ptr noundef) local_unnamed_addr #16

declare ptr @_ZNK4sycl3_V114exception_list5beginEv(ptr noundef nonnull align 8 dereferenceable(24)) local_unnamed_addr #15

declare ptr @_ZNK4sycl3_V114exception_list3endEv(ptr noundef nonnull align 8 dereferenceable(24)) local_unnamed_addr #15

; Function Attrs: noreturn
declare void @_ZSt17rethrow_exceptionNSt15__exception_ptr13exception_ptrE(ptr noundef) local_unnamed_addr #11

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #17

; Function Attrs: inlinehint mustprogress uwtable
declare noundef nonnull align 8 dereferenceable(8) ptr @_ZSt4endlIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_(ptr noundef nonnull align 8 dereferenceable(8)) local_unnamed_addr #16

declare noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8), ptr noundef, i64 noundef) local_unnamed_addr #15

declare void @_ZNSt9basic_iosIcSt11char_traitsIcEE5clearESt12_Ios_Iostate(ptr noundef nonnull align 8 dereferenceable(264), i32 noundef) local_unnamed_addr #15

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture noundef) local_unnamed_addr #18

; Function Attrs: nounwind
declare void @_ZNSt15__exception_ptr13exception_ptr9_M_addrefEv(ptr noundef nonnull align 8 dereferenceable(8)) local_unnamed_addr #19

; Function Attrs: nounwind
declare void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8)) local_unnamed_addr #19

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #20

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E9_M_invokeERKSt9_Any_dataOS2_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(24) %1) #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.sycl::_V1::exception_list", align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3)
  %4 = load ptr, ptr %0, align 8, !tbaa !19
  %5 = load <2 x ptr>, ptr %1, align 8, !tbaa !19
  store <2 x ptr> %5, ptr %3, align 16, !tbaa !19
  %6 = getelementptr inbounds i8, ptr %3, i64 16
  %7 = getelementptr inbounds i8, ptr %1, i64 16
  %8 = load ptr, ptr %7, align 8, !tbaa !156
  store ptr %8, ptr %6, align 16, !tbaa !156
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %1, i8 0, i64 24, i1 false)
  invoke void %4(ptr noundef nonnull %3)
          to label %9 unwind label %32

9:                                                ; preds = %2
  %10 = getelementptr inbounds i8, ptr %3, i64 8
  %11 = load ptr, ptr %3, align 16, !tbaa !158
  %12 = load ptr, ptr %10, align 8, !tbaa !159
  %13 = icmp eq ptr %11, %12
  br i1 %13, label %24, label %14

14:                                               ; preds = %9, %19
  %15 = phi ptr [ %20, %19 ], [ %11, %9 ]
  %16 = load ptr, ptr %15, align 8, !tbaa !146
  %17 = icmp eq ptr %16, null
  br i1 %17, label %19, label %18

18:                                               ; preds = %14
  call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %15) #27
  br label %19

19:                                               ; preds = %18, %14
  %20 = getelementptr inbounds i8, ptr %15, i64 8
  %21 = icmp eq ptr %20, %12
  br i1 %21, label %22, label %14, !llvm.loop !160

22:                                               ; preds = %19
  %23 = load ptr, ptr %3, align 16, !tbaa !158
  br label %24

24:                                               ; preds = %22, %9
  %25 = phi ptr [ %23, %22 ], [ %11, %9 ]
  %26 = icmp eq ptr %25, null
  br i1 %26, label %34, label %27

27:                                               ; preds = %24
  %28 = load ptr, ptr %6, align 16, !tbaa !156
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

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V114exception_listD2Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #8 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = load ptr, ptr %0, align 8, !tbaa !158
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !159
  %5 = icmp eq ptr %2, %4
  br i1 %5, label %16, label %6

6:                                                ; preds = %1, %11
  %7 = phi ptr [ %12, %11 ], [ %2, %1 ]
  %8 = load ptr, ptr %7, align 8, !tbaa !146
  %9 = icmp eq ptr %8, null
  br i1 %9, label %11, label %10

10:                                               ; preds = %6
  tail call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %7) #27
  br label %11

11:                                               ; preds = %10, %6
  %12 = getelementptr inbounds i8, ptr %7, i64 8
  %13 = icmp eq ptr %12, %4
  br i1 %13, label %14, label %6, !llvm.loop !160

14:                                               ; preds = %11
  %15 = load ptr, ptr %0, align 8, !tbaa !158
  br label %16

16:                                               ; preds = %14, %1
  %17 = phi ptr [ %15, %14 ], [ %2, %1 ]
  %18 = icmp eq ptr %17, null
  br i1 %18, label %25, label %19

19:                                               ; preds = %16
  %20 = getelementptr inbounds i8, ptr %0, i64 16
  %21 = load ptr, ptr %20, align 8, !tbaa !156
  %22 = ptrtoint ptr %21 to i64
  %23 = ptrtoint ptr %17 to i64
  %24 = sub i64 %22, %23
  tail call void @_ZdlPvm(ptr noundef nonnull %17, i64 noundef %24) #29
  br label %25

25:                                               ; preds = %16, %19
  ret void
}

declare void @_ZN4sycl3_V16detail13select_deviceERKSt8functionIFiRKNS0_6deviceEEE(ptr dead_on_unwind writable sret(%"class.sycl::_V1::device") align 8, ptr noundef nonnull align 8 dereferenceable(32)) local_unnamed_addr #15

declare void @_ZN4sycl3_V15queueC2ERKNS0_6deviceERKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(8), ptr noundef nonnull align 8 dereferenceable(32), ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #15

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

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V113malloc_sharedIfEEPT_mRKNS0_5queueERKNS0_13property_listERKNS0_6detail13code_locationE(i64 noundef %0, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(24) %3) local_unnamed_addr #4 comdat personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.sycl::_V1::device", align 8
  %6 = alloca %"class.sycl::_V1::context", align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #27
  call void @_ZNK4sycl3_V15queue10get_deviceEv(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::device") align 8 %5, ptr noundef nonnull align 8 dereferenceable(16) %1)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #27
  call void @_ZNK4sycl3_V15queue11get_contextEv(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::context") align 8 %6, ptr noundef nonnull align 8 dereferenceable(16) %1)
  %7 = shl i64 %0, 2
  %8 = invoke noundef ptr @_ZN4sycl3_V120aligned_alloc_sharedEmmRKNS0_6deviceERKNS0_7contextERKNS0_13property_listERKNS0_6detail13code_locationE(i64 noundef 4, i64 noundef %7, ptr noundef nonnull align 8 dereferenceable(8) %5, ptr noundef nonnull align 8 dereferenceable(16) %6, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(24) %3)
          to label %9 unwind label %38

9:                                                ; preds = %4
  %10 = getelementptr inbounds i8, ptr %6, i64 8
  %11 = load ptr, ptr %10, align 8, !tbaa !29
  %12 = icmp eq ptr %11, null
  br i1 %12, label %37, label %13

13:                                               ; preds = %9
  %14 = getelementptr inbounds i8, ptr %11, i64 8
  %15 = load atomic i64, ptr %14 acquire, align 8
  %16 = icmp eq i64 %15, 4294967297
  %17 = trunc i64 %15 to i32
  br i1 %16, label %18, label %26

18:                                               ; preds = %13
  store i32 0, ptr %14, align 8, !tbaa !31
  %19 = getelementptr inbounds i8, ptr %11, i64 12
  store i32 0, ptr %19, align 4, !tbaa !33
  %20 = load ptr, ptr %11, align 8, !tbaa !34
  %21 = getelementptr inbounds i8, ptr %20, i64 16
  %22 = load ptr, ptr %21, align 8
  call void %22(ptr noundef nonnull align 8 dereferenceable(16) %11) #27
  %23 = load ptr, ptr %11, align 8, !tbaa !34
  %24 = getelementptr inbounds i8, ptr %23, i64 24
  %25 = load ptr, ptr %24, align 8
  call void %25(ptr noundef nonnull align 8 dereferenceable(16) %11) #27
  br label %37

26:                                               ; preds = %13
  %27 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %28 = icmp eq i8 %27, 0
  br i1 %28, label %31, label %29

29:                                               ; preds = %26
  %30 = add nsw i32 %17, -1
  store i32 %30, ptr %14, align 4, !tbaa !37
  br label %33

31:                                               ; preds = %26
  %32 = atomicrmw volatile add ptr %14, i32 -1 acq_rel, align 4
  br label %33

33:                                               ; preds = %31, %29
  %34 = phi i32 [ %17, %29 ], [ %32, %31 ]
  %35 = icmp eq i32 %34, 1
  br i1 %35, label %36, label %37, !prof !38

36:                                               ; preds = %33
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %11) #27
  br label %37

37:                                               ; preds = %9, %18, %33, %36
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #27
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #27
  ret ptr %8

38:                                               ; preds = %4
  %39 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V17contextD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %6) #27
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #27
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #27
  resume { ptr, i32 } %39
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V113malloc_deviceIfEEPT_mRKNS0_5queueERKNS0_13property_listERKNS0_6detail13code_locationE(i64 noundef %0, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(24) %3) local_unnamed_addr #4 comdat personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.sycl::_V1::device", align 8
  %6 = alloca %"class.sycl::_V1::context", align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #27
  call void @_ZNK4sycl3_V15queue10get_deviceEv(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::device") align 8 %5, ptr noundef nonnull align 8 dereferenceable(16) %1)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #27
  call void @_ZNK4sycl3_V15queue11get_contextEv(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::context") align 8 %6, ptr noundef nonnull align 8 dereferenceable(16) %1)
  %7 = shl i64 %0, 2
  %8 = invoke noundef ptr @_ZN4sycl3_V120aligned_alloc_deviceEmmRKNS0_6deviceERKNS0_7contextERKNS0_13property_listERKNS0_6detail13code_locationE(i64 noundef 4, i64 noundef %7, ptr noundef nonnull align 8 dereferenceable(8) %5, ptr noundef nonnull align 8 dereferenceable(16) %6, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(24) %3)
          to label %9 unwind label %38

9:                                                ; preds = %4
  %10 = getelementptr inbounds i8, ptr %6, i64 8
  %11 = load ptr, ptr %10, align 8, !tbaa !29
  %12 = icmp eq ptr %11, null
  br i1 %12, label %37, label %13

13:                                               ; preds = %9
  %14 = getelementptr inbounds i8, ptr %11, i64 8
  %15 = load atomic i64, ptr %14 acquire, align 8
  %16 = icmp eq i64 %15, 4294967297
  %17 = trunc i64 %15 to i32
  br i1 %16, label %18, label %26

18:                                               ; preds = %13
  store i32 0, ptr %14, align 8, !tbaa !31
  %19 = getelementptr inbounds i8, ptr %11, i64 12
  store i32 0, ptr %19, align 4, !tbaa !33
  %20 = load ptr, ptr %11, align 8, !tbaa !34
  %21 = getelementptr inbounds i8, ptr %20, i64 16
  %22 = load ptr, ptr %21, align 8
  call void %22(ptr noundef nonnull align 8 dereferenceable(16) %11) #27
  %23 = load ptr, ptr %11, align 8, !tbaa !34
  %24 = getelementptr inbounds i8, ptr %23, i64 24
  %25 = load ptr, ptr %24, align 8
  call void %25(ptr noundef nonnull align 8 dereferenceable(16) %11) #27
  br label %37

26:                                               ; preds = %13
  %27 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %28 = icmp eq i8 %27, 0
  br i1 %28, label %31, label %29

29:                                               ; preds = %26
  %30 = add nsw i32 %17, -1
  store i32 %30, ptr %14, align 4, !tbaa !37
  br label %33

31:                                               ; preds = %26
  %32 = atomicrmw volatile add ptr %14, i32 -1 acq_rel, align 4
  br label %33

33:                                               ; preds = %31, %29
  %34 = phi i32 [ %17, %29 ], [ %32, %31 ]
  %35 = icmp eq i32 %34, 1
  br i1 %35, label %36, label %37, !prof !38

36:                                               ; preds = %33
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %11) #27
  br label %37

37:                                               ; preds = %9, %18, %33, %36
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #27
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #27
  ret ptr %8

38:                                               ; preds = %4
  %39 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V17contextD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %6) #27
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #27
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #27
  resume { ptr, i32 } %39
}

declare void @_ZN4sycl3_V15queue6memcpyEPvPKvmRKNS0_6detail13code_locationE(ptr dead_on_unwind writable sret(%"class.sycl::_V1::event") align 8, ptr noundef nonnull align 8 dereferenceable(16), ptr noundef, ptr noundef, i64 noundef, ptr noundef nonnull align 8 dereferenceable(24)) local_unnamed_addr #15

declare void @_ZN4sycl3_V15event4waitEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #15

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V15eventD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #8 comdat align 2 personality ptr @__gxx_personality_v0 {
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
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V113malloc_deviceIiEEPT_mRKNS0_5queueERKNS0_13property_listERKNS0_6detail13code_locationE(i64 noundef %0, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(24) %3) local_unnamed_addr #4 comdat personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.sycl::_V1::device", align 8
  %6 = alloca %"class.sycl::_V1::context", align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #27
  call void @_ZNK4sycl3_V15queue10get_deviceEv(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::device") align 8 %5, ptr noundef nonnull align 8 dereferenceable(16) %1)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #27
  call void @_ZNK4sycl3_V15queue11get_contextEv(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::context") align 8 %6, ptr noundef nonnull align 8 dereferenceable(16) %1)
  %7 = shl i64 %0, 2
  %8 = invoke noundef ptr @_ZN4sycl3_V120aligned_alloc_deviceEmmRKNS0_6deviceERKNS0_7contextERKNS0_13property_listERKNS0_6detail13code_locationE(i64 noundef 4, i64 noundef %7, ptr noundef nonnull align 8 dereferenceable(8) %5, ptr noundef nonnull align 8 dereferenceable(16) %6, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(24) %3)
          to label %9 unwind label %38

9:                                                ; preds = %4
  %10 = getelementptr inbounds i8, ptr %6, i64 8
  %11 = load ptr, ptr %10, align 8, !tbaa !29
  %12 = icmp eq ptr %11, null
  br i1 %12, label %37, label %13

13:                                               ; preds = %9
  %14 = getelementptr inbounds i8, ptr %11, i64 8
  %15 = load atomic i64, ptr %14 acquire, align 8
  %16 = icmp eq i64 %15, 4294967297
  %17 = trunc i64 %15 to i32
  br i1 %16, label %18, label %26

18:                                               ; preds = %13
  store i32 0, ptr %14, align 8, !tbaa !31
  %19 = getelementptr inbounds i8, ptr %11, i64 12
  store i32 0, ptr %19, align 4, !tbaa !33
  %20 = load ptr, ptr %11, align 8, !tbaa !34
  %21 = getelementptr inbounds i8, ptr %20, i64 16
  %22 = load ptr, ptr %21, align 8
  call void %22(ptr noundef nonnull align 8 dereferenceable(16) %11) #27
  %23 = load ptr, ptr %11, align 8, !tbaa !34
  %24 = getelementptr inbounds i8, ptr %23, i64 24
  %25 = load ptr, ptr %24, align 8
  call void %25(ptr noundef nonnull align 8 dereferenceable(16) %11) #27
  br label %37

26:                                               ; preds = %13
  %27 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %28 = icmp eq i8 %27, 0
  br i1 %28, label %31, label %29

29:                                               ; preds = %26
  %30 = add nsw i32 %17, -1
  store i32 %30, ptr %14, align 4, !tbaa !37
  br label %33

31:                                               ; preds = %26
  %32 = atomicrmw volatile add ptr %14, i32 -1 acq_rel, align 4
  br label %33

33:                                               ; preds = %31, %29
  %34 = phi i32 [ %17, %29 ], [ %32, %31 ]
  %35 = icmp eq i32 %34, 1
  br i1 %35, label %36, label %37, !prof !38

36:                                               ; preds = %33
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %11) #27
  br label %37

37:                                               ; preds = %9, %18, %33, %36
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #27
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #27
  ret ptr %8

38:                                               ; preds = %4
  %39 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V17contextD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %6) #27
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #27
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #27
  resume { ptr, i32 } %39
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi2EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(41) %0, ptr noundef %1, ptr noundef nonnull align 8 dereferenceable(16) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.std::unique_ptr", align 8
  %7 = alloca %"struct.std::array", align 16
  %8 = load i64, ptr %2, align 8, !tbaa !21
  %9 = getelementptr inbounds i8, ptr %2, i64 8
  %10 = load i64, ptr %9, align 8, !tbaa !21
  %11 = shl i64 %8, 2
  %12 = mul i64 %11, %10
  %13 = tail call noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #31, !noalias !161
  store ptr getelementptr inbounds inrange(-16, 56) (i8, ptr @_ZTVN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE, i64 16), ptr %13, align 8, !tbaa !34, !noalias !161
  %14 = getelementptr inbounds i8, ptr %13, i64 8
  store i64 128, ptr %14, align 8, !tbaa !164, !noalias !161
  %15 = getelementptr inbounds i8, ptr %13, i64 16
  store i64 4, ptr %15, align 8, !tbaa !166, !noalias !161
  store ptr %13, ptr %6, align 8, !tbaa !169
  invoke void @_ZN4sycl3_V16detail12buffer_plainC2EPvmmRKNS0_13property_listESt10unique_ptrINS1_19SYCLMemObjAllocatorESt14default_deleteIS8_EE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef %1, i64 noundef %12, i64 noundef 4, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef nonnull %6)
          to label %16 unwind label %36

16:                                               ; preds = %5
  %17 = load ptr, ptr %6, align 8, !tbaa !19
  %18 = icmp eq ptr %17, null
  br i1 %18, label %23, label %19

19:                                               ; preds = %16
  %20 = load ptr, ptr %17, align 8, !tbaa !34
  %21 = getelementptr inbounds i8, ptr %20, i64 16
  %22 = load ptr, ptr %21, align 8
  call void %22(ptr noundef nonnull align 8 dereferenceable(8) %17) #27
  br label %23

23:                                               ; preds = %16, %19
  store ptr null, ptr %6, align 8, !tbaa !19
  %24 = getelementptr inbounds i8, ptr %0, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %24, ptr noundef nonnull align 8 dereferenceable(16) %2, i64 16, i1 false)
  %25 = getelementptr inbounds i8, ptr %0, i64 32
  store i64 0, ptr %25, align 8, !tbaa !171
  %26 = getelementptr inbounds i8, ptr %0, i64 40
  store i8 0, ptr %26, align 8, !tbaa !179
  %27 = load ptr, ptr %0, align 8, !tbaa !180
  %28 = load ptr, ptr getelementptr inbounds (i8, ptr @_ZTIf, i64 8), align 8, !tbaa !181
  %29 = load i8, ptr %28, align 1, !tbaa !36
  %30 = icmp eq i8 %29, 42
  %31 = zext i1 %30 to i64
  %32 = getelementptr inbounds i8, ptr %28, i64 %31
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7) #27
  call void @llvm.experimental.noalias.scope.decl(metadata !183)
  %33 = load <2 x i64>, ptr %24, align 8, !tbaa !21, !noalias !183
  store <2 x i64> %33, ptr %7, align 16, !tbaa !21, !alias.scope !183
  %34 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 0, ptr %34, align 16, !tbaa !21, !alias.scope !183
  invoke void @_ZN4sycl3_V16detail12buffer_plain23constructorNotificationERKNS1_13code_locationEPvPKvS8_jjPm(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(24) %4, ptr noundef %27, ptr noundef %1, ptr noundef nonnull %32, i32 noundef 2, i32 noundef 4, ptr noundef nonnull %7)
          to label %35 unwind label %44

35:                                               ; preds = %23
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #27
  ret void

36:                                               ; preds = %5
  %37 = landingpad { ptr, i32 }
          cleanup
  %38 = load ptr, ptr %6, align 8, !tbaa !19
  %39 = icmp eq ptr %38, null
  br i1 %39, label %46, label %40

40:                                               ; preds = %36
  %41 = load ptr, ptr %38, align 8, !tbaa !34
  %42 = getelementptr inbounds i8, ptr %41, i64 16
  %43 = load ptr, ptr %42, align 8
  call void %43(ptr noundef nonnull align 8 dereferenceable(8) %38) #27
  br label %46

44:                                               ; preds = %23
  %45 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #27
  call void @_ZN4sycl3_V16detail12buffer_plainD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #27
  br label %46

46:                                               ; preds = %36, %40, %44
  %47 = phi { ptr, i32 } [ %45, %44 ], [ %37, %40 ], [ %37, %36 ]
  resume { ptr, i32 } %47
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16bufferIiLi2ENS0_6detail17aligned_allocatorIiEEvEC2EPiRKNS0_5rangeILi2EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(41) %0, ptr noundef %1, ptr noundef nonnull align 8 dereferenceable(16) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.std::unique_ptr", align 8
  %7 = alloca %"struct.std::array", align 16
  %8 = load i64, ptr %2, align 8, !tbaa !21
  %9 = getelementptr inbounds i8, ptr %2, i64 8
  %10 = load i64, ptr %9, align 8, !tbaa !21
  %11 = shl i64 %8, 2
  %12 = mul i64 %11, %10
  %13 = tail call noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #31, !noalias !186
  store ptr getelementptr inbounds inrange(-16, 56) (i8, ptr @_ZTVN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiEE, i64 16), ptr %13, align 8, !tbaa !34, !noalias !186
  %14 = getelementptr inbounds i8, ptr %13, i64 8
  store i64 128, ptr %14, align 8, !tbaa !189, !noalias !186
  %15 = getelementptr inbounds i8, ptr %13, i64 16
  store i64 4, ptr %15, align 8, !tbaa !191, !noalias !186
  store ptr %13, ptr %6, align 8, !tbaa !169
  invoke void @_ZN4sycl3_V16detail12buffer_plainC2EPvmmRKNS0_13property_listESt10unique_ptrINS1_19SYCLMemObjAllocatorESt14default_deleteIS8_EE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef %1, i64 noundef %12, i64 noundef 4, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef nonnull %6)
          to label %16 unwind label %36

16:                                               ; preds = %5
  %17 = load ptr, ptr %6, align 8, !tbaa !19
  %18 = icmp eq ptr %17, null
  br i1 %18, label %23, label %19

19:                                               ; preds = %16
  %20 = load ptr, ptr %17, align 8, !tbaa !34
  %21 = getelementptr inbounds i8, ptr %20, i64 16
  %22 = load ptr, ptr %21, align 8
  call void %22(ptr noundef nonnull align 8 dereferenceable(8) %17) #27
  br label %23

23:                                               ; preds = %16, %19
  store ptr null, ptr %6, align 8, !tbaa !19
  %24 = getelementptr inbounds i8, ptr %0, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %24, ptr noundef nonnull align 8 dereferenceable(16) %2, i64 16, i1 false)
  %25 = getelementptr inbounds i8, ptr %0, i64 32
  store i64 0, ptr %25, align 8, !tbaa !193
  %26 = getelementptr inbounds i8, ptr %0, i64 40
  store i8 0, ptr %26, align 8, !tbaa !195
  %27 = load ptr, ptr %0, align 8, !tbaa !180
  %28 = load ptr, ptr getelementptr inbounds (i8, ptr @_ZTIi, i64 8), align 8, !tbaa !181
  %29 = load i8, ptr %28, align 1, !tbaa !36
  %30 = icmp eq i8 %29, 42
  %31 = zext i1 %30 to i64
  %32 = getelementptr inbounds i8, ptr %28, i64 %31
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7) #27
  call void @llvm.experimental.noalias.scope.decl(metadata !196)
  %33 = load <2 x i64>, ptr %24, align 8, !tbaa !21, !noalias !196
  store <2 x i64> %33, ptr %7, align 16, !tbaa !21, !alias.scope !196
  %34 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 0, ptr %34, align 16, !tbaa !21, !alias.scope !196
  invoke void @_ZN4sycl3_V16detail12buffer_plain23constructorNotificationERKNS1_13code_locationEPvPKvS8_jjPm(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(24) %4, ptr noundef %27, ptr noundef %1, ptr noundef nonnull %32, i32 noundef 2, i32 noundef 4, ptr noundef nonnull %7)
          to label %35 unwind label %44

35:                                               ; preds = %23
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #27
  ret void

36:                                               ; preds = %5
  %37 = landingpad { ptr, i32 }
          cleanup
  %38 = load ptr, ptr %6, align 8, !tbaa !19
  %39 = icmp eq ptr %38, null
  br i1 %39, label %46, label %40

40:                                               ; preds = %36
  %41 = load ptr, ptr %38, align 8, !tbaa !34
  %42 = getelementptr inbounds i8, ptr %41, i64 16
  %43 = load ptr, ptr %42, align 8
  call void %43(ptr noundef nonnull align 8 dereferenceable(8) %38) #27
  br label %46

44:                                               ; preds = %23
  %45 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #27
  call void @_ZN4sycl3_V16detail12buffer_plainD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #27
  br label %46

46:                                               ; preds = %36, %40, %44
  %47 = phi { ptr, i32 } [ %45, %44 ], [ %37, %40 ], [ %37, %36 ]
  resume { ptr, i32 } %47
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN14GeneratedBench5step0ERN4sycl3_V15queueEPfS4_(ptr noundef nonnull align 8 dereferenceable(392) %0, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef %2, ptr noundef %3) local_unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view", align 8
  %6 = alloca %"class.sycl::_V1::nd_range", align 8
  %7 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %8 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 8
  %9 = alloca %"class.sycl::_V1::ext::oneapi::experimental::properties", align 1
  %10 = alloca %"class.sycl::_V1::event", align 8
  %11 = alloca %class.anon, align 8
  %12 = load i64, ptr %0, align 8, !tbaa !42
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %11) #27
  store i64 %12, ptr %11, align 8, !tbaa !199
  %13 = getelementptr inbounds i8, ptr %11, i64 8
  store ptr %2, ptr %13, align 8, !tbaa !201
  %14 = getelementptr inbounds i8, ptr %11, i64 16
  store ptr %3, ptr %14, align 8, !tbaa !202
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7) #27, !noalias !203
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %7, ptr noundef nonnull align 8 dereferenceable(24) @__const._ZN4sycl3_V15queue12parallel_forI9GroupMax1Li1EJZN14GeneratedBench5step0ERS1_PfS6_EUlNS0_7nd_itemILi1EEEE_EEENSt9enable_ifIXsr6detail23AreAllButLastReductionsIDpT1_EE5valueENS0_5eventEE4typeENS0_8nd_rangeIXT0_EEEDpOSB_.CodeLoc, i64 24, i1 false), !noalias !203
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %8) #27, !noalias !203
  call void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 8 dereferenceable(9) %8, ptr noundef nonnull align 8 dereferenceable(24) %7), !noalias !203
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %9) #27, !noalias !203
  %15 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 8 dereferenceable(9) %8)
          to label %16 unwind label %24, !noalias !203

16:                                               ; preds = %4
  %17 = add i64 %12, 31
  %18 = and i64 %17, -32
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6), !noalias !203
  store i64 %18, ptr %6, align 8, !noalias !203
  %19 = getelementptr inbounds i8, ptr %6, i64 8
  store i64 32, ptr %19, align 8, !noalias !203
  %20 = getelementptr inbounds i8, ptr %6, i64 16
  store i64 0, ptr %20, align 8, !noalias !203
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #27, !noalias !206
  store ptr %6, ptr %5, align 8, !tbaa !209, !noalias !206
  %21 = getelementptr inbounds i8, ptr %5, i64 8
  store ptr %19, ptr %21, align 8, !tbaa !211, !noalias !206
  %22 = getelementptr inbounds i8, ptr %5, i64 16
  store ptr %20, ptr %22, align 8, !tbaa !212, !noalias !206
  %23 = getelementptr inbounds i8, ptr %5, i64 24
  store i64 1, ptr %23, align 8, !tbaa !213, !noalias !206
  invoke void @_ZN4sycl3_V16detail20submit_kernel_directILNS1_6WrapAsE1ENS0_7nd_itemILi1EEE9GroupMax1Lb1ENS0_3ext6oneapi12experimental10propertiesINS9_6detail20properties_type_listIJEEEEERZN14GeneratedBench5step0ERNS0_5queueEPfSI_EUlS5_E_Li1EEEDaRKSG_RKNS1_16nd_range_view_v113nd_range_viewEOT4_NS0_4spanIKNS0_5eventELm18446744073709551615EEERKT3_RKNS1_13code_locationE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %10, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(32) %5, ptr noundef nonnull align 8 dereferenceable(24) %11, ptr null, i64 0, ptr noundef nonnull align 1 dereferenceable(1) %9, ptr noundef nonnull align 8 dereferenceable(24) %15)
          to label %26 unwind label %24

24:                                               ; preds = %16, %4
  %25 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %9) #27, !noalias !203
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %8) #27
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %8) #27, !noalias !203
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #27, !noalias !203
  resume { ptr, i32 } %25

26:                                               ; preds = %16
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #27, !noalias !206
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6), !noalias !203
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %9) #27, !noalias !203
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %8) #27
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %8) #27, !noalias !203
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #27, !noalias !203
  %27 = getelementptr inbounds i8, ptr %10, i64 8
  %28 = load ptr, ptr %27, align 8, !tbaa !29
  %29 = icmp eq ptr %28, null
  br i1 %29, label %54, label %30

30:                                               ; preds = %26
  %31 = getelementptr inbounds i8, ptr %28, i64 8
  %32 = load atomic i64, ptr %31 acquire, align 8
  %33 = icmp eq i64 %32, 4294967297
  %34 = trunc i64 %32 to i32
  br i1 %33, label %35, label %43

35:                                               ; preds = %30
  store i32 0, ptr %31, align 8, !tbaa !31
  %36 = getelementptr inbounds i8, ptr %28, i64 12
  store i32 0, ptr %36, align 4, !tbaa !33
  %37 = load ptr, ptr %28, align 8, !tbaa !34
  %38 = getelementptr inbounds i8, ptr %37, i64 16
  %39 = load ptr, ptr %38, align 8
  call void %39(ptr noundef nonnull align 8 dereferenceable(16) %28) #27
  %40 = load ptr, ptr %28, align 8, !tbaa !34
  %41 = getelementptr inbounds i8, ptr %40, i64 24
  %42 = load ptr, ptr %41, align 8
  call void %42(ptr noundef nonnull align 8 dereferenceable(16) %28) #27
  br label %54

43:                                               ; preds = %30
  %44 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %45 = icmp eq i8 %44, 0
  br i1 %45, label %48, label %46

46:                                               ; preds = %43
  %47 = add nsw i32 %34, -1
  store i32 %47, ptr %31, align 4, !tbaa !37
  br label %50

48:                                               ; preds = %43
  %49 = atomicrmw volatile add ptr %31, i32 -1 acq_rel, align 4
  br label %50

50:                                               ; preds = %48, %46
  %51 = phi i32 [ %34, %46 ], [ %49, %48 ]
  %52 = icmp eq i32 %51, 1
  br i1 %52, label %53, label %54, !prof !38

53:                                               ; preds = %50
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %28) #27
  br label %54

54:                                               ; preds = %26, %35, %50, %53
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %11) #27
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN14GeneratedBench5step1ERN4sycl3_V15queueERNS1_6bufferIiLi2ENS1_6detail17aligned_allocatorIiEEvEES9_RNS4_IfLi2ENS6_IfEEvEE(ptr noundef nonnull align 8 dereferenceable(392) %0, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(41) %2, ptr noundef nonnull align 8 dereferenceable(41) %3, ptr noundef nonnull align 8 dereferenceable(41) %4) local_unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 8
  %7 = alloca %"class.sycl::_V1::detail::_V1::SubmissionInfo", align 4
  %8 = alloca %"class.sycl::_V1::detail::type_erased_cgfo_ty", align 8
  %9 = alloca %class.anon.156, align 8
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca float, align 4
  %13 = alloca i32, align 4
  %14 = alloca %"class.sycl::_V1::event", align 8
  %15 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10) #27
  %16 = getelementptr inbounds i8, ptr %0, i64 8
  %17 = load i64, ptr %16, align 8, !tbaa !52
  store i64 %17, ptr %10, align 8, !tbaa !21
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11) #27
  %18 = getelementptr inbounds i8, ptr %0, i64 16
  %19 = load i64, ptr %18, align 8, !tbaa !53
  store i64 %19, ptr %11, align 8, !tbaa !21
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %12) #27
  %20 = getelementptr inbounds i8, ptr %0, i64 40
  %21 = load float, ptr %20, align 8, !tbaa !127
  store float %21, ptr %12, align 4, !tbaa !56
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %13) #27
  %22 = getelementptr inbounds i8, ptr %0, i64 44
  %23 = load i32, ptr %22, align 4, !tbaa !128
  store i32 %23, ptr %13, align 4, !tbaa !37
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %15) #27
  store ptr @.str.6, ptr %15, align 8, !tbaa !65, !alias.scope !214
  %24 = getelementptr inbounds i8, ptr %15, i64 8
  store ptr @.str.14, ptr %24, align 8, !tbaa !70, !alias.scope !214
  %25 = getelementptr inbounds i8, ptr %15, i64 16
  store i32 198, ptr %25, align 8, !tbaa !71, !alias.scope !214
  %26 = getelementptr inbounds i8, ptr %15, i64 20
  store i32 5, ptr %26, align 4, !tbaa !72, !alias.scope !214
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %9)
  store ptr %2, ptr %9, align 8
  %27 = getelementptr inbounds i8, ptr %9, i64 8
  store ptr %3, ptr %27, align 8
  %28 = getelementptr inbounds i8, ptr %9, i64 16
  store ptr %4, ptr %28, align 8
  %29 = getelementptr inbounds i8, ptr %9, i64 24
  store ptr %10, ptr %29, align 8
  %30 = getelementptr inbounds i8, ptr %9, i64 32
  store ptr %11, ptr %30, align 8
  %31 = getelementptr inbounds i8, ptr %9, i64 40
  store ptr %12, ptr %31, align 8
  %32 = getelementptr inbounds i8, ptr %9, i64 48
  store ptr %13, ptr %32, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %8) #27, !noalias !217
  store ptr %9, ptr %8, align 8, !tbaa !220, !noalias !217
  %33 = getelementptr inbounds i8, ptr %8, i64 8
  store ptr @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZN14GeneratedBench5step1ERNS0_5queueERNS0_6bufferIiLi2ENS1_17aligned_allocatorIiEEvEESB_RNS7_IfLi2ENS8_IfEEvEEEUlRNS0_7handlerEE_E4callEPKvSG_, ptr %33, align 8, !tbaa !222, !noalias !217
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #27, !noalias !223
  call void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 8 dereferenceable(9) %6, ptr noundef nonnull align 8 dereferenceable(24) %15), !noalias !223
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %7) #27, !noalias !223
  store i32 0, ptr %7, align 4, !tbaa !226, !noalias !223
  %34 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 8 dereferenceable(9) %6)
          to label %35 unwind label %40, !noalias !223

35:                                               ; preds = %5
  %36 = getelementptr inbounds i8, ptr %6, i64 8
  %37 = load i8, ptr %36, align 8, !tbaa !229, !range !231, !noalias !223, !noundef !232
  %38 = trunc nuw i8 %37 to i1
  %39 = xor i1 %38, true
  invoke void @_ZNK4sycl3_V15queue22submit_with_event_implERKNS0_6detail19type_erased_cgfo_tyERKNS2_3_V114SubmissionInfoERKNS2_13code_locationEb(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %14, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(16) %8, ptr noundef nonnull align 4 dereferenceable(4) %7, ptr noundef nonnull align 8 dereferenceable(24) %34, i1 noundef zeroext %39)
          to label %42 unwind label %40

40:                                               ; preds = %35, %5
  %41 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %7) #27, !noalias !223
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %6) #27
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #27, !noalias !223
  resume { ptr, i32 } %41

42:                                               ; preds = %35
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %7) #27, !noalias !223
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %6) #27
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #27, !noalias !223
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %8) #27, !noalias !217
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %9)
  %43 = getelementptr inbounds i8, ptr %14, i64 8
  %44 = load ptr, ptr %43, align 8, !tbaa !29
  %45 = icmp eq ptr %44, null
  br i1 %45, label %70, label %46

46:                                               ; preds = %42
  %47 = getelementptr inbounds i8, ptr %44, i64 8
  %48 = load atomic i64, ptr %47 acquire, align 8
  %49 = icmp eq i64 %48, 4294967297
  %50 = trunc i64 %48 to i32
  br i1 %49, label %51, label %59

51:                                               ; preds = %46
  store i32 0, ptr %47, align 8, !tbaa !31
  %52 = getelementptr inbounds i8, ptr %44, i64 12
  store i32 0, ptr %52, align 4, !tbaa !33
  %53 = load ptr, ptr %44, align 8, !tbaa !34
  %54 = getelementptr inbounds i8, ptr %53, i64 16
  %55 = load ptr, ptr %54, align 8
  call void %55(ptr noundef nonnull align 8 dereferenceable(16) %44) #27
  %56 = load ptr, ptr %44, align 8, !tbaa !34
  %57 = getelementptr inbounds i8, ptr %56, i64 24
  %58 = load ptr, ptr %57, align 8
  call void %58(ptr noundef nonnull align 8 dereferenceable(16) %44) #27
  br label %70

59:                                               ; preds = %46
  %60 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %61 = icmp eq i8 %60, 0
  br i1 %61, label %64, label %62

62:                                               ; preds = %59
  %63 = add nsw i32 %50, -1
  store i32 %63, ptr %47, align 4, !tbaa !37
  br label %66

64:                                               ; preds = %59
  %65 = atomicrmw volatile add ptr %47, i32 -1 acq_rel, align 4
  br label %66

66:                                               ; preds = %64, %62
  %67 = phi i32 [ %50, %62 ], [ %65, %64 ]
  %68 = icmp eq i32 %67, 1
  br i1 %68, label %69, label %70, !prof !38

69:                                               ; preds = %66
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %44) #27
  br label %70

70:                                               ; preds = %42, %51, %66, %69
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %15) #27
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %13) #27
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %12) #27
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11) #27
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10) #27
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16bufferIiLi2ENS0_6detail17aligned_allocatorIiEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(41) %0) unnamed_addr #21 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  %10 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef nonnull @.str.30, i64 noundef 20)
          to label %11 unwind label %51

11:                                               ; preds = %8
  %12 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef nonnull @.str.31, i64 noundef 1)
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
  tail call void @__assert_fail(ptr noundef nonnull @.str.32, ptr noundef nonnull @.str.33, i32 noundef 489, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16bufferIiLi2ENS0_6detail17aligned_allocatorIiEEvED2Ev) #28
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
define linkonce_odr dso_local void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(41) %0) unnamed_addr #21 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  %10 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef nonnull @.str.30, i64 noundef 20)
          to label %11 unwind label %51

11:                                               ; preds = %8
  %12 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef nonnull @.str.31, i64 noundef 1)
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
  tail call void @__assert_fail(ptr noundef nonnull @.str.32, ptr noundef nonnull @.str.33, i32 noundef 489, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvED2Ev) #28
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

declare void @_ZN4sycl3_V14freeEPvRKNS0_5queueERKNS0_6detail13code_locationE(ptr noundef, ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(24)) local_unnamed_addr #15

declare void @_ZNK4sycl3_V15queue10get_deviceEv(ptr dead_on_unwind writable sret(%"class.sycl::_V1::device") align 8, ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #15

declare void @_ZNK4sycl3_V15queue11get_contextEv(ptr dead_on_unwind writable sret(%"class.sycl::_V1::context") align 8, ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #15

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17contextD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #8 comdat align 2 personality ptr @__gxx_personality_v0 {
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

declare noundef ptr @_ZN4sycl3_V120aligned_alloc_sharedEmmRKNS0_6deviceERKNS0_7contextERKNS0_13property_listERKNS0_6detail13code_locationE(i64 noundef, i64 noundef, ptr noundef nonnull align 8 dereferenceable(8), ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(32), ptr noundef nonnull align 8 dereferenceable(24)) local_unnamed_addr #15

declare noundef ptr @_ZN4sycl3_V120aligned_alloc_deviceEmmRKNS0_6deviceERKNS0_7contextERKNS0_13property_listERKNS0_6detail13code_locationE(i64 noundef, i64 noundef, ptr noundef nonnull align 8 dereferenceable(8), ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(32), ptr noundef nonnull align 8 dereferenceable(24)) local_unnamed_addr #15

declare void @_ZN4sycl3_V16detail12buffer_plainC2EPvmmRKNS0_13property_listESt10unique_ptrINS1_19SYCLMemObjAllocatorESt14default_deleteIS8_EE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef, i64 noundef, i64 noundef, ptr noundef nonnull align 8 dereferenceable(32), ptr noundef) unnamed_addr #15

declare void @_ZN4sycl3_V16detail12buffer_plain23constructorNotificationERKNS1_13code_locationEPvPKvS8_jjPm(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(24), ptr noundef, ptr noundef, ptr noundef, i32 noundef, i32 noundef, ptr noundef) local_unnamed_addr #15

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail12buffer_plainD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #8 comdat align 2 personality ptr @__gxx_personality_v0 {
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
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE16getAllocatorImplEv(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #21 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfED0Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #21 comdat align 2 {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 24) #29
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE8allocateEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) unnamed_addr #4 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = shl i64 %1, 2
  %5 = add i64 %4, -1
  %6 = load i64, ptr %3, align 8, !tbaa !164
  %7 = add i64 %6, -1
  %8 = or i64 %7, %5
  %9 = add i64 %8, 1
  %10 = icmp ult i64 %9, %1
  br i1 %10, label %11, label %13

11:                                               ; preds = %2
  %12 = tail call ptr @__cxa_allocate_exception(i64 8) #27
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt9bad_alloc, i64 16), ptr %12, align 8, !tbaa !34
  tail call void @__cxa_throw(ptr nonnull %12, ptr nonnull @_ZTISt9bad_alloc, ptr nonnull @_ZNSt9bad_allocD1Ev) #30
  unreachable

13:                                               ; preds = %2
  %14 = tail call noundef ptr @_ZN4sycl3_V16detail6OSUtil12alignedAllocEmm(i64 noundef %6, i64 noundef %9)
  %15 = icmp eq ptr %14, null
  br i1 %15, label %16, label %18

16:                                               ; preds = %13
  %17 = tail call ptr @__cxa_allocate_exception(i64 8) #27
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt9bad_alloc, i64 16), ptr %17, align 8, !tbaa !34
  tail call void @__cxa_throw(ptr nonnull %17, ptr nonnull @_ZTISt9bad_alloc, ptr nonnull @_ZNSt9bad_allocD1Ev) #30
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
define linkonce_odr dso_local noundef i64 @_ZNK4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE12getValueSizeEv(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #21 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  %3 = load i64, ptr %2, align 8, !tbaa !166
  ret i64 %3
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE12setAlignmentEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) unnamed_addr #4 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = tail call i64 @llvm.umax.i64(i64 %1, i64 64)
  store i64 %4, ptr %3, align 8, !tbaa !164
  ret void
}

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

; Function Attrs: nounwind
declare void @_ZNSt9bad_allocD1Ev(ptr noundef nonnull align 8 dereferenceable(8)) unnamed_addr #19

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

declare noundef ptr @_ZN4sycl3_V16detail6OSUtil12alignedAllocEmm(i64 noundef, i64 noundef) local_unnamed_addr #15

declare void @_ZN4sycl3_V16detail6OSUtil11alignedFreeEPv(ptr noundef) local_unnamed_addr #15

; Function Attrs: nounwind
declare { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef) local_unnamed_addr #19

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %0, i32 %1, ptr %2, ptr noundef %3) unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.std::shared_ptr.55", align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %5, i8 0, i64 16, i1 false)
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codeSt10shared_ptrINS0_7contextEEPKc(ptr noundef nonnull align 8 dereferenceable(64) %0, i32 %1, ptr %2, ptr noundef nonnull %5, ptr noundef %3)
          to label %6 unwind label %35

6:                                                ; preds = %4
  %7 = getelementptr inbounds i8, ptr %5, i64 8
  %8 = load ptr, ptr %7, align 8, !tbaa !29
  %9 = icmp eq ptr %8, null
  br i1 %9, label %34, label %10

10:                                               ; preds = %6
  %11 = getelementptr inbounds i8, ptr %8, i64 8
  %12 = load atomic i64, ptr %11 acquire, align 8
  %13 = icmp eq i64 %12, 4294967297
  %14 = trunc i64 %12 to i32
  br i1 %13, label %15, label %23

15:                                               ; preds = %10
  store i32 0, ptr %11, align 8, !tbaa !31
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
declare void @_ZN4sycl3_V19exceptionD1Ev(ptr noundef nonnull align 8 dereferenceable(64)) unnamed_addr #19

declare void @_ZN4sycl3_V19exceptionC1ESt10error_codeSt10shared_ptrINS0_7contextEEPKc(ptr noundef nonnull align 8 dereferenceable(64), i32, ptr, ptr noundef, ptr noundef) unnamed_addr #15

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt12__shared_ptrIN4sycl3_V17contextELN9__gnu_cxx12_Lock_policyE2EED2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #21 comdat align 2 personality ptr @__gxx_personality_v0 {
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
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE16getAllocatorImplEv(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #21 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19SYCLMemObjAllocatorD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #21 comdat align 2 {
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiED0Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #21 comdat align 2 {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 24) #29
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE8allocateEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) unnamed_addr #4 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = shl i64 %1, 2
  %5 = add i64 %4, -1
  %6 = load i64, ptr %3, align 8, !tbaa !189
  %7 = add i64 %6, -1
  %8 = or i64 %7, %5
  %9 = add i64 %8, 1
  %10 = icmp ult i64 %9, %1
  br i1 %10, label %11, label %13

11:                                               ; preds = %2
  %12 = tail call ptr @__cxa_allocate_exception(i64 8) #27
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt9bad_alloc, i64 16), ptr %12, align 8, !tbaa !34
  tail call void @__cxa_throw(ptr nonnull %12, ptr nonnull @_ZTISt9bad_alloc, ptr nonnull @_ZNSt9bad_allocD1Ev) #30
  unreachable

13:                                               ; preds = %2
  %14 = tail call noundef ptr @_ZN4sycl3_V16detail6OSUtil12alignedAllocEmm(i64 noundef %6, i64 noundef %9)
  %15 = icmp eq ptr %14, null
  br i1 %15, label %16, label %18

16:                                               ; preds = %13
  %17 = tail call ptr @__cxa_allocate_exception(i64 8) #27
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt9bad_alloc, i64 16), ptr %17, align 8, !tbaa !34
  tail call void @__cxa_throw(ptr nonnull %17, ptr nonnull @_ZTISt9bad_alloc, ptr nonnull @_ZNSt9bad_allocD1Ev) #30
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
define linkonce_odr dso_local noundef i64 @_ZNK4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE12getValueSizeEv(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #21 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  %3 = load i64, ptr %2, align 8, !tbaa !191
  ret i64 %3
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE12setAlignmentEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) unnamed_addr #4 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = tail call i64 @llvm.umax.i64(i64 %1, i64 64)
  store i64 %4, ptr %3, align 8, !tbaa !189
  ret void
}

declare void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 8 dereferenceable(9), ptr noundef nonnull align 8 dereferenceable(24)) unnamed_addr #15

declare noundef nonnull align 8 dereferenceable(24) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 8 dereferenceable(9)) local_unnamed_addr #15

; Function Attrs: nounwind
declare void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9)) unnamed_addr #19

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail20submit_kernel_directILNS1_6WrapAsE1ENS0_7nd_itemILi1EEE9GroupMax1Lb1ENS0_3ext6oneapi12experimental10propertiesINS9_6detail20properties_type_listIJEEEEERZN14GeneratedBench5step0ERNS0_5queueEPfSI_EUlS5_E_Li1EEEDaRKSG_RKNS1_16nd_range_view_v113nd_range_viewEOT4_NS0_4spanIKNS0_5eventELm18446744073709551615EEERKT3_RKNS1_13code_locationE(ptr dead_on_unwind noalias writable sret(%"class.sycl::_V1::event") align 8 %0, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(24) %3, ptr %4, i64 %5, ptr noundef nonnull align 1 dereferenceable(1) %6, ptr noundef nonnull align 8 dereferenceable(24) %7) local_unnamed_addr #4 comdat personality ptr @__gxx_personality_v0 {
  %9 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 8
  %10 = alloca %"struct.sycl::_V1::detail::kernel_launch_properties_v1::PropsHolder", align 8
  %11 = alloca %"class.sycl::_V1::detail::HostKernelRef", align 8
  %12 = alloca %"class.sycl::_V1::span", align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %9) #27
  call void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 8 dereferenceable(9) %9, ptr noundef nonnull align 8 dereferenceable(24) %7)
  %13 = load atomic i8, ptr @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI9GroupMax1EERNS1_16DeviceKernelInfoEvE4Info acquire, align 8
  %14 = icmp eq i8 %13, 0
  br i1 %14, label %15, label %23, !prof !233

15:                                               ; preds = %8
  %16 = call i32 @__cxa_guard_acquire(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI9GroupMax1EERNS1_16DeviceKernelInfoEvE4Info) #27
  %17 = icmp eq i32 %16, 0
  br i1 %17, label %23, label %18

18:                                               ; preds = %15
  %19 = invoke noundef nonnull align 1 ptr @_ZN4sycl3_V16detail19getDeviceKernelInfoERKNS1_27compile_time_kernel_info_v123CompileTimeKernelInfoTyE(ptr noundef nonnull align 8 dereferenceable(81) @_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI9GroupMax1EE)
          to label %20 unwind label %21

20:                                               ; preds = %18
  store ptr %19, ptr @_ZZN4sycl3_V16detail19getDeviceKernelInfoI9GroupMax1EERNS1_16DeviceKernelInfoEvE4Info, align 8, !tbaa !19
  call void @__cxa_guard_release(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI9GroupMax1EERNS1_16DeviceKernelInfoEvE4Info) #27
  br label %23

21:                                               ; preds = %18
  %22 = landingpad { ptr, i32 }
          cleanup
  call void @__cxa_guard_abort(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI9GroupMax1EERNS1_16DeviceKernelInfoEvE4Info) #27
  br label %49

23:                                               ; preds = %8, %15, %20
  %24 = load ptr, ptr @_ZZN4sycl3_V16detail19getDeviceKernelInfoI9GroupMax1EERNS1_16DeviceKernelInfoEvE4Info, align 8, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 152, ptr nonnull %10) #27
  %25 = getelementptr inbounds i8, ptr %10, i64 8
  store i8 0, ptr %25, align 8, !tbaa !234, !alias.scope !236
  %26 = getelementptr inbounds i8, ptr %10, i64 18
  store i8 0, ptr %26, align 2, !tbaa !241, !alias.scope !236
  %27 = getelementptr inbounds i8, ptr %10, i64 20
  store i8 0, ptr %27, align 4, !tbaa !243, !alias.scope !236
  %28 = getelementptr inbounds i8, ptr %10, i64 28
  store i8 0, ptr %28, align 4, !tbaa !245, !alias.scope !236
  %29 = getelementptr inbounds i8, ptr %10, i64 36
  store i8 0, ptr %29, align 4, !tbaa !247, !alias.scope !236
  %30 = getelementptr inbounds i8, ptr %10, i64 44
  store i8 0, ptr %30, align 4, !tbaa !245, !alias.scope !236
  %31 = getelementptr inbounds i8, ptr %10, i64 52
  store i8 0, ptr %31, align 4, !tbaa !247, !alias.scope !236
  %32 = getelementptr inbounds i8, ptr %10, i64 60
  store i8 0, ptr %32, align 4, !tbaa !245, !alias.scope !236
  %33 = getelementptr inbounds i8, ptr %10, i64 68
  store i8 0, ptr %33, align 4, !tbaa !247, !alias.scope !236
  %34 = getelementptr inbounds i8, ptr %10, i64 80
  store i8 0, ptr %34, align 8, !tbaa !249, !alias.scope !236
  %35 = getelementptr inbounds i8, ptr %10, i64 104
  store i8 0, ptr %35, align 8, !tbaa !251, !alias.scope !236
  %36 = getelementptr inbounds i8, ptr %10, i64 136
  store i8 0, ptr %36, align 8, !tbaa !253, !alias.scope !236
  %37 = getelementptr inbounds i8, ptr %10, i64 144
  store i8 1, ptr %37, align 8, !tbaa !255, !alias.scope !236
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %11) #27
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail13HostKernelRefIZN14GeneratedBench5step0ERNS0_5queueEPfS6_EUlNS0_7nd_itemILi1EEEE_RS9_S8_Li1EEE, i64 16), ptr %11, align 8, !tbaa !34
  %38 = getelementptr inbounds i8, ptr %11, i64 8
  store ptr %3, ptr %38, align 8, !tbaa !19
  store ptr %4, ptr %12, align 8, !tbaa !19
  %39 = getelementptr inbounds i8, ptr %12, i64 8
  store i64 %5, ptr %39, align 8, !tbaa !21
  %40 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 8 dereferenceable(9) %9)
          to label %41 unwind label %47

41:                                               ; preds = %23
  %42 = getelementptr inbounds i8, ptr %9, i64 8
  %43 = load i8, ptr %42, align 8, !tbaa !229, !range !231, !noundef !232
  %44 = trunc nuw i8 %43 to i1
  %45 = xor i1 %44, true
  invoke void @_ZN4sycl3_V136submit_kernel_direct_with_event_implERKNS0_5queueERKNS0_6detail16nd_range_view_v113nd_range_viewERNS4_17HostKernelRefBaseEPNS4_16DeviceKernelInfoENS0_4spanIKNS0_5eventELm18446744073709551615EEERKNS4_27kernel_launch_properties_v111PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENSJ_5intel12experimental12cache_configENSL_17use_root_sync_keyENSL_23work_group_progress_keyENSL_22sub_group_progress_keyENSL_22work_item_progress_keyENSL_4cuda12cluster_sizeILi1EEENSV_ILi2EEENSV_ILi3EEEEEERKNS4_13code_locationEb(ptr dead_on_unwind writable sret(%"class.sycl::_V1::event") align 8 %0, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(8) %11, ptr noundef nonnull %24, ptr noundef nonnull byval(%"class.sycl::_V1::span") align 8 %12, ptr noundef nonnull align 8 dereferenceable(145) %10, ptr noundef nonnull align 8 dereferenceable(24) %40, i1 noundef zeroext %45)
          to label %46 unwind label %47

46:                                               ; preds = %41
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %11) #27
  call void @llvm.lifetime.end.p0(i64 152, ptr nonnull %10) #27
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %9) #27
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %9) #27
  ret void

47:                                               ; preds = %41, %23
  %48 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %11) #27
  call void @llvm.lifetime.end.p0(i64 152, ptr nonnull %10) #27
  br label %49

49:                                               ; preds = %21, %47
  %50 = phi { ptr, i32 } [ %48, %47 ], [ %22, %21 ]
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %9) #27
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %9) #27
  resume { ptr, i32 } %50
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local { i64, i32 } @_ZN4sycl3_V16detail18getKernelParamDescI9GroupMax1EENS1_19kernel_param_desc_tEi(i32 noundef %0) #4 comdat {
  %2 = zext i32 %0 to i64
  %3 = getelementptr inbounds [15 x %"struct.sycl::_V1::detail::kernel_param_desc_t"], ptr @_ZN4sycl3_V16detailL17kernel_signaturesE, i64 0, i64 %2
  %4 = load i64, ptr %3, align 4
  %5 = getelementptr inbounds i8, ptr %3, i64 8
  %6 = load i32, ptr %5, align 4, !tbaa !37
  %7 = insertvalue { i64, i32 } poison, i64 %4, 0
  %8 = insertvalue { i64, i32 } %7, i32 %6, 1
  ret { i64, i32 } %8
}

declare void @_ZN4sycl3_V136submit_kernel_direct_with_event_implERKNS0_5queueERKNS0_6detail16nd_range_view_v113nd_range_viewERNS4_17HostKernelRefBaseEPNS4_16DeviceKernelInfoENS0_4spanIKNS0_5eventELm18446744073709551615EEERKNS4_27kernel_launch_properties_v111PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENSJ_5intel12experimental12cache_configENSL_17use_root_sync_keyENSL_23work_group_progress_keyENSL_22sub_group_progress_keyENSL_22work_item_progress_keyENSL_4cuda12cluster_sizeILi1EEENSV_ILi2EEENSV_ILi3EEEEEERKNS4_13code_locationEb(ptr dead_on_unwind writable sret(%"class.sycl::_V1::event") align 8, ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(32), ptr noundef nonnull align 8 dereferenceable(8), ptr noundef, ptr noundef byval(%"class.sycl::_V1::span") align 8, ptr noundef nonnull align 8 dereferenceable(145), ptr noundef nonnull align 8 dereferenceable(24), i1 noundef zeroext) local_unnamed_addr #15

; Function Attrs: nofree nounwind
declare i32 @__cxa_guard_acquire(ptr) local_unnamed_addr #22

declare noundef nonnull align 1 ptr @_ZN4sycl3_V16detail19getDeviceKernelInfoERKNS1_27compile_time_kernel_info_v123CompileTimeKernelInfoTyE(ptr noundef nonnull align 8 dereferenceable(81)) local_unnamed_addr #15

; Function Attrs: nofree nounwind
declare void @__cxa_guard_abort(ptr) local_unnamed_addr #22

; Function Attrs: nofree nounwind
declare void @__cxa_guard_release(ptr) local_unnamed_addr #22

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail13HostKernelRefIZN14GeneratedBench5step0ERNS0_5queueEPfS6_EUlNS0_7nd_itemILi1EEEE_RS9_S8_Li1EE6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #21 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !286
  ret ptr %3
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail13HostKernelRefIZN14GeneratedBench5step0ERNS0_5queueEPfS6_EUlNS0_7nd_itemILi1EEEE_RS9_S8_Li1EED0Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #21 comdat align 2 {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 16) #29
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNK4sycl3_V16detail13HostKernelRefIZN14GeneratedBench5step0ERNS0_5queueEPfS6_EUlNS0_7nd_itemILi1EEEE_RS9_S8_Li1EE19takeOrCopyOwnershipEv(ptr dead_on_unwind noalias writable sret(%"class.std::unique_ptr.146") align 8 %0, ptr noundef nonnull align 8 dereferenceable(16) %1) unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = invoke noalias noundef nonnull dereferenceable(32) ptr @_Znwm(i64 noundef 32) #31
          to label %4 unwind label %8

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %1, i64 8
  %6 = load ptr, ptr %5, align 8, !tbaa !286
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZN14GeneratedBench5step0ERNS0_5queueEPfS6_EUlNS0_7nd_itemILi1EEEE_S8_Li1EEE, i64 16), ptr %3, align 8, !tbaa !34
  %7 = getelementptr inbounds i8, ptr %3, i64 8
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %7, ptr noundef nonnull align 8 dereferenceable(24) %6, i64 24, i1 false), !tbaa.struct !290
  store ptr %3, ptr %0, align 8, !tbaa !19
  ret void

8:                                                ; preds = %2
  %9 = landingpad { ptr, i32 }
          cleanup
  store ptr null, ptr %0, align 8, !tbaa !19
  resume { ptr, i32 } %9
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail10HostKernelIZN14GeneratedBench5step0ERNS0_5queueEPfS6_EUlNS0_7nd_itemILi1EEEE_S8_Li1EE6getPtrEv(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #21 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail10HostKernelIZN14GeneratedBench5step0ERNS0_5queueEPfS6_EUlNS0_7nd_itemILi1EEEE_S8_Li1EED0Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #21 comdat align 2 {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 32) #29
  ret void
}

declare void @_ZNK4sycl3_V15queue22submit_with_event_implERKNS0_6detail19type_erased_cgfo_tyERKNS2_3_V114SubmissionInfoERKNS2_13code_locationEb(ptr dead_on_unwind writable sret(%"class.sycl::_V1::event") align 8, ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 4 dereferenceable(4), ptr noundef nonnull align 8 dereferenceable(24), i1 noundef zeroext) local_unnamed_addr #15

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZN14GeneratedBench5step1ERNS0_5queueERNS0_6bufferIiLi2ENS1_17aligned_allocatorIiEEvEESB_RNS7_IfLi2ENS8_IfEEvEEEUlRNS0_7handlerEE_E4callEPKvSG_(ptr noundef %0, ptr noundef nonnull align 8 dereferenceable(176) %1) #4 comdat align 2 {
  tail call void @_ZZN14GeneratedBench5step1ERN4sycl3_V15queueERNS1_6bufferIiLi2ENS1_6detail17aligned_allocatorIiEEvEES9_RNS4_IfLi2ENS6_IfEEvEEENKUlRNS1_7handlerEE_clESE_(ptr noundef nonnull align 8 dereferenceable(56) %0, ptr noundef nonnull align 8 dereferenceable(176) %1)
  ret void
}

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZZN14GeneratedBench5step1ERN4sycl3_V15queueERNS1_6bufferIiLi2ENS1_6detail17aligned_allocatorIiEEvEES9_RNS4_IfLi2ENS6_IfEEvEEENKUlRNS1_7handlerEE_clESE_(ptr noundef nonnull align 8 dereferenceable(56) %0, ptr noundef nonnull align 8 dereferenceable(176) %1) local_unnamed_addr #16 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %4 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %5 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %6 = alloca %"class.sycl::_V1::accessor", align 8
  %7 = alloca %"class.sycl::_V1::property_list", align 8
  %8 = alloca %"class.sycl::_V1::accessor", align 8
  %9 = alloca %"class.sycl::_V1::property_list", align 8
  %10 = alloca %"class.sycl::_V1::accessor.187", align 8
  %11 = alloca %"class.sycl::_V1::property_list", align 8
  %12 = alloca %class.anon.191, align 8
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %6) #27
  %13 = load ptr, ptr %0, align 8, !tbaa !291
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #27
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %7, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5)
  store ptr @.str.6, ptr %5, align 8
  %14 = getelementptr inbounds i8, ptr %5, i64 8
  store ptr @.str.15, ptr %14, align 8
  %15 = getelementptr inbounds i8, ptr %5, i64 16
  store i32 199, ptr %15, align 8
  %16 = getelementptr inbounds i8, ptr %5, i64 20
  store i32 22, ptr %16, align 4
  invoke void @_ZN4sycl3_V18accessorIiLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IiLi2ENS0_6detail17aligned_allocatorIiEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(56) %6, ptr noundef nonnull align 8 dereferenceable(41) %13, ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull align 8 dereferenceable(32) %7, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %5)
          to label %17 unwind label %319

17:                                               ; preds = %2
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5)
  %18 = getelementptr inbounds i8, ptr %7, i64 8
  %19 = load ptr, ptr %18, align 8, !tbaa !26
  %20 = getelementptr inbounds i8, ptr %7, i64 16
  %21 = load ptr, ptr %20, align 8, !tbaa !28
  %22 = icmp eq ptr %19, %21
  br i1 %22, label %57, label %23

23:                                               ; preds = %17, %52
  %24 = phi ptr [ %53, %52 ], [ %19, %17 ]
  %25 = getelementptr inbounds i8, ptr %24, i64 8
  %26 = load ptr, ptr %25, align 8, !tbaa !29
  %27 = icmp eq ptr %26, null
  br i1 %27, label %52, label %28

28:                                               ; preds = %23
  %29 = getelementptr inbounds i8, ptr %26, i64 8
  %30 = load atomic i64, ptr %29 acquire, align 8
  %31 = icmp eq i64 %30, 4294967297
  %32 = trunc i64 %30 to i32
  br i1 %31, label %33, label %41

33:                                               ; preds = %28
  store i32 0, ptr %29, align 8, !tbaa !31
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
  %56 = load ptr, ptr %18, align 8, !tbaa !26
  br label %57

57:                                               ; preds = %55, %17
  %58 = phi ptr [ %56, %55 ], [ %19, %17 ]
  %59 = icmp eq ptr %58, null
  br i1 %59, label %66, label %60

60:                                               ; preds = %57
  %61 = getelementptr inbounds i8, ptr %7, i64 24
  %62 = load ptr, ptr %61, align 8, !tbaa !41
  %63 = ptrtoint ptr %62 to i64
  %64 = ptrtoint ptr %58 to i64
  %65 = sub i64 %63, %64
  call void @_ZdlPvm(ptr noundef nonnull %58, i64 noundef %65) #29
  br label %66

66:                                               ; preds = %57, %60
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #27
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %8) #27
  %67 = getelementptr inbounds i8, ptr %0, i64 8
  %68 = load ptr, ptr %67, align 8, !tbaa !293
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #27
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %9, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4)
  store ptr @.str.6, ptr %4, align 8
  %69 = getelementptr inbounds i8, ptr %4, i64 8
  store ptr @.str.15, ptr %69, align 8
  %70 = getelementptr inbounds i8, ptr %4, i64 16
  store i32 200, ptr %70, align 8
  %71 = getelementptr inbounds i8, ptr %4, i64 20
  store i32 22, ptr %71, align 4
  invoke void @_ZN4sycl3_V18accessorIiLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IiLi2ENS0_6detail17aligned_allocatorIiEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(56) %8, ptr noundef nonnull align 8 dereferenceable(41) %68, ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull align 8 dereferenceable(32) %9, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %4)
          to label %72 unwind label %321

72:                                               ; preds = %66
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4)
  %73 = getelementptr inbounds i8, ptr %9, i64 8
  %74 = load ptr, ptr %73, align 8, !tbaa !26
  %75 = getelementptr inbounds i8, ptr %9, i64 16
  %76 = load ptr, ptr %75, align 8, !tbaa !28
  %77 = icmp eq ptr %74, %76
  br i1 %77, label %112, label %78

78:                                               ; preds = %72, %107
  %79 = phi ptr [ %108, %107 ], [ %74, %72 ]
  %80 = getelementptr inbounds i8, ptr %79, i64 8
  %81 = load ptr, ptr %80, align 8, !tbaa !29
  %82 = icmp eq ptr %81, null
  br i1 %82, label %107, label %83

83:                                               ; preds = %78
  %84 = getelementptr inbounds i8, ptr %81, i64 8
  %85 = load atomic i64, ptr %84 acquire, align 8
  %86 = icmp eq i64 %85, 4294967297
  %87 = trunc i64 %85 to i32
  br i1 %86, label %88, label %96

88:                                               ; preds = %83
  store i32 0, ptr %84, align 8, !tbaa !31
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
  %111 = load ptr, ptr %73, align 8, !tbaa !26
  br label %112

112:                                              ; preds = %110, %72
  %113 = phi ptr [ %111, %110 ], [ %74, %72 ]
  %114 = icmp eq ptr %113, null
  br i1 %114, label %121, label %115

115:                                              ; preds = %112
  %116 = getelementptr inbounds i8, ptr %9, i64 24
  %117 = load ptr, ptr %116, align 8, !tbaa !41
  %118 = ptrtoint ptr %117 to i64
  %119 = ptrtoint ptr %113 to i64
  %120 = sub i64 %118, %119
  call void @_ZdlPvm(ptr noundef nonnull %113, i64 noundef %120) #29
  br label %121

121:                                              ; preds = %112, %115
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #27
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %10) #27
  %122 = getelementptr inbounds i8, ptr %0, i64 16
  %123 = load ptr, ptr %122, align 8, !tbaa !294
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %11) #27
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %11, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3)
  store ptr @.str.6, ptr %3, align 8
  %124 = getelementptr inbounds i8, ptr %3, i64 8
  store ptr @.str.15, ptr %124, align 8
  %125 = getelementptr inbounds i8, ptr %3, i64 16
  store i32 201, ptr %125, align 8
  %126 = getelementptr inbounds i8, ptr %3, i64 20
  store i32 22, ptr %126, align 4
  invoke void @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi2ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(56) %10, ptr noundef nonnull align 8 dereferenceable(41) %123, ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull align 8 dereferenceable(32) %11, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %3)
          to label %127 unwind label %323

127:                                              ; preds = %121
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3)
  %128 = getelementptr inbounds i8, ptr %11, i64 8
  %129 = load ptr, ptr %128, align 8, !tbaa !26
  %130 = getelementptr inbounds i8, ptr %11, i64 16
  %131 = load ptr, ptr %130, align 8, !tbaa !28
  %132 = icmp eq ptr %129, %131
  br i1 %132, label %167, label %133

133:                                              ; preds = %127, %162
  %134 = phi ptr [ %163, %162 ], [ %129, %127 ]
  %135 = getelementptr inbounds i8, ptr %134, i64 8
  %136 = load ptr, ptr %135, align 8, !tbaa !29
  %137 = icmp eq ptr %136, null
  br i1 %137, label %162, label %138

138:                                              ; preds = %133
  %139 = getelementptr inbounds i8, ptr %136, i64 8
  %140 = load atomic i64, ptr %139 acquire, align 8
  %141 = icmp eq i64 %140, 4294967297
  %142 = trunc i64 %140 to i32
  br i1 %141, label %143, label %151

143:                                              ; preds = %138
  store i32 0, ptr %139, align 8, !tbaa !31
  %144 = getelementptr inbounds i8, ptr %136, i64 12
  store i32 0, ptr %144, align 4, !tbaa !33
  %145 = load ptr, ptr %136, align 8, !tbaa !34
  %146 = getelementptr inbounds i8, ptr %145, i64 16
  %147 = load ptr, ptr %146, align 8
  call void %147(ptr noundef nonnull align 8 dereferenceable(16) %136) #27
  %148 = load ptr, ptr %136, align 8, !tbaa !34
  %149 = getelementptr inbounds i8, ptr %148, i64 24
  %150 = load ptr, ptr %149, align 8
  call void %150(ptr noundef nonnull align 8 dereferenceable(16) %136) #27
  br label %162

151:                                              ; preds = %138
  %152 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %153 = icmp eq i8 %152, 0
  br i1 %153, label %156, label %154

154:                                              ; preds = %151
  %155 = add nsw i32 %142, -1
  store i32 %155, ptr %139, align 4, !tbaa !37
  br label %158

156:                                              ; preds = %151
  %157 = atomicrmw volatile add ptr %139, i32 -1 acq_rel, align 4
  br label %158

158:                                              ; preds = %156, %154
  %159 = phi i32 [ %142, %154 ], [ %157, %156 ]
  %160 = icmp eq i32 %159, 1
  br i1 %160, label %161, label %162, !prof !38

161:                                              ; preds = %158
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %136) #27
  br label %162

162:                                              ; preds = %161, %158, %143, %133
  %163 = getelementptr inbounds i8, ptr %134, i64 16
  %164 = icmp eq ptr %163, %131
  br i1 %164, label %165, label %133, !llvm.loop !39

165:                                              ; preds = %162
  %166 = load ptr, ptr %128, align 8, !tbaa !26
  br label %167

167:                                              ; preds = %165, %127
  %168 = phi ptr [ %166, %165 ], [ %129, %127 ]
  %169 = icmp eq ptr %168, null
  br i1 %169, label %176, label %170

170:                                              ; preds = %167
  %171 = getelementptr inbounds i8, ptr %11, i64 24
  %172 = load ptr, ptr %171, align 8, !tbaa !41
  %173 = ptrtoint ptr %172 to i64
  %174 = ptrtoint ptr %168 to i64
  %175 = sub i64 %173, %174
  call void @_ZdlPvm(ptr noundef nonnull %168, i64 noundef %175) #29
  br label %176

176:                                              ; preds = %170, %167
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #27
  %177 = getelementptr inbounds i8, ptr %0, i64 24
  %178 = load ptr, ptr %177, align 8, !tbaa !295
  %179 = load i64, ptr %178, align 8, !tbaa !21
  %180 = getelementptr inbounds i8, ptr %0, i64 32
  %181 = load ptr, ptr %180, align 8, !tbaa !296
  %182 = load i64, ptr %181, align 8, !tbaa !21
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %12) #27
  %183 = load ptr, ptr %10, align 8, !tbaa !297
  store ptr %183, ptr %12, align 8, !tbaa !297
  %184 = getelementptr inbounds i8, ptr %12, i64 8
  %185 = getelementptr inbounds i8, ptr %10, i64 8
  %186 = load ptr, ptr %185, align 8, !tbaa !29
  store ptr %186, ptr %184, align 8, !tbaa !29
  %187 = icmp eq ptr %186, null
  br i1 %187, label %197, label %188

188:                                              ; preds = %176
  %189 = getelementptr inbounds i8, ptr %186, i64 8
  %190 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %191 = icmp eq i8 %190, 0
  br i1 %191, label %195, label %192

192:                                              ; preds = %188
  %193 = load i32, ptr %189, align 4, !tbaa !37
  %194 = add nsw i32 %193, 1
  store i32 %194, ptr %189, align 4, !tbaa !37
  br label %197

195:                                              ; preds = %188
  %196 = atomicrmw volatile add ptr %189, i32 1 acq_rel, align 4
  br label %197

197:                                              ; preds = %176, %192, %195
  %198 = getelementptr inbounds i8, ptr %12, i64 16
  %199 = getelementptr inbounds i8, ptr %10, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %198, ptr noundef nonnull align 8 dereferenceable(40) %199, i64 40, i1 false)
  %200 = getelementptr inbounds i8, ptr %12, i64 56
  %201 = getelementptr inbounds i8, ptr %0, i64 40
  %202 = load ptr, ptr %201, align 8, !tbaa !299
  %203 = load float, ptr %202, align 4, !tbaa !56
  store float %203, ptr %200, align 8, !tbaa !300
  %204 = getelementptr inbounds i8, ptr %12, i64 60
  %205 = getelementptr inbounds i8, ptr %0, i64 48
  %206 = load ptr, ptr %205, align 8, !tbaa !305
  %207 = load i32, ptr %206, align 4, !tbaa !37
  store i32 %207, ptr %204, align 4, !tbaa !306
  invoke void @_ZN4sycl3_V17handler24parallel_for_lambda_implI4Map2ZZN14GeneratedBench5step1ERNS0_5queueERNS0_6bufferIiLi2ENS0_6detail17aligned_allocatorIiEEvEESC_RNS7_IfLi2ENS9_IfEEvEEENKUlRS1_E_clESG_EUlNS0_4itemILi2ELb1EEEE_Li2ENS0_3ext6oneapi12experimental10propertiesINSN_6detail20properties_type_listIJEEEEEEEvNS0_5rangeIXT1_EEET2_RKT0_(ptr noundef nonnull align 8 dereferenceable(176) %1, i64 %179, i64 %182, ptr noundef nonnull align 8 dereferenceable(64) %12)
          to label %208 unwind label %325

208:                                              ; preds = %197
  %209 = load ptr, ptr %184, align 8, !tbaa !29
  %210 = icmp eq ptr %209, null
  br i1 %210, label %235, label %211

211:                                              ; preds = %208
  %212 = getelementptr inbounds i8, ptr %209, i64 8
  %213 = load atomic i64, ptr %212 acquire, align 8
  %214 = icmp eq i64 %213, 4294967297
  %215 = trunc i64 %213 to i32
  br i1 %214, label %216, label %224

216:                                              ; preds = %211
  store i32 0, ptr %212, align 8, !tbaa !31
  %217 = getelementptr inbounds i8, ptr %209, i64 12
  store i32 0, ptr %217, align 4, !tbaa !33
  %218 = load ptr, ptr %209, align 8, !tbaa !34
  %219 = getelementptr inbounds i8, ptr %218, i64 16
  %220 = load ptr, ptr %219, align 8
  call void %220(ptr noundef nonnull align 8 dereferenceable(16) %209) #27
  %221 = load ptr, ptr %209, align 8, !tbaa !34
  %222 = getelementptr inbounds i8, ptr %221, i64 24
  %223 = load ptr, ptr %222, align 8
  call void %223(ptr noundef nonnull align 8 dereferenceable(16) %209) #27
  br label %235

224:                                              ; preds = %211
  %225 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %226 = icmp eq i8 %225, 0
  br i1 %226, label %229, label %227

227:                                              ; preds = %224
  %228 = add nsw i32 %215, -1
  store i32 %228, ptr %212, align 4, !tbaa !37
  br label %231

229:                                              ; preds = %224
  %230 = atomicrmw volatile add ptr %212, i32 -1 acq_rel, align 4
  br label %231

231:                                              ; preds = %229, %227
  %232 = phi i32 [ %215, %227 ], [ %230, %229 ]
  %233 = icmp eq i32 %232, 1
  br i1 %233, label %234, label %235, !prof !38

234:                                              ; preds = %231
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %209) #27
  br label %235

235:                                              ; preds = %208, %216, %231, %234
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %12) #27
  %236 = load ptr, ptr %185, align 8, !tbaa !29
  %237 = icmp eq ptr %236, null
  br i1 %237, label %262, label %238

238:                                              ; preds = %235
  %239 = getelementptr inbounds i8, ptr %236, i64 8
  %240 = load atomic i64, ptr %239 acquire, align 8
  %241 = icmp eq i64 %240, 4294967297
  %242 = trunc i64 %240 to i32
  br i1 %241, label %243, label %251

243:                                              ; preds = %238
  store i32 0, ptr %239, align 8, !tbaa !31
  %244 = getelementptr inbounds i8, ptr %236, i64 12
  store i32 0, ptr %244, align 4, !tbaa !33
  %245 = load ptr, ptr %236, align 8, !tbaa !34
  %246 = getelementptr inbounds i8, ptr %245, i64 16
  %247 = load ptr, ptr %246, align 8
  call void %247(ptr noundef nonnull align 8 dereferenceable(16) %236) #27
  %248 = load ptr, ptr %236, align 8, !tbaa !34
  %249 = getelementptr inbounds i8, ptr %248, i64 24
  %250 = load ptr, ptr %249, align 8
  call void %250(ptr noundef nonnull align 8 dereferenceable(16) %236) #27
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
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %236) #27
  br label %262

262:                                              ; preds = %235, %243, %258, %261
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %10) #27
  %263 = getelementptr inbounds i8, ptr %8, i64 8
  %264 = load ptr, ptr %263, align 8, !tbaa !29
  %265 = icmp eq ptr %264, null
  br i1 %265, label %290, label %266

266:                                              ; preds = %262
  %267 = getelementptr inbounds i8, ptr %264, i64 8
  %268 = load atomic i64, ptr %267 acquire, align 8
  %269 = icmp eq i64 %268, 4294967297
  %270 = trunc i64 %268 to i32
  br i1 %269, label %271, label %279

271:                                              ; preds = %266
  store i32 0, ptr %267, align 8, !tbaa !31
  %272 = getelementptr inbounds i8, ptr %264, i64 12
  store i32 0, ptr %272, align 4, !tbaa !33
  %273 = load ptr, ptr %264, align 8, !tbaa !34
  %274 = getelementptr inbounds i8, ptr %273, i64 16
  %275 = load ptr, ptr %274, align 8
  call void %275(ptr noundef nonnull align 8 dereferenceable(16) %264) #27
  %276 = load ptr, ptr %264, align 8, !tbaa !34
  %277 = getelementptr inbounds i8, ptr %276, i64 24
  %278 = load ptr, ptr %277, align 8
  call void %278(ptr noundef nonnull align 8 dereferenceable(16) %264) #27
  br label %290

279:                                              ; preds = %266
  %280 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %281 = icmp eq i8 %280, 0
  br i1 %281, label %284, label %282

282:                                              ; preds = %279
  %283 = add nsw i32 %270, -1
  store i32 %283, ptr %267, align 4, !tbaa !37
  br label %286

284:                                              ; preds = %279
  %285 = atomicrmw volatile add ptr %267, i32 -1 acq_rel, align 4
  br label %286

286:                                              ; preds = %284, %282
  %287 = phi i32 [ %270, %282 ], [ %285, %284 ]
  %288 = icmp eq i32 %287, 1
  br i1 %288, label %289, label %290, !prof !38

289:                                              ; preds = %286
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %264) #27
  br label %290

290:                                              ; preds = %262, %271, %286, %289
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %8) #27
  %291 = getelementptr inbounds i8, ptr %6, i64 8
  %292 = load ptr, ptr %291, align 8, !tbaa !29
  %293 = icmp eq ptr %292, null
  br i1 %293, label %318, label %294

294:                                              ; preds = %290
  %295 = getelementptr inbounds i8, ptr %292, i64 8
  %296 = load atomic i64, ptr %295 acquire, align 8
  %297 = icmp eq i64 %296, 4294967297
  %298 = trunc i64 %296 to i32
  br i1 %297, label %299, label %307

299:                                              ; preds = %294
  store i32 0, ptr %295, align 8, !tbaa !31
  %300 = getelementptr inbounds i8, ptr %292, i64 12
  store i32 0, ptr %300, align 4, !tbaa !33
  %301 = load ptr, ptr %292, align 8, !tbaa !34
  %302 = getelementptr inbounds i8, ptr %301, i64 16
  %303 = load ptr, ptr %302, align 8
  call void %303(ptr noundef nonnull align 8 dereferenceable(16) %292) #27
  %304 = load ptr, ptr %292, align 8, !tbaa !34
  %305 = getelementptr inbounds i8, ptr %304, i64 24
  %306 = load ptr, ptr %305, align 8
  call void %306(ptr noundef nonnull align 8 dereferenceable(16) %292) #27
  br label %318

307:                                              ; preds = %294
  %308 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %309 = icmp eq i8 %308, 0
  br i1 %309, label %312, label %310

310:                                              ; preds = %307
  %311 = add nsw i32 %298, -1
  store i32 %311, ptr %295, align 4, !tbaa !37
  br label %314

312:                                              ; preds = %307
  %313 = atomicrmw volatile add ptr %295, i32 -1 acq_rel, align 4
  br label %314

314:                                              ; preds = %312, %310
  %315 = phi i32 [ %298, %310 ], [ %313, %312 ]
  %316 = icmp eq i32 %315, 1
  br i1 %316, label %317, label %318, !prof !38

317:                                              ; preds = %314
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %292) #27
  br label %318

318:                                              ; preds = %290, %299, %314, %317
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %6) #27
  ret void

319:                                              ; preds = %2
  %320 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %7) #27
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #27
  br label %331

321:                                              ; preds = %66
  %322 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %9) #27
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #27
  br label %329

323:                                              ; preds = %121
  %324 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %11) #27
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #27
  br label %327

325:                                              ; preds = %197
  %326 = landingpad { ptr, i32 }
          cleanup
  call void @_ZZZN14GeneratedBench5step1ERN4sycl3_V15queueERNS1_6bufferIiLi2ENS1_6detail17aligned_allocatorIiEEvEES9_RNS4_IfLi2ENS6_IfEEvEEENKUlRNS1_7handlerEE_clESE_ENUlNS1_4itemILi2ELb1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(64) %12) #27
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %12) #27
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(56) %10) #27
  br label %327

327:                                              ; preds = %325, %323
  %328 = phi { ptr, i32 } [ %326, %325 ], [ %324, %323 ]
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %10) #27
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(56) %8) #27
  br label %329

329:                                              ; preds = %327, %321
  %330 = phi { ptr, i32 } [ %328, %327 ], [ %322, %321 ]
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %8) #27
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(56) %6) #27
  br label %331

331:                                              ; preds = %329, %319
  %332 = phi { ptr, i32 } [ %330, %329 ], [ %320, %319 ]
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %6) #27
  resume { ptr, i32 } %332
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZZZN14GeneratedBench5step1ERN4sycl3_V15queueERNS1_6bufferIiLi2ENS1_6detail17aligned_allocatorIiEEvEES9_RNS4_IfLi2ENS6_IfEEvEEENKUlRNS1_7handlerEE_clESE_ENUlNS1_4itemILi2ELb1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(64) %0) unnamed_addr #8 comdat align 2 personality ptr @__gxx_personality_v0 {
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

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #8 comdat align 2 personality ptr @__gxx_personality_v0 {
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
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIiLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IiLi2ENS0_6detail17aligned_allocatorIiEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(56) %0, ptr noundef nonnull align 8 dereferenceable(41) %1, ptr noundef nonnull align 8 dereferenceable(176) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.sycl::_V1::id.192", align 8
  %7 = alloca %"class.sycl::_V1::range.139", align 8
  %8 = alloca %"class.sycl::_V1::range.139", align 8
  %9 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %10 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %11 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %6, i8 0, i64 24, i1 false)
  %12 = load i64, ptr %11, align 8
  %13 = getelementptr inbounds i8, ptr %1, i64 24
  %14 = load i64, ptr %13, align 8
  store i64 %12, ptr %7, align 8, !tbaa !21, !alias.scope !307
  %15 = getelementptr inbounds i8, ptr %7, i64 8
  store i64 %14, ptr %15, align 8, !tbaa !21, !alias.scope !307
  %16 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 1, ptr %16, align 8, !tbaa !21, !alias.scope !307
  store i64 %12, ptr %8, align 8, !tbaa !21, !alias.scope !310
  %17 = getelementptr inbounds i8, ptr %8, i64 8
  store i64 %14, ptr %17, align 8, !tbaa !21, !alias.scope !310
  %18 = getelementptr inbounds i8, ptr %8, i64 16
  store i64 1, ptr %18, align 8, !tbaa !21, !alias.scope !310
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #27
  %19 = load i64, ptr %3, align 8
  %20 = getelementptr inbounds i8, ptr %3, i64 8
  %21 = getelementptr inbounds i8, ptr %3, i64 16
  %22 = load ptr, ptr %21, align 8, !tbaa !19
  %23 = load ptr, ptr %20, align 8, !tbaa !19
  %24 = ptrtoint ptr %22 to i64
  %25 = ptrtoint ptr %23 to i64
  %26 = sub i64 %24, %25
  %27 = icmp eq ptr %22, %23
  br i1 %27, label %54, label %28

28:                                               ; preds = %5
  %29 = icmp ugt i64 %26, 9223372036854775792
  br i1 %29, label %30, label %31, !prof !38

30:                                               ; preds = %28
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #30
  unreachable

31:                                               ; preds = %28
  %32 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %26) #31
  br label %33

33:                                               ; preds = %50, %31
  %34 = phi ptr [ %52, %50 ], [ %32, %31 ]
  %35 = phi ptr [ %51, %50 ], [ %23, %31 ]
  %36 = load ptr, ptr %35, align 8, !tbaa !313
  store ptr %36, ptr %34, align 8, !tbaa !313
  %37 = getelementptr inbounds i8, ptr %34, i64 8
  %38 = getelementptr inbounds i8, ptr %35, i64 8
  %39 = load ptr, ptr %38, align 8, !tbaa !29
  store ptr %39, ptr %37, align 8, !tbaa !29
  %40 = icmp eq ptr %39, null
  br i1 %40, label %50, label %41

41:                                               ; preds = %33
  %42 = getelementptr inbounds i8, ptr %39, i64 8
  %43 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %44 = icmp eq i8 %43, 0
  br i1 %44, label %48, label %45

45:                                               ; preds = %41
  %46 = load i32, ptr %42, align 4, !tbaa !37
  %47 = add nsw i32 %46, 1
  store i32 %47, ptr %42, align 4, !tbaa !37
  br label %50

48:                                               ; preds = %41
  %49 = atomicrmw volatile add ptr %42, i32 1 acq_rel, align 4
  br label %50

50:                                               ; preds = %48, %45, %33
  %51 = getelementptr inbounds i8, ptr %35, i64 16
  %52 = getelementptr inbounds i8, ptr %34, i64 16
  %53 = icmp eq ptr %51, %22
  br i1 %53, label %54, label %33, !llvm.loop !315

54:                                               ; preds = %50, %5
  %55 = phi ptr [ null, %5 ], [ %32, %50 ]
  %56 = phi ptr [ null, %5 ], [ %52, %50 ]
  %57 = getelementptr inbounds i8, ptr %55, i64 %26
  store i64 %19, ptr %9, align 8
  %58 = getelementptr inbounds i8, ptr %9, i64 8
  store ptr %55, ptr %58, align 8, !tbaa !26
  %59 = getelementptr inbounds i8, ptr %9, i64 16
  store ptr %56, ptr %59, align 8, !tbaa !28
  %60 = getelementptr inbounds i8, ptr %9, i64 24
  store ptr %57, ptr %60, align 8, !tbaa !41
  %61 = load ptr, ptr %1, align 8, !tbaa !180
  %62 = icmp eq ptr %61, null
  br i1 %62, label %63, label %64

63:                                               ; preds = %54
  tail call void @__assert_fail(ptr noundef nonnull @.str.17, ptr noundef nonnull @.str.18, i32 noundef 29, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_6bufferIiLi2ENS1_17aligned_allocatorIiEEvEEEERKDtsrT_4implERKS8_) #28
  unreachable

64:                                               ; preds = %54
  %65 = getelementptr inbounds i8, ptr %1, i64 32
  %66 = load i64, ptr %65, align 8, !tbaa !193
  %67 = getelementptr inbounds i8, ptr %1, i64 40
  %68 = load i8, ptr %67, align 8, !tbaa !195, !range !231, !noundef !232
  %69 = trunc nuw i8 %68 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id.192") align 8 %6, ptr noundef nonnull byval(%"class.sycl::_V1::range.139") align 8 %7, ptr noundef nonnull byval(%"class.sycl::_V1::range.139") align 8 %8, i32 noundef 1024, ptr noundef nonnull %61, i32 noundef 2, i32 noundef 4, i64 noundef %66, i1 noundef zeroext %69, ptr noundef nonnull align 8 dereferenceable(32) %3)
          to label %70 unwind label %236

70:                                               ; preds = %64
  %71 = icmp eq ptr %55, %56
  br i1 %71, label %106, label %72

72:                                               ; preds = %70, %101
  %73 = phi ptr [ %102, %101 ], [ %55, %70 ]
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
  %103 = icmp eq ptr %102, %56
  br i1 %103, label %104, label %72, !llvm.loop !39

104:                                              ; preds = %101
  %105 = load ptr, ptr %58, align 8, !tbaa !26
  br label %106

106:                                              ; preds = %104, %70
  %107 = phi ptr [ %105, %104 ], [ %55, %70 ]
  %108 = icmp eq ptr %107, null
  br i1 %108, label %114, label %109

109:                                              ; preds = %106
  %110 = load ptr, ptr %60, align 8, !tbaa !41
  %111 = ptrtoint ptr %110 to i64
  %112 = ptrtoint ptr %107 to i64
  %113 = sub i64 %111, %112
  tail call void @_ZdlPvm(ptr noundef nonnull %107, i64 noundef %113) #29
  br label %114

114:                                              ; preds = %106, %109
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #27
  %115 = getelementptr inbounds i8, ptr %0, i64 16
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %115, i8 0, i64 40, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #27
  %116 = load i64, ptr %3, align 8
  %117 = load ptr, ptr %21, align 8, !tbaa !19
  %118 = load ptr, ptr %20, align 8, !tbaa !19
  %119 = ptrtoint ptr %117 to i64
  %120 = ptrtoint ptr %118 to i64
  %121 = sub i64 %119, %120
  %122 = icmp eq ptr %117, %118
  br i1 %122, label %150, label %123

123:                                              ; preds = %114
  %124 = icmp ugt i64 %121, 9223372036854775792
  br i1 %124, label %125, label %127, !prof !38

125:                                              ; preds = %123
  invoke void @_ZSt28__throw_bad_array_new_lengthv() #30
          to label %126 unwind label %240

126:                                              ; preds = %125
  unreachable

127:                                              ; preds = %123
  %128 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %121) #31
          to label %129 unwind label %240

129:                                              ; preds = %127, %146
  %130 = phi ptr [ %148, %146 ], [ %128, %127 ]
  %131 = phi ptr [ %147, %146 ], [ %118, %127 ]
  %132 = load ptr, ptr %131, align 8, !tbaa !313
  store ptr %132, ptr %130, align 8, !tbaa !313
  %133 = getelementptr inbounds i8, ptr %130, i64 8
  %134 = getelementptr inbounds i8, ptr %131, i64 8
  %135 = load ptr, ptr %134, align 8, !tbaa !29
  store ptr %135, ptr %133, align 8, !tbaa !29
  %136 = icmp eq ptr %135, null
  br i1 %136, label %146, label %137

137:                                              ; preds = %129
  %138 = getelementptr inbounds i8, ptr %135, i64 8
  %139 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %140 = icmp eq i8 %139, 0
  br i1 %140, label %144, label %141

141:                                              ; preds = %137
  %142 = load i32, ptr %138, align 4, !tbaa !37
  %143 = add nsw i32 %142, 1
  store i32 %143, ptr %138, align 4, !tbaa !37
  br label %146

144:                                              ; preds = %137
  %145 = atomicrmw volatile add ptr %138, i32 1 acq_rel, align 4
  br label %146

146:                                              ; preds = %144, %141, %129
  %147 = getelementptr inbounds i8, ptr %131, i64 16
  %148 = getelementptr inbounds i8, ptr %130, i64 16
  %149 = icmp eq ptr %147, %117
  br i1 %149, label %150, label %129, !llvm.loop !315

150:                                              ; preds = %146, %114
  %151 = phi ptr [ null, %114 ], [ %128, %146 ]
  %152 = phi ptr [ null, %114 ], [ %148, %146 ]
  %153 = getelementptr inbounds i8, ptr %151, i64 %121
  store i64 %116, ptr %10, align 8
  %154 = getelementptr inbounds i8, ptr %10, i64 8
  store ptr %151, ptr %154, align 8, !tbaa !26
  %155 = getelementptr inbounds i8, ptr %10, i64 16
  store ptr %152, ptr %155, align 8, !tbaa !28
  %156 = getelementptr inbounds i8, ptr %10, i64 24
  store ptr %153, ptr %156, align 8, !tbaa !41
  %157 = and i64 %116, 16
  %158 = icmp eq i64 %157, 0
  br i1 %158, label %168, label %159

159:                                              ; preds = %150
  %160 = tail call ptr @__cxa_allocate_exception(i64 64) #27
  %161 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #27
  %162 = extractvalue { i32, ptr } %161, 0
  %163 = extractvalue { i32, ptr } %161, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %160, i32 %162, ptr %163, ptr noundef nonnull @.str.19)
          to label %164 unwind label %166

164:                                              ; preds = %159
  invoke void @__cxa_throw(ptr nonnull %160, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #30
          to label %165 unwind label %242

165:                                              ; preds = %164
  unreachable

166:                                              ; preds = %159
  %167 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %160) #27
  br label %244

168:                                              ; preds = %150
  %169 = icmp eq ptr %151, %152
  br i1 %169, label %204, label %170

170:                                              ; preds = %168, %199
  %171 = phi ptr [ %200, %199 ], [ %151, %168 ]
  %172 = getelementptr inbounds i8, ptr %171, i64 8
  %173 = load ptr, ptr %172, align 8, !tbaa !29
  %174 = icmp eq ptr %173, null
  br i1 %174, label %199, label %175

175:                                              ; preds = %170
  %176 = getelementptr inbounds i8, ptr %173, i64 8
  %177 = load atomic i64, ptr %176 acquire, align 8
  %178 = icmp eq i64 %177, 4294967297
  %179 = trunc i64 %177 to i32
  br i1 %178, label %180, label %188

180:                                              ; preds = %175
  store i32 0, ptr %176, align 8, !tbaa !31
  %181 = getelementptr inbounds i8, ptr %173, i64 12
  store i32 0, ptr %181, align 4, !tbaa !33
  %182 = load ptr, ptr %173, align 8, !tbaa !34
  %183 = getelementptr inbounds i8, ptr %182, i64 16
  %184 = load ptr, ptr %183, align 8
  tail call void %184(ptr noundef nonnull align 8 dereferenceable(16) %173) #27
  %185 = load ptr, ptr %173, align 8, !tbaa !34
  %186 = getelementptr inbounds i8, ptr %185, i64 24
  %187 = load ptr, ptr %186, align 8
  tail call void %187(ptr noundef nonnull align 8 dereferenceable(16) %173) #27
  br label %199

188:                                              ; preds = %175
  %189 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %190 = icmp eq i8 %189, 0
  br i1 %190, label %193, label %191

191:                                              ; preds = %188
  %192 = add nsw i32 %179, -1
  store i32 %192, ptr %176, align 4, !tbaa !37
  br label %195

193:                                              ; preds = %188
  %194 = atomicrmw volatile add ptr %176, i32 -1 acq_rel, align 4
  br label %195

195:                                              ; preds = %193, %191
  %196 = phi i32 [ %179, %191 ], [ %194, %193 ]
  %197 = icmp eq i32 %196, 1
  br i1 %197, label %198, label %199, !prof !38

198:                                              ; preds = %195
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %173) #27
  br label %199

199:                                              ; preds = %198, %195, %180, %170
  %200 = getelementptr inbounds i8, ptr %171, i64 16
  %201 = icmp eq ptr %200, %152
  br i1 %201, label %202, label %170, !llvm.loop !39

202:                                              ; preds = %199
  %203 = load ptr, ptr %154, align 8, !tbaa !26
  br label %204

204:                                              ; preds = %202, %168
  %205 = phi ptr [ %203, %202 ], [ %151, %168 ]
  %206 = icmp eq ptr %205, null
  br i1 %206, label %212, label %207

207:                                              ; preds = %204
  %208 = load ptr, ptr %156, align 8, !tbaa !41
  %209 = ptrtoint ptr %208 to i64
  %210 = ptrtoint ptr %205 to i64
  %211 = sub i64 %209, %210
  tail call void @_ZdlPvm(ptr noundef nonnull %205, i64 noundef %211) #29
  br label %212

212:                                              ; preds = %204, %207
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #27
  invoke void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(176) %2, ptr noundef nonnull %0, i32 noundef 2014)
          to label %213 unwind label %238

213:                                              ; preds = %212
  %214 = invoke noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %215 unwind label %238

215:                                              ; preds = %213
  store ptr %214, ptr %115, align 8, !tbaa !316
  %216 = load ptr, ptr %1, align 8, !tbaa !180
  %217 = icmp eq ptr %216, null
  br i1 %217, label %218, label %219

218:                                              ; preds = %215
  tail call void @__assert_fail(ptr noundef nonnull @.str.17, ptr noundef nonnull @.str.18, i32 noundef 29, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_6bufferIiLi2ENS1_17aligned_allocatorIiEEvEEEERKDtsrT_4implERKS8_) #28
  unreachable

219:                                              ; preds = %215
  %220 = load ptr, ptr %0, align 8, !tbaa !297
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
  %230 = call noundef ptr @_ZN4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #27
  %231 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #27
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
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %9) #27
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #27
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
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %10) #27
  br label %246

246:                                              ; preds = %244, %240
  %247 = phi { ptr, i32 } [ %245, %244 ], [ %241, %240 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #27
  br label %248

248:                                              ; preds = %246, %238
  %249 = phi { ptr, i32 } [ %239, %238 ], [ %247, %246 ]
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #27
  br label %250

250:                                              ; preds = %248, %236
  %251 = phi { ptr, i32 } [ %249, %248 ], [ %237, %236 ]
  resume { ptr, i32 } %251
}

declare void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef byval(%"class.sycl::_V1::id.192") align 8, ptr noundef byval(%"class.sycl::_V1::range.139") align 8, ptr noundef byval(%"class.sycl::_V1::range.139") align 8, i32 noundef, ptr noundef, i32 noundef, i32 noundef, i64 noundef, i1 noundef zeroext, ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #15

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #8 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  tail call void @_ZdlPvm(ptr noundef nonnull %42, i64 noundef %49) #29
  br label %50

50:                                               ; preds = %41, %44
  ret void
}

declare void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(176), ptr noundef, i32 noundef) local_unnamed_addr #15

declare void @_ZN4sycl3_V16detail23constructorNotificationEPvS2_NS0_6access6targetENS3_4modeERKNS1_13code_locationE(ptr noundef, ptr noundef, i32 noundef, i32 noundef, ptr noundef nonnull align 8 dereferenceable(24)) local_unnamed_addr #15

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #23

declare noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #15

declare noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #15

declare noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #15

; Function Attrs: nounwind
declare noundef ptr @_ZN4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #19

; Function Attrs: nounwind
declare noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #19

declare noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #15

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi2ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(56) %0, ptr noundef nonnull align 8 dereferenceable(41) %1, ptr noundef nonnull align 8 dereferenceable(176) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.sycl::_V1::id.192", align 8
  %7 = alloca %"class.sycl::_V1::range.139", align 8
  %8 = alloca %"class.sycl::_V1::range.139", align 8
  %9 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %10 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %6, i8 0, i64 24, i1 false)
  %11 = load i64, ptr %10, align 8
  %12 = getelementptr inbounds i8, ptr %1, i64 24
  %13 = load i64, ptr %12, align 8
  store i64 %11, ptr %7, align 8, !tbaa !21, !alias.scope !318
  %14 = getelementptr inbounds i8, ptr %7, i64 8
  store i64 %13, ptr %14, align 8, !tbaa !21, !alias.scope !318
  %15 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 1, ptr %15, align 8, !tbaa !21, !alias.scope !318
  store i64 %11, ptr %8, align 8, !tbaa !21, !alias.scope !321
  %16 = getelementptr inbounds i8, ptr %8, i64 8
  store i64 %13, ptr %16, align 8, !tbaa !21, !alias.scope !321
  %17 = getelementptr inbounds i8, ptr %8, i64 16
  store i64 1, ptr %17, align 8, !tbaa !21, !alias.scope !321
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #27
  %18 = load i64, ptr %3, align 8
  %19 = getelementptr inbounds i8, ptr %3, i64 8
  %20 = getelementptr inbounds i8, ptr %3, i64 16
  %21 = load ptr, ptr %20, align 8, !tbaa !19
  %22 = load ptr, ptr %19, align 8, !tbaa !19
  %23 = ptrtoint ptr %21 to i64
  %24 = ptrtoint ptr %22 to i64
  %25 = sub i64 %23, %24
  %26 = icmp eq ptr %21, %22
  br i1 %26, label %53, label %27

27:                                               ; preds = %5
  %28 = icmp ugt i64 %25, 9223372036854775792
  br i1 %28, label %29, label %30, !prof !38

29:                                               ; preds = %27
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #30
  unreachable

30:                                               ; preds = %27
  %31 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %25) #31
  br label %32

32:                                               ; preds = %49, %30
  %33 = phi ptr [ %51, %49 ], [ %31, %30 ]
  %34 = phi ptr [ %50, %49 ], [ %22, %30 ]
  %35 = load ptr, ptr %34, align 8, !tbaa !313
  store ptr %35, ptr %33, align 8, !tbaa !313
  %36 = getelementptr inbounds i8, ptr %33, i64 8
  %37 = getelementptr inbounds i8, ptr %34, i64 8
  %38 = load ptr, ptr %37, align 8, !tbaa !29
  store ptr %38, ptr %36, align 8, !tbaa !29
  %39 = icmp eq ptr %38, null
  br i1 %39, label %49, label %40

40:                                               ; preds = %32
  %41 = getelementptr inbounds i8, ptr %38, i64 8
  %42 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %43 = icmp eq i8 %42, 0
  br i1 %43, label %47, label %44

44:                                               ; preds = %40
  %45 = load i32, ptr %41, align 4, !tbaa !37
  %46 = add nsw i32 %45, 1
  store i32 %46, ptr %41, align 4, !tbaa !37
  br label %49

47:                                               ; preds = %40
  %48 = atomicrmw volatile add ptr %41, i32 1 acq_rel, align 4
  br label %49

49:                                               ; preds = %47, %44, %32
  %50 = getelementptr inbounds i8, ptr %34, i64 16
  %51 = getelementptr inbounds i8, ptr %33, i64 16
  %52 = icmp eq ptr %50, %21
  br i1 %52, label %53, label %32, !llvm.loop !315

53:                                               ; preds = %49, %5
  %54 = phi ptr [ null, %5 ], [ %31, %49 ]
  %55 = phi ptr [ null, %5 ], [ %51, %49 ]
  %56 = getelementptr inbounds i8, ptr %54, i64 %25
  store i64 %18, ptr %9, align 8
  %57 = getelementptr inbounds i8, ptr %9, i64 8
  store ptr %54, ptr %57, align 8, !tbaa !26
  %58 = getelementptr inbounds i8, ptr %9, i64 16
  store ptr %55, ptr %58, align 8, !tbaa !28
  %59 = getelementptr inbounds i8, ptr %9, i64 24
  store ptr %56, ptr %59, align 8, !tbaa !41
  %60 = load ptr, ptr %1, align 8, !tbaa !180
  %61 = icmp eq ptr %60, null
  br i1 %61, label %62, label %63

62:                                               ; preds = %53
  tail call void @__assert_fail(ptr noundef nonnull @.str.17, ptr noundef nonnull @.str.18, i32 noundef 29, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_6bufferIfLi2ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS8_) #28
  unreachable

63:                                               ; preds = %53
  %64 = and i64 %18, 16
  %65 = icmp eq i64 %64, 0
  %66 = select i1 %65, i32 1025, i32 1027
  %67 = getelementptr inbounds i8, ptr %1, i64 32
  %68 = load i64, ptr %67, align 8, !tbaa !171
  %69 = getelementptr inbounds i8, ptr %1, i64 40
  %70 = load i8, ptr %69, align 8, !tbaa !179, !range !231, !noundef !232
  %71 = trunc nuw i8 %70 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id.192") align 8 %6, ptr noundef nonnull byval(%"class.sycl::_V1::range.139") align 8 %7, ptr noundef nonnull byval(%"class.sycl::_V1::range.139") align 8 %8, i32 noundef %66, ptr noundef nonnull %60, i32 noundef 2, i32 noundef 4, i64 noundef %68, i1 noundef zeroext %71, ptr noundef nonnull align 8 dereferenceable(32) %3)
          to label %72 unwind label %208

72:                                               ; preds = %63
  %73 = icmp eq ptr %54, %55
  br i1 %73, label %108, label %74

74:                                               ; preds = %72, %103
  %75 = phi ptr [ %104, %103 ], [ %54, %72 ]
  %76 = getelementptr inbounds i8, ptr %75, i64 8
  %77 = load ptr, ptr %76, align 8, !tbaa !29
  %78 = icmp eq ptr %77, null
  br i1 %78, label %103, label %79

79:                                               ; preds = %74
  %80 = getelementptr inbounds i8, ptr %77, i64 8
  %81 = load atomic i64, ptr %80 acquire, align 8
  %82 = icmp eq i64 %81, 4294967297
  %83 = trunc i64 %81 to i32
  br i1 %82, label %84, label %92

84:                                               ; preds = %79
  store i32 0, ptr %80, align 8, !tbaa !31
  %85 = getelementptr inbounds i8, ptr %77, i64 12
  store i32 0, ptr %85, align 4, !tbaa !33
  %86 = load ptr, ptr %77, align 8, !tbaa !34
  %87 = getelementptr inbounds i8, ptr %86, i64 16
  %88 = load ptr, ptr %87, align 8
  tail call void %88(ptr noundef nonnull align 8 dereferenceable(16) %77) #27
  %89 = load ptr, ptr %77, align 8, !tbaa !34
  %90 = getelementptr inbounds i8, ptr %89, i64 24
  %91 = load ptr, ptr %90, align 8
  tail call void %91(ptr noundef nonnull align 8 dereferenceable(16) %77) #27
  br label %103

92:                                               ; preds = %79
  %93 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %94 = icmp eq i8 %93, 0
  br i1 %94, label %97, label %95

95:                                               ; preds = %92
  %96 = add nsw i32 %83, -1
  store i32 %96, ptr %80, align 4, !tbaa !37
  br label %99

97:                                               ; preds = %92
  %98 = atomicrmw volatile add ptr %80, i32 -1 acq_rel, align 4
  br label %99

99:                                               ; preds = %97, %95
  %100 = phi i32 [ %83, %95 ], [ %98, %97 ]
  %101 = icmp eq i32 %100, 1
  br i1 %101, label %102, label %103, !prof !38

102:                                              ; preds = %99
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %77) #27
  br label %103

103:                                              ; preds = %102, %99, %84, %74
  %104 = getelementptr inbounds i8, ptr %75, i64 16
  %105 = icmp eq ptr %104, %55
  br i1 %105, label %106, label %74, !llvm.loop !39

106:                                              ; preds = %103
  %107 = load ptr, ptr %57, align 8, !tbaa !26
  br label %108

108:                                              ; preds = %106, %72
  %109 = phi ptr [ %107, %106 ], [ %54, %72 ]
  %110 = icmp eq ptr %109, null
  br i1 %110, label %116, label %111

111:                                              ; preds = %108
  %112 = load ptr, ptr %59, align 8, !tbaa !41
  %113 = ptrtoint ptr %112 to i64
  %114 = ptrtoint ptr %109 to i64
  %115 = sub i64 %113, %114
  tail call void @_ZdlPvm(ptr noundef nonnull %109, i64 noundef %115) #29
  br label %116

116:                                              ; preds = %108, %111
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #27
  %117 = getelementptr inbounds i8, ptr %0, i64 16
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %117, i8 0, i64 40, i1 false)
  %118 = load ptr, ptr %20, align 8, !tbaa !19
  %119 = load ptr, ptr %19, align 8, !tbaa !19
  %120 = ptrtoint ptr %118 to i64
  %121 = ptrtoint ptr %119 to i64
  %122 = sub i64 %120, %121
  %123 = icmp eq ptr %118, %119
  br i1 %123, label %184, label %124

124:                                              ; preds = %116
  %125 = icmp ugt i64 %122, 9223372036854775792
  br i1 %125, label %126, label %128, !prof !38

126:                                              ; preds = %124
  invoke void @_ZSt28__throw_bad_array_new_lengthv() #30
          to label %127 unwind label %212

127:                                              ; preds = %126
  unreachable

128:                                              ; preds = %124
  %129 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %122) #31
          to label %130 unwind label %212

130:                                              ; preds = %128, %147
  %131 = phi ptr [ %149, %147 ], [ %129, %128 ]
  %132 = phi ptr [ %148, %147 ], [ %119, %128 ]
  %133 = load ptr, ptr %132, align 8, !tbaa !313
  store ptr %133, ptr %131, align 8, !tbaa !313
  %134 = getelementptr inbounds i8, ptr %131, i64 8
  %135 = getelementptr inbounds i8, ptr %132, i64 8
  %136 = load ptr, ptr %135, align 8, !tbaa !29
  store ptr %136, ptr %134, align 8, !tbaa !29
  %137 = icmp eq ptr %136, null
  br i1 %137, label %147, label %138

138:                                              ; preds = %130
  %139 = getelementptr inbounds i8, ptr %136, i64 8
  %140 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %141 = icmp eq i8 %140, 0
  br i1 %141, label %145, label %142

142:                                              ; preds = %138
  %143 = load i32, ptr %139, align 4, !tbaa !37
  %144 = add nsw i32 %143, 1
  store i32 %144, ptr %139, align 4, !tbaa !37
  br label %147

145:                                              ; preds = %138
  %146 = atomicrmw volatile add ptr %139, i32 1 acq_rel, align 4
  br label %147

147:                                              ; preds = %145, %142, %130
  %148 = getelementptr inbounds i8, ptr %132, i64 16
  %149 = getelementptr inbounds i8, ptr %131, i64 16
  %150 = icmp eq ptr %148, %118
  br i1 %150, label %151, label %130, !llvm.loop !315

151:                                              ; preds = %147, %180
  %152 = phi ptr [ %181, %180 ], [ %129, %147 ]
  %153 = getelementptr inbounds i8, ptr %152, i64 8
  %154 = load ptr, ptr %153, align 8, !tbaa !29
  %155 = icmp eq ptr %154, null
  br i1 %155, label %180, label %156

156:                                              ; preds = %151
  %157 = getelementptr inbounds i8, ptr %154, i64 8
  %158 = load atomic i64, ptr %157 acquire, align 8
  %159 = icmp eq i64 %158, 4294967297
  %160 = trunc i64 %158 to i32
  br i1 %159, label %161, label %169

161:                                              ; preds = %156
  store i32 0, ptr %157, align 8, !tbaa !31
  %162 = getelementptr inbounds i8, ptr %154, i64 12
  store i32 0, ptr %162, align 4, !tbaa !33
  %163 = load ptr, ptr %154, align 8, !tbaa !34
  %164 = getelementptr inbounds i8, ptr %163, i64 16
  %165 = load ptr, ptr %164, align 8
  tail call void %165(ptr noundef nonnull align 8 dereferenceable(16) %154) #27
  %166 = load ptr, ptr %154, align 8, !tbaa !34
  %167 = getelementptr inbounds i8, ptr %166, i64 24
  %168 = load ptr, ptr %167, align 8
  tail call void %168(ptr noundef nonnull align 8 dereferenceable(16) %154) #27
  br label %180

169:                                              ; preds = %156
  %170 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %171 = icmp eq i8 %170, 0
  br i1 %171, label %174, label %172

172:                                              ; preds = %169
  %173 = add nsw i32 %160, -1
  store i32 %173, ptr %157, align 4, !tbaa !37
  br label %176

174:                                              ; preds = %169
  %175 = atomicrmw volatile add ptr %157, i32 -1 acq_rel, align 4
  br label %176

176:                                              ; preds = %174, %172
  %177 = phi i32 [ %160, %172 ], [ %175, %174 ]
  %178 = icmp eq i32 %177, 1
  br i1 %178, label %179, label %180, !prof !38

179:                                              ; preds = %176
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %154) #27
  br label %180

180:                                              ; preds = %179, %176, %161, %151
  %181 = getelementptr inbounds i8, ptr %152, i64 16
  %182 = icmp eq ptr %152, %131
  br i1 %182, label %183, label %151, !llvm.loop !39

183:                                              ; preds = %180
  tail call void @_ZdlPvm(ptr noundef nonnull %129, i64 noundef %122) #29
  br label %184

184:                                              ; preds = %116, %183
  invoke void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(176) %2, ptr noundef nonnull %0, i32 noundef 2014)
          to label %185 unwind label %210

185:                                              ; preds = %184
  %186 = invoke noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %187 unwind label %210

187:                                              ; preds = %185
  store ptr %186, ptr %117, align 8, !tbaa !324
  %188 = load ptr, ptr %1, align 8, !tbaa !180
  %189 = icmp eq ptr %188, null
  br i1 %189, label %190, label %191

190:                                              ; preds = %187
  tail call void @__assert_fail(ptr noundef nonnull @.str.17, ptr noundef nonnull @.str.18, i32 noundef 29, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_6bufferIfLi2ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS8_) #28
  unreachable

191:                                              ; preds = %187
  %192 = load ptr, ptr %0, align 8, !tbaa !297
  invoke void @_ZN4sycl3_V16detail23constructorNotificationEPvS2_NS0_6access6targetENS3_4modeERKNS1_13code_locationE(ptr noundef nonnull %188, ptr noundef %192, i32 noundef 2014, i32 noundef 1025, ptr noundef nonnull align 8 dereferenceable(24) %4)
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
  %202 = call noundef ptr @_ZN4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #27
  %203 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #27
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
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %9) #27
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #27
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
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #27
  br label %216

216:                                              ; preds = %214, %208
  %217 = phi { ptr, i32 } [ %215, %214 ], [ %209, %208 ]
  resume { ptr, i32 } %217
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler24parallel_for_lambda_implI4Map2ZZN14GeneratedBench5step1ERNS0_5queueERNS0_6bufferIiLi2ENS0_6detail17aligned_allocatorIiEEvEESC_RNS7_IfLi2ENS9_IfEEvEEENKUlRS1_E_clESG_EUlNS0_4itemILi2ELb1EEEE_Li2ENS0_3ext6oneapi12experimental10propertiesINSN_6detail20properties_type_listIJEEEEEEEvNS0_5rangeIXT1_EEET2_RKT0_(ptr noundef nonnull align 8 dereferenceable(176) %0, i64 %1, i64 %2, ptr noundef nonnull align 8 dereferenceable(64) %3) local_unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.sycl::_V1::range", align 8
  %6 = alloca %"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view", align 8
  %7 = alloca %"struct.sycl::_V1::detail::compile_time_kernel_info_v1::CompileTimeKernelInfoTy", align 8
  call void @llvm.lifetime.start.p0(i64 88, ptr nonnull %7) #27
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(88) %7, ptr noundef nonnull align 8 dereferenceable(88) @__const._ZN4sycl3_V17handler19setDeviceKernelInfoI4Map2EEvPv.Info, i64 88, i1 false)
  %8 = tail call noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(176) %0)
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %20, label %10

10:                                               ; preds = %4
  %11 = tail call ptr @__cxa_allocate_exception(i64 64) #27
  %12 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #27
  %13 = extractvalue { i32, ptr } %12, 0
  %14 = extractvalue { i32, ptr } %12, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %11, i32 %13, ptr %14, ptr noundef nonnull @.str.23)
          to label %15 unwind label %18

15:                                               ; preds = %10
  tail call void @__cxa_throw(ptr nonnull %11, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #30
  unreachable

16:                                               ; preds = %31, %18
  %17 = phi { ptr, i32 } [ %19, %18 ], [ %32, %31 ]
  resume { ptr, i32 } %17

18:                                               ; preds = %10
  %19 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %11) #27
  br label %16

20:                                               ; preds = %4
  call void @_ZNK4sycl3_V17handler28throwOnKernelParameterMisuseERKNS0_6detail27compile_time_kernel_info_v123CompileTimeKernelInfoTyE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull align 8 dereferenceable(81) %7)
  %21 = icmp eq i64 %2, 0
  br i1 %21, label %33, label %22

22:                                               ; preds = %20
  %23 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %2, i64 %1)
  %24 = extractvalue { i64, i1 } %23, 1
  br i1 %24, label %25, label %33

25:                                               ; preds = %22
  %26 = call ptr @__cxa_allocate_exception(i64 64) #27
  %27 = call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #27
  %28 = extractvalue { i32, ptr } %27, 0
  %29 = extractvalue { i32, ptr } %27, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %26, i32 %28, ptr %29, ptr noundef nonnull @.str.22)
          to label %30 unwind label %31

30:                                               ; preds = %25
  call void @__cxa_throw(ptr nonnull %26, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #30
  unreachable

31:                                               ; preds = %25
  %32 = landingpad { ptr, i32 }
          cleanup
  call void @__cxa_free_exception(ptr %26) #27
  call void @llvm.lifetime.end.p0(i64 88, ptr nonnull %7) #27
  br label %16

33:                                               ; preds = %22, %20
  %34 = load ptr, ptr %7, align 8, !tbaa !19
  %35 = getelementptr inbounds i8, ptr %7, i64 8
  %36 = load i64, ptr %35, align 8, !tbaa !21
  call void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr %34, i64 %36)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6)
  store i64 %1, ptr %5, align 8
  %37 = getelementptr inbounds i8, ptr %5, i64 8
  store i64 %2, ptr %37, align 8
  store ptr %5, ptr %6, align 8, !tbaa !209
  %38 = getelementptr inbounds i8, ptr %6, i64 8
  %39 = getelementptr inbounds i8, ptr %6, i64 24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %38, i8 0, i64 16, i1 false)
  store i64 2, ptr %39, align 8, !tbaa !213
  call void @_ZN4sycl3_V17handler20setNDRangeDescriptorENS0_6detail16nd_range_view_v113nd_range_viewEb(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull byval(%"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view") align 8 %6, i1 noundef zeroext false)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6)
  call void @_ZN4sycl3_V17handler11StoreLambdaI4Map2ZZN14GeneratedBench5step1ERNS0_5queueERNS0_6bufferIiLi2ENS0_6detail17aligned_allocatorIiEEvEESC_RNS7_IfLi2ENS9_IfEEvEEENKUlRS1_E_clESG_EUlNS0_4itemILi2ELb1EEEE_Li2ESJ_KSK_EEvOT3_(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull align 8 dereferenceable(64) %3)
  call void @llvm.lifetime.end.p0(i64 88, ptr nonnull %7) #27
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local { i64, i32 } @_ZN4sycl3_V16detail18getKernelParamDescI4Map2EENS1_19kernel_param_desc_tEi(i32 noundef %0) #4 comdat {
  %2 = add i32 %0, 7
  %3 = zext i32 %2 to i64
  %4 = getelementptr inbounds [15 x %"struct.sycl::_V1::detail::kernel_param_desc_t"], ptr @_ZN4sycl3_V16detailL17kernel_signaturesE, i64 0, i64 %3
  %5 = load i64, ptr %4, align 4
  %6 = getelementptr inbounds i8, ptr %4, i64 8
  %7 = load i32, ptr %6, align 4, !tbaa !37
  %8 = insertvalue { i64, i32 } poison, i64 %5, 0
  %9 = insertvalue { i64, i32 } %8, i32 %7, 1
  ret { i64, i32 } %9
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNK4sycl3_V17handler28throwOnKernelParameterMisuseERKNS0_6detail27compile_time_kernel_info_v123CompileTimeKernelInfoTyE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull align 8 dereferenceable(81) %1) local_unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = getelementptr inbounds i8, ptr %1, i64 16
  %4 = load i32, ptr %3, align 8, !tbaa !325
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %13, label %6

6:                                                ; preds = %2
  %7 = getelementptr inbounds i8, ptr %1, i64 72
  br label %14

8:                                                ; preds = %30
  %9 = add nuw nsw i64 %15, 1
  %10 = load i32, ptr %3, align 8, !tbaa !325
  %11 = zext i32 %10 to i64
  %12 = icmp ult i64 %9, %11
  br i1 %12, label %14, label %13, !llvm.loop !328

13:                                               ; preds = %8, %2
  ret void

14:                                               ; preds = %6, %8
  %15 = phi i64 [ 0, %6 ], [ %9, %8 ]
  %16 = load ptr, ptr %7, align 8, !tbaa !329
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
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %23, i32 %25, ptr %26, ptr noundef nonnull @.str.24)
          to label %27 unwind label %28

27:                                               ; preds = %22
  tail call void @__cxa_throw(ptr nonnull %23, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #30
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
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %34, i32 %36, ptr %37, ptr noundef nonnull @.str.25)
          to label %38 unwind label %39

38:                                               ; preds = %33
  tail call void @__cxa_throw(ptr nonnull %34, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #30
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

declare void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(176), ptr, i64) local_unnamed_addr #15

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler11StoreLambdaI4Map2ZZN14GeneratedBench5step1ERNS0_5queueERNS0_6bufferIiLi2ENS0_6detail17aligned_allocatorIiEEvEESC_RNS7_IfLi2ENS9_IfEEvEEENKUlRS1_E_clESG_EUlNS0_4itemILi2ELb1EEEE_Li2ESJ_KSK_EEvOT3_(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull align 8 dereferenceable(64) %1) local_unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = getelementptr inbounds i8, ptr %0, i64 144
  %4 = tail call noalias noundef nonnull dereferenceable(72) ptr @_Znwm(i64 noundef 72) #31
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZN14GeneratedBench5step1ERNS0_5queueERNS0_6bufferIiLi2ENS1_17aligned_allocatorIiEEvEESA_RNS6_IfLi2ENS7_IfEEvEEENKUlRNS0_7handlerEE_clESF_EUlNS0_4itemILi2ELb1EEEE_SI_Li2EEE, i64 16), ptr %4, align 8, !tbaa !34
  %5 = getelementptr inbounds i8, ptr %4, i64 8
  %6 = load ptr, ptr %1, align 8, !tbaa !297
  store ptr %6, ptr %5, align 8, !tbaa !297
  %7 = getelementptr inbounds i8, ptr %4, i64 16
  %8 = getelementptr inbounds i8, ptr %1, i64 8
  %9 = load ptr, ptr %8, align 8, !tbaa !29
  store ptr %9, ptr %7, align 8, !tbaa !29
  %10 = icmp eq ptr %9, null
  br i1 %10, label %20, label %11

11:                                               ; preds = %2
  %12 = getelementptr inbounds i8, ptr %9, i64 8
  %13 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %14 = icmp eq i8 %13, 0
  br i1 %14, label %18, label %15

15:                                               ; preds = %11
  %16 = load i32, ptr %12, align 4, !tbaa !37
  %17 = add nsw i32 %16, 1
  store i32 %17, ptr %12, align 4, !tbaa !37
  br label %20

18:                                               ; preds = %11
  %19 = atomicrmw volatile add ptr %12, i32 1 acq_rel, align 4
  br label %20

20:                                               ; preds = %2, %15, %18
  %21 = getelementptr inbounds i8, ptr %4, i64 24
  %22 = getelementptr inbounds i8, ptr %1, i64 16
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %21, ptr noundef nonnull align 8 dereferenceable(40) %22, i64 40, i1 false)
  %23 = getelementptr inbounds i8, ptr %4, i64 64
  %24 = getelementptr inbounds i8, ptr %1, i64 56
  %25 = load i64, ptr %24, align 8
  store i64 %25, ptr %23, align 8
  %26 = load ptr, ptr %3, align 8, !tbaa !19
  store ptr %4, ptr %3, align 8, !tbaa !19
  %27 = icmp eq ptr %26, null
  br i1 %27, label %32, label %28

28:                                               ; preds = %20
  %29 = load ptr, ptr %26, align 8, !tbaa !34
  %30 = getelementptr inbounds i8, ptr %29, i64 16
  %31 = load ptr, ptr %30, align 8
  tail call void %31(ptr noundef nonnull align 8 dereferenceable(8) %26) #27
  br label %32

32:                                               ; preds = %20, %28
  tail call void @_ZN4sycl3_V17handler23instantiateKernelOnHostEPv(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull @_ZN4sycl3_V16detail16runKernelWithArgINS0_4itemILi2ELb1EEEZZN14GeneratedBench5step1ERNS0_5queueERNS0_6bufferIiLi2ENS1_17aligned_allocatorIiEEvEESC_RNS8_IfLi2ENS9_IfEEvEEENKUlRNS0_7handlerEE_clESH_EUlS4_E_Lb0EEEvT0_T_RKSt17integral_constantIbXT1_EE)
  %33 = load ptr, ptr %3, align 8, !tbaa !19
  %34 = load ptr, ptr %33, align 8, !tbaa !34
  %35 = load ptr, ptr %34, align 8
  %36 = tail call noundef ptr %35(ptr noundef nonnull align 8 dereferenceable(8) %33)
  tail call void @_ZN4sycl3_V17handler19setDeviceKernelInfoI4Map2EEvPv(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef %36)
  ret void
}

declare noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(176)) local_unnamed_addr #15

declare void @_ZN4sycl3_V17handler20setNDRangeDescriptorENS0_6detail16nd_range_view_v113nd_range_viewEb(ptr noundef nonnull align 8 dereferenceable(176), ptr noundef byval(%"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view") align 8, i1 noundef zeroext) local_unnamed_addr #15

declare void @_ZN4sycl3_V17handler23instantiateKernelOnHostEPv(ptr noundef nonnull align 8 dereferenceable(176), ptr noundef) local_unnamed_addr #15

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler19setDeviceKernelInfoI4Map2EEvPv(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef %1) local_unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = getelementptr inbounds i8, ptr %0, i64 64
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(16) @__const._ZN4sycl3_V17handler19setDeviceKernelInfoI4Map2EEvPv.Info, i64 16, i1 false), !tbaa.struct !330
  tail call void @_ZN4sycl3_V17handler13setKernelFuncEPv(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef %1)
  %4 = load atomic i8, ptr @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI4Map2EERNS1_16DeviceKernelInfoEvE4Info acquire, align 8
  %5 = icmp eq i8 %4, 0
  br i1 %5, label %6, label %14, !prof !233

6:                                                ; preds = %2
  %7 = tail call i32 @__cxa_guard_acquire(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI4Map2EERNS1_16DeviceKernelInfoEvE4Info) #27
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %14, label %9

9:                                                ; preds = %6
  %10 = invoke noundef nonnull align 1 ptr @_ZN4sycl3_V16detail19getDeviceKernelInfoERKNS1_27compile_time_kernel_info_v123CompileTimeKernelInfoTyE(ptr noundef nonnull align 8 dereferenceable(81) @_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI4Map2EE)
          to label %11 unwind label %12

11:                                               ; preds = %9
  store ptr %10, ptr @_ZZN4sycl3_V16detail19getDeviceKernelInfoI4Map2EERNS1_16DeviceKernelInfoEvE4Info, align 8, !tbaa !19
  tail call void @__cxa_guard_release(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI4Map2EERNS1_16DeviceKernelInfoEvE4Info) #27
  br label %14

12:                                               ; preds = %9
  %13 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_guard_abort(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI4Map2EERNS1_16DeviceKernelInfoEvE4Info) #27
  resume { ptr, i32 } %13

14:                                               ; preds = %2, %6, %11
  %15 = load ptr, ptr @_ZZN4sycl3_V16detail19getDeviceKernelInfoI4Map2EERNS1_16DeviceKernelInfoEvE4Info, align 8, !tbaa !19
  tail call void @_ZN4sycl3_V17handler22setDeviceKernelInfoPtrEPNS0_6detail16DeviceKernelInfoE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull %15)
  tail call void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(176) %0, i32 noundef 1)
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail10HostKernelIZZN14GeneratedBench5step1ERNS0_5queueERNS0_6bufferIiLi2ENS1_17aligned_allocatorIiEEvEESA_RNS6_IfLi2ENS7_IfEEvEEENKUlRNS0_7handlerEE_clESF_EUlNS0_4itemILi2ELb1EEEE_SI_Li2EE6getPtrEv(ptr noundef nonnull align 8 dereferenceable(72) %0) unnamed_addr #21 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail10HostKernelIZZN14GeneratedBench5step1ERNS0_5queueERNS0_6bufferIiLi2ENS1_17aligned_allocatorIiEEvEESA_RNS6_IfLi2ENS7_IfEEvEEENKUlRNS0_7handlerEE_clESF_EUlNS0_4itemILi2ELb1EEEE_SI_Li2EED2Ev(ptr noundef nonnull align 8 dereferenceable(72) %0) unnamed_addr #21 comdat align 2 personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZN14GeneratedBench5step1ERNS0_5queueERNS0_6bufferIiLi2ENS1_17aligned_allocatorIiEEvEESA_RNS6_IfLi2ENS7_IfEEvEEENKUlRNS0_7handlerEE_clESF_EUlNS0_4itemILi2ELb1EEEE_SI_Li2EEE, i64 16), ptr %0, align 8, !tbaa !34
  %2 = getelementptr inbounds i8, ptr %0, i64 16
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
define linkonce_odr dso_local void @_ZN4sycl3_V16detail10HostKernelIZZN14GeneratedBench5step1ERNS0_5queueERNS0_6bufferIiLi2ENS1_17aligned_allocatorIiEEvEESA_RNS6_IfLi2ENS7_IfEEvEEENKUlRNS0_7handlerEE_clESF_EUlNS0_4itemILi2ELb1EEEE_SI_Li2EED0Ev(ptr noundef nonnull align 8 dereferenceable(72) %0) unnamed_addr #21 comdat align 2 personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZN14GeneratedBench5step1ERNS0_5queueERNS0_6bufferIiLi2ENS1_17aligned_allocatorIiEEvEESA_RNS6_IfLi2ENS7_IfEEvEEENKUlRNS0_7handlerEE_clESF_EUlNS0_4itemILi2ELb1EEEE_SI_Li2EEE, i64 16), ptr %0, align 8, !tbaa !34
  %2 = getelementptr inbounds i8, ptr %0, i64 16
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
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 72) #29
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail16runKernelWithArgINS0_4itemILi2ELb1EEEZZN14GeneratedBench5step1ERNS0_5queueERNS0_6bufferIiLi2ENS1_17aligned_allocatorIiEEvEESC_RNS8_IfLi2ENS9_IfEEvEEENKUlRNS0_7handlerEE_clESH_EUlS4_E_Lb0EEEvT0_T_RKSt17integral_constantIbXT1_EE(ptr noundef %0, ptr noundef byval(%"class.sycl::_V1::item") align 8 %1, ptr noundef nonnull align 1 dereferenceable(1) %2) #4 comdat {
  tail call void @_ZZZN14GeneratedBench5step1ERN4sycl3_V15queueERNS1_6bufferIiLi2ENS1_6detail17aligned_allocatorIiEEvEES9_RNS4_IfLi2ENS6_IfEEvEEENKUlRNS1_7handlerEE_clESE_ENKUlNS1_4itemILi2ELb1EEEE_clESH_(ptr noundef nonnull align 8 dereferenceable(64) %0, ptr noundef nonnull byval(%"class.sycl::_V1::item") align 8 %1)
  ret void
}

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZZZN14GeneratedBench5step1ERN4sycl3_V15queueERNS1_6bufferIiLi2ENS1_6detail17aligned_allocatorIiEEvEES9_RNS4_IfLi2ENS6_IfEEvEEENKUlRNS1_7handlerEE_clESE_ENKUlNS1_4itemILi2ELb1EEEE_clESH_(ptr noundef nonnull align 8 dereferenceable(64) %0, ptr noundef byval(%"class.sycl::_V1::item") align 8 %1) local_unnamed_addr #16 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca { ptr, [32 x i8] }, align 8
  %4 = alloca %"class.sycl::_V1::detail::accessor_common<float, 2, sycl::_V1::access::mode::write, sycl::_V1::access::target::device, sycl::_V1::access::placeholder::false_t>::AccessorSubscript", align 8
  %5 = getelementptr inbounds i8, ptr %1, i64 16
  %6 = load i64, ptr %5, align 8, !tbaa !21
  %7 = getelementptr inbounds i8, ptr %1, i64 24
  %8 = load i64, ptr %7, align 8, !tbaa !21
  %9 = getelementptr inbounds i8, ptr %0, i64 56
  %10 = load float, ptr %9, align 8, !tbaa !300
  %11 = getelementptr inbounds i8, ptr %0, i64 60
  %12 = load i32, ptr %11, align 4, !tbaa !306
  %13 = sitofp i32 %12 to float
  %14 = tail call noundef float @_ZN4sycl3_V111__fabs_implEf(float noundef %13)
  %15 = tail call noundef float @_ZN4sycl3_V111__sqrt_implEf(float noundef %14)
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %4) #27
  tail call void @llvm.experimental.noalias.scope.decl(metadata !331)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %3)
  %16 = load ptr, ptr %0, align 8, !tbaa !297, !noalias !331
  %17 = getelementptr inbounds i8, ptr %0, i64 8
  %18 = load ptr, ptr %17, align 8, !tbaa !29, !noalias !331
  %19 = icmp eq ptr %18, null
  br i1 %19, label %31, label %20

20:                                               ; preds = %2
  %21 = getelementptr inbounds i8, ptr %18, i64 8
  %22 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36, !noalias !331
  %23 = icmp eq i8 %22, 0
  %24 = getelementptr inbounds i8, ptr %0, i64 16
  br i1 %23, label %36, label %25

25:                                               ; preds = %20
  %26 = load i32, ptr %21, align 4, !tbaa !37, !noalias !331
  %27 = add nsw i32 %26, 1
  store i32 %27, ptr %21, align 4, !tbaa !37, !noalias !331
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %3, ptr noundef nonnull align 8 dereferenceable(40) %24, i64 40, i1 false), !noalias !331
  %28 = getelementptr inbounds i8, ptr %4, i64 8
  store i64 0, ptr %28, align 8
  %29 = getelementptr inbounds i8, ptr %4, i64 16
  store ptr %16, ptr %29, align 8, !tbaa !297, !alias.scope !331
  %30 = getelementptr inbounds i8, ptr %4, i64 24
  store ptr %18, ptr %30, align 8, !tbaa !29, !alias.scope !331
  br label %42

31:                                               ; preds = %2
  %32 = getelementptr inbounds i8, ptr %0, i64 16
  %33 = getelementptr inbounds i8, ptr %4, i64 16
  store ptr %16, ptr %33, align 8, !tbaa !297, !alias.scope !331
  %34 = getelementptr inbounds i8, ptr %4, i64 24
  store ptr null, ptr %34, align 8, !tbaa !29, !alias.scope !331
  %35 = getelementptr inbounds i8, ptr %4, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %35, ptr noundef nonnull align 8 dereferenceable(40) %32, i64 40, i1 false)
  store i64 %6, ptr %4, align 8, !tbaa !21, !alias.scope !331
  br label %71

36:                                               ; preds = %20
  %37 = atomicrmw volatile add ptr %21, i32 1 acq_rel, align 4, !noalias !331
  %38 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36, !noalias !331
  %39 = icmp eq i8 %38, 0
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %3, ptr noundef nonnull align 8 dereferenceable(40) %24, i64 40, i1 false), !noalias !331
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %4, i8 0, i64 16, i1 false), !alias.scope !331
  %40 = getelementptr inbounds i8, ptr %4, i64 16
  store ptr %16, ptr %40, align 8, !tbaa !297, !alias.scope !331
  %41 = getelementptr inbounds i8, ptr %4, i64 24
  store ptr %18, ptr %41, align 8, !tbaa !29, !alias.scope !331
  br i1 %39, label %45, label %42

42:                                               ; preds = %25, %36
  %43 = load i32, ptr %21, align 4, !tbaa !37, !noalias !331
  %44 = add nsw i32 %43, 1
  store i32 %44, ptr %21, align 4, !tbaa !37, !noalias !331
  br label %47

45:                                               ; preds = %36
  %46 = atomicrmw volatile add ptr %21, i32 1 acq_rel, align 4, !noalias !331
  br label %47

47:                                               ; preds = %45, %42
  %48 = getelementptr inbounds i8, ptr %4, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %48, ptr noundef nonnull align 8 dereferenceable(40) %3, i64 40, i1 false)
  store i64 %6, ptr %4, align 8, !tbaa !21, !alias.scope !331
  %49 = load atomic i64, ptr %21 acquire, align 8, !noalias !331
  %50 = icmp eq i64 %49, 4294967297
  %51 = trunc i64 %49 to i32
  br i1 %50, label %52, label %60

52:                                               ; preds = %47
  store i32 0, ptr %21, align 8, !tbaa !31, !noalias !331
  %53 = getelementptr inbounds i8, ptr %18, i64 12
  store i32 0, ptr %53, align 4, !tbaa !33, !noalias !331
  %54 = load ptr, ptr %18, align 8, !tbaa !34, !noalias !331
  %55 = getelementptr inbounds i8, ptr %54, i64 16
  %56 = load ptr, ptr %55, align 8, !noalias !331
  tail call void %56(ptr noundef nonnull align 8 dereferenceable(16) %18) #27, !noalias !331
  %57 = load ptr, ptr %18, align 8, !tbaa !34, !noalias !331
  %58 = getelementptr inbounds i8, ptr %57, i64 24
  %59 = load ptr, ptr %58, align 8, !noalias !331
  tail call void %59(ptr noundef nonnull align 8 dereferenceable(16) %18) #27, !noalias !331
  br label %71

60:                                               ; preds = %47
  %61 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36, !noalias !331
  %62 = icmp eq i8 %61, 0
  br i1 %62, label %65, label %63

63:                                               ; preds = %60
  %64 = add nsw i32 %51, -1
  store i32 %64, ptr %21, align 4, !tbaa !37, !noalias !331
  br label %67

65:                                               ; preds = %60
  %66 = atomicrmw volatile add ptr %21, i32 -1 acq_rel, align 4, !noalias !331
  br label %67

67:                                               ; preds = %65, %63
  %68 = phi i32 [ %51, %63 ], [ %66, %65 ]
  %69 = icmp eq i32 %68, 1
  br i1 %69, label %70, label %71, !prof !38

70:                                               ; preds = %67
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %18) #27, !noalias !331
  br label %71

71:                                               ; preds = %31, %52, %67, %70
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %3)
  %72 = getelementptr inbounds i8, ptr %4, i64 8
  store i64 %8, ptr %72, align 8, !tbaa !21
  %73 = getelementptr inbounds i8, ptr %4, i64 16
  %74 = load i64, ptr %4, align 8
  %75 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %73)
          to label %76 unwind label %123

76:                                               ; preds = %71
  %77 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %73)
          to label %78 unwind label %123

78:                                               ; preds = %76
  %79 = load i64, ptr %77, align 8
  %80 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %73)
          to label %81 unwind label %123

81:                                               ; preds = %78
  %82 = getelementptr inbounds i8, ptr %80, i64 8
  %83 = load i64, ptr %82, align 8
  %84 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %73)
          to label %85 unwind label %123

85:                                               ; preds = %81
  %86 = add i64 %79, %74
  %87 = mul i64 %83, %86
  %88 = getelementptr inbounds i8, ptr %84, i64 8
  %89 = load i64, ptr %88, align 8
  %90 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %73) #27
  %91 = getelementptr float, ptr %90, i64 %87
  %92 = getelementptr float, ptr %91, i64 %8
  %93 = getelementptr float, ptr %92, i64 %89
  %94 = fadd float %10, %15
  store float %94, ptr %93, align 4, !tbaa !56
  %95 = getelementptr inbounds i8, ptr %4, i64 24
  %96 = load ptr, ptr %95, align 8, !tbaa !29
  %97 = icmp eq ptr %96, null
  br i1 %97, label %122, label %98

98:                                               ; preds = %85
  %99 = getelementptr inbounds i8, ptr %96, i64 8
  %100 = load atomic i64, ptr %99 acquire, align 8
  %101 = icmp eq i64 %100, 4294967297
  %102 = trunc i64 %100 to i32
  br i1 %101, label %103, label %111

103:                                              ; preds = %98
  store i32 0, ptr %99, align 8, !tbaa !31
  %104 = getelementptr inbounds i8, ptr %96, i64 12
  store i32 0, ptr %104, align 4, !tbaa !33
  %105 = load ptr, ptr %96, align 8, !tbaa !34
  %106 = getelementptr inbounds i8, ptr %105, i64 16
  %107 = load ptr, ptr %106, align 8
  call void %107(ptr noundef nonnull align 8 dereferenceable(16) %96) #27
  %108 = load ptr, ptr %96, align 8, !tbaa !34
  %109 = getelementptr inbounds i8, ptr %108, i64 24
  %110 = load ptr, ptr %109, align 8
  call void %110(ptr noundef nonnull align 8 dereferenceable(16) %96) #27
  br label %122

111:                                              ; preds = %98
  %112 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %113 = icmp eq i8 %112, 0
  br i1 %113, label %116, label %114

114:                                              ; preds = %111
  %115 = add nsw i32 %102, -1
  store i32 %115, ptr %99, align 4, !tbaa !37
  br label %118

116:                                              ; preds = %111
  %117 = atomicrmw volatile add ptr %99, i32 -1 acq_rel, align 4
  br label %118

118:                                              ; preds = %116, %114
  %119 = phi i32 [ %102, %114 ], [ %117, %116 ]
  %120 = icmp eq i32 %119, 1
  br i1 %120, label %121, label %122, !prof !38

121:                                              ; preds = %118
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %96) #27
  br label %122

122:                                              ; preds = %85, %103, %118, %121
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %4) #27
  ret void

123:                                              ; preds = %81, %78, %76, %71
  %124 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1025ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIfLi2ELS4_1025ELS5_2014ELS6_0ESA_EEED2Ev(ptr noundef nonnull align 8 dereferenceable(72) %4) #27
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %4) #27
  resume { ptr, i32 } %124
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1025ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIfLi2ELS4_1025ELS5_2014ELS6_0ESA_EEED2Ev(ptr noundef nonnull align 8 dereferenceable(72) %0) unnamed_addr #8 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 24
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

declare noundef float @_ZN4sycl3_V111__sqrt_implEf(float noundef) local_unnamed_addr #15

declare noundef float @_ZN4sycl3_V111__fabs_implEf(float noundef) local_unnamed_addr #15

declare void @_ZN4sycl3_V17handler13setKernelFuncEPv(ptr noundef nonnull align 8 dereferenceable(176), ptr noundef) local_unnamed_addr #15

declare void @_ZN4sycl3_V17handler22setDeviceKernelInfoPtrEPNS0_6detail16DeviceKernelInfoE(ptr noundef nonnull align 8 dereferenceable(176), ptr noundef) local_unnamed_addr #15

declare void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(176), i32 noundef) local_unnamed_addr #15

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V15queue17parallel_for_implI10Histogram3Li1ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEJRZN14GeneratedBench5step2ERS1_PiSE_EUlNS0_2idILi1EEEE_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEESM_DpOSK_(ptr dead_on_unwind noalias writable sret(%"class.sycl::_V1::event") align 8 %0, ptr noundef nonnull align 8 dereferenceable(16) %1, i64 %2, ptr noundef nonnull align 8 dereferenceable(16) %3) local_unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.sycl::_V1::range.70", align 8
  %6 = alloca %"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view", align 8
  %7 = alloca %"class.sycl::_V1::ext::oneapi::experimental::properties", align 1
  %8 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %9 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %8) #27
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %8, ptr noundef nonnull align 8 dereferenceable(24) @__const._ZN4sycl3_V15queue17parallel_for_implI10Histogram3Li1ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEJRZN14GeneratedBench5step2ERS1_PiSE_EUlNS0_2idILi1EEEE_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEESM_DpOSK_.CodeLoc, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %9) #27
  call void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 8 dereferenceable(9) %9, ptr noundef nonnull align 8 dereferenceable(24) %8)
  %10 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 8 dereferenceable(9) %9)
          to label %11 unwind label %15

11:                                               ; preds = %4
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store i64 %2, ptr %5, align 8, !noalias !334
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #27, !noalias !334
  store ptr %5, ptr %6, align 8, !tbaa !209, !noalias !334
  %12 = getelementptr inbounds i8, ptr %6, i64 8
  %13 = getelementptr inbounds i8, ptr %6, i64 24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %12, i8 0, i64 16, i1 false), !noalias !334
  store i64 1, ptr %13, align 8, !tbaa !213, !noalias !334
  invoke void @_ZN4sycl3_V16detail20submit_kernel_directILNS1_6WrapAsE1ENS0_4itemILi1ELb1EEE10Histogram3Lb1ENS0_3ext6oneapi12experimental10propertiesINS9_6detail20properties_type_listIJEEEEERZN14GeneratedBench5step2ERNS0_5queueEPiSI_EUlNS0_2idILi1EEEE_Li1EEEDaRKSG_RKNS1_16nd_range_view_v113nd_range_viewEOT4_NS0_4spanIKNS0_5eventELm18446744073709551615EEERKT3_RKNS1_13code_locationE(ptr dead_on_unwind writable sret(%"class.sycl::_V1::event") align 8 %0, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(32) %6, ptr noundef nonnull align 8 dereferenceable(16) %3, ptr null, i64 0, ptr noundef nonnull align 1 dereferenceable(1) %7, ptr noundef nonnull align 8 dereferenceable(24) %10)
          to label %14 unwind label %15

14:                                               ; preds = %11
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #27, !noalias !334
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %9) #27
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %9) #27
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %8) #27
  ret void

15:                                               ; preds = %11, %4
  %16 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %9) #27
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %9) #27
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %8) #27
  resume { ptr, i32 } %16
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail20submit_kernel_directILNS1_6WrapAsE1ENS0_4itemILi1ELb1EEE10Histogram3Lb1ENS0_3ext6oneapi12experimental10propertiesINS9_6detail20properties_type_listIJEEEEERZN14GeneratedBench5step2ERNS0_5queueEPiSI_EUlNS0_2idILi1EEEE_Li1EEEDaRKSG_RKNS1_16nd_range_view_v113nd_range_viewEOT4_NS0_4spanIKNS0_5eventELm18446744073709551615EEERKT3_RKNS1_13code_locationE(ptr dead_on_unwind noalias writable sret(%"class.sycl::_V1::event") align 8 %0, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(16) %3, ptr %4, i64 %5, ptr noundef nonnull align 1 dereferenceable(1) %6, ptr noundef nonnull align 8 dereferenceable(24) %7) local_unnamed_addr #4 comdat personality ptr @__gxx_personality_v0 {
  %9 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 8
  %10 = alloca %"struct.sycl::_V1::detail::kernel_launch_properties_v1::PropsHolder", align 8
  %11 = alloca %"class.sycl::_V1::detail::HostKernelRef.203", align 8
  %12 = alloca %"class.sycl::_V1::span", align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %9) #27
  call void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 8 dereferenceable(9) %9, ptr noundef nonnull align 8 dereferenceable(24) %7)
  %13 = load atomic i8, ptr @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI10Histogram3EERNS1_16DeviceKernelInfoEvE4Info acquire, align 8
  %14 = icmp eq i8 %13, 0
  br i1 %14, label %15, label %23, !prof !233

15:                                               ; preds = %8
  %16 = call i32 @__cxa_guard_acquire(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI10Histogram3EERNS1_16DeviceKernelInfoEvE4Info) #27
  %17 = icmp eq i32 %16, 0
  br i1 %17, label %23, label %18

18:                                               ; preds = %15
  %19 = invoke noundef nonnull align 1 ptr @_ZN4sycl3_V16detail19getDeviceKernelInfoERKNS1_27compile_time_kernel_info_v123CompileTimeKernelInfoTyE(ptr noundef nonnull align 8 dereferenceable(81) @_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI10Histogram3EE)
          to label %20 unwind label %21

20:                                               ; preds = %18
  store ptr %19, ptr @_ZZN4sycl3_V16detail19getDeviceKernelInfoI10Histogram3EERNS1_16DeviceKernelInfoEvE4Info, align 8, !tbaa !19
  call void @__cxa_guard_release(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI10Histogram3EERNS1_16DeviceKernelInfoEvE4Info) #27
  br label %23

21:                                               ; preds = %18
  %22 = landingpad { ptr, i32 }
          cleanup
  call void @__cxa_guard_abort(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI10Histogram3EERNS1_16DeviceKernelInfoEvE4Info) #27
  br label %49

23:                                               ; preds = %8, %15, %20
  %24 = load ptr, ptr @_ZZN4sycl3_V16detail19getDeviceKernelInfoI10Histogram3EERNS1_16DeviceKernelInfoEvE4Info, align 8, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 152, ptr nonnull %10) #27
  %25 = getelementptr inbounds i8, ptr %10, i64 8
  store i8 0, ptr %25, align 8, !tbaa !234, !alias.scope !337
  %26 = getelementptr inbounds i8, ptr %10, i64 18
  store i8 0, ptr %26, align 2, !tbaa !241, !alias.scope !337
  %27 = getelementptr inbounds i8, ptr %10, i64 20
  store i8 0, ptr %27, align 4, !tbaa !243, !alias.scope !337
  %28 = getelementptr inbounds i8, ptr %10, i64 28
  store i8 0, ptr %28, align 4, !tbaa !245, !alias.scope !337
  %29 = getelementptr inbounds i8, ptr %10, i64 36
  store i8 0, ptr %29, align 4, !tbaa !247, !alias.scope !337
  %30 = getelementptr inbounds i8, ptr %10, i64 44
  store i8 0, ptr %30, align 4, !tbaa !245, !alias.scope !337
  %31 = getelementptr inbounds i8, ptr %10, i64 52
  store i8 0, ptr %31, align 4, !tbaa !247, !alias.scope !337
  %32 = getelementptr inbounds i8, ptr %10, i64 60
  store i8 0, ptr %32, align 4, !tbaa !245, !alias.scope !337
  %33 = getelementptr inbounds i8, ptr %10, i64 68
  store i8 0, ptr %33, align 4, !tbaa !247, !alias.scope !337
  %34 = getelementptr inbounds i8, ptr %10, i64 80
  store i8 0, ptr %34, align 8, !tbaa !249, !alias.scope !337
  %35 = getelementptr inbounds i8, ptr %10, i64 104
  store i8 0, ptr %35, align 8, !tbaa !251, !alias.scope !337
  %36 = getelementptr inbounds i8, ptr %10, i64 136
  store i8 0, ptr %36, align 8, !tbaa !253, !alias.scope !337
  %37 = getelementptr inbounds i8, ptr %10, i64 144
  store i8 1, ptr %37, align 8, !tbaa !255, !alias.scope !337
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %11) #27
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail13HostKernelRefIZN14GeneratedBench5step2ERNS0_5queueEPiS6_EUlNS0_2idILi1EEEE_RS9_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %11, align 8, !tbaa !34
  %38 = getelementptr inbounds i8, ptr %11, i64 8
  store ptr %3, ptr %38, align 8, !tbaa !19
  store ptr %4, ptr %12, align 8, !tbaa !19
  %39 = getelementptr inbounds i8, ptr %12, i64 8
  store i64 %5, ptr %39, align 8, !tbaa !21
  %40 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 8 dereferenceable(9) %9)
          to label %41 unwind label %47

41:                                               ; preds = %23
  %42 = getelementptr inbounds i8, ptr %9, i64 8
  %43 = load i8, ptr %42, align 8, !tbaa !229, !range !231, !noundef !232
  %44 = trunc nuw i8 %43 to i1
  %45 = xor i1 %44, true
  invoke void @_ZN4sycl3_V136submit_kernel_direct_with_event_implERKNS0_5queueERKNS0_6detail16nd_range_view_v113nd_range_viewERNS4_17HostKernelRefBaseEPNS4_16DeviceKernelInfoENS0_4spanIKNS0_5eventELm18446744073709551615EEERKNS4_27kernel_launch_properties_v111PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENSJ_5intel12experimental12cache_configENSL_17use_root_sync_keyENSL_23work_group_progress_keyENSL_22sub_group_progress_keyENSL_22work_item_progress_keyENSL_4cuda12cluster_sizeILi1EEENSV_ILi2EEENSV_ILi3EEEEEERKNS4_13code_locationEb(ptr dead_on_unwind writable sret(%"class.sycl::_V1::event") align 8 %0, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(8) %11, ptr noundef nonnull %24, ptr noundef nonnull byval(%"class.sycl::_V1::span") align 8 %12, ptr noundef nonnull align 8 dereferenceable(145) %10, ptr noundef nonnull align 8 dereferenceable(24) %40, i1 noundef zeroext %45)
          to label %46 unwind label %47

46:                                               ; preds = %41
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %11) #27
  call void @llvm.lifetime.end.p0(i64 152, ptr nonnull %10) #27
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %9) #27
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %9) #27
  ret void

47:                                               ; preds = %41, %23
  %48 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %11) #27
  call void @llvm.lifetime.end.p0(i64 152, ptr nonnull %10) #27
  br label %49

49:                                               ; preds = %21, %47
  %50 = phi { ptr, i32 } [ %48, %47 ], [ %22, %21 ]
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %9) #27
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %9) #27
  resume { ptr, i32 } %50
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local { i64, i32 } @_ZN4sycl3_V16detail18getKernelParamDescI10Histogram3EENS1_19kernel_param_desc_tEi(i32 noundef %0) #4 comdat {
  %2 = add i32 %0, 12
  %3 = zext i32 %2 to i64
  %4 = getelementptr inbounds [15 x %"struct.sycl::_V1::detail::kernel_param_desc_t"], ptr @_ZN4sycl3_V16detailL17kernel_signaturesE, i64 0, i64 %3
  %5 = load i64, ptr %4, align 4
  %6 = getelementptr inbounds i8, ptr %4, i64 8
  %7 = load i32, ptr %6, align 4, !tbaa !37
  %8 = insertvalue { i64, i32 } poison, i64 %5, 0
  %9 = insertvalue { i64, i32 } %8, i32 %7, 1
  ret { i64, i32 } %9
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail14HostKernelBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #21 comdat align 2 {
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail13HostKernelRefIZN14GeneratedBench5step2ERNS0_5queueEPiS6_EUlNS0_2idILi1EEEE_RS9_NS0_4itemILi1ELb1EEELi1EE6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #21 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !342
  ret ptr %3
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail13HostKernelRefIZN14GeneratedBench5step2ERNS0_5queueEPiS6_EUlNS0_2idILi1EEEE_RS9_NS0_4itemILi1ELb1EEELi1EED0Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #21 comdat align 2 {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 16) #29
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNK4sycl3_V16detail13HostKernelRefIZN14GeneratedBench5step2ERNS0_5queueEPiS6_EUlNS0_2idILi1EEEE_RS9_NS0_4itemILi1ELb1EEELi1EE19takeOrCopyOwnershipEv(ptr dead_on_unwind noalias writable sret(%"class.std::unique_ptr.146") align 8 %0, ptr noundef nonnull align 8 dereferenceable(16) %1) unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = invoke noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #31
          to label %4 unwind label %8

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %1, i64 8
  %6 = load ptr, ptr %5, align 8, !tbaa !342
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZN14GeneratedBench5step2ERNS0_5queueEPiS6_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %3, align 8, !tbaa !34
  %7 = getelementptr inbounds i8, ptr %3, i64 8
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %7, ptr noundef nonnull align 8 dereferenceable(16) %6, i64 16, i1 false), !tbaa.struct !344
  store ptr %3, ptr %0, align 8, !tbaa !19
  ret void

8:                                                ; preds = %2
  %9 = landingpad { ptr, i32 }
          cleanup
  store ptr null, ptr %0, align 8, !tbaa !19
  resume { ptr, i32 } %9
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail10HostKernelIZN14GeneratedBench5step2ERNS0_5queueEPiS6_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #21 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail10HostKernelIZN14GeneratedBench5step2ERNS0_5queueEPiS6_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #21 comdat align 2 {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 24) #29
  ret void
}

declare void @_ZN4sycl3_V15queue10wait_proxyERKNS0_6detail13code_locationE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(24)) local_unnamed_addr #15

declare void @_ZNK4sycl3_V16detail12buffer_plain13handleReleaseEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #15

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #24

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #22

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #25

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #25

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #26

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64) #25

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #25

attributes #0 = { mustprogress nofree nounwind willreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { inlinehint mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #10 = { noinline noreturn nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { noreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { nobuiltin allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #14 = { mustprogress noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #15 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #16 = { inlinehint mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #17 = { nofree nosync nounwind memory(none) }
attributes #18 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #19 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #20 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #21 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #22 = { nofree nounwind }
attributes #23 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #24 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #25 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #26 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #27 = { nounwind }
attributes #28 = { noreturn nounwind }
attributes #29 = { builtin nounwind }
attributes #30 = { noreturn }
attributes #31 = { builtin allocsize(0) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 0}
!6 = !{!"_ZTS4Args", !7, i64 0, !7, i64 8, !7, i64 16, !7, i64 24, !7, i64 32, !10, i64 40, !11, i64 44, !11, i64 48}
!7 = !{!"long", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{!"float", !8, i64 0}
!11 = !{!"int", !8, i64 0}
!12 = !{!6, !7, i64 8}
!13 = !{!6, !7, i64 16}
!14 = !{!6, !7, i64 24}
!15 = !{!6, !7, i64 32}
!16 = !{!6, !10, i64 40}
!17 = !{!6, !11, i64 44}
!18 = !{!6, !11, i64 48}
!19 = !{!20, !20, i64 0}
!20 = !{!"any pointer", !8, i64 0}
!21 = !{!7, !7, i64 0}
!22 = !{!23, !20, i64 24}
!23 = !{!"_ZTSSt8functionIFvN4sycl3_V114exception_listEEE", !24, i64 0, !20, i64 24}
!24 = !{!"_ZTSSt14_Function_base", !8, i64 0, !20, i64 16}
!25 = !{!24, !20, i64 16}
!26 = !{!27, !20, i64 0}
!27 = !{!"_ZTSNSt12_Vector_baseISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEESaIS5_EE17_Vector_impl_dataE", !20, i64 0, !20, i64 8, !20, i64 16}
!28 = !{!27, !20, i64 8}
!29 = !{!30, !20, i64 0}
!30 = !{!"_ZTSSt14__shared_countILN9__gnu_cxx12_Lock_policyE2EE", !20, i64 0}
!31 = !{!32, !11, i64 8}
!32 = !{!"_ZTSSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE", !11, i64 8, !11, i64 12}
!33 = !{!32, !11, i64 12}
!34 = !{!35, !35, i64 0}
!35 = !{!"vtable pointer", !9, i64 0}
!36 = !{!8, !8, i64 0}
!37 = !{!11, !11, i64 0}
!38 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!39 = distinct !{!39, !40}
!40 = !{!"llvm.loop.mustprogress"}
!41 = !{!27, !20, i64 16}
!42 = !{!43, !7, i64 0}
!43 = !{!"_ZTS14GeneratedBench", !6, i64 0, !44, i64 56, !44, i64 80, !44, i64 104, !44, i64 128, !44, i64 152, !44, i64 176, !48, i64 200, !48, i64 224, !48, i64 248, !48, i64 272, !48, i64 296, !48, i64 320, !48, i64 344, !48, i64 368}
!44 = !{!"_ZTSSt6vectorIfSaIfEE", !45, i64 0}
!45 = !{!"_ZTSSt12_Vector_baseIfSaIfEE", !46, i64 0}
!46 = !{!"_ZTSNSt12_Vector_baseIfSaIfEE12_Vector_implE", !47, i64 0}
!47 = !{!"_ZTSNSt12_Vector_baseIfSaIfEE17_Vector_impl_dataE", !20, i64 0, !20, i64 8, !20, i64 16}
!48 = !{!"_ZTSSt6vectorIiSaIiEE", !49, i64 0}
!49 = !{!"_ZTSSt12_Vector_baseIiSaIiEE", !50, i64 0}
!50 = !{!"_ZTSNSt12_Vector_baseIiSaIiEE12_Vector_implE", !51, i64 0}
!51 = !{!"_ZTSNSt12_Vector_baseIiSaIiEE17_Vector_impl_dataE", !20, i64 0, !20, i64 8, !20, i64 16}
!52 = !{!43, !7, i64 8}
!53 = !{!43, !7, i64 16}
!54 = !{!47, !20, i64 8}
!55 = !{!47, !20, i64 0}
!56 = !{!10, !10, i64 0}
!57 = distinct !{!57, !40}
!58 = distinct !{!58, !40}
!59 = !{!51, !20, i64 8}
!60 = !{!51, !20, i64 0}
!61 = distinct !{!61, !40}
!62 = distinct !{!62, !40}
!63 = distinct !{!63, !40}
!64 = distinct !{!64, !40}
!65 = !{!66, !20, i64 0}
!66 = !{!"_ZTSN4sycl3_V16detail13code_locationE", !20, i64 0, !20, i64 8, !11, i64 16, !11, i64 20}
!67 = !{!68}
!68 = distinct !{!68, !69, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!69 = distinct !{!69, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!70 = !{!66, !20, i64 8}
!71 = !{!66, !11, i64 16}
!72 = !{!66, !11, i64 20}
!73 = !{!74}
!74 = distinct !{!74, !75, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!75 = distinct !{!75, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!76 = !{!77}
!77 = distinct !{!77, !78, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!78 = distinct !{!78, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!79 = !{!80}
!80 = distinct !{!80, !81, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!81 = distinct !{!81, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!82 = !{!83}
!83 = distinct !{!83, !84, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!84 = distinct !{!84, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!85 = !{!86}
!86 = distinct !{!86, !87, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!87 = distinct !{!87, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!88 = !{!89}
!89 = distinct !{!89, !90, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!90 = distinct !{!90, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!91 = !{!92}
!92 = distinct !{!92, !93, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!93 = distinct !{!93, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!94 = !{!95}
!95 = distinct !{!95, !96, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!96 = distinct !{!96, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!97 = !{!98}
!98 = distinct !{!98, !99, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!99 = distinct !{!99, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!100 = !{!101, !20, i64 0}
!101 = !{!"_ZTSZN14GeneratedBench5step2ERN4sycl3_V15queueEPiS4_EUlNS1_2idILi1EEEE_", !20, i64 0, !20, i64 8}
!102 = !{!101, !20, i64 8}
!103 = !{!104}
!104 = distinct !{!104, !105, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!105 = distinct !{!105, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!106 = !{!107}
!107 = distinct !{!107, !108, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!108 = distinct !{!108, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!109 = !{!110}
!110 = distinct !{!110, !111, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!111 = distinct !{!111, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!112 = !{!113}
!113 = distinct !{!113, !114, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!114 = distinct !{!114, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!115 = !{!116}
!116 = distinct !{!116, !117, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!117 = distinct !{!117, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!118 = !{!119}
!119 = distinct !{!119, !120, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!120 = distinct !{!120, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!121 = !{!122}
!122 = distinct !{!122, !123, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!123 = distinct !{!123, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!124 = !{!125}
!125 = distinct !{!125, !126, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!126 = distinct !{!126, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!127 = !{!43, !10, i64 40}
!128 = !{!43, !11, i64 44}
!129 = distinct !{!129, !40}
!130 = distinct !{!130, !40}
!131 = distinct !{!131, !40, !132, !133}
!132 = !{!"llvm.loop.isvectorized", i32 1}
!133 = !{!"llvm.loop.unroll.runtime.disable"}
!134 = distinct !{!134, !40}
!135 = distinct !{!135, !40, !133, !132}
!136 = distinct !{!136, !40}
!137 = distinct !{!137, !40}
!138 = distinct !{!138, !40}
!139 = distinct !{!139, !40}
!140 = distinct !{!140, !40}
!141 = distinct !{!141, !40}
!142 = distinct !{!142, !40}
!143 = distinct !{!143, !40}
!144 = !{!51, !20, i64 16}
!145 = !{!47, !20, i64 16}
!146 = !{!147, !20, i64 0}
!147 = !{!"_ZTSNSt15__exception_ptr13exception_ptrE", !20, i64 0}
!148 = !{!149, !151, i64 32}
!149 = !{!"_ZTSSt8ios_base", !7, i64 8, !7, i64 16, !150, i64 24, !151, i64 28, !151, i64 32, !20, i64 40, !152, i64 48, !8, i64 64, !11, i64 192, !20, i64 200, !153, i64 208}
!150 = !{!"_ZTSSt13_Ios_Fmtflags", !8, i64 0}
!151 = !{!"_ZTSSt12_Ios_Iostate", !8, i64 0}
!152 = !{!"_ZTSNSt8ios_base6_WordsE", !20, i64 0, !7, i64 8}
!153 = !{!"_ZTSSt6locale", !20, i64 0}
!154 = !{!155, !20, i64 24}
!155 = !{!"_ZTSSt8functionIFiRKN4sycl3_V16deviceEEE", !24, i64 0, !20, i64 24}
!156 = !{!157, !20, i64 16}
!157 = !{!"_ZTSNSt12_Vector_baseINSt15__exception_ptr13exception_ptrESaIS1_EE17_Vector_impl_dataE", !20, i64 0, !20, i64 8, !20, i64 16}
!158 = !{!157, !20, i64 0}
!159 = !{!157, !20, i64 8}
!160 = distinct !{!160, !40}
!161 = !{!162}
!162 = distinct !{!162, !163, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!163 = distinct !{!163, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!164 = !{!165, !7, i64 0}
!165 = !{!"_ZTSN4sycl3_V16detail17aligned_allocatorIfEE", !7, i64 0}
!166 = !{!167, !7, i64 16}
!167 = !{!"_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE", !168, i64 0, !165, i64 8, !7, i64 16}
!168 = !{!"_ZTSN4sycl3_V16detail19SYCLMemObjAllocatorE"}
!169 = !{!170, !20, i64 0}
!170 = !{!"_ZTSSt10_Head_baseILm0EPN4sycl3_V16detail19SYCLMemObjAllocatorELb0EE", !20, i64 0}
!171 = !{!172, !7, i64 32}
!172 = !{!"_ZTSN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvEE", !173, i64 0, !176, i64 16, !7, i64 32, !178, i64 40}
!173 = !{!"_ZTSN4sycl3_V16detail12buffer_plainE", !174, i64 0}
!174 = !{!"_ZTSSt10shared_ptrIN4sycl3_V16detail11buffer_implEE", !175, i64 0}
!175 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail11buffer_implELN9__gnu_cxx12_Lock_policyE2EE", !20, i64 0, !30, i64 8}
!176 = !{!"_ZTSN4sycl3_V15rangeILi2EEE", !177, i64 0}
!177 = !{!"_ZTSN4sycl3_V16detail5arrayILi2EEE", !8, i64 0}
!178 = !{!"bool", !8, i64 0}
!179 = !{!172, !178, i64 40}
!180 = !{!175, !20, i64 0}
!181 = !{!182, !20, i64 8}
!182 = !{!"_ZTSSt9type_info", !20, i64 8}
!183 = !{!184}
!184 = distinct !{!184, !185, !"_ZN4sycl3_V16detail12rangeToArrayERKNS0_5rangeILi2EEE: argument 0"}
!185 = distinct !{!185, !"_ZN4sycl3_V16detail12rangeToArrayERKNS0_5rangeILi2EEE"}
!186 = !{!187}
!187 = distinct !{!187, !188, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIiEEiEEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!188 = distinct !{!188, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIiEEiEEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!189 = !{!190, !7, i64 0}
!190 = !{!"_ZTSN4sycl3_V16detail17aligned_allocatorIiEE", !7, i64 0}
!191 = !{!192, !7, i64 16}
!192 = !{!"_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiEE", !168, i64 0, !190, i64 8, !7, i64 16}
!193 = !{!194, !7, i64 32}
!194 = !{!"_ZTSN4sycl3_V16bufferIiLi2ENS0_6detail17aligned_allocatorIiEEvEE", !173, i64 0, !176, i64 16, !7, i64 32, !178, i64 40}
!195 = !{!194, !178, i64 40}
!196 = !{!197}
!197 = distinct !{!197, !198, !"_ZN4sycl3_V16detail12rangeToArrayERKNS0_5rangeILi2EEE: argument 0"}
!198 = distinct !{!198, !"_ZN4sycl3_V16detail12rangeToArrayERKNS0_5rangeILi2EEE"}
!199 = !{!200, !7, i64 0}
!200 = !{!"_ZTSZN14GeneratedBench5step0ERN4sycl3_V15queueEPfS4_EUlNS1_7nd_itemILi1EEEE_", !7, i64 0, !20, i64 8, !20, i64 16}
!201 = !{!200, !20, i64 8}
!202 = !{!200, !20, i64 16}
!203 = !{!204}
!204 = distinct !{!204, !205, !"_ZN4sycl3_V15queue12parallel_forI9GroupMax1Li1EJZN14GeneratedBench5step0ERS1_PfS6_EUlNS0_7nd_itemILi1EEEE_EEENSt9enable_ifIXsr6detail23AreAllButLastReductionsIDpT1_EE5valueENS0_5eventEE4typeENS0_8nd_rangeIXT0_EEEDpOSB_: argument 0"}
!205 = distinct !{!205, !"_ZN4sycl3_V15queue12parallel_forI9GroupMax1Li1EJZN14GeneratedBench5step0ERS1_PfS6_EUlNS0_7nd_itemILi1EEEE_EEENSt9enable_ifIXsr6detail23AreAllButLastReductionsIDpT1_EE5valueENS0_5eventEE4typeENS0_8nd_rangeIXT0_EEEDpOSB_"}
!206 = !{!207, !204}
!207 = distinct !{!207, !208, !"_ZN4sycl3_V16detail33submit_kernel_direct_parallel_forI9GroupMax1Lb1ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEERZN14GeneratedBench5step0ERNS0_5queueEPfSF_EUlNS0_7nd_itemILi1EEEE_Li1EEEDaRKSD_NS0_8nd_rangeIXT3_EEEOT2_NS0_4spanIKNS0_5eventELm18446744073709551615EEERKT1_RKNS1_13code_locationE: argument 0"}
!208 = distinct !{!208, !"_ZN4sycl3_V16detail33submit_kernel_direct_parallel_forI9GroupMax1Lb1ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEERZN14GeneratedBench5step0ERNS0_5queueEPfSF_EUlNS0_7nd_itemILi1EEEE_Li1EEEDaRKSD_NS0_8nd_rangeIXT3_EEEOT2_NS0_4spanIKNS0_5eventELm18446744073709551615EEERKT1_RKNS1_13code_locationE"}
!209 = !{!210, !20, i64 0}
!210 = !{!"_ZTSN4sycl3_V16detail16nd_range_view_v113nd_range_viewE", !20, i64 0, !20, i64 8, !20, i64 16, !7, i64 24}
!211 = !{!210, !20, i64 8}
!212 = !{!210, !20, i64 16}
!213 = !{!210, !7, i64 24}
!214 = !{!215}
!215 = distinct !{!215, !216, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!216 = distinct !{!216, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!217 = !{!218}
!218 = distinct !{!218, !219, !"_ZN4sycl3_V15queue6submitIZN14GeneratedBench5step1ERS1_RNS0_6bufferIiLi2ENS0_6detail17aligned_allocatorIiEEvEESA_RNS5_IfLi2ENS7_IfEEvEEEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_SF_EENS0_5eventEE4typeESI_RKNS6_13code_locationE: argument 0"}
!219 = distinct !{!219, !"_ZN4sycl3_V15queue6submitIZN14GeneratedBench5step1ERS1_RNS0_6bufferIiLi2ENS0_6detail17aligned_allocatorIiEEvEESA_RNS5_IfLi2ENS7_IfEEvEEEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_SF_EENS0_5eventEE4typeESI_RKNS6_13code_locationE"}
!220 = !{!221, !20, i64 0}
!221 = !{!"_ZTSN4sycl3_V16detail19type_erased_cgfo_tyE", !20, i64 0, !20, i64 8}
!222 = !{!221, !20, i64 8}
!223 = !{!224, !218}
!224 = distinct !{!224, !225, !"_ZNK4sycl3_V15queue17submit_with_eventINS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET_RKNS0_6detail19type_erased_cgfo_tyERKNSD_13code_locationE: argument 0"}
!225 = distinct !{!225, !"_ZNK4sycl3_V15queue17submit_with_eventINS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET_RKNS0_6detail19type_erased_cgfo_tyERKNSD_13code_locationE"}
!226 = !{!227, !228, i64 0}
!227 = !{!"_ZTSN4sycl3_V16detail3_V114SubmissionInfoE", !228, i64 0}
!228 = !{!"_ZTSN4sycl3_V13ext6oneapi12experimental15event_mode_enumE", !8, i64 0}
!229 = !{!230, !178, i64 8}
!230 = !{!"_ZTSN4sycl3_V16detail14tls_code_loc_tE", !20, i64 0, !178, i64 8}
!231 = !{i8 0, i8 2}
!232 = !{}
!233 = !{!"branch_weights", i32 1, i32 1048575}
!234 = !{!235, !178, i64 8}
!235 = !{!"_ZTSSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental23work_group_scratch_sizeEE", !8, i64 0, !178, i64 8}
!236 = !{!237, !239}
!237 = distinct !{!237, !238, !"_ZN4sycl3_V16detail27kernel_launch_properties_v129extractKernelPropertiesCommonINS2_11PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS5_5intel12experimental12cache_configENS7_17use_root_sync_keyENS7_23work_group_progress_keyENS7_22sub_group_progress_keyENS7_22work_item_progress_keyENS7_4cuda12cluster_sizeILi1EEENSH_ILi2EEENSH_ILi3EEEEEELb0ENS7_10propertiesINS7_6detail20properties_type_listIJEEEEEvEET_T1_: argument 0"}
!238 = distinct !{!238, !"_ZN4sycl3_V16detail27kernel_launch_properties_v129extractKernelPropertiesCommonINS2_11PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS5_5intel12experimental12cache_configENS7_17use_root_sync_keyENS7_23work_group_progress_keyENS7_22sub_group_progress_keyENS7_22work_item_progress_keyENS7_4cuda12cluster_sizeILi1EEENSH_ILi2EEENSH_ILi3EEEEEELb0ENS7_10propertiesINS7_6detail20properties_type_listIJEEEEEvEET_T1_"}
!239 = distinct !{!239, !240, !"_ZN4sycl3_V16detail27kernel_launch_properties_v123extractKernelPropertiesILb0ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEvEEDaT0_: argument 0"}
!240 = distinct !{!240, !"_ZN4sycl3_V16detail27kernel_launch_properties_v123extractKernelPropertiesILb0ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEvEEDaT0_"}
!241 = !{!242, !178, i64 2}
!242 = !{!"_ZTSSt22_Optional_payload_baseIN4sycl3_V13ext5intel12experimental12cache_configEE", !8, i64 0, !178, i64 2}
!243 = !{!244, !178, i64 0}
!244 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental17use_root_sync_keyEvEE", !178, i64 0}
!245 = !{!246, !178, i64 4}
!246 = !{!"_ZTSSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental26forward_progress_guaranteeEE", !8, i64 0, !178, i64 4}
!247 = !{!248, !178, i64 4}
!248 = !{!"_ZTSSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental15execution_scopeEE", !8, i64 0, !178, i64 4}
!249 = !{!250, !178, i64 8}
!250 = !{!"_ZTSSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi1EEEE", !8, i64 0, !178, i64 8}
!251 = !{!252, !178, i64 16}
!252 = !{!"_ZTSSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi2EEEE", !8, i64 0, !178, i64 16}
!253 = !{!254, !178, i64 24}
!254 = !{!"_ZTSSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi3EEEE", !8, i64 0, !178, i64 24}
!255 = !{!256, !178, i64 144}
!256 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v111PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS4_5intel12experimental12cache_configENS6_17use_root_sync_keyENS6_23work_group_progress_keyENS6_22sub_group_progress_keyENS6_22work_item_progress_keyENS6_4cuda12cluster_sizeILi1EEENSG_ILi2EEENSG_ILi3EEEEEE", !257, i64 0, !261, i64 16, !244, i64 20, !265, i64 24, !272, i64 40, !273, i64 56, !274, i64 72, !278, i64 88, !282, i64 112, !178, i64 144}
!257 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental23work_group_scratch_sizeEvEE", !258, i64 0}
!258 = !{!"_ZTSSt8optionalIN4sycl3_V13ext6oneapi12experimental23work_group_scratch_sizeEE", !259, i64 0}
!259 = !{!"_ZTSSt14_Optional_baseIN4sycl3_V13ext6oneapi12experimental23work_group_scratch_sizeELb1ELb1EE", !260, i64 0}
!260 = !{!"_ZTSSt17_Optional_payloadIN4sycl3_V13ext6oneapi12experimental23work_group_scratch_sizeELb1ELb1ELb1EE", !235, i64 0}
!261 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext5intel12experimental12cache_configEvEE", !262, i64 0}
!262 = !{!"_ZTSSt8optionalIN4sycl3_V13ext5intel12experimental12cache_configEE", !263, i64 0}
!263 = !{!"_ZTSSt14_Optional_baseIN4sycl3_V13ext5intel12experimental12cache_configELb1ELb1EE", !264, i64 0}
!264 = !{!"_ZTSSt17_Optional_payloadIN4sycl3_V13ext5intel12experimental12cache_configELb1ELb1ELb1EE", !242, i64 0}
!265 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental23work_group_progress_keyEvEE", !266, i64 0, !269, i64 8}
!266 = !{!"_ZTSSt8optionalIN4sycl3_V13ext6oneapi12experimental26forward_progress_guaranteeEE", !267, i64 0}
!267 = !{!"_ZTSSt14_Optional_baseIN4sycl3_V13ext6oneapi12experimental26forward_progress_guaranteeELb1ELb1EE", !268, i64 0}
!268 = !{!"_ZTSSt17_Optional_payloadIN4sycl3_V13ext6oneapi12experimental26forward_progress_guaranteeELb1ELb1ELb1EE", !246, i64 0}
!269 = !{!"_ZTSSt8optionalIN4sycl3_V13ext6oneapi12experimental15execution_scopeEE", !270, i64 0}
!270 = !{!"_ZTSSt14_Optional_baseIN4sycl3_V13ext6oneapi12experimental15execution_scopeELb1ELb1EE", !271, i64 0}
!271 = !{!"_ZTSSt17_Optional_payloadIN4sycl3_V13ext6oneapi12experimental15execution_scopeELb1ELb1ELb1EE", !248, i64 0}
!272 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental22sub_group_progress_keyEvEE", !266, i64 0, !269, i64 8}
!273 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental22work_item_progress_keyEvEE", !266, i64 0, !269, i64 8}
!274 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental4cuda12cluster_sizeILi1EEEvEE", !275, i64 0}
!275 = !{!"_ZTSSt8optionalIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi1EEEE", !276, i64 0}
!276 = !{!"_ZTSSt14_Optional_baseIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi1EEELb1ELb1EE", !277, i64 0}
!277 = !{!"_ZTSSt17_Optional_payloadIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi1EEELb1ELb1ELb1EE", !250, i64 0}
!278 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental4cuda12cluster_sizeILi2EEEvEE", !279, i64 0}
!279 = !{!"_ZTSSt8optionalIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi2EEEE", !280, i64 0}
!280 = !{!"_ZTSSt14_Optional_baseIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi2EEELb1ELb1EE", !281, i64 0}
!281 = !{!"_ZTSSt17_Optional_payloadIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi2EEELb1ELb1ELb1EE", !252, i64 0}
!282 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental4cuda12cluster_sizeILi3EEEvEE", !283, i64 0}
!283 = !{!"_ZTSSt8optionalIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi3EEEE", !284, i64 0}
!284 = !{!"_ZTSSt14_Optional_baseIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi3EEELb1ELb1EE", !285, i64 0}
!285 = !{!"_ZTSSt17_Optional_payloadIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi3EEELb1ELb1ELb1EE", !254, i64 0}
!286 = !{!287, !20, i64 8}
!287 = !{!"_ZTSN4sycl3_V16detail13HostKernelRefIZN14GeneratedBench5step0ERNS0_5queueEPfS6_EUlNS0_7nd_itemILi1EEEE_RS9_S8_Li1EEE", !288, i64 0, !20, i64 8}
!288 = !{!"_ZTSN4sycl3_V16detail17HostKernelRefBaseE", !289, i64 0}
!289 = !{!"_ZTSN4sycl3_V16detail14HostKernelBaseE"}
!290 = !{i64 0, i64 8, !21, i64 8, i64 8, !19, i64 16, i64 8, !19}
!291 = !{!292, !20, i64 0}
!292 = !{!"_ZTSZN14GeneratedBench5step1ERN4sycl3_V15queueERNS1_6bufferIiLi2ENS1_6detail17aligned_allocatorIiEEvEES9_RNS4_IfLi2ENS6_IfEEvEEEUlRNS1_7handlerEE_", !20, i64 0, !20, i64 8, !20, i64 16, !20, i64 24, !20, i64 32, !20, i64 40, !20, i64 48}
!293 = !{!292, !20, i64 8}
!294 = !{!292, !20, i64 16}
!295 = !{!292, !20, i64 24}
!296 = !{!292, !20, i64 32}
!297 = !{!298, !20, i64 0}
!298 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail16AccessorImplHostELN9__gnu_cxx12_Lock_policyE2EE", !20, i64 0, !30, i64 8}
!299 = !{!292, !20, i64 40}
!300 = !{!301, !10, i64 56}
!301 = !{!"_ZTSZZN14GeneratedBench5step1ERN4sycl3_V15queueERNS1_6bufferIiLi2ENS1_6detail17aligned_allocatorIiEEvEES9_RNS4_IfLi2ENS6_IfEEvEEENKUlRNS1_7handlerEE_clESE_EUlNS1_4itemILi2ELb1EEEE_", !302, i64 0, !10, i64 56, !11, i64 60}
!302 = !{!"_ZTSN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !303, i64 0, !20, i64 16, !8, i64 24}
!303 = !{!"_ZTSN4sycl3_V16detail16AccessorBaseHostE", !304, i64 0}
!304 = !{!"_ZTSSt10shared_ptrIN4sycl3_V16detail16AccessorImplHostEE", !298, i64 0}
!305 = !{!292, !20, i64 48}
!306 = !{!301, !11, i64 60}
!307 = !{!308}
!308 = distinct !{!308, !309, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE: argument 0"}
!309 = distinct !{!309, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE"}
!310 = !{!311}
!311 = distinct !{!311, !312, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE: argument 0"}
!312 = distinct !{!312, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE"}
!313 = !{!314, !20, i64 0}
!314 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseELN9__gnu_cxx12_Lock_policyE2EE", !20, i64 0, !30, i64 8}
!315 = distinct !{!315, !40}
!316 = !{!317, !20, i64 16}
!317 = !{!"_ZTSN4sycl3_V18accessorIiLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !303, i64 0, !20, i64 16, !8, i64 24}
!318 = !{!319}
!319 = distinct !{!319, !320, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE: argument 0"}
!320 = distinct !{!320, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE"}
!321 = !{!322}
!322 = distinct !{!322, !323, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE: argument 0"}
!323 = distinct !{!323, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE"}
!324 = !{!302, !20, i64 16}
!325 = !{!326, !11, i64 16}
!326 = !{!"_ZTSN4sycl3_V16detail27compile_time_kernel_info_v123CompileTimeKernelInfoTyE", !327, i64 0, !11, i64 16, !178, i64 20, !327, i64 24, !327, i64 40, !11, i64 56, !11, i64 60, !7, i64 64, !20, i64 72, !178, i64 80}
!327 = !{!"_ZTSN4sycl3_V16detail11string_viewE", !20, i64 0, !7, i64 8}
!328 = distinct !{!328, !40}
!329 = !{!326, !20, i64 72}
!330 = !{i64 0, i64 8, !19, i64 8, i64 8, !21}
!331 = !{!332}
!332 = distinct !{!332, !333, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam: argument 0"}
!333 = distinct !{!333, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam"}
!334 = !{!335}
!335 = distinct !{!335, !336, !"_ZN4sycl3_V16detail33submit_kernel_direct_parallel_forI10Histogram3Lb1ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEERZN14GeneratedBench5step2ERNS0_5queueEPiSF_EUlNS0_2idILi1EEEE_Li1EEEDaRKSD_NS0_5rangeIXT3_EEEOT2_NS0_4spanIKNS0_5eventELm18446744073709551615EEERKT1_RKNS1_13code_locationE: argument 0"}
!336 = distinct !{!336, !"_ZN4sycl3_V16detail33submit_kernel_direct_parallel_forI10Histogram3Lb1ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEERZN14GeneratedBench5step2ERNS0_5queueEPiSF_EUlNS0_2idILi1EEEE_Li1EEEDaRKSD_NS0_5rangeIXT3_EEEOT2_NS0_4spanIKNS0_5eventELm18446744073709551615EEERKT1_RKNS1_13code_locationE"}
!337 = !{!338, !340}
!338 = distinct !{!338, !339, !"_ZN4sycl3_V16detail27kernel_launch_properties_v129extractKernelPropertiesCommonINS2_11PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS5_5intel12experimental12cache_configENS7_17use_root_sync_keyENS7_23work_group_progress_keyENS7_22sub_group_progress_keyENS7_22work_item_progress_keyENS7_4cuda12cluster_sizeILi1EEENSH_ILi2EEENSH_ILi3EEEEEELb0ENS7_10propertiesINS7_6detail20properties_type_listIJEEEEEvEET_T1_: argument 0"}
!339 = distinct !{!339, !"_ZN4sycl3_V16detail27kernel_launch_properties_v129extractKernelPropertiesCommonINS2_11PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS5_5intel12experimental12cache_configENS7_17use_root_sync_keyENS7_23work_group_progress_keyENS7_22sub_group_progress_keyENS7_22work_item_progress_keyENS7_4cuda12cluster_sizeILi1EEENSH_ILi2EEENSH_ILi3EEEEEELb0ENS7_10propertiesINS7_6detail20properties_type_listIJEEEEEvEET_T1_"}
!340 = distinct !{!340, !341, !"_ZN4sycl3_V16detail27kernel_launch_properties_v123extractKernelPropertiesILb0ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEvEEDaT0_: argument 0"}
!341 = distinct !{!341, !"_ZN4sycl3_V16detail27kernel_launch_properties_v123extractKernelPropertiesILb0ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEvEEDaT0_"}
!342 = !{!343, !20, i64 8}
!343 = !{!"_ZTSN4sycl3_V16detail13HostKernelRefIZN14GeneratedBench5step2ERNS0_5queueEPiS6_EUlNS0_2idILi1EEEE_RS9_NS0_4itemILi1ELb1EEELi1EEE", !288, i64 0, !20, i64 8}
!344 = !{i64 0, i64 8, !19, i64 8, i64 8, !19}
