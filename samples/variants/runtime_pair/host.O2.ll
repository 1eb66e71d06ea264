; ModuleID = 'host_tu.cpp'
source_filename = "host_tu.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%"struct.sycl::_V1::detail::kernel_param_desc_t" = type { i32, i32, i32 }
%"class.sycl::_V1::detail::string_view" = type { ptr, i64 }
%"class.sycl::_V1::detail::tls_code_loc_t" = type <{ ptr, i8, [7 x i8] }>
%"class.sycl::_V1::detail::_V1::SubmissionInfo" = type { i32 }
%"class.sycl::_V1::detail::type_erased_cgfo_ty" = type { ptr, ptr }
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
%"class.std::unique_ptr" = type { %"struct.std::__uniq_ptr_data" }
%"struct.std::__uniq_ptr_data" = type { %"class.std::__uniq_ptr_impl" }
%"class.std::__uniq_ptr_impl" = type { %"class.std::tuple" }
%"class.std::tuple" = type { %"struct.std::_Tuple_impl" }
%"struct.std::_Tuple_impl" = type { %"struct.std::_Head_base.25" }
%"struct.std::_Head_base.25" = type { ptr }
%"struct.std::array" = type { [3 x i64] }
%"class.sycl::_V1::device" = type { ptr }
%"class.std::function.18" = type { %"class.std::_Function_base", ptr }
%"class.sycl::_V1::exception_list" = type { %"class.std::vector.13" }
%"class.std::vector.13" = type { %"struct.std::_Vector_base.14" }
%"struct.std::_Vector_base.14" = type { %"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl" }
%"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl" = type { %"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl_data" }
%"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl_data" = type { ptr, ptr, ptr }
%"class.std::shared_ptr.39" = type { %"class.std::__shared_ptr.40" }
%"class.std::__shared_ptr.40" = type { ptr, %"class.std::__shared_count" }
%"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view" = type { ptr, ptr, ptr, i64 }
%"struct.sycl::_V1::detail::compile_time_kernel_info_v1::CompileTimeKernelInfoTy" = type <{ %"class.sycl::_V1::detail::string_view", i32, i8, [3 x i8], %"class.sycl::_V1::detail::string_view", %"class.sycl::_V1::detail::string_view", i32, i32, i64, ptr, i8, [7 x i8] }>
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::PropsHolder" = type { %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty", %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.87", %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.99", [3 x i8], %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.100", %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.117", %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.118", %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.119", %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.133", %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.146", i8, [7 x i8] }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty" = type { %"class.std::optional" }
%"class.std::optional" = type { %"struct.std::_Optional_base" }
%"struct.std::_Optional_base" = type { %"struct.std::_Optional_payload" }
%"struct.std::_Optional_payload" = type { %"struct.std::_Optional_payload_base.base", [7 x i8] }
%"struct.std::_Optional_payload_base.base" = type <{ %"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::work_group_scratch_size>::_Storage", i8 }>
%"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::work_group_scratch_size>::_Storage" = type { %"struct.sycl::_V1::ext::oneapi::experimental::work_group_scratch_size" }
%"struct.sycl::_V1::ext::oneapi::experimental::work_group_scratch_size" = type { i64 }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.87" = type { %"class.std::optional.88" }
%"class.std::optional.88" = type { %"struct.std::_Optional_base.89" }
%"struct.std::_Optional_base.89" = type { %"struct.std::_Optional_payload.91" }
%"struct.std::_Optional_payload.91" = type { %"struct.std::_Optional_payload_base.base.96", i8 }
%"struct.std::_Optional_payload_base.base.96" = type <{ %"union.std::_Optional_payload_base<sycl::_V1::ext::intel::experimental::cache_config>::_Storage", i8 }>
%"union.std::_Optional_payload_base<sycl::_V1::ext::intel::experimental::cache_config>::_Storage" = type { %"struct.sycl::_V1::ext::intel::experimental::cache_config" }
%"struct.sycl::_V1::ext::intel::experimental::cache_config" = type { i16 }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.99" = type { i8 }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.100" = type { %"class.std::optional.101", %"class.std::optional.109" }
%"class.std::optional.101" = type { %"struct.std::_Optional_base.102" }
%"struct.std::_Optional_base.102" = type { %"struct.std::_Optional_payload.104" }
%"struct.std::_Optional_payload.104" = type { %"struct.std::_Optional_payload_base.base.106", [3 x i8] }
%"struct.std::_Optional_payload_base.base.106" = type <{ %"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::forward_progress_guarantee>::_Storage", i8 }>
%"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::forward_progress_guarantee>::_Storage" = type { i32 }
%"class.std::optional.109" = type { %"struct.std::_Optional_base.110" }
%"struct.std::_Optional_base.110" = type { %"struct.std::_Optional_payload.112" }
%"struct.std::_Optional_payload.112" = type { %"struct.std::_Optional_payload_base.base.114", [3 x i8] }
%"struct.std::_Optional_payload_base.base.114" = type <{ %"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::execution_scope>::_Storage", i8 }>
%"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::execution_scope>::_Storage" = type { i32 }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.117" = type { %"class.std::optional.101", %"class.std::optional.109" }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.118" = type { %"class.std::optional.101", %"class.std::optional.109" }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.119" = type { %"class.std::optional.120" }
%"class.std::optional.120" = type { %"struct.std::_Optional_base.121" }
%"struct.std::_Optional_base.121" = type { %"struct.std::_Optional_payload.123" }
%"struct.std::_Optional_payload.123" = type { %"struct.std::_Optional_payload_base.base.130", [7 x i8] }
%"struct.std::_Optional_payload_base.base.130" = type <{ %"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::cuda::cluster_size<1>>::_Storage", i8 }>
%"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::cuda::cluster_size<1>>::_Storage" = type { %"struct.sycl::_V1::ext::oneapi::experimental::cuda::cluster_size" }
%"struct.sycl::_V1::ext::oneapi::experimental::cuda::cluster_size" = type { %"class.sycl::_V1::range.128" }
%"class.sycl::_V1::range.128" = type { %"class.sycl::_V1::detail::array.129" }
%"class.sycl::_V1::detail::array.129" = type { [1 x i64] }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.133" = type { %"class.std::optional.134" }
%"class.std::optional.134" = type { %"struct.std::_Optional_base.135" }
%"struct.std::_Optional_base.135" = type { %"struct.std::_Optional_payload.137" }
%"struct.std::_Optional_payload.137" = type { %"struct.std::_Optional_payload_base.base.143", [7 x i8] }
%"struct.std::_Optional_payload_base.base.143" = type <{ %"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::cuda::cluster_size<2>>::_Storage", i8 }>
%"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::cuda::cluster_size<2>>::_Storage" = type { %"struct.sycl::_V1::ext::oneapi::experimental::cuda::cluster_size.139" }
%"struct.sycl::_V1::ext::oneapi::experimental::cuda::cluster_size.139" = type { %"class.sycl::_V1::range" }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.146" = type { %"class.std::optional.147" }
%"class.std::optional.147" = type { %"struct.std::_Optional_base.148" }
%"struct.std::_Optional_base.148" = type { %"struct.std::_Optional_payload.150" }
%"struct.std::_Optional_payload.150" = type { %"struct.std::_Optional_payload_base.base.156", [7 x i8] }
%"struct.std::_Optional_payload_base.base.156" = type <{ %"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::cuda::cluster_size<3>>::_Storage", i8 }>
%"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::cuda::cluster_size<3>>::_Storage" = type { %"struct.sycl::_V1::ext::oneapi::experimental::cuda::cluster_size.152" }
%"struct.sycl::_V1::ext::oneapi::experimental::cuda::cluster_size.152" = type { %"class.sycl::_V1::range.86" }
%"class.sycl::_V1::range.86" = type { %"class.sycl::_V1::detail::array.85" }
%"class.sycl::_V1::detail::array.85" = type { [3 x i64] }
%"class.sycl::_V1::accessor" = type { %"class.sycl::_V1::detail::AccessorBaseHost", ptr, [32 x i8] }
%"class.sycl::_V1::detail::AccessorBaseHost" = type { %"class.std::shared_ptr.76" }
%"class.std::shared_ptr.76" = type { %"class.std::__shared_ptr.77" }
%"class.std::__shared_ptr.77" = type { ptr, %"class.std::__shared_count" }
%"class.sycl::_V1::accessor.80" = type { %"class.sycl::_V1::detail::AccessorBaseHost", ptr, [32 x i8] }
%class.anon.84 = type { %"class.sycl::_V1::accessor.80", %"class.sycl::_V1::accessor" }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array.85" }
%"class.sycl::_V1::ext::oneapi::accessor_property_list" = type { %"class.sycl::_V1::detail::PropertyListBase" }
%"class.sycl::_V1::item" = type { %"struct.sycl::_V1::detail::ItemBase" }
%"struct.sycl::_V1::detail::ItemBase" = type { %"class.sycl::_V1::range", %"class.sycl::_V1::id.162", %"class.sycl::_V1::id.162" }
%"class.sycl::_V1::id.162" = type { %"class.sycl::_V1::detail::array" }

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

$_ZN4sycl3_V16detail18getKernelParamDescI7PairAddEENS1_19kernel_param_desc_tEi = comdat any

$_ZNK4sycl3_V17handler28throwOnKernelParameterMisuseERKNS0_6detail27compile_time_kernel_info_v123CompileTimeKernelInfoTyE = comdat any

$_ZN4sycl3_V17handler19setDeviceKernelInfoI7PairAddEEvPv = comdat any

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

$_ZZN4sycl3_V16detail19getDeviceKernelInfoI7PairAddEERNS1_16DeviceKernelInfoEvE4Info = comdat any

$_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI7PairAddEERNS1_16DeviceKernelInfoEvE4Info = comdat any

$_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI7PairAddEE = comdat any

@.str = private unnamed_addr constant [17 x i8] c"runtime_pair.cpp\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"main\00", align 1
@.str.2 = private unnamed_addr constant [13 x i8] c"FAIL at %zu\0A\00", align 1
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
@.str.14 = private unnamed_addr constant [13 x i8] c"_ZTS7PairAdd\00", align 1
@.str.15 = private unnamed_addr constant [10 x i8] c"rtc_0.cpp\00", align 1
@.str.16 = private unnamed_addr constant [10 x i8] c"::PairAdd\00", align 1
@.str.17 = private unnamed_addr constant [65 x i8] c"The total number of work-items in a range must fit within size_t\00", align 1
@_ZN4sycl3_V16detailL17kernel_signaturesE = internal unnamed_addr constant [6 x %"struct.sycl::_V1::detail::kernel_param_desc_t"] [%"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 16, i32 0 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 6110, i32 16 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 6110, i32 72 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 6110, i32 0 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 6110, i32 56 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 15, i32 -987654321, i32 -987654321 }], align 16
@.str.18 = private unnamed_addr constant [131 x i8] c"Attempt to set multiple actions for the command group. Command group must consist of a single kernel or explicit memory operation.\00", align 1
@.str.19 = private unnamed_addr constant [161 x i8] c"A local accessor must not be used in a SYCL kernel function that is invoked via single_task or via the simple form of parallel_for that takes a range parameter.\00", align 1
@.str.20 = private unnamed_addr constant [171 x i8] c"A work group memory object must not be used in a SYCL kernel function that is invoked via single_task or via the simple form of parallel_for that takes a range parameter.\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE = internal unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EE6getPtrEv, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EED2Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EED0Ev] }, align 8
@_ZTSN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE = internal constant [110 x i8] c"N4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE\00", align 1
@_ZTSN4sycl3_V16detail14HostKernelBaseE = linkonce_odr dso_local constant [35 x i8] c"N4sycl3_V16detail14HostKernelBaseE\00", comdat, align 1
@_ZTIN4sycl3_V16detail14HostKernelBaseE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail14HostKernelBaseE }, comdat, align 8
@_ZTIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE = internal constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, align 8
@__const._ZN4sycl3_V17handler19setDeviceKernelInfoI7PairAddEEvPv.Info = private unnamed_addr constant { %"class.sycl::_V1::detail::string_view", i32, i8, %"class.sycl::_V1::detail::string_view", %"class.sycl::_V1::detail::string_view", i32, i32, i64, ptr, i8 } { %"class.sycl::_V1::detail::string_view" { ptr @.str.14, i64 12 }, i32 2, i8 0, %"class.sycl::_V1::detail::string_view" { ptr @.str.15, i64 9 }, %"class.sycl::_V1::detail::string_view" { ptr @.str.16, i64 9 }, i32 21, i32 59, i64 112, ptr @_ZN4sycl3_V16detail18getKernelParamDescI7PairAddEENS1_19kernel_param_desc_tEi, i8 1 }, align 8
@_ZZN4sycl3_V16detail19getDeviceKernelInfoI7PairAddEERNS1_16DeviceKernelInfoEvE4Info = linkonce_odr dso_local local_unnamed_addr global ptr null, comdat, align 8
@_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI7PairAddEERNS1_16DeviceKernelInfoEvE4Info = linkonce_odr dso_local global i64 0, comdat, align 8
@_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI7PairAddEE = linkonce_odr dso_local constant { %"class.sycl::_V1::detail::string_view", i32, i8, %"class.sycl::_V1::detail::string_view", %"class.sycl::_V1::detail::string_view", i32, i32, i64, ptr, i8 } { %"class.sycl::_V1::detail::string_view" { ptr @.str.14, i64 12 }, i32 2, i8 0, %"class.sycl::_V1::detail::string_view" { ptr @.str.15, i64 9 }, %"class.sycl::_V1::detail::string_view" { ptr @.str.16, i64 9 }, i32 21, i32 59, i64 112, ptr @_ZN4sycl3_V16detail18getKernelParamDescI7PairAddEENS1_19kernel_param_desc_tEi, i8 1 }, comdat, align 8
@str = private unnamed_addr constant [5 x i8] c"PASS\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef range(i32 0, 2) i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 8
  %4 = alloca %"class.sycl::_V1::detail::_V1::SubmissionInfo", align 4
  %5 = alloca %"class.sycl::_V1::detail::type_erased_cgfo_ty", align 8
  %6 = alloca %class.anon, align 8
  %7 = alloca %"class.std::function", align 8
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
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
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8) #22
  %22 = icmp sgt i32 %0, 1
  br i1 %22, label %24, label %23

23:                                               ; preds = %2
  store i64 32, ptr %8, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9) #22
  br label %35

24:                                               ; preds = %2
  %25 = getelementptr inbounds i8, ptr %1, i64 8
  %26 = load ptr, ptr %25, align 8, !tbaa !9
  %27 = tail call i64 @strtol(ptr nocapture noundef nonnull %26, ptr noundef null, i32 noundef 10) #22
  %28 = shl i64 %27, 32
  %29 = ashr exact i64 %28, 32
  store i64 %29, ptr %8, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9) #22
  %30 = icmp eq i32 %0, 2
  br i1 %30, label %35, label %31

31:                                               ; preds = %24
  %32 = getelementptr inbounds i8, ptr %1, i64 16
  %33 = load ptr, ptr %32, align 8, !tbaa !9
  %34 = tail call i64 @strtol(ptr nocapture noundef nonnull %33, ptr noundef null, i32 noundef 10) #22
  br label %35

35:                                               ; preds = %23, %24, %31
  %36 = phi i64 [ %29, %31 ], [ %29, %24 ], [ 32, %23 ]
  %37 = phi i64 [ %34, %31 ], [ 48, %24 ], [ 48, %23 ]
  %38 = shl i64 %37, 32
  %39 = ashr exact i64 %38, 32
  store i64 %39, ptr %9, align 8, !tbaa !5
  %40 = mul nsw i64 %36, %39
  %41 = icmp ugt i64 %40, 2305843009213693951
  br i1 %41, label %42, label %43

42:                                               ; preds = %35
  tail call void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.4) #23
  unreachable

43:                                               ; preds = %35
  %44 = icmp eq i64 %40, 0
  br i1 %44, label %101, label %45

45:                                               ; preds = %43
  %46 = shl nuw nsw i64 %40, 2
  %47 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %46) #24
  %48 = getelementptr inbounds float, ptr %47, i64 %40
  %49 = mul nsw i64 %36, %39
  %50 = add i64 %49, 4611686018427387903
  %51 = and i64 %50, 4611686018427387903
  %52 = add nuw nsw i64 %51, 1
  %53 = icmp ult i64 %51, 7
  br i1 %53, label %67, label %54

54:                                               ; preds = %45
  %55 = and i64 %52, 9223372036854775800
  %56 = shl i64 %55, 2
  %57 = getelementptr i8, ptr %47, i64 %56
  br label %58

58:                                               ; preds = %58, %54
  %59 = phi i64 [ 0, %54 ], [ %63, %58 ]
  %60 = shl i64 %59, 2
  %61 = getelementptr i8, ptr %47, i64 %60
  %62 = getelementptr i8, ptr %61, i64 16
  store <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, ptr %61, align 4, !tbaa !11
  store <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, ptr %62, align 4, !tbaa !11
  %63 = add nuw i64 %59, 8
  %64 = icmp eq i64 %63, %55
  br i1 %64, label %65, label %58, !llvm.loop !13

65:                                               ; preds = %58
  %66 = icmp eq i64 %52, %55
  br i1 %66, label %73, label %67

67:                                               ; preds = %65, %45
  %68 = phi ptr [ %47, %45 ], [ %57, %65 ]
  br label %69

69:                                               ; preds = %67, %69
  %70 = phi ptr [ %71, %69 ], [ %68, %67 ]
  store float 1.000000e+00, ptr %70, align 4, !tbaa !11
  %71 = getelementptr inbounds i8, ptr %70, i64 4
  %72 = icmp eq ptr %71, %48
  br i1 %72, label %73, label %69, !llvm.loop !17

73:                                               ; preds = %69, %65
  %74 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %46) #24
          to label %75 unwind label %338

75:                                               ; preds = %73
  %76 = getelementptr inbounds float, ptr %74, i64 %40
  %77 = mul nsw i64 %36, %39
  %78 = add i64 %77, 4611686018427387903
  %79 = and i64 %78, 4611686018427387903
  %80 = add nuw nsw i64 %79, 1
  %81 = icmp ult i64 %79, 7
  br i1 %81, label %95, label %82

82:                                               ; preds = %75
  %83 = and i64 %80, 9223372036854775800
  %84 = shl i64 %83, 2
  %85 = getelementptr i8, ptr %74, i64 %84
  br label %86

86:                                               ; preds = %86, %82
  %87 = phi i64 [ 0, %82 ], [ %91, %86 ]
  %88 = shl i64 %87, 2
  %89 = getelementptr i8, ptr %74, i64 %88
  %90 = getelementptr i8, ptr %89, i64 16
  store <4 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, ptr %89, align 4, !tbaa !11
  store <4 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, ptr %90, align 4, !tbaa !11
  %91 = add nuw i64 %87, 8
  %92 = icmp eq i64 %91, %83
  br i1 %92, label %93, label %86, !llvm.loop !18

93:                                               ; preds = %86
  %94 = icmp eq i64 %80, %83
  br i1 %94, label %101, label %95

95:                                               ; preds = %93, %75
  %96 = phi ptr [ %74, %75 ], [ %85, %93 ]
  br label %97

97:                                               ; preds = %95, %97
  %98 = phi ptr [ %99, %97 ], [ %96, %95 ]
  store float 2.000000e+00, ptr %98, align 4, !tbaa !11
  %99 = getelementptr inbounds i8, ptr %98, i64 4
  %100 = icmp eq ptr %99, %76
  br i1 %100, label %101, label %97, !llvm.loop !19

101:                                              ; preds = %97, %93, %43
  %102 = phi ptr [ null, %43 ], [ %47, %93 ], [ %47, %97 ]
  %103 = phi ptr [ null, %43 ], [ %48, %93 ], [ %48, %97 ]
  %104 = phi ptr [ null, %43 ], [ %76, %93 ], [ %76, %97 ]
  %105 = phi ptr [ null, %43 ], [ %74, %93 ], [ %74, %97 ]
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %10) #22
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %11) #22
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %11, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #22
  %106 = getelementptr inbounds i8, ptr %7, i64 16
  %107 = getelementptr inbounds i8, ptr %7, i64 24
  %108 = getelementptr inbounds i8, ptr %7, i64 8
  store i64 0, ptr %108, align 8
  store ptr @_ZN4sycl3_V16detail19defaultAsyncHandlerENS0_14exception_listE, ptr %7, align 8, !tbaa !9
  store ptr @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E9_M_invokeERKSt9_Any_dataOS2_, ptr %107, align 8, !tbaa !20
  store ptr @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E10_M_managerERSt9_Any_dataRKS6_St18_Manager_operation, ptr %106, align 8, !tbaa !23
  invoke void @_ZN4sycl3_V15queueC2IFiRKNS0_6deviceEEvEERKT_RKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %10, ptr noundef nonnull @_ZN4sycl3_V118default_selector_vERKNS0_6deviceE, ptr noundef nonnull align 8 dereferenceable(32) %7, ptr noundef nonnull align 8 dereferenceable(32) %11)
          to label %109 unwind label %117

109:                                              ; preds = %101
  %110 = load ptr, ptr %106, align 8, !tbaa !23
  %111 = icmp eq ptr %110, null
  br i1 %111, label %127, label %112

112:                                              ; preds = %109
  %113 = invoke noundef zeroext i1 %110(ptr noundef nonnull align 8 dereferenceable(16) %7, ptr noundef nonnull align 8 dereferenceable(16) %7, i32 noundef 3)
          to label %127 unwind label %114

114:                                              ; preds = %112
  %115 = landingpad { ptr, i32 }
          catch ptr null
  %116 = extractvalue { ptr, i32 } %115, 0
  call void @__clang_call_terminate(ptr %116) #25
  unreachable

117:                                              ; preds = %101
  %118 = landingpad { ptr, i32 }
          cleanup
  %119 = load ptr, ptr %106, align 8, !tbaa !23
  %120 = icmp eq ptr %119, null
  br i1 %120, label %126, label %121

121:                                              ; preds = %117
  %122 = invoke noundef zeroext i1 %119(ptr noundef nonnull align 8 dereferenceable(16) %7, ptr noundef nonnull align 8 dereferenceable(16) %7, i32 noundef 3)
          to label %126 unwind label %123

123:                                              ; preds = %121
  %124 = landingpad { ptr, i32 }
          catch ptr null
  %125 = extractvalue { ptr, i32 } %124, 0
  call void @__clang_call_terminate(ptr %125) #25
  unreachable

126:                                              ; preds = %121, %117
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #22
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %11) #22
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #22
  br label %406

127:                                              ; preds = %112, %109
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #22
  %128 = getelementptr inbounds i8, ptr %11, i64 8
  %129 = load ptr, ptr %128, align 8, !tbaa !24
  %130 = getelementptr inbounds i8, ptr %11, i64 16
  %131 = load ptr, ptr %130, align 8, !tbaa !26
  %132 = icmp eq ptr %129, %131
  br i1 %132, label %167, label %133

133:                                              ; preds = %127, %162
  %134 = phi ptr [ %163, %162 ], [ %129, %127 ]
  %135 = getelementptr inbounds i8, ptr %134, i64 8
  %136 = load ptr, ptr %135, align 8, !tbaa !27
  %137 = icmp eq ptr %136, null
  br i1 %137, label %162, label %138

138:                                              ; preds = %133
  %139 = getelementptr inbounds i8, ptr %136, i64 8
  %140 = load atomic i64, ptr %139 acquire, align 8
  %141 = icmp eq i64 %140, 4294967297
  %142 = trunc i64 %140 to i32
  br i1 %141, label %143, label %151

143:                                              ; preds = %138
  store i32 0, ptr %139, align 8, !tbaa !29
  %144 = getelementptr inbounds i8, ptr %136, i64 12
  store i32 0, ptr %144, align 4, !tbaa !32
  %145 = load ptr, ptr %136, align 8, !tbaa !33
  %146 = getelementptr inbounds i8, ptr %145, i64 16
  %147 = load ptr, ptr %146, align 8
  call void %147(ptr noundef nonnull align 8 dereferenceable(16) %136) #22
  %148 = load ptr, ptr %136, align 8, !tbaa !33
  %149 = getelementptr inbounds i8, ptr %148, i64 24
  %150 = load ptr, ptr %149, align 8
  call void %150(ptr noundef nonnull align 8 dereferenceable(16) %136) #22
  br label %162

151:                                              ; preds = %138
  %152 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !35
  %153 = icmp eq i8 %152, 0
  br i1 %153, label %156, label %154

154:                                              ; preds = %151
  %155 = add nsw i32 %142, -1
  store i32 %155, ptr %139, align 4, !tbaa !36
  br label %158

156:                                              ; preds = %151
  %157 = atomicrmw volatile add ptr %139, i32 -1 acq_rel, align 4
  br label %158

158:                                              ; preds = %156, %154
  %159 = phi i32 [ %142, %154 ], [ %157, %156 ]
  %160 = icmp eq i32 %159, 1
  br i1 %160, label %161, label %162, !prof !37

161:                                              ; preds = %158
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %136) #22
  br label %162

162:                                              ; preds = %161, %158, %143, %133
  %163 = getelementptr inbounds i8, ptr %134, i64 16
  %164 = icmp eq ptr %163, %131
  br i1 %164, label %165, label %133, !llvm.loop !38

165:                                              ; preds = %162
  %166 = load ptr, ptr %128, align 8, !tbaa !24
  br label %167

167:                                              ; preds = %165, %127
  %168 = phi ptr [ %166, %165 ], [ %129, %127 ]
  %169 = icmp eq ptr %168, null
  br i1 %169, label %176, label %170

170:                                              ; preds = %167
  %171 = getelementptr inbounds i8, ptr %11, i64 24
  %172 = load ptr, ptr %171, align 8, !tbaa !39
  %173 = ptrtoint ptr %172 to i64
  %174 = ptrtoint ptr %168 to i64
  %175 = sub i64 %173, %174
  call void @_ZdlPvm(ptr noundef nonnull %168, i64 noundef %175) #26
  br label %176

176:                                              ; preds = %167, %170
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #22
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %12) #22
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %13) #22
  %177 = load i64, ptr %8, align 8, !tbaa !5
  %178 = load i64, ptr %9, align 8, !tbaa !5
  store i64 %177, ptr %13, align 8, !tbaa !5
  %179 = getelementptr inbounds i8, ptr %13, i64 8
  store i64 %178, ptr %179, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %14) #22
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %14, i8 0, i64 32, i1 false)
  store ptr @.str, ptr %15, align 8, !tbaa !40, !alias.scope !42
  %180 = getelementptr inbounds i8, ptr %15, i64 8
  store ptr @.str.1, ptr %180, align 8, !tbaa !45, !alias.scope !42
  %181 = getelementptr inbounds i8, ptr %15, i64 16
  store i32 16, ptr %181, align 8, !tbaa !46, !alias.scope !42
  %182 = getelementptr inbounds i8, ptr %15, i64 20
  store i32 28, ptr %182, align 4, !tbaa !47, !alias.scope !42
  invoke void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi2EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(41) %12, ptr noundef %102, ptr noundef nonnull align 8 dereferenceable(16) %13, ptr noundef nonnull align 8 dereferenceable(32) %14, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %15)
          to label %183 unwind label %340

183:                                              ; preds = %176
  %184 = getelementptr inbounds i8, ptr %14, i64 8
  %185 = load ptr, ptr %184, align 8, !tbaa !24
  %186 = getelementptr inbounds i8, ptr %14, i64 16
  %187 = load ptr, ptr %186, align 8, !tbaa !26
  %188 = icmp eq ptr %185, %187
  br i1 %188, label %223, label %189

189:                                              ; preds = %183, %218
  %190 = phi ptr [ %219, %218 ], [ %185, %183 ]
  %191 = getelementptr inbounds i8, ptr %190, i64 8
  %192 = load ptr, ptr %191, align 8, !tbaa !27
  %193 = icmp eq ptr %192, null
  br i1 %193, label %218, label %194

194:                                              ; preds = %189
  %195 = getelementptr inbounds i8, ptr %192, i64 8
  %196 = load atomic i64, ptr %195 acquire, align 8
  %197 = icmp eq i64 %196, 4294967297
  %198 = trunc i64 %196 to i32
  br i1 %197, label %199, label %207

199:                                              ; preds = %194
  store i32 0, ptr %195, align 8, !tbaa !29
  %200 = getelementptr inbounds i8, ptr %192, i64 12
  store i32 0, ptr %200, align 4, !tbaa !32
  %201 = load ptr, ptr %192, align 8, !tbaa !33
  %202 = getelementptr inbounds i8, ptr %201, i64 16
  %203 = load ptr, ptr %202, align 8
  call void %203(ptr noundef nonnull align 8 dereferenceable(16) %192) #22
  %204 = load ptr, ptr %192, align 8, !tbaa !33
  %205 = getelementptr inbounds i8, ptr %204, i64 24
  %206 = load ptr, ptr %205, align 8
  call void %206(ptr noundef nonnull align 8 dereferenceable(16) %192) #22
  br label %218

207:                                              ; preds = %194
  %208 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !35
  %209 = icmp eq i8 %208, 0
  br i1 %209, label %212, label %210

210:                                              ; preds = %207
  %211 = add nsw i32 %198, -1
  store i32 %211, ptr %195, align 4, !tbaa !36
  br label %214

212:                                              ; preds = %207
  %213 = atomicrmw volatile add ptr %195, i32 -1 acq_rel, align 4
  br label %214

214:                                              ; preds = %212, %210
  %215 = phi i32 [ %198, %210 ], [ %213, %212 ]
  %216 = icmp eq i32 %215, 1
  br i1 %216, label %217, label %218, !prof !37

217:                                              ; preds = %214
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %192) #22
  br label %218

218:                                              ; preds = %217, %214, %199, %189
  %219 = getelementptr inbounds i8, ptr %190, i64 16
  %220 = icmp eq ptr %219, %187
  br i1 %220, label %221, label %189, !llvm.loop !38

221:                                              ; preds = %218
  %222 = load ptr, ptr %184, align 8, !tbaa !24
  br label %223

223:                                              ; preds = %221, %183
  %224 = phi ptr [ %222, %221 ], [ %185, %183 ]
  %225 = icmp eq ptr %224, null
  br i1 %225, label %232, label %226

226:                                              ; preds = %223
  %227 = getelementptr inbounds i8, ptr %14, i64 24
  %228 = load ptr, ptr %227, align 8, !tbaa !39
  %229 = ptrtoint ptr %228 to i64
  %230 = ptrtoint ptr %224 to i64
  %231 = sub i64 %229, %230
  call void @_ZdlPvm(ptr noundef nonnull %224, i64 noundef %231) #26
  br label %232

232:                                              ; preds = %223, %226
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %14) #22
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %13) #22
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %16) #22
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %17) #22
  %233 = load i64, ptr %8, align 8, !tbaa !5
  %234 = load i64, ptr %9, align 8, !tbaa !5
  store i64 %233, ptr %17, align 8, !tbaa !5
  %235 = getelementptr inbounds i8, ptr %17, i64 8
  store i64 %234, ptr %235, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %18) #22
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %18, i8 0, i64 32, i1 false)
  store ptr @.str, ptr %19, align 8, !tbaa !40, !alias.scope !48
  %236 = getelementptr inbounds i8, ptr %19, i64 8
  store ptr @.str.1, ptr %236, align 8, !tbaa !45, !alias.scope !48
  %237 = getelementptr inbounds i8, ptr %19, i64 16
  store i32 17, ptr %237, align 8, !tbaa !46, !alias.scope !48
  %238 = getelementptr inbounds i8, ptr %19, i64 20
  store i32 28, ptr %238, align 4, !tbaa !47, !alias.scope !48
  invoke void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi2EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(41) %16, ptr noundef %105, ptr noundef nonnull align 8 dereferenceable(16) %17, ptr noundef nonnull align 8 dereferenceable(32) %18, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %19)
          to label %239 unwind label %342

239:                                              ; preds = %232
  %240 = getelementptr inbounds i8, ptr %18, i64 8
  %241 = load ptr, ptr %240, align 8, !tbaa !24
  %242 = getelementptr inbounds i8, ptr %18, i64 16
  %243 = load ptr, ptr %242, align 8, !tbaa !26
  %244 = icmp eq ptr %241, %243
  br i1 %244, label %279, label %245

245:                                              ; preds = %239, %274
  %246 = phi ptr [ %275, %274 ], [ %241, %239 ]
  %247 = getelementptr inbounds i8, ptr %246, i64 8
  %248 = load ptr, ptr %247, align 8, !tbaa !27
  %249 = icmp eq ptr %248, null
  br i1 %249, label %274, label %250

250:                                              ; preds = %245
  %251 = getelementptr inbounds i8, ptr %248, i64 8
  %252 = load atomic i64, ptr %251 acquire, align 8
  %253 = icmp eq i64 %252, 4294967297
  %254 = trunc i64 %252 to i32
  br i1 %253, label %255, label %263

255:                                              ; preds = %250
  store i32 0, ptr %251, align 8, !tbaa !29
  %256 = getelementptr inbounds i8, ptr %248, i64 12
  store i32 0, ptr %256, align 4, !tbaa !32
  %257 = load ptr, ptr %248, align 8, !tbaa !33
  %258 = getelementptr inbounds i8, ptr %257, i64 16
  %259 = load ptr, ptr %258, align 8
  call void %259(ptr noundef nonnull align 8 dereferenceable(16) %248) #22
  %260 = load ptr, ptr %248, align 8, !tbaa !33
  %261 = getelementptr inbounds i8, ptr %260, i64 24
  %262 = load ptr, ptr %261, align 8
  call void %262(ptr noundef nonnull align 8 dereferenceable(16) %248) #22
  br label %274

263:                                              ; preds = %250
  %264 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !35
  %265 = icmp eq i8 %264, 0
  br i1 %265, label %268, label %266

266:                                              ; preds = %263
  %267 = add nsw i32 %254, -1
  store i32 %267, ptr %251, align 4, !tbaa !36
  br label %270

268:                                              ; preds = %263
  %269 = atomicrmw volatile add ptr %251, i32 -1 acq_rel, align 4
  br label %270

270:                                              ; preds = %268, %266
  %271 = phi i32 [ %254, %266 ], [ %269, %268 ]
  %272 = icmp eq i32 %271, 1
  br i1 %272, label %273, label %274, !prof !37

273:                                              ; preds = %270
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %248) #22
  br label %274

274:                                              ; preds = %273, %270, %255, %245
  %275 = getelementptr inbounds i8, ptr %246, i64 16
  %276 = icmp eq ptr %275, %243
  br i1 %276, label %277, label %245, !llvm.loop !38

277:                                              ; preds = %274
  %278 = load ptr, ptr %240, align 8, !tbaa !24
  br label %279

279:                                              ; preds = %277, %239
  %280 = phi ptr [ %278, %277 ], [ %241, %239 ]
  %281 = icmp eq ptr %280, null
  br i1 %281, label %288, label %282

282:                                              ; preds = %279
  %283 = getelementptr inbounds i8, ptr %18, i64 24
  %284 = load ptr, ptr %283, align 8, !tbaa !39
  %285 = ptrtoint ptr %284 to i64
  %286 = ptrtoint ptr %280 to i64
  %287 = sub i64 %285, %286
  call void @_ZdlPvm(ptr noundef nonnull %280, i64 noundef %287) #26
  br label %288

288:                                              ; preds = %279, %282
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %18) #22
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %17) #22
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %21) #22
  store ptr @.str, ptr %21, align 8, !tbaa !40, !alias.scope !51
  %289 = getelementptr inbounds i8, ptr %21, i64 8
  store ptr @.str.1, ptr %289, align 8, !tbaa !45, !alias.scope !51
  %290 = getelementptr inbounds i8, ptr %21, i64 16
  store i32 18, ptr %290, align 8, !tbaa !46, !alias.scope !51
  %291 = getelementptr inbounds i8, ptr %21, i64 20
  store i32 5, ptr %291, align 4, !tbaa !47, !alias.scope !51
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6)
  store ptr %12, ptr %6, align 8
  %292 = getelementptr inbounds i8, ptr %6, i64 8
  store ptr %16, ptr %292, align 8
  %293 = getelementptr inbounds i8, ptr %6, i64 16
  store ptr %8, ptr %293, align 8
  %294 = getelementptr inbounds i8, ptr %6, i64 24
  store ptr %9, ptr %294, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #22, !noalias !54
  store ptr %6, ptr %5, align 8, !tbaa !57, !noalias !54
  %295 = getelementptr inbounds i8, ptr %5, i64 8
  store ptr @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZ4mainEUlRNS0_7handlerEE_E4callEPKvS5_, ptr %295, align 8, !tbaa !59, !noalias !54
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #22, !noalias !60
  invoke void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 8 dereferenceable(9) %3, ptr noundef nonnull align 8 dereferenceable(24) %21)
          to label %296 unwind label %344

296:                                              ; preds = %288
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #22, !noalias !60
  store i32 0, ptr %4, align 4, !tbaa !63, !noalias !60
  %297 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 8 dereferenceable(9) %3)
          to label %298 unwind label %303, !noalias !60

298:                                              ; preds = %296
  %299 = getelementptr inbounds i8, ptr %3, i64 8
  %300 = load i8, ptr %299, align 8, !tbaa !66, !range !69, !noalias !60, !noundef !70
  %301 = trunc nuw i8 %300 to i1
  %302 = xor i1 %301, true
  invoke void @_ZNK4sycl3_V15queue22submit_with_event_implERKNS0_6detail19type_erased_cgfo_tyERKNS2_3_V114SubmissionInfoERKNS2_13code_locationEb(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %20, ptr noundef nonnull align 8 dereferenceable(16) %10, ptr noundef nonnull align 8 dereferenceable(16) %5, ptr noundef nonnull align 4 dereferenceable(4) %4, ptr noundef nonnull align 8 dereferenceable(24) %297, i1 noundef zeroext %302)
          to label %305 unwind label %303

303:                                              ; preds = %298, %296
  %304 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #22, !noalias !60
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %3) #22
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #22, !noalias !60
  br label %346

305:                                              ; preds = %298
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #22, !noalias !60
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %3) #22
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #22, !noalias !60
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #22, !noalias !54
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6)
  %306 = getelementptr inbounds i8, ptr %20, i64 8
  %307 = load ptr, ptr %306, align 8, !tbaa !27
  %308 = icmp eq ptr %307, null
  br i1 %308, label %333, label %309

309:                                              ; preds = %305
  %310 = getelementptr inbounds i8, ptr %307, i64 8
  %311 = load atomic i64, ptr %310 acquire, align 8
  %312 = icmp eq i64 %311, 4294967297
  %313 = trunc i64 %311 to i32
  br i1 %312, label %314, label %322

314:                                              ; preds = %309
  store i32 0, ptr %310, align 8, !tbaa !29
  %315 = getelementptr inbounds i8, ptr %307, i64 12
  store i32 0, ptr %315, align 4, !tbaa !32
  %316 = load ptr, ptr %307, align 8, !tbaa !33
  %317 = getelementptr inbounds i8, ptr %316, i64 16
  %318 = load ptr, ptr %317, align 8
  call void %318(ptr noundef nonnull align 8 dereferenceable(16) %307) #22
  %319 = load ptr, ptr %307, align 8, !tbaa !33
  %320 = getelementptr inbounds i8, ptr %319, i64 24
  %321 = load ptr, ptr %320, align 8
  call void %321(ptr noundef nonnull align 8 dereferenceable(16) %307) #22
  br label %333

322:                                              ; preds = %309
  %323 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !35
  %324 = icmp eq i8 %323, 0
  br i1 %324, label %327, label %325

325:                                              ; preds = %322
  %326 = add nsw i32 %313, -1
  store i32 %326, ptr %310, align 4, !tbaa !36
  br label %329

327:                                              ; preds = %322
  %328 = atomicrmw volatile add ptr %310, i32 -1 acq_rel, align 4
  br label %329

329:                                              ; preds = %327, %325
  %330 = phi i32 [ %313, %325 ], [ %328, %327 ]
  %331 = icmp eq i32 %330, 1
  br i1 %331, label %332, label %333, !prof !37

332:                                              ; preds = %329
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %307) #22
  br label %333

333:                                              ; preds = %305, %314, %329, %332
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %21) #22
  call void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(41) %16) #22
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %16) #22
  call void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(41) %12) #22
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %12) #22
  %334 = load i64, ptr %8, align 8, !tbaa !5
  %335 = load i64, ptr %9, align 8, !tbaa !5
  %336 = mul i64 %335, %334
  %337 = icmp eq i64 %336, 0
  br i1 %337, label %362, label %352

338:                                              ; preds = %73
  %339 = landingpad { ptr, i32 }
          cleanup
  br label %415

340:                                              ; preds = %176
  %341 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %14) #22
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %14) #22
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %13) #22
  br label %350

342:                                              ; preds = %232
  %343 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %18) #22
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %18) #22
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %17) #22
  br label %348

344:                                              ; preds = %288
  %345 = landingpad { ptr, i32 }
          cleanup
  br label %346

346:                                              ; preds = %303, %344
  %347 = phi { ptr, i32 } [ %345, %344 ], [ %304, %303 ]
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %21) #22
  call void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(41) %16) #22
  br label %348

348:                                              ; preds = %346, %342
  %349 = phi { ptr, i32 } [ %347, %346 ], [ %343, %342 ]
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %16) #22
  call void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(41) %12) #22
  br label %350

350:                                              ; preds = %348, %340
  %351 = phi { ptr, i32 } [ %349, %348 ], [ %341, %340 ]
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %12) #22
  call void @_ZN4sycl3_V15queueD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %10) #22
  br label %406

352:                                              ; preds = %333, %359
  %353 = phi i64 [ %360, %359 ], [ 0, %333 ]
  %354 = getelementptr inbounds float, ptr %105, i64 %353
  %355 = load float, ptr %354, align 4, !tbaa !11
  %356 = fcmp une float %355, 3.000000e+00
  br i1 %356, label %357, label %359

357:                                              ; preds = %352
  %358 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %353)
  br label %364

359:                                              ; preds = %352
  %360 = add nuw i64 %353, 1
  %361 = icmp eq i64 %360, %336
  br i1 %361, label %362, label %352, !llvm.loop !71

362:                                              ; preds = %359, %333
  %363 = call i32 @puts(ptr nonnull dereferenceable(1) @str)
  br label %364

364:                                              ; preds = %357, %362
  %365 = phi i32 [ 0, %362 ], [ 1, %357 ]
  %366 = getelementptr inbounds i8, ptr %10, i64 8
  %367 = load ptr, ptr %366, align 8, !tbaa !27
  %368 = icmp eq ptr %367, null
  br i1 %368, label %393, label %369

369:                                              ; preds = %364
  %370 = getelementptr inbounds i8, ptr %367, i64 8
  %371 = load atomic i64, ptr %370 acquire, align 8
  %372 = icmp eq i64 %371, 4294967297
  %373 = trunc i64 %371 to i32
  br i1 %372, label %374, label %382

374:                                              ; preds = %369
  store i32 0, ptr %370, align 8, !tbaa !29
  %375 = getelementptr inbounds i8, ptr %367, i64 12
  store i32 0, ptr %375, align 4, !tbaa !32
  %376 = load ptr, ptr %367, align 8, !tbaa !33
  %377 = getelementptr inbounds i8, ptr %376, i64 16
  %378 = load ptr, ptr %377, align 8
  call void %378(ptr noundef nonnull align 8 dereferenceable(16) %367) #22
  %379 = load ptr, ptr %367, align 8, !tbaa !33
  %380 = getelementptr inbounds i8, ptr %379, i64 24
  %381 = load ptr, ptr %380, align 8
  call void %381(ptr noundef nonnull align 8 dereferenceable(16) %367) #22
  br label %393

382:                                              ; preds = %369
  %383 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !35
  %384 = icmp eq i8 %383, 0
  br i1 %384, label %387, label %385

385:                                              ; preds = %382
  %386 = add nsw i32 %373, -1
  store i32 %386, ptr %370, align 4, !tbaa !36
  br label %389

387:                                              ; preds = %382
  %388 = atomicrmw volatile add ptr %370, i32 -1 acq_rel, align 4
  br label %389

389:                                              ; preds = %387, %385
  %390 = phi i32 [ %373, %385 ], [ %388, %387 ]
  %391 = icmp eq i32 %390, 1
  br i1 %391, label %392, label %393, !prof !37

392:                                              ; preds = %389
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %367) #22
  br label %393

393:                                              ; preds = %364, %374, %389, %392
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %10) #22
  %394 = icmp eq ptr %105, null
  br i1 %394, label %399, label %395

395:                                              ; preds = %393
  %396 = ptrtoint ptr %104 to i64
  %397 = ptrtoint ptr %105 to i64
  %398 = sub i64 %396, %397
  call void @_ZdlPvm(ptr noundef nonnull %105, i64 noundef %398) #26
  br label %399

399:                                              ; preds = %393, %395
  %400 = icmp eq ptr %102, null
  br i1 %400, label %405, label %401

401:                                              ; preds = %399
  %402 = ptrtoint ptr %103 to i64
  %403 = ptrtoint ptr %102 to i64
  %404 = sub i64 %402, %403
  call void @_ZdlPvm(ptr noundef nonnull %102, i64 noundef %404) #26
  br label %405

405:                                              ; preds = %399, %401
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9) #22
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8) #22
  ret i32 %365

406:                                              ; preds = %350, %126
  %407 = phi { ptr, i32 } [ %351, %350 ], [ %118, %126 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %10) #22
  %408 = icmp eq ptr %105, null
  br i1 %408, label %413, label %409

409:                                              ; preds = %406
  %410 = ptrtoint ptr %104 to i64
  %411 = ptrtoint ptr %105 to i64
  %412 = sub i64 %410, %411
  call void @_ZdlPvm(ptr noundef nonnull %105, i64 noundef %412) #26
  br label %413

413:                                              ; preds = %409, %406
  %414 = icmp eq ptr %102, null
  br i1 %414, label %422, label %415

415:                                              ; preds = %338, %413
  %416 = phi { ptr, i32 } [ %339, %338 ], [ %407, %413 ]
  %417 = phi ptr [ %48, %338 ], [ %103, %413 ]
  %418 = phi ptr [ %47, %338 ], [ %102, %413 ]
  %419 = ptrtoint ptr %417 to i64
  %420 = ptrtoint ptr %418 to i64
  %421 = sub i64 %419, %420
  call void @_ZdlPvm(ptr noundef nonnull %418, i64 noundef %421) #26
  br label %422

422:                                              ; preds = %415, %413
  %423 = phi { ptr, i32 } [ %407, %413 ], [ %416, %415 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9) #22
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8) #22
  resume { ptr, i32 } %423
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare i32 @__gxx_personality_v0(...)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi2EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(41) %0, ptr noundef %1, ptr noundef nonnull align 8 dereferenceable(16) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.std::unique_ptr", align 8
  %7 = alloca %"struct.std::array", align 16
  %8 = load i64, ptr %2, align 8, !tbaa !5
  %9 = getelementptr inbounds i8, ptr %2, i64 8
  %10 = load i64, ptr %9, align 8, !tbaa !5
  %11 = shl i64 %8, 2
  %12 = mul i64 %11, %10
  %13 = tail call noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #24, !noalias !72
  store ptr getelementptr inbounds inrange(-16, 56) (i8, ptr @_ZTVN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE, i64 16), ptr %13, align 8, !tbaa !33, !noalias !72
  %14 = getelementptr inbounds i8, ptr %13, i64 8
  store i64 128, ptr %14, align 8, !tbaa !75, !noalias !72
  %15 = getelementptr inbounds i8, ptr %13, i64 16
  store i64 4, ptr %15, align 8, !tbaa !77, !noalias !72
  store ptr %13, ptr %6, align 8, !tbaa !80
  invoke void @_ZN4sycl3_V16detail12buffer_plainC2EPvmmRKNS0_13property_listESt10unique_ptrINS1_19SYCLMemObjAllocatorESt14default_deleteIS8_EE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef %1, i64 noundef %12, i64 noundef 4, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef nonnull %6)
          to label %16 unwind label %36

16:                                               ; preds = %5
  %17 = load ptr, ptr %6, align 8, !tbaa !9
  %18 = icmp eq ptr %17, null
  br i1 %18, label %23, label %19

19:                                               ; preds = %16
  %20 = load ptr, ptr %17, align 8, !tbaa !33
  %21 = getelementptr inbounds i8, ptr %20, i64 16
  %22 = load ptr, ptr %21, align 8
  call void %22(ptr noundef nonnull align 8 dereferenceable(8) %17) #22
  br label %23

23:                                               ; preds = %16, %19
  store ptr null, ptr %6, align 8, !tbaa !9
  %24 = getelementptr inbounds i8, ptr %0, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %24, ptr noundef nonnull align 8 dereferenceable(16) %2, i64 16, i1 false)
  %25 = getelementptr inbounds i8, ptr %0, i64 32
  store i64 0, ptr %25, align 8, !tbaa !82
  %26 = getelementptr inbounds i8, ptr %0, i64 40
  store i8 0, ptr %26, align 8, !tbaa !89
  %27 = load ptr, ptr %0, align 8, !tbaa !90
  %28 = load ptr, ptr getelementptr inbounds (i8, ptr @_ZTIf, i64 8), align 8, !tbaa !91
  %29 = load i8, ptr %28, align 1, !tbaa !35
  %30 = icmp eq i8 %29, 42
  %31 = zext i1 %30 to i64
  %32 = getelementptr inbounds i8, ptr %28, i64 %31
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7) #22
  call void @llvm.experimental.noalias.scope.decl(metadata !93)
  %33 = load <2 x i64>, ptr %24, align 8, !tbaa !5, !noalias !93
  store <2 x i64> %33, ptr %7, align 16, !tbaa !5, !alias.scope !93
  %34 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 0, ptr %34, align 16, !tbaa !5, !alias.scope !93
  invoke void @_ZN4sycl3_V16detail12buffer_plain23constructorNotificationERKNS1_13code_locationEPvPKvS8_jjPm(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(24) %4, ptr noundef %27, ptr noundef %1, ptr noundef nonnull %32, i32 noundef 2, i32 noundef 4, ptr noundef nonnull %7)
          to label %35 unwind label %44

35:                                               ; preds = %23
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #22
  ret void

36:                                               ; preds = %5
  %37 = landingpad { ptr, i32 }
          cleanup
  %38 = load ptr, ptr %6, align 8, !tbaa !9
  %39 = icmp eq ptr %38, null
  br i1 %39, label %46, label %40

40:                                               ; preds = %36
  %41 = load ptr, ptr %38, align 8, !tbaa !33
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

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(41) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  %10 = load ptr, ptr %9, align 8, !tbaa !33
  %11 = getelementptr inbounds i8, ptr %10, i64 16
  %12 = load ptr, ptr %11, align 8
  %13 = tail call noundef ptr %12(ptr noundef nonnull align 8 dereferenceable(8) %9) #22
  invoke void @_ZN4sycl3_V16detail23reportExceptionToStreamEPKcS3_(ptr noundef nonnull @.str.6, ptr noundef %13)
          to label %14 unwind label %44

14:                                               ; preds = %8
  tail call void @__assert_fail(ptr noundef nonnull @.str.7, ptr noundef nonnull @.str.8, i32 noundef 485, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvED2Ev) #25
  unreachable

15:                                               ; preds = %1
  %16 = getelementptr inbounds i8, ptr %0, i64 8
  %17 = load ptr, ptr %16, align 8, !tbaa !27
  %18 = icmp eq ptr %17, null
  br i1 %18, label %43, label %19

19:                                               ; preds = %15
  %20 = getelementptr inbounds i8, ptr %17, i64 8
  %21 = load atomic i64, ptr %20 acquire, align 8
  %22 = icmp eq i64 %21, 4294967297
  %23 = trunc i64 %21 to i32
  br i1 %22, label %24, label %32

24:                                               ; preds = %19
  store i32 0, ptr %20, align 8, !tbaa !29
  %25 = getelementptr inbounds i8, ptr %17, i64 12
  store i32 0, ptr %25, align 4, !tbaa !32
  %26 = load ptr, ptr %17, align 8, !tbaa !33
  %27 = getelementptr inbounds i8, ptr %26, i64 16
  %28 = load ptr, ptr %27, align 8
  tail call void %28(ptr noundef nonnull align 8 dereferenceable(16) %17) #22
  %29 = load ptr, ptr %17, align 8, !tbaa !33
  %30 = getelementptr inbounds i8, ptr %29, i64 24
  %31 = load ptr, ptr %30, align 8
  tail call void %31(ptr noundef nonnull align 8 dereferenceable(16) %17) #22
  br label %43

32:                                               ; preds = %19
  %33 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !35
  %34 = icmp eq i8 %33, 0
  br i1 %34, label %37, label %35

35:                                               ; preds = %32
  %36 = add nsw i32 %23, -1
  store i32 %36, ptr %20, align 4, !tbaa !36
  br label %39

37:                                               ; preds = %32
  %38 = atomicrmw volatile add ptr %20, i32 -1 acq_rel, align 4
  br label %39

39:                                               ; preds = %37, %35
  %40 = phi i32 [ %23, %35 ], [ %38, %37 ]
  %41 = icmp eq i32 %40, 1
  br i1 %41, label %42, label %43, !prof !37

42:                                               ; preds = %39
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %17) #22
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
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V15queueD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !27
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !29
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !32
  %12 = load ptr, ptr %3, align 8, !tbaa !33
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #22
  %15 = load ptr, ptr %3, align 8, !tbaa !33
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #22
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !35
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !36
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !37

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #22
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #6

declare noundef i32 @_ZN4sycl3_V118default_selector_vERKNS0_6deviceE(ptr noundef nonnull align 8 dereferenceable(8)) #7

declare void @_ZN4sycl3_V16detail19defaultAsyncHandlerENS0_14exception_listE(ptr noundef) #7

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V15queueC2IFiRKNS0_6deviceEEvEERKT_RKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull %1, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(32) %3) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.sycl::_V1::device", align 8
  %6 = alloca %"class.std::function.18", align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #22
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #22
  %7 = getelementptr inbounds i8, ptr %6, i64 16
  %8 = getelementptr inbounds i8, ptr %6, i64 24
  %9 = getelementptr inbounds i8, ptr %6, i64 8
  store i64 0, ptr %9, align 8
  store ptr %1, ptr %6, align 8, !tbaa !9
  store ptr @_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E9_M_invokeERKSt9_Any_dataS4_, ptr %8, align 8, !tbaa !96
  store ptr @_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E10_M_managerERSt9_Any_dataRKS8_St18_Manager_operation, ptr %7, align 8, !tbaa !23
  invoke void @_ZN4sycl3_V16detail13select_deviceERKSt8functionIFiRKNS0_6deviceEEE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::device") align 8 %5, ptr noundef nonnull align 8 dereferenceable(32) %6)
          to label %10 unwind label %20

10:                                               ; preds = %4
  invoke void @_ZN4sycl3_V15queueC2ERKNS0_6deviceERKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(8) %5, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(32) %3)
          to label %11 unwind label %20

11:                                               ; preds = %10
  %12 = load ptr, ptr %7, align 8, !tbaa !23
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
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #22
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #22
  ret void

20:                                               ; preds = %10, %4
  %21 = landingpad { ptr, i32 }
          cleanup
  %22 = load ptr, ptr %7, align 8, !tbaa !23
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
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #22
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #22
  resume { ptr, i32 } %21
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #8

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E9_M_invokeERKSt9_Any_dataOS2_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(24) %1) #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.sycl::_V1::exception_list", align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3)
  %4 = load ptr, ptr %0, align 8, !tbaa !9
  %5 = load <2 x ptr>, ptr %1, align 8, !tbaa !9
  store <2 x ptr> %5, ptr %3, align 16, !tbaa !9
  %6 = getelementptr inbounds i8, ptr %3, i64 16
  %7 = getelementptr inbounds i8, ptr %1, i64 16
  %8 = load ptr, ptr %7, align 8, !tbaa !98
  store ptr %8, ptr %6, align 16, !tbaa !98
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %1, i8 0, i64 24, i1 false)
  invoke void %4(ptr noundef nonnull %3)
          to label %9 unwind label %32

9:                                                ; preds = %2
  %10 = getelementptr inbounds i8, ptr %3, i64 8
  %11 = load ptr, ptr %3, align 16, !tbaa !100
  %12 = load ptr, ptr %10, align 8, !tbaa !101
  %13 = icmp eq ptr %11, %12
  br i1 %13, label %24, label %14

14:                                               ; preds = %9, %19
  %15 = phi ptr [ %20, %19 ], [ %11, %9 ]
  %16 = load ptr, ptr %15, align 8, !tbaa !102
  %17 = icmp eq ptr %16, null
  br i1 %17, label %19, label %18

18:                                               ; preds = %14
  call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %15) #22
  br label %19

19:                                               ; preds = %18, %14
  %20 = getelementptr inbounds i8, ptr %15, i64 8
  %21 = icmp eq ptr %20, %12
  br i1 %21, label %22, label %14, !llvm.loop !104

22:                                               ; preds = %19
  %23 = load ptr, ptr %3, align 16, !tbaa !100
  br label %24

24:                                               ; preds = %22, %9
  %25 = phi ptr [ %23, %22 ], [ %11, %9 ]
  %26 = icmp eq ptr %25, null
  br i1 %26, label %34, label %27

27:                                               ; preds = %24
  %28 = load ptr, ptr %6, align 16, !tbaa !98
  %29 = ptrtoint ptr %28 to i64
  %30 = ptrtoint ptr %25 to i64
  %31 = sub i64 %29, %30
  call void @_ZdlPvm(ptr noundef nonnull %25, i64 noundef %31) #26
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
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) local_unnamed_addr #9 comdat {
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #22
  tail call void @_ZSt9terminatev() #25
  unreachable
}

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @_ZSt9terminatev() local_unnamed_addr

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V114exception_listD2Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = load ptr, ptr %0, align 8, !tbaa !100
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !101
  %5 = icmp eq ptr %2, %4
  br i1 %5, label %16, label %6

6:                                                ; preds = %1, %11
  %7 = phi ptr [ %12, %11 ], [ %2, %1 ]
  %8 = load ptr, ptr %7, align 8, !tbaa !102
  %9 = icmp eq ptr %8, null
  br i1 %9, label %11, label %10

10:                                               ; preds = %6
  tail call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %7) #22
  br label %11

11:                                               ; preds = %10, %6
  %12 = getelementptr inbounds i8, ptr %7, i64 8
  %13 = icmp eq ptr %12, %4
  br i1 %13, label %14, label %6, !llvm.loop !104

14:                                               ; preds = %11
  %15 = load ptr, ptr %0, align 8, !tbaa !100
  br label %16

16:                                               ; preds = %14, %1
  %17 = phi ptr [ %15, %14 ], [ %2, %1 ]
  %18 = icmp eq ptr %17, null
  br i1 %18, label %25, label %19

19:                                               ; preds = %16
  %20 = getelementptr inbounds i8, ptr %0, i64 16
  %21 = load ptr, ptr %20, align 8, !tbaa !98
  %22 = ptrtoint ptr %21 to i64
  %23 = ptrtoint ptr %17 to i64
  %24 = sub i64 %22, %23
  tail call void @_ZdlPvm(ptr noundef nonnull %17, i64 noundef %24) #26
  br label %25

25:                                               ; preds = %16, %19
  ret void
}

; Function Attrs: nounwind
declare void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8)) local_unnamed_addr #10

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) local_unnamed_addr #11

declare void @_ZN4sycl3_V16detail13select_deviceERKSt8functionIFiRKNS0_6deviceEEE(ptr dead_on_unwind writable sret(%"class.sycl::_V1::device") align 8, ptr noundef nonnull align 8 dereferenceable(32)) local_unnamed_addr #7

declare void @_ZN4sycl3_V15queueC2ERKNS0_6deviceERKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(8), ptr noundef nonnull align 8 dereferenceable(32), ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #7

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef i32 @_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E9_M_invokeERKSt9_Any_dataS4_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(8) %1) #2 comdat align 2 {
  %3 = load ptr, ptr %0, align 8, !tbaa !9
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
define linkonce_odr dso_local void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %0) local_unnamed_addr #12 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = load ptr, ptr %0, align 8, !tbaa !33
  %3 = getelementptr inbounds i8, ptr %2, i64 16
  %4 = load ptr, ptr %3, align 8
  tail call void %4(ptr noundef nonnull align 8 dereferenceable(16) %0) #22
  %5 = getelementptr inbounds i8, ptr %0, i64 12
  %6 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !35
  %7 = icmp eq i8 %6, 0
  br i1 %7, label %11, label %8

8:                                                ; preds = %1
  %9 = load i32, ptr %5, align 4, !tbaa !36
  %10 = add nsw i32 %9, -1
  store i32 %10, ptr %5, align 4, !tbaa !36
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
  tail call void %19(ptr noundef nonnull align 8 dereferenceable(16) %0) #22
  br label %20

20:                                               ; preds = %13, %16
  ret void
}

; Function Attrs: noreturn
declare void @_ZSt20__throw_length_errorPKc(ptr noundef) local_unnamed_addr #13

; Function Attrs: noreturn
declare void @_ZSt28__throw_bad_array_new_lengthv() local_unnamed_addr #13

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znwm(i64 noundef) local_unnamed_addr #14

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #15

declare void @_ZN4sycl3_V16detail12buffer_plainC2EPvmmRKNS0_13property_listESt10unique_ptrINS1_19SYCLMemObjAllocatorESt14default_deleteIS8_EE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef, i64 noundef, i64 noundef, ptr noundef nonnull align 8 dereferenceable(32), ptr noundef) unnamed_addr #7

declare void @_ZN4sycl3_V16detail12buffer_plain23constructorNotificationERKNS1_13code_locationEPvPKvS8_jjPm(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(24), ptr noundef, ptr noundef, ptr noundef, i32 noundef, i32 noundef, ptr noundef) local_unnamed_addr #7

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail12buffer_plainD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !27
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !29
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !32
  %12 = load ptr, ptr %3, align 8, !tbaa !33
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #22
  %15 = load ptr, ptr %3, align 8, !tbaa !33
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #22
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !35
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !36
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !37

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #22
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE16getAllocatorImplEv(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #3 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19SYCLMemObjAllocatorD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #3 comdat align 2 {
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfED0Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #3 comdat align 2 {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 24) #26
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE8allocateEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = shl i64 %1, 2
  %5 = add i64 %4, -1
  %6 = load i64, ptr %3, align 8, !tbaa !75
  %7 = add i64 %6, -1
  %8 = or i64 %7, %5
  %9 = add i64 %8, 1
  %10 = icmp ult i64 %9, %1
  br i1 %10, label %11, label %13

11:                                               ; preds = %2
  %12 = tail call ptr @__cxa_allocate_exception(i64 8) #22
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt9bad_alloc, i64 16), ptr %12, align 8, !tbaa !33
  tail call void @__cxa_throw(ptr nonnull %12, ptr nonnull @_ZTISt9bad_alloc, ptr nonnull @_ZNSt9bad_allocD1Ev) #23
  unreachable

13:                                               ; preds = %2
  %14 = tail call noundef ptr @_ZN4sycl3_V16detail6OSUtil12alignedAllocEmm(i64 noundef %6, i64 noundef %9)
  %15 = icmp eq ptr %14, null
  br i1 %15, label %16, label %18

16:                                               ; preds = %13
  %17 = tail call ptr @__cxa_allocate_exception(i64 8) #22
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt9bad_alloc, i64 16), ptr %17, align 8, !tbaa !33
  tail call void @__cxa_throw(ptr nonnull %17, ptr nonnull @_ZTISt9bad_alloc, ptr nonnull @_ZNSt9bad_allocD1Ev) #23
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
define linkonce_odr dso_local noundef i64 @_ZNK4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE12getValueSizeEv(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #3 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  %3 = load i64, ptr %2, align 8, !tbaa !77
  ret i64 %3
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE12setAlignmentEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = tail call i64 @llvm.umax.i64(i64 %1, i64 64)
  store i64 %4, ptr %3, align 8, !tbaa !75
  ret void
}

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

; Function Attrs: nounwind
declare void @_ZNSt9bad_allocD1Ev(ptr noundef nonnull align 8 dereferenceable(8)) unnamed_addr #10

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

declare noundef ptr @_ZN4sycl3_V16detail6OSUtil12alignedAllocEmm(i64 noundef, i64 noundef) local_unnamed_addr #7

declare void @_ZN4sycl3_V16detail6OSUtil11alignedFreeEPv(ptr noundef) local_unnamed_addr #7

; Function Attrs: nounwind
declare { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef) local_unnamed_addr #10

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %0, i32 %1, ptr %2, ptr noundef %3) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.std::shared_ptr.39", align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %5, i8 0, i64 16, i1 false)
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codeSt10shared_ptrINS0_7contextEEPKc(ptr noundef nonnull align 8 dereferenceable(64) %0, i32 %1, ptr %2, ptr noundef nonnull %5, ptr noundef %3)
          to label %6 unwind label %35

6:                                                ; preds = %4
  %7 = getelementptr inbounds i8, ptr %5, i64 8
  %8 = load ptr, ptr %7, align 8, !tbaa !27
  %9 = icmp eq ptr %8, null
  br i1 %9, label %34, label %10

10:                                               ; preds = %6
  %11 = getelementptr inbounds i8, ptr %8, i64 8
  %12 = load atomic i64, ptr %11 acquire, align 8
  %13 = icmp eq i64 %12, 4294967297
  %14 = trunc i64 %12 to i32
  br i1 %13, label %15, label %23

15:                                               ; preds = %10
  store i32 0, ptr %11, align 8, !tbaa !29
  %16 = getelementptr inbounds i8, ptr %8, i64 12
  store i32 0, ptr %16, align 4, !tbaa !32
  %17 = load ptr, ptr %8, align 8, !tbaa !33
  %18 = getelementptr inbounds i8, ptr %17, i64 16
  %19 = load ptr, ptr %18, align 8
  call void %19(ptr noundef nonnull align 8 dereferenceable(16) %8) #22
  %20 = load ptr, ptr %8, align 8, !tbaa !33
  %21 = getelementptr inbounds i8, ptr %20, i64 24
  %22 = load ptr, ptr %21, align 8
  call void %22(ptr noundef nonnull align 8 dereferenceable(16) %8) #22
  br label %34

23:                                               ; preds = %10
  %24 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !35
  %25 = icmp eq i8 %24, 0
  br i1 %25, label %28, label %26

26:                                               ; preds = %23
  %27 = add nsw i32 %14, -1
  store i32 %27, ptr %11, align 4, !tbaa !36
  br label %30

28:                                               ; preds = %23
  %29 = atomicrmw volatile add ptr %11, i32 -1 acq_rel, align 4
  br label %30

30:                                               ; preds = %28, %26
  %31 = phi i32 [ %14, %26 ], [ %29, %28 ]
  %32 = icmp eq i32 %31, 1
  br i1 %32, label %33, label %34, !prof !37

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
declare void @_ZN4sycl3_V19exceptionD1Ev(ptr noundef nonnull align 8 dereferenceable(64)) unnamed_addr #10

declare void @_ZN4sycl3_V19exceptionC1ESt10error_codeSt10shared_ptrINS0_7contextEEPKc(ptr noundef nonnull align 8 dereferenceable(64), i32, ptr, ptr noundef, ptr noundef) unnamed_addr #7

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt12__shared_ptrIN4sycl3_V17contextELN9__gnu_cxx12_Lock_policyE2EED2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !27
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !29
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !32
  %12 = load ptr, ptr %3, align 8, !tbaa !33
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #22
  %15 = load ptr, ptr %3, align 8, !tbaa !33
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #22
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !35
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !36
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !37

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #22
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

declare void @_ZNK4sycl3_V16detail12buffer_plain13handleReleaseEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #7

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #16

declare void @_ZN4sycl3_V16detail23reportExceptionToStreamEPKcS3_(ptr noundef, ptr noundef) local_unnamed_addr #7

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #17

declare void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 8 dereferenceable(9), ptr noundef nonnull align 8 dereferenceable(24)) unnamed_addr #7

declare void @_ZNK4sycl3_V15queue22submit_with_event_implERKNS0_6detail19type_erased_cgfo_tyERKNS2_3_V114SubmissionInfoERKNS2_13code_locationEb(ptr dead_on_unwind writable sret(%"class.sycl::_V1::event") align 8, ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 4 dereferenceable(4), ptr noundef nonnull align 8 dereferenceable(24), i1 noundef zeroext) local_unnamed_addr #7

declare noundef nonnull align 8 dereferenceable(24) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 8 dereferenceable(9)) local_unnamed_addr #7

; Function Attrs: nounwind
declare void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9)) unnamed_addr #10

; Function Attrs: mustprogress uwtable
define internal void @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZ4mainEUlRNS0_7handlerEE_E4callEPKvS5_(ptr nocapture noundef readonly %0, ptr noundef nonnull align 8 dereferenceable(176) %1) #2 align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.sycl::_V1::range", align 8
  %4 = alloca %"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view", align 8
  %5 = alloca %"struct.sycl::_V1::detail::compile_time_kernel_info_v1::CompileTimeKernelInfoTy", align 8
  %6 = alloca %"struct.sycl::_V1::detail::kernel_launch_properties_v1::PropsHolder", align 8
  %7 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %8 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %9 = alloca %"class.sycl::_V1::accessor", align 8
  %10 = alloca %"class.sycl::_V1::property_list", align 8
  %11 = alloca %"class.sycl::_V1::accessor.80", align 8
  %12 = alloca %"class.sycl::_V1::property_list", align 8
  %13 = alloca %class.anon.84, align 8
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %9) #22
  %14 = load ptr, ptr %0, align 8, !tbaa !105
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #22
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %10, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %8)
  store ptr @.str, ptr %8, align 8
  %15 = getelementptr inbounds i8, ptr %8, i64 8
  store ptr @.str.9, ptr %15, align 8
  %16 = getelementptr inbounds i8, ptr %8, i64 16
  store i32 19, ptr %16, align 8
  %17 = getelementptr inbounds i8, ptr %8, i64 20
  store i32 22, ptr %17, align 4
  invoke void @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi2ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_vEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(56) %9, ptr noundef nonnull align 8 dereferenceable(41) %14, ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull align 8 dereferenceable(32) %10, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %8)
          to label %18 unwind label %369

18:                                               ; preds = %2
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %8)
  %19 = getelementptr inbounds i8, ptr %10, i64 8
  %20 = load ptr, ptr %19, align 8, !tbaa !24
  %21 = getelementptr inbounds i8, ptr %10, i64 16
  %22 = load ptr, ptr %21, align 8, !tbaa !26
  %23 = icmp eq ptr %20, %22
  br i1 %23, label %58, label %24

24:                                               ; preds = %18, %53
  %25 = phi ptr [ %54, %53 ], [ %20, %18 ]
  %26 = getelementptr inbounds i8, ptr %25, i64 8
  %27 = load ptr, ptr %26, align 8, !tbaa !27
  %28 = icmp eq ptr %27, null
  br i1 %28, label %53, label %29

29:                                               ; preds = %24
  %30 = getelementptr inbounds i8, ptr %27, i64 8
  %31 = load atomic i64, ptr %30 acquire, align 8
  %32 = icmp eq i64 %31, 4294967297
  %33 = trunc i64 %31 to i32
  br i1 %32, label %34, label %42

34:                                               ; preds = %29
  store i32 0, ptr %30, align 8, !tbaa !29
  %35 = getelementptr inbounds i8, ptr %27, i64 12
  store i32 0, ptr %35, align 4, !tbaa !32
  %36 = load ptr, ptr %27, align 8, !tbaa !33
  %37 = getelementptr inbounds i8, ptr %36, i64 16
  %38 = load ptr, ptr %37, align 8
  call void %38(ptr noundef nonnull align 8 dereferenceable(16) %27) #22
  %39 = load ptr, ptr %27, align 8, !tbaa !33
  %40 = getelementptr inbounds i8, ptr %39, i64 24
  %41 = load ptr, ptr %40, align 8
  call void %41(ptr noundef nonnull align 8 dereferenceable(16) %27) #22
  br label %53

42:                                               ; preds = %29
  %43 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !35
  %44 = icmp eq i8 %43, 0
  br i1 %44, label %47, label %45

45:                                               ; preds = %42
  %46 = add nsw i32 %33, -1
  store i32 %46, ptr %30, align 4, !tbaa !36
  br label %49

47:                                               ; preds = %42
  %48 = atomicrmw volatile add ptr %30, i32 -1 acq_rel, align 4
  br label %49

49:                                               ; preds = %47, %45
  %50 = phi i32 [ %33, %45 ], [ %48, %47 ]
  %51 = icmp eq i32 %50, 1
  br i1 %51, label %52, label %53, !prof !37

52:                                               ; preds = %49
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %27) #22
  br label %53

53:                                               ; preds = %52, %49, %34, %24
  %54 = getelementptr inbounds i8, ptr %25, i64 16
  %55 = icmp eq ptr %54, %22
  br i1 %55, label %56, label %24, !llvm.loop !38

56:                                               ; preds = %53
  %57 = load ptr, ptr %19, align 8, !tbaa !24
  br label %58

58:                                               ; preds = %56, %18
  %59 = phi ptr [ %57, %56 ], [ %20, %18 ]
  %60 = icmp eq ptr %59, null
  br i1 %60, label %67, label %61

61:                                               ; preds = %58
  %62 = getelementptr inbounds i8, ptr %10, i64 24
  %63 = load ptr, ptr %62, align 8, !tbaa !39
  %64 = ptrtoint ptr %63 to i64
  %65 = ptrtoint ptr %59 to i64
  %66 = sub i64 %64, %65
  call void @_ZdlPvm(ptr noundef nonnull %59, i64 noundef %66) #26
  br label %67

67:                                               ; preds = %61, %58
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #22
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %11) #22
  %68 = getelementptr inbounds i8, ptr %0, i64 8
  %69 = load ptr, ptr %68, align 8, !tbaa !107
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %12) #22
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %12, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7)
  store ptr @.str, ptr %7, align 8
  %70 = getelementptr inbounds i8, ptr %7, i64 8
  store ptr @.str.9, ptr %70, align 8
  %71 = getelementptr inbounds i8, ptr %7, i64 16
  store i32 20, ptr %71, align 8
  %72 = getelementptr inbounds i8, ptr %7, i64 20
  store i32 22, ptr %72, align 4
  invoke void @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi2ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_vEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(56) %11, ptr noundef nonnull align 8 dereferenceable(41) %69, ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull align 8 dereferenceable(32) %12, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %7)
          to label %73 unwind label %371

73:                                               ; preds = %67
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7)
  %74 = getelementptr inbounds i8, ptr %12, i64 8
  %75 = load ptr, ptr %74, align 8, !tbaa !24
  %76 = getelementptr inbounds i8, ptr %12, i64 16
  %77 = load ptr, ptr %76, align 8, !tbaa !26
  %78 = icmp eq ptr %75, %77
  br i1 %78, label %113, label %79

79:                                               ; preds = %73, %108
  %80 = phi ptr [ %109, %108 ], [ %75, %73 ]
  %81 = getelementptr inbounds i8, ptr %80, i64 8
  %82 = load ptr, ptr %81, align 8, !tbaa !27
  %83 = icmp eq ptr %82, null
  br i1 %83, label %108, label %84

84:                                               ; preds = %79
  %85 = getelementptr inbounds i8, ptr %82, i64 8
  %86 = load atomic i64, ptr %85 acquire, align 8
  %87 = icmp eq i64 %86, 4294967297
  %88 = trunc i64 %86 to i32
  br i1 %87, label %89, label %97

89:                                               ; preds = %84
  store i32 0, ptr %85, align 8, !tbaa !29
  %90 = getelementptr inbounds i8, ptr %82, i64 12
  store i32 0, ptr %90, align 4, !tbaa !32
  %91 = load ptr, ptr %82, align 8, !tbaa !33
  %92 = getelementptr inbounds i8, ptr %91, i64 16
  %93 = load ptr, ptr %92, align 8
  call void %93(ptr noundef nonnull align 8 dereferenceable(16) %82) #22
  %94 = load ptr, ptr %82, align 8, !tbaa !33
  %95 = getelementptr inbounds i8, ptr %94, i64 24
  %96 = load ptr, ptr %95, align 8
  call void %96(ptr noundef nonnull align 8 dereferenceable(16) %82) #22
  br label %108

97:                                               ; preds = %84
  %98 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !35
  %99 = icmp eq i8 %98, 0
  br i1 %99, label %102, label %100

100:                                              ; preds = %97
  %101 = add nsw i32 %88, -1
  store i32 %101, ptr %85, align 4, !tbaa !36
  br label %104

102:                                              ; preds = %97
  %103 = atomicrmw volatile add ptr %85, i32 -1 acq_rel, align 4
  br label %104

104:                                              ; preds = %102, %100
  %105 = phi i32 [ %88, %100 ], [ %103, %102 ]
  %106 = icmp eq i32 %105, 1
  br i1 %106, label %107, label %108, !prof !37

107:                                              ; preds = %104
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %82) #22
  br label %108

108:                                              ; preds = %107, %104, %89, %79
  %109 = getelementptr inbounds i8, ptr %80, i64 16
  %110 = icmp eq ptr %109, %77
  br i1 %110, label %111, label %79, !llvm.loop !38

111:                                              ; preds = %108
  %112 = load ptr, ptr %74, align 8, !tbaa !24
  br label %113

113:                                              ; preds = %111, %73
  %114 = phi ptr [ %112, %111 ], [ %75, %73 ]
  %115 = icmp eq ptr %114, null
  br i1 %115, label %122, label %116

116:                                              ; preds = %113
  %117 = getelementptr inbounds i8, ptr %12, i64 24
  %118 = load ptr, ptr %117, align 8, !tbaa !39
  %119 = ptrtoint ptr %118 to i64
  %120 = ptrtoint ptr %114 to i64
  %121 = sub i64 %119, %120
  call void @_ZdlPvm(ptr noundef nonnull %114, i64 noundef %121) #26
  br label %122

122:                                              ; preds = %116, %113
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12) #22
  %123 = getelementptr inbounds i8, ptr %0, i64 16
  %124 = load ptr, ptr %123, align 8, !tbaa !108
  %125 = load i64, ptr %124, align 8, !tbaa !5
  %126 = getelementptr inbounds i8, ptr %0, i64 24
  %127 = load ptr, ptr %126, align 8, !tbaa !109
  %128 = load i64, ptr %127, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %13) #22
  %129 = load ptr, ptr %11, align 8, !tbaa !110
  store ptr %129, ptr %13, align 8, !tbaa !110
  %130 = getelementptr inbounds i8, ptr %13, i64 8
  %131 = getelementptr inbounds i8, ptr %11, i64 8
  %132 = load ptr, ptr %131, align 8, !tbaa !27
  store ptr %132, ptr %130, align 8, !tbaa !27
  %133 = icmp eq ptr %132, null
  br i1 %133, label %143, label %134

134:                                              ; preds = %122
  %135 = getelementptr inbounds i8, ptr %132, i64 8
  %136 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !35
  %137 = icmp eq i8 %136, 0
  br i1 %137, label %141, label %138

138:                                              ; preds = %134
  %139 = load i32, ptr %135, align 4, !tbaa !36
  %140 = add nsw i32 %139, 1
  store i32 %140, ptr %135, align 4, !tbaa !36
  br label %143

141:                                              ; preds = %134
  %142 = atomicrmw volatile add ptr %135, i32 1 acq_rel, align 4
  br label %143

143:                                              ; preds = %141, %138, %122
  %144 = getelementptr inbounds i8, ptr %13, i64 16
  %145 = getelementptr inbounds i8, ptr %11, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %144, ptr noundef nonnull align 8 dereferenceable(40) %145, i64 40, i1 false)
  %146 = getelementptr inbounds i8, ptr %13, i64 56
  %147 = load ptr, ptr %9, align 8, !tbaa !110
  store ptr %147, ptr %146, align 8, !tbaa !110
  %148 = getelementptr inbounds i8, ptr %13, i64 64
  %149 = getelementptr inbounds i8, ptr %9, i64 8
  %150 = load ptr, ptr %149, align 8, !tbaa !27
  store ptr %150, ptr %148, align 8, !tbaa !27
  %151 = icmp eq ptr %150, null
  br i1 %151, label %161, label %152

152:                                              ; preds = %143
  %153 = getelementptr inbounds i8, ptr %150, i64 8
  %154 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !35
  %155 = icmp eq i8 %154, 0
  br i1 %155, label %159, label %156

156:                                              ; preds = %152
  %157 = load i32, ptr %153, align 4, !tbaa !36
  %158 = add nsw i32 %157, 1
  store i32 %158, ptr %153, align 4, !tbaa !36
  br label %161

159:                                              ; preds = %152
  %160 = atomicrmw volatile add ptr %153, i32 1 acq_rel, align 4
  br label %161

161:                                              ; preds = %159, %156, %143
  %162 = getelementptr inbounds i8, ptr %13, i64 72
  %163 = getelementptr inbounds i8, ptr %9, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %162, ptr noundef nonnull align 8 dereferenceable(40) %163, i64 40, i1 false)
  call void @llvm.lifetime.start.p0(i64 88, ptr nonnull %5) #22
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(88) %5, ptr noundef nonnull align 8 dereferenceable(88) @__const._ZN4sycl3_V17handler19setDeviceKernelInfoI7PairAddEEvPv.Info, i64 88, i1 false)
  %164 = invoke noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(176) %1)
          to label %165 unwind label %373

165:                                              ; preds = %161
  %166 = icmp eq i32 %164, 0
  br i1 %166, label %174, label %167

167:                                              ; preds = %165
  %168 = call ptr @__cxa_allocate_exception(i64 64) #22
  %169 = call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #22
  %170 = extractvalue { i32, ptr } %169, 0
  %171 = extractvalue { i32, ptr } %169, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %168, i32 %170, ptr %171, ptr noundef nonnull @.str.18)
          to label %185 unwind label %172

172:                                              ; preds = %167
  %173 = landingpad { ptr, i32 }
          cleanup
  call void @__cxa_free_exception(ptr %168) #22
  br label %375

174:                                              ; preds = %165
  invoke void @_ZNK4sycl3_V17handler28throwOnKernelParameterMisuseERKNS0_6detail27compile_time_kernel_info_v123CompileTimeKernelInfoTyE(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull align 8 dereferenceable(81) %5)
          to label %175 unwind label %373

175:                                              ; preds = %174
  %176 = icmp eq i64 %128, 0
  br i1 %176, label %190, label %177

177:                                              ; preds = %175
  %178 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %128, i64 %125)
  %179 = extractvalue { i64, i1 } %178, 1
  br i1 %179, label %180, label %190

180:                                              ; preds = %177
  %181 = call ptr @__cxa_allocate_exception(i64 64) #22
  %182 = call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #22
  %183 = extractvalue { i32, ptr } %182, 0
  %184 = extractvalue { i32, ptr } %182, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %181, i32 %183, ptr %184, ptr noundef nonnull @.str.17)
          to label %185 unwind label %188

185:                                              ; preds = %180, %167
  %186 = phi ptr [ %168, %167 ], [ %181, %180 ]
  invoke void @__cxa_throw(ptr nonnull %186, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #23
          to label %187 unwind label %373

187:                                              ; preds = %185
  unreachable

188:                                              ; preds = %180
  %189 = landingpad { ptr, i32 }
          cleanup
  call void @__cxa_free_exception(ptr %181) #22
  call void @llvm.lifetime.end.p0(i64 88, ptr nonnull %5) #22
  br label %375

190:                                              ; preds = %177, %175
  %191 = load ptr, ptr %5, align 8, !tbaa !9
  %192 = getelementptr inbounds i8, ptr %5, i64 8
  %193 = load i64, ptr %192, align 8, !tbaa !5
  invoke void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr %191, i64 %193)
          to label %194 unwind label %373

194:                                              ; preds = %190
  call void @llvm.lifetime.start.p0(i64 152, ptr nonnull %6) #22
  %195 = getelementptr inbounds i8, ptr %6, i64 8
  store i8 0, ptr %195, align 8, !tbaa !112, !alias.scope !114
  %196 = getelementptr inbounds i8, ptr %6, i64 18
  store i8 0, ptr %196, align 2, !tbaa !119, !alias.scope !114
  %197 = getelementptr inbounds i8, ptr %6, i64 20
  store i8 0, ptr %197, align 4, !tbaa !121, !alias.scope !114
  %198 = getelementptr inbounds i8, ptr %6, i64 28
  store i8 0, ptr %198, align 4, !tbaa !123, !alias.scope !114
  %199 = getelementptr inbounds i8, ptr %6, i64 36
  store i8 0, ptr %199, align 4, !tbaa !125, !alias.scope !114
  %200 = getelementptr inbounds i8, ptr %6, i64 44
  store i8 0, ptr %200, align 4, !tbaa !123, !alias.scope !114
  %201 = getelementptr inbounds i8, ptr %6, i64 52
  store i8 0, ptr %201, align 4, !tbaa !125, !alias.scope !114
  %202 = getelementptr inbounds i8, ptr %6, i64 60
  store i8 0, ptr %202, align 4, !tbaa !123, !alias.scope !114
  %203 = getelementptr inbounds i8, ptr %6, i64 68
  store i8 0, ptr %203, align 4, !tbaa !125, !alias.scope !114
  %204 = getelementptr inbounds i8, ptr %6, i64 80
  store i8 0, ptr %204, align 8, !tbaa !127, !alias.scope !114
  %205 = getelementptr inbounds i8, ptr %6, i64 104
  store i8 0, ptr %205, align 8, !tbaa !129, !alias.scope !114
  %206 = getelementptr inbounds i8, ptr %6, i64 136
  store i8 0, ptr %206, align 8, !tbaa !131, !alias.scope !114
  %207 = getelementptr inbounds i8, ptr %6, i64 144
  store i8 1, ptr %207, align 8, !tbaa !133, !alias.scope !114
  invoke void @_ZN4sycl3_V17handler25setKernelLaunchPropertiesERKNS0_6detail27kernel_launch_properties_v111PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS5_5intel12experimental12cache_configENS7_17use_root_sync_keyENS7_23work_group_progress_keyENS7_22sub_group_progress_keyENS7_22work_item_progress_keyENS7_4cuda12cluster_sizeILi1EEENSH_ILi2EEENSH_ILi3EEEEEE(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull align 8 dereferenceable(145) %6)
          to label %208 unwind label %373

208:                                              ; preds = %194
  call void @llvm.lifetime.end.p0(i64 152, ptr nonnull %6) #22
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4)
  store i64 %125, ptr %3, align 8
  %209 = getelementptr inbounds i8, ptr %3, i64 8
  store i64 %128, ptr %209, align 8
  store ptr %3, ptr %4, align 8, !tbaa !164
  %210 = getelementptr inbounds i8, ptr %4, i64 8
  %211 = getelementptr inbounds i8, ptr %4, i64 24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %210, i8 0, i64 16, i1 false)
  store i64 2, ptr %211, align 8, !tbaa !166
  invoke void @_ZN4sycl3_V17handler20setNDRangeDescriptorENS0_6detail16nd_range_view_v113nd_range_viewEb(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull byval(%"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view") align 8 %4, i1 noundef zeroext false)
          to label %212 unwind label %373

212:                                              ; preds = %208
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4)
  %213 = getelementptr inbounds i8, ptr %1, i64 144
  %214 = invoke noalias noundef nonnull dereferenceable(120) ptr @_Znwm(i64 noundef 120) #24
          to label %215 unwind label %373

215:                                              ; preds = %212
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE, i64 16), ptr %214, align 8, !tbaa !33
  %216 = getelementptr inbounds i8, ptr %214, i64 8
  %217 = load ptr, ptr %13, align 8, !tbaa !110
  store ptr %217, ptr %216, align 8, !tbaa !110
  %218 = getelementptr inbounds i8, ptr %214, i64 16
  %219 = load ptr, ptr %130, align 8, !tbaa !27
  store ptr %219, ptr %218, align 8, !tbaa !27
  %220 = icmp eq ptr %219, null
  br i1 %220, label %230, label %221

221:                                              ; preds = %215
  %222 = getelementptr inbounds i8, ptr %219, i64 8
  %223 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !35
  %224 = icmp eq i8 %223, 0
  br i1 %224, label %228, label %225

225:                                              ; preds = %221
  %226 = load i32, ptr %222, align 4, !tbaa !36
  %227 = add nsw i32 %226, 1
  store i32 %227, ptr %222, align 4, !tbaa !36
  br label %230

228:                                              ; preds = %221
  %229 = atomicrmw volatile add ptr %222, i32 1 acq_rel, align 4
  br label %230

230:                                              ; preds = %228, %225, %215
  %231 = getelementptr inbounds i8, ptr %214, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %231, ptr noundef nonnull readonly align 8 dereferenceable(40) %144, i64 40, i1 false)
  %232 = getelementptr inbounds i8, ptr %214, i64 64
  %233 = load ptr, ptr %146, align 8, !tbaa !110
  store ptr %233, ptr %232, align 8, !tbaa !110
  %234 = getelementptr inbounds i8, ptr %214, i64 72
  %235 = load ptr, ptr %148, align 8, !tbaa !27
  store ptr %235, ptr %234, align 8, !tbaa !27
  %236 = icmp eq ptr %235, null
  br i1 %236, label %246, label %237

237:                                              ; preds = %230
  %238 = getelementptr inbounds i8, ptr %235, i64 8
  %239 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !35
  %240 = icmp eq i8 %239, 0
  br i1 %240, label %244, label %241

241:                                              ; preds = %237
  %242 = load i32, ptr %238, align 4, !tbaa !36
  %243 = add nsw i32 %242, 1
  store i32 %243, ptr %238, align 4, !tbaa !36
  br label %246

244:                                              ; preds = %237
  %245 = atomicrmw volatile add ptr %238, i32 1 acq_rel, align 4
  br label %246

246:                                              ; preds = %244, %241, %230
  %247 = getelementptr inbounds i8, ptr %214, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %247, ptr noundef nonnull readonly align 8 dereferenceable(40) %162, i64 40, i1 false)
  %248 = load ptr, ptr %213, align 8, !tbaa !9
  store ptr %214, ptr %213, align 8, !tbaa !9
  %249 = icmp eq ptr %248, null
  br i1 %249, label %254, label %250

250:                                              ; preds = %246
  %251 = load ptr, ptr %248, align 8, !tbaa !33
  %252 = getelementptr inbounds i8, ptr %251, i64 16
  %253 = load ptr, ptr %252, align 8
  call void %253(ptr noundef nonnull align 8 dereferenceable(8) %248) #22
  br label %254

254:                                              ; preds = %250, %246
  invoke void @_ZN4sycl3_V17handler23instantiateKernelOnHostEPv(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull @_ZN4sycl3_V16detail16runKernelWithArgINS0_4itemILi2ELb1EEEZZ4mainENKUlRNS0_7handlerEE_clES6_EUlNS0_2idILi2EEEE_Lb0EEEvT0_T_RKSt17integral_constantIbXT1_EE)
          to label %255 unwind label %373

255:                                              ; preds = %254
  %256 = load ptr, ptr %213, align 8, !tbaa !9
  %257 = load ptr, ptr %256, align 8, !tbaa !33
  %258 = load ptr, ptr %257, align 8
  %259 = invoke noundef ptr %258(ptr noundef nonnull align 8 dereferenceable(8) %256)
          to label %260 unwind label %373

260:                                              ; preds = %255
  invoke void @_ZN4sycl3_V17handler19setDeviceKernelInfoI7PairAddEEvPv(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef %259)
          to label %261 unwind label %373

261:                                              ; preds = %260
  call void @llvm.lifetime.end.p0(i64 88, ptr nonnull %5) #22
  %262 = load ptr, ptr %148, align 8, !tbaa !27
  %263 = icmp eq ptr %262, null
  br i1 %263, label %288, label %264

264:                                              ; preds = %261
  %265 = getelementptr inbounds i8, ptr %262, i64 8
  %266 = load atomic i64, ptr %265 acquire, align 8
  %267 = icmp eq i64 %266, 4294967297
  %268 = trunc i64 %266 to i32
  br i1 %267, label %269, label %277

269:                                              ; preds = %264
  store i32 0, ptr %265, align 8, !tbaa !29
  %270 = getelementptr inbounds i8, ptr %262, i64 12
  store i32 0, ptr %270, align 4, !tbaa !32
  %271 = load ptr, ptr %262, align 8, !tbaa !33
  %272 = getelementptr inbounds i8, ptr %271, i64 16
  %273 = load ptr, ptr %272, align 8
  call void %273(ptr noundef nonnull align 8 dereferenceable(16) %262) #22
  %274 = load ptr, ptr %262, align 8, !tbaa !33
  %275 = getelementptr inbounds i8, ptr %274, i64 24
  %276 = load ptr, ptr %275, align 8
  call void %276(ptr noundef nonnull align 8 dereferenceable(16) %262) #22
  br label %288

277:                                              ; preds = %264
  %278 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !35
  %279 = icmp eq i8 %278, 0
  br i1 %279, label %282, label %280

280:                                              ; preds = %277
  %281 = add nsw i32 %268, -1
  store i32 %281, ptr %265, align 4, !tbaa !36
  br label %284

282:                                              ; preds = %277
  %283 = atomicrmw volatile add ptr %265, i32 -1 acq_rel, align 4
  br label %284

284:                                              ; preds = %282, %280
  %285 = phi i32 [ %268, %280 ], [ %283, %282 ]
  %286 = icmp eq i32 %285, 1
  br i1 %286, label %287, label %288, !prof !37

287:                                              ; preds = %284
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %262) #22
  br label %288

288:                                              ; preds = %287, %284, %269, %261
  %289 = load ptr, ptr %130, align 8, !tbaa !27
  %290 = icmp eq ptr %289, null
  br i1 %290, label %315, label %291

291:                                              ; preds = %288
  %292 = getelementptr inbounds i8, ptr %289, i64 8
  %293 = load atomic i64, ptr %292 acquire, align 8
  %294 = icmp eq i64 %293, 4294967297
  %295 = trunc i64 %293 to i32
  br i1 %294, label %296, label %304

296:                                              ; preds = %291
  store i32 0, ptr %292, align 8, !tbaa !29
  %297 = getelementptr inbounds i8, ptr %289, i64 12
  store i32 0, ptr %297, align 4, !tbaa !32
  %298 = load ptr, ptr %289, align 8, !tbaa !33
  %299 = getelementptr inbounds i8, ptr %298, i64 16
  %300 = load ptr, ptr %299, align 8
  call void %300(ptr noundef nonnull align 8 dereferenceable(16) %289) #22
  %301 = load ptr, ptr %289, align 8, !tbaa !33
  %302 = getelementptr inbounds i8, ptr %301, i64 24
  %303 = load ptr, ptr %302, align 8
  call void %303(ptr noundef nonnull align 8 dereferenceable(16) %289) #22
  br label %315

304:                                              ; preds = %291
  %305 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !35
  %306 = icmp eq i8 %305, 0
  br i1 %306, label %309, label %307

307:                                              ; preds = %304
  %308 = add nsw i32 %295, -1
  store i32 %308, ptr %292, align 4, !tbaa !36
  br label %311

309:                                              ; preds = %304
  %310 = atomicrmw volatile add ptr %292, i32 -1 acq_rel, align 4
  br label %311

311:                                              ; preds = %309, %307
  %312 = phi i32 [ %295, %307 ], [ %310, %309 ]
  %313 = icmp eq i32 %312, 1
  br i1 %313, label %314, label %315, !prof !37

314:                                              ; preds = %311
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %289) #22
  br label %315

315:                                              ; preds = %314, %311, %296, %288
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %13) #22
  %316 = load ptr, ptr %131, align 8, !tbaa !27
  %317 = icmp eq ptr %316, null
  br i1 %317, label %342, label %318

318:                                              ; preds = %315
  %319 = getelementptr inbounds i8, ptr %316, i64 8
  %320 = load atomic i64, ptr %319 acquire, align 8
  %321 = icmp eq i64 %320, 4294967297
  %322 = trunc i64 %320 to i32
  br i1 %321, label %323, label %331

323:                                              ; preds = %318
  store i32 0, ptr %319, align 8, !tbaa !29
  %324 = getelementptr inbounds i8, ptr %316, i64 12
  store i32 0, ptr %324, align 4, !tbaa !32
  %325 = load ptr, ptr %316, align 8, !tbaa !33
  %326 = getelementptr inbounds i8, ptr %325, i64 16
  %327 = load ptr, ptr %326, align 8
  call void %327(ptr noundef nonnull align 8 dereferenceable(16) %316) #22
  %328 = load ptr, ptr %316, align 8, !tbaa !33
  %329 = getelementptr inbounds i8, ptr %328, i64 24
  %330 = load ptr, ptr %329, align 8
  call void %330(ptr noundef nonnull align 8 dereferenceable(16) %316) #22
  br label %342

331:                                              ; preds = %318
  %332 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !35
  %333 = icmp eq i8 %332, 0
  br i1 %333, label %336, label %334

334:                                              ; preds = %331
  %335 = add nsw i32 %322, -1
  store i32 %335, ptr %319, align 4, !tbaa !36
  br label %338

336:                                              ; preds = %331
  %337 = atomicrmw volatile add ptr %319, i32 -1 acq_rel, align 4
  br label %338

338:                                              ; preds = %336, %334
  %339 = phi i32 [ %322, %334 ], [ %337, %336 ]
  %340 = icmp eq i32 %339, 1
  br i1 %340, label %341, label %342, !prof !37

341:                                              ; preds = %338
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %316) #22
  br label %342

342:                                              ; preds = %341, %338, %323, %315
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %11) #22
  %343 = load ptr, ptr %149, align 8, !tbaa !27
  %344 = icmp eq ptr %343, null
  br i1 %344, label %381, label %345

345:                                              ; preds = %342
  %346 = getelementptr inbounds i8, ptr %343, i64 8
  %347 = load atomic i64, ptr %346 acquire, align 8
  %348 = icmp eq i64 %347, 4294967297
  %349 = trunc i64 %347 to i32
  br i1 %348, label %350, label %358

350:                                              ; preds = %345
  store i32 0, ptr %346, align 8, !tbaa !29
  %351 = getelementptr inbounds i8, ptr %343, i64 12
  store i32 0, ptr %351, align 4, !tbaa !32
  %352 = load ptr, ptr %343, align 8, !tbaa !33
  %353 = getelementptr inbounds i8, ptr %352, i64 16
  %354 = load ptr, ptr %353, align 8
  call void %354(ptr noundef nonnull align 8 dereferenceable(16) %343) #22
  %355 = load ptr, ptr %343, align 8, !tbaa !33
  %356 = getelementptr inbounds i8, ptr %355, i64 24
  %357 = load ptr, ptr %356, align 8
  call void %357(ptr noundef nonnull align 8 dereferenceable(16) %343) #22
  br label %381

358:                                              ; preds = %345
  %359 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !35
  %360 = icmp eq i8 %359, 0
  br i1 %360, label %363, label %361

361:                                              ; preds = %358
  %362 = add nsw i32 %349, -1
  store i32 %362, ptr %346, align 4, !tbaa !36
  br label %365

363:                                              ; preds = %358
  %364 = atomicrmw volatile add ptr %346, i32 -1 acq_rel, align 4
  br label %365

365:                                              ; preds = %363, %361
  %366 = phi i32 [ %349, %361 ], [ %364, %363 ]
  %367 = icmp eq i32 %366, 1
  br i1 %367, label %368, label %381, !prof !37

368:                                              ; preds = %365
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %343) #22
  br label %381

369:                                              ; preds = %2
  %370 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %10) #22
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #22
  br label %379

371:                                              ; preds = %67
  %372 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %12) #22
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12) #22
  br label %377

373:                                              ; preds = %260, %255, %254, %212, %208, %194, %190, %185, %174, %161
  %374 = landingpad { ptr, i32 }
          cleanup
  br label %375

375:                                              ; preds = %373, %188, %172
  %376 = phi { ptr, i32 } [ %374, %373 ], [ %173, %172 ], [ %189, %188 ]
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_2idILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(112) %13) #22
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %13) #22
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(56) %11) #22
  br label %377

377:                                              ; preds = %375, %371
  %378 = phi { ptr, i32 } [ %376, %375 ], [ %372, %371 ]
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %11) #22
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(56) %9) #22
  br label %379

379:                                              ; preds = %377, %369
  %380 = phi { ptr, i32 } [ %378, %377 ], [ %370, %369 ]
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %9) #22
  resume { ptr, i32 } %380

381:                                              ; preds = %342, %350, %365, %368
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %9) #22
  ret void
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define internal fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_2idILi2EEEE_D2Ev(ptr nocapture noundef nonnull readonly align 8 dereferenceable(112) %0) unnamed_addr #5 align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 64
  %3 = load ptr, ptr %2, align 8, !tbaa !27
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !29
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !32
  %12 = load ptr, ptr %3, align 8, !tbaa !33
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #22
  %15 = load ptr, ptr %3, align 8, !tbaa !33
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #22
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !35
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !36
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !37

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #22
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  %30 = getelementptr inbounds i8, ptr %0, i64 8
  %31 = load ptr, ptr %30, align 8, !tbaa !27
  %32 = icmp eq ptr %31, null
  br i1 %32, label %57, label %33

33:                                               ; preds = %29
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = load atomic i64, ptr %34 acquire, align 8
  %36 = icmp eq i64 %35, 4294967297
  %37 = trunc i64 %35 to i32
  br i1 %36, label %38, label %46

38:                                               ; preds = %33
  store i32 0, ptr %34, align 8, !tbaa !29
  %39 = getelementptr inbounds i8, ptr %31, i64 12
  store i32 0, ptr %39, align 4, !tbaa !32
  %40 = load ptr, ptr %31, align 8, !tbaa !33
  %41 = getelementptr inbounds i8, ptr %40, i64 16
  %42 = load ptr, ptr %41, align 8
  tail call void %42(ptr noundef nonnull align 8 dereferenceable(16) %31) #22
  %43 = load ptr, ptr %31, align 8, !tbaa !33
  %44 = getelementptr inbounds i8, ptr %43, i64 24
  %45 = load ptr, ptr %44, align 8
  tail call void %45(ptr noundef nonnull align 8 dereferenceable(16) %31) #22
  br label %57

46:                                               ; preds = %33
  %47 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !35
  %48 = icmp eq i8 %47, 0
  br i1 %48, label %51, label %49

49:                                               ; preds = %46
  %50 = add nsw i32 %37, -1
  store i32 %50, ptr %34, align 4, !tbaa !36
  br label %53

51:                                               ; preds = %46
  %52 = atomicrmw volatile add ptr %34, i32 -1 acq_rel, align 4
  br label %53

53:                                               ; preds = %51, %49
  %54 = phi i32 [ %37, %49 ], [ %52, %51 ]
  %55 = icmp eq i32 %54, 1
  br i1 %55, label %56, label %57, !prof !37

56:                                               ; preds = %53
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #22
  br label %57

57:                                               ; preds = %29, %38, %53, %56
  ret void
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !27
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !29
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !32
  %12 = load ptr, ptr %3, align 8, !tbaa !33
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #22
  %15 = load ptr, ptr %3, align 8, !tbaa !33
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #22
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !35
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !36
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !37

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #22
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi2ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_vEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(56) %0, ptr noundef nonnull align 8 dereferenceable(41) %1, ptr noundef nonnull align 8 dereferenceable(176) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.sycl::_V1::id", align 8
  %7 = alloca %"class.sycl::_V1::range.86", align 8
  %8 = alloca %"class.sycl::_V1::range.86", align 8
  %9 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %10 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %11 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %6, i8 0, i64 24, i1 false)
  %12 = load i64, ptr %11, align 8
  %13 = getelementptr inbounds i8, ptr %1, i64 24
  %14 = load i64, ptr %13, align 8
  store i64 %12, ptr %7, align 8, !tbaa !5, !alias.scope !167
  %15 = getelementptr inbounds i8, ptr %7, i64 8
  store i64 %14, ptr %15, align 8, !tbaa !5, !alias.scope !167
  %16 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 1, ptr %16, align 8, !tbaa !5, !alias.scope !167
  store i64 %12, ptr %8, align 8, !tbaa !5, !alias.scope !170
  %17 = getelementptr inbounds i8, ptr %8, i64 8
  store i64 %14, ptr %17, align 8, !tbaa !5, !alias.scope !170
  %18 = getelementptr inbounds i8, ptr %8, i64 16
  store i64 1, ptr %18, align 8, !tbaa !5, !alias.scope !170
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #22
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
  br i1 %29, label %30, label %31, !prof !37

30:                                               ; preds = %28
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #23
  unreachable

31:                                               ; preds = %28
  %32 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %26) #24
  br label %33

33:                                               ; preds = %50, %31
  %34 = phi ptr [ %52, %50 ], [ %32, %31 ]
  %35 = phi ptr [ %51, %50 ], [ %23, %31 ]
  %36 = load ptr, ptr %35, align 8, !tbaa !173
  store ptr %36, ptr %34, align 8, !tbaa !173
  %37 = getelementptr inbounds i8, ptr %34, i64 8
  %38 = getelementptr inbounds i8, ptr %35, i64 8
  %39 = load ptr, ptr %38, align 8, !tbaa !27
  store ptr %39, ptr %37, align 8, !tbaa !27
  %40 = icmp eq ptr %39, null
  br i1 %40, label %50, label %41

41:                                               ; preds = %33
  %42 = getelementptr inbounds i8, ptr %39, i64 8
  %43 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !35
  %44 = icmp eq i8 %43, 0
  br i1 %44, label %48, label %45

45:                                               ; preds = %41
  %46 = load i32, ptr %42, align 4, !tbaa !36
  %47 = add nsw i32 %46, 1
  store i32 %47, ptr %42, align 4, !tbaa !36
  br label %50

48:                                               ; preds = %41
  %49 = atomicrmw volatile add ptr %42, i32 1 acq_rel, align 4
  br label %50

50:                                               ; preds = %48, %45, %33
  %51 = getelementptr inbounds i8, ptr %35, i64 16
  %52 = getelementptr inbounds i8, ptr %34, i64 16
  %53 = icmp eq ptr %51, %22
  br i1 %53, label %54, label %33, !llvm.loop !175

54:                                               ; preds = %50, %5
  %55 = phi ptr [ null, %5 ], [ %32, %50 ]
  %56 = phi ptr [ null, %5 ], [ %52, %50 ]
  %57 = getelementptr inbounds i8, ptr %55, i64 %26
  store i64 %19, ptr %9, align 8
  %58 = getelementptr inbounds i8, ptr %9, i64 8
  store ptr %55, ptr %58, align 8, !tbaa !24
  %59 = getelementptr inbounds i8, ptr %9, i64 16
  store ptr %56, ptr %59, align 8, !tbaa !26
  %60 = getelementptr inbounds i8, ptr %9, i64 24
  store ptr %57, ptr %60, align 8, !tbaa !39
  %61 = load ptr, ptr %1, align 8, !tbaa !90
  %62 = icmp eq ptr %61, null
  br i1 %62, label %63, label %64

63:                                               ; preds = %54
  tail call void @__assert_fail(ptr noundef nonnull @.str.11, ptr noundef nonnull @.str.12, i32 noundef 29, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_6bufferIfLi2ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS8_) #25
  unreachable

64:                                               ; preds = %54
  %65 = getelementptr inbounds i8, ptr %1, i64 32
  %66 = load i64, ptr %65, align 8, !tbaa !82
  %67 = getelementptr inbounds i8, ptr %1, i64 40
  %68 = load i8, ptr %67, align 8, !tbaa !89, !range !69, !noundef !70
  %69 = trunc nuw i8 %68 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %6, ptr noundef nonnull byval(%"class.sycl::_V1::range.86") align 8 %7, ptr noundef nonnull byval(%"class.sycl::_V1::range.86") align 8 %8, i32 noundef 1024, ptr noundef nonnull %61, i32 noundef 2, i32 noundef 4, i64 noundef %66, i1 noundef zeroext %69, ptr noundef nonnull align 8 dereferenceable(32) %3)
          to label %70 unwind label %236

70:                                               ; preds = %64
  %71 = icmp eq ptr %55, %56
  br i1 %71, label %106, label %72

72:                                               ; preds = %70, %101
  %73 = phi ptr [ %102, %101 ], [ %55, %70 ]
  %74 = getelementptr inbounds i8, ptr %73, i64 8
  %75 = load ptr, ptr %74, align 8, !tbaa !27
  %76 = icmp eq ptr %75, null
  br i1 %76, label %101, label %77

77:                                               ; preds = %72
  %78 = getelementptr inbounds i8, ptr %75, i64 8
  %79 = load atomic i64, ptr %78 acquire, align 8
  %80 = icmp eq i64 %79, 4294967297
  %81 = trunc i64 %79 to i32
  br i1 %80, label %82, label %90

82:                                               ; preds = %77
  store i32 0, ptr %78, align 8, !tbaa !29
  %83 = getelementptr inbounds i8, ptr %75, i64 12
  store i32 0, ptr %83, align 4, !tbaa !32
  %84 = load ptr, ptr %75, align 8, !tbaa !33
  %85 = getelementptr inbounds i8, ptr %84, i64 16
  %86 = load ptr, ptr %85, align 8
  tail call void %86(ptr noundef nonnull align 8 dereferenceable(16) %75) #22
  %87 = load ptr, ptr %75, align 8, !tbaa !33
  %88 = getelementptr inbounds i8, ptr %87, i64 24
  %89 = load ptr, ptr %88, align 8
  tail call void %89(ptr noundef nonnull align 8 dereferenceable(16) %75) #22
  br label %101

90:                                               ; preds = %77
  %91 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !35
  %92 = icmp eq i8 %91, 0
  br i1 %92, label %95, label %93

93:                                               ; preds = %90
  %94 = add nsw i32 %81, -1
  store i32 %94, ptr %78, align 4, !tbaa !36
  br label %97

95:                                               ; preds = %90
  %96 = atomicrmw volatile add ptr %78, i32 -1 acq_rel, align 4
  br label %97

97:                                               ; preds = %95, %93
  %98 = phi i32 [ %81, %93 ], [ %96, %95 ]
  %99 = icmp eq i32 %98, 1
  br i1 %99, label %100, label %101, !prof !37

100:                                              ; preds = %97
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %75) #22
  br label %101

101:                                              ; preds = %100, %97, %82, %72
  %102 = getelementptr inbounds i8, ptr %73, i64 16
  %103 = icmp eq ptr %102, %56
  br i1 %103, label %104, label %72, !llvm.loop !38

104:                                              ; preds = %101
  %105 = load ptr, ptr %58, align 8, !tbaa !24
  br label %106

106:                                              ; preds = %104, %70
  %107 = phi ptr [ %105, %104 ], [ %55, %70 ]
  %108 = icmp eq ptr %107, null
  br i1 %108, label %114, label %109

109:                                              ; preds = %106
  %110 = load ptr, ptr %60, align 8, !tbaa !39
  %111 = ptrtoint ptr %110 to i64
  %112 = ptrtoint ptr %107 to i64
  %113 = sub i64 %111, %112
  tail call void @_ZdlPvm(ptr noundef nonnull %107, i64 noundef %113) #26
  br label %114

114:                                              ; preds = %106, %109
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #22
  %115 = getelementptr inbounds i8, ptr %0, i64 16
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %115, i8 0, i64 40, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #22
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
  br i1 %124, label %125, label %127, !prof !37

125:                                              ; preds = %123
  invoke void @_ZSt28__throw_bad_array_new_lengthv() #23
          to label %126 unwind label %240

126:                                              ; preds = %125
  unreachable

127:                                              ; preds = %123
  %128 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %121) #24
          to label %129 unwind label %240

129:                                              ; preds = %127, %146
  %130 = phi ptr [ %148, %146 ], [ %128, %127 ]
  %131 = phi ptr [ %147, %146 ], [ %118, %127 ]
  %132 = load ptr, ptr %131, align 8, !tbaa !173
  store ptr %132, ptr %130, align 8, !tbaa !173
  %133 = getelementptr inbounds i8, ptr %130, i64 8
  %134 = getelementptr inbounds i8, ptr %131, i64 8
  %135 = load ptr, ptr %134, align 8, !tbaa !27
  store ptr %135, ptr %133, align 8, !tbaa !27
  %136 = icmp eq ptr %135, null
  br i1 %136, label %146, label %137

137:                                              ; preds = %129
  %138 = getelementptr inbounds i8, ptr %135, i64 8
  %139 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !35
  %140 = icmp eq i8 %139, 0
  br i1 %140, label %144, label %141

141:                                              ; preds = %137
  %142 = load i32, ptr %138, align 4, !tbaa !36
  %143 = add nsw i32 %142, 1
  store i32 %143, ptr %138, align 4, !tbaa !36
  br label %146

144:                                              ; preds = %137
  %145 = atomicrmw volatile add ptr %138, i32 1 acq_rel, align 4
  br label %146

146:                                              ; preds = %144, %141, %129
  %147 = getelementptr inbounds i8, ptr %131, i64 16
  %148 = getelementptr inbounds i8, ptr %130, i64 16
  %149 = icmp eq ptr %147, %117
  br i1 %149, label %150, label %129, !llvm.loop !175

150:                                              ; preds = %146, %114
  %151 = phi ptr [ null, %114 ], [ %128, %146 ]
  %152 = phi ptr [ null, %114 ], [ %148, %146 ]
  %153 = getelementptr inbounds i8, ptr %151, i64 %121
  store i64 %116, ptr %10, align 8
  %154 = getelementptr inbounds i8, ptr %10, i64 8
  store ptr %151, ptr %154, align 8, !tbaa !24
  %155 = getelementptr inbounds i8, ptr %10, i64 16
  store ptr %152, ptr %155, align 8, !tbaa !26
  %156 = getelementptr inbounds i8, ptr %10, i64 24
  store ptr %153, ptr %156, align 8, !tbaa !39
  %157 = and i64 %116, 16
  %158 = icmp eq i64 %157, 0
  br i1 %158, label %168, label %159

159:                                              ; preds = %150
  %160 = tail call ptr @__cxa_allocate_exception(i64 64) #22
  %161 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #22
  %162 = extractvalue { i32, ptr } %161, 0
  %163 = extractvalue { i32, ptr } %161, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %160, i32 %162, ptr %163, ptr noundef nonnull @.str.13)
          to label %164 unwind label %166

164:                                              ; preds = %159
  invoke void @__cxa_throw(ptr nonnull %160, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #23
          to label %165 unwind label %242

165:                                              ; preds = %164
  unreachable

166:                                              ; preds = %159
  %167 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %160) #22
  br label %244

168:                                              ; preds = %150
  %169 = icmp eq ptr %151, %152
  br i1 %169, label %204, label %170

170:                                              ; preds = %168, %199
  %171 = phi ptr [ %200, %199 ], [ %151, %168 ]
  %172 = getelementptr inbounds i8, ptr %171, i64 8
  %173 = load ptr, ptr %172, align 8, !tbaa !27
  %174 = icmp eq ptr %173, null
  br i1 %174, label %199, label %175

175:                                              ; preds = %170
  %176 = getelementptr inbounds i8, ptr %173, i64 8
  %177 = load atomic i64, ptr %176 acquire, align 8
  %178 = icmp eq i64 %177, 4294967297
  %179 = trunc i64 %177 to i32
  br i1 %178, label %180, label %188

180:                                              ; preds = %175
  store i32 0, ptr %176, align 8, !tbaa !29
  %181 = getelementptr inbounds i8, ptr %173, i64 12
  store i32 0, ptr %181, align 4, !tbaa !32
  %182 = load ptr, ptr %173, align 8, !tbaa !33
  %183 = getelementptr inbounds i8, ptr %182, i64 16
  %184 = load ptr, ptr %183, align 8
  tail call void %184(ptr noundef nonnull align 8 dereferenceable(16) %173) #22
  %185 = load ptr, ptr %173, align 8, !tbaa !33
  %186 = getelementptr inbounds i8, ptr %185, i64 24
  %187 = load ptr, ptr %186, align 8
  tail call void %187(ptr noundef nonnull align 8 dereferenceable(16) %173) #22
  br label %199

188:                                              ; preds = %175
  %189 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !35
  %190 = icmp eq i8 %189, 0
  br i1 %190, label %193, label %191

191:                                              ; preds = %188
  %192 = add nsw i32 %179, -1
  store i32 %192, ptr %176, align 4, !tbaa !36
  br label %195

193:                                              ; preds = %188
  %194 = atomicrmw volatile add ptr %176, i32 -1 acq_rel, align 4
  br label %195

195:                                              ; preds = %193, %191
  %196 = phi i32 [ %179, %191 ], [ %194, %193 ]
  %197 = icmp eq i32 %196, 1
  br i1 %197, label %198, label %199, !prof !37

198:                                              ; preds = %195
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %173) #22
  br label %199

199:                                              ; preds = %198, %195, %180, %170
  %200 = getelementptr inbounds i8, ptr %171, i64 16
  %201 = icmp eq ptr %200, %152
  br i1 %201, label %202, label %170, !llvm.loop !38

202:                                              ; preds = %199
  %203 = load ptr, ptr %154, align 8, !tbaa !24
  br label %204

204:                                              ; preds = %202, %168
  %205 = phi ptr [ %203, %202 ], [ %151, %168 ]
  %206 = icmp eq ptr %205, null
  br i1 %206, label %212, label %207

207:                                              ; preds = %204
  %208 = load ptr, ptr %156, align 8, !tbaa !39
  %209 = ptrtoint ptr %208 to i64
  %210 = ptrtoint ptr %205 to i64
  %211 = sub i64 %209, %210
  tail call void @_ZdlPvm(ptr noundef nonnull %205, i64 noundef %211) #26
  br label %212

212:                                              ; preds = %204, %207
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #22
  invoke void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(176) %2, ptr noundef nonnull %0, i32 noundef 2014)
          to label %213 unwind label %238

213:                                              ; preds = %212
  %214 = invoke noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %215 unwind label %238

215:                                              ; preds = %213
  store ptr %214, ptr %115, align 8, !tbaa !176
  %216 = load ptr, ptr %1, align 8, !tbaa !90
  %217 = icmp eq ptr %216, null
  br i1 %217, label %218, label %219

218:                                              ; preds = %215
  tail call void @__assert_fail(ptr noundef nonnull @.str.11, ptr noundef nonnull @.str.12, i32 noundef 29, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_6bufferIfLi2ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS8_) #25
  unreachable

219:                                              ; preds = %215
  %220 = load ptr, ptr %0, align 8, !tbaa !110
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
  %230 = call noundef ptr @_ZN4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #22
  %231 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #22
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
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %9) #22
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #22
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
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %10) #22
  br label %246

246:                                              ; preds = %244, %240
  %247 = phi { ptr, i32 } [ %245, %244 ], [ %241, %240 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #22
  br label %248

248:                                              ; preds = %246, %238
  %249 = phi { ptr, i32 } [ %239, %238 ], [ %247, %246 ]
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #22
  br label %250

250:                                              ; preds = %248, %236
  %251 = phi { ptr, i32 } [ %249, %248 ], [ %237, %236 ]
  resume { ptr, i32 } %251
}

declare void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef byval(%"class.sycl::_V1::id") align 8, ptr noundef byval(%"class.sycl::_V1::range.86") align 8, ptr noundef byval(%"class.sycl::_V1::range.86") align 8, i32 noundef, ptr noundef, i32 noundef, i32 noundef, i64 noundef, i1 noundef zeroext, ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #7

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !24
  %4 = getelementptr inbounds i8, ptr %0, i64 16
  %5 = load ptr, ptr %4, align 8, !tbaa !26
  %6 = icmp eq ptr %3, %5
  br i1 %6, label %41, label %7

7:                                                ; preds = %1, %36
  %8 = phi ptr [ %37, %36 ], [ %3, %1 ]
  %9 = getelementptr inbounds i8, ptr %8, i64 8
  %10 = load ptr, ptr %9, align 8, !tbaa !27
  %11 = icmp eq ptr %10, null
  br i1 %11, label %36, label %12

12:                                               ; preds = %7
  %13 = getelementptr inbounds i8, ptr %10, i64 8
  %14 = load atomic i64, ptr %13 acquire, align 8
  %15 = icmp eq i64 %14, 4294967297
  %16 = trunc i64 %14 to i32
  br i1 %15, label %17, label %25

17:                                               ; preds = %12
  store i32 0, ptr %13, align 8, !tbaa !29
  %18 = getelementptr inbounds i8, ptr %10, i64 12
  store i32 0, ptr %18, align 4, !tbaa !32
  %19 = load ptr, ptr %10, align 8, !tbaa !33
  %20 = getelementptr inbounds i8, ptr %19, i64 16
  %21 = load ptr, ptr %20, align 8
  tail call void %21(ptr noundef nonnull align 8 dereferenceable(16) %10) #22
  %22 = load ptr, ptr %10, align 8, !tbaa !33
  %23 = getelementptr inbounds i8, ptr %22, i64 24
  %24 = load ptr, ptr %23, align 8
  tail call void %24(ptr noundef nonnull align 8 dereferenceable(16) %10) #22
  br label %36

25:                                               ; preds = %12
  %26 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !35
  %27 = icmp eq i8 %26, 0
  br i1 %27, label %30, label %28

28:                                               ; preds = %25
  %29 = add nsw i32 %16, -1
  store i32 %29, ptr %13, align 4, !tbaa !36
  br label %32

30:                                               ; preds = %25
  %31 = atomicrmw volatile add ptr %13, i32 -1 acq_rel, align 4
  br label %32

32:                                               ; preds = %30, %28
  %33 = phi i32 [ %16, %28 ], [ %31, %30 ]
  %34 = icmp eq i32 %33, 1
  br i1 %34, label %35, label %36, !prof !37

35:                                               ; preds = %32
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %10) #22
  br label %36

36:                                               ; preds = %35, %32, %17, %7
  %37 = getelementptr inbounds i8, ptr %8, i64 16
  %38 = icmp eq ptr %37, %5
  br i1 %38, label %39, label %7, !llvm.loop !38

39:                                               ; preds = %36
  %40 = load ptr, ptr %2, align 8, !tbaa !24
  br label %41

41:                                               ; preds = %39, %1
  %42 = phi ptr [ %40, %39 ], [ %3, %1 ]
  %43 = icmp eq ptr %42, null
  br i1 %43, label %50, label %44

44:                                               ; preds = %41
  %45 = getelementptr inbounds i8, ptr %0, i64 24
  %46 = load ptr, ptr %45, align 8, !tbaa !39
  %47 = ptrtoint ptr %46 to i64
  %48 = ptrtoint ptr %42 to i64
  %49 = sub i64 %47, %48
  tail call void @_ZdlPvm(ptr noundef nonnull %42, i64 noundef %49) #26
  br label %50

50:                                               ; preds = %41, %44
  ret void
}

declare void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(176), ptr noundef, i32 noundef) local_unnamed_addr #7

declare void @_ZN4sycl3_V16detail23constructorNotificationEPvS2_NS0_6access6targetENS3_4modeERKNS1_13code_locationE(ptr noundef, ptr noundef, i32 noundef, i32 noundef, ptr noundef nonnull align 8 dereferenceable(24)) local_unnamed_addr #7

declare noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #7

declare noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #7

declare noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #7

; Function Attrs: nounwind
declare noundef ptr @_ZN4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #10

; Function Attrs: nounwind
declare noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #10

declare noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #7

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi2ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_vEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(56) %0, ptr noundef nonnull align 8 dereferenceable(41) %1, ptr noundef nonnull align 8 dereferenceable(176) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.sycl::_V1::id", align 8
  %7 = alloca %"class.sycl::_V1::range.86", align 8
  %8 = alloca %"class.sycl::_V1::range.86", align 8
  %9 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %10 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %6, i8 0, i64 24, i1 false)
  %11 = load i64, ptr %10, align 8
  %12 = getelementptr inbounds i8, ptr %1, i64 24
  %13 = load i64, ptr %12, align 8
  store i64 %11, ptr %7, align 8, !tbaa !5, !alias.scope !180
  %14 = getelementptr inbounds i8, ptr %7, i64 8
  store i64 %13, ptr %14, align 8, !tbaa !5, !alias.scope !180
  %15 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 1, ptr %15, align 8, !tbaa !5, !alias.scope !180
  store i64 %11, ptr %8, align 8, !tbaa !5, !alias.scope !183
  %16 = getelementptr inbounds i8, ptr %8, i64 8
  store i64 %13, ptr %16, align 8, !tbaa !5, !alias.scope !183
  %17 = getelementptr inbounds i8, ptr %8, i64 16
  store i64 1, ptr %17, align 8, !tbaa !5, !alias.scope !183
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #22
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
  br i1 %28, label %29, label %30, !prof !37

29:                                               ; preds = %27
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #23
  unreachable

30:                                               ; preds = %27
  %31 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %25) #24
  br label %32

32:                                               ; preds = %49, %30
  %33 = phi ptr [ %51, %49 ], [ %31, %30 ]
  %34 = phi ptr [ %50, %49 ], [ %22, %30 ]
  %35 = load ptr, ptr %34, align 8, !tbaa !173
  store ptr %35, ptr %33, align 8, !tbaa !173
  %36 = getelementptr inbounds i8, ptr %33, i64 8
  %37 = getelementptr inbounds i8, ptr %34, i64 8
  %38 = load ptr, ptr %37, align 8, !tbaa !27
  store ptr %38, ptr %36, align 8, !tbaa !27
  %39 = icmp eq ptr %38, null
  br i1 %39, label %49, label %40

40:                                               ; preds = %32
  %41 = getelementptr inbounds i8, ptr %38, i64 8
  %42 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !35
  %43 = icmp eq i8 %42, 0
  br i1 %43, label %47, label %44

44:                                               ; preds = %40
  %45 = load i32, ptr %41, align 4, !tbaa !36
  %46 = add nsw i32 %45, 1
  store i32 %46, ptr %41, align 4, !tbaa !36
  br label %49

47:                                               ; preds = %40
  %48 = atomicrmw volatile add ptr %41, i32 1 acq_rel, align 4
  br label %49

49:                                               ; preds = %47, %44, %32
  %50 = getelementptr inbounds i8, ptr %34, i64 16
  %51 = getelementptr inbounds i8, ptr %33, i64 16
  %52 = icmp eq ptr %50, %21
  br i1 %52, label %53, label %32, !llvm.loop !175

53:                                               ; preds = %49, %5
  %54 = phi ptr [ null, %5 ], [ %31, %49 ]
  %55 = phi ptr [ null, %5 ], [ %51, %49 ]
  %56 = getelementptr inbounds i8, ptr %54, i64 %25
  store i64 %18, ptr %9, align 8
  %57 = getelementptr inbounds i8, ptr %9, i64 8
  store ptr %54, ptr %57, align 8, !tbaa !24
  %58 = getelementptr inbounds i8, ptr %9, i64 16
  store ptr %55, ptr %58, align 8, !tbaa !26
  %59 = getelementptr inbounds i8, ptr %9, i64 24
  store ptr %56, ptr %59, align 8, !tbaa !39
  %60 = load ptr, ptr %1, align 8, !tbaa !90
  %61 = icmp eq ptr %60, null
  br i1 %61, label %62, label %63

62:                                               ; preds = %53
  tail call void @__assert_fail(ptr noundef nonnull @.str.11, ptr noundef nonnull @.str.12, i32 noundef 29, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_6bufferIfLi2ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS8_) #25
  unreachable

63:                                               ; preds = %53
  %64 = and i64 %18, 16
  %65 = icmp eq i64 %64, 0
  %66 = select i1 %65, i32 1026, i32 1028
  %67 = getelementptr inbounds i8, ptr %1, i64 32
  %68 = load i64, ptr %67, align 8, !tbaa !82
  %69 = getelementptr inbounds i8, ptr %1, i64 40
  %70 = load i8, ptr %69, align 8, !tbaa !89, !range !69, !noundef !70
  %71 = trunc nuw i8 %70 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %6, ptr noundef nonnull byval(%"class.sycl::_V1::range.86") align 8 %7, ptr noundef nonnull byval(%"class.sycl::_V1::range.86") align 8 %8, i32 noundef %66, ptr noundef nonnull %60, i32 noundef 2, i32 noundef 4, i64 noundef %68, i1 noundef zeroext %71, ptr noundef nonnull align 8 dereferenceable(32) %3)
          to label %72 unwind label %208

72:                                               ; preds = %63
  %73 = icmp eq ptr %54, %55
  br i1 %73, label %108, label %74

74:                                               ; preds = %72, %103
  %75 = phi ptr [ %104, %103 ], [ %54, %72 ]
  %76 = getelementptr inbounds i8, ptr %75, i64 8
  %77 = load ptr, ptr %76, align 8, !tbaa !27
  %78 = icmp eq ptr %77, null
  br i1 %78, label %103, label %79

79:                                               ; preds = %74
  %80 = getelementptr inbounds i8, ptr %77, i64 8
  %81 = load atomic i64, ptr %80 acquire, align 8
  %82 = icmp eq i64 %81, 4294967297
  %83 = trunc i64 %81 to i32
  br i1 %82, label %84, label %92

84:                                               ; preds = %79
  store i32 0, ptr %80, align 8, !tbaa !29
  %85 = getelementptr inbounds i8, ptr %77, i64 12
  store i32 0, ptr %85, align 4, !tbaa !32
  %86 = load ptr, ptr %77, align 8, !tbaa !33
  %87 = getelementptr inbounds i8, ptr %86, i64 16
  %88 = load ptr, ptr %87, align 8
  tail call void %88(ptr noundef nonnull align 8 dereferenceable(16) %77) #22
  %89 = load ptr, ptr %77, align 8, !tbaa !33
  %90 = getelementptr inbounds i8, ptr %89, i64 24
  %91 = load ptr, ptr %90, align 8
  tail call void %91(ptr noundef nonnull align 8 dereferenceable(16) %77) #22
  br label %103

92:                                               ; preds = %79
  %93 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !35
  %94 = icmp eq i8 %93, 0
  br i1 %94, label %97, label %95

95:                                               ; preds = %92
  %96 = add nsw i32 %83, -1
  store i32 %96, ptr %80, align 4, !tbaa !36
  br label %99

97:                                               ; preds = %92
  %98 = atomicrmw volatile add ptr %80, i32 -1 acq_rel, align 4
  br label %99

99:                                               ; preds = %97, %95
  %100 = phi i32 [ %83, %95 ], [ %98, %97 ]
  %101 = icmp eq i32 %100, 1
  br i1 %101, label %102, label %103, !prof !37

102:                                              ; preds = %99
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %77) #22
  br label %103

103:                                              ; preds = %102, %99, %84, %74
  %104 = getelementptr inbounds i8, ptr %75, i64 16
  %105 = icmp eq ptr %104, %55
  br i1 %105, label %106, label %74, !llvm.loop !38

106:                                              ; preds = %103
  %107 = load ptr, ptr %57, align 8, !tbaa !24
  br label %108

108:                                              ; preds = %106, %72
  %109 = phi ptr [ %107, %106 ], [ %54, %72 ]
  %110 = icmp eq ptr %109, null
  br i1 %110, label %116, label %111

111:                                              ; preds = %108
  %112 = load ptr, ptr %59, align 8, !tbaa !39
  %113 = ptrtoint ptr %112 to i64
  %114 = ptrtoint ptr %109 to i64
  %115 = sub i64 %113, %114
  tail call void @_ZdlPvm(ptr noundef nonnull %109, i64 noundef %115) #26
  br label %116

116:                                              ; preds = %108, %111
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #22
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
  br i1 %125, label %126, label %128, !prof !37

126:                                              ; preds = %124
  invoke void @_ZSt28__throw_bad_array_new_lengthv() #23
          to label %127 unwind label %212

127:                                              ; preds = %126
  unreachable

128:                                              ; preds = %124
  %129 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %122) #24
          to label %130 unwind label %212

130:                                              ; preds = %128, %147
  %131 = phi ptr [ %149, %147 ], [ %129, %128 ]
  %132 = phi ptr [ %148, %147 ], [ %119, %128 ]
  %133 = load ptr, ptr %132, align 8, !tbaa !173
  store ptr %133, ptr %131, align 8, !tbaa !173
  %134 = getelementptr inbounds i8, ptr %131, i64 8
  %135 = getelementptr inbounds i8, ptr %132, i64 8
  %136 = load ptr, ptr %135, align 8, !tbaa !27
  store ptr %136, ptr %134, align 8, !tbaa !27
  %137 = icmp eq ptr %136, null
  br i1 %137, label %147, label %138

138:                                              ; preds = %130
  %139 = getelementptr inbounds i8, ptr %136, i64 8
  %140 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !35
  %141 = icmp eq i8 %140, 0
  br i1 %141, label %145, label %142

142:                                              ; preds = %138
  %143 = load i32, ptr %139, align 4, !tbaa !36
  %144 = add nsw i32 %143, 1
  store i32 %144, ptr %139, align 4, !tbaa !36
  br label %147

145:                                              ; preds = %138
  %146 = atomicrmw volatile add ptr %139, i32 1 acq_rel, align 4
  br label %147

147:                                              ; preds = %145, %142, %130
  %148 = getelementptr inbounds i8, ptr %132, i64 16
  %149 = getelementptr inbounds i8, ptr %131, i64 16
  %150 = icmp eq ptr %148, %118
  br i1 %150, label %151, label %130, !llvm.loop !175

151:                                              ; preds = %147, %180
  %152 = phi ptr [ %181, %180 ], [ %129, %147 ]
  %153 = getelementptr inbounds i8, ptr %152, i64 8
  %154 = load ptr, ptr %153, align 8, !tbaa !27
  %155 = icmp eq ptr %154, null
  br i1 %155, label %180, label %156

156:                                              ; preds = %151
  %157 = getelementptr inbounds i8, ptr %154, i64 8
  %158 = load atomic i64, ptr %157 acquire, align 8
  %159 = icmp eq i64 %158, 4294967297
  %160 = trunc i64 %158 to i32
  br i1 %159, label %161, label %169

161:                                              ; preds = %156
  store i32 0, ptr %157, align 8, !tbaa !29
  %162 = getelementptr inbounds i8, ptr %154, i64 12
  store i32 0, ptr %162, align 4, !tbaa !32
  %163 = load ptr, ptr %154, align 8, !tbaa !33
  %164 = getelementptr inbounds i8, ptr %163, i64 16
  %165 = load ptr, ptr %164, align 8
  tail call void %165(ptr noundef nonnull align 8 dereferenceable(16) %154) #22
  %166 = load ptr, ptr %154, align 8, !tbaa !33
  %167 = getelementptr inbounds i8, ptr %166, i64 24
  %168 = load ptr, ptr %167, align 8
  tail call void %168(ptr noundef nonnull align 8 dereferenceable(16) %154) #22
  br label %180

169:                                              ; preds = %156
  %170 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !35
  %171 = icmp eq i8 %170, 0
  br i1 %171, label %174, label %172

172:                                              ; preds = %169
  %173 = add nsw i32 %160, -1
  store i32 %173, ptr %157, align 4, !tbaa !36
  br label %176

174:                                              ; preds = %169
  %175 = atomicrmw volatile add ptr %157, i32 -1 acq_rel, align 4
  br label %176

176:                                              ; preds = %174, %172
  %177 = phi i32 [ %160, %172 ], [ %175, %174 ]
  %178 = icmp eq i32 %177, 1
  br i1 %178, label %179, label %180, !prof !37

179:                                              ; preds = %176
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %154) #22
  br label %180

180:                                              ; preds = %179, %176, %161, %151
  %181 = getelementptr inbounds i8, ptr %152, i64 16
  %182 = icmp eq ptr %152, %131
  br i1 %182, label %183, label %151, !llvm.loop !38

183:                                              ; preds = %180
  tail call void @_ZdlPvm(ptr noundef nonnull %129, i64 noundef %122) #26
  br label %184

184:                                              ; preds = %116, %183
  invoke void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(176) %2, ptr noundef nonnull %0, i32 noundef 2014)
          to label %185 unwind label %210

185:                                              ; preds = %184
  %186 = invoke noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %187 unwind label %210

187:                                              ; preds = %185
  store ptr %186, ptr %117, align 8, !tbaa !186
  %188 = load ptr, ptr %1, align 8, !tbaa !90
  %189 = icmp eq ptr %188, null
  br i1 %189, label %190, label %191

190:                                              ; preds = %187
  tail call void @__assert_fail(ptr noundef nonnull @.str.11, ptr noundef nonnull @.str.12, i32 noundef 29, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_6bufferIfLi2ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS8_) #25
  unreachable

191:                                              ; preds = %187
  %192 = load ptr, ptr %0, align 8, !tbaa !110
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
  %202 = call noundef ptr @_ZN4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #22
  %203 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #22
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
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %9) #22
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #22
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
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #22
  br label %216

216:                                              ; preds = %214, %208
  %217 = phi { ptr, i32 } [ %215, %214 ], [ %209, %208 ]
  resume { ptr, i32 } %217
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local { i64, i32 } @_ZN4sycl3_V16detail18getKernelParamDescI7PairAddEENS1_19kernel_param_desc_tEi(i32 noundef %0) #2 comdat {
  %2 = add i32 %0, 3
  %3 = zext i32 %2 to i64
  %4 = getelementptr inbounds [6 x %"struct.sycl::_V1::detail::kernel_param_desc_t"], ptr @_ZN4sycl3_V16detailL17kernel_signaturesE, i64 0, i64 %3
  %5 = load i64, ptr %4, align 4
  %6 = getelementptr inbounds i8, ptr %4, i64 8
  %7 = load i32, ptr %6, align 4, !tbaa !36
  %8 = insertvalue { i64, i32 } poison, i64 %5, 0
  %9 = insertvalue { i64, i32 } %8, i32 %7, 1
  ret { i64, i32 } %9
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNK4sycl3_V17handler28throwOnKernelParameterMisuseERKNS0_6detail27compile_time_kernel_info_v123CompileTimeKernelInfoTyE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull align 8 dereferenceable(81) %1) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = getelementptr inbounds i8, ptr %1, i64 16
  %4 = load i32, ptr %3, align 8, !tbaa !188
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %13, label %6

6:                                                ; preds = %2
  %7 = getelementptr inbounds i8, ptr %1, i64 72
  br label %14

8:                                                ; preds = %30
  %9 = add nuw nsw i64 %15, 1
  %10 = load i32, ptr %3, align 8, !tbaa !188
  %11 = zext i32 %10 to i64
  %12 = icmp ult i64 %9, %11
  br i1 %12, label %14, label %13, !llvm.loop !191

13:                                               ; preds = %8, %2
  ret void

14:                                               ; preds = %6, %8
  %15 = phi i64 [ 0, %6 ], [ %9, %8 ]
  %16 = load ptr, ptr %7, align 8, !tbaa !192
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
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %23, i32 %25, ptr %26, ptr noundef nonnull @.str.19)
          to label %27 unwind label %28

27:                                               ; preds = %22
  tail call void @__cxa_throw(ptr nonnull %23, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #23
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
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %34, i32 %36, ptr %37, ptr noundef nonnull @.str.20)
          to label %38 unwind label %39

38:                                               ; preds = %33
  tail call void @__cxa_throw(ptr nonnull %34, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #23
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

declare void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(176), ptr, i64) local_unnamed_addr #7

declare void @_ZN4sycl3_V17handler25setKernelLaunchPropertiesERKNS0_6detail27kernel_launch_properties_v111PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS5_5intel12experimental12cache_configENS7_17use_root_sync_keyENS7_23work_group_progress_keyENS7_22sub_group_progress_keyENS7_22work_item_progress_keyENS7_4cuda12cluster_sizeILi1EEENSH_ILi2EEENSH_ILi3EEEEEE(ptr noundef nonnull align 8 dereferenceable(176), ptr noundef nonnull align 8 dereferenceable(145)) local_unnamed_addr #7

declare noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(176)) local_unnamed_addr #7

declare void @_ZN4sycl3_V17handler20setNDRangeDescriptorENS0_6detail16nd_range_view_v113nd_range_viewEb(ptr noundef nonnull align 8 dereferenceable(176), ptr noundef byval(%"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view") align 8, i1 noundef zeroext) local_unnamed_addr #7

declare void @_ZN4sycl3_V17handler23instantiateKernelOnHostEPv(ptr noundef nonnull align 8 dereferenceable(176), ptr noundef) local_unnamed_addr #7

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler19setDeviceKernelInfoI7PairAddEEvPv(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef %1) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = getelementptr inbounds i8, ptr %0, i64 64
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(16) @__const._ZN4sycl3_V17handler19setDeviceKernelInfoI7PairAddEEvPv.Info, i64 16, i1 false), !tbaa.struct !193
  tail call void @_ZN4sycl3_V17handler13setKernelFuncEPv(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef %1)
  %4 = load atomic i8, ptr @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI7PairAddEERNS1_16DeviceKernelInfoEvE4Info acquire, align 8
  %5 = icmp eq i8 %4, 0
  br i1 %5, label %6, label %14, !prof !194

6:                                                ; preds = %2
  %7 = tail call i32 @__cxa_guard_acquire(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI7PairAddEERNS1_16DeviceKernelInfoEvE4Info) #22
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %14, label %9

9:                                                ; preds = %6
  %10 = invoke noundef nonnull align 1 ptr @_ZN4sycl3_V16detail19getDeviceKernelInfoERKNS1_27compile_time_kernel_info_v123CompileTimeKernelInfoTyE(ptr noundef nonnull align 8 dereferenceable(81) @_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI7PairAddEE)
          to label %11 unwind label %12

11:                                               ; preds = %9
  store ptr %10, ptr @_ZZN4sycl3_V16detail19getDeviceKernelInfoI7PairAddEERNS1_16DeviceKernelInfoEvE4Info, align 8, !tbaa !9
  tail call void @__cxa_guard_release(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI7PairAddEERNS1_16DeviceKernelInfoEvE4Info) #22
  br label %14

12:                                               ; preds = %9
  %13 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_guard_abort(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI7PairAddEERNS1_16DeviceKernelInfoEvE4Info) #22
  resume { ptr, i32 } %13

14:                                               ; preds = %2, %6, %11
  %15 = load ptr, ptr @_ZZN4sycl3_V16detail19getDeviceKernelInfoI7PairAddEERNS1_16DeviceKernelInfoEvE4Info, align 8, !tbaa !9
  tail call void @_ZN4sycl3_V17handler22setDeviceKernelInfoPtrEPNS0_6detail16DeviceKernelInfoE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull %15)
  tail call void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(176) %0, i32 noundef 1)
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef nonnull ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EE6getPtrEv(ptr noundef nonnull readnone align 8 dereferenceable(120) %0) unnamed_addr #18 align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EED2Ev(ptr nocapture noundef nonnull align 8 dereferenceable(120) %0) unnamed_addr #3 align 2 personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE, i64 16), ptr %0, align 8, !tbaa !33
  %2 = getelementptr inbounds i8, ptr %0, i64 72
  %3 = load ptr, ptr %2, align 8, !tbaa !27
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !29
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !32
  %12 = load ptr, ptr %3, align 8, !tbaa !33
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #22
  %15 = load ptr, ptr %3, align 8, !tbaa !33
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #22
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !35
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !36
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !37

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #22
  br label %29

29:                                               ; preds = %28, %25, %10, %1
  %30 = getelementptr inbounds i8, ptr %0, i64 16
  %31 = load ptr, ptr %30, align 8, !tbaa !27
  %32 = icmp eq ptr %31, null
  br i1 %32, label %57, label %33

33:                                               ; preds = %29
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = load atomic i64, ptr %34 acquire, align 8
  %36 = icmp eq i64 %35, 4294967297
  %37 = trunc i64 %35 to i32
  br i1 %36, label %38, label %46

38:                                               ; preds = %33
  store i32 0, ptr %34, align 8, !tbaa !29
  %39 = getelementptr inbounds i8, ptr %31, i64 12
  store i32 0, ptr %39, align 4, !tbaa !32
  %40 = load ptr, ptr %31, align 8, !tbaa !33
  %41 = getelementptr inbounds i8, ptr %40, i64 16
  %42 = load ptr, ptr %41, align 8
  tail call void %42(ptr noundef nonnull align 8 dereferenceable(16) %31) #22
  %43 = load ptr, ptr %31, align 8, !tbaa !33
  %44 = getelementptr inbounds i8, ptr %43, i64 24
  %45 = load ptr, ptr %44, align 8
  tail call void %45(ptr noundef nonnull align 8 dereferenceable(16) %31) #22
  br label %57

46:                                               ; preds = %33
  %47 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !35
  %48 = icmp eq i8 %47, 0
  br i1 %48, label %51, label %49

49:                                               ; preds = %46
  %50 = add nsw i32 %37, -1
  store i32 %50, ptr %34, align 4, !tbaa !36
  br label %53

51:                                               ; preds = %46
  %52 = atomicrmw volatile add ptr %34, i32 -1 acq_rel, align 4
  br label %53

53:                                               ; preds = %51, %49
  %54 = phi i32 [ %37, %49 ], [ %52, %51 ]
  %55 = icmp eq i32 %54, 1
  br i1 %55, label %56, label %57, !prof !37

56:                                               ; preds = %53
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #22
  br label %57

57:                                               ; preds = %29, %38, %53, %56
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EED0Ev(ptr noundef nonnull align 8 dereferenceable(120) %0) unnamed_addr #3 align 2 {
  tail call void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EED2Ev(ptr noundef nonnull align 8 dereferenceable(120) %0) #22
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 120) #26
  ret void
}

; Function Attrs: mustprogress uwtable
define internal void @_ZN4sycl3_V16detail16runKernelWithArgINS0_4itemILi2ELb1EEEZZ4mainENKUlRNS0_7handlerEE_clES6_EUlNS0_2idILi2EEEE_Lb0EEEvT0_T_RKSt17integral_constantIbXT1_EE(ptr noundef %0, ptr nocapture noundef readonly byval(%"class.sycl::_V1::item") align 8 %1, ptr nocapture nonnull readnone align 1 %2) #2 personality ptr @__gxx_personality_v0 {
  %4 = getelementptr inbounds i8, ptr %1, i64 16
  %5 = load i64, ptr %4, align 8, !tbaa !5
  %6 = getelementptr inbounds i8, ptr %1, i64 24
  %7 = load i64, ptr %6, align 8, !tbaa !5
  %8 = getelementptr inbounds i8, ptr %0, i64 56
  %9 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %8), !noalias !195
  %10 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %8), !noalias !198
  %11 = load i64, ptr %10, align 8
  %12 = add i64 %11, %5
  %13 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %8), !noalias !201
  %14 = getelementptr inbounds i8, ptr %13, i64 8
  %15 = load i64, ptr %14, align 8
  %16 = mul i64 %15, %12
  %17 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %8), !noalias !204
  %18 = getelementptr inbounds i8, ptr %17, i64 8
  %19 = load i64, ptr %18, align 8
  %20 = tail call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %8) #22
  %21 = getelementptr float, ptr %20, i64 %16
  %22 = getelementptr float, ptr %21, i64 %7
  %23 = getelementptr float, ptr %22, i64 %19
  %24 = load float, ptr %23, align 4, !tbaa !11
  %25 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0), !noalias !207
  %26 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %0), !noalias !210
  %27 = load i64, ptr %26, align 8
  %28 = add i64 %27, %5
  %29 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0), !noalias !213
  %30 = getelementptr inbounds i8, ptr %29, i64 8
  %31 = load i64, ptr %30, align 8
  %32 = mul i64 %31, %28
  %33 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %0), !noalias !216
  %34 = getelementptr inbounds i8, ptr %33, i64 8
  %35 = load i64, ptr %34, align 8
  %36 = tail call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #22
  %37 = getelementptr float, ptr %36, i64 %32
  %38 = getelementptr float, ptr %37, i64 %7
  %39 = getelementptr float, ptr %38, i64 %35
  %40 = load float, ptr %39, align 4, !tbaa !11
  %41 = fadd float %24, %40
  store float %41, ptr %39, align 4, !tbaa !11
  ret void
}

declare void @_ZN4sycl3_V17handler13setKernelFuncEPv(ptr noundef nonnull align 8 dereferenceable(176), ptr noundef) local_unnamed_addr #7

declare void @_ZN4sycl3_V17handler22setDeviceKernelInfoPtrEPNS0_6detail16DeviceKernelInfoE(ptr noundef nonnull align 8 dereferenceable(176), ptr noundef) local_unnamed_addr #7

declare void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(176), i32 noundef) local_unnamed_addr #7

; Function Attrs: nofree nounwind
declare i32 @__cxa_guard_acquire(ptr) local_unnamed_addr #19

declare noundef nonnull align 1 ptr @_ZN4sycl3_V16detail19getDeviceKernelInfoERKNS1_27compile_time_kernel_info_v123CompileTimeKernelInfoTyE(ptr noundef nonnull align 8 dereferenceable(81)) local_unnamed_addr #7

; Function Attrs: nofree nounwind
declare void @__cxa_guard_abort(ptr) local_unnamed_addr #19

; Function Attrs: nofree nounwind
declare void @__cxa_guard_release(ptr) local_unnamed_addr #19

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #19

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #20

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #21

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64) #20

attributes #0 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { inlinehint mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #9 = { noinline noreturn nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { mustprogress noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { noreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #14 = { nobuiltin allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #15 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #16 = { nofree nosync nounwind memory(none) }
attributes #17 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #18 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #19 = { nofree nounwind }
attributes #20 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #21 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #22 = { nounwind }
attributes #23 = { noreturn }
attributes #24 = { builtin allocsize(0) }
attributes #25 = { noreturn nounwind }
attributes #26 = { builtin nounwind }

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
!11 = !{!12, !12, i64 0}
!12 = !{!"float", !7, i64 0}
!13 = distinct !{!13, !14, !15, !16}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!"llvm.loop.isvectorized", i32 1}
!16 = !{!"llvm.loop.unroll.runtime.disable"}
!17 = distinct !{!17, !14, !16, !15}
!18 = distinct !{!18, !14, !15, !16}
!19 = distinct !{!19, !14, !16, !15}
!20 = !{!21, !10, i64 24}
!21 = !{!"_ZTSSt8functionIFvN4sycl3_V114exception_listEEE", !22, i64 0, !10, i64 24}
!22 = !{!"_ZTSSt14_Function_base", !7, i64 0, !10, i64 16}
!23 = !{!22, !10, i64 16}
!24 = !{!25, !10, i64 0}
!25 = !{!"_ZTSNSt12_Vector_baseISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEESaIS5_EE17_Vector_impl_dataE", !10, i64 0, !10, i64 8, !10, i64 16}
!26 = !{!25, !10, i64 8}
!27 = !{!28, !10, i64 0}
!28 = !{!"_ZTSSt14__shared_countILN9__gnu_cxx12_Lock_policyE2EE", !10, i64 0}
!29 = !{!30, !31, i64 8}
!30 = !{!"_ZTSSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE", !31, i64 8, !31, i64 12}
!31 = !{!"int", !7, i64 0}
!32 = !{!30, !31, i64 12}
!33 = !{!34, !34, i64 0}
!34 = !{!"vtable pointer", !8, i64 0}
!35 = !{!7, !7, i64 0}
!36 = !{!31, !31, i64 0}
!37 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!38 = distinct !{!38, !14}
!39 = !{!25, !10, i64 16}
!40 = !{!41, !10, i64 0}
!41 = !{!"_ZTSN4sycl3_V16detail13code_locationE", !10, i64 0, !10, i64 8, !31, i64 16, !31, i64 20}
!42 = !{!43}
!43 = distinct !{!43, !44, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!44 = distinct !{!44, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!45 = !{!41, !10, i64 8}
!46 = !{!41, !31, i64 16}
!47 = !{!41, !31, i64 20}
!48 = !{!49}
!49 = distinct !{!49, !50, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!50 = distinct !{!50, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!51 = !{!52}
!52 = distinct !{!52, !53, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!53 = distinct !{!53, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!54 = !{!55}
!55 = distinct !{!55, !56, !"_ZN4sycl3_V15queue6submitIZ4mainEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_RKNS0_6detail13code_locationE: argument 0"}
!56 = distinct !{!56, !"_ZN4sycl3_V15queue6submitIZ4mainEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_RKNS0_6detail13code_locationE"}
!57 = !{!58, !10, i64 0}
!58 = !{!"_ZTSN4sycl3_V16detail19type_erased_cgfo_tyE", !10, i64 0, !10, i64 8}
!59 = !{!58, !10, i64 8}
!60 = !{!61, !55}
!61 = distinct !{!61, !62, !"_ZNK4sycl3_V15queue17submit_with_eventINS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET_RKNS0_6detail19type_erased_cgfo_tyERKNSD_13code_locationE: argument 0"}
!62 = distinct !{!62, !"_ZNK4sycl3_V15queue17submit_with_eventINS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET_RKNS0_6detail19type_erased_cgfo_tyERKNSD_13code_locationE"}
!63 = !{!64, !65, i64 0}
!64 = !{!"_ZTSN4sycl3_V16detail3_V114SubmissionInfoE", !65, i64 0}
!65 = !{!"_ZTSN4sycl3_V13ext6oneapi12experimental15event_mode_enumE", !7, i64 0}
!66 = !{!67, !68, i64 8}
!67 = !{!"_ZTSN4sycl3_V16detail14tls_code_loc_tE", !10, i64 0, !68, i64 8}
!68 = !{!"bool", !7, i64 0}
!69 = !{i8 0, i8 2}
!70 = !{}
!71 = distinct !{!71, !14}
!72 = !{!73}
!73 = distinct !{!73, !74, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!74 = distinct !{!74, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!75 = !{!76, !6, i64 0}
!76 = !{!"_ZTSN4sycl3_V16detail17aligned_allocatorIfEE", !6, i64 0}
!77 = !{!78, !6, i64 16}
!78 = !{!"_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE", !79, i64 0, !76, i64 8, !6, i64 16}
!79 = !{!"_ZTSN4sycl3_V16detail19SYCLMemObjAllocatorE"}
!80 = !{!81, !10, i64 0}
!81 = !{!"_ZTSSt10_Head_baseILm0EPN4sycl3_V16detail19SYCLMemObjAllocatorELb0EE", !10, i64 0}
!82 = !{!83, !6, i64 32}
!83 = !{!"_ZTSN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvEE", !84, i64 0, !87, i64 16, !6, i64 32, !68, i64 40}
!84 = !{!"_ZTSN4sycl3_V16detail12buffer_plainE", !85, i64 0}
!85 = !{!"_ZTSSt10shared_ptrIN4sycl3_V16detail11buffer_implEE", !86, i64 0}
!86 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail11buffer_implELN9__gnu_cxx12_Lock_policyE2EE", !10, i64 0, !28, i64 8}
!87 = !{!"_ZTSN4sycl3_V15rangeILi2EEE", !88, i64 0}
!88 = !{!"_ZTSN4sycl3_V16detail5arrayILi2EEE", !7, i64 0}
!89 = !{!83, !68, i64 40}
!90 = !{!86, !10, i64 0}
!91 = !{!92, !10, i64 8}
!92 = !{!"_ZTSSt9type_info", !10, i64 8}
!93 = !{!94}
!94 = distinct !{!94, !95, !"_ZN4sycl3_V16detail12rangeToArrayERKNS0_5rangeILi2EEE: argument 0"}
!95 = distinct !{!95, !"_ZN4sycl3_V16detail12rangeToArrayERKNS0_5rangeILi2EEE"}
!96 = !{!97, !10, i64 24}
!97 = !{!"_ZTSSt8functionIFiRKN4sycl3_V16deviceEEE", !22, i64 0, !10, i64 24}
!98 = !{!99, !10, i64 16}
!99 = !{!"_ZTSNSt12_Vector_baseINSt15__exception_ptr13exception_ptrESaIS1_EE17_Vector_impl_dataE", !10, i64 0, !10, i64 8, !10, i64 16}
!100 = !{!99, !10, i64 0}
!101 = !{!99, !10, i64 8}
!102 = !{!103, !10, i64 0}
!103 = !{!"_ZTSNSt15__exception_ptr13exception_ptrE", !10, i64 0}
!104 = distinct !{!104, !14}
!105 = !{!106, !10, i64 0}
!106 = !{!"_ZTSZ4mainEUlRN4sycl3_V17handlerEE_", !10, i64 0, !10, i64 8, !10, i64 16, !10, i64 24}
!107 = !{!106, !10, i64 8}
!108 = !{!106, !10, i64 16}
!109 = !{!106, !10, i64 24}
!110 = !{!111, !10, i64 0}
!111 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail16AccessorImplHostELN9__gnu_cxx12_Lock_policyE2EE", !10, i64 0, !28, i64 8}
!112 = !{!113, !68, i64 8}
!113 = !{!"_ZTSSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental23work_group_scratch_sizeEE", !7, i64 0, !68, i64 8}
!114 = !{!115, !117}
!115 = distinct !{!115, !116, !"_ZN4sycl3_V16detail27kernel_launch_properties_v129extractKernelPropertiesCommonINS2_11PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS5_5intel12experimental12cache_configENS7_17use_root_sync_keyENS7_23work_group_progress_keyENS7_22sub_group_progress_keyENS7_22work_item_progress_keyENS7_4cuda12cluster_sizeILi1EEENSH_ILi2EEENSH_ILi3EEEEEELb0ENS7_10propertiesINS7_6detail20properties_type_listIJEEEEEvEET_T1_: argument 0"}
!116 = distinct !{!116, !"_ZN4sycl3_V16detail27kernel_launch_properties_v129extractKernelPropertiesCommonINS2_11PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS5_5intel12experimental12cache_configENS7_17use_root_sync_keyENS7_23work_group_progress_keyENS7_22sub_group_progress_keyENS7_22work_item_progress_keyENS7_4cuda12cluster_sizeILi1EEENSH_ILi2EEENSH_ILi3EEEEEELb0ENS7_10propertiesINS7_6detail20properties_type_listIJEEEEEvEET_T1_"}
!117 = distinct !{!117, !118, !"_ZN4sycl3_V16detail27kernel_launch_properties_v123extractKernelPropertiesILb0ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEvEEDaT0_: argument 0"}
!118 = distinct !{!118, !"_ZN4sycl3_V16detail27kernel_launch_properties_v123extractKernelPropertiesILb0ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEvEEDaT0_"}
!119 = !{!120, !68, i64 2}
!120 = !{!"_ZTSSt22_Optional_payload_baseIN4sycl3_V13ext5intel12experimental12cache_configEE", !7, i64 0, !68, i64 2}
!121 = !{!122, !68, i64 0}
!122 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental17use_root_sync_keyEvEE", !68, i64 0}
!123 = !{!124, !68, i64 4}
!124 = !{!"_ZTSSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental26forward_progress_guaranteeEE", !7, i64 0, !68, i64 4}
!125 = !{!126, !68, i64 4}
!126 = !{!"_ZTSSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental15execution_scopeEE", !7, i64 0, !68, i64 4}
!127 = !{!128, !68, i64 8}
!128 = !{!"_ZTSSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi1EEEE", !7, i64 0, !68, i64 8}
!129 = !{!130, !68, i64 16}
!130 = !{!"_ZTSSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi2EEEE", !7, i64 0, !68, i64 16}
!131 = !{!132, !68, i64 24}
!132 = !{!"_ZTSSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi3EEEE", !7, i64 0, !68, i64 24}
!133 = !{!134, !68, i64 144}
!134 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v111PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS4_5intel12experimental12cache_configENS6_17use_root_sync_keyENS6_23work_group_progress_keyENS6_22sub_group_progress_keyENS6_22work_item_progress_keyENS6_4cuda12cluster_sizeILi1EEENSG_ILi2EEENSG_ILi3EEEEEE", !135, i64 0, !139, i64 16, !122, i64 20, !143, i64 24, !150, i64 40, !151, i64 56, !152, i64 72, !156, i64 88, !160, i64 112, !68, i64 144}
!135 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental23work_group_scratch_sizeEvEE", !136, i64 0}
!136 = !{!"_ZTSSt8optionalIN4sycl3_V13ext6oneapi12experimental23work_group_scratch_sizeEE", !137, i64 0}
!137 = !{!"_ZTSSt14_Optional_baseIN4sycl3_V13ext6oneapi12experimental23work_group_scratch_sizeELb1ELb1EE", !138, i64 0}
!138 = !{!"_ZTSSt17_Optional_payloadIN4sycl3_V13ext6oneapi12experimental23work_group_scratch_sizeELb1ELb1ELb1EE", !113, i64 0}
!139 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext5intel12experimental12cache_configEvEE", !140, i64 0}
!140 = !{!"_ZTSSt8optionalIN4sycl3_V13ext5intel12experimental12cache_configEE", !141, i64 0}
!141 = !{!"_ZTSSt14_Optional_baseIN4sycl3_V13ext5intel12experimental12cache_configELb1ELb1EE", !142, i64 0}
!142 = !{!"_ZTSSt17_Optional_payloadIN4sycl3_V13ext5intel12experimental12cache_configELb1ELb1ELb1EE", !120, i64 0}
!143 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental23work_group_progress_keyEvEE", !144, i64 0, !147, i64 8}
!144 = !{!"_ZTSSt8optionalIN4sycl3_V13ext6oneapi12experimental26forward_progress_guaranteeEE", !145, i64 0}
!145 = !{!"_ZTSSt14_Optional_baseIN4sycl3_V13ext6oneapi12experimental26forward_progress_guaranteeELb1ELb1EE", !146, i64 0}
!146 = !{!"_ZTSSt17_Optional_payloadIN4sycl3_V13ext6oneapi12experimental26forward_progress_guaranteeELb1ELb1ELb1EE", !124, i64 0}
!147 = !{!"_ZTSSt8optionalIN4sycl3_V13ext6oneapi12experimental15execution_scopeEE", !148, i64 0}
!148 = !{!"_ZTSSt14_Optional_baseIN4sycl3_V13ext6oneapi12experimental15execution_scopeELb1ELb1EE", !149, i64 0}
!149 = !{!"_ZTSSt17_Optional_payloadIN4sycl3_V13ext6oneapi12experimental15execution_scopeELb1ELb1ELb1EE", !126, i64 0}
!150 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental22sub_group_progress_keyEvEE", !144, i64 0, !147, i64 8}
!151 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental22work_item_progress_keyEvEE", !144, i64 0, !147, i64 8}
!152 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental4cuda12cluster_sizeILi1EEEvEE", !153, i64 0}
!153 = !{!"_ZTSSt8optionalIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi1EEEE", !154, i64 0}
!154 = !{!"_ZTSSt14_Optional_baseIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi1EEELb1ELb1EE", !155, i64 0}
!155 = !{!"_ZTSSt17_Optional_payloadIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi1EEELb1ELb1ELb1EE", !128, i64 0}
!156 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental4cuda12cluster_sizeILi2EEEvEE", !157, i64 0}
!157 = !{!"_ZTSSt8optionalIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi2EEEE", !158, i64 0}
!158 = !{!"_ZTSSt14_Optional_baseIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi2EEELb1ELb1EE", !159, i64 0}
!159 = !{!"_ZTSSt17_Optional_payloadIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi2EEELb1ELb1ELb1EE", !130, i64 0}
!160 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental4cuda12cluster_sizeILi3EEEvEE", !161, i64 0}
!161 = !{!"_ZTSSt8optionalIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi3EEEE", !162, i64 0}
!162 = !{!"_ZTSSt14_Optional_baseIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi3EEELb1ELb1EE", !163, i64 0}
!163 = !{!"_ZTSSt17_Optional_payloadIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi3EEELb1ELb1ELb1EE", !132, i64 0}
!164 = !{!165, !10, i64 0}
!165 = !{!"_ZTSN4sycl3_V16detail16nd_range_view_v113nd_range_viewE", !10, i64 0, !10, i64 8, !10, i64 16, !6, i64 24}
!166 = !{!165, !6, i64 24}
!167 = !{!168}
!168 = distinct !{!168, !169, !"_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE: argument 0"}
!169 = distinct !{!169, !"_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE"}
!170 = !{!171}
!171 = distinct !{!171, !172, !"_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE: argument 0"}
!172 = distinct !{!172, !"_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE"}
!173 = !{!174, !10, i64 0}
!174 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseELN9__gnu_cxx12_Lock_policyE2EE", !10, i64 0, !28, i64 8}
!175 = distinct !{!175, !14}
!176 = !{!177, !10, i64 16}
!177 = !{!"_ZTSN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !178, i64 0, !10, i64 16, !7, i64 24}
!178 = !{!"_ZTSN4sycl3_V16detail16AccessorBaseHostE", !179, i64 0}
!179 = !{!"_ZTSSt10shared_ptrIN4sycl3_V16detail16AccessorImplHostEE", !111, i64 0}
!180 = !{!181}
!181 = distinct !{!181, !182, !"_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE: argument 0"}
!182 = distinct !{!182, !"_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE"}
!183 = !{!184}
!184 = distinct !{!184, !185, !"_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE: argument 0"}
!185 = distinct !{!185, !"_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE"}
!186 = !{!187, !10, i64 16}
!187 = !{!"_ZTSN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !178, i64 0, !10, i64 16, !7, i64 24}
!188 = !{!189, !31, i64 16}
!189 = !{!"_ZTSN4sycl3_V16detail27compile_time_kernel_info_v123CompileTimeKernelInfoTyE", !190, i64 0, !31, i64 16, !68, i64 20, !190, i64 24, !190, i64 40, !31, i64 56, !31, i64 60, !6, i64 64, !10, i64 72, !68, i64 80}
!190 = !{!"_ZTSN4sycl3_V16detail11string_viewE", !10, i64 0, !6, i64 8}
!191 = distinct !{!191, !14}
!192 = !{!189, !10, i64 72}
!193 = !{i64 0, i64 8, !9, i64 8, i64 8, !5}
!194 = !{!"branch_weights", i32 1, i32 1048575}
!195 = !{!196}
!196 = distinct !{!196, !197, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv: argument 0"}
!197 = distinct !{!197, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv"}
!198 = !{!199}
!199 = distinct !{!199, !200, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv: argument 0"}
!200 = distinct !{!200, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv"}
!201 = !{!202}
!202 = distinct !{!202, !203, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv: argument 0"}
!203 = distinct !{!203, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv"}
!204 = !{!205}
!205 = distinct !{!205, !206, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv: argument 0"}
!206 = distinct !{!206, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv"}
!207 = !{!208}
!208 = distinct !{!208, !209, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv: argument 0"}
!209 = distinct !{!209, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv"}
!210 = !{!211}
!211 = distinct !{!211, !212, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv: argument 0"}
!212 = distinct !{!212, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv"}
!213 = !{!214}
!214 = distinct !{!214, !215, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv: argument 0"}
!215 = distinct !{!215, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv"}
!216 = !{!217}
!217 = distinct !{!217, !218, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv: argument 0"}
!218 = distinct !{!218, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv"}
